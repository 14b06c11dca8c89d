; Epilogue CFI: the callee-saved registers are reloaded first, then a .cfi_restore for each
; (ra and the s registers the prologue described), then sp is restored and the CFA offset
; goes back to 0. A block laid out after an epilogue restores the prologue's rules
; (.cfi_remember_state after the prologue, .cfi_restore_state at the block: LLVM's
; CFIFixup); llc-22 -O2 merges two_returns' two returns into one epilogue instead, so that
; function is checked on kiln only. With a frame pointer (dynamic alloca) sp is first
; recomputed from s0 and the CFA moved back to sp; dynamic is checked on llc-22 -O2 too (the
; frame size FS through FileCheck's numeric variables: ra at FS-8, s0 at FS-16).
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,KILN
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,KILN,O2
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s --check-prefixes=CHECK,O2
; CHECK-LABEL: two_returns:
; KILN:       addi sp, sp, -[[#FS:]]
; KILN-NEXT:  .cfi_def_cfa_offset [[#FS]]
; KILN-NEXT:  sd ra, [[#FS-8]](sp)
; KILN:       .cfi_offset ra, -8
; KILN-NOT:   {{^[[:space:]]+[a-z]}}
; KILN:       .cfi_remember_state
; KILN:       call g
; KILN:       ld ra, [[#FS-8]](sp)
; KILN-NOT:   .cfi_restore
; KILN:       .cfi_restore ra
; KILN-NOT:   {{^[[:space:]]+(ld|sd|mv|add) }}
; KILN:       addi sp, sp, [[#FS]]
; KILN-NEXT:  .cfi_def_cfa_offset 0
; KILN-NEXT:  ret
; KILN-NEXT:  .LBB0_{{[0-9]+}}:
; KILN-NEXT:  .cfi_restore_state
; KILN:       call g
; KILN:       ld ra, [[#FS-8]](sp)
; KILN-NOT:   .cfi_restore
; KILN:       .cfi_restore ra
; KILN-NOT:   {{^[[:space:]]+(ld|sd|mv|add) }}
; KILN:       addi sp, sp, [[#FS]]
; KILN-NEXT:  .cfi_def_cfa_offset 0
; KILN-NEXT:  ret
; KILN-NOT:   .cfi_restore_state
; CHECK-LABEL: dynamic:
; CHECK:      addi sp, sp, -[[#FS:]]
; CHECK-NEXT: .cfi_def_cfa_offset [[#FS]]
; CHECK-NEXT: sd ra, [[#FS-8]](sp)
; CHECK-NEXT: sd s0, [[#FS-16]](sp)
; O2-NEXT:    sd [[S:s[0-9]+]], [[#FS-24]](sp)
; CHECK-NEXT: .cfi_offset ra, -8
; CHECK-NEXT: .cfi_offset s0, -16
; O2-NEXT:    .cfi_offset [[S]], -24
; CHECK-NEXT: addi s0, sp, [[#FS]]
; CHECK-NEXT: .cfi_def_cfa s0, 0
; CHECK:      call h
; CHECK:      addi sp, s0, -[[#FS]]
; CHECK-NEXT: .cfi_def_cfa sp, [[#FS]]
; CHECK-NEXT: ld ra, [[#FS-8]](sp)
; CHECK-NEXT: ld s0, [[#FS-16]](sp)
; O2-NEXT:    ld [[S]], [[#FS-24]](sp)
; CHECK-NEXT: .cfi_restore ra
; CHECK-NEXT: .cfi_restore s0
; O2-NEXT:    .cfi_restore [[S]]
; CHECK-NEXT: addi sp, sp, [[#FS]]
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
declare i64 @g(i64)
declare void @h(ptr)

define i64 @two_returns(i64 %x) {
entry:
  %a = call i64 @g(i64 %x)
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %r1, label %r2
r1:
  ret i64 %a
r2:
  %b = call i64 @g(i64 %a)
  %s = add i64 %a, %b
  ret i64 %s
}

define i8 @dynamic(i64 %n) {
entry:
  %p = alloca i8, i64 %n, align 16
  call void @h(ptr %p)
  %v = load i8, ptr %p, align 1
  ret i8 %v
}
