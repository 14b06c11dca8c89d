; An i65 is computed as an i72 (the next whole number of bytes, two registers): a logical
; shift right first clears the bits above bit 64 of the high register, an arithmetic one
; sign-extends from bit 64, and a store writes the ninth byte with those bits zero.
; CHECK-LABEL: lshr:
; CHECK: andi {{.*}}, 1
; CHECK-LABEL: ashr:
; CHECK: slli {{.*}}, 7
; CHECK: srai
; CHECK-LABEL: store:
; CHECK: andi {{.*}}, 1
; CHECK: sb
; CHECK-LABEL: .Lfunc_end2:
define i64 @lshr(ptr %p) {
  %a = load i65, ptr %p, align 8
  %b = lshr i65 %a, 1
  %c = trunc i65 %b to i64
  ret i64 %c
}

define i64 @ashr(ptr %p) {
  %a = load i65, ptr %p, align 8
  %b = ashr i65 %a, 1
  %c = trunc i65 %b to i64
  ret i64 %c
}

define void @store(ptr %p, i64 %x, i64 %y) {
  %a = zext i64 %x to i65
  %b = zext i64 %y to i65
  %s = shl i65 %b, 64
  %c = or i65 %a, %s
  store i65 %c, ptr %p, align 8
  ret void
}
