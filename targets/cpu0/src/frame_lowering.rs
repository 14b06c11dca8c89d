//! Cpu0 frame lowering (LLVM's `Cpu0SEFrameLowering` and `Cpu0SERegisterInfo::
//! eliminateFrameIndex`, as seed 000 writes them): the prologue and epilogue around the
//! frame PEI laid out, with CFI records, `$fp` when the function needs a frame pointer, and
//! frame indices turned into a base register plus a 16-bit offset.
//!
//! In: a machine function after register allocation and frame layout (PEI has placed every
//! object and inserted the callee-saved spills and reloads). Out: `$sp` moved by the frame
//! size with seed 000's `adjustStackPtr` ([`adjust_sp`]: one `addiu` within 16 signed bits,
//! else the amount built in `$at` by seed 000's Cpu0AnalyzeImmediate and an `addu`, which
//! gives the sequences the seed lists for each stack-size class), `.cfi_def_cfa_offset` and
//! a `.cfi_offset` per saved register, `$fp = $sp` after the prologue when there is a frame
//! pointer (and `$sp = $fp` before the epilogue), and every frame-index operand a base
//! register plus a 16-bit offset (larger offsets: the high part built in `$at`, added to the
//! base, the last ADDiu's immediate folded into the instruction).

use crate::analyze_immediate::{analyze, ImmOp};
use crate::mc::tables::opcodes as op;
use crate::register_info::{regs, FRAME_POINTER as FP, LINK_REGISTER as LR, STACK_POINTER as SP};
use kiln_codegen::machine::MachineOperand as MO;
use kiln_codegen::machine::{CFIInstruction, MBBId, MIFlags, MIId, MachineFunction};
use kiln_codegen::pei::TargetFrameLowering;
use kiln_codegen::target::target_opcode;
use kiln_codegen::CodegenError;
use kiln_mc::register_info::Register;

/// The Cpu0 frame lowering.
#[derive(Debug, Default)]
pub struct Cpu0FrameLowering;

/// Inserts at `pos` the instructions that build `seq`'s value in `reg` (the first reads
/// `$zero`); returns how many.
fn insert_imm_seq(
    mf: &mut MachineFunction,
    mbb: MBBId,
    pos: usize,
    reg: Register,
    seq: &[crate::analyze_immediate::ImmInst],
    flag: u16,
) -> usize {
    for (k, i) in seq.iter().enumerate() {
        let src = if k == 0 { regs::ZERO } else { reg };
        let (opc, ops) = match i.op {
            ImmOp::Addiu => (
                op::ADDiu,
                vec![
                    MO::reg_def(reg),
                    MO::reg_use(src),
                    MO::Imm(i.imm as u16 as i16 as i64),
                ],
            ),
            ImmOp::Ori => (
                op::ORi,
                vec![
                    MO::reg_def(reg),
                    MO::reg_use(src),
                    MO::Imm((i.imm & 0xffff) as i64),
                ],
            ),
            ImmOp::Shl => (
                op::SHL,
                vec![MO::reg_def(reg), MO::reg_use(src), MO::Imm(i.imm as i64)],
            ),
            ImmOp::Lui => (
                op::LUi,
                vec![MO::reg_def(reg), MO::Imm((i.imm & 0xffff) as i64)],
            ),
        };
        let id = mf.insert_instr(mbb, pos + k, opc as u32, &ops);
        mf.instr_mut(id).flags = MIFlags(flag);
    }
    seq.len()
}

/// Seed 000's `adjustStackPtr`: `$sp += amount` at `pos` (`addiu`, or the amount built in
/// `$at` and `addu $sp, $sp, $at`); returns the number of instructions inserted. The
/// instructions are those of [`crate::analyze_immediate::adjust_stack_ptr`].
pub fn adjust_sp(
    mf: &mut MachineFunction,
    mbb: MBBId,
    pos: usize,
    amount: i64,
    flag: u16,
) -> usize {
    add_imm(mf, mbb, pos, SP, SP, amount, flag)
}

/// `dst = src + imm` at `pos`: one `addiu` within 16 signed bits, else `imm` built in `$at`
/// and an `addu`. Returns the number of instructions inserted.
fn add_imm(
    mf: &mut MachineFunction,
    mbb: MBBId,
    pos: usize,
    dst: Register,
    src: Register,
    imm: i64,
    flag: u16,
) -> usize {
    if (-32768..32768).contains(&imm) {
        let id = mf.insert_instr(
            mbb,
            pos,
            op::ADDiu as u32,
            &[MO::reg_def(dst), MO::reg_use(src), MO::Imm(imm)],
        );
        mf.instr_mut(id).flags = MIFlags(flag);
        return 1;
    }
    let seq = analyze(imm as i32 as i64 as u64, 32, false);
    let n = insert_imm_seq(mf, mbb, pos, regs::AT, &seq, flag);
    let id = mf.insert_instr(
        mbb,
        pos + n,
        op::ADDu as u32,
        &[MO::reg_def(dst), MO::reg_use(src), MO::reg_use(regs::AT)],
    );
    mf.instr_mut(id).flags = MIFlags(flag);
    n + 1
}

fn cfi(mf: &mut MachineFunction, mbb: MBBId, pos: usize, c: CFIInstruction, flag: u16) {
    let idx = mf.add_cfi(c);
    let i = mf.insert_instr(
        mbb,
        pos,
        target_opcode::CFI_INSTRUCTION,
        &[MO::CFIIndex(idx)],
    );
    mf.instr_mut(i).flags = MIFlags(flag);
}

impl TargetFrameLowering for Cpu0FrameLowering {
    fn stack_alignment(&self) -> u64 {
        8
    }

    fn extra_callee_saves(&self, mf: &MachineFunction) -> Vec<Register> {
        let mut v = Vec::new();
        if mf.frame_info.has_calls {
            v.push(LR);
        }
        if self.has_fp(mf) {
            v.push(FP);
        }
        v
    }

    fn is_call_frame_pseudo(&self, opcode: u32) -> bool {
        opcode == crate::instr_info::pseudo::ADJCALLSTACKDOWN
            || opcode == crate::instr_info::pseudo::ADJCALLSTACKUP
    }

    fn emit_prologue(&self, mf: &mut MachineFunction, entry: MBBId) {
        let s = mf.frame_info.stack_size as i64;
        if s == 0 {
            return;
        }
        const S: u16 = MIFlags::FRAME_SETUP;
        let mut pos = adjust_sp(mf, entry, 0, -s, S);
        cfi(mf, entry, pos, CFIInstruction::DefCfaOffset(s), S);
        pos += 1;
        // The callee-saved stores PEI put at the top of the block follow.
        let csi = mf.frame_info.callee_saved.clone();
        pos += csi.len();
        for c in &csi {
            let off = mf.frame_info.object(c.frame_index).offset;
            cfi(mf, entry, pos, CFIInstruction::Offset(c.reg, off), S);
            pos += 1;
        }
        if self.has_fp(mf) {
            // addu $fp, $sp, $zero: the objects keep their $sp offsets from $fp.
            let id = mf.insert_instr(
                entry,
                pos,
                op::ADDu as u32,
                &[MO::reg_def(FP), MO::reg_use(SP), MO::reg_use(regs::ZERO)],
            );
            mf.instr_mut(id).flags = MIFlags(S);
            cfi(mf, entry, pos + 1, CFIInstruction::DefCfaRegister(FP), S);
        }
    }

    fn emit_epilogue(&self, mf: &mut MachineFunction, mbb: MBBId, pos: usize) {
        let s = mf.frame_info.stack_size as i64;
        if s == 0 {
            return;
        }
        const D: u16 = MIFlags::FRAME_DESTROY;
        let mut pos = pos;
        if self.has_fp(mf) {
            // $sp = $fp before the callee-saved reloads, which address their slots from $sp.
            let nreload = mf.frame_info.callee_saved.len();
            let p = pos.saturating_sub(nreload);
            let id = mf.insert_instr(
                mbb,
                p,
                op::ADDu as u32,
                &[MO::reg_def(SP), MO::reg_use(FP), MO::reg_use(regs::ZERO)],
            );
            mf.instr_mut(id).flags = MIFlags(D);
            pos += 1;
        }
        adjust_sp(mf, mbb, pos, s, D);
    }

    fn eliminate_frame_index(
        &self,
        mf: &mut MachineFunction,
        mi: MIId,
        op_idx: usize,
        offset: i64,
    ) -> Result<(), CodegenError> {
        let MO::FrameIndex(fi) = mf.operands(mi)[op_idx] else {
            return Err(CodegenError::new("frame index operand expected"));
        };
        // $fp equals $sp after the prologue; with dynamic allocas only $fp still does. The
        // callee-saved slots are written before $fp is set and read after $sp is restored
        // from it: they are addressed from $sp.
        let csr = mf
            .frame_info
            .callee_saved
            .iter()
            .any(|c| c.frame_index == fi);
        let base = if self.has_fp(mf) && !csr { FP } else { SP };
        let imm = match mf.operands(mi).get(op_idx + 1) {
            Some(MO::Imm(v)) => *v,
            _ => return Err(CodegenError::new("frame index without an offset operand")),
        };
        let total = imm + offset;
        if (-32768..32768).contains(&total) {
            let ops = mf.operands_mut(mi);
            ops[op_idx] = MO::reg_use(base);
            ops[op_idx + 1] = MO::Imm(total);
            return Ok(());
        }
        // Seed 000: the offset built in $at with a last ADDiu, whose immediate the
        // instruction takes: $at = high part + base; the instruction reads lo($at).
        let mbb = mf.instr(mi).parent;
        let pos = mf
            .block(mbb)
            .insts
            .iter()
            .position(|&i| i == mi)
            .ok_or_else(|| CodegenError::new("instruction not in its block"))?;
        let seq = analyze(total as i32 as i64 as u64, 32, true);
        let (last, high) = seq
            .split_last()
            .ok_or_else(|| CodegenError::new("empty constant sequence"))?;
        let n = insert_imm_seq(mf, mbb, pos, regs::AT, high, 0);
        mf.insert_instr(
            mbb,
            pos + n,
            op::ADDu as u32,
            &[
                MO::reg_def(regs::AT),
                MO::reg_use(regs::AT),
                MO::reg_use(base),
            ],
        );
        let ops = mf.operands_mut(mi);
        ops[op_idx] = MO::reg_use(regs::AT);
        ops[op_idx + 1] = MO::Imm(last.imm as u16 as i16 as i64);
        Ok(())
    }
}
