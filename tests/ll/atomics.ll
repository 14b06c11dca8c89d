; Every atomic instruction form: load/store atomic, fence, cmpxchg, atomicrmw (every op).
target triple = "riscv64-unknown-linux-gnu"

define void @atomics(ptr %p, ptr %fp, i32 %v, float %f) {
  %l1 = load atomic i32, ptr %p unordered, align 4
  %l2 = load atomic i32, ptr %p monotonic, align 4
  %l3 = load atomic volatile i32, ptr %p acquire, align 4
  %l4 = load atomic i32, ptr %p syncscope("singlethread") seq_cst, align 4
  %l5 = load atomic i32, ptr %p syncscope("agent") acquire, align 4
  store atomic i32 %v, ptr %p unordered, align 4
  store atomic i32 %v, ptr %p monotonic, align 4
  store atomic volatile i32 %v, ptr %p release, align 4
  store atomic i32 %v, ptr %p syncscope("singlethread") seq_cst, align 4
  fence acquire
  fence release
  fence acq_rel
  fence syncscope("singlethread") seq_cst
  %c1 = cmpxchg ptr %p, i32 0, i32 %v seq_cst seq_cst
  %c2 = cmpxchg weak ptr %p, i32 0, i32 %v acq_rel monotonic
  %c3 = cmpxchg volatile ptr %p, i32 0, i32 %v syncscope("singlethread") release monotonic, align 8
  %c4 = cmpxchg weak volatile ptr %p, i32 1, i32 2 acquire acquire
  %ok = extractvalue { i32, i1 } %c1, 1
  %r1 = atomicrmw xchg ptr %p, i32 %v seq_cst
  %r2 = atomicrmw add ptr %p, i32 %v monotonic
  %r3 = atomicrmw sub ptr %p, i32 %v acquire
  %r4 = atomicrmw and ptr %p, i32 %v release
  %r5 = atomicrmw nand ptr %p, i32 %v acq_rel
  %r6 = atomicrmw or ptr %p, i32 %v seq_cst
  %r7 = atomicrmw xor ptr %p, i32 %v seq_cst
  %r8 = atomicrmw max ptr %p, i32 %v seq_cst
  %r9 = atomicrmw min ptr %p, i32 %v seq_cst
  %r10 = atomicrmw umax ptr %p, i32 %v seq_cst
  %r11 = atomicrmw umin ptr %p, i32 %v seq_cst
  %r12 = atomicrmw uinc_wrap ptr %p, i32 %v seq_cst
  %r13 = atomicrmw udec_wrap ptr %p, i32 %v seq_cst
  %r14 = atomicrmw usub_cond ptr %p, i32 %v seq_cst
  %r15 = atomicrmw usub_sat ptr %p, i32 %v seq_cst
  %r16 = atomicrmw volatile xchg ptr %p, i32 %v syncscope("singlethread") monotonic, align 8
  %f1 = atomicrmw fadd ptr %fp, float %f seq_cst
  %f2 = atomicrmw fsub ptr %fp, float %f seq_cst
  %f3 = atomicrmw fmax ptr %fp, float %f seq_cst
  %f4 = atomicrmw fmin ptr %fp, float %f seq_cst
  %f5 = atomicrmw fmaximum ptr %fp, float %f seq_cst
  %f6 = atomicrmw fminimum ptr %fp, float %f seq_cst
  %x1 = atomicrmw xchg ptr %fp, ptr %p seq_cst
  ret void
}
