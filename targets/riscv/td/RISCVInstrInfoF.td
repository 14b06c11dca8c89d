//===- RISCVInstrInfoF.td - RISC-V 'F' instructions -------------*- tablegen -*-===//
//
// Single-precision floating point, and the instruction classes that the 'D'
// extension reuses with its own register class and format code. The rounding
// mode is an optional last operand (`frmarg`, default dyn).
//
//===----------------------------------------------------------------------===//

/// Format codes in funct7{1-0} / funct2.
defvar FMT_S = 0b00;
defvar FMT_D = 0b01;

let hasSideEffects = false, mayLoad = false, mayStore = false,
    mayRaiseFPException = true in {
/// A fused multiply-add: rd, rs1, rs2, rs3[, frm].
class FPFMA_rrr_frm<RISCVOpcode opcode, bits<2> funct2, string opcodestr,
                    RegisterClass rty>
    : RVInstR4Frm<funct2, opcode, (outs rty:$rd),
                  (ins rty:$rs1, rty:$rs2, rty:$rs3, frmarg:$frm),
                  opcodestr, "$rd, $rs1, $rs2, $rs3$frm">;

/// A two-source arithmetic instruction with a rounding mode.
class FPALU_rr_frm<bits<7> funct7, string opcodestr, RegisterClass rty,
                   bit Commutable = false>
    : RVInstRFrm<funct7, OPC_OP_FP, (outs rty:$rd),
                 (ins rty:$rs1, rty:$rs2, frmarg:$frm), opcodestr,
                 "$rd, $rs1, $rs2$frm"> {
  let isCommutable = Commutable;
}

/// A two-source instruction with a fixed funct3 (sign injection, min/max).
class FPALU_rr<bits<7> funct7, bits<3> funct3, string opcodestr, RegisterClass rty,
               bit Commutable = false>
    : RVInstR<funct7, funct3, OPC_OP_FP, (outs rty:$rd), (ins rty:$rs1, rty:$rs2),
              opcodestr, "$rd, $rs1, $rs2"> {
  let isCommutable = Commutable;
}

/// A comparison writing a GPR.
class FPCmp_rr<bits<7> funct7, bits<3> funct3, string opcodestr, RegisterClass rty,
               bit Commutable = false>
    : RVInstR<funct7, funct3, OPC_OP_FP, (outs GPR:$rd), (ins rty:$rs1, rty:$rs2),
              opcodestr, "$rd, $rs1, $rs2"> {
  let isCommutable = Commutable;
}

/// A one-source instruction with a rounding mode (fsqrt, fcvt); rs2 selects the
/// conversion.
class FPUnaryOp_r_frm<bits<7> funct7, bits<5> rs2val, RegisterClass rdty,
                      RegisterClass rs1ty, string opcodestr>
    : RVInstRFrm<funct7, OPC_OP_FP, (outs rdty:$rd), (ins rs1ty:$rs1, frmarg:$frm),
                 opcodestr, "$rd, $rs1$frm"> {
  let rs2 = rs2val;
}

/// A one-source exact conversion; its rounding mode defaults to rne.
class FPUnaryOp_r_frmlegacy<bits<7> funct7, bits<5> rs2val, RegisterClass rdty,
                            RegisterClass rs1ty, string opcodestr>
    : RVInstRFrm<funct7, OPC_OP_FP, (outs rdty:$rd),
                 (ins rs1ty:$rs1, frmarglegacy:$frm), opcodestr, "$rd, $rs1$frm"> {
  let rs2 = rs2val;
}

/// A one-source instruction with a fixed funct3 (fmv, fclass).
class FPUnaryOp_r<bits<7> funct7, bits<5> rs2val, bits<3> funct3,
                  RegisterClass rdty, RegisterClass rs1ty, string opcodestr>
    : RVInstR<funct7, funct3, OPC_OP_FP, (outs rdty:$rd), (ins rs1ty:$rs1),
              opcodestr, "$rd, $rs1"> {
  let rs2 = rs2val;
}
}

let Predicates = [HasStdExtF] in {
def FLW : Load_ri<0b010, "flw", FPR32, OPC_LOAD_FP>;
def FSW : Store_rri<0b010, "fsw", FPR32, OPC_STORE_FP>;

def FMADD_S  : FPFMA_rrr_frm<OPC_MADD, FMT_S, "fmadd.s", FPR32>;
def FMSUB_S  : FPFMA_rrr_frm<OPC_MSUB, FMT_S, "fmsub.s", FPR32>;
def FNMSUB_S : FPFMA_rrr_frm<OPC_NMSUB, FMT_S, "fnmsub.s", FPR32>;
def FNMADD_S : FPFMA_rrr_frm<OPC_NMADD, FMT_S, "fnmadd.s", FPR32>;

def FADD_S : FPALU_rr_frm<0b0000000, "fadd.s", FPR32, true>;
def FSUB_S : FPALU_rr_frm<0b0000100, "fsub.s", FPR32>;
def FMUL_S : FPALU_rr_frm<0b0001000, "fmul.s", FPR32, true>;
def FDIV_S : FPALU_rr_frm<0b0001100, "fdiv.s", FPR32>;
def FSQRT_S : FPUnaryOp_r_frm<0b0101100, 0b00000, FPR32, FPR32, "fsqrt.s">;

def FSGNJ_S  : FPALU_rr<0b0010000, 0b000, "fsgnj.s", FPR32>;
def FSGNJN_S : FPALU_rr<0b0010000, 0b001, "fsgnjn.s", FPR32>;
def FSGNJX_S : FPALU_rr<0b0010000, 0b010, "fsgnjx.s", FPR32>;
def FMIN_S   : FPALU_rr<0b0010100, 0b000, "fmin.s", FPR32, true>;
def FMAX_S   : FPALU_rr<0b0010100, 0b001, "fmax.s", FPR32, true>;

def FCVT_W_S  : FPUnaryOp_r_frm<0b1100000, 0b00000, GPR, FPR32, "fcvt.w.s">;
def FCVT_WU_S : FPUnaryOp_r_frm<0b1100000, 0b00001, GPR, FPR32, "fcvt.wu.s">;
def FMV_X_W   : FPUnaryOp_r<0b1110000, 0b00000, 0b000, GPR, FPR32, "fmv.x.w">;

def FEQ_S : FPCmp_rr<0b1010000, 0b010, "feq.s", FPR32, true>;
def FLT_S : FPCmp_rr<0b1010000, 0b001, "flt.s", FPR32>;
def FLE_S : FPCmp_rr<0b1010000, 0b000, "fle.s", FPR32>;

def FCLASS_S : FPUnaryOp_r<0b1110000, 0b00000, 0b001, GPR, FPR32, "fclass.s">;

def FCVT_S_W  : FPUnaryOp_r_frm<0b1101000, 0b00000, FPR32, GPR, "fcvt.s.w">;
def FCVT_S_WU : FPUnaryOp_r_frm<0b1101000, 0b00001, FPR32, GPR, "fcvt.s.wu">;
def FMV_W_X   : FPUnaryOp_r<0b1111000, 0b00000, 0b000, FPR32, GPR, "fmv.w.x">;
}

let Predicates = [HasStdExtF, IsRV64] in {
def FCVT_L_S  : FPUnaryOp_r_frm<0b1100000, 0b00010, GPR, FPR32, "fcvt.l.s">;
def FCVT_LU_S : FPUnaryOp_r_frm<0b1100000, 0b00011, GPR, FPR32, "fcvt.lu.s">;
def FCVT_S_L  : FPUnaryOp_r_frm<0b1101000, 0b00010, FPR32, GPR, "fcvt.s.l">;
def FCVT_S_LU : FPUnaryOp_r_frm<0b1101000, 0b00011, FPR32, GPR, "fcvt.s.lu">;
}

let Predicates = [HasStdExtF] in {
def : InstAlias<"flw $rd, (${rs1})", (FLW FPR32:$rd, GPR:$rs1, 0), 0>;
def : InstAlias<"fsw $rs2, (${rs1})", (FSW FPR32:$rs2, GPR:$rs1, 0), 0>;
def : InstAlias<"fmv.s $rd, $rs", (FSGNJ_S FPR32:$rd, FPR32:$rs, FPR32:$rs)>;
def : InstAlias<"fabs.s $rd, $rs", (FSGNJX_S FPR32:$rd, FPR32:$rs, FPR32:$rs)>;
def : InstAlias<"fneg.s $rd, $rs", (FSGNJN_S FPR32:$rd, FPR32:$rs, FPR32:$rs)>;
def : InstAlias<"fgt.s $rd, $rs, $rt", (FLT_S GPR:$rd, FPR32:$rt, FPR32:$rs), 0>;
def : InstAlias<"fge.s $rd, $rs, $rt", (FLE_S GPR:$rd, FPR32:$rt, FPR32:$rs), 0>;
def : InstAlias<"fmv.x.s $rd, $rs", (FMV_X_W GPR:$rd, FPR32:$rs), 0>;
def : InstAlias<"fmv.s.x $rd, $rs", (FMV_W_X FPR32:$rd, GPR:$rs), 0>;
}

let Predicates = [HasStdExtF] in {
def PseudoFLW : PseudoFloatLoad<"flw", FPR32>;
def PseudoFSW : PseudoStore<"fsw", FPR32>;
}

//===----------------------------------------------------------------------===//
// Selection patterns shared by F and D (instantiated per precision below and in
// RISCVInstrInfoD.td). Arithmetic uses the dynamic rounding mode (7), conversions
// to integers round towards zero (1), as C's casts do.
//===----------------------------------------------------------------------===//

/// Moves between the integer and FP registers the calling convention and FP
/// `select` use (RISCVISelLowering): the bits of an FP value in a GPR, and back.
def riscv_fmv_x_anyext : SDNode<"RISCVISD::FMV_X_ANYEXT",
                                SDTypeProfile<1, 1, [SDTCisInt<0>, SDTCisFP<1>]>>;
def riscv_fmv_to_fp : SDNode<"RISCVISD::FMV_TO_FP",
                             SDTypeProfile<1, 1, [SDTCisFP<0>, SDTCisInt<1>]>>;

/// The FP zero constant (+0.0): moved from x0.
def fpimm0 : PatLeaf<(fpimm), [{ matches!(dag.data(n), NodeData::ConstantFP(0)) }]>;

/// One precision's patterns: `vt` in class `rc`, its instructions by suffix.
multiclass FPPats<ValueType vt, RegisterClass rc, RVInst FADD, RVInst FSUB,
                  RVInst FMUL, RVInst FDIV, RVInst FSQRT, RVInst FMADD,
                  RVInst FMSUB, RVInst FNMSUB, RVInst FNMADD, RVInst FSGNJ,
                  RVInst FSGNJN, RVInst FSGNJX, RVInst FMIN, RVInst FMAX,
                  RVInst FEQ, RVInst FLT, RVInst FLE, RVInst FCVT_W, RVInst FCVT_WU,
                  RVInst FCVT_L, RVInst FCVT_LU, RVInst FCVT_FROM_L,
                  RVInst FCVT_FROM_LU, RVInst FL, RVInst FS> {
  def : Pat<(fadd rc:$a, rc:$b), (FADD $a, $b, 7)>;
  def : Pat<(fsub rc:$a, rc:$b), (FSUB $a, $b, 7)>;
  def : Pat<(fmul rc:$a, rc:$b), (FMUL $a, $b, 7)>;
  def : Pat<(fdiv rc:$a, rc:$b), (FDIV $a, $b, 7)>;
  def : Pat<(fsqrt rc:$a), (FSQRT $a, 7)>;
  // Negated operands fold into the fused forms: negation is exact, so the single
  // rounding is unchanged (fma commutes, so -b is -a's commuted form).
  def : Pat<(fma rc:$a, rc:$b, rc:$c), (FMADD $a, $b, $c, 7)>;
  def : Pat<(fma rc:$a, rc:$b, (fneg rc:$c)), (FMSUB $a, $b, $c, 7)>;
  def : Pat<(fma (fneg rc:$a), rc:$b, rc:$c), (FNMSUB $a, $b, $c, 7)>;
  def : Pat<(fma (fneg rc:$a), rc:$b, (fneg rc:$c)), (FNMADD $a, $b, $c, 7)>;
  def : Pat<(fneg rc:$a), (FSGNJN $a, $a)>;
  def : Pat<(fabs rc:$a), (FSGNJX $a, $a)>;
  def : Pat<(fcopysign rc:$a, rc:$b), (FSGNJ $a, $b)>;
  def : Pat<(fminnum rc:$a, rc:$b), (FMIN $a, $b)>;
  def : Pat<(fmaxnum rc:$a, rc:$b), (FMAX $a, $b)>;

  // Conversions to integers: an i32 conversion (promoted) saturates at 32 bits,
  // like llc's fcvt.w; the others at XLEN (on RV32 the `_L` instructions are the
  // `_W` ones).
  def : Pat<(XLenVT (fp_to_sint_i32 rc:$a)), (FCVT_W $a, 1)>;
  def : Pat<(XLenVT (fp_to_uint_i32 rc:$a)), (FCVT_WU $a, 1)>;
  def : Pat<(XLenVT (fp_to_sint rc:$a)), (FCVT_L $a, 1)>;
  def : Pat<(XLenVT (fp_to_uint rc:$a)), (FCVT_LU $a, 1)>;
  def : Pat<(vt (sint_to_fp (XLenVT GPR:$a))), (FCVT_FROM_L $a, 7)>;
  def : Pat<(vt (uint_to_fp (XLenVT GPR:$a))), (FCVT_FROM_LU $a, 7)>;

  // Comparisons as 0/1: feq/flt/fle, negated for the unordered predicates,
  // `feq a, a` for "not NaN".
  def : Pat<(setcc rc:$a, rc:$b, SETOEQ), (FEQ $a, $b)>;
  def : Pat<(setcc rc:$a, rc:$b, SETEQ), (FEQ $a, $b)>;
  def : Pat<(setcc rc:$a, rc:$b, SETOLT), (FLT $a, $b)>;
  def : Pat<(setcc rc:$a, rc:$b, SETLT), (FLT $a, $b)>;
  def : Pat<(setcc rc:$a, rc:$b, SETOLE), (FLE $a, $b)>;
  def : Pat<(setcc rc:$a, rc:$b, SETLE), (FLE $a, $b)>;
  def : Pat<(setcc rc:$a, rc:$b, SETOGT), (FLT $b, $a)>;
  def : Pat<(setcc rc:$a, rc:$b, SETGT), (FLT $b, $a)>;
  def : Pat<(setcc rc:$a, rc:$b, SETOGE), (FLE $b, $a)>;
  def : Pat<(setcc rc:$a, rc:$b, SETGE), (FLE $b, $a)>;
  def : Pat<(setcc rc:$a, rc:$b, SETUNE), (XORI (FEQ $a, $b), 1)>;
  def : Pat<(setcc rc:$a, rc:$b, SETNE), (XORI (FEQ $a, $b), 1)>;
  def : Pat<(setcc rc:$a, rc:$b, SETULT), (XORI (FLE $b, $a), 1)>;
  def : Pat<(setcc rc:$a, rc:$b, SETULE), (XORI (FLT $b, $a), 1)>;
  def : Pat<(setcc rc:$a, rc:$b, SETUGT), (XORI (FLE $a, $b), 1)>;
  def : Pat<(setcc rc:$a, rc:$b, SETUGE), (XORI (FLT $a, $b), 1)>;
  def : Pat<(setcc rc:$a, rc:$b, SETONE), (OR (FLT $a, $b), (FLT $b, $a))>;
  def : Pat<(setcc rc:$a, rc:$b, SETUEQ),
            (XORI (OR (FLT $a, $b), (FLT $b, $a)), 1)>;
  def : Pat<(setcc rc:$a, rc:$b, SETO), (AND (FEQ $a, $a), (FEQ $b, $b))>;
  def : Pat<(setcc rc:$a, rc:$b, SETUO),
            (XORI (AND (FEQ $a, $a), (FEQ $b, $b)), 1)>;
  def : Pat<(setcc rc:$a, rc:$b, SETTRUE), (ADDI X0, 1)>;
  def : Pat<(setcc rc:$a, rc:$b, SETTRUE2), (ADDI X0, 1)>;
  def : Pat<(setcc rc:$a, rc:$b, SETFALSE), (ADDI X0, 0)>;
  def : Pat<(setcc rc:$a, rc:$b, SETFALSE2), (ADDI X0, 0)>;

  def : Pat<(vt (load (AddrRegImm (XLenVT GPR:$rs1), simm12:$imm12))),
            (FL GPR:$rs1, simm12:$imm12)>;
  def : Pat<(store (vt rc:$rs2), (AddrRegImm (XLenVT GPR:$rs1), simm12:$imm12)),
            (FS rc:$rs2, GPR:$rs1, simm12:$imm12)>;
}

/// Moves between a precision's FP registers and an XLEN GPR (a value of XLEN bits or
/// fewer: f32 anywhere, f64 on RV64), and +0.0 from x0.
multiclass FPMovePats<ValueType vt, RegisterClass rc, RVInst FMV_TO_X,
                      RVInst FMV_FROM_X> {
  def : Pat<(vt fpimm0), (FMV_FROM_X X0)>;
  def : Pat<(vt (bitconvert (XLenVT GPR:$a))), (FMV_FROM_X $a)>;
  def : Pat<(XLenVT (bitconvert rc:$a)), (FMV_TO_X $a)>;
  def : Pat<(XLenVT (riscv_fmv_x_anyext rc:$a)), (FMV_TO_X $a)>;
  def : Pat<(vt (riscv_fmv_to_fp (XLenVT GPR:$a))), (FMV_FROM_X $a)>;
}

let Predicates = [HasStdExtF, IsRV64] in
defm : FPPats<f32, FPR32, FADD_S, FSUB_S, FMUL_S, FDIV_S, FSQRT_S, FMADD_S,
              FMSUB_S, FNMSUB_S, FNMADD_S, FSGNJ_S, FSGNJN_S, FSGNJX_S, FMIN_S,
              FMAX_S, FEQ_S, FLT_S, FLE_S, FCVT_W_S, FCVT_WU_S, FCVT_L_S,
              FCVT_LU_S, FCVT_S_L, FCVT_S_LU, FLW, FSW>;
let Predicates = [HasStdExtF, IsRV32] in
defm : FPPats<f32, FPR32, FADD_S, FSUB_S, FMUL_S, FDIV_S, FSQRT_S, FMADD_S,
              FMSUB_S, FNMSUB_S, FNMADD_S, FSGNJ_S, FSGNJN_S, FSGNJX_S, FMIN_S,
              FMAX_S, FEQ_S, FLT_S, FLE_S, FCVT_W_S, FCVT_WU_S, FCVT_W_S,
              FCVT_WU_S, FCVT_S_W, FCVT_S_WU, FLW, FSW>;
let Predicates = [HasStdExtF] in
defm : FPMovePats<f32, FPR32, FMV_X_W, FMV_W_X>;
