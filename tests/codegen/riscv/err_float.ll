; ERROR: in function 'f': a half, bfloat or other non-f32/f64/fp128 floating-point argument or return value is not supported
define half @f(half %a, half %b) {
  %c = fadd half %a, %b
  ret half %c
}
