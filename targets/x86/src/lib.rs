//! The x86-64 target.
