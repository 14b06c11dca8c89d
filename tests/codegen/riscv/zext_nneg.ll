; `zext nneg` is lowered as the extension the target prefers (LLVM's
; SelectionDAGBuilder::visitZExt): on RV64 a sign extension, free for a signext argument or
; an i32 load, where a zero extension costs a shift pair or a mask. Without nneg the zero
; extension stays. Checked on kiln -O2 and llc-22 -O2.
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.s \
; RUN:   | FileCheck %s
; RUN: riscv64-linux-gnu-as %t.s -o %t.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s
; CHECK-LABEL: index_arg:
; CHECK-NOT:  {{srli|and }}
; CHECK:      slli [[S:[a-z0-9]+]], a1, 2
; CHECK-NEXT: add [[A:[a-z0-9]+]], {{[a-z0-9]+}}, {{[a-z0-9]+}}
; CHECK-NEXT: lw a0, 0([[A]])
; CHECK-NEXT: ret
; CHECK-LABEL: index_load:
; CHECK:      lw [[I:[a-z0-9]+]], 0(a1)
; CHECK-NOT:  {{srli|and }}
; CHECK:      ret
; CHECK-LABEL: plain_zext:
; CHECK:      srli
; CHECK:      ret

define signext i32 @index_arg(ptr %p, i32 signext %i) {
  %x = zext nneg i32 %i to i64
  %a = getelementptr inbounds i32, ptr %p, i64 %x
  %v = load i32, ptr %a
  ret i32 %v
}

define signext i32 @index_load(ptr %p, ptr %q) {
  %i = load i32, ptr %q
  %x = zext nneg i32 %i to i64
  %a = getelementptr inbounds i32, ptr %p, i64 %x
  %v = load i32, ptr %a
  ret i32 %v
}

define i64 @plain_zext(i32 signext %i) {
  %x = zext i32 %i to i64
  ret i64 %x
}
