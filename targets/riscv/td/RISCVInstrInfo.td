//===- RISCVInstrInfo.td - RISC-V instructions ------------------*- tablegen -*-===//
//
// The RISC-V base integer instructions (RV32I and RV64I), their operands, the
// assembler pseudo instructions (li, la, lla, call, tail, ...) and the aliases
// that GNU as and llvm-mc accept and print (nop, mv, not, neg, j, ret, beqz, ...).
// The extensions follow in one file each (M, A, F, D, C, Zicsr, Zifencei),
// included at the end.
//
// Operand classes carry the range of a plain constant (`MinValue`, `MaxValue`,
// `Scale`) and, in `ExprKind`, which relocatable expressions they accept:
//   "lo"        %lo / %pcrel_lo / %tprel_lo (12-bit, I and S formats)
//   "hi"        %hi / %tprel_hi (lui)
//   "pcrel_hi"  %pcrel_hi / %got_pcrel_hi / %tls_ie_pcrel_hi / %tls_gd_pcrel_hi (auipc)
//   "branch", "jal", "cbranch", "cjump"  a bare symbol, pc-relative
//   "symbol", "call", "tprel_add"        pseudo instruction operands
// The target's Rust hooks (targets/riscv/src/mc) pick the fixup from these.
//
//===----------------------------------------------------------------------===//

include "RISCVInstrFormats.td"
include "RISCVInstrFormatsC.td"

//===----------------------------------------------------------------------===//
// Operands.
//===----------------------------------------------------------------------===//

/// The asm matcher class of a RISC-V immediate operand.
class RISCVAsmOperand<string name> : AsmOperandClass {
  let Name = name;
  let PredicateMethod = "is" # name;
  let RenderMethod = "addImmOperands";
  let DiagnosticType = "Invalid" # name;
}

/// A RISC-V immediate operand: constants in [min, max] that are multiples of
/// `scale`, and the expressions `exprkind` names (see the file header).
class RISCVImm<string name, int min, int max, int scale = 1, string exprkind = "",
               string encoder = "getImmOpValue">
    : Operand<XLenVT> {
  let MinValue = min;
  let MaxValue = max;
  let Scale = scale;
  string ExprKind = exprkind;
  bit NonZero = false;
  let EncoderMethod = encoder;
  let DecoderMethod = "decode" # name;
  let OperandType = "OPERAND_" # !toupper(name);
  let ParserMatchClass = RISCVAsmOperand<name>;
}

/// A pc-relative RISC-V immediate (branch and jump targets): halved when encoded.
class RISCVPCRelImm<string name, int min, int max, string exprkind>
    : RISCVImm<name, min, max, 2, exprkind, "getImmOpValueAsr1"> {
  let PrintMethod = "printBranchOperand";
  let OperandType = "OPERAND_PCREL";
}

def simm12 : RISCVImm<"SImm12", -2048, 2047, 1, "lo">,
             ImmLeaf<XLenVT, [{ (-2048..2048).contains(&imm) }]>;
def uimm20_lui : RISCVImm<"UImm20LUI", 0, 1048575, 1, "hi">;
def uimm20_auipc : RISCVImm<"UImm20AUIPC", 0, 1048575, 1, "pcrel_hi">;
def simm13_lsb0 : RISCVPCRelImm<"SImm13Lsb0", -4096, 4094, "branch">;
def simm21_lsb0_jal : RISCVPCRelImm<"SImm21Lsb0JAL", -1048576, 1048574, "jal">;
/// A shift amount: 0..63 on RV64, 0..31 on RV32 (the hooks check XLEN).
def uimmlog2xlen : RISCVImm<"UImmLog2XLen", 0, 63, 1, "xlen">,
                   ImmLeaf<XLenVT, [{ (0..64).contains(&imm) }]>;
def uimm5 : RISCVImm<"UImm5", 0, 31>, ImmLeaf<XLenVT, [{ (0..32).contains(&imm) }]>;
def uimm5_nonzero : ImmLeaf<XLenVT, [{ (1..32).contains(&imm) }]>;

/// A CSR number, or the name of a known CSR.
def CSRSystemRegister : RISCVAsmOperand<"CSRSystemRegister"> {
  let ParserMethod = "parseCSRSystemRegister";
  let DiagnosticString = "operand must be a valid system register name or an integer in the range [0, 4095]";
}
def csr_sysreg : RISCVImm<"CSRSystemRegister", 0, 4095> {
  let PrintMethod = "printCSRSystemRegister";
  let ParserMatchClass = CSRSystemRegister;
}

/// The predecessor/successor set of `fence`: a subset of "iorw".
def FenceArg : RISCVAsmOperand<"FenceArg"> {
  let ParserMethod = "parseFenceArg";
  let DiagnosticString = "operand must be formed of letters selected in-order from 'iorw' or be 0";
}
def fencearg : RISCVImm<"FenceArg", 0, 15> {
  let PrintMethod = "printFenceArg";
  let ParserMatchClass = FenceArg;
}

/// A rounding mode: rne, rtz, rdn, rup, rmm or dyn. Optional in assembly, with
/// dyn (7) as the default, which the printer leaves out.
def FRMArg : RISCVAsmOperand<"FRMArg"> {
  let ParserMethod = "parseFRMArg";
  let DiagnosticString = "operand must be a valid floating point rounding mode mnemonic";
  let IsOptional = true;
  let DefaultMethod = "defaultFRMArgOp";
}
def frmarg : RISCVImm<"FRMArg", 0, 7> {
  let PrintMethod = "printFRMArg";
  let ParserMatchClass = FRMArg;
}

/// The rounding mode of exact conversions, default rne (0), left out when printed.
def FRMArgLegacy : RISCVAsmOperand<"FRMArgLegacy"> {
  let ParserMethod = "parseFRMArg";
  let DiagnosticString = "operand must be a valid floating point rounding mode mnemonic";
  let IsOptional = true;
  let DefaultMethod = "defaultFRMArgLegacyOp";
}
def frmarglegacy : RISCVImm<"FRMArgLegacy", 0, 7> {
  let PrintMethod = "printFRMArgLegacy";
  let ParserMatchClass = FRMArgLegacy;
}

/// A symbol (with optional offset), for la/lla and the load/store pseudos.
def bare_symbol : RISCVImm<"BareSymbol", 0, 0, 1, "symbol">;
/// The target of `call` and `tail`.
def call_symbol : RISCVImm<"CallSymbol", 0, 0, 1, "call">;
/// The `%tprel_add(sym)` operand of the TLS add.
def tprel_add_symbol : RISCVImm<"TPRelAddSymbol", 0, 0, 1, "tprel_add"> {
  let PrintMethod = "printOperand";
}
/// Any 64-bit (RV64) or 32-bit (RV32) constant, for `li`.
def ixlenimm_li : RISCVImm<"ImmXLenLI", 0, 0, 1, "li">;

//===----------------------------------------------------------------------===//
// Instruction classes.
//===----------------------------------------------------------------------===//

let hasSideEffects = false, mayLoad = false, mayStore = false in {
/// A register-immediate ALU instruction.
class ALU_ri<bits<3> funct3, string opcodestr, RISCVOpcode opc = OPC_OP_IMM>
    : RVInstI<funct3, opc, (outs GPR:$rd), (ins GPR:$rs1, simm12:$imm12),
              opcodestr, "$rd, $rs1, $imm12">;

/// A register-register ALU instruction.
class ALU_rr<bits<7> funct7, bits<3> funct3, string opcodestr,
             bit Commutable = false, RISCVOpcode opc = OPC_OP>
    : RVInstR<funct7, funct3, opc, (outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2),
              opcodestr, "$rd, $rs1, $rs2"> {
  let isCommutable = Commutable;
}

/// A shift by an immediate.
class Shift_ri<bits<6> imm11_6, bits<3> funct3, string opcodestr>
    : RVInstIShift<imm11_6, funct3, OPC_OP_IMM, (outs GPR:$rd),
                   (ins GPR:$rs1, uimmlog2xlen:$shamt), opcodestr,
                   "$rd, $rs1, $shamt">;

/// A 32-bit shift by an immediate (RV64).
class ShiftW_ri<bits<7> imm11_5, bits<3> funct3, string opcodestr>
    : RVInstIShiftW<imm11_5, funct3, OPC_OP_IMM_32, (outs GPR:$rd),
                    (ins GPR:$rs1, uimm5:$shamt), opcodestr,
                    "$rd, $rs1, $shamt">;

/// A conditional branch.
class BranchCC_rri<bits<3> funct3, string opcodestr>
    : RVInstB<funct3, OPC_BRANCH, (outs),
              (ins GPR:$rs1, GPR:$rs2, simm13_lsb0:$imm12),
              opcodestr, "$rs1, $rs2, $imm12"> {
  let isBranch = true;
  let isTerminator = true;
}
}

/// A load: rd, imm(rs1).
let hasSideEffects = false, mayLoad = true, mayStore = false in
class Load_ri<bits<3> funct3, string opcodestr, RegisterClass rty = GPR,
              RISCVOpcode opc = OPC_LOAD>
    : RVInstI<funct3, opc, (outs rty:$rd), (ins GPR:$rs1, simm12:$imm12),
              opcodestr, "$rd, ${imm12}(${rs1})">;

/// A store: rs2, imm(rs1).
let hasSideEffects = false, mayLoad = false, mayStore = true in
class Store_rri<bits<3> funct3, string opcodestr, RegisterClass rty = GPR,
                RISCVOpcode opc = OPC_STORE>
    : RVInstS<funct3, opc, (outs), (ins rty:$rs2, GPR:$rs1, simm12:$imm12),
              opcodestr, "$rs2, ${imm12}(${rs1})">;

/// An instruction with no operands and a fixed encoding (ecall, mret, ...).
let hasSideEffects = true, mayLoad = false, mayStore = false in
class Priv<string opcodestr, bits<7> funct7, bits<5> rs2val>
    : RVInstR<funct7, 0b000, OPC_SYSTEM, (outs), (ins), opcodestr, ""> {
  let rs1 = 0;
  let rd = 0;
  let rs2 = rs2val;
}

//===----------------------------------------------------------------------===//
// RV32I.
//===----------------------------------------------------------------------===//

let hasSideEffects = false, mayLoad = false, mayStore = false in {
let isReMaterializable = true, isAsCheapAsAMove = true, isMoveImm = true in
def LUI : RVInstU<OPC_LUI, (outs GPR:$rd), (ins uimm20_lui:$imm20),
                  "lui", "$rd, $imm20">;

let isReMaterializable = true in
def AUIPC : RVInstU<OPC_AUIPC, (outs GPR:$rd), (ins uimm20_auipc:$imm20),
                    "auipc", "$rd, $imm20">;

let isCall = true in
def JAL : RVInstJ<OPC_JAL, (outs GPR:$rd), (ins simm21_lsb0_jal:$imm20),
                  "jal", "$rd, $imm20">;

let isCall = true in
def JALR : RVInstI<0b000, OPC_JALR, (outs GPR:$rd),
                   (ins GPR:$rs1, simm12:$imm12),
                   "jalr", "$rd, ${imm12}(${rs1})">;
}

def BEQ  : BranchCC_rri<0b000, "beq">;
def BNE  : BranchCC_rri<0b001, "bne">;
def BLT  : BranchCC_rri<0b100, "blt">;
def BGE  : BranchCC_rri<0b101, "bge">;
def BLTU : BranchCC_rri<0b110, "bltu">;
def BGEU : BranchCC_rri<0b111, "bgeu">;

def LB  : Load_ri<0b000, "lb">;
def LH  : Load_ri<0b001, "lh">;
def LW  : Load_ri<0b010, "lw">;
def LBU : Load_ri<0b100, "lbu">;
def LHU : Load_ri<0b101, "lhu">;

def SB : Store_rri<0b000, "sb">;
def SH : Store_rri<0b001, "sh">;
def SW : Store_rri<0b010, "sw">;

let isReMaterializable = true, isAsCheapAsAMove = true in {
let isAdd = true, isMoveImm = true in
def ADDI  : ALU_ri<0b000, "addi">;
def SLTI  : ALU_ri<0b010, "slti">;
def SLTIU : ALU_ri<0b011, "sltiu">;
def XORI  : ALU_ri<0b100, "xori">;
def ORI   : ALU_ri<0b110, "ori">;
def ANDI  : ALU_ri<0b111, "andi">;
def SLLI  : Shift_ri<0b000000, 0b001, "slli">;
def SRLI  : Shift_ri<0b000000, 0b101, "srli">;
def SRAI  : Shift_ri<0b010000, 0b101, "srai">;
}

def ADD  : ALU_rr<0b0000000, 0b000, "add", true>;
def SUB  : ALU_rr<0b0100000, 0b000, "sub">;
def SLL  : ALU_rr<0b0000000, 0b001, "sll">;
def SLT  : ALU_rr<0b0000000, 0b010, "slt">;
def SLTU : ALU_rr<0b0000000, 0b011, "sltu">;
def XOR  : ALU_rr<0b0000000, 0b100, "xor", true>;
def SRL  : ALU_rr<0b0000000, 0b101, "srl">;
def SRA  : ALU_rr<0b0100000, 0b101, "sra">;
def OR   : ALU_rr<0b0000000, 0b110, "or", true>;
def AND  : ALU_rr<0b0000000, 0b111, "and", true>;

let hasSideEffects = true, mayLoad = false, mayStore = false in {
def FENCE : RVInst<(outs), (ins fencearg:$pred, fencearg:$succ),
                   "fence", "$pred, $succ"> {
  bits<4> pred;
  bits<4> succ;
  let Inst{31-28} = 0b0000;
  let Inst{27-24} = pred;
  let Inst{23-20} = succ;
  let Inst{19-7} = 0;
  let Opcode = OPC_MISC_MEM.Value;
}
def FENCE_TSO : RVInst<(outs), (ins), "fence.tso", ""> {
  let Inst{31-7} = 0b1000001100110000000000000;
  let Opcode = OPC_MISC_MEM.Value;
}
}

def ECALL  : Priv<"ecall",  0b0000000, 0b00000>;
def EBREAK : Priv<"ebreak", 0b0000000, 0b00001>;
def SRET   : Priv<"sret",   0b0001000, 0b00010>;
def MRET   : Priv<"mret",   0b0011000, 0b00010>;
def WFI    : Priv<"wfi",    0b0001000, 0b00101>;

let hasSideEffects = true, mayLoad = false, mayStore = false in
def SFENCE_VMA : RVInstR<0b0001001, 0b000, OPC_SYSTEM, (outs),
                         (ins GPR:$rs1, GPR:$rs2), "sfence.vma", "$rs1, $rs2"> {
  let rd = 0;
}

/// `unimp`: the all-zero csrrw, an illegal instruction.
let hasSideEffects = true, mayLoad = false, mayStore = false, isTrap = true in
def UNIMP : RVInstI<0b001, OPC_SYSTEM, (outs), (ins), "unimp", ""> {
  let rs1 = 0;
  let rd = 0;
  let imm12 = 0b110000000000;
}

//===----------------------------------------------------------------------===//
// RV64I.
//===----------------------------------------------------------------------===//

let Predicates = [IsRV64] in {
def LWU : Load_ri<0b110, "lwu">;
def LD  : Load_ri<0b011, "ld">;
def SD  : Store_rri<0b011, "sd">;

let hasSideEffects = false, mayLoad = false, mayStore = false in
let isReMaterializable = true, isAsCheapAsAMove = true in {
def ADDIW : ALU_ri<0b000, "addiw", OPC_OP_IMM_32>;
def SLLIW : ShiftW_ri<0b0000000, 0b001, "slliw">;
def SRLIW : ShiftW_ri<0b0000000, 0b101, "srliw">;
def SRAIW : ShiftW_ri<0b0100000, 0b101, "sraiw">;
}

def ADDW : ALU_rr<0b0000000, 0b000, "addw", true, OPC_OP_32>;
def SUBW : ALU_rr<0b0100000, 0b000, "subw", false, OPC_OP_32>;
def SLLW : ALU_rr<0b0000000, 0b001, "sllw", false, OPC_OP_32>;
def SRLW : ALU_rr<0b0000000, 0b101, "srlw", false, OPC_OP_32>;
def SRAW : ALU_rr<0b0100000, 0b101, "sraw", false, OPC_OP_32>;
}

//===----------------------------------------------------------------------===//
// Assembler pseudo instructions (expanded by the target's asm parser hooks).
//===----------------------------------------------------------------------===//

/// `li rd, imm`: the shortest lui/addi(w)/slli sequence for any XLEN constant.
def PseudoLI : PseudoAsm<(outs GPR:$rd), (ins ixlenimm_li:$imm), "li", "$rd, $imm">;
/// `lla rd, sym`: auipc + addi with %pcrel_hi/%pcrel_lo.
def PseudoLLA : PseudoAsm<(outs GPR:$rd), (ins bare_symbol:$src), "lla", "$rd, $src">;
/// `la rd, sym`: as lla when not PIC (llvm-mc's default).
def PseudoLA : PseudoAsm<(outs GPR:$rd), (ins bare_symbol:$src), "la", "$rd, $src">;
/// `lga rd, sym`: auipc + l[wd] through the GOT.
def PseudoLGA : PseudoAsm<(outs GPR:$rd), (ins bare_symbol:$src), "lga", "$rd, $src">;
/// `la.tls.ie rd, sym`: the initial-exec TLS address.
def PseudoLA_TLS_IE : PseudoAsm<(outs GPR:$rd), (ins bare_symbol:$src),
                                "la.tls.ie", "$rd, $src">;
/// `la.tls.gd rd, sym`: the general-dynamic TLS address argument.
def PseudoLA_TLS_GD : PseudoAsm<(outs GPR:$rd), (ins bare_symbol:$src),
                                "la.tls.gd", "$rd, $src">;
/// `call sym`: auipc ra + jalr ra with R_RISCV_CALL_PLT.
let isCall = true, Defs = [X1] in
def PseudoCALL : PseudoAsm<(outs), (ins call_symbol:$func), "call", "$func">;
/// `call rd, sym`: the same through another link register.
let isCall = true in
def PseudoCALLReg : PseudoAsm<(outs GPR:$rd), (ins call_symbol:$func), "call", "$rd, $func">;
/// `tail sym`: auipc t1 + jalr zero.
let isCall = true, isTerminator = true, isReturn = true, isBarrier = true, Uses = [X2], Defs = [X6] in
def PseudoTAIL : PseudoAsm<(outs), (ins call_symbol:$dst), "tail", "$dst">;
/// `jump sym, rt`: auipc rt + jalr zero.
let isBranch = true, isTerminator = true, isBarrier = true in
def PseudoJump : PseudoAsm<(outs GPR:$rd), (ins call_symbol:$target), "jump", "$target, $rd">;

/// Loads from and stores to a symbol: auipc + the access with %pcrel_lo.
class PseudoLoad<string opcodestr, RegisterClass rdty = GPR>
    : PseudoAsm<(outs rdty:$rd), (ins bare_symbol:$addr), opcodestr, "$rd, $addr"> {
  let mayLoad = true;
}
/// Floating-point loads need a scratch GPR: `flw ft0, sym, t0`.
class PseudoFloatLoad<string opcodestr, RegisterClass rdty>
    : PseudoAsm<(outs GPR:$tmp, rdty:$rd), (ins bare_symbol:$addr), opcodestr,
                "$rd, $addr, $tmp"> {
  let mayLoad = true;
}
class PseudoStore<string opcodestr, RegisterClass rsty = GPR>
    : PseudoAsm<(outs GPR:$tmp), (ins rsty:$rs, bare_symbol:$addr), opcodestr,
                "$rs, $addr, $tmp"> {
  let mayStore = true;
}
def PseudoLB  : PseudoLoad<"lb">;
def PseudoLBU : PseudoLoad<"lbu">;
def PseudoLH  : PseudoLoad<"lh">;
def PseudoLHU : PseudoLoad<"lhu">;
def PseudoLW  : PseudoLoad<"lw">;
def PseudoSB  : PseudoStore<"sb">;
def PseudoSH  : PseudoStore<"sh">;
def PseudoSW  : PseudoStore<"sw">;
let Predicates = [IsRV64] in {
def PseudoLWU : PseudoLoad<"lwu">;
def PseudoLD  : PseudoLoad<"ld">;
def PseudoSD  : PseudoStore<"sd">;
}

/// `add rd, rs1, tp, %tprel_add(sym)`: the local-exec TLS add (an `add` with a
/// TPREL_ADD relocation, encoded by the target's code emitter).
def PseudoAddTPRel : PseudoAsm<(outs GPR:$rd),
                               (ins GPR:$rs1, GPR:$rs2, tprel_add_symbol:$src),
                               "add", "$rd, $rs1, $rs2, $src">;

//===----------------------------------------------------------------------===//
// Aliases.
//===----------------------------------------------------------------------===//

def : InstAlias<"nop", (ADDI X0, X0, 0)>;
def : InstAlias<"li $rd, $imm", (ADDI GPR:$rd, X0, simm12:$imm)>;
def : InstAlias<"mv $rd, $rs", (ADDI GPR:$rd, GPR:$rs, 0)>;
def : InstAlias<"not $rd, $rs", (XORI GPR:$rd, GPR:$rs, -1)>;
def : InstAlias<"neg $rd, $rs", (SUB GPR:$rd, X0, GPR:$rs)>;
def : InstAlias<"seqz $rd, $rs", (SLTIU GPR:$rd, GPR:$rs, 1)>;
def : InstAlias<"snez $rd, $rs", (SLTU GPR:$rd, X0, GPR:$rs)>;
def : InstAlias<"sltz $rd, $rs", (SLT GPR:$rd, GPR:$rs, X0)>;
def : InstAlias<"sgtz $rd, $rs", (SLT GPR:$rd, X0, GPR:$rs)>;
def : InstAlias<"sgt $rd, $rs, $rt", (SLT GPR:$rd, GPR:$rt, GPR:$rs), 0>;
def : InstAlias<"sgtu $rd, $rs, $rt", (SLTU GPR:$rd, GPR:$rt, GPR:$rs), 0>;
def : InstAlias<"zext.b $rd, $rs", (ANDI GPR:$rd, GPR:$rs, 0xFF)>;

let Predicates = [IsRV64] in {
def : InstAlias<"negw $rd, $rs", (SUBW GPR:$rd, X0, GPR:$rs)>;
def : InstAlias<"sext.w $rd, $rs", (ADDIW GPR:$rd, GPR:$rs, 0)>;
}

// GNU as takes a register-register mnemonic with an immediate as the immediate form (inline
// asm whose "imr"/"ir" operand became an immediate prints so); parse-only, as in LLVM.
def : InstAlias<"add $rd, $rs1, $imm12", (ADDI GPR:$rd, GPR:$rs1, simm12:$imm12), 0>;
def : InstAlias<"and $rd, $rs1, $imm12", (ANDI GPR:$rd, GPR:$rs1, simm12:$imm12), 0>;
def : InstAlias<"xor $rd, $rs1, $imm12", (XORI GPR:$rd, GPR:$rs1, simm12:$imm12), 0>;
def : InstAlias<"or $rd, $rs1, $imm12", (ORI GPR:$rd, GPR:$rs1, simm12:$imm12), 0>;
def : InstAlias<"sll $rd, $rs1, $shamt", (SLLI GPR:$rd, GPR:$rs1, uimmlog2xlen:$shamt), 0>;
def : InstAlias<"srl $rd, $rs1, $shamt", (SRLI GPR:$rd, GPR:$rs1, uimmlog2xlen:$shamt), 0>;
def : InstAlias<"sra $rd, $rs1, $shamt", (SRAI GPR:$rd, GPR:$rs1, uimmlog2xlen:$shamt), 0>;
def : InstAlias<"slt $rd, $rs1, $imm12", (SLTI GPR:$rd, GPR:$rs1, simm12:$imm12), 0>;
def : InstAlias<"sltu $rd, $rs1, $imm12", (SLTIU GPR:$rd, GPR:$rs1, simm12:$imm12), 0>;
let Predicates = [IsRV64] in {
def : InstAlias<"addw $rd, $rs1, $imm12", (ADDIW GPR:$rd, GPR:$rs1, simm12:$imm12), 0>;
def : InstAlias<"sllw $rd, $rs1, $shamt", (SLLIW GPR:$rd, GPR:$rs1, uimm5:$shamt), 0>;
def : InstAlias<"srlw $rd, $rs1, $shamt", (SRLIW GPR:$rd, GPR:$rs1, uimm5:$shamt), 0>;
def : InstAlias<"sraw $rd, $rs1, $shamt", (SRAIW GPR:$rd, GPR:$rs1, uimm5:$shamt), 0>;
}

def : InstAlias<"beqz $rs, $offset", (BEQ GPR:$rs, X0, simm13_lsb0:$offset)>;
def : InstAlias<"bnez $rs, $offset", (BNE GPR:$rs, X0, simm13_lsb0:$offset)>;
def : InstAlias<"blez $rs, $offset", (BGE X0, GPR:$rs, simm13_lsb0:$offset)>;
def : InstAlias<"bgez $rs, $offset", (BGE GPR:$rs, X0, simm13_lsb0:$offset)>;
def : InstAlias<"bltz $rs, $offset", (BLT GPR:$rs, X0, simm13_lsb0:$offset)>;
def : InstAlias<"bgtz $rs, $offset", (BLT X0, GPR:$rs, simm13_lsb0:$offset)>;
def : InstAlias<"bgt $rs, $rt, $offset", (BLT GPR:$rt, GPR:$rs, simm13_lsb0:$offset), 0>;
def : InstAlias<"ble $rs, $rt, $offset", (BGE GPR:$rt, GPR:$rs, simm13_lsb0:$offset), 0>;
def : InstAlias<"bgtu $rs, $rt, $offset", (BLTU GPR:$rt, GPR:$rs, simm13_lsb0:$offset), 0>;
def : InstAlias<"bleu $rs, $rt, $offset", (BGEU GPR:$rt, GPR:$rs, simm13_lsb0:$offset), 0>;

def : InstAlias<"j $offset", (JAL X0, simm21_lsb0_jal:$offset)>;
def : InstAlias<"jal $offset", (JAL X1, simm21_lsb0_jal:$offset)>;
def : InstAlias<"jr $rs", (JALR X0, GPR:$rs, 0)>;
def : InstAlias<"jalr $rs", (JALR X1, GPR:$rs, 0)>;
def : InstAlias<"ret", (JALR X0, X1, 0)>;
def : InstAlias<"jalr $rd, $rs", (JALR GPR:$rd, GPR:$rs, 0)>;
def : InstAlias<"jr $rs, $offset", (JALR X0, GPR:$rs, simm12:$offset), 0>;
def : InstAlias<"jalr $rs, $offset", (JALR X1, GPR:$rs, simm12:$offset), 0>;
def : InstAlias<"jalr $rd, $rs, $offset", (JALR GPR:$rd, GPR:$rs, simm12:$offset), 0>;
def : InstAlias<"jr ${offset}(${rs})", (JALR X0, GPR:$rs, simm12:$offset)>;
def : InstAlias<"jalr ${offset}(${rs})", (JALR X1, GPR:$rs, simm12:$offset)>;

def : InstAlias<"fence", (FENCE 0xF, 0xF)>;
def : InstAlias<"sfence.vma", (SFENCE_VMA X0, X0)>;
def : InstAlias<"sfence.vma $rs", (SFENCE_VMA GPR:$rs, X0)>;

//===----------------------------------------------------------------------===//
// Instruction selection patterns (kiln's -gen-dag-isel; see TargetSelectionDAG.td).
// What patterns cannot say stays in Rust in isel_dag_to_dag.rs: constants
// (RISCVMatInt), globals, calls and returns, call-frame and branch pseudos,
// sign-extended i1 loads and i1 stores, sext_inreg from odd widths, and zero as X0.
//===----------------------------------------------------------------------===//

/// A constant whose negation fits in 12 bits: [-2047, 2048].
def simm12_plus1 : ImmLeaf<XLenVT, [{ (-2047..=2048).contains(&imm) }]>;
/// The negation of a constant, as an immediate operand.
def NegImm : SDNodeXForm<imm, [{ dag.get_target_constant(-(imm as i128), EVT::Simple(MVT::i64)) }]>;
/// A shift amount taken modulo 64, as `sll` reads it.
def ShiftAmt : SDNodeXForm<imm, [{ dag.get_target_constant((imm & 63) as i128, EVT::Simple(MVT::i64)) }]>;
/// A shift amount taken modulo 32, as RV32's `sll` reads it.
def ShiftAmt32 : SDNodeXForm<imm, [{ dag.get_target_constant((imm & 31) as i128, EVT::Simple(MVT::i32)) }]>;

/// Base register (or frame index) plus a 12-bit offset: the address of a load or store.
def AddrRegImm : ComplexPattern<XLenVT, 2, "select_addr_reg_imm">;

/// `(op rs1, rs2)` by a register-register instruction.
class PatGprGpr<SDPatternOperator OpNode, RVInst Inst>
    : Pat<(OpNode GPR:$rs1, GPR:$rs2), (Inst GPR:$rs1, GPR:$rs2)>;
/// `(op rs1, imm)` by a register-immediate instruction.
class PatGprImm<SDPatternOperator OpNode, RVInst Inst, ImmLeaf ImmType>
    : Pat<(XLenVT (OpNode GPR:$rs1, ImmType:$imm)), (Inst GPR:$rs1, ImmType:$imm)>;
class PatGprSimm12<SDPatternOperator OpNode, RVInst Inst>
    : PatGprImm<OpNode, Inst, simm12>;
class PatGprUimmLog2XLen<SDPatternOperator OpNode, RVInst Inst>
    : PatGprImm<OpNode, Inst, uimmlog2xlen>;

// Arithmetic and logic.
def : PatGprGpr<add, ADD>;
def : PatGprSimm12<add, ADDI>;
def : PatGprGpr<sub, SUB>;
def : Pat<(sub GPR:$rs1, simm12_plus1:$imm), (ADDI GPR:$rs1, (NegImm simm12_plus1:$imm))>;
def : PatGprGpr<or, OR>;
def : PatGprSimm12<or, ORI>;
def : PatGprGpr<and, AND>;
def : PatGprSimm12<and, ANDI>;
def : PatGprGpr<xor, XOR>;
def : PatGprSimm12<xor, XORI>;

// Shifts: by a register (sll reads six bits), by 0..63, by any other constant modulo 64.
def : PatGprGpr<shl, SLL>;
def : PatGprGpr<srl, SRL>;
def : PatGprGpr<sra, SRA>;
def : PatGprUimmLog2XLen<shl, SLLI>;
def : PatGprUimmLog2XLen<srl, SRLI>;
def : PatGprUimmLog2XLen<sra, SRAI>;
let Predicates = [IsRV64] in {
def : Pat<(shl GPR:$rs1, imm:$sh), (SLLI GPR:$rs1, (ShiftAmt imm:$sh))>;
def : Pat<(srl GPR:$rs1, imm:$sh), (SRLI GPR:$rs1, (ShiftAmt imm:$sh))>;
def : Pat<(sra GPR:$rs1, imm:$sh), (SRAI GPR:$rs1, (ShiftAmt imm:$sh))>;
}
let Predicates = [IsRV32] in {
def : Pat<(shl GPR:$rs1, imm:$sh), (SLLI GPR:$rs1, (ShiftAmt32 imm:$sh))>;
def : Pat<(srl GPR:$rs1, imm:$sh), (SRLI GPR:$rs1, (ShiftAmt32 imm:$sh))>;
def : Pat<(sra GPR:$rs1, imm:$sh), (SRAI GPR:$rs1, (ShiftAmt32 imm:$sh))>;
}

// Frame addresses.
def : Pat<(XLenVT frameindex:$fi), (ADDI frameindex:$fi, 0)>;
def : Pat<(add (XLenVT frameindex:$fi), simm12:$imm), (ADDI frameindex:$fi, simm12:$imm)>;

// Sign extension in a register, and the 32-bit (W) forms whose result it is.
let Predicates = [IsRV64] in {
def : Pat<(sext_inreg GPR:$rs1, i32), (ADDIW GPR:$rs1, 0)>;
def : Pat<(sext_inreg GPR:$rs1, i16), (SRAI (SLLI GPR:$rs1, 48), 48)>;
def : Pat<(sext_inreg GPR:$rs1, i8), (SRAI (SLLI GPR:$rs1, 56), 56)>;
def : Pat<(sext_inreg GPR:$rs1, i1), (SRAI (SLLI GPR:$rs1, 63), 63)>;
def : Pat<(sext_inreg (add GPR:$rs1, GPR:$rs2), i32), (ADDW GPR:$rs1, GPR:$rs2)>;
def : Pat<(sext_inreg (add GPR:$rs1, simm12:$imm), i32), (ADDIW GPR:$rs1, simm12:$imm)>;
def : Pat<(sext_inreg (sub GPR:$rs1, GPR:$rs2), i32), (SUBW GPR:$rs1, GPR:$rs2)>;
def : Pat<(sext_inreg (shl GPR:$rs1, uimm5:$sh), i32), (SLLIW GPR:$rs1, uimm5:$sh)>;
}
let Predicates = [IsRV32] in {
def : Pat<(sext_inreg GPR:$rs1, i16), (SRAI (SLLI GPR:$rs1, 16), 16)>;
def : Pat<(sext_inreg GPR:$rs1, i8), (SRAI (SLLI GPR:$rs1, 24), 24)>;
def : Pat<(sext_inreg GPR:$rs1, i1), (SRAI (SLLI GPR:$rs1, 31), 31)>;
}

// Comparisons as 0/1 values.
def : PatGprGpr<setlt, SLT>;
def : PatGprSimm12<setlt, SLTI>;
def : PatGprGpr<setult, SLTU>;
def : PatGprSimm12<setult, SLTIU>;
def : Pat<(setgt GPR:$rs1, GPR:$rs2), (SLT GPR:$rs2, GPR:$rs1)>;
def : Pat<(setugt GPR:$rs1, GPR:$rs2), (SLTU GPR:$rs2, GPR:$rs1)>;
def : Pat<(setge GPR:$rs1, GPR:$rs2), (XORI (SLT GPR:$rs1, GPR:$rs2), 1)>;
def : Pat<(setge GPR:$rs1, simm12:$imm), (XORI (SLTI GPR:$rs1, simm12:$imm), 1)>;
def : Pat<(setuge GPR:$rs1, GPR:$rs2), (XORI (SLTU GPR:$rs1, GPR:$rs2), 1)>;
def : Pat<(setuge GPR:$rs1, simm12:$imm), (XORI (SLTIU GPR:$rs1, simm12:$imm), 1)>;
def : Pat<(setle GPR:$rs1, GPR:$rs2), (XORI (SLT GPR:$rs2, GPR:$rs1), 1)>;
def : Pat<(setule GPR:$rs1, GPR:$rs2), (XORI (SLTU GPR:$rs2, GPR:$rs1), 1)>;
// seqz / snez of the difference.
def : Pat<(seteq GPR:$rs1, 0), (SLTIU GPR:$rs1, 1)>;
def : Pat<(seteq GPR:$rs1, simm12_plus1:$imm),
          (SLTIU (ADDI GPR:$rs1, (NegImm simm12_plus1:$imm)), 1)>;
def : Pat<(seteq GPR:$rs1, GPR:$rs2), (SLTIU (XOR GPR:$rs1, GPR:$rs2), 1)>;
def : Pat<(setne GPR:$rs1, 0), (SLTU X0, GPR:$rs1)>;
def : Pat<(setne GPR:$rs1, simm12_plus1:$imm),
          (SLTU X0, (ADDI GPR:$rs1, (NegImm simm12_plus1:$imm)))>;
def : Pat<(setne GPR:$rs1, GPR:$rs2), (SLTU X0, (XOR GPR:$rs1, GPR:$rs2))>;

// Conditional branches: on a comparison, else on a value being non-zero.
class BccPat<CondCode Cond, RVInstB Inst>
    : Pat<(brcond (XLenVT (setcc GPR:$rs1, GPR:$rs2, Cond)), bb:$imm12),
          (Inst GPR:$rs1, GPR:$rs2, simm13_lsb0:$imm12)>;
class BccSwapPat<CondCode Cond, RVInstB Inst>
    : Pat<(brcond (XLenVT (setcc GPR:$rs1, GPR:$rs2, Cond)), bb:$imm12),
          (Inst GPR:$rs2, GPR:$rs1, simm13_lsb0:$imm12)>;
def : BccPat<SETEQ, BEQ>;
def : BccPat<SETNE, BNE>;
def : BccPat<SETLT, BLT>;
def : BccPat<SETGE, BGE>;
def : BccPat<SETULT, BLTU>;
def : BccPat<SETUGE, BGEU>;
def : BccSwapPat<SETGT, BLT>;
def : BccSwapPat<SETLE, BGE>;
def : BccSwapPat<SETUGT, BLTU>;
def : BccSwapPat<SETULE, BGEU>;
def : Pat<(brcond GPR:$cond, bb:$imm12), (BNE GPR:$cond, X0, simm13_lsb0:$imm12)>;

// Loads and stores at base + 12-bit offset.
class LdPat<PatFrag LoadOp, RVInst Inst>
    : Pat<(XLenVT (LoadOp (AddrRegImm (XLenVT GPR:$rs1), simm12:$imm12))),
          (Inst GPR:$rs1, simm12:$imm12)>;
def : LdPat<sextloadi8, LB>;
def : LdPat<extloadi8, LBU>;
def : LdPat<zextloadi8, LBU>;
def : LdPat<extloadi1, LBU>;
def : LdPat<zextloadi1, LBU>;
def : LdPat<sextloadi16, LH>;
def : LdPat<extloadi16, LHU>;
def : LdPat<zextloadi16, LHU>;
let Predicates = [IsRV64] in {
def : LdPat<sextloadi32, LW>;
def : LdPat<extloadi32, LW>;
def : LdPat<zextloadi32, LWU>;
def : LdPat<load, LD>;
}
let Predicates = [IsRV32] in
def : LdPat<load, LW>;

class StPat<PatFrag StoreOp, RVInst Inst>
    : Pat<(StoreOp (XLenVT GPR:$rs2), (AddrRegImm (XLenVT GPR:$rs1), simm12:$imm12)),
          (Inst GPR:$rs2, GPR:$rs1, simm12:$imm12)>;
def : StPat<truncstorei8, SB>;
def : StPat<truncstorei16, SH>;
let Predicates = [IsRV64] in {
def : StPat<truncstorei32, SW>;
def : StPat<store, SD>;
}
let Predicates = [IsRV32] in
def : StPat<store, SW>;

// Fences by ordering (LLVM's numbers; the RISC-V memory-model mapping of the
// unprivileged spec, Table A.6): acquire `fence r,rw`, release `fence rw,w`,
// acq_rel `fence.tso`, seq_cst `fence rw,rw`. A single-thread fence is no node.
def : Pat<(atomic_fence (XLenVT 4), (XLenVT imm)), (FENCE 2, 3)>;
def : Pat<(atomic_fence (XLenVT 5), (XLenVT imm)), (FENCE 3, 1)>;
def : Pat<(atomic_fence (XLenVT 6), (XLenVT imm)), (FENCE_TSO)>;
def : Pat<(atomic_fence (XLenVT 7), (XLenVT imm)), (FENCE 3, 3)>;

// A 32-bit logical right shift of a value whose upper half is masked off (the form an i32
// `lshr` takes once promoted): SRLIW reads only the low word, and for a shift of 1 to 31 its
// sign-extended result has a zero upper half.
let Predicates = [IsRV64] in
def : Pat<(srl (and GPR:$rs1, 0xffffffff), uimm5_nonzero:$sh), (SRLIW GPR:$rs1, uimm5:$sh)>;

include "RISCVInstrInfoM.td"
include "RISCVInstrInfoA.td"
include "RISCVInstrInfoZicsr.td"
include "RISCVInstrInfoZifencei.td"
include "RISCVInstrInfoF.td"
include "RISCVInstrInfoD.td"
include "RISCVInstrInfoC.td"
