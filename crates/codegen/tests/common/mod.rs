//! A small mock target ("toy") for the framework tests: 16 integer registers r1..r16 in one
//! class, r2 the stack pointer, r8 the frame pointer, r3..r4 argument/return registers,
//! r9..r12 callee-saved; a handful of instructions.

#![allow(dead_code)]

use kiln_codegen::machine::{MBBId, MachineFunction, MachineOperand};
use kiln_codegen::target::{
    instr_flags as f, target_opcode, InstrDesc, OperandKind, RegClassId, TargetInstrInfo,
    TargetRegisterInfo,
};
use kiln_mc::register_info::Register;

pub const GPR: RegClassId = RegClassId(0);
pub const SP: Register = Register(2);
pub const FP: Register = Register(8);

pub mod op {
    pub const LI: u32 = 0; // rd = imm
    pub const ADD: u32 = 1; // rd = rs1 + rs2
    pub const ADDI: u32 = 2; // rd = rs1 + imm
    pub const LW: u32 = 3; // rd = [base + imm]
    pub const SW: u32 = 4; // [base + imm] = rs
    pub const BEQ: u32 = 5; // if rs1 == rs2 goto bb
    pub const J: u32 = 6; // goto bb
    pub const RET: u32 = 7;
    pub const CALL: u32 = 8; // call symbol
    pub const MV: u32 = 9; // rd = rs
    pub const SUB: u32 = 10;
    pub const MUL: u32 = 11;
    pub const SLT: u32 = 12;
    pub const SLTU: u32 = 13;
    pub const BNE: u32 = 14;
    pub const XOR: u32 = 15;
    pub const AND: u32 = 16;
    pub const OR: u32 = 17;
    pub const SLL: u32 = 18;
    pub const SRL: u32 = 19;
    pub const SRA: u32 = 20;
    pub const DIV: u32 = 21;
    pub const REM: u32 = 22;
    pub const DIVU: u32 = 23;
    pub const REMU: u32 = 24;
    pub const SLTI: u32 = 25;
    pub const ANDI: u32 = 26;
    pub const LB: u32 = 27;
    pub const LBU: u32 = 28;
    pub const LH: u32 = 29;
    pub const LHU: u32 = 30;
    pub const LWS: u32 = 31; // 32-bit sign-extending
    pub const LWU: u32 = 32;
    pub const SB: u32 = 33;
    pub const SH: u32 = 34;
    pub const SW32: u32 = 35;
    pub const TRAP: u32 = 36;
    pub const ADJDOWN: u32 = 37;
    pub const ADJUP: u32 = 38;
    pub const LA: u32 = 39; // rd = address of a jump table or symbol
    pub const JR: u32 = 40; // jump to the address in rs
    pub const NUM: u32 = 41;
}

const R: OperandKind = OperandKind::Reg(0);
const I: OperandKind = OperandKind::Imm;
const A: OperandKind = OperandKind::Any;

pub struct Toy {
    order: Vec<Register>,
    csr: Vec<Register>,
}

impl Default for Toy {
    fn default() -> Self {
        Toy::new()
    }
}

impl Toy {
    pub fn new() -> Toy {
        // r3..r7 caller-saved first, then r9..r12 callee-saved; r1 (ra), r2 (sp), r8 (fp) and
        // r13..r16 are reserved.
        let order = [3, 4, 5, 6, 7, 9, 10, 11, 12]
            .iter()
            .map(|&r| Register(r))
            .collect();
        let csr = [9, 10, 11, 12].iter().map(|&r| Register(r)).collect();
        Toy { order, csr }
    }

    pub fn with_regs(regs: &[u32]) -> Toy {
        let order: Vec<Register> = regs.iter().map(|&r| Register(r)).collect();
        let csr = order
            .iter()
            .copied()
            .filter(|r| (9..=12).contains(&r.0))
            .collect();
        Toy { order, csr }
    }
}

fn d(name: &'static str, num_defs: u8, operands: &'static [OperandKind], flags: u64) -> InstrDesc {
    InstrDesc {
        name,
        num_defs,
        operands,
        flags,
        implicit_uses: &[],
        implicit_defs: &[],
        tied_to: &[],
    }
}

impl TargetInstrInfo for Toy {
    fn desc(&self, opcode: u32) -> InstrDesc {
        let term = f::TERMINATOR | f::BRANCH;
        match opcode {
            op::LI => d("LI", 1, &[R, I], 0),
            op::ADD => d("ADD", 1, &[R, R, R], 0),
            op::SUB => d("SUB", 1, &[R, R, R], 0),
            op::MUL => d("MUL", 1, &[R, R, R], 0),
            op::SLT => d("SLT", 1, &[R, R, R], 0),
            op::SLTU => d("SLTU", 1, &[R, R, R], 0),
            op::XOR => d("XOR", 1, &[R, R, R], 0),
            op::AND => d("AND", 1, &[R, R, R], 0),
            op::OR => d("OR", 1, &[R, R, R], 0),
            op::SLL => d("SLL", 1, &[R, R, R], 0),
            op::SRL => d("SRL", 1, &[R, R, R], 0),
            op::SRA => d("SRA", 1, &[R, R, R], 0),
            op::DIV => d("DIV", 1, &[R, R, R], 0),
            op::REM => d("REM", 1, &[R, R, R], 0),
            op::DIVU => d("DIVU", 1, &[R, R, R], 0),
            op::REMU => d("REMU", 1, &[R, R, R], 0),
            op::ADDI => d("ADDI", 1, &[R, A, I], 0),
            op::SLTI => d("SLTI", 1, &[R, R, I], 0),
            op::ANDI => d("ANDI", 1, &[R, R, I], 0),
            op::LW => d("LW", 1, &[R, A, I], f::MAY_LOAD),
            op::SW => d("SW", 0, &[R, A, I], f::MAY_STORE),
            op::BEQ => d("BEQ", 0, &[R, R, I], term),
            op::BNE => d("BNE", 0, &[R, R, I], term),
            op::J => d("J", 0, &[I], term | f::BARRIER),
            op::RET => d(
                "RET",
                0,
                &[],
                f::TERMINATOR | f::RETURN | f::BARRIER | f::VARIADIC,
            ),
            op::CALL => InstrDesc {
                implicit_defs: &[3, 4],
                ..d("CALL", 0, &[A], f::CALL | f::VARIADIC)
            },
            op::MV => d("MV", 1, &[R, R], 0),
            op::LB => d("LB", 1, &[R, A, I], f::MAY_LOAD),
            op::LBU => d("LBU", 1, &[R, A, I], f::MAY_LOAD),
            op::LH => d("LH", 1, &[R, A, I], f::MAY_LOAD),
            op::LHU => d("LHU", 1, &[R, A, I], f::MAY_LOAD),
            op::LWS => d("LWS", 1, &[R, A, I], f::MAY_LOAD),
            op::LWU => d("LWU", 1, &[R, A, I], f::MAY_LOAD),
            op::SB => d("SB", 0, &[R, A, I], f::MAY_STORE),
            op::SH => d("SH", 0, &[R, A, I], f::MAY_STORE),
            op::SW32 => d("SW32", 0, &[R, A, I], f::MAY_STORE),
            op::TRAP => d("TRAP", 0, &[], f::TERMINATOR | f::BARRIER),
            op::ADJDOWN => d("ADJDOWN", 0, &[I, I], 0),
            op::ADJUP => d("ADJUP", 0, &[I, I], 0),
            op::LA => d("LA", 1, &[R, A], 0),
            op::JR => d(
                "JR",
                0,
                &[R],
                f::TERMINATOR | f::BRANCH | f::INDIRECT_BRANCH | f::BARRIER,
            ),
            _ => d("<unknown>", 0, &[], f::VARIADIC),
        }
    }

    fn copy_phys_reg(
        &self,
        mf: &mut MachineFunction,
        mbb: MBBId,
        pos: usize,
        dst: Register,
        src: Register,
    ) {
        mf.insert_instr(
            mbb,
            pos,
            op::MV,
            &[MachineOperand::reg_def(dst), MachineOperand::reg_use(src)],
        );
    }

    fn store_reg_to_stack_slot(
        &self,
        mf: &mut MachineFunction,
        mbb: MBBId,
        pos: usize,
        src: Register,
        fi: i32,
        _rc: RegClassId,
    ) {
        mf.insert_instr(
            mbb,
            pos,
            op::SW,
            &[
                MachineOperand::reg_use(src),
                MachineOperand::FrameIndex(fi),
                MachineOperand::Imm(0),
            ],
        );
    }

    fn load_reg_from_stack_slot(
        &self,
        mf: &mut MachineFunction,
        mbb: MBBId,
        pos: usize,
        dst: Register,
        fi: i32,
        _rc: RegClassId,
    ) {
        mf.insert_instr(
            mbb,
            pos,
            op::LW,
            &[
                MachineOperand::reg_def(dst),
                MachineOperand::FrameIndex(fi),
                MachineOperand::Imm(0),
            ],
        );
    }

    fn insert_unconditional_branch(&self, mf: &mut MachineFunction, mbb: MBBId, target: MBBId) {
        self.branch(mf, mbb, target);
    }
}

impl Toy {
    pub fn branch(&self, mf: &mut MachineFunction, mbb: MBBId, target: MBBId) {
        mf.push_instr(mbb, op::J, &[MachineOperand::MBB(target)]);
    }
}

impl TargetRegisterInfo for Toy {
    fn reg_name(&self, reg: Register) -> String {
        format!("r{}", reg.0)
    }
    fn reg_class_name(&self, _rc: RegClassId) -> String {
        "gpr".into()
    }
    fn reg_class_contains(&self, _rc: RegClassId, reg: Register) -> bool {
        (1..=16).contains(&reg.0)
    }
    fn allocation_order(&self, _rc: RegClassId) -> &[Register] {
        &self.order
    }
    fn callee_saved_regs(&self) -> &[Register] {
        &self.csr
    }
    fn mask_preserves(&self, _mask: u32, reg: Register) -> bool {
        self.csr.contains(&reg) || reg == SP || reg == FP
    }
    fn stack_pointer(&self) -> Register {
        SP
    }
    fn frame_pointer(&self) -> Register {
        FP
    }
    fn spill_size_align(&self, _rc: RegClassId) -> (u32, u32) {
        (8, 8)
    }
    fn ra_registers(&self, k: usize) -> (&[Register], &[Register]) {
        if k != 0 {
            return (&[], &[]);
        }
        let split = self
            .order
            .iter()
            .position(|r| self.csr.contains(r))
            .unwrap_or(self.order.len());
        (&self.order[..split], &self.order[split..])
    }
}

/// Uses of a generic opcode (keeps the import used in every test binary).
pub const COPY: u32 = target_opcode::COPY;

// ----- lowering -----

use kiln_codegen::calling_conv::{CCRule, CCState, Location};
use kiln_codegen::selection_dag::isd;
use kiln_codegen::selection_dag::{
    MachineMemOperand, NodeData, PointerInfo, SDValue, SelectionDAG,
};
use kiln_codegen::target_lowering::{
    CallLoweringInfo, InputArg, LegalizeAction, LoweringContext, OutputArg, TargetLowering,
    TargetLoweringInfo,
};
use kiln_codegen::value_types::{EVT, MVT};
use kiln_codegen::CodegenError;

/// Toy DAG opcodes.
pub mod toyisd {
    use kiln_codegen::selection_dag::isd::Opcode;
    pub const RET: Opcode = Opcode::target(0);
    pub const CALL: Opcode = Opcode::target(1);
}

pub const ARG_REGS: [Register; 5] = [
    Register(3),
    Register(4),
    Register(5),
    Register(6),
    Register(7),
];
static CC_RULES: [CCRule; 2] = [CCRule::AssignToReg(&ARG_REGS), CCRule::AssignToStack(8, 8)];
static RET_RULES: [CCRule; 1] = [CCRule::AssignToReg(&[Register(3), Register(4)])];

pub struct ToyLowering {
    pub info: TargetLoweringInfo,
}

impl ToyLowering {
    /// A 64-bit toy: i64 legal; `has_div` says whether division instructions exist.
    pub fn new(has_div: bool) -> ToyLowering {
        let mut info = TargetLoweringInfo::new(MVT::i64);
        info.add_register_class(MVT::i64, GPR);
        use LegalizeAction::*;
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
            isd::MULHS,
            isd::MULHU,
            isd::SDIVREM,
            isd::UDIVREM,
            isd::SMUL_LOHI,
            isd::UMUL_LOHI,
            isd::SIGN_EXTEND_INREG,
            isd::SELECT_CC,
            isd::BR_CC,
            isd::BR_JT,
            isd::SHL_PARTS,
            isd::SRA_PARTS,
            isd::SRL_PARTS,
            isd::BITREVERSE,
        ] {
            info.set_operation_action(op, w, Expand);
        }
        if !has_div {
            for op in [isd::SDIV, isd::UDIV, isd::SREM, isd::UREM] {
                info.set_operation_action(op, w, LibCall);
            }
        } else {
            info.set_operation_action(isd::SREM, w, Expand);
            info.set_operation_action(isd::UREM, w, Expand);
        }
        for vt in [MVT::i1, MVT::i8, MVT::i16, MVT::i32] {
            info.set_load_ext_action(isd::LoadExtType::ExtLoad, w, vt, Legal);
            info.set_trunc_store_action(w, vt, Legal);
        }
        info.set_operation_action(isd::SIGN_EXTEND_INREG, MVT::i64, Expand);
        info.compute_register_properties().unwrap();
        ToyLowering { info }
    }
}

impl TargetLowering for ToyLowering {
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
        let mut cc = CCState::new();
        let parts: Vec<_> = ins.iter().map(|a| (a.vt, a.flags)).collect();
        cc.analyze(&parts, &CC_RULES)
            .map_err(|i| CodegenError::new(format!("argument {i} cannot be passed")))?;
        let mut vals = Vec::new();
        let mut chains = vec![chain];
        let entry = cx.mf.layout[0];
        for loc in &cc.locs {
            match loc.loc {
                Location::Reg(r) => {
                    cx.mf.block_mut(entry).live_ins.push(r);
                    let v = dag.get_copy_from_reg(chain, r, EVT::Simple(MVT::i64), None);
                    vals.push(v);
                }
                Location::Stack(off) => {
                    let fi = cx.mf.frame_info.create_fixed_object(8, off);
                    let p = dag.get_frame_index(fi, EVT::Simple(MVT::i64), false);
                    let mmo = MachineMemOperand {
                        ptr: PointerInfo::FrameIndex(fi),
                        offset: 0,
                        size: 8,
                        align: 8,
                        flags: MachineMemOperand::LOAD,
                    };
                    let v = dag.get_load(EVT::Simple(MVT::i64), chain, p, mmo);
                    chains.push(SDValue::new(v.node, 1));
                    vals.push(v);
                }
            }
        }
        Ok((dag.get_token_factor(&chains), vals))
    }

    fn lower_return(
        &self,
        dag: &mut SelectionDAG,
        _cx: &mut LoweringContext<'_>,
        chain: SDValue,
        outs: &[OutputArg],
    ) -> Result<SDValue, CodegenError> {
        let mut cc = CCState::new();
        let parts: Vec<_> = outs.iter().map(|a| (a.vt, a.flags)).collect();
        cc.analyze(&parts, &RET_RULES)
            .map_err(|_| CodegenError::new("return value too large"))?;
        let mut chain = chain;
        let mut glue = None;
        let mut ops = vec![];
        for (loc, out) in cc.locs.iter().zip(outs) {
            let Location::Reg(r) = loc.loc else {
                unreachable!()
            };
            let c = dag.get_copy_to_reg(chain, r, out.value, glue);
            chain = c;
            glue = Some(SDValue::new(c.node, 1));
            ops.push(dag.get_register(r, EVT::Simple(MVT::i64)));
        }
        ops.insert(0, chain);
        if let Some(g) = glue {
            ops.push(g);
        }
        Ok(dag.get_node(toyisd::RET, &[EVT::OTHER], &ops))
    }

    fn lower_call(
        &self,
        dag: &mut SelectionDAG,
        _cx: &mut LoweringContext<'_>,
        call: &CallLoweringInfo,
    ) -> Result<(SDValue, Vec<SDValue>), CodegenError> {
        let mut cc = CCState::new();
        let parts: Vec<_> = call.outs.iter().map(|a| (a.vt, a.flags)).collect();
        cc.analyze(&parts, &CC_RULES)
            .map_err(|_| CodegenError::new("cannot pass argument"))?;
        let bytes = cc.stack_offset.div_ceil(16) * 16;
        let i64t = EVT::Simple(MVT::i64);
        let start = dag.get_callseq_start(call.chain, bytes, i64t);
        let mut chain = start;
        let mut stores = vec![];
        for (loc, out) in cc.locs.iter().zip(&call.outs) {
            if let Location::Stack(off) = loc.loc {
                let sp = dag.get_copy_from_reg(dag.entry_token(), SP, i64t, None);
                let o = dag.get_constant(off as i128, i64t);
                let addr = dag.get(isd::ADD, i64t, &[sp, o]);
                let mmo = MachineMemOperand {
                    ptr: PointerInfo::Stack,
                    offset: off,
                    size: 8,
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
        for (loc, out) in cc.locs.iter().zip(&call.outs) {
            if let Location::Reg(r) = loc.loc {
                let c = dag.get_copy_to_reg(chain, r, out.value, glue);
                chain = c;
                glue = Some(SDValue::new(c.node, 1));
                regs.push(dag.get_register(r, i64t));
            }
        }
        let callee = match dag.data(call.callee.node) {
            NodeData::GlobalAddress { global, offset, .. } => {
                dag.get_global_address(global, i64t, offset, true, 0)
            }
            NodeData::ExternalSymbol(s, _) => dag.get_external_symbol(s, i64t, true, 0),
            _ => call.callee,
        };
        let mut ops = vec![chain, callee];
        ops.extend(regs);
        ops.push(dag.get_register_mask(0));
        if let Some(g) = glue {
            ops.push(g);
        }
        let c = dag.get_node(toyisd::CALL, &[EVT::OTHER, EVT::GLUE], &ops);
        let end = dag.get_callseq_end(c, bytes, i64t, Some(SDValue::new(c.node, 1)));
        let mut chain = end;
        let mut glue = SDValue::new(end.node, 1);
        let mut cc = CCState::new();
        let parts: Vec<_> = call.ins.iter().map(|a| (a.vt, a.flags)).collect();
        cc.analyze(&parts, &RET_RULES)
            .map_err(|_| CodegenError::new("result too large"))?;
        let mut vals = vec![];
        for loc in &cc.locs {
            let Location::Reg(r) = loc.loc else {
                unreachable!()
            };
            let v = dag.get_copy_from_reg(chain, r, i64t, Some(glue));
            chain = SDValue::new(v.node, 1);
            glue = SDValue::new(v.node, 2);
            vals.push(v);
        }
        Ok((chain, vals))
    }
}

/// Parses `.ll` text.
pub fn parse(text: &str) -> kiln_ir::Module {
    kiln_ir::parser::parse_str("test.ll", text)
        .unwrap_or_else(|e| panic!("test IR must parse: {e}"))
}
pub mod toy;
