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
    pub const NUM: u32 = 27;
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
        Toy {
            order: regs.iter().map(|&r| Register(r)).collect(),
            csr: vec![],
        }
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
            op::CALL => d("CALL", 0, &[A], f::CALL | f::VARIADIC),
            op::MV => d("MV", 1, &[R, R], 0),
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
}

/// Uses of a generic opcode (keeps the import used in every test binary).
pub const COPY: u32 = target_opcode::COPY;
