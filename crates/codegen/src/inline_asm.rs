//! Inline assembly in the DAG and in machine IR (LLVM's `InlineAsm::Flag` operand groups and
//! the template walk of `AsmPrinter::EmitInlineAsm`).
//!
//! An inline-asm call becomes one `INLINEASM` DAG node and then one
//! [`crate::target::target_opcode::INLINEASM`] machine instruction with the same operand
//! layout: operand 0 is the template's index in [`crate::machine::MachineFunction::inline_asm`],
//! then one group per constraint (in constraint order, so group `N` is the template's `$N`),
//! each a [`Flag`] word (an immediate) followed by [`Flag::num_ops`] operands: a register
//! (virtual, or physical and implicit), an immediate, or for memory the address register.
//! Clobbered registers come last as groups of kind [`kind::CLOBBER`] (dead implicit
//! definitions). A use group tied to an output names that output's group.
//!
//! The target's printer expands the template with [`expand_template`], giving each `$N` /
//! `${N:mod}` reference to a callback; the builder runs the same walk to reject a bad template
//! (with the instruction quoted) before anything is generated.

use crate::machine::MachineOperand;
use crate::target::target_opcode;
use crate::target::RegClassId;
use kiln_mc::register_info::Register;

/// The kinds of operand group (LLVM's `InlineAsm::Kind`).
pub mod kind {
    /// A register the asm reads.
    pub const REG_USE: u32 = 1;
    /// A register the asm writes.
    pub const REG_DEF: u32 = 2;
    /// A register the asm writes before it has read all of its inputs (`=&r`).
    pub const REG_DEF_EARLY_CLOBBER: u32 = 3;
    /// A register the asm clobbers (`~{x5}`).
    pub const CLOBBER: u32 = 4;
    /// An immediate.
    pub const IMM: u32 = 5;
    /// A memory operand: the address register.
    pub const MEM: u32 = 6;
}

/// How a memory operand is printed: `0(reg)` (`m`) or `(reg)` (RISC-V's `A`).
pub mod mem_form {
    /// `0(reg)`.
    pub const OFFSET: u32 = 0;
    /// `(reg)`.
    pub const BARE: u32 = 1;
}

/// An operand group's flag word: kind (bits 0-2), operand count (bits 3-15), the output
/// group a use is tied to plus one (bits 16-23), the memory form (bits 24-31).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Flag(pub u32);

impl Flag {
    /// A group of `kind` with `num_ops` operands.
    pub fn new(kind: u32, num_ops: u32) -> Flag {
        Flag(kind | (num_ops << 3))
    }
    /// The group's kind ([`kind`]).
    pub fn kind(self) -> u32 {
        self.0 & 7
    }
    /// How many operands follow the flag word.
    pub fn num_ops(self) -> usize {
        ((self.0 >> 3) & 0x1fff) as usize
    }
    /// The output group this use is tied to.
    pub fn tied_to(self) -> Option<usize> {
        let t = (self.0 >> 16) & 0xff;
        (t != 0).then(|| t as usize - 1)
    }
    /// This flag tied to output group `g` (at most 254).
    pub fn with_tied(self, g: usize) -> Flag {
        Flag((self.0 & !(0xff << 16)) | ((g as u32 + 1) << 16))
    }
    /// The width in bits of a register group's value when it is narrower than its register
    /// (an `i8` in a 32-bit register: 8), else 0; kept where a memory group keeps its form.
    pub fn value_bits(self) -> u32 {
        self.0 >> 24
    }
    /// This register group's flag with the value's width `bits` (see [`Flag::value_bits`]).
    pub fn with_value_bits(self, bits: u32) -> Flag {
        Flag((self.0 & 0x00ff_ffff) | (bits.min(255) << 24))
    }
    /// The memory form ([`mem_form`]) of a memory group.
    pub fn mem_form(self) -> u32 {
        self.0 >> 24
    }
    /// This flag with memory form `f`.
    pub fn with_mem_form(self, f: u32) -> Flag {
        Flag((self.0 & 0x00ff_ffff) | (f << 24))
    }
}

/// What the target makes of one constraint code for a value of some type (LLVM's
/// `getConstraintType` with `getRegForInlineAsmConstraint`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AsmConstraint {
    /// Any register of the class.
    RegClass(RegClassId),
    /// That physical register (`{a0}`).
    Reg(Register),
    /// An integer constant in `min..=max`.
    Imm {
        /// Smallest value.
        min: i64,
        /// Largest value.
        max: i64,
    },
    /// A memory operand printed in the given [`mem_form`].
    Memory(u32),
    /// The target does not know the code (or not for this type).
    Unknown,
}

/// A target's constraint codes as data, for [`table_constraint`] (the common shapes of
/// LLVM's `getConstraintType` and `getRegForInlineAsmConstraint`).
#[derive(Copy, Clone, Debug)]
pub struct ConstraintTable {
    /// The target's registers (for `{name}`).
    pub registers: &'static kiln_mc::register_info::MCRegisterInfo,
    /// Codes for a register of the class that holds the operand's (integer) type: `r`.
    pub int_reg: &'static [&'static str],
    /// Codes for a register of the class that holds the operand's floating-point or vector
    /// type: RISC-V `f`, AArch64 `w`, x86 `x`.
    pub fp_reg: &'static [&'static str],
    /// Immediate codes and their ranges.
    pub imms: &'static [(&'static str, i64, i64)],
    /// Memory codes and their [`mem_form`].
    pub mems: &'static [(&'static str, u32)],
}

/// What constraint `code` means for an operand of type `vt` (`None`: a clobber) under table
/// `t`: a register code gives the class `tli` keeps the type in; `{name}` names a register
/// by its assembly or alternative name (`{a0}`, `{x5}`, `{v2}`), taken in the view of the
/// operand's class (`{x5}` of an i32 is `w5`, `{v2}` of a double `d2`).
pub fn table_constraint(
    t: &ConstraintTable,
    tli: &crate::target_lowering::TargetLoweringInfo,
    code: &str,
    vt: Option<crate::value_types::MVT>,
) -> AsmConstraint {
    let class = vt.and_then(|v| tli.register_class_for(v));
    let int = vt.is_none_or(|v| v.is_integer() && !v.is_vector());
    let ri = t.registers;
    if let Some(name) = code.strip_prefix('{').and_then(|c| c.strip_suffix('}')) {
        let Some(r) = ri.find_asm_name(name) else {
            return AsmConstraint::Unknown;
        };
        return match class {
            Some(c) => ri
                .alias_in_class(r, u32::from(c.0))
                .map_or(AsmConstraint::Unknown, AsmConstraint::Reg),
            None if vt.is_none() => AsmConstraint::Reg(r),
            None => AsmConstraint::Unknown,
        };
    }
    let regs = if int { t.int_reg } else { t.fp_reg };
    if let (true, Some(c)) = (regs.contains(&code), class) {
        return AsmConstraint::RegClass(c);
    }
    if let Some(&(_, min, max)) = t.imms.iter().find(|i| i.0 == code) {
        return AsmConstraint::Imm { min, max };
    }
    match t.mems.iter().find(|m| m.0 == code) {
        Some(&(_, form)) => AsmConstraint::Memory(form),
        None => AsmConstraint::Unknown,
    }
}

/// The operand groups of an `INLINEASM` instruction's operands `ops`: for each, the index
/// of its flag word and the flag.
pub fn groups(ops: &[MachineOperand]) -> Vec<(usize, Flag)> {
    let mut out = Vec::new();
    let mut k = 1;
    while let Some(MachineOperand::Imm(w)) = ops.get(k) {
        let f = Flag(*w as u32);
        out.push((k, f));
        k += 1 + f.num_ops();
    }
    out
}

/// The `(definition, use)` operand-index pairs of the tied operands of instruction `opcode`
/// with operands `ops`: empty unless it is an `INLINEASM` with tied groups.
pub fn tied_operands(opcode: u32, ops: &[MachineOperand]) -> Vec<(usize, usize)> {
    if opcode != target_opcode::INLINEASM {
        return Vec::new();
    }
    let gs = groups(ops);
    gs.iter()
        .filter_map(|&(k, f)| {
            let (dk, _) = *gs.get(f.tied_to()?)?;
            Some((dk + 1, k + 1))
        })
        .collect()
}

/// The use operand that definition `oi` is tied to, in `ties` from [`tied_operands`].
pub fn tied_use(ties: &[(usize, usize)], oi: usize) -> Option<usize> {
    ties.iter().find(|t| t.0 == oi).map(|t| t.1)
}

/// One piece of a template: literal text or an operand reference.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Piece<'a> {
    /// Text copied as it is.
    Text(&'a str),
    /// `${:uid}`: a number unique to this asm in the module (for local labels).
    Uid,
    /// `${:comment}`: the target's comment string (`#`, `//`).
    Comment,
    /// `$N` or `${N:modifier}`.
    Operand {
        /// The operand number (group index).
        no: usize,
        /// The modifier letter, if any.
        modifier: Option<char>,
    },
}

/// Walks GCC-style template `t` (LLVM's AT&T dialect): `$$` is `$`, `$N` and `${N}` operand
/// `N`, `${N:c}` operand `N` with modifier `c`, `${:uid}` a unique number (GCC's `%=`),
/// `${:comment}` the comment string, `${:private}` `.L`. `emit` gets each piece in order; an error
/// (a `$` followed by anything else) is returned as a message.
pub fn expand_template<'a>(
    t: &'a str,
    mut emit: impl FnMut(Piece<'a>) -> Result<(), String>,
) -> Result<(), String> {
    let b = t.as_bytes();
    let mut i = 0;
    let mut lit = 0;
    while i < b.len() {
        if b[i] != b'$' {
            i += 1;
            continue;
        }
        if lit < i {
            emit(Piece::Text(&t[lit..i]))?;
        }
        i += 1;
        match b.get(i) {
            Some(b'$') => {
                emit(Piece::Text("$"))?;
                i += 1;
            }
            Some(c) if c.is_ascii_digit() => {
                let s = i;
                while i < b.len() && b[i].is_ascii_digit() {
                    i += 1;
                }
                let no = t[s..i].parse().map_err(|_| bad_ref(t))?;
                emit(Piece::Operand { no, modifier: None })?;
            }
            Some(b'{') => {
                let end = t[i..].find('}').ok_or_else(|| bad_ref(t))? + i;
                let inner = &t[i + 1..end];
                let special = match inner {
                    ":uid" => Some(Piece::Uid),
                    ":comment" => Some(Piece::Comment),
                    ":private" => Some(Piece::Text(".L")),
                    _ => None,
                };
                if let Some(p) = special {
                    emit(p)?;
                    i = end + 1;
                    lit = i;
                    continue;
                }
                let (num, modifier) = match inner.split_once(':') {
                    Some((n, m)) => {
                        let mut cs = m.chars();
                        match (cs.next(), cs.next()) {
                            (Some(c), None) => (n, Some(c)),
                            _ => return Err(format!("unknown operand modifier '{m}'")),
                        }
                    }
                    None => (inner, None),
                };
                let no = num.parse().map_err(|_| bad_ref(t))?;
                emit(Piece::Operand { no, modifier })?;
                i = end + 1;
            }
            _ => return Err(bad_ref(t)),
        }
        lit = i;
    }
    if lit < b.len() {
        emit(Piece::Text(&t[lit..]))?;
    }
    Ok(())
}

fn bad_ref(t: &str) -> String {
    format!(
        "invalid operand reference in template \"{}\"",
        t.escape_debug()
    )
}

/// What a target's printer makes of one inline-asm operand (LLVM's
/// `AsmPrinter::PrintAsmOperand` and `PrintAsmMemoryOperand`): it gets the text so far, the
/// modifier, the operand and its group's flag, and answers `Ok(true)` when it printed the
/// operand, `Ok(false)` to leave it to [`expand_inline_asm`] (an immediate in decimal, a
/// global as its symbol), or an error.
pub type PrintAsmOperand<'a> =
    dyn Fn(&mut String, Option<char>, &MachineOperand, Flag) -> Result<bool, String> + 'a;

/// How a target prints register and memory operands of inline assembly, as data (the
/// common part of LLVM's `PrintAsmOperand`/`PrintAsmMemoryOperand`).
#[derive(Copy, Clone, Debug)]
pub struct InlineAsmSyntax {
    /// The target's registers.
    pub registers: &'static kiln_mc::register_info::MCRegisterInfo,
    /// Modifiers that print the view of a register in a class (AArch64's `w`: GPR32).
    pub views: &'static [(char, RegClassId)],
    /// The text around a memory operand's address register, by [`mem_form`]: RISC-V's
    /// `0(` `)`, AArch64's `[` `]`.
    pub mem_forms: [(&'static str, &'static str); 2],
    /// A register with no modifier prints by its first alternative name when it has one
    /// (AArch64's `v2` for q2).
    pub plain_alt_name: bool,
    /// Before a register's name (x86's `%`).
    pub reg_prefix: &'static str,
    /// Before an immediate or a symbol printed with no modifier (x86's `$`); `c` and `P`
    /// print them bare.
    pub imm_prefix: &'static str,
    /// The class whose view a register with no modifier prints in, by the width of a value
    /// narrower than its register ([`Flag::value_bits`]; x86's `al` for an `i8` in eax).
    pub narrow_views: &'static [(u32, RegClassId)],
}

/// The assembly text of an `INLINEASM` instruction with operands `ops` in `mf` (function
/// number `fnum`; LLVM's `AsmPrinter::emitInlineAsm`): its template with every operand
/// reference replaced, one tab-indented line per template line. `${:uid}` is
/// `<fnum>_<the asm's number in the function>`, as llc prints it; `${:comment}` is
/// `comment`; `symbol` names a global; `print` is asked first for each operand, then
/// `syntax` prints registers and memory.
pub fn expand_inline_asm(
    mf: &crate::machine::MachineFunction,
    fnum: usize,
    ops: &[MachineOperand],
    comment: &str,
    symbol: &dyn Fn(u32) -> String,
    syntax: Option<&InlineAsmSyntax>,
    print: &PrintAsmOperand<'_>,
) -> Result<String, String> {
    use std::fmt::Write;
    let (k, template) = match ops.first() {
        Some(MachineOperand::Imm(k)) => mf.inline_asm.get(*k as usize).map(|t| (*k, t)),
        _ => None,
    }
    .ok_or("an inline asm without its template")?;
    let gs = groups(ops);
    let mut text = String::new();
    expand_template(template, |p| {
        match p {
            Piece::Text(t) => text.push_str(t),
            Piece::Comment => text.push_str(comment),
            Piece::Uid => {
                let _ = write!(text, "{fnum}_{k}");
            }
            Piece::Operand { no, modifier } => {
                let bad = || format!("invalid operand {no} in inline asm");
                let &(k, fl) = gs.get(no).ok_or_else(bad)?;
                let o = ops.get(k + 1).ok_or("a short inline asm operand group")?;
                if print(&mut text, modifier, o, fl)? {
                    return Ok(());
                }
                match (modifier, o) {
                    (_, MachineOperand::Reg { reg, .. }) if syntax.is_some() => {
                        let sx = syntax.expect("invariant: checked");
                        let ri = sx.registers;
                        let view = match modifier {
                            Some(m) => sx.views.iter().find(|v| v.0 == m).map(|v| v.1),
                            None => sx
                                .narrow_views
                                .iter()
                                .find(|v| v.0 == fl.value_bits())
                                .map(|v| v.1),
                        };
                        let r = match view {
                            Some(c) => ri.alias_in_class(*reg, u32::from(c.0)),
                            None => Some(*reg).filter(|_| modifier.is_none()),
                        };
                        let r = r.ok_or_else(|| format!("invalid modifier for operand {no}"))?;
                        let (before, after) = match fl.kind() {
                            kind::MEM => sx.mem_forms[(fl.mem_form() as usize).min(1)],
                            _ => ("", ""),
                        };
                        let name = match ri.get_alt_name(r, 0) {
                            Some(alt) if sx.plain_alt_name && modifier.is_none() => alt,
                            _ => ri.get_asm_name(r),
                        };
                        let prefix = sx.reg_prefix;
                        let _ = write!(text, "{before}{prefix}{name}{after}");
                    }
                    (None | Some('c' | 'P'), MachineOperand::Global { global, offset, .. }) => {
                        if modifier.is_none() {
                            text.push_str(syntax.map_or("", |sx| sx.imm_prefix));
                        }
                        text.push_str(&symbol(*global));
                        if *offset != 0 {
                            let _ = write!(text, "{offset:+}");
                        }
                    }
                    (None | Some('c' | 'P'), MachineOperand::Imm(v)) => {
                        let prefix = match modifier {
                            None => syntax.map_or("", |sx| sx.imm_prefix),
                            _ => "",
                        };
                        let _ = write!(text, "{prefix}{v}");
                    }
                    _ => return Err(bad()),
                }
            }
        }
        Ok(())
    })?;
    let mut out = String::with_capacity(text.len() + 8);
    for line in text.split('\n') {
        let line = line.trim_start();
        if !line.is_empty() {
            out.push('\t');
            out.push_str(line);
            out.push('\n');
        }
    }
    Ok(out)
}

/// Emits `INLINEASM` DAG node `n` (operands: chain, template index, groups, optional glue)
/// as the machine instruction at the end of `mbb`.
pub fn emit_node(
    dag: &crate::selection_dag::SelectionDAG,
    n: crate::selection_dag::NodeId,
    mf: &mut crate::machine::MachineFunction,
    mbb: crate::machine::MBBId,
) -> Result<(), crate::CodegenError> {
    use crate::machine::RegFlags;
    use crate::selection_dag::NodeData;
    let bad = || crate::CodegenError::new("malformed INLINEASM node");
    let ops = dag.ops(n);
    let mut mops = Vec::with_capacity(ops.len());
    let mut cur = Flag(0);
    let mut left = 0usize;
    for &o in ops {
        match dag.data(o.node) {
            NodeData::Constant(c)
                if dag.opcode(o.node) == crate::selection_dag::isd::TARGET_CONSTANT =>
            {
                let v = c.get() as i64;
                if mops.is_empty() {
                    mops.push(MachineOperand::Imm(v));
                } else if left == 0 {
                    cur = Flag(v as u32);
                    left = cur.num_ops();
                    mops.push(MachineOperand::Imm(v));
                } else {
                    left -= 1;
                    mops.push(MachineOperand::Imm(v));
                }
            }
            NodeData::GlobalAddress {
                global,
                offset,
                target_flags,
            } if left > 0 => {
                left -= 1;
                mops.push(MachineOperand::Global {
                    global,
                    offset,
                    flags: target_flags,
                });
            }
            NodeData::Register(r) if left > 0 => {
                left -= 1;
                let mut fl = match cur.kind() {
                    kind::REG_DEF => RegFlags::DEF,
                    kind::REG_DEF_EARLY_CLOBBER => RegFlags::DEF | RegFlags::EARLY_CLOBBER,
                    kind::CLOBBER => RegFlags::DEF | RegFlags::DEAD,
                    _ => 0,
                };
                if r.is_physical() {
                    fl |= RegFlags::IMPLICIT;
                }
                mops.push(MachineOperand::reg(r, fl));
            }
            _ => {
                // The chain and the glue.
                let vt = dag.vt(o);
                if vt != crate::value_types::EVT::OTHER && vt != crate::value_types::EVT::GLUE {
                    return Err(bad());
                }
            }
        }
    }
    if mops.is_empty() || left != 0 {
        return Err(bad());
    }
    mf.push_instr(mbb, target_opcode::INLINEASM, &mops);
    Ok(())
}

/// Whether an `INLINEASM` instruction of `mf` writes physical register `reg` (an output or a
/// clobber). Cheap when the function has no inline asm.
pub fn asm_writes(mf: &crate::machine::MachineFunction, reg: Register) -> bool {
    !mf.inline_asm.is_empty()
        && mf.all_instrs().any(|(_, i)| {
            mf.instr(i).opcode == target_opcode::INLINEASM
                && mf
                    .operands(i)
                    .iter()
                    .any(|o| o.is_def() && o.get_reg() == Some(reg))
        })
}
