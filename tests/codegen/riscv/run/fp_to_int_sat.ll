; llvm.fptosi.sat / llvm.fptoui.sat (what rustc emits for `as`) at 8, 32 and 64 bits from f32
; and f64: compiled by kiln and by llc-22, called by fp_to_int_sat_driver.c on edge values
; (bounds, just past them, NaN, infinities); both builds must print the same.
define signext i8 @s8d(double %x) { %r = call i8 @llvm.fptosi.sat.i8.f64(double %x)
 ret i8 %r }
define zeroext i8 @u8f(float %x) { %r = call i8 @llvm.fptoui.sat.i8.f32(float %x)
 ret i8 %r }
define signext i32 @s32f(float %x) { %r = call i32 @llvm.fptosi.sat.i32.f32(float %x)
 ret i32 %r }
define signext i32 @u32d(double %x) { %r = call i32 @llvm.fptoui.sat.i32.f64(double %x)
 ret i32 %r }
define i64 @s64d(double %x) { %r = call i64 @llvm.fptosi.sat.i64.f64(double %x)
 ret i64 %r }
define i64 @u64f(float %x) { %r = call i64 @llvm.fptoui.sat.i64.f32(float %x)
 ret i64 %r }
declare i8 @llvm.fptosi.sat.i8.f64(double)
declare i8 @llvm.fptoui.sat.i8.f32(float)
declare i32 @llvm.fptosi.sat.i32.f32(float)
declare i32 @llvm.fptoui.sat.i32.f64(double)
declare i64 @llvm.fptosi.sat.i64.f64(double)
declare i64 @llvm.fptoui.sat.i64.f32(float)
