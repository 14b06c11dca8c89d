; llvm.returnaddress(0) is ra as it was on entry: a leaf reads ra itself; a function that
; calls copies ra into a register at the top of the entry block, before the call overwrites
; it. A non-zero depth walks the frame records (forcing a frame pointer) and loads the saved
; ra 8 bytes below that frame's s0, as llc-22 does.
; CHECK-LABEL: leaf:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: mv a0, ra
; CHECK-NEXT: ret
; CHECK-LABEL: nonleaf:
; CHECK: mv {{.*}}, ra
; CHECK: call g
; CHECK-LABEL: deep:
; CHECK: addi s0, sp, 16
; CHECK: ld {{.*}}, -16(
; CHECK: ld {{.*}}, -16(
; CHECK: ld a0, -8(
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
