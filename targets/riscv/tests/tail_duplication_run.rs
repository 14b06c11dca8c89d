//! Tail duplication and address sinking on bytecode interpreters
//! (`tests/codegen/riscv/run/tail_duplication.ll`, driver `tail_duplication.c`;
//! tail_duplication.rs and ir_expand/sink_address.rs): `run_goto` dispatches by computed goto,
//! `run_switch` by a switch's jump table, and both update fields of a machine state whose
//! addresses clang computes once before the loop. Checked: kiln -O0 and -O2 (in-process, with
//! regalloc2's checker) build programs that print what llc-22's prints; in kiln -O2's code
//! the computed goto's dispatch is copied into the handlers (an indirect jump per handler, as
//! llc-22 has), and the step counter is addressed as an offset from the state pointer
//! (`ld aN, 8(aM)`), not through an address register of its own.

mod common;

#[test]
fn tail_duplication_matches_llc() {
    common::compare_with_llc("tail_duplication", 48);
}

/// The lines of function `name`'s body in `asm`.
fn body<'a>(asm: &'a str, name: &str) -> Vec<&'a str> {
    asm.lines()
        .skip_while(|l| *l != format!("{name}:"))
        .take_while(|l| !l.starts_with(".Lfunc_end"))
        .collect()
}

fn kiln_o2_asm() -> String {
    common::run_asm("tail_duplication", 2)
}

#[test]
fn dispatch_is_copied_into_the_handlers() {
    let asm = kiln_o2_asm();
    // run_switch's dispatch tests the opcode's range before its jump table, so it ends in a
    // conditional branch and stays one block, as in llc-22's code.
    let lines = body(&asm, "run_goto");
    let jumps = lines
        .iter()
        .filter(|l| l.trim_start().starts_with("jr\t"))
        .count();
    assert!(
        jumps >= 8,
        "run_goto has {jumps} indirect jumps, expected one per handler:\n{}",
        lines.join("\n")
    );
}

#[test]
fn field_addresses_fold_into_the_accesses() {
    let asm = kiln_o2_asm();
    let lines = body(&asm, "run_goto");
    // `v->steps` (offset 8) is read and written as `8(reg)` in the handlers.
    let folded = lines
        .iter()
        .filter(|l| {
            let l = l.trim_start();
            (l.starts_with("ld\t") || l.starts_with("sd\t")) && l.contains(", 8(")
        })
        .count();
    assert!(
        folded >= 8,
        "run_goto addresses v->steps as 8(reg) {folded} times, expected one per handler:\n{}",
        lines.join("\n")
    );
}
