//! Constant folding in the combiner (`combine::fold_binary`) above 128 bits, where a
//! `Constant` node holds the sign extension of an `i128`: a fold whose exact result is not
//! such a value must not happen (it once wrapped at 128 bits).

use kiln_codegen::combine::fold_binary;
use kiln_codegen::selection_dag::isd;

const MIN: i128 = i128::MIN;
const MAX: i128 = i128::MAX;

#[test]
fn folds_that_fit_an_i128() {
    assert_eq!(fold_binary(isd::ADD, 5, -7, 136), Some(-2));
    assert_eq!(fold_binary(isd::SUB, MIN + 1, 1, 136), Some(MIN));
    assert_eq!(fold_binary(isd::MUL, 1 << 60, 1 << 60, 136), Some(1 << 120));
    assert_eq!(fold_binary(isd::AND, -1, 12, 200), Some(12));
    assert_eq!(fold_binary(isd::XOR, -1, 0, 200), Some(-1));
    assert_eq!(fold_binary(isd::SHL, -3, 100, 136), Some(-3 << 100));
    assert_eq!(fold_binary(isd::SRL, MAX, 120, 136), Some(MAX >> 120));
    assert_eq!(fold_binary(isd::SRL, 1, 130, 136), Some(0));
    assert_eq!(fold_binary(isd::SRA, MIN, 131, 136), Some(-1));
    assert_eq!(fold_binary(isd::SDIV, -9, 2, 136), Some(-4));
    assert_eq!(fold_binary(isd::UDIV, MAX, 3, 136), Some(MAX / 3));
    // -1 is the largest unsigned i136, 1 the smallest.
    assert_eq!(fold_binary(isd::UMAX, -1, 1, 136), Some(-1));
    assert_eq!(fold_binary(isd::UMIN, -1, MAX, 136), Some(MAX));
}

#[test]
fn folds_that_leave_an_i128_are_not_done() {
    // 2^127, 2^136 - 2^127 - 1 (as i136) and 2^140: none is a sign-extended i128.
    assert_eq!(fold_binary(isd::ADD, MAX, 1, 136), None);
    assert_eq!(fold_binary(isd::SUB, MIN, 1, 136), None);
    assert_eq!(fold_binary(isd::MUL, 1 << 100, 1 << 40, 192), None);
    assert_eq!(fold_binary(isd::SHL, 3, 130, 136), None);
    assert_eq!(fold_binary(isd::SHL, 1, 127, 136), None);
    // A logical shift brings the sign bits of a negative i136 down.
    assert_eq!(fold_binary(isd::SRL, -1, 4, 136), None);
    assert_eq!(fold_binary(isd::UDIV, -1, 3, 136), None);
    assert_eq!(fold_binary(isd::UREM, -1, 10, 136), None);
    assert_eq!(fold_binary(isd::SDIV, MIN, -1, 136), None);
    // At 128 bits the fold wraps as the type does.
    assert_eq!(fold_binary(isd::ADD, MAX, 1, 128), Some(MIN));
}
