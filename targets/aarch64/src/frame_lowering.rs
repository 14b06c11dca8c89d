//! AArch64 frame lowering (LLVM's `AArch64FrameLowering` and `AArch64RegisterInfo::
//! eliminateFrameIndex`): the prologue and epilogue around the frame PEI laid out, with CFI
//! records, the frame record (x29, x30) stored with one `stp` and x29 pointing at it whenever
//! the function calls, allocates dynamically or takes its frame address, and frame indices
//! turned into `sp`/`x29` plus an offset in the form the instruction can encode.
//!
//! In: a machine function after register allocation and frame layout (PEI has placed every
//! object at an offset from the CFA, the callee-saved slots nearest it, and inserted the
//! callee-saved spills/reloads; x29 and x30 are in the two slots right below the vararg area
//! or CFA). Out: `sp` adjusted by the frame size (any size: `sub sp, sp, #hi, lsl #12` and
//! `#lo`, or x16 built with `movz`/`movk`), the frame record saved with `stp` and x29 set,
//! `.cfi_def_cfa_offset`/`.cfi_def_cfa`/`.cfi_offset` records, the epilogue's mirror image
//! (`ldp`, `add sp`; sp first recomputed from x29 after dynamic allocas), and every frame-index
//! operand a base register plus an offset: the scaled form when the offset fits, the
//! unscaled (`ldur`/`stur`) one for a signed 9-bit offset, else the address built in x16.

use crate::instr_info::{is_unscaled, unscaled_form};
use crate::isel_dag_to_dag::{mov_imm_sequence, MovOp};
use crate::mc::tables::opcodes as op;
use crate::register_info::STACK_POINTER as SP;
use crate::register_info::{regs, FRAME_POINTER as FP, LINK_REGISTER as LR, SCRATCH};
use kiln_codegen::machine::MachineOperand as MO;
use kiln_codegen::machine::{CFIInstruction, MBBId, MIFlags, MIId, MachineFunction};
use kiln_codegen::pei::{insert_cfi, TargetFrameLowering};
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

fn cfi(mf: &mut MachineFunction, mbb: MBBId, pos: usize, c: CFIInstruction, flag: u16) {
    insert_cfi(mf, mbb, pos, c, flag);
}

fn is_csr_slot(mf: &MachineFunction, fi: i32) -> bool {
    mf.frame_info
        .callee_saved
        .iter()
        .any(|c| c.frame_index == fi)
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

/// Removes the saves (or restores) of x29 and x30 PEI put in `mbb`: the frame lowering
/// writes them as one `stp` (`ldp`). Returns how many were removed before `pos`.
fn remove_frame_record_spills(mf: &mut MachineFunction, mbb: MBBId, pos: usize) -> usize {
    let insts = mf.block(mbb).insts.clone();
    let mut before = 0;
    let mut kept = Vec::with_capacity(insts.len());
    for (k, &i) in insts.iter().enumerate() {
        let opc = mf.instr(i).opcode;
        let ops = mf.operands(i);
        let spill = (opc == op::STRXui as u32 || opc == op::LDRXui as u32)
            && matches!(ops.first(), Some(MO::Reg { reg, .. }) if *reg == FP || *reg == LR)
            && matches!(ops.get(1), Some(MO::FrameIndex(fi)) if is_csr_slot(mf, *fi));
        if spill {
            if k < pos {
                before += 1;
            }
            continue;
        }
        kept.push(i);
    }
    mf.block_mut(mbb).insts = kept;
    before
}

/// Inserts `stp`/`ldp x29, x30, [sp, #off]` at `pos` (through x16 when `off` is out of the
/// pair's range); returns the number of instructions inserted.
fn pair(
    mf: &mut MachineFunction,
    mbb: MBBId,
    pos: usize,
    off: i64,
    load: bool,
    flag: u16,
) -> usize {
    let (mut base, mut n, mut o) = (SP, 0, off);
    if !(0..=504).contains(&off) {
        n = add_imm(mf, mbb, pos, SCRATCH, SP, off, flag);
        base = SCRATCH;
        o = 0;
    }
    let ops = if load {
        vec![
            MO::reg_def(FP),
            MO::reg_def(LR),
            MO::reg_use(base),
            MO::Imm(o),
        ]
    } else {
        vec![
            MO::reg_use(FP),
            MO::reg_use(LR),
            MO::reg_use(base),
            MO::Imm(o),
        ]
    };
    let opc = if load { op::LDPXi } else { op::STPXi };
    let i = mf.insert_instr(mbb, pos + n, opc as u32, &ops);
    mf.instr_mut(i).flags = MIFlags(flag);
    n + 1
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

    fn emit_prologue(&self, mf: &mut MachineFunction, entry: MBBId) {
        const S: u16 = MIFlags::FRAME_SETUP;
        let s = mf.frame_info.stack_size as i64;
        if s == 0 {
            return;
        }
        let record = frame_record(mf);
        if let Some((fp_off, lr_off)) = record {
            // x29 below x30: the record reads (caller's x29, return address) upwards.
            for c in mf.frame_info.callee_saved.clone() {
                if c.reg == FP {
                    mf.frame_info.object_mut(c.frame_index).offset = fp_off;
                } else if c.reg == LR {
                    mf.frame_info.object_mut(c.frame_index).offset = lr_off;
                }
            }
            let n = mf.frame_info.callee_saved.len();
            remove_frame_record_spills(mf, entry, n);
        }
        // A frame that is only the record (seed 004's first shape, as GCC and LLVM build
        // it): one `stp x29, x30, [sp, #-s]!` allocates and saves.
        let record_only = record.is_some_and(|(fp_off, _)| s + fp_off == 0) && s <= 512;
        let mut pos = if record_only {
            let i = mf.insert_instr(
                entry,
                0,
                op::STPXpre as u32,
                &[
                    MO::reg_def(SP),
                    MO::reg_use(FP),
                    MO::reg_use(LR),
                    MO::reg_use(SP),
                    MO::Imm(-s),
                ],
            );
            mf.instr_mut(i).flags = MIFlags(S);
            1
        } else {
            add_imm(mf, entry, 0, SP, SP, -s, S)
        };
        cfi(mf, entry, pos, CFIInstruction::DefCfaOffset(s), S);
        pos += 1;
        // The other callee-saved stores PEI put at the top of the block follow.
        let others: Vec<_> = mf
            .frame_info
            .callee_saved
            .iter()
            .filter(|c| c.reg != FP && c.reg != LR)
            .copied()
            .collect();
        pos += others.len();
        if let Some((fp_off, lr_off)) = record {
            let r = s + fp_off;
            if !record_only {
                pos += pair(mf, entry, pos, r, false, S);
            }
            pos += add_imm(mf, entry, pos, FP, SP, r, S);
            cfi(mf, entry, pos, CFIInstruction::DefCfa(FP, -fp_off), S);
            cfi(mf, entry, pos + 1, CFIInstruction::Offset(LR, lr_off), S);
            cfi(mf, entry, pos + 2, CFIInstruction::Offset(FP, fp_off), S);
            pos += 3;
        }
        for c in &others {
            let off = mf.frame_info.object(c.frame_index).offset;
            cfi(mf, entry, pos, CFIInstruction::Offset(c.reg, off), S);
            pos += 1;
        }
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
            mf.instr_mut(a).flags = MIFlags(S);
            mf.instr_mut(b).flags = MIFlags(S);
        }
    }

    fn emit_epilogue(&self, mf: &mut MachineFunction, mbb: MBBId, pos: usize) {
        const D: u16 = MIFlags::FRAME_DESTROY;
        let s = mf.frame_info.stack_size as i64;
        if s == 0 {
            return;
        }
        let record = frame_record(mf);
        let mut pos = pos;
        if record.is_some() {
            pos -= remove_frame_record_spills(mf, mbb, pos);
        }
        if let Some((fp_off, _)) = record {
            let r = s + fp_off;
            if mf.frame_info.has_var_sized_objects || self.needs_stack_realignment(mf) {
                // sp moved: recompute it from x29 before the callee-saved reloads, which
                // address their slots from sp.
                let mut p = pos;
                while p > 0 {
                    let i = mf.block(mbb).insts[p - 1];
                    let reload = matches!(mf.operands(i).get(1), Some(MO::FrameIndex(fi)) if is_csr_slot(mf, *fi));
                    if !reload {
                        break;
                    }
                    p -= 1;
                }
                let n = add_imm(mf, mbb, p, SP, FP, -r, D);
                pos += n;
            }
            cfi(mf, mbb, pos, CFIInstruction::DefCfa(SP, s), D);
            pos += 1;
            if r == 0 && s <= 504 {
                // The mirror of the prologue's `stp` with writeback: `ldp x29, x30, [sp], #s`.
                let i = mf.insert_instr(
                    mbb,
                    pos,
                    op::LDPXpost as u32,
                    &[
                        MO::reg_def(SP),
                        MO::reg_def(FP),
                        MO::reg_def(LR),
                        MO::reg_use(SP),
                        MO::Imm(s),
                    ],
                );
                mf.instr_mut(i).flags = MIFlags(D);
                pos += 1;
                cfi(mf, mbb, pos, CFIInstruction::DefCfaOffset(0), D);
                pos += 1;
                for c in mf.frame_info.callee_saved.clone().iter().rev() {
                    cfi(mf, mbb, pos, CFIInstruction::Restore(c.reg), D);
                    pos += 1;
                }
                return;
            }
            pos += pair(mf, mbb, pos, r, true, D);
        }
        pos += add_imm(mf, mbb, pos, SP, SP, s, D);
        cfi(mf, mbb, pos, CFIInstruction::DefCfaOffset(0), D);
        pos += 1;
        let csi = mf.frame_info.callee_saved.clone();
        for c in csi.iter().rev() {
            cfi(mf, mbb, pos, CFIInstruction::Restore(c.reg), D);
            pos += 1;
        }
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
        // from x29 (the callee-saved slots from sp, which the epilogue restores first).
        // A realigned frame reaches only the incoming objects from x29.
        let realigned = self.needs_stack_realignment(mf);
        let (base, off) = match frame_record(mf) {
            Some((fp_off, _))
                if (mf.frame_info.has_var_sized_objects && !is_csr_slot(mf, fi))
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
