; atomicrmw fadd/uinc_wrap become a compare-exchange loop before instruction selection (as
; LLVM's AtomicExpandPass does): the operation on the loaded value, then the lr/sc
; compare-exchange with the ordering's bits, looping while the compare fails; float
; xchg and atomic loads work on the integer bits.
; CHECK-LABEL: fadd_seq_cst:
; CHECK: flw
; CHECK: fadd.s
; CHECK: fmv.x.w
; CHECK: lr.w.aqrl
; CHECK: sc.w.rl
; CHECK: fmv.w.x
; CHECK-LABEL: uinc:
; CHECK: lw
; CHECK: sltu
; CHECK: lr.w
; CHECK: sc.w
; CHECK-LABEL: xchg_double:
; CHECK: fmv.x.d
; CHECK-NEXT: amoswap.d.aq
; CHECK-NEXT: fmv.d.x
; CHECK-LABEL: load_float:
; CHECK: fence rw, rw
; CHECK-NEXT: lw
; CHECK: fmv.w.x
; CHECK-LABEL: fadd_half:
; CHECK: call __extendhfsf2
; CHECK: fadd.s
; CHECK: call __truncsfhf2
; CHECK: lr.w.aqrl
; CHECK: sc.w.rl
; CHECK-LABEL: load_half:
; CHECK: lh
; CHECK: fence r, rw
define float @fadd_seq_cst(ptr %p, float %v) {
  %r = atomicrmw fadd ptr %p, float %v seq_cst
  ret float %r
}

define i32 @uinc(ptr %p, i32 %v) {
  %r = atomicrmw uinc_wrap ptr %p, i32 %v monotonic
  ret i32 %r
}

define double @xchg_double(ptr %p, double %v) {
  %r = atomicrmw xchg ptr %p, double %v acquire
  ret double %r
}

define float @load_float(ptr %p) {
  %r = load atomic float, ptr %p seq_cst, align 4
  ret float %r
}

define half @fadd_half(ptr %p, half %v) {
  %r = atomicrmw fadd ptr %p, half %v seq_cst
  ret half %r
}

define half @load_half(ptr %p) {
  %r = load atomic half, ptr %p acquire, align 2
  ret half %r
}
