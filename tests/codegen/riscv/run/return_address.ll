; llvm.returnaddress at depth 0 (leaf, and after a call in another block) and at depth 1 and
; 2 (the frame-pointer chain). Driver: return_address.c, which checks each value against
; gcc's __builtin_return_address in frames built with -fno-omit-frame-pointer.
target triple = "riscv64-unknown-linux-gnu"

declare ptr @llvm.returnaddress(i32)

define ptr @ra0_leaf() {
  %r = call ptr @llvm.returnaddress(i32 0)
  ret ptr %r
}

define ptr @ra0_after_call(ptr %cb, i1 %c) #0 {
entry:
  call void %cb()
  br i1 %c, label %a, label %b
a:
  %r = call ptr @llvm.returnaddress(i32 0)
  ret ptr %r
b:
  ret ptr null
}

define ptr @ra1() {
  %r = call ptr @llvm.returnaddress(i32 1)
  ret ptr %r
}

define ptr @ra2() {
  %r = call ptr @llvm.returnaddress(i32 2)
  ret ptr %r
}

attributes #0 = { noinline "frame-pointer"="all" }
