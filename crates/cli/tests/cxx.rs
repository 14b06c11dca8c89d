//! C++ programs with exceptions through kiln (issue 20): every `tests/cxx/*.cpp` is compiled by
//! clang++-22 to IR (`-std=c++17`, or the standard its first line names after
//! `kiln-cxx-std:`; at -O0 and -O2), by the `kiln` command to assembly (which
//! the target's g++ assembles) and to an object (kiln's own `.eh_frame` and
//! `.gcc_except_table`), linked with libstdc++ by the target's g++ and run (natively on
//! x86-64, under qemu-user for riscv64 and aarch64); the output must be the `.expected` file
//! next to the source, which is what g++ -O2's build of the program prints.
//!
//! The default test runs every program on x86-64 in four configurations that together use
//! each kiln level with each clang level and each output kind once: clang -O0 through kiln -O0
//! (`.s`) and kiln -O2 (`.o`), clang -O2 through kiln -O2 (`.s`) and kiln -O0 (`.o`);
//! `cxx_cross_smoke` runs six of them on riscv64 and aarch64 (clang -O0 / kiln -O0 `.s`,
//! clang -O2 / kiln -O2 `.o`). The ignored tests run all eight configurations (`cxx_x86_64_all`) and the same four on
//! riscv64 and aarch64 (`cxx_riscv64`, `cxx_aarch64`: they need `g++-riscv64-linux-gnu` and
//! `g++-aarch64-linux-gnu`, which `scripts/setup.sh` installs):
//! `cargo test --release -p kiln-cli --test cxx -- --include-ignored`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// How one target builds and runs a program.
struct Target {
    /// The triple clang and kiln are given.
    triple: &'static str,
    /// The g++ that assembles and links.
    gxx: &'static str,
    /// The emulator and its sysroot, or `None` to run natively.
    qemu: Option<(&'static str, &'static str)>,
}

const X86_64: Target = Target {
    triple: "x86_64-linux-gnu",
    gxx: "g++",
    qemu: None,
};

const RISCV64: Target = Target {
    triple: "riscv64-linux-gnu",
    gxx: "riscv64-linux-gnu-g++",
    qemu: Some(("qemu-riscv64", "/usr/riscv64-linux-gnu")),
};

const AARCH64: Target = Target {
    triple: "aarch64-linux-gnu",
    gxx: "aarch64-linux-gnu-g++",
    qemu: Some(("qemu-aarch64", "/usr/aarch64-linux-gnu")),
};

/// (clang level, kiln level, object?) for the default runs.
const FOUR: [(&str, u8, bool); 4] = [
    ("-O0", 0, false),
    ("-O0", 2, true),
    ("-O2", 2, false),
    ("-O2", 0, true),
];

/// Every combination.
const EIGHT: [(&str, u8, bool); 8] = [
    ("-O0", 0, false),
    ("-O0", 2, true),
    ("-O2", 2, false),
    ("-O2", 0, true),
    ("-O0", 0, true),
    ("-O0", 2, false),
    ("-O2", 2, true),
    ("-O2", 0, false),
];

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the repository root exists")
}

/// The programs: the stems of `tests/cxx/*.cpp`, sorted.
fn programs() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(repo_root().join("tests/cxx"))
        .expect("tests/cxx exists")
        .filter_map(|e| {
            let p = e.ok()?.path();
            if p.extension()? != "cpp" {
                return None;
            }
            Some(p.file_stem()?.to_string_lossy().into_owned())
        })
        .collect();
    v.sort();
    v
}

/// Runs `cmd`, failing with its command line and stderr.
fn run(cmd: &mut Command, what: &str) -> Result<(), String> {
    let out = cmd
        .output()
        .map_err(|e| format!("{what}: cannot run {cmd:?}: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{what} failed: {cmd:?}\n{}",
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// Builds `ll` with kiln at `level` (`obj`: an object, else assembly), links and runs it, and
/// compares its output with `expected`.
fn build_and_run(
    t: &Target,
    ll: &Path,
    level: u8,
    obj: bool,
    dir: &Path,
    expected: &str,
) -> Result<(), String> {
    let tag = format!("k{level}{}", if obj { "o" } else { "s" });
    let out = dir.join(format!("prog.{tag}.{}", if obj { "o" } else { "s" }));
    let mut k = Command::new(env!("CARGO_BIN_EXE_kiln"));
    k.arg(format!("-mtriple={}", t.triple))
        .arg(format!("-O{level}"))
        .arg(if obj {
            "-filetype=obj"
        } else {
            "-filetype=asm"
        })
        .arg(ll)
        .arg("-o")
        .arg(&out);
    run(&mut k, &format!("kiln -O{level}"))?;
    let exe = dir.join(format!("prog.{tag}"));
    run(
        Command::new(t.gxx).arg(&out).arg("-o").arg(&exe),
        &format!("linking with {}", t.gxx),
    )?;
    let mut cmd = match t.qemu {
        Some((q, sysroot)) => {
            let mut c = Command::new(q);
            c.arg("-L").arg(sysroot).arg(&exe);
            c
        }
        None => Command::new(&exe),
    };
    let r = kiln_harness::exec::run_with_timeout(&mut cmd, Duration::from_secs(60), &exe)?;
    let got = String::from_utf8_lossy(&r.stdout);
    if !r.success() {
        return Err(format!("{} {}", exe.display(), r.describe()));
    }
    if got != expected {
        return Err(format!(
            "{} printed something else:\n{}",
            exe.display(),
            kiln_harness::exec::diff_lines(expected, &got, 2)
        ));
    }
    Ok(())
}

/// Runs every program on `t` in `configs`, on two threads; fails listing every failure.
fn run_all(t: &Target, configs: &[(&str, u8, bool)]) {
    let list = programs();
    assert!(list.len() >= 20, "tests/cxx holds at least 20 programs");
    run_list(t, &list, configs);
}

/// Runs the programs of `list` on `t` in `configs`, on two threads; fails listing every failure.
fn run_list(t: &Target, list: &[String], configs: &[(&str, u8, bool)]) {
    let root = repo_root();
    let work = kiln_harness::parallel::scratch_dir(&format!("cxx-{}", t.triple));
    let tally = kiln_harness::parallel::for_each(list, |name, tally| {
        let src = root.join("tests/cxx").join(format!("{name}.cpp"));
        let expected =
            std::fs::read_to_string(root.join("tests/cxx").join(format!("{name}.expected")))
                .unwrap_or_else(|e| panic!("{name}.expected: {e}"));
        // A program may ask for another standard (`kiln-cxx-std: c++14` in its first
        // line: dynamic exception specifications, gone in C++17).
        let first = std::fs::read_to_string(&src).unwrap_or_default();
        let std_flag = match first
            .lines()
            .next()
            .and_then(|l| l.split("kiln-cxx-std: ").nth(1))
        {
            Some(v) => format!("-std={}", v.trim()),
            None => "-std=c++17".to_string(),
        };
        let dir = work.join(name);
        std::fs::create_dir_all(&dir).expect("the work directory can be made");
        for &(clang_level, level, obj) in configs {
            let ll = dir.join(format!("prog{clang_level}.ll"));
            let res = if ll.exists() {
                Ok(())
            } else {
                kiln_harness::clang::emit_ll_with(
                    &src,
                    t.triple,
                    clang_level,
                    &ll,
                    &[&std_flag, "-w"],
                )
            }
            .and_then(|()| build_and_run(t, &ll, level, obj, &dir, &expected));
            tally.record(res, || {
                let ext = if obj { ".o" } else { ".s" };
                format!("{name} (clang {clang_level}, kiln -O{level} {ext})")
            });
        }
    });
    let _ = std::fs::remove_dir_all(&work);
    tally.assert_all_passed(list.len() * configs.len());
}

#[test]
fn cxx_x86_64() {
    run_all(&X86_64, &FOUR);
}

/// The programs the default cross test runs: unwinding through frames with destructors,
/// rethrow, catch(...), filters, constructors that throw, large and alloca frames.
const CROSS_SMOKE: [&str; 6] = [
    "throw_frames",
    "rethrow",
    "dtors_unwind",
    "catch_all",
    "exception_spec",
    "large_frame",
];

#[test]
fn cxx_cross_smoke() {
    let list: Vec<String> = CROSS_SMOKE.iter().map(|s| s.to_string()).collect();
    let configs = [("-O0", 0, false), ("-O2", 2, true)];
    run_list(&RISCV64, &list, &configs);
    run_list(&AARCH64, &list, &configs);
}

#[test]
#[ignore = "all eight configurations: about twice the default's time"]
fn cxx_x86_64_all() {
    run_all(&X86_64, &EIGHT);
}

#[test]
#[ignore = "needs g++-riscv64-linux-gnu (scripts/setup.sh); slow under qemu"]
fn cxx_riscv64() {
    run_all(&RISCV64, &FOUR);
}

#[test]
#[ignore = "needs g++-aarch64-linux-gnu (scripts/setup.sh); slow under qemu"]
fn cxx_aarch64() {
    run_all(&AARCH64, &FOUR);
}
