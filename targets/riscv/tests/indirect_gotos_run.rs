//! Run test of several `indirectbr`s sharing targets that have phis
//! (`tests/codegen/riscv/run/indirect_gotos.ll`, driver `indirect_gotos.c`): kiln -O0 and -O2
//! and llc-22 -O2 builds must print the same lines under qemu-riscv64.

mod common;

#[test]
fn indirect_gotos_match_llc() {
    common::compare_with_llc("indirect_gotos", 5);
}
