; ERROR: in function 'f': a vector of half or bfloat, or a floating-point type other than half, bfloat, f32, f64 and fp128, as an argument or return value is not supported
define x86_fp80 @f(x86_fp80 %a, x86_fp80 %b) {
  %c = fadd x86_fp80 %a, %b
  ret x86_fp80 %c
}
