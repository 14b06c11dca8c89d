; An i128 phi in an inner loop under an i32-counted outer loop: type legalization once
; deleted the i64 constant 0 shared by the i128 halves' extract_element nodes and the
; promoted `icmp ugt i32 %n2, 0`, so the outer latch lost its branch ("%bb.3 does not end
; in a terminator"). The latch branches on the compare with zero either way round (`bltu` to
; the loop or `bgeu` to the exit, depending on the layout).
; CHECK-LABEL: f:
; CHECK: mulhu
; CHECK: b{{.*}}u zero,
; CHECK: ret
define i64 @f(i128 %x) {
entry:
  br label %outer
outer:
  %n = phi i32 [20, %entry], [%n2, %outer.end]
  %acc = phi i128 [%x, %entry], [%p2, %outer.end]
  br label %inner
inner:
  %k = phi i32 [0, %outer], [%k2, %inner]
  %p = phi i128 [%acc, %outer], [%p2, %inner]
  %p2 = mul i128 %p, 3
  %k2 = add i32 %k, 1
  %c = icmp ult i32 %k2, %n
  br i1 %c, label %inner, label %outer.end
outer.end:
  %n2 = sub i32 %n, 1
  %d = icmp ugt i32 %n2, 0
  br i1 %d, label %outer, label %exit
exit:
  %t = trunc i128 %p2 to i64
  ret i64 %t
}
