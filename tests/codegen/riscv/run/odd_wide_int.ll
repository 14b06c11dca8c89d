; Integers wider than a register but narrower than two (csmith's bit-field containers: i72,
; i80, i104, i112), split into two i64 halves. Driven by odd_wide_int.c; the output of kiln's
; build must equal llc-22's (targets/riscv/tests/odd_wide_int.rs).
define i64 @sext_low(ptr %p) {
  %a = load i80, ptr %p, align 1
  %b = shl i80 %a, 62
  %c = ashr exact i80 %b, 62
  %d = trunc i80 %c to i64
  ret i64 %d
}
define i64 @ashr_top(ptr %p) {
  %a = load i80, ptr %p, align 1
  %c = ashr i80 %a, 66
  %d = trunc i80 %c to i64
  ret i64 %d
}
define i64 @field80(ptr %p) {
  %a = load i80, ptr %p, align 1
  %b = shl i80 %a, 45
  %c = ashr i80 %b, 77
  %d = trunc i80 %c to i64
  ret i64 %d
}
define i64 @lshr72(ptr %p) {
  %a = load i72, ptr %p, align 1
  %c = lshr i72 %a, 60
  %d = trunc i72 %c to i64
  ret i64 %d
}
define i64 @ashr104(ptr %p) {
  %a = load i104, ptr %p, align 1
  %c = ashr i104 %a, 70
  %d = trunc i104 %c to i64
  ret i64 %d
}
define i64 @lshr112(ptr %p) {
  %a = load i112, ptr %p, align 1
  %c = lshr i112 %a, 50
  %d = trunc i112 %c to i64
  ret i64 %d
}
define i64 @cmp80(ptr %p, ptr %q) {
  %a = load i80, ptr %p, align 1
  %b = load i80, ptr %q, align 1
  %lt = icmp slt i80 %a, %b
  %ult = icmp ult i80 %a, %b
  %eq = icmp eq i80 %a, %b
  %x = zext i1 %lt to i64
  %y = zext i1 %ult to i64
  %z = zext i1 %eq to i64
  %y2 = shl i64 %y, 1
  %z2 = shl i64 %z, 2
  %r = or i64 %x, %y2
  %s = or i64 %r, %z2
  ret i64 %s
}
define void @set_field104(ptr %p, i64 %v) {
  %a = load i104, ptr %p, align 1
  %m = and i104 %a, -1267650600228229401496703205377
  %w = zext i64 %v to i104
  %x = shl i104 %w, 60
  %y = or i104 %m, %x
  store i104 %y, ptr %p, align 1
  ret void
}
define void @add112(ptr %p, ptr %q) {
  %a = load i112, ptr %p, align 1
  %b = load i112, ptr %q, align 1
  %c = add i112 %a, %b
  store i112 %c, ptr %p, align 1
  ret void
}
define void @store72(ptr %p, i64 %v) {
  %w = sext i64 %v to i72
  %x = shl i72 %w, 4
  store i72 %x, ptr %p, align 1
  ret void
}
