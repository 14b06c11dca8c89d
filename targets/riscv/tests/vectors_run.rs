//! Run test of vector IR on rv64gc without the V extension (every vector type scalarized by
//! kiln-codegen's `legalize_vectors`): `tests/codegen/riscv/run/vectors.ll` (<4 x i32>,
//! <2 x i64> and <2 x i32> in registers, <8 x i8>, <16 x i8> shuffles, <3 x i32> memory
//! accesses, <8 x i16> extensions, <4 x i1> selects, variable-index insert/extract, the
//! `llvm.vector.reduce.*` family, bitcasts between shapes, vector phis) is compiled by kiln
//! at -O0 and -O2 (in-process) and by llc-22 -O2, each linked with the C driver `vectors.c`
//! by riscv64-linux-gnu-gcc and run under qemu-riscv64; kiln's outputs must equal llc-22's.

mod common;

#[test]
fn vector_ir_matches_llc() {
    common::compare_with_llc("vectors", 88);
}
