//===- X86InstrSSE.td - SSE and SSE2 ----------------------------*- tablegen -*-===//
//
// The x86-64 baseline's SSE/SSE2 instructions in their legacy (non-VEX) encodings:
// scalar and packed moves, scalar and packed arithmetic, sqrt, min/max, ucomis/comis,
// conversions, the logical operations, movd/movq between general and vector registers,
// and a first set of packed-integer and shuffle instructions.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Moves.
//===----------------------------------------------------------------------===//

/// movss/movsd: register merge, load, store.
multiclass ScalarMove<Prefix p, string m, RegisterClass rc, X86MemOperand mem> {
  let OpMap = TB, OpPrefix = p in {
    def rr : I<0x10, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2),
               m # "\t$src2, $dst"> { let Constraints = "$src1 = $dst"; }
    let mayLoad = true in
    def rm : I<0x10, MRMSrcMem, (outs rc:$dst), (ins mem:$src), m # "\t$src, $dst">;
    let mayStore = true in
    def mr : I<0x11, MRMDestMem, (outs), (ins mem:$dst, rc:$src), m # "\t$src, $dst">;
  }
}
defm MOVSS : ScalarMove<XS, "movss", FR32, f32mem>;
defm MOVSD : ScalarMove<XD, "movsd", FR64, f64mem>;

/// A full-register move: register, load (`lo`), store (`hi`).
multiclass VectorMove<bits<8> lo, bits<8> hi, Prefix p, string m> {
  let OpMap = TB, OpPrefix = p in {
    let isMoveReg = true in
    def rr : I<lo, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src), m # "\t$src, $dst">;
    let mayLoad = true in
    def rm : I<lo, MRMSrcMem, (outs VR128:$dst), (ins f128mem:$src), m # "\t$src, $dst">;
    let mayStore = true in
    def mr : I<hi, MRMDestMem, (outs), (ins f128mem:$dst, VR128:$src), m # "\t$src, $dst">;
  }
}
defm MOVAPS : VectorMove<0x28, 0x29, PS, "movaps">;
defm MOVAPD : VectorMove<0x28, 0x29, PD, "movapd">;
defm MOVUPS : VectorMove<0x10, 0x11, PS, "movups">;
defm MOVUPD : VectorMove<0x10, 0x11, PD, "movupd">;
defm MOVDQA : VectorMove<0x6F, 0x7F, PD, "movdqa">;
defm MOVDQU : VectorMove<0x6F, 0x7F, XS, "movdqu">;

// movd/movq between general and vector registers and memory.
let OpMap = TB in {
let OpPrefix = PD in {
def MOVDI2PDIrr : I<0x6E, MRMSrcReg, (outs VR128:$dst), (ins GR32:$src), "movd\t$src, $dst">;
def MOVPDI2DIrr : I<0x7E, MRMDestReg, (outs GR32:$dst), (ins VR128:$src), "movd\t$src, $dst">;
def MOV64toPQIrr : RI<0x6E, MRMSrcReg, (outs VR128:$dst), (ins GR64:$src), "movq\t$src, $dst">;
def MOVPQIto64rr : RI<0x7E, MRMDestReg, (outs GR64:$dst), (ins VR128:$src), "movq\t$src, $dst">;
let mayLoad = true in
def MOVDI2PDIrm : I<0x6E, MRMSrcMem, (outs VR128:$dst), (ins i32mem:$src), "movd\t$src, $dst">;
let mayStore = true in {
def MOVPDI2DImr : I<0x7E, MRMDestMem, (outs), (ins i32mem:$dst, VR128:$src), "movd\t$src, $dst">;
def MOVPQI2QImr : I<0xD6, MRMDestMem, (outs), (ins i64mem:$dst, VR128:$src), "movq\t$src, $dst">;
}
}
let OpPrefix = XS in {
def MOVZPQILo2PQIrr : I<0x7E, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src), "movq\t$src, $dst">;
let mayLoad = true in
def MOVQI2PQIrm : I<0x7E, MRMSrcMem, (outs VR128:$dst), (ins i64mem:$src), "movq\t$src, $dst">;
}
}

//===----------------------------------------------------------------------===//
// Arithmetic.
//===----------------------------------------------------------------------===//

/// A two-operand SSE operation `o` in its ss, sd, ps and pd forms (register and memory).
multiclass SSEBinOp<bits<8> o, string m, bit commutable> {
  let OpMap = TB, Constraints = "$src1 = $dst", isCommutable = commutable in {
    def SSrr : I<o, MRMSrcReg, (outs FR32:$dst), (ins FR32:$src1, FR32:$src2),
                 m # "ss\t$src2, $dst"> { let OpPrefix = XS; }
    def SDrr : I<o, MRMSrcReg, (outs FR64:$dst), (ins FR64:$src1, FR64:$src2),
                 m # "sd\t$src2, $dst"> { let OpPrefix = XD; }
    def PSrr : I<o, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2),
                 m # "ps\t$src2, $dst">;
    def PDrr : I<o, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2),
                 m # "pd\t$src2, $dst"> { let OpPrefix = PD; }
    let mayLoad = true in {
    def SSrm : I<o, MRMSrcMem, (outs FR32:$dst), (ins FR32:$src1, f32mem:$src2),
                 m # "ss\t$src2, $dst"> { let OpPrefix = XS; }
    def SDrm : I<o, MRMSrcMem, (outs FR64:$dst), (ins FR64:$src1, f64mem:$src2),
                 m # "sd\t$src2, $dst"> { let OpPrefix = XD; }
    def PSrm : I<o, MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, f128mem:$src2),
                 m # "ps\t$src2, $dst">;
    def PDrm : I<o, MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, f128mem:$src2),
                 m # "pd\t$src2, $dst"> { let OpPrefix = PD; }
    }
  }
}
defm ADD : SSEBinOp<0x58, "add", 1>;
defm MUL : SSEBinOp<0x59, "mul", 1>;
defm SUB : SSEBinOp<0x5C, "sub", 0>;
defm MIN : SSEBinOp<0x5D, "min", 0>;
defm DIV : SSEBinOp<0x5E, "div", 0>;
defm MAX : SSEBinOp<0x5F, "max", 0>;

let OpMap = TB in {
def SQRTSSr : I<0x51, MRMSrcReg, (outs FR32:$dst), (ins FR32:$src), "sqrtss\t$src, $dst"> { let OpPrefix = XS; }
def SQRTSDr : I<0x51, MRMSrcReg, (outs FR64:$dst), (ins FR64:$src), "sqrtsd\t$src, $dst"> { let OpPrefix = XD; }
let mayLoad = true in {
def SQRTSSm : I<0x51, MRMSrcMem, (outs FR32:$dst), (ins f32mem:$src), "sqrtss\t$src, $dst"> { let OpPrefix = XS; }
def SQRTSDm : I<0x51, MRMSrcMem, (outs FR64:$dst), (ins f64mem:$src), "sqrtsd\t$src, $dst"> { let OpPrefix = XD; }
}

// Compares into EFLAGS.
let Defs = [EFLAGS], isCompare = true in {
def UCOMISSrr : I<0x2E, MRMSrcReg, (outs), (ins FR32:$src1, FR32:$src2), "ucomiss\t$src2, $src1">;
def UCOMISDrr : I<0x2E, MRMSrcReg, (outs), (ins FR64:$src1, FR64:$src2), "ucomisd\t$src2, $src1"> {
  let OpPrefix = PD;
}
def COMISSrr : I<0x2F, MRMSrcReg, (outs), (ins FR32:$src1, FR32:$src2), "comiss\t$src2, $src1">;
def COMISDrr : I<0x2F, MRMSrcReg, (outs), (ins FR64:$src1, FR64:$src2), "comisd\t$src2, $src1"> {
  let OpPrefix = PD;
}
let mayLoad = true in {
def UCOMISSrm : I<0x2E, MRMSrcMem, (outs), (ins FR32:$src1, f32mem:$src2), "ucomiss\t$src2, $src1">;
def UCOMISDrm : I<0x2E, MRMSrcMem, (outs), (ins FR64:$src1, f64mem:$src2), "ucomisd\t$src2, $src1"> {
  let OpPrefix = PD;
}
}
}

// Conversions.
let OpPrefix = XS in {
def CVTSI2SSrr   : I<0x2A, MRMSrcReg, (outs FR32:$dst), (ins GR32:$src), "cvtsi2ss\t$src, $dst">;
def CVTSI642SSrr : RI<0x2A, MRMSrcReg, (outs FR32:$dst), (ins GR64:$src), "cvtsi2ss\t$src, $dst">;
def CVTTSS2SIrr   : I<0x2C, MRMSrcReg, (outs GR32:$dst), (ins FR32:$src), "cvttss2si\t$src, $dst">;
def CVTTSS2SI64rr : RI<0x2C, MRMSrcReg, (outs GR64:$dst), (ins FR32:$src), "cvttss2si\t$src, $dst">;
def CVTSS2SDrr : I<0x5A, MRMSrcReg, (outs FR64:$dst), (ins FR32:$src), "cvtss2sd\t$src, $dst">;
let mayLoad = true in {
def CVTSI2SSrm  : I<0x2A, MRMSrcMem, (outs FR32:$dst), (ins i32mem:$src), "cvtsi2ssl\t$src, $dst">;
def CVTSI642SSrm : RI<0x2A, MRMSrcMem, (outs FR32:$dst), (ins i64mem:$src), "cvtsi2ssq\t$src, $dst">;
def CVTSS2SDrm : I<0x5A, MRMSrcMem, (outs FR64:$dst), (ins f32mem:$src), "cvtss2sd\t$src, $dst">;
}
}
let OpPrefix = XD in {
def CVTSI2SDrr   : I<0x2A, MRMSrcReg, (outs FR64:$dst), (ins GR32:$src), "cvtsi2sd\t$src, $dst">;
def CVTSI642SDrr : RI<0x2A, MRMSrcReg, (outs FR64:$dst), (ins GR64:$src), "cvtsi2sd\t$src, $dst">;
def CVTTSD2SIrr   : I<0x2C, MRMSrcReg, (outs GR32:$dst), (ins FR64:$src), "cvttsd2si\t$src, $dst">;
def CVTTSD2SI64rr : RI<0x2C, MRMSrcReg, (outs GR64:$dst), (ins FR64:$src), "cvttsd2si\t$src, $dst">;
def CVTSD2SSrr : I<0x5A, MRMSrcReg, (outs FR32:$dst), (ins FR64:$src), "cvtsd2ss\t$src, $dst">;
let mayLoad = true in {
def CVTSI2SDrm  : I<0x2A, MRMSrcMem, (outs FR64:$dst), (ins i32mem:$src), "cvtsi2sdl\t$src, $dst">;
def CVTSI642SDrm : RI<0x2A, MRMSrcMem, (outs FR64:$dst), (ins i64mem:$src), "cvtsi2sdq\t$src, $dst">;
def CVTSD2SSrm : I<0x5A, MRMSrcMem, (outs FR32:$dst), (ins f64mem:$src), "cvtsd2ss\t$src, $dst">;
}
}
}

//===----------------------------------------------------------------------===//
// Logic, packed integers and shuffles (register and memory forms).
//===----------------------------------------------------------------------===//

/// A two-operand 128-bit operation `o` with mandatory prefix `p`.
multiclass PackedBinOp<bits<8> o, Prefix p, string m> {
  let OpMap = TB, OpPrefix = p, Constraints = "$src1 = $dst" in {
    def rr : I<o, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2), m # "\t$src2, $dst">;
    let mayLoad = true in
    def rm : I<o, MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, f128mem:$src2), m # "\t$src2, $dst">;
  }
}
defm ANDPS  : PackedBinOp<0x54, PS, "andps">;
defm ANDPD  : PackedBinOp<0x54, PD, "andpd">;
defm ANDNPS : PackedBinOp<0x55, PS, "andnps">;
defm ANDNPD : PackedBinOp<0x55, PD, "andnpd">;
defm ORPS   : PackedBinOp<0x56, PS, "orps">;
defm ORPD   : PackedBinOp<0x56, PD, "orpd">;
defm XORPS  : PackedBinOp<0x57, PS, "xorps">;
defm XORPD  : PackedBinOp<0x57, PD, "xorpd">;
defm PAND   : PackedBinOp<0xDB, PD, "pand">;
defm PANDN  : PackedBinOp<0xDF, PD, "pandn">;
defm POR    : PackedBinOp<0xEB, PD, "por">;
defm PXOR   : PackedBinOp<0xEF, PD, "pxor">;
defm PADDB  : PackedBinOp<0xFC, PD, "paddb">;
defm PADDW  : PackedBinOp<0xFD, PD, "paddw">;
defm PADDD  : PackedBinOp<0xFE, PD, "paddd">;
defm PADDQ  : PackedBinOp<0xD4, PD, "paddq">;
defm PSUBB  : PackedBinOp<0xF8, PD, "psubb">;
defm PSUBW  : PackedBinOp<0xF9, PD, "psubw">;
defm PSUBD  : PackedBinOp<0xFA, PD, "psubd">;
defm PSUBQ  : PackedBinOp<0xFB, PD, "psubq">;
defm PMULLW : PackedBinOp<0xD5, PD, "pmullw">;
defm PMULUDQ : PackedBinOp<0xF4, PD, "pmuludq">;
defm PCMPEQB : PackedBinOp<0x74, PD, "pcmpeqb">;
defm PCMPEQW : PackedBinOp<0x75, PD, "pcmpeqw">;
defm PCMPEQD : PackedBinOp<0x76, PD, "pcmpeqd">;
defm PCMPGTB : PackedBinOp<0x64, PD, "pcmpgtb">;
defm PCMPGTD : PackedBinOp<0x66, PD, "pcmpgtd">;
defm UNPCKLPS : PackedBinOp<0x14, PS, "unpcklps">;
defm UNPCKLPD : PackedBinOp<0x14, PD, "unpcklpd">;
defm UNPCKHPS : PackedBinOp<0x15, PS, "unpckhps">;
defm UNPCKHPD : PackedBinOp<0x15, PD, "unpckhpd">;
defm PUNPCKLBW : PackedBinOp<0x60, PD, "punpcklbw">;
defm PUNPCKLWD : PackedBinOp<0x61, PD, "punpcklwd">;
defm PUNPCKLDQ : PackedBinOp<0x62, PD, "punpckldq">;
defm PUNPCKLQDQ : PackedBinOp<0x6C, PD, "punpcklqdq">;
defm PUNPCKHQDQ : PackedBinOp<0x6D, PD, "punpckhqdq">;

let OpMap = TB in {
def PSHUFDri : Ii8<0x70, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, u8imm:$src2),
                   "pshufd\t$src2, $src1, $dst"> { let OpPrefix = PD; }
def PSHUFLWri : Ii8<0x70, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, u8imm:$src2),
                    "pshuflw\t$src2, $src1, $dst"> { let OpPrefix = XD; }
def PSHUFHWri : Ii8<0x70, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, u8imm:$src2),
                    "pshufhw\t$src2, $src1, $dst"> { let OpPrefix = XS; }
let mayLoad = true in
def PSHUFDmi : Ii8<0x70, MRMSrcMem, (outs VR128:$dst), (ins f128mem:$src1, u8imm:$src2),
                   "pshufd\t$src2, $src1, $dst"> { let OpPrefix = PD; }
def SHUFPSrri : Ii8<0xC6, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2, u8imm:$src3),
                    "shufps\t$src3, $src2, $dst"> { let Constraints = "$src1 = $dst"; }
def SHUFPDrri : Ii8<0xC6, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2, u8imm:$src3),
                    "shufpd\t$src3, $src2, $dst"> { let Constraints = "$src1 = $dst"; let OpPrefix = PD; }
}

//===----------------------------------------------------------------------===//
// Shifts of packed integers, compares with a predicate, partial moves, masks,
// packed conversions, word extract/insert.
//===----------------------------------------------------------------------===//

/// A packed shift by an immediate (66 0F 71/72/73 /n ib) and by a register (66 0F `rr`).
multiclass PackedShift<bits<8> immop, Format f, bits<8> regop, string m> {
  let OpMap = TB, OpPrefix = PD, Constraints = "$src1 = $dst" in {
    def ri : Ii8<immop, f, (outs VR128:$dst), (ins VR128:$src1, u8imm:$src2), m # "\t$src2, $dst">;
    def rr : I<regop, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2), m # "\t$src2, $dst">;
  }
}
defm PSRLW : PackedShift<0x71, MRM2r, 0xD1, "psrlw">;
defm PSRLD : PackedShift<0x72, MRM2r, 0xD2, "psrld">;
defm PSRLQ : PackedShift<0x73, MRM2r, 0xD3, "psrlq">;
defm PSRAW : PackedShift<0x71, MRM4r, 0xE1, "psraw">;
defm PSRAD : PackedShift<0x72, MRM4r, 0xE2, "psrad">;
defm PSLLW : PackedShift<0x71, MRM6r, 0xF1, "psllw">;
defm PSLLD : PackedShift<0x72, MRM6r, 0xF2, "pslld">;
defm PSLLQ : PackedShift<0x73, MRM6r, 0xF3, "psllq">;
let OpMap = TB, OpPrefix = PD, Constraints = "$src1 = $dst" in {
def PSRLDQri : Ii8<0x73, MRM3r, (outs VR128:$dst), (ins VR128:$src1, u8imm:$src2), "psrldq\t$src2, $dst">;
def PSLLDQri : Ii8<0x73, MRM7r, (outs VR128:$dst), (ins VR128:$src1, u8imm:$src2), "pslldq\t$src2, $dst">;
}

/// cmp`pred``s` (0F C2 /r with the predicate as a fixed immediate byte) in ss/sd/ps/pd.
multiclass SSECmp<bits<8> pred, string p> {
  let OpMap = TB, Constraints = "$src1 = $dst", HasFixedImm8 = true, FixedModRM = pred in {
    def SSrr : I<0xC2, MRMSrcReg, (outs FR32:$dst), (ins FR32:$src1, FR32:$src2),
                 "cmp" # p # "ss\t$src2, $dst"> { let OpPrefix = XS; }
    def SDrr : I<0xC2, MRMSrcReg, (outs FR64:$dst), (ins FR64:$src1, FR64:$src2),
                 "cmp" # p # "sd\t$src2, $dst"> { let OpPrefix = XD; }
    def PSrr : I<0xC2, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2),
                 "cmp" # p # "ps\t$src2, $dst">;
    def PDrr : I<0xC2, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2),
                 "cmp" # p # "pd\t$src2, $dst"> { let OpPrefix = PD; }
    let mayLoad = true in {
    def SSrm : I<0xC2, MRMSrcMem, (outs FR32:$dst), (ins FR32:$src1, f32mem:$src2),
                 "cmp" # p # "ss\t$src2, $dst"> { let OpPrefix = XS; }
    def SDrm : I<0xC2, MRMSrcMem, (outs FR64:$dst), (ins FR64:$src1, f64mem:$src2),
                 "cmp" # p # "sd\t$src2, $dst"> { let OpPrefix = XD; }
    def PSrm : I<0xC2, MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, f128mem:$src2),
                 "cmp" # p # "ps\t$src2, $dst">;
    def PDrm : I<0xC2, MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, f128mem:$src2),
                 "cmp" # p # "pd\t$src2, $dst"> { let OpPrefix = PD; }
    }
  }
}
defm CMPEQ    : SSECmp<0, "eq">;
defm CMPLT    : SSECmp<1, "lt">;
defm CMPLE    : SSECmp<2, "le">;
defm CMPUNORD : SSECmp<3, "unord">;
defm CMPNEQ   : SSECmp<4, "neq">;
defm CMPNLT   : SSECmp<5, "nlt">;
defm CMPNLE   : SSECmp<6, "nle">;
defm CMPORD   : SSECmp<7, "ord">;

// The low or high 64 bits: movlps/movhps/movlpd/movhpd (load merges, store), movhlps,
// movlhps.
/// A 64-bit half load (tied) and store.
multiclass HalfMove<bits<8> lo, Prefix p, string m> {
  let OpMap = TB, OpPrefix = p in {
    let Constraints = "$src1 = $dst", mayLoad = true in
    def rm : I<lo, MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, f64mem:$src2), m # "\t$src2, $dst">;
    let mayStore = true in
    def mr : I<!add(lo, 1), MRMDestMem, (outs), (ins f64mem:$dst, VR128:$src), m # "\t$src, $dst">;
  }
}
let OpMap = TB in {
defm MOVLPS : HalfMove<0x12, PS, "movlps">;
defm MOVLPD : HalfMove<0x12, PD, "movlpd">;
defm MOVHPS : HalfMove<0x16, PS, "movhps">;
defm MOVHPD : HalfMove<0x16, PD, "movhpd">;
let Constraints = "$src1 = $dst" in {
def MOVHLPSrr : I<0x12, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2), "movhlps\t$src2, $dst">;
def MOVLHPSrr : I<0x16, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2), "movlhps\t$src2, $dst">;
}
def MOVMSKPSrr : I<0x50, MRMSrcReg, (outs GR32:$dst), (ins VR128:$src), "movmskps\t$src, $dst">;
def MOVMSKPDrr : I<0x50, MRMSrcReg, (outs GR32:$dst), (ins VR128:$src), "movmskpd\t$src, $dst"> {
  let OpPrefix = PD;
}
def PMOVMSKBrr : I<0xD7, MRMSrcReg, (outs GR32:$dst), (ins VR128:$src), "pmovmskb\t$src, $dst"> {
  let OpPrefix = PD;
}
def PEXTRWrri : Ii8<0xC5, MRMSrcReg, (outs GR32:$dst), (ins VR128:$src1, u8imm:$src2),
                    "pextrw\t$src2, $src1, $dst"> { let OpPrefix = PD; }
def PINSRWrri : Ii8<0xC4, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, GR32:$src2, u8imm:$src3),
                    "pinsrw\t$src3, $src2, $dst"> { let OpPrefix = PD; let Constraints = "$src1 = $dst"; }
let mayLoad = true in {
def CVTTSS2SIrm : I<0x2C, MRMSrcMem, (outs GR32:$dst), (ins f32mem:$src), "cvttss2si\t$src, $dst"> { let OpPrefix = XS; }
def CVTTSS2SI64rm : RI<0x2C, MRMSrcMem, (outs GR64:$dst), (ins f32mem:$src), "cvttss2si\t$src, $dst"> { let OpPrefix = XS; }
def CVTTSD2SIrm : I<0x2C, MRMSrcMem, (outs GR32:$dst), (ins f64mem:$src), "cvttsd2si\t$src, $dst"> { let OpPrefix = XD; }
def CVTTSD2SI64rm : RI<0x2C, MRMSrcMem, (outs GR64:$dst), (ins f64mem:$src), "cvttsd2si\t$src, $dst"> { let OpPrefix = XD; }
}
}

/// A packed conversion `o` with prefix `p`, register and memory source.
multiclass PackedCvt<bits<8> o, Prefix p, string m> {
  let OpMap = TB, OpPrefix = p in {
    def rr : I<o, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src), m # "\t$src, $dst">;
    let mayLoad = true in
    def rm : I<o, MRMSrcMem, (outs VR128:$dst), (ins f128mem:$src), m # "\t$src, $dst">;
  }
}
defm CVTDQ2PD  : PackedCvt<0xE6, XS, "cvtdq2pd">;
defm CVTTPD2DQ : PackedCvt<0xE6, PD, "cvttpd2dq">;
defm CVTDQ2PS  : PackedCvt<0x5B, PS, "cvtdq2ps">;
defm CVTTPS2DQ : PackedCvt<0x5B, XS, "cvttps2dq">;
defm CVTPS2PD  : PackedCvt<0x5A, PS, "cvtps2pd">;
defm CVTPD2PS  : PackedCvt<0x5A, PD, "cvtpd2ps">;
defm SQRTPS    : PackedCvt<0x51, PS, "sqrtps">;
defm SQRTPD    : PackedCvt<0x51, PD, "sqrtpd">;

defm PMINUB  : PackedBinOp<0xDA, PD, "pminub">;
defm PMAXUB  : PackedBinOp<0xDE, PD, "pmaxub">;
defm PMINSW  : PackedBinOp<0xEA, PD, "pminsw">;
defm PMAXSW  : PackedBinOp<0xEE, PD, "pmaxsw">;
defm PMULHUW : PackedBinOp<0xE4, PD, "pmulhuw">;
defm PMULHW  : PackedBinOp<0xE5, PD, "pmulhw">;
defm PMADDWD : PackedBinOp<0xF5, PD, "pmaddwd">;
defm PAVGB   : PackedBinOp<0xE0, PD, "pavgb">;
defm PSADBW  : PackedBinOp<0xF6, PD, "psadbw">;
defm PCMPGTW : PackedBinOp<0x65, PD, "pcmpgtw">;
defm PACKSSWB : PackedBinOp<0x63, PD, "packsswb">;
defm PACKUSWB : PackedBinOp<0x67, PD, "packuswb">;
defm PACKSSDW : PackedBinOp<0x6B, PD, "packssdw">;
defm PUNPCKHBW : PackedBinOp<0x68, PD, "punpckhbw">;
defm PUNPCKHWD : PackedBinOp<0x69, PD, "punpckhwd">;
defm PUNPCKHDQ : PackedBinOp<0x6A, PD, "punpckhdq">;
defm PADDUSB : PackedBinOp<0xDC, PD, "paddusb">;
defm PADDUSW : PackedBinOp<0xDD, PD, "paddusw">;
defm PSUBUSB : PackedBinOp<0xD8, PD, "psubusb">;
defm PSUBUSW : PackedBinOp<0xD9, PD, "psubusw">;
defm PADDSB  : PackedBinOp<0xEC, PD, "paddsb">;
defm PADDSW  : PackedBinOp<0xED, PD, "paddsw">;
defm PSUBSB  : PackedBinOp<0xE8, PD, "psubsb">;
defm PSUBSW  : PackedBinOp<0xE9, PD, "psubsw">;
