//===- RISCV.td - the RISC-V target description -----------------*- tablegen -*-===//
//
// The root of kiln's RISC-V description: kiln's base schema, then the RISC-V
// files. The target crate's build.rs runs kiln's TableGen backends over this file.
// The instruction files are included after the register file.
//
//===----------------------------------------------------------------------===//

include "Target.td"

include "RISCVRegisterInfo.td"
include "RISCVCallingConv.td"

include "RISCVFeatures.td"
include "RISCVInstrInfo.td"
