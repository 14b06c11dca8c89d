//! Branches on `and`/`or` of conditions become a branch per condition, as LLVM's
//! SelectionDAGBuilder does for them (`FindMergedConditions`) when jumps are cheap, and as
//! CodeGenPrepare's `splitBranchCondition` does on IR.
//!
//! In: a function above -O0. Out: the same function where `br (or a, b), T, F` (also written
//! `select a, true, b`) is `br a, T, X` and, in a new block X, `br b, T, F`; `and` the same way
//! with the roles of T and F exchanged. A compare feeding only the split condition moves next
//! to the branch that reads it, so selection fuses it into that branch; nested `and`/`or`s of
//! the same or the other kind are split again. Phis in T and F name X where the new edge
//! reaches them. Without this, the condition is computed as a 0/1 value (a compare, an `or`,
//! a mask) and then branched on.

use super::{new_block_after, use_counts};
use kiln_ir::instructions::BinOp;
use kiln_ir::{BlockId, ConstData, Function, InstId, InstKind, Module, Value};

/// A logical `and` or `or` of two `i1` conditions.
struct Logic {
    is_or: bool,
    lhs: Value,
    rhs: Value,
}

/// `c` as a logical `and`/`or` (`and`, `or`, or the `select` forms that do not evaluate the
/// right-hand side when the left decides), if it is one.
fn as_logic(m: &Module, f: &Function, c: InstId) -> Option<Logic> {
    let i = f.inst(c);
    if m.types.int_bits(i.ty) != Some(1) {
        return None;
    }
    let ops = f.operands(c);
    match i.kind {
        InstKind::Binary(op @ (BinOp::And | BinOp::Or)) => Some(Logic {
            is_or: op == BinOp::Or,
            lhs: ops[0],
            rhs: ops[1],
        }),
        InstKind::Select => {
            let bool_const = |v: Value| match v {
                Value::Const(k) => match m.consts.get(k) {
                    ConstData::Int { value, .. } => Some(*value != 0),
                    _ => None,
                },
                _ => None,
            };
            match (bool_const(ops[1]), bool_const(ops[2])) {
                // select a, true, b
                (Some(true), _) => Some(Logic {
                    is_or: true,
                    lhs: ops[0],
                    rhs: ops[2],
                }),
                // select a, b, false
                (_, Some(false)) => Some(Logic {
                    is_or: false,
                    lhs: ops[0],
                    rhs: ops[1],
                }),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The `and`/`or` the conditional branch ending `b` reads, when splitting it pays: the
/// condition is computed in `b` for this branch alone, and each side is a compare or a
/// logical operation (a value that already exists as 0/1 gains nothing from a branch).
fn splittable(m: &Module, f: &Function, uses: &[u32], b: BlockId) -> Option<(InstId, Logic)> {
    let br = f.terminator(b)?;
    if f.inst(br).kind != InstKind::Br {
        return None;
    }
    let &[Value::Inst(c), Value::Block(t), Value::Block(e)] = f.operands(br) else {
        return None;
    };
    if t == e || uses[c.0 as usize] != 1 || f.inst(c).block != b {
        return None;
    }
    let logic = as_logic(m, f, c)?;
    let good = |v: Value| match v {
        Value::Inst(i) => {
            matches!(f.inst(i).kind, InstKind::ICmp(_) | InstKind::FCmp(_))
                || as_logic(m, f, i).is_some()
        }
        _ => false,
    };
    (good(logic.lhs) && good(logic.rhs)).then_some((c, logic))
}

/// Whether some branch of `f` would be split.
pub(super) fn needs_split(m: &Module, f: &Function) -> bool {
    // Cheap test first: a branch on an `and`/`or`/`select` at all.
    let candidate = f.layout.iter().any(|&b| {
        f.terminator(b).is_some_and(|br| {
            f.inst(br).kind == InstKind::Br
                && matches!(f.operands(br).first(), Some(&Value::Inst(c)) if as_logic(m, f, c).is_some())
        })
    });
    if !candidate {
        return false;
    }
    let uses = use_counts(f);
    f.layout
        .iter()
        .any(|&b| splittable(m, f, &uses, b).is_some())
}

/// Moves `v` to just before the terminator of `to` when it is an instruction used once in
/// a block split from the same original block (`root`): the one split condition read it,
/// so it dominates `to`, and so do its operands. Conditions from other blocks stay (a compare
/// in a loop's preheader is not moved into the loop).
fn sink_condition(f: &mut Function, uses: &[u32], root: &[BlockId], v: Value, to: BlockId) {
    let Value::Inst(i) = v else { return };
    let from = f.inst(i).block;
    if from == to || uses[i.0 as usize] != 1 || root[from.0 as usize] != root[to.0 as usize] {
        return;
    }
    let list = &mut f.blocks[from.0 as usize].insts;
    let Some(pos) = list.iter().position(|&x| x == i) else {
        return;
    };
    list.remove(pos);
    let dest = &mut f.blocks[to.0 as usize].insts;
    let at = dest.len() - 1;
    dest.insert(at, i);
    f.insts[i.0 as usize].block = to;
}

/// Adds to every phi of `b` an incoming value from `new_pred`, the one it has from
/// `like_pred`.
fn add_phi_incoming(f: &mut Function, b: BlockId, like_pred: BlockId, new_pred: BlockId) {
    for p in super::phis(f, b) {
        let ops = f.operands(p).to_vec();
        let Some(v) = ops
            .chunks(2)
            .find(|pair| pair.get(1) == Some(&Value::Block(like_pred)))
            .map(|pair| pair[0])
        else {
            continue;
        };
        let start = f.operands.len() as u32;
        f.operands.extend_from_slice(&ops);
        f.operands.extend_from_slice(&[v, Value::Block(new_pred)]);
        let inst = &mut f.insts[p.0 as usize];
        inst.ops.start = start;
        inst.ops.len += 2;
    }
}

/// Renames the incoming block `old` of every phi of `b` to `new`.
fn rename_phi_incoming(f: &mut Function, b: BlockId, old: BlockId, new: BlockId) {
    for p in super::phis(f, b) {
        let r = f.inst(p).ops.range();
        for v in &mut f.operands[r] {
            if *v == Value::Block(old) {
                *v = Value::Block(new);
            }
        }
    }
}

/// Splits every splittable branch of `f` (see the module comment).
pub(super) fn split(m: &Module, f: &mut Function) {
    let mut uses = use_counts(f);
    // Per block, the block of the original function it was split from (itself if none).
    let mut root: Vec<BlockId> = (0..f.blocks.len() as u32).map(BlockId).collect();
    // A split block is looked at again (its new condition may be an `and`/`or` too), and
    // the new block is placed right after it, so it is visited in turn.
    let mut k = 0;
    while k < f.layout.len() {
        let b = f.layout[k];
        let Some((c, logic)) = splittable(m, f, &uses, b) else {
            k += 1;
            continue;
        };
        let br = f.terminator(b).expect("checked by splittable");
        let &[_, Value::Block(t), Value::Block(e)] = f.operands(br) else {
            unreachable!("checked by splittable")
        };
        let x = new_block_after(f, b, "split");
        root.push(root[b.0 as usize]);
        let second = f.add_inst(
            x,
            InstKind::Br,
            f.inst(br).ty,
            &[logic.rhs, Value::Block(t), Value::Block(e)],
            kiln_ir::function::Name::UNNAMED,
        );
        f.blocks[x.0 as usize].insts.push(second);
        let first_ops = if logic.is_or {
            [logic.lhs, Value::Block(t), Value::Block(x)]
        } else {
            [logic.lhs, Value::Block(x), Value::Block(e)]
        };
        let r = f.inst(br).ops.range();
        f.operands[r].copy_from_slice(&first_ops);
        // The new edges: b -> x replaces b's edge to one successor, x reaches both.
        if logic.is_or {
            add_phi_incoming(f, t, b, x);
            rename_phi_incoming(f, e, b, x);
        } else {
            rename_phi_incoming(f, t, b, x);
            add_phi_incoming(f, e, b, x);
        }
        // The logical operation is dead: out of its block (it stays in the arena).
        f.blocks[b.0 as usize].insts.retain(|&i| i != c);
        uses[c.0 as usize] = 0;
        sink_condition(f, &uses, &root, logic.lhs, b);
        sink_condition(f, &uses, &root, logic.rhs, x);
    }
}
