; An i80 (a csmith bit-field struct) split into two i64 halves was miscompiled: the load read 16
; bytes, the high half was never re-extended from bit 79 (csmith seeds 10, 26, 35, 55 printed
; wrong checksums). Until such widths are promoted to i128 first, kiln must refuse them.
; ERROR: in function 'f': an integer of type i80 (load) is not supported yet
define i64 @f(ptr %p) {
  %a = load i80, ptr %p, align 1
  %b = ashr i80 %a, 66
  %c = trunc i80 %b to i64
  ret i64 %c
}
