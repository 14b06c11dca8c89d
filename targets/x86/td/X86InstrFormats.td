//===- X86InstrFormats.td - x86 instruction formats -------------*- tablegen -*-===//
//
// How an x86-64 instruction is encoded, as LLVM's X86InstrFormats.td says it: the
// format (where the ModRM byte's fields come from: MRMDestReg, MRMSrcMem, MRM0r..MRM7m,
// AddRegFrm, RawFrm, ...), the opcode map (one-byte, 0F, 0F38, 0F3A), the operand-size
// and mandatory prefixes (66, F3, F2), REX.W and the kind of immediate that follows.
//
// These facts are packed into the instruction's `TSFlags` (LLVM's layout differs;
// targets/x86/src/mc/desc.rs reads this one), which the x86 whole-instruction
// encoder, the disassembler and code generation read back:
//   TSFlags{7-0}   the opcode byte
//   TSFlags{13-8}  the format (Format.Value)
//   TSFlags{15-14} the opcode map: 0 one-byte, 1 0F, 2 0F 38, 3 0F 3A
//   TSFlags{16}    the operand-size prefix 66 (OpSize16)
//   TSFlags{18-17} the mandatory prefix: 0 none (PS), 1 66 (PD), 2 F3 (XS), 3 F2 (XD)
//   TSFlags{19}    REX.W
//   TSFlags{22-20} the immediate (ImmType.Value)
//   TSFlags{30-23} the fixed ModRM byte of MRM_xx forms (mfence, endbr64), or the
//                  fixed immediate byte when TSFlags{31} is set
//   TSFlags{31}    a fixed immediate byte follows (the predicate of cmpltsd and kin)
// Instructions have no `Inst` field: the encoder writes prefixes, REX, opcode, ModRM,
// SIB, displacement and immediate from TSFlags and the operands.
//
//===----------------------------------------------------------------------===//

/// Where an instruction's register and memory operands go.
class Format<bits<6> val> {
  bits<6> Value = val;
}
/// No encoding (code generation only).
def Pseudo     : Format<0>;
/// The opcode alone, perhaps followed by an immediate.
def RawFrm     : Format<1>;
/// The register operand is added to the opcode's low three bits (REX.B its fourth).
def AddRegFrm  : Format<2>;
/// A prefix byte that is an instruction of its own (`lock`, `rep`).
def PrefixByte : Format<3>;
/// ModRM.rm is the destination register, ModRM.reg the source.
def MRMDestReg : Format<4>;
/// ModRM.rm is the destination memory operand, ModRM.reg the source.
def MRMDestMem : Format<5>;
/// ModRM.reg is the destination, ModRM.rm the source register.
def MRMSrcReg  : Format<6>;
/// ModRM.reg is the destination, ModRM.rm the source memory operand.
def MRMSrcMem  : Format<7>;
/// A fixed ModRM byte (TSFlags{30-23}) after the opcode.
def MRM_XX     : Format<8>;
/// ModRM.reg holds an opcode extension /0../7; ModRM.rm is a register.
def MRM0r : Format<16>;  def MRM1r : Format<17>;  def MRM2r : Format<18>;
def MRM3r : Format<19>;  def MRM4r : Format<20>;  def MRM5r : Format<21>;
def MRM6r : Format<22>;  def MRM7r : Format<23>;
/// ModRM.reg holds an opcode extension /0../7; ModRM.rm is a memory operand.
def MRM0m : Format<24>;  def MRM1m : Format<25>;  def MRM2m : Format<26>;
def MRM3m : Format<27>;  def MRM4m : Format<28>;  def MRM5m : Format<29>;
def MRM6m : Format<30>;  def MRM7m : Format<31>;

/// The immediate that follows the ModRM/SIB/displacement bytes.
class ImmType<bits<3> val> {
  bits<3> Value = val;
}
def NoImm      : ImmType<0>;
def Imm8       : ImmType<1>;
def Imm16      : ImmType<2>;
def Imm32      : ImmType<3>;
/// 32 bits, sign-extended to 64 by the instruction (REX.W forms).
def Imm32S     : ImmType<4>;
def Imm64      : ImmType<5>;
/// A rel8 branch displacement, from the end of the instruction.
def Imm8PCRel  : ImmType<6>;
/// A rel32 branch displacement, from the end of the instruction.
def Imm32PCRel : ImmType<7>;

/// The opcode map.
class Map<bits<2> val> {
  bits<2> Value = val;
}
def OB : Map<0>;
def TB : Map<1>;
def T8 : Map<2>;
def TA : Map<3>;

/// The mandatory prefix of SSE instructions (LLVM's OpPrefix).
class Prefix<bits<2> val> {
  bits<2> Value = val;
}
def PS : Prefix<0>;
def PD : Prefix<1>;
def XS : Prefix<2>;
def XD : Prefix<3>;

/// An x86 instruction: opcode byte, format, immediate, operands and AT&T assembly.
/// `OpMap`, `OpPrefix`, `OpSize16` and `hasREX_W` are set by the `let ... in` blocks
/// and the classes below.
class X86Inst<bits<8> opcod, Format f, ImmType i, dag outs, dag ins, string asm>
    : Instruction {
  let Namespace = "X86";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let hasSideEffects = false;
  bits<8> Opcode = opcod;
  Format Form = f;
  ImmType ImmT = i;
  Map OpMap = OB;
  Prefix OpPrefix = PS;
  bit OpSize16 = false;
  bit hasREX_W = false;
  bits<8> FixedModRM = 0;
  /// The instruction ends with the fixed byte `FixedModRM` as its immediate
  /// (cmpltsd is cmpsd with predicate 1).
  bit HasFixedImm8 = false;
  let TSFlags{7-0} = Opcode;
  let TSFlags{13-8} = Form.Value;
  let TSFlags{15-14} = OpMap.Value;
  let TSFlags{16} = OpSize16;
  let TSFlags{18-17} = OpPrefix.Value;
  let TSFlags{19} = hasREX_W;
  let TSFlags{22-20} = ImmT.Value;
  let TSFlags{30-23} = FixedModRM;
  let TSFlags{31} = HasFixedImm8;
  let TSFlags{63-32} = 0;
  // The longest form (prefixes, REX, map, opcode, ModRM, SIB, disp32, imm32) the
  // encoder may write; the encoder knows the exact length.
  let Size = 15;
}

/// An instruction without an immediate.
class I<bits<8> o, Format f, dag outs, dag ins, string asm>
    : X86Inst<o, f, NoImm, outs, ins, asm>;
/// With an 8-bit immediate.
class Ii8<bits<8> o, Format f, dag outs, dag ins, string asm>
    : X86Inst<o, f, Imm8, outs, ins, asm>;
/// With a 16-bit immediate.
class Ii16<bits<8> o, Format f, dag outs, dag ins, string asm>
    : X86Inst<o, f, Imm16, outs, ins, asm>;
/// With a 32-bit immediate.
class Ii32<bits<8> o, Format f, dag outs, dag ins, string asm>
    : X86Inst<o, f, Imm32, outs, ins, asm>;
/// With a 32-bit immediate that the instruction sign-extends to 64 bits.
class Ii32S<bits<8> o, Format f, dag outs, dag ins, string asm>
    : X86Inst<o, f, Imm32S, outs, ins, asm>;
/// With a 64-bit immediate (movabs).
class Ii64<bits<8> o, Format f, dag outs, dag ins, string asm>
    : X86Inst<o, f, Imm64, outs, ins, asm>;
/// A branch with a rel8 displacement.
class Ii8PCRel<bits<8> o, Format f, dag outs, dag ins, string asm>
    : X86Inst<o, f, Imm8PCRel, outs, ins, asm>;
/// A branch with a rel32 displacement.
class Ii32PCRel<bits<8> o, Format f, dag outs, dag ins, string asm>
    : X86Inst<o, f, Imm32PCRel, outs, ins, asm>;

/// A 64-bit operand-size instruction (REX.W).
class RI<bits<8> o, Format f, dag outs, dag ins, string asm> : I<o, f, outs, ins, asm> {
  let hasREX_W = true;
}
