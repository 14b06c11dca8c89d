//! Run test of IR that real C programs produce and kiln once refused
//! (`tests/codegen/riscv/run/ir_gaps.ll`, driver `ir_gaps.c`): `llvm.is.constant`,
//! `llvm.is.fpclass` on half, float, double and fp128, an unreachable block using a value
//! before its definition, the `*.with.overflow` intrinsics on `i65`, `i100` and `i129`, and
//! `ctpop`/`ctlz`/`cttz`/`abs`/min/max on such widths.
//! kiln -O0 and -O2 (in-process) and llc-22 -O2 builds, linked by riscv64-linux-gnu-gcc and run
//! under qemu-riscv64, must print the same lines.

mod common;

#[test]
fn ir_gaps_match_llc() {
    common::compare_with_llc("ir_gaps", 150);
}
