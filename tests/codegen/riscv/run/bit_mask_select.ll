; Run test of the bit-mask select and the i32 logical shift right (see ../bit_mask_select.ll):
; every bit position of i8, i32 and i64 values, both polarities, and i32 `lshr` by every
; amount. The driver is bit_mask_select.c.
target triple = "riscv64-unknown-linux-gnu"

define i32 @sel32(i32 %x, i32 %bit, i32 %y) {
  %p = shl i32 1, %bit
  %a = and i32 %x, %p
  %z = icmp eq i32 %a, 0
  %s = select i1 %z, i32 0, i32 %y
  ret i32 %s
}

define i32 @sel32_b0(i32 %x, i32 %y) {
  %a = and i32 %x, 1
  %z = icmp eq i32 %a, 0
  %s = select i1 %z, i32 0, i32 %y
  ret i32 %s
}

define i32 @sel32_b31(i32 %x, i32 %y) {
  %a = and i32 %x, -2147483648
  %z = icmp ne i32 %a, 0
  %s = select i1 %z, i32 %y, i32 0
  ret i32 %s
}

define i32 @sel32_b13_const(i32 %x) {
  %a = and i32 %x, 8192
  %z = icmp ne i32 %a, 0
  %s = select i1 %z, i32 -306674912, i32 0
  ret i32 %s
}

define i64 @sel64_b63(i64 %x, i64 %y) {
  %a = and i64 %x, -9223372036854775808
  %z = icmp eq i64 %a, 0
  %s = select i1 %z, i64 0, i64 %y
  ret i64 %s
}

define i64 @sel64_b40(i64 %x, i64 %y) {
  %a = and i64 %x, 1099511627776
  %z = icmp eq i64 %a, 0
  %s = select i1 %z, i64 0, i64 %y
  ret i64 %s
}

define i64 @sel64_b5(i64 %x, i64 %y) {
  %a = and i64 %x, 32
  %z = icmp ne i64 %a, 0
  %s = select i1 %z, i64 %y, i64 0
  ret i64 %s
}

define signext i8 @sel8_b7(i8 %x, i8 %y) {
  %a = and i8 %x, -128
  %z = icmp eq i8 %a, 0
  %s = select i1 %z, i8 0, i8 %y
  ret i8 %s
}

define zeroext i16 @sel16_b3(i16 %x, i16 %y) {
  %a = and i16 %x, 8
  %z = icmp ne i16 %a, 0
  %s = select i1 %z, i16 %y, i16 0
  ret i16 %s
}

define i32 @lshr1(i32 %x) {
  %r = lshr i32 %x, 1
  ret i32 %r
}
define i32 @lshr17(i32 %x) {
  %r = lshr i32 %x, 17
  ret i32 %r
}
define i32 @lshr31(i32 %x) {
  %r = lshr i32 %x, 31
  ret i32 %r
}
define i64 @lshr9_zext(i32 %x) {
  %r = lshr i32 %x, 9
  %w = zext i32 %r to i64
  ret i64 %w
}

; The CRC-32 step: c = (c >> 1) ^ (poly & -(c & 1)), eight times, in a loop.
define i32 @crc_byte(i32 %c0, i32 %b) {
entry:
  %x = xor i32 %c0, %b
  br label %l
l:
  %k = phi i32 [ 0, %entry ], [ %k1, %l ]
  %c = phi i32 [ %x, %entry ], [ %c2, %l ]
  %a = and i32 %c, 1
  %z = icmp eq i32 %a, 0
  %m = select i1 %z, i32 0, i32 -306674912
  %s = lshr i32 %c, 1
  %c2 = xor i32 %s, %m
  %k1 = add i32 %k, 1
  %e = icmp eq i32 %k1, 8
  br i1 %e, label %out, label %l
out:
  ret i32 %c2
}

; Selects as arithmetic on the condition (`select_as_arithmetic`): constants one apart both
; ways (even and odd, and across the wrap), zero on either side, two other constants, and
; two values, in i8, i16, i32, i64 and pointers.
define i32 @s23(i32 %x) {
  %c = icmp eq i32 %x, 2
  %s = select i1 %c, i32 2, i32 3
  ret i32 %s
}
define i32 @s54(i32 %x) {
  %c = icmp slt i32 %x, 7
  %s = select i1 %c, i32 5, i32 4
  ret i32 %s
}
define i32 @s_wrap(i32 %x) {
  %c = icmp ugt i32 %x, 100
  %s = select i1 %c, i32 -2147483648, i32 2147483647
  ret i32 %s
}
define signext i8 @s8_wrap(i8 %x) {
  %c = icmp sgt i8 %x, 0
  %s = select i1 %c, i8 127, i8 -128
  ret i8 %s
}
define zeroext i16 @s16_gen(i16 %x) {
  %c = icmp ult i16 %x, 300
  %s = select i1 %c, i16 -3, i16 4660
  ret i16 %s
}
define i64 @s64_gen(i64 %x) {
  %c = icmp sle i64 %x, -5
  %s = select i1 %c, i64 81985529216486895, i64 -1
  ret i64 %s
}
define i64 @sy0(i64 %x, i64 %y) {
  %c = icmp sgt i64 %x, 7
  %s = select i1 %c, i64 %y, i64 0
  ret i64 %s
}
define i64 @s0y(i64 %x, i64 %y) {
  %c = icmp sgt i64 %x, 7
  %s = select i1 %c, i64 0, i64 %y
  ret i64 %s
}
define i32 @sxy(i32 %x, i32 %y, i32 %z) {
  %c = icmp ne i32 %x, 0
  %s = select i1 %c, i32 %z, i32 %y
  ret i32 %s
}
define ptr @sptr(i64 %x, ptr %p, ptr %q) {
  %c = icmp eq i64 %x, 3
  %s = select i1 %c, ptr %p, ptr %q
  ret ptr %s
}
define i32 @sbool(i1 zeroext %b, i32 %y) {
  %s = select i1 %b, i32 %y, i32 -9
  ret i32 %s
}
