//===- AArch64InstrInfoSIMD.td - AdvSIMD moves ------------------*- tablegen -*-===//
//
// The Advanced SIMD instructions kiln selects so far: moving a whole 128-bit
// register (`mov v0.16b, v1.16b`, the alias of `orr` with equal sources) and moving
// a 64-bit lane between a vector register and an X register (`mov v0.d[1], x1`,
// the alias of `ins`; `mov x0, v0.d[1]`, the alias of `umov`). An `fp128` value
// crosses calls in a q register (AAPCS64) and is built from and split into its two
// halves with these. Vector operands print as `vN` with their arrangement.
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
