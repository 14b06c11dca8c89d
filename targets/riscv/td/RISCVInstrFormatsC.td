//===- RISCVInstrFormatsC.td - RISC-V compressed formats --------*- tablegen -*-===//
//
// The 16-bit encoding formats of the C extension: the quadrant in Inst{1-0}, the
// function code in Inst{15-13} (or Inst{15-12}/Inst{15-10}), and the scattered
// immediate fields, which each instruction places itself with `let Inst{..}`.
// Registers written `rd'`/`rs1'`/`rs2'` in the specification (x8-x15, f8-f15) are
// encoded in 3 bits: the low bits of their 5-bit encoding.
//
//===----------------------------------------------------------------------===//

/// A 16-bit instruction.
class RVInst16<dag outs, dag ins, string opcodestr, string argstr,
               list<dag> pattern = []>
    : RVInstCommon<outs, ins, opcodestr, argstr, pattern> {
  field bits<16> Inst;
  field bits<16> SoftFail = 0;
  let Size = 2;
  let DecoderNamespace = "RVC";
}

/// CR: funct4 rd/rs1 rs2 op.
class RVInst16CR<bits<4> funct4, bits<2> opcode, dag outs, dag ins,
                 string opcodestr, string argstr>
    : RVInst16<outs, ins, opcodestr, argstr> {
  bits<5> rs1;
  bits<5> rs2;
  let Inst{15-12} = funct4;
  let Inst{11-7} = rs1;
  let Inst{6-2} = rs2;
  let Inst{1-0} = opcode;
}

/// CI: funct3 imm rd/rs1 imm op (the instruction places `imm`).
class RVInst16CI<bits<3> funct3, bits<2> opcode, dag outs, dag ins,
                 string opcodestr, string argstr>
    : RVInst16<outs, ins, opcodestr, argstr> {
  bits<10> imm;
  bits<5> rd;
  let Inst{15-13} = funct3;
  let Inst{11-7} = rd;
  let Inst{1-0} = opcode;
}

/// CSS: funct3 imm rs2 op (stack-relative store).
class RVInst16CSS<bits<3> funct3, bits<2> opcode, dag outs, dag ins,
                  string opcodestr, string argstr>
    : RVInst16<outs, ins, opcodestr, argstr> {
  bits<10> imm;
  bits<5> rs2;
  bits<5> rs1;
  let Inst{15-13} = funct3;
  let Inst{6-2} = rs2;
  let Inst{1-0} = opcode;
}

/// CIW: funct3 imm rd' op.
class RVInst16CIW<bits<3> funct3, bits<2> opcode, dag outs, dag ins,
                  string opcodestr, string argstr>
    : RVInst16<outs, ins, opcodestr, argstr> {
  bits<10> imm;
  bits<3> rd;
  bits<5> rs1;
  let Inst{15-13} = funct3;
  let Inst{4-2} = rd;
  let Inst{1-0} = opcode;
}

/// CL: funct3 imm rs1' imm rd' op.
class RVInst16CL<bits<3> funct3, bits<2> opcode, dag outs, dag ins,
                 string opcodestr, string argstr>
    : RVInst16<outs, ins, opcodestr, argstr> {
  bits<3> rd;
  bits<3> rs1;
  let Inst{15-13} = funct3;
  let Inst{9-7} = rs1;
  let Inst{4-2} = rd;
  let Inst{1-0} = opcode;
}

/// CS: funct3 imm rs1' imm rs2' op.
class RVInst16CS<bits<3> funct3, bits<2> opcode, dag outs, dag ins,
                 string opcodestr, string argstr>
    : RVInst16<outs, ins, opcodestr, argstr> {
  bits<3> rs2;
  bits<3> rs1;
  let Inst{15-13} = funct3;
  let Inst{9-7} = rs1;
  let Inst{4-2} = rs2;
  let Inst{1-0} = opcode;
}

/// CA: funct6 rd'/rs1' funct2 rs2' op.
class RVInst16CA<bits<6> funct6, bits<2> funct2, bits<2> opcode, dag outs,
                 dag ins, string opcodestr, string argstr>
    : RVInst16<outs, ins, opcodestr, argstr> {
  bits<3> rs2;
  bits<3> rs1;
  let Inst{15-10} = funct6;
  let Inst{9-7} = rs1;
  let Inst{6-5} = funct2;
  let Inst{4-2} = rs2;
  let Inst{1-0} = opcode;
}

/// CB: funct3 offset rs1' offset op (branches and the shifts/andi on rd').
class RVInst16CB<bits<3> funct3, bits<2> opcode, dag outs, dag ins,
                 string opcodestr, string argstr>
    : RVInst16<outs, ins, opcodestr, argstr> {
  bits<9> imm;
  bits<3> rs1;
  let Inst{15-13} = funct3;
  let Inst{9-7} = rs1;
  let Inst{1-0} = opcode;
}

/// CJ: funct3 jump target op; the offset is halved by the operand's encoder.
class RVInst16CJ<bits<3> funct3, bits<2> opcode, dag outs, dag ins,
                 string opcodestr, string argstr>
    : RVInst16<outs, ins, opcodestr, argstr> {
  bits<11> offset;
  let Inst{15-13} = funct3;
  let Inst{12} = offset{10};
  let Inst{11} = offset{3};
  let Inst{10-9} = offset{8-7};
  let Inst{8} = offset{9};
  let Inst{7} = offset{5};
  let Inst{6} = offset{6};
  let Inst{5-3} = offset{2-0};
  let Inst{2} = offset{4};
  let Inst{1-0} = opcode;
}
