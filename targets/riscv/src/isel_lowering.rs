//! The RISC-V `TargetLowering` (LLVM's `RISCVISelLowering`): legal types and operation
//! actions for RV64IM, the lp64 integer calling convention (formal arguments, calls,
//! returns) and the custom lowering of dynamic stack allocation and stack save/restore.
//!
//! In: DAG nodes the target-independent builder and legalizer hand over. Out: target nodes
//! ([`riscvisd`]) and copies to and from the ABI registers, loads and stores of stack
//! arguments; errors naming what the convention cannot pass.
//!
//! The convention (RISC-V psABI, lp64): integer parts go to a0-a7, then to 8-byte stack
//! slots in order; a 2×XLEN value that is a variadic argument starts in an even register;
//! a 2×XLEN value with one register left is split between a7 and the stack; results come
//! back in a0/a1.

use crate::instr_info::{f, is_fpr, x, FP, FPR32, FPR64, GPR, SP};
use crate::subtarget::{RiscvAbi, RiscvSubtarget};
use kiln_codegen::calling_conv::{ArgFlags, Location};
use kiln_codegen::selection_dag::isd::{self, CondCode, Opcode};
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
}

const I64: EVT = EVT::Simple(MVT::i64);

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
        // sext.w is one instruction (and free after a W instruction); zero-extending 32 bits
        // takes two.
        info.sext_cheaper_than_zext.push((MVT::i32, MVT::i64));
        info.add_register_class(MVT::i64, GPR);
        let w = MVT::i64;
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
        crate::isel_fp::set_fp_actions(&mut info, FPR32, FPR64);
        // LLVM's RISC-V tuning: at least 5 cases; 10% dense (40% under optsize).
        info.min_jump_table_entries = 5;
        info.min_jump_table_density = 10;
        info.min_jump_table_density_optsize = 40;
        info.compute_register_properties()
            .expect("invariant: i64 has a register class");
        RiscvLowering {
            info,
            pic,
            abi: st.abi(),
        }
    }

    /// Whether the ABI passes floating point in FP registers (lp64d) or as integers (lp64).
    fn hard_float_abi(&self) -> bool {
        self.abi.float_abi_bits() > 0
    }
}

/// Where one part goes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Loc {
    Reg(Register),
    Stack(i64),
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

/// Assigns lp64d locations, with the rules generated from `td/RISCVCallingConv.td`
/// (`crate::calling_conv`), to parts given as `(flags, num_parts, part, vt)`: a non-variadic
/// f32/f64 goes to the next of fa0-fa7 while one is left, then like an integer (the next of
/// a0-a7, then an 8-byte stack slot; a variadic 2xXLEN value in an aligned pair). Returns
/// the locations, the stack bytes used and the number of integer registers used.
fn assign(parts: &[(ArgFlags, u32, u32, MVT)], hard_float: bool) -> (Vec<Loc>, i64, usize) {
    let cc_parts: Vec<(MVT, ArgFlags)> = parts
        .iter()
        .map(|&(flags, n, part, vt)| {
            let mut flags = flags;
            if n == 2 {
                flags.0 |= if part == 0 {
                    ArgFlags::SPLIT
                } else {
                    ArgFlags::SPLIT_END
                };
            }
            (vt, flags)
        })
        .collect();
    let (locs, stack) =
        crate::calling_conv::analyze(&cc_parts, crate::calling_conv::argument_rules(hard_float))
            .expect("invariant: the argument rules end in a stack slot");
    let gprs = crate::calling_conv::ARG_GPRS;
    let mut used = 0;
    let out = locs
        .iter()
        .map(|l| match l.loc {
            Location::Reg(r) => {
                if let Some(k) = gprs.iter().position(|&g| g == r) {
                    used = used.max(k + 1);
                }
                Loc::Reg(fpr_d_view(r))
            }
            Location::Stack(off) => Loc::Stack(off),
        })
        .collect();
    (out, stack as i64, used)
}

/// The registers of return parts of types `vts` under lp64d (a0/a1, fa0/fa1), or an error
/// when they need more (such values are returned through memory, which clang arranges).
fn assign_return(
    vts: impl Iterator<Item = MVT>,
    hard_float: bool,
) -> Result<Vec<Register>, CodegenError> {
    let parts: Vec<(MVT, ArgFlags)> = vts.map(|vt| (vt, ArgFlags::default())).collect();
    let (locs, _) =
        crate::calling_conv::analyze(&parts, crate::calling_conv::return_rules(hard_float))
            .map_err(|_| {
                CodegenError::new("a return value needing more than two registers of a class")
            })?;
    Ok(locs
        .iter()
        .map(|l| match l.loc {
            Location::Reg(r) => fpr_d_view(r),
            Location::Stack(_) => unreachable!("invariant: the return rules assign registers only"),
        })
        .collect())
}

/// Whether a call in tail position can be a tail call (LLVM's
/// `RISCVTargetLowering::isEligibleForTailCallOptimization`, for what kiln passes): every
/// argument in a register (no outgoing stack area to outlive the caller's frame) and no
/// struct-return or by-value pointer into the caller's frame. Same convention on both sides.
fn tail_call_eligible(call: &CallLoweringInfo, locs: &[Loc]) -> bool {
    locs.iter().all(|l| matches!(l, Loc::Reg(_)))
        && !call
            .outs
            .iter()
            .any(|o| o.flags.has(ArgFlags::SRET) || o.flags.has(ArgFlags::BYVAL))
}

/// A tail call: arguments copied to their registers, an indirect callee to t1 (a
/// caller-saved register the epilogue does not restore), then `TAIL`. No call sequence: the
/// epilogue runs before the jump.
fn lower_tail_call(
    dag: &mut SelectionDAG,
    cx: &mut LoweringContext<'_>,
    call: &CallLoweringInfo,
    locs: &[Loc],
) -> SDValue {
    let mut chain = call.chain;
    let mut glue = None;
    let mut regs = vec![];
    for (loc, out) in locs.iter().zip(&call.outs) {
        if let Loc::Reg(r) = *loc {
            let c = dag.get_copy_to_reg(chain, r, out.value, glue);
            chain = c;
            glue = Some(SDValue::new(c.node, 1));
            regs.push(dag.get_register(r, I64));
        }
    }
    let callee = match dag.data(call.callee.node) {
        NodeData::GlobalAddress { global, offset, .. } => {
            dag.get_global_address(global, I64, offset, true, 0)
        }
        NodeData::ExternalSymbol(s, _) => dag.get_external_symbol(s, I64, true, 0),
        _ => {
            let t1 = x(6);
            let c = dag.get_copy_to_reg(chain, t1, call.callee, glue);
            chain = c;
            glue = Some(SDValue::new(c.node, 1));
            dag.get_register(t1, I64)
        }
    };
    let mut ops = vec![chain, callee];
    ops.extend(regs);
    if let Some(g) = glue {
        ops.push(g);
    }
    cx.mf.frame_info.has_tail_call = true;
    dag.get_node(riscvisd::TAIL, &[EVT::OTHER], &ops)
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

    fn lower_atomic(
        &self,
        dag: &mut SelectionDAG,
        _cx: &mut LoweringContext<'_>,
        op: &kiln_codegen::target_lowering::AtomicOp,
    ) -> Result<(Option<SDValue>, SDValue), CodegenError> {
        crate::isel_atomic::lower_atomic(dag, op)
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
        let parts: Vec<_> = ins
            .iter()
            .map(|a| (a.flags, a.num_parts, a.part, a.vt))
            .collect();
        let (locs, stack, used) = assign(&parts, self.hard_float_abi());
        let mut vals = Vec::with_capacity(ins.len());
        let mut chains = vec![chain];
        let entry = cx.mf.layout[0];
        for (loc, a) in locs.iter().zip(ins) {
            let vt = EVT::Simple(a.vt);
            match *loc {
                Loc::Reg(r) => {
                    if !cx.mf.block(entry).live_ins.contains(&r) {
                        cx.mf.block_mut(entry).live_ins.push(r);
                    }
                    if !is_fpr(r) && arg_is_sext32(a) {
                        cx.mf.sext32_live_ins.push(r);
                    }
                    if vt.is_floating_point() && !is_fpr(r) {
                        // An FP argument in an integer register (the FPRs ran out).
                        let v = dag.get_copy_from_reg(chain, r, I64, None);
                        vals.push(dag.get(riscvisd::FMV_TO_FP, vt, &[v]));
                    } else {
                        vals.push(dag.get_copy_from_reg(chain, r, vt, None));
                    }
                }
                Loc::Stack(off) => {
                    let fi = cx.mf.frame_info.create_fixed_object(8, off);
                    let p = dag.get_frame_index(fi, I64, false);
                    let size = if vt == EVT::Simple(MVT::f32) { 4 } else { 8 };
                    let mmo = MachineMemOperand {
                        ptr: PointerInfo::FrameIndex(fi),
                        offset: 0,
                        size,
                        align: 8,
                        flags: MachineMemOperand::LOAD,
                    };
                    let v = dag.get_load(vt, chain, p, mmo);
                    chains.push(SDValue::new(v.node, 1));
                    vals.push(v);
                }
            }
        }
        let mut chain = dag.get_token_factor(&chains);
        if cx.is_vararg {
            chain = crate::isel_fp::save_varargs(dag, cx, chain, used, stack);
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
        if outs.len() > 2 {
            return Err(CodegenError::new(format!(
                "in function '{}': a return value wider than 2×XLEN is not supported yet",
                cx.mf.name
            )));
        }
        let mut chain = chain;
        let mut glue = None;
        let mut ops = vec![];
        let ret_regs = assign_return(outs.iter().map(|o| o.vt), self.hard_float_abi())?;
        for (out, &r) in outs.iter().zip(&ret_regs) {
            let mut v = out.value;
            if out.vt.is_floating_point() && !is_fpr(r) {
                // lp64: a floating-point result travels as its bits.
                v = dag.get(riscvisd::FMV_X_ANYEXT, I64, &[v]);
            }
            let c = dag.get_copy_to_reg(chain, r, v, glue);
            chain = c;
            glue = Some(SDValue::new(c.node, 1));
            ops.push(dag.get_register(r, dag.vt(v)));
        }
        ops.insert(0, chain);
        if let Some(g) = glue {
            ops.push(g);
        }
        Ok(dag.get_node(riscvisd::RET_GLUE, &[EVT::OTHER], &ops))
    }

    fn lower_call(
        &self,
        dag: &mut SelectionDAG,
        cx: &mut LoweringContext<'_>,
        call: &CallLoweringInfo,
    ) -> Result<(SDValue, Vec<SDValue>), CodegenError> {
        check_parts(&call.outs, |p| p.num_parts, "a call argument")?;
        if call.ins.len() > 2 {
            return Err(CodegenError::new(
                "a call result wider than 2×XLEN is not supported yet",
            ));
        }
        let parts: Vec<_> = call
            .outs
            .iter()
            .map(|a| (a.flags, a.num_parts, a.part, a.vt))
            .collect();
        let (locs, stack, _) = assign(&parts, self.hard_float_abi());
        if call.is_tail_call && tail_call_eligible(call, &locs) {
            return Ok((lower_tail_call(dag, cx, call, &locs), Vec::new()));
        }
        let bytes = (stack as u64).div_ceil(16) * 16;
        let start = dag.get_callseq_start(call.chain, bytes, I64);
        let mut chain = start;
        let mut stores = vec![];
        for (loc, out) in locs.iter().zip(&call.outs) {
            if let Loc::Stack(off) = *loc {
                let sp = dag.get_copy_from_reg(dag.entry_token(), SP, I64, None);
                let o = dag.get_constant(off as i128, I64);
                let addr = dag.get(isd::ADD, I64, &[sp, o]);
                let size = if out.vt == MVT::f32 { 4 } else { 8 };
                let mmo = MachineMemOperand {
                    ptr: PointerInfo::Stack,
                    offset: off,
                    size,
                    align: 8,
                    flags: MachineMemOperand::STORE,
                };
                stores.push(dag.get_store(chain, out.value, addr, mmo));
            }
        }
        if !stores.is_empty() {
            stores.insert(0, chain);
            chain = dag.get_token_factor(&stores);
        }
        let mut glue = None;
        let mut regs = vec![];
        for (loc, out) in locs.iter().zip(&call.outs) {
            if let Loc::Reg(r) = *loc {
                let mut v = out.value;
                if out.vt.is_floating_point() && !is_fpr(r) {
                    v = dag.get(riscvisd::FMV_X_ANYEXT, I64, &[v]);
                }
                let c = dag.get_copy_to_reg(chain, r, v, glue);
                chain = c;
                glue = Some(SDValue::new(c.node, 1));
                regs.push(dag.get_register(r, dag.vt(v)));
            }
        }
        let callee = match dag.data(call.callee.node) {
            NodeData::GlobalAddress { global, offset, .. } => {
                dag.get_global_address(global, I64, offset, true, 0)
            }
            NodeData::ExternalSymbol(s, _) => dag.get_external_symbol(s, I64, true, 0),
            _ => call.callee,
        };
        let mut ops = vec![chain, callee];
        ops.extend(regs);
        ops.push(dag.get_register_mask(0));
        if let Some(g) = glue {
            ops.push(g);
        }
        let c = dag.get_node(riscvisd::CALL, &[EVT::OTHER, EVT::GLUE], &ops);
        let end = dag.get_callseq_end(c, bytes, I64, Some(SDValue::new(c.node, 1)));
        let mut chain = end;
        let mut glue = SDValue::new(end.node, 1);
        let mut vals = vec![];
        let ret_regs = assign_return(call.ins.iter().map(|a| a.vt), self.hard_float_abi())?;
        for (a, &r) in call.ins.iter().zip(&ret_regs) {
            let bits = a.vt.is_floating_point() && !is_fpr(r);
            let vt = if bits { I64 } else { EVT::Simple(a.vt) };
            let v = dag.get_copy_from_reg(chain, r, vt, Some(glue));
            chain = SDValue::new(v.node, 1);
            glue = SDValue::new(v.node, 2);
            // lp64: a floating-point result arrives as its bits.
            vals.push(if bits {
                dag.get(riscvisd::FMV_TO_FP, EVT::Simple(a.vt), &[v])
            } else {
                v
            });
        }
        Ok((chain, vals))
    }

    fn lower_operation(&self, dag: &mut SelectionDAG, n: NodeId) -> Option<SDValue> {
        let ops = dag.ops_copy(n);
        match dag.opcode(n) {
            isd::DYNAMIC_STACKALLOC => {
                // sp = (sp - round_up(bytes, 16)) & -align; the result is the new sp.
                let chain = ops[0];
                let sp = dag.get_copy_from_reg(chain, SP, I64, None);
                let c15 = dag.get_constant(15, I64);
                let sz = dag.get(isd::ADD, I64, &[ops[1], c15]);
                let m16 = dag.get_constant(-16, I64);
                let sz = dag.get(isd::AND, I64, &[sz, m16]);
                let mut new = dag.get(isd::SUB, I64, &[sp, sz]);
                if let Some(a) = dag.const_value(ops[2]).filter(|&a| a > 16) {
                    let m = dag.get_constant(-a, I64);
                    new = dag.get(isd::AND, I64, &[new, m]);
                }
                let c = dag.get_copy_to_reg(SDValue::new(sp.node, 1), SP, new, None);
                dag.replace_all_uses_with(SDValue::new(n, 1), c);
                Some(new)
            }
            isd::STACKSAVE => {
                let v = dag.get_copy_from_reg(ops[0], SP, I64, None);
                dag.replace_all_uses_with(SDValue::new(n, 1), SDValue::new(v.node, 1));
                Some(v)
            }
            isd::STACKRESTORE => Some(dag.get_copy_to_reg(ops[0], SP, ops[1], None)),
            isd::FRAMEADDR => {
                let depth = dag.const_value(ops[0]).unwrap_or(0);
                Some(frame_address(dag, depth))
            }
            isd::RETURNADDR => {
                // Depth 0 is ra itself (the builder reads it at the top of the entry block);
                // deeper, the saved ra 8 bytes below that frame's s0 (LLVM's
                // RISCVTargetLowering::lowerRETURNADDR).
                let depth = dag.const_value(ops[0]).unwrap_or(0);
                let entry = dag.entry_token();
                if depth == 0 {
                    return Some(dag.get_copy_from_reg(entry, crate::instr_info::RA, I64, None));
                }
                let fa = frame_address(dag, depth);
                Some(load_frame_slot(dag, fa, -8))
            }
            _ => crate::isel_fp::lower_fp_operation(dag, n),
        }
    }
}

/// The frame address `depth` frames up: s0 is the CFA (the caller's sp); each frame record
/// keeps the caller's s0 16 bytes below it (LLVM's RISCVTargetLowering::lowerFRAMEADDR).
fn frame_address(dag: &mut SelectionDAG, depth: i128) -> SDValue {
    let entry = dag.entry_token();
    let mut fa = dag.get_copy_from_reg(entry, FP, I64, None);
    for _ in 0..depth {
        fa = load_frame_slot(dag, fa, -16);
    }
    fa
}

/// The doubleword at `fa + off` of a frame record (unordered with the block's stores: frame
/// records are not written by the function body).
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

/// Names of RISC-V target nodes and registers for DAG dumps.
#[derive(Debug, Default)]
pub struct RiscvNames;

impl NodeNames for RiscvNames {
    fn node_name(&self, op: Opcode) -> Option<String> {
        if op == riscvisd::CALL {
            return Some("RISCVISD::CALL".into());
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
