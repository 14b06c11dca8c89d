//! The control-flow graph of a function and its dominator tree.
//!
//! In: a [`Function`] with a body. Out: a [`Cfg`] (successor and predecessor edges per block,
//! counted with multiplicity as LLVM counts them: a `switch` with two cases to the same block
//! gives that block two predecessor edges) and a [`DominatorTree`] built with the iterative
//! algorithm of Cooper, Harvey and Kennedy over reverse post-order, then numbered by a DFS of
//! the tree so that `dominates(a, b)` is two comparisons. Everything is indexed by
//! [`BlockId`]; unreachable blocks have no immediate dominator and are dominated by nothing
//! (and, as in LLVM, dominance questions about them are answered `true` by the verifier).

use crate::function::{BlockId, Function};
use crate::value::Value;

/// Successor and predecessor edges of every block of a function (flat arrays, CSR-style).
#[derive(Clone, Debug, Default)]
pub struct Cfg {
    succ_start: Vec<u32>,
    succs: Vec<BlockId>,
    pred_start: Vec<u32>,
    preds: Vec<BlockId>,
}

impl Cfg {
    /// Builds the edges from each laid-out block's terminator. Successors are the block
    /// operands of the terminator in operand order, duplicates kept; operands naming blocks
    /// outside the arena are ignored (the verifier reports them).
    pub fn new(f: &Function) -> Cfg {
        let n = f.blocks.len();
        let mut succ_start = vec![0u32; n + 1];
        let mut succs = Vec::new();
        let mut pred_count = vec![0u32; n + 1];
        let mut in_layout = vec![false; n];
        for &b in &f.layout {
            if let Some(x) = in_layout.get_mut(b.0 as usize) {
                *x = true;
            }
        }
        for b in 0..n {
            succ_start[b] = succs.len() as u32;
            if !in_layout[b] {
                continue;
            }
            if let Some(t) = f.terminator(BlockId(b as u32)) {
                for v in f.operands(t) {
                    if let Value::Block(s) = *v {
                        if (s.0 as usize) < n {
                            succs.push(s);
                            pred_count[s.0 as usize] += 1;
                        }
                    }
                }
            }
        }
        succ_start[n] = succs.len() as u32;
        // Prefix sums give each block's slice of the predecessor array.
        let mut pred_start = vec![0u32; n + 1];
        for b in 0..n {
            pred_start[b + 1] = pred_start[b] + pred_count[b];
        }
        let mut fill = pred_start.clone();
        let mut preds = vec![BlockId(0); succs.len()];
        for b in 0..n {
            for &s in &succs[succ_start[b] as usize..succ_start[b + 1] as usize] {
                let slot = &mut fill[s.0 as usize];
                preds[*slot as usize] = BlockId(b as u32);
                *slot += 1;
            }
        }
        Cfg {
            succ_start,
            succs,
            pred_start,
            preds,
        }
    }

    /// Successor edges of `b`, in terminator operand order, with duplicates.
    pub fn succs(&self, b: BlockId) -> &[BlockId] {
        let i = b.0 as usize;
        &self.succs[self.succ_start[i] as usize..self.succ_start[i + 1] as usize]
    }

    /// Predecessor edges of `b`, with duplicates (one per edge), in block-index order.
    pub fn preds(&self, b: BlockId) -> &[BlockId] {
        let i = b.0 as usize;
        &self.preds[self.pred_start[i] as usize..self.pred_start[i + 1] as usize]
    }
}

const NONE: u32 = u32::MAX;

/// The dominator tree of a function's CFG.
#[derive(Clone, Debug, Default)]
pub struct DominatorTree {
    /// Immediate dominator per block (`NONE` for the entry and unreachable blocks).
    idom: Vec<u32>,
    /// Reverse post-order number per block (`NONE` if unreachable).
    rpo_num: Vec<u32>,
    /// DFS entry/exit numbers in the dominator tree, for O(1) dominance queries.
    tin: Vec<u32>,
    tout: Vec<u32>,
}

impl DominatorTree {
    /// Computes the dominator tree of `f` rooted at its entry block (`layout[0]`).
    pub fn new(f: &Function, cfg: &Cfg) -> DominatorTree {
        let n = f.blocks.len();
        let mut dt = DominatorTree {
            idom: vec![NONE; n],
            rpo_num: vec![NONE; n],
            tin: vec![NONE; n],
            tout: vec![NONE; n],
        };
        let Some(&entry) = f.layout.first() else {
            return dt;
        };
        if entry.0 as usize >= n {
            return dt;
        }
        // Post-order by an explicit-stack DFS (no recursion: functions can be huge).
        let mut post = Vec::with_capacity(n);
        let mut visited = vec![false; n];
        let mut stack: Vec<(BlockId, u32)> = vec![(entry, 0)];
        visited[entry.0 as usize] = true;
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            let succs = cfg.succs(b);
            if let Some(&s) = succs.get(*next as usize) {
                *next += 1;
                if !visited[s.0 as usize] {
                    visited[s.0 as usize] = true;
                    stack.push((s, 0));
                }
            } else {
                post.push(b);
                stack.pop();
            }
        }
        let rpo: Vec<BlockId> = post.iter().rev().copied().collect();
        for (i, b) in rpo.iter().enumerate() {
            dt.rpo_num[b.0 as usize] = i as u32;
        }
        // Cooper-Harvey-Kennedy: iterate to a fixed point, intersecting along idom chains by
        // RPO number. The entry's idom is itself during the iteration.
        dt.idom[entry.0 as usize] = entry.0;
        let mut changed = true;
        while changed {
            changed = false;
            for &b in rpo.iter().skip(1) {
                let mut new_idom = NONE;
                for &p in cfg.preds(b) {
                    if dt.idom[p.0 as usize] == NONE {
                        continue; // unreachable or not processed yet
                    }
                    new_idom = if new_idom == NONE {
                        p.0
                    } else {
                        dt.intersect(p.0, new_idom)
                    };
                }
                if new_idom != dt.idom[b.0 as usize] {
                    dt.idom[b.0 as usize] = new_idom;
                    changed = true;
                }
            }
        }
        dt.idom[entry.0 as usize] = NONE;
        // Number the tree by DFS (children lists in CSR form, then an explicit stack).
        let mut child_count = vec![0u32; n + 1];
        for &b in &rpo[1..] {
            child_count[dt.idom[b.0 as usize] as usize + 1] += 1;
        }
        for i in 0..n {
            child_count[i + 1] += child_count[i];
        }
        let mut fill = child_count.clone();
        let mut children = vec![0u32; rpo.len().saturating_sub(1)];
        for &b in &rpo[1..] {
            let p = dt.idom[b.0 as usize] as usize;
            children[fill[p] as usize] = b.0;
            fill[p] += 1;
        }
        let mut clock = 0u32;
        let mut stack: Vec<(u32, u32)> = vec![(entry.0, child_count[entry.0 as usize])];
        dt.tin[entry.0 as usize] = clock;
        clock += 1;
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            if *next < child_count[b as usize + 1] {
                let c = children[*next as usize];
                *next += 1;
                dt.tin[c as usize] = clock;
                clock += 1;
                stack.push((c, child_count[c as usize]));
            } else {
                dt.tout[b as usize] = clock;
                clock += 1;
                stack.pop();
            }
        }
        dt
    }

    fn intersect(&self, mut a: u32, mut b: u32) -> u32 {
        while a != b {
            while self.rpo_num[a as usize] > self.rpo_num[b as usize] {
                a = self.idom[a as usize];
            }
            while self.rpo_num[b as usize] > self.rpo_num[a as usize] {
                b = self.idom[b as usize];
            }
        }
        a
    }

    /// Whether `b` is reachable from the entry block.
    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.rpo_num.get(b.0 as usize).is_some_and(|&n| n != NONE)
    }

    /// The immediate dominator of `b` (`None` for the entry and unreachable blocks).
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        let d = *self.idom.get(b.0 as usize)?;
        (d != NONE).then_some(BlockId(d))
    }

    /// Whether `a` dominates `b` (every block dominates itself). False if either is
    /// unreachable, except that a block dominates itself.
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return true;
        }
        let (a, b) = (a.0 as usize, b.0 as usize);
        if a >= self.tin.len() || b >= self.tin.len() {
            return false;
        }
        if self.tin[a] == NONE || self.tin[b] == NONE {
            return false;
        }
        self.tin[a] <= self.tin[b] && self.tout[b] <= self.tout[a]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::{add_function, Builder};
    use crate::module::Module;
    use crate::types::TypeTable;

    /// A function whose block `i` branches to `edges[i]` (0, 1 or 2 targets via br; more via
    /// switch on the argument).
    fn cfg_function(edges: &[Vec<usize>]) -> Module {
        let mut m = Module::new();
        let f = add_function(&mut m, "g", TypeTable::VOID, &[TypeTable::I32], false);
        let mut b = Builder::new(&mut m, f);
        let blocks: Vec<BlockId> = (0..edges.len()).map(|_| b.append_block("")).collect();
        let cond = Value::Arg(0);
        for (i, succ) in edges.iter().enumerate() {
            b.position_at_end(blocks[i]);
            match succ.as_slice() {
                [] => {
                    b.build_ret(None);
                }
                [s] => {
                    b.build_br(blocks[*s]);
                }
                [d, rest @ ..] => {
                    let cases: Vec<(Value, BlockId)> = rest
                        .iter()
                        .enumerate()
                        .map(|(k, &s)| (b.const_int(TypeTable::I32, k as i64), blocks[s]))
                        .collect();
                    b.build_switch(cond, blocks[*d], &cases);
                }
            }
        }
        m
    }

    /// Dominator sets by the textbook iterative dataflow (quadratic, for checking only).
    fn naive(edges: &[Vec<usize>]) -> Vec<Vec<bool>> {
        let n = edges.len();
        let mut preds = vec![Vec::new(); n];
        for (i, s) in edges.iter().enumerate() {
            for &t in s {
                preds[t].push(i);
            }
        }
        // Reachability first: unreachable blocks dominate nothing and are dominated by nothing.
        let mut reach = vec![false; n];
        let mut stack = vec![0];
        reach[0] = true;
        while let Some(b) = stack.pop() {
            for &s in &edges[b] {
                if !reach[s] {
                    reach[s] = true;
                    stack.push(s);
                }
            }
        }
        let mut dom: Vec<Vec<bool>> = (0..n)
            .map(|i| {
                (0..n)
                    .map(|j| if i == 0 { j == 0 } else { reach[j] })
                    .collect()
            })
            .collect();
        let mut changed = true;
        while changed {
            changed = false;
            for b in 1..n {
                if !reach[b] {
                    continue;
                }
                let mut new: Vec<bool> = vec![true; n];
                for &p in preds[b].iter().filter(|&&p| reach[p]) {
                    for j in 0..n {
                        new[j] &= dom[p][j];
                    }
                }
                new[b] = true;
                if new != dom[b] {
                    dom[b] = new;
                    changed = true;
                }
            }
        }
        dom
    }

    #[test]
    fn matches_naive_dominators_on_random_cfgs() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut rand = |k: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % k
        };
        for _ in 0..300 {
            let n = 1 + rand(24) as usize;
            let edges: Vec<Vec<usize>> = (0..n)
                .map(|_| {
                    let k = rand(4) as usize;
                    (0..k).map(|_| rand(n as u64) as usize).collect()
                })
                .collect();
            let m = cfg_function(&edges);
            let f = &m.functions[0];
            let cfg = Cfg::new(f);
            let dt = DominatorTree::new(f, &cfg);
            let want = naive(&edges);
            for (b, want_b) in want.iter().enumerate() {
                for (a, &want_ab) in want_b.iter().enumerate() {
                    let reach_b = dt.is_reachable(BlockId(b as u32));
                    let expect = if !reach_b { a == b } else { want_ab };
                    assert_eq!(
                        dt.dominates(BlockId(a as u32), BlockId(b as u32)),
                        expect,
                        "{a} dom {b} in {edges:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn predecessor_edges_keep_duplicates() {
        let m = cfg_function(&[vec![1, 1, 2, 1], vec![2], vec![]]);
        let f = &m.functions[0];
        let cfg = Cfg::new(f);
        assert_eq!(cfg.preds(BlockId(1)), &[BlockId(0); 3]);
        assert_eq!(cfg.preds(BlockId(2)), &[BlockId(0), BlockId(1)]);
        assert_eq!(cfg.succs(BlockId(0)).len(), 4);
        let dt = DominatorTree::new(f, &cfg);
        assert_eq!(dt.idom(BlockId(2)), Some(BlockId(0)));
        assert_eq!(dt.idom(BlockId(0)), None);
    }
}
