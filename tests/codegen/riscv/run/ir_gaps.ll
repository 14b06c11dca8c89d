; Constructs real C programs produce that kiln once refused (issue 22, item 5), checked
; against llc-22 by `ir_gaps.c`: `llvm.is.constant` (true only for IR constants),
; `llvm.is.fpclass` on half, float, double and fp128, a block no path reaches that uses a
; value before its definition (valid IR: dropped before selection), and the
; `*.with.overflow` intrinsics on integers wider than 64 bits that are not a whole number of
; bytes (clang emits `llvm.smul.with.overflow.i129` for `__builtin_mul_overflow` on mixed
; types), and bit counts, abs and min/max on such widths.
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@g = global i32 7

declare i1 @llvm.is.constant.i32(i32)
declare i1 @llvm.is.constant.p0(ptr)
declare i1 @llvm.is.fpclass.f16(half, i32)
declare i1 @llvm.is.fpclass.f32(float, i32)
declare i1 @llvm.is.fpclass.f64(double, i32)
declare i1 @llvm.is.fpclass.f128(fp128, i32)

; Bit 0: the argument is constant (never, here); bit 1: 5 is; bit 2: @g is.
define i32 @is_constant(i32 %x) {
  %c = call i1 @llvm.is.constant.i32(i32 %x)
  %d = call i1 @llvm.is.constant.i32(i32 5)
  %e = call i1 @llvm.is.constant.p0(ptr @g)
  %c1 = zext i1 %c to i32
  %d1 = zext i1 %d to i32
  %e1 = zext i1 %e to i32
  %d2 = shl i32 %d1, 1
  %e2 = shl i32 %e1, 2
  %r1 = or i32 %c1, %d2
  %r = or i32 %r1, %e2
  ret i32 %r
}

; One bit per fpclass mask tested: snan, qnan, -inf, -normal, -subnormal, -zero, +zero,
; +subnormal, +normal, +inf, then nan|inf, zero|subnormal and normal.
define i32 @fpclass_f64(double %x) {
  %m0 = call i1 @llvm.is.fpclass.f64(double %x, i32 1)
  %m1 = call i1 @llvm.is.fpclass.f64(double %x, i32 2)
  %m2 = call i1 @llvm.is.fpclass.f64(double %x, i32 4)
  %m3 = call i1 @llvm.is.fpclass.f64(double %x, i32 8)
  %m4 = call i1 @llvm.is.fpclass.f64(double %x, i32 16)
  %m5 = call i1 @llvm.is.fpclass.f64(double %x, i32 32)
  %m6 = call i1 @llvm.is.fpclass.f64(double %x, i32 64)
  %m7 = call i1 @llvm.is.fpclass.f64(double %x, i32 128)
  %m8 = call i1 @llvm.is.fpclass.f64(double %x, i32 256)
  %m9 = call i1 @llvm.is.fpclass.f64(double %x, i32 512)
  %m10 = call i1 @llvm.is.fpclass.f64(double %x, i32 519)
  %m11 = call i1 @llvm.is.fpclass.f64(double %x, i32 240)
  %m12 = call i1 @llvm.is.fpclass.f64(double %x, i32 264)
  %r = call i32 @pack13(i1 %m0, i1 %m1, i1 %m2, i1 %m3, i1 %m4, i1 %m5, i1 %m6, i1 %m7, i1 %m8, i1 %m9, i1 %m10, i1 %m11, i1 %m12)
  ret i32 %r
}

define i32 @fpclass_f128(fp128 %x) {
  %m0 = call i1 @llvm.is.fpclass.f128(fp128 %x, i32 1)
  %m1 = call i1 @llvm.is.fpclass.f128(fp128 %x, i32 2)
  %m2 = call i1 @llvm.is.fpclass.f128(fp128 %x, i32 4)
  %m3 = call i1 @llvm.is.fpclass.f128(fp128 %x, i32 8)
  %m4 = call i1 @llvm.is.fpclass.f128(fp128 %x, i32 16)
  %m5 = call i1 @llvm.is.fpclass.f128(fp128 %x, i32 32)
  %m6 = call i1 @llvm.is.fpclass.f128(fp128 %x, i32 64)
  %m7 = call i1 @llvm.is.fpclass.f128(fp128 %x, i32 128)
  %m8 = call i1 @llvm.is.fpclass.f128(fp128 %x, i32 256)
  %m9 = call i1 @llvm.is.fpclass.f128(fp128 %x, i32 512)
  %m10 = call i1 @llvm.is.fpclass.f128(fp128 %x, i32 519)
  %m11 = call i1 @llvm.is.fpclass.f128(fp128 %x, i32 240)
  %m12 = call i1 @llvm.is.fpclass.f128(fp128 %x, i32 264)
  %r = call i32 @pack13(i1 %m0, i1 %m1, i1 %m2, i1 %m3, i1 %m4, i1 %m5, i1 %m6, i1 %m7, i1 %m8, i1 %m9, i1 %m10, i1 %m11, i1 %m12)
  ret i32 %r
}

; f32 and f16 through the same masks; the f16 given by its bits.
define i32 @fpclass_f32_f16(float %x, i16 %hbits) {
  %h = bitcast i16 %hbits to half
  %a0 = call i1 @llvm.is.fpclass.f32(float %x, i32 3)
  %a1 = call i1 @llvm.is.fpclass.f32(float %x, i32 516)
  %a2 = call i1 @llvm.is.fpclass.f32(float %x, i32 144)
  %a3 = call i1 @llvm.is.fpclass.f32(float %x, i32 96)
  %a4 = call i1 @llvm.is.fpclass.f32(float %x, i32 264)
  %a5 = call i1 @llvm.is.fpclass.f32(float %x, i32 60)
  %b0 = call i1 @llvm.is.fpclass.f16(half %h, i32 3)
  %b1 = call i1 @llvm.is.fpclass.f16(half %h, i32 516)
  %b2 = call i1 @llvm.is.fpclass.f16(half %h, i32 144)
  %b3 = call i1 @llvm.is.fpclass.f16(half %h, i32 96)
  %b4 = call i1 @llvm.is.fpclass.f16(half %h, i32 264)
  %b5 = call i1 @llvm.is.fpclass.f16(half %h, i32 60)
  %r = call i32 @pack13(i1 %a0, i1 %a1, i1 %a2, i1 %a3, i1 %a4, i1 %a5, i1 %b0, i1 %b1, i1 %b2, i1 %b3, i1 %b4, i1 %b5, i1 false)
  ret i32 %r
}

define i32 @pack13(i1 %b0, i1 %b1, i1 %b2, i1 %b3, i1 %b4, i1 %b5, i1 %b6, i1 %b7, i1 %b8, i1 %b9, i1 %b10, i1 %b11, i1 %b12) {
  %v = insertelement <13 x i1> poison, i1 %b0, i32 0
  %v1 = insertelement <13 x i1> %v, i1 %b1, i32 1
  %v2 = insertelement <13 x i1> %v1, i1 %b2, i32 2
  %v3 = insertelement <13 x i1> %v2, i1 %b3, i32 3
  %v4 = insertelement <13 x i1> %v3, i1 %b4, i32 4
  %v5 = insertelement <13 x i1> %v4, i1 %b5, i32 5
  %v6 = insertelement <13 x i1> %v5, i1 %b6, i32 6
  %v7 = insertelement <13 x i1> %v6, i1 %b7, i32 7
  %v8 = insertelement <13 x i1> %v7, i1 %b8, i32 8
  %v9 = insertelement <13 x i1> %v8, i1 %b9, i32 9
  %v10 = insertelement <13 x i1> %v9, i1 %b10, i32 10
  %v11 = insertelement <13 x i1> %v10, i1 %b11, i32 11
  %v12 = insertelement <13 x i1> %v11, i1 %b12, i32 12
  %i = bitcast <13 x i1> %v12 to i13
  %r = zext i13 %i to i32
  ret i32 %r
}

; A block no path reaches, using %v before its definition, and a phi naming it.
define i32 @unreachable_use_before_def(i32 %x) {
entry:
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %pos, label %exit
dead:
  %u = add i32 %v, 1
  %v = mul i32 %u, 3
  br label %exit
pos:
  %y = shl i32 %x, 1
  br label %exit
exit:
  %p = phi i32 [ %x, %entry ], [ %u, %dead ], [ %y, %pos ]
  ret i32 %p
}

declare { i129, i1 } @llvm.smul.with.overflow.i129(i129, i129)
declare { i129, i1 } @llvm.umul.with.overflow.i129(i129, i129)
declare { i65, i1 } @llvm.sadd.with.overflow.i65(i65, i65)
declare { i65, i1 } @llvm.uadd.with.overflow.i65(i65, i65)
declare { i100, i1 } @llvm.ssub.with.overflow.i100(i100, i100)
declare { i100, i1 } @llvm.usub.with.overflow.i100(i100, i100)
declare { i65, i1 } @llvm.smul.with.overflow.i65(i65, i65)

; Each returns the overflow bit in bit 0 and the low 63 bits of the result above it.
define i64 @smul129(i128 %a, i64 %b) {
  %x = sext i128 %a to i129
  %y = sext i64 %b to i129
  %r = call { i129, i1 } @llvm.smul.with.overflow.i129(i129 %x, i129 %y)
  %v = extractvalue { i129, i1 } %r, 0
  %o = extractvalue { i129, i1 } %r, 1
  %t = trunc i129 %v to i64
  %res = call i64 @pack_ov(i64 %t, i1 %o)
  ret i64 %res
}

define i64 @umul129(i128 %a, i64 %b) {
  %x = zext i128 %a to i129
  %x2 = shl i129 %x, 1
  %y = zext i64 %b to i129
  %r = call { i129, i1 } @llvm.umul.with.overflow.i129(i129 %x2, i129 %y)
  %v = extractvalue { i129, i1 } %r, 0
  %o = extractvalue { i129, i1 } %r, 1
  %s = lshr i129 %v, 64
  %t = trunc i129 %s to i64
  %res = call i64 @pack_ov(i64 %t, i1 %o)
  ret i64 %res
}

define i64 @sadd65(i64 %a, i64 %b) {
  %x = sext i64 %a to i65
  %x2 = shl i65 %x, 1
  %y = sext i64 %b to i65
  %r = call { i65, i1 } @llvm.sadd.with.overflow.i65(i65 %x2, i65 %y)
  %v = extractvalue { i65, i1 } %r, 0
  %o = extractvalue { i65, i1 } %r, 1
  %s = ashr i65 %v, 1
  %t = trunc i65 %s to i64
  %res = call i64 @pack_ov(i64 %t, i1 %o)
  ret i64 %res
}

define i64 @uadd65(i64 %a, i64 %b) {
  %x = zext i64 %a to i65
  %x2 = shl i65 %x, 1
  %y = zext i64 %b to i65
  %r = call { i65, i1 } @llvm.uadd.with.overflow.i65(i65 %x2, i65 %y)
  %v = extractvalue { i65, i1 } %r, 0
  %o = extractvalue { i65, i1 } %r, 1
  %s = lshr i65 %v, 1
  %t = trunc i65 %s to i64
  %res = call i64 @pack_ov(i64 %t, i1 %o)
  ret i64 %res
}

define i64 @ssub100(i64 %a, i64 %b) {
  %x = sext i64 %a to i100
  %x2 = shl i100 %x, 36
  %y = sext i64 %b to i100
  %y2 = shl i100 %y, 35
  %r = call { i100, i1 } @llvm.ssub.with.overflow.i100(i100 %x2, i100 %y2)
  %v = extractvalue { i100, i1 } %r, 0
  %o = extractvalue { i100, i1 } %r, 1
  %s = ashr i100 %v, 36
  %t = trunc i100 %s to i64
  %res = call i64 @pack_ov(i64 %t, i1 %o)
  ret i64 %res
}

define i64 @usub100(i64 %a, i64 %b) {
  %x = zext i64 %a to i100
  %y = zext i64 %b to i100
  %r = call { i100, i1 } @llvm.usub.with.overflow.i100(i100 %x, i100 %y)
  %v = extractvalue { i100, i1 } %r, 0
  %o = extractvalue { i100, i1 } %r, 1
  %s = lshr i100 %v, 40
  %t = trunc i100 %s to i64
  %res = call i64 @pack_ov(i64 %t, i1 %o)
  ret i64 %res
}

define i64 @smul65(i64 %a, i64 %b) {
  %x = sext i64 %a to i65
  %y = sext i64 %b to i65
  %r = call { i65, i1 } @llvm.smul.with.overflow.i65(i65 %x, i65 %y)
  %v = extractvalue { i65, i1 } %r, 0
  %o = extractvalue { i65, i1 } %r, 1
  %t = trunc i65 %v to i64
  %res = call i64 @pack_ov(i64 %t, i1 %o)
  ret i64 %res
}

define i64 @pack_ov(i64 %v, i1 %o) {
  %s = shl i64 %v, 1
  %o1 = zext i1 %o to i64
  %r = or i64 %s, %o1
  ret i64 %r
}

declare i65 @llvm.ctpop.i65(i65)
declare i100 @llvm.ctlz.i100(i100, i1)
declare i129 @llvm.cttz.i129(i129, i1)
declare i65 @llvm.abs.i65(i65, i1)
declare i100 @llvm.smax.i100(i100, i100)
declare i129 @llvm.umin.i129(i129, i129)
declare i65 @llvm.smin.i65(i65, i65)
declare i100 @llvm.umax.i100(i100, i100)

; Bit counts, abs and min/max on odd widths: the operands built from i64 inputs so every bit
; above 64 is exercised (a << k and sign/zero extension). Results truncated to i64.
define i64 @odd_counts(i64 %a, i64 %b) {
  %x65 = sext i64 %a to i65
  %p = call i65 @llvm.ctpop.i65(i65 %x65)
  %p64 = trunc i65 %p to i64
  %x100 = zext i64 %a to i100
  %x100s = shl i100 %x100, 20
  %l = call i100 @llvm.ctlz.i100(i100 %x100s, i1 false)
  %l64 = trunc i100 %l to i64
  %x129 = zext i64 %b to i129
  %x129s = shl i129 %x129, 65
  %t = call i129 @llvm.cttz.i129(i129 %x129s, i1 false)
  %t64 = trunc i129 %t to i64
  %r1 = mul i64 %p64, 1000000
  %r2 = mul i64 %l64, 1000
  %r3 = add i64 %r1, %r2
  %r = add i64 %r3, %t64
  ret i64 %r
}

define i64 @odd_minmax(i64 %a, i64 %b) {
  %a65 = sext i64 %a to i65
  %a65s = shl i65 %a65, 1
  %abs = call i65 @llvm.abs.i65(i65 %a65s, i1 false)
  %abs64 = trunc i65 %abs to i64
  %a100 = sext i64 %a to i100
  %b100 = sext i64 %b to i100
  %a100s = shl i100 %a100, 30
  %mx = call i100 @llvm.smax.i100(i100 %a100s, i100 %b100)
  %mxs = ashr i100 %mx, 30
  %mx64 = trunc i100 %mxs to i64
  %a129 = zext i64 %a to i129
  %a129s = shl i129 %a129, 64
  %b129 = zext i64 %b to i129
  %mn = call i129 @llvm.umin.i129(i129 %a129s, i129 %b129)
  %mn64 = trunc i129 %mn to i64
  %b65 = sext i64 %b to i65
  %sm = call i65 @llvm.smin.i65(i65 %a65s, i65 %b65)
  %sms = ashr i65 %sm, 1
  %sm64 = trunc i65 %sms to i64
  %um = call i100 @llvm.umax.i100(i100 %a100s, i100 %b100)
  %ums = lshr i100 %um, 36
  %um64 = trunc i100 %ums to i64
  %h1 = xor i64 %abs64, %mx64
  %h2 = mul i64 %h1, 31
  %h3 = xor i64 %h2, %mn64
  %h4 = mul i64 %h3, 31
  %h5 = xor i64 %h4, %sm64
  %h6 = mul i64 %h5, 31
  %h = xor i64 %h6, %um64
  ret i64 %h
}
