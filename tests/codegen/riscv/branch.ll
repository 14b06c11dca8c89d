; A compare feeding a branch becomes one conditional branch.
; CHECK-LABEL: max:
; CHECK: blt
; CHECK: ret
define i64 @max(i64 %a, i64 %b) {
entry:
  %c = icmp slt i64 %a, %b
  br i1 %c, label %lt, label %ge
lt:
  ret i64 %b
ge:
  ret i64 %a
}
