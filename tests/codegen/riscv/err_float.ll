; ERROR: in function 'f': values of type f64
define double @f(double %a, double %b) {
  %c = fadd double %a, %b
  ret double %c
}
