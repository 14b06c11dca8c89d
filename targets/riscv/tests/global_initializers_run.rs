//! Run test of global aliases, `extern_weak` declarations and constant expressions in global
//! initializers (`tests/codegen/riscv/run/global_initializers.ll`, with the C driver
//! `global_initializers.c`): kiln -O0 and -O2 (in-process) and llc-22 -O2 builds, linked by
//! riscv64-linux-gnu-gcc and run under qemu-riscv64, must print the same lines. Before, kiln
//! refused `inttoptr (i64 4096 to ptr)` in an initializer, left aliases undefined and
//! `extern_weak` symbols strong (both failed to link).

mod common;

#[test]
fn global_initializers_match_llc() {
    common::compare_with_llc("global_initializers", 9);
}
