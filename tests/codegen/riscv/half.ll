; half without Zfh (as llc-22 does on rv64gc lp64d): the argument arrives NaN-boxed in fa0 and
; is passed the same way to __extendhfsf2; the sum is computed in f32 and rounded back by
; __truncsfhf2, whose result is NaN-boxed again for the return. bfloat extends by a shift
; and rounds with __truncsfbf2; a half in memory is a halfword.
; CHECK-LABEL: add:
; CHECK: call __extendhfsf2
; CHECK: call __extendhfsf2
; CHECK: fadd.s
; CHECK: call __truncsfhf2
; CHECK: fmv.x.w
; CHECK: fmv.w.x fa0,
; CHECK-LABEL: badd:
; CHECK-NOT: __extend
; CHECK: slli {{.*}}, 16
; CHECK: fadd.s
; CHECK: call __truncsfbf2
; CHECK-LABEL: st:
; CHECK: fmv.x.w
; CHECK-NEXT: sh
; CHECK-LABEL: trunc:
; CHECK: call __truncdfhf2
; CHECK-LABEL: .Lfunc_end3:
define half @add(half %a, half %b) {
  %c = fadd half %a, %b
  ret half %c
}

define bfloat @badd(bfloat %a, bfloat %b) {
  %c = fadd bfloat %a, %b
  ret bfloat %c
}

define void @st(ptr %p, half %a) {
  store half %a, ptr %p
  ret void
}

define half @trunc(double %a) {
  %c = fptrunc double %a to half
  ret half %c
}
