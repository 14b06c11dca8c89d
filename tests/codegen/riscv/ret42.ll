; The simplest function: the constant 42 returned in a0 (`li a0, 42`, which is
; `addi a0, zero, 42`), in a function with CFI and its size, at every level and in llc-22 -O2.
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s
; CHECK:      .globl main
; CHECK:      .type main,@function
; CHECK-NEXT: main:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: {{li a0, 42|addi a0, zero, 42}}
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end0:
; CHECK-NEXT: .size main, .Lfunc_end0-main
; CHECK-NEXT: .cfi_endproc
define i32 @main() {
  ret i32 42
}
