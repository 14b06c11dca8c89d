; A compare feeding a branch becomes one conditional branch (inverted, as llc-22 -O2 does, so
; the block after it falls through).
; CHECK-LABEL: max:
; CHECK: bge
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
