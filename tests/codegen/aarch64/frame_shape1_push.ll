; Seed 004's first prologue shape (GCC's aarch64_layout_frame: callee_adjust = frame_size):
; a frame under the push limit with no outgoing argument area is allocated by the first
; save, `stp x29, x30, [sp, #-N]!` (the frame record at the bottom of the callee-saved area,
; the other registers above it, the locals above them), or `str reg, [sp, #-N]!` when only
; one register is saved (under 256 bytes); the epilogue pops with a post-indexed `ldp`/`ldr`.
; The CFI rows llvm-dwarfdump-22 decodes from kiln's object are checked against the code
; (CFA and saved slots after every instruction that changes them), and the program runs
; under qemu-aarch64 built from kiln's assembly (-O2, -O0) and object, printing what
; llc-22's build prints.
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

; Frame record, x19 and a 64-byte local: 96 bytes, allocated by the record's stp.
define i64 @record_and_locals(i64 %x) noinline {
  %a = alloca [8 x i64]
  call void @fill(ptr %a, i64 8)
  %q = getelementptr i64, ptr %a, i64 5
  %v = load i64, ptr %q
  %s = add i64 %v, %x
  ret i64 %s
}
; CHECK-LABEL: record_and_locals:
; CHECK:       stp x29, x30, [sp, #-96]!
; CHECK-NEXT:  .cfi_def_cfa_offset 96
; CHECK-NEXT:  mov x29, sp
; CHECK-NEXT:  .cfi_def_cfa x29, 96
; CHECK-NEXT:  .cfi_offset x30, -88
; CHECK-NEXT:  .cfi_offset x29, -96
; CHECK-NEXT:  str x19, [sp, #16]
; CHECK-NEXT:  .cfi_offset x19, -80
; CHECK:       add x0, sp, #32
; CHECK:       bl fill
; CHECK:       ldr {{x[0-9]+}}, [sp, #72]
; CHECK:       .cfi_def_cfa sp, 96
; CHECK-NEXT:  ldr x19, [sp, #16]
; CHECK-NEXT:  .cfi_restore x19
; CHECK-NEXT:  ldp x29, x30, [sp], #96
; CHECK-NEXT:  .cfi_def_cfa_offset 0
; CHECK-NEXT:  .cfi_restore x30
; CHECK-NEXT:  .cfi_restore x29
; CHECK-NEXT:  ret
; CFI-LABEL: FDE
; CFI-LABEL: FDE
; CFI:       0x[[#%x,A:]]: CFA=WSP{{$}}
; CFI-NEXT:  0x[[#A+4]]: CFA=WSP+96{{$}}
; CFI-NEXT:  0x[[#A+8]]: CFA=W29+96: W29=[CFA-96], W30=[CFA-88]
; CFI-NEXT:  0x[[#A+12]]: CFA=W29+96: W19=[CFA-80], W29=[CFA-96], W30=[CFA-88]
; CFI-NEXT:  0x[[#%x,B:]]: CFA=WSP+96: W19=[CFA-80], W29=[CFA-96], W30=[CFA-88]
; CFI-NEXT:  0x[[#B+4]]: CFA=WSP+96: W29=[CFA-96], W30=[CFA-88]
; CFI-NEXT:  0x[[#B+8]]: CFA=WSP{{$}}

; A leaf saving one register (x19, written by the asm) in 48 bytes: str with writeback.
define i64 @one_register(i64 %x) noinline {
  %a = alloca [4 x i64]
  store volatile i64 %x, ptr %a
  call void asm sideeffect "mov x19, #7", "~{x19}"()
  %v = load volatile i64, ptr %a
  %s = add i64 %v, 1
  ret i64 %s
}
; CHECK-LABEL: one_register:
; CHECK:       str x19, [sp, #-48]!
; CHECK-NEXT:  .cfi_def_cfa_offset 48
; CHECK-NEXT:  .cfi_offset x19, -48
; CHECK-NEXT:  str x0, [sp, #16]
; CHECK:       ldr x19, [sp], #48
; CHECK-NEXT:  .cfi_def_cfa_offset 0
; CHECK-NEXT:  .cfi_restore x19
; CHECK-NEXT:  ret
; CFI-LABEL: FDE
; CFI:       0x[[#%x,C:]]: CFA=WSP{{$}}
; CFI-NEXT:  0x[[#C+4]]: CFA=WSP+48: W19=[CFA-48]
; CFI-NEXT:  0x[[#%x,D:]]: CFA=WSP{{$}}

; A leaf saving x19-x21 and d8-d9 without a frame record: x19 and x20 pushed by the first
; stp, x21 alone, d8/d9 paired from the next 16-byte slot.
define i64 @pairs_without_record(i64 %x) noinline {
  %a = alloca [2 x i64]
  store volatile i64 %x, ptr %a
  call void asm sideeffect "mov x19, #1; mov x20, #2; mov x21, #3; fmov d8, xzr; fmov d9, xzr", "~{x19},~{x20},~{x21},~{d8},~{d9}"()
  %v = load volatile i64, ptr %a
  %s = add i64 %v, 2
  ret i64 %s
}
; CHECK-LABEL: pairs_without_record:
; CHECK:       stp x19, x20, [sp, #-64]!
; CHECK-NEXT:  .cfi_def_cfa_offset 64
; CHECK-NEXT:  .cfi_offset x19, -64
; CHECK-NEXT:  .cfi_offset x20, -56
; CHECK-NEXT:  str x21, [sp, #16]
; CHECK-NEXT:  .cfi_offset x21, -48
; CHECK-NEXT:  stp d8, d9, [sp, #32]
; CHECK-NEXT:  .cfi_offset d8, -32
; CHECK-NEXT:  .cfi_offset d9, -24
; CHECK:       ldp d8, d9, [sp, #32]
; CHECK-NEXT:  .cfi_restore d8
; CHECK-NEXT:  .cfi_restore d9
; CHECK-NEXT:  ldr x21, [sp, #16]
; CHECK-NEXT:  .cfi_restore x21
; CHECK-NEXT:  ldp x19, x20, [sp], #64
; CHECK-NEXT:  .cfi_def_cfa_offset 0
; CHECK-NEXT:  .cfi_restore x20
; CHECK-NEXT:  .cfi_restore x19
; CHECK-NEXT:  ret

define i32 @main() {
  %a = call i64 @record_and_locals(i64 100)
  %b = call i64 @one_register(i64 41)
  %c = call i64 @pairs_without_record(i64 7)
  %ab = add i64 %a, %b
  %r = add i64 %ab, %c
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %r)
  ret i32 0
}
