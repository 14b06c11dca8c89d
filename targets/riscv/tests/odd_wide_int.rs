//! Run test of integers wider than a register but narrower than two registers (csmith's
//! bit-field containers: i72, i80, i104, i112): `tests/codegen/riscv/run/odd_wide_int.ll` is
//! compiled by kiln -O0 and -O2 (in-process) and by llc-22 -O2, each linked with the C driver
//! `odd_wide_int.c` by riscv64-linux-gnu-gcc and run under qemu-riscv64; the two outputs must
//! be equal. (Such values once loaded and stored 16 bytes and were never re-extended from
//! their top bit: csmith seeds 10, 26, 35 and 55 printed wrong checksums.)

mod common;

#[test]
fn odd_wide_integers_match_llc() {
    common::compare_with_llc("odd_wide_int", 16);
}
