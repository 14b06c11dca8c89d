; The remaining instructions: switch, va_arg, aggregates, allocas of every shape, volatile
; and aligned memory ops, compares with samesign, integer flags, tail-call markers, unreachable.
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%pair = type { i32, { i8, [3 x i64] } }

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
declare void @sink(...)

define i32 @vararg(i32 %n, ...) {
entry:
  %ap = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  %v = va_arg ptr %ap, i32
  call void @llvm.va_end.p0(ptr %ap)
  call void (...) @sink(i32 %v, double 1.0)
  switch i32 %v, label %def [
    i32 0, label %zero
    i32 -1, label %neg
    i32 7, label %zero
  ]

zero:
  ret i32 0

neg:
  unreachable

def:
  %s = sdiv exact i32 %v, 2
  %u = udiv i32 %s, 3
  %r1 = srem i32 %u, 5
  %r2 = urem i32 %r1, 7
  %sh = lshr exact i32 %r2, 1
  %sa = ashr i32 %sh, 1
  %sl = shl nuw nsw i32 %sa, 2
  %an = and i32 %sl, 255
  %c = icmp samesign ult i32 %an, 10
  %c2 = icmp ne ptr %ap, null
  %z = zext i1 %c to i32
  ret i32 %z
}

define void @aggregates(%pair %p, ptr %q) {
  %a = extractvalue %pair %p, 0
  %b = extractvalue %pair %p, 1, 1, 2
  %c = insertvalue %pair %p, i64 5, 1, 1, 0
  %d = insertvalue { i32, float } undef, i32 %a, 0
  store %pair %c, ptr %q, align 8
  %l = load volatile %pair, ptr %q, align 8
  store volatile i64 %b, ptr %q, align 1
  ret void
}

define void @allocas(i32 %n) {
  %a1 = alloca i32
  %a2 = alloca i32, align 16
  %a3 = alloca i8, i32 %n, align 1
  %a4 = alloca [4 x i64], i64 2
  %a5 = alloca i32, addrspace(5)
  %a6 = alloca inalloca i32, align 4
  %a7 = alloca swifterror ptr, align 8
  %a8 = alloca <vscale x 4 x i32>, align 16
  %a9 = alloca %pair, align 8, addrspace(3)
  ret void
}

define i32 @loops(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %sum, %loop ]
  %sum = add nsw i32 %acc, %i
  %next = add nuw i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop

exit:
  %r = phi i32 [ %sum, %loop ]
  ret i32 %r
}
