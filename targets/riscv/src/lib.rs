//! The RISC-V target (RV64GC, RV32).
