//! AArch64 atomics (the atomic parts of LLVM's `AArch64ISelLowering`, without outline
//! atomics): with `-mattr=+lse` read-modify-writes and compare-exchanges are single LSE
//! instructions (`ldadd`, `ldclr`, `swp`, `cas`, ... in the ordering's a/l/al form); fences as `dmb ish` (`dmb ishld` for an acquire fence), acquire and seq_cst
//! loads as `ldar`, release and seq_cst stores as `stlr` (pseudos written out after
//! register allocation, which name the W view below 64 bits), monotonic ones plain, and
//! otherwise every read-modify-write and compare-exchange of 8 to 64 bits as an exclusive-access loop
//! pseudo that [`crate::expand_atomic_pseudo`] writes out after register allocation.
//!
//! In: an [`AtomicOp`] from the DAG builder (values of the IR type). Out: machine nodes
//! (chained, with the memory operand) and the result in the IR type.

use crate::expand_atomic_pseudo::rmw_imm;
use crate::instr_info::atomic_pseudo;
use crate::mc::tables::opcodes as op;
use kiln_codegen::selection_dag::atomic::{self as generic};
use kiln_codegen::selection_dag::isd::{self, Opcode};
use kiln_codegen::selection_dag::{NodeData, SDValue, SelectionDAG};
use kiln_codegen::target_lowering::{AtomicKind, AtomicOp};
use kiln_codegen::value_types::{EVT, MVT};
use kiln_codegen::CodegenError;
use kiln_ir::instructions::{Ordering, RmwOp};

const I64: EVT = EVT::Simple(MVT::i64);

fn tc(dag: &mut SelectionDAG, v: i64) -> SDValue {
    dag.get_target_constant(v as i128, I64)
}

/// No fences around loads and stores: the acquire and release forms order them.
fn no_fences(_: AtomicKind, _: Ordering) -> (Option<Ordering>, Option<Ordering>) {
    (None, None)
}

fn chained(
    dag: &mut SelectionDAG,
    opc: u32,
    vts: &[EVT],
    ops: &[SDValue],
    a: &AtomicOp,
) -> SDValue {
    let id = dag.add_mem_operand(a.mmo);
    dag.get_node_full(
        Opcode::machine(opc),
        vts,
        ops,
        NodeData::Mem(id),
        Default::default(),
    )
}

/// The LSE instruction `base` (`LDADD`, `SWP`, `CAS`, ...) in the ordering and size asked
/// (`LDADDALW`, `SWPAB`, `CASX`: LLVM's names).
fn lse_opcode(base: &str, ordering: Ordering, bits: i64) -> Option<u32> {
    let ord = match ordering {
        Ordering::Monotonic | Ordering::Unordered | Ordering::NotAtomic => "",
        Ordering::Acquire => "A",
        Ordering::Release => "L",
        Ordering::AcqRel | Ordering::SeqCst => "AL",
    };
    let size = match bits {
        8 => "B",
        16 => "H",
        32 => "W",
        _ => "X",
    };
    crate::mc::tables::TABLES
        .find_opcode(&format!("{base}{ord}{size}"))
        .map(u32::from)
}

/// A read-modify-write or compare-exchange as one LSE instruction (`-mattr=+lse`): `ldadd`
/// (a subtraction adds the negated operand), `ldclr` (an and clears the inverted operand),
/// `ldeor`, `ldset`, `ld{s,u}{max,min}`, `swp`, `cas`; `None` for `nand`, which keeps the
/// exclusive-access loop.
fn lower_lse(dag: &mut SelectionDAG, a: &AtomicOp, bits: i64) -> Option<(SDValue, SDValue)> {
    let (base, operand) = match a.kind {
        AtomicKind::Rmw(rmw) => {
            let val = a.val.expect("invariant: atomicrmw has an operand");
            let v = dag.get_any_ext_or_trunc(val, I64);
            let (base, how) = generic::lse_rmw(rmw)?;
            (base, generic::lse_operand(dag, how, v, I64))
        }
        AtomicKind::CmpXchg { .. } => {
            let cmp = a.cmp.expect("invariant: cmpxchg has an expected value");
            let c = dag.get_any_ext_or_trunc(cmp, I64);
            ("CAS", c)
        }
        _ => return None,
    };
    let ordering = match a.kind {
        AtomicKind::CmpXchg { .. } => generic::merged_ordering(a.ordering, a.failure_ordering),
        _ => a.ordering,
    };
    let opc = lse_opcode(base, ordering, bits)?;
    // (operands..., pointer, opcode, size, chain), selected by `select_lse`.
    let mut ops = vec![operand];
    if base == "CAS" {
        let new = a.val.expect("invariant: cmpxchg has a new value");
        ops.push(dag.get_any_ext_or_trunc(new, I64));
    }
    let (o, b) = (tc(dag, i64::from(opc)), tc(dag, bits));
    ops.extend([a.ptr, o, b, a.chain]);
    let id = dag.add_mem_operand(a.mmo);
    let node = dag.get_node_full(
        crate::isel_lowering::aarch64isd::LSE,
        &[I64, EVT::OTHER],
        &ops,
        NodeData::Mem(id),
        Default::default(),
    );
    Some((
        generic::to_vt(dag, SDValue::new(node.node, 0), a.vt),
        SDValue::new(node.node, 1),
    ))
}

/// Selects an `LSE` node: the instruction on the W views of its operands below 64 bits,
/// its W result zero-extended (the instruction clears the upper half).
pub fn select_lse(dag: &mut SelectionDAG, n: kiln_codegen::selection_dag::NodeId) {
    let ops = dag.ops_copy(n);
    let k = ops.len();
    let (chain, bits, opc, ptr) = (ops[k - 1], ops[k - 2], ops[k - 3], ops[k - 4]);
    let bits = dag.const_value(bits).unwrap_or(64) as i64;
    let opc = dag.const_value(opc).unwrap_or(0) as u32;
    let i32t = EVT::Simple(MVT::i32);
    let sub = tc(dag, crate::register_info::sub_reg_idx::sub_32 as i64);
    let mut inst_ops: Vec<SDValue> = ops[..k - 4]
        .iter()
        .map(|&v| {
            if bits == 64 {
                v
            } else {
                dag.get(
                    Opcode::machine(kiln_codegen::target::target_opcode::EXTRACT_SUBREG),
                    i32t,
                    &[v, sub],
                )
            }
        })
        .collect();
    inst_ops.extend([ptr, chain]);
    let data = dag.data(n);
    let wide = if bits == 64 { I64 } else { i32t };
    let inst = dag.get_node_full(
        Opcode::machine(opc),
        &[wide, EVT::OTHER],
        &inst_ops,
        data,
        Default::default(),
    );
    let value = if bits == 64 {
        SDValue::new(inst.node, 0)
    } else {
        let z = tc(dag, 0);
        dag.get(
            Opcode::machine(kiln_codegen::target::target_opcode::SUBREG_TO_REG),
            I64,
            &[z, SDValue::new(inst.node, 0), sub],
        )
    };
    dag.replace_all_uses_with(SDValue::new(n, 0), value);
    dag.replace_all_uses_with(SDValue::new(n, 1), SDValue::new(inst.node, 1));
}

/// Lowers one atomic operation: its result (in the IR type) and the chain afterwards;
/// with `lse`, read-modify-writes and compare-exchanges are single LSE instructions.
pub fn lower_atomic(
    dag: &mut SelectionDAG,
    a: &AtomicOp,
    lse: bool,
) -> Result<(Option<SDValue>, SDValue), CodegenError> {
    let bits = if a.vt == EVT::OTHER {
        0
    } else {
        a.vt.size_in_bits() as i64
    };
    if a.kind != AtomicKind::Fence && !matches!(bits, 8 | 16 | 32 | 64) {
        return Err(CodegenError::new(format!(
            "an atomic access of type {}",
            a.vt.name()
        )));
    }
    if lse && matches!(a.kind, AtomicKind::Rmw(_) | AtomicKind::CmpXchg { .. }) {
        if let Some((v, chain)) = lower_lse(dag, a, bits) {
            return Ok((Some(v), chain));
        }
    }
    let at_least =
        |o: Ordering| generic::ordering_number(a.ordering) >= generic::ordering_number(o);
    Ok(match a.kind {
        AtomicKind::Fence if a.single_thread => (None, a.chain),
        AtomicKind::Fence => {
            // dmb ishld for acquire, dmb ish otherwise.
            let crm = if a.ordering == Ordering::Acquire {
                9
            } else {
                11
            };
            let k = tc(dag, crm);
            let n = dag.get_node_full(
                Opcode::machine(op::DMB as u32),
                &[EVT::OTHER],
                &[k, a.chain],
                NodeData::None,
                Default::default(),
            );
            (None, n)
        }
        AtomicKind::Load if at_least(Ordering::Acquire) => {
            let b = tc(dag, bits);
            let l = chained(
                dag,
                atomic_pseudo::LOAD_ACQ,
                &[I64, EVT::OTHER],
                &[a.ptr, b, a.chain],
                a,
            );
            (
                Some(generic::to_vt(dag, SDValue::new(l.node, 0), a.vt)),
                SDValue::new(l.node, 1),
            )
        }
        AtomicKind::Load => {
            let (v, c) = generic::fenced_load(dag, a, no_fences, I64);
            (Some(v), c)
        }
        AtomicKind::Store if at_least(Ordering::Release) => {
            let val = a.val.expect("invariant: a store has a value");
            let v = dag.get_any_ext_or_trunc(val, I64);
            let b = tc(dag, bits);
            let n = chained(
                dag,
                atomic_pseudo::STORE_REL,
                &[EVT::OTHER],
                &[v, a.ptr, b, a.chain],
                a,
            );
            (None, n)
        }
        AtomicKind::Store => (None, generic::fenced_store(dag, a, no_fences, I64)),
        AtomicKind::Rmw(rmw) => {
            let (kind, ext) = match rmw {
                RmwOp::Xchg => (rmw_imm::XCHG, isd::ANY_EXTEND),
                RmwOp::Add => (rmw_imm::ADD, isd::ANY_EXTEND),
                RmwOp::Sub => (rmw_imm::SUB, isd::ANY_EXTEND),
                RmwOp::And => (rmw_imm::AND, isd::ANY_EXTEND),
                RmwOp::Or => (rmw_imm::OR, isd::ANY_EXTEND),
                RmwOp::Xor => (rmw_imm::XOR, isd::ANY_EXTEND),
                RmwOp::Nand => (rmw_imm::NAND, isd::ANY_EXTEND),
                RmwOp::Max => (rmw_imm::MAX, isd::SIGN_EXTEND),
                RmwOp::Min => (rmw_imm::MIN, isd::SIGN_EXTEND),
                RmwOp::UMax => (rmw_imm::UMAX, isd::ZERO_EXTEND),
                RmwOp::UMin => (rmw_imm::UMIN, isd::ZERO_EXTEND),
                other => {
                    return Err(CodegenError::new(format!("an atomicrmw {}", other.name())));
                }
            };
            let val = a.val.expect("invariant: atomicrmw has an operand");
            let v = dag.ext_or_trunc(ext, val, I64);
            let (k, b, o) = (
                tc(dag, kind),
                tc(dag, bits),
                tc(dag, generic::ordering_number(a.ordering)),
            );
            let p = chained(
                dag,
                atomic_pseudo::ATOMIC_RMW,
                &[I64, I64, I64, EVT::OTHER],
                &[a.ptr, v, k, b, o, a.chain],
                a,
            );
            (
                Some(generic::to_vt(dag, SDValue::new(p.node, 0), a.vt)),
                SDValue::new(p.node, 3),
            )
        }
        AtomicKind::CmpXchg { .. } => {
            let cmp = a.cmp.expect("invariant: cmpxchg has an expected value");
            let new = a.val.expect("invariant: cmpxchg has a new value");
            // The exclusive load zero-extends: compare with the zero-extended expected value.
            let c = dag.ext_or_trunc(isd::ZERO_EXTEND, cmp, I64);
            let n = dag.get_any_ext_or_trunc(new, I64);
            let ord = generic::merged_ordering(a.ordering, a.failure_ordering);
            let (b, o) = (tc(dag, bits), tc(dag, generic::ordering_number(ord)));
            let p = chained(
                dag,
                atomic_pseudo::CMPXCHG,
                &[I64, I64, EVT::OTHER],
                &[a.ptr, c, n, b, o, a.chain],
                a,
            );
            (
                Some(generic::to_vt(dag, SDValue::new(p.node, 0), a.vt)),
                SDValue::new(p.node, 2),
            )
        }
    })
}
