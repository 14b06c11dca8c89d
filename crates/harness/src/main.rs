//! The `kiln-harness` command: runs the C corpus or csmith seeds through an llc-like backend.
//! In: command-line options (see `usage`). Out: one line per failure with its detail, then
//! `N passed, M failed[, K classified (output depends on poison/undef)][, S skipped]`; exit
//! status 1 on any failure, 2 on a usage error.

use kiln_harness::clang::LEVELS;
use kiln_harness::csmith::{self, default_work_dir, parse_seeds, CsmithConfig};
use kiln_harness::pipeline::{self, Backend, CorpusConfig, FileType, Limits, Outcome};
use kiln_harness::target::{exec_target, exec_triples, hosted_triples};
use std::process::ExitCode;
use std::time::{Duration, Instant};

fn usage() -> &'static str {
    "usage:
  kiln-harness corpus [--llc CMD] [--llc-opt -O2]... [--triple T]... [--level -O2]...
                      [--filetype obj|asm] [--filter NAME]... [--jobs N] [--work DIR] [-v]
  kiln-harness csmith [--seeds 1..300] [--llc CMD] [--llc-opt -O2] [--triple T] [--level -O2]
                      [--filetype obj|asm] [--timeout SECS] [--jobs N] [--work DIR] [-v]
                      [--keep-ll DIR] [-- csmith options]
  --llc-arg ARG passes ARG to the backend before the input file (repeatable); in corpus mode
  several --llc-opt levels run the backend at each level on the same .ll
--triple names a configuration: riscv64-linux-gnu, aarch64-linux-gnu, x86_64-linux-gnu, or the
bare-metal riscv32 ones rv32imafdc-ilp32d, rv32imac-ilp32, rv32imafc-ilp32f (picolibc, run by
qemu-system-riscv32 with semihosting)
defaults: --llc llc-22, --llc-opt -O2, --filetype obj; corpus: the three Linux triples and
every level (-O0 -O1 -O2 -O3 -Os); csmith: --seeds 1..100, --triple riscv64-linux-gnu,
--level -O2, --timeout 5 (CPU seconds for the reference program; seeds beyond it are skipped)
  --keep-ll DIR keeps each seed's .ll in DIR as csmith-<seed><level>.ll
csmith: a seed whose checksum differs is classified (output depends on poison/undef), not
failed, only when llc-22's own builds prove it (see kiln_harness::classify); exit status 1 on
any failure, classified seeds do not fail the run"
}

struct Options {
    mode: String,
    backend: Backend,
    llc_opts: Vec<String>,
    triples: Vec<String>,
    levels: Vec<String>,
    filters: Vec<String>,
    seeds: Vec<u64>,
    timeout: Duration,
    threads: usize,
    work: Option<std::path::PathBuf>,
    keep_ll: Option<std::path::PathBuf>,
    verbose: bool,
    csmith_args: Vec<String>,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mode = args
        .first()
        .cloned()
        .ok_or("missing mode (corpus or csmith)")?;
    if mode != "corpus" && mode != "csmith" {
        return Err(format!("unknown mode '{mode}'"));
    }
    let mut o = Options {
        mode,
        backend: Backend::llc22("-O2"),
        llc_opts: Vec::new(),
        triples: Vec::new(),
        levels: Vec::new(),
        filters: Vec::new(),
        seeds: Vec::new(),
        timeout: Duration::from_secs(5),
        threads: pipeline::default_threads(),
        work: None,
        keep_ll: None,
        verbose: false,
        csmith_args: Vec::new(),
    };
    let mut i = 1;
    while i < args.len() {
        let a = args[i].as_str();
        // Accept `--flag=value` as well as `--flag value`, and `-flag` like `--flag`.
        let (flag, inline) = match a.split_once('=') {
            Some((f, v)) if f.starts_with('-') => (f, Some(v.to_string())),
            _ => (a, None),
        };
        let flag = flag.strip_prefix('-').unwrap_or(flag);
        let flag = flag.strip_prefix('-').unwrap_or(flag);
        if a == "--" {
            o.csmith_args.extend(args[i + 1..].iter().cloned());
            break;
        }
        let mut value = || -> Result<String, String> {
            if let Some(v) = inline.clone() {
                return Ok(v);
            }
            i += 1;
            args.get(i).cloned().ok_or(format!("{a} needs a value"))
        };
        match flag {
            "llc" => o.backend.cmd = value()?,
            "llc-opt" => {
                let v = value()?;
                if !["-O0", "-O1", "-O2", "-O3"].contains(&v.as_str()) {
                    return Err(format!("--llc-opt must be -O0..-O3, got '{v}'"));
                }
                o.llc_opts.push(v);
            }
            "llc-arg" => o.backend.extra.push(value()?),
            "triple" => {
                let v = value()?;
                if exec_target(&v).is_none() {
                    return Err(format!(
                        "cannot run programs for '{v}' (known: {})",
                        exec_triples().join(", ")
                    ));
                }
                o.triples.push(v);
            }
            "level" => {
                let v = value()?;
                if !LEVELS.contains(&v.as_str()) {
                    return Err(format!(
                        "--level must be one of {}, got '{v}'",
                        LEVELS.join(" ")
                    ));
                }
                o.levels.push(v);
            }
            "filetype" => {
                let v = value()?;
                o.backend.filetype = FileType::parse(&v)
                    .ok_or(format!("--filetype must be obj or asm, got '{v}'"))?;
            }
            "filter" => o.filters.push(value()?),
            "seeds" => o.seeds = parse_seeds(&value()?)?,
            "timeout" => {
                let v = value()?;
                let secs: f64 = v.parse().map_err(|_| format!("bad --timeout '{v}'"))?;
                if !(secs > 0.0 && secs < 86400.0) {
                    return Err(format!("bad --timeout '{v}'"));
                }
                o.timeout = Duration::from_secs_f64(secs);
            }
            "jobs" | "j" => {
                let v = value()?;
                o.threads = v
                    .parse()
                    .ok()
                    .filter(|n| *n > 0)
                    .ok_or(format!("bad --jobs '{v}'"))?;
            }
            "work" => o.work = Some(value()?.into()),
            "keep-ll" => o.keep_ll = Some(value()?.into()),
            "v" | "verbose" => o.verbose = true,
            "h" | "help" => return Err(String::new()),
            _ => return Err(format!("unknown option '{a}'")),
        }
        i += 1;
    }
    if o.mode == "csmith" && (o.triples.len() > 1 || o.levels.len() > 1 || o.llc_opts.len() > 1) {
        return Err(
            "csmith mode takes at most one --triple, one --level and one --llc-opt".to_string(),
        );
    }
    if let Some(first) = o.llc_opts.first() {
        o.backend.opt = first.clone();
    }
    if o.mode == "corpus" && !o.csmith_args.is_empty() {
        return Err("options after -- are for csmith mode".to_string());
    }
    Ok(o)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let o = match parse(&args) {
        Ok(o) => o,
        Err(e) => {
            if !e.is_empty() {
                eprintln!("kiln-harness: error: {e}");
            }
            eprintln!("{}", usage());
            return ExitCode::from(2);
        }
    };
    let root = kiln_harness::repo_root();
    let work = o.work.clone().unwrap_or_else(|| default_work_dir(&root));
    let verbose = o.verbose;
    let progress = |label: &str, outcome: &Outcome| match outcome {
        Outcome::Fail(f) => eprintln!("FAIL {label} [{}]", f.stage),
        Outcome::Classified(_) => eprintln!("CLASSIFIED {label} (output depends on poison/undef)"),
        Outcome::Skip(why) if verbose => eprintln!("skip {label}: {why}"),
        Outcome::Pass if verbose => eprintln!("ok   {label}"),
        _ => {}
    };
    let start = Instant::now();
    let summary = if o.mode == "corpus" {
        let backends = if o.llc_opts.is_empty() {
            vec![o.backend]
        } else {
            o.llc_opts
                .iter()
                .map(|opt| Backend {
                    opt: opt.clone(),
                    ..o.backend.clone()
                })
                .collect()
        };
        let cfg = CorpusConfig {
            backends,
            triples: if o.triples.is_empty() {
                hosted_triples().into_iter().map(String::from).collect()
            } else {
                o.triples
            },
            levels: if o.levels.is_empty() {
                LEVELS.iter().map(|s| s.to_string()).collect()
            } else {
                o.levels
            },
            filters: o.filters,
            work,
            threads: o.threads,
            limits: Limits::default(),
        };
        let jobs = pipeline::corpus_jobs(&root, &cfg);
        if jobs.is_empty() {
            eprintln!(
                "kiln-harness: error: no corpus programs selected in {}",
                root.join("tests/c").display()
            );
            return ExitCode::from(1);
        }
        let labels: Vec<String> = cfg.backends.iter().map(Backend::label).collect();
        eprintln!(
            "kiln-harness: {} jobs x {} ({} threads)",
            jobs.len(),
            labels.join(", "),
            cfg.threads
        );
        pipeline::run_jobs(&jobs, &cfg, progress)
    } else {
        let cfg = CsmithConfig {
            seeds: if o.seeds.is_empty() {
                (1..=100).collect()
            } else {
                o.seeds
            },
            csmith_args: o.csmith_args,
            triple: o
                .triples
                .first()
                .cloned()
                .unwrap_or_else(|| "riscv64-linux-gnu".to_string()),
            level: o
                .levels
                .first()
                .cloned()
                .unwrap_or_else(|| "-O2".to_string()),
            backend: o.backend,
            work,
            threads: o.threads,
            ref_timeout: o.timeout,
            keep_ll: o.keep_ll,
            build_timeout: Duration::from_secs(120),
        };
        eprintln!(
            "kiln-harness: csmith {} seeds, {} {}, {} vs llc-22 ({} threads)",
            cfg.seeds.len(),
            cfg.triple,
            cfg.level,
            cfg.backend.label(),
            cfg.threads
        );
        csmith::run(&cfg, progress)
    };
    print!("{}", summary.report());
    eprintln!("kiln-harness: {:.1}s", start.elapsed().as_secs_f64());
    if summary.ok() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
