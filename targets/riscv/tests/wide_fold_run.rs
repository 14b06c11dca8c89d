//! Run test of the combiner's folds on integers wider than 128 bits, where one `Constant`
//! node holds only the sign extension of an i128: `tests/codegen/riscv/run/wide_fold.ll` is
//! compiled by kiln -O0 and -O2 (in-process) and by llc-22 -O2, each linked with the C driver
//! `wide_fold.c` by riscv64-linux-gnu-gcc and run under qemu-riscv64; the outputs must be
//! equal. (The known-zero walk once treated an i136 shift as a 128-bit one and dropped the
//! mask of a bit-field read: csmith seed 87 `--float` printed a wrong checksum; and constant
//! folds above 128 bits wrapped at 128.)

mod common;

#[test]
fn wide_folds_match_llc() {
    common::compare_with_llc("wide_fold", 22);
}
