; Integers wider than a register whose width is not a whole number of bytes (i65) are
; computed in the next byte width (builder/odd_int.rs; run in targets/riscv/tests/
; odd_wide_int.rs and ir_gaps_run.rs); an intrinsic with no expansion for them (a funnel
; shift, whose amount is taken modulo 65) must be refused, not computed on the unspecified
; bits above the width.
; RUN: not kiln -mtriple=riscv64-linux-gnu -O0 %s -o %t.s 2>&1 | FileCheck %s
; RUN: not kiln -mtriple=riscv64-linux-gnu -O2 %s -o %t.s 2>&1 | FileCheck %s
; CHECK: kiln: error: in function f: the intrinsic llvm.fshl.i65 on an integer wider than a register that is not a whole number of bytes ('call' instruction) is not supported
; CHECK-SAME: `%b = call i65 @llvm.fshl.i65(i65 %a, i65 %a, i65 3)`
declare i65 @llvm.fshl.i65(i65, i65, i65)
define i64 @f(ptr %p) {
  %a = load i65, ptr %p, align 1
  %b = call i65 @llvm.fshl.i65(i65 %a, i65 %a, i65 3)
  %c = trunc i65 %b to i64
  ret i64 %c
}
