//! Target and TargetMachine traits, the target registry, triples and subtarget features.
//!
//! In: what the user asks for on the command line (`-mtriple=`, `-march=`, `-mcpu=`,
//! `-mattr=`, `-O`) and the module's own `target triple`. Out: the [`Target`] that handles the
//! triple, a resolved [`FeatureSet`], and, when the target crate has registered a code generator,
//! a boxed [`TargetMachine`] that turns a module into assembly or an object.
//!
//! This crate knows the *names* of kiln's targets (riscv32, riscv64, aarch64, x86-64, cpu0,
//! cpu0el) with llc's descriptions, so `kiln --version` lists them from the start. Each target
//! crate fills in its entry later through [`Registry::target_mut`]: its feature and processor
//! tables and its `create_target_machine` function pointer (LLVM's `RegisterTargetMachine`). A
//! target whose function pointer is still `None` cannot generate code, and
//! [`Target::create_target_machine`] says so rather than pretending.
//!
//! ```
//! use kiln_target::{Registry, Triple, Arch};
//! let reg = Registry::builtin();
//! let triple = Triple::parse_normalized("riscv64-linux-gnu");
//! let target = reg.lookup_target(None, &triple).unwrap();
//! assert_eq!(target.name, "riscv64");
//! assert_eq!(target.description, "64-bit RISC-V");
//! assert_eq!(reg.lookup_target(Some("x86-64"), &triple).unwrap().arch, Arch::X86_64);
//! ```

pub mod features;
pub mod triple;

pub use features::{
    feature_flags, has_feature, resolve_features, resolve_features_with, warn_once, FeatureDesc,
    FeatureSet, FeatureString, ProcessorDesc, Resolved, UnknownPolicy, MAX_FEATURES,
};
pub use triple::{Arch, Endianness, Environment, ObjectFormat, Os, Triple, Vendor};

use std::fmt;

/// An error about target selection or configuration, printed as `kiln: error: <message>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// What went wrong, in LLVM's phrasing where one exists.
    pub message: String,
}

impl Error {
    /// An error with the given message.
    pub fn new(message: impl Into<String>) -> Error {
        Error {
            message: message.into(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

/// Optimization level for code generation (LLVM's `CodeGenOptLevel`; `-O0` .. `-O3`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum CodeGenOptLevel {
    /// `-O0`.
    None,
    /// `-O1`.
    Less,
    /// `-O2`, llc's default.
    #[default]
    Default,
    /// `-O3`.
    Aggressive,
}

impl CodeGenOptLevel {
    /// The level for `-O<n>`, `n` in 0..=3.
    pub fn from_number(n: u32) -> Option<CodeGenOptLevel> {
        Some(match n {
            0 => CodeGenOptLevel::None,
            1 => CodeGenOptLevel::Less,
            2 => CodeGenOptLevel::Default,
            3 => CodeGenOptLevel::Aggressive,
            _ => return None,
        })
    }
}

/// What to write (llc's `-filetype=`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum CodeGenFileType {
    /// Assembly text (`asm`).
    #[default]
    Assembly,
    /// An ELF relocatable object (`obj`).
    Object,
    /// Run code generation and write nothing (`null`).
    Null,
}

/// How code refers to symbols (llc's `-relocation-model`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum RelocModel {
    /// `static`: absolute or PC-relative references resolved at link time (executables).
    #[default]
    Static,
    /// `pic`: position-independent code for shared objects: symbols that may be preempted go
    /// through the GOT, thread-locals use the dynamic TLS models.
    Pic,
}

/// Everything a target needs to build a [`TargetMachine`].
#[derive(Clone, Debug)]
pub struct TargetOptions {
    /// The (normalized) triple, with the arch set by `-march=` if given.
    pub triple: Triple,
    /// `-mcpu=` (empty for the default).
    pub cpu: String,
    /// `-mattr=` as written.
    pub features: FeatureString,
    /// The resolved features, one bit per entry of the target's feature table.
    pub feature_set: FeatureSet,
    /// `-target-abi=` (empty: the module's `"target-abi"` flag, else the target's default).
    pub abi: String,
    /// `-O` level.
    pub opt_level: CodeGenOptLevel,
    /// `-relocation-model`.
    pub reloc_model: RelocModel,
    /// The code generator's driver and debugging options (`-threads`, `-print-after-all`, ...).
    pub codegen: CodegenFlags,
}

/// llc's code generator debugging options and kiln's `-threads`, as the command line gives
/// them; each target hands them to kiln-codegen's pipeline.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CodegenFlags {
    /// `-threads=N`: functions compiled in parallel on N threads (0: available parallelism).
    /// The output does not depend on it.
    pub threads: usize,
    /// `-print-after-all`: the machine function after every machine pass, on stderr.
    pub print_after_all: bool,
    /// `-print-after=<pass>` (may repeat).
    pub print_after: Vec<String>,
    /// `-stop-after=<pass>`: stop after this machine pass and write the machine functions as
    /// the output.
    pub stop_after: Option<String>,
    /// `-verify-machineinstrs`: the machine verifier after every machine pass.
    pub verify_machineinstrs: bool,
    /// `-verify-regalloc`: the allocator's checker on every function's register allocation.
    pub verify_regalloc: bool,
    /// `-regalloc=fast|greedy|basic|default` (None: default).
    pub regalloc: Option<String>,
    /// `-fast-isel` / `-fast-isel=false`: FastISel at -O0 (`None`: the target's default).
    pub fast_isel: Option<bool>,
    /// `-dag-dot-dir=<dir>`: every block's SelectionDAG after every DAG stage as a Graphviz file
    /// in this directory.
    pub dag_dot_dir: Option<String>,
}

/// A configured code generator for one target (LLVM's `TargetMachine`): made once per run by
/// the target crate, then asked to compile each module.
pub trait TargetMachine {
    /// The triple this machine generates code for.
    fn triple(&self) -> &Triple;

    /// Compiles `module` and appends the assembly text or object bytes to `out`
    /// (nothing for [`CodeGenFileType::Null`]). Errors carry the function and instruction that
    /// could not be compiled. The module is the caller's to give up: IR-level rewrites before
    /// selection (expansions, loop strength reduction) are made in it, not in a copy.
    fn codegen_module(
        &self,
        module: &mut kiln_ir::Module,
        file_type: CodeGenFileType,
        out: &mut Vec<u8>,
    ) -> Result<(), Error>;
}

/// The constructor a target crate registers (LLVM's `RegisterTargetMachine`).
pub type CreateTargetMachineFn =
    fn(&Target, TargetOptions) -> Result<Box<dyn TargetMachine>, Error>;

/// One target kiln knows: its `-march=` name, description and tables, and the code generator
/// if its crate has registered one.
#[derive(Clone, Debug)]
pub struct Target {
    /// The `-march=` name (`riscv64`, `x86-64`), as llc spells it.
    pub name: &'static str,
    /// The description `--version` prints (`64-bit RISC-V`).
    pub description: &'static str,
    /// The triple architecture this name selects.
    pub arch: Arch,
    /// Subtarget features (`-mattr=`); empty until the target crate declares them.
    pub features: &'static [FeatureDesc],
    /// Processors (`-mcpu=`); empty until the target crate declares them.
    pub processors: &'static [ProcessorDesc],
    /// Feature names the target recognizes (LLVM declares them) but kiln's code generator
    /// does not implement: accepted, and ignored (with a warning when enabled).
    pub unimplemented_features: &'static [&'static str],
    /// The code generator; `None` until the target crate registers one.
    pub create_target_machine: Option<CreateTargetMachineFn>,
}

impl Target {
    /// A target entry with no tables and no code generator.
    pub const fn new(name: &'static str, description: &'static str, arch: Arch) -> Target {
        Target {
            name,
            description,
            arch,
            features: &[],
            processors: &[],
            unimplemented_features: &[],
            create_target_machine: None,
        }
    }

    /// Resolves `-mcpu=`/`-mattr=` against this target's tables. An unknown `-mcpu=` is an
    /// error (other than `generic`); unknown features are ignored with llc's warning, which
    /// the result carries. Until the target declares features, any well-formed feature string
    /// is accepted (there is nothing to check it against).
    pub fn resolve_features(&self, cpu: &str, attrs: &FeatureString) -> Result<Resolved, Error> {
        if !cpu.is_empty() && cpu != "generic" && !self.processors.iter().any(|p| p.name == cpu) {
            return Err(Error::new(format!(
                "'{cpu}' is not a recognized processor for this target"
            )));
        }
        if self.features.is_empty() && self.processors.is_empty() {
            return Ok(Resolved::default());
        }
        self.resolve_for_function(cpu, &[attrs])
    }

    /// Resolves a function's processor and feature strings (see [`function_subtarget_inputs`])
    /// against this target's tables: unknown processors and features are ignored with llc's
    /// warnings, which the result carries.
    pub fn resolve_for_function(
        &self,
        cpu: &str,
        attrs: &[&FeatureString],
    ) -> Result<Resolved, Error> {
        resolve_features_with(
            self.features,
            self.processors,
            self.unimplemented_features,
            cpu,
            attrs,
            UnknownPolicy::Warn,
        )
    }

    /// Builds the target machine, or fails with `target '<name>' cannot generate code yet`
    /// when no code generator is registered.
    pub fn create_target_machine(
        &self,
        options: TargetOptions,
    ) -> Result<Box<dyn TargetMachine>, Error> {
        match self.create_target_machine {
            Some(create) => create(self, options),
            None => Err(Error::new(format!(
                "target '{}' cannot generate code yet",
                self.name
            ))),
        }
    }

    /// Whether a code generator is registered.
    pub fn has_target_machine(&self) -> bool {
        self.create_target_machine.is_some()
    }
}

/// The processor and feature strings one function is compiled for, as llc builds them: the
/// function's `"target-cpu"` unless `-mcpu=` was given (llc's `setFunctionAttributes` lets the
/// command line win), else the machine's; the function's `"target-features"` with `-mattr=`
/// appended, or the machine's `-mattr=` when the function has none (LLVM's
/// `getSubtargetImpl`). Errors name a malformed `"target-features"` string.
///
/// ```
/// use kiln_target::{function_subtarget_inputs, FeatureString};
/// let mattr = FeatureString::parse("+c").unwrap();
/// let (cpu, fs) = function_subtarget_inputs("", &mattr, Some("generic-rv64"), Some("+m,-d")).unwrap();
/// assert_eq!(cpu, "generic-rv64");
/// assert_eq!(fs.iter().map(|f| f.to_flags()).collect::<Vec<_>>(), ["+m,-d", "+c"]);
/// let (cpu, fs) = function_subtarget_inputs("rocket", &mattr, Some("generic-rv64"), None).unwrap();
/// assert_eq!((cpu, fs.len()), ("rocket", 1));
/// ```
pub fn function_subtarget_inputs<'a>(
    machine_cpu: &'a str,
    machine_features: &FeatureString,
    fn_cpu: Option<&'a str>,
    fn_features: Option<&str>,
) -> Result<(&'a str, Vec<FeatureString>), Error> {
    let cpu = match fn_cpu {
        Some(c) if machine_cpu.is_empty() => c,
        _ => machine_cpu,
    };
    let mut strings = Vec::with_capacity(2);
    if let Some(fs) = fn_features {
        strings.push(FeatureString::parse(fs).map_err(|e| {
            Error::new(format!(
                "invalid \"target-features\" attribute: {}",
                e.message
            ))
        })?);
    }
    if !machine_features.items.is_empty() || strings.is_empty() {
        strings.push(machine_features.clone());
    }
    Ok((cpu, strings))
}

/// The targets kiln knows, in `--version` order (LLVM's `TargetRegistry`).
#[derive(Clone, Debug, Default)]
pub struct Registry {
    targets: Vec<Target>,
}

impl Registry {
    /// An empty registry.
    pub fn new() -> Registry {
        Registry::default()
    }

    /// The registry with kiln's targets, named and described as llc names them (Cpu0 as the
    /// Cpu0 tutorial does), none of them able to generate code until a target crate says so.
    pub fn builtin() -> Registry {
        let mut r = Registry::new();
        r.register(Target::new(
            "aarch64",
            "AArch64 (little endian)",
            Arch::Aarch64,
        ));
        r.register(Target::new("cpu0", "Cpu0 (32-bit big endian)", Arch::Cpu0));
        r.register(Target::new(
            "cpu0el",
            "Cpu0 (32-bit little endian)",
            Arch::Cpu0el,
        ));
        r.register(Target::new("riscv32", "32-bit RISC-V", Arch::Riscv32));
        r.register(Target::new("riscv64", "64-bit RISC-V", Arch::Riscv64));
        r.register(Target::new(
            "x86-64",
            "64-bit X86: EM64T and AMD64",
            Arch::X86_64,
        ));
        r
    }

    /// Adds a target; a target of the same name is replaced. Targets stay sorted by name.
    pub fn register(&mut self, target: Target) {
        match self.targets.binary_search_by(|t| t.name.cmp(target.name)) {
            Ok(i) => self.targets[i] = target,
            Err(i) => self.targets.insert(i, target),
        }
    }

    /// The registered targets, sorted by name.
    pub fn targets(&self) -> &[Target] {
        &self.targets
    }

    /// The target called `name` (`-march=` spelling).
    pub fn target(&self, name: &str) -> Option<&Target> {
        self.targets.iter().find(|t| t.name == name)
    }

    /// The target called `name`, for a target crate to fill in its tables and code generator.
    pub fn target_mut(&mut self, name: &str) -> Option<&mut Target> {
        self.targets.iter_mut().find(|t| t.name == name)
    }

    /// Picks the target as llc does: by `-march=` name if given (error `invalid target`),
    /// else by the triple's architecture (error `unable to get target for ...`).
    pub fn lookup_target(&self, march: Option<&str>, triple: &Triple) -> Result<&Target, Error> {
        if let Some(name) = march {
            return self
                .target(name)
                .ok_or_else(|| Error::new(format!("invalid target '{name}'.")));
        }
        self.targets
            .iter()
            .find(|t| t.arch == triple.arch)
            .ok_or_else(|| {
                Error::new(format!(
                    "unable to get target for '{}', see --version and --triple.",
                    triple
                ))
            })
    }

    /// Width of the name column in `--version` (llc pads names to the longest one).
    pub fn name_width(&self) -> usize {
        self.targets.iter().map(|t| t.name.len()).max().unwrap_or(0)
    }

    /// The `Registered Targets:` block of `--version`, formatted as llc formats it.
    pub fn print_registered_targets(&self) -> String {
        let w = self.name_width();
        let mut s = String::from("  Registered Targets:\n");
        for t in &self.targets {
            s.push_str(&format!("    {:w$} - {}\n", t.name, t.description, w = w));
        }
        s
    }

    /// The block of `--version` after the registered targets that says which of them generate
    /// code: `  Generates code: riscv64` and `  No code generator yet: aarch64, ...` (the list
    /// the README's target table must equal).
    pub fn print_code_generators(&self) -> String {
        let names = |gen: bool| {
            self.targets
                .iter()
                .filter(|t| t.has_target_machine() == gen)
                .map(|t| t.name)
                .collect::<Vec<_>>()
                .join(", ")
        };
        format!(
            "  Generates code: {}\n  No code generator yet: {}\n",
            names(true),
            names(false)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookup_by_triple_and_march() {
        let reg = Registry::builtin();
        for (triple, want) in [
            ("riscv64-unknown-linux-gnu", "riscv64"),
            ("riscv32-unknown-elf", "riscv32"),
            ("aarch64-linux-gnu", "aarch64"),
            ("arm64-apple-macosx", "aarch64"),
            ("x86_64-pc-linux-gnu", "x86-64"),
            ("cpu0", "cpu0"),
            ("cpu0el-unknown-linux", "cpu0el"),
        ] {
            let t = Triple::parse_normalized(triple);
            assert_eq!(reg.lookup_target(None, &t).unwrap().name, want, "{triple}");
        }
        let t = Triple::new("mips-linux-gnu");
        assert_eq!(
            reg.lookup_target(None, &t).unwrap_err().message,
            "unable to get target for 'mips-linux-gnu', see --version and --triple."
        );
        assert_eq!(
            reg.lookup_target(Some("foo"), &t).unwrap_err().message,
            "invalid target 'foo'."
        );
        assert_eq!(
            reg.lookup_target(Some("cpu0"), &t).unwrap().arch,
            Arch::Cpu0
        );
    }

    #[test]
    fn no_code_generator_is_an_error() {
        let reg = Registry::builtin();
        let target = reg.target("riscv64").unwrap();
        let opts = TargetOptions {
            triple: Triple::new("riscv64-unknown-linux-gnu"),
            cpu: String::new(),
            features: FeatureString::default(),
            feature_set: FeatureSet::default(),
            abi: String::new(),
            opt_level: CodeGenOptLevel::Default,
            codegen: CodegenFlags::default(),
            reloc_model: RelocModel::Static,
        };
        let err = target.create_target_machine(opts).err().unwrap();
        assert_eq!(err.message, "target 'riscv64' cannot generate code yet");
    }

    #[test]
    fn target_crate_fills_in_its_entry() {
        struct Fake(Triple);
        impl TargetMachine for Fake {
            fn triple(&self) -> &Triple {
                &self.0
            }
            fn codegen_module(
                &self,
                _module: &mut kiln_ir::Module,
                _file_type: CodeGenFileType,
                out: &mut Vec<u8>,
            ) -> Result<(), Error> {
                out.extend_from_slice(b"\t.text\n");
                Ok(())
            }
        }
        fn create(_: &Target, o: TargetOptions) -> Result<Box<dyn TargetMachine>, Error> {
            Ok(Box::new(Fake(o.triple)))
        }
        const FEATS: &[FeatureDesc] = &[FeatureDesc {
            name: "m",
            description: "multiply",
            implies: &[],
        }];
        let mut reg = Registry::builtin();
        let entry = reg.target_mut("riscv32").unwrap();
        entry.features = FEATS;
        entry.create_target_machine = Some(create);
        let target = reg.target("riscv32").unwrap();
        assert!(target.has_target_machine());
        let r = target
            .resolve_features("", &FeatureString::parse("+x,+m").unwrap())
            .unwrap();
        assert_eq!(
            r.warnings,
            ["'+x' is not a recognized feature for this target (ignoring feature)"]
        );
        assert!(target
            .resolve_features("pentium", &FeatureString::default())
            .is_err());
        let set = target
            .resolve_features("", &FeatureString::parse("+m").unwrap())
            .unwrap()
            .set;
        assert!(crate::has_feature(&set, FEATS, "m"));
        let tm = target
            .create_target_machine(TargetOptions {
                triple: Triple::new("riscv32"),
                cpu: String::new(),
                features: FeatureString::default(),
                feature_set: set,
                abi: String::new(),
                opt_level: CodeGenOptLevel::None,
                codegen: CodegenFlags::default(),
                reloc_model: RelocModel::Static,
            })
            .ok()
            .unwrap();
        assert_eq!(tm.triple().arch, Arch::Riscv32);
    }

    #[test]
    fn version_block_is_aligned() {
        let text = Registry::builtin().print_registered_targets();
        assert!(text.contains("    riscv64 - 64-bit RISC-V\n"));
        assert!(text.contains("    x86-64  - 64-bit X86: EM64T and AMD64\n"));
        assert!(text.contains("    cpu0el  - Cpu0 (32-bit little endian)\n"));
    }

    #[test]
    fn code_generator_block_follows_registration() {
        let mut r = Registry::builtin();
        assert_eq!(
            r.print_code_generators(),
            "  Generates code: \n  No code generator yet: aarch64, cpu0, cpu0el, riscv32, riscv64, x86-64\n"
        );
        fn none(_: &Target, _: TargetOptions) -> Result<Box<dyn TargetMachine>, Error> {
            Err(Error::new("unused"))
        }
        r.target_mut("cpu0").unwrap().create_target_machine = Some(none);
        assert_eq!(
            r.print_code_generators(),
            "  Generates code: cpu0\n  No code generator yet: aarch64, cpu0el, riscv32, riscv64, x86-64\n"
        );
    }
}
