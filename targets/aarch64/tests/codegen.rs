//! What kiln's AArch64 code generator emits for small functions, checked as assembly text:
//! constants through `mov`/`movk`, the addressing modes (register offset shifted by the access
//! size, unscaled negative offsets, scaled word offsets on the W view), the frame record with
//! `stp`/`ldp` for a non-leaf function, frames beyond 12 bits (`sub sp, sp, #n, lsl #12`, the
//! record reached through x16), stack realignment for an over-aligned local, and `cmp` +
//! `csel` for a select. The programs themselves run in `tests/corpus.rs`.

use kiln_target::Triple;
use kiln_target_aarch64::target_machine::AArch64TargetMachine;

const IR: &str = r#"
target triple = "aarch64-unknown-linux-gnu"
declare void @g(ptr)
define i64 @consts() {
  ret i64 81985529216486895
}
define i64 @leaf(i64 %a, i64 %b) {
  %s = add i64 %a, %b
  ret i64 %s
}
define i64 @index(ptr %p, i64 %i) {
  %q = getelementptr i64, ptr %p, i64 %i
  %v = load i64, ptr %q
  ret i64 %v
}
define i64 @unscaled(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 -3
  %v = load i64, ptr %q
  ret i64 %v
}
define i32 @word(ptr %p) {
  %q = getelementptr i32, ptr %p, i64 5
  %v = load i32, ptr %q
  ret i32 %v
}
define void @big() {
  %a = alloca [70000 x i8], align 1
  call void @g(ptr %a)
  ret void
}
define void @aligned() {
  %a = alloca [64 x i8], align 64
  call void @g(ptr %a)
  ret void
}
define i64 @sel(i64 %a, i64 %b) {
  %c = icmp slt i64 %a, %b
  %r = select i1 %c, i64 %a, i64 %b
  ret i64 %r
}
"#;

/// The instructions of function `name` in `asm` (directives and labels left out).
fn body(asm: &str, name: &str) -> Vec<String> {
    let start = asm
        .find(&format!("\n{name}:\n"))
        .unwrap_or_else(|| panic!("{name} is in the output:\n{asm}"));
    asm[start + name.len() + 3..]
        .lines()
        .take_while(|l| !l.starts_with(".Lfunc_end"))
        .filter(|l| l.starts_with('\t') && !l.starts_with("\t."))
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

fn compile(level: u8) -> String {
    let module = kiln_ir::parse_str("codegen.ll", IR).expect("the IR parses");
    let mut tm = AArch64TargetMachine::new(Triple::parse_normalized("aarch64-linux-gnu"), level);
    tm.pipeline.verify_regalloc = true;
    tm.emit_assembly(&module).expect("kiln compiles it")
}

#[test]
fn selection_and_addressing_modes() {
    let asm = compile(2);
    assert_eq!(
        body(&asm, "consts"),
        [
            "mov x0, #52719",
            "movk x0, #35243, lsl #16",
            "movk x0, #17767, lsl #32",
            "movk x0, #291, lsl #48",
            "ret"
        ]
    );
    assert_eq!(body(&asm, "leaf"), ["add x0, x0, x1", "ret"]);
    assert_eq!(body(&asm, "index"), ["ldr x0, [x0, x1, lsl #3]", "ret"]);
    assert_eq!(body(&asm, "unscaled"), ["ldur x0, [x0, #-3]", "ret"]);
    assert_eq!(body(&asm, "word"), ["ldr w0, [x0, #20]", "ret"]);
    assert_eq!(
        body(&asm, "sel"),
        ["cmp x0, x1", "csel x0, x0, x1, lt", "ret"]
    );
}

#[test]
fn frames() {
    let asm = compile(2);
    assert_eq!(
        body(&asm, "big"),
        [
            "sub sp, sp, #17, lsl #12",
            "sub sp, sp, #384",
            "add x16, sp, #17, lsl #12",
            "add x16, x16, #368",
            "stp x29, x30, [x16]",
            "add x29, sp, #17, lsl #12",
            "add x29, x29, #368",
            "mov x0, sp",
            "bl g",
            "add x16, sp, #17, lsl #12",
            "add x16, x16, #368",
            "ldp x29, x30, [x16]",
            "add sp, sp, #17, lsl #12",
            "add sp, sp, #384",
            "ret"
        ]
    );
    assert_eq!(
        body(&asm, "aligned"),
        [
            "sub sp, sp, #128",
            "stp x29, x30, [sp, #112]",
            "add x29, sp, #112",
            "mov x16, sp",
            "and sp, x16, #0xffffffffffffffc0",
            "mov x0, sp",
            "bl g",
            "sub sp, x29, #112",
            "ldp x29, x30, [sp, #112]",
            "add sp, sp, #128",
            "ret"
        ]
    );
    // The CFI of the frame record: the CFA is x29 + 16, x30 and x29 below it.
    let cfi = &asm[asm.find("\naligned:\n").expect("aligned")..];
    for d in [
        ".cfi_def_cfa_offset 128",
        ".cfi_def_cfa x29, 16",
        ".cfi_offset x30, -8",
        ".cfi_offset x29, -16",
    ] {
        assert!(cfi.contains(d), "{d} in\n{cfi}");
    }
}
