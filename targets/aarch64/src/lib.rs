//! The AArch64 target.

pub mod register_info;
