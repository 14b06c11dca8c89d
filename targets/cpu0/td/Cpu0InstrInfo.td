//===- Cpu0InstrInfo.td - Cpu0 instructions ---------------------*- tablegen -*-===//
//
// The Cpu0 instructions in the shape seed 000 writes them
// (`def LUi : LoadUpper<0x0f, "lui", GPROut, uimm16>;`): one class per kind of
// instruction, one `def` per instruction with its opcode and mnemonic. The
// encodings come from the formats of Cpu0InstrFormats.td, the assembly from the
// `AsmString`s, both generated into Rust by kiln's TableGen backends.
//
// Opcodes are the Cpu0 tutorial's (seed 000 wins where its versions differ: LUi is
// 0x0f); NOR, which the tutorial lacks, takes the free opcode 0x16. Every control
// transfer (JEQ..JGE, BEQ/BNE, JMP, JSUB, JALR, RET) has one delay slot: the
// instruction after it runs before the target. Branch offsets are in bytes,
// relative to the delay slot (the branch's address + 4).
//
// Immediate operands carry the range of a plain constant (`MinValue`, `MaxValue`,
// `Scale`) and, in `ExprKind`, the relocatable expressions they accept:
//   "lo16"  %lo(sym) (ADDiu, loads and stores)
//   "hi16"  %hi(sym) or %lo(sym) (LUi, ORi, ANDi, XORi)
//   "pc16"  a symbol, pc-relative, 16 bits (BEQ, BNE)
//   "pc24"  a symbol, pc-relative, 24 bits (JEQ..JGE, JMP, JSUB)
// The target's Rust hooks (targets/cpu0/src/mc.rs) pick the fixup from these.
//
//===----------------------------------------------------------------------===//

/// LLVM's `Requires`: the predicates an instruction needs.
class Requires<list<Predicate> preds> {
  list<Predicate> Predicates = preds;
}

//===----------------------------------------------------------------------===//
// Operands.
//===----------------------------------------------------------------------===//

/// The asm matcher class of a Cpu0 immediate.
class Cpu0AsmOperand<string name> : AsmOperandClass {
  let Name = name;
  let RenderMethod = "addImmOperands";
}

/// A Cpu0 immediate: constants in [min, max] (multiples of `scale`) and the
/// expressions `exprkind` names.
class Cpu0Imm<string name, int min, int max, string exprkind = "", int scale = 1>
    : Operand<i32> {
  let MinValue = min;
  let MaxValue = max;
  let Scale = scale;
  string ExprKind = exprkind;
  bit NonZero = false;
  let EncoderMethod = "getImmOpValue";
  let OperandType = "OPERAND_" # !toupper(name);
  let ParserMatchClass = Cpu0AsmOperand<name>;
}

def simm16 : Cpu0Imm<"SImm16", -32768, 32767, "lo16">;
def uimm16 : Cpu0Imm<"UImm16", 0, 65535, "hi16">;
def shamt  : Cpu0Imm<"UImm5", 0, 31>;
def uimm24 : Cpu0Imm<"UImm24", 0, 16777215>;

/// A pc-relative branch target of BEQ/BNE: a byte offset in 16 bits.
def brtarget16 : Cpu0Imm<"BrTarget16", -32768, 32764, "pc16", 4> {
  let EncoderMethod = "getBranch16TargetOpValue";
  let OperandType = "OPERAND_PCREL";
}
/// A pc-relative target of JEQ..JGE, JMP and JSUB: a byte offset in 24 bits.
def brtarget24 : Cpu0Imm<"BrTarget24", -8388608, 8388604, "pc24", 4> {
  let EncoderMethod = "getBranch24TargetOpValue";
  let OperandType = "OPERAND_PCREL";
}

//===----------------------------------------------------------------------===//
// Instruction classes.
//===----------------------------------------------------------------------===//

/// A load: ra <- [rb + imm16].
let mayLoad = true in
class LoadM32<bits<8> op, string instr_asm>
    : FL<op, (outs GPROut:$ra), (ins CPURegs:$rb, simm16:$imm16),
         instr_asm # "\t$ra, ${imm16}(${rb})", []>;

/// A store: ra -> [rb + imm16].
let mayStore = true in
class StoreM32<bits<8> op, string instr_asm>
    : FL<op, (outs), (ins CPURegs:$ra, CPURegs:$rb, simm16:$imm16),
         instr_asm # "\t$ra, ${imm16}(${rb})", []>;

/// An arithmetic or logic operation with a 16-bit immediate: ra <- rb op imm16.
class ArithLogicI<bits<8> op, string instr_asm, Operand Od>
    : FL<op, (outs GPROut:$ra), (ins CPURegs:$rb, Od:$imm16),
         instr_asm # "\t$ra, $rb, $imm16", []> {
  let isReMaterializable = true;
}

/// LUi: ra <- imm16 << 16.
class LoadUpper<bits<8> op, string instr_asm, RegisterClass RC, Operand Imm>
    : FL<op, (outs RC:$ra), (ins Imm:$imm16), instr_asm # "\t$ra, $imm16", []> {
  let rb = 0;
  let isReMaterializable = true;
}

/// A three-register operation: ra <- rb op rc.
class ArithLogicR<bits<8> op, string instr_asm, bit isComm = 0>
    : FA<op, (outs GPROut:$ra), (ins CPURegs:$rb, CPURegs:$rc),
         instr_asm # "\t$ra, $rb, $rc", []> {
  let shamt = 0;
  let isCommutable = isComm;
}

/// A shift or rotate by a constant: ra <- rb op shamt (rc is 1 for rotates).
class shift_rotate_imm32<bits<8> op, bits<4> isRotate, string instr_asm>
    : FA<op, (outs GPROut:$ra), (ins CPURegs:$rb, shamt:$shamt),
         instr_asm # "\t$ra, $rb, $shamt", []> {
  let rc = isRotate;
}

/// A shift or rotate by a register: ra <- rb op rc.
class shift_rotate_reg<bits<8> op, string instr_asm>
    : FA<op, (outs GPROut:$ra), (ins CPURegs:$rb, CPURegs:$rc),
         instr_asm # "\t$ra, $rb, $rc", []> {
  let shamt = 0;
}

/// CMP: the status word from comparing rb with rc (cpu032I).
class CmpInstr<bits<8> op, string instr_asm>
    : FA<op, (outs SR:$ra), (ins CPURegs:$rb, CPURegs:$rc),
         instr_asm # "\t$ra, $rb, $rc", []>, Requires<[HasCmp]> {
  let shamt = 0;
  let isCompare = true;
}

/// Set on less than, registers: ra <- rb < rc (cpu032II).
class SetCC_R<bits<8> op, string instr_asm>
    : FA<op, (outs GPROut:$ra), (ins CPURegs:$rb, CPURegs:$rc),
         instr_asm # "\t$ra, $rb, $rc", []>, Requires<[HasSlt]> {
  let shamt = 0;
}

/// Set on less than, immediate: ra <- rb < imm16 (cpu032II).
class SetCC_I<bits<8> op, string instr_asm>
    : FL<op, (outs GPROut:$ra), (ins CPURegs:$rb, simm16:$imm16),
         instr_asm # "\t$ra, $rb, $imm16", []>, Requires<[HasSlt]>;

/// A conditional jump on the status word (cpu032I): the status register is an
/// operand of the assembly but not encoded (SR has one register).
let isBranch = true, isTerminator = true, hasDelaySlot = true in
class CBranch24<bits<8> op, string instr_asm>
    : FJ<op, (outs), (ins SR:$ra, brtarget24:$addr), instr_asm # "\t$ra, $addr", []>,
      Requires<[HasCmp]>;

/// A compare-and-branch on two registers (cpu032II).
let isBranch = true, isTerminator = true, hasDelaySlot = true in
class CBranch16<bits<8> op, string instr_asm>
    : FL<op, (outs), (ins GPROut:$ra, GPROut:$rb, brtarget16:$imm16),
         instr_asm # "\t$ra, $rb, $imm16", []>, Requires<[HasSlt]>;

/// An unconditional jump.
let isBranch = true, isTerminator = true, isBarrier = true, hasDelaySlot = true in
class UncondBranch<bits<8> op, string instr_asm>
    : FJ<op, (outs), (ins brtarget24:$addr), instr_asm # "\t$addr", []>;

/// A call to a pc-relative target; the return address goes to $lr.
let isCall = true, hasDelaySlot = true, Defs = [LR] in
class JumpLink<bits<8> op, string instr_asm>
    : FJ<op, (outs), (ins brtarget24:$addr), instr_asm # "\t$addr", []>;

/// A call through a register: ra <- return address, jump to rb.
let isCall = true, hasDelaySlot = true in
class JumpLinkReg<bits<8> op, string instr_asm, RegisterClass RC>
    : FA<op, (outs RC:$ra), (ins RC:$rb), instr_asm # "\t$ra, $rb", []> {
  let rc = 0;
  let shamt = 0;
}

/// A return: jump to ra.
let isReturn = true, isTerminator = true, isBarrier = true, hasDelaySlot = true in
class RetBase<bits<8> op, string instr_asm, RegisterClass RC>
    : FA<op, (outs), (ins RC:$ra), instr_asm # "\t$ra", []> {
  let rb = 0;
  let rc = 0;
  let shamt = 0;
}

/// MULT/MULTu/DIV/DIVU: HI and LO from ra and rb.
let Defs = [HI, LO] in
class Mult32<bits<8> op, string instr_asm>
    : FA<op, (outs), (ins CPURegs:$ra, CPURegs:$rb), instr_asm # "\t$ra, $rb", []> {
  let rc = 0;
  let shamt = 0;
}

/// MFHI/MFLO: ra <- HI or LO.
class MoveFromLOHI<bits<8> op, string instr_asm, list<Register> UseRegs>
    : FA<op, (outs GPROut:$ra), (ins), instr_asm # "\t$ra", []> {
  let rb = 0;
  let rc = 0;
  let shamt = 0;
  let Uses = UseRegs;
}

/// MTHI/MTLO: HI or LO <- ra.
class MoveToLOHI<bits<8> op, string instr_asm, list<Register> DefRegs>
    : FA<op, (outs), (ins CPURegs:$ra), instr_asm # "\t$ra", []> {
  let rb = 0;
  let rc = 0;
  let shamt = 0;
  let Defs = DefRegs;
}

//===----------------------------------------------------------------------===//
// Instructions.
//===----------------------------------------------------------------------===//

/// Loads and stores: words, halves and bytes, signed and unsigned.
def LD    : LoadM32<0x01, "ld">;
def ST    : StoreM32<0x02, "st">;
def LB    : LoadM32<0x03, "lb">;
def LBu   : LoadM32<0x04, "lbu">;
def SB    : StoreM32<0x05, "sb">;
def LH    : LoadM32<0x06, "lh">;
def LHu   : LoadM32<0x07, "lhu">;
def SH    : StoreM32<0x08, "sh">;

/// Arithmetic and logic with an immediate.
def ADDiu : ArithLogicI<0x09, "addiu", simm16>;
def ANDi  : ArithLogicI<0x0c, "andi", uimm16>;
def ORi   : ArithLogicI<0x0d, "ori", uimm16>;
def XORi  : ArithLogicI<0x0e, "xori", uimm16>;
def LUi   : LoadUpper<0x0f, "lui", GPROut, uimm16>;

/// Compare into the status word (cpu032I).
def CMP   : CmpInstr<0x10, "cmp">;

/// Arithmetic and logic on registers.
def ADDu  : ArithLogicR<0x11, "addu", 1>;
def SUBu  : ArithLogicR<0x12, "subu">;
def NOR   : ArithLogicR<0x16, "nor", 1>;
def MUL   : ArithLogicR<0x17, "mul", 1>;
def AND   : ArithLogicR<0x18, "and", 1>;
def OR    : ArithLogicR<0x19, "or", 1>;
def XOR   : ArithLogicR<0x1a, "xor", 1>;

/// Shifts and rotates by a constant, then by a register.
def ROL   : shift_rotate_imm32<0x1b, 0x01, "rol">;
def ROR   : shift_rotate_imm32<0x1c, 0x01, "ror">;
def SRA   : shift_rotate_imm32<0x1d, 0x00, "sra">;
def SHL   : shift_rotate_imm32<0x1e, 0x00, "shl">;
def SHR   : shift_rotate_imm32<0x1f, 0x00, "shr">;
def SRAV  : shift_rotate_reg<0x20, "srav">;
def SHLV  : shift_rotate_reg<0x21, "shlv">;
def SHRV  : shift_rotate_reg<0x22, "shrv">;
def ROLV  : shift_rotate_reg<0x23, "rolv">;
def RORV  : shift_rotate_reg<0x24, "rorv">;

/// Set on less than (cpu032II).
def SLTi  : SetCC_I<0x26, "slti">;
def SLTiu : SetCC_I<0x27, "sltiu">;
def SLT   : SetCC_R<0x28, "slt">;
def SLTu  : SetCC_R<0x29, "sltu">;

/// Jumps on the status word (cpu032I).
def JEQ   : CBranch24<0x30, "jeq">;
def JNE   : CBranch24<0x31, "jne">;
def JLT   : CBranch24<0x32, "jlt">;
def JGT   : CBranch24<0x33, "jgt">;
def JLE   : CBranch24<0x34, "jle">;
def JGE   : CBranch24<0x35, "jge">;

/// Jump, compare-and-branch (cpu032II), calls and return.
def JMP   : UncondBranch<0x36, "jmp">;
def BEQ   : CBranch16<0x37, "beq">;
def BNE   : CBranch16<0x38, "bne">;
def JALR  : JumpLinkReg<0x39, "jalr", GPROut>;
let hasSideEffects = true in
def SWI   : FJ<0x3a, (outs), (ins uimm24:$addr), "swi\t$addr", []>;
def JSUB  : JumpLink<0x3b, "jsub">;
def RET   : RetBase<0x3c, "ret", GPROut>;

/// Multiply and divide into HI/LO, and moves from and to HI/LO.
def MULT  : Mult32<0x41, "mult">;
def MULTu : Mult32<0x42, "multu">;
def DIV   : Mult32<0x43, "div">;
def DIVU  : Mult32<0x44, "divu">;
def MFHI  : MoveFromLOHI<0x46, "mfhi", [HI]>;
def MFLO  : MoveFromLOHI<0x47, "mflo", [LO]>;
def MTHI  : MoveToLOHI<0x48, "mthi", [HI]>;
def MTLO  : MoveToLOHI<0x49, "mtlo", [LO]>;

/// No operation: the all-zero word.
let addr = 0 in
def NOP   : FJ<0x00, (outs), (ins), "nop", []>;
