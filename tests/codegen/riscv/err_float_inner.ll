; ERROR: in function 'g': a half, fp128 or other non-f32/f64 floating-point value ('fpext' instruction) is not supported
define i64 @g(i64 %a) {
  %d = sitofp i64 %a to double
  %h = fpext double %d to fp128
  %r = fptosi fp128 %h to i64
  ret i64 %r
}
