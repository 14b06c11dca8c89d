//! A phi that is, on every incoming edge, another phi of its block minus a constant becomes
//! that phi minus the constant (one loop-carried value instead of two).
//!
//! In: a function above -O0. Out: the same function where, in a block with phis `P` and `Q`
//! of one integer type such that on every edge the value `P` receives is `add Q_in, C` (or
//! `sub Q_in, -C`, or two constants C apart) of the value `Q` receives, `Q` is gone and its uses read `add P, -C`,
//! placed right after the block's phis (wrapping arithmetic: `P = Q + C` modulo 2^n on every
//! edge, so `Q = P - C`). Clang's loops keep such pairs (bubble sort's `j` and `j + 1` where
//! the swap branch passes the old `j + 1` on as the next `j`); kept as two phis, register
//! allocation carries both across the back edge and swaps their registers with three moves
//! on the edge.

use super::{int_const, int_constant, phis, Uses};
use kiln_ir::instructions::BinOp;
use kiln_ir::{BlockId, Function, InstId, InstKind, Module, Value};

/// `v` as `add x, C` or `sub x, C`: (x, C).
fn as_offset(m: &Module, f: &Function, v: Value) -> Option<(Value, i64)> {
    let Value::Inst(i) = v else { return None };
    let ops = f.operands(i);
    match f.inst(i).kind {
        InstKind::Binary(BinOp::Add) => match (int_constant(m, ops[0]), int_constant(m, ops[1])) {
            (_, Some(c)) => Some((ops[0], c)),
            (Some(c), _) => Some((ops[1], c)),
            _ => None,
        },
        InstKind::Binary(BinOp::Sub) => int_constant(m, ops[1]).map(|c| (ops[0], c.wrapping_neg())),
        _ => None,
    }
}

/// The value phi `phi` receives from block `pred`.
fn incoming(f: &Function, phi: InstId, pred: BlockId) -> Option<Value> {
    let ops = f.operands(phi);
    (0..ops.len() / 2)
        .find(|&k| ops[2 * k + 1] == Value::Block(pred))
        .map(|k| ops[2 * k])
}

/// C when phi `p` receives `Q_in + C` wherever phi `q` receives `Q_in` (the same C on every
/// edge, not 0; an edge where both receive constants counts with their difference).
fn offset_of(m: &Module, f: &Function, p: InstId, q: InstId) -> Option<i64> {
    let ops = f.operands(q);
    if ops.len() != f.operands(p).len() || ops.is_empty() {
        return None;
    }
    let mut c = None;
    for k in 0..ops.len() / 2 {
        let Value::Block(pred) = ops[2 * k + 1] else {
            return None;
        };
        let pin = incoming(f, p, pred)?;
        let ck = match (int_constant(m, pin), int_constant(m, ops[2 * k])) {
            // Two constants: their difference (wrapping in the phis' width, as `add` is).
            (Some(a), Some(b)) => {
                let bits = m.types.int_bits(f.inst(q).ty)?;
                let d = a.wrapping_sub(b) as u64;
                let d = if bits == 64 {
                    d
                } else {
                    d & ((1u64 << bits) - 1)
                };
                let shift = 64 - bits;
                ((d << shift) as i64) >> shift
            }
            _ => {
                let (x, ck) = as_offset(m, f, pin)?;
                if x != ops[2 * k] {
                    return None;
                }
                ck
            }
        };
        if ck == 0 || c.is_some_and(|c| c != ck) {
            return None;
        }
        c = Some(ck);
    }
    c
}

/// The (Q, P, C) pairs of block `b`, each Q at most once and never a P.
fn pairs_in(m: &Module, f: &Function, b: BlockId) -> Vec<(InstId, InstId, i64)> {
    let ps = phis(f, b);
    let mut out: Vec<(InstId, InstId, i64)> = Vec::new();
    if ps.len() < 2 {
        return out;
    }
    for &q in &ps {
        let ty = f.inst(q).ty;
        if !m.types.int_bits(ty).is_some_and(|w| (1..=64).contains(&w)) {
            continue;
        }
        for &p in &ps {
            if p == q || f.inst(p).ty != ty || out.iter().any(|e| e.0 == p || e.1 == q || e.0 == q)
            {
                continue;
            }
            if let Some(c) = offset_of(m, f, p, q) {
                out.push((q, p, c));
                break;
            }
        }
    }
    out
}

/// Whether some phi of `f` would be rewritten.
pub(super) fn has_candidates(m: &Module, f: &Function) -> bool {
    f.layout.iter().any(|&b| !pairs_in(m, f, b).is_empty())
}

/// Rewrites every such phi of `f` (see the module documentation).
pub(super) fn rewrite(m: &mut Module, f: &mut Function) {
    let mut uses = Uses::new(f.insts.len());
    let mut any = false;
    for b in f.layout.clone() {
        let pairs = pairs_in(m, f, b);
        for (q, p, c) in pairs {
            let ty = f.inst(q).ty;
            let k = int_const(m, ty, c.wrapping_neg() as u64);
            let add = f.add_inst(
                b,
                InstKind::Binary(BinOp::Add),
                ty,
                &[Value::Inst(p), k],
                kiln_ir::function::Name::UNNAMED,
            );
            let insts = &mut f.blocks[b.0 as usize].insts;
            insts.retain(|&i| i != q);
            let at = insts
                .iter()
                .position(|&i| {
                    !matches!(
                        f.insts[i.0 as usize].kind,
                        InstKind::Phi | InstKind::DbgRecord(_)
                    )
                })
                .unwrap_or(insts.len());
            insts.insert(at, add);
            uses.replace(q, Value::Inst(add));
            any = true;
        }
    }
    if any {
        uses.apply(f);
    }
}
