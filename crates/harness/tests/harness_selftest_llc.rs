//! Harness self-tests: llc-22 checked against the corpus's expected output and against itself.
//! They prove the harness works (clang-22 to IR, the backend command line, the cross gcc, qemu,
//! the comparison, csmith mode's reference build and its skip accounting) and say nothing about
//! kiln. kiln runs of the same scale sit beside them in `crates/cli/tests/harness_kiln.rs`.
//!
//! - The corpus smoke set ([`kiln_harness::corpus::SMOKE`]: floating point and libm, varargs,
//!   threads and atomics, TLS, a large output) for riscv64, aarch64 and x86_64 at clang -O0 and
//!   -O2, built by llc-22 -O2: every job must pass.
//! - [`kiln_harness::csmith::SMOKE_SEEDS`] on riscv64, llc-22 -O2 against the llc-22 -O2
//!   reference: none may fail or be classified (the same build cannot differ from itself), at
//!   most [`kiln_harness::csmith::SMOKE_MAX_SKIPPED`] may be skipped.
//!
//! The whole llc-22 matrix (every corpus program x 3 triples x 5 clang levels, about 2,850
//! jobs, several minutes) is a command, not a test:
//!
//! ```text
//! cargo run --release -p kiln-harness -- corpus
//! ```

use kiln_harness::corpus;
use kiln_harness::csmith;
use kiln_harness::pipeline::{self, Backend, CorpusConfig, Limits};
use kiln_harness::target::{exec_target, hosted_triples, RV32_TARGETS};
use std::path::PathBuf;
use std::time::Instant;

/// The clang levels of the smoke runs.
const LEVELS: [&str; 2] = ["-O0", "-O2"];

#[test]
fn harness_self_test_corpus_smoke_llc22() {
    let root = kiln_harness::repo_root();
    let programs = corpus::smoke(&root).unwrap_or_else(|e| panic!("{e}"));
    let triples = hosted_triples();
    assert_eq!(triples.len(), 3, "riscv64, aarch64 and x86_64");
    let jobs = pipeline::program_jobs(&programs, &triples, &LEVELS);
    assert_eq!(jobs.len(), corpus::SMOKE.len() * 3 * LEVELS.len());
    let cfg = CorpusConfig {
        backends: vec![Backend::llc22("-O2")],
        triples: triples.iter().map(|s| s.to_string()).collect(),
        levels: LEVELS.iter().map(|s| s.to_string()).collect(),
        filters: Vec::new(),
        work: PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("harness_selftest_corpus"),
        threads: pipeline::default_threads(),
        limits: Limits::default(),
    };
    let start = Instant::now();
    let summary = pipeline::run_jobs(&jobs, &cfg, |_, _| {});
    eprintln!(
        "harness self-test (llc-22): {} of {} corpus jobs ran in {:.1}s: {}",
        summary.ran(),
        jobs.len(),
        start.elapsed().as_secs_f64(),
        summary.counts()
    );
    assert!(summary.ok(), "{}", summary.report());
    // Corpus jobs never skip or classify: every one ran and passed.
    assert_eq!(summary.passed, jobs.len(), "{}", summary.report());
}

/// The smoke set on the bare-metal riscv32 configurations (qemu-system-riscv32, semihosting),
/// built by llc-22 -O0 and -O2: the programs bare metal can run all pass (printf and libm,
/// float varargs and the float ABIs, setjmp), the others are skipped with their reason.
#[test]
fn harness_self_test_rv32_smoke_llc22() {
    let root = kiln_harness::repo_root();
    let programs = corpus::smoke(&root).unwrap_or_else(|e| panic!("{e}"));
    let names: Vec<&str> = RV32_TARGETS.iter().map(|t| t.name).collect();
    let jobs = pipeline::program_jobs(&programs, &names, &LEVELS);
    let cfg = CorpusConfig {
        backends: vec![Backend::llc22("-O0"), Backend::llc22("-O2")],
        triples: names.iter().map(|s| s.to_string()).collect(),
        levels: LEVELS.iter().map(|s| s.to_string()).collect(),
        filters: Vec::new(),
        work: PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("harness_selftest_rv32"),
        threads: pipeline::default_threads(),
        limits: Limits::default(),
    };
    let summary = pipeline::run_jobs(&jobs, &cfg, |_, _| {});
    assert!(summary.ok(), "{}", summary.report());
    let unsupported = programs
        .iter()
        .filter(|p| corpus::unsupported_reason(&p.name, &exec_target(names[0]).unwrap()).is_some())
        .count();
    assert_eq!(
        unsupported, 3,
        "threads, TLS with threads and __int128 are skipped"
    );
    let per_program = names.len() * LEVELS.len() * cfg.backends.len();
    assert_eq!(
        summary.skipped.len(),
        unsupported * per_program,
        "{}",
        summary.report()
    );
    assert_eq!(
        summary.passed,
        (programs.len() - unsupported) * per_program,
        "{}",
        summary.report()
    );
}

#[test]
fn harness_self_test_csmith_llc22_against_itself() {
    csmith::run_smoke(
        Backend::llc22("-O2"),
        PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("harness_selftest_csmith"),
        0,
        "harness self-test (csmith, llc-22 vs llc-22)",
    )
    .unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn seed_lists_parse() {
    assert_eq!(csmith::parse_seeds("1..3,7").unwrap(), vec![1, 2, 3, 7]);
    assert!(csmith::parse_seeds("3..1").is_err());
    assert!(csmith::parse_seeds("x").is_err());
    assert!(csmith::parse_seeds("").is_err());
}
