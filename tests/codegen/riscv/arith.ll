; Register-register and register-immediate arithmetic (RV64IM).
; CHECK-LABEL: f:
; CHECK: addi {{.*}}, 5
; CHECK: mul
; CHECK: div
; CHECK: remu
; CHECK: xori {{.*}}, -1
; CHECK: ret
define i64 @f(i64 %a, i64 %b) {
  %x = add i64 %a, 5
  %y = mul i64 %x, %b
  %z = sdiv i64 %y, %a
  %w = urem i64 %z, %b
  %n = xor i64 %w, -1
  ret i64 %n
}
