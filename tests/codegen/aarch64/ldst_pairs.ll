; Load/store pairing at -O2 (aarch64-ldst-opt, LLVM's AArch64LoadStoreOptimizer): two loads
; or two stores of one width from one base at consecutive offsets become `ldp`/`stp`, also
; when the second is a few instructions later and nothing in between conflicts (a load may
; move above another plain load); a load whose destination is the base of the next, volatile
; accesses and accesses with a store in between stay single. At -O0 nothing is paired. The
; program runs (kiln -O2 assembly and object, -O0 assembly) with llc-22's output.
; RUN: kiln -mtriple=aarch64-linux-gnu -O2 -verify-machineinstrs %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: kiln -mtriple=aarch64-linux-gnu -O2 -filetype=obj %s -o %t.o
; RUN: kiln -mtriple=aarch64-linux-gnu -O0 -verify-machineinstrs %s -o %t.O0.s
; RUN: FileCheck %s --check-prefix=O0 < %t.O0.s
; RUN: llc -mtriple=aarch64-linux-gnu -O2 %s -o %t.ref.s
; RUN: for f in %t.s %t.o %t.O0.s %t.ref.s; do \
; RUN:   aarch64-linux-gnu-gcc $f -o $f.exe && qemu-aarch64 -L /usr/aarch64-linux-gnu $f.exe > $f.out \
; RUN:   || exit 1; done
; RUN: diff %t.ref.s.out %t.s.out && diff %t.ref.s.out %t.o.out && diff %t.ref.s.out %t.O0.s.out
target triple = "aarch64-unknown-linux-gnu"
@fmt = private constant [5 x i8] c"%ld\0A\00"
@buf = global [8 x i64] [i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8]
@words = global [4 x i32] [i32 10, i32 20, i32 30, i32 40]
declare i32 @printf(ptr, ...)

; CHECK-LABEL: sum4:
; CHECK:       ldp x{{[0-9]+}}, x{{[0-9]+}}, [x0]
; CHECK:       ldp x{{[0-9]+}}, x{{[0-9]+}}, [x0, #16]
; CHECK-NOT:   ldr
; CHECK:       ret
; O0-LABEL:    sum4:
; O0-NOT:      ldp
; O0:          ret
define i64 @sum4(ptr %p) noinline {
  %a = load i64, ptr %p
  %q1 = getelementptr i64, ptr %p, i64 1
  %b = load i64, ptr %q1
  %q2 = getelementptr i64, ptr %p, i64 2
  %c = load i64, ptr %q2
  %q3 = getelementptr i64, ptr %p, i64 3
  %d = load i64, ptr %q3
  %s1 = add i64 %a, %b
  %s2 = add i64 %c, %d
  %s = mul i64 %s1, %s2
  ret i64 %s
}

; CHECK-LABEL: store_words:
; CHECK:       stp w1, w2, [x0, #4]
; CHECK-NEXT:  ret
define void @store_words(ptr %p, i32 %x, i32 %y) noinline {
  %q = getelementptr i32, ptr %p, i64 1
  store i32 %x, ptr %q
  %r = getelementptr i32, ptr %p, i64 2
  store i32 %y, ptr %r
  ret void
}

; The load of the pointer is paired with the load at +8 moved above the dependent load.
; CHECK-LABEL: chase:
; CHECK:       ldp x[[P:[0-9]+]], x{{[0-9]+}}, [x0]
; CHECK-NEXT:  ldr x{{[0-9]+}}, [x[[P]]]
define i64 @chase(ptr %p) noinline {
  %q = load ptr, ptr %p
  %q1 = getelementptr i64, ptr %p, i64 1
  %b = load i64, ptr %q1
  %v = load i64, ptr %q
  %s = add i64 %v, %b
  ret i64 %s
}

; A store between two loads of the same place keeps them apart.
; CHECK-LABEL: store_between:
; CHECK-NOT:   ldp
; CHECK:       ret
define i64 @store_between(ptr %p, ptr %o) noinline {
  %a = load i64, ptr %p
  store i64 %a, ptr %o
  %q1 = getelementptr i64, ptr %p, i64 1
  %b = load i64, ptr %q1
  %s = add i64 %a, %b
  ret i64 %s
}

; CHECK-LABEL: volatile_pair:
; CHECK-NOT:   ldp
; CHECK:       ret
define i64 @volatile_pair(ptr %p) noinline {
  %a = load volatile i64, ptr %p
  %q1 = getelementptr i64, ptr %p, i64 1
  %b = load volatile i64, ptr %q1
  %s = add i64 %a, %b
  ret i64 %s
}

define i32 @main() {
  %a = call i64 @sum4(ptr @buf)
  call void @store_words(ptr @words, i32 7, i32 9)
  %w1 = getelementptr i32, ptr @words, i64 1
  %x = load i32, ptr %w1
  %w2 = getelementptr i32, ptr @words, i64 2
  %y = load i32, ptr %w2
  %x64 = sext i32 %x to i64
  %y64 = sext i32 %y to i64
  %p = alloca [2 x ptr]
  %b2 = getelementptr i64, ptr @buf, i64 5
  store ptr %b2, ptr %p
  %p1 = getelementptr ptr, ptr %p, i64 1
  store i64 100, ptr %p1
  %c = call i64 @chase(ptr %p)
  %o = alloca i64
  %d = call i64 @store_between(ptr @buf, ptr %o)
  %e = call i64 @volatile_pair(ptr @buf)
  %s1 = add i64 %a, %x64
  %s2 = add i64 %s1, %y64
  %s3 = add i64 %s2, %c
  %s4 = add i64 %s3, %d
  %s5 = add i64 %s4, %e
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %s5)
  ret i32 0
}
