; Constant expressions LLVM 22 still accepts, and aggregate initializers.
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.s = type { i32, [2 x i16], ptr }

@a = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@s = global %struct.s { i32 1, [2 x i16] [i16 2, i16 3], ptr getelementptr inbounds ([4 x i32], ptr @a, i64 0, i64 2) }
@p1 = global ptr getelementptr (i8, ptr @a, i64 4)
@p2 = global ptr getelementptr inbounds nuw (%struct.s, ptr @s, i64 0, i32 2)
@p3 = global ptr getelementptr nusw (i8, ptr @a, i64 -4)
@p4 = global ptr getelementptr inbounds inrange(-8, 8) (i8, ptr @a, i64 8)
@i1 = global i64 ptrtoint (ptr @a to i64)
@i2 = global ptr inttoptr (i64 4096 to ptr)
@i3 = global i64 sub (i64 ptrtoint (ptr @a to i64), i64 ptrtoint (ptr @s to i64))
@i4 = global i64 add nuw nsw (i64 ptrtoint (ptr @a to i64), i64 8)
@i5 = global i64 xor (i64 ptrtoint (ptr @a to i64), i64 -1)
@i6 = global i32 trunc (i64 ptrtoint (ptr @a to i64) to i32)
@as = global ptr addrspace(1) addrspacecast (ptr @a to ptr addrspace(1))
@vec = global <4 x i32> <i32 1, i32 -1, i32 0, i32 2147483647>
@splat = global <4 x float> splat (float 1.000000e+00)
@nested = global { [2 x { i8, ptr }], <2 x i64> } { [2 x { i8, ptr }] [{ i8, ptr } { i8 1, ptr null }, { i8, ptr } zeroinitializer], <2 x i64> undef }
@str = constant [6 x i8] c"a\22b\\\0A\00"
@empty = global {} zeroinitializer
@emptyarr = global [0 x i32] zeroinitializer
@dle = global ptr dso_local_equivalent @f
@nocfi = global ptr no_cfi @f
@ee = global i32 extractelement (<4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 1)

define void @f() {
  %x = load i64, ptr getelementptr inbounds ([4 x i32], ptr @a, i64 0, i64 1), align 4
  store i64 add (i64 ptrtoint (ptr @a to i64), i64 1), ptr @i1, align 8
  ret void
}
