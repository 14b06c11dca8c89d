//! Run test of integers wider than a register but narrower than two registers (csmith's
//! bit-field containers: i72, i80, i104, i112): `tests/codegen/riscv/run/odd_wide_int.ll` is
//! compiled by kiln -O0 and -O2 (in-process) and by llc-22 -O2, each linked with the C driver
//! `odd_wide_int.c` by riscv64-linux-gnu-gcc and run under qemu-riscv64; the two outputs must
//! be equal. (Such values once loaded and stored 16 bytes and were never re-extended from
//! their top bit: csmith seeds 10, 26, 35 and 55 printed wrong checksums.)
//!
//! `odd_int.ll` does the same for widths that are not a whole number of bytes (i65, i100,
//! i127, i129: computed in the next byte width, `builder/odd_int.rs`): every binary operator,
//! constant shifts, all integer compares, extensions to i256, truncations, conversions to and
//! from double, a switch and a loop, on edge values with zero padding bits in memory.

mod common;

#[test]
fn odd_wide_integers_match_llc() {
    common::compare_with_llc("odd_wide_int", 16);
}

#[test]
fn non_byte_widths_match_llc() {
    common::compare_with_llc("odd_int", 119);
}
