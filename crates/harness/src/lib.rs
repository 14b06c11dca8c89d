//! kiln-harness: compiles C programs (the corpus in `tests/c` and csmith programs) with clang-22
//! to LLVM IR, runs the IR through an llc-like backend command, links with the cross gcc, runs
//! the result under qemu (natively for x86-64) and compares the output with what is expected.
//!
//! In: the repository's `tests/c/*.c` programs with their `.expected` output, or csmith seeds.
//! Out: a per-job verdict and a summary of failures (see [`corpus`], [`clang`]).

pub mod clang;
pub mod corpus;
pub mod csmith;
pub mod exec;
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
