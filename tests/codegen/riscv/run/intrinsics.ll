; Integer intrinsics at i8/i16/i32/i64, each wrapped in a function of i64 arguments
; (truncated inside, result zero-extended), so the C driver intrinsics.c can call them with
; edge values: kiln's build must print what llc-22's prints (targets/riscv/tests/intrinsics_run.rs).
; Generated once; each family is the same few lines per width.

define i64 @fshl_8(i64 %a, i64 %b, i64 %c) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %c8 = trunc i64 %c to i8
  %r = call i8 @llvm.fshl.i8(i8 %a8, i8 %b8, i8 %c8)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @fshl_8_c0(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i8 @llvm.fshl.i8(i8 %a8, i8 %b8, i8 0)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @fshl_8_c3(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i8 @llvm.fshl.i8(i8 %a8, i8 %b8, i8 3)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @fshl_8_c7(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i8 @llvm.fshl.i8(i8 %a8, i8 %b8, i8 7)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @fshl_8_c13(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i8 @llvm.fshl.i8(i8 %a8, i8 %b8, i8 13)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @rotl_8(i64 %a, i64 %c) {
  %a8 = trunc i64 %a to i8
  %c8 = trunc i64 %c to i8
  %r = call i8 @llvm.fshl.i8(i8 %a8, i8 %a8, i8 %c8)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @fshr_8(i64 %a, i64 %b, i64 %c) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %c8 = trunc i64 %c to i8
  %r = call i8 @llvm.fshr.i8(i8 %a8, i8 %b8, i8 %c8)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @fshr_8_c0(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i8 @llvm.fshr.i8(i8 %a8, i8 %b8, i8 0)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @fshr_8_c3(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i8 @llvm.fshr.i8(i8 %a8, i8 %b8, i8 3)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @fshr_8_c7(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i8 @llvm.fshr.i8(i8 %a8, i8 %b8, i8 7)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @fshr_8_c13(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i8 @llvm.fshr.i8(i8 %a8, i8 %b8, i8 13)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @rotr_8(i64 %a, i64 %c) {
  %a8 = trunc i64 %a to i8
  %c8 = trunc i64 %c to i8
  %r = call i8 @llvm.fshr.i8(i8 %a8, i8 %a8, i8 %c8)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @saddo_8(i64 %a, i64 %b, ptr %o) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %s = call {i8, i1} @llvm.sadd.with.overflow.i8(i8 %a8, i8 %b8)
  %r = extractvalue {i8, i1} %s, 0
  %f = extractvalue {i8, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @uaddo_8(i64 %a, i64 %b, ptr %o) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %s = call {i8, i1} @llvm.uadd.with.overflow.i8(i8 %a8, i8 %b8)
  %r = extractvalue {i8, i1} %s, 0
  %f = extractvalue {i8, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @ssubo_8(i64 %a, i64 %b, ptr %o) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %s = call {i8, i1} @llvm.ssub.with.overflow.i8(i8 %a8, i8 %b8)
  %r = extractvalue {i8, i1} %s, 0
  %f = extractvalue {i8, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @usubo_8(i64 %a, i64 %b, ptr %o) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %s = call {i8, i1} @llvm.usub.with.overflow.i8(i8 %a8, i8 %b8)
  %r = extractvalue {i8, i1} %s, 0
  %f = extractvalue {i8, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @smulo_8(i64 %a, i64 %b, ptr %o) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %s = call {i8, i1} @llvm.smul.with.overflow.i8(i8 %a8, i8 %b8)
  %r = extractvalue {i8, i1} %s, 0
  %f = extractvalue {i8, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @umulo_8(i64 %a, i64 %b, ptr %o) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %s = call {i8, i1} @llvm.umul.with.overflow.i8(i8 %a8, i8 %b8)
  %r = extractvalue {i8, i1} %s, 0
  %f = extractvalue {i8, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @sadd_sat_8(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i8 @llvm.sadd.sat.i8(i8 %a8, i8 %b8)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @uadd_sat_8(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i8 @llvm.uadd.sat.i8(i8 %a8, i8 %b8)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @ssub_sat_8(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i8 @llvm.ssub.sat.i8(i8 %a8, i8 %b8)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @usub_sat_8(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i8 @llvm.usub.sat.i8(i8 %a8, i8 %b8)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @sshl_sat_8(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i8 @llvm.sshl.sat.i8(i8 %a8, i8 %b8)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @ushl_sat_8(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i8 @llvm.ushl.sat.i8(i8 %a8, i8 %b8)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @ucmp_8_8(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i8 @llvm.ucmp.i8.i8(i8 %a8, i8 %b8)
  %z = sext i8 %r to i64
  ret i64 %z
}

define i64 @ucmp_32_8(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i32 @llvm.ucmp.i32.i8(i8 %a8, i8 %b8)
  %z = sext i32 %r to i64
  ret i64 %z
}

define i64 @scmp_8_8(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i8 @llvm.scmp.i8.i8(i8 %a8, i8 %b8)
  %z = sext i8 %r to i64
  ret i64 %z
}

define i64 @scmp_32_8(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i32 @llvm.scmp.i32.i8(i8 %a8, i8 %b8)
  %z = sext i32 %r to i64
  ret i64 %z
}

define i64 @smin_8(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i8 @llvm.smin.i8(i8 %a8, i8 %b8)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @smax_8(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i8 @llvm.smax.i8(i8 %a8, i8 %b8)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @umin_8(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i8 @llvm.umin.i8(i8 %a8, i8 %b8)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @umax_8(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r = call i8 @llvm.umax.i8(i8 %a8, i8 %b8)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @ctpop_8(i64 %a) {
  %a8 = trunc i64 %a to i8
  %r = call i8 @llvm.ctpop.i8(i8 %a8)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @bitreverse_8(i64 %a) {
  %a8 = trunc i64 %a to i8
  %r = call i8 @llvm.bitreverse.i8(i8 %a8)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @abs_8(i64 %a) {
  %a8 = trunc i64 %a to i8
  %r = call i8 @llvm.abs.i8(i8 %a8, i1 false)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @ctlz_8(i64 %a) {
  %a8 = trunc i64 %a to i8
  %r = call i8 @llvm.ctlz.i8(i8 %a8, i1 false)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @cttz_8(i64 %a) {
  %a8 = trunc i64 %a to i8
  %r = call i8 @llvm.cttz.i8(i8 %a8, i1 false)
  %z = zext i8 %r to i64
  ret i64 %z
}

define i64 @fshl_16(i64 %a, i64 %b, i64 %c) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %c16 = trunc i64 %c to i16
  %r = call i16 @llvm.fshl.i16(i16 %a16, i16 %b16, i16 %c16)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @fshl_16_c0(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i16 @llvm.fshl.i16(i16 %a16, i16 %b16, i16 0)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @fshl_16_c3(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i16 @llvm.fshl.i16(i16 %a16, i16 %b16, i16 3)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @fshl_16_c15(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i16 @llvm.fshl.i16(i16 %a16, i16 %b16, i16 15)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @fshl_16_c21(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i16 @llvm.fshl.i16(i16 %a16, i16 %b16, i16 21)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @rotl_16(i64 %a, i64 %c) {
  %a16 = trunc i64 %a to i16
  %c16 = trunc i64 %c to i16
  %r = call i16 @llvm.fshl.i16(i16 %a16, i16 %a16, i16 %c16)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @fshr_16(i64 %a, i64 %b, i64 %c) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %c16 = trunc i64 %c to i16
  %r = call i16 @llvm.fshr.i16(i16 %a16, i16 %b16, i16 %c16)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @fshr_16_c0(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i16 @llvm.fshr.i16(i16 %a16, i16 %b16, i16 0)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @fshr_16_c3(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i16 @llvm.fshr.i16(i16 %a16, i16 %b16, i16 3)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @fshr_16_c15(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i16 @llvm.fshr.i16(i16 %a16, i16 %b16, i16 15)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @fshr_16_c21(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i16 @llvm.fshr.i16(i16 %a16, i16 %b16, i16 21)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @rotr_16(i64 %a, i64 %c) {
  %a16 = trunc i64 %a to i16
  %c16 = trunc i64 %c to i16
  %r = call i16 @llvm.fshr.i16(i16 %a16, i16 %a16, i16 %c16)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @saddo_16(i64 %a, i64 %b, ptr %o) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %s = call {i16, i1} @llvm.sadd.with.overflow.i16(i16 %a16, i16 %b16)
  %r = extractvalue {i16, i1} %s, 0
  %f = extractvalue {i16, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @uaddo_16(i64 %a, i64 %b, ptr %o) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %s = call {i16, i1} @llvm.uadd.with.overflow.i16(i16 %a16, i16 %b16)
  %r = extractvalue {i16, i1} %s, 0
  %f = extractvalue {i16, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @ssubo_16(i64 %a, i64 %b, ptr %o) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %s = call {i16, i1} @llvm.ssub.with.overflow.i16(i16 %a16, i16 %b16)
  %r = extractvalue {i16, i1} %s, 0
  %f = extractvalue {i16, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @usubo_16(i64 %a, i64 %b, ptr %o) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %s = call {i16, i1} @llvm.usub.with.overflow.i16(i16 %a16, i16 %b16)
  %r = extractvalue {i16, i1} %s, 0
  %f = extractvalue {i16, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @smulo_16(i64 %a, i64 %b, ptr %o) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %s = call {i16, i1} @llvm.smul.with.overflow.i16(i16 %a16, i16 %b16)
  %r = extractvalue {i16, i1} %s, 0
  %f = extractvalue {i16, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @umulo_16(i64 %a, i64 %b, ptr %o) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %s = call {i16, i1} @llvm.umul.with.overflow.i16(i16 %a16, i16 %b16)
  %r = extractvalue {i16, i1} %s, 0
  %f = extractvalue {i16, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @sadd_sat_16(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i16 @llvm.sadd.sat.i16(i16 %a16, i16 %b16)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @uadd_sat_16(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i16 @llvm.uadd.sat.i16(i16 %a16, i16 %b16)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @ssub_sat_16(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i16 @llvm.ssub.sat.i16(i16 %a16, i16 %b16)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @usub_sat_16(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i16 @llvm.usub.sat.i16(i16 %a16, i16 %b16)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @sshl_sat_16(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i16 @llvm.sshl.sat.i16(i16 %a16, i16 %b16)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @ushl_sat_16(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i16 @llvm.ushl.sat.i16(i16 %a16, i16 %b16)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @ucmp_8_16(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i8 @llvm.ucmp.i8.i16(i16 %a16, i16 %b16)
  %z = sext i8 %r to i64
  ret i64 %z
}

define i64 @ucmp_32_16(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i32 @llvm.ucmp.i32.i16(i16 %a16, i16 %b16)
  %z = sext i32 %r to i64
  ret i64 %z
}

define i64 @scmp_8_16(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i8 @llvm.scmp.i8.i16(i16 %a16, i16 %b16)
  %z = sext i8 %r to i64
  ret i64 %z
}

define i64 @scmp_32_16(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i32 @llvm.scmp.i32.i16(i16 %a16, i16 %b16)
  %z = sext i32 %r to i64
  ret i64 %z
}

define i64 @smin_16(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i16 @llvm.smin.i16(i16 %a16, i16 %b16)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @smax_16(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i16 @llvm.smax.i16(i16 %a16, i16 %b16)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @umin_16(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i16 @llvm.umin.i16(i16 %a16, i16 %b16)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @umax_16(i64 %a, i64 %b) {
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %r = call i16 @llvm.umax.i16(i16 %a16, i16 %b16)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @ctpop_16(i64 %a) {
  %a16 = trunc i64 %a to i16
  %r = call i16 @llvm.ctpop.i16(i16 %a16)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @bitreverse_16(i64 %a) {
  %a16 = trunc i64 %a to i16
  %r = call i16 @llvm.bitreverse.i16(i16 %a16)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @abs_16(i64 %a) {
  %a16 = trunc i64 %a to i16
  %r = call i16 @llvm.abs.i16(i16 %a16, i1 false)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @ctlz_16(i64 %a) {
  %a16 = trunc i64 %a to i16
  %r = call i16 @llvm.ctlz.i16(i16 %a16, i1 false)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @cttz_16(i64 %a) {
  %a16 = trunc i64 %a to i16
  %r = call i16 @llvm.cttz.i16(i16 %a16, i1 false)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @bswap_16(i64 %a) {
  %a16 = trunc i64 %a to i16
  %r = call i16 @llvm.bswap.i16(i16 %a16)
  %z = zext i16 %r to i64
  ret i64 %z
}

define i64 @fshl_32(i64 %a, i64 %b, i64 %c) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %c32 = trunc i64 %c to i32
  %r = call i32 @llvm.fshl.i32(i32 %a32, i32 %b32, i32 %c32)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @fshl_32_c0(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i32 @llvm.fshl.i32(i32 %a32, i32 %b32, i32 0)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @fshl_32_c3(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i32 @llvm.fshl.i32(i32 %a32, i32 %b32, i32 3)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @fshl_32_c31(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i32 @llvm.fshl.i32(i32 %a32, i32 %b32, i32 31)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @fshl_32_c37(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i32 @llvm.fshl.i32(i32 %a32, i32 %b32, i32 37)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @rotl_32(i64 %a, i64 %c) {
  %a32 = trunc i64 %a to i32
  %c32 = trunc i64 %c to i32
  %r = call i32 @llvm.fshl.i32(i32 %a32, i32 %a32, i32 %c32)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @fshr_32(i64 %a, i64 %b, i64 %c) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %c32 = trunc i64 %c to i32
  %r = call i32 @llvm.fshr.i32(i32 %a32, i32 %b32, i32 %c32)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @fshr_32_c0(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i32 @llvm.fshr.i32(i32 %a32, i32 %b32, i32 0)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @fshr_32_c3(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i32 @llvm.fshr.i32(i32 %a32, i32 %b32, i32 3)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @fshr_32_c31(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i32 @llvm.fshr.i32(i32 %a32, i32 %b32, i32 31)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @fshr_32_c37(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i32 @llvm.fshr.i32(i32 %a32, i32 %b32, i32 37)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @rotr_32(i64 %a, i64 %c) {
  %a32 = trunc i64 %a to i32
  %c32 = trunc i64 %c to i32
  %r = call i32 @llvm.fshr.i32(i32 %a32, i32 %a32, i32 %c32)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @saddo_32(i64 %a, i64 %b, ptr %o) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %s = call {i32, i1} @llvm.sadd.with.overflow.i32(i32 %a32, i32 %b32)
  %r = extractvalue {i32, i1} %s, 0
  %f = extractvalue {i32, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @uaddo_32(i64 %a, i64 %b, ptr %o) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %s = call {i32, i1} @llvm.uadd.with.overflow.i32(i32 %a32, i32 %b32)
  %r = extractvalue {i32, i1} %s, 0
  %f = extractvalue {i32, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @ssubo_32(i64 %a, i64 %b, ptr %o) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %s = call {i32, i1} @llvm.ssub.with.overflow.i32(i32 %a32, i32 %b32)
  %r = extractvalue {i32, i1} %s, 0
  %f = extractvalue {i32, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @usubo_32(i64 %a, i64 %b, ptr %o) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %s = call {i32, i1} @llvm.usub.with.overflow.i32(i32 %a32, i32 %b32)
  %r = extractvalue {i32, i1} %s, 0
  %f = extractvalue {i32, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @smulo_32(i64 %a, i64 %b, ptr %o) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %s = call {i32, i1} @llvm.smul.with.overflow.i32(i32 %a32, i32 %b32)
  %r = extractvalue {i32, i1} %s, 0
  %f = extractvalue {i32, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @umulo_32(i64 %a, i64 %b, ptr %o) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %s = call {i32, i1} @llvm.umul.with.overflow.i32(i32 %a32, i32 %b32)
  %r = extractvalue {i32, i1} %s, 0
  %f = extractvalue {i32, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @sadd_sat_32(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i32 @llvm.sadd.sat.i32(i32 %a32, i32 %b32)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @uadd_sat_32(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i32 @llvm.uadd.sat.i32(i32 %a32, i32 %b32)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @ssub_sat_32(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i32 @llvm.ssub.sat.i32(i32 %a32, i32 %b32)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @usub_sat_32(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i32 @llvm.usub.sat.i32(i32 %a32, i32 %b32)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @sshl_sat_32(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i32 @llvm.sshl.sat.i32(i32 %a32, i32 %b32)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @ushl_sat_32(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i32 @llvm.ushl.sat.i32(i32 %a32, i32 %b32)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @ucmp_8_32(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i8 @llvm.ucmp.i8.i32(i32 %a32, i32 %b32)
  %z = sext i8 %r to i64
  ret i64 %z
}

define i64 @ucmp_32_32(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i32 @llvm.ucmp.i32.i32(i32 %a32, i32 %b32)
  %z = sext i32 %r to i64
  ret i64 %z
}

define i64 @scmp_8_32(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i8 @llvm.scmp.i8.i32(i32 %a32, i32 %b32)
  %z = sext i8 %r to i64
  ret i64 %z
}

define i64 @scmp_32_32(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i32 @llvm.scmp.i32.i32(i32 %a32, i32 %b32)
  %z = sext i32 %r to i64
  ret i64 %z
}

define i64 @smin_32(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i32 @llvm.smin.i32(i32 %a32, i32 %b32)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @smax_32(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i32 @llvm.smax.i32(i32 %a32, i32 %b32)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @umin_32(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i32 @llvm.umin.i32(i32 %a32, i32 %b32)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @umax_32(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %r = call i32 @llvm.umax.i32(i32 %a32, i32 %b32)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @ctpop_32(i64 %a) {
  %a32 = trunc i64 %a to i32
  %r = call i32 @llvm.ctpop.i32(i32 %a32)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @bitreverse_32(i64 %a) {
  %a32 = trunc i64 %a to i32
  %r = call i32 @llvm.bitreverse.i32(i32 %a32)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @abs_32(i64 %a) {
  %a32 = trunc i64 %a to i32
  %r = call i32 @llvm.abs.i32(i32 %a32, i1 false)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @ctlz_32(i64 %a) {
  %a32 = trunc i64 %a to i32
  %r = call i32 @llvm.ctlz.i32(i32 %a32, i1 false)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @cttz_32(i64 %a) {
  %a32 = trunc i64 %a to i32
  %r = call i32 @llvm.cttz.i32(i32 %a32, i1 false)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @bswap_32(i64 %a) {
  %a32 = trunc i64 %a to i32
  %r = call i32 @llvm.bswap.i32(i32 %a32)
  %z = zext i32 %r to i64
  ret i64 %z
}

define i64 @fshl_64(i64 %a, i64 %b, i64 %c) {
  %r = call i64 @llvm.fshl.i64(i64 %a, i64 %b, i64 %c)
  ret i64 %r
}

define i64 @fshl_64_c0(i64 %a, i64 %b) {
  %r = call i64 @llvm.fshl.i64(i64 %a, i64 %b, i64 0)
  ret i64 %r
}

define i64 @fshl_64_c3(i64 %a, i64 %b) {
  %r = call i64 @llvm.fshl.i64(i64 %a, i64 %b, i64 3)
  ret i64 %r
}

define i64 @fshl_64_c63(i64 %a, i64 %b) {
  %r = call i64 @llvm.fshl.i64(i64 %a, i64 %b, i64 63)
  ret i64 %r
}

define i64 @fshl_64_c69(i64 %a, i64 %b) {
  %r = call i64 @llvm.fshl.i64(i64 %a, i64 %b, i64 69)
  ret i64 %r
}

define i64 @rotl_64(i64 %a, i64 %c) {
  %r = call i64 @llvm.fshl.i64(i64 %a, i64 %a, i64 %c)
  ret i64 %r
}

define i64 @fshr_64(i64 %a, i64 %b, i64 %c) {
  %r = call i64 @llvm.fshr.i64(i64 %a, i64 %b, i64 %c)
  ret i64 %r
}

define i64 @fshr_64_c0(i64 %a, i64 %b) {
  %r = call i64 @llvm.fshr.i64(i64 %a, i64 %b, i64 0)
  ret i64 %r
}

define i64 @fshr_64_c3(i64 %a, i64 %b) {
  %r = call i64 @llvm.fshr.i64(i64 %a, i64 %b, i64 3)
  ret i64 %r
}

define i64 @fshr_64_c63(i64 %a, i64 %b) {
  %r = call i64 @llvm.fshr.i64(i64 %a, i64 %b, i64 63)
  ret i64 %r
}

define i64 @fshr_64_c69(i64 %a, i64 %b) {
  %r = call i64 @llvm.fshr.i64(i64 %a, i64 %b, i64 69)
  ret i64 %r
}

define i64 @rotr_64(i64 %a, i64 %c) {
  %r = call i64 @llvm.fshr.i64(i64 %a, i64 %a, i64 %c)
  ret i64 %r
}

define i64 @saddo_64(i64 %a, i64 %b, ptr %o) {
  %s = call {i64, i1} @llvm.sadd.with.overflow.i64(i64 %a, i64 %b)
  %r = extractvalue {i64, i1} %s, 0
  %f = extractvalue {i64, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  ret i64 %r
}

define i64 @uaddo_64(i64 %a, i64 %b, ptr %o) {
  %s = call {i64, i1} @llvm.uadd.with.overflow.i64(i64 %a, i64 %b)
  %r = extractvalue {i64, i1} %s, 0
  %f = extractvalue {i64, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  ret i64 %r
}

define i64 @ssubo_64(i64 %a, i64 %b, ptr %o) {
  %s = call {i64, i1} @llvm.ssub.with.overflow.i64(i64 %a, i64 %b)
  %r = extractvalue {i64, i1} %s, 0
  %f = extractvalue {i64, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  ret i64 %r
}

define i64 @usubo_64(i64 %a, i64 %b, ptr %o) {
  %s = call {i64, i1} @llvm.usub.with.overflow.i64(i64 %a, i64 %b)
  %r = extractvalue {i64, i1} %s, 0
  %f = extractvalue {i64, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  ret i64 %r
}

define i64 @smulo_64(i64 %a, i64 %b, ptr %o) {
  %s = call {i64, i1} @llvm.smul.with.overflow.i64(i64 %a, i64 %b)
  %r = extractvalue {i64, i1} %s, 0
  %f = extractvalue {i64, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  ret i64 %r
}

define i64 @umulo_64(i64 %a, i64 %b, ptr %o) {
  %s = call {i64, i1} @llvm.umul.with.overflow.i64(i64 %a, i64 %b)
  %r = extractvalue {i64, i1} %s, 0
  %f = extractvalue {i64, i1} %s, 1
  %fz = zext i1 %f to i32
  store i32 %fz, ptr %o, align 4
  ret i64 %r
}

define i64 @sadd_sat_64(i64 %a, i64 %b) {
  %r = call i64 @llvm.sadd.sat.i64(i64 %a, i64 %b)
  ret i64 %r
}

define i64 @uadd_sat_64(i64 %a, i64 %b) {
  %r = call i64 @llvm.uadd.sat.i64(i64 %a, i64 %b)
  ret i64 %r
}

define i64 @ssub_sat_64(i64 %a, i64 %b) {
  %r = call i64 @llvm.ssub.sat.i64(i64 %a, i64 %b)
  ret i64 %r
}

define i64 @usub_sat_64(i64 %a, i64 %b) {
  %r = call i64 @llvm.usub.sat.i64(i64 %a, i64 %b)
  ret i64 %r
}

define i64 @sshl_sat_64(i64 %a, i64 %b) {
  %r = call i64 @llvm.sshl.sat.i64(i64 %a, i64 %b)
  ret i64 %r
}

define i64 @ushl_sat_64(i64 %a, i64 %b) {
  %r = call i64 @llvm.ushl.sat.i64(i64 %a, i64 %b)
  ret i64 %r
}

define i64 @ucmp_8_64(i64 %a, i64 %b) {
  %r = call i8 @llvm.ucmp.i8.i64(i64 %a, i64 %b)
  %z = sext i8 %r to i64
  ret i64 %z
}

define i64 @ucmp_32_64(i64 %a, i64 %b) {
  %r = call i32 @llvm.ucmp.i32.i64(i64 %a, i64 %b)
  %z = sext i32 %r to i64
  ret i64 %z
}

define i64 @scmp_8_64(i64 %a, i64 %b) {
  %r = call i8 @llvm.scmp.i8.i64(i64 %a, i64 %b)
  %z = sext i8 %r to i64
  ret i64 %z
}

define i64 @scmp_32_64(i64 %a, i64 %b) {
  %r = call i32 @llvm.scmp.i32.i64(i64 %a, i64 %b)
  %z = sext i32 %r to i64
  ret i64 %z
}

define i64 @smin_64(i64 %a, i64 %b) {
  %r = call i64 @llvm.smin.i64(i64 %a, i64 %b)
  ret i64 %r
}

define i64 @smax_64(i64 %a, i64 %b) {
  %r = call i64 @llvm.smax.i64(i64 %a, i64 %b)
  ret i64 %r
}

define i64 @umin_64(i64 %a, i64 %b) {
  %r = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  ret i64 %r
}

define i64 @umax_64(i64 %a, i64 %b) {
  %r = call i64 @llvm.umax.i64(i64 %a, i64 %b)
  ret i64 %r
}

define i64 @ctpop_64(i64 %a) {
  %r = call i64 @llvm.ctpop.i64(i64 %a)
  ret i64 %r
}

define i64 @bitreverse_64(i64 %a) {
  %r = call i64 @llvm.bitreverse.i64(i64 %a)
  ret i64 %r
}

define i64 @abs_64(i64 %a) {
  %r = call i64 @llvm.abs.i64(i64 %a, i1 false)
  ret i64 %r
}

define i64 @ctlz_64(i64 %a) {
  %r = call i64 @llvm.ctlz.i64(i64 %a, i1 false)
  ret i64 %r
}

define i64 @cttz_64(i64 %a) {
  %r = call i64 @llvm.cttz.i64(i64 %a, i1 false)
  ret i64 %r
}

define i64 @bswap_64(i64 %a) {
  %r = call i64 @llvm.bswap.i64(i64 %a)
  ret i64 %r
}

declare i16 @llvm.abs.i16(i16, i1)
declare i16 @llvm.bitreverse.i16(i16)
declare i16 @llvm.bswap.i16(i16)
declare i16 @llvm.ctlz.i16(i16, i1)
declare i16 @llvm.ctpop.i16(i16)
declare i16 @llvm.cttz.i16(i16, i1)
declare i16 @llvm.fshl.i16(i16, i16, i16)
declare i16 @llvm.fshr.i16(i16, i16, i16)
declare i16 @llvm.sadd.sat.i16(i16, i16)
declare i16 @llvm.smax.i16(i16, i16)
declare i16 @llvm.smin.i16(i16, i16)
declare i16 @llvm.sshl.sat.i16(i16, i16)
declare i16 @llvm.ssub.sat.i16(i16, i16)
declare i16 @llvm.uadd.sat.i16(i16, i16)
declare i16 @llvm.umax.i16(i16, i16)
declare i16 @llvm.umin.i16(i16, i16)
declare i16 @llvm.ushl.sat.i16(i16, i16)
declare i16 @llvm.usub.sat.i16(i16, i16)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.bitreverse.i32(i32)
declare i32 @llvm.bswap.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i32 @llvm.scmp.i32.i16(i16, i16)
declare i32 @llvm.scmp.i32.i32(i32, i32)
declare i32 @llvm.scmp.i32.i64(i64, i64)
declare i32 @llvm.scmp.i32.i8(i8, i8)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.sshl.sat.i32(i32, i32)
declare i32 @llvm.ssub.sat.i32(i32, i32)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i32 @llvm.ucmp.i32.i16(i16, i16)
declare i32 @llvm.ucmp.i32.i32(i32, i32)
declare i32 @llvm.ucmp.i32.i64(i64, i64)
declare i32 @llvm.ucmp.i32.i8(i8, i8)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.ushl.sat.i32(i32, i32)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i64 @llvm.abs.i64(i64, i1)
declare i64 @llvm.bitreverse.i64(i64)
declare i64 @llvm.bswap.i64(i64)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i64 @llvm.ctpop.i64(i64)
declare i64 @llvm.cttz.i64(i64, i1)
declare i64 @llvm.fshl.i64(i64, i64, i64)
declare i64 @llvm.fshr.i64(i64, i64, i64)
declare i64 @llvm.sadd.sat.i64(i64, i64)
declare i64 @llvm.smax.i64(i64, i64)
declare i64 @llvm.smin.i64(i64, i64)
declare i64 @llvm.sshl.sat.i64(i64, i64)
declare i64 @llvm.ssub.sat.i64(i64, i64)
declare i64 @llvm.uadd.sat.i64(i64, i64)
declare i64 @llvm.umax.i64(i64, i64)
declare i64 @llvm.umin.i64(i64, i64)
declare i64 @llvm.ushl.sat.i64(i64, i64)
declare i64 @llvm.usub.sat.i64(i64, i64)
declare i8 @llvm.abs.i8(i8, i1)
declare i8 @llvm.bitreverse.i8(i8)
declare i8 @llvm.ctlz.i8(i8, i1)
declare i8 @llvm.ctpop.i8(i8)
declare i8 @llvm.cttz.i8(i8, i1)
declare i8 @llvm.fshl.i8(i8, i8, i8)
declare i8 @llvm.fshr.i8(i8, i8, i8)
declare i8 @llvm.sadd.sat.i8(i8, i8)
declare i8 @llvm.scmp.i8.i16(i16, i16)
declare i8 @llvm.scmp.i8.i32(i32, i32)
declare i8 @llvm.scmp.i8.i64(i64, i64)
declare i8 @llvm.scmp.i8.i8(i8, i8)
declare i8 @llvm.smax.i8(i8, i8)
declare i8 @llvm.smin.i8(i8, i8)
declare i8 @llvm.sshl.sat.i8(i8, i8)
declare i8 @llvm.ssub.sat.i8(i8, i8)
declare i8 @llvm.uadd.sat.i8(i8, i8)
declare i8 @llvm.ucmp.i8.i16(i16, i16)
declare i8 @llvm.ucmp.i8.i32(i32, i32)
declare i8 @llvm.ucmp.i8.i64(i64, i64)
declare i8 @llvm.ucmp.i8.i8(i8, i8)
declare i8 @llvm.umax.i8(i8, i8)
declare i8 @llvm.umin.i8(i8, i8)
declare i8 @llvm.ushl.sat.i8(i8, i8)
declare i8 @llvm.usub.sat.i8(i8, i8)
declare {i16, i1} @llvm.sadd.with.overflow.i16(i16, i16)
declare {i16, i1} @llvm.smul.with.overflow.i16(i16, i16)
declare {i16, i1} @llvm.ssub.with.overflow.i16(i16, i16)
declare {i16, i1} @llvm.uadd.with.overflow.i16(i16, i16)
declare {i16, i1} @llvm.umul.with.overflow.i16(i16, i16)
declare {i16, i1} @llvm.usub.with.overflow.i16(i16, i16)
declare {i32, i1} @llvm.sadd.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.smul.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.ssub.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.uadd.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.umul.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.usub.with.overflow.i32(i32, i32)
declare {i64, i1} @llvm.sadd.with.overflow.i64(i64, i64)
declare {i64, i1} @llvm.smul.with.overflow.i64(i64, i64)
declare {i64, i1} @llvm.ssub.with.overflow.i64(i64, i64)
declare {i64, i1} @llvm.uadd.with.overflow.i64(i64, i64)
declare {i64, i1} @llvm.umul.with.overflow.i64(i64, i64)
declare {i64, i1} @llvm.usub.with.overflow.i64(i64, i64)
declare {i8, i1} @llvm.sadd.with.overflow.i8(i8, i8)
declare {i8, i1} @llvm.smul.with.overflow.i8(i8, i8)
declare {i8, i1} @llvm.ssub.with.overflow.i8(i8, i8)
declare {i8, i1} @llvm.uadd.with.overflow.i8(i8, i8)
declare {i8, i1} @llvm.umul.with.overflow.i8(i8, i8)
declare {i8, i1} @llvm.usub.with.overflow.i8(i8, i8)

; i128: operands built from (low, high) i64 pairs.
define i128 @fshl_128(i64 %a0, i64 %a1, i64 %b0, i64 %b1, i64 %c0, i64 %c1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %bl = zext i64 %b0 to i128
  %bh0 = zext i64 %b1 to i128
  %bh = shl i128 %bh0, 64
  %b = or i128 %bl, %bh
  %cl = zext i64 %c0 to i128
  %ch0 = zext i64 %c1 to i128
  %ch = shl i128 %ch0, 64
  %c = or i128 %cl, %ch
  %r = call i128 @llvm.fshl.i128(i128 %a, i128 %b, i128 %c)
  ret i128 %r
}

define i128 @fshl_128_c70(i64 %a0, i64 %a1, i64 %b0, i64 %b1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %bl = zext i64 %b0 to i128
  %bh0 = zext i64 %b1 to i128
  %bh = shl i128 %bh0, 64
  %b = or i128 %bl, %bh
  %r = call i128 @llvm.fshl.i128(i128 %a, i128 %b, i128 70)
  ret i128 %r
}

define i128 @fshr_128(i64 %a0, i64 %a1, i64 %b0, i64 %b1, i64 %c0, i64 %c1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %bl = zext i64 %b0 to i128
  %bh0 = zext i64 %b1 to i128
  %bh = shl i128 %bh0, 64
  %b = or i128 %bl, %bh
  %cl = zext i64 %c0 to i128
  %ch0 = zext i64 %c1 to i128
  %ch = shl i128 %ch0, 64
  %c = or i128 %cl, %ch
  %r = call i128 @llvm.fshr.i128(i128 %a, i128 %b, i128 %c)
  ret i128 %r
}

define i128 @fshr_128_c70(i64 %a0, i64 %a1, i64 %b0, i64 %b1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %bl = zext i64 %b0 to i128
  %bh0 = zext i64 %b1 to i128
  %bh = shl i128 %bh0, 64
  %b = or i128 %bl, %bh
  %r = call i128 @llvm.fshr.i128(i128 %a, i128 %b, i128 70)
  ret i128 %r
}

define i128 @saddo_128(i64 %a0, i64 %a1, i64 %b0, i64 %b1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %bl = zext i64 %b0 to i128
  %bh0 = zext i64 %b1 to i128
  %bh = shl i128 %bh0, 64
  %b = or i128 %bl, %bh
  %s = call {i128, i1} @llvm.sadd.with.overflow.i128(i128 %a, i128 %b)
  %r = extractvalue {i128, i1} %s, 0
  %o = extractvalue {i128, i1} %s, 1
  %oz = zext i1 %o to i128
  %os = shl i128 %oz, 127
  %x = xor i128 %r, %os
  ret i128 %x
}

define i128 @uaddo_128(i64 %a0, i64 %a1, i64 %b0, i64 %b1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %bl = zext i64 %b0 to i128
  %bh0 = zext i64 %b1 to i128
  %bh = shl i128 %bh0, 64
  %b = or i128 %bl, %bh
  %s = call {i128, i1} @llvm.uadd.with.overflow.i128(i128 %a, i128 %b)
  %r = extractvalue {i128, i1} %s, 0
  %o = extractvalue {i128, i1} %s, 1
  %oz = zext i1 %o to i128
  %os = shl i128 %oz, 127
  %x = xor i128 %r, %os
  ret i128 %x
}

define i128 @ssubo_128(i64 %a0, i64 %a1, i64 %b0, i64 %b1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %bl = zext i64 %b0 to i128
  %bh0 = zext i64 %b1 to i128
  %bh = shl i128 %bh0, 64
  %b = or i128 %bl, %bh
  %s = call {i128, i1} @llvm.ssub.with.overflow.i128(i128 %a, i128 %b)
  %r = extractvalue {i128, i1} %s, 0
  %o = extractvalue {i128, i1} %s, 1
  %oz = zext i1 %o to i128
  %os = shl i128 %oz, 127
  %x = xor i128 %r, %os
  ret i128 %x
}

define i128 @usubo_128(i64 %a0, i64 %a1, i64 %b0, i64 %b1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %bl = zext i64 %b0 to i128
  %bh0 = zext i64 %b1 to i128
  %bh = shl i128 %bh0, 64
  %b = or i128 %bl, %bh
  %s = call {i128, i1} @llvm.usub.with.overflow.i128(i128 %a, i128 %b)
  %r = extractvalue {i128, i1} %s, 0
  %o = extractvalue {i128, i1} %s, 1
  %oz = zext i1 %o to i128
  %os = shl i128 %oz, 127
  %x = xor i128 %r, %os
  ret i128 %x
}

define i128 @smulo_128(i64 %a0, i64 %a1, i64 %b0, i64 %b1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %bl = zext i64 %b0 to i128
  %bh0 = zext i64 %b1 to i128
  %bh = shl i128 %bh0, 64
  %b = or i128 %bl, %bh
  %s = call {i128, i1} @llvm.smul.with.overflow.i128(i128 %a, i128 %b)
  %r = extractvalue {i128, i1} %s, 0
  %o = extractvalue {i128, i1} %s, 1
  %oz = zext i1 %o to i128
  %os = shl i128 %oz, 127
  %x = xor i128 %r, %os
  ret i128 %x
}

define i128 @umulo_128(i64 %a0, i64 %a1, i64 %b0, i64 %b1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %bl = zext i64 %b0 to i128
  %bh0 = zext i64 %b1 to i128
  %bh = shl i128 %bh0, 64
  %b = or i128 %bl, %bh
  %s = call {i128, i1} @llvm.umul.with.overflow.i128(i128 %a, i128 %b)
  %r = extractvalue {i128, i1} %s, 0
  %o = extractvalue {i128, i1} %s, 1
  %oz = zext i1 %o to i128
  %os = shl i128 %oz, 127
  %x = xor i128 %r, %os
  ret i128 %x
}

define i128 @sadd_sat_128(i64 %a0, i64 %a1, i64 %b0, i64 %b1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %bl = zext i64 %b0 to i128
  %bh0 = zext i64 %b1 to i128
  %bh = shl i128 %bh0, 64
  %b = or i128 %bl, %bh
  %r = call i128 @llvm.sadd.sat.i128(i128 %a, i128 %b)
  ret i128 %r
}

define i128 @uadd_sat_128(i64 %a0, i64 %a1, i64 %b0, i64 %b1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %bl = zext i64 %b0 to i128
  %bh0 = zext i64 %b1 to i128
  %bh = shl i128 %bh0, 64
  %b = or i128 %bl, %bh
  %r = call i128 @llvm.uadd.sat.i128(i128 %a, i128 %b)
  ret i128 %r
}

define i128 @ssub_sat_128(i64 %a0, i64 %a1, i64 %b0, i64 %b1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %bl = zext i64 %b0 to i128
  %bh0 = zext i64 %b1 to i128
  %bh = shl i128 %bh0, 64
  %b = or i128 %bl, %bh
  %r = call i128 @llvm.ssub.sat.i128(i128 %a, i128 %b)
  ret i128 %r
}

define i128 @usub_sat_128(i64 %a0, i64 %a1, i64 %b0, i64 %b1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %bl = zext i64 %b0 to i128
  %bh0 = zext i64 %b1 to i128
  %bh = shl i128 %bh0, 64
  %b = or i128 %bl, %bh
  %r = call i128 @llvm.usub.sat.i128(i128 %a, i128 %b)
  ret i128 %r
}

define i128 @ucmp_128(i64 %a0, i64 %a1, i64 %b0, i64 %b1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %bl = zext i64 %b0 to i128
  %bh0 = zext i64 %b1 to i128
  %bh = shl i128 %bh0, 64
  %b = or i128 %bl, %bh
  %r = call i32 @llvm.ucmp.i32.i128(i128 %a, i128 %b)
  %z = sext i32 %r to i128
  ret i128 %z
}

define i128 @scmp_128(i64 %a0, i64 %a1, i64 %b0, i64 %b1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %bl = zext i64 %b0 to i128
  %bh0 = zext i64 %b1 to i128
  %bh = shl i128 %bh0, 64
  %b = or i128 %bl, %bh
  %r = call i32 @llvm.scmp.i32.i128(i128 %a, i128 %b)
  %z = sext i32 %r to i128
  ret i128 %z
}

define i128 @smin_128(i64 %a0, i64 %a1, i64 %b0, i64 %b1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %bl = zext i64 %b0 to i128
  %bh0 = zext i64 %b1 to i128
  %bh = shl i128 %bh0, 64
  %b = or i128 %bl, %bh
  %r = call i128 @llvm.smin.i128(i128 %a, i128 %b)
  ret i128 %r
}

define i128 @smax_128(i64 %a0, i64 %a1, i64 %b0, i64 %b1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %bl = zext i64 %b0 to i128
  %bh0 = zext i64 %b1 to i128
  %bh = shl i128 %bh0, 64
  %b = or i128 %bl, %bh
  %r = call i128 @llvm.smax.i128(i128 %a, i128 %b)
  ret i128 %r
}

define i128 @umin_128(i64 %a0, i64 %a1, i64 %b0, i64 %b1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %bl = zext i64 %b0 to i128
  %bh0 = zext i64 %b1 to i128
  %bh = shl i128 %bh0, 64
  %b = or i128 %bl, %bh
  %r = call i128 @llvm.umin.i128(i128 %a, i128 %b)
  ret i128 %r
}

define i128 @umax_128(i64 %a0, i64 %a1, i64 %b0, i64 %b1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %bl = zext i64 %b0 to i128
  %bh0 = zext i64 %b1 to i128
  %bh = shl i128 %bh0, 64
  %b = or i128 %bl, %bh
  %r = call i128 @llvm.umax.i128(i128 %a, i128 %b)
  ret i128 %r
}

define i128 @ctpop_128(i64 %a0, i64 %a1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %r = call i128 @llvm.ctpop.i128(i128 %a)
  ret i128 %r
}

define i128 @bitreverse_128(i64 %a0, i64 %a1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %r = call i128 @llvm.bitreverse.i128(i128 %a)
  ret i128 %r
}

define i128 @bswap_128(i64 %a0, i64 %a1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %r = call i128 @llvm.bswap.i128(i128 %a)
  ret i128 %r
}

define i128 @abs_128(i64 %a0, i64 %a1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %r = call i128 @llvm.abs.i128(i128 %a, i1 false)
  ret i128 %r
}

define i128 @ctlz_128(i64 %a0, i64 %a1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %r = call i128 @llvm.ctlz.i128(i128 %a, i1 false)
  ret i128 %r
}

define i128 @cttz_128(i64 %a0, i64 %a1) {
  %al = zext i64 %a0 to i128
  %ah0 = zext i64 %a1 to i128
  %ah = shl i128 %ah0, 64
  %a = or i128 %al, %ah
  %r = call i128 @llvm.cttz.i128(i128 %a, i1 false)
  ret i128 %r
}

declare i128 @llvm.abs.i128(i128, i1)
declare i128 @llvm.bitreverse.i128(i128)
declare i128 @llvm.bswap.i128(i128)
declare i128 @llvm.ctlz.i128(i128, i1)
declare i128 @llvm.ctpop.i128(i128)
declare i128 @llvm.cttz.i128(i128, i1)
declare i128 @llvm.fshl.i128(i128, i128, i128)
declare i128 @llvm.fshr.i128(i128, i128, i128)
declare i128 @llvm.sadd.sat.i128(i128, i128)
declare i128 @llvm.smax.i128(i128, i128)
declare i128 @llvm.smin.i128(i128, i128)
declare i128 @llvm.ssub.sat.i128(i128, i128)
declare i128 @llvm.uadd.sat.i128(i128, i128)
declare i128 @llvm.umax.i128(i128, i128)
declare i128 @llvm.umin.i128(i128, i128)
declare i128 @llvm.usub.sat.i128(i128, i128)
declare i32 @llvm.scmp.i32.i128(i128, i128)
declare i32 @llvm.ucmp.i32.i128(i128, i128)
declare {i128, i1} @llvm.sadd.with.overflow.i128(i128, i128)
declare {i128, i1} @llvm.ssub.with.overflow.i128(i128, i128)
declare {i128, i1} @llvm.uadd.with.overflow.i128(i128, i128)
declare {i128, i1} @llvm.usub.with.overflow.i128(i128, i128)
declare {i128, i1} @llvm.smul.with.overflow.i128(i128, i128)
declare {i128, i1} @llvm.umul.with.overflow.i128(i128, i128)
