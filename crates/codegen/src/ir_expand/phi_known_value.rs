//! A phi's constant input on an edge that is taken only when some value equals that constant
//! becomes that value, so nothing is materialized on the edge.
//!
//! In: a function above -O0. Out: the same function where, for a phi in block `S` receiving
//! the integer or null-pointer constant `C` from block `P`, and `P` ending in
//! `br (icmp eq V, C), S, F` (or `br (icmp ne V, C), F, S`, `C` on either side of the
//! compare, `S` != `F`), the phi receives `V` from `P` instead: on that edge `V` is `C`, and
//! `V` is available at the end of `P` (the compare reads it there). IR optimizers propagate
//! the constant into the phi (GVN's propagation of equalities); code generation prefers the
//! value already in a register: the constant needs an instruction on the edge, and where the
//! phi and `V` are one variable (Lua's `trap` flag, tested and then passed on by every
//! handler of its interpreter loop) the allocator can give both one location, where a
//! constant made a store into the variable's spill slot on every edge.

use kiln_ir::instructions::IntPredicate;
use kiln_ir::{BlockId, ConstData, Function, InstId, InstKind, Module, Value};

/// The (phi, operand index of the incoming value, replacement) rewrites of `f`.
fn candidates(m: &Module, f: &Function) -> Vec<(InstId, usize, Value)> {
    let mut out = Vec::new();
    for &s in &f.layout {
        for &phi in &f.block(s).insts {
            match f.inst(phi).kind {
                InstKind::Phi => {}
                InstKind::DbgRecord(_) => continue,
                _ => break,
            }
            let ops = f.operands(phi);
            for k in 0..ops.len() / 2 {
                let (c, Value::Block(p)) = (ops[2 * k], ops[2 * k + 1]) else {
                    continue;
                };
                if !is_plain_constant(m, c) {
                    continue;
                }
                if let Some(v) = equal_on_edge(f, p, s, c) {
                    out.push((phi, 2 * k, v));
                }
            }
        }
    }
    out
}

/// Whether `c` is an integer constant or a null pointer (not `undef`/`poison`, whose
/// compares say nothing).
fn is_plain_constant(m: &Module, c: Value) -> bool {
    let Value::Const(id) = c else { return false };
    matches!(m.consts.get(id), ConstData::Int { .. } | ConstData::Null(_))
}

/// `V` when `p` ends in a conditional branch that goes to `s` only when `V == c`.
fn equal_on_edge(f: &Function, p: BlockId, s: BlockId, c: Value) -> Option<Value> {
    let &br = f.block(p).insts.last()?;
    if f.inst(br).kind != InstKind::Br {
        return None;
    }
    let &[Value::Inst(cmp), Value::Block(t), Value::Block(e)] = f.operands(br) else {
        return None;
    };
    if t == e || (t != s && e != s) {
        return None;
    }
    let InstKind::ICmp(pred) = f.inst(cmp).kind else {
        return None;
    };
    let taken_when_equal = match pred {
        IntPredicate::Eq => t == s,
        IntPredicate::Ne => e == s,
        _ => return None,
    };
    if !taken_when_equal {
        return None;
    }
    let &[a, b] = f.operands(cmp) else {
        return None;
    };
    let v = if a == c {
        b
    } else if b == c {
        a
    } else {
        return None;
    };
    matches!(v, Value::Inst(_) | Value::Arg(_)).then_some(v)
}

/// Whether some phi of `f` would be rewritten.
pub(super) fn has_candidates(m: &Module, f: &Function) -> bool {
    !candidates(m, f).is_empty()
}

/// Rewrites every such phi input of `f` (see the module documentation).
pub(super) fn rewrite(m: &Module, f: &mut Function) {
    for (phi, k, v) in candidates(m, f) {
        let r = f.inst(phi).ops;
        f.operands[r.start as usize + k] = v;
    }
}
