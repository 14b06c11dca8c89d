//! The x86-64 `TargetLowering` (LLVM's `X86ISelLowering`): legal types and operation
//! actions, and the System V side of call lowering (the generated `td/X86CallingConv.td`
//! tables and the hooks the core's `kiln_codegen::call_lowering` asks for: rsp, the call
//! and return nodes, `%al` before a variadic call, the frame record below the CFA).
//!
//! In: DAG nodes the target-independent builder and legalizer hand over. Out: target nodes
//! ([`x86isd`]); the core builds the argument, call and return plumbing (and the copies
//! of byval arguments); errors name what the convention cannot pass yet (values that need
//! more than two result registers). Variadic functions save their integer and vector argument registers and
//! initialize the four-field `va_list` from a template. Floating point is SSE2 scalar:
//! f32/f64 legal in FR32/FR64 and the 128-bit vectors in VR128, selects (min/max where exact) and unsigned conversions
//! lowered here.

use crate::register_info::{regs, FR32, FR64, GR32, GR64, RFP80, STACK_POINTER, VR128};

use kiln_codegen::call_lowering::{self, CallLoweringHooks};
use kiln_codegen::calling_conv::{ArgFlags, CCRule, CCValAssign, Location};
use kiln_codegen::inline_asm::{table_constraint, AsmConstraint};
use kiln_codegen::machine::MachineFunction;
use kiln_codegen::selection_dag::isd::{self, Opcode};
use kiln_codegen::selection_dag::{
    MachineMemOperand, NodeData, NodeId, NodeNames, PointerInfo, SDValue, SelectionDAG,
};
use kiln_codegen::target_lowering::{
    CallLoweringInfo, InputArg, LegalizeAction, LoweringContext, OutputArg, TargetLowering,
    TargetLoweringInfo,
};
use kiln_codegen::value_types::{EVT, MVT};
use kiln_codegen::CodegenError;
use kiln_mc::register_info::Register;

/// x86 target DAG opcodes (LLVM's `X86ISD`).
pub mod x86isd {
    use kiln_codegen::selection_dag::isd::Opcode;
    /// `CALL chain, callee, arg regs..., regmask [, glue]`: results (chain, glue).
    pub const CALL: Opcode = Opcode::target(0);
    /// `RET_GLUE chain, ret regs... [, glue]`.
    pub const RET_GLUE: Opcode = Opcode::target(1);
    /// `TC_RETURN chain, callee, arg regs... [, glue]`: a tail call (see
    /// [`super::X86Lowering::lower_call`]).
    pub const TC_RETURN: Opcode = Opcode::target(2);
    /// `BSF x`: the index of the lowest set bit (`bsf`; undefined for 0).
    pub const BSF: Opcode = Opcode::target(3);
    /// `BSR x`: the index of the highest set bit (`bsr`; undefined for 0).
    pub const BSR: Opcode = Opcode::target(4);
    /// `FILD chain, ptr`: results (f80, chain): the integer at `ptr` (its memory
    /// operand's size) converted (`fild`).
    pub const FILD: Opcode = Opcode::target(5);
    /// `FIST chain, value, ptr, cw`: `value` (f80) truncated to an integer of the memory
    /// operand's size at `ptr` (`fistp` with the control word, saved in the 4-byte slot
    /// `cw`, set to round toward zero around it).
    pub const FIST: Opcode = Opcode::target(6);
}

/// The bytes below the CFA the frame record takes: the return address and the saved rbp.
pub const FRAME_RECORD_BYTES: i64 = 16;

/// The x86-64 lowering.
#[derive(Debug)]
pub struct X86Lowering {
    info: TargetLoweringInfo,
    /// Position-independent code for a shared object (not a PIE): thread-locals then take
    /// the dynamic TLS models.
    dynamic_tls: bool,
}

/// The optional instructions a module may use (its functions' `"target-features"` with
/// `-mattr=`): each one's bit-counting operation is legal (selected by a pattern of
/// `X86InstrCompiler.td`) only with its feature, expanded otherwise.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct X86Features {
    /// `popcnt` (`+popcnt`): CTPOP.
    pub popcnt: bool,
    /// `lzcnt` (`+lzcnt`): CTLZ.
    pub lzcnt: bool,
    /// `tzcnt` (`+bmi`): CTTZ.
    pub bmi: bool,
}

impl X86Lowering {
    /// The tables of x86-64: i32 in GR32 and i64 in GR64 (narrower integers promoted to
    /// i32); what the selector has no instruction for expanded. `pic` for
    /// position-independent code, `pie` when it is for an executable (the module's "PIE
    /// Level" flag): a PIE's thread-locals are local-exec or initial-exec, as LLVM picks.
    /// `features`: the optional instructions the module may use.
    pub fn new(pic: bool, pie: bool, features: X86Features) -> X86Lowering {
        use LegalizeAction::*;
        let mut info = TargetLoweringInfo::new(MVT::i64);
        info.add_register_class(MVT::i64, GR64);
        info.add_register_class(MVT::i32, GR32);
        for w in [MVT::i32, MVT::i64] {
            for op in [
                isd::CTPOP,
                isd::CTLZ,
                isd::CTTZ,
                isd::SMIN,
                isd::SMAX,
                isd::UMIN,
                isd::UMAX,
                isd::ABS,
                isd::SDIVREM,
                isd::UDIVREM,
                isd::SMUL_LOHI,
                isd::UMUL_LOHI,
                isd::SELECT_CC,
                isd::BR_CC,
                isd::SHL_PARTS,
                isd::SRA_PARTS,
                isd::SRL_PARTS,
                isd::BITREVERSE,
            ] {
                info.set_operation_action(op, w, Expand);
            }
            for vt in [MVT::i1, MVT::i8, MVT::i16, MVT::i32] {
                if vt.size_in_bits() < w.size_in_bits() {
                    info.set_load_ext_action(isd::LoadExtType::ExtLoad, w, vt, Legal);
                    info.set_load_ext_action(isd::LoadExtType::ZextLoad, w, vt, Legal);
                    info.set_load_ext_action(isd::LoadExtType::SextLoad, w, vt, Legal);
                    info.set_trunc_store_action(w, vt, Legal);
                }
            }
        }
        // Without lzcnt/tzcnt, ctlz and cttz are bsr/bsf with a select for zero (custom).
        for (on, op) in [
            (features.popcnt, isd::CTPOP),
            (features.lzcnt, isd::CTLZ),
            (features.bmi, isd::CTTZ),
        ] {
            let action = if on {
                Legal
            } else if op == isd::CTPOP {
                Expand
            } else {
                Custom
            };
            info.set_operation_action(op, MVT::i32, action);
            info.set_operation_action(op, MVT::i64, action);
        }
        // Jump tables hold 32-bit offsets from the table (position independent).
        info.set_operation_action(isd::BR_JT, MVT::i64, Custom);
        info.set_operation_action(isd::BR_JT, MVT::i32, Custom);
        for op in [isd::DYNAMIC_STACKALLOC, isd::STACKSAVE, isd::STACKRESTORE] {
            info.set_operation_action(op, MVT::i64, Custom);
            info.set_operation_action(op, MVT::Other, Custom);
        }
        // SSE2 scalar floating point: f32 in FR32, f64 in FR64.
        info.add_register_class(MVT::f32, FR32);
        info.add_register_class(MVT::f64, FR64);
        for vt in [MVT::f32, MVT::f64] {
            info.set_operation_action(isd::SELECT, vt, Custom);
            info.set_operation_action(isd::UINT_TO_FP, vt, Custom);
            info.set_operation_action(isd::SELECT_CC, vt, Expand);
            info.set_operation_action(isd::BR_CC, vt, Expand);
            for op in [
                isd::FREM,
                isd::FMA,
                isd::FMINNUM,
                isd::FMAXNUM,
                isd::FCOPYSIGN,
            ] {
                info.set_operation_action(op, vt, LibCall);
            }
        }
        for (op, f, d) in [
            (isd::FREM, "fmodf", "fmod"),
            (isd::FMA, "fmaf", "fma"),
            (isd::FMINNUM, "fminf", "fmin"),
            (isd::FMAXNUM, "fmaxf", "fmax"),
            (isd::FCOPYSIGN, "copysignf", "copysign"),
        ] {
            info.set_libcall_name(op, MVT::f32, f);
            info.set_libcall_name(op, MVT::f64, d);
        }
        info.set_operation_action(isd::FP_TO_UINT, MVT::i32, Custom);
        info.set_operation_action(isd::FP_TO_UINT, MVT::i64, Custom);
        // SSE2 packed: the 128-bit vector types in VR128; vector legalization keeps the
        // operations with a packed instruction and unrolls the rest into lanes.
        let int_vecs = [MVT::v16i8, MVT::v8i16, MVT::v4i32, MVT::v2i64];
        let fp_vecs = [MVT::v4f32, MVT::v2f64];
        for vt in int_vecs.iter().chain(fp_vecs.iter()) {
            info.add_register_class(*vt, VR128);
            info.set_operation_actions(&[isd::BUILD_VECTOR, isd::BITCAST], &[*vt], Legal);
        }
        let int_ops = [isd::ADD, isd::SUB, isd::AND, isd::OR, isd::XOR];
        info.set_operation_actions(&int_ops, &int_vecs, Legal);
        info.set_operation_actions(&[isd::MUL], &[MVT::v8i16, MVT::v4i32], Legal);
        let fp_ops = [isd::FADD, isd::FSUB, isd::FMUL, isd::FDIV];
        info.set_operation_actions(&fp_ops, &fp_vecs, Legal);
        // x87 `long double` (f80 in FP0-FP6, stackified after allocation): conversions
        // through memory (`crate::isel_x87`; custom on the SSE side too, where the lowering
        // leaves the SSE-only nodes alone), libm for what x87 has no instruction for.
        info.add_register_class(MVT::f80, RFP80);
        for op in [isd::FP_EXTEND, isd::SINT_TO_FP, isd::UINT_TO_FP] {
            info.set_operation_action(op, MVT::f80, Custom);
        }
        for vt in [MVT::f32, MVT::f64] {
            info.set_operation_action(isd::FP_ROUND, vt, Custom);
            info.set_load_ext_action(isd::LoadExtType::ExtLoad, MVT::f80, vt, Legal);
            info.set_trunc_store_action(MVT::f80, vt, Legal);
        }
        for vt in [MVT::i16, MVT::i32, MVT::i64] {
            info.set_operation_action(isd::FP_TO_SINT, vt, Custom);
        }
        info.set_operation_action(isd::SELECT_CC, MVT::f80, Expand);
        info.set_operation_action(isd::BR_CC, MVT::f80, Expand);
        for (op, name) in [
            (isd::FREM, "fmodl"),
            (isd::FMA, "fmal"),
            (isd::FMINNUM, "fminl"),
            (isd::FMAXNUM, "fmaxl"),
            (isd::FCOPYSIGN, "copysignl"),
        ] {
            info.set_operation_action(op, MVT::f80, LibCall);
            info.set_libcall_name(op, MVT::f80, name);
        }
        info.shift_amount_vt = MVT::i64;
        info.min_jump_table_entries = 4;
        info.compute_register_properties()
            .expect("invariant: i64 has a register class");
        X86Lowering {
            info,
            dynamic_tls: pic && !pie,
        }
    }
}

impl TargetLowering for X86Lowering {
    fn info(&self) -> &TargetLoweringInfo {
        &self.info
    }

    fn is_position_independent(&self) -> bool {
        self.dynamic_tls
    }

    /// Exception handling: the personality hands a landing pad the exception pointer here.
    fn exception_pointer_register(&self) -> Option<Register> {
        Some(regs::RAX)
    }

    /// Exception handling: the personality hands a landing pad the selector here.
    fn exception_selector_register(&self) -> Option<Register> {
        Some(regs::RDX)
    }

    fn lower_formal_arguments(
        &self,
        dag: &mut SelectionDAG,
        cx: &mut LoweringContext<'_>,
        chain: SDValue,
        ins: &[InputArg],
    ) -> Result<(SDValue, Vec<SDValue>), CodegenError> {
        // The return address and the saved rbp sit just below the CFA: the frame's own
        // objects go below them.
        cx.mf
            .frame_info
            .create_fixed_object(FRAME_RECORD_BYTES as u64, -FRAME_RECORD_BYTES);
        let merged = merge_v2f32_inputs(ins);
        let (mut chain, vals) =
            call_lowering::lower_formal_arguments(self, dag, cx, chain, &merged)?;
        let vals = split_v2f32_values(dag, ins, &merged, vals);
        // The psABI returns the sret pointer in rax: keep it for the returns.
        if let Some(k) = ins.iter().position(|a| a.flags.has(ArgFlags::SRET)) {
            let v = cx.mf.create_vreg(GR64);
            chain = dag.get_copy_to_reg(chain, v, vals[k], None);
            cx.mf.sret_return_reg = Some(v);
        }
        Ok((chain, vals))
    }

    fn lower_return(
        &self,
        dag: &mut SelectionDAG,
        cx: &mut LoweringContext<'_>,
        chain: SDValue,
        outs: &[OutputArg],
    ) -> Result<SDValue, CodegenError> {
        let outs = &merge_v2f32_outputs(dag, outs);
        if outs.len() > 2 {
            return Err(CodegenError::new(format!(
                "in function '{}': a return value needing more than two registers (returned in memory by the psABI) is not supported yet",
                cx.mf.name
            )));
        }
        match cx.mf.sret_return_reg {
            // A function returning through sret returns the pointer in rax.
            Some(v) if outs.is_empty() => {
                let p = dag.get_copy_from_reg(chain, v, EVT::Simple(MVT::i64), None);
                let out = OutputArg {
                    vt: MVT::i64,
                    arg_vt: EVT::Simple(MVT::i64),
                    value: p,
                    orig_arg: 0,
                    part: 0,
                    num_parts: 1,
                    flags: ArgFlags::default(),
                };
                call_lowering::lower_return(self, dag, SDValue::new(p.node, 1), &[out])
            }
            _ => call_lowering::lower_return(self, dag, chain, outs),
        }
    }

    fn lower_call(
        &self,
        dag: &mut SelectionDAG,
        cx: &mut LoweringContext<'_>,
        call: &CallLoweringInfo,
    ) -> Result<(SDValue, Vec<SDValue>), CodegenError> {
        let original_ins = call.ins.clone();
        let mut call = call.clone();
        call.outs = merge_v2f32_outputs(dag, &call.outs);
        call.ins = merge_v2f32_inputs(&original_ins);
        if call.ins.len() > 2 {
            return Err(CodegenError::new(
                "a call result needing more than two registers (returned in memory by the psABI) is not supported yet",
            ));
        }
        // A tail call (`jmp` after the epilogue, every argument in a register: the core's
        // rule) unless the callee is variadic (%al would have to be set) or this function
        // returns through sret (rax must hold the pointer on return).
        if call.is_vararg || cx.mf.sret_return_reg.is_some() {
            call.is_tail_call = false;
        }
        cx.mf.frame_info.has_calls = true;
        let (mut chain, vals) = call_lowering::lower_call(self, dag, cx, &call)?;
        // A `long double` result is on the x87 stack whether or not it is used: a use
        // that no pass removes lets the stackifier see it (and pop it when unread).
        for &v in &vals {
            if crate::isel_x87::is_x87(dag.vt(v)) {
                let keep = Opcode::machine(crate::mc::tables::opcodes::FP_KEEP80 as u32);
                chain = dag.get_node(keep, &[EVT::OTHER], &[v, chain]);
            }
        }
        Ok((
            chain,
            split_v2f32_values(dag, &original_ins, &call.ins, vals),
        ))
    }

    /// `llvm.x86.sse2.pause` (spin-wait loops: Rust's channels, `_mm_pause`) is `pause`.
    fn lower_target_intrinsic_void(
        &self,
        dag: &mut SelectionDAG,
        name: &str,
        chain: SDValue,
    ) -> Option<SDValue> {
        match name {
            "x86.sse2.pause" => {
                let o = crate::mc::tables::opcodes::PAUSE as u32;
                Some(dag.get(Opcode::machine(o), EVT::OTHER, &[chain]))
            }
            _ => None,
        }
    }

    fn inline_asm_constraint(&self, code: &str, vt: Option<MVT>) -> AsmConstraint {
        table_constraint(&crate::inline_asm::CONSTRAINTS, &self.info, code, vt)
    }

    fn inline_asm_modifiers(&self) -> &'static str {
        "bwkqP"
    }

    fn lower_atomic(
        &self,
        dag: &mut SelectionDAG,
        _cx: &mut LoweringContext<'_>,
        op: &kiln_codegen::target_lowering::AtomicOp,
    ) -> Result<(Option<SDValue>, SDValue), CodegenError> {
        crate::isel_atomic::lower_atomic(dag, op)
    }

    /// `a + (-x) * y` as `a - x * y` (and `(-x) * y + a`), LLVM's fneg folding through
    /// `fmul` into `fsub`: what `llvm.fmuladd` of a negated operand becomes without FMA.
    /// Exact: negation only flips the sign, `(-x) * y` is `-(x * y)` and `a + -p` is
    /// `a - p`. Saves the `xorps` with a sign-mask constant.
    fn perform_dag_combine(&self, dag: &mut SelectionDAG, n: NodeId) -> Option<SDValue> {
        if dag.opcode(n) != isd::FADD {
            return None;
        }
        let vt = dag.vt(SDValue::new(n, 0));
        if vt != EVT::Simple(MVT::f64) && vt != EVT::Simple(MVT::f32) {
            return None;
        }
        let (a, b) = (dag.op(n, 0), dag.op(n, 1));
        for (acc, p) in [(a, b), (b, a)] {
            if dag.opcode(p.node) != isd::FMUL || !dag.has_one_use(p) {
                continue;
            }
            let (x, y) = (dag.op(p.node, 0), dag.op(p.node, 1));
            for (neg, other) in [(x, y), (y, x)] {
                if dag.opcode(neg.node) == isd::FNEG {
                    let inner = dag.op(neg.node, 0);
                    let prod = dag.get(isd::FMUL, vt, &[inner, other]);
                    return Some(dag.get(isd::FSUB, vt, &[acc, prod]));
                }
            }
        }
        None
    }

    fn lower_operation(&self, dag: &mut SelectionDAG, n: NodeId) -> Option<SDValue> {
        lower_custom(dag, n)
    }

    /// The x87 conversions (through stack temporaries), then [`Self::lower_operation`].
    fn lower_operation_in(
        &self,
        dag: &mut SelectionDAG,
        mf: &mut MachineFunction,
        n: NodeId,
    ) -> Option<SDValue> {
        crate::isel_x87::lower_x87(dag, mf, n).or_else(|| lower_custom(dag, n))
    }

    fn lower_va_start(
        &self,
        dag: &mut SelectionDAG,
        mf: &mut MachineFunction,
        chain: SDValue,
        list: SDValue,
    ) -> Option<SDValue> {
        // The va_list is a copy of the template the entry block filled.
        let fi = mf.frame_info.vararg_frame_index?;
        let p = EVT::Simple(MVT::i64);
        let base = dag.get_frame_index(fi, p, false);
        let mut chain = chain;
        for k in 0..3 {
            let at = |dag: &mut SelectionDAG, b: SDValue| {
                let o = dag.get_constant(8 * k, p);
                dag.get(isd::ADD, p, &[b, o])
            };
            let (s, d) = (at(dag, base), at(dag, list));
            let l = dag.get_load(p, chain, s, word_mmo(MachineMemOperand::LOAD));
            chain = dag.get_store(
                SDValue::new(l.node, 1),
                l,
                d,
                word_mmo(MachineMemOperand::STORE),
            );
        }
        Some(chain)
    }

    fn va_list_size(&self) -> Option<u64> {
        Some(VA_LIST_BYTES)
    }

    /// A vector needing more than two registers goes by reference (a result through a
    /// hidden pointer). The psABI would use XMM registers; `check_function` keeps vectors
    /// out of every signature but those of the module's internal functions, where both
    /// sides are kiln's.
    fn pass_vector_indirectly(&self, _vt: EVT, parts: u32) -> bool {
        parts > 2
    }

    /// A shared object's thread-locals: the selector writes the whole general-dynamic
    /// sequence (`pseudo::TLS_ADDR64`).
    fn selects_tls_get_addr_call(&self) -> bool {
        true
    }

    /// byval arguments go in stack slots of their own (`place_byval`), filled by the core.
    fn lowers_byval_arguments(&self) -> bool {
        true
    }

    /// SSE2 has no fused multiply-add: `llvm.fmuladd` is a multiply and an add.
    fn is_fma_faster_than_fmul_and_fadd(&self, _vt: EVT) -> bool {
        false
    }
}

/// Whether `vt` is `<2 x float>`, which the psABI passes in the low 64 bits of one XMM
/// register (clang's type for a struct of two floats and for `float _Complex`).
fn is_v2f32(vt: EVT) -> bool {
    vt == EVT::Simple(MVT::v2f32)
}

/// The incoming parts with each `<2 x float>` (two f32 parts) as one f64 part.
fn merge_v2f32_inputs(ins: &[InputArg]) -> Vec<InputArg> {
    ins.iter()
        .filter(|a| !is_v2f32(a.arg_vt) || a.part == 0)
        .map(|a| {
            if !is_v2f32(a.arg_vt) {
                return *a;
            }
            let mut flags = a.flags;
            flags.0 &= !(ArgFlags::SPLIT | ArgFlags::SPLIT_END);
            InputArg {
                vt: MVT::f64,
                arg_vt: EVT::Simple(MVT::f64),
                part: 0,
                num_parts: 1,
                flags,
                ..*a
            }
        })
        .collect()
}

/// The values of the original parts `ins` from those of `merged`: a merged `<2 x float>`
/// gives its low 32 bits as lane 0 and its next 32 as lane 1.
fn split_v2f32_values(
    dag: &mut SelectionDAG,
    ins: &[InputArg],
    merged: &[InputArg],
    vals: Vec<SDValue>,
) -> Vec<SDValue> {
    if ins.len() == merged.len() {
        return vals;
    }
    let (i64t, i32t, f32t) = (
        EVT::Simple(MVT::i64),
        EVT::Simple(MVT::i32),
        EVT::Simple(MVT::f32),
    );
    // The merge kept the order: walk the original parts, taking one merged value each,
    // two lanes from each merged `<2 x float>`.
    let mut out = Vec::with_capacity(ins.len());
    let mut vals = vals.into_iter();
    for o in ins {
        if is_v2f32(o.arg_vt) && o.part != 0 {
            continue;
        }
        let Some(v) = vals.next() else { break };
        if !is_v2f32(o.arg_vt) {
            out.push(v);
            continue;
        }
        let bits = dag.get(isd::BITCAST, i64t, &[v]);
        let lo = dag.get(isd::TRUNCATE, i32t, &[bits]);
        let k = dag.get_constant(32, i64t);
        let hi = dag.get(isd::SRL, i64t, &[bits, k]);
        let hi = dag.get(isd::TRUNCATE, i32t, &[hi]);
        out.push(dag.get(isd::BITCAST, f32t, &[lo]));
        out.push(dag.get(isd::BITCAST, f32t, &[hi]));
    }
    out
}

/// The outgoing parts with each `<2 x float>` (two f32 parts) packed into one f64 part
/// (lane 0 in the low 32 bits).
fn merge_v2f32_outputs(dag: &mut SelectionDAG, outs: &[OutputArg]) -> Vec<OutputArg> {
    let (i64t, i32t, f64t) = (
        EVT::Simple(MVT::i64),
        EVT::Simple(MVT::i32),
        EVT::Simple(MVT::f64),
    );
    let mut out = Vec::with_capacity(outs.len());
    let mut k = 0;
    while k < outs.len() {
        let a = outs[k];
        if !is_v2f32(a.arg_vt) || a.part != 0 || k + 1 >= outs.len() {
            out.push(a);
            k += 1;
            continue;
        }
        let b = outs[k + 1];
        let lo = dag.get(isd::BITCAST, i32t, &[a.value]);
        let lo = dag.get(isd::ZERO_EXTEND, i64t, &[lo]);
        let hi = dag.get(isd::BITCAST, i32t, &[b.value]);
        let hi = dag.get(isd::ZERO_EXTEND, i64t, &[hi]);
        let c = dag.get_constant(32, i64t);
        let hi = dag.get(isd::SHL, i64t, &[hi, c]);
        let bits = dag.get(isd::OR, i64t, &[lo, hi]);
        let mut flags = a.flags;
        flags.0 &= !(ArgFlags::SPLIT | ArgFlags::SPLIT_END);
        out.push(OutputArg {
            vt: MVT::f64,
            arg_vt: f64t,
            value: dag.get(isd::BITCAST, f64t, &[bits]),
            part: 0,
            num_parts: 1,
            flags,
            ..a
        });
        k += 2;
    }
    out
}

/// The custom lowerings of [`X86Lowering`]: jump-table branches through 32-bit offsets
/// from the table, and the stack pointer's dynamic allocation, save and restore.
fn lower_custom(dag: &mut SelectionDAG, n: NodeId) -> Option<SDValue> {
    let ops = dag.ops_copy(n);
    let p = EVT::Simple(MVT::i64);
    match dag.opcode(n) {
        isd::SELECT | isd::UINT_TO_FP | isd::FP_TO_UINT => lower_fp(dag, n),
        isd::CTLZ | isd::CTTZ => {
            // x == 0 ? bits : bsf(x), or (bsr(x) ^ (bits - 1)) for the leading zeros.
            let vt = dag.vt(SDValue::new(n, 0));
            let bits = vt.size_in_bits() as i128;
            let x = ops[0];
            let scan = if dag.opcode(n) == isd::CTTZ {
                dag.get(x86isd::BSF, vt, &[x])
            } else {
                let b = dag.get(x86isd::BSR, vt, &[x]);
                let m = dag.get_constant(bits - 1, vt);
                dag.get(isd::XOR, vt, &[b, m])
            };
            let zero = dag.get_constant(0, vt);
            let is_zero = dag.get_setcc(EVT::Simple(MVT::i32), x, zero, isd::CondCode::SETEQ);
            let all = dag.get_constant(bits, vt);
            Some(dag.get(isd::SELECT, vt, &[is_zero, all, scan]))
        }
        isd::BR_JT => {
            // The entries are `.long .LBB-.LJTI`.
            Some(kiln_codegen::target_lowering::lower_br_jt_relative(
                dag, ops[0], ops[1], ops[2],
            ))
        }
        isd::DYNAMIC_STACKALLOC => {
            // rsp = rsp - round_up(bytes, 16) (then aligned); the address is above the
            // outgoing argument area at the new rsp.
            let chain = ops[0];
            let sp = dag.get_copy_from_reg(chain, STACK_POINTER, p, None);
            let c15 = dag.get_constant(15, p);
            let sz = dag.get(isd::ADD, p, &[ops[1], c15]);
            let m16 = dag.get_constant(-16, p);
            let sz = dag.get(isd::AND, p, &[sz, m16]);
            let mut new = dag.get(isd::SUB, p, &[sp, sz]);
            let align = dag.const_value(ops[2]).unwrap_or(16).max(16);
            if align > 16 {
                // Over-aligned: `align` more bytes, so the address rounded up past the
                // outgoing argument area (DYN_ALLOC_ADDR) still ends below the old rsp.
                let extra = dag.get_constant(align, p);
                new = dag.get(isd::SUB, p, &[new, extra]);
                let m = dag.get_constant(-align, p);
                new = dag.get(isd::AND, p, &[new, m]);
            }
            let c = dag.get_copy_to_reg(SDValue::new(sp.node, 1), STACK_POINTER, new, None);
            dag.replace_all_uses_with(SDValue::new(n, 1), c);
            // The memory starts above the outgoing argument area calls store into at rsp
            // (its size is known after frame layout).
            let k = dag.get_target_constant(align, p);
            Some(dag.get(
                Opcode::machine(crate::instr_info::pseudo::DYN_ALLOC_ADDR),
                p,
                &[new, k],
            ))
        }
        isd::STACKSAVE => {
            let v = dag.get_copy_from_reg(ops[0], STACK_POINTER, p, None);
            dag.replace_all_uses_with(SDValue::new(n, 1), SDValue::new(v.node, 1));
            Some(v)
        }
        isd::STACKRESTORE => Some(dag.get_copy_to_reg(ops[0], STACK_POINTER, ops[1], None)),
        _ => None,
    }
}

/// The floating-point custom lowerings: a select of f32/f64 is an integer select of the
/// values' bits (movd/movq); unsigned conversions as LLVM expands them (a u32 through a
/// signed i64 conversion; a u64 below 2^63 converted signed, above it halved with its low
/// bit kept and the result doubled, or for float-to-u64 converted after subtracting 2^63
/// with the top bit set back).
fn lower_fp(dag: &mut SelectionDAG, n: NodeId) -> Option<SDValue> {
    let ops = dag.ops_copy(n);
    let vt = dag.value_types(n)[0];
    let i64t = EVT::Simple(MVT::i64);
    let i32t = EVT::Simple(MVT::i32);
    match dag.opcode(n) {
        isd::SELECT if vt.is_floating_point() => {
            if let Some(v) = min_max(dag, &ops, vt) {
                return Some(v);
            }
            let ivt = if vt == EVT::Simple(MVT::f32) {
                i32t
            } else {
                i64t
            };
            let t = dag.get(isd::BITCAST, ivt, &[ops[1]]);
            let f = dag.get(isd::BITCAST, ivt, &[ops[2]]);
            let s = dag.get(isd::SELECT, ivt, &[ops[0], t, f]);
            Some(dag.get(isd::BITCAST, vt, &[s]))
        }
        isd::UINT_TO_FP => {
            let x = ops[0];
            if dag.vt(x) != i64t {
                let w = dag.get(isd::ZERO_EXTEND, i64t, &[x]);
                return Some(dag.get(isd::SINT_TO_FP, vt, &[w]));
            }
            let one = dag.get_constant(1, i64t);
            let half = dag.get(isd::SRL, i64t, &[x, one]);
            let low = dag.get(isd::AND, i64t, &[x, one]);
            let odd = dag.get(isd::OR, i64t, &[half, low]);
            let h = dag.get(isd::SINT_TO_FP, vt, &[odd]);
            let big = dag.get(isd::FADD, vt, &[h, h]);
            let small = dag.get(isd::SINT_TO_FP, vt, &[x]);
            let zero = dag.get_constant(0, i64t);
            let neg = dag.get_setcc(i32t, x, zero, isd::CondCode::SETLT);
            Some(dag.get(isd::SELECT, vt, &[neg, big, small]))
        }
        isd::FP_TO_UINT => {
            let x = ops[0];
            let to64 = dag.get(isd::FP_TO_SINT, i64t, &[x]);
            if vt != i64t {
                // Every u32 is in the signed i64 range.
                return Some(dag.get(isd::TRUNCATE, vt, &[to64]));
            }
            let fvt = dag.vt(x);
            let two63 = if fvt == EVT::Simple(MVT::f32) {
                0x5f00_0000u64
            } else {
                0x43e0_0000_0000_0000u64
            };
            let c = dag.get_constant_fp(two63, fvt);
            let d = dag.get(isd::FSUB, fvt, &[x, c]);
            let hi = dag.get(isd::FP_TO_SINT, i64t, &[d]);
            let top = dag.get_constant(i64::MIN as i128, i64t);
            let hi = dag.get(isd::XOR, i64t, &[hi, top]);
            let small = dag.get_setcc(i32t, x, c, isd::CondCode::SETOLT);
            Some(dag.get(isd::SELECT, i64t, &[small, to64, hi]))
        }
        _ => None,
    }
}

/// `minss`/`minsd` or `maxss`/`maxsd` for a select that is exactly one: `min x, y` is
/// `x < y ? x : y` (y when either is NaN, and y of two zeros), so only a strict less or
/// greater compare of the select's own operands qualifies, as LLVM selects it.
fn min_max(dag: &mut SelectionDAG, ops: &[SDValue], vt: EVT) -> Option<SDValue> {
    use isd::CondCode::*;
    let mut c = ops[0];
    // The condition as legalization left it: a setcc, perhaps extended or masked to 0/1.
    loop {
        let o = dag.opcode(c.node);
        if matches!(o, isd::ZERO_EXTEND | isd::ANY_EXTEND | isd::TRUNCATE)
            || (o == isd::AND && dag.const_value(dag.op(c.node, 1)) == Some(1))
        {
            c = dag.op(c.node, 0);
        } else {
            break;
        }
    }
    if dag.opcode(c.node) != isd::SETCC {
        return None;
    }
    let (a, b) = (dag.op(c.node, 0), dag.op(c.node, 1));
    let NodeData::CondCode(cc) = dag.data(dag.op(c.node, 2).node) else {
        return None;
    };
    let less = match cc {
        SETOLT | SETLT => true,
        SETOGT | SETGT => false,
        _ => return None,
    };
    // (a < b ? a : b) = min(a, b); (a < b ? b : a) = max(b, a); likewise for >.
    let (t, f) = (ops[1], ops[2]);
    let (first, second, min) = if t == a && f == b {
        (a, b, less)
    } else if t == b && f == a {
        (b, a, !less)
    } else {
        return None;
    };
    let f32 = vt == EVT::Simple(MVT::f32);
    let o = match (min, f32) {
        (true, true) => crate::mc::tables::opcodes::MINSSrr,
        (true, false) => crate::mc::tables::opcodes::MINSDrr,
        (false, true) => crate::mc::tables::opcodes::MAXSSrr,
        (false, false) => crate::mc::tables::opcodes::MAXSDrr,
    };
    Some(dag.get(Opcode::machine(o as u32), vt, &[first, second]))
}

/// The size of the System V `va_list`: `{ i32 gp_offset, i32 fp_offset, ptr
/// overflow_arg_area, ptr reg_save_area }`.
pub const VA_LIST_BYTES: u64 = 24;

/// The register save area: rdi..r9 at 0..48, then xmm0-7 at 48..176 (16 bytes each).
const REG_SAVE_AREA_BYTES: u64 = 176;
/// Where xmm0's slot starts in the register save area.
const XMM_SAVE_OFFSET: i64 = 48;

fn word_mmo(flags: u8) -> MachineMemOperand {
    MachineMemOperand {
        ptr: PointerInfo::Unknown,
        offset: 0,
        size: 8,
        align: 8,
        flags,
    }
}

/// A variadic function's entry: the argument registers the named arguments left unused are
/// saved in a register save area (rdi..r9 at 0..48, xmm0-7 at 48..176 with 8 bytes stored
/// in each 16-byte slot: `va_arg` reads a double), and a 24-byte `va_list` template is
/// filled (`gp_offset` and `fp_offset` past the named arguments' registers, the overflow
/// area at the first variadic stack argument, the save area) for `va_start` to copy. The
/// named arguments' vector registers are the entry block's XMM live-ins. Records the
/// template's frame index; returns the new chain.
fn save_varargs(
    dag: &mut SelectionDAG,
    cx: &mut LoweringContext<'_>,
    chain: SDValue,
    used: usize,
    stack: i64,
) -> SDValue {
    let p = EVT::Simple(MVT::i64);
    let mf: &mut MachineFunction = cx.mf;
    let gprs = crate::calling_conv::ARG_GPRS;
    let save = mf.frame_info.create_stack_object(REG_SAVE_AREA_BYTES, 16);
    let template = mf.frame_info.create_stack_object(VA_LIST_BYTES, 8);
    let overflow = mf.frame_info.create_fixed_object(8, stack);
    let entry = mf.layout[0];
    let mut chains = vec![chain];
    let store = |dag: &mut SelectionDAG, v: SDValue, fi: i32, off: i64| {
        let b = dag.get_frame_index(fi, p, false);
        let o = dag.get_constant(off as i128, p);
        let a = dag.get(isd::ADD, p, &[b, o]);
        dag.get_store(chain, v, a, word_mmo(MachineMemOperand::STORE))
    };
    for (k, &r) in gprs.iter().enumerate().skip(used) {
        if !mf.block(entry).live_ins.contains(&r) {
            mf.block_mut(entry).live_ins.push(r);
        }
        let v = dag.get_copy_from_reg(chain, r, p, None);
        chains.push(store(dag, v, save, 8 * k as i64));
    }
    let xmms = crate::calling_conv::ARG_XMMS;
    let xmm_used = xmms
        .iter()
        .filter(|r| mf.block(entry).live_ins.contains(r))
        .count();
    let f64t = EVT::Simple(MVT::f64);
    for (k, &r) in xmms.iter().enumerate().skip(xmm_used) {
        if !mf.block(entry).live_ins.contains(&r) {
            mf.block_mut(entry).live_ins.push(r);
        }
        let v = dag.get_copy_from_reg(chain, r, f64t, None);
        chains.push(store(dag, v, save, XMM_SAVE_OFFSET + 16 * k as i64));
    }
    let fp_offset = XMM_SAVE_OFFSET + 16 * xmm_used as i64;
    let offsets = dag.get_constant(((fp_offset << 32) | (8 * used as i64)) as i128, p);
    chains.push(store(dag, offsets, template, 0));
    let o = dag.get_frame_index(overflow, p, false);
    chains.push(store(dag, o, template, 8));
    let s = dag.get_frame_index(save, p, false);
    chains.push(store(dag, s, template, 16));
    mf.frame_info.vararg_frame_index = Some(template);
    dag.get_token_factor(&chains)
}

impl CallLoweringHooks for X86Lowering {
    fn argument_rules(&self) -> &'static [CCRule] {
        crate::calling_conv::CC_X86_64_C
    }

    fn return_rules(&self) -> &'static [CCRule] {
        crate::calling_conv::RetCC_X86_64_C
    }

    fn int_argument_registers(&self) -> &'static [Register] {
        &crate::calling_conv::ARG_GPRS
    }

    fn stack_pointer(&self) -> Register {
        STACK_POINTER
    }

    fn bits_to_location(&self, _dag: &mut SelectionDAG, v: SDValue, _loc_vt: MVT) -> SDValue {
        // The convention has no bit-converted locations.
        v
    }

    fn bits_from_location(&self, _dag: &mut SelectionDAG, v: SDValue, _val_vt: MVT) -> SDValue {
        v
    }

    fn call_opcode(&self) -> Opcode {
        x86isd::CALL
    }

    fn tail_call_opcode(&self) -> Opcode {
        x86isd::TC_RETURN
    }

    fn return_opcode(&self) -> Opcode {
        x86isd::RET_GLUE
    }

    fn tail_call_target_register(&self) -> Register {
        // r11: caller-saved, no argument register, not restored by the epilogue.
        regs::R11
    }

    fn vararg_call_register(&self, locs: &[CCValAssign]) -> Option<(Register, i64)> {
        // %al: an upper bound on the vector registers used (the psABI's rule).
        let n = locs
            .iter()
            .filter(
                |l| matches!(l.loc, Location::Reg(r) if crate::calling_conv::ARG_XMMS.contains(&r)),
            )
            .count();
        Some((regs::RAX, n as i64))
    }

    fn save_varargs(
        &self,
        dag: &mut SelectionDAG,
        cx: &mut LoweringContext<'_>,
        chain: SDValue,
        int_regs_used: usize,
        stack_bytes: i64,
    ) -> SDValue {
        save_varargs(dag, cx, chain, int_regs_used, stack_bytes)
    }
}

/// Names of x86 target nodes and registers for DAG dumps.
#[derive(Debug, Default)]
pub struct X86Names;

impl NodeNames for X86Names {
    fn node_name(&self, op: Opcode) -> Option<String> {
        for (o, name) in [
            (x86isd::CALL, "X86ISD::CALL"),
            (x86isd::RET_GLUE, "X86ISD::RET_GLUE"),
            (x86isd::TC_RETURN, "X86ISD::TC_RETURN"),
            (x86isd::BSF, "X86ISD::BSF"),
            (x86isd::BSR, "X86ISD::BSR"),
            (x86isd::FILD, "X86ISD::FILD"),
            (x86isd::FIST, "X86ISD::FIST"),
        ] {
            if op == o {
                return Some(name.into());
            }
        }
        let m = op.machine_opcode()?;
        let tii = crate::instr_info::X86InstrInfo::new();
        Some(
            kiln_codegen::target::TargetInstrInfo::desc(&tii, m)
                .name
                .to_string(),
        )
    }
    fn register_name(&self, r: Register) -> Option<String> {
        Some(crate::register_info::reg_asm_name(r).to_string())
    }
}
