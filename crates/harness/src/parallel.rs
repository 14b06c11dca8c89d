//! Work spread over the machine's cores, shared by the harness's own runs
//! ([`crate::pipeline::run_parallel_multi`]) and by the test suite's corpus-style tests.
//!
//! In: work items and a function per item. Out: the items' results in item order
//! ([`map`]), or, for tests, a [`Tally`] of builds that ran and failures (every failure
//! collected rather than the first one panicking), plus a scratch directory per test call
//! ([`scratch_dir`]), since `cargo test` runs several tests of one binary at once.

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Applies `f` to every item on `threads` worker threads (at least 1); the results come back in
/// the items' order.
pub fn map<T: Sync, R: Send>(items: &[T], threads: usize, f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, R)>> = Mutex::new(Vec::with_capacity(items.len()));
    std::thread::scope(|s| {
        for _ in 0..threads.max(1).min(items.len().max(1)) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(item) = items.get(i) else { break };
                let r = f(item);
                results
                    .lock()
                    .expect("invariant: no worker panics while holding the results lock")
                    .push((i, r));
            });
        }
    });
    let mut results = results
        .into_inner()
        .expect("invariant: workers finished without poisoning the results lock");
    results.sort_by_key(|r| r.0);
    results.into_iter().map(|(_, r)| r).collect()
}

/// A test's count of builds that ran and its failures, filled from several threads.
#[derive(Debug, Default)]
pub struct Tally {
    runs: AtomicUsize,
    failures: Mutex<Vec<String>>,
}

impl Tally {
    /// Records one build: a pass counts as a run; a failure is kept as `what(): error`.
    pub fn record(&self, r: Result<(), String>, what: impl FnOnce() -> String) {
        match r {
            Ok(()) => {
                self.runs.fetch_add(1, Ordering::Relaxed);
            }
            Err(e) => self
                .failures
                .lock()
                .expect("invariant: no thread panics holding the failures lock")
                .push(format!("{}: {e}", what())),
        }
    }

    /// Panics listing every failure (of `expected` builds); then, unless exactly `expected`
    /// builds ran, so that a test cannot pass by running less than it names.
    pub fn assert_all_passed(self, expected: usize) {
        let failures = self
            .failures
            .into_inner()
            .expect("invariant: no thread panics holding the failures lock");
        assert!(
            failures.is_empty(),
            "{} of {expected} builds failed:\n{}",
            failures.len(),
            failures.join("\n")
        );
        assert_eq!(self.runs.into_inner(), expected, "every build ran");
    }
}

/// Runs `job` on every item on two threads (the CI machine's cores) with one [`Tally`] that
/// the job records its builds in, and returns it.
pub fn for_each<T: Sync>(items: &[T], job: impl Fn(&T, &Tally) + Sync) -> Tally {
    let tally = Tally::default();
    map(items, 2, |t| job(t, &tally));
    tally
}

/// A new, empty directory for one call of a test, `<tmp>/kiln-<what>-<pid>-<n>`: tests of one
/// binary run at the same time, so each call gets its own.
pub fn scratch_dir(what: &str) -> PathBuf {
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let n = CALLS.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("kiln-{what}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir)
        .unwrap_or_else(|e| panic!("cannot make the scratch directory {}: {e}", dir.display()));
    dir
}
