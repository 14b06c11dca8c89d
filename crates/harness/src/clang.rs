//! Driving clang-22: C source in, LLVM IR text (`.ll`) out, for the triples kiln targets.
//!
//! `riscv32-linux-gnu` has no sysroot on Debian; it is compiled against the riscv64 glibc
//! headers plus the small include directory `crates/harness/include-rv32` (IR only, never run).
//! The runnable riscv32 configurations are `riscv32-unknown-elf` with picolibc, whose flags
//! come from [`crate::target::ExecTarget::clang_flags`].

use std::path::{Path, PathBuf};
use std::process::Command;

/// The clang binary the harness uses.
pub const CLANG: &str = "clang-22";

/// Optimization levels clang accepts through [`emit_ll`].
pub const LEVELS: [&str; 5] = ["-O0", "-O1", "-O2", "-O3", "-Os"];

/// The include directory that completes the riscv64 glibc headers for riscv32.
pub fn rv32_include_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("include-rv32")
}

/// Extra clang flags a triple needs to find usable C headers (empty for most triples).
pub fn triple_flags(triple: &str) -> Vec<String> {
    if triple.starts_with("riscv32") && triple.contains("linux") {
        vec![
            "--sysroot=/usr/riscv64-linux-gnu".to_string(),
            "-isystem".to_string(),
            rv32_include_dir().display().to_string(),
        ]
    } else {
        Vec::new()
    }
}

/// Compiles `src` to LLVM IR text at `out`:
/// `clang-22 --target=<triple> -S -emit-llvm <opt> -o <out> <src>`.
///
/// `opt` is one of `-O0`, `-O1`, `-O2`, `-O3`, `-Os` (any clang `-O` flag is passed through).
/// Works for riscv64-, aarch64-, x86_64- and riscv32-linux-gnu. The error holds the command
/// line and clang's stderr.
pub fn emit_ll(src: &Path, triple: &str, opt: &str, out: &Path) -> Result<(), String> {
    emit_ll_with(src, triple, opt, out, &[])
}

/// Like [`emit_ll`], with `extra` flags (e.g. `-g`, `-I<dir>`, `-w`) placed before the source.
pub fn emit_ll_with(
    src: &Path,
    triple: &str,
    opt: &str,
    out: &Path,
    extra: &[&str],
) -> Result<(), String> {
    if !opt.starts_with("-O") {
        return Err(format!(
            "emit_ll: optimization level must look like -O2, got '{opt}'"
        ));
    }
    let mut cmd = Command::new(CLANG);
    cmd.arg(format!("--target={triple}"))
        .args(triple_flags(triple))
        .args(["-S", "-emit-llvm", opt])
        .args(extra)
        .arg("-o")
        .arg(out)
        .arg(src);
    crate::clang::run_checked(&mut cmd)
}

/// Runs `cmd`, turning a spawn failure or a non-zero exit into an error holding the command
/// line and its stderr.
pub(crate) fn run_checked(cmd: &mut Command) -> Result<(), String> {
    let line = command_line(cmd);
    let output = cmd
        .output()
        .map_err(|e| format!("cannot run `{line}`: {e}"))?;
    if output.status.success() {
        Ok(())
    } else {
        Err(format!(
            "`{line}` failed ({}):\n{}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        ))
    }
}

/// The command line of `cmd` as a shell-like string (for error messages).
pub fn command_line(cmd: &Command) -> String {
    let mut s = cmd.get_program().to_string_lossy().into_owned();
    for a in cmd.get_args() {
        s.push(' ');
        s.push_str(&a.to_string_lossy());
    }
    s
}
