//! Loop strength reduction through `or disjoint` (`ir_expand/loop_strength_reduce.rs`) on
//! `tests/codegen/riscv/run/lsr_disjoint_or.ll`, driver `lsr_disjoint_or.c`: a loop unrolled by
//! two indexes its second element with `or disjoint i, 1`, which is `i + 1`; both accesses then
//! step one pointer each (`ld a7, 8(t5)`) instead of recomputing `(i | 1) * 8` every
//! iteration. kiln -O0 and -O2 (in-process) and llc-22 -O2 builds, linked by
//! riscv64-linux-gnu-gcc and run under qemu-riscv64, must print the same lines.

mod common;

#[test]
fn lsr_disjoint_or_matches_llc() {
    common::compare_with_llc("lsr_disjoint_or", 22);
}

#[test]
fn the_unrolled_loop_computes_no_index() {
    let asm = common::run_asm("lsr_disjoint_or", 2);
    assert!(
        !asm.lines().any(|l| l.trim_start().starts_with("ori")),
        "no `i | 1` is computed: the second element's address is the pointer plus 8:\n{asm}"
    );
    assert!(
        asm.lines()
            .any(|l| l.trim_start().starts_with("ld") && l.contains(", 8(")),
        "the second element is loaded at offset 8 from a stepped pointer:\n{asm}"
    );
}
