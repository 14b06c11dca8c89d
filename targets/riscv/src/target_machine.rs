//! The RISC-V target machine (LLVM's `RISCVTargetMachine`) and its registration with kiln's
//! target registry.
//!
//! In: a parsed, verified IR module and the output kind. Out: assembly text or an ELF object,
//! made by kiln-codegen's generic driver ([`kiln_codegen::target_machine`]) with RISC-V's
//! pipeline hooks (lowering, selection, instruction and register info, frames), printer hooks
//! ([`crate::asm_printer`]), `MCInstLower` hooks ([`crate::mc_lowering`]) and MC layer
//! ([`crate::mc`]). Errors name the function and construct that could not be compiled.

use crate::frame_lowering::RiscvFrameLowering;
use crate::instr_info::RiscvInstrInfo;
use crate::isel_dag_to_dag::RiscvIsel;
use crate::isel_lowering::{RiscvLowering, RiscvNames};
use crate::subtarget::tables::FeatureGetters;
use crate::subtarget::{RiscvSubtarget, SubtargetOptions};
use kiln_codegen::pipeline::CodegenTarget;
use kiln_codegen::target_machine::{
    assemble_text, CodegenTargetMachine, ModuleTarget, TargetCodegen,
};
use kiln_codegen::CodegenError;
use kiln_mc::feature_set::FeatureSet;
use kiln_target::{Error, Registry, Target, TargetMachine, TargetOptions, Triple};

/// RISC-V's hooks for the generic driver, printer and `MCInstLower` (RV64 lp64d; RV32 is not
/// supported by code generation), with the options each function's subtarget starts from.
#[derive(Clone, Debug)]
pub struct RiscvCodegen {
    /// `-mcpu`, `-mattr`, `-target-abi` and the triple.
    pub subtarget_options: crate::subtarget::SubtargetOptions,
}

/// A configured RISC-V code generator.
pub type RiscvTargetMachine = CodegenTargetMachine<RiscvCodegen>;

/// The RISC-V objects one module is compiled with.
struct RiscvModuleTarget {
    lowering: RiscvLowering,
    isel: RiscvIsel,
    tii: RiscvInstrInfo,
}

impl ModuleTarget for RiscvModuleTarget {
    fn codegen_target(&self) -> CodegenTarget<'_> {
        CodegenTarget {
            lowering: &self.lowering,
            isel: &self.isel,
            instr_info: &self.tii,
            register_info: &self.tii,
            frame_lowering: &RiscvFrameLowering,
            names: &RiscvNames,
        }
    }
}

impl RiscvCodegen {
    /// The subtarget options with the ABI, when `-target-abi` named none, from the module's
    /// `"target-abi"` flag (clang writes it), as the command line does.
    fn options_for(&self, module: &kiln_ir::Module) -> SubtargetOptions {
        let mut o = self.subtarget_options.clone();
        if o.abi.is_empty() {
            if let Some(kiln_ir::metadata::Md::Str(s)) = module.module_flag("target-abi") {
                o.abi = module.strings.get(s).to_string();
            }
        }
        o
    }
}

impl TargetCodegen for RiscvCodegen {
    fn for_triple(triple: &Triple) -> Self {
        RiscvCodegen {
            subtarget_options: SubtargetOptions::for_triple(triple.clone()),
        }
    }

    fn configure(&mut self, o: &TargetOptions) -> Result<(), Error> {
        self.subtarget_options = SubtargetOptions {
            triple: o.triple.clone(),
            cpu: o.cpu.clone(),
            features: o.features.clone(),
            abi: o.abi.clone(),
        };
        // Configuration errors (an RV32 CPU on riscv64) before any function is compiled.
        RiscvSubtarget::for_machine(&self.subtarget_options).map(|_| ())
    }

    fn display_name(&self) -> &'static str {
        "RISC-V"
    }

    fn module_target<'m>(
        &'m self,
        module: &'m kiln_ir::Module,
        pic: bool,
    ) -> Result<Box<dyn ModuleTarget + 'm>, Error> {
        let subtarget = RiscvSubtarget::for_machine(&self.options_for(module))?;
        Ok(Box::new(RiscvModuleTarget {
            lowering: RiscvLowering::new(&subtarget, pic),
            isel: RiscvIsel::for_module(module, pic, &subtarget),
            tii: RiscvInstrInfo::for_subtarget(subtarget.xlen(), subtarget.has_std_ext_d()),
        }))
    }

    fn check_function(
        &self,
        module: &kiln_ir::Module,
        f: &kiln_ir::Function,
    ) -> Result<(), CodegenError> {
        let o = self.options_for(module);
        let st = RiscvSubtarget::for_function(&o, module, f)
            .and_then(|st| st.check_codegen_supported().map(|_| st))
            .map_err(|e| CodegenError::new(e.message))?;
        // The module's lowering tables (its FP register classes) come from the machine's
        // subtarget: on RV32, where they differ by configuration, a function whose FPU or
        // ABI differs would get instructions or argument registers it does not have.
        let m = RiscvSubtarget::for_machine(&o).map_err(|e| CodegenError::new(e.message))?;
        if !st.is_rv64()
            && (st.has_std_ext_f(), st.has_std_ext_d(), st.abi())
                != (m.has_std_ext_f(), m.has_std_ext_d(), m.abi())
        {
            return Err(CodegenError::new(format!(
                "the function's floating-point extensions and ABI ({}{}, {}) differ from the \
                 module's ({}{}, {}): give -mattr and -target-abi to match",
                if st.has_std_ext_f() { "F" } else { "no F" },
                if st.has_std_ext_d() { " D" } else { "" },
                st.abi().name(),
                if m.has_std_ext_f() { "F" } else { "no F" },
                if m.has_std_ext_d() { " D" } else { "" },
                m.abi().name()
            )));
        }
        Ok(())
    }

    fn object_features(&self, triple: &str) -> Result<FeatureSet, String> {
        subtarget_object_features(triple, &self.subtarget_options)
    }

    fn module_object_features(
        &self,
        triple: &str,
        module: &kiln_ir::Module,
    ) -> Result<FeatureSet, String> {
        subtarget_object_features(triple, &self.options_for(module))
    }
}

/// The MC features of the machine subtarget of `o`: its extensions (C decides compression
/// and `EF_RISCV_RVC`) and its ABI (the ELF float-ABI flags).
fn subtarget_object_features(triple: &str, o: &SubtargetOptions) -> Result<FeatureSet, String> {
    let st = RiscvSubtarget::for_machine(o).map_err(|e| e.message)?;
    let mattr: Vec<String> = [
        ("m", st.has_std_ext_m()),
        ("a", st.has_std_ext_a()),
        ("f", st.has_std_ext_f()),
        ("d", st.has_std_ext_d()),
        ("c", st.has_c()),
    ]
    .iter()
    .map(|(n, on)| format!("{}{n}", if *on { '+' } else { '-' }))
    .collect();
    let f = crate::mc::features_for(triple, &mattr.join(","))?;
    Ok(crate::mc::with_float_abi(f, st.abi().float_abi_bits()))
}

/// The features kiln's objects are assembled with when no machine is configured (rv64gc).
fn object_features(triple: &str) -> Result<FeatureSet, String> {
    crate::mc::features_for(triple, "+m,+a,+f,+d,+c")
}

/// Assembles `text` with kiln-mc into an ELF relocatable object.
pub fn assemble(text: &str, triple: &str) -> Result<Vec<u8>, Error> {
    assemble_owned(text.to_string(), triple)
}

/// [`assemble`] taking the text by value (no copy of a large module's assembly).
pub fn assemble_owned(text: String, triple: &str) -> Result<Vec<u8>, Error> {
    let features =
        object_features(triple).map_err(|e| Error::new(format!("assembler features: {e}")))?;
    assemble_text(&crate::mc::RISCV_MC, features, text)
}

fn create(target: &Target, o: TargetOptions) -> Result<Box<dyn TargetMachine>, Error> {
    Ok(Box::new(machine_for(target, o)?))
}

/// The machine `create` boxes: `o`'s level, threads, relocation model and the pipeline's
/// debugging options (`-verify-machineinstrs`, `-verify-regalloc`, ...).
fn machine_for(target: &Target, o: TargetOptions) -> Result<RiscvTargetMachine, Error> {
    if target.name != "riscv64" && target.name != "riscv32" {
        return Err(Error::new(format!(
            "target '{}' cannot generate code yet (only riscv64 and riscv32 can)",
            target.name
        )));
    }
    RiscvTargetMachine::from_options(o)
}

/// Registers the RISC-V code generator (riscv64 and riscv32) in `r`.
pub fn register(r: &mut Registry) {
    crate::subtarget::register_tables(r);
    for name in ["riscv64", "riscv32"] {
        if let Some(t) = r.target_mut(name) {
            t.create_target_machine = Some(create);
        }
    }
}

#[cfg(test)]
mod tests {
    //! The target options reach the pipeline: `-verify-regalloc` (and its neighbours) set the
    //! RISC-V machine's pipeline options, so the command line's flag runs regalloc2's checker.
    use super::*;
    use kiln_target::{CodeGenOptLevel, RelocModel};

    #[test]
    fn verify_regalloc_reaches_the_pipeline_options() {
        let registry = {
            let mut r = Registry::builtin();
            register(&mut r);
            r
        };
        let target = registry
            .lookup_target(None, &Triple::parse_normalized("riscv64-linux-gnu"))
            .expect("riscv64 is registered");
        for on in [false, true] {
            let o = TargetOptions {
                triple: Triple::parse_normalized("riscv64-linux-gnu"),
                cpu: String::new(),
                features: Default::default(),
                feature_set: Default::default(),
                abi: String::new(),
                opt_level: CodeGenOptLevel::Default,
                reloc_model: RelocModel::Static,
                codegen: kiln_target::CodegenFlags {
                    verify_regalloc: on,
                    ..Default::default()
                },
            };
            let tm = machine_for(target, o).expect("a riscv64 machine");
            assert_eq!(tm.pipeline.verify_regalloc, on);
            assert!(!tm.pipeline.verify, "only the flag given is set");
        }
    }
}
