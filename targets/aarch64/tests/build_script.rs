//! The build script reruns when any `.td` file it read changes: every file reachable
//! through `include` from `td/AArch64.td` has a `cargo:rerun-if-changed` line in the
//! build script's recorded output, and the generated file is in `OUT_DIR`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The files reachable from `root` through `include "..."` lines, searching `dirs`.
fn reachable(root: &Path, dirs: &[PathBuf]) -> BTreeSet<PathBuf> {
    let mut seen = BTreeSet::new();
    let mut todo = vec![root.canonicalize().expect("root .td exists")];
    while let Some(f) = todo.pop() {
        if !seen.insert(f.clone()) {
            continue;
        }
        let text = std::fs::read_to_string(&f).expect("readable .td");
        for line in text.lines() {
            let Some(rest) = line.trim_start().strip_prefix("include \"") else {
                continue;
            };
            let name = rest.split('"').next().unwrap_or("");
            let found = std::iter::once(f.parent().unwrap().to_path_buf())
                .chain(dirs.iter().cloned())
                .map(|d| d.join(name))
                .find(|p| p.exists())
                .unwrap_or_else(|| panic!("{name} included from {} not found", f.display()));
            todo.push(found.canonicalize().unwrap());
        }
    }
    seen
}

#[test]
fn every_included_td_file_triggers_a_rebuild() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let td = dir.join("td");
    let files = reachable(
        &td.join("AArch64.td"),
        &[dir.join("../../crates/target/td"), td.clone()],
    );
    assert!(files.len() >= 3, "{files:?}");
    let out_dir = Path::new(env!("OUT_DIR"));
    assert!(out_dir.join("AArch64GenRegisterInfo.rs").exists());
    let output = std::fs::read_to_string(out_dir.parent().unwrap().join("output"))
        .expect("cargo keeps the build script's output beside OUT_DIR");
    let rerun: BTreeSet<PathBuf> = output
        .lines()
        .filter_map(|l| l.strip_prefix("cargo:rerun-if-changed="))
        .filter_map(|p| Path::new(p).canonicalize().ok())
        .collect();
    for f in &files {
        assert!(rerun.contains(f), "no rerun-if-changed for {}", f.display());
    }
}
