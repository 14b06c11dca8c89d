; Three -O2 selections llc-22 also makes on RV64:
; - a select between 0 and y on one bit of x becomes a mask made by shifting that bit to the
;   sign and spreading it (`slli`/`slliw` + `srai`, then `and`), with no compare;
; - an i32 `lshr` by 1..31 is one `srliw`, not a 32-bit mask and a 64-bit shift;
; - a select between constants one apart is arithmetic on the condition.
; The run test is run/bit_mask_select.ll.
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s

; CHECK-LABEL: lshr8:
; CHECK-NOT: {{^\s+(and|srli)\s}}
; CHECK: srliw a0, a0, 8
; CHECK-NEXT: ret
define i32 @lshr8(i32 %c) {
  %r = lshr i32 %c, 8
  ret i32 %r
}

; CHECK-LABEL: bit2_eq:
; CHECK-NOT: {{^\s+(andi|sltiu|seqz|snez|sltu)\s}}
; CHECK: sll{{i|iw}} [[R:[a-z0-9]+]], a0, {{29|61}}
; CHECK: srai {{[a-z0-9]+}}, [[R]], {{31|63}}
; CHECK: and
; CHECK: ret
define i32 @bit2_eq(i32 %c) {
  %a = and i32 %c, 4
  %z = icmp eq i32 %a, 0
  %s = select i1 %z, i32 0, i32 124634137
  ret i32 %s
}

; CHECK-LABEL: bit10_64:
; CHECK-NOT: {{^\s+(andi|sltiu|seqz|snez|sltu)\s}}
; CHECK: slli [[R:[a-z0-9]+]], a0, 53
; CHECK: srai [[M:[a-z0-9]+]], [[R]], 63
; CHECK: and a0, {{(a1, )?}}
; CHECK: ret
define i64 @bit10_64(i64 %c, i64 %k) {
  %a = and i64 %c, 1024
  %z = icmp eq i64 %a, 0
  %s = select i1 %z, i64 0, i64 %k
  ret i64 %s
}

; A select between constants one apart is the condition xor'ed into the odd one (llc-22:
; `seqz` + `xori`), not two masks and an `or`.
; CHECK-LABEL: s23:
; CHECK-NOT: {{^\s+(or|and|andi|sub)\s}}
; CHECK: xori a0, {{[a-z0-9]+}}, 3
; CHECK-NEXT: ret
define i32 @s23(i32 %x) {
  %c = icmp eq i32 %x, 2
  %s = select i1 %c, i32 2, i32 3
  ret i32 %s
}
