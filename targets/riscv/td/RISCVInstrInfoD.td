//===- RISCVInstrInfoD.td - RISC-V 'D' instructions -------------*- tablegen -*-===//
//
// Double-precision floating point, on the instruction classes of the 'F' file.
//
//===----------------------------------------------------------------------===//

let Predicates = [HasStdExtD] in {
def FLD : Load_ri<0b011, "fld", FPR64, OPC_LOAD_FP>;
def FSD : Store_rri<0b011, "fsd", FPR64, OPC_STORE_FP>;

def FMADD_D  : FPFMA_rrr_frm<OPC_MADD, FMT_D, "fmadd.d", FPR64>;
def FMSUB_D  : FPFMA_rrr_frm<OPC_MSUB, FMT_D, "fmsub.d", FPR64>;
def FNMSUB_D : FPFMA_rrr_frm<OPC_NMSUB, FMT_D, "fnmsub.d", FPR64>;
def FNMADD_D : FPFMA_rrr_frm<OPC_NMADD, FMT_D, "fnmadd.d", FPR64>;

def FADD_D : FPALU_rr_frm<0b0000001, "fadd.d", FPR64, true>;
def FSUB_D : FPALU_rr_frm<0b0000101, "fsub.d", FPR64>;
def FMUL_D : FPALU_rr_frm<0b0001001, "fmul.d", FPR64, true>;
def FDIV_D : FPALU_rr_frm<0b0001101, "fdiv.d", FPR64>;
def FSQRT_D : FPUnaryOp_r_frm<0b0101101, 0b00000, FPR64, FPR64, "fsqrt.d">;

def FSGNJ_D  : FPALU_rr<0b0010001, 0b000, "fsgnj.d", FPR64>;
def FSGNJN_D : FPALU_rr<0b0010001, 0b001, "fsgnjn.d", FPR64>;
def FSGNJX_D : FPALU_rr<0b0010001, 0b010, "fsgnjx.d", FPR64>;
def FMIN_D   : FPALU_rr<0b0010101, 0b000, "fmin.d", FPR64, true>;
def FMAX_D   : FPALU_rr<0b0010101, 0b001, "fmax.d", FPR64, true>;

def FCVT_S_D : FPUnaryOp_r_frm<0b0100000, 0b00001, FPR32, FPR64, "fcvt.s.d">;
def FCVT_D_S : FPUnaryOp_r_frmlegacy<0b0100001, 0b00000, FPR64, FPR32, "fcvt.d.s">;

def FEQ_D : FPCmp_rr<0b1010001, 0b010, "feq.d", FPR64, true>;
def FLT_D : FPCmp_rr<0b1010001, 0b001, "flt.d", FPR64>;
def FLE_D : FPCmp_rr<0b1010001, 0b000, "fle.d", FPR64>;

def FCLASS_D : FPUnaryOp_r<0b1110001, 0b00000, 0b001, GPR, FPR64, "fclass.d">;

def FCVT_W_D  : FPUnaryOp_r_frm<0b1100001, 0b00000, GPR, FPR64, "fcvt.w.d">;
def FCVT_WU_D : FPUnaryOp_r_frm<0b1100001, 0b00001, GPR, FPR64, "fcvt.wu.d">;
def FCVT_D_W  : FPUnaryOp_r_frmlegacy<0b1101001, 0b00000, FPR64, GPR, "fcvt.d.w">;
def FCVT_D_WU : FPUnaryOp_r_frmlegacy<0b1101001, 0b00001, FPR64, GPR, "fcvt.d.wu">;
}

let Predicates = [HasStdExtD, IsRV64] in {
def FCVT_L_D  : FPUnaryOp_r_frm<0b1100001, 0b00010, GPR, FPR64, "fcvt.l.d">;
def FCVT_LU_D : FPUnaryOp_r_frm<0b1100001, 0b00011, GPR, FPR64, "fcvt.lu.d">;
def FMV_X_D   : FPUnaryOp_r<0b1110001, 0b00000, 0b000, GPR, FPR64, "fmv.x.d">;
def FCVT_D_L  : FPUnaryOp_r_frm<0b1101001, 0b00010, FPR64, GPR, "fcvt.d.l">;
def FCVT_D_LU : FPUnaryOp_r_frm<0b1101001, 0b00011, FPR64, GPR, "fcvt.d.lu">;
def FMV_D_X   : FPUnaryOp_r<0b1111001, 0b00000, 0b000, FPR64, GPR, "fmv.d.x">;
}

let Predicates = [HasStdExtD] in {
def : InstAlias<"fld $rd, (${rs1})", (FLD FPR64:$rd, GPR:$rs1, 0), 0>;
def : InstAlias<"fsd $rs2, (${rs1})", (FSD FPR64:$rs2, GPR:$rs1, 0), 0>;
def : InstAlias<"fmv.d $rd, $rs", (FSGNJ_D FPR64:$rd, FPR64:$rs, FPR64:$rs)>;
def : InstAlias<"fabs.d $rd, $rs", (FSGNJX_D FPR64:$rd, FPR64:$rs, FPR64:$rs)>;
def : InstAlias<"fneg.d $rd, $rs", (FSGNJN_D FPR64:$rd, FPR64:$rs, FPR64:$rs)>;
def : InstAlias<"fgt.d $rd, $rs, $rt", (FLT_D GPR:$rd, FPR64:$rt, FPR64:$rs), 0>;
def : InstAlias<"fge.d $rd, $rs, $rt", (FLE_D GPR:$rd, FPR64:$rt, FPR64:$rs), 0>;

def PseudoFLD : PseudoFloatLoad<"fld", FPR64>;
def PseudoFSD : PseudoStore<"fsd", FPR64>;
}

//===----------------------------------------------------------------------===//
// Selection patterns (the shared ones are FPPats in RISCVInstrInfoF.td).
//===----------------------------------------------------------------------===//

let Predicates = [HasStdExtD, IsRV64] in {
defm : FPPats<f64, FPR64, FADD_D, FSUB_D, FMUL_D, FDIV_D, FSQRT_D, FMADD_D,
              FMSUB_D, FNMSUB_D, FNMADD_D, FSGNJ_D, FSGNJN_D, FSGNJX_D, FMIN_D,
              FMAX_D, FEQ_D, FLT_D, FLE_D, FCVT_W_D, FCVT_WU_D, FCVT_L_D,
              FCVT_LU_D, FCVT_D_L, FCVT_D_LU, FLD, FSD>;
defm : FPMovePats<f64, FPR64, FMV_X_D, FMV_D_X>;
}

// RV32 has no move between an FPR64 and one GPR: +0.0 is converted from x0, and i64
// bitcasts go through the stack (the legalizer splits them).
let Predicates = [HasStdExtD, IsRV32] in {
defm : FPPats<f64, FPR64, FADD_D, FSUB_D, FMUL_D, FDIV_D, FSQRT_D, FMADD_D,
              FMSUB_D, FNMSUB_D, FNMADD_D, FSGNJ_D, FSGNJN_D, FSGNJX_D, FMIN_D,
              FMAX_D, FEQ_D, FLT_D, FLE_D, FCVT_W_D, FCVT_WU_D, FCVT_W_D,
              FCVT_WU_D, FCVT_D_W, FCVT_D_WU, FLD, FSD>;
def : Pat<(f64 fpimm0), (FCVT_D_W X0, 0)>;
}

let Predicates = [HasStdExtD] in {

def : Pat<(fpextend FPR32:$a), (FCVT_D_S $a, 7)>;
def : Pat<(fpround FPR64:$a), (FCVT_S_D $a, 7)>;
// The sign from the other precision: convert it (the sign survives).
def : Pat<(fcopysign FPR32:$a, FPR64:$b), (FSGNJ_S $a, (FCVT_S_D $b, 7))>;
def : Pat<(fcopysign FPR64:$a, FPR32:$b), (FSGNJ_D $a, (FCVT_D_S $b, 7))>;
}
