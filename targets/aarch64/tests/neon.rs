//! NEON: the 128-bit vector types kept in q registers. Each program of `tests/neon/` (one per
//! family of operations: integer arithmetic and logic; float arithmetic and `fmla`; shifts
//! and lane conversions; compares and selects; building vectors, lanes, shuffles, vector phis, vector arguments
//! and results, vectors live across calls) is compiled by clang-22 at -O0 and -O2, then by
//! llc-22 (the reference) and by kiln -O0 (assembly) and -O2 (object), and kiln's builds
//! must print what llc-22's prints under qemu-aarch64. A vectorized loop must use the vector
//! instructions rather than lane moves.

use kiln_target::Triple;
use kiln_target_aarch64::target_machine::AArch64TargetMachine;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

const TRIPLE: &str = "aarch64-linux-gnu";

fn machine(level: u8) -> AArch64TargetMachine {
    let mut tm = AArch64TargetMachine::new(Triple::parse_normalized(TRIPLE), level);
    tm.pipeline.verify_regalloc = true;
    tm
}

fn parse(ll: &Path) -> kiln_ir::Module {
    let text = std::fs::read_to_string(ll).expect("clang wrote the IR");
    kiln_ir::parse_str(&ll.display().to_string(), &text).expect("the IR parses")
}

/// Links `obj_or_asm` with aarch64-linux-gnu-gcc and runs it under qemu-aarch64: its output.
fn link_and_run(input: &Path, exe: &Path) -> String {
    let link = Command::new("aarch64-linux-gnu-gcc")
        .arg("-no-pie")
        .arg(input)
        .arg("-o")
        .arg(exe)
        .arg("-lm")
        .output()
        .expect("aarch64-linux-gnu-gcc must be installed");
    assert!(
        link.status.success(),
        "link {}: {}",
        input.display(),
        String::from_utf8_lossy(&link.stderr)
    );
    let mut run = Command::new("qemu-aarch64");
    run.arg("-L").arg("/usr/aarch64-linux-gnu").arg(exe);
    let r = kiln_harness::exec::run_with_timeout(&mut run, Duration::from_secs(20), exe)
        .expect("qemu-aarch64 runs it");
    assert!(r.success(), "{} {}", exe.display(), r.describe());
    String::from_utf8_lossy(&r.stdout).into_owned()
}

/// `tests/neon/<name>.c` from clang -O0 and -O2 through llc-22 and kiln prints the same.
fn matches_llc(name: &str) {
    let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/neon");
    let src = here.join(format!("{name}.c"));
    let dir = std::env::temp_dir().join(format!("kiln-neon-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let include = format!("-I{}", here.display());
    for clang_level in ["-O0", "-O2"] {
        let ll = dir.join(format!("prog{clang_level}.ll"));
        kiln_harness::clang::emit_ll_with(&src, TRIPLE, clang_level, &ll, &[&include]).unwrap();
        let llc_obj = dir.join("llc.o");
        let llc = Command::new("llc-22")
            .args(["-mtriple=aarch64-linux-gnu", "-O2", "-filetype=obj", "-o"])
            .arg(&llc_obj)
            .arg(&ll)
            .output()
            .expect("llc-22 must be installed");
        assert!(
            llc.status.success(),
            "{}",
            String::from_utf8_lossy(&llc.stderr)
        );
        let expected = link_and_run(&llc_obj, &dir.join("llc"));
        assert!(!expected.is_empty());
        let module = parse(&ll);
        for (level, obj) in [(0u8, false), (2, true)] {
            let tm = machine(level);
            let out = if obj {
                let (bytes, _) = tm.emit_object_and_dumps(&module).expect("kiln compiles it");
                let p = dir.join("kiln.o");
                std::fs::write(&p, bytes).unwrap();
                p
            } else {
                let asm = tm.emit_assembly(&module).expect("kiln compiles it");
                let p = dir.join("kiln.s");
                std::fs::write(&p, asm).unwrap();
                p
            };
            let got = link_and_run(&out, &dir.join("kiln"));
            assert!(
                got == expected,
                "{name}, clang {clang_level}, kiln -O{level}:\n{}",
                kiln_harness::exec::diff_lines(&expected, &got, 2)
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn integer_arithmetic_and_logic() {
    matches_llc("int_arith");
}

#[test]
fn float_arithmetic_and_fmla() {
    matches_llc("fp_arith");
}

#[test]
fn shifts_and_conversions() {
    matches_llc("shifts_convert");
}

#[test]
fn compares_and_selects() {
    matches_llc("compare_select");
}

#[test]
fn lanes_shuffles_phis_and_calls() {
    matches_llc("lanes_calls");
}

/// clang-22 -O2's loop for `a[i] = b[i] + c[i]` over ints (vectorized by 4, interleaved by
/// 2): kiln keeps its vectors, `ldr q` / `add v.4s` / `str q`, with no lane moves.
const VECTOR_ADD_LOOP: &str = r#"
target triple = "aarch64-unknown-linux-gnu"
define void @vadd(ptr noalias %a, ptr noalias %b, ptr noalias %c, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %pb2 = getelementptr inbounds i8, ptr %pb, i64 16
  %vb = load <4 x i32>, ptr %pb, align 4
  %vb2 = load <4 x i32>, ptr %pb2, align 4
  %pc = getelementptr inbounds i32, ptr %c, i64 %i
  %pc2 = getelementptr inbounds i8, ptr %pc, i64 16
  %vc = load <4 x i32>, ptr %pc, align 4
  %vc2 = load <4 x i32>, ptr %pc2, align 4
  %s = add nsw <4 x i32> %vc, %vb
  %s2 = add nsw <4 x i32> %vc2, %vb2
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %pa2 = getelementptr inbounds i8, ptr %pa, i64 16
  store <4 x i32> %s, ptr %pa, align 4
  store <4 x i32> %s2, ptr %pa2, align 4
  %i.next = add nuw i64 %i, 8
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"#;

#[test]
fn vectorized_loop_uses_vector_instructions() {
    let module = kiln_ir::parse_str("vadd.ll", VECTOR_ADD_LOOP).expect("the IR parses");
    let asm = machine(2).emit_assembly(&module).expect("kiln compiles it");
    let count = |p: &dyn Fn(&str) -> bool| asm.lines().filter(|l| p(l.trim())).count();
    assert_eq!(
        count(&|l| l.starts_with("add\tv") && l.ends_with(".4s")),
        2,
        "{asm}"
    );
    // Four q loads and two q stores, single or paired (`aarch64-ldst-opt` pairs them).
    let q =
        |one: &str, two: &str| count(&|l| l.starts_with(one)) + 2 * count(&|l| l.starts_with(two));
    assert_eq!(q("ldr\tq", "ldp\tq"), 4, "{asm}");
    assert_eq!(q("str\tq", "stp\tq"), 2, "{asm}");
    // No lane moves in or out of the vectors.
    assert_eq!(
        count(&|l| l.starts_with("mov\tw") || l.starts_with("umov") || l.contains("].")),
        0,
        "{asm}"
    );
    assert!(!asm.contains(".s["), "{asm}");
}
