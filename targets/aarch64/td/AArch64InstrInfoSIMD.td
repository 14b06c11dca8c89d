//===- AArch64InstrInfoSIMD.td - AdvSIMD (NEON) -----------------*- tablegen -*-===//
//
// The Advanced SIMD instructions kiln selects: whole-register moves (`mov v0.16b, v1.16b`,
// the alias of `orr`), lane moves between vector and general registers (`ins`, `umov`,
// `dup`), `movi #0`, and for the 128-bit types (v16i8 v8i16 v4i32 v2i64 v4f32 v2f64 in the
// q registers) lane arithmetic and logic, `fmla`, min/max, shifts by immediate,
// conversions, compares into masks and `bsl`. An `fp128` also crosses calls in a q
// register and is built from and split into its halves with the lane moves. Vector
// operands print as `vN` with their arrangement (`v3.4s`) or before a lane (`v3.s[1]`).
//
//===----------------------------------------------------------------------===//

/// A q register written as a vector of sixteen bytes (`v3.16b`).
def V128_16B : RegisterOperand<FPR128, "printVReg16B">;
/// A q register written as a vector of doublewords (`v3.d`, followed by a lane index).
def V128_D : RegisterOperand<FPR128, "printVRegD">;
/// A doubleword lane number (0 or 1), written in brackets after the register.
def VectorIndexD : AArch64Imm<"VectorIndexD", 0, 1> { let PrintMethod = "printVectorIndex"; }

/// ORR (vector, register), 16B: 0 1 0 01110 10 1 Rm 000111 Rn Rd.
def ORRv16i8 : I<(outs V128_16B:$Rd), (ins V128_16B:$Rn, V128_16B:$Rm), "orr",
                 "$Rd, $Rn, $Rm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31-21} = 0b01001110101;
  let Inst{20-16} = Rm;
  let Inst{15-10} = 0b000111;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
def : InstAlias<"mov $Rd, $Rn", (ORRv16i8 V128_16B:$Rd, V128_16B:$Rn, V128_16B:$Rn)>;

/// INS (general), D lane: 0 1 0 01110000 idx 1000 0 0011 1 Rn Rd (imm5 = idx:1000).
def INSvi64gpr : I<(outs V128_D:$Rd), (ins V128_D:$Rd_in, VectorIndexD:$idx, GPR64:$Rn),
                   "mov", "$Rd[$idx], $Rn", "$Rd = $Rd_in"> {
  bits<5> Rd;
  bits<1> idx;
  bits<5> Rn;
  let Inst{31-21} = 0b01001110000;
  let Inst{20} = idx;
  let Inst{19-16} = 0b1000;
  let Inst{15-10} = 0b000111;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

/// UMOV, D lane: 0 1 0 01110000 idx 1000 0 0111 1 Rn Rd (imm5 = idx:1000).
def UMOVvi64 : I<(outs GPR64:$Rd), (ins V128_D:$Rn, VectorIndexD:$idx), "mov",
                 "$Rd, $Rn[$idx]"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<1> idx;
  let Inst{31-21} = 0b01001110000;
  let Inst{20} = idx;
  let Inst{19-16} = 0b1000;
  let Inst{15-10} = 0b001111;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

//===----------------------------------------------------------------------===//
// 128-bit vector arithmetic (LLVM's AArch64InstrInfo.td `SIMDThreeSameVector`,
// `SIMDTwoVector`, `SIMDDup*`, `SIMDIns*`, `SIMDUMov*`). Each arrangement prints its
// registers as `vN.16b`, `vN.8h`, `vN.4s` or `vN.2d`; lanes as `vN.b[i]` ... `vN.d[i]`.
//===----------------------------------------------------------------------===//

/// A q register written as halfwords (`v3.8h`).
def V128_8H : RegisterOperand<FPR128, "printVReg8H">;
/// A q register written as words (`v3.4s`).
def V128_4S : RegisterOperand<FPR128, "printVReg4S">;
/// A q register written as doublewords (`v3.2d`).
def V128_2D : RegisterOperand<FPR128, "printVReg2D">;
/// A q register before a byte lane (`v3.b`).
def V128_B : RegisterOperand<FPR128, "printVRegB">;
/// A q register before a halfword lane (`v3.h`).
def V128_H : RegisterOperand<FPR128, "printVRegH">;
/// A q register before a word lane (`v3.s`).
def V128_S : RegisterOperand<FPR128, "printVRegS">;
/// A byte lane number (0-15).
def VectorIndexB : AArch64Imm<"VectorIndexB", 0, 15> { let PrintMethod = "printVectorIndex"; }
/// A halfword lane number (0-7).
def VectorIndexH : AArch64Imm<"VectorIndexH", 0, 7> { let PrintMethod = "printVectorIndex"; }
/// A word lane number (0-3).
def VectorIndexS : AArch64Imm<"VectorIndexS", 0, 3> { let PrintMethod = "printVectorIndex"; }

/// Three registers of one arrangement: 0 1 U 01110 size 1 Rm opcode 1 Rn Rd.
class SIMDThreeSame<bit U, bits<2> size, bits<5> opcode, RegisterOperand vo, string asm>
    : I<(outs vo:$Rd), (ins vo:$Rn, vo:$Rm), asm, "$Rd, $Rn, $Rm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31-30} = 0b01;
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

/// An integer operation on bytes, halfwords, words and doublewords (`ADDv4i32`).
multiclass SIMDThreeSameBHSD<bit U, bits<5> opcode, string asm> {
  def v16i8 : SIMDThreeSame<U, 0b00, opcode, V128_16B, asm>;
  def v8i16 : SIMDThreeSame<U, 0b01, opcode, V128_8H, asm>;
  def v4i32 : SIMDThreeSame<U, 0b10, opcode, V128_4S, asm>;
  def v2i64 : SIMDThreeSame<U, 0b11, opcode, V128_2D, asm>;
}
/// An integer operation with no doubleword form (`MULv4i32`).
multiclass SIMDThreeSameBHS<bit U, bits<5> opcode, string asm> {
  def v16i8 : SIMDThreeSame<U, 0b00, opcode, V128_16B, asm>;
  def v8i16 : SIMDThreeSame<U, 0b01, opcode, V128_8H, asm>;
  def v4i32 : SIMDThreeSame<U, 0b10, opcode, V128_4S, asm>;
}
/// A floating-point operation on singles and doubles (size = hi:sz).
multiclass SIMDThreeSameFP<bit U, bit hi, bits<5> opcode, string asm> {
  let Uses = [FPCR], mayRaiseFPException = true in {
  def v4f32 : SIMDThreeSame<U, {hi, 0}, opcode, V128_4S, asm>;
  def v2f64 : SIMDThreeSame<U, {hi, 1}, opcode, V128_2D, asm>;
  }
}

defm ADD : SIMDThreeSameBHSD<0, 0b10000, "add">;
defm SUB : SIMDThreeSameBHSD<1, 0b10000, "sub">;
defm MUL : SIMDThreeSameBHS<0, 0b10011, "mul">;
defm FADD : SIMDThreeSameFP<0, 0, 0b11010, "fadd">;
defm FSUB : SIMDThreeSameFP<0, 1, 0b11010, "fsub">;
defm FMUL : SIMDThreeSameFP<1, 0, 0b11011, "fmul">;
defm FDIV : SIMDThreeSameFP<1, 0, 0b11111, "fdiv">;
def ANDv16i8 : SIMDThreeSame<0, 0b00, 0b00011, V128_16B, "and">;
def EORv16i8 : SIMDThreeSame<1, 0b00, 0b00011, V128_16B, "eor">;

/// One source register: 0 1 U 01110 size 10000 opcode 10 Rn Rd.
class SIMDTwoVector<bit U, bits<2> size, bits<5> opcode, RegisterOperand vo, string asm>
    : I<(outs vo:$Rd), (ins vo:$Rn), asm, "$Rd, $Rn"> {
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
def FNEGv4f32 : SIMDTwoVector<1, 0b10, 0b01111, V128_4S, "fneg">;
def FNEGv2f64 : SIMDTwoVector<1, 0b11, 0b01111, V128_2D, "fneg">;
def FABSv4f32 : SIMDTwoVector<0, 0b10, 0b01111, V128_4S, "fabs">;
def FABSv2f64 : SIMDTwoVector<0, 0b11, 0b01111, V128_2D, "fabs">;

/// The copy instructions: 0 Q op 01110000 imm5 0 imm4 1 Rn Rd.
class SIMDCopy<bit Q, bit op, bits<4> imm4, dag outs, dag ins, string asm,
               string operands, string cstr = "">
    : I<outs, ins, asm, operands, cstr> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> imm5;
  let Inst{31} = 0;
  let Inst{30} = Q;
  let Inst{29} = op;
  let Inst{28-21} = 0b01110000;
  let Inst{20-16} = imm5;
  let Inst{15} = 0;
  let Inst{14-11} = imm4;
  let Inst{10} = 1;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// DUP (general): every lane from a general register.
def DUPv16i8gpr : SIMDCopy<1, 0, 0b0001, (outs V128_16B:$Rd), (ins GPR32:$Rn), "dup", "$Rd, $Rn"> {
  let imm5 = 0b00001;
}
def DUPv8i16gpr : SIMDCopy<1, 0, 0b0001, (outs V128_8H:$Rd), (ins GPR32:$Rn), "dup", "$Rd, $Rn"> {
  let imm5 = 0b00010;
}
def DUPv4i32gpr : SIMDCopy<1, 0, 0b0001, (outs V128_4S:$Rd), (ins GPR32:$Rn), "dup", "$Rd, $Rn"> {
  let imm5 = 0b00100;
}
def DUPv2i64gpr : SIMDCopy<1, 0, 0b0001, (outs V128_2D:$Rd), (ins GPR64:$Rn), "dup", "$Rd, $Rn"> {
  let imm5 = 0b01000;
}
// DUP (element): every lane from one lane.
def DUPv4i32lane : SIMDCopy<1, 0, 0b0000, (outs V128_4S:$Rd), (ins V128_S:$Rn, VectorIndexS:$idx),
                            "dup", "$Rd, $Rn[$idx]"> {
  bits<2> idx;
  let imm5 = {idx, 0b100};
}
def DUPv2i64lane : SIMDCopy<1, 0, 0b0000, (outs V128_2D:$Rd), (ins V128_D:$Rn, VectorIndexD:$idx),
                            "dup", "$Rd, $Rn[$idx]"> {
  bits<1> idx;
  let imm5 = {idx, 0b1000};
}
// DUP (element, scalar), written `mov s0, v1.s[2]`: 01 0 11110000 imm5 0 0000 1 Rn Rd.
def DUPi32 : I<(outs FPR32:$Rd), (ins V128_S:$Rn, VectorIndexS:$idx), "mov", "$Rd, $Rn[$idx]"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<2> idx;
  let Inst{31-21} = 0b01011110000;
  let Inst{20-16} = {idx, 0b100};
  let Inst{15-10} = 0b000001;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
def DUPi64 : I<(outs FPR64:$Rd), (ins V128_D:$Rn, VectorIndexD:$idx), "mov", "$Rd, $Rn[$idx]"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<1> idx;
  let Inst{31-21} = 0b01011110000;
  let Inst{20-16} = {idx, 0b1000};
  let Inst{15-10} = 0b000001;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
// INS (general): one lane from a general register (`mov v0.s[1], w1`).
def INSvi8gpr : SIMDCopy<1, 0, 0b0011, (outs V128_B:$Rd),
                         (ins V128_B:$Rd_in, VectorIndexB:$idx, GPR32:$Rn),
                         "mov", "$Rd[$idx], $Rn", "$Rd = $Rd_in"> {
  bits<4> idx;
  let imm5 = {idx, 0b1};
}
def INSvi16gpr : SIMDCopy<1, 0, 0b0011, (outs V128_H:$Rd),
                          (ins V128_H:$Rd_in, VectorIndexH:$idx, GPR32:$Rn),
                          "mov", "$Rd[$idx], $Rn", "$Rd = $Rd_in"> {
  bits<3> idx;
  let imm5 = {idx, 0b10};
}
def INSvi32gpr : SIMDCopy<1, 0, 0b0011, (outs V128_S:$Rd),
                          (ins V128_S:$Rd_in, VectorIndexS:$idx, GPR32:$Rn),
                          "mov", "$Rd[$idx], $Rn", "$Rd = $Rd_in"> {
  bits<2> idx;
  let imm5 = {idx, 0b100};
}
// INS (element): one lane from a lane of another register (`mov v0.s[1], v2.s[0]`):
// 0 1 1 01110000 imm5 0 imm4 1 Rn Rd.
def INSvi32lane : I<(outs V128_S:$Rd),
                    (ins V128_S:$Rd_in, VectorIndexS:$idx, V128_S:$Rn, VectorIndexS:$idx2),
                    "mov", "$Rd[$idx], $Rn[$idx2]", "$Rd = $Rd_in"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<2> idx;
  bits<2> idx2;
  let Inst{31-21} = 0b01101110000;
  let Inst{20-16} = {idx, 0b100};
  let Inst{15} = 0;
  let Inst{14-13} = idx2;
  let Inst{12-11} = 0b00;
  let Inst{10} = 1;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
def INSvi64lane : I<(outs V128_D:$Rd),
                    (ins V128_D:$Rd_in, VectorIndexD:$idx, V128_D:$Rn, VectorIndexD:$idx2),
                    "mov", "$Rd[$idx], $Rn[$idx2]", "$Rd = $Rd_in"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<1> idx;
  bits<1> idx2;
  let Inst{31-21} = 0b01101110000;
  let Inst{20-16} = {idx, 0b1000};
  let Inst{15} = 0;
  let Inst{14} = idx2;
  let Inst{13-11} = 0b000;
  let Inst{10} = 1;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
// UMOV: one lane to a W register, zero-extended (`umov w0, v1.b[3]`; the word form is
// written `mov w0, v1.s[1]`).
def UMOVvi8 : SIMDCopy<0, 0, 0b0111, (outs GPR32:$Rd), (ins V128_B:$Rn, VectorIndexB:$idx),
                       "umov", "$Rd, $Rn[$idx]"> {
  bits<4> idx;
  let imm5 = {idx, 0b1};
}
def UMOVvi16 : SIMDCopy<0, 0, 0b0111, (outs GPR32:$Rd), (ins V128_H:$Rn, VectorIndexH:$idx),
                        "umov", "$Rd, $Rn[$idx]"> {
  bits<3> idx;
  let imm5 = {idx, 0b10};
}
def UMOVvi32 : SIMDCopy<0, 0, 0b0111, (outs GPR32:$Rd), (ins V128_S:$Rn, VectorIndexS:$idx),
                        "mov", "$Rd, $Rn[$idx]"> {
  bits<2> idx;
  let imm5 = {idx, 0b100};
}

/// movi v.2d, #mask: each byte 0x00 or 0xff (op 1, cmode 1110).
def MOVIv2d_ns : I<(outs V128_2D:$Rd), (ins simdimm_type10:$imm), "movi", "$Rd, $imm"> {
  bits<5> Rd;
  bits<8> imm;
  let Inst{31-19} = 0b0110111100000;
  let Inst{18-16} = imm{7-5};
  let Inst{15-10} = 0b111001;
  let Inst{9-5} = imm{4-0};
  let Inst{4-0} = Rd;
  let isReMaterializable = true;
  let isAsCheapAsAMove = true;
}

// FMLA (vector): Rd += Rn * Rm (U 0, size 0:sz, opcode 11001), Rd tied.
class SIMDFMLA<bit sz, RegisterOperand vo>
    : I<(outs vo:$Rd), (ins vo:$Ra, vo:$Rn, vo:$Rm), "fmla", "$Rd, $Rn, $Rm", "$Rd = $Ra"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31-23} = 0b010011100;
  let Inst{22} = sz;
  let Inst{21} = 1;
  let Inst{20-16} = Rm;
  let Inst{15-10} = 0b110011;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
  let Uses = [FPCR];
  let mayRaiseFPException = true;
}
def FMLAv4f32 : SIMDFMLA<0, V128_4S>;
def FMLAv2f64 : SIMDFMLA<1, V128_2D>;

// MLA (vector): Rd += Rn * Rm (U 0, opcode 10010), Rd tied; no doubleword form.
class SIMDMLA<bits<2> size, RegisterOperand vo>
    : I<(outs vo:$Rd), (ins vo:$Ra, vo:$Rn, vo:$Rm), "mla", "$Rd, $Rn, $Rm", "$Rd = $Ra"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31-24} = 0b01001110;
  let Inst{23-22} = size;
  let Inst{21} = 1;
  let Inst{20-16} = Rm;
  let Inst{15-10} = 0b100101;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
def MLAv16i8 : SIMDMLA<0b00, V128_16B>;
def MLAv8i16 : SIMDMLA<0b01, V128_8H>;
def MLAv4i32 : SIMDMLA<0b10, V128_4S>;

// Conversions between integer and FP lanes of the same width.
let Uses = [FPCR], mayRaiseFPException = true in {
def SCVTFv4f32 : SIMDTwoVector<0, 0b00, 0b11101, V128_4S, "scvtf">;
def SCVTFv2f64 : SIMDTwoVector<0, 0b01, 0b11101, V128_2D, "scvtf">;
def UCVTFv4f32 : SIMDTwoVector<1, 0b00, 0b11101, V128_4S, "ucvtf">;
def UCVTFv2f64 : SIMDTwoVector<1, 0b01, 0b11101, V128_2D, "ucvtf">;
def FCVTZSv4f32 : SIMDTwoVector<0, 0b10, 0b11011, V128_4S, "fcvtzs">;
def FCVTZSv2f64 : SIMDTwoVector<0, 0b11, 0b11011, V128_2D, "fcvtzs">;
def FCVTZUv4f32 : SIMDTwoVector<1, 0b10, 0b11011, V128_4S, "fcvtzu">;
def FCVTZUv2f64 : SIMDTwoVector<1, 0b11, 0b11011, V128_2D, "fcvtzu">;
}
// NEG (vector): 0 1 1 01110 size 10000 01011 10 Rn Rd.
def NEGv16i8 : SIMDTwoVector<1, 0b00, 0b01011, V128_16B, "neg">;
def NEGv8i16 : SIMDTwoVector<1, 0b01, 0b01011, V128_8H, "neg">;
def NEGv4i32 : SIMDTwoVector<1, 0b10, 0b01011, V128_4S, "neg">;
def NEGv2i64 : SIMDTwoVector<1, 0b11, 0b01011, V128_2D, "neg">;

/// A left shift amount for lanes of `bits` (0 to bits-1), encoded as immh:immb = bits + n.
class VecShiftL<int width> : AArch64Imm<"VecShiftL" # width, 0, !sub(width, 1), 1, "",
                                        "getVecShiftL" # width>;
/// A right shift amount for lanes of `bits` (1 to bits), encoded as immh:immb = 2*bits - n.
class VecShiftR<int width> : AArch64Imm<"VecShiftR" # width, 1, width, 1, "",
                                        "getVecShiftR" # width>;
def vecshiftL8 : VecShiftL<8>;
def vecshiftL16 : VecShiftL<16>;
def vecshiftL32 : VecShiftL<32>;
def vecshiftL64 : VecShiftL<64>;
def vecshiftR8 : VecShiftR<8>;
def vecshiftR16 : VecShiftR<16>;
def vecshiftR32 : VecShiftR<32>;
def vecshiftR64 : VecShiftR<64>;

/// Shift by immediate: 0 1 U 011110 immh:immb opcode 1 Rn Rd; the leading one of immh
/// gives the lane size, the bits below it the amount (`bits` wide).
class SIMDShiftImm<bit U, bits<5> opcode, RegisterOperand vo, Operand amt, int width,
                   string asm>
    : I<(outs vo:$Rd), (ins vo:$Rn, amt:$imm), asm, "$Rd, $Rn, $imm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<6> imm;
  let Inst{31-30} = 0b01;
  let Inst{29} = U;
  let Inst{28-23} = 0b011110;
  let Inst{15-11} = opcode;
  let Inst{10} = 1;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
class SIMDShiftImm8<bit U, bits<5> opcode, Operand amt, string asm>
    : SIMDShiftImm<U, opcode, V128_16B, amt, 8, asm> {
  let Inst{22-19} = 0b0001;
  let Inst{18-16} = imm{2-0};
}
class SIMDShiftImm16<bit U, bits<5> opcode, Operand amt, string asm>
    : SIMDShiftImm<U, opcode, V128_8H, amt, 16, asm> {
  let Inst{22-20} = 0b001;
  let Inst{19-16} = imm{3-0};
}
class SIMDShiftImm32<bit U, bits<5> opcode, Operand amt, string asm>
    : SIMDShiftImm<U, opcode, V128_4S, amt, 32, asm> {
  let Inst{22-21} = 0b01;
  let Inst{20-16} = imm{4-0};
}
class SIMDShiftImm64<bit U, bits<5> opcode, Operand amt, string asm>
    : SIMDShiftImm<U, opcode, V128_2D, amt, 64, asm> {
  let Inst{22} = 1;
  let Inst{21-16} = imm{5-0};
}
multiclass SIMDShiftImmBHSD<bit U, bits<5> opcode, string asm, string dir> {
  def v16i8_shift : SIMDShiftImm8<U, opcode, !cast<Operand>("vecshift" # dir # "8"), asm>;
  def v8i16_shift : SIMDShiftImm16<U, opcode, !cast<Operand>("vecshift" # dir # "16"), asm>;
  def v4i32_shift : SIMDShiftImm32<U, opcode, !cast<Operand>("vecshift" # dir # "32"), asm>;
  def v2i64_shift : SIMDShiftImm64<U, opcode, !cast<Operand>("vecshift" # dir # "64"), asm>;
}
defm SHL : SIMDShiftImmBHSD<0, 0b01010, "shl", "L">;
defm SSHR : SIMDShiftImmBHSD<0, 0b00000, "sshr", "R">;
defm USHR : SIMDShiftImmBHSD<1, 0b00000, "ushr", "R">;

// Lane minimum and maximum (integers: U 0 signed, 1 unsigned; opcode 01100 max, 01101
// min; FP: fmaxnm size 0:sz, fminnm size 1:sz, opcode 11000).
defm SMAX : SIMDThreeSameBHS<0, 0b01100, "smax">;
defm SMIN : SIMDThreeSameBHS<0, 0b01101, "smin">;
defm UMAX : SIMDThreeSameBHS<1, 0b01100, "umax">;
defm UMIN : SIMDThreeSameBHS<1, 0b01101, "umin">;
defm FMAXNM : SIMDThreeSameFP<0, 0, 0b11000, "fmaxnm">;
defm FMINNM : SIMDThreeSameFP<0, 1, 0b11000, "fminnm">;

// Lane compares: all ones where true (cmeq U1 10001, cmgt U0 00110, cmge U0 00111, cmhi
// U1 00110, cmhs U1 00111; fcmeq U0 size 0:sz, fcmge U1 size 0:sz, fcmgt U1 size 1:sz,
// opcode 11100).
defm CMEQ : SIMDThreeSameBHSD<1, 0b10001, "cmeq">;
defm CMGT : SIMDThreeSameBHSD<0, 0b00110, "cmgt">;
defm CMGE : SIMDThreeSameBHSD<0, 0b00111, "cmge">;
defm CMHI : SIMDThreeSameBHSD<1, 0b00110, "cmhi">;
defm CMHS : SIMDThreeSameBHSD<1, 0b00111, "cmhs">;
defm FCMEQ : SIMDThreeSameFP<0, 0, 0b11100, "fcmeq">;
defm FCMGE : SIMDThreeSameFP<1, 0, 0b11100, "fcmge">;
defm FCMGT : SIMDThreeSameFP<1, 1, 0b11100, "fcmgt">;
// NOT (written mvn): U 1, size 00, opcode 00101.
def NOTv16i8 : SIMDTwoVector<1, 0b00, 0b00101, V128_16B, "mvn">;
// BSL: Rd = (Rd & Rn) | (~Rd & Rm), the mask in Rd (U 1, size 01, opcode 00011).
def BSLv16i8 : I<(outs V128_16B:$Rd), (ins V128_16B:$Rd_in, V128_16B:$Rn, V128_16B:$Rm),
                 "bsl", "$Rd, $Rn, $Rm", "$Rd = $Rd_in"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31-21} = 0b01101110011;
  let Inst{20-16} = Rm;
  let Inst{15-10} = 0b000111;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
