; ERROR: in function inc: this instruction ('atomicrmw' instruction) is not supported
define i32 @inc(ptr %p) {
  %o = atomicrmw add ptr %p, i32 1 seq_cst
  ret i32 %o
}
