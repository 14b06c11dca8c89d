//! The IR verifier (LLVM's `Verifier`): checks that a [`Module`] is well formed.
//!
//! In: a module, however it was made (parsed, or built with [`crate::builder`], which checks
//! nothing itself). Out: `Ok(())`, or every problem found as a [`VerifierError`] naming the
//! function, the block and the instruction (printed as in a `.ll` file).
//!
//! What is checked, per function definition:
//! - structure: at least one block; every block ends in exactly one terminator, at its end;
//!   phi nodes come first; each instruction sits in the block it records; operands refer to
//!   existing values, and branch targets to blocks of the same function;
//! - the CFG: the entry block has no predecessors; each phi has one entry per predecessor edge
//!   (duplicate edges with equal values), incoming values of the phi's type;
//! - SSA dominance over a real dominator tree ([`crate::dominators`]): a definition dominates
//!   each use (for phis, the end of the incoming block; for `invoke`, through its normal edge);
//!   uses in unreachable blocks are not checked, as in LLVM;
//! - operand and result types of every instruction: arithmetic, comparisons, casts, memory
//!   operations, GEP index walks, aggregates and vectors, atomics, `ret` against the function's
//!   return type, and call signatures (argument count and types against the callee's function
//!   type, varargs).
//!
//! Cost: linear in the size of the module, plus the (near-linear) dominator computation.

use crate::constants::ConstData;
use crate::dominators::{Cfg, DominatorTree};
use crate::function::{BlockId, Function, InstId};
use crate::instructions::{BinOp, CastOp, InstKind, Ordering};
use crate::module::{GlobalName, Module};
use crate::types::{TypeData, TypeId, TypeTable};
use crate::value::Value;
use std::fmt;

/// One problem found by the verifier.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifierError {
    /// The function, as `@name` (for a problem with a global variable, the variable).
    pub function: String,
    /// The block, as `%name` (or `%N` for an unnamed block), when the problem is in one.
    pub block: Option<String>,
    /// The instruction as the printer writes it, when the problem is about one.
    pub instruction: Option<String>,
    /// What is wrong, in LLVM's words where LLVM has them.
    pub message: String,
    /// Whether `function` names a global variable rather than a function.
    pub in_global: bool,
}

impl fmt::Display for VerifierError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = if self.in_global { "global" } else { "function" };
        write!(f, "{}\n  in {what} {}", self.message, self.function)?;
        if let Some(b) = &self.block {
            write!(f, ", block {b}")?;
        }
        if let Some(i) = &self.instruction {
            write!(f, ":\n  {i}")?;
        }
        Ok(())
    }
}

/// Verifies every function of `m`; all problems are returned, in function and block order.
pub fn verify_module(m: &Module) -> Result<(), Vec<VerifierError>> {
    let mut errors = Vec::new();
    for (k, g) in m.globals.iter().enumerate() {
        if let crate::module::GlobalKind::Variable {
            init: Some(init), ..
        } = g.kind
        {
            let id = crate::module::GlobalId(k as u32);
            let message = if init.0 as usize >= m.consts.len() {
                Some("invalid global initializer")
            } else if m.consts.ty(init) != g.value_type {
                Some("Global variable initializer type does not match global variable type!")
            } else {
                None
            };
            if let Some(message) = message {
                errors.push(VerifierError {
                    function: global_name(m, id),
                    block: None,
                    instruction: None,
                    message: message.into(),
                    in_global: true,
                });
            }
        }
    }
    // Aliases must end at something that is not an alias.
    for (k, g) in m.globals.iter().enumerate() {
        if !matches!(g.kind, crate::module::GlobalKind::Alias(_)) {
            continue;
        }
        let mut cur = k;
        let mut steps = 0;
        let cyclic = loop {
            let crate::module::GlobalKind::Alias(c) = m.globals[cur].kind else {
                break false;
            };
            match aliasee_global(m, c) {
                Some(next) if next == k => break true,
                Some(next) if steps <= m.globals.len() => {
                    cur = next;
                    steps += 1;
                }
                Some(_) => break false, // a cycle not through `k`: reported for its members
                None => break false,
            }
        };
        if cyclic {
            errors.push(VerifierError {
                function: global_name(m, crate::module::GlobalId(k as u32)),
                block: None,
                instruction: None,
                message: "Aliases cannot form a cycle".into(),
                in_global: true,
            });
        }
    }
    for f in &m.functions {
        verify_function_into(m, f, &mut errors);
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Verifies one function of `m`.
pub fn verify_function(m: &Module, f: &Function) -> Result<(), Vec<VerifierError>> {
    let mut errors = Vec::new();
    verify_function_into(m, f, &mut errors);
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// The global an aliasee constant refers to (through casts and GEPs), if any.
fn aliasee_global(m: &Module, mut c: crate::constants::ConstId) -> Option<usize> {
    for _ in 0..64 {
        if c.0 as usize >= m.consts.len() {
            return None;
        }
        match m.consts.get(c) {
            ConstData::Global(g) => return Some(g.0 as usize).filter(|&g| g < m.globals.len()),
            ConstData::Expr { ops, .. } => c = *ops.first()?,
            _ => return None,
        }
    }
    None
}

/// `@name` of a global.
pub fn global_name(m: &Module, g: crate::module::GlobalId) -> String {
    let mut s = String::from("@");
    match m.globals.get(g.0 as usize).map(|g| &g.name) {
        Some(GlobalName::Named(n)) => crate::printer::write_ident(n, &mut s),
        Some(GlobalName::Numbered(n)) => s.push_str(&n.to_string()),
        None => s.push_str("<invalid global>"),
    }
    s
}

/// Local names for printing: named values keep their names, unnamed arguments, blocks and
/// value-producing instructions are numbered in order as LLVM numbers them.
struct Slots {
    args: Vec<u32>,
    blocks: Vec<u32>,
    insts: Vec<u32>,
}

impl Slots {
    fn new(m: &Module, f: &Function) -> Slots {
        let mut n = 0u32;
        let mut slots = Slots {
            args: vec![u32::MAX; f.args.len()],
            blocks: vec![u32::MAX; f.blocks.len()],
            insts: vec![u32::MAX; f.insts.len()],
        };
        for (i, a) in f.args.iter().enumerate() {
            if a.name.is_unnamed() {
                slots.args[i] = n;
                n += 1;
            }
        }
        for &b in &f.layout {
            let Some(block) = f.blocks.get(b.0 as usize) else {
                continue;
            };
            if block.name.is_unnamed() {
                slots.blocks[b.0 as usize] = n;
                n += 1;
            }
            for &i in &block.insts {
                let Some(inst) = f.insts.get(i.0 as usize) else {
                    continue;
                };
                if inst.name.is_unnamed()
                    && inst.ty != TypeTable::VOID
                    && !matches!(inst.kind, InstKind::DbgRecord(_))
                    && m.types.is_first_class(inst.ty)
                {
                    slots.insts[i.0 as usize] = n;
                    n += 1;
                }
            }
        }
        slots
    }
}

fn local(f: &Function, name: crate::function::Name, slot: u32, out: &mut String) {
    out.push('%');
    match f.name_str(name) {
        Some(s) => crate::printer::write_ident(s, out),
        None if slot != u32::MAX => out.push_str(&slot.to_string()),
        None => out.push_str("<badref>"),
    }
}

/// Writes an operand as the printer would (`%x`, `@g`, `42`, `null`, `label %bb`'s name part).
fn write_value(m: &Module, f: &Function, slots: &Slots, v: Value, out: &mut String) {
    match v {
        Value::Arg(a) => match f.args.get(a as usize) {
            Some(arg) => local(f, arg.name, slots.args[a as usize], out),
            None => out.push_str("<badref>"),
        },
        Value::Inst(i) => match f.insts.get(i.0 as usize) {
            Some(inst) => local(f, inst.name, slots.insts[i.0 as usize], out),
            None => out.push_str("<badref>"),
        },
        Value::Block(b) => match f.blocks.get(b.0 as usize) {
            Some(block) => local(f, block.name, slots.blocks[b.0 as usize], out),
            None => out.push_str("<badref>"),
        },
        Value::Global(g) => out.push_str(&global_name(m, g)),
        Value::Const(c) if (c.0 as usize) < m.consts.len() => match m.consts.get(c) {
            ConstData::Int { ty, value } => {
                let bits = m.types.int_bits(*ty).unwrap_or(64);
                if bits == 1 {
                    out.push_str(if *value & 1 == 1 { "true" } else { "false" });
                } else {
                    let shift = 64 - bits.min(64);
                    out.push_str(&(((*value << shift) as i64) >> shift).to_string());
                }
            }
            ConstData::Null(_) => out.push_str("null"),
            ConstData::Undef(_) => out.push_str("undef"),
            ConstData::Poison(_) => out.push_str("poison"),
            ConstData::Zero(_) => out.push_str("zeroinitializer"),
            ConstData::NoneToken => out.push_str("none"),
            ConstData::Global(g) => out.push_str(&global_name(m, *g)),
            _ => out.push_str("<constant>"),
        },
        Value::Const(_) => out.push_str("<badref>"),
        Value::Metadata(_) => out.push_str("metadata"),
        Value::InlineAsm(_) => out.push_str("asm"),
        Value::Forward(_) => out.push_str("<undefined>"),
    }
}

fn type_str(types: &TypeTable, t: TypeId) -> String {
    if (t.0 as usize) < types.len() {
        types.to_string(t)
    } else {
        "<invalid type>".to_string()
    }
}

/// A one-line rendering of an instruction in `.ll` syntax for the common shapes
/// (`%x = add i32 %a, 1`, `%v = load i32, ptr %p`, `%r = call i32 @g(i32 %a)`), and a generic
/// `opcode T op, T op` form for the rest. It never fails, even on malformed instructions.
fn inst_text(m: &Module, f: &Function, slots: &Slots, i: InstId) -> String {
    let inst = f.inst(i);
    let mut s = String::new();
    if inst.ty != TypeTable::VOID && slots.insts[i.0 as usize] != u32::MAX
        || !inst.name.is_unnamed()
    {
        local(f, inst.name, slots.insts[i.0 as usize], &mut s);
        s.push_str(" = ");
    }
    s.push_str(inst.kind.opcode_name());
    let ops = f.operands(i);
    let ty = |v: Value| type_str(&m.types, f.value_type(m, v));
    let typed = |s: &mut String, v: Value| {
        s.push_str(&ty(v));
        s.push(' ');
        write_value(m, f, slots, v, s);
    };
    let list = |s: &mut String, vs: &[Value]| {
        for (k, &v) in vs.iter().enumerate() {
            if k > 0 {
                s.push_str(", ");
            }
            typed(s, v);
        }
    };
    match (inst.kind, ops) {
        (InstKind::Binary(_) | InstKind::ICmp(_) | InstKind::FCmp(_), [a, b]) => {
            match inst.kind {
                InstKind::ICmp(p) => {
                    s.push(' ');
                    s.push_str(p.name());
                }
                InstKind::FCmp(p) => {
                    s.push(' ');
                    s.push_str(p.name());
                }
                _ => {}
            }
            s.push(' ');
            typed(&mut s, *a);
            s.push_str(", ");
            write_value(m, f, slots, *b, &mut s);
        }
        (InstKind::Phi, _) => {
            s.push(' ');
            s.push_str(&type_str(&m.types, inst.ty));
            for (k, pair) in ops.chunks(2).enumerate() {
                s.push_str(if k == 0 { " [ " } else { ", [ " });
                write_value(m, f, slots, pair[0], &mut s);
                if let Some(&b) = pair.get(1) {
                    s.push_str(", ");
                    write_value(m, f, slots, b, &mut s);
                }
                s.push_str(" ]");
            }
        }
        (InstKind::Ret, []) => s.push_str(" void"),
        (InstKind::Cast(_), [v]) => {
            s.push(' ');
            typed(&mut s, *v);
            s.push_str(" to ");
            s.push_str(&type_str(&m.types, inst.ty));
        }
        (InstKind::Load { .. }, _) => {
            s.push(' ');
            s.push_str(&type_str(&m.types, inst.ty));
            s.push_str(", ");
            list(&mut s, ops);
        }
        (InstKind::Alloca { ty: at, .. }, _) => {
            s.push(' ');
            s.push_str(&type_str(&m.types, at));
        }
        (InstKind::Gep { source_ty }, _) => {
            s.push(' ');
            s.push_str(&type_str(&m.types, source_ty));
            s.push_str(", ");
            list(&mut s, ops);
        }
        (InstKind::Switch, [v, d, cases @ ..]) => {
            s.push(' ');
            typed(&mut s, *v);
            s.push_str(", ");
            typed(&mut s, *d);
            s.push_str(" [");
            for pair in cases.chunks(2) {
                s.push(' ');
                list(&mut s, pair);
            }
            s.push_str(" ]");
        }
        (InstKind::Call(_) | InstKind::Invoke(_) | InstKind::CallBr(_), [callee, rest @ ..]) => {
            let nargs = f.call_info(i).map_or(rest.len(), |c| c.num_args as usize);
            let ret = f
                .call_info(i)
                .and_then(|c| m.types.function_parts(c.fn_ty))
                .map_or(inst.ty, |p| p.0);
            s.push(' ');
            s.push_str(&type_str(&m.types, ret));
            s.push(' ');
            write_value(m, f, slots, *callee, &mut s);
            s.push('(');
            list(&mut s, &rest[..nargs.min(rest.len())]);
            s.push(')');
            match (inst.kind, &rest[nargs.min(rest.len())..]) {
                (InstKind::Invoke(_), [normal, unwind]) => {
                    s.push_str(" to ");
                    typed(&mut s, *normal);
                    s.push_str(" unwind ");
                    typed(&mut s, *unwind);
                }
                (_, []) => {}
                (_, dests) => {
                    s.push(' ');
                    list(&mut s, dests);
                }
            }
        }
        _ => {
            if !ops.is_empty() {
                s.push(' ');
                list(&mut s, ops);
            }
        }
    }
    s
}

struct Ctx<'a> {
    m: &'a Module,
    f: &'a Function,
    errors: &'a mut Vec<VerifierError>,
    slots: Option<Slots>,
    fname: String,
}

impl Ctx<'_> {
    fn error(&mut self, block: Option<BlockId>, inst: Option<InstId>, message: impl Into<String>) {
        let (m, f) = (self.m, self.f);
        let slots = self.slots.get_or_insert_with(|| Slots::new(m, f));
        let block = block.filter(|b| (b.0 as usize) < f.blocks.len()).map(|b| {
            let mut s = String::new();
            local(f, f.block(b).name, slots.blocks[b.0 as usize], &mut s);
            s
        });
        let instruction = inst
            .filter(|i| (i.0 as usize) < f.insts.len())
            .map(|i| inst_text(m, f, slots, i));
        self.errors.push(VerifierError {
            function: self.fname.clone(),
            block,
            instruction,
            message: message.into(),
            in_global: false,
        });
    }
}

fn verify_function_into(m: &Module, f: &Function, errors: &mut Vec<VerifierError>) {
    let mut cx = Ctx {
        m,
        f,
        errors,
        slots: None,
        fname: global_name(m, f.global),
    };
    let Some((ret_ty, params, _)) = m.types.function_parts(f.ty) else {
        cx.error(None, None, "function does not have a function type");
        return;
    };
    if params.len() != f.args.len() {
        cx.error(
            None,
            None,
            "number of arguments does not match the function type",
        );
        return;
    }
    if params.iter().zip(&f.args).any(|(&p, a)| p != a.ty) {
        cx.error(None, None, "argument types do not match the function type");
    }
    for a in &f.args {
        if let Some(msg) = attr_type_problem(m, a.attrs, a.ty) {
            cx.error(
                None,
                None,
                format!("{msg} (parameter of type '{}')", type_str(&m.types, a.ty)),
            );
        }
    }
    let has_attr = |set: crate::module::AttrSetId, name: &str| {
        (set.0 as usize) < m.attr_sets.len()
            && m.attrs(set).iter().any(|a| match *a {
                crate::module::Attribute::Flag(s)
                | crate::module::Attribute::Int(s, _)
                | crate::module::Attribute::Type(s, _) => m.strings.get(s) == name,
                _ => false,
            })
    };
    if ret_ty != TypeTable::VOID && f.args.iter().any(|a| has_attr(a.attrs, "sret")) {
        cx.error(
            None,
            None,
            "functions with 'sret' argument must return void",
        );
    }
    if let Some(msg) = attr_type_problem(m, f.ret_attrs, ret_ty) {
        cx.error(
            None,
            None,
            format!("{msg} (return type '{}')", type_str(&m.types, ret_ty)),
        );
    }
    if !f.is_definition {
        if !f.layout.is_empty() {
            cx.error(None, None, "function declaration has a body");
        }
        return;
    }
    if f.layout.is_empty() {
        cx.error(
            None,
            None,
            "function body requires at least one basic block",
        );
        return;
    }
    let nb = f.blocks.len();
    let ni = f.insts.len();
    // Where each block and instruction sits; anything out of place is reported once.
    let mut in_layout = vec![false; nb];
    for &b in &f.layout {
        match in_layout.get_mut(b.0 as usize) {
            None => {
                cx.error(
                    None,
                    None,
                    format!("layout names block {} outside the block arena", b.0),
                );
                return;
            }
            Some(x) if *x => {
                cx.error(
                    Some(b),
                    None,
                    "block appears twice in the function's layout",
                );
                return;
            }
            Some(x) => *x = true,
        }
    }
    let mut pos = vec![u32::MAX; ni];
    let mut structural_ok = true;
    for &b in &f.layout {
        let block = f.block(b);
        let mut last_real: Option<InstId> = None;
        let mut seen_non_phi = false;
        for (k, &i) in block.insts.iter().enumerate() {
            let Some(inst) = f.insts.get(i.0 as usize) else {
                cx.error(
                    Some(b),
                    None,
                    format!("block lists instruction {} outside the arena", i.0),
                );
                structural_ok = false;
                continue;
            };
            if pos[i.0 as usize] != u32::MAX {
                cx.error(
                    Some(b),
                    Some(i),
                    "instruction appears twice in the function",
                );
                structural_ok = false;
                continue;
            }
            pos[i.0 as usize] = k as u32;
            if inst.block != b {
                cx.error(
                    Some(b),
                    Some(i),
                    "instruction's parent block does not match the block holding it",
                );
                structural_ok = false;
            }
            if matches!(inst.kind, InstKind::DbgRecord(_)) {
                continue;
            }
            if let Some(prev) = last_real {
                if f.inst(prev).kind.is_terminator() {
                    cx.error(
                        Some(b),
                        Some(prev),
                        "Terminator found in the middle of a basic block!",
                    );
                }
            }
            if inst.kind == InstKind::Phi {
                if seen_non_phi {
                    cx.error(
                        Some(b),
                        Some(i),
                        "PHI nodes not grouped at top of basic block!",
                    );
                }
            } else {
                let pad = match inst.kind {
                    InstKind::LandingPad { .. } => Some("LandingPadInst"),
                    InstKind::CatchPad => Some("CatchPadInst"),
                    InstKind::CleanupPad => Some("CleanupPadInst"),
                    InstKind::CatchSwitch { .. } => Some("CatchSwitchInst"),
                    _ => None,
                };
                if let Some(pad) = pad {
                    if seen_non_phi {
                        cx.error(
                            Some(b),
                            Some(i),
                            format!("{pad} not the first non-PHI instruction in the block."),
                        );
                    }
                    if b == f.layout[0] {
                        cx.error(Some(b), Some(i), "EH pad cannot be in entry block.");
                    }
                    if f.personality.is_none() {
                        cx.error(
                            Some(b),
                            Some(i),
                            format!("{pad} needs to be in a function with a personality."),
                        );
                    }
                }
                seen_non_phi = true;
            }
            last_real = Some(i);
        }
        match last_real {
            Some(t) if f.inst(t).kind.is_terminator() => {}
            Some(t) => cx.error(Some(b), Some(t), "Basic Block does not have terminator!"),
            None => cx.error(Some(b), None, "Basic Block does not have terminator!"),
        }
    }
    if !structural_ok {
        return;
    }

    let cfg = Cfg::new(f);
    let entry = f.layout[0];
    if !cfg.preds(entry).is_empty() {
        cx.error(
            Some(entry),
            None,
            "Entry block to function must not have predecessors!",
        );
    }
    // A landingpad block is entered only through the unwind edges of invokes.
    for &b in &f.layout {
        let first = f
            .block(b)
            .insts
            .iter()
            .copied()
            .find(|&k| !matches!(f.inst(k).kind, InstKind::Phi | InstKind::DbgRecord(_)));
        let Some(lp) = first.filter(|&k| matches!(f.inst(k).kind, InstKind::LandingPad { .. }))
        else {
            continue;
        };
        let bad = cfg.preds(b).iter().any(|&p| {
            let Some(t) = f.terminator(p) else {
                return true;
            };
            let ops = f.operands(t);
            !(matches!(f.inst(t).kind, InstKind::Invoke(_))
                && ops.last() == Some(&Value::Block(b))
                && ops.len() >= 2
                && ops[ops.len() - 2] != Value::Block(b))
        });
        if bad {
            cx.error(
                Some(b),
                Some(lp),
                "Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.",
            );
        }
    }
    let dt = DominatorTree::new(f, &cfg);
    let mut scratch_a: Vec<(BlockId, Value)> = Vec::new();
    let mut scratch_b: Vec<BlockId> = Vec::new();
    let mut cases: Vec<u64> = Vec::new();
    for &b in &f.layout {
        for &i in &f.block(b).insts {
            let inst = f.inst(i);
            if matches!(inst.kind, InstKind::DbgRecord(_)) {
                continue;
            }
            // Operand validity first: later checks rely on it.
            let mut ok = true;
            for v in all_operands(f, i) {
                if let Some(msg) = operand_problem(m, f, &in_layout, &pos, v) {
                    cx.error(Some(b), Some(i), msg);
                    ok = false;
                }
            }
            if !ok {
                continue;
            }
            check_types(&mut cx, b, i, ret_ty, &mut cases);
            if inst.kind == InstKind::Phi {
                check_phi(&mut cx, &cfg, &dt, b, i, &mut scratch_a, &mut scratch_b);
            } else {
                check_dominance(&mut cx, &cfg, &dt, &pos, b, i);
            }
        }
    }
}

/// The operands of an instruction followed by the operands of its operand bundles
/// (`[ "funclet"(token %cp) ]`), which are uses too.
fn all_operands(f: &Function, i: InstId) -> impl Iterator<Item = Value> + '_ {
    let bundles = f
        .call_info(i)
        .map_or(&[][..], |c| &f.bundles[c.bundles.range()]);
    f.operands(i)
        .iter()
        .chain(bundles.iter().flat_map(|b| &f.operands[b.ops.range()]))
        .copied()
}

/// Whether a parameter or return attribute fits the type it is on (LLVM rejects `signext` on
/// a pointer or `sret` on an integer: "Attribute 'x' applied to incompatible type!").
fn attr_type_problem(m: &Module, set: crate::module::AttrSetId, ty: TypeId) -> Option<String> {
    use crate::module::Attribute;
    let t = &m.types;
    if set.0 as usize >= m.attr_sets.len() {
        return Some("invalid attribute set".into());
    }
    let scalar = t.scalar_type(ty);
    for a in m.attrs(set) {
        let sym = match *a {
            Attribute::Flag(s) | Attribute::Int(s, _) | Attribute::Type(s, _) => s,
            _ => continue,
        };
        let name = m.strings.get(sym);
        let fits = match name {
            "signext" | "zeroext" => t.is_int(scalar),
            "byval" | "sret" | "byref" | "inalloca" | "preallocated" | "nest" => t.is_ptr(ty),
            "noalias" | "nonnull" | "dereferenceable" | "dereferenceable_or_null" => {
                t.is_ptr(scalar)
            }
            _ => true,
        };
        if !fits {
            return Some(format!("Attribute '{name}' applied to incompatible type!"));
        }
    }
    None
}

/// Why an operand does not refer to something that exists in this function, if it doesn't.
fn operand_problem(
    m: &Module,
    f: &Function,
    in_layout: &[bool],
    pos: &[u32],
    v: Value,
) -> Option<String> {
    match v {
        Value::Forward(_) => Some("use of an undefined value".into()),
        Value::Arg(a) if a as usize >= f.args.len() => Some(format!(
            "use of argument {a}, but the function has {}",
            f.args.len()
        )),
        Value::Inst(i) => {
            if i.0 as usize >= f.insts.len() || pos[i.0 as usize] == u32::MAX {
                Some("use of an instruction that is not in the function".into())
            } else if f.inst(i).ty == TypeTable::VOID {
                Some("use of an instruction that does not produce a value".into())
            } else {
                None
            }
        }
        Value::Block(b) if !in_layout.get(b.0 as usize).copied().unwrap_or(false) => {
            Some("label operand is not a block of this function".into())
        }
        Value::Const(c) if c.0 as usize >= m.consts.len() => {
            Some("invalid constant operand".into())
        }
        Value::Global(g) if g.0 as usize >= m.globals.len() => {
            Some("invalid global operand".into())
        }
        Value::Metadata(k) if k as usize >= f.md_values.len() => {
            Some("invalid metadata operand".into())
        }
        Value::InlineAsm(k) if k as usize >= f.inline_asm.len() => {
            Some("invalid inline asm operand".into())
        }
        _ => None,
    }
}

/// Whether the definition `d` is available at the end of block `at` or, with `use_pos`, at
/// position `use_pos` in `at`.
fn def_dominates(
    f: &Function,
    cfg: &Cfg,
    dt: &DominatorTree,
    pos: &[u32],
    d: InstId,
    at: BlockId,
    use_pos: Option<u32>,
) -> bool {
    let def = f.inst(d);
    let db = def.block;
    // Invoke and callbr results exist only along the edge to the normal destination.
    if let InstKind::Invoke(_) | InstKind::CallBr(_) = def.kind {
        let ops = f.operands(d);
        let normal = match def.kind {
            InstKind::Invoke(_) => ops.len().checked_sub(2).map(|k| ops[k]),
            _ => f
                .call_info(d)
                .and_then(|c| ops.get(1 + c.num_args as usize).copied()),
        };
        let Some(Value::Block(normal)) = normal else {
            return false;
        };
        if at == db && use_pos.is_none() {
            // End of the invoke's own block: only a phi in the normal dest could use it there,
            // and that is the edge itself.
            return true;
        }
        // The edge db->normal dominates `at` if normal dominates it and every other edge into
        // normal comes from a block normal dominates (a back edge).
        let mut from_db = 0;
        for &p in cfg.preds(normal) {
            if p == db {
                from_db += 1;
            } else if !dt.dominates(normal, p) {
                return false;
            }
        }
        return from_db == 1 && dt.dominates(normal, at);
    }
    if db == at {
        return match use_pos {
            Some(u) => pos[d.0 as usize] < u,
            None => true,
        };
    }
    dt.dominates(db, at)
}

fn check_dominance(
    cx: &mut Ctx<'_>,
    cfg: &Cfg,
    dt: &DominatorTree,
    pos: &[u32],
    b: BlockId,
    i: InstId,
) {
    if !dt.is_reachable(b) {
        return;
    }
    let f = cx.f;
    for v in all_operands(f, i) {
        if let Value::Inst(d) = v {
            if d == i {
                cx.error(
                    Some(b),
                    Some(i),
                    "Only PHI nodes may reference their own value!",
                );
            } else if !def_dominates(f, cfg, dt, pos, d, b, Some(pos[i.0 as usize])) {
                let msg = {
                    let slots = cx.slots.get_or_insert_with(|| Slots::new(cx.m, f));
                    let mut s = String::new();
                    write_value(cx.m, f, slots, v, &mut s);
                    format!("Instruction does not dominate all uses! ({s} is used here)")
                };
                cx.error(Some(b), Some(i), msg);
            }
        }
    }
}

fn check_phi(
    cx: &mut Ctx<'_>,
    cfg: &Cfg,
    dt: &DominatorTree,
    b: BlockId,
    i: InstId,
    entries: &mut Vec<(BlockId, Value)>,
    preds: &mut Vec<BlockId>,
) {
    let (m, f) = (cx.m, cx.f);
    let inst = f.inst(i);
    let ops = f.operands(i);
    if !ops.len().is_multiple_of(2) {
        cx.error(
            Some(b),
            Some(i),
            "PHI node operands must be (value, block) pairs",
        );
        return;
    }
    if inst.ty == TypeTable::VOID || !m.types.is_first_class(inst.ty) {
        cx.error(
            Some(b),
            Some(i),
            "PHI nodes must have a first-class, non-void type",
        );
        return;
    }
    entries.clear();
    for pair in ops.chunks(2) {
        let Value::Block(p) = pair[1] else {
            cx.error(Some(b), Some(i), "PHI node incoming block is not a label");
            return;
        };
        if f.value_type(m, pair[0]) != inst.ty {
            cx.error(
                Some(b),
                Some(i),
                "PHI node operands are not the same type as the result!",
            );
        }
        entries.push((p, pair[0]));
    }
    preds.clear();
    preds.extend_from_slice(cfg.preds(b));
    if entries.len() != preds.len() {
        cx.error(
            Some(b),
            Some(i),
            "PHINode should have one entry for each predecessor of its parent basic block!",
        );
        return;
    }
    entries.sort_by_key(|e| e.0);
    preds.sort();
    for k in 0..entries.len() {
        if k > 0 && entries[k].0 == entries[k - 1].0 && entries[k].1 != entries[k - 1].1 {
            cx.error(
                Some(b),
                Some(i),
                "PHI node has multiple entries for the same basic block with different incoming values!",
            );
            return;
        }
        if entries[k].0 != preds[k] {
            cx.error(
                Some(b),
                Some(i),
                "PHI node entries do not match predecessors!",
            );
            return;
        }
    }
    // Each incoming value must be available at the end of its incoming block.
    for &(p, v) in entries.iter() {
        if let Value::Inst(d) = v {
            if dt.is_reachable(p) && !def_dominates(f, cfg, dt, &[], d, p, None) {
                cx.error(Some(b), Some(i), "Instruction does not dominate all uses!");
                return;
            }
        }
    }
}

/// Size in bits of a scalar or vector of scalars (`None` for pointers and aggregates).
fn prim_bits(types: &TypeTable, t: TypeId) -> Option<u64> {
    match types.get(t) {
        TypeData::Int(n) => Some(u64::from(*n)),
        TypeData::Float(k) => Some(u64::from(k.bits())),
        TypeData::Vector {
            len,
            elem,
            scalable: false,
        } => prim_bits(types, *elem).map(|e| e * u64::from(*len)),
        _ => None,
    }
}

/// `(element count, scalable)` of a vector type.
fn vec_shape(types: &TypeTable, t: TypeId) -> Option<(u32, bool)> {
    match types.get(t) {
        TypeData::Vector { len, scalable, .. } => Some((*len, *scalable)),
        _ => None,
    }
}

fn ptr_space(types: &TypeTable, t: TypeId) -> Option<u32> {
    match types.get(types.scalar_type(t)) {
        TypeData::Ptr(a) => Some(*a),
        _ => None,
    }
}

/// Whether a cast from `src` to `dst` is valid (LLVM's `CastInst::castIsValid`).
fn cast_valid(types: &TypeTable, op: CastOp, src: TypeId, dst: TypeId) -> bool {
    let (ss, ds) = (types.scalar_type(src), types.scalar_type(dst));
    let same_shape = vec_shape(types, src) == vec_shape(types, dst);
    let ib = |t| types.int_bits(t);
    let fb = |t| match types.get(t) {
        TypeData::Float(k) => Some(k.bits()),
        _ => None,
    };
    match op {
        CastOp::Trunc => same_shape && matches!((ib(ss), ib(ds)), (Some(a), Some(b)) if a > b),
        CastOp::ZExt | CastOp::SExt => {
            same_shape && matches!((ib(ss), ib(ds)), (Some(a), Some(b)) if a < b)
        }
        CastOp::FPTrunc => same_shape && matches!((fb(ss), fb(ds)), (Some(a), Some(b)) if a > b),
        CastOp::FPExt => same_shape && matches!((fb(ss), fb(ds)), (Some(a), Some(b)) if a < b),
        CastOp::FPToUI | CastOp::FPToSI => same_shape && fb(ss).is_some() && ib(ds).is_some(),
        CastOp::UIToFP | CastOp::SIToFP => same_shape && ib(ss).is_some() && fb(ds).is_some(),
        CastOp::PtrToInt | CastOp::PtrToAddr => same_shape && types.is_ptr(ss) && ib(ds).is_some(),
        CastOp::IntToPtr => same_shape && ib(ss).is_some() && types.is_ptr(ds),
        CastOp::AddrSpaceCast => {
            same_shape
                && matches!((ptr_space(types, src), ptr_space(types, dst)), (Some(a), Some(b)) if a != b)
        }
        CastOp::BitCast => {
            if types.is_aggregate(src) || types.is_aggregate(dst) {
                return false;
            }
            match (ptr_space(types, src), ptr_space(types, dst)) {
                (Some(a), Some(b)) => a == b && same_shape,
                (None, None) => matches!(
                    (prim_bits(types, src), prim_bits(types, dst)),
                    (Some(a), Some(b)) if a == b
                ),
                _ => false,
            }
        }
    }
}

/// What is wrong with an atomic load or store of type `ty`, if anything (LLVM's rules: an
/// explicit alignment, and an integer, pointer or floating-point type).
fn atomic_problem(
    t: &TypeTable,
    ty: TypeId,
    align: crate::instructions::MaybeAlign,
    what: &str,
) -> Option<String> {
    if align.bytes().is_none() {
        Some(format!("Atomic {what} must specify explicit alignment"))
    } else if !(t.is_int(ty) || t.is_ptr(ty) || t.is_float(ty)) {
        Some(format!(
            "atomic {what} operand must have integer, pointer, or floating point type!"
        ))
    } else {
        None
    }
}

/// What is wrong with a shufflevector mask, if anything: it must be a constant vector of
/// `i32` whose length is the result's and whose elements are below twice the input length
/// (or undef/poison).
fn shuffle_mask_problem(m: &Module, input: TypeId, mask: Value, result: TypeId) -> Option<String> {
    let t = &m.types;
    let bad = Some("invalid shufflevector operands".to_string());
    let Value::Const(c) = mask else {
        return bad;
    };
    let mty = m.consts.ty(c);
    let (Some((mlen, mscal)), Some((rlen, rscal)), Some((ilen, iscal))) =
        (vec_shape(t, mty), vec_shape(t, result), vec_shape(t, input))
    else {
        return bad;
    };
    if t.int_bits(t.scalar_type(mty)) != Some(32) || (mlen, mscal) != (rlen, rscal) {
        return bad;
    }
    let limit = 2 * u64::from(ilen);
    let elem_ok = |e: crate::constants::ConstId| match m.consts.get(e) {
        ConstData::Int { value, .. } => iscal && *value == 0 || !iscal && *value < limit,
        ConstData::Undef(_) | ConstData::Poison(_) => true,
        _ => false,
    };
    let ok = match m.consts.get(c) {
        ConstData::Zero(_) | ConstData::Undef(_) | ConstData::Poison(_) => true,
        ConstData::Vector { elems, .. } => elems.iter().all(|&e| elem_ok(e)),
        ConstData::Splat { elem, .. } => elem_ok(*elem),
        _ => false,
    };
    if ok {
        None
    } else {
        bad
    }
}

/// Walks aggregate indices (extractvalue/insertvalue) from `t`.
fn index_aggregate(types: &TypeTable, mut t: TypeId, idx: &[u32]) -> Option<TypeId> {
    if idx.is_empty() {
        return None;
    }
    for &k in idx {
        if !types.is_aggregate(t) {
            return None;
        }
        t = types.element_type(t, u64::from(k))?;
    }
    Some(t)
}

fn check_types(cx: &mut Ctx<'_>, b: BlockId, i: InstId, ret_ty: TypeId, cases: &mut Vec<u64>) {
    let (m, f) = (cx.m, cx.f);
    let t = &m.types;
    let inst = f.inst(i);
    let ops = f.operands(i);
    let ty_of = |v: Value| f.value_type(m, v);
    let is_i1 = |ty: TypeId| t.int_bits(ty) == Some(1);
    let need = |n: usize| ops.len() == n;
    let problem: Option<String> = match inst.kind {
        InstKind::Ret => {
            if ret_ty == TypeTable::VOID {
                (!ops.is_empty()).then(|| {
                    "Found return instr that returns non-void in Function of void return type!"
                        .into()
                })
            } else if ops.len() != 1 || ty_of(ops[0]) != ret_ty {
                Some("Function return type does not match operand type of return inst!".into())
            } else {
                None
            }
        }
        InstKind::Br => match ops {
            [Value::Block(_)] => None,
            [c, Value::Block(_), Value::Block(_)] => {
                (!is_i1(ty_of(*c))).then(|| "Branch condition is not 'i1' type!".into())
            }
            _ => Some("br must have a label or an i1 condition and two labels".into()),
        },
        InstKind::Switch => {
            if ops.len() < 2 || !ops.len().is_multiple_of(2) || !matches!(ops[1], Value::Block(_)) {
                Some(
                    "switch must have a condition, a default label and (value, label) pairs".into(),
                )
            } else if !t.is_int(ty_of(ops[0])) {
                Some("Switch condition must be an integer".into())
            } else {
                let cty = ty_of(ops[0]);
                cases.clear();
                let mut p = None;
                for pair in ops[2..].chunks(2) {
                    match (pair[0], pair[1]) {
                        (Value::Const(c), Value::Block(_)) => {
                            if m.consts.ty(c) != cty {
                                p = Some(
                                    "Switch constants must all be same type as switch value!"
                                        .into(),
                                );
                                break;
                            }
                            match m.consts.get(c) {
                                ConstData::Int { value, .. } => cases.push(*value),
                                ConstData::BigInt { .. } => {}
                                _ => {
                                    p = Some(
                                        "Switch case value must be an integer constant".into(),
                                    );
                                    break;
                                }
                            }
                        }
                        _ => {
                            p = Some("switch cases must be (constant, label) pairs".into());
                            break;
                        }
                    }
                }
                if p.is_none() {
                    cases.sort_unstable();
                    if cases.windows(2).any(|w| w[0] == w[1]) {
                        p = Some("Duplicate integer as switch case".into());
                    }
                }
                p
            }
        }
        InstKind::IndirectBr => {
            if ops.is_empty() || !t.is_ptr(ty_of(ops[0])) {
                Some("Indirectbr operand must have pointer type!".into())
            } else if ops[1..].iter().any(|v| !matches!(v, Value::Block(_))) {
                Some("indirectbr destinations must be labels".into())
            } else {
                None
            }
        }
        InstKind::Unreachable => (!ops.is_empty()).then(|| "unreachable has no operands".into()),
        InstKind::Resume => (!need(1)).then(|| "resume takes one operand".into()),
        InstKind::FNeg => {
            if !need(1) || ty_of(ops[0]) != inst.ty {
                Some("Unary operators must have same type for operands and result!".into())
            } else {
                (!t.is_float(t.scalar_type(inst.ty)))
                    .then(|| "FNeg operator only works with float types!".into())
            }
        }
        InstKind::Binary(op) => {
            if !need(2) || ty_of(ops[0]) != ty_of(ops[1]) {
                Some("Both operands to a binary operator are not of the same type!".into())
            } else if ty_of(ops[0]) != inst.ty {
                Some("Binary operator result type does not match its operands".into())
            } else if op.is_fp() {
                (!t.is_float(t.scalar_type(inst.ty))).then(|| {
                    "Floating-point arithmetic operators only work with floating-point types!"
                        .into()
                })
            } else {
                let what = if matches!(op, BinOp::And | BinOp::Or | BinOp::Xor) {
                    "Logical operators only work with integral types!"
                } else if matches!(op, BinOp::Shl | BinOp::LShr | BinOp::AShr) {
                    "Shifts only work with integral types!"
                } else {
                    "Integer arithmetic operators only work with integral types!"
                };
                (!t.is_int(t.scalar_type(inst.ty))).then(|| what.into())
            }
        }
        InstKind::ICmp(_) | InstKind::FCmp(_) => {
            let is_icmp = matches!(inst.kind, InstKind::ICmp(_));
            if !need(2) || ty_of(ops[0]) != ty_of(ops[1]) {
                Some(if is_icmp {
                    "Both operands to ICmp instruction are not of the same type!".into()
                } else {
                    "Both operands to FCmp instruction are not of the same type!".into()
                })
            } else {
                let ot = ty_of(ops[0]);
                let s = t.scalar_type(ot);
                let operand_ok = if is_icmp {
                    t.is_int(s) || t.is_ptr(s)
                } else {
                    t.is_float(s)
                };
                if !operand_ok {
                    Some(if is_icmp {
                        "Invalid operand types for ICmp instruction".into()
                    } else {
                        "Invalid operand types for FCmp instruction".into()
                    })
                } else if !is_i1(t.scalar_type(inst.ty))
                    || vec_shape(t, ot) != vec_shape(t, inst.ty)
                {
                    Some(
                        "Compare result must be i1 or a vector of i1 of the operands' length"
                            .into(),
                    )
                } else {
                    None
                }
            }
        }
        InstKind::Select => {
            if !need(3) {
                Some("select takes three operands".into())
            } else {
                let ct = ty_of(ops[0]);
                if ty_of(ops[1]) != ty_of(ops[2]) || ty_of(ops[1]) != inst.ty {
                    Some("Invalid operands for select instruction!".into())
                } else if t.is_vector(ct) && !t.is_vector(inst.ty) {
                    Some("selected values for vector select must be vectors".into())
                } else if !is_i1(t.scalar_type(ct))
                    || (t.is_vector(ct) && vec_shape(t, ct) != vec_shape(t, inst.ty))
                {
                    Some("select condition must be i1 or <n x i1>".into())
                } else {
                    None
                }
            }
        }
        InstKind::Cast(op) => {
            if !need(1) {
                Some("cast takes one operand".into())
            } else if !cast_valid(t, op, ty_of(ops[0]), inst.ty) {
                Some(format!(
                    "invalid cast opcode for cast from '{}' to '{}'",
                    type_str(t, ty_of(ops[0])),
                    type_str(t, inst.ty)
                ))
            } else {
                None
            }
        }
        InstKind::Alloca { ty, .. } => {
            if !need(1) || !t.is_int(ty_of(ops[0])) {
                Some("Alloca array size must have integer type".into())
            } else if !t.is_ptr(inst.ty) {
                Some("alloca result must be a pointer".into())
            } else {
                (!t.is_sized(ty)).then(|| "Cannot allocate unsized type".into())
            }
        }
        InstKind::Load {
            ordering, align, ..
        } => {
            if !need(1) || !t.is_ptr(ty_of(ops[0])) {
                Some("Load operand must be a pointer.".into())
            } else if !t.is_sized(inst.ty) || !t.is_first_class(inst.ty) {
                Some("loading unsized types is not allowed".into())
            } else if matches!(ordering, Ordering::Release | Ordering::AcqRel) {
                Some("Load cannot have Release ordering".into())
            } else if ordering != Ordering::NotAtomic {
                atomic_problem(t, inst.ty, align, "load")
            } else {
                None
            }
        }
        InstKind::Store {
            ordering, align, ..
        } => {
            if !need(2) || !t.is_ptr(ty_of(ops[1])) {
                Some("Store operand must be a pointer.".into())
            } else if !t.is_sized(ty_of(ops[0])) {
                Some("storing unsized types is not allowed".into())
            } else if matches!(ordering, Ordering::Acquire | Ordering::AcqRel) {
                Some("Store cannot have Acquire ordering".into())
            } else if ordering != Ordering::NotAtomic {
                atomic_problem(t, ty_of(ops[0]), align, "store")
            } else {
                None
            }
        }
        InstKind::Fence { .. } => (!ops.is_empty()).then(|| "fence has no operands".into()),
        InstKind::CmpXchg {
            success, failure, ..
        } => {
            if !need(3) || !t.is_ptr(ty_of(ops[0])) {
                Some("cmpxchg operand must be a pointer".into())
            } else if matches!(success, Ordering::NotAtomic | Ordering::Unordered) {
                Some("invalid cmpxchg success ordering".into())
            } else if matches!(
                failure,
                Ordering::NotAtomic | Ordering::Unordered | Ordering::Release | Ordering::AcqRel
            ) {
                Some("invalid cmpxchg failure ordering".into())
            } else if ty_of(ops[1]) != ty_of(ops[2]) {
                Some("Expected value type does not match new value type!".into())
            } else if !(t.is_int(ty_of(ops[1])) || t.is_ptr(ty_of(ops[1]))) {
                Some("cmpxchg operand must have integer or pointer type".into())
            } else {
                match t.struct_fields(inst.ty) {
                    Some((fields, false))
                        if fields.len() == 2 && fields[0] == ty_of(ops[1]) && is_i1(fields[1]) =>
                    {
                        None
                    }
                    _ => Some("cmpxchg result must be { T, i1 }".into()),
                }
            }
        }
        InstKind::AtomicRmw { ordering, .. } => {
            if !need(2) || !t.is_ptr(ty_of(ops[0])) {
                Some("atomicrmw operand must be a pointer".into())
            } else if matches!(ordering, Ordering::NotAtomic | Ordering::Unordered) {
                Some("atomicrmw cannot be unordered".into())
            } else if ty_of(ops[1]) != inst.ty {
                Some("atomicrmw result type must match its value operand".into())
            } else {
                None
            }
        }
        InstKind::Gep { source_ty } => check_gep(m, f, ops, source_ty, inst.ty),
        InstKind::ExtractValue { indices } => {
            let idx = &f.indices[indices.range()];
            if !need(1) {
                Some("extractvalue takes one aggregate operand".into())
            } else {
                match index_aggregate(t, ty_of(ops[0]), idx) {
                    Some(et) if et == inst.ty => None,
                    Some(_) => {
                        Some("extractvalue result type does not match the indexed element".into())
                    }
                    None => Some("Invalid ExtractValueInst operands!".into()),
                }
            }
        }
        InstKind::InsertValue { indices } => {
            let idx = &f.indices[indices.range()];
            if !need(2) || ty_of(ops[0]) != inst.ty {
                Some("insertvalue result type must match its aggregate operand".into())
            } else {
                match index_aggregate(t, ty_of(ops[0]), idx) {
                    Some(et) if et == ty_of(ops[1]) => None,
                    _ => Some("Invalid InsertValueInst operands!".into()),
                }
            }
        }
        InstKind::ExtractElement => {
            if !need(2) || !t.is_vector(ty_of(ops[0])) || !t.is_int(ty_of(ops[1])) {
                Some("Invalid extractelement operands!".into())
            } else {
                (t.scalar_type(ty_of(ops[0])) != inst.ty)
                    .then(|| "extractelement result must be the vector's element type".into())
            }
        }
        InstKind::InsertElement => {
            if !need(3)
                || !t.is_vector(ty_of(ops[0]))
                || ty_of(ops[0]) != inst.ty
                || t.scalar_type(inst.ty) != ty_of(ops[1])
                || !t.is_int(ty_of(ops[2]))
            {
                Some("Invalid insertelement operands!".into())
            } else {
                None
            }
        }
        InstKind::ShuffleVector => {
            if !need(3)
                || !t.is_vector(ty_of(ops[0]))
                || ty_of(ops[0]) != ty_of(ops[1])
                || !t.is_vector(inst.ty)
                || t.scalar_type(inst.ty) != t.scalar_type(ty_of(ops[0]))
            {
                Some("Invalid shufflevector operands!".into())
            } else {
                shuffle_mask_problem(m, ty_of(ops[0]), ops[2], inst.ty)
            }
        }
        InstKind::Freeze => (!need(1) || ty_of(ops[0]) != inst.ty)
            .then(|| "freeze result type must match its operand".into()),
        InstKind::VAArg => (!need(1) || !t.is_ptr(ty_of(ops[0])))
            .then(|| "va_arg operand must be a pointer".into()),
        InstKind::Call(_) | InstKind::CallBr(_) => check_call(m, f, i)
            .or_else(|| check_intrinsic(m, f, i))
            .or_else(|| check_immarg(m, f, i))
            .or_else(|| check_musttail(f, b, i)),
        InstKind::Invoke(_) => check_call(m, f, i).or_else(|| {
            // The unwind destination must start (after its phis) with an EH pad.
            let Some(&Value::Block(unwind)) = ops.last() else {
                return None;
            };
            let first = f
                .block(unwind)
                .insts
                .iter()
                .map(|&k| f.inst(k).kind)
                .find(|k| !matches!(k, InstKind::Phi | InstKind::DbgRecord(_)));
            match first {
                Some(
                    InstKind::LandingPad { .. }
                    | InstKind::CatchSwitch { .. }
                    | InstKind::CleanupPad
                    | InstKind::CatchPad,
                ) => None,
                _ => Some(
                    "The unwind destination does not have an exception handling instruction!"
                        .into(),
                ),
            }
        }),
        InstKind::CatchRet => match ops.first() {
            Some(&Value::Inst(p)) if f.inst(p).kind == InstKind::CatchPad => None,
            _ => Some("CatchReturnInst needs to be provided a CatchPad".into()),
        },
        InstKind::CleanupRet => match ops.first() {
            Some(&Value::Inst(p)) if f.inst(p).kind == InstKind::CleanupPad => None,
            _ => Some("CleanupReturnInst needs to be provided a CleanupPad".into()),
        },
        InstKind::CatchPad => match ops.first() {
            Some(&Value::Inst(p)) if matches!(f.inst(p).kind, InstKind::CatchSwitch { .. }) => None,
            _ => Some("CatchPadInst needs to be directly nested in a CatchSwitchInst.".into()),
        },
        InstKind::Phi
        | InstKind::LandingPad { .. }
        | InstKind::CleanupPad
        | InstKind::CatchSwitch { .. }
        | InstKind::DbgRecord(_) => None,
    };
    if let Some(msg) = problem {
        cx.error(Some(b), Some(i), msg);
    }
}

fn check_gep(
    m: &Module,
    f: &Function,
    ops: &[Value],
    source_ty: TypeId,
    result: TypeId,
) -> Option<String> {
    let t = &m.types;
    let Some((&base, indices)) = ops.split_first() else {
        return Some("getelementptr needs a base pointer".into());
    };
    if ptr_space(t, f.value_type(m, base)).is_none() {
        return Some("GEP base pointer is not a vector or a vector of pointers".into());
    }
    if !t.is_sized(source_ty) {
        return Some("GEP into unsized type!".into());
    }
    let mut cur = source_ty;
    for (k, &ix) in indices.iter().enumerate() {
        let it = f.value_type(m, ix);
        if !t.is_int(t.scalar_type(it)) {
            return Some("GEP indexes must be integers".into());
        }
        if k == 0 {
            continue;
        }
        cur = match t.get(cur) {
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let field = match ix {
                    Value::Const(c) => m.consts.as_u64(c),
                    _ => None,
                };
                match field.and_then(|x| t.element_type(cur, x)) {
                    Some(e) => e,
                    None => return Some("invalid getelementptr indices".into()),
                }
            }
            TypeData::Array(_, e) => *e,
            TypeData::Vector { elem, .. } => *elem,
            _ => return Some("invalid getelementptr indices".into()),
        };
    }
    if ptr_space(t, result).is_none() {
        return Some("getelementptr result must be a pointer or a vector of pointers".into());
    }
    None
}

/// Arguments for `immarg` parameters of the callee must be constants.
fn check_immarg(m: &Module, f: &Function, i: InstId) -> Option<String> {
    let ops = f.operands(i);
    let Some(&Value::Global(g)) = ops.first() else {
        return None;
    };
    let callee = m.function_of(g)?;
    let nargs = f.call_info(i).map_or(0, |c| c.num_args as usize);
    for (k, a) in callee.args.iter().enumerate().take(nargs) {
        let immarg = (a.attrs.0 as usize) < m.attr_sets.len()
            && m.attrs(a.attrs).iter().any(
                |x| matches!(*x, crate::module::Attribute::Flag(s) if m.strings.get(s) == "immarg"),
            );
        if immarg && !matches!(ops.get(1 + k), Some(Value::Const(_))) {
            return Some("immarg operand has non-immediate parameter".into());
        }
    }
    None
}

/// A `musttail` call must be followed by a `ret` of its result (or `ret void`).
fn check_musttail(f: &Function, b: BlockId, i: InstId) -> Option<String> {
    let info = f.call_info(i)?;
    if info.tail != crate::instructions::TailKind::MustTail {
        return None;
    }
    let insts = &f.block(b).insts;
    let at = insts.iter().position(|&k| k == i)?;
    let next = insts[at + 1..]
        .iter()
        .copied()
        .find(|&k| !matches!(f.inst(k).kind, InstKind::DbgRecord(_)));
    let ok = next.is_some_and(|r| {
        f.inst(r).kind == InstKind::Ret
            && match f.operands(r) {
                [] => true,
                [v] => *v == Value::Inst(i),
                _ => false,
            }
    });
    if ok {
        None
    } else {
        Some("musttail call must precede a ret with an optional bitcast".into())
    }
}

/// Rules of particular intrinsics that LLVM's verifier enforces.
fn check_intrinsic(m: &Module, f: &Function, i: InstId) -> Option<String> {
    let ops = f.operands(i);
    let Some(&Value::Global(g)) = ops.first() else {
        return None;
    };
    let crate::module::GlobalName::Named(name) = &m.global(g).name else {
        return None;
    };
    if name.starts_with("llvm.lifetime.start") || name.starts_with("llvm.lifetime.end") {
        // LLVM 22's one-argument form: the pointer must be an alloca or poison. (The older
        // two-argument form is upgraded by LLVM, which drops calls on other pointers.)
        let nargs = f.call_info(i).map_or(0, |c| c.num_args as usize);
        if nargs != 1 {
            return None;
        }
        let ptr = ops.get(1)?;
        let ok = match *ptr {
            Value::Inst(p) => matches!(f.inst(p).kind, InstKind::Alloca { .. }),
            Value::Const(c) => matches!(m.consts.get(c), ConstData::Poison(_)),
            _ => false,
        };
        if !ok {
            return Some("llvm.lifetime.start/end can only be used on alloca or poison".into());
        }
    }
    None
}

fn check_call(m: &Module, f: &Function, i: InstId) -> Option<String> {
    let t = &m.types;
    let inst = f.inst(i);
    let Some(info) = f.call_info(i) else {
        return Some("call without call information".into());
    };
    let Some((ret, params, vararg)) = t.function_parts(info.fn_ty) else {
        return Some("Called function is not the same type as the call!".into());
    };
    let ops = f.operands(i);
    let nargs = info.num_args as usize;
    let extra = match inst.kind {
        InstKind::Invoke(_) => 2,
        InstKind::CallBr(_) => ops.len().saturating_sub(1 + nargs),
        _ => 0,
    };
    if ops.len() != 1 + nargs + extra {
        return Some("call operand count does not match its argument count".into());
    }
    let callee_ty = f.value_type(m, ops[0]);
    if !t.is_ptr(callee_ty) {
        return Some("Called function must be a pointer!".into());
    }
    if nargs < params.len() || (!vararg && nargs != params.len()) {
        return Some("Incorrect number of arguments passed to called function!".into());
    }
    for (k, &p) in params.iter().enumerate() {
        if f.value_type(m, ops[1 + k]) != p {
            return Some(format!(
                "Call parameter type does not match function signature! (argument {} should be '{}')",
                k + 1,
                type_str(t, p)
            ));
        }
    }
    for &v in &ops[1 + params.len()..1 + nargs] {
        if !t.is_first_class(f.value_type(m, v)) {
            return Some("Variadic call arguments must be first-class values".into());
        }
    }
    if ret != inst.ty {
        return Some("call result type does not match the callee's return type".into());
    }
    if ops[1 + nargs..]
        .iter()
        .any(|v| !matches!(v, Value::Block(_)))
    {
        return Some("invoke/callbr destinations must be labels".into());
    }
    None
}
