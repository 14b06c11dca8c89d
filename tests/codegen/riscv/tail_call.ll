; `tail` and `musttail` calls in tail position whose arguments all go in registers become
; tail calls, as llc-22 makes them: arguments in a0-a7, the epilogue, then `tail sym` (or
; `jr t1` for a pointer, t1 being caller-saved and never restored by the epilogue). A call
; with stack arguments stays a call; a `musttail` that cannot be one is an error (see
; err_musttail.ll).
; CHECK-LABEL: direct:
; CHECK-NOT: call
; CHECK: tail g
; CHECK-LABEL: indirect:
; CHECK: mv t1, a0
; CHECK: jr t1
; CHECK-LABEL: with_frame:
; CHECK: call g
; CHECK: ld ra, 8(sp)
; CHECK: .cfi_restore ra
; CHECK: addi sp, sp, 16
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: tail g
; CHECK-LABEL: stack_args:
; CHECK: call many
; CHECK: ret
; CHECK-LABEL: not_in_tail_position:
; CHECK: call g
; CHECK: ret
; CHECK-LABEL: must:
; CHECK: tail g
; A caller returning through sret is never a tail caller.
; CHECK-LABEL: caller_sret:
; CHECK: call h
; CHECK: ret
declare i64 @g(i64, i64)
declare i64 @many(i64, i64, i64, i64, i64, i64, i64, i64, i64)

define i64 @direct(i64 %a, i64 %b) {
  %r = tail call i64 @g(i64 %b, i64 %a)
  ret i64 %r
}

define i64 @indirect(ptr %p, i64 %a) {
  %r = tail call i64 %p(i64 %a, i64 %a)
  ret i64 %r
}

define i64 @with_frame(i64 %a) {
  %x = call i64 @g(i64 %a, i64 1)
  %r = tail call i64 @g(i64 %x, i64 2)
  ret i64 %r
}

define i64 @stack_args(i64 %a) {
  %r = tail call i64 @many(i64 %a, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8)
  ret i64 %r
}

define i64 @not_in_tail_position(i64 %a) {
  %r = tail call i64 @g(i64 %a, i64 %a)
  %s = add i64 %r, 1
  ret i64 %s
}

define i64 @must(i64 %a, i64 %b) {
  %r = musttail call i64 @g(i64 %a, i64 %b)
  ret i64 %r
}

declare void @h(ptr)

define void @caller_sret(ptr sret(i64) %p) {
  tail call void @h(ptr %p)
  ret void
}
