//! Tests for `kiln_harness::clang::emit_ll`: clang-22 emits IR for all four triples (riscv32
//! through the include-rv32 shim), and errors carry clang's message.

use kiln_harness::clang::{emit_ll, emit_ll_with, LEVELS};
use std::path::PathBuf;

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("emit_ll")
        .join(name);
    std::fs::create_dir_all(&dir).expect("create scratch dir");
    dir
}

const SRC: &str = r#"#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <stdarg.h>
#include <math.h>
int main(void) { printf("%d %zu\n", (int)sqrt(16.0), sizeof(void *)); return 0; }
"#;

#[test]
fn emits_ir_for_every_triple_and_level() {
    let dir = scratch("ok");
    let src = dir.join("t.c");
    std::fs::write(&src, SRC).unwrap();
    let triples = [
        ("riscv64-linux-gnu", "riscv64"),
        ("aarch64-linux-gnu", "aarch64"),
        ("x86_64-linux-gnu", "x86_64"),
        ("riscv32-linux-gnu", "riscv32"),
    ];
    for (triple, arch) in triples {
        for opt in LEVELS {
            let out = dir.join(format!("{triple}{opt}.ll"));
            emit_ll(&src, triple, opt, &out).unwrap_or_else(|e| panic!("{triple} {opt}: {e}"));
            let text = std::fs::read_to_string(&out).unwrap();
            let want = format!("target triple = \"{arch}-");
            assert!(
                text.contains(&want),
                "{triple} {opt}: no `{want}` in output"
            );
            assert!(
                text.contains("define dso_local"),
                "{triple} {opt}: no definition"
            );
        }
    }
    // riscv32 really is 32-bit: sizeof(void *) folds to 4 at -O2.
    let rv32 = std::fs::read_to_string(dir.join("riscv32-linux-gnu-O2.ll")).unwrap();
    assert!(
        rv32.contains("p:32:32"),
        "riscv32 datalayout has 32-bit pointers"
    );
}

#[test]
fn extra_flags_are_passed() {
    let dir = scratch("extra");
    let src = dir.join("t.c");
    std::fs::write(&src, SRC).unwrap();
    let out = dir.join("g.ll");
    emit_ll_with(&src, "riscv64-linux-gnu", "-O0", &out, &["-g"]).unwrap();
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.contains("!DICompileUnit"), "-g adds debug info");
}

#[test]
fn errors_carry_clang_stderr() {
    let dir = scratch("bad");
    let src = dir.join("bad.c");
    std::fs::write(&src, "int main(void) { return undeclared_thing; }\n").unwrap();
    let err = emit_ll(&src, "x86_64-linux-gnu", "-O0", &dir.join("bad.ll")).unwrap_err();
    assert!(
        err.contains("undeclared_thing"),
        "error shows clang's message: {err}"
    );
    assert!(emit_ll(&src, "x86_64-linux-gnu", "2", &dir.join("bad.ll")).is_err());
}

#[test]
fn every_corpus_program_emits_riscv32_ir() {
    use kiln_harness::pipeline::{default_threads, run_parallel, Failure, Outcome};
    let root = kiln_harness::repo_root();
    let programs = kiln_harness::corpus::programs(&root);
    assert!(!programs.is_empty());
    let dir = scratch("rv32-corpus");
    let summary = run_parallel(
        &programs,
        default_threads(),
        |p| p.name.clone(),
        |p| {
            let out = dir.join(format!("{}.ll", p.name));
            match emit_ll(&p.source, "riscv32-linux-gnu", "-O1", &out) {
                Ok(()) => Outcome::Pass,
                Err(e) => Outcome::Fail(Failure {
                    label: p.name.clone(),
                    stage: "clang",
                    detail: e,
                }),
            }
        },
        |_, _| {},
    );
    assert!(summary.ok(), "{}", summary.report());
}
