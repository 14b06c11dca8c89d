//! x86-64 SSE2 scalar floating point: what the patterns of `td/X86InstrCompiler.td` cannot
//! say. Constants are loaded from the constant pool RIP-relative (+0.0 is `xorps` of a
//! register with itself, a pseudo until after allocation); f32/f64 loads and stores
//! are `movss`/`movsd` through the five-part address (a load with one use folds into the
//! arithmetic that reads it); fneg/fabs are `xorps`/`andps` with a
//! sign mask from the pool; a compare is `ucomiss`/`ucomisd` with its condition read from
//! CF, ZF and PF (an unordered result sets all three), `oeq` and `une` combining two flag
//! reads; bitcasts between the register files are `movd`/`movq`. The truncating
//! float-to-signed conversions (`cvttss2si`/`cvttsd2si`) are patterns.
//!
//! In: DAG nodes on f32/f64 (after legalization). Out: machine nodes, or `None`/`false`
//! when the node is not a floating-point one.

use crate::instr_info::pseudo;
use crate::isel_dag_to_dag::{address, m, rip_relative, X86Isel, SETCC};
use crate::mc::tables::opcodes as op;
use kiln_codegen::machine::MachineConstantPoolEntry;
use kiln_codegen::selection_dag::isd::{self, CondCode, Opcode};
use kiln_codegen::selection_dag::{NodeData, NodeId, SDValue, SelectionDAG};
use kiln_codegen::value_types::{EVT, MVT};

const I64: EVT = EVT::Simple(MVT::i64);
const I32: EVT = EVT::Simple(MVT::i32);
const I8: EVT = EVT::Simple(MVT::i8);
const F32: EVT = EVT::Simple(MVT::f32);
const F64: EVT = EVT::Simple(MVT::f64);

/// Whether `vt` is a scalar SSE type.
pub fn is_fp(vt: EVT) -> bool {
    vt == F32 || vt == F64
}

/// A load of `bytes` (little-endian, `vt`'s width) from a new constant-pool entry.
fn pool_load(dag: &mut SelectionDAG, bytes: u64, vt: EVT) -> SDValue {
    let (b, o) = if vt == F32 {
        ((bytes as u32).to_le_bytes().to_vec(), op::MOVSSrm)
    } else {
        (bytes.to_le_bytes().to_vec(), op::MOVSDrm)
    };
    let align = b.len() as u32;
    let e = MachineConstantPoolEntry { bytes: b, align };
    let cp = dag.get_constant_pool_entry(e, I64, true, 0);
    let mut a = rip_relative(dag, cp).to_vec();
    a.push(dag.entry_token());
    let l = dag.get_node(m(o), &[vt, EVT::OTHER], &a);
    SDValue::new(l.node, 0)
}

/// The sign bit of `vt`.
fn sign_bit(vt: EVT) -> u64 {
    if vt == F32 {
        1 << 31
    } else {
        1 << 63
    }
}

/// `ucomis a, b` (EFLAGS as the unordered compare of `a` with `b`), returning its glue.
fn ucomis(dag: &mut SelectionDAG, a: SDValue, b: SDValue) -> SDValue {
    let o = if dag.vt(a) == F32 {
        op::UCOMISSrr
    } else if crate::isel_x87::is_x87(dag.vt(a)) {
        op::UCOM_FpIr80
    } else {
        op::UCOMISDrr
    };
    dag.get_node(m(o), &[EVT::GLUE], &[a, b])
}

/// One flag read after a fresh compare: `setcc` condition `c` of `ucomis x, y`.
fn flag(dag: &mut SelectionDAG, x: SDValue, y: SDValue, c: usize) -> SDValue {
    let g = ucomis(dag, x, y);
    dag.get(m(SETCC[c]), I8, &[g])
}

/// The 0/1 byte of the floating-point compare `a cc b`, or `None` for a condition that is
/// not a floating-point one.
pub fn fp_setcc_byte(
    dag: &mut SelectionDAG,
    a: SDValue,
    b: SDValue,
    cc: CondCode,
) -> Option<SDValue> {
    // Condition numbers: b=2 ae=3 e=4 ne=5 be=6 a=7 p=10 np=11. After `ucomis x, y`:
    // CF = x < y or unordered, ZF = x == y or unordered, PF = unordered.
    const B: usize = 2;
    const AE: usize = 3;
    const E: usize = 4;
    const NE: usize = 5;
    const BE: usize = 6;
    const A: usize = 7;
    const P: usize = 10;
    const NP: usize = 11;
    use CondCode::*;
    let two = |dag: &mut SelectionDAG, c1: usize, c2: usize, o: u16| {
        let x = flag(dag, a, b, c1);
        let y = flag(dag, a, b, c2);
        dag.get(m(o), I8, &[x, y])
    };
    Some(match cc {
        SETOEQ | SETEQ => two(dag, E, NP, op::AND8rr),
        SETUNE | SETNE => two(dag, NE, P, op::OR8rr),
        SETOGT | SETGT => flag(dag, a, b, A),
        SETOGE | SETGE => flag(dag, a, b, AE),
        SETOLT | SETLT => flag(dag, b, a, A),
        SETOLE | SETLE => flag(dag, b, a, AE),
        SETONE => flag(dag, a, b, NE),
        SETUEQ => flag(dag, a, b, E),
        SETULT => flag(dag, a, b, B),
        SETULE => flag(dag, a, b, BE),
        SETUGT => flag(dag, b, a, B),
        SETUGE => flag(dag, b, a, BE),
        SETO => flag(dag, a, b, NP),
        SETUO => flag(dag, a, b, P),
        _ => return None,
    })
}

impl X86Isel {
    /// Selects `n` when it is a floating-point node kiln's patterns do not cover: `Some`
    /// with whether it was selected, `None` when `n` is no such node.
    pub(crate) fn select_fp(&self, dag: &mut SelectionDAG, n: NodeId) -> Option<bool> {
        let opc = dag.opcode(n);
        let vt = dag.vt(SDValue::new(n, 0));
        let ops = dag.ops_copy(n);
        match (opc, dag.data(n)) {
            (isd::CONSTANT_FP, NodeData::ConstantFP(0)) if is_fp(vt) => {
                // +0.0 is xorps of a register with itself (-0.0 comes from the pool).
                let o = if vt == F32 {
                    pseudo::FSFLD0SS
                } else {
                    pseudo::FSFLD0SD
                };
                dag.morph_node_to(n, Opcode::machine(o), &[vt], &[], NodeData::None);
                Some(true)
            }
            (isd::CONSTANT_FP, NodeData::ConstantFP(bits)) if is_fp(vt) => {
                let v = pool_load(dag, bits, vt);
                dag.replace_all_uses_with(SDValue::new(n, 0), v);
                Some(true)
            }
            (isd::LOAD, NodeData::Load { mmo, .. }) if is_fp(vt) => {
                let o = if vt == F32 { op::MOVSSrm } else { op::MOVSDrm };
                let mut a = address(self, dag, ops[1]).to_vec();
                a.push(ops[0]);
                dag.morph_node_to(n, m(o), &[vt, EVT::OTHER], &a, NodeData::Mem(mmo));
                Some(true)
            }
            (isd::STORE, NodeData::Store { mmo, .. }) if is_fp(dag.vt(ops[1])) => {
                let o = if dag.vt(ops[1]) == F32 {
                    op::MOVSSmr
                } else {
                    op::MOVSDmr
                };
                let mut a = address(self, dag, ops[2]).to_vec();
                a.push(ops[1]);
                a.push(ops[0]);
                dag.morph_node_to(n, m(o), &[EVT::OTHER], &a, NodeData::Mem(mmo));
                Some(true)
            }
            (isd::FNEG | isd::FABS, _) if is_fp(vt) => {
                // xorps with the sign bit flips it; andps with its complement clears it.
                let (mask, o) = if opc == isd::FNEG {
                    (sign_bit(vt), op::XORPSrr)
                } else {
                    (!sign_bit(vt), op::ANDPSrr)
                };
                let k = pool_load(dag, mask, vt);
                dag.morph_node_to(n, m(o), &[vt], &[ops[0], k], NodeData::None);
                Some(true)
            }
            (isd::SETCC, _) if is_fp(dag.vt(ops[0])) || crate::isel_x87::is_x87(dag.vt(ops[0])) => {
                let NodeData::CondCode(cc) = dag.data(ops[2].node) else {
                    return Some(false);
                };
                let Some(b) = fp_setcc_byte(dag, ops[0], ops[1], cc) else {
                    return Some(false);
                };
                let o = if vt == I64 {
                    op::MOVZX64rr8rr
                } else {
                    op::MOVZX32rr8rr
                };
                dag.morph_node_to(n, m(o), &[vt], &[b], NodeData::None);
                Some(true)
            }
            (isd::FADD | isd::FSUB | isd::FMUL | isd::FDIV, _)
                if is_fp(vt) && self.fold_load(dag, n) =>
            {
                Some(true)
            }
            (isd::BITCAST, _) if is_fp(vt) || is_fp(dag.vt(ops[0])) => {
                let o = match (dag.vt(ops[0]), vt) {
                    (F64, I64) => op::MOVPQIto64rr,
                    (I64, F64) => op::MOV64toPQIrr,
                    (F32, I32) => op::MOVPDI2DIrr,
                    (I32, F32) => op::MOVDI2PDIrr,
                    _ => return Some(false),
                };
                dag.morph_node_to(n, m(o), &[vt], &[ops[0]], NodeData::None);
                Some(true)
            }
            _ => None,
        }
    }
}
