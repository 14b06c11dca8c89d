//! Run test of the lp64d calling convention: `tests/codegen/riscv/run/fp_cc.c` (mixed integer
//! and FP arguments beyond eight of each, only-FP arguments spilling into a0-a7, structs of
//! two floats and of a double and an integer flattened by clang, variadic definitions reading
//! doubles and integers with `va_arg`/`va_copy`, and calls out with the same shapes) is
//! compiled by clang-22 at -O0 and -O2, then by kiln (in-process, -O0 and -O2, as an object
//! and as assembly) and by llc-22; each build is linked with the gcc-compiled driver
//! `fp_cc_driver.c`, which calls into it and is called from it, and run under qemu-riscv64.
//! Every kiln build must print what the llc-22 build prints; kiln runs with the machine
//! verifier after every pass and regalloc2's checker on every allocation (`-verify-regalloc`).
//!
//! `long_double.c` (fp128 through libgcc's soft-float routines, `__int128` conversions) and
//! `fp_intrinsics.c` (libm calls and FP intrinsics) run the same way, with no driver;
//! `fp_to_int_sat.ll` (saturating conversions) with its driver.

mod common;

use kiln_target::Triple;
use kiln_target_riscv::target_machine::{assemble, RiscvTargetMachine};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const TRIPLE: &str = "riscv64-linux-gnu";

/// Links `code` (an object or assembly file) with `driver` if any and returns what it
/// prints.
fn link_and_run(code: &Path, driver: Option<&str>, dir: &Path, tag: &str) -> String {
    let exe = dir.join(format!("prog.{tag}"));
    let mut cc = Command::new("riscv64-linux-gnu-gcc");
    cc.args(["-O1", "-no-pie"]);
    if let Some(d) = driver {
        cc.arg(common::run_dir().join(d));
    }
    common::check(
        cc.arg(code).arg("-o").arg(&exe).arg("-lm"),
        "riscv64-linux-gnu-gcc",
    );
    let mut run = Command::new("qemu-riscv64");
    run.arg("-L").arg("/usr/riscv64-linux-gnu").arg(&exe);
    let r = kiln_harness::exec::run_with_timeout(&mut run, Duration::from_secs(20), &exe)
        .unwrap_or_else(|e| panic!("qemu-riscv64 must be installed: {e}"));
    assert!(r.success(), "{} {}", exe.display(), r.describe());
    String::from_utf8_lossy(&r.stdout).into_owned()
}

/// Builds `src` (with `driver`) through llc-22 and through kiln at every level and output
/// kind; every kiln build must print what llc-22's prints (`lines` lines).
fn matches_llc(src: &str, driver: Option<&str>, lines: usize) {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("fp_run/{src}"));
    std::fs::create_dir_all(&dir).expect("the test's work directory can be created");
    // A `.ll` source is used as it is; C goes through clang-22 at -O0 and -O2.
    let levels: &[&str] = if src.ends_with(".ll") {
        &["-ll"]
    } else {
        &["-O0", "-O2"]
    };
    for &clang_level in levels {
        let ll = if clang_level == "-ll" {
            common::run_dir().join(src)
        } else {
            let ll = dir.join(format!("prog{clang_level}.ll"));
            kiln_harness::clang::emit_ll(&common::run_dir().join(src), TRIPLE, clang_level, &ll)
                .unwrap_or_else(|e| panic!("clang-22 {clang_level}: {e}"));
            ll
        };
        let llc_obj = dir.join(format!("llc{clang_level}.o"));
        common::llc_object(&ll, &llc_obj);
        let want = link_and_run(&llc_obj, driver, &dir, &format!("llc{clang_level}"));
        assert_eq!(
            want.lines().count(),
            lines,
            "{src} prints {lines} lines:\n{want}"
        );

        let text = std::fs::read_to_string(&ll).expect("clang wrote the IR");
        let module = kiln_ir::parse_str(&ll.display().to_string(), &text)
            .unwrap_or_else(|e| panic!("parse {}: {e}", ll.display()));
        for level in [0u8, 2] {
            let mut tm = RiscvTargetMachine::new(Triple::parse_normalized(TRIPLE), level);
            // The machine verifier after every pass, on FP registers and classes too.
            tm.pipeline.verify = true;
            // regalloc2's checker on every allocation (`-verify-regalloc`).
            tm.pipeline.verify_regalloc = true;
            let asm = tm
                .emit_assembly(&module)
                .unwrap_or_else(|e| panic!("kiln -O{level}: {}", e.message));
            let s = dir.join(format!("kiln{clang_level}-O{level}.s"));
            std::fs::write(&s, &asm).expect("the kiln assembly can be written");
            let bytes =
                assemble(&asm, TRIPLE).unwrap_or_else(|e| panic!("assemble: {}", e.message));
            let o = dir.join(format!("kiln{clang_level}-O{level}.o"));
            std::fs::write(&o, bytes).expect("the kiln object can be written");
            for (code, kind) in [(&o, "o"), (&s, "s")] {
                let got = link_and_run(code, driver, &dir, &format!("k{clang_level}{level}{kind}"));
                assert_eq!(
                    got, want,
                    "{src}: clang {clang_level}, kiln -O{level} ({kind}) prints differently from llc-22"
                );
            }
        }
    }
}

#[test]
fn lp64d_calls_match_llc() {
    matches_llc("fp_cc.c", Some("fp_cc_driver.c"), 9);
}

#[test]
fn long_double_matches_llc() {
    matches_llc("long_double.c", None, 7);
}

#[test]
fn fp_intrinsics_match_llc() {
    matches_llc("fp_intrinsics.c", None, 8);
}

#[test]
fn fp_to_int_sat_matches_llc() {
    matches_llc("fp_to_int_sat.ll", Some("fp_to_int_sat_driver.c"), 26);
}
