//! Cpu0 lowering (LLVM's `Cpu0ISelLowering`): the legality tables of the 32-bit ISA and
//! the hooks kiln's generic call lowering ([`kiln_codegen::call_lowering`]) asks for, over
//! the tutorial's calling convention ([`crate::calling_conv`]: arguments in $4 and $5 after
//! an 8-byte home area, then the stack; results in $2 and $3).
//!
//! In: the IR types and operations the builder meets. Out: the [`TargetLoweringInfo`] tables
//! (i32 the only legal type in `GPROut`; i64 expanded by the core into pairs of words, with
//! carries through SLTu or CMP and products through MULTu and MFHI, division through
//! libcalls), the call, return and argument lowering, and the custom lowering of dynamic
//! stack allocation. Floating point has no register class (Cpu0 has no FPU): `soft_float`
//! makes the core soften f32 to i32 and f64 to i64 (a register pair, high word first on
//! big-endian `cpu0`) with libgcc calls, so a double travels exactly as a `long long`.

use crate::calling_conv::{self, ARG_GPRS, HOME_AREA};
use crate::register_info::{regs, GPR, STACK_POINTER as SP};
use kiln_codegen::call_lowering::{self, CallLoweringHooks};
use kiln_codegen::calling_conv::CCRule;
use kiln_codegen::selection_dag::isd::{self, Opcode};
use kiln_codegen::selection_dag::{
    MachineMemOperand, NodeId, NodeNames, PointerInfo, SDValue, SelectionDAG,
};
use kiln_codegen::target_lowering::{
    AtomicKind, AtomicOp, CallLoweringInfo, InputArg, LegalizeAction, LoweringContext, OutputArg,
    TargetLowering, TargetLoweringInfo,
};
use kiln_codegen::value_types::{EVT, MVT};
use kiln_codegen::CodegenError;
use kiln_mc::register_info::Register;

/// Cpu0 target DAG opcodes (LLVM's `Cpu0ISD`).
pub mod cpu0isd {
    use kiln_codegen::selection_dag::isd::Opcode;
    /// `JmpLink chain, callee, arg regs..., regmask [, glue]`: results (chain, glue).
    pub const JMP_LINK: Opcode = Opcode::target(0);
    /// `Ret chain, ret regs... [, glue]`.
    pub const RET: Opcode = Opcode::target(1);
    /// `TailCall chain, callee, arg regs... [, glue]`: a tail call (leaves the function).
    pub const TAIL_CALL: Opcode = Opcode::target(2);
    /// `AboveCallFrame sp`: the address just above the outgoing argument area at `sp` (a
    /// dynamic allocation's result: the calls after it store their arguments below it).
    pub const ABOVE_CALL_FRAME: Opcode = Opcode::target(3);
}

const I32: EVT = EVT::Simple(MVT::i32);

/// The Cpu0 lowering.
#[derive(Debug)]
pub struct Cpu0Lowering {
    info: TargetLoweringInfo,
}

impl Cpu0Lowering {
    /// The tables: i32 in `GPROut`; narrower integers promoted; what the ISA lacks expanded
    /// (the same for both subtargets: their compares differ only in selection). With
    /// `big_endian` (`cpu0`), i64 halves are high first in memory and in register pairs.
    pub fn new(big_endian: bool) -> Cpu0Lowering {
        use LegalizeAction::*;
        let mut info = TargetLoweringInfo::new(MVT::i32);
        info.add_register_class(MVT::i32, GPR);
        for op in [
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
            info.set_operation_action(op, MVT::i32, Expand);
        }
        for op in [isd::DYNAMIC_STACKALLOC, isd::STACKSAVE, isd::STACKRESTORE] {
            info.set_operation_action(op, MVT::i32, Custom);
            info.set_operation_action(op, MVT::Other, Custom);
        }
        for vt in [MVT::i1, MVT::i8, MVT::i16] {
            info.set_load_ext_action(isd::LoadExtType::ExtLoad, MVT::i32, vt, Legal);
            info.set_trunc_store_action(MVT::i32, vt, Legal);
        }
        // No FPU: floats become their bits in integers, operations libgcc calls.
        info.soft_float = true;
        info.stack_alignment = 8;
        info.big_endian = big_endian;
        info.min_jump_table_entries = 5;
        info.min_jump_table_density = 10;
        info.min_jump_table_density_optsize = 40;
        info.compute_register_properties()
            .expect("invariant: i32 has a register class");
        Cpu0Lowering { info }
    }
}

fn check_parts<T>(parts: &[T], num: impl Fn(&T) -> u32, what: &str) -> Result<(), CodegenError> {
    if parts.iter().any(|p| num(p) > 2) {
        return Err(CodegenError::new(format!(
            "{what} wider than 64 bits is not supported by the Cpu0 code generator"
        )));
    }
    Ok(())
}

impl TargetLowering for Cpu0Lowering {
    fn info(&self) -> &TargetLoweringInfo {
        &self.info
    }

    /// Cpu0 has no atomic instructions: every atomic access is an `__atomic_*_N` call (the
    /// runtime's, done with plain accesses on the simulator's one processor).
    fn max_atomic_size_in_bits(&self) -> u32 {
        0
    }

    /// A fence orders nothing on one in-order processor without caches: only the chain.
    fn lower_atomic(
        &self,
        _dag: &mut SelectionDAG,
        _cx: &mut LoweringContext<'_>,
        op: &AtomicOp,
    ) -> Result<(Option<SDValue>, SDValue), CodegenError> {
        match op.kind {
            AtomicKind::Fence => Ok((None, op.chain)),
            _ => Err(CodegenError::new("an atomic access that is not a libcall")),
        }
    }

    /// No: without an FPU a fused multiply-add is a libcall, so `llvm.fmuladd` is a
    /// multiply and an add (as LLVM does for soft float).
    fn is_fma_faster_than_fmul_and_fadd(&self, _vt: EVT) -> bool {
        false
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
        if outs.len() > 4 {
            return Err(CodegenError::new(format!(
                "in function '{}': a return value wider than 128 bits is not supported by the Cpu0 code generator",
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
        check_parts(&call.outs, |p| p.num_parts, "a call argument")?;
        if call.ins.len() > 4 {
            return Err(CodegenError::new(
                "a call result wider than 128 bits is not supported by the Cpu0 code generator",
            ));
        }
        call_lowering::lower_call(self, dag, cx, call)
    }

    fn lower_operation(&self, dag: &mut SelectionDAG, n: NodeId) -> Option<SDValue> {
        let ops = dag.ops_copy(n);
        match dag.opcode(n) {
            isd::DYNAMIC_STACKALLOC => {
                // sp = (sp - round_up(bytes, 8)) & -align; the result is the new sp plus the
                // outgoing argument area the calls after it use (known after frame layout).
                let chain = ops[0];
                let sp = dag.get_copy_from_reg(chain, SP, I32, None);
                let c7 = dag.get_constant(7, I32);
                let sz = dag.get(isd::ADD, I32, &[ops[1], c7]);
                let m8 = dag.get_constant(-8, I32);
                let sz = dag.get(isd::AND, I32, &[sz, m8]);
                let mut new = dag.get(isd::SUB, I32, &[sp, sz]);
                if let Some(a) = dag.const_value(ops[2]).filter(|&a| a > 8) {
                    let m = dag.get_constant(-a, I32);
                    new = dag.get(isd::AND, I32, &[new, m]);
                }
                let c = dag.get_copy_to_reg(SDValue::new(sp.node, 1), SP, new, None);
                dag.replace_all_uses_with(SDValue::new(n, 1), c);
                Some(dag.get(cpu0isd::ABOVE_CALL_FRAME, I32, &[new]))
            }
            isd::STACKSAVE => {
                let v = dag.get_copy_from_reg(ops[0], SP, I32, None);
                dag.replace_all_uses_with(SDValue::new(n, 1), SDValue::new(v.node, 1));
                Some(v)
            }
            isd::STACKRESTORE => Some(dag.get_copy_to_reg(ops[0], SP, ops[1], None)),
            _ => None,
        }
    }
}

/// The Cpu0 side of the generic call lowering: the tutorial's tables and the O32 home area.
impl CallLoweringHooks for Cpu0Lowering {
    fn argument_rules(&self) -> &'static [CCRule] {
        calling_conv::CC_Cpu0O32
    }

    fn return_rules(&self) -> &'static [CCRule] {
        calling_conv::RetCC_Cpu0
    }

    fn int_argument_registers(&self) -> &'static [Register] {
        &ARG_GPRS
    }

    fn stack_pointer(&self) -> Register {
        SP
    }

    fn argument_area_start(&self) -> u64 {
        HOME_AREA
    }

    fn bits_to_location(&self, _dag: &mut SelectionDAG, v: SDValue, _loc_vt: MVT) -> SDValue {
        // No rule converts bits: Cpu0 passes integers only.
        v
    }

    fn bits_from_location(&self, _dag: &mut SelectionDAG, v: SDValue, _val_vt: MVT) -> SDValue {
        v
    }

    fn call_opcode(&self) -> Opcode {
        cpu0isd::JMP_LINK
    }

    fn tail_call_opcode(&self) -> Opcode {
        cpu0isd::TAIL_CALL
    }

    fn return_opcode(&self) -> Opcode {
        cpu0isd::RET
    }

    fn tail_call_target_register(&self) -> Register {
        // $t9: caller-saved, and the epilogue does not touch it.
        regs::T9
    }

    /// O32: the argument registers not taken by named arguments are stored to their home
    /// slots in the caller's argument area (offsets 0 and 4), so the unnamed arguments lie
    /// in one row of words from the first unnamed one: its slot is the `va_start` address.
    fn save_varargs(
        &self,
        dag: &mut SelectionDAG,
        cx: &mut LoweringContext<'_>,
        chain: SDValue,
        used: usize,
        stack: i64,
    ) -> SDValue {
        let mf = &mut *cx.mf;
        if used >= ARG_GPRS.len() || stack > HOME_AREA as i64 {
            let fi = mf.frame_info.create_fixed_object(4, stack);
            mf.frame_info.vararg_frame_index = Some(fi);
            return chain;
        }
        let entry = mf.layout[0];
        let mut chains = vec![chain];
        let mut first = None;
        for (k, &r) in ARG_GPRS.iter().enumerate().skip(used) {
            let fi = mf.frame_info.create_fixed_object(4, 4 * k as i64);
            first.get_or_insert(fi);
            if !mf.block(entry).live_ins.contains(&r) {
                mf.block_mut(entry).live_ins.push(r);
            }
            let v = dag.get_copy_from_reg(chain, r, I32, None);
            let p = dag.get_frame_index(fi, I32, false);
            let mmo = MachineMemOperand {
                ptr: PointerInfo::FrameIndex(fi),
                offset: 0,
                size: 4,
                align: 4,
                flags: MachineMemOperand::STORE,
            };
            chains.push(dag.get_store(chain, v, p, mmo));
        }
        mf.frame_info.vararg_frame_index = first;
        dag.get_token_factor(&chains)
    }
}

/// Names of Cpu0 target nodes and registers for DAG dumps.
#[derive(Debug, Default)]
pub struct Cpu0Names;

impl NodeNames for Cpu0Names {
    fn node_name(&self, op: Opcode) -> Option<String> {
        for (o, name) in [
            (cpu0isd::JMP_LINK, "Cpu0ISD::JmpLink"),
            (cpu0isd::RET, "Cpu0ISD::Ret"),
            (cpu0isd::TAIL_CALL, "Cpu0ISD::TailCall"),
            (cpu0isd::ABOVE_CALL_FRAME, "Cpu0ISD::AboveCallFrame"),
        ] {
            if op == o {
                return Some(name.into());
            }
        }
        let m = op.machine_opcode()?;
        Some(
            kiln_codegen::target::TargetInstrInfo::desc(&crate::instr_info::Cpu0InstrInfo, m)
                .name
                .to_string(),
        )
    }
    fn register_name(&self, r: Register) -> Option<String> {
        Some(crate::register_info::asm_name(r).to_string())
    }
}
