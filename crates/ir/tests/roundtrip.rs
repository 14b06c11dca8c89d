//! Round trip through kiln's parser and printer, checked by LLVM's own tools at test time:
//! for every hand-written `.ll` under `tests/ll/`, for what rustc emits for the Rust programs in
//! `tests/ll/rust/` (-O0/-O2, with and without -g), and for what clang-22 emits from every C
//! program in `tests/c/` (five optimization levels, four triples, plus `-g` for a subset),
//! parse, print, then `llvm-as-22` must accept the output and `llvm-diff-22 in.ll out.ll` must
//! report no difference. Printing is also checked to be a fixed point (parse(print(m)) prints
//! the same text). For the hand-written, Rust and `-g` inputs the check is stricter: what
//! `llvm-dis-22` makes of the input and of kiln's output must be the same text, which also
//! covers metadata and declarations that llvm-diff ignores.
//!
//! No silent shrinkage: a C program clang-22 cannot compile for a triple is skipped only on
//! riscv32 (no `__int128` on 32-bit targets), at most [`MAX_CLANG_SKIPS`] of them; any other
//! clang failure fails the test, and the test prints how many files it checked.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

const TRIPLES: [&str; 4] = [
    "riscv64-linux-gnu",
    "aarch64-linux-gnu",
    "x86_64-linux-gnu",
    "riscv32-linux-gnu",
];
const LEVELS: [&str; 5] = ["-O0", "-O1", "-O2", "-O3", "-Os"];

/// The only triple on which clang-22 may fail to compile a corpus program: riscv32 has no
/// `__int128`, which a few programs use (guarded today).
const SKIPPABLE_TRIPLE: &str = "riscv32-linux-gnu";

/// At most this many (program, level) jobs may be skipped that way. None is today (the
/// programs that use `__int128` guard it with `__SIZEOF_INT128__`; 3715 of 3715 jobs ran at
/// 2fdab82), so a handful is room enough; more means the inputs are vanishing (a broken
/// clang, a broken flag), which must fail.
const MAX_CLANG_SKIPS: usize = 5;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

enum Source {
    Ll(PathBuf),
    Rust {
        src: PathBuf,
        opt: &'static str,
        debug: bool,
    },
    /// `extra` is `-g` (debug info) or `-flto=thin` (module summary entries) or empty.
    C {
        src: PathBuf,
        triple: &'static str,
        opt: &'static str,
        extra: &'static str,
    },
}

fn run(cmd: &mut Command) -> Result<String, String> {
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {:?}: {e}", cmd.get_program()))?;
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    if out.status.success() {
        Ok(text)
    } else {
        Err(text)
    }
}

/// Checks one input file; `Ok(true)` when llvm-diff's only complaints are ones it also makes
/// comparing the input with itself (it does for `blockaddress` in global initializers).
fn check(input: &Path, dir: &Path, tag: &str, strict: bool) -> Result<bool, String> {
    let m = kiln_ir::parse_file(input).map_err(|e| format!("kiln parse error:\n{e}"))?;
    let printed = m.print();
    let out = dir.join(format!("{tag}.out.ll"));
    std::fs::write(&out, &printed).map_err(|e| e.to_string())?;
    run(Command::new("llvm-as-22")
        .arg(&out)
        .args(["-o", "/dev/null"]))
    .map_err(|e| format!("llvm-as-22 rejects the printed module:\n{e}"))?;
    if strict {
        // llvm-diff does not compare metadata or attributes on declarations; comparing what
        // llvm-dis makes of both files does (numbering is canonical after llvm-as).
        let canon = |p: &Path| -> Result<String, String> {
            let bc = dir.join(format!("{tag}.bc"));
            run(Command::new("llvm-as-22").arg(p).arg("-o").arg(&bc))?;
            let text = run(Command::new("llvm-dis-22").arg(&bc).args(["-o", "-"]))?;
            Ok(text
                .lines()
                .filter(|l| !l.starts_with("; ModuleID") && !l.starts_with("source_filename"))
                .collect::<Vec<_>>()
                .join("\n"))
        };
        let a = canon(input)?;
        let b = canon(&out)?;
        let _ = std::fs::remove_file(dir.join(format!("{tag}.bc")));
        if a != b {
            let line = a
                .lines()
                .zip(b.lines())
                .find(|(x, y)| x != y)
                .map(|(x, y)| format!("input:   {x}\nprinted: {y}"))
                .unwrap_or_else(|| "(lengths differ)".into());
            return Err(format!("llvm-dis of input and output differ:\n{line}"));
        }
    }
    let again = kiln_ir::parse_str("printed.ll", &printed)
        .map_err(|e| format!("kiln cannot parse its own output:\n{e}"))?;
    if again.print() != printed {
        return Err("printing is not a fixed point".into());
    }
    match run(Command::new("llvm-diff-22").arg(input).arg(&out)) {
        Ok(_) => Ok(false),
        Err(diff) => {
            let self_diff = run(Command::new("llvm-diff-22").arg(input).arg(input));
            match self_diff {
                Err(s)
                    if s.replace(&input.display().to_string(), "")
                        == diff
                            .replace(&out.display().to_string(), "")
                            .replace(&input.display().to_string(), "") =>
                {
                    Ok(true)
                }
                _ => Err(format!("llvm-diff-22 reports differences:\n{diff}")),
            }
        }
    }
}

fn jobs() -> Vec<Source> {
    let mut jobs = Vec::new();
    let mut lls: Vec<PathBuf> = std::fs::read_dir(repo().join("tests/ll"))
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    lls.retain(|p| p.extension().is_some_and(|e| e == "ll"));
    lls.sort();
    jobs.extend(lls.into_iter().map(Source::Ll));
    let mut rs: Vec<PathBuf> = std::fs::read_dir(repo().join("tests/ll/rust"))
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    rs.retain(|p| p.extension().is_some_and(|e| e == "rs"));
    rs.sort();
    for r in &rs {
        for opt in ["0", "2"] {
            for debug in [false, true] {
                jobs.push(Source::Rust {
                    src: r.clone(),
                    opt,
                    debug,
                });
            }
        }
    }
    let mut cs: Vec<PathBuf> = std::fs::read_dir(repo().join("tests/c"))
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    cs.retain(|p| p.extension().is_some_and(|e| e == "c"));
    cs.sort();
    for (i, c) in cs.iter().enumerate() {
        for triple in TRIPLES {
            for opt in LEVELS {
                jobs.push(Source::C {
                    src: c.clone(),
                    triple,
                    opt,
                    extra: "",
                });
            }
        }
        // Debug info for every third program, at -O0 and -O2 on two triples.
        if i % 3 == 0 {
            for triple in ["riscv64-linux-gnu", "x86_64-linux-gnu"] {
                for opt in ["-O0", "-O2"] {
                    jobs.push(Source::C {
                        src: c.clone(),
                        triple,
                        opt,
                        extra: "-g",
                    });
                }
            }
        }
        // ThinLTO module summaries for every tenth program.
        if i % 10 == 0 {
            jobs.push(Source::C {
                src: c.clone(),
                triple: "x86_64-linux-gnu",
                opt: "-O2",
                extra: "-flto=thin",
            });
        }
    }
    jobs
}

#[test]
fn round_trip_corpus() {
    let jobs = jobs();
    let n_ll = jobs.iter().filter(|j| matches!(j, Source::Ll(_))).count();
    assert!(
        n_ll >= 10,
        "expected hand-written .ll files in tests/ll, found {n_ll}"
    );
    assert!(jobs.len() > n_ll, "no C programs found in tests/c");
    let dir = std::env::temp_dir().join(format!("kiln-ir-roundtrip-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let next = AtomicUsize::new(0);
    let noisy = AtomicUsize::new(0);
    let skipped = Mutex::new(Vec::new());
    let checked = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(job) = jobs.get(i) else { break };
                let tag = format!("j{i}");
                let strict = match job {
                    Source::Ll(_) | Source::Rust { .. } => true,
                    Source::C { extra, .. } => !extra.is_empty(),
                };
                let (input, what) = match job {
                    Source::Ll(p) => (p.clone(), p.display().to_string()),
                    Source::Rust { src, opt, debug } => {
                        let out = dir.join(format!("{tag}.ll"));
                        let what = format!(
                            "{} rustc -C opt-level={opt}{}",
                            src.display(),
                            if *debug { " -g" } else { "" }
                        );
                        let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
                        let mut cmd = Command::new(rustc);
                        cmd.args(["--edition", "2021", "--crate-type", "bin", "--emit=llvm-ir"])
                            .arg(format!("-Copt-level={opt}"))
                            .arg("-o")
                            .arg(&out)
                            .arg(src);
                        if *debug {
                            cmd.arg("-g");
                        }
                        if let Err(e) = run(&mut cmd) {
                            failures
                                .lock()
                                .unwrap()
                                .push(format!("{what}: rustc failed: {e}"));
                            continue;
                        }
                        (out, what)
                    }
                    Source::C {
                        src,
                        triple,
                        opt,
                        extra,
                    } => {
                        let out = dir.join(format!("{tag}.ll"));
                        let flags: Vec<&str> = ["-w", extra]
                            .into_iter()
                            .filter(|f| !f.is_empty())
                            .collect();
                        let extra = &flags[..];
                        let what = format!("{} {triple} {opt} {}", src.display(), flags.join(" "));
                        if let Err(e) =
                            kiln_harness::clang::emit_ll_with(src, triple, opt, &out, extra)
                        {
                            // Not every program compiles for every triple (no __int128 on
                            // riscv32); those are counted and bounded, anything else fails.
                            let first = e
                                .lines()
                                .find(|l| l.contains("error"))
                                .or_else(|| e.lines().next())
                                .unwrap_or("")
                                .to_string();
                            if *triple == SKIPPABLE_TRIPLE {
                                skipped.lock().unwrap().push(format!("{what}: {first}"));
                            } else {
                                failures
                                    .lock()
                                    .unwrap()
                                    .push(format!("{what}: clang-22 failed: {first}"));
                            }
                            continue;
                        }
                        (out, what)
                    }
                };
                checked.fetch_add(1, Ordering::Relaxed);
                match check(&input, &dir, &tag, strict) {
                    Ok(true) => {
                        noisy.fetch_add(1, Ordering::Relaxed);
                    }
                    Ok(false) => {}
                    Err(e) => failures.lock().unwrap().push(format!("{what}: {e}")),
                }
                if !matches!(job, Source::Ll(_)) {
                    let _ = std::fs::remove_file(&input);
                }
                let _ = std::fs::remove_file(dir.join(format!("{tag}.out.ll")));
            });
        }
    });
    let _ = std::fs::remove_dir_all(&dir);
    let failures = failures.into_inner().unwrap();
    let skipped = skipped.into_inner().unwrap();
    eprintln!(
        "round trip: {} of {} files checked ({} hand-written), {} failures, {} with llvm-diff \
         self-diff noise, {} skipped as not compilable by clang for {SKIPPABLE_TRIPLE} (at most \
         {MAX_CLANG_SKIPS})",
        checked.load(Ordering::Relaxed),
        jobs.len(),
        n_ll,
        failures.len(),
        noisy.load(Ordering::Relaxed),
        skipped.len()
    );
    assert!(
        skipped.len() <= MAX_CLANG_SKIPS,
        "{} jobs skipped because clang-22 failed (at most {MAX_CLANG_SKIPS}); first ones:\n{}",
        skipped.len(),
        skipped
            .iter()
            .take(10)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    for f in &failures {
        eprintln!("FAIL {}", f.lines().take(4).collect::<Vec<_>>().join(" | "));
    }
    if !failures.is_empty() {
        let shown: Vec<&String> = failures.iter().take(10).collect();
        panic!(
            "{} of {} files failed the round trip; first ones:\n{}",
            failures.len(),
            jobs.len(),
            shown
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join("\n---\n")
        );
    }
}
