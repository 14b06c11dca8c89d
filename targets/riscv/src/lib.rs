//! The RISC-V target (RV64GC, RV32).

pub mod asm_printer;
pub mod calling_conv;
pub mod expand_atomic_pseudo;
pub mod frame_lowering;
pub mod inline_asm;
pub mod instr_info;
pub mod isel_atomic;
pub mod isel_dag_to_dag;
pub mod isel_fp;
pub mod isel_lowering;
pub mod mat_int;
pub mod mc;
pub mod mc_lowering;
pub mod opt_w_instrs;
pub mod register_info;
pub mod subtarget;
pub mod target_machine;
