//===- X86.td - the x86-64 target description -------------------*- tablegen -*-===//
//
// The root of kiln's x86-64 description: kiln's base schema, then the x86 files.
// Each target crate's build.rs runs kiln's TableGen backends over this file.
//
//===----------------------------------------------------------------------===//

include "Target.td"

include "X86RegisterInfo.td"
include "X86CallingConv.td"
include "X86InstrInfo.td"
include "X86InstrCompiler.td"
