//===- X86RegisterInfo.td - x86-64 registers --------------------*- tablegen -*-===//
//
// The x86-64 registers: the 8/16/32/64-bit general-purpose registers (with AH..DH
// and the artificial upper halves that make the sub-register relation exact),
// RIP/EIP/IP, EFLAGS, the vector registers XMM0-31 within YMM0-31 within ZMM0-31,
// the x87 stack ST0-7 (with the FP0-7 registers kiln allocates before stackifying),
// MMX MM0-7, the segment registers and the x87/SSE control registers. Encodings are
// the ModRM/REX/EVEX register numbers; DWARF numbers are those of the x86-64 psABI
// (RAX 0, RDX 1, RCX 2, RBX 3, RSI 4, RDI 5, RBP 6, RSP 7, R8-R15 8-15, RIP 16,
// XMM0-15 17-32, ST0-7 33-40, MM0-7 41-48, RFLAGS 49, ES CS SS DS FS GS 50-55,
// FS.base 58, GS.base 59, MXCSR 64, FCW 65, FSW 66, XMM16-31 67-82).
//
//===----------------------------------------------------------------------===//

let Namespace = "X86" in {
  def sub_8bit          : SubRegIndex<8>;
  def sub_8bit_hi       : SubRegIndex<8, 8>;
  // The upper byte of SI, DI, BP, SP and R8W-R15W, which no instruction can name.
  def sub_8bit_hi_phony : SubRegIndex<8, 8>;
  def sub_16bit         : SubRegIndex<16>;
  def sub_16bit_hi      : SubRegIndex<16, 16>;
  def sub_32bit         : SubRegIndex<32>;
  def sub_xmm           : SubRegIndex<128>;
  def sub_ymm           : SubRegIndex<256>;
}

/// An x86 register with encoding `Enc` and sub-registers `subregs`.
class X86Reg<string n, bits<16> Enc, list<Register> subregs = []> : Register<n> {
  let Namespace = "X86";
  let HWEncoding = Enc;
  let SubRegs = subregs;
}

//===----------------------------------------------------------------------===//
// 8-bit registers.
//===----------------------------------------------------------------------===//

def AL : X86Reg<"al", 0>;
def DL : X86Reg<"dl", 2>;
def CL : X86Reg<"cl", 1>;
def BL : X86Reg<"bl", 3>;

def AH : X86Reg<"ah", 4>;
def DH : X86Reg<"dh", 6>;
def CH : X86Reg<"ch", 5>;
def BH : X86Reg<"bh", 7>;

// Low bytes of SI, DI, BP, SP (need a REX prefix).
let CostPerUse = [1] in {
def SIL : X86Reg<"sil", 6>;
def DIL : X86Reg<"dil", 7>;
def BPL : X86Reg<"bpl", 5>;
def SPL : X86Reg<"spl", 4>;

def R8B  : X86Reg<"r8b",  8>;
def R9B  : X86Reg<"r9b",  9>;
def R10B : X86Reg<"r10b", 10>;
def R11B : X86Reg<"r11b", 11>;
def R12B : X86Reg<"r12b", 12>;
def R13B : X86Reg<"r13b", 13>;
def R14B : X86Reg<"r14b", 14>;
def R15B : X86Reg<"r15b", 15>;
}

// The artificial upper bytes of the 16-bit registers that have no AH-like name,
// and the artificial upper 16 bits of the 32-bit registers. They give every bit
// of a 16/32-bit register a register unit of its own, so writing AX is not
// mistaken for writing all of EAX.
let isArtificial = true in {
def SIH : X86Reg<"", -1>;
def DIH : X86Reg<"", -1>;
def BPH : X86Reg<"", -1>;
def SPH : X86Reg<"", -1>;
def R8BH  : X86Reg<"", -1>;
def R9BH  : X86Reg<"", -1>;
def R10BH : X86Reg<"", -1>;
def R11BH : X86Reg<"", -1>;
def R12BH : X86Reg<"", -1>;
def R13BH : X86Reg<"", -1>;
def R14BH : X86Reg<"", -1>;
def R15BH : X86Reg<"", -1>;

def HAX : X86Reg<"", -1>;
def HDX : X86Reg<"", -1>;
def HCX : X86Reg<"", -1>;
def HBX : X86Reg<"", -1>;
def HSI : X86Reg<"", -1>;
def HDI : X86Reg<"", -1>;
def HBP : X86Reg<"", -1>;
def HSP : X86Reg<"", -1>;
def HIP : X86Reg<"", -1>;
def R8WH  : X86Reg<"", -1>;
def R9WH  : X86Reg<"", -1>;
def R10WH : X86Reg<"", -1>;
def R11WH : X86Reg<"", -1>;
def R12WH : X86Reg<"", -1>;
def R13WH : X86Reg<"", -1>;
def R14WH : X86Reg<"", -1>;
def R15WH : X86Reg<"", -1>;
}

//===----------------------------------------------------------------------===//
// 16-bit registers.
//===----------------------------------------------------------------------===//

let SubRegIndices = [sub_8bit, sub_8bit_hi], CoveredBySubRegs = true in {
def AX : X86Reg<"ax", 0, [AL, AH]>;
def DX : X86Reg<"dx", 2, [DL, DH]>;
def CX : X86Reg<"cx", 1, [CL, CH]>;
def BX : X86Reg<"bx", 3, [BL, BH]>;
}
let SubRegIndices = [sub_8bit, sub_8bit_hi_phony], CoveredBySubRegs = true in {
def SI : X86Reg<"si", 6, [SIL, SIH]>;
def DI : X86Reg<"di", 7, [DIL, DIH]>;
def BP : X86Reg<"bp", 5, [BPL, BPH]>;
def SP : X86Reg<"sp", 4, [SPL, SPH]>;
}
def IP : X86Reg<"ip", 0>;

let SubRegIndices = [sub_8bit, sub_8bit_hi_phony], CoveredBySubRegs = true,
    CostPerUse = [1] in {
def R8W  : X86Reg<"r8w",  8,  [R8B,  R8BH]>;
def R9W  : X86Reg<"r9w",  9,  [R9B,  R9BH]>;
def R10W : X86Reg<"r10w", 10, [R10B, R10BH]>;
def R11W : X86Reg<"r11w", 11, [R11B, R11BH]>;
def R12W : X86Reg<"r12w", 12, [R12B, R12BH]>;
def R13W : X86Reg<"r13w", 13, [R13B, R13BH]>;
def R14W : X86Reg<"r14w", 14, [R14B, R14BH]>;
def R15W : X86Reg<"r15w", 15, [R15B, R15BH]>;
}

//===----------------------------------------------------------------------===//
// 32-bit registers.
//===----------------------------------------------------------------------===//

let SubRegIndices = [sub_16bit, sub_16bit_hi], CoveredBySubRegs = true in {
def EAX : X86Reg<"eax", 0, [AX, HAX]>;
def EDX : X86Reg<"edx", 2, [DX, HDX]>;
def ECX : X86Reg<"ecx", 1, [CX, HCX]>;
def EBX : X86Reg<"ebx", 3, [BX, HBX]>;
def ESI : X86Reg<"esi", 6, [SI, HSI]>;
def EDI : X86Reg<"edi", 7, [DI, HDI]>;
def EBP : X86Reg<"ebp", 5, [BP, HBP]>;
def ESP : X86Reg<"esp", 4, [SP, HSP]>;
def EIP : X86Reg<"eip", 0, [IP, HIP]>;
}
let SubRegIndices = [sub_16bit, sub_16bit_hi], CoveredBySubRegs = true,
    CostPerUse = [1] in {
def R8D  : X86Reg<"r8d",  8,  [R8W,  R8WH]>;
def R9D  : X86Reg<"r9d",  9,  [R9W,  R9WH]>;
def R10D : X86Reg<"r10d", 10, [R10W, R10WH]>;
def R11D : X86Reg<"r11d", 11, [R11W, R11WH]>;
def R12D : X86Reg<"r12d", 12, [R12W, R12WH]>;
def R13D : X86Reg<"r13d", 13, [R13W, R13WH]>;
def R14D : X86Reg<"r14d", 14, [R14W, R14WH]>;
def R15D : X86Reg<"r15d", 15, [R15W, R15WH]>;
}

//===----------------------------------------------------------------------===//
// 64-bit registers.
//===----------------------------------------------------------------------===//

let SubRegIndices = [sub_32bit] in {
def RAX : X86Reg<"rax", 0, [EAX]>, DwarfRegNum<[0]>;
def RDX : X86Reg<"rdx", 2, [EDX]>, DwarfRegNum<[1]>;
def RCX : X86Reg<"rcx", 1, [ECX]>, DwarfRegNum<[2]>;
def RBX : X86Reg<"rbx", 3, [EBX]>, DwarfRegNum<[3]>;
def RSI : X86Reg<"rsi", 6, [ESI]>, DwarfRegNum<[4]>;
def RDI : X86Reg<"rdi", 7, [EDI]>, DwarfRegNum<[5]>;
def RBP : X86Reg<"rbp", 5, [EBP]>, DwarfRegNum<[6]>;
def RSP : X86Reg<"rsp", 4, [ESP]>, DwarfRegNum<[7]>;
def RIP : X86Reg<"rip", 0, [EIP]>, DwarfRegNum<[16]>;

let CostPerUse = [1] in {
def R8  : X86Reg<"r8",  8,  [R8D]>,  DwarfRegNum<[8]>;
def R9  : X86Reg<"r9",  9,  [R9D]>,  DwarfRegNum<[9]>;
def R10 : X86Reg<"r10", 10, [R10D]>, DwarfRegNum<[10]>;
def R11 : X86Reg<"r11", 11, [R11D]>, DwarfRegNum<[11]>;
def R12 : X86Reg<"r12", 12, [R12D]>, DwarfRegNum<[12]>;
def R13 : X86Reg<"r13", 13, [R13D]>, DwarfRegNum<[13]>;
def R14 : X86Reg<"r14", 14, [R14D]>, DwarfRegNum<[14]>;
def R15 : X86Reg<"r15", 15, [R15D]>, DwarfRegNum<[15]>;
}
}

/// The flags register (RFLAGS in the psABI's DWARF numbering).
def EFLAGS : X86Reg<"flags", 0>, DwarfRegNum<[49]>;

//===----------------------------------------------------------------------===//
// Vector registers: XMMn is the low half of YMMn, which is the low half of ZMMn.
//===----------------------------------------------------------------------===//

foreach i = 0...31 in {
  def XMM#i : X86Reg<"xmm"#i, i>,
              DwarfRegNum<[!if(!lt(i, 16), !add(17, i), !add(67, !sub(i, 16)))]> {
    let CostPerUse = [!if(!ge(i, 8), 1, 0)];
  }
  let SubRegIndices = [sub_xmm] in
  def YMM#i : X86Reg<"ymm"#i, i, [!cast<X86Reg>("XMM"#i)]>,
              DwarfRegAlias<!cast<X86Reg>("XMM"#i)>;
  let SubRegIndices = [sub_ymm] in
  def ZMM#i : X86Reg<"zmm"#i, i, [!cast<X86Reg>("YMM"#i)]>,
              DwarfRegAlias<!cast<X86Reg>("XMM"#i)>;
}

//===----------------------------------------------------------------------===//
// x87, MMX, segment and control registers.
//===----------------------------------------------------------------------===//

// The x87 register stack, as instructions name it (st(0) is the top).
foreach i = 0...7 in
  def ST#i : X86Reg<"st("#i#")", i>, DwarfRegNum<[!add(33, i)]>;
// Flat x87 registers for register allocation, rewritten to stack slots later.
foreach i = 0...7 in
  def FP#i : X86Reg<"fp"#i, 0>;
// MMX registers (aliasing the x87 mantissas in hardware; kept apart here as LLVM
// does).
foreach i = 0...7 in
  def MM#i : X86Reg<"mm"#i, i>, DwarfRegNum<[!add(41, i)]>;

def ES : X86Reg<"es", 0>, DwarfRegNum<[50]>;
def CS : X86Reg<"cs", 1>, DwarfRegNum<[51]>;
def SS : X86Reg<"ss", 2>, DwarfRegNum<[52]>;
def DS : X86Reg<"ds", 3>, DwarfRegNum<[53]>;
def FS : X86Reg<"fs", 4>, DwarfRegNum<[54]>;
def GS : X86Reg<"gs", 5>, DwarfRegNum<[55]>;
def FS_BASE : X86Reg<"fs.base", 0>, DwarfRegNum<[58]>;
def GS_BASE : X86Reg<"gs.base", 0>, DwarfRegNum<[59]>;

/// The SSE control and status register.
def MXCSR : X86Reg<"mxcsr", 0>, DwarfRegNum<[64]>;
/// The x87 control word and status word.
def FPCW : X86Reg<"fpcr", 0>, DwarfRegNum<[65]>;
def FPSW : X86Reg<"fpsr", 0>, DwarfRegNum<[66]>;
/// The direction flag, tracked apart from EFLAGS.
def DF : X86Reg<"dirflag", 0>;

//===----------------------------------------------------------------------===//
// Register classes, in allocation order.
//===----------------------------------------------------------------------===//

def GR8 : RegisterClass<"X86", [i8], 8,
                        (add AL, CL, DL, AH, CH, DH, BL, BH, SIL, DIL, BPL, SPL,
                             R8B, R9B, R10B, R11B, R14B, R15B, R12B, R13B)>;
def GR8_NOREX : RegisterClass<"X86", [i8], 8, (trunc GR8, 8)>;
def GR8_ABCD_L : RegisterClass<"X86", [i8], 8, (add AL, CL, DL, BL)>;
def GR8_ABCD_H : RegisterClass<"X86", [i8], 8, (add AH, CH, DH, BH)>;

def GR16 : RegisterClass<"X86", [i16], 16,
                         (add AX, CX, DX, SI, DI, BX, BP, SP,
                              R8W, R9W, R10W, R11W, R14W, R15W, R12W, R13W)>;
def GR16_NOREX : RegisterClass<"X86", [i16], 16, (trunc GR16, 8)>;
def GR16_ABCD : RegisterClass<"X86", [i16], 16, (add AX, CX, DX, BX)>;

def GR32 : RegisterClass<"X86", [i32], 32,
                         (add EAX, ECX, EDX, ESI, EDI, EBX, EBP, ESP,
                              R8D, R9D, R10D, R11D, R14D, R15D, R12D, R13D)>;
def GR32_NOSP : RegisterClass<"X86", [i32], 32, (sub GR32, ESP)>;
def GR32_NOREX : RegisterClass<"X86", [i32], 32, (trunc GR32, 8)>;
def GR32_NOREX_NOSP : RegisterClass<"X86", [i32], 32, (and GR32_NOREX, GR32_NOSP)>;
def GR32_ABCD : RegisterClass<"X86", [i32], 32, (add EAX, ECX, EDX, EBX)>;

// RIP is in GR64 so that addressing modes can name it; it is never allocated
// because it is reserved.
def GR64 : RegisterClass<"X86", [i64], 64,
                         (add RAX, RCX, RDX, RSI, RDI, R8, R9, R10, R11,
                              RBX, R14, R15, R12, R13, RBP, RSP, RIP)>;
def GR64_NOSP : RegisterClass<"X86", [i64], 64, (sub GR64, RSP, RIP)>;
def GR64_NOREX : RegisterClass<"X86", [i64], 64,
                               (add RAX, RCX, RDX, RSI, RDI, RBX, RBP, RSP, RIP)>;
def GR64_NOREX_NOSP : RegisterClass<"X86", [i64], 64, (and GR64_NOREX, GR64_NOSP)>;
def GR64_ABCD : RegisterClass<"X86", [i64], 64, (add RAX, RCX, RDX, RBX)>;
// Registers that survive a call under the System V ABI with no argument in them.
def GR64_TC : RegisterClass<"X86", [i64], 64,
                            (add RAX, RCX, RDX, RSI, RDI, R8, R9, R11)>;

def CCR : RegisterClass<"X86", [i32], 32, (add EFLAGS)> {
  let CopyCost = -1;
  let isAllocatable = false;
}

// SSE/AVX registers 0-15 (VEX-encodable) and, with the X suffix, 0-31 (EVEX).
def FR32 : RegisterClass<"X86", [f32], 32, (sequence "XMM%u", 0, 15)>;
def FR64 : RegisterClass<"X86", [f64], 64, (add FR32)>;
def VR128 : RegisterClass<"X86", [v4f32, v2f64, v16i8, v8i16, v4i32, v2i64, f128],
                          128, (add FR32)>;
def VR256 : RegisterClass<"X86", [v8f32, v4f64, v32i8, v16i16, v8i32, v4i64],
                          256, (sequence "YMM%u", 0, 15)>;
def FR32X : RegisterClass<"X86", [f32], 32, (sequence "XMM%u", 0, 31)>;
def FR64X : RegisterClass<"X86", [f64], 64, (add FR32X)>;
def VR128X : RegisterClass<"X86", [v4f32, v2f64, v16i8, v8i16, v4i32, v2i64, f128],
                           128, (add FR32X)>;
def VR256X : RegisterClass<"X86", [v8f32, v4f64, v32i8, v16i16, v8i32, v4i64],
                           256, (sequence "YMM%u", 0, 31)>;
def VR512 : RegisterClass<"X86", [v16f32, v8f64, v64i8, v32i16, v16i32, v8i64],
                          512, (sequence "ZMM%u", 0, 31)>;
def VR512_0_15 : RegisterClass<"X86", [v16f32, v8f64, v64i8, v32i16, v16i32, v8i64],
                               512, (sequence "ZMM%u", 0, 15)>;

// x87: FP0-FP6 are allocated (FP7 is scratch for the stackifier); ST0-7 are what
// instructions name.
def RFP32 : RegisterClass<"X86", [f32], 32, (sequence "FP%u", 0, 6)>;
def RFP64 : RegisterClass<"X86", [f64], 32, (add RFP32)>;
def RFP80 : RegisterClass<"X86", [f80], 32, (add RFP32)>;
def RST : RegisterClass<"X86", [f80, f64, f32], 32, (sequence "ST%u", 0, 7)> {
  let isAllocatable = false;
}
def VR64 : RegisterClass<"X86", [v1i64], 64, (sequence "MM%u", 0, 7)>;
def SEGMENT_REG : RegisterClass<"X86", [i16], 16, (add CS, DS, SS, ES, FS, GS)> {
  let isAllocatable = false;
}
