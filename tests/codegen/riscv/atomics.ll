; Atomics on the A extension (hand-written checks; atomics_llc.rs compares every operation and
; ordering with llc-22). AMOs carry the ordering bits; cmpxchg is an LR/SC loop written after
; register allocation (nothing between lr and sc but the loop's own instructions); i8/i16
; operations work on the aligned word with a shifted mask; seq_cst loads and stores are fenced.
; CHECK-LABEL: add_seq_cst:
; CHECK: amoadd.w.aqrl
; CHECK-LABEL: sub_acquire:
; CHECK: sub {{.*}}, zero,
; CHECK: amoadd.d.aq
; CHECK-LABEL: cas32:
; CHECK: lr.w.aqrl
; CHECK-NEXT: bne
; CHECK: sc.w.rl
; CHECK-NEXT: bne {{.*}}, zero,
; CHECK-LABEL: nand8:
; CHECK: andi {{.*}}, -4
; CHECK: lr.w
; CHECK-NEXT: and
; CHECK-NEXT: xori {{.*}}, -1
; CHECK-NEXT: xor
; CHECK-NEXT: and
; CHECK-NEXT: xor
; CHECK-NEXT: sc.w
; CHECK-NEXT: bne
; CHECK-LABEL: or16:
; CHECK: amoor.w.rl
; CHECK-LABEL: load_sc:
; CHECK: fence rw, rw
; CHECK-NEXT: lw
; CHECK-NEXT: fence r, rw
; CHECK-LABEL: store_sc:
; CHECK: fence rw, w
; CHECK-NEXT: sd
; CHECK-NEXT: fence rw, rw
; CHECK-LABEL: fences:
; CHECK: fence r, rw
; CHECK-NEXT: fence rw, w
; CHECK-NEXT: fence.tso
; CHECK-NEXT: fence rw, rw
; CHECK-NEXT: ret
define i32 @add_seq_cst(ptr %p, i32 %v) {
  %r = atomicrmw add ptr %p, i32 %v seq_cst
  ret i32 %r
}
define i64 @sub_acquire(ptr %p, i64 %v) {
  %r = atomicrmw sub ptr %p, i64 %v acquire
  ret i64 %r
}
define i1 @cas32(ptr %p, i32 %c, i32 %n) {
  %r = cmpxchg ptr %p, i32 %c, i32 %n seq_cst seq_cst
  %k = extractvalue { i32, i1 } %r, 1
  ret i1 %k
}
define i8 @nand8(ptr %p, i8 %v) {
  %r = atomicrmw nand ptr %p, i8 %v monotonic
  ret i8 %r
}
define i16 @or16(ptr %p, i16 %v) {
  %r = atomicrmw or ptr %p, i16 %v release
  ret i16 %r
}
define i32 @load_sc(ptr %p) {
  %r = load atomic i32, ptr %p seq_cst, align 4
  ret i32 %r
}
define void @store_sc(ptr %p, i64 %v) {
  store atomic i64 %v, ptr %p seq_cst, align 8
  ret void
}
define void @fences() {
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  ret void
}
; Wider than a register: libatomic's __atomic_*_16 (as LLVM's AtomicExpand does).
; CHECK-LABEL: add128:
; CHECK: call __atomic_fetch_add_16
; CHECK-LABEL: cas128:
; CHECK: call __atomic_compare_exchange_16
define i128 @add128(ptr %p, i128 %v) {
  %r = atomicrmw add ptr %p, i128 %v seq_cst, align 16
  ret i128 %r
}
define i1 @cas128(ptr %p, i128 %c, i128 %n) {
  %r = cmpxchg ptr %p, i128 %c, i128 %n acquire monotonic, align 16
  %k = extractvalue { i128, i1 } %r, 1
  ret i1 %k
}
