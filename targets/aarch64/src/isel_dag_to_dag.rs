//! AArch64 instruction selection (LLVM's `AArch64ISelDAGToDAG`): the matcher table generated
//! from the patterns of `td/AArch64InstrPatterns.td` by kiln's `-gen-dag-isel` selects the
//! integer operations, frame addresses, loads and stores; the addressing-mode complex
//! patterns it calls are here (`select_am_indexed*`: a base and a scaled unsigned 12-bit
//! offset, frame indices with any offset; `select_am_unscaled*`: a signed 9-bit offset the
//! scaled form cannot take; `select_am_ro*`: a base plus a register, shifted by the access
//! size or not). The `select` hook, tried first, keeps what patterns can't say, each arm
//! saying why: constants (`movz`/`movn`/`movk`/`orr`: the sequence depends on the value),
//! symbol addresses (`adrp` + `add :lo12:`, or the GOT under PIC: relocation-model
//! dependent), comparisons, selects and conditional branches (the compare pseudos of
//! [`crate::instr_info::pseudo`], written out after register allocation so that the flags
//! are never live across other code), sign extension from odd widths, i1 stores, and the
//! branch, trap, call-frame, call and return pseudos; and for NEON, building vectors
//! (`movi #0`, a constant-pool load, `dup`, or `ins` lane by lane: the choice depends on the
//! lanes), lane extraction (`umov`/`mov`), shifts by a constant splat (`shl`/`ushr`/`sshr`)
//! and lane compares into masks (`cm*`/`fcm*`, operands swapped or the result inverted).
//!
//! In: a legalized DAG (i64 and i32 the integer types). Out: the same DAG with machine nodes
//! whose operands are the MC instruction's operands in order, then chain, then glue.

use crate::instr_info::{cond, mo_flags, pseudo};
use crate::isel_lowering::aarch64isd;
use crate::mc::tables::opcodes as op;
use crate::register_info::regs;
use crate::subtarget::tables::FeatureGetters;
use kiln_codegen::isel::{morph_chained, MatcherTable, TargetIsel};
use kiln_codegen::selection_dag::isd::{self, CondCode, Opcode};
use kiln_codegen::selection_dag::{NodeData, NodeId, SDValue, SelectionDAG};
use kiln_codegen::value_types::{EVT, MVT};
use kiln_target::FeatureSet;

const I64: EVT = EVT::Simple(MVT::i64);
const I32: EVT = EVT::Simple(MVT::i32);

/// The generated matcher table and the predicates, complex patterns and transforms its
/// programs call by index.
mod generated {
    use super::*;
    use crate::mc::tables::opcodes;
    use crate::register_info::{regs, sub_reg_idx};
    include!(concat!(env!("OUT_DIR"), "/AArch64GenDAGISel.rs"));
}

/// What the patterns' `Predicates` are checked on (their `CondString`s call the generated
/// [`FeatureGetters`]): the subtarget's features.
type Subtarget = FeatureSet;

/// The AArch64 instruction selector.
#[derive(Debug, Default)]
pub struct AArch64Isel {
    /// Under `-relocation-model=pic`: per module global, whether its address is loaded from
    /// the GOT (it may be preempted: neither `dso_local` nor local); empty for static code.
    got: Vec<bool>,
    /// The features the patterns' predicates read.
    st: FeatureSet,
}

impl AArch64Isel {
    /// The selector for `m`'s functions on subtarget `st`; `pic` for
    /// `-relocation-model=pic`.
    pub fn for_module(
        m: &kiln_ir::Module,
        pic: bool,
        st: &crate::subtarget::AArch64Subtarget,
    ) -> AArch64Isel {
        let got = kiln_codegen::isel::preemptible_globals(m, pic);
        AArch64Isel {
            got,
            st: *st.feature_set(),
        }
    }
}

fn m(opc: u16) -> Opcode {
    Opcode::machine(opc as u32)
}

fn tc(dag: &mut SelectionDAG, v: i128) -> SDValue {
    dag.get_target_constant(v, I64)
}

fn node(dag: &mut SelectionDAG, opc: u16, ops: &[SDValue]) -> SDValue {
    dag.get(m(opc), I64, ops)
}

/// One instruction of a constant's materialization.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MovOp {
    /// `movz xd, #imm, lsl #shift`.
    Movz(u16, u8),
    /// `movn xd, #imm, lsl #shift`.
    Movn(u16, u8),
    /// `movk xd, #imm, lsl #shift`.
    Movk(u16, u8),
    /// `orr xd, xzr, #imm` (a logical immediate).
    Orr(u64),
}

/// The instructions that build `v` (LLVM's `AArch64_IMM::expandMOVImm`, its one- and
/// multi-instruction forms without the two-`orr` tricks): one `movz`, `movn` or `orr` when one
/// suffices, else `movz` (or `movn`, when more halfwords are all ones than zero) of the first
/// halfword that differs from the background, then a `movk` for each other one.
pub fn mov_imm_sequence(v: u64) -> Vec<MovOp> {
    let half = |k: u32| ((v >> (16 * k)) & 0xffff) as u16;
    let zeros = (0..4).filter(|&k| half(k) == 0).count();
    let ones = (0..4).filter(|&k| half(k) == 0xffff).count();
    if zeros >= 3 {
        let k = (0..4).find(|&k| half(k) != 0).unwrap_or(0);
        return vec![MovOp::Movz(half(k), 16 * k as u8)];
    }
    if ones >= 3 {
        let k = (0..4).find(|&k| half(k) != 0xffff).unwrap_or(0);
        return vec![MovOp::Movn(!half(k), 16 * k as u8)];
    }
    if crate::mc::imm::logical_encode(v, 64).is_some() {
        return vec![MovOp::Orr(v)];
    }
    let (bg, neg) = if ones > zeros {
        (0xffffu16, true)
    } else {
        (0, false)
    };
    let mut seq = Vec::with_capacity(4);
    for k in 0..4u32 {
        let h = half(k);
        if h == bg {
            continue;
        }
        if seq.is_empty() {
            seq.push(if neg {
                MovOp::Movn(!h, 16 * k as u8)
            } else {
                MovOp::Movz(h, 16 * k as u8)
            });
        } else {
            seq.push(MovOp::Movk(h, 16 * k as u8));
        }
    }
    seq
}

/// The instructions materializing `v` in an X register.
pub fn materialize(dag: &mut SelectionDAG, v: i64) -> SDValue {
    materialize_in(dag, v, I64)
}

/// The instructions materializing `v` (an i64, or an i32 sign-extended) in a register of
/// type `vt`. For an i32 the sequence of the sign-extended value never touches the upper
/// halves (their background), and its logical immediate is one of 32 bits too.
fn materialize_in(dag: &mut SelectionDAG, v: i64, vt: EVT) -> SDValue {
    let w = vt != I64;
    let pick = |x: u16, wide: u16| if w { x } else { wide };
    let mut cur: Option<SDValue> = None;
    for o in mov_imm_sequence(v as u64) {
        cur = Some(match o {
            MovOp::Movz(h, s) | MovOp::Movn(h, s) => {
                let (i, sh) = (tc(dag, h as i128), tc(dag, s as i128));
                let opc = if matches!(o, MovOp::Movz(..)) {
                    pick(op::MOVZWi, op::MOVZXi)
                } else {
                    pick(op::MOVNWi, op::MOVNXi)
                };
                dag.get(m(opc), vt, &[i, sh])
            }
            MovOp::Movk(h, s) => {
                let (i, sh) = (tc(dag, h as i128), tc(dag, s as i128));
                let prev = cur.expect("invariant: a movk follows a movz or movn");
                dag.get(m(pick(op::MOVKWi, op::MOVKXi)), vt, &[prev, i, sh])
            }
            MovOp::Orr(bits) => {
                let z = dag.get_register(if w { regs::WZR } else { regs::XZR }, vt);
                let bits = if w {
                    bits as u32 as i128
                } else {
                    bits as i64 as i128
                };
                let i = tc(dag, bits);
                dag.get(m(pick(op::ORRWri, op::ORRXri)), vt, &[z, i])
            }
        });
    }
    cur.expect("invariant: every constant has a sequence")
}

fn simm9(v: i128) -> bool {
    (-256..256).contains(&v)
}

fn scaled_fits(v: i128, size: i128) -> bool {
    v % size == 0 && (0..4096 * size).contains(&v)
}

/// `(base, constant)` when `ptr` is an add of a constant.
fn base_plus_const(dag: &SelectionDAG, ptr: SDValue) -> Option<(SDValue, i128)> {
    if dag.opcode(ptr.node) != isd::ADD {
        return None;
    }
    let (b, o) = (dag.op(ptr.node, 0), dag.op(ptr.node, 1));
    dag.const_value(o).map(|c| (b, c))
}

fn target_fi(dag: &mut SelectionDAG, v: SDValue) -> Option<SDValue> {
    match dag.data(v.node) {
        NodeData::FrameIndex(fi) => Some(dag.get_frame_index(fi, I64, true)),
        _ => None,
    }
}

/// The `am_indexed<size>` complex pattern: a base and a scaled unsigned 12-bit byte offset.
/// Frame indices take any offset (frame-index elimination picks the form); offsets only
/// the unscaled form takes are left to `am_unscaled`, adds of registers to `am_ro`.
fn select_am_indexed(dag: &mut SelectionDAG, ptr: SDValue, size: i128) -> Option<Vec<SDValue>> {
    if let Some(t) = target_fi(dag, ptr) {
        let z = tc(dag, 0);
        return Some(vec![t, z]);
    }
    if let Some((b, c)) = base_plus_const(dag, ptr) {
        if let Some(t) = target_fi(dag, b) {
            let o = tc(dag, c);
            return Some(vec![t, o]);
        }
        if scaled_fits(c, size) {
            let o = tc(dag, c);
            return Some(vec![b, o]);
        }
        if simm9(c) {
            return None;
        }
    } else if dag.opcode(ptr.node) == isd::ADD {
        return None;
    }
    let z = tc(dag, 0);
    Some(vec![ptr, z])
}

/// The `am_unscaled<size>` complex pattern: a base and a signed 9-bit byte offset that the
/// scaled form cannot take.
fn select_am_unscaled(dag: &mut SelectionDAG, ptr: SDValue, size: i128) -> Option<Vec<SDValue>> {
    let (b, c) = base_plus_const(dag, ptr)?;
    if target_fi(dag, b).is_some() || scaled_fits(c, size) || !simm9(c) {
        return None;
    }
    let o = tc(dag, c);
    Some(vec![b, o])
}

/// The `am_ro<size>` complex pattern: a base plus a register index, shifted left by
/// log2(size) (`lsl #n`) or not.
fn select_am_ro(dag: &mut SelectionDAG, ptr: SDValue, size: i128) -> Option<Vec<SDValue>> {
    if dag.opcode(ptr.node) != isd::ADD {
        return None;
    }
    let (a, b) = (dag.op(ptr.node, 0), dag.op(ptr.node, 1));
    if dag.const_value(b).is_some() || dag.const_value(a).is_some() {
        return None;
    }
    let shift = size.trailing_zeros() as i128;
    for (base, idx) in [(a, b), (b, a)] {
        if size > 1 && dag.opcode(idx.node) == isd::SHL {
            let amt = dag.const_value(dag.op(idx.node, 1));
            if amt == Some(shift) {
                let i = dag.op(idx.node, 0);
                let e = tc(dag, 1);
                return Some(vec![base, i, e]);
            }
        }
    }
    let e = tc(dag, 0);
    Some(vec![a, b, e])
}

macro_rules! am_fns {
    ($($f:ident, $g:ident, $size:expr);* $(;)?) => {$(
        fn $f(dag: &mut SelectionDAG, _root: NodeId, ptr: SDValue) -> Option<Vec<SDValue>> {
            $g(dag, ptr, $size)
        }
    )*};
}

am_fns!(
    select_am_indexed8, select_am_indexed, 1;
    select_am_indexed16, select_am_indexed, 2;
    select_am_indexed32, select_am_indexed, 4;
    select_am_indexed64, select_am_indexed, 8;
    select_am_indexed128, select_am_indexed, 16;
    select_am_unscaled8, select_am_unscaled, 1;
    select_am_unscaled16, select_am_unscaled, 2;
    select_am_unscaled32, select_am_unscaled, 4;
    select_am_unscaled64, select_am_unscaled, 8;
    select_am_unscaled128, select_am_unscaled, 16;
    select_am_ro8, select_am_ro, 1;
    select_am_ro16, select_am_ro, 2;
    select_am_ro32, select_am_ro, 4;
    select_am_ro64, select_am_ro, 8;
    select_am_ro128, select_am_ro, 16;
);

/// The q register whose low and high halves `lo` and `hi` are (each an `EXTRACT_ELEMENT`
/// of it, or already its `mov x, v.d[lane]`), if they are one register's.
fn q_halves_source(dag: &SelectionDAG, lo: SDValue, hi: SDValue) -> Option<SDValue> {
    let half = |v: SDValue, lane: i128| {
        let op = dag.opcode(v.node);
        let ops = dag.ops(v.node);
        let is_extract = (op == isd::EXTRACT_ELEMENT || op == m(op::UMOVvi64))
            && ops.len() == 2
            && dag.vt(ops[0]) == EVT::Simple(MVT::f128)
            && dag.const_value(ops[1]) == Some(lane);
        is_extract.then(|| ops[0])
    };
    let q = half(lo, 0)?;
    (half(hi, 1)? == q).then_some(q)
}

/// The condition code of integer comparison `cc`, if it is one.
pub fn int_cond(cc: CondCode) -> Option<i64> {
    Some(match cc {
        CondCode::SETEQ => cond::EQ,
        CondCode::SETNE => cond::NE,
        CondCode::SETLT => cond::LT,
        CondCode::SETLE => cond::LE,
        CondCode::SETGT => cond::GT,
        CondCode::SETGE => cond::GE,
        CondCode::SETULT => cond::LO,
        CondCode::SETULE => cond::LS,
        CondCode::SETUGT => cond::HI,
        CondCode::SETUGE => cond::HS,
        _ => return None,
    })
}

/// The condition code of floating-point comparison `cc` after `fcmp` (unordered sets C and
/// V), if one condition says it (`one` and `ueq` need two).
pub fn fp_cond(cc: CondCode) -> Option<i64> {
    use CondCode::*;
    Some(match cc {
        SETOEQ | SETEQ => cond::EQ,
        SETOGT | SETGT => cond::GT,
        SETOGE | SETGE => cond::GE,
        SETOLT | SETLT => 4, // mi
        SETOLE | SETLE => cond::LS,
        SETUNE | SETNE => cond::NE,
        SETUGT => cond::HI,
        SETUGE => 5, // pl
        SETULT => cond::LT,
        SETULE => cond::LE,
        SETO => 7,  // vc
        SETUO => 6, // vs
        _ => return None,
    })
}

/// A comparison's operands as the compare pseudos take them: `(lhs, rhs, cc, rhs is an
/// immediate)`, for an integer `setcc`.
fn compare_operands(
    dag: &mut SelectionDAG,
    setcc: SDValue,
) -> Option<(SDValue, SDValue, i64, bool)> {
    // A boolean truncated to i32 is still the comparison's 0 or 1.
    let setcc = match dag.opcode(setcc.node) {
        isd::TRUNCATE => dag.op(setcc.node, 0),
        _ => setcc,
    };
    if dag.opcode(setcc.node) != isd::SETCC {
        return None;
    }
    let (a, b, c) = (
        dag.op(setcc.node, 0),
        dag.op(setcc.node, 1),
        dag.op(setcc.node, 2),
    );
    let NodeData::CondCode(cc) = dag.data(c.node) else {
        return None;
    };
    if dag.vt(a).is_floating_point() {
        return Some((a, b, fp_cond(cc)?, false));
    }
    if !matches!(dag.vt(a), I64 | I32) {
        return None;
    }
    let cc = int_cond(cc)?;
    match dag.const_value(b) {
        Some(v) if (0..4096).contains(&v) => {
            let i = tc(dag, v);
            Some((a, i, cc, true))
        }
        _ => Some((a, b, cc, false)),
    }
}

/// The two conditions whose union is FP comparison `n` (`one`, `ueq`), if it is one.
fn fp_two_conditions(dag: &SelectionDAG, n: NodeId) -> Option<(i64, i64)> {
    let c = dag.op(n, 2);
    if !dag.vt(dag.op(n, 0)).is_floating_point() {
        return None;
    }
    match dag.data(c.node) {
        NodeData::CondCode(CondCode::SETONE) => Some((4, cond::GT)),
        NodeData::CondCode(CondCode::SETUEQ) => Some((cond::EQ, 6)),
        _ => None,
    }
}

/// An FP constant: `fmov` of its 8-bit immediate when it has one, else its bits built in an
/// X register (`movz`/`movk`, `mov xN, #0` for +0.0) and moved over with `fmov`.
fn select_fp_constant(dag: &mut SelectionDAG, n: NodeId, bits: u64) {
    let vt = dag.value_types(n)[0];
    let f32 = vt == EVT::Simple(MVT::f32);
    let value = if f32 {
        f64::from(f32::from_bits(bits as u32))
    } else {
        f64::from_bits(bits)
    };
    if let Some(e) = crate::mc::imm::fp8_encode(value).filter(|_| bits != 0) {
        let i = tc(dag, i128::from(e));
        let opc = if f32 { op::FMOVSi } else { op::FMOVDi };
        dag.morph_node_to(n, m(opc), &[vt], &[i], NodeData::None);
        return;
    }
    let x = materialize(dag, bits as i64);
    if f32 {
        let i32t = EVT::Simple(MVT::i32);
        let sub = dag.get_target_constant(crate::register_info::sub_reg_idx::sub_32 as i128, i32t);
        let w = dag.get(
            Opcode::machine(kiln_codegen::target::target_opcode::EXTRACT_SUBREG),
            i32t,
            &[x, sub],
        );
        dag.morph_node_to(n, m(op::FMOVWSr), &[vt], &[w], NodeData::None);
    } else {
        dag.morph_node_to(n, m(op::FMOVXDr), &[vt], &[x], NodeData::None);
    }
}

/// `TPIDR_EL0`'s system-register operand (op0 3, op1 3, CRn 13, CRm 0, op2 2).
const TPIDR_EL0: i128 = 0x5e82;

/// A thread-local address (LLVM's `LowerELFGlobalTLSAddress`): `mrs tpidr_el0` plus the
/// offset, which local-exec adds as `:tprel_hi12:` and `:tprel_lo12_nc:` and initial-exec
/// loads from the GOT (`adrp :gottprel:`, `ldr :gottprel_lo12:`). The dynamic models (PIC
/// code's TLS descriptors) are not built yet: `false`, a located error.
fn select_tls_address(
    dag: &mut SelectionDAG,
    n: NodeId,
    global: u32,
    offset: i64,
    model: u8,
) -> bool {
    use kiln_codegen::selection_dag::isd::tls_model;
    let sr = tc(dag, TPIDR_EL0);
    let tp = node(dag, op::MRS, &[sr]);
    match model {
        tls_model::LOCAL_EXEC => {
            let hi = dag.get_global_address(global, I64, offset, true, mo_flags::TPREL_HI12);
            let s12 = tc(dag, 12);
            let a = node(dag, op::ADDXri, &[tp, hi, s12]);
            let lo = dag.get_global_address(global, I64, offset, true, mo_flags::TPREL_LO12_NC);
            let z = tc(dag, 0);
            dag.morph_node_to(n, m(op::ADDXri), &[I64], &[a, lo, z], NodeData::None);
            true
        }
        tls_model::INITIAL_EXEC => {
            let hi = dag.get_global_address(global, I64, 0, true, mo_flags::GOTTPREL);
            let page = node(dag, op::ADRP, &[hi]);
            let lo = dag.get_global_address(global, I64, 0, true, mo_flags::GOTTPREL_LO12);
            let off = node(dag, op::LDRXui, &[page, lo]);
            let z = tc(dag, 0);
            if offset == 0 {
                dag.morph_node_to(n, m(op::ADDXrs), &[I64], &[tp, off, z], NodeData::None);
            } else {
                let a = node(dag, op::ADDXrs, &[tp, off, z]);
                let k = materialize(dag, offset);
                dag.morph_node_to(n, m(op::ADDXrs), &[I64], &[a, k, z], NodeData::None);
            }
            true
        }
        _ => false,
    }
}

impl AArch64Isel {
    /// The address of module global `global` plus `offset`: `adrp` + `add :lo12:`, or the
    /// GOT entry's `adrp :got:` + `ldr :got_lo12:` (then the offset added) for a global that
    /// may be preempted under PIC.
    fn select_global(&self, dag: &mut SelectionDAG, n: NodeId, global: u32, offset: i64) {
        if self.got.get(global as usize) == Some(&true) {
            let hi = dag.get_global_address(global, I64, 0, true, mo_flags::GOT);
            let page = node(dag, op::ADRP, &[hi]);
            let lo = dag.get_global_address(global, I64, 0, true, mo_flags::GOT_LO12);
            if offset == 0 {
                dag.morph_node_to(n, m(op::LDRXui), &[I64], &[page, lo], NodeData::None);
            } else {
                let a = node(dag, op::LDRXui, &[page, lo]);
                let off = materialize(dag, offset);
                let z = tc(dag, 0);
                dag.morph_node_to(n, m(op::ADDXrs), &[I64], &[a, off, z], NodeData::None);
            }
            return;
        }
        let hi = dag.get_global_address(global, I64, offset, true, 0);
        let page = node(dag, op::ADRP, &[hi]);
        let lo = dag.get_global_address(global, I64, offset, true, mo_flags::LO12);
        let z = tc(dag, 0);
        dag.morph_node_to(n, m(op::ADDXri), &[I64], &[page, lo, z], NodeData::None);
    }
}

impl TargetIsel for AArch64Isel {
    fn matcher_table(&self) -> &MatcherTable {
        generated::matcher_table()
    }

    fn check_pattern_predicate(&self, k: u16) -> bool {
        generated::check_pattern_predicate(k, &self.st)
    }

    fn check_imm_predicate(&self, k: u16, v: i64) -> bool {
        generated::check_imm_predicate(k, v)
    }

    fn check_node_predicate(&self, k: u16, dag: &SelectionDAG, n: NodeId) -> bool {
        generated::check_node_predicate(k, dag, n)
    }

    fn select_complex_pattern(
        &self,
        k: u16,
        dag: &mut SelectionDAG,
        root: NodeId,
        v: SDValue,
    ) -> Option<Vec<SDValue>> {
        generated::select_complex_pattern(k, dag, root, v)
    }

    fn run_xform(&self, k: u16, dag: &mut SelectionDAG, v: SDValue) -> SDValue {
        generated::run_xform(k, dag, v)
    }

    fn select(&self, dag: &mut SelectionDAG, n: NodeId) -> bool {
        let opc = dag.opcode(n);
        if matches!(opc, isd::ADD | isd::SUB | isd::AND | isd::OR | isd::XOR) {
            // The shifted-register patterns see a W shift (or its `not`) before it is selected:
            // its constant amount as the patterns' i64 now.
            let ops = dag.ops(n);
            let nots = ops.iter().filter(|v| dag.opcode(v.node) == isd::XOR);
            let cands: Vec<SDValue> = ops
                .iter()
                .chain(nots.flat_map(|v| dag.ops(v.node)))
                .copied()
                .collect();
            for s in cands {
                let sops = dag.ops_copy(s.node);
                let shift = matches!(
                    dag.opcode(s.node),
                    isd::SHL | isd::SRL | isd::SRA | isd::ROTR
                );
                let amt = sops.get(1).filter(|a| shift && dag.vt(**a) == I32);
                if let Some(c) = amt.and_then(|a| dag.const_value(*a)) {
                    let amt = dag.get_constant(c, I64);
                    dag.update_node_operands(s.node, &[sops[0], amt]);
                }
            }
        }
        let ops = dag.ops_copy(n);
        match (opc, dag.data(n)) {
            (isd::CONSTANT, NodeData::Constant(c))
                if matches!(dag.value_types(n)[0], I64 | I32) =>
            {
                let vt = dag.value_types(n)[0];
                let v = materialize_in(dag, c.get() as i64, vt);
                dag.replace_all_uses_with(SDValue::new(n, 0), v);
                true
            }
            (isd::GLOBAL_ADDRESS, NodeData::GlobalAddress { global, offset, .. }) => {
                self.select_global(dag, n, global, offset);
                true
            }
            (
                isd::GLOBAL_TLS_ADDRESS,
                NodeData::GlobalAddress {
                    global,
                    offset,
                    target_flags,
                },
            ) => select_tls_address(dag, n, global, offset, target_flags),
            (isd::EXTERNAL_SYMBOL, NodeData::ExternalSymbol(s, _)) => {
                let hi = dag.get_external_symbol(s, I64, true, 0);
                let page = node(dag, op::ADRP, &[hi]);
                let lo = dag.get_external_symbol(s, I64, true, mo_flags::LO12);
                let z = tc(dag, 0);
                dag.morph_node_to(n, m(op::ADDXri), &[I64], &[page, lo, z], NodeData::None);
                true
            }
            (o, _) if o == crate::isel_lowering::aarch64isd::LSE => {
                crate::isel_atomic::select_lse(dag, n);
                true
            }
            (isd::JUMP_TABLE, NodeData::JumpTable(jt, _)) => {
                // adrp x, .LJTI; add x, x, :lo12:.LJTI
                let hi = dag.get_jump_table(jt, I64, true, 0);
                let page = node(dag, op::ADRP, &[hi]);
                let lo = dag.get_jump_table(jt, I64, true, mo_flags::LO12);
                let z = tc(dag, 0);
                dag.morph_node_to(n, m(op::ADDXri), &[I64], &[page, lo, z], NodeData::None);
                true
            }
            (isd::BLOCK_ADDRESS, NodeData::BlockAddress(func, block, _)) => {
                let hi = dag.get_block_address(func, block, I64, true, 0);
                let page = node(dag, op::ADRP, &[hi]);
                let lo = dag.get_block_address(func, block, I64, true, mo_flags::LO12);
                let z = tc(dag, 0);
                dag.morph_node_to(n, m(op::ADDXri), &[I64], &[page, lo, z], NodeData::None);
                true
            }
            (isd::SIGN_EXTEND_INREG, _) => {
                // sbfm xd, xn, #0, #(bits - 1) (or the W form) for every width.
                let NodeData::ValueType(from) = dag.data(ops[1].node) else {
                    return false;
                };
                let vt = dag.value_types(n)[0];
                let bits = from.size_in_bits() as i128;
                if !(1..vt.size_in_bits() as i128).contains(&bits) {
                    return false;
                }
                let opc = if vt == I32 { op::SBFMWri } else { op::SBFMXri };
                let (r, s) = (tc(dag, 0), tc(dag, bits - 1));
                dag.morph_node_to(n, m(opc), &[vt], &[ops[0], r, s], NodeData::None);
                true
            }
            (isd::SETCC, _) if dag.value_types(n)[0].is_vector() => select_vector_compare(dag, n),
            (isd::SELECT, _) if dag.value_types(n)[0].is_vector() => {
                // A mask select: bsl with the mask as its tied destination.
                let vt = dag.value_types(n)[0];
                dag.morph_node_to(n, m(op::BSLv16i8), &[vt], &ops, NodeData::None);
                true
            }
            (isd::SETCC, _) if fp_two_conditions(dag, n).is_some() => {
                // one: mi or gt; ueq: eq or vs (two csets, or'ed).
                let (c1, c2) = fp_two_conditions(dag, n)
                    .expect("invariant: the match guard found two conditions");
                let (a, b) = (ops[0], ops[1]);
                let k1 = tc(dag, c1 as i128);
                let s1 = dag.get(Opcode::machine(pseudo::CMP_SET), I64, &[a, b, k1]);
                let k2 = tc(dag, c2 as i128);
                let s2 = dag.get(Opcode::machine(pseudo::CMP_SET), I64, &[a, b, k2]);
                let z = tc(dag, 0);
                dag.morph_node_to(n, m(op::ORRXrs), &[I64], &[s1, s2, z], NodeData::None);
                true
            }
            (isd::SETCC, _) => {
                let Some((a, b, cc, imm)) = compare_operands(dag, SDValue::new(n, 0)) else {
                    return false;
                };
                let c = tc(dag, cc as i128);
                let p = if imm {
                    pseudo::CMPI_SET
                } else {
                    pseudo::CMP_SET
                };
                dag.morph_node_to(n, Opcode::machine(p), &[I64], &[a, b, c], NodeData::None);
                true
            }
            (isd::BUILD_PAIR, _) if dag.value_types(n)[0] == EVT::Simple(MVT::f128) => {
                // The halves of one q register put back together: that register (a
                // `long double` passed on from a call or argument unchanged).
                if let Some(q) = q_halves_source(dag, ops[0], ops[1]) {
                    dag.replace_all_uses_with(SDValue::new(n, 0), q);
                    return true;
                }
                // A q register from two X halves: fmov d, x (zeroing the top) and
                // mov v.d[1], x.
                let f64t = EVT::Simple(MVT::f64);
                let q = EVT::Simple(MVT::f128);
                let lo = dag.get(m(op::FMOVXDr), f64t, &[ops[0]]);
                let z = tc(dag, 0);
                let sub = tc(dag, crate::register_info::sub_reg_idx::dsub as i128);
                let wide = dag.get(
                    Opcode::machine(kiln_codegen::target::target_opcode::SUBREG_TO_REG),
                    q,
                    &[z, lo, sub],
                );
                let one = tc(dag, 1);
                dag.morph_node_to(
                    n,
                    m(op::INSvi64gpr),
                    &[q],
                    &[wide, one, ops[1]],
                    NodeData::None,
                );
                true
            }
            (isd::EXTRACT_ELEMENT, _) if dag.vt(ops[0]) == EVT::Simple(MVT::f128) => {
                // A 64-bit half of a q register: mov x, v.d[0] or mov x, v.d[1].
                let Some(half) = dag.const_value(ops[1]) else {
                    return false;
                };
                let lane = tc(dag, half);
                dag.morph_node_to(n, m(op::UMOVvi64), &[I64], &[ops[0], lane], NodeData::None);
                true
            }
            (isd::BUILD_VECTOR, _) => {
                select_build_vector(dag, n);
                true
            }
            (isd::EXTRACT_VECTOR_ELT, _) => select_extract_lane(dag, n),
            (isd::SHL | isd::SRL | isd::SRA, _) if dag.value_types(n)[0].is_vector() => {
                select_vector_shift(dag, n)
            }
            (isd::SHL | isd::SRL | isd::SRA | isd::ROTR, _)
                if dag.vt(ops[1]) == I32 && dag.const_value(ops[1]).is_some() =>
            {
                // Combines build constant amounts of the shifted type; the patterns'
                // immediate amounts are i64.
                let c = dag.const_value(ops[1]).unwrap_or(0);
                let amt = dag.get_constant(c, I64);
                dag.update_node_operands(n, &[ops[0], amt]) != n
            }
            (isd::BITCAST, _)
                if dag.value_types(n)[0].is_vector() && dag.vt(ops[0]).is_vector() =>
            {
                // Between 128-bit vector types: the same q register.
                dag.replace_all_uses_with(SDValue::new(n, 0), ops[0]);
                true
            }
            (isd::CONSTANT_FP, NodeData::ConstantFP(bits)) => {
                select_fp_constant(dag, n, bits);
                true
            }
            (isd::SELECT, _) => {
                let (t, f) = (ops[1], ops[2]);
                let (a, b, cc, imm) = match compare_operands(dag, ops[0]) {
                    Some(x) => x,
                    None => {
                        let z = tc(dag, 0);
                        (ops[0], z, cond::NE, true)
                    }
                };
                let c = tc(dag, cc as i128);
                let p = if imm { pseudo::SEL_CCI } else { pseudo::SEL_CC };
                let vt = dag.value_types(n)[0];
                dag.morph_node_to(
                    n,
                    Opcode::machine(p),
                    &[vt],
                    &[a, b, t, f, c],
                    NodeData::None,
                );
                true
            }
            (isd::BRCOND, _) => {
                // (chain, cond, block): a compare and b.cc, or cbnz of a boolean.
                let (chain, target) = (ops[0], ops[2]);
                match compare_operands(dag, ops[1]) {
                    Some((a, b, cc, imm)) => {
                        let c = tc(dag, cc as i128);
                        let p = if imm { pseudo::BR_CCI } else { pseudo::BR_CC };
                        dag.morph_node_to(
                            n,
                            Opcode::machine(p),
                            &[EVT::OTHER],
                            &[a, b, c, target, chain],
                            NodeData::None,
                        );
                    }
                    None => {
                        let opc = if dag.vt(ops[1]) == I32 {
                            op::CBNZW
                        } else {
                            op::CBNZX
                        };
                        dag.morph_node_to(
                            n,
                            m(opc),
                            &[EVT::OTHER],
                            &[ops[1], target, chain],
                            NodeData::None,
                        );
                    }
                }
                true
            }
            // Branches, traps, call frames, calls and returns: codegen pseudos numbered after
            // the MC opcodes (no pattern names them), with the root's operands passed on.
            (isd::BR, _) => morph_chained(dag, n, pseudo::B, 1),
            (isd::BRIND, _) => morph_chained(dag, n, pseudo::BRIND, 1),
            (isd::TRAP, _) => morph_chained(dag, n, pseudo::TRAP, 1),
            (isd::CALLSEQ_START, _) => morph_chained(dag, n, pseudo::ADJCALLSTACKDOWN, 1),
            (isd::CALLSEQ_END, _) => morph_chained(dag, n, pseudo::ADJCALLSTACKUP, 1),
            (o, _) if o == aarch64isd::RET_GLUE => morph_chained(dag, n, pseudo::RET, 1),
            (o, _) if o == aarch64isd::ABOVE_CALL_FRAME => {
                let ops = dag.ops_copy(n);
                dag.morph_node_to(
                    n,
                    Opcode::machine(pseudo::ABOVE_CALL_FRAME),
                    &[I64],
                    &ops,
                    NodeData::None,
                );
                true
            }
            (o, _) if o == aarch64isd::TC_RETURN || o == aarch64isd::CALL => {
                // Direct calls name a symbol; indirect ones a register.
                let direct = matches!(
                    dag.opcode(ops[1].node),
                    isd::TARGET_GLOBAL_ADDRESS | isd::TARGET_EXTERNAL_SYMBOL
                );
                let opc = match (o == aarch64isd::TC_RETURN, direct) {
                    (true, true) => pseudo::TAIL,
                    (true, false) => pseudo::TAIL_INDIRECT,
                    (false, true) => pseudo::CALL,
                    (false, false) => pseudo::CALL_INDIRECT,
                };
                morph_chained(dag, n, opc, 1)
            }
            _ => false,
        }
    }
}

/// A target-independent opcode as a machine node (`IMPLICIT_DEF`, `SUBREG_TO_REG`, ...).
fn generic(opc: u32) -> Opcode {
    Opcode::machine(opc)
}

/// The W view of an integer lane (an i32, or an i64 whose low half it is).
fn w_view(dag: &mut SelectionDAG, x: SDValue) -> SDValue {
    if dag.vt(x) == I32 {
        return x;
    }
    let i32t = EVT::Simple(MVT::i32);
    let sub = dag.get_target_constant(crate::register_info::sub_reg_idx::sub_32 as i128, i32t);
    dag.get(
        generic(kiln_codegen::target::target_opcode::EXTRACT_SUBREG),
        i32t,
        &[x, sub],
    )
}

/// An FP scalar as lane 0 of a q register of type `vt` (the other lanes undefined).
fn fp_in_q(dag: &mut SelectionDAG, s: SDValue, vt: EVT) -> SDValue {
    let f32 = dag.vt(s) == EVT::Simple(MVT::f32);
    let idx = if f32 {
        crate::register_info::sub_reg_idx::ssub
    } else {
        crate::register_info::sub_reg_idx::dsub
    };
    let z = tc(dag, 0);
    let sub = tc(dag, idx as i128);
    dag.get(
        generic(kiln_codegen::target::target_opcode::SUBREG_TO_REG),
        vt,
        &[z, s, sub],
    )
}

/// The bits of an integer or FP constant lane.
fn constant_bits(dag: &SelectionDAG, o: SDValue) -> Option<u64> {
    match dag.data(o.node) {
        NodeData::Constant(c) => Some(c.get() as u64),
        NodeData::ConstantFP(bits) => Some(bits),
        _ => None,
    }
}

/// `BUILD_VECTOR` of a 128-bit type (LLVM's `LowerBUILD_VECTOR`, its simple cases): undef,
/// all zero (`movi v.2d, #0`), different constants (a constant-pool load), one value in
/// every lane (`dup` from a general register or from lane 0), else lane by lane (`mov v.s[k], w` or `mov v.s[k], v.s[0]`) over the first
/// defined lane.
fn select_build_vector(dag: &mut SelectionDAG, n: NodeId) {
    let vt = dag.value_types(n)[0];
    let ops = dag.ops_copy(n);
    let fp = vt.scalar_type().is_floating_point();
    let lanes = vt.vector_num_elements();
    let defined: Vec<(usize, SDValue)> = ops
        .iter()
        .copied()
        .enumerate()
        .filter(|(_, o)| dag.opcode(o.node) != isd::UNDEF)
        .collect();
    if defined.is_empty() {
        let imp = generic(kiln_codegen::target::target_opcode::IMPLICIT_DEF);
        dag.morph_node_to(n, imp, &[vt], &[], NodeData::None);
        return;
    }
    let is_zero = |dag: &SelectionDAG, o: SDValue| match dag.data(o.node) {
        NodeData::Constant(c) => c.get() == 0,
        NodeData::ConstantFP(bits) => bits == 0,
        _ => false,
    };
    if defined.len() == ops.len() && defined.iter().all(|&(_, o)| is_zero(dag, o)) {
        let z = tc(dag, 0);
        dag.morph_node_to(n, m(op::MOVIv2d_ns), &[vt], &[z], NodeData::None);
        return;
    }
    let first = defined[0].1;
    let splat = defined.iter().all(|&(_, o)| o == first);
    if !splat
        && defined
            .iter()
            .all(|&(_, o)| constant_bits(dag, o).is_some())
    {
        // Different constants: a 16-byte constant-pool entry, `adrp` + `ldr q, :lo12:`.
        let lane_bytes = (128 / lanes) as usize / 8;
        let mut bytes = vec![0u8; 16];
        for &(k, o) in &defined {
            let b = constant_bits(dag, o).unwrap_or(0).to_le_bytes();
            bytes[k * lane_bytes..(k + 1) * lane_bytes].copy_from_slice(&b[..lane_bytes]);
        }
        let e = kiln_codegen::machine::MachineConstantPoolEntry { bytes, align: 16 };
        let hi = dag.get_constant_pool_entry(e, I64, true, 0);
        let NodeData::ConstantPool(index, _, _) = dag.data(hi.node) else {
            unreachable!("invariant: get_constant_pool_entry makes a ConstantPool node")
        };
        let page = node(dag, op::ADRP, &[hi]);
        let lo = dag.get_constant_pool(index, I64, 0, true, mo_flags::LO12);
        dag.morph_node_to(n, m(op::LDRQui), &[vt], &[page, lo], NodeData::None);
        return;
    }
    if splat {
        let (opc, src) = match (fp, lanes) {
            (true, 4) => (op::DUPv4i32lane, fp_in_q(dag, first, vt)),
            (true, _) => (op::DUPv2i64lane, fp_in_q(dag, first, vt)),
            (false, 16) => (op::DUPv16i8gpr, w_view(dag, first)),
            (false, 8) => (op::DUPv8i16gpr, w_view(dag, first)),
            (false, 4) => (op::DUPv4i32gpr, w_view(dag, first)),
            (false, _) => (op::DUPv2i64gpr, first),
        };
        let ops = if fp { vec![src, tc(dag, 0)] } else { vec![src] };
        dag.morph_node_to(n, m(opc), &[vt], &ops, NodeData::None);
        return;
    }
    let mut cur = if fp && defined[0].0 == 0 {
        fp_in_q(dag, first, vt)
    } else {
        let imp = generic(kiln_codegen::target::target_opcode::IMPLICIT_DEF);
        dag.get(imp, vt, &[])
    };
    let skip_first = fp && defined[0].0 == 0;
    let count = defined.len();
    for (j, &(k, o)) in defined.iter().enumerate() {
        if j == 0 && skip_first {
            continue;
        }
        let idx = tc(dag, k as i128);
        let (opc, ops) = match (fp, lanes) {
            (true, 4) => {
                let q = fp_in_q(dag, o, vt);
                (op::INSvi32lane, vec![cur, idx, q, tc(dag, 0)])
            }
            (true, _) => {
                let q = fp_in_q(dag, o, vt);
                (op::INSvi64lane, vec![cur, idx, q, tc(dag, 0)])
            }
            (false, 16) => (op::INSvi8gpr, vec![cur, idx, w_view(dag, o)]),
            (false, 8) => (op::INSvi16gpr, vec![cur, idx, w_view(dag, o)]),
            (false, 4) => (op::INSvi32gpr, vec![cur, idx, w_view(dag, o)]),
            (false, _) => (op::INSvi64gpr, vec![cur, idx, o]),
        };
        if j + 1 == count {
            dag.morph_node_to(n, m(opc), &[vt], &ops, NodeData::None);
            return;
        }
        cur = dag.get(m(opc), vt, &ops);
    }
    dag.replace_all_uses_with(SDValue::new(n, 0), cur);
}

/// `EXTRACT_VECTOR_ELT` of a constant lane of a 128-bit vector: `umov`/`mov w` (then the
/// X register, zero-extended) or `mov x, v.d[k]` for integers; the s/d view of lane 0 or
/// `mov s, v.s[k]` for floats. A variable lane: `false` (vector legalization sends those
/// through memory).
fn select_extract_lane(dag: &mut SelectionDAG, n: NodeId) -> bool {
    let ops = dag.ops_copy(n);
    let Some(k) = dag.const_value(ops[1]) else {
        return false;
    };
    let vt = dag.vt(ops[0]);
    let rvt = dag.value_types(n)[0];
    let lanes = vt.vector_num_elements();
    let idx = tc(dag, k);
    if vt.scalar_type().is_floating_point() {
        if k == 0 {
            let sub = if lanes == 4 {
                crate::register_info::sub_reg_idx::ssub
            } else {
                crate::register_info::sub_reg_idx::dsub
            };
            let sub = tc(dag, sub as i128);
            let es = generic(kiln_codegen::target::target_opcode::EXTRACT_SUBREG);
            dag.morph_node_to(n, es, &[rvt], &[ops[0], sub], NodeData::None);
        } else {
            let opc = if lanes == 4 { op::DUPi32 } else { op::DUPi64 };
            dag.morph_node_to(n, m(opc), &[rvt], &[ops[0], idx], NodeData::None);
        }
        return true;
    }
    if lanes == 2 {
        dag.morph_node_to(n, m(op::UMOVvi64), &[I64], &[ops[0], idx], NodeData::None);
        return true;
    }
    let opc = match lanes {
        16 => op::UMOVvi8,
        8 => op::UMOVvi16,
        _ => op::UMOVvi32,
    };
    let i32t = EVT::Simple(MVT::i32);
    if rvt == I32 {
        dag.morph_node_to(n, m(opc), &[I32], &[ops[0], idx], NodeData::None);
        return true;
    }
    let w = dag.get(m(opc), i32t, &[ops[0], idx]);
    let z = tc(dag, 0);
    let sub = dag.get_target_constant(crate::register_info::sub_reg_idx::sub_32 as i128, i32t);
    dag.morph_node_to(
        n,
        generic(kiln_codegen::target::target_opcode::SUBREG_TO_REG),
        &[I64],
        &[z, w, sub],
        NodeData::None,
    );
    true
}

/// A vector shift by one constant amount (vector legalization keeps no other):
/// `shl`/`ushr`/`sshr` by immediate; a right shift by zero is its operand.
fn select_vector_shift(dag: &mut SelectionDAG, n: NodeId) -> bool {
    let ops = dag.ops_copy(n);
    let vt = dag.value_types(n)[0];
    if dag.opcode(ops[1].node) != isd::BUILD_VECTOR {
        return false;
    }
    let amts = dag.ops_copy(ops[1].node);
    let Some(c) = amts.first().and_then(|&a| dag.const_value(a)) else {
        return false;
    };
    if !amts.iter().all(|&a| dag.const_value(a) == Some(c)) {
        return false;
    }
    let bits = vt.scalar_type().size_in_bits() as i128;
    if !(0..bits).contains(&c) {
        return false;
    }
    let opc = dag.opcode(n);
    if c == 0 {
        dag.replace_all_uses_with(SDValue::new(n, 0), ops[0]);
        return true;
    }
    let table = match opc {
        isd::SHL => [
            op::SHLv16i8_shift,
            op::SHLv8i16_shift,
            op::SHLv4i32_shift,
            op::SHLv2i64_shift,
        ],
        isd::SRL => [
            op::USHRv16i8_shift,
            op::USHRv8i16_shift,
            op::USHRv4i32_shift,
            op::USHRv2i64_shift,
        ],
        _ => [
            op::SSHRv16i8_shift,
            op::SSHRv8i16_shift,
            op::SSHRv4i32_shift,
            op::SSHRv2i64_shift,
        ],
    };
    let k = match bits {
        8 => 0,
        16 => 1,
        32 => 2,
        _ => 3,
    };
    let amt = tc(dag, c);
    dag.morph_node_to(n, m(table[k]), &[vt], &[ops[0], amt], NodeData::None);
    true
}

/// A lane compare into a mask (all ones where true): `cmeq`/`cmgt`/`cmge`/`cmhi`/`cmhs`
/// or `fcmeq`/`fcmgt`/`fcmge`, the operands swapped for less-than forms and the result
/// inverted (`mvn`) for not-equal.
fn select_vector_compare(dag: &mut SelectionDAG, n: NodeId) -> bool {
    use CondCode::*;
    let ops = dag.ops_copy(n);
    let vt = dag.value_types(n)[0];
    let NodeData::CondCode(cc) = dag.data(ops[2].node) else {
        return false;
    };
    let avt = dag.vt(ops[0]);
    let k = match (avt.scalar_type().size_in_bits(), avt.vector_num_elements()) {
        (8, _) => 0,
        (16, _) => 1,
        (32, _) => 2,
        _ => 3,
    };
    let fp = avt.scalar_type().is_floating_point();
    let (a, b) = (ops[0], ops[1]);
    // (opcode per lane size, swap, invert)
    let (table, swap, invert): ([u16; 4], bool, bool) = if fp {
        let eq = [0, 0, op::FCMEQv4f32, op::FCMEQv2f64];
        let gt = [0, 0, op::FCMGTv4f32, op::FCMGTv2f64];
        let ge = [0, 0, op::FCMGEv4f32, op::FCMGEv2f64];
        match cc {
            SETOEQ | SETEQ => (eq, false, false),
            SETUNE | SETNE => (eq, false, true),
            SETOGT | SETGT => (gt, false, false),
            SETOGE | SETGE => (ge, false, false),
            SETOLT | SETLT => (gt, true, false),
            SETOLE | SETLE => (ge, true, false),
            _ => return false,
        }
    } else {
        let eq = [op::CMEQv16i8, op::CMEQv8i16, op::CMEQv4i32, op::CMEQv2i64];
        let gt = [op::CMGTv16i8, op::CMGTv8i16, op::CMGTv4i32, op::CMGTv2i64];
        let ge = [op::CMGEv16i8, op::CMGEv8i16, op::CMGEv4i32, op::CMGEv2i64];
        let hi = [op::CMHIv16i8, op::CMHIv8i16, op::CMHIv4i32, op::CMHIv2i64];
        let hs = [op::CMHSv16i8, op::CMHSv8i16, op::CMHSv4i32, op::CMHSv2i64];
        match cc {
            SETEQ => (eq, false, false),
            SETNE => (eq, false, true),
            SETGT => (gt, false, false),
            SETGE => (ge, false, false),
            SETLT => (gt, true, false),
            SETLE => (ge, true, false),
            SETUGT => (hi, false, false),
            SETUGE => (hs, false, false),
            SETULT => (hi, true, false),
            SETULE => (hs, true, false),
            _ => return false,
        }
    };
    let opc = table[k];
    if opc == 0 {
        return false;
    }
    let (x, y) = if swap { (b, a) } else { (a, b) };
    if invert {
        let c = dag.get(m(opc), vt, &[x, y]);
        dag.morph_node_to(n, m(op::NOTv16i8), &[vt], &[c], NodeData::None);
    } else {
        dag.morph_node_to(n, m(opc), &[vt], &[x, y], NodeData::None);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_take_the_fewest_moves() {
        assert_eq!(mov_imm_sequence(0), [MovOp::Movz(0, 0)]);
        assert_eq!(mov_imm_sequence(0x1234_0000), [MovOp::Movz(0x1234, 16)]);
        assert_eq!(mov_imm_sequence(u64::MAX), [MovOp::Movn(0, 0)]);
        assert_eq!(mov_imm_sequence(-2i64 as u64), [MovOp::Movn(1, 0)]);
        assert_eq!(
            mov_imm_sequence(0x00ff_00ff_00ff_00ff),
            [MovOp::Orr(0x00ff_00ff_00ff_00ff)]
        );
        assert_eq!(
            mov_imm_sequence(0x1234_5678),
            [MovOp::Movz(0x5678, 0), MovOp::Movk(0x1234, 16)]
        );
        assert_eq!(
            mov_imm_sequence(0xffff_ffff_1234_5678),
            [MovOp::Movn(!0x5678, 0), MovOp::Movk(0x1234, 16)]
        );
    }
}
