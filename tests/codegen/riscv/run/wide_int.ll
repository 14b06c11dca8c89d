; Integers wider than two registers (i136, i192, i256, i512): each wrapper loads its
; operands through pointers, computes, and stores the result, so the C driver
; wide_int.c can feed edge values and hash the result bytes; kiln's builds must print
; llc-22's hashes (targets/riscv/tests/intrinsics_run.rs). Generated once.

define void @add_136(ptr %r, ptr %a, ptr %b) {
  %x = load i136, ptr %a, align 8
  %y = load i136, ptr %b, align 8
  %z = add i136 %x, %y
  store i136 %z, ptr %r, align 8
  ret void
}

define void @sub_136(ptr %r, ptr %a, ptr %b) {
  %x = load i136, ptr %a, align 8
  %y = load i136, ptr %b, align 8
  %z = sub i136 %x, %y
  store i136 %z, ptr %r, align 8
  ret void
}

define void @mul_136(ptr %r, ptr %a, ptr %b) {
  %x = load i136, ptr %a, align 8
  %y = load i136, ptr %b, align 8
  %z = mul i136 %x, %y
  store i136 %z, ptr %r, align 8
  ret void
}

define void @and_136(ptr %r, ptr %a, ptr %b) {
  %x = load i136, ptr %a, align 8
  %y = load i136, ptr %b, align 8
  %z = and i136 %x, %y
  store i136 %z, ptr %r, align 8
  ret void
}

define void @or_136(ptr %r, ptr %a, ptr %b) {
  %x = load i136, ptr %a, align 8
  %y = load i136, ptr %b, align 8
  %z = or i136 %x, %y
  store i136 %z, ptr %r, align 8
  ret void
}

define void @xor_136(ptr %r, ptr %a, ptr %b) {
  %x = load i136, ptr %a, align 8
  %y = load i136, ptr %b, align 8
  %z = xor i136 %x, %y
  store i136 %z, ptr %r, align 8
  ret void
}

define void @shl_136_c1(ptr %r, ptr %a) {
  %x = load i136, ptr %a, align 8
  %z = shl i136 %x, 1
  store i136 %z, ptr %r, align 8
  ret void
}

define void @shl_136_c63(ptr %r, ptr %a) {
  %x = load i136, ptr %a, align 8
  %z = shl i136 %x, 63
  store i136 %z, ptr %r, align 8
  ret void
}

define void @shl_136_c64(ptr %r, ptr %a) {
  %x = load i136, ptr %a, align 8
  %z = shl i136 %x, 64
  store i136 %z, ptr %r, align 8
  ret void
}

define void @shl_136_c100(ptr %r, ptr %a) {
  %x = load i136, ptr %a, align 8
  %z = shl i136 %x, 100
  store i136 %z, ptr %r, align 8
  ret void
}

define void @shl_136_c128(ptr %r, ptr %a) {
  %x = load i136, ptr %a, align 8
  %z = shl i136 %x, 128
  store i136 %z, ptr %r, align 8
  ret void
}

define void @shl_136_c135(ptr %r, ptr %a) {
  %x = load i136, ptr %a, align 8
  %z = shl i136 %x, 135
  store i136 %z, ptr %r, align 8
  ret void
}

define void @shl_136_v(ptr %r, ptr %a, i64 %s) {
  %x = load i136, ptr %a, align 8
  %t = zext i64 %s to i136
  %z = shl i136 %x, %t
  store i136 %z, ptr %r, align 8
  ret void
}

define void @lshr_136_c1(ptr %r, ptr %a) {
  %x = load i136, ptr %a, align 8
  %z = lshr i136 %x, 1
  store i136 %z, ptr %r, align 8
  ret void
}

define void @lshr_136_c63(ptr %r, ptr %a) {
  %x = load i136, ptr %a, align 8
  %z = lshr i136 %x, 63
  store i136 %z, ptr %r, align 8
  ret void
}

define void @lshr_136_c64(ptr %r, ptr %a) {
  %x = load i136, ptr %a, align 8
  %z = lshr i136 %x, 64
  store i136 %z, ptr %r, align 8
  ret void
}

define void @lshr_136_c100(ptr %r, ptr %a) {
  %x = load i136, ptr %a, align 8
  %z = lshr i136 %x, 100
  store i136 %z, ptr %r, align 8
  ret void
}

define void @lshr_136_c128(ptr %r, ptr %a) {
  %x = load i136, ptr %a, align 8
  %z = lshr i136 %x, 128
  store i136 %z, ptr %r, align 8
  ret void
}

define void @lshr_136_c135(ptr %r, ptr %a) {
  %x = load i136, ptr %a, align 8
  %z = lshr i136 %x, 135
  store i136 %z, ptr %r, align 8
  ret void
}

define void @lshr_136_v(ptr %r, ptr %a, i64 %s) {
  %x = load i136, ptr %a, align 8
  %t = zext i64 %s to i136
  %z = lshr i136 %x, %t
  store i136 %z, ptr %r, align 8
  ret void
}

define void @ashr_136_c1(ptr %r, ptr %a) {
  %x = load i136, ptr %a, align 8
  %z = ashr i136 %x, 1
  store i136 %z, ptr %r, align 8
  ret void
}

define void @ashr_136_c63(ptr %r, ptr %a) {
  %x = load i136, ptr %a, align 8
  %z = ashr i136 %x, 63
  store i136 %z, ptr %r, align 8
  ret void
}

define void @ashr_136_c64(ptr %r, ptr %a) {
  %x = load i136, ptr %a, align 8
  %z = ashr i136 %x, 64
  store i136 %z, ptr %r, align 8
  ret void
}

define void @ashr_136_c100(ptr %r, ptr %a) {
  %x = load i136, ptr %a, align 8
  %z = ashr i136 %x, 100
  store i136 %z, ptr %r, align 8
  ret void
}

define void @ashr_136_c128(ptr %r, ptr %a) {
  %x = load i136, ptr %a, align 8
  %z = ashr i136 %x, 128
  store i136 %z, ptr %r, align 8
  ret void
}

define void @ashr_136_c135(ptr %r, ptr %a) {
  %x = load i136, ptr %a, align 8
  %z = ashr i136 %x, 135
  store i136 %z, ptr %r, align 8
  ret void
}

define void @ashr_136_v(ptr %r, ptr %a, i64 %s) {
  %x = load i136, ptr %a, align 8
  %t = zext i64 %s to i136
  %z = ashr i136 %x, %t
  store i136 %z, ptr %r, align 8
  ret void
}

define i64 @icmp_eq_136(ptr %a, ptr %b) {
  %x = load i136, ptr %a, align 8
  %y = load i136, ptr %b, align 8
  %c = icmp eq i136 %x, %y
  %z = zext i1 %c to i64
  ret i64 %z
}

define i64 @icmp_ult_136(ptr %a, ptr %b) {
  %x = load i136, ptr %a, align 8
  %y = load i136, ptr %b, align 8
  %c = icmp ult i136 %x, %y
  %z = zext i1 %c to i64
  ret i64 %z
}

define i64 @icmp_ugt_136(ptr %a, ptr %b) {
  %x = load i136, ptr %a, align 8
  %y = load i136, ptr %b, align 8
  %c = icmp ugt i136 %x, %y
  %z = zext i1 %c to i64
  ret i64 %z
}

define i64 @icmp_slt_136(ptr %a, ptr %b) {
  %x = load i136, ptr %a, align 8
  %y = load i136, ptr %b, align 8
  %c = icmp slt i136 %x, %y
  %z = zext i1 %c to i64
  ret i64 %z
}

define i64 @icmp_sge_136(ptr %a, ptr %b) {
  %x = load i136, ptr %a, align 8
  %y = load i136, ptr %b, align 8
  %c = icmp sge i136 %x, %y
  %z = zext i1 %c to i64
  ret i64 %z
}

define void @select_136(ptr %r, ptr %a, ptr %b, i64 %c) {
  %x = load i136, ptr %a, align 8
  %y = load i136, ptr %b, align 8
  %t = trunc i64 %c to i1
  %z = select i1 %t, i136 %x, i136 %y
  store i136 %z, ptr %r, align 8
  ret void
}

define void @zext_136(ptr %r, i64 %v) {
  %z = zext i64 %v to i136
  store i136 %z, ptr %r, align 8
  ret void
}

define void @sext_136(ptr %r, i64 %v) {
  %z = sext i64 %v to i136
  store i136 %z, ptr %r, align 8
  ret void
}

define i64 @trunc_136(ptr %a) {
  %x = load i136, ptr %a, align 8
  %s = lshr i136 %x, 70
  %z = trunc i136 %s to i64
  ret i64 %z
}

define void @loop_136(ptr %r, ptr %a, i64 %n) {
entry:
  %x = load i136, ptr %a, align 8
  br label %body
body:
  %i = phi i64 [0, %entry], [%i2, %body]
  %acc = phi i136 [1, %entry], [%acc2, %body]
  %m = mul i136 %acc, %x
  %iw = zext i64 %i to i136
  %acc2 = add i136 %m, %iw
  %i2 = add i64 %i, 1
  %c = icmp ult i64 %i2, %n
  br i1 %c, label %body, label %exit
exit:
  store i136 %acc2, ptr %r, align 8
  ret void
}

define void @add_192(ptr %r, ptr %a, ptr %b) {
  %x = load i192, ptr %a, align 8
  %y = load i192, ptr %b, align 8
  %z = add i192 %x, %y
  store i192 %z, ptr %r, align 8
  ret void
}

define void @sub_192(ptr %r, ptr %a, ptr %b) {
  %x = load i192, ptr %a, align 8
  %y = load i192, ptr %b, align 8
  %z = sub i192 %x, %y
  store i192 %z, ptr %r, align 8
  ret void
}

define void @mul_192(ptr %r, ptr %a, ptr %b) {
  %x = load i192, ptr %a, align 8
  %y = load i192, ptr %b, align 8
  %z = mul i192 %x, %y
  store i192 %z, ptr %r, align 8
  ret void
}

define void @and_192(ptr %r, ptr %a, ptr %b) {
  %x = load i192, ptr %a, align 8
  %y = load i192, ptr %b, align 8
  %z = and i192 %x, %y
  store i192 %z, ptr %r, align 8
  ret void
}

define void @or_192(ptr %r, ptr %a, ptr %b) {
  %x = load i192, ptr %a, align 8
  %y = load i192, ptr %b, align 8
  %z = or i192 %x, %y
  store i192 %z, ptr %r, align 8
  ret void
}

define void @xor_192(ptr %r, ptr %a, ptr %b) {
  %x = load i192, ptr %a, align 8
  %y = load i192, ptr %b, align 8
  %z = xor i192 %x, %y
  store i192 %z, ptr %r, align 8
  ret void
}

define void @shl_192_c1(ptr %r, ptr %a) {
  %x = load i192, ptr %a, align 8
  %z = shl i192 %x, 1
  store i192 %z, ptr %r, align 8
  ret void
}

define void @shl_192_c63(ptr %r, ptr %a) {
  %x = load i192, ptr %a, align 8
  %z = shl i192 %x, 63
  store i192 %z, ptr %r, align 8
  ret void
}

define void @shl_192_c64(ptr %r, ptr %a) {
  %x = load i192, ptr %a, align 8
  %z = shl i192 %x, 64
  store i192 %z, ptr %r, align 8
  ret void
}

define void @shl_192_c100(ptr %r, ptr %a) {
  %x = load i192, ptr %a, align 8
  %z = shl i192 %x, 100
  store i192 %z, ptr %r, align 8
  ret void
}

define void @shl_192_c128(ptr %r, ptr %a) {
  %x = load i192, ptr %a, align 8
  %z = shl i192 %x, 128
  store i192 %z, ptr %r, align 8
  ret void
}

define void @shl_192_c191(ptr %r, ptr %a) {
  %x = load i192, ptr %a, align 8
  %z = shl i192 %x, 191
  store i192 %z, ptr %r, align 8
  ret void
}

define void @shl_192_v(ptr %r, ptr %a, i64 %s) {
  %x = load i192, ptr %a, align 8
  %t = zext i64 %s to i192
  %z = shl i192 %x, %t
  store i192 %z, ptr %r, align 8
  ret void
}

define void @lshr_192_c1(ptr %r, ptr %a) {
  %x = load i192, ptr %a, align 8
  %z = lshr i192 %x, 1
  store i192 %z, ptr %r, align 8
  ret void
}

define void @lshr_192_c63(ptr %r, ptr %a) {
  %x = load i192, ptr %a, align 8
  %z = lshr i192 %x, 63
  store i192 %z, ptr %r, align 8
  ret void
}

define void @lshr_192_c64(ptr %r, ptr %a) {
  %x = load i192, ptr %a, align 8
  %z = lshr i192 %x, 64
  store i192 %z, ptr %r, align 8
  ret void
}

define void @lshr_192_c100(ptr %r, ptr %a) {
  %x = load i192, ptr %a, align 8
  %z = lshr i192 %x, 100
  store i192 %z, ptr %r, align 8
  ret void
}

define void @lshr_192_c128(ptr %r, ptr %a) {
  %x = load i192, ptr %a, align 8
  %z = lshr i192 %x, 128
  store i192 %z, ptr %r, align 8
  ret void
}

define void @lshr_192_c191(ptr %r, ptr %a) {
  %x = load i192, ptr %a, align 8
  %z = lshr i192 %x, 191
  store i192 %z, ptr %r, align 8
  ret void
}

define void @lshr_192_v(ptr %r, ptr %a, i64 %s) {
  %x = load i192, ptr %a, align 8
  %t = zext i64 %s to i192
  %z = lshr i192 %x, %t
  store i192 %z, ptr %r, align 8
  ret void
}

define void @ashr_192_c1(ptr %r, ptr %a) {
  %x = load i192, ptr %a, align 8
  %z = ashr i192 %x, 1
  store i192 %z, ptr %r, align 8
  ret void
}

define void @ashr_192_c63(ptr %r, ptr %a) {
  %x = load i192, ptr %a, align 8
  %z = ashr i192 %x, 63
  store i192 %z, ptr %r, align 8
  ret void
}

define void @ashr_192_c64(ptr %r, ptr %a) {
  %x = load i192, ptr %a, align 8
  %z = ashr i192 %x, 64
  store i192 %z, ptr %r, align 8
  ret void
}

define void @ashr_192_c100(ptr %r, ptr %a) {
  %x = load i192, ptr %a, align 8
  %z = ashr i192 %x, 100
  store i192 %z, ptr %r, align 8
  ret void
}

define void @ashr_192_c128(ptr %r, ptr %a) {
  %x = load i192, ptr %a, align 8
  %z = ashr i192 %x, 128
  store i192 %z, ptr %r, align 8
  ret void
}

define void @ashr_192_c191(ptr %r, ptr %a) {
  %x = load i192, ptr %a, align 8
  %z = ashr i192 %x, 191
  store i192 %z, ptr %r, align 8
  ret void
}

define void @ashr_192_v(ptr %r, ptr %a, i64 %s) {
  %x = load i192, ptr %a, align 8
  %t = zext i64 %s to i192
  %z = ashr i192 %x, %t
  store i192 %z, ptr %r, align 8
  ret void
}

define i64 @icmp_eq_192(ptr %a, ptr %b) {
  %x = load i192, ptr %a, align 8
  %y = load i192, ptr %b, align 8
  %c = icmp eq i192 %x, %y
  %z = zext i1 %c to i64
  ret i64 %z
}

define i64 @icmp_ult_192(ptr %a, ptr %b) {
  %x = load i192, ptr %a, align 8
  %y = load i192, ptr %b, align 8
  %c = icmp ult i192 %x, %y
  %z = zext i1 %c to i64
  ret i64 %z
}

define i64 @icmp_ugt_192(ptr %a, ptr %b) {
  %x = load i192, ptr %a, align 8
  %y = load i192, ptr %b, align 8
  %c = icmp ugt i192 %x, %y
  %z = zext i1 %c to i64
  ret i64 %z
}

define i64 @icmp_slt_192(ptr %a, ptr %b) {
  %x = load i192, ptr %a, align 8
  %y = load i192, ptr %b, align 8
  %c = icmp slt i192 %x, %y
  %z = zext i1 %c to i64
  ret i64 %z
}

define i64 @icmp_sge_192(ptr %a, ptr %b) {
  %x = load i192, ptr %a, align 8
  %y = load i192, ptr %b, align 8
  %c = icmp sge i192 %x, %y
  %z = zext i1 %c to i64
  ret i64 %z
}

define void @select_192(ptr %r, ptr %a, ptr %b, i64 %c) {
  %x = load i192, ptr %a, align 8
  %y = load i192, ptr %b, align 8
  %t = trunc i64 %c to i1
  %z = select i1 %t, i192 %x, i192 %y
  store i192 %z, ptr %r, align 8
  ret void
}

define void @zext_192(ptr %r, i64 %v) {
  %z = zext i64 %v to i192
  store i192 %z, ptr %r, align 8
  ret void
}

define void @sext_192(ptr %r, i64 %v) {
  %z = sext i64 %v to i192
  store i192 %z, ptr %r, align 8
  ret void
}

define i64 @trunc_192(ptr %a) {
  %x = load i192, ptr %a, align 8
  %s = lshr i192 %x, 70
  %z = trunc i192 %s to i64
  ret i64 %z
}

define void @loop_192(ptr %r, ptr %a, i64 %n) {
entry:
  %x = load i192, ptr %a, align 8
  br label %body
body:
  %i = phi i64 [0, %entry], [%i2, %body]
  %acc = phi i192 [1, %entry], [%acc2, %body]
  %m = mul i192 %acc, %x
  %iw = zext i64 %i to i192
  %acc2 = add i192 %m, %iw
  %i2 = add i64 %i, 1
  %c = icmp ult i64 %i2, %n
  br i1 %c, label %body, label %exit
exit:
  store i192 %acc2, ptr %r, align 8
  ret void
}

define void @add_256(ptr %r, ptr %a, ptr %b) {
  %x = load i256, ptr %a, align 8
  %y = load i256, ptr %b, align 8
  %z = add i256 %x, %y
  store i256 %z, ptr %r, align 8
  ret void
}

define void @sub_256(ptr %r, ptr %a, ptr %b) {
  %x = load i256, ptr %a, align 8
  %y = load i256, ptr %b, align 8
  %z = sub i256 %x, %y
  store i256 %z, ptr %r, align 8
  ret void
}

define void @mul_256(ptr %r, ptr %a, ptr %b) {
  %x = load i256, ptr %a, align 8
  %y = load i256, ptr %b, align 8
  %z = mul i256 %x, %y
  store i256 %z, ptr %r, align 8
  ret void
}

define void @and_256(ptr %r, ptr %a, ptr %b) {
  %x = load i256, ptr %a, align 8
  %y = load i256, ptr %b, align 8
  %z = and i256 %x, %y
  store i256 %z, ptr %r, align 8
  ret void
}

define void @or_256(ptr %r, ptr %a, ptr %b) {
  %x = load i256, ptr %a, align 8
  %y = load i256, ptr %b, align 8
  %z = or i256 %x, %y
  store i256 %z, ptr %r, align 8
  ret void
}

define void @xor_256(ptr %r, ptr %a, ptr %b) {
  %x = load i256, ptr %a, align 8
  %y = load i256, ptr %b, align 8
  %z = xor i256 %x, %y
  store i256 %z, ptr %r, align 8
  ret void
}

define void @shl_256_c1(ptr %r, ptr %a) {
  %x = load i256, ptr %a, align 8
  %z = shl i256 %x, 1
  store i256 %z, ptr %r, align 8
  ret void
}

define void @shl_256_c63(ptr %r, ptr %a) {
  %x = load i256, ptr %a, align 8
  %z = shl i256 %x, 63
  store i256 %z, ptr %r, align 8
  ret void
}

define void @shl_256_c64(ptr %r, ptr %a) {
  %x = load i256, ptr %a, align 8
  %z = shl i256 %x, 64
  store i256 %z, ptr %r, align 8
  ret void
}

define void @shl_256_c100(ptr %r, ptr %a) {
  %x = load i256, ptr %a, align 8
  %z = shl i256 %x, 100
  store i256 %z, ptr %r, align 8
  ret void
}

define void @shl_256_c128(ptr %r, ptr %a) {
  %x = load i256, ptr %a, align 8
  %z = shl i256 %x, 128
  store i256 %z, ptr %r, align 8
  ret void
}

define void @shl_256_c255(ptr %r, ptr %a) {
  %x = load i256, ptr %a, align 8
  %z = shl i256 %x, 255
  store i256 %z, ptr %r, align 8
  ret void
}

define void @shl_256_v(ptr %r, ptr %a, i64 %s) {
  %x = load i256, ptr %a, align 8
  %t = zext i64 %s to i256
  %z = shl i256 %x, %t
  store i256 %z, ptr %r, align 8
  ret void
}

define void @lshr_256_c1(ptr %r, ptr %a) {
  %x = load i256, ptr %a, align 8
  %z = lshr i256 %x, 1
  store i256 %z, ptr %r, align 8
  ret void
}

define void @lshr_256_c63(ptr %r, ptr %a) {
  %x = load i256, ptr %a, align 8
  %z = lshr i256 %x, 63
  store i256 %z, ptr %r, align 8
  ret void
}

define void @lshr_256_c64(ptr %r, ptr %a) {
  %x = load i256, ptr %a, align 8
  %z = lshr i256 %x, 64
  store i256 %z, ptr %r, align 8
  ret void
}

define void @lshr_256_c100(ptr %r, ptr %a) {
  %x = load i256, ptr %a, align 8
  %z = lshr i256 %x, 100
  store i256 %z, ptr %r, align 8
  ret void
}

define void @lshr_256_c128(ptr %r, ptr %a) {
  %x = load i256, ptr %a, align 8
  %z = lshr i256 %x, 128
  store i256 %z, ptr %r, align 8
  ret void
}

define void @lshr_256_c255(ptr %r, ptr %a) {
  %x = load i256, ptr %a, align 8
  %z = lshr i256 %x, 255
  store i256 %z, ptr %r, align 8
  ret void
}

define void @lshr_256_v(ptr %r, ptr %a, i64 %s) {
  %x = load i256, ptr %a, align 8
  %t = zext i64 %s to i256
  %z = lshr i256 %x, %t
  store i256 %z, ptr %r, align 8
  ret void
}

define void @ashr_256_c1(ptr %r, ptr %a) {
  %x = load i256, ptr %a, align 8
  %z = ashr i256 %x, 1
  store i256 %z, ptr %r, align 8
  ret void
}

define void @ashr_256_c63(ptr %r, ptr %a) {
  %x = load i256, ptr %a, align 8
  %z = ashr i256 %x, 63
  store i256 %z, ptr %r, align 8
  ret void
}

define void @ashr_256_c64(ptr %r, ptr %a) {
  %x = load i256, ptr %a, align 8
  %z = ashr i256 %x, 64
  store i256 %z, ptr %r, align 8
  ret void
}

define void @ashr_256_c100(ptr %r, ptr %a) {
  %x = load i256, ptr %a, align 8
  %z = ashr i256 %x, 100
  store i256 %z, ptr %r, align 8
  ret void
}

define void @ashr_256_c128(ptr %r, ptr %a) {
  %x = load i256, ptr %a, align 8
  %z = ashr i256 %x, 128
  store i256 %z, ptr %r, align 8
  ret void
}

define void @ashr_256_c255(ptr %r, ptr %a) {
  %x = load i256, ptr %a, align 8
  %z = ashr i256 %x, 255
  store i256 %z, ptr %r, align 8
  ret void
}

define void @ashr_256_v(ptr %r, ptr %a, i64 %s) {
  %x = load i256, ptr %a, align 8
  %t = zext i64 %s to i256
  %z = ashr i256 %x, %t
  store i256 %z, ptr %r, align 8
  ret void
}

define i64 @icmp_eq_256(ptr %a, ptr %b) {
  %x = load i256, ptr %a, align 8
  %y = load i256, ptr %b, align 8
  %c = icmp eq i256 %x, %y
  %z = zext i1 %c to i64
  ret i64 %z
}

define i64 @icmp_ult_256(ptr %a, ptr %b) {
  %x = load i256, ptr %a, align 8
  %y = load i256, ptr %b, align 8
  %c = icmp ult i256 %x, %y
  %z = zext i1 %c to i64
  ret i64 %z
}

define i64 @icmp_ugt_256(ptr %a, ptr %b) {
  %x = load i256, ptr %a, align 8
  %y = load i256, ptr %b, align 8
  %c = icmp ugt i256 %x, %y
  %z = zext i1 %c to i64
  ret i64 %z
}

define i64 @icmp_slt_256(ptr %a, ptr %b) {
  %x = load i256, ptr %a, align 8
  %y = load i256, ptr %b, align 8
  %c = icmp slt i256 %x, %y
  %z = zext i1 %c to i64
  ret i64 %z
}

define i64 @icmp_sge_256(ptr %a, ptr %b) {
  %x = load i256, ptr %a, align 8
  %y = load i256, ptr %b, align 8
  %c = icmp sge i256 %x, %y
  %z = zext i1 %c to i64
  ret i64 %z
}

define void @select_256(ptr %r, ptr %a, ptr %b, i64 %c) {
  %x = load i256, ptr %a, align 8
  %y = load i256, ptr %b, align 8
  %t = trunc i64 %c to i1
  %z = select i1 %t, i256 %x, i256 %y
  store i256 %z, ptr %r, align 8
  ret void
}

define void @zext_256(ptr %r, i64 %v) {
  %z = zext i64 %v to i256
  store i256 %z, ptr %r, align 8
  ret void
}

define void @sext_256(ptr %r, i64 %v) {
  %z = sext i64 %v to i256
  store i256 %z, ptr %r, align 8
  ret void
}

define i64 @trunc_256(ptr %a) {
  %x = load i256, ptr %a, align 8
  %s = lshr i256 %x, 70
  %z = trunc i256 %s to i64
  ret i64 %z
}

define void @loop_256(ptr %r, ptr %a, i64 %n) {
entry:
  %x = load i256, ptr %a, align 8
  br label %body
body:
  %i = phi i64 [0, %entry], [%i2, %body]
  %acc = phi i256 [1, %entry], [%acc2, %body]
  %m = mul i256 %acc, %x
  %iw = zext i64 %i to i256
  %acc2 = add i256 %m, %iw
  %i2 = add i64 %i, 1
  %c = icmp ult i64 %i2, %n
  br i1 %c, label %body, label %exit
exit:
  store i256 %acc2, ptr %r, align 8
  ret void
}

define void @add_512(ptr %r, ptr %a, ptr %b) {
  %x = load i512, ptr %a, align 8
  %y = load i512, ptr %b, align 8
  %z = add i512 %x, %y
  store i512 %z, ptr %r, align 8
  ret void
}

define void @sub_512(ptr %r, ptr %a, ptr %b) {
  %x = load i512, ptr %a, align 8
  %y = load i512, ptr %b, align 8
  %z = sub i512 %x, %y
  store i512 %z, ptr %r, align 8
  ret void
}

define void @mul_512(ptr %r, ptr %a, ptr %b) {
  %x = load i512, ptr %a, align 8
  %y = load i512, ptr %b, align 8
  %z = mul i512 %x, %y
  store i512 %z, ptr %r, align 8
  ret void
}

define void @and_512(ptr %r, ptr %a, ptr %b) {
  %x = load i512, ptr %a, align 8
  %y = load i512, ptr %b, align 8
  %z = and i512 %x, %y
  store i512 %z, ptr %r, align 8
  ret void
}

define void @or_512(ptr %r, ptr %a, ptr %b) {
  %x = load i512, ptr %a, align 8
  %y = load i512, ptr %b, align 8
  %z = or i512 %x, %y
  store i512 %z, ptr %r, align 8
  ret void
}

define void @xor_512(ptr %r, ptr %a, ptr %b) {
  %x = load i512, ptr %a, align 8
  %y = load i512, ptr %b, align 8
  %z = xor i512 %x, %y
  store i512 %z, ptr %r, align 8
  ret void
}

define void @shl_512_c1(ptr %r, ptr %a) {
  %x = load i512, ptr %a, align 8
  %z = shl i512 %x, 1
  store i512 %z, ptr %r, align 8
  ret void
}

define void @shl_512_c63(ptr %r, ptr %a) {
  %x = load i512, ptr %a, align 8
  %z = shl i512 %x, 63
  store i512 %z, ptr %r, align 8
  ret void
}

define void @shl_512_c64(ptr %r, ptr %a) {
  %x = load i512, ptr %a, align 8
  %z = shl i512 %x, 64
  store i512 %z, ptr %r, align 8
  ret void
}

define void @shl_512_c100(ptr %r, ptr %a) {
  %x = load i512, ptr %a, align 8
  %z = shl i512 %x, 100
  store i512 %z, ptr %r, align 8
  ret void
}

define void @shl_512_c128(ptr %r, ptr %a) {
  %x = load i512, ptr %a, align 8
  %z = shl i512 %x, 128
  store i512 %z, ptr %r, align 8
  ret void
}

define void @shl_512_c511(ptr %r, ptr %a) {
  %x = load i512, ptr %a, align 8
  %z = shl i512 %x, 511
  store i512 %z, ptr %r, align 8
  ret void
}

define void @shl_512_v(ptr %r, ptr %a, i64 %s) {
  %x = load i512, ptr %a, align 8
  %t = zext i64 %s to i512
  %z = shl i512 %x, %t
  store i512 %z, ptr %r, align 8
  ret void
}

define void @lshr_512_c1(ptr %r, ptr %a) {
  %x = load i512, ptr %a, align 8
  %z = lshr i512 %x, 1
  store i512 %z, ptr %r, align 8
  ret void
}

define void @lshr_512_c63(ptr %r, ptr %a) {
  %x = load i512, ptr %a, align 8
  %z = lshr i512 %x, 63
  store i512 %z, ptr %r, align 8
  ret void
}

define void @lshr_512_c64(ptr %r, ptr %a) {
  %x = load i512, ptr %a, align 8
  %z = lshr i512 %x, 64
  store i512 %z, ptr %r, align 8
  ret void
}

define void @lshr_512_c100(ptr %r, ptr %a) {
  %x = load i512, ptr %a, align 8
  %z = lshr i512 %x, 100
  store i512 %z, ptr %r, align 8
  ret void
}

define void @lshr_512_c128(ptr %r, ptr %a) {
  %x = load i512, ptr %a, align 8
  %z = lshr i512 %x, 128
  store i512 %z, ptr %r, align 8
  ret void
}

define void @lshr_512_c511(ptr %r, ptr %a) {
  %x = load i512, ptr %a, align 8
  %z = lshr i512 %x, 511
  store i512 %z, ptr %r, align 8
  ret void
}

define void @lshr_512_v(ptr %r, ptr %a, i64 %s) {
  %x = load i512, ptr %a, align 8
  %t = zext i64 %s to i512
  %z = lshr i512 %x, %t
  store i512 %z, ptr %r, align 8
  ret void
}

define void @ashr_512_c1(ptr %r, ptr %a) {
  %x = load i512, ptr %a, align 8
  %z = ashr i512 %x, 1
  store i512 %z, ptr %r, align 8
  ret void
}

define void @ashr_512_c63(ptr %r, ptr %a) {
  %x = load i512, ptr %a, align 8
  %z = ashr i512 %x, 63
  store i512 %z, ptr %r, align 8
  ret void
}

define void @ashr_512_c64(ptr %r, ptr %a) {
  %x = load i512, ptr %a, align 8
  %z = ashr i512 %x, 64
  store i512 %z, ptr %r, align 8
  ret void
}

define void @ashr_512_c100(ptr %r, ptr %a) {
  %x = load i512, ptr %a, align 8
  %z = ashr i512 %x, 100
  store i512 %z, ptr %r, align 8
  ret void
}

define void @ashr_512_c128(ptr %r, ptr %a) {
  %x = load i512, ptr %a, align 8
  %z = ashr i512 %x, 128
  store i512 %z, ptr %r, align 8
  ret void
}

define void @ashr_512_c511(ptr %r, ptr %a) {
  %x = load i512, ptr %a, align 8
  %z = ashr i512 %x, 511
  store i512 %z, ptr %r, align 8
  ret void
}

define void @ashr_512_v(ptr %r, ptr %a, i64 %s) {
  %x = load i512, ptr %a, align 8
  %t = zext i64 %s to i512
  %z = ashr i512 %x, %t
  store i512 %z, ptr %r, align 8
  ret void
}

define i64 @icmp_eq_512(ptr %a, ptr %b) {
  %x = load i512, ptr %a, align 8
  %y = load i512, ptr %b, align 8
  %c = icmp eq i512 %x, %y
  %z = zext i1 %c to i64
  ret i64 %z
}

define i64 @icmp_ult_512(ptr %a, ptr %b) {
  %x = load i512, ptr %a, align 8
  %y = load i512, ptr %b, align 8
  %c = icmp ult i512 %x, %y
  %z = zext i1 %c to i64
  ret i64 %z
}

define i64 @icmp_ugt_512(ptr %a, ptr %b) {
  %x = load i512, ptr %a, align 8
  %y = load i512, ptr %b, align 8
  %c = icmp ugt i512 %x, %y
  %z = zext i1 %c to i64
  ret i64 %z
}

define i64 @icmp_slt_512(ptr %a, ptr %b) {
  %x = load i512, ptr %a, align 8
  %y = load i512, ptr %b, align 8
  %c = icmp slt i512 %x, %y
  %z = zext i1 %c to i64
  ret i64 %z
}

define i64 @icmp_sge_512(ptr %a, ptr %b) {
  %x = load i512, ptr %a, align 8
  %y = load i512, ptr %b, align 8
  %c = icmp sge i512 %x, %y
  %z = zext i1 %c to i64
  ret i64 %z
}

define void @select_512(ptr %r, ptr %a, ptr %b, i64 %c) {
  %x = load i512, ptr %a, align 8
  %y = load i512, ptr %b, align 8
  %t = trunc i64 %c to i1
  %z = select i1 %t, i512 %x, i512 %y
  store i512 %z, ptr %r, align 8
  ret void
}

define void @zext_512(ptr %r, i64 %v) {
  %z = zext i64 %v to i512
  store i512 %z, ptr %r, align 8
  ret void
}

define void @sext_512(ptr %r, i64 %v) {
  %z = sext i64 %v to i512
  store i512 %z, ptr %r, align 8
  ret void
}

define i64 @trunc_512(ptr %a) {
  %x = load i512, ptr %a, align 8
  %s = lshr i512 %x, 70
  %z = trunc i512 %s to i64
  ret i64 %z
}

define void @loop_512(ptr %r, ptr %a, i64 %n) {
entry:
  %x = load i512, ptr %a, align 8
  br label %body
body:
  %i = phi i64 [0, %entry], [%i2, %body]
  %acc = phi i512 [1, %entry], [%acc2, %body]
  %m = mul i512 %acc, %x
  %iw = zext i64 %i to i512
  %acc2 = add i512 %m, %iw
  %i2 = add i64 %i, 1
  %c = icmp ult i64 %i2, %n
  br i1 %c, label %body, label %exit
exit:
  store i512 %acc2, ptr %r, align 8
  ret void
}

