//! RISC-V floating point (the F and D extensions under lp64d): the legal FP types and their
//! operation actions, the custom lowering of FP `select`, the variadic register save area,
//! and the one FP selection patterns cannot say (nonzero constants). Every other FP node is
//! selected by the patterns of `td/RISCVInstrInfoF.td` and `td/RISCVInstrInfoD.td`.
//!
//! In: DAG nodes on f32/f64. Out: legalized or selected nodes.
//!
//! f32 values live NaN-boxed in the same 64-bit registers as f64 values: register copies,
//! spills and reloads always move all 64 bits (`fsgnj.d`, `fsd`, `fld`).

use crate::isel_lowering::riscvisd;
use crate::mc::tables::opcodes as op;
use kiln_codegen::machine::MachineFunction;
use kiln_codegen::selection_dag::isd;
use kiln_codegen::selection_dag::{
    MachineMemOperand, NodeData, NodeId, PointerInfo, SDValue, SelectionDAG,
};
use kiln_codegen::target::RegClassId;
use kiln_codegen::target_lowering::{LegalizeAction, LoweringContext, TargetLoweringInfo};
use kiln_codegen::value_types::{EVT, MVT};

const I64: EVT = EVT::Simple(MVT::i64);
const F32: EVT = EVT::Simple(MVT::f32);
const F64: EVT = EVT::Simple(MVT::f64);

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

/// A nonzero FP constant: its bits built in an integer register ([`crate::mat_int`]) and
/// moved over with `fmv.w.x`/`fmv.d.x`. Stays in Rust: the integer sequence depends on the
/// value (+0.0 is the pattern `fpimm0`). `None` for every other node.
pub fn select_fp_constant(dag: &mut SelectionDAG, n: NodeId) -> Option<bool> {
    let NodeData::ConstantFP(bits) = dag.data(n) else {
        return None;
    };
    let vt = dag.value_types(n)[0];
    let (iv, mv) = match vt {
        F32 => (bits as u32 as i32 as i64, op::FMV_W_X),
        F64 => (bits as i64, op::FMV_D_X),
        _ => return None,
    };
    if iv == 0 {
        return None;
    }
    let r = crate::isel_dag_to_dag::materialize(dag, iv);
    let v = dag.get(isd::Opcode::machine(mv as u32), vt, &[r]);
    dag.replace_all_uses_with(SDValue::new(n, 0), v);
    Some(true)
}
