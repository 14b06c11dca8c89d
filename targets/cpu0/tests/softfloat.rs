//! The runtime's soft-float routines (`runtime/softfloat.c`) against the host FPU: the
//! same C file compiled natively by gcc with `tests/softfloat_host.c`, which checks every
//! routine (f32 and f64 add/sub/mul/div/neg/sqrt/fma, all compares, conversions to and from
//! 32- and 64-bit integers, extension and truncation) on all pairs of edge-case operands and
//! 200,000 random cases per routine (subnormals, boundaries, halfway cases, cancellation).
//! Any result whose bits differ from the host's (NaN matching any NaN) fails the test.
//! Without gcc the test says so and passes. The Cpu0 build of the same file is exercised by
//! the floating-point corpus programs (`tests/corpus.rs`).

use std::path::Path;
use std::process::Command;

#[test]
fn softfloat_matches_the_host_fpu() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let exe = std::env::temp_dir().join(format!("kiln-cpu0-softfloat-{}", std::process::id()));
    let cc = Command::new("gcc")
        .args(["-O1", "-fno-math-errno", "-ffp-contract=off", "-o"])
        .arg(&exe)
        .arg(dir.join("softfloat_host.c"))
        .arg("-lm")
        .output();
    let cc = match cc {
        Ok(o) => o,
        Err(_) => {
            eprintln!("gcc not found: the soft-float host test is skipped");
            return;
        }
    };
    assert!(
        cc.status.success(),
        "gcc: {}",
        String::from_utf8_lossy(&cc.stderr)
    );
    let run = Command::new(&exe)
        .arg("200000")
        .output()
        .expect("run the host test");
    let _ = std::fs::remove_file(&exe);
    let out = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "soft-float mismatches:\n{out}");
    let checks: u64 = out
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    assert!(checks > 5_000_000, "too few checks: {out}");
}
