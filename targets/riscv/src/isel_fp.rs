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
/// `select` custom (through the integer registers; on RV32 an f64 `select` is expanded,
/// through memory, as no integer register holds it), `frem` a call to `fmodf`/`fmod`, what
/// the D extension has no instruction for expanded.
///
/// `fpr64` is `None` with F alone (ilp32f): f64 has no register class and is softened.
pub fn set_fp_actions(
    info: &mut TargetLoweringInfo,
    fpr32: RegClassId,
    fpr64: Option<RegClassId>,
    rv64: bool,
) {
    use LegalizeAction::*;
    info.add_register_class(MVT::f32, fpr32);
    let mut legal = vec![MVT::f32];
    match fpr64 {
        Some(c) => {
            info.add_register_class(MVT::f64, c);
            legal.push(MVT::f64);
        }
        // Doubles through libgcc's routines, as under ilp32 (LLVM's SoftenFloat).
        None => info.soft_float = true,
    }
    for vt in legal {
        let fits_xlen = rv64 || vt == MVT::f32;
        info.set_operation_action(isd::SELECT, vt, if fits_xlen { Custom } else { Expand });
        info.set_operation_action(isd::SELECT_CC, vt, Expand);
        info.set_operation_action(isd::BR_CC, vt, Expand);
        info.set_operation_action(isd::FREM, vt, LibCall);
    }
    info.set_libcall_name(isd::FREM, MVT::f32, "fmodf");
    info.set_libcall_name(isd::FREM, MVT::f64, "fmod");
}

/// Custom lowering of FP nodes: `select c, t, f` on f32/f64 (f32 only on RV32; `xl` is
/// the XLEN integer type) becomes an integer select of the values' bits (`fmv.x.d`, and/or
/// masking, `fmv.d.x`): branch-free and exact.
pub fn lower_fp_operation(dag: &mut SelectionDAG, n: NodeId, xl: EVT) -> Option<SDValue> {
    let vt = *dag.value_types(n).first()?;
    if dag.opcode(n) != isd::SELECT || !vt.is_floating_point() {
        return None;
    }
    let ops = dag.ops(n).to_vec();
    let t = dag.get(riscvisd::FMV_X_ANYEXT, xl, &[ops[1]]);
    let f = dag.get(riscvisd::FMV_X_ANYEXT, xl, &[ops[2]]);
    let s = dag.get(isd::SELECT, xl, &[ops[0], t, f]);
    Some(dag.get(riscvisd::FMV_TO_FP, vt, &[s]))
}

/// A variadic function's prologue part: the argument registers the fixed arguments left
/// unused (`a<used>`..`a7`) are stored just below the incoming stack arguments, so that the
/// variadic arguments form one contiguous area starting at the first of them (or at the
/// first variadic stack argument, `stack` bytes up, when all eight were used), one XLEN
/// (`xl`) slot each. Records the area's frame index for `va_start`; returns the new chain.
pub fn save_varargs(
    dag: &mut SelectionDAG,
    cx: &mut LoweringContext<'_>,
    chain: SDValue,
    used: usize,
    stack: i64,
    xl: EVT,
) -> SDValue {
    let mf: &mut MachineFunction = cx.mf;
    let regs = crate::calling_conv::ARG_GPRS;
    let bytes = (xl.size_in_bits() / 8) as i64;
    if used >= regs.len() {
        let fi = mf.frame_info.create_fixed_object(bytes as u64, stack);
        mf.frame_info.vararg_frame_index = Some(fi);
        return chain;
    }
    let entry = mf.layout[0];
    let mut chains = vec![chain];
    let mut first = None;
    for (k, &r) in regs.iter().enumerate().skip(used) {
        let off = -bytes * (regs.len() - k) as i64;
        let fi = mf.frame_info.create_fixed_object(bytes as u64, off);
        first.get_or_insert(fi);
        if !mf.block(entry).live_ins.contains(&r) {
            mf.block_mut(entry).live_ins.push(r);
        }
        let v = dag.get_copy_from_reg(chain, r, xl, None);
        let p = dag.get_frame_index(fi, xl, false);
        let mmo = MachineMemOperand {
            ptr: PointerInfo::FrameIndex(fi),
            offset: 0,
            size: bytes as u64,
            align: bytes as u64,
            flags: MachineMemOperand::STORE,
        };
        chains.push(dag.get_store(chain, v, p, mmo));
    }
    mf.frame_info.vararg_frame_index = first;
    dag.get_token_factor(&chains)
}

/// A nonzero FP constant: its bits built in an integer register ([`crate::mat_int`]) and
/// moved over with `fmv.w.x`/`fmv.d.x` (`rv64`; RV32 has no `fmv.d.x`, and its f64
/// constants are loaded from the constant pool, LLVM's default). Stays in Rust: the integer
/// sequence depends on the value (+0.0 is the pattern `fpimm0`). `None` for every other node.
pub fn select_fp_constant(dag: &mut SelectionDAG, n: NodeId, rv64: bool) -> Option<bool> {
    let NodeData::ConstantFP(bits) = dag.data(n) else {
        return None;
    };
    let vt = dag.value_types(n)[0];
    let (iv, mv) = match vt {
        F32 => (bits as u32 as i32 as i64, op::FMV_W_X),
        F64 if rv64 => (bits as i64, op::FMV_D_X),
        F64 if bits != 0 => {
            // `fld` from the constant pool (the pseudo's scratch GPR is result 0).
            let i32t = EVT::Simple(MVT::i32);
            let e = kiln_codegen::machine::MachineConstantPoolEntry {
                bytes: bits.to_le_bytes().to_vec(),
                align: 8,
            };
            let t = dag.get_constant_pool_entry(e, i32t, true, 0);
            let l = dag.get_node_full(
                isd::Opcode::machine(op::PseudoFLD as u32),
                &[i32t, F64],
                &[t],
                NodeData::None,
                Default::default(),
            );
            dag.replace_all_uses_with(SDValue::new(n, 0), SDValue::new(l.node, 1));
            return Some(true);
        }
        _ => return None,
    };
    if iv == 0 {
        return None;
    }
    let xl = if rv64 { I64 } else { EVT::Simple(MVT::i32) };
    let r = crate::isel_dag_to_dag::materialize(dag, iv, xl);
    let v = dag.get(isd::Opcode::machine(mv as u32), vt, &[r]);
    dag.replace_all_uses_with(SDValue::new(n, 0), v);
    Some(true)
}
