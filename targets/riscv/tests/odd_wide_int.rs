//! Run test of integers wider than a register but narrower than two registers (csmith's
//! bit-field containers: i72, i80, i104, i112): `tests/codegen/riscv/run/odd_wide_int.ll` is
//! compiled by kiln -O2 (in-process) and by llc-22 -O2, each linked with the C driver
//! `odd_wide_int.c` by riscv64-linux-gnu-gcc and run under qemu-riscv64; the two outputs must
//! be equal. (Such values once loaded and stored 16 bytes and were never re-extended from
//! their top bit: csmith seeds 10, 26, 35 and 55 printed wrong checksums.)

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

/// Links `obj` with the driver and returns what the program prints.
fn link_and_run(obj: &Path, dir: &Path, tag: &str) -> String {
    let exe = dir.join(format!("odd_wide_int.{tag}"));
    check(
        Command::new("riscv64-linux-gnu-gcc")
            .args(["-O1", "-no-pie"])
            .arg(run_dir().join("odd_wide_int.c"))
            .arg(obj)
            .arg("-o")
            .arg(&exe),
        "riscv64-linux-gnu-gcc",
    );
    let mut run = Command::new("qemu-riscv64");
    run.arg("-L").arg("/usr/riscv64-linux-gnu").arg(&exe);
    let r = kiln_harness::exec::run_with_timeout(&mut run, Duration::from_secs(20), &exe)
        .unwrap_or_else(|e| panic!("qemu-riscv64 must be installed: {e}"));
    assert!(r.success(), "{} {}", exe.display(), r.describe());
    String::from_utf8_lossy(&r.stdout).into_owned()
}

#[test]
fn odd_wide_integers_match_llc() {
    let ll = run_dir().join("odd_wide_int.ll");
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("odd_wide_int");
    std::fs::create_dir_all(&dir).expect("the test's work directory can be created");

    let text = std::fs::read_to_string(&ll).expect("odd_wide_int.ll is in the repository");
    let module = kiln_ir::parse_str(&ll.display().to_string(), &text)
        .unwrap_or_else(|e| panic!("parse {}: {e}", ll.display()));
    let tm = RiscvTargetMachine::new(Triple::parse_normalized(TRIPLE), 2);
    let asm = tm
        .emit_assembly(&module)
        .unwrap_or_else(|e| panic!("kiln -O2: {}", e.message));
    let bytes = assemble(&asm, TRIPLE).unwrap_or_else(|e| panic!("assemble: {}", e.message));
    let kiln_obj = dir.join("kiln.o");
    std::fs::write(&kiln_obj, bytes).expect("the kiln object can be written");

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

    let want = link_and_run(&llc_obj, &dir, "llc");
    let got = link_and_run(&kiln_obj, &dir, "kiln");
    assert_eq!(
        want.lines().count(),
        16,
        "the driver prints 16 lines:\n{want}"
    );
    assert_eq!(got, want, "kiln's build prints differently from llc-22's");
}
