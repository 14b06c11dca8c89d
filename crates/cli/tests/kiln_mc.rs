//! The `kiln-mc` command: llvm-mc's options (`-triple`, `-mattr`, `-filetype`,
//! `-show-encoding`, `-disassemble`, `-o`, `-flag` and `--flag`), stdin and file
//! input, exit status and located errors. Outputs are checked against llvm-mc-22
//! and llvm-objdump-22, run at test time.

use std::io::Write;
use std::process::{Command, Stdio};

const KILN_MC: &str = env!("CARGO_BIN_EXE_kiln-mc");

fn run(bin: &str, args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(bin)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{bin} must be runnable: {e}"));
    let written = child
        .stdin
        .take()
        .expect("invariant: stdin piped")
        .write_all(stdin.as_bytes());
    // A command that stops early (an error, or input from a file) may close its stdin
    // before reading it all; only other write errors are failures.
    if let Err(e) = written {
        assert_eq!(
            e.kind(),
            std::io::ErrorKind::BrokenPipe,
            "writing {bin}'s stdin: {e}"
        );
    }
    let out = child.wait_with_output().expect("invariant: child ran");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

const SRC: &str = "\t.text\n\t.globl\tf\nf:\n\taddi\tsp, sp, -16\n\tli\ta0, 0x12345678\n\tbeqz\ta0, 1f\n\tcall\tg\n1:\n\tlla\ta1, f\n\tret\n";

#[test]
fn show_encoding_from_stdin_matches_llvm_mc() {
    let args = ["-triple=riscv64", "-mattr=+m,+a,+f,+d,+c", "-show-encoding"];
    let (rc, kout, kerr) = run(KILN_MC, &args, SRC);
    assert_eq!(rc, 0, "{kerr}");
    let (_, lout, _) = run("llvm-mc-22", &args, SRC);
    let strip = |s: &str| {
        s.lines()
            .filter(|l| !l.trim_start().starts_with('.'))
            .map(String::from)
            .collect::<Vec<_>>()
    };
    assert_eq!(strip(&kout), strip(&lout));
}

#[test]
fn double_dash_options_and_output_file() {
    let dir = std::env::temp_dir().join(format!("kiln-mc-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("invariant: temp dir");
    let input = dir.join("in.s");
    let out = dir.join("out.o");
    std::fs::write(&input, SRC).expect("invariant: temp file");
    let (rc, _, err) = run(
        KILN_MC,
        &[
            "--triple",
            "riscv64",
            "--mattr=+m,+a,+f,+d,+c",
            "--filetype=obj",
            input.to_str().unwrap_or(""),
            "-o",
            out.to_str().unwrap_or(""),
        ],
        "",
    );
    assert_eq!(rc, 0, "{err}");
    let (_, dump, derr) = run("llvm-objdump-22", &["-dr", out.to_str().unwrap_or("")], "");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(derr.is_empty(), "{derr}");
    assert!(dump.contains("R_RISCV_CALL_PLT\tg"), "{dump}");
    assert!(dump.contains("R_RISCV_PCREL_HI20\tf"), "{dump}");
    assert!(dump.contains("lui\ta0, 0x12345"), "{dump}");
}

#[test]
fn disassemble_hex_bytes() {
    let (rc, out, err) = run(
        KILN_MC,
        &["-disassemble", "-triple=riscv64", "-mattr=+c"],
        "0x13 0x05 0x15 0x00\n0x82 0x80 # ret\n",
    );
    assert_eq!(rc, 0, "{err}");
    assert_eq!(out, "\t.text\n\taddi\ta0, a0, 1\n\tret\n");
    let (rc, _, err) = run(KILN_MC, &["-disassemble"], "0xff 0xff\n");
    assert_ne!(rc, 0);
    assert!(
        err.contains("<stdin>:1:1: error: invalid instruction encoding"),
        "{err}"
    );
}

#[test]
fn errors_are_located_and_fail() {
    let (rc, _, err) = run(KILN_MC, &["-triple=riscv64"], "nop\naddi a0, a0, 4096\n");
    assert_ne!(rc, 0);
    assert!(err.starts_with("<stdin>:2:14: error: "), "{err}");
    assert!(err.contains("addi a0, a0, 4096\n             ^"), "{err}");
    let (rc, _, err) = run(KILN_MC, &["-triple=sparc"], "nop\n");
    assert_ne!(rc, 0);
    assert!(err.contains("unable to get target"), "{err}");
    let (rc, _, err) = run(KILN_MC, &["-mattr=+nosuch"], "nop\n");
    assert_ne!(rc, 0);
    assert!(err.contains("not a recognized feature"), "{err}");
}
