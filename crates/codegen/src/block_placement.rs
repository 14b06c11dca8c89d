//! Machine block placement (LLVM's `MachineBlockPlacement`, pass name `block-placement`): a
//! new block order in which the frequent path falls through, loops are rotated so that their
//! back edge is one conditional branch, and blocks that only jump onward sit right before
//! their target.
//!
//! In: a machine function after register allocation, before prologue/epilogue insertion (so
//! that the CFI fix-ups PEI inserts for blocks laid out after an epilogue see the final
//! order), with up-to-date `preds`/`succs`. Out: the same blocks in a new `layout`, with every
//! fall-through that the old order relied on made an explicit unconditional branch; the
//! `branch-folder` pass that runs later deletes the branches that now go to the next block
//! and inverts `Bcc next; J other` into `B!cc other`.
//!
//! The order is built from chains, as LLVM builds it (a chain is a run of blocks that fall
//! through one into the next):
//! 0. Branches to blocks that hold only a `J` go straight to its target, and such blocks are
//!    dropped (`branch-folder`'s first step, run here too).
//! 1. Each block starts as its own chain. A block that falls through in a way this pass does
//!    not understand (an instruction other than its final branches names a block, as an
//!    `asm goto` does; or a branch sequence other than `J`, `Bcc` and `Bcc; J`) stays glued to
//!    its layout successor; a last block that may fall off the end stays last.
//! 2. Edges `b -> s` are taken in order of benefit and join `b`'s chain to `s`'s when `b` ends
//!    its chain and `s` starts another (never the entry, which stays first). The benefit of an
//!    edge is how often `b` runs, estimated statically as 8 to the power of its loop depth (no
//!    profile is read yet); ties go first to a block with a single successor (falling through
//!    saves its whole jump, where a conditional block needs only one of its successors next),
//!    then to a successor inside `b`'s loop, then to the earlier block. A loop whose header
//!    tests the exit thus comes out with its body first and the header last, so each iteration
//!    runs one branch (LLVM's loop rotation).
//! 3. Chains are laid out with the entry's first, the others in the order of their earliest
//!    block in the old layout (keeping the source order where nothing says otherwise).
//!
//! Runs at -O1 and up. Linear in the number of blocks and edges, plus sorting the edges.

use crate::machine::{MBBId, MachineFunction, MachineOperand};
use crate::target::{desc_of, instr_flags, TargetInstrInfo};
use std::cmp::Reverse;

/// How the end of a block transfers control, as far as this pass needs to know.
#[derive(Copy, Clone, PartialEq, Eq)]
enum BlockEnd {
    /// Control never reaches the end of the block (a return, an indirect or unconditional
    /// branch, a jump-table dispatch): the block can go anywhere.
    NoFallThrough,
    /// The block falls through to its layout successor and ends in nothing, `J`-less `Bcc`, or
    /// no branch at all: an explicit `J` to the successor (the block given) may be appended.
    FallsThrough(MBBId),
    /// The block may fall through but cannot be given an explicit branch: it stays before its
    /// layout successor (or last, when it has none).
    Glued,
}

/// Whether instruction `i` is a branch this pass can read: a direct `J` or a direct `Bcc` whose
/// only block operand is its last explicit operand (implicit register operands, such as x86's
/// `implicit $eflags`, may follow it).
fn is_simple_branch(
    mf: &MachineFunction,
    tii: &dyn TargetInstrInfo,
    i: crate::machine::MIId,
) -> bool {
    let d = desc_of(tii, mf.instr(i).opcode);
    if !d.has(instr_flags::BRANCH) || d.has(instr_flags::INDIRECT_BRANCH) {
        return false;
    }
    let ops = mf.operands(i);
    let blocks = ops
        .iter()
        .filter(|o| matches!(o, MachineOperand::MBB(_)))
        .count();
    blocks == 1
        && matches!(
            ops.iter().rev().find(|o| !o.is_implicit()),
            Some(MachineOperand::MBB(_))
        )
}

/// Classifies the end of block `b`, whose layout successor is `next`.
fn block_end(
    mf: &MachineFunction,
    tii: &dyn TargetInstrInfo,
    b: MBBId,
    next: Option<MBBId>,
) -> BlockEnd {
    let insts = &mf.block(b).insts;
    if let Some(&last) = insts.last() {
        if desc_of(tii, mf.instr(last).opcode).has(instr_flags::BARRIER) {
            return BlockEnd::NoFallThrough;
        }
    }
    // It may fall through. The trailing branches must be one `Bcc` (a `J` would be a barrier)
    // and nothing before them may name a block or branch.
    let mut body = insts.len();
    if body > 0 && is_simple_branch(mf, tii, insts[body - 1]) {
        body -= 1;
    }
    let understood = insts[..body].iter().all(|&i| {
        let d = desc_of(tii, mf.instr(i).opcode);
        !d.has(instr_flags::BRANCH)
            && !d.is_terminator()
            && !mf
                .operands(i)
                .iter()
                .any(|o| matches!(o, MachineOperand::MBB(_)))
    });
    match next {
        Some(n) if understood && mf.block(b).succs.contains(&n) => BlockEnd::FallsThrough(n),
        _ => BlockEnd::Glued,
    }
}

/// Union-find over chain ids, with path halving.
fn find(parent: &mut [u32], mut x: u32) -> u32 {
    while parent[x as usize] != x {
        parent[x as usize] = parent[parent[x as usize] as usize];
        x = parent[x as usize];
    }
    x
}

/// Reorders the blocks of `mf` as the module doc describes; returns whether the order changed.
pub fn place_blocks(mf: &mut MachineFunction, tii: &dyn TargetInstrInfo) -> bool {
    // Blocks that only jump on (most edge splits the allocator made and did not need) are
    // bypassed and dropped first, so that chains are made of blocks that will stay.
    crate::branch_folding::fold_branches(mf, tii);
    let n = mf.blocks.len();
    let layout = mf.layout.clone();
    if layout.len() < 3 {
        return false;
    }
    let entry = layout[0];
    let mut old_pos = vec![usize::MAX; n];
    for (k, b) in layout.iter().enumerate() {
        old_pos[b.0 as usize] = k;
    }
    // 1. Block ends; fall-throughs made explicit or glued.
    let mut next_in_chain: Vec<Option<MBBId>> = vec![None; n];
    let mut prev_in_chain: Vec<Option<MBBId>> = vec![None; n];
    let mut parent: Vec<u32> = (0..n as u32).collect();
    let mut free_source = vec![false; n];
    let mut pinned_last: Option<MBBId> = None;
    for (k, &b) in layout.iter().enumerate() {
        let next = layout.get(k + 1).copied();
        match block_end(mf, tii, b, next) {
            BlockEnd::NoFallThrough => {
                // Only a direct branch is saved by placing its target next.
                let last = mf.block(b).insts.last().copied();
                free_source[b.0 as usize] = last.is_some_and(|i| is_simple_branch(mf, tii, i));
            }
            BlockEnd::FallsThrough(s) => {
                tii.insert_unconditional_branch(mf, b, s);
                free_source[b.0 as usize] = true;
            }
            BlockEnd::Glued => match next {
                Some(s) => {
                    next_in_chain[b.0 as usize] = Some(s);
                    prev_in_chain[s.0 as usize] = Some(b);
                    let (rb, rs) = (find(&mut parent, b.0), find(&mut parent, s.0));
                    parent[rs as usize] = rb;
                }
                None => pinned_last = Some(b),
            },
        }
    }
    // 2. Candidate edges, most beneficial first.
    let depth = crate::machine_loop_info::loop_depths(mf);
    let freq = |b: MBBId| 8u64.pow(depth[b.0 as usize].min(6));
    // (benefit key, b, s); the key compares as the module doc orders the edges.
    type Key = (u64, bool, bool, Reverse<usize>, Reverse<usize>);
    let mut edges: Vec<(Key, MBBId, MBBId)> = Vec::new();
    for &b in &layout {
        if !free_source[b.0 as usize] {
            continue;
        }
        let succs = &mf.block(b).succs;
        let single = succs.len() == 1;
        for &s in succs {
            if s == b || s == entry || old_pos[s.0 as usize] == usize::MAX {
                continue;
            }
            let stays_in_loop = depth[s.0 as usize] >= depth[b.0 as usize];
            let key = (
                freq(b),
                single,
                stays_in_loop,
                Reverse(old_pos[b.0 as usize]),
                Reverse(old_pos[s.0 as usize]),
            );
            edges.push((key, b, s));
        }
    }
    edges.sort_unstable_by_key(|e| Reverse(e.0));
    for &(_, b, s) in &edges {
        if next_in_chain[b.0 as usize].is_some() || prev_in_chain[s.0 as usize].is_some() {
            continue;
        }
        let (rb, rs) = (find(&mut parent, b.0), find(&mut parent, s.0));
        if rb == rs {
            continue;
        }
        // The chain that must stay last takes nothing after its tail (its tail is glued to the
        // end); the entry's chain takes nothing before its head (the entry is never `s`).
        next_in_chain[b.0 as usize] = Some(s);
        prev_in_chain[s.0 as usize] = Some(b);
        parent[rs as usize] = rb;
    }
    // 3. Chains in order: the entry's, then by earliest old position, the pinned one last.
    let mut heads: Vec<(usize, MBBId)> = Vec::new();
    let mut earliest = vec![usize::MAX; n];
    for &b in &layout {
        let r = find(&mut parent, b.0) as usize;
        earliest[r] = earliest[r].min(old_pos[b.0 as usize]);
    }
    let pinned_root = pinned_last.map(|b| find(&mut parent, b.0));
    if pinned_root.is_some() && pinned_root == Some(find(&mut parent, entry.0)) {
        // The entry's chain would have to come both first and last: keep the old order (the
        // explicit branches added above are removed again by `branch-folder`).
        return false;
    }
    for &b in &layout {
        if prev_in_chain[b.0 as usize].is_none() {
            let r = find(&mut parent, b.0);
            let key = if b == entry {
                0
            } else if Some(r) == pinned_root {
                usize::MAX
            } else {
                earliest[r as usize].saturating_add(1)
            };
            heads.push((key, b));
        }
    }
    heads.sort_unstable();
    let mut new_layout = Vec::with_capacity(layout.len());
    for &(_, h) in &heads {
        let mut b = Some(h);
        while let Some(x) = b {
            new_layout.push(x);
            b = next_in_chain[x.0 as usize];
        }
    }
    debug_assert_eq!(
        new_layout.len(),
        layout.len(),
        "invariant: every block is in exactly one chain"
    );
    let changed = new_layout != layout;
    mf.layout = new_layout;
    changed
}

#[cfg(test)]
mod tests {
    //! Placement on hand-built CFGs with the CFG test target (`cfg_test_target.rs`), followed by `branch-folder` as in the pipeline; the checks count the branches a
    //! loop iteration executes and verify that every block still reaches the same successors.
    use super::*;
    use crate::branch_folding::fold_branches;
    use crate::cfg_test_target::*;
    use kiln_mc::register_info::Register;

    /// Where control goes from `b`: (taken target if the condition holds, target otherwise),
    /// reading the branches and the layout (`None` for a return). Conditions are abstract:
    /// `BCC` and `BNCC` test the same condition with opposite senses.
    fn flow(mf: &MachineFunction, b: MBBId) -> Option<(MBBId, MBBId)> {
        let k = mf.layout.iter().position(|&x| x == b).unwrap();
        let next = mf.layout.get(k + 1).copied();
        let mut when_true = None;
        let mut when_false = None;
        for &i in &mf.block(b).insts {
            let target = mf.operands(i).iter().find_map(|o| match o {
                MachineOperand::MBB(t) => Some(*t),
                _ => None,
            });
            match mf.instr(i).opcode {
                BCC => when_true = when_true.or(target),
                BNCC => when_false = when_false.or(target),
                J => {
                    let t = target.unwrap();
                    return Some((when_true.unwrap_or(t), when_false.unwrap_or(t)));
                }
                RET => return None,
                _ => {}
            }
        }
        let n = next.expect("falls off the end");
        Some((when_true.unwrap_or(n), when_false.unwrap_or(n)))
    }

    /// Runs placement and branch folding; asserts that control flow is unchanged.
    fn place(mf: &mut MachineFunction) {
        let before: Vec<_> = mf.layout.iter().map(|&b| (b, flow(mf, b))).collect();
        place_blocks(mf, &Tiny);
        fold_branches(mf, &Tiny);
        for (b, f) in before {
            if mf.layout.contains(&b) {
                assert_eq!(flow(mf, b), f, "block {} changed its successors", b.0);
            }
        }
    }

    fn branches(mf: &MachineFunction, blocks: &[MBBId]) -> usize {
        blocks
            .iter()
            .map(|&b| {
                mf.block(b)
                    .insts
                    .iter()
                    .filter(|&&i| matches!(mf.instr(i).opcode, J | BCC | BNCC))
                    .count()
            })
            .sum()
    }

    #[test]
    fn top_tested_loop_is_rotated() {
        // entry -> head; head: BCC exit, falls into body; body: J head; exit: RET.
        let mut mf = MachineFunction::new("f");
        let (e, h, body, x) = (
            mf.add_block("e"),
            mf.add_block("h"),
            mf.add_block("b"),
            mf.add_block("x"),
        );
        mf.push_instr(e, NOP, &[]);
        mf.add_successor(e, h);
        mf.push_instr(h, NOP, &[]);
        mf.push_instr(h, BCC, &[mbb(x)]);
        mf.add_successor(h, x);
        mf.add_successor(h, body);
        mf.push_instr(body, NOP, &[]);
        mf.push_instr(body, J, &[mbb(h)]);
        mf.add_successor(body, h);
        mf.push_instr(x, RET, &[]);
        assert_eq!(branches(&mf, &[h, body]), 2);
        place(&mut mf);
        assert_eq!(mf.layout, vec![e, body, h, x]);
        // One conditional branch per iteration (back to the body), none in the body.
        assert_eq!(branches(&mf, &[h, body]), 1);
        assert_eq!(mf.instr(*mf.block(h).insts.last().unwrap()).opcode, BNCC);
    }

    #[test]
    fn branches_with_implicit_operands_are_read() {
        // As `top_tested_loop_is_rotated`, with the conditional branch reading a flags
        // register implicitly after its block operand (x86's `JNE_1 %bb, implicit $eflags`).
        let flags = MachineOperand::reg(Register(1), crate::machine::RegFlags::IMPLICIT);
        let mut mf = MachineFunction::new("f");
        let (e, h, body, x) = (
            mf.add_block("e"),
            mf.add_block("h"),
            mf.add_block("b"),
            mf.add_block("x"),
        );
        mf.push_instr(e, NOP, &[]);
        mf.add_successor(e, h);
        mf.push_instr(h, NOP, &[]);
        mf.push_instr(h, BCC, &[mbb(x), flags]);
        mf.add_successor(h, x);
        mf.add_successor(h, body);
        mf.push_instr(body, NOP, &[]);
        mf.push_instr(body, J, &[mbb(h)]);
        mf.add_successor(body, h);
        mf.push_instr(x, RET, &[]);
        place(&mut mf);
        assert_eq!(mf.layout, vec![e, body, h, x]);
        assert_eq!(branches(&mf, &[h, body]), 1);
        let last = *mf.block(h).insts.last().unwrap();
        assert_eq!(mf.instr(last).opcode, BNCC);
        assert_eq!(mf.operands(last)[1], flags, "the implicit operand stays");
    }

    #[test]
    fn back_edge_block_goes_before_the_header() {
        // A bottom-tested loop whose back edge passes through a block of its own (the
        // allocator's copies): latch: BCC exit; copies: J head.
        let mut mf = MachineFunction::new("f");
        let e = mf.add_block("e");
        let h = mf.add_block("h");
        let l = mf.add_block("latch");
        let x = mf.add_block("x");
        let c = mf.add_block("copies");
        mf.add_successor(e, h);
        mf.push_instr(h, NOP, &[]);
        mf.add_successor(h, l);
        mf.push_instr(l, BCC, &[mbb(x)]);
        mf.push_instr(l, J, &[mbb(c)]);
        mf.add_successor(l, x);
        mf.add_successor(l, c);
        mf.push_instr(x, RET, &[]);
        mf.push_instr(c, NOP, &[]);
        mf.push_instr(c, J, &[mbb(h)]);
        mf.add_successor(c, h);
        place(&mut mf);
        assert_eq!(mf.layout, vec![e, c, h, l, x]);
        assert_eq!(branches(&mf, &[c, h, l]), 1);
    }

    #[test]
    fn glued_blocks_stay_together_and_entry_stays_first() {
        // `a` falls into `b` past an instruction that names a block (an asm goto): they stay
        // adjacent even though moving `b` elsewhere would look better.
        let mut mf = MachineFunction::new("f");
        let e = mf.add_block("e");
        let z = mf.add_block("z");
        let a = mf.add_block("a");
        let b = mf.add_block("b");
        mf.push_instr(e, BCC, &[mbb(a)]);
        mf.push_instr(e, J, &[mbb(z)]);
        mf.add_successor(e, a);
        mf.add_successor(e, z);
        mf.push_instr(z, RET, &[]);
        mf.push_instr(a, ASM_GOTO, &[mbb(z)]);
        mf.add_successor(a, z);
        mf.add_successor(a, b);
        mf.push_instr(b, RET, &[]);
        place(&mut mf);
        assert_eq!(mf.layout[0], e);
        let pa = mf.layout.iter().position(|&x| x == a).unwrap();
        assert_eq!(mf.layout[pa + 1], b);
    }

    #[test]
    fn diamond_keeps_one_side_falling_through() {
        // if/else: e: BCC t, falls into f; t: J join; f: J join; join: RET.
        let mut mf = MachineFunction::new("f");
        let e = mf.add_block("e");
        let f = mf.add_block("f");
        let t = mf.add_block("t");
        let join = mf.add_block("join");
        mf.push_instr(e, BCC, &[mbb(t)]);
        mf.add_successor(e, t);
        mf.add_successor(e, f);
        mf.push_instr(f, NOP, &[]);
        mf.push_instr(f, J, &[mbb(join)]);
        mf.add_successor(f, join);
        mf.push_instr(t, NOP, &[]);
        mf.push_instr(t, J, &[mbb(join)]);
        mf.add_successor(t, join);
        mf.push_instr(join, RET, &[]);
        place(&mut mf);
        // Three branches before (BCC, two J); at most two after: the entry's and one side's.
        assert_eq!(branches(&mf, &[e, f, t, join]), 2);
    }
}
