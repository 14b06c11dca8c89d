//! What the Cpu0 code-generation tests share: kiln's output (object or assembly) for an IR
//! module in a Cpu0 configuration, through the registry as `kiln -march=cpu0` uses it.

use kiln_support::SourceMgr;
use kiln_target::{
    Arch, CodeGenFileType, CodeGenOptLevel, FeatureString, Registry, RelocModel, TargetOptions,
    Triple,
};

/// One configuration: byte order, optimization level, processor.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// `cpu0` (big endian) or `cpu0el`.
    pub big: bool,
    /// `-O0` or `-O2`.
    pub opt: u8,
    /// `cpu032I` or `cpu032II`.
    pub cpu: &'static str,
}

impl Config {
    /// The `-march` name.
    pub fn arch(&self) -> &'static str {
        if self.big {
            "cpu0"
        } else {
            "cpu0el"
        }
    }
}

/// kiln's output of `file_type` for `ir` (named `name` in messages) in configuration `c`.
pub fn kiln_output(
    c: Config,
    name: &str,
    ir: String,
    file_type: CodeGenFileType,
) -> Result<Vec<u8>, String> {
    let mut sm = SourceMgr::new();
    let file = sm.add_buffer(name.to_string(), ir);
    let mut m = kiln_ir::parse_module(&mut sm, file).map_err(|d| sm.render(&d))?;
    let mut r = Registry::builtin();
    kiln_target_cpu0::target_machine::register(&mut r);
    let t = r
        .lookup_target(Some(c.arch()), &Triple::new(""))
        .map_err(|e| e.message)?;
    let mut triple = Triple::parse_normalized(m.triple.as_deref().unwrap_or(""));
    triple.set_arch(if c.big { Arch::Cpu0 } else { Arch::Cpu0el });
    let o = TargetOptions {
        triple,
        cpu: c.cpu.to_string(),
        features: FeatureString::default(),
        feature_set: Default::default(),
        abi: String::new(),
        opt_level: if c.opt == 0 {
            CodeGenOptLevel::None
        } else {
            CodeGenOptLevel::Default
        },
        reloc_model: RelocModel::Static,
        codegen: Default::default(),
    };
    let create = t.create_target_machine.ok_or("cpu0 generates no code")?;
    let tm = create(t, o).map_err(|e| e.message)?;
    let mut out = Vec::new();
    tm.codegen_module(&mut m, file_type, &mut out)
        .map_err(|e| e.message)?;
    Ok(out)
}
