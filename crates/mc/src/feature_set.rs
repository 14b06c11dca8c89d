//! The set of enabled subtarget features (LLVM's `FeatureBitset`), shared by the machine-code
//! layer and the code generator.
//!
//! Bit `i` is feature `i` of the target's feature table: the `SubtargetFeature` records in
//! record-name order, the order both the MC tables (`TargetTables::features`) and the code
//! generator's `SUBTARGET_FEATURES` use, so one set serves the encoder, the printer, the
//! matcher and instruction selection.

/// The most features a target may declare: the size of a [`FeatureSet`].
pub const MAX_FEATURES: usize = 256;

/// The enabled features of a subtarget (LLVM's `FeatureBitset`): bit `i` is entry `i` of the
/// target's feature table. A fixed-size bitset of [`MAX_FEATURES`] bits, so it is `Copy` and
/// comparing or testing it never allocates.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FeatureSet {
    bits: [u64; MAX_FEATURES / 64],
}

impl FeatureSet {
    /// An empty set for a table of `n` features; `n` must be at most [`MAX_FEATURES`].
    pub fn with_capacity(n: usize) -> FeatureSet {
        assert!(
            n <= MAX_FEATURES,
            "invariant: a target declares at most {MAX_FEATURES} features"
        );
        FeatureSet::default()
    }

    /// Whether feature `index` is enabled.
    pub fn contains(&self, index: usize) -> bool {
        self.bits
            .get(index / 64)
            .is_some_and(|w| w >> (index % 64) & 1 == 1)
    }

    /// Enables feature `index` (`index < MAX_FEATURES`).
    pub fn insert(&mut self, index: usize) {
        self.bits[index / 64] |= 1 << (index % 64);
    }

    /// Disables feature `index`.
    pub fn remove(&mut self, index: usize) {
        if let Some(w) = self.bits.get_mut(index / 64) {
            *w &= !(1 << (index % 64));
        }
    }

    /// The set whose bit `64 * w + b` is bit `b` of `words[w]` (for generated tables).
    pub const fn from_words(words: [u64; MAX_FEATURES / 64]) -> FeatureSet {
        FeatureSet { bits: words }
    }

    /// The set holding only feature `index`.
    pub fn single(index: usize) -> FeatureSet {
        let mut s = FeatureSet::default();
        s.insert(index);
        s
    }

    /// Every feature of `self` or `other`.
    pub fn union(mut self, other: &FeatureSet) -> FeatureSet {
        for (a, b) in self.bits.iter_mut().zip(other.bits) {
            *a |= b;
        }
        self
    }

    /// Whether `self` and `other` share a feature.
    pub fn intersects(&self, other: &FeatureSet) -> bool {
        self.bits.iter().zip(other.bits).any(|(a, b)| a & b != 0)
    }

    /// Whether no feature is enabled.
    pub fn is_empty(&self) -> bool {
        self.bits.iter().all(|&w| w == 0)
    }

    /// Indices of the enabled features, ascending.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.bits.iter().enumerate().flat_map(|(w, &word)| {
            (0..64)
                .filter(move |b| word >> b & 1 == 1)
                .map(move |b| w * 64 + b)
        })
    }
}
