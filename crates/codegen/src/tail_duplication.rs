//! Tail duplication after register allocation (LLVM's `TailDuplicator`, pass name
//! `tailduplication`): a small block that ends in a barrier is copied into the end of each
//! predecessor that reaches it only by an unconditional jump or by falling through, so those
//! paths execute no jump.
//!
//! The classic case is an interpreter's dispatch: every opcode's tail jumps to one block that
//! loads the next opcode and branches through a table (`indirectbr` over `blockaddress`es, or
//! a `switch`'s jump table). With the dispatch copied into every opcode's tail, each opcode
//! saves its jump, and each copy of the indirect branch gets its own slot in the hardware's
//! branch predictor. llc-22 does this before allocation (`early-tailduplication`, where a block
//! ending in an indirect branch may hold up to 20 instructions, `-tail-dup-indirect-size`);
//! kiln does it on the allocated code, where the copies need no PHI updates: the duplicated
//! instructions read and write the same physical registers in every copy.
//!
//! In: a machine function after register allocation, before block placement and prologue/
//! epilogue insertion, with up-to-date `preds`/`succs` and layout. Out: the same function with
//! the copies made and the CFG updated; a tail block left without predecessors leaves the
//! layout.
//!
//! A block `T` is duplicated when:
//! - it ends in a barrier that is an indirect branch (a computed goto or a jump-table
//!   dispatch) and holds at most [`INDIRECT_TAIL_SIZE`] instructions, or it ends in a direct
//!   unconditional branch and holds at most [`TAIL_SIZE`] instructions (llc's `-tail-dup-size`,
//!   counting the branch);
//! - it holds no call, return, inline asm, EH label or CFI instruction, and no instruction
//!   other than its final branch names a block;
//! - it is not its own successor, not the entry, not a landing pad.
//!
//! A predecessor `P` receives a copy when it ends in a direct `J T` (the jump is replaced by
//! the copy) or falls through into `T` with no branch at its end (the copy is appended);
//! predecessors ending in a conditional branch keep reaching `T`, as in LLVM. Blocks that
//! received a copy may themselves become small tails; the pass repeats until nothing changes,
//! at most [`MAX_ROUNDS`] times.
//!
//! Runs at -O1 and up. Each round is linear in the size of the function.

use crate::machine::{MBBId, MIId, MachineFunction, MachineOperand};
use crate::target::{desc_of, instr_flags, target_opcode, TargetInstrInfo};

/// Most instructions (the branch included) in a duplicated block that ends in an indirect
/// branch (llc's `-tail-dup-indirect-size`, 20).
pub const INDIRECT_TAIL_SIZE: usize = 20;
/// Most instructions (the jump included) in a duplicated block that ends in a direct jump
/// (llc's `-tail-dup-size`, 2).
pub const TAIL_SIZE: usize = 2;
/// Rounds of duplication at most (a copy can make its receiver a tail in turn).
pub const MAX_ROUNDS: usize = 3;

/// Whether `i` is a direct unconditional branch; returns its target.
fn jump_target(mf: &MachineFunction, tii: &dyn TargetInstrInfo, i: MIId) -> Option<MBBId> {
    let d = desc_of(tii, mf.instr(i).opcode);
    if !d.has(instr_flags::BRANCH)
        || !d.has(instr_flags::BARRIER)
        || d.has(instr_flags::INDIRECT_BRANCH)
    {
        return None;
    }
    match mf.operands(i) {
        [MachineOperand::MBB(t)] => Some(*t),
        _ => None,
    }
}

/// Whether block `t` may be duplicated (the rules of the module doc, but for the CFG ones).
fn is_tail_candidate(mf: &MachineFunction, tii: &dyn TargetInstrInfo, t: MBBId) -> bool {
    let blk = mf.block(t);
    let Some((&last, body)) = blk.insts.split_last() else {
        return false;
    };
    let ld = desc_of(tii, mf.instr(last).opcode);
    if !ld.has(instr_flags::BARRIER) || ld.has(instr_flags::RETURN) {
        return false;
    }
    let limit = if ld.has(instr_flags::INDIRECT_BRANCH) {
        INDIRECT_TAIL_SIZE
    } else if jump_target(mf, tii, last).is_some() {
        TAIL_SIZE
    } else {
        return false;
    };
    if blk.insts.len() > limit {
        return false;
    }
    let duplicable = |i: MIId| {
        let opc = mf.instr(i).opcode;
        if matches!(
            opc,
            target_opcode::INLINEASM
                | target_opcode::EH_LABEL
                | target_opcode::CFI_INSTRUCTION
                | target_opcode::PHI
        ) {
            return false;
        }
        let d = desc_of(tii, opc);
        !d.has(instr_flags::CALL) && !d.has(instr_flags::RETURN)
    };
    if !duplicable(last) {
        return false;
    }
    body.iter().all(|&i| {
        let d = desc_of(tii, mf.instr(i).opcode);
        duplicable(i)
            && !d.has(instr_flags::BRANCH)
            && !d.is_terminator()
            && !mf
                .operands(i)
                .iter()
                .any(|o| matches!(o, MachineOperand::MBB(_)))
    })
}

/// How predecessor `p` reaches `t`, if it can take a copy: `Some(true)` when its last
/// instruction is `J t` (to be replaced), `Some(false)` when it falls through into `t` with no
/// branch at its end.
fn receives_copy(
    mf: &MachineFunction,
    tii: &dyn TargetInstrInfo,
    p: MBBId,
    t: MBBId,
    layout_next: Option<MBBId>,
) -> Option<bool> {
    let blk = mf.block(p);
    if blk.succs.len() != 1 || blk.succs[0] != t {
        return None;
    }
    // Nothing in `p` may branch or name a block, but for a final `J t`.
    let (body, jumps) = match blk.insts.split_last() {
        Some((&last, body)) if jump_target(mf, tii, last) == Some(t) => (body, true),
        _ => (&blk.insts[..], false),
    };
    if !jumps && layout_next != Some(t) {
        return None;
    }
    let plain = body.iter().all(|&i| {
        let d = desc_of(tii, mf.instr(i).opcode);
        !d.has(instr_flags::BRANCH)
            && !d.is_terminator()
            && !d.has(instr_flags::BARRIER)
            && !mf
                .operands(i)
                .iter()
                .any(|o| matches!(o, MachineOperand::MBB(_)))
    });
    plain.then_some(jumps)
}

/// Appends a copy of instruction `i` (operands and memory operands) to block `b`.
fn copy_instr(mf: &mut MachineFunction, b: MBBId, i: MIId) {
    let opcode = mf.instr(i).opcode;
    let flags = mf.instr(i).flags;
    let ops: Vec<MachineOperand> = mf.operands(i).to_vec();
    let mmos: Vec<_> = mf.mem_operands_of(i).copied().collect();
    let c = mf.push_instr(b, opcode, &ops);
    mf.instr_mut(c).flags = flags;
    if !mmos.is_empty() {
        mf.set_mem_operands(c, &mmos);
    }
}

/// Duplicates small tails into their predecessors as the module doc describes; returns the
/// number of copies made.
pub fn tail_duplicate(mf: &mut MachineFunction, tii: &dyn TargetInstrInfo) -> usize {
    let n = mf.blocks.len();
    if n < 2 || mf.layout.len() < 2 {
        return 0;
    }
    let entry = mf.layout[0];
    let in_jt = mf.jump_table_blocks();
    let mut copies = 0;
    for _ in 0..MAX_ROUNDS {
        let mut made = 0;
        let layout = mf.layout.clone();
        let mut next_of = vec![None; n];
        for w in layout.windows(2) {
            next_of[w[0].0 as usize] = Some(w[1]);
        }
        let mut removed = vec![false; n];
        for &t in &layout {
            if t == entry
                || mf.block(t).is_eh_pad
                || mf.block(t).succs.contains(&t)
                || mf.block(t).preds.is_empty()
                || !is_tail_candidate(mf, tii, t)
            {
                continue;
            }
            let preds = mf.block(t).preds.clone();
            let tail_insts = mf.block(t).insts.clone();
            let tail_succs = mf.block(t).succs.clone();
            for p in preds {
                if p == t || removed[p.0 as usize] {
                    continue;
                }
                let Some(jumps) = receives_copy(mf, tii, p, t, next_of[p.0 as usize]) else {
                    continue;
                };
                if jumps {
                    mf.block_mut(p).insts.pop();
                }
                for &i in &tail_insts {
                    copy_instr(mf, p, i);
                }
                mf.remove_successor(p, t);
                for &s in &tail_succs {
                    mf.add_successor(p, s);
                }
                made += 1;
            }
            // A tail nothing reaches any more (nothing falls into it either: a block falling
            // into it would be its predecessor) leaves the layout.
            let blk = mf.block(t);
            if blk.preds.is_empty() && !blk.address_taken && !in_jt[t.0 as usize] {
                for s in tail_succs {
                    mf.remove_successor(t, s);
                }
                removed[t.0 as usize] = true;
            }
        }
        mf.layout.retain(|b| !removed[b.0 as usize]);
        copies += made;
        if made == 0 {
            break;
        }
    }
    copies
}

#[cfg(test)]
mod tests {
    //! Duplication on hand-built CFGs with the CFG test target (`cfg_test_target.rs`): `J`,
    //! `BCC`, `NOP`, `RET`, `JR` (an indirect branch) and `CALL`.
    use super::*;
    use crate::cfg_test_target::*;

    fn opcodes(mf: &MachineFunction, b: MBBId) -> Vec<u32> {
        mf.block(b)
            .insts
            .iter()
            .map(|&i| mf.instr(i).opcode)
            .collect()
    }

    /// An interpreter: entry falls into `disp`; `disp` (3 NOPs and a JR) goes to `op1`,
    /// `op2`, `op3` or `exit`; `op1` jumps back, `op2` falls back in, `op3` branches back
    /// conditionally. Returns (mf, [entry, disp, op1, op2, op3, exit]).
    fn interpreter() -> (MachineFunction, [MBBId; 6]) {
        let mut mf = MachineFunction::new("f");
        let e = mf.add_block("e");
        let op2 = mf.add_block("op2");
        let disp = mf.add_block("disp");
        let op1 = mf.add_block("op1");
        let op3 = mf.add_block("op3");
        let x = mf.add_block("x");
        mf.push_instr(e, NOP, &[]);
        mf.push_instr(e, J, &[mbb(disp)]);
        mf.add_successor(e, disp);
        for _ in 0..3 {
            mf.push_instr(disp, NOP, &[]);
        }
        mf.push_instr(disp, JR, &[MachineOperand::Imm(0)]);
        for s in [op1, op2, op3, x] {
            mf.add_successor(disp, s);
        }
        mf.push_instr(op1, NOP, &[]);
        mf.push_instr(op1, J, &[mbb(disp)]);
        mf.add_successor(op1, disp);
        mf.push_instr(op2, NOP, &[]);
        mf.add_successor(op2, disp);
        mf.push_instr(op3, BCC, &[mbb(disp)]);
        mf.add_successor(op3, disp);
        mf.add_successor(op3, x);
        mf.push_instr(x, RET, &[]);
        (mf, [e, disp, op1, op2, op3, x])
    }

    #[test]
    fn dispatch_is_copied_into_unconditional_predecessors() {
        let (mut mf, [e, disp, op1, op2, op3, x]) = interpreter();
        let made = tail_duplicate(&mut mf, &Tiny);
        // The entry, op1 (by its jump) and op2 (by falling through) take a copy; op3's
        // conditional branch keeps going to the original.
        assert_eq!(made, 3);
        let copy = vec![NOP, NOP, NOP, JR];
        assert_eq!(opcodes(&mf, e), [vec![NOP], copy.clone()].concat());
        assert_eq!(opcodes(&mf, op1), [vec![NOP], copy.clone()].concat());
        assert_eq!(opcodes(&mf, op2), [vec![NOP], copy.clone()].concat());
        assert_eq!(opcodes(&mf, op3), vec![BCC]);
        for b in [e, op1, op2] {
            let mut s = mf.block(b).succs.clone();
            s.sort();
            let mut want = vec![op1, op2, op3, x];
            want.sort();
            assert_eq!(s, want, "block {} reaches the dispatch's targets", b.0);
        }
        assert_eq!(mf.block(disp).preds, vec![op3]);
        assert!(mf.layout.contains(&disp));
    }

    #[test]
    fn unreached_tail_leaves_the_layout() {
        let (mut mf, [_, disp, _, _, op3, x]) = interpreter();
        // Make op3 jump unconditionally too: nothing reaches `disp` afterwards.
        let b = mf.block(op3).insts[0];
        mf.instr_mut(b).opcode = J;
        mf.remove_successor(op3, x);
        tail_duplicate(&mut mf, &Tiny);
        assert!(mf.block(disp).preds.is_empty());
        assert!(!mf.layout.contains(&disp));
        assert!(mf.block(disp).succs.is_empty());
    }

    #[test]
    fn large_or_calling_tails_stay() {
        let (mut mf, [_, disp, ..]) = interpreter();
        let first = mf.block(disp).insts[0];
        mf.instr_mut(first).opcode = CALL;
        assert_eq!(tail_duplicate(&mut mf, &Tiny), 0);
        let (mut mf, [_, disp, ..]) = interpreter();
        for _ in 0..INDIRECT_TAIL_SIZE {
            mf.insert_instr(disp, 0, NOP, &[]);
        }
        assert_eq!(tail_duplicate(&mut mf, &Tiny), 0);
    }

    #[test]
    fn small_jump_block_is_copied_but_not_a_return() {
        // a: J t; b: J t; t: NOP; J x; x: RET.
        let mut mf = MachineFunction::new("f");
        let e = mf.add_block("e");
        let a = mf.add_block("a");
        let b = mf.add_block("b");
        let t = mf.add_block("t");
        let x = mf.add_block("x");
        mf.push_instr(e, BCC, &[mbb(b)]);
        mf.add_successor(e, b);
        mf.add_successor(e, a);
        mf.push_instr(a, NOP, &[]);
        mf.push_instr(a, J, &[mbb(t)]);
        mf.add_successor(a, t);
        mf.push_instr(b, NOP, &[]);
        mf.push_instr(b, J, &[mbb(t)]);
        mf.add_successor(b, t);
        mf.push_instr(t, NOP, &[]);
        mf.push_instr(t, J, &[mbb(x)]);
        mf.add_successor(t, x);
        mf.push_instr(x, RET, &[]);
        assert_eq!(tail_duplicate(&mut mf, &Tiny), 2);
        assert_eq!(opcodes(&mf, a), vec![NOP, NOP, J]);
        assert_eq!(opcodes(&mf, b), vec![NOP, NOP, J]);
        assert!(!mf.layout.contains(&t));
        assert_eq!(mf.block(x).preds.len(), 2);
        // The return block, reached by two jumps, is never copied.
        assert!(mf.layout.contains(&x));
    }
}
