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

/// What instruction selection builds for a constant (LLVM's `selectImm`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Materialization {
    /// One chain of steps.
    Seq(Vec<(Op, i64)>),
    /// The steps build the low 32 bits `x` (sign-extended) and the constant is
    /// `x + (x << 32)`: two more instructions, `slli t, x, 32` and `add x, x, t`.
    LoPlusShiftedLo(Vec<(Op, i64)>),
}

/// The cheapest way to build `val` on RV64: the plain sequence, or, when both 32-bit halves
/// are the same value, the low half plus itself shifted up by 32 when that is shorter.
pub fn select_imm(val: i64) -> Materialization {
    let seq = generate(val, true);
    if seq.len() > 3 {
        let lo = (val as i32) as i64;
        let hi = ((val.wrapping_sub(lo) as u64 >> 32) as i32) as i64;
        if lo == hi {
            let lo_seq = generate(lo, true);
            if lo_seq.len() + 2 < seq.len() {
                return Materialization::LoPlusShiftedLo(lo_seq);
            }
        }
    }
    Materialization::Seq(seq)
}
