//! A return reached from a `tail` call through a block that only returns is duplicated into
//! the call's block, so the call can become a tail call (CodeGenPrepare's
//! `dupRetToEnableTailCallOpts`).
//!
//! In: a function above -O0. Out: the same function where, for a block `R` holding only
//! `ret void`, or only `%r = phi ...` and `ret %r`, each predecessor `P` that ends in
//! `%c = tail call ...` (`%c` being what the phi receives from `P`) and `br label %R` ends in
//! `ret %c` (or `ret void`) instead, and the phi loses its entry for `P`. One predecessor of
//! `R` is always left, so `R` keeps its phi well-formed and its place. Clang writes
//! `return f(x);` in a function with several returns this way; without the duplication the
//! call is followed by a jump to the shared return, a frame that saves the return address,
//! and its restore.

use kiln_ir::instructions::TailKind;
use kiln_ir::{BlockId, Function, InstId, InstKind, Value};

/// The block's instructions without debug records.
fn real_insts(f: &Function, b: BlockId) -> impl Iterator<Item = InstId> + '_ {
    f.block(b)
        .insts
        .iter()
        .copied()
        .filter(|&i| !matches!(f.inst(i).kind, InstKind::DbgRecord(_)))
}

/// For a block that only returns: its phi (when it returns one) or `None` (for `ret void`).
fn return_block(f: &Function, r: BlockId) -> Option<Option<InstId>> {
    let insts: Vec<InstId> = real_insts(f, r).take(3).collect();
    match insts.as_slice() {
        [ret] if f.inst(*ret).kind == InstKind::Ret && f.operands(*ret).is_empty() => Some(None),
        [phi, ret]
            if f.inst(*phi).kind == InstKind::Phi
                && f.inst(*ret).kind == InstKind::Ret
                && f.operands(*ret) == [Value::Inst(*phi)] =>
        {
            Some(Some(*phi))
        }
        _ => None,
    }
}

/// The `tail` call right before `p`'s `br label %r`, when the return of `r` may follow it.
fn tail_call_before(f: &Function, p: BlockId, r: BlockId, phi: Option<InstId>) -> Option<InstId> {
    let insts: Vec<InstId> = real_insts(f, p).collect();
    let [.., call, br] = insts.as_slice() else {
        return None;
    };
    if f.inst(*br).kind != InstKind::Br || f.operands(*br) != [Value::Block(r)] {
        return None;
    }
    if !matches!(f.inst(*call).kind, InstKind::Call(_))
        || f.call_info(*call)?.tail != TailKind::Tail
    {
        return None;
    }
    if let Some(phi) = phi {
        let ops = f.operands(phi);
        let from_p = (0..ops.len() / 2).find(|&k| ops[2 * k + 1] == Value::Block(p))?;
        if ops[2 * from_p] != Value::Inst(*call) {
            return None;
        }
    }
    Some(*br)
}

/// The (predecessor's branch, return block, its phi) rewrites of `f`.
fn candidates(f: &Function) -> Vec<(InstId, BlockId, Option<InstId>)> {
    let mut out = Vec::new();
    let preds = f.predecessors();
    for &r in &f.layout {
        let Some(phi) = return_block(f, r) else {
            continue;
        };
        let ps = &preds[r.0 as usize];
        let found: Vec<InstId> = ps
            .iter()
            .filter_map(|&p| tail_call_before(f, p, r, phi))
            .collect();
        // Leave `r` one predecessor.
        let keep = usize::from(found.len() == ps.len());
        out.extend(found.into_iter().skip(keep).map(|br| (br, r, phi)));
    }
    out
}

/// Whether some return would be duplicated.
pub(super) fn has_candidates(f: &Function) -> bool {
    !candidates(f).is_empty()
}

/// Duplicates every such return (see the module documentation).
pub(super) fn rewrite(f: &mut Function) {
    for (br, _r, phi) in candidates(f) {
        let p = f.inst(br).block;
        let value = phi.map(|phi| {
            let ops = f.operands(phi);
            let k = (0..ops.len() / 2)
                .find(|&k| ops[2 * k + 1] == Value::Block(p))
                .expect("invariant: the phi has an entry for the predecessor");
            let v = ops[2 * k];
            // Drop the entry: the last pair moves into its place.
            let range = f.inst(phi).ops;
            let (s, n) = (range.start as usize, range.len as usize);
            f.operands[s + 2 * k] = f.operands[s + n - 2];
            f.operands[s + 2 * k + 1] = f.operands[s + n - 1];
            f.insts[phi.0 as usize].ops.len -= 2;
            v
        });
        let ops: Vec<Value> = value.into_iter().collect();
        let ty = f.inst(br).ty;
        let ret = f.add_inst(p, InstKind::Ret, ty, &ops, kiln_ir::function::Name::UNNAMED);
        let insts = &mut f.blocks[p.0 as usize].insts;
        let at = insts
            .iter()
            .position(|&i| i == br)
            .expect("invariant: the branch is in its block");
        insts[at] = ret;
    }
}
