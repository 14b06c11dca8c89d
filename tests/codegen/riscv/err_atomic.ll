; ERROR: in function inc: an atomicrmw uinc_wrap ('atomicrmw' instruction) is not supported
define i32 @inc(ptr %p) {
  %o = atomicrmw uinc_wrap ptr %p, i32 1 seq_cst
  ret i32 %o
}
