; atomicrmw fadd/uinc_wrap become a compare-exchange loop before instruction selection (as
; LLVM's AtomicExpandPass does, checked on llc-22 -O2 too): the operation on the loaded
; value, then the lr/sc compare-exchange of the integer bits with the ordering's bits
; (.aqrl/.rl for seq_cst, none for monotonic), leaving when the loaded word differs from the
; expected one and storing the new value's bits, looping while the compare fails; the old
; value is returned. uinc_wrap's new value is old+1 masked to 0 when old >= v (sltu). A
; float xchg swaps the integer bits (fmv.x.d, amoswap.d.aq, fmv.d.x) and atomic loads load
; them with the ordering's fences. A half works on the word holding it (lr.w/sc.w) with
; __extendhfsf2/__truncsfhf2 around an f32 fadd.
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -regalloc=greedy -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s
; CHECK-LABEL: fadd_seq_cst:
; CHECK:      flw {{f[a-z0-9]+}}, 0(a0)
; CHECK:      [[LOOP:\.LBB0_[0-9]+]]:{{[[:space:]]+}}fadd.s [[NEW:f[a-z0-9]+]], [[OLD:f[a-z0-9]+]], {{f[a-z0-9]+}}
; CHECK-DAG:  fmv.x.w [[NEWI:[a-z0-9]+]], [[NEW]]
; CHECK-DAG:  fmv.x.w [[OLDI:[a-z0-9]+]], [[OLD]]
; CHECK:      lr.w.aqrl [[CUR:[a-z0-9]+]], ([[P:[a-z0-9]+]])
; CHECK-NEXT: bne [[CUR]], [[CMP:[a-z0-9]+]], [[OUT:\.LBB0_[0-9]+]]
; CHECK-NOT:  {{^[[:space:]]+[a-z]}}
; CHECK:      sc.w.rl [[SC:[a-z0-9]+]], [[NEWI]], ([[P]])
; CHECK-NEXT: {{bne|bnez}} [[SC]]{{(, zero)?}}, {{\.LBB0_[0-9]+}}
; CHECK-NEXT: [[OUT]]:
; CHECK:      fmv.w.x {{f[a-z0-9]+}}, [[CUR]]
; CHECK:      bne {{[a-z0-9]+}}, [[CMP]], [[LOOP]]
; CHECK-LABEL: uinc:
; CHECK:      lw {{[a-z0-9]+}}, 0({{[a-z0-9]+}})
; CHECK:      sltu {{[a-z0-9]+}}, [[OLD:[a-z0-9]+]], {{[a-z0-9]+}}
; CHECK:      and [[NEW:[a-z0-9]+]], {{[a-z0-9]+}}, {{[a-z0-9]+}}
; CHECK:      lr.w [[CUR:[a-z0-9]+]], ([[P:[a-z0-9]+]])
; CHECK-NEXT: bne [[CUR]], [[OLD]], {{\.LBB1_[0-9]+}}
; CHECK-NOT:  {{^[[:space:]]+[a-z]}}
; CHECK:      sc.w [[SC:[a-z0-9]+]], [[NEW]], ([[P]])
; CHECK-NEXT: {{bne|bnez}} [[SC]]{{(, zero)?}}, {{\.LBB1_[0-9]+}}
; CHECK-LABEL: xchg_double:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: fmv.x.d [[I:[a-z0-9]+]], fa0
; CHECK-NEXT: amoswap.d.aq [[O:[a-z0-9]+]], [[I]], (a0)
; CHECK-NEXT: fmv.d.x fa0, [[O]]
; CHECK-NEXT: ret
; CHECK-LABEL: load_float:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: fence rw, rw
; CHECK-NEXT: lw [[I:[a-z0-9]+]], 0(a0)
; CHECK-DAG:  fence r, rw
; CHECK-DAG:  fmv.w.x fa0, [[I]]
; CHECK:      ret
; CHECK-LABEL: fadd_half:
; CHECK:      call __extendhfsf2
; CHECK:      call __extendhfsf2
; CHECK:      fadd.s fa0, {{f[a-z0-9]+}}, {{f[a-z0-9]+}}
; CHECK-NEXT: call __truncsfhf2
; CHECK:      lr.w.aqrl [[W:[a-z0-9]+]], ([[AL:[a-z0-9]+]])
; CHECK:      sc.w.rl [[SC:[a-z0-9]+]], {{[a-z0-9]+}}, ([[AL]])
; CHECK-NEXT: {{bne|bnez}} [[SC]]{{(, zero)?}}, {{\.LBB4_[0-9]+}}
; CHECK:      fmv.w.x fa0, {{[a-z0-9]+}}
; CHECK:      ret
; CHECK-LABEL: load_half:
; CHECK-NOT:  fence
; CHECK:      {{lh|lhu}} {{[a-z0-9]+}}, 0(a0)
; CHECK-NOT:  fence rw, rw
; CHECK:      fence r, rw
; CHECK-NOT:  fence
; CHECK:      ret
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
