//! The Cpu0 target: the 32-bit teaching ISA of seed 000.

pub mod register_info;
