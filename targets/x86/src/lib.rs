//! The x86-64 target.

pub mod register_info;
