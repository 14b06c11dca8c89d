//! Constant materialization against llc-22: for a fixed set of 64-bit constants (edges and a
//! deterministic pseudo-random spread), kiln's `mat_int::select_imm` must pick the same
//! instruction sequence -- mnemonics *and immediates*, in order -- as llc-22 prints for
//! `ret i64 C` on RV64IM (constant pool disabled, as kiln does not use one for integers).
//!
//! Equality with llc-22 alone would not prove the sequence right, so both sequences are also
//! evaluated by a small RV64I interpreter written from the ISA manual (`lui`, `addi`, `addiw`,
//! `slli`, `srli`, `xori`, `add` and the `li`/`not`/`sext.w` aliases, every immediate checked
//! against its encodable range): llc-22's must compute `C` (which checks the parser and the
//! interpreter against the oracle), kiln's must compute `C`, and kiln's may never be longer
//! than llc-22's. `interpreter_rejects_wrong_sequences` keeps the interpreter honest.

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

/// One instruction of a materialization: mnemonic, destination, sources, immediate.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Insn {
    mnemonic: &'static str,
    rd: String,
    rs: Vec<String>,
    imm: Option<i64>,
}

/// Interprets `seq` on RV64I from a zeroed register file and returns `a0`. Every register
/// read must have been written (or be `zero`), and every immediate must be encodable
/// (12-bit signed for `addi`/`addiw`/`xori`, 20-bit unsigned field for `lui`, 6-bit
/// shift amounts); anything else is an error.
fn evaluate(seq: &[Insn]) -> Result<i64, String> {
    let mut regs: std::collections::HashMap<String, i64> = std::collections::HashMap::new();
    let read = |regs: &std::collections::HashMap<String, i64>, r: &str| -> Result<i64, String> {
        if r == "zero" {
            Ok(0)
        } else {
            regs.get(r)
                .copied()
                .ok_or_else(|| format!("{r} read before it is written"))
        }
    };
    let simm12 = |v: i64| -> Result<i64, String> {
        if (-2048..=2047).contains(&v) {
            Ok(v)
        } else {
            Err(format!("immediate {v} does not fit 12 signed bits"))
        }
    };
    for i in seq {
        let imm = || {
            i.imm
                .ok_or_else(|| format!("{} needs an immediate", i.mnemonic))
        };
        let src = |k: usize| -> Result<i64, String> {
            let r =
                i.rs.get(k)
                    .ok_or_else(|| format!("{} needs source {k}", i.mnemonic))?;
            read(&regs, r)
        };
        let v = match i.mnemonic {
            "lui" => {
                let f = imm()?;
                if !(0..=0xfffff).contains(&f) {
                    return Err(format!("lui field {f} out of range"));
                }
                // The field goes to bits 31..12 and the 32-bit result is sign-extended.
                ((f << 12) as i32) as i64
            }
            "addi" => src(0)?.wrapping_add(simm12(imm()?)?),
            "addiw" => (src(0)?.wrapping_add(simm12(imm()?)?) as i32) as i64,
            "xori" => src(0)? ^ simm12(imm()?)?,
            "slli" | "srli" => {
                let sh = imm()?;
                if !(0..64).contains(&sh) {
                    return Err(format!("shift amount {sh} out of range"));
                }
                if i.mnemonic == "slli" {
                    ((src(0)? as u64) << sh) as i64
                } else {
                    ((src(0)? as u64) >> sh) as i64
                }
            }
            "add" => src(0)?.wrapping_add(src(1)?),
            other => return Err(format!("unexpected instruction {other}")),
        };
        if i.rd != "zero" {
            regs.insert(i.rd.clone(), v);
        }
    }
    read(&regs, "a0")
}

fn insn(mnemonic: &'static str, rd: &str, rs: &[&str], imm: Option<i64>) -> Insn {
    Insn {
        mnemonic,
        rd: rd.to_string(),
        rs: rs.iter().map(|s| s.to_string()).collect(),
        imm,
    }
}

/// One line of llc-22's function body, aliases spelled as the base instruction.
fn parse_llc(line: &str) -> Result<Insn, String> {
    let t = line.trim();
    let (m, rest) = t.split_once(char::is_whitespace).unwrap_or((t, ""));
    let ops: Vec<&str> = rest
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect();
    let num = |s: &str| -> Result<i64, String> {
        s.parse::<i64>()
            .map_err(|_| format!("not an immediate: {s:?} in {t:?}"))
    };
    let want = |n: usize| -> Result<(), String> {
        if ops.len() == n {
            Ok(())
        } else {
            Err(format!("{t:?}: expected {n} operands"))
        }
    };
    Ok(match m {
        "li" => {
            want(2)?;
            insn("addi", ops[0], &["zero"], Some(num(ops[1])?))
        }
        "not" => {
            want(2)?;
            insn("xori", ops[0], &[ops[1]], Some(-1))
        }
        "sext.w" => {
            want(2)?;
            insn("addiw", ops[0], &[ops[1]], Some(0))
        }
        "lui" => {
            want(2)?;
            insn("lui", ops[0], &[], Some(num(ops[1])?))
        }
        "addi" | "addiw" | "xori" | "slli" | "srli" => {
            want(3)?;
            let m = match m {
                "addi" => "addi",
                "addiw" => "addiw",
                "xori" => "xori",
                "slli" => "slli",
                _ => "srli",
            };
            insn(m, ops[0], &[ops[1]], Some(num(ops[2])?))
        }
        "add" => {
            want(3)?;
            insn("add", ops[0], &[ops[1], ops[2]], None)
        }
        other => return Err(format!("unexpected instruction {other:?} in {t:?}")),
    })
}

/// kiln's choice for `c` as instructions into `a0` (the second half of the low-plus-shifted
/// form uses `a1` as the temporary, as llc-22 does).
fn kiln_seq(c: i64) -> Vec<Insn> {
    let step = |(op, imm): (Op, i64), first: bool| -> Insn {
        let src: &[&str] = if first { &["zero"] } else { &["a0"] };
        match op {
            Op::Lui => insn("lui", "a0", &[], Some(imm)),
            Op::Addi => insn("addi", "a0", src, Some(imm)),
            Op::Addiw => insn("addiw", "a0", src, Some(imm)),
            Op::Slli => insn("slli", "a0", src, Some(imm)),
            Op::Srli => insn("srli", "a0", src, Some(imm)),
            Op::Xori => insn("xori", "a0", src, Some(imm)),
        }
    };
    let build = |s: &[(Op, i64)]| -> Vec<Insn> {
        s.iter()
            .enumerate()
            .map(|(k, &st)| step(st, k == 0))
            .collect()
    };
    match select_imm(c) {
        Materialization::Seq(s) => build(&s),
        Materialization::LoPlusShiftedLo(s) => {
            let mut v = build(&s);
            v.push(insn("slli", "a1", &["a0"], Some(32)));
            v.push(insn("add", "a0", &["a0", "a1"], None));
            v
        }
    }
}

fn show(seq: &[Insn]) -> String {
    seq.iter()
        .map(|i| {
            let mut s = format!("{} {}", i.mnemonic, i.rd);
            for r in &i.rs {
                s.push_str(&format!(", {r}"));
            }
            if let Some(v) = i.imm {
                s.push_str(&format!(", {v}"));
            }
            s
        })
        .collect::<Vec<_>>()
        .join("; ")
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
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let mut bodies: Vec<Vec<Insn>> = Vec::new();
    for line in text.lines() {
        if line.starts_with('f') && line.contains(':') && !line.starts_with('\t') {
            bodies.push(Vec::new());
            continue;
        }
        let Some(body) = bodies.last_mut() else {
            continue;
        };
        let t = line.trim_start();
        if !line.starts_with('\t') || t.starts_with('.') || t.starts_with('#') || t == "ret" {
            continue;
        }
        body.push(parse_llc(line).unwrap_or_else(|e| panic!("llc-22 output: {e}")));
    }
    assert_eq!(bodies.len(), cs.len(), "one body per function");
    let mut problems = Vec::new();
    for (c, theirs) in cs.iter().zip(&bodies) {
        // The oracle's sequence must compute the constant: this checks the parser and the
        // interpreter, so that a kiln sequence the interpreter accepts means something.
        match evaluate(theirs) {
            Ok(v) if v == *c => {}
            Ok(v) => panic!(
                "interpreter: llc-22's sequence for {c:#x} ({}) computes {v:#x}",
                show(theirs)
            ),
            Err(e) => panic!("interpreter: llc-22's sequence for {c:#x}: {e}"),
        }
        let ours = kiln_seq(*c);
        match evaluate(&ours) {
            Ok(v) if v == *c => {}
            Ok(v) => problems.push(format!(
                "{c:#x}: kiln's sequence computes {v:#x}: {}",
                show(&ours)
            )),
            Err(e) => problems.push(format!("{c:#x}: kiln's sequence is invalid: {e}")),
        }
        if ours.len() > theirs.len() {
            problems.push(format!(
                "{c:#x}: kiln needs {} instructions, llc-22 {}",
                ours.len(),
                theirs.len()
            ));
        }
        if ours != *theirs {
            problems.push(format!(
                "{c:#x}: kiln [{}], llc-22 [{}]",
                show(&ours),
                show(theirs)
            ));
        }
    }
    eprintln!(
        "{} constants materialized and compared with llc-22",
        cs.len()
    );
    assert!(
        problems.is_empty(),
        "{} problems over {} constants:\n{}",
        problems.len(),
        cs.len(),
        problems.join("\n")
    );
}

/// The interpreter is what makes a kiln sequence count as correct, so it must notice a
/// wrong immediate, a wrong operation, an unencodable immediate and a read of an unset
/// register.
#[test]
fn interpreter_rejects_wrong_sequences() {
    // 0x12345678 = lui 0x12345 (0x12345000) + 0x678.
    let good = vec![
        insn("lui", "a0", &[], Some(0x12345)),
        insn("addi", "a0", &["a0"], Some(0x678)),
    ];
    assert_eq!(evaluate(&good), Ok(0x1234_5678));
    let mut wrong_imm = good.clone();
    wrong_imm[1].imm = Some(0x679);
    assert_ne!(evaluate(&wrong_imm), Ok(0x1234_5678));
    let shifted = vec![
        insn("addi", "a0", &["zero"], Some(3)),
        insn("slli", "a0", &["a0"], Some(40)),
    ];
    assert_eq!(evaluate(&shifted), Ok(3 << 40));
    let mut wrong_op = shifted.clone();
    wrong_op[1].mnemonic = "srli";
    assert_eq!(evaluate(&wrong_op), Ok(0));
    let mut too_wide = good.clone();
    too_wide[1].imm = Some(2048);
    assert!(evaluate(&too_wide).is_err());
    assert!(evaluate(&[insn("addi", "a0", &["a1"], Some(1))]).is_err());
    // lui sign-extends bit 31 on RV64; addiw wraps to 32 bits.
    assert_eq!(
        evaluate(&[insn("lui", "a0", &[], Some(0x80000))]),
        Ok(-0x8000_0000)
    );
    assert_eq!(
        evaluate(&[
            insn("lui", "a0", &[], Some(0x80000)),
            insn("addiw", "a0", &["a0"], Some(-1))
        ]),
        Ok(0x7fff_ffff)
    );
    // The aliases llc-22 prints.
    assert_eq!(
        parse_llc("\tnot\ta0, a0"),
        Ok(insn("xori", "a0", &["a0"], Some(-1)))
    );
    assert_eq!(
        parse_llc("\tli\ta0, -2048"),
        Ok(insn("addi", "a0", &["zero"], Some(-2048)))
    );
    assert!(parse_llc("\tmul\ta0, a0, a1").is_err());
}
