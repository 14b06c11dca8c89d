; Seed 004's second prologue shape (initial_adjust = frame_size, callee_offset = the
; outgoing area): with an outgoing argument area, when it and the callee-saved area
; together stay under 512 bytes, `sub sp, sp, #frame_size` allocates everything and the
; registers are stored in pairs above the outgoing area, x29 set to the frame record with
; `add x29, sp, #outgoing`; the epilogue reloads them and adds the frame back. Here x19-x21
; and d8-d10 (the asm) and x19-x23 allocated too, x23 alone in its 16-byte slot's lower half, d10 filling the gap above it
; (GCC's has_align_gap), d8/d9 paired. A 8000-byte frame takes the same shape, its sub and
; add split at 12 bits with a CFI record after each. The CFI rows of kiln's object are
; checked, and the program runs (kiln's assembly at -O2 and -O0, its object) with llc-22's
; output.
; RUN: kiln -mtriple=aarch64-linux-gnu -O2 -verify-machineinstrs %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: kiln -mtriple=aarch64-linux-gnu -O2 -filetype=obj %s -o %t.o
; RUN: llvm-dwarfdump-22 --eh-frame %t.o | FileCheck %s --check-prefix=CFI
; RUN: kiln -mtriple=aarch64-linux-gnu -O0 -verify-machineinstrs %s -o %t.O0.s
; RUN: llc -mtriple=aarch64-linux-gnu -O2 %s -o %t.ref.s
; RUN: for f in %t.s %t.o %t.O0.s %t.ref.s; do \
; RUN:   aarch64-linux-gnu-gcc $f -o $f.exe && qemu-aarch64 -L /usr/aarch64-linux-gnu $f.exe > $f.out \
; RUN:   || exit 1; done
; RUN: diff %t.ref.s.out %t.s.out && diff %t.ref.s.out %t.o.out && diff %t.ref.s.out %t.O0.s.out
target triple = "aarch64-unknown-linux-gnu"
@fmt = private constant [5 x i8] c"%ld\0A\00"
declare i32 @printf(ptr, ...)

; Writes i * 3 to p[0..n): the callee that fills the locals.
define void @fill(ptr %p, i64 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %q = getelementptr i64, ptr %p, i64 %i
  %v = mul i64 %i, 3
  store i64 %v, ptr %q
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret void
}

; Folds its 10 arguments (all but eight on the stack) into one value.
define i64 @many10(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9) noinline {
  %s0 = add i64 %a0, 0
  %m1 = mul i64 %s0, 3
  %s1 = add i64 %m1, %a1
  %m2 = mul i64 %s1, 3
  %s2 = add i64 %m2, %a2
  %m3 = mul i64 %s2, 3
  %s3 = add i64 %m3, %a3
  %m4 = mul i64 %s3, 3
  %s4 = add i64 %m4, %a4
  %m5 = mul i64 %s4, 3
  %s5 = add i64 %m5, %a5
  %m6 = mul i64 %s5, 3
  %s6 = add i64 %m6, %a6
  %m7 = mul i64 %s6, 3
  %s7 = add i64 %m7, %a7
  %m8 = mul i64 %s7, 3
  %s8 = add i64 %m8, %a8
  %m9 = mul i64 %s8, 3
  %s9 = add i64 %m9, %a9
  ret i64 %s9
}

define i64 @outgoing_area(i64 %x) noinline {
  %a = alloca [4 x i64]
  call void @fill(ptr %a, i64 4)
  call void asm sideeffect "mov x19, #1; mov x20, #2; mov x21, #3; fmov d8, xzr; fmov d9, xzr; fmov d10, xzr", "~{x19},~{x20},~{x21},~{d8},~{d9},~{d10}"()
  %q = getelementptr i64, ptr %a, i64 3
  %v = load i64, ptr %q
  %r = call i64 @many10(i64 %v, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9)
  %s = add i64 %r, %x
  ret i64 %s
}
; CHECK-LABEL: outgoing_area:
; CHECK:       sub sp, sp, #128
; CHECK-NEXT:  .cfi_def_cfa_offset 128
; CHECK-NEXT:  stp x29, x30, [sp, #16]
; CHECK-NEXT:  add x29, sp, #16
; CHECK-NEXT:  .cfi_def_cfa x29, 112
; CHECK-NEXT:  .cfi_offset x30, -104
; CHECK-NEXT:  .cfi_offset x29, -112
; CHECK-NEXT:  stp x19, x20, [sp, #32]
; CHECK-NEXT:  .cfi_offset x19, -96
; CHECK-NEXT:  .cfi_offset x20, -88
; CHECK-NEXT:  stp x21, x22, [sp, #48]
; CHECK-NEXT:  .cfi_offset x21, -80
; CHECK-NEXT:  .cfi_offset x22, -72
; CHECK-NEXT:  str x23, [sp, #64]
; CHECK-NEXT:  .cfi_offset x23, -64
; CHECK-NEXT:  stp d8, d9, [sp, #80]
; CHECK-NEXT:  .cfi_offset d8, -48
; CHECK-NEXT:  .cfi_offset d9, -40
; CHECK-NEXT:  str d10, [sp, #72]
; CHECK-NEXT:  .cfi_offset d10, -56
; CHECK:       add x0, sp, #96
; CHECK:       bl many10
; CHECK:       .cfi_def_cfa sp, 128
; CHECK-NEXT:  ldr d10, [sp, #72]
; CHECK-NEXT:  .cfi_restore d10
; CHECK-NEXT:  ldp d8, d9, [sp, #80]
; CHECK-NEXT:  .cfi_restore d8
; CHECK-NEXT:  .cfi_restore d9
; CHECK-NEXT:  ldr x23, [sp, #64]
; CHECK-NEXT:  .cfi_restore x23
; CHECK-NEXT:  ldp x21, x22, [sp, #48]
; CHECK-NEXT:  .cfi_restore x21
; CHECK-NEXT:  .cfi_restore x22
; CHECK-NEXT:  ldp x19, x20, [sp, #32]
; CHECK-NEXT:  .cfi_restore x19
; CHECK-NEXT:  .cfi_restore x20
; CHECK-NEXT:  ldp x29, x30, [sp, #16]
; CHECK-NEXT:  .cfi_restore x29
; CHECK-NEXT:  .cfi_restore x30
; CHECK-NEXT:  add sp, sp, #128
; CHECK-NEXT:  .cfi_def_cfa_offset 0
; CHECK-NEXT:  ret

; Over 4096 bytes of locals: the same shape (x20 alone: a lone register takes `str`).
define i64 @big_frame(i64 %x) noinline {
  %a = alloca [1000 x i64]
  call void @fill(ptr %a, i64 1000)
  %q = getelementptr i64, ptr %a, i64 999
  %v = load i64, ptr %q
  %r = call i64 @many10(i64 %v, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9)
  %s = add i64 %r, %x
  ret i64 %s
}
; CHECK-LABEL: big_frame:
; CHECK:       sub sp, sp, #1, lsl #12
; CHECK-NEXT:  .cfi_def_cfa_offset 4096
; CHECK-NEXT:  sub sp, sp, #3952
; CHECK-NEXT:  .cfi_def_cfa_offset 8048
; CHECK-NEXT:  stp x29, x30, [sp, #16]
; CHECK-NEXT:  add x29, sp, #16
; CHECK-NEXT:  .cfi_def_cfa x29, 8032
; CHECK-NEXT:  .cfi_offset x30, -8024
; CHECK-NEXT:  .cfi_offset x29, -8032
; CHECK-NEXT:  str x20, [sp, #32]
; CHECK-NEXT:  .cfi_offset x20, -8016
; CHECK:       add x0, sp, #48
; CHECK:       bl many10
; CHECK:       .cfi_def_cfa sp, 8048
; CHECK-NEXT:  ldr x20, [sp, #32]
; CHECK-NEXT:  .cfi_restore x20
; CHECK-NEXT:  ldp x29, x30, [sp, #16]
; CHECK-NEXT:  .cfi_restore x29
; CHECK-NEXT:  .cfi_restore x30
; CHECK-NEXT:  add sp, sp, #1, lsl #12
; CHECK-NEXT:  .cfi_def_cfa_offset 3952
; CHECK-NEXT:  add sp, sp, #3952
; CHECK-NEXT:  .cfi_def_cfa_offset 0
; CHECK-NEXT:  ret
; CFI-LABEL: FDE
; CFI-LABEL: FDE
; CFI-LABEL: FDE
; CFI:       0x[[#%x,A:]]: CFA=WSP{{$}}
; CFI-NEXT:  0x[[#A+4]]: CFA=WSP+128{{$}}
; CFI-NEXT:  0x[[#A+12]]: CFA=W29+112: W29=[CFA-112], W30=[CFA-104]
; CFI-NEXT:  0x[[#A+16]]: CFA=W29+112: W19=[CFA-96], W20=[CFA-88], W29=[CFA-112], W30=[CFA-104]
; CFI:       CFA=W29+112: W19=[CFA-96], W20=[CFA-88], W21=[CFA-80], W22=[CFA-72], W23=[CFA-64], W29=[CFA-112], W30=[CFA-104], B8=[CFA-48], B9=[CFA-40], B10=[CFA-56]
; CFI:       CFA=WSP+128: W19=[CFA-96], W20=[CFA-88], W21=[CFA-80], W22=[CFA-72], W23=[CFA-64], W29=[CFA-112], W30=[CFA-104], B8=[CFA-48], B9=[CFA-40], B10=[CFA-56]
; CFI:       CFA=WSP{{$}}
; CFI-LABEL: FDE
; CFI:       0x[[#%x,B:]]: CFA=WSP{{$}}
; CFI-NEXT:  0x[[#B+4]]: CFA=WSP+4096{{$}}
; CFI-NEXT:  0x[[#B+8]]: CFA=WSP+8048{{$}}
; CFI-NEXT:  0x[[#B+16]]: CFA=W29+8032: W29=[CFA-8032], W30=[CFA-8024]

define i32 @main() {
  %a = call i64 @outgoing_area(i64 100)
  %b = call i64 @big_frame(i64 1)
  %r = add i64 %a, %b
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %r)
  ret i32 0
}
