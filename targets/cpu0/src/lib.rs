//! The Cpu0 target: the 32-bit teaching ISA of seed 000.
//!
//! In: `td/Cpu0*.td`, turned into Rust tables by `build.rs`, and IR modules (clang's
//! `mips`/`mipsel` IR). Out: the register information ([`register_info`]), the MC layer
//! ([`mc`]: assembler, encoder, ELF object writer and disassembler hooks for `cpu0` and
//! `cpu0el`), seed 000's constant and stack-adjustment sequences ([`analyze_immediate`]), the
//! calling convention ([`calling_conv`]), and code generation on kiln's shared core: the
//! target machine ([`target_machine`]), subtarget ([`subtarget`]), lowering
//! ([`isel_lowering`]), selection ([`isel_dag_to_dag`]), instruction and register facts
//! ([`instr_info`]), frames ([`frame_lowering`]), the delay-slot filler
//! ([`delay_slot_filler`]), and the printer and `MCInst` lowering hooks ([`asm_printer`],
//! [`mc_lowering`]).

pub mod analyze_immediate;
pub mod asm_printer;
pub mod calling_conv;
pub mod delay_slot_filler;
pub mod frame_lowering;
pub mod instr_info;
pub mod isel_dag_to_dag;
pub mod isel_lowering;
pub mod mc;
pub mod mc_lowering;
pub mod register_info;
pub mod subtarget;
pub mod target_machine;
