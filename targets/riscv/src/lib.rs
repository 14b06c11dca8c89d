//! The RISC-V target (RV64GC, RV32).

pub mod mc;
pub mod register_info;
