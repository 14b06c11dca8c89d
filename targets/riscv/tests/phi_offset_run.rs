//! Run test of phis a constant apart (`tests/codegen/riscv/run/phi_offset.ll`, driver
//! `phi_offset.c`; ir_expand/phi_offset.rs): a bubble sort whose inner loop carries `j` and
//! `j + 1`, and two 8-bit counters a constant apart. kiln -O0 and -O2 (in-process) and llc-22
//! -O2 builds, linked by riscv64-linux-gnu-gcc and run under qemu-riscv64, must print the same
//! lines.

mod common;

#[test]
fn phi_offset_matches_llc() {
    common::compare_with_llc("phi_offset", 25);
}
