//! The AArch64 MC tables generated from `td/AArch64.td` by kiln's TableGen backends
//! (instr_info, asm_writer, asm_matcher, code_emitter, disassembler, subtarget) in
//! `build.rs`. In: nothing. Out: [`TABLES`] and the opcode constants in [`opcodes`].
#![allow(clippy::all, missing_docs, unused_variables)]

use kiln_mc::instr_desc::*;

kiln_mc::include_target_tables!("AArch64");
