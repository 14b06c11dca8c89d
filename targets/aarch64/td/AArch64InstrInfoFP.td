//===- AArch64InstrInfoFP.td - AArch64 scalar floating point ----*- tablegen -*-===//
//
// Scalar floating point of A64 for half, single and double precision: arithmetic
// (fadd ... fdiv, fmax/fmin, fnmul), fused multiply-add, one-source operations (fmov,
// fabs, fneg, fsqrt, rounding), precision conversions, compares (with a register or
// #0.0), conditional select, moves of FP immediates and between general and FP
// registers, and conversions to and from integers. The loads and stores of b/h/s/d/q
// registers are with the integer ones in AArch64InstrInfo.td.
//
//===----------------------------------------------------------------------===//

/// One FP operation for h, s and d (`NAME` is LLVM's: `FADDHrr`, `FADDSrr`, `FADDDrr`).
multiclass FPBinary<bits<4> opc, string asm> {
  let Predicates = [HasFullFP16] in
  def Hrr : FP2<0b11, opc, FPR16, asm>;
  def Srr : FP2<0b00, opc, FPR32, asm>;
  def Drr : FP2<0b01, opc, FPR64, asm>;
}
defm FMUL   : FPBinary<0b0000, "fmul">;
defm FDIV   : FPBinary<0b0001, "fdiv">;
defm FADD   : FPBinary<0b0010, "fadd">;
defm FSUB   : FPBinary<0b0011, "fsub">;
defm FMAX   : FPBinary<0b0100, "fmax">;
defm FMIN   : FPBinary<0b0101, "fmin">;
defm FMAXNM : FPBinary<0b0110, "fmaxnm">;
defm FMINNM : FPBinary<0b0111, "fminnm">;
defm FNMUL  : FPBinary<0b1000, "fnmul">;

multiclass FPUnary<bits<6> opc, string asm> {
  let Predicates = [HasFullFP16] in
  def Hr : FP1<0b11, opc, FPR16, FPR16, asm>;
  def Sr : FP1<0b00, opc, FPR32, FPR32, asm>;
  def Dr : FP1<0b01, opc, FPR64, FPR64, asm>;
}
defm FABS   : FPUnary<0b000001, "fabs">;
defm FNEG   : FPUnary<0b000010, "fneg">;
defm FSQRT  : FPUnary<0b000011, "fsqrt">;
defm FRINTN : FPUnary<0b001000, "frintn">;
defm FRINTP : FPUnary<0b001001, "frintp">;
defm FRINTM : FPUnary<0b001010, "frintm">;
defm FRINTZ : FPUnary<0b001011, "frintz">;
defm FRINTA : FPUnary<0b001100, "frinta">;
defm FRINTX : FPUnary<0b001110, "frintx">;
defm FRINTI : FPUnary<0b001111, "frinti">;
let isMoveReg = true, Uses = []<Register>, mayRaiseFPException = false in
defm FMOV   : FPUnary<0b000000, "fmov">;

// Precision conversions (FCVT<dst><src>r).
def FCVTSHr : FP1<0b11, 0b000100, FPR32, FPR16, "fcvt">;
def FCVTDHr : FP1<0b11, 0b000101, FPR64, FPR16, "fcvt">;
def FCVTHSr : FP1<0b00, 0b000111, FPR16, FPR32, "fcvt">;
def FCVTDSr : FP1<0b00, 0b000101, FPR64, FPR32, "fcvt">;
def FCVTHDr : FP1<0b01, 0b000111, FPR16, FPR64, "fcvt">;
def FCVTSDr : FP1<0b01, 0b000100, FPR32, FPR64, "fcvt">;

multiclass FPTernary<bit o1, bit o0, string asm> {
  let Predicates = [HasFullFP16] in
  def Hrrr : FP3<0b11, o1, o0, FPR16, asm>;
  def Srrr : FP3<0b00, o1, o0, FPR32, asm>;
  def Drrr : FP3<0b01, o1, o0, FPR64, asm>;
}
defm FMADD  : FPTernary<0, 0, "fmadd">;
defm FMSUB  : FPTernary<0, 1, "fmsub">;
defm FNMADD : FPTernary<1, 0, "fnmadd">;
defm FNMSUB : FPTernary<1, 1, "fnmsub">;

multiclass FPCompare<bit e, string asm> {
  let Predicates = [HasFullFP16] in
  def Hrr : FPCmpRR<0b11, e, FPR16, asm>;
  def Srr : FPCmpRR<0b00, e, FPR32, asm>;
  def Drr : FPCmpRR<0b01, e, FPR64, asm>;
  let Predicates = [HasFullFP16] in
  def Hri : FPCmpRZ<0b11, e, FPR16, asm>;
  def Sri : FPCmpRZ<0b00, e, FPR32, asm>;
  def Dri : FPCmpRZ<0b01, e, FPR64, asm>;
}
defm FCMP  : FPCompare<0, "fcmp">;
defm FCMPE : FPCompare<1, "fcmpe">;

/// FP conditional compare: 00011110 ftype 1 Rm cond 01 Rn op nzcv.
class FPCCmp<bits<2> ftype, bit e, RegisterClass rc, string asm>
    : I<(outs), (ins rc:$Rn, rc:$Rm, imm0_15:$nzcv, ccode:$cond), asm,
        "$Rn, $Rm, $nzcv, $cond"> {
  bits<5> Rn;
  bits<5> Rm;
  bits<4> nzcv;
  bits<4> cond;
  let Inst{31-24} = 0b00011110;
  let Inst{23-22} = ftype;
  let Inst{21} = 1;
  let Inst{20-16} = Rm;
  let Inst{15-12} = cond;
  let Inst{11-10} = 0b01;
  let Inst{9-5} = Rn;
  let Inst{4} = e;
  let Inst{3-0} = nzcv;
  let Uses = [NZCV, FPCR];
  let Defs = [NZCV];
  let mayRaiseFPException = true;
}
let Predicates = [HasFullFP16] in {
def FCCMPHrr : FPCCmp<0b11, 0, FPR16, "fccmp">;
def FCCMPEHrr : FPCCmp<0b11, 1, FPR16, "fccmpe">;
}
def FCCMPSrr : FPCCmp<0b00, 0, FPR32, "fccmp">;
def FCCMPDrr : FPCCmp<0b01, 0, FPR64, "fccmp">;
def FCCMPESrr : FPCCmp<0b00, 1, FPR32, "fccmpe">;
def FCCMPEDrr : FPCCmp<0b01, 1, FPR64, "fccmpe">;

let Predicates = [HasFullFP16] in
def FCSELHrrr : FPCSel<0b11, FPR16>;
def FCSELSrrr : FPCSel<0b00, FPR32>;
def FCSELDrrr : FPCSel<0b01, FPR64>;

let isReMaterializable = true, isAsCheapAsAMove = true in {
let Predicates = [HasFullFP16] in
def FMOVHi : FPImm<0b11, FPR16>;
def FMOVSi : FPImm<0b00, FPR32>;
def FMOVDi : FPImm<0b01, FPR64>;
}

// Moves between general and FP registers (no rounding: FPCR is not read).
let Uses = []<Register> in {
let Predicates = [HasFullFP16] in
def FMOVWHr : FPInt<0, 0b11, 0b00, 0b111, FPR16, GPR32, "fmov">;
let Predicates = [HasFullFP16] in
def FMOVXHr : FPInt<1, 0b11, 0b00, 0b111, FPR16, GPR64, "fmov">;
let Predicates = [HasFullFP16] in
def FMOVHWr : FPInt<0, 0b11, 0b00, 0b110, GPR32, FPR16, "fmov">;
let Predicates = [HasFullFP16] in
def FMOVHXr : FPInt<1, 0b11, 0b00, 0b110, GPR64, FPR16, "fmov">;
def FMOVWSr : FPInt<0, 0b00, 0b00, 0b111, FPR32, GPR32, "fmov">;
def FMOVSWr : FPInt<0, 0b00, 0b00, 0b110, GPR32, FPR32, "fmov">;
def FMOVXDr : FPInt<1, 0b01, 0b00, 0b111, FPR64, GPR64, "fmov">;
def FMOVDXr : FPInt<1, 0b01, 0b00, 0b110, GPR64, FPR64, "fmov">;
}

/// Conversions between an FP register of each precision and W or X registers
/// (`NAME` is LLVM's: `FCVTZSUWSr` is fcvtzs w, s; `SCVTFUXDri` is scvtf d, x).
multiclass FPToInt<bits<2> rmode, bits<3> opc, string asm> {
  let Predicates = [HasFullFP16] in
  def UWHr : FPInt<0, 0b11, rmode, opc, GPR32, FPR16, asm>;
  let Predicates = [HasFullFP16] in
  def UXHr : FPInt<1, 0b11, rmode, opc, GPR64, FPR16, asm>;
  def UWSr : FPInt<0, 0b00, rmode, opc, GPR32, FPR32, asm>;
  def UXSr : FPInt<1, 0b00, rmode, opc, GPR64, FPR32, asm>;
  def UWDr : FPInt<0, 0b01, rmode, opc, GPR32, FPR64, asm>;
  def UXDr : FPInt<1, 0b01, rmode, opc, GPR64, FPR64, asm>;
}
multiclass IntToFP<bits<3> opc, string asm> {
  let Predicates = [HasFullFP16] in
  def UWHri : FPInt<0, 0b11, 0b00, opc, FPR16, GPR32, asm>;
  let Predicates = [HasFullFP16] in
  def UXHri : FPInt<1, 0b11, 0b00, opc, FPR16, GPR64, asm>;
  def UWSri : FPInt<0, 0b00, 0b00, opc, FPR32, GPR32, asm>;
  def UXSri : FPInt<1, 0b00, 0b00, opc, FPR32, GPR64, asm>;
  def UWDri : FPInt<0, 0b01, 0b00, opc, FPR64, GPR32, asm>;
  def UXDri : FPInt<1, 0b01, 0b00, opc, FPR64, GPR64, asm>;
}
let mayRaiseFPException = true in {
defm FCVTNS : FPToInt<0b00, 0b000, "fcvtns">;
defm FCVTNU : FPToInt<0b00, 0b001, "fcvtnu">;
defm FCVTAS : FPToInt<0b00, 0b100, "fcvtas">;
defm FCVTAU : FPToInt<0b00, 0b101, "fcvtau">;
defm FCVTPS : FPToInt<0b01, 0b000, "fcvtps">;
defm FCVTPU : FPToInt<0b01, 0b001, "fcvtpu">;
defm FCVTMS : FPToInt<0b10, 0b000, "fcvtms">;
defm FCVTMU : FPToInt<0b10, 0b001, "fcvtmu">;
defm FCVTZS : FPToInt<0b11, 0b000, "fcvtzs">;
defm FCVTZU : FPToInt<0b11, 0b001, "fcvtzu">;
defm SCVTF  : IntToFP<0b010, "scvtf">;
defm UCVTF  : IntToFP<0b011, "ucvtf">;
}

// `fmov d0, #0.0` is a move from the zero register (llvm-mc prints the register form).
let Predicates = [HasFullFP16] in
def : InstAlias<"fmov $Rd, #0.0", (FMOVWHr FPR16:$Rd, WZR), 0>;
def : InstAlias<"fmov $Rd, #0.0", (FMOVWSr FPR32:$Rd, WZR), 0>;
def : InstAlias<"fmov $Rd, #0.0", (FMOVXDr FPR64:$Rd, XZR), 0>;

//===----------------------------------------------------------------------===//
// AdvSIMD scalar forms that scalar code uses (conversions of integers held in FP
// registers, fabd, movi of a 64-bit byte mask).
//===----------------------------------------------------------------------===//

/// AdvSIMD scalar two-register: 01 U 11110 size 10000 opcode 10 Rn Rd.
class SIMDScalar2<bit U, bits<2> size, bits<5> opc, RegisterClass rc, string asm>
    : I<(outs rc:$Rd), (ins rc:$Rn), asm, "$Rd, $Rn"> {
  bits<5> Rd;
  bits<5> Rn;
  let Inst{31-30} = 0b01;
  let Inst{29} = U;
  let Inst{28-24} = 0b11110;
  let Inst{23-22} = size;
  let Inst{21-17} = 0b10000;
  let Inst{16-12} = opc;
  let Inst{11-10} = 0b10;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
  let Uses = [FPCR];
  let mayRaiseFPException = true;
}
def SCVTFv1i32 : SIMDScalar2<0, 0b00, 0b11101, FPR32, "scvtf">;
def SCVTFv1i64 : SIMDScalar2<0, 0b01, 0b11101, FPR64, "scvtf">;
def UCVTFv1i32 : SIMDScalar2<1, 0b00, 0b11101, FPR32, "ucvtf">;
def UCVTFv1i64 : SIMDScalar2<1, 0b01, 0b11101, FPR64, "ucvtf">;
def FCVTZSv1i32 : SIMDScalar2<0, 0b10, 0b11011, FPR32, "fcvtzs">;
def FCVTZSv1i64 : SIMDScalar2<0, 0b11, 0b11011, FPR64, "fcvtzs">;
def FCVTZUv1i32 : SIMDScalar2<1, 0b10, 0b11011, FPR32, "fcvtzu">;
def FCVTZUv1i64 : SIMDScalar2<1, 0b11, 0b11011, FPR64, "fcvtzu">;

/// fabd (scalar): 01 1 11110 1 sz 1 Rm 110101 Rn Rd.
class FABDScalar<bit sz, RegisterClass rc>
    : I<(outs rc:$Rd), (ins rc:$Rn, rc:$Rm), "fabd", "$Rd, $Rn, $Rm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31-23} = 0b011111101;
  let Inst{22} = sz;
  let Inst{21} = 1;
  let Inst{20-16} = Rm;
  let Inst{15-10} = 0b110101;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
  let Uses = [FPCR];
  let mayRaiseFPException = true;
}
def FABD32 : FABDScalar<0, FPR32>;
def FABD64 : FABDScalar<1, FPR64>;

/// movi d, #mask: a 64-bit value whose bytes are each 0x00 or 0xff (the operand's
/// encoding is one bit per byte, a:b:c:d:e:f:g:h).
def simdimm_type10 : AArch64Imm<"SIMDImmType10", 0, 0, 1, "", "getSIMDType10"> {
  let PrintMethod = "printSIMDType10";
}
def MOVID : I<(outs FPR64:$Rd), (ins simdimm_type10:$imm), "movi", "$Rd, $imm"> {
  bits<5> Rd;
  bits<8> imm;
  let Inst{31-19} = 0b0010111100000;
  let Inst{18-16} = imm{7-5};
  let Inst{15-10} = 0b111001;
  let Inst{9-5} = imm{4-0};
  let Inst{4-0} = Rd;
  let isReMaterializable = true;
  let isAsCheapAsAMove = true;
}

//===----------------------------------------------------------------------===//
// Conversions between FP and fixed-point integers (`fcvtzu x0, d0, #2`).
//===----------------------------------------------------------------------===//

/// The number of fraction bits, encoded as 64 - fbits.
class FixedPointOperand<string name, int max>
    : AArch64Imm<name, 1, max, 1, "", "getFixedPointScale"> {}
def fixedpoint_i32 : FixedPointOperand<"FixedPoint32", 32>;
def fixedpoint_i64 : FixedPointOperand<"FixedPoint64", 64>;

/// sf 0 0 11110 ftype 0 rmode opcode scale Rn Rd.
class FPFixed<bit sf, bits<2> ftype, bits<2> rmode, bits<3> opc, RegisterClass dst,
              RegisterClass src, Operand fbits, string asm>
    : I<(outs dst:$Rd), (ins src:$Rn, fbits:$scale), asm, "$Rd, $Rn, $scale"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<6> scale;
  let Inst{31} = sf;
  let Inst{30-24} = 0b0011110;
  let Inst{23-22} = ftype;
  let Inst{21} = 0;
  let Inst{20-19} = rmode;
  let Inst{18-16} = opc;
  let Inst{15-10} = scale;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
  let Uses = [FPCR];
  let mayRaiseFPException = true;
}
multiclass FPToFixed<bits<3> opc, string asm> {
  let Predicates = [HasFullFP16] in {
  def SWHri : FPFixed<0, 0b11, 0b11, opc, GPR32, FPR16, fixedpoint_i32, asm>;
  def SXHri : FPFixed<1, 0b11, 0b11, opc, GPR64, FPR16, fixedpoint_i64, asm>;
  }
  def SWSri : FPFixed<0, 0b00, 0b11, opc, GPR32, FPR32, fixedpoint_i32, asm>;
  def SXSri : FPFixed<1, 0b00, 0b11, opc, GPR64, FPR32, fixedpoint_i64, asm>;
  def SWDri : FPFixed<0, 0b01, 0b11, opc, GPR32, FPR64, fixedpoint_i32, asm>;
  def SXDri : FPFixed<1, 0b01, 0b11, opc, GPR64, FPR64, fixedpoint_i64, asm>;
}
multiclass FixedToFP<bits<3> opc, string asm> {
  let Predicates = [HasFullFP16] in {
  def SWHri : FPFixed<0, 0b11, 0b00, opc, FPR16, GPR32, fixedpoint_i32, asm>;
  def SXHri : FPFixed<1, 0b11, 0b00, opc, FPR16, GPR64, fixedpoint_i64, asm>;
  }
  def SWSri : FPFixed<0, 0b00, 0b00, opc, FPR32, GPR32, fixedpoint_i32, asm>;
  def SXSri : FPFixed<1, 0b00, 0b00, opc, FPR32, GPR64, fixedpoint_i64, asm>;
  def SWDri : FPFixed<0, 0b01, 0b00, opc, FPR64, GPR32, fixedpoint_i32, asm>;
  def SXDri : FPFixed<1, 0b01, 0b00, opc, FPR64, GPR64, fixedpoint_i64, asm>;
}
defm FCVTZS : FPToFixed<0b000, "fcvtzs">;
defm FCVTZU : FPToFixed<0b001, "fcvtzu">;
defm SCVTF  : FixedToFP<0b010, "scvtf">;
defm UCVTF  : FixedToFP<0b011, "ucvtf">;
