//! The execution pipeline for one job and a parallel runner for many.
//!
//! One job: C source → clang-22 `.ll` (at the clang level, with the configuration's ISA and ABI
//! flags) → the llc-like backend command (`<cmd> -mtriple=<triple> <backend -O>
//! -filetype=obj|asm in.ll -o out`; the ISA and ABI travel in the IR's attributes and module
//! flags) → the cross gcc links with the configuration's flags and `-lm` → the program runs
//! (under qemu user mode for riscv64/aarch64, qemu-system-riscv32 with semihosting for the
//! riscv32 configurations) with a timeout → its stdout and exit status are compared with what
//! is expected. Programs a configuration cannot build (threads on bare metal) are skipped with
//! the reason ([`crate::corpus::unsupported_reason`]).
//! In: jobs and a [`Backend`]. Out: a [`Summary`] of passes, failures (with the failing command,
//! its stderr or the output diff) and skips.

use crate::clang;
use crate::exec::{self, run_step, run_with_timeout, StepError};
use crate::target::{exec_target, ExecTarget};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// What the backend writes: an ELF object, or assembly that the cross gcc assembles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileType {
    /// `-filetype=obj`.
    Obj,
    /// `-filetype=asm`.
    Asm,
}

impl FileType {
    /// The llc spelling (`obj` / `asm`).
    pub fn as_str(self) -> &'static str {
        match self {
            FileType::Obj => "obj",
            FileType::Asm => "asm",
        }
    }

    /// Parses `obj` or `asm`.
    pub fn parse(s: &str) -> Option<FileType> {
        match s {
            "obj" => Some(FileType::Obj),
            "asm" => Some(FileType::Asm),
            _ => None,
        }
    }

    fn extension(self) -> &'static str {
        match self {
            FileType::Obj => "o",
            FileType::Asm => "s",
        }
    }
}

/// An llc-like backend command and how to invoke it.
#[derive(Clone, Debug)]
pub struct Backend {
    /// The program (`llc-22`, `kiln`, a path to a script...).
    pub cmd: String,
    /// The backend's own optimization flag (`-O0`..`-O3`), separate from the clang level.
    pub opt: String,
    /// What the backend writes.
    pub filetype: FileType,
    /// Extra arguments placed before the input file.
    pub extra: Vec<String>,
}

impl Backend {
    /// llc-22 at `opt`, writing objects: the reference backend.
    pub fn llc22(opt: &str) -> Backend {
        Backend {
            cmd: "llc-22".to_string(),
            opt: opt.to_string(),
            filetype: FileType::Obj,
            extra: Vec::new(),
        }
    }

    /// A short label, e.g. `llc-22 -O2 obj`.
    pub fn label(&self) -> String {
        format!("{} {} {}", self.cmd, self.opt, self.filetype.as_str())
    }
}

/// Time limits for the steps of a job.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// For clang, the backend and the linker.
    pub build: Duration,
    /// For running the program.
    pub run: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            build: Duration::from_secs(120),
            run: Duration::from_secs(10),
        }
    }
}

/// Compiles `ll` with the backend for `target` and links it with the cross gcc into `exe`.
pub fn build_from_ll(
    ll: &Path,
    target: &ExecTarget,
    backend: &Backend,
    exe: &Path,
    limits: Limits,
) -> Result<(), StepError> {
    let dir = exe.parent().unwrap_or(Path::new("."));
    let stem = exe
        .file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let obj = dir.join(format!("{stem}.{}", backend.filetype.extension()));
    let mut llc = Command::new(&backend.cmd);
    llc.arg(format!("-mtriple={}", target.triple))
        .arg(&backend.opt)
        .arg(format!("-filetype={}", backend.filetype.as_str()))
        .args(&backend.extra)
        .arg(ll)
        .arg("-o")
        .arg(&obj);
    run_step(&mut llc, limits.build, &dir.join(format!("{stem}.llc")))?;
    let mut link = Command::new(target.gcc);
    link.args(target.link_flags)
        .arg(&obj)
        .arg("-o")
        .arg(exe)
        .arg("-lm");
    run_step(&mut link, limits.build, &dir.join(format!("{stem}.link")))?;
    Ok(())
}

/// The command that runs `exe` for `target` (under qemu, or directly).
pub fn run_command(target: &ExecTarget, exe: &Path) -> Command {
    match target.runner.split_first() {
        Some((emu, args)) => {
            let mut c = Command::new(emu);
            c.args(args).arg(exe).args(target.runner_after);
            c
        }
        None => Command::new(exe),
    }
}

/// One corpus job: a program, a triple and a clang level.
#[derive(Clone, Debug)]
pub struct Job {
    /// Program name (for reports and the work directory).
    pub name: String,
    /// The C source.
    pub source: PathBuf,
    /// The expected stdout file.
    pub expected: PathBuf,
    /// The configuration's name ([`ExecTarget::name`]: the triple, or e.g. `rv32imac-ilp32`).
    pub triple: String,
    /// The clang optimization level (`-O0`..`-O3`, `-Os`).
    pub level: String,
}

impl Job {
    /// `name triple level`, as used in reports.
    pub fn label(&self) -> String {
        format!("{} {} {}", self.name, self.triple, self.level)
    }

    fn dir_name(&self) -> String {
        format!("{}.{}{}", self.name, self.triple, self.level)
    }
}

/// How a job failed.
#[derive(Clone, Debug)]
pub struct Failure {
    /// The job's label (`name triple level`).
    pub label: String,
    /// The stage that failed: `clang`, `backend+link`, `run`, `output`, `setup`.
    pub stage: &'static str,
    /// The failing command and its stderr, or the output diff.
    pub detail: String,
}

/// The result of one job.
#[derive(Clone, Debug)]
pub enum Outcome {
    /// It printed what was expected and exited 0.
    Pass,
    /// It was not run (e.g. a csmith reference that timed out); the reason.
    Skip(String),
    /// Its output differed from the reference, and llc-22's own builds showed that the output
    /// depends on poison/undef (see [`crate::classify`]): neither passed nor failed. The
    /// evidence.
    Classified(String),
    /// It failed.
    Fail(Failure),
}

/// Totals and failures of a run.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// Jobs that passed.
    pub passed: usize,
    /// Jobs that were skipped, with the reason.
    pub skipped: Vec<(String, String)>,
    /// Jobs that failed.
    pub failed: Vec<Failure>,
    /// Jobs whose output depends on poison/undef (neither passed nor failed), with the
    /// evidence.
    pub classified: Vec<(String, String)>,
}

impl Summary {
    /// True when nothing failed (classified and skipped jobs do not fail a run).
    pub fn ok(&self) -> bool {
        self.failed.is_empty()
    }

    /// How many jobs ran to a verdict: passed, failed or classified (skips excluded).
    pub fn ran(&self) -> usize {
        self.passed + self.failed.len() + self.classified.len()
    }

    /// The one-line count: `N passed, M failed[, K classified (output depends on
    /// poison/undef)][, S skipped]`.
    pub fn counts(&self) -> String {
        let mut s = format!("{} passed, {} failed", self.passed, self.failed.len());
        if !self.classified.is_empty() {
            s.push_str(&format!(
                ", {} classified (output depends on poison/undef)",
                self.classified.len()
            ));
        }
        if !self.skipped.is_empty() {
            s.push_str(&format!(", {} skipped", self.skipped.len()));
        }
        s
    }

    /// `Err` with the report when more than `max_skipped` jobs were skipped or more than
    /// `max_classified` were classified: a test's inputs must not silently shrink.
    pub fn check_bounds(&self, max_skipped: usize, max_classified: usize) -> Result<(), String> {
        if self.skipped.len() > max_skipped {
            return Err(format!(
                "{} jobs skipped, at most {max_skipped} allowed:\n{}",
                self.skipped.len(),
                self.report()
            ));
        }
        if self.classified.len() > max_classified {
            return Err(format!(
                "{} jobs classified, at most {max_classified} allowed:\n{}",
                self.classified.len(),
                self.report()
            ));
        }
        Ok(())
    }

    /// A report: each failure with its detail, each classified job with its evidence, the
    /// skips, then [`Summary::counts`].
    pub fn report(&self) -> String {
        let mut s = String::new();
        for f in &self.failed {
            s.push_str(&format!("FAIL {} [{}]\n", f.label, f.stage));
            for line in f.detail.lines().take(40) {
                s.push_str("    ");
                s.push_str(line);
                s.push('\n');
            }
        }
        for (label, why) in &self.classified {
            s.push_str(&format!(
                "CLASSIFIED {label} (output depends on poison/undef, neither passed nor failed)\n"
            ));
            for line in why.lines().take(20) {
                s.push_str("    ");
                s.push_str(line);
                s.push('\n');
            }
        }
        for (label, why) in &self.skipped {
            s.push_str(&format!("SKIP {label}: {why}\n"));
        }
        s.push_str(&self.counts());
        s.push('\n');
        s
    }
}

/// Runs one corpus job in `work/<job>`; the directory is removed when the job passes and kept
/// for inspection when it fails.
pub fn run_job(job: &Job, backend: &Backend, work: &Path, limits: Limits) -> Outcome {
    run_job_backends(job, std::slice::from_ref(backend), work, limits)
        .pop()
        .map(|(_, o)| o)
        .expect("invariant: run_job_backends returns one outcome per backend")
}

/// Runs one corpus job with each of `backends` on the same `.ll` (clang runs once), in
/// `work/<job>/<i>`. Returns one `(label, outcome)` per backend; the label is the job's
/// label, followed by the backend's when there are several. The job directory is removed
/// when every backend passes.
pub fn run_job_backends(
    job: &Job,
    backends: &[Backend],
    work: &Path,
    limits: Limits,
) -> Vec<(String, Outcome)> {
    let label_of = |b: &Backend| {
        if backends.len() == 1 {
            job.label()
        } else {
            format!("{} [{}]", job.label(), b.label())
        }
    };
    // A failure before the backends run fails every backend with the same detail.
    let fail_all = |stage: &'static str, detail: String| -> Vec<(String, Outcome)> {
        backends
            .iter()
            .map(|b| {
                let label = label_of(b);
                let o = Outcome::Fail(Failure {
                    label: label.clone(),
                    stage,
                    detail: detail.clone(),
                });
                (label, o)
            })
            .collect()
    };
    let Some(target) = exec_target(&job.triple) else {
        return fail_all(
            "setup",
            format!("the harness cannot run programs for '{}'", job.triple),
        );
    };
    if let Some(why) = crate::corpus::unsupported_reason(&job.name, &target) {
        return backends
            .iter()
            .map(|b| (label_of(b), Outcome::Skip(why.to_string())))
            .collect();
    }
    let dir = work.join(job.dir_name());
    if let Err(e) = std::fs::create_dir_all(&dir) {
        return fail_all("setup", format!("{}: {e}", dir.display()));
    }
    let expected_path = crate::corpus::expected_path(&job.expected, &target);
    let expected = match std::fs::read(&expected_path) {
        Ok(e) => e,
        Err(e) => return fail_all("setup", format!("{}: {e}", expected_path.display())),
    };
    let ll = dir.join("prog.ll");
    if let Err(e) = clang::emit_ll_with(
        &job.source,
        target.triple,
        &job.level,
        &ll,
        target.clang_flags,
    ) {
        return fail_all("clang", e);
    }
    let results: Vec<(String, Outcome)> = backends
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let label = label_of(b);
            let sub = if backends.len() == 1 {
                dir.clone()
            } else {
                dir.join(i.to_string())
            };
            let o = match std::fs::create_dir_all(&sub) {
                Ok(()) => build_run_compare(&ll, &target, b, &sub, &expected, limits).map_or(
                    Outcome::Pass,
                    |(stage, detail)| {
                        Outcome::Fail(Failure {
                            label: label.clone(),
                            stage,
                            detail,
                        })
                    },
                ),
                Err(e) => Outcome::Fail(Failure {
                    label: label.clone(),
                    stage: "setup",
                    detail: format!("{}: {e}", sub.display()),
                }),
            };
            (label, o)
        })
        .collect();
    if results.iter().all(|(_, o)| matches!(o, Outcome::Pass)) {
        let _ = std::fs::remove_dir_all(&dir);
    }
    results
}

/// Builds `ll` with `backend` in `dir`, runs it and compares with `expected`; `Some((stage,
/// detail))` when anything fails.
fn build_run_compare(
    ll: &Path,
    target: &ExecTarget,
    backend: &Backend,
    dir: &Path,
    expected: &[u8],
    limits: Limits,
) -> Option<(&'static str, String)> {
    let exe = dir.join("prog");
    if let Err(e) = build_from_ll(ll, target, backend, &exe, limits) {
        return Some(("backend+link", e.to_string()));
    }
    let mut run = run_command(target, &exe);
    let r = match run_with_timeout(&mut run, limits.run, &dir.join("run")) {
        Ok(r) => r,
        Err(e) => return Some(("run", e)),
    };
    let diff = || {
        exec::diff_lines(
            &String::from_utf8_lossy(expected),
            &String::from_utf8_lossy(&r.stdout),
            5,
        )
    };
    if !r.success() {
        Some((
            "run",
            format!(
                "`{}` {}\nstderr:\n{}\n{}",
                clang::command_line(&run),
                r.describe(),
                String::from_utf8_lossy(&r.stderr).trim_end(),
                diff()
            ),
        ))
    } else if r.stdout != expected {
        Some((
            "output",
            format!(
                "`{}` printed something else (kept in {}):\n{}",
                clang::command_line(&run),
                dir.display(),
                diff()
            ),
        ))
    } else {
        None
    }
}

/// Runs `f` on every item with `threads` worker threads (at least 1), collecting the outcomes
/// into a summary. `progress` is called after each job with its label and outcome.
pub fn run_parallel<T: Sync>(
    items: &[T],
    threads: usize,
    label: impl Fn(&T) -> String + Sync,
    f: impl Fn(&T) -> Outcome + Sync,
    progress: impl Fn(&str, &Outcome) + Sync,
) -> Summary {
    run_parallel_multi(items, threads, |t| vec![(label(t), f(t))], progress)
}

/// Like [`run_parallel`] for work items that each produce several labelled outcomes.
pub fn run_parallel_multi<T: Sync>(
    items: &[T],
    threads: usize,
    f: impl Fn(&T) -> Vec<(String, Outcome)> + Sync,
    progress: impl Fn(&str, &Outcome) + Sync,
) -> Summary {
    let results = crate::parallel::map(items, threads, |item| {
        let outs = f(item);
        for (l, o) in &outs {
            progress(l, o);
        }
        outs
    });
    let mut summary = Summary::default();
    for (l, o) in results.into_iter().flatten() {
        match o {
            Outcome::Pass => summary.passed += 1,
            Outcome::Skip(why) => summary.skipped.push((l, why)),
            Outcome::Classified(why) => summary.classified.push((l, why)),
            Outcome::Fail(f) => summary.failed.push(f),
        }
    }
    summary
}

/// The number of worker threads to use: the machine's available parallelism.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Settings for a corpus run.
#[derive(Clone, Debug)]
pub struct CorpusConfig {
    /// The backends under test (e.g. one command at several `-O` levels); each job's `.ll`
    /// goes through every one of them.
    pub backends: Vec<Backend>,
    /// Configurations to run (each an [`ExecTarget::name`]).
    pub triples: Vec<String>,
    /// clang levels.
    pub levels: Vec<String>,
    /// Only programs whose name contains one of these (all when empty).
    pub filters: Vec<String>,
    /// Where jobs build (a directory per job).
    pub work: PathBuf,
    /// Worker threads.
    pub threads: usize,
    /// Time limits.
    pub limits: Limits,
}

/// The jobs of a corpus run: every selected program × triple × level.
pub fn corpus_jobs(repo_root: &Path, cfg: &CorpusConfig) -> Vec<Job> {
    let mut jobs = Vec::new();
    for p in crate::corpus::programs(repo_root) {
        if !cfg.filters.is_empty() && !cfg.filters.iter().any(|f| p.name.contains(f.as_str())) {
            continue;
        }
        for t in &cfg.triples {
            for l in &cfg.levels {
                jobs.push(Job {
                    name: p.name.clone(),
                    source: p.source.clone(),
                    expected: p.expected.clone(),
                    triple: t.clone(),
                    level: l.clone(),
                });
            }
        }
    }
    jobs
}

/// The jobs for `programs` × `triples` × `levels` (in that nesting order).
pub fn program_jobs(
    programs: &[crate::corpus::Program],
    triples: &[&str],
    levels: &[&str],
) -> Vec<Job> {
    let mut jobs = Vec::new();
    for p in programs {
        for t in triples {
            for l in levels {
                jobs.push(Job {
                    name: p.name.clone(),
                    source: p.source.clone(),
                    expected: p.expected.clone(),
                    triple: t.to_string(),
                    level: l.to_string(),
                });
            }
        }
    }
    jobs
}

/// Runs `jobs` in parallel as `cfg` says (every backend on each job's `.ll`); `progress` sees
/// each finished (job, backend).
pub fn run_jobs(
    jobs: &[Job],
    cfg: &CorpusConfig,
    progress: impl Fn(&str, &Outcome) + Sync,
) -> Summary {
    run_parallel_multi(
        jobs,
        cfg.threads,
        |j| run_job_backends(j, &cfg.backends, &cfg.work, cfg.limits),
        progress,
    )
}
