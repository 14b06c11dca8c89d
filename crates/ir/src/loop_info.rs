//! Natural loops of a function (LLVM's `LoopInfo`): headers, blocks, latches, nesting and
//! preheaders.
//!
//! In: a [`Function`] with its [`Cfg`] and [`DominatorTree`]. Out: a [`LoopInfo`]: one
//! [`Loop`] per header that a back edge reaches (an edge `latch -> header` where the header
//! dominates the latch; back edges to one header make one loop), each with its blocks, its
//! latches, its parent loop and its depth, and for each block the innermost loop holding it.
//! A cycle entered at more than one block (irreducible) has no dominating header and is not a
//! loop, as in LLVM. Unreachable blocks are in no loop.
//!
//! Cost: one backward walk per loop from its latches, so the sum of the loops' sizes.

use crate::dominators::{Cfg, DominatorTree};
use crate::function::{BlockId, Function};

/// A loop's index in [`LoopInfo::loops`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LoopId(pub u32);

/// One natural loop.
#[derive(Clone, Debug)]
pub struct Loop {
    /// The block every back edge goes to; it dominates every block of the loop.
    pub header: BlockId,
    /// The blocks of the loop (its inner loops' blocks included), the header first.
    pub blocks: Vec<BlockId>,
    /// The blocks with a back edge to the header, in layout order.
    pub latches: Vec<BlockId>,
    /// The innermost loop that contains this one.
    pub parent: Option<LoopId>,
    /// 1 for an outermost loop, 2 for a loop inside it, ...
    pub depth: u32,
    /// Whether no other loop is inside this one.
    pub innermost: bool,
}

/// The loops of a function.
#[derive(Clone, Debug, Default)]
pub struct LoopInfo {
    /// Every loop, inner loops before the loops that contain them.
    pub loops: Vec<Loop>,
    /// The innermost loop holding each block (indexed by block number).
    block_loop: Vec<Option<LoopId>>,
}

impl LoopInfo {
    /// Finds the loops of `f`.
    pub fn new(f: &Function, cfg: &Cfg, dt: &DominatorTree) -> LoopInfo {
        let n = f.blocks.len();
        let mut found: Vec<Loop> = Vec::new();
        let mut mark = vec![u32::MAX; n];
        for &h in &f.layout {
            if !dt.is_reachable(h) {
                continue;
            }
            let mut latches: Vec<BlockId> = Vec::new();
            for &p in cfg.preds(h) {
                if dt.is_reachable(p) && dt.dominates(h, p) && !latches.contains(&p) {
                    latches.push(p);
                }
            }
            if latches.is_empty() {
                continue;
            }
            let id = found.len() as u32;
            let mut blocks = vec![h];
            mark[h.0 as usize] = id;
            let mut work: Vec<BlockId> = Vec::new();
            for &l in &latches {
                if mark[l.0 as usize] != id {
                    mark[l.0 as usize] = id;
                    blocks.push(l);
                    work.push(l);
                }
            }
            while let Some(b) = work.pop() {
                for &p in cfg.preds(b) {
                    if dt.is_reachable(p) && mark[p.0 as usize] != id {
                        mark[p.0 as usize] = id;
                        blocks.push(p);
                        work.push(p);
                    }
                }
            }
            let pos = |b: &BlockId| f.layout.iter().position(|x| x == b);
            latches.sort_by_key(pos);
            found.push(Loop {
                header: h,
                blocks,
                latches,
                parent: None,
                depth: 0,
                innermost: true,
            });
        }
        // Inner loops first: a loop is smaller than any loop containing it.
        found.sort_by_key(|l| l.blocks.len());
        let mut block_loop: Vec<Option<LoopId>> = vec![None; n];
        for (k, l) in found.iter().enumerate() {
            for &b in &l.blocks {
                if block_loop[b.0 as usize].is_none() {
                    block_loop[b.0 as usize] = Some(LoopId(k as u32));
                }
            }
        }
        // The parent of a loop is the innermost loop holding its header, other than itself:
        // the smallest later loop that contains the header.
        for k in 0..found.len() {
            let h = found[k].header;
            let parent = (k + 1..found.len()).find(|&j| found[j].blocks.contains(&h));
            found[k].parent = parent.map(|j| LoopId(j as u32));
            if let Some(j) = parent {
                found[j].innermost = false;
            }
        }
        for k in (0..found.len()).rev() {
            found[k].depth = match found[k].parent {
                Some(p) => found[p.0 as usize].depth + 1,
                None => 1,
            };
        }
        LoopInfo {
            loops: found,
            block_loop,
        }
    }

    /// The innermost loop holding `b`.
    pub fn loop_of(&self, b: BlockId) -> Option<LoopId> {
        self.block_loop.get(b.0 as usize).copied().flatten()
    }

    /// The loop with id `l`.
    pub fn get(&self, l: LoopId) -> &Loop {
        &self.loops[l.0 as usize]
    }

    /// Whether loop `l` contains block `b` (directly or through an inner loop).
    pub fn contains(&self, l: LoopId, b: BlockId) -> bool {
        let mut cur = self.loop_of(b);
        while let Some(c) = cur {
            if c == l {
                return true;
            }
            cur = self.get(c).parent;
        }
        false
    }

    /// How many loops hold `b` (0 outside every loop).
    pub fn depth(&self, b: BlockId) -> u32 {
        self.loop_of(b).map_or(0, |l| self.get(l).depth)
    }

    /// The preheader of `l`: its header's only predecessor outside the loop, if the header has
    /// exactly one such predecessor edge (LLVM also asks that the preheader have the header as
    /// its only successor; callers that insert code before its terminator do not need that).
    pub fn preheader(&self, cfg: &Cfg, l: LoopId) -> Option<BlockId> {
        let h = self.get(l).header;
        let mut outside = cfg.preds(h).iter().filter(|&&p| !self.contains(l, p));
        let p = *outside.next()?;
        outside.next().is_none().then_some(p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loops_of(src: &str) -> (crate::Module, LoopInfo, Cfg) {
        let m = crate::parse_str("test.ll", src).expect("test IR parses");
        let f = &m.functions[0];
        let cfg = Cfg::new(f);
        let dt = DominatorTree::new(f, &cfg);
        let li = LoopInfo::new(f, &cfg, &dt);
        (m, li, cfg)
    }

    #[test]
    fn nested_loops_depths_and_preheaders() {
        let (m, li, cfg) = loops_of(
            "define void @f(i64 %n) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add i64 %j, 1
  %c = icmp eq i64 %j1, %n
  br i1 %c, label %outer.latch, label %inner
outer.latch:
  %i1 = add i64 %i, 1
  %d = icmp eq i64 %i1, %n
  br i1 %d, label %exit, label %outer
exit:
  ret void
}",
        );
        let f = &m.functions[0];
        let b = |name: &str| {
            f.layout
                .iter()
                .copied()
                .find(|&b| f.name_str(f.block(b).name) == Some(name))
                .unwrap()
        };
        assert_eq!(li.loops.len(), 2);
        let inner = li.loop_of(b("inner")).unwrap();
        let outer = li.loop_of(b("outer")).unwrap();
        assert_ne!(inner, outer);
        assert_eq!(li.get(inner).depth, 2);
        assert_eq!(li.get(outer).depth, 1);
        assert_eq!(li.get(inner).parent, Some(outer));
        assert!(li.get(inner).innermost && !li.get(outer).innermost);
        assert_eq!(li.get(inner).latches, vec![b("inner")]);
        assert_eq!(li.get(outer).latches, vec![b("outer.latch")]);
        assert!(li.contains(outer, b("inner")));
        assert!(!li.contains(inner, b("outer.latch")));
        assert_eq!(li.depth(b("exit")), 0);
        assert_eq!(li.preheader(&cfg, inner), Some(b("outer")));
        assert_eq!(li.preheader(&cfg, outer), Some(b("entry")));
    }

    #[test]
    fn irreducible_cycle_is_not_a_loop() {
        let (_, li, _) = loops_of(
            "define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  br label %a
}",
        );
        assert!(li.loops.is_empty());
    }
}
