; llvm.returnaddress(0) is ra as it was on entry: a leaf reads ra itself (no frame); a
; function that calls copies ra into a register before the call overwrites it, and nothing
; reads ra after the call. A non-zero depth walks the frame records (forcing a frame
; pointer): depth 2 loads the caller's s0 from s0-16, that frame's caller's s0 from -16 of
; it, and the saved ra 8 bytes below that frame's s0, as llc-22 -O2 does (kiln through a
; copy of s0).
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,KILN
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,KILN
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s --check-prefixes=CHECK,LLC
; CHECK-LABEL: leaf:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: mv a0, ra
; CHECK-NEXT: ret
; CHECK-LABEL: nonleaf:
; CHECK:      sd ra, 24(sp)
; CHECK:      mv {{[a-z0-9]+}}, ra
; CHECK:      call g
; CHECK-NOT:  {{, ra$}}
; CHECK:      .cfi_endproc
; CHECK-LABEL: deep:
; CHECK:      addi s0, sp, 16
; CHECK-NEXT: .cfi_def_cfa s0, 0
; KILN-NEXT:  mv [[F:[a-z0-9]+]], s0
; KILN-NEXT:  ld [[A:[a-z0-9]+]], -16([[F]])
; LLC-NEXT:   ld [[A:[a-z0-9]+]], -16(s0)
; CHECK-NEXT: ld [[B:[a-z0-9]+]], -16([[A]])
; CHECK-NEXT: ld a0, -8([[B]])
; CHECK-NEXT: .cfi_def_cfa sp, 16
; CHECK-LABEL: .Lfunc_end2:
declare ptr @llvm.returnaddress(i32)
declare void @g(ptr)

define ptr @leaf() {
  %r = call ptr @llvm.returnaddress(i32 0)
  ret ptr %r
}

define ptr @nonleaf(i1 %c) {
entry:
  call void @g(ptr null)
  br i1 %c, label %a, label %b
a:
  %r = call ptr @llvm.returnaddress(i32 0)
  ret ptr %r
b:
  ret ptr null
}

define ptr @deep() {
  %r = call ptr @llvm.returnaddress(i32 2)
  ret ptr %r
}
