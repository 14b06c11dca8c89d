//! AArch64 frame lowering (LLVM's `AArch64FrameLowering` and `AArch64RegisterInfo::
//! eliminateFrameIndex`): the frame as GCC's `aarch64_layout_frame` builds it (seed 004),
//! through the core's [`kiln_codegen::paired_frame`]: the frame record (x29, x30) at the
//! bottom of the callee-saved area below the locals, x19-x28 and d8-d15 above it saved in
//! pairs with `stp`/`ldp`, one of the four prologue shapes with its mirror epilogue and CFI,
//! x29 pointing at the record whenever the function calls, allocates dynamically or takes its
//! frame address; then sp realigned for an over-aligned local, and frame indices turned into
//! `sp`/`x29` plus an offset in the form the instruction can encode (the scaled form when the
//! offset fits, `ldur`/`stur` for a signed 9-bit one, else the address built in x16).

use crate::instr_info::{is_unscaled, unscaled_form};
use crate::isel_dag_to_dag::{mov_imm_sequence, MovOp};
use crate::mc::tables::opcodes as op;
use crate::register_info::STACK_POINTER as SP;
use crate::register_info::{regs, FRAME_POINTER as FP, LINK_REGISTER as LR, SCRATCH};
use kiln_codegen::machine::MachineOperand as MO;
use kiln_codegen::machine::{MBBId, MIFlags, MIId, MachineFunction};
use kiln_codegen::paired_frame::{self, PairedFrame, SpillOpcodes};
use kiln_codegen::pei::TargetFrameLowering;
use kiln_codegen::CodegenError;
use kiln_mc::register_info::Register;

/// The AArch64 frame lowering.
#[derive(Debug, Default)]
pub struct AArch64FrameLowering;

/// Inserts `dst = src + imm` at `pos` (`add`/`sub` with a 12-bit immediate, two of them with
/// `lsl #12` for 24 bits, else x16 built with `movz`/`movk` and an extended-register add);
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
    let mut seq: Vec<(u16, Vec<MO>)> = Vec::new();
    let (opc, mag) = if imm < 0 {
        (op::SUBXri, imm.unsigned_abs())
    } else {
        (op::ADDXri, imm as u64)
    };
    if mag < 1 << 24 {
        let (hi, lo) = ((mag >> 12) as i64, (mag & 0xfff) as i64);
        let mut from = src;
        if hi != 0 {
            seq.push((
                opc,
                vec![
                    MO::reg_def(dst),
                    MO::reg_use(from),
                    MO::Imm(hi),
                    MO::Imm(12),
                ],
            ));
            from = dst;
        }
        if lo != 0 || seq.is_empty() {
            seq.push((
                opc,
                vec![MO::reg_def(dst), MO::reg_use(from), MO::Imm(lo), MO::Imm(0)],
            ));
        }
    } else {
        for o in mov_imm_sequence(imm as u64) {
            seq.push(match o {
                MovOp::Movz(h, s) => (
                    op::MOVZXi,
                    vec![MO::reg_def(SCRATCH), MO::Imm(h as i64), MO::Imm(s as i64)],
                ),
                MovOp::Movn(h, s) => (
                    op::MOVNXi,
                    vec![MO::reg_def(SCRATCH), MO::Imm(h as i64), MO::Imm(s as i64)],
                ),
                MovOp::Movk(h, s) => (
                    op::MOVKXi,
                    vec![
                        MO::reg_def(SCRATCH),
                        MO::reg_use(SCRATCH),
                        MO::Imm(h as i64),
                        MO::Imm(s as i64),
                    ],
                ),
                MovOp::Orr(b) => (
                    op::ORRXri,
                    vec![
                        MO::reg_def(SCRATCH),
                        MO::reg_use(regs::XZR),
                        MO::Imm(b as i64),
                    ],
                ),
            });
        }
        // add dst, src, x16, uxtx (the extended form reads sp as sp).
        seq.push((
            op::ADDXrx64,
            vec![
                MO::reg_def(dst),
                MO::reg_use(src),
                MO::reg_use(SCRATCH),
                MO::Imm(3 << 3),
            ],
        ));
    }
    let n = seq.len();
    for (k, (o, ops)) in seq.into_iter().enumerate() {
        let i = mf.insert_instr(mbb, pos + k, o as u32, &ops);
        mf.instr_mut(i).flags = MIFlags(flag);
    }
    n
}

/// The frame record's slots `(x29's, x30's)` offsets from the CFA, when the function saves
/// one: x29 in the lower slot, so that x29 + 8 holds x30.
fn frame_record(mf: &MachineFunction) -> Option<(i64, i64)> {
    let slot = |r: Register| {
        mf.frame_info
            .callee_saved
            .iter()
            .find(|c| c.reg == r)
            .map(|c| mf.frame_info.object(c.frame_index).offset)
    };
    let (a, b) = (slot(FP)?, slot(LR)?);
    Some((a.min(b), a.max(b)))
}

impl PairedFrame for AArch64FrameLowering {
    fn stack_pointer(&self) -> Register {
        SP
    }
    fn frame_record(&self) -> (Register, Register) {
        (FP, LR)
    }
    fn spill_opcodes(&self, reg: Register, load: bool) -> SpillOpcodes {
        let o = match (crate::register_info::is_fpr(reg), load) {
            (false, false) => [op::STRXui, op::STPXi, op::STRXpre, op::STPXpre],
            (false, true) => [op::LDRXui, op::LDPXi, op::LDRXpost, op::LDPXpost],
            (true, false) => [op::STRDui, op::STPDi, op::STRDpre, op::STPDpre],
            (true, true) => [op::LDRDui, op::LDPDi, op::LDRDpost, op::LDPDpost],
        };
        let [single, pair, single_wb, pair_wb] = o.map(u32::from);
        SpillOpcodes {
            single,
            pair,
            single_wb,
            pair_wb,
        }
    }
    fn add_imm(
        &self,
        mf: &mut MachineFunction,
        mbb: MBBId,
        pos: usize,
        dst: Register,
        src: Register,
        imm: i64,
        flags: u16,
    ) -> usize {
        add_imm(mf, mbb, pos, dst, src, imm, flags)
    }
    fn split_sp_adjust(&self, imm: i64) -> Vec<i64> {
        let m = imm.unsigned_abs() as i64;
        if (4096..1 << 24).contains(&m) && m & 0xfff != 0 {
            return vec![imm.signum() * (m & !0xfff), imm.signum() * (m & 0xfff)];
        }
        vec![imm]
    }
}

impl TargetFrameLowering for AArch64FrameLowering {
    fn stack_alignment(&self) -> u64 {
        16
    }

    /// A frame record whenever the function calls (clang's `"frame-pointer"="non-leaf"`),
    /// allocates dynamically or takes its frame address.
    fn has_fp(&self, mf: &MachineFunction) -> bool {
        mf.frame_info.has_calls
            || self.needs_stack_realignment(mf)
            || mf.frame_info.has_var_sized_objects
            || mf.frame_info.frame_address_taken
            || mf.frame_info.frame_pointer_forced
    }

    /// A local aligned beyond 16 bytes: sp is rounded down after the frame record is set
    /// up, the function's own objects are reached from it, the incoming ones from x29.
    fn needs_stack_realignment(&self, mf: &MachineFunction) -> bool {
        mf.frame_info.max_align > self.stack_alignment()
    }

    fn extra_callee_saves(&self, mf: &MachineFunction) -> Vec<Register> {
        if self.has_fp(mf) {
            vec![FP, LR]
        } else {
            Vec::new()
        }
    }

    fn is_call_frame_pseudo(&self, opcode: u32) -> bool {
        opcode == crate::instr_info::pseudo::ADJCALLSTACKDOWN
            || opcode == crate::instr_info::pseudo::ADJCALLSTACKUP
    }

    fn paired_frame(&self) -> Option<&dyn PairedFrame> {
        Some(self)
    }

    fn emit_prologue(&self, mf: &mut MachineFunction, entry: MBBId) {
        let pos = paired_frame::emit_prologue(mf, entry, self);
        if self.needs_stack_realignment(mf) {
            // mov x16, sp; and sp, x16, #-align (the logical form reads register 31 as xzr).
            let align = mf.frame_info.max_align as i64;
            let a = mf.insert_instr(
                entry,
                pos,
                op::ADDXri as u32,
                &[
                    MO::reg_def(SCRATCH),
                    MO::reg_use(SP),
                    MO::Imm(0),
                    MO::Imm(0),
                ],
            );
            let b = mf.insert_instr(
                entry,
                pos + 1,
                op::ANDXri as u32,
                &[MO::reg_def(SP), MO::reg_use(SCRATCH), MO::Imm(-align)],
            );
            mf.instr_mut(a).flags = MIFlags(MIFlags::FRAME_SETUP);
            mf.instr_mut(b).flags = MIFlags(MIFlags::FRAME_SETUP);
        }
    }

    fn emit_epilogue(&self, mf: &mut MachineFunction, mbb: MBBId, pos: usize) {
        let moved = mf.frame_info.has_var_sized_objects || self.needs_stack_realignment(mf);
        paired_frame::emit_epilogue(mf, mbb, pos, self, moved);
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
        // After dynamic allocas sp has moved: locals and incoming arguments are reached
        // from x29. A realigned frame reaches only the incoming objects from x29.
        let realigned = self.needs_stack_realignment(mf);
        let (base, off) = match frame_record(mf) {
            Some((fp_off, _))
                if mf.frame_info.has_var_sized_objects
                    || (realigned && mf.frame_info.is_fixed(fi)) =>
            {
                (FP, mf.frame_info.object(fi).offset - fp_off)
            }
            _ => (SP, offset),
        };
        let imm = match mf.operands(mi).get(op_idx + 1) {
            Some(MO::Imm(v)) => *v,
            _ => return Err(CodegenError::new("frame index without an offset operand")),
        };
        let total = imm + off;
        let opcode = mf.instr(mi).opcode;
        let set = |mf: &mut MachineFunction, b: Register, v: i64| {
            let ops = mf.operands_mut(mi);
            ops[op_idx] = MO::reg_use(b);
            ops[op_idx + 1] = MO::Imm(v);
        };
        let mbb = mf.instr(mi).parent;
        let pos = || {
            mf.block(mbb)
                .insts
                .iter()
                .position(|&i| i == mi)
                .ok_or_else(|| CodegenError::new("instruction not in its block"))
        };
        if opcode == op::ADDXri as u32 {
            if (0..4096).contains(&total) {
                set(mf, base, total);
            } else if (-4095..0).contains(&total) {
                set(mf, base, -total);
                mf.instr_mut(mi).opcode = op::SUBXri as u32;
            } else {
                let p = pos()?;
                add_imm(mf, mbb, p, SCRATCH, base, total, 0);
                set(mf, SCRATCH, 0);
            }
            return Ok(());
        }
        if let Some((size, unscaled)) = unscaled_form(opcode) {
            if total % size == 0 && (0..4096 * size).contains(&total) {
                set(mf, base, total);
                return Ok(());
            }
            if (-256..256).contains(&total) {
                set(mf, base, total);
                mf.instr_mut(mi).opcode = unscaled as u32;
                return Ok(());
            }
        } else if is_unscaled(opcode) && (-256..256).contains(&total) {
            set(mf, base, total);
            return Ok(());
        } else if !is_unscaled(opcode) {
            return Err(CodegenError::new(format!(
                "in function {}: a frame index in an instruction (opcode {opcode}) whose \
                 offset form frame-index elimination does not know",
                mf.name
            )));
        }
        let p = pos()?;
        add_imm(mf, mbb, p, SCRATCH, base, total, 0);
        set(mf, SCRATCH, 0);
        Ok(())
    }
}
