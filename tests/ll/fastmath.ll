; Every fast-math flag on every instruction that takes them, and FP constants of every type.
target triple = "x86_64-unknown-linux-gnu"

@h = global half 0xH3C00
@bf = global bfloat 0xR3F80
@fl = global float 0x3FB99999A0000000
@db = global double 0x3FB999999999999A
@q = global fp128 0xL00000000000000003FFF000000000000
@x = global x86_fp80 0xK3FFF8000000000000000
@pp = global ppc_fp128 0xM3FF00000000000000000000000000000
@inf = global double 0x7FF0000000000000
@nan = global float 0x7FF8000000000000
@nz = global double -0.000000e+00
@dec = global double 1.250000e+00

define float @fmf(float %a, float %b, double %d, i1 %c) {
  %1 = fadd nnan float %a, %b
  %2 = fsub ninf float %1, %b
  %3 = fmul nsz float %2, %b
  %4 = fdiv arcp float %3, %b
  %5 = frem contract float %4, %b
  %6 = fadd afn float %5, %b
  %7 = fadd reassoc float %6, %b
  %8 = fadd fast float %7, 1.000000e+00
  %9 = fadd reassoc nnan ninf nsz arcp contract float %8, 0x3FB99999A0000000
  %10 = fneg nnan float %9
  %11 = fcmp fast olt float %10, %a
  %12 = fcmp nnan ninf uno double %d, %d
  %13 = select nnan i1 %11, float %a, float %b
  %14 = call fast float @llvm.sqrt.f32(float %13)
  %15 = call nsz arcp float @llvm.fma.f32(float %14, float %a, float %b)
  br i1 %c, label %x, label %y

x:
  br label %y

y:
  %16 = phi nnan float [ %15, %0 ], [ %a, %x ]
  %17 = fcmp true float %16, %16
  %18 = fcmp false float %16, %16
  %19 = fcmp ord float %16, %16
  %20 = fcmp one float %16, 0.000000e+00
  ret float %16
}

declare float @llvm.sqrt.f32(float)
declare float @llvm.fma.f32(float, float, float)
