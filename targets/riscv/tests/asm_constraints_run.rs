//! Run test of inline asm constraints as GCC-style C writes them
//! (`tests/codegen/riscv/run/asm_constraints.ll`, driver `asm_constraints.c`): tied inputs,
//! `rm`/`imr` alternatives, `+m` on a global, and `"=*imr,0"` (an input tied to an output
//! written through memory, which kiln refused before). kiln -O0 and -O2 and llc-22 -O2 builds
//! must print the same lines under qemu-riscv64.

mod common;

#[test]
fn asm_constraints_match_llc() {
    common::compare_with_llc("asm_constraints", 6);
}
