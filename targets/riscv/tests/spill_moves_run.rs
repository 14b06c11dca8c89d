//! Redundant spill moves (`tests/codegen/riscv/run/spill_moves.ll`, driver `spill_moves.c`):
//! a computed-goto bytecode interpreter whose values live across the dispatch jump are split
//! by regalloc2 into a stack slot around the dispatch block and registers in the handlers.
//! Register allocation removes a spill or reload whose register and slot already hold the same
//! value on every path (regalloc.rs `remove_redundant_spill_moves`). Checked: kiln -O0 and -O2
//! (in-process, with regalloc2's checker) build programs that print what llc-22's prints, and
//! in kiln -O2's code no handler starts by reloading from the stack and the dispatch (copied
//! into every handler by tail duplication) stores nothing to it (before the removal, each
//! handler reloaded a value the dispatch block had just stored).

mod common;

use kiln_target::Triple;
use kiln_target_riscv::target_machine::RiscvTargetMachine;

#[test]
fn spill_moves_match_llc() {
    common::compare_with_llc("spill_moves", 90);
}

/// The lines of function `name`'s body in `asm`.
fn body<'a>(asm: &'a str, name: &str) -> Vec<&'a str> {
    asm.lines()
        .skip_while(|l| *l != format!("{name}:"))
        .take_while(|l| !l.starts_with(".Lfunc_end"))
        .collect()
}

fn is_stack_access(l: &str) -> bool {
    let l = l.trim_start();
    (l.starts_with("ld\t") || l.starts_with("sd\t")) && l.ends_with("(sp)")
}

#[test]
fn no_reload_of_a_value_spilled_around_the_dispatch_jump() {
    let ll = common::run_dir().join("spill_moves.ll");
    let text = std::fs::read_to_string(&ll).expect("the .ll file is in the repository");
    let module =
        kiln_ir::parse_str(&ll.display().to_string(), &text).expect("spill_moves.ll parses");
    let tm = RiscvTargetMachine::new(Triple::parse_normalized("riscv64-linux-gnu"), 2);
    let asm = tm
        .emit_assembly(&module)
        .expect("kiln -O2 compiles spill_moves.ll");
    let lines = body(&asm, "run");
    assert!(!lines.is_empty(), "no function run in:\n{asm}");
    // Handlers: the blocks whose address is taken (a `.Ltmp` label); their first instructions.
    let mut handlers = 0;
    for (k, l) in lines.iter().enumerate() {
        if !l.starts_with(".Ltmp") {
            continue;
        }
        handlers += 1;
        let head: Vec<&str> = lines[k + 1..]
            .iter()
            .take_while(|x| !x.ends_with(':'))
            .filter(|x| !x.trim_start().starts_with('.'))
            .take(3)
            .copied()
            .collect();
        assert!(
            !head.iter().any(|x| is_stack_access(x)),
            "handler {l} starts with a stack access: {head:?}\n{}",
            lines.join("\n")
        );
    }
    assert!(
        handlers >= 10,
        "the interpreter has 11 handlers:\n{}",
        lines.join("\n")
    );
    // The dispatch: tail duplication copies it into every handler (and the entry), so each
    // indirect jump ends a copy; the dispatch's own instructions (fetch, table load, jump:
    // the six before each `jr`) touch no stack slot.
    let mut copies = 0;
    for (k, l) in lines.iter().enumerate() {
        if !l.trim_start().starts_with("jr\t") {
            continue;
        }
        copies += 1;
        let start = k.saturating_sub(6);
        assert!(
            !lines[start..k].iter().any(|l| is_stack_access(l)),
            "the dispatch accesses the stack:\n{}",
            lines[start..=k].join("\n")
        );
    }
    assert!(copies >= 1, "an indirect jump:\n{}", lines.join("\n"));
}
