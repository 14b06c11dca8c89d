; `tail` and `musttail` calls in tail position whose arguments all go in registers become
; tail calls, as llc-22 -O2 makes them, at every level: arguments moved into a0-a7 (a swap
; through a temporary), the epilogue (ra reloaded, sp restored), then `tail sym`, or `jr` for
; a pointer through a caller-saved register no argument uses (t0-t6, a2-a7 here; never an
; s register, which the epilogue would restore). A call with a stack argument (the ninth,
; stored at the outgoing area's offset 0) stays a call, and so does one whose result is
; used or whose caller returns through sret; a `musttail` that cannot be one is an error
; (see err_musttail.ll).
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -regalloc=greedy -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s
; CHECK-LABEL: direct:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: mv [[T:[a-z0-9]+]], a0
; CHECK-NEXT: mv a0, a1
; CHECK-NEXT: mv a1, [[T]]
; CHECK-NEXT: tail g
; CHECK-LABEL: indirect:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: mv [[P:(t[0-6]|a[2-7])]], a0
; CHECK-NEXT: mv a0, a1
; CHECK-NEXT: jr [[P]]
; CHECK-LABEL: with_frame:
; CHECK:      sd ra, 8(sp)
; CHECK:      {{li|addi}} a1, {{(zero, )?}}1{{$}}
; CHECK-NEXT: call g
; CHECK-NEXT: {{li|addi}} a1, {{(zero, )?}}2{{$}}
; CHECK-NEXT: ld ra, 8(sp)
; CHECK-NEXT: .cfi_restore ra
; CHECK-NEXT: addi sp, sp, 16
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: tail g
; CHECK-LABEL: stack_args:
; CHECK-NOT:  tail
; CHECK-DAG:  {{li|addi}} [[E:[a-z0-9]+]], {{(zero, )?}}8{{$}}
; CHECK-DAG:  sd [[E]], 0({{[a-z0-9]+}})
; CHECK-DAG:  {{li|addi}} a1, {{(zero, )?}}1{{$}}
; CHECK-DAG:  {{li|addi}} a2, {{(zero, )?}}2{{$}}
; CHECK-DAG:  {{li|addi}} a3, {{(zero, )?}}3{{$}}
; CHECK-DAG:  {{li|addi}} a4, {{(zero, )?}}4{{$}}
; CHECK-DAG:  {{li|addi}} a5, {{(zero, )?}}5{{$}}
; CHECK-DAG:  {{li|addi}} a6, {{(zero, )?}}6{{$}}
; CHECK-DAG:  {{li|addi}} a7, {{(zero, )?}}7{{$}}
; CHECK:      call many
; CHECK-NOT:  tail
; CHECK:      ret
; CHECK-LABEL: not_in_tail_position:
; CHECK-NOT:  tail
; CHECK:      call g
; CHECK-NEXT: addi a0, a0, 1
; CHECK:      ret
; CHECK-LABEL: must:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: tail g
; A caller returning through sret is never a tail caller.
; CHECK-LABEL: caller_sret:
; CHECK-NOT:  tail
; CHECK:      call h
; CHECK-NOT:  tail
; CHECK:      ret
declare i64 @g(i64, i64)
declare i64 @many(i64, i64, i64, i64, i64, i64, i64, i64, i64)

define i64 @direct(i64 %a, i64 %b) {
  %r = tail call i64 @g(i64 %b, i64 %a)
  ret i64 %r
}

define i64 @indirect(ptr %p, i64 %a) {
  %r = tail call i64 %p(i64 %a, i64 %a)
  ret i64 %r
}

define i64 @with_frame(i64 %a) {
  %x = call i64 @g(i64 %a, i64 1)
  %r = tail call i64 @g(i64 %x, i64 2)
  ret i64 %r
}

define i64 @stack_args(i64 %a) {
  %r = tail call i64 @many(i64 %a, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8)
  ret i64 %r
}

define i64 @not_in_tail_position(i64 %a) {
  %r = tail call i64 @g(i64 %a, i64 %a)
  %s = add i64 %r, 1
  ret i64 %s
}

define i64 @must(i64 %a, i64 %b) {
  %r = musttail call i64 @g(i64 %a, i64 %b)
  ret i64 %r
}

declare void @h(ptr)

define void @caller_sret(ptr sret(i64) %p) {
  tail call void @h(ptr %p)
  ret void
}
