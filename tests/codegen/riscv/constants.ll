; Constants are materialized with the shortest lui/addi(w)/slli sequence.
; CHECK-LABEL: big:
; CHECK: lui {{.*}}, 74565
; CHECK-NEXT: addi {{.*}}, 1656
; CHECK: ret
; CHECK-LABEL: halves:
; CHECK: slli {{.*}}, 32
; CHECK-NEXT: add
define i64 @big() {
  ret i64 305419896
}
define i64 @halves() {
  ret i64 6148914691236517205
}
