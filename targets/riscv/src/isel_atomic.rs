//! RISC-V atomics lowering (the atomic parts of LLVM's `RISCVISelLowering`, its masked
//! `AtomicExpandPass` hooks and the A-extension patterns of `RISCVInstrInfoA.td`): every
//! atomic instruction becomes plain loads and stores with the fences of the RISC-V memory
//! model mapping (unprivileged spec, Table A.6, as LLVM implements it), an AMO with the
//! `.aq`/`.rl`/`.aqrl` bits its ordering needs, or a compare-exchange / read-modify-write
//! pseudo whose LR/SC loop [`crate::expand_atomic_pseudo`] writes after register allocation.
//!
//! In: an [`AtomicOp`] from the DAG builder (values of the IR type, i8 to i64 or a pointer).
//! Out: selected machine nodes for the memory operations (chained in order), generic i64
//! nodes for the address and mask arithmetic, a `truncate` back to the IR type.
//!
//! The mapping (LLVM's, without Ztso): a monotonic load or store is plain; an acquire load
//! is `l; fence r,rw`; a seq_cst load `fence rw,rw; l; fence r,rw`; a release store is
//! `fence rw,w; s`, a seq_cst one `fence rw,w; s; fence rw,rw`; fences are `fence r,rw`
//! (acquire), `fence rw,w` (release), `fence.tso` (acq_rel), `fence rw,rw` (seq_cst), nothing
//! for a single-thread fence.
//! i8/i16 read-modify-writes and compare-exchanges work on the aligned word holding them:
//! the value and a mask are shifted to the field's position; and/or/xor become
//! `amoand.w`/`amoor.w`/`amoxor.w` on the word, the others masked LR/SC loops.

use crate::instr_info::{atomic_pseudo, x};
use crate::mc::tables::opcodes as op;
use kiln_codegen::selection_dag::isd::{self, Opcode};
use kiln_codegen::selection_dag::{NodeData, SDValue, SelectionDAG};
use kiln_codegen::target_lowering::{AtomicKind, AtomicOp};
use kiln_codegen::value_types::{EVT, MVT};
use kiln_codegen::CodegenError;
use kiln_ir::instructions::{Ordering, RmwOp};

const I64: EVT = EVT::Simple(MVT::i64);

/// The ordering immediate of the atomic pseudos (LLVM's `AtomicOrdering` numbers).
pub mod ordering_imm {
    /// `monotonic`.
    pub const MONOTONIC: i64 = 2;
    /// `acquire`.
    pub const ACQUIRE: i64 = 4;
    /// `release`.
    pub const RELEASE: i64 = 5;
    /// `acq_rel`.
    pub const ACQ_REL: i64 = 6;
    /// `seq_cst`.
    pub const SEQ_CST: i64 = 7;
}

/// The operation immediate of the masked read-modify-write pseudos.
pub mod rmw_imm {
    /// `xchg`.
    pub const XCHG: i64 = 0;
    /// `add`.
    pub const ADD: i64 = 1;
    /// `sub`.
    pub const SUB: i64 = 2;
    /// `nand`.
    pub const NAND: i64 = 3;
    /// `max` (signed).
    pub const MAX: i64 = 4;
    /// `min` (signed).
    pub const MIN: i64 = 5;
    /// `umax`.
    pub const UMAX: i64 = 6;
    /// `umin`.
    pub const UMIN: i64 = 7;
}

fn order_imm(o: Ordering) -> i64 {
    match o {
        Ordering::NotAtomic | Ordering::Unordered | Ordering::Monotonic => ordering_imm::MONOTONIC,
        Ordering::Acquire => ordering_imm::ACQUIRE,
        Ordering::Release => ordering_imm::RELEASE,
        Ordering::AcqRel => ordering_imm::ACQ_REL,
        Ordering::SeqCst => ordering_imm::SEQ_CST,
    }
}

/// The ordering a compare-exchange needs for both outcomes (LLVM's `getMergedOrdering`).
fn merged(success: Ordering, failure: Ordering) -> Ordering {
    match (success, failure) {
        (_, Ordering::SeqCst) | (Ordering::SeqCst, _) => Ordering::SeqCst,
        (Ordering::Release, Ordering::Acquire) => Ordering::AcqRel,
        (Ordering::Monotonic | Ordering::Unordered, Ordering::Acquire) => Ordering::Acquire,
        (s, _) => s,
    }
}

/// One of the four encodings `[plain, .aq, .rl, .aqrl]` of an AMO for `o`.
fn with_order(forms: [u16; 4], o: Ordering) -> u16 {
    match o {
        Ordering::Acquire => forms[1],
        Ordering::Release => forms[2],
        Ordering::AcqRel | Ordering::SeqCst => forms[3],
        _ => forms[0],
    }
}

fn m(opc: u32) -> Opcode {
    Opcode::machine(opc)
}

fn tc(dag: &mut SelectionDAG, v: i64) -> SDValue {
    dag.get_target_constant(v as i128, I64)
}

/// `fence pred, succ` (bits: i=8, o=4, r=2, w=1) after `chain`.
fn fence(dag: &mut SelectionDAG, chain: SDValue, pred: i64, succ: i64) -> SDValue {
    let p = tc(dag, pred);
    let s = tc(dag, succ);
    dag.get(m(op::FENCE as u32), EVT::OTHER, &[p, s, chain])
}

const R: i64 = 2;
const W: i64 = 1;
const RW: i64 = 3;

/// A chained machine node with results (i64, chain) and memory operand `mmo`.
fn mem_node(dag: &mut SelectionDAG, opc: u32, ops: &[SDValue], a: &AtomicOp) -> SDValue {
    let id = dag.add_mem_operand(a.mmo);
    dag.get_node_full(
        m(opc),
        &[I64, EVT::OTHER],
        ops,
        NodeData::Mem(id),
        Default::default(),
    )
}

/// `v` truncated (or kept) to the IR type.
fn to_vt(dag: &mut SelectionDAG, v: SDValue, vt: EVT) -> SDValue {
    if vt == I64 {
        v
    } else {
        dag.get(isd::TRUNCATE, vt, &[v])
    }
}

fn k(dag: &mut SelectionDAG, v: i128) -> SDValue {
    dag.get_constant(v, I64)
}

/// Where an i8/i16 field lives in its aligned word: (word address, shift in bits, mask).
fn field(dag: &mut SelectionDAG, ptr: SDValue, bits: u32) -> (SDValue, SDValue, SDValue) {
    let m4 = k(dag, -4);
    let aligned = dag.get(isd::AND, I64, &[ptr, m4]);
    let three = k(dag, 3);
    let lsb = dag.get(isd::AND, I64, &[ptr, three]);
    let sh = k(dag, 3);
    let shamt = dag.get(isd::SHL, I64, &[lsb, sh]);
    let ones = k(dag, (1i128 << bits) - 1);
    let mask = dag.get(isd::SHL, I64, &[ones, shamt]);
    (aligned, shamt, mask)
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
    if a.kind != AtomicKind::Fence && !matches!(bits, 8 | 16 | 32 | 64) {
        return Err(CodegenError::new(format!(
            "an atomic access of type {}",
            a.vt.name()
        )));
    }
    match a.kind {
        AtomicKind::Fence => {
            if a.single_thread {
                return Ok((None, a.chain));
            }
            let c = match a.ordering {
                Ordering::Acquire => fence(dag, a.chain, R, RW),
                Ordering::Release => fence(dag, a.chain, RW, W),
                Ordering::AcqRel => dag.get(m(op::FENCE_TSO as u32), EVT::OTHER, &[a.chain]),
                _ => fence(dag, a.chain, RW, RW),
            };
            Ok((None, c))
        }
        AtomicKind::Load => {
            let mut chain = a.chain;
            if a.ordering == Ordering::SeqCst {
                chain = fence(dag, chain, RW, RW);
            }
            let l = dag.get_load(a.vt, chain, a.ptr, a.mmo);
            chain = SDValue::new(l.node, 1);
            if matches!(a.ordering, Ordering::Acquire | Ordering::SeqCst) {
                chain = fence(dag, chain, R, RW);
            }
            Ok((Some(l), chain))
        }
        AtomicKind::Store => {
            let mut chain = a.chain;
            if matches!(a.ordering, Ordering::Release | Ordering::SeqCst) {
                chain = fence(dag, chain, RW, W);
            }
            let val = a.val.expect("invariant: a store has a value");
            let mut s = dag.get_store(chain, val, a.ptr, a.mmo);
            if a.ordering == Ordering::SeqCst {
                // The trailing fence LLVM 22 emits by default (`seq-cst-trailing-fence`).
                s = fence(dag, s, RW, RW);
            }
            Ok((None, s))
        }
        AtomicKind::Rmw(rop) if bits >= 32 => lower_rmw_word(dag, a, rop, bits),
        AtomicKind::Rmw(rop) => lower_rmw_masked(dag, a, rop, bits),
        AtomicKind::CmpXchg { .. } => lower_cmpxchg(dag, a, bits),
    }
}

/// An i32/i64 `atomicrmw`: one AMO, or the LR/SC pseudo for nand.
fn lower_rmw_word(
    dag: &mut SelectionDAG,
    a: &AtomicOp,
    rop: RmwOp,
    bits: u32,
) -> Result<(Option<SDValue>, SDValue), CodegenError> {
    let w = bits == 32;
    let val = a.val.expect("invariant: atomicrmw has an operand");
    let mut v = dag.get_any_ext_or_trunc(val, I64);
    let forms = |wf: [u16; 4], df: [u16; 4]| if w { wf } else { df };
    let amo = match rop {
        RmwOp::Xchg => forms(
            [
                op::AMOSWAP_W,
                op::AMOSWAP_W_AQ,
                op::AMOSWAP_W_RL,
                op::AMOSWAP_W_AQ_RL,
            ],
            [
                op::AMOSWAP_D,
                op::AMOSWAP_D_AQ,
                op::AMOSWAP_D_RL,
                op::AMOSWAP_D_AQ_RL,
            ],
        ),
        RmwOp::Add | RmwOp::Sub => forms(
            [
                op::AMOADD_W,
                op::AMOADD_W_AQ,
                op::AMOADD_W_RL,
                op::AMOADD_W_AQ_RL,
            ],
            [
                op::AMOADD_D,
                op::AMOADD_D_AQ,
                op::AMOADD_D_RL,
                op::AMOADD_D_AQ_RL,
            ],
        ),
        RmwOp::And => forms(
            [
                op::AMOAND_W,
                op::AMOAND_W_AQ,
                op::AMOAND_W_RL,
                op::AMOAND_W_AQ_RL,
            ],
            [
                op::AMOAND_D,
                op::AMOAND_D_AQ,
                op::AMOAND_D_RL,
                op::AMOAND_D_AQ_RL,
            ],
        ),
        RmwOp::Or => forms(
            [
                op::AMOOR_W,
                op::AMOOR_W_AQ,
                op::AMOOR_W_RL,
                op::AMOOR_W_AQ_RL,
            ],
            [
                op::AMOOR_D,
                op::AMOOR_D_AQ,
                op::AMOOR_D_RL,
                op::AMOOR_D_AQ_RL,
            ],
        ),
        RmwOp::Xor => forms(
            [
                op::AMOXOR_W,
                op::AMOXOR_W_AQ,
                op::AMOXOR_W_RL,
                op::AMOXOR_W_AQ_RL,
            ],
            [
                op::AMOXOR_D,
                op::AMOXOR_D_AQ,
                op::AMOXOR_D_RL,
                op::AMOXOR_D_AQ_RL,
            ],
        ),
        RmwOp::Max => forms(
            [
                op::AMOMAX_W,
                op::AMOMAX_W_AQ,
                op::AMOMAX_W_RL,
                op::AMOMAX_W_AQ_RL,
            ],
            [
                op::AMOMAX_D,
                op::AMOMAX_D_AQ,
                op::AMOMAX_D_RL,
                op::AMOMAX_D_AQ_RL,
            ],
        ),
        RmwOp::Min => forms(
            [
                op::AMOMIN_W,
                op::AMOMIN_W_AQ,
                op::AMOMIN_W_RL,
                op::AMOMIN_W_AQ_RL,
            ],
            [
                op::AMOMIN_D,
                op::AMOMIN_D_AQ,
                op::AMOMIN_D_RL,
                op::AMOMIN_D_AQ_RL,
            ],
        ),
        RmwOp::UMax => forms(
            [
                op::AMOMAXU_W,
                op::AMOMAXU_W_AQ,
                op::AMOMAXU_W_RL,
                op::AMOMAXU_W_AQ_RL,
            ],
            [
                op::AMOMAXU_D,
                op::AMOMAXU_D_AQ,
                op::AMOMAXU_D_RL,
                op::AMOMAXU_D_AQ_RL,
            ],
        ),
        RmwOp::UMin => forms(
            [
                op::AMOMINU_W,
                op::AMOMINU_W_AQ,
                op::AMOMINU_W_RL,
                op::AMOMINU_W_AQ_RL,
            ],
            [
                op::AMOMINU_D,
                op::AMOMINU_D_AQ,
                op::AMOMINU_D_RL,
                op::AMOMINU_D_AQ_RL,
            ],
        ),
        RmwOp::Nand => {
            let width = tc(dag, bits as i64);
            let ord = tc(dag, order_imm(a.ordering));
            let id = dag.add_mem_operand(a.mmo);
            let p = dag.get_node_full(
                m(atomic_pseudo::ATOMIC_NAND),
                &[I64, I64, EVT::OTHER],
                &[a.ptr, v, width, ord, a.chain],
                NodeData::Mem(id),
                Default::default(),
            );
            let r = to_vt(dag, p, a.vt);
            return Ok((Some(r), SDValue::new(p.node, 2)));
        }
        other => return Err(CodegenError::new(format!("an atomicrmw {}", other.name()))),
    };
    if rop == RmwOp::Sub {
        let z = k(dag, 0);
        v = dag.get(isd::SUB, I64, &[z, v]);
    }
    let opc = with_order(amo, a.ordering) as u32;
    let r = mem_node(dag, opc, &[v, a.ptr, a.chain], a);
    let out = to_vt(dag, r, a.vt);
    Ok((Some(out), SDValue::new(r.node, 1)))
}

/// An i8/i16 `atomicrmw` on the aligned word holding it.
fn lower_rmw_masked(
    dag: &mut SelectionDAG,
    a: &AtomicOp,
    rop: RmwOp,
    bits: u32,
) -> Result<(Option<SDValue>, SDValue), CodegenError> {
    let val = a.val.expect("invariant: atomicrmw has an operand");
    let (aligned, shamt, mask) = field(dag, a.ptr, bits);
    let signed = matches!(rop, RmwOp::Max | RmwOp::Min);
    let ext = if signed {
        dag.get(isd::SIGN_EXTEND, I64, &[val])
    } else {
        dag.get(isd::ZERO_EXTEND, I64, &[val])
    };
    let incr = dag.get(isd::SHL, I64, &[ext, shamt]);
    let ord = tc(dag, order_imm(a.ordering));
    let id = dag.add_mem_operand(a.mmo);
    let (res, chain) = match rop {
        RmwOp::And | RmwOp::Or | RmwOp::Xor => {
            let (forms, v) = match rop {
                RmwOp::And => {
                    // Bits outside the field are and-ed with ones.
                    let inv = dag.get_not(mask);
                    let v = dag.get(isd::OR, I64, &[incr, inv]);
                    (
                        [
                            op::AMOAND_W,
                            op::AMOAND_W_AQ,
                            op::AMOAND_W_RL,
                            op::AMOAND_W_AQ_RL,
                        ],
                        v,
                    )
                }
                RmwOp::Or => (
                    [
                        op::AMOOR_W,
                        op::AMOOR_W_AQ,
                        op::AMOOR_W_RL,
                        op::AMOOR_W_AQ_RL,
                    ],
                    incr,
                ),
                _ => (
                    [
                        op::AMOXOR_W,
                        op::AMOXOR_W_AQ,
                        op::AMOXOR_W_RL,
                        op::AMOXOR_W_AQ_RL,
                    ],
                    incr,
                ),
            };
            let opc = with_order(forms, a.ordering) as u32;
            let r = mem_node(dag, opc, &[v, aligned, a.chain], a);
            (r, SDValue::new(r.node, 1))
        }
        RmwOp::Max | RmwOp::Min | RmwOp::UMax | RmwOp::UMin => {
            let kind = match rop {
                RmwOp::Max => rmw_imm::MAX,
                RmwOp::Min => rmw_imm::MIN,
                RmwOp::UMax => rmw_imm::UMAX,
                _ => rmw_imm::UMIN,
            };
            // The field's sign bit moves to bit 63 and back: 64 - bits - shamt.
            let sext_shamt = if signed {
                let c = k(dag, 64 - bits as i128);
                dag.get(isd::SUB, I64, &[c, shamt])
            } else {
                dag.get_register(x(0), I64)
            };
            let kc = tc(dag, kind);
            let p = dag.get_node_full(
                m(atomic_pseudo::MASKED_MINMAX),
                &[I64, I64, I64, EVT::OTHER],
                &[aligned, incr, mask, sext_shamt, kc, ord, a.chain],
                NodeData::Mem(id),
                Default::default(),
            );
            (p, SDValue::new(p.node, 3))
        }
        RmwOp::Xchg | RmwOp::Add | RmwOp::Sub | RmwOp::Nand => {
            let kind = match rop {
                RmwOp::Xchg => rmw_imm::XCHG,
                RmwOp::Add => rmw_imm::ADD,
                RmwOp::Sub => rmw_imm::SUB,
                _ => rmw_imm::NAND,
            };
            let kc = tc(dag, kind);
            let p = dag.get_node_full(
                m(atomic_pseudo::MASKED_RMW),
                &[I64, I64, EVT::OTHER],
                &[aligned, incr, mask, kc, ord, a.chain],
                NodeData::Mem(id),
                Default::default(),
            );
            (p, SDValue::new(p.node, 2))
        }
        other => return Err(CodegenError::new(format!("an atomicrmw {}", other.name()))),
    };
    let old = dag.get(isd::SRL, I64, &[res, shamt]);
    let out = to_vt(dag, old, a.vt);
    Ok((Some(out), chain))
}

/// A `cmpxchg`: the LR/SC loop pseudo, masked on the aligned word for i8/i16.
fn lower_cmpxchg(
    dag: &mut SelectionDAG,
    a: &AtomicOp,
    bits: u32,
) -> Result<(Option<SDValue>, SDValue), CodegenError> {
    let cmp = a.cmp.expect("invariant: cmpxchg has an expected value");
    let new = a.val.expect("invariant: cmpxchg has a new value");
    let ord = tc(dag, order_imm(merged(a.ordering, a.failure_ordering)));
    if bits >= 32 {
        // lr.w sign-extends: compare against the sign-extended expected value.
        let c = if bits == 32 {
            dag.get(isd::SIGN_EXTEND, I64, &[cmp])
        } else {
            cmp
        };
        let n = dag.get_any_ext_or_trunc(new, I64);
        let width = tc(dag, bits as i64);
        let id = dag.add_mem_operand(a.mmo);
        let p = dag.get_node_full(
            m(atomic_pseudo::CMPXCHG),
            &[I64, I64, EVT::OTHER],
            &[a.ptr, c, n, width, ord, a.chain],
            NodeData::Mem(id),
            Default::default(),
        );
        let out = to_vt(dag, p, a.vt);
        return Ok((Some(out), SDValue::new(p.node, 2)));
    }
    let (aligned, shamt, mask) = field(dag, a.ptr, bits);
    let cz = dag.get(isd::ZERO_EXTEND, I64, &[cmp]);
    let c = dag.get(isd::SHL, I64, &[cz, shamt]);
    let nz = dag.get(isd::ZERO_EXTEND, I64, &[new]);
    let n = dag.get(isd::SHL, I64, &[nz, shamt]);
    let id = dag.add_mem_operand(a.mmo);
    let p = dag.get_node_full(
        m(atomic_pseudo::MASKED_CMPXCHG),
        &[I64, I64, EVT::OTHER],
        &[aligned, c, n, mask, ord, a.chain],
        NodeData::Mem(id),
        Default::default(),
    );
    let old = dag.get(isd::SRL, I64, &[p, shamt]);
    let out = to_vt(dag, old, a.vt);
    Ok((Some(out), SDValue::new(p.node, 2)))
}
