; Register-register and register-immediate arithmetic (RV64IM): each IR operation is one
; instruction of the M extension or the base ISA, with the signedness of the IR operation
; (sdiv is div, urem is remu), the immediate in the instruction, no libcall, at every level;
; each result feeds the next instruction (the xor with -1 is `not`, llc-22's spelling). The
; same instructions as llc-22 -O2's with the M extension.
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -regalloc=greedy -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s

; CHECK-LABEL: f:
; CHECK-NOT: call
; CHECK:      addi [[X:[a-z0-9]+]], a0, 5
; CHECK-NEXT: mul [[Y:[a-z0-9]+]], [[X]], a1
; CHECK-NEXT: div [[Z:[a-z0-9]+]], [[Y]], a0
; CHECK-NEXT: remu [[W:[a-z0-9]+]], [[Z]], a1
; CHECK-NEXT: {{xori|not}} a0, [[W]]{{(, -1)?$}}
; CHECK-NEXT: ret
; CHECK-NOT: call
define i64 @f(i64 %a, i64 %b) {
  %x = add i64 %a, 5
  %y = mul i64 %x, %b
  %z = sdiv i64 %y, %a
  %w = urem i64 %z, %b
  %n = xor i64 %w, -1
  ret i64 %n
}
