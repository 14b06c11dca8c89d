//===- Vlx.td - a variable-length test target for kiln-mc -------*- tablegen -*-===//
//
// Vlx is a made-up little-endian target with variable-length instructions (1 to 12
// bytes, x86-like) and AT&T-like syntax: `%r1` registers, `$8` immediates, `#`
// comments, sources before destinations, memory operands written
// `disp(base,index,scale)` (a composite operand of four MCInst operands).
//
// `Inst` holds the opcode bytes the table describes (byte 0 in Inst{7-0}); the
// target's whole-instruction encoder writes the first `Size - 4 * k` bytes from it
// and appends, in operand order, the k 32-bit little-endian fields: each memory
// operand's displacement, then each 32-bit immediate.
//   nop                 90
//   inc %rN             0x40 | N
//   mov %rs, %rd        89, 0b11 sss ddd
//   movi $imm, %rd      0xb8 | d, imm32
//   mov disp(b,i,s), %rd   8b, 0b00 ddd 100, sib = log2(s) iii bbb, disp32
//   movs m1, m2, %rc    a5, sib1, sib2, c, disp1, disp2   (nine operands)
//   jmp *%rN            ff, 0b11 100 NNN   (`*` read by the target's atom parser)
//
//===----------------------------------------------------------------------===//

include "Target.td"

let Namespace = "Vlx" in {
  foreach i = 0-7 in
    def R#i : Register<"r"#i>, DwarfRegNum<[i]> { let HWEncoding = i; }
}

def GR : RegisterClass<"Vlx", [i32], 32, (sequence "R%u", 0, 7)>;

class VlxAsmOperand<string name> : AsmOperandClass {
  let Name = name;
  let RenderMethod = "addImmOperands";
}

class VlxImm<string name, int min, int max, string exprkind = "", string print = "printOperand">
    : Operand<i32> {
  let MinValue = min;
  let MaxValue = max;
  string ExprKind = exprkind;
  bit NonZero = false;
  let EncoderMethod = "getImmOpValue";
  let PrintMethod = print;
  let ParserMatchClass = VlxAsmOperand<name>;
}

/// A 32-bit immediate, printed `$imm`; symbols become an absolute 32-bit relocation.
def imm32 : VlxImm<"Imm32", -2147483648, 4294967295, "abs32", "printDollarImm">;
/// A displacement (printed bare inside a memory operand).
def disp32 : VlxImm<"Disp32", -2147483648, 2147483647, "abs32">;
/// An index scale: 1, 2, 4 or 8 (the hooks check the power of two).
def scale : VlxImm<"Scale", 1, 8>;

/// `disp(base,index,scale)`.
def mem : Operand<i32> {
  let MIOperandInfo = (ops GR:$base, GR:$index, scale:$scale, disp32:$disp);
  let MIOperandSyntax = "$3($0,$1,$2)";
  let EncoderMethod = "getSibEncoding";
}

class VlxInst<dag outs, dag ins, string asm, int size> : Instruction {
  let Namespace = "Vlx";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  field bits<32> Inst;
  let Size = size;
  let hasSideEffects = false;
  let mayLoad = false;
  let mayStore = false;
}

def NOP : VlxInst<(outs), (ins), "nop", 1> {
  let Inst{7-0} = 0x90;
}

def INC : VlxInst<(outs GR:$rd), (ins GR:$rs), "inc\t$rd", 1> {
  bits<3> rd;
  let Inst{7-3} = 0b01000;
  let Inst{2-0} = rd;
  let Constraints = "$rd = $rs";
}

def MOV : VlxInst<(outs GR:$rd), (ins GR:$rs), "mov\t$rs, $rd", 2> {
  bits<3> rd;
  bits<3> rs;
  let Inst{7-0} = 0x89;
  let Inst{15-14} = 0b11;
  let Inst{13-11} = rs;
  let Inst{10-8} = rd;
}

def MOVI : VlxInst<(outs GR:$rd), (ins imm32:$imm), "movi\t$imm, $rd", 5> {
  bits<3> rd;
  let Inst{7-3} = 0b10111;
  let Inst{2-0} = rd;
}

def LOAD : VlxInst<(outs GR:$rd), (ins mem:$src), "mov\t$src, $rd", 7> {
  bits<3> rd;
  bits<8> src;
  let Inst{7-0} = 0x8b;
  let Inst{15-14} = 0b00;
  let Inst{13-11} = rd;
  let Inst{10-8} = 0b100;
  let Inst{23-16} = src;
  let mayLoad = true;
}

def JMPR : VlxInst<(outs), (ins GR:$rs), "jmp\t*$rs", 2> {
  bits<3> rs;
  let Inst{7-0} = 0xff;
  let Inst{15-11} = 0b11100;
  let Inst{10-8} = rs;
  let isBranch = true;
  let isIndirectBranch = true;
  let isTerminator = true;
  let isBarrier = true;
}

def MOVS : VlxInst<(outs), (ins mem:$src, mem:$dst, GR:$rc), "movs\t$src, $dst, $rc", 12> {
  bits<8> src;
  bits<8> dst;
  bits<3> rc;
  let Inst{7-0} = 0xa5;
  let Inst{15-8} = src;
  let Inst{23-16} = dst;
  let Inst{31-27} = 0;
  let Inst{26-24} = rc;
  let mayLoad = true;
  let mayStore = true;
}
