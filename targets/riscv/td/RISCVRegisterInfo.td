//===- RISCVRegisterInfo.td - RISC-V registers ------------------*- tablegen -*-===//
//
// The RISC-V registers: X0-X31 with their ABI names (zero, ra, sp, ...) as
// alternative names; F0-F31 in three views, F<n>_H (16 bits, Zfh) inside F<n>_F
// (32 bits) inside F<n>_D (64 bits); the vector registers V0-V31 and their LMUL
// groups V<n>M2, V<n>M4, V<n>M8; and the CSRs that instructions read or write
// implicitly (VL, VTYPE, VLENB, VXSAT, VXRM, FRM, FFLAGS). DWARF numbers follow the
// RISC-V ELF psABI: x0-x31 0-31, f0-f31 32-63, v0-v31 96-127, CSRs 4096 + number.
//
// RV32 and RV64 share one description: the integer classes hold XLenVT, which is
// i32 in the default mode (RV32) and i64 in hardware mode RV64 (feature +64bit),
// with register and spill sizes chosen per mode by XLenRI.
//
//===----------------------------------------------------------------------===//

let Namespace = "RISCV" in {
  def sub_16 : SubRegIndex<16>;
  def sub_32 : SubRegIndex<32>;

  // The parts of vector register groups (sizes are in units of VLEN, unknown at
  // build time, hence -1).
  def sub_vrm4_0 : SubRegIndex<-1, -1>;
  def sub_vrm4_1 : SubRegIndex<-1, -1>;
  def sub_vrm2_0 : SubRegIndex<-1, -1>;
  def sub_vrm2_1 : SubRegIndex<-1, -1>;
  def sub_vrm2_2 : ComposedSubRegIndex<sub_vrm4_1, sub_vrm2_0>;
  def sub_vrm2_3 : ComposedSubRegIndex<sub_vrm4_1, sub_vrm2_1>;
  def sub_vrm1_0 : SubRegIndex<-1, -1>;
  def sub_vrm1_1 : SubRegIndex<-1, -1>;
  def sub_vrm1_2 : ComposedSubRegIndex<sub_vrm2_1, sub_vrm1_0>;
  def sub_vrm1_3 : ComposedSubRegIndex<sub_vrm2_1, sub_vrm1_1>;
  def sub_vrm1_4 : ComposedSubRegIndex<sub_vrm2_2, sub_vrm1_0>;
  def sub_vrm1_5 : ComposedSubRegIndex<sub_vrm2_2, sub_vrm1_1>;
  def sub_vrm1_6 : ComposedSubRegIndex<sub_vrm2_3, sub_vrm1_0>;
  def sub_vrm1_7 : ComposedSubRegIndex<sub_vrm2_3, sub_vrm1_1>;

  /// The ABI names of the registers (ra, sp, a0, ...).
  def ABIRegAltName : RegAltNameIndex;
}

/// A RISC-V register with encoding `Enc`, assembly name `n` and ABI names `alt`.
class RISCVReg<bits<5> Enc, string n, list<string> alt = []> : Register<n> {
  let HWEncoding{4-0} = Enc;
  let AltNames = alt;
  let Namespace = "RISCV";
}
/// A RISC-V register made of sub-registers.
class RISCVRegWithSubRegs<bits<5> Enc, string n, list<Register> subregs,
                          list<string> alt = []> : RegisterWithSubRegs<n, subregs> {
  let HWEncoding{4-0} = Enc;
  let AltNames = alt;
  let Namespace = "RISCV";
}

//===----------------------------------------------------------------------===//
// Hardware modes: XLEN is 32 by default and 64 with +64bit.
//===----------------------------------------------------------------------===//

def RV64 : HwMode<"+64bit">;
/// The type of an integer register: i32 on RV32, i64 on RV64.
def XLenVT : ValueTypeByHwMode<[DefaultMode, RV64], [i32, i64]>;
/// Register size, spill size and spill alignment of an integer register.
def XLenRI : RegInfoByHwMode<[DefaultMode, RV64],
                             [RegInfo<32, 32, 32>, RegInfo<64, 64, 64>]>;

/// An integer register class: XLenVT values, sized per hardware mode.
class GPRRegisterClass<dag regList>
    : RegisterClass<"RISCV", [XLenVT], 32, regList, ABIRegAltName> {
  let RegInfos = XLenRI;
}

//===----------------------------------------------------------------------===//
// Integer registers.
//===----------------------------------------------------------------------===//

let RegAltNameIndices = [ABIRegAltName] in {
  let isConstant = true in
  def X0  : RISCVReg<0, "x0", ["zero"]>, DwarfRegNum<[0]>;
  let CostPerUse = [0, 1] in {
  def X1  : RISCVReg<1, "x1", ["ra"]>, DwarfRegNum<[1]>;
  def X2  : RISCVReg<2, "x2", ["sp"]>, DwarfRegNum<[2]>;
  def X3  : RISCVReg<3, "x3", ["gp"]>, DwarfRegNum<[3]>;
  def X4  : RISCVReg<4, "x4", ["tp"]>, DwarfRegNum<[4]>;
  def X5  : RISCVReg<5, "x5", ["t0"]>, DwarfRegNum<[5]>;
  def X6  : RISCVReg<6, "x6", ["t1"]>, DwarfRegNum<[6]>;
  def X7  : RISCVReg<7, "x7", ["t2"]>, DwarfRegNum<[7]>;
  }
  def X8  : RISCVReg<8, "x8", ["s0", "fp"]>, DwarfRegNum<[8]>;
  def X9  : RISCVReg<9, "x9", ["s1"]>, DwarfRegNum<[9]>;
  def X10 : RISCVReg<10, "x10", ["a0"]>, DwarfRegNum<[10]>;
  def X11 : RISCVReg<11, "x11", ["a1"]>, DwarfRegNum<[11]>;
  def X12 : RISCVReg<12, "x12", ["a2"]>, DwarfRegNum<[12]>;
  def X13 : RISCVReg<13, "x13", ["a3"]>, DwarfRegNum<[13]>;
  def X14 : RISCVReg<14, "x14", ["a4"]>, DwarfRegNum<[14]>;
  def X15 : RISCVReg<15, "x15", ["a5"]>, DwarfRegNum<[15]>;
  let CostPerUse = [0, 1] in {
  def X16 : RISCVReg<16, "x16", ["a6"]>, DwarfRegNum<[16]>;
  def X17 : RISCVReg<17, "x17", ["a7"]>, DwarfRegNum<[17]>;
  def X18 : RISCVReg<18, "x18", ["s2"]>, DwarfRegNum<[18]>;
  def X19 : RISCVReg<19, "x19", ["s3"]>, DwarfRegNum<[19]>;
  def X20 : RISCVReg<20, "x20", ["s4"]>, DwarfRegNum<[20]>;
  def X21 : RISCVReg<21, "x21", ["s5"]>, DwarfRegNum<[21]>;
  def X22 : RISCVReg<22, "x22", ["s6"]>, DwarfRegNum<[22]>;
  def X23 : RISCVReg<23, "x23", ["s7"]>, DwarfRegNum<[23]>;
  def X24 : RISCVReg<24, "x24", ["s8"]>, DwarfRegNum<[24]>;
  def X25 : RISCVReg<25, "x25", ["s9"]>, DwarfRegNum<[25]>;
  def X26 : RISCVReg<26, "x26", ["s10"]>, DwarfRegNum<[26]>;
  def X27 : RISCVReg<27, "x27", ["s11"]>, DwarfRegNum<[27]>;
  def X28 : RISCVReg<28, "x28", ["t3"]>, DwarfRegNum<[28]>;
  def X29 : RISCVReg<29, "x29", ["t4"]>, DwarfRegNum<[29]>;
  def X30 : RISCVReg<30, "x30", ["t5"]>, DwarfRegNum<[30]>;
  def X31 : RISCVReg<31, "x31", ["t6"]>, DwarfRegNum<[31]>;
  }
}

//===----------------------------------------------------------------------===//
// Floating-point registers: F<n>_H in F<n>_F in F<n>_D.
//===----------------------------------------------------------------------===//

defvar FABINames = ["ft0", "ft1", "ft2", "ft3", "ft4", "ft5", "ft6", "ft7",
                    "fs0", "fs1", "fa0", "fa1", "fa2", "fa3", "fa4", "fa5",
                    "fa6", "fa7", "fs2", "fs3", "fs4", "fs5", "fs6", "fs7",
                    "fs8", "fs9", "fs10", "fs11", "ft8", "ft9", "ft10", "ft11"];

let RegAltNameIndices = [ABIRegAltName] in
foreach i = 0...31 in {
  def F#i#_H : RISCVReg<i, "f"#i, [FABINames[i]]>, DwarfRegNum<[!add(32, i)]>;
  let SubRegIndices = [sub_16] in
  def F#i#_F : RISCVRegWithSubRegs<i, "f"#i, [!cast<Register>("F"#i#"_H")],
                                   [FABINames[i]]>,
               DwarfRegAlias<!cast<Register>("F"#i#"_H")>;
  let SubRegIndices = [sub_32] in
  def F#i#_D : RISCVRegWithSubRegs<i, "f"#i, [!cast<Register>("F"#i#"_F")],
                                   [FABINames[i]]>,
               DwarfRegAlias<!cast<Register>("F"#i#"_H")>;
}

//===----------------------------------------------------------------------===//
// Vector registers and register groups.
//===----------------------------------------------------------------------===//

foreach i = 0...31 in
  def V#i : RISCVReg<i, "v"#i>, DwarfRegNum<[!add(96, i)]>;

foreach i = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30] in
  def V#i#M2 : RISCVRegWithSubRegs<i, "v"#i, [!cast<Register>("V"#i),
                                              !cast<Register>("V"#!add(i, 1))]>,
               DwarfRegAlias<!cast<Register>("V"#i)> {
    let SubRegIndices = [sub_vrm1_0, sub_vrm1_1];
    let CoveredBySubRegs = true;
  }

foreach i = [0, 4, 8, 12, 16, 20, 24, 28] in
  def V#i#M4 : RISCVRegWithSubRegs<i, "v"#i, [!cast<Register>("V"#i#"M2"),
                                              !cast<Register>("V"#!add(i, 2)#"M2")]>,
               DwarfRegAlias<!cast<Register>("V"#i)> {
    let SubRegIndices = [sub_vrm2_0, sub_vrm2_1];
    let CoveredBySubRegs = true;
  }

foreach i = [0, 8, 16, 24] in
  def V#i#M8 : RISCVRegWithSubRegs<i, "v"#i, [!cast<Register>("V"#i#"M4"),
                                              !cast<Register>("V"#!add(i, 4)#"M4")]>,
               DwarfRegAlias<!cast<Register>("V"#i)> {
    let SubRegIndices = [sub_vrm4_0, sub_vrm4_1];
    let CoveredBySubRegs = true;
  }

//===----------------------------------------------------------------------===//
// CSRs read or written implicitly.
//===----------------------------------------------------------------------===//

def VL     : RISCVReg<0, "vl">,     DwarfRegNum<[!add(4096, 0xC20)]>;
def VTYPE  : RISCVReg<0, "vtype">,  DwarfRegNum<[!add(4096, 0xC21)]>;
def VLENB  : RISCVReg<0, "vlenb">,  DwarfRegNum<[!add(4096, 0xC22)]> {
  let isConstant = true;
}
def VXSAT  : RISCVReg<0, "vxsat">,  DwarfRegNum<[!add(4096, 0x009)]>;
def VXRM   : RISCVReg<0, "vxrm">,   DwarfRegNum<[!add(4096, 0x00A)]>;
def FRM    : RISCVReg<0, "frm">,    DwarfRegNum<[!add(4096, 0x002)]>;
def FFLAGS : RISCVReg<0, "fflags">, DwarfRegNum<[!add(4096, 0x001)]>;

//===----------------------------------------------------------------------===//
// Integer register classes, in allocation order: temporaries and arguments
// first, then callee-saved, then the reserved registers.
//===----------------------------------------------------------------------===//

def GPR : GPRRegisterClass<(add (sequence "X%u", 10, 17), (sequence "X%u", 5, 7),
                                 (sequence "X%u", 28, 31), (sequence "X%u", 8, 9),
                                 (sequence "X%u", 18, 27), (sequence "X%u", 0, 4))>;
def GPRX0 : GPRRegisterClass<(add X0)>;
def GPRNoX0 : GPRRegisterClass<(sub GPR, X0)>;
def GPRNoX0X2 : GPRRegisterClass<(sub GPR, X0, X2)>;
// x8-x15, the registers compressed instructions can name.
def GPRC : GPRRegisterClass<(add (sequence "X%u", 10, 15), (sequence "X%u", 8, 9))>;
// Registers an indirect tail call may jump through (caller-saved, not ra).
def GPRTC : GPRRegisterClass<(add (sequence "X%u", 6, 7), (sequence "X%u", 10, 17),
                                  (sequence "X%u", 28, 31))>;
def SP : GPRRegisterClass<(add X2)>;

//===----------------------------------------------------------------------===//
// Floating-point register classes.
//===----------------------------------------------------------------------===//

def FPR16 : RegisterClass<"RISCV", [f16, bf16], 16,
                          (add (sequence "F%u_H", 15, 10), (sequence "F%u_H", 0, 7),
                               (sequence "F%u_H", 16, 17), (sequence "F%u_H", 28, 31),
                               (sequence "F%u_H", 8, 9), (sequence "F%u_H", 18, 27)),
                          ABIRegAltName>;
def FPR32 : RegisterClass<"RISCV", [f32], 32,
                          (add (sequence "F%u_F", 15, 10), (sequence "F%u_F", 0, 7),
                               (sequence "F%u_F", 16, 17), (sequence "F%u_F", 28, 31),
                               (sequence "F%u_F", 8, 9), (sequence "F%u_F", 18, 27)),
                          ABIRegAltName>;
def FPR32C : RegisterClass<"RISCV", [f32], 32,
                           (add (sequence "F%u_F", 15, 10), (sequence "F%u_F", 8, 9)),
                           ABIRegAltName>;
def FPR64 : RegisterClass<"RISCV", [f64], 64,
                          (add (sequence "F%u_D", 15, 10), (sequence "F%u_D", 0, 7),
                               (sequence "F%u_D", 16, 17), (sequence "F%u_D", 28, 31),
                               (sequence "F%u_D", 8, 9), (sequence "F%u_D", 18, 27)),
                          ABIRegAltName> {
  // kiln's allocation order for the floating-point registers (f32 and f64 values
  // share them): the argument registers fa0-fa7 first, then ft0-ft11, then the
  // callee-saved fs0-fs11. The member order above is LLVM's.
  let AltOrders = [(add (sequence "F%u_D", 10, 17), (sequence "F%u_D", 0, 7),
                        (sequence "F%u_D", 28, 31), (sequence "F%u_D", 8, 9),
                        (sequence "F%u_D", 18, 27))];
}
def FPR64C : RegisterClass<"RISCV", [f64], 64,
                           (add (sequence "F%u_D", 15, 10), (sequence "F%u_D", 8, 9)),
                           ABIRegAltName>;

//===----------------------------------------------------------------------===//
// Vector register classes (LMUL 1, 2, 4, 8) and the mask register v0.
//===----------------------------------------------------------------------===//

// Sizes are those of one LMUL=1 register group at the minimum VLEN of 64 bits.
def VR : RegisterClass<"RISCV", [nxv8i8, nxv4i16, nxv2i32, nxv1i64, nxv2f32, nxv1f64],
                       64, (add (sequence "V%u", 8, 31), (sequence "V%u", 0, 7))> {
  let Size = 64;
}
def VRNoV0 : RegisterClass<"RISCV", [nxv8i8, nxv4i16, nxv2i32, nxv1i64], 64,
                           (sub VR, V0)> {
  let Size = 64;
}
def VRM2 : RegisterClass<"RISCV", [untyped], 64,
                         (add (sequence "V%uM2", 8, 31, 2), (sequence "V%uM2", 0, 7, 2))> {
  let Size = 128;
}
def VRM4 : RegisterClass<"RISCV", [untyped], 64,
                         (add V8M4, V12M4, V16M4, V20M4, V24M4, V28M4, V0M4, V4M4)> {
  let Size = 256;
}
def VRM8 : RegisterClass<"RISCV", [untyped], 64, (add V8M8, V16M8, V24M8, V0M8)> {
  let Size = 512;
}
def VMV0 : RegisterClass<"RISCV", [nxv8i8], 64, (add V0)> {
  let Size = 64;
}

def VCSR : GPRRegisterClass<(add VL, VTYPE, VLENB, VXSAT, VXRM)> {
  let isAllocatable = false;
}
def FCSR : GPRRegisterClass<(add FRM, FFLAGS)> {
  let isAllocatable = false;
}
