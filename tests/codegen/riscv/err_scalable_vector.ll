; Fixed-length vectors are scalarized (rv64gc has no vector registers); scalable vectors
; need the V extension, which kiln does not target: a located error, not a panic.
; ERROR: in function f: an argument of type <vscale x 4 x i32> is not supported yet
define i32 @f(<vscale x 4 x i32> %v) {
  %e = extractelement <vscale x 4 x i32> %v, i64 0
  ret i32 %e
}
