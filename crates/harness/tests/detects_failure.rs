//! The harness must be able to fail: a wrong expected file, a wrong exit status, a program that
//! hangs, and a backend command that produces a wrong object are each reported as failures,
//! by the library and by the `kiln-harness` command (exit status 1).
//!
//! csmith classification: a seed whose checksum depends on a poison operand (float seed 182 at
//! clang -O0: `fcmp ogt float poison, %x` stored into a global) built by a backend that
//! legally refines the poison differently from llc-22 is classified, neither passed nor failed,
//! and the command exits 0; a deliberately wrong backend still FAILS, both on UB-free seeds
//! (no evidence) and on that poison seed (its difference comes before the poison's).

mod common;

use kiln_harness::csmith::{self, CsmithConfig};
use kiln_harness::pipeline::{run_job, Backend, Job, Limits, Outcome};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

fn scratch(name: &str) -> PathBuf {
    common::scratch("detects", name)
}

fn job(dir: &Path, name: &str, src: &str, expected: &str, triple: &str) -> Job {
    let source = dir.join(format!("{name}.c"));
    let exp = dir.join(format!("{name}.expected"));
    std::fs::write(&source, src).unwrap();
    std::fs::write(&exp, expected).unwrap();
    Job {
        name: name.to_string(),
        source,
        expected: exp,
        triple: triple.to_string(),
        level: "-O1".to_string(),
    }
}

const HELLO: &str = "#include <stdio.h>\nint main(void) { printf(\"%d\\n\", 6 * 7); return 0; }\n";

/// A backend command that ignores its input and writes an object printing the wrong answer.
fn wrong_backend(dir: &Path) -> Backend {
    let wrong_c = dir.join("wrong.c");
    std::fs::write(
        &wrong_c,
        "#include <stdio.h>\nint main(void) { printf(\"41\\n\"); return 0; }\n",
    )
    .unwrap();
    let script = dir.join("wrong-llc.sh");
    common::write_script(
        &script,
        format!(
            "#!/bin/sh\n# usage like llc: -mtriple=T -O2 -filetype=obj in.ll -o out\n\
             for a in \"$@\"; do case \"$a\" in -mtriple=*) t=${{a#-mtriple=}};; esac; done\n\
             while [ $# -gt 0 ]; do if [ \"$1\" = -o ]; then out=$2; fi; shift; done\n\
             exec clang-22 --target=\"$t\" -c {} -o \"$out\"\n",
            wrong_c.display()
        ),
    );
    Backend {
        cmd: script.display().to_string(),
        ..Backend::llc22("-O2")
    }
}

fn expect_fail(o: Outcome, stage: &str, needle: &str) {
    match o {
        Outcome::Fail(f) => {
            assert_eq!(f.stage, stage, "{}", f.detail);
            assert!(f.detail.contains(needle), "`{needle}` not in: {}", f.detail);
        }
        other => panic!("expected a {stage} failure, got {other:?}"),
    }
}

#[test]
fn correct_program_passes() {
    let dir = scratch("pass");
    let j = job(&dir, "hello", HELLO, "42\n", "riscv64-linux-gnu");
    let o = run_job(
        &j,
        &Backend::llc22("-O2"),
        &dir.join("work"),
        Limits::default(),
    );
    assert!(matches!(o, Outcome::Pass), "{o:?}");
}

#[test]
fn wrong_expected_output_is_detected() {
    let dir = scratch("wrong-expected");
    let j = job(&dir, "hello", HELLO, "43\n", "aarch64-linux-gnu");
    let o = run_job(
        &j,
        &Backend::llc22("-O2"),
        &dir.join("work"),
        Limits::default(),
    );
    expect_fail(o, "output", "-43");
}

#[test]
fn nonzero_exit_is_detected() {
    let dir = scratch("exit");
    let src = "#include <stdio.h>\nint main(void) { printf(\"42\\n\"); return 3; }\n";
    let j = job(&dir, "exit3", src, "42\n", "x86_64-linux-gnu");
    let o = run_job(
        &j,
        &Backend::llc22("-O0"),
        &dir.join("work"),
        Limits::default(),
    );
    expect_fail(o, "run", "exit status: 3");
}

#[test]
fn hang_is_detected() {
    let dir = scratch("hang");
    let src = "int main(void) { volatile int x = 1; while (x) {} return 0; }\n";
    let j = job(&dir, "hang", src, "", "x86_64-linux-gnu");
    let limits = Limits {
        run: Duration::from_millis(300),
        ..Limits::default()
    };
    let o = run_job(&j, &Backend::llc22("-O0"), &dir.join("work"), limits);
    expect_fail(o, "run", "timed out");
}

#[test]
fn wrong_backend_is_detected() {
    let dir = scratch("wrong-backend");
    let backend = wrong_backend(&dir);
    for triple in ["riscv64-linux-gnu", "aarch64-linux-gnu", "x86_64-linux-gnu"] {
        let j = job(&dir, "hello", HELLO, "42\n", triple);
        let o = run_job(&j, &backend, &dir.join("work"), Limits::default());
        expect_fail(o, "output", "+41");
    }
    let missing = Backend {
        cmd: dir.join("no-such-llc").display().to_string(),
        ..Backend::llc22("-O2")
    };
    let j = job(&dir, "hello", HELLO, "42\n", "x86_64-linux-gnu");
    let o = run_job(&j, &missing, &dir.join("work"), Limits::default());
    expect_fail(o, "backend+link", "no-such-llc");
}

#[test]
fn csmith_mode_detects_wrong_backend() {
    let dir = scratch("csmith-wrong");
    let cfg = CsmithConfig {
        seeds: vec![1, 2],
        csmith_args: Vec::new(),
        triple: "riscv64-linux-gnu".to_string(),
        level: "-O1".to_string(),
        backend: wrong_backend(&dir),
        work: dir.join("work"),
        threads: 2,
        ref_timeout: Duration::from_secs(5),
        keep_ll: None,
        build_timeout: Duration::from_secs(120),
    };
    let summary = csmith::run(&cfg, |_, _| {});
    assert_eq!(summary.passed, 0, "{}", summary.report());
    assert!(!summary.failed.is_empty(), "{}", summary.report());
    assert!(
        summary.failed.iter().all(|f| f.stage == "output"),
        "{}",
        summary.report()
    );
    // UB-free seeds: llc-22's evidence builds agree with the reference, nothing is classified.
    assert!(summary.classified.is_empty(), "{}", summary.report());
    assert!(
        summary.failed.iter().all(|f| f
            .detail
            .contains("not classified: every llc-22 evidence build")),
        "{}",
        summary.report()
    );
    assert!(summary.report().contains("0 passed"));
}

/// A backend that replaces `float poison` operands by +inf (what a compiler may legally do)
/// and then runs llc-22.
fn refining_backend(dir: &Path) -> Backend {
    let script = dir.join("refining-llc.sh");
    common::write_script(
        &script,
        "#!/bin/sh
# llc-like; poison is refined to +inf before llc-22 sees the IR
         for a in \"$@\"; do shift; case \"$a\" in
           *.ll) sed 's/float poison/float 0x7FF0000000000000/g' \"$a\" > \"$a.inf.ll\"; set -- \"$@\" \"$a.inf.ll\" ;;
           *) set -- \"$@\" \"$a\" ;;
         esac; done
         exec llc-22 \"$@\"
"
    );
    Backend {
        cmd: script.display().to_string(),
        ..Backend::llc22("-O2")
    }
}

/// csmith float seed 182 at clang -O0, whose IR compares a poison operand and stores the result
/// into a global that the checksum hashes.
fn poison_seed_config(dir: &Path, backend: Backend) -> CsmithConfig {
    CsmithConfig {
        seeds: vec![182],
        csmith_args: vec!["--float".to_string()],
        triple: "riscv64-linux-gnu".to_string(),
        level: "-O0".to_string(),
        backend,
        work: dir.join("work"),
        threads: 1,
        ref_timeout: Duration::from_secs(5),
        keep_ll: Some(dir.join("ll")),
        build_timeout: Duration::from_secs(120),
    }
}

fn assert_poison_in_ir(dir: &Path) {
    let ir = std::fs::read_to_string(dir.join("ll").join("csmith-182-O0.ll")).unwrap();
    assert!(
        ir.contains("fcmp ogt float poison"),
        "precondition: seed 182's IR compares a poison operand (has csmith changed?)"
    );
}

#[test]
fn csmith_seed_with_poison_dependent_checksum_is_classified() {
    let dir = scratch("csmith-poison-classified");
    let cfg = poison_seed_config(&dir, refining_backend(&dir));
    let summary = csmith::run(&cfg, |_, _| {});
    assert_poison_in_ir(&dir);
    eprintln!("{}", summary.report());
    assert_eq!(summary.classified.len(), 1, "{}", summary.report());
    assert_eq!((summary.passed, summary.failed.len()), (0, 0));
    assert!(summary.ok(), "classified seeds do not fail a run");
    let (label, why) = &summary.classified[0];
    assert!(label.contains("seed 182"), "{label}");
    assert!(why.contains("poison/undef operands set to"), "{why}");
    assert!(
        summary
            .report()
            .contains("0 passed, 0 failed, 1 classified (output depends on poison/undef)"),
        "{}",
        summary.report()
    );
    // The command agrees: it lists the seed and exits 0.
    let out = Command::new(env!("CARGO_BIN_EXE_kiln-harness"))
        .args(["csmith", "--seeds", "182", "--level", "-O0", "--llc"])
        .arg(&cfg.backend.cmd)
        .arg("--work")
        .arg(dir.join("cli"))
        .args(["--", "--float"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.contains("CLASSIFIED csmith seed 182"), "{stdout}");
    assert!(stdout.contains("1 classified"), "{stdout}");
}

#[test]
fn csmith_wrong_backend_on_poison_seed_still_fails() {
    let dir = scratch("csmith-poison-wrong");
    let cfg = poison_seed_config(&dir, wrong_backend(&dir));
    let summary = csmith::run(&cfg, |_, _| {});
    assert_poison_in_ir(&dir);
    assert!(summary.classified.is_empty(), "{}", summary.report());
    assert_eq!(summary.failed.len(), 1, "{}", summary.report());
    let detail = &summary.failed[0].detail;
    assert!(
        detail
            .contains("not classified: run with argument 1, the candidate first differs at line 1"),
        "{detail}"
    );
}

#[test]
fn command_exit_status_and_summary_line() {
    let dir = scratch("cli");
    let bin = env!("CARGO_BIN_EXE_kiln-harness");
    let ok = Command::new(bin)
        .args([
            "corpus",
            "--filter",
            "locals_basic",
            "--triple",
            "x86_64-linux-gnu",
        ])
        .args(["--level", "-O0", "--work"])
        .arg(dir.join("w1"))
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&ok.stdout);
    assert!(
        ok.status.success(),
        "{out}{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    assert!(out.contains("1 passed, 0 failed"), "{out}");
    let wrong = wrong_backend(&dir);
    let bad = Command::new(bin)
        .args([
            "corpus",
            "--filter",
            "locals_basic",
            "--triple",
            "riscv64-linux-gnu",
        ])
        .args(["--level", "-O2", "--llc", &wrong.cmd, "--work"])
        .arg(dir.join("w2"))
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&bad.stdout);
    assert_eq!(bad.status.code(), Some(1), "{out}");
    assert!(out.contains("0 passed, 1 failed"), "{out}");
    assert!(
        out.contains("FAIL locals_basic riscv64-linux-gnu -O2 [output]"),
        "{out}"
    );
    let usage = Command::new(bin)
        .args(["corpus", "--level", "-O9"])
        .output()
        .unwrap();
    assert_eq!(usage.status.code(), Some(2));
}

#[test]
fn missing_tool_fails_instead_of_skipping() {
    let dir = scratch("csmith-missing");
    let cfg = CsmithConfig {
        seeds: vec![1],
        csmith_args: Vec::new(),
        triple: "riscv64-linux-gnu".to_string(),
        level: "-O1".to_string(),
        backend: Backend {
            cmd: dir.join("no-such-llc").display().to_string(),
            ..Backend::llc22("-O2")
        },
        work: dir.join("work"),
        threads: 1,
        ref_timeout: Duration::from_secs(5),
        keep_ll: None,
        build_timeout: Duration::from_secs(120),
    };
    let summary = csmith::run(&cfg, |_, _| {});
    assert_eq!(summary.failed.len(), 1, "{}", summary.report());
    assert!(
        summary.failed[0].detail.contains("no-such-llc"),
        "{}",
        summary.report()
    );
}

#[test]
fn several_backends_share_one_ll_and_fail_separately() {
    use kiln_harness::pipeline::run_job_backends;
    let dir = scratch("multi");
    let j = job(&dir, "hello", HELLO, "42\n", "aarch64-linux-gnu");
    let wrong = wrong_backend(&dir);
    let backends = [Backend::llc22("-O0"), wrong.clone(), Backend::llc22("-O3")];
    let outs = run_job_backends(&j, &backends, &dir.join("work"), Limits::default());
    assert_eq!(outs.len(), 3);
    assert!(matches!(outs[0].1, Outcome::Pass), "{:?}", outs[0]);
    assert!(matches!(outs[2].1, Outcome::Pass), "{:?}", outs[2]);
    assert!(
        outs[1].0.contains(&wrong.cmd),
        "label names the backend: {}",
        outs[1].0
    );
    match &outs[1].1 {
        Outcome::Fail(f) => assert_eq!(f.stage, "output", "{}", f.detail),
        other => panic!("expected the wrong backend to fail, got {other:?}"),
    }
    // The failing job's directory is kept for inspection.
    assert!(dir
        .join("work")
        .join("hello.aarch64-linux-gnu-O1")
        .join("1")
        .is_dir());
}
