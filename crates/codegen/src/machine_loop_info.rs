//! Loops of a machine function (LLVM's `MachineDominatorTree` and `MachineLoopInfo`): reverse
//! post-order, immediate dominators, the natural loops of the back edges, and each block's
//! loop depth.
//!
//! In: a machine function whose blocks' `preds`/`succs` are up to date (any stage). Out: plain
//! vectors indexed by block number. Used by MachineLICM and MachineCSE (dominance, loops) and
//! by block placement (loop depth as a static estimate of how often a block runs).
//!
//! Loops are the natural loops of the back edges `latch -> header` where the header dominates
//! the latch (dominators by the Cooper-Harvey-Kennedy iteration over reverse post-order);
//! loops with the same header are one loop. An irreducible cycle (entered at more than one
//! block) has no header that dominates it and is not a loop.

use crate::machine::{MBBId, MachineFunction};

/// Reverse post-order of the blocks reachable from the entry (the first block of the layout).
pub fn reverse_post_order(mf: &MachineFunction) -> Vec<MBBId> {
    let n = mf.blocks.len();
    let mut order = Vec::with_capacity(n);
    let Some(&entry) = mf.layout.first() else {
        return order;
    };
    let mut seen = vec![false; n];
    let mut stack: Vec<(MBBId, usize)> = vec![(entry, 0)];
    seen[entry.0 as usize] = true;
    while let Some(top) = stack.last_mut() {
        let (b, i) = *top;
        let succs = &mf.block(b).succs;
        if i < succs.len() {
            top.1 += 1;
            let s = succs[i];
            if !seen[s.0 as usize] {
                seen[s.0 as usize] = true;
                stack.push((s, 0));
            }
        } else {
            order.push(b);
            stack.pop();
        }
    }
    order.reverse();
    order
}

/// [`reverse_post_order`], then the blocks the entry does not reach, in layout order: every
/// block of the layout once, each reachable one after its dominator.
pub fn reverse_post_order_all(mf: &MachineFunction) -> Vec<MBBId> {
    let mut order = reverse_post_order(mf);
    let mut seen = vec![false; mf.blocks.len()];
    for &b in &order {
        seen[b.0 as usize] = true;
    }
    for &b in &mf.layout {
        if !seen[b.0 as usize] {
            seen[b.0 as usize] = true;
            order.push(b);
        }
    }
    order
}

/// Immediate dominators (indexed by block number; `u32::MAX` for unreachable blocks) and the
/// reverse post-order number of each block.
pub fn dominators(mf: &MachineFunction, rpo: &[MBBId]) -> (Vec<u32>, Vec<u32>) {
    let n = mf.blocks.len();
    let mut num = vec![u32::MAX; n];
    for (i, b) in rpo.iter().enumerate() {
        num[b.0 as usize] = i as u32;
    }
    let mut idom = vec![u32::MAX; n];
    if rpo.is_empty() {
        return (idom, num);
    }
    idom[rpo[0].0 as usize] = rpo[0].0;
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &rpo[1..] {
            let mut new: Option<u32> = None;
            for &p in &mf.block(b).preds {
                if idom[p.0 as usize] == u32::MAX {
                    continue;
                }
                new = Some(match new {
                    None => p.0,
                    Some(mut a) => {
                        let mut c = p.0;
                        while a != c {
                            while num[a as usize] > num[c as usize] {
                                a = idom[a as usize];
                            }
                            while num[c as usize] > num[a as usize] {
                                c = idom[c as usize];
                            }
                        }
                        a
                    }
                });
            }
            if let Some(d) = new {
                if idom[b.0 as usize] != d {
                    idom[b.0 as usize] = d;
                    changed = true;
                }
            }
        }
    }
    (idom, num)
}

/// Whether block number `a` dominates block number `b` (given [`dominators`]' `idom`).
pub fn dominates(idom: &[u32], a: u32, b: u32) -> bool {
    dominates_within(idom, a, b, usize::MAX)
}

/// Whether `a` dominates `b`, looking at most `max_steps` levels up from `b` (`false` past
/// that).
pub fn dominates_within(idom: &[u32], a: u32, mut b: u32, max_steps: usize) -> bool {
    for _ in 0..max_steps {
        if a == b {
            return true;
        }
        let d = idom[b as usize];
        if d == u32::MAX || d == b {
            return false;
        }
        b = d;
    }
    false
}

/// One natural loop: its header and its blocks (header included).
pub struct MachineLoop {
    /// The block every back edge goes to; it dominates the loop.
    pub header: MBBId,
    /// The loop's blocks, the header first.
    pub blocks: Vec<MBBId>,
}

/// The natural loops of `mf`, innermost (smallest) first.
pub fn find_loops(
    mf: &MachineFunction,
    rpo: &[MBBId],
    idom: &[u32],
    num: &[u32],
) -> Vec<MachineLoop> {
    let n = mf.blocks.len();
    let mut loops: Vec<MachineLoop> = Vec::new();
    let mut in_loop = vec![u32::MAX; n];
    for &h in rpo {
        let latches: Vec<MBBId> = mf
            .block(h)
            .preds
            .iter()
            .copied()
            .filter(|p| {
                // A back edge is a retreating edge of the RPO (checked first: the dominance
                // walk is only taken for those).
                idom[p.0 as usize] != u32::MAX
                    && num[p.0 as usize] >= num[h.0 as usize]
                    && dominates(idom, h.0, p.0)
            })
            .collect();
        if latches.is_empty() {
            continue;
        }
        let id = loops.len() as u32;
        let mut blocks = vec![h];
        in_loop[h.0 as usize] = id;
        let mut work: Vec<MBBId> = Vec::new();
        for l in latches {
            if in_loop[l.0 as usize] != id {
                in_loop[l.0 as usize] = id;
                blocks.push(l);
                work.push(l);
            }
        }
        while let Some(b) = work.pop() {
            for &p in &mf.block(b).preds {
                if idom[p.0 as usize] != u32::MAX && in_loop[p.0 as usize] != id {
                    in_loop[p.0 as usize] = id;
                    blocks.push(p);
                    work.push(p);
                }
            }
        }
        loops.push(MachineLoop { header: h, blocks });
    }
    loops.sort_by_key(|l| l.blocks.len());
    loops
}

/// How many loops contain each block (indexed by block number; 0 outside every loop and for
/// unreachable blocks).
pub fn loop_depths(mf: &MachineFunction) -> Vec<u32> {
    let rpo = reverse_post_order(mf);
    let (idom, num) = dominators(mf, &rpo);
    let mut depth = vec![0u32; mf.blocks.len()];
    for lp in find_loops(mf, &rpo, &idom, &num) {
        for b in lp.blocks {
            depth[b.0 as usize] += 1;
        }
    }
    depth
}
