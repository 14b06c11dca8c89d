//! Run test of loop strength reduction (`tests/codegen/riscv/run/loop_strength_reduce.ll`,
//! driver `loop_strength_reduce.c`): neighbouring-row stencil loads sharing one pointer, a
//! column walk with non-constant bounds, struct fields counted down, a step of 3 whose index
//! outlives the loop, a copy with a known trip count (exit compare rewritten), an address kept
//! after the loop, an exit compare on the phi with `ne`, a count-down by 3 to `eq`, and a
//! three-block loop with a conditional store. kiln -O0 and -O2 (in-process) and llc-22 -O2
//! builds, linked by riscv64-linux-gnu-gcc and run under qemu-riscv64, must print the same lines.

mod common;

#[test]
fn loop_strength_reduce_matches_llc() {
    common::compare_with_llc("loop_strength_reduce", 55);
}
