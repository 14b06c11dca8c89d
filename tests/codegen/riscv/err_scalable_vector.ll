; Fixed-length vectors are scalarized (rv64gc has no vector registers); scalable vectors
; need the V extension, which kiln does not target: a located error, not a panic.
; RUN: not kiln -mtriple=riscv64-linux-gnu -O0 %s -o %t.s 2>&1 | FileCheck %s
; RUN: not kiln -mtriple=riscv64-linux-gnu -O2 %s -o %t.s 2>&1 | FileCheck %s
; CHECK: kiln: error: in function f: an argument of type <vscale x 4 x i32> is not supported yet
define i32 @f(<vscale x 4 x i32> %v) {
  %e = extractelement <vscale x 4 x i32> %v, i64 0
  ret i32 %e
}
