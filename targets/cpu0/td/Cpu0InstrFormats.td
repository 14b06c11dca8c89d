//===- Cpu0InstrFormats.td - Cpu0 instruction formats -----------*- tablegen -*-===//
//
// The three 32-bit Cpu0 formats of seed 000's tutorial, every one with the 8-bit
// opcode in Inst{31-24} (bit 31 is the top bit of the word; the word is stored in
// the target's byte order):
//   A (FA): opcode | ra Inst{23-20} | rb Inst{19-16} | rc Inst{15-12} | shamt Inst{11-0}
//   L (FL): opcode | ra Inst{23-20} | rb Inst{19-16} | imm16 Inst{15-0}
//   J (FJ): opcode | addr Inst{23-0}
// A format declares one `bits<N>` field per encoded operand, named after the operand
// (`$ra` is encoded from `ra`); fields an instruction does not use are set to 0 with
// `let`.
//
//===----------------------------------------------------------------------===//

/// The format of an instruction (LLVM's `Format`), for the tables.
class Format<bits<4> val> {
  bits<4> Value = val;
}
def FrmOther : Format<0>;
def FrmA     : Format<1>;
def FrmL     : Format<2>;
def FrmJ     : Format<3>;

/// Every Cpu0 instruction: a 32-bit word with the opcode in its top byte.
class Cpu0Inst<dag outs, dag ins, string asmstr, list<dag> pattern, Format f>
    : Instruction {
  field bits<32> Inst;
  Format Form = f;
  bits<8> Opcode = 0;
  let Namespace = "Cpu0";
  let Size = 4;
  let Inst{31-24} = Opcode;
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asmstr;
  let Pattern = pattern;
  let hasSideEffects = false;
  let mayLoad = false;
  let mayStore = false;
}

/// Format A: three registers and a 12-bit shift amount.
class FA<bits<8> op, dag outs, dag ins, string asmstr, list<dag> pattern>
    : Cpu0Inst<outs, ins, asmstr, pattern, FrmA> {
  bits<4> ra;
  bits<4> rb;
  bits<4> rc;
  bits<12> shamt;
  let Opcode = op;
  let Inst{23-20} = ra;
  let Inst{19-16} = rb;
  let Inst{15-12} = rc;
  let Inst{11-0} = shamt;
}

/// Format L: two registers and a 16-bit immediate.
class FL<bits<8> op, dag outs, dag ins, string asmstr, list<dag> pattern>
    : Cpu0Inst<outs, ins, asmstr, pattern, FrmL> {
  bits<4> ra;
  bits<4> rb;
  bits<16> imm16;
  let Opcode = op;
  let Inst{23-20} = ra;
  let Inst{19-16} = rb;
  let Inst{15-0} = imm16;
}

/// Format J: a 24-bit address or offset.
class FJ<bits<8> op, dag outs, dag ins, string asmstr, list<dag> pattern>
    : Cpu0Inst<outs, ins, asmstr, pattern, FrmJ> {
  bits<24> addr;
  let Opcode = op;
  let Inst{23-0} = addr;
}
