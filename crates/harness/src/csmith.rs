//! csmith mode: random C programs from fixed seeds, each compiled once to IR and built twice
//! from the same `.ll` — by the backend under test and by the reference build (llc-22
//! `-filetype=obj`, the cross gcc, qemu) for the same triple — and the printed checksums
//! compared. The reference uses the candidate's backend `-O` level. In: seeds, csmith options,
//! a triple, a clang level, a backend. Out: a [`Summary`]; seeds whose reference build fails or
//! whose reference program runs out of CPU time are skipped and counted, not failed (a missing
//! tool is a failure). The programs' limits are CPU time, not wall-clock time, so which seeds are
//! skipped does not depend on how loaded the machine is.
//!
//! A seed whose candidate prints differently (or exits differently, short of running out of
//! time) is not matched against one right answer when its output depends on poison or undef:
//! it is **classified** — neither passed nor failed, counted and listed separately in the
//! [`Summary`] — when llc-22's own builds prove the dependence, and the candidate's difference
//! comes no earlier than the undefined behaviour's in the program's per-variable output. Any
//! other mismatch is a failure. The rule and its evidence are in [`crate::classify`].

use crate::clang::{self, command_line};
use crate::classify::{classify, Mismatch};
use crate::exec::{diff_lines, run_step_with_limit, run_with_limit, Ended, StepError, TimeLimit};
use crate::pipeline::{
    build_from_ll, run_command, run_parallel, Backend, Failure, Outcome, Summary,
};
use crate::target::exec_target;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// The csmith seeds of the smoke runs (default csmith options, riscv64): the harness's llc-22
/// self-test and kiln's harness run use the same ones. At most [`SMOKE_MAX_SKIPPED`] of them may
/// be skipped.
pub const SMOKE_SEEDS: [u64; 10] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/// How many [`SMOKE_SEEDS`] a smoke run may skip (reference slower than its CPU limit) before
/// it fails.
pub const SMOKE_MAX_SKIPPED: usize = 3;

/// Runs the smoke seeds ([`SMOKE_SEEDS`], default csmith options, riscv64, clang -O2) through
/// `backend` in `work`, prints how many ran as `label`, and fails (the error lists the report)
/// if a seed fails, more than [`SMOKE_MAX_SKIPPED`] are skipped, more than `max_classified`
/// are classified, or a seed is unaccounted for. The harness's llc-22 self-test and the kiln
/// run beside it share it.
pub fn run_smoke(
    backend: Backend,
    work: PathBuf,
    max_classified: usize,
    label: &str,
) -> Result<Summary, String> {
    let cfg = CsmithConfig {
        seeds: SMOKE_SEEDS.to_vec(),
        csmith_args: Vec::new(),
        triple: "riscv64-linux-gnu".to_string(),
        level: "-O2".to_string(),
        backend,
        work,
        threads: crate::pipeline::default_threads(),
        ref_timeout: Duration::from_secs(5),
        keep_ll: None,
        build_timeout: Duration::from_secs(120),
    };
    let start = std::time::Instant::now();
    let summary = run(&cfg, |_, _| {});
    eprintln!(
        "{label}: {} of {} seeds ran in {:.1}s: {}",
        summary.ran(),
        cfg.seeds.len(),
        start.elapsed().as_secs_f64(),
        summary.counts()
    );
    if !summary.ok() {
        return Err(summary.report());
    }
    summary.check_bounds(SMOKE_MAX_SKIPPED, max_classified)?;
    if summary.ran() + summary.skipped.len() != cfg.seeds.len() {
        return Err(format!("seeds unaccounted for:\n{}", summary.report()));
    }
    Ok(summary)
}

/// Where csmith's runtime headers (`csmith.h`) are installed.
pub const CSMITH_INCLUDE: &str = "/usr/include/csmith";

/// Settings for a csmith run.
#[derive(Clone, Debug)]
pub struct CsmithConfig {
    /// The seeds (one program each).
    pub seeds: Vec<u64>,
    /// Options passed to csmith after `--seed S` (e.g. `--no-float`).
    pub csmith_args: Vec<String>,
    /// The triple (an executable target).
    pub triple: String,
    /// The clang level.
    pub level: String,
    /// The backend under test.
    pub backend: Backend,
    /// Where seeds build (a directory per seed, removed when the seed passes).
    pub work: PathBuf,
    /// Worker threads.
    pub threads: usize,
    /// CPU-time limit for the reference program's run; beyond it the seed is skipped. The
    /// candidate's run gets three times as much.
    pub ref_timeout: Duration,
    /// Where to keep a copy of each seed's `.ll` (`csmith-<seed><level>.ll`), e.g. to compare
    /// two builds of the backend on the same inputs later; `None` keeps nothing.
    pub keep_ll: Option<PathBuf>,
    /// Time limit for csmith, clang, the backends and the linker.
    pub build_timeout: Duration,
}

/// Parses a seed list: `1..300` (inclusive), `5`, or comma-separated items of those.
pub fn parse_seeds(s: &str) -> Result<Vec<u64>, String> {
    let mut out = Vec::new();
    for part in s.split(',').filter(|p| !p.is_empty()) {
        if let Some((a, b)) = part.split_once("..") {
            let a: u64 = a
                .trim()
                .parse()
                .map_err(|_| format!("bad seed range start in '{part}'"))?;
            let b: u64 = b
                .trim()
                .parse()
                .map_err(|_| format!("bad seed range end in '{part}'"))?;
            if b < a {
                return Err(format!("empty seed range '{part}'"));
            }
            out.extend(a..=b);
        } else {
            out.push(
                part.trim()
                    .parse()
                    .map_err(|_| format!("bad seed '{part}'"))?,
            );
        }
    }
    if out.is_empty() {
        return Err("no seeds given".to_string());
    }
    Ok(out)
}

/// Runs one seed. See the module documentation for the steps.
pub fn run_seed(seed: u64, cfg: &CsmithConfig) -> Outcome {
    let label = seed_label(seed, cfg);
    let fail = |stage: &'static str, detail: String| {
        Outcome::Fail(Failure {
            label: label.clone(),
            stage,
            detail,
        })
    };
    let Some(target) = exec_target(&cfg.triple) else {
        return fail(
            "setup",
            format!("the harness cannot run programs for '{}'", cfg.triple),
        );
    };
    let dir = cfg
        .work
        .join(format!("csmith-{seed}.{}{}", cfg.triple, cfg.level));
    if let Err(e) = std::fs::create_dir_all(&dir) {
        return fail("setup", format!("{}: {e}", dir.display()));
    }
    let src = dir.join("prog.c");
    let mut gen = Command::new("csmith");
    // csmith reads and writes `platform.info` in its working directory; one per seed, so that
    // parallel seeds do not race on it. (`-o` is then relative to that directory.)
    gen.current_dir(&dir)
        .arg("--seed")
        .arg(seed.to_string())
        .args(&cfg.csmith_args)
        .arg("-o")
        .arg("prog.c");
    // csmith is one process: its limit is CPU time, so that a loaded machine (a sweep beside
    // other work) does not turn a slow generation into a failure.
    let limit = TimeLimit::Cpu(cfg.build_timeout);
    if let Err(e) = run_step_with_limit(&mut gen, limit, &dir.join("csmith")) {
        return fail("csmith", e.to_string());
    }
    let ll = dir.join("prog.ll");
    // csmith's `--float` programs mix float and integer pointers, an error by default in
    // clang-22; they are valid C89 and compile with the diagnostic off.
    let extra = [
        format!("-I{CSMITH_INCLUDE}"),
        "-w".to_string(),
        "-Wno-error=incompatible-pointer-types".to_string(),
    ];
    let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
    let extra: Vec<&str> = target.clang_flags.iter().copied().chain(extra).collect();
    if let Err(e) = clang::emit_ll_with(&src, target.triple, &cfg.level, &ll, &extra) {
        return fail("clang", e);
    }
    if let Some(keep) = &cfg.keep_ll {
        let kept = keep.join(format!("csmith-{seed}{}.ll", cfg.level));
        if let Err(e) = std::fs::create_dir_all(keep).and_then(|()| std::fs::copy(&ll, &kept)) {
            return fail("setup", format!("{}: {e}", kept.display()));
        }
    }
    let limits = crate::pipeline::Limits {
        build: cfg.build_timeout,
        run: cfg.ref_timeout,
    };
    let reference = Backend::llc22(&cfg.backend.opt);
    let ref_exe = dir.join("ref");
    match build_from_ll(&ll, &target, &reference, &ref_exe, limits) {
        Ok(()) => {}
        // A missing tool is a broken setup, not a property of the seed.
        Err(StepError::NotRun(e)) => return fail("setup", e),
        Err(StepError::Failed(e)) => {
            let _ = std::fs::remove_dir_all(&dir);
            return Outcome::Skip(format!("reference build failed: {}", first_line(&e)));
        }
    }
    let mut ref_run = run_command(&target, &ref_exe);
    let ref_limit = TimeLimit::Cpu(cfg.ref_timeout);
    let r = match run_with_limit(&mut ref_run, ref_limit, &dir.join("ref-run")) {
        Ok(r) => r,
        Err(e) => return fail("setup", e),
    };
    if !r.success() {
        let _ = std::fs::remove_dir_all(&dir);
        return Outcome::Skip(format!("reference run {}", r.describe()));
    }
    let cand_exe = dir.join("cand");
    if let Err(e) = build_from_ll(&ll, &target, &cfg.backend, &cand_exe, limits) {
        return fail("backend+link", e.to_string());
    }
    let mut cand_run = run_command(&target, &cand_exe);
    // The candidate may be slower than the reference; give it generous room.
    let cand_limit = TimeLimit::Cpu(cfg.ref_timeout * 3);
    let c = match run_with_limit(&mut cand_run, cand_limit, &dir.join("cand-run")) {
        Ok(c) => c,
        Err(e) => return fail("run", e),
    };
    let mismatch = if matches!(c.ended, Ended::TimedOut) {
        // Not classifiable: a slow build is not evidence of anything about the program.
        return fail(
            "run",
            format!(
                "`{}` {} (the reference exited 0; kept in {})",
                command_line(&cand_run),
                c.describe(),
                dir.display()
            ),
        );
    } else if !c.success() {
        Some((
            "run",
            format!(
                "`{}` {} (the reference exited 0; kept in {})\nstderr:\n{}",
                command_line(&cand_run),
                c.describe(),
                dir.display(),
                String::from_utf8_lossy(&c.stderr).trim_end()
            ),
        ))
    } else if c.stdout != r.stdout {
        Some((
            "output",
            format!(
                "checksums differ (reference `{}`, candidate `{}`; kept in {}):\n{}",
                command_line(&ref_run),
                command_line(&cand_run),
                dir.display(),
                diff_lines(
                    &String::from_utf8_lossy(&r.stdout),
                    &String::from_utf8_lossy(&c.stdout),
                    3
                )
            ),
        ))
    } else {
        None
    };
    let outcome = match mismatch {
        None => Outcome::Pass,
        Some((stage, detail)) => {
            let m = Mismatch {
                ll: &ll,
                dir: &dir,
                target: &target,
                reference: &reference,
                ref_exe: &ref_exe,
                ref_run: &r,
                cand_exe: &cand_exe,
                limits,
                cpu_limit: cfg.ref_timeout * 3,
            };
            match classify(&m) {
                Ok(evidence) => {
                    Outcome::Classified(format!("{}\n(kept in {})", evidence, dir.display()))
                }
                Err(why_not) => fail(stage, format!("{detail}\n{why_not}")),
            }
        }
    };
    if matches!(outcome, Outcome::Pass) {
        let _ = std::fs::remove_dir_all(&dir);
    }
    outcome
}

fn seed_label(seed: u64, cfg: &CsmithConfig) -> String {
    format!("csmith seed {seed} {} {}", cfg.triple, cfg.level)
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or("")
}

/// Runs every seed of `cfg` in parallel; `progress` sees each finished seed.
pub fn run(cfg: &CsmithConfig, progress: impl Fn(&str, &Outcome) + Sync) -> Summary {
    run_parallel(
        &cfg.seeds,
        cfg.threads,
        |s| seed_label(*s, cfg),
        |s| run_seed(*s, cfg),
        progress,
    )
}

/// The default work directory: `$CARGO_TARGET_DIR/kiln-harness` when set, else
/// `<repo>/target/kiln-harness`.
pub fn default_work_dir(repo_root: &Path) -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| repo_root.join("target"))
        .join("kiln-harness")
}
