//! The AArch64 target: register descriptions, the machine-code layer (printing, encoding,
//! assembling and disassembling A64) and code generation for Linux (AAPCS64) on the shared
//! core of `kiln_codegen`.

pub mod asm_printer;
pub mod calling_conv;
pub mod expand_atomic_pseudo;
pub mod frame_lowering;
pub mod inline_asm;
pub mod instr_info;
pub mod isel_atomic;
pub mod isel_dag_to_dag;
pub mod isel_lowering;
pub mod mc;
pub mod mc_lowering;
pub mod register_info;
pub mod subtarget;
pub mod target_machine;
