//! Seed 000's `Cpu0AnalyzeImmediate`: the shortest sequence of ADDiu, ORi, SHL and LUi that
//! builds a constant in a register, and the stack-pointer adjustment built on it.
//!
//! In: a constant (and its width, 32 for Cpu0). Out: an [`ImmSeq`] of [`ImmInst`]s: the
//! first instruction reads `$zero` (or, for LUi, nothing), each later one reads the result
//! of the one before. The search follows the seed: a constant whose low 16 bits are zero is
//! a shifted smaller constant (SHL); otherwise it is a constant rounded to the nearest
//! multiple of 0x10000 plus a signed 16-bit ADDiu, or, when bit 15 is set, a constant with
//! the low half cleared ORed with an unsigned ORi; every candidate then has a leading
//! ADDiu + SHL (by 16 or more) folded into one LUi when the shifted value fits 16 bits, and
//! the shortest candidate wins (the first of equal length).
//! [`adjust_stack_ptr`] is seed 000's stack adjustment: one `addiu $sp, $sp, amount` when
//! the amount fits 16 signed bits, else the amount built in `$1` and `addu $sp, $sp, $1`.

use crate::mc::tables::opcodes;
use kiln_mc::mc_inst::{MCInst, MCOperand};

/// The opcodes a sequence uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImmOp {
    /// `addiu rd, rs, simm16`.
    Addiu,
    /// `ori rd, rs, uimm16`.
    Ori,
    /// `shl rd, rs, shamt`.
    Shl,
    /// `lui rd, uimm16`.
    Lui,
}

/// One instruction of a sequence: its opcode and immediate (the low 16 bits for ADDiu,
/// ORi and LUi, the shift amount for SHL).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImmInst {
    /// The operation.
    pub op: ImmOp,
    /// The immediate operand.
    pub imm: u64,
}

/// A sequence of instructions.
pub type ImmSeq = Vec<ImmInst>;

struct Analyzer {
    size: u32,
}

/// Appends `i` to every sequence of `ls`, or starts the only one.
fn add_instr(ls: &mut Vec<ImmSeq>, i: ImmInst) {
    if ls.is_empty() {
        ls.push(vec![i]);
    } else {
        for s in ls.iter_mut() {
            s.push(i);
        }
    }
}

impl Analyzer {
    fn seq_ls_addiu(&self, imm: u64, rem: u32, ls: &mut Vec<ImmSeq>) {
        self.seq_ls(imm.wrapping_add(0x8000) & !0xffff, rem, ls);
        add_instr(
            ls,
            ImmInst {
                op: ImmOp::Addiu,
                imm: imm & 0xffff,
            },
        );
    }

    fn seq_ls_ori(&self, imm: u64, rem: u32, ls: &mut Vec<ImmSeq>) {
        self.seq_ls(imm & !0xffff, rem, ls);
        add_instr(
            ls,
            ImmInst {
                op: ImmOp::Ori,
                imm: imm & 0xffff,
            },
        );
    }

    fn seq_ls_shl(&self, imm: u64, rem: u32, ls: &mut Vec<ImmSeq>) {
        let shamt = imm.trailing_zeros();
        self.seq_ls(imm >> shamt, rem.saturating_sub(shamt), ls);
        add_instr(
            ls,
            ImmInst {
                op: ImmOp::Shl,
                imm: shamt as u64,
            },
        );
    }

    fn seq_ls(&self, imm: u64, rem: u32, ls: &mut Vec<ImmSeq>) {
        let masked = imm & (u64::MAX >> (64 - self.size));
        if masked == 0 {
            return;
        }
        if rem <= 16 {
            add_instr(
                ls,
                ImmInst {
                    op: ImmOp::Addiu,
                    imm: masked,
                },
            );
            return;
        }
        if imm & 0xffff == 0 {
            self.seq_ls_shl(imm, rem, ls);
            return;
        }
        self.seq_ls_addiu(imm, rem, ls);
        // With bit 15 clear, ADDiu and ORi give the same result: ORi is not tried.
        if imm & 0x8000 != 0 {
            let mut ori = Vec::new();
            self.seq_ls_ori(imm, rem, &mut ori);
            ls.extend(ori);
        }
    }
}

/// A leading ADDiu + SHL (by 16 or more) becomes one LUi when the shifted value fits 16
/// signed bits (seed 000's `ReplaceADDiuSHLWithLUi`).
fn replace_addiu_shl_with_lui(seq: &mut ImmSeq) {
    if seq.len() < 2 || seq[0].op != ImmOp::Addiu || seq[1].op != ImmOp::Shl || seq[1].imm < 16 {
        return;
    }
    let imm = seq[0].imm as u16 as i16 as i64;
    let shifted = imm.wrapping_shl((seq[1].imm - 16) as u32);
    if !(-32768..32768).contains(&shifted) {
        return;
    }
    seq[0] = ImmInst {
        op: ImmOp::Lui,
        imm: shifted as u64 & 0xffff,
    };
    seq.remove(1);
}

/// The shortest sequence that builds `imm` (of `size` bits) in a register. With
/// `last_is_addiu`, the sequence ends in an ADDiu (whose immediate a caller may fold into a
/// memory offset), as the seed's frame-index elimination asks.
pub fn analyze(imm: u64, size: u32, last_is_addiu: bool) -> ImmSeq {
    let a = Analyzer { size };
    let mut ls = Vec::new();
    if last_is_addiu || imm == 0 {
        a.seq_ls_addiu(imm, size, &mut ls);
    } else {
        a.seq_ls(imm, size, &mut ls);
    }
    let mut best: Option<ImmSeq> = None;
    for mut s in ls {
        replace_addiu_shl_with_lui(&mut s);
        if best.as_ref().is_none_or(|b| s.len() < b.len()) {
            best = Some(s);
        }
    }
    best.unwrap_or_default()
}

/// The value a sequence leaves in its register (32-bit arithmetic).
pub fn evaluate(seq: &[ImmInst]) -> u32 {
    seq.iter().fold(0u32, |v, i| match i.op {
        ImmOp::Addiu => v.wrapping_add(i.imm as u16 as i16 as i32 as u32),
        ImmOp::Ori => v | (i.imm as u32 & 0xffff),
        ImmOp::Shl => v.wrapping_shl(i.imm as u32),
        ImmOp::Lui => (i.imm as u32 & 0xffff) << 16,
    })
}

/// The instructions that build `imm` in `reg` (seed 000's `loadImmediate`): the first
/// reads `$zero` (LUi reads nothing), the others `reg`.
pub fn load_immediate(imm: u32, reg: u16, zero: u16) -> Vec<MCInst> {
    let seq = analyze(imm as i32 as i64 as u64, 32, false);
    let mut out = Vec::new();
    for (k, i) in seq.iter().enumerate() {
        let src = if k == 0 { zero } else { reg };
        let mut mi = MCInst::new(match i.op {
            ImmOp::Addiu => opcodes::ADDiu,
            ImmOp::Ori => opcodes::ORi,
            ImmOp::Shl => opcodes::SHL,
            ImmOp::Lui => opcodes::LUi,
        });
        mi.push(MCOperand::Reg(reg));
        if i.op != ImmOp::Lui {
            mi.push(MCOperand::Reg(src));
        }
        let v = match i.op {
            ImmOp::Addiu => i.imm as u16 as i16 as i64,
            _ => i.imm as i64 & 0xffff,
        };
        mi.push(MCOperand::Imm(v));
        out.push(mi);
    }
    out
}

/// Seed 000's stack adjustment `$sp += amount`: `addiu $sp, $sp, amount` when it fits 16
/// signed bits, else the amount built in `$1` ($at) and `addu $sp, $sp, $1`.
pub fn adjust_stack_ptr(amount: i32) -> Vec<MCInst> {
    let reg = |n| crate::mc::gpr(n).unwrap_or(0);
    let (sp, at, zero) = (reg(13), reg(1), reg(0));
    if (-32768..32768).contains(&amount) {
        let mut mi = MCInst::new(opcodes::ADDiu);
        mi.push(MCOperand::Reg(sp));
        mi.push(MCOperand::Reg(sp));
        mi.push(MCOperand::Imm(amount as i64));
        return vec![mi];
    }
    let mut out = load_immediate(amount as u32, at, zero);
    let mut add = MCInst::new(opcodes::ADDu);
    add.push(MCOperand::Reg(sp));
    add.push(MCOperand::Reg(sp));
    add.push(MCOperand::Reg(at));
    out.push(add);
    out
}
