//! IR-level expansions that run before instruction selection, as LLVM runs
//! `AtomicExpandPass` and `ExpandLargeDivRem` on IR ahead of SelectionDAG: constructs whose
//! lowering needs new control flow in the middle of a block are rewritten into ordinary IR
//! (new blocks, phis, `cmpxchg` loops) that the SelectionDAG builder already handles.
//!
//! In: a verified module. Out: `None` when no function needs an expansion (the common case:
//! the module is not copied), otherwise a copy of the module with every such function
//! rewritten. The copy stays a valid module: new blocks go right after the block they were
//! split from, phis in the successors of a split block name its new tail block, and every
//! use of a replaced instruction names its replacement. Replaced instructions stay in the
//! arena but in no block (nothing walks the arena in place of the blocks).
//!
//! Children: `atomic.rs` (`atomicrmw` operations the A extension has no instruction for, and
//! floating-point atomics cast to integers), `div_rem.rs` (division wider than 128 bits),
//! `unreachable.rs` (blocks no path from the entry reaches, dropped first), `indirect_br.rs`
//! (`indirectbr`s that share a target merged into one dispatch block), and above -O0
//! `loop_strength_reduce.rs` (address recurrences for loops, LLVM's LoopStrengthReduce) and
//! `split_branch.rs` (a branch on `and`/`or` becomes a branch per condition, as
//! SelectionDAGBuilder's `FindMergedConditions` does in LLVM), and `phi_offset.rs` (a phi that
//! is another phi of its block minus a constant on every edge becomes that subtraction), and
//! `sink_address.rs` (a small constant-offset address used by loads and stores in other
//! blocks is recomputed next to them, CodeGenPrepare's address sinking), and
//! `phi_known_value.rs` (a phi's constant input on an edge taken only when a value equals
//! that constant becomes the value), and `dup_ret.rs` (a block that only returns is
//! duplicated into the blocks that reach it from a `tail` call, CodeGenPrepare's
//! `dupRetToEnableTailCallOpts`).

mod atomic;
mod div_rem;
mod dup_ret;
mod indirect_br;
mod loop_strength_reduce;
mod phi_known_value;
mod phi_offset;
mod sink_address;
mod split_branch;
mod unreachable;

use kiln_ir::instructions::PoolRange;
use kiln_ir::{BlockId, FuncId, Function, InstId, InstKind, Module, TypeId, Value};

use crate::CodegenError;

/// Expands what the SelectionDAG builder cannot lower directly (see the module doc); the
/// form used at -O0.
pub fn expand_module(m: &Module) -> Result<Option<Module>, CodegenError> {
    expand_module_at(m, 0)
}

/// [`expand_module`], and above -O0 (`opt_level` > 0) loop strength reduction
/// (`loop_strength_reduce.rs`) and branch splitting (`split_branch.rs`) too.
pub fn expand_module_at(m: &Module, opt_level: u8) -> Result<Option<Module>, CodegenError> {
    expand_module_for(m, opt_level, &no_rmw_loops)
}

/// Which integer `atomicrmw` operations (of a width in bits) a target has no instruction for,
/// so that they become compare-exchange loops here (LLVM's `shouldExpandAtomicRMWInIR`
/// answering `CmpXChg`), beyond those every target loops (see `atomic.rs`).
pub type RmwLoopQuery<'a> = &'a dyn Fn(kiln_ir::instructions::RmwOp, u32) -> bool;

/// The query of a target that loops nothing beyond the common set.
pub fn no_rmw_loops(_: kiln_ir::instructions::RmwOp, _: u32) -> bool {
    false
}

/// [`expand_module_at`] with the target's read-modify-writes to loop (`rmw_loop`).
pub fn expand_module_for(
    m: &Module,
    opt_level: u8,
    rmw_loop: RmwLoopQuery<'_>,
) -> Result<Option<Module>, CodegenError> {
    let todo = plan_module(m, opt_level, rmw_loop);
    if todo.is_empty() {
        return Ok(None);
    }
    let mut m = m.clone();
    apply_plan(&mut m, todo, rmw_loop)?;
    Ok(Some(m))
}

/// [`expand_module_at`] applied to `m` itself, for a caller that owns the module: no copy of
/// it is made (a copy of a large module at -O2 cost about a third of kiln's peak memory).
pub fn expand_module_in_place(m: &mut Module, opt_level: u8) -> Result<(), CodegenError> {
    expand_module_in_place_for(m, opt_level, &no_rmw_loops)
}

/// [`expand_module_in_place`] with the target's read-modify-writes to loop (`rmw_loop`).
pub fn expand_module_in_place_for(
    m: &mut Module,
    opt_level: u8,
    rmw_loop: RmwLoopQuery<'_>,
) -> Result<(), CodegenError> {
    let todo = plan_module(m, opt_level, rmw_loop);
    if todo.is_empty() {
        return Ok(());
    }
    apply_plan(m, todo, rmw_loop)
}

/// Per function to change: its index, its loop plan (if any), whether it needs an
/// expansion, whether a branch splits, whether a phi is another minus a constant, whether
/// an address is sunk, whether a phi's constant input is a value known equal to it, and
/// whether a return is duplicated for a tail call.
type FunctionPlan = (
    usize,
    Option<loop_strength_reduce::Plan>,
    bool,
    bool,
    bool,
    bool,
    bool,
    bool,
);

/// What each function needs, decided on the unchanged module (the loop rewrite adds nothing
/// an expansion handles, and neither adds an `and`/`or` of compares nor changes one).
fn plan_module(m: &Module, opt_level: u8, rmw_loop: RmwLoopQuery<'_>) -> Vec<FunctionPlan> {
    let mut todo = Vec::new();
    for (k, f) in m.functions.iter().enumerate() {
        if !f.is_definition {
            continue;
        }
        let plan = (opt_level > 0)
            .then(|| loop_strength_reduce::plan(m, f))
            .filter(|p| !p.is_empty());
        let expand = needs_expansion(m, FuncId(k as u32), f, rmw_loop);
        let split = opt_level > 0 && split_branch::needs_split(m, f);
        let offsets = opt_level > 0 && phi_offset::has_candidates(m, f);
        let sink = opt_level > 0 && sink_address::has_candidates(m, f);
        let known = opt_level > 0 && phi_known_value::has_candidates(m, f);
        let dup = opt_level > 0 && dup_ret::has_candidates(f);
        if plan.is_some() || expand || split || offsets || sink || known || dup {
            todo.push((k, plan, expand, split, offsets, sink, known, dup));
        }
    }
    todo
}

/// Rewrites the planned functions of `m`.
fn apply_plan(
    m: &mut Module,
    todo: Vec<FunctionPlan>,
    rmw_loop: RmwLoopQuery<'_>,
) -> Result<(), CodegenError> {
    for (k, plan, expand, split, offsets, sink, known, dup) in todo {
        // The function is edited apart from the module, which gains types, constants and
        // intrinsic declarations meanwhile (function indices stay stable).
        let placeholder = Function::new(m.functions[k].global, m.functions[k].ty);
        let mut f = std::mem::replace(&mut m.functions[k], placeholder);
        if let Some(plan) = plan {
            // Planned on the unchanged function, so first.
            loop_strength_reduce::apply(m, &mut f, &plan);
        }
        let r = if expand {
            expand_function(m, FuncId(k as u32), &mut f, rmw_loop)
        } else {
            Ok(())
        };
        if split && r.is_ok() {
            split_branch::split(m, &mut f);
        }
        if offsets && r.is_ok() {
            // Looked for again: the rewrites above may have changed the phis.
            phi_offset::rewrite(m, &mut f);
        }
        if r.is_ok() && (known || split) {
            // Looked for again: branch splitting may have made new candidates.
            phi_known_value::rewrite(m, &mut f);
        }
        if dup && r.is_ok() {
            dup_ret::rewrite(&mut f);
        }
        if sink && r.is_ok() {
            // Last: the rewrites above may add or move addresses.
            sink_address::sink(m, &mut f);
        }
        m.functions[k] = f;
        r?;
    }
    debug_assert!(
        kiln_ir::verifier::verify_module(m).is_ok(),
        "invariant: IR expansion keeps the module valid"
    );
    Ok(())
}

fn needs_expansion(m: &Module, fid: FuncId, f: &Function, rmw_loop: RmwLoopQuery<'_>) -> bool {
    unreachable::needs_removal(m, fid, f)
        || indirect_br::needs_merge(f)
        || f.layout.iter().any(|&b| {
            f.block(b).insts.iter().any(|&i| {
                atomic::needs_expansion(m, f, i, rmw_loop) || div_rem::needs_expansion(m, f, i)
            })
        })
}

fn expand_function(
    m: &mut Module,
    fid: FuncId,
    f: &mut Function,
    rmw_loop: RmwLoopQuery<'_>,
) -> Result<(), CodegenError> {
    unreachable::remove(m, fid, f);
    if indirect_br::needs_merge(f) {
        indirect_br::merge(m, f);
    }
    let mut work: Vec<InstId> = Vec::new();
    for &b in &f.layout {
        work.extend(f.block(b).insts.iter().copied().filter(|&i| {
            atomic::needs_expansion(m, f, i, rmw_loop) || div_rem::needs_expansion(m, f, i)
        }));
    }
    let mut uses = Uses::new(f.insts.len());
    for i in work {
        if div_rem::needs_expansion(m, f, i) {
            div_rem::expand(m, f, i, &mut uses);
        } else {
            atomic::expand(m, f, i, &mut uses)?;
        }
    }
    uses.apply(f);
    Ok(())
}

/// Replacements of instruction values, applied to every operand in one pass at the end.
pub(crate) struct Uses {
    map: Vec<Option<Value>>,
}

impl Uses {
    fn new(n: usize) -> Uses {
        Uses { map: vec![None; n] }
    }

    /// Every use of `old` will name `new`.
    fn replace(&mut self, old: InstId, new: Value) {
        self.map[old.0 as usize] = Some(new);
    }

    fn apply(&self, f: &mut Function) {
        let resolve = |mut v: Value| {
            // A replacement may itself be replaced (chains are short).
            while let Value::Inst(i) = v {
                match self.map.get(i.0 as usize).copied().flatten() {
                    Some(n) => v = n,
                    None => break,
                }
            }
            v
        };
        for op in f.operands.iter_mut() {
            if let Value::Inst(_) = op {
                *op = resolve(*op);
            }
        }
    }
}

/// A new unnamed instruction in the arena of `f`, belonging to `b` but not yet placed in its
/// list.
fn new_inst(f: &mut Function, b: BlockId, kind: InstKind, ty: TypeId, ops: &[Value]) -> InstId {
    f.add_inst(b, kind, ty, ops, kiln_ir::function::Name::UNNAMED)
}

/// Appends a new instruction at the end of block `b`.
fn append(f: &mut Function, b: BlockId, kind: InstKind, ty: TypeId, ops: &[Value]) -> Value {
    let i = new_inst(f, b, kind, ty, ops);
    f.blocks[b.0 as usize].insts.push(i);
    Value::Inst(i)
}

/// `extractvalue agg, idx` appended to `b`.
fn append_extract_value(f: &mut Function, b: BlockId, agg: Value, idx: u32, ty: TypeId) -> Value {
    let start = f.indices.len() as u32;
    f.indices.push(idx);
    let indices = PoolRange { start, len: 1 };
    append(f, b, InstKind::ExtractValue { indices }, ty, &[agg])
}

/// A new empty block placed right after `after` in the layout.
fn new_block_after(f: &mut Function, after: BlockId, name: &str) -> BlockId {
    let id = BlockId(f.blocks.len() as u32);
    let name = f.add_name(name);
    f.blocks.push(kiln_ir::function::Block {
        name,
        insts: Vec::new(),
    });
    let pos = f
        .layout
        .iter()
        .position(|&b| b == after)
        .map_or(f.layout.len(), |p| p + 1);
    f.layout.insert(pos, id);
    id
}

/// Takes `i` out of its block and moves every instruction after it into a new block placed
/// right after (named `name`); phis in the successors then name the new block. Returns
/// `(head, tail)`: the old block, ending where `i` was, and the new one.
fn split_at(f: &mut Function, i: InstId, name: &str) -> (BlockId, BlockId) {
    let head = f.inst(i).block;
    let tail = new_block_after(f, head, name);
    let insts = &mut f.blocks[head.0 as usize].insts;
    let pos = insts
        .iter()
        .position(|&x| x == i)
        .expect("invariant: an instruction is in its block's list");
    let moved: Vec<InstId> = insts.split_off(pos + 1);
    insts.pop();
    for &x in &moved {
        f.insts[x.0 as usize].block = tail;
    }
    f.blocks[tail.0 as usize].insts = moved;
    let succs: Vec<BlockId> = f.successors(tail).collect();
    for s in succs {
        for p in phis(f, s) {
            let r = f.inst(p).ops.range();
            for v in &mut f.operands[r] {
                if *v == Value::Block(head) {
                    *v = Value::Block(tail);
                }
            }
        }
    }
    (head, tail)
}

/// The phis at the top of block `b` (debug records between them skipped).
fn phis(f: &Function, b: BlockId) -> Vec<InstId> {
    f.block(b)
        .insts
        .iter()
        .copied()
        .take_while(|&p| matches!(f.inst(p).kind, InstKind::Phi | InstKind::DbgRecord(_)))
        .filter(|&p| f.inst(p).kind == InstKind::Phi)
        .collect()
}

/// Puts `new` where `old` is in its block (`old` leaves the block).
fn replace_in_block(f: &mut Function, old: InstId, new: &[InstId]) {
    let b = f.inst(old).block;
    let insts = &mut f.blocks[b.0 as usize].insts;
    let pos = insts
        .iter()
        .position(|&x| x == old)
        .expect("invariant: an instruction is in its block's list");
    insts.splice(pos..=pos, new.iter().copied());
}

/// The function named `name` with type `ret (params)`, declared if the module lacks it.
fn intrinsic(m: &mut Module, name: &str, ret: TypeId, params: &[TypeId]) -> (Value, TypeId) {
    if let Some(g) = m.global_named(name) {
        if let Some(f) = m.function_of(g) {
            return (Value::Global(g), f.ty);
        }
    }
    let id: FuncId = kiln_ir::builder::add_function(m, name, ret, params, false);
    let f = &m.functions[id.0 as usize];
    (Value::Global(f.global), f.ty)
}

/// Per instruction of `f`, how many operands of placed instructions name it.
fn use_counts(f: &Function) -> Vec<u32> {
    let mut uses = vec![0u32; f.insts.len()];
    for &b in &f.layout {
        for &i in &f.block(b).insts {
            for v in f.operands(i) {
                if let Value::Inst(d) = v {
                    uses[d.0 as usize] += 1;
                }
            }
        }
    }
    uses
}

/// The sign-extended value of integer constant `v`, if it is one of 64 bits or fewer.
fn int_constant(m: &Module, v: Value) -> Option<i64> {
    let Value::Const(c) = v else { return None };
    match m.consts.get(c) {
        kiln_ir::ConstData::Int { ty, value } => {
            let bits = m.types.int_bits(*ty)?;
            if bits == 0 || bits > 64 {
                return None;
            }
            let shift = 64 - bits;
            Some(((*value << shift) as i64) >> shift)
        }
        _ => None,
    }
}

/// The integer constant `v` of type `ty`, in the parser's form (`BigInt` past 64 bits).
fn int_const(m: &mut Module, ty: TypeId, v: u64) -> Value {
    let bits = m.types.int_bits(ty).unwrap_or(64);
    let data = if bits <= 64 {
        let value = if bits == 64 {
            v
        } else {
            v & ((1u64 << bits) - 1)
        };
        kiln_ir::ConstData::Int { ty, value }
    } else {
        kiln_ir::ConstData::BigInt {
            ty,
            words: vec![v].into(),
        }
    };
    Value::Const(m.constant(data))
}

/// `call ret callee(args)` appended to `b` (no attributes).
fn append_call(
    f: &mut Function,
    b: BlockId,
    (callee, fn_ty): (Value, TypeId),
    ret: TypeId,
    args: &[Value],
) -> Value {
    let call = f.add_call_info(fn_ty, args.len(), false);
    let mut ops = Vec::with_capacity(args.len() + 1);
    ops.push(callee);
    ops.extend_from_slice(args);
    append(f, b, InstKind::Call(call), ret, &ops)
}
