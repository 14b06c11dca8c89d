//===- AArch64InstrInfoSIMDAsm.td - AdvSIMD for the assembler ---*- tablegen -*-===//
//
// Advanced SIMD instructions that kiln-mc assembles, encodes, prints and disassembles and
// that selection does not use yet: what llc-22 writes for C vectorized at -O2/-O3. The
// 64-bit arrangements (`v1.8b`, `v1.4h`, `v1.2s`, in the d registers), the rest of the
// three-same operations and logic, compares with zero, permutes (`zip`, `uzp`, `trn`,
// `ext`), widening and narrowing (`ushll`, `umull`, `saddw`, `xtn`, `shrn`), reductions
// across lanes (`addv`, `umaxv`, `addp`), modified immediates (`movi`, `mvni`, `orr`,
// `bic`, `fmov`), operations by element (`fmla v0.2d, v1.2d, v2.d[1]`) and fixed-point
// conversions. Encodings from the Arm ARM's Advanced SIMD encoding tables.
//
//===----------------------------------------------------------------------===//

/// A d register written as a vector of eight bytes (`v3.8b`).
def V64_8B : RegisterOperand<FPR64, "printVReg8B">;
/// A d register written as four halfwords (`v3.4h`).
def V64_4H : RegisterOperand<FPR64, "printVReg4H">;
/// A d register written as two words (`v3.2s`).
def V64_2S : RegisterOperand<FPR64, "printVReg2S">;
/// An 8-bit immediate of the modified-immediate forms (`movi v0.4s, #31`).
def imm0_255 : AArch64Imm<"Imm0_255", 0, 255>;

//===----------------------------------------------------------------------===//
// Three registers of one arrangement: 0 Q U 01110 size 1 Rm opcode 1 Rn Rd.
//===----------------------------------------------------------------------===//

/// The 64-bit form of [`SIMDThreeSame`] (Q = 0).
class SIMDThreeSame64<bit U, bits<2> size, bits<5> opcode, RegisterOperand vo, string asm>
    : SIMDThreeSame<U, size, opcode, vo, asm> {
  let Inst{30} = 0;
}
/// An accumulating three-same operation (`mla`, `bsl`): Rd is read and written.
class SIMDThreeSameTied<bit Q, bit U, bits<2> size, bits<5> opcode, RegisterOperand vo,
                        string asm>
    : I<(outs vo:$Rd), (ins vo:$Rd_in, vo:$Rn, vo:$Rm), asm, "$Rd, $Rn, $Rm", "$Rd = $Rd_in"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31} = 0;
  let Inst{30} = Q;
  let Inst{29} = U;
  let Inst{28-24} = 0b01110;
  let Inst{23-22} = size;
  let Inst{21} = 1;
  let Inst{20-16} = Rm;
  let Inst{15-11} = opcode;
  let Inst{10} = 1;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
/// The 64-bit arrangements of an integer operation (`ADDv8i8`).
multiclass SIMDThreeSame64BHS<bit U, bits<5> opcode, string asm> {
  def v8i8 : SIMDThreeSame64<U, 0b00, opcode, V64_8B, asm>;
  def v4i16 : SIMDThreeSame64<U, 0b01, opcode, V64_4H, asm>;
  def v2i32 : SIMDThreeSame64<U, 0b10, opcode, V64_2S, asm>;
}
/// An integer operation in every arrangement but 2d.
multiclass SIMDThreeSameAllBHS<bit U, bits<5> opcode, string asm> {
  defm "" : SIMDThreeSameBHS<U, opcode, asm>;
  defm "" : SIMDThreeSame64BHS<U, opcode, asm>;
}
/// An integer operation in every arrangement.
multiclass SIMDThreeSameAll<bit U, bits<5> opcode, string asm> {
  defm "" : SIMDThreeSameBHSD<U, opcode, asm>;
  defm "" : SIMDThreeSame64BHS<U, opcode, asm>;
}
/// An accumulating integer operation in every arrangement but 2d.
multiclass SIMDThreeSameTiedBHS<bit U, bits<5> opcode, string asm> {
  def v8i8 : SIMDThreeSameTied<0, U, 0b00, opcode, V64_8B, asm>;
  def v16i8 : SIMDThreeSameTied<1, U, 0b00, opcode, V128_16B, asm>;
  def v4i16 : SIMDThreeSameTied<0, U, 0b01, opcode, V64_4H, asm>;
  def v8i16 : SIMDThreeSameTied<1, U, 0b01, opcode, V128_8H, asm>;
  def v2i32 : SIMDThreeSameTied<0, U, 0b10, opcode, V64_2S, asm>;
  def v4i32 : SIMDThreeSameTied<1, U, 0b10, opcode, V128_4S, asm>;
}

defm ADD : SIMDThreeSame64BHS<0, 0b10000, "add">;
defm SUB : SIMDThreeSame64BHS<1, 0b10000, "sub">;
defm MUL : SIMDThreeSame64BHS<0, 0b10011, "mul">;
defm SMAX : SIMDThreeSame64BHS<0, 0b01100, "smax">;
defm SMIN : SIMDThreeSame64BHS<0, 0b01101, "smin">;
defm UMAX : SIMDThreeSame64BHS<1, 0b01100, "umax">;
defm UMIN : SIMDThreeSame64BHS<1, 0b01101, "umin">;
defm CMEQ : SIMDThreeSame64BHS<1, 0b10001, "cmeq">;
defm CMGT : SIMDThreeSame64BHS<0, 0b00110, "cmgt">;
defm CMGE : SIMDThreeSame64BHS<0, 0b00111, "cmge">;
defm CMHI : SIMDThreeSame64BHS<1, 0b00110, "cmhi">;
defm CMHS : SIMDThreeSame64BHS<1, 0b00111, "cmhs">;
defm SHADD : SIMDThreeSameAllBHS<0, 0b00000, "shadd">;
defm UHADD : SIMDThreeSameAllBHS<1, 0b00000, "uhadd">;
defm URHADD : SIMDThreeSameAllBHS<1, 0b00010, "urhadd">;
defm SSHL : SIMDThreeSameAll<0, 0b01000, "sshl">;
defm USHL : SIMDThreeSameAll<1, 0b01000, "ushl">;
defm CMTST : SIMDThreeSameAll<0, 0b10001, "cmtst">;
defm ADDP : SIMDThreeSameAll<0, 0b10111, "addp">;
defm MLS : SIMDThreeSameTiedBHS<1, 0b10010, "mls">;
def MLAv8i8 : SIMDThreeSameTied<0, 0, 0b00, 0b10010, V64_8B, "mla">;
def MLAv4i16 : SIMDThreeSameTied<0, 0, 0b01, 0b10010, V64_4H, "mla">;
def MLAv2i32 : SIMDThreeSameTied<0, 0, 0b10, 0b10010, V64_2S, "mla">;

// FP on two singles, and the accumulating fmla/fmls (opcode 11001, size hi:sz).
let Uses = [FPCR], mayRaiseFPException = true in {
def FADDv2f32 : SIMDThreeSame64<0, 0b00, 0b11010, V64_2S, "fadd">;
def FSUBv2f32 : SIMDThreeSame64<0, 0b10, 0b11010, V64_2S, "fsub">;
def FMULv2f32 : SIMDThreeSame64<1, 0b00, 0b11011, V64_2S, "fmul">;
def FDIVv2f32 : SIMDThreeSame64<1, 0b00, 0b11111, V64_2S, "fdiv">;
def FMAXNMv2f32 : SIMDThreeSame64<0, 0b00, 0b11000, V64_2S, "fmaxnm">;
def FMINNMv2f32 : SIMDThreeSame64<0, 0b10, 0b11000, V64_2S, "fminnm">;
def FCMEQv2f32 : SIMDThreeSame64<0, 0b00, 0b11100, V64_2S, "fcmeq">;
def FCMGEv2f32 : SIMDThreeSame64<1, 0b00, 0b11100, V64_2S, "fcmge">;
def FCMGTv2f32 : SIMDThreeSame64<1, 0b10, 0b11100, V64_2S, "fcmgt">;
def FMLAv2f32 : SIMDThreeSameTied<0, 0, 0b00, 0b11001, V64_2S, "fmla">;
def FMLSv2f32 : SIMDThreeSameTied<0, 0, 0b10, 0b11001, V64_2S, "fmls">;
def FMLSv4f32 : SIMDThreeSameTied<1, 0, 0b10, 0b11001, V128_4S, "fmls">;
def FMLSv2f64 : SIMDThreeSameTied<1, 0, 0b11, 0b11001, V128_2D, "fmls">;
}

// Logic (opcode 00011; U and size choose the operation).
def ANDv8i8 : SIMDThreeSame64<0, 0b00, 0b00011, V64_8B, "and">;
def BICv8i8 : SIMDThreeSame64<0, 0b01, 0b00011, V64_8B, "bic">;
def BICv16i8 : SIMDThreeSame<0, 0b01, 0b00011, V128_16B, "bic">;
def ORRv8i8 : SIMDThreeSame64<0, 0b10, 0b00011, V64_8B, "orr">;
def : InstAlias<"mov $Rd, $Rn", (ORRv8i8 V64_8B:$Rd, V64_8B:$Rn, V64_8B:$Rn)>;
def ORNv8i8 : SIMDThreeSame64<0, 0b11, 0b00011, V64_8B, "orn">;
def ORNv16i8 : SIMDThreeSame<0, 0b11, 0b00011, V128_16B, "orn">;
def EORv8i8 : SIMDThreeSame64<1, 0b00, 0b00011, V64_8B, "eor">;
def BSLv8i8 : SIMDThreeSameTied<0, 1, 0b01, 0b00011, V64_8B, "bsl">;
def BITv8i8 : SIMDThreeSameTied<0, 1, 0b10, 0b00011, V64_8B, "bit">;
def BITv16i8 : SIMDThreeSameTied<1, 1, 0b10, 0b00011, V128_16B, "bit">;
def BIFv8i8 : SIMDThreeSameTied<0, 1, 0b11, 0b00011, V64_8B, "bif">;
def BIFv16i8 : SIMDThreeSameTied<1, 1, 0b11, 0b00011, V128_16B, "bif">;

//===----------------------------------------------------------------------===//
// One source register: 0 Q U 01110 size 10000 opcode 10 Rn Rd.
//===----------------------------------------------------------------------===//

/// A two-register operation whose destination and source may differ in arrangement.
class SIMDTwoReg<bit Q, bit U, bits<2> size, bits<5> opcode, RegisterOperand vd,
                 RegisterOperand vn, string asm, string operands = "$Rd, $Rn">
    : I<(outs vd:$Rd), (ins vn:$Rn), asm, operands> {
  bits<5> Rd;
  bits<5> Rn;
  let Inst{31} = 0;
  let Inst{30} = Q;
  let Inst{29} = U;
  let Inst{28-24} = 0b01110;
  let Inst{23-22} = size;
  let Inst{21-17} = 0b10000;
  let Inst{16-12} = opcode;
  let Inst{11-10} = 0b10;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
/// The "2" form of a narrowing operation: the upper half of Rd is written, the lower kept.
class SIMDTwoRegTied<bit U, bits<2> size, bits<5> opcode, RegisterOperand vd,
                     RegisterOperand vn, string asm>
    : I<(outs vd:$Rd), (ins vd:$Rd_in, vn:$Rn), asm, "$Rd, $Rn", "$Rd = $Rd_in"> {
  bits<5> Rd;
  bits<5> Rn;
  let Inst{31-30} = 0b01;
  let Inst{29} = U;
  let Inst{28-24} = 0b01110;
  let Inst{23-22} = size;
  let Inst{21-17} = 0b10000;
  let Inst{16-12} = opcode;
  let Inst{11-10} = 0b10;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
/// A same-arrangement operation in the arrangements of bytes, halfwords and words.
multiclass SIMDTwoRegBHS<bit U, bits<5> opcode, string asm, string operands = "$Rd, $Rn"> {
  def v8i8 : SIMDTwoReg<0, U, 0b00, opcode, V64_8B, V64_8B, asm, operands>;
  def v16i8 : SIMDTwoReg<1, U, 0b00, opcode, V128_16B, V128_16B, asm, operands>;
  def v4i16 : SIMDTwoReg<0, U, 0b01, opcode, V64_4H, V64_4H, asm, operands>;
  def v8i16 : SIMDTwoReg<1, U, 0b01, opcode, V128_8H, V128_8H, asm, operands>;
  def v2i32 : SIMDTwoReg<0, U, 0b10, opcode, V64_2S, V64_2S, asm, operands>;
  def v4i32 : SIMDTwoReg<1, U, 0b10, opcode, V128_4S, V128_4S, asm, operands>;
}
/// ... and doublewords.
multiclass SIMDTwoRegAll<bit U, bits<5> opcode, string asm, string operands = "$Rd, $Rn"> {
  defm "" : SIMDTwoRegBHS<U, opcode, asm, operands>;
  def v2i64 : SIMDTwoReg<1, U, 0b11, opcode, V128_2D, V128_2D, asm, operands>;
}

def CNTv8i8 : SIMDTwoReg<0, 0, 0b00, 0b00101, V64_8B, V64_8B, "cnt">;
def CNTv16i8 : SIMDTwoReg<1, 0, 0b00, 0b00101, V128_16B, V128_16B, "cnt">;
def NOTv8i8 : SIMDTwoReg<0, 1, 0b00, 0b00101, V64_8B, V64_8B, "mvn">;
defm REV64 : SIMDTwoRegBHS<0, 0b00000, "rev64">;
def REV32v8i8 : SIMDTwoReg<0, 1, 0b00, 0b00000, V64_8B, V64_8B, "rev32">;
def REV32v16i8 : SIMDTwoReg<1, 1, 0b00, 0b00000, V128_16B, V128_16B, "rev32">;
def REV32v4i16 : SIMDTwoReg<0, 1, 0b01, 0b00000, V64_4H, V64_4H, "rev32">;
def REV32v8i16 : SIMDTwoReg<1, 1, 0b01, 0b00000, V128_8H, V128_8H, "rev32">;
def REV16v8i8 : SIMDTwoReg<0, 0, 0b00, 0b00001, V64_8B, V64_8B, "rev16">;
def REV16v16i8 : SIMDTwoReg<1, 0, 0b00, 0b00001, V128_16B, V128_16B, "rev16">;
def NEGv8i8 : SIMDTwoReg<0, 1, 0b00, 0b01011, V64_8B, V64_8B, "neg">;
def NEGv4i16 : SIMDTwoReg<0, 1, 0b01, 0b01011, V64_4H, V64_4H, "neg">;
def NEGv2i32 : SIMDTwoReg<0, 1, 0b10, 0b01011, V64_2S, V64_2S, "neg">;
defm ABS : SIMDTwoRegAll<0, 0b01011, "abs">;
// Compares with zero.
defm CMEQz : SIMDTwoRegAll<0, 0b01001, "cmeq", "$Rd, $Rn, #0">;
defm CMGEz : SIMDTwoRegAll<1, 0b01000, "cmge", "$Rd, $Rn, #0">;
defm CMGTz : SIMDTwoRegAll<0, 0b01000, "cmgt", "$Rd, $Rn, #0">;
defm CMLEz : SIMDTwoRegAll<1, 0b01001, "cmle", "$Rd, $Rn, #0">;
defm CMLTz : SIMDTwoRegAll<0, 0b01010, "cmlt", "$Rd, $Rn, #0">;
/// An FP compare with zero (size 1:sz) on 2s, 4s and 2d.
multiclass SIMDFPCmpZero<bit U, bits<5> opcode, string asm> {
  let Uses = [FPCR], mayRaiseFPException = true in {
  def v2i32 : SIMDTwoReg<0, U, 0b10, opcode, V64_2S, V64_2S, asm, "$Rd, $Rn, #0.0">;
  def v4i32 : SIMDTwoReg<1, U, 0b10, opcode, V128_4S, V128_4S, asm, "$Rd, $Rn, #0.0">;
  def v2i64 : SIMDTwoReg<1, U, 0b11, opcode, V128_2D, V128_2D, asm, "$Rd, $Rn, #0.0">;
  }
}
defm FCMEQz : SIMDFPCmpZero<0, 0b01101, "fcmeq">;
defm FCMGEz : SIMDFPCmpZero<1, 0b01100, "fcmge">;
defm FCMGTz : SIMDFPCmpZero<0, 0b01100, "fcmgt">;
defm FCMLEz : SIMDFPCmpZero<1, 0b01101, "fcmle">;
defm FCMLTz : SIMDFPCmpZero<0, 0b01110, "fcmlt">;
// Narrowing (xtn: each lane truncated to half its width).
def XTNv8i8 : SIMDTwoReg<0, 0, 0b00, 0b10010, V64_8B, V128_8H, "xtn">;
def XTNv4i16 : SIMDTwoReg<0, 0, 0b01, 0b10010, V64_4H, V128_4S, "xtn">;
def XTNv2i32 : SIMDTwoReg<0, 0, 0b10, 0b10010, V64_2S, V128_2D, "xtn">;
def XTNv16i8 : SIMDTwoRegTied<0, 0b00, 0b10010, V128_16B, V128_8H, "xtn2">;
def XTNv8i16 : SIMDTwoRegTied<0, 0b01, 0b10010, V128_8H, V128_4S, "xtn2">;
def XTNv4i32 : SIMDTwoRegTied<0, 0b10, 0b10010, V128_4S, V128_2D, "xtn2">;
/// Pairwise add long (adjacent lanes summed into lanes of twice the width).
multiclass SIMDAddLongPair<bit U, string asm> {
  def v8i8_v4i16 : SIMDTwoReg<0, U, 0b00, 0b00010, V64_4H, V64_8B, asm>;
  def v16i8_v8i16 : SIMDTwoReg<1, U, 0b00, 0b00010, V128_8H, V128_16B, asm>;
  def v4i16_v2i32 : SIMDTwoReg<0, U, 0b01, 0b00010, V64_2S, V64_4H, asm>;
  def v8i16_v4i32 : SIMDTwoReg<1, U, 0b01, 0b00010, V128_4S, V128_8H, asm>;
  def v4i32_v2i64 : SIMDTwoReg<1, U, 0b10, 0b00010, V128_2D, V128_4S, asm>;
}
defm SADDLP : SIMDAddLongPair<0, "saddlp">;
defm UADDLP : SIMDAddLongPair<1, "uaddlp">;
// Shift left long by the lane width (shll v0.4s, v1.4h, #16).
def SHLLv8i8 : SIMDTwoReg<0, 1, 0b00, 0b10011, V128_8H, V64_8B, "shll", "$Rd, $Rn, #8">;
def SHLLv16i8 : SIMDTwoReg<1, 1, 0b00, 0b10011, V128_8H, V128_16B, "shll2", "$Rd, $Rn, #8">;
def SHLLv4i16 : SIMDTwoReg<0, 1, 0b01, 0b10011, V128_4S, V64_4H, "shll", "$Rd, $Rn, #16">;
def SHLLv8i16 : SIMDTwoReg<1, 1, 0b01, 0b10011, V128_4S, V128_8H, "shll2", "$Rd, $Rn, #16">;
def SHLLv2i32 : SIMDTwoReg<0, 1, 0b10, 0b10011, V128_2D, V64_2S, "shll", "$Rd, $Rn, #32">;
def SHLLv4i32 : SIMDTwoReg<1, 1, 0b10, 0b10011, V128_2D, V128_4S, "shll2", "$Rd, $Rn, #32">;
// FP widening and narrowing between single and double (size 0:sz).
let Uses = [FPCR], mayRaiseFPException = true in {
def FCVTLv2i32 : SIMDTwoReg<0, 0, 0b01, 0b10111, V128_2D, V64_2S, "fcvtl">;
def FCVTLv4i32 : SIMDTwoReg<1, 0, 0b01, 0b10111, V128_2D, V128_4S, "fcvtl2">;
def FCVTNv2i32 : SIMDTwoReg<0, 0, 0b01, 0b10110, V64_2S, V128_2D, "fcvtn">;
def FCVTNv4i32 : SIMDTwoRegTied<0, 0b01, 0b10110, V128_4S, V128_2D, "fcvtn2">;
def FNEGv2f32 : SIMDTwoReg<0, 1, 0b10, 0b01111, V64_2S, V64_2S, "fneg">;
def FABSv2f32 : SIMDTwoReg<0, 0, 0b10, 0b01111, V64_2S, V64_2S, "fabs">;
def SCVTFv2f32 : SIMDTwoReg<0, 0, 0b00, 0b11101, V64_2S, V64_2S, "scvtf">;
def UCVTFv2f32 : SIMDTwoReg<0, 1, 0b00, 0b11101, V64_2S, V64_2S, "ucvtf">;
def FCVTZSv2f32 : SIMDTwoReg<0, 0, 0b10, 0b11011, V64_2S, V64_2S, "fcvtzs">;
def FCVTZUv2f32 : SIMDTwoReg<0, 1, 0b10, 0b11011, V64_2S, V64_2S, "fcvtzu">;
}
/// A unary FP operation on 2s, 4s and 2d (size hi:sz).
multiclass SIMDTwoRegFP<bit U, bit hi, bits<5> opcode, string asm> {
  let Uses = [FPCR], mayRaiseFPException = true in {
  def v2f32 : SIMDTwoReg<0, U, {hi, 0}, opcode, V64_2S, V64_2S, asm>;
  def v4f32 : SIMDTwoReg<1, U, {hi, 0}, opcode, V128_4S, V128_4S, asm>;
  def v2f64 : SIMDTwoReg<1, U, {hi, 1}, opcode, V128_2D, V128_2D, asm>;
  }
}
defm FSQRT : SIMDTwoRegFP<1, 1, 0b11111, "fsqrt">;
defm FRINTN : SIMDTwoRegFP<0, 0, 0b11000, "frintn">;
defm FRINTM : SIMDTwoRegFP<0, 0, 0b11001, "frintm">;
defm FRINTP : SIMDTwoRegFP<0, 1, 0b11000, "frintp">;
defm FRINTZ : SIMDTwoRegFP<0, 1, 0b11001, "frintz">;
defm FRINTA : SIMDTwoRegFP<1, 0, 0b11000, "frinta">;
defm FRINTX : SIMDTwoRegFP<1, 0, 0b11001, "frintx">;
defm FRINTI : SIMDTwoRegFP<1, 1, 0b11001, "frinti">;

//===----------------------------------------------------------------------===//
// Across lanes: 0 Q U 01110 size 11000 opcode 10 Rn Rd, the result in a scalar register.
//===----------------------------------------------------------------------===//

/// A reduction of the lanes of Rn into scalar Rd.
class SIMDAcross<bit Q, bit U, bits<2> size, bits<5> opcode, RegisterClass rd,
                 RegisterOperand vn, string asm>
    : I<(outs rd:$Rd), (ins vn:$Rn), asm, "$Rd, $Rn"> {
  bits<5> Rd;
  bits<5> Rn;
  let Inst{31} = 0;
  let Inst{30} = Q;
  let Inst{29} = U;
  let Inst{28-24} = 0b01110;
  let Inst{23-22} = size;
  let Inst{21-17} = 0b11000;
  let Inst{16-12} = opcode;
  let Inst{11-10} = 0b10;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
/// A reduction whose result has the lanes' width (addv, smaxv, ...).
multiclass SIMDAcrossBHS<bit U, bits<5> opcode, string asm> {
  def v8i8v : SIMDAcross<0, U, 0b00, opcode, FPR8, V64_8B, asm>;
  def v16i8v : SIMDAcross<1, U, 0b00, opcode, FPR8, V128_16B, asm>;
  def v4i16v : SIMDAcross<0, U, 0b01, opcode, FPR16, V64_4H, asm>;
  def v8i16v : SIMDAcross<1, U, 0b01, opcode, FPR16, V128_8H, asm>;
  def v4i32v : SIMDAcross<1, U, 0b10, opcode, FPR32, V128_4S, asm>;
}
/// A sum of the lanes into twice their width (saddlv, uaddlv).
multiclass SIMDAcrossLong<bit U, string asm> {
  def v8i8v : SIMDAcross<0, U, 0b00, 0b00011, FPR16, V64_8B, asm>;
  def v16i8v : SIMDAcross<1, U, 0b00, 0b00011, FPR16, V128_16B, asm>;
  def v4i16v : SIMDAcross<0, U, 0b01, 0b00011, FPR32, V64_4H, asm>;
  def v8i16v : SIMDAcross<1, U, 0b01, 0b00011, FPR32, V128_8H, asm>;
  def v4i32v : SIMDAcross<1, U, 0b10, 0b00011, FPR64, V128_4S, asm>;
}
defm ADDV : SIMDAcrossBHS<0, 0b11011, "addv">;
defm SMAXV : SIMDAcrossBHS<0, 0b01010, "smaxv">;
defm UMAXV : SIMDAcrossBHS<1, 0b01010, "umaxv">;
defm SMINV : SIMDAcrossBHS<0, 0b11010, "sminv">;
defm UMINV : SIMDAcrossBHS<1, 0b11010, "uminv">;
defm SADDLV : SIMDAcrossLong<0, "saddlv">;
defm UADDLV : SIMDAcrossLong<1, "uaddlv">;
/// ADDP (scalar): the two doublewords of Rn summed: 01 0 11110 11 11000 11011 10 Rn Rd.
def ADDPv2i64p : I<(outs FPR64:$Rd), (ins V128_2D:$Rn), "addp", "$Rd, $Rn"> {
  bits<5> Rd;
  bits<5> Rn;
  let Inst{31-10} = 0b0101111011110001101110;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
/// FADDP (scalar): 01 1 11110 0 sz 11000 01101 10 Rn Rd.
class SIMDFAddPairScalar<bit sz, RegisterClass rd, RegisterOperand vn>
    : I<(outs rd:$Rd), (ins vn:$Rn), "faddp", "$Rd, $Rn"> {
  bits<5> Rd;
  bits<5> Rn;
  let Inst{31-23} = 0b011111100;
  let Inst{22} = sz;
  let Inst{21-10} = 0b110000110110;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
  let Uses = [FPCR];
  let mayRaiseFPException = true;
}
def FADDPv2i32p : SIMDFAddPairScalar<0, FPR32, V64_2S>;
def FADDPv2i64p : SIMDFAddPairScalar<1, FPR64, V128_2D>;

//===----------------------------------------------------------------------===//
// Permutes: 0 Q 001110 size 0 Rm 0 opc 10 Rn Rd; ext: 0 Q 101110 00 0 Rm 0 imm4 0 Rn Rd.
//===----------------------------------------------------------------------===//

/// zip, uzp and trn of one arrangement.
class SIMDPermute<bit Q, bits<2> size, bits<3> opc, RegisterOperand vo, string asm>
    : I<(outs vo:$Rd), (ins vo:$Rn, vo:$Rm), asm, "$Rd, $Rn, $Rm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31} = 0;
  let Inst{30} = Q;
  let Inst{29-24} = 0b001110;
  let Inst{23-22} = size;
  let Inst{21} = 0;
  let Inst{20-16} = Rm;
  let Inst{15} = 0;
  let Inst{14-12} = opc;
  let Inst{11-10} = 0b10;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
multiclass SIMDPermuteAll<bits<3> opc, string asm> {
  def v8i8 : SIMDPermute<0, 0b00, opc, V64_8B, asm>;
  def v16i8 : SIMDPermute<1, 0b00, opc, V128_16B, asm>;
  def v4i16 : SIMDPermute<0, 0b01, opc, V64_4H, asm>;
  def v8i16 : SIMDPermute<1, 0b01, opc, V128_8H, asm>;
  def v2i32 : SIMDPermute<0, 0b10, opc, V64_2S, asm>;
  def v4i32 : SIMDPermute<1, 0b10, opc, V128_4S, asm>;
  def v2i64 : SIMDPermute<1, 0b11, opc, V128_2D, asm>;
}
defm UZP1 : SIMDPermuteAll<0b001, "uzp1">;
defm TRN1 : SIMDPermuteAll<0b010, "trn1">;
defm ZIP1 : SIMDPermuteAll<0b011, "zip1">;
defm UZP2 : SIMDPermuteAll<0b101, "uzp2">;
defm TRN2 : SIMDPermuteAll<0b110, "trn2">;
defm ZIP2 : SIMDPermuteAll<0b111, "zip2">;
/// EXT: bytes imm.. of Rn:Rm (the index in imm4; 8b uses imm4<2:0> with imm4<3> zero).
class SIMDExt<bit Q, RegisterOperand vo, Operand idx>
    : I<(outs vo:$Rd), (ins vo:$Rn, vo:$Rm, idx:$imm), "ext", "$Rd, $Rn, $Rm, $imm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  bits<4> imm;
  let Inst{31} = 0;
  let Inst{30} = Q;
  let Inst{29-21} = 0b101110000;
  let Inst{20-16} = Rm;
  let Inst{15} = 0;
  let Inst{14-11} = imm;
  let Inst{10} = 0;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
def EXTv8i8 : SIMDExt<0, V64_8B, imm0_7>;
def EXTv16i8 : SIMDExt<1, V128_16B, imm0_15>;

//===----------------------------------------------------------------------===//
// Three registers of different arrangements: 0 Q U 01110 size 1 Rm opcode 00 Rn Rd. The
// "2" forms (Q = 1) read the upper halves of their narrow sources.
//===----------------------------------------------------------------------===//

/// A long or wide operation.
class SIMDThreeDiff<bit Q, bit U, bits<2> size, bits<4> opcode, RegisterOperand vd,
                    RegisterOperand vn, RegisterOperand vm, string asm>
    : I<(outs vd:$Rd), (ins vn:$Rn, vm:$Rm), asm, "$Rd, $Rn, $Rm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31} = 0;
  let Inst{30} = Q;
  let Inst{29} = U;
  let Inst{28-24} = 0b01110;
  let Inst{23-22} = size;
  let Inst{21} = 1;
  let Inst{20-16} = Rm;
  let Inst{15-12} = opcode;
  let Inst{11-10} = 0b00;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
/// A long accumulating operation (umlal): Rd is read and written.
class SIMDThreeDiffTied<bit Q, bit U, bits<2> size, bits<4> opcode, RegisterOperand vd,
                        RegisterOperand vn, string asm>
    : I<(outs vd:$Rd), (ins vd:$Rd_in, vn:$Rn, vn:$Rm), asm, "$Rd, $Rn, $Rm", "$Rd = $Rd_in"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31} = 0;
  let Inst{30} = Q;
  let Inst{29} = U;
  let Inst{28-24} = 0b01110;
  let Inst{23-22} = size;
  let Inst{21} = 1;
  let Inst{20-16} = Rm;
  let Inst{15-12} = opcode;
  let Inst{11-10} = 0b00;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
/// Both sources narrow (umull v0.2d, v1.2s, v2.2s; umull2 from the upper halves).
multiclass SIMDLongBHS<bit U, bits<4> opcode, string asm> {
  def v8i8_v8i16 : SIMDThreeDiff<0, U, 0b00, opcode, V128_8H, V64_8B, V64_8B, asm>;
  def v16i8_v8i16 : SIMDThreeDiff<1, U, 0b00, opcode, V128_8H, V128_16B, V128_16B, asm # "2">;
  def v4i16_v4i32 : SIMDThreeDiff<0, U, 0b01, opcode, V128_4S, V64_4H, V64_4H, asm>;
  def v8i16_v4i32 : SIMDThreeDiff<1, U, 0b01, opcode, V128_4S, V128_8H, V128_8H, asm # "2">;
  def v2i32_v2i64 : SIMDThreeDiff<0, U, 0b10, opcode, V128_2D, V64_2S, V64_2S, asm>;
  def v4i32_v2i64 : SIMDThreeDiff<1, U, 0b10, opcode, V128_2D, V128_4S, V128_4S, asm # "2">;
}
/// The first source wide, the second narrow (saddw v0.2d, v0.2d, v1.2s).
multiclass SIMDWideBHS<bit U, bits<4> opcode, string asm> {
  def v8i8_v8i16 : SIMDThreeDiff<0, U, 0b00, opcode, V128_8H, V128_8H, V64_8B, asm>;
  def v16i8_v8i16 : SIMDThreeDiff<1, U, 0b00, opcode, V128_8H, V128_8H, V128_16B, asm # "2">;
  def v4i16_v4i32 : SIMDThreeDiff<0, U, 0b01, opcode, V128_4S, V128_4S, V64_4H, asm>;
  def v8i16_v4i32 : SIMDThreeDiff<1, U, 0b01, opcode, V128_4S, V128_4S, V128_8H, asm # "2">;
  def v2i32_v2i64 : SIMDThreeDiff<0, U, 0b10, opcode, V128_2D, V128_2D, V64_2S, asm>;
  def v4i32_v2i64 : SIMDThreeDiff<1, U, 0b10, opcode, V128_2D, V128_2D, V128_4S, asm # "2">;
}
/// A long multiply-accumulate.
multiclass SIMDLongTiedBHS<bit U, bits<4> opcode, string asm> {
  def v8i8_v8i16 : SIMDThreeDiffTied<0, U, 0b00, opcode, V128_8H, V64_8B, asm>;
  def v16i8_v8i16 : SIMDThreeDiffTied<1, U, 0b00, opcode, V128_8H, V128_16B, asm # "2">;
  def v4i16_v4i32 : SIMDThreeDiffTied<0, U, 0b01, opcode, V128_4S, V64_4H, asm>;
  def v8i16_v4i32 : SIMDThreeDiffTied<1, U, 0b01, opcode, V128_4S, V128_8H, asm # "2">;
  def v2i32_v2i64 : SIMDThreeDiffTied<0, U, 0b10, opcode, V128_2D, V64_2S, asm>;
  def v4i32_v2i64 : SIMDThreeDiffTied<1, U, 0b10, opcode, V128_2D, V128_4S, asm # "2">;
}
defm SADDL : SIMDLongBHS<0, 0b0000, "saddl">;
defm UADDL : SIMDLongBHS<1, 0b0000, "uaddl">;
defm SSUBL : SIMDLongBHS<0, 0b0010, "ssubl">;
defm USUBL : SIMDLongBHS<1, 0b0010, "usubl">;
defm SABDL : SIMDLongBHS<0, 0b0111, "sabdl">;
defm UABDL : SIMDLongBHS<1, 0b0111, "uabdl">;
defm SMULL : SIMDLongBHS<0, 0b1100, "smull">;
defm UMULL : SIMDLongBHS<1, 0b1100, "umull">;
defm SADDW : SIMDWideBHS<0, 0b0001, "saddw">;
defm UADDW : SIMDWideBHS<1, 0b0001, "uaddw">;
defm SSUBW : SIMDWideBHS<0, 0b0011, "ssubw">;
defm USUBW : SIMDWideBHS<1, 0b0011, "usubw">;
defm SMLAL : SIMDLongTiedBHS<0, 0b1000, "smlal">;
defm UMLAL : SIMDLongTiedBHS<1, 0b1000, "umlal">;
defm SMLSL : SIMDLongTiedBHS<0, 0b1010, "smlsl">;
defm UMLSL : SIMDLongTiedBHS<1, 0b1010, "umlsl">;

//===----------------------------------------------------------------------===//
// Shifts by immediate: 0 Q U 011110 immh:immb opcode 1 Rn Rd; the leading one of immh
// gives the lane width, the bits below it the amount.
//===----------------------------------------------------------------------===//

/// A shift by immediate with its operands as given.
class SIMDShiftG<bit Q, bit U, bits<5> opcode, dag outs, dag ins, string asm,
                 string cstr = "">
    : I<outs, ins, asm, "$Rd, $Rn, $imm", cstr> {
  bits<5> Rd;
  bits<5> Rn;
  bits<6> imm;
  let Inst{31} = 0;
  let Inst{30} = Q;
  let Inst{29} = U;
  let Inst{28-23} = 0b011110;
  let Inst{15-11} = opcode;
  let Inst{10} = 1;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
/// ... on byte lanes (immh 0001).
class SIMDShiftB<bit Q, bit U, bits<5> opcode, dag outs, dag ins, string asm,
                 string cstr = "">
    : SIMDShiftG<Q, U, opcode, outs, ins, asm, cstr> {
  let Inst{22-19} = 0b0001;
  let Inst{18-16} = imm{2-0};
}
/// ... on halfword lanes (immh 001x).
class SIMDShiftH<bit Q, bit U, bits<5> opcode, dag outs, dag ins, string asm,
                 string cstr = "">
    : SIMDShiftG<Q, U, opcode, outs, ins, asm, cstr> {
  let Inst{22-20} = 0b001;
  let Inst{19-16} = imm{3-0};
}
/// ... on word lanes (immh 01xx).
class SIMDShiftS<bit Q, bit U, bits<5> opcode, dag outs, dag ins, string asm,
                 string cstr = "">
    : SIMDShiftG<Q, U, opcode, outs, ins, asm, cstr> {
  let Inst{22-21} = 0b01;
  let Inst{20-16} = imm{4-0};
}
/// ... on doubleword lanes (immh 1xxx).
class SIMDShiftD<bit Q, bit U, bits<5> opcode, dag outs, dag ins, string asm,
                 string cstr = "">
    : SIMDShiftG<Q, U, opcode, outs, ins, asm, cstr> {
  let Inst{22} = 1;
  let Inst{21-16} = imm{5-0};
}
/// The 64-bit arrangements of a shift (the 128-bit ones are [`SIMDShiftImmBHSD`]).
multiclass SIMDShift64<bit U, bits<5> opcode, string asm, Operand a8, Operand a16,
                       Operand a32> {
  def v8i8_shift : SIMDShiftB<0, U, opcode, (outs V64_8B:$Rd), (ins V64_8B:$Rn, a8:$imm), asm>;
  def v4i16_shift : SIMDShiftH<0, U, opcode, (outs V64_4H:$Rd), (ins V64_4H:$Rn, a16:$imm), asm>;
  def v2i32_shift : SIMDShiftS<0, U, opcode, (outs V64_2S:$Rd), (ins V64_2S:$Rn, a32:$imm), asm>;
}
defm SHL : SIMDShift64<0, 0b01010, "shl", vecshiftL8, vecshiftL16, vecshiftL32>;
defm SSHR : SIMDShift64<0, 0b00000, "sshr", vecshiftR8, vecshiftR16, vecshiftR32>;
defm USHR : SIMDShift64<1, 0b00000, "ushr", vecshiftR8, vecshiftR16, vecshiftR32>;
/// Shift right and accumulate (usra, ssra), every arrangement.
multiclass SIMDShiftAcc<bit U, string asm> {
  def v8i8_shift : SIMDShiftB<0, U, 0b00010, (outs V64_8B:$Rd),
                              (ins V64_8B:$Rd_in, V64_8B:$Rn, vecshiftR8:$imm), asm, "$Rd = $Rd_in">;
  def v16i8_shift : SIMDShiftB<1, U, 0b00010, (outs V128_16B:$Rd),
                               (ins V128_16B:$Rd_in, V128_16B:$Rn, vecshiftR8:$imm), asm, "$Rd = $Rd_in">;
  def v4i16_shift : SIMDShiftH<0, U, 0b00010, (outs V64_4H:$Rd),
                               (ins V64_4H:$Rd_in, V64_4H:$Rn, vecshiftR16:$imm), asm, "$Rd = $Rd_in">;
  def v8i16_shift : SIMDShiftH<1, U, 0b00010, (outs V128_8H:$Rd),
                               (ins V128_8H:$Rd_in, V128_8H:$Rn, vecshiftR16:$imm), asm, "$Rd = $Rd_in">;
  def v2i32_shift : SIMDShiftS<0, U, 0b00010, (outs V64_2S:$Rd),
                               (ins V64_2S:$Rd_in, V64_2S:$Rn, vecshiftR32:$imm), asm, "$Rd = $Rd_in">;
  def v4i32_shift : SIMDShiftS<1, U, 0b00010, (outs V128_4S:$Rd),
                               (ins V128_4S:$Rd_in, V128_4S:$Rn, vecshiftR32:$imm), asm, "$Rd = $Rd_in">;
  def v2i64_shift : SIMDShiftD<1, U, 0b00010, (outs V128_2D:$Rd),
                               (ins V128_2D:$Rd_in, V128_2D:$Rn, vecshiftR64:$imm), asm, "$Rd = $Rd_in">;
}
defm SSRA : SIMDShiftAcc<0, "ssra">;
defm USRA : SIMDShiftAcc<1, "usra">;
/// Shift left long (ushll v0.8h, v1.8b, #3; ushll2 from the upper half).
multiclass SIMDShiftLong<bit U, string asm> {
  def v8i8_shift : SIMDShiftB<0, U, 0b10100, (outs V128_8H:$Rd), (ins V64_8B:$Rn, vecshiftL8:$imm), asm>;
  def v16i8_shift : SIMDShiftB<1, U, 0b10100, (outs V128_8H:$Rd), (ins V128_16B:$Rn, vecshiftL8:$imm), asm # "2">;
  def v4i16_shift : SIMDShiftH<0, U, 0b10100, (outs V128_4S:$Rd), (ins V64_4H:$Rn, vecshiftL16:$imm), asm>;
  def v8i16_shift : SIMDShiftH<1, U, 0b10100, (outs V128_4S:$Rd), (ins V128_8H:$Rn, vecshiftL16:$imm), asm # "2">;
  def v2i32_shift : SIMDShiftS<0, U, 0b10100, (outs V128_2D:$Rd), (ins V64_2S:$Rn, vecshiftL32:$imm), asm>;
  def v4i32_shift : SIMDShiftS<1, U, 0b10100, (outs V128_2D:$Rd), (ins V128_4S:$Rn, vecshiftL32:$imm), asm # "2">;
}
defm SSHLL : SIMDShiftLong<0, "sshll">;
defm USHLL : SIMDShiftLong<1, "ushll">;
/// Shift right narrow (shrn v0.8b, v1.8h, #3; shrn2 writes the upper half).
multiclass SIMDShiftNarrow<bit U, bits<5> opcode, string asm> {
  def v8i8_shift : SIMDShiftB<0, U, opcode, (outs V64_8B:$Rd), (ins V128_8H:$Rn, vecshiftR8:$imm), asm>;
  def v16i8_shift : SIMDShiftB<1, U, opcode, (outs V128_16B:$Rd),
                               (ins V128_16B:$Rd_in, V128_8H:$Rn, vecshiftR8:$imm), asm # "2", "$Rd = $Rd_in">;
  def v4i16_shift : SIMDShiftH<0, U, opcode, (outs V64_4H:$Rd), (ins V128_4S:$Rn, vecshiftR16:$imm), asm>;
  def v8i16_shift : SIMDShiftH<1, U, opcode, (outs V128_8H:$Rd),
                               (ins V128_8H:$Rd_in, V128_4S:$Rn, vecshiftR16:$imm), asm # "2", "$Rd = $Rd_in">;
  def v2i32_shift : SIMDShiftS<0, U, opcode, (outs V64_2S:$Rd), (ins V128_2D:$Rn, vecshiftR32:$imm), asm>;
  def v4i32_shift : SIMDShiftS<1, U, opcode, (outs V128_4S:$Rd),
                               (ins V128_4S:$Rd_in, V128_2D:$Rn, vecshiftR32:$imm), asm # "2", "$Rd = $Rd_in">;
}
defm SHRN : SIMDShiftNarrow<0, 0b10000, "shrn">;
defm RSHRN : SIMDShiftNarrow<0, 0b10001, "rshrn">;
/// Conversions with fractional bits (fcvtzs v0.2d, v1.2d, #3), encoded as right shifts.
multiclass SIMDFixedConvert<bit U, bits<5> opcode, string asm> {
  let Uses = [FPCR], mayRaiseFPException = true in {
  def v2i32_shift : SIMDShiftS<0, U, opcode, (outs V64_2S:$Rd), (ins V64_2S:$Rn, vecshiftR32:$imm), asm>;
  def v4i32_shift : SIMDShiftS<1, U, opcode, (outs V128_4S:$Rd), (ins V128_4S:$Rn, vecshiftR32:$imm), asm>;
  def v2i64_shift : SIMDShiftD<1, U, opcode, (outs V128_2D:$Rd), (ins V128_2D:$Rn, vecshiftR64:$imm), asm>;
  }
}
defm FCVTZS : SIMDFixedConvert<0, 0b11111, "fcvtzs">;
defm FCVTZU : SIMDFixedConvert<1, 0b11111, "fcvtzu">;
defm SCVTF : SIMDFixedConvert<0, 0b11100, "scvtf">;
defm UCVTF : SIMDFixedConvert<1, 0b11100, "ucvtf">;

//===----------------------------------------------------------------------===//
// Modified immediates: 0 Q op 0111100000 a b c cmode o2 1 d e f g h Rd.
//===----------------------------------------------------------------------===//

/// A modified-immediate instruction; `cmode` chooses how the 8 bits abcdefgh expand.
class SIMDModImm<bit Q, bit op, bits<4> cmode, dag outs, dag ins, string asm,
                 string operands, string cstr = "">
    : I<outs, ins, asm, operands, cstr> {
  bits<5> Rd;
  bits<8> imm;
  let Inst{31} = 0;
  let Inst{30} = Q;
  let Inst{29} = op;
  let Inst{28-19} = 0b0111100000;
  let Inst{18-16} = imm{7-5};
  let Inst{15-12} = cmode;
  let Inst{11-10} = 0b01;
  let Inst{9-5} = imm{4-0};
  let Inst{4-0} = Rd;
  let isReMaterializable = true;
  let isAsCheapAsAMove = true;
}
/// movi/mvni: Rd = the expanded immediate; `shift` is how the shift is written.
class SIMDModImmMov<bit Q, bit op, bits<4> cmode, RegisterOperand vo, string asm,
                    string shift = "">
    : SIMDModImm<Q, op, cmode, (outs vo:$Rd), (ins imm0_255:$imm), asm, "$Rd, $imm" # shift>;
/// orr/bic (immediate): Rd is read and written.
class SIMDModImmTied<bit Q, bit op, bits<4> cmode, RegisterOperand vo, string asm,
                     string shift = "">
    : SIMDModImm<Q, op, cmode, (outs vo:$Rd), (ins vo:$Rd_in, imm0_255:$imm), asm,
                 "$Rd, $imm" # shift, "$Rd = $Rd_in">;
/// The shifted forms of movi and mvni: words shifted by 0-24 (lsl) or shifted in with
/// ones (msl), halfwords shifted by 0 or 8.
multiclass SIMDModImmShifted<bit op, string asm> {
  def v2i32 : SIMDModImmMov<0, op, 0b0000, V64_2S, asm>;
  def v2i32_lsl8 : SIMDModImmMov<0, op, 0b0010, V64_2S, asm, ", lsl #8">;
  def v2i32_lsl16 : SIMDModImmMov<0, op, 0b0100, V64_2S, asm, ", lsl #16">;
  def v2i32_lsl24 : SIMDModImmMov<0, op, 0b0110, V64_2S, asm, ", lsl #24">;
  def v4i32 : SIMDModImmMov<1, op, 0b0000, V128_4S, asm>;
  def v4i32_lsl8 : SIMDModImmMov<1, op, 0b0010, V128_4S, asm, ", lsl #8">;
  def v4i32_lsl16 : SIMDModImmMov<1, op, 0b0100, V128_4S, asm, ", lsl #16">;
  def v4i32_lsl24 : SIMDModImmMov<1, op, 0b0110, V128_4S, asm, ", lsl #24">;
  def v4i16 : SIMDModImmMov<0, op, 0b1000, V64_4H, asm>;
  def v4i16_lsl8 : SIMDModImmMov<0, op, 0b1010, V64_4H, asm, ", lsl #8">;
  def v8i16 : SIMDModImmMov<1, op, 0b1000, V128_8H, asm>;
  def v8i16_lsl8 : SIMDModImmMov<1, op, 0b1010, V128_8H, asm, ", lsl #8">;
  def v2s_msl8 : SIMDModImmMov<0, op, 0b1100, V64_2S, asm, ", msl #8">;
  def v2s_msl16 : SIMDModImmMov<0, op, 0b1101, V64_2S, asm, ", msl #16">;
  def v4s_msl8 : SIMDModImmMov<1, op, 0b1100, V128_4S, asm, ", msl #8">;
  def v4s_msl16 : SIMDModImmMov<1, op, 0b1101, V128_4S, asm, ", msl #16">;
}
defm MOVI : SIMDModImmShifted<0, "movi">;
defm MVNI : SIMDModImmShifted<1, "mvni">;
/// orr and bic with a shifted immediate.
multiclass SIMDModImmLogic<bit op, string asm> {
  def v2i32_imm : SIMDModImmTied<0, op, 0b0001, V64_2S, asm>;
  def v2i32_imm8 : SIMDModImmTied<0, op, 0b0011, V64_2S, asm, ", lsl #8">;
  def v2i32_imm16 : SIMDModImmTied<0, op, 0b0101, V64_2S, asm, ", lsl #16">;
  def v2i32_imm24 : SIMDModImmTied<0, op, 0b0111, V64_2S, asm, ", lsl #24">;
  def v4i32_imm : SIMDModImmTied<1, op, 0b0001, V128_4S, asm>;
  def v4i32_imm8 : SIMDModImmTied<1, op, 0b0011, V128_4S, asm, ", lsl #8">;
  def v4i32_imm16 : SIMDModImmTied<1, op, 0b0101, V128_4S, asm, ", lsl #16">;
  def v4i32_imm24 : SIMDModImmTied<1, op, 0b0111, V128_4S, asm, ", lsl #24">;
  def v4i16_imm : SIMDModImmTied<0, op, 0b1001, V64_4H, asm>;
  def v4i16_imm8 : SIMDModImmTied<0, op, 0b1011, V64_4H, asm, ", lsl #8">;
  def v8i16_imm : SIMDModImmTied<1, op, 0b1001, V128_8H, asm>;
  def v8i16_imm8 : SIMDModImmTied<1, op, 0b1011, V128_8H, asm, ", lsl #8">;
}
defm ORR : SIMDModImmLogic<0, "orr">;
defm BIC : SIMDModImmLogic<1, "bic">;
// Every byte the immediate (cmode 1110, op 0).
def MOVIv8b_ns : SIMDModImmMov<0, 0, 0b1110, V64_8B, "movi">;
def MOVIv16b_ns : SIMDModImmMov<1, 0, 0b1110, V128_16B, "movi">;
// fmov (vector, immediate): cmode 1111; the 8 bits are an FP immediate.
def FMOVv2f32_ns : SIMDModImm<0, 0, 0b1111, (outs V64_2S:$Rd), (ins fpimm8:$imm), "fmov",
                              "$Rd, $imm">;
def FMOVv4f32_ns : SIMDModImm<1, 0, 0b1111, (outs V128_4S:$Rd), (ins fpimm8:$imm), "fmov",
                              "$Rd, $imm">;
def FMOVv2f64_ns : SIMDModImm<1, 1, 0b1111, (outs V128_2D:$Rd), (ins fpimm8:$imm), "fmov",
                              "$Rd, $imm">;

//===----------------------------------------------------------------------===//
// By element: 0 Q U 01111 size L M Rm opcode H 0 Rn Rd (vector), 01 U 11111 ... (scalar);
// the lane index is H (d), H:L (s).
//===----------------------------------------------------------------------===//

/// An operation with one source a lane of Rm; `scalar` selects the scalar form.
class SIMDIndexed<bit scalar, bit Q, bit U, bits<2> size, bits<4> opcode, dag outs, dag ins,
                  string asm, string cstr = "">
    : I<outs, ins, asm, "$Rd, $Rn, $Rm[$idx]", cstr> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31} = 0;
  let Inst{30} = Q;
  let Inst{29} = U;
  let Inst{28} = scalar;
  let Inst{27-24} = 0b1111;
  let Inst{23-22} = size;
  let Inst{20-16} = Rm;
  let Inst{15-12} = opcode;
  let Inst{10} = 0;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
/// ... indexing a doubleword lane (H).
class SIMDIndexedD<bit scalar, bit Q, bit U, bits<2> size, bits<4> opcode, dag outs, dag ins,
                   string asm, string cstr = "">
    : SIMDIndexed<scalar, Q, U, size, opcode, outs, ins, asm, cstr> {
  bits<1> idx;
  let Inst{21} = 0;
  let Inst{11} = idx;
}
/// ... indexing a word lane (H:L).
class SIMDIndexedS<bit scalar, bit Q, bit U, bits<2> size, bits<4> opcode, dag outs, dag ins,
                   string asm, string cstr = "">
    : SIMDIndexed<scalar, Q, U, size, opcode, outs, ins, asm, cstr> {
  bits<2> idx;
  let Inst{21} = idx{0};
  let Inst{11} = idx{1};
}
/// An FP multiply(-accumulate) by element in its vector and scalar forms.
multiclass SIMDFPIndexed<bits<4> opcode, string asm, bit tied> {
  let Uses = [FPCR], mayRaiseFPException = true in {
  def v2i32_indexed : SIMDIndexedS<0, 0, 0, 0b10, opcode, (outs V64_2S:$Rd),
      !if(tied, (ins V64_2S:$Rd_in, V64_2S:$Rn, V128_S:$Rm, VectorIndexS:$idx),
                (ins V64_2S:$Rn, V128_S:$Rm, VectorIndexS:$idx)),
      asm, !if(tied, "$Rd = $Rd_in", "")>;
  def v4i32_indexed : SIMDIndexedS<0, 1, 0, 0b10, opcode, (outs V128_4S:$Rd),
      !if(tied, (ins V128_4S:$Rd_in, V128_4S:$Rn, V128_S:$Rm, VectorIndexS:$idx),
                (ins V128_4S:$Rn, V128_S:$Rm, VectorIndexS:$idx)),
      asm, !if(tied, "$Rd = $Rd_in", "")>;
  def v2i64_indexed : SIMDIndexedD<0, 1, 0, 0b11, opcode, (outs V128_2D:$Rd),
      !if(tied, (ins V128_2D:$Rd_in, V128_2D:$Rn, V128_D:$Rm, VectorIndexD:$idx),
                (ins V128_2D:$Rn, V128_D:$Rm, VectorIndexD:$idx)),
      asm, !if(tied, "$Rd = $Rd_in", "")>;
  def v1i32_indexed : SIMDIndexedS<1, 1, 0, 0b10, opcode, (outs FPR32:$Rd),
      !if(tied, (ins FPR32:$Rd_in, FPR32:$Rn, V128_S:$Rm, VectorIndexS:$idx),
                (ins FPR32:$Rn, V128_S:$Rm, VectorIndexS:$idx)),
      asm, !if(tied, "$Rd = $Rd_in", "")>;
  def v1i64_indexed : SIMDIndexedD<1, 1, 0, 0b11, opcode, (outs FPR64:$Rd),
      !if(tied, (ins FPR64:$Rd_in, FPR64:$Rn, V128_D:$Rm, VectorIndexD:$idx),
                (ins FPR64:$Rn, V128_D:$Rm, VectorIndexD:$idx)),
      asm, !if(tied, "$Rd = $Rd_in", "")>;
  }
}
defm FMLA : SIMDFPIndexed<0b0001, "fmla", 1>;
defm FMLS : SIMDFPIndexed<0b0101, "fmls", 1>;
defm FMUL : SIMDFPIndexed<0b1001, "fmul", 0>;
// Integer multiply(-accumulate) by a word lane.
def MULv2i32_indexed : SIMDIndexedS<0, 0, 0, 0b10, 0b1000, (outs V64_2S:$Rd),
                                    (ins V64_2S:$Rn, V128_S:$Rm, VectorIndexS:$idx), "mul">;
def MULv4i32_indexed : SIMDIndexedS<0, 1, 0, 0b10, 0b1000, (outs V128_4S:$Rd),
                                    (ins V128_4S:$Rn, V128_S:$Rm, VectorIndexS:$idx), "mul">;
def MLAv2i32_indexed : SIMDIndexedS<0, 0, 1, 0b10, 0b0000, (outs V64_2S:$Rd),
    (ins V64_2S:$Rd_in, V64_2S:$Rn, V128_S:$Rm, VectorIndexS:$idx), "mla", "$Rd = $Rd_in">;
def MLAv4i32_indexed : SIMDIndexedS<0, 1, 1, 0b10, 0b0000, (outs V128_4S:$Rd),
    (ins V128_4S:$Rd_in, V128_4S:$Rn, V128_S:$Rm, VectorIndexS:$idx), "mla", "$Rd = $Rd_in">;
def MLSv2i32_indexed : SIMDIndexedS<0, 0, 1, 0b10, 0b0100, (outs V64_2S:$Rd),
    (ins V64_2S:$Rd_in, V64_2S:$Rn, V128_S:$Rm, VectorIndexS:$idx), "mls", "$Rd = $Rd_in">;
def MLSv4i32_indexed : SIMDIndexedS<0, 1, 1, 0b10, 0b0100, (outs V128_4S:$Rd),
    (ins V128_4S:$Rd_in, V128_4S:$Rn, V128_S:$Rm, VectorIndexS:$idx), "mls", "$Rd = $Rd_in">;

//===----------------------------------------------------------------------===//
// Copies: dup of a general register into the 64-bit arrangements, lane-to-lane ins of
// bytes and halfwords.
//===----------------------------------------------------------------------===//

def DUPv8i8gpr : SIMDCopy<0, 0, 0b0001, (outs V64_8B:$Rd), (ins GPR32:$Rn), "dup", "$Rd, $Rn"> {
  let imm5 = 0b00001;
}
def DUPv4i16gpr : SIMDCopy<0, 0, 0b0001, (outs V64_4H:$Rd), (ins GPR32:$Rn), "dup", "$Rd, $Rn"> {
  let imm5 = 0b00010;
}
def DUPv2i32gpr : SIMDCopy<0, 0, 0b0001, (outs V64_2S:$Rd), (ins GPR32:$Rn), "dup", "$Rd, $Rn"> {
  let imm5 = 0b00100;
}
def INSvi8lane : I<(outs V128_B:$Rd),
                   (ins V128_B:$Rd_in, VectorIndexB:$idx, V128_B:$Rn, VectorIndexB:$idx2),
                   "mov", "$Rd[$idx], $Rn[$idx2]", "$Rd = $Rd_in"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<4> idx;
  bits<4> idx2;
  let Inst{31-21} = 0b01101110000;
  let Inst{20-16} = {idx, 0b1};
  let Inst{15} = 0;
  let Inst{14-11} = idx2;
  let Inst{10} = 1;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
def INSvi16lane : I<(outs V128_H:$Rd),
                    (ins V128_H:$Rd_in, VectorIndexH:$idx, V128_H:$Rn, VectorIndexH:$idx2),
                    "mov", "$Rd[$idx], $Rn[$idx2]", "$Rd = $Rd_in"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<3> idx;
  bits<3> idx2;
  let Inst{31-21} = 0b01101110000;
  let Inst{20-16} = {idx, 0b10};
  let Inst{15} = 0;
  let Inst{14-12} = idx2;
  let Inst{11} = 0;
  let Inst{10} = 1;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

//===----------------------------------------------------------------------===//
// One-register lists: single-lane loads and stores, load-and-replicate, table lookup.
// ld1/st1 (lane): 0 Q 001101 post L 0 Rm opcode S size Rn Rt, the lane index spread over
// Q:S:size; ld1r: opcode 110 with S 0 and the arrangement in Q:size; the post-index
// forms (post 1) with Rm 11111 step Rn by the bytes transferred.
//===----------------------------------------------------------------------===//

/// A single-structure load or store; `post` selects the post-index form.
class SIMDLdSt1<bit post, bit L, bits<3> opcode, dag outs, dag ins, string asm,
                string operands, string cstr = "">
    : I<outs, ins, asm, operands, cstr> {
  bits<5> Vt;
  bits<5> Rn;
  let Inst{31} = 0;
  let Inst{29-24} = 0b001101;
  let Inst{23} = post;
  let Inst{22} = L;
  let Inst{21} = 0;
  let Inst{20-16} = !if(post, 0b11111, 0b00000);
  let Inst{15-13} = opcode;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Vt;
  let mayLoad = L;
  let mayStore = !not(L);
}
/// A lane load (`ld1 { v0.s }[1], [x0]`, the other lanes kept) or store (`st1`); `step`
/// is the post-index amount.
class SIMDLane<bit post, bit L, bits<3> opcode, RegisterOperand lane, Operand ix, string step>
    : SIMDLdSt1<post, L, opcode,
        !if(L, !if(post, (outs GPR64sp:$wback, lane:$Vt), (outs lane:$Vt)),
               !if(post, (outs GPR64sp:$wback), (outs))),
        !if(L, (ins lane:$Vt_in, ix:$idx, GPR64sp:$Rn), (ins lane:$Vt, ix:$idx, GPR64sp:$Rn)),
        !if(L, "ld1", "st1"), "{ $Vt }[$idx], [$Rn]" # !if(post, ", " # step, ""),
        !if(L, !if(post, "$Vt = $Vt_in, $Rn = $wback", "$Vt = $Vt_in"),
               !if(post, "$Rn = $wback", ""))>;
/// A byte lane: the index in Q:S:size.
class SIMDLaneB<bit post, bit L> : SIMDLane<post, L, 0b000, V128_B, VectorIndexB, "#1"> {
  bits<4> idx;
  let Inst{30} = idx{3};
  let Inst{12} = idx{2};
  let Inst{11-10} = idx{1-0};
}
/// A halfword lane: the index in Q:S:size<1>.
class SIMDLaneH<bit post, bit L> : SIMDLane<post, L, 0b010, V128_H, VectorIndexH, "#2"> {
  bits<3> idx;
  let Inst{30} = idx{2};
  let Inst{12} = idx{1};
  let Inst{11} = idx{0};
  let Inst{10} = 0;
}
/// A word lane: the index in Q:S.
class SIMDLaneS<bit post, bit L> : SIMDLane<post, L, 0b100, V128_S, VectorIndexS, "#4"> {
  bits<2> idx;
  let Inst{30} = idx{1};
  let Inst{12} = idx{0};
  let Inst{11-10} = 0b00;
}
/// A doubleword lane: the index in Q.
class SIMDLaneD<bit post, bit L> : SIMDLane<post, L, 0b100, V128_D, VectorIndexD, "#8"> {
  bits<1> idx;
  let Inst{30} = idx;
  let Inst{12} = 0;
  let Inst{11-10} = 0b01;
}
multiclass SIMDLanes<bit L, string asm> {
  def i8 : SIMDLaneB<0, L>;
  def i8_POST : SIMDLaneB<1, L>;
  def i16 : SIMDLaneH<0, L>;
  def i16_POST : SIMDLaneH<1, L>;
  def i32 : SIMDLaneS<0, L>;
  def i32_POST : SIMDLaneS<1, L>;
  def i64 : SIMDLaneD<0, L>;
  def i64_POST : SIMDLaneD<1, L>;
}
defm LD1 : SIMDLanes<1, "ld1">;
defm ST1 : SIMDLanes<0, "st1">;
/// Load one element into every lane (`ld1r { v0.4s }, [x0]`).
class SIMDLd1R<bit post, bit Q, bits<2> size, RegisterOperand vo, string step>
    : SIMDLdSt1<post, 1, 0b110, !if(post, (outs GPR64sp:$wback, vo:$Vt), (outs vo:$Vt)),
                (ins GPR64sp:$Rn), "ld1r", "{ $Vt }, [$Rn]" # !if(post, ", " # step, ""),
                !if(post, "$Rn = $wback", "")> {
  let Inst{30} = Q;
  let Inst{12} = 0;
  let Inst{11-10} = size;
}
multiclass SIMDLd1RAll<bit post> {
  def v8b : SIMDLd1R<post, 0, 0b00, V64_8B, "#1">;
  def v16b : SIMDLd1R<post, 1, 0b00, V128_16B, "#1">;
  def v4h : SIMDLd1R<post, 0, 0b01, V64_4H, "#2">;
  def v8h : SIMDLd1R<post, 1, 0b01, V128_8H, "#2">;
  def v2s : SIMDLd1R<post, 0, 0b10, V64_2S, "#4">;
  def v4s : SIMDLd1R<post, 1, 0b10, V128_4S, "#4">;
  def v2d : SIMDLd1R<post, 1, 0b11, V128_2D, "#8">;
}
defm LD1R : SIMDLd1RAll<0>;
defm LD1R_POST : SIMDLd1RAll<1>;
/// Table lookup in a list of one to four registers (tbl: out-of-range indices give 0; tbx:
/// keep Rd): 0 Q 001110 000 Rm 0 len op 00 Rn Rd, len the number of registers less one.
class SIMDTbl<bit Q, bit op, bits<2> len, RegisterOperand vo, RegisterOperand regs>
    : I<(outs vo:$Rd), !if(op, (ins vo:$Rd_in, regs:$Rn, vo:$Rm), (ins regs:$Rn, vo:$Rm)),
        !if(op, "tbx", "tbl"), "$Rd, { $Rn }, $Rm", !if(op, "$Rd = $Rd_in", "")> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31} = 0;
  let Inst{30} = Q;
  let Inst{29-21} = 0b001110000;
  let Inst{20-16} = Rm;
  let Inst{15} = 0;
  let Inst{14-13} = len;
  let Inst{12} = op;
  let Inst{11-10} = 0b00;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
def TBLv8i8One : SIMDTbl<0, 0, 0b00, V64_8B, V128_16B>;
def TBLv16i8One : SIMDTbl<1, 0, 0b00, V128_16B, V128_16B>;
def TBXv8i8One : SIMDTbl<0, 1, 0b00, V64_8B, V128_16B>;
def TBXv16i8One : SIMDTbl<1, 1, 0b00, V128_16B, V128_16B>;

//===----------------------------------------------------------------------===//
// Lists of registers: an operand of a tuple class (QQ, DDD, ...) printed and parsed as
// `{ v0.16b, v1.16b }`, its encoding that of the first register; kiln-mc reads as many
// registers as the print method's count (MCTargetHooks::reg_list_len).
//===----------------------------------------------------------------------===//

/// The list of `n` registers in arrangement `arr`, of the 64-bit registers (`d`) or the
/// 128-bit ones.
class VecList<int n, string arr, bit d>
    : RegisterOperand<!cast<RegisterClass>(!if(d, !if(!eq(n, 1), "FPR64", !if(!eq(n, 2), "DD",
                                                  !if(!eq(n, 3), "DDD", "DDDD"))),
                                              !if(!eq(n, 1), "FPR128", !if(!eq(n, 2), "QQ",
                                                  !if(!eq(n, 3), "QQQ", "QQQQ"))))),
                      "printVList" # n # "_" # arr>;
foreach n = [1, 2, 3, 4] in {
  def VecList # n # _8B : VecList<n, "8B", 1>;
  def VecList # n # _4H : VecList<n, "4H", 1>;
  def VecList # n # _2S : VecList<n, "2S", 1>;
  def VecList # n # _1D : VecList<n, "1D", 1>;
  def VecList # n # _16B : VecList<n, "16B", 0>;
  def VecList # n # _8H : VecList<n, "8H", 0>;
  def VecList # n # _4S : VecList<n, "4S", 0>;
  def VecList # n # _2D : VecList<n, "2D", 0>;
}

def TBLv8i8Two : SIMDTbl<0, 0, 0b01, V64_8B, VecList2_16B>;
def TBLv16i8Two : SIMDTbl<1, 0, 0b01, V128_16B, VecList2_16B>;
def TBXv8i8Two : SIMDTbl<0, 1, 0b01, V64_8B, VecList2_16B>;
def TBXv16i8Two : SIMDTbl<1, 1, 0b01, V128_16B, VecList2_16B>;
def TBLv8i8Three : SIMDTbl<0, 0, 0b10, V64_8B, VecList3_16B>;
def TBLv16i8Three : SIMDTbl<1, 0, 0b10, V128_16B, VecList3_16B>;
def TBXv8i8Three : SIMDTbl<0, 1, 0b10, V64_8B, VecList3_16B>;
def TBXv16i8Three : SIMDTbl<1, 1, 0b10, V128_16B, VecList3_16B>;
def TBLv8i8Four : SIMDTbl<0, 0, 0b11, V64_8B, VecList4_16B>;
def TBLv16i8Four : SIMDTbl<1, 0, 0b11, V128_16B, VecList4_16B>;
def TBXv8i8Four : SIMDTbl<0, 1, 0b11, V64_8B, VecList4_16B>;
def TBXv16i8Four : SIMDTbl<1, 1, 0b11, V128_16B, VecList4_16B>;

/// A multiple-structure load (L 1) or store of a list: 0 Q 001100 post L 0 Rm opcode size
/// Rn Rt, Rm 00000 without an offset and 11111 for the post-index form, which steps Rn by
/// the bytes transferred (`ld1 { v0.16b, v1.16b }, [x0], #32`).
class SIMDLdStMulti<bit post, bit L, bits<4> opcode, bit Q, bits<2> size,
                    RegisterOperand regs, string asm, string step>
    : I<!if(L, !if(post, (outs GPR64sp:$wback, regs:$Vt), (outs regs:$Vt)),
               !if(post, (outs GPR64sp:$wback), (outs))),
        !if(L, (ins GPR64sp:$Rn), (ins regs:$Vt, GPR64sp:$Rn)),
        asm, "{ $Vt }, [$Rn]" # !if(post, ", " # step, ""), !if(post, "$Rn = $wback", "")> {
  bits<5> Vt;
  bits<5> Rn;
  let Inst{31} = 0;
  let Inst{30} = Q;
  let Inst{29-24} = 0b001100;
  let Inst{23} = post;
  let Inst{22} = L;
  let Inst{21} = 0;
  let Inst{20-16} = !if(post, 0b11111, 0b00000);
  let Inst{15-12} = opcode;
  let Inst{11-10} = size;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Vt;
  let mayLoad = L;
  let mayStore = !not(L);
}
/// One arrangement: the plain and the post-index form.
multiclass SIMDLdStArr<bit L, bits<4> opcode, int n, string asm, bit Q, bits<2> size,
                       string arr> {
  defvar regs = !cast<RegisterOperand>("VecList" # n # "_" # arr);
  defvar step = "#" # !mul(n, !if(Q, 16, 8));
  def "" : SIMDLdStMulti<0, L, opcode, Q, size, regs, asm, step>;
  def _POST : SIMDLdStMulti<1, L, opcode, Q, size, regs, asm, step>;
}
/// Every arrangement but 1d (which only ld1/st1 have).
multiclass SIMDLdStN<bit L, bits<4> opcode, int n, string asm> {
  defm v8b : SIMDLdStArr<L, opcode, n, asm, 0, 0b00, "8B">;
  defm v16b : SIMDLdStArr<L, opcode, n, asm, 1, 0b00, "16B">;
  defm v4h : SIMDLdStArr<L, opcode, n, asm, 0, 0b01, "4H">;
  defm v8h : SIMDLdStArr<L, opcode, n, asm, 1, 0b01, "8H">;
  defm v2s : SIMDLdStArr<L, opcode, n, asm, 0, 0b10, "2S">;
  defm v4s : SIMDLdStArr<L, opcode, n, asm, 1, 0b10, "4S">;
  defm v2d : SIMDLdStArr<L, opcode, n, asm, 1, 0b11, "2D">;
}
/// ld1/st1 of one to four registers: every arrangement, 1d included.
multiclass SIMDLdSt1N<bit L, bits<4> opcode, int n, string asm>
    : SIMDLdStN<L, opcode, n, asm> {
  defm v1d : SIMDLdStArr<L, opcode, n, asm, 0, 0b11, "1D">;
}
defm LD1One : SIMDLdSt1N<1, 0b0111, 1, "ld1">;
defm LD1Two : SIMDLdSt1N<1, 0b1010, 2, "ld1">;
defm LD1Three : SIMDLdSt1N<1, 0b0110, 3, "ld1">;
defm LD1Four : SIMDLdSt1N<1, 0b0010, 4, "ld1">;
defm ST1One : SIMDLdSt1N<0, 0b0111, 1, "st1">;
defm ST1Two : SIMDLdSt1N<0, 0b1010, 2, "st1">;
defm ST1Three : SIMDLdSt1N<0, 0b0110, 3, "st1">;
defm ST1Four : SIMDLdSt1N<0, 0b0010, 4, "st1">;
defm LD2 : SIMDLdStN<1, 0b1000, 2, "ld2">;
defm LD3 : SIMDLdStN<1, 0b0100, 3, "ld3">;
defm LD4 : SIMDLdStN<1, 0b0000, 4, "ld4">;
defm ST2 : SIMDLdStN<0, 0b1000, 2, "st2">;
defm ST3 : SIMDLdStN<0, 0b0100, 3, "st3">;
defm ST4 : SIMDLdStN<0, 0b0000, 4, "st4">;

// DUP (element, scalar) of a byte or halfword lane, written `mov b2, v0.b[1]` (DUPi32 and
// DUPi64 are in AArch64InstrInfoSIMD.td): 01 0 11110000 imm5 0 0000 1 Rn Rd.
def DUPi8 : I<(outs FPR8:$Rd), (ins V128_B:$Rn, VectorIndexB:$idx), "mov", "$Rd, $Rn[$idx]"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<4> idx;
  let Inst{31-21} = 0b01011110000;
  let Inst{20-16} = {idx, 0b1};
  let Inst{15-10} = 0b000001;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
def DUPi16 : I<(outs FPR16:$Rd), (ins V128_H:$Rn, VectorIndexH:$idx), "mov", "$Rd, $Rn[$idx]"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<3> idx;
  let Inst{31-21} = 0b01011110000;
  let Inst{20-16} = {idx, 0b10};
  let Inst{15-10} = 0b000001;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
// The architectural spelling, read but not printed.
def : InstAlias<"dup $Rd, $Rn[$idx]", (DUPi8 FPR8:$Rd, V128_B:$Rn, VectorIndexB:$idx), 0>;
def : InstAlias<"dup $Rd, $Rn[$idx]", (DUPi16 FPR16:$Rd, V128_H:$Rn, VectorIndexH:$idx), 0>;
def : InstAlias<"dup $Rd, $Rn[$idx]", (DUPi32 FPR32:$Rd, V128_S:$Rn, VectorIndexS:$idx), 0>;
def : InstAlias<"dup $Rd, $Rn[$idx]", (DUPi64 FPR64:$Rd, V128_D:$Rn, VectorIndexD:$idx), 0>;

// SMOV: one lane to a general register, sign-extended (`smov w0, v1.b[3]`,
// `smov x0, v1.s[1]`): 0 Q 0 01110000 imm5 0 0101 1 Rn Rd.
def SMOVvi8to32 : SIMDCopy<0, 0, 0b0101, (outs GPR32:$Rd), (ins V128_B:$Rn, VectorIndexB:$idx),
                           "smov", "$Rd, $Rn[$idx]"> {
  bits<4> idx;
  let imm5 = {idx, 0b1};
}
def SMOVvi16to32 : SIMDCopy<0, 0, 0b0101, (outs GPR32:$Rd), (ins V128_H:$Rn, VectorIndexH:$idx),
                            "smov", "$Rd, $Rn[$idx]"> {
  bits<3> idx;
  let imm5 = {idx, 0b10};
}
def SMOVvi8to64 : SIMDCopy<1, 0, 0b0101, (outs GPR64:$Rd), (ins V128_B:$Rn, VectorIndexB:$idx),
                           "smov", "$Rd, $Rn[$idx]"> {
  bits<4> idx;
  let imm5 = {idx, 0b1};
}
def SMOVvi16to64 : SIMDCopy<1, 0, 0b0101, (outs GPR64:$Rd), (ins V128_H:$Rn, VectorIndexH:$idx),
                            "smov", "$Rd, $Rn[$idx]"> {
  bits<3> idx;
  let imm5 = {idx, 0b10};
}
def SMOVvi32to64 : SIMDCopy<1, 0, 0b0101, (outs GPR64:$Rd), (ins V128_S:$Rn, VectorIndexS:$idx),
                            "smov", "$Rd, $Rn[$idx]"> {
  bits<2> idx;
  let imm5 = {idx, 0b100};
}
