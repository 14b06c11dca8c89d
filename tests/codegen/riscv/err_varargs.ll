; ERROR: in function 'sum': variadic function definitions are not supported yet
define i32 @sum(i32 %n, ...) {
  ret i32 %n
}
