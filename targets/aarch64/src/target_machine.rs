//! The AArch64 target machine (LLVM's `AArch64TargetMachine`) and its registration with
//! kiln's target registry.
//!
//! In: a parsed, verified IR module and the output kind. Out: assembly text or an ELF object,
//! made by kiln-codegen's generic driver ([`kiln_codegen::target_machine`]) with AArch64's
//! pipeline hooks (lowering, selection, instruction and register info, frames), printer hooks
//! ([`crate::asm_printer`]), `MCInstLower` hooks ([`crate::mc_lowering`]) and MC layer
//! ([`crate::mc`]). Errors name the function and construct that could not be compiled.

use crate::frame_lowering::AArch64FrameLowering;
use crate::instr_info::AArch64InstrInfo;
use crate::isel_dag_to_dag::AArch64Isel;
use crate::isel_lowering::{AArch64Lowering, AArch64Names};
use crate::subtarget::tables::FeatureGetters;
use crate::subtarget::AArch64Subtarget;
use kiln_codegen::pipeline::CodegenTarget;
use kiln_codegen::target_machine::{
    assemble_text, CodegenTargetMachine, ModuleTarget, TargetCodegen,
};
use kiln_target::{Error, FeatureString, Registry, Target, TargetMachine, TargetOptions, Triple};

/// AArch64's hooks for the generic driver, printer and `MCInstLower`, with the options the
/// subtarget is made from.
#[derive(Clone, Debug)]
pub struct AArch64Codegen {
    /// The triple.
    pub triple: Triple,
    /// `-mattr`.
    pub features: FeatureString,
}

/// A configured AArch64 code generator.
pub type AArch64TargetMachine = CodegenTargetMachine<AArch64Codegen>;

/// The AArch64 objects one module is compiled with.
struct AArch64ModuleTarget {
    lowering: AArch64Lowering,
    isel: AArch64Isel,
    tii: AArch64InstrInfo,
}

impl ModuleTarget for AArch64ModuleTarget {
    fn codegen_target(&self) -> CodegenTarget<'_> {
        CodegenTarget {
            lowering: &self.lowering,
            isel: &self.isel,
            instr_info: &self.tii,
            register_info: &self.tii,
            frame_lowering: &AArch64FrameLowering,
            names: &AArch64Names,
        }
    }
}

impl TargetCodegen for AArch64Codegen {
    fn for_triple(triple: &Triple) -> Self {
        AArch64Codegen {
            triple: triple.clone(),
            features: FeatureString::default(),
        }
    }

    fn configure(&mut self, o: &TargetOptions) -> Result<(), Error> {
        self.triple = o.triple.clone();
        self.features = o.features.clone();
        AArch64Subtarget::new(&self.triple, &self.features).map(|_| ())
    }

    fn display_name(&self) -> &'static str {
        "AArch64"
    }

    fn module_target<'m>(
        &'m self,
        module: &'m kiln_ir::Module,
        pic: bool,
    ) -> Result<Box<dyn ModuleTarget + 'm>, Error> {
        let st = AArch64Subtarget::new(&self.triple, &self.features)?;
        let mut lowering = AArch64Lowering::new(pic, module.module_flag("PIE Level").is_some());
        lowering.lse = st.has_lse();
        let on = |f| kiln_codegen::fn_attrs::module_feature_enabled(module, &self.features, f);
        lowering.info.outline_atomics = !lowering.lse && on("outline-atomics")?;
        Ok(Box::new(AArch64ModuleTarget {
            lowering,
            isel: AArch64Isel::for_module(module, pic, &st),
            tii: AArch64InstrInfo::new(),
        }))
    }

    /// `float`, `double` and scalar `long double` (fp128: computed through libgcc's
    /// soft-float routines, passed in the q registers); not yet `half` or `bfloat`, or a
    /// vector of fp128, which are located errors.
    fn float_supported(&self, kind: kiln_ir::types::FloatKind, in_vector: bool) -> bool {
        use kiln_ir::types::FloatKind;
        match kind {
            FloatKind::Float | FloatKind::Double => true,
            FloatKind::Fp128 => !in_vector,
            _ => false,
        }
    }

    /// The subtarget's features: one set serves selection and the MC layer.
    fn object_features(&self, _triple: &str) -> Result<kiln_target::FeatureSet, String> {
        AArch64Subtarget::new(&self.triple, &self.features)
            .map(|s| *s.feature_set())
            .map_err(|e| e.to_string())
    }
}

/// Assembles `text` with kiln-mc into an ELF relocatable object.
pub fn assemble(text: &str, triple: &str) -> Result<Vec<u8>, Error> {
    let features = crate::mc::features_for(triple, "")
        .map_err(|e| Error::new(format!("assembler features: {e}")))?;
    assemble_text(&crate::mc::AARCH64_MC, features, text.to_string())
}

fn create(_target: &Target, o: TargetOptions) -> Result<Box<dyn TargetMachine>, Error> {
    Ok(Box::new(AArch64TargetMachine::from_options(o)?))
}

/// Registers the AArch64 code generator (`aarch64`) in `r`.
pub fn register(r: &mut Registry) {
    crate::subtarget::register_tables(r);
    if let Some(t) = r.target_mut("aarch64") {
        t.create_target_machine = Some(create);
    }
}
