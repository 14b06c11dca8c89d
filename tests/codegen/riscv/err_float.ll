; ERROR: in function 'f': a floating-point argument or return value is not supported
define double @f(double %a, double %b) {
  %c = fadd double %a, %b
  ret double %c
}
