; Branches on `and`/`or` of conditions (ir_expand/split_branch.rs): each becomes a branch per
; condition. Phis in both successors, `select` forms, nesting of both kinds, a loop whose
; latch condition is split, floating-point compares, a compare with a second use, and a
; condition from another block. Driver: split_branch.c.
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

; (a == 0 || b < c || c == 7) ? 10 + a : 20 + b, with phis on both sides.
define i32 @or3(i32 %a, i32 %b, i32 %c) {
entry:
  %z = icmp eq i32 %a, 0
  %lt = icmp slt i32 %b, %c
  %e7 = icmp eq i32 %c, 7
  %o = or i1 %lt, %e7
  %s = select i1 %z, i1 true, i1 %o
  %ta = add i32 %a, 10
  %fb = add i32 %b, 20
  br i1 %s, label %t, label %f
t:
  %pt = phi i32 [ %ta, %entry ]
  br label %done
f:
  %pf = phi i32 [ %fb, %entry ]
  br label %done
done:
  %r = phi i32 [ %pt, %t ], [ %pf, %f ]
  ret i32 %r
}

; (a < b && c < d) || a == d, branching straight to a shared join whose phi has a value
; per incoming edge.
define i64 @mixed(i64 %a, i64 %b, i64 %c, i64 %d) {
entry:
  %x = icmp slt i64 %a, %b
  %y = icmp ult i64 %c, %d
  %xy = and i1 %x, %y
  %w = icmp eq i64 %a, %d
  %o = select i1 %xy, i1 true, i1 %w
  br i1 %o, label %join, label %other
other:
  %m = mul i64 %a, 3
  br label %join
join:
  %r = phi i64 [ 100, %entry ], [ %m, %other ]
  ret i64 %r
}

; Counts leading non-zero elements below n: the loop condition `i < n && p[i] != 0` is split
; on the latch, whose header is its own successor.
define i64 @count_nonzero(ptr %p, i64 %n) {
entry:
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %q = getelementptr inbounds i32, ptr %p, i64 %i
  %v = load i32, ptr %q, align 4
  %i1 = add nsw i64 %i, 1
  %more = icmp slt i64 %i1, %n
  %q1 = getelementptr inbounds i32, ptr %p, i64 %i1
  %v1 = load i32, ptr %q1, align 4
  %nz = icmp ne i32 %v1, 0
  %c = select i1 %more, i1 %nz, i1 false
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i64 [ 0, %entry ], [ %i1, %loop ]
  ret i64 %r
}

; Floating-point compares: x < y || x is NaN || y is NaN, and (x > 0 && y > 0).
define i32 @fp_conds(double %x, double %y) {
entry:
  %lt = fcmp olt double %x, %y
  %un = fcmp uno double %x, %y
  %o = or i1 %lt, %un
  br i1 %o, label %a, label %b
a:
  ret i32 1
b:
  %px = fcmp ogt double %x, 0.0
  %py = fcmp ogt double %y, 0.0
  %both = and i1 %px, %py
  br i1 %both, label %c, label %d
c:
  ret i32 2
d:
  ret i32 3
}

; A compare that is also returned (two uses: it stays where it is), and a condition
; computed in an earlier block.
define i32 @shared_cond(i32 %a, i32 %b, i1 %early) {
entry:
  %lt = icmp slt i32 %a, %b
  %pre = icmp ugt i32 %a, 1000
  br label %next
next:
  %ne = icmp ne i32 %a, -5
  %and = and i1 %lt, %ne
  %or = or i1 %and, %pre
  %z = zext i1 %lt to i32
  br i1 %or, label %yes, label %no
yes:
  %r1 = add i32 %z, 40
  ret i32 %r1
no:
  %r2 = add i32 %z, 50
  ret i32 %r2
}

; Four conditions in one `and` tree: a range check on two values.
define i32 @in_box(i32 %x, i32 %y) {
entry:
  %x0 = icmp sge i32 %x, 0
  %x1 = icmp slt i32 %x, 8
  %y0 = icmp sge i32 %y, 0
  %y1 = icmp slt i32 %y, 8
  %xs = and i1 %x0, %x1
  %ys = and i1 %y0, %y1
  %in = and i1 %xs, %ys
  br i1 %in, label %inside, label %outside
inside:
  %k = mul i32 %y, 8
  %r = add i32 %k, %x
  ret i32 %r
outside:
  ret i32 -1
}
