; Global initializers and module-level symbols that real C programs produce (issue 22): global
; aliases of variables (a GCC-style `__attribute__((alias))`), an alias into the middle of an
; array, `extern_weak` declarations that no object defines (their addresses must read as null),
; and constant expressions LLVM's AsmPrinter lowers: `inttoptr` of an integer, `ptrtoint` of a
; global, differences of two globals' addresses (also truncated to 32 bits), integer casts and
; `add`/`sub`/`xor` folded at the type's width. `global_initializers.c` prints them.
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@table = global [10 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10]
@table_alias = alias [10 x i32], ptr @table
@third = internal alias i32, ptr getelementptr (i8, ptr @table, i64 8)
@weak_var = extern_weak global i32
declare extern_weak void @weak_fn()

@fixed_ptr = global ptr inttoptr (i64 4096 to ptr)
@table_addr = global i64 ptrtoint (ptr @table to i64)
@alias_minus_table = global i64 sub (i64 ptrtoint (ptr @table_alias to i64), i64 ptrtoint (ptr @table to i64))
@offset32 = global i32 trunc (i64 sub (i64 ptrtoint (ptr getelementptr (i8, ptr @table, i64 36) to i64), i64 ptrtoint (ptr @table to i64)) to i32)
@int_fold = global i16 trunc (i64 add (i64 ptrtoint (ptr inttoptr (i64 7000 to ptr) to i64), i64 5) to i16)
@xor_fold = global i64 xor (i64 ptrtoint (ptr inttoptr (i64 255 to ptr) to i64), i64 15)
@null_plus = global ptr getelementptr (i8, ptr null, i64 24)
@ptr_into = global ptr getelementptr (i8, ptr @table_alias, i64 16)

define i32 @alias_element(i64 %i) {
  %p = getelementptr [10 x i32], ptr @table_alias, i64 0, i64 %i
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @third_value() {
  %v = load i32, ptr @third
  ret i32 %v
}

define i32 @weak_var_is_null() {
  %c = icmp eq ptr @weak_var, null
  %r = zext i1 %c to i32
  ret i32 %r
}

define i32 @weak_fn_is_null() {
  %c = icmp eq ptr @weak_fn, null
  %r = zext i1 %c to i32
  ret i32 %r
}

define i64 @table_addr_matches() {
  %a = load i64, ptr @table_addr
  %b = ptrtoint ptr @table to i64
  %c = icmp eq i64 %a, %b
  %r = zext i1 %c to i64
  ret i64 %r
}

define i32 @ptr_into_value() {
  %p = load ptr, ptr @ptr_into
  %v = load i32, ptr %p
  ret i32 %v
}
