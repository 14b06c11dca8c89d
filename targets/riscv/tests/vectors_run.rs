//! Run test of vector IR on rv64gc without the V extension (every vector type scalarized by
//! kiln-codegen's `legalize_vectors`): `tests/codegen/riscv/run/vectors.ll` (<4 x i32>,
//! <2 x i64> and <2 x i32> in registers, <8 x i8>, <16 x i8> shuffles, <3 x i32> memory
//! accesses, <8 x i16> extensions, <4 x i1> selects, variable-index insert/extract, the
//! `llvm.vector.reduce.*` family, bitcasts between shapes, vector phis) is compiled by kiln
//! at -O0 and -O2 (in-process) and by llc-22 -O2, each linked with the C driver `vectors.c`
//! by riscv64-linux-gnu-gcc and run under qemu-riscv64; kiln's outputs must equal llc-22's.

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
    let exe = dir.join(format!("vectors.{tag}"));
    check(
        Command::new("riscv64-linux-gnu-gcc")
            .args(["-O1", "-no-pie"])
            .arg(run_dir().join("vectors.c"))
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
fn vector_ir_matches_llc() {
    let ll = run_dir().join("vectors.ll");
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("vectors_run");
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
    let want = link_and_run(&llc_obj, &dir, "llc");
    assert_eq!(
        want.lines().count(),
        88,
        "the driver prints 88 lines:\n{want}"
    );

    let text = std::fs::read_to_string(&ll).expect("vectors.ll is in the repository");
    let module = kiln_ir::parse_str(&ll.display().to_string(), &text)
        .unwrap_or_else(|e| panic!("parse {}: {e}", ll.display()));
    for opt in [0u8, 2] {
        let tm = RiscvTargetMachine::new(Triple::parse_normalized(TRIPLE), opt);
        let asm = tm
            .emit_assembly(&module)
            .unwrap_or_else(|e| panic!("kiln -O{opt}: {}", e.message));
        let bytes = assemble(&asm, TRIPLE).unwrap_or_else(|e| panic!("assemble: {}", e.message));
        let kiln_obj = dir.join(format!("kiln{opt}.o"));
        std::fs::write(&kiln_obj, bytes).expect("the kiln object can be written");
        let got = link_and_run(&kiln_obj, &dir, &format!("kiln{opt}"));
        assert_eq!(
            got, want,
            "kiln -O{opt}'s build prints differently from llc-22's"
        );
    }
}
