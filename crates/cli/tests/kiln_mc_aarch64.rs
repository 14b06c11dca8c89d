//! `kiln-mc -triple=aarch64`: encodings, objects, disassembly and errors of the command,
//! checked against llvm-mc-22 and llvm-objdump-22 run at test time (the instruction forms
//! themselves are covered by targets/aarch64/tests/mc_oracle.rs).

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
    if let Err(e) = written {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
    }
    let out = child.wait_with_output().expect("invariant: child ran");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

const SRC: &str = "\t.text\n\t.globl\tf\n\t.p2align\t2\nf:\n\tstp\tx29, x30, [sp, #-16]!\n\tmov\tx29, sp\n\tadrp\tx8, g\n\tldr\tw0, [x8, :lo12:g]\n\tmov\tx1, #0x12340000\n\tcmp\tx9, x8, lsl #1\n\tfccmp\td1, d2, #0, vs\n\tlsl\tx2, x1, #3\n\tubfx\tw3, w0, #4, #8\n\tldr\tx4, [x1, #3]\n\tstrb\tw0, [x1, #-1]\n\tcbz\tw0, .L1\n\tbl\th\n.L1:\n\tldp\tx29, x30, [sp], #16\n\tret\n";

/// The instruction lines (llvm-mc adds `// =0x...` notes under some movs).
fn insts(s: &str) -> Vec<String> {
    s.lines()
        .filter(|l| {
            l.starts_with('\t')
                && !l.trim_start().starts_with('.')
                && !l.trim_start().starts_with("//")
        })
        .map(String::from)
        .collect()
}

#[test]
fn show_encoding_matches_llvm_mc() {
    let args = ["-triple=aarch64", "-show-encoding"];
    let (rc, kout, kerr) = run(KILN_MC, &args, SRC);
    assert_eq!(rc, 0, "{kerr}");
    let (_, lout, _) = run("llvm-mc-22", &args, SRC);
    assert_eq!(insts(&kout), insts(&lout));
    assert!(kout.contains("mov\tx1, #305397760"), "{kout}");
}

#[test]
fn objects_and_disassembly() {
    let dir = std::env::temp_dir().join(format!("kiln-mc-a64-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("invariant: temp dir");
    let (input, out) = (dir.join("in.s"), dir.join("out.o"));
    std::fs::write(&input, SRC).expect("invariant: temp file");
    let (rc, _, err) = run(
        KILN_MC,
        &[
            "-triple=aarch64-linux-gnu",
            "-filetype=obj",
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
    for want in [
        "R_AARCH64_ADR_PREL_PG_HI21\tg",
        "R_AARCH64_LDST32_ABS_LO12_NC\tg",
        "R_AARCH64_CALL26\th",
        "ubfx\tw3, w0, #4, #8",
    ] {
        assert!(dump.contains(want), "{want} missing:\n{dump}");
    }
    let hex = "0x20 0x1c 0x40 0x92\n0xe0 0x03 0x00 0x91\n0x40 0xd0 0x3b 0xd5\n0x08 0x20 0x20 0x1e\n0xc0 0x03 0x5f 0xd6\n";
    let (rc, kout, err) = run(KILN_MC, &["-triple=aarch64", "-disassemble"], hex);
    assert_eq!(rc, 0, "{err}");
    let (_, lout, _) = run("llvm-mc-22", &["-triple=aarch64", "-disassemble"], hex);
    assert_eq!(insts(&kout), insts(&lout));
    let (rc, _, err) = run(
        KILN_MC,
        &["-triple=aarch64", "-disassemble"],
        "0x00 0x00 0x00 0x00\n",
    );
    assert_ne!(rc, 0);
    assert!(
        err.contains("<stdin>:1:1: error: invalid instruction encoding"),
        "{err}"
    );
}

#[test]
fn errors_are_located_and_fail() {
    let (rc, _, err) = run(
        KILN_MC,
        &["-triple=aarch64"],
        "nop\nadd x0, x1, #4097, lsl #12\n",
    );
    assert_ne!(rc, 0);
    assert!(err.starts_with("<stdin>:2:13: error: "), "{err}");
    let (rc, _, err) = run(KILN_MC, &["-triple=aarch64"], "and x0, x1, #0x1234\n");
    assert_ne!(rc, 0);
    assert!(err.contains("<stdin>:1:13: error:"), "{err}");
    let (rc, _, err) = run(KILN_MC, &["-triple=aarch64"], "lsl x0, x1, #64\n");
    assert_ne!(rc, 0);
    assert!(err.contains("<stdin>:1:"), "{err}");
}
