; Constants are materialized with the shortest lui/addi/slli sequence (LLVM's RISCVMatInt):
; 0x12345678 is lui 0x12345 (74565) + addi 0x678 (1656); 0x5555555555555555 builds its low
; half 0x55555555 (lui 349525 + addi 1365) and adds it shifted left by 32 to itself. Same as
; llc-22 -O2, at every level.
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s
; CHECK-LABEL: big:
; CHECK:      .cfi_startproc
; CHECK-NEXT: lui [[R:[a-z0-9]+]], 74565
; CHECK-NEXT: addi a0, [[R]], 1656
; CHECK-NEXT: ret
; CHECK-LABEL: halves:
; CHECK:      .cfi_startproc
; CHECK-NEXT: lui [[H:[a-z0-9]+]], 349525
; CHECK-NEXT: addi [[L:[a-z0-9]+]], [[H]], 1365
; CHECK-NEXT: slli [[S:[a-z0-9]+]], [[L]], 32
; CHECK-NEXT: add a0, [[L]], [[S]]
; CHECK-NEXT: ret
define i64 @big() {
  ret i64 305419896
}
define i64 @halves() {
  ret i64 6148914691236517205
}
