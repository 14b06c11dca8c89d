//! The generic instruction matcher (LLVM's generated `MatchInstructionImpl`).
//!
//! In: a mnemonic and the parsed operands of one statement (registers, expressions,
//! parentheses, commas), the target's tables and hooks, the active features. Out:
//! the [`MCInst`] of the first candidate (instruction, alias or assembler pseudo,
//! in the match table's order) whose assembly string the operands fit, or the most
//! useful error: an unknown mnemonic, an operand that does not fit (with the
//! immediate's range), a missing feature.

use crate::code_emitter::{build_from_pattern, imm_in_range};
use crate::feature_set::FeatureSet;
use crate::inst_printer::operand_ref;
use crate::instr_desc::{OperandClass, PatOperand, TargetTables, ALIAS_BASE};
use crate::mc_expr::{ExprId, MCContext};
use crate::mc_inst::{MCInst, MCOperand};
use crate::target::MCTargetHooks;

/// One parsed operand piece.
#[derive(Clone, Debug, PartialEq)]
pub enum Atom {
    /// A register; the expression is the same identifier read as a symbol, for
    /// operands that take symbols (`call f1` where `f1` also names a register).
    Reg(u16, Option<ExprId>),
    /// An expression; `ident` is set when it is a bare identifier (which custom
    /// operand parsers may claim, e.g. CSR names).
    Expr {
        /// The expression.
        expr: ExprId,
        /// The identifier, if the expression is just one.
        ident: Option<String>,
    },
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `,`
    Comma,
    /// Other punctuation of the target's operand syntax (`[`, `]`, `!`).
    Punct(&'static str),
}

/// A parsed operand piece and its byte offset in the source.
#[derive(Clone, Debug, PartialEq)]
pub struct ParsedAtom {
    /// The piece.
    pub atom: Atom,
    /// Byte offset.
    pub offset: u32,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum PatAtom<'a> {
    Op(&'a str),
    LParen,
    RParen,
    Comma,
    /// Punctuation written in the assembly string (`[`, `]`, `!`, `{`, `}`).
    Punct(&'a str),
    /// A word written in the assembly string (`lsl` of `$rm, lsl $amt`), matched by an
    /// identifier in any case.
    Word(&'a str),
    /// A part of a composite operand: the MCInst operand index.
    Index(usize),
}

/// Splits the operand part of an assembly string into pattern atoms. An operand
/// written right after another (`$rs2$frm`) is an optional trailing one, preceded
/// by an implied comma.
fn pattern_atoms(asm: &str) -> (&str, Vec<PatAtom<'_>>) {
    let (mn, rest) = match asm.find(['\t', ' ']) {
        Some(p) => (&asm[..p], &asm[p + 1..]),
        None => (asm, ""),
    };
    (mn, operand_atoms(rest))
}

/// The pattern atoms of an operand list (or of a composite operand's syntax).
fn operand_atoms(rest: &str) -> Vec<PatAtom<'_>> {
    let mut out = Vec::new();
    let b = rest.as_bytes();
    let mut k = 0;
    while k < b.len() {
        match b[k] {
            b'$' => {
                let (name, next) = operand_ref(rest, k + 1);
                if matches!(out.last(), Some(PatAtom::Op(_))) {
                    out.push(PatAtom::Comma);
                }
                out.push(PatAtom::Op(name));
                k = next;
            }
            b',' => {
                out.push(PatAtom::Comma);
                k += 1;
            }
            b'(' => {
                out.push(PatAtom::LParen);
                k += 1;
            }
            b')' => {
                out.push(PatAtom::RParen);
                k += 1;
            }
            // A literal immediate (`#0.0` of AArch64's `fcmp s0, #0.0`): matched as a
            // word, by an operand piece the target's parser spelled the same.
            b'#' if b.get(k + 1).is_some_and(u8::is_ascii_digit) => {
                let st = k;
                k += 1;
                while k < b.len() && (b[k].is_ascii_alphanumeric() || b[k] == b'.') {
                    k += 1;
                }
                // A shift and its literal amount (`lsl #8`) are one word, as a target's
                // parser reads them.
                match out.last_mut() {
                    Some(PatAtom::Word(w)) if rest[..st].ends_with(&format!("{w} ")) => {
                        *w = &rest[st - 1 - w.len()..k];
                    }
                    _ => out.push(PatAtom::Word(&rest[st..k])),
                }
            }
            b'[' | b']' | b'!' | b'{' | b'}' => {
                out.push(PatAtom::Punct(&rest[k..k + 1]));
                k += 1;
            }
            c if c.is_ascii_alphabetic() => {
                let st = k;
                while k < b.len() && (b[k].is_ascii_alphanumeric() || b[k] == b'_' || b[k] == b'.')
                {
                    k += 1;
                }
                out.push(PatAtom::Word(&rest[st..k]));
            }
            _ => k += 1,
        }
    }
    out
}

/// `pat` with each composite operand of `desc` (`MIOperandInfo` with a syntax) replaced by
/// its syntax's atoms, whose `$k` become [`PatAtom::Index`] of part `k`.
fn expand_composites<'a>(
    pat: Vec<PatAtom<'a>>,
    desc: &'a crate::instr_desc::MCInstrDesc,
) -> Vec<PatAtom<'a>> {
    if desc.operands.iter().all(|o| o.mi_count <= 1) {
        return pat;
    }
    let mut out = Vec::with_capacity(pat.len());
    for a in pat {
        let comp = match a {
            PatAtom::Op(name) => desc
                .operands
                .iter()
                .position(|o| o.name == name && o.mi_count > 1 && !o.mi_syntax.is_empty()),
            _ => None,
        };
        let Some(first) = comp else {
            out.push(a);
            continue;
        };
        for s in operand_atoms(desc.operands[first].mi_syntax) {
            out.push(match s {
                PatAtom::Op(k) => match k.parse::<usize>() {
                    Ok(k) => PatAtom::Index(first + k),
                    Err(_) => PatAtom::Op(k),
                },
                other => other,
            });
        }
    }
    out
}

/// A matching failure, ranked so that the most specific one is reported.
#[derive(Clone, Debug)]
pub struct MatchError {
    /// Byte offset of the offending operand (None: the mnemonic).
    pub offset: Option<u32>,
    /// The message.
    pub message: String,
    rank: u32,
}

/// An unknown `mnemonic` with each of `suffixes` ([`MCTargetHooks::mnemonic_suffixes`]):
/// the one form that matches, an error when several do (the size is ambiguous) or none does
/// (the most specific failure). `try_form` matches one suffixed form, `None` when the
/// mnemonic is not one either.
fn match_with_suffix(
    suffixes: &[&str],
    mnemonic: &str,
    try_form: &dyn Fn(&str) -> Option<Result<MCInst, MatchError>>,
) -> Result<MCInst, MatchError> {
    let mut found: Vec<MCInst> = Vec::new();
    let mut best = MatchError {
        offset: None,
        message: "unrecognized instruction mnemonic".into(),
        rank: 0,
    };
    for suffix in suffixes {
        match try_form(&format!("{mnemonic}{suffix}")) {
            Some(Ok(inst)) => found.push(inst),
            Some(Err(e)) if e.rank >= best.rank => best = e,
            _ => {}
        }
    }
    match found.len() {
        1 => Ok(found.remove(0)),
        0 => Err(best),
        _ => Err(MatchError {
            offset: None,
            message: "ambiguous instructions require an explicit suffix".into(),
            rank: 0,
        }),
    }
}

/// Tries to match `mnemonic` with `atoms`.
pub fn match_instruction(
    h: &dyn MCTargetHooks,
    ctx: &MCContext,
    mnemonic: &str,
    atoms: &[ParsedAtom],
    features: FeatureSet,
) -> Result<MCInst, MatchError> {
    let tables = h.tables();
    let lo = tables.match_table.partition_point(|(m, _)| *m < mnemonic);
    let hi = tables.match_table.partition_point(|(m, _)| *m <= mnemonic);
    if lo == hi {
        // Only a known form, so that the retry does not suffix again.
        let try_form = |m: &str| {
            let k = tables.match_table.partition_point(|(n, _)| *n < m);
            let known = tables.match_table.get(k).is_some_and(|(n, _)| *n == m);
            known.then(|| match_instruction(h, ctx, m, atoms, features))
        };
        return match_with_suffix(h.mnemonic_suffixes(), mnemonic, &try_form);
    }
    let mut best: Option<MatchError> = None;
    let note = |e: MatchError, best: &mut Option<MatchError>| {
        if best.as_ref().is_none_or(|b| e.rank > b.rank) {
            *best = Some(e);
        }
    };
    for &(_, cand) in &tables.match_table[lo..hi] {
        let (asm, pred, opcode, alias) = if cand >= ALIAS_BASE {
            let a = &tables.aliases[(cand - ALIAS_BASE) as usize];
            (a.asm_string, a.predicate, a.opcode, Some(a))
        } else {
            let d = &tables.instrs[cand as usize];
            (d.asm_string, d.predicate, cand as u16, None)
        };
        let desc = &tables.instrs[opcode as usize];
        let (_, pat) = pattern_atoms(asm);
        let pat = if alias.is_none() {
            expand_composites(pat, desc)
        } else {
            pat
        };
        let alias_names = alias.map(|a| crate::inst_printer::asm_operand_names(a.asm_string));
        // The class of each named operand of this candidate, its index and its print
        // method (which may ask for a register view, `v1.4s`).
        let class_of = |name: &str| -> Option<OperandSlot> {
            match (alias, &alias_names) {
                (None, _) | (_, None) => desc
                    .operands
                    .iter()
                    .position(|o| o.name == name)
                    .map(|k| (desc.operands[k].class, k, desc.operands[k].print_method)),
                (Some(a), Some(names)) => {
                    let slot = names.iter().position(|n| *n == name)?;
                    let (idx, _) = crate::inst_printer::pattern_operand_index_array(tables, opcode);
                    a.result.iter().zip(idx).find_map(|(p, j)| match *p {
                        PatOperand::Slot { slot: s, class } if s as usize == slot => {
                            Some((class, slot, desc.operands[j].print_method))
                        }
                        _ => None,
                    })
                }
            }
        };
        let index_class = |k: usize| desc.operands.get(k).map(|o| (o.class, k, o.print_method));
        match try_match(
            h,
            tables,
            ctx,
            &pat,
            atoms,
            &class_of,
            &index_class,
            features,
        ) {
            Ok(bound) => {
                if !tables.predicate_holds(pred, &features)
                    || !tables.predicate_holds(desc.predicate, &features)
                {
                    let p = if !tables.predicate_holds(pred, &features) {
                        pred
                    } else {
                        desc.predicate
                    };
                    note(
                        MatchError {
                            offset: None,
                            message: format!(
                                "instruction requires the following: {}",
                                tables
                                    .predicate_names
                                    .get(p as usize)
                                    .copied()
                                    .unwrap_or("a feature that is not enabled")
                            ),
                            rank: 1000,
                        },
                        &mut best,
                    );
                    continue;
                }
                let inst = match alias {
                    None => {
                        let mut inst = MCInst::new(opcode);
                        let mut vals = [MCOperand::None; crate::mc_inst::MAX_OPERANDS];
                        for (name, k, v) in &bound {
                            let _ = name;
                            vals[*k] = *v;
                        }
                        for (j, o) in desc.operands.iter().enumerate() {
                            if vals[j] == MCOperand::None && o.tied_to >= 0 {
                                vals[j] = vals[o.tied_to as usize];
                            }
                            inst.push(vals[j]);
                        }
                        inst
                    }
                    Some(a) => {
                        let n = crate::inst_printer::asm_operand_names(a.asm_string).len();
                        let mut slots = vec![MCOperand::None; n];
                        for (_, k, v) in &bound {
                            if *k < n {
                                slots[*k] = *v;
                            }
                        }
                        build_from_pattern(tables, a.opcode, a.result, &slots)
                    }
                };
                return Ok(inst);
            }
            Err(e) => note(e, &mut best),
        }
    }
    Err(best.unwrap_or(MatchError {
        offset: None,
        message: "invalid instruction".into(),
        rank: 0,
    }))
}

/// The register of class `c` that a register operand names, `reg` as parsed and
/// `spelling` its identifier read as a symbol (`None` when the parser kept no spelling).
/// An operand whose print method writes a view takes a register only in that view, named
/// by its number in the class (AArch64's `v1.4s` for a q register, `v1.8b` for a d
/// register); a register written without a view fits only an operand without one.
fn reg_in_view(
    h: &dyn MCTargetHooks,
    tables: &TargetTables,
    ctx: &MCContext,
    (reg, spelling): (u16, Option<ExprId>),
    c: u16,
    print_method: &str,
) -> Option<u16> {
    let written = match spelling.map(|e| ctx.expr(e)) {
        Some(crate::mc_expr::MCExpr::SymbolRef(sym)) => {
            Some(ctx.symbol(sym).name.split_once('.').map(|(_, v)| v))
        }
        _ => None,
    };
    match (h.reg_operand_view(print_method), written) {
        (_, None) | (None, Some(None)) => reg_in_class(tables, reg, c),
        (Some(want), Some(Some(v))) if want.eq_ignore_ascii_case(v) => {
            let enc = tables.regs[reg as usize].encoding;
            let members = tables.reg_classes[c as usize].members.iter().copied();
            members
                .into_iter()
                .find(|&m| tables.regs[m as usize].encoding == enc)
        }
        _ => None,
    }
}

/// Checks the rest of a register list whose first register `atoms[0]` named the tuple
/// `first` of class `c`: `len - 1` more registers, each after a comma, in the same view,
/// with the encodings that follow (wrapping around the class, as `{ v31.4s, v0.4s }`).
#[allow(clippy::too_many_arguments)]
fn reg_list_rest(
    h: &dyn MCTargetHooks,
    tables: &TargetTables,
    ctx: &MCContext,
    atoms: &[ParsedAtom],
    first: u16,
    c: u16,
    print_method: &str,
    len: usize,
) -> Option<()> {
    let n = tables.reg_classes[c as usize].members.len();
    let enc = tables.regs[first as usize].encoding as usize;
    for k in 1..len {
        if atoms.get(2 * k - 1)?.atom != Atom::Comma {
            return None;
        }
        let Atom::Reg(r, alt) = atoms.get(2 * k)?.atom else {
            return None;
        };
        let t = reg_in_view(h, tables, ctx, (r, alt), c, print_method)?;
        if tables.regs[t as usize].encoding as usize != (enc + k) % n {
            return None;
        }
    }
    Some(())
}

type Bound<'a> = Vec<(&'a str, usize, MCOperand)>;

/// A candidate's operand: its class, its index (in the instruction or the alias's
/// assembly string) and its print method.
type OperandSlot = (OperandClass, usize, &'static str);

#[allow(clippy::too_many_arguments)]
fn try_match<'a>(
    h: &dyn MCTargetHooks,
    tables: &TargetTables,
    ctx: &MCContext,
    pat: &[PatAtom<'a>],
    atoms: &[ParsedAtom],
    class_of: &dyn Fn(&str) -> Option<OperandSlot>,
    index_class: &dyn Fn(usize) -> Option<OperandSlot>,
    features: FeatureSet,
) -> Result<Bound<'a>, MatchError> {
    let mut bound: Bound<'a> = Vec::new();
    let (mut i, mut j) = (0usize, 0usize);
    let end_off = atoms.last().map(|a| a.offset).unwrap_or(0);
    let fail = |i: usize, msg: String, rank: u32| MatchError {
        offset: Some(atoms.get(i).map(|a| a.offset).unwrap_or(end_off)),
        message: msg,
        rank: rank * 10 + i as u32,
    };
    while j < pat.len() {
        // A missing optional trailing operand takes its default.
        if pat[j] == PatAtom::Comma && i == atoms.len() {
            if let Some(PatAtom::Op(name)) = pat.get(j + 1) {
                if let Some((OperandClass::Imm(c), k, _)) = class_of(name) {
                    let ic = &tables.imm_classes[c as usize];
                    if ic.optional {
                        bound.push((name, k, MCOperand::Imm(h.default_operand(ic))));
                        j += 2;
                        continue;
                    }
                }
            }
        }
        let Some(a) = atoms.get(i) else {
            return Err(MatchError {
                offset: None,
                message: "too few operands for instruction".into(),
                rank: 10 + i as u32,
            });
        };
        // `0(reg)` where only `(reg)` is expected (GNU as accepts it for AMOs).
        if pat[j] == PatAtom::LParen
            && !matches!(
                j.checked_sub(1).map(|k| pat[k]),
                Some(PatAtom::Op(_) | PatAtom::Index(_))
            )
        {
            if let (Atom::Expr { expr, .. }, Some(Atom::LParen)) =
                (&a.atom, atoms.get(i + 1).map(|x| &x.atom))
            {
                if ctx.evaluate_absolute(*expr) == Some(0) {
                    i += 1;
                    continue;
                }
            }
        }
        match pat[j] {
            PatAtom::Comma | PatAtom::LParen | PatAtom::RParen => {
                let want = match pat[j] {
                    PatAtom::Comma => Atom::Comma,
                    PatAtom::LParen => Atom::LParen,
                    _ => Atom::RParen,
                };
                if a.atom != want {
                    return Err(fail(i, "invalid operand for instruction".into(), 2));
                }
                i += 1;
                j += 1;
            }
            PatAtom::Punct(p) => {
                if !matches!(a.atom, Atom::Punct(q) if q == p) {
                    return Err(fail(i, "invalid operand for instruction".into(), 2));
                }
                i += 1;
                j += 1;
            }
            PatAtom::Word(w) => {
                // A word is an identifier, or a register written literally in the
                // assembly string (x86's `%cl` of `shlq %cl, $dst`).
                let reg_named = |r: &u16| tables.regs[*r as usize].asm_name.eq_ignore_ascii_case(w);
                // A literal integer (`#8` of `shll v0.8h, v1.8b, #8`) is an expression of
                // that value.
                let literal = |e: &ExprId| {
                    let v = w.strip_prefix('#').and_then(|d| d.parse::<i64>().ok());
                    v.is_some() && ctx.evaluate_absolute(*e) == v
                };
                if !matches!(&a.atom, Atom::Expr { ident: Some(x), .. } if x.eq_ignore_ascii_case(w))
                    && !matches!(&a.atom, Atom::Reg(r, _) if reg_named(r))
                    && !matches!(&a.atom, Atom::Expr { expr, ident: None } if literal(expr))
                {
                    return Err(fail(i, "invalid operand for instruction".into(), 2));
                }
                i += 1;
                j += 1;
            }
            PatAtom::Op(_) | PatAtom::Index(_) => {
                let (name, found) = match pat[j] {
                    PatAtom::Op(name) => (name, class_of(name)),
                    PatAtom::Index(k) => ("", index_class(k)),
                    _ => ("", None),
                };
                let Some((cls, k, print_method)) = found else {
                    return Err(fail(i, "invalid operand for instruction".into(), 1));
                };
                // `(reg)` for `imm(reg)`: the offset is 0.
                if a.atom == Atom::LParen && pat.get(j + 1) == Some(&PatAtom::LParen) {
                    if let OperandClass::Imm(_) = cls {
                        bound.push((name, k, MCOperand::Imm(0)));
                        j += 1;
                        continue;
                    }
                }
                let v = match (&a.atom, cls) {
                    // An absent part of a composite operand (x86's memory reference
                    // without a base or index), which only a target's atom parser writes.
                    (Atom::Reg(0, _), OperandClass::Reg(_))
                        if matches!(pat[j], PatAtom::Index(_)) =>
                    {
                        MCOperand::Reg(0)
                    }
                    (Atom::Reg(r, alt), OperandClass::Reg(c)) => {
                        let len = h.reg_list_len(print_method);
                        match reg_in_view(h, tables, ctx, (*r, *alt), c, print_method) {
                            Some(r) if len == 1 => MCOperand::Reg(r),
                            Some(r) => match reg_list_rest(
                                h,
                                tables,
                                ctx,
                                &atoms[i..],
                                r,
                                c,
                                print_method,
                                len,
                            ) {
                                Some(()) => {
                                    i += 2 * (len - 1);
                                    MCOperand::Reg(r)
                                }
                                None => {
                                    return Err(fail(
                                        i,
                                        "invalid operand for instruction".into(),
                                        3,
                                    ))
                                }
                            },
                            None => {
                                return Err(fail(i, "invalid operand for instruction".into(), 3))
                            }
                        }
                    }
                    (Atom::Reg(r, alt), OperandClass::Imm(c)) => {
                        // A register name where an immediate is expected: a CSR name
                        // (`fflags`) or a symbol that shares a register's name.
                        let ic = &tables.imm_classes[c as usize];
                        let rd = &tables.regs[*r as usize];
                        let custom = if ic.parser_method.is_empty() {
                            None
                        } else {
                            std::iter::once(rd.asm_name)
                                .chain(rd.alt_names.iter().copied())
                                .find_map(|n| h.parse_custom(ic.parser_method, n, features))
                        };
                        match (custom, alt) {
                            (Some(v), _) => MCOperand::Imm(v),
                            (None, Some(e))
                                if ctx
                                    .evaluate(*e, &|_| None)
                                    .is_some_and(|v| h.expr_fits(ic, &v, ctx)) =>
                            {
                                MCOperand::Expr(*e)
                            }
                            _ => return Err(fail(i, "invalid operand for instruction".into(), 3)),
                        }
                    }
                    (Atom::Expr { expr, ident }, OperandClass::Imm(c)) => {
                        let ic = &tables.imm_classes[c as usize];
                        let custom = if ic.parser_method.is_empty() {
                            None
                        } else {
                            ident
                                .as_deref()
                                .and_then(|id| h.parse_custom(ic.parser_method, id, features))
                        };
                        if let Some(v) = custom {
                            MCOperand::Imm(v)
                        } else if let Some(cv) = ctx.evaluate_absolute(*expr) {
                            let w = ic.wrap_bits as u32;
                            let chk =
                                if (1..64).contains(&w) && (1 << (w - 1)..1 << w).contains(&cv) {
                                    cv - (1 << w)
                                } else {
                                    cv
                                };
                            if !imm_in_range(ic, chk) || !h.imm_fits(ic, chk, features) {
                                return Err(fail(i, range_message(ic), 4));
                            }
                            MCOperand::Imm(cv)
                        } else {
                            match ctx.evaluate(*expr, &|_| None) {
                                Some(v) if h.expr_fits(ic, &v, ctx) => MCOperand::Expr(*expr),
                                _ => return Err(fail(i, range_message(ic), 4)),
                            }
                        }
                    }
                    _ => return Err(fail(i, "invalid operand for instruction".into(), 3)),
                };
                bound.push((name, k, v));
                i += 1;
                j += 1;
            }
        }
    }
    if i < atoms.len() {
        return Err(fail(i, "invalid operand for instruction".into(), 2));
    }
    Ok(bound)
}

/// `r` itself, or the member of class `c` with the same assembly name (`fa0` parsed
/// as a double register used where a single one is expected).
pub fn reg_in_class(tables: &TargetTables, r: u16, c: u16) -> Option<u16> {
    if tables.reg_in_class(r, c) {
        return Some(r);
    }
    let name = tables.regs[r as usize].asm_name;
    tables.reg_classes[c as usize]
        .members
        .iter()
        .copied()
        .find(|&m| tables.regs[m as usize].asm_name == name)
}

fn range_message(ic: &crate::instr_desc::ImmClassDesc) -> String {
    if !ic.diagnostic.is_empty() {
        return ic.diagnostic.to_string();
    }
    if ic.min == 0 && ic.max == 0 {
        return "operand must be a bare symbol name".into();
    }
    let mut m = if ic.scale > 1 {
        format!(
            "immediate must be a multiple of {} bytes in the range [{}, {}]",
            ic.scale, ic.min, ic.max
        )
    } else if ic.non_zero {
        format!(
            "immediate must be non-zero in the range [{}, {}]",
            ic.min, ic.max
        )
    } else {
        format!(
            "immediate must be an integer in the range [{}, {}]",
            ic.min, ic.max
        )
    };
    if !ic.expr_kind.is_empty() && ic.expr_kind != "xlen" {
        m = format!(
            "operand must be a symbol or {}",
            &m["immediate must be ".len()..]
        );
    }
    m
}
