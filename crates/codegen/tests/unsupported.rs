//! Input kiln cannot compile yet is an error naming the construct, never a panic: one case
//! per class of unsupported input, each through the whole pipeline on the mock target.

mod common;

#[test]
fn unsupported_constructs_are_errors() {
    let cases: &[(&str, &str)] = &[
        // f64 is softened to i64 libcalls on the 64-bit mock target; f32 would need i32.
        ("define float @f(float %a) {\n  %b = fadd float %a, %a\n  ret float %b\n}\n", "f32"),
        // Fixed-length vectors are scalarized; scalable ones have no lowering without vector
        // registers.
        ("define i64 @f(<vscale x 2 x i64> %v) {\n  %e = extractelement <vscale x 2 x i64> %v, i64 0\n  ret i64 %e\n}\n", "vscale"),
        ("define i32 @f(ptr %p) {\n  %v = atomicrmw add ptr %p, i32 1 seq_cst\n  ret i32 %v\n}\n", "atomicrmw"),
        ("define i64 @f(ptr %p) {\n  %v = load atomic i64, ptr %p seq_cst, align 8\n  ret i64 %v\n}\n", "atomic load"),
        // An argument no value type describes (aggregates of scalars and vectors are split
        // into leaves).
        ("define i64 @f(target(\"kiln.opaque\") %t) {\n  ret i64 0\n}\n", "argument of type"),
        ("declare i64 @llvm.readcyclecounter()\ndefine i64 @f(i64 %a) {\n  %r = call i64 @llvm.readcyclecounter()\n  ret i64 %r\n}\n", "llvm.readcyclecounter"),
        // No target lowers it (llc-22 rejects it on RISC-V too).
        ("declare ptr @llvm.sponentry.p0()\ndefine ptr @f() {\n  %r = call ptr @llvm.sponentry.p0()\n  ret ptr %r\n}\n", "llvm.sponentry"),
        ("define i64 @f(i256 %a) {\n  %b = mul i256 %a, %a\n  %c = trunc i256 %b to i64\n  ret i64 %c\n}\n", "i256"),
        ("declare i32 @pers(...)\ndefine void @f() personality ptr @pers {\n  resume { ptr, i32 } poison\n}\n", "resume"),
        ("define i64 @f(i64 %a) {\n  %q = call i64 asm \"nop\", \"=r\"()\n  ret i64 %q\n}\n", "inline assembly"),
        // A node the target neither expands nor has a pattern for: LLVM's wording.
        ("define i64 @f(i64 %n) {\n  %p = alloca i64, i64 %n\n  store i64 1, ptr %p\n  ret i64 0\n}\n", "Cannot select"),
    ];
    for (src, what) in cases {
        for opt in [0u8, 2] {
            let r = std::panic::catch_unwind(|| common::toy::compile(src, opt, true, None));
            let e = match r {
                Ok(Err(e)) => e,
                Ok(Ok(_)) => panic!("-O{opt}: compiled although unsupported: {src}"),
                Err(_) => panic!("-O{opt}: panicked on {src}"),
            };
            assert!(
                e.msg.contains(what),
                "-O{opt}: error {:?} should mention {what:?}",
                e.msg
            );
        }
    }
}
