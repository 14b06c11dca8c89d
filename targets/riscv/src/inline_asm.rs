//! RISC-V inline assembly (LLVM's `RISCVTargetLowering::getConstraintType` /
//! `getRegForInlineAsmConstraint` and `RISCVAsmPrinter::PrintAsmOperand`): what each
//! constraint code means, and the expansion of an `INLINEASM` instruction's template into
//! assembly text.
//!
//! Codes: `r` (a GPR), `f` (an FPR for `f32`/`f64`), `I` (a 12-bit signed immediate), `J`
//! (zero), `K` (a 5-bit unsigned immediate), `m` (memory, printed `0(reg)`), `A` (an address
//! in a register, printed `(reg)`), `{name}` (`x0`-`x31`, `f0`-`f31` or their ABI names; an
//! FPR is always its 64-bit view, as the allocator knows it). Modifiers: `z` prints `zero`
//! for the immediate 0, `i` prints `i` when the operand is not a register. A global given to
//! `i` or `s` prints as its symbol.

use crate::instr_info::{abi_name, f, x, FPR32, FPR64, GPR};
use crate::register_info::REGISTER_INFO;
use kiln_codegen::inline_asm::{expand_inline_asm, kind, mem_form, AsmConstraint, Flag};
use kiln_codegen::machine::{MachineFunction, MachineOperand as MO};
use kiln_codegen::value_types::MVT;
use kiln_ir::Module;
use kiln_mc::register_info::Register;
use std::fmt::Write;

/// What constraint `code` means for an operand of type `vt` (`None`: a clobber).
pub fn constraint(code: &str, vt: Option<MVT>) -> AsmConstraint {
    let int = vt.is_none_or(|v| v.is_integer());
    match code {
        "r" if int => AsmConstraint::RegClass(GPR),
        "f" if vt == Some(MVT::f32) => AsmConstraint::RegClass(FPR32),
        "f" if vt == Some(MVT::f64) => AsmConstraint::RegClass(FPR64),
        "I" => AsmConstraint::Imm {
            min: -2048,
            max: 2047,
        },
        "J" => AsmConstraint::Imm { min: 0, max: 0 },
        "K" => AsmConstraint::Imm { min: 0, max: 31 },
        "m" => AsmConstraint::Memory(mem_form::OFFSET),
        "A" => AsmConstraint::Memory(mem_form::BARE),
        _ => match code.strip_prefix('{').and_then(|c| c.strip_suffix('}')) {
            Some(name) => match named_register(name) {
                Some(r) if vt.is_none() || int != crate::instr_info::is_fpr(r) => {
                    AsmConstraint::Reg(r)
                }
                _ => AsmConstraint::Unknown,
            },
            None => AsmConstraint::Unknown,
        },
    }
}

/// The register named `name`: `x0`-`x31`, `f0`-`f31` (the `_D` view) or an ABI name.
fn named_register(name: &str) -> Option<Register> {
    let named = |r: Register| {
        let d = REGISTER_INFO.desc(r);
        d.asm_name == name || d.alt_names.contains(&name)
    };
    if name == "fp" {
        return Some(x(8));
    }
    (0..32)
        .map(x)
        .find(|&r| named(r))
        .or_else(|| (0..32).map(f).find(|&r| named(r)))
}

/// The assembly text of `INLINEASM` operands `ops` in `mf` (function number `fnum`), through
/// the core's template walk: registers by ABI name, memory as `0(reg)` or `(reg)`.
pub fn expand(m: &Module, mf: &MachineFunction, fnum: usize, ops: &[MO]) -> Result<String, String> {
    let symbol = |g| crate::asm_printer::symbol_name(m, g);
    let print = |text: &mut String, modifier, o: &MO, fl: Flag| {
        match (modifier, o) {
            (Some('i'), _) => {
                if !matches!(o, MO::Reg { .. }) {
                    text.push('i');
                }
            }
            (Some('z'), MO::Imm(0)) => text.push_str("zero"),
            (Some('z'), MO::Imm(v)) => {
                let _ = write!(text, "{v}");
            }
            (Some('z') | None, MO::Reg { reg, .. }) if fl.kind() != kind::MEM => {
                text.push_str(abi_name(*reg))
            }
            (None, MO::Reg { reg, .. }) => {
                if fl.mem_form() == mem_form::OFFSET {
                    text.push('0');
                }
                let _ = write!(text, "({})", abi_name(*reg));
            }
            _ => return Ok(false),
        }
        Ok(true)
    };
    expand_inline_asm(mf, fnum, ops, "#", &symbol, None, &print)
}
