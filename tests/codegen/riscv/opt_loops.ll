; -O2 machine passes around loops. machine-cse: an instruction recomputing a value an
; instruction in a dominating block computed is deleted. phi-input-sink: a loop counter's
; increment moves below the counter's last use, so the counter and its next value share a
; register and the back edge needs no copy. Values from other blocks are read through one
; copy per block, so the DAG merges the two address computations. The run test is
; run/opt_loops.ll.

; CHECK-LABEL: cse_dom:
; CHECK: divu
; CHECK-NOT: divu
; CHECK-LABEL: axpy:
define i64 @cse_dom(i64 %x, i64 %y, i1 %c) {
entry:
  %a = udiv i64 %x, %y
  br i1 %c, label %t, label %f
t:
  %b = udiv i64 %x, %y
  %s = add i64 %a, %b
  ret i64 %s
f:
  ret i64 %a
}

; CHECK: slli
; CHECK-NOT: slli
; CHECK-NOT: mv
; CHECK: sw
; CHECK-NOT: mv
; CHECK: bne
define void @axpy(ptr noalias %y, ptr noalias %x, i32 signext %a, i32 signext %n) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %pre, label %exit
pre:
  %wide = zext nneg i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %px = getelementptr inbounds i32, ptr %x, i64 %i
  %vx = load i32, ptr %px, align 4
  %m = mul nsw i32 %vx, %a
  %py = getelementptr inbounds i32, ptr %y, i64 %i
  %vy = load i32, ptr %py, align 4
  %s = add nsw i32 %vy, %m
  store i32 %s, ptr %py, align 4
  %i1 = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i1, %wide
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
