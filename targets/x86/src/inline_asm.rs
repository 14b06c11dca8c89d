//! x86-64 inline assembly in AT&T syntax (LLVM's `X86TargetLowering::getConstraintType` /
//! `getRegForInlineAsmConstraint` and `X86AsmPrinter::PrintAsmOperand`), as data for the
//! core's [`kiln_codegen::inline_asm`].
//!
//! Codes: `r`, `q`, `R`, `Q`, `l` (a general register of the operand's size; an `i8`/`i16`
//! lives in a 32-bit register and prints as its `al`/`ax` view), `x`, `v`, `Y` (an SSE
//! register), the immediates `I` (0-31), `J` (0-63), `K` (-128-127), `M` (0-3), `N` (0-255),
//! `O` (0-127), `e` (signed 32-bit), `Z` (unsigned 32-bit), `m`/`o`/`V` memory (printed
//! `(%reg)`), and `{name}` (clang's `{ax}` for `a`, `{si}`, `{xmm0}`, `{flags}`...) in the
//! view of the operand's type. Registers print with `%`, immediates and symbols with `$`
//! (bare with `c` or `P`); modifiers `b`, `w`, `k`, `q` name the 8-, 16-, 32- and 64-bit
//! views.

use crate::register_info::{GR16, GR32, GR64, GR8, REGISTER_INFO};
use kiln_codegen::inline_asm::{mem_form, ConstraintTable, InlineAsmSyntax};

/// The constraint codes ([`kiln_codegen::inline_asm::table_constraint`]).
pub static CONSTRAINTS: ConstraintTable = ConstraintTable {
    registers: &REGISTER_INFO,
    int_reg: &["r", "q", "R", "Q", "l"],
    fp_reg: &["x", "v", "Y"],
    imms: &[
        ("I", 0, 31),
        ("J", 0, 63),
        ("K", -128, 127),
        ("M", 0, 3),
        ("N", 0, 255),
        ("O", 0, 127),
        ("e", i32::MIN as i64, i32::MAX as i64),
        ("Z", 0, u32::MAX as i64),
    ],
    mems: &[
        ("m", mem_form::BARE),
        ("o", mem_form::BARE),
        ("V", mem_form::BARE),
    ],
};

/// How operands print in AT&T syntax.
pub static SYNTAX: InlineAsmSyntax = InlineAsmSyntax {
    registers: &REGISTER_INFO,
    views: &[('b', GR8), ('w', GR16), ('k', GR32), ('q', GR64)],
    mem_forms: [("(", ")"), ("(", ")")],
    plain_alt_name: false,
    reg_prefix: "%",
    imm_prefix: "$",
    narrow_views: &[(8, GR8), (16, GR16)],
};
