//! Which bits of a DAG value may be non-zero (the zero half of LLVM's `computeKnownBits`),
//! for the combiner to drop masks that clear nothing.
//!
//! In: a DAG value. Out: a mask (in the value's width) outside which every bit is known to be
//! zero: constants, `and`/`or`/`xor`, shifts by constants, `zero_extend`, and loads that
//! zero-extend from memory. Anything else may have any bit set. The walk is bounded by a small
//! depth, so it costs O(1) per query. Values wider than 128 bits do not fit the mask and are
//! never simplified.

use crate::selection_dag::isd;
use crate::selection_dag::isd::LoadExtType;
use crate::selection_dag::{zero_extend, NodeData, SDValue, SelectionDAG};

/// How deep the walk follows operands.
const MAX_DEPTH: u32 = 6;

/// All ones in `bits` bits (`bits` <= 128).
fn ones(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// The bits of integer value `v` that may be non-zero.
pub fn maybe_nonzero(dag: &SelectionDAG, v: SDValue, depth: u32) -> u128 {
    let vt = dag.vt(v);
    if !vt.is_integer() || vt.is_vector() {
        return u128::MAX;
    }
    let bits = vt.size_in_bits();
    let all = ones(bits);
    if depth >= MAX_DEPTH || bits > 128 {
        return all;
    }
    let n = v.node;
    let op = dag.opcode(n);
    let ops = dag.ops(n);
    let konst = |x: SDValue| {
        if dag.opcode(x.node) == isd::CONSTANT {
            dag.const_value(x)
        } else {
            None
        }
    };
    let r = match op {
        isd::CONSTANT => dag
            .const_value(v)
            .map(|c| zero_extend(c, bits))
            .unwrap_or(all),
        isd::AND if ops.len() == 2 => {
            maybe_nonzero(dag, ops[0], depth + 1) & maybe_nonzero(dag, ops[1], depth + 1)
        }
        isd::OR | isd::XOR if ops.len() == 2 => {
            maybe_nonzero(dag, ops[0], depth + 1) | maybe_nonzero(dag, ops[1], depth + 1)
        }
        isd::SRL if ops.len() == 2 => match konst(ops[1]) {
            Some(k) if (0..bits as i128).contains(&k) => maybe_nonzero(dag, ops[0], depth + 1) >> k,
            _ => all,
        },
        isd::SHL if ops.len() == 2 => match konst(ops[1]) {
            Some(k) if (0..bits as i128).contains(&k) => maybe_nonzero(dag, ops[0], depth + 1) << k,
            _ => all,
        },
        isd::ZERO_EXTEND if ops.len() == 1 => {
            let from = dag.vt(ops[0]);
            if from.is_integer() && !from.is_vector() {
                maybe_nonzero(dag, ops[0], depth + 1) & ones(from.size_in_bits())
            } else {
                all
            }
        }
        isd::LOAD if v.res_no == 0 => match dag.data(n) {
            NodeData::Load {
                ext: LoadExtType::ZextLoad,
                mem_vt,
                ..
            } if mem_vt.is_integer() && !mem_vt.is_vector() => ones(mem_vt.size_in_bits()),
            _ => all,
        },
        _ => all,
    };
    r & all
}

/// Whether `and v, mask` (in `bits` bits) equals `v`: every bit of `v` that may be set is in
/// `mask`. Always false above 128 bits, where the mask cannot say which high bits may be set.
pub fn and_is_redundant(dag: &SelectionDAG, v: SDValue, mask: i128, bits: u32) -> bool {
    if bits > 128 {
        return false;
    }
    let m = zero_extend(mask, bits);
    maybe_nonzero(dag, v, 0) & !m == 0
}
