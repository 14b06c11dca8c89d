//! Run test of `llvm.experimental.cttz.elts` (`tests/codegen/riscv/run/cttz_elts.ll`, driver
//! `cttz_elts.c`; the builder's `lower_cttz_elts`): the first true lane of 16-, 4- and 8-lane
//! masks. kiln -O0 and -O2 (in-process) and llc-22 -O2 builds, linked by
//! riscv64-linux-gnu-gcc and run under qemu-riscv64, must print the same lines.

mod common;

#[test]
fn cttz_elts_matches_llc() {
    common::compare_with_llc("cttz_elts", 80);
}
