; A phi's constant input on an edge taken only when a value equals that constant becomes
; the value (ir_expand/phi_known_value.rs): `x == 0 ? 0 : load` needs no zero on the edge,
; the register holding x already holds it; likewise a null pointer on the false edge of
; `icmp ne`. A signed compare says nothing about equality, so the zero stays. The flag of an
; interpreter-style loop (tested, then passed on as 0) keeps one register and no zero copy.
; Checked on kiln -O2 and llc-22 -O2, which also keeps no zero on those edges.
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,KILN
; RUN: riscv64-linux-gnu-as %t.s -o %t.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s
; CHECK-LABEL: eq_edge:
; CHECK-NOT:  {{zero$|li a[0-9], 0$}}
; CHECK:      {{beq a0, zero|beqz a0}}, [[L:\.LBB0_[0-9]+]]
; CHECK:      lw a0, 0(a1)
; CHECK:      [[L]]:
; CHECK-NEXT: ret
; CHECK-LABEL: ne_edge_null:
; CHECK-NOT:  {{zero$|li a[0-9], 0$}}
; CHECK:      ld a0, 0(a1)
; CHECK:      ret
; CHECK-LABEL: slt_edge:
; CHECK:      {{zero$|li a0, 0$}}
; CHECK:      .cfi_endproc
; KILN-LABEL: trap_loop:
; KILN-NOT:   {{zero$}}
; KILN:       call work
; KILN-NOT:   {{zero$}}
; KILN:       call hook
; KILN-NOT:   {{zero$}}
; KILN:       .cfi_endproc

declare signext i32 @hook(ptr)
declare void @work(ptr)

define signext i32 @eq_edge(i32 signext %x, ptr %p) {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %join, label %other
other:
  %y = load i32, ptr %p
  br label %join
join:
  %r = phi i32 [ 0, %entry ], [ %y, %other ]
  ret i32 %r
}

define ptr @ne_edge_null(ptr %q, ptr %p) {
entry:
  %c = icmp ne ptr %q, null
  br i1 %c, label %other, label %join
other:
  %y = load ptr, ptr %p
  br label %join
join:
  %r = phi ptr [ null, %entry ], [ %y, %other ]
  ret ptr %r
}

define signext i32 @slt_edge(i32 signext %x, ptr %p) {
entry:
  %c = icmp slt i32 %x, 0
  br i1 %c, label %join, label %other
other:
  %y = load i32, ptr %p
  br label %join
join:
  %r = phi i32 [ 0, %entry ], [ %y, %other ]
  ret i32 %r
}

define void @trap_loop(ptr %p, i32 signext %t0) {
entry:
  br label %loop
loop:
  %t = phi i32 [ %t0, %entry ], [ %t1, %next ]
  call void @work(ptr %p)
  %c = icmp eq i32 %t, 0
  br i1 %c, label %next, label %slow
slow:
  %h = call signext i32 @hook(ptr %p)
  br label %next
next:
  %t1 = phi i32 [ 0, %loop ], [ %h, %slow ]
  %done = load volatile i8, ptr %p
  %d = icmp eq i8 %done, 0
  br i1 %d, label %loop, label %exit
exit:
  ret void
}
