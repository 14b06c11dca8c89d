; ERROR: in function add: an atomic access of 32 bytes ('atomicrmw' instruction) is not supported
define i256 @add(ptr %p) {
  %o = atomicrmw add ptr %p, i256 1 seq_cst
  ret i256 %o
}
