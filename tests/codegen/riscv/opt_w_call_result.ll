; riscv-opt-w-instrs knows the result of a direct call to a signext i32 function is
; sign-extended (the COPY from a0 after the call, as LLVM's pass reads the callee's return
; attributes), also through PHIs that merge it with constants across many blocks, as the
; `trap` flag of Lua's interpreter loop is: no sext.w before the flag's test or the return.
; A result without signext is still extended. Checked on kiln -O2 and llc-22 -O2.
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.s \
; RUN:   | FileCheck %s
; RUN: riscv64-linux-gnu-as %t.s -o %t.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s
; CHECK-LABEL: trap_loop:
; CHECK-NOT:  {{addiw [a-z0-9]+, [a-z0-9]+, 0$|sext\.w}}
; CHECK:      call {{(plt\()?}}get
; CHECK-NOT:  {{addiw [a-z0-9]+, [a-z0-9]+, 0$|sext\.w}}
; CHECK:      .cfi_endproc
; CHECK-LABEL: ret_phi:
; CHECK-NOT:  {{addiw [a-z0-9]+, [a-z0-9]+, 0$|sext\.w}}
; CHECK:      .cfi_endproc
; CHECK-LABEL: plain_result:
; CHECK:      call {{(plt\()?}}plain
; CHECK:      {{addiw a0, a0, 0$|sext\.w a0, a0$}}
; CHECK:      ret

declare signext i32 @get(ptr)
declare void @work(ptr)
declare i32 @plain(ptr)

define void @trap_loop(ptr %p, i32 signext %t0) {
entry:
  br label %loop
loop:
  %t = phi i32 [ %t0, %entry ], [ %t1, %next ]
  call void @work(ptr %p)
  %c = icmp ne i32 %t, 0
  br i1 %c, label %hook, label %next
hook:
  %h = call signext i32 @get(ptr %p)
  br label %next
next:
  %t1 = phi i32 [ 0, %loop ], [ %h, %hook ]
  %done = load volatile i8, ptr %p
  %d = icmp eq i8 %done, 0
  br i1 %d, label %loop, label %exit
exit:
  ret void
}

define signext i32 @ret_phi(ptr %p, ptr %q) {
entry:
  %a = load i64, ptr %p
  %b = load i64, ptr %q
  %c = icmp eq i64 %a, 0
  br i1 %c, label %call, label %cmp
call:
  %h = call signext i32 @get(ptr %p)
  br label %join
cmp:
  %lt = icmp slt i64 %a, %b
  %z = zext i1 %lt to i32
  br label %join
join:
  %r = phi i32 [ %h, %call ], [ %z, %cmp ]
  ret i32 %r
}

define i64 @plain_result(ptr %p) {
  %r = call i32 @plain(ptr %p)
  %s = sext i32 %r to i64
  ret i64 %s
}
