; clang-22 -O0 (--target=riscv64-linux-gnu -march=rv64gc -mabi=lp64d) of the C below, plus
; hand-written i1 memory accesses at the end; the driver is o0_selection.c.
;
; /* Source of o0_selection.ll (clang-22 -O0): locals reloaded per use, compares of i32 values
;    from loads and W operations, zero- and sign-extending loads with several users, bools. */
; #include <stdint.h>
; int eq_sub(int a, int b, int c) { return (a - b) == c; }
; int ne_and(unsigned a, unsigned b) { return (a & b) != 0; }
; int ult_loaded(unsigned *p, unsigned *q) { return p[0] < q[1]; }
; int ule_neg(int a) { unsigned x = (unsigned)a; return x <= 0x80000000u; }
; int slt_reload(int a) {
;   int s = 0;
;   for (int i = 0; i < a; i++) { s += i; if (s > 100) s -= a; }
;   return s;
; }
; unsigned bytes(const unsigned char *p, int i) {
;   return (p[4 * i] << 24) | (p[4 * i + 1] << 16) | (p[4 * i + 2] << 8) | p[4 * i + 3];
; }
; int shorts(const short *p, const unsigned short *q, int i) {
;   short s = p[i];
;   unsigned short u = q[i];
;   return (s < 0) + (u > 40000) + (s == -2) + (u == 65535) + s + u;
; }
; int signed_char_cmp(const signed char *p, int i) { return p[i] < -3 ? p[i] : p[i] * 2; }
; int reload_after_store(int *p) {
;   int a = *p;
;   *p = a + 5;
;   int b = *p;
;   return a * 100 + b;
; }
; _Bool flag;
; void set_flag(int v) { flag = v > 3; }
; int get_flag(void) { return flag ? 4242 : 7; }
; int64_t wide_cmp(int64_t a, int b) { return a < (int64_t)b ? a : b; }
; unsigned uge_mixed(unsigned a, unsigned char b) { return a >= b ? a - b : b - a; }

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@flag = dso_local global i8 0, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @eq_sub(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = sub nsw i32 %7, %8
  %10 = load i32, ptr %6, align 4
  %11 = icmp eq i32 %9, %10
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @ne_and(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %5, %6
  %8 = icmp ne i32 %7, 0
  %9 = zext i1 %8 to i32
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @ult_loaded(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds i32, ptr %5, i64 0
  %7 = load i32, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds i32, ptr %8, i64 1
  %10 = load i32, ptr %9, align 4
  %11 = icmp ult i32 %7, %10
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @ule_neg(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  store i32 %4, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = icmp ule i32 %5, -2147483648
  %7 = zext i1 %6 to i32
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @slt_reload(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %20, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %6, %7
  br i1 %8, label %9, label %23

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %3, align 4
  %12 = add nsw i32 %11, %10
  store i32 %12, ptr %3, align 4
  %13 = load i32, ptr %3, align 4
  %14 = icmp sgt i32 %13, 100
  br i1 %14, label %15, label %19

15:                                               ; preds = %9
  %16 = load i32, ptr %2, align 4
  %17 = load i32, ptr %3, align 4
  %18 = sub nsw i32 %17, %16
  store i32 %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %15, %9
  br label %20

20:                                               ; preds = %19
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %5

23:                                               ; preds = %5
  %24 = load i32, ptr %3, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @bytes(ptr noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = mul nsw i32 4, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i8, ptr %5, i64 %8
  %10 = load i8, ptr %9, align 1
  %11 = zext i8 %10 to i32
  %12 = shl i32 %11, 24
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %4, align 4
  %15 = mul nsw i32 4, %14
  %16 = add nsw i32 %15, 1
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i8, ptr %13, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = shl i32 %20, 16
  %22 = or i32 %12, %21
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %4, align 4
  %25 = mul nsw i32 4, %24
  %26 = add nsw i32 %25, 2
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i8, ptr %23, i64 %27
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i32
  %31 = shl i32 %30, 8
  %32 = or i32 %22, %31
  %33 = load ptr, ptr %3, align 8
  %34 = load i32, ptr %4, align 4
  %35 = mul nsw i32 4, %34
  %36 = add nsw i32 %35, 3
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i8, ptr %33, i64 %37
  %39 = load i8, ptr %38, align 1
  %40 = zext i8 %39 to i32
  %41 = or i32 %32, %40
  ret i32 %41
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @shorts(ptr noundef %0, ptr noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %6, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i16, ptr %9, i64 %11
  %13 = load i16, ptr %12, align 2
  store i16 %13, ptr %7, align 2
  %14 = load ptr, ptr %5, align 8
  %15 = load i32, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i16, ptr %14, i64 %16
  %18 = load i16, ptr %17, align 2
  store i16 %18, ptr %8, align 2
  %19 = load i16, ptr %7, align 2
  %20 = sext i16 %19 to i32
  %21 = icmp slt i32 %20, 0
  %22 = zext i1 %21 to i32
  %23 = load i16, ptr %8, align 2
  %24 = zext i16 %23 to i32
  %25 = icmp sgt i32 %24, 40000
  %26 = zext i1 %25 to i32
  %27 = add nsw i32 %22, %26
  %28 = load i16, ptr %7, align 2
  %29 = sext i16 %28 to i32
  %30 = icmp eq i32 %29, -2
  %31 = zext i1 %30 to i32
  %32 = add nsw i32 %27, %31
  %33 = load i16, ptr %8, align 2
  %34 = zext i16 %33 to i32
  %35 = icmp eq i32 %34, 65535
  %36 = zext i1 %35 to i32
  %37 = add nsw i32 %32, %36
  %38 = load i16, ptr %7, align 2
  %39 = sext i16 %38 to i32
  %40 = add nsw i32 %37, %39
  %41 = load i16, ptr %8, align 2
  %42 = zext i16 %41 to i32
  %43 = add nsw i32 %40, %42
  ret i32 %43
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @signed_char_cmp(ptr noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i8, ptr %5, i64 %7
  %9 = load i8, ptr %8, align 1
  %10 = sext i8 %9 to i32
  %11 = icmp slt i32 %10, -3
  br i1 %11, label %12, label %19

12:                                               ; preds = %2
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i8, ptr %13, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = sext i8 %17 to i32
  br label %27

19:                                               ; preds = %2
  %20 = load ptr, ptr %3, align 8
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i8, ptr %20, i64 %22
  %24 = load i8, ptr %23, align 1
  %25 = sext i8 %24 to i32
  %26 = mul nsw i32 %25, 2
  br label %27

27:                                               ; preds = %19, %12
  %28 = phi i32 [ %18, %12 ], [ %26, %19 ]
  ret i32 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @reload_after_store(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = load i32, ptr %5, align 4
  store i32 %6, ptr %3, align 4
  %7 = load i32, ptr %3, align 4
  %8 = add nsw i32 %7, 5
  %9 = load ptr, ptr %2, align 8
  store i32 %8, ptr %9, align 4
  %10 = load ptr, ptr %2, align 8
  %11 = load i32, ptr %10, align 4
  store i32 %11, ptr %4, align 4
  %12 = load i32, ptr %3, align 4
  %13 = mul nsw i32 %12, 100
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %13, %14
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @set_flag(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 3
  %5 = zext i1 %4 to i8
  store i8 %5, ptr @flag, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @get_flag() #0 {
  %1 = load i8, ptr @flag, align 1
  %2 = trunc i8 %1 to i1
  %3 = zext i1 %2 to i64
  %4 = select i1 %2, i32 4242, i32 7
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @wide_cmp(i64 noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = sext i32 %6 to i64
  %8 = icmp slt i64 %5, %7
  br i1 %8, label %9, label %11

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8
  br label %14

11:                                               ; preds = %2
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  br label %14

14:                                               ; preds = %11, %9
  %15 = phi i64 [ %10, %9 ], [ %13, %11 ]
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @uge_mixed(i32 noundef signext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  store i32 %0, ptr %3, align 4
  store i8 %1, ptr %4, align 1
  %5 = load i32, ptr %3, align 4
  %6 = load i8, ptr %4, align 1
  %7 = zext i8 %6 to i32
  %8 = icmp uge i32 %5, %7
  br i1 %8, label %9, label %14

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4
  %11 = load i8, ptr %4, align 1
  %12 = zext i8 %11 to i32
  %13 = sub i32 %10, %12
  br label %19

14:                                               ; preds = %2
  %15 = load i8, ptr %4, align 1
  %16 = zext i8 %15 to i32
  %17 = load i32, ptr %3, align 4
  %18 = sub i32 %16, %17
  br label %19

19:                                               ; preds = %14, %9
  %20 = phi i32 [ %13, %9 ], [ %18, %14 ]
  ret i32 %20
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m" }



; Hand-written, as clang -O1 and above write bools: `i1` in memory (a stored `true` must be the
; byte 1) and a loaded `i1` feeding a select.
@flag1 = global i1 false, align 1

define void @set_flag1(i32 %v) {
  %c = icmp sgt i32 %v, 3
  store i1 %c, ptr @flag1, align 1
  ret void
}

define void @set_flag1_true() {
  store i1 true, ptr @flag1, align 1
  ret void
}

define i32 @get_flag1() {
  %b = load i1, ptr @flag1, align 1
  %r = select i1 %b, i32 4242, i32 7
  ret i32 %r
}
