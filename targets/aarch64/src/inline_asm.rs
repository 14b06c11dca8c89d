//! AArch64 inline assembly (LLVM's `AArch64TargetLowering::getConstraintType` /
//! `getRegForInlineAsmConstraint` and `AArch64AsmPrinter::PrintAsmOperand`): what each
//! constraint code means, and how an operand prints in the template (the walk is the core's
//! [`expand_inline_asm`]).
//!
//! Codes: `r` (a W register for 32 bits and less, else an X register), `w` (an FP/SIMD
//! register of the operand's size: `s`, `d` or `q`), `I` (an `add` immediate, 0-4095), `J`
//! (its negation), `m` and `Q` (memory, printed `[xN]`), `{name}` (`x0`-`x30`, `w0`-`w30`,
//! `v0`-`v31`, `s0`, `d0`, `q0`..., in the view of the operand's type). Modifiers: `w`/`x`
//! print a general register's W/X view, `s`/`d`/`q` an FP/SIMD register's; a 128-bit
//! register prints as `vN` (its alternative name).

use crate::register_info::{FPR128, FPR32, FPR64, GPR32, GPR64, REGISTER_INFO};
use kiln_codegen::inline_asm::{mem_form, ConstraintTable, InlineAsmSyntax};

/// The constraint codes ([`kiln_codegen::inline_asm::table_constraint`]).
pub static CONSTRAINTS: ConstraintTable = ConstraintTable {
    registers: &REGISTER_INFO,
    int_reg: &["r"],
    fp_reg: &["w"],
    imms: &[("I", 0, 4095), ("J", -4095, 0)],
    mems: &[("m", mem_form::BARE), ("Q", mem_form::BARE)],
};

/// How operands print: `[xN]` for memory, `vN` for a q register.
pub static SYNTAX: InlineAsmSyntax = InlineAsmSyntax {
    registers: &REGISTER_INFO,
    views: &[
        ('w', GPR32),
        ('x', GPR64),
        ('s', FPR32),
        ('d', FPR64),
        ('q', FPR128),
    ],
    mem_forms: [("[", "]"), ("[", "]")],
    plain_alt_name: true,
    reg_prefix: "",
    imm_prefix: "",
    narrow_views: &[],
};
