//! The AArch64 target: register descriptions and the machine-code layer (printing,
//! encoding, assembling and disassembling A64).

pub mod mc;
pub mod register_info;
