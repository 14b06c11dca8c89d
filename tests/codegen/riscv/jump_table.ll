; A dense switch (5 cases over 6 values, LLVM's minimum for RISC-V) becomes a jump table at
; every level, as llc-22 makes one under the medium code model (kiln's medany): the index
; x-10 computed and range-checked in the switch's own type (i32, sign-extended, compared
; unsigned with 5, out of range to the default block), the table addressed pc-relatively
; (lla), the 8-byte entry at index*8 loaded and jumped through; the table of absolute
; `.quad` block addresses in .rodata after the function, entry k leading to the block that
; returns case 10+k's value (the hole, 14, reaches the default: directly in llc-22, through a
; jump in kiln, so its entry is not named). The TBL lines check the blocks and the table
; (a second FileCheck pass: the blocks come before the jump in kiln's layout and after it
; in llc-22's).
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -regalloc=greedy -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,KILN
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,KILN
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: FileCheck %s --check-prefix=TBL < %t.O0.s
; RUN: FileCheck %s --check-prefix=TBL < %t.O2.s
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -code-model=medium -asm-verbose=false %s -o - | tee %t.llc.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,LLC
; RUN: FileCheck %s --check-prefix=TBL < %t.llc.s
; CHECK-LABEL: dense:
; KILN:       addiw [[I:[a-z0-9]+]], a0, -10
; LLC:        sext.w [[X:[a-z0-9]+]], a0
; LLC-NEXT:   addi [[I:[a-z0-9]+]], [[X]], -10
; CHECK:      {{li|addi}} [[FIVE:[a-z0-9]+]], {{(zero, )?}}5{{$}}
; CHECK-NEXT: bltu [[FIVE]], [[I]], .LBB0_{{[0-9]+}}
; CHECK:      slli [[OFF:[a-z0-9]+]], {{[a-z0-9]+}}, 3
; KILN-NEXT:  lla [[T:[a-z0-9]+]], .LJTI0_0
; KILN-NEXT:  add [[E:[a-z0-9]+]], [[T]], [[OFF]]
; LLC:        auipc [[T:[a-z0-9]+]], %pcrel_hi(.LJTI0_0)
; LLC:        add [[E:[a-z0-9]+]], [[OFF]], [[T]]
; CHECK-NEXT: ld [[D:[a-z0-9]+]], 0([[E]])
; CHECK-NEXT: jr [[D]]
; CHECK:      .cfi_endproc
; CHECK-NEXT: .section .rodata,"a",@progbits
; CHECK-NEXT: .p2align 3
; CHECK-NEXT: .LJTI0_0:

; TBL-LABEL: dense:
; TBL:       bltu {{[a-z0-9]+}}, {{[a-z0-9]+}}, [[DEF:\.LBB0_[0-9]+]]
; TBL-DAG:   [[DEF]]:{{[[:space:]]+}}{{li a0, 0|mv a0, zero}}{{$}}
; TBL-DAG:   [[L10:\.LBB0_[0-9]+]]:{{[[:space:]]+}}{{li|addi}} a0, {{(zero, )?}}11{{$}}
; TBL-DAG:   [[L11:\.LBB0_[0-9]+]]:{{[[:space:]]+}}{{li|addi}} a0, {{(zero, )?}}22{{$}}
; TBL-DAG:   [[L12:\.LBB0_[0-9]+]]:{{[[:space:]]+}}{{li|addi}} a0, {{(zero, )?}}35{{$}}
; TBL-DAG:   [[L13:\.LBB0_[0-9]+]]:{{[[:space:]]+}}{{li|addi}} a0, {{(zero, )?}}47{{$}}
; TBL-DAG:   [[L15:\.LBB0_[0-9]+]]:{{[[:space:]]+}}{{li|addi}} a0, {{(zero, )?}}9{{$}}
; TBL:       .LJTI0_0:
; TBL-NEXT:  .quad [[L10]]{{$}}
; TBL-NEXT:  .quad [[L11]]{{$}}
; TBL-NEXT:  .quad [[L12]]{{$}}
; TBL-NEXT:  .quad [[L13]]{{$}}
; TBL-NEXT:  .quad .LBB0_{{[0-9]+}}{{$}}
; TBL-NEXT:  .quad [[L15]]{{$}}
; TBL-NOT:   .quad
; Four cases are too few: compares, no table, no indirect jump.
; TBL-LABEL: four:
; TBL-NOT:   {{jr|\.LJTI}}
; TBL:       .cfi_endproc
; TBL-NOT:   .LJTI
define i32 @dense(i32 %x) {
entry:
  switch i32 %x, label %d [
    i32 10, label %a
    i32 11, label %b
    i32 12, label %c
    i32 13, label %e
    i32 15, label %f
  ]
a:
  ret i32 11
b:
  ret i32 22
c:
  ret i32 35
e:
  ret i32 47
f:
  ret i32 9
d:
  ret i32 0
}

define i32 @four(i32 %x) {
entry:
  switch i32 %x, label %d [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %c
    i32 3, label %e
  ]
a:
  ret i32 11
b:
  ret i32 22
c:
  ret i32 35
e:
  ret i32 47
d:
  ret i32 0
}
