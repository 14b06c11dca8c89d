//! A tiny instruction set for the unit tests of the CFG passes (block placement, branch
//! folding, tail duplication), which build machine functions by hand: branches, a no-op, a
//! return, an indirect branch, a call and an `asm goto`-like instruction that names a block.

use crate::machine::{MBBId, MachineFunction, MachineOperand};
use crate::target::{instr_flags, InstrDesc, OperandKind, RegClassId, TargetInstrInfo};
use kiln_mc::register_info::Register;

/// `J target`: an unconditional branch.
pub const J: u32 = 0;
/// `BCC target`: a conditional branch.
pub const BCC: u32 = 1;
/// `BNCC target`: the reverse of `BCC`.
pub const BNCC: u32 = 2;
/// An instruction with no effect on control flow.
pub const NOP: u32 = 3;
/// A return.
pub const RET: u32 = 4;
/// An instruction other than a branch that names a block (as `asm goto` does).
pub const ASM_GOTO: u32 = 5;
/// `JR target...`: an indirect branch.
pub const JR: u32 = 6;
/// A call.
pub const CALL: u32 = 7;

/// The test target: descriptions of the opcodes above, and an unconditional branch.
pub struct Tiny;

impl TargetInstrInfo for Tiny {
    fn desc(&self, opcode: u32) -> InstrDesc {
        use instr_flags::{BARRIER, BRANCH, HAS_SIDE_EFFECTS, INDIRECT_BRANCH, RETURN, TERMINATOR};
        const TARGET: &[OperandKind] = &[OperandKind::Imm];
        match opcode {
            J => InstrDesc::pseudo("J", TARGET, BRANCH | BARRIER | TERMINATOR),
            BCC => InstrDesc::pseudo("BCC", TARGET, BRANCH | TERMINATOR),
            BNCC => InstrDesc::pseudo("BNCC", TARGET, BRANCH | TERMINATOR),
            NOP => InstrDesc::pseudo("NOP", &[], 0),
            RET => InstrDesc::pseudo("RET", &[], RETURN | BARRIER | TERMINATOR),
            ASM_GOTO => InstrDesc::pseudo("ASM_GOTO", TARGET, HAS_SIDE_EFFECTS),
            JR => InstrDesc::pseudo(
                "JR",
                TARGET,
                BRANCH | INDIRECT_BRANCH | BARRIER | TERMINATOR,
            ),
            CALL => InstrDesc::pseudo("CALL", &[], instr_flags::CALL),
            _ => unreachable!("opcode {opcode} is not in the CFG test target"),
        }
    }
    fn copy_phys_reg(&self, _: &mut MachineFunction, _: MBBId, _: usize, _: Register, _: Register) {
        unreachable!("no copies in the CFG tests")
    }
    fn store_reg_to_stack_slot(
        &self,
        _: &mut MachineFunction,
        _: MBBId,
        _: usize,
        _: Register,
        _: i32,
        _: RegClassId,
    ) {
        unreachable!("no spills in the CFG tests")
    }
    fn load_reg_from_stack_slot(
        &self,
        _: &mut MachineFunction,
        _: MBBId,
        _: usize,
        _: Register,
        _: i32,
        _: RegClassId,
    ) {
        unreachable!("no spills in the CFG tests")
    }
    fn insert_unconditional_branch(&self, mf: &mut MachineFunction, mbb: MBBId, target: MBBId) {
        mf.push_instr(mbb, J, &[MachineOperand::MBB(target)]);
    }
    fn reverse_branch_opcode(&self, opcode: u32) -> Option<u32> {
        match opcode {
            BCC => Some(BNCC),
            BNCC => Some(BCC),
            _ => None,
        }
    }
}

/// A block operand.
pub fn mbb(b: MBBId) -> MachineOperand {
    MachineOperand::MBB(b)
}
