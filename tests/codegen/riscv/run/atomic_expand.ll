; atomicrmw operations expanded into compare-exchange loops on the integer bits (fadd, fsub,

; fmax, fmin, fmaximum, fminimum on float and double; uinc_wrap, udec_wrap, usub_cond,

; usub_sat on i8/i16/i32/i64), xchg of float/double/ptr and atomic load/store of

; float/double, at several orderings; 16-byte uinc_wrap ... usub_sat and max/min/umax/umin
; (the loop's cmpxchg is __atomic_compare_exchange_16, which the driver defines). Driver: atomic_expand.c.

target triple = "riscv64-unknown-linux-gnu"



define float @fadd_float_0(ptr %p, float %v) {
  %r = atomicrmw fadd ptr %p, float %v monotonic
  ret float %r
}

define float @fadd_float_1(ptr %p, float %v) {
  %r = atomicrmw fadd ptr %p, float %v seq_cst
  ret float %r
}

define float @fadd_float_2(ptr %p, float %v) {
  %r = atomicrmw fadd ptr %p, float %v acq_rel
  ret float %r
}

define float @fsub_float_0(ptr %p, float %v) {
  %r = atomicrmw fsub ptr %p, float %v monotonic
  ret float %r
}

define float @fsub_float_1(ptr %p, float %v) {
  %r = atomicrmw fsub ptr %p, float %v seq_cst
  ret float %r
}

define float @fsub_float_2(ptr %p, float %v) {
  %r = atomicrmw fsub ptr %p, float %v acq_rel
  ret float %r
}

define float @fmax_float_0(ptr %p, float %v) {
  %r = atomicrmw fmax ptr %p, float %v monotonic
  ret float %r
}

define float @fmax_float_1(ptr %p, float %v) {
  %r = atomicrmw fmax ptr %p, float %v seq_cst
  ret float %r
}

define float @fmax_float_2(ptr %p, float %v) {
  %r = atomicrmw fmax ptr %p, float %v acq_rel
  ret float %r
}

define float @fmin_float_0(ptr %p, float %v) {
  %r = atomicrmw fmin ptr %p, float %v monotonic
  ret float %r
}

define float @fmin_float_1(ptr %p, float %v) {
  %r = atomicrmw fmin ptr %p, float %v seq_cst
  ret float %r
}

define float @fmin_float_2(ptr %p, float %v) {
  %r = atomicrmw fmin ptr %p, float %v acq_rel
  ret float %r
}

define float @fmaximum_float_0(ptr %p, float %v) {
  %r = atomicrmw fmaximum ptr %p, float %v monotonic
  ret float %r
}

define float @fmaximum_float_1(ptr %p, float %v) {
  %r = atomicrmw fmaximum ptr %p, float %v seq_cst
  ret float %r
}

define float @fmaximum_float_2(ptr %p, float %v) {
  %r = atomicrmw fmaximum ptr %p, float %v acq_rel
  ret float %r
}

define float @fminimum_float_0(ptr %p, float %v) {
  %r = atomicrmw fminimum ptr %p, float %v monotonic
  ret float %r
}

define float @fminimum_float_1(ptr %p, float %v) {
  %r = atomicrmw fminimum ptr %p, float %v seq_cst
  ret float %r
}

define float @fminimum_float_2(ptr %p, float %v) {
  %r = atomicrmw fminimum ptr %p, float %v acq_rel
  ret float %r
}

define float @xchg_float(ptr %p, float %v) {
  %r = atomicrmw xchg ptr %p, float %v acquire
  ret float %r
}

define float @load_float(ptr %p) {
  %r = load atomic float, ptr %p seq_cst, align 8
  ret float %r
}

define void @store_float(ptr %p, float %v) {
  store atomic float %v, ptr %p release, align 8
  ret void
}

define double @fadd_double_0(ptr %p, double %v) {
  %r = atomicrmw fadd ptr %p, double %v monotonic
  ret double %r
}

define double @fadd_double_1(ptr %p, double %v) {
  %r = atomicrmw fadd ptr %p, double %v seq_cst
  ret double %r
}

define double @fadd_double_2(ptr %p, double %v) {
  %r = atomicrmw fadd ptr %p, double %v acq_rel
  ret double %r
}

define double @fsub_double_0(ptr %p, double %v) {
  %r = atomicrmw fsub ptr %p, double %v monotonic
  ret double %r
}

define double @fsub_double_1(ptr %p, double %v) {
  %r = atomicrmw fsub ptr %p, double %v seq_cst
  ret double %r
}

define double @fsub_double_2(ptr %p, double %v) {
  %r = atomicrmw fsub ptr %p, double %v acq_rel
  ret double %r
}

define double @fmax_double_0(ptr %p, double %v) {
  %r = atomicrmw fmax ptr %p, double %v monotonic
  ret double %r
}

define double @fmax_double_1(ptr %p, double %v) {
  %r = atomicrmw fmax ptr %p, double %v seq_cst
  ret double %r
}

define double @fmax_double_2(ptr %p, double %v) {
  %r = atomicrmw fmax ptr %p, double %v acq_rel
  ret double %r
}

define double @fmin_double_0(ptr %p, double %v) {
  %r = atomicrmw fmin ptr %p, double %v monotonic
  ret double %r
}

define double @fmin_double_1(ptr %p, double %v) {
  %r = atomicrmw fmin ptr %p, double %v seq_cst
  ret double %r
}

define double @fmin_double_2(ptr %p, double %v) {
  %r = atomicrmw fmin ptr %p, double %v acq_rel
  ret double %r
}

define double @fmaximum_double_0(ptr %p, double %v) {
  %r = atomicrmw fmaximum ptr %p, double %v monotonic
  ret double %r
}

define double @fmaximum_double_1(ptr %p, double %v) {
  %r = atomicrmw fmaximum ptr %p, double %v seq_cst
  ret double %r
}

define double @fmaximum_double_2(ptr %p, double %v) {
  %r = atomicrmw fmaximum ptr %p, double %v acq_rel
  ret double %r
}

define double @fminimum_double_0(ptr %p, double %v) {
  %r = atomicrmw fminimum ptr %p, double %v monotonic
  ret double %r
}

define double @fminimum_double_1(ptr %p, double %v) {
  %r = atomicrmw fminimum ptr %p, double %v seq_cst
  ret double %r
}

define double @fminimum_double_2(ptr %p, double %v) {
  %r = atomicrmw fminimum ptr %p, double %v acq_rel
  ret double %r
}

define double @xchg_double(ptr %p, double %v) {
  %r = atomicrmw xchg ptr %p, double %v acquire
  ret double %r
}

define double @load_double(ptr %p) {
  %r = load atomic double, ptr %p seq_cst, align 8
  ret double %r
}

define void @store_double(ptr %p, double %v) {
  store atomic double %v, ptr %p release, align 8
  ret void
}

define zeroext i8 @uinc_wrap_i8_0(ptr %p, i8 zeroext %v) {
  %r = atomicrmw uinc_wrap ptr %p, i8 %v monotonic
  ret i8 %r
}

define zeroext i8 @uinc_wrap_i8_1(ptr %p, i8 zeroext %v) {
  %r = atomicrmw uinc_wrap ptr %p, i8 %v seq_cst
  ret i8 %r
}

define zeroext i8 @udec_wrap_i8_0(ptr %p, i8 zeroext %v) {
  %r = atomicrmw udec_wrap ptr %p, i8 %v monotonic
  ret i8 %r
}

define zeroext i8 @udec_wrap_i8_1(ptr %p, i8 zeroext %v) {
  %r = atomicrmw udec_wrap ptr %p, i8 %v seq_cst
  ret i8 %r
}

define zeroext i8 @usub_cond_i8_0(ptr %p, i8 zeroext %v) {
  %r = atomicrmw usub_cond ptr %p, i8 %v monotonic
  ret i8 %r
}

define zeroext i8 @usub_cond_i8_1(ptr %p, i8 zeroext %v) {
  %r = atomicrmw usub_cond ptr %p, i8 %v seq_cst
  ret i8 %r
}

define zeroext i8 @usub_sat_i8_0(ptr %p, i8 zeroext %v) {
  %r = atomicrmw usub_sat ptr %p, i8 %v monotonic
  ret i8 %r
}

define zeroext i8 @usub_sat_i8_1(ptr %p, i8 zeroext %v) {
  %r = atomicrmw usub_sat ptr %p, i8 %v seq_cst
  ret i8 %r
}

define zeroext i16 @uinc_wrap_i16_0(ptr %p, i16 zeroext %v) {
  %r = atomicrmw uinc_wrap ptr %p, i16 %v monotonic
  ret i16 %r
}

define zeroext i16 @uinc_wrap_i16_1(ptr %p, i16 zeroext %v) {
  %r = atomicrmw uinc_wrap ptr %p, i16 %v seq_cst
  ret i16 %r
}

define zeroext i16 @udec_wrap_i16_0(ptr %p, i16 zeroext %v) {
  %r = atomicrmw udec_wrap ptr %p, i16 %v monotonic
  ret i16 %r
}

define zeroext i16 @udec_wrap_i16_1(ptr %p, i16 zeroext %v) {
  %r = atomicrmw udec_wrap ptr %p, i16 %v seq_cst
  ret i16 %r
}

define zeroext i16 @usub_cond_i16_0(ptr %p, i16 zeroext %v) {
  %r = atomicrmw usub_cond ptr %p, i16 %v monotonic
  ret i16 %r
}

define zeroext i16 @usub_cond_i16_1(ptr %p, i16 zeroext %v) {
  %r = atomicrmw usub_cond ptr %p, i16 %v seq_cst
  ret i16 %r
}

define zeroext i16 @usub_sat_i16_0(ptr %p, i16 zeroext %v) {
  %r = atomicrmw usub_sat ptr %p, i16 %v monotonic
  ret i16 %r
}

define zeroext i16 @usub_sat_i16_1(ptr %p, i16 zeroext %v) {
  %r = atomicrmw usub_sat ptr %p, i16 %v seq_cst
  ret i16 %r
}

define signext i32 @uinc_wrap_i32_0(ptr %p, i32 signext %v) {
  %r = atomicrmw uinc_wrap ptr %p, i32 %v monotonic
  ret i32 %r
}

define signext i32 @uinc_wrap_i32_1(ptr %p, i32 signext %v) {
  %r = atomicrmw uinc_wrap ptr %p, i32 %v seq_cst
  ret i32 %r
}

define signext i32 @udec_wrap_i32_0(ptr %p, i32 signext %v) {
  %r = atomicrmw udec_wrap ptr %p, i32 %v monotonic
  ret i32 %r
}

define signext i32 @udec_wrap_i32_1(ptr %p, i32 signext %v) {
  %r = atomicrmw udec_wrap ptr %p, i32 %v seq_cst
  ret i32 %r
}

define signext i32 @usub_cond_i32_0(ptr %p, i32 signext %v) {
  %r = atomicrmw usub_cond ptr %p, i32 %v monotonic
  ret i32 %r
}

define signext i32 @usub_cond_i32_1(ptr %p, i32 signext %v) {
  %r = atomicrmw usub_cond ptr %p, i32 %v seq_cst
  ret i32 %r
}

define signext i32 @usub_sat_i32_0(ptr %p, i32 signext %v) {
  %r = atomicrmw usub_sat ptr %p, i32 %v monotonic
  ret i32 %r
}

define signext i32 @usub_sat_i32_1(ptr %p, i32 signext %v) {
  %r = atomicrmw usub_sat ptr %p, i32 %v seq_cst
  ret i32 %r
}

define i64 @uinc_wrap_i64_0(ptr %p, i64 %v) {
  %r = atomicrmw uinc_wrap ptr %p, i64 %v monotonic
  ret i64 %r
}

define i64 @uinc_wrap_i64_1(ptr %p, i64 %v) {
  %r = atomicrmw uinc_wrap ptr %p, i64 %v seq_cst
  ret i64 %r
}

define i64 @udec_wrap_i64_0(ptr %p, i64 %v) {
  %r = atomicrmw udec_wrap ptr %p, i64 %v monotonic
  ret i64 %r
}

define i64 @udec_wrap_i64_1(ptr %p, i64 %v) {
  %r = atomicrmw udec_wrap ptr %p, i64 %v seq_cst
  ret i64 %r
}

define i64 @usub_cond_i64_0(ptr %p, i64 %v) {
  %r = atomicrmw usub_cond ptr %p, i64 %v monotonic
  ret i64 %r
}

define i64 @usub_cond_i64_1(ptr %p, i64 %v) {
  %r = atomicrmw usub_cond ptr %p, i64 %v seq_cst
  ret i64 %r
}

define i64 @usub_sat_i64_0(ptr %p, i64 %v) {
  %r = atomicrmw usub_sat ptr %p, i64 %v monotonic
  ret i64 %r
}

define i64 @usub_sat_i64_1(ptr %p, i64 %v) {
  %r = atomicrmw usub_sat ptr %p, i64 %v seq_cst
  ret i64 %r
}

define ptr @xchg_ptr(ptr %p, ptr %v) {
  %r = atomicrmw xchg ptr %p, ptr %v seq_cst
  ret ptr %r
}

define double @sum_loop(ptr %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc1, %loop ]
  %f = sitofp i64 %i to double
  %old = atomicrmw fadd ptr %p, double %f seq_cst
  %acc1 = fadd double %acc, %old
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret double %acc1
}

define i128 @uinc_wrap_i128(ptr %p, i128 %v) {
  %r = atomicrmw uinc_wrap ptr %p, i128 %v seq_cst, align 16
  ret i128 %r
}

define i128 @udec_wrap_i128(ptr %p, i128 %v) {
  %r = atomicrmw udec_wrap ptr %p, i128 %v seq_cst, align 16
  ret i128 %r
}

define i128 @usub_cond_i128(ptr %p, i128 %v) {
  %r = atomicrmw usub_cond ptr %p, i128 %v seq_cst, align 16
  ret i128 %r
}

define i128 @usub_sat_i128(ptr %p, i128 %v) {
  %r = atomicrmw usub_sat ptr %p, i128 %v seq_cst, align 16
  ret i128 %r
}

define i128 @max_i128(ptr %p, i128 %v) {
  %r = atomicrmw max ptr %p, i128 %v seq_cst, align 16
  ret i128 %r
}

define i128 @min_i128(ptr %p, i128 %v) {
  %r = atomicrmw min ptr %p, i128 %v seq_cst, align 16
  ret i128 %r
}

define i128 @umax_i128(ptr %p, i128 %v) {
  %r = atomicrmw umax ptr %p, i128 %v seq_cst, align 16
  ret i128 %r
}

define i128 @umin_i128(ptr %p, i128 %v) {
  %r = atomicrmw umin ptr %p, i128 %v seq_cst, align 16
  ret i128 %r
}
