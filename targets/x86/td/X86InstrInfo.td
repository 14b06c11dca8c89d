//===- X86InstrInfo.td - x86-64 instructions ---------------------*- tablegen -*-===//
//
// The operands of x86-64 instructions (immediates, branch targets, the five-part memory
// reference) and the includes of the instruction files: arithmetic, moves and
// extensions, shifts and rotates, condition-code users, control flow, atomics and
// miscellaneous instructions, SSE/SSE2, the x87 unit. Assembly strings are AT&T
// syntax with explicit size suffixes (`addq`), as LLVM prints them; the assembler
// accepts these spellings.
//
//===----------------------------------------------------------------------===//

include "X86InstrFormats.td"

//===----------------------------------------------------------------------===//
// Immediate operands.
//===----------------------------------------------------------------------===//

/// The assembler class of an x86 immediate.
class X86AsmOperand<string name> : AsmOperandClass {
  let Name = name;
  let RenderMethod = "addImmOperands";
}

/// An immediate whose plain values lie in [min, max]; `exprkind` names the
/// relocatable expressions it accepts (the hooks decide), "" none; `vt` is the type
/// selection patterns give it (the operation's width).
class X86Imm<string name, int min, int max, string exprkind, string print = "printImm",
             ValueType vt = i64>
    : Operand<vt> {
  let MinValue = min;
  let MaxValue = max;
  string ExprKind = exprkind;
  bit NonZero = false;
  // Constants written unsigned at the operation's width (`$4294967293` of a 32-bit one)
  // are range-checked as signed (ImmClassDesc::wrap_bits).
  int WrapBits = !if(!eq(vt, i32), 32, !if(!eq(vt, i16), 16, 0));
  let EncoderMethod = "getImmOpValue";
  let PrintMethod = print;
  let ParserMatchClass = X86AsmOperand<name>;
}

/// An 8-bit immediate (either signedness).
def i8imm  : X86Imm<"Imm8", -128, 255, "abs8", "printImm", i8>;
/// A 16-bit immediate.
def i16imm : X86Imm<"Imm16", -32768, 65535, "abs16", "printImm", i16>;
/// A 32-bit immediate.
def i32imm : X86Imm<"Imm32", -2147483648, 4294967295, "abs32", "printImm", i32>;
/// A 32-bit immediate sign-extended to 64 bits.
def i64i32imm : X86Imm<"ImmSExti64i32", -2147483648, 2147483647, "abs32s">;
/// A 64-bit immediate (movabs); any value.
def i64imm : X86Imm<"Imm64", 0, 0, "abs64">;
/// An 8-bit immediate sign-extended to the operation's width (the 83 /n and 6B forms).
def i16i8imm : X86Imm<"ImmSExti16i8", -128, 127, "", "printImm", i16>;
def i32i8imm : X86Imm<"ImmSExti32i8", -128, 127, "", "printImm", i32>;
def i64i8imm : X86Imm<"ImmSExti64i8", -128, 127, "">;
/// The wide immediate of an instruction that also has a sign-extended 8-bit form
/// (81 /n, 69): the assembler takes the 8-bit form for constants that fit it, as
/// llvm-mc's ordered match classes do, so these classes refuse such constants.
def i16imm_wide    : X86Imm<"Imm16Wide", -32768, 65535, "abs16", "printImm", i16>;
def i32imm_wide    : X86Imm<"Imm32Wide", -2147483648, 4294967295, "abs32", "printImm", i32>;
def i64i32imm_wide : X86Imm<"ImmSExti64i32Wide", -2147483648, 2147483647, "abs32s">;
/// An unsigned 8-bit immediate (shift counts, shuffle controls).
def u8imm : X86Imm<"UImm8", 0, 255, "abs8">;

/// A rel8 branch target (relaxed to rel32 when out of range or unresolved).
def brtarget8  : X86Imm<"BrTarget8", 0, 0, "pcrel8", "printPCRelImm"> {
  let OperandType = "OPERAND_PCREL";
}
/// A rel32 branch or call target.
def brtarget32 : X86Imm<"BrTarget32", 0, 0, "pcrel32", "printPCRelImm"> {
  let OperandType = "OPERAND_PCREL";
}

//===----------------------------------------------------------------------===//
// Memory references: base, scale, index, displacement, segment (LLVM's order).
//===----------------------------------------------------------------------===//

/// An index scale: 1, 2, 4 or 8 (the hooks check the power of two).
def ScaleAsmOperand : X86AsmOperand<"Scale"> {
  let DiagnosticString = "scale factor in address must be 1, 2, 4 or 8";
}
def x86scale : X86Imm<"Scale", 1, 8, ""> {
  let ParserMatchClass = ScaleAsmOperand;
}
/// A displacement: a signed 32-bit value or a symbol (RIP-relative with base %rip).
def x86disp : X86Imm<"Disp", -2147483648, 2147483647, "disp">;

/// A memory reference `seg:disp(base,index,scale)`; absent registers are register 0.
/// The assembler's operand parser writes every memory operand in the full form that
/// `MIOperandSyntax` spells (segment, displacement, base, index, scale); the printer's
/// `printMemReference` writes AT&T's short forms.
class X86MemOperand : Operand<i64> {
  let PrintMethod = "printMemReference";
  let EncoderMethod = "getMemEncoding";
  let MIOperandInfo = (ops GR64:$base, x86scale:$scale, GR64_NOSP:$index,
                           x86disp:$disp, SEGMENT_REG:$seg);
  let MIOperandSyntax = "$4 $3($0,$2,$1)";
  let OperandType = "OPERAND_MEMORY";
}
def i8mem   : X86MemOperand;
def i16mem  : X86MemOperand;
def i32mem  : X86MemOperand;
def i64mem  : X86MemOperand;
def i128mem : X86MemOperand;
def f32mem  : X86MemOperand;
def f64mem  : X86MemOperand;
/// An x87 extended-precision value (10 bytes; AT&T `t` suffix).
def f80mem  : X86MemOperand;
def f128mem : X86MemOperand;
/// The address `lea` computes (never accessed).
def lea64mem : X86MemOperand;
/// A memory operand of any size (nop, prefetch).
def anymem  : X86MemOperand;

include "X86InstrArithmetic.td"
include "X86InstrMisc.td"
include "X86InstrShiftRotate.td"
include "X86InstrCMovSetCC.td"
include "X86InstrControl.td"
include "X86InstrSSE.td"
include "X86InstrFPStack.td"
