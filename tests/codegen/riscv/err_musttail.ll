; A musttail call whose arguments need the stack cannot be a tail call here: a located error
; naming the call, never an ordinary call in its place.
; ERROR: musttail call
declare i64 @many(i64, i64, i64, i64, i64, i64, i64, i64, i64)
define i64 @f(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, i64 %h, i64 %i) {
  %r = musttail call i64 @many(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, i64 %h, i64 %i)
  ret i64 %r
}
