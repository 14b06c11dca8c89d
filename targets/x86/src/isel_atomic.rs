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
//! copies the allocator folds into fixed operands. Not yet: read-modify-writes other than
//! xchg/add/sub (a `lock cmpxchg` loop), and i8/i16 read-modify-writes: located errors.

use crate::instr_info::pseudo;
use crate::mc::tables::opcodes as op;
use crate::register_info::regs;
use kiln_codegen::machine::{MachineFunction, MachineOperand as MO};
use kiln_codegen::selection_dag::atomic as generic;
use kiln_codegen::selection_dag::isd::{self, Opcode};
use kiln_codegen::selection_dag::{NodeData, SDValue, SelectionDAG};
use kiln_codegen::target_lowering::{AtomicKind, AtomicOp};
use kiln_codegen::value_types::{EVT, MVT};
use kiln_codegen::CodegenError;
use kiln_ir::instructions::{Ordering, RmwOp};

const I64: EVT = EVT::Simple(MVT::i64);

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
                let f = dag.get_node(
                    Opcode::machine(op::MFENCE as u32),
                    &[EVT::OTHER],
                    &[a.chain],
                );
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
            let n = dag.get_node_full(
                Opcode::machine(opc),
                &[a.vt, EVT::OTHER],
                &ops,
                NodeData::Mem(mmo),
                Default::default(),
            );
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
            let x = dag.get_node_full(
                Opcode::machine(opc),
                &[EVT::OTHER, EVT::GLUE],
                &ops,
                NodeData::Mem(mmo),
                Default::default(),
            );
            let old = dag.get_copy_from_reg(
                SDValue::new(x.node, 0),
                rax,
                a.vt,
                Some(SDValue::new(x.node, 1)),
            );
            Ok((Some(old), SDValue::new(old.node, 1)))
        }
        _ => Err(CodegenError::new(
            "an i8 or i16 atomicrmw or cmpxchg (on x86-64)",
        )),
    }
}

/// The instruction a lock pseudo stands for.
pub fn locked_instruction(opcode: u32) -> Option<u16> {
    Some(match opcode {
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
