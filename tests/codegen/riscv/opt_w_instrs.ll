; riscv-opt-w-instrs removes sext.w (addiw x, y, 0) when the value is already sign-extended
; (loads of i32, W instructions, signext arguments, PHIs of those) or when an add/addi/mul
; feeding it can become its W form; i32 equality and unsigned compares sign-extend their
; operands (free here) instead of zero-extending them; an and of a byte load with 255 becomes
; lbu. The run test is run/opt_w.ll.

; CHECK-LABEL: cmp_loads:
; CHECK-NOT: addiw{{.*}}, 0
; CHECK: lw
; CHECK: ret
define signext i32 @cmp_loads(ptr %a, ptr %b) {
  %x = load i32, ptr %a, align 4
  %y = load i32, ptr %b, align 4
  %c = icmp slt i32 %x, %y
  %r = select i1 %c, i32 1, i32 2
  ret i32 %r
}

; CHECK-LABEL: ult_loads:
; CHECK-NOT: addiw{{.*}}, 0
; CHECK-NOT: srli
; CHECK: ret
define signext i32 @ult_loads(ptr %a, ptr %b) {
  %x = load i32, ptr %a, align 4
  %y = load i32, ptr %b, align 4
  %c = icmp ult i32 %x, %y
  %r = select i1 %c, i32 5, i32 6
  ret i32 %r
}

; The loop counter becomes addiw; nothing re-extends it for the compare.
; CHECK-LABEL: count_up:
; CHECK-NOT: addiw{{.*}}, 0
; CHECK: ret
define signext i32 @count_up(i32 signext %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %ix = sext i32 %i to i64
  %a = getelementptr inbounds i32, ptr %p, i64 %ix
  %v = load i32, ptr %a, align 4
  %s1 = add i32 %s, %v
  %i1 = add nsw i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s1
}

; CHECK-LABEL: add_args:
; CHECK: addw
; CHECK-NOT: addiw{{.*}}, 0
; CHECK: ret
define signext i32 @add_args(i32 signext %a, i32 signext %b) {
  %s = add i32 %a, %b
  ret i32 %s
}

; CHECK-LABEL: byte_eq:
; CHECK: lbu
; CHECK-NOT: andi{{.*}}, 255
; CHECK: ret
define signext i32 @byte_eq(ptr %p, ptr %q) {
  %x = load i8, ptr %p, align 1
  %y = load i8, ptr %q, align 1
  %c = icmp eq i8 %x, %y
  %r = zext i1 %c to i32
  ret i32 %r
}
