; Integers wider than 64 bits that are not a whole number of bytes (builder/odd_int.rs):

; computed in the next byte width, extended from bit N where the result depends on the

; bits above it. Operands come from memory whose padding bits the driver fills with

; garbage; results are stored (zero-extended) and compared byte for byte. Driver:

; odd_int.c.

target triple = "riscv64-unknown-linux-gnu"

define void @add_i65(ptr %r, ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = add i65 %a, %b
  store i65 %c, ptr %r, align 8
  ret void
}

define void @sub_i65(ptr %r, ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = sub i65 %a, %b
  store i65 %c, ptr %r, align 8
  ret void
}

define void @mul_i65(ptr %r, ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = mul i65 %a, %b
  store i65 %c, ptr %r, align 8
  ret void
}

define void @and_i65(ptr %r, ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = and i65 %a, %b
  store i65 %c, ptr %r, align 8
  ret void
}

define void @or_i65(ptr %r, ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = or i65 %a, %b
  store i65 %c, ptr %r, align 8
  ret void
}

define void @xor_i65(ptr %r, ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = xor i65 %a, %b
  store i65 %c, ptr %r, align 8
  ret void
}

define void @shl_i65(ptr %r, ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = shl i65 %a, %b
  store i65 %c, ptr %r, align 8
  ret void
}

define void @lshr_i65(ptr %r, ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = lshr i65 %a, %b
  store i65 %c, ptr %r, align 8
  ret void
}

define void @ashr_i65(ptr %r, ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = ashr i65 %a, %b
  store i65 %c, ptr %r, align 8
  ret void
}

define void @udiv_i65(ptr %r, ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = udiv i65 %a, %b
  store i65 %c, ptr %r, align 8
  ret void
}

define void @sdiv_i65(ptr %r, ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = sdiv i65 %a, %b
  store i65 %c, ptr %r, align 8
  ret void
}

define void @urem_i65(ptr %r, ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = urem i65 %a, %b
  store i65 %c, ptr %r, align 8
  ret void
}

define void @srem_i65(ptr %r, ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = srem i65 %a, %b
  store i65 %c, ptr %r, align 8
  ret void
}

define void @shl3_i65(ptr %r, ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %c = shl i65 %a, 3
  store i65 %c, ptr %r, align 8
  ret void
}

define void @lshr5_i65(ptr %r, ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %c = lshr i65 %a, 5
  store i65 %c, ptr %r, align 8
  ret void
}

define void @ashr63_i65(ptr %r, ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %c = ashr i65 %a, 63
  store i65 %c, ptr %r, align 8
  ret void
}

define void @lshr64_i65(ptr %r, ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %c = lshr i65 %a, 64
  store i65 %c, ptr %r, align 8
  ret void
}

define void @ashr1_i65(ptr %r, ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %c = ashr i65 %a, 1
  store i65 %c, ptr %r, align 8
  ret void
}

define i32 @icmp_eq_i65(ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = icmp eq i65 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_ne_i65(ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = icmp ne i65 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_ult_i65(ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = icmp ult i65 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_ule_i65(ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = icmp ule i65 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_ugt_i65(ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = icmp ugt i65 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_uge_i65(ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = icmp uge i65 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_slt_i65(ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = icmp slt i65 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_sle_i65(ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = icmp sle i65 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_sgt_i65(ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = icmp sgt i65 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_sge_i65(ptr %pa, ptr %pb) {
  %a = load i65, ptr %pa, align 8
  %b = load i65, ptr %pb, align 8
  %c = icmp sge i65 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define void @exts_i65(ptr %r, ptr %pa) {
  %a = load i65, ptr %pa, align 8
  %z = zext i65 %a to i256
  %s = sext i65 %a to i256
  %x = xor i256 %z, %s
  %y = add i256 %x, %s
  store i256 %y, ptr %r, align 8
  ret void
}

define i64 @trunc_i65(ptr %pa) {
  %a = load i65, ptr %pa, align 8
  %c = trunc i65 %a to i64
  ret i64 %c
}

define double @sitofp_i65(ptr %pa) {
  %a = load i65, ptr %pa, align 8
  %c = sitofp i65 %a to double
  ret double %c
}

define double @uitofp_i65(ptr %pa) {
  %a = load i65, ptr %pa, align 8
  %c = uitofp i65 %a to double
  ret double %c
}

define void @fptosi_i65(ptr %r, double %d) {
  %c = fptosi double %d to i65
  store i65 %c, ptr %r, align 8
  ret void
}

define void @narrow_i65(ptr %r, ptr %pa) {
  %a = load i256, ptr %pa, align 8
  %c = trunc i256 %a to i65
  %d = sext i64 -5 to i65
  %e = add i65 %c, %d
  store i65 %e, ptr %r, align 8
  ret void
}

define i32 @switch_i65(ptr %pa) {
entry:
  %a = load i65, ptr %pa, align 8
  switch i65 %a, label %d [ i65 0, label %z
                            i65 1, label %o
                            i65 7, label %s
                            i65 -1, label %m
                            i65 -13, label %m13 ]
m:
  ret i32 12
m13:
  ret i32 13
z:
  ret i32 10
o:
  ret i32 11
s:
  ret i32 17
d:
  ret i32 -1
}

define void @loop_i65(ptr %r, ptr %pa, i64 %n) {
entry:
  %a = load i65, ptr %pa, align 8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i65 [ %a, %entry ], [ %acc2, %loop ]
  %acc1 = mul i65 %acc, 3
  %acc2 = lshr i65 %acc1, 1
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %done
done:
  %m = select i1 %c, i65 0, i65 %acc2
  store i65 %m, ptr %r, align 8
  ret void
}

define void @add_i100(ptr %r, ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = add i100 %a, %b
  store i100 %c, ptr %r, align 8
  ret void
}

define void @sub_i100(ptr %r, ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = sub i100 %a, %b
  store i100 %c, ptr %r, align 8
  ret void
}

define void @mul_i100(ptr %r, ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = mul i100 %a, %b
  store i100 %c, ptr %r, align 8
  ret void
}

define void @and_i100(ptr %r, ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = and i100 %a, %b
  store i100 %c, ptr %r, align 8
  ret void
}

define void @or_i100(ptr %r, ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = or i100 %a, %b
  store i100 %c, ptr %r, align 8
  ret void
}

define void @xor_i100(ptr %r, ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = xor i100 %a, %b
  store i100 %c, ptr %r, align 8
  ret void
}

define void @shl_i100(ptr %r, ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = shl i100 %a, %b
  store i100 %c, ptr %r, align 8
  ret void
}

define void @lshr_i100(ptr %r, ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = lshr i100 %a, %b
  store i100 %c, ptr %r, align 8
  ret void
}

define void @ashr_i100(ptr %r, ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = ashr i100 %a, %b
  store i100 %c, ptr %r, align 8
  ret void
}

define void @udiv_i100(ptr %r, ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = udiv i100 %a, %b
  store i100 %c, ptr %r, align 8
  ret void
}

define void @sdiv_i100(ptr %r, ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = sdiv i100 %a, %b
  store i100 %c, ptr %r, align 8
  ret void
}

define void @urem_i100(ptr %r, ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = urem i100 %a, %b
  store i100 %c, ptr %r, align 8
  ret void
}

define void @srem_i100(ptr %r, ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = srem i100 %a, %b
  store i100 %c, ptr %r, align 8
  ret void
}

define void @shl3_i100(ptr %r, ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %c = shl i100 %a, 3
  store i100 %c, ptr %r, align 8
  ret void
}

define void @lshr5_i100(ptr %r, ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %c = lshr i100 %a, 5
  store i100 %c, ptr %r, align 8
  ret void
}

define void @ashr98_i100(ptr %r, ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %c = ashr i100 %a, 98
  store i100 %c, ptr %r, align 8
  ret void
}

define void @lshr99_i100(ptr %r, ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %c = lshr i100 %a, 99
  store i100 %c, ptr %r, align 8
  ret void
}

define void @ashr1_i100(ptr %r, ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %c = ashr i100 %a, 1
  store i100 %c, ptr %r, align 8
  ret void
}

define i32 @icmp_eq_i100(ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = icmp eq i100 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_ne_i100(ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = icmp ne i100 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_ult_i100(ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = icmp ult i100 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_ule_i100(ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = icmp ule i100 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_ugt_i100(ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = icmp ugt i100 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_uge_i100(ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = icmp uge i100 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_slt_i100(ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = icmp slt i100 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_sle_i100(ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = icmp sle i100 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_sgt_i100(ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = icmp sgt i100 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_sge_i100(ptr %pa, ptr %pb) {
  %a = load i100, ptr %pa, align 8
  %b = load i100, ptr %pb, align 8
  %c = icmp sge i100 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define void @exts_i100(ptr %r, ptr %pa) {
  %a = load i100, ptr %pa, align 8
  %z = zext i100 %a to i256
  %s = sext i100 %a to i256
  %x = xor i256 %z, %s
  %y = add i256 %x, %s
  store i256 %y, ptr %r, align 8
  ret void
}

define i64 @trunc_i100(ptr %pa) {
  %a = load i100, ptr %pa, align 8
  %c = trunc i100 %a to i64
  ret i64 %c
}

define double @sitofp_i100(ptr %pa) {
  %a = load i100, ptr %pa, align 8
  %c = sitofp i100 %a to double
  ret double %c
}

define double @uitofp_i100(ptr %pa) {
  %a = load i100, ptr %pa, align 8
  %c = uitofp i100 %a to double
  ret double %c
}

define void @fptosi_i100(ptr %r, double %d) {
  %c = fptosi double %d to i100
  store i100 %c, ptr %r, align 8
  ret void
}

define void @narrow_i100(ptr %r, ptr %pa) {
  %a = load i256, ptr %pa, align 8
  %c = trunc i256 %a to i100
  %d = sext i64 -5 to i100
  %e = add i100 %c, %d
  store i100 %e, ptr %r, align 8
  ret void
}

define i32 @switch_i100(ptr %pa) {
entry:
  %a = load i100, ptr %pa, align 8
  switch i100 %a, label %d [ i100 0, label %z
                            i100 1, label %o
                            i100 7, label %s
                            i100 -1, label %m
                            i100 -13, label %m13 ]
m:
  ret i32 12
m13:
  ret i32 13
z:
  ret i32 10
o:
  ret i32 11
s:
  ret i32 17
d:
  ret i32 -1
}

define void @loop_i100(ptr %r, ptr %pa, i64 %n) {
entry:
  %a = load i100, ptr %pa, align 8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i100 [ %a, %entry ], [ %acc2, %loop ]
  %acc1 = mul i100 %acc, 3
  %acc2 = lshr i100 %acc1, 1
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %done
done:
  %m = select i1 %c, i100 0, i100 %acc2
  store i100 %m, ptr %r, align 8
  ret void
}

define void @add_i127(ptr %r, ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = add i127 %a, %b
  store i127 %c, ptr %r, align 8
  ret void
}

define void @sub_i127(ptr %r, ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = sub i127 %a, %b
  store i127 %c, ptr %r, align 8
  ret void
}

define void @mul_i127(ptr %r, ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = mul i127 %a, %b
  store i127 %c, ptr %r, align 8
  ret void
}

define void @and_i127(ptr %r, ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = and i127 %a, %b
  store i127 %c, ptr %r, align 8
  ret void
}

define void @or_i127(ptr %r, ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = or i127 %a, %b
  store i127 %c, ptr %r, align 8
  ret void
}

define void @xor_i127(ptr %r, ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = xor i127 %a, %b
  store i127 %c, ptr %r, align 8
  ret void
}

define void @shl_i127(ptr %r, ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = shl i127 %a, %b
  store i127 %c, ptr %r, align 8
  ret void
}

define void @lshr_i127(ptr %r, ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = lshr i127 %a, %b
  store i127 %c, ptr %r, align 8
  ret void
}

define void @ashr_i127(ptr %r, ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = ashr i127 %a, %b
  store i127 %c, ptr %r, align 8
  ret void
}

define void @udiv_i127(ptr %r, ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = udiv i127 %a, %b
  store i127 %c, ptr %r, align 8
  ret void
}

define void @sdiv_i127(ptr %r, ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = sdiv i127 %a, %b
  store i127 %c, ptr %r, align 8
  ret void
}

define void @urem_i127(ptr %r, ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = urem i127 %a, %b
  store i127 %c, ptr %r, align 8
  ret void
}

define void @srem_i127(ptr %r, ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = srem i127 %a, %b
  store i127 %c, ptr %r, align 8
  ret void
}

define void @shl3_i127(ptr %r, ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %c = shl i127 %a, 3
  store i127 %c, ptr %r, align 8
  ret void
}

define void @lshr5_i127(ptr %r, ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %c = lshr i127 %a, 5
  store i127 %c, ptr %r, align 8
  ret void
}

define void @ashr125_i127(ptr %r, ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %c = ashr i127 %a, 125
  store i127 %c, ptr %r, align 8
  ret void
}

define void @lshr126_i127(ptr %r, ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %c = lshr i127 %a, 126
  store i127 %c, ptr %r, align 8
  ret void
}

define void @ashr1_i127(ptr %r, ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %c = ashr i127 %a, 1
  store i127 %c, ptr %r, align 8
  ret void
}

define i32 @icmp_eq_i127(ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = icmp eq i127 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_ne_i127(ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = icmp ne i127 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_ult_i127(ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = icmp ult i127 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_ule_i127(ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = icmp ule i127 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_ugt_i127(ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = icmp ugt i127 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_uge_i127(ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = icmp uge i127 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_slt_i127(ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = icmp slt i127 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_sle_i127(ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = icmp sle i127 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_sgt_i127(ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = icmp sgt i127 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_sge_i127(ptr %pa, ptr %pb) {
  %a = load i127, ptr %pa, align 8
  %b = load i127, ptr %pb, align 8
  %c = icmp sge i127 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define void @exts_i127(ptr %r, ptr %pa) {
  %a = load i127, ptr %pa, align 8
  %z = zext i127 %a to i256
  %s = sext i127 %a to i256
  %x = xor i256 %z, %s
  %y = add i256 %x, %s
  store i256 %y, ptr %r, align 8
  ret void
}

define i64 @trunc_i127(ptr %pa) {
  %a = load i127, ptr %pa, align 8
  %c = trunc i127 %a to i64
  ret i64 %c
}

define double @sitofp_i127(ptr %pa) {
  %a = load i127, ptr %pa, align 8
  %c = sitofp i127 %a to double
  ret double %c
}

define double @uitofp_i127(ptr %pa) {
  %a = load i127, ptr %pa, align 8
  %c = uitofp i127 %a to double
  ret double %c
}

define void @fptosi_i127(ptr %r, double %d) {
  %c = fptosi double %d to i127
  store i127 %c, ptr %r, align 8
  ret void
}

define void @narrow_i127(ptr %r, ptr %pa) {
  %a = load i256, ptr %pa, align 8
  %c = trunc i256 %a to i127
  %d = sext i64 -5 to i127
  %e = add i127 %c, %d
  store i127 %e, ptr %r, align 8
  ret void
}

define i32 @switch_i127(ptr %pa) {
entry:
  %a = load i127, ptr %pa, align 8
  switch i127 %a, label %d [ i127 0, label %z
                            i127 1, label %o
                            i127 7, label %s
                            i127 -1, label %m
                            i127 -13, label %m13 ]
m:
  ret i32 12
m13:
  ret i32 13
z:
  ret i32 10
o:
  ret i32 11
s:
  ret i32 17
d:
  ret i32 -1
}

define void @loop_i127(ptr %r, ptr %pa, i64 %n) {
entry:
  %a = load i127, ptr %pa, align 8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i127 [ %a, %entry ], [ %acc2, %loop ]
  %acc1 = mul i127 %acc, 3
  %acc2 = lshr i127 %acc1, 1
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %done
done:
  %m = select i1 %c, i127 0, i127 %acc2
  store i127 %m, ptr %r, align 8
  ret void
}

define void @add_i129(ptr %r, ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = add i129 %a, %b
  store i129 %c, ptr %r, align 8
  ret void
}

define void @sub_i129(ptr %r, ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = sub i129 %a, %b
  store i129 %c, ptr %r, align 8
  ret void
}

define void @mul_i129(ptr %r, ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = mul i129 %a, %b
  store i129 %c, ptr %r, align 8
  ret void
}

define void @and_i129(ptr %r, ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = and i129 %a, %b
  store i129 %c, ptr %r, align 8
  ret void
}

define void @or_i129(ptr %r, ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = or i129 %a, %b
  store i129 %c, ptr %r, align 8
  ret void
}

define void @xor_i129(ptr %r, ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = xor i129 %a, %b
  store i129 %c, ptr %r, align 8
  ret void
}

define void @shl_i129(ptr %r, ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = shl i129 %a, %b
  store i129 %c, ptr %r, align 8
  ret void
}

define void @lshr_i129(ptr %r, ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = lshr i129 %a, %b
  store i129 %c, ptr %r, align 8
  ret void
}

define void @ashr_i129(ptr %r, ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = ashr i129 %a, %b
  store i129 %c, ptr %r, align 8
  ret void
}

define void @udiv_i129(ptr %r, ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = udiv i129 %a, %b
  store i129 %c, ptr %r, align 8
  ret void
}

define void @sdiv_i129(ptr %r, ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = sdiv i129 %a, %b
  store i129 %c, ptr %r, align 8
  ret void
}

define void @urem_i129(ptr %r, ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = urem i129 %a, %b
  store i129 %c, ptr %r, align 8
  ret void
}

define void @srem_i129(ptr %r, ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = srem i129 %a, %b
  store i129 %c, ptr %r, align 8
  ret void
}

define void @shl3_i129(ptr %r, ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %c = shl i129 %a, 3
  store i129 %c, ptr %r, align 8
  ret void
}

define void @lshr5_i129(ptr %r, ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %c = lshr i129 %a, 5
  store i129 %c, ptr %r, align 8
  ret void
}

define void @ashr127_i129(ptr %r, ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %c = ashr i129 %a, 127
  store i129 %c, ptr %r, align 8
  ret void
}

define void @lshr128_i129(ptr %r, ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %c = lshr i129 %a, 128
  store i129 %c, ptr %r, align 8
  ret void
}

define void @ashr1_i129(ptr %r, ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %c = ashr i129 %a, 1
  store i129 %c, ptr %r, align 8
  ret void
}

define i32 @icmp_eq_i129(ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = icmp eq i129 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_ne_i129(ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = icmp ne i129 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_ult_i129(ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = icmp ult i129 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_ule_i129(ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = icmp ule i129 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_ugt_i129(ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = icmp ugt i129 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_uge_i129(ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = icmp uge i129 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_slt_i129(ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = icmp slt i129 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_sle_i129(ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = icmp sle i129 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_sgt_i129(ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = icmp sgt i129 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @icmp_sge_i129(ptr %pa, ptr %pb) {
  %a = load i129, ptr %pa, align 8
  %b = load i129, ptr %pb, align 8
  %c = icmp sge i129 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define void @exts_i129(ptr %r, ptr %pa) {
  %a = load i129, ptr %pa, align 8
  %z = zext i129 %a to i256
  %s = sext i129 %a to i256
  %x = xor i256 %z, %s
  %y = add i256 %x, %s
  store i256 %y, ptr %r, align 8
  ret void
}

define i64 @trunc_i129(ptr %pa) {
  %a = load i129, ptr %pa, align 8
  %c = trunc i129 %a to i64
  ret i64 %c
}

define void @narrow_i129(ptr %r, ptr %pa) {
  %a = load i256, ptr %pa, align 8
  %c = trunc i256 %a to i129
  %d = sext i64 -5 to i129
  %e = add i129 %c, %d
  store i129 %e, ptr %r, align 8
  ret void
}

define i32 @switch_i129(ptr %pa) {
entry:
  %a = load i129, ptr %pa, align 8
  switch i129 %a, label %d [ i129 0, label %z
                            i129 1, label %o
                            i129 7, label %s ]
z:
  ret i32 10
o:
  ret i32 11
s:
  ret i32 17
d:
  ret i32 -1
}

define void @loop_i129(ptr %r, ptr %pa, i64 %n) {
entry:
  %a = load i129, ptr %pa, align 8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i129 [ %a, %entry ], [ %acc2, %loop ]
  %acc1 = mul i129 %acc, 3
  %acc2 = lshr i129 %acc1, 1
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %done
done:
  %m = select i1 %c, i129 0, i129 %acc2
  store i129 %m, ptr %r, align 8
  ret void
}
