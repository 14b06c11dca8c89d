//! The RISC-V MC tables generated from `td/RISCV.td` by kiln's TableGen backends
//! (instr_info, asm_writer, asm_matcher, code_emitter, disassembler, subtarget) in
//! `build.rs`. In: nothing. Out: [`TABLES`] and the opcode constants in [`opcodes`].
#![allow(clippy::all, missing_docs)]

use kiln_mc::instr_desc::*;

include!(concat!(env!("OUT_DIR"), "/RISCVGenInstrInfo.rs"));
include!(concat!(env!("OUT_DIR"), "/RISCVGenAsmWriter.rs"));
include!(concat!(env!("OUT_DIR"), "/RISCVGenAsmMatcher.rs"));
include!(concat!(env!("OUT_DIR"), "/RISCVGenMCCodeEmitter.rs"));
include!(concat!(env!("OUT_DIR"), "/RISCVGenDisassemblerTables.rs"));
include!(concat!(env!("OUT_DIR"), "/RISCVGenSubtargetInfo.rs"));
