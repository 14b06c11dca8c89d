//! The Cpu0 target: the 32-bit teaching ISA of seed 000.
//!
//! In: `td/Cpu0*.td`, turned into Rust tables by `build.rs`. Out: the register
//! information ([`register_info`]), the MC layer ([`mc`]: assembler, encoder, ELF object
//! writer and disassembler hooks for `cpu0` and `cpu0el`), seed 000's constant and
//! stack-adjustment sequences ([`analyze_immediate`]) and the calling convention
//! ([`calling_conv`]).

pub mod analyze_immediate;
pub mod calling_conv;
pub mod mc;
pub mod register_info;
