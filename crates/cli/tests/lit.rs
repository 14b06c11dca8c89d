//! A small lit-like runner for the `.ll -> asm` codegen tests, so that they read and run as
//! LLVM's do: every `tests/codegen/<target>/*.ll` (one directory per target; `run/`
//! subdirectories belong to the run tests and are skipped) names its commands in `; RUN:`
//! lines, checked by LLVM's own `FileCheck-22`.
//!
//! A RUN line (a trailing `\` continues it on the next RUN line) is run with
//! `bash -o pipefail -c` (stopped by `timeout` after 300 seconds) after these substitutions:
//! `%s` is the test file, `%t` a path of its own in a fresh scratch directory, and the words
//! `kiln`, `kiln-mc`, `FileCheck`, `llc` and `not` become the `kiln`/`kiln-mc` binaries built
//! with this test, `FileCheck-22`, `llc-22` and lit's `not` (true only when the command exits
//! non-zero without a crash: a signal or a Rust panic, exit 101, is a failure of `not` too).
//! A file passes when every RUN line exits 0; a file without a RUN line is an error. The test
//! fails with every failing file, its RUN line and the output, and it requires at least as
//! many files and RUN lines as there are today, so the set cannot shrink unnoticed.
//!
//! The runner and FileCheck are tested on wrong input too (`filecheck_rejects_*`,
//! `runner_*`): kiln's real output for `arith.ll`, mutated (`div` turned into `divu`, an
//! immediate changed, a line a CHECK-NEXT needs deleted, a line a CHECK-NOT forbids added),
//! must fail that file's CHECK lines; a failing command, a `not` on a succeeding or crashing
//! command, a line that does not finish and a file without RUN lines must make the runner
//! report failure.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Files under `tests/codegen/*/` (not counting `run/`) today; the suite may only grow.
const MIN_FILES: usize = 38;
/// RUN lines in those files today.
const MIN_RUN_LINES: usize = 180;
/// The longest a RUN line may take (seconds, for `timeout`); the slowest takes well under one.
const RUN_LINE_TIMEOUT: &str = "300";

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// lit's `not`, as a bash function: succeeds only when the command exits with a status from
/// 1 to 127 other than 101 (Rust's panic status); 128 and above is a signal (or bash's own
/// "cannot run"), 0 is success.
const PRELUDE: &str = r#"__lit_not() {
  "$@"
  local rc=$?
  if [ "$rc" -eq 0 ]; then echo "not: the command succeeded: $*" >&2; return 1; fi
  if [ "$rc" -ge 126 ] || [ "$rc" -eq 101 ]; then
    echo "not: the command crashed (exit $rc): $*" >&2; return 1
  fi
  return 0
}
"#;

/// One RUN line: the line number of its first piece and its text (continuations joined).
#[derive(Debug, Clone)]
struct RunLine {
    line: usize,
    text: String,
}

/// The RUN lines of a test file, continuations (a trailing `\`) joined.
fn run_lines(text: &str) -> Result<Vec<RunLine>, String> {
    let mut out = Vec::new();
    let mut pending: Option<RunLine> = None;
    for (i, l) in text.lines().enumerate() {
        let Some(at) = l.find("RUN:") else {
            if let Some(p) = &pending {
                return Err(format!(
                    "line {}: a RUN line ends with `\\` but line {} does not continue it",
                    p.line,
                    i + 1
                ));
            }
            continue;
        };
        // Only in a comment: `;` before the RUN: with nothing else but spaces.
        let before = l[..at].trim();
        if !before.starts_with(';') || before.trim_start_matches(';').trim() != "" {
            continue;
        }
        let piece = l[at + 4..].trim();
        let (piece, more) = match piece.strip_suffix('\\') {
            Some(p) => (p.trim_end(), true),
            None => (piece, false),
        };
        let mut cur = pending.take().unwrap_or(RunLine {
            line: i + 1,
            text: String::new(),
        });
        if !cur.text.is_empty() {
            cur.text.push(' ');
        }
        cur.text.push_str(piece);
        if more {
            pending = Some(cur);
        } else {
            out.push(cur);
        }
    }
    if let Some(p) = pending {
        return Err(format!("line {}: the last RUN line ends with `\\`", p.line));
    }
    Ok(out)
}

/// What the runner substitutes: the test file, the scratch path and the tools.
struct Subst {
    file: PathBuf,
    tmp: PathBuf,
}

/// Single-quotes `s` for bash.
fn quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', r"'\''"))
}

/// `cmd` with `%s`, `%t` and the tool words replaced. Tool words are whole
/// whitespace-separated words, so `kiln` inside a path or an option is left alone.
fn substitute(cmd: &str, s: &Subst) -> String {
    let mut out = String::new();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        let w = std::mem::take(word);
        let tool = match w.as_str() {
            "kiln" => Some(quote(env!("CARGO_BIN_EXE_kiln"))),
            "kiln-mc" => Some(quote(env!("CARGO_BIN_EXE_kiln-mc"))),
            "FileCheck" => Some("FileCheck-22".to_string()),
            "llc" => Some("llc-22".to_string()),
            "not" => Some("__lit_not".to_string()),
            _ => None,
        };
        match tool {
            Some(t) => out.push_str(&t),
            None => out.push_str(
                &w.replace("%s", &quote(&s.file.display().to_string()))
                    .replace("%t", &s.tmp.display().to_string()),
            ),
        }
    };
    for c in cmd.chars() {
        if c.is_whitespace() {
            flush(&mut word, &mut out);
            out.push(c);
        } else {
            word.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// Runs every RUN line of `file` (scratch files under `scratch`); `Ok` is the number of RUN
/// lines run, `Err` the first failing line with its command and output.
fn run_file(file: &Path, scratch: &Path) -> Result<usize, String> {
    run_file_within(file, scratch, RUN_LINE_TIMEOUT)
}

/// [`run_file`] with each RUN line limited to `seconds`.
fn run_file_within(file: &Path, scratch: &Path, seconds: &str) -> Result<usize, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("reading: {e}"))?;
    let lines = run_lines(&text)?;
    if lines.is_empty() {
        return Err("no RUN line".into());
    }
    let stem = file.file_stem().unwrap_or_default().to_string_lossy();
    let dir = scratch.join(stem.as_ref());
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| format!("creating {}: {e}", dir.display()))?;
    let s = Subst {
        file: file.to_path_buf(),
        tmp: dir.join(format!("{stem}.tmp")),
    };
    for l in &lines {
        let cmd = substitute(&l.text, &s);
        // A hung command fails its line (timeout's status 124) instead of hanging the suite.
        let out = Command::new("timeout")
            .arg(seconds)
            .arg("bash")
            .arg("-o")
            .arg("pipefail")
            .arg("-c")
            .arg(format!("{PRELUDE}{cmd}"))
            .current_dir(&dir)
            .output()
            .map_err(|e| format!("running bash: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "RUN line {} failed ({}):\n  RUN: {}\n  $ {}\n--- stdout\n{}--- stderr\n{}",
                l.line,
                out.status,
                l.text,
                cmd,
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    Ok(lines.len())
}

/// The `.ll` files of every target directory under `tests/codegen` (not `run/`).
fn test_files() -> Vec<PathBuf> {
    let base = root().join("tests/codegen");
    let mut files = Vec::new();
    let mut targets: Vec<PathBuf> = std::fs::read_dir(&base)
        .expect("tests/codegen exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    targets.sort();
    for t in targets {
        let mut v: Vec<PathBuf> = std::fs::read_dir(&t)
            .expect("a target directory can be read")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "ll"))
            .collect();
        v.sort();
        files.extend(v);
    }
    files
}

/// A fresh scratch directory for one test of this file.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("lit-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("creating a scratch directory");
    dir
}

#[test]
fn codegen_tests() {
    let files = test_files();
    let scratch = scratch("codegen");
    let mut failures = Vec::new();
    let mut ran = 0;
    for f in &files {
        let name = f.strip_prefix(root()).unwrap_or(f).display().to_string();
        match run_file(f, &scratch) {
            Ok(n) => ran += n,
            Err(e) => failures.push(format!("FAIL: {name}\n{e}")),
        }
    }
    eprintln!(
        "lit: {} files, {ran} RUN lines passed; {} files failed",
        files.len(),
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(
        files.len() >= MIN_FILES && ran >= MIN_RUN_LINES,
        "only {} files and {ran} RUN lines ran (at least {MIN_FILES} and {MIN_RUN_LINES} expected)",
        files.len()
    );
}

// ---------------------------------------------------------------------------------------
// The runner and FileCheck fed wrong input.

/// Writes `text` as `name` in a scratch directory and runs it; the runner's verdict.
fn run_text(name: &str, text: &str) -> Result<usize, String> {
    let dir = scratch(&format!("self-{name}"));
    let f = dir.join(format!("{name}.ll"));
    std::fs::write(&f, text).expect("writing a test file");
    run_file(&f, &dir.join("work"))
}

#[test]
fn runner_passes_a_passing_file() {
    let r = run_text(
        "ok",
        "; RUN: true\n; RUN: echo 'hello world' \\\n; RUN:   | FileCheck %s\n; CHECK: hello {{w.*}}\n",
    );
    assert_eq!(r, Ok(2));
}

#[test]
fn runner_reports_a_failing_command() {
    let r = run_text("fails", "; RUN: true\n; RUN: false\n");
    let e = r.expect_err("a failing RUN line must fail the file");
    assert!(e.contains("RUN line 2 failed"), "{e}");
}

#[test]
fn runner_stops_a_line_that_runs_too_long() {
    let dir = scratch("self-slow");
    let f = dir.join("slow.ll");
    std::fs::write(&f, "; RUN: sleep 60\n").expect("writing a test file");
    let start = std::time::Instant::now();
    let r = run_file_within(&f, &dir.join("work"), "1");
    assert!(r.is_err(), "{r:?}");
    assert!(start.elapsed().as_secs() < 30, "the line was not stopped");
}

#[test]
fn runner_reports_a_failing_pipeline_stage() {
    // pipefail: a failing producer fails the line even when the consumer succeeds.
    let r = run_text("pipe", "; RUN: false | cat\n");
    assert!(r.is_err(), "{r:?}");
}

#[test]
fn runner_rejects_a_file_without_run_lines() {
    let r = run_text(
        "none",
        "; CHECK: something\ndefine void @f() {\n  ret void\n}\n",
    );
    assert_eq!(r, Err("no RUN line".to_string()));
    let r = run_text("dangling", "; RUN: true \\\n; CHECK: x\n");
    assert!(r.is_err(), "{r:?}");
}

#[test]
fn not_succeeds_only_on_a_clean_failure() {
    assert_eq!(run_text("not-false", "; RUN: not false\n"), Ok(1));
    // A succeeding command.
    assert!(run_text("not-true", "; RUN: not true\n").is_err());
    // A crash: killed by a signal.
    let r = run_text("not-segv", "; RUN: not bash -c 'kill -SEGV $$'\n");
    let e = r.expect_err("not on a crash must fail");
    assert!(e.contains("crashed"), "{e}");
    // A Rust panic's exit status.
    assert!(run_text("not-panic", "; RUN: not bash -c 'exit 101'\n").is_err());
    // kiln itself: a valid file compiles, so `not kiln` fails.
    let r = run_text(
        "not-kiln",
        "; RUN: not kiln -mtriple=riscv64-linux-gnu %s -o %t.s\ndefine i64 @f() {\n  ret i64 1\n}\n",
    );
    assert!(r.is_err(), "{r:?}");
}

#[test]
fn substitutions() {
    let s = Subst {
        file: PathBuf::from("/a/b.ll"),
        tmp: PathBuf::from("/t/b.tmp"),
    };
    let c = substitute("not kiln %s -o %t.s | FileCheck %s --check-prefix=kiln", &s);
    assert!(c.starts_with("__lit_not '"), "{c}");
    assert!(
        c.contains("'/a/b.ll' -o /t/b.tmp.s | FileCheck-22 '/a/b.ll'"),
        "{c}"
    );
    // Not a whole word: left alone.
    assert!(c.ends_with("--check-prefix=kiln"), "{c}");
    assert_eq!(substitute("llc -O2", &s), "llc-22 -O2");
}

/// kiln's -O2 output for `tests/codegen/riscv/arith.ll`.
fn arith_output() -> (PathBuf, String) {
    let f = root().join("tests/codegen/riscv/arith.ll");
    let o = Command::new(env!("CARGO_BIN_EXE_kiln"))
        .args(["-mtriple=riscv64-linux-gnu", "-O2", "-o", "-"])
        .arg(&f)
        .output()
        .expect("running kiln");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    (f, String::from_utf8_lossy(&o.stdout).into_owned())
}

/// Whether FileCheck-22 accepts `input` against `check_file`'s CHECK lines.
fn filecheck_accepts(check_file: &Path, input: &str) -> Result<(), String> {
    use std::io::Write;
    let mut child = Command::new("FileCheck-22")
        .arg(check_file)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("FileCheck-22 must be installed");
    child
        .stdin
        .take()
        .expect("stdin was piped")
        .write_all(input.as_bytes())
        .expect("writing FileCheck's input");
    let o = child.wait_with_output().expect("waiting for FileCheck-22");
    if o.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&o.stderr).into_owned())
    }
}

/// Replaces the first line that `pick` selects by `with` (`None` deletes it); panics when no
/// line is selected, so a mutation that no longer applies is noticed.
fn mutate_line(text: &str, pick: impl Fn(&str) -> bool, with: Option<&str>) -> String {
    let mut done = false;
    let mut out = String::new();
    for l in text.lines() {
        if !done && pick(l) {
            done = true;
            if let Some(w) = with {
                out.push_str(w);
                out.push('\n');
            }
            continue;
        }
        out.push_str(l);
        out.push('\n');
    }
    assert!(done, "the mutation found no line to change in:\n{text}");
    out
}

/// The mnemonic and operands of an instruction line, split.
fn insn(l: &str) -> Option<(&str, &str)> {
    let t = l.trim();
    if t.is_empty() || t.starts_with('.') || t.ends_with(':') || t.starts_with('#') {
        return None;
    }
    Some(t.split_once(char::is_whitespace).unwrap_or((t, "")))
}

#[test]
fn filecheck_accepts_the_real_output() {
    let (f, asm) = arith_output();
    filecheck_accepts(&f, &asm).unwrap_or_else(|e| panic!("{e}\n{asm}"));
}

/// The first instruction line of `asm` whose mnemonic is `m`.
fn find_insn<'a>(asm: &'a str, m: &str) -> &'a str {
    asm.lines()
        .find(|l| insn(l).is_some_and(|(x, _)| x == m))
        .unwrap_or_else(|| panic!("no {m} in:\n{asm}"))
}

#[test]
fn filecheck_rejects_divu_for_div_and_mulhu_for_mul() {
    let (f, asm) = arith_output();
    // Only the mnemonic changes; the operands stay the ones kiln chose.
    for (from, to) in [("div", "divu"), ("mul", "mulhu")] {
        let line = find_insn(&asm, from);
        let bad = mutate_line(&asm, |l| l == line, Some(&line.replacen(from, to, 1)));
        assert!(
            filecheck_accepts(&f, &bad).is_err(),
            "{to} for {from} accepted:\n{bad}"
        );
    }
}

#[test]
fn filecheck_rejects_a_changed_immediate() {
    let (f, asm) = arith_output();
    let addi = asm
        .lines()
        .find(|l| insn(l).is_some_and(|(m, o)| m == "addi" && o.ends_with(", 5")))
        .expect("an addi of 5");
    let bad = mutate_line(&asm, |l| l == addi, Some(&addi.replace(", 5", ", 6")));
    assert!(
        filecheck_accepts(&f, &bad).is_err(),
        "addi 6 accepted:\n{bad}"
    );
}

#[test]
fn filecheck_rejects_a_missing_or_extra_line_in_a_next_chain() {
    let (f, asm) = arith_output();
    // Delete the remu between the div and the not (a CHECK-NEXT chain).
    let bad = mutate_line(&asm, |l| insn(l).is_some_and(|(m, _)| m == "remu"), None);
    assert!(filecheck_accepts(&f, &bad).is_err(), "accepted:\n{bad}");
    // A nop between the div and the remu.
    let div = find_insn(&asm, "div");
    let bad = mutate_line(&asm, |l| l == div, Some(&format!("{div}\n\tnop")));
    assert!(filecheck_accepts(&f, &bad).is_err(), "accepted:\n{bad}");
}

#[test]
fn filecheck_rejects_a_forbidden_libcall() {
    let (f, asm) = arith_output();
    // A call before the arithmetic, outside the CHECK-NEXT chain: only CHECK-NOT sees it.
    let first = find_insn(&asm, "addi");
    let bad = mutate_line(
        &asm,
        |l| l == first,
        Some(&format!("\tcall\t__divdi3\n{first}")),
    );
    assert!(filecheck_accepts(&f, &bad).is_err(), "accepted:\n{bad}");
}
