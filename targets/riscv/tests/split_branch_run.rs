//! Run test of branch splitting (`tests/codegen/riscv/run/split_branch.ll`, driver
//! `split_branch.c`): `or`, `and` and their `select` forms, nested both ways, phis in both
//! successors, a loop latch whose header is a successor, floating-point compares (NaN
//! included), a compare with a second use and a condition from an earlier block. kiln -O0 and
//! -O2 (in-process) and llc-22 -O2 builds, linked by riscv64-linux-gnu-gcc and run under
//! qemu-riscv64, must print the same lines.

mod common;

#[test]
fn split_branch_matches_llc() {
    common::compare_with_llc("split_branch", 500);
}
