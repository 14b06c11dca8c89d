//! The Cpu0 subtarget (LLVM's `Cpu0Subtarget`): cpu032I (compares through CMP and the status
//! word) or cpu032II (adds SLT and BEQ/BNE, the default), and the byte order.
//!
//! In: the triple (`cpu0` big endian, `cpu0el` little endian), `-mcpu` and `-mattr`, resolved
//! against the feature and processor tables `-gen-subtarget` writes from `td/Cpu0.td`. Out: a
//! [`Cpu0Subtarget`] selection, the printer and the assembler ask. The functions' own
//! `"target-cpu"` and `"target-features"` are clang's MIPS ones (Cpu0 programs are compiled
//! from clang's `mips`/`mipsel` IR) and are ignored, as `llc -march=cpu0` ignores them.

use kiln_target::{Arch, Error, FeatureSet, FeatureString, Triple};

/// The generated tables (`Cpu0GenSubtarget.rs`).
#[allow(missing_docs)]
pub mod tables {
    include!(concat!(env!("OUT_DIR"), "/Cpu0GenSubtarget.rs"));
}

/// Fills in the feature and processor tables of `cpu0` and `cpu0el` in `r` (what `-mcpu`,
/// `-mattr` and their `help` read).
pub fn register_tables(r: &mut kiln_target::Registry) {
    for name in ["cpu0", "cpu0el"] {
        if let Some(t) = r.target_mut(name) {
            t.features = tables::SUBTARGET_FEATURES;
            t.processors = tables::PROCESSORS;
        }
    }
}

/// One machine's Cpu0 subtarget.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cpu0Subtarget {
    /// The enabled features (indices into [`tables::SUBTARGET_FEATURES`], which are the MC
    /// tables' too: the printer and the object writer take the same set).
    pub features: FeatureSet,
    /// Big endian (`cpu0`) or little endian (`cpu0el`).
    pub big_endian: bool,
}

impl Cpu0Subtarget {
    /// The subtarget of `triple` with `-mcpu=cpu` and `-mattr=features`; an error for a
    /// triple that is not Cpu0's or an unknown processor.
    pub fn new(triple: &Triple, cpu: &str, features: &FeatureString) -> Result<Self, Error> {
        let big_endian = match triple.arch {
            Arch::Cpu0 => true,
            Arch::Cpu0el => false,
            _ => return Err(Error::new(format!("'{triple}' is not a Cpu0 triple"))),
        };
        // cpu032II is the default processor, as in the Cpu0 tutorial's llc.
        let cpu = if cpu.is_empty() || cpu == "generic" {
            "cpu032II"
        } else {
            cpu
        };
        let r = kiln_target::resolve_features_with(
            tables::SUBTARGET_FEATURES,
            tables::PROCESSORS,
            tables::UNIMPLEMENTED_FEATURES,
            cpu,
            &[features],
            kiln_target::UnknownPolicy::Warn,
        )?;
        for w in &r.warnings {
            kiln_target::warn_once(w);
        }
        Ok(Cpu0Subtarget {
            features: r.set,
            big_endian,
        })
    }

    /// cpu032II's SLT, SLTi, SLTiu, SLTu, BEQ and BNE.
    pub fn has_slt(&self) -> bool {
        self.features.contains(tables::feature::FeatureSlt)
    }
}
