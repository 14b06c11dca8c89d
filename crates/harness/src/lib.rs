//! kiln-harness: compiles C programs (the corpus in `tests/c` and csmith programs) with clang-22
//! to LLVM IR, runs the IR through an llc-like backend command, links with the cross gcc, runs
//! the result under qemu (natively for x86-64) and compares the output with what is expected.
//!
//! In: the repository's `tests/c/*.c` programs with their `.expected` output, or csmith seeds.
//! Out: a per-job verdict and a summary of failures.
//!
//! - [`clang`]: `emit_ll`, C to `.ll` for riscv64, aarch64, x86_64 and riscv32 Linux.
//! - [`corpus`]: the programs in `tests/c`.
//! - [`pipeline`]: one job (clang → backend → cross gcc → qemu → compare) and the parallel
//!   runner with its [`pipeline::Summary`].
//! - [`csmith`]: random programs checked against the llc-22 reference build of the same IR;
//!   [`classify`]: when their outputs differ, whether the output depends on poison/undef.
//! - [`target`], [`exec`]: the triples the harness can run, and timed process execution.
//! - [`parallel`]: work spread over the cores, and the corpus-style tests' tally of builds.
//!
//! ```no_run
//! use kiln_harness::{clang, corpus, repo_root};
//! let root = repo_root();
//! for p in corpus::programs(&root).iter().filter(|p| p.is_integer_only()) {
//!     let out = std::env::temp_dir().join(format!("{}.ll", p.name));
//!     clang::emit_ll(&p.source, "riscv32-linux-gnu", "-O2", &out).expect("clang-22 works");
//! }
//! ```

#![warn(missing_docs)]

pub mod clang;
pub mod classify;
pub mod corpus;
pub mod csmith;
pub mod exec;
pub mod parallel;
pub mod pipeline;
pub mod target;

use std::path::PathBuf;

/// The root of the kiln repository (the workspace directory holding `tests/c`).
pub fn repo_root() -> PathBuf {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest
        .parent()
        .and_then(|p| p.parent())
        .map(PathBuf::from)
        .expect("invariant: kiln-harness lives at <repo>/crates/harness")
}
