//! Run tests of the target-independent intrinsic expansions and wide-integer lowering against
//! llc-22: each `tests/codegen/riscv/run/<name>.ll` is compiled by kiln (in-process, at -O0
//! and -O2) and by llc-22 -O2, linked with its C driver `<name>.c` by riscv64-linux-gnu-gcc
//! and run under qemu-riscv64; kiln's builds must print exactly what llc-22's prints.
//!
//! - `intrinsics.ll`: fshl/fshr (variable, constant and rotate forms), the six
//!   `*.with.overflow`, the six saturating operations, ucmp/scmp, smin/smax/umin/umax, abs,
//!   ctpop/ctlz/cttz, bswap and bitreverse at i8/i16/i32/i64 and i128, called with overflow
//!   boundaries, INT_MIN/INT_MAX, and shift amounts 0, 1, width-1, width and beyond. The driver
//!   prints one hash per function, so a single wrong lane shows as a named line.
//! - `mem_intrinsics.ll`: memcpy, memmove (also overlapping both ways) and memset of 1 to 65
//!   bytes at alignments 1, 2, 4 and 8: inlined as loads and stores when small, calls beyond.
//! - `wide_int.ll`: i136, i192, i256 and i512 (expanded twice or three times): add, sub, mul
//!   (no libcall past i128: schoolbook on halves), logic, shifts by constants and by variable
//!   amounts, compares, select, extensions, truncation and a loop-carried phi, with edge values
//!   (0, 1, -1, 2^64-1, 2^127, 2^128, the type's MIN/MAX, patterns).

use kiln_target::Triple;
use kiln_target_riscv::target_machine::{assemble, RiscvTargetMachine};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const TRIPLE: &str = "riscv64-linux-gnu";

fn run_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/codegen/riscv/run")
}

fn check(cmd: &mut Command, what: &str) {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("{what} must be installed: {e}"));
    assert!(
        out.status.success(),
        "{what} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Links `obj` with driver `<name>.c` and returns what the program prints.
fn link_and_run(name: &str, obj: &Path, dir: &Path, tag: &str) -> String {
    let exe = dir.join(format!("{name}.{tag}"));
    check(
        Command::new("riscv64-linux-gnu-gcc")
            .args(["-O1", "-no-pie"])
            .arg(run_dir().join(format!("{name}.c")))
            .arg(obj)
            .arg("-o")
            .arg(&exe),
        "riscv64-linux-gnu-gcc",
    );
    let mut run = Command::new("qemu-riscv64");
    run.arg("-L").arg("/usr/riscv64-linux-gnu").arg(&exe);
    let r = kiln_harness::exec::run_with_timeout(&mut run, Duration::from_secs(30), &exe)
        .unwrap_or_else(|e| panic!("qemu-riscv64 must be installed: {e}"));
    assert!(r.success(), "{} {}", exe.display(), r.describe());
    String::from_utf8_lossy(&r.stdout).into_owned()
}

/// Builds `<name>.ll` with llc-22 and kiln -O0/-O2 and compares the programs' outputs;
/// llc-22's output must have `min_lines` lines.
fn compare_with_llc(name: &str, min_lines: usize) {
    let ll = run_dir().join(format!("{name}.ll"));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("run_{name}"));
    std::fs::create_dir_all(&dir).expect("the test's work directory can be created");

    let llc_obj = dir.join("llc.o");
    check(
        Command::new("llc-22")
            .args([
                "-mtriple=riscv64-linux-gnu",
                "-mattr=+m,+a,+f,+d,+c",
                "-target-abi=lp64d",
                "-O2",
                "-filetype=obj",
            ])
            .arg(&ll)
            .arg("-o")
            .arg(&llc_obj),
        "llc-22",
    );
    let want = link_and_run(name, &llc_obj, &dir, "llc");
    assert!(
        want.lines().count() >= min_lines,
        "the driver prints at least {min_lines} lines:\n{want}"
    );

    let text = std::fs::read_to_string(&ll).expect("the .ll file is in the repository");
    let module = kiln_ir::parse_str(&ll.display().to_string(), &text)
        .unwrap_or_else(|e| panic!("parse {}: {e}", ll.display()));
    for level in [0u8, 2] {
        let tm = RiscvTargetMachine::new(Triple::parse_normalized(TRIPLE), level);
        let asm = tm
            .emit_assembly(&module)
            .unwrap_or_else(|e| panic!("kiln -O{level} {name}.ll: {}", e.message));
        let bytes = assemble(&asm, TRIPLE).unwrap_or_else(|e| panic!("assemble: {}", e.message));
        let obj = dir.join(format!("kiln{level}.o"));
        std::fs::write(&obj, bytes).expect("the kiln object can be written");
        let got = link_and_run(name, &obj, &dir, &format!("kiln{level}"));
        let diff: Vec<String> = want
            .lines()
            .zip(got.lines())
            .filter(|(a, b)| a != b)
            .map(|(a, b)| format!("llc-22: {a}\nkiln:   {b}"))
            .collect();
        assert!(
            diff.is_empty() && want.lines().count() == got.lines().count(),
            "kiln -O{level}'s build of {name}.ll prints differently from llc-22's:\n{}",
            diff.join("\n")
        );
    }
}

#[test]
fn integer_intrinsics_match_llc() {
    compare_with_llc("intrinsics", 175);
}

#[test]
fn wide_integers_match_llc() {
    compare_with_llc("wide_int", 148);
}

#[test]
fn memory_intrinsics_match_llc() {
    compare_with_llc("mem_intrinsics", 132);
}
