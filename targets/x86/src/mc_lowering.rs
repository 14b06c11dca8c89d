//! The x86-64 part of direct object emission (LLVM's `X86MCInstLower`): what the shared
//! [`kiln_codegen::asm_printer::McSink`] asks of the target to lower machine instructions
//! to `MCInst`s.
//!
//! In: machine instructions (explicit operands) and their operand flags. Out: the `@PLT`,
//! `@GOTPCREL`, `@TPOFF`, `@GOTTPOFF` and `@TLSGD` expression variants of symbolic operands, and a `COPY` as `movq` of the
//! whole registers (the views it copies are parts of them), or `movaps` between XMM registers.

use crate::instr_info::{gr64_of, mo_flags, pseudo};
use crate::mc::{
    tables::opcodes as op, VK_GOTPCREL, VK_GOTTPOFF, VK_PLT, VK_TLSGD, VK_TPOFF, X86_MC,
};
use crate::register_info::is_xmm;
use crate::register_info::regs;
use crate::target_machine::X86Codegen;
use kiln_codegen::asm_printer::{PseudoLowering, TargetMCInstLower};
use kiln_codegen::machine::MachineOperand as MO;
use kiln_codegen::target::target_opcode;
use kiln_mc::mc_expr::VariantKind;
use kiln_mc::target::MCTargetHooks;

impl TargetMCInstLower for X86Codegen {
    fn mc(&self) -> &'static dyn MCTargetHooks {
        &X86_MC
    }

    fn operand_variant(&self, flags: u8) -> Option<VariantKind> {
        match flags {
            mo_flags::PLT => Some(VK_PLT),
            mo_flags::GOTPCREL => Some(VK_GOTPCREL),
            mo_flags::TPOFF => Some(VK_TPOFF),
            mo_flags::GOTTPOFF => Some(VK_GOTTPOFF),
            mo_flags::TLSGD => Some(VK_TLSGD),
            _ => None,
        }
    }

    fn lower_pseudo(&self, opcode: u32, ops: &[MO]) -> Option<PseudoLowering> {
        match opcode {
            // Tail calls, after the epilogue: `jmp sym[@PLT]` or `jmpq *%r11`.
            pseudo::TCRETURNDI => {
                return Some(PseudoLowering {
                    opcode: op::JMP_4,
                    operands: Some([*ops.first()?, MO::Imm(0), MO::Imm(0)]),
                    printed: [None, None],
                    alias: None,
                })
            }
            pseudo::TCRETURNRI => {
                return Some(PseudoLowering {
                    opcode: op::JMP64r,
                    operands: Some([MO::reg(regs::R11, 0), MO::Imm(0), MO::Imm(0)]),
                    printed: [Some(regs::R11), None],
                    alias: None,
                })
            }
            target_opcode::COPY => {}
            _ => return None,
        }
        if let (Some(MO::Reg { reg: d, .. }), Some(MO::Reg { reg: s, .. })) =
            (ops.first(), ops.get(1))
        {
            if is_xmm(*d) && is_xmm(*s) {
                // An XMM copy is movaps of the whole register.
                return Some(PseudoLowering {
                    opcode: op::MOVAPSrr,
                    operands: Some([MO::reg(*d, 0), MO::reg(*s, 0), MO::Imm(0)]),
                    printed: [Some(*d), Some(*s)],
                    alias: None,
                });
            }
        }
        let reg64 = |k: usize| match ops.get(k) {
            Some(MO::Reg { reg, .. }) => Some(gr64_of(*reg)),
            _ => None,
        };
        let (d, s) = (reg64(0)?, reg64(1)?);
        Some(PseudoLowering {
            opcode: op::MOV64rr,
            operands: Some([MO::reg(d, 0), MO::reg(s, 0), MO::Imm(0)]),
            printed: [Some(d), Some(s)],
            alias: None,
        })
    }
}
