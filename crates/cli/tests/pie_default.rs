//! The relocation model a user of Debian's toolchain expects: without `-relocation-model`,
//! kiln takes the module's "PIC Level"/"PIE Level" flags (clang-22 writes them, since Debian's
//! gcc links PIE by default) and makes position-independent code, so `gcc prog.o` links kiln's
//! object and the program runs. The program reads libc's `stdout` and `stderr` and stores a
//! libc function's address in data, which static code cannot give a PIE link ("unresolvable
//! R_RISCV_PCREL_HI20 relocation against symbol `stdout`"). IR without those flags stays
//! static, and an explicit `-relocation-model=static` wins over the flags.

use std::path::PathBuf;
use std::process::Command;

const PROGRAM: &str = r#"#include <stdio.h>
int (*fp)(const char *) = puts;
FILE **pe = &stderr;
int main(void) {
    fp("through a pointer");
    fprintf(*pe, "to stderr\n");
    fprintf(stdout, "%d\n", 6 * 7);
    return 0;
}
"#;

fn scratch() -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("pie_default");
    std::fs::create_dir_all(&d).expect("a scratch directory");
    d
}

fn run(cmd: &mut Command, what: &str) -> std::process::Output {
    let o = cmd
        .output()
        .unwrap_or_else(|e| panic!("{what} must be installed: {e}"));
    assert!(
        o.status.success(),
        "{what} failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    o
}

/// clang-22's IR of `PROGRAM` (with its default PIE flags).
fn ir() -> PathBuf {
    let d = scratch();
    let c = d.join("prog.c");
    std::fs::write(&c, PROGRAM).expect("write the C file");
    let ll = d.join("prog.ll");
    run(
        Command::new("clang-22")
            .args(["-S", "-emit-llvm", "-O1", "--target=riscv64-linux-gnu"])
            .arg(&c)
            .arg("-o")
            .arg(&ll),
        "clang-22",
    );
    let text = std::fs::read_to_string(&ll).expect("read the IR");
    assert!(text.contains("\"PIE Level\""), "clang-22 writes PIE flags");
    ll
}

/// kiln's object of `ll` with `extra` arguments, linked by the default (PIE) gcc; the link's
/// success and the program's output.
fn build_and_run(ll: &PathBuf, extra: &[&str], tag: &str) -> (bool, String) {
    let d = scratch();
    let obj = d.join(format!("prog-{tag}.o"));
    run(
        Command::new(env!("CARGO_BIN_EXE_kiln"))
            .args(extra)
            .arg("-filetype=obj")
            .arg(ll)
            .arg("-o")
            .arg(&obj),
        "kiln",
    );
    let exe = d.join(format!("prog-{tag}"));
    let link = Command::new("riscv64-linux-gnu-gcc")
        .arg(&obj)
        .arg("-o")
        .arg(&exe)
        .output()
        .expect("riscv64-linux-gnu-gcc must be installed");
    if !link.status.success() {
        return (false, String::from_utf8_lossy(&link.stderr).into_owned());
    }
    let o = run(
        Command::new("qemu-riscv64")
            .arg("-L")
            .arg("/usr/riscv64-linux-gnu")
            .arg(&exe),
        "qemu-riscv64",
    );
    (true, String::from_utf8_lossy(&o.stdout).into_owned())
}

#[test]
fn pie_flagged_ir_links_as_pie_by_default() {
    let ll = ir();
    let (linked, out) = build_and_run(&ll, &[], "default");
    assert!(linked, "gcc could not link kiln's default object:\n{out}");
    assert_eq!(out, "through a pointer\n42\n");
}

#[test]
fn explicit_static_wins_over_the_module_flags() {
    let ll = ir();
    let (linked, out) = build_and_run(&ll, &["-relocation-model=static"], "static");
    assert!(
        !linked && out.contains("R_RISCV_PCREL_HI20"),
        "static code of this program cannot be linked as PIE; got linked={linked}:\n{out}"
    );
}
