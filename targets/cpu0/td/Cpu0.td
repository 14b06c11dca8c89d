//===- Cpu0.td - the Cpu0 target description --------------------*- tablegen -*-===//
//
// The root of kiln's Cpu0 description: kiln's base schema, then the Cpu0 files.
// The target crate's build.rs runs kiln's TableGen backends over this file.
//
//===----------------------------------------------------------------------===//

include "Target.td"

include "Cpu0RegisterInfo.td"
