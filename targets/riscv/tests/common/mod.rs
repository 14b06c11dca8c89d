//! What the RISC-V run tests share: build `tests/codegen/riscv/run/<name>.ll` with llc-22 and
//! with kiln (-O0 and -O2, in-process, as `kiln -verify-regalloc` does: regalloc2's checker
//! proves every allocation), link each object with the C driver
//! `<name>.c` by riscv64-linux-gnu-gcc, run it under qemu-riscv64 and compare what the
//! programs print. Not every test uses every helper.

#![allow(dead_code)]

use kiln_target::Triple;
use kiln_target_riscv::target_machine::{assemble, RiscvTargetMachine};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const TRIPLE: &str = "riscv64-linux-gnu";

/// `tests/codegen/riscv/run`.
pub fn run_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/codegen/riscv/run")
}

/// Runs `cmd` (the tool `what`), which must succeed.
pub fn check(cmd: &mut Command, what: &str) {
    stdout_of(cmd, what);
}

/// Runs `cmd` (the tool or program `what`), which must succeed, and returns its standard output.
pub fn stdout_of(cmd: &mut Command, what: &str) -> String {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("{what} must be installed: {e}"));
    assert!(
        out.status.success(),
        "{what} failed: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Builds `ll` with llc-22 -O2 for rv64gc/lp64d into the object `out`.
pub fn llc_object(ll: &Path, out: &Path) {
    check(
        Command::new("llc-22")
            .args([
                "-mtriple=riscv64-linux-gnu",
                "-mattr=+m,+a,+f,+d,+c",
                "-target-abi=lp64d",
                "-O2",
                "-filetype=obj",
            ])
            .arg(ll)
            .arg("-o")
            .arg(out),
        "llc-22",
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
pub fn compare_with_llc(name: &str, min_lines: usize) {
    let ll = run_dir().join(format!("{name}.ll"));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("run_{name}"));
    std::fs::create_dir_all(&dir).expect("the test's work directory can be created");

    let llc_obj = dir.join("llc.o");
    llc_object(&ll, &llc_obj);
    let want = link_and_run(name, &llc_obj, &dir, "llc");
    assert!(
        want.lines().count() >= min_lines,
        "the driver prints at least {min_lines} lines:\n{want}"
    );

    let text = std::fs::read_to_string(&ll).expect("the .ll file is in the repository");
    let module = kiln_ir::parse_str(&ll.display().to_string(), &text)
        .unwrap_or_else(|e| panic!("parse {}: {e}", ll.display()));
    for level in [0u8, 2] {
        let mut tm = RiscvTargetMachine::new(Triple::parse_normalized(TRIPLE), level);
        // regalloc2's checker on every allocation (`-verify-regalloc`).
        tm.pipeline.verify_regalloc = true;
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
