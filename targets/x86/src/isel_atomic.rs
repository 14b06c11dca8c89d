//! x86-64 atomics (the atomic parts of LLVM's `X86ISelLowering`): which of the core's
//! generic expansions (`kiln_codegen::selection_dag::atomic`) each atomic takes, and the
//! locked instructions.
//!
//! In: an [`AtomicOp`] from the DAG builder. Out: plain loads and stores (x86-64 is TSO:
//! every load is an acquire, every store a release), `mfence` after a sequentially
//! consistent store and for a sequentially consistent fence, `xchg` (locked by itself), and
//! the `lock xadd` / `lock cmpxchg` pseudos, which `expand_lock_pseudos` splits into the
//! `lock` prefix and the instruction after register allocation (so no reload can land
//! between them). The compare-exchange's expected value and result are rax, through glued
//! copies the allocator folds into fixed operands. i8/i16 operations are ISD atomic nodes
//! computed in i32 (legal after type legalization) that [`select_narrow_atomic`] turns into
//! the byte and word forms. Every other read-modify-write (and/or/xor/nand/min/max at
//! every width) is a compare-exchange loop made on the IR before selection
//! ([`needs_cmpxchg_loop`], the core's `ir_expand`).

use crate::instr_info::pseudo;
use crate::isel_dag_to_dag::{m, mem_node, trunc_to};
use crate::mc::tables::opcodes as op;
use crate::register_info::regs;
use kiln_codegen::machine::{MachineFunction, MachineOperand as MO};
use kiln_codegen::selection_dag::atomic as generic;
use kiln_codegen::selection_dag::isd;
use kiln_codegen::selection_dag::{NodeData, NodeId, SDValue, SelectionDAG};
use kiln_codegen::target_lowering::{AtomicKind, AtomicOp};
use kiln_codegen::value_types::{EVT, MVT};
use kiln_codegen::CodegenError;
use kiln_ir::instructions::{Ordering, RmwOp};

const I64: EVT = EVT::Simple(MVT::i64);
const I32: EVT = EVT::Simple(MVT::i32);

/// The fences around an atomic load or store: only a sequentially consistent store needs
/// one, after it (LLVM uses `xchg`; `mov` + `mfence` is the other correct mapping).
fn fences(kind: AtomicKind, o: Ordering) -> (Option<Ordering>, Option<Ordering>) {
    match (kind, o) {
        (AtomicKind::Store, Ordering::SeqCst) => (None, Some(Ordering::SeqCst)),
        _ => (None, None),
    }
}

/// The memory reference of `ptr` as machine operands: base, scale 1, no index, no
/// displacement, no segment.
fn mem(dag: &mut SelectionDAG, ptr: SDValue) -> [SDValue; 5] {
    let one = dag.get_target_constant(1, I64);
    let zero = dag.get_target_constant(0, I64);
    let none = dag.get_register(kiln_mc::register_info::Register::NONE, I64);
    [ptr, one, none, zero, none]
}

/// Lowers atomic `a`: its result (of type `a.vt`; `None` for stores and fences) and the
/// chain afterwards.
pub fn lower_atomic(
    dag: &mut SelectionDAG,
    a: &AtomicOp,
) -> Result<(Option<SDValue>, SDValue), CodegenError> {
    let wide = a.vt == I64;
    let word = wide || a.vt == EVT::Simple(MVT::i32);
    match a.kind {
        AtomicKind::Fence => {
            if a.ordering == Ordering::SeqCst && !a.single_thread {
                let f = dag.get_node(m(op::MFENCE), &[EVT::OTHER], &[a.chain]);
                return Ok((None, f));
            }
            // Acquire and release fences order nothing x86-64 reorders.
            Ok((None, a.chain))
        }
        AtomicKind::Load => {
            let (v, c) = generic::fenced_load(dag, a, fences, I64);
            Ok((Some(v), c))
        }
        AtomicKind::Store => Ok((None, generic::fenced_store(dag, a, fences, I64))),
        AtomicKind::Rmw(rmw) if word => {
            let val = a.val.expect("invariant: atomicrmw has a value");
            let (opc, val) = match rmw {
                RmwOp::Xchg => (if wide { op::XCHG64rm } else { op::XCHG32rm } as u32, val),
                RmwOp::Add => (
                    if wide {
                        pseudo::LOCK_XADD64
                    } else {
                        pseudo::LOCK_XADD32
                    },
                    val,
                ),
                RmwOp::Sub => {
                    let z = dag.get_constant(0, a.vt);
                    let neg = dag.get(isd::SUB, a.vt, &[z, val]);
                    (
                        if wide {
                            pseudo::LOCK_XADD64
                        } else {
                            pseudo::LOCK_XADD32
                        },
                        neg,
                    )
                }
                _ => {
                    // The core adds "is not supported by kiln's code generator yet".
                    return Err(CodegenError::new(format!(
                        "an atomicrmw {} (x86-64 needs a lock cmpxchg loop for it)",
                        format!("{rmw:?}").to_lowercase()
                    )));
                }
            };
            let mmo = dag.add_mem_operand(a.mmo);
            let mut ops = vec![val];
            ops.extend(mem(dag, a.ptr));
            ops.push(a.chain);
            let n = mem_node(dag, opc, &[a.vt, EVT::OTHER], &ops, mmo);
            Ok((Some(SDValue::new(n.node, 0)), SDValue::new(n.node, 1)))
        }
        AtomicKind::CmpXchg { .. } if word => {
            let (cmp, new) = (
                a.cmp.expect("invariant: cmpxchg has an expected value"),
                a.val.expect("invariant: cmpxchg has a new value"),
            );
            let rax = if wide { regs::RAX } else { regs::EAX };
            let c = dag.get_copy_to_reg(a.chain, rax, cmp, None);
            let mmo = dag.add_mem_operand(a.mmo);
            let mut ops = mem(dag, a.ptr).to_vec();
            ops.push(new);
            ops.push(c);
            ops.push(SDValue::new(c.node, 1));
            let opc = if wide {
                pseudo::LOCK_CMPXCHG64
            } else {
                pseudo::LOCK_CMPXCHG32
            };
            let x = mem_node(dag, opc, &[EVT::OTHER, EVT::GLUE], &ops, mmo);
            let old = dag.get_copy_from_reg(
                SDValue::new(x.node, 0),
                rax,
                a.vt,
                Some(SDValue::new(x.node, 1)),
            );
            Ok((Some(old), SDValue::new(old.node, 1)))
        }
        AtomicKind::Rmw(rmw @ (RmwOp::Xchg | RmwOp::Add | RmwOp::Sub)) => {
            // i8/i16: an ISD node computed in i32 with the narrow memory type, selected
            // after legalization (`select_narrow_atomic`), as the value types then are legal.
            let val = a.val.expect("invariant: atomicrmw has a value");
            let mut v = dag.get_any_ext_or_trunc(val, I32);
            if rmw == RmwOp::Sub {
                let z = dag.get_constant(0, I32);
                v = dag.get(isd::SUB, I32, &[z, v]);
            }
            let opc = if rmw == RmwOp::Xchg {
                isd::ATOMIC_SWAP
            } else {
                isd::ATOMIC_LOAD_ADD
            };
            let n = generic::atomic_node(dag, opc, a, a.vt, a.ptr, &[v], I32);
            Ok((Some(generic::to_vt(dag, n, a.vt)), SDValue::new(n.node, 1)))
        }
        AtomicKind::CmpXchg { .. } => {
            let (cmp, new) = (
                a.cmp.expect("invariant: cmpxchg has an expected value"),
                a.val.expect("invariant: cmpxchg has a new value"),
            );
            let c = dag.get_any_ext_or_trunc(cmp, I32);
            let v = dag.get_any_ext_or_trunc(new, I32);
            let n = generic::atomic_node(dag, isd::ATOMIC_CMP_SWAP, a, a.vt, a.ptr, &[c, v], I32);
            Ok((Some(generic::to_vt(dag, n, a.vt)), SDValue::new(n.node, 1)))
        }
        // The other operations are compare-exchange loops before selection
        // (`X86Codegen::expand_atomic_rmw_to_cmpxchg_loop`).
        _ => Err(CodegenError::new(
            "an atomicrmw other than xchg/add/sub that reached selection (on x86-64)",
        )),
    }
}

/// Whether x86-64 makes `op` on `bits` a compare-exchange loop (LLVM's
/// `shouldExpandAtomicRMWInIR`): every operation but xchg, add and sub (which `xchg` and
/// `lock xadd` do), at every width `lock cmpxchg` has.
pub fn needs_cmpxchg_loop(op: RmwOp, bits: u32) -> bool {
    matches!(bits, 8 | 16 | 32 | 64) && !matches!(op, RmwOp::Xchg | RmwOp::Add | RmwOp::Sub)
}

/// Selects an i8/i16 `ATOMIC_SWAP`, `ATOMIC_LOAD_ADD` or `ATOMIC_CMP_SWAP` (computed in
/// i32, see [`lower_atomic`]): `xchgb`/`xchgw`, `lock xaddb`/`xaddw` or `lock
/// cmpxchgb`/`cmpxchgw` (expected value and result in al/ax through glued copies) on the
/// low part of the operands, the old value zero-extended back to i32. `None` for any other
/// node.
pub fn select_narrow_atomic(dag: &mut SelectionDAG, n: NodeId) -> Option<bool> {
    let opc = dag.opcode(n);
    if !matches!(
        opc,
        isd::ATOMIC_SWAP | isd::ATOMIC_LOAD_ADD | isd::ATOMIC_CMP_SWAP
    ) {
        return None;
    }
    let NodeData::Atomic { mmo, mem_vt, .. } = dag.data(n) else {
        return None;
    };
    let bits = match mem_vt {
        EVT::Simple(MVT::i8) => 8,
        EVT::Simple(MVT::i16) => 16,
        _ => return None,
    };
    let narrow = mem_vt;
    let ops = dag.ops_copy(n);
    let (chain, ptr) = (ops[0], ops[1]);
    let address = mem(dag, ptr);
    let zext = if bits == 8 {
        op::MOVZX32rr8rr
    } else {
        op::MOVZX32rr16rr
    };
    let (old, out_chain) = if opc == isd::ATOMIC_CMP_SWAP {
        // The expected value and the result travel in eax (the copies are of i32, which
        // has a register class); al/ax is its low part.
        let new = trunc_to(dag, ops[3], bits);
        let c = dag.get_copy_to_reg(chain, regs::EAX, ops[2], None);
        let mut o = address.to_vec();
        o.push(new);
        o.push(c);
        o.push(SDValue::new(c.node, 1));
        let p = if bits == 8 {
            pseudo::LOCK_CMPXCHG8
        } else {
            pseudo::LOCK_CMPXCHG16
        };
        let x = mem_node(dag, p, &[EVT::OTHER, EVT::GLUE], &o, mmo);
        let old = dag.get_copy_from_reg(
            SDValue::new(x.node, 0),
            regs::EAX,
            I32,
            Some(SDValue::new(x.node, 1)),
        );
        (trunc_to(dag, old, bits), SDValue::new(old.node, 1))
    } else {
        let v = trunc_to(dag, ops[2], bits);
        let p = match (opc == isd::ATOMIC_SWAP, bits) {
            (true, 8) => u32::from(op::XCHG8rm),
            (true, _) => u32::from(op::XCHG16rm),
            (false, 8) => pseudo::LOCK_XADD8,
            (false, _) => pseudo::LOCK_XADD16,
        };
        let mut o = vec![v];
        o.extend(address);
        o.push(chain);
        let x = mem_node(dag, p, &[narrow, EVT::OTHER], &o, mmo);
        (SDValue::new(x.node, 0), SDValue::new(x.node, 1))
    };
    let z = dag.get(m(zext), I32, &[old]);
    dag.replace_all_uses_with(SDValue::new(n, 0), z);
    dag.replace_all_uses_with(SDValue::new(n, 1), out_chain);
    Some(true)
}

/// The instruction a lock pseudo stands for.
pub fn locked_instruction(opcode: u32) -> Option<u16> {
    Some(match opcode {
        pseudo::LOCK_XADD8 => op::XADD8rm,
        pseudo::LOCK_XADD16 => op::XADD16rm,
        pseudo::LOCK_CMPXCHG8 => op::CMPXCHG8rm,
        pseudo::LOCK_CMPXCHG16 => op::CMPXCHG16rm,
        pseudo::LOCK_XADD32 => op::XADD32rm,
        pseudo::LOCK_XADD64 => op::XADD64rm,
        pseudo::LOCK_CMPXCHG32 => op::CMPXCHG32rm,
        pseudo::LOCK_CMPXCHG64 => op::CMPXCHG64rm,
        _ => return None,
    })
}

/// Splits every lock pseudo into the `lock` prefix and its instruction (after register
/// allocation: nothing is inserted between them any more).
pub fn expand_lock_pseudos(mf: &mut MachineFunction) {
    for b in mf.layout.clone() {
        let mut k = 0;
        while k < mf.block(b).insts.len() {
            let i = mf.block(b).insts[k];
            if let Some(real) = locked_instruction(mf.instr(i).opcode) {
                mf.instr_mut(i).opcode = u32::from(real);
                mf.insert_instr(b, k, op::LOCK_PREFIX as u32, &[] as &[MO]);
                k += 1;
            }
            k += 1;
        }
    }
}
