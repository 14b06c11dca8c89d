//! The AArch64 part of direct object emission (LLVM's `AArch64MCInstLower`): what the shared
//! [`kiln_codegen::asm_printer::McSink`] asks of the target to lower machine instructions to
//! `MCInst`s.
//!
//! In: machine instructions (explicit operands) and their operand flags. Out: the codegen
//! pseudos as the MC instructions they stand for (`ret` is `RET x30`, a call `BL`, a tail call
//! `B`, a trap `brk #0x1`) and the `:lo12:`, `:got:`, `:got_lo12:` expression variants.

use crate::instr_info::{mo_flags, pseudo};
use crate::mc::{tables, variant, AARCH64_MC};
use crate::register_info::regs;
use crate::target_machine::AArch64Codegen;
use kiln_codegen::asm_printer::{PseudoLowering, TargetMCInstLower};
use kiln_codegen::machine::MachineOperand as MO;
use kiln_mc::mc_expr::VariantKind;
use kiln_mc::target::MCTargetHooks;
use tables::opcodes as op;

impl TargetMCInstLower for AArch64Codegen {
    fn mc(&self) -> &'static dyn MCTargetHooks {
        &AARCH64_MC
    }

    fn operand_variant(&self, flags: u8) -> Option<VariantKind> {
        match flags {
            mo_flags::LO12 => Some(variant::LO12),
            mo_flags::GOT => Some(variant::GOT),
            mo_flags::GOT_LO12 => Some(variant::GOT_LO12),
            mo_flags::TPREL_HI12 => Some(variant::TPREL_HI12),
            mo_flags::TPREL_LO12_NC => Some(variant::TPREL_LO12_NC),
            mo_flags::GOTTPREL => Some(variant::GOTTPREL),
            mo_flags::GOTTPREL_LO12 => Some(variant::GOTTPREL_LO12),
            _ => None,
        }
    }

    fn prints_matching_aliases(&self) -> bool {
        true
    }

    fn lower_pseudo(&self, opcode: u32, ops: &[MO]) -> Option<PseudoLowering> {
        let reg = |r| MO::reg(r, 0);
        let target = |k: usize| ops.get(k).copied().unwrap_or(MO::Imm(0));
        let reg_of = |k: usize| match ops.get(k) {
            Some(MO::Reg { reg, .. }) => Some(*reg),
            _ => None,
        };
        let one = |o: MO| Some([o, MO::Imm(0), MO::Imm(0)]);
        let (opcode, operands, printed, alias) = match opcode {
            pseudo::RET => (op::RET, one(reg(regs::LR)), [None; 2], Some("ret")),
            pseudo::TRAP => (op::BRK, one(MO::Imm(1)), [None; 2], None),
            pseudo::B | pseudo::TAIL => (op::B, one(target(0)), [None; 2], None),
            pseudo::CALL => (op::BL, one(target(0)), [None; 2], None),
            pseudo::CALL_INDIRECT => (op::BLR, one(target(0)), [reg_of(0), None], None),
            pseudo::BRIND => (op::BR, one(target(0)), [reg_of(0), None], None),
            pseudo::TAIL_INDIRECT => (op::BR, one(reg(regs::X17)), [Some(regs::X17), None], None),
            _ => return None,
        };
        Some(PseudoLowering {
            opcode,
            operands,
            printed,
            alias,
        })
    }
}
