//! Debug info is not dropped in silence: a module clang-22 compiled with `-g` is compiled by
//! `kiln` (exit 0, the assembly accepted by GNU as) with exactly one warning on stderr saying
//! its debug info is dropped; the same program without `-g` gets no warning.

use std::path::PathBuf;
use std::process::Command;

fn scratch() -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("debug_info_warning");
    std::fs::create_dir_all(&d).expect("a scratch directory");
    d
}

/// clang-22's IR for a small program, with or without `-g`; kiln's stderr and exit status.
fn kiln_on(debug: bool) -> (bool, String, PathBuf) {
    let d = scratch();
    let tag = if debug { "g" } else { "nog" };
    let c = d.join("p.c");
    std::fs::write(
        &c,
        "int sq(int x) { return x * x; }\nint main(void) { return sq(3) - 9; }\n",
    )
    .expect("write the C file");
    let ll = d.join(format!("p-{tag}.ll"));
    let mut clang = Command::new("clang-22");
    clang.args(["-S", "-emit-llvm", "-O1", "--target=riscv64-linux-gnu"]);
    if debug {
        clang.arg("-g");
    }
    let o = clang
        .arg(&c)
        .arg("-o")
        .arg(&ll)
        .output()
        .expect("clang-22 runs");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let s = d.join(format!("p-{tag}.s"));
    let o = Command::new(env!("CARGO_BIN_EXE_kiln"))
        .arg(&ll)
        .arg("-o")
        .arg(&s)
        .output()
        .expect("kiln runs");
    (
        o.status.success(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
        s,
    )
}

#[test]
fn debug_info_is_dropped_with_one_warning() {
    let (ok, err, s) = kiln_on(true);
    assert!(ok, "kiln failed: {err}");
    assert_eq!(
        err.matches("warning:").count(),
        1,
        "one warning expected:\n{err}"
    );
    assert!(err.contains("debug info is dropped"), "{err}");
    let o = Command::new("riscv64-linux-gnu-as")
        .arg(&s)
        .arg("-o")
        .arg(s.with_extension("o"))
        .output()
        .expect("riscv64-linux-gnu-as runs");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn no_warning_without_debug_info() {
    let (ok, err, _) = kiln_on(false);
    assert!(ok, "kiln failed: {err}");
    assert!(!err.contains("warning"), "unexpected: {err}");
}
