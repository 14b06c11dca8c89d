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

/// The opposite of HasSlt: cpu032I, which compares through CMP and the status word.
def NotSlt : Predicate<"!st.has_slt()">;

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

def simm16 : Cpu0Imm<"SImm16", -32768, 32767, "lo16">,
             ImmLeaf<i32, [{ (-32768..32768).contains(&imm) }]>;
def uimm16 : Cpu0Imm<"UImm16", 0, 65535, "hi16">,
             ImmLeaf<i32, [{ (0..65536).contains(&imm) }]>;
def shamt  : Cpu0Imm<"UImm5", 0, 31>, ImmLeaf<i32, [{ (0..32).contains(&imm) }]>;
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

//===----------------------------------------------------------------------===//
// Instruction selection patterns (kiln's -gen-dag-isel; see TargetSelectionDAG.td),
// in seed 000's style. What patterns cannot say stays in Rust in
// isel_dag_to_dag.rs: constants needing more than one instruction (through
// analyze_immediate.rs, seed 000's Cpu0AnalyzeImmediate), zero as $zero, global
// addresses (%hi/%lo), multiply-high, division and remainder (HI/LO), calls,
// returns, call-frame and jump pseudos, i1 stores.
//===----------------------------------------------------------------------===//

/// A constant whose low 16 bits are zero: one LUi.
def immLow16Zero : ImmLeaf<i32, [{ imm & 0xffff == 0 }]>;
/// A constant whose negation fits 16 signed bits.
def immNegSExt16 : ImmLeaf<i32, [{ (-32767..=32768).contains(&imm) }]>;
/// The high 16 bits of a constant, as LUi's operand.
def HI16 : SDNodeXForm<imm, [{ dag.get_target_constant(((imm >> 16) & 0xffff) as i128, EVT::Simple(MVT::i32)) }]>;
/// The negation of a constant.
def NegImm : SDNodeXForm<imm, [{ dag.get_target_constant(-(imm as i128), EVT::Simple(MVT::i32)) }]>;
/// A shift amount taken modulo 32.
def ShiftAmt : SDNodeXForm<imm, [{ dag.get_target_constant((imm & 31) as i128, EVT::Simple(MVT::i32)) }]>;

/// Base register (or frame index) plus a 16-bit offset: the address of a load or store.
def AddrRegImm : ComplexPattern<i32, 2, "select_addr_reg_imm">;

// Constants of one instruction (longer ones: analyze_immediate.rs).
def : Pat<(i32 simm16:$in), (ADDiu ZERO, imm:$in)>;
def : Pat<(i32 uimm16:$in), (ORi ZERO, imm:$in)>;
def : Pat<(i32 immLow16Zero:$in), (LUi (HI16 imm:$in))>;

/// `(op rb, rc)` by a register-register instruction.
class PatRR<SDPatternOperator OpNode, Instruction Inst>
    : Pat<(OpNode CPURegs:$rb, CPURegs:$rc), (Inst CPURegs:$rb, CPURegs:$rc)>;
/// `(op rb, imm)` by a register-immediate instruction.
class PatRI<SDPatternOperator OpNode, Instruction Inst, ImmLeaf ImmType>
    : Pat<(i32 (OpNode CPURegs:$rb, ImmType:$imm)), (Inst CPURegs:$rb, ImmType:$imm)>;

// Arithmetic and logic.
def : PatRR<add, ADDu>;
def : PatRI<add, ADDiu, simm16>;
def : PatRR<sub, SUBu>;
def : Pat<(sub CPURegs:$rb, immNegSExt16:$imm), (ADDiu CPURegs:$rb, (NegImm immNegSExt16:$imm))>;
def : PatRR<mul, MUL>;
def : PatRR<and, AND>;
def : PatRI<and, ANDi, uimm16>;
def : PatRR<or, OR>;
def : PatRI<or, ORi, uimm16>;
def : Pat<(xor CPURegs:$rb, -1), (NOR CPURegs:$rb, ZERO)>;
def : PatRR<xor, XOR>;
def : PatRI<xor, XORi, uimm16>;

// Shifts and rotates: by a constant (modulo 32), by a register.
def : Pat<(shl CPURegs:$rb, imm:$sh), (SHL CPURegs:$rb, (ShiftAmt imm:$sh))>;
def : Pat<(srl CPURegs:$rb, imm:$sh), (SHR CPURegs:$rb, (ShiftAmt imm:$sh))>;
def : Pat<(sra CPURegs:$rb, imm:$sh), (SRA CPURegs:$rb, (ShiftAmt imm:$sh))>;
def : Pat<(rotl CPURegs:$rb, imm:$sh), (ROL CPURegs:$rb, (ShiftAmt imm:$sh))>;
def : Pat<(rotr CPURegs:$rb, imm:$sh), (ROR CPURegs:$rb, (ShiftAmt imm:$sh))>;
def : PatRR<shl, SHLV>;
def : PatRR<srl, SHRV>;
def : PatRR<sra, SRAV>;
def : PatRR<rotl, ROLV>;
def : PatRR<rotr, RORV>;

// Frame addresses.
def : Pat<(i32 frameindex:$fi), (ADDiu frameindex:$fi, 0)>;
def : Pat<(add (i32 frameindex:$fi), simm16:$imm), (ADDiu frameindex:$fi, simm16:$imm)>;

// Sign extension in a register.
def : Pat<(sext_inreg CPURegs:$rb, i16), (SRA (SHL CPURegs:$rb, 16), 16)>;
def : Pat<(sext_inreg CPURegs:$rb, i8), (SRA (SHL CPURegs:$rb, 24), 24)>;
def : Pat<(sext_inreg CPURegs:$rb, i1), (SRA (SHL CPURegs:$rb, 31), 31)>;

// cpu032II: comparisons as 0/1 values with SLT/SLTu, branches with BEQ/BNE.
let Predicates = [HasSlt] in {
def : PatRR<setlt, SLT>;
def : PatRI<setlt, SLTi, simm16>;
def : PatRR<setult, SLTu>;
def : PatRI<setult, SLTiu, simm16>;
def : Pat<(setgt CPURegs:$a, CPURegs:$b), (SLT CPURegs:$b, CPURegs:$a)>;
def : Pat<(setugt CPURegs:$a, CPURegs:$b), (SLTu CPURegs:$b, CPURegs:$a)>;
def : Pat<(setge CPURegs:$a, CPURegs:$b), (XORi (SLT CPURegs:$a, CPURegs:$b), 1)>;
def : Pat<(setge CPURegs:$a, simm16:$imm), (XORi (SLTi CPURegs:$a, simm16:$imm), 1)>;
def : Pat<(setuge CPURegs:$a, CPURegs:$b), (XORi (SLTu CPURegs:$a, CPURegs:$b), 1)>;
def : Pat<(setuge CPURegs:$a, simm16:$imm), (XORi (SLTiu CPURegs:$a, simm16:$imm), 1)>;
def : Pat<(setle CPURegs:$a, CPURegs:$b), (XORi (SLT CPURegs:$b, CPURegs:$a), 1)>;
def : Pat<(setule CPURegs:$a, CPURegs:$b), (XORi (SLTu CPURegs:$b, CPURegs:$a), 1)>;
def : Pat<(seteq CPURegs:$a, 0), (SLTiu CPURegs:$a, 1)>;
def : Pat<(seteq CPURegs:$a, CPURegs:$b), (SLTiu (XOR CPURegs:$a, CPURegs:$b), 1)>;
def : Pat<(setne CPURegs:$a, 0), (SLTu ZERO, CPURegs:$a)>;
def : Pat<(setne CPURegs:$a, CPURegs:$b), (SLTu ZERO, (XOR CPURegs:$a, CPURegs:$b))>;

def : Pat<(brcond (i32 (seteq CPURegs:$a, CPURegs:$b)), bb:$dst),
          (BEQ CPURegs:$a, CPURegs:$b, brtarget16:$dst)>;
def : Pat<(brcond (i32 (setne CPURegs:$a, CPURegs:$b)), bb:$dst),
          (BNE CPURegs:$a, CPURegs:$b, brtarget16:$dst)>;
def : Pat<(brcond (i32 (setlt CPURegs:$a, CPURegs:$b)), bb:$dst),
          (BNE (SLT CPURegs:$a, CPURegs:$b), ZERO, brtarget16:$dst)>;
def : Pat<(brcond (i32 (setult CPURegs:$a, CPURegs:$b)), bb:$dst),
          (BNE (SLTu CPURegs:$a, CPURegs:$b), ZERO, brtarget16:$dst)>;
def : Pat<(brcond (i32 (setgt CPURegs:$a, CPURegs:$b)), bb:$dst),
          (BNE (SLT CPURegs:$b, CPURegs:$a), ZERO, brtarget16:$dst)>;
def : Pat<(brcond (i32 (setugt CPURegs:$a, CPURegs:$b)), bb:$dst),
          (BNE (SLTu CPURegs:$b, CPURegs:$a), ZERO, brtarget16:$dst)>;
def : Pat<(brcond (i32 (setge CPURegs:$a, CPURegs:$b)), bb:$dst),
          (BEQ (SLT CPURegs:$a, CPURegs:$b), ZERO, brtarget16:$dst)>;
def : Pat<(brcond (i32 (setuge CPURegs:$a, CPURegs:$b)), bb:$dst),
          (BEQ (SLTu CPURegs:$a, CPURegs:$b), ZERO, brtarget16:$dst)>;
def : Pat<(brcond (i32 (setle CPURegs:$a, CPURegs:$b)), bb:$dst),
          (BEQ (SLT CPURegs:$b, CPURegs:$a), ZERO, brtarget16:$dst)>;
def : Pat<(brcond (i32 (setule CPURegs:$a, CPURegs:$b)), bb:$dst),
          (BEQ (SLTu CPURegs:$b, CPURegs:$a), ZERO, brtarget16:$dst)>;
def : Pat<(brcond CPURegs:$cond, bb:$dst), (BNE CPURegs:$cond, ZERO, brtarget16:$dst)>;
}

// cpu032I: CMP sets the status word ($sw: N in bit 31, Z in bit 30, signed);
// unsigned comparisons compare the operands with their sign bits flipped.
let Predicates = [NotSlt] in {
def : Pat<(seteq CPURegs:$a, CPURegs:$b), (ANDi (SHR (CMP CPURegs:$a, CPURegs:$b), 30), 1)>;
def : Pat<(setne CPURegs:$a, CPURegs:$b),
          (XORi (ANDi (SHR (CMP CPURegs:$a, CPURegs:$b), 30), 1), 1)>;
def : Pat<(setlt CPURegs:$a, CPURegs:$b), (SHR (CMP CPURegs:$a, CPURegs:$b), 31)>;
def : Pat<(setgt CPURegs:$a, CPURegs:$b), (SHR (CMP CPURegs:$b, CPURegs:$a), 31)>;
def : Pat<(setge CPURegs:$a, CPURegs:$b), (XORi (SHR (CMP CPURegs:$a, CPURegs:$b), 31), 1)>;
def : Pat<(setle CPURegs:$a, CPURegs:$b), (XORi (SHR (CMP CPURegs:$b, CPURegs:$a), 31), 1)>;
def : Pat<(setult CPURegs:$a, CPURegs:$b),
          (SHR (CMP (XOR CPURegs:$a, (LUi 0x8000)), (XOR CPURegs:$b, (LUi 0x8000))), 31)>;
def : Pat<(setugt CPURegs:$a, CPURegs:$b),
          (SHR (CMP (XOR CPURegs:$b, (LUi 0x8000)), (XOR CPURegs:$a, (LUi 0x8000))), 31)>;
def : Pat<(setuge CPURegs:$a, CPURegs:$b),
          (XORi (SHR (CMP (XOR CPURegs:$a, (LUi 0x8000)), (XOR CPURegs:$b, (LUi 0x8000))), 31), 1)>;
def : Pat<(setule CPURegs:$a, CPURegs:$b),
          (XORi (SHR (CMP (XOR CPURegs:$b, (LUi 0x8000)), (XOR CPURegs:$a, (LUi 0x8000))), 31), 1)>;

/// A jump on the status word of comparing a with b.
class JccPat<PatFrag Cond, Instruction Inst>
    : Pat<(brcond (i32 (Cond CPURegs:$a, CPURegs:$b)), bb:$dst),
          (Inst (CMP CPURegs:$a, CPURegs:$b), brtarget24:$dst)>;
/// The same for an unsigned comparison, on the operands with flipped sign bits.
class JccUPat<PatFrag Cond, Instruction Inst>
    : Pat<(brcond (i32 (Cond CPURegs:$a, CPURegs:$b)), bb:$dst),
          (Inst (CMP (XOR CPURegs:$a, (LUi 0x8000)), (XOR CPURegs:$b, (LUi 0x8000))), brtarget24:$dst)>;
def : JccPat<seteq, JEQ>;
def : JccPat<setne, JNE>;
def : JccPat<setlt, JLT>;
def : JccPat<setgt, JGT>;
def : JccPat<setle, JLE>;
def : JccPat<setge, JGE>;
def : JccUPat<setult, JLT>;
def : JccUPat<setugt, JGT>;
def : JccUPat<setule, JLE>;
def : JccUPat<setuge, JGE>;
def : Pat<(brcond CPURegs:$cond, bb:$dst), (JNE (CMP CPURegs:$cond, ZERO), brtarget24:$dst)>;
}

// Loads and stores at base + 16-bit offset.
class LdPat<PatFrag LoadOp, Instruction Inst>
    : Pat<(i32 (LoadOp (AddrRegImm (i32 CPURegs:$rb), simm16:$imm))),
          (Inst CPURegs:$rb, simm16:$imm)>;
def : LdPat<sextloadi8, LB>;
def : LdPat<extloadi8, LBu>;
def : LdPat<zextloadi8, LBu>;
def : LdPat<extloadi1, LBu>;
def : LdPat<zextloadi1, LBu>;
def : LdPat<sextloadi16, LH>;
def : LdPat<extloadi16, LHu>;
def : LdPat<zextloadi16, LHu>;
def : LdPat<load, LD>;

class StPat<PatFrag StoreOp, Instruction Inst>
    : Pat<(StoreOp (i32 CPURegs:$ra), (AddrRegImm (i32 CPURegs:$rb), simm16:$imm)),
          (Inst CPURegs:$ra, CPURegs:$rb, simm16:$imm)>;
def : StPat<truncstorei8, SB>;
def : StPat<truncstorei16, SH>;
def : StPat<store, ST>;
