//! The exclusive-access loops of the atomic pseudos (LLVM's `AArch64ExpandPseudo` for
//! `CMP_SWAP_*` and the LL/SC loops `AtomicExpandPass` writes), written out after register
//! allocation so that no spill or reload can land between the load-exclusive and the
//! store-exclusive.
//!
//! In: a machine function whose [`crate::instr_info::atomic_pseudo`] instructions have
//! physical registers. Out: the loops, in new blocks between the pseudo's block and a `done`
//! block holding the rest: `ldaxr` (or `ldxr` without acquire), the operation, `stlxr` (or
//! `stxr` without release), `cbnz` back; a compare-exchange leaves early through `b.ne`.

use crate::instr_info::{atomic_pseudo as ap, cond};
use crate::mc::tables::opcodes as op;
use crate::register_info::{regs, x_of};
use kiln_codegen::machine::{MBBId, MachineFunction, MachineOperand as MO};
use kiln_codegen::CodegenError;
use kiln_mc::register_info::Register;

/// The operation immediate of `ATOMIC_RMW`.
pub mod rmw_imm {
    /// `xchg`.
    pub const XCHG: i64 = 0;
    /// `add`.
    pub const ADD: i64 = 1;
    /// `sub`.
    pub const SUB: i64 = 2;
    /// `and`.
    pub const AND: i64 = 3;
    /// `or`.
    pub const OR: i64 = 4;
    /// `xor`.
    pub const XOR: i64 = 5;
    /// `nand`.
    pub const NAND: i64 = 6;
    /// `max` (signed).
    pub const MAX: i64 = 7;
    /// `min` (signed).
    pub const MIN: i64 = 8;
    /// `umax`.
    pub const UMAX: i64 = 9;
    /// `umin`.
    pub const UMIN: i64 = 10;
}

/// The W view of X register `r`.
fn w(r: Register) -> Register {
    let r = x_of(r);
    let n = if r == regs::FP {
        29
    } else if r == regs::LR {
        30
    } else {
        r.0 - regs::X0.0
    };
    Register(regs::W0.0 + n)
}

/// The exclusive load and store of `bits` for LLVM's `ordering` number (acquire on the load
/// from acquire up, release on the store from release up).
fn excl(bits: i64, ordering: i64) -> (u16, u16) {
    let acq = matches!(ordering, 4 | 6 | 7);
    let rel = matches!(ordering, 5..=7);
    let (l, la, s, sl) = match bits {
        8 => (op::LDXRB, op::LDAXRB, op::STXRB, op::STLXRB),
        16 => (op::LDXRH, op::LDAXRH, op::STXRH, op::STLXRH),
        32 => (op::LDXRW, op::LDAXRW, op::STXRW, op::STLXRW),
        _ => (op::LDXRX, op::LDAXRX, op::STXRX, op::STLXRX),
    };
    (if acq { la } else { l }, if rel { sl } else { s })
}

fn reg(o: &MO) -> Result<Register, CodegenError> {
    match o.get_reg() {
        Some(r) if r.is_physical() => Ok(x_of(r)),
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

fn emit(mf: &mut MachineFunction, b: MBBId, opc: u16, ops: &[MO]) {
    mf.push_instr(b, opc as u32, ops);
}

fn d(r: Register) -> MO {
    MO::reg_def(r)
}

fn u(r: Register) -> MO {
    MO::reg_use(r)
}

/// The register an access of `bits` names for X register `r` (its W view below 64 bits).
fn sized(r: Register, bits: i64) -> Register {
    if bits == 64 {
        r
    } else {
        w(r)
    }
}

/// Expands every atomic pseudo of `mf`: `ldar`/`stlr` in place, then the loops (one pass
/// over the layout, rebuilt once).
pub fn expand_atomic_pseudos(mf: &mut MachineFunction) -> Result<(), CodegenError> {
    for k in 0..mf.layout.len() {
        let b = mf.layout[k];
        for p in 0..mf.block(b).insts.len() {
            let i = mf.block(b).insts[p];
            let opc = mf.instr(i).opcode;
            if opc != ap::LOAD_ACQ && opc != ap::STORE_REL {
                continue;
            }
            let ops = mf.operands(i).to_vec();
            let (r, addr, bits) = (reg(&ops[0])?, reg(&ops[1])?, imm(&ops[2])?);
            let (new_opc, first) = if opc == ap::LOAD_ACQ {
                let o = match bits {
                    8 => op::LDARB,
                    16 => op::LDARH,
                    32 => op::LDARW,
                    _ => op::LDARX,
                };
                (o, d(sized(r, bits)))
            } else {
                let o = match bits {
                    8 => op::STLRB,
                    16 => op::STLRH,
                    32 => op::STLRW,
                    _ => op::STLRX,
                };
                (o, u(sized(r, bits)))
            };
            let flags = mf.instr(i).flags;
            mf.block_mut(b).insts.remove(p);
            let n = mf.insert_instr(b, p, new_opc as u32, &[first, u(addr)]);
            mf.instr_mut(n).flags = flags;
        }
    }
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
                .position(|&i| (ap::FIRST..ap::LOOPS_END).contains(&mf.instr(i).opcode));
            let Some(pos) = found else { break };
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

/// Replaces the pseudo at `pos` of block `b` by its loop: the new blocks in layout order,
/// `done` last.
fn expand(mf: &mut MachineFunction, b: MBBId, pos: usize) -> Result<Vec<MBBId>, CodegenError> {
    let mi = mf.block(b).insts[pos];
    let opcode = mf.instr(mi).opcode;
    let ops: Vec<MO> = mf.operands(mi).to_vec();
    let tail: Vec<_> = mf.block_mut(b).insts.split_off(pos);
    let done = mf.add_block("atomic.done");
    for &i in &tail[1..] {
        mf.instr_mut(i).parent = done;
        mf.block_mut(done).insts.push(i);
    }
    let succs = mf.block(b).succs.clone();
    for s in succs {
        mf.remove_successor(b, s);
        mf.add_successor(done, s);
    }
    let cmp = |mf: &mut MachineFunction, blk: MBBId, a: Register, c: Register| {
        emit(
            mf,
            blk,
            op::SUBSXrs,
            &[d(regs::XZR), u(a), u(c), MO::Imm(0)],
        );
    };
    let head = mf.add_block("atomic.loop");
    let mut blocks = vec![head];
    if opcode == ap::CMPXCHG {
        let (res, status, addr, expected, new) = (
            reg(&ops[0])?,
            reg(&ops[1])?,
            reg(&ops[2])?,
            reg(&ops[3])?,
            reg(&ops[4])?,
        );
        let bits = imm(&ops[5])?;
        let (ld, st) = excl(bits, imm(&ops[6])?);
        let store = mf.add_block("atomic.store");
        emit(mf, head, ld, &[d(sized(res, bits)), u(addr)]);
        cmp(mf, head, res, expected);
        emit(mf, head, op::Bcc, &[MO::Imm(cond::NE), MO::MBB(done)]);
        emit(mf, store, st, &[d(w(status)), u(sized(new, bits)), u(addr)]);
        emit(mf, store, op::CBNZW, &[u(w(status)), MO::MBB(head)]);
        mf.add_successor(b, head);
        mf.add_successor(head, store);
        mf.add_successor(head, done);
        mf.add_successor(store, head);
        mf.add_successor(store, done);
        blocks.push(store);
    } else {
        let (res, scratch, status, addr, val) = (
            reg(&ops[0])?,
            reg(&ops[1])?,
            reg(&ops[2])?,
            reg(&ops[3])?,
            reg(&ops[4])?,
        );
        let (kind, bits) = (imm(&ops[5])?, imm(&ops[6])?);
        let (ld, st) = excl(bits, imm(&ops[7])?);
        emit(mf, head, ld, &[d(sized(res, bits)), u(addr)]);
        let rrr = |mf: &mut MachineFunction, opc: u16, a: Register, b2: Register| {
            emit(mf, head, opc, &[d(scratch), u(a), u(b2), MO::Imm(0)]);
        };
        let stored = match kind {
            rmw_imm::XCHG => val,
            rmw_imm::ADD => {
                rrr(mf, op::ADDXrs, res, val);
                scratch
            }
            rmw_imm::SUB => {
                rrr(mf, op::SUBXrs, res, val);
                scratch
            }
            rmw_imm::AND => {
                rrr(mf, op::ANDXrs, res, val);
                scratch
            }
            rmw_imm::OR => {
                rrr(mf, op::ORRXrs, res, val);
                scratch
            }
            rmw_imm::XOR => {
                rrr(mf, op::EORXrs, res, val);
                scratch
            }
            rmw_imm::NAND => {
                rrr(mf, op::ANDXrs, res, val);
                rrr(mf, op::ORNXrs, regs::XZR, scratch);
                scratch
            }
            _ => {
                // The loaded value is zero-extended; the operand was extended as the
                // comparison needs. A signed comparison sign-extends the loaded value into
                // the status register, free until the store.
                let signed = matches!(kind, rmw_imm::MAX | rmw_imm::MIN);
                let lhs = if signed && bits < 64 {
                    emit(
                        mf,
                        head,
                        op::SBFMXri,
                        &[d(status), u(res), MO::Imm(0), MO::Imm(bits - 1)],
                    );
                    status
                } else {
                    res
                };
                cmp(mf, head, lhs, val);
                let c = match kind {
                    rmw_imm::MAX => cond::GT,
                    rmw_imm::MIN => cond::LT,
                    rmw_imm::UMAX => cond::HI,
                    _ => cond::LO,
                };
                emit(
                    mf,
                    head,
                    op::CSELXr,
                    &[d(scratch), u(res), u(val), MO::Imm(c)],
                );
                scratch
            }
        };
        emit(
            mf,
            head,
            st,
            &[d(w(status)), u(sized(stored, bits)), u(addr)],
        );
        emit(mf, head, op::CBNZW, &[u(w(status)), MO::MBB(head)]);
        mf.add_successor(b, head);
        mf.add_successor(head, head);
        mf.add_successor(head, done);
    }
    blocks.push(done);
    Ok(blocks)
}
