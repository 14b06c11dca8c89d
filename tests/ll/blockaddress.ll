; blockaddress constants and indirectbr.
target triple = "riscv64-unknown-linux-gnu"

@targets = internal constant [2 x ptr] [ptr blockaddress(@jump, %one), ptr blockaddress(@jump, %two)]

define i32 @jump(i64 %i) {
entry:
  %slot = getelementptr [2 x ptr], ptr @targets, i64 0, i64 %i
  %t = load ptr, ptr %slot, align 8
  indirectbr ptr %t, [label %one, label %two]

one:
  ret i32 1

two:
  %self = icmp eq ptr %t, blockaddress(@jump, %two)
  br i1 %self, label %one, label %three

three:
  indirectbr ptr blockaddress(@jump, %one), [label %one]
}
