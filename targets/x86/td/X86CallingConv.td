//===- X86CallingConv.td - x86-64 System V calling convention ----*- tablegen -*-===//
//
// The System V AMD64 psABI's C calling convention as rule lists for kiln's
// `-gen-callingconv` backend, and the callee-saved register list. Parts reach these
// rules after type legalization: i32 and i64 (narrower integers promoted), f32/f64.
//
//===----------------------------------------------------------------------===//

// Callee-saved: rbx, rbp, r12-r15 (rsp is reserved).
def CSR_64 : CalleeSavedRegs<(add RBX, R12, R13, R14, R15, RBP)>;

// Arguments: a byval object in its own stack slot (the CCCustom in
// src/calling_conv.rs: its size rounded up to 8 bytes, aligned to at least 8, as
// LLVM's CCPassByVal<8, 8>); integers in rdi, rsi, rdx, rcx, r8, r9; floating point in
// xmm0-7; the rest in 8-byte stack slots. Integers narrower than 64 bits travel in the
// whole register (the psABI leaves the upper bits unspecified; the register allocator's
// units are the 64-bit registers).
def CC_X86_64_C : CallingConv<[
  CCIfByVal<CCCustom<"place_byval">>,
  CCIfType<[i8, i16, i32], CCPromoteToType<i64>>,
  CCIfType<[i64], CCAssignToReg<[RDI, RSI, RDX, RCX, R8, R9]>>,
  CCIfType<[f32, f64],
           CCAssignToReg<[XMM0, XMM1, XMM2, XMM3, XMM4, XMM5, XMM6, XMM7]>>,
  // The 128-bit vectors (class SSE): xmm0-7, else a 16-byte aligned stack slot.
  CCIfType<[v16i8, v8i16, v4i32, v2i64, v4f32, v2f64],
           CCAssignToReg<[XMM0, XMM1, XMM2, XMM3, XMM4, XMM5, XMM6, XMM7]>>,
  CCIfType<[i64, f32, f64], CCAssignToStack<8, 8>>,
  CCIfType<[v16i8, v8i16, v4i32, v2i64, v4f32, v2f64], CCAssignToStack<16, 16>>,
  // long double (class X87): in memory, in a 16-byte aligned 16-byte slot.
  CCIfType<[f80], CCAssignToStack<16, 16>>
]>;

// Return values: rax then rdx; xmm0 then xmm1.
def RetCC_X86_64_C : CallingConv<[
  CCIfType<[i8, i16, i32], CCPromoteToType<i64>>,
  CCIfType<[i64], CCAssignToReg<[RAX, RDX]>>,
  CCIfType<[f32, f64, v16i8, v8i16, v4i32, v2i64, v4f32, v2f64], CCAssignToReg<[XMM0, XMM1]>>,
  // long double: in ST0, FP0 until the stackifier makes it the stack's top.
  CCIfType<[f80], CCAssignToReg<[FP0, FP1]>>
]>;

