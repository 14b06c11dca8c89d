//! Several `indirectbr`s into one block become one, as clang itself writes computed gotos
//! (every `goto *p` a branch to a single dispatch block ending in the function's only
//! `indirectbr`).
//!
//! The register allocator needs every critical edge split, and an `indirectbr` jumps to a
//! block's address, so its edges cannot be split by a block in between; regalloc.rs gives the
//! one indirect edge into an address-taken block a landing block that takes over the block's
//! label, which works for one such edge per block only. IR from other producers (or clang's
//! after tail duplication) may end several blocks in `indirectbr`s that share targets: here each
//! of them becomes `br label %indirectgoto`, a new block whose phi picks the address (and, for
//! each phi of a target, the value that branch brought; `poison` from a branch that never went
//! there) and which ends in one `indirectbr` over all their targets.
//!
//! In: a function. Out: the same function with at most one `indirectbr` reaching any block.

use kiln_ir::constants::ConstData;
use kiln_ir::types::TypeTable;
use kiln_ir::{BlockId, Function, InstId, InstKind, Module, Value};

/// The blocks of `f` that end in an `indirectbr`, in layout order.
fn indirect_blocks(f: &Function) -> Vec<BlockId> {
    f.layout
        .iter()
        .copied()
        .filter(|&b| {
            f.terminator(b)
                .is_some_and(|t| f.inst(t).kind == InstKind::IndirectBr)
        })
        .collect()
}

/// Whether two `indirectbr`s of `f` share a target.
pub(super) fn needs_merge(f: &Function) -> bool {
    let blocks = indirect_blocks(f);
    if blocks.len() < 2 {
        return false;
    }
    let mut seen = vec![false; f.blocks.len()];
    for b in blocks {
        let mut targets: Vec<BlockId> = f.successors(b).collect();
        targets.sort();
        targets.dedup();
        for t in targets {
            if std::mem::replace(&mut seen[t.0 as usize], true) {
                return true;
            }
        }
    }
    false
}

/// Merges the `indirectbr`s of `f` into one dispatch block (see the module doc).
pub(super) fn merge(m: &mut Module, f: &mut Function) {
    let froms = indirect_blocks(f);
    let Some(&last) = f.layout.last() else {
        return;
    };
    let dispatch = super::new_block_after(f, last, "indirectgoto");
    let mut targets: Vec<BlockId> = Vec::new();
    for &b in &froms {
        for s in f.successors(b) {
            if !targets.contains(&s) {
                targets.push(s);
            }
        }
    }
    // The address each branch jumps to.
    let addr_ops: Vec<Value> = froms
        .iter()
        .flat_map(|&b| {
            let t = f
                .terminator(b)
                .expect("invariant: the block ends in its indirectbr");
            [f.operands(t)[0], Value::Block(b)]
        })
        .collect();
    let addr = super::new_inst(f, dispatch, InstKind::Phi, TypeTable::PTR, &addr_ops);
    let mut dispatch_insts: Vec<InstId> = vec![addr];
    // Each phi of a target takes, from the dispatch block, a phi there of what each branch
    // brought it.
    for &s in &targets {
        for x in super::phis(f, s) {
            let ty = f.inst(x).ty;
            let poison = m.consts.intern(ConstData::Poison(ty), ty);
            let pairs: Vec<(Value, Value)> =
                f.operands(x).chunks(2).map(|c| (c[0], c[1])).collect();
            let ops: Vec<Value> = froms
                .iter()
                .flat_map(|&b| {
                    let v = pairs
                        .iter()
                        .find(|(_, p)| *p == Value::Block(b))
                        .map_or(Value::Const(poison), |&(v, _)| v);
                    [v, Value::Block(b)]
                })
                .collect();
            let y = super::new_inst(f, dispatch, InstKind::Phi, ty, &ops);
            dispatch_insts.push(y);
            // The entries from the merged branches become one entry from the dispatch block
            // (the operand range only shrinks: at least one branch reached this block).
            let r = f.inst(x).ops.range();
            let mut kept = r.start;
            for k in (r.start..r.end).step_by(2) {
                let from_merged =
                    matches!(f.operands[k + 1], Value::Block(p) if froms.contains(&p));
                if !from_merged {
                    f.operands.swap(kept, k);
                    f.operands.swap(kept + 1, k + 1);
                    kept += 2;
                }
            }
            f.operands[kept] = Value::Inst(y);
            f.operands[kept + 1] = Value::Block(dispatch);
            f.insts[x.0 as usize].ops.len = (kept + 2 - r.start) as u32;
        }
    }
    let mut ib_ops = vec![Value::Inst(addr)];
    ib_ops.extend(targets.iter().map(|&t| Value::Block(t)));
    let ib = super::new_inst(f, dispatch, InstKind::IndirectBr, TypeTable::VOID, &ib_ops);
    dispatch_insts.push(ib);
    f.blocks[dispatch.0 as usize].insts = dispatch_insts;
    // Each branch now goes to the dispatch block.
    for &b in &froms {
        let br = super::new_inst(
            f,
            b,
            InstKind::Br,
            TypeTable::VOID,
            &[Value::Block(dispatch)],
        );
        let insts = &mut f.blocks[b.0 as usize].insts;
        insts.pop();
        insts.push(br);
    }
}
