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
use crate::instr_info::COND;
use crate::isel_dag_to_dag::{address, m, rip_relative, tc, X86Isel};
use crate::mc::tables::opcodes as op;
use crate::register_info::{FR32, FR64, VR128};
use kiln_codegen::machine::MachineConstantPoolEntry;
use kiln_codegen::selection_dag::isd::{self, CondCode, Opcode};
use kiln_codegen::selection_dag::{NodeData, NodeId, SDValue, SelectionDAG};
use kiln_codegen::target::{target_opcode, RegClassId};
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
    dag.get(m(COND[c].setcc), I8, &[g])
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
    /// with whether it was selected, `None` when `n` is no such node (`ops`: its operands).
    pub fn select_fp(&self, dag: &mut SelectionDAG, n: NodeId, ops: &[SDValue]) -> Option<bool> {
        let opc = dag.opcode(n);
        let vt = dag.vt(SDValue::new(n, 0));
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
            (isd::LOAD, NodeData::Load { mmo, .. }) if is_fp(vt) || vt.is_vector() => {
                let o = sse_move(vt, [op::MOVSSrm, op::MOVSDrm, op::MOVUPSrm, op::MOVDQUrm]);
                let [b, s, i, d, g] = address(self, dag, ops[1]);
                let a = [b, s, i, d, g, ops[0]];
                dag.morph_node_to(n, m(o), &[vt, EVT::OTHER], &a, NodeData::Mem(mmo));
                Some(true)
            }
            (isd::STORE, NodeData::Store { mmo, .. })
                if is_fp(dag.vt(ops[1])) || dag.vt(ops[1]).is_vector() =>
            {
                let ops4 = [op::MOVSSmr, op::MOVSDmr, op::MOVUPSmr, op::MOVDQUmr];
                let o = sse_move(dag.vt(ops[1]), ops4);
                let [b, s, i, d, g] = address(self, dag, ops[2]);
                let a = [b, s, i, d, g, ops[1], ops[0]];
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
            (isd::BUILD_VECTOR, _) => {
                let v = build_vector(dag, vt, ops);
                dag.replace_all_uses_with(SDValue::new(n, 0), v);
                Some(true)
            }
            (isd::EXTRACT_VECTOR_ELT, _) if dag.vt(ops[0]).is_vector() => {
                let Some(k) = dag.const_value(ops[1]) else {
                    return Some(false);
                };
                let v = extract_lane(dag, ops[0], k as u32, vt);
                dag.replace_all_uses_with(SDValue::new(n, 0), v);
                Some(true)
            }
            _ => None,
        }
    }
}

/// The move of `vt` among `ops` (f32, f64, float vector, integer vector). Vectors move
/// with movups/movdqu whatever the access's alignment: kiln does not raise the alignment
/// of large globals to 16 as LLVM's `getPreferredAlign` does, so an `align 16` access may
/// meet a less aligned global (as fast as movaps/movdqa on aligned data).
fn sse_move(vt: EVT, ops: [u16; 4]) -> u16 {
    match vt {
        F32 => ops[0],
        F64 => ops[1],
        _ if vt.scalar_type().is_floating_point() => ops[2],
        _ => ops[3],
    }
}

/// `v` in class `rc` (a register-class copy, usually coalesced away).
fn in_class(dag: &mut SelectionDAG, v: SDValue, rc: RegClassId, vt: EVT) -> SDValue {
    let c = tc(dag, rc.0 as i128);
    dag.get(
        Opcode::machine(target_opcode::COPY_TO_REGCLASS),
        vt,
        &[v, c],
    )
}

/// `BUILD_VECTOR` of `vt` from `lanes` (undefined lanes take the first defined value): each
/// lane moved into an XMM register (`movd`/`movq`, or the same register for floats), then
/// pairs interleaved by `punpckl` of the lane width, doubling it up to 128 bits (equal
/// halves are one node, so a splat costs one interleave per level).
fn build_vector(dag: &mut SelectionDAG, vt: EVT, lanes: &[SDValue]) -> SDValue {
    let bits = vt.scalar_type().size_in_bits();
    let fill = lanes
        .iter()
        .copied()
        .find(|o| dag.opcode(o.node) != isd::UNDEF);
    let Some(fill) = fill else {
        return dag.get(Opcode::machine(target_opcode::IMPLICIT_DEF), vt, &[]);
    };
    let mut cur: Vec<SDValue> = lanes
        .iter()
        .map(|&o| {
            let o = if dag.opcode(o.node) == isd::UNDEF {
                fill
            } else {
                o
            };
            match dag.vt(o) {
                F32 | F64 => in_class(dag, o, VR128, vt),
                I64 => dag.get(m(op::MOV64toPQIrr), vt, &[o]),
                _ => dag.get(m(op::MOVDI2PDIrr), vt, &[o]),
            }
        })
        .collect();
    let unpack = [
        op::PUNPCKLBWrr,
        op::PUNPCKLWDrr,
        op::PUNPCKLDQrr,
        op::PUNPCKLQDQrr,
    ];
    let mut level = bits.trailing_zeros() as usize - 3;
    while cur.len() > 1 {
        cur = cur
            .chunks(2)
            .map(|p| dag.get(m(unpack[level]), vt, &[p[0], p[1]]))
            .collect();
        level += 1;
    }
    cur[0]
}

/// Lane `k` of the 128-bit vector `v` as a `rvt` (the lane's register type; narrow integer
/// lanes are read as the 32 bits from the lane up, which the user truncates): lane 0 of
/// `pshufd` bringing it down, then `movd`/`movq` or the float view; 16-bit lanes `pextrw`,
/// 8-bit ones `pextrw` and a shift.
fn extract_lane(dag: &mut SelectionDAG, v: SDValue, k: u32, rvt: EVT) -> SDValue {
    let vt = dag.vt(v);
    let bits = vt.scalar_type().size_in_bits();
    if bits <= 16 {
        let w = tc(dag, (k * bits / 16) as i128);
        let x = dag.get(m(op::PEXTRWrri), I32, &[v, w]);
        if bits == 16 || k.is_multiple_of(2) {
            return x;
        }
        let eight = tc(dag, 8);
        return dag.get(m(op::SHR32ri), I32, &[x, eight]);
    }
    let dword = k * bits / 32;
    let down = if dword == 0 {
        v
    } else {
        let pattern = if bits == 64 { 0xEE } else { dword };
        let p = tc(dag, pattern as i128);
        dag.get(m(op::PSHUFDri), vt, &[v, p])
    };
    match rvt {
        F32 => in_class(dag, down, FR32, rvt),
        F64 => in_class(dag, down, FR64, rvt),
        I64 => dag.get(m(op::MOVPQIto64rr), I64, &[down]),
        _ => dag.get(m(op::MOVPDI2DIrr), I32, &[down]),
    }
}
