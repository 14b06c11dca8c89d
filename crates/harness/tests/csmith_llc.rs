//! csmith mode, exercised with llc-22 as the candidate on riscv64: every seed either matches
//! the reference build's checksum or is skipped (slow reference), none fails.

use kiln_harness::csmith::{self, CsmithConfig};
use kiln_harness::pipeline::{self, Backend};
use std::path::PathBuf;
use std::time::Duration;

#[test]
fn ten_seeds_riscv64_llc22() {
    let cfg = CsmithConfig {
        seeds: (1..=10).collect(),
        csmith_args: Vec::new(),
        triple: "riscv64-linux-gnu".to_string(),
        level: "-O2".to_string(),
        backend: Backend::llc22("-O2"),
        work: PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("csmith_llc"),
        threads: pipeline::default_threads(),
        ref_timeout: Duration::from_secs(5),
        keep_ll: None,
        build_timeout: Duration::from_secs(120),
    };
    let summary = csmith::run(&cfg, |_, _| {});
    assert!(summary.ok(), "{}", summary.report());
    assert_eq!(summary.passed + summary.skipped.len(), 10);
    assert!(
        summary.passed >= 5,
        "most seeds should run: {}",
        summary.report()
    );
}

#[test]
fn seed_lists_parse() {
    assert_eq!(csmith::parse_seeds("1..3,7").unwrap(), vec![1, 2, 3, 7]);
    assert!(csmith::parse_seeds("3..1").is_err());
    assert!(csmith::parse_seeds("x").is_err());
    assert!(csmith::parse_seeds("").is_err());
}
