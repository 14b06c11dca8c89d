//! The DAG combiner (the first simplifications of LLVM's `DAGCombiner`): constant folding,
//! algebraic identities, canonical operand order, redundant extensions and truncations,
//! strength reduction of multiplies by powers of two, constant offsets gathered into one
//! `add` (address folding into base + offset), and a target hook.
//!
//! In: a DAG (before or after legalization; `after_legalize` keeps the combiner from creating
//! nodes with illegal types). Out: the same DAG, simplified; every rewrite replaces a node's
//! uses with an equal value and dead nodes are removed. A worklist revisits the users of
//! whatever changed, so the pass is linear in practice.

use crate::selection_dag::isd::{self, CondCode, Opcode};
use crate::selection_dag::{sign_extend, zero_extend, NodeData, NodeId, SDValue, SelectionDAG};
use crate::target_lowering::TargetLowering;
use crate::value_types::EVT;

/// Runs the combiner to a fixed point.
pub fn combine(dag: &mut SelectionDAG, target: &dyn TargetLowering, after_legalize: bool) {
    // The work list is the topological order (operands first), read in place, under a stack
    // of nodes to revisit, which come first: the same sequence as popping one list holding
    // the order reversed with the revisits pushed on top.
    let order = dag.take_topological_order();
    let mut next = 0;
    let mut work: Vec<NodeId> = Vec::new();
    let mut in_work = vec![true; dag.node_capacity()];
    let mut users: Vec<NodeId> = Vec::new();
    let tli = target.info();
    while let Some(n) = work.pop().or_else(|| {
        next += 1;
        order.get(next - 1).copied()
    }) {
        if (n.0 as usize) < in_work.len() {
            in_work[n.0 as usize] = false;
        }
        if dag.is_deleted(n) {
            continue;
        }
        dag.use_order_of(n);
        let new = combine_node(dag, n, after_legalize)
            .or_else(|| combine_extending_load(dag, n, tli))
            .or_else(|| combine_extension_of_load(dag, n, tli))
            .or_else(|| fold_and_of_setcc(dag, n, target))
            .or_else(|| select_as_arithmetic(dag, n, tli, after_legalize))
            .or_else(|| target.perform_dag_combine(dag, n));
        let Some(v) = new else { continue };
        if v.node == n || dag.is_deleted(n) {
            continue;
        }
        // Revisit the users, which may now fold further, and the new node itself.
        users.clear();
        users.extend(dag.users(n));
        users.push(v.node);
        dag.replace_all_uses_with(SDValue::new(n, 0), v);
        if in_work.len() < dag.node_capacity() {
            in_work.resize(dag.node_capacity(), false);
        }
        for &u in &users {
            if !dag.is_deleted(u) && !in_work[u.0 as usize] {
                in_work[u.0 as usize] = true;
                work.push(u);
            }
        }
    }
    dag.restore_topological_order(order);
    dag.remove_dead_nodes();
}

/// A `select` on an `i1` whose arms are constants, or one arm zero, as arithmetic on the
/// condition zero-extended to 0/1 (`z`), as LLVM's `foldSelectOfConstants` does:
/// - `select c, k+1, k` is `z + k` (`z | k` for even `k`); `select c, k-1, k` is `k - z`
///   (`z ^ k` for odd `k`): one instruction on every target;
/// - where the target has no select instruction (SELECT expanded), also
///   `select c, y, 0` as `-z & y`, `select c, 0, y` as `(z - 1) & y`, and any other
///   `select c, t, f` as `f ^ (-z & (t ^ f))` (four instructions, where the legalizer's
///   `(t & -z) | (f & (z - 1))` takes five).
///
/// Before type legalization only, where the condition is still an `i1`.
fn select_as_arithmetic(
    dag: &mut SelectionDAG,
    n: NodeId,
    tli: &crate::target_lowering::TargetLoweringInfo,
    after_legalize: bool,
) -> Option<SDValue> {
    if after_legalize || dag.opcode(n) != isd::SELECT || dag.value_types(n).len() != 1 {
        return None;
    }
    let vt = dag.value_types(n)[0];
    let [c, t, f] = dag.ops(n) else {
        return None;
    };
    let (c, t, f) = (*c, *t, *f);
    if !vt.is_integer() || vt.is_vector() || dag.vt(c) != EVT::Simple(crate::value_types::MVT::i1) {
        return None;
    }
    let bits = vt.size_in_bits();
    if bits > 64 {
        return None;
    }
    let konst = |dag: &SelectionDAG, v: SDValue| {
        (dag.opcode(v.node) == isd::CONSTANT)
            .then(|| dag.const_value(v))
            .flatten()
            .map(|x| sign_extend(x, bits))
    };
    let (kt, kf) = (konst(dag, t), konst(dag, f));
    let wrap = |x: i128| sign_extend(x, bits);
    if let (Some(a), Some(b)) = (kt, kf) {
        if a == wrap(b + 1) {
            let z = dag.get(isd::ZERO_EXTEND, vt, &[c]);
            let op = if b & 1 == 0 { isd::OR } else { isd::ADD };
            return Some(dag.get(op, vt, &[z, f]));
        }
        if a == wrap(b - 1) {
            let z = dag.get(isd::ZERO_EXTEND, vt, &[c]);
            if b & 1 == 1 {
                return Some(dag.get(isd::XOR, vt, &[z, f]));
            }
            return Some(dag.get(isd::SUB, vt, &[f, z]));
        }
    }
    let (reg_vt, _) = tli.register_type_and_count(vt);
    if tli.operation_action(isd::SELECT, EVT::Simple(reg_vt))
        != crate::target_lowering::LegalizeAction::Expand
    {
        return None;
    }
    let z = dag.get(isd::ZERO_EXTEND, vt, &[c]);
    let zero = dag.get_constant(0, vt);
    match (kt, kf) {
        (_, Some(0)) => {
            let mask = dag.get(isd::SUB, vt, &[zero, z]);
            Some(dag.get(isd::AND, vt, &[mask, t]))
        }
        (Some(0), _) => {
            let m1 = dag.get_constant(-1, vt);
            let mask = dag.get(isd::ADD, vt, &[z, m1]);
            Some(dag.get(isd::AND, vt, &[mask, f]))
        }
        (Some(a), Some(b)) => {
            let mask = dag.get(isd::SUB, vt, &[zero, z]);
            let diff = dag.get_constant(wrap(a ^ b), vt);
            let pick = dag.get(isd::AND, vt, &[mask, diff]);
            Some(dag.get(isd::XOR, vt, &[pick, f]))
        }
        _ => {
            let mask = dag.get(isd::SUB, vt, &[zero, z]);
            let diff = dag.get(isd::XOR, vt, &[t, f]);
            let pick = dag.get(isd::AND, vt, &[mask, diff]);
            Some(dag.get(isd::XOR, vt, &[pick, f]))
        }
    }
}

/// `(and (setcc ...), 1)` -> `setcc ...` when the target's booleans are 0 or 1.
fn fold_and_of_setcc(
    dag: &SelectionDAG,
    n: NodeId,
    target: &dyn TargetLowering,
) -> Option<SDValue> {
    if dag.opcode(n) != isd::AND
        || dag.ops(n).len() != 2
        || target.info().boolean_contents != crate::target_lowering::BooleanContent::ZeroOrOne
    {
        return None;
    }
    let (a, m) = (dag.ops(n)[0], dag.ops(n)[1]);
    let is_one = dag.opcode(m.node) == isd::CONSTANT && dag.const_value(m) == Some(1);
    let scalar = dag.vt(a).is_integer() && !dag.vt(a).is_vector();
    (is_one && scalar && dag.opcode(a.node) == isd::SETCC).then_some(a)
}

fn is_commutative(op: Opcode) -> bool {
    matches!(
        op,
        isd::ADD
            | isd::MUL
            | isd::AND
            | isd::OR
            | isd::XOR
            | isd::SMIN
            | isd::SMAX
            | isd::UMIN
            | isd::UMAX
            | isd::MULHS
            | isd::MULHU
    )
}

/// Folds a binary integer operation on constants of `bits` bits (sign-extended inputs).
pub fn fold_binary(op: Opcode, a: i128, b: i128, bits: u32) -> Option<i128> {
    if bits > 128 {
        return fold_binary_wide(op, a, b, bits);
    }
    let (ua, ub) = (zero_extend(a, bits), zero_extend(b, bits));
    let r = match op {
        isd::ADD => a.wrapping_add(b),
        isd::SUB => a.wrapping_sub(b),
        isd::MUL => a.wrapping_mul(b),
        isd::AND => a & b,
        isd::OR => a | b,
        isd::XOR => a ^ b,
        isd::SHL if ub < bits as u128 => a << ub,
        isd::SRL if ub < bits as u128 => (ua >> ub) as i128,
        isd::SRA if ub < bits as u128 => a >> ub,
        isd::SDIV if b != 0 && !(a == sign_extend(1i128 << (bits - 1), bits) && b == -1) => a / b,
        isd::SREM if b != 0 && !(a == sign_extend(1i128 << (bits - 1), bits) && b == -1) => a % b,
        isd::UDIV if ub != 0 => (ua / ub) as i128,
        isd::UREM if ub != 0 => (ua % ub) as i128,
        isd::SMIN => a.min(b),
        isd::SMAX => a.max(b),
        isd::UMIN => ua.min(ub) as i128,
        isd::UMAX => ua.max(ub) as i128,
        _ => return None,
    };
    Some(sign_extend(r, bits))
}

/// [`fold_binary`] above 128 bits, where a `Constant` node holds the sign extension of an
/// `i128`: folds only when the exact result is again such a value, else `None`.
fn fold_binary_wide(op: Opcode, a: i128, b: i128, bits: u32) -> Option<i128> {
    let shift = u32::try_from(b).ok().filter(|&k| k < bits);
    match op {
        isd::ADD => a.checked_add(b),
        isd::SUB => a.checked_sub(b),
        isd::MUL => a.checked_mul(b),
        isd::AND => Some(a & b),
        isd::OR => Some(a | b),
        isd::XOR => Some(a ^ b),
        isd::SHL => {
            let k = shift.filter(|&k| k < 128)?;
            let r = a << k;
            (r >> k == a).then_some(r)
        }
        // A negative value has ones in bits 128.., which a logical shift moves down.
        isd::SRL if a >= 0 => Some(shift.map_or(0, |k| a.checked_shr(k).unwrap_or(0))),
        isd::SRA => shift.map(|k| a >> k.min(127)),
        isd::SDIV => a.checked_div(b),
        isd::SREM => a.checked_rem(b),
        // Both non-negative: the unsigned and signed values agree.
        isd::UDIV if a >= 0 && b > 0 => Some(a / b),
        isd::UREM if a >= 0 && b > 0 => Some(a % b),
        isd::SMIN => Some(a.min(b)),
        isd::SMAX => Some(a.max(b)),
        // The unsigned order of sign-extended values is that of their `u128` images.
        isd::UMIN => Some((a as u128).min(b as u128) as i128),
        isd::UMAX => Some((a as u128).max(b as u128) as i128),
        _ => None,
    }
}

/// The binary integer operations `combine_node` folds.
fn is_folded_binary(op: Opcode) -> bool {
    matches!(
        op,
        isd::ADD
            | isd::SUB
            | isd::MUL
            | isd::AND
            | isd::OR
            | isd::XOR
            | isd::SHL
            | isd::SRL
            | isd::SRA
            | isd::SDIV
            | isd::UDIV
            | isd::SREM
            | isd::UREM
            | isd::SMIN
            | isd::SMAX
            | isd::UMIN
            | isd::UMAX
    )
}

fn combine_node(dag: &mut SelectionDAG, n: NodeId, after_legalize: bool) -> Option<SDValue> {
    let op = dag.opcode(n);
    // The opcodes the match below folds (most nodes are none of them).
    if !is_folded_binary(op)
        && !matches!(
            op,
            isd::SETCC
                | isd::SELECT
                | isd::TRUNCATE
                | isd::ZERO_EXTEND
                | isd::SIGN_EXTEND
                | isd::ANY_EXTEND
                | isd::SIGN_EXTEND_INREG
        )
    {
        return None;
    }
    if dag.value_types(n).len() != 1 {
        return None;
    }
    let vt = dag.value_types(n)[0];
    let ops: [SDValue; 3] = {
        let o = dag.ops(n);
        let pad = SDValue::new(n, 0);
        [
            o.first().copied().unwrap_or(pad),
            o.get(1).copied().unwrap_or(pad),
            o.get(2).copied().unwrap_or(pad),
        ]
    };
    let nops = dag.ops(n).len();
    let c = |dag: &SelectionDAG, v: SDValue| {
        if dag.opcode(v.node) == isd::CONSTANT {
            dag.const_value(v)
        } else {
            None
        }
    };
    let bits = vt.scalar_type().size_in_bits();
    if vt.is_vector() {
        return None;
    }
    match op {
        _ if is_folded_binary(op) && nops == 2 && vt.is_integer() => {
            let (a, b) = (ops[0], ops[1]);
            let (ca, cb) = (c(dag, a), c(dag, b));
            if let (Some(x), Some(y)) = (ca, cb) {
                if let Some(r) = fold_binary(op, x, y, bits) {
                    return Some(dag.get_constant(r, vt));
                }
            }
            // Constants go to the right of commutative operations.
            if is_commutative(op) && ca.is_some() && cb.is_none() {
                let flags = dag.node(n).flags;
                return Some(dag.get_flags(op, vt, &[b, a], flags));
            }
            let all_ones = sign_extend(-1, bits);
            match (op, cb) {
                (
                    isd::ADD | isd::SUB | isd::OR | isd::XOR | isd::SHL | isd::SRL | isd::SRA,
                    Some(0),
                ) => return Some(a),
                (isd::MUL | isd::AND, Some(0)) => return Some(b),
                (isd::MUL | isd::SDIV | isd::UDIV, Some(1)) => return Some(a),
                (isd::AND, Some(m)) if m == all_ones => return Some(a),
                // (xor (sub 0, x), -1) -> (add x, -1): ~(-x) == x - 1.
                (isd::XOR, Some(m))
                    if m == all_ones
                        && dag.opcode(a.node) == isd::SUB
                        && c(dag, dag.ops(a.node)[0]) == Some(0) =>
                {
                    let x = dag.ops(a.node)[1];
                    let k = dag.get_constant(all_ones, vt);
                    return Some(dag.get(isd::ADD, vt, &[x, k]));
                }
                // A mask that clears no bit that may be set (`lbu` then `andi 255`).
                (isd::AND, Some(m)) if crate::known_bits::and_is_redundant(dag, a, m, bits) => {
                    return Some(a)
                }
                (isd::OR, Some(m)) if m == all_ones => return Some(b),
                (isd::MUL, Some(m)) if m > 1 && (m as u128).is_power_of_two() => {
                    let sh = dag.get_constant(m.trailing_zeros() as i128, vt);
                    return Some(dag.get(isd::SHL, vt, &[a, sh]));
                }
                (isd::UDIV, Some(m)) if m > 1 && zero_extend(m, bits).is_power_of_two() => {
                    let sh = dag.get_constant(m.trailing_zeros() as i128, vt);
                    return Some(dag.get(isd::SRL, vt, &[a, sh]));
                }
                (isd::UREM, Some(m)) if m > 1 && zero_extend(m, bits).is_power_of_two() => {
                    let mask = dag.get_constant(m - 1, vt);
                    return Some(dag.get(isd::AND, vt, &[a, mask]));
                }
                // x - c  ->  x + (-c), so offsets gather in one form (not for the minimum
                // value, whose negation is itself, nor where -c does not fit a constant).
                (isd::SUB, Some(k)) if negation_fits(k, bits) => {
                    let nk = dag.get_constant(-k, vt);
                    return Some(dag.get(isd::ADD, vt, &[a, nk]));
                }
                _ => {}
            }
            if a == b {
                match op {
                    isd::SUB | isd::XOR => return Some(dag.get_constant(0, vt)),
                    isd::AND | isd::OR | isd::SMIN | isd::SMAX | isd::UMIN | isd::UMAX => {
                        return Some(a)
                    }
                    _ => {}
                }
            }
            // (add (add x, c1), c2) -> (add x, c1 + c2): base plus one offset.
            if op == isd::ADD {
                if let Some(c2) = cb {
                    if dag.opcode(a.node) == isd::ADD && dag.has_one_use(a) {
                        let inner = dag.ops(a.node).to_vec();
                        if let Some(c1) = c(dag, inner[1]) {
                            let k = dag.get_constant(c1.wrapping_add(c2), vt);
                            return Some(dag.get(isd::ADD, vt, &[inner[0], k]));
                        }
                    }
                }
            }
            None
        }
        isd::SETCC => {
            let NodeData::CondCode(cc) = dag.data(ops[2].node) else {
                return None;
            };
            let (a, b) = (ops[0], ops[1]);
            let avt = dag.vt(a);
            if !avt.is_integer() {
                return None;
            }
            if let (Some(x), Some(y)) = (c(dag, a), c(dag, b)) {
                let r = cc.eval_int(x, y, avt.size_in_bits())?;
                let t = bool_value(dag, r, vt, after_legalize);
                return Some(dag.get_constant(t, vt));
            }
            // Constants on the right (before legalization only: the swapped code may not be
            // one the target has).
            if !after_legalize && c(dag, a).is_some() && c(dag, b).is_none() {
                return Some(dag.get_setcc(vt, b, a, cc.swapped()));
            }
            if a == b {
                let r = matches!(
                    cc,
                    CondCode::SETEQ
                        | CondCode::SETLE
                        | CondCode::SETGE
                        | CondCode::SETULE
                        | CondCode::SETUGE
                );
                let t = bool_value(dag, r, vt, after_legalize);
                return Some(dag.get_constant(t, vt));
            }
            None
        }
        isd::SELECT => {
            let (cnd, t, f) = (ops[0], ops[1], ops[2]);
            if t == f {
                return Some(t);
            }
            match c(dag, cnd) {
                Some(0) => Some(f),
                Some(_) => Some(t),
                None if vt.is_integer() => select_of_bit_to_mask(dag, cnd, t, f, vt),
                None => None,
            }
        }
        isd::TRUNCATE => {
            let a = ops[0];
            if let Some(x) = c(dag, a) {
                return Some(dag.get_constant(x, vt));
            }
            let aop = dag.opcode(a.node);
            if matches!(aop, isd::ZERO_EXTEND | isd::SIGN_EXTEND | isd::ANY_EXTEND) {
                let inner = dag.op(a.node, 0);
                let ivt = dag.vt(inner);
                if ivt == vt {
                    return Some(inner);
                }
                if ivt.size_in_bits() > vt.size_in_bits() {
                    return Some(dag.get(isd::TRUNCATE, vt, &[inner]));
                }
                return Some(dag.get(aop, vt, &[inner]));
            }
            if aop == isd::TRUNCATE {
                let inner = dag.op(a.node, 0);
                return Some(dag.get(isd::TRUNCATE, vt, &[inner]));
            }
            None
        }
        isd::ZERO_EXTEND | isd::SIGN_EXTEND | isd::ANY_EXTEND => {
            let a = ops[0];
            let avt = dag.vt(a);
            // A negative value of 128 bits or more, zero-extended, is not the sign extension
            // of an `i128`: that one stays an extension.
            let zext_fits = |x: i128| avt.size_in_bits() < 128 || x >= 0;
            if let Some(x) = c(dag, a).filter(|&x| op != isd::ZERO_EXTEND || zext_fits(x)) {
                let v = if op == isd::ZERO_EXTEND {
                    zero_extend(x, avt.size_in_bits()) as i128
                } else {
                    x
                };
                return Some(dag.get_constant(v, vt));
            }
            let aop = dag.opcode(a.node);
            // zext (zext x) -> zext x; sext (sext x) -> sext x; anyext of any extension.
            if aop == op
                || (op == isd::ANY_EXTEND && matches!(aop, isd::ZERO_EXTEND | isd::SIGN_EXTEND))
            {
                let inner = dag.op(a.node, 0);
                return Some(dag.get(aop, vt, &[inner]));
            }
            if op == isd::SIGN_EXTEND && aop == isd::ZERO_EXTEND {
                let inner = dag.op(a.node, 0);
                return Some(dag.get(isd::ZERO_EXTEND, vt, &[inner]));
            }
            None
        }
        isd::SIGN_EXTEND_INREG => {
            let NodeData::ValueType(from) = dag.data(ops[1].node) else {
                return None;
            };
            if let Some(x) = c(dag, ops[0]) {
                return Some(dag.get_constant(sign_extend(x, from.size_in_bits()), vt));
            }
            if from.size_in_bits() >= bits
                || crate::known_bits::num_sign_bits(dag, ops[0], 0) > bits - from.size_in_bits()
            {
                return Some(ops[0]);
            }
            None
        }
        _ => None,
    }
}

/// `select ((x & 2^k) == 0), 0, y` and `select ((x & 2^k) != 0), y, 0` as
/// `(sra (shl x, bits-1-k), bits-1) & y`: bit k moved to the sign and spread over the word is
/// the mask, with no compare (LLVM's `foldSelectCCToShiftAnd`).
fn select_of_bit_to_mask(
    dag: &mut SelectionDAG,
    cnd: SDValue,
    t: SDValue,
    f: SDValue,
    vt: EVT,
) -> Option<SDValue> {
    if dag.opcode(cnd.node) != isd::SETCC {
        return None;
    }
    let [a, zero, code] = dag.ops(cnd.node) else {
        return None;
    };
    let (a, zero) = (*a, *zero);
    let NodeData::CondCode(cc) = dag.data(code.node) else {
        return None;
    };
    let is_const = |dag: &SelectionDAG, v: SDValue, k: i128| {
        dag.opcode(v.node) == isd::CONSTANT && dag.const_value(v) == Some(k)
    };
    if !is_const(dag, zero, 0) || dag.opcode(a.node) != isd::AND || dag.vt(a) != vt {
        return None;
    }
    let y = match cc {
        CondCode::SETEQ if is_const(dag, t, 0) => f,
        CondCode::SETNE if is_const(dag, f, 0) => t,
        _ => return None,
    };
    let bits = vt.size_in_bits();
    let [x, p] = dag.ops(a.node) else {
        return None;
    };
    let (x, p) = (*x, *p);
    let pow = zero_extend(
        dag.const_value(p)
            .filter(|_| dag.opcode(p.node) == isd::CONSTANT)?,
        bits,
    );
    if !pow.is_power_of_two() {
        return None;
    }
    let k = pow.trailing_zeros();
    let up = dag.get_constant((bits - 1 - k) as i128, vt);
    let sign = dag.get(isd::SHL, vt, &[x, up]);
    let down = dag.get_constant((bits - 1) as i128, vt);
    let mask = dag.get(isd::SRA, vt, &[sign, down]);
    Some(dag.get(isd::AND, vt, &[mask, y]))
}

/// Whether `-k` is a `bits`-wide constant other than `k` itself: false for the minimum signed
/// value, and above 128 bits where `-k` does not fit an `i128`.
fn negation_fits(k: i128, bits: u32) -> bool {
    if bits < 128 {
        k != sign_extend(1i128 << (bits - 1), bits)
    } else {
        k.checked_neg().is_some()
    }
}

/// `sign_extend_inreg (extload x), m` -> `sextload x` and `and (extload x), ones(m)` ->
/// `zextload x` (LLVM's DAGCombiner folds), where `m` is the load's memory type. The
/// any-extending load becomes the extending one in place: its other users accept any high
/// bits, so they keep it too, and the extension or mask goes. Only for a legal result type
/// and extension.
fn combine_extending_load(
    dag: &mut SelectionDAG,
    n: NodeId,
    tli: &crate::target_lowering::TargetLoweringInfo,
) -> Option<SDValue> {
    use crate::selection_dag::isd::{LoadExtType, MemIndexedMode};
    let op = dag.opcode(n);
    if !matches!(op, isd::SIGN_EXTEND_INREG | isd::AND) || dag.ops(n).len() != 2 {
        return None;
    }
    let (x, k) = (dag.op(n, 0), dag.op(n, 1));
    let NodeData::Load {
        mmo,
        ext: LoadExtType::ExtLoad,
        mode: MemIndexedMode::Unindexed,
        mem_vt,
    } = dag.data(x.node)
    else {
        return None;
    };
    let vt = dag.vt(x);
    if x.res_no != 0 || !tli.is_type_legal(vt) || !mem_vt.is_integer() || mem_vt.is_vector() {
        return None;
    }
    let m = mem_vt.size_in_bits();
    // An `i1` in memory may hold any byte kiln's own truncating stores left there (a stored
    // `true` is 0xff), so only whole bytes.
    if m % 8 != 0 {
        return None;
    }
    let ext = match (op, dag.data(k.node)) {
        (isd::SIGN_EXTEND_INREG, NodeData::ValueType(from)) if from == mem_vt => {
            LoadExtType::SextLoad
        }
        (isd::AND, _) if m < 128 && dag.const_value(k) == Some((1i128 << m) - 1) => {
            LoadExtType::ZextLoad
        }
        _ => return None,
    };
    let load = ExtendingLoad {
        mmo,
        ext,
        vt,
        mem_vt,
    };
    load.morph(dag, x.node, tli)
}

/// `sign_extend (load x)` -> `sextload x` and `zero_extend (load x)` -> `zextload x` (LLVM's
/// DAGCombiner folds) when the extension is the load's only user, and the same through a load
/// that already extends the same way. The load becomes the wider one in place. Only for a
/// legal result type and extension.
fn combine_extension_of_load(
    dag: &mut SelectionDAG,
    n: NodeId,
    tli: &crate::target_lowering::TargetLoweringInfo,
) -> Option<SDValue> {
    use crate::selection_dag::isd::{LoadExtType, MemIndexedMode};
    let ext = match dag.opcode(n) {
        isd::SIGN_EXTEND => LoadExtType::SextLoad,
        isd::ZERO_EXTEND => LoadExtType::ZextLoad,
        _ => return None,
    };
    let x = *dag.ops(n).first()?;
    let NodeData::Load {
        mmo,
        ext: load_ext,
        mode: MemIndexedMode::Unindexed,
        mem_vt,
    } = dag.data(x.node)
    else {
        return None;
    };
    let vt = dag.vt(SDValue::new(n, 0));
    if x.res_no != 0
        || !(load_ext == LoadExtType::NonExtLoad || load_ext == ext)
        || !mem_vt.is_integer()
        || mem_vt.is_vector()
        // An `i1` in memory may hold any byte (see `combine_extending_load`).
        || mem_vt.size_in_bits() % 8 != 0
        || !tli.is_type_legal(vt)
        || !dag.has_one_use(x)
    {
        return None;
    }
    let load = ExtendingLoad {
        mmo,
        ext,
        vt,
        mem_vt,
    };
    load.morph(dag, x.node, tli)
}

/// An extending load to put in place of a load node (the two folds above).
struct ExtendingLoad {
    mmo: crate::selection_dag::MemOperandId,
    ext: isd::LoadExtType,
    vt: EVT,
    mem_vt: EVT,
}

impl ExtendingLoad {
    /// Morphs `load` into this extending load when the target has it Legal.
    fn morph(
        self,
        dag: &mut SelectionDAG,
        load: NodeId,
        tli: &crate::target_lowering::TargetLoweringInfo,
    ) -> Option<SDValue> {
        let (EVT::Simple(v), EVT::Simple(mv)) = (self.vt, self.mem_vt) else {
            return None;
        };
        if tli.load_ext_action(self.ext, v, mv) != crate::target_lowering::LegalizeAction::Legal {
            return None;
        }
        let ops: Vec<SDValue> = dag.ops(load).to_vec();
        let data = NodeData::Load {
            mmo: self.mmo,
            ext: self.ext,
            mode: isd::MemIndexedMode::Unindexed,
            mem_vt: self.mem_vt,
        };
        let l = dag.morph_node_to(load, isd::LOAD, &[self.vt, EVT::OTHER], &ops, data);
        Some(SDValue::new(l, 0))
    }
}

fn bool_value(_dag: &SelectionDAG, r: bool, _vt: EVT, _after: bool) -> i128 {
    // True is 1 (in i1 that is all ones, which the constant's sign extension gives).
    i128::from(r)
}
