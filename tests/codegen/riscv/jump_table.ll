; A dense switch (5 cases over 6 values, LLVM's minimum for RISC-V) becomes a jump table at
; every level, as llc-22 makes one: the index range-checked in the switch's own type, the
; table addressed with lla (medany), an 8-byte entry loaded and jumped through; the table of
; absolute `.quad` block addresses in .rodata after the function.
; CHECK-LABEL: dense:
; CHECK: lla {{.*}}, .LJTI0_0
; CHECK: ld {{.*}}, 0(
; CHECK-NEXT: jr
; CHECK: .cfi_endproc
; CHECK-NEXT: .section .rodata,"a",@progbits
; CHECK-NEXT: .p2align 3
; CHECK-NEXT: .LJTI0_0:
; CHECK-NEXT: .quad .LBB0_
; CHECK-NEXT: .quad .LBB0_
; CHECK-NEXT: .quad .LBB0_
; CHECK-NEXT: .quad .LBB0_
; CHECK-NEXT: .quad .LBB0_
; CHECK-NEXT: .quad .LBB0_
; Four cases are too few: compares, no table.
; CHECK-LABEL: four:
; CHECK-NOT: .LJTI1_0
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
