; 64-bit constants that take more than five instructions to build are loaded from the
; constant pool, as llc-22 decides (RISCVSubtarget::getMaxBuildIntsCost): one 8-byte entry in
; the mergeable .rodata.cst8 section before the function, shared by both uses in the
; function. kiln loads it pc-relatively (`ld rd, sym` is auipc + ld; medany), llc-22 through
; %hi/%lo (its default code model), so only the entry and the decision are checked on llc-22.
; Five-instruction constants (lui, addi, slli, addi, slli) and those built from a repeated
; 32-bit half stay inline, with the same instructions as llc-22's.
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,KILN
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,KILN
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s --check-prefixes=CHECK,LLC
; CHECK:      .section .rodata.cst8,"aM",@progbits,8
; CHECK-NEXT: .p2align 3
; CHECK-NEXT: .LCPI0_0:
; CHECK-NEXT: .quad 1234567890123456789
; CHECK-NOT:  .LCPI0_1
; CHECK-LABEL: two_uses:
; KILN:       ld {{[a-z0-9]+}}, .LCPI0_0
; KILN:       call use
; KILN:       ld {{[a-z0-9]+}}, .LCPI0_0
; KILN:       call use
; LLC:        ld {{[a-z0-9]+}}, %lo(.LCPI0_0)(
; CHECK-LABEL: inline_five:
; CHECK-NOT:  .LCPI
; CHECK:      .cfi_startproc
; CHECK-NEXT: lui [[A:[a-z0-9]+]], 149131
; CHECK-NEXT: addi [[B:[a-z0-9]+]], [[A]], -783
; CHECK-NEXT: slli [[C:[a-z0-9]+]], [[B]], 13
; CHECK-NEXT: addi [[D:[a-z0-9]+]], [[C]], 1711
; CHECK-NEXT: slli a0, [[D]], 2
; CHECK-NEXT: ret
; CHECK-LABEL: dup_halves:
; CHECK-NOT:  .LCPI
; CHECK:      .cfi_startproc
; CHECK-NEXT: lui [[H:[a-z0-9]+]], 74565
; CHECK-NEXT: addi [[L:[a-z0-9]+]], [[H]], 1656
; CHECK-NEXT: slli [[S:[a-z0-9]+]], [[L]], 32
; CHECK-NEXT: add a0, [[L]], [[S]]
; CHECK-NEXT: ret
; CHECK-NOT:  .LCPI
declare void @use(i64, i64)

define void @two_uses(i1 %c) {
entry:
  call void @use(i64 1234567890123456789, i64 1)
  br label %next
next:
  call void @use(i64 2, i64 1234567890123456789)
  ret void
}

define i64 @inline_five() {
  ret i64 20015998343868
}

define i64 @dup_halves() {
  ret i64 1311768465173141112
}
