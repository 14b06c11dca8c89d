//! The RISC-V part of the assembly printer (LLVM's `RISCVAsmPrinter` and `RISCVMCAsmInfo`):
//! what the shared printer in [`kiln_codegen::asm_printer`] asks of the target.
//!
//! In: machine instructions of allocated, frame-finalized functions, as the shared walk hands
//! them over. Out: RISC-V's [`TargetAsmInfo`] (`#` comments, `.half`/`.word`/`.quad`, 4-byte
//! function alignment, absolute 8-byte jump-table entries) and the [`TargetAsmPrinter`] hooks:
//! ABI register names, `%tprel_hi`/`%tprel_lo`/`%tprel_add` operands, `.option pic` at the
//! start of a position-independent file, inline-asm expansion.
//!
//! Instructions reach the text through `MCInst`s and kiln-mc's instruction printer (the
//! shared `TextSink`, with [`crate::mc_lowering`]'s hooks), exactly as they reach an object.

use crate::instr_info::{abi_name, mo_flags};
use crate::target_machine::RiscvCodegen;
use kiln_codegen::asm_printer::{
    JumpTableEntryKind, SectionNames, TargetAsmInfo, TargetAsmPrinter,
};
use kiln_codegen::machine::{MachineFunction, MachineOperand as MO};
use kiln_ir::Module;
use kiln_mc::register_info::Register;

/// RISC-V's assembly facts (LLVM's `RISCVMCAsmInfo`).
pub static RISCV_ASM_INFO: TargetAsmInfo = TargetAsmInfo {
    comment: "#",
    data_directives: [".byte", ".half", ".word", ".quad"],
    function_align_log2: 2,
    // llc's encoding for RV64 under the medany code model without PIC: `lla` forms the
    // table address pc-relatively, entries are 8-byte block addresses.
    jump_table_entry: JumpTableEntryKind::BlockAddress,
    private_label_prefix: ".L",
    type_prefix: "@",
    has_dot_type_and_size: true,
    little_endian: true,
    sections: SectionNames::ELF,
};

/// The assembler symbol of module global `g` (private globals get the `.L` prefix).
pub fn symbol_name(m: &Module, g: u32) -> String {
    kiln_codegen::asm_printer::symbol_name(&RISCV_ASM_INFO, m, g)
}

impl TargetAsmPrinter for RiscvCodegen {
    fn has_linker_relaxation(&self) -> bool {
        true
    }

    fn asm_info(&self) -> &TargetAsmInfo {
        &RISCV_ASM_INFO
    }

    fn reg_name(&self, r: Register) -> &'static str {
        abi_name(r)
    }

    fn num_regs(&self) -> u32 {
        crate::register_info::REGISTER_INFO.descs.len() as u32
    }

    fn symbol_operand_text(&self, flags: u8, sym: String) -> String {
        match flags {
            mo_flags::TPREL_HI => format!("%tprel_hi({sym})"),
            mo_flags::TPREL_LO => format!("%tprel_lo({sym})"),
            mo_flags::TPREL_ADD => format!("%tprel_add({sym})"),
            _ => sym,
        }
    }

    fn expand_inline_asm(
        &self,
        m: &Module,
        mf: &MachineFunction,
        fnum: usize,
        ops: &[MO],
    ) -> Result<String, String> {
        crate::inline_asm::expand(m, mf, fnum, ops)
    }

    fn file_start(&self, out: &mut String, pic: bool) {
        if pic {
            // `la` loads addresses from the GOT.
            out.push_str("\t.option\tpic\n");
        }
    }
}
