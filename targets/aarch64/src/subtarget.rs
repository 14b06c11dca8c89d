//! The AArch64 subtarget (LLVM's `AArch64Subtarget`): the optional architecture features one
//! module is compiled for.
//!
//! In: the machine's `-mattr` features, resolved against the tables `-gen-subtarget` writes
//! from `td/AArch64Features.td` (`SUBTARGET_FEATURES`). Out: an [`AArch64Subtarget`] that
//! selection asks (LSE atomics, full FP16) through the generated `tables::FeatureGetters`. Functions' `"target-features"` attributes are not
//! read yet: clang's lists name many features kiln's tables do not have (`+neon`,
//! `+fp-armv8`, `+v8a`), which the base ISA kiln generates for has anyway.

use kiln_target::{Error, FeatureSet, FeatureString, Triple};
use tables::FeatureGetters;

/// The generated tables (`AArch64GenSubtarget.rs`).
pub mod tables {
    include!(concat!(env!("OUT_DIR"), "/AArch64GenSubtarget.rs"));
}

/// Fills in the feature and processor tables of `aarch64` in `r` (what `-mattr=help` reads).
pub fn register_tables(r: &mut kiln_target::Registry) {
    if let Some(t) = r.target_mut("aarch64") {
        t.features = tables::SUBTARGET_FEATURES;
        t.processors = tables::PROCESSORS;
        t.unimplemented_features = tables::UNIMPLEMENTED_FEATURES;
    }
}

/// One module's AArch64 subtarget.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AArch64Subtarget {
    /// The enabled features (indices into [`tables::SUBTARGET_FEATURES`]).
    features: FeatureSet,
}

impl FeatureGetters for AArch64Subtarget {
    fn feature_set(&self) -> &FeatureSet {
        &self.features
    }
}

impl AArch64Subtarget {
    /// The subtarget of `triple` with the `-mattr` features `features`: an error for a
    /// triple that is not AArch64; unknown feature names are warned about once, as llc does.
    pub fn new(triple: &Triple, features: &FeatureString) -> Result<AArch64Subtarget, Error> {
        if triple.arch != kiln_target::Arch::Aarch64 {
            return Err(Error::new(format!("'{triple}' is not an AArch64 triple")));
        }
        let r = kiln_target::resolve_features_with(
            tables::SUBTARGET_FEATURES,
            tables::PROCESSORS,
            tables::UNIMPLEMENTED_FEATURES,
            "",
            &[features],
            kiln_target::UnknownPolicy::Warn,
        )?;
        for w in &r.warnings {
            kiln_target::warn_once(w);
        }
        Ok(AArch64Subtarget { features: r.set })
    }
}
