; Seed 004's fourth prologue shape (initial_adjust = hard_fp_offset, final_adjust = the
; outgoing area): when the outgoing area and the callee-saved area together reach 512 bytes
; and the frame above the outgoing area is over the push limit, two subs: `sub sp, sp,
; #hard_fp_offset` (here over 4096 bytes: split at 12 bits, a CFI record after each), the
; pairs at [sp, #0...], then `sub sp, sp, #outgoing`; the epilogue mirrors it. The CFI
; rows of kiln's object are checked, and the program runs (kiln's assembly at -O2 and -O0,
; its object) with llc-22's output.
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

; Folds its 70 arguments (all but eight on the stack) into one value.
define i64 @many70(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, i64 %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48, i64 %a49, i64 %a50, i64 %a51, i64 %a52, i64 %a53, i64 %a54, i64 %a55, i64 %a56, i64 %a57, i64 %a58, i64 %a59, i64 %a60, i64 %a61, i64 %a62, i64 %a63, i64 %a64, i64 %a65, i64 %a66, i64 %a67, i64 %a68, i64 %a69) noinline {
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
  %m10 = mul i64 %s9, 3
  %s10 = add i64 %m10, %a10
  %m11 = mul i64 %s10, 3
  %s11 = add i64 %m11, %a11
  %m12 = mul i64 %s11, 3
  %s12 = add i64 %m12, %a12
  %m13 = mul i64 %s12, 3
  %s13 = add i64 %m13, %a13
  %m14 = mul i64 %s13, 3
  %s14 = add i64 %m14, %a14
  %m15 = mul i64 %s14, 3
  %s15 = add i64 %m15, %a15
  %m16 = mul i64 %s15, 3
  %s16 = add i64 %m16, %a16
  %m17 = mul i64 %s16, 3
  %s17 = add i64 %m17, %a17
  %m18 = mul i64 %s17, 3
  %s18 = add i64 %m18, %a18
  %m19 = mul i64 %s18, 3
  %s19 = add i64 %m19, %a19
  %m20 = mul i64 %s19, 3
  %s20 = add i64 %m20, %a20
  %m21 = mul i64 %s20, 3
  %s21 = add i64 %m21, %a21
  %m22 = mul i64 %s21, 3
  %s22 = add i64 %m22, %a22
  %m23 = mul i64 %s22, 3
  %s23 = add i64 %m23, %a23
  %m24 = mul i64 %s23, 3
  %s24 = add i64 %m24, %a24
  %m25 = mul i64 %s24, 3
  %s25 = add i64 %m25, %a25
  %m26 = mul i64 %s25, 3
  %s26 = add i64 %m26, %a26
  %m27 = mul i64 %s26, 3
  %s27 = add i64 %m27, %a27
  %m28 = mul i64 %s27, 3
  %s28 = add i64 %m28, %a28
  %m29 = mul i64 %s28, 3
  %s29 = add i64 %m29, %a29
  %m30 = mul i64 %s29, 3
  %s30 = add i64 %m30, %a30
  %m31 = mul i64 %s30, 3
  %s31 = add i64 %m31, %a31
  %m32 = mul i64 %s31, 3
  %s32 = add i64 %m32, %a32
  %m33 = mul i64 %s32, 3
  %s33 = add i64 %m33, %a33
  %m34 = mul i64 %s33, 3
  %s34 = add i64 %m34, %a34
  %m35 = mul i64 %s34, 3
  %s35 = add i64 %m35, %a35
  %m36 = mul i64 %s35, 3
  %s36 = add i64 %m36, %a36
  %m37 = mul i64 %s36, 3
  %s37 = add i64 %m37, %a37
  %m38 = mul i64 %s37, 3
  %s38 = add i64 %m38, %a38
  %m39 = mul i64 %s38, 3
  %s39 = add i64 %m39, %a39
  %m40 = mul i64 %s39, 3
  %s40 = add i64 %m40, %a40
  %m41 = mul i64 %s40, 3
  %s41 = add i64 %m41, %a41
  %m42 = mul i64 %s41, 3
  %s42 = add i64 %m42, %a42
  %m43 = mul i64 %s42, 3
  %s43 = add i64 %m43, %a43
  %m44 = mul i64 %s43, 3
  %s44 = add i64 %m44, %a44
  %m45 = mul i64 %s44, 3
  %s45 = add i64 %m45, %a45
  %m46 = mul i64 %s45, 3
  %s46 = add i64 %m46, %a46
  %m47 = mul i64 %s46, 3
  %s47 = add i64 %m47, %a47
  %m48 = mul i64 %s47, 3
  %s48 = add i64 %m48, %a48
  %m49 = mul i64 %s48, 3
  %s49 = add i64 %m49, %a49
  %m50 = mul i64 %s49, 3
  %s50 = add i64 %m50, %a50
  %m51 = mul i64 %s50, 3
  %s51 = add i64 %m51, %a51
  %m52 = mul i64 %s51, 3
  %s52 = add i64 %m52, %a52
  %m53 = mul i64 %s52, 3
  %s53 = add i64 %m53, %a53
  %m54 = mul i64 %s53, 3
  %s54 = add i64 %m54, %a54
  %m55 = mul i64 %s54, 3
  %s55 = add i64 %m55, %a55
  %m56 = mul i64 %s55, 3
  %s56 = add i64 %m56, %a56
  %m57 = mul i64 %s56, 3
  %s57 = add i64 %m57, %a57
  %m58 = mul i64 %s57, 3
  %s58 = add i64 %m58, %a58
  %m59 = mul i64 %s58, 3
  %s59 = add i64 %m59, %a59
  %m60 = mul i64 %s59, 3
  %s60 = add i64 %m60, %a60
  %m61 = mul i64 %s60, 3
  %s61 = add i64 %m61, %a61
  %m62 = mul i64 %s61, 3
  %s62 = add i64 %m62, %a62
  %m63 = mul i64 %s62, 3
  %s63 = add i64 %m63, %a63
  %m64 = mul i64 %s63, 3
  %s64 = add i64 %m64, %a64
  %m65 = mul i64 %s64, 3
  %s65 = add i64 %m65, %a65
  %m66 = mul i64 %s65, 3
  %s66 = add i64 %m66, %a66
  %m67 = mul i64 %s66, 3
  %s67 = add i64 %m67, %a67
  %m68 = mul i64 %s67, 3
  %s68 = add i64 %m68, %a68
  %m69 = mul i64 %s68, 3
  %s69 = add i64 %m69, %a69
  ret i64 %s69
}

define i64 @two_subs(i64 %x) noinline {
  %a = alloca [625 x i64]
  call void @fill(ptr %a, i64 625)
  call void asm sideeffect "mov x19, #1; mov x20, #2", "~{x19},~{x20}"()
  %q = getelementptr i64, ptr %a, i64 624
  %v = load i64, ptr %q
  %r = call i64 @many70(i64 %v, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31, i64 32, i64 33, i64 34, i64 35, i64 36, i64 37, i64 38, i64 39, i64 40, i64 41, i64 42, i64 43, i64 44, i64 45, i64 46, i64 47, i64 48, i64 49, i64 50, i64 51, i64 52, i64 53, i64 54, i64 55, i64 56, i64 57, i64 58, i64 59, i64 60, i64 61, i64 62, i64 63, i64 64, i64 65, i64 66, i64 67, i64 68, i64 69)
  %s = add i64 %r, %x
  ret i64 %s
}
; CHECK-LABEL: two_subs:
; CHECK:       sub sp, sp, #1, lsl #12
; CHECK-NEXT:  .cfi_def_cfa_offset 4096
; CHECK-NEXT:  sub sp, sp, #960
; CHECK-NEXT:  .cfi_def_cfa_offset 5056
; CHECK-NEXT:  stp x29, x30, [sp]
; CHECK-NEXT:  mov x29, sp
; CHECK-NEXT:  .cfi_def_cfa x29, 5056
; CHECK-NEXT:  .cfi_offset x30, -5048
; CHECK-NEXT:  .cfi_offset x29, -5056
; CHECK-NEXT:  stp x19, x20, [sp, #16]
; CHECK-NEXT:  .cfi_offset x19, -5040
; CHECK-NEXT:  .cfi_offset x20, -5032
; CHECK-NEXT:  str x21, [sp, #32]
; CHECK-NEXT:  .cfi_offset x21, -5024
; CHECK-NEXT:  sub sp, sp, #496
; CHECK:       bl many70
; CHECK:       add sp, sp, #496
; CHECK-NEXT:  .cfi_def_cfa sp, 5056
; CHECK-NEXT:  ldr x21, [sp, #32]
; CHECK-NEXT:  .cfi_restore x21
; CHECK-NEXT:  ldp x19, x20, [sp, #16]
; CHECK-NEXT:  .cfi_restore x19
; CHECK-NEXT:  .cfi_restore x20
; CHECK-NEXT:  ldp x29, x30, [sp]
; CHECK-NEXT:  .cfi_restore x29
; CHECK-NEXT:  .cfi_restore x30
; CHECK-NEXT:  add sp, sp, #1, lsl #12
; CHECK-NEXT:  .cfi_def_cfa_offset 960
; CHECK-NEXT:  add sp, sp, #960
; CHECK-NEXT:  .cfi_def_cfa_offset 0
; CHECK-NEXT:  ret
; CFI-LABEL: FDE
; CFI-LABEL: FDE
; CFI-LABEL: FDE
; CFI:       0x[[#%x,A:]]: CFA=WSP{{$}}
; CFI-NEXT:  0x[[#A+4]]: CFA=WSP+4096{{$}}
; CFI-NEXT:  0x[[#A+8]]: CFA=WSP+5056{{$}}
; CFI-NEXT:  0x[[#A+16]]: CFA=W29+5056: W29=[CFA-5056], W30=[CFA-5048]
; CFI-NEXT:  0x[[#A+20]]: CFA=W29+5056: W19=[CFA-5040], W20=[CFA-5032], W29=[CFA-5056], W30=[CFA-5048]

define i32 @main() {
  %r = call i64 @two_subs(i64 100)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %r)
  ret i32 0
}
