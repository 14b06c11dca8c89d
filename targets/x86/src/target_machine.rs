//! The x86-64 target machine (LLVM's `X86TargetMachine`) and its registration with kiln's
//! target registry.
//!
//! In: a parsed, verified IR module and the output kind. Out: assembly text or an ELF object,
//! made by kiln-codegen's generic driver ([`kiln_codegen::target_machine`]) with x86-64's
//! pipeline hooks (lowering, selection, instruction and register info, frames), printer hooks
//! ([`crate::asm_printer`]), `MCInstLower` hooks ([`crate::mc_lowering`]) and MC layer
//! ([`crate::mc`]). Errors name the function and construct that could not be compiled.

use crate::frame_lowering::X86FrameLowering;
use crate::instr_info::X86InstrInfo;
use crate::isel_dag_to_dag::X86Isel;
use crate::isel_lowering::{X86Features, X86Lowering, X86Names};
use kiln_codegen::pipeline::CodegenTarget;
use kiln_codegen::target_machine::{
    assemble_text, CodegenTargetMachine, ModuleTarget, TargetCodegen,
};
use kiln_ir::types::FloatKind;
use kiln_target::{Error, Registry, Target, TargetMachine, TargetOptions, Triple};

/// x86-64's hooks for the generic driver, printer and `MCInstLower` (System V, Linux).
#[derive(Clone, Debug)]
pub struct X86Codegen {
    /// The triple.
    pub triple: Triple,
    /// `-mattr=` as written.
    pub features: kiln_target::FeatureString,
}

impl X86Codegen {
    /// The optional instructions every function of `module` may use: a feature is on when
    /// each definition's `"target-features"` followed by `-mattr=` (later items win, as
    /// LLVM combines them) enables it. Per module, since the lowering's tables are.
    fn module_features(&self, module: &kiln_ir::Module) -> Result<X86Features, Error> {
        let on =
            |name| kiln_codegen::fn_attrs::module_feature_enabled(module, &self.features, name);
        Ok(X86Features {
            popcnt: on("popcnt")?,
            lzcnt: on("lzcnt")?,
            bmi: on("bmi")?,
        })
    }
}

/// A configured x86-64 code generator.
pub type X86TargetMachine = CodegenTargetMachine<X86Codegen>;

/// The x86-64 objects one module is compiled with.
struct X86ModuleTarget {
    lowering: X86Lowering,
    isel: X86Isel,
    tii: X86InstrInfo,
}

impl ModuleTarget for X86ModuleTarget {
    fn codegen_target(&self) -> CodegenTarget<'_> {
        CodegenTarget {
            lowering: &self.lowering,
            isel: &self.isel,
            instr_info: &self.tii,
            register_info: &self.tii,
            frame_lowering: &X86FrameLowering,
            names: &X86Names,
        }
    }
}

impl TargetCodegen for X86Codegen {
    fn for_triple(triple: &Triple) -> Self {
        X86Codegen {
            triple: triple.clone(),
            features: kiln_target::FeatureString::default(),
        }
    }

    fn configure(&mut self, o: &TargetOptions) -> Result<(), Error> {
        self.features = o.features.clone();
        Ok(())
    }

    fn display_name(&self) -> &'static str {
        "x86-64"
    }

    fn module_target<'m>(
        &'m self,
        module: &'m kiln_ir::Module,
        pic: bool,
    ) -> Result<Box<dyn ModuleTarget + 'm>, Error> {
        Ok(Box::new(X86ModuleTarget {
            lowering: X86Lowering::new(
                pic,
                module.module_flag("PIE Level").is_some(),
                self.module_features(module)?,
            ),
            isel: X86Isel::for_module(module, pic),
            tii: X86InstrInfo::new(),
        }))
    }

    /// A vector passed to or returned from a function other code may call travels in XMM
    /// registers under the psABI; kiln passes vectors its own way (lanes, or a pointer to a
    /// copy), which is only consistent between the module's internal functions. So such a
    /// vector (other than `<2 x float>`, packed into one XMM register) in the signature of
    /// an externally visible function or a call to one is a located error.
    fn check_function(
        &self,
        module: &kiln_ir::Module,
        f: &kiln_ir::Function,
    ) -> Result<(), kiln_codegen::CodegenError> {
        check_vector_abi(module, f)
    }

    fn object_features(&self, triple: &str) -> Result<kiln_target::FeatureSet, String> {
        object_features(triple)
    }

    /// and/or/xor/nand/min/max have no x86 instruction returning the old value: `lock
    /// cmpxchg` loops.
    fn expand_atomic_rmw_to_cmpxchg_loop(
        &self,
        op: kiln_ir::instructions::RmwOp,
        bits: u32,
    ) -> bool {
        crate::isel_atomic::needs_cmpxchg_loop(op, bits)
    }

    /// `float` and `double` (SSE2 scalar; vectors of them are split into lanes by vector
    /// legalization) and scalar x87 `long double`; every other floating-point type
    /// (`fp128`, `half`, vectors of `long double`) is a located error rather than wrong
    /// code.
    fn float_supported(&self, kind: FloatKind, in_vector: bool) -> bool {
        matches!(kind, FloatKind::Float | FloatKind::Double)
            || (kind == FloatKind::X86Fp80 && !in_vector)
    }
}

/// Whether `t` is a vector other than `<2 x float>` (which travels as the low 64 bits of
/// one XMM register, packed by `isel_lowering.rs`) and the 128-bit SSE types (one XMM
/// register or a 16-byte stack slot, `X86CallingConv.td`): the psABI passes such a vector
/// in XMM registers (or memory), which kiln does not (its lanes, or a pointer when they
/// need more than two registers).
fn is_abi_vector(m: &kiln_ir::Module, t: kiln_ir::types::TypeId) -> bool {
    use kiln_ir::types::{FloatKind, TypeData};
    match m.types.get(t) {
        TypeData::Vector { len, elem, .. } => match m.types.get(*elem) {
            TypeData::Float(FloatKind::Float) => !matches!(*len, 2 | 4),
            TypeData::Float(FloatKind::Double) => *len != 2,
            TypeData::Int(bits) => !matches!((*bits, *len), (8, 16) | (16, 8) | (32, 4) | (64, 2)),
            _ => true,
        },
        _ => false,
    }
}

/// Whether global `g` is a function only this module can call (internal or private): its
/// vector arguments and results may take kiln's own convention.
fn is_module_local(m: &kiln_ir::Module, g: u32) -> bool {
    use kiln_ir::module::Linkage;
    matches!(
        m.global(kiln_ir::GlobalId(g)).linkage,
        Linkage::Internal | Linkage::Private
    )
}

/// The located error for a vector (other than `<2 x float>`) in the signature of a function
/// other code may call, or in a call to a function this module does not own (intrinsics
/// aside: they are no calls). Between the module's own internal functions kiln passes
/// vectors its own way, consistently on both sides: lanes in registers, a pointer to a
/// copy when they need more than two (`X86Lowering::pass_vector_indirectly`).
fn check_vector_abi(
    m: &kiln_ir::Module,
    f: &kiln_ir::Function,
) -> Result<(), kiln_codegen::CodegenError> {
    let name = kiln_codegen::builder::global_name(m, f.global.0);
    let err = |what: &str| {
        kiln_codegen::CodegenError::new(format!(
            "in function '{name}': a vector {what} of a function other code may call (passed in XMM registers by the psABI) is not supported by the x86-64 code generator yet"
        ))
    };
    let in_signature =
        f.args.iter().any(|a| is_abi_vector(m, a.ty)) || is_abi_vector(m, f.return_type(&m.types));
    if in_signature && !is_module_local(m, f.global.0) {
        return Err(err("parameter or return value"));
    }
    for k in 0..f.insts.len() {
        let i = kiln_ir::InstId(k as u32);
        let Some(info) = f.call_info(i) else {
            continue;
        };
        let callee = match f.operands(i).first() {
            Some(kiln_ir::Value::Global(g)) => Some(g.0),
            _ => None,
        };
        if let Some(g) = callee {
            if let kiln_ir::module::GlobalName::Named(n) = &m.global(kiln_ir::GlobalId(g)).name {
                if n.starts_with("llvm.") {
                    continue;
                }
            }
            if is_module_local(m, g) {
                continue;
            }
        }
        if let kiln_ir::types::TypeData::Function { ret, params, .. } = m.types.get(info.fn_ty) {
            if is_abi_vector(m, *ret) || params.iter().any(|&p| is_abi_vector(m, p)) {
                return Err(err("call argument or result"));
            }
        }
    }
    Ok(())
}

/// The features kiln's objects are assembled with (the x86-64 baseline).
fn object_features(_triple: &str) -> Result<kiln_target::FeatureSet, String> {
    Ok(kiln_target::FeatureSet::default())
}

/// Assembles `text` with kiln-mc into an ELF relocatable object.
pub fn assemble(text: String, triple: &str) -> Result<Vec<u8>, Error> {
    let features =
        object_features(triple).map_err(|e| Error::new(format!("assembler features: {e}")))?;
    assemble_text(&crate::mc::X86_MC, features, text)
}

fn create(target: &Target, o: TargetOptions) -> Result<Box<dyn TargetMachine>, Error> {
    if target.name != "x86-64" && target.name != "x86_64" {
        return Err(Error::new(format!(
            "target '{}' cannot generate code yet",
            target.name
        )));
    }
    Ok(Box::new(X86TargetMachine::from_options(o)?))
}

/// Registers the x86-64 code generator in `r`.
pub fn register(r: &mut Registry) {
    for name in ["x86-64", "x86_64"] {
        if let Some(t) = r.target_mut(name) {
            t.create_target_machine = Some(create);
        }
    }
}
