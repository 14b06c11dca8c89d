; Division past 128 bits (ir_expand/div_rem.rs: a shift-subtract loop on IR, as LLVM's

; ExpandLargeDivRem) and multiplication with overflow past 64 bits (in twice the width).

; Operands and results go through memory. Driver: wide_div.c.

target triple = "riscv64-unknown-linux-gnu"



define void @udiv_i192(ptr %r, ptr %pa, ptr %pb) {
  %a = load i192, ptr %pa, align 8
  %b = load i192, ptr %pb, align 8
  %c = udiv i192 %a, %b
  store i192 %c, ptr %r, align 8
  ret void
}

define void @sdiv_i192(ptr %r, ptr %pa, ptr %pb) {
  %a = load i192, ptr %pa, align 8
  %b = load i192, ptr %pb, align 8
  %c = sdiv i192 %a, %b
  store i192 %c, ptr %r, align 8
  ret void
}

define void @urem_i192(ptr %r, ptr %pa, ptr %pb) {
  %a = load i192, ptr %pa, align 8
  %b = load i192, ptr %pb, align 8
  %c = urem i192 %a, %b
  store i192 %c, ptr %r, align 8
  ret void
}

define void @srem_i192(ptr %r, ptr %pa, ptr %pb) {
  %a = load i192, ptr %pa, align 8
  %b = load i192, ptr %pb, align 8
  %c = srem i192 %a, %b
  store i192 %c, ptr %r, align 8
  ret void
}

define void @udiv_i256(ptr %r, ptr %pa, ptr %pb) {
  %a = load i256, ptr %pa, align 8
  %b = load i256, ptr %pb, align 8
  %c = udiv i256 %a, %b
  store i256 %c, ptr %r, align 8
  ret void
}

define void @sdiv_i256(ptr %r, ptr %pa, ptr %pb) {
  %a = load i256, ptr %pa, align 8
  %b = load i256, ptr %pb, align 8
  %c = sdiv i256 %a, %b
  store i256 %c, ptr %r, align 8
  ret void
}

define void @urem_i256(ptr %r, ptr %pa, ptr %pb) {
  %a = load i256, ptr %pa, align 8
  %b = load i256, ptr %pb, align 8
  %c = urem i256 %a, %b
  store i256 %c, ptr %r, align 8
  ret void
}

define void @srem_i256(ptr %r, ptr %pa, ptr %pb) {
  %a = load i256, ptr %pa, align 8
  %b = load i256, ptr %pb, align 8
  %c = srem i256 %a, %b
  store i256 %c, ptr %r, align 8
  ret void
}

define void @udiv_i512(ptr %r, ptr %pa, ptr %pb) {
  %a = load i512, ptr %pa, align 8
  %b = load i512, ptr %pb, align 8
  %c = udiv i512 %a, %b
  store i512 %c, ptr %r, align 8
  ret void
}

define void @sdiv_i512(ptr %r, ptr %pa, ptr %pb) {
  %a = load i512, ptr %pa, align 8
  %b = load i512, ptr %pb, align 8
  %c = sdiv i512 %a, %b
  store i512 %c, ptr %r, align 8
  ret void
}

define void @urem_i512(ptr %r, ptr %pa, ptr %pb) {
  %a = load i512, ptr %pa, align 8
  %b = load i512, ptr %pb, align 8
  %c = urem i512 %a, %b
  store i512 %c, ptr %r, align 8
  ret void
}

define void @srem_i512(ptr %r, ptr %pa, ptr %pb) {
  %a = load i512, ptr %pa, align 8
  %b = load i512, ptr %pb, align 8
  %c = srem i512 %a, %b
  store i512 %c, ptr %r, align 8
  ret void
}

declare { i128, i1 } @llvm.smul.with.overflow.i128(i128, i128)
define i32 @smulo_i128(ptr %r, ptr %pa, ptr %pb) {
  %a = load i128, ptr %pa, align 8
  %b = load i128, ptr %pb, align 8
  %c = call { i128, i1 } @llvm.smul.with.overflow.i128(i128 %a, i128 %b)
  %v = extractvalue { i128, i1 } %c, 0
  %o = extractvalue { i128, i1 } %c, 1
  store i128 %v, ptr %r, align 8
  %z = zext i1 %o to i32
  ret i32 %z
}

declare { i128, i1 } @llvm.umul.with.overflow.i128(i128, i128)
define i32 @umulo_i128(ptr %r, ptr %pa, ptr %pb) {
  %a = load i128, ptr %pa, align 8
  %b = load i128, ptr %pb, align 8
  %c = call { i128, i1 } @llvm.umul.with.overflow.i128(i128 %a, i128 %b)
  %v = extractvalue { i128, i1 } %c, 0
  %o = extractvalue { i128, i1 } %c, 1
  store i128 %v, ptr %r, align 8
  %z = zext i1 %o to i32
  ret i32 %z
}

declare { i256, i1 } @llvm.smul.with.overflow.i256(i256, i256)
define i32 @smulo_i256(ptr %r, ptr %pa, ptr %pb) {
  %a = load i256, ptr %pa, align 8
  %b = load i256, ptr %pb, align 8
  %c = call { i256, i1 } @llvm.smul.with.overflow.i256(i256 %a, i256 %b)
  %v = extractvalue { i256, i1 } %c, 0
  %o = extractvalue { i256, i1 } %c, 1
  store i256 %v, ptr %r, align 8
  %z = zext i1 %o to i32
  ret i32 %z
}

declare { i256, i1 } @llvm.umul.with.overflow.i256(i256, i256)
define i32 @umulo_i256(ptr %r, ptr %pa, ptr %pb) {
  %a = load i256, ptr %pa, align 8
  %b = load i256, ptr %pb, align 8
  %c = call { i256, i1 } @llvm.umul.with.overflow.i256(i256 %a, i256 %b)
  %v = extractvalue { i256, i1 } %c, 0
  %o = extractvalue { i256, i1 } %c, 1
  store i256 %v, ptr %r, align 8
  %z = zext i1 %o to i32
  ret i32 %z
}

define void @div_chain_i256(ptr %r, ptr %pa, i64 %n) {
entry:
  %a = load i256, ptr %pa, align 8
  br label %loop
loop:
  %i = phi i64 [ 1, %entry ], [ %i1, %loop ]
  %acc = phi i256 [ %a, %entry ], [ %q, %loop ]
  %d = zext i64 %i to i256
  %d3 = add i256 %d, 2
  %q = udiv i256 %acc, %d3
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %done
done:
  %s = srem i256 %q, -7
  store i256 %s, ptr %r, align 8
  ret void
}

declare { i192, i1 } @llvm.smul.with.overflow.i192(i192, i192)
define i32 @smulo_i192(ptr %r, ptr %pa, ptr %pb) {
  %a = load i192, ptr %pa, align 8
  %b = load i192, ptr %pb, align 8
  %c = call { i192, i1 } @llvm.smul.with.overflow.i192(i192 %a, i192 %b)
  %v = extractvalue { i192, i1 } %c, 0
  %o = extractvalue { i192, i1 } %c, 1
  store i192 %v, ptr %r, align 8
  %z = zext i1 %o to i32
  ret i32 %z
}

declare { i192, i1 } @llvm.umul.with.overflow.i192(i192, i192)
define i32 @umulo_i192(ptr %r, ptr %pa, ptr %pb) {
  %a = load i192, ptr %pa, align 8
  %b = load i192, ptr %pb, align 8
  %c = call { i192, i1 } @llvm.umul.with.overflow.i192(i192 %a, i192 %b)
  %v = extractvalue { i192, i1 } %c, 0
  %o = extractvalue { i192, i1 } %c, 1
  store i192 %v, ptr %r, align 8
  %z = zext i1 %o to i32
  ret i32 %z
}
