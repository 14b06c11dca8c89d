; uselistorder directives at module and function scope (as llvm-dis -preserve-ll-uselistorder
; writes them).
@g = global i32 0

define i32 @f(i32 %a) {
entry:
  %x = add i32 %a, 1
  %y = add i32 %a, 2
  %z = add i32 %a, 3
  %s = add i32 %x, %y
  %t = add i32 %s, %z
  %u = load i32, ptr @g, align 4
  %v = load i32, ptr @g, align 4
  %w = add i32 %u, %v
  ret i32 %w

  uselistorder i32 %a, { 2, 0, 1 }
}

uselistorder ptr @g, { 1, 0 }
