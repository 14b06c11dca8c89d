; 64-bit constants that take more than five instructions to build are loaded from the
; constant pool, as llc-22 does (RISCVSubtarget::getMaxBuildIntsCost): an 8-byte entry in the
; mergeable .rodata.cst8 section before the function, loaded pc-relatively (`ld rd, sym` is
; auipc + ld); entries are shared within a function. Five-instruction constants, and those
; built from a repeated 32-bit half, stay inline.
; CHECK-LABEL: .LCPI0_0:
; CHECK-NEXT: .quad 1234567890123456789
; CHECK-NOT: .LCPI0_1
; CHECK-LABEL: two_uses:
; CHECK: ld {{.*}}, .LCPI0_0
; CHECK-LABEL: inline_five:
; CHECK-NOT: .LCPI
; CHECK: lui
; CHECK-LABEL: dup_halves:
; CHECK-NOT: .LCPI
; CHECK: slli {{.*}}, 32
; CHECK-LABEL: .Lfunc_end2:
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
