//! Small test targets for kiln-mc, each generated from its `.td` (in `td/`) by the MC
//! TableGen backends every real target's build runs, plus the hooks a target writes in
//! Rust:
//!
//! - [`bex`]: big-endian, fixed 4-byte instructions, AArch64-like operand syntax
//!   (`#8`, `[r1, #8]!`, `lsl #12`, `:lo16:sym`, `//` comments), a composite memory
//!   operand.
//! - [`vlx`]: little-endian, variable-length instructions (1 to 12 bytes) encoded through
//!   the whole-instruction encoder hook, AT&T-like syntax (`%r1`, `$8`,
//!   `disp(base,index,scale)`), a nine-operand instruction.
//!
//! In: nothing. Out: each target's [`kiln_mc::target::MCTargetHooks`] instance. The tests
//! under `tests/` assemble, print and encode through kiln-mc with them.

pub mod bex;
pub mod vlx;

use kiln_mc::instr_desc::TargetTables;

/// The register numbered `r`'s assembly name in `tables` (empty for none).
pub(crate) fn asm_name(tables: &TargetTables, r: u16) -> &'static str {
    tables
        .regs
        .get(r as usize)
        .map(|d| d.asm_name)
        .unwrap_or("")
}

/// The register whose assembly name is `name` in `tables`.
pub(crate) fn find_asm_name(tables: &TargetTables, name: &str) -> Option<u16> {
    tables
        .regs
        .iter()
        .position(|d| !d.asm_name.is_empty() && d.asm_name.eq_ignore_ascii_case(name))
        .map(|i| i as u16)
}

/// `raw` sign-extended from `width` bits.
pub(crate) fn sign_extend(raw: u64, width: u32) -> i64 {
    if width == 0 || width >= 64 {
        return raw as i64;
    }
    let s = 64 - width;
    ((raw << s) as i64) >> s
}
