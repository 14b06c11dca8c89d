//===- AArch64RegisterInfo.td - AArch64 registers ---------------*- tablegen -*-===//
//
// The AArch64 registers: W0-W30 as the low halves (sub_32) of X0-X28, FP (x29)
// and LR (x30); WSP/SP and WZR/XZR, which share encoding 31; the B/H/S/D/Q views
// of the SIMD&FP registers V0-V31 (bsub, hsub, ssub, dsub); NZCV, FPCR, FPSR; and
// the D and Q register tuples used by structured loads and stores. DWARF numbers
// are those of the AArch64 DWARF ABI (x0-x30 0-30, sp 31, v0-v31 64-95).
//
//===----------------------------------------------------------------------===//

let Namespace = "AArch64" in {
  def bsub   : SubRegIndex<8>;
  def hsub   : SubRegIndex<16>;
  def ssub   : SubRegIndex<32>;
  def dsub   : SubRegIndex<64>;
  def sub_32 : SubRegIndex<32>;
  // The parts of D and Q register tuples.
  def dsub0 : SubRegIndex<64>;
  def dsub1 : SubRegIndex<64, 64>;
  def dsub2 : SubRegIndex<64, 128>;
  def dsub3 : SubRegIndex<64, 192>;
  def qsub0 : SubRegIndex<128>;
  def qsub1 : SubRegIndex<128, 128>;
  def qsub2 : SubRegIndex<128, 256>;
  def qsub3 : SubRegIndex<128, 384>;
}

/// An AArch64 register with encoding `enc`.
class AArch64Reg<bits<16> enc, string n, list<Register> subregs = [],
                 list<string> altNames = []> : Register<n, altNames> {
  let HWEncoding = enc;
  let Namespace = "AArch64";
  let SubRegs = subregs;
}

//===----------------------------------------------------------------------===//
// General-purpose registers.
//===----------------------------------------------------------------------===//

foreach i = 0...30 in
  def W#i : AArch64Reg<i, "w"#i>, DwarfRegNum<[i]>;
def WSP : AArch64Reg<31, "wsp">, DwarfRegNum<[31]>;
let isConstant = true in
def WZR : AArch64Reg<31, "wzr">, DwarfRegAlias<WSP>;

let SubRegIndices = [sub_32] in {
foreach i = 0...28 in
  def X#i : AArch64Reg<i, "x"#i, [!cast<Register>("W"#i)]>,
            DwarfRegAlias<!cast<Register>("W"#i)>;
// The frame pointer and the link register keep their x29/x30 assembly names.
def FP : AArch64Reg<29, "x29", [W29]>, DwarfRegAlias<W29>;
def LR : AArch64Reg<30, "x30", [W30]>, DwarfRegAlias<W30>;
def SP : AArch64Reg<31, "sp", [WSP]>, DwarfRegAlias<WSP>;
let isConstant = true in
def XZR : AArch64Reg<31, "xzr", [WZR]>, DwarfRegAlias<WSP>;
}

/// Condition flags.
def NZCV : AArch64Reg<0, "nzcv">;
/// Floating-point control and status registers.
def FPCR : AArch64Reg<0, "fpcr">;
def FPSR : AArch64Reg<0, "fpsr">;

//===----------------------------------------------------------------------===//
// SIMD and floating-point registers: Bn in Hn in Sn in Dn in Qn.
//===----------------------------------------------------------------------===//

foreach i = 0...31 in {
  def B#i : AArch64Reg<i, "b"#i>, DwarfRegNum<[!add(64, i)]>;
  let SubRegIndices = [bsub] in
  def H#i : AArch64Reg<i, "h"#i, [!cast<Register>("B"#i)]>,
            DwarfRegAlias<!cast<Register>("B"#i)>;
  let SubRegIndices = [hsub] in
  def S#i : AArch64Reg<i, "s"#i, [!cast<Register>("H"#i)]>,
            DwarfRegAlias<!cast<Register>("B"#i)>;
  let SubRegIndices = [ssub] in
  def D#i : AArch64Reg<i, "d"#i, [!cast<Register>("S"#i)]>,
            DwarfRegAlias<!cast<Register>("B"#i)>;
  let SubRegIndices = [dsub] in
  def Q#i : AArch64Reg<i, "q"#i, [!cast<Register>("D"#i)], ["v"#i]>,
            DwarfRegAlias<!cast<Register>("B"#i)>;
}

//===----------------------------------------------------------------------===//
// General-purpose register classes.
//===----------------------------------------------------------------------===//

def GPR32common : RegisterClass<"AArch64", [i32], 32, (sequence "W%u", 0, 30)> {
  let AltOrders = [(rotl GPR32common, 8)];
}
def GPR64common : RegisterClass<"AArch64", [i64], 64,
                                (add (sequence "X%u", 0, 28), FP, LR)> {
  let AltOrders = [(rotl GPR64common, 8)];
}
// With the zero register (operand 31 means zero).
def GPR32 : RegisterClass<"AArch64", [i32], 32, (add GPR32common, WZR)>;
def GPR64 : RegisterClass<"AArch64", [i64], 64, (add GPR64common, XZR)>;
// With the stack pointer (operand 31 means sp).
def GPR32sp : RegisterClass<"AArch64", [i32], 32, (add GPR32common, WSP)>;
def GPR64sp : RegisterClass<"AArch64", [i64], 64, (add GPR64common, SP)>;
// Everything, for copies.
def GPR32all : RegisterClass<"AArch64", [i32], 32, (add GPR32common, WZR, WSP)>;
def GPR64all : RegisterClass<"AArch64", [i64], 64, (add GPR64common, XZR, SP)>;
// The argument registers x0-x7.
def GPR32sponly : RegisterClass<"AArch64", [i32], 32, (add WSP)>;
def GPR64sponly : RegisterClass<"AArch64", [i64], 64, (add SP)>;
def GPR64arg : RegisterClass<"AArch64", [i64], 64, (sequence "X%u", 0, 7)>;
// Registers a tail call may branch through (caller-saved, not used for arguments).
def tcGPR64 : RegisterClass<"AArch64", [i64], 64,
                            (sub GPR64common, X19, X20, X21, X22, X23, X24, X25, X26,
                                 X27, X28, FP, LR)>;
// The intra-procedure-call scratch registers x16 and x17 excluded.
def GPR64noip : RegisterClass<"AArch64", [i64], 64, (sub GPR64, X16, X17, LR)>;

def CCR : RegisterClass<"AArch64", [i32], 32, (add NZCV)> {
  let CopyCost = -1;
  let isAllocatable = false;
}

//===----------------------------------------------------------------------===//
// SIMD and floating-point register classes.
//===----------------------------------------------------------------------===//

def FPR8  : RegisterClass<"AArch64", [i8], 8, (sequence "B%u", 0, 31)>;
def FPR16 : RegisterClass<"AArch64", [f16, bf16, i16], 16, (sequence "H%u", 0, 31)>;
def FPR32 : RegisterClass<"AArch64", [f32, i32], 32, (sequence "S%u", 0, 31)>;
def FPR64 : RegisterClass<"AArch64", [f64, i64, v2f32, v1f64, v8i8, v4i16, v2i32,
                                      v1i64, v4f16], 64, (sequence "D%u", 0, 31)>;
def FPR128 : RegisterClass<"AArch64", [v16i8, v8i16, v4i32, v2i64, v4f32, v2f64,
                                       f128, v8f16], 128, (sequence "Q%u", 0, 31)>;
// The vector registers indexed-element multiplies can name (v0-v15).
def FPR128_lo : RegisterClass<"AArch64", [v8i16, v4i32, v4f32, v8f16], 128,
                              (trunc FPR128, 16)>;
// Alias for the vector view of FPR64 and FPR128.
def FPR64_lo : RegisterClass<"AArch64", [v2f32, v4i16], 64, (trunc FPR64, 16)>;

//===----------------------------------------------------------------------===//
// Register tuples for LD2/LD3/LD4 and ST2/ST3/ST4 (D0_D1, Q30_Q31_Q0, ...).
//===----------------------------------------------------------------------===//

def DSeqPairs : RegisterTuples<[dsub0, dsub1], [(rotl FPR64, 0), (rotl FPR64, 1)]>;
def DSeqTriples : RegisterTuples<[dsub0, dsub1, dsub2],
                                 [(rotl FPR64, 0), (rotl FPR64, 1), (rotl FPR64, 2)]>;
def QSeqPairs : RegisterTuples<[qsub0, qsub1], [(rotl FPR128, 0), (rotl FPR128, 1)]>;
def QSeqTriples : RegisterTuples<[qsub0, qsub1, qsub2],
                                 [(rotl FPR128, 0), (rotl FPR128, 1), (rotl FPR128, 2)]>;
def DSeqQuads : RegisterTuples<[dsub0, dsub1, dsub2, dsub3],
                               [(rotl FPR64, 0), (rotl FPR64, 1), (rotl FPR64, 2),
                                (rotl FPR64, 3)]>;
def QSeqQuads : RegisterTuples<[qsub0, qsub1, qsub2, qsub3],
                               [(rotl FPR128, 0), (rotl FPR128, 1), (rotl FPR128, 2),
                                (rotl FPR128, 3)]>;

def DD  : RegisterClass<"AArch64", [untyped], 64, (add DSeqPairs)> { let Size = 128; }
def DDD : RegisterClass<"AArch64", [untyped], 64, (add DSeqTriples)> { let Size = 192; }
def QQ  : RegisterClass<"AArch64", [untyped], 128, (add QSeqPairs)> { let Size = 256; }
def QQQ : RegisterClass<"AArch64", [untyped], 128, (add QSeqTriples)> { let Size = 384; }
def DDDD : RegisterClass<"AArch64", [untyped], 64, (add DSeqQuads)> { let Size = 256; }
def QQQQ : RegisterClass<"AArch64", [untyped], 128, (add QSeqQuads)> { let Size = 512; }
