//! A small mock target ("toy") for the framework tests: 16 64-bit integer registers r1..r16
//! (class GPR), r2 the stack pointer, r8 the frame pointer, r3..r4 argument/return
//! registers, r9..r12 callee-saved; their 32-bit views w1..w16 (class GPR32, sub-register
//! `SUB_32`: a write of wN zeroes the upper half of rN, as AArch64's W registers do); eight
//! 128-bit vector registers v0..v7 (class VR128, the allocator's second class, v6 and v7
//! callee-saved); a FLAGS register that CMP defines, SETF reads and ADD clobbers (as x86's
//! EFLAGS); a handful of instructions.

#![allow(dead_code)]

use kiln_codegen::machine::{MBBId, MachineFunction, MachineOperand};
use kiln_codegen::target::{
    instr_flags as f, target_opcode, InstrDesc, OperandKind, RegClassId, TargetInstrInfo,
    TargetRegisterInfo,
};
use kiln_mc::register_info::Register;

pub const GPR: RegClassId = RegClassId(0);
/// The 32-bit views w1..w16 of r1..r16.
pub const GPR32: RegClassId = RegClassId(1);
/// The 128-bit vector registers v0..v7.
pub const VR128: RegClassId = RegClassId(2);
pub const SP: Register = Register(2);
pub const FP: Register = Register(8);
/// The sub-register index of a 64-bit register's low 32 bits.
pub const SUB_32: u32 = 1;
/// The flags register (not allocatable).
pub const FLAGS: Register = Register(50);

/// The 32-bit view wN of rN.
pub fn w(n: u32) -> Register {
    Register(16 + n)
}

/// The vector register vN.
pub fn v(n: u32) -> Register {
    Register(40 + n)
}

/// Whether `r` is one of w1..w16.
pub fn is_w(r: Register) -> bool {
    (17..=32).contains(&r.0)
}

/// Whether `r` is one of v0..v7.
pub fn is_v(r: Register) -> bool {
    (40..48).contains(&r.0)
}

/// The 64-bit register a register of r1..r16 or w1..w16 is part of.
pub fn unit_of(r: Register) -> Register {
    if is_w(r) {
        Register(r.0 - 16)
    } else {
        r
    }
}

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
    pub const ADDW: u32 = 41; // wd = ws1 + ws2 (32-bit; the upper half of rd becomes 0)
    pub const LIW: u32 = 42; // wd = imm (32-bit)
    pub const MVW: u32 = 43; // wd = ws (32-bit)
    pub const STW: u32 = 44; // [base + imm] = ws (4 bytes)
    pub const LDW: u32 = 45; // wd = [base + imm] (4 bytes)
    pub const VSPLAT: u32 = 46; // vd = (rs, rs): both 64-bit lanes
    pub const VADD: u32 = 47; // vd = vs1 + vs2, lane by lane
    pub const VSUM: u32 = 48; // rd = lane 0 + lane 1 of vs
    pub const VMV: u32 = 49; // vd = vs
    pub const VST: u32 = 50; // [base + imm] = vs (16 bytes)
    pub const VLD: u32 = 51; // vd = [base + imm] (16 bytes)
    pub const CMP: u32 = 52; // FLAGS = rs1 <s rs2
    pub const SETF: u32 = 53; // rd = FLAGS
    pub const NUM: u32 = 54;
}

const R: OperandKind = OperandKind::Reg(0);
const W: OperandKind = OperandKind::Reg(1);
const V: OperandKind = OperandKind::Reg(2);
const I: OperandKind = OperandKind::Imm;
const A: OperandKind = OperandKind::Any;

pub struct Toy {
    order: Vec<Register>,
    order32: Vec<Register>,
    csr: Vec<Register>,
    v_caller: Vec<Register>,
    v_callee: Vec<Register>,
    v_order: Vec<Register>,
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
        Toy::build(order, csr)
    }

    fn build(order: Vec<Register>, mut csr: Vec<Register>) -> Toy {
        let order32 = order.iter().map(|r| w(r.0)).collect();
        let v_caller: Vec<Register> = (0..6).map(v).collect();
        let v_callee: Vec<Register> = (6..8).map(v).collect();
        csr.extend_from_slice(&v_callee);
        let v_order = v_caller.iter().chain(&v_callee).copied().collect();
        Toy {
            order,
            order32,
            csr,
            v_caller,
            v_callee,
            v_order,
        }
    }

    pub fn with_regs(regs: &[u32]) -> Toy {
        let order: Vec<Register> = regs.iter().map(|&r| Register(r)).collect();
        let csr = order
            .iter()
            .copied()
            .filter(|r| (9..=12).contains(&r.0))
            .collect();
        Toy::build(order, csr)
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
            // Clobbers FLAGS, as x86's ADD does.
            op::ADD => InstrDesc {
                implicit_defs: &[FLAGS.0 as u16],
                ..d("ADD", 1, &[R, R, R], 0)
            },
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
            op::ADDW => d("ADDW", 1, &[W, W, W], 0),
            op::LIW => d("LIW", 1, &[W, I], 0),
            op::MVW => d("MVW", 1, &[W, W], 0),
            op::STW => d("STW", 0, &[W, A, I], f::MAY_STORE),
            op::LDW => d("LDW", 1, &[W, A, I], f::MAY_LOAD),
            op::VSPLAT => d("VSPLAT", 1, &[V, R], 0),
            op::VADD => d("VADD", 1, &[V, V, V], 0),
            op::VSUM => d("VSUM", 1, &[R, V], 0),
            op::VMV => d("VMV", 1, &[V, V], 0),
            op::VST => d("VST", 0, &[V, A, I], f::MAY_STORE),
            op::VLD => d("VLD", 1, &[V, A, I], f::MAY_LOAD),
            op::CMP => InstrDesc {
                implicit_defs: &[FLAGS.0 as u16],
                ..d("CMP", 0, &[R, R], 0)
            },
            op::SETF => InstrDesc {
                implicit_uses: &[FLAGS.0 as u16],
                ..d("SETF", 1, &[R], 0)
            },
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
        let (opc, d, s) = if is_v(dst) && is_v(src) {
            (op::VMV, dst, src)
        } else if is_w(dst) && is_w(src) {
            (op::MVW, dst, src)
        } else {
            // Whole 64-bit registers (a view copied with its register).
            (op::MV, unit_of(dst), unit_of(src))
        };
        mf.insert_instr(
            mbb,
            pos,
            opc,
            &[MachineOperand::reg_def(d), MachineOperand::reg_use(s)],
        );
    }

    fn store_reg_to_stack_slot(
        &self,
        mf: &mut MachineFunction,
        mbb: MBBId,
        pos: usize,
        src: Register,
        fi: i32,
        rc: RegClassId,
    ) {
        let opc = match rc {
            GPR32 => op::STW,
            VR128 => op::VST,
            _ => op::SW,
        };
        assert!(
            self.reg_class_contains(rc, src),
            "spill of r{} told class {rc:?}",
            src.0
        );
        mf.insert_instr(
            mbb,
            pos,
            opc,
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
        rc: RegClassId,
    ) {
        let opc = match rc {
            GPR32 => op::LDW,
            VR128 => op::VLD,
            _ => op::LW,
        };
        assert!(
            self.reg_class_contains(rc, dst),
            "reload of r{} told class {rc:?}",
            dst.0
        );
        mf.insert_instr(
            mbb,
            pos,
            opc,
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
        if is_w(reg) {
            format!("w{}", reg.0 - 16)
        } else if is_v(reg) {
            format!("v{}", reg.0 - 40)
        } else if reg == FLAGS {
            "flags".into()
        } else {
            format!("r{}", reg.0)
        }
    }
    fn reg_class_name(&self, rc: RegClassId) -> String {
        match rc {
            GPR32 => "gpr32".into(),
            VR128 => "vr128".into(),
            _ => "gpr".into(),
        }
    }
    fn reg_class_contains(&self, rc: RegClassId, reg: Register) -> bool {
        match rc {
            GPR32 => is_w(reg),
            VR128 => is_v(reg),
            _ => (1..=16).contains(&reg.0),
        }
    }
    fn allocation_order(&self, rc: RegClassId) -> &[Register] {
        match rc {
            GPR32 => &self.order32,
            VR128 => &self.v_order,
            _ => &self.order,
        }
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
    fn spill_size_align(&self, rc: RegClassId) -> (u32, u32) {
        match rc {
            GPR32 => (4, 4),
            VR128 => (16, 16),
            _ => (8, 8),
        }
    }
    fn ra_class(&self, rc: RegClassId) -> usize {
        usize::from(rc == VR128)
    }
    fn ra_registers(&self, k: usize) -> (&[Register], &[Register]) {
        match k {
            0 => {
                let split = self
                    .order
                    .iter()
                    .position(|r| self.csr.contains(r))
                    .unwrap_or(self.order.len());
                (&self.order[..split], &self.order[split..])
            }
            1 => (&self.v_caller, &self.v_callee),
            _ => (&[], &[]),
        }
    }
    fn ra_view(&self, rc: RegClassId) -> u32 {
        if rc == GPR32 {
            SUB_32
        } else {
            0
        }
    }
    fn get_sub_reg(&self, reg: Register, idx: u32) -> Option<Register> {
        match idx {
            0 => Some(reg),
            SUB_32 if (1..=16).contains(&reg.0) => Some(w(reg.0)),
            _ => None,
        }
    }
    fn reg_units(&self, reg: Register, out: &mut Vec<u32>) {
        // rN and wN share unit N; every other register is a unit of its own.
        out.push(unit_of(reg).0);
    }
    fn minimal_phys_reg_class(&self, reg: Register) -> RegClassId {
        if is_w(reg) {
            GPR32
        } else if is_v(reg) {
            VR128
        } else {
            GPR
        }
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
