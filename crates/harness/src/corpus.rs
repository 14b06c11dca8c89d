//! The C corpus: `tests/c/<name>.c` programs, each with `tests/c/<name>.expected`, its exact
//! standard output. In: the repository root. Out: the programs, sorted by name.

use std::path::{Path, PathBuf};

/// One corpus program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    /// The file stem, e.g. `div_rem_signed`.
    pub name: String,
    /// Path of the C source.
    pub source: PathBuf,
    /// Path of the expected standard output.
    pub expected: PathBuf,
}

/// The directory holding the corpus under `repo_root`.
pub fn corpus_dir(repo_root: &Path) -> PathBuf {
    repo_root.join("tests").join("c")
}

/// Every `tests/c/*.c` program that has a matching `.expected` file, sorted by name.
/// A missing or unreadable directory yields an empty list.
pub fn programs(repo_root: &Path) -> Vec<Program> {
    let dir = corpus_dir(repo_root);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return Vec::new();
    };
    let mut out: Vec<Program> = entries
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .filter_map(|source| {
            let name = source.file_stem()?.to_str()?.to_string();
            let expected = source.with_extension("expected");
            expected.is_file().then_some(Program {
                name,
                source,
                expected,
            })
        })
        .collect();
    out.sort_by(|a, b| a.name.cmp(&b.name));
    out
}
