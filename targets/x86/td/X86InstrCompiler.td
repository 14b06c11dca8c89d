//===- X86InstrCompiler.td - selection patterns ------------------*- tablegen -*-===//
//
// The DAG patterns kiln's `-gen-dag-isel` turns into x86-64's matcher table: the
// two-address integer ALU at 32 and 64 bits (register, sign-extended 8-bit and 32-bit
// immediate forms; the result is tied to the first source through the instruction's
// `$src1 = $dst` constraint), two- and three-operand imul, shifts and rotates by an
// immediate, not/neg, the register extensions, bsf/bsr and the SSE2 and x87 arithmetic and
// conversions. What patterns cannot say yet (memory
// operands through the five-part address, EFLAGS users glued to their compare, the
// fixed registers of division and of shifts by CL) is selected in
// `src/isel_dag_to_dag.rs`.
//
//===----------------------------------------------------------------------===//

/// Immediates by the instruction form that can hold them.
def i64immSExt8  : ImmLeaf<i64, [{ (-128..128).contains(&imm) }]>;
def i64immSExt32 : ImmLeaf<i64, [{ (-2147483648..2147483648).contains(&imm) }]>;
def i32immSExt8  : ImmLeaf<i32, [{ (-128..128).contains(&imm) }]>;
def i32immAny    : ImmLeaf<i32, [{ true }]>;
def shamt64      : ImmLeaf<i64, [{ (0..64).contains(&imm) }]>;
def shamt32      : ImmLeaf<i64, [{ (0..32).contains(&imm) }]>;

/// `op` at 32 and 64 bits through the `NAME` instruction family (`ADD32rr`, ...).
multiclass BinOpPats<SDPatternOperator op, string I> {
  def : Pat<(i64 (op GR64:$a, GR64:$b)), (!cast<Instruction>(I # "64rr") GR64:$a, GR64:$b)>;
  def : Pat<(i64 (op GR64:$a, i64immSExt8:$b)),
            (!cast<Instruction>(I # "64ri8") GR64:$a, i64immSExt8:$b)>;
  def : Pat<(i64 (op GR64:$a, i64immSExt32:$b)),
            (!cast<Instruction>(I # "64ri32") GR64:$a, i64immSExt32:$b)>;
  def : Pat<(i32 (op GR32:$a, GR32:$b)), (!cast<Instruction>(I # "32rr") GR32:$a, GR32:$b)>;
  def : Pat<(i32 (op GR32:$a, i32immSExt8:$b)),
            (!cast<Instruction>(I # "32ri8") GR32:$a, i32immSExt8:$b)>;
  def : Pat<(i32 (op GR32:$a, i32immAny:$b)),
            (!cast<Instruction>(I # "32ri") GR32:$a, i32immAny:$b)>;
}
defm : BinOpPats<add, "ADD">;
defm : BinOpPats<sub, "SUB">;
defm : BinOpPats<and, "AND">;
defm : BinOpPats<or,  "OR">;
defm : BinOpPats<xor, "XOR">;

def : Pat<(i64 (mul GR64:$a, GR64:$b)), (IMUL64rr GR64:$a, GR64:$b)>;
def : Pat<(i64 (mul GR64:$a, i64immSExt8:$b)), (IMUL64rri8 GR64:$a, i64immSExt8:$b)>;
def : Pat<(i64 (mul GR64:$a, i64immSExt32:$b)), (IMUL64rri32 GR64:$a, i64immSExt32:$b)>;
def : Pat<(i32 (mul GR32:$a, GR32:$b)), (IMUL32rr GR32:$a, GR32:$b)>;
def : Pat<(i32 (mul GR32:$a, i32immSExt8:$b)), (IMUL32rri8 GR32:$a, i32immSExt8:$b)>;
def : Pat<(i32 (mul GR32:$a, i32immAny:$b)), (IMUL32rri GR32:$a, i32immAny:$b)>;

def : Pat<(i64 (ineg GR64:$a)), (NEG64r GR64:$a)>;
def : Pat<(i32 (ineg GR32:$a)), (NEG32r GR32:$a)>;
def : Pat<(i64 (not GR64:$a)), (NOT64r GR64:$a)>;
def : Pat<(i32 (not GR32:$a)), (NOT32r GR32:$a)>;

/// Shifts and rotates by an immediate (the count is masked as the hardware masks it).
multiclass ShiftImmPats<SDPatternOperator op, string I> {
  def : Pat<(i64 (op GR64:$a, (i64 shamt64:$n))), (!cast<Instruction>(I # "64ri") GR64:$a, shamt64:$n)>;
  def : Pat<(i32 (op GR32:$a, (i64 shamt32:$n))), (!cast<Instruction>(I # "32ri") GR32:$a, shamt32:$n)>;
}
defm : ShiftImmPats<shl, "SHL">;
defm : ShiftImmPats<srl, "SHR">;
defm : ShiftImmPats<sra, "SAR">;
defm : ShiftImmPats<rotl, "ROL">;
defm : ShiftImmPats<rotr, "ROR">;

// Extensions between registers.
def : Pat<(i64 (sext GR32:$a)), (MOVSX64rr32 GR32:$a)>;
def : Pat<(i64 (zext GR32:$a)), (SUBREG_TO_REG (i64 0), (MOV32rr GR32:$a), sub_32bit)>;
/// An i32 value whose 32-bit instruction (or `movl`, `movzbl`, ... load) already zeroed the
/// upper half of its register (LLVM's `def32`): its zero extension needs no `movl`.
def def32 : PatLeaf<(i32 GR32:$src), [{
  matches!(dag.opcode(n), isd::ADD | isd::SUB | isd::MUL | isd::AND | isd::OR | isd::XOR
                          | isd::SHL | isd::SRL | isd::SRA | isd::LOAD)
}]>;
def : Pat<(i64 (zext def32:$src)), (SUBREG_TO_REG (i64 0), GR32:$src, sub_32bit)>;
def : Pat<(i64 (sext_inreg GR64:$a, i32)), (MOVSX64rr32 (EXTRACT_SUBREG GR64:$a, sub_32bit))>;
// anyext leaves the upper half undefined: the 32-bit register is the result as it stands
// (LLVM inserts it into an IMPLICIT_DEF; SUBREG_TO_REG costs no instruction either).
def : Pat<(i64 (anyext GR32:$a)), (SUBREG_TO_REG (i64 0), GR32:$a, sub_32bit)>;
def : Pat<(i32 (trunc GR64:$a)), (EXTRACT_SUBREG GR64:$a, sub_32bit)>;

//===----------------------------------------------------------------------===//
// SSE2 scalar floating point (f32 in FR32, f64 in FR64). Loads, stores, constants,
// compares, selects, fneg/fabs and bit moves between the
// register files (their instructions name 128-bit operands) are selected in
// `src/isel_fp.rs`.
//===----------------------------------------------------------------------===//

/// One precision's arithmetic, sqrt, conversions from integers and bit moves.
multiclass SSEScalarPats<ValueType vt, RegisterClass rc, string S, Instruction SQRT,
                         Instruction FROM32, Instruction FROM64> {
  def : Pat<(vt (fadd rc:$a, rc:$b)), (!cast<Instruction>("ADD" # S # "rr") rc:$a, rc:$b)>;
  def : Pat<(vt (fsub rc:$a, rc:$b)), (!cast<Instruction>("SUB" # S # "rr") rc:$a, rc:$b)>;
  def : Pat<(vt (fmul rc:$a, rc:$b)), (!cast<Instruction>("MUL" # S # "rr") rc:$a, rc:$b)>;
  def : Pat<(vt (fdiv rc:$a, rc:$b)), (!cast<Instruction>("DIV" # S # "rr") rc:$a, rc:$b)>;
  def : Pat<(vt (fsqrt rc:$a)), (SQRT rc:$a)>;
  def : Pat<(vt (sint_to_fp GR32:$a)), (FROM32 GR32:$a)>;
  def : Pat<(vt (sint_to_fp GR64:$a)), (FROM64 GR64:$a)>;
}
defm : SSEScalarPats<f32, FR32, "SS", SQRTSSr, CVTSI2SSrr, CVTSI642SSrr>;
defm : SSEScalarPats<f64, FR64, "SD", SQRTSDr, CVTSI2SDrr, CVTSI642SDrr>;

def : Pat<(f64 (fpextend FR32:$a)), (CVTSS2SDrr FR32:$a)>;
// Truncating conversions (an i8/i16 result, promoted, is in range).
def : Pat<(i32 (fp_to_sint FR32:$a)), (CVTTSS2SIrr FR32:$a)>;
def : Pat<(i64 (fp_to_sint FR32:$a)), (CVTTSS2SI64rr FR32:$a)>;
def : Pat<(i32 (fp_to_sint FR64:$a)), (CVTTSD2SIrr FR64:$a)>;
def : Pat<(i64 (fp_to_sint FR64:$a)), (CVTTSD2SI64rr FR64:$a)>;
def : Pat<(f32 (fpround FR64:$a)), (CVTSD2SSrr FR64:$a)>;

//===----------------------------------------------------------------------===//
// SSE2 packed arithmetic on the 128-bit vector types in VR128 (loads, stores, building
// and extracting lanes are selected in `src/isel_fp.rs`).
//===----------------------------------------------------------------------===//

/// `op` on each type of `vts` through instruction `I` (two-address, tied to `$a`).
multiclass PackedPats<SDPatternOperator op, Instruction I, list<ValueType> vts> {
  foreach vt = vts in
  def : Pat<(vt (op VR128:$a, VR128:$b)), (I VR128:$a, VR128:$b)>;
}
defm : PackedPats<add, PADDBrr, [v16i8]>;
defm : PackedPats<add, PADDWrr, [v8i16]>;
defm : PackedPats<add, PADDDrr, [v4i32]>;
defm : PackedPats<add, PADDQrr, [v2i64]>;
defm : PackedPats<sub, PSUBBrr, [v16i8]>;
defm : PackedPats<sub, PSUBWrr, [v8i16]>;
defm : PackedPats<sub, PSUBDrr, [v4i32]>;
defm : PackedPats<sub, PSUBQrr, [v2i64]>;
defm : PackedPats<and, PANDrr, [v16i8, v8i16, v4i32, v2i64]>;
defm : PackedPats<or, PORrr, [v16i8, v8i16, v4i32, v2i64]>;
defm : PackedPats<xor, PXORrr, [v16i8, v8i16, v4i32, v2i64]>;
defm : PackedPats<mul, PMULLWrr, [v8i16]>;
defm : PackedPats<fadd, ADDPSrr, [v4f32]>;
defm : PackedPats<fsub, SUBPSrr, [v4f32]>;
defm : PackedPats<fmul, MULPSrr, [v4f32]>;
defm : PackedPats<fdiv, DIVPSrr, [v4f32]>;
defm : PackedPats<fadd, ADDPDrr, [v2f64]>;
defm : PackedPats<fsub, SUBPDrr, [v2f64]>;
defm : PackedPats<fmul, MULPDrr, [v2f64]>;
defm : PackedPats<fdiv, DIVPDrr, [v2f64]>;
// Bitcasts between the 128-bit types: the same register.
foreach to = [v16i8, v8i16, v4i32, v2i64, v4f32, v2f64] in
foreach from = [v16i8, v8i16, v4i32, v2i64, v4f32, v2f64] in
if !ne(to, from) then
def : Pat<(to (bitconvert (from VR128:$a))), (COPY_TO_REGCLASS VR128:$a, VR128)>;
// Bitcasts between the general and the XMM registers: movd/movq.
def : Pat<(i64 (bitconvert FR64:$a)), (MOVPQIto64rr (v2f64 (COPY_TO_REGCLASS FR64:$a, VR128)))>;
def : Pat<(f64 (bitconvert GR64:$a)), (COPY_TO_REGCLASS (v2f64 (MOV64toPQIrr GR64:$a)), FR64)>;
def : Pat<(i32 (bitconvert FR32:$a)), (MOVPDI2DIrr (v4f32 (COPY_TO_REGCLASS FR32:$a, VR128)))>;
def : Pat<(f32 (bitconvert GR32:$a)), (COPY_TO_REGCLASS (v4f32 (MOVDI2PDIrr GR32:$a)), FR32)>;
// v4i32 multiply as LLVM's SSE2 lowering: pmuludq of the even lanes and of the odd lanes
// (moved down by pshufd $0xf5), the low halves gathered by pshufd $0xe8 and interleaved.
def : Pat<(v4i32 (mul VR128:$a, VR128:$b)),
          (PUNPCKLDQrr (v4i32 (PSHUFDri (v4i32 (PMULUDQrr VR128:$a, VR128:$b)), 232)),
                       (v4i32 (PSHUFDri (v4i32 (PMULUDQrr (v4i32 (PSHUFDri VR128:$a, 245)),
                                                          (v4i32 (PSHUFDri VR128:$b, 245)))),
                                        232)))>;


// Byte swaps (baseline x86-64; an i16 one is promoted to i32 and shifted).
def : Pat<(i32 (bswap GR32:$a)), (BSWAP32r GR32:$a)>;
def : Pat<(i64 (bswap GR64:$a)), (BSWAP64r GR64:$a)>;

// Bit counts with their optional instructions: the lowering makes CTPOP/CTLZ/CTTZ legal only
// when the module may use popcnt, lzcnt or tzcnt (+popcnt, +lzcnt, +bmi), and expands
// them otherwise, so these patterns need no predicate.
def : Pat<(i32 (ctpop GR32:$a)), (POPCNT32rr GR32:$a)>;
def : Pat<(i64 (ctpop GR64:$a)), (POPCNT64rr GR64:$a)>;
def : Pat<(i32 (ctlz GR32:$a)), (LZCNT32rr GR32:$a)>;
def : Pat<(i64 (ctlz GR64:$a)), (LZCNT64rr GR64:$a)>;
def : Pat<(i32 (cttz GR32:$a)), (TZCNT32rr GR32:$a)>;
def : Pat<(i64 (cttz GR64:$a)), (TZCNT64rr GR64:$a)>;

// Without them, ctlz and cttz are lowered to bsr and bsf (and a select for zero).
def X86bsf : SDNode<"X86ISD::BSF", SDTIntUnaryOp>;
def X86bsr : SDNode<"X86ISD::BSR", SDTIntUnaryOp>;
def : Pat<(i32 (X86bsf GR32:$a)), (BSF32rr GR32:$a)>;
def : Pat<(i64 (X86bsf GR64:$a)), (BSF64rr GR64:$a)>;
def : Pat<(i32 (X86bsr GR32:$a)), (BSR32rr GR32:$a)>;
def : Pat<(i64 (X86bsr GR64:$a)), (BSR64rr GR64:$a)>;

//===----------------------------------------------------------------------===//
// x87 `long double` (f80 in RFP80): the arithmetic; loads, stores, constants,
// conversions, compares and selects are selected in `src/isel_x87.rs`.
//===----------------------------------------------------------------------===//

def : Pat<(f80 (fadd RFP80:$a, RFP80:$b)), (ADD_Fp80 RFP80:$a, RFP80:$b)>;
def : Pat<(f80 (fsub RFP80:$a, RFP80:$b)), (SUB_Fp80 RFP80:$a, RFP80:$b)>;
def : Pat<(f80 (fmul RFP80:$a, RFP80:$b)), (MUL_Fp80 RFP80:$a, RFP80:$b)>;
def : Pat<(f80 (fdiv RFP80:$a, RFP80:$b)), (DIV_Fp80 RFP80:$a, RFP80:$b)>;
def : Pat<(f80 (fneg RFP80:$a)), (CHS_Fp80 RFP80:$a)>;
def : Pat<(f80 (fabs RFP80:$a)), (ABS_Fp80 RFP80:$a)>;
def : Pat<(f80 (fsqrt RFP80:$a)), (SQRT_Fp80 RFP80:$a)>;
// a + -b is a - b (what LLVM's combine makes of clang's contracted `fmuladd(x, y, -z)`; a
// NaN b then keeps its sign, as in gcc's code).
def : Pat<(f80 (fadd RFP80:$a, (fneg RFP80:$b))), (SUB_Fp80 RFP80:$a, RFP80:$b)>;
def : Pat<(f80 (fsub RFP80:$a, (fneg RFP80:$b))), (ADD_Fp80 RFP80:$a, RFP80:$b)>;
