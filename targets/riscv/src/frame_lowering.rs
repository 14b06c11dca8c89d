//! RISC-V frame lowering (LLVM's `RISCVFrameLowering` and `RISCVRegisterInfo::
//! eliminateFrameIndex`): the prologue and epilogue around the frame PEI laid out, with CFI
//! records, the frame pointer (s0) when the function has dynamic allocas or takes its frame
//! address or realigns its stack (sp rounded down to an over-aligned local's alignment, the
//! objects then addressed from sp), and frame indices turned into `sp`/`s0` plus an offset.
//!
//! In: a machine function after register allocation and frame layout (PEI has placed every
//! object at an offset from the CFA and inserted the callee-saved spills/reloads). Out: `sp`
//! adjusted by the frame size (any size: `li t6, N` + `sub`/`add` beyond 12 bits), s0 set up,
//! `.cfi_def_cfa_offset`/`.cfi_offset`/`.cfi_def_cfa` records, every frame-index operand a
//! base register plus a 12-bit offset (larger offsets materialized in t6).

use crate::instr_info::{FP, SCRATCH, SP};
use crate::mc::tables::opcodes as op;
use kiln_codegen::machine::MachineOperand as MO;
use kiln_codegen::machine::{CFIInstruction, MBBId, MIFlags, MIId, MachineFunction};
use kiln_codegen::pei::TargetFrameLowering;
use kiln_codegen::target::target_opcode;
use kiln_codegen::CodegenError;
use kiln_mc::register_info::Register;

/// The RISC-V frame lowering.
#[derive(Debug, Default)]
pub struct RiscvFrameLowering;

fn simm12(v: i64) -> bool {
    (-2048..2048).contains(&v)
}

/// Inserts `dst = src + imm` at `pos` (through t6 when `imm` needs more than 12 bits);
/// returns the number of instructions inserted.
fn add_imm(
    mf: &mut MachineFunction,
    mbb: MBBId,
    pos: usize,
    dst: Register,
    src: Register,
    imm: i64,
    flag: u16,
) -> usize {
    let mut ids = Vec::with_capacity(2);
    if simm12(imm) {
        ids.push(mf.insert_instr(
            mbb,
            pos,
            op::ADDI as u32,
            &[MO::reg_def(dst), MO::reg_use(src), MO::Imm(imm)],
        ));
    } else {
        ids.push(mf.insert_instr(
            mbb,
            pos,
            op::PseudoLI as u32,
            &[MO::reg_def(SCRATCH), MO::Imm(imm)],
        ));
        ids.push(mf.insert_instr(
            mbb,
            pos + 1,
            op::ADD as u32,
            &[MO::reg_def(dst), MO::reg_use(src), MO::reg_use(SCRATCH)],
        ));
    }
    for &i in &ids {
        mf.instr_mut(i).flags = MIFlags(flag);
    }
    ids.len()
}

fn cfi(mf: &mut MachineFunction, mbb: MBBId, pos: usize, c: CFIInstruction) {
    cfi_flagged(mf, mbb, pos, c, MIFlags::FRAME_SETUP);
}

fn cfi_flagged(mf: &mut MachineFunction, mbb: MBBId, pos: usize, c: CFIInstruction, flag: u16) {
    let idx = mf.add_cfi(c);
    let i = mf.insert_instr(
        mbb,
        pos,
        target_opcode::CFI_INSTRUCTION,
        &[MO::CFIIndex(idx)],
    );
    mf.instr_mut(i).flags = MIFlags(flag);
}

/// Rounds sp down to a multiple of `align` (a power of two above the stack alignment) at
/// `pos`: `andi sp, sp, -align` while that fits 12 bits, else a shift right and back left.
fn realign_sp(mf: &mut MachineFunction, mbb: MBBId, pos: usize, align: u64) {
    let mut ids = Vec::with_capacity(2);
    if align <= 2048 {
        ids.push(mf.insert_instr(
            mbb,
            pos,
            op::ANDI as u32,
            &[MO::reg_def(SP), MO::reg_use(SP), MO::Imm(-(align as i64))],
        ));
    } else {
        let sh = align.trailing_zeros() as i64;
        ids.push(mf.insert_instr(
            mbb,
            pos,
            op::SRLI as u32,
            &[MO::reg_def(SP), MO::reg_use(SP), MO::Imm(sh)],
        ));
        ids.push(mf.insert_instr(
            mbb,
            pos + 1,
            op::SLLI as u32,
            &[MO::reg_def(SP), MO::reg_use(SP), MO::Imm(sh)],
        ));
    }
    for i in ids {
        mf.instr_mut(i).flags = MIFlags(MIFlags::FRAME_SETUP);
    }
}

fn is_csr_slot(mf: &MachineFunction, fi: i32) -> bool {
    mf.frame_info
        .callee_saved
        .iter()
        .any(|c| c.frame_index == fi)
}

impl TargetFrameLowering for RiscvFrameLowering {
    fn stack_alignment(&self) -> u64 {
        16
    }

    fn needs_stack_realignment(&self, mf: &MachineFunction) -> bool {
        mf.frame_info.max_align > self.stack_alignment()
    }

    fn extra_callee_saves(&self, mf: &MachineFunction) -> Vec<Register> {
        let mut v = Vec::new();
        // An inline asm that writes ra (`~{ra}`) needs it saved like a call does.
        if mf.frame_info.has_calls
            || kiln_codegen::inline_asm::asm_writes(mf, crate::instr_info::RA)
        {
            v.push(crate::instr_info::RA);
        }
        if self.has_fp(mf) {
            // The frame record: ra at CFA-8, the caller's s0 at CFA-16 (as LLVM saves them
            // whenever there is a frame pointer, so `__builtin_frame_address(n)` can walk).
            if !v.contains(&crate::instr_info::RA) {
                v.push(crate::instr_info::RA);
            }
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
        let mut pos = add_imm(mf, entry, 0, SP, SP, -s, MIFlags::FRAME_SETUP);
        cfi(mf, entry, pos, CFIInstruction::DefCfaOffset(s));
        pos += 1;
        // The callee-saved stores PEI put at the top of the block follow.
        let csi = mf.frame_info.callee_saved.clone();
        pos += csi.len();
        for c in &csi {
            let off = mf.frame_info.object(c.frame_index).offset;
            cfi(mf, entry, pos, CFIInstruction::Offset(c.reg, off));
            pos += 1;
        }
        if self.has_fp(mf) {
            pos += add_imm(mf, entry, pos, FP, SP, s, MIFlags::FRAME_SETUP);
            cfi(mf, entry, pos, CFIInstruction::DefCfa(FP, 0));
            pos += 1;
        }
        if self.needs_stack_realignment(mf) {
            realign_sp(mf, entry, pos, mf.frame_info.max_align);
        }
    }

    fn emit_epilogue(&self, mf: &mut MachineFunction, mbb: MBBId, pos: usize) {
        // llc-22's shape: [addi sp, s0, -N; .cfi_def_cfa sp, N;] reloads; a .cfi_restore per
        // saved register; addi sp, sp, N; .cfi_def_cfa_offset 0.
        let s = mf.frame_info.stack_size as i64;
        if s == 0 {
            return;
        }
        const D: u16 = MIFlags::FRAME_DESTROY;
        let mut pos = pos;
        if self.has_fp(mf) {
            // sp may have moved (dynamic allocas): recompute it from s0 before the
            // callee-saved reloads, which address their slots from sp; the CFA is sp-based
            // again from there.
            let mut p = pos;
            while p > 0 {
                let i = mf.block(mbb).insts[p - 1];
                let opc = mf.instr(i).opcode;
                let reload = (opc == op::LD as u32
                    || opc == op::LW as u32
                    || opc == op::FLD as u32
                    || opc == op::FLW as u32)
                    && matches!(mf.operands(i).get(1), Some(MO::FrameIndex(fi)) if is_csr_slot(mf, *fi));
                if !reload {
                    break;
                }
                p -= 1;
            }
            // Without dynamic allocas or realignment sp is already s0 - N: only the CFA
            // rule moves.
            let n = if mf.frame_info.has_var_sized_objects || self.needs_stack_realignment(mf) {
                add_imm(mf, mbb, p, SP, FP, -s, D)
            } else {
                0
            };
            cfi_flagged(mf, mbb, p + n, CFIInstruction::DefCfa(SP, s), D);
            pos += n + 1;
        }
        let csi = mf.frame_info.callee_saved.clone();
        for c in &csi {
            cfi_flagged(mf, mbb, pos, CFIInstruction::Restore(c.reg), D);
            pos += 1;
        }
        pos += add_imm(mf, mbb, pos, SP, SP, s, D);
        cfi_flagged(mf, mbb, pos, CFIInstruction::DefCfaOffset(0), D);
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
        // A realigned frame reaches its own objects from the realigned sp and only the
        // incoming (fixed) ones from s0, whose distance to the objects is not known.
        let realigned = self.needs_stack_realignment(mf) && !mf.frame_info.is_fixed(fi);
        let (base, off) = if self.has_fp(mf) && !is_csr_slot(mf, fi) && !realigned {
            (FP, mf.frame_info.object(fi).offset)
        } else {
            (SP, offset)
        };
        let imm = match mf.operands(mi).get(op_idx + 1) {
            Some(MO::Imm(v)) => *v,
            _ => return Err(CodegenError::new("frame index without an offset operand")),
        };
        let total = imm + off;
        if simm12(total) {
            let ops = mf.operands_mut(mi);
            ops[op_idx] = MO::reg_use(base);
            ops[op_idx + 1] = MO::Imm(total);
            return Ok(());
        }
        let mbb = mf.instr(mi).parent;
        let pos = mf
            .block(mbb)
            .insts
            .iter()
            .position(|&i| i == mi)
            .ok_or_else(|| CodegenError::new("instruction not in its block"))?;
        add_imm(mf, mbb, pos, SCRATCH, base, total, 0);
        let ops = mf.operands_mut(mi);
        ops[op_idx] = MO::reg_use(SCRATCH);
        ops[op_idx + 1] = MO::Imm(0);
        Ok(())
    }
}
