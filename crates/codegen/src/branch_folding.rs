//! Branch folding after register allocation (pass name `branch-folder`; the branch-only part
//! of LLVM's `BranchFolder` plus its layout-aware branch simplification).
//!
//! In: a machine function after prologue/epilogue insertion, with physical registers. Out:
//! the same code with fewer executed branches:
//! 1. a branch to a block that holds nothing but an unconditional branch goes straight to that
//!    branch's target (chains followed); such a block left without predecessors, whose layout
//!    predecessor does not fall through into it, leaves the layout;
//! 2. `Bcc X; J Y` where `Y` is at or before this block in the layout (a loop back edge, the
//!    likely direction) and `X` is after it (or `Y` is this block itself, a one-block loop)
//!    becomes `B!cc Y; J X`, so the loop's path takes one branch instead of two;
//! 3. `Bcc X; J Y` where `X` is the next block becomes `B!cc Y`, and an unconditional branch to
//!    the next block is deleted (the code falls through).
//!
//! Only branches the target can reverse ([`TargetInstrInfo::reverse_branch_condition`]) are
//! inverted. Blocks a jump table names are left in place and never bypassed.

use crate::machine::{MBBId, MIId, MachineFunction, MachineOperand};
use crate::target::{desc_of, instr_flags, TargetInstrInfo};

/// Whether `i` is a direct unconditional branch; returns its target.
fn uncond_target(mf: &MachineFunction, tii: &dyn TargetInstrInfo, i: MIId) -> Option<MBBId> {
    let d = desc_of(tii, mf.instr(i).opcode);
    if !d.has(instr_flags::BRANCH) || !d.has(instr_flags::BARRIER) {
        return None;
    }
    if d.has(instr_flags::INDIRECT_BRANCH) {
        return None;
    }
    match mf.operands(i) {
        [MachineOperand::MBB(t)] => Some(*t),
        _ => None,
    }
}

/// Whether `i` is a direct conditional branch; returns its target (the last explicit
/// operand: implicit register operands, such as x86's `implicit $eflags`, may follow it).
fn cond_target(mf: &MachineFunction, tii: &dyn TargetInstrInfo, i: MIId) -> Option<MBBId> {
    let d = desc_of(tii, mf.instr(i).opcode);
    if !d.has(instr_flags::BRANCH)
        || d.has(instr_flags::BARRIER)
        || d.has(instr_flags::INDIRECT_BRANCH)
    {
        return None;
    }
    let ops = mf.operands(i);
    if ops
        .iter()
        .filter(|o| matches!(o, MachineOperand::MBB(_)))
        .count()
        != 1
    {
        return None;
    }
    match ops.iter().rev().find(|o| !o.is_implicit()) {
        Some(MachineOperand::MBB(t)) => Some(*t),
        _ => None,
    }
}

/// Sets the (single) block operand of branch `i` to `to`.
fn set_target(mf: &mut MachineFunction, i: MIId, to: MBBId) {
    for op in mf.operands_mut(i) {
        if let MachineOperand::MBB(t) = op {
            *t = to;
        }
    }
}

/// Runs the branch folding described in the module doc; returns the branches removed or
/// redirected.
pub fn fold_branches(mf: &mut MachineFunction, tii: &dyn TargetInstrInfo) -> usize {
    let n = mf.blocks.len();
    if n < 2 || mf.layout.is_empty() {
        return 0;
    }
    let entry = mf.layout[0];
    let in_jt = mf.jump_table_blocks();
    // 1. Forwarding blocks: their one instruction is `J T`.
    let mut fwd: Vec<Option<MBBId>> = vec![None; n];
    for &b in &mf.layout {
        if b == entry || in_jt[b.0 as usize] || mf.block(b).address_taken {
            continue;
        }
        if let [i] = mf.block(b).insts[..] {
            if let Some(t) = uncond_target(mf, tii, i) {
                if t != b {
                    fwd[b.0 as usize] = Some(t);
                }
            }
        }
    }
    let final_target = |mut b: MBBId| {
        for _ in 0..n {
            match fwd[b.0 as usize] {
                Some(t) => b = t,
                None => break,
            }
        }
        b
    };
    let mut changed = 0;
    let layout = mf.layout.clone();
    for &b in &layout {
        let insts = mf.block(b).insts.clone();
        for i in insts {
            let t = uncond_target(mf, tii, i).or_else(|| cond_target(mf, tii, i));
            let Some(t) = t else { continue };
            if fwd[t.0 as usize].is_none() {
                continue;
            }
            let to = final_target(t);
            if to == t || fwd[to.0 as usize].is_some() {
                // A cycle of forwarding blocks: leave it.
                continue;
            }
            set_target(mf, i, to);
            changed += 1;
            // `t` stays a successor only if another branch of `b` still goes there.
            let still = mf.block(b).insts.iter().any(|&j| {
                mf.operands(j)
                    .iter()
                    .any(|o| matches!(o, MachineOperand::MBB(x) if *x == t))
            });
            if !still {
                mf.remove_successor(b, t);
            }
            mf.add_successor(b, to);
        }
    }
    // Drop forwarding blocks nothing reaches any more (and nothing falls into).
    let falls_through = |mf: &MachineFunction, b: MBBId| match mf.block(b).insts.last() {
        Some(&i) => !desc_of(tii, mf.instr(i).opcode).has(instr_flags::BARRIER),
        None => true,
    };
    let mut drop = vec![false; n];
    let mut prev = mf.layout[0];
    for k in 1..mf.layout.len() {
        let b = mf.layout[k];
        if fwd[b.0 as usize].is_some() && mf.block(b).preds.is_empty() && !falls_through(mf, prev) {
            drop[b.0 as usize] = true;
            let succs = mf.block(b).succs.clone();
            for s in succs {
                mf.remove_successor(b, s);
            }
        } else {
            prev = b;
        }
    }
    mf.layout.retain(|b| !drop[b.0 as usize]);
    // 2 and 3: the branches at the end of each block against the layout.
    let pos = {
        let mut p = vec![usize::MAX; n];
        for (k, b) in mf.layout.iter().enumerate() {
            p[b.0 as usize] = k;
        }
        p
    };
    for k in 0..mf.layout.len() {
        let b = mf.layout[k];
        let next = mf.layout.get(k + 1).copied();
        let insts = &mf.block(b).insts;
        let len = insts.len();
        if len >= 2 {
            let (c, j) = (insts[len - 2], insts[len - 1]);
            if let (Some(x), Some(y)) = (cond_target(mf, tii, c), uncond_target(mf, tii, j)) {
                let backward = |t: MBBId| pos[t.0 as usize] <= k;
                if x != y
                    && (Some(x) == next
                        || Some(y) != next && backward(y) && (!backward(x) || y == b))
                    && tii.reverse_branch_condition(mf, c)
                {
                    set_target(mf, c, y);
                    set_target(mf, j, x);
                    changed += 1;
                }
            }
        }
        if let Some(&j) = mf.block(b).insts.last() {
            if let Some(t) = uncond_target(mf, tii, j) {
                if Some(t) == next {
                    mf.block_mut(b).insts.pop();
                    changed += 1;
                }
            }
        }
    }
    changed
}
