; An i65 is computed as an i72 (the next whole number of bytes, two registers: the low 64
; bits at offset 0, the ninth byte at offset 8). Shifted right by one and truncated to i64,
; the result is (low >> 1) | (bit 64 << 63), for the logical and the arithmetic shift alike
; (the sign extension from bit 64 does not reach the low 64 bits); a store of
; x | (y << 64) writes x and a ninth byte holding bit 0 of y with the bits above bit 64 zero.
; The same as llc-22 -O2's results (kiln reaches them with more instructions).
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -regalloc=greedy -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s
; CHECK-LABEL: lshr:
; CHECK-DAG:  lbu [[HI:[a-z0-9]+]], 8(a0)
; CHECK-DAG:  ld [[LO:[a-z0-9]+]], 0(a0)
; CHECK-DAG:  srli [[L1:[a-z0-9]+]], [[LO]], 1{{$}}
; CHECK-DAG:  slli [[H1:[a-z0-9]+]], {{[a-z0-9]+}}, 63
; CHECK:      or a0, [[L1]], [[H1]]
; CHECK-NEXT: ret
; CHECK-LABEL: ashr:
; CHECK-DAG:  lbu [[HI:[a-z0-9]+]], 8(a0)
; CHECK-DAG:  ld [[LO:[a-z0-9]+]], 0(a0)
; CHECK-DAG:  srli [[L1:[a-z0-9]+]], {{[a-z0-9]+}}, 1{{$}}
; CHECK-DAG:  slli [[H1:[a-z0-9]+]], {{[a-z0-9]+}}, 63
; CHECK:      or a0, [[L1]], [[H1]]
; CHECK-NEXT: ret
; CHECK-LABEL: store:
; CHECK-DAG:  andi [[B:[a-z0-9]+]], a2, 1{{$}}
; CHECK-DAG:  sb [[B]], 8(a0)
; CHECK-DAG:  sd a1, 0(a0)
; CHECK:      ret
; CHECK-LABEL: .Lfunc_end2:
define i64 @lshr(ptr %p) {
  %a = load i65, ptr %p, align 8
  %b = lshr i65 %a, 1
  %c = trunc i65 %b to i64
  ret i64 %c
}

define i64 @ashr(ptr %p) {
  %a = load i65, ptr %p, align 8
  %b = ashr i65 %a, 1
  %c = trunc i65 %b to i64
  ret i64 %c
}

define void @store(ptr %p, i64 %x, i64 %y) {
  %a = zext i64 %x to i65
  %b = zext i64 %y to i65
  %s = shl i65 %b, 64
  %c = or i65 %a, %s
  store i65 %c, ptr %p, align 8
  ret void
}
