//! Rust programs through kiln (issue 20): every `tests/rust/*.rs` is built by
//! `scripts/kiln-rustc.sh` (rustc 1.95's front end, edition 2021; every codegen unit, the
//! allocator shim included, compiled by this crate's `kiln` command; linked with the installed
//! standard library) and run natively on x86-64; its output must be the `.expected` file next
//! to the source (what rustc's own build prints) and its exit status 0 (`process_exit.rs`: 3).
//!
//! The default test runs rustc opt-level 0 through kiln -O0 and opt-level 3 through kiln -O2;
//! the ignored `rust_all` adds the two crossed pairs:
//! `cargo test --release -p kiln-cli --test rust -- --include-ignored`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// Programs kiln cannot build yet, with the reason; the tests skip them (and check that
/// each still names a program).
const KNOWN_FAILURES: &[(&str, &str)] = &[];

/// The exit status each program must end with (0 unless listed).
const EXIT_STATUS: &[(&str, i32)] = &[("process_exit", 3)];

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the repository root exists")
}

/// The programs: the stems of `tests/rust/*.rs`, sorted.
fn programs() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(repo_root().join("tests/rust"))
        .expect("tests/rust exists")
        .filter_map(|e| {
            let p = e.ok()?.path();
            if p.extension()? != "rs" {
                return None;
            }
            Some(p.file_stem()?.to_string_lossy().into_owned())
        })
        .collect();
    v.sort();
    v
}

/// Builds program `name` at rustc `-C opt-level=<rustc_level>` through kiln `-O<level>` in
/// `dir`, runs it and checks its output and exit status.
fn build_and_run(name: &str, rustc_level: u8, level: u8, dir: &Path) -> Result<(), String> {
    let root = repo_root();
    let src = root.join("tests/rust").join(format!("{name}.rs"));
    let expected =
        std::fs::read_to_string(root.join("tests/rust").join(format!("{name}.expected")))
            .map_err(|e| format!("{name}.expected: {e}"))?;
    let exe = dir.join(format!("prog{rustc_level}{level}"));
    let out = Command::new("bash")
        .arg(root.join("scripts/kiln-rustc.sh"))
        .arg(format!("--kiln={}", env!("CARGO_BIN_EXE_kiln")))
        .arg(format!("--kiln-opt=-O{level}"))
        .args(["--edition", "2021", "-C"])
        .arg(format!("opt-level={rustc_level}"))
        .arg(&src)
        .arg("-o")
        .arg(&exe)
        .current_dir(dir)
        .output()
        .map_err(|e| format!("cannot run scripts/kiln-rustc.sh: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "build failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let mut run = Command::new(&exe);
    let r = kiln_harness::exec::run_with_timeout(&mut run, Duration::from_secs(60), &exe)?;
    let want = EXIT_STATUS.iter().find(|e| e.0 == name).map_or(0, |e| e.1);
    let code = match r.ended {
        kiln_harness::exec::Ended::Exited(s) => s.code(),
        _ => None,
    };
    if code != Some(want) {
        return Err(format!(
            "{} {} (expected exit status {want})",
            exe.display(),
            r.describe()
        ));
    }
    let got = String::from_utf8_lossy(&r.stdout);
    if got != expected {
        return Err(format!(
            "{} printed something else:\n{}",
            exe.display(),
            kiln_harness::exec::diff_lines(&expected, &got, 2)
        ));
    }
    Ok(())
}

/// Runs every program (but the known failures) in `configs` (rustc level, kiln level).
fn run_all(configs: &[(u8, u8)]) {
    let list: Vec<String> = programs()
        .into_iter()
        .filter(|p| !KNOWN_FAILURES.iter().any(|k| k.0 == p))
        .collect();
    assert!(
        list.len() >= 20,
        "tests/rust holds at least 20 programs kiln builds"
    );
    let work = kiln_harness::parallel::scratch_dir("rust");
    let tally = kiln_harness::parallel::for_each(&list, |name, tally| {
        for &(rl, kl) in configs {
            let dir = work.join(format!("{name}-{rl}{kl}"));
            let res = std::fs::create_dir_all(&dir)
                .map_err(|e| e.to_string())
                .and_then(|()| build_and_run(name, rl, kl, &dir));
            tally.record(res, || {
                format!("{name} (rustc opt-level {rl}, kiln -O{kl})")
            });
        }
    });
    let _ = std::fs::remove_dir_all(&work);
    tally.assert_all_passed(list.len() * configs.len());
}

#[test]
fn rust_programs() {
    run_all(&[(0, 0), (3, 2)]);
}

#[test]
#[ignore = "the crossed pairs too: twice the default's time"]
fn rust_all() {
    run_all(&[(0, 0), (3, 2), (0, 2), (3, 0)]);
}

/// The lists name programs that exist.
#[test]
fn listed_programs_exist() {
    let all = programs();
    let names = KNOWN_FAILURES
        .iter()
        .map(|k| k.0)
        .chain(EXIT_STATUS.iter().map(|e| e.0));
    for name in names {
        assert!(all.iter().any(|p| p == name), "{name} is not in tests/rust");
    }
}
