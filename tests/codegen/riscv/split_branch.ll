; A branch on an `or`/`and` of compares becomes a branch per compare, with no 0/1 value
; computed (no `or`, `and`, `slt`/`sltu` or `xor`+`seqz` of the compares): at -O2 each
; compare is fused into its own branch, as llc-22 does; at -O0 kiln computes the value and
; branches on it once, as llc-22 -O0 does. The run test is run/split_branch.ll.
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O2
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s --check-prefixes=CHECK,O2
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -verify-machineinstrs %s -o - \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O0

; CHECK-LABEL: any3:
; O2-NOT: {{^\s+(or|and|slt|sltu|sltiu|xor|seqz|snez)\s}}
; O2: beq{{z?}} {{.*}}
; O2-NOT: {{^\s+(or|and|slt|sltu|sltiu|xor|seqz|snez)\s}}
; O2: blt {{.*}}
; O2-NOT: {{^\s+(or|and|slt|sltu|sltiu|xor|seqz|snez)\s}}
; O2: b{{eq|ne}} {{.*}}
; O2-NOT: {{^\s+(or|and|slt|sltu|sltiu|xor|seqz|snez)\s}}
; O2: ret
; O0: or
; CHECK-LABEL: .Lfunc_end0:
define i64 @any3(i64 %a, i64 %b, i64 %c) {
entry:
  %z = icmp eq i64 %a, 0
  %lt = icmp slt i64 %b, %c
  %e7 = icmp eq i64 %c, 7
  %o = or i1 %lt, %e7
  %s = select i1 %z, i1 true, i1 %o
  br i1 %s, label %t, label %f
t:
  ret i64 1
f:
  ret i64 2
}

; CHECK-LABEL: all2:
; O2-NOT: {{^\s+(or|and|slt|sltu|sltiu|xor|seqz|snez)\s}}
; O2: bge{{u?}} {{.*}}
; O2-NOT: {{^\s+(or|and|slt|sltu|sltiu|xor|seqz|snez)\s}}
; O2: bge{{u?}} {{.*}}
; O0: and
; CHECK-LABEL: .Lfunc_end1:
define i64 @all2(i64 %a, i64 %b, i64 %c, i64 %d) {
entry:
  %x = icmp slt i64 %a, %b
  %y = icmp ult i64 %c, %d
  %xy = and i1 %x, %y
  br i1 %xy, label %t, label %f
t:
  ret i64 3
f:
  ret i64 4
}
