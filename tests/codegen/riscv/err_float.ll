; ERROR: in function 'f': a half, fp128 or other non-f32/f64 floating-point argument or return value is not supported
define fp128 @f(fp128 %a, fp128 %b) {
  %c = fadd fp128 %a, %b
  ret fp128 %c
}
