//===- Cpu0CallingConv.td - Cpu0 calling convention -------------*- tablegen -*-===//
//
// The calling convention of the Cpu0 tutorial (MIPS O32 with two argument
// registers), as rule lists for kiln's `-gen-callingconv` backend: integer
// arguments in $4 and $5, then 4-byte stack slots after the 8-byte home area of
// $4/$5 (the Rust wrapper starts the stack there); a 64-bit value split into two
// words starts at an even register ($4), or on the stack at an 8-byte boundary
// (the CCCustom in src/calling_conv.rs); results in $2 and $3.
//
//===----------------------------------------------------------------------===//

def CC_Cpu0O32 : CallingConv<[
  CCIfType<[i8, i16], CCPromoteToType<i32>>,
  CCIfSplit<CCCustom<"cc_cpu0_align_split">>,
  CCIfType<[i32], CCAssignToReg<[A0, A1]>>,
  CCIfType<[i32], CCAssignToStack<4, 4>>
]>;

def RetCC_Cpu0 : CallingConv<[
  CCIfType<[i8, i16], CCPromoteToType<i32>>,
  // As MIPS O32 (LLVM's RetCC_MipsO32): up to four words, in $2, $3, $4, $5 (clang returns
  // a 16-byte vector as an `inreg` struct of four i32).
  CCIfType<[i32], CCAssignToReg<[V0, V1, A0, A1]>>
]>;
