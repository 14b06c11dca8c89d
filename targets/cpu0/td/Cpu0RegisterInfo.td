//===- Cpu0RegisterInfo.td - Cpu0 registers ---------------------*- tablegen -*-===//
//
// The registers of the Cpu0 teaching ISA (seed 000): sixteen 32-bit
// general-purpose registers $0-$15 with their conventional names (ZERO is the
// constant 0, AT the assembler temporary, V0/V1 results, A0/A1 arguments, T9, T0,
// T1 temporaries, S0/S1 callee-saved, GP the global pointer, FP the frame
// pointer, SP ($13) the stack pointer, LR ($14) the link register, SW ($15) the
// status word), the HI/LO multiply-divide result registers, and the
// coprocessor-0 registers PC and EPC. The DWARF number of $n is n.
//
//===----------------------------------------------------------------------===//

/// A Cpu0 register with encoding `Enc` and assembly name `n`.
class Cpu0Reg<bits<16> Enc, string n> : Register<n> {
  let HWEncoding = Enc;
  let Namespace = "Cpu0";
}
/// A Cpu0 general-purpose register.
class Cpu0GPRReg<bits<16> Enc, string n> : Cpu0Reg<Enc, n>;
/// A Cpu0 coprocessor-0 register.
class Cpu0C0Reg<bits<16> Enc, string n> : Cpu0Reg<Enc, n>;

let Namespace = "Cpu0" in {
  let isConstant = true in
  def ZERO : Cpu0GPRReg<0,  "zero">, DwarfRegNum<[0]>;
  def AT   : Cpu0GPRReg<1,  "at">,   DwarfRegNum<[1]>;
  def V0   : Cpu0GPRReg<2,  "v0">,   DwarfRegNum<[2]>;
  def V1   : Cpu0GPRReg<3,  "v1">,   DwarfRegNum<[3]>;
  def A0   : Cpu0GPRReg<4,  "a0">,   DwarfRegNum<[4]>;
  def A1   : Cpu0GPRReg<5,  "a1">,   DwarfRegNum<[5]>;
  def T9   : Cpu0GPRReg<6,  "t9">,   DwarfRegNum<[6]>;
  def T0   : Cpu0GPRReg<7,  "t0">,   DwarfRegNum<[7]>;
  def T1   : Cpu0GPRReg<8,  "t1">,   DwarfRegNum<[8]>;
  def S0   : Cpu0GPRReg<9,  "s0">,   DwarfRegNum<[9]>;
  def S1   : Cpu0GPRReg<10, "s1">,   DwarfRegNum<[10]>;
  def GP   : Cpu0GPRReg<11, "gp">,   DwarfRegNum<[11]>;
  def FP   : Cpu0GPRReg<12, "fp">,   DwarfRegNum<[12]>;
  def SP   : Cpu0GPRReg<13, "sp">,   DwarfRegNum<[13]>;
  def LR   : Cpu0GPRReg<14, "lr">,   DwarfRegNum<[14]>;
  def SW   : Cpu0GPRReg<15, "sw">,   DwarfRegNum<[15]>;

  // The multiply/divide result registers (mfhi/mflo).
  def HI   : Cpu0Reg<0, "hi">, DwarfRegNum<[18]>;
  def LO   : Cpu0Reg<1, "lo">, DwarfRegNum<[19]>;

  // Coprocessor 0.
  def PC   : Cpu0C0Reg<0, "pc">,  DwarfRegNum<[20]>;
  def EPC  : Cpu0C0Reg<1, "epc">, DwarfRegNum<[21]>;
}

/// Every general-purpose register, in the tutorial's order.
def CPURegs : RegisterClass<"Cpu0", [i32], 32, (add
  // Reserved.
  ZERO, AT,
  // Return values and arguments.
  V0, V1, A0, A1,
  // Not preserved across procedure calls.
  T9, T0, T1,
  // Callee-saved.
  S0, S1,
  // Reserved.
  GP, FP,
  SP, LR, SW)>;

/// The registers an instruction may write: all but the status word.
def GPROut : RegisterClass<"Cpu0", [i32], 32, (add (sub CPURegs, SW))>;
/// The status word.
def SR : RegisterClass<"Cpu0", [i32], 32, (add SW)>;
/// The multiply/divide results.
def HILO : RegisterClass<"Cpu0", [i32], 32, (add HI, LO)>;
/// Coprocessor 0.
def C0Regs : RegisterClass<"Cpu0", [i32], 32, (add PC, EPC)> {
  let isAllocatable = false;
}
