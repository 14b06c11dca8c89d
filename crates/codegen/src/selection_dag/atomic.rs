//! Generic atomic expansions a target picks from (the DAG half of LLVM's `AtomicExpandPass`
//! strategies and its `ISD::ATOMIC_*` nodes).
//!
//! In: an [`AtomicOp`] from the DAG builder (values of the IR type). Out: `ISD::ATOMIC_*`
//! nodes carrying [`NodeData::Atomic`] (memory type and ordering), which the target's patterns
//! select (`atomic_load_add_32_acquire` and friends in `TargetSelectionDAG.td`), and the
//! value and chain afterwards. The pieces:
//!
//! - [`fence`]: an `ATOMIC_FENCE` with the ordering as LLVM numbers it, for patterns.
//! - [`fenced_load`] / [`fenced_store`]: a plain load or store between the fences the target's
//!   memory model needs (LLVM's `emitLeadingFence`/`emitTrailingFence`).
//! - [`rmw`]: one read-modify-write node on a register-wide value.
//! - [`part_word_rmw`] / [`part_word_cmpxchg`]: an i8/i16 operation on the aligned 32-bit
//!   word holding it (LLVM's part-word masking): the operand and a mask shifted to the
//!   field's position; and/or/xor become word `ATOMIC_LOAD_AND/OR/XOR` nodes, the rest the
//!   target's masked primitive (an LL/SC loop pseudo on RISC-V).
//!
//! Accesses wider than a register go to the `__atomic_*` libcalls in the builder
//! (`builder/atomic.rs`); read-modify-writes no instruction or primitive does become
//! compare-exchange loops in `ir_expand/atomic.rs`.

use super::{isd, NodeData, SDValue, SelectionDAG};
use crate::selection_dag::isd::Opcode;
use crate::target_lowering::{AtomicKind, AtomicOp};
use crate::value_types::EVT;
use kiln_ir::instructions::{Ordering, RmwOp};

/// LLVM's number of an ordering (`AtomicOrdering`): the operand of an `ATOMIC_FENCE`.
pub fn ordering_number(o: Ordering) -> i64 {
    match o {
        Ordering::NotAtomic => 0,
        Ordering::Unordered => 1,
        Ordering::Monotonic => 2,
        Ordering::Acquire => 4,
        Ordering::Release => 5,
        Ordering::AcqRel => 6,
        Ordering::SeqCst => 7,
    }
}

/// The ordering a compare-exchange needs for both outcomes (LLVM's `getMergedOrdering`).
pub fn merged_ordering(success: Ordering, failure: Ordering) -> Ordering {
    match (success, failure) {
        (_, Ordering::SeqCst) | (Ordering::SeqCst, _) => Ordering::SeqCst,
        (Ordering::Release, Ordering::Acquire) => Ordering::AcqRel,
        (Ordering::Monotonic | Ordering::Unordered, Ordering::Acquire) => Ordering::Acquire,
        (s, _) => s,
    }
}

/// The `ISD::ATOMIC_LOAD_*` (or `ATOMIC_SWAP`) opcode of `op`; `None` for the floating-point
/// and saturating operations (expanded to loops before).
pub fn rmw_opcode(op: RmwOp) -> Option<Opcode> {
    Some(match op {
        RmwOp::Xchg => isd::ATOMIC_SWAP,
        RmwOp::Add => isd::ATOMIC_LOAD_ADD,
        RmwOp::Sub => isd::ATOMIC_LOAD_SUB,
        RmwOp::And => isd::ATOMIC_LOAD_AND,
        RmwOp::Or => isd::ATOMIC_LOAD_OR,
        RmwOp::Xor => isd::ATOMIC_LOAD_XOR,
        RmwOp::Nand => isd::ATOMIC_LOAD_NAND,
        RmwOp::Min => isd::ATOMIC_LOAD_MIN,
        RmwOp::Max => isd::ATOMIC_LOAD_MAX,
        RmwOp::UMin => isd::ATOMIC_LOAD_UMIN,
        RmwOp::UMax => isd::ATOMIC_LOAD_UMAX,
        _ => return None,
    })
}

/// How a read-modify-write's operand reaches its LSE instruction or outline-atomics helper.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LseOperand {
    /// As it is.
    AsIs,
    /// Negated: a subtraction adds `0 - v` (`ldadd`).
    Negated,
    /// Inverted: an `and` clears the bits of `!v` (`ldclr`).
    Inverted,
}

/// The LSE instruction family (LLVM's name stem: `LDADD`, `SWP`, ...) that does
/// read-modify-write `op`, and how its operand is passed; `None` for `nand` and the
/// floating-point and saturating operations, which LSE has no instruction for.
pub fn lse_rmw(op: RmwOp) -> Option<(&'static str, LseOperand)> {
    Some(match op {
        RmwOp::Xchg => ("SWP", LseOperand::AsIs),
        RmwOp::Add => ("LDADD", LseOperand::AsIs),
        RmwOp::Sub => ("LDADD", LseOperand::Negated),
        RmwOp::And => ("LDCLR", LseOperand::Inverted),
        RmwOp::Or => ("LDSET", LseOperand::AsIs),
        RmwOp::Xor => ("LDEOR", LseOperand::AsIs),
        RmwOp::Max => ("LDSMAX", LseOperand::AsIs),
        RmwOp::Min => ("LDSMIN", LseOperand::AsIs),
        RmwOp::UMax => ("LDUMAX", LseOperand::AsIs),
        RmwOp::UMin => ("LDUMIN", LseOperand::AsIs),
        _ => return None,
    })
}

/// Operand `v` (of type `vt`) passed as `how` says.
pub fn lse_operand(dag: &mut SelectionDAG, how: LseOperand, v: SDValue, vt: EVT) -> SDValue {
    match how {
        LseOperand::AsIs => v,
        LseOperand::Negated => {
            let z = dag.get_constant(0, vt);
            dag.get(isd::SUB, vt, &[z, v])
        }
        LseOperand::Inverted => {
            let ones = dag.get_constant(-1, vt);
            dag.get(isd::XOR, vt, &[v, ones])
        }
    }
}

/// The `__aarch64_*` helper (libgcc's outline atomics, LLVM's `RTLIB::getOUTLINE_ATOMIC`) that
/// does a `size`-byte read-modify-write or compare-exchange, and how its operand is passed;
/// `None` for what has no helper (`nand`, min/max, the floating-point operations, loads,
/// stores and fences). The stem is the LSE instruction's (`swp`, `ldadd`, `ldclr`, `ldset`,
/// `ldeor`, `cas`), the suffix the ordering: `relax`, `acq`, `rel`, or `acq_rel` for acq_rel
/// and seq_cst (a compare-exchange's success and failure orderings merged). Helpers take the
/// operand(s) first and the address last, and return the old value:
/// `__aarch64_ldadd4_acq_rel(w0 = v, x1 = p)`, `__aarch64_cas8_acq(x0 = expected, x1 = new,
/// x2 = p)`, `__aarch64_cas16_*` on register pairs.
pub fn outline_atomic_helper(
    kind: AtomicKind,
    ordering: Ordering,
    failure: Ordering,
    size: u64,
) -> Option<(String, LseOperand)> {
    let (stem, operand, ordering) = match kind {
        AtomicKind::Rmw(op) if matches!(size, 1 | 2 | 4 | 8) => match lse_rmw(op)? {
            (stem @ ("SWP" | "LDADD" | "LDCLR" | "LDSET" | "LDEOR"), how) => (stem, how, ordering),
            _ => return None,
        },
        AtomicKind::CmpXchg { .. } if matches!(size, 1 | 2 | 4 | 8 | 16) => {
            ("CAS", LseOperand::AsIs, merged_ordering(ordering, failure))
        }
        _ => return None,
    };
    let suffix = match ordering {
        Ordering::NotAtomic | Ordering::Unordered | Ordering::Monotonic => "relax",
        Ordering::Acquire => "acq",
        Ordering::Release => "rel",
        Ordering::AcqRel | Ordering::SeqCst => "acq_rel",
    };
    let stem = stem.to_ascii_lowercase();
    Some((format!("__aarch64_{stem}{size}_{suffix}"), operand))
}

/// `ATOMIC_FENCE ordering, scope` after `chain` (scope 1: the whole system, 0: one thread).
pub fn fence(dag: &mut SelectionDAG, chain: SDValue, o: Ordering, ptr_vt: EVT) -> SDValue {
    let ord = dag.get_constant(ordering_number(o) as i128, ptr_vt);
    let scope = dag.get_constant(1, ptr_vt);
    dag.get(isd::ATOMIC_FENCE, EVT::OTHER, &[chain, ord, scope])
}

/// Where the target wants fences around an atomic load or store: the fence before, and the
/// fence after, as orderings (`None`: no fence).
pub type FencePolicy = fn(AtomicKind, Ordering) -> (Option<Ordering>, Option<Ordering>);

/// An atomic load as a plain load between the fences `policy` asks for: the value (of the
/// IR type) and the chain.
pub fn fenced_load(
    dag: &mut SelectionDAG,
    a: &AtomicOp,
    policy: FencePolicy,
    ptr_vt: EVT,
) -> (SDValue, SDValue) {
    let (before, after) = policy(AtomicKind::Load, a.ordering);
    let mut chain = a.chain;
    if let Some(o) = before {
        chain = fence(dag, chain, o, ptr_vt);
    }
    let l = dag.get_load(a.vt, chain, a.ptr, a.mmo);
    chain = SDValue::new(l.node, 1);
    if let Some(o) = after {
        chain = fence(dag, chain, o, ptr_vt);
    }
    (l, chain)
}

/// An atomic store as a plain store between the fences `policy` asks for: the chain.
pub fn fenced_store(
    dag: &mut SelectionDAG,
    a: &AtomicOp,
    policy: FencePolicy,
    ptr_vt: EVT,
) -> SDValue {
    let (before, after) = policy(AtomicKind::Store, a.ordering);
    let mut chain = a.chain;
    if let Some(o) = before {
        chain = fence(dag, chain, o, ptr_vt);
    }
    let val = a.val.expect("invariant: a store has a value");
    let mut s = dag.get_store(chain, val, a.ptr, a.mmo);
    if let Some(o) = after {
        s = fence(dag, s, o, ptr_vt);
    }
    s
}

/// An atomic node `opc` with results (`reg_vt`, chain) on `ptr` and `vals`, of memory type
/// `mem_vt`, with `a`'s chain, orderings and memory operand.
pub fn atomic_node(
    dag: &mut SelectionDAG,
    opc: Opcode,
    a: &AtomicOp,
    mem_vt: EVT,
    ptr: SDValue,
    vals: &[SDValue],
    reg_vt: EVT,
) -> SDValue {
    let mmo = dag.add_mem_operand(a.mmo);
    let mut ops = vec![a.chain, ptr];
    ops.extend_from_slice(vals);
    let data = NodeData::Atomic {
        mmo,
        mem_vt,
        ordering: a.ordering,
        failure: a.failure_ordering,
    };
    dag.get_node_full(opc, &[reg_vt, EVT::OTHER], &ops, data, Default::default())
}

/// `v` truncated (or kept) to the IR type `vt`.
pub fn to_vt(dag: &mut SelectionDAG, v: SDValue, vt: EVT) -> SDValue {
    if dag.vt(v) == vt {
        v
    } else {
        dag.get(isd::TRUNCATE, vt, &[v])
    }
}

/// A register-wide read-modify-write (i32 or i64 in memory, computed in `reg_vt`): the old
/// value (of the IR type) and the chain.
pub fn rmw(dag: &mut SelectionDAG, a: &AtomicOp, op: RmwOp, reg_vt: EVT) -> (SDValue, SDValue) {
    let opc = rmw_opcode(op).expect("invariant: the builder expanded this operation");
    let val = a.val.expect("invariant: atomicrmw has an operand");
    let v = dag.get_any_ext_or_trunc(val, reg_vt);
    let n = atomic_node(dag, opc, a, a.vt, a.ptr, &[v], reg_vt);
    let out = to_vt(dag, n, a.vt);
    (out, SDValue::new(n.node, 1))
}

/// Where an i8/i16 field lives in its aligned 32-bit word.
#[derive(Copy, Clone, Debug)]
pub struct PartWord {
    /// The word's address.
    pub aligned: SDValue,
    /// The field's position in bits (little-endian: 8 × the address's low two bits).
    pub shamt: SDValue,
    /// Ones over the field, in place.
    pub mask: SDValue,
}

/// The word holding the `bits`-wide field at `ptr` (values in `vt`, the pointer type).
pub fn part_word(dag: &mut SelectionDAG, ptr: SDValue, bits: u32, vt: EVT) -> PartWord {
    let m4 = dag.get_constant(-4, vt);
    let aligned = dag.get(isd::AND, vt, &[ptr, m4]);
    let three = dag.get_constant(3, vt);
    let lsb = dag.get(isd::AND, vt, &[ptr, three]);
    let shamt = dag.get(isd::SHL, vt, &[lsb, three]);
    let ones = dag.get_constant((1i128 << bits) - 1, vt);
    let mask = dag.get(isd::SHL, vt, &[ones, shamt]);
    PartWord {
        aligned,
        shamt,
        mask,
    }
}

/// The target's masked read-modify-write primitive: given the word, the operand shifted into
/// place and the operation, the word's old value and the chain.
pub type MaskedRmw<'a> =
    &'a dyn Fn(&mut SelectionDAG, &AtomicOp, &PartWord, SDValue, RmwOp) -> (SDValue, SDValue);

/// An i8/i16 read-modify-write on its aligned word (see the module documentation): the old
/// value (of the IR type) and the chain. The operand is sign-extended for max/min (the
/// primitive compares the field's sign-extended value), zero-extended otherwise; bits
/// outside the field of an `and` are ones.
pub fn part_word_rmw(
    dag: &mut SelectionDAG,
    a: &AtomicOp,
    op: RmwOp,
    bits: u32,
    vt: EVT,
    masked: MaskedRmw<'_>,
) -> (SDValue, SDValue) {
    let val = a.val.expect("invariant: atomicrmw has an operand");
    let pw = part_word(dag, a.ptr, bits, vt);
    let ext = if matches!(op, RmwOp::Max | RmwOp::Min) {
        isd::SIGN_EXTEND
    } else {
        isd::ZERO_EXTEND
    };
    let e = dag.get(ext, vt, &[val]);
    let incr = dag.get(isd::SHL, vt, &[e, pw.shamt]);
    let (word, chain) = match op {
        RmwOp::And | RmwOp::Or | RmwOp::Xor => {
            let v = if op == RmwOp::And {
                let inv = dag.get_not(pw.mask);
                dag.get(isd::OR, vt, &[incr, inv])
            } else {
                incr
            };
            let opc = rmw_opcode(op).expect("invariant: a logical operation");
            let i32t = EVT::Simple(crate::value_types::MVT::i32);
            let n = atomic_node(dag, opc, a, i32t, pw.aligned, &[v], vt);
            (n, SDValue::new(n.node, 1))
        }
        _ => masked(dag, a, &pw, incr, op),
    };
    let old = dag.get(isd::SRL, vt, &[word, pw.shamt]);
    (to_vt(dag, old, a.vt), chain)
}

/// The target's masked compare-exchange primitive: given the word, the expected and new
/// values shifted into place, the word's old value and the chain.
pub type MaskedCmpXchg<'a> =
    &'a dyn Fn(&mut SelectionDAG, &AtomicOp, &PartWord, SDValue, SDValue) -> (SDValue, SDValue);

/// An i8/i16 compare-exchange on its aligned word: the old value (of the IR type) and the
/// chain.
pub fn part_word_cmpxchg(
    dag: &mut SelectionDAG,
    a: &AtomicOp,
    bits: u32,
    vt: EVT,
    masked: MaskedCmpXchg<'_>,
) -> (SDValue, SDValue) {
    let cmp = a.cmp.expect("invariant: cmpxchg has an expected value");
    let new = a.val.expect("invariant: cmpxchg has a new value");
    let pw = part_word(dag, a.ptr, bits, vt);
    let cz = dag.get(isd::ZERO_EXTEND, vt, &[cmp]);
    let c = dag.get(isd::SHL, vt, &[cz, pw.shamt]);
    let nz = dag.get(isd::ZERO_EXTEND, vt, &[new]);
    let n = dag.get(isd::SHL, vt, &[nz, pw.shamt]);
    let (word, chain) = masked(dag, a, &pw, c, n);
    let old = dag.get(isd::SRL, vt, &[word, pw.shamt]);
    (to_vt(dag, old, a.vt), chain)
}
