; ERROR: in function 'g': a half, bfloat or other non-f32/f64/fp128 floating-point value ('fptrunc' instruction) is not supported
define i64 @g(i64 %a) {
  %d = sitofp i64 %a to double
  %h = fptrunc double %d to half
  %e = fpext half %h to double
  %r = fptosi double %e to i64
  ret i64 %r
}
