//===- RISCVCallingConv.td - RISC-V calling conventions ---------*- tablegen -*-===//
//
// The RV64 integer calling convention (lp64) and its hard-float variant (lp64d),
// and the RV32 ones (ilp32, ilp32f, ilp32d), from the RISC-V ELF psABI, as rule
// lists for kiln's `-gen-callingconv` backend, plus the callee-saved register
// lists. Parts reach these rules after type legalization: XLEN integers (a 2xXLEN
// one as two parts) and, under the hard-float ABIs, f32/f64. What rules can't say
// (the aligned register pair of a variadic 2xXLEN scalar, an RV32 f64 in a GPR
// pair) is a CCCustom in calling_conv.rs.
//
//===----------------------------------------------------------------------===//

// Callee-saved registers: ra, s0-s11; under lp64d also fs0-fs11.
def CSR_ILP32_LP64 : CalleeSavedRegs<(add X1, X8, X9, (sequence "X%u", 18, 27))>;
def CSR_ILP32D_LP64D
    : CalleeSavedRegs<(add X1, X8, X9, (sequence "X%u", 18, 27),
                           F8_D, F9_D, (sequence "F%u_D", 18, 27))>;

defvar ArgGPRs = [X10, X11, X12, X13, X14, X15, X16, X17];
defvar ArgFPR32s = [F10_F, F11_F, F12_F, F13_F, F14_F, F15_F, F16_F, F17_F];
defvar ArgFPR64s = [F10_D, F11_D, F12_D, F13_D, F14_D, F15_D, F16_D, F17_D];

// Integer arguments: a0-a7, then 8-byte stack slots. A variadic 2xXLEN scalar
// starts at an even register, and on the stack at a 16-byte boundary.
def CC_RISCV_LP64 : CallingConv<[
  CCIfType<[i8, i16, i32], CCPromoteToType<i64>>,
  // Floating point under the integer ABI travels as its bits.
  CCIfType<[f32, f64], CCBitConvertToType<i64>>,
  CCIfVarArg<CCIfSplit<CCCustom<"cc_riscv_align_vararg_pair">>>,
  CCAssignToReg<ArgGPRs>,
  CCAssignToStack<8, 8>
]>;

// lp64d: named f32/f64 arguments in fa0-fa7 (one sequence for both widths), then
// in integer registers as their bits, then on the stack; variadic ones in integer
// registers always.
def CC_RISCV_LP64D : CallingConv<[
  CCIfVarArg<CCIfType<[f32, f64], CCBitConvertToType<i64>>>,
  CCIfType<[f32], CCAssignToRegWithShadow<ArgFPR32s, ArgFPR64s>>,
  CCIfType<[f64], CCAssignToRegWithShadow<ArgFPR64s, ArgFPR32s>>,
  CCDelegateTo<CC_RISCV_LP64>
]>;

// Return values: a0/a1; under lp64d floating point in fa0/fa1.
def RetCC_RISCV_LP64 : CallingConv<[
  CCIfType<[i8, i16, i32], CCPromoteToType<i64>>,
  CCIfType<[f32, f64], CCBitConvertToType<i64>>,
  CCAssignToReg<[X10, X11]>
]>;

def RetCC_RISCV_LP64D : CallingConv<[
  CCIfType<[f32], CCAssignToRegWithShadow<[F10_F, F11_F], [F10_D, F11_D]>>,
  CCIfType<[f64], CCAssignToRegWithShadow<[F10_D, F11_D], [F10_F, F11_F]>>,
  CCDelegateTo<RetCC_RISCV_LP64>
]>;

// ilp32: integers (and float bits) in a0-a7, then 4-byte stack slots. A 2xXLEN
// scalar (two parts) takes the next two registers, or a7 and the stack, or
// 8-byte-aligned stack; a variadic one starts at an even register.
def CC_RISCV_ILP32 : CallingConv<[
  CCIfType<[i8, i16], CCPromoteToType<i32>>,
  CCIfType<[f32], CCBitConvertToType<i32>>,
  CCIfSplit<CCCustom<"cc_riscv32_pair_start">>,
  CCAssignToReg<ArgGPRs>,
  CCAssignToStack<4, 4>
]>;

// ilp32f: named floats in fa0-fa7, then as their bits in integer registers;
// doubles (and variadic floats) as under ilp32, a double in a GPR pair.
def CC_RISCV_ILP32F : CallingConv<[
  CCIfVarArg<CCIfType<[f32], CCBitConvertToType<i32>>>,
  CCIfType<[f32], CCAssignToRegWithShadow<ArgFPR32s, ArgFPR64s>>,
  CCIfType<[f64], CCCustom<"cc_riscv32_f64_in_gprs">>,
  CCDelegateTo<CC_RISCV_ILP32>
]>;

// ilp32d: named f32/f64 in fa0-fa7; past those, and variadic ones, in integer
// registers: a double in a GPR pair, or a7 and the stack, or 8 bytes of stack.
def CC_RISCV_ILP32D : CallingConv<[
  CCIfVarArg<CCIfType<[f32], CCBitConvertToType<i32>>>,
  CCIfNotVarArg<CCIfType<[f32], CCAssignToRegWithShadow<ArgFPR32s, ArgFPR64s>>>,
  CCIfNotVarArg<CCIfType<[f64], CCAssignToRegWithShadow<ArgFPR64s, ArgFPR32s>>>,
  CCIfType<[f64], CCCustom<"cc_riscv32_f64_in_gprs">>,
  CCDelegateTo<CC_RISCV_ILP32>
]>;

def RetCC_RISCV_ILP32 : CallingConv<[
  CCIfType<[i8, i16], CCPromoteToType<i32>>,
  CCIfType<[f32], CCBitConvertToType<i32>>,
  CCAssignToReg<[X10, X11]>
]>;

def RetCC_RISCV_ILP32F : CallingConv<[
  CCIfType<[f32], CCAssignToRegWithShadow<[F10_F, F11_F], [F10_D, F11_D]>>,
  CCDelegateTo<RetCC_RISCV_ILP32>
]>;

def RetCC_RISCV_ILP32D : CallingConv<[
  CCIfType<[f32], CCAssignToRegWithShadow<[F10_F, F11_F], [F10_D, F11_D]>>,
  CCIfType<[f64], CCAssignToRegWithShadow<[F10_D, F11_D], [F10_F, F11_F]>>,
  CCDelegateTo<RetCC_RISCV_ILP32>
]>;
