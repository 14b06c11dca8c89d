//! Loop strength reduction through `or disjoint` (`ir_expand/loop_strength_reduce.rs`) on
//! `tests/codegen/riscv/run/lsr_disjoint_or.ll`, driver `lsr_disjoint_or.c`: a loop unrolled by
//! two indexes its second element with `or disjoint i, 1`, which is `i + 1`; both accesses then
//! step one pointer each (`ld a7, 8(t5)`) instead of recomputing `(i | 1) * 8` every
//! iteration. kiln -O0 and -O2 (in-process) and llc-22 -O2 builds, linked by
//! riscv64-linux-gnu-gcc and run under qemu-riscv64, must print the same lines.

mod common;

use kiln_target::Triple;
use kiln_target_riscv::target_machine::RiscvTargetMachine;

#[test]
fn lsr_disjoint_or_matches_llc() {
    common::compare_with_llc("lsr_disjoint_or", 22);
}

#[test]
fn the_unrolled_loop_computes_no_index() {
    let ll = common::run_dir().join("lsr_disjoint_or.ll");
    let text = std::fs::read_to_string(&ll).expect("the .ll file is in the repository");
    let module = kiln_ir::parse_str(&ll.display().to_string(), &text).expect("the test IR parses");
    let asm = RiscvTargetMachine::new(Triple::parse_normalized("riscv64-linux-gnu"), 2)
        .emit_assembly(&module)
        .expect("kiln -O2 compiles the test IR");
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
