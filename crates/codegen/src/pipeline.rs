//! The machine pass pipeline in one place (as QBE's `main.c` lists its passes), with llc's
//! debugging options: `-print-after-all`, `-print-after=<pass>`, `-stop-after=<pass>` and
//! `-verify-machineinstrs` (the machine verifier after every pass).
//!
//! In: a [`MachineFunction`] in SSA form from instruction selection, the target, options.
//! Out: the function after each pass in [`compile_function`]'s list, the requested dumps
//! appended to a string, or the first error (a pass's or the verifier's).

use crate::machine::verifier::verify;
use crate::machine::{MachineFunction, PrintContext};
use crate::target::{TargetInstrInfo, TargetRegisterInfo};
use crate::CodegenError;

/// Options of the pipeline (llc's names).
#[derive(Clone, Debug, Default)]
pub struct PipelineOptions {
    /// `-print-after-all`.
    pub print_after_all: bool,
    /// `-print-after=<pass>` (may repeat).
    pub print_after: Vec<String>,
    /// `-stop-after=<pass>`.
    pub stop_after: Option<String>,
    /// `-verify-machineinstrs`.
    pub verify: bool,
    /// `-verify-regalloc`: regalloc2's checker on every function's allocation (its symbolic
    /// dataflow proves each use reads the value its virtual register holds); a failure is an
    /// error naming the function.
    pub verify_regalloc: bool,
    /// A deliberate fault in every allocation (see [`crate::regalloc::RegAllocFault`]): only
    /// for the tests that show `-verify-regalloc` catches a wrong allocation.
    #[doc(hidden)]
    pub regalloc_fault: Option<crate::regalloc::RegAllocFault>,
    /// `-O0`..`-O3`.
    pub opt_level: u8,
    /// `-regalloc=`: the fast allocator ([`crate::regalloc_fast`]) or regalloc2.
    pub regalloc: crate::regalloc_fast::RegAllocKind,
    /// `-fast-isel`: select with FastISel ([`crate::fast_isel`]) where it can.
    pub fast_isel: bool,
}

/// How a pipeline run ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PipelineEnd {
    /// Every pass ran.
    Completed,
    /// `-stop-after` stopped it after the named pass.
    Stopped,
}

/// The body of a machine pass.
pub type PassFn<'a> = Box<dyn FnMut(&mut MachineFunction) -> Result<(), CodegenError> + 'a>;

/// A machine pass: its name (llc's `-print-after` name) and what it does.
pub struct MachinePass<'a> {
    /// The pass name (`regalloc`, `prologepilog`).
    pub name: &'static str,
    /// The pass body.
    pub run: PassFn<'a>,
}

/// Runs `passes` in order over `mf` with the printing, stopping and verifying `opts` asks for;
/// dumps go to `out` (as llc prints `# *** IR Dump After <pass> ***`).
pub fn run_passes(
    mf: &mut MachineFunction,
    passes: &mut [MachinePass<'_>],
    opts: &PipelineOptions,
    tii: &dyn TargetInstrInfo,
    tri: &dyn TargetRegisterInfo,
    globals: &[String],
    out: &mut String,
) -> Result<PipelineEnd, CodegenError> {
    if let Some(stop) = &opts.stop_after {
        if !passes.iter().any(|p| p.name == stop) {
            return Err(CodegenError::new(format!(
                "-stop-after: unknown pass '{stop}'"
            )));
        }
    }
    for p in &opts.print_after {
        if !passes.iter().any(|q| q.name == p) {
            return Err(CodegenError::new(format!(
                "-print-after: unknown pass '{p}'"
            )));
        }
    }
    let cx = PrintContext { tii, tri, globals };
    for pass in passes.iter_mut() {
        (pass.run)(mf)?;
        if opts.verify {
            if let Err(errs) = verify(mf, tii, tri, pass.name) {
                return Err(CodegenError::new(errs.join("\n")));
            }
        }
        let printed = opts.print_after_all || opts.print_after.iter().any(|p| p == pass.name);
        if printed {
            out.push_str(&format!(
                "# *** IR Dump After {} ({}) ***:\n",
                pass_title(pass.name),
                pass.name
            ));
            out.push_str(&mf.print(&cx));
        }
        if opts.stop_after.as_deref() == Some(pass.name) {
            // As llc -stop-after writes the machine functions as its output.
            if !printed {
                out.push_str(&format!("# Machine code after -stop-after={}\n", pass.name));
                out.push_str(&mf.print(&cx));
            }
            return Ok(PipelineEnd::Stopped);
        }
    }
    Ok(PipelineEnd::Completed)
}

/// The human title of a pass (LLVM's pass descriptions).
pub fn pass_title(name: &str) -> &'static str {
    match name {
        "finalize-isel" => "Finalize ISel and expand pseudo-instructions",
        "regalloc" => "Register Allocation",
        "machinelicm" => "Machine Loop Invariant Code Motion",
        "machine-cse" => "Machine Common Subexpression Elimination",
        "phi-input-sink" => "Sink PHI inputs below the PHI's last use",
        "ssa-copy-prop" => "SSA copy propagation",
        "branch-folder" => "Control Flow Optimizer",
        "tailduplication" => "Tail Duplication",
        "block-placement" => "Branch Probability Basic Block Placement",
        "prologepilog" => "Prologue/Epilogue Insertion & Frame Finalization",
        "machine-cp" => "Machine Copy Propagation Pass",
        "postrapseudos" => "Post-RA pseudo instruction expansion pass",
        _ => "Machine pass",
    }
}

/// Everything target-specific the pipeline needs.
pub struct CodegenTarget<'a> {
    /// Lowering tables and hooks.
    pub lowering: &'a dyn crate::target_lowering::TargetLowering,
    /// Instruction selection.
    pub isel: &'a dyn crate::isel::TargetIsel,
    /// Instruction descriptions and hooks.
    pub instr_info: &'a dyn TargetInstrInfo,
    /// Registers.
    pub register_info: &'a dyn TargetRegisterInfo,
    /// Frames.
    pub frame_lowering: &'a dyn crate::pei::TargetFrameLowering,
    /// Names of target nodes for dumps.
    pub names: &'a dyn crate::selection_dag::NodeNames,
}

/// DAG stages, in order, for `-view-dag`-style dumps (`dag_dot_after`).
pub const DAG_STAGES: [&str; 7] = [
    "build",
    "legalize-vectors",
    "combine1",
    "legalize-types",
    "legalize",
    "combine2",
    "isel",
];

/// Extra options of [`compile_function`].
#[derive(Clone, Debug, Default)]
pub struct CompileOptions {
    /// The machine pipeline's options.
    pub pipeline: PipelineOptions,
    /// Append every block's DAG as Graphviz after this DAG stage (one of [`DAG_STAGES`]).
    pub dag_dot_after: Option<String>,
    /// Run regalloc2's checker (as [`PipelineOptions::verify_regalloc`], which the command
    /// line sets; either one turns it on).
    pub regalloc_checker: bool,
}

/// Compiles one function from IR to machine code with physical registers: the whole pass list
/// in one place. DAG stages per block: build, legalize vectors, combine, legalize types,
/// legalize operations,
/// combine, select, schedule and emit; then the machine passes: `finalize-isel` (PHIs placed,
/// SSA), `regalloc`, `prologepilog`, `machine-cp`, `postrapseudos`.
pub fn compile_function(
    module: &kiln_ir::Module,
    func: &kiln_ir::Function,
    target: &CodegenTarget<'_>,
    opts: &CompileOptions,
    out: &mut String,
) -> Result<(MachineFunction, PipelineEnd), CodegenError> {
    if let Some(s) = &opts.dag_dot_after {
        if !DAG_STAGES.contains(&s.as_str()) {
            return Err(CodegenError::new(format!("unknown DAG stage '{s}'")));
        }
    }
    let name = crate::builder::global_name(module, func.global.0);
    let mut dots = String::new();
    let mut sink = |stage: &'static str, mbb: u32, d: &crate::selection_dag::SelectionDAG| {
        if opts.dag_dot_after.as_deref() == Some(stage) {
            dots.push_str(&d.to_dot(&format!("{stage} for {name}:bb.{mbb}"), target.names));
        }
    };
    // The DAG stages run before the machine passes: their graphs come first.
    let mut dumps = String::new();
    let r = compile_function_with_dags(
        module,
        func,
        target,
        opts,
        &mut dumps,
        &mut sink,
        &mut PipelineScratch::default(),
    );
    out.push_str(&dots);
    out.push_str(&dumps);
    r
}

/// A callback that sees every block's DAG after every DAG stage: `(stage, mbb, dag)`.
pub type DagSink<'s> = dyn FnMut(&'static str, u32, &crate::selection_dag::SelectionDAG) + 's;

/// What a worker thread keeps from one function's pipeline to the next: memory and cached
/// target descriptions only, never anything a function's output could depend on.
#[derive(Default)]
pub struct PipelineScratch {
    /// Register allocation's context and buffers.
    pub regalloc: crate::regalloc::RegAllocScratch,
    /// The fast allocator's cached register description.
    pub regalloc_fast: crate::regalloc_fast::FastScratch,
    /// FastISel's selection templates for the module.
    pub fast_isel_templates: crate::fast_isel::TemplateCache,
}

/// [`compile_function`] with every block's DAG handed to `dag_sink` after each of
/// [`DAG_STAGES`] (`dag_dot_after` is ignored here), reusing a worker's `pipeline_scratch`
/// (the result does not depend on what it compiled before).
pub fn compile_function_with_dags(
    module: &kiln_ir::Module,
    func: &kiln_ir::Function,
    target: &CodegenTarget<'_>,
    opts: &CompileOptions,
    out: &mut String,
    dag_sink: &mut DagSink<'_>,
    pipeline_scratch: &mut PipelineScratch,
) -> Result<(MachineFunction, PipelineEnd), CodegenError> {
    let name = crate::builder::global_name(module, func.global.0);
    let opt = opts.pipeline.opt_level;
    let mut mf = MachineFunction::new(name.clone());
    // Room for two machine instructions per IR instruction, so that building the function
    // rarely regrows its arenas.
    mf.reserve_instrs(2 * func.insts.len());
    let fli = if opts.pipeline.fast_isel {
        let mut fi = crate::fast_isel::FastISel::new(
            target,
            opt,
            dag_sink,
            &mut pipeline_scratch.fast_isel_templates,
        );
        let (fli, stats) =
            crate::builder::build_and_select(module, func, target.lowering, opt, &mut mf, &mut fi)?;
        if crate::fast_isel::stats_requested() {
            eprintln!(
                "fast-isel: {name}: {} selected, {} fell back, {} from templates",
                stats.selected, stats.fell_back, stats.from_templates
            );
        }
        fli
    } else {
        let (dags, fli) = crate::builder::build_dags(module, func, target.lowering, opt, &mut mf)?;
        // One set of DAG work lists for every block: a block's DAG is small, and allocating
        // them per block cost more than using them.
        let mut scratch = crate::selection_dag::DagScratch::default();
        let mut match_bufs = crate::isel::MatchBufs::default();
        for mut bd in dags {
            run_dag_stages(
                &mut bd,
                &mut mf,
                target,
                opt,
                &mut scratch,
                &mut match_bufs,
                dag_sink,
            )?;
            bd.dag.recycle();
        }
        fli
    };
    // Global names only matter to the dumps; making them for every function would cost
    // functions x globals on a large module.
    let po = &opts.pipeline;
    let globals: Vec<String> =
        if po.print_after_all || !po.print_after.is_empty() || po.stop_after.is_some() {
            (0..module.globals.len() as u32)
                .map(|g| crate::builder::global_name(module, g))
                .collect()
        } else {
            Vec::new()
        };
    let tii = target.instr_info;
    let tri = target.register_info;
    let tfl = target.frame_lowering;
    let checker = opts.regalloc_checker || opts.pipeline.verify_regalloc;
    let fault = opts.pipeline.regalloc_fault;
    let fast = opts.pipeline.regalloc.is_fast(opt);
    let mut passes = vec![
        MachinePass {
            name: "finalize-isel",
            run: Box::new(|mf: &mut MachineFunction| {
                crate::schedule::insert_phis(mf, &fli)?;
                select_call_masks(mf, tri);
                Ok(())
            }),
        },
        MachinePass {
            name: "ssa-copy-prop",
            // At every level: the copies it removes would otherwise reach the allocator (at
            // -O0 most of them: values other blocks read, PHI inputs).
            run: Box::new(move |mf: &mut MachineFunction| {
                crate::ssa_copy_prop::propagate_copies(mf);
                Ok(())
            }),
        },
    ];
    if opt > 0 {
        for tp in tii.machine_ssa_passes() {
            passes.push(MachinePass {
                name: tp.name,
                run: Box::new(move |mf: &mut MachineFunction| {
                    (tp.run)(mf, tii);
                    Ok(())
                }),
            });
        }
    }
    passes.extend([
        MachinePass {
            name: "machinelicm",
            run: Box::new(move |mf: &mut MachineFunction| {
                if opt > 0 {
                    crate::machine_licm::machine_licm(mf, tii, tri);
                }
                Ok(())
            }),
        },
        MachinePass {
            name: "machine-cse",
            run: Box::new(move |mf: &mut MachineFunction| {
                if opt > 0 {
                    crate::machine_cse::machine_cse(mf, tii, tri);
                }
                Ok(())
            }),
        },
        MachinePass {
            name: "phi-input-sink",
            run: Box::new(move |mf: &mut MachineFunction| {
                if opt > 0 {
                    crate::phi_input_sink::sink_phi_inputs(mf, tii, tri);
                }
                Ok(())
            }),
        },
        MachinePass {
            name: "regalloc",
            run: Box::new(move |mf: &mut MachineFunction| {
                let cfg = crate::regalloc::RegAllocConfig {
                    opt_level: opt,
                    checker,
                    fault,
                };
                if fast {
                    crate::regalloc_fast::allocate_registers_fast(
                        mf,
                        tii,
                        tri,
                        cfg,
                        &mut pipeline_scratch.regalloc_fast,
                    )?;
                } else {
                    crate::regalloc::allocate_registers_with(
                        mf,
                        tii,
                        tri,
                        cfg,
                        &mut pipeline_scratch.regalloc,
                    )?;
                }
                crate::eh::insert_landing_pad_entries(mf, tii, tri);
                Ok(())
            }),
        },
        MachinePass {
            name: "tailduplication",
            // After allocation, so the copies need no PHI updates; before placement, which
            // lays out the blocks that received copies.
            run: Box::new(move |mf: &mut MachineFunction| {
                if opt > 0 {
                    crate::branch_folding::fold_branches(mf, tii);
                    crate::tail_duplication::tail_duplicate(mf, tii);
                }
                Ok(())
            }),
        },
        MachinePass {
            name: "block-placement",
            run: Box::new(move |mf: &mut MachineFunction| {
                if opt > 0 {
                    crate::block_placement::place_blocks(mf, tii);
                }
                Ok(())
            }),
        },
        MachinePass {
            name: "prologepilog",
            run: Box::new(move |mf: &mut MachineFunction| {
                crate::pei::insert_prologue_epilogue(mf, tii, tri, tfl)
            }),
        },
        MachinePass {
            name: "machine-cp",
            // On the COPYs between physical registers, before postrapseudos expands them.
            run: Box::new(move |mf: &mut MachineFunction| {
                if opt > 0 {
                    crate::machine_copy_propagation::machine_copy_propagation(mf, tii, tri);
                }
                Ok(())
            }),
        },
        MachinePass {
            name: "postrapseudos",
            run: Box::new(move |mf: &mut MachineFunction| expand_post_ra_pseudos(mf, tii, tri)),
        },
        MachinePass {
            name: "branch-folder",
            // At -O0 too (llc-22 -O0 has none): the blocks that split critical edges for the
            // allocator are often a lone jump, and clang -O0's empty blocks as well.
            run: Box::new(move |mf: &mut MachineFunction| {
                crate::branch_folding::fold_branches(mf, tii);
                Ok(())
            }),
        },
    ]);
    for tp in tii.pre_emit_passes(opt) {
        passes.push(MachinePass {
            name: tp.name,
            run: Box::new(move |mf: &mut MachineFunction| {
                (tp.run)(mf, tii);
                Ok(())
            }),
        });
    }
    let end = run_passes(
        &mut mf,
        &mut passes,
        &opts.pipeline,
        tii,
        tri,
        &globals,
        out,
    )?;
    Ok((mf, end))
}

/// The DAG stages of one block's DAG, in order (see [`DAG_STAGES`]), then its emission at
/// the end of its machine block; `dag_sink` sees the DAG after each stage.
pub fn run_dag_stages(
    bd: &mut crate::builder::BlockDag,
    mf: &mut MachineFunction,
    target: &CodegenTarget<'_>,
    opt: u8,
    scratch: &mut crate::selection_dag::DagScratch,
    match_bufs: &mut crate::isel::MatchBufs,
    dag_sink: &mut DagSink<'_>,
) -> Result<(), CodegenError> {
    let d = &mut bd.dag;
    let mbb = bd.mbb.0;
    d.swap_scratch(scratch);
    dag_sink("build", mbb, d);
    crate::legalize_vectors::legalize_vectors(d, target.lowering, mf)?;
    dag_sink("legalize-vectors", mbb, d);
    crate::combine::combine(d, target.lowering, false);
    dag_sink("combine1", mbb, d);
    crate::legalize::legalize_types(d, target.lowering, mf)?;
    dag_sink("legalize-types", mbb, d);
    crate::legalize::legalize_ops(d, target.lowering, mf)?;
    dag_sink("legalize", mbb, d);
    crate::combine::combine(d, target.lowering, true);
    crate::legalize::legalize_ops(d, target.lowering, mf)?;
    dag_sink("combine2", mbb, d);
    crate::call_lowering::order_call_sequences(d);
    crate::isel::select_dag(d, target.isel, target.names, match_bufs)?;
    dag_sink("isel", mbb, d);
    let order = crate::schedule::schedule(d, opt);
    crate::schedule::emit_block(
        d,
        &order,
        mf,
        bd.mbb,
        target.instr_info,
        target.lowering.info(),
    )?;
    d.swap_scratch(scratch);
    Ok(())
}

/// Gives each call the mask that fits the values its function holds, where the target's
/// masks depend on that ([`TargetRegisterInfo::caller_call_mask`]), before anything reads
/// them (machine LICM, the allocator, machine copy propagation).
fn select_call_masks(mf: &mut MachineFunction, tri: &dyn TargetRegisterInfo) {
    if !tri.call_mask_depends_on_caller() {
        return;
    }
    let classes = std::mem::take(&mut mf.vreg_classes);
    mf.map_reg_masks(|m| tri.caller_call_mask(m, &classes));
    mf.vreg_classes = classes;
}

/// Turns the `COPY`s left after register allocation into the target's moves
/// (`copy_phys_reg`), lowers the sub-register opcodes (`EXTRACT_SUBREG`, `INSERT_SUBREG`,
/// `SUBREG_TO_REG`, `COPY_TO_REGCLASS`) to a move of the part they name, or to nothing when
/// the allocator already put the value there (the usual case: the first three are tied; a
/// `COPY_TO_REGCLASS` between two views of one register), and drops
/// `KILL`s (LLVM's `ExpandPostRAPseudos`).
pub fn expand_post_ra_pseudos(
    mf: &mut MachineFunction,
    tii: &dyn TargetInstrInfo,
    tri: &dyn TargetRegisterInfo,
) -> Result<(), CodegenError> {
    use crate::target::target_opcode::{
        COPY, COPY_TO_REGCLASS, EXTRACT_SUBREG, INSERT_SUBREG, KILL, SUBREG_TO_REG,
    };
    for b in mf.layout.clone() {
        // The block's list is rebuilt at about its old length (no regrowth).
        let n = mf.block(b).insts.len();
        let old = std::mem::replace(&mut mf.block_mut(b).insts, Vec::with_capacity(n));
        for i in old {
            let opc = mf.instr(i).opcode;
            // (destination, source) of the move the instruction comes down to.
            let mv = match opc {
                COPY | COPY_TO_REGCLASS => {
                    let ops = mf.operands(i);
                    match (ops[0].get_reg(), ops.get(1).and_then(|o| o.get_reg())) {
                        // Two views of one register (the classes have one size): the value
                        // is already there.
                        (Some(d), Some(s))
                            if opc == COPY_TO_REGCLASS
                                && d.is_physical()
                                && s.is_physical()
                                && crate::target::regs_overlap(tri, d, s) =>
                        {
                            (d, d)
                        }
                        (Some(d), Some(s)) => (d, s),
                        _ => {
                            return Err(CodegenError::new(format!(
                                "{} without registers",
                                desc_name(opc)
                            )))
                        }
                    }
                }
                EXTRACT_SUBREG | INSERT_SUBREG | SUBREG_TO_REG => sub_reg_move(mf, tri, i)?,
                KILL => continue,
                _ => {
                    mf.block_mut(b).insts.push(i);
                    continue;
                }
            };
            let (d, s) = mv;
            if d.is_virtual() || s.is_virtual() {
                return Err(CodegenError::new(format!(
                    "{} of a virtual register after register allocation",
                    desc_name(opc)
                )));
            }
            if d != s {
                let pos = mf.block(b).insts.len();
                tii.copy_phys_reg(mf, b, pos, d, s);
            }
        }
    }
    tii.expand_target_post_ra_pseudos(mf)
}

fn desc_name(opc: u32) -> &'static str {
    crate::target::generic_desc(opc).map_or("?", |d| d.name)
}

/// The move a sub-register opcode comes down to after allocation, `(destination, source)`:
/// - `d = EXTRACT_SUBREG s, idx`: `d` from the `idx` part of `s`;
/// - `d = INSERT_SUBREG s, v, idx`: the `idx` part of `d` from `v` (`d` is `s`: tied);
/// - `d = SUBREG_TO_REG 0, v, idx`: the `idx` part of `d` from `v`.
fn sub_reg_move(
    mf: &MachineFunction,
    tri: &dyn TargetRegisterInfo,
    i: crate::machine::MIId,
) -> Result<
    (
        kiln_mc::register_info::Register,
        kiln_mc::register_info::Register,
    ),
    CodegenError,
> {
    use crate::machine::MachineOperand::{Imm, Reg};
    use crate::target::target_opcode::{EXTRACT_SUBREG, INSERT_SUBREG};
    let opc = mf.instr(i).opcode;
    let ops = mf.operands(i);
    let bad = || CodegenError::new(format!("malformed {} in {}", desc_name(opc), mf.name));
    let reg = |k: usize| match ops.get(k) {
        Some(Reg { reg, .. }) if reg.is_physical() => Ok(*reg),
        _ => Err(bad()),
    };
    let imm = |k: usize| match ops.get(k) {
        Some(Imm(v)) => u32::try_from(*v).map_err(|_| bad()),
        _ => Err(bad()),
    };
    let part = |r, idx| {
        tri.get_sub_reg(r, idx).ok_or_else(|| {
            CodegenError::new(format!(
                "in {}: {} has no sub-register {idx} ({})",
                mf.name,
                tri.reg_name(r),
                desc_name(opc)
            ))
        })
    };
    let d = reg(0)?;
    Ok(match opc {
        EXTRACT_SUBREG => (d, part(reg(1)?, imm(2)?)?),
        INSERT_SUBREG => {
            if reg(1)? != d {
                return Err(CodegenError::new(format!(
                    "in {}: INSERT_SUBREG's result is not in the register it inserts into",
                    mf.name
                )));
            }
            (part(d, imm(3)?)?, reg(2)?)
        }
        _ => (part(d, imm(3)?)?, reg(2)?),
    })
}
