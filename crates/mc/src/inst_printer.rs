//! The generic instruction printer (LLVM's `MCInstPrinter` with the generated
//! `printInstruction` and `printAliasInstr`).
//!
//! In: an [`MCInst`], the target's tables and hooks, the active features. Out: the
//! assembly text llvm-mc prints: `\tmnemonic\toperands`, with the highest-priority
//! alias whose fixed operands and operand classes match used in place of the
//! instruction's own syntax (`addi a0, zero, 5` prints as `li a0, 5`).

use crate::feature_set::FeatureSet;
use crate::instr_desc::{MCAliasDesc, OperandClass, PatOperand, TargetTables};
use crate::mc_expr::MCContext;
use crate::mc_inst::{MCInst, MCOperand};
use crate::target::MCTargetHooks;

/// Indices of the operands of `inst` that a pattern lists (tied copies left out).
pub fn pattern_operand_indices(tables: &TargetTables, opcode: u16) -> Vec<usize> {
    let (idx, n) = pattern_operand_index_array(tables, opcode);
    idx[..n].to_vec()
}

/// [`pattern_operand_indices`] without allocating: the indices and their count.
pub fn pattern_operand_index_array(
    tables: &TargetTables,
    opcode: u16,
) -> ([usize; crate::mc_inst::MAX_OPERANDS], usize) {
    let d = &tables.instrs[opcode as usize];
    let mut idx = [0usize; crate::mc_inst::MAX_OPERANDS];
    let mut n = 0;
    for (j, o) in d.operands.iter().enumerate() {
        if !(o.tied_to >= 0 && (o.tied_to as usize) < j) && n < idx.len() {
            idx[n] = j;
            n += 1;
        }
    }
    (idx, n)
}

/// Whether operand `op` fits `class` for printing an alias: registers by
/// membership, constants by the class's range, expressions only when they are a
/// plain symbol reference (as LLVM's operand predicates for aliases decide).
fn fits(tables: &TargetTables, ctx: &MCContext, op: MCOperand, class: OperandClass) -> bool {
    match (op, class) {
        (MCOperand::Reg(r), OperandClass::Reg(c)) => tables.reg_in_class(r, c),
        (MCOperand::Imm(v), OperandClass::Imm(c)) => {
            crate::code_emitter::imm_in_range(&tables.imm_classes[c as usize], v)
        }
        (MCOperand::Expr(e), OperandClass::Imm(_)) => ctx
            .evaluate(e, &|_| None)
            .is_some_and(|v| v.variant.is_none()),
        _ => false,
    }
}

/// If `alias` describes `inst`, the instruction operand for each alias slot.
pub fn match_alias(
    tables: &TargetTables,
    ctx: &MCContext,
    alias: &MCAliasDesc,
    inst: &MCInst,
) -> Option<Vec<usize>> {
    if alias.opcode != inst.opcode {
        return None;
    }
    let idx = pattern_operand_indices(tables, inst.opcode);
    if idx.len() != alias.result.len() {
        return None;
    }
    let mut slots: Vec<Option<usize>> = Vec::new();
    for (p, &j) in alias.result.iter().zip(idx.iter()) {
        let op = inst.op(j);
        match *p {
            PatOperand::Reg(r) => {
                if op != MCOperand::Reg(r) {
                    return None;
                }
            }
            PatOperand::Imm(v) => {
                if op != MCOperand::Imm(v) {
                    return None;
                }
            }
            PatOperand::Slot { slot, class } => {
                if !fits(tables, ctx, op, class) {
                    return None;
                }
                let s = slot as usize;
                if slots.len() <= s {
                    slots.resize(s + 1, None);
                }
                match slots[s] {
                    Some(prev) if inst.op(prev) != op => return None,
                    Some(_) => {}
                    None => slots[s] = Some(j),
                }
            }
        }
    }
    slots.into_iter().collect()
}

/// Prints `inst` as llvm-mc does (leading tab, tab after the mnemonic). `address`:
/// the instruction's address when printing a disassembly (branch targets then print
/// as addresses).
pub fn print_inst(
    h: &dyn MCTargetHooks,
    inst: &MCInst,
    ctx: &MCContext,
    features: FeatureSet,
    no_aliases: bool,
    address: Option<u64>,
) -> String {
    if inst.prefix != 0 {
        // A folded prefix prints before the instruction, as llvm-mc prints `lock` and `rep`.
        let mut body = *inst;
        body.prefix = 0;
        let pre = print_inst(
            h,
            &MCInst::new(inst.prefix),
            ctx,
            features,
            no_aliases,
            address,
        );
        return format!(
            "{pre}\t{}",
            print_inst(h, &body, ctx, features, no_aliases, address)
        );
    }
    let tables = h.tables();
    // Compressed instructions print in their full-size form, as llvm-mc does.
    let full;
    let inst = if no_aliases {
        inst
    } else {
        full = crate::code_emitter::uncompress(h, inst, ctx, features).unwrap_or(*inst);
        &full
    };
    let desc = &tables.instrs[inst.opcode as usize];
    if !no_aliases {
        if let Some(s) = h.print_special_alias(inst, ctx, features) {
            return s;
        }
        for a in tables.aliases {
            if a.emit_priority <= 0 || !tables.predicate_holds(a.predicate, &features) {
                continue;
            }
            if let Some(slots) = match_alias(tables, ctx, a, inst) {
                return render_alias(h, a, &slots, inst, ctx, address, features);
            }
        }
    }
    let map = |name: &str| -> Option<usize> { desc.operands.iter().position(|o| o.name == name) };
    render(h, desc.asm_string, inst, ctx, &map, address, features)
}

/// Prints `inst` through the first printable alias written with `mnemonic` whose operands
/// match, or `None` when none does. For a code generator that chose the alias itself (`mv`
/// for `addi a0, a1, 0`, where [`print_inst`] takes the first alias that matches, `li` for
/// `addi a0, zero, 0`).
pub fn print_inst_as_alias(
    h: &dyn MCTargetHooks,
    inst: &MCInst,
    ctx: &MCContext,
    features: FeatureSet,
    mnemonic: &str,
) -> Option<String> {
    let tables = h.tables();
    for a in tables.aliases {
        if a.emit_priority <= 0
            || a.asm_string.split(['\t', ' ']).next() != Some(mnemonic)
            || !tables.predicate_holds(a.predicate, &features)
        {
            continue;
        }
        if let Some(slots) = match_alias(tables, ctx, a, inst) {
            return Some(render_alias(h, a, &slots, inst, ctx, None, features));
        }
    }
    None
}

/// Renders `inst` in the syntax of `alias`, whose slots are the instruction operands `slots`.
fn render_alias(
    h: &dyn MCTargetHooks,
    alias: &MCAliasDesc,
    slots: &[usize],
    inst: &MCInst,
    ctx: &MCContext,
    address: Option<u64>,
    features: FeatureSet,
) -> String {
    let names = asm_operand_names(alias.asm_string);
    let map = |name: &str| -> Option<usize> {
        names
            .iter()
            .position(|n| *n == name)
            .and_then(|k| slots.get(k).copied())
    };
    render(h, alias.asm_string, inst, ctx, &map, address, features)
}

/// The operand names of an assembly string in order of first use.
pub fn asm_operand_names(asm: &str) -> Vec<&str> {
    let mut out: Vec<&str> = Vec::new();
    let b = asm.as_bytes();
    let mut k = 0;
    while k < b.len() {
        if b[k] == b'$' {
            let (name, next) = operand_ref(asm, k + 1);
            if !out.contains(&name) {
                out.push(name);
            }
            k = next;
        } else {
            k += 1;
        }
    }
    out
}

/// Reads an operand reference starting after `$` at byte `k`: `name` or `{name}`.
/// Returns the name and the byte after it.
pub fn operand_ref(asm: &str, k: usize) -> (&str, usize) {
    let b = asm.as_bytes();
    if b.get(k) == Some(&b'{') {
        let e = asm[k..].find('}').map(|e| k + e).unwrap_or(b.len());
        (&asm[k + 1..e], (e + 1).min(b.len()))
    } else {
        let mut e = k;
        while e < b.len() && (b[e].is_ascii_alphanumeric() || b[e] == b'_') {
            e += 1;
        }
        (&asm[k..e], e)
    }
}

fn render(
    h: &dyn MCTargetHooks,
    asm: &str,
    inst: &MCInst,
    ctx: &MCContext,
    map: &dyn Fn(&str) -> Option<usize>,
    address: Option<u64>,
    features: FeatureSet,
) -> String {
    let tables = h.tables();
    let desc = &tables.instrs[inst.opcode as usize];
    let mut out = String::from("\t");
    let (mn, rest) = match asm.find(['\t', ' ']) {
        Some(p) => (&asm[..p], asm[p + 1..].trim_start()),
        None => (asm, ""),
    };
    out.push_str(mn);
    if !rest.is_empty() {
        out.push('\t');
    }
    let b = rest.as_bytes();
    let mut k = 0;
    while k < b.len() {
        if b[k] == b'$' {
            let (name, next) = operand_ref(rest, k + 1);
            k = next;
            let Some(j) = map(name) else {
                out.push_str("<unknown operand>");
                continue;
            };
            let info = desc.operands.get(j);
            let custom = info
                .map(|o| o.print_method)
                .filter(|m| !m.is_empty() && *m != "printOperand");
            if let Some(o) = info.filter(|o| o.mi_count > 1) {
                // A composite: its own print method, else its syntax with each part
                // printed generically.
                match custom {
                    Some(m) => h.print_operand(m, inst, j, ctx, &mut out, address, features),
                    None => {
                        print_composite(h, o.mi_syntax, inst, j, ctx, &mut out, address, features)
                    }
                }
                continue;
            }
            match inst.op(j) {
                MCOperand::Reg(_) if custom.is_some() => {
                    let m = custom.unwrap_or_default();
                    h.print_operand(m, inst, j, ctx, &mut out, address, features);
                }
                MCOperand::Reg(r) => out.push_str(h.reg_name(r)),
                MCOperand::Imm(_) | MCOperand::Expr(_) => {
                    let method = match desc.operands.get(j).map(|o| o.class) {
                        Some(OperandClass::Imm(c)) => tables.imm_classes[c as usize].print_method,
                        _ => "printOperand",
                    };
                    h.print_imm(method, inst, j, ctx, &mut out, address, features);
                }
                MCOperand::None => out.push_str("<none>"),
            }
        } else {
            // Copy a run of literal text.
            let st = k;
            while k < b.len() && b[k] != b'$' {
                k += 1;
            }
            out.push_str(&rest[st..k]);
        }
    }
    out
}

/// Prints the parts of the composite operand starting at `first` by its syntax (`$k` is
/// part `k`): registers by name, immediates by their class's print method.
#[allow(clippy::too_many_arguments)]
fn print_composite(
    h: &dyn MCTargetHooks,
    syntax: &str,
    inst: &MCInst,
    first: usize,
    ctx: &MCContext,
    out: &mut String,
    address: Option<u64>,
    features: FeatureSet,
) {
    let tables = h.tables();
    let desc = &tables.instrs[inst.opcode as usize];
    let b = syntax.as_bytes();
    let mut k = 0;
    while k < b.len() {
        if b[k] != b'$' {
            let st = k;
            while k < b.len() && b[k] != b'$' {
                k += 1;
            }
            out.push_str(&syntax[st..k]);
            continue;
        }
        let (name, next) = operand_ref(syntax, k + 1);
        k = next;
        let Some(j) = name.parse::<usize>().ok().map(|p| first + p) else {
            out.push_str("<unknown operand>");
            continue;
        };
        match inst.op(j) {
            MCOperand::Reg(r) => out.push_str(h.reg_name(r)),
            MCOperand::Imm(_) | MCOperand::Expr(_) => {
                let method = match desc.operands.get(j).map(|o| o.class) {
                    Some(OperandClass::Imm(c)) => tables.imm_classes[c as usize].print_method,
                    _ => "printOperand",
                };
                h.print_imm(method, inst, j, ctx, out, address, features);
            }
            MCOperand::None => out.push_str("<none>"),
        }
    }
}

/// Pads `line` with spaces to column 40 (tabs to multiples of 8), as llvm-mc does
/// before an `# encoding:` comment; at least one space.
pub fn pad_to_comment_column(line: &mut String) {
    let mut col = 0usize;
    for c in line.chars() {
        if c == '\t' {
            // As LLVM's formatted_raw_ostream counts: a tab at a tab stop adds nothing.
            col += (8 - col % 8) % 8;
        } else if c == '\n' {
            col = 0;
        } else {
            col += 1;
        }
    }
    if col < 40 {
        line.extend(std::iter::repeat_n(' ', 40 - col));
    } else {
        line.push(' ');
    }
}
