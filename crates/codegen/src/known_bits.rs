//! Which bits of a DAG value may be non-zero (the zero half of LLVM's `computeKnownBits`),
//! for the combiner to drop masks that clear nothing, and how many top bits repeat the sign
//! bit ([`num_sign_bits`]), for it to drop sign extensions that change nothing.
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
        // kiln's booleans are 0/1 (type legalization's `cond` relies on it too).
        isd::SETCC => 1,
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

/// How many of the top bits of integer value `v` are known to equal its sign bit (the sign
/// half of LLVM's `ComputeNumSignBits`; at least 1): constants, extensions, extending loads,
/// `sign_extend_inreg`, booleans from `setcc`, and bitwise operations of such values. Bounded by [`MAX_DEPTH`], so O(1) per query.
pub fn num_sign_bits(dag: &SelectionDAG, v: SDValue, depth: u32) -> u32 {
    let vt = dag.vt(v);
    if !vt.is_integer() || vt.is_vector() || depth >= MAX_DEPTH {
        return 1;
    }
    let bits = vt.size_in_bits();
    let n = v.node;
    let ops = dag.ops(n);
    let int_bits = |x: SDValue| {
        let t = dag.vt(x);
        (t.is_integer() && !t.is_vector()).then(|| t.size_in_bits())
    };
    let r = match dag.opcode(n) {
        isd::CONSTANT => match dag.const_value(v) {
            Some(c) => {
                let c = crate::selection_dag::sign_extend(c, bits);
                let lead = if c < 0 {
                    (!c).leading_zeros()
                } else {
                    c.leading_zeros()
                };
                // `c` lives in 128 bits; count only the value's own width.
                lead.saturating_sub(128 - bits)
            }
            None => 1,
        },
        isd::SIGN_EXTEND_INREG => match dag.data(ops[1].node) {
            NodeData::ValueType(from) if from.size_in_bits() <= bits => {
                let inner = num_sign_bits(dag, ops[0], depth + 1);
                (bits - from.size_in_bits() + 1).max(inner)
            }
            _ => 1,
        },
        isd::SIGN_EXTEND if ops.len() == 1 => match int_bits(ops[0]) {
            Some(from) => bits - from + num_sign_bits(dag, ops[0], depth + 1),
            None => 1,
        },
        isd::ZERO_EXTEND if ops.len() == 1 => match int_bits(ops[0]) {
            Some(from) if from < bits => bits - from,
            _ => 1,
        },
        isd::LOAD if v.res_no == 0 => match dag.data(n) {
            // Whole bytes only: kiln stores an `i1` `true` as 0xff.
            NodeData::Load { ext, mem_vt, .. }
                if mem_vt.is_integer() && !mem_vt.is_vector() && mem_vt.size_in_bits() % 8 == 0 =>
            {
                let m = mem_vt.size_in_bits();
                match ext {
                    LoadExtType::SextLoad => bits - m + 1,
                    LoadExtType::ZextLoad if m < bits => bits - m,
                    _ => 1,
                }
            }
            _ => 1,
        },
        // A 0/1 boolean.
        isd::SETCC => bits - 1,
        isd::AND | isd::OR | isd::XOR if ops.len() == 2 => {
            let a = num_sign_bits(dag, ops[0], depth + 1);
            a.min(num_sign_bits(dag, ops[1], depth + 1))
        }
        _ => 1,
    };
    // Known-zero high bits are sign bits too (`and x, 1` has bits - 1 of them); asked once,
    // at the top, so a query stays O(1).
    let high_zeros = if depth == 0 {
        (maybe_nonzero(dag, v, 0) << (128 - bits)).leading_zeros()
    } else {
        0
    };
    r.max(high_zeros).clamp(1, bits)
}
