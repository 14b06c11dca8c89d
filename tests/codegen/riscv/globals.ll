; Globals: addresses through lla (pc-relative, medany), the load from offset 0; data in
; .data (initialized, with the value's little-endian bytes), .rodata (a private constant:
; a local .L symbol, "hi\0") and .bss (zeros; internal, so not .globl), each aligned to its
; type, with its type and size; a pointer initializer is a relocated .quad.
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; CHECK-LABEL: get:
; CHECK:      .cfi_startproc
; CHECK-NEXT: lla [[A:[a-z0-9]+]], counter
; CHECK-NEXT: lw a0, 0([[A]])
; CHECK-NEXT: ret
; CHECK:      .data
; CHECK-NEXT: .globl counter
; CHECK-NEXT: .p2align 2
; CHECK-NEXT: .type counter,@object
; CHECK-NEXT: counter:
; CHECK-NEXT: {{\.byte 7,0,0,0|\.word 7}}
; CHECK-NEXT: .size counter, 4
; CHECK:      .section .rodata
; CHECK-NOT:  .globl
; CHECK:      .Lmsg:
; CHECK-NEXT: {{\.byte 104,105,0|\.asciz "hi"}}
; CHECK-NEXT: .size .Lmsg, 3
; CHECK:      .bss
; CHECK-NOT:  .globl
; CHECK:      .type zeros,@object
; CHECK-NEXT: zeros:
; CHECK-NEXT: .zero 64
; CHECK-NEXT: .size zeros, 64
; CHECK:      .globl ptr
; CHECK-NEXT: .p2align 3
; CHECK-NEXT: .type ptr,@object
; CHECK-NEXT: ptr:
; CHECK-NEXT: .quad .Lmsg+1
; CHECK-NEXT: .size ptr, 8
@counter = global i32 7, align 4
@msg = private constant [3 x i8] c"hi\00"
@zeros = internal global [16 x i32] zeroinitializer
@ptr = global ptr getelementptr (i8, ptr @msg, i64 1)
define i32 @get() {
  %v = load i32, ptr @counter
  ret i32 %v
}
