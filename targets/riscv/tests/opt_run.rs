//! Run tests of kiln's -O2 machine optimizations against llc-22: each
//! `tests/codegen/riscv/run/<name>.ll` is compiled by kiln -O0 and -O2 (in-process) and by
//! llc-22 -O2, linked with its C driver `<name>.c` by riscv64-linux-gnu-gcc and run under
//! qemu-riscv64; the outputs must be equal. What each optimization must remove from the
//! assembly is checked by the matching `tests/codegen/riscv/*.ll` (`codegen_checks.rs`).

mod common;

/// `riscv-opt-w-instrs` (redundant `sext.w` removed, `add` -> `addw`), i32 equality and
/// unsigned compares promoted by sign extension, `and (extload), mask` -> `zextload`.
#[test]
fn sign_extension_optimizations_match_llc() {
    common::compare_with_llc("opt_w", 150);
}

/// `phi-input-sink` (loop counters), `machine-cse`, and MachineLICM in a function with a
/// jump table (a switch in a loop whose cases carry values to one block over critical edges).
#[test]
fn loop_optimizations_match_llc() {
    common::compare_with_llc("opt_loops", 34);
}

/// The DAG combine of a select on one bit into a shifted mask (`select_of_bit_to_mask`), on
/// every bit of i8, i16, i32 and i64 values and both polarities, and `srliw` for an i32
/// `lshr` by every amount.
#[test]
fn bit_mask_select_matches_llc() {
    common::compare_with_llc("bit_mask_select", 350);
}
