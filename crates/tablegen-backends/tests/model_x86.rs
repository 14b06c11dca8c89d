//! Seed 002's RAX facts, computed by the register-info backend from kiln's x86
//! description (records read by llvm-tblgen-22, so this checks the model alone).

mod common;

use kiln_tablegen_backends::run_action_on;

fn dump(action: &str) -> String {
    let recs = common::JsonRecords::load("x86", "X86.td");
    run_action_on(action, &recs, "X86.td").unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn rax_dump() {
    let out = dump("-dump-reginfo=RAX");
    println!("{out}");
}

#[test]
fn gr8_dump() {
    let out = dump("-dump-regclass=GR8");
    println!("{out}");
}
