//! Run tests of the target-independent intrinsic expansions and wide-integer lowering against
//! llc-22: each `tests/codegen/riscv/run/<name>.ll` is compiled by kiln (in-process, at -O0
//! and -O2) and by llc-22 -O2, linked with its C driver `<name>.c` by riscv64-linux-gnu-gcc
//! and run under qemu-riscv64; kiln's builds must print exactly what llc-22's prints.
//!
//! - `intrinsics.ll`: fshl/fshr (variable, constant and rotate forms), the six
//!   `*.with.overflow` (the multiplications also at i128, where kiln multiplies in i256),
//!   the six saturating operations, ucmp/scmp, smin/smax/umin/umax, abs,
//!   ctpop/ctlz/cttz, bswap and bitreverse at i8/i16/i32/i64 and i128, called with overflow
//!   boundaries, INT_MIN/INT_MAX, and shift amounts 0, 1, width-1, width and beyond. The driver
//!   prints one hash per function, so a single wrong lane shows as a named line.
//! - `mem_intrinsics.ll`: memcpy, memmove (also overlapping both ways) and memset of 1 to 65
//!   bytes at alignments 1, 2, 4 and 8: inlined as loads and stores when small, calls beyond.
//! - `wide_int.ll`: i136, i192, i256 and i512 (expanded twice or three times): add, sub, mul
//!   (no libcall past i128: schoolbook on halves), logic, shifts by constants and by variable
//!   amounts, compares, select, extensions, truncation and a loop-carried phi, with edge values
//!   (0, 1, -1, 2^64-1, 2^127, 2^128, the type's MIN/MAX, patterns).
//! - `return_address.ll`: `llvm.returnaddress` at depth 0 (a leaf, and after a call in
//!   another block) and depths 1 and 2 (the frame-pointer chain), checked by the driver
//!   against the frame records gcc writes.
//! - `atomic_expand.ll`: the atomics expanded on IR before selection (`ir_expand`): fadd,
//!   fsub, fmax, fmin, fmaximum, fminimum on float/double with NaN, infinities and signed
//!   zeros; uinc_wrap, udec_wrap, usub_cond, usub_sat on i8..i128 (sub-word neighbours must
//!   survive); 16-byte max/min/umax/umin; xchg of float/double/ptr; atomic float loads and
//!   stores; an expanded atomicrmw inside a loop whose phis cross the split block.
//! - `half.ll`: half and bfloat without Zfh: arithmetic, sign operations, math intrinsics,
//!   every kind of compare, conversions from and to float/double/i32/i64, memory, a loop,
//!   and calls with ten half arguments (FPRs, then GPRs, then the stack), on edge values
//!   (zeros, subnormals, the largest finite, infinities, NaN). The driver defines the
//!   conversion routines riscv64's libgcc 12 lacks.
//! - `wide_div.ll`: udiv/sdiv/urem/srem of i192, i256 and i512 (the shift-subtract loop of
//!   `ir_expand/div_rem.rs`), one inside a loop, and smul/umul.with.overflow of i128, i192
//!   and i256, on edge values (1, -1, MIN, MAX, 2^64, patterns).

mod common;

#[test]
fn integer_intrinsics_match_llc() {
    common::compare_with_llc("intrinsics", 177);
}

#[test]
fn wide_integers_match_llc() {
    common::compare_with_llc("wide_int", 148);
}

#[test]
fn memory_intrinsics_match_llc() {
    common::compare_with_llc("mem_intrinsics", 132);
}

#[test]
fn return_address_matches_llc() {
    common::compare_with_llc("return_address", 5);
}

#[test]
fn expanded_atomics_match_llc() {
    common::compare_with_llc("atomic_expand", 12000);
}

#[test]
fn half_and_bfloat_match_llc() {
    common::compare_with_llc("half", 56);
}

#[test]
fn wide_division_matches_llc() {
    common::compare_with_llc("wide_div", 30);
}
