//! Small C programs for what the corpus does not reach, each compiled by clang-22 to IR and
//! by kiln's x86-64 target (in-process, regalloc2's checker on, position-independent) to
//! assembly and to an object at -O0 and -O2, linked by gcc and run natively:
//! - `dynamic_alloca_calls.c`: dynamic allocas (one over-aligned) live across a call that
//!   passes arguments on the stack (the allocas sit above the outgoing argument area);
//! - `atomic_counters.c`: `lock xadd`, `lock cmpxchg`, `xchg` and fences from four threads;
//! - `sret_callee.c` compiled by kiln with `sret_gcc_caller.c` compiled by gcc -O2 (which
//!   may read the sret pointer back from rax, as the psABI allows).
//! - `sse_scalar.c`: SSE2 scalar floating point at its edges (every compare predicate on
//!   NaN as a value, a branch and a select; unsigned conversions at 2^32, 2^63, 2^64; the
//!   sign bit of fneg/fabs; values live across calls; eleven double arguments; variadic
//!   doubles past the register save area; minsd/maxsd selects on NaN and signed zeros).
//!   The expected text is gcc's output.
//! - `float_pair_abi.c` with `float_pair_gcc.c` compiled by gcc -O2: structs of two and
//!   three floats and `float _Complex` (clang's `<2 x float>`, one XMM register) passed and
//!   returned both ways between kiln's and gcc's code.

use kiln_target::{RelocModel, Triple};
use kiln_target_x86::target_machine::X86TargetMachine;
use std::path::{Path, PathBuf};
use std::process::Command;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs")
}

/// Compiles `name.c` with clang `-O<clang>` and kiln `-O<level>` to `.s` or `.o` in `work`,
/// links it with `extra` sources (compiled by gcc -O2) and returns its output.
fn build_and_run(name: &str, clang: &str, level: u8, obj: bool, extra: &[&str]) -> String {
    let work = std::env::temp_dir().join(format!(
        "kiln-x86-programs-{}-{name}{clang}{level}{obj}",
        std::process::id()
    ));
    std::fs::create_dir_all(&work).unwrap();
    let ll = work.join("p.ll");
    kiln_harness::clang::emit_ll(
        &dir().join(format!("{name}.c")),
        "x86_64-linux-gnu",
        clang,
        &ll,
    )
    .unwrap();
    let text = std::fs::read_to_string(&ll).unwrap();
    let module = kiln_ir::parse_str("p.ll", &text).unwrap();
    let mut tm = X86TargetMachine::new(Triple::parse_normalized("x86_64-linux-gnu"), level);
    tm.pipeline.verify_regalloc = true;
    tm.reloc_model = RelocModel::Pic;
    let out = work.join(if obj { "p.o" } else { "p.s" });
    if obj {
        let (bytes, _) = tm.emit_object_and_dumps(&module).unwrap();
        std::fs::write(&out, bytes).unwrap();
    } else {
        std::fs::write(&out, tm.emit_assembly(&module).unwrap()).unwrap();
    }
    let exe = work.join("p");
    let mut gcc = Command::new("gcc");
    gcc.arg("-O2").arg(&out);
    for e in extra {
        gcc.arg(dir().join(e));
    }
    let link = gcc.arg("-o").arg(&exe).arg("-lpthread").output().unwrap();
    assert!(
        link.status.success(),
        "{}",
        String::from_utf8_lossy(&link.stderr)
    );
    let run = Command::new(&exe).output().unwrap();
    assert!(
        run.status.success(),
        "{name} {clang} kiln -O{level}: {run:?}"
    );
    let _ = std::fs::remove_dir_all(&work);
    String::from_utf8_lossy(&run.stdout).into_owned()
}

fn each_config(name: &str, extra: &[&str], expected: &str) {
    for clang in ["-O0", "-O2"] {
        for (level, obj) in [(0, false), (2, false), (2, true)] {
            assert_eq!(
                build_and_run(name, clang, level, obj, extra),
                expected,
                "{name}: clang {clang}, kiln -O{level}, object {obj}"
            );
        }
    }
}

#[test]
fn dynamic_allocas_sit_above_the_outgoing_arguments() {
    each_config("dynamic_alloca_calls", &[], "1728\n");
}

#[test]
fn atomic_counters_from_four_threads() {
    each_config("atomic_counters", &[], "800000 -800000 400000 5\n");
}

#[test]
fn sret_pointer_is_returned_in_rax() {
    each_config(
        "sret_callee",
        &["sret_gcc_caller.c"],
        "10 11 12 13 rax 23\n",
    );
}

#[test]
fn sse_scalar_edges() {
    each_config("sse_scalar", &[], "005 113 113 113 005 005 005 113 005 113 005 \n113 005 005 113 005 113 113 005 005 005 005 \n005 113 005 005 005 005 113 005 113 113 113 \n1.8446744073709552e+19 9.2233720368547758e+18 12345\n1.84467441e+19 9.22337204e+18 4294967295\n18446744073709549568 9223372036854775808 4294967295 2147483648 9999999980506447872\n8000000000000000 0000000000000000 80000000 0000000000000000 0000000000000001\n511\n11 4083\n21.208333333333332\n1 1 1 1 1|1 2 2 1 1|-0 1 1 -0 -0|0 1 1 0 0|-nan -nan 1 1 -nan|\n1 2 2 1 1|2 2 2 2 2|-0 2 2 -0 -0|0 2 2 0 0|-nan -nan 2 2 -nan|\n-0 1 1 -0 -0|-0 2 2 -0 -0|-0 -0 -0 -0 -0|0 0 -0 -0 -0|-nan -nan -0 -0 -nan|\n0 1 1 0 0|0 2 2 0 0|-0 -0 0 0 0|0 0 0 0 0|-nan -nan 0 0 -nan|\n1 1 -nan -nan 1|2 2 -nan -nan 2|-0 -0 -nan -nan -0|0 0 -nan -nan 0|-nan -nan -nan -nan -nan|\n");
}

#[test]
fn float_pairs_travel_in_one_xmm_register() {
    each_config(
        "float_pair_abi",
        &["float_pair_gcc.c"],
        "2 1.75 1.75 2\n1.5 3 4.5\n40300.1 40300.1\n39.5 -22 39.5 -22\n5 5\n",
    );
}
