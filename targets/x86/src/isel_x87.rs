//! x86-64 `long double` (x86_fp80, `f80` in RFP80) on the x87 unit: the lowerings that
//! go through memory and the selection of what `td/X86InstrCompiler.td`'s patterns do not
//! cover. The arithmetic is selected by patterns; the stack form is made after register
//! allocation by [`crate::fp_stackifier`].
//!
//! - Conversions between f80 and the SSE types, and from integers, pass through a stack
//!   temporary (x87 and SSE registers share no move): `fstpl` + `movsd`, `movsd` + `fldl`,
//!   an integer store + `fildl`/`fildll`.
//! - f80 to integer truncates (C's conversion): an `IST_Fp*m80` pseudo, which the
//!   stackifier writes out with the control word set to round toward zero around `fistp`
//!   and restored after it, as one unit (`fisttp` needs SSE3), as LLVM's custom inserter
//!   does.
//! - Unsigned conversions: a u64 whose top bit is set converts signed and adds 2^64
//!   (exact in the 64-bit significand); f80 to u64 subtracts 2^63 above it.
//! - Loads (`fldt`, extending `flds`/`fldl`), stores (`fstpt`, rounding `fstps`/`fstpl`),
//!   +0.0 and +1.0 (`fldz`/`fld1`), compares (`fucomi`, with the SSE compare's predicate
//!   logic of [`crate::isel_fp`]) and selects (`fcmovcc`).
//!
//! In: DAG nodes on f80 (legalization and selection). Out: memory round trips of target
//! nodes ([`crate::isel_lowering::x86isd`]), machine nodes; `None` for other nodes.

use crate::isel_dag_to_dag::{address, m, X86Isel};
use crate::isel_lowering::x86isd;
use crate::mc::tables::opcodes as op;
use kiln_codegen::machine::{MachineConstantPoolEntry, MachineFunction};
use kiln_codegen::selection_dag::isd::{self, CondCode, LoadExtType};
use kiln_codegen::selection_dag::{
    MachineMemOperand, NodeData, NodeId, PointerInfo, SDValue, SelectionDAG,
};
use kiln_codegen::value_types::{EVT, MVT};

const F80: EVT = EVT::Simple(MVT::f80);
const F64: EVT = EVT::Simple(MVT::f64);
const F32: EVT = EVT::Simple(MVT::f32);
const I64: EVT = EVT::Simple(MVT::i64);
const I32: EVT = EVT::Simple(MVT::i32);
const I16: EVT = EVT::Simple(MVT::i16);

/// Whether `vt` is x87 extended precision.
pub fn is_x87(vt: EVT) -> bool {
    vt == F80
}

/// A new stack temporary of `bytes`: its address and a memory operand with `flags`.
fn slot(mf: &mut MachineFunction, dag: &mut SelectionDAG, bytes: u64) -> (SDValue, i32) {
    let fi = mf.frame_info.create_stack_object(bytes, bytes.min(16));
    (dag.get_frame_index(fi, I64, false), fi)
}

fn mem(fi: i32, offset: i64, bytes: u64, flags: u8) -> MachineMemOperand {
    MachineMemOperand {
        ptr: PointerInfo::FrameIndex(fi),
        offset,
        size: bytes,
        align: bytes.min(16),
        flags,
    }
}

/// 2^`k` as an f80 constant: a load from a 16-byte constant-pool entry.
fn pow2(dag: &mut SelectionDAG, k: u32) -> SDValue {
    let bits: u128 = (u128::from(16383 + k) << 64) | (1u128 << 63);
    let entry = MachineConstantPoolEntry {
        bytes: bits.to_le_bytes().to_vec(),
        align: 16,
    };
    let cp = dag.get_constant_pool_entry(entry, I64, false, 0);
    let mmo = MachineMemOperand {
        ptr: PointerInfo::ConstantPool,
        offset: 0,
        size: 10,
        align: 16,
        flags: MachineMemOperand::LOAD | MachineMemOperand::INVARIANT,
    };
    let chain = dag.entry_token();
    dag.get_load(F80, chain, cp, mmo)
}

/// A chained target node with one memory operand.
fn mem_node(
    dag: &mut SelectionDAG,
    opc: kiln_codegen::selection_dag::isd::Opcode,
    vts: &[EVT],
    ops: &[SDValue],
    mmo: MachineMemOperand,
) -> SDValue {
    let id = dag.add_mem_operand(mmo);
    dag.get_node_full(opc, vts, ops, NodeData::Mem(id), Default::default())
}

/// The custom lowerings of conversions to and from f80 (see the module comment); `None`
/// for a node that involves no f80.
pub fn lower_x87(dag: &mut SelectionDAG, mf: &mut MachineFunction, n: NodeId) -> Option<SDValue> {
    let ops = dag.ops_copy(n);
    let vt = dag.value_types(n)[0];
    let src = ops.first().map(|&o| dag.vt(o))?;
    let entry = dag.entry_token();
    use MachineMemOperand as M;
    match dag.opcode(n) {
        isd::FP_EXTEND if is_x87(vt) && (src == F32 || src == F64) => {
            let bytes = src.size_in_bits() as u64 / 8;
            let (p, fi) = slot(mf, dag, bytes);
            let st = dag.get_store(entry, ops[0], p, mem(fi, 0, bytes, M::STORE));
            Some(dag.get_ext_load(
                LoadExtType::ExtLoad,
                F80,
                st,
                p,
                src,
                mem(fi, 0, bytes, M::LOAD),
            ))
        }
        isd::FP_ROUND if is_x87(src) && (vt == F32 || vt == F64) => {
            let bytes = vt.size_in_bits() as u64 / 8;
            let (p, fi) = slot(mf, dag, bytes);
            let st = dag.get_trunc_store(entry, ops[0], p, vt, mem(fi, 0, bytes, M::STORE));
            Some(dag.get_load(vt, st, p, mem(fi, 0, bytes, M::LOAD)))
        }
        isd::SINT_TO_FP if is_x87(vt) => {
            let x = if src == I64 || src == I32 || src == I16 {
                ops[0]
            } else {
                dag.get(isd::SIGN_EXTEND, I32, &[ops[0]])
            };
            let bytes = dag.vt(x).size_in_bits() as u64 / 8;
            let (p, fi) = slot(mf, dag, bytes);
            let st = dag.get_store(entry, x, p, mem(fi, 0, bytes, M::STORE));
            Some(mem_node(
                dag,
                x86isd::FILD,
                &[F80, EVT::OTHER],
                &[st, p],
                mem(fi, 0, bytes, M::LOAD),
            ))
        }
        isd::UINT_TO_FP if is_x87(vt) => {
            if src != I64 {
                let w = dag.get(isd::ZERO_EXTEND, I64, &[ops[0]]);
                return Some(dag.get(isd::SINT_TO_FP, F80, &[w]));
            }
            // Signed, plus 2^64 when the top bit is set (exact: 64 significand bits).
            let s = dag.get(isd::SINT_TO_FP, F80, &[ops[0]]);
            let c = pow2(dag, 64);
            let big = dag.get(isd::FADD, F80, &[s, c]);
            let zero = dag.get_constant(0, I64);
            let neg = dag.get_setcc(I32, ops[0], zero, CondCode::SETLT);
            Some(dag.get(isd::SELECT, F80, &[neg, big, s]))
        }
        isd::FP_TO_SINT if is_x87(src) => {
            let ivt = if vt == I64 {
                I64
            } else if vt == I16 {
                I16
            } else {
                I32
            };
            let bytes = ivt.size_in_bits() as u64 / 8;
            let (p, fi) = slot(mf, dag, bytes);
            // Where the stackifier saves the control word and its round-toward-zero copy.
            let (cw, _) = slot(mf, dag, 4);
            let fist = mem_node(
                dag,
                x86isd::FIST,
                &[EVT::OTHER],
                &[entry, ops[0], p, cw],
                mem(fi, 0, bytes, M::STORE),
            );
            let v = dag.get_load(ivt, fist, p, mem(fi, 0, bytes, M::LOAD));
            Some(if ivt == vt {
                v
            } else {
                dag.get(isd::TRUNCATE, vt, &[v])
            })
        }
        isd::FP_TO_UINT if is_x87(src) => {
            let to64 = dag.get(isd::FP_TO_SINT, I64, &[ops[0]]);
            if vt != I64 {
                return Some(dag.get(isd::TRUNCATE, vt, &[to64]));
            }
            // At or above 2^63: convert x - 2^63 and set the top bit.
            let c = pow2(dag, 63);
            let d = dag.get(isd::FSUB, F80, &[ops[0], c]);
            let hi = dag.get(isd::FP_TO_SINT, I64, &[d]);
            let top = dag.get_constant(i64::MIN as i128, I64);
            let hi = dag.get(isd::XOR, I64, &[hi, top]);
            let small = dag.get_setcc(I32, ops[0], c, CondCode::SETOLT);
            Some(dag.get(isd::SELECT, I64, &[small, to64, hi]))
        }
        _ => None,
    }
}

/// fcmov's conditions by x86 condition number (b, ae, e, ne, be, a, p, np).
fn fcmov(cc: usize) -> Option<u16> {
    Some(match cc {
        2 => op::CMOVB_Fp80,
        3 => op::CMOVNB_Fp80,
        4 => op::CMOVE_Fp80,
        5 => op::CMOVNE_Fp80,
        6 => op::CMOVBE_Fp80,
        7 => op::CMOVNBE_Fp80,
        10 => op::CMOVP_Fp80,
        11 => op::CMOVNP_Fp80,
        _ => return None,
    })
}

impl X86Isel {
    /// The five-part address of `ptr`, a constant-pool entry RIP-relative.
    fn x87_address(&self, dag: &mut SelectionDAG, ptr: SDValue) -> [SDValue; 5] {
        if let (isd::CONSTANT_POOL, NodeData::ConstantPool(k, off, _)) =
            (dag.opcode(ptr.node), dag.data(ptr.node))
        {
            let cp = dag.get_constant_pool(k, I64, off, true, 0);
            return crate::isel_dag_to_dag::rip_relative(dag, cp);
        }
        address(self, dag, ptr)
    }

    /// A load of +0.0 or +1.0 from a constant-pool entry (how the builder makes f80
    /// constants) as `fldz`/`fld1`; whether it was one.
    fn pool_fld01(&self, dag: &mut SelectionDAG, n: NodeId) -> bool {
        let (chain, ptr) = (dag.op(n, 0), dag.op(n, 1));
        let NodeData::ConstantPool(k, 0, _) = dag.data(ptr.node) else {
            return false;
        };
        if dag.opcode(ptr.node) != isd::CONSTANT_POOL {
            return false;
        }
        let Some(e) = dag.constant_pool.get(k as usize) else {
            return false;
        };
        let mut b = [0u8; 16];
        let len = e.bytes.len().min(16);
        b[..len].copy_from_slice(&e.bytes[..len]);
        let bits = u128::from_le_bytes(b) & ((1u128 << 80) - 1);
        let o = match bits {
            0 => op::LD_Fp080,
            0x3fff_8000_0000_0000_0000 => op::LD_Fp180,
            _ => return false,
        };
        dag.morph_node_to(n, m(o), &[F80, EVT::OTHER], &[chain], NodeData::None);
        true
    }

    /// Selects `n` when it is an f80 node the patterns do not cover: `Some` with whether
    /// it was selected, `None` when `n` is no such node (`ops`: its operands).
    pub fn select_x87(&self, dag: &mut SelectionDAG, n: NodeId, ops: &[SDValue]) -> Option<bool> {
        let opc = dag.opcode(n);
        let vt = dag.vt(SDValue::new(n, 0));
        let chained_mem = |dag: &mut SelectionDAG, o: u16, vts: &[EVT], a: Vec<SDValue>| {
            let data = match dag.data(n) {
                NodeData::Load { mmo, .. } | NodeData::Store { mmo, .. } | NodeData::Mem(mmo) => {
                    NodeData::Mem(mmo)
                }
                _ => NodeData::None,
            };
            dag.morph_node_to(n, m(o), vts, &a, data);
        };
        match (opc, dag.data(n)) {
            (isd::CONSTANT_FP, NodeData::ConstantFP(0)) if is_x87(vt) => {
                dag.morph_node_to(n, m(op::LD_Fp080), &[vt], &[], NodeData::None);
                Some(true)
            }
            (isd::LOAD, NodeData::Load { .. }) if is_x87(vt) && self.pool_fld01(dag, n) => {
                Some(true)
            }
            (isd::LOAD, NodeData::Load { ext, mem_vt, .. }) if is_x87(vt) => {
                let o = match (ext, mem_vt) {
                    (_, F32) => op::LD_Fp32m80,
                    (_, F64) => op::LD_Fp64m80,
                    (LoadExtType::NonExtLoad, _) => op::LD_Fp80m,
                    _ => return Some(false),
                };
                let mut a = self.x87_address(dag, ops[1]).to_vec();
                a.push(ops[0]);
                chained_mem(dag, o, &[vt, EVT::OTHER], a);
                Some(true)
            }
            (isd::STORE, NodeData::Store { mem_vt, .. }) if is_x87(dag.vt(ops[1])) => {
                let o = match mem_vt {
                    F32 => op::ST_Fp80m32,
                    F64 => op::ST_Fp80m64,
                    _ => op::ST_FpP80m,
                };
                let mut a = self.x87_address(dag, ops[2]).to_vec();
                a.extend([ops[1], ops[0]]);
                chained_mem(dag, o, &[EVT::OTHER], a);
                Some(true)
            }
            (o, _) if o == x86isd::FILD => {
                let size = dag.mem_operand(n).map_or(4, |m| m.size);
                let o = match size {
                    2 => op::ILD_Fp16m80,
                    8 => op::ILD_Fp64m80,
                    _ => op::ILD_Fp32m80,
                };
                let mut a = address(self, dag, ops[1]).to_vec();
                a.push(ops[0]);
                chained_mem(dag, o, &[F80, EVT::OTHER], a);
                Some(true)
            }
            (o, _) if o == x86isd::FIST => {
                let size = dag.mem_operand(n).map_or(4, |m| m.size);
                let o = match size {
                    2 => op::IST_Fp16m80,
                    8 => op::IST_Fp64m80,
                    _ => op::IST_Fp32m80,
                };
                let mut a = address(self, dag, ops[2]).to_vec();
                a.push(ops[1]);
                a.extend(address(self, dag, ops[3]));
                a.push(ops[0]);
                chained_mem(dag, o, &[EVT::OTHER], a);
                Some(true)
            }
            (isd::SELECT, _) if is_x87(vt) => {
                let Some((flags, cc)) = crate::isel_dag_to_dag::flags_of(self, dag, ops[0]) else {
                    return Some(false);
                };
                let (flags, o) = match fcmov(cc) {
                    Some(o) => (flags, o),
                    None => {
                        // A condition fcmov lacks (signed): its byte, tested.
                        let b = dag.get(
                            m(crate::instr_info::COND[cc].setcc),
                            EVT::Simple(MVT::i8),
                            &[flags],
                        );
                        let t = dag.get_node(m(op::TEST8rr), &[EVT::GLUE], &[b, b]);
                        (t, op::CMOVNE_Fp80)
                    }
                };
                dag.morph_node_to(n, m(o), &[vt], &[ops[2], ops[1], flags], NodeData::None);
                Some(true)
            }
            _ => None,
        }
    }
}
