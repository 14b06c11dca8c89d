; blockaddress naming unnamed blocks whose source numbers have gaps: the printer renumbers the
; function and must print the matching numbers in the initializer.
@t = global [2 x ptr] [ptr blockaddress(@f, %7), ptr blockaddress(@f, %12)]

define i32 @f(ptr %p) {
  indirectbr ptr %p, [label %7, label %12]

7:
  ret i32 1

12:
  %13 = load ptr, ptr @t, align 8
  %14 = icmp eq ptr %13, blockaddress(@f, %12)
  br i1 %14, label %7, label %12
}
