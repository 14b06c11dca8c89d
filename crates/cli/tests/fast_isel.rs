//! FastISel (`-fast-isel`, off unless given) against the
//! block SelectionDAG: programs of `tests/c` compiled by clang-22 at -O0, then by the `kiln`
//! binary at -O0 with `-fast-isel=true` and `-fast-isel=false` to objects, linked by the
//! target's gcc and run (natively on x86-64, under qemu on AArch64 and RV64); both must print
//! `tests/c/<name>.expected`. The FastISel runs' statistics (`KILN_FAST_ISEL_STATS=1`) must
//! show that it selected most of the instructions that make code, and the `-fast-isel=false`
//! runs that it was off.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// Programs with integer and floating-point arithmetic, pointers, structs, calls, loops,
/// switches and recursion.
const PROGRAMS: &[&str] = &[
    "arith_i32",
    "arith_i64",
    "bit_ops",
    "branches_cond",
    "crc32",
    "dhrystone_like",
    "expr_parser",
    "float_arith",
    "binary_tree",
    "bigint_factorial",
    "hash_table",
    "matrix_double",
];

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the repository root exists")
}

/// `(selected, fell back)` summed over the statistics lines in `stderr`.
fn stats(stderr: &str) -> (u64, u64) {
    let mut sum = (0, 0);
    for line in stderr.lines().filter(|l| l.starts_with("fast-isel: ")) {
        let num = |word: &str| -> u64 {
            let before = line.split(word).next().unwrap_or("");
            let n = before.trim_end().rsplit([' ', ',']).next().unwrap_or("");
            n.parse()
                .unwrap_or_else(|_| panic!("a count before '{word}' in {line}"))
        };
        sum.0 += num(" selected");
        sum.1 += num(" fell back");
    }
    sum
}

/// Compiles, links and runs `name` for `triple` with FastISel `on`; returns its statistics.
fn build_and_run(triple: &str, name: &str, on: bool, dir: &Path) -> Result<(u64, u64), String> {
    let t = kiln_harness::target::exec_target(triple).expect("a hosted target");
    let root = repo_root();
    let src = root.join("tests/c").join(format!("{name}.c"));
    let expected = std::fs::read_to_string(root.join("tests/c").join(format!("{name}.expected")))
        .map_err(|e| format!("{name}.expected: {e}"))?;
    let ll = dir.join(format!("{name}.ll"));
    if !ll.exists() {
        kiln_harness::clang::emit_ll(&src, triple, "-O0", &ll)?;
    }
    let obj = dir.join(format!("{name}.{on}.o"));
    let out = Command::new(env!("CARGO_BIN_EXE_kiln"))
        .arg(format!("-mtriple={triple}"))
        .args(["-O0", "-filetype=obj", &format!("-fast-isel={on}")])
        .arg(&ll)
        .arg("-o")
        .arg(&obj)
        .env("KILN_FAST_ISEL_STATS", "1")
        .output()
        .map_err(|e| e.to_string())?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        return Err(format!("kiln -fast-isel={on} {name}: {stderr}"));
    }
    let exe = dir.join(format!("{name}.{on}"));
    let link = Command::new(t.gcc)
        .args(t.link_flags)
        .arg(&obj)
        .arg("-o")
        .arg(&exe)
        .args(["-lm", "-lpthread"])
        .output()
        .map_err(|e| format!("{} must be installed: {e}", t.gcc))?;
    if !link.status.success() {
        return Err(format!(
            "link {name}: {}",
            String::from_utf8_lossy(&link.stderr)
        ));
    }
    let mut run = match t.runner.split_first() {
        Some((emu, args)) => {
            let mut c = Command::new(emu);
            c.args(args).arg(&exe);
            c
        }
        None => Command::new(&exe),
    };
    let r = kiln_harness::exec::run_with_timeout(&mut run, Duration::from_secs(60), &exe)?;
    if !r.success() {
        return Err(format!("{name} -fast-isel={on}: {}", r.describe()));
    }
    let got = String::from_utf8_lossy(&r.stdout);
    if got != expected {
        return Err(format!(
            "{name} -fast-isel={on} printed something else:\n{}",
            kiln_harness::exec::diff_lines(&expected, &got, 2)
        ));
    }
    Ok(stats(&stderr))
}

/// Every program with FastISel on and off for `triple`; FastISel must select at least
/// `min_coverage` of the instructions.
fn on_and_off(triple: &str, min_coverage: f64) {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("fast_isel_{triple}"));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let mut failures = Vec::new();
    let (mut selected, mut fell_back) = (0, 0);
    for name in PROGRAMS {
        match build_and_run(triple, name, true, &dir) {
            Ok((s, f)) => {
                selected += s;
                fell_back += f;
            }
            Err(e) => failures.push(e),
        }
        match build_and_run(triple, name, false, &dir) {
            Ok((0, 0)) => {}
            Ok(s) => failures.push(format!("{name}: -fast-isel=false still selected {s:?}")),
            Err(e) => failures.push(e),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let coverage = selected as f64 / (selected + fell_back).max(1) as f64;
    eprintln!("{triple}: FastISel selected {selected}, fell back {fell_back} ({coverage:.3})");
    assert!(
        coverage >= min_coverage,
        "{triple}: FastISel selected only {selected} of {} instructions",
        selected + fell_back
    );
}

#[test]
fn fast_isel_on_and_off_x86_64() {
    on_and_off("x86_64-linux-gnu", 0.8);
}

#[test]
fn fast_isel_on_and_off_aarch64() {
    on_and_off("aarch64-linux-gnu", 0.8);
}

#[test]
fn fast_isel_on_and_off_riscv64() {
    on_and_off("riscv64-linux-gnu", 0.6);
}
