//! What kiln's AArch64 code generator emits for small functions, checked as assembly text:
//! constants through `mov`/`movk`, the addressing modes (register offset shifted by the access
//! size, unscaled negative offsets, scaled word offsets on the W view), the frame record with
//! `stp`/`ldp` for a non-leaf function, frames beyond 12 bits (`sub sp, sp, #n, lsl #12`, the
//! record at the bottom of the frame), stack realignment for an over-aligned local, `cmp` +
//! `csel` for a select, a jump table for a switch of 13 cases, and `long double` passed to
//! libgcc's `__addtf3` in q registers, in a frame that is only the frame record (seed 004's
//! first shape: `stp x29, x30, [sp, #-16]!` and `ldp x29, x30, [sp], #16`), and i32 in the
//! W registers (`add w`, `cmp w`/`csel w`, `sxtw`, 32-bit logical immediates). The programs
//! themselves run in `tests/corpus.rs`.

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
define i64 @table(i64 %x) {
entry:
  switch i64 %x, label %d [
    i64 0, label %c0
    i64 1, label %c1
    i64 2, label %c2
    i64 3, label %c3
    i64 4, label %c4
    i64 5, label %c5
    i64 6, label %c6
    i64 7, label %c7
    i64 8, label %c8
    i64 9, label %c9
    i64 10, label %c10
    i64 11, label %c11
    i64 12, label %c12
  ]
c0:
  ret i64 10
c1:
  ret i64 21
c2:
  ret i64 32
c3:
  ret i64 43
c4:
  ret i64 54
c5:
  ret i64 65
c6:
  ret i64 76
c7:
  ret i64 87
c8:
  ret i64 98
c9:
  ret i64 109
c10:
  ret i64 120
c11:
  ret i64 131
c12:
  ret i64 142
d:
  ret i64 0
}
define fp128 @quad(fp128 %a, fp128 %b) {
  %s = fadd fp128 %a, %b
  ret fp128 %s
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
    // Seed 004's second shape at 70016 bytes: the sub split at 12 bits, the record at the
    // bottom of the frame (no outgoing area), x29 pointing at it.
    assert_eq!(
        body(&asm, "big"),
        [
            "sub sp, sp, #17, lsl #12",
            "sub sp, sp, #384",
            "stp x29, x30, [sp]",
            "mov x29, sp",
            "add x0, sp, #16",
            "bl g",
            "ldp x29, x30, [sp]",
            "add sp, sp, #17, lsl #12",
            "add sp, sp, #384",
            "ret"
        ]
    );
    // The first shape, then sp realigned; the epilogue takes sp back from x29.
    assert_eq!(
        body(&asm, "aligned"),
        [
            "stp x29, x30, [sp, #-128]!",
            "mov x29, sp",
            "mov x16, sp",
            "and sp, x16, #0xffffffffffffffc0",
            "add x0, sp, #64",
            "bl g",
            "mov sp, x29",
            "ldp x29, x30, [sp], #128",
            "ret"
        ]
    );
    // The CFI of the frame record: the CFA is x29 + 128, x30 and x29 at its bottom.
    let cfi = &asm[asm.find("\naligned:\n").expect("aligned")..];
    for d in [
        ".cfi_def_cfa_offset 128",
        ".cfi_def_cfa x29, 128",
        ".cfi_offset x30, -120",
        ".cfi_offset x29, -128",
        ".cfi_def_cfa sp, 128",
    ] {
        assert!(cfi.contains(d), "{d} in\n{cfi}");
    }
}

#[test]
fn jump_tables_and_long_double() {
    let asm = compile(2);
    // A switch of 13 cases: bounds check, then a branch through 32-bit table offsets.
    let t = body(&asm, "table");
    let at = t
        .iter()
        .position(|l| l.starts_with("adrp") && l.ends_with(".LJTI7_0"))
        .unwrap_or_else(|| panic!("adrp of the table in {t:?}"));
    assert!(t[at + 1].starts_with("add") && t[at + 1].ends_with(":lo12:.LJTI7_0"));
    assert!(t[at + 2].starts_with("ldrsw") && t[at + 2].ends_with("lsl #2]"));
    assert!(t[at + 3].starts_with("add") && t[at + 4].starts_with("br "));
    let table = &asm[asm.find("\n.LJTI7_0:\n").expect("the table is emitted")..];
    assert_eq!(table.matches("-.LJTI7_0\n").count(), 13, "{table}");
    // fp128: the operands arrive in q0 and q1, as __addtf3 takes them, and its result in
    // q0 is the function's (the halves the builder computes on are put back together).
    assert_eq!(
        body(&asm, "quad"),
        [
            "stp x29, x30, [sp, #-16]!",
            "mov x29, sp",
            "bl __addtf3",
            "ldp x29, x30, [sp], #16",
            "ret"
        ]
    );
}

#[test]
fn lse_atomics_with_the_feature() {
    let ir = r#"
target triple = "aarch64-unknown-linux-gnu"
define i32 @add(ptr %p, i32 %v) {
  %o = atomicrmw add ptr %p, i32 %v seq_cst
  ret i32 %o
}
define i8 @clear(ptr %p, i8 %v) {
  %o = atomicrmw and ptr %p, i8 %v acquire
  ret i8 %o
}
define i64 @cas(ptr %p, i64 %e, i64 %n) {
  %r = cmpxchg ptr %p, i64 %e, i64 %n release monotonic
  %o = extractvalue { i64, i1 } %r, 0
  ret i64 %o
}
"#;
    let module = kiln_ir::parse_str("lse.ll", ir).expect("the IR parses");
    let mut tm = AArch64TargetMachine::new(Triple::parse_normalized("aarch64-linux-gnu"), 2);
    tm.pipeline.verify_regalloc = true;
    tm.target.features = kiln_target::FeatureString::parse("+lse").expect("+lse parses");
    let asm = tm.emit_assembly(&module).expect("kiln compiles it");
    assert!(asm.contains("\t.arch\tarmv8-a+lse\n"), "{asm}");
    assert_eq!(body(&asm, "add"), ["ldaddal w1, w0, [x0]", "ret"]);
    // and: clear the inverted bits (ldclr of the complement).
    let c = body(&asm, "clear");
    assert!(c.iter().any(|l| l.starts_with("ldclrab ")), "{c:?}");
    assert!(
        c.iter()
            .any(|l| l.starts_with("mvn ") || l.starts_with("orn ") || l.starts_with("eor ")),
        "{c:?}"
    );
    let k = body(&asm, "cas");
    assert!(k.iter().any(|l| l.starts_with("casl x")), "{k:?}");
    // Without the feature: the exclusive-access loops, and no .arch.
    let plain = compile(2);
    assert!(!plain.contains(".arch"), "{plain}");
}

/// AAPCS64 preserves only the low 64 bits of v8-v15 across a call. A double live across a
/// call stays in d8 even in a module with vectors; a 128-bit vector live across a call is
/// kept in none of q8-q15 (here it goes to the stack as a whole q register).
#[test]
fn call_masks_follow_the_values_a_function_holds() {
    let ir = r#"
target triple = "aarch64-unknown-linux-gnu"
declare void @h()
define double @scalar(double %x) {
  call void @h()
  %r = fadd double %x, %x
  ret double %r
}
define <4 x i32> @vector(<4 x i32> %v) {
  call void @h()
  %r = add <4 x i32> %v, %v
  ret <4 x i32> %r
}
"#;
    let module = kiln_ir::parse_str("masks.ll", ir).expect("the IR parses");
    let mut tm = AArch64TargetMachine::new(Triple::parse_normalized("aarch64-linux-gnu"), 2);
    tm.pipeline.verify_regalloc = true;
    let asm = tm.emit_assembly(&module).expect("kiln compiles it");
    let s = body(&asm, "scalar");
    assert!(s.iter().any(|l| l.contains("d8")), "{s:?}");
    assert!(!s.iter().any(|l| l.contains(" q")), "{s:?}");
    let v = body(&asm, "vector");
    let q8_15 =
        |l: &String| (8..16).any(|k| l.contains(&format!("v{k}.")) || l.contains(&format!("q{k}")));
    assert!(!v.iter().any(q8_15), "{v:?}");
    assert!(v.iter().any(|l| l.starts_with("str q")), "{v:?}");
}

/// Branch folding reverses AArch64's conditions (`b.cc` by its condition operand, `cbz` and
/// `cbnz` by opcode), so a counted loop's back edge is one conditional branch instead of a
/// branch out of the loop followed by `b` back.
#[test]
fn loops_end_in_one_reversed_branch() {
    let ir = r#"
target triple = "aarch64-unknown-linux-gnu"
define i64 @count(ptr %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %q = getelementptr i64, ptr %p, i64 %i
  %v = load i64, ptr %q
  %s1 = add i64 %s, %v
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, 100
  br i1 %c, label %exit, label %loop
exit:
  ret i64 %s1
}
"#;
    let module = kiln_ir::parse_str("loop.ll", ir).expect("the IR parses");
    let mut tm = AArch64TargetMachine::new(Triple::parse_normalized("aarch64-linux-gnu"), 2);
    tm.pipeline.verify_regalloc = true;
    let asm = tm.emit_assembly(&module).expect("kiln compiles it");
    let b = body(&asm, "count");
    // The latch: `b.ne` back to the loop, falling through to the exit.
    let conditional: Vec<usize> = (0..b.len()).filter(|&k| b[k].starts_with("b.")).collect();
    assert_eq!(conditional.len(), 1, "{b:?}");
    let k = conditional[0];
    assert!(b[k].starts_with("b.ne "), "{b:?}");
    assert!(!b[k..].iter().any(|l| l.starts_with("b ")), "{b:?}");
}

/// i32 is a legal type: 32-bit operations use the W registers as llc-22 does (no 64-bit
/// operation followed by a re-extension), compares and selects are 32 bits wide, a
/// sign extension to i64 is one `sxtw`, and logical immediates are the 32-bit ones.
#[test]
fn i32_lives_in_w_registers() {
    let ir = r#"
target triple = "aarch64-unknown-linux-gnu"
define i32 @add32(i32 %a, i32 %b) {
  %s = add i32 %a, %b
  ret i32 %s
}
define i32 @max32(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %r = select i1 %c, i32 %b, i32 %a
  ret i32 %r
}
define i64 @widen(i32 %a) {
  %w = sext i32 %a to i64
  ret i64 %w
}
define i32 @mask(i32 %a) {
  %m = and i32 %a, 252645135
  ret i32 %m
}
define i32 @shifts(i32 %a, i32 %n) {
  %x = lshr i32 %a, 3
  %y = shl i32 %x, %n
  ret i32 %y
}
"#;
    let module = kiln_ir::parse_str("w.ll", ir).expect("the IR parses");
    let mut tm = AArch64TargetMachine::new(Triple::parse_normalized("aarch64-linux-gnu"), 2);
    tm.pipeline.verify_regalloc = true;
    let asm = tm.emit_assembly(&module).expect("kiln compiles it");
    assert_eq!(body(&asm, "add32"), ["add w0, w0, w1", "ret"]);
    assert_eq!(
        body(&asm, "max32"),
        ["cmp w0, w1", "csel w0, w1, w0, lt", "ret"]
    );
    assert_eq!(body(&asm, "widen"), ["sxtw x0, w0", "ret"]);
    assert_eq!(body(&asm, "mask"), ["and w0, w0, #0xf0f0f0f", "ret"]);
    let b = body(&asm, "shifts");
    assert_eq!(b.len(), 3, "{b:?}");
    assert!(
        b[0].starts_with("lsr w") && b[0].ends_with(", w0, #3"),
        "{b:?}"
    );
    assert!(
        b[1].starts_with("lsl w0, w") && b[1].ends_with(", w1"),
        "{b:?}"
    );
}

/// An extension whose operand is a load is an extending load (the core's combine, LLVM's
/// DAGCombiner fold): `ldrsw`/`ldrsh` and `ldrb` with no `sxtw`/`and` after them, as llc-22
/// emits.
#[test]
fn extensions_of_loads_are_extending_loads() {
    let ir = r#"
target triple = "aarch64-unknown-linux-gnu"
define i64 @sext32(ptr %p) {
  %v = load i32, ptr %p
  %w = sext i32 %v to i64
  ret i64 %w
}
define i64 @sext16(ptr %p) {
  %v = load i16, ptr %p
  %w = sext i16 %v to i64
  ret i64 %w
}
define i32 @zext8(ptr %p) {
  %v = load i8, ptr %p
  %w = zext i8 %v to i32
  ret i32 %w
}
"#;
    let module = kiln_ir::parse_str("ext.ll", ir).expect("the IR parses");
    let mut tm = AArch64TargetMachine::new(Triple::parse_normalized("aarch64-linux-gnu"), 2);
    tm.pipeline.verify_regalloc = true;
    let asm = tm.emit_assembly(&module).expect("kiln compiles it");
    assert_eq!(body(&asm, "sext32"), ["ldrsw x0, [x0]", "ret"]);
    assert_eq!(body(&asm, "sext16"), ["ldrsh x0, [x0]", "ret"]);
    assert_eq!(body(&asm, "zext8"), ["ldrb w0, [x0]", "ret"]);
}

fn compile_ir(ir: &str) -> String {
    let module = kiln_ir::parse_str("t.ll", ir).expect("the IR parses");
    let mut tm = AArch64TargetMachine::new(Triple::parse_normalized("aarch64-linux-gnu"), 2);
    tm.pipeline.verify_regalloc = true;
    tm.emit_assembly(&module).expect("kiln compiles it")
}

/// A shift feeding add/sub/and/orr/eor (or their inverted forms) is the operand's shift, in
/// both widths; a rotate (`fshl`/`fshr` of one value) is `ror` (`extr`), folded the same way
/// into a logical operation; `0 - x` is `neg`.
#[test]
fn shifted_register_operands_and_rotates() {
    let asm = compile_ir(
        r#"
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i64 @llvm.fshr.i64(i64, i64, i64)
define i64 @addlsl(i64 %x, i64 %y) {
  %s = shl i64 %y, 3
  %r = add i64 %s, %x
  ret i64 %r
}
define i32 @sublsr(i32 %x, i32 %y) {
  %s = lshr i32 %y, 5
  %r = sub i32 %x, %s
  ret i32 %r
}
define i32 @eorasr(i32 %x, i32 %y) {
  %s = ashr i32 %y, 31
  %r = xor i32 %s, %x
  ret i32 %r
}
define i64 @bic(i64 %x, i64 %y) {
  %s = lshr i64 %y, 7
  %n = xor i64 %s, -1
  %r = and i64 %x, %n
  ret i64 %r
}
define i32 @rotl(i32 %x) {
  %r = call i32 @llvm.fshl.i32(i32 %x, i32 %x, i32 25)
  ret i32 %r
}
define i32 @sigma(i32 %x) {
  %a = call i32 @llvm.fshl.i32(i32 %x, i32 %x, i32 26)
  %b = call i32 @llvm.fshl.i32(i32 %x, i32 %x, i32 21)
  %r = xor i32 %a, %b
  ret i32 %r
}
define i64 @rotrv(i64 %x, i64 %n) {
  %r = call i64 @llvm.fshr.i64(i64 %x, i64 %x, i64 %n)
  ret i64 %r
}
define i32 @rotlv(i32 %x, i32 %n) {
  %r = call i32 @llvm.fshl.i32(i32 %x, i32 %x, i32 %n)
  ret i32 %r
}
define i32 @rot0(i32 %x) {
  %r = call i32 @llvm.fshl.i32(i32 %x, i32 %x, i32 64)
  ret i32 %r
}
"#,
    );
    assert_eq!(body(&asm, "addlsl"), ["add x0, x0, x1, lsl #3", "ret"]);
    assert_eq!(body(&asm, "sublsr"), ["sub w0, w0, w1, lsr #5", "ret"]);
    assert_eq!(body(&asm, "eorasr"), ["eor w0, w0, w1, asr #31", "ret"]);
    assert_eq!(body(&asm, "bic"), ["bic x0, x0, x1, lsr #7", "ret"]);
    assert_eq!(body(&asm, "rotl"), ["ror w0, w0, #7", "ret"]);
    let b = body(&asm, "sigma");
    assert_eq!(b.len(), 3, "{b:?}");
    assert!(
        b[0].starts_with("ror w") && b[0].ends_with(", w0, #6"),
        "{b:?}"
    );
    assert!(
        b[1].starts_with("eor w0, w") && b[1].ends_with(", w0, ror #11"),
        "{b:?}"
    );
    assert_eq!(body(&asm, "rotrv"), ["ror x0, x0, x1", "ret"]);
    let b = body(&asm, "rotlv");
    assert_eq!(b.len(), 3, "{b:?}");
    assert!(b[0].starts_with("neg w") && b[0].ends_with(", w1"), "{b:?}");
    assert!(b[1].starts_with("ror w0, w0, w"), "{b:?}");
    assert_eq!(body(&asm, "rot0"), ["ret"]);
}

/// A branch on (in)equality with zero is `cbz`/`cbnz` on the register's width, with no `cmp`.
#[test]
fn zero_tests_branch_with_cbz() {
    let asm = compile_ir(
        r#"
define i64 @len(ptr %p) {
entry:
  br label %loop
loop:
  %n = phi i64 [ 0, %entry ], [ %n1, %loop ]
  %q = phi ptr [ %p, %entry ], [ %q1, %loop ]
  %q1 = load ptr, ptr %q
  %n1 = add i64 %n, 1
  %z = icmp eq ptr %q1, null
  br i1 %z, label %out, label %loop
out:
  ret i64 %n1
}
define i32 @w(i32 %a, i32 %b) {
  %z = icmp ne i32 %a, 0
  br i1 %z, label %t, label %f
t:
  ret i32 %b
f:
  ret i32 7
}
"#,
    );
    let b = body(&asm, "len");
    assert!(
        b.iter()
            .any(|l| l.starts_with("cbnz x") || l.starts_with("cbz x")),
        "{b:?}"
    );
    assert!(!b.iter().any(|l| l.starts_with("cmp")), "{b:?}");
    let b = body(&asm, "w");
    assert!(
        b.iter()
            .any(|l| l.starts_with("cbz w0") || l.starts_with("cbnz w0")),
        "{b:?}"
    );
    assert!(!b.iter().any(|l| l.starts_with("cmp")), "{b:?}");
}

/// A vector multiply added to an accumulator is `mla` (the accumulator tied to the result).
#[test]
fn vector_multiply_accumulate_is_mla() {
    let asm = compile_ir(
        r#"
define <4 x i32> @m(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c) {
  %p = mul <4 x i32> %b, %c
  %r = add <4 x i32> %a, %p
  ret <4 x i32> %r
}
define <8 x i16> @h(<8 x i16> %a, <8 x i16> %b, <8 x i16> %c) {
  %p = mul <8 x i16> %b, %c
  %r = add <8 x i16> %p, %a
  ret <8 x i16> %r
}
"#,
    );
    assert_eq!(body(&asm, "m"), ["mla v0.4s, v1.4s, v2.4s", "ret"]);
    assert_eq!(body(&asm, "h"), ["mla v0.8h, v1.8h, v2.8h", "ret"]);
}

/// The `bl __aarch64_*` lines of `asm`, in order.
fn helper_calls(asm: &str) -> Vec<String> {
    asm.lines()
        .map(str::trim)
        .filter(|l| l.starts_with("bl\t__aarch64_") || l.starts_with("bl __aarch64_"))
        .map(|l| l.split_whitespace().nth(1).unwrap_or("").to_string())
        .collect()
}

/// With `+outline-atomics` (clang's default for aarch64-linux-gnu), read-modify-writes and
/// compare-exchanges that have an LSE instruction call libgcc's `__aarch64_*` helpers, the
/// same helpers in the same order as llc-22 calls them (subtraction through `ldadd` of the
/// negation, `and` through `ldclr` of the complement, compare-exchange orderings merged,
/// 16-byte `cas` on register pairs); `max` has no helper and stays inline at -O2; `+lse` or
/// `-outline-atomics` turn the calls off.
#[test]
fn outline_atomics_call_the_helpers_llc_calls() {
    let ir = r#"
target triple = "aarch64-unknown-linux-gnu"
define i32 @rmw(ptr %p, i32 %v, ptr %q, i64 %w, ptr %b, i8 %c, ptr %h, i16 %s) #0 {
  %a = atomicrmw add ptr %p, i32 %v seq_cst
  %d = atomicrmw sub ptr %q, i64 %w acquire
  %e = atomicrmw and ptr %b, i8 %c release
  %f = atomicrmw or ptr %h, i16 %s monotonic
  %g = atomicrmw xor ptr %p, i32 %v acq_rel
  %x = atomicrmw xchg ptr %q, i64 %w seq_cst
  %y = atomicrmw xchg ptr %q, ptr %b monotonic
  %r = add i32 %a, %g
  ret i32 %r
}
define i64 @cas(ptr %p, i64 %e, i64 %n, ptr %b, i8 %x, i8 %y) #0 {
  %r = cmpxchg ptr %p, i64 %e, i64 %n release acquire
  %o = extractvalue { i64, i1 } %r, 0
  %s = cmpxchg weak ptr %b, i8 %x, i8 %y monotonic monotonic
  %t = extractvalue { i8, i1 } %s, 1
  %z = zext i1 %t to i64
  %u = add i64 %o, %z
  ret i64 %u
}
define i128 @cas16(ptr %p, i128 %e, i128 %n) #0 {
  %r = cmpxchg ptr %p, i128 %e, i128 %n seq_cst seq_cst
  %o = extractvalue { i128, i1 } %r, 0
  ret i128 %o
}
define i32 @max(ptr %p, i32 %v) #0 {
  %a = atomicrmw max ptr %p, i32 %v seq_cst
  ret i32 %a
}
attributes #0 = { "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
"#;
    let dir = std::env::temp_dir().join(format!("kiln-a64-outline-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("the test directory is created");
    let ll = dir.join("outline.ll");
    std::fs::write(&ll, ir).expect("the IR is written");
    let module = kiln_ir::parse_str("outline.ll", ir).expect("the IR parses");
    for level in [0u8, 2] {
        let mut tm =
            AArch64TargetMachine::new(Triple::parse_normalized("aarch64-linux-gnu"), level);
        tm.pipeline.verify_regalloc = true;
        let asm = tm.emit_assembly(&module).expect("kiln compiles it");
        let out = std::process::Command::new("llc-22")
            .arg(format!("-O{level}"))
            .arg(&ll)
            .arg("-o")
            .arg("-")
            .output()
            .expect("llc-22 runs");
        assert!(out.status.success(), "llc-22 -O{level} failed");
        // Without llc's `// @name` comments, so `body` finds the labels.
        let llc: String = String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(|l| l.split("//").next().unwrap_or("").trim_end().to_string() + "\n")
            .collect();
        for f in ["rmw", "cas", "cas16"] {
            let (k, l) = (body(&asm, f).join("\n"), body(&llc, f).join("\n"));
            assert_eq!(helper_calls(&k), helper_calls(&l), "-O{level} {f}:\n{k}");
            assert!(!helper_calls(&k).is_empty(), "-O{level} {f}:\n{k}");
        }
        let k = body(&asm, "rmw").join("\n");
        assert!(
            helper_calls(&k).contains(&"__aarch64_ldclr1_rel".to_string()),
            "{k}"
        );
        if level == 2 {
            // No helper for max: inline at -O2 (llc-22 -O0 loops on __aarch64_cas4).
            let k = body(&asm, "max").join("\n");
            assert!(helper_calls(&k).is_empty() && k.contains("ldaxr"), "{k}");
            assert_eq!(
                helper_calls(&body(&llc, "max").join("\n")),
                Vec::<String>::new()
            );
        }
        for features in ["+lse", "-outline-atomics"] {
            tm.target.features = kiln_target::FeatureString::parse(features).expect("parses");
            let asm = tm.emit_assembly(&module).expect("kiln compiles it");
            assert!(helper_calls(&asm).is_empty(), "{features}:\n{asm}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
