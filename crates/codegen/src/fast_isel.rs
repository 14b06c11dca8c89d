//! FastISel: -O0 instruction selection one IR instruction at a time (LLVM's `FastISel`),
//! falling back to the block's SelectionDAG at the first instruction it cannot take.
//!
//! In: the builder in its FastISel mode ([`crate::builder::build_and_select`]) hands this
//! module, in block order, (a) the entry block's formal arguments as a DAG of their own, then
//! (b) each instruction of a block that FastISel may take (integer and floating-point
//! arithmetic, casts, loads and stores that are not atomic, GEPs, `br` and `ret`, on legal
//! scalar types) lowered alone into a one-instruction DAG whose value goes to its virtual
//! registers, and (c) from the first instruction it may not take, the rest of the block as one
//! DAG (as without FastISel, reading FastISel's values from their registers). Out: machine
//! instructions appended to the block in that order.
//!
//! A one-instruction DAG whose values all have legal scalar types skips the DAG stages it
//! does not need (vector and type legalization, both combines, the second operation
//! legalization): its operations are legalized (the target's custom lowerings, as in the
//! block DAG), then selected by the target's own selector, the matcher table generated from
//! its `.td` patterns (so every target gets FastISel from its patterns, with no target code),
//! scheduled and emitted. A DAG that is not of that form, or that operation legalization or
//! selection rejects, is not selected: the instruction goes to the block's DAG instead, so
//! FastISel only ever chooses between two correct selections of the same instruction.
//!
//! `-fast-isel=false` turns it off; `KILN_FAST_ISEL_STATS=1` prints, per function, how many
//! IR instructions it selected and how many went to a DAG (on stderr).

use crate::builder::BlockDag;
use crate::machine::{MBBId, MIId, MachineFunction, MachineOperand, RegFlags};
use crate::pipeline::{CodegenTarget, DagSink};
use crate::selection_dag::{isd, DagScratch, NodeId, SelectionDAG};
use crate::selection_dag::{MachineMemOperand, PointerInfo};
use crate::target::RegClassId;
use crate::target_lowering::{TargetLoweringInfo, TypeAction};
use crate::value_types::EVT;
use crate::CodegenError;
use kiln_mc::register_info::Register;

/// How many IR instructions (those that make code: not phis, debug records or static
/// allocas) FastISel selected in a function and how many went to a DAG.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct FastIselStats {
    /// Selected by FastISel.
    pub selected: u64,
    /// Lowered in a block DAG.
    pub fell_back: u64,
    /// Of the selected, those made from a template.
    pub from_templates: u64,
}

impl std::ops::AddAssign for FastIselStats {
    fn add_assign(&mut self, o: FastIselStats) {
        self.selected += o.selected;
        self.fell_back += o.fell_back;
        self.from_templates += o.from_templates;
    }
}

/// Where the builder's FastISel mode hands what it builds, in order.
pub trait DagConsumer {
    /// Runs every DAG stage on `bd` and emits it at the end of its machine block.
    fn select_block_dag(
        &mut self,
        mf: &mut MachineFunction,
        bd: BlockDag,
    ) -> Result<(), CodegenError>;
    /// Selects one instruction's DAG and emits it at the end of `mbb`; `Ok(false)` (nothing
    /// emitted) when the DAG needs the full pipeline. With `record`, the instructions made
    /// become the template of that key.
    fn fast_select(
        &mut self,
        mf: &mut MachineFunction,
        dag: &mut SelectionDAG,
        mbb: MBBId,
        record: Option<(TemplateKey, &Bindings)>,
    ) -> Result<bool, CodegenError>;
    /// Emits the template of `key` bound to `b` at the end of `mbb`; `false` (nothing
    /// emitted) when there is none yet.
    fn instantiate(
        &mut self,
        mf: &mut MachineFunction,
        mbb: MBBId,
        key: &TemplateKey,
        b: &Bindings,
    ) -> bool;
}

/// Whether `dag` can take the short path: every value is a chain, glue or of a type
/// [`fast_type`] takes, and there is no inline assembly.
pub fn dag_is_fast_selectable(dag: &SelectionDAG, tli: &TargetLoweringInfo) -> bool {
    (0..dag.node_capacity() as u32).map(NodeId).all(|n| {
        if dag.is_deleted(n) {
            return true;
        }
        if dag.opcode(n) == isd::INLINEASM {
            return false;
        }
        dag.value_types(n)
            .iter()
            .all(|&vt| vt == EVT::OTHER || vt == EVT::GLUE || fast_type(vt, tli))
    })
}

/// Whether FastISel takes values of type `vt`: a legal scalar, or a scalar integer that one
/// promotion makes legal (`i1`, and `i8`/`i16` where only wider registers exist).
pub fn fast_type(vt: EVT, tli: &TargetLoweringInfo) -> bool {
    match (vt, tli.type_action(vt)) {
        (EVT::Simple(m), TypeAction::Legal) => !m.is_vector(),
        (EVT::Simple(m), TypeAction::PromoteInteger(to)) => {
            m.is_integer() && !m.is_vector() && tli.is_type_legal(EVT::Simple(to))
        }
        _ => false,
    }
}

/// The pipeline's [`DagConsumer`]: the block stages for DAGs, the short path for FastISel's.
pub struct FastISel<'t, 's, 'd> {
    target: &'t CodegenTarget<'t>,
    templates: &'s mut TemplateCache,
    opt_level: u8,
    scratch: DagScratch,
    match_bufs: crate::isel::MatchBufs,
    dag_sink: &'s mut DagSink<'d>,
}

impl<'t, 's, 'd> FastISel<'t, 's, 'd> {
    /// A consumer selecting for `target` at `opt_level`, showing every block DAG to
    /// `dag_sink` after each stage.
    pub fn new(
        target: &'t CodegenTarget<'t>,
        opt_level: u8,
        dag_sink: &'s mut DagSink<'d>,
        templates: &'s mut TemplateCache,
    ) -> Self {
        FastISel {
            target,
            templates,
            opt_level,
            scratch: DagScratch::default(),
            match_bufs: Default::default(),
            dag_sink,
        }
    }

    fn select_small(
        &mut self,
        mf: &mut MachineFunction,
        dag: &mut SelectionDAG,
        mbb: MBBId,
    ) -> Result<bool, CodegenError> {
        let t = self.target;
        if crate::legalize::legalize_types(dag, t.lowering, mf).is_err()
            || crate::legalize::legalize_ops(dag, t.lowering, mf).is_err()
        {
            return Ok(false);
        }
        crate::call_lowering::order_call_sequences(dag);
        if crate::isel::select_dag(dag, t.isel, t.names, &mut self.match_bufs).is_err() {
            return Ok(false);
        }
        let order = crate::schedule::schedule(dag, self.opt_level);
        crate::schedule::emit_block(dag, &order, mf, mbb, t.instr_info, t.lowering.info())?;
        Ok(true)
    }
}

impl DagConsumer for FastISel<'_, '_, '_> {
    fn select_block_dag(
        &mut self,
        mf: &mut MachineFunction,
        mut bd: BlockDag,
    ) -> Result<(), CodegenError> {
        crate::pipeline::run_dag_stages(
            &mut bd,
            mf,
            self.target,
            self.opt_level,
            &mut self.scratch,
            &mut self.match_bufs,
            self.dag_sink,
        )
    }

    fn fast_select(
        &mut self,
        mf: &mut MachineFunction,
        dag: &mut SelectionDAG,
        mbb: MBBId,
        record: Option<(TemplateKey, &Bindings)>,
    ) -> Result<bool, CodegenError> {
        let start = mf.block(mbb).insts.len();
        let before = FunctionState::of(mf);
        dag.swap_scratch(&mut self.scratch);
        let r = self.select_small(mf, dag, mbb);
        dag.swap_scratch(&mut self.scratch);
        if let (Ok(true), Some((key, b))) = (&r, record) {
            if let std::collections::hash_map::Entry::Vacant(e) = self.templates.0.entry(key) {
                // A selection that changed the function besides its instructions (a stack
                // temporary, a call's frame facts, a constant-pool entry) is made each time.
                e.insert(if FunctionState::of(mf) == before {
                    make_template(mf, &mf.block(mbb).insts[start..], b)
                } else {
                    None
                });
            }
        }
        r
    }

    fn instantiate(
        &mut self,
        mf: &mut MachineFunction,
        mbb: MBBId,
        key: &TemplateKey,
        b: &Bindings,
    ) -> bool {
        match self.templates.0.get(key) {
            Some(Some(t)) => instantiate(mf, mbb, t, b),
            _ => false,
        }
    }
}

/// Whether `KILN_FAST_ISEL_STATS` asks for the per-function statistics.
pub fn stats_requested() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var_os("KILN_FAST_ISEL_STATS").is_some_and(|v| v != "0"))
}

// ----- selection templates -----

/// How one operand of an instruction enters its template key: the register's type (and the
/// first operand reading the same register, as a template may use one register twice), a
/// static alloca (and the first operand naming the same one), or a constant or global,
/// exactly.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum KeyOperand {
    /// A value in virtual registers of this IR type; the first operand with the same
    /// register.
    Reg(kiln_ir::TypeId, u8),
    /// A static alloca (a frame index); the first operand with the same one.
    Frame(u8),
    /// An integer constant of this type and value.
    Int(kiln_ir::TypeId, u64),
    /// Another constant.
    Const(kiln_ir::ConstId),
    /// A global's address.
    Global(u32),
    /// The value of an earlier instruction of the group.
    Fused,
    /// A block; the first operand with the same one.
    Block(u8),
    /// What a `ret` lowers by besides its operand: the function's calling convention and
    /// return attributes (`signext`, ...).
    ReturnAbi(u32, u32),
}

/// What decides the selection of a group of instructions (consecutive, each read only by the
/// next): each one's opcode and payload (predicate, alignment, ...), result type,
/// flags and fast-math flags, and their operands in order (see [`KeyOperand`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TemplateKey {
    /// Per instruction: opcode and payload, result type, flags, fast-math flags.
    pub insts: Vec<(kiln_ir::InstKind, kiln_ir::TypeId, u8, u8)>,
    /// The operands of all of them.
    pub ops: Vec<KeyOperand>,
}

/// What an operand of one instance is bound to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The value's first virtual register.
    Reg(kiln_mc::register_info::Register),
    /// A frame index.
    Frame(i32),
    /// A machine block.
    Block(MBBId),
    /// Part of the key (a constant or global).
    Fixed,
}

/// The registers and frame indices one instance of a template is bound to.
#[derive(Clone, Debug, Default)]
pub struct Bindings {
    /// Per IR operand.
    pub ops: Vec<Bound>,
    /// The instruction's value register (`None`: no value).
    pub out: Option<kiln_mc::register_info::Register>,
}

#[derive(Copy, Clone, Debug)]
enum TOp {
    Fixed(MachineOperand),
    Input(u8, u8, u16),
    Output(u8, u16),
    Temp(u16, u8, u16),
    Frame(u8),
    Block(u8),
}

#[derive(Clone, Debug)]
struct TInstr {
    opcode: u32,
    flags: crate::machine::MIFlags,
    ops: Vec<TOp>,
    mmos: Vec<(MachineMemOperand, Option<u8>)>,
}

/// The machine instructions one selection made, with the instance's registers and frame
/// indices as holes.
#[derive(Clone, Debug)]
pub struct Template {
    instrs: Vec<TInstr>,
    temps: Vec<RegClassId>,
}

/// Selection templates by key, for one module on one worker (`None`: the selection cannot
/// be a template, select it each time).
#[derive(Default)]
pub struct TemplateCache(
    std::collections::HashMap<
        TemplateKey,
        Option<Template>,
        std::hash::BuildHasherDefault<crate::selection_dag::FxHasher>,
    >,
);

/// What selecting an instruction could change in a function besides its instructions and
/// virtual registers; a template is only made of a selection that changed none of it.
#[derive(PartialEq, Debug)]
struct FunctionState {
    sizes: (u64, u64, u64, i32, usize, Option<i32>),
    flags: [bool; 6],
    counts: (usize, usize, usize, usize, usize),
    sret: Option<Register>,
}

impl FunctionState {
    fn of(mf: &MachineFunction) -> FunctionState {
        let fi = &mf.frame_info;
        FunctionState {
            sizes: (
                fi.stack_size,
                fi.max_align,
                fi.max_call_frame_size,
                fi.num_objects() + fi.num_fixed_objects(),
                fi.callee_saved.len(),
                fi.vararg_frame_index,
            ),
            flags: [
                fi.has_calls,
                fi.has_var_sized_objects,
                fi.frame_address_taken,
                fi.has_tail_call,
                fi.frame_pointer_forced,
                mf.is_ssa,
            ],
            counts: (
                mf.constant_pool.len(),
                mf.jump_tables.len(),
                mf.cfi.len(),
                mf.inline_asm.len(),
                mf.sext32_live_ins.len(),
            ),
            sret: mf.sret_return_reg,
        }
    }
}

/// The template of machine instructions `mis`, just selected for one instruction bound to
/// `b`: every virtual register must be an input, the output or defined in `mis`, every frame
/// index an input, every block a bound block; no constant-pool, jump-table or register-mask
/// operand.
fn make_template(mf: &MachineFunction, mis: &[MIId], b: &Bindings) -> Option<Template> {
    let mut temps: Vec<Register> = Vec::new();
    let mut instrs = Vec::with_capacity(mis.len());
    let frame_of = |fi: i32| b.ops.iter().position(|&x| x == Bound::Frame(fi));
    for &mi in mis {
        let mut ops = Vec::with_capacity(mf.operands(mi).len());
        for &op in mf.operands(mi) {
            ops.push(match op {
                MachineOperand::Reg {
                    reg,
                    flags,
                    sub_reg,
                } if reg.is_virtual() => {
                    if Some(reg) == b.out {
                        TOp::Output(flags.0, sub_reg)
                    } else if let Some(k) = b.ops.iter().position(|&x| x == Bound::Reg(reg)) {
                        TOp::Input(k as u8, flags.0, sub_reg)
                    } else if let Some(t) = temps.iter().position(|&t| t == reg) {
                        TOp::Temp(t as u16, flags.0, sub_reg)
                    } else if flags.0 & RegFlags::DEF != 0 {
                        temps.push(reg);
                        TOp::Temp((temps.len() - 1) as u16, flags.0, sub_reg)
                    } else {
                        return None;
                    }
                }
                MachineOperand::FrameIndex(fi) => TOp::Frame(frame_of(fi)? as u8),
                MachineOperand::MBB(to) => {
                    TOp::Block(b.ops.iter().position(|&x| x == Bound::Block(to))? as u8)
                }
                MachineOperand::ConstantPool { .. }
                | MachineOperand::RegMask(_)
                | MachineOperand::JumpTable { .. }
                | MachineOperand::BlockAddress { .. }
                | MachineOperand::CFIIndex(_) => return None,
                _ => TOp::Fixed(op),
            });
        }
        let mut mmos = Vec::new();
        for m in mf.mem_operands_of(mi) {
            let k = match m.ptr {
                PointerInfo::FrameIndex(fi) => Some(frame_of(fi)? as u8),
                _ => None,
            };
            mmos.push((*m, k));
        }
        instrs.push(TInstr {
            opcode: mf.instr(mi).opcode,
            flags: mf.instr(mi).flags,
            ops,
            mmos,
        });
    }
    let temps = temps.iter().map(|&r| mf.vreg_class(r)).collect();
    Some(Template { instrs, temps })
}

/// Appends an instance of `t` bound to `b` to `mbb`.
fn instantiate(mf: &mut MachineFunction, mbb: MBBId, t: &Template, b: &Bindings) -> bool {
    let reg_of = |k: u8| match b.ops.get(k as usize) {
        Some(Bound::Reg(r)) => Some(*r),
        _ => None,
    };
    let frame_of = |k: u8| match b.ops.get(k as usize) {
        Some(Bound::Frame(fi)) => Some(*fi),
        _ => None,
    };
    let block_of = |k: u8| match b.ops.get(k as usize) {
        Some(Bound::Block(to)) => Some(*to),
        _ => None,
    };
    // Check the bindings fit before emitting anything.
    let fits = t.instrs.iter().all(|ti| {
        ti.ops.iter().all(|op| match *op {
            TOp::Input(k, ..) => reg_of(k).is_some(),
            TOp::Frame(k) => frame_of(k).is_some(),
            TOp::Block(k) => block_of(k).is_some(),
            TOp::Output(..) => b.out.is_some(),
            _ => true,
        }) && ti
            .mmos
            .iter()
            .all(|&(_, k)| k.is_none_or(|k| frame_of(k).is_some()))
    });
    if !fits {
        return false;
    }
    let temps: Vec<Register> = t.temps.iter().map(|&rc| mf.create_vreg(rc)).collect();
    let mut ops = Vec::new();
    for ti in &t.instrs {
        ops.clear();
        for op in &ti.ops {
            let reg = |reg, flags, sub_reg| MachineOperand::Reg {
                reg,
                flags: RegFlags(flags),
                sub_reg,
            };
            ops.push(match *op {
                TOp::Fixed(o) => o,
                TOp::Input(k, fl, s) => reg(reg_of(k).expect("checked above"), fl, s),
                TOp::Output(fl, s) => reg(b.out.expect("checked above"), fl, s),
                TOp::Temp(t, fl, s) => reg(temps[t as usize], fl, s),
                TOp::Frame(k) => MachineOperand::FrameIndex(frame_of(k).expect("checked above")),
                TOp::Block(k) => MachineOperand::MBB(block_of(k).expect("checked above")),
            });
        }
        let mi = mf.push_instr(mbb, ti.opcode, &ops);
        mf.instr_mut(mi).flags = ti.flags;
        if !ti.mmos.is_empty() {
            let mmos: Vec<MachineMemOperand> = ti
                .mmos
                .iter()
                .map(|&(m, k)| match k {
                    Some(k) => MachineMemOperand {
                        ptr: PointerInfo::FrameIndex(frame_of(k).expect("checked above")),
                        ..m
                    },
                    None => m,
                })
                .collect();
            mf.set_mem_operands(mi, &mmos);
        }
    }
    true
}
