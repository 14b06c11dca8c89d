; ERROR: in function 'g': a vector of half or bfloat, or a floating-point type other than half, bfloat, f32, f64 and fp128 ('fptrunc' instruction) is not supported
define i64 @g(<2 x double> %d) {
  %h = fptrunc <2 x double> %d to <2 x half>
  %e = fpext <2 x half> %h to <2 x double>
  %x = extractelement <2 x double> %e, i64 0
  %r = fptosi double %x to i64
  ret i64 %r
}
