//===- RISCVInstrInfoC.td - RISC-V 'C' instructions -------------*- tablegen -*-===//
//
// The compressed (16-bit) instructions, their operands, and the `CompressPat`
// rules that map full-size instructions onto them: the object streamer compresses
// with them when 'C' is on (as llvm-mc does), the printer and the disassembler
// uncompress with them.
//
//===----------------------------------------------------------------------===//

def simm6 : RISCVImm<"SImm6", -32, 31>;
def simm6nonzero : RISCVImm<"SImm6NonZero", -32, 31> { let NonZero = true; }
def immzero : RISCVImm<"ImmZero", 0, 0>;
def uimmlog2xlennonzero : RISCVImm<"UImmLog2XLenNonZero", 1, 63, 1, "xlen"> {
  let NonZero = true;
}
/// The 20-bit lui immediate that c.lui can hold: 1..31 or 0xfffe0..0xfffff.
def c_lui_imm : RISCVImm<"CLUIImm", 1, 1048575, 1, "clui"> { let NonZero = true; }
def uimm7_lsb00 : RISCVImm<"UImm7Lsb00", 0, 124, 4>;
def uimm8_lsb00 : RISCVImm<"UImm8Lsb00", 0, 252, 4>;
def uimm8_lsb000 : RISCVImm<"UImm8Lsb000", 0, 248, 8>;
def uimm9_lsb000 : RISCVImm<"UImm9Lsb000", 0, 504, 8>;
def uimm10_lsb00nonzero : RISCVImm<"UImm10Lsb00NonZero", 4, 1020, 4> {
  let NonZero = true;
}
def simm10_lsb0000nonzero : RISCVImm<"SImm10Lsb0000NonZero", -512, 496, 16> {
  let NonZero = true;
}
def simm9_lsb0 : RISCVPCRelImm<"SImm9Lsb0", -256, 254, "cbranch">;
def simm12_lsb0 : RISCVPCRelImm<"SImm12Lsb0", -2048, 2046, "cjump">;

/// c.lw/c.ld/c.flw/c.fld: rd', imm(rs1').
let hasSideEffects = false, mayLoad = true, mayStore = false in
class CLoad_ri<bits<3> funct3, string opcodestr, RegisterClass cls,
               Operand opnd>
    : RVInst16CL<funct3, 0b00, (outs cls:$rd), (ins GPRC:$rs1, opnd:$imm),
                 opcodestr, "$rd, ${imm}(${rs1})"> {
  bits<8> imm;
}

/// c.sw/c.sd/c.fsw/c.fsd: rs2', imm(rs1').
let hasSideEffects = false, mayLoad = false, mayStore = true in
class CStore_rri<bits<3> funct3, string opcodestr, RegisterClass cls,
                 Operand opnd>
    : RVInst16CS<funct3, 0b00, (outs), (ins cls:$rs2, GPRC:$rs1, opnd:$imm),
                 opcodestr, "$rs2, ${imm}(${rs1})"> {
  bits<8> imm;
}

/// c.lwsp/c.ldsp/c.flwsp/c.fldsp: rd, imm(sp).
let hasSideEffects = false, mayLoad = true, mayStore = false in
class CStackLoad<bits<3> funct3, string opcodestr, RegisterClass cls,
                 Operand opnd>
    : RVInst16CI<funct3, 0b10, (outs cls:$rd), (ins SP:$rs1, opnd:$imm),
                 opcodestr, "$rd, ${imm}(${rs1})">;

/// c.swsp/c.sdsp/c.fswsp/c.fsdsp: rs2, imm(sp).
let hasSideEffects = false, mayLoad = false, mayStore = true in
class CStackStore<bits<3> funct3, string opcodestr, RegisterClass cls,
                  Operand opnd>
    : RVInst16CSS<funct3, 0b10, (outs), (ins cls:$rs2, SP:$rs1, opnd:$imm),
                  opcodestr, "$rs2, ${imm}(${rs1})">;

/// c.sub/c.xor/c.or/c.and/c.subw/c.addw: rd' = rd' op rs2'.
let hasSideEffects = false, mayLoad = false, mayStore = false,
    Constraints = "$rd = $rd_wb" in
class CA_ALU<bits<6> funct6, bits<2> funct2, string opcodestr>
    : RVInst16CA<funct6, funct2, 0b01, (outs GPRC:$rd_wb),
                 (ins GPRC:$rd, GPRC:$rs2), opcodestr, "$rd, $rs2"> {
  bits<3> rd;
  let Inst{9-7} = rd;
}

/// c.beqz/c.bnez: rs1', offset.
let isBranch = true, isTerminator = true, hasSideEffects = false,
    mayLoad = false, mayStore = false in
class Bcz<bits<3> funct3, string opcodestr>
    : RVInst16CB<funct3, 0b01, (outs), (ins GPRC:$rs1, simm9_lsb0:$imm),
                 opcodestr, "$rs1, $imm"> {
  let Inst{12} = imm{7};
  let Inst{11-10} = imm{3-2};
  let Inst{6-5} = imm{6-5};
  let Inst{4-3} = imm{1-0};
  let Inst{2} = imm{4};
}

/// c.srli/c.srai: rs1' >>= shamt.
let hasSideEffects = false, mayLoad = false, mayStore = false,
    Constraints = "$rs1 = $rs1_wb" in
class Shift_right<bits<2> funct2, string opcodestr>
    : RVInst16CB<0b100, 0b01, (outs GPRC:$rs1_wb),
                 (ins GPRC:$rs1, uimmlog2xlennonzero:$imm), opcodestr,
                 "$rs1, $imm"> {
  let Inst{12} = imm{5};
  let Inst{11-10} = funct2;
  let Inst{6-2} = imm{4-0};
}

let Predicates = [HasStdExtCOrZca] in {

let hasSideEffects = false, mayLoad = false, mayStore = false in
def C_ADDI4SPN : RVInst16CIW<0b000, 0b00, (outs GPRC:$rd),
                             (ins SP:$rs1, uimm10_lsb00nonzero:$imm),
                             "c.addi4spn", "$rd, $rs1, $imm"> {
  let Inst{12-11} = imm{5-4};
  let Inst{10-7} = imm{9-6};
  let Inst{6} = imm{2};
  let Inst{5} = imm{3};
}

def C_LW : CLoad_ri<0b010, "c.lw", GPRC, uimm7_lsb00> {
  let Inst{12-10} = imm{5-3};
  let Inst{6} = imm{2};
  let Inst{5} = imm{6};
}
def C_SW : CStore_rri<0b110, "c.sw", GPRC, uimm7_lsb00> {
  let Inst{12-10} = imm{5-3};
  let Inst{6} = imm{2};
  let Inst{5} = imm{6};
}

let hasSideEffects = false, mayLoad = false, mayStore = false in {
def C_NOP : RVInst16CI<0b000, 0b01, (outs), (ins), "c.nop", ""> {
  let Inst{12} = 0;
  let Inst{11-7} = 0;
  let Inst{6-2} = 0;
}

let Constraints = "$rd = $rd_wb" in
def C_ADDI : RVInst16CI<0b000, 0b01, (outs GPRNoX0:$rd_wb),
                        (ins GPRNoX0:$rd, simm6nonzero:$imm),
                        "c.addi", "$rd, $imm"> {
  let Inst{12} = imm{5};
  let Inst{6-2} = imm{4-0};
}

def C_LI : RVInst16CI<0b010, 0b01, (outs GPRNoX0:$rd), (ins simm6:$imm),
                      "c.li", "$rd, $imm"> {
  let Inst{12} = imm{5};
  let Inst{6-2} = imm{4-0};
}

let Constraints = "$rd = $rd_wb" in
def C_ADDI16SP : RVInst16CI<0b011, 0b01, (outs SP:$rd_wb),
                            (ins SP:$rd, simm10_lsb0000nonzero:$imm),
                            "c.addi16sp", "$rd, $imm"> {
  let Inst{12} = imm{9};
  let Inst{11-7} = 2;
  let Inst{6} = imm{4};
  let Inst{5} = imm{6};
  let Inst{4-3} = imm{8-7};
  let Inst{2} = imm{5};
}

def C_LUI : RVInst16CI<0b011, 0b01, (outs GPRNoX0X2:$rd), (ins c_lui_imm:$imm),
                       "c.lui", "$rd, $imm"> {
  let Inst{12} = imm{5};
  let Inst{6-2} = imm{4-0};
}
}

def C_SRLI : Shift_right<0b00, "c.srli">;
def C_SRAI : Shift_right<0b01, "c.srai">;

let hasSideEffects = false, mayLoad = false, mayStore = false,
    Constraints = "$rs1 = $rs1_wb" in
def C_ANDI : RVInst16CB<0b100, 0b01, (outs GPRC:$rs1_wb),
                        (ins GPRC:$rs1, simm6:$imm), "c.andi", "$rs1, $imm"> {
  let Inst{12} = imm{5};
  let Inst{11-10} = 0b10;
  let Inst{6-2} = imm{4-0};
}

def C_SUB : CA_ALU<0b100011, 0b00, "c.sub">;
def C_XOR : CA_ALU<0b100011, 0b01, "c.xor">;
def C_OR  : CA_ALU<0b100011, 0b10, "c.or">;
def C_AND : CA_ALU<0b100011, 0b11, "c.and">;

let isBranch = true, isTerminator = true, isBarrier = true,
    hasSideEffects = false, mayLoad = false, mayStore = false in
def C_J : RVInst16CJ<0b101, 0b01, (outs), (ins simm12_lsb0:$offset),
                     "c.j", "$offset">;

def C_BEQZ : Bcz<0b110, "c.beqz">;
def C_BNEZ : Bcz<0b111, "c.bnez">;

let hasSideEffects = false, mayLoad = false, mayStore = false,
    Constraints = "$rd = $rd_wb" in
def C_SLLI : RVInst16CI<0b000, 0b10, (outs GPRNoX0:$rd_wb),
                        (ins GPRNoX0:$rd, uimmlog2xlennonzero:$imm),
                        "c.slli", "$rd, $imm"> {
  let Inst{12} = imm{5};
  let Inst{6-2} = imm{4-0};
}

def C_LWSP : CStackLoad<0b010, "c.lwsp", GPRNoX0, uimm8_lsb00> {
  let Inst{12} = imm{5};
  let Inst{6-4} = imm{4-2};
  let Inst{3-2} = imm{7-6};
}
def C_SWSP : CStackStore<0b110, "c.swsp", GPR, uimm8_lsb00> {
  let Inst{12-9} = imm{5-2};
  let Inst{8-7} = imm{7-6};
}

let hasSideEffects = false, mayLoad = false, mayStore = false in {
let isBranch = true, isIndirectBranch = true, isTerminator = true,
    isBarrier = true in
def C_JR : RVInst16CR<0b1000, 0b10, (outs), (ins GPRNoX0:$rs1), "c.jr", "$rs1"> {
  let rs2 = 0;
}
let isMoveReg = true, isAsCheapAsAMove = true in
def C_MV : RVInst16CR<0b1000, 0b10, (outs GPRNoX0:$rs1), (ins GPRNoX0:$rs2),
                      "c.mv", "$rs1, $rs2">;
let isCall = true, Defs = [X1] in
def C_JALR : RVInst16CR<0b1001, 0b10, (outs), (ins GPRNoX0:$rs1), "c.jalr", "$rs1"> {
  let rs2 = 0;
}
let Constraints = "$rs1 = $rs1_wb" in
def C_ADD : RVInst16CR<0b1001, 0b10, (outs GPRNoX0:$rs1_wb),
                       (ins GPRNoX0:$rs1, GPRNoX0:$rs2), "c.add", "$rs1, $rs2">;
}

let hasSideEffects = true, mayLoad = false, mayStore = false in {
def C_EBREAK : RVInst16CR<0b1001, 0b10, (outs), (ins), "c.ebreak", ""> {
  let rs1 = 0;
  let rs2 = 0;
}
def C_UNIMP : RVInst16<(outs), (ins), "c.unimp", ""> {
  let Inst{15-0} = 0;
}
}
} // Predicates = [HasStdExtCOrZca]

let Predicates = [HasStdExtCOrZca, IsRV32] in
let isCall = true, Defs = [X1], hasSideEffects = false, mayLoad = false,
    mayStore = false in
def C_JAL : RVInst16CJ<0b001, 0b01, (outs), (ins simm12_lsb0:$offset),
                       "c.jal", "$offset">;

let Predicates = [HasStdExtCOrZca, IsRV64] in {
def C_LD : CLoad_ri<0b011, "c.ld", GPRC, uimm8_lsb000> {
  let Inst{12-10} = imm{5-3};
  let Inst{6-5} = imm{7-6};
}
def C_SD : CStore_rri<0b111, "c.sd", GPRC, uimm8_lsb000> {
  let Inst{12-10} = imm{5-3};
  let Inst{6-5} = imm{7-6};
}
let hasSideEffects = false, mayLoad = false, mayStore = false,
    Constraints = "$rd = $rd_wb" in
def C_ADDIW : RVInst16CI<0b001, 0b01, (outs GPRNoX0:$rd_wb),
                         (ins GPRNoX0:$rd, simm6:$imm), "c.addiw", "$rd, $imm"> {
  let Inst{12} = imm{5};
  let Inst{6-2} = imm{4-0};
}
def C_SUBW : CA_ALU<0b100111, 0b00, "c.subw">;
def C_ADDW : CA_ALU<0b100111, 0b01, "c.addw">;
def C_LDSP : CStackLoad<0b011, "c.ldsp", GPRNoX0, uimm9_lsb000> {
  let Inst{12} = imm{5};
  let Inst{6-5} = imm{4-3};
  let Inst{4-2} = imm{8-6};
}
def C_SDSP : CStackStore<0b111, "c.sdsp", GPR, uimm9_lsb000> {
  let Inst{12-10} = imm{5-3};
  let Inst{9-7} = imm{8-6};
}
}

let Predicates = [HasStdExtCOrZcfOrZce, IsRV32] in {
def C_FLW : CLoad_ri<0b011, "c.flw", FPR32C, uimm7_lsb00> {
  let Inst{12-10} = imm{5-3};
  let Inst{6} = imm{2};
  let Inst{5} = imm{6};
}
def C_FSW : CStore_rri<0b111, "c.fsw", FPR32C, uimm7_lsb00> {
  let Inst{12-10} = imm{5-3};
  let Inst{6} = imm{2};
  let Inst{5} = imm{6};
}
def C_FLWSP : CStackLoad<0b011, "c.flwsp", FPR32, uimm8_lsb00> {
  let Inst{12} = imm{5};
  let Inst{6-4} = imm{4-2};
  let Inst{3-2} = imm{7-6};
}
def C_FSWSP : CStackStore<0b111, "c.fswsp", FPR32, uimm8_lsb00> {
  let Inst{12-9} = imm{5-2};
  let Inst{8-7} = imm{7-6};
}
}

let Predicates = [HasStdExtCOrZcd] in {
def C_FLD : CLoad_ri<0b001, "c.fld", FPR64C, uimm8_lsb000> {
  let Inst{12-10} = imm{5-3};
  let Inst{6-5} = imm{7-6};
}
def C_FSD : CStore_rri<0b101, "c.fsd", FPR64C, uimm8_lsb000> {
  let Inst{12-10} = imm{5-3};
  let Inst{6-5} = imm{7-6};
}
def C_FLDSP : CStackLoad<0b001, "c.fldsp", FPR64, uimm9_lsb000> {
  let Inst{12} = imm{5};
  let Inst{6-5} = imm{4-3};
  let Inst{4-2} = imm{8-6};
}
def C_FSDSP : CStackStore<0b101, "c.fsdsp", FPR64, uimm9_lsb000> {
  let Inst{12-10} = imm{5-3};
  let Inst{9-7} = imm{8-6};
}
}

//===----------------------------------------------------------------------===//
// Compression patterns.
//===----------------------------------------------------------------------===//

let Predicates = [HasStdExtCOrZca] in {
def : CompressPat<(ADDI GPRC:$rd, SP:$rs1, uimm10_lsb00nonzero:$imm),
                  (C_ADDI4SPN GPRC:$rd, SP:$rs1, uimm10_lsb00nonzero:$imm)>;
def : CompressPat<(LW GPRC:$rd, GPRC:$rs1, uimm7_lsb00:$imm),
                  (C_LW GPRC:$rd, GPRC:$rs1, uimm7_lsb00:$imm)>;
def : CompressPat<(SW GPRC:$rs2, GPRC:$rs1, uimm7_lsb00:$imm),
                  (C_SW GPRC:$rs2, GPRC:$rs1, uimm7_lsb00:$imm)>;
def : CompressPat<(ADDI X0, X0, 0), (C_NOP)>;
def : CompressPat<(ADDI GPRNoX0:$rs1, GPRNoX0:$rs1, simm6nonzero:$imm),
                  (C_ADDI GPRNoX0:$rs1, simm6nonzero:$imm)>;
def : CompressPat<(ADDI GPRNoX0:$rd, X0, simm6:$imm),
                  (C_LI GPRNoX0:$rd, simm6:$imm)>;
def : CompressPat<(ADDI X2, X2, simm10_lsb0000nonzero:$imm),
                  (C_ADDI16SP X2, simm10_lsb0000nonzero:$imm)>;
def : CompressPat<(LUI GPRNoX0X2:$rd, c_lui_imm:$imm),
                  (C_LUI GPRNoX0X2:$rd, c_lui_imm:$imm)>;
def : CompressPat<(SRLI GPRC:$rs1, GPRC:$rs1, uimmlog2xlennonzero:$imm),
                  (C_SRLI GPRC:$rs1, uimmlog2xlennonzero:$imm)>;
def : CompressPat<(SRAI GPRC:$rs1, GPRC:$rs1, uimmlog2xlennonzero:$imm),
                  (C_SRAI GPRC:$rs1, uimmlog2xlennonzero:$imm)>;
def : CompressPat<(ANDI GPRC:$rs1, GPRC:$rs1, simm6:$imm),
                  (C_ANDI GPRC:$rs1, simm6:$imm)>;
def : CompressPat<(SUB GPRC:$rs1, GPRC:$rs1, GPRC:$rs2),
                  (C_SUB GPRC:$rs1, GPRC:$rs2)>;
def : CompressPat<(XOR GPRC:$rs1, GPRC:$rs1, GPRC:$rs2),
                  (C_XOR GPRC:$rs1, GPRC:$rs2)>;
let isCompressOnly = true in
def : CompressPat<(XOR GPRC:$rs1, GPRC:$rs2, GPRC:$rs1),
                  (C_XOR GPRC:$rs1, GPRC:$rs2)>;
def : CompressPat<(OR GPRC:$rs1, GPRC:$rs1, GPRC:$rs2),
                  (C_OR GPRC:$rs1, GPRC:$rs2)>;
let isCompressOnly = true in
def : CompressPat<(OR GPRC:$rs1, GPRC:$rs2, GPRC:$rs1),
                  (C_OR GPRC:$rs1, GPRC:$rs2)>;
def : CompressPat<(AND GPRC:$rs1, GPRC:$rs1, GPRC:$rs2),
                  (C_AND GPRC:$rs1, GPRC:$rs2)>;
let isCompressOnly = true in
def : CompressPat<(AND GPRC:$rs1, GPRC:$rs2, GPRC:$rs1),
                  (C_AND GPRC:$rs1, GPRC:$rs2)>;
def : CompressPat<(JAL X0, simm12_lsb0:$offset), (C_J simm12_lsb0:$offset)>;
def : CompressPat<(BEQ GPRC:$rs1, X0, simm9_lsb0:$imm),
                  (C_BEQZ GPRC:$rs1, simm9_lsb0:$imm)>;
def : CompressPat<(BNE GPRC:$rs1, X0, simm9_lsb0:$imm),
                  (C_BNEZ GPRC:$rs1, simm9_lsb0:$imm)>;
def : CompressPat<(SLLI GPRNoX0:$rs1, GPRNoX0:$rs1, uimmlog2xlennonzero:$imm),
                  (C_SLLI GPRNoX0:$rs1, uimmlog2xlennonzero:$imm)>;
def : CompressPat<(LW GPRNoX0:$rd, SP:$rs1, uimm8_lsb00:$imm),
                  (C_LWSP GPRNoX0:$rd, SP:$rs1, uimm8_lsb00:$imm)>;
def : CompressPat<(SW GPR:$rs2, SP:$rs1, uimm8_lsb00:$imm),
                  (C_SWSP GPR:$rs2, SP:$rs1, uimm8_lsb00:$imm)>;
def : CompressPat<(JALR X0, GPRNoX0:$rs1, 0), (C_JR GPRNoX0:$rs1)>;
def : CompressPat<(ADDI GPRNoX0:$rs1, GPRNoX0:$rs2, 0),
                  (C_MV GPRNoX0:$rs1, GPRNoX0:$rs2)>;
def : CompressPat<(EBREAK), (C_EBREAK)>;
def : CompressPat<(UNIMP), (C_UNIMP)>;
def : CompressPat<(JALR X1, GPRNoX0:$rs1, 0), (C_JALR GPRNoX0:$rs1)>;
def : CompressPat<(ADD GPRNoX0:$rs1, GPRNoX0:$rs1, GPRNoX0:$rs2),
                  (C_ADD GPRNoX0:$rs1, GPRNoX0:$rs2)>;
let isCompressOnly = true in
def : CompressPat<(ADD GPRNoX0:$rs1, GPRNoX0:$rs2, GPRNoX0:$rs1),
                  (C_ADD GPRNoX0:$rs1, GPRNoX0:$rs2)>;
let isCompressOnly = true in
def : CompressPat<(ADD GPRNoX0:$rs1, X0, GPRNoX0:$rs2),
                  (C_MV GPRNoX0:$rs1, GPRNoX0:$rs2)>;
let isCompressOnly = true in
def : CompressPat<(ADD GPRNoX0:$rs1, GPRNoX0:$rs2, X0),
                  (C_MV GPRNoX0:$rs1, GPRNoX0:$rs2)>;
}

let Predicates = [HasStdExtCOrZca, IsRV32] in
def : CompressPat<(JAL X1, simm12_lsb0:$offset), (C_JAL simm12_lsb0:$offset)>;

let Predicates = [HasStdExtCOrZca, IsRV64] in {
def : CompressPat<(LD GPRC:$rd, GPRC:$rs1, uimm8_lsb000:$imm),
                  (C_LD GPRC:$rd, GPRC:$rs1, uimm8_lsb000:$imm)>;
def : CompressPat<(SD GPRC:$rs2, GPRC:$rs1, uimm8_lsb000:$imm),
                  (C_SD GPRC:$rs2, GPRC:$rs1, uimm8_lsb000:$imm)>;
def : CompressPat<(ADDIW GPRNoX0:$rs1, GPRNoX0:$rs1, simm6:$imm),
                  (C_ADDIW GPRNoX0:$rs1, simm6:$imm)>;
let isCompressOnly = true in
def : CompressPat<(ADDIW GPRNoX0:$rd, X0, simm6:$imm),
                  (C_LI GPRNoX0:$rd, simm6:$imm)>;
def : CompressPat<(SUBW GPRC:$rs1, GPRC:$rs1, GPRC:$rs2),
                  (C_SUBW GPRC:$rs1, GPRC:$rs2)>;
def : CompressPat<(ADDW GPRC:$rs1, GPRC:$rs1, GPRC:$rs2),
                  (C_ADDW GPRC:$rs1, GPRC:$rs2)>;
let isCompressOnly = true in
def : CompressPat<(ADDW GPRC:$rs1, GPRC:$rs2, GPRC:$rs1),
                  (C_ADDW GPRC:$rs1, GPRC:$rs2)>;
def : CompressPat<(LD GPRNoX0:$rd, SP:$rs1, uimm9_lsb000:$imm),
                  (C_LDSP GPRNoX0:$rd, SP:$rs1, uimm9_lsb000:$imm)>;
def : CompressPat<(SD GPR:$rs2, SP:$rs1, uimm9_lsb000:$imm),
                  (C_SDSP GPR:$rs2, SP:$rs1, uimm9_lsb000:$imm)>;
}

let Predicates = [HasStdExtCOrZcfOrZce, IsRV32] in {
def : CompressPat<(FLW FPR32C:$rd, GPRC:$rs1, uimm7_lsb00:$imm),
                  (C_FLW FPR32C:$rd, GPRC:$rs1, uimm7_lsb00:$imm)>;
def : CompressPat<(FSW FPR32C:$rs2, GPRC:$rs1, uimm7_lsb00:$imm),
                  (C_FSW FPR32C:$rs2, GPRC:$rs1, uimm7_lsb00:$imm)>;
def : CompressPat<(FLW FPR32:$rd, SP:$rs1, uimm8_lsb00:$imm),
                  (C_FLWSP FPR32:$rd, SP:$rs1, uimm8_lsb00:$imm)>;
def : CompressPat<(FSW FPR32:$rs2, SP:$rs1, uimm8_lsb00:$imm),
                  (C_FSWSP FPR32:$rs2, SP:$rs1, uimm8_lsb00:$imm)>;
}

let Predicates = [HasStdExtCOrZcd] in {
def : CompressPat<(FLD FPR64C:$rd, GPRC:$rs1, uimm8_lsb000:$imm),
                  (C_FLD FPR64C:$rd, GPRC:$rs1, uimm8_lsb000:$imm)>;
def : CompressPat<(FSD FPR64C:$rs2, GPRC:$rs1, uimm8_lsb000:$imm),
                  (C_FSD FPR64C:$rs2, GPRC:$rs1, uimm8_lsb000:$imm)>;
def : CompressPat<(FLD FPR64:$rd, SP:$rs1, uimm9_lsb000:$imm),
                  (C_FLDSP FPR64:$rd, SP:$rs1, uimm9_lsb000:$imm)>;
def : CompressPat<(FSD FPR64:$rs2, SP:$rs1, uimm9_lsb000:$imm),
                  (C_FSDSP FPR64:$rs2, SP:$rs1, uimm9_lsb000:$imm)>;
}
