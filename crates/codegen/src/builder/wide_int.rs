//! Integers wider than 128 bits in the SelectionDAGBuilder: their constants, which a single
//! `Constant` node (128 bits, sign-extended) cannot hold, become a tree of `BUILD_PAIR`s of
//! the halves type legalization expands the type into (i136 → two i128 → four i64).

use super::Builder;
use crate::selection_dag::isd;
use crate::selection_dag::{sign_extend, SDValue};
use crate::value_types::EVT;

impl Builder<'_> {
    /// The constant of type `vt` whose little-endian 64-bit words are `words` (missing words
    /// are zero).
    pub(super) fn wide_constant(&mut self, words: &[u64], vt: EVT) -> SDValue {
        let bits = vt.size_in_bits();
        if bits <= 128 || fits_in_i128(words, bits) {
            let lo = words.first().copied().unwrap_or(0) as u128;
            let hi = words.get(1).copied().unwrap_or(0) as u128;
            let v = (hi << 64 | lo) as i128;
            return self.dag.get_constant(sign_extend(v, bits), vt);
        }
        let hb = bits.next_power_of_two() / 2;
        let h = EVT::integer(hb);
        let split = (hb / 64) as usize;
        let lo = self.wide_constant(&words[..split.min(words.len())], h);
        let hi = self.wide_constant(words.get(split..).unwrap_or(&[]), h);
        self.dag.get(isd::BUILD_PAIR, vt, &[lo, hi])
    }
}

/// Whether the `bits`-wide value `words` is the sign extension of its low 128 bits, so that
/// one `Constant` node (128 bits, sign-extended) holds it.
fn fits_in_i128(words: &[u64], bits: u32) -> bool {
    let bit = |i: u32| -> bool {
        words
            .get((i / 64) as usize)
            .is_some_and(|w| (w >> (i % 64)) & 1 == 1)
    };
    let sign = bit(127);
    (128..bits).all(|i| bit(i) == sign)
}
