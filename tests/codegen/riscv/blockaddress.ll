; blockaddress and indirectbr (GNU computed goto): each address-taken block gets a label,
; in code through lla and in a global initializer as a .quad; indirectbr loads the table
; entry (index*8) and is a jr; the block whose address is taken but that no branch reaches
; is kept (llc-22 folds that blockaddress to 1 instead, so nothing here is checked on it).
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -regalloc=greedy -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; CHECK-LABEL: dispatch:
; CHECK:      slli [[OFF:[a-z0-9]+]], a0, 3
; CHECK-NEXT: lla [[T:[a-z0-9]+]], table
; CHECK-NEXT: add [[E:[a-z0-9]+]], [[T]], [[OFF]]
; CHECK-NEXT: ld [[D:[a-z0-9]+]], 0([[E]])
; CHECK-NEXT: jr [[D]]
; CHECK-DAG:  [[ONE:\.Ltmp[0-9_]+]]:{{[[:space:]]+}}{{li a0, 1|addi a0, zero, 1}}{{[[:space:]]+}}ret
; CHECK-DAG:  [[TWO:\.Ltmp[0-9_]+]]:{{[[:space:]]+}}{{li a0, 2|addi a0, zero, 2}}{{[[:space:]]+}}ret
; CHECK-LABEL: address_only:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: lla a0, [[UNR:\.Ltmp[0-9_]+]]
; CHECK-NEXT: ret
; CHECK-NEXT: [[UNR]]:
; An indirect branch's critical edge into a block with a phi: the block's label moves to a
; landing block that jumps on to the join (after the phi's copy of y = x*3 into a0, unless
; y is computed in a0 already); the other target returns 0.
; CHECK-LABEL: landing:
; The blocks may be in any order (-O2 places the join where the entry falls into it).
; CHECK-DAG:  mul {{[a-z0-9]+}}, {{[a-z0-9]+}}, {{[a-z0-9]+}}
; CHECK-DAG:  lla [[T:[a-z0-9]+]], landing_targets
; CHECK-DAG:  jr [[D:[a-z0-9]+]]
; CHECK-DAG:  [[JOIN:\.LBB2_[0-9]+]]:{{[[:space:]]+}}ret
; CHECK-DAG:  [[OTHER:\.Ltmp[0-9_]+]]:{{[[:space:]]+}}{{li a0, 0|mv a0, zero}}{{[[:space:]]+}}ret
; CHECK-DAG:  [[JOINL:\.Ltmp[0-9_]+]]:{{[[:space:]]+(mv a0, [a-z0-9]+[[:space:]]+)?}}j [[JOIN]]{{$}}
; CHECK:      table:
; CHECK-NEXT: .quad [[ONE]]{{$}}
; CHECK-NEXT: .quad [[TWO]]{{$}}
; CHECK:      landing_targets:
; CHECK-NEXT: .quad [[JOINL]]{{$}}
; CHECK-NEXT: .quad [[OTHER]]{{$}}
@table = internal constant [2 x ptr] [ptr blockaddress(@dispatch, %one), ptr blockaddress(@dispatch, %two)], align 8

define i32 @dispatch(i64 %i) {
entry:
  %p = getelementptr inbounds [2 x ptr], ptr @table, i64 0, i64 %i
  %t = load ptr, ptr %p, align 8
  indirectbr ptr %t, [label %one, label %two]
one:
  ret i32 1
two:
  ret i32 2
}

define ptr @address_only() {
entry:
  ret ptr blockaddress(@address_only, %unreached)
unreached:
  ret ptr null
}

@landing_targets = internal constant [2 x ptr] [ptr blockaddress(@landing, %join), ptr blockaddress(@landing, %other)], align 8

define i64 @landing(i64 %i, i1 %c, i64 %x) {
entry:
  br i1 %c, label %ind, label %join
ind:
  %y = mul i64 %x, 3
  %p = getelementptr inbounds [2 x ptr], ptr @landing_targets, i64 0, i64 %i
  %t = load ptr, ptr %p, align 8
  indirectbr ptr %t, [label %join, label %other]
join:
  %r = phi i64 [ %x, %entry ], [ %y, %ind ]
  ret i64 %r
other:
  ret i64 0
}
