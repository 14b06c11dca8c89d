; Thread-local globals in a static executable: local-exec for symbols of this module
; (lui %tprel_hi, add with tp and %tprel_add, %tprel_lo on the access), initial-exec (the tp
; offset loaded from the GOT: `la.tls.ie`, which is auipc %tls_ie_pcrel_hi + ld, then added
; to tp) for an external one and for an explicit initialexec model on a preemptible symbol
; (a model weaker than what the linkage allows is ignored, as in LLVM); .tdata for
; initialized data, .tbss for zeros. The same sequences as llc-22 -O2's (which folds the
; %tprel_lo into the load and writes la.tls.ie out).
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -regalloc=greedy -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,KILN
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,KILN
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s --check-prefixes=CHECK,LLC
; CHECK-LABEL: get_local:
; CHECK:      lui [[H:[a-z0-9]+]], %tprel_hi(counter)
; CHECK-NEXT: add [[A:[a-z0-9]+]], [[H]], tp, %tprel_add(counter)
; KILN-NEXT:  addi [[P:[a-z0-9]+]], [[A]], %tprel_lo(counter)
; KILN-NEXT:  lw a0, 0([[P]])
; LLC-NEXT:   lw a0, %tprel_lo(counter)([[A]])
; CHECK-NEXT: ret
; CHECK-LABEL: get_zero:
; CHECK-DAG:  lui [[H:[a-z0-9]+]], %tprel_hi(zeros)
; CHECK-DAG:  add [[A:[a-z0-9]+]], [[H]], tp, %tprel_add(zeros)
; CHECK-DAG:  addi [[P:[a-z0-9]+]], [[A]], %tprel_lo(zeros)
; CHECK-DAG:  slli [[I:[a-z0-9]+]], a0, 3
; CHECK:      add [[E:[a-z0-9]+]], {{[a-z0-9]+}}, {{[a-z0-9]+}}
; CHECK-NEXT: ld a0, 0([[E]])
; CHECK-NEXT: ret
; CHECK-LABEL: get_extern:
; KILN:       la.tls.ie [[G:[a-z0-9]+]], ext
; LLC:        auipc [[T:[a-z0-9]+]], %tls_ie_pcrel_hi(ext)
; LLC-NEXT:   ld [[G:[a-z0-9]+]], %pcrel_lo(.Lpcrel_hi{{[0-9]+}})([[T]])
; CHECK-NEXT: add [[A:[a-z0-9]+]], [[G]], tp
; CHECK-NEXT: lw a0, 0([[A]])
; CHECK-NEXT: ret
; CHECK-LABEL: get_ie:
; KILN:       la.tls.ie [[G:[a-z0-9]+]], ie_var
; LLC:        auipc [[T:[a-z0-9]+]], %tls_ie_pcrel_hi(ie_var)
; LLC-NEXT:   ld [[G:[a-z0-9]+]], %pcrel_lo(.Lpcrel_hi{{[0-9]+}})([[T]])
; CHECK-NEXT: add [[A:[a-z0-9]+]], [[G]], tp
; CHECK-NEXT: lw a0, 0([[A]])
; CHECK-NEXT: ret
; CHECK:      .section .tdata,"awT",@progbits
; CHECK:      counter:
; CHECK-NEXT: {{\.byte 7,0,0,0|\.word 7}}
; CHECK:      .section .tbss,"awT",@nobits
; CHECK:      zeros:
; CHECK-NEXT: .zero 32
; CHECK:      .section .tdata,"awT",@progbits
; CHECK:      ie_var:
; CHECK-NEXT: {{\.byte 1,0,0,0|\.word 1}}
@counter = dso_local thread_local global i32 7, align 4
@zeros = internal thread_local global [4 x i64] zeroinitializer, align 8
@ext = external thread_local global i32, align 4
@ie_var = thread_local(initialexec) global i32 1, align 4
define i32 @get_local() {
  %a = call ptr @llvm.threadlocal.address.p0(ptr @counter)
  %v = load i32, ptr %a
  ret i32 %v
}
define i64 @get_zero(i64 %i) {
  %a = call ptr @llvm.threadlocal.address.p0(ptr @zeros)
  %p = getelementptr i64, ptr %a, i64 %i
  %v = load i64, ptr %p
  ret i64 %v
}
define i32 @get_extern() {
  %a = call ptr @llvm.threadlocal.address.p0(ptr @ext)
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @get_ie() {
  %a = call ptr @llvm.threadlocal.address.p0(ptr @ie_var)
  %v = load i32, ptr %a
  ret i32 %v
}
declare ptr @llvm.threadlocal.address.p0(ptr)
