//! x86-64 frame lowering (LLVM's `X86FrameLowering` and `X86RegisterInfo::
//! eliminateFrameIndex`): every function keeps rbp as its frame pointer, so the frame is
//! `push rbp; mov rsp, rbp; sub N, rsp` with CFI records (then `and -A, rsp` when a local
//! is aligned to A > 16 bytes), and the epilogue `leave`.
//!
//! In: a machine function after register allocation and frame layout (PEI has placed every
//! object at an offset from the CFA below the 16-byte frame record that the return address
//! and the saved rbp take, and inserted the callee-saved spills and reloads). Out: the
//! prologue and epilogues, and every frame-index operand (the base of a five-part memory
//! reference) rbp plus a displacement (rsp plus one for a realigned frame's own objects). The frame size is a multiple of 16, so rsp is
//! 16-byte aligned at every call.

use crate::instr_info::pseudo;
use crate::isel_lowering::FRAME_RECORD_BYTES;
use crate::mc::tables::opcodes as op;
use crate::register_info::{FRAME_POINTER as RBP, STACK_POINTER as RSP};
use kiln_codegen::machine::MachineOperand as MO;
use kiln_codegen::machine::{CFIInstruction, MBBId, MIFlags, MIId, MachineFunction};
use kiln_codegen::pei::{insert_cfi, TargetFrameLowering};
use kiln_codegen::CodegenError;

/// The x86-64 frame lowering.
#[derive(Debug, Default)]
pub struct X86FrameLowering;

impl TargetFrameLowering for X86FrameLowering {
    fn stack_alignment(&self) -> u64 {
        16
    }

    fn has_fp(&self, _mf: &MachineFunction) -> bool {
        true
    }

    /// A local aligned beyond 16 bytes: the prologue rounds rsp down after reserving the
    /// frame, the function's own objects are reached from rsp, the incoming ones from rbp
    /// (a dynamic alloca as well would need a base pointer: PEI refuses that combination
    /// with a located error).
    fn needs_stack_realignment(&self, mf: &MachineFunction) -> bool {
        mf.frame_info.max_align > self.stack_alignment()
    }

    fn is_call_frame_pseudo(&self, opcode: u32) -> bool {
        opcode == pseudo::ADJCALLSTACKDOWN || opcode == pseudo::ADJCALLSTACKUP
    }

    fn emit_prologue(&self, mf: &mut MachineFunction, entry: MBBId) {
        const S: u16 = MIFlags::FRAME_SETUP;
        let i = mf.insert_instr(entry, 0, op::PUSH64r as u32, &[MO::reg_use(RBP)]);
        mf.instr_mut(i).flags = MIFlags(S);
        insert_cfi(mf, entry, 1, CFIInstruction::DefCfaOffset(16), S);
        insert_cfi(mf, entry, 2, CFIInstruction::Offset(RBP, -16), S);
        let i = mf.insert_instr(
            entry,
            3,
            op::MOV64rr as u32,
            &[MO::reg_def(RBP), MO::reg_use(RSP)],
        );
        mf.instr_mut(i).flags = MIFlags(S);
        insert_cfi(mf, entry, 4, CFIInstruction::DefCfaRegister(RBP), S);
        let mut at = 5;
        let below = mf.frame_info.stack_size as i64 - FRAME_RECORD_BYTES;
        if below > 0 {
            let i = mf.insert_instr(
                entry,
                at,
                sub_opcode(below) as u32,
                &[MO::reg_def(RSP), MO::reg_use(RSP), MO::Imm(below)],
            );
            mf.instr_mut(i).flags = MIFlags(S);
            at += 1;
        }
        if self.needs_stack_realignment(mf) {
            // andq $-align, %rsp: the frame's objects are at their offsets from rsp, which
            // PEI made multiples of their alignments (the frame size is one of max_align).
            let a = -(mf.frame_info.max_align as i64);
            let opc = if (-128..128).contains(&a) {
                op::AND64ri8
            } else {
                op::AND64ri32
            };
            let i = mf.insert_instr(
                entry,
                at,
                opc as u32,
                &[MO::reg_def(RSP), MO::reg_use(RSP), MO::Imm(a)],
            );
            mf.instr_mut(i).flags = MIFlags(S);
            at += 1;
        }
        // The callee-saved stores PEI put at the top of the block follow.
        let csi = mf.frame_info.callee_saved.clone();
        at += csi.len();
        for c in &csi {
            let off = mf.frame_info.object(c.frame_index).offset;
            insert_cfi(mf, entry, at, CFIInstruction::Offset(c.reg, off), S);
            at += 1;
        }
    }

    fn emit_epilogue(&self, mf: &mut MachineFunction, mbb: MBBId, pos: usize) {
        const D: u16 = MIFlags::FRAME_DESTROY;
        // leave: rsp = rbp; pop rbp.
        let i = mf.insert_instr(mbb, pos, op::LEAVE64 as u32, &[]);
        mf.instr_mut(i).flags = MIFlags(D);
        insert_cfi(mf, mbb, pos + 1, CFIInstruction::DefCfa(RSP, 8), D);
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
        // rbp is the CFA minus the frame record; a realigned frame's own objects are at
        // `offset` from the realigned rsp.
        let (base, off) = if self.needs_stack_realignment(mf) && !mf.frame_info.is_fixed(fi) {
            (RSP, offset)
        } else {
            (RBP, mf.frame_info.object(fi).offset + FRAME_RECORD_BYTES)
        };
        let disp = match mf.operands(mi).get(op_idx + 3) {
            Some(MO::Imm(v)) => *v,
            _ => {
                return Err(CodegenError::new(
                    "frame index not the base of a memory reference",
                ))
            }
        };
        let total = disp + off;
        if i32::try_from(total).is_err() {
            return Err(CodegenError::new(format!(
                "in {}: a frame larger than 2 GiB",
                mf.name
            )));
        }
        let ops = mf.operands_mut(mi);
        ops[op_idx] = MO::reg_use(base);
        ops[op_idx + 3] = MO::Imm(total);
        Ok(())
    }
}

/// `subq $n, %rsp` in its short form when `n` fits 8 bits.
fn sub_opcode(n: i64) -> u16 {
    if (-128..128).contains(&n) {
        op::SUB64ri8
    } else {
        op::SUB64ri32
    }
}
