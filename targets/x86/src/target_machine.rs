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
use crate::isel_lowering::{X86Lowering, X86Names};
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
        }
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
            lowering: X86Lowering::new(pic, module.module_flag("PIE Level").is_some()),
            isel: X86Isel::for_module(module, pic),
            tii: X86InstrInfo::new(),
        }))
    }

    /// A vector of floating-point elements passed to or returned from a function travels in
    /// one XMM register under the psABI; kiln splits vectors into lanes and packs only
    /// `<2 x float>` (clang's type for a struct of two floats) back into one register, so
    /// a signature or call with another float vector is a located error, never a
    /// mismatched call.
    fn check_function(
        &self,
        module: &kiln_ir::Module,
        f: &kiln_ir::Function,
    ) -> Result<(), kiln_codegen::CodegenError> {
        check_float_vector_abi(module, f)
    }

    fn object_features(&self, triple: &str) -> Result<u64, String> {
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
    /// legalization); every other floating-point type (x87 `long double`, `fp128`, `half`)
    /// is a located error rather than wrong code.
    fn float_supported(&self, kind: FloatKind, _in_vector: bool) -> bool {
        matches!(kind, FloatKind::Float | FloatKind::Double)
    }
}

/// Whether `t` is a vector of floating-point elements other than `<2 x float>` (which
/// travels as the low 64 bits of one XMM register, packed by `isel_lowering.rs`).
fn is_float_vector(m: &kiln_ir::Module, t: kiln_ir::types::TypeId) -> bool {
    use kiln_ir::types::{FloatKind, TypeData};
    match m.types.get(t) {
        TypeData::Vector { len, elem, .. } => match m.types.get(*elem) {
            TypeData::Float(FloatKind::Float) => *len != 2,
            TypeData::Float(_) => true,
            _ => false,
        },
        _ => false,
    }
}

/// The located error for a floating-point vector in `f`'s signature or one of its calls
/// (intrinsics aside: they are no calls).
fn check_float_vector_abi(
    m: &kiln_ir::Module,
    f: &kiln_ir::Function,
) -> Result<(), kiln_codegen::CodegenError> {
    let name = kiln_codegen::builder::global_name(m, f.global.0);
    let err = |what: &str| {
        kiln_codegen::CodegenError::new(format!(
            "in function '{name}': a floating-point vector {what} (passed in one XMM register by the psABI) is not supported by the x86-64 code generator yet"
        ))
    };
    if f.args.iter().any(|a| is_float_vector(m, a.ty))
        || is_float_vector(m, f.return_type(&m.types))
    {
        return Err(err("parameter or return value"));
    }
    for k in 0..f.insts.len() {
        let i = kiln_ir::InstId(k as u32);
        let Some(info) = f.call_info(i) else {
            continue;
        };
        if let Some(kiln_ir::Value::Global(g)) = f.operands(i).first() {
            if let kiln_ir::module::GlobalName::Named(n) = &m.global(kiln_ir::GlobalId(g.0)).name {
                if n.starts_with("llvm.") {
                    continue;
                }
            }
        }
        if let kiln_ir::types::TypeData::Function { ret, params, .. } = m.types.get(info.fn_ty) {
            if is_float_vector(m, *ret) || params.iter().any(|&p| is_float_vector(m, p)) {
                return Err(err("call argument or result"));
            }
        }
    }
    Ok(())
}

/// The features kiln's objects are assembled with (the x86-64 baseline).
fn object_features(_triple: &str) -> Result<u64, String> {
    Ok(0)
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
