//! The AArch64 part of the assembly printer (LLVM's `AArch64AsmPrinter` and
//! `AArch64MCAsmInfoELF`): what the shared printer in [`kiln_codegen::asm_printer`] asks of
//! the target.
//!
//! In: machine instructions of allocated, frame-finalized functions, as the shared walk hands
//! them over. Out: AArch64's [`TargetAsmInfo`] (`//` comments, `.hword`/`.word`/`.xword`,
//! 4-byte function alignment) and the [`TargetAsmPrinter`] hooks: register names,
//! `:lo12:`/`:got:`/`:got_lo12:` and TLS (`:tprel_hi12:`, `:gottprel:` ...) operands. Instructions reach the text through `MCInst`s and
//! kiln-mc's instruction printer, exactly as they reach an object.

use crate::instr_info::mo_flags;
use crate::subtarget::tables::FeatureGetters;
use crate::target_machine::AArch64Codegen;
use kiln_codegen::asm_printer::{
    JumpTableEntryKind, SectionNames, TargetAsmInfo, TargetAsmPrinter,
};
use kiln_mc::register_info::Register;

/// AArch64's assembly facts (LLVM's `AArch64MCAsmInfoELF`).
pub static AARCH64_ASM_INFO: TargetAsmInfo = TargetAsmInfo {
    comment: "//",
    data_directives: [".byte", ".hword", ".word", ".xword"],
    function_align_log2: 2,
    // Jump-table entries are 32-bit offsets from the table (isel_lowering's BR_JT).
    jump_table_entry: JumpTableEntryKind::LabelDifference32,
    private_label_prefix: ".L",
    type_prefix: "%",
    has_dot_type_and_size: true,
    little_endian: true,
    sections: SectionNames::ELF,
};

impl TargetAsmPrinter for AArch64Codegen {
    fn asm_info(&self) -> &TargetAsmInfo {
        &AARCH64_ASM_INFO
    }

    fn reg_name(&self, r: Register) -> &'static str {
        crate::register_info::asm_name(r)
    }

    fn num_regs(&self) -> u32 {
        crate::register_info::REGISTER_INFO.descs.len() as u32
    }

    fn symbol_operand_text(&self, flags: u8, sym: String) -> String {
        match flags {
            mo_flags::LO12 => format!(":lo12:{sym}"),
            mo_flags::GOT => format!(":got:{sym}"),
            mo_flags::GOT_LO12 => format!(":got_lo12:{sym}"),
            mo_flags::TPREL_HI12 => format!(":tprel_hi12:{sym}"),
            mo_flags::TPREL_LO12_NC => format!(":tprel_lo12_nc:{sym}"),
            mo_flags::GOTTPREL => format!(":gottprel:{sym}"),
            mo_flags::GOTTPREL_LO12 => format!(":gottprel_lo12:{sym}"),
            _ => sym,
        }
    }

    fn inline_asm_syntax(&self) -> Option<&'static kiln_codegen::inline_asm::InlineAsmSyntax> {
        Some(&crate::inline_asm::SYNTAX)
    }

    /// With `-mattr=+lse`, the `.arch` that lets GNU as accept the LSE atomics.
    fn file_start(&self, out: &mut String, _pic: bool) {
        let lse = crate::subtarget::AArch64Subtarget::new(&self.triple, &self.features)
            .is_ok_and(|st| st.has_lse());
        if lse {
            out.push_str("\t.arch\tarmv8-a+lse\n");
        }
    }
}
