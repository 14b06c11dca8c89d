//! RISC-V floating point (the F and D extensions under lp64d): the legal FP types and their
//! operation actions, the custom lowering of FP `select`, the variadic register save area,
//! and the selection of every FP DAG node (LLVM's `RISCVInstrInfoF.td`/`RISCVInstrInfoD.td`
//! patterns, written in Rust while kiln's DAG-isel TableGen backend handles integers only).
//!
//! In: DAG nodes on f32/f64 (and the integer nodes around them: conversions, compares,
//! bitcasts). Out: F/D machine nodes — arithmetic with the dynamic rounding mode, `rtz`
//! conversions to integers, `feq`/`flt`/`fle` combinations for every ordered and unordered
//! predicate, `flw`/`fld`/`fsw`/`fsd` with reg+imm12 addressing, constants built in an
//! integer register and moved with `fmv.w.x`/`fmv.d.x` (+0.0 from x0).
//!
//! f32 values live NaN-boxed in the same 64-bit registers as f64 values: register copies,
//! spills and reloads always move all 64 bits (`fsgnj.d`, `fsd`, `fld`).

use crate::instr_info::x;
use crate::isel_dag_to_dag::address;
use crate::isel_lowering::riscvisd;
use crate::mc::tables::opcodes as op;
use kiln_codegen::machine::MachineFunction;
use kiln_codegen::selection_dag::isd::{self, CondCode};
use kiln_codegen::selection_dag::{
    MachineMemOperand, NodeData, NodeId, PointerInfo, SDValue, SelectionDAG,
};
use kiln_codegen::target::RegClassId;
use kiln_codegen::target_lowering::{LegalizeAction, LoweringContext, TargetLoweringInfo};
use kiln_codegen::value_types::{EVT, MVT};

const I64: EVT = EVT::Simple(MVT::i64);
const F32: EVT = EVT::Simple(MVT::f32);
const F64: EVT = EVT::Simple(MVT::f64);

/// The rounding-mode operand: dynamic (`frm`), printed as nothing.
const FRM_DYN: i128 = 7;
/// The rounding-mode operand: towards zero (C's float-to-integer conversions).
const FRM_RTZ: i128 = 1;

/// Makes f32 (in `fpr32`) and f64 (in `fpr64`) legal and sets their operation actions:
/// `select` custom (through the integer registers), `frem` a call to `fmodf`/`fmod`, what
/// RV64D has no instruction for expanded.
pub fn set_fp_actions(info: &mut TargetLoweringInfo, fpr32: RegClassId, fpr64: RegClassId) {
    use LegalizeAction::*;
    info.add_register_class(MVT::f32, fpr32);
    info.add_register_class(MVT::f64, fpr64);
    for vt in [MVT::f32, MVT::f64] {
        info.set_operation_action(isd::SELECT, vt, Custom);
        info.set_operation_action(isd::SELECT_CC, vt, Expand);
        info.set_operation_action(isd::BR_CC, vt, Expand);
        info.set_operation_action(isd::FREM, vt, LibCall);
    }
    info.set_libcall_name(isd::FREM, MVT::f32, "fmodf");
    info.set_libcall_name(isd::FREM, MVT::f64, "fmod");
}

/// Custom lowering of FP nodes: `select c, t, f` on f32/f64 becomes an integer select of
/// the values' bits (`fmv.x.d`, and/or masking, `fmv.d.x`): branch-free and exact.
pub fn lower_fp_operation(dag: &mut SelectionDAG, n: NodeId) -> Option<SDValue> {
    let vt = *dag.value_types(n).first()?;
    if dag.opcode(n) != isd::SELECT || !vt.is_floating_point() {
        return None;
    }
    let ops = dag.ops(n).to_vec();
    let t = dag.get(riscvisd::FMV_X_ANYEXT, I64, &[ops[1]]);
    let f = dag.get(riscvisd::FMV_X_ANYEXT, I64, &[ops[2]]);
    let s = dag.get(isd::SELECT, I64, &[ops[0], t, f]);
    Some(dag.get(riscvisd::FMV_TO_FP, vt, &[s]))
}

/// A variadic function's prologue part: the argument registers the fixed arguments left
/// unused (`a<used>`..`a7`) are stored just below the incoming stack arguments, so that the
/// variadic arguments form one contiguous area starting at the first of them (or at the
/// first variadic stack argument, `stack` bytes up, when all eight were used). Records the
/// area's frame index for `va_start`; returns the new chain.
pub fn save_varargs(
    dag: &mut SelectionDAG,
    cx: &mut LoweringContext<'_>,
    chain: SDValue,
    used: usize,
    stack: i64,
) -> SDValue {
    let mf: &mut MachineFunction = cx.mf;
    let regs = crate::calling_conv::ARG_GPRS;
    if used >= regs.len() {
        let fi = mf.frame_info.create_fixed_object(8, stack);
        mf.frame_info.vararg_frame_index = Some(fi);
        return chain;
    }
    let entry = mf.layout[0];
    let mut chains = vec![chain];
    let mut first = None;
    for (k, &r) in regs.iter().enumerate().skip(used) {
        let off = -8 * (regs.len() - k) as i64;
        let fi = mf.frame_info.create_fixed_object(8, off);
        first.get_or_insert(fi);
        if !mf.block(entry).live_ins.contains(&r) {
            mf.block_mut(entry).live_ins.push(r);
        }
        let v = dag.get_copy_from_reg(chain, r, I64, None);
        let p = dag.get_frame_index(fi, I64, false);
        let mmo = MachineMemOperand {
            ptr: PointerInfo::FrameIndex(fi),
            offset: 0,
            size: 8,
            align: 8,
            flags: MachineMemOperand::STORE,
        };
        chains.push(dag.get_store(chain, v, p, mmo));
    }
    mf.frame_info.vararg_frame_index = first;
    dag.get_token_factor(&chains)
}

fn m(opc: u16) -> isd::Opcode {
    isd::Opcode::machine(opc as u32)
}

fn tc(dag: &mut SelectionDAG, v: i128) -> SDValue {
    dag.get_target_constant(v, I64)
}

fn is_f32(vt: EVT) -> bool {
    vt == F32
}

fn is_fp(vt: EVT) -> bool {
    vt == F32 || vt == F64
}

/// `opc a, b` giving an i64 (the comparisons).
fn cmp(dag: &mut SelectionDAG, single: bool, which: u8, a: SDValue, b: SDValue) -> SDValue {
    let o = match (which, single) {
        (0, true) => op::FEQ_S,
        (0, false) => op::FEQ_D,
        (1, true) => op::FLT_S,
        (1, false) => op::FLT_D,
        (_, true) => op::FLE_S,
        (_, false) => op::FLE_D,
    };
    dag.get(m(o), I64, &[a, b])
}

fn xori1(dag: &mut SelectionDAG, v: SDValue) -> SDValue {
    let one = tc(dag, 1);
    dag.get(m(op::XORI), I64, &[v, one])
}

/// `a cc b` on f32/f64 operands as a 0/1 i64 (LLVM's RISC-V expansions: `feq`/`flt`/`fle`,
/// their negations for the unordered predicates, `feq a, a` for "not NaN").
pub fn fp_setcc(dag: &mut SelectionDAG, a: SDValue, b: SDValue, cc: CondCode) -> SDValue {
    use CondCode::*;
    let s = is_f32(dag.vt(a));
    const EQ: u8 = 0;
    const LT: u8 = 1;
    const LE: u8 = 2;
    match cc {
        SETOEQ | SETEQ => cmp(dag, s, EQ, a, b),
        SETOLT | SETLT => cmp(dag, s, LT, a, b),
        SETOLE | SETLE => cmp(dag, s, LE, a, b),
        SETOGT | SETGT => cmp(dag, s, LT, b, a),
        SETOGE | SETGE => cmp(dag, s, LE, b, a),
        SETUNE | SETNE => {
            let v = cmp(dag, s, EQ, a, b);
            xori1(dag, v)
        }
        SETULT => {
            let v = cmp(dag, s, LE, b, a);
            xori1(dag, v)
        }
        SETULE => {
            let v = cmp(dag, s, LT, b, a);
            xori1(dag, v)
        }
        SETUGT => {
            let v = cmp(dag, s, LE, a, b);
            xori1(dag, v)
        }
        SETUGE => {
            let v = cmp(dag, s, LT, a, b);
            xori1(dag, v)
        }
        SETONE | SETUEQ => {
            let l = cmp(dag, s, LT, a, b);
            let g = cmp(dag, s, LT, b, a);
            let o = dag.get(m(op::OR), I64, &[l, g]);
            if cc == SETONE {
                o
            } else {
                xori1(dag, o)
            }
        }
        SETO | SETUO => {
            let x = cmp(dag, s, EQ, a, a);
            let y = cmp(dag, s, EQ, b, b);
            let o = dag.get(m(op::AND), I64, &[x, y]);
            if cc == SETO {
                o
            } else {
                xori1(dag, o)
            }
        }
        SETTRUE | SETTRUE2 => {
            let z = dag.get_register(x(0), I64);
            let one = tc(dag, 1);
            dag.get(m(op::ADDI), I64, &[z, one])
        }
        SETFALSE | SETFALSE2 => {
            let z = dag.get_register(x(0), I64);
            let zero = tc(dag, 0);
            dag.get(m(op::ADDI), I64, &[z, zero])
        }
    }
}

/// An integer operand as a register (constant 0 as x0, others materialized).
fn int_reg(dag: &mut SelectionDAG, v: SDValue) -> SDValue {
    match dag.const_value(v) {
        Some(0) => dag.get_register(x(0), I64),
        _ => v,
    }
}

/// Selects `n` if it is a floating-point node; `None` leaves it to the integer selector.
pub fn select_fp(dag: &mut SelectionDAG, n: NodeId) -> Option<bool> {
    let opc = dag.opcode(n);
    let vt = dag.value_types(n).first().copied().unwrap_or(EVT::OTHER);
    let op_vt = dag.ops(n).first().map(|&o| dag.vt(o)).unwrap_or(EVT::OTHER);
    // Every case below has a float result, a float first operand or a float stored value.
    let fp_store = opc == isd::STORE && dag.ops(n).get(1).is_some_and(|&v| is_fp(dag.vt(v)));
    if !is_fp(vt) && !is_fp(op_vt) && !fp_store {
        return None;
    }
    let ops = dag.ops_copy(n);
    let pick = |single: bool, s: u16, d: u16| if single { s } else { d };
    let morph = |dag: &mut SelectionDAG, o: u16, ops: &[SDValue]| {
        dag.morph_node_to(n, m(o), &[vt], ops, NodeData::None);
        Some(true)
    };
    match opc {
        isd::CONSTANT_FP if is_fp(vt) => {
            let NodeData::ConstantFP(bits) = dag.data(n) else {
                return Some(false);
            };
            let single = is_f32(vt);
            let iv = if single {
                bits as u32 as i32 as i64
            } else {
                bits as i64
            };
            let r = if iv == 0 {
                dag.get_register(x(0), I64)
            } else {
                crate::isel_dag_to_dag::materialize(dag, iv)
            };
            let v = dag.get(m(pick(single, op::FMV_W_X, op::FMV_D_X)), vt, &[r]);
            dag.replace_all_uses_with(SDValue::new(n, 0), v);
            Some(true)
        }
        isd::FADD | isd::FSUB | isd::FMUL | isd::FDIV if is_fp(vt) => {
            let s = is_f32(vt);
            let o = match opc {
                isd::FADD => pick(s, op::FADD_S, op::FADD_D),
                isd::FSUB => pick(s, op::FSUB_S, op::FSUB_D),
                isd::FMUL => pick(s, op::FMUL_S, op::FMUL_D),
                _ => pick(s, op::FDIV_S, op::FDIV_D),
            };
            let r = tc(dag, FRM_DYN);
            morph(dag, o, &[ops[0], ops[1], r])
        }
        isd::FMA if is_fp(vt) => {
            // Negated operands fold into fmsub (a*b-c), fnmsub (-(a*b)+c) and fnmadd
            // (-(a*b)-c): negation is exact, so the single rounding is unchanged.
            let s = is_f32(vt);
            let strip = |dag: &SelectionDAG, v: SDValue| {
                (dag.opcode(v.node) == isd::FNEG).then(|| dag.op(v.node, 0))
            };
            let (mut a, mut b, mut c) = (ops[0], ops[1], ops[2]);
            let mut neg_prod = false;
            if let Some(x) = strip(dag, a) {
                a = x;
                neg_prod = true;
            } else if let Some(x) = strip(dag, b) {
                b = x;
                neg_prod = true;
            }
            let neg_c = match strip(dag, c) {
                Some(x) => {
                    c = x;
                    true
                }
                None => false,
            };
            let o = match (neg_prod, neg_c) {
                (false, false) => pick(s, op::FMADD_S, op::FMADD_D),
                (false, true) => pick(s, op::FMSUB_S, op::FMSUB_D),
                (true, false) => pick(s, op::FNMSUB_S, op::FNMSUB_D),
                (true, true) => pick(s, op::FNMADD_S, op::FNMADD_D),
            };
            let r = tc(dag, FRM_DYN);
            morph(dag, o, &[a, b, c, r])
        }
        isd::FSQRT if is_fp(vt) => {
            let r = tc(dag, FRM_DYN);
            morph(
                dag,
                pick(is_f32(vt), op::FSQRT_S, op::FSQRT_D),
                &[ops[0], r],
            )
        }
        isd::FNEG | isd::FABS if is_fp(vt) => {
            let s = is_f32(vt);
            let o = if opc == isd::FNEG {
                pick(s, op::FSGNJN_S, op::FSGNJN_D)
            } else {
                pick(s, op::FSGNJX_S, op::FSGNJX_D)
            };
            morph(dag, o, &[ops[0], ops[0]])
        }
        isd::FCOPYSIGN if is_fp(vt) => {
            let s = is_f32(vt);
            let mut sign = ops[1];
            if dag.vt(sign) != vt {
                // The sign from the other precision: convert it (the sign survives).
                let r = tc(dag, FRM_DYN);
                let o = pick(s, op::FCVT_S_D, op::FCVT_D_S);
                sign = dag.get(m(o), vt, &[sign, r]);
            }
            morph(dag, pick(s, op::FSGNJ_S, op::FSGNJ_D), &[ops[0], sign])
        }
        isd::FMINNUM | isd::FMAXNUM if is_fp(vt) => {
            let s = is_f32(vt);
            let o = if opc == isd::FMINNUM {
                pick(s, op::FMIN_S, op::FMIN_D)
            } else {
                pick(s, op::FMAX_S, op::FMAX_D)
            };
            morph(dag, o, &[ops[0], ops[1]])
        }
        isd::FP_EXTEND if vt == F64 && op_vt == F32 => {
            let r = tc(dag, FRM_DYN);
            morph(dag, op::FCVT_D_S, &[ops[0], r])
        }
        isd::FP_ROUND if vt == F32 && op_vt == F64 => {
            let r = tc(dag, FRM_DYN);
            morph(dag, op::FCVT_S_D, &[ops[0], r])
        }
        isd::FP_TO_SINT | isd::FP_TO_UINT if vt == I64 && is_fp(op_vt) => {
            let s = is_f32(op_vt);
            // An i32 conversion (promoted, its width in a value-type operand) saturates at
            // 32 bits, like llc's `fcvt.w`; the others at 64.
            let w32 = matches!(
                ops.get(1).map(|o| dag.data(o.node)),
                Some(NodeData::ValueType(w)) if w.size_in_bits() == 32
            );
            let o = match (opc == isd::FP_TO_SINT, w32) {
                (true, false) => pick(s, op::FCVT_L_S, op::FCVT_L_D),
                (false, false) => pick(s, op::FCVT_LU_S, op::FCVT_LU_D),
                (true, true) => pick(s, op::FCVT_W_S, op::FCVT_W_D),
                (false, true) => pick(s, op::FCVT_WU_S, op::FCVT_WU_D),
            };
            let r = tc(dag, FRM_RTZ);
            morph(dag, o, &[ops[0], r])
        }
        isd::SINT_TO_FP | isd::UINT_TO_FP if is_fp(vt) && op_vt == I64 => {
            let s = is_f32(vt);
            let o = if opc == isd::SINT_TO_FP {
                pick(s, op::FCVT_S_L, op::FCVT_D_L)
            } else {
                pick(s, op::FCVT_S_LU, op::FCVT_D_LU)
            };
            let a = int_reg(dag, ops[0]);
            let r = tc(dag, FRM_DYN);
            morph(dag, o, &[a, r])
        }
        isd::SETCC if is_fp(op_vt) => {
            let NodeData::CondCode(cc) = dag.data(ops[2].node) else {
                return Some(false);
            };
            let v = fp_setcc(dag, ops[0], ops[1], cc);
            dag.replace_all_uses_with(SDValue::new(n, 0), v);
            Some(true)
        }
        isd::BITCAST if is_fp(vt) && op_vt == I64 => {
            let a = int_reg(dag, ops[0]);
            morph(dag, pick(is_f32(vt), op::FMV_W_X, op::FMV_D_X), &[a])
        }
        isd::BITCAST if vt == I64 && is_fp(op_vt) => morph(
            dag,
            pick(is_f32(op_vt), op::FMV_X_W, op::FMV_X_D),
            &[ops[0]],
        ),
        o if o == riscvisd::FMV_X_ANYEXT && is_fp(op_vt) => morph(
            dag,
            pick(is_f32(op_vt), op::FMV_X_W, op::FMV_X_D),
            &[ops[0]],
        ),
        o if o == riscvisd::FMV_TO_FP && is_fp(vt) => {
            let a = int_reg(dag, ops[0]);
            morph(dag, pick(is_f32(vt), op::FMV_W_X, op::FMV_D_X), &[a])
        }
        isd::LOAD if is_fp(vt) => {
            let NodeData::Load { mmo, .. } = dag.data(n) else {
                return Some(false);
            };
            let (b, o) = address(dag, ops[1]);
            dag.morph_node_to(
                n,
                m(if is_f32(vt) { op::FLW } else { op::FLD }),
                &[vt, EVT::OTHER],
                &[b, o, ops[0]],
                NodeData::Mem(mmo),
            );
            Some(true)
        }
        isd::STORE if is_fp(dag.vt(ops[1])) => {
            let NodeData::Store { mmo, mem_vt, .. } = dag.data(n) else {
                return Some(false);
            };
            if mem_vt != dag.vt(ops[1]) {
                return Some(false);
            }
            let (b, o) = address(dag, ops[2]);
            let opc = if is_f32(mem_vt) { op::FSW } else { op::FSD };
            dag.morph_node_to(
                n,
                m(opc),
                &[EVT::OTHER],
                &[ops[1], b, o, ops[0]],
                NodeData::Mem(mmo),
            );
            Some(true)
        }
        _ => None,
    }
}
