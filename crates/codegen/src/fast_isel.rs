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
use crate::machine::{MBBId, MachineFunction};
use crate::pipeline::{CodegenTarget, DagSink};
use crate::selection_dag::{isd, DagScratch, NodeId, SelectionDAG};
use crate::target_lowering::TargetLoweringInfo;
use crate::value_types::EVT;
use crate::CodegenError;

/// How many IR instructions (those that make code: not phis, debug records or static
/// allocas) FastISel selected in a function and how many went to a DAG.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct FastIselStats {
    /// Selected by FastISel.
    pub selected: u64,
    /// Lowered in a block DAG.
    pub fell_back: u64,
}

impl std::ops::AddAssign for FastIselStats {
    fn add_assign(&mut self, o: FastIselStats) {
        self.selected += o.selected;
        self.fell_back += o.fell_back;
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
    /// emitted) when the DAG needs the full pipeline.
    fn fast_select(
        &mut self,
        mf: &mut MachineFunction,
        dag: &mut SelectionDAG,
        mbb: MBBId,
    ) -> Result<bool, CodegenError>;
}

/// Whether `dag` can skip vector and type legalization: every value is a chain, glue or a
/// legal scalar, and it makes no call (whose sequence the block pipeline orders).
pub fn dag_is_fast_selectable(dag: &SelectionDAG, tli: &TargetLoweringInfo) -> bool {
    (0..dag.node_capacity() as u32).map(NodeId).all(|n| {
        if dag.is_deleted(n) {
            return true;
        }
        let op = dag.opcode(n);
        if op == isd::CALLSEQ_START || op == isd::CALLSEQ_END || op == isd::INLINEASM {
            return false;
        }
        dag.value_types(n).iter().all(|&vt| {
            vt == EVT::OTHER || vt == EVT::GLUE || (!vt.is_vector() && tli.is_type_legal(vt))
        })
    })
}

/// The pipeline's [`DagConsumer`]: the block stages for DAGs, the short path for FastISel's.
pub struct FastISel<'t, 's, 'd> {
    target: &'t CodegenTarget<'t>,
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
    ) -> Self {
        FastISel {
            target,
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
        if crate::legalize::legalize_ops(dag, t.lowering, mf).is_err()
            || !dag_is_fast_selectable(dag, t.lowering.info())
            || crate::isel::select_dag(dag, t.isel, t.names, &mut self.match_bufs).is_err()
        {
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
    ) -> Result<bool, CodegenError> {
        dag.swap_scratch(&mut self.scratch);
        let r = self.select_small(mf, dag, mbb);
        dag.swap_scratch(&mut self.scratch);
        r
    }
}

/// Whether `KILN_FAST_ISEL_STATS` asks for the per-function statistics.
pub fn stats_requested() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var_os("KILN_FAST_ISEL_STATS").is_some_and(|v| v != "0"))
}
