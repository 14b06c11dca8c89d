//! The AArch64 `TargetLowering` (LLVM's `AArch64ISelLowering`): legal types and operation
//! actions, the AAPCS64 side of call lowering (the generated `td/AArch64CallingConv.td`
//! tables and the hooks the core's `kiln_codegen::call_lowering` asks for), and the custom
//! lowering of dynamic stack allocation, stack save/restore and frame/return addresses.
//!
//! In: DAG nodes the target-independent builder and legalizer hand over. Out: target nodes
//! ([`aarch64isd`]); the core builds the argument, call and return plumbing. i64 and i32
//! are the legal integer types (i32 in the W views; narrower integers are promoted to i32,
//! i128 expanded); f32 and f64 live in the SIMD&FP registers (an f32 in the S view of a D
//! register); f128 has the q registers only to cross calls (the builder computes on
//! `long double` through libgcc's soft-float routines);
//! the 128-bit vector types (v16i8 v8i16 v4i32 v2i64 v4f32 v2f64) live in the q registers
//! with the NEON operations kiln selects marked Legal (vector legalization unrolls the rest).

use crate::register_info::{
    regs, FPR128, FPR32, FPR64, FRAME_POINTER, GPR32, GPR64, LINK_REGISTER, STACK_POINTER,
};
use kiln_codegen::call_lowering::{self, CallLoweringHooks};
use kiln_codegen::calling_conv::CCRule;
use kiln_codegen::inline_asm::{table_constraint, AsmConstraint};
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

/// AArch64 target DAG opcodes (LLVM's `AArch64ISD`).
pub mod aarch64isd {
    use kiln_codegen::selection_dag::isd::Opcode;
    /// `CALL chain, callee, arg regs..., regmask [, glue]`: results (chain, glue).
    pub const CALL: Opcode = Opcode::target(0);
    /// `RET_GLUE chain, ret regs... [, glue]`.
    pub const RET_GLUE: Opcode = Opcode::target(1);
    /// `TC_RETURN chain, callee, arg regs... [, glue]`: a tail call.
    pub const TC_RETURN: Opcode = Opcode::target(2);
    /// `FMOV_BITS v`: the bits of a floating-point value moved to or from an integer
    /// register (`fmov`).
    pub const FMOV_BITS: Opcode = Opcode::target(3);
    /// `ABOVE_CALL_FRAME sp`: the address just above the outgoing argument area at `sp`,
    /// where a dynamic allocation's memory starts (`PseudoAboveCallFrame`, an `add` once the
    /// frame is laid out).
    pub const ABOVE_CALL_FRAME: Opcode = Opcode::target(4);
    /// `LSE operands..., ptr, opcode, bits, chain`: an LSE atomic (`ldadd`, `swp`, `cas`,
    /// ...) of `bits` on i64 values, the machine `opcode` chosen; results (value, chain).
    pub const LSE: Opcode = Opcode::target(5);
}

const I64: EVT = EVT::Simple(MVT::i64);

/// The AArch64 lowering.
#[derive(Debug)]
pub struct AArch64Lowering {
    pub(crate) info: TargetLoweringInfo,
    pic: bool,
    /// The module is for a position-independent executable (its "PIE Level" flag).
    pie: bool,
    /// The LSE atomics (`-mattr=+lse`) are available.
    pub lse: bool,
}

impl AArch64Lowering {
    /// The tables: i64 in GPR64, i32 in GPR32; narrower integers promoted; what the base ISA lacks
    /// expanded. `pic` for position-independent code, `pie` for an executable's.
    pub fn new(pic: bool, pie: bool) -> AArch64Lowering {
        use LegalizeAction::*;
        let mut info = TargetLoweringInfo::new(MVT::i64);
        let w = MVT::i64;
        info.add_register_class(w, GPR64);
        // i32 in the W registers (the low halves of the X registers, `sub_32`).
        info.add_register_class(MVT::i32, GPR32);
        for op in [
            isd::ROTL,
            isd::CTPOP,
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
            info.set_operation_action(op, MVT::i32, Expand);
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
            if vt != MVT::i32 {
                info.set_load_ext_action(isd::LoadExtType::ExtLoad, MVT::i32, vt, Legal);
                info.set_trunc_store_action(MVT::i32, vt, Legal);
            }
        }
        info.add_register_class(MVT::f32, FPR32);
        info.add_register_class(MVT::f64, FPR64);
        for vt in [MVT::f32, MVT::f64] {
            info.set_operation_action(isd::SELECT_CC, vt, Expand);
            info.set_operation_action(isd::BR_CC, vt, Expand);
            info.set_operation_action(isd::FREM, vt, LibCall);
            info.set_operation_action(isd::FCOPYSIGN, vt, Custom);
        }
        // `long double` crosses calls in a q register; the builder computes on its bits
        // through libgcc's soft-float routines (`__addtf3`, ...), which take it there too.
        info.add_register_class(MVT::f128, FPR128);
        info.soft_fp128_in_register = true;
        // NEON: the 128-bit vector types in the q registers. Vector legalization keeps the
        // operations marked Legal here as vectors and unrolls the rest into lanes.
        let int_vecs = [MVT::v16i8, MVT::v8i16, MVT::v4i32, MVT::v2i64];
        let fp_vecs = [MVT::v4f32, MVT::v2f64];
        for vt in int_vecs.iter().chain(fp_vecs.iter()) {
            info.add_register_class(*vt, FPR128);
            info.set_operation_action(isd::BUILD_VECTOR, *vt, Legal);
        }
        info.set_operation_actions(
            &[isd::ADD, isd::SUB, isd::AND, isd::OR, isd::XOR],
            &int_vecs,
            Legal,
        );
        info.set_operation_actions(
            &[isd::MUL, isd::SMAX, isd::SMIN, isd::UMAX, isd::UMIN],
            &int_vecs[..3],
            Legal,
        );
        info.set_operation_actions(&[isd::FMAXNUM, isd::FMINNUM], &fp_vecs, Legal);
        // Lane compares into masks and selects on them (`cm*`/`fcm*`, `bsl`): the float
        // compares without a single instruction or its inverse are unrolled.
        for vt in int_vecs.iter().chain(fp_vecs.iter()) {
            info.set_operation_action(isd::SETCC, *vt, Legal);
            info.set_operation_action(isd::SELECT, *vt, Legal);
        }
        for vt in fp_vecs {
            for cc in [
                CondCode::SETONE,
                CondCode::SETO,
                CondCode::SETUO,
                CondCode::SETUEQ,
                CondCode::SETUGT,
                CondCode::SETUGE,
                CondCode::SETULT,
                CondCode::SETULE,
            ] {
                info.set_cond_code_action(cc, vt, Expand);
            }
        }
        info.set_operation_actions(
            &[
                isd::FADD,
                isd::FSUB,
                isd::FMUL,
                isd::FDIV,
                isd::FNEG,
                isd::FABS,
                isd::FMA,
                isd::SINT_TO_FP,
                isd::UINT_TO_FP,
            ],
            &fp_vecs,
            Legal,
        );
        // Conversions between lanes of one width (v4i32 from v4f32, v2i64 from v2f64), and
        // shifts by a constant amount (vector legalization keeps only those).
        info.set_operation_actions(
            &[isd::FP_TO_SINT, isd::FP_TO_UINT],
            &[MVT::v4i32, MVT::v2i64],
            Legal,
        );
        info.set_operation_actions(&[isd::SHL, isd::SRL, isd::SRA], &int_vecs, Legal);
        info.set_libcall_name(isd::FREM, MVT::f32, "fmodf");
        info.set_libcall_name(isd::FREM, MVT::f64, "fmod");
        // Jump tables of 32-bit offsets from the table (`.word .LBB-.LJTI`), from 13 cases
        // as llc-22 forms them for AArch64; LLVM's default densities.
        info.set_operation_action(isd::BR_JT, w, Custom);
        info.min_jump_table_entries = 13;
        info.min_jump_table_density = 10;
        info.min_jump_table_density_optsize = 40;
        info.compute_register_properties()
            .expect("invariant: i64 has a register class");
        AArch64Lowering {
            info,
            pic,
            pie,
            lse: false,
        }
    }
}

impl TargetLowering for AArch64Lowering {
    fn info(&self) -> &TargetLoweringInfo {
        &self.info
    }

    /// What the TLS model is chosen by: an executable's thread-locals are reached with the
    /// exec models even when it is position independent (LLVM's `getTLSModel`).
    fn is_position_independent(&self) -> bool {
        self.pic && !self.pie
    }

    /// Exception handling: the personality hands a landing pad the exception pointer here.
    fn exception_pointer_register(&self) -> Option<Register> {
        Some(crate::register_info::regs::X0)
    }

    /// Exception handling: the personality hands a landing pad the selector here.
    fn exception_selector_register(&self) -> Option<Register> {
        Some(crate::register_info::regs::X1)
    }

    fn lower_formal_arguments(
        &self,
        dag: &mut SelectionDAG,
        cx: &mut LoweringContext<'_>,
        chain: SDValue,
        ins: &[InputArg],
    ) -> Result<(SDValue, Vec<SDValue>), CodegenError> {
        call_lowering::lower_formal_arguments(self, dag, cx, chain, ins)
    }

    fn lower_return(
        &self,
        dag: &mut SelectionDAG,
        cx: &mut LoweringContext<'_>,
        chain: SDValue,
        outs: &[OutputArg],
    ) -> Result<SDValue, CodegenError> {
        if outs.len() > 8 {
            return Err(CodegenError::new(format!(
                "in function '{}': a return value in more than eight registers is not supported",
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
        call_lowering::lower_call(self, dag, cx, call)
    }

    fn inline_asm_constraint(&self, code: &str, vt: Option<MVT>) -> AsmConstraint {
        table_constraint(&crate::inline_asm::CONSTRAINTS, &self.info, code, vt)
    }

    fn inline_asm_modifiers(&self) -> &'static str {
        "wxsdq"
    }

    fn lower_atomic(
        &self,
        dag: &mut SelectionDAG,
        _cx: &mut LoweringContext<'_>,
        op: &kiln_codegen::target_lowering::AtomicOp,
    ) -> Result<(Option<SDValue>, SDValue), CodegenError> {
        crate::isel_atomic::lower_atomic(dag, op, self.lse)
    }

    fn lower_va_start(
        &self,
        dag: &mut SelectionDAG,
        mf: &mut kiln_codegen::machine::MachineFunction,
        chain: SDValue,
        list: SDValue,
    ) -> Option<SDValue> {
        self.va_start(dag, mf, chain, list)
    }

    /// `__stack`, `__gr_top`, `__vr_top`, `__gr_offs` and `__vr_offs`.
    fn va_list_size(&self) -> Option<u64> {
        Some(32)
    }

    fn lower_operation(&self, dag: &mut SelectionDAG, n: NodeId) -> Option<SDValue> {
        let ops = dag.ops_copy(n);
        match dag.opcode(n) {
            isd::DYNAMIC_STACKALLOC | isd::STACKSAVE | isd::STACKRESTORE => {
                kiln_codegen::target_lowering::lower_stack_node(
                    dag,
                    n,
                    STACK_POINTER,
                    I64,
                    aarch64isd::ABOVE_CALL_FRAME,
                )
            }
            isd::FRAMEADDR => {
                let depth = dag.const_value(ops[0]).unwrap_or(0);
                Some(frame_address(dag, depth))
            }
            isd::RETURNADDR => {
                // Depth 0 is x30 itself; deeper, the saved x30 of that frame's record.
                let depth = dag.const_value(ops[0]).unwrap_or(0);
                let entry = dag.entry_token();
                if depth == 0 {
                    return Some(dag.get_copy_from_reg(entry, LINK_REGISTER, I64, None));
                }
                let fa = frame_address(dag, depth);
                Some(load_frame_slot(dag, fa, 8))
            }
            isd::FCOPYSIGN => Some(copysign(dag, ops[0], ops[1])),
            isd::BR_JT => Some(kiln_codegen::target_lowering::lower_br_jt_relative(
                dag, ops[0], ops[1], ops[2],
            )),
            _ => None,
        }
    }
}

/// `copysign(mag, sign)` through the integer registers: the magnitude's bits but the top
/// one, or'ed with the sign's top bit (f32 operands are widened to f64 and the result
/// narrowed back, both exactly).
fn copysign(dag: &mut SelectionDAG, mag: SDValue, sign: SDValue) -> SDValue {
    let f64t = EVT::Simple(MVT::f64);
    let vt = dag.vt(mag);
    let widen = |dag: &mut SelectionDAG, v: SDValue| {
        if dag.vt(v) == f64t {
            v
        } else {
            dag.get(isd::FP_EXTEND, f64t, &[v])
        }
    };
    let (m, s) = (widen(dag, mag), widen(dag, sign));
    let mb = dag.get(isd::BITCAST, I64, &[m]);
    let sb = dag.get(isd::BITCAST, I64, &[s]);
    let low = dag.get_constant(i64::MAX as i128, I64);
    let top = dag.get_constant(i64::MIN as i128, I64);
    let a = dag.get(isd::AND, I64, &[mb, low]);
    let b = dag.get(isd::AND, I64, &[sb, top]);
    let r = dag.get(isd::OR, I64, &[a, b]);
    let f = dag.get(isd::BITCAST, f64t, &[r]);
    if vt == f64t {
        f
    } else {
        let t = dag.get_target_constant(0, I64);
        dag.get(isd::FP_ROUND, vt, &[f, t])
    }
}

/// The AAPCS64 side of the generic call lowering.
impl CallLoweringHooks for AArch64Lowering {
    fn argument_rules(&self) -> &'static [CCRule] {
        crate::calling_conv::CC_AArch64_AAPCS
    }

    fn return_rules(&self) -> &'static [CCRule] {
        crate::calling_conv::RetCC_AArch64_AAPCS
    }

    fn int_argument_registers(&self) -> &'static [Register] {
        &crate::calling_conv::ARG_GPRS
    }

    fn stack_pointer(&self) -> Register {
        STACK_POINTER
    }

    /// The allocator knows the SIMD&FP registers as their D views: an f32's `sN` is `dN`.
    fn allocatable_register(&self, r: Register) -> Register {
        crate::register_info::d_of(r)
    }

    fn bits_to_location(&self, dag: &mut SelectionDAG, v: SDValue, loc_vt: MVT) -> SDValue {
        dag.get(aarch64isd::FMOV_BITS, EVT::Simple(loc_vt), &[v])
    }

    fn bits_from_location(&self, dag: &mut SelectionDAG, v: SDValue, val_vt: MVT) -> SDValue {
        dag.get(aarch64isd::FMOV_BITS, EVT::Simple(val_vt), &[v])
    }

    fn call_opcode(&self) -> Opcode {
        aarch64isd::CALL
    }

    fn tail_call_opcode(&self) -> Opcode {
        aarch64isd::TC_RETURN
    }

    fn return_opcode(&self) -> Opcode {
        aarch64isd::RET_GLUE
    }

    fn tail_call_target_register(&self) -> Register {
        // x17 (IP1): caller-saved, never allocated, untouched by the epilogue (which may use
        // x16 for a large stack adjustment).
        regs::X17
    }

    /// AAPCS64's register save areas (seed 004's `__gr_top`/`__vr_top` areas): the x
    /// registers the named arguments left free stored just below the incoming stack
    /// arguments, the free q registers (all 128 bits: a `long double` vararg) below those.
    /// Three fixed objects record the layout for `va_start`: the first stack vararg
    /// (`vararg_frame_index`), then the GR area and the VR area (each sized exactly).
    fn save_varargs(
        &self,
        dag: &mut SelectionDAG,
        cx: &mut LoweringContext<'_>,
        chain: SDValue,
        int_regs_used: usize,
        stack_bytes: i64,
    ) -> SDValue {
        use crate::register_info::{d, q, x};
        let mf = &mut *cx.mf;
        let entry = mf.layout[0];
        let gr_used = int_regs_used.min(8);
        let vr_used = (0..8u32)
            .rev()
            .find(|&k| {
                let ins = &mf.block(entry).live_ins;
                ins.contains(&d(k)) || ins.contains(&q(k))
            })
            .map_or(0, |k| k as usize + 1);
        let gr_size = 8 * (8 - gr_used) as i64;
        let vr_size = 16 * (8 - vr_used) as i64;
        let gr_space = (gr_size + 15) & !15;
        let stack = mf.frame_info.create_fixed_object(8, stack_bytes);
        let gr = mf.frame_info.create_fixed_object(gr_size as u64, -gr_size);
        let vr = mf
            .frame_info
            .create_fixed_object(vr_size as u64, -gr_space - vr_size);
        mf.frame_info.vararg_frame_index = Some(stack);
        debug_assert_eq!((gr, vr), (stack - 1, stack - 2));
        let mut chains = vec![chain];
        let mut save = |dag: &mut SelectionDAG, r: Register, vt: MVT, fi: i32, off: i64| {
            if !mf.block(entry).live_ins.contains(&r) {
                mf.block_mut(entry).live_ins.push(r);
            }
            let v = dag.get_copy_from_reg(chain, r, EVT::Simple(vt), None);
            let base = dag.get_frame_index(fi, I64, false);
            let o = dag.get_constant(off as i128, I64);
            let p = dag.get(isd::ADD, I64, &[base, o]);
            let size = EVT::Simple(vt).size_in_bits() as u64 / 8;
            let mmo = MachineMemOperand {
                ptr: PointerInfo::Unknown,
                offset: 0,
                size,
                align: size,
                flags: MachineMemOperand::STORE,
            };
            chains.push(dag.get_store(chain, v, p, mmo));
        };
        for k in gr_used..8 {
            save(dag, x(k as u32), MVT::i64, gr, 8 * (k - gr_used) as i64);
        }
        for k in vr_used..8 {
            save(dag, q(k as u32), MVT::f128, vr, 16 * (k - vr_used) as i64);
        }
        dag.get_token_factor(&chains)
    }
}

impl AArch64Lowering {
    /// `va_start`: `__stack` (the first stack vararg), `__gr_top` and `__vr_top` (the ends of
    /// the save areas), `__gr_offs` and `__vr_offs` (minus the areas' sizes), from the fixed
    /// objects [`CallLoweringHooks::save_varargs`] made.
    fn va_start(
        &self,
        dag: &mut SelectionDAG,
        mf: &mut kiln_codegen::machine::MachineFunction,
        chain: SDValue,
        list: SDValue,
    ) -> Option<SDValue> {
        let stack = mf.frame_info.vararg_frame_index?;
        let (gr, vr) = (stack - 1, stack - 2);
        let gr_size = mf.frame_info.object(gr).size as i64;
        let vr_size = mf.frame_info.object(vr).size as i64;
        let mmo = MachineMemOperand {
            ptr: PointerInfo::Unknown,
            offset: 0,
            size: 8,
            align: 8,
            flags: MachineMemOperand::STORE,
        };
        let field = |dag: &mut SelectionDAG, off: i64| {
            if off == 0 {
                return list;
            }
            let o = dag.get_constant(off as i128, I64);
            dag.get(isd::ADD, I64, &[list, o])
        };
        let top = |dag: &mut SelectionDAG, fi: i32, size: i64| {
            let b = dag.get_frame_index(fi, I64, false);
            let o = dag.get_constant(size as i128, I64);
            dag.get(isd::ADD, I64, &[b, o])
        };
        let s = dag.get_frame_index(stack, I64, false);
        let g = top(dag, gr, gr_size);
        let v = top(dag, vr, vr_size);
        let offs = ((-vr_size as u32 as i128) << 32) | (-gr_size as u32 as i128);
        let offs = dag.get_constant(offs as i64 as i128, I64);
        let mut chains = Vec::with_capacity(4);
        for (k, val) in [s, g, v, offs].into_iter().enumerate() {
            let p = field(dag, 8 * k as i64);
            chains.push(dag.get_store(chain, val, p, mmo));
        }
        Some(dag.get_token_factor(&chains))
    }
}

/// The frame address `depth` frames up: x29 points at this frame's record, whose first word
/// is the caller's x29.
fn frame_address(dag: &mut SelectionDAG, depth: i128) -> SDValue {
    let entry = dag.entry_token();
    let mut fa = dag.get_copy_from_reg(entry, FRAME_POINTER, I64, None);
    for _ in 0..depth {
        fa = load_frame_slot(dag, fa, 0);
    }
    fa
}

/// The word at `fa + off` of a frame record.
fn load_frame_slot(dag: &mut SelectionDAG, fa: SDValue, off: i64) -> SDValue {
    let entry = dag.entry_token();
    let off = dag.get_constant(off as i128, I64);
    let p = dag.get(isd::ADD, I64, &[fa, off]);
    let mmo = MachineMemOperand {
        ptr: PointerInfo::Unknown,
        offset: 0,
        size: 8,
        align: 8,
        flags: MachineMemOperand::LOAD,
    };
    dag.get_load(I64, entry, p, mmo)
}

/// Names of AArch64 target nodes and registers for DAG dumps.
#[derive(Debug, Default)]
pub struct AArch64Names;

impl NodeNames for AArch64Names {
    fn node_name(&self, op: Opcode) -> Option<String> {
        for (o, name) in [
            (aarch64isd::CALL, "AArch64ISD::CALL"),
            (aarch64isd::RET_GLUE, "AArch64ISD::RET_GLUE"),
            (aarch64isd::TC_RETURN, "AArch64ISD::TC_RETURN"),
            (aarch64isd::FMOV_BITS, "AArch64ISD::FMOV_BITS"),
            (aarch64isd::ABOVE_CALL_FRAME, "AArch64ISD::ABOVE_CALL_FRAME"),
            (aarch64isd::LSE, "AArch64ISD::LSE"),
        ] {
            if op == o {
                return Some(name.into());
            }
        }
        let m = op.machine_opcode()?;
        let tii = crate::instr_info::AArch64InstrInfo::new();
        Some(
            kiln_codegen::target::TargetInstrInfo::desc(&tii, m)
                .name
                .to_string(),
        )
    }
    fn register_name(&self, r: Register) -> Option<String> {
        Some(crate::register_info::asm_name(r).to_string())
    }
}
