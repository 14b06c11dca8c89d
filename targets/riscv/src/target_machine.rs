//! The RISC-V target machine (LLVM's `RISCVTargetMachine`) and its registration with kiln's
//! target registry.
//!
//! In: a parsed, verified IR module and the output kind. Out: assembly text (every function
//! through kiln-codegen's pipeline with the RISC-V hooks, then the globals), or an ELF object
//! made by assembling that text with kiln-mc's assembler and object writer. Errors name the
//! function and construct that could not be compiled.

use crate::frame_lowering::RiscvFrameLowering;
use crate::instr_info::RiscvInstrInfo;
use crate::isel_dag_to_dag::RiscvIsel;
use crate::isel_lowering::{RiscvLowering, RiscvNames};
use kiln_codegen::parallel::{
    compile_module_streaming_with, DagDot, FunctionOutput, ModuleOptions,
};
use kiln_codegen::pipeline::{
    compile_function_with_dags, CodegenTarget, CompileOptions, PipelineEnd, PipelineOptions,
    PipelineScratch,
};
use kiln_codegen::CodegenError;
use kiln_support::SourceMgr;
use kiln_target::{
    CodeGenFileType, CodeGenOptLevel, Error, Registry, RelocModel, Target, TargetMachine,
    TargetOptions, Triple,
};

/// A configured RISC-V code generator (RV64 lp64d; RV32 is not supported by code generation).
#[derive(Debug)]
pub struct RiscvTargetMachine {
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
    /// `-mcpu`, `-mattr`, `-target-abi`: each function's subtarget starts from them.
    pub subtarget_options: crate::subtarget::SubtargetOptions,
}

impl RiscvTargetMachine {
    /// A machine for `triple` at `-O<opt_level>`.
    pub fn new(triple: Triple, opt_level: u8) -> RiscvTargetMachine {
        RiscvTargetMachine {
            subtarget_options: crate::subtarget::SubtargetOptions::for_triple(triple.clone()),
            triple,
            opt_level,
            pipeline: PipelineOptions::default(),
            threads: 1,
            dag_dot_dir: None,
            reloc_model: RelocModel::Static,
        }
    }

    /// Compiles `module` to assembly text.
    pub fn emit_assembly(&self, module: &kiln_ir::Module) -> Result<String, Error> {
        let (text, dumps) = self.emit_assembly_and_dumps(module)?;
        // llc prints -print-after dumps on stderr.
        if !dumps.is_empty() {
            eprint!("{dumps}");
        }
        Ok(text)
    }

    /// Compiles `module` to assembly text, returning the `-print-after` dumps apart (with
    /// `-stop-after`, the dumps are the text).
    pub fn emit_assembly_and_dumps(
        &self,
        module: &kiln_ir::Module,
    ) -> Result<(String, String), Error> {
        let expanded = ir_expanded(module, self.opt_level)?;
        let module = expanded.as_ref().unwrap_or(module);
        let pic = self.reloc_model == RelocModel::Pic;
        let joined = self.compile_functions(module, false, |_, _, _| Ok(()))?;
        if joined.stopped {
            // -stop-after: the machine functions are the output.
            return Ok((joined.dumps, String::new()));
        }
        let mut out = String::with_capacity(joined.text.len() + 4096);
        if pic {
            // `la` loads addresses from the GOT.
            out.push_str("\t.option\tpic\n");
        }
        out.push_str(&joined.text);
        let dumps = joined.dumps;
        let mut sink = crate::asm_printer::TextSink { out: &mut out };
        emit_module_tail(&mut sink, module, pic)?;
        Ok((out, dumps))
    }

    /// Compiles `module` straight to an ELF relocatable object: each machine function is
    /// lowered to MCInsts and streamed into kiln-mc's object streamer as soon as it is compiled
    /// (in module order), with no assembly text. The object is byte-identical to assembling
    /// [`RiscvTargetMachine::emit_assembly`]'s text with [`assemble`]. Returns the object and
    /// the `-print-after` dumps (with `-stop-after`, the dumps are the output and the object is
    /// empty).
    pub fn emit_object_and_dumps(
        &self,
        module: &kiln_ir::Module,
    ) -> Result<(Vec<u8>, String), Error> {
        use crate::mc_lowering::McSink;
        use kiln_mc::assembler::ObjectStreamer;
        let expanded = ir_expanded(module, self.opt_level)?;
        let module = expanded.as_ref().unwrap_or(module);
        let pic = self.reloc_model == RelocModel::Pic;
        let features = object_features(self.triple.as_str())?;
        let st = ObjectStreamer::new(&crate::mc::RISCV_MC, features);
        let mut sink = McSink::new(st, module, features, pic);
        let joined = self.compile_functions(module, true, |f, fnum, mf| {
            crate::asm_printer::emit_function(&mut sink, module, &mf, f.global.0, fnum);
            match sink.take_error() {
                Some(e) => Err(CodegenError::new(format!(
                    "in function '{}': internal assembler error: {e}",
                    kiln_codegen::builder::global_name(module, f.global.0)
                ))),
                None => Ok(()),
            }
        })?;
        if joined.stopped {
            return Ok((joined.dumps.into_bytes(), String::new()));
        }
        emit_module_tail(&mut sink, module, pic)?;
        if let Some(e) = sink.take_error() {
            return Err(Error::new(format!("internal assembler error: {e}")));
        }
        let mut st = sink.out;
        if let Err(errs) = kiln_mc::streamer::MCStreamer::finish(&mut st) {
            let msg: Vec<String> = errs.into_iter().map(|(_, m)| m).collect();
            return Err(Error::new(format!(
                "internal assembler error: {}",
                msg.join("; ")
            )));
        }
        let obj = kiln_mc::elf_writer::write_elf(&st).map_err(Error::new)?;
        Ok((obj, joined.dumps))
    }

    /// Runs every function definition through the pipeline (in parallel as `threads` asks).
    /// With `direct`, each completed machine function goes to `emit` in module order;
    /// otherwise it is printed as text into the result.
    fn compile_functions<E>(
        &self,
        module: &kiln_ir::Module,
        direct: bool,
        emit: E,
    ) -> Result<kiln_codegen::parallel::ModuleOutput, Error>
    where
        E: FnMut(
            &kiln_ir::Function,
            usize,
            kiln_codegen::machine::MachineFunction,
        ) -> Result<(), CodegenError>,
    {
        let pic = self.reloc_model == RelocModel::Pic;
        let subtarget = crate::subtarget::RiscvSubtarget::for_machine(&self.subtarget_options)?;
        let lowering = RiscvLowering::new(&subtarget, pic);
        let isel = RiscvIsel::for_module(module, pic);
        let tii = RiscvInstrInfo::new();
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
        let compile_one = |f: &kiln_ir::Function, fnum: usize, scratch: &mut PipelineScratch| {
            let target = CodegenTarget {
                lowering: &lowering,
                isel: &isel,
                instr_info: &tii,
                register_info: &tii,
                frame_lowering: &RiscvFrameLowering,
                names: &RiscvNames,
            };
            let name = kiln_codegen::builder::global_name(module, f.global.0);
            let mut r = FunctionOutput::default();
            let mut payload = None;
            (|| -> Result<(), CodegenError> {
                reject_floating_point(module, f).map_err(|e| CodegenError::new(e.message))?;
                crate::subtarget::RiscvSubtarget::for_function(&self.subtarget_options, module, f)
                    .and_then(|st| st.check_codegen_supported())
                    .map_err(|e| CodegenError::new(e.message))?;
                let mut dots = Vec::new();
                let mut sink =
                    |stage: &'static str,
                     mbb: u32,
                     d: &kiln_codegen::selection_dag::SelectionDAG| {
                        if want_dots {
                            let dot =
                                d.to_dot(&format!("{stage} for {name}:bb.{mbb}"), &RiscvNames);
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
                    if direct {
                        payload = Some(mf);
                    } else {
                        crate::asm_printer::print_function(
                            &mut r.text,
                            module,
                            &mf,
                            f.global.0,
                            fnum,
                        );
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
}

/// What follows the functions: the global variables, aliases and weak references, then the
/// `.note.GNU-stack` marker.
fn emit_module_tail<S: crate::asm_printer::AsmSink>(
    s: &mut S,
    module: &kiln_ir::Module,
    pic: bool,
) -> Result<(), Error> {
    for g in 0..module.globals.len() as u32 {
        crate::asm_printer::emit_global(s, module, g, pic).map_err(|e| Error::new(e.msg))?;
    }
    crate::asm_printer::emit_module_symbols(s, module).map_err(|e| Error::new(e.msg))?;
    s.section(
        module,
        &crate::asm_printer::Section::Full {
            name: "\".note.GNU-stack\"".into(),
            flags: "",
            ty: "@progbits",
            entsize: None,
        },
    );
    Ok(())
}

/// The features kiln's objects are assembled with (rv64gc).
fn object_features(triple: &str) -> Result<u64, Error> {
    crate::mc::features_for(triple, "+m,+a,+f,+d,+c")
        .map_err(|e| Error::new(format!("assembler features: {e}")))
}

/// Whether `t` is, or contains, a floating-point type the code generator has no lowering for
/// (anything but `float`, `double`, `fp128` and scalar `half`/`bfloat`: `x86_fp80`, vectors
/// of `half`, ...).
fn has_unsupported_float(m: &kiln_ir::Module, t: kiln_ir::TypeId) -> bool {
    unsupported_float_in(m, t, false)
}

fn unsupported_float_in(m: &kiln_ir::Module, t: kiln_ir::TypeId, in_vector: bool) -> bool {
    use kiln_ir::types::FloatKind;
    use kiln_ir::TypeData;
    match m.types.get(t) {
        TypeData::Float(FloatKind::Float | FloatKind::Double | FloatKind::Fp128) => false,
        // Soft half and bfloat (builder/soft_half.rs), not yet as vector elements.
        TypeData::Float(FloatKind::Half | FloatKind::BFloat) => in_vector,
        TypeData::Float(_) => true,
        TypeData::Vector { elem, .. } => unsupported_float_in(m, *elem, true),
        TypeData::Array(_, elem) => unsupported_float_in(m, *elem, in_vector),
        _ => m
            .types
            .struct_fields(t)
            .is_some_and(|(fs, _)| fs.iter().any(|&f| unsupported_float_in(m, f, in_vector))),
    }
}

/// f32 and f64 are lowered to the F and D extensions, fp128 to libgcc's soft-float routines;
/// other floating-point types are not yet: any function that touches one is an error naming the instruction, never code that
/// passes or computes them wrongly.
fn reject_floating_point(m: &kiln_ir::Module, f: &kiln_ir::Function) -> Result<(), Error> {
    let name = kiln_codegen::builder::global_name(m, f.global.0);
    let unsupported = |what: &str| {
        Error::new(format!(
            "in function '{name}': {what} is not supported by the RISC-V code generator yet"
        ))
    };
    if f.args.iter().any(|a| has_unsupported_float(m, a.ty))
        || has_unsupported_float(m, f.return_type(&m.types))
    {
        return Err(unsupported(
            "a vector of half or bfloat, or a floating-point type other than half, bfloat, f32, f64 and fp128, as an argument or return value",
        ));
    }
    for (k, inst) in f.insts.iter().enumerate() {
        let i = kiln_ir::InstId(k as u32);
        let float_operand = f.operands(i).iter().any(|&v| {
            !matches!(v, kiln_ir::Value::Block(_)) && has_unsupported_float(m, f.value_type(m, v))
        });
        if has_unsupported_float(m, inst.ty) || float_operand {
            return Err(unsupported(&format!(
                "a vector of half or bfloat, or a floating-point type other than half, bfloat, f32, f64 and fp128 ('{}' instruction)",
                inst.kind.opcode_name()
            )));
        }
    }
    Ok(())
}

/// Assembles `text` with kiln-mc into an ELF relocatable object.
pub fn assemble(text: &str, triple: &str) -> Result<Vec<u8>, Error> {
    assemble_owned(text.to_string(), triple)
}

/// [`assemble`] taking the text by value (no copy of a large module's assembly).
pub fn assemble_owned(text: String, triple: &str) -> Result<Vec<u8>, Error> {
    use kiln_mc::asm_parser::AsmParser;
    use kiln_mc::assembler::ObjectStreamer;
    let hooks = &crate::mc::RISCV_MC;
    let features = object_features(triple)?;
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
    if let Err(errs) = kiln_mc::streamer::MCStreamer::finish(&mut st) {
        let msg: Vec<String> = errs.into_iter().map(|(_, m)| m).collect();
        return Err(Error::new(format!(
            "internal assembler error: {}",
            msg.join("; ")
        )));
    }
    kiln_mc::elf_writer::write_elf(&st).map_err(Error::new)
}

impl TargetMachine for RiscvTargetMachine {
    fn triple(&self) -> &Triple {
        &self.triple
    }

    fn codegen_module(
        &self,
        module: &kiln_ir::Module,
        file_type: CodeGenFileType,
        out: &mut Vec<u8>,
    ) -> Result<(), Error> {
        if file_type == CodeGenFileType::Object && std::env::var_os("KILN_OBJ_VIA_ASM").is_none() {
            let (obj, dumps) = self.emit_object_and_dumps(module)?;
            // llc prints -print-after dumps on stderr.
            if !dumps.is_empty() {
                eprint!("{dumps}");
            }
            out.extend_from_slice(&obj);
            return Ok(());
        }
        let text = self.emit_assembly(module)?;
        match file_type {
            CodeGenFileType::Assembly if out.is_empty() => *out = text.into_bytes(),
            CodeGenFileType::Assembly => out.extend_from_slice(text.as_bytes()),
            CodeGenFileType::Object => {
                out.extend_from_slice(&assemble_owned(text, self.triple.as_str())?);
            }
            CodeGenFileType::Null => {}
        }
        Ok(())
    }
}

fn create(target: &Target, o: TargetOptions) -> Result<Box<dyn TargetMachine>, Error> {
    Ok(Box::new(machine_for(target, o)?))
}

/// The machine `create` boxes: `o`'s level, threads, relocation model and the pipeline's
/// debugging options (`-verify-machineinstrs`, `-verify-regalloc`, ...).
fn machine_for(target: &Target, o: TargetOptions) -> Result<RiscvTargetMachine, Error> {
    if target.name != "riscv64" {
        return Err(Error::new(format!(
            "target '{}' cannot generate code yet (only riscv64 can)",
            target.name
        )));
    }
    let level = match o.opt_level {
        CodeGenOptLevel::None => 0,
        CodeGenOptLevel::Less => 1,
        CodeGenOptLevel::Default => 2,
        CodeGenOptLevel::Aggressive => 3,
    };
    let mut tm = RiscvTargetMachine::new(o.triple.clone(), level);
    tm.subtarget_options = crate::subtarget::SubtargetOptions {
        triple: o.triple,
        cpu: o.cpu,
        features: o.features,
        abi: o.abi,
    };
    // Configuration errors (an RV32 CPU on riscv64) before any function is compiled.
    crate::subtarget::RiscvSubtarget::for_machine(&tm.subtarget_options)?;
    tm.threads = o.codegen.threads;
    tm.pipeline.print_after_all = o.codegen.print_after_all;
    tm.pipeline.print_after = o.codegen.print_after;
    tm.pipeline.stop_after = o.codegen.stop_after;
    tm.pipeline.verify = o.codegen.verify_machineinstrs;
    tm.pipeline.verify_regalloc = o.codegen.verify_regalloc;
    tm.dag_dot_dir = o.codegen.dag_dot_dir.map(std::path::PathBuf::from);
    tm.reloc_model = o.reloc_model;
    Ok(tm)
}

/// Registers the RISC-V code generator (riscv64) in `r`.
pub fn register(r: &mut Registry) {
    crate::subtarget::register_tables(r);
    if let Some(t) = r.target_mut("riscv64") {
        t.create_target_machine = Some(create);
    }
}

/// The IR-level expansions (atomic loops, wide division ...; loop strength reduction above
/// -O0) applied to a copy of `module`, made
/// only when a function needs one; `None` means `module` is compiled as it is. Both output
/// paths (assembly text and direct objects) start here.
fn ir_expanded(module: &kiln_ir::Module, opt_level: u8) -> Result<Option<kiln_ir::Module>, Error> {
    kiln_codegen::ir_expand::expand_module_at(module, opt_level).map_err(|e| Error::new(e.msg))
}

#[cfg(test)]
mod tests {
    //! The target options reach the pipeline: `-verify-regalloc` (and its neighbours) set the
    //! RISC-V machine's pipeline options, so the command line's flag runs regalloc2's checker.
    use super::*;

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
