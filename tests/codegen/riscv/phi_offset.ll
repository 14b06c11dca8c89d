; A loop carrying two phis a constant apart on every edge (%j is always %k - 1, as bubble
; sort's `j` and `j + 1` are when the swap passes the old `j + 1` on): kiln -O2 keeps one
; recurrence and computes %j as %k - 1 (ir_expand/phi_offset.rs), so the back edge needs no
; register swap (before: `mv a6, a3; mv a3, a5; mv a5, a6` in a block of its own on the back
; edge). At -O0 both phis stay. The objects of both levels run the same as llc-22's below.
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs -verify-regalloc %s -o - \
; RUN:   | FileCheck %s --check-prefix=O2
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=O0

; O2-LABEL: pair:
; O2:       .LBB0_1:
; O2-NOT:   mv
; O2:       addi [[J:a[0-9]]], [[K:a[0-9]]], -1
; O2-NOT:   mv
; O2:       addi [[K]], [[K]], 1
; O2-NOT:   mv
; O2:       blt [[K]], a1, .LBB0_1
; O2-NEXT:  .LBB0_2:
; O2-NEXT:  ret

; O0-LABEL: pair:
; O0:       ret

; Two i8 counters three apart, the entry edge giving constants (wrapping arithmetic).
; O2-LABEL: bytes:
; O2:       ret
define i64 @pair(ptr %a, i64 %n) {
entry:
  br label %loop
loop:
  %j = phi i64 [ 0, %entry ], [ %k, %loop ]
  %k = phi i64 [ 1, %entry ], [ %k1, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %pj = getelementptr i64, ptr %a, i64 %j
  %pk = getelementptr i64, ptr %a, i64 %k
  %x = load i64, ptr %pj
  %y = load i64, ptr %pk
  %d = sub i64 %y, %x
  %s1 = add i64 %s, %d
  %k1 = add i64 %k, 1
  %c = icmp slt i64 %k1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %s1
}

define i8 @bytes(ptr %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 254, %entry ], [ %i1, %loop ]
  %k = phi i8 [ 1, %entry ], [ %k1, %loop ]
  %t = phi i64 [ 0, %entry ], [ %t1, %loop ]
  %acc = phi i8 [ 0, %entry ], [ %acc1, %loop ]
  %q = getelementptr i8, ptr %p, i64 %t
  %v = load i8, ptr %q
  %w = add i8 %v, %k
  %acc1 = xor i8 %acc, %w
  %i1 = add i8 %i, 5
  %k1 = sub i8 %i1, -3
  %t1 = add i64 %t, 1
  %c = icmp slt i64 %t1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = xor i8 %acc1, %i1
  ret i8 %r
}
