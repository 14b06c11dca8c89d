//! Extra backend arguments reach the backend under test: `--llc-arg` (repeatable) in corpus
//! and csmith mode, and `scripts/csmith-sweep.sh` passes `-verify-regalloc` to kiln (with
//! `KILN`/`HARNESS` naming the binaries). The backend here is a script that records its
//! arguments, drops `-verify-regalloc` (llc-22 has no such option) and runs llc-22; the
//! reference build (llc-22 itself) never gets the extra arguments.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn scratch(name: &str) -> PathBuf {
    common::scratch("backend_args", name)
}

/// A backend script appending its command line to `<dir>/args` and then running llc-22
/// without `-verify-regalloc`.
fn recording_backend(dir: &Path) -> PathBuf {
    let script = dir.join("recording-llc.sh");
    common::write_script(
        &script,
        format!(
            "#!/bin/sh\necho \"$*\" >> {}\n\
             for a in \"$@\"; do shift; [ \"$a\" = -verify-regalloc ] || set -- \"$@\" \"$a\"; done\n\
             exec llc-22 \"$@\"\n",
            dir.join("args").display()
        )
    );
    script
}

fn recorded(dir: &Path) -> Vec<String> {
    std::fs::read_to_string(dir.join("args"))
        .unwrap_or_default()
        .lines()
        .map(String::from)
        .collect()
}

#[test]
fn llc_arg_reaches_the_backend_in_corpus_and_csmith_mode() {
    let dir = scratch("cli");
    let script = recording_backend(&dir);
    let bin = env!("CARGO_BIN_EXE_kiln-harness");
    let out = Command::new(bin)
        .args(["corpus", "--filter", "locals_basic", "--triple"])
        .args(["riscv64-linux-gnu", "--level", "-O1", "--llc"])
        .arg(&script)
        .args(["--llc-opt", "-O0", "--llc-opt", "-O2"])
        .args(["--llc-arg", "-verify-regalloc", "--work"])
        .arg(dir.join("w1"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("2 passed, 0 failed"), "{stdout}");
    let lines = recorded(&dir);
    assert_eq!(lines.len(), 2, "{lines:?}");
    for (line, opt) in lines.iter().zip(["-O0", "-O2"]) {
        let args: Vec<&str> = line.split_whitespace().collect();
        assert!(args.contains(&"-verify-regalloc"), "{line}");
        assert!(args.contains(&"-mtriple=riscv64-linux-gnu"), "{line}");
        assert!(args.contains(&opt), "{line}");
    }

    std::fs::remove_file(dir.join("args")).unwrap();
    let out = Command::new(bin)
        .args(["csmith", "--seeds", "1", "--llc"])
        .arg(&script)
        .args(["--llc-arg", "-verify-regalloc", "--work"])
        .arg(dir.join("w2"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("1 passed, 0 failed"), "{stdout}");
    // One backend run: the candidate's; the reference is llc-22 run directly.
    let lines = recorded(&dir);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].split_whitespace().any(|a| a == "-verify-regalloc"));
}

#[test]
fn csmith_sweep_script_passes_verify_regalloc() {
    let dir = scratch("sweep");
    let script = recording_backend(&dir);
    let root = kiln_harness::repo_root();
    let out = Command::new("bash")
        .arg(root.join("scripts/csmith-sweep.sh"))
        .arg("int")
        .env("KILN", &script)
        .env("HARNESS", env!("CARGO_BIN_EXE_kiln-harness"))
        .env("SEEDS", "1")
        .env("JOBS", "2")
        .env("WORK", dir.join("work"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Two sweeps (-O0 and -O2) of one seed each.
    assert_eq!(stdout.matches("1 passed, 0 failed").count(), 2, "{stdout}");
    let lines = recorded(&dir);
    assert_eq!(lines.len(), 2, "{lines:?}");
    for (line, opt) in lines.iter().zip(["-O0", "-O2"]) {
        let args: Vec<&str> = line.split_whitespace().collect();
        assert!(args.contains(&"-verify-regalloc"), "{line}");
        assert!(args.contains(&opt), "{line}");
    }
}
