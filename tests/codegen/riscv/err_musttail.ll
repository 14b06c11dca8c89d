; A musttail call whose arguments need the stack cannot be a tail call here: an error naming
; the function and the call, and no code written: never an ordinary call in its place (kiln's
; output goes to the same pipe as its error, and no `call many` or `tail many` may appear).
; RUN: not kiln -mtriple=riscv64-linux-gnu -O0 %s -o - 2>&1 | FileCheck %s
; RUN: not kiln -mtriple=riscv64-linux-gnu -O2 %s -o - 2>&1 | FileCheck %s
; CHECK-NOT: {{call|tail}}{{[[:space:]]+}}many
; CHECK: kiln: error: in function f: a musttail call {{.*}}('call' instruction)
; CHECK-SAME: `%r = musttail call i64 @many(
; CHECK-NOT: {{call|tail}}{{[[:space:]]+}}many
declare i64 @many(i64, i64, i64, i64, i64, i64, i64, i64, i64)
define i64 @f(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, i64 %h, i64 %i) {
  %r = musttail call i64 @many(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, i64 %h, i64 %i)
  ret i64 %r
}
