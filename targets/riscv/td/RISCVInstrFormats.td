//===- RISCVInstrFormats.td - RISC-V instruction formats --------*- tablegen -*-===//
//
// The 32-bit RISC-V encoding formats (R, R4, I, S, B, U, J and the variants for
// shifts, atomics and rounding modes) as subclasses of `Instruction`. Each format
// declares one `bits<N>` field per encoded operand, named after the operand
// (`$rd` is encoded from `rd`), and places it in `Inst` with `let Inst{hi-lo}`.
// The 16-bit formats of the C extension are in RISCVInstrFormatsC.td.
//
//===----------------------------------------------------------------------===//

/// A major opcode (Inst{6-0}).
class RISCVOpcode<string name, bits<7> val> {
  string Name = name;
  bits<7> Value = val;
}
def OPC_LOAD      : RISCVOpcode<"LOAD",      0b0000011>;
def OPC_LOAD_FP   : RISCVOpcode<"LOAD_FP",   0b0000111>;
def OPC_MISC_MEM  : RISCVOpcode<"MISC_MEM",  0b0001111>;
def OPC_OP_IMM    : RISCVOpcode<"OP_IMM",    0b0010011>;
def OPC_AUIPC     : RISCVOpcode<"AUIPC",     0b0010111>;
def OPC_OP_IMM_32 : RISCVOpcode<"OP_IMM_32", 0b0011011>;
def OPC_STORE     : RISCVOpcode<"STORE",     0b0100011>;
def OPC_STORE_FP  : RISCVOpcode<"STORE_FP",  0b0100111>;
def OPC_AMO       : RISCVOpcode<"AMO",       0b0101111>;
def OPC_OP        : RISCVOpcode<"OP",        0b0110011>;
def OPC_LUI       : RISCVOpcode<"LUI",       0b0110111>;
def OPC_OP_32     : RISCVOpcode<"OP_32",     0b0111011>;
def OPC_MADD      : RISCVOpcode<"MADD",      0b1000011>;
def OPC_MSUB      : RISCVOpcode<"MSUB",      0b1000111>;
def OPC_NMSUB     : RISCVOpcode<"NMSUB",     0b1001011>;
def OPC_NMADD     : RISCVOpcode<"NMADD",     0b1001111>;
def OPC_OP_FP     : RISCVOpcode<"OP_FP",     0b1010011>;
def OPC_BRANCH    : RISCVOpcode<"BRANCH",    0b1100011>;
def OPC_JALR      : RISCVOpcode<"JALR",      0b1100111>;
def OPC_JAL       : RISCVOpcode<"JAL",       0b1101111>;
def OPC_SYSTEM    : RISCVOpcode<"SYSTEM",    0b1110011>;

/// Every RISC-V instruction: namespace, operands, assembly string
/// `opcodestr<TAB>argstr`, selection patterns.
class RVInstCommon<dag outs, dag ins, string opcodestr, string argstr,
                   list<dag> pattern> : Instruction {
  let Namespace = "RISCV";
  dag OutOperandList = outs;
  dag InOperandList = ins;
  let AsmString = !if(!eq(argstr, ""), opcodestr, opcodestr # "\t" # argstr);
  let Pattern = pattern;
  let hasSideEffects = false;
  let mayLoad = false;
  let mayStore = false;
}

/// A 32-bit instruction.
class RVInst<dag outs, dag ins, string opcodestr, string argstr,
             list<dag> pattern = []>
    : RVInstCommon<outs, ins, opcodestr, argstr, pattern> {
  field bits<32> Inst;
  field bits<32> SoftFail = 0;
  let Size = 4;
  bits<7> Opcode = 0;
  let Inst{6-0} = Opcode;
}

/// A pseudo instruction: no encoding; expanded before emission or by the assembler.
class Pseudo<dag outs, dag ins, list<dag> pattern = [], string opcodestr = "",
             string argstr = "">
    : RVInstCommon<outs, ins, opcodestr, argstr, pattern> {
  let isPseudo = true;
  let isCodeGenOnly = true;
}

/// A pseudo that the assembler accepts and expands (li, la, call, tail, ...).
class PseudoAsm<dag outs, dag ins, string opcodestr, string argstr>
    : Pseudo<outs, ins, [], opcodestr, argstr> {
  let isCodeGenOnly = false;
  let isAsmParserOnly = true;
}

/// R-type: funct7 rs2 rs1 funct3 rd opcode.
class RVInstR<bits<7> funct7, bits<3> funct3, RISCVOpcode opcode, dag outs,
              dag ins, string opcodestr, string argstr>
    : RVInst<outs, ins, opcodestr, argstr> {
  bits<5> rs2;
  bits<5> rs1;
  bits<5> rd;
  let Inst{31-25} = funct7;
  let Inst{24-20} = rs2;
  let Inst{19-15} = rs1;
  let Inst{14-12} = funct3;
  let Inst{11-7} = rd;
  let Opcode = opcode.Value;
}

/// R-type with a rounding mode in funct3.
class RVInstRFrm<bits<7> funct7, RISCVOpcode opcode, dag outs, dag ins,
                 string opcodestr, string argstr>
    : RVInst<outs, ins, opcodestr, argstr> {
  bits<5> rs2;
  bits<5> rs1;
  bits<3> frm;
  bits<5> rd;
  let Inst{31-25} = funct7;
  let Inst{24-20} = rs2;
  let Inst{19-15} = rs1;
  let Inst{14-12} = frm;
  let Inst{11-7} = rd;
  let Opcode = opcode.Value;
}

/// R4-type (fused multiply-add): rs3 funct2 rs2 rs1 frm rd opcode.
class RVInstR4Frm<bits<2> funct2, RISCVOpcode opcode, dag outs, dag ins,
                  string opcodestr, string argstr>
    : RVInst<outs, ins, opcodestr, argstr> {
  bits<5> rs3;
  bits<5> rs2;
  bits<5> rs1;
  bits<3> frm;
  bits<5> rd;
  let Inst{31-27} = rs3;
  let Inst{26-25} = funct2;
  let Inst{24-20} = rs2;
  let Inst{19-15} = rs1;
  let Inst{14-12} = frm;
  let Inst{11-7} = rd;
  let Opcode = opcode.Value;
}

/// Atomic R-type: funct5 aq rl rs2 rs1 funct3 rd opcode.
class RVInstRAtomic<bits<5> funct5, bit aq, bit rl, bits<3> funct3,
                    RISCVOpcode opcode, dag outs, dag ins, string opcodestr,
                    string argstr>
    : RVInst<outs, ins, opcodestr, argstr> {
  bits<5> rs2;
  bits<5> rs1;
  bits<5> rd;
  let Inst{31-27} = funct5;
  let Inst{26} = aq;
  let Inst{25} = rl;
  let Inst{24-20} = rs2;
  let Inst{19-15} = rs1;
  let Inst{14-12} = funct3;
  let Inst{11-7} = rd;
  let Opcode = opcode.Value;
}

/// I-type: imm[11:0] rs1 funct3 rd opcode.
class RVInstI<bits<3> funct3, RISCVOpcode opcode, dag outs, dag ins,
              string opcodestr, string argstr>
    : RVInst<outs, ins, opcodestr, argstr> {
  bits<12> imm12;
  bits<5> rs1;
  bits<5> rd;
  let Inst{31-20} = imm12;
  let Inst{19-15} = rs1;
  let Inst{14-12} = funct3;
  let Inst{11-7} = rd;
  let Opcode = opcode.Value;
}

/// I-type shift by an XLEN-wide amount: imm[11:6] shamt[5:0] (RV32 keeps shamt[5]=0).
class RVInstIShift<bits<6> imm11_6, bits<3> funct3, RISCVOpcode opcode,
                   dag outs, dag ins, string opcodestr, string argstr>
    : RVInst<outs, ins, opcodestr, argstr> {
  bits<6> shamt;
  bits<5> rs1;
  bits<5> rd;
  let Inst{31-26} = imm11_6;
  let Inst{25-20} = shamt;
  let Inst{19-15} = rs1;
  let Inst{14-12} = funct3;
  let Inst{11-7} = rd;
  let Opcode = opcode.Value;
}

/// I-type 32-bit shift (the *W shifts of RV64): imm[11:5] shamt[4:0].
class RVInstIShiftW<bits<7> imm11_5, bits<3> funct3, RISCVOpcode opcode,
                    dag outs, dag ins, string opcodestr, string argstr>
    : RVInst<outs, ins, opcodestr, argstr> {
  bits<5> shamt;
  bits<5> rs1;
  bits<5> rd;
  let Inst{31-25} = imm11_5;
  let Inst{24-20} = shamt;
  let Inst{19-15} = rs1;
  let Inst{14-12} = funct3;
  let Inst{11-7} = rd;
  let Opcode = opcode.Value;
}

/// S-type: imm[11:5] rs2 rs1 funct3 imm[4:0] opcode.
class RVInstS<bits<3> funct3, RISCVOpcode opcode, dag outs, dag ins,
              string opcodestr, string argstr>
    : RVInst<outs, ins, opcodestr, argstr> {
  bits<12> imm12;
  bits<5> rs2;
  bits<5> rs1;
  let Inst{31-25} = imm12{11-5};
  let Inst{24-20} = rs2;
  let Inst{19-15} = rs1;
  let Inst{14-12} = funct3;
  let Inst{11-7} = imm12{4-0};
  let Opcode = opcode.Value;
}

/// B-type: the branch offset, halved by the operand's encoder, as
/// imm[12|10:5] rs2 rs1 funct3 imm[4:1|11] opcode.
class RVInstB<bits<3> funct3, RISCVOpcode opcode, dag outs, dag ins,
              string opcodestr, string argstr>
    : RVInst<outs, ins, opcodestr, argstr> {
  bits<12> imm12;
  bits<5> rs2;
  bits<5> rs1;
  let Inst{31} = imm12{11};
  let Inst{30-25} = imm12{9-4};
  let Inst{24-20} = rs2;
  let Inst{19-15} = rs1;
  let Inst{14-12} = funct3;
  let Inst{11-8} = imm12{3-0};
  let Inst{7} = imm12{10};
  let Opcode = opcode.Value;
}

/// U-type: imm[31:12] rd opcode.
class RVInstU<RISCVOpcode opcode, dag outs, dag ins, string opcodestr,
              string argstr>
    : RVInst<outs, ins, opcodestr, argstr> {
  bits<20> imm20;
  bits<5> rd;
  let Inst{31-12} = imm20;
  let Inst{11-7} = rd;
  let Opcode = opcode.Value;
}

/// J-type: the jump offset, halved by the operand's encoder, as
/// imm[20|10:1|11|19:12] rd opcode.
class RVInstJ<RISCVOpcode opcode, dag outs, dag ins, string opcodestr,
              string argstr>
    : RVInst<outs, ins, opcodestr, argstr> {
  bits<20> imm20;
  bits<5> rd;
  let Inst{31} = imm20{19};
  let Inst{30-21} = imm20{9-0};
  let Inst{20} = imm20{10};
  let Inst{19-12} = imm20{18-11};
  let Inst{11-7} = rd;
  let Opcode = opcode.Value;
}
