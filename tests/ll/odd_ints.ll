; Odd-width and wide integers: i1, i33, i128, i256, with large literals.
target triple = "x86_64-unknown-linux-gnu"

@big = global i128 170141183460469231731687303715884105727
@neg = global i128 -170141183460469231731687303715884105728
@huge = global i256 -1
@w33 = global i33 -4294967296
@arr = global [3 x i256] [i256 115792089237316195423570985008687907853269984665640564039457584007913129639935, i256 1, i256 -2]
@flag = global i1 true

define i33 @odd(i33 %a, i1 %c, i128 %w, i256 %v, i7 %s) {
  %x = add nuw nsw i33 %a, 8589934591
  %y = select i1 %c, i33 %x, i33 -1
  %t = trunc i128 %w to i33
  %z = xor i33 %y, %t
  %big = mul i256 %v, 340282366920938463463374607431768211456
  %q = udiv exact i256 %big, 3
  %sh = shl i7 %s, 3
  %sx = sext i7 %sh to i33
  %r = sub i33 %z, %sx
  %b = icmp ult i128 %w, 18446744073709551616
  %bb = zext i1 %b to i33
  %rr = or disjoint i33 %r, %bb
  ret i33 %rr
}
