//! kiln through the execution harness, at the scale of the harness's llc-22 self-tests
//! (`crates/harness/tests/harness_selftest_llc.rs`), on riscv64 (the one target kiln generates
//! code for): the `kiln` command built by this crate is the backend, with `-verify-regalloc`
//! among its arguments so that regalloc2's checker verifies every function it allocates.
//!
//! - The corpus smoke set ([`kiln_harness::corpus::SMOKE`]) at clang -O0 and -O2, each `.ll`
//!   built by `kiln -O0 -filetype=asm` (GNU as assembles it) and `kiln -O2 -filetype=obj`
//!   (kiln's own objects), linked, run under qemu-riscv64 and compared with the expected
//!   output: every build must pass.
//! - [`kiln_harness::csmith::SMOKE_SEEDS`] at clang -O2 through `kiln -O2`, each checksum
//!   compared with llc-22 -O2's build of the same IR: none may fail, at most
//!   [`kiln_harness::csmith::SMOKE_MAX_SKIPPED`] may be skipped (slow reference) and at most
//!   [`MAX_CLASSIFIED`] classified (output depends on poison/undef, as the harness's
//!   `classify` module decides from llc-22's builds alone).

use kiln_harness::corpus;
use kiln_harness::csmith;
use kiln_harness::pipeline::{self, Backend, CorpusConfig, FileType, Limits};
use std::path::PathBuf;
use std::time::Instant;

/// The triple kiln generates code for.
const TRIPLE: &str = "riscv64-linux-gnu";

/// The clang levels of the smoke runs (as in the harness self-test).
const LEVELS: [&str; 2] = ["-O0", "-O2"];

/// How many smoke seeds may be classified before the test fails.
const MAX_CLASSIFIED: usize = 1;

/// `kiln` at `opt`, writing `filetype`, with regalloc2's checker on.
fn kiln(opt: &str, filetype: FileType) -> Backend {
    Backend {
        cmd: env!("CARGO_BIN_EXE_kiln").to_string(),
        opt: opt.to_string(),
        filetype,
        extra: vec!["-verify-regalloc".to_string()],
    }
}

#[test]
fn kiln_corpus_smoke_riscv64() {
    let root = kiln_harness::repo_root();
    let programs = corpus::smoke(&root).unwrap_or_else(|e| panic!("{e}"));
    let jobs = pipeline::program_jobs(&programs, &[TRIPLE], &LEVELS);
    let cfg = CorpusConfig {
        backends: vec![kiln("-O0", FileType::Asm), kiln("-O2", FileType::Obj)],
        triples: vec![TRIPLE.to_string()],
        levels: LEVELS.iter().map(|s| s.to_string()).collect(),
        filters: Vec::new(),
        work: PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("harness_kiln_corpus"),
        threads: pipeline::default_threads(),
        limits: Limits::default(),
    };
    let builds = jobs.len() * cfg.backends.len();
    assert_eq!(builds, corpus::SMOKE.len() * LEVELS.len() * 2);
    let start = Instant::now();
    let summary = pipeline::run_jobs(&jobs, &cfg, |_, _| {});
    eprintln!(
        "kiln (riscv64, -verify-regalloc): {} of {builds} corpus builds ran in {:.1}s: {}",
        summary.ran(),
        start.elapsed().as_secs_f64(),
        summary.counts()
    );
    assert!(summary.ok(), "{}", summary.report());
    assert_eq!(summary.passed, builds, "{}", summary.report());
}

#[test]
fn kiln_csmith_smoke_riscv64() {
    csmith::run_smoke(
        kiln("-O2", FileType::Obj),
        PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("harness_kiln_csmith"),
        MAX_CLASSIFIED,
        "kiln (riscv64 csmith, -verify-regalloc)",
    )
    .unwrap_or_else(|e| panic!("{e}"));
}
