//! Constant materialization against llc-22: for a fixed set of 64-bit constants (edges and a
//! deterministic pseudo-random spread), kiln's `mat_int::select_imm` must pick the same
//! instruction sequence (mnemonics, in order) as llc-22 prints for `ret i64 C` on RV64IM
//! (constant pool disabled, as kiln does not use one for integers).

use kiln_target_riscv::mat_int::{select_imm, Materialization, Op};
use std::process::Command;

fn constants() -> Vec<i64> {
    let mut v: Vec<i64> = vec![
        0,
        1,
        -1,
        2047,
        -2048,
        2048,
        -2049,
        4096,
        0x7fff_ffff,
        -0x8000_0000,
        0x8000_0000,
        0xffff_ffff,
        0x1_0000_0000,
        0x7fff_ffff_ffff_ffff,
        i64::MIN,
        0x0123_4567_89ab_cdef,
        0x1234_5678,
        0xfff,
        0x800,
        0x7ff_ffff_f800,
        -0x7ff,
        0xff00_ff00_ff00_ff00u64 as i64,
        0x5555_5555_5555_5555,
        65521,
        -306674912,
    ];
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    for k in 0..120 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        v.push(match k % 4 {
            0 => x as i64,
            1 => (x >> 20) as i64,
            2 => (x as i32) as i64,
            _ => ((x >> 40) as i64) << (k % 23),
        });
    }
    v
}

fn name(op: Op) -> &'static str {
    match op {
        Op::Lui => "lui",
        Op::Addi => "addi",
        Op::Addiw => "addiw",
        Op::Slli => "slli",
        Op::Srli => "srli",
        Op::Xori => "xori",
    }
}

#[test]
fn sequences_match_llc() {
    let cs = constants();
    let mut ll = String::new();
    for (k, c) in cs.iter().enumerate() {
        ll.push_str(&format!("define i64 @f{k}() {{\n  ret i64 {c}\n}}\n"));
    }
    let dir = std::env::temp_dir().join(format!("kiln-matint-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("k.ll");
    std::fs::write(&path, ll).unwrap();
    let out = Command::new("llc-22")
        .args([
            "-mtriple=riscv64-linux-gnu",
            "-mattr=+m",
            "-riscv-disable-using-constant-pool-for-large-ints",
            "-o",
            "-",
        ])
        .arg(&path)
        .output()
        .expect("llc-22 must be installed");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    // Mnemonics of each function body, aliases spelled as the base instruction.
    let mut bodies: Vec<Vec<String>> = Vec::new();
    for line in text.lines() {
        if line.starts_with('f') && line.contains(':') && !line.starts_with('\t') {
            bodies.push(Vec::new());
            continue;
        }
        let Some(body) = bodies.last_mut() else {
            continue;
        };
        let t = line.trim_start();
        if !line.starts_with('\t') || t.starts_with('.') || t.starts_with('#') {
            continue;
        }
        let m = t.split_whitespace().next().unwrap_or("");
        let m = match m {
            "li" => "addi",
            "not" => "xori",
            "sext.w" => "addiw",
            "ret" => continue,
            other => other,
        };
        body.push(m.to_string());
    }
    assert_eq!(bodies.len(), cs.len(), "one body per function");
    let mut mismatches = Vec::new();
    for (c, body) in cs.iter().zip(&bodies) {
        let ours: Vec<&str> = match select_imm(*c) {
            Materialization::Seq(s) => s.iter().map(|&(o, _)| name(o)).collect(),
            Materialization::LoPlusShiftedLo(s) => {
                let mut v: Vec<&str> = s.iter().map(|&(o, _)| name(o)).collect();
                v.extend(["slli", "add"]);
                v
            }
        };
        if ours != *body {
            mismatches.push(format!("{c:#x}: kiln {ours:?}, llc-22 {body:?}"));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        mismatches.is_empty(),
        "{} of {} differ:\n{}",
        mismatches.len(),
        cs.len(),
        mismatches.join("\n")
    );
}
