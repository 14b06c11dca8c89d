; Inline asm constraints GCC-style code writes (issue 22): a tied register input, 'rm' and 'imr'
; alternatives, a memory in-out on a global, and an indirect output with alternatives whose input
; is tied to it ("=*imr,0", a compiler barrier: the input names the output's memory). From
; clang-22 -O2 on the functions asm_constraints.c's comment lists; the driver prints their results.
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@g = dso_local global i32 10, align 4

define dso_local signext i32 @tied_reg(i32 noundef signext %0) local_unnamed_addr {
  %2 = tail call i32 asm sideeffect "addi $0, $0, 1", "=r,0"(i32 %0)
  ret i32 %2
}

declare void @llvm.lifetime.start.p0(ptr captures(none))

declare void @llvm.lifetime.end.p0(ptr captures(none))

define dso_local signext i32 @reg_or_mem(i32 noundef signext %0) local_unnamed_addr {
  tail call void asm sideeffect "# $0", "rm,~{memory}"(i32 %0)
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

define dso_local signext i32 @imm_mem_reg(i32 noundef signext %0) local_unnamed_addr {
  %2 = tail call i32 asm sideeffect "add $0, $0, $1", "=r,imr,0"(i32 5, i32 %0)
  ret i32 %2
}

define dso_local void @touch_global() local_unnamed_addr {
  tail call void asm sideeffect "", "=*m,*m"(ptr nonnull elementtype(i32) @g, ptr nonnull elementtype(i32) @g)
  ret void
}

define dso_local signext range(i32 -2147483647, -2147483648) i32 @barrier(i32 noundef signext %0) local_unnamed_addr {
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  %3 = mul nsw i32 %0, 3
  store i32 %3, ptr %2, align 4
  call void asm sideeffect "", "=*imr,0"(ptr nonnull elementtype(i32) %2, i32 %3)
  %4 = load i32, ptr %2, align 4
  %5 = add nsw i32 %4, 1
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  ret i32 %5
}

