//! The RISC-V subtarget (LLVM's `RISCVSubtarget` and `RISCVABI::computeTargetABI`): XLEN, the
//! extensions and the ABI one function is compiled for.
//!
//! In: what the target machine was given ([`SubtargetOptions`]: triple, `-mcpu`, `-mattr`,
//! `-target-abi` or the module's `"target-abi"` flag) and, per function, its `"target-cpu"` and
//! `"target-features"` attributes, resolved against the tables `-gen-subtarget` writes from
//! `td/RISCVFeatures.td` (`SUBTARGET_FEATURES`, `PROCESSORS`). Out: a [`RiscvSubtarget`] that
//! lowering, the calling convention (and later selection, frames and the printer) ask instead
//! of assuming RV64 or lp64d. Unknown names are ignored with llc's warnings, printed once.
//!
//! With no processor named anywhere, kiln's default is RV64GC / RV32GC (M, A, F, D, C), the
//! baseline clang targets for `riscv64-linux-gnu`, so a `.ll` without attributes compiles as
//! clang's output would. The ABI defaults as LLVM's does: `lp64d` with D, `lp64f` with F, else
//! `lp64` (`ilp32*` for RV32).

use kiln_codegen::value_types::MVT;
use kiln_target::{
    function_subtarget_inputs, warn_once, Arch, Error, FeatureSet, FeatureString, Triple,
};

/// The generated tables (`RISCVGenSubtarget.rs`).
pub mod tables {
    include!(concat!(env!("OUT_DIR"), "/RISCVGenSubtarget.rs"));
}

use tables::{feature, FeatureGetters};

/// The extensions kiln assumes when no processor is named (RV64GC/RV32GC).
const DEFAULT_FEATURES: &str = "+i,+m,+a,+f,+d,+c,+zicsr,+zifencei";

/// The default extensions under an explicit soft-float ABI (`-target-abi=ilp32`/`lp64`):
/// RV64IMAC/RV32IMAC, so that `-target-abi=ilp32 -mattr=+m,+a,+c` means rv32imac as it does
/// to llc (whose generic processors have no extensions at all).
const DEFAULT_FEATURES_SOFT_FLOAT: &str = "+i,+m,+a,+c,+zicsr,+zifencei";

/// The default extensions under an explicit single-float ABI (`ilp32f`/`lp64f`): no D.
const DEFAULT_FEATURES_SINGLE_FLOAT: &str = "+i,+m,+a,+f,+c,+zicsr,+zifencei";

/// Fills in the feature, processor and unimplemented-feature tables of `riscv32` and `riscv64`
/// in `r` (what `-mattr=help`, `-mcpu=help` and the command line's checks read).
pub fn register_tables(r: &mut kiln_target::Registry) {
    for name in ["riscv32", "riscv64"] {
        if let Some(t) = r.target_mut(name) {
            t.features = tables::SUBTARGET_FEATURES;
            t.processors = tables::PROCESSORS;
            t.unimplemented_features = tables::UNIMPLEMENTED_FEATURES;
        }
    }
}

/// A RISC-V ABI (the psABI's names; LLVM's `RISCVABI::ABI`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RiscvAbi {
    /// RV32, integer registers only.
    Ilp32,
    /// RV32, `float` in FP registers.
    Ilp32f,
    /// RV32, `float` and `double` in FP registers.
    Ilp32d,
    /// RV64, integer registers only.
    Lp64,
    /// RV64, `float` in FP registers.
    Lp64f,
    /// RV64, `float` and `double` in FP registers.
    Lp64d,
}

impl RiscvAbi {
    /// The ABI called `name` (`-target-abi` spelling), if RISC-V has one.
    pub fn parse(name: &str) -> Option<RiscvAbi> {
        Some(match name {
            "ilp32" => RiscvAbi::Ilp32,
            "ilp32f" => RiscvAbi::Ilp32f,
            "ilp32d" => RiscvAbi::Ilp32d,
            "lp64" => RiscvAbi::Lp64,
            "lp64f" => RiscvAbi::Lp64f,
            "lp64d" => RiscvAbi::Lp64d,
            _ => return None,
        })
    }

    /// The `-target-abi` spelling.
    pub fn name(self) -> &'static str {
        match self {
            RiscvAbi::Ilp32 => "ilp32",
            RiscvAbi::Ilp32f => "ilp32f",
            RiscvAbi::Ilp32d => "ilp32d",
            RiscvAbi::Lp64 => "lp64",
            RiscvAbi::Lp64f => "lp64f",
            RiscvAbi::Lp64d => "lp64d",
        }
    }

    /// XLEN the ABI is for (32 or 64).
    pub fn xlen(self) -> u32 {
        match self {
            RiscvAbi::Ilp32 | RiscvAbi::Ilp32f | RiscvAbi::Ilp32d => 32,
            _ => 64,
        }
    }

    /// The width of the floating-point values passed in FP registers (0, 32 or 64: FLEN of the
    /// ABI).
    pub fn float_abi_bits(self) -> u32 {
        match self {
            RiscvAbi::Ilp32 | RiscvAbi::Lp64 => 0,
            RiscvAbi::Ilp32f | RiscvAbi::Lp64f => 32,
            RiscvAbi::Ilp32d | RiscvAbi::Lp64d => 64,
        }
    }
}

/// What the target machine was configured with; each function's subtarget starts from it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SubtargetOptions {
    /// The target triple (its architecture decides XLEN).
    pub triple: Triple,
    /// `-mcpu=` (empty: none).
    pub cpu: String,
    /// `-mattr=`.
    pub features: FeatureString,
    /// `-target-abi=`, else the module's `"target-abi"` flag (empty: the default).
    pub abi: String,
}

impl SubtargetOptions {
    /// Options naming nothing but the triple.
    pub fn for_triple(triple: Triple) -> SubtargetOptions {
        SubtargetOptions {
            triple,
            cpu: String::new(),
            features: FeatureString::default(),
            abi: String::new(),
        }
    }
}

impl FeatureGetters for RiscvSubtarget {
    fn feature_set(&self) -> &FeatureSet {
        &self.features
    }
}

/// One function's RISC-V subtarget.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RiscvSubtarget {
    cpu: String,
    features: FeatureSet,
    abi: RiscvAbi,
}

impl RiscvSubtarget {
    /// The machine's subtarget (for code outside any function: globals, the module's
    /// attributes). Warnings are printed once.
    pub fn for_machine(o: &SubtargetOptions) -> Result<RiscvSubtarget, Error> {
        Self::build(o, &o.cpu, &[&o.features])
    }

    /// The subtarget of `f`: its `"target-cpu"` and `"target-features"` combined with the
    /// machine's options as llc combines them ([`kiln_target::function_subtarget_inputs`]).
    pub fn for_function(
        o: &SubtargetOptions,
        m: &kiln_ir::Module,
        f: &kiln_ir::Function,
    ) -> Result<RiscvSubtarget, Error> {
        use kiln_codegen::fn_attrs::fn_attr_value;
        use std::collections::HashMap;
        use std::sync::{Mutex, OnceLock};
        type Key = (SubtargetOptions, Option<String>, Option<String>);
        // Functions share a few attribute sets (clang's lists hundreds of features): each
        // distinct one is resolved once, as LLVM's SubtargetMap caches by CPU and features.
        static CACHE: OnceLock<Mutex<HashMap<Key, Result<RiscvSubtarget, Error>>>> =
            OnceLock::new();
        let fn_cpu = fn_attr_value(m, f, "target-cpu");
        let fn_fs = fn_attr_value(m, f, "target-features");
        let key = (
            o.clone(),
            fn_cpu.map(str::to_string),
            fn_fs.map(str::to_string),
        );
        let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
        // A poisoned cache only means another thread panicked; its entries are complete.
        if let Some(r) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
            return r.clone();
        }
        let r = function_subtarget_inputs(&o.cpu, &o.features, fn_cpu, fn_fs).and_then(
            |(cpu, strings)| {
                let refs: Vec<&FeatureString> = strings.iter().collect();
                Self::build(o, cpu, &refs)
            },
        );
        cache
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(key, r.clone());
        r
    }

    /// Resolves `cpu` and `strings` for `o`'s triple and picks the ABI.
    pub fn build(
        o: &SubtargetOptions,
        cpu: &str,
        strings: &[&FeatureString],
    ) -> Result<RiscvSubtarget, Error> {
        let is64 = match o.triple.arch {
            Arch::Riscv64 => true,
            Arch::Riscv32 => false,
            _ => return Err(Error::new(format!("'{}' is not a RISC-V triple", o.triple))),
        };
        // An ABI of the other XLEN is ignored below (with llc's warning): it chooses nothing.
        let default_features = match RiscvAbi::parse(&o.abi)
            .filter(|a| a.xlen() == if is64 { 64 } else { 32 })
            .map(RiscvAbi::float_abi_bits)
        {
            Some(0) => DEFAULT_FEATURES_SOFT_FLOAT,
            Some(32) => DEFAULT_FEATURES_SINGLE_FLOAT,
            _ => DEFAULT_FEATURES,
        };
        let defaults = FeatureString::parse(default_features)
            .expect("invariant: the default feature strings are well formed");
        let mut all: Vec<&FeatureString> = Vec::with_capacity(strings.len() + 2);
        if cpu.is_empty() || cpu == "generic" {
            all.push(&defaults);
        }
        all.extend_from_slice(strings);
        let r = kiln_target::resolve_features_with(
            tables::SUBTARGET_FEATURES,
            tables::PROCESSORS,
            tables::UNIMPLEMENTED_FEATURES,
            cpu,
            &all,
            kiln_target::UnknownPolicy::Warn,
        )?;
        for w in &r.warnings {
            warn_once(w);
        }
        let mut features = r.set;
        if tables::PROCESSORS.iter().any(|p| p.name == cpu) {
            // The processor's XLEN must be the triple's (llc's words).
            let cpu_is64 = features.contains(feature::Feature64Bit);
            if cpu_is64 != is64 {
                return Err(Error::new(if is64 {
                    "RV64 target requires an RV64 CPU"
                } else {
                    "RV32 target requires an RV32 CPU"
                }));
            }
        }
        // XLEN is the triple's, whatever the strings said.
        if is64 {
            features.insert(feature::Feature64Bit);
        } else {
            features.remove(feature::Feature64Bit);
        }
        let has = |i: usize| features.contains(i);
        let default_abi = match (
            is64,
            has(feature::FeatureStdExtD),
            has(feature::FeatureStdExtF),
        ) {
            (true, true, _) => RiscvAbi::Lp64d,
            (true, false, true) => RiscvAbi::Lp64f,
            (true, false, false) => RiscvAbi::Lp64,
            (false, true, _) => RiscvAbi::Ilp32d,
            (false, false, true) => RiscvAbi::Ilp32f,
            (false, false, false) => RiscvAbi::Ilp32,
        };
        let abi = if o.abi.is_empty() {
            default_abi
        } else {
            match RiscvAbi::parse(&o.abi) {
                Some(a) if a.xlen() != if is64 { 64 } else { 32 } => {
                    warn_once(&format!(
                        "{} ABI is not supported on {}-bit targets (ignoring target-abi)",
                        if a.xlen() == 64 { "64-bit" } else { "32-bit" },
                        if is64 { 64 } else { 32 }
                    ));
                    default_abi
                }
                Some(a) if a.float_abi_bits() == 64 && !has(feature::FeatureStdExtD) => {
                    warn_once("Hard-float 'd' ABI can't be used for a target that doesn't support the D instruction set extension (ignoring target-abi)");
                    default_abi
                }
                Some(a) if a.float_abi_bits() == 32 && !has(feature::FeatureStdExtF) => {
                    warn_once("Hard-float 'f' ABI can't be used for a target that doesn't support the F instruction set extension (ignoring target-abi)");
                    default_abi
                }
                Some(a) => a,
                None => {
                    warn_once(&format!(
                        "'{}' is not a recognized ABI for this target (ignoring target-abi)",
                        o.abi
                    ));
                    default_abi
                }
            }
        };
        Ok(RiscvSubtarget {
            cpu: cpu.to_string(),
            features,
            abi,
        })
    }

    /// The processor name (empty: kiln's default).
    pub fn cpu(&self) -> &str {
        &self.cpu
    }

    /// The enabled features (indices into [`tables::SUBTARGET_FEATURES`]).
    pub fn features(&self) -> FeatureSet {
        self.features
    }

    /// Whether feature `index` (a [`tables::feature`] constant) is enabled.
    pub fn has(&self, index: usize) -> bool {
        self.features.contains(index)
    }

    /// XLEN: 32 or 64.
    pub fn xlen(&self) -> u32 {
        if self.is_rv64() {
            64
        } else {
            32
        }
    }

    /// The integer register type (LLVM's `XLenVT`).
    pub fn xlen_vt(&self) -> MVT {
        if self.is_rv64() {
            MVT::i64
        } else {
            MVT::i32
        }
    }

    /// Compressed instructions (C or Zca).
    pub fn has_c(&self) -> bool {
        self.has(feature::FeatureStdExtC) || self.has(feature::FeatureStdExtZca)
    }

    /// The ABI.
    pub fn abi(&self) -> RiscvAbi {
        self.abi
    }

    /// Whether floating-point arguments of `bits` (32 or 64) travel in FP registers.
    pub fn passes_fp_in_fp_regs(&self, bits: u32) -> bool {
        bits <= self.abi.float_abi_bits()
    }

    /// Whether kiln's code generator can compile for this subtarget today, or the error
    /// saying why not. It generates RV64 `lp64d` code with the M, A, F and D extensions, and
    /// on RV32 `ilp32d` code with M, A, F and D, `ilp32f` code with M, A and F but no D
    /// (doubles through libgcc's routines) and soft-float `ilp32` code with M and A and no
    /// FPU (every float through libgcc's routines). Other combinations (an FPU wider than the
    /// ABI, `lp64`, a missing M or A) are refused rather than miscompiled.
    pub fn check_codegen_supported(&self) -> Result<(), Error> {
        let abi = self.abi;
        if !self.is_rv64() && !matches!(abi, RiscvAbi::Ilp32d | RiscvAbi::Ilp32f | RiscvAbi::Ilp32)
        {
            return Err(Error::new(format!(
                "the {} ABI is not supported by the RISC-V code generator yet (ilp32d, ilp32f and ilp32 are on RV32)",
                abi.name()
            )));
        }
        if self.is_rv64() && abi != RiscvAbi::Lp64d {
            return Err(Error::new(format!(
                "the {} ABI is not supported by the RISC-V code generator yet (lp64d is)",
                abi.name()
            )));
        }
        // The FP registers must be exactly as wide as the ABI's float arguments.
        let fpu_bits = if self.has_std_ext_d() {
            64
        } else if self.has_std_ext_f() {
            32
        } else {
            0
        };
        if fpu_bits != abi.float_abi_bits() {
            return Err(Error::new(format!(
                "the {} ABI with {} is not supported by the RISC-V code generator yet ({} is)",
                abi.name(),
                match fpu_bits {
                    64 => "the D extension",
                    32 => "the F extension",
                    _ => "no FPU",
                },
                match abi.float_abi_bits() {
                    64 => "F and D",
                    32 => "F without D",
                    _ => "no FPU",
                }
            )));
        }
        let missing: Vec<&str> = [("m", self.has_std_ext_m()), ("a", self.has_std_ext_a())]
            .iter()
            .filter(|(_, on)| !on)
            .map(|(n, _)| *n)
            .collect();
        if !missing.is_empty() {
            return Err(Error::new(format!(
                "the RISC-V code generator needs the M and A extensions for now; this subtarget lacks '{}'",
                missing.join("', '")
            )));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(triple: &str, cpu: &str, mattr: &str, abi: &str) -> SubtargetOptions {
        SubtargetOptions {
            triple: Triple::parse_normalized(triple),
            cpu: cpu.into(),
            features: FeatureString::parse(mattr).expect("well formed"),
            abi: abi.into(),
        }
    }

    fn st(triple: &str, cpu: &str, mattr: &str, abi: &str) -> RiscvSubtarget {
        RiscvSubtarget::for_machine(&opts(triple, cpu, mattr, abi)).expect("a subtarget")
    }

    #[test]
    fn the_default_is_rv64gc_lp64d() {
        let s = st("riscv64-linux-gnu", "", "", "");
        assert!(
            s.is_rv64()
                && s.has_std_ext_m()
                && s.has_std_ext_a()
                && s.has_std_ext_f()
                && s.has_std_ext_d()
                && s.has_c()
        );
        assert_eq!(
            (s.xlen(), s.xlen_vt(), s.abi()),
            (64, MVT::i64, RiscvAbi::Lp64d)
        );
        assert!(s.check_codegen_supported().is_ok());
        let s = st("riscv32-linux-gnu", "", "", "");
        assert_eq!(
            (s.xlen(), s.xlen_vt(), s.abi()),
            (32, MVT::i32, RiscvAbi::Ilp32d)
        );
        assert!(s.check_codegen_supported().is_ok());
        // Soft float (ilp32, no FPU) and ilp32f (F, no D) are generated; an FPU wider than
        // the ABI is a named error, not wrong code.
        let s = st("riscv32-unknown-elf", "", "-f,-d", "");
        assert_eq!(s.abi(), RiscvAbi::Ilp32);
        assert!(s.check_codegen_supported().is_ok());
        // An explicit soft-float ABI takes F and D out of kiln's defaults (rv32imac).
        let s = st("riscv32-unknown-elf", "", "+m,+a,+c", "ilp32");
        assert!(
            !s.has_std_ext_f()
                && !s.has_std_ext_d()
                && s.has_std_ext_m()
                && s.has_std_ext_a()
                && s.has_c()
        );
        assert!(s.check_codegen_supported().is_ok());
        let e = st("riscv32-unknown-elf", "", "+f", "ilp32")
            .check_codegen_supported()
            .unwrap_err();
        assert!(
            e.message
                .contains("the ilp32 ABI with the F extension is not supported"),
            "{}",
            e.message
        );
        let s = st("riscv32-unknown-elf", "", "-d", "");
        assert_eq!(s.abi(), RiscvAbi::Ilp32f);
        assert!(s.check_codegen_supported().is_ok());
        let e = st("riscv32-unknown-elf", "", "+d", "ilp32f")
            .check_codegen_supported()
            .unwrap_err();
        assert!(
            e.message
                .contains("the ilp32f ABI with the D extension is not supported"),
            "{}",
            e.message
        );
    }

    #[test]
    fn processors_and_features_decide_the_abi() {
        // generic-rv64 has no F or D: lp64, and the code generator says what is missing.
        let s = st("riscv64-linux-gnu", "generic-rv64", "", "");
        assert_eq!(s.abi(), RiscvAbi::Lp64);
        assert!(!s.has_std_ext_d() && !s.has_std_ext_m());
        let e = s.check_codegen_supported().unwrap_err();
        assert!(
            e.message.contains("the lp64 ABI is not supported"),
            "{}",
            e.message
        );
        let e = st("riscv64-linux-gnu", "generic-rv64", "+d", "")
            .check_codegen_supported()
            .unwrap_err();
        assert!(e.message.ends_with("lacks 'm', 'a'"), "{}", e.message);
        assert_eq!(
            st("riscv64-linux-gnu", "generic-rv64", "+f", "").abi(),
            RiscvAbi::Lp64f
        );
        assert_eq!(st("riscv64-linux-gnu", "", "-d", "").abi(), RiscvAbi::Lp64f);
        assert_eq!(st("riscv64-linux-gnu", "", "-f", "").abi(), RiscvAbi::Lp64);
        assert_eq!(
            st("riscv64-linux-gnu", "", "", "lp64").abi(),
            RiscvAbi::Lp64
        );
        // A hard-float ABI the features cannot carry is ignored (llc warns).
        assert_eq!(
            st("riscv64-linux-gnu", "", "-f", "lp64d").abi(),
            RiscvAbi::Lp64
        );
        assert_eq!(
            st("riscv64-linux-gnu", "", "", "bogus").abi(),
            RiscvAbi::Lp64d
        );
        let s = st("riscv64-linux-gnu", "sifive-u74", "", "");
        assert_eq!(s.abi(), RiscvAbi::Lp64d);
        assert!(s.check_codegen_supported().is_ok());
        let e = RiscvSubtarget::for_machine(&opts("riscv64-linux-gnu", "generic-rv32", "", ""))
            .unwrap_err();
        assert_eq!(e.message, "RV64 target requires an RV64 CPU");
        assert_eq!(
            st("riscv64-linux-gnu", "", "", "ilp32").abi(),
            RiscvAbi::Lp64d
        );
    }

    #[test]
    fn functions_take_their_attributes() {
        let src = r#"
define void @dflt() { ret void }
define void @nod() #0 { ret void }
define void @cpu() #1 { ret void }
attributes #0 = { "target-features"="+64bit,-d,+zba,-experimental-p" }
attributes #1 = { "target-cpu"="generic-rv64" "target-features"="+m,+a,+f,+d" }
"#;
        let mut sm = kiln_support::SourceMgr::new();
        let file = sm.add_buffer("t.ll".to_string(), src.to_string());
        let m = kiln_ir::parse_module(&mut sm, file).expect("parses");
        let o = opts("riscv64-linux-gnu", "", "", "");
        let of = |i: usize| RiscvSubtarget::for_function(&o, &m, &m.functions[i]).expect("ok");
        assert!(of(0).has_std_ext_d());
        let nod = of(1);
        assert!(nod.has_std_ext_f() && !nod.has_std_ext_d() && nod.has_std_ext_m());
        assert_eq!(nod.abi(), RiscvAbi::Lp64f);
        let cpu = of(2);
        assert_eq!(cpu.cpu(), "generic-rv64");
        assert!(cpu.has_std_ext_d() && !cpu.has_c());
        // -mattr appends to the function's string (llc's setFunctionAttributes).
        let o = opts("riscv64-linux-gnu", "", "-m", "");
        assert!(!RiscvSubtarget::for_function(&o, &m, &m.functions[2])
            .expect("ok")
            .has_std_ext_m());
    }

    #[test]
    fn the_tables_come_from_the_td() {
        let names: Vec<&str> = tables::SUBTARGET_FEATURES.iter().map(|f| f.name).collect();
        for n in [
            "64bit", "i", "m", "a", "f", "d", "c", "zca", "zaamo", "zalrsc", "zicsr",
        ] {
            assert!(names.contains(&n), "{n}");
        }
        assert_eq!(
            tables::SUBTARGET_FEATURES[feature::FeatureStdExtD].name,
            "d"
        );
        assert!(tables::UNIMPLEMENTED_FEATURES.contains(&"zba"));
        assert!(tables::PROCESSORS.iter().any(|p| p.name == "generic-rv64"));
    }
}
