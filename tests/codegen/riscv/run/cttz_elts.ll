; llvm.experimental.cttz.elts (clang's early-exit vectorizer finds the first lane that left
; the loop with it): the index of the first true element of a mask, or the element count.
; Driver: cttz_elts.c.
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

; The first i in [0, 16) with a[i] == key, or 16.
define i64 @first_eq16(ptr %a, i8 %key) {
  %v = load <16 x i8>, ptr %a, align 1
  %ins = insertelement <16 x i8> poison, i8 %key, i64 0
  %splat = shufflevector <16 x i8> %ins, <16 x i8> poison, <16 x i32> zeroinitializer
  %m = icmp eq <16 x i8> %v, %splat
  %r = call i64 @llvm.experimental.cttz.elts.i64.v16i1(<16 x i1> %m, i1 false)
  ret i64 %r
}

; The first i in [0, 4) with a[i] > key, or 4 (an i32 result, zero_is_poison set: the driver
; only calls it when some lane is true).
define i32 @first_gt4(ptr %a, i32 %key) {
  %v = load <4 x i32>, ptr %a, align 4
  %ins = insertelement <4 x i32> poison, i32 %key, i64 0
  %splat = shufflevector <4 x i32> %ins, <4 x i32> poison, <4 x i32> zeroinitializer
  %m = icmp sgt <4 x i32> %v, %splat
  %r = call i32 @llvm.experimental.cttz.elts.i32.v4i1(<4 x i1> %m, i1 true)
  ret i32 %r
}

; An 8-lane mask given as bits of a byte.
define i64 @first_bit8(i8 %bits) {
  %m = bitcast i8 %bits to <8 x i1>
  %r = call i64 @llvm.experimental.cttz.elts.i64.v8i1(<8 x i1> %m, i1 false)
  ret i64 %r
}

declare i64 @llvm.experimental.cttz.elts.i64.v16i1(<16 x i1>, i1)
declare i32 @llvm.experimental.cttz.elts.i32.v4i1(<4 x i1>, i1)
declare i64 @llvm.experimental.cttz.elts.i64.v8i1(<8 x i1>, i1)
