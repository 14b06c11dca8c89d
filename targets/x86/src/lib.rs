//! The x86-64 target: register description, the MC layer (encoder, AT&T printer and
//! parser, ELF relocations) generated from `td/X86.td` plus the hooks in [`mc`], and code
//! generation for System V Linux (lowering, selection, frames, printing) on kiln-codegen's
//! shared core.

pub mod asm_printer;
pub mod calling_conv;
pub mod fp_stackifier;
pub mod frame_lowering;
pub mod inline_asm;
pub mod instr_info;
pub mod isel_atomic;
pub mod isel_dag_to_dag;
pub mod isel_fp;
pub mod isel_lowering;
pub mod isel_x87;
pub mod mc;
pub mod mc_lowering;
pub mod register_info;
pub mod target_machine;
