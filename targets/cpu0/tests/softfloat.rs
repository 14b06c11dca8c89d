//! The runtime's soft-float routines (`runtime/softfloat.c`) against the host FPU: the
//! same C file compiled natively by gcc with `tests/softfloat_host.c`, which checks every
//! routine (f32 and f64 add/sub/mul/div/neg/sqrt/fma, all compares, conversions to and from
//! 32- and 64-bit integers, extension and truncation) on all pairs of edge-case operands and
//! 200,000 random cases per routine (subnormals, boundaries, halfway cases, cancellation).
//! Any result whose bits differ from the host's (NaN matching any NaN) fails the test.
//! The runtime's `libm.c` likewise against glibc (`tests/libm_host.c`: its symbols renamed
//! `k_*` by objcopy): the exact functions bit for bit, exp/log/pow/sin/cos within one ulp.
//! Without gcc (or binutils) these tests say so and pass. Also here: what kiln makes of float
//! IR for Cpu0 (libgcc calls; a located error for the float types it does not soften). The Cpu0 builds of the same files
//! are exercised by the floating-point corpus programs (`tests/corpus.rs`).

mod common;

use common::Config;
use kiln_target::CodeGenFileType;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Runs `cmd`; `None` when the tool is missing, panics when it fails.
fn run(cmd: &mut Command) -> Option<String> {
    let out = cmd.output().ok()?;
    assert!(
        out.status.success(),
        "{cmd:?}: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// A scratch path unique to this process.
fn scratch(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("kiln-cpu0-{name}-{}", std::process::id()))
}

/// The number of checks a host program reports first on its summary line.
fn checks(out: &str) -> u64 {
    out.lines()
        .last()
        .and_then(|l| l.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

#[test]
fn libm_matches_glibc() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let rt = dir.join("runtime");
    let (libm, sf, all, exe) = (
        scratch("libm.o"),
        scratch("sf.o"),
        scratch("all.o"),
        scratch("libm-host"),
    );
    let flags = ["-O1", "-ffp-contract=off", "-fno-builtin", "-c", "-o"];
    let steps = [
        Command::new("gcc")
            .args(["-ffreestanding", "-I"])
            .arg(rt.join("include"))
            .args(flags)
            .arg(&libm)
            .arg(rt.join("libm.c"))
            .output(),
        Command::new("gcc")
            .args(flags)
            .arg(&sf)
            .arg(rt.join("softfloat.c"))
            .output(),
        Command::new("ld")
            .arg("-r")
            .arg(&libm)
            .arg(&sf)
            .arg("-o")
            .arg(&all)
            .output(),
        Command::new("objcopy")
            .arg("--prefix-symbols=k_")
            .arg(&all)
            .output(),
        Command::new("gcc")
            .args(["-O1", "-ffp-contract=off", "-fno-builtin", "-o"])
            .arg(&exe)
            .arg(dir.join("tests/libm_host.c"))
            .arg(&all)
            .arg("-lm")
            .output(),
    ];
    let _ = (std::fs::remove_file(&libm), std::fs::remove_file(&sf));
    let _ = std::fs::remove_file(&all);
    for s in steps {
        let Ok(o) = s else {
            eprintln!("gcc or binutils not found: the libm host test is skipped");
            return;
        };
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    }
    let out = run(Command::new(&exe).arg("200000"));
    let _ = std::fs::remove_file(&exe);
    let out = out.expect("run the libm host test");
    assert!(checks(&out) > 5_000_000, "too few checks: {out}");
}

#[test]
fn softfloat_matches_the_host_fpu() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let exe = scratch("softfloat");
    let cc = run(Command::new("gcc")
        .args(["-O1", "-fno-math-errno", "-ffp-contract=off", "-o"])
        .arg(&exe)
        .arg(dir.join("softfloat_host.c"))
        .arg("-lm"));
    if cc.is_none() {
        eprintln!("gcc not found: the soft-float host test is skipped");
        return;
    }
    let out = Command::new(&exe)
        .arg("200000")
        .output()
        .expect("run the host test");
    let _ = std::fs::remove_file(&exe);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "soft-float mismatches:\n{text}");
    assert!(checks(&text) > 5_000_000, "too few checks: {text}");
}

/// A module of one function `f` over the float type `ty` (clang's mips data layout).
fn float_module(ty: &str, op: &str) -> String {
    format!(
        "target datalayout = \"E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64\"\n\
         target triple = \"mips-unknown-linux-gnu\"\n\
         define {ty} @f({ty} %a, {ty} %b) {{\n  %r = {op} {ty} %a, %b\n  ret {ty} %r\n}}\n"
    )
}

#[test]
fn float_and_double_become_libgcc_calls() {
    for (ty, op, call) in [
        ("float", "fadd", "__addsf3"),
        ("double", "fmul", "__muldf3"),
        ("double", "fdiv", "__divdf3"),
    ] {
        for big in [true, false] {
            let c = Config {
                big,
                opt: 2,
                cpu: "cpu032II",
            };
            let asm =
                common::kiln_output(c, "f.ll", float_module(ty, op), CodeGenFileType::Assembly)
                    .unwrap_or_else(|e| panic!("{ty} {op}: {e}"));
            let asm = String::from_utf8(asm).expect("text");
            assert!(asm.contains(call), "{ty} {op}: no {call} in\n{asm}");
        }
    }
}

#[test]
fn unsoftened_float_types_are_located_errors() {
    for ty in ["fp128", "x86_fp80", "half"] {
        let c = Config {
            big: true,
            opt: 2,
            cpu: "cpu032II",
        };
        let e = common::kiln_output(c, "f.ll", float_module(ty, "fadd"), CodeGenFileType::Object)
            .expect_err(ty);
        eprintln!("ERR {ty}: {e}");
        assert!(
            e.contains("'f'") || e.contains("@f") || e.contains(" f"),
            "{ty}: {e}"
        );
        assert!(e.contains(ty) || e.contains("floating"), "{ty}: {e}");
    }
}
