; half without Zfh (as llc-22 does on rv64gc lp64d): no half instruction; each argument is
; extended by __extendhfsf2, the sum computed in f32 (fadd.s, result in fa0 for the call)
; and rounded back by __truncsfhf2, whose result is NaN-boxed for the return: its bits are
; or-ed with 0xffff0000 (lui 1048560) and moved to fa0 with fmv.w.x. bfloat extends by a
; shift left by 16 (no libcall) and rounds with __truncsfbf2; a half in memory is the
; halfword of the register's low bits (fmv.x.w, sh). kiln also NaN-boxes the arguments it
; passes to __extendhfsf2 (llc-22 passes fa0 as it came), so the boxing is checked on the
; return only.
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -regalloc=greedy -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s
; CHECK-LABEL: add:
; CHECK-NOT:  {{\.h }}
; CHECK:      call __extendhfsf2
; CHECK:      call __extendhfsf2
; CHECK-NOT:  call
; CHECK:      fadd.s fa0, {{f[a-z0-9]+}}, {{f[a-z0-9]+}}
; CHECK-NEXT: call __truncsfhf2
; CHECK-NEXT: fmv.x.w [[H:[a-z0-9]+]], fa0
; CHECK:      or [[Y:[a-z0-9]+]], {{[a-z0-9]+}}, {{[a-z0-9]+}}
; CHECK-NEXT: fmv.w.x fa0, [[Y]]
; CHECK-NOT:  call
; CHECK:      ret
; CHECK-LABEL: badd:
; CHECK-NOT:  {{__extend|\.h }}
; CHECK-DAG:  slli [[A:[a-z0-9]+]], {{[a-z0-9]+}}, 16
; CHECK-DAG:  slli [[B:[a-z0-9]+]], {{[a-z0-9]+}}, 16
; CHECK-DAG:  fmv.w.x {{f[a-z0-9]+}}, [[A]]
; CHECK-DAG:  fmv.w.x {{f[a-z0-9]+}}, [[B]]
; CHECK-NOT:  call
; CHECK:      fadd.s fa0, {{f[a-z0-9]+}}, {{f[a-z0-9]+}}
; CHECK-NEXT: call __truncsfbf2
; CHECK-NEXT: fmv.x.w {{[a-z0-9]+}}, fa0
; CHECK:      lui [[M:[a-z0-9]+]], 1048560
; CHECK-NEXT: or [[Y:[a-z0-9]+]], {{[a-z0-9]+}}, [[M]]
; CHECK-NEXT: fmv.w.x fa0, [[Y]]
; CHECK-LABEL: st:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: fmv.x.w [[X:[a-z0-9]+]], fa0
; CHECK-NEXT: sh [[X]], 0(a0)
; CHECK-NEXT: ret
; CHECK-LABEL: trunc:
; CHECK:      call __truncdfhf2
; CHECK-NEXT: fmv.x.w {{[a-z0-9]+}}, fa0
; CHECK:      lui {{[a-z0-9]+}}, 1048560
; CHECK:      or [[Y:[a-z0-9]+]], {{[a-z0-9]+}}, {{[a-z0-9]+}}
; CHECK-NEXT: fmv.w.x fa0, [[Y]]
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
