//! Running external commands with a time limit. In: a `Command`, a timeout and files for its
//! output. Out: how it ended (exit status or timeout) and what it printed.

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
            Ended::TimedOut => format!("timed out after {:.1}s", self.elapsed.as_secs_f64()),
        }
    }
}

/// Runs `cmd` with stdout and stderr sent to `<stem>.stdout` / `<stem>.stderr` (so large
/// output cannot block the child), killing it after `timeout`.
pub fn run_with_timeout(
    cmd: &mut Command,
    timeout: Duration,
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
        if start.elapsed() >= timeout {
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
    })
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
    let r = run_with_timeout(cmd, timeout, stem).map_err(StepError::NotRun)?;
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
    use super::diff_lines;

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
