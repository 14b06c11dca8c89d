; x86_fp80 arguments and results have no lp64d lowering: an error naming the function.
; RUN: not kiln -mtriple=riscv64-linux-gnu -O0 %s -o %t.s 2>&1 | FileCheck %s
; RUN: not kiln -mtriple=riscv64-linux-gnu -O2 %s -o %t.s 2>&1 | FileCheck %s
; CHECK: kiln: error: in function 'f': x86_fp80 as an argument or return value is not supported
define x86_fp80 @f(x86_fp80 %a, x86_fp80 %b) {
  %c = fadd x86_fp80 %a, %b
  ret x86_fp80 %c
}
