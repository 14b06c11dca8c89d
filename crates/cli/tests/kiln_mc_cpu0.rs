//! `kiln-mc -triple=cpu0|cpu0el` (the Cpu0 arm of the tool): `-show-encoding` in both byte
//! orders, ELF32 objects with `e_machine` 999 and `.rel` sections, `-disassemble`, `-mcpu`
//! choosing the subtarget, and errors for unknown processors.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs kiln-mc with `args` and `input` on stdin: (status ok, stdout bytes, stderr).
fn kiln_mc(args: &[&str], input: &str) -> (bool, Vec<u8>, String) {
    let mut c = Command::new(env!("CARGO_BIN_EXE_kiln-mc"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("kiln-mc runs");
    // A refused command line (an unknown `-mcpu`) exits before reading its input: the pipe
    // may then be closed, which is no failure of this helper.
    match c.stdin.take().expect("stdin").write_all(input.as_bytes()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => panic!("writes stdin: {e}"),
        _ => {}
    }
    let o = c.wait_with_output().expect("finishes");
    (
        o.status.success(),
        o.stdout,
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn encodes_in_both_byte_orders() {
    let src = "\taddiu\t$sp, $sp, -32768\n\tjsub\tf\n\tnop\n";
    let (ok, out, err) = kiln_mc(&["-triple=cpu0", "-show-encoding"], src);
    let out = String::from_utf8(out).expect("text");
    assert!(ok, "{err}");
    assert!(
        out.contains("addiu\t$13, $13, -32768") && out.contains("[0x09,0xdd,0x80,0x00]"),
        "{out}"
    );
    assert!(out.contains("fixup_Cpu0_PC24"), "{out}");
    let (ok, out, err) = kiln_mc(&["-triple=cpu0el", "-show-encoding"], src);
    assert!(ok, "{err}");
    assert!(String::from_utf8(out)
        .expect("text")
        .contains("[0x00,0x80,0xdd,0x09]"));
}

#[test]
fn writes_elf32_rel_objects() {
    let src = "\t.globl\tf\nf:\n\tlui\t$2, %hi(x)\n\taddiu\t$2, $2, %lo(x)\n\tret\t$lr\n\tnop\n";
    for (triple, data) in [("cpu0", 2u8), ("cpu0el", 1)] {
        let (ok, obj, err) = kiln_mc(
            &[&format!("-triple={triple}"), "-filetype=obj", "-o", "-"],
            src,
        );
        assert!(ok, "{err}");
        assert_eq!(&obj[..4], b"\x7fELF");
        assert_eq!((obj[4], obj[5]), (1, data), "ELFCLASS32 and the byte order");
        let machine = if data == 2 {
            u16::from_be_bytes([obj[18], obj[19]])
        } else {
            u16::from_le_bytes([obj[18], obj[19]])
        };
        assert_eq!(machine, 999);
        let names = String::from_utf8_lossy(&obj);
        assert!(names.contains(".rel.text") && !names.contains(".rela.text"));
    }
}

#[test]
fn disassembles_and_chooses_the_subtarget() {
    let (ok, out, err) = kiln_mc(
        &["-triple=cpu0", "-disassemble"],
        "0x37 0x45 0x00 0x08 0x31 0x00 0x00 0x10\n",
    );
    assert!(ok, "{err}");
    let out = String::from_utf8(out).expect("text");
    assert!(
        out.contains("beq\t$4, $5, 8") && out.contains("jne\t$sw, 16"),
        "{out}"
    );
    let (ok, _, err) = kiln_mc(&["-triple=cpu0", "-mcpu=cpu032I"], "\tslt\t$2, $3, $4\n");
    assert!(!ok && err.contains("<stdin>:1:"), "{err}");
    let (ok, _, err) = kiln_mc(&["-triple=cpu0", "-mcpu=cpu032I"], "\tcmp\t$sw, $3, $4\n");
    assert!(ok, "{err}");
    let (ok, _, err) = kiln_mc(&["-triple=cpu0", "-mcpu=cpu9"], "\tnop\n");
    assert!(
        !ok && err.contains("unknown Cpu0 processor 'cpu9'"),
        "{err}"
    );
}
