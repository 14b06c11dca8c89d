; half and bfloat without Zfh (builder/soft_half.rs): values are i16 bits, arithmetic goes

; through f32 with the __extendhfsf2/__trunc*hf2/__trunc*bf2 libcalls, bfloat extends by a

; shift, and arguments/results travel NaN-boxed in FPRs (in GPRs and on the stack once the

; FPRs run out). Driver: half.c, which also defines the libcalls (riscv64 libgcc 12 has none).

target triple = "riscv64-unknown-linux-gnu"



define half @fadd_half(half %a, half %b) {
  %c = fadd half %a, %b
  ret half %c
}

define half @fsub_half(half %a, half %b) {
  %c = fsub half %a, %b
  ret half %c
}

define half @fmul_half(half %a, half %b) {
  %c = fmul half %a, %b
  ret half %c
}

define half @fdiv_half(half %a, half %b) {
  %c = fdiv half %a, %b
  ret half %c
}

define half @fneg_half(half %a) {
  %c = fneg half %a
  ret half %c
}

declare half @llvm.fabs.f16(half)
define half @fabs_half(half %a) {
  %c = call half @llvm.fabs.f16(half %a)
  ret half %c
}

declare half @llvm.sqrt.f16(half)
define half @sqrt_half(half %a) {
  %c = call half @llvm.sqrt.f16(half %a)
  ret half %c
}

declare half @llvm.copysign.f16(half, half)
define half @copysign_half(half %a, half %b) {
  %c = call half @llvm.copysign.f16(half %a, half %b)
  ret half %c
}

declare half @llvm.minnum.f16(half, half)
define half @minnum_half(half %a, half %b) {
  %c = call half @llvm.minnum.f16(half %a, half %b)
  ret half %c
}

declare half @llvm.maxnum.f16(half, half)
define half @maxnum_half(half %a, half %b) {
  %c = call half @llvm.maxnum.f16(half %a, half %b)
  ret half %c
}

declare half @llvm.minimum.f16(half, half)
define half @minimum_half(half %a, half %b) {
  %c = call half @llvm.minimum.f16(half %a, half %b)
  ret half %c
}

declare half @llvm.maximum.f16(half, half)
define half @maximum_half(half %a, half %b) {
  %c = call half @llvm.maximum.f16(half %a, half %b)
  ret half %c
}

declare half @llvm.fma.f16(half, half, half)
define half @fma_half(half %a, half %b, half %c) {
  %r = call half @llvm.fma.f16(half %a, half %b, half %c)
  ret half %r
}

declare half @llvm.fmuladd.f16(half, half, half)
define half @fmuladd_half(half %a, half %b, half %c) {
  %r = call half @llvm.fmuladd.f16(half %a, half %b, half %c)
  ret half %r
}

define i32 @fcmp_oeq_half(half %a, half %b) {
  %c = fcmp oeq half %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @fcmp_olt_half(half %a, half %b) {
  %c = fcmp olt half %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @fcmp_ole_half(half %a, half %b) {
  %c = fcmp ole half %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @fcmp_one_half(half %a, half %b) {
  %c = fcmp one half %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @fcmp_ord_half(half %a, half %b) {
  %c = fcmp ord half %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @fcmp_ueq_half(half %a, half %b) {
  %c = fcmp ueq half %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @fcmp_ult_half(half %a, half %b) {
  %c = fcmp ult half %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @fcmp_uge_half(half %a, half %b) {
  %c = fcmp uge half %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @fcmp_une_half(half %a, half %b) {
  %c = fcmp une half %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @fcmp_uno_half(half %a, half %b) {
  %c = fcmp uno half %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define float @ext_f_half(half %a) {
  %c = fpext half %a to float
  ret float %c
}

define double @ext_d_half(half %a) {
  %c = fpext half %a to double
  ret double %c
}

define half @trunc_f_half(float %a) {
  %c = fptrunc float %a to half
  ret half %c
}

define half @trunc_d_half(double %a) {
  %c = fptrunc double %a to half
  ret half %c
}

define i32 @fptosi_i32_half(half %a) {
  %c = fptosi half %a to i32
  ret i32 %c
}

define i32 @fptoui_i32_half(half %a) {
  %c = fptoui half %a to i32
  ret i32 %c
}

define half @sitofp_i32_half(i32 %a) {
  %c = sitofp i32 %a to half
  ret half %c
}

define half @uitofp_i32_half(i32 %a) {
  %c = uitofp i32 %a to half
  ret half %c
}

define i64 @fptosi_i64_half(half %a) {
  %c = fptosi half %a to i64
  ret i64 %c
}

define i64 @fptoui_i64_half(half %a) {
  %c = fptoui half %a to i64
  ret i64 %c
}

define half @sitofp_i64_half(i64 %a) {
  %c = sitofp i64 %a to half
  ret half %c
}

define half @uitofp_i64_half(i64 %a) {
  %c = uitofp i64 %a to half
  ret half %c
}

define i16 @bits_half(half %a) {
  %c = bitcast half %a to i16
  ret i16 %c
}

define half @from_bits_half(i16 %a) {
  %c = bitcast i16 %a to half
  ret half %c
}

define void @copy_half(ptr %d, ptr %s, i1 %c) {
  %v = load half, ptr %s, align 2
  %k = select i1 %c, half %v, half 0xH3C00
  store half %k, ptr %d, align 2
  ret void
}

define half @sum_half(ptr %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi half [ 0xH0000, %entry ], [ %acc1, %loop ]
  %q = getelementptr half, ptr %p, i64 %i
  %x = load half, ptr %q, align 2
  %acc1 = fadd half %acc, %x
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret half %acc1
}

define half @many_half(half %a0, half %a1, half %a2, half %a3, half %a4, half %a5, half %a6, half %a7, half %a8, half %a9) {
  %s0 = fadd half %a0, 0xH0000
  %s1 = fadd half %s0, %a1
  %s2 = fadd half %s1, %a2
  %s3 = fadd half %s2, %a3
  %s4 = fadd half %s3, %a4
  %s5 = fadd half %s4, %a5
  %s6 = fadd half %s5, %a6
  %s7 = fadd half %s6, %a7
  %s8 = fadd half %s7, %a8
  %s9 = fadd half %s8, %a9
  ret half %s9
}

define half @many_mixed_half(i64 %i0, i64 %i1, i64 %i2, i64 %i3, i64 %i4, i64 %i5, i64 %i6, i64 %i7, half %a0, half %a1, half %a2, half %a3, half %a4, half %a5, half %a6, half %a7, half %a8, half %a9) {
  %s0 = fadd half %a0, 0xH0000
  %s1 = fadd half %s0, %a1
  %s2 = fadd half %s1, %a2
  %s3 = fadd half %s2, %a3
  %s4 = fadd half %s3, %a4
  %s5 = fadd half %s4, %a5
  %s6 = fadd half %s5, %a6
  %s7 = fadd half %s6, %a7
  %s8 = fadd half %s7, %a8
  %s9 = fadd half %s8, %a9
  ret half %s9
}

define half @call_many_half(half %x) {
  %r = call half @many_half(half %x, half %x, half %x, half %x, half %x, half %x, half %x, half %x, half %x, half %x)
  %m = call half @many_mixed_half(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, half %x, half %x, half %x, half %x, half %x, half %x, half %x, half %x, half %x, half %x)
  %s = fadd half %r, %m
  ret half %s
}

define bfloat @fadd_bfloat(bfloat %a, bfloat %b) {
  %c = fadd bfloat %a, %b
  ret bfloat %c
}

define bfloat @fsub_bfloat(bfloat %a, bfloat %b) {
  %c = fsub bfloat %a, %b
  ret bfloat %c
}

define bfloat @fmul_bfloat(bfloat %a, bfloat %b) {
  %c = fmul bfloat %a, %b
  ret bfloat %c
}

define bfloat @fdiv_bfloat(bfloat %a, bfloat %b) {
  %c = fdiv bfloat %a, %b
  ret bfloat %c
}

define bfloat @fneg_bfloat(bfloat %a) {
  %c = fneg bfloat %a
  ret bfloat %c
}

declare bfloat @llvm.fabs.bf16(bfloat)
define bfloat @fabs_bfloat(bfloat %a) {
  %c = call bfloat @llvm.fabs.bf16(bfloat %a)
  ret bfloat %c
}

declare bfloat @llvm.sqrt.bf16(bfloat)
define bfloat @sqrt_bfloat(bfloat %a) {
  %c = call bfloat @llvm.sqrt.bf16(bfloat %a)
  ret bfloat %c
}

declare bfloat @llvm.copysign.bf16(bfloat, bfloat)
define bfloat @copysign_bfloat(bfloat %a, bfloat %b) {
  %c = call bfloat @llvm.copysign.bf16(bfloat %a, bfloat %b)
  ret bfloat %c
}

declare bfloat @llvm.minnum.bf16(bfloat, bfloat)
define bfloat @minnum_bfloat(bfloat %a, bfloat %b) {
  %c = call bfloat @llvm.minnum.bf16(bfloat %a, bfloat %b)
  ret bfloat %c
}

declare bfloat @llvm.maxnum.bf16(bfloat, bfloat)
define bfloat @maxnum_bfloat(bfloat %a, bfloat %b) {
  %c = call bfloat @llvm.maxnum.bf16(bfloat %a, bfloat %b)
  ret bfloat %c
}

declare bfloat @llvm.minimum.bf16(bfloat, bfloat)
define bfloat @minimum_bfloat(bfloat %a, bfloat %b) {
  %c = call bfloat @llvm.minimum.bf16(bfloat %a, bfloat %b)
  ret bfloat %c
}

declare bfloat @llvm.maximum.bf16(bfloat, bfloat)
define bfloat @maximum_bfloat(bfloat %a, bfloat %b) {
  %c = call bfloat @llvm.maximum.bf16(bfloat %a, bfloat %b)
  ret bfloat %c
}

declare bfloat @llvm.fma.bf16(bfloat, bfloat, bfloat)
define bfloat @fma_bfloat(bfloat %a, bfloat %b, bfloat %c) {
  %r = call bfloat @llvm.fma.bf16(bfloat %a, bfloat %b, bfloat %c)
  ret bfloat %r
}

declare bfloat @llvm.fmuladd.bf16(bfloat, bfloat, bfloat)
define bfloat @fmuladd_bfloat(bfloat %a, bfloat %b, bfloat %c) {
  %r = call bfloat @llvm.fmuladd.bf16(bfloat %a, bfloat %b, bfloat %c)
  ret bfloat %r
}

define i32 @fcmp_oeq_bfloat(bfloat %a, bfloat %b) {
  %c = fcmp oeq bfloat %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @fcmp_olt_bfloat(bfloat %a, bfloat %b) {
  %c = fcmp olt bfloat %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @fcmp_ole_bfloat(bfloat %a, bfloat %b) {
  %c = fcmp ole bfloat %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @fcmp_one_bfloat(bfloat %a, bfloat %b) {
  %c = fcmp one bfloat %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @fcmp_ord_bfloat(bfloat %a, bfloat %b) {
  %c = fcmp ord bfloat %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @fcmp_ueq_bfloat(bfloat %a, bfloat %b) {
  %c = fcmp ueq bfloat %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @fcmp_ult_bfloat(bfloat %a, bfloat %b) {
  %c = fcmp ult bfloat %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @fcmp_uge_bfloat(bfloat %a, bfloat %b) {
  %c = fcmp uge bfloat %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @fcmp_une_bfloat(bfloat %a, bfloat %b) {
  %c = fcmp une bfloat %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @fcmp_uno_bfloat(bfloat %a, bfloat %b) {
  %c = fcmp uno bfloat %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define float @ext_f_bfloat(bfloat %a) {
  %c = fpext bfloat %a to float
  ret float %c
}

define double @ext_d_bfloat(bfloat %a) {
  %c = fpext bfloat %a to double
  ret double %c
}

define bfloat @trunc_f_bfloat(float %a) {
  %c = fptrunc float %a to bfloat
  ret bfloat %c
}

define bfloat @trunc_d_bfloat(double %a) {
  %c = fptrunc double %a to bfloat
  ret bfloat %c
}

define i32 @fptosi_i32_bfloat(bfloat %a) {
  %c = fptosi bfloat %a to i32
  ret i32 %c
}

define i32 @fptoui_i32_bfloat(bfloat %a) {
  %c = fptoui bfloat %a to i32
  ret i32 %c
}

define bfloat @sitofp_i32_bfloat(i32 %a) {
  %c = sitofp i32 %a to bfloat
  ret bfloat %c
}

define bfloat @uitofp_i32_bfloat(i32 %a) {
  %c = uitofp i32 %a to bfloat
  ret bfloat %c
}

define i64 @fptosi_i64_bfloat(bfloat %a) {
  %c = fptosi bfloat %a to i64
  ret i64 %c
}

define i64 @fptoui_i64_bfloat(bfloat %a) {
  %c = fptoui bfloat %a to i64
  ret i64 %c
}

define bfloat @sitofp_i64_bfloat(i64 %a) {
  %c = sitofp i64 %a to bfloat
  ret bfloat %c
}

define bfloat @uitofp_i64_bfloat(i64 %a) {
  %c = uitofp i64 %a to bfloat
  ret bfloat %c
}

define i16 @bits_bfloat(bfloat %a) {
  %c = bitcast bfloat %a to i16
  ret i16 %c
}

define bfloat @from_bits_bfloat(i16 %a) {
  %c = bitcast i16 %a to bfloat
  ret bfloat %c
}

define void @copy_bfloat(ptr %d, ptr %s, i1 %c) {
  %v = load bfloat, ptr %s, align 2
  %k = select i1 %c, bfloat %v, bfloat 0xR3F80
  store bfloat %k, ptr %d, align 2
  ret void
}

define bfloat @sum_bfloat(ptr %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi bfloat [ 0xR0000, %entry ], [ %acc1, %loop ]
  %q = getelementptr bfloat, ptr %p, i64 %i
  %x = load bfloat, ptr %q, align 2
  %acc1 = fadd bfloat %acc, %x
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret bfloat %acc1
}

define bfloat @many_bfloat(bfloat %a0, bfloat %a1, bfloat %a2, bfloat %a3, bfloat %a4, bfloat %a5, bfloat %a6, bfloat %a7, bfloat %a8, bfloat %a9) {
  %s0 = fadd bfloat %a0, 0xR0000
  %s1 = fadd bfloat %s0, %a1
  %s2 = fadd bfloat %s1, %a2
  %s3 = fadd bfloat %s2, %a3
  %s4 = fadd bfloat %s3, %a4
  %s5 = fadd bfloat %s4, %a5
  %s6 = fadd bfloat %s5, %a6
  %s7 = fadd bfloat %s6, %a7
  %s8 = fadd bfloat %s7, %a8
  %s9 = fadd bfloat %s8, %a9
  ret bfloat %s9
}

define bfloat @many_mixed_bfloat(i64 %i0, i64 %i1, i64 %i2, i64 %i3, i64 %i4, i64 %i5, i64 %i6, i64 %i7, bfloat %a0, bfloat %a1, bfloat %a2, bfloat %a3, bfloat %a4, bfloat %a5, bfloat %a6, bfloat %a7, bfloat %a8, bfloat %a9) {
  %s0 = fadd bfloat %a0, 0xR0000
  %s1 = fadd bfloat %s0, %a1
  %s2 = fadd bfloat %s1, %a2
  %s3 = fadd bfloat %s2, %a3
  %s4 = fadd bfloat %s3, %a4
  %s5 = fadd bfloat %s4, %a5
  %s6 = fadd bfloat %s5, %a6
  %s7 = fadd bfloat %s6, %a7
  %s8 = fadd bfloat %s7, %a8
  %s9 = fadd bfloat %s8, %a9
  ret bfloat %s9
}

define bfloat @call_many_bfloat(bfloat %x) {
  %r = call bfloat @many_bfloat(bfloat %x, bfloat %x, bfloat %x, bfloat %x, bfloat %x, bfloat %x, bfloat %x, bfloat %x, bfloat %x, bfloat %x)
  %m = call bfloat @many_mixed_bfloat(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, bfloat %x, bfloat %x, bfloat %x, bfloat %x, bfloat %x, bfloat %x, bfloat %x, bfloat %x, bfloat %x, bfloat %x)
  %s = fadd bfloat %r, %m
  ret bfloat %s
}
