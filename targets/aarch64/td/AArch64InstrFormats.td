//===- AArch64InstrFormats.td - AArch64 operands and formats ----*- tablegen -*-===//
//
// The A64 operand classes (immediates with their ranges, scales and accepted
// relocation specifiers; shifted and extended register operands; logical and FP
// immediates; addressing-mode offsets; condition codes, barriers, system registers)
// and the A64 encoding formats as subclasses of `Instruction`. Each format declares one
// `bits<N>` field per encoded operand, named after the operand (`$Rd` is encoded from
// `Rd`), and places it in `Inst` with `let Inst{hi-lo}`.
//
// Operand values in an MCInst are what the assembly says: byte offsets (scaled
// classes carry `Scale`), the mask of a logical immediate, a shift amount; the
// target's Rust hooks (targets/aarch64/src/mc) encode and decode them, named by
// `EncoderMethod` and by the match class name. `ExprKind` says which relocatable
// expressions an operand accepts:
//   "addlo12"   :lo12: :tprel_hi12: :tprel_lo12: :tprel_lo12_nc: :tlsdesc_lo12: (add)
//   "ldlo12"    :lo12: :got_lo12: :gottprel_lo12: :tlsdesc_lo12: :tprel_lo12_nc: (ldr/str)
//   "adr"       a bare symbol, pc-relative (adr)
//   "adrp"      a bare symbol, :got: :gottprel: :tlsdesc: :pg_hi21: (adrp)
//   "ldrlit", "b26", "br19", "br14"   a bare symbol, pc-relative
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Operands.
//===----------------------------------------------------------------------===//

/// The asm matcher class of an AArch64 operand.
class AArch64AsmOperand<string name, string parser = ""> : AsmOperandClass {
  let Name = name;
  let PredicateMethod = "is" # name;
  let RenderMethod = "addImmOperands";
  let DiagnosticType = "Invalid" # name;
  let ParserMethod = parser;
}

/// An AArch64 immediate operand: constants in [min, max] that are multiples of
/// `scale` (min = max = 0: the hooks decide), and the expressions `exprkind` names.
class AArch64Imm<string name, int min, int max, int scale = 1, string exprkind = "",
                 string encoder = "getImmOpValue", string parser = "">
    : Operand<i64> {
  let MinValue = min;
  let MaxValue = max;
  let Scale = scale;
  string ExprKind = exprkind;
  bit NonZero = false;
  let EncoderMethod = encoder;
  let DecoderMethod = "decode" # name;
  let OperandType = "OPERAND_" # !toupper(name);
  let PrintMethod = "printImm";
  let ParserMatchClass = AArch64AsmOperand<name, parser>;
}

/// A pc-relative target: a label, or a byte offset.
class AArch64PCRel<string name, int min, int max, int scale, string exprkind>
    : AArch64Imm<name, min, max, scale, exprkind, "getPCRelOpValue"> {
  let PrintMethod = "printPCRel";
  let OperandType = "OPERAND_PCREL";
}

// Plain immediates.
def imm0_7     : AArch64Imm<"Imm0_7", 0, 7>;
def imm0_15    : AArch64Imm<"Imm0_15", 0, 15>;
def imm0_31    : AArch64Imm<"Imm0_31", 0, 31>;
def imm0_63    : AArch64Imm<"Imm0_63", 0, 63>;
def imm0_127   : AArch64Imm<"Imm0_127", 0, 127>;
def imm0_65535 : AArch64Imm<"Imm0_65535", 0, 65535>;
def brk_imm    : AArch64Imm<"BrkImm", 0, 65535> { let PrintMethod = "printHexImm"; }

// add/sub immediate and its optional `lsl #12`.
def addsub_imm : AArch64Imm<"AddSubImm", 0, 4095, 1, "addlo12">;
/// The W forms' immediate: the same operand typed i32 for the selection patterns.
def addsub_imm32 : AArch64Imm<"AddSubImm", 0, 4095, 1, "addlo12"> {
  let Type = i32;
  let ParserMatchClass = addsub_imm.ParserMatchClass;
}
/// The match class of an operand that may be left out (the hooks give its default).
class OptionalShift<string name> : AArch64AsmOperand<name, "parse" # name> {
  let IsOptional = true;
}
def addsub_shift : AArch64Imm<"AddSubShift", 0, 0, 1, "", "getShift12"> {
  let PrintMethod = "printShift12";
  let ParserMatchClass = OptionalShift<"AddSubShift">;
}

// Logical immediates: the bit mask itself (the hooks check that it is encodable).
def logical_imm32 : AArch64Imm<"LogicalImm32", 0, 0, 1, "", "getLogicalImm32"> {
  let Type = i32;
  let PrintMethod = "printLogicalImm";
}
def logical_imm64 : AArch64Imm<"LogicalImm64", 0, 0, 1, "", "getLogicalImm64"> {
  let PrintMethod = "printLogicalImm";
}

// Shifted-register shifts: (type << 6) | amount, written `lsl #3`.
class ShiftOperand<string name>
    : AArch64Imm<name, 0, 0, 1, "", "getImmOpValue", "parse" # name> {
  let PrintMethod = "printShifter";
}
def arith_shift32   : ShiftOperand<"ArithShift32">;
def arith_shift64   : ShiftOperand<"ArithShift64">;
def logical_shift32 : ShiftOperand<"LogicalShift32">;
def logical_shift64 : ShiftOperand<"LogicalShift64">;

// Extended-register extends: (option << 3) | amount, written `uxtw #2`.
class ExtendOperand<string name>
    : AArch64Imm<name, 0, 0, 1, "", "getImmOpValue", "parse" # name> {
  let PrintMethod = "printArithExtend";
}
def arith_extend   : ExtendOperand<"ArithExtend">;
def arith_extend64 : ExtendOperand<"ArithExtend64">;

// Move-wide immediates and their optional `lsl #16`.
def movimm16 : AArch64Imm<"MovImm16", 0, 65535>;
class MovShift<string name> : AArch64Imm<name, 0, 0, 1, "", "getMoveShift"> {
  let PrintMethod = "printShift16";
  let ParserMatchClass = OptionalShift<name>;
}
def movshift32 : MovShift<"MovShift32">;
def movshift64 : MovShift<"MovShift64">;

// pc-relative targets.
def adrlabel   : AArch64PCRel<"AdrLabel", -1048576, 1048575, 1, "adr">;
def adrplabel  : AArch64PCRel<"AdrpLabel", -4294967296, 4294963200, 4096, "adrp"> {
  let EncoderMethod = "getAdrpLabel";
  let PrintMethod = "printAdrpLabel";
}
def am_ldrlit  : AArch64PCRel<"LoadLiteral", -1048576, 1048572, 4, "ldrlit">;
def am_b_target  : AArch64PCRel<"BranchTarget26", -134217728, 134217724, 4, "b26">;
def am_brcond    : AArch64PCRel<"PCRelLabel19", -1048576, 1048572, 4, "br19">;
def am_tbrcond   : AArch64PCRel<"BranchTarget14", -32768, 32764, 4, "br14">;

// Load/store offsets: scaled unsigned 12-bit, unscaled signed 9-bit, pair 7-bit.
class UImm12Scaled<int s>
    : AArch64Imm<"UImm12Scaled" # s, 0, !mul(4095, s), s, "ldlo12", "getLdStUImm12"> {
  int AccessSize = s;
}
def uimm12s1  : UImm12Scaled<1>;
def uimm12s2  : UImm12Scaled<2>;
def uimm12s4  : UImm12Scaled<4>;
def uimm12s8  : UImm12Scaled<8>;
def uimm12s16 : UImm12Scaled<16>;
def simm9 : AArch64Imm<"SImm9", -256, 255>;
class SImm7Scaled<int s>
    : AArch64Imm<"SImm7s" # s, !mul(-64, s), !mul(63, s), s, "", "getScaledImm"> {
  int AccessSize = s;
}
def simm7s4  : SImm7Scaled<4>;
def simm7s8  : SImm7Scaled<8>;
def simm7s16 : SImm7Scaled<16>;

// Register-offset extends: (signed << 1) | doshift, written `lsl #3`, `sxtw`, `uxtw #2`.
class RoExtend<string w, int size>
    : AArch64Imm<"Ro" # w # "Extend" # size, 0, 3, 1, "", "getImmOpValue",
                 "parseRo" # w # "Extend" # size> {
  let PrintMethod = "printRo" # w # "Extend";
}
def ro_Wextend8   : RoExtend<"W", 8>;
def ro_Wextend16  : RoExtend<"W", 16>;
def ro_Wextend32  : RoExtend<"W", 32>;
def ro_Wextend64  : RoExtend<"W", 64>;
def ro_Wextend128 : RoExtend<"W", 128>;
def ro_Xextend8   : RoExtend<"X", 8>;
def ro_Xextend16  : RoExtend<"X", 16>;
def ro_Xextend32  : RoExtend<"X", 32>;
def ro_Xextend64  : RoExtend<"X", 64>;
def ro_Xextend128 : RoExtend<"X", 128>;

// Condition codes, barriers, system registers, FP immediates.
def ccode : AArch64Imm<"CondCode", 0, 15, 1, "", "getImmOpValue", "parseCondCode"> {
  let PrintMethod = "printCondCode";
}
def barrier_op : AArch64Imm<"Barrier", 0, 15, 1, "", "getImmOpValue", "parseBarrier"> {
  let PrintMethod = "printBarrierOption";
}
def isb_op : AArch64Imm<"ISBBarrier", 0, 15, 1, "", "getImmOpValue", "parseISBBarrier"> {
  let PrintMethod = "printISBBarrier";
}
def sysreg_op : AArch64Imm<"SysReg", 0, 32767, 1, "", "getImmOpValue", "parseSysReg"> {
  let PrintMethod = "printSysReg";
}
def fpimm8 : AArch64Imm<"FPImm", 0, 255, 1, "", "getImmOpValue", "parseFPImm"> {
  let PrintMethod = "printFPImm";
}

/// A named system register for `mrs`/`msr`: op0:op1:CRn:CRm:op2 with op0's top bit
/// implied (the 15-bit field of the encoding).
class SysReg<string name, bits<2> op0, bits<3> op1, bits<4> crn, bits<4> crm, bits<3> op2> {
  string Name = name;
  bits<16> Encoding = {0, op0{0}, op1, crn, crm, op2};
}
def : SysReg<"tpidr_el0", 0b11, 0b011, 0b1101, 0b0000, 0b010>;
def : SysReg<"nzcv", 0b11, 0b011, 0b0100, 0b0010, 0b000>;
def : SysReg<"fpcr", 0b11, 0b011, 0b0100, 0b0100, 0b000>;
def : SysReg<"fpsr", 0b11, 0b011, 0b0100, 0b0100, 0b001>;
def : SysReg<"tpidrro_el0", 0b11, 0b011, 0b1101, 0b0000, 0b011>;
def : SysReg<"cntvct_el0", 0b11, 0b011, 0b1110, 0b0000, 0b010>;
def : SysReg<"cntfrq_el0", 0b11, 0b011, 0b1110, 0b0000, 0b000>;
def : SysReg<"midr_el1", 0b11, 0b000, 0b0000, 0b0000, 0b000>;
def : SysReg<"dczid_el0", 0b11, 0b011, 0b0000, 0b0000, 0b111>;
def : SysReg<"ctr_el0", 0b11, 0b011, 0b0000, 0b0000, 0b001>;

/// A condition code by name and number (for the `b.cc`, `cset`, `cinc` ... aliases).
class CondCode<string name, int value> {
  string Name = name;
  int Value = value;
}
def CC_EQ : CondCode<"eq", 0>;
def CC_NE : CondCode<"ne", 1>;
def CC_HS : CondCode<"hs", 2>;
def CC_LO : CondCode<"lo", 3>;
def CC_MI : CondCode<"mi", 4>;
def CC_PL : CondCode<"pl", 5>;
def CC_VS : CondCode<"vs", 6>;
def CC_VC : CondCode<"vc", 7>;
def CC_HI : CondCode<"hi", 8>;
def CC_LS : CondCode<"ls", 9>;
def CC_GE : CondCode<"ge", 10>;
def CC_LT : CondCode<"lt", 11>;
def CC_GT : CondCode<"gt", 12>;
def CC_LE : CondCode<"le", 13>;
def CC_AL : CondCode<"al", 14>;
def CC_NV : CondCode<"nv", 15>;
// The spellings that parse but do not print.
def CC_CS : CondCode<"cs", 2>;
def CC_CC : CondCode<"cc", 3>;

//===----------------------------------------------------------------------===//
// Formats.
//===----------------------------------------------------------------------===//

/// Every A64 instruction: 32 bits, namespace, operands, `mnemonic<TAB>operands`.
class I<dag outs, dag ins, string asm, string operands, string cstr = "">
    : Instruction {
  let Namespace = "AArch64";
  field bits<32> Inst;
  field bits<32> SoftFail = 0;
  let Size = 4;
  dag OutOperandList = outs;
  dag InOperandList = ins;
  let AsmString = !if(!eq(operands, ""), asm, asm # "\t" # operands);
  let Constraints = cstr;
  let hasSideEffects = false;
  let mayLoad = false;
  let mayStore = false;
}

/// A pseudo the assembler accepts and expands (the `lsl`, `ubfx`, `mov #imm` ...
/// aliases whose operands are computed).
class AsmPseudo<dag outs, dag ins, string asm, string operands> : Instruction {
  let Namespace = "AArch64";
  dag OutOperandList = outs;
  dag InOperandList = ins;
  let AsmString = asm # "\t" # operands;
  let isPseudo = true;
  let isAsmParserOnly = true;
  let hasSideEffects = false;
  let mayLoad = false;
  let mayStore = false;
}

/// Add/subtract (immediate): sf op S 100010 sh imm12 Rn Rd.
class AddSubImm<bit sf, bit op, bit S, RegisterClass dst, RegisterClass src,
                string asm>
    : I<(outs dst:$Rd), (ins src:$Rn, !if(sf, addsub_imm, addsub_imm32):$imm,
                              addsub_shift:$shift),
        asm, "$Rd, $Rn, $imm$shift"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<12> imm;
  bits<1> shift;
  let Inst{31} = sf;
  let Inst{30} = op;
  let Inst{29} = S;
  let Inst{28-23} = 0b100010;
  let Inst{22} = shift;
  let Inst{21-10} = imm;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

/// Add/subtract and logical (shifted register): sf opc 01011/01010 shift N Rm imm6 Rn Rd
/// (`opc` is op:S for add/subtract).
class ShiftedReg<bit sf, bits<2> opc, bits<5> grp, bit N, RegisterClass rc,
                 Operand shiftop, string asm>
    : I<(outs rc:$Rd), (ins rc:$Rn, rc:$Rm, shiftop:$shift), asm, "$Rd, $Rn, $Rm, $shift"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  bits<8> shift;
  let Inst{31} = sf;
  let Inst{30-29} = opc;
  let Inst{28-24} = grp;
  let Inst{23-22} = shift{7-6};
  let Inst{21} = N;
  let Inst{20-16} = Rm;
  let Inst{15-10} = shift{5-0};
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

/// Add/subtract (extended register): sf op S 01011 00 1 Rm option imm3 Rn Rd.
class AddSubExt<bit sf, bit op, bit S, RegisterClass dst, RegisterClass src,
                RegisterClass mreg, Operand ext, string asm>
    : I<(outs dst:$Rd), (ins src:$Rn, mreg:$Rm, ext:$ext), asm, "$Rd, $Rn, $Rm, $ext"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  bits<6> ext;
  let Inst{31} = sf;
  let Inst{30} = op;
  let Inst{29} = S;
  let Inst{28-21} = 0b01011001;
  let Inst{20-16} = Rm;
  let Inst{15-10} = ext;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

/// Logical (immediate): sf opc 100100 N immr imms Rn Rd; the operand's encoding gives
/// N:immr:imms (N is 0 for 32-bit).
class LogicalImm<bit sf, bits<2> opc, RegisterClass dst, RegisterClass src,
                 Operand immop, string asm>
    : I<(outs dst:$Rd), (ins src:$Rn, immop:$imm), asm, "$Rd, $Rn, $imm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<13> imm;
  let Inst{31} = sf;
  let Inst{30-29} = opc;
  let Inst{28-23} = 0b100100;
  let Inst{22-10} = imm;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

/// Move wide (immediate): sf opc 100101 hw imm16 Rd.
class MoveWide<bit sf, bits<2> opc, RegisterClass rc, Operand shiftop, string asm>
    : I<(outs rc:$Rd), (ins movimm16:$imm, shiftop:$shift), asm, "$Rd, $imm$shift"> {
  bits<5> Rd;
  bits<16> imm;
  bits<2> shift;
  let Inst{31} = sf;
  let Inst{30-29} = opc;
  let Inst{28-23} = 0b100101;
  let Inst{22-21} = shift;
  let Inst{20-5} = imm;
  let Inst{4-0} = Rd;
}

/// movk: the destination is also a source.
class MoveWideK<bit sf, RegisterClass rc, Operand shiftop>
    : I<(outs rc:$Rd), (ins rc:$src, movimm16:$imm, shiftop:$shift), "movk",
        "$Rd, $imm$shift", "$Rd = $src"> {
  bits<5> Rd;
  bits<16> imm;
  bits<2> shift;
  let Inst{31} = sf;
  let Inst{30-29} = 0b11;
  let Inst{28-23} = 0b100101;
  let Inst{22-21} = shift;
  let Inst{20-5} = imm;
  let Inst{4-0} = Rd;
}

/// PC-relative addressing: op immlo 10000 immhi Rd.
class PCRelAddr<bit op, Operand label, string asm>
    : I<(outs GPR64:$Rd), (ins label:$label), asm, "$Rd, $label"> {
  bits<5> Rd;
  bits<21> label;
  let Inst{31} = op;
  let Inst{30-29} = label{1-0};
  let Inst{28-24} = 0b10000;
  let Inst{23-5} = label{20-2};
  let Inst{4-0} = Rd;
}

/// Bitfield: sf opc 100110 N immr imms Rn Rd (N = sf).
class Bitfield<bit sf, bits<2> opc, RegisterClass rc, Operand immop, string asm>
    : I<(outs rc:$Rd), (ins rc:$Rn, immop:$immr, immop:$imms), asm,
        "$Rd, $Rn, $immr, $imms"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<6> immr;
  bits<6> imms;
  let Inst{31} = sf;
  let Inst{30-29} = opc;
  let Inst{28-23} = 0b100110;
  let Inst{22} = sf;
  let Inst{21-16} = immr;
  let Inst{15-10} = imms;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

/// bfm: the destination is also a source.
class BitfieldTied<bit sf, RegisterClass rc, Operand immop>
    : I<(outs rc:$Rd), (ins rc:$src, rc:$Rn, immop:$immr, immop:$imms), "bfm",
        "$Rd, $Rn, $immr, $imms", "$Rd = $src"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<6> immr;
  bits<6> imms;
  let Inst{31} = sf;
  let Inst{30-29} = 0b01;
  let Inst{28-23} = 0b100110;
  let Inst{22} = sf;
  let Inst{21-16} = immr;
  let Inst{15-10} = imms;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

/// Extract: sf 00 100111 N 0 Rm imms Rn Rd.
class Extract<bit sf, RegisterClass rc, Operand immop>
    : I<(outs rc:$Rd), (ins rc:$Rn, rc:$Rm, immop:$imm), "extr", "$Rd, $Rn, $Rm, $imm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  bits<6> imm;
  let Inst{31} = sf;
  let Inst{30-23} = 0b00100111;
  let Inst{22} = sf;
  let Inst{21} = 0;
  let Inst{20-16} = Rm;
  let Inst{15-10} = imm;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

/// Conditional select: sf op 0 11010100 Rm cond op2 Rn Rd.
class CondSelect<bit sf, bit op, bits<2> op2, RegisterClass rc, string asm>
    : I<(outs rc:$Rd), (ins rc:$Rn, rc:$Rm, ccode:$cond), asm, "$Rd, $Rn, $Rm, $cond"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  bits<4> cond;
  let Inst{31} = sf;
  let Inst{30} = op;
  let Inst{29-21} = 0b011010100;
  let Inst{20-16} = Rm;
  let Inst{15-12} = cond;
  let Inst{11-10} = op2;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
  let Uses = [NZCV];
}

/// Conditional compare: sf op 1 11010010 Rm/imm5 cond imm 0 Rn 0 nzcv.
class CondCompare<bit sf, bit op, bit imm, RegisterClass rc, dag rhs, string asm>
    : I<(outs), !con((ins rc:$Rn), rhs, (ins imm0_15:$nzcv, ccode:$cond)), asm,
        "$Rn, $Rm, $nzcv, $cond"> {
  bits<5> Rn;
  bits<5> Rm;
  bits<4> nzcv;
  bits<4> cond;
  let Inst{31} = sf;
  let Inst{30} = op;
  let Inst{29-21} = 0b111010010;
  let Inst{20-16} = Rm;
  let Inst{15-12} = cond;
  let Inst{11} = imm;
  let Inst{10} = 0;
  let Inst{9-5} = Rn;
  let Inst{4} = 0;
  let Inst{3-0} = nzcv;
  let Uses = [NZCV];
  let Defs = [NZCV];
}

/// Data processing, 3 sources: sf 00 11011 op31 Rm o0 Ra Rn Rd.
class DP3<bit sf, bits<3> op31, bit o0, RegisterClass dst, RegisterClass src,
          string asm>
    : I<(outs dst:$Rd), (ins src:$Rn, src:$Rm, dst:$Ra), asm, "$Rd, $Rn, $Rm, $Ra"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  bits<5> Ra;
  let Inst{31} = sf;
  let Inst{30-24} = 0b0011011;
  let Inst{23-21} = op31;
  let Inst{20-16} = Rm;
  let Inst{15} = o0;
  let Inst{14-10} = Ra;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

/// smulh/umulh: Ra is 11111.
class MulHi<bit U, string asm>
    : I<(outs GPR64:$Rd), (ins GPR64:$Rn, GPR64:$Rm), asm, "$Rd, $Rn, $Rm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31-24} = 0b10011011;
  let Inst{23} = U;
  let Inst{22-21} = 0b10;
  let Inst{20-16} = Rm;
  let Inst{15-10} = 0b011111;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

/// Data processing, 2 sources: sf 0 0 11010110 Rm opcode Rn Rd.
class DP2<bit sf, bits<6> opc, RegisterClass rc, string asm>
    : I<(outs rc:$Rd), (ins rc:$Rn, rc:$Rm), asm, "$Rd, $Rn, $Rm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31} = sf;
  let Inst{30-21} = 0b0011010110;
  let Inst{20-16} = Rm;
  let Inst{15-10} = opc;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

/// Data processing, 1 source: sf 1 0 11010110 00000 opcode Rn Rd.
class DP1<bit sf, bits<6> opc, RegisterClass rc, string asm>
    : I<(outs rc:$Rd), (ins rc:$Rn), asm, "$Rd, $Rn"> {
  bits<5> Rd;
  bits<5> Rn;
  let Inst{31} = sf;
  let Inst{30-21} = 0b1011010110;
  let Inst{20-16} = 0b00000;
  let Inst{15-10} = opc;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

/// Unconditional branch (immediate): op 00101 imm26.
class BImm<bit op, string asm>
    : I<(outs), (ins am_b_target:$addr), asm, "$addr"> {
  bits<28> addr;
  let Inst{31} = op;
  let Inst{30-26} = 0b00101;
  let Inst{25-0} = addr{27-2};
  let isBranch = !not(op);
  let isTerminator = !not(op);
  let isBarrier = !not(op);
  let isCall = op;
}

/// Compare and branch: sf 011010 op imm19 Rt.
class CmpBranch<bit sf, bit op, RegisterClass rc, string asm>
    : I<(outs), (ins rc:$Rt, am_brcond:$target), asm, "$Rt, $target"> {
  bits<5> Rt;
  bits<21> target;
  let Inst{31} = sf;
  let Inst{30-25} = 0b011010;
  let Inst{24} = op;
  let Inst{23-5} = target{20-2};
  let Inst{4-0} = Rt;
  let isBranch = true;
  let isTerminator = true;
}

/// Test bit and branch: b5 011011 op b40 imm14 Rt.
class TestBranch<bit b5, bit op, RegisterClass rc, Operand bitop, string asm>
    : I<(outs), (ins rc:$Rt, bitop:$bit_off, am_tbrcond:$target), asm,
        "$Rt, $bit_off, $target"> {
  bits<5> Rt;
  bits<6> bit_off;
  bits<16> target;
  let Inst{31} = b5;
  let Inst{30-25} = 0b011011;
  let Inst{24} = op;
  let Inst{23-19} = bit_off{4-0};
  let Inst{18-5} = target{15-2};
  let Inst{4-0} = Rt;
  let isBranch = true;
  let isTerminator = true;
}

/// Unconditional branch (register): 1101011 opc 11111 000000 Rn 00000.
class BReg<bits<4> opc, string asm, string operands = "$Rn">
    : I<(outs), (ins GPR64:$Rn), asm, operands> {
  bits<5> Rn;
  let Inst{31-25} = 0b1101011;
  let Inst{24-21} = opc;
  let Inst{20-16} = 0b11111;
  let Inst{15-10} = 0b000000;
  let Inst{9-5} = Rn;
  let Inst{4-0} = 0b00000;
}

/// Loads and stores, unsigned scaled offset: size 111 V 01 opc imm12 Rn Rt.
class LdStUI<bits<2> sz, bit V, bits<2> opc, RegisterClass rc, Operand off,
             string asm, bit load>
    : I<!if(load, (outs rc:$Rt), (outs)),
        !if(load, (ins GPR64sp:$Rn, off:$offset), (ins rc:$Rt, GPR64sp:$Rn, off:$offset)),
        asm, "$Rt, [$Rn, $offset]"> {
  bits<5> Rt;
  bits<5> Rn;
  bits<12> offset;
  let Inst{31-30} = sz;
  let Inst{29-27} = 0b111;
  let Inst{26} = V;
  let Inst{25-24} = 0b01;
  let Inst{23-22} = opc;
  let Inst{21-10} = offset;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rt;
  let mayLoad = load;
  let mayStore = !not(load);
}

/// Loads and stores with a 9-bit signed byte offset: unscaled (idx 00), post-index
/// (01) and pre-index (11): size 111 V 00 opc 0 imm9 idx Rn Rt.
class LdStImm9<bits<2> sz, bit V, bits<2> opc, bits<2> idx, dag outs, dag ins,
               string asm, string operands, string cstr, bit load>
    : I<outs, ins, asm, operands, cstr> {
  bits<5> Rt;
  bits<5> Rn;
  bits<9> offset;
  let Inst{31-30} = sz;
  let Inst{29-27} = 0b111;
  let Inst{26} = V;
  let Inst{25-24} = 0b00;
  let Inst{23-22} = opc;
  let Inst{21} = 0;
  let Inst{20-12} = offset;
  let Inst{11-10} = idx;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rt;
  let mayLoad = load;
  let mayStore = !not(load);
}

/// Loads and stores, register offset: size 111 V 00 opc 1 Rm option S 10 Rn Rt; the
/// extend operand gives option{2} (signed) and S (shifted), `isX` option{0}.
class LdStRo<bits<2> sz, bit V, bits<2> opc, RegisterClass rc, bit isX,
             RegisterClass mreg, Operand ext, string asm, bit load>
    : I<!if(load, (outs rc:$Rt), (outs)),
        !if(load, (ins GPR64sp:$Rn, mreg:$Rm, ext:$extend),
                  (ins rc:$Rt, GPR64sp:$Rn, mreg:$Rm, ext:$extend)),
        asm, "$Rt, [$Rn, $Rm, $extend]"> {
  bits<5> Rt;
  bits<5> Rn;
  bits<5> Rm;
  bits<2> extend;
  let Inst{31-30} = sz;
  let Inst{29-27} = 0b111;
  let Inst{26} = V;
  let Inst{25-24} = 0b00;
  let Inst{23-22} = opc;
  let Inst{21} = 1;
  let Inst{20-16} = Rm;
  let Inst{15} = extend{1};
  let Inst{14} = 1;
  let Inst{13} = isX;
  let Inst{12} = extend{0};
  let Inst{11-10} = 0b10;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rt;
  let mayLoad = load;
  let mayStore = !not(load);
}

/// Load register (literal): opc 011 V 00 imm19 Rt.
class LoadLiteral<bits<2> opc, bit V, RegisterClass rc, string asm>
    : I<(outs rc:$Rt), (ins am_ldrlit:$label), asm, "$Rt, $label"> {
  bits<5> Rt;
  bits<21> label;
  let Inst{31-30} = opc;
  let Inst{29-27} = 0b011;
  let Inst{26} = V;
  let Inst{25-24} = 0b00;
  let Inst{23-5} = label{20-2};
  let Inst{4-0} = Rt;
  let mayLoad = true;
}

/// Load/store pair: opc 101 V 0 idx L imm7 Rt2 Rn Rt (idx 01 post, 10 offset, 11 pre).
class LdStPair<bits<2> opc, bit V, bits<2> idx, bit L, dag outs, dag ins, string asm,
               string operands, string cstr>
    : I<outs, ins, asm, operands, cstr> {
  bits<5> Rt;
  bits<5> Rt2;
  bits<5> Rn;
  bits<7> offset;
  let Inst{31-30} = opc;
  let Inst{29-27} = 0b101;
  let Inst{26} = V;
  let Inst{25} = 0;
  let Inst{24-23} = idx;
  let Inst{22} = L;
  let Inst{21-15} = offset;
  let Inst{14-10} = Rt2;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rt;
  let mayLoad = L;
  let mayStore = !not(L);
}

/// System instructions with an immediate in CRm:op2 (hint) or CRm (barriers):
/// 1101010100 0 00 011 CRn CRm op2 11111.
class SysImm<bits<4> crn, dag ins, string asm, string operands>
    : I<(outs), ins, asm, operands> {
  let Inst{31-22} = 0b1101010100;
  let Inst{21-19} = 0b000;
  let Inst{18-16} = 0b011;
  let Inst{15-12} = crn;
  let Inst{4-0} = 0b11111;
  let hasSideEffects = true;
}

//===----------------------------------------------------------------------===//
// Floating-point formats.
//===----------------------------------------------------------------------===//

/// FP data processing, 2 sources: 00011110 ftype 1 Rm opcode 10 Rn Rd.
class FP2<bits<2> ftype, bits<4> opc, RegisterClass rc, string asm>
    : I<(outs rc:$Rd), (ins rc:$Rn, rc:$Rm), asm, "$Rd, $Rn, $Rm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31-24} = 0b00011110;
  let Inst{23-22} = ftype;
  let Inst{21} = 1;
  let Inst{20-16} = Rm;
  let Inst{15-12} = opc;
  let Inst{11-10} = 0b10;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
  let Uses = [FPCR];
  let mayRaiseFPException = true;
}

/// FP data processing, 1 source: 00011110 ftype 1 opcode 10000 Rn Rd.
class FP1<bits<2> ftype, bits<6> opc, RegisterClass dst, RegisterClass src, string asm>
    : I<(outs dst:$Rd), (ins src:$Rn), asm, "$Rd, $Rn"> {
  bits<5> Rd;
  bits<5> Rn;
  let Inst{31-24} = 0b00011110;
  let Inst{23-22} = ftype;
  let Inst{21} = 1;
  let Inst{20-15} = opc;
  let Inst{14-10} = 0b10000;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
  let Uses = [FPCR];
  let mayRaiseFPException = true;
}

/// FP data processing, 3 sources: 00011111 ftype o1 Rm o0 Ra Rn Rd.
class FP3<bits<2> ftype, bit o1, bit o0, RegisterClass rc, string asm>
    : I<(outs rc:$Rd), (ins rc:$Rn, rc:$Rm, rc:$Ra), asm, "$Rd, $Rn, $Rm, $Ra"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  bits<5> Ra;
  let Inst{31-24} = 0b00011111;
  let Inst{23-22} = ftype;
  let Inst{21} = o1;
  let Inst{20-16} = Rm;
  let Inst{15} = o0;
  let Inst{14-10} = Ra;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
  let Uses = [FPCR];
  let mayRaiseFPException = true;
}

/// FP compare with a register: 00011110 ftype 1 Rm 001000 Rn e 0 000.
class FPCmpRR<bits<2> ftype, bit e, RegisterClass rc, string asm>
    : I<(outs), (ins rc:$Rn, rc:$Rm), asm, "$Rn, $Rm"> {
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31-24} = 0b00011110;
  let Inst{23-22} = ftype;
  let Inst{21} = 1;
  let Inst{20-16} = Rm;
  let Inst{15-10} = 0b001000;
  let Inst{9-5} = Rn;
  let Inst{4} = e;
  let Inst{3-0} = 0b0000;
  let Defs = [NZCV];
  let Uses = [FPCR];
  let mayRaiseFPException = true;
}

/// FP compare with zero (`#0.0`): 00011110 ftype 1 00000 001000 Rn e 1 000.
class FPCmpRZ<bits<2> ftype, bit e, RegisterClass rc, string asm>
    : I<(outs), (ins rc:$Rn), asm, "$Rn, #0.0"> {
  bits<5> Rn;
  let Inst{31-24} = 0b00011110;
  let Inst{23-22} = ftype;
  let Inst{21} = 1;
  let Inst{20-16} = 0b00000;
  let Inst{15-10} = 0b001000;
  let Inst{9-5} = Rn;
  let Inst{4} = e;
  let Inst{3-0} = 0b1000;
  let Defs = [NZCV];
  let Uses = [FPCR];
  let mayRaiseFPException = true;
}

/// FP conditional select: 00011110 ftype 1 Rm cond 11 Rn Rd.
class FPCSel<bits<2> ftype, RegisterClass rc>
    : I<(outs rc:$Rd), (ins rc:$Rn, rc:$Rm, ccode:$cond), "fcsel", "$Rd, $Rn, $Rm, $cond"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  bits<4> cond;
  let Inst{31-24} = 0b00011110;
  let Inst{23-22} = ftype;
  let Inst{21} = 1;
  let Inst{20-16} = Rm;
  let Inst{15-12} = cond;
  let Inst{11-10} = 0b11;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
  let Uses = [NZCV];
}

/// FP move immediate: 00011110 ftype 1 imm8 100 00000 Rd.
class FPImm<bits<2> ftype, RegisterClass rc>
    : I<(outs rc:$Rd), (ins fpimm8:$imm), "fmov", "$Rd, $imm"> {
  bits<5> Rd;
  bits<8> imm;
  let Inst{31-24} = 0b00011110;
  let Inst{23-22} = ftype;
  let Inst{21} = 1;
  let Inst{20-13} = imm;
  let Inst{12-5} = 0b10000000;
  let Inst{4-0} = Rd;
  let isMoveImm = true;
}

/// Conversions between FP and integer: sf 0 0 11110 ftype 1 rmode opcode 000000 Rn Rd.
class FPInt<bit sf, bits<2> ftype, bits<2> rmode, bits<3> opc, RegisterClass dst,
            RegisterClass src, string asm>
    : I<(outs dst:$Rd), (ins src:$Rn), asm, "$Rd, $Rn"> {
  bits<5> Rd;
  bits<5> Rn;
  let Inst{31} = sf;
  let Inst{30-24} = 0b0011110;
  let Inst{23-22} = ftype;
  let Inst{21} = 1;
  let Inst{20-19} = rmode;
  let Inst{18-16} = opc;
  let Inst{15-10} = 0b000000;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
  let Uses = [FPCR];
}
