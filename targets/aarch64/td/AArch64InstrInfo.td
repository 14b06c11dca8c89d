//===- AArch64InstrInfo.td - AArch64 instructions ---------------*- tablegen -*-===//
//
// The A64 base integer instructions: add/sub (immediate, shifted and extended
// register), logical (immediate and shifted register), move wide, adr/adrp,
// bitfield moves, extract, conditional select and compare, multiply and divide,
// variable shifts, bit and byte reversal, loads and stores of every size with
// unsigned-offset, unscaled, pre/post-index, register-offset and literal forms,
// load/store pair, branches, barriers, hints and system registers; then the
// aliases llvm-mc accepts and prints (mov, cmp, cmn, tst, neg, mvn, mul, lsr, asr,
// cset, cinc, b.cond, ret, nop ...). Aliases whose operands are computed (lsl #n,
// ubfx, bfi, mov #imm ...) are assembler pseudos expanded by the target's Rust hooks,
// which also print them. Scalar floating point is in AArch64InstrInfoFP.td.
//
//===----------------------------------------------------------------------===//

include "AArch64InstrFormats.td"

//===----------------------------------------------------------------------===//
// Add/subtract.
//===----------------------------------------------------------------------===//

multiclass AddSub<bit op, bit S, string asm> {
  def Wri : AddSubImm<0, op, S, !if(S, GPR32, GPR32sp), GPR32sp, asm>;
  def Xri : AddSubImm<1, op, S, !if(S, GPR64, GPR64sp), GPR64sp, asm>;
  def Wrs : ShiftedReg<0, {op, S}, 0b01011, 0, GPR32, arith_shift32, asm>;
  def Xrs : ShiftedReg<1, {op, S}, 0b01011, 0, GPR64, arith_shift64, asm>;
  def Wrx : AddSubExt<0, op, S, !if(S, GPR32, GPR32sp), GPR32sp, GPR32, arith_extend, asm>;
  def Xrx : AddSubExt<1, op, S, !if(S, GPR64, GPR64sp), GPR64sp, GPR32, arith_extend, asm>;
  def Xrx64 : AddSubExt<1, op, S, !if(S, GPR64, GPR64sp), GPR64sp, GPR64, arith_extend64,
                        asm>;
}

defm ADD  : AddSub<0, 0, "add">;
defm SUB  : AddSub<1, 0, "sub">;
let Defs = [NZCV] in {
defm ADDS : AddSub<0, 1, "adds">;
defm SUBS : AddSub<1, 1, "subs">;
}

/// Add/subtract with carry: sf op S 11010000 Rm 000000 Rn Rd.
class AddSubCarry<bit sf, bit op, bit S, RegisterClass rc, string asm>
    : I<(outs rc:$Rd), (ins rc:$Rn, rc:$Rm), asm, "$Rd, $Rn, $Rm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31} = sf;
  let Inst{30} = op;
  let Inst{29} = S;
  let Inst{28-21} = 0b11010000;
  let Inst{20-16} = Rm;
  let Inst{15-10} = 0b000000;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
  let Uses = [NZCV];
}
def ADCWr  : AddSubCarry<0, 0, 0, GPR32, "adc">;
def ADCXr  : AddSubCarry<1, 0, 0, GPR64, "adc">;
def SBCWr  : AddSubCarry<0, 1, 0, GPR32, "sbc">;
def SBCXr  : AddSubCarry<1, 1, 0, GPR64, "sbc">;
let Defs = [NZCV] in {
def ADCSWr : AddSubCarry<0, 0, 1, GPR32, "adcs">;
def ADCSXr : AddSubCarry<1, 0, 1, GPR64, "adcs">;
def SBCSWr : AddSubCarry<0, 1, 1, GPR32, "sbcs">;
def SBCSXr : AddSubCarry<1, 1, 1, GPR64, "sbcs">;
}
def : InstAlias<"ngc $Rd, $Rm", (SBCWr GPR32:$Rd, WZR, GPR32:$Rm)>;
def : InstAlias<"ngc $Rd, $Rm", (SBCXr GPR64:$Rd, XZR, GPR64:$Rm)>;
def : InstAlias<"ngcs $Rd, $Rm", (SBCSWr GPR32:$Rd, WZR, GPR32:$Rm)>;
def : InstAlias<"ngcs $Rd, $Rm", (SBCSXr GPR64:$Rd, XZR, GPR64:$Rm)>;

//===----------------------------------------------------------------------===//
// Logical.
//===----------------------------------------------------------------------===//

multiclass LogicalI<bits<2> opc, string asm> {
  def Wri : LogicalImm<0, opc, !if(!eq(opc, 0b11), GPR32, GPR32sp), GPR32, logical_imm32, asm>;
  def Xri : LogicalImm<1, opc, !if(!eq(opc, 0b11), GPR64, GPR64sp), GPR64, logical_imm64, asm>;
}
multiclass LogicalR<bits<2> opc, bit N, string asm> {
  def Wrs : ShiftedReg<0, opc, 0b01010, N, GPR32, logical_shift32, asm>;
  def Xrs : ShiftedReg<1, opc, 0b01010, N, GPR64, logical_shift64, asm>;
}

defm AND  : LogicalI<0b00, "and">;
defm ORR  : LogicalI<0b01, "orr">;
defm EOR  : LogicalI<0b10, "eor">;
defm AND  : LogicalR<0b00, 0, "and">;
defm BIC  : LogicalR<0b00, 1, "bic">;
defm ORR  : LogicalR<0b01, 0, "orr">;
defm ORN  : LogicalR<0b01, 1, "orn">;
defm EOR  : LogicalR<0b10, 0, "eor">;
defm EON  : LogicalR<0b10, 1, "eon">;
let Defs = [NZCV] in {
defm ANDS : LogicalI<0b11, "ands">;
defm ANDS : LogicalR<0b11, 0, "ands">;
defm BICS : LogicalR<0b11, 1, "bics">;
}

//===----------------------------------------------------------------------===//
// Move wide, pc-relative addresses.
//===----------------------------------------------------------------------===//

let isMoveImm = true, isAsCheapAsAMove = true, isReMaterializable = true in {
def MOVZWi : MoveWide<0, 0b10, GPR32, movshift32, "movz">;
def MOVZXi : MoveWide<1, 0b10, GPR64, movshift64, "movz">;
def MOVNWi : MoveWide<0, 0b00, GPR32, movshift32, "movn">;
def MOVNXi : MoveWide<1, 0b00, GPR64, movshift64, "movn">;
}
def MOVKWi : MoveWideK<0, GPR32, movshift32>;
def MOVKXi : MoveWideK<1, GPR64, movshift64>;

let isReMaterializable = true in {
def ADR  : PCRelAddr<0, adrlabel, "adr">;
def ADRP : PCRelAddr<1, adrplabel, "adrp">;
}

//===----------------------------------------------------------------------===//
// Bitfield moves and extract.
//===----------------------------------------------------------------------===//

def SBFMWri : Bitfield<0, 0b00, GPR32, imm0_31, "sbfm">;
def SBFMXri : Bitfield<1, 0b00, GPR64, imm0_63, "sbfm">;
def UBFMWri : Bitfield<0, 0b10, GPR32, imm0_31, "ubfm">;
def UBFMXri : Bitfield<1, 0b10, GPR64, imm0_63, "ubfm">;
def BFMWri  : BitfieldTied<0, GPR32, imm0_31>;
def BFMXri  : BitfieldTied<1, GPR64, imm0_63>;
def EXTRWrri : Extract<0, GPR32, imm0_31>;
def EXTRXrri : Extract<1, GPR64, imm0_63>;

//===----------------------------------------------------------------------===//
// Conditional select and compare.
//===----------------------------------------------------------------------===//

def CSELWr  : CondSelect<0, 0, 0b00, GPR32, "csel">;
def CSELXr  : CondSelect<1, 0, 0b00, GPR64, "csel">;
def CSINCWr : CondSelect<0, 0, 0b01, GPR32, "csinc">;
def CSINCXr : CondSelect<1, 0, 0b01, GPR64, "csinc">;
def CSINVWr : CondSelect<0, 1, 0b00, GPR32, "csinv">;
def CSINVXr : CondSelect<1, 1, 0b00, GPR64, "csinv">;
def CSNEGWr : CondSelect<0, 1, 0b01, GPR32, "csneg">;
def CSNEGXr : CondSelect<1, 1, 0b01, GPR64, "csneg">;

def CCMNWi : CondCompare<0, 0, 1, GPR32, (ins imm0_31:$Rm), "ccmn">;
def CCMNXi : CondCompare<1, 0, 1, GPR64, (ins imm0_31:$Rm), "ccmn">;
def CCMNWr : CondCompare<0, 0, 0, GPR32, (ins GPR32:$Rm), "ccmn">;
def CCMNXr : CondCompare<1, 0, 0, GPR64, (ins GPR64:$Rm), "ccmn">;
def CCMPWi : CondCompare<0, 1, 1, GPR32, (ins imm0_31:$Rm), "ccmp">;
def CCMPXi : CondCompare<1, 1, 1, GPR64, (ins imm0_31:$Rm), "ccmp">;
def CCMPWr : CondCompare<0, 1, 0, GPR32, (ins GPR32:$Rm), "ccmp">;
def CCMPXr : CondCompare<1, 1, 0, GPR64, (ins GPR64:$Rm), "ccmp">;

//===----------------------------------------------------------------------===//
// Multiply, divide, variable shifts, bit operations.
//===----------------------------------------------------------------------===//

def MADDWrrr : DP3<0, 0b000, 0, GPR32, GPR32, "madd">;
def MADDXrrr : DP3<1, 0b000, 0, GPR64, GPR64, "madd">;
def MSUBWrrr : DP3<0, 0b000, 1, GPR32, GPR32, "msub">;
def MSUBXrrr : DP3<1, 0b000, 1, GPR64, GPR64, "msub">;
def SMADDLrrr : DP3<1, 0b001, 0, GPR64, GPR32, "smaddl">;
def SMSUBLrrr : DP3<1, 0b001, 1, GPR64, GPR32, "smsubl">;
def UMADDLrrr : DP3<1, 0b101, 0, GPR64, GPR32, "umaddl">;
def UMSUBLrrr : DP3<1, 0b101, 1, GPR64, GPR32, "umsubl">;
def SMULHrr : MulHi<0, "smulh">;
def UMULHrr : MulHi<1, "umulh">;

def UDIVWr : DP2<0, 0b000010, GPR32, "udiv">;
def UDIVXr : DP2<1, 0b000010, GPR64, "udiv">;
def SDIVWr : DP2<0, 0b000011, GPR32, "sdiv">;
def SDIVXr : DP2<1, 0b000011, GPR64, "sdiv">;
def LSLVWr : DP2<0, 0b001000, GPR32, "lslv">;
def LSLVXr : DP2<1, 0b001000, GPR64, "lslv">;
def LSRVWr : DP2<0, 0b001001, GPR32, "lsrv">;
def LSRVXr : DP2<1, 0b001001, GPR64, "lsrv">;
def ASRVWr : DP2<0, 0b001010, GPR32, "asrv">;
def ASRVXr : DP2<1, 0b001010, GPR64, "asrv">;
def RORVWr : DP2<0, 0b001011, GPR32, "rorv">;
def RORVXr : DP2<1, 0b001011, GPR64, "rorv">;

def RBITWr  : DP1<0, 0b000000, GPR32, "rbit">;
def RBITXr  : DP1<1, 0b000000, GPR64, "rbit">;
def REV16Wr : DP1<0, 0b000001, GPR32, "rev16">;
def REV16Xr : DP1<1, 0b000001, GPR64, "rev16">;
def REVWr   : DP1<0, 0b000010, GPR32, "rev">;
def REV32Xr : DP1<1, 0b000010, GPR64, "rev32">;
def REVXr   : DP1<1, 0b000011, GPR64, "rev">;
def CLZWr   : DP1<0, 0b000100, GPR32, "clz">;
def CLZXr   : DP1<1, 0b000100, GPR64, "clz">;
def CLSWr   : DP1<0, 0b000101, GPR32, "cls">;
def CLSXr   : DP1<1, 0b000101, GPR64, "cls">;

//===----------------------------------------------------------------------===//
// Loads and stores.
//===----------------------------------------------------------------------===//

/// The unsigned-offset, pre-index, post-index and register-offset forms of one
/// load or store; `NAME` is LLVM's (`LDRXui`, `LDRXpre`, `LDRXpost`, `LDRXroW`, `LDRXroX`).
multiclass LoadStore<bits<2> sz, bit V, bits<2> opc, RegisterClass rc, string asm, bit load,
                     Operand uimm, Operand roWext, Operand roXext> {
  def ui : LdStUI<sz, V, opc, rc, uimm, asm, load>;
  def pre : LdStImm9<sz, V, opc, 0b11,
      !if(load, (outs GPR64sp:$wback, rc:$Rt), (outs GPR64sp:$wback)),
      !if(load, (ins GPR64sp:$Rn, simm9:$offset), (ins rc:$Rt, GPR64sp:$Rn, simm9:$offset)),
      asm, "$Rt, [$Rn, $offset]!", "$Rn = $wback", load>;
  def post : LdStImm9<sz, V, opc, 0b01,
      !if(load, (outs GPR64sp:$wback, rc:$Rt), (outs GPR64sp:$wback)),
      !if(load, (ins GPR64sp:$Rn, simm9:$offset), (ins rc:$Rt, GPR64sp:$Rn, simm9:$offset)),
      asm, "$Rt, [$Rn], $offset", "$Rn = $wback", load>;
  def roW : LdStRo<sz, V, opc, rc, 0, GPR32, roWext, asm, load>;
  def roX : LdStRo<sz, V, opc, rc, 1, GPR64, roXext, asm, load>;
  // Offset 0 and an unextended register offset are not written.
  def : InstAlias<asm # " $Rt, [$Rn]", (!cast<Instruction>(NAME # "ui") rc:$Rt, GPR64sp:$Rn, 0)>;
  def : InstAlias<asm # " $Rt, [$Rn, $Rm]",
                  (!cast<Instruction>(NAME # "roX") rc:$Rt, GPR64sp:$Rn, GPR64:$Rm, 0)>;
}

/// The unscaled form (`ldur`, `stur`, ...): `NAME` is LLVM's (`LDURXi`).
multiclass LoadStoreUnscaled<bits<2> sz, bit V, bits<2> opc, RegisterClass rc, string asm,
                             bit load, string scaled> {
  def i : LdStImm9<sz, V, opc, 0b00, !if(load, (outs rc:$Rt), (outs)),
      !if(load, (ins GPR64sp:$Rn, simm9:$offset), (ins rc:$Rt, GPR64sp:$Rn, simm9:$offset)),
      asm, "$Rt, [$Rn, $offset]", "", load>;
  def : InstAlias<asm # " $Rt, [$Rn]", (!cast<Instruction>(NAME # "i") rc:$Rt, GPR64sp:$Rn, 0), 0>;
  // `ldr x0, [x1, #3]`: an offset the scaled form cannot take is unscaled.
  def : InstAlias<scaled # " $Rt, [$Rn, $offset]",
                  (!cast<Instruction>(NAME # "i") rc:$Rt, GPR64sp:$Rn, simm9:$offset), 0>;
}

defm STRBB : LoadStore<0b00, 0, 0b00, GPR32, "strb", 0, uimm12s1, ro_Wextend8, ro_Xextend8>;
defm LDRBB : LoadStore<0b00, 0, 0b01, GPR32, "ldrb", 1, uimm12s1, ro_Wextend8, ro_Xextend8>;
defm LDRSBX : LoadStore<0b00, 0, 0b10, GPR64, "ldrsb", 1, uimm12s1, ro_Wextend8, ro_Xextend8>;
defm LDRSBW : LoadStore<0b00, 0, 0b11, GPR32, "ldrsb", 1, uimm12s1, ro_Wextend8, ro_Xextend8>;
defm STRHH : LoadStore<0b01, 0, 0b00, GPR32, "strh", 0, uimm12s2, ro_Wextend16, ro_Xextend16>;
defm LDRHH : LoadStore<0b01, 0, 0b01, GPR32, "ldrh", 1, uimm12s2, ro_Wextend16, ro_Xextend16>;
defm LDRSHX : LoadStore<0b01, 0, 0b10, GPR64, "ldrsh", 1, uimm12s2, ro_Wextend16, ro_Xextend16>;
defm LDRSHW : LoadStore<0b01, 0, 0b11, GPR32, "ldrsh", 1, uimm12s2, ro_Wextend16, ro_Xextend16>;
defm STRW  : LoadStore<0b10, 0, 0b00, GPR32, "str", 0, uimm12s4, ro_Wextend32, ro_Xextend32>;
defm LDRW  : LoadStore<0b10, 0, 0b01, GPR32, "ldr", 1, uimm12s4, ro_Wextend32, ro_Xextend32>;
defm LDRSW : LoadStore<0b10, 0, 0b10, GPR64, "ldrsw", 1, uimm12s4, ro_Wextend32, ro_Xextend32>;
defm STRX  : LoadStore<0b11, 0, 0b00, GPR64, "str", 0, uimm12s8, ro_Wextend64, ro_Xextend64>;
defm LDRX  : LoadStore<0b11, 0, 0b01, GPR64, "ldr", 1, uimm12s8, ro_Wextend64, ro_Xextend64>;
defm STRB  : LoadStore<0b00, 1, 0b00, FPR8, "str", 0, uimm12s1, ro_Wextend8, ro_Xextend8>;
defm LDRB  : LoadStore<0b00, 1, 0b01, FPR8, "ldr", 1, uimm12s1, ro_Wextend8, ro_Xextend8>;
defm STRH  : LoadStore<0b01, 1, 0b00, FPR16, "str", 0, uimm12s2, ro_Wextend16, ro_Xextend16>;
defm LDRH  : LoadStore<0b01, 1, 0b01, FPR16, "ldr", 1, uimm12s2, ro_Wextend16, ro_Xextend16>;
defm STRS  : LoadStore<0b10, 1, 0b00, FPR32, "str", 0, uimm12s4, ro_Wextend32, ro_Xextend32>;
defm LDRS  : LoadStore<0b10, 1, 0b01, FPR32, "ldr", 1, uimm12s4, ro_Wextend32, ro_Xextend32>;
defm STRD  : LoadStore<0b11, 1, 0b00, FPR64, "str", 0, uimm12s8, ro_Wextend64, ro_Xextend64>;
defm LDRD  : LoadStore<0b11, 1, 0b01, FPR64, "ldr", 1, uimm12s8, ro_Wextend64, ro_Xextend64>;
defm STRQ  : LoadStore<0b00, 1, 0b10, FPR128, "str", 0, uimm12s16, ro_Wextend128,
                       ro_Xextend128>;
defm LDRQ  : LoadStore<0b00, 1, 0b11, FPR128, "ldr", 1, uimm12s16, ro_Wextend128,
                       ro_Xextend128>;

defm STURBB : LoadStoreUnscaled<0b00, 0, 0b00, GPR32, "sturb", 0, "strb">;
defm LDURBB : LoadStoreUnscaled<0b00, 0, 0b01, GPR32, "ldurb", 1, "ldrb">;
defm LDURSBX : LoadStoreUnscaled<0b00, 0, 0b10, GPR64, "ldursb", 1, "ldrsb">;
defm LDURSBW : LoadStoreUnscaled<0b00, 0, 0b11, GPR32, "ldursb", 1, "ldrsb">;
defm STURHH : LoadStoreUnscaled<0b01, 0, 0b00, GPR32, "sturh", 0, "strh">;
defm LDURHH : LoadStoreUnscaled<0b01, 0, 0b01, GPR32, "ldurh", 1, "ldrh">;
defm LDURSHX : LoadStoreUnscaled<0b01, 0, 0b10, GPR64, "ldursh", 1, "ldrsh">;
defm LDURSHW : LoadStoreUnscaled<0b01, 0, 0b11, GPR32, "ldursh", 1, "ldrsh">;
defm STURW  : LoadStoreUnscaled<0b10, 0, 0b00, GPR32, "stur", 0, "str">;
defm LDURW  : LoadStoreUnscaled<0b10, 0, 0b01, GPR32, "ldur", 1, "ldr">;
defm LDURSW : LoadStoreUnscaled<0b10, 0, 0b10, GPR64, "ldursw", 1, "ldrsw">;
defm STURX  : LoadStoreUnscaled<0b11, 0, 0b00, GPR64, "stur", 0, "str">;
defm LDURX  : LoadStoreUnscaled<0b11, 0, 0b01, GPR64, "ldur", 1, "ldr">;
defm STURB  : LoadStoreUnscaled<0b00, 1, 0b00, FPR8, "stur", 0, "str">;
defm LDURB  : LoadStoreUnscaled<0b00, 1, 0b01, FPR8, "ldur", 1, "ldr">;
defm STURH  : LoadStoreUnscaled<0b01, 1, 0b00, FPR16, "stur", 0, "str">;
defm LDURH  : LoadStoreUnscaled<0b01, 1, 0b01, FPR16, "ldur", 1, "ldr">;
defm STURS  : LoadStoreUnscaled<0b10, 1, 0b00, FPR32, "stur", 0, "str">;
defm LDURS  : LoadStoreUnscaled<0b10, 1, 0b01, FPR32, "ldur", 1, "ldr">;
defm STURD  : LoadStoreUnscaled<0b11, 1, 0b00, FPR64, "stur", 0, "str">;
defm LDURD  : LoadStoreUnscaled<0b11, 1, 0b01, FPR64, "ldur", 1, "ldr">;
defm STURQ  : LoadStoreUnscaled<0b00, 1, 0b10, FPR128, "stur", 0, "str">;
defm LDURQ  : LoadStoreUnscaled<0b00, 1, 0b11, FPR128, "ldur", 1, "ldr">;

def LDRWl  : LoadLiteral<0b00, 0, GPR32, "ldr">;
def LDRXl  : LoadLiteral<0b01, 0, GPR64, "ldr">;
def LDRSWl : LoadLiteral<0b10, 0, GPR64, "ldrsw">;
def LDRSl  : LoadLiteral<0b00, 1, FPR32, "ldr">;
def LDRDl  : LoadLiteral<0b01, 1, FPR64, "ldr">;
def LDRQl  : LoadLiteral<0b10, 1, FPR128, "ldr">;

/// The offset, pre-index and post-index forms of a load or store pair (`LDPXi`,
/// `LDPXpre`, `LDPXpost`).
multiclass LoadStorePair<bits<2> opc, bit V, bit L, RegisterClass rc, Operand off,
                         string asm> {
  def i : LdStPair<opc, V, 0b10, L, !if(L, (outs rc:$Rt, rc:$Rt2), (outs)),
      !if(L, (ins GPR64sp:$Rn, off:$offset), (ins rc:$Rt, rc:$Rt2, GPR64sp:$Rn, off:$offset)),
      asm, "$Rt, $Rt2, [$Rn, $offset]", "">;
  def pre : LdStPair<opc, V, 0b11, L,
      !if(L, (outs GPR64sp:$wback, rc:$Rt, rc:$Rt2), (outs GPR64sp:$wback)),
      !if(L, (ins GPR64sp:$Rn, off:$offset), (ins rc:$Rt, rc:$Rt2, GPR64sp:$Rn, off:$offset)),
      asm, "$Rt, $Rt2, [$Rn, $offset]!", "$Rn = $wback">;
  def post : LdStPair<opc, V, 0b01, L,
      !if(L, (outs GPR64sp:$wback, rc:$Rt, rc:$Rt2), (outs GPR64sp:$wback)),
      !if(L, (ins GPR64sp:$Rn, off:$offset), (ins rc:$Rt, rc:$Rt2, GPR64sp:$Rn, off:$offset)),
      asm, "$Rt, $Rt2, [$Rn], $offset", "$Rn = $wback">;
  def : InstAlias<asm # " $Rt, $Rt2, [$Rn]",
                  (!cast<Instruction>(NAME # "i") rc:$Rt, rc:$Rt2, GPR64sp:$Rn, 0)>;
}

defm STPW  : LoadStorePair<0b00, 0, 0, GPR32, simm7s4, "stp">;
defm LDPW  : LoadStorePair<0b00, 0, 1, GPR32, simm7s4, "ldp">;
defm LDPSW : LoadStorePair<0b01, 0, 1, GPR64, simm7s4, "ldpsw">;
defm STPX  : LoadStorePair<0b10, 0, 0, GPR64, simm7s8, "stp">;
defm LDPX  : LoadStorePair<0b10, 0, 1, GPR64, simm7s8, "ldp">;
defm STPS  : LoadStorePair<0b00, 1, 0, FPR32, simm7s4, "stp">;
defm LDPS  : LoadStorePair<0b00, 1, 1, FPR32, simm7s4, "ldp">;
defm STPD  : LoadStorePair<0b01, 1, 0, FPR64, simm7s8, "stp">;
defm LDPD  : LoadStorePair<0b01, 1, 1, FPR64, simm7s8, "ldp">;
defm STPQ  : LoadStorePair<0b10, 1, 0, FPR128, simm7s16, "stp">;
defm LDPQ  : LoadStorePair<0b10, 1, 1, FPR128, simm7s16, "ldp">;

/// Load-acquire, store-release and exclusive accesses:
/// size 001000 o2 L o1 Rs o0 Rt2 Rn Rt (Rs and Rt2 are 11111 when unused).
class LdStExcl<bits<2> sz, bit o2, bit L, bit o0, dag outs, dag ins, string asm,
               string operands>
    : I<outs, ins, asm, operands> {
  bits<5> Rt;
  bits<5> Rn;
  let Inst{31-30} = sz;
  let Inst{29-24} = 0b001000;
  let Inst{23} = o2;
  let Inst{22} = L;
  let Inst{21} = 0;
  let Inst{15} = o0;
  let Inst{14-10} = 0b11111;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rt;
  let mayLoad = L;
  let mayStore = !not(L);
  let hasSideEffects = true;
}
/// A load (exclusive or acquire): no status register.
class LoadExcl<bits<2> sz, bit o2, bit o0, RegisterClass rc, string asm>
    : LdStExcl<sz, o2, 1, o0, (outs rc:$Rt), (ins GPR64sp:$Rn), asm, "$Rt, [$Rn]"> {
  let Inst{20-16} = 0b11111;
}
/// A store-release: no status register.
class StoreRel<bits<2> sz, RegisterClass rc, string asm>
    : LdStExcl<sz, 1, 0, 1, (outs), (ins rc:$Rt, GPR64sp:$Rn), asm, "$Rt, [$Rn]"> {
  let Inst{20-16} = 0b11111;
}
/// A store exclusive: the status goes to Ws.
class StoreExcl<bits<2> sz, bit o0, RegisterClass rc, string asm>
    : LdStExcl<sz, 0, 0, o0, (outs GPR32:$Ws), (ins rc:$Rt, GPR64sp:$Rn), asm,
               "$Ws, $Rt, [$Rn]"> {
  bits<5> Ws;
  let Inst{20-16} = Ws;
}
foreach sfx = [["B", "b", "00"], ["H", "h", "01"], ["W", "", "10"], ["X", "", "11"]] in {
  defvar rc = !if(!eq(sfx[0], "X"), GPR64, GPR32);
  defvar sz = !cond(!eq(sfx[2], "00") : 0b00, !eq(sfx[2], "01") : 0b01,
                    !eq(sfx[2], "10") : 0b10, true : 0b11);
  def LDAR # sfx[0]  : LoadExcl<sz, 1, 1, rc, "ldar" # sfx[1]>;
  def LDXR # sfx[0]  : LoadExcl<sz, 0, 0, rc, "ldxr" # sfx[1]>;
  def LDAXR # sfx[0] : LoadExcl<sz, 0, 1, rc, "ldaxr" # sfx[1]>;
  def STLR # sfx[0]  : StoreRel<sz, rc, "stlr" # sfx[1]>;
  def STXR # sfx[0]  : StoreExcl<sz, 0, rc, "stxr" # sfx[1]>;
  def STLXR # sfx[0] : StoreExcl<sz, 1, rc, "stlxr" # sfx[1]>;
}
def CLREX : SysImm<0b0011, (ins imm0_15:$CRm), "clrex", "$CRm"> {
  bits<4> CRm;
  let Inst{11-8} = CRm;
  let Inst{7-5} = 0b010;
}
def : InstAlias<"clrex", (CLREX 15)>;

//===----------------------------------------------------------------------===//
// Branches.
//===----------------------------------------------------------------------===//

def B  : BImm<0, "b">;
let Defs = [LR] in
def BL : BImm<1, "bl">;

def Bcc : I<(outs), (ins ccode:$cond, am_brcond:$target), "b.$cond", "$target"> {
  bits<4> cond;
  bits<21> target;
  let Inst{31-24} = 0b01010100;
  let Inst{23-5} = target{20-2};
  let Inst{4} = 0;
  let Inst{3-0} = cond;
  let isBranch = true;
  let isTerminator = true;
  let Uses = [NZCV];
}

def CBZW  : CmpBranch<0, 0, GPR32, "cbz">;
def CBZX  : CmpBranch<1, 0, GPR64, "cbz">;
def CBNZW : CmpBranch<0, 1, GPR32, "cbnz">;
def CBNZX : CmpBranch<1, 1, GPR64, "cbnz">;

def TBZW  : TestBranch<0, 0, GPR32, imm0_31, "tbz">;
def TBNZW : TestBranch<0, 1, GPR32, imm0_31, "tbnz">;
def TBZX  : TestBranch<1, 0, GPR64, imm0_63, "tbz"> { let Inst{31} = bit_off{5}; }
def TBNZX : TestBranch<1, 1, GPR64, imm0_63, "tbnz"> { let Inst{31} = bit_off{5}; }

let isBranch = true, isTerminator = true, isBarrier = true, isIndirectBranch = true in
def BR  : BReg<0b0000, "br">;
let isCall = true, Defs = [LR] in
def BLR : BReg<0b0001, "blr">;
let isReturn = true, isTerminator = true, isBarrier = true in
def RET : BReg<0b0010, "ret">;

//===----------------------------------------------------------------------===//
// System: barriers, hints, breakpoints, system registers.
//===----------------------------------------------------------------------===//

class Barrier<bits<3> op2, string asm, Operand opnd = barrier_op>
    : SysImm<0b0011, (ins opnd:$CRm), asm, "$CRm"> {
  bits<4> CRm;
  let Inst{11-8} = CRm;
  let Inst{7-5} = op2;
}
def DSB : Barrier<0b100, "dsb">;
def DMB : Barrier<0b101, "dmb">;
def ISB : Barrier<0b110, "isb", isb_op>;

def HINT : SysImm<0b0010, (ins imm0_127:$imm), "hint", "$imm"> {
  bits<7> imm;
  let Inst{11-5} = imm;
}

def BRK : I<(outs), (ins brk_imm:$imm), "brk", "$imm"> {
  bits<16> imm;
  let Inst{31-21} = 0b11010100001;
  let Inst{20-5} = imm;
  let Inst{4-0} = 0b00000;
  let isTrap = true;
  let hasSideEffects = true;
}

def MRS : I<(outs GPR64:$Rt), (ins sysreg_op:$sysreg), "mrs", "$Rt, $sysreg"> {
  bits<5> Rt;
  bits<15> sysreg;
  let Inst{31-20} = 0b110101010011;
  let Inst{19-5} = sysreg;
  let Inst{4-0} = Rt;
  let hasSideEffects = true;
}
def MSR : I<(outs), (ins sysreg_op:$sysreg, GPR64:$Rt), "msr", "$sysreg, $Rt"> {
  bits<5> Rt;
  bits<15> sysreg;
  let Inst{31-20} = 0b110101010001;
  let Inst{19-5} = sysreg;
  let Inst{4-0} = Rt;
  let hasSideEffects = true;
}

//===----------------------------------------------------------------------===//
// Assembler pseudos: aliases whose instruction operands are computed (expanded and
// printed by targets/aarch64/src/mc).
//===----------------------------------------------------------------------===//

def movimm32_asm : AArch64Imm<"MovImm32", 0, 0>;
def movimm64_asm : AArch64Imm<"MovImm64", 0, 0>;
def MOVi32imm_asm : AsmPseudo<(outs GPR32:$Rd), (ins movimm32_asm:$imm), "mov", "$Rd, $imm">;
def MOVi64imm_asm : AsmPseudo<(outs GPR64:$Rd), (ins movimm64_asm:$imm), "mov", "$Rd, $imm">;

/// The bitfield aliases with computed operands, for one register width (`LSL_W_asm`,
/// `UBFX_X_asm`, ...).
multiclass BitfieldAsm<RegisterClass rc, Operand im> {
  def LSL : AsmPseudo<(outs rc:$Rd), (ins rc:$Rn, im:$shift), "lsl", "$Rd, $Rn, $shift">;
  def UBFX : AsmPseudo<(outs rc:$Rd), (ins rc:$Rn, im:$lsb, im:$width), "ubfx", "$Rd, $Rn, $lsb, $width">;
  def SBFX : AsmPseudo<(outs rc:$Rd), (ins rc:$Rn, im:$lsb, im:$width), "sbfx", "$Rd, $Rn, $lsb, $width">;
  def BFXIL : AsmPseudo<(outs rc:$Rd), (ins rc:$Rn, im:$lsb, im:$width), "bfxil", "$Rd, $Rn, $lsb, $width">;
  def UBFIZ : AsmPseudo<(outs rc:$Rd), (ins rc:$Rn, im:$lsb, im:$width), "ubfiz", "$Rd, $Rn, $lsb, $width">;
  def SBFIZ : AsmPseudo<(outs rc:$Rd), (ins rc:$Rn, im:$lsb, im:$width), "sbfiz", "$Rd, $Rn, $lsb, $width">;
  def BFI : AsmPseudo<(outs rc:$Rd), (ins rc:$Rn, im:$lsb, im:$width), "bfi", "$Rd, $Rn, $lsb, $width">;
  def BFC : AsmPseudo<(outs rc:$Rd), (ins im:$lsb, im:$width), "bfc", "$Rd, $lsb, $width">;
}
defm BF_W_asm_ : BitfieldAsm<GPR32, imm0_31>;
defm BF_X_asm_ : BitfieldAsm<GPR64, imm0_63>;

//===----------------------------------------------------------------------===//
// Aliases.
//===----------------------------------------------------------------------===//

foreach w = ["W", "X"] in {
  defvar rc = !cast<RegisterClass>("GPR" # !if(!eq(w, "W"), "32", "64"));
  defvar rcsp = !cast<RegisterClass>("GPR" # !if(!eq(w, "W"), "32", "64") # "sp");
  defvar sponly = !cast<RegisterClass>("GPR" # !if(!eq(w, "W"), "32", "64") # "sponly");
  defvar zr = !cast<Register>(w # "ZR");
  defvar ash = !cast<Operand>("arith_shift" # !if(!eq(w, "W"), "32", "64"));
  defvar lsh = !cast<Operand>("logical_shift" # !if(!eq(w, "W"), "32", "64"));
  defvar limm = !cast<Operand>("logical_imm" # !if(!eq(w, "W"), "32", "64"));
  defvar im = !if(!eq(w, "W"), imm0_31, imm0_63);
  defvar top = !if(!eq(w, "W"), 31, 63);

  // Shift 0 is not written.
  foreach m = ["ADD", "SUB", "ADDS", "SUBS"] in
    def : InstAlias<!tolower(m) # " $Rd, $Rn, $Rm",
                    (!cast<Instruction>(m # w # "rs") rc:$Rd, rc:$Rn, rc:$Rm, 0)>;
  foreach m = ["AND", "BIC", "ORR", "ORN", "EOR", "EON", "ANDS", "BICS"] in
    def : InstAlias<!tolower(m) # " $Rd, $Rn, $Rm",
                    (!cast<Instruction>(m # w # "rs") rc:$Rd, rc:$Rn, rc:$Rm, 0)>;

  // mov between registers and to or from sp.
  def : InstAlias<"mov $Rd, $Rm", (!cast<Instruction>("ORR" # w # "rs") rc:$Rd, zr, rc:$Rm, 0), 2>;
  def : InstAlias<"mov $Rd, $Rn", (!cast<Instruction>("ADD" # w # "ri") sponly:$Rd, rcsp:$Rn, 0, 0)>;
  def : InstAlias<"mov $Rd, $Rn", (!cast<Instruction>("ADD" # w # "ri") rcsp:$Rd, sponly:$Rn, 0, 0)>;
  def : InstAlias<"mvn $Rd, $Rm", (!cast<Instruction>("ORN" # w # "rs") rc:$Rd, zr, rc:$Rm, 0), 2>;
  def : InstAlias<"mvn $Rd, $Rm, $sh", (!cast<Instruction>("ORN" # w # "rs") rc:$Rd, zr, rc:$Rm, lsh:$sh), 2>;

  // An extended register with sp, written as a plain register (printed by the hooks).
  defvar rx = !if(!eq(w, "W"), "rx", "rx64");
  defvar uxt = !if(!eq(w, "W"), 16, 24);
  defvar ext = !if(!eq(w, "W"), arith_extend, arith_extend64);
  foreach m = ["ADD", "SUB", "ADDS", "SUBS"] in {
    defvar dst = !if(!eq(!size(m), 4), rc, rcsp);
    def : InstAlias<!tolower(m) # " $Rd, $Rn, $Rm",
                    (!cast<Instruction>(m # w # rx) dst:$Rd, sponly:$Rn, rc:$Rm, uxt), 0>;
    if !eq(!size(m), 3) then
      def : InstAlias<!tolower(m) # " $Rd, $Rn, $Rm",
                      (!cast<Instruction>(m # w # rx) sponly:$Rd, rcsp:$Rn, rc:$Rm, uxt), 0>;
  }
  def : InstAlias<"cmp $Rn, $Rm", (!cast<Instruction>("SUBS" # w # rx) zr, sponly:$Rn, rc:$Rm, uxt), 0>;
  def : InstAlias<"cmn $Rn, $Rm", (!cast<Instruction>("ADDS" # w # rx) zr, sponly:$Rn, rc:$Rm, uxt), 0>;

  // Comparisons and negations.
  def : InstAlias<"cmp $Rn, $imm$sh", (!cast<Instruction>("SUBS" # w # "ri") zr, rcsp:$Rn, addsub_imm:$imm, addsub_shift:$sh), 2>;
  def : InstAlias<"cmn $Rn, $imm$sh", (!cast<Instruction>("ADDS" # w # "ri") zr, rcsp:$Rn, addsub_imm:$imm, addsub_shift:$sh), 2>;
  def : InstAlias<"cmp $Rn, $Rm", (!cast<Instruction>("SUBS" # w # "rs") zr, rc:$Rn, rc:$Rm, 0), 3>;
  def : InstAlias<"cmn $Rn, $Rm", (!cast<Instruction>("ADDS" # w # "rs") zr, rc:$Rn, rc:$Rm, 0), 3>;
  def : InstAlias<"cmp $Rn, $Rm, $sh", (!cast<Instruction>("SUBS" # w # "rs") zr, rc:$Rn, rc:$Rm, ash:$sh), 2>;
  def : InstAlias<"cmn $Rn, $Rm, $sh", (!cast<Instruction>("ADDS" # w # "rs") zr, rc:$Rn, rc:$Rm, ash:$sh), 2>;
  // Priority 1: the matcher tries the shifted-register forms first (`cmp x0, x1, lsl #1`
  // is a shift; `lsl` names an extend only with sp).
  def : InstAlias<"cmp $Rn, $Rm, $ext", (!cast<Instruction>("SUBS" # w # "rx") zr, rcsp:$Rn, GPR32:$Rm, arith_extend:$ext), 1>;
  def : InstAlias<"cmn $Rn, $Rm, $ext", (!cast<Instruction>("ADDS" # w # "rx") zr, rcsp:$Rn, GPR32:$Rm, arith_extend:$ext), 1>;
  if !eq(w, "X") then {
    def : InstAlias<"cmp $Rn, $Rm, $ext", (SUBSXrx64 XZR, GPR64sp:$Rn, GPR64:$Rm, arith_extend64:$ext), 1>;
    def : InstAlias<"cmn $Rn, $Rm, $ext", (ADDSXrx64 XZR, GPR64sp:$Rn, GPR64:$Rm, arith_extend64:$ext), 1>;
  }
  def : InstAlias<"tst $Rn, $imm", (!cast<Instruction>("ANDS" # w # "ri") zr, rc:$Rn, limm:$imm), 2>;
  def : InstAlias<"tst $Rn, $Rm", (!cast<Instruction>("ANDS" # w # "rs") zr, rc:$Rn, rc:$Rm, 0), 3>;
  def : InstAlias<"tst $Rn, $Rm, $sh", (!cast<Instruction>("ANDS" # w # "rs") zr, rc:$Rn, rc:$Rm, lsh:$sh), 2>;
  def : InstAlias<"neg $Rd, $Rm", (!cast<Instruction>("SUB" # w # "rs") rc:$Rd, zr, rc:$Rm, 0), 3>;
  def : InstAlias<"neg $Rd, $Rm, $sh", (!cast<Instruction>("SUB" # w # "rs") rc:$Rd, zr, rc:$Rm, ash:$sh), 2>;
  def : InstAlias<"negs $Rd, $Rm", (!cast<Instruction>("SUBS" # w # "rs") rc:$Rd, zr, rc:$Rm, 0), 3>;
  def : InstAlias<"negs $Rd, $Rm, $sh", (!cast<Instruction>("SUBS" # w # "rs") rc:$Rd, zr, rc:$Rm, ash:$sh), 2>;

  // Multiplies.
  def : InstAlias<"mul $Rd, $Rn, $Rm", (!cast<Instruction>("MADD" # w # "rrr") rc:$Rd, rc:$Rn, rc:$Rm, zr)>;
  def : InstAlias<"mneg $Rd, $Rn, $Rm", (!cast<Instruction>("MSUB" # w # "rrr") rc:$Rd, rc:$Rn, rc:$Rm, zr)>;

  // Shifts by a register; shifts right and rotates by an immediate.
  def : InstAlias<"lsl $Rd, $Rn, $Rm", (!cast<Instruction>("LSLV" # w # "r") rc:$Rd, rc:$Rn, rc:$Rm)>;
  def : InstAlias<"lsr $Rd, $Rn, $Rm", (!cast<Instruction>("LSRV" # w # "r") rc:$Rd, rc:$Rn, rc:$Rm)>;
  def : InstAlias<"asr $Rd, $Rn, $Rm", (!cast<Instruction>("ASRV" # w # "r") rc:$Rd, rc:$Rn, rc:$Rm)>;
  def : InstAlias<"ror $Rd, $Rn, $Rm", (!cast<Instruction>("RORV" # w # "r") rc:$Rd, rc:$Rn, rc:$Rm)>;
  def : InstAlias<"lsr $Rd, $Rn, $shift", (!cast<Instruction>("UBFM" # w # "ri") rc:$Rd, rc:$Rn, im:$shift, top)>;
  def : InstAlias<"asr $Rd, $Rn, $shift", (!cast<Instruction>("SBFM" # w # "ri") rc:$Rd, rc:$Rn, im:$shift, top)>;
  def : InstAlias<"ror $Rd, $Rn, $shift", (!cast<Instruction>("EXTR" # w # "rri") rc:$Rd, rc:$Rn, rc:$Rn, im:$shift)>;

  // Extensions (printed by the hooks, which also know the X forms' W sources).
  def : InstAlias<"sxtb $Rd, $Rn", (!cast<Instruction>("SBFM" # w # "ri") rc:$Rd, GPR32:$Rn, 0, 7), 0>;
  def : InstAlias<"sxth $Rd, $Rn", (!cast<Instruction>("SBFM" # w # "ri") rc:$Rd, GPR32:$Rn, 0, 15), 0>;
  def : InstAlias<"uxtb $Rd, $Rn", (UBFMWri GPR32:$Rd, GPR32:$Rn, 0, 7), 0>;
  def : InstAlias<"uxth $Rd, $Rn", (UBFMWri GPR32:$Rd, GPR32:$Rn, 0, 15), 0>;

  // Conditional selects with one condition.
  foreach cc = [CC_EQ, CC_NE, CC_HS, CC_LO, CC_MI, CC_PL, CC_VS, CC_VC, CC_HI, CC_LS,
                CC_GE, CC_LT, CC_GT, CC_LE, CC_CS, CC_CC] in {
    defvar inv = !xor(cc.Value, 1);
    defvar pri = !if(!or(!eq(cc.Name, "cs"), !eq(cc.Name, "cc")), 0, 1);
    def : InstAlias<"cset $Rd, " # cc.Name, (!cast<Instruction>("CSINC" # w # "r") rc:$Rd, zr, zr, inv), pri>;
    def : InstAlias<"csetm $Rd, " # cc.Name, (!cast<Instruction>("CSINV" # w # "r") rc:$Rd, zr, zr, inv), pri>;
    def : InstAlias<"cinc $Rd, $Rn, " # cc.Name, (!cast<Instruction>("CSINC" # w # "r") rc:$Rd, rc:$Rn, rc:$Rn, inv), pri>;
    def : InstAlias<"cinv $Rd, $Rn, " # cc.Name, (!cast<Instruction>("CSINV" # w # "r") rc:$Rd, rc:$Rn, rc:$Rn, inv), pri>;
    def : InstAlias<"cneg $Rd, $Rn, " # cc.Name, (!cast<Instruction>("CSNEG" # w # "r") rc:$Rd, rc:$Rn, rc:$Rn, inv), pri>;
  }
}

def : InstAlias<"sxtw $Rd, $Rn", (SBFMXri GPR64:$Rd, GPR32:$Rn, 0, 31), 0>;
def : InstAlias<"smull $Rd, $Rn, $Rm", (SMADDLrrr GPR64:$Rd, GPR32:$Rn, GPR32:$Rm, XZR)>;
def : InstAlias<"umull $Rd, $Rn, $Rm", (UMADDLrrr GPR64:$Rd, GPR32:$Rn, GPR32:$Rm, XZR)>;
def : InstAlias<"smnegl $Rd, $Rn, $Rm", (SMSUBLrrr GPR64:$Rd, GPR32:$Rn, GPR32:$Rm, XZR)>;
def : InstAlias<"umnegl $Rd, $Rn, $Rm", (UMSUBLrrr GPR64:$Rd, GPR32:$Rn, GPR32:$Rm, XZR)>;
def : InstAlias<"rev64 $Rd, $Rn", (REVXr GPR64:$Rd, GPR64:$Rn), 0>;

foreach cc = [CC_EQ, CC_NE, CC_HS, CC_LO, CC_MI, CC_PL, CC_VS, CC_VC, CC_HI, CC_LS,
              CC_GE, CC_LT, CC_GT, CC_LE, CC_AL, CC_NV, CC_CS, CC_CC] in
  def : InstAlias<"b." # cc.Name # " $target", (Bcc cc.Value, am_brcond:$target),
                  !if(!or(!eq(cc.Name, "cs"), !eq(cc.Name, "cc")), 0, 1)>;

def : InstAlias<"ret", (RET LR)>;
def : InstAlias<"ssbb", (DSB 0)>;
def : InstAlias<"pssbb", (DSB 4)>;
def : InstAlias<"isb", (ISB 15)>;
def : InstAlias<"nop", (HINT 0)>;
def : InstAlias<"yield", (HINT 1)>;
def : InstAlias<"wfe", (HINT 2)>;
def : InstAlias<"wfi", (HINT 3)>;
def : InstAlias<"sev", (HINT 4)>;
def : InstAlias<"sevl", (HINT 5)>;

include "AArch64InstrInfoFP.td"
include "AArch64InstrInfoLSE.td"
include "AArch64InstrInfoSIMD.td"
include "AArch64InstrInfoSIMDAsm.td"
