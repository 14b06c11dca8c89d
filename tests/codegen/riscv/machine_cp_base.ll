; Machine copy propagation forwards a copy into the base register of a load or store (an
; `Any` operand, since it is a frame index before frame lowering): after the call, `L->top`
; is read and written through the callee-saved register holding L, with no `mv a0, s1` to
; carry the base and no `mv` to restore a0. (Lua's lua_stringtonumber.) Checked on kiln -O2
; and llc-22 -O2.
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.s \
; RUN:   | FileCheck %s
; RUN: riscv64-linux-gnu-as %t.s -o %t.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s
; CHECK-LABEL: string_to_number:
; CHECK:      call {{(plt\()?}}str2num
; CHECK-NOT:  mv
; CHECK:      ld [[T:[a-z0-9]+]], 16([[L:s[0-9]+]])
; CHECK-NOT:  mv
; CHECK:      sd {{[a-z0-9]+}}, 16([[L]])
; CHECK-NOT:  mv
; CHECK:      ret

declare i64 @str2num(ptr, ptr)

define i64 @string_to_number(ptr %L, ptr %s) {
entry:
  %topp = getelementptr inbounds i8, ptr %L, i64 16
  %top = load ptr, ptr %topp, align 8
  %n = tail call i64 @str2num(ptr %s, ptr %top)
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %push
push:
  %t = load ptr, ptr %topp, align 8
  %t1 = getelementptr inbounds i8, ptr %t, i64 16
  store ptr %t1, ptr %topp, align 8
  br label %done
done:
  ret i64 %n
}
