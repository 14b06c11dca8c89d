//! RISC-V atomics (the atomic parts of LLVM's `RISCVISelLowering` and its masked
//! `AtomicExpandPass` hooks): which of the core's generic expansions
//! (`kiln_codegen::selection_dag::atomic`) each atomic takes, and the primitives patterns
//! cannot say. Fences and AMOs are patterns (`td/RISCVInstrInfo.td`, `RISCVInstrInfoA.td`).
//!
//! In: an [`AtomicOp`] from the DAG builder (values of the IR type, i8 to i64 or a pointer).
//! Out: ISD atomic nodes, plain loads and stores between fences, and (kept in Rust) the
//! LR/SC loop pseudos that [`crate::expand_atomic_pseudo`] writes out after register
//! allocation: codegen pseudos numbered after the MC opcodes, so no pattern names them.
//!
//! The fence mapping (LLVM's, without Ztso): a monotonic load or store is plain; an acquire
//! load is `l; fence r,rw`; a seq_cst load `fence rw,rw; l; fence r,rw`; a release store is
//! `fence rw,w; s`, a seq_cst one `fence rw,w; s; fence rw,rw`. i8/i16 operations work on
//! their aligned word (the core's masking): and/or/xor as word AMOs, the rest masked loops.
use crate::expand_atomic_pseudo::rmw_imm;
use crate::instr_info::{atomic_pseudo, x};
use kiln_codegen::selection_dag::atomic::{self as generic, PartWord};
use kiln_codegen::selection_dag::isd::{self, Opcode};
use kiln_codegen::selection_dag::{NodeData, SDValue, SelectionDAG};
use kiln_codegen::target_lowering::{AtomicKind, AtomicOp};
use kiln_codegen::value_types::{EVT, MVT};
use kiln_codegen::CodegenError;
use kiln_ir::instructions::{Ordering, RmwOp};

const I64: EVT = EVT::Simple(MVT::i64);

// The pseudos' ordering operand: LLVM's numbers (ordering_imm; at least monotonic here).
use generic::ordering_number as order_imm;

/// The fences around an atomic load or store (LLVM's RISC-V `emitLeadingFence` and
/// `emitTrailingFence`, with the trailing seq_cst store fence LLVM 22 emits by default).
fn fences(kind: AtomicKind, o: Ordering) -> (Option<Ordering>, Option<Ordering>) {
    use Ordering::*;
    match (kind, o) {
        (AtomicKind::Load, SeqCst) => (Some(SeqCst), Some(Acquire)),
        (AtomicKind::Load, Acquire) => (None, Some(Acquire)),
        (AtomicKind::Store, SeqCst) => (Some(Release), Some(SeqCst)),
        (AtomicKind::Store, Release) => (Some(Release), None),
        _ => (None, None),
    }
}

fn tc(dag: &mut SelectionDAG, v: i64) -> SDValue {
    dag.get_target_constant(v as i128, I64)
}

/// A chained LR/SC loop pseudo with `nres` XLEN results (the pointer's type): its results'
/// node.
fn pseudo(dag: &mut SelectionDAG, opc: u32, nres: usize, ops: &[SDValue], a: &AtomicOp) -> SDValue {
    let id = dag.add_mem_operand(a.mmo);
    let mut vts = vec![dag.vt(a.ptr); nres];
    vts.push(EVT::OTHER);
    dag.get_node_full(
        Opcode::machine(opc),
        &vts,
        ops,
        NodeData::Mem(id),
        Default::default(),
    )
}

/// The masked read-modify-write primitive: the LR/SC loop pseudo of `op` on the word.
fn masked_rmw(
    dag: &mut SelectionDAG,
    a: &AtomicOp,
    pw: &PartWord,
    incr: SDValue,
    op: RmwOp,
) -> (SDValue, SDValue) {
    let ord = tc(dag, order_imm(a.ordering));
    let kind = match op {
        RmwOp::Xchg => rmw_imm::XCHG,
        RmwOp::Add => rmw_imm::ADD,
        RmwOp::Sub => rmw_imm::SUB,
        RmwOp::Nand => rmw_imm::NAND,
        RmwOp::Max => rmw_imm::MAX,
        RmwOp::Min => rmw_imm::MIN,
        RmwOp::UMax => rmw_imm::UMAX,
        _ => rmw_imm::UMIN,
    };
    let kc = tc(dag, kind);
    let xl = dag.vt(pw.aligned);
    let p = if matches!(op, RmwOp::Max | RmwOp::Min | RmwOp::UMax | RmwOp::UMin) {
        // The field's sign bit moves to bit XLEN-1 and back: XLEN - bits - shamt.
        let sext_shamt = if matches!(op, RmwOp::Max | RmwOp::Min) {
            let bits = a.vt.size_in_bits() as i128;
            let c = dag.get_constant(xl.size_in_bits() as i128 - bits, xl);
            dag.get(isd::SUB, xl, &[c, pw.shamt])
        } else {
            dag.get_register(x(0), xl)
        };
        let ops = [pw.aligned, incr, pw.mask, sext_shamt, kc, ord, a.chain];
        pseudo(dag, atomic_pseudo::MASKED_MINMAX, 3, &ops, a)
    } else {
        let ops = [pw.aligned, incr, pw.mask, kc, ord, a.chain];
        pseudo(dag, atomic_pseudo::MASKED_RMW, 2, &ops, a)
    };
    let nres = dag.value_types(p.node).len() as u32;
    (p, SDValue::new(p.node, nres - 1))
}

/// The masked compare-exchange primitive: the LR/SC loop pseudo on the word.
fn masked_cmpxchg(
    dag: &mut SelectionDAG,
    a: &AtomicOp,
    pw: &PartWord,
    cmp: SDValue,
    new: SDValue,
) -> (SDValue, SDValue) {
    let ord = tc(
        dag,
        order_imm(generic::merged_ordering(a.ordering, a.failure_ordering)),
    );
    let ops = [pw.aligned, cmp, new, pw.mask, ord, a.chain];
    let p = pseudo(dag, atomic_pseudo::MASKED_CMPXCHG, 2, &ops, a);
    (p, SDValue::new(p.node, 2))
}

/// Lowers one atomic operation (see the module doc): its result and the chain afterwards.
pub fn lower_atomic(
    dag: &mut SelectionDAG,
    a: &AtomicOp,
) -> Result<(Option<SDValue>, SDValue), CodegenError> {
    let bits = if a.vt == EVT::OTHER {
        0
    } else {
        a.vt.size_in_bits()
    };
    // The XLEN integer type: the pointer's (a fence has an undef one).
    let xl = dag.vt(a.ptr);
    if a.kind != AtomicKind::Fence && !matches!(bits, 8 | 16 | 32 | 64) || bits > xl.size_in_bits()
    {
        return Err(CodegenError::new(format!(
            "an atomic access of type {}",
            a.vt.name()
        )));
    }
    if let AtomicKind::Rmw(op) = a.kind {
        if generic::rmw_opcode(op).is_none() {
            return Err(CodegenError::new(format!("an atomicrmw {}", op.name())));
        }
    }
    Ok(match a.kind {
        AtomicKind::Fence if a.single_thread => (None, a.chain),
        AtomicKind::Fence => (None, generic::fence(dag, a.chain, a.ordering, xl)),
        AtomicKind::Load => {
            let (v, c) = generic::fenced_load(dag, a, fences, xl);
            (Some(v), c)
        }
        AtomicKind::Store => (None, generic::fenced_store(dag, a, fences, xl)),
        AtomicKind::Rmw(RmwOp::Nand) if bits >= 32 => {
            // No AMO: the LR/SC loop pseudo.
            let val = a.val.expect("invariant: atomicrmw has an operand");
            let v = dag.get_any_ext_or_trunc(val, xl);
            let width = tc(dag, bits as i64);
            let ord = tc(dag, order_imm(a.ordering));
            let p = pseudo(
                dag,
                atomic_pseudo::ATOMIC_NAND,
                2,
                &[a.ptr, v, width, ord, a.chain],
                a,
            );
            (Some(generic::to_vt(dag, p, a.vt)), SDValue::new(p.node, 2))
        }
        AtomicKind::Rmw(op) if bits >= 32 => {
            let (v, c) = generic::rmw(dag, a, op, xl);
            (Some(v), c)
        }
        AtomicKind::Rmw(op) => {
            let (v, c) = generic::part_word_rmw(dag, a, op, bits, xl, &masked_rmw);
            (Some(v), c)
        }
        AtomicKind::CmpXchg { .. } if bits >= 32 => {
            let cmp = a.cmp.expect("invariant: cmpxchg has an expected value");
            let new = a.val.expect("invariant: cmpxchg has a new value");
            let ord = tc(
                dag,
                order_imm(generic::merged_ordering(a.ordering, a.failure_ordering)),
            );
            // lr.w sign-extends: compare against the sign-extended expected value.
            let c = if bits == 32 && xl.size_in_bits() == 64 {
                dag.get(isd::SIGN_EXTEND, xl, &[cmp])
            } else {
                cmp
            };
            let n = dag.get_any_ext_or_trunc(new, xl);
            let width = tc(dag, bits as i64);
            let ops = [a.ptr, c, n, width, ord, a.chain];
            let p = pseudo(dag, atomic_pseudo::CMPXCHG, 2, &ops, a);
            (Some(generic::to_vt(dag, p, a.vt)), SDValue::new(p.node, 2))
        }
        AtomicKind::CmpXchg { .. } => {
            let (v, c) = generic::part_word_cmpxchg(dag, a, bits, xl, &masked_cmpxchg);
            (Some(v), c)
        }
    })
}
