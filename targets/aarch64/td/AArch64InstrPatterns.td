//===- AArch64InstrPatterns.td - AArch64 selection patterns -----*- tablegen -*-===//
//
// Instruction selection patterns for kiln's `-gen-dag-isel` (LLVM's `Pat<>` records in
// AArch64InstrInfo.td). Integers reach selection as i64 or i32 (narrower ones are
// promoted to i32); an i32 lives in the W view of an allocated X register, which the
// post-RA rewrite names, and i64 values stored or loaded in 32 bits or fewer use that
// view too. Addresses come through the complex
// patterns `am_indexed*` (base + scaled unsigned 12-bit offset, frame indices),
// `am_unscaled` (base + signed 9-bit offset) and `am_ro*` (base + register, shifted by the
// access size or not), written in isel_dag_to_dag.rs. Comparisons, branches, selects,
// constants, addresses of symbols, calls and returns are selected in Rust.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Immediate leaves and transforms.
//===----------------------------------------------------------------------===//

/// An add/sub immediate (12 bits).
def aimm12 : ImmLeaf<i64, [{ (0..4096).contains(&imm) }]>;
/// The negation of an add/sub immediate (add of a negative is a sub).
def naimm12 : ImmLeaf<i64, [{ (-4095..0).contains(&imm) }]>;
/// An add/sub immediate shifted left by 12.
def aimm12_lsl12 : ImmLeaf<i64, [{ imm & 0xfff == 0 && (0x1000..0x100_0000).contains(&imm) }]>;
/// A logical immediate (a rotated run of ones repeated): `and`/`orr`/`eor` take it.
def logimm64 : ImmLeaf<i64, [{ crate::mc::imm::logical_encode(imm as u64, 64).is_some() }]>;
/// A shift amount.
def shamt64 : ImmLeaf<i64, [{ (0..64).contains(&imm) }]>;

def NegImm : SDNodeXForm<imm, [{ dag.get_target_constant(-(imm as i128), EVT::Simple(MVT::i64)) }]>;
def Imm12Hi : SDNodeXForm<imm, [{ dag.get_target_constant((imm >> 12) as i128, EVT::Simple(MVT::i64)) }]>;
/// `lsl #n` is `ubfm #(64-n)%64, #(63-n)`.
def LslImmR : SDNodeXForm<imm, [{ dag.get_target_constant(((64 - imm) & 63) as i128, EVT::Simple(MVT::i64)) }]>;
def LslImmS : SDNodeXForm<imm, [{ dag.get_target_constant((63 - imm) as i128, EVT::Simple(MVT::i64)) }]>;

//===----------------------------------------------------------------------===//
// Addressing modes.
//===----------------------------------------------------------------------===//

def am_indexed8  : ComplexPattern<i64, 2, "select_am_indexed8">;
def am_indexed16 : ComplexPattern<i64, 2, "select_am_indexed16">;
def am_indexed32 : ComplexPattern<i64, 2, "select_am_indexed32">;
def am_indexed64 : ComplexPattern<i64, 2, "select_am_indexed64">;
def am_indexed128 : ComplexPattern<i64, 2, "select_am_indexed128">;
def am_unscaled8  : ComplexPattern<i64, 2, "select_am_unscaled8">;
def am_unscaled16 : ComplexPattern<i64, 2, "select_am_unscaled16">;
def am_unscaled32 : ComplexPattern<i64, 2, "select_am_unscaled32">;
def am_unscaled64 : ComplexPattern<i64, 2, "select_am_unscaled64">;
def am_unscaled128 : ComplexPattern<i64, 2, "select_am_unscaled128">;
def am_ro8  : ComplexPattern<i64, 3, "select_am_ro8">;
def am_ro16 : ComplexPattern<i64, 3, "select_am_ro16">;
def am_ro32 : ComplexPattern<i64, 3, "select_am_ro32">;
def am_ro64 : ComplexPattern<i64, 3, "select_am_ro64">;
def am_ro128 : ComplexPattern<i64, 3, "select_am_ro128">;

//===----------------------------------------------------------------------===//
// Integer arithmetic and logic.
//===----------------------------------------------------------------------===//

def : Pat<(add GPR64:$Rn, GPR64:$Rm), (ADDXrs GPR64:$Rn, GPR64:$Rm, 0)>;
def : Pat<(add GPR64:$Rn, aimm12:$imm), (ADDXri GPR64:$Rn, aimm12:$imm, 0)>;
def : Pat<(add GPR64:$Rn, naimm12:$imm), (SUBXri GPR64:$Rn, (NegImm naimm12:$imm), 0)>;
def : Pat<(add GPR64:$Rn, aimm12_lsl12:$imm),
          (ADDXri GPR64:$Rn, (Imm12Hi aimm12_lsl12:$imm), 12)>;
def : Pat<(sub GPR64:$Rn, GPR64:$Rm), (SUBXrs GPR64:$Rn, GPR64:$Rm, 0)>;
def : Pat<(sub GPR64:$Rn, aimm12:$imm), (SUBXri GPR64:$Rn, aimm12:$imm, 0)>;

def : Pat<(and GPR64:$Rn, GPR64:$Rm), (ANDXrs GPR64:$Rn, GPR64:$Rm, 0)>;
def : Pat<(or GPR64:$Rn, GPR64:$Rm), (ORRXrs GPR64:$Rn, GPR64:$Rm, 0)>;
def : Pat<(xor GPR64:$Rn, GPR64:$Rm), (EORXrs GPR64:$Rn, GPR64:$Rm, 0)>;
def : Pat<(and GPR64:$Rn, logimm64:$imm), (ANDXri GPR64:$Rn, logimm64:$imm)>;
def : Pat<(or GPR64:$Rn, logimm64:$imm), (ORRXri GPR64:$Rn, logimm64:$imm)>;
def : Pat<(xor GPR64:$Rn, logimm64:$imm), (EORXri GPR64:$Rn, logimm64:$imm)>;
def : Pat<(not GPR64:$Rm), (ORNXrs XZR, GPR64:$Rm, 0)>;
def : Pat<(and GPR64:$Rn, (not GPR64:$Rm)), (BICXrs GPR64:$Rn, GPR64:$Rm, 0)>;
def : Pat<(or GPR64:$Rn, (not GPR64:$Rm)), (ORNXrs GPR64:$Rn, GPR64:$Rm, 0)>;
def : Pat<(xor GPR64:$Rn, (not GPR64:$Rm)), (EONXrs GPR64:$Rn, GPR64:$Rm, 0)>;

def : Pat<(mul GPR64:$Rn, GPR64:$Rm), (MADDXrrr GPR64:$Rn, GPR64:$Rm, XZR)>;
def : Pat<(add (mul GPR64:$Rn, GPR64:$Rm), GPR64:$Ra), (MADDXrrr GPR64:$Rn, GPR64:$Rm, GPR64:$Ra)>;
def : Pat<(sub GPR64:$Ra, (mul GPR64:$Rn, GPR64:$Rm)), (MSUBXrrr GPR64:$Rn, GPR64:$Rm, GPR64:$Ra)>;
def : Pat<(mulhs GPR64:$Rn, GPR64:$Rm), (SMULHrr GPR64:$Rn, GPR64:$Rm)>;
def : Pat<(mulhu GPR64:$Rn, GPR64:$Rm), (UMULHrr GPR64:$Rn, GPR64:$Rm)>;
def : Pat<(sdiv GPR64:$Rn, GPR64:$Rm), (SDIVXr GPR64:$Rn, GPR64:$Rm)>;
def : Pat<(udiv GPR64:$Rn, GPR64:$Rm), (UDIVXr GPR64:$Rn, GPR64:$Rm)>;
// The remainder: n - (n / m) * m.
def : Pat<(srem GPR64:$Rn, GPR64:$Rm),
          (MSUBXrrr (SDIVXr GPR64:$Rn, GPR64:$Rm), GPR64:$Rm, GPR64:$Rn)>;
def : Pat<(urem GPR64:$Rn, GPR64:$Rm),
          (MSUBXrrr (UDIVXr GPR64:$Rn, GPR64:$Rm), GPR64:$Rm, GPR64:$Rn)>;

def : Pat<(shl GPR64:$Rn, GPR64:$Rm), (LSLVXr GPR64:$Rn, GPR64:$Rm)>;
def : Pat<(srl GPR64:$Rn, GPR64:$Rm), (LSRVXr GPR64:$Rn, GPR64:$Rm)>;
def : Pat<(sra GPR64:$Rn, GPR64:$Rm), (ASRVXr GPR64:$Rn, GPR64:$Rm)>;
def : Pat<(rotr GPR64:$Rn, GPR64:$Rm), (RORVXr GPR64:$Rn, GPR64:$Rm)>;
def : Pat<(shl GPR64:$Rn, shamt64:$s),
          (UBFMXri GPR64:$Rn, (LslImmR shamt64:$s), (LslImmS shamt64:$s))>;
def : Pat<(srl GPR64:$Rn, shamt64:$s), (UBFMXri GPR64:$Rn, shamt64:$s, 63)>;
def : Pat<(sra GPR64:$Rn, shamt64:$s), (SBFMXri GPR64:$Rn, shamt64:$s, 63)>;
def : Pat<(rotr GPR64:$Rn, shamt64:$s), (EXTRXrri GPR64:$Rn, GPR64:$Rn, shamt64:$s)>;

def : Pat<(sext_inreg GPR64:$Rn, i32), (SBFMXri GPR64:$Rn, 0, 31)>;
def : Pat<(sext_inreg GPR64:$Rn, i16), (SBFMXri GPR64:$Rn, 0, 15)>;
def : Pat<(sext_inreg GPR64:$Rn, i8), (SBFMXri GPR64:$Rn, 0, 7)>;
def : Pat<(sext_inreg GPR64:$Rn, i1), (SBFMXri GPR64:$Rn, 0, 0)>;

def : Pat<(ctlz GPR64:$Rn), (CLZXr GPR64:$Rn)>;
def : Pat<(cttz GPR64:$Rn), (CLZXr (RBITXr GPR64:$Rn))>;
def : Pat<(bswap GPR64:$Rn), (REVXr GPR64:$Rn)>;

// Frame addresses (the offset is resolved by frame-index elimination).
def : Pat<(i64 frameindex:$fi), (ADDXri frameindex:$fi, 0, 0)>;
def : Pat<(add (i64 frameindex:$fi), aimm12:$imm), (ADDXri frameindex:$fi, aimm12:$imm, 0)>;

//===----------------------------------------------------------------------===//
// 32-bit integers in the W registers (i32 is legal, i1/i8/i16 promoted to it). A 32-bit
// instruction zeroes the upper half of the X register it writes.
//===----------------------------------------------------------------------===//

def aimm12_32 : ImmLeaf<i32, [{ (0..4096).contains(&imm) }]>;
def naimm12_32 : ImmLeaf<i32, [{ (-4095..0).contains(&imm) }]>;
def aimm12_lsl12_32 : ImmLeaf<i32, [{ imm & 0xfff == 0 && (0x1000..0x100_0000).contains(&imm) }]>;
def logimm32 : ImmLeaf<i32, [{ crate::mc::imm::logical_encode(imm as u32 as u64, 32).is_some() }]>;
/// A 32-bit shift amount (shift amounts are i64).
def shamt32 : ImmLeaf<i64, [{ (0..32).contains(&imm) }]>;
def LogImm32 : SDNodeXForm<imm, [{ dag.get_target_constant(imm as u32 as i128, EVT::Simple(MVT::i32)) }]>;
/// `lsl #n` of a W register is `ubfm #(32-n)%32, #(31-n)`.
def LslImmR32 : SDNodeXForm<imm, [{ dag.get_target_constant(((32 - imm) & 31) as i128, EVT::Simple(MVT::i64)) }]>;
def LslImmS32 : SDNodeXForm<imm, [{ dag.get_target_constant((31 - imm) as i128, EVT::Simple(MVT::i64)) }]>;

def : Pat<(add GPR32:$Rn, GPR32:$Rm), (ADDWrs GPR32:$Rn, GPR32:$Rm, 0)>;
def : Pat<(add GPR32:$Rn, aimm12_32:$imm), (ADDWri GPR32:$Rn, aimm12_32:$imm, 0)>;
def : Pat<(add GPR32:$Rn, naimm12_32:$imm), (SUBWri GPR32:$Rn, (NegImm naimm12_32:$imm), 0)>;
def : Pat<(add GPR32:$Rn, aimm12_lsl12_32:$imm),
          (ADDWri GPR32:$Rn, (Imm12Hi aimm12_lsl12_32:$imm), 12)>;
def : Pat<(sub GPR32:$Rn, GPR32:$Rm), (SUBWrs GPR32:$Rn, GPR32:$Rm, 0)>;
def : Pat<(sub GPR32:$Rn, aimm12_32:$imm), (SUBWri GPR32:$Rn, aimm12_32:$imm, 0)>;

def : Pat<(and GPR32:$Rn, GPR32:$Rm), (ANDWrs GPR32:$Rn, GPR32:$Rm, 0)>;
def : Pat<(or GPR32:$Rn, GPR32:$Rm), (ORRWrs GPR32:$Rn, GPR32:$Rm, 0)>;
def : Pat<(xor GPR32:$Rn, GPR32:$Rm), (EORWrs GPR32:$Rn, GPR32:$Rm, 0)>;
def : Pat<(and GPR32:$Rn, logimm32:$imm), (ANDWri GPR32:$Rn, (LogImm32 logimm32:$imm))>;
def : Pat<(or GPR32:$Rn, logimm32:$imm), (ORRWri GPR32:$Rn, (LogImm32 logimm32:$imm))>;
def : Pat<(xor GPR32:$Rn, logimm32:$imm), (EORWri GPR32:$Rn, (LogImm32 logimm32:$imm))>;
def : Pat<(not GPR32:$Rm), (ORNWrs WZR, GPR32:$Rm, 0)>;
def : Pat<(and GPR32:$Rn, (not GPR32:$Rm)), (BICWrs GPR32:$Rn, GPR32:$Rm, 0)>;
def : Pat<(or GPR32:$Rn, (not GPR32:$Rm)), (ORNWrs GPR32:$Rn, GPR32:$Rm, 0)>;
def : Pat<(xor GPR32:$Rn, (not GPR32:$Rm)), (EONWrs GPR32:$Rn, GPR32:$Rm, 0)>;

def : Pat<(mul GPR32:$Rn, GPR32:$Rm), (MADDWrrr GPR32:$Rn, GPR32:$Rm, WZR)>;
def : Pat<(add (mul GPR32:$Rn, GPR32:$Rm), GPR32:$Ra), (MADDWrrr GPR32:$Rn, GPR32:$Rm, GPR32:$Ra)>;
def : Pat<(sub GPR32:$Ra, (mul GPR32:$Rn, GPR32:$Rm)), (MSUBWrrr GPR32:$Rn, GPR32:$Rm, GPR32:$Ra)>;
// The high half of a 32-bit product: the 64-bit product (`smull`/`umull`) shifted down.
def : Pat<(mulhs GPR32:$Rn, GPR32:$Rm),
          (EXTRACT_SUBREG (UBFMXri (SMADDLrrr GPR32:$Rn, GPR32:$Rm, XZR), 32, 63), sub_32)>;
def : Pat<(mulhu GPR32:$Rn, GPR32:$Rm),
          (EXTRACT_SUBREG (UBFMXri (UMADDLrrr GPR32:$Rn, GPR32:$Rm, XZR), 32, 63), sub_32)>;
def : Pat<(i64 (mul (sext GPR32:$Rn), (sext GPR32:$Rm))), (SMADDLrrr GPR32:$Rn, GPR32:$Rm, XZR)>;
def : Pat<(i64 (mul (zext GPR32:$Rn), (zext GPR32:$Rm))), (UMADDLrrr GPR32:$Rn, GPR32:$Rm, XZR)>;
def : Pat<(sdiv GPR32:$Rn, GPR32:$Rm), (SDIVWr GPR32:$Rn, GPR32:$Rm)>;
def : Pat<(udiv GPR32:$Rn, GPR32:$Rm), (UDIVWr GPR32:$Rn, GPR32:$Rm)>;
def : Pat<(srem GPR32:$Rn, GPR32:$Rm),
          (MSUBWrrr (SDIVWr GPR32:$Rn, GPR32:$Rm), GPR32:$Rm, GPR32:$Rn)>;
def : Pat<(urem GPR32:$Rn, GPR32:$Rm),
          (MSUBWrrr (UDIVWr GPR32:$Rn, GPR32:$Rm), GPR32:$Rm, GPR32:$Rn)>;

// Shifts by a register (an i64 amount's W view or an i32 amount; the instruction takes it
// modulo the width, so the amount's upper bits never matter).
def : Pat<(shl GPR32:$Rn, GPR64:$Rm), (LSLVWr GPR32:$Rn, (EXTRACT_SUBREG GPR64:$Rm, sub_32))>;
def : Pat<(srl GPR32:$Rn, GPR64:$Rm), (LSRVWr GPR32:$Rn, (EXTRACT_SUBREG GPR64:$Rm, sub_32))>;
def : Pat<(sra GPR32:$Rn, GPR64:$Rm), (ASRVWr GPR32:$Rn, (EXTRACT_SUBREG GPR64:$Rm, sub_32))>;
def : Pat<(rotr GPR32:$Rn, GPR64:$Rm), (RORVWr GPR32:$Rn, (EXTRACT_SUBREG GPR64:$Rm, sub_32))>;
def : Pat<(shl GPR32:$Rn, GPR32:$Rm), (LSLVWr GPR32:$Rn, GPR32:$Rm)>;
def : Pat<(srl GPR32:$Rn, GPR32:$Rm), (LSRVWr GPR32:$Rn, GPR32:$Rm)>;
def : Pat<(sra GPR32:$Rn, GPR32:$Rm), (ASRVWr GPR32:$Rn, GPR32:$Rm)>;
def : Pat<(rotr GPR32:$Rn, GPR32:$Rm), (RORVWr GPR32:$Rn, GPR32:$Rm)>;
def : Pat<(shl GPR64:$Rn, GPR32:$Rm), (LSLVXr GPR64:$Rn, (SUBREG_TO_REG (i64 0), GPR32:$Rm, sub_32))>;
def : Pat<(srl GPR64:$Rn, GPR32:$Rm), (LSRVXr GPR64:$Rn, (SUBREG_TO_REG (i64 0), GPR32:$Rm, sub_32))>;
def : Pat<(sra GPR64:$Rn, GPR32:$Rm), (ASRVXr GPR64:$Rn, (SUBREG_TO_REG (i64 0), GPR32:$Rm, sub_32))>;
def : Pat<(rotr GPR64:$Rn, GPR32:$Rm), (RORVXr GPR64:$Rn, (SUBREG_TO_REG (i64 0), GPR32:$Rm, sub_32))>;
def : Pat<(shl GPR32:$Rn, shamt32:$s),
          (UBFMWri GPR32:$Rn, (LslImmR32 shamt32:$s), (LslImmS32 shamt32:$s))>;
def : Pat<(srl GPR32:$Rn, shamt32:$s), (UBFMWri GPR32:$Rn, shamt32:$s, 31)>;
def : Pat<(sra GPR32:$Rn, shamt32:$s), (SBFMWri GPR32:$Rn, shamt32:$s, 31)>;
def : Pat<(rotr GPR32:$Rn, shamt32:$s), (EXTRWrri GPR32:$Rn, GPR32:$Rn, shamt32:$s)>;

// Shifted-register operands: `add x0, x1, x2, lsl #3`, `eor w0, w1, w2, ror #7`; the
// operand is (type << 6) | amount, type 0 lsl, 1 lsr, 2 asr, 3 ror (logical only).
def ShLsr : SDNodeXForm<imm, [{ dag.get_target_constant((64 + imm) as i128, EVT::Simple(MVT::i64)) }]>;
def ShAsr : SDNodeXForm<imm, [{ dag.get_target_constant((128 + imm) as i128, EVT::Simple(MVT::i64)) }]>;
def ShRor : SDNodeXForm<imm, [{ dag.get_target_constant((192 + imm) as i128, EVT::Simple(MVT::i64)) }]>;
def ShLsl : SDNodeXForm<imm, [{ dag.get_target_constant(imm as i128, EVT::Simple(MVT::i64)) }]>;
multiclass LogicShifted<SDNode sh, SDNodeXForm X, RegisterClass rc, ImmLeaf amt, string w> {
  def : Pat<(and rc:$Rn, (sh rc:$Rm, amt:$s)), (!cast<Instruction>("AND" # w # "rs") rc:$Rn, rc:$Rm, (X amt:$s))>;
  def : Pat<(or rc:$Rn, (sh rc:$Rm, amt:$s)), (!cast<Instruction>("ORR" # w # "rs") rc:$Rn, rc:$Rm, (X amt:$s))>;
  def : Pat<(xor rc:$Rn, (sh rc:$Rm, amt:$s)), (!cast<Instruction>("EOR" # w # "rs") rc:$Rn, rc:$Rm, (X amt:$s))>;
  def : Pat<(and rc:$Rn, (not (sh rc:$Rm, amt:$s))), (!cast<Instruction>("BIC" # w # "rs") rc:$Rn, rc:$Rm, (X amt:$s))>;
  def : Pat<(or rc:$Rn, (not (sh rc:$Rm, amt:$s))), (!cast<Instruction>("ORN" # w # "rs") rc:$Rn, rc:$Rm, (X amt:$s))>;
  def : Pat<(xor rc:$Rn, (not (sh rc:$Rm, amt:$s))), (!cast<Instruction>("EON" # w # "rs") rc:$Rn, rc:$Rm, (X amt:$s))>;
}
multiclass AllShifted<SDNode sh, SDNodeXForm X, RegisterClass rc, ImmLeaf amt, string w> {
  defm : LogicShifted<sh, X, rc, amt, w>;
  def : Pat<(add rc:$Rn, (sh rc:$Rm, amt:$s)), (!cast<Instruction>("ADD" # w # "rs") rc:$Rn, rc:$Rm, (X amt:$s))>;
  def : Pat<(sub rc:$Rn, (sh rc:$Rm, amt:$s)), (!cast<Instruction>("SUB" # w # "rs") rc:$Rn, rc:$Rm, (X amt:$s))>;
}
defm : AllShifted<shl, ShLsl, GPR64, shamt64, "X">;
defm : AllShifted<srl, ShLsr, GPR64, shamt64, "X">;
defm : AllShifted<sra, ShAsr, GPR64, shamt64, "X">;
defm : LogicShifted<rotr, ShRor, GPR64, shamt64, "X">;
defm : AllShifted<shl, ShLsl, GPR32, shamt32, "W">;
defm : AllShifted<srl, ShLsr, GPR32, shamt32, "W">;
defm : AllShifted<sra, ShAsr, GPR32, shamt32, "W">;
defm : LogicShifted<rotr, ShRor, GPR32, shamt32, "W">;
def : Pat<(sub 0, GPR64:$Rm), (SUBXrs XZR, GPR64:$Rm, 0)>;
def : Pat<(sub 0, GPR32:$Rm), (SUBWrs WZR, GPR32:$Rm, 0)>;

def : Pat<(sext_inreg GPR32:$Rn, i16), (SBFMWri GPR32:$Rn, 0, 15)>;
def : Pat<(sext_inreg GPR32:$Rn, i8), (SBFMWri GPR32:$Rn, 0, 7)>;
def : Pat<(sext_inreg GPR32:$Rn, i1), (SBFMWri GPR32:$Rn, 0, 0)>;

def : Pat<(ctlz GPR32:$Rn), (CLZWr GPR32:$Rn)>;
def : Pat<(cttz GPR32:$Rn), (CLZWr (RBITWr GPR32:$Rn))>;
def : Pat<(bswap GPR32:$Rn), (REVWr GPR32:$Rn)>;

// Between the widths. sext is `sxtw` (sbfm of the X register); zext is free after an
// instruction that wrote the W register (LLVM's `isDef32`), else `mov w, w`; anyext leaves
// the upper half undefined (the W register as it stands); trunc is the W view.
/// An i32 value whose instruction zeroed the upper half of its X register.
def def32 : PatLeaf<(i32 GPR32:$src), [{
  matches!(dag.opcode(n), isd::ADD | isd::SUB | isd::MUL | isd::AND | isd::OR | isd::XOR
                          | isd::SHL | isd::SRL | isd::SRA | isd::LOAD | isd::SDIV
                          | isd::UDIV)
}]>;
def : Pat<(i64 (sext GPR32:$Rn)),
          (SBFMXri (SUBREG_TO_REG (i64 0), GPR32:$Rn, sub_32), 0, 31)>;
def : Pat<(i64 (zext def32:$Rn)), (SUBREG_TO_REG (i64 0), GPR32:$Rn, sub_32)>;
def : Pat<(i64 (zext GPR32:$Rn)), (SUBREG_TO_REG (i64 0), (ORRWrs WZR, GPR32:$Rn, 0), sub_32)>;
def : Pat<(i64 (anyext GPR32:$Rn)), (SUBREG_TO_REG (i64 0), GPR32:$Rn, sub_32)>;
def : Pat<(i32 (trunc GPR64:$Rn)), (EXTRACT_SUBREG GPR64:$Rn, sub_32)>;

//===----------------------------------------------------------------------===//
// Loads and stores: scaled unsigned offset, unscaled signed offset, register offset.
//===----------------------------------------------------------------------===//

/// A load to an X register in the scaled, unscaled and register-offset forms.
multiclass LoadPats<PatFrag LoadOp, ComplexPattern indexed, ComplexPattern unscaled,
                    ComplexPattern ro,
                    string name, string uname> {
  def : Pat<(i64 (LoadOp (indexed GPR64sp:$Rn, imm:$off))),
            (!cast<Instruction>(name # "ui") GPR64sp:$Rn, imm:$off)>;
  def : Pat<(i64 (LoadOp (unscaled GPR64sp:$Rn, imm:$off))),
            (!cast<Instruction>(uname # "i") GPR64sp:$Rn, imm:$off)>;
  def : Pat<(i64 (LoadOp (ro GPR64sp:$Rn, GPR64:$Rm, imm:$ext))),
            (!cast<Instruction>(name # "roX") GPR64sp:$Rn, GPR64:$Rm, imm:$ext)>;
}
/// A zero- or any-extending load to a W register, which zeroes the rest of the X register:
/// `SUBREG_TO_REG` of the load (the load, an inner instruction that reads memory, takes the
/// chain).
multiclass LoadPatsW<PatFrag LoadOp, ComplexPattern indexed, ComplexPattern unscaled,
                     ComplexPattern ro,
                     string name, string uname> {
  def : Pat<(i64 (LoadOp (indexed GPR64sp:$Rn, imm:$off))),
            (SUBREG_TO_REG (i64 0), (!cast<Instruction>(name # "ui") GPR64sp:$Rn, imm:$off),
                           sub_32)>;
  def : Pat<(i64 (LoadOp (unscaled GPR64sp:$Rn, imm:$off))),
            (SUBREG_TO_REG (i64 0), (!cast<Instruction>(uname # "i") GPR64sp:$Rn, imm:$off),
                           sub_32)>;
  def : Pat<(i64 (LoadOp (ro GPR64sp:$Rn, GPR64:$Rm, imm:$ext))),
            (SUBREG_TO_REG (i64 0),
                           (!cast<Instruction>(name # "roX") GPR64sp:$Rn, GPR64:$Rm, imm:$ext),
                           sub_32)>;
}
defm : LoadPatsW<zextloadi32, am_indexed32, am_unscaled32, am_ro32, "LDRW", "LDURW">;
defm : LoadPatsW<extloadi32, am_indexed32, am_unscaled32, am_ro32, "LDRW", "LDURW">;
defm : LoadPatsW<zextloadi16, am_indexed16, am_unscaled16, am_ro16, "LDRHH", "LDURHH">;
defm : LoadPatsW<extloadi16, am_indexed16, am_unscaled16, am_ro16, "LDRHH", "LDURHH">;
defm : LoadPatsW<zextloadi8, am_indexed8, am_unscaled8, am_ro8, "LDRBB", "LDURBB">;
defm : LoadPatsW<extloadi8, am_indexed8, am_unscaled8, am_ro8, "LDRBB", "LDURBB">;
defm : LoadPatsW<zextloadi1, am_indexed8, am_unscaled8, am_ro8, "LDRBB", "LDURBB">;
defm : LoadPatsW<extloadi1, am_indexed8, am_unscaled8, am_ro8, "LDRBB", "LDURBB">;
defm : LoadPats<load, am_indexed64, am_unscaled64, am_ro64, "LDRX", "LDURX">;
defm : LoadPats<sextloadi32, am_indexed32, am_unscaled32, am_ro32, "LDRSW", "LDURSW">;
defm : LoadPats<sextloadi16, am_indexed16, am_unscaled16, am_ro16, "LDRSHX", "LDURSHX">;
defm : LoadPats<sextloadi8, am_indexed8, am_unscaled8, am_ro8, "LDRSBX", "LDURSBX">;

/// A store of an X register.
multiclass StorePats<PatFrag StoreOp, ComplexPattern indexed, ComplexPattern unscaled,
                     ComplexPattern ro,
                     string name, string uname> {
  def : Pat<(StoreOp GPR64:$Rt, (indexed GPR64sp:$Rn, imm:$off)),
            (!cast<Instruction>(name # "ui") GPR64:$Rt, GPR64sp:$Rn, imm:$off)>;
  def : Pat<(StoreOp GPR64:$Rt, (unscaled GPR64sp:$Rn, imm:$off)),
            (!cast<Instruction>(uname # "i") GPR64:$Rt, GPR64sp:$Rn, imm:$off)>;
  def : Pat<(StoreOp GPR64:$Rt, (ro GPR64sp:$Rn, GPR64:$Rm, imm:$ext)),
            (!cast<Instruction>(name # "roX") GPR64:$Rt, GPR64sp:$Rn, GPR64:$Rm, imm:$ext)>;
}
/// A store of the W view (the low bits) of an X register.
multiclass StorePatsW<PatFrag StoreOp, ComplexPattern indexed, ComplexPattern unscaled,
                      ComplexPattern ro,
                      string name, string uname> {
  def : Pat<(StoreOp GPR64:$Rt, (indexed GPR64sp:$Rn, imm:$off)),
            (!cast<Instruction>(name # "ui") (EXTRACT_SUBREG GPR64:$Rt, sub_32), GPR64sp:$Rn,
                                             imm:$off)>;
  def : Pat<(StoreOp GPR64:$Rt, (unscaled GPR64sp:$Rn, imm:$off)),
            (!cast<Instruction>(uname # "i") (EXTRACT_SUBREG GPR64:$Rt, sub_32), GPR64sp:$Rn,
                                             imm:$off)>;
  def : Pat<(StoreOp GPR64:$Rt, (ro GPR64sp:$Rn, GPR64:$Rm, imm:$ext)),
            (!cast<Instruction>(name # "roX") (EXTRACT_SUBREG GPR64:$Rt, sub_32), GPR64sp:$Rn,
                                              GPR64:$Rm, imm:$ext)>;
}
defm : StorePats<store, am_indexed64, am_unscaled64, am_ro64, "STRX", "STURX">;
defm : StorePatsW<truncstorei32, am_indexed32, am_unscaled32, am_ro32, "STRW", "STURW">;
defm : StorePatsW<truncstorei16, am_indexed16, am_unscaled16, am_ro16, "STRHH", "STURHH">;
defm : StorePatsW<truncstorei8, am_indexed8, am_unscaled8, am_ro8, "STRBB", "STURBB">;

/// A load to a W register (an i32 value) in the scaled, unscaled and register-offset forms.
multiclass LoadPats32<PatFrag LoadOp, ComplexPattern indexed, ComplexPattern unscaled,
                      ComplexPattern ro, string name, string uname> {
  def : Pat<(i32 (LoadOp (indexed GPR64sp:$Rn, imm:$off))),
            (!cast<Instruction>(name # "ui") GPR64sp:$Rn, imm:$off)>;
  def : Pat<(i32 (LoadOp (unscaled GPR64sp:$Rn, imm:$off))),
            (!cast<Instruction>(uname # "i") GPR64sp:$Rn, imm:$off)>;
  def : Pat<(i32 (LoadOp (ro GPR64sp:$Rn, GPR64:$Rm, imm:$ext))),
            (!cast<Instruction>(name # "roX") GPR64sp:$Rn, GPR64:$Rm, imm:$ext)>;
}
defm : LoadPats32<load, am_indexed32, am_unscaled32, am_ro32, "LDRW", "LDURW">;
defm : LoadPats32<zextloadi16, am_indexed16, am_unscaled16, am_ro16, "LDRHH", "LDURHH">;
defm : LoadPats32<extloadi16, am_indexed16, am_unscaled16, am_ro16, "LDRHH", "LDURHH">;
defm : LoadPats32<zextloadi8, am_indexed8, am_unscaled8, am_ro8, "LDRBB", "LDURBB">;
defm : LoadPats32<extloadi8, am_indexed8, am_unscaled8, am_ro8, "LDRBB", "LDURBB">;
defm : LoadPats32<zextloadi1, am_indexed8, am_unscaled8, am_ro8, "LDRBB", "LDURBB">;
defm : LoadPats32<extloadi1, am_indexed8, am_unscaled8, am_ro8, "LDRBB", "LDURBB">;
defm : LoadPats32<sextloadi16, am_indexed16, am_unscaled16, am_ro16, "LDRSHW", "LDURSHW">;
defm : LoadPats32<sextloadi8, am_indexed8, am_unscaled8, am_ro8, "LDRSBW", "LDURSBW">;

/// A store of a W register (an i32 value, or its low byte or half).
multiclass StorePats32<PatFrag StoreOp, ComplexPattern indexed, ComplexPattern unscaled,
                       ComplexPattern ro, string name, string uname> {
  def : Pat<(StoreOp GPR32:$Rt, (indexed GPR64sp:$Rn, imm:$off)),
            (!cast<Instruction>(name # "ui") GPR32:$Rt, GPR64sp:$Rn, imm:$off)>;
  def : Pat<(StoreOp GPR32:$Rt, (unscaled GPR64sp:$Rn, imm:$off)),
            (!cast<Instruction>(uname # "i") GPR32:$Rt, GPR64sp:$Rn, imm:$off)>;
  def : Pat<(StoreOp GPR32:$Rt, (ro GPR64sp:$Rn, GPR64:$Rm, imm:$ext)),
            (!cast<Instruction>(name # "roX") GPR32:$Rt, GPR64sp:$Rn, GPR64:$Rm, imm:$ext)>;
}
defm : StorePats32<store, am_indexed32, am_unscaled32, am_ro32, "STRW", "STURW">;
defm : StorePats32<truncstorei16, am_indexed16, am_unscaled16, am_ro16, "STRHH", "STURHH">;
defm : StorePats32<truncstorei8, am_indexed8, am_unscaled8, am_ro8, "STRBB", "STURBB">;

//===----------------------------------------------------------------------===//
// Scalar floating point (f32 in the S views, f64 in the D registers). Comparisons,
// selects and constants are selected in Rust, like the integer ones.
//===----------------------------------------------------------------------===//

multiclass FPBinPat<SDPatternOperator node, string name> {
  def : Pat<(f32 (node (f32 FPR32:$Rn), (f32 FPR32:$Rm))), (!cast<Instruction>(name # "Srr") FPR32:$Rn, FPR32:$Rm)>;
  def : Pat<(f64 (node (f64 FPR64:$Rn), (f64 FPR64:$Rm))), (!cast<Instruction>(name # "Drr") FPR64:$Rn, FPR64:$Rm)>;
}
defm : FPBinPat<fadd, "FADD">;
defm : FPBinPat<fsub, "FSUB">;
defm : FPBinPat<fmul, "FMUL">;
defm : FPBinPat<fdiv, "FDIV">;
defm : FPBinPat<fminnum, "FMINNM">;
defm : FPBinPat<fmaxnum, "FMAXNM">;

multiclass FPUnPat<SDPatternOperator node, string name> {
  def : Pat<(f32 (node (f32 FPR32:$Rn))), (!cast<Instruction>(name # "Sr") FPR32:$Rn)>;
  def : Pat<(f64 (node (f64 FPR64:$Rn))), (!cast<Instruction>(name # "Dr") FPR64:$Rn)>;
}
defm : FPUnPat<fneg, "FNEG">;
defm : FPUnPat<fabs, "FABS">;
defm : FPUnPat<fsqrt, "FSQRT">;

def : Pat<(f32 (fma (f32 FPR32:$Rn), (f32 FPR32:$Rm), (f32 FPR32:$Ra))), (FMADDSrrr FPR32:$Rn, FPR32:$Rm, FPR32:$Ra)>;
def : Pat<(f64 (fma (f64 FPR64:$Rn), (f64 FPR64:$Rm), (f64 FPR64:$Ra))), (FMADDDrrr FPR64:$Rn, FPR64:$Rm, FPR64:$Ra)>;

def : Pat<(f64 (fpextend (f32 FPR32:$Rn))), (FCVTDSr FPR32:$Rn)>;
def : Pat<(f32 (fpround (f64 FPR64:$Rn))), (FCVTSDr FPR64:$Rn)>;

def : Pat<(f64 (sint_to_fp GPR64:$Rn)), (SCVTFUXDri GPR64:$Rn)>;
def : Pat<(f32 (sint_to_fp GPR64:$Rn)), (SCVTFUXSri GPR64:$Rn)>;
def : Pat<(f64 (uint_to_fp GPR64:$Rn)), (UCVTFUXDri GPR64:$Rn)>;
def : Pat<(f32 (uint_to_fp GPR64:$Rn)), (UCVTFUXSri GPR64:$Rn)>;
def : Pat<(i64 (fp_to_sint (f64 FPR64:$Rn))), (FCVTZSUXDr FPR64:$Rn)>;
def : Pat<(i64 (fp_to_sint (f32 FPR32:$Rn))), (FCVTZSUXSr FPR32:$Rn)>;
def : Pat<(i64 (fp_to_uint (f64 FPR64:$Rn))), (FCVTZUUXDr FPR64:$Rn)>;
def : Pat<(i64 (fp_to_uint (f32 FPR32:$Rn))), (FCVTZUUXSr FPR32:$Rn)>;

def : Pat<(f64 (sint_to_fp GPR32:$Rn)), (SCVTFUWDri GPR32:$Rn)>;
def : Pat<(f32 (sint_to_fp GPR32:$Rn)), (SCVTFUWSri GPR32:$Rn)>;
def : Pat<(f64 (uint_to_fp GPR32:$Rn)), (UCVTFUWDri GPR32:$Rn)>;
def : Pat<(f32 (uint_to_fp GPR32:$Rn)), (UCVTFUWSri GPR32:$Rn)>;
def : Pat<(i32 (fp_to_sint (f64 FPR64:$Rn))), (FCVTZSUWDr FPR64:$Rn)>;
def : Pat<(i32 (fp_to_sint (f32 FPR32:$Rn))), (FCVTZSUWSr FPR32:$Rn)>;
def : Pat<(i32 (fp_to_uint (f64 FPR64:$Rn))), (FCVTZUUWDr FPR64:$Rn)>;
def : Pat<(i32 (fp_to_uint (f32 FPR32:$Rn))), (FCVTZUUWSr FPR32:$Rn)>;
def : Pat<(f32 (bitconvert GPR32:$Rn)), (FMOVWSr GPR32:$Rn)>;
def : Pat<(i32 (bitconvert (f32 FPR32:$Rn))), (FMOVSWr FPR32:$Rn)>;
def : Pat<(f64 (bitconvert GPR64:$Rn)), (FMOVXDr GPR64:$Rn)>;
def : Pat<(i64 (bitconvert (f64 FPR64:$Rn))), (FMOVDXr FPR64:$Rn)>;

/// An FP load or store in the scaled, unscaled and register-offset forms.
multiclass FPLoadStorePats<ValueType vt, RegisterClass rc, ComplexPattern indexed,
                           ComplexPattern unscaled, ComplexPattern ro, string sfx> {
  def : Pat<(vt (load (indexed GPR64sp:$Rn, imm:$off))),
            (!cast<Instruction>("LDR" # sfx # "ui") GPR64sp:$Rn, imm:$off)>;
  def : Pat<(vt (load (unscaled GPR64sp:$Rn, imm:$off))),
            (!cast<Instruction>("LDUR" # sfx # "i") GPR64sp:$Rn, imm:$off)>;
  def : Pat<(vt (load (ro GPR64sp:$Rn, GPR64:$Rm, imm:$ext))),
            (!cast<Instruction>("LDR" # sfx # "roX") GPR64sp:$Rn, GPR64:$Rm, imm:$ext)>;
  def : Pat<(store (vt rc:$Rt), (indexed GPR64sp:$Rn, imm:$off)),
            (!cast<Instruction>("STR" # sfx # "ui") rc:$Rt, GPR64sp:$Rn, imm:$off)>;
  def : Pat<(store (vt rc:$Rt), (unscaled GPR64sp:$Rn, imm:$off)),
            (!cast<Instruction>("STUR" # sfx # "i") rc:$Rt, GPR64sp:$Rn, imm:$off)>;
  def : Pat<(store (vt rc:$Rt), (ro GPR64sp:$Rn, GPR64:$Rm, imm:$ext)),
            (!cast<Instruction>("STR" # sfx # "roX") rc:$Rt, GPR64sp:$Rn, GPR64:$Rm, imm:$ext)>;
}
defm : FPLoadStorePats<f64, FPR64, am_indexed64, am_unscaled64, am_ro64, "D">;
defm : FPLoadStorePats<f32, FPR32, am_indexed32, am_unscaled32, am_ro32, "S">;
// fp128 in memory: stack arguments and the varargs save area.
defm : FPLoadStorePats<f128, FPR128, am_indexed128, am_unscaled128, am_ro128, "Q">;

//===----------------------------------------------------------------------===//
// 128-bit vectors (NEON). Vector legalization keeps the operations the lowering marks
// Legal on these types; building vectors from scalars and taking lanes out are selected
// in Rust (isel_dag_to_dag.rs: the instruction depends on the lanes).
//===----------------------------------------------------------------------===//

foreach vt = [v16i8, v8i16, v4i32, v2i64, v4f32, v2f64] in {
  defm : FPLoadStorePats<vt, FPR128, am_indexed128, am_unscaled128, am_ro128, "Q">;
}
foreach vt = [v16i8, v8i16, v4i32, v2i64] in {
  def : Pat<(vt (and FPR128:$Rn, FPR128:$Rm)), (ANDv16i8 FPR128:$Rn, FPR128:$Rm)>;
  def : Pat<(vt (or FPR128:$Rn, FPR128:$Rm)), (ORRv16i8 FPR128:$Rn, FPR128:$Rm)>;
  def : Pat<(vt (xor FPR128:$Rn, FPR128:$Rm)), (EORv16i8 FPR128:$Rn, FPR128:$Rm)>;
}
multiclass VecIntBinPat<SDNode node, string name, list<ValueType> vts> {
  foreach vt = vts in
  def : Pat<(vt (node FPR128:$Rn, FPR128:$Rm)),
            (!cast<Instruction>(name # vt) FPR128:$Rn, FPR128:$Rm)>;
}
defm : VecIntBinPat<add, "ADD", [v16i8, v8i16, v4i32, v2i64]>;
defm : VecIntBinPat<sub, "SUB", [v16i8, v8i16, v4i32, v2i64]>;
defm : VecIntBinPat<mul, "MUL", [v16i8, v8i16, v4i32]>;
defm : VecIntBinPat<fadd, "FADD", [v4f32, v2f64]>;
defm : VecIntBinPat<fsub, "FSUB", [v4f32, v2f64]>;
defm : VecIntBinPat<fmul, "FMUL", [v4f32, v2f64]>;
defm : VecIntBinPat<fdiv, "FDIV", [v4f32, v2f64]>;
def : Pat<(v4f32 (fneg FPR128:$Rn)), (FNEGv4f32 FPR128:$Rn)>;
def : Pat<(v2f64 (fneg FPR128:$Rn)), (FNEGv2f64 FPR128:$Rn)>;
def : Pat<(v4f32 (fabs FPR128:$Rn)), (FABSv4f32 FPR128:$Rn)>;
def : Pat<(v2f64 (fabs FPR128:$Rn)), (FABSv2f64 FPR128:$Rn)>;
def : Pat<(v4f32 (fma FPR128:$Rn, FPR128:$Rm, FPR128:$Ra)),
          (FMLAv4f32 FPR128:$Ra, FPR128:$Rn, FPR128:$Rm)>;
def : Pat<(v2f64 (fma FPR128:$Rn, FPR128:$Rm, FPR128:$Ra)),
          (FMLAv2f64 FPR128:$Ra, FPR128:$Rn, FPR128:$Rm)>;
foreach vt = [v16i8, v8i16, v4i32] in
def : Pat<(vt (add FPR128:$Ra, (mul FPR128:$Rn, FPR128:$Rm))),
          (!cast<Instruction>("MLA" # vt) FPR128:$Ra, FPR128:$Rn, FPR128:$Rm)>;
def : Pat<(v4f32 (sint_to_fp (v4i32 FPR128:$Rn))), (SCVTFv4f32 FPR128:$Rn)>;
def : Pat<(v2f64 (sint_to_fp (v2i64 FPR128:$Rn))), (SCVTFv2f64 FPR128:$Rn)>;
def : Pat<(v4f32 (uint_to_fp (v4i32 FPR128:$Rn))), (UCVTFv4f32 FPR128:$Rn)>;
def : Pat<(v2f64 (uint_to_fp (v2i64 FPR128:$Rn))), (UCVTFv2f64 FPR128:$Rn)>;
def : Pat<(v4i32 (fp_to_sint (v4f32 FPR128:$Rn))), (FCVTZSv4f32 FPR128:$Rn)>;
def : Pat<(v2i64 (fp_to_sint (v2f64 FPR128:$Rn))), (FCVTZSv2f64 FPR128:$Rn)>;
def : Pat<(v4i32 (fp_to_uint (v4f32 FPR128:$Rn))), (FCVTZUv4f32 FPR128:$Rn)>;
def : Pat<(v2i64 (fp_to_uint (v2f64 FPR128:$Rn))), (FCVTZUv2f64 FPR128:$Rn)>;
defm : VecIntBinPat<smax, "SMAX", [v16i8, v8i16, v4i32]>;
defm : VecIntBinPat<smin, "SMIN", [v16i8, v8i16, v4i32]>;
defm : VecIntBinPat<umax, "UMAX", [v16i8, v8i16, v4i32]>;
defm : VecIntBinPat<umin, "UMIN", [v16i8, v8i16, v4i32]>;
defm : VecIntBinPat<fmaxnum, "FMAXNM", [v4f32, v2f64]>;
defm : VecIntBinPat<fminnum, "FMINNM", [v4f32, v2f64]>;
