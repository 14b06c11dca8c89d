//! The x86-64 part of the assembly printer (LLVM's `X86AsmPrinter` and `X86MCAsmInfo`):
//! what the shared printer in [`kiln_codegen::asm_printer`] asks of the target.
//!
//! In: machine instructions of allocated, frame-finalized functions, as the shared walk
//! hands them over. Out: x86-64's [`TargetAsmInfo`] (`#` comments, `.byte`/`.short`/`.long`/
//! `.quad`, 16-byte function alignment, jump-table entries as 32-bit offsets from the table) and the
//! [`TargetAsmPrinter`] hooks: register names, `@PLT`/`@GOTPCREL` operands.
//!
//! Instructions reach the text through `MCInst`s and kiln-mc's instruction printer (the
//! shared `TextSink`, with [`crate::mc_lowering`]'s hooks), exactly as they reach an object.

use crate::instr_info::mo_flags;
use crate::target_machine::X86Codegen;
use kiln_codegen::asm_printer::{
    JumpTableEntryKind, SectionNames, TargetAsmInfo, TargetAsmPrinter,
};
use kiln_mc::register_info::Register;

/// x86-64's assembly facts (LLVM's `X86ELFMCAsmInfo`).
pub static X86_ASM_INFO: TargetAsmInfo = TargetAsmInfo {
    comment: "#",
    data_directives: [".byte", ".short", ".long", ".quad"],
    function_align_log2: 4,
    jump_table_entry: JumpTableEntryKind::LabelDifference32,
    private_label_prefix: ".L",
    type_prefix: "@",
    has_dot_type_and_size: true,
    little_endian: true,
    sections: SectionNames::ELF,
};

impl TargetAsmPrinter for X86Codegen {
    fn asm_info(&self) -> &TargetAsmInfo {
        &X86_ASM_INFO
    }

    fn inline_asm_syntax(&self) -> Option<&'static kiln_codegen::inline_asm::InlineAsmSyntax> {
        Some(&crate::inline_asm::SYNTAX)
    }

    fn reg_name(&self, r: Register) -> &'static str {
        // The name kiln-mc's register parser takes (without AT&T's `%`): instructions are
        // printed from their `MCInst`s, which spell the prefix.
        crate::register_info::reg_asm_name(r)
    }

    fn num_regs(&self) -> u32 {
        crate::register_info::REGISTER_INFO.descs.len() as u32
    }

    fn symbol_operand_text(&self, flags: u8, sym: String) -> String {
        match flags {
            mo_flags::PLT => format!("{sym}@PLT"),
            mo_flags::GOTPCREL => format!("{sym}@GOTPCREL"),
            mo_flags::TPOFF => format!("{sym}@TPOFF"),
            mo_flags::GOTTPOFF => format!("{sym}@GOTTPOFF"),
            _ => sym,
        }
    }

    fn file_start(&self, _out: &mut String, _pic: bool) {}
}
