; Folds on integers wider than 128 bits, where one `Constant` node holds the sign extension
; of an i128 (crates/codegen/src/combine.rs, known_bits.rs). Each function stores its result
; through %r so the C driver wide_fold.c can print its bytes; kiln's builds must print
; llc-22's (targets/riscv/tests/wide_fold_run.rs).

; csmith seed 87 (--float, clang -O0): a 31-bit field read from an i136 container. The mask
; was dropped: the known-zero walk treated the i136 shift as a 128-bit one.
define void @field_136(ptr %r, ptr %a) {
  %x = load i136, ptr %a, align 1
  %s = lshr i136 %x, 99
  %m = and i136 %s, 2147483647
  %t = trunc i136 %m to i64
  store i64 %t, ptr %r, align 8
  ret void
}

define void @field_top_136(ptr %r, ptr %a) {
  %x = load i136, ptr %a, align 1
  %s = lshr i136 %x, 120
  %m = and i136 %s, 65535
  store i136 %m, ptr %r, align 8
  ret void
}

define void @and_wide_mask_160(ptr %r, ptr %a) {
  %x = load i160, ptr %a, align 1
  %s = shl i160 %x, 4
  %m = and i160 %s, -16
  store i160 %m, ptr %r, align 8
  ret void
}

; Constant operands the combiner folds: the exact result does not fit an i128.
define void @srl_neg_136(ptr %r) {
  %z = lshr i136 -1, 4
  store i136 %z, ptr %r, align 8
  ret void
}

define void @add_over_136(ptr %r) {
  %z = add i136 170141183460469231731687303715884105727, 1
  store i136 %z, ptr %r, align 8
  ret void
}

define void @sub_over_136(ptr %r) {
  %z = sub i136 -170141183460469231731687303715884105728, 1
  store i136 %z, ptr %r, align 8
  ret void
}

define void @mul_over_192(ptr %r) {
  %z = mul i192 1267650600228229401496703205376, 1099511627776
  store i192 %z, ptr %r, align 8
  ret void
}

define void @shl_over_136(ptr %r) {
  %z = shl i136 3, 130
  store i136 %z, ptr %r, align 8
  ret void
}

; Unsigned division of a negative constant is not folded (and division past 128 bits is a
; located error), so these divide a non-negative one.
define void @udiv_136(ptr %r) {
  %z = udiv i136 170141183460469231731687303715884105727, 3
  store i136 %z, ptr %r, align 8
  ret void
}

define void @urem_136(ptr %r) {
  %z = urem i136 170141183460469231731687303715884105727, 10
  store i136 %z, ptr %r, align 8
  ret void
}

define void @sdiv_136(ptr %r) {
  %z = sdiv i136 -170141183460469231731687303715884105727, 3
  store i136 %z, ptr %r, align 8
  ret void
}

define void @sra_136(ptr %r) {
  %z = ashr i136 -170141183460469231731687303715884105728, 131
  store i136 %z, ptr %r, align 8
  ret void
}

define void @zext_128_256(ptr %r) {
  %z = zext i128 -1 to i256
  store i256 %z, ptr %r, align 8
  ret void
}

; x - c becomes x + (-c), which does not exist for c = -2^127 in a constant node.
define void @sub_min_136(ptr %r, ptr %a) {
  %x = load i136, ptr %a, align 1
  %z = sub i136 %x, -170141183460469231731687303715884105728
  store i136 %z, ptr %r, align 8
  ret void
}
