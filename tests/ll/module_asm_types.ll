; Module asm, target extension types, token values, numbered and quoted struct types, and
; functions taking and returning aggregates.
target triple = "riscv64-unknown-linux-gnu"

module asm ".globl marker"
module asm "marker = 42"
module asm "\09.text \22quoted\22"

%0 = type { i32, %1 }
%1 = type { i8 }
%"struct.with space" = type { ptr, [0 x i8] }
%rec = type { ptr, i64 }

declare void @takes_target(target("riscv.vector.tuple", <vscale x 8 x i8>, 2))
declare target("spirv.Event") @make_event()
declare token @llvm.experimental.convergence.entry()

define { i32, %1 } @agg(%0 %x, %"struct.with space" %y, [2 x %rec] %z) convergent {
  %a = extractvalue %0 %x, 1
  %b = insertvalue { i32, %1 } undef, %1 %a, 1
  %t = call token @llvm.experimental.convergence.entry()
  %e = call target("spirv.Event") @make_event()
  ret { i32, %1 } %b
}
