//! The Cpu0 part of direct object emission (LLVM's `Cpu0MCInstLower`): what the shared
//! [`kiln_codegen::asm_printer::McSink`] asks of the target to lower machine instructions to
//! `MCInst`s.
//!
//! In: machine instructions (explicit operands) and their operand flags. Out: the codegen
//! pseudos as the MC instructions they stand for (a return is `ret $lr`, an indirect call
//! `jalr $lr, $r`, an indirect branch `ret $r`, a direct tail call `jmp sym`, a trap
//! `swi 0`, which the simulator reports as a fault; a `COPY` is `addu $d, $s, $zero`) and
//! `%hi`/`%lo` expression variants.

use crate::instr_info::pseudo;
use crate::isel_dag_to_dag::mo_flags;
use crate::mc::{tables::opcodes as op, CPU0EL_MC, CPU0_MC, VK_HI, VK_LO};
use crate::register_info::regs;
use crate::target_machine::Cpu0Codegen;
use kiln_codegen::asm_printer::{PseudoLowering, TargetMCInstLower};
use kiln_codegen::machine::MachineOperand as MO;
use kiln_codegen::target::target_opcode;
use kiln_mc::mc_expr::VariantKind;
use kiln_mc::target::MCTargetHooks;

impl TargetMCInstLower for Cpu0Codegen {
    fn mc(&self) -> &'static dyn MCTargetHooks {
        if self.subtarget.big_endian {
            &CPU0_MC
        } else {
            &CPU0EL_MC
        }
    }

    fn operand_variant(&self, flags: u8) -> Option<VariantKind> {
        match flags {
            mo_flags::HI => Some(VK_HI),
            mo_flags::LO => Some(VK_LO),
            _ => None,
        }
    }

    fn lower_pseudo(&self, opcode: u32, ops: &[MO]) -> Option<PseudoLowering> {
        let reg = |r| MO::reg(r, 0);
        let target = |k: usize| ops.get(k).copied().unwrap_or(MO::Imm(0));
        let z = MO::Imm(0);
        let (opcode, operands) = match opcode {
            pseudo::RET => (op::RET, [reg(regs::LR), z, z]),
            pseudo::BRIND => (op::RET, [target(0), z, z]),
            pseudo::CALL_INDIRECT => (op::JALR, [reg(regs::LR), target(0), z]),
            pseudo::TAIL => (op::JMP, [target(0), z, z]),
            pseudo::TAIL_INDIRECT => (op::RET, [reg(regs::T9), z, z]),
            pseudo::TRAP => (op::SWI, [z, z, z]),
            target_opcode::COPY => (op::ADDu, [target(0), target(1), reg(regs::ZERO)]),
            _ => return None,
        };
        Some(PseudoLowering {
            opcode,
            operands: Some(operands),
            printed: [None; 2],
            alias: None,
        })
    }
}
