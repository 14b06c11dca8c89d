//! Blocks no path from the entry reaches are dropped before selection, as LLVM's
//! `UnreachableBlockElim` does ahead of SelectionDAG. Such blocks are valid IR even when they
//! use a value before its definition (dominance holds vacuously there), which the
//! SelectionDAG builder cannot lower; they never run, so they are removed instead.
//!
//! Only functions with such a block are rewritten (the module is copied for them); other
//! unreachable blocks go through selection and are dropped as machine blocks.
//!
//! In: a function. Out: its layout without the unreachable blocks, and every phi of a kept
//! block without the (value, block) pairs of removed predecessors. A block whose address is
//! taken (`blockaddress`) counts as reached: an `indirectbr` may go there.

use kiln_ir::{BlockId, FuncId, Function, InstKind, Module, Value};

/// Which blocks of `f` (function `fid` of `m`) are reachable, by block index. The module's
/// block addresses are looked at only when the entry does not reach every block (the common
/// case is decided without them).
fn reachable(m: &Module, fid: FuncId, f: &Function) -> Vec<bool> {
    let mut seen = vec![false; f.blocks.len()];
    let mut work: Vec<BlockId> = f.layout.first().copied().into_iter().collect();
    let walk = |seen: &mut Vec<bool>, work: &mut Vec<BlockId>| {
        while let Some(b) = work.pop() {
            if std::mem::replace(&mut seen[b.0 as usize], true) {
                continue;
            }
            work.extend(f.successors(b).filter(|s| !seen[s.0 as usize]));
        }
    };
    walk(&mut seen, &mut work);
    if f.layout.iter().any(|b| !seen[b.0 as usize]) {
        work.extend(
            m.block_addresses
                .values()
                .filter(|(func, _)| *func == fid)
                .map(|&(_, b)| b),
        );
        walk(&mut seen, &mut work);
    }
    seen
}

/// Whether `f` has an unreachable block the SelectionDAG builder cannot lower: one that uses
/// a value before its definition in the same block. Other unreachable blocks are selected and
/// then dropped with the machine blocks the entry does not reach (`regalloc.rs`), which costs
/// no copy of the module.
pub(super) fn needs_removal(m: &Module, fid: FuncId, f: &Function) -> bool {
    let seen = reachable(m, fid, f);
    f.layout
        .iter()
        .filter(|b| !seen[b.0 as usize])
        .any(|&b| uses_before_def(f, b))
}

/// Whether a non-phi instruction of block `b` uses a value defined at or after it in `b`.
fn uses_before_def(f: &Function, b: BlockId) -> bool {
    let insts = &f.block(b).insts;
    insts.iter().enumerate().any(|(k, &i)| {
        f.inst(i).kind != InstKind::Phi
            && f.operands(i).iter().any(|v| match *v {
                Value::Inst(d) => f.inst(d).block == b && insts[k..].contains(&d),
                _ => false,
            })
    })
}

/// Drops `f`'s unreachable blocks (see the module doc).
pub(super) fn remove(m: &Module, fid: FuncId, f: &mut Function) {
    let seen = reachable(m, fid, f);
    f.layout.retain(|b| seen[b.0 as usize]);
    let layout = f.layout.clone();
    for b in layout {
        for p in super::phis(f, b) {
            let r = f.inst(p).ops.range();
            let start = r.start;
            // Keep the pairs from reached predecessors, packed at the front of the range.
            let mut kept = 0;
            for k in (r.start..r.end).step_by(2) {
                let pred_reached = match f.operands[k + 1] {
                    Value::Block(pb) => seen[pb.0 as usize],
                    _ => true,
                };
                if pred_reached {
                    f.operands.swap(start + kept, k);
                    f.operands.swap(start + kept + 1, k + 1);
                    kept += 2;
                }
            }
            f.insts[p.0 as usize].ops.len = kept as u32;
        }
    }
}
