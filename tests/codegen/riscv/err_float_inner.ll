; ERROR: in function 'g': a floating-point value ('sitofp' instruction) is not supported
define i64 @g(i64 %a) {
  %d = sitofp i64 %a to double
  %h = fmul double %d, 5.000000e-01
  %r = fptosi double %h to i64
  ret i64 %r
}
