//! Address sinking (`ir_expand/sink_address.rs`, CodeGenPrepare's sinking of address
//! computations) on `tests/codegen/riscv/run/address_sinking.ll`, driver `address_sinking.c`:
//! a loop that reads and writes three fields of a struct whose addresses clang hoisted to the
//! preheader. At -O2 the loop's accesses fold the fields' offsets (`lw a6, 8(a0)`) instead of
//! holding three pointers computed before the loop. kiln -O0 and -O2 (in-process) and llc-22
//! -O2 builds, linked by riscv64-linux-gnu-gcc and run under qemu-riscv64, must print the same
//! lines.

mod common;

#[test]
fn address_sinking_matches_llc() {
    common::compare_with_llc("address_sinking", 16);
}

#[test]
fn field_offsets_fold_into_the_loops_accesses() {
    let asm = common::run_asm("address_sinking", 2);
    for off in [8, 12, 16] {
        let folded = format!("{off}(a0)");
        assert!(
            asm.lines()
                .any(|l| l.trim_start().starts_with("lw") && l.ends_with(&folded))
                || asm
                    .lines()
                    .any(|l| l.trim_start().starts_with("sw") && l.ends_with(&folded)),
            "an access of the field at offset {off} folds it:\n{asm}"
        );
        // s + 8 also feeds the vectorizer's alias check before the loop, so it is computed
        // there for that use; the other two are only addresses.
        let computed = format!(", a0, {off}");
        assert!(
            off == 8
                || !asm
                    .lines()
                    .any(|l| l.trim_start().starts_with("addi") && l.ends_with(&computed)),
            "the field's address s + {off} is not computed into a register:\n{asm}"
        );
    }
}
