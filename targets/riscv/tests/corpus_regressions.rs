//! Reduced cases of kiln bugs found by the C corpus (`tests/c`), run against llc-22:
//! `tests/codegen/riscv/run/corpus_regressions.ll` (a `cmpxchg` result extracted in another
//! block, atomic loads, stores and exchanges of `float`/`double`, and locals aligned above the
//! stack alignment) is compiled by kiln -O0 and -O2 and by llc-22, linked with its C driver and
//! run under qemu-riscv64; the programs must print the same.

mod common;

#[test]
fn corpus_regressions_match_llc() {
    common::compare_with_llc("corpus_regressions", 10);
}

/// A VLA, an over-aligned `alloca` and allocations in a loop, each followed by a call whose
/// arguments go partly on the stack: the allocations start above the outgoing argument area
/// (kiln returned the new sp itself before, and the stack arguments overwrote them).
#[test]
fn dynamic_allocations_survive_stack_arguments() {
    common::compare_with_llc("dynamic_alloca_calls", 14);
}
