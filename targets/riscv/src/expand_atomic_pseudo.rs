//! Post-RA expansion of the atomic pseudos into LR/SC loops (LLVM's
//! `RISCVExpandAtomicPseudoInsts`). Running after register allocation and frame lowering
//! means no spill, reload or copy can land between a load-reserved and its
//! store-conditional, which would break the reservation (the A extension guarantees forward
//! progress only for short constrained loops).
//!
//! In: a machine function with physical registers holding pseudos of
//! [`crate::instr_info::atomic_pseudo`]. Out: each pseudo replaced by new blocks placed
//! after its own: the instructions that followed it move to a `done` block, which takes over
//! the block's successors; the loop blocks fall through in layout order. The scratch
//! registers are the pseudo's early-clobber definitions, so they differ from every input.

use crate::instr_info::atomic_pseudo as ap;
use crate::mc::tables::opcodes as op;
use kiln_codegen::machine::{MBBId, MachineFunction, MachineOperand as MO};
use kiln_codegen::CodegenError;
use kiln_mc::register_info::Register;

use ordering_imm as oi;

/// The ordering immediate of the atomic pseudos (LLVM's `AtomicOrdering` numbers).
pub mod ordering_imm {
    /// `monotonic`.
    pub const MONOTONIC: i64 = 2;
    /// `acquire`.
    pub const ACQUIRE: i64 = 4;
    /// `release`.
    pub const RELEASE: i64 = 5;
    /// `acq_rel`.
    pub const ACQ_REL: i64 = 6;
    /// `seq_cst`.
    pub const SEQ_CST: i64 = 7;
}

/// The operation immediate of the masked read-modify-write pseudos.
pub mod rmw_imm {
    /// `xchg`.
    pub const XCHG: i64 = 0;
    /// `add`.
    pub const ADD: i64 = 1;
    /// `sub`.
    pub const SUB: i64 = 2;
    /// `nand`.
    pub const NAND: i64 = 3;
    /// `max` (signed).
    pub const MAX: i64 = 4;
    /// `min` (signed).
    pub const MIN: i64 = 5;
    /// `umax`.
    pub const UMAX: i64 = 6;
    /// `umin`.
    pub const UMIN: i64 = 7;
}

/// Expands every atomic pseudo of `mf` (one pass over the layout, rebuilt once).
pub fn expand_atomic_pseudos(mf: &mut MachineFunction) -> Result<(), CodegenError> {
    let old = std::mem::take(&mut mf.layout);
    let mut layout = Vec::with_capacity(old.len());
    for b in old {
        let mut cur = b;
        loop {
            layout.push(cur);
            let found = mf
                .block(cur)
                .insts
                .iter()
                .position(|&i| (ap::FIRST..ap::END).contains(&mf.instr(i).opcode));
            let Some(pos) = found else { break };
            // The loop blocks, then `done`, which may hold further pseudos.
            let blocks = expand(mf, cur, pos)?;
            let (&done, loops) = blocks
                .split_last()
                .expect("invariant: an expansion makes a done block");
            layout.extend_from_slice(loops);
            cur = done;
        }
    }
    mf.layout = layout;
    Ok(())
}

/// The LR and SC opcodes for an ordering (LLVM's `getLRForRMW` / `getSCForRMW`): acquire
/// on the LR, release on the SC, `lr.aqrl` for seq_cst.
fn lr_sc(width: i64, ordering: i64) -> (u16, u16) {
    let w = width == 32;
    let lr = match ordering {
        oi::ACQUIRE | oi::ACQ_REL => {
            if w {
                op::LR_W_AQ
            } else {
                op::LR_D_AQ
            }
        }
        oi::SEQ_CST => {
            if w {
                op::LR_W_AQ_RL
            } else {
                op::LR_D_AQ_RL
            }
        }
        _ => {
            if w {
                op::LR_W
            } else {
                op::LR_D
            }
        }
    };
    let sc = match ordering {
        oi::RELEASE | oi::ACQ_REL | oi::SEQ_CST => {
            if w {
                op::SC_W_RL
            } else {
                op::SC_D_RL
            }
        }
        _ => {
            if w {
                op::SC_W
            } else {
                op::SC_D
            }
        }
    };
    (lr, sc)
}

fn reg(o: &MO) -> Result<Register, CodegenError> {
    match o.get_reg() {
        Some(r) if r.is_physical() => Ok(r),
        _ => Err(CodegenError::new(
            "atomic pseudo without physical registers after register allocation",
        )),
    }
}

fn imm(o: &MO) -> Result<i64, CodegenError> {
    match *o {
        MO::Imm(v) => Ok(v),
        _ => Err(CodegenError::new("atomic pseudo without its immediates")),
    }
}

/// Emits `opc rd, rs1, rs2` (or any register/immediate operand list) at the end of `b`.
fn emit(mf: &mut MachineFunction, b: MBBId, opc: u16, ops: &[MO]) {
    mf.push_instr(b, opc as u32, ops);
}

fn d(r: Register) -> MO {
    MO::reg_def(r)
}

fn u(r: Register) -> MO {
    MO::reg_use(r)
}

/// `new = old ^ ((old ^ new) & mask)` into `dst` (LLVM's `insertMaskedMerge`).
fn masked_merge(
    mf: &mut MachineFunction,
    b: MBBId,
    dst: Register,
    old: Register,
    new: Register,
    mask: Register,
) {
    emit(mf, b, op::XOR, &[d(dst), u(old), u(new)]);
    emit(mf, b, op::AND, &[d(dst), u(dst), u(mask)]);
    emit(mf, b, op::XOR, &[d(dst), u(old), u(dst)]);
}

/// Replaces the pseudo at `pos` of block `b` by its loop: the new blocks in layout order,
/// `done` last.
fn expand(mf: &mut MachineFunction, b: MBBId, pos: usize) -> Result<Vec<MBBId>, CodegenError> {
    let mi = mf.block(b).insts[pos];
    let opcode = mf.instr(mi).opcode;
    let ops: Vec<MO> = mf.operands(mi).to_vec();
    // The instructions after the pseudo move to `done`, which takes over the successors.
    let tail: Vec<_> = mf.block_mut(b).insts.split_off(pos);
    let done = new_block(mf, "atomic.done");
    for &i in &tail[1..] {
        mf.instr_mut(i).parent = done;
        mf.block_mut(done).insts.push(i);
    }
    let succs = mf.block(b).succs.clone();
    for s in succs {
        mf.remove_successor(b, s);
        mf.add_successor(done, s);
    }
    let x0 = crate::instr_info::x(0);
    let mut blocks = Vec::with_capacity(4);
    match opcode {
        ap::CMPXCHG | ap::MASKED_CMPXCHG => {
            let (dest, scratch, addr, cmp, new) = (
                reg(&ops[0])?,
                reg(&ops[1])?,
                reg(&ops[2])?,
                reg(&ops[3])?,
                reg(&ops[4])?,
            );
            let masked = opcode == ap::MASKED_CMPXCHG;
            let width = if masked { 32 } else { imm(&ops[5])? };
            let (lr, sc) = lr_sc(width, imm(&ops[6])?);
            let head = new_block(mf, "atomic.loophead");
            let tailb = new_block(mf, "atomic.looptail");
            emit(mf, head, lr, &[d(dest), u(addr)]);
            if masked {
                let mask = reg(&ops[5])?;
                emit(mf, head, op::AND, &[d(scratch), u(dest), u(mask)]);
                emit(mf, head, op::BNE, &[u(scratch), u(cmp), MO::MBB(done)]);
                masked_merge(mf, tailb, scratch, dest, new, mask);
                emit(mf, tailb, sc, &[d(scratch), u(scratch), u(addr)]);
            } else {
                emit(mf, head, op::BNE, &[u(dest), u(cmp), MO::MBB(done)]);
                emit(mf, tailb, sc, &[d(scratch), u(new), u(addr)]);
            }
            emit(mf, tailb, op::BNE, &[u(scratch), u(x0), MO::MBB(head)]);
            mf.add_successor(b, head);
            mf.add_successor(head, tailb);
            mf.add_successor(head, done);
            mf.add_successor(tailb, head);
            mf.add_successor(tailb, done);
            blocks.extend([head, tailb]);
        }
        ap::ATOMIC_NAND | ap::MASKED_RMW => {
            let (dest, scratch, addr, incr) =
                (reg(&ops[0])?, reg(&ops[1])?, reg(&ops[2])?, reg(&ops[3])?);
            let masked = opcode == ap::MASKED_RMW;
            let (width, kind) = if masked {
                (32, imm(&ops[5])?)
            } else {
                (imm(&ops[4])?, rmw_imm::NAND)
            };
            let (lr, sc) = lr_sc(width, imm(&ops[if masked { 6 } else { 5 }])?);
            let lp = new_block(mf, "atomic.loop");
            emit(mf, lp, lr, &[d(dest), u(addr)]);
            match kind {
                rmw_imm::XCHG => emit(mf, lp, op::ADDI, &[d(scratch), u(incr), MO::Imm(0)]),
                rmw_imm::ADD => emit(mf, lp, op::ADD, &[d(scratch), u(dest), u(incr)]),
                rmw_imm::SUB => emit(mf, lp, op::SUB, &[d(scratch), u(dest), u(incr)]),
                _ => {
                    emit(mf, lp, op::AND, &[d(scratch), u(dest), u(incr)]);
                    emit(mf, lp, op::XORI, &[d(scratch), u(scratch), MO::Imm(-1)]);
                }
            }
            if masked {
                let mask = reg(&ops[4])?;
                masked_merge(mf, lp, scratch, dest, scratch, mask);
            }
            emit(mf, lp, sc, &[d(scratch), u(scratch), u(addr)]);
            emit(mf, lp, op::BNE, &[u(scratch), u(x0), MO::MBB(lp)]);
            mf.add_successor(b, lp);
            mf.add_successor(lp, lp);
            mf.add_successor(lp, done);
            blocks.push(lp);
        }
        ap::MASKED_MINMAX => {
            let (dest, s1, s2, addr, incr, mask, sext) = (
                reg(&ops[0])?,
                reg(&ops[1])?,
                reg(&ops[2])?,
                reg(&ops[3])?,
                reg(&ops[4])?,
                reg(&ops[5])?,
                reg(&ops[6])?,
            );
            let kind = imm(&ops[7])?;
            let (lr, sc) = lr_sc(32, imm(&ops[8])?);
            let head = new_block(mf, "atomic.loophead");
            let body = new_block(mf, "atomic.loopifbody");
            let tailb = new_block(mf, "atomic.looptail");
            emit(mf, head, lr, &[d(dest), u(addr)]);
            emit(mf, head, op::AND, &[d(s2), u(dest), u(mask)]);
            emit(mf, head, op::ADDI, &[d(s1), u(dest), MO::Imm(0)]);
            if matches!(kind, rmw_imm::MAX | rmw_imm::MIN) {
                emit(mf, head, op::SLL, &[d(s2), u(s2), u(sext)]);
                emit(mf, head, op::SRA, &[d(s2), u(s2), u(sext)]);
            }
            // Keep the old value (skip to the SC) when it already is the max/min.
            let (bop, a, c) = match kind {
                rmw_imm::MAX => (op::BGE, s2, incr),
                rmw_imm::MIN => (op::BGE, incr, s2),
                rmw_imm::UMAX => (op::BGEU, s2, incr),
                _ => (op::BGEU, incr, s2),
            };
            emit(mf, head, bop, &[u(a), u(c), MO::MBB(tailb)]);
            masked_merge(mf, body, s1, dest, incr, mask);
            emit(mf, tailb, sc, &[d(s1), u(s1), u(addr)]);
            emit(mf, tailb, op::BNE, &[u(s1), u(x0), MO::MBB(head)]);
            mf.add_successor(b, head);
            mf.add_successor(head, body);
            mf.add_successor(head, tailb);
            mf.add_successor(body, tailb);
            mf.add_successor(tailb, head);
            mf.add_successor(tailb, done);
            blocks.extend([head, body, tailb]);
        }
        _ => return Err(CodegenError::new("unknown atomic pseudo")),
    }
    blocks.push(done);
    Ok(blocks)
}

fn new_block(mf: &mut MachineFunction, name: &str) -> MBBId {
    mf.add_block(name)
}
