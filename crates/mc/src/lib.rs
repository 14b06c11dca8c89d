//! The machine-code layer: MCInst, register and instruction description runtimes, assembly printing and parsing, encoding, disassembly, ELF objects, CFI.
pub mod register_info;
