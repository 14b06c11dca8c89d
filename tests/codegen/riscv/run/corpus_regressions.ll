; Reduced cases of kiln bugs that new tests/c programs found (targets/riscv/tests/
; corpus_regressions.rs compares kiln's builds with llc-22's):
; - a cmpxchg whose {old, success} is extracted in another block (the old value must cross
;   the block; kiln copied the register into itself) (atomic_float_struct.c);
; - load atomic / store atomic / atomicrmw xchg of float and double (done on the integer of
;   the same width) (atomic_float_struct.c);
; - allocas aligned above the 16-byte stack alignment (the prologue realigns sp; 64 fits
;   andi, 4096 needs srli/slli), with an argument on the stack read through s0
;   (overaligned_locals.c);
; - a switch on i128 with case values beyond 64 bits (switch_wide_types.c);
; - llvm.fmuladd/fma/fabs/sqrt/copysign/minnum/maxnum on float and double vectors, split
;   into lanes (vector_float_ext.c).

define i64 @cas_cross_block(ptr %p, i64 %exp, i64 %new, i1 %which) {
entry:
  %c = cmpxchg ptr %p, i64 %exp, i64 %new seq_cst seq_cst, align 8
  br i1 %which, label %flag, label %old

flag:
  %ok = extractvalue { i64, i1 } %c, 1
  %z = zext i1 %ok to i64
  ret i64 %z

old:
  %o = extractvalue { i64, i1 } %c, 0
  %ok2 = extractvalue { i64, i1 } %c, 1
  %z2 = zext i1 %ok2 to i64
  %s = shl i64 %o, 1
  %r = or i64 %s, %z2
  ret i64 %r
}

define i32 @cas32_cross_block(ptr %p, i32 %exp, i32 %new) {
entry:
  %c = cmpxchg ptr %p, i32 %exp, i32 %new acquire monotonic, align 4
  %v = load i32, ptr %p, align 4
  br label %next

next:
  %ok = extractvalue { i32, i1 } %c, 1
  %z = zext i1 %ok to i32
  %m = mul i32 %v, 10
  %r = add i32 %m, %z
  ret i32 %r
}

define double @load_f64(ptr %p) {
  %v = load atomic double, ptr %p seq_cst, align 8
  ret double %v
}

define float @load_f32(ptr %p) {
  %v = load atomic float, ptr %p acquire, align 4
  ret float %v
}

define void @store_f64(ptr %p, double %v) {
  store atomic double %v, ptr %p release, align 8
  ret void
}

define void @store_f32(ptr %p, float %v) {
  store atomic float %v, ptr %p seq_cst, align 4
  ret void
}

define double @xchg_f64(ptr %p, double %v) {
  %o = atomicrmw xchg ptr %p, double %v seq_cst, align 8
  %r = fadd double %o, 1.0
  ret double %r
}

define float @xchg_f32(ptr %p, float %v) {
  %o = atomicrmw xchg ptr %p, float %v monotonic, align 4
  ret float %o
}

declare void @use_ptr(ptr)

; Returns the low address bits of its over-aligned locals (must be 0) plus a sum of what it
; stored through them and its ninth (stack) argument.
define i64 @realign(i64 %n, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %onstack) {
  %x = alloca [4 x i64], align 64
  %y = alloca i64, align 8
  %z = alloca [2 x i64], align 4096
  store i64 %n, ptr %x, align 64
  store i64 %onstack, ptr %y, align 8
  %z1 = getelementptr i64, ptr %z, i64 1
  store i64 %a7, ptr %z1, align 8
  ; use_ptr reads z[0]: stored, or the printed count depends on stack garbage (undef).
  store i64 %a6, ptr %z, align 4096
  call void @use_ptr(ptr %x)
  call void @use_ptr(ptr %z)
  %xi = ptrtoint ptr %x to i64
  %zi = ptrtoint ptr %z to i64
  %xm = and i64 %xi, 63
  %zm = and i64 %zi, 4095
  %bits = or i64 %xm, %zm
  %lx = load i64, ptr %x, align 64
  %ly = load i64, ptr %y, align 8
  %lz = load i64, ptr %z1, align 8
  %s1 = add i64 %lx, %ly
  %s2 = add i64 %s1, %lz
  %s3 = mul i64 %s2, 1000
  %r = add i64 %s3, %bits
  ret i64 %r
}

define i32 @switch128(i128 %v) {
entry:
  switch i128 %v, label %def [
    i128 0, label %c1
    i128 18446744073709551616, label %c2
    i128 18446744073709551617, label %c3
    i128 -1267650600228229401496703205376, label %c4
    i128 42, label %c5
    i128 -170141183460469231731687303715884105728, label %c6
    i128 170141183460469231731687303715884105727, label %c7
  ]
c1:
  ret i32 1
c2:
  ret i32 2
c3:
  ret i32 3
c4:
  ret i32 4
c5:
  ret i32 5
c6:
  ret i32 6
c7:
  ret i32 7
def:
  ret i32 0
}

define void @vector_fp(ptr %out, ptr %a, ptr %b, ptr %c) {
  %x = load <4 x float>, ptr %a, align 4
  %y = load <4 x float>, ptr %b, align 4
  %z = load <4 x float>, ptr %c, align 4
  %m = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %x, <4 x float> %y, <4 x float> %z)
  %f = call <4 x float> @llvm.fma.v4f32(<4 x float> %m, <4 x float> %y, <4 x float> %x)
  %n = call <4 x float> @llvm.fabs.v4f32(<4 x float> %f)
  %s = call <4 x float> @llvm.copysign.v4f32(<4 x float> %n, <4 x float> %x)
  store <4 x float> %s, ptr %out, align 4
  %dp = getelementptr i8, ptr %out, i64 16
  %xd = fpext <2 x float> <float 16.0, float 2.25> to <2 x double>
  %r = call <2 x double> @llvm.sqrt.v2f64(<2 x double> %xd)
  %lo = call <2 x double> @llvm.minnum.v2f64(<2 x double> %r, <2 x double> <double 3.0, double 3.0>)
  %hi = call <2 x double> @llvm.maxnum.v2f64(<2 x double> %r, <2 x double> <double 3.0, double 3.0>)
  %sum = fadd <2 x double> %lo, %hi
  store <2 x double> %sum, ptr %dp, align 8
  ret void
}

declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>)
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>)
declare <4 x float> @llvm.copysign.v4f32(<4 x float>, <4 x float>)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>)
declare <2 x double> @llvm.minnum.v2f64(<2 x double>, <2 x double>)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>)
