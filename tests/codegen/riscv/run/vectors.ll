; Vector IR on rv64gc (no V extension): every vector type is illegal and is scalarized by
; kiln's legalize_vectors. Driven by vectors.c; the output of kiln's build must equal
; llc-22's (targets/riscv/tests/vectors.rs). Values go through memory (pointer arguments)
; except where a vector fits in two registers, which llc-22 passes and returns in a0/a1.

; <4 x i32>: arithmetic, shifts, division, compares, <4 x i1> select.
define void @v4i32_ops(ptr %out, ptr %a, ptr %b) {
  %x = load <4 x i32>, ptr %a, align 4
  %y = load <4 x i32>, ptr %b, align 16
  %s = add <4 x i32> %x, %y
  %m = mul <4 x i32> %s, <i32 3, i32 -5, i32 7, i32 100000>
  %sh = shl <4 x i32> %m, <i32 1, i32 2, i32 3, i32 31>
  %sr = ashr <4 x i32> %sh, splat (i32 1)
  %d = sdiv <4 x i32> %sr, <i32 3, i32 -7, i32 11, i32 1>
  %r = urem <4 x i32> %x, <i32 10, i32 9, i32 8, i32 7>
  %c = icmp slt <4 x i32> %x, %y
  %sel = select <4 x i1> %c, <4 x i32> %d, <4 x i32> %r
  store <4 x i32> %sel, ptr %out, align 4
  %p1 = getelementptr i8, ptr %out, i64 16
  %ext = sext <4 x i1> %c to <4 x i32>
  %x2 = xor <4 x i32> %ext, %x
  %n = sub <4 x i32> zeroinitializer, %x2
  store <4 x i32> %n, ptr %p1, align 4
  ret void
}

; <2 x i64> fits in two registers: passed and returned in a0/a1.
define <2 x i64> @v2i64_math(<2 x i64> %a, <2 x i64> %b) {
  %m = mul <2 x i64> %a, %b
  %s = sub <2 x i64> %m, <i64 1, i64 -1>
  %l = lshr <2 x i64> %s, <i64 3, i64 60>
  %c = icmp ugt <2 x i64> %a, %b
  %r = select <2 x i1> %c, <2 x i64> %l, <2 x i64> %s
  ret <2 x i64> %r
}

; <2 x i32> in registers too (each element in its own register).
define <2 x i32> @v2i32_swap_add(<2 x i32> %a, i32 %k) {
  %sw = shufflevector <2 x i32> %a, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %ins = insertelement <2 x i32> poison, i32 %k, i64 0
  %sp = shufflevector <2 x i32> %ins, <2 x i32> poison, <2 x i32> zeroinitializer
  %r = add <2 x i32> %sw, %sp
  ret <2 x i32> %r
}

; <8 x i8>: wrapping byte arithmetic, unsigned compares, min/max intrinsics.
define void @v8i8_ops(ptr %out, ptr %a, ptr %b) {
  %x = load <8 x i8>, ptr %a, align 1
  %y = load <8 x i8>, ptr %b, align 8
  %s = add <8 x i8> %x, %y
  %c = icmp uge <8 x i8> %x, %y
  %d = sub <8 x i8> %x, %y
  %e = sub <8 x i8> %y, %x
  %ad = select <8 x i1> %c, <8 x i8> %d, <8 x i8> %e
  %mx = call <8 x i8> @llvm.umax.v8i8(<8 x i8> %s, <8 x i8> %ad)
  %mn = call <8 x i8> @llvm.smin.v8i8(<8 x i8> %s, <8 x i8> %ad)
  store <8 x i8> %mx, ptr %out, align 1
  %p = getelementptr i8, ptr %out, i64 8
  store <8 x i8> %mn, ptr %p, align 1
  ret void
}

; <16 x i8>: a byte reverse, an interleave of two vectors, a saturating clamp by select.
define void @v16i8_shuffles(ptr %out, ptr %a, ptr %b) {
  %x = load <16 x i8>, ptr %a, align 16
  %y = load <16 x i8>, ptr %b, align 1
  %rev = shufflevector <16 x i8> %x, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %il = shufflevector <16 x i8> %x, <16 x i8> %y, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %c = icmp ugt <16 x i8> %rev, splat (i8 200)
  %cl = select <16 x i1> %c, <16 x i8> splat (i8 200), <16 x i8> %rev
  store <16 x i8> %cl, ptr %out, align 1
  %p = getelementptr i8, ptr %out, i64 16
  store <16 x i8> %il, ptr %p, align 1
  ret void
}

; <3 x i32>: loads and stores touch exactly 12 bytes.
define void @v3i32_scale(ptr %p, i32 %k) {
  %v = load <3 x i32>, ptr %p, align 4
  %ins = insertelement <3 x i32> undef, i32 %k, i32 0
  %sp = shufflevector <3 x i32> %ins, <3 x i32> undef, <3 x i32> zeroinitializer
  %m = mul <3 x i32> %v, %sp
  %r = add <3 x i32> %m, <i32 1, i32 2, i32 3>
  store <3 x i32> %r, ptr %p, align 4
  ret void
}

; <8 x i16>: multiply, extend to <8 x i32>, truncate back.
define void @v8i16_widen(ptr %out, ptr %a) {
  %x = load <8 x i16>, ptr %a, align 2
  %sq = mul <8 x i16> %x, %x
  %w = sext <8 x i16> %x to <8 x i32>
  %z = zext <8 x i16> %x to <8 x i32>
  %p = mul <8 x i32> %w, %z
  %t = trunc <8 x i32> %p to <8 x i16>
  %r = add <8 x i16> %t, %sq
  store <8 x i16> %r, ptr %out, align 2
  %o2 = getelementptr i8, ptr %out, i64 16
  store <8 x i32> %p, ptr %o2, align 4
  ret void
}

; insertelement / extractelement with variable indices (a stack temporary).
define i32 @extract_var(ptr %a, i32 %i) {
  %v = load <4 x i32>, ptr %a, align 4
  %e = extractelement <4 x i32> %v, i32 %i
  ret i32 %e
}
define i8 @extract_var_bytes(ptr %a, i64 %i) {
  %v = load <16 x i8>, ptr %a, align 1
  %w = add <16 x i8> %v, splat (i8 1)
  %e = extractelement <16 x i8> %w, i64 %i
  ret i8 %e
}
define void @insert_var(ptr %a, i32 %i, i16 %x) {
  %v = load <8 x i16>, ptr %a, align 2
  %n = insertelement <8 x i16> %v, i16 %x, i32 %i
  %m = add <8 x i16> %n, splat (i16 1)
  store <8 x i16> %m, ptr %a, align 2
  ret void
}
define i32 @mask_bit(ptr %a, ptr %b, i32 %i) {
  %x = load <4 x i32>, ptr %a, align 4
  %y = load <4 x i32>, ptr %b, align 4
  %c = icmp sgt <4 x i32> %x, %y
  %e = extractelement <4 x i1> %c, i32 %i
  %z = zext i1 %e to i32
  ret i32 %z
}

; llvm.vector.reduce.*
define i64 @reductions(ptr %a, ptr %b, ptr %c) {
  %x = load <4 x i32>, ptr %a, align 4
  %h = load <8 x i16>, ptr %b, align 2
  %q = load <16 x i8>, ptr %c, align 1
  %r1 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %x)
  %r2 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %x)
  %r3 = call i16 @llvm.vector.reduce.umin.v8i16(<8 x i16> %h)
  %r4 = call i8 @llvm.vector.reduce.xor.v16i8(<16 x i8> %q)
  %r5 = call i16 @llvm.vector.reduce.mul.v8i16(<8 x i16> %h)
  %r6 = call i8 @llvm.vector.reduce.and.v16i8(<16 x i8> %q)
  %r7 = call i8 @llvm.vector.reduce.or.v16i8(<16 x i8> %q)
  %cm = icmp eq <4 x i32> %x, zeroinitializer
  %r8 = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %cm)
  %e1 = zext i32 %r1 to i64
  %e2 = sext i32 %r2 to i64
  %e3 = zext i16 %r3 to i64
  %e4 = zext i8 %r4 to i64
  %e5 = zext i16 %r5 to i64
  %e6 = zext i8 %r6 to i64
  %e7 = zext i8 %r7 to i64
  %e8 = zext i1 %r8 to i64
  %s1 = shl i64 %e2, 32
  %t1 = xor i64 %e1, %s1
  %s3 = shl i64 %e3, 17
  %t3 = add i64 %t1, %s3
  %s4 = shl i64 %e4, 40
  %t4 = xor i64 %t3, %s4
  %t5 = mul i64 %t4, %e5
  %s6 = shl i64 %e6, 8
  %t6 = add i64 %t5, %s6
  %s7 = shl i64 %e7, 24
  %t7 = xor i64 %t6, %s7
  %t8 = add i64 %t7, %e8
  ret i64 %t8
}
define i32 @reduce_umax_smin(ptr %a) {
  %x = load <4 x i32>, ptr %a, align 4
  %u = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %x)
  %s = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %x)
  %r = sub i32 %u, %s
  ret i32 %r
}

; Bitcasts between vectors of different shapes and integers (little-endian bit order).
define void @bitcasts(ptr %out, ptr %a, i64 %k) {
  %x = load <4 x i32>, ptr %a, align 4
  %l = bitcast <4 x i32> %x to <2 x i64>
  %l2 = add <2 x i64> %l, <i64 1, i64 -1>
  %b = bitcast <2 x i64> %l2 to <16 x i8>
  %b2 = add <16 x i8> %b, splat (i8 3)
  %w = bitcast <16 x i8> %b2 to <4 x i32>
  store <4 x i32> %w, ptr %out, align 4
  %c = icmp slt <8 x i8> <i8 -1, i8 2, i8 -3, i8 4, i8 -5, i8 6, i8 -7, i8 8>, zeroinitializer
  %bits = bitcast <8 x i1> %c to i8
  %kv = bitcast i64 %k to <8 x i8>
  %kv2 = add <8 x i8> %kv, splat (i8 5)
  %kb = bitcast <8 x i8> %kv2 to i64
  %i128 = bitcast <4 x i32> %x to i128
  %hi = lshr i128 %i128, 40
  %hi64 = trunc i128 %hi to i64
  %p1 = getelementptr i8, ptr %out, i64 16
  store i8 %bits, ptr %p1, align 1
  %p2 = getelementptr i8, ptr %out, i64 24
  store i64 %kb, ptr %p2, align 8
  %p3 = getelementptr i8, ptr %out, i64 32
  store i64 %hi64, ptr %p3, align 8
  %two = bitcast i64 %k to <2 x i32>
  %sw = shufflevector <2 x i32> %two, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %back = bitcast <2 x i32> %sw to i64
  %p4 = getelementptr i8, ptr %out, i64 40
  store i64 %back, ptr %p4, align 8
  ret void
}

; A vector phi across a loop: vectors in registers across blocks.
define void @loop_acc(ptr %out, ptr %data, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi <4 x i32> [ zeroinitializer, %entry ], [ %acc1, %loop ]
  %mx = phi <4 x i32> [ splat (i32 -2147483648), %entry ], [ %mx1, %loop ]
  %off = mul i32 %i, 4
  %p = getelementptr i32, ptr %data, i32 %off
  %v = load <4 x i32>, ptr %p, align 4
  %acc1 = add <4 x i32> %acc, %v
  %mx1 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %mx, <4 x i32> %v)
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  store <4 x i32> %acc1, ptr %out, align 4
  %o = getelementptr i8, ptr %out, i64 16
  store <4 x i32> %mx1, ptr %o, align 4
  ret void
}

; Narrow vectors zero-extended, a scalar-condition select, and <4 x i32> truncated to bytes.
define i32 @narrow(ptr %a, i1 %flag) {
  %b = load <4 x i8>, ptr %a, align 1
  %w = zext <4 x i8> %b to <4 x i32>
  %s = sext <4 x i8> %b to <4 x i32>
  %v = select i1 %flag, <4 x i32> %w, <4 x i32> %s
  %t = trunc <4 x i32> %v to <4 x i8>
  %t2 = add <4 x i8> %t, <i8 1, i8 2, i8 3, i8 4>
  %r = bitcast <4 x i8> %t2 to i32
  %sum = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  %x = xor i32 %r, %sum
  ret i32 %x
}

; <4 x i1> in memory: packed bits in one byte, the rest of the byte zero.
define void @store_mask(ptr %p, ptr %a) {
  %x = load <4 x i32>, ptr %a, align 4
  %c = icmp sgt <4 x i32> %x, zeroinitializer
  store <4 x i1> %c, ptr %p, align 1
  ret void
}
define i32 @load_mask(ptr %p) {
  %c = load <4 x i1>, ptr %p, align 1
  %z = zext <4 x i1> %c to <4 x i32>
  %w = mul <4 x i32> %z, <i32 1, i32 10, i32 100, i32 1000>
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %w)
  ret i32 %r
}

; A <3 x i32> phi (widened to four registers across the edge).
define void @phi3(i1 %c, ptr %p) {
entry:
  %v = load <3 x i32>, ptr %p, align 4
  br i1 %c, label %a, label %b
a:
  %w = mul <3 x i32> %v, <i32 3, i32 5, i32 7>
  br label %b
b:
  %r = phi <3 x i32> [ %v, %entry ], [ %w, %a ]
  %s = shufflevector <3 x i32> %r, <3 x i32> poison, <3 x i32> <i32 2, i32 0, i32 1>
  store <3 x i32> %s, ptr %p, align 4
  ret void
}

; Vectors needing more than two registers in calls, as llc-22 passes them: arguments by
; reference to their register parts (8 bytes apart), results through a hidden first pointer.
define <4 x i32> @v4i32_abi(<4 x i32> %a, <4 x i32> %b) {
  %m = mul <4 x i32> %a, %b
  %r = sub <4 x i32> %m, %a
  ret <4 x i32> %r
}
define <3 x i32> @v3i32_ret(<3 x i32> %a) {
  %r = shufflevector <3 x i32> %a, <3 x i32> poison, <3 x i32> <i32 1, i32 2, i32 0>
  ret <3 x i32> %r
}
define <8 x i8> @v8i8_abi(<8 x i8> %a, i32 %k) {
  %t = trunc i32 %k to i8
  %i = insertelement <8 x i8> poison, i8 %t, i64 0
  %s = shufflevector <8 x i8> %i, <8 x i8> poison, <8 x i32> zeroinitializer
  %r = xor <8 x i8> %a, %s
  ret <8 x i8> %r
}
define void @call_vectors(ptr %out, ptr %in) {
  %v = load <4 x i32>, ptr %in, align 4
  %r = call <4 x i32> @v4i32_abi(<4 x i32> %v, <4 x i32> <i32 3, i32 -1, i32 0, i32 7>)
  store <4 x i32> %r, ptr %out, align 4
  %t = shufflevector <4 x i32> %r, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 3>
  %u = call <3 x i32> @v3i32_ret(<3 x i32> %t)
  %o1 = getelementptr i8, ptr %out, i64 16
  store <3 x i32> %u, ptr %o1, align 4
  %b = bitcast <4 x i32> %v to <16 x i8>
  %lo = shufflevector <16 x i8> %b, <16 x i8> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %x = call <8 x i8> @v8i8_abi(<8 x i8> %lo, i32 90)
  %o2 = getelementptr i8, ptr %out, i64 28
  store <8 x i8> %x, ptr %o2, align 1
  ret void
}

; A GEP producing <4 x ptr> (vector indices into an array of structs), then each lane loaded.
define i64 @gather(ptr %base, ptr %ip) {
  %iv = load <4 x i32>, ptr %ip, align 4
  %ps = getelementptr { i16, i32 }, ptr %base, <4 x i32> %iv, i32 1
  %q = getelementptr i8, <4 x ptr> %ps, i64 -2
  %p0 = extractelement <4 x ptr> %ps, i32 0
  %p1 = extractelement <4 x ptr> %ps, i32 1
  %p2 = extractelement <4 x ptr> %ps, i32 2
  %p3 = extractelement <4 x ptr> %q, i32 3
  %a0 = load i32, ptr %p0, align 4
  %a1 = load i32, ptr %p1, align 4
  %a2 = load i32, ptr %p2, align 4
  %a3 = load i16, ptr %p3, align 2
  %x3 = sext i16 %a3 to i32
  %s1 = mul i32 %a1, 3
  %s2 = mul i32 %a2, 5
  %t = add i32 %a0, %s1
  %u = add i32 %t, %s2
  %w = sub i32 %u, %x3
  %ints = ptrtoint <4 x ptr> %ps to <4 x i64>
  %bi = ptrtoint ptr %base to i64
  %bs = insertelement <4 x i64> poison, i64 %bi, i64 0
  %bb = shufflevector <4 x i64> %bs, <4 x i64> poison, <4 x i32> zeroinitializer
  %offs = sub <4 x i64> %ints, %bb
  %os = call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %offs)
  %we = sext i32 %w to i64
  %sh = shl i64 %os, 32
  %r = xor i64 %sh, %we
  ret i64 %r
}
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>)

; Bitcasts between odd shapes: <6 x i8> as <3 x i16> and <2 x i24>, a <16 x i1> compare mask
; as i16 (a "movemask"), <3 x i8> in memory, <2 x i16> as i32.
define void @odd_bitcasts(ptr %out, ptr %in) {
  %b6 = load <6 x i8>, ptr %in, align 1
  %h3 = bitcast <6 x i8> %b6 to <3 x i16>
  %h3b = add <3 x i16> %h3, <i16 1, i16 256, i16 -1>
  %t2 = bitcast <3 x i16> %h3b to <2 x i24>
  %t2b = lshr <2 x i24> %t2, <i24 4, i24 9>
  store <2 x i24> %t2b, ptr %out, align 1
  %p16 = getelementptr i8, ptr %in, i64 2
  %v16 = load <16 x i8>, ptr %p16, align 1
  %m = icmp sgt <16 x i8> %v16, splat (i8 20)
  %mm = bitcast <16 x i1> %m to i16
  %o1 = getelementptr i8, ptr %out, i64 6
  store i16 %mm, ptr %o1, align 1
  %p3 = getelementptr i8, ptr %in, i64 5
  %v3 = load <3 x i8>, ptr %p3, align 1
  %v3b = mul <3 x i8> %v3, <i8 3, i8 5, i8 7>
  %o2 = getelementptr i8, ptr %out, i64 8
  store <3 x i8> %v3b, ptr %o2, align 1
  %p2 = getelementptr i8, ptr %in, i64 9
  %w = load i32, ptr %p2, align 1
  %w2 = bitcast i32 %w to <2 x i16>
  %w3 = shufflevector <2 x i16> %w2, <2 x i16> poison, <2 x i32> <i32 1, i32 0>
  %w4 = bitcast <2 x i16> %w3 to i32
  %o3 = getelementptr i8, ptr %out, i64 11
  store i32 %w4, ptr %o3, align 1
  %mk = icmp ult <4 x i8> <i8 1, i8 200, i8 3, i8 40>, <i8 100, i8 100, i8 100, i8 100>
  %m4 = bitcast <4 x i1> %mk to i4
  %m8 = zext i4 %m4 to i8
  %o4 = getelementptr i8, ptr %out, i64 15
  store i8 %m8, ptr %o4, align 1
  ret void
}

declare <8 x i8> @llvm.umax.v8i8(<8 x i8>, <8 x i8>)
declare <8 x i8> @llvm.smin.v8i8(<8 x i8>, <8 x i8>)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>)
declare i16 @llvm.vector.reduce.umin.v8i16(<8 x i16>)
declare i16 @llvm.vector.reduce.mul.v8i16(<8 x i16>)
declare i8 @llvm.vector.reduce.xor.v16i8(<16 x i8>)
declare i8 @llvm.vector.reduce.and.v16i8(<16 x i8>)
declare i8 @llvm.vector.reduce.or.v16i8(<16 x i8>)
declare i1 @llvm.vector.reduce.or.v4i1(<4 x i1>)
