//! Constant materialization for instruction selection (LLVM's `RISCVMatInt`): the shortest
//! `lui`/`addi(w)`/`slli`/`srli`/`xori` sequence for a 64-bit constant.
//!
//! In: a constant. Out: the steps, each reading the previous result (the first reads
//! `zero`, or nothing for `lui`). The search itself lives in the MC layer
//! ([`crate::mc::mat_int`], which also expands the assembler's `li`); code generation uses
//! the same sequences so that `kiln` and `li` agree.

pub use crate::mc::mat_int::Op;

/// The sequence that materializes `val` (`rv64`: XLEN is 64).
pub fn generate(val: i64, rv64: bool) -> Vec<(Op, i64)> {
    crate::mc::mat_int::generate(val, rv64)
}
