; Floating point under lp64d: arguments and results in fa registers, C's conversions to
; integers round towards zero (rtz), +0.0 comes from x0, an unordered compare is the
; negation of the ordered one, a callee-saved FP register is saved with fsd and CFI.
; CHECK-LABEL: fadd_d:
; CHECK: fadd.d fa0, fa0, fa1
; CHECK-NEXT: ret
define double @fadd_d(double %a, double %b) {
  %c = fadd double %a, %b
  ret double %c
}
; CHECK-LABEL: to_int:
; CHECK: fcvt.l.d a0, fa0, rtz
define i64 @to_int(double %a) {
  %r = fptosi double %a to i64
  ret i64 %r
}
; CHECK-LABEL: to_uint32:
; CHECK: fcvt.wu.s {{.*}}, fa0, rtz
define i32 @to_uint32(float %a) {
  %r = fptoui float %a to i32
  ret i32 %r
}
; CHECK-LABEL: zero:
; CHECK: fmv.d.x fa0, zero
define double @zero() {
  ret double 0.0
}
; CHECK-LABEL: ult:
; CHECK: fle.d {{.*}}, fa1, fa0
; CHECK-NEXT: xori a0, {{.*}}, 1
define i1 @ult(double %a, double %b) {
  %c = fcmp ult double %a, %b
  ret i1 %c
}
; CHECK-LABEL: keep:
; CHECK: fsd fs0, {{.*}}(sp)
; CHECK: .cfi_offset fs0, {{.*}}
; CHECK: call ext
; CHECK: fld fs0, {{.*}}(sp)
declare void @ext()
define double @keep(double %a) {
  call void @ext()
  %r = fmul double %a, %a
  ret double %r
}
; CHECK-LABEL: sum:
; CHECK: sd a7, {{.*}}(sp)
define i32 @sum(i32 %n, ...) {
  %ap = alloca ptr
  call void @llvm.va_start.p0(ptr %ap)
  %p = load ptr, ptr %ap
  %v = load i32, ptr %p
  call void @llvm.va_end.p0(ptr %ap)
  %r = add i32 %v, %n
  ret i32 %r
}
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
; A negated addend folds into fmsub, a negated factor into fnmsub.
; CHECK-LABEL: fms:
; CHECK: fmsub.d fa0, fa0, fa1, fa2
define double @fms(double %a, double %b, double %c) {
  %n = fneg double %c
  %r = call double @llvm.fma.f64(double %a, double %b, double %n)
  ret double %r
}
; CHECK-LABEL: fnms:
; CHECK: fnmsub.s fa0, fa0, fa1, fa2
define float @fnms(float %a, float %b, float %c) {
  %n = fneg float %a
  %r = call float @llvm.fma.f32(float %n, float %b, float %c)
  ret float %r
}
declare double @llvm.fma.f64(double, double, double)
declare float @llvm.fma.f32(float, float, float)
