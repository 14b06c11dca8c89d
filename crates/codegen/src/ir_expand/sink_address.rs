//! Address sinking (the part of LLVM's CodeGenPrepare `optimizeMemoryInst` that kiln needs):
//! an address `getelementptr i8, ptr %base, i64 C` computed in one block and used as the
//! address of loads and stores in other blocks is recomputed in each of those blocks, next to
//! its first such user, so that selection (which sees one block at a time) folds the offset
//! into the memory access as `C(base)`.
//!
//! Without it the address is a value of its own, live from its definition to its last use:
//! clang hoists such addresses out of loops (an interpreter computes `&ci->u.l.savedpc`,
//! `&L->top`, ... once before its dispatch loop), and each one then holds a register across
//! the whole loop, or is spilled and reloaded, where llc's code addresses `40(s3)` directly.
//!
//! In: a function above -O0. Out: the same function where every load or store in block `U`
//! whose address is such a GEP `G` of another block reads a copy of `G` placed in `U` right
//! before the first such load or store (one copy per block). `G` stays where it is for its
//! other users, and leaves its block when it has none. Only offsets in [-2048, 2047] are
//! sunk: every target folds them into a base + offset access (RISC-V's 12-bit immediate being
//! the narrowest), so the copy costs no instruction. Linear in the size of the function.

use kiln_ir::types::TypeTable;
use kiln_ir::{BlockId, Function, InstId, InstKind, Module, Value};

/// Whether `g` is `getelementptr i8, ptr base, i64 C` with a small `C` and a base other than
/// a constant (a global's address plus an offset is folded by selection already).
fn sinkable(m: &Module, f: &Function, g: InstId) -> bool {
    let InstKind::Gep { source_ty } = f.inst(g).kind else {
        return false;
    };
    if source_ty != TypeTable::I8 {
        return false;
    }
    match f.operands(g) {
        [base, off] => {
            matches!(base, Value::Inst(_) | Value::Arg(_))
                && f.value_type(m, *base) == f.inst(g).ty
                && super::int_constant(m, *off).is_some_and(|c| (-2048..2048).contains(&c))
        }
        _ => false,
    }
}

/// The operand index of the address of memory access `u`, if it is a plain load or store.
fn address_operand(f: &Function, u: InstId) -> Option<usize> {
    match f.inst(u).kind {
        InstKind::Load { .. } => Some(0),
        InstKind::Store { .. } => Some(1),
        _ => None,
    }
}

/// Each (user, operand index, GEP) to rewrite, in layout order.
fn sites(m: &Module, f: &Function) -> Vec<(InstId, usize, InstId)> {
    let mut block_of = vec![None; f.insts.len()];
    for &b in &f.layout {
        for &i in &f.block(b).insts {
            block_of[i.0 as usize] = Some(b);
        }
    }
    let mut out = Vec::new();
    for &b in &f.layout {
        for &u in &f.block(b).insts {
            let Some(k) = address_operand(f, u) else {
                continue;
            };
            let Some(&Value::Inst(g)) = f.operands(u).get(k) else {
                continue;
            };
            if block_of[g.0 as usize].is_some_and(|gb| gb != b) && sinkable(m, f, g) {
                out.push((u, k, g));
            }
        }
    }
    out
}

/// Whether some address of `f` would be sunk.
pub(super) fn has_candidates(m: &Module, f: &Function) -> bool {
    !sites(m, f).is_empty()
}

/// Sinks the addresses of `f` (see the module documentation).
pub(super) fn sink(m: &Module, f: &mut Function) {
    let sites = sites(m, f);
    if sites.is_empty() {
        return;
    }
    // (GEP, block) -> its copy in that block.
    let mut copies: std::collections::HashMap<(InstId, BlockId), InstId> =
        std::collections::HashMap::new();
    let mut moved = vec![false; f.insts.len()];
    for (u, k, g) in sites {
        let b = f.inst(u).block;
        let copy = *copies.entry((g, b)).or_insert_with(|| {
            let gi = *f.inst(g);
            let ops = f.operands(g).to_vec();
            let c = f.add_inst(b, gi.kind, gi.ty, &ops, kiln_ir::function::Name::UNNAMED);
            f.insts[c.0 as usize].flags = gi.flags;
            let insts = &mut f.blocks[b.0 as usize].insts;
            let at = insts
                .iter()
                .position(|&i| i == u)
                .expect("invariant: the user is in its block");
            insts.insert(at, c);
            c
        });
        let r = f.inst(u).ops.range();
        f.operands[r][k] = Value::Inst(copy);
        moved[g.0 as usize] = true;
    }
    // GEPs left without users leave their blocks (ids now include the copies).
    moved.resize(f.insts.len(), false);
    let mut used = vec![false; f.insts.len()];
    for &b in &f.layout {
        for &i in &f.block(b).insts {
            for v in f.operands(i) {
                if let Value::Inst(d) = v {
                    used[d.0 as usize] = true;
                }
            }
        }
    }
    for b in f.layout.clone() {
        f.blocks[b.0 as usize]
            .insts
            .retain(|&i| !moved[i.0 as usize] || used[i.0 as usize]);
    }
}
