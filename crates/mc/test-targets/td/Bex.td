//===- Bex.td - a big-endian test target for kiln-mc ------------*- tablegen -*-===//
//
// Bex is a made-up 32-bit target with big-endian data and instructions (as Cpu0
// and MIPS are), fixed 4-byte instruction words and AArch64-like operand syntax:
// `#` immediates, `//` comments, `[r1, #8]` memory operands (a composite operand:
// MIOperandInfo with an MIOperandSyntax), `[r1, #8]!` writeback, `lsl #12` shifts
// and `:lo16:sym` relocation specifiers. Encodings (bit 31 is the first byte's top
// bit):
//   opcode  Inst{31-24}
//   rd      Inst{23-20}   rs Inst{19-16}   imm16 Inst{15-0}
//   addsh   imm12 Inst{15-4}, shift Inst{3-0}
//   mem     Inst{19-0} = base << 16 | offset16 (EncoderMethod getMemEncoding)
//   b       Inst{23-0} = (target - pc) >> 2
//
//===----------------------------------------------------------------------===//

include "Target.td"

let Namespace = "Bex" in {
  foreach i = 0-15 in
    def R#i : Register<"r"#i>, DwarfRegNum<[i]> { let HWEncoding = i; }
}

def GPR : RegisterClass<"Bex", [i32], 32, (sequence "R%u", 0, 15)>;

class BexAsmOperand<string name> : AsmOperandClass {
  let Name = name;
  let RenderMethod = "addImmOperands";
}

/// An immediate: constants in [min, max]; `exprkind` names the expressions it takes.
class BexImm<string name, int min, int max, string exprkind = "",
             string encoder = "getImmOpValue"> : Operand<i32> {
  let MinValue = min;
  let MaxValue = max;
  string ExprKind = exprkind;
  bit NonZero = false;
  let EncoderMethod = encoder;
  let ParserMatchClass = BexAsmOperand<name>;
}

def simm16 : BexImm<"SImm16", -32768, 32767, "lo16">;
def uimm12 : BexImm<"UImm12", 0, 4095>;
def uimm4 : BexImm<"UImm4", 0, 15>;
def brtarget : BexImm<"BrTarget", -33554432, 33554428, "branch", "getBranchTarget"> {
  let Scale = 4;
}

/// A base register and a signed 16-bit offset, written `[r1, #8]`.
def memri : Operand<i32> {
  let MIOperandInfo = (ops GPR, simm16);
  let MIOperandSyntax = "[$0, #$1]";
  let EncoderMethod = "getMemEncoding";
}

class BexInst<dag outs, dag ins, string asm, bits<8> opc> : Instruction {
  let Namespace = "Bex";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  field bits<32> Inst;
  let Size = 4;
  let hasSideEffects = false;
  let mayLoad = false;
  let mayStore = false;
  let Inst{31-24} = opc;
}

class BexRRI<string mn, bits<8> opc>
    : BexInst<(outs GPR:$rd), (ins GPR:$rs, simm16:$imm), mn # "\t$rd, $rs, #$imm", opc> {
  bits<4> rd;
  bits<4> rs;
  bits<16> imm;
  let Inst{23-20} = rd;
  let Inst{19-16} = rs;
  let Inst{15-0} = imm;
}

def ADDI : BexRRI<"addi", 0x09>;

def ADDSH : BexInst<(outs GPR:$rd), (ins GPR:$rs, uimm12:$imm, uimm4:$sh),
                    "addsh\t$rd, $rs, #$imm, lsl #$sh", 0x0a> {
  bits<4> rd;
  bits<4> rs;
  bits<12> imm;
  bits<4> sh;
  let Inst{23-20} = rd;
  let Inst{19-16} = rs;
  let Inst{15-4} = imm;
  let Inst{3-0} = sh;
}

class BexLoad<string asm, bits<8> opc>
    : BexInst<(outs GPR:$rd), (ins memri:$addr), asm, opc> {
  bits<4> rd;
  bits<20> addr;
  let Inst{23-20} = rd;
  let Inst{19-0} = addr;
  let mayLoad = true;
}

def LDR : BexLoad<"ldr\t$rd, $addr", 0x20>;
def LDRPRE : BexLoad<"ldr\t$rd, $addr!", 0x21>;

def B : BexInst<(outs), (ins brtarget:$target), "b\t$target", 0x30> {
  bits<24> target;
  let Inst{23-0} = target;
  let isBranch = true;
  let isTerminator = true;
  let isBarrier = true;
}

def NOP : BexInst<(outs), (ins), "nop", 0xf0>;
