//! `docs/writing-a-backend.md` names only what exists: every backquoted path is a file or
//! directory of the repository, and every backquoted name (an identifier, a file name or
//! a crate name) occurs in the Cpu0 target's sources (its runtime's C and assembly too), its
//! simulator, kiln-mc's sources or
//! kiln's base TableGen schema.

use std::path::{Path, PathBuf};

/// Every file under `dir` (recursively) whose name ends in one of `exts`.
fn files(dir: &Path, exts: &[&str], out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            if p.file_name().is_some_and(|n| n == "target") {
                continue;
            }
            files(&p, exts, out);
        } else if exts.iter().any(|x| p.to_string_lossy().ends_with(x)) {
            out.push(p);
        }
    }
}

#[test]
fn every_name_in_the_guide_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let guide = std::fs::read_to_string(root.join("docs/writing-a-backend.md"))
        .expect("docs/writing-a-backend.md exists");
    let mut srcs = Vec::new();
    for d in [
        "targets/cpu0",
        "crates/mc/src",
        "crates/target/td",
        "crates/tablegen-backends/src",
        "crates/cli/src/bin",
    ] {
        files(
            &root.join(d),
            &[".rs", ".td", ".toml", ".c", ".h", ".s"],
            &mut srcs,
        );
    }
    let mut corpus = String::new();
    let mut names = Vec::new();
    for f in &srcs {
        corpus.push_str(&std::fs::read_to_string(f).unwrap_or_default());
        if let Some(n) = f.file_name() {
            names.push(n.to_string_lossy().to_string());
        }
    }
    let mut checked = 0;
    let mut missing = Vec::new();
    for (k, tok) in guide.split('`').enumerate() {
        if k % 2 == 0 || tok.is_empty() || tok.contains(char::is_whitespace) {
            continue;
        }
        if tok.contains('/') {
            checked += 1;
            if !root.join(tok).exists() {
                missing.push(tok.to_string());
            }
        } else if tok
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '-')
        {
            checked += 1;
            if !corpus.contains(tok) && !names.iter().any(|n| n == tok) {
                missing.push(tok.to_string());
            }
        }
    }
    assert!(checked > 80, "only {checked} names checked");
    assert!(
        missing.is_empty(),
        "the guide names what does not exist: {missing:?}"
    );
}
