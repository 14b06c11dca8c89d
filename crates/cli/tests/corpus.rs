//! Every valid input verifies: `kiln -emit-llvm` (parse + verify + print) must accept what
//! clang-22 emits for the C corpus (`tests/c/*.c`) and the hand-written `.ll` files
//! (`tests/ll/*.ll`), and its output must be accepted by `llvm-as-22`.
//!
//! Each C program is compiled twice: at `-O0` and at one of `-O1`/`-O2`/`-O3`/`-Os`, with the
//! level and the triple (riscv64, aarch64, x86_64, riscv32) rotating over the corpus so that
//! every combination occurs; every fourth program also gets `-g` for debug records and metadata.

use std::path::{Path, PathBuf};
use std::process::Command;

const TRIPLES: [&str; 4] = [
    "riscv64-linux-gnu",
    "aarch64-linux-gnu",
    "x86_64-linux-gnu",
    "riscv32-linux-gnu",
];
const LEVELS: [&str; 4] = ["-O1", "-O2", "-O3", "-Os"];

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the repository root exists")
}

/// Runs `kiln -emit-llvm` on `ll`; on success checks llvm-as-22 accepts the output.
fn check(ll: &Path, out: &Path) -> Result<(), String> {
    let o = Command::new(env!("CARGO_BIN_EXE_kiln"))
        .arg("-emit-llvm")
        .arg(ll)
        .arg("-o")
        .arg(out)
        .output()
        .map_err(|e| format!("running kiln: {e}"))?;
    if !o.status.success() {
        return Err(format!(
            "kiln -emit-llvm {} failed:\n{}",
            ll.display(),
            String::from_utf8_lossy(&o.stderr)
        ));
    }
    let st = Command::new("llvm-as-22")
        .arg(out)
        .args(["-o", "/dev/null"])
        .output()
        .map_err(|e| format!("llvm-as-22 must be installed: {e}"))?;
    if !st.status.success() {
        return Err(format!(
            "llvm-as-22 rejected kiln's output for {}:\n{}",
            ll.display(),
            String::from_utf8_lossy(&st.stderr)
        ));
    }
    Ok(())
}

/// One check of the test: its error names the input.
type Job = Box<dyn Fn() -> Result<(), String> + Send + Sync>;

/// Runs `jobs` on two threads (the machine has two cores); fails listing every failure.
fn run_all(jobs: Vec<Job>) {
    let n = jobs.len();
    kiln_harness::parallel::for_each(&jobs, |job, tally| tally.record(job(), || "check".into()))
        .assert_all_passed(n);
}

#[test]
fn clang_output_for_the_c_corpus_verifies() {
    let root = repo_root();
    let programs = kiln_harness::corpus::programs(&root);
    assert!(
        programs.len() >= 20,
        "expected the C corpus in tests/c, found {} programs",
        programs.len()
    );
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("kiln-cli-corpus");
    std::fs::create_dir_all(&work).expect("creating the work directory");
    let mut jobs: Vec<Job> = Vec::new();
    for (i, p) in programs.into_iter().enumerate() {
        let configs = [
            ("-O0", TRIPLES[i % 4]),
            (LEVELS[(i / 4) % 4], TRIPLES[(i + 1) % 4]),
        ];
        for (opt, triple) in configs {
            let src = p.source.clone();
            let stem = format!("{}{}-{}", p.name, opt, triple);
            let ll = work.join(format!("{stem}.ll"));
            let out = work.join(format!("{stem}.kiln.ll"));
            let debug = i % 4 == 0;
            jobs.push(Box::new(move || {
                let extra: &[&str] = if debug { &["-g", "-w"] } else { &["-w"] };
                kiln_harness::clang::emit_ll_with(&src, triple, opt, &ll, extra)?;
                check(&ll, &out)
            }));
        }
    }
    run_all(jobs);
}

#[test]
fn hand_written_ll_files_verify() {
    let dir = repo_root().join("tests/ll");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/ll exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no .ll files in {}", dir.display());
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("kiln-cli-ll");
    std::fs::create_dir_all(&work).expect("creating the work directory");
    let jobs = files
        .into_iter()
        .map(|f| {
            let out = work.join(f.file_name().expect("a file name"));
            Box::new(move || check(&f, &out)) as Job
        })
        .collect();
    run_all(jobs);
}

/// What rustc emits verifies too: the Rust programs under `tests/ll/rust/` (as binaries) and
/// two self-contained kiln sources (as libraries), at `-C opt-level=0` with debug info, 2, and
/// 3 with `panic=abort`.
#[test]
fn rustc_output_verifies() {
    let root = repo_root();
    let mut sources: Vec<(PathBuf, &str)> = std::fs::read_dir(root.join("tests/ll/rust"))
        .expect("tests/ll/rust exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .map(|p| (p, "bin"))
        .collect();
    sources.sort();
    assert!(!sources.is_empty(), "no Rust programs in tests/ll/rust");
    sources.push((root.join("crates/target/src/triple.rs"), "lib"));
    sources.push((root.join("crates/support/src/lib.rs"), "lib"));
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("kiln-cli-rustc");
    std::fs::create_dir_all(&work).expect("creating the work directory");
    let mut jobs: Vec<Job> = Vec::new();
    for (k, (src, kind)) in sources.into_iter().enumerate() {
        for (l, flags) in [
            &["-C", "opt-level=0", "-C", "debuginfo=2"][..],
            &["-C", "opt-level=2"][..],
            &["-C", "opt-level=3", "-C", "panic=abort"][..],
        ]
        .into_iter()
        .enumerate()
        {
            let src = src.clone();
            let ll = work.join(format!("src{k}-{l}.ll"));
            let out = work.join(format!("src{k}-{l}.kiln.ll"));
            jobs.push(Box::new(move || {
                let o = Command::new("rustc")
                    .args([
                        "--crate-type",
                        kind,
                        "--crate-name",
                        "sample",
                        "--emit=llvm-ir",
                    ])
                    .args(["-A", "warnings"])
                    .args(flags)
                    .arg("-o")
                    .arg(&ll)
                    .arg(&src)
                    .output()
                    .map_err(|e| format!("rustc must be installed: {e}"))?;
                if !o.status.success() {
                    return Err(format!(
                        "rustc failed on {}:\n{}",
                        src.display(),
                        String::from_utf8_lossy(&o.stderr)
                    ));
                }
                check(&ll, &out)
            }));
        }
    }
    run_all(jobs);
}
