; A return reached from `tail` calls through a block that only returns (a phi and its ret) is
; duplicated into the calls' blocks (ir_expand/dup_ret.rs, CodeGenPrepare's
; dupRetToEnableTailCallOpts), so each call is a tail call and the function keeps no frame;
; a void function's shared `ret void` likewise. A call not marked `tail` stays a call.
; Checked on kiln -O2 and llc-22 -O2.
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.s \
; RUN:   | FileCheck %s
; RUN: riscv64-linux-gnu-as %t.s -o %t.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s
; CHECK-LABEL: pick:
; CHECK-NOT:  {{sd ra|call }}
; CHECK-DAG:  tail {{(plt\()?}}less
; CHECK-DAG:  tail {{(plt\()?}}equal
; CHECK-NOT:  {{sd ra|call }}
; CHECK:      .cfi_endproc
; CHECK-LABEL: pick_void:
; CHECK-NOT:  {{sd ra|call }}
; CHECK:      tail {{(plt\()?}}sink
; CHECK:      .cfi_endproc
; CHECK-LABEL: not_tail:
; CHECK:      call {{(plt\()?}}less
; CHECK:      .cfi_endproc

declare signext i32 @less(ptr, ptr)
declare signext i32 @equal(ptr, ptr)
declare void @sink(ptr)

define signext i32 @pick(ptr %a, ptr %b, i32 signext %op) {
entry:
  switch i32 %op, label %join [
    i32 0, label %eq
    i32 1, label %lt
  ]
eq:
  %e = tail call signext i32 @equal(ptr %a, ptr %b)
  br label %join
lt:
  %l = tail call signext i32 @less(ptr %a, ptr %b)
  br label %join
join:
  %r = phi i32 [ 0, %entry ], [ %e, %eq ], [ %l, %lt ]
  ret i32 %r
}

define void @pick_void(ptr %a, i32 signext %op) {
entry:
  %c = icmp eq i32 %op, 0
  br i1 %c, label %call, label %done
call:
  tail call void @sink(ptr %a)
  br label %done
done:
  ret void
}

define signext i32 @not_tail(ptr %a, ptr %b, i32 signext %op) {
entry:
  %c = icmp eq i32 %op, 0
  br i1 %c, label %call, label %join
call:
  %l = call signext i32 @less(ptr %a, ptr %b)
  br label %join
join:
  %r = phi i32 [ 0, %entry ], [ %l, %call ]
  ret i32 %r
}
