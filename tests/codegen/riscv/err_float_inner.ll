; A vector of half inside a function (not at its boundary) is refused, naming the
; function and the instruction.
; RUN: not kiln -mtriple=riscv64-linux-gnu -O0 %s -o %t.s 2>&1 | FileCheck %s
; RUN: not kiln -mtriple=riscv64-linux-gnu -O2 %s -o %t.s 2>&1 | FileCheck %s
; CHECK: kiln: error: in function 'g': a vector of half ('fptrunc' instruction) is not supported
define i64 @g(<2 x double> %d) {
  %h = fptrunc <2 x double> %d to <2 x half>
  %e = fpext <2 x half> %h to <2 x double>
  %x = extractelement <2 x double> %e, i64 0
  %r = fptosi double %x to i64
  ret i64 %r
}
