//! The AArch64 target.
