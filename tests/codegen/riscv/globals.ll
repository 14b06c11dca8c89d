; Globals: addresses through lla (medany), data in .data/.rodata/.bss with size and type.
; CHECK-LABEL: get:
; CHECK: lla {{.*}}, counter
; CHECK: lw
; CHECK: .data
; CHECK: .globl counter
; CHECK: counter:
; CHECK: .size counter, 4
; CHECK: .section .rodata
; CHECK: .Lmsg:
; CHECK: .bss
; CHECK: zeros:
; CHECK: .zero 64
@counter = global i32 7, align 4
@msg = private constant [3 x i8] c"hi\00"
@zeros = internal global [16 x i32] zeroinitializer
@ptr = global ptr getelementptr (i8, ptr @msg, i64 1)
define i32 @get() {
  %v = load i32, ptr @counter
  ret i32 %v
}
