//! The generic module driver (LLVM's `CodeGenTargetMachineImpl::addPassesToEmitFile` with
//! `AsmPrinter::doInitialization`/`doFinalization`): what every target's `TargetMachine` does
//! with a module.
//!
//! In: a parsed, verified IR module, the output kind, and the target's [`TargetCodegen`]
//! (its pipeline hooks, printer hooks and MC layer). Out: assembly text or an ELF relocatable
//! object. The steps: the IR-level expansions ([`crate::ir_expand`]); each function definition
//! checked for types the code generator cannot lower, run through the pipeline (in parallel
//! as `-threads` asks, joined in module order), and printed through the shared walk
//! ([`crate::asm_printer`]) into a [`TextSink`] or, for objects, straight into kiln-mc's object
//! streamer through an [`McSink`]; then the globals, aliases and the stack note. Errors name
//! the function and construct that could not be compiled.

use crate::asm_printer::{
    emit_function, emit_module_tail, LoweringTables, McSink, TargetMCInstLower, TextSink,
};
use crate::parallel::{compile_module_streaming_with, DagDot, FunctionOutput, ModuleOptions};
use crate::pipeline::{
    compile_function_with_dags, CodegenTarget, CompileOptions, PipelineEnd, PipelineOptions,
    PipelineScratch,
};
use crate::CodegenError;
use kiln_ir::types::FloatKind;
use kiln_ir::{Function, Module, TypeData, TypeId};
use kiln_mc::feature_set::FeatureSet;
use kiln_mc::target::MCTargetHooks;
use kiln_support::SourceMgr;
use kiln_target::{
    CodeGenFileType, CodeGenOptLevel, Error, RelocModel, TargetMachine, TargetOptions, Triple,
};

/// The target objects one module's functions are compiled with (built once per module,
/// shared by the worker threads).
pub trait ModuleTarget: Sync {
    /// The pipeline's view of them.
    fn codegen_target(&self) -> CodegenTarget<'_>;
}

/// What a target gives the generic driver: its pipeline hooks per module, its printer and
/// `MCInstLower` hooks (through [`TargetMCInstLower`]), and the facts the driver reports.
pub trait TargetCodegen: TargetMCInstLower + std::fmt::Debug {
    /// The hooks of a machine for `triple` with no `-mcpu`, `-mattr` or `-target-abi`.
    fn for_triple(triple: &Triple) -> Self
    where
        Self: Sized;
    /// Takes the command line's subtarget options (`-mcpu`, `-mattr`, `-target-abi`); an
    /// error for a configuration the target cannot have (an RV32 CPU on riscv64). The
    /// default ignores them.
    fn configure(&mut self, _o: &TargetOptions) -> Result<(), Error> {
        Ok(())
    }
    /// The target's name in messages (`RISC-V`).
    fn display_name(&self) -> &'static str;
    /// The lowering, selection, instruction, register and frame hooks for `module`
    /// (`pic`: position-independent code).
    fn module_target<'m>(
        &'m self,
        module: &'m Module,
        pic: bool,
    ) -> Result<Box<dyn ModuleTarget + 'm>, Error>;
    /// Whether function `f` can be compiled for its subtarget (its `"target-cpu"` and
    /// `"target-features"`), or the error saying why not. The default accepts every function.
    fn check_function(&self, _module: &Module, _f: &Function) -> Result<(), CodegenError> {
        Ok(())
    }
    /// The MC features objects for `triple` are assembled with.
    fn object_features(&self, triple: &str) -> Result<FeatureSet, String>;
    /// The MC features the code of `module` is emitted with: by default
    /// [`Self::object_features`]; a target whose object header depends on the module (RISC-V's
    /// float-ABI flags from its `"target-abi"` flag) answers from it.
    fn module_object_features(&self, triple: &str, _module: &Module) -> Result<FeatureSet, String> {
        self.object_features(triple)
    }
    /// Whether the code generator lowers floating-point type `kind` (as a vector element when
    /// `in_vector`). By default: `float`, `double` and `fp128`, and scalar `half`/`bfloat`
    /// through the builder's soft-half lowering.
    fn float_supported(&self, kind: FloatKind, in_vector: bool) -> bool {
        match kind {
            FloatKind::Float | FloatKind::Double | FloatKind::Fp128 => true,
            FloatKind::Half | FloatKind::BFloat => !in_vector,
            _ => false,
        }
    }
    /// Whether an integer `atomicrmw` `op` on `bits` (8, 16, 32 or 64) becomes a
    /// compare-exchange loop before selection (LLVM's `shouldExpandAtomicRMWInIR` answering
    /// `CmpXChg`; `ir_expand`'s atomic expansion). The default: none beyond the operations
    /// every target loops.
    fn expand_atomic_rmw_to_cmpxchg_loop(
        &self,
        _op: kiln_ir::instructions::RmwOp,
        _bits: u32,
    ) -> bool {
        false
    }
}

/// A configured code generator for target `T` (LLVM's `CodeGenTargetMachineImpl`).
#[derive(Debug)]
pub struct CodegenTargetMachine<T> {
    triple: Triple,
    opt_level: u8,
    /// Options of the machine pipeline (`-print-after-all` and friends).
    pub pipeline: PipelineOptions,
    /// Threads for per-function parallel compilation (0: available parallelism; default 1).
    pub threads: usize,
    /// Where to write every block's DAG at every DAG stage as Graphviz (`-dag-dot-dir=`).
    pub dag_dot_dir: Option<std::path::PathBuf>,
    /// `-relocation-model` (static by default).
    pub reloc_model: RelocModel,
    /// The target's hooks.
    pub target: T,
}

impl<T: TargetCodegen> CodegenTargetMachine<T> {
    /// A machine for `triple` at `-O<opt_level>`.
    pub fn new(triple: Triple, opt_level: u8) -> Self {
        // FastISel stays off unless `-fast-isel` asks: on the corpus it saves about 3% of
        // -O0 compile time and costs 4-9% of code size (docs/ARCHITECTURE.md, FastISel).
        CodegenTargetMachine {
            target: T::for_triple(&triple),
            triple,
            opt_level,
            pipeline: PipelineOptions::default(),
            threads: 1,
            dag_dot_dir: None,
            reloc_model: RelocModel::Static,
        }
    }

    /// A machine configured from the command line's options: `o`'s level, threads,
    /// relocation model and the pipeline's debugging options (`-verify-machineinstrs`,
    /// `-verify-regalloc`, ...), and the target's subtarget options
    /// ([`TargetCodegen::configure`]).
    pub fn from_options(o: TargetOptions) -> Result<Self, Error> {
        let level = match o.opt_level {
            CodeGenOptLevel::None => 0,
            CodeGenOptLevel::Less => 1,
            CodeGenOptLevel::Default => 2,
            CodeGenOptLevel::Aggressive => 3,
        };
        let mut tm = Self::new(o.triple.clone(), level);
        tm.target.configure(&o)?;
        tm.threads = o.codegen.threads;
        tm.pipeline.print_after_all = o.codegen.print_after_all;
        tm.pipeline.print_after = o.codegen.print_after;
        tm.pipeline.stop_after = o.codegen.stop_after;
        tm.pipeline.verify = o.codegen.verify_machineinstrs;
        tm.pipeline.verify_regalloc = o.codegen.verify_regalloc;
        if let Some(n) = &o.codegen.regalloc {
            tm.pipeline.regalloc = crate::regalloc_fast::RegAllocKind::from_name(n)
                .ok_or_else(|| Error::new(format!("-regalloc: unknown allocator '{n}'")))?;
        }
        if let Some(on) = o.codegen.fast_isel {
            tm.pipeline.fast_isel = on;
        }
        tm.dag_dot_dir = o.codegen.dag_dot_dir.map(std::path::PathBuf::from);
        tm.reloc_model = o.reloc_model;
        Ok(tm)
    }

    /// The triple this machine generates code for.
    pub fn triple(&self) -> &Triple {
        &self.triple
    }

    /// Compiles `module` to assembly text.
    pub fn emit_assembly(&self, module: &Module) -> Result<String, Error> {
        let (text, dumps) = self.emit_assembly_and_dumps(module)?;
        // llc prints -print-after dumps on stderr.
        if !dumps.is_empty() {
            eprint!("{dumps}");
        }
        Ok(text)
    }

    /// Compiles `module` to assembly text, returning the `-print-after` dumps apart (with
    /// `-stop-after`, the dumps are the text).
    pub fn emit_assembly_and_dumps(&self, module: &Module) -> Result<(String, String), Error> {
        let expanded = self.ir_expanded(module)?;
        self.emit_assembly_expanded(expanded.as_ref().unwrap_or(module))
    }

    /// [`Self::emit_assembly_and_dumps`] of a module whose IR-level expansions are done.
    fn emit_assembly_expanded(&self, module: &Module) -> Result<(String, String), Error> {
        let pic = self.reloc_model == RelocModel::Pic;
        let lt = LoweringTables::new(&self.target);
        let features = self.module_object_features(module)?;
        let joined = self.compile_functions(module, Some((&lt, features)), |_, _, _| Ok(()))?;
        if joined.stopped {
            // -stop-after: the machine functions are the output.
            return Ok((joined.dumps, String::new()));
        }
        let mut out = String::with_capacity(joined.text.len() + 4096);
        self.target.file_start(&mut out, pic);
        out.push_str(&joined.text);
        let dumps = joined.dumps;
        let mut sink = TextSink::new(&mut out, &self.target, &lt, module, features);
        emit_module_tail(&mut sink, self.target.asm_info(), module, pic)
            .map_err(|e| Error::new(e.msg))?;
        Ok((out, dumps))
    }

    /// Compiles `module` straight to an ELF relocatable object: each machine function is
    /// lowered to MCInsts and streamed into kiln-mc's object streamer as soon as it is compiled
    /// (in module order), with no assembly text. The object is byte-identical to assembling
    /// [`CodegenTargetMachine::emit_assembly`]'s text with [`assemble_text`]. Returns the
    /// object and the `-print-after` dumps (with `-stop-after`, the dumps are the output and
    /// the object is empty).
    pub fn emit_object_and_dumps(&self, module: &Module) -> Result<(Vec<u8>, String), Error> {
        let expanded = self.ir_expanded(module)?;
        self.emit_object_expanded(expanded.as_ref().unwrap_or(module))
    }

    /// The IR-level expansions (atomic loops, wide division ...; loop strength reduction
    /// above -O0) applied to a copy of `module`, made only when a function needs one; `None`
    /// means `module` is compiled as it is. Both output paths (assembly text and direct
    /// objects) start here.
    fn ir_expanded(&self, module: &Module) -> Result<Option<Module>, Error> {
        let rmw_loop = |op, bits| self.target.expand_atomic_rmw_to_cmpxchg_loop(op, bits);
        crate::ir_expand::expand_module_for(module, self.opt_level, &rmw_loop)
            .map_err(|e| Error::new(e.msg))
    }

    /// [`Self::emit_object_and_dumps`] of a module whose IR-level expansions are done.
    fn emit_object_expanded(&self, module: &Module) -> Result<(Vec<u8>, String), Error> {
        use kiln_mc::assembler::ObjectStreamer;
        let pic = self.reloc_model == RelocModel::Pic;
        let features = self.module_object_features(module)?;
        let st = ObjectStreamer::new(self.target.mc(), features);
        let lt = LoweringTables::new(&self.target);
        let mut sink = McSink::new(st, &self.target, &lt, module, features, pic);
        let joined = self.compile_functions(module, None, |f, fnum, mf| {
            emit_function(&mut sink, &self.target, module, &mf, f.global.0, fnum);
            match sink.take_error() {
                Some(e) => Err(CodegenError::new(format!(
                    "in function '{}': internal assembler error: {e}",
                    crate::builder::global_name(module, f.global.0)
                ))),
                None => Ok(()),
            }
        })?;
        if joined.stopped {
            return Ok((joined.dumps.into_bytes(), String::new()));
        }
        emit_module_tail(&mut sink, self.target.asm_info(), module, pic)
            .map_err(|e| Error::new(e.msg))?;
        if let Some(e) = sink.take_error() {
            return Err(Error::new(format!("internal assembler error: {e}")));
        }
        let mut st = sink.out;
        finish_object(&mut st)?;
        let obj = kiln_mc::elf_writer::write_elf(&st).map_err(Error::new)?;
        Ok((obj, joined.dumps))
    }

    /// Assembles `text` with kiln-mc into an ELF relocatable object for this machine's triple.
    pub fn assemble(&self, text: String) -> Result<Vec<u8>, Error> {
        assemble_text(self.target.mc(), self.object_features()?, text)
    }

    fn object_features(&self) -> Result<FeatureSet, Error> {
        self.target
            .object_features(self.triple.as_str())
            .map_err(|e| Error::new(format!("assembler features: {e}")))
    }

    fn module_object_features(&self, module: &Module) -> Result<FeatureSet, Error> {
        self.target
            .module_object_features(self.triple.as_str(), module)
            .map_err(|e| Error::new(format!("assembler features: {e}")))
    }

    /// Runs every function definition through the pipeline (in parallel as `threads` asks).
    /// With `text` (the lowering tables and MC features to print with), each completed
    /// machine function is printed as text into the result; otherwise it goes to `emit` in
    /// module order.
    fn compile_functions<E>(
        &self,
        module: &Module,
        text: Option<(&LoweringTables, FeatureSet)>,
        emit: E,
    ) -> Result<crate::parallel::ModuleOutput, Error>
    where
        E: FnMut(&Function, usize, crate::machine::MachineFunction) -> Result<(), CodegenError>,
    {
        let pic = self.reloc_model == RelocModel::Pic;
        let parts = self.target.module_target(module, pic)?;
        let opts = ModuleOptions {
            compile: CompileOptions {
                pipeline: PipelineOptions {
                    opt_level: self.opt_level,
                    ..self.pipeline.clone()
                },
                // regalloc2's checker runs when `pipeline.verify_regalloc` asks
                // (`-verify-regalloc`).
                ..Default::default()
            },
            threads: self.threads,
            dag_dot_dir: self.dag_dot_dir.clone(),
        };
        let want_dots = opts.dag_dot_dir.is_some();
        let printer: &dyn TargetMCInstLower = &self.target;
        let compile_one = |f: &Function, fnum: usize, scratch: &mut PipelineScratch| {
            let target = parts.codegen_target();
            let name = crate::builder::global_name(module, f.global.0);
            let mut r = FunctionOutput::default();
            let mut payload = None;
            (|| -> Result<(), CodegenError> {
                self.reject_unsupported_float(module, f)?;
                self.target.check_function(module, f)?;
                let mut dots = Vec::new();
                let mut sink =
                    |stage: &'static str, mbb: u32, d: &crate::selection_dag::SelectionDAG| {
                        if want_dots {
                            let dot =
                                d.to_dot(&format!("{stage} for {name}:bb.{mbb}"), target.names);
                            dots.push(DagDot { stage, mbb, dot });
                        }
                    };
                let (mf, end) = compile_function_with_dags(
                    module,
                    f,
                    &target,
                    &opts.compile,
                    &mut r.dump,
                    &mut sink,
                    scratch,
                )?;
                r.dots = dots;
                r.end = Some(end);
                if end == PipelineEnd::Completed {
                    match text {
                        None => payload = Some(mf),
                        Some((lt, features)) => {
                            let mut sink =
                                TextSink::new(&mut r.text, printer, lt, module, features);
                            emit_function(&mut sink, printer, module, &mf, f.global.0, fnum);
                        }
                    }
                }
                Ok(())
            })()
            .map_err(|e| {
                // Every error names the function (the builder's already do).
                if e.msg.contains("in function") {
                    e
                } else {
                    CodegenError::new(format!("in function '{name}': {}", e.msg))
                }
            })?;
            Ok((r, payload))
        };
        compile_module_streaming_with(module, &opts, compile_one, emit)
            .map_err(|e| Error::new(e.msg))
    }

    /// The floating-point type in `t` (`t` itself, an element or a field) that the code
    /// generator has no lowering for ([`TargetCodegen::float_supported`]), named as the IR
    /// names it (`x86_fp80`, `a vector of half`).
    fn unsupported_float(&self, m: &Module, t: TypeId, in_vector: bool) -> Option<String> {
        match m.types.get(t) {
            TypeData::Float(k) if !self.target.float_supported(*k, in_vector) => {
                Some(if in_vector {
                    format!("a vector of {}", k.name())
                } else {
                    k.name().to_string()
                })
            }
            TypeData::Float(_) => None,
            TypeData::Vector { elem, .. } => self.unsupported_float(m, *elem, true),
            TypeData::Array(_, elem) => self.unsupported_float(m, *elem, in_vector),
            _ => m.types.struct_fields(t).and_then(|(fs, _)| {
                fs.iter()
                    .find_map(|&f| self.unsupported_float(m, f, in_vector))
            }),
        }
    }

    /// Any function that touches a floating-point type the code generator does not lower is
    /// an error naming the type and the instruction, never code that passes or computes it
    /// wrongly.
    fn reject_unsupported_float(&self, m: &Module, f: &Function) -> Result<(), CodegenError> {
        let name = crate::builder::global_name(m, f.global.0);
        let target = self.target.display_name();
        let unsupported = |what: String| {
            CodegenError::new(format!(
                "in function '{name}': {what} is not supported by the {target} code generator yet"
            ))
        };
        if let Some(ty) = f
            .args
            .iter()
            .find_map(|a| self.unsupported_float(m, a.ty, false))
            .or_else(|| self.unsupported_float(m, f.return_type(&m.types), false))
        {
            return Err(unsupported(format!("{ty} as an argument or return value")));
        }
        for (k, inst) in f.insts.iter().enumerate() {
            let i = kiln_ir::InstId(k as u32);
            let ty = self.unsupported_float(m, inst.ty, false).or_else(|| {
                f.operands(i).iter().find_map(|&v| {
                    if matches!(v, kiln_ir::Value::Block(_)) {
                        None
                    } else {
                        self.unsupported_float(m, f.value_type(m, v), false)
                    }
                })
            });
            if let Some(ty) = ty {
                return Err(unsupported(format!(
                    "{ty} ('{}' instruction)",
                    inst.kind.opcode_name()
                )));
            }
        }
        Ok(())
    }
}

impl<T: TargetCodegen> TargetMachine for CodegenTargetMachine<T> {
    fn triple(&self) -> &Triple {
        &self.triple
    }

    fn codegen_module(
        &self,
        module: &mut Module,
        file_type: CodeGenFileType,
        out: &mut Vec<u8>,
    ) -> Result<(), Error> {
        // The caller's module is expanded where it is: no second copy of it is held.
        let rmw_loop = |op, bits| self.target.expand_atomic_rmw_to_cmpxchg_loop(op, bits);
        crate::ir_expand::expand_module_in_place_for(module, self.opt_level, &rmw_loop)
            .map_err(|e| Error::new(e.msg))?;
        let module = &*module;
        if file_type == CodeGenFileType::Object && std::env::var_os("KILN_OBJ_VIA_ASM").is_none() {
            let (obj, dumps) = self.emit_object_expanded(module)?;
            // llc prints -print-after dumps on stderr.
            if !dumps.is_empty() {
                eprint!("{dumps}");
            }
            out.extend_from_slice(&obj);
            return Ok(());
        }
        let (text, dumps) = self.emit_assembly_expanded(module)?;
        // llc prints -print-after dumps on stderr.
        if !dumps.is_empty() {
            eprint!("{dumps}");
        }
        match file_type {
            CodeGenFileType::Assembly if out.is_empty() => *out = text.into_bytes(),
            CodeGenFileType::Assembly => out.extend_from_slice(text.as_bytes()),
            CodeGenFileType::Object => out.extend_from_slice(&self.assemble(text)?),
            CodeGenFileType::Null => {}
        }
        Ok(())
    }
}

/// Finishes an object streamer (relaxation, fixups), reporting its errors as one.
fn finish_object(st: &mut dyn kiln_mc::streamer::MCStreamer) -> Result<(), Error> {
    if let Err(errs) = st.finish() {
        let msg: Vec<String> = errs.into_iter().map(|(_, m)| m).collect();
        return Err(Error::new(format!(
            "internal assembler error: {}",
            msg.join("; ")
        )));
    }
    Ok(())
}

/// Assembles `text` with kiln-mc (target `hooks`, `features`) into an ELF relocatable object.
pub fn assemble_text(
    hooks: &'static dyn MCTargetHooks,
    features: FeatureSet,
    text: String,
) -> Result<Vec<u8>, Error> {
    use kiln_mc::asm_parser::AsmParser;
    use kiln_mc::assembler::ObjectStreamer;
    let mut sm = SourceMgr::new();
    let file = sm.add_buffer("<kiln output>".to_string(), text);
    let mut st = ObjectStreamer::new(hooks, features);
    let mut p = AsmParser::new(&sm, file, hooks, features);
    p.run(&mut st);
    if let Some(d) = p.diags.first() {
        return Err(Error::new(format!(
            "internal assembler error: {}",
            sm.render(d)
        )));
    }
    finish_object(&mut st)?;
    kiln_mc::elf_writer::write_elf(&st).map_err(Error::new)
}
