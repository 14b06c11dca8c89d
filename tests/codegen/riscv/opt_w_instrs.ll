; riscv-opt-w-instrs removes sext.w (addiw x, y, 0) when the value is already sign-extended
; (loads of i32, W instructions, signext arguments, PHIs of those) or when an add/addi/mul
; feeding it can become its W form; i32 compares use the sign-extended values directly
; (slt/sltu on lw results: an unsigned compare of two sign-extended i32s orders them as the
; i32s), with no zero-extension; an and of a byte load with 255 becomes lbu; i8 equality is
; xor and seqz (sltiu 1). Checked on kiln -O0 and -O2 and on llc-22 -O2; count_up's sum at
; -O2 (the pass is an -O2 pass) and its counter in kiln's loop shape (llc-22 replaces the
; counter by a pointer). The run test is run/opt_w.ll.
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O2,KO2
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s --check-prefixes=CHECK,O2
; CHECK-LABEL: cmp_loads:
; CHECK-NOT:  {{addiw [a-z0-9]+, [a-z0-9]+, 0$|sext\.w}}
; CHECK:      lw [[X:[a-z0-9]+]], 0(a0)
; CHECK-NEXT: lw [[Y:[a-z0-9]+]], 0(a1)
; CHECK-NEXT: slt {{[a-z0-9]+}}, [[X]], [[Y]]
; CHECK-NOT:  {{addiw [a-z0-9]+, [a-z0-9]+, 0$|sext\.w}}
; CHECK:      ret
; CHECK-LABEL: ult_loads:
; CHECK-NOT:  {{slli|srli|addiw [a-z0-9]+, [a-z0-9]+, 0$|sext\.w}}
; CHECK:      lw [[X:[a-z0-9]+]], 0(a0)
; CHECK-NEXT: lw [[Y:[a-z0-9]+]], 0(a1)
; CHECK-NEXT: sltu {{[a-z0-9]+}}, [[X]], [[Y]]
; CHECK-NOT:  {{slli|srli|addiw [a-z0-9]+, [a-z0-9]+, 0$|sext\.w}}
; CHECK:      ret
; The loop sum is addw; nothing re-extends the sum or the counter.
; CHECK-LABEL: count_up:
; O2-NOT:     {{addiw [a-z0-9]+, [a-z0-9]+, 0$|sext\.w}}
; O2:         addw a0, a0, {{[a-z0-9]+}}
; KO2-NEXT:   addiw [[I:[a-z0-9]+]], [[I]], 1
; KO2:        {{bge|blt}} [[I]], {{[a-z0-9]+}}, {{\.LBB2_[0-9]+}}
; O2-NOT:     {{addiw [a-z0-9]+, [a-z0-9]+, 0$|sext\.w}}
; O2:         ret
; CHECK-LABEL: add_args:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addw a0, a0, a1
; CHECK-NEXT: ret
; CHECK-LABEL: byte_eq:
; CHECK-NOT:  andi {{.*}}, 255
; CHECK:      lbu [[X:[a-z0-9]+]], 0(a0)
; CHECK-NEXT: lbu [[Y:[a-z0-9]+]], 0(a1)
; CHECK-NEXT: xor [[D:[a-z0-9]+]], [[X]], [[Y]]
; CHECK-NEXT: {{sltiu a0, |seqz a0, }}[[D]]{{(, 1)?$}}
; CHECK-NEXT: ret
define signext i32 @cmp_loads(ptr %a, ptr %b) {
  %x = load i32, ptr %a, align 4
  %y = load i32, ptr %b, align 4
  %c = icmp slt i32 %x, %y
  %r = select i1 %c, i32 1, i32 2
  ret i32 %r
}

define signext i32 @ult_loads(ptr %a, ptr %b) {
  %x = load i32, ptr %a, align 4
  %y = load i32, ptr %b, align 4
  %c = icmp ult i32 %x, %y
  %r = select i1 %c, i32 5, i32 6
  ret i32 %r
}

define signext i32 @count_up(i32 signext %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %ix = sext i32 %i to i64
  %a = getelementptr inbounds i32, ptr %p, i64 %ix
  %v = load i32, ptr %a, align 4
  %s1 = add i32 %s, %v
  %i1 = add nsw i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s1
}

define signext i32 @add_args(i32 signext %a, i32 signext %b) {
  %s = add i32 %a, %b
  ret i32 %s
}

define signext i32 @byte_eq(ptr %p, ptr %q) {
  %x = load i8, ptr %p, align 1
  %y = load i8, ptr %q, align 1
  %c = icmp eq i8 %x, %y
  %r = zext i1 %c to i32
  ret i32 %r
}
