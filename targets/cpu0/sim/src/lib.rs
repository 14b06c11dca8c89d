//! `kiln-cpu0-sim`: runs Cpu0 programs, and links Cpu0 objects into programs.
//!
//! - [`link`]: a minimal static linker. In: ELF32 relocatable objects as kiln-mc writes
//!   them (`SHT_REL`, either byte order). Out: an ELF32 executable (`ET_EXEC`) with one
//!   `PT_LOAD` segment for code and one for data.
//! - [`elf`]: reads an executable's segments and entry point, and writes executables.
//! - [`memory`]: sparse, page-granular memory for the whole 32-bit address space.
//! - [`cpu`]: the processor. In: a loaded executable. Out: the program's output, exit
//!   status and instruction count, or a [`cpu::Fault`] naming the instruction's address,
//!   its word and what went wrong.

pub mod cpu;
pub mod elf;
pub mod link;
pub mod memory;
