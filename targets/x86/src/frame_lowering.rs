//! x86-64 frame lowering (LLVM's `X86FrameLowering` and `X86RegisterInfo::
//! eliminateFrameIndex`). A function that needs a frame pointer (a dynamic alloca, a local
//! aligned beyond 16 bytes, `llvm.frameaddress`, or `"frame-pointer"="all"`/`"non-leaf"`)
//! keeps rbp: `push rbp; mov rsp, rbp; sub N, rsp` with CFI records (then `and -A, rsp`
//! when a local is aligned to A > 16 bytes), and the epilogue `leave`; its objects are
//! reached from rbp. Any other function has no frame pointer (as LLVM at -O2 with
//! `"frame-pointer"="none"`): `sub N-8, rsp` ... `add N-8, rsp` (nothing at all for a
//! function without calls or stack objects), its objects reached from rsp.
//!
//! In: a machine function after register allocation and frame layout (PEI has placed every
//! object at an offset from the CFA below the 16-byte frame record that the return address
//! and the saved rbp take, and inserted the callee-saved spills and reloads). Out: the
//! prologue and epilogues, and every frame-index operand (the base of a five-part memory
//! reference) rbp or rsp plus a displacement (rsp plus one for a realigned frame's own
//! objects). The frame size is a multiple of 16, so rsp is 16-byte aligned at every call.

use crate::instr_info::pseudo;
use crate::isel_lowering::FRAME_RECORD_BYTES;
use crate::mc::tables::opcodes as op;
use crate::register_info::{FRAME_POINTER as RBP, STACK_POINTER as RSP};
use kiln_codegen::machine::MachineOperand as MO;
use kiln_codegen::machine::{CFIInstruction, MBBId, MIFlags, MIId, MachineFunction};
use kiln_codegen::pei::{callee_saved_cfa_offsets, insert_cfi, TargetFrameLowering};
use kiln_codegen::CodegenError;

/// The x86-64 frame lowering.
#[derive(Debug, Default)]
pub struct X86FrameLowering;

impl TargetFrameLowering for X86FrameLowering {
    fn stack_alignment(&self) -> u64 {
        16
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
        if !self.has_fp(mf) {
            let adj = sp_adjust(mf);
            let mut at = 0;
            if adj > 0 {
                adjust_rsp(mf, entry, 0, SUB, adj, S);
                insert_cfi(mf, entry, 1, CFIInstruction::DefCfaOffset(adj + 8), S);
                at = 2;
            }
            callee_saved_cfi(mf, entry, at);
            return;
        }
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
            adjust_rsp(mf, entry, at, SUB, below, S);
            at += 1;
        }
        if self.needs_stack_realignment(mf) {
            // andq $-align, %rsp: the frame's objects are at their offsets from rsp, which
            // PEI made multiples of their alignments (the frame size is one of max_align).
            let a = -(mf.frame_info.max_align as i64);
            adjust_rsp(mf, entry, at, AND, a, S);
            at += 1;
        }
        callee_saved_cfi(mf, entry, at);
    }

    fn emit_epilogue(&self, mf: &mut MachineFunction, mbb: MBBId, pos: usize) {
        const D: u16 = MIFlags::FRAME_DESTROY;
        if !self.has_fp(mf) {
            let adj = sp_adjust(mf);
            if adj > 0 {
                adjust_rsp(mf, mbb, pos, ADD, adj, D);
                insert_cfi(mf, mbb, pos + 1, CFIInstruction::DefCfaOffset(8), D);
            }
            return;
        }
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
        let (base, off) = if !self.has_fp(mf) {
            // rsp is the CFA minus the return address and the prologue's adjustment.
            (RSP, mf.frame_info.object(fi).offset + 8 + sp_adjust(mf))
        } else if self.needs_stack_realignment(mf) && !mf.frame_info.is_fixed(fi) {
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

/// Inserts a `.cfi_offset` for each callee-saved register after the stores PEI put at the
/// top of `entry`, which follow the prologue's first `at` instructions.
fn callee_saved_cfi(mf: &mut MachineFunction, entry: MBBId, at: usize) {
    let saved = callee_saved_cfa_offsets(mf);
    let first = at + saved.len();
    for (k, (reg, off)) in saved.into_iter().enumerate() {
        let cfi = CFIInstruction::Offset(reg, off);
        insert_cfi(mf, entry, first + k, cfi, MIFlags::FRAME_SETUP);
    }
}

/// What a prologue without a frame pointer subtracts from rsp (then rsp is the CFA minus 8
/// minus this): the frame less the return address, which keeps rsp 16-byte aligned at
/// calls; nothing for a function with no stack objects (the frame is just the 16-byte
/// record) that calls nothing.
fn sp_adjust(mf: &MachineFunction) -> i64 {
    let stack = mf.frame_info.stack_size as i64;
    if stack <= FRAME_RECORD_BYTES && !mf.frame_info.has_calls && !calls_anything(mf) {
        0
    } else {
        stack - 8
    }
}

/// Whether any instruction of `mf` is a call (libcalls and `__tls_get_addr` included,
/// which the IR does not show).
fn calls_anything(mf: &MachineFunction) -> bool {
    let tii = crate::instr_info::X86InstrInfo::new();
    mf.all_instrs().any(|(_, i)| {
        kiln_codegen::target::desc_of(&tii, mf.instr(i).opcode)
            .has(kiln_codegen::target::instr_flags::CALL)
    })
}

/// `subq`, `addq` and `andq` of an immediate to rsp: the sign-extended 8-bit form and the
/// 32-bit one.
const SUB: (u16, u16) = (op::SUB64ri8, op::SUB64ri32);
const ADD: (u16, u16) = (op::ADD64ri8, op::ADD64ri32);
const AND: (u16, u16) = (op::AND64ri8, op::AND64ri32);

/// Inserts `op $n, %rsp` at `pos` in `mbb` (`op` one of [`SUB`], [`ADD`], [`AND`]: its short
/// form when `n` fits 8 bits), marked with the frame `flags`.
fn adjust_rsp(
    mf: &mut MachineFunction,
    mbb: MBBId,
    pos: usize,
    forms: (u16, u16),
    n: i64,
    flags: u16,
) {
    let opc = if (-128..128).contains(&n) {
        forms.0
    } else {
        forms.1
    };
    let i = mf.insert_instr(
        mbb,
        pos,
        opc as u32,
        &[MO::reg_def(RSP), MO::reg_use(RSP), MO::Imm(n)],
    );
    mf.instr_mut(i).flags = MIFlags(flags);
}
