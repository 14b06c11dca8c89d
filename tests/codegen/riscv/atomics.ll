; Atomics on the A extension (atomics_llc.rs compares every operation and ordering with
; llc-22; these lines are also run on llc-22 -O2). AMOs carry the ordering bits (.aqrl for
; seq_cst, .aq acquire, .rl release); a subtraction is an amoadd of the negation; cmpxchg is
; an LR/SC loop written after register allocation (nothing between lr and sc but the loop's
; own compare; the compare value sign-extended as lr.w's result is); i8/i16 operations work
; on the aligned word (address & -4) with a shifted value and mask, the old byte shifted back
; down; seq_cst loads and stores are fenced (fence rw,rw; lw; fence r,rw and fence rw,w; sd;
; fence rw,rw); fences map acquire/release/acq_rel/seq_cst to fence r,rw / rw,w / fence.tso /
; rw,rw, and a single-thread fence to no instruction (llc-22 prints a #MEMBARRIER comment).
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -regalloc=greedy -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s

; CHECK-LABEL: add_seq_cst:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: amoadd.w.aqrl a0, a1, (a0)
; CHECK-NEXT: ret
; CHECK-LABEL: sub_acquire:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: {{sub|neg}} [[N:[a-z0-9]+]], {{(zero, )?}}a1
; CHECK-NEXT: amoadd.d.aq a0, [[N]], (a0)
; CHECK-NEXT: ret
; CHECK-LABEL: cas32:
; CHECK:      {{sext.w|addiw}} [[CMP:[a-z0-9]+]], a1{{(, 0)?$}}
; CHECK:      [[LOOP:\.LBB2_[0-9]+]]:{{[[:space:]]+}}lr.w.aqrl [[OLD:[a-z0-9]+]], (a0)
; CHECK-NEXT: bne [[OLD]], [[CMP]], [[OUT:\.LBB2_[0-9]+]]
; CHECK-NOT:  {{^[[:space:]]+[a-z]}}
; CHECK:      sc.w.rl [[SC:[a-z0-9]+]], a2, (a0)
; CHECK-NEXT: {{bne|bnez}} [[SC]]{{(, zero)?}}, [[LOOP]]
; CHECK-NEXT: [[OUT]]:
; CHECK:      xor [[D:[a-z0-9]+]], {{[a-z0-9]+}}, {{[a-z0-9]+}}
; CHECK-NEXT: {{seqz a0, |sltiu a0, }}[[D]]{{(, 1)?$}}
; CHECK-LABEL: nand8:
; CHECK:      andi [[AL:[a-z0-9]+]], a0, -4
; CHECK:      [[LOOP:\.LBB3_[0-9]+]]:{{[[:space:]]+}}lr.w [[OLD:[a-z0-9]+]], ([[AL]])
; CHECK-NEXT: and [[T:[a-z0-9]+]], [[OLD]], {{[a-z0-9]+}}
; CHECK-NEXT: {{xori|not}} [[T]], [[T]]{{(, -1)?$}}
; CHECK-NEXT: xor [[T]], {{[a-z0-9]+}}, {{[a-z0-9]+}}
; CHECK-NEXT: and [[T]], [[T]], {{[a-z0-9]+}}
; CHECK-NEXT: xor [[T]], {{[a-z0-9]+}}, {{[a-z0-9]+}}
; CHECK-NEXT: sc.w [[T]], [[T]], ([[AL]])
; CHECK-NEXT: {{bne|bnez}} [[T]]{{(, zero)?}}, [[LOOP]]
; CHECK:      {{srl|srlw}} a0, [[OLD]], {{[a-z0-9]+}}
; CHECK-NEXT: ret
; CHECK-LABEL: or16:
; CHECK:      andi [[AL:[a-z0-9]+]], a0, -4
; CHECK:      amoor.w.rl [[R:[a-z0-9]+]], {{[a-z0-9]+}}, ([[AL]])
; CHECK-NEXT: {{srl|srlw}} a0, [[R]], {{[a-z0-9]+}}
; CHECK-NEXT: ret
; CHECK-LABEL: load_sc:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: fence rw, rw
; CHECK-NEXT: lw a0, 0(a0)
; CHECK-NEXT: fence r, rw
; CHECK-NEXT: ret
; CHECK-LABEL: store_sc:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: fence rw, w
; CHECK-NEXT: sd a1, 0(a0)
; CHECK-NEXT: fence rw, rw
; CHECK-NEXT: ret
; CHECK-LABEL: fences:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: fence r, rw
; CHECK-NEXT: fence rw, w
; CHECK-NEXT: fence.tso
; CHECK-NEXT: fence rw, rw
; CHECK-NOT:  fence
; CHECK:      ret
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
; Wider than a register: libatomic's __atomic_*_16 (as LLVM's AtomicExpand does), the
; memory order as the last argument (seq_cst 5; acquire 2 and monotonic 0 for the cmpxchg);
; the value is already in a1:a2, the cmpxchg's new value moves from a3:a4 to a2:a3.
; CHECK-LABEL: add128:
; CHECK:      {{li a3, 5|addi a3, zero, 5}}
; CHECK-NEXT: call __atomic_fetch_add_16
; CHECK-LABEL: cas128:
; CHECK-DAG:  {{li a4, 2|addi a4, zero, 2}}
; CHECK-DAG:  {{li a5, 0|mv a5, zero}}
; CHECK-DAG:  mv a2, a3
; CHECK:      call __atomic_compare_exchange_16
define i128 @add128(ptr %p, i128 %v) {
  %r = atomicrmw add ptr %p, i128 %v seq_cst, align 16
  ret i128 %r
}
define i1 @cas128(ptr %p, i128 %c, i128 %n) {
  %r = cmpxchg ptr %p, i128 %c, i128 %n acquire monotonic, align 16
  %k = extractvalue { i128, i1 } %r, 1
  ret i1 %k
}
