//! The Cpu0 target machine (LLVM's `Cpu0TargetMachine`) and its registration with kiln's
//! target registry (`cpu0`, big endian; `cpu0el`, little endian).
//!
//! In: a parsed, verified IR module (clang's `mips`/`mipsel` IR, with `-march=cpu0` or
//! `-march=cpu0el` replacing the triple's architecture as llc does) and the output kind.
//! Out: assembly text or an ELF object, made by kiln-codegen's generic driver
//! ([`kiln_codegen::target_machine`]) with Cpu0's pipeline hooks (lowering, selection,
//! instruction and register info, frames, the delay-slot filler), printer hooks
//! ([`crate::asm_printer`]), `MCInstLower` hooks ([`crate::mc_lowering`]) and MC layer
//! ([`crate::mc`]). Errors name the function and construct that could not be compiled.

use crate::frame_lowering::Cpu0FrameLowering;
use crate::instr_info::Cpu0InstrInfo;
use crate::isel_dag_to_dag::Cpu0Isel;
use crate::isel_lowering::{Cpu0Lowering, Cpu0Names};
use crate::subtarget::Cpu0Subtarget;
use kiln_codegen::pipeline::CodegenTarget;
use kiln_codegen::target_machine::{CodegenTargetMachine, ModuleTarget, TargetCodegen};
use kiln_ir::types::FloatKind;
use kiln_mc::feature_set::FeatureSet;
use kiln_target::{Error, FeatureString, Registry, Target, TargetMachine, TargetOptions, Triple};

/// Cpu0's hooks for the generic driver, printer and `MCInstLower`.
#[derive(Clone, Debug)]
pub struct Cpu0Codegen {
    /// The subtarget every function is compiled for.
    pub subtarget: Cpu0Subtarget,
}

/// A configured Cpu0 code generator.
pub type Cpu0TargetMachine = CodegenTargetMachine<Cpu0Codegen>;

/// The Cpu0 objects one module is compiled with.
struct Cpu0ModuleTarget {
    lowering: Cpu0Lowering,
    isel: Cpu0Isel,
}

impl ModuleTarget for Cpu0ModuleTarget {
    fn codegen_target(&self) -> CodegenTarget<'_> {
        CodegenTarget {
            lowering: &self.lowering,
            isel: &self.isel,
            instr_info: &Cpu0InstrInfo,
            register_info: &Cpu0InstrInfo,
            frame_lowering: &Cpu0FrameLowering,
            names: &Cpu0Names,
        }
    }
}

impl TargetCodegen for Cpu0Codegen {
    fn for_triple(triple: &Triple) -> Self {
        let little = Triple::parse_normalized("cpu0el");
        let subtarget = Cpu0Subtarget::new(triple, "", &FeatureString::default())
            .or_else(|_| Cpu0Subtarget::new(&little, "", &FeatureString::default()))
            .expect("invariant: cpu0el with no options is a subtarget");
        Cpu0Codegen { subtarget }
    }

    fn configure(&mut self, o: &TargetOptions) -> Result<(), Error> {
        self.subtarget = Cpu0Subtarget::new(&o.triple, &o.cpu, &o.features)?;
        Ok(())
    }

    fn display_name(&self) -> &'static str {
        "Cpu0"
    }

    fn module_target<'m>(
        &'m self,
        _module: &'m kiln_ir::Module,
        _pic: bool,
    ) -> Result<Box<dyn ModuleTarget + 'm>, Error> {
        Ok(Box::new(Cpu0ModuleTarget {
            lowering: Cpu0Lowering::new(self.subtarget.big_endian),
            isel: Cpu0Isel::new(&self.subtarget),
        }))
    }

    fn object_features(&self, _triple: &str) -> Result<FeatureSet, String> {
        Ok(self.subtarget.features)
    }

    /// `float` and `double` (also in vectors, which are scalarized): Cpu0 has no FPU, so the
    /// core softens them to i32 and i64 with libgcc calls (the runtime's `softfloat.c`).
    /// `half`, `fp128` and `x86_fp80` are refused with an error naming the function.
    fn float_supported(&self, kind: FloatKind, _in_vector: bool) -> bool {
        matches!(kind, FloatKind::Float | FloatKind::Double)
    }
}

fn create(_target: &Target, o: TargetOptions) -> Result<Box<dyn TargetMachine>, Error> {
    Ok(Box::new(Cpu0TargetMachine::from_options(o)?))
}

/// Registers the Cpu0 code generator (`cpu0`, `cpu0el`) in `r`.
pub fn register(r: &mut Registry) {
    crate::subtarget::register_tables(r);
    for name in ["cpu0", "cpu0el"] {
        if let Some(t) = r.target_mut(name) {
            t.create_target_machine = Some(create);
        }
    }
}
