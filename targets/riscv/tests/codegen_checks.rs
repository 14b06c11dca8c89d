//! FileCheck-style tests of the RISC-V code generator: every `tests/codegen/riscv/*.ll` is
//! compiled at kiln -O2 (in-process, as `kiln -mtriple=riscv64-linux-gnu` does), with the
//! machine verifier after every pass.
//!
//! A file with `; ERROR: <text>` must fail with an error containing the text (no panic).
//! Otherwise its `; CHECK:` / `; CHECK-LABEL:` lines must match output lines in order and
//! `; CHECK-NEXT:` the line right after the previous match, and a `; CHECK-NOT:` pattern must
//! match no line between the matches around it (whitespace runs compare equal, `{{.*}}`
//! matches anything); the assembly must be accepted by riscv64-linux-gnu-as and by
//! kiln-mc's assembler.

use kiln_target::Triple;
use kiln_target_riscv::target_machine::{assemble, RiscvTargetMachine};
use std::path::Path;
use std::process::Command;

const TRIPLE: &str = "riscv64-linux-gnu";

fn normalize(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether `line` matches `pat` (literal pieces separated by `{{.*}}`, in order).
fn matches(line: &str, pat: &str) -> bool {
    let line = normalize(line);
    let mut at = 0;
    for piece in pat.split("{{.*}}") {
        let piece = normalize(piece);
        if piece.is_empty() {
            continue;
        }
        match line[at..].find(&piece) {
            Some(i) => at += i + piece.len(),
            None => return false,
        }
    }
    true
}

fn check_file(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let module = kiln_ir::parse_str(&path.display().to_string(), &text)?;
    let mut tm = RiscvTargetMachine::new(Triple::parse_normalized(TRIPLE), 2);
    // The machine verifier after every pass (llc's -verify-machineinstrs).
    tm.pipeline.verify = true;
    let result = tm.emit_assembly(&module);
    if let Some(want) = text.lines().find_map(|l| l.strip_prefix("; ERROR: ")) {
        return match result {
            Ok(_) => Err(format!("expected an error containing '{want}'")),
            Err(e) if e.message.contains(want.trim()) => Ok(()),
            Err(e) => Err(format!("error '{}' does not contain '{want}'", e.message)),
        };
    }
    let asm = result.map_err(|e| e.message)?;
    let lines: Vec<&str> = asm.lines().collect();
    let mut next = 0usize;
    let mut last: Option<usize> = None;
    let mut checks = 0;
    // CHECK-NOT patterns waiting for the next match (or the end) to bound their range.
    let mut nots: Vec<&str> = Vec::new();
    let check_nots = |nots: &mut Vec<&str>, from: usize, to: usize| -> Result<(), String> {
        for pat in nots.drain(..) {
            if let Some(i) = (from..to).find(|&i| matches(lines[i], pat)) {
                return Err(format!(
                    "CHECK-NOT '{}' matches line {}: '{}'\n{asm}",
                    pat.trim(),
                    i + 1,
                    lines[i]
                ));
            }
        }
        Ok(())
    };
    for l in text.lines() {
        if let Some(p) = l.strip_prefix("; CHECK-NOT:") {
            nots.push(p);
            checks += 1;
            continue;
        }
        let (pat, is_next) = if let Some(p) = l.strip_prefix("; CHECK-NEXT:") {
            (p, true)
        } else if let Some(p) = l
            .strip_prefix("; CHECK-LABEL:")
            .or_else(|| l.strip_prefix("; CHECK:"))
        {
            (p, false)
        } else {
            continue;
        };
        checks += 1;
        if is_next {
            let want = last.map_or(0, |i| i + 1);
            if !lines.get(want).is_some_and(|x| matches(x, pat)) {
                return Err(format!(
                    "CHECK-NEXT '{}' does not match line {}: '{}'\n{asm}",
                    pat.trim(),
                    want + 1,
                    lines.get(want).unwrap_or(&"<end>")
                ));
            }
            check_nots(&mut nots, next, want)?;
            last = Some(want);
            next = want + 1;
        } else {
            match (next..lines.len()).find(|&i| matches(lines[i], pat)) {
                Some(i) => {
                    check_nots(&mut nots, next, i)?;
                    last = Some(i);
                    next = i + 1;
                }
                None => return Err(format!("CHECK '{}' not found\n{asm}", pat.trim())),
            }
        }
    }
    check_nots(&mut nots, next, lines.len())?;
    if checks == 0 {
        return Err("no CHECK lines".into());
    }
    // The GNU assembler and kiln-mc both accept it.
    let dir = std::env::temp_dir().join(format!("kiln-rv-checks-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    let s = dir.join(format!("{stem}.s"));
    std::fs::write(&s, &asm).map_err(|e| e.to_string())?;
    let o = Command::new("riscv64-linux-gnu-as")
        .arg(&s)
        .arg("-o")
        .arg(dir.join(format!("{stem}.o")))
        .output()
        .map_err(|e| format!("riscv64-linux-gnu-as must be installed: {e}"))?;
    if !o.status.success() {
        return Err(format!(
            "riscv64-linux-gnu-as rejected the output:\n{}",
            String::from_utf8_lossy(&o.stderr)
        ));
    }
    assemble(&asm, TRIPLE).map_err(|e| e.message)?;
    Ok(())
}

#[test]
fn codegen_riscv_checks() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/codegen/riscv");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/codegen/riscv exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "the check files are there");
    let mut failures = Vec::new();
    for f in &files {
        if let Err(e) = check_file(f) {
            failures.push(format!("{}: {e}", f.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn pattern_matching_can_fail() {
    assert!(matches("\taddi\ta0, zero, 42", "addi a0, zero, 42"));
    assert!(matches("\tlui\ta0, 74565", "lui {{.*}}, 74565"));
    assert!(!matches("\tlui\ta0, 74565", "lui {{.*}}, 74566"));
    assert!(!matches("\tret", "addi"));
}
