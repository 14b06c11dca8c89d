//! The x86-64 target: register description and the MC layer (encoder, AT&T printer and
//! parser, ELF relocations) generated from `td/X86.td` plus the hooks in [`mc`].

pub mod mc;
pub mod register_info;
