//===- AArch64.td - the AArch64 target description --------------*- tablegen -*-===//
//
// The root of kiln's AArch64 description: kiln's base schema, then the AArch64
// files. The target crate's build.rs runs kiln's TableGen backends over this file.
//
//===----------------------------------------------------------------------===//

include "Target.td"

include "AArch64Features.td"
include "AArch64RegisterInfo.td"
include "AArch64InstrInfo.td"
include "AArch64CallingConv.td"
include "AArch64InstrPatterns.td"
