//! Running external commands with a time limit. In: a `Command`, a limit (wall-clock time, or
//! CPU time read from `/proc`) and files for its output. Out: how it ended (exit status or
//! timeout) and what it printed.

use std::fs::File;
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// How a timed command ended.
#[derive(Debug)]
pub enum Ended {
    /// The process exited (or was killed by a signal) within the time limit.
    Exited(ExitStatus),
    /// The time limit passed; the process was killed.
    TimedOut,
}

/// What a timed command did.
#[derive(Debug)]
pub struct RunResult {
    /// How it ended.
    pub ended: Ended,
    /// Its standard output.
    pub stdout: Vec<u8>,
    /// Its standard error.
    pub stderr: Vec<u8>,
    /// Wall-clock time it took.
    pub elapsed: Duration,
    /// The limit it ran under.
    pub limit: TimeLimit,
}

impl RunResult {
    /// True when the process exited with status 0.
    pub fn success(&self) -> bool {
        matches!(self.ended, Ended::Exited(s) if s.success())
    }

    /// A short description of how it ended (`exit status: 1`, `timed out`, ...).
    pub fn describe(&self) -> String {
        match &self.ended {
            Ended::Exited(s) => s.to_string(),
            Ended::TimedOut => match self.limit {
                TimeLimit::Wall(_) => {
                    format!("timed out after {:.1}s", self.elapsed.as_secs_f64())
                }
                TimeLimit::Cpu(cpu) => format!(
                    "timed out: used {:.1}s of CPU time ({:.1}s wall)",
                    cpu.as_secs_f64(),
                    self.elapsed.as_secs_f64()
                ),
            },
        }
    }
}

/// What stops a command that runs too long.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeLimit {
    /// Wall-clock time since the start.
    Wall(Duration),
    /// CPU time (user + system, all threads) of the process, so that the verdict does not depend
    /// on how loaded the machine is. A wall-clock backstop of [`CPU_LIMIT_WALL_FACTOR`] times
    /// the limit still applies, for a process that blocks instead of computing.
    Cpu(Duration),
}

/// How many times a CPU-time limit a process may take in wall-clock time before it is killed
/// anyway (it is then blocked or starved, not computing).
pub const CPU_LIMIT_WALL_FACTOR: u32 = 20;

/// Runs `cmd` with stdout and stderr sent to `<stem>.stdout` / `<stem>.stderr` (so large
/// output cannot block the child), killing it after `timeout` of wall-clock time.
pub fn run_with_timeout(
    cmd: &mut Command,
    timeout: Duration,
    stem: &Path,
) -> Result<RunResult, String> {
    run_with_limit(cmd, TimeLimit::Wall(timeout), stem)
}

/// Runs `cmd` like [`run_with_timeout`], killing it when `limit` is reached.
pub fn run_with_limit(
    cmd: &mut Command,
    limit: TimeLimit,
    stem: &Path,
) -> Result<RunResult, String> {
    let out_path = stem.with_extension("stdout");
    let err_path = stem.with_extension("stderr");
    let out = File::create(&out_path).map_err(|e| format!("{}: {e}", out_path.display()))?;
    let err = File::create(&err_path).map_err(|e| format!("{}: {e}", err_path.display()))?;
    let start = Instant::now();
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(out)
        .stderr(err)
        .spawn()
        .map_err(|e| format!("cannot run `{}`: {e}", crate::clang::command_line(cmd)))?;
    let (wall_limit, cpu_limit) = match limit {
        TimeLimit::Wall(d) => (d, None),
        TimeLimit::Cpu(d) => (d * CPU_LIMIT_WALL_FACTOR, Some(d)),
    };
    let mut pause = Duration::from_micros(500);
    let ended = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Ended::Exited(status),
            Ok(None) => {}
            Err(e) => {
                return Err(format!(
                    "waiting for `{}`: {e}",
                    crate::clang::command_line(cmd)
                ))
            }
        }
        let over_cpu = cpu_limit.is_some_and(|c| cpu_time(child.id()).is_some_and(|t| t >= c));
        if over_cpu || start.elapsed() >= wall_limit {
            let _ = child.kill();
            let _ = child.wait();
            break Ended::TimedOut;
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(10));
    };
    let elapsed = start.elapsed();
    let stdout = std::fs::read(&out_path).unwrap_or_default();
    let stderr = std::fs::read(&err_path).unwrap_or_default();
    Ok(RunResult {
        ended,
        stdout,
        stderr,
        elapsed,
        limit,
    })
}

/// Clock ticks per second of `/proc/<pid>/stat`'s times (`USER_HZ`, 100 in Linux's user ABI on
/// every architecture).
const USER_HZ: u64 = 100;

/// The CPU time (user + system, all threads) process `pid` has used so far, from
/// `/proc/<pid>/stat`; `None` when it cannot be read (the process has just exited).
pub fn cpu_time(pid: u32) -> Option<Duration> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    parse_stat_cpu_ticks(&stat).map(|ticks| Duration::from_millis(ticks * 1000 / USER_HZ))
}

/// utime + stime (fields 14 and 15) of a `/proc/<pid>/stat` line. The command name (field 2) is
/// parenthesized and may contain spaces, so fields are counted after its closing parenthesis.
fn parse_stat_cpu_ticks(stat: &str) -> Option<u64> {
    let rest = &stat[stat.rfind(')')? + 1..];
    let mut fields = rest.split_ascii_whitespace().skip(11);
    let utime: u64 = fields.next()?.parse().ok()?;
    let stime: u64 = fields.next()?.parse().ok()?;
    Some(utime + stime)
}

/// Why a step did not succeed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepError {
    /// The command could not be started (e.g. the tool is not installed).
    NotRun(String),
    /// The command ran and failed (non-zero exit, signal or timeout).
    Failed(String),
}

impl std::fmt::Display for StepError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StepError::NotRun(m) | StepError::Failed(m) => f.write_str(m),
        }
    }
}

/// Runs `cmd` to completion with a time limit; the error holds the command line, how it
/// ended and its stderr unless it exited with status 0.
pub fn run_step(cmd: &mut Command, timeout: Duration, stem: &Path) -> Result<RunResult, StepError> {
    run_step_with_limit(cmd, TimeLimit::Wall(timeout), stem)
}

/// Runs one build step like [`run_step`], killing it when `limit` is reached.
pub fn run_step_with_limit(
    cmd: &mut Command,
    limit: TimeLimit,
    stem: &Path,
) -> Result<RunResult, StepError> {
    let r = run_with_limit(cmd, limit, stem).map_err(StepError::NotRun)?;
    if r.success() {
        Ok(r)
    } else {
        Err(StepError::Failed(format!(
            "`{}` failed ({}):\n{}",
            crate::clang::command_line(cmd),
            r.describe(),
            String::from_utf8_lossy(&r.stderr).trim_end()
        )))
    }
}

/// A short line diff of `expected` against `actual`: the first differing line with up to
/// `context` following lines of each, prefixed `-` (expected) and `+` (actual).
pub fn diff_lines(expected: &str, actual: &str, context: usize) -> String {
    let e: Vec<&str> = expected.lines().collect();
    let a: Vec<&str> = actual.lines().collect();
    let first = e
        .iter()
        .zip(a.iter())
        .position(|(x, y)| x != y)
        .unwrap_or(e.len().min(a.len()));
    let mut s = format!(
        "first difference at line {} (expected {} lines, got {}):\n",
        first + 1,
        e.len(),
        a.len()
    );
    for line in e.iter().skip(first).take(context) {
        s.push('-');
        s.push_str(line);
        s.push('\n');
    }
    for line in a.iter().skip(first).take(context) {
        s.push('+');
        s.push_str(line);
        s.push('\n');
    }
    if expected.ends_with('\n') != actual.ends_with('\n') {
        s.push_str("(the outputs differ in the final newline)\n");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::{diff_lines, parse_stat_cpu_ticks, run_with_limit, Ended, TimeLimit};
    use std::process::Command;
    use std::time::Duration;

    #[test]
    fn stat_cpu_ticks_skip_a_command_name_with_spaces_and_parens() {
        let line = "4242 (qemu (x) y) R 1 2 3 0 -1 4194304 10 0 0 0 250 17 0 0 20 0 1 0 99";
        assert_eq!(parse_stat_cpu_ticks(line), Some(267));
        assert_eq!(parse_stat_cpu_ticks("4242 (cut"), None);
    }

    #[test]
    fn cpu_limit_stops_a_busy_process_but_not_a_sleeping_one() {
        let dir = std::env::temp_dir().join(format!("kiln-harness-exec-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let limit = TimeLimit::Cpu(Duration::from_millis(300));
        let mut busy = Command::new("sh");
        busy.args(["-c", "while :; do :; done"]);
        let r = run_with_limit(&mut busy, limit, &dir.join("busy")).unwrap();
        assert!(matches!(r.ended, Ended::TimedOut), "{}", r.describe());
        assert!(
            r.describe().contains("0.3s of CPU time"),
            "{}",
            r.describe()
        );
        // Sleeping for longer than the CPU limit uses almost no CPU: it runs to the end.
        let mut idle = Command::new("sleep");
        idle.arg("0.6");
        let r = run_with_limit(&mut idle, limit, &dir.join("idle")).unwrap();
        assert!(r.success(), "{}", r.describe());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn diff_shows_first_difference() {
        let d = diff_lines("a\nb\nc\n", "a\nx\nc\n", 2);
        assert!(d.contains("line 2"), "{d}");
        assert!(d.contains("-b\n-c\n+x\n+c\n"), "{d}");
        let d = diff_lines("a\n", "a\nextra\n", 3);
        assert!(d.contains("expected 1 lines, got 2"), "{d}");
        assert!(d.contains("+extra"), "{d}");
        let d = diff_lines("a\n", "a", 3);
        assert!(d.contains("final newline"), "{d}");
    }
}
