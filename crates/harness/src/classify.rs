//! Classifying a csmith seed whose candidate build prints differently from the reference:
//! does the program's output depend on poison or undef, so that no single output is right?
//!
//! The rule (also in `scripts/csmith-sweep.sh`): a seed is **classified** ("output depends on
//! poison/undef"), neither passed nor failed, only when both of these hold; otherwise the
//! mismatch stays a failure.
//!
//! 1. **Evidence from llc-22 alone** (kiln is never consulted): at least one of these builds of
//!    the same IR, each a legal compilation of it, behaves differently from the reference build
//!    (other stdout, or another exit status; a build that fails or runs out of time proves
//!    nothing):
//!    - llc-22 at another setting: `-O2` for an `-O0` reference; `-O0`, and the same level with
//!      `-regalloc=fast`, for an optimized one;
//!    - the IR with every scalar `poison`/`undef` operand inside a function body replaced by a
//!      constant (integers `0` and `-1`, floating point `-inf` and `+inf`: two builds). Any
//!      constant is a refinement of poison/undef, so both are correct compilations;
//!    - the IR with each `fptosi`/`fptoui` from `float`/`double` to `i8`/`i16`/`i32` done as a
//!      conversion to `i64` and a truncation: equal for every in-range value, different only
//!      where the conversion is out of range (poison in IR).
//! 2. **The candidate's difference comes no earlier than the undefined behaviour's**: csmith
//!    programs run with the argument `1` print a running checksum after hashing each global;
//!    the first line where the candidate's output differs from the reference's must not come
//!    before the first line where some evidence build's does. A candidate that goes wrong on a
//!    variable that no evidence build changes still fails, even in a seed with poison.
//!
//! In: the seed's `.ll`, the reference build and its output, the candidate's executable.
//! Out: `Ok(evidence)` to classify, `Err(why not)` to keep the failure.

use crate::exec::{run_with_limit, Ended, RunResult, TimeLimit};
use crate::pipeline::{build_from_ll, run_command, Backend, FileType, Limits};
use crate::target::ExecTarget;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A scalar `poison`/`undef` operand inside a function body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PoisonOperand {
    /// 1-based line number in the `.ll`.
    pub line: usize,
    /// The operand's type (`i32`, `float`, ...).
    pub ty: String,
    /// The instruction, trimmed.
    pub text: String,
}

/// Is `tok` an LLVM type keyword or the start of a vector/struct/array type?
fn is_type_like(tok: &str) -> bool {
    is_scalar_type(tok)
        || matches!(
            tok,
            "half" | "bfloat" | "fp128" | "x86_fp80" | "ppc_fp128" | "ptr" | "void" | "label"
        )
        || tok.starts_with('<')
        || tok.starts_with('{')
        || tok.starts_with('[')
}

/// The scalar types whose poison/undef operands the rewrite replaces.
fn is_scalar_type(tok: &str) -> bool {
    matches!(tok, "float" | "double")
        || tok
            .strip_prefix('i')
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'%' | b'@' | b'-' | b'"')
}

/// The code part of a line (before a `;` comment, unless a string could hold the `;`).
fn code_part(line: &str) -> &str {
    match line.find(';') {
        Some(i) if !line[..i].contains('"') => &line[..i],
        _ => line,
    }
}

/// The type of the operand that starts at byte `at` of `code`, if it is a scalar type.
fn operand_type(code: &str, at: usize) -> Option<String> {
    let before = code[..at].trim_end();
    if before.ends_with(',') || before.ends_with('[') {
        // `icmp eq i32 %a, undef`, `add i32 %a, undef`, `phi i32 [ undef, %b ]`: the operand
        // type is the instruction's first type.
        let (_, rhs) = code.split_once(" = ")?;
        let first = rhs.split_whitespace().find(|t| is_type_like(t))?;
        return is_scalar_type(first).then(|| first.to_string());
    }
    // `<type> [attributes] poison`: walk back over attribute words to the type.
    let mut toks = before
        .split(|c: char| c.is_whitespace() || c == '(')
        .filter(|t| !t.is_empty())
        .rev();
    for _ in 0..4 {
        let t = toks.next()?;
        if is_type_like(t) {
            return is_scalar_type(t).then(|| t.to_string());
        }
        if !t.bytes().all(|b| b.is_ascii_lowercase() || b == b'_') {
            return None;
        }
    }
    None
}

/// Every scalar `poison`/`undef` operand of an instruction inside a function body (debug
/// records excluded), in file order.
pub fn poison_operands(ll: &str) -> Vec<PoisonOperand> {
    let mut out = Vec::new();
    visit_poison(ll, |line, ty, text, _| {
        out.push(PoisonOperand {
            line,
            ty: ty.to_string(),
            text: text.trim().to_string(),
        });
    });
    out
}

/// Calls `f(line number, type, line, byte offset)` for each operand [`poison_operands`] lists.
fn visit_poison(ll: &str, mut f: impl FnMut(usize, &str, &str, usize)) {
    let mut in_body = false;
    for (i, line) in ll.lines().enumerate() {
        if line.starts_with("define ") {
            in_body = true;
            continue;
        }
        if line.starts_with('}') {
            in_body = false;
            continue;
        }
        if !in_body || line.trim_start().starts_with("#dbg_") {
            continue;
        }
        let code = code_part(line);
        let mut hits: Vec<(usize, usize)> = ["poison", "undef"]
            .iter()
            .flat_map(|w| code.match_indices(w).map(|(at, _)| (at, w.len())))
            .collect();
        hits.sort_unstable();
        for (at, len) in hits {
            let bytes = code.as_bytes();
            let prev = at.checked_sub(1).map(|j| bytes[j]);
            let next = bytes.get(at + len).copied();
            if prev.is_some_and(is_ident_byte) || next.is_some_and(is_ident_byte) {
                continue;
            }
            if let Some(ty) = operand_type(code, at) {
                f(i + 1, &ty, line, at);
            }
        }
    }
}

/// `ll` with every operand [`poison_operands`] lists replaced by a constant: `0`, `false` or
/// `-inf` when `high` is false; `-1`, `true` or `+inf` when it is true. Also returns how many
/// operands were replaced.
pub fn substitute_poison(ll: &str, high: bool) -> (String, usize) {
    // (line index, byte offset, word length, replacement), in file order.
    let mut edits: Vec<(usize, usize, usize, &'static str)> = Vec::new();
    visit_poison(ll, |line, ty, text, at| {
        let len = if text[at..].starts_with("poison") {
            6
        } else {
            5
        };
        let value = match (ty, high) {
            ("i1", false) => "false",
            ("i1", true) => "true",
            ("float" | "double", false) => "0xFFF0000000000000",
            ("float" | "double", true) => "0x7FF0000000000000",
            (_, false) => "0",
            (_, true) => "-1",
        };
        edits.push((line - 1, at, len, value));
    });
    let count = edits.len();
    let mut out = String::with_capacity(ll.len() + 64);
    let mut next = edits.iter().peekable();
    for (i, line) in ll.lines().enumerate() {
        let mut from = 0;
        while let Some(&&(l, at, len, value)) = next.peek() {
            if l != i {
                break;
            }
            out.push_str(&line[from..at]);
            out.push_str(value);
            from = at + len;
            next.next();
        }
        out.push_str(&line[from..]);
        out.push('\n');
    }
    (out, count)
}

/// `ll` with each scalar `%x = fptosi|fptoui float|double V to i8|i16|i32` rewritten as
/// `fptosi ... to i64` followed by `trunc`: the same value whenever the conversion is in range.
/// Also returns how many conversions were rewritten.
pub fn widen_fp_to_int(ll: &str) -> (String, usize) {
    let mut out = String::with_capacity(ll.len() + 256);
    let mut count = 0;
    for line in ll.lines() {
        match widen_line(line, count) {
            Some(text) => {
                out.push_str(&text);
                count += 1;
            }
            None => out.push_str(line),
        }
        out.push('\n');
    }
    (out, count)
}

fn widen_line(line: &str, n: usize) -> Option<String> {
    let code = code_part(line);
    let (name, rhs) = code.trim().split_once(" = ")?;
    if !name.starts_with('%') || name.contains('"') {
        return None;
    }
    let mut toks = rhs.split_whitespace();
    let op = toks.next()?;
    let fty = toks.next()?;
    let value = toks.next()?;
    let to = toks.next()?;
    let ity = toks.next()?.trim_end_matches(',');
    let rest: Vec<&str> = toks.collect();
    let ok = matches!(op, "fptosi" | "fptoui")
        && matches!(fty, "float" | "double")
        && to == "to"
        && matches!(ity, "i8" | "i16" | "i32")
        && (rest.is_empty() || rhs.contains(&format!("{ity},")));
    if !ok {
        return None;
    }
    let attachments = rhs
        .split_once(&format!("{ity},"))
        .map(|(_, r)| format!(",{r}"))
        .unwrap_or_default();
    Some(format!(
        "  %kiln.fpwide.{n} = fptosi {fty} {value} to i64\n  {name} = trunc i64 %kiln.fpwide.{n} to {ity}{attachments}"
    ))
}

/// The 0-based index of the first line where `a` and `b` differ (one ending early counts as a
/// difference at its end); `None` when they are equal.
pub fn first_line_difference(a: &[u8], b: &[u8]) -> Option<usize> {
    if a == b {
        return None;
    }
    let a: Vec<&[u8]> = a.split(|&c| c == b'\n').collect();
    let b: Vec<&[u8]> = b.split(|&c| c == b'\n').collect();
    Some(
        a.iter()
            .zip(b.iter())
            .position(|(x, y)| x != y)
            .unwrap_or(a.len().min(b.len())),
    )
}

/// What the classification is given about one mismatching seed.
#[derive(Clone, Copy, Debug)]
pub struct Mismatch<'a> {
    /// The seed's IR (what both builds compiled).
    pub ll: &'a Path,
    /// A directory for the evidence builds.
    pub dir: &'a Path,
    /// How programs are linked and run.
    pub target: &'a ExecTarget,
    /// The reference backend (llc-22 at the candidate's level).
    pub reference: &'a Backend,
    /// The reference executable.
    pub ref_exe: &'a Path,
    /// The reference run's result.
    pub ref_run: &'a RunResult,
    /// The candidate's executable.
    pub cand_exe: &'a Path,
    /// Build time limits.
    pub limits: Limits,
    /// CPU-time limit for each evidence run.
    pub cpu_limit: Duration,
}

/// One evidence build that behaved differently from the reference.
struct Evidence {
    what: String,
    exe: PathBuf,
    shown: String,
}

/// The last non-empty line of `out` (csmith's `checksum = ...`), for reports.
fn last_line(out: &[u8]) -> String {
    String::from_utf8_lossy(out)
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .to_string()
}

fn line_at(out: &[u8], i: usize) -> String {
    String::from_utf8_lossy(out)
        .lines()
        .nth(i)
        .unwrap_or("<end of output>")
        .to_string()
}

/// Applies the module's rule to one mismatch: `Ok(evidence)` classifies the seed, `Err(why
/// not)` keeps it a failure.
pub fn classify(m: &Mismatch) -> Result<String, String> {
    let text = std::fs::read_to_string(m.ll).map_err(|e| format!("{}: {e}", m.ll.display()))?;
    let llc = |opt: &str, extra: &[&str]| Backend {
        cmd: m.reference.cmd.clone(),
        opt: opt.to_string(),
        filetype: FileType::Obj,
        extra: extra.iter().map(|s| s.to_string()).collect(),
    };
    let level = m.reference.opt.as_str();
    // (description, IR, backend)
    let mut builds: Vec<(String, PathBuf, Backend)> = Vec::new();
    if level == "-O0" {
        builds.push(("llc-22 -O2".into(), m.ll.to_path_buf(), llc("-O2", &[])));
    } else {
        builds.push(("llc-22 -O0".into(), m.ll.to_path_buf(), llc("-O0", &[])));
        builds.push((
            format!("llc-22 {level} -regalloc=fast"),
            m.ll.to_path_buf(),
            llc(level, &["-regalloc=fast"]),
        ));
    }
    let poison = poison_operands(&text);
    for (high, name, values) in [
        (false, "poison-lo", "0/false/-inf"),
        (true, "poison-hi", "-1/true/+inf"),
    ] {
        let (rewritten, n) = substitute_poison(&text, high);
        if n == 0 {
            continue;
        }
        let path = m.dir.join(format!("{name}.ll"));
        std::fs::write(&path, rewritten).map_err(|e| format!("{}: {e}", path.display()))?;
        let first = &poison[0];
        builds.push((
            format!(
                "llc-22 {level} on the IR with its {n} poison/undef operands set to {values} \
                 (first: line {} `{}`)",
                first.line, first.text
            ),
            path,
            llc(level, &[]),
        ));
    }
    let (widened, n) = widen_fp_to_int(&text);
    if n > 0 {
        let path = m.dir.join("fpwide.ll");
        std::fs::write(&path, widened).map_err(|e| format!("{}: {e}", path.display()))?;
        builds.push((
            format!(
                "llc-22 {level} on the IR with its {n} float-to-int conversions done through \
                 i64 (differs only where a conversion is out of range, i.e. poison)"
            ),
            path,
            llc(level, &[]),
        ));
    }
    let mut differing: Vec<Evidence> = Vec::new();
    let mut tried = Vec::new();
    for (i, (what, ll, backend)) in builds.into_iter().enumerate() {
        let exe = m.dir.join(format!("evidence{i}"));
        if build_from_ll(&ll, m.target, &backend, &exe, m.limits).is_err() {
            tried.push(format!("{what} (did not build)"));
            continue;
        }
        let mut cmd = run_command(m.target, &exe);
        let stem = m.dir.join(format!("evidence{i}-run"));
        let Ok(r) = run_with_limit(&mut cmd, TimeLimit::Cpu(m.cpu_limit), &stem) else {
            tried.push(format!("{what} (did not run)"));
            continue;
        };
        if matches!(r.ended, Ended::TimedOut) {
            tried.push(format!("{what} (ran out of time)"));
            continue;
        }
        tried.push(what.clone());
        if r.success() != m.ref_run.success() || r.stdout != m.ref_run.stdout {
            let shown = if r.success() {
                format!("`{}`", last_line(&r.stdout))
            } else {
                format!("`{}` and {}", last_line(&r.stdout), r.describe())
            };
            differing.push(Evidence { what, exe, shown });
        }
    }
    if differing.is_empty() {
        return Err(format!(
            "not classified: every llc-22 evidence build prints what the reference prints, so \
             nothing shows the output depends on poison/undef (tried: {})",
            tried.join("; ")
        ));
    }
    // The candidate's difference must not come before the undefined behaviour's.
    let per_variable = |exe: &Path, name: &str| -> Result<Vec<u8>, String> {
        let mut cmd = run_command(m.target, exe);
        cmd.arg("1");
        let r = run_with_limit(&mut cmd, TimeLimit::Cpu(m.cpu_limit * 3), &m.dir.join(name))?;
        if matches!(r.ended, Ended::TimedOut) {
            return Err(format!(
                "`{}` with argument 1 ran out of time",
                exe.display()
            ));
        }
        Ok(r.stdout)
    };
    let not_local = |e: String| format!("not classified: {e}");
    let ref1 = per_variable(m.ref_exe, "ref-1").map_err(not_local)?;
    let cand1 = per_variable(m.cand_exe, "cand-1").map_err(not_local)?;
    let Some(dc) = first_line_difference(&ref1, &cand1) else {
        return Err(
            "not classified: run with argument 1, the candidate prints what the reference \
             prints, so its difference cannot be placed"
                .to_string(),
        );
    };
    let mut best: Option<(usize, &Evidence)> = None;
    for (i, e) in differing.iter().enumerate() {
        let out = per_variable(&e.exe, &format!("evidence-1-{i}")).map_err(not_local)?;
        if let Some(de) = first_line_difference(&ref1, &out) {
            if best.is_none_or(|(b, _)| de < b) {
                best = Some((de, e));
            }
        }
    }
    let Some((de, e)) = best else {
        return Err(
            "not classified: run with argument 1, the evidence builds print what the reference \
             prints"
                .to_string(),
        );
    };
    if dc < de {
        return Err(format!(
            "not classified: run with argument 1, the candidate first differs at line {} (`{}`), \
             before line {} (`{}`), the first that undefined behaviour changes ({}): the \
             difference is not explained by poison/undef",
            dc + 1,
            line_at(&ref1, dc),
            de + 1,
            line_at(&ref1, de),
            e.what
        ));
    }
    let first = differing[0].what.clone();
    let mut why = format!(
        "{first} prints {} where the reference prints `{}`",
        differing[0].shown,
        last_line(&m.ref_run.stdout)
    );
    for other in &differing[1..] {
        why.push_str(&format!("; {} prints {}", other.what, other.shown));
    }
    why.push_str(&format!(
        "\nrun with argument 1, the candidate first differs at line {} (`{}`), the evidence at \
         line {}",
        dc + 1,
        line_at(&ref1, dc),
        de + 1
    ));
    Ok(why)
}

#[cfg(test)]
mod tests {
    use super::*;

    const IR: &str = "@g = global i32 undef\n\
define i32 @f(float %x, i32 %y) {\n\
  %c = fcmp ogt float poison, %x\n\
  %d = icmp eq i32 %y, undef\n\
  %p = phi i32 [ undef, %a ], [ %y, %b ]\n\
  store i32 poison, ptr %q, align 4\n\
  store ptr undef, ptr %q, align 8\n\
  %v = insertelement <4 x i32> undef, i32 %y, i32 0\n\
  %r = call i32 @h(i32 noundef signext undef, i1 poison)\n\
  %undef.name = add i32 %y, 1\n\
  #dbg_value(i32 poison, !1, !DIExpression(), !2)\n\
  %w = fptosi float %x to i32, !dbg !7\n\
  %u = fptoui double %z to i16\n\
  %k = fptosi float %x to i64\n\
  ret i32 %d\n\
}\n";

    #[test]
    fn finds_scalar_poison_and_undef_operands_only() {
        let ops = poison_operands(IR);
        let got: Vec<(usize, &str)> = ops.iter().map(|o| (o.line, o.ty.as_str())).collect();
        // Not: the global initializer (line 1), `ptr undef`, the vector, the name `%undef.name`,
        // the debug record.
        assert_eq!(
            got,
            vec![
                (3, "float"),
                (4, "i32"),
                (5, "i32"),
                (6, "i32"),
                (9, "i32"),
                (9, "i1")
            ]
        );
    }

    #[test]
    fn substitution_uses_two_different_constants() {
        let (lo, n) = substitute_poison(IR, false);
        assert_eq!(n, 6);
        assert!(lo.contains("fcmp ogt float 0xFFF0000000000000, %x"), "{lo}");
        assert!(lo.contains("icmp eq i32 %y, 0\n"), "{lo}");
        assert!(lo.contains("phi i32 [ 0, %a ]"), "{lo}");
        assert!(lo.contains("store i32 0, ptr"), "{lo}");
        assert!(lo.contains("@h(i32 noundef signext 0, i1 false)"), "{lo}");
        assert!(lo.contains("store ptr undef"), "{lo}");
        assert!(lo.starts_with("@g = global i32 undef\n"), "{lo}");
        let (hi, _) = substitute_poison(IR, true);
        assert!(hi.contains("fcmp ogt float 0x7FF0000000000000, %x"), "{hi}");
        assert!(hi.contains("@h(i32 noundef signext -1, i1 true)"), "{hi}");
        assert_eq!(
            substitute_poison("define void @f() {\n ret void\n}\n", true).1,
            0
        );
    }

    #[test]
    fn narrow_float_to_int_conversions_go_through_i64() {
        let (w, n) = widen_fp_to_int(IR);
        assert_eq!(n, 2, "{w}");
        assert!(
            w.contains(
                "  %kiln.fpwide.0 = fptosi float %x to i64\n  %w = trunc i64 %kiln.fpwide.0 to i32, !dbg !7\n"
            ),
            "{w}"
        );
        assert!(
            w.contains("%kiln.fpwide.1 = fptosi double %z to i64\n  %u = trunc i64 %kiln.fpwide.1 to i16\n"),
            "{w}"
        );
        assert!(w.contains("%k = fptosi float %x to i64\n"), "{w}");
    }

    #[test]
    fn first_difference_by_line() {
        assert_eq!(first_line_difference(b"a\nb\n", b"a\nb\n"), None);
        assert_eq!(first_line_difference(b"a\nb\nc\n", b"a\nx\nc\n"), Some(1));
        assert_eq!(first_line_difference(b"a\nb\n", b"a\n"), Some(1));
        assert_eq!(first_line_difference(b"41\n", b"a\nb\n"), Some(0));
    }
}
