//===- AArch64CallingConv.td - AAPCS64 --------------------------*- tablegen -*-===//
//
// The procedure call standard for AArch64 (AAPCS64) as rule lists for kiln's
// `-gen-callingconv` backend: integer and pointer arguments in x0-x7, floating point
// in v0-v7 (their s/d views), an indirect result's address in x8, then 8-byte stack
// slots; the Linux variant passes unnamed arguments exactly as named ones (the callee's
// va_list walks the register save areas). Parts reach these rules after type
// legalization (i64, f32, f64, f128, the 128-bit vector types). Also the callee-saved register list.
//
//===----------------------------------------------------------------------===//

// Callee-saved: x19-x28, the frame record (x29, x30) and the low halves of v8-v15.
def CSR_AArch64_AAPCS
    : CalleeSavedRegs<(add (sequence "X%u", 19, 28), FP, LR, (sequence "D%u", 8, 15))>;

defvar ArgXs = [X0, X1, X2, X3, X4, X5, X6, X7];
defvar ArgSs = [S0, S1, S2, S3, S4, S5, S6, S7];
defvar ArgDs = [D0, D1, D2, D3, D4, D5, D6, D7];

def CC_AArch64_AAPCS : CallingConv<[
  CCIfType<[i1, i8, i16, i32], CCPromoteToType<i64>>,
  // The address of a memory result (`sret`) goes in x8, not an argument register.
  CCIfSRet<CCIfType<[i64], CCAssignToReg<[X8]>>>,
  // The first half of an __int128 (16-byte aligned): an even-numbered register, or a
  // 16-byte aligned stack slot once no pair is left (and then no later x register).
  CCIfSplit<CCIfType<[i64], CCCustom<"assign_aligned_pair">>>,
  CCIfType<[i64], CCAssignToReg<ArgXs>>,
  CCIfType<[f32], CCAssignToRegWithShadow<ArgSs, ArgDs>>,
  CCIfType<[f64], CCAssignToRegWithShadow<ArgDs, ArgSs>>,
  // A 128-bit value (`long double`) in a q register: v0-v7 in whichever view are one
  // sequence, so `assign_q_register` skips those an s or d view took (and takes all views).
  // 128-bit vectors (NEON) likewise.
  CCIfType<[f128, v16i8, v8i16, v4i32, v2i64, v4f32, v2f64], CCCustom<"assign_q_register">>,
  CCIfType<[i64, f64], CCAssignToStack<8, 8>>,
  CCIfType<[f32], CCAssignToStack<8, 8>>,
  CCIfType<[f128, v16i8, v8i16, v4i32, v2i64, v4f32, v2f64], CCAssignToStack<16, 16>>
]>;

def RetCC_AArch64_AAPCS : CallingConv<[
  CCIfType<[i1, i8, i16, i32], CCPromoteToType<i64>>,
  CCIfType<[i64], CCAssignToReg<[X0, X1, X2, X3, X4, X5, X6, X7]>>,
  CCIfType<[f32], CCAssignToRegWithShadow<ArgSs, ArgDs>>,
  CCIfType<[f64], CCAssignToRegWithShadow<ArgDs, ArgSs>>,
  CCIfType<[f128, v16i8, v8i16, v4i32, v2i64, v4f32, v2f64], CCCustom<"assign_q_register">>
]>;
