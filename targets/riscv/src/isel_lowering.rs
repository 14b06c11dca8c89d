//! The RISC-V `TargetLowering` (LLVM's `RISCVISelLowering`): legal types and operation
//! actions for the subtarget, the psABI's side of call lowering (the generated
//! `td/RISCVCallingConv.td` tables for the subtarget's ABI, and the hooks the core's
//! `kiln_codegen::call_lowering` asks for: `fmv` moves of floating point in integer
//! registers, the FPRs' 64-bit view, sign-extended live-ins, the variadic save area) and the
//! custom lowering of dynamic stack allocation, stack save/restore and frame/return addresses.
//!
//! In: DAG nodes the target-independent builder and legalizer hand over, and a
//! [`RiscvSubtarget`]. Out: target nodes ([`riscvisd`]); the core builds the argument, call
//! and return plumbing; errors name what the convention cannot pass yet (a value of more than
//! 2×XLEN, which the psABI passes by reference).

use crate::instr_info::{f, is_fpr, x, FP, FPR32, FPR64, GPR, SP};
use crate::subtarget::tables::FeatureGetters;
use crate::subtarget::{RiscvAbi, RiscvSubtarget};
use kiln_codegen::call_lowering::{self, CallLoweringHooks};
use kiln_codegen::calling_conv::{ArgFlags, CCRule};
use kiln_codegen::selection_dag::isd::{self, CondCode, Opcode};
use kiln_codegen::selection_dag::{
    MachineMemOperand, NodeId, NodeNames, PointerInfo, SDValue, SelectionDAG,
};
use kiln_codegen::target_lowering::{
    CallLoweringInfo, InputArg, LegalizeAction, LoweringContext, OutputArg, TargetLowering,
    TargetLoweringInfo,
};
use kiln_codegen::value_types::{EVT, MVT};
use kiln_codegen::CodegenError;
use kiln_mc::register_info::Register;

/// RISC-V target DAG opcodes (LLVM's `RISCVISD`).
pub mod riscvisd {
    use kiln_codegen::selection_dag::isd::Opcode;
    /// `CALL chain, callee, arg regs..., regmask [, glue]`: results (chain, glue).
    pub const CALL: Opcode = Opcode::target(0);
    /// `RET_GLUE chain, ret regs... [, glue]`.
    pub const RET_GLUE: Opcode = Opcode::target(1);
    /// `FMV_X_ANYEXT f`: the bits of an f32/f64 register in an i64 (`fmv.x.w`/`fmv.x.d`;
    /// an f32's upper 32 bits are unspecified).
    pub const FMV_X_ANYEXT: Opcode = Opcode::target(2);
    /// `FMV_TO_FP x`: an f32/f64 (the result type) from the low bits of an i64
    /// (`fmv.w.x`/`fmv.d.x`).
    pub const FMV_TO_FP: Opcode = Opcode::target(3);
    /// `TAIL chain, callee, arg regs... [, glue]`: a tail call (leaves the function).
    pub const TAIL: Opcode = Opcode::target(4);
    /// `ABOVE_CALL_FRAME sp`: the address just above the outgoing argument area at `sp`,
    /// where a dynamic allocation's memory starts (the area's size is known only after frame
    /// layout; `PseudoAboveCallFrame` becomes an `addi` then).
    pub const ABOVE_CALL_FRAME: Opcode = Opcode::target(5);
}

/// The RISC-V lowering.
#[derive(Debug)]
pub struct RiscvLowering {
    info: TargetLoweringInfo,
    /// `-relocation-model=pic`.
    pic: bool,
    /// The ABI: which calling-convention tables place arguments and results.
    abi: RiscvAbi,
}

impl RiscvLowering {
    /// The tables for `st` (today an RV64 subtarget with M, A, F and D, which
    /// [`RiscvSubtarget::check_codegen_supported`] checks): XLEN integers in GPR; narrower
    /// integers promoted; what the base ISA lacks expanded. `pic` for position-independent
    /// code. Arguments and results follow `st`'s ABI.
    pub fn new(st: &RiscvSubtarget, pic: bool) -> RiscvLowering {
        use LegalizeAction::*;
        let mut info = TargetLoweringInfo::new(st.xlen_vt());
        info.half_in_f32_nan_boxed = true;
        let w = st.xlen_vt();
        if st.is_rv64() {
            // sext.w is one instruction (and free after a W instruction); zero-extending 32
            // bits takes two.
            info.sext_cheaper_than_zext.push((MVT::i32, MVT::i64));
        }
        info.add_register_class(w, GPR);
        for op in [
            isd::ROTL,
            isd::ROTR,
            isd::BSWAP,
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
            isd::BR_JT,
            isd::SHL_PARTS,
            isd::SRA_PARTS,
            isd::SRL_PARTS,
            isd::BITREVERSE,
            isd::SELECT,
        ] {
            info.set_operation_action(op, w, Expand);
        }
        info.set_operation_action(isd::FRAMEADDR, w, Custom);
        info.set_operation_action(isd::RETURNADDR, w, Custom);
        for op in [isd::DYNAMIC_STACKALLOC, isd::STACKSAVE, isd::STACKRESTORE] {
            info.set_operation_action(op, w, Custom);
            info.set_operation_action(op, MVT::Other, Custom);
        }
        for vt in [MVT::i1, MVT::i8, MVT::i16, MVT::i32] {
            info.set_load_ext_action(isd::LoadExtType::ExtLoad, w, vt, Legal);
            info.set_trunc_store_action(w, vt, Legal);
        }
        if st.has_std_ext_f() {
            let fpr64 = st.has_std_ext_d().then_some(FPR64);
            crate::isel_fp::set_fp_actions(&mut info, FPR32, fpr64, st.is_rv64());
        } else {
            // No F extension: no FP register class, every float softened to its bits in
            // integers and its operations through libgcc's routines (LLVM's SoftenFloat).
            info.soft_float = true;
        }
        // LLVM's RISC-V tuning: at least 5 cases; 10% dense (40% under optsize).
        info.min_jump_table_entries = 5;
        info.min_jump_table_density = 10;
        info.min_jump_table_density_optsize = 40;
        info.compute_register_properties()
            .expect("invariant: XLEN integers have a register class");
        RiscvLowering {
            info,
            pic,
            abi: st.abi(),
        }
    }
}

/// The register allocator knows the floating-point registers only as their 64-bit `F*_D`
/// views (f32 values live NaN-boxed in them): the calling convention's `F*_F` become those.
fn fpr_d_view(r: Register) -> Register {
    use crate::register_info::regs;
    const F32: [Register; 8] = [
        regs::F10_F,
        regs::F11_F,
        regs::F12_F,
        regs::F13_F,
        regs::F14_F,
        regs::F15_F,
        regs::F16_F,
        regs::F17_F,
    ];
    match F32.iter().position(|&s| s == r) {
        Some(k) => f(10 + k as u32),
        None => r,
    }
}

/// The bytes of one part of type `vt`.
fn part_bytes(vt: MVT) -> u64 {
    vt.size_in_bits().div_ceil(8) as u64
}

/// A 16-byte-aligned stack object of `bytes` for a value passed by reference: its frame
/// index and address.
fn wide_slot(
    dag: &mut SelectionDAG,
    cx: &mut LoweringContext<'_>,
    bytes: u64,
    ptr: MVT,
) -> (i32, SDValue) {
    let fi = cx.mf.frame_info.create_stack_object(bytes, 16);
    (fi, dag.get_frame_index(fi, EVT::Simple(ptr), false))
}

/// `p + off`.
fn offset_address(dag: &mut SelectionDAG, p: SDValue, off: u64, ptr: MVT) -> SDValue {
    if off == 0 {
        return p;
    }
    let o = dag.get_constant(off as i128, EVT::Simple(ptr));
    dag.get(isd::ADD, EVT::Simple(ptr), &[p, o])
}

fn check_parts<T>(parts: &[T], num: impl Fn(&T) -> u32, what: &str) -> Result<(), CodegenError> {
    if parts.iter().any(|p| num(p) > 2) {
        return Err(CodegenError::new(format!(
            "{what} wider than 2×XLEN (passed by reference in the psABI) is not supported yet"
        )));
    }
    Ok(())
}

impl TargetLowering for RiscvLowering {
    fn inline_asm_constraint(
        &self,
        code: &str,
        vt: Option<MVT>,
    ) -> kiln_codegen::inline_asm::AsmConstraint {
        crate::inline_asm::constraint(code, vt)
    }

    fn is_position_independent(&self) -> bool {
        self.pic
    }

    /// Exception handling: the personality hands a landing pad the exception pointer here.
    fn exception_pointer_register(&self) -> Option<Register> {
        Some(crate::register_info::regs::X10)
    }

    /// Exception handling: the personality hands a landing pad the selector here.
    fn exception_selector_register(&self) -> Option<Register> {
        Some(crate::register_info::regs::X11)
    }

    fn pass_vector_indirectly(&self, _vt: EVT, parts: u32) -> bool {
        // The psABI passes what needs more than two XLEN registers by reference (llc-22 does
        // so for vectors on rv64 without V).
        parts > 2
    }

    fn pass_scalar_indirectly(&self, _vt: EVT, parts: u32) -> bool {
        // A scalar wider than 2×XLEN (an fp128 on RV32) too.
        parts > 2
    }

    fn lower_atomic(
        &self,
        dag: &mut SelectionDAG,
        _cx: &mut LoweringContext<'_>,
        op: &kiln_codegen::target_lowering::AtomicOp,
    ) -> Result<(Option<SDValue>, SDValue), CodegenError> {
        crate::isel_atomic::lower_atomic(dag, op)
    }

    /// As LLVM's RISC-V answers: a fused multiply-add is one instruction where the FPU has
    /// the type (F for f32, D for f64); a softened type's `llvm.fmuladd` is a multiply and an
    /// add (two libgcc calls, as llc's build rounds), not a call of libm's `fma`.
    fn is_fma_faster_than_fmul_and_fadd(&self, vt: EVT) -> bool {
        self.info.is_type_legal(vt.scalar_type())
    }

    fn info(&self) -> &TargetLoweringInfo {
        &self.info
    }

    fn lower_formal_arguments(
        &self,
        dag: &mut SelectionDAG,
        cx: &mut LoweringContext<'_>,
        chain: SDValue,
        ins: &[InputArg],
    ) -> Result<(SDValue, Vec<SDValue>), CodegenError> {
        check_parts(ins, |p| p.num_parts, "an argument")?;
        call_lowering::lower_formal_arguments(self, dag, cx, chain, ins)
    }

    fn lower_return(
        &self,
        dag: &mut SelectionDAG,
        cx: &mut LoweringContext<'_>,
        chain: SDValue,
        outs: &[OutputArg],
    ) -> Result<SDValue, CodegenError> {
        if outs.len() > 2 {
            return Err(CodegenError::new(format!(
                "in function '{}': a return value wider than 2×XLEN is not supported yet",
                cx.mf.name
            )));
        }
        call_lowering::lower_return(self, dag, chain, outs)
    }

    fn lower_call(
        &self,
        dag: &mut SelectionDAG,
        cx: &mut LoweringContext<'_>,
        call: &CallLoweringInfo,
    ) -> Result<(SDValue, Vec<SDValue>), CodegenError> {
        if let kiln_codegen::selection_dag::NodeData::GlobalAddress { global, .. } =
            dag.data(call.callee.node)
        {
            let sext = matches!(call.ins.as_slice(), [r] if arg_is_sext32(r));
            cx.mf.sext32_call_results.push((global, sext));
        }
        let wide_args = call.outs.iter().any(|p| p.num_parts > 2);
        if !wide_args && call.ins.len() <= 2 {
            return call_lowering::lower_call(self, dag, cx, call);
        }
        // The psABI passes a scalar wider than 2×XLEN (an fp128 on RV32) by reference: each
        // in a stack copy whose address is the argument, and a result through a hidden
        // first-argument pointer to a slot the caller reads afterwards (LLVM's sret
        // demotion).
        let ptr = self.info.pointer_vt;
        let mut stores = vec![call.chain];
        let mut outs = Vec::with_capacity(call.outs.len());
        let ret_slot = if call.ins.len() > 2 {
            let bytes: u64 = call.ins.iter().map(|p| part_bytes(p.vt)).sum();
            let (fi, p) = wide_slot(dag, cx, bytes, ptr);
            outs.push(OutputArg {
                vt: ptr,
                arg_vt: EVT::Simple(ptr),
                value: p,
                orig_arg: 0,
                part: 0,
                num_parts: 1,
                flags: ArgFlags(ArgFlags::SRET),
            });
            Some((fi, p))
        } else {
            None
        };
        let mut k = 0;
        while k < call.outs.len() {
            let first = call.outs[k];
            if first.num_parts <= 2 {
                outs.push(first);
                k += 1;
                continue;
            }
            let group = &call.outs[k..k + first.num_parts as usize];
            let bytes: u64 = group.iter().map(|p| part_bytes(p.vt)).sum();
            let (fi, p) = wide_slot(dag, cx, bytes, ptr);
            let mut off = 0;
            for part in group {
                let mmo = MachineMemOperand {
                    ptr: PointerInfo::FrameIndex(fi),
                    offset: off as i64,
                    size: part_bytes(part.vt),
                    align: part_bytes(part.vt),
                    flags: MachineMemOperand::STORE,
                };
                let a = offset_address(dag, p, off, ptr);
                stores.push(dag.get_store(call.chain, part.value, a, mmo));
                off += part_bytes(part.vt);
            }
            outs.push(OutputArg {
                vt: ptr,
                arg_vt: EVT::Simple(ptr),
                value: p,
                part: 0,
                num_parts: 1,
                flags: ArgFlags(first.flags.0 & ArgFlags::VARARG),
                ..first
            });
            k += group.len();
        }
        let chain = dag.get_token_factor(&stores);
        let direct = CallLoweringInfo {
            chain,
            outs,
            ins: if ret_slot.is_some() {
                Vec::new()
            } else {
                call.ins.clone()
            },
            is_tail_call: false,
            num_fixed_args: call.num_fixed_args + u32::from(ret_slot.is_some()),
            ..call.clone()
        };
        let (chain, vals) = call_lowering::lower_call(self, dag, cx, &direct)?;
        let Some((fi, p)) = ret_slot else {
            return Ok((chain, vals));
        };
        let mut vals = Vec::with_capacity(call.ins.len());
        let mut chains = vec![chain];
        let mut off = 0;
        for part in &call.ins {
            let mmo = MachineMemOperand {
                ptr: PointerInfo::FrameIndex(fi),
                offset: off as i64,
                size: part_bytes(part.vt),
                align: part_bytes(part.vt),
                flags: MachineMemOperand::LOAD,
            };
            let a = offset_address(dag, p, off, ptr);
            let v = dag.get_load(EVT::Simple(part.vt), chain, a, mmo);
            chains.push(SDValue::new(v.node, 1));
            vals.push(v);
            off += part_bytes(part.vt);
        }
        Ok((dag.get_token_factor(&chains), vals))
    }

    fn lower_operation(&self, dag: &mut SelectionDAG, n: NodeId) -> Option<SDValue> {
        let ops = dag.ops_copy(n);
        // The XLEN integer type.
        let xl = EVT::Simple(self.info.pointer_vt);
        match dag.opcode(n) {
            isd::DYNAMIC_STACKALLOC | isd::STACKSAVE | isd::STACKRESTORE => {
                kiln_codegen::target_lowering::lower_stack_node(
                    dag,
                    n,
                    SP,
                    xl,
                    riscvisd::ABOVE_CALL_FRAME,
                )
            }
            isd::FRAMEADDR => {
                let depth = dag.const_value(ops[0]).unwrap_or(0);
                Some(frame_address(dag, xl, depth))
            }
            isd::RETURNADDR => {
                // Depth 0 is ra itself (the builder reads it at the top of the entry block);
                // deeper, the saved ra one XLEN word below that frame's s0 (LLVM's
                // RISCVTargetLowering::lowerRETURNADDR).
                let depth = dag.const_value(ops[0]).unwrap_or(0);
                let entry = dag.entry_token();
                if depth == 0 {
                    return Some(dag.get_copy_from_reg(entry, crate::instr_info::RA, xl, None));
                }
                let fa = frame_address(dag, xl, depth);
                let xlen_bytes = xl.store_size() as i64;
                Some(load_frame_slot(dag, xl, fa, -xlen_bytes))
            }
            _ => crate::isel_fp::lower_fp_operation(dag, n, xl),
        }
    }
}

/// The RISC-V side of the generic call lowering: the psABI tables for the subtarget's ABI
/// and what the tables cannot say.
impl CallLoweringHooks for RiscvLowering {
    fn argument_rules(&self) -> &'static [CCRule] {
        crate::calling_conv::argument_rules_for(self.abi)
    }

    fn return_rules(&self) -> &'static [CCRule] {
        crate::calling_conv::return_rules_for(self.abi)
    }

    fn int_argument_registers(&self) -> &'static [Register] {
        &crate::calling_conv::ARG_GPRS
    }

    fn stack_pointer(&self) -> Register {
        SP
    }

    fn allocatable_register(&self, r: Register) -> Register {
        fpr_d_view(r)
    }

    fn bits_to_location(&self, dag: &mut SelectionDAG, v: SDValue, loc_vt: MVT) -> SDValue {
        // fmv.x.w / fmv.x.d (an f32's upper bits unspecified).
        dag.get(riscvisd::FMV_X_ANYEXT, EVT::Simple(loc_vt), &[v])
    }

    fn bits_from_location(&self, dag: &mut SelectionDAG, v: SDValue, val_vt: MVT) -> SDValue {
        dag.get(riscvisd::FMV_TO_FP, EVT::Simple(val_vt), &[v])
    }

    fn call_opcode(&self) -> Opcode {
        riscvisd::CALL
    }

    fn tail_call_opcode(&self) -> Opcode {
        riscvisd::TAIL
    }

    fn return_opcode(&self) -> Opcode {
        riscvisd::RET_GLUE
    }

    fn tail_call_target_register(&self) -> Register {
        // t1: caller-saved, and the epilogue does not restore it.
        x(6)
    }

    fn note_register_argument(&self, cx: &mut LoweringContext<'_>, r: Register, a: &InputArg) {
        if !is_fpr(r) && arg_is_sext32(a) {
            cx.mf.sext32_live_ins.push(r);
        }
    }

    fn save_varargs(
        &self,
        dag: &mut SelectionDAG,
        cx: &mut LoweringContext<'_>,
        chain: SDValue,
        int_regs_used: usize,
        stack_bytes: i64,
    ) -> SDValue {
        crate::isel_fp::save_varargs(
            dag,
            cx,
            chain,
            int_regs_used,
            stack_bytes,
            EVT::Simple(self.info.pointer_vt),
        )
    }
}

/// The frame address `depth` frames up: s0 is the CFA (the caller's sp); each frame record
/// keeps the caller's s0 two XLEN words below it (LLVM's RISCVTargetLowering::lowerFRAMEADDR).
/// `xl` is the XLEN integer type.
fn frame_address(dag: &mut SelectionDAG, xl: EVT, depth: i128) -> SDValue {
    let entry = dag.entry_token();
    let mut fa = dag.get_copy_from_reg(entry, FP, xl, None);
    for _ in 0..depth {
        fa = load_frame_slot(dag, xl, fa, -2 * xl.store_size() as i64);
    }
    fa
}

/// The XLEN word at `fa + off` of a frame record (unordered with the block's stores: frame
/// records are not written by the function body).
fn load_frame_slot(dag: &mut SelectionDAG, xl: EVT, fa: SDValue, off: i64) -> SDValue {
    let entry = dag.entry_token();
    let off = dag.get_constant(off as i128, xl);
    let p = dag.get(isd::ADD, xl, &[fa, off]);
    let bytes = xl.store_size() as u64;
    let mmo = MachineMemOperand {
        ptr: PointerInfo::Unknown,
        offset: 0,
        size: bytes,
        align: bytes,
        flags: MachineMemOperand::LOAD,
    };
    dag.get_load(xl, entry, p, mmo)
}

/// Names of RISC-V target nodes and registers for DAG dumps.
#[derive(Debug, Default)]
pub struct RiscvNames;

impl NodeNames for RiscvNames {
    fn node_name(&self, op: Opcode) -> Option<String> {
        if op == riscvisd::CALL {
            return Some("RISCVISD::CALL".into());
        }
        if op == riscvisd::ABOVE_CALL_FRAME {
            return Some("RISCVISD::ABOVE_CALL_FRAME".into());
        }
        if op == riscvisd::TAIL {
            return Some("RISCVISD::TAIL".into());
        }
        if op == riscvisd::RET_GLUE {
            return Some("RISCVISD::RET_GLUE".into());
        }
        if op == riscvisd::FMV_X_ANYEXT {
            return Some("RISCVISD::FMV_X_ANYEXT".into());
        }
        if op == riscvisd::FMV_TO_FP {
            return Some("RISCVISD::FMV_TO_FP".into());
        }
        let m = op.machine_opcode()?;
        let tii = crate::instr_info::RiscvInstrInfo::new();
        Some(
            kiln_codegen::target::TargetInstrInfo::desc(&tii, m)
                .name
                .to_string(),
        )
    }
    fn register_name(&self, r: Register) -> Option<String> {
        Some(crate::instr_info::abi_name(r).to_string())
    }
}

/// Whether `cc` is an integer condition code RISC-V selection handles directly.
pub fn is_int_cc(cc: CondCode) -> bool {
    matches!(
        cc,
        CondCode::SETEQ
            | CondCode::SETNE
            | CondCode::SETLT
            | CondCode::SETGE
            | CondCode::SETGT
            | CondCode::SETLE
            | CondCode::SETULT
            | CondCode::SETUGE
            | CondCode::SETUGT
            | CondCode::SETULE
    )
}

/// Whether the caller passes argument `a` sign-extended from bit 31: a `signext` i32, or an
/// i8/i16 extended either way (the psABI extends narrow integer arguments to XLEN).
fn arg_is_sext32(a: &InputArg) -> bool {
    let ext = a.flags.has(ArgFlags::SEXT);
    if a.num_parts != 1 {
        return false;
    }
    match a.arg_vt {
        EVT::Simple(MVT::i32) => ext,
        EVT::Simple(MVT::i8 | MVT::i16) => ext || a.flags.has(ArgFlags::ZEXT),
        _ => false,
    }
}
