//! The Cpu0 part of the assembly printer (LLVM's `Cpu0AsmPrinter` and `Cpu0MCAsmInfo`): what
//! the shared printer in [`kiln_codegen::asm_printer`] asks of the target.
//!
//! In: machine instructions of allocated, frame-finalized functions, as the shared walk hands
//! them over. Out: Cpu0's [`TargetAsmInfo`] (`#` comments, `.byte`/`.half`/`.word`/`.quad`,
//! 4-byte function alignment, absolute jump-table words, the byte order of `cpu0` or
//! `cpu0el`) and the [`TargetAsmPrinter`] hooks: register names as kiln-mc prints them,
//! `%hi`/`%lo` symbol operands. Instructions reach the text through `MCInst`s and kiln-mc's
//! instruction printer, exactly as they reach an object.

use crate::isel_dag_to_dag::mo_flags;
use crate::target_machine::Cpu0Codegen;
use kiln_codegen::asm_printer::{
    JumpTableEntryKind, SectionNames, TargetAsmInfo, TargetAsmPrinter,
};
use kiln_mc::register_info::Register;

/// Cpu0's assembly facts for `cpu0` (big endian).
pub static CPU0_ASM_INFO: TargetAsmInfo = TargetAsmInfo {
    comment: "#",
    data_directives: [".byte", ".half", ".word", ".quad"],
    function_align_log2: 2,
    jump_table_entry: JumpTableEntryKind::BlockAddress,
    private_label_prefix: ".L",
    type_prefix: "@",
    has_dot_type_and_size: true,
    little_endian: false,
    sections: SectionNames::ELF,
};

/// Cpu0's assembly facts for `cpu0el` (little endian).
pub static CPU0EL_ASM_INFO: TargetAsmInfo = TargetAsmInfo {
    comment: "#",
    data_directives: [".byte", ".half", ".word", ".quad"],
    function_align_log2: 2,
    jump_table_entry: JumpTableEntryKind::BlockAddress,
    private_label_prefix: ".L",
    type_prefix: "@",
    has_dot_type_and_size: true,
    little_endian: true,
    sections: SectionNames::ELF,
};

impl TargetAsmPrinter for Cpu0Codegen {
    fn asm_info(&self) -> &TargetAsmInfo {
        if self.subtarget.big_endian {
            &CPU0_ASM_INFO
        } else {
            &CPU0EL_ASM_INFO
        }
    }

    fn reg_name(&self, r: Register) -> &'static str {
        crate::register_info::asm_name(r)
    }

    fn num_regs(&self) -> u32 {
        crate::register_info::REGISTER_INFO.descs.len() as u32
    }

    fn symbol_operand_text(&self, flags: u8, sym: String) -> String {
        match flags {
            mo_flags::HI => format!("%hi({sym})"),
            mo_flags::LO => format!("%lo({sym})"),
            _ => sym,
        }
    }

    fn file_start(&self, _out: &mut String, _pic: bool) {}
}
