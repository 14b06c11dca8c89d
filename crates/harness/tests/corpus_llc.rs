//! Issue 2's acceptance: the whole C corpus passes through the harness with llc-22 as the
//! backend, for riscv64, aarch64 and x86_64 at clang -O0, -O1, -O2, -O3 and -Os.

use kiln_harness::clang::LEVELS;
use kiln_harness::pipeline::{self, Backend, CorpusConfig, Limits};
use kiln_harness::target::exec_triples;
use std::path::PathBuf;

#[test]
fn whole_corpus_through_llc22() {
    let root = kiln_harness::repo_root();
    let programs = kiln_harness::corpus::programs(&root);
    assert!(
        programs.len() >= 100,
        "the corpus has {} programs, want >= 100",
        programs.len()
    );
    let cfg = CorpusConfig {
        backends: vec![Backend::llc22("-O2")],
        triples: exec_triples().into_iter().map(String::from).collect(),
        levels: LEVELS.iter().map(|s| s.to_string()).collect(),
        filters: Vec::new(),
        work: PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("corpus_llc"),
        threads: pipeline::default_threads(),
        limits: Limits::default(),
    };
    let jobs = pipeline::corpus_jobs(&root, &cfg);
    assert_eq!(jobs.len(), programs.len() * 3 * 5);
    let start = std::time::Instant::now();
    let summary = pipeline::run_jobs(&jobs, &cfg, |_, _| {});
    eprintln!(
        "{} jobs in {:.1}s",
        jobs.len(),
        start.elapsed().as_secs_f64()
    );
    assert!(summary.ok(), "{}", summary.report());
    assert_eq!(summary.passed, jobs.len());
}
