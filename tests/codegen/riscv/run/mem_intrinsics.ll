; memcpy/memmove/memset of constant sizes and alignments (inlined as loads and stores up to
; eight pieces, calls beyond), driven by mem_intrinsics.c; kiln's builds must print llc-22's
; hashes (targets/riscv/tests/intrinsics_run.rs). Generated once.

define void @memcpy_1_a1(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 1, i1 false)
  ret void
}

define void @memmove_1_a1(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 1, i1 false)
  ret void
}

define void @memset_1_a1(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 1 %d, i8 -91, i64 1, i1 false)
  ret void
}

define void @memcpy_1_a2(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 1, i1 false)
  ret void
}

define void @memmove_1_a2(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 1, i1 false)
  ret void
}

define void @memset_1_a2(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 2 %d, i8 -91, i64 1, i1 false)
  ret void
}

define void @memcpy_1_a4(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 1, i1 false)
  ret void
}

define void @memmove_1_a4(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 1, i1 false)
  ret void
}

define void @memset_1_a4(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 4 %d, i8 -91, i64 1, i1 false)
  ret void
}

define void @memcpy_1_a8(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 1, i1 false)
  ret void
}

define void @memmove_1_a8(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 1, i1 false)
  ret void
}

define void @memset_1_a8(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 8 %d, i8 -91, i64 1, i1 false)
  ret void
}

define void @memcpy_2_a1(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 2, i1 false)
  ret void
}

define void @memmove_2_a1(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 2, i1 false)
  ret void
}

define void @memset_2_a1(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 1 %d, i8 -91, i64 2, i1 false)
  ret void
}

define void @memcpy_2_a2(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 2, i1 false)
  ret void
}

define void @memmove_2_a2(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 2, i1 false)
  ret void
}

define void @memset_2_a2(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 2 %d, i8 -91, i64 2, i1 false)
  ret void
}

define void @memcpy_2_a4(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 2, i1 false)
  ret void
}

define void @memmove_2_a4(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 2, i1 false)
  ret void
}

define void @memset_2_a4(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 4 %d, i8 -91, i64 2, i1 false)
  ret void
}

define void @memcpy_2_a8(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 2, i1 false)
  ret void
}

define void @memmove_2_a8(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 2, i1 false)
  ret void
}

define void @memset_2_a8(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 8 %d, i8 -91, i64 2, i1 false)
  ret void
}

define void @memcpy_3_a1(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 3, i1 false)
  ret void
}

define void @memmove_3_a1(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 3, i1 false)
  ret void
}

define void @memset_3_a1(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 1 %d, i8 -91, i64 3, i1 false)
  ret void
}

define void @memcpy_3_a2(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 3, i1 false)
  ret void
}

define void @memmove_3_a2(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 3, i1 false)
  ret void
}

define void @memset_3_a2(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 2 %d, i8 -91, i64 3, i1 false)
  ret void
}

define void @memcpy_3_a4(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 3, i1 false)
  ret void
}

define void @memmove_3_a4(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 3, i1 false)
  ret void
}

define void @memset_3_a4(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 4 %d, i8 -91, i64 3, i1 false)
  ret void
}

define void @memcpy_3_a8(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 3, i1 false)
  ret void
}

define void @memmove_3_a8(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 3, i1 false)
  ret void
}

define void @memset_3_a8(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 8 %d, i8 -91, i64 3, i1 false)
  ret void
}

define void @memcpy_7_a1(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 7, i1 false)
  ret void
}

define void @memmove_7_a1(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 7, i1 false)
  ret void
}

define void @memset_7_a1(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 1 %d, i8 -91, i64 7, i1 false)
  ret void
}

define void @memcpy_7_a2(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 7, i1 false)
  ret void
}

define void @memmove_7_a2(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 7, i1 false)
  ret void
}

define void @memset_7_a2(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 2 %d, i8 -91, i64 7, i1 false)
  ret void
}

define void @memcpy_7_a4(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 7, i1 false)
  ret void
}

define void @memmove_7_a4(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 7, i1 false)
  ret void
}

define void @memset_7_a4(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 4 %d, i8 -91, i64 7, i1 false)
  ret void
}

define void @memcpy_7_a8(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 7, i1 false)
  ret void
}

define void @memmove_7_a8(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 7, i1 false)
  ret void
}

define void @memset_7_a8(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 8 %d, i8 -91, i64 7, i1 false)
  ret void
}

define void @memcpy_8_a1(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 8, i1 false)
  ret void
}

define void @memmove_8_a1(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 8, i1 false)
  ret void
}

define void @memset_8_a1(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 1 %d, i8 -91, i64 8, i1 false)
  ret void
}

define void @memcpy_8_a2(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 8, i1 false)
  ret void
}

define void @memmove_8_a2(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 8, i1 false)
  ret void
}

define void @memset_8_a2(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 2 %d, i8 -91, i64 8, i1 false)
  ret void
}

define void @memcpy_8_a4(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 8, i1 false)
  ret void
}

define void @memmove_8_a4(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 8, i1 false)
  ret void
}

define void @memset_8_a4(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 4 %d, i8 -91, i64 8, i1 false)
  ret void
}

define void @memcpy_8_a8(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 8, i1 false)
  ret void
}

define void @memmove_8_a8(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 8, i1 false)
  ret void
}

define void @memset_8_a8(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 8 %d, i8 -91, i64 8, i1 false)
  ret void
}

define void @memcpy_13_a1(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 13, i1 false)
  ret void
}

define void @memmove_13_a1(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 13, i1 false)
  ret void
}

define void @memset_13_a1(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 1 %d, i8 -91, i64 13, i1 false)
  ret void
}

define void @memcpy_13_a2(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 13, i1 false)
  ret void
}

define void @memmove_13_a2(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 13, i1 false)
  ret void
}

define void @memset_13_a2(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 2 %d, i8 -91, i64 13, i1 false)
  ret void
}

define void @memcpy_13_a4(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 13, i1 false)
  ret void
}

define void @memmove_13_a4(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 13, i1 false)
  ret void
}

define void @memset_13_a4(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 4 %d, i8 -91, i64 13, i1 false)
  ret void
}

define void @memcpy_13_a8(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 13, i1 false)
  ret void
}

define void @memmove_13_a8(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 13, i1 false)
  ret void
}

define void @memset_13_a8(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 8 %d, i8 -91, i64 13, i1 false)
  ret void
}

define void @memcpy_16_a1(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 16, i1 false)
  ret void
}

define void @memmove_16_a1(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 16, i1 false)
  ret void
}

define void @memset_16_a1(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 1 %d, i8 -91, i64 16, i1 false)
  ret void
}

define void @memcpy_16_a2(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 16, i1 false)
  ret void
}

define void @memmove_16_a2(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 16, i1 false)
  ret void
}

define void @memset_16_a2(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 2 %d, i8 -91, i64 16, i1 false)
  ret void
}

define void @memcpy_16_a4(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 16, i1 false)
  ret void
}

define void @memmove_16_a4(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 16, i1 false)
  ret void
}

define void @memset_16_a4(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 4 %d, i8 -91, i64 16, i1 false)
  ret void
}

define void @memcpy_16_a8(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 16, i1 false)
  ret void
}

define void @memmove_16_a8(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 16, i1 false)
  ret void
}

define void @memset_16_a8(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 8 %d, i8 -91, i64 16, i1 false)
  ret void
}

define void @memcpy_22_a1(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 22, i1 false)
  ret void
}

define void @memmove_22_a1(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 22, i1 false)
  ret void
}

define void @memset_22_a1(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 1 %d, i8 -91, i64 22, i1 false)
  ret void
}

define void @memcpy_22_a2(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 22, i1 false)
  ret void
}

define void @memmove_22_a2(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 22, i1 false)
  ret void
}

define void @memset_22_a2(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 2 %d, i8 -91, i64 22, i1 false)
  ret void
}

define void @memcpy_22_a4(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 22, i1 false)
  ret void
}

define void @memmove_22_a4(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 22, i1 false)
  ret void
}

define void @memset_22_a4(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 4 %d, i8 -91, i64 22, i1 false)
  ret void
}

define void @memcpy_22_a8(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 22, i1 false)
  ret void
}

define void @memmove_22_a8(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 22, i1 false)
  ret void
}

define void @memset_22_a8(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 8 %d, i8 -91, i64 22, i1 false)
  ret void
}

define void @memcpy_31_a1(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 31, i1 false)
  ret void
}

define void @memmove_31_a1(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 31, i1 false)
  ret void
}

define void @memset_31_a1(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 1 %d, i8 -91, i64 31, i1 false)
  ret void
}

define void @memcpy_31_a2(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 31, i1 false)
  ret void
}

define void @memmove_31_a2(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 31, i1 false)
  ret void
}

define void @memset_31_a2(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 2 %d, i8 -91, i64 31, i1 false)
  ret void
}

define void @memcpy_31_a4(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 31, i1 false)
  ret void
}

define void @memmove_31_a4(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 31, i1 false)
  ret void
}

define void @memset_31_a4(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 4 %d, i8 -91, i64 31, i1 false)
  ret void
}

define void @memcpy_31_a8(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 31, i1 false)
  ret void
}

define void @memmove_31_a8(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 31, i1 false)
  ret void
}

define void @memset_31_a8(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 8 %d, i8 -91, i64 31, i1 false)
  ret void
}

define void @memcpy_64_a1(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 64, i1 false)
  ret void
}

define void @memmove_64_a1(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 64, i1 false)
  ret void
}

define void @memset_64_a1(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 1 %d, i8 -91, i64 64, i1 false)
  ret void
}

define void @memcpy_64_a2(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 64, i1 false)
  ret void
}

define void @memmove_64_a2(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 64, i1 false)
  ret void
}

define void @memset_64_a2(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 2 %d, i8 -91, i64 64, i1 false)
  ret void
}

define void @memcpy_64_a4(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 64, i1 false)
  ret void
}

define void @memmove_64_a4(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 64, i1 false)
  ret void
}

define void @memset_64_a4(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 4 %d, i8 -91, i64 64, i1 false)
  ret void
}

define void @memcpy_64_a8(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 64, i1 false)
  ret void
}

define void @memmove_64_a8(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 64, i1 false)
  ret void
}

define void @memset_64_a8(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 8 %d, i8 -91, i64 64, i1 false)
  ret void
}

define void @memcpy_65_a1(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 65, i1 false)
  ret void
}

define void @memmove_65_a1(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %d, ptr align 1 %s, i64 65, i1 false)
  ret void
}

define void @memset_65_a1(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 1 %d, i8 -91, i64 65, i1 false)
  ret void
}

define void @memcpy_65_a2(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 65, i1 false)
  ret void
}

define void @memmove_65_a2(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 2 %d, ptr align 2 %s, i64 65, i1 false)
  ret void
}

define void @memset_65_a2(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 2 %d, i8 -91, i64 65, i1 false)
  ret void
}

define void @memcpy_65_a4(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 65, i1 false)
  ret void
}

define void @memmove_65_a4(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 65, i1 false)
  ret void
}

define void @memset_65_a4(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 4 %d, i8 -91, i64 65, i1 false)
  ret void
}

define void @memcpy_65_a8(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 65, i1 false)
  ret void
}

define void @memmove_65_a8(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 65, i1 false)
  ret void
}

define void @memset_65_a8(ptr %d) {
  call void @llvm.memset.p0.i64(ptr align 8 %d, i8 -91, i64 65, i1 false)
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
