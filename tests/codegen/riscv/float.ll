; Floating point under lp64d: arguments and results in fa registers (a0 for integers), C's
; conversions to integers round towards zero (rtz), +0.0 comes from x0, an unordered compare
; is the negation of the ordered one (ult is !(a >= b): fle.d b, a, then xori 1). A double
; live across a call is kept in a callee-saved FP register at -O2, saved with fsd and
; described by CFI, and spilled at -O0. A variadic function stores a1-a7 right below the
; CFA (a7 at CFA-8 ... a1 at CFA-56, contiguous with the caller's stack arguments) and
; va_start points at a1's slot. A negated addend folds into fmsub, a negated factor into
; fnmsub. Checked on kiln -O0 and -O2 and on llc-22 -O2.
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -regalloc=greedy -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O0
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O2
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s --check-prefixes=CHECK,O2
; CHECK-LABEL: fadd_d:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: fadd.d fa0, fa0, fa1
; CHECK-NEXT: ret
; CHECK-LABEL: to_int:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: fcvt.l.d a0, fa0, rtz
; CHECK-NEXT: ret
; CHECK-LABEL: to_uint32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: fcvt.wu.s a0, fa0, rtz
; CHECK-NEXT: ret
; CHECK-LABEL: zero:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: fmv.d.x fa0, zero
; CHECK-NEXT: ret
; CHECK-LABEL: ult:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: fle.d [[C:[a-z0-9]+]], fa1, fa0
; CHECK-NEXT: xori a0, [[C]], 1
; CHECK-NEXT: ret
; CHECK-LABEL: keep:
; O0:         fsd fa0, [[SLOT:[0-9]+]](sp)
; O0-NEXT:    call ext
; O0-NEXT:    fld [[X:f[a-z0-9]+]], [[SLOT]](sp)
; O2:         fsd [[FSR:fs[0-9]+]], [[OFF:[0-9]+]](sp)
; O2:         .cfi_offset [[FSR]], -{{[0-9]+}}
; O2:         {{fmv.d|fsgnj.d}} [[FSR]], fa0{{(, fa0)?$}}
; O2-NEXT:    call ext
; CHECK:      fmul.d fa0, [[X:f[a-z0-9]+]], [[X]]
; O2:         fld [[FSR]], [[OFF]](sp)
; O2:         .cfi_restore [[FSR]]
; CHECK:      ret
; CHECK-LABEL: sum:
; CHECK:      addi sp, sp, -[[#FS:]]
; CHECK-NEXT: .cfi_def_cfa_offset [[#FS]]
; CHECK-DAG:  sd a7, [[#FS-8]](sp)
; CHECK-DAG:  sd a6, [[#FS-16]](sp)
; CHECK-DAG:  sd a5, [[#FS-24]](sp)
; CHECK-DAG:  sd a4, [[#FS-32]](sp)
; CHECK-DAG:  sd a3, [[#FS-40]](sp)
; CHECK-DAG:  sd a2, [[#FS-48]](sp)
; CHECK-DAG:  sd a1, [[#FS-56]](sp)
; CHECK-DAG:  addi {{[a-z0-9]+}}, sp, [[#FS-56]]
; CHECK-DAG:  {{add|addw}} a0, {{[a-z0-9]+}}, {{[a-z0-9]+}}
; CHECK:      addi sp, sp, [[#FS]]
; CHECK-LABEL: fms:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: fmsub.d fa0, fa0, fa1, fa2
; CHECK-NEXT: ret
; CHECK-LABEL: fnms:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: fnmsub.s fa0, fa0, fa1, fa2
; CHECK-NEXT: ret
define double @fadd_d(double %a, double %b) {
  %c = fadd double %a, %b
  ret double %c
}
define i64 @to_int(double %a) {
  %r = fptosi double %a to i64
  ret i64 %r
}
define i32 @to_uint32(float %a) {
  %r = fptoui float %a to i32
  ret i32 %r
}
define double @zero() {
  ret double 0.0
}
define i1 @ult(double %a, double %b) {
  %c = fcmp ult double %a, %b
  ret i1 %c
}
declare void @ext()
define double @keep(double %a) {
  call void @ext()
  %r = fmul double %a, %a
  ret double %r
}
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
define double @fms(double %a, double %b, double %c) {
  %n = fneg double %c
  %r = call double @llvm.fma.f64(double %a, double %b, double %n)
  ret double %r
}
define float @fnms(float %a, float %b, float %c) {
  %n = fneg float %a
  %r = call float @llvm.fma.f32(float %n, float %b, float %c)
  ret float %r
}
declare double @llvm.fma.f64(double, double, double)
declare float @llvm.fma.f32(float, float, float)
