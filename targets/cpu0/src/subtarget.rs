//! The Cpu0 subtarget (LLVM's `Cpu0Subtarget`): cpu032I (compares through CMP and the status
//! word) or cpu032II (adds SLT and BEQ/BNE, the default), and the byte order.
//!
//! In: the triple (`cpu0` big endian, `cpu0el` little endian), `-mcpu` and `-mattr`, resolved
//! against the feature and processor tables `-gen-subtarget` writes from `td/Cpu0.td`. Out: a
//! [`Cpu0Subtarget`] selection, the printer and the assembler ask. The functions' own
//! `"target-cpu"` and `"target-features"` are clang's MIPS ones (Cpu0 programs are compiled
//! from clang's `mips`/`mipsel` IR) and are ignored, as `llc -march=cpu0` ignores them.

use kiln_target::{Arch, Error, FeatureString, Triple};

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
    /// The MC feature bits ([`crate::mc::features_for`]).
    pub mc_features: u64,
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
        let cpu = if cpu == "generic" { "" } else { cpu };
        let mattr: Vec<String> = features
            .items
            .iter()
            .map(|(n, on)| format!("{}{n}", if *on { '+' } else { '-' }))
            .collect();
        let mc_features = crate::mc::features_for(cpu, &mattr.join(",")).map_err(Error::new)?;
        Ok(Cpu0Subtarget {
            mc_features,
            big_endian,
        })
    }

    /// cpu032II's SLT, SLTi, SLTiu, SLTu, BEQ and BNE.
    pub fn has_slt(&self) -> bool {
        self.mc_features & crate::mc::tables::FeatureSlt != 0
    }
}
