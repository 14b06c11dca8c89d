//! The RISC-V part of direct object emission (LLVM's `RISCVMCInstLower`): what the shared
//! [`kiln_codegen::asm_printer::McSink`] asks of the target to lower machine instructions to
//! `MCInst`s.
//!
//! In: machine instructions (explicit operands) and their operand flags. Out: the codegen
//! pseudos as the MC instructions their printed aliases stand for (`ret` is `jalr zero,
//! 0(ra)`, `tail sym` is `PseudoTAIL`, a `COPY` is `addi rd, rs, 0`), `%tprel_*` expression
//! variants, rounding modes the printer leaves out as the default mode, and the identifiers
//! the printer writes for immediates (`rtz`, `rw`), so that the object's symbol table comes
//! out as when the printed text is assembled. Assembler pseudos (`lla`, `la`, `call`) are
//! expanded by kiln-mc's RISC-V hooks ([`crate::mc::RISCV_MC`]).

use crate::instr_info::{mo_flags, pseudo};
use crate::mc::{tables, variant, RISCV_MC};
use crate::register_info::regs;
use crate::target_machine::RiscvCodegen;
use kiln_codegen::asm_printer::{PseudoLowering, TargetMCInstLower};
use kiln_codegen::machine::MachineOperand as MO;
use kiln_codegen::target::target_opcode;
use kiln_mc::instr_desc::ImmClassDesc;
use kiln_mc::mc_expr::VariantKind;
use kiln_mc::target::MCTargetHooks;
use tables::opcodes as op;

/// The rounding modes as the printer spells them, by `frm` value.
const FRM_NAMES: [&str; 5] = ["rne", "rtz", "rdn", "rup", "rmm"];

impl TargetMCInstLower for RiscvCodegen {
    fn mc(&self) -> &'static dyn MCTargetHooks {
        &RISCV_MC
    }

    fn operand_variant(&self, flags: u8) -> Option<VariantKind> {
        match flags {
            mo_flags::TPREL_HI => Some(variant::TPREL_HI),
            mo_flags::TPREL_LO => Some(variant::TPREL_LO),
            mo_flags::TPREL_ADD => Some(variant::TPREL_ADD),
            _ => None,
        }
    }

    fn lower_pseudo(&self, opcode: u32, ops: &[MO]) -> Option<PseudoLowering> {
        let reg = |r| MO::reg(r, 0);
        let target = |k: usize| ops.get(k).copied().unwrap_or(MO::Imm(0));
        let reg_of = |k: usize| match ops.get(k) {
            Some(MO::Reg { reg, .. }) => Some(*reg),
            _ => None,
        };
        // The codegen pseudos print as assembler aliases; the matcher resolves these to:
        let (opcode, operands, printed, alias) = match opcode {
            pseudo::RET => (
                op::JALR,
                Some([reg(regs::X0), reg(regs::X1), MO::Imm(0)]),
                [None; 2],
                Some("ret"),
            ),
            pseudo::TRAP => (op::UNIMP, None, [None; 2], None),
            pseudo::J => (
                op::JAL,
                Some([reg(regs::X0), target(0), MO::Imm(0)]),
                [None; 2],
                Some("j"),
            ),
            pseudo::BRIND => (
                op::JALR,
                Some([reg(regs::X0), target(0), MO::Imm(0)]),
                [reg_of(0), None],
                Some("jr"),
            ),
            pseudo::TAIL => (
                op::PseudoTAIL,
                Some([target(0), MO::Imm(0), MO::Imm(0)]),
                [None; 2],
                None,
            ),
            pseudo::TAIL_INDIRECT => (
                op::JALR,
                Some([reg(regs::X0), reg(regs::X6), MO::Imm(0)]),
                [Some(regs::X6), None],
                Some("jr"),
            ),
            pseudo::CALL_INDIRECT => (
                op::JALR,
                Some([reg(regs::X1), target(0), MO::Imm(0)]),
                [reg_of(0), None],
                Some("jalr"),
            ),
            target_opcode::COPY => (
                op::ADDI,
                Some([target(0), target(1), MO::Imm(0)]),
                [reg_of(0), reg_of(1)],
                Some("mv"),
            ),
            _ => return None,
        };
        Some(PseudoLowering {
            opcode,
            operands,
            printed,
            alias,
        })
    }

    fn print_alias(&self, opcode: u16, ops: &[MO]) -> Option<&'static str> {
        // llc prints a register copy as `mv`, never `li rd, 0` or `nop`.
        (opcode == op::ADDI && matches!(ops.get(2), Some(MO::Imm(0)))).then_some("mv")
    }

    fn lower_imm(&self, _opcode: u16, name: &str, class: &ImmClassDesc, v: i64) -> i64 {
        // A rounding mode other than rne..rmm prints nothing: the default.
        if name == "frm" && !(0..=4).contains(&v) {
            RISCV_MC.default_operand(class)
        } else {
            v
        }
    }

    fn imm_ident(&self, opcode: u16, name: &str, v: i64) -> Option<String> {
        if name == "frm" {
            FRM_NAMES.get(v as usize).map(|n| n.to_string())
        } else if opcode == op::FENCE && v != 0 {
            Some(fence_set(v))
        } else {
            None
        }
    }

    fn operand_idents(&self) -> Vec<String> {
        let mut idents: Vec<String> = (1..16).map(fence_set).collect();
        idents.extend(FRM_NAMES.iter().map(|s| s.to_string()));
        idents
    }
}

/// The `iorw` letters of a fence operand.
fn fence_set(v: i64) -> String {
    let mut s = String::new();
    for (bit, c) in [(8, 'i'), (4, 'o'), (2, 'r'), (1, 'w')] {
        if v & bit != 0 {
            s.push(c);
        }
    }
    if s.is_empty() {
        s.push('0');
    }
    s
}
