//! The SelectionDAGBuilder: a kiln-ir function becomes one [`SelectionDAG`] per machine basic
//! block, with [`FunctionLoweringInfo`] holding what crosses blocks.
//!
//! In: a function of a module, the target's [`TargetLowering`], the optimization level, and an
//! empty [`MachineFunction`]. Out: one [`BlockDag`] per machine block (one per IR block, plus
//! the blocks a switch's compare tree needs), the machine blocks with their CFG edges, frame
//! objects for static allocas, and virtual registers for every value used outside its block.
//!
//! Afterwards: a value used in another block (or by a phi) is written to its virtual
//! registers by a `CopyToReg` in its own block and read by `CopyFromReg` where used; values of
//! illegal types cross blocks in several registers of the legal register type (promoted or
//! split). Phis stay SSA: each incoming edge copies its value into fresh virtual registers
//! in the predecessor, and [`FunctionLoweringInfo::phis`] records them so that the emitter
//! puts a machine `PHI` at the top of the block. Loads are chained to the root and merged
//! into it (TokenFactor) before any store, call or terminator.

use kiln_ir::constants::ConstExprOp;
use kiln_ir::instructions::{flags as irflags, BinOp, CastOp, IntPredicate, Ordering};
use kiln_ir::module::{Attribute, GlobalKind};
use kiln_ir::types::{TypeData, TypeTable};
use kiln_ir::{BlockId, ConstData, ConstId, Function, InstId, InstKind, Module, TypeId, Value};
use kiln_mc::register_info::Register;

use crate::calling_conv::ArgFlags;
use crate::machine::{MBBId, MachineFunction};
use crate::selection_dag::isd::{self, CondCode, Opcode};
use crate::selection_dag::{
    MachineMemOperand, NodeData, PointerInfo, SDNodeFlags, SDValue, SelectionDAG,
};
use crate::target_lowering::{
    CallLoweringInfo, InputArg, LoweringContext, OutputArg, TargetLowering, TargetLoweringInfo,
    TypeAction,
};
use crate::value_types::{EVT, MVT};
use crate::CodegenError;

mod aggregates;
mod atomic;
mod eh;
mod fast;
mod fp_intrinsics;
mod frame_intrinsics;
mod inline_asm;
mod intrinsics;
mod odd_int;
mod soft_fp128;
mod soft_half;
mod vectors;
mod wide_int;

/// A block's DAG and the machine block it becomes.
#[derive(Debug)]
pub struct BlockDag {
    /// The machine block.
    pub mbb: MBBId,
    /// Its DAG.
    pub dag: SelectionDAG,
}

/// A phi and the virtual registers that carry its value in from each IR predecessor.
#[derive(Clone, Debug)]
pub struct PhiInfo {
    /// The block holding the phi.
    pub mbb: MBBId,
    /// The phi's first virtual register (its value in `num_regs` consecutive registers).
    pub dst: Register,
    /// Number of registers.
    pub num_regs: u32,
    /// `(IR predecessor block, first register holding the incoming value)`, sorted by block.
    pub incoming: Vec<(BlockId, Register)>,
}

impl PhiInfo {
    /// The first register holding the value coming in from IR block `b`.
    pub fn incoming_reg(&self, b: BlockId) -> Option<Register> {
        self.incoming
            .binary_search_by_key(&b, |e| e.0)
            .ok()
            .map(|i| self.incoming[i].1)
    }
}

/// What lowering needs across blocks (LLVM's `FunctionLoweringInfo`).
#[derive(Clone, Debug, Default)]
pub struct FunctionLoweringInfo {
    /// First virtual register of each instruction's value that crosses blocks (`None`: none).
    pub inst_regs: Vec<Option<Register>>,
    /// First virtual register of each argument used outside the entry block.
    pub arg_regs: Vec<Option<Register>>,
    /// Frame index of each static alloca.
    pub static_allocas: Vec<Option<i32>>,
    /// The machine block of each IR block.
    pub block_mbb: Vec<MBBId>,
    /// The IR block each machine block came from.
    pub mbb_ir_block: Vec<BlockId>,
    /// The phis.
    pub phis: Vec<PhiInfo>,
}

/// Builds the DAGs of `func`. See the module documentation.
pub fn build_dags(
    module: &Module,
    func: &Function,
    target: &dyn TargetLowering,
    opt_level: u8,
    mf: &mut MachineFunction,
) -> Result<(Vec<BlockDag>, FunctionLoweringInfo), CodegenError> {
    let mut b = Builder::new(module, func, target, opt_level, mf)?;
    b.run()?;
    let Builder { dags, fli, .. } = b;
    Ok((dags, fli))
}

/// Builds the DAGs of `func` in FastISel mode ([`crate::fast_isel`]): each piece goes to
/// `consumer` as soon as it is built, so that the machine instructions of a block come out in
/// order. Returns what crosses blocks and how many instructions FastISel selected.
pub fn build_and_select(
    module: &Module,
    func: &Function,
    target: &dyn TargetLowering,
    opt_level: u8,
    mf: &mut MachineFunction,
    consumer: &mut dyn crate::fast_isel::DagConsumer,
) -> Result<(FunctionLoweringInfo, crate::fast_isel::FastIselStats), CodegenError> {
    let mut b = Builder::new(module, func, target, opt_level, mf)?;
    b.consumer = Some(consumer);
    b.run()?;
    let Builder {
        fli, fast_stats, ..
    } = b;
    Ok((fli, fast_stats))
}

/// See `Builder::load_cse`.
type LoadCseMap = std::collections::HashMap<
    (SDValue, SDValue, EVT, u64, u8),
    SDValue,
    std::hash::BuildHasherDefault<crate::selection_dag::FxHasher>,
>;

/// Entries of `Builder::evt_cache`.
const EVT_CACHE: usize = 32;

struct Builder<'a> {
    m: &'a Module,
    f: &'a Function,
    target: &'a dyn TargetLowering,
    tli: &'a TargetLoweringInfo,
    /// The -O level (switches lower the same way at every level, as in LLVM).
    #[allow(dead_code)]
    opt_level: u8,
    mf: &'a mut MachineFunction,
    fli: FunctionLoweringInfo,
    dags: Vec<BlockDag>,
    ptr_vt: EVT,
    // Per-block state.
    dag: SelectionDAG,
    cur_ir_block: BlockId,
    cur_mbb: MBBId,
    node_map: Vec<(u32, SDValue)>,
    /// The copy out of its register of each value from another block (or PHI), made once per
    /// DAG so that its users are CSE'd: `(generation, value)`, by instruction.
    reg_copies: Vec<(u32, SDValue)>,
    arg_values: Vec<SDValue>,
    generation: u32,
    pending_loads: Vec<SDValue>,
    /// This block's non-volatile scalar loads by (chain, address, type, size, flags): a load
    /// of the same memory on the same chain is the same node, as SelectionDAG's CSE makes it
    /// in LLVM (clang -O0 reloads a local for every use).
    load_cse: LoadCseMap,
    pending_exports: Vec<SDValue>,
    /// Index into `fli.phis` of each phi instruction.
    phi_idx: Vec<u32>,
    /// A returned vector too wide for the return registers is stored through a hidden first
    /// argument (LLVM's sret demotion): that pointer's register and entry-block value.
    demoted_ret: Option<(Register, SDValue)>,
    /// The call just lowered as a tail call: the `ret` after it emits nothing.
    tail_call_made: Option<InstId>,
    /// The leaves of aggregate-valued instructions: `(generation, start in agg_pool, count)`.
    agg_map: Vec<(u32, u32, u32)>,
    /// Leaf values of this block's aggregates.
    agg_pool: Vec<SDValue>,
    /// The leaves of aggregate arguments in the entry block (empty for scalars).
    arg_aggs: Vec<Vec<SDValue>>,
    /// The return address on entry, when `llvm.returnaddress(0)` is used
    /// (`builder/frame_intrinsics.rs`).
    return_address_reg: Option<Register>,
    /// Each landingpad's action list (`builder/eh.rs`), by instruction.
    pad_actions: Vec<Vec<i32>>,
    /// The landing blocks the current block's invoke made, built after it.
    pending_landing_blocks: eh::PendingLanding,
    /// FastISel mode: who selects the pieces as they are built (`builder/fast.rs`).
    consumer: Option<&'a mut dyn crate::fast_isel::DagConsumer>,
    /// Whether `arg_values` are values of the current DAG.
    args_live: bool,
    /// FastISel mode: the entry block's arguments are a DAG of their own.
    split_entry: bool,
    /// FastISel mode: instructions selected and left to the DAG.
    fast_stats: crate::fast_isel::FastIselStats,
    /// FastISel mode: whether it takes each IR type (0: not known yet, 1: yes, 2: no).
    fast_type_cache: std::cell::RefCell<Vec<u8>>,
    /// `evt_of` of recently asked types, direct-mapped by type id (`u32::MAX`: empty).
    evt_cache: [std::cell::Cell<(u32, Option<EVT>)>; EVT_CACHE],
    /// FastISel mode: uses of each instruction in the block being built (else zero).
    fast_uses: Vec<u32>,
}

/// The error for an unsupported `what` at instruction `i`: names the function and quotes the
/// instruction (cut at [`QUOTED_INST_MAX`] characters), so that it can be found in the input.
fn err_at(f: &Function, m: &Module, i: InstId, what: &str) -> CodegenError {
    err_at_with(
        f,
        m,
        i,
        &format!(
            "{what} ('{}' instruction) is not supported by kiln's code generator yet",
            f.inst(i).kind.opcode_name()
        ),
    )
}

/// The error `msg` at instruction `i`, naming the function and quoting the instruction.
fn err_at_with(f: &Function, m: &Module, i: InstId, msg: &str) -> CodegenError {
    let name = global_name(m, f.global.0);
    let mut text = m.print_inst(f, i);
    if let Some((cut, _)) = text.char_indices().nth(QUOTED_INST_MAX) {
        text.truncate(cut);
        text.push_str("...");
    }
    CodegenError::new(format!("in function {name}: {msg}: `{text}`"))
}

/// How much of an instruction an error message quotes.
const QUOTED_INST_MAX: usize = 160;

/// The printable name of module global `g`.
pub fn global_name(m: &Module, g: u32) -> String {
    match &m.global(kiln_ir::GlobalId(g)).name {
        kiln_ir::module::GlobalName::Named(n) => n.to_string(),
        kiln_ir::module::GlobalName::Numbered(n) => n.to_string(),
    }
}

impl<'a> Builder<'a> {
    fn new(
        m: &'a Module,
        f: &'a Function,
        target: &'a dyn TargetLowering,
        opt_level: u8,
        mf: &'a mut MachineFunction,
    ) -> Result<Builder<'a>, CodegenError> {
        let tli = target.info();
        let ptr_vt = EVT::Simple(tli.pointer_vt);
        Ok(Builder {
            m,
            f,
            target,
            tli,
            opt_level,
            mf,
            fli: FunctionLoweringInfo::default(),
            // One DAG per block, more where a block is split: a DAG is large to move, so
            // the list should not have to grow.
            dags: Vec::with_capacity(f.blocks.len() + f.blocks.len() / 4 + 1),
            ptr_vt,
            // `start_dag` makes each block's DAG.
            dag: SelectionDAG::placeholder(),
            cur_ir_block: BlockId(0),
            cur_mbb: MBBId(0),
            node_map: vec![(0, SDValue::new(crate::selection_dag::NodeId(0), 0)); f.insts.len()],
            reg_copies: vec![(0, SDValue::new(crate::selection_dag::NodeId(0), 0)); f.insts.len()],
            arg_values: Vec::new(),
            generation: 0,
            pending_loads: Vec::new(),
            load_cse: LoadCseMap::default(),
            pending_exports: Vec::new(),
            phi_idx: vec![u32::MAX; f.insts.len()],
            demoted_ret: None,
            tail_call_made: None,
            agg_map: vec![(0, 0, 0); f.insts.len()],
            agg_pool: Vec::new(),
            arg_aggs: Vec::new(),
            return_address_reg: None,
            pad_actions: Vec::new(),
            pending_landing_blocks: Vec::new(),
            consumer: None,
            args_live: false,
            split_entry: false,
            evt_cache: std::array::from_fn(|_| std::cell::Cell::new((u32::MAX, None))),
            fast_stats: Default::default(),
            fast_type_cache: Default::default(),
            fast_uses: Vec::new(),
        })
    }

    fn fname(&self) -> String {
        global_name(self.m, self.f.global.0)
    }

    /// The EVT that values of IR type `ty` have in the DAG (remembered: a function asks for a
    /// few types many times).
    fn evt_of(&self, ty: TypeId) -> Option<EVT> {
        let slot = &self.evt_cache[ty.0 as usize % EVT_CACHE];
        match slot.get() {
            (t, vt) if t == ty.0 => vt,
            _ => {
                let vt = EVT::from_ir_type(&self.m.types, &self.m.data_layout, ty)
                    .map(|vt| self.odd_int_evt(self.soft_half_evt(self.soft_fp128_evt(vt))));
                slot.set((ty.0, vt));
                vt
            }
        }
    }

    fn value_evt(&self, v: Value, at: InstId) -> Result<EVT, CodegenError> {
        // A cmpxchg's `{old, success}` is carried as its old value.
        let v = atomic::cmpxchg_old_value(self.f, v);
        let ty = self.f.value_type(self.m, v);
        self.evt_of(ty).ok_or_else(|| {
            err_at(
                self.f,
                self.m,
                at,
                &format!("a value of type {}", self.m.types.to_string(ty)),
            )
        })
    }

    fn new_regs(&mut self, vt: EVT) -> Result<(Register, u32), CodegenError> {
        let (rvt, n) = self
            .cross_block_vector_regs(vt)
            .unwrap_or_else(|| self.tli.register_type_and_count(vt));
        let rc = self
            .tli
            .register_class_for(rvt)
            .ok_or_else(|| CodegenError::new(format!("no register class for {}", rvt.name())))?;
        let first = self.mf.create_vreg(rc);
        for _ in 1..n {
            self.mf.create_vreg(rc);
        }
        Ok((first, n))
    }

    fn run(&mut self) -> Result<(), CodegenError> {
        let f = self.f;
        if f.layout.is_empty() {
            return Err(CodegenError::new(format!(
                "function {} has no body",
                self.fname()
            )));
        }
        // Machine blocks, one per IR block.
        self.fli.block_mbb = vec![MBBId(0); f.blocks.len()];
        for &b in &f.layout {
            let name = f.name_str(f.block(b).name).unwrap_or("").to_string();
            let mbb = self.mf.add_block(name);
            self.mf.block_mut(mbb).ir_block = Some(b.0);
            self.fli.block_mbb[b.0 as usize] = mbb;
            self.fli.mbb_ir_block.push(b);
        }
        self.mark_address_taken_blocks();
        self.find_static_allocas()?;
        self.init_eh()?;
        self.split_entry = self.can_split_entry();
        if self.consumer.is_some() {
            self.fast_uses = vec![0; f.insts.len()];
        }
        self.assign_cross_block_regs()?;
        self.find_return_address_uses()?;
        for (k, &b) in f.layout.iter().enumerate() {
            if self.consumer.is_some() {
                self.build_block_fast(b, k == 0)?;
            } else {
                self.build_block(b, k == 0)?;
            }
        }
        self.note_frame_pointer_attr();
        Ok(())
    }

    /// `"frame-pointer"="all"` (clang -O0 writes it) keeps a frame pointer in every function,
    /// `"non-leaf"` in functions that call (LLVM's `DisableFramePointerElim`).
    fn note_frame_pointer_attr(&mut self) {
        let fi = &mut self.mf.frame_info;
        match crate::fn_attrs::fn_attr_value(self.m, self.f, "frame-pointer") {
            Some("all") => fi.frame_pointer_forced = true,
            Some("non-leaf") if fi.has_calls => fi.frame_pointer_forced = true,
            _ => {}
        }
    }

    fn find_static_allocas(&mut self) -> Result<(), CodegenError> {
        let f = self.f;
        self.fli.static_allocas = vec![None; f.insts.len()];
        let entry = f.layout[0];
        for &i in &f.block(entry).insts {
            let inst = f.inst(i);
            if let InstKind::Alloca { ty, align, .. } = inst.kind {
                let count = f.operands(i)[0];
                let Some(n) = self.const_int(count) else {
                    continue;
                };
                let dl = &self.m.data_layout;
                let size = dl.alloc_size(&self.m.types, ty) * (n as u64);
                let align = align
                    .bytes()
                    .unwrap_or_else(|| dl.pref_align(&self.m.types, ty));
                let fi = self.mf.frame_info.create_stack_object(size.max(1), align);
                self.fli.static_allocas[i.0 as usize] = Some(fi);
            }
        }
        Ok(())
    }

    fn assign_cross_block_regs(&mut self) -> Result<(), CodegenError> {
        let f = self.f;
        let mut needs = vec![false; f.insts.len()];
        let mut arg_needs = vec![false; f.args.len()];
        let entry = f.layout[0];
        for &b in &f.layout {
            for &i in &f.block(b).insts {
                let is_phi = f.inst(i).kind == InstKind::Phi;
                for &v in f.operands(i) {
                    match v {
                        Value::Inst(d) => {
                            if self.fli.static_allocas[d.0 as usize].is_none()
                                && (is_phi || f.inst(d).block != b)
                            {
                                needs[d.0 as usize] = true;
                            }
                        }
                        Value::Arg(a) if is_phi || b != entry || self.split_entry => {
                            arg_needs[a as usize] = true
                        }
                        _ => {}
                    }
                }
                // A cmpxchg's success flag is recomputed from the expected value where it is
                // extracted: that value crosses blocks along with the old value.
                for v in f
                    .operands(i)
                    .iter()
                    .filter_map(|&v| atomic::cmpxchg_expected(f, v, b))
                {
                    match v {
                        Value::Inst(d)
                            if self.fli.static_allocas[d.0 as usize].is_none()
                                && f.inst(d).block != b =>
                        {
                            needs[d.0 as usize] = true;
                        }
                        Value::Arg(a) if b != entry || self.split_entry => {
                            arg_needs[a as usize] = true
                        }
                        _ => {}
                    }
                }
                if is_phi {
                    needs[i.0 as usize] = true;
                }
            }
        }
        self.fli.inst_regs = vec![None; f.insts.len()];
        self.fli.arg_regs = vec![None; f.args.len()];
        for &b in &f.layout {
            for &i in &f.block(b).insts {
                if !needs[i.0 as usize] {
                    continue;
                }
                let (r, n) = self.new_type_regs(f.inst(i).ty, Some(i))?;
                self.fli.inst_regs[i.0 as usize] = Some(r);
                if f.inst(i).kind == InstKind::Phi {
                    let mut incoming: Vec<(BlockId, Register)> = Vec::new();
                    for pair in f.operands(i).chunks(2) {
                        let Value::Block(p) = pair[1] else { continue };
                        let (ir, _) = self.new_type_regs(f.inst(i).ty, Some(i))?;
                        incoming.push((p, ir));
                    }
                    // Sorted by block for binary search; a block listed twice keeps one entry.
                    incoming.sort_by_key(|e| e.0);
                    incoming.dedup_by_key(|e| e.0);
                    self.phi_idx[i.0 as usize] = self.fli.phis.len() as u32;
                    self.fli.phis.push(PhiInfo {
                        mbb: self.fli.block_mbb[b.0 as usize],
                        dst: r,
                        num_regs: n,
                        incoming,
                    });
                }
            }
        }
        for (a, &need) in arg_needs.iter().enumerate() {
            if need {
                let ty = f.args[a].ty;
                let (r, _) = self.new_type_regs(ty, None)?;
                self.fli.arg_regs[a] = Some(r);
            }
        }
        Ok(())
    }

    fn const_int(&self, v: Value) -> Option<i128> {
        let Value::Const(c) = v else { return None };
        match self.m.consts.get(c) {
            ConstData::Int { ty, value } => {
                let bits = self.m.types.int_bits(*ty)?;
                Some(crate::selection_dag::sign_extend(
                    *value as i128,
                    bits.min(64),
                ))
            }
            // Integers of 65 to 128 bits (a `switch` on `__int128` or `_BitInt(100)`) as the
            // sign-extended i128; wider ones when their value fits a non-negative i128.
            ConstData::BigInt { ty, words } if words.iter().skip(2).all(|&w| w == 0) => {
                let bits = self.m.types.int_bits(*ty)?;
                let lo = words.first().copied().unwrap_or(0) as u128;
                let hi = words.get(1).copied().unwrap_or(0) as u128;
                let v = (lo | (hi << 64)) as i128;
                if bits <= 128 {
                    Some(crate::selection_dag::sign_extend(v, bits))
                } else if v >= 0 {
                    Some(v)
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    fn start_dag(&mut self, ir_block: BlockId, mbb: MBBId) {
        // About four nodes per instruction by the end of legalization.
        let insts = self.f.block(ir_block).insts.len();
        self.dag = SelectionDAG::with_capacity(4 * insts + 8);
        self.cur_ir_block = ir_block;
        self.cur_mbb = mbb;
        self.generation += 1;
        self.args_live = false;
        self.pending_loads.clear();
        self.load_cse.clear();
        self.pending_exports.clear();
        self.agg_pool.clear();
    }

    fn finish_dag(&mut self) {
        // `start_dag` gives the builder its next DAG: what stands in meanwhile allocates
        // nothing.
        let dag = std::mem::replace(&mut self.dag, SelectionDAG::placeholder());
        self.dags.push(BlockDag {
            mbb: self.cur_mbb,
            dag,
        });
    }

    fn build_block(&mut self, b: BlockId, is_entry: bool) -> Result<(), CodegenError> {
        self.build_block_from(b, 0, is_entry)
    }

    /// Builds one DAG for the instructions of `b` from index `from` on (with the formal
    /// arguments first if `with_args`).
    fn build_block_from(
        &mut self,
        b: BlockId,
        from: usize,
        with_args: bool,
    ) -> Result<(), CodegenError> {
        let mbb = self.fli.block_mbb[b.0 as usize];
        self.start_dag(b, mbb);
        if with_args {
            self.lower_arguments()?;
            self.capture_return_address();
        }
        let f = self.f;
        self.lower_insts(b, &f.block(b).insts[from..])?;
        self.finish_dag();
        self.build_landing_blocks(b);
        Ok(())
    }

    /// Lowers `insts` of block `b` into the current DAG, in order.
    fn lower_insts(&mut self, b: BlockId, insts: &[InstId]) -> Result<(), CodegenError> {
        let f = self.f;
        for &i in insts {
            self.dag.current_order = i.0;
            let inst = f.inst(i);
            if let InstKind::Invoke(ci) = inst.kind {
                self.lower_invoke(b, i, ci)?;
            } else if inst.kind.is_terminator() {
                self.copy_phi_inputs(b)?;
                self.flush_root_for_terminator();
                self.lower_terminator(i)?;
            } else {
                self.lower_inst(i)?;
                if inst.kind != InstKind::Phi {
                    if let Some(r) = self.fli.inst_regs[i.0 as usize] {
                        self.export_inst(i, r)?;
                    }
                }
            }
        }
        Ok(())
    }

    fn node_value(&self, i: InstId) -> SDValue {
        let (g, v) = self.node_map[i.0 as usize];
        debug_assert_eq!(
            g, self.generation,
            "invariant: the value was lowered in this block"
        );
        v
    }

    fn set_value(&mut self, i: InstId, v: SDValue) {
        self.node_map[i.0 as usize] = (self.generation, v);
    }

    fn export(&mut self, v: SDValue, vt: EVT, first: Register) {
        let parts = if self.cross_block_vector_regs(vt).is_some() {
            self.cross_block_vector_parts(v, vt)
        } else {
            self.split_value(v, vt, isd::ANY_EXTEND)
        };
        let entry = self.dag.entry_token();
        for (k, p) in parts.into_iter().enumerate() {
            let c = self
                .dag
                .get_copy_to_reg(entry, Register(first.0 + k as u32), p, None);
            self.pending_exports.push(c);
        }
    }

    /// The chain after every pending load and export (the block's root so far).
    fn get_root(&mut self) -> SDValue {
        if self.pending_loads.is_empty() {
            return self.dag.root();
        }
        let mut chains = std::mem::take(&mut self.pending_loads);
        chains.insert(0, self.dag.root());
        let tf = self.dag.get_token_factor(&chains);
        self.dag.set_root(tf);
        tf
    }

    fn flush_root_for_terminator(&mut self) {
        let mut chains = std::mem::take(&mut self.pending_loads);
        chains.append(&mut self.pending_exports);
        if chains.is_empty() {
            return;
        }
        chains.insert(0, self.dag.root());
        let tf = self.dag.get_token_factor(&chains);
        self.dag.set_root(tf);
    }

    // ----- splitting values into register parts -----

    fn split_value(&mut self, v: SDValue, vt: EVT, ext: Opcode) -> Vec<SDValue> {
        let mut out = Vec::new();
        self.split_into(v, vt, ext, &mut out);
        out
    }

    fn split_into(&mut self, v: SDValue, vt: EVT, ext: Opcode, out: &mut Vec<SDValue>) {
        match self.tli.type_action(vt) {
            TypeAction::Legal => out.push(v),
            TypeAction::PromoteInteger(m) => out.push(self.dag.get(ext, m.into(), &[v])),
            TypeAction::ExpandInteger(h) => {
                let z = self.dag.get_constant(0, self.ptr_vt);
                let o = self.dag.get_constant(1, self.ptr_vt);
                let lo = self.dag.get(isd::EXTRACT_ELEMENT, h, &[v, z]);
                let hi = self.dag.get(isd::EXTRACT_ELEMENT, h, &[v, o]);
                if self.tli.big_endian {
                    // The high half first, as in memory.
                    self.split_into(hi, h, ext, out);
                    self.split_into(lo, h, isd::ANY_EXTEND, out);
                } else {
                    self.split_into(lo, h, isd::ANY_EXTEND, out);
                    self.split_into(hi, h, ext, out);
                }
            }
            TypeAction::SoftenFloat(i) => {
                let b = self.dag.get(isd::BITCAST, i, &[v]);
                self.split_into(b, i, ext, out);
            }
            TypeAction::SplitVector(_)
            | TypeAction::ScalarizeVector(_)
            | TypeAction::WidenVector(_) => self.split_vector_into(v, vt, ext, out),
        }
    }

    fn join_parts(&mut self, parts: &[SDValue], vt: EVT) -> SDValue {
        if let Some(v) = self.half_abi_join(parts, vt) {
            return v;
        }
        if let Some(v) = self.fp128_abi_join(parts, vt) {
            return v;
        }
        match self.tli.type_action(vt) {
            TypeAction::Legal => parts[0],
            TypeAction::PromoteInteger(_) => self.dag.get(isd::TRUNCATE, vt, &[parts[0]]),
            TypeAction::ExpandInteger(h) => {
                let (_, n) = self.tli.register_type_and_count(h);
                let (first, second) = parts.split_at(n as usize);
                let (lo, hi) = if self.tli.big_endian {
                    (second, first)
                } else {
                    (first, second)
                };
                let lo = self.join_parts(lo, h);
                let hi = self.join_parts(hi, h);
                self.dag.get(isd::BUILD_PAIR, vt, &[lo, hi])
            }
            TypeAction::SoftenFloat(i) => {
                let v = self.join_parts(parts, i);
                self.dag.get(isd::BITCAST, vt, &[v])
            }
            TypeAction::SplitVector(_)
            | TypeAction::ScalarizeVector(_)
            | TypeAction::WidenVector(_) => self.join_vector_parts(parts, vt),
        }
    }

    fn copy_from_regs(&mut self, first: Register, vt: EVT) -> SDValue {
        let cross = self.cross_block_vector_regs(vt);
        let (rvt, n) = cross.unwrap_or_else(|| self.tli.register_type_and_count(vt));
        let entry = self.dag.entry_token();
        let parts: Vec<SDValue> = (0..n)
            .map(|k| {
                self.dag
                    .get_copy_from_reg(entry, Register(first.0 + k), rvt.into(), None)
            })
            .collect();
        if cross.is_some() {
            return self.join_cross_block_vector(&parts, vt);
        }
        self.join_parts(&parts, vt)
    }

    // ----- values -----

    fn get_value(&mut self, v: Value, at: InstId) -> Result<SDValue, CodegenError> {
        match v {
            Value::Inst(i) => {
                if let Some(fi) = self.fli.static_allocas[i.0 as usize] {
                    return Ok(self.dag.get_frame_index(fi, self.ptr_vt, false));
                }
                let (g, val) = self.node_map[i.0 as usize];
                if g == self.generation
                    && self.f.inst(i).block == self.cur_ir_block
                    && self.f.inst(i).kind != InstKind::Phi
                {
                    return Ok(val);
                }
                let Some(r) = self.fli.inst_regs[i.0 as usize] else {
                    return Err(err_at(
                        self.f,
                        self.m,
                        at,
                        "a use of a value defined later in its block",
                    ));
                };
                let (g, val) = self.reg_copies[i.0 as usize];
                if g == self.generation {
                    return Ok(val);
                }
                let vt = self.value_evt(v, at)?;
                let val = self.copy_from_regs(r, vt);
                self.reg_copies[i.0 as usize] = (self.generation, val);
                Ok(val)
            }
            Value::Arg(a) => {
                let entry = self.f.layout[0];
                if self.cur_ir_block == entry
                    && self.args_live
                    && (a as usize) < self.arg_values.len()
                    && self.cur_mbb == self.fli.block_mbb[entry.0 as usize]
                {
                    return Ok(self.arg_values[a as usize]);
                }
                let r = self.fli.arg_regs[a as usize]
                    .expect("invariant: arguments used outside the entry have registers");
                let vt = self.value_evt(v, at)?;
                Ok(self.copy_from_regs(r, vt))
            }
            Value::Const(c) => self.lower_constant(c, at),
            Value::Global(g) => self.global_address(g.0),
            Value::InlineAsm(_) => Err(err_at(self.f, self.m, at, "inline assembly")),
            _ => Err(err_at(self.f, self.m, at, "this kind of operand")),
        }
    }

    /// Marks the machine blocks of IR blocks that a `blockaddress` names (anywhere in the
    /// module) as address-taken.
    fn mark_address_taken_blocks(&mut self) {
        let GlobalKind::Function(fid) = self.m.global(self.f.global).kind else {
            return;
        };
        for &(func, b) in self.m.block_addresses.values() {
            if func == fid {
                let mbb = self.fli.block_mbb[b.0 as usize];
                self.mf.block_mut(mbb).address_taken = true;
            }
        }
    }

    /// An x87 extended-precision constant (`bits`: its 80 bits): they do not fit a
    /// ConstantFP node's 64, so it is a load from a 16-byte constant-pool entry.
    pub(crate) fn f80_constant(&mut self, bits: u128) -> SDValue {
        let entry = crate::machine::MachineConstantPoolEntry {
            bytes: bits.to_le_bytes().to_vec(),
            align: 16,
        };
        let cp = self
            .dag
            .get_constant_pool_entry(entry, self.ptr_vt, false, 0);
        let mmo = crate::selection_dag::MachineMemOperand {
            ptr: crate::selection_dag::PointerInfo::ConstantPool,
            offset: 0,
            size: 10,
            align: 16,
            flags: crate::selection_dag::MachineMemOperand::LOAD
                | crate::selection_dag::MachineMemOperand::INVARIANT,
        };
        let chain = self.dag.entry_token();
        let f80 = EVT::Simple(crate::value_types::MVT::f80);
        self.dag.get_load(f80, chain, cp, mmo)
    }

    fn lower_constant(&mut self, c: ConstId, at: InstId) -> Result<SDValue, CodegenError> {
        let ty = self.m.consts.ty(c);
        // Soft fp128 and half constants are their bits (builder/soft_fp128.rs, soft_half.rs).
        let evt = self.evt_of(ty);
        let (f, m) = (self.f, self.m);
        let vt = || -> Result<EVT, CodegenError> {
            evt.ok_or_else(|| {
                err_at(
                    f,
                    m,
                    at,
                    &format!("a constant of type {}", m.types.to_string(ty)),
                )
            })
        };
        Ok(match self.m.consts.get(c) {
            ConstData::Int { value, .. } => {
                let vt = vt()?;
                let bits = vt.size_in_bits().min(64);
                self.dag
                    .get_constant(crate::selection_dag::sign_extend(*value as i128, bits), vt)
            }
            ConstData::BigInt { words, .. } => {
                let vt = vt()?;
                if vt.size_in_bits() > 128 {
                    let words = words.clone();
                    return Ok(self.wide_constant(&words, vt));
                }
                if words.len() > 2 {
                    return Err(err_at(
                        self.f,
                        self.m,
                        at,
                        "an integer constant wider than 128 bits",
                    ));
                }
                let lo = words.first().copied().unwrap_or(0) as u128;
                let hi = words.get(1).copied().unwrap_or(0) as u128;
                self.dag.get_constant((hi << 64 | lo) as i128, vt)
            }
            ConstData::Float { bits, .. } => {
                let vt = vt()?;
                if vt.is_integer() {
                    // A soft fp128 or half: its bits.
                    self.dag.get_constant(*bits as i128, vt)
                } else if vt == EVT::Simple(crate::value_types::MVT::f80) {
                    self.f80_constant(*bits)
                } else {
                    self.dag.get_constant_fp(*bits as u64, vt)
                }
            }
            ConstData::Null(_) => self.dag.get_constant(0, self.ptr_vt),
            ConstData::Undef(_) | ConstData::Poison(_) => {
                let vt = vt()?;
                self.dag.get_undef(vt)
            }
            ConstData::Zero(_) => {
                let vt = vt()?;
                if vt.is_vector() {
                    let evt = vt.scalar_type();
                    let e = if evt.is_floating_point() {
                        self.dag.get_constant_fp(0, evt)
                    } else {
                        self.dag.get_constant(0, evt)
                    };
                    let elts = vec![e; vt.vector_num_elements() as usize];
                    self.dag.get(isd::BUILD_VECTOR, vt, &elts)
                } else if vt.is_floating_point() {
                    self.dag.get_constant_fp(0, vt)
                } else {
                    self.dag.get_constant(0, vt)
                }
            }
            ConstData::Global(g) => self.global_address(g.0)?,
            ConstData::Vector { elems, .. } => {
                let vt = vt()?;
                let elems = elems.clone();
                let mut vals = Vec::with_capacity(elems.len());
                for &e in elems.iter() {
                    vals.push(self.lower_constant(e, at)?);
                }
                self.dag.get(isd::BUILD_VECTOR, vt, &vals)
            }
            ConstData::Splat { elem, .. } => {
                let vt = vt()?;
                let e = self.lower_constant(*elem, at)?;
                let vals = vec![e; vt.vector_num_elements() as usize];
                self.dag.get(isd::BUILD_VECTOR, vt, &vals)
            }
            ConstData::BlockAddress { .. } => {
                let Some(&(func, b)) = self.m.block_addresses.get(&c) else {
                    return Err(err_at(self.f, self.m, at, "an unresolved blockaddress"));
                };
                self.dag
                    .get_block_address(func.0, b.0, self.ptr_vt, false, 0)
            }
            ConstData::Expr { op, ops, .. } => {
                let ops = ops.clone();
                match op {
                    ConstExprOp::Gep { source_ty, .. } => {
                        let vals: Vec<Value> = ops.iter().map(|&o| Value::Const(o)).collect();
                        self.lower_gep(*source_ty, &vals, at)?
                    }
                    ConstExprOp::Cast(cop) => {
                        let v = self.lower_constant(ops[0], at)?;
                        let vt = vt()?;
                        self.lower_cast(*cop, v, vt, at)?
                    }
                    ConstExprOp::Binary(bop) => {
                        let a = self.lower_constant(ops[0], at)?;
                        let b = self.lower_constant(ops[1], at)?;
                        let vt = vt()?;
                        let opc = binop_opcode(*bop);
                        self.dag.get(opc, vt, &[a, b])
                    }
                    _ => return Err(err_at(self.f, self.m, at, "this constant expression")),
                }
            }
            _ => {
                return Err(err_at(
                    self.f,
                    self.m,
                    at,
                    "an aggregate or vector constant operand",
                ))
            }
        })
    }

    // ----- arguments, calls, returns -----

    fn arg_flags(&self, attrs: kiln_ir::AttrSetId) -> ArgFlags {
        let mut fl = 0;
        let mut byval = None;
        let mut align = None;
        for a in self.m.attrs(attrs) {
            match a {
                Attribute::Flag(s) => match self.m.strings.get(*s) {
                    "signext" => fl |= ArgFlags::SEXT,
                    "zeroext" => fl |= ArgFlags::ZEXT,
                    _ => {}
                },
                Attribute::Type(s, t) => match self.m.strings.get(*s) {
                    "byval" => byval = Some(*t),
                    "sret" => fl |= ArgFlags::SRET,
                    _ => {}
                },
                Attribute::Int(s, n) if self.m.strings.get(*s) == "align" => align = Some(*n),
                _ => {}
            }
        }
        match byval {
            // The object's size, and the parameter's alignment (else the type's), as LLVM
            // records them for the copy the caller makes.
            Some(t) => {
                let dl = &self.m.data_layout;
                let size = dl.alloc_size(&self.m.types, t);
                let align = align.unwrap_or_else(|| dl.abi_align(&self.m.types, t));
                ArgFlags(fl).with_byval(size, align)
            }
            None => ArgFlags(fl),
        }
    }

    fn input_parts(&self, vt: EVT, orig: u32, flags: ArgFlags, out: &mut Vec<InputArg>) {
        let vt = self.half_abi_part_vt(vt);
        let (rvt, n) = self.tli.register_type_and_count(vt);
        for part in 0..n {
            let mut fl = flags;
            if n > 1 {
                if part == 0 {
                    fl.0 |= ArgFlags::SPLIT;
                }
                if part == n - 1 {
                    fl.0 |= ArgFlags::SPLIT_END;
                }
            }
            out.push(InputArg {
                vt: rvt,
                arg_vt: vt,
                orig_arg: orig,
                part,
                num_parts: n,
                flags: fl,
            });
        }
    }

    fn lower_arguments(&mut self) -> Result<(), CodegenError> {
        let f = self.f;
        let mut ins = Vec::new();
        let mut vts = Vec::new();
        for (k, a) in f.args.iter().enumerate() {
            let leaves = match self.leaves_of(a.ty) {
                Some(l) if !l.is_empty() => l,
                _ => {
                    return Err(CodegenError::new(format!(
                        "in function {}: an argument of type {} is not supported yet",
                        self.fname(),
                        self.m.types.to_string(a.ty)
                    )))
                }
            };
            let flags = self.arg_flags(a.attrs);
            let mut counts = Vec::with_capacity(leaves.len());
            for l in &leaves {
                // A vector too wide for two registers arrives as a pointer to its parts.
                let part_vt = if self.vector_passed_indirectly(l.vt) {
                    self.ptr_vt
                } else {
                    self.abi_vt(l.vt, l.ty)
                };
                let before = ins.len();
                self.input_parts(part_vt, k as u32, flags, &mut ins);
                counts.push(ins.len() - before);
            }
            vts.push((leaves, counts));
        }
        let demoted = self.demoted_return_type().is_some();
        if demoted {
            self.push_demoted_return_input(&mut ins);
        }
        let is_vararg = matches!(
            self.m.types.get(f.ty),
            TypeData::Function { vararg: true, .. }
        );
        let entry = self.dag.entry_token();
        let mut cx = LoweringContext {
            mf: self.mf,
            is_vararg,
        };
        let (chain, parts) =
            self.target
                .lower_formal_arguments(&mut self.dag, &mut cx, entry, &ins)?;
        self.dag.set_root(chain);
        let mut k = 0;
        if demoted {
            self.set_demoted_return_pointer(parts[0])?;
            k = 1;
        }
        self.arg_values.clear();
        self.arg_aggs.clear();
        for (a, (leaves, counts)) in vts.iter().enumerate() {
            let mut vals = Vec::with_capacity(leaves.len());
            for (l, &n) in leaves.iter().zip(counts) {
                vals.push(if self.vector_passed_indirectly(l.vt) {
                    self.load_indirect_vector(parts[k], l.vt)
                } else {
                    let vt = self.abi_vt(l.vt, l.ty);
                    self.join_parts(&parts[k..k + n], vt)
                });
                k += n;
            }
            if self.is_agg(f.args[a].ty) {
                self.arg_values.push(vals[0]);
                if let Some(r) = self.fli.arg_regs[a] {
                    self.export_leaves(&vals, leaves, r);
                }
                self.arg_aggs.push(vals);
            } else {
                self.arg_values.push(vals[0]);
                if let Some(r) = self.fli.arg_regs[a] {
                    self.export(vals[0], leaves[0].vt, r);
                }
                self.arg_aggs.push(Vec::new());
            }
        }
        self.args_live = true;
        Ok(())
    }

    fn lower_ret(&mut self, i: InstId) -> Result<(), CodegenError> {
        if self.tail_call_made.take().is_some() {
            // The tail call before it already left the function.
            return Ok(());
        }
        let ops = self.f.operands(i);
        let mut outs = Vec::new();
        if let Some(&v) = ops.first() {
            if let Ok(vt) = self.value_evt(v, i) {
                if self.vector_passed_indirectly(vt) {
                    return self.lower_demoted_return(i, v);
                }
            }
            let leaves = self.value_leaves(v, i)?;
            let vals = self.get_leaves(v, i)?;
            let flags = self.arg_flags(self.f.ret_attrs);
            for (l, val) in leaves.iter().zip(vals) {
                let vt = self.abi_vt(l.vt, l.ty);
                self.output_parts(val, vt, 0, flags, &mut outs);
            }
        }
        let chain = self.get_root();
        let mut cx = LoweringContext {
            mf: self.mf,
            is_vararg: false,
        };
        let root = self
            .target
            .lower_return(&mut self.dag, &mut cx, chain, &outs)?;
        self.dag.set_root(root);
        Ok(())
    }

    fn output_parts(
        &mut self,
        v: SDValue,
        vt: EVT,
        orig: u32,
        flags: ArgFlags,
        out: &mut Vec<OutputArg>,
    ) {
        let (v, vt) = self.half_abi_value(v, vt);
        let v = self.fp128_abi_value(v, vt);
        let ext = if flags.has(ArgFlags::SEXT) {
            isd::SIGN_EXTEND
        } else if flags.has(ArgFlags::ZEXT) {
            isd::ZERO_EXTEND
        } else {
            isd::ANY_EXTEND
        };
        let parts = self.split_value(v, vt, ext);
        let (rvt, n) = self.tli.register_type_and_count(vt);
        for (part, p) in parts.into_iter().enumerate() {
            let mut fl = flags;
            if n > 1 {
                if part == 0 {
                    fl.0 |= ArgFlags::SPLIT;
                }
                if part as u32 == n - 1 {
                    fl.0 |= ArgFlags::SPLIT_END;
                }
            }
            out.push(OutputArg {
                vt: rvt,
                arg_vt: vt,
                value: p,
                orig_arg: orig,
                part: part as u32,
                num_parts: n,
                flags: fl,
            });
        }
    }

    fn lower_call(
        &mut self,
        i: InstId,
        ci: kiln_ir::instructions::CallId,
    ) -> Result<(), CodegenError> {
        let f = self.f;
        let info = f.calls[ci.0 as usize];
        let ops = f.operands(i);
        let callee = ops[0];
        let args = &ops[1..1 + info.num_args as usize];
        if let Value::InlineAsm(k) = callee {
            return self.lower_inline_asm(i, k, args);
        }
        if let Value::Global(g) = callee {
            // Only `@llvm.*` names matter here: no copy of the others.
            let m = self.m;
            let intr = match &m.global(kiln_ir::GlobalId(g.0)).name {
                kiln_ir::module::GlobalName::Named(n) => n.strip_prefix("llvm."),
                kiln_ir::module::GlobalName::Numbered(_) => None,
            };
            if let Some(intr) = intr {
                if intr.starts_with("eh.typeid.for") {
                    return self.lower_eh_typeid_for(i, args);
                }
                self.check_odd_int_intrinsic(i, intr, args)?;
                return self.lower_intrinsic(i, intr, args);
            }
        }
        let (_, params, is_vararg) = self
            .m
            .types
            .function_parts(info.fn_ty)
            .ok_or_else(|| err_at(f, self.m, i, "a call through a non-function type"))?;
        let num_fixed = params.len() as u32;
        let mut outs = Vec::new();
        let mut indirect_stores = Vec::new();
        for (k, &a) in args.iter().enumerate() {
            if self.is_agg(f.value_type(self.m, a)) {
                let leaves = self.value_leaves(a, i)?;
                let vals = self.get_leaves(a, i)?;
                let mut flags = ArgFlags::default();
                if k as u32 >= num_fixed {
                    flags.0 |= ArgFlags::VARARG;
                }
                for (l, v) in leaves.iter().zip(vals) {
                    let vt = self.abi_vt(l.vt, l.ty);
                    self.output_parts(v, vt, k as u32, flags, &mut outs);
                }
                continue;
            }
            let vt = self.abi_vt(self.value_evt(a, i)?, f.value_type(self.m, a));
            let attrs = f.attr_pool.get(info.arg_attrs.start as usize + k).copied();
            let mut flags = attrs.map(|s| self.arg_flags(s)).unwrap_or_default();
            if flags.has(ArgFlags::BYVAL) && !self.target.lowers_byval_arguments() {
                return Err(err_at(f, self.m, i, "a byval call argument"));
            }
            if k as u32 >= num_fixed {
                flags.0 |= ArgFlags::VARARG;
            }
            let v = self.get_value(a, i)?;
            if self.vector_passed_indirectly(vt) {
                let p = self.store_indirect_vector(v, vt, &mut indirect_stores);
                self.output_parts(p, self.ptr_vt, k as u32, flags, &mut outs);
                continue;
            }
            self.output_parts(v, vt, k as u32, flags, &mut outs);
        }
        let ret_ty = f.inst(i).ty;
        let mut ins = Vec::new();
        let mut demoted_slot = None;
        let mut ret_counts = Vec::new();
        let ret_vt = if ret_ty == TypeTable::VOID {
            None
        } else {
            let leaves = if self.is_agg(ret_ty) {
                self.value_leaves(Value::Inst(i), i)?
            } else {
                let vt = self.value_evt(Value::Inst(i), i)?;
                if self.vector_passed_indirectly(vt) {
                    demoted_slot = Some(self.push_demoted_return_output(ret_ty, &mut outs));
                }
                vec![aggregates::Leaf {
                    vt,
                    ty: ret_ty,
                    offset: 0,
                }]
            };
            let flags = self.arg_flags(info.ret_attrs);
            if demoted_slot.is_none() {
                for l in &leaves {
                    let before = ins.len();
                    self.input_parts(self.abi_vt(l.vt, l.ty), 0, flags, &mut ins);
                    ret_counts.push(ins.len() - before);
                }
            }
            Some(leaves)
        };
        let callee_v = match callee {
            Value::Global(g) => self.dag.get_global_address(g.0, self.ptr_vt, 0, false, 0),
            _ => self.get_value(callee, i)?,
        };
        use kiln_ir::instructions::TailKind;
        let must = info.tail == TailKind::MustTail;
        let tail = matches!(info.tail, TailKind::Tail | TailKind::MustTail)
            && self.in_tail_position(i, info.ret_attrs);
        if tail {
            // A tail call ends the block: everything else the block exports goes first.
            self.flush_root_for_terminator();
        }
        let mut chain = self.get_root();
        if !indirect_stores.is_empty() {
            indirect_stores.insert(0, chain);
            chain = self.dag.get_token_factor(&indirect_stores);
        }
        let cli = CallLoweringInfo {
            chain,
            callee: callee_v,
            outs,
            ins,
            is_vararg,
            num_fixed_args: num_fixed,
            is_tail_call: tail,
        };
        let had_calls = self.mf.frame_info.has_calls;
        let had_tail = std::mem::take(&mut self.mf.frame_info.has_tail_call);
        self.mf.frame_info.has_calls = true;
        let mut cx = LoweringContext {
            mf: self.mf,
            is_vararg: false,
        };
        let (chain, parts) = self.target.lower_call(&mut self.dag, &mut cx, &cli)?;
        // The target says whether it made the tail call (LLVM's `setHasTailCall`).
        let made = self.mf.frame_info.has_tail_call;
        self.mf.frame_info.has_tail_call |= had_tail;
        self.dag.set_root(chain);
        if made {
            self.mf.frame_info.has_calls = had_calls;
            self.tail_call_made = Some(i);
            return Ok(());
        }
        if must {
            return Err(err_at(
                f,
                self.m,
                i,
                "a musttail call the target cannot make as a tail call",
            ));
        }
        if let Some(leaves) = ret_vt {
            if let Some(slot) = demoted_slot {
                let v = self.load_demoted_return(slot, ret_ty, leaves[0].vt);
                self.set_value(i, v);
                return Ok(());
            }
            let mut k = 0;
            let mut vals = Vec::with_capacity(leaves.len());
            for (l, &n) in leaves.iter().zip(&ret_counts) {
                let vt = self.abi_vt(l.vt, l.ty);
                vals.push(self.join_parts(&parts[k..k + n], vt));
                k += n;
            }
            self.set_any(i, &vals);
        }
        Ok(())
    }

    /// Whether call `i` is in tail position (LLVM's `isInTailCallPosition`): the next
    /// instruction returns exactly its result (or nothing, for a void call), with the same
    /// extension attributes on the returned value.
    fn in_tail_position(&self, i: InstId, call_ret_attrs: kiln_ir::AttrSetId) -> bool {
        let f = self.f;
        let insts = &f.block(f.inst(i).block).insts;
        let Some(k) = insts.iter().position(|&x| x == i) else {
            return false;
        };
        let Some(&next) = insts[k + 1..]
            .iter()
            .find(|&&x| !matches!(f.inst(x).kind, InstKind::DbgRecord { .. }))
        else {
            return false;
        };
        if f.inst(next).kind != InstKind::Ret {
            return false;
        }
        let same_value = match f.operands(next).first() {
            None => true,
            Some(&v) => v == Value::Inst(i),
        };
        // A caller returning through sret is never a tail caller (as LLVM's RISC-V check).
        let caller_sret = f
            .args
            .iter()
            .any(|a| self.arg_flags(a.attrs).has(ArgFlags::SRET));
        let ext = ArgFlags::SEXT | ArgFlags::ZEXT;
        same_value
            && !caller_sret
            && self.arg_flags(self.f.ret_attrs).0 & ext == self.arg_flags(call_ret_attrs).0 & ext
    }

    fn lower_libcall(
        &mut self,
        name: &'static str,
        args: &[(SDValue, EVT)],
        ret: Option<EVT>,
    ) -> Result<Option<SDValue>, CodegenError> {
        let mut outs = Vec::new();
        for (k, &(v, vt)) in args.iter().enumerate() {
            self.output_parts(v, vt, k as u32, ArgFlags::default(), &mut outs);
        }
        let mut ins = Vec::new();
        if let Some(vt) = ret {
            self.input_parts(vt, 0, ArgFlags::default(), &mut ins);
        }
        let callee = self.dag.get_external_symbol(name, self.ptr_vt, false, 0);
        let chain = self.get_root();
        let cli = CallLoweringInfo {
            chain,
            callee,
            outs,
            ins,
            is_vararg: false,
            num_fixed_args: args.len() as u32,
            is_tail_call: false,
        };
        self.mf.frame_info.has_calls = true;
        let mut cx = LoweringContext {
            mf: self.mf,
            is_vararg: false,
        };
        let (chain, parts) = self.target.lower_call(&mut self.dag, &mut cx, &cli)?;
        self.dag.set_root(chain);
        Ok(ret.map(|vt| self.join_parts(&parts, vt)))
    }

    fn lower_intrinsic(
        &mut self,
        i: InstId,
        name: &str,
        args: &[Value],
    ) -> Result<(), CodegenError> {
        if self.lower_expanded_intrinsic(i, name, args)? {
            return Ok(());
        }
        let base = name.split('.').next().unwrap_or("");
        let two = |s: &str| name.starts_with(s);
        if two("dbg.")
            || two("lifetime.")
            || base == "assume"
            || two("experimental.noalias")
            || base == "donothing"
        {
            return Ok(());
        }
        if base == "expect" {
            let v = self.get_value(args[0], i)?;
            self.set_value(i, v);
            return Ok(());
        }
        if two("vector.reduce.") {
            return self.lower_vector_reduce(i, name, args);
        }
        if two("experimental.cttz.elts.") {
            return self.lower_cttz_elts(i, name, args);
        }
        if two("memcpy.") || two("memmove.") || two("memset.") {
            let sym: &'static str = if two("memcpy.") {
                "memcpy"
            } else if two("memmove.") {
                "memmove"
            } else {
                "memset"
            };
            let mut a = Vec::new();
            for (k, &v) in args.iter().take(3).enumerate() {
                let mut vt = self.value_evt(v, i)?;
                let mut val = self.get_value(v, i)?;
                if sym == "memset" && k == 1 {
                    // The byte is passed as an int.
                    val = self
                        .dag
                        .get(isd::ZERO_EXTEND, EVT::Simple(MVT::i32), &[val]);
                    vt = EVT::Simple(MVT::i32);
                }
                if k == 2 {
                    val = self.dag.get_zext_or_trunc(val, self.ptr_vt);
                    vt = self.ptr_vt;
                }
                a.push((val, vt));
            }
            self.lower_libcall(sym, &a, Some(self.ptr_vt))?;
            return Ok(());
        }
        if let Some(r) = self.lower_odd_int_intrinsic(i, base, args) {
            return r;
        }
        let unary = |s: &str| -> Option<Opcode> {
            Some(match s {
                "ctpop" => isd::CTPOP,
                "bswap" => isd::BSWAP,
                "bitreverse" => isd::BITREVERSE,
                _ => return None,
            })
        };
        let binary = |s: &str| -> Option<Opcode> {
            Some(match s {
                "smax" => isd::SMAX,
                "smin" => isd::SMIN,
                "umax" => isd::UMAX,
                "umin" => isd::UMIN,
                _ => return None,
            })
        };
        let vt = self.value_evt(Value::Inst(i), i).ok();
        if let (Some(op), Some(vt)) = (unary(base), vt) {
            let a = self.get_value(args[0], i)?;
            let v = self.dag.get(op, vt, &[a]);
            self.set_value(i, v);
            return Ok(());
        }
        if let (Some(op), Some(vt)) = (binary(base), vt) {
            let a = self.get_value(args[0], i)?;
            let b = self.get_value(args[1], i)?;
            let v = self.dag.get(op, vt, &[a, b]);
            self.set_value(i, v);
            return Ok(());
        }
        if let ("abs" | "ctlz" | "cttz", Some(vt)) = (base, vt) {
            let op = match base {
                "abs" => isd::ABS,
                "ctlz" => isd::CTLZ,
                _ => isd::CTTZ,
            };
            let a = self.get_value(args[0], i)?;
            let v = self.dag.get(op, vt, &[a]);
            self.set_value(i, v);
            return Ok(());
        }
        if let Some(r) = self.lower_soft_half_intrinsic(i, base, args) {
            return r;
        }
        if let Some(r) = self.lower_fp128_intrinsic(i, base, args) {
            return r;
        }
        if let Some(r) = self.lower_fp_intrinsic(i, name, base, args) {
            return r;
        }
        match base {
            "trap" | "debugtrap" => {
                let chain = self.get_root();
                let opc = if base == "trap" {
                    isd::TRAP
                } else {
                    isd::DEBUGTRAP
                };
                let t = self.dag.get(opc, EVT::OTHER, &[chain]);
                self.dag.set_root(t);
                Ok(())
            }
            "threadlocal" => {
                let v = self.get_value(args[0], i)?;
                self.set_value(i, v);
                Ok(())
            }
            "stacksave" => {
                let chain = self.get_root();
                let v = self
                    .dag
                    .get_node(isd::STACKSAVE, &[self.ptr_vt, EVT::OTHER], &[chain]);
                self.dag.set_root(SDValue::new(v.node, 1));
                self.set_value(i, v);
                Ok(())
            }
            "stackrestore" => {
                let chain = self.get_root();
                let p = self.get_value(args[0], i)?;
                let v = self.dag.get(isd::STACKRESTORE, EVT::OTHER, &[chain, p]);
                self.dag.set_root(v);
                self.mf.frame_info.has_var_sized_objects = true;
                Ok(())
            }
            "load" if two("load.relative.") => self.lower_load_relative(i, args),
            "frameaddress" => {
                // FRAMEADDR(depth): the target lowers it from its frame pointer.
                let Some(depth) = self
                    .const_int(args[0])
                    .filter(|d| (0..=1 << 16).contains(d))
                else {
                    return Err(err_at(
                        self.f,
                        self.m,
                        i,
                        "llvm.frameaddress with a non-constant depth",
                    ));
                };
                self.mf.frame_info.frame_address_taken = true;
                let d = self.dag.get_target_constant(depth, EVT::Simple(MVT::i32));
                let v = self.dag.get(isd::FRAMEADDR, self.ptr_vt, &[d]);
                self.set_value(i, v);
                Ok(())
            }
            "returnaddress" => self.lower_return_address(i, args),
            _ if args.is_empty() && self.f.inst(i).ty == TypeTable::VOID => {
                // A target intrinsic of no operands and no result (`llvm.x86.sse2.pause`):
                // the target's chained node, or unsupported.
                let chain = self.get_root();
                match self
                    .target
                    .lower_target_intrinsic_void(&mut self.dag, name, chain)
                {
                    Some(c) => {
                        self.dag.set_root(c);
                        Ok(())
                    }
                    None => Err(err_at(
                        self.f,
                        self.m,
                        i,
                        &format!("the intrinsic llvm.{name}"),
                    )),
                }
            }
            _ => Err(err_at(
                self.f,
                self.m,
                i,
                &format!("the intrinsic llvm.{name}"),
            )),
        }
    }

    /// `llvm.load.relative.iN(ptr, off)`: `ptr + sext(load i32 (ptr + off))`, the entry of a
    /// relative lookup table (clang's switch-to-lookup-table writes them). The table is
    /// constant, so the load is invariant and needs no chain ordering.
    fn lower_load_relative(&mut self, i: InstId, args: &[Value]) -> Result<(), CodegenError> {
        let base = self.get_value(args[0], i)?;
        let off = self.get_value(args[1], i)?;
        let off = self.dag.get_sext_or_trunc(off, self.ptr_vt);
        let addr = self.dag.get(isd::ADD, self.ptr_vt, &[base, off]);
        let entry = self.dag.entry_token();
        let (v, _) = crate::target_lowering::load_relative_entry(&mut self.dag, entry, base, addr);
        self.set_value(i, v);
        Ok(())
    }

    // ----- instructions -----

    fn lower_cast(
        &mut self,
        op: CastOp,
        v: SDValue,
        vt: EVT,
        i: InstId,
    ) -> Result<SDValue, CodegenError> {
        let from = self.dag.vt(v);
        Ok(match op {
            CastOp::Trunc => self.dag.get(isd::TRUNCATE, vt, &[v]),
            CastOp::ZExt => self.dag.get(isd::ZERO_EXTEND, vt, &[v]),
            CastOp::SExt => self.dag.get(isd::SIGN_EXTEND, vt, &[v]),
            CastOp::PtrToInt | CastOp::IntToPtr | CastOp::PtrToAddr | CastOp::AddrSpaceCast => {
                self.dag.get_zext_or_trunc(v, vt)
            }
            CastOp::BitCast if from == vt => v,
            CastOp::BitCast => self.dag.get(isd::BITCAST, vt, &[v]),
            CastOp::FPTrunc => {
                let z = self.dag.get_target_constant(0, self.ptr_vt);
                self.dag.get(isd::FP_ROUND, vt, &[v, z])
            }
            CastOp::FPExt => self.dag.get(isd::FP_EXTEND, vt, &[v]),
            CastOp::FPToSI => self.dag.get(isd::FP_TO_SINT, vt, &[v]),
            CastOp::FPToUI => self.dag.get(isd::FP_TO_UINT, vt, &[v]),
            CastOp::SIToFP => self.dag.get(isd::SINT_TO_FP, vt, &[v]),
            CastOp::UIToFP => self.dag.get(isd::UINT_TO_FP, vt, &[v]),
        })
        .and_then(|r| {
            if vt.is_vector()
                && matches!(
                    op,
                    CastOp::PtrToInt | CastOp::IntToPtr | CastOp::PtrToAddr | CastOp::AddrSpaceCast
                )
                && from != vt
            {
                Err(err_at(self.f, self.m, i, "a vector pointer cast"))
            } else {
                Ok(r)
            }
        })
    }

    fn lower_gep(
        &mut self,
        source_ty: TypeId,
        ops: &[Value],
        at: InstId,
    ) -> Result<SDValue, CodegenError> {
        let types = &self.m.types;
        let dl = &self.m.data_layout;
        let mut ptr = self.get_value(ops[0], at)?;
        let mut offset: i64 = 0;
        let mut cur = source_ty;
        for (k, &idx) in ops[1..].iter().enumerate() {
            if k == 0 {
                // The first index steps over whole source objects.
                let size = dl.alloc_size(types, cur) as i64;
                self.gep_index(&mut ptr, &mut offset, idx, size, at)?;
                continue;
            }
            match types.get(cur) {
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let field = self
                        .const_int(idx)
                        .ok_or_else(|| err_at(self.f, self.m, at, "a non-constant struct index"))?
                        as u64;
                    let layout = dl.struct_layout(types, cur);
                    offset += layout.offsets[field as usize] as i64;
                    cur = types
                        .element_type(cur, field)
                        .ok_or_else(|| err_at(self.f, self.m, at, "a bad struct index"))?;
                }
                TypeData::Array(_, elem) | TypeData::Vector { elem, .. } => {
                    let elem = *elem;
                    let size = dl.alloc_size(types, elem) as i64;
                    self.gep_index(&mut ptr, &mut offset, idx, size, at)?;
                    cur = elem;
                }
                _ => {
                    return Err(err_at(
                        self.f,
                        self.m,
                        at,
                        "indexing into a non-aggregate type",
                    ))
                }
            }
        }
        if offset != 0 {
            let c = self.dag.get_constant(offset as i128, self.ptr_vt);
            ptr = self.dag.get(isd::ADD, self.ptr_vt, &[ptr, c]);
        }
        Ok(ptr)
    }

    fn gep_index(
        &mut self,
        ptr: &mut SDValue,
        offset: &mut i64,
        idx: Value,
        size: i64,
        at: InstId,
    ) -> Result<(), CodegenError> {
        if let Some(c) = self.const_int(idx) {
            *offset = offset.wrapping_add((c as i64).wrapping_mul(size));
            return Ok(());
        }
        let iv = self.get_value(idx, at)?;
        if self.dag.vt(iv).is_vector() {
            return Err(err_at(self.f, self.m, at, "a vector GEP index"));
        }
        let iv = self.dag.get_sext_or_trunc(iv, self.ptr_vt);
        let scaled = if size == 1 {
            iv
        } else if size > 0 && (size as u64).is_power_of_two() {
            let sh = self
                .dag
                .get_constant(size.trailing_zeros() as i128, self.ptr_vt);
            self.dag.get(isd::SHL, self.ptr_vt, &[iv, sh])
        } else {
            let s = self.dag.get_constant(size as i128, self.ptr_vt);
            self.dag.get(isd::MUL, self.ptr_vt, &[iv, s])
        };
        *ptr = self.dag.get(isd::ADD, self.ptr_vt, &[*ptr, scaled]);
        Ok(())
    }

    fn mem_operand(&self, ptr: SDValue, size: u64, align: u64, flags: u8) -> MachineMemOperand {
        let info = match self.dag.data(ptr.node) {
            NodeData::FrameIndex(fi) => PointerInfo::FrameIndex(fi),
            NodeData::GlobalAddress { global, .. } => PointerInfo::Global(global),
            _ => PointerInfo::Unknown,
        };
        MachineMemOperand {
            ptr: info,
            offset: 0,
            size,
            align,
            flags,
        }
    }

    fn lower_inst(&mut self, i: InstId) -> Result<(), CodegenError> {
        if let InstKind::LandingPad { .. } = self.f.inst(i).kind {
            return self.lower_landing_pad(i);
        }
        if self.try_lower_aggregate(i)? {
            return Ok(());
        }
        let f = self.f;
        if let Some(r) = self.lower_odd_int_inst(i) {
            return r;
        }
        if let Some(r) = self.lower_soft_half_inst(i) {
            return r;
        }
        if let Some(r) = self.lower_soft_fp_inst(i) {
            return r;
        }
        let inst = f.inst(i);
        let ops = f.operands(i);
        match inst.kind {
            InstKind::Binary(op) => {
                let vt = self.value_evt(Value::Inst(i), i)?;
                let a = self.get_value(ops[0], i)?;
                let b = self.get_value(ops[1], i)?;
                let mut fl = 0;
                if inst.flags & irflags::NUW != 0 && !op.is_fp() {
                    fl |= SDNodeFlags::NUW;
                }
                if inst.flags & irflags::NSW != 0 && !op.is_fp() {
                    fl |= SDNodeFlags::NSW;
                }
                if inst.flags & irflags::EXACT != 0
                    && matches!(op, BinOp::UDiv | BinOp::SDiv | BinOp::LShr | BinOp::AShr)
                {
                    fl |= SDNodeFlags::EXACT;
                }
                let v = self
                    .dag
                    .get_flags(binop_opcode(op), vt, &[a, b], SDNodeFlags(fl));
                self.set_value(i, v);
            }
            InstKind::FNeg => {
                let vt = self.value_evt(Value::Inst(i), i)?;
                let a = self.get_value(ops[0], i)?;
                let v = self.dag.get(isd::FNEG, vt, &[a]);
                self.set_value(i, v);
            }
            InstKind::ICmp(p) => {
                let vt = self.value_evt(Value::Inst(i), i)?;
                let a = self.get_value(ops[0], i)?;
                let b = self.get_value(ops[1], i)?;
                let v = self.dag.get_setcc(vt, a, b, icmp_cc(p));
                self.set_value(i, v);
            }
            InstKind::FCmp(p) => {
                let vt = self.value_evt(Value::Inst(i), i)?;
                let a = self.get_value(ops[0], i)?;
                let b = self.get_value(ops[1], i)?;
                let v = self.dag.get_setcc(vt, a, b, fcmp_cc(p));
                self.set_value(i, v);
            }
            InstKind::Select => {
                let vt = self.value_evt(Value::Inst(i), i)?;
                let c = self.get_value(ops[0], i)?;
                let t = self.get_value(ops[1], i)?;
                let e = self.get_value(ops[2], i)?;
                let v = self.dag.get(isd::SELECT, vt, &[c, t, e]);
                self.set_value(i, v);
            }
            InstKind::Cast(op) => {
                let vt = self.value_evt(Value::Inst(i), i)?;
                let a = self.get_value(ops[0], i)?;
                // A `zext nneg` is also a sign extension: take the one the target prefers
                // (LLVM's SelectionDAGBuilder::visitZExt), which on RV64 is free for a value
                // already sign-extended from bit 31.
                let op = if op == CastOp::ZExt
                    && inst.flags & irflags::NNEG != 0
                    && self.tli.is_sext_cheaper_than_zext(self.dag.vt(a), vt)
                {
                    CastOp::SExt
                } else {
                    op
                };
                let v = self.lower_cast(op, a, vt, i)?;
                self.set_value(i, v);
            }
            InstKind::Freeze => {
                let a = self.get_value(ops[0], i)?;
                self.set_value(i, a);
            }
            InstKind::Phi => {}
            InstKind::Alloca { ty, align, .. } => {
                if self.fli.static_allocas[i.0 as usize].is_some() {
                    return Ok(());
                }
                let dl = &self.m.data_layout;
                let size = dl.alloc_size(&self.m.types, ty);
                let align = align
                    .bytes()
                    .unwrap_or_else(|| dl.pref_align(&self.m.types, ty));
                let n = self.get_value(ops[0], i)?;
                let n = self.dag.get_zext_or_trunc(n, self.ptr_vt);
                let s = self.dag.get_constant(size as i128, self.ptr_vt);
                let bytes = self.dag.get(isd::MUL, self.ptr_vt, &[n, s]);
                let al = self.dag.get_constant(align as i128, self.ptr_vt);
                let chain = self.get_root();
                let v = self.dag.get_node(
                    isd::DYNAMIC_STACKALLOC,
                    &[self.ptr_vt, EVT::OTHER],
                    &[chain, bytes, al],
                );
                self.dag.set_root(SDValue::new(v.node, 1));
                self.mf.frame_info.has_var_sized_objects = true;
                self.set_value(i, v);
            }
            InstKind::Load {
                align, ordering, ..
            } => {
                if ordering != Ordering::NotAtomic {
                    return self.lower_atomic_inst(i);
                }
                let vt = self.value_evt(Value::Inst(i), i)?;
                let ptr = self.get_value(ops[0], i)?;
                let size = self.m.data_layout.store_size(&self.m.types, inst.ty);
                let align = align.bytes().unwrap_or(1);
                let volatile = inst.flags & irflags::VOLATILE != 0;
                let mut mflags = MachineMemOperand::LOAD;
                if volatile {
                    mflags |= MachineMemOperand::VOLATILE;
                }
                let mmo = self.mem_operand(ptr, size, align, mflags);
                let chain = if volatile {
                    self.get_root()
                } else {
                    self.dag.root()
                };
                let key = (chain, ptr, vt, size, mflags);
                if !volatile {
                    if let Some(&v) = self.load_cse.get(&key) {
                        self.set_value(i, v);
                        return Ok(());
                    }
                }
                let v = self.dag.get_load(vt, chain, ptr, mmo);
                let out = SDValue::new(v.node, 1);
                if volatile {
                    self.dag.set_root(out);
                } else {
                    self.load_cse.insert(key, v);
                    self.pending_loads.push(out);
                }
                self.set_value(i, v);
            }
            InstKind::Store {
                align, ordering, ..
            } => {
                if ordering != Ordering::NotAtomic {
                    return self.lower_atomic_inst(i);
                }
                let vty = f.value_type(self.m, ops[0]);
                self.value_evt(ops[0], i)?;
                // An odd-width integer is stored zero-extended (builder/odd_int.rs).
                let val = self.odd_int_operand(ops[0], i, false)?;
                let ptr = self.get_value(ops[1], i)?;
                let size = self.m.data_layout.store_size(&self.m.types, vty);
                let align = align.bytes().unwrap_or(1);
                let mut mflags = MachineMemOperand::STORE;
                if inst.flags & irflags::VOLATILE != 0 {
                    mflags |= MachineMemOperand::VOLATILE;
                }
                let mmo = self.mem_operand(ptr, size, align, mflags);
                let chain = self.get_root();
                let s = self.dag.get_store(chain, val, ptr, mmo);
                self.dag.set_root(s);
            }
            InstKind::Gep { source_ty } => {
                if self.m.types.is_vector(inst.ty) {
                    return self.lower_vector_gep(i, source_ty);
                }
                let v = self.lower_gep(source_ty, ops, i)?;
                self.set_value(i, v);
            }
            InstKind::Call(ci) => self.lower_call(i, ci)?,
            InstKind::ExtractElement | InstKind::InsertElement | InstKind::ShuffleVector => {
                self.lower_vector_inst(i)?
            }
            InstKind::DbgRecord(_) => {}
            InstKind::Fence { .. } | InstKind::AtomicRmw { .. } | InstKind::CmpXchg { .. } => {
                self.lower_atomic_inst(i)?
            }
            InstKind::ExtractValue { .. } => self.lower_extract_value(i)?,
            _ => return Err(err_at(f, self.m, i, "this instruction")),
        }
        Ok(())
    }

    // ----- control flow -----

    fn copy_phi_inputs(&mut self, b: BlockId) -> Result<(), CodegenError> {
        let f = self.f;
        let mut seen: Vec<BlockId> = Vec::new();
        for s in f.successors(b) {
            if seen.contains(&s) {
                continue;
            }
            seen.push(s);
            self.copy_phi_inputs_to(b, s)?;
        }
        Ok(())
    }

    /// Writes the inputs from `b` of successor `s`'s phis into their registers.
    fn copy_phi_inputs_to(&mut self, b: BlockId, s: BlockId) -> Result<(), CodegenError> {
        let f = self.f;
        let term = f
            .terminator(b)
            .expect("invariant: the caller found the terminator");
        for &pi in &f.block(s).insts {
            if f.inst(pi).kind != InstKind::Phi {
                break;
            }
            if self.fli.inst_regs[pi.0 as usize].is_none() {
                continue;
            }
            let phi = &self.fli.phis[self.phi_idx[pi.0 as usize] as usize];
            let Some(reg) = phi.incoming_reg(b) else {
                continue;
            };
            let ops = f.operands(pi);
            let Some(pair) = ops.chunks(2).find(|pr| pr[1] == Value::Block(b)) else {
                continue;
            };
            self.export_value(pair[0], f.inst(pi).ty, reg, term)?;
        }
        Ok(())
    }

    fn mbb_of(&self, v: Value) -> MBBId {
        match v {
            Value::Block(b) => self.fli.block_mbb[b.0 as usize],
            _ => unreachable!("invariant: the verifier checked branch targets are blocks"),
        }
    }

    fn emit_br(&mut self, to: MBBId) {
        self.mf.add_successor(self.cur_mbb, to);
        let chain = self.dag.root();
        let bb = self.dag.get_basic_block(to.0);
        let br = self.dag.get(isd::BR, EVT::OTHER, &[chain, bb]);
        self.dag.set_root(br);
    }

    fn emit_brcond(&mut self, cond: SDValue, t: MBBId, e: MBBId) {
        self.mf.add_successor(self.cur_mbb, t);
        self.mf.add_successor(self.cur_mbb, e);
        let chain = self.dag.root();
        let bb = self.dag.get_basic_block(t.0);
        let br = self.dag.get(isd::BRCOND, EVT::OTHER, &[chain, cond, bb]);
        let bb2 = self.dag.get_basic_block(e.0);
        let br2 = self.dag.get(isd::BR, EVT::OTHER, &[br, bb2]);
        self.dag.set_root(br2);
    }

    fn lower_terminator(&mut self, i: InstId) -> Result<(), CodegenError> {
        let f = self.f;
        let ops = f.operands(i);
        match f.inst(i).kind {
            InstKind::Ret => self.lower_ret(i),
            InstKind::Br if ops.len() == 1 => {
                let to = self.mbb_of(ops[0]);
                self.emit_br(to);
                Ok(())
            }
            InstKind::Br => {
                let c = self.get_value(ops[0], i)?;
                let t = self.mbb_of(ops[1]);
                let e = self.mbb_of(ops[2]);
                if t == e {
                    self.emit_br(t);
                } else {
                    self.emit_brcond(c, t, e);
                }
                Ok(())
            }
            InstKind::Switch => self.lower_switch(i),
            InstKind::IndirectBr => self.lower_indirect_br(i),
            InstKind::Resume => self.lower_resume(i),
            InstKind::Unreachable => {
                let chain = self.dag.root();
                let t = self.dag.get(isd::TRAP, EVT::OTHER, &[chain]);
                self.dag.set_root(t);
                Ok(())
            }
            _ => Err(err_at(f, self.m, i, "this terminator")),
        }
    }

    /// `indirectbr ptr %a, [label %x, ...]`: a BRIND to the address, with the destination list
    /// as the block's successors.
    fn lower_indirect_br(&mut self, i: InstId) -> Result<(), CodegenError> {
        let ops = self.f.operands(i);
        let addr = self.get_value(ops[0], i)?;
        for &d in &ops[1..] {
            let to = self.mbb_of(d);
            self.mf.add_successor(self.cur_mbb, to);
        }
        let chain = self.get_root();
        let br = self.dag.get(isd::BRIND, EVT::OTHER, &[chain, addr]);
        self.dag.set_root(br);
        Ok(())
    }

    fn lower_switch(&mut self, i: InstId) -> Result<(), CodegenError> {
        let f = self.f;
        let ops = f.operands(i);
        let vt = self.value_evt(ops[0], i)?;
        let default = self.mbb_of(ops[1]);
        let mut cases: Vec<(i128, MBBId)> = Vec::new();
        // An odd-width value is compared zero-extended from bit N (builder/odd_int.rs), so
        // its case values are too: `i59 -1` is 2^59 - 1, not -1.
        let odd = self
            .odd_int_bits(f.value_type(self.m, ops[0]))
            .filter(|&n| n < 128);
        for pr in ops[2..].chunks(2) {
            let v = self.const_int(pr[0]).ok_or_else(|| {
                err_at(
                    f,
                    self.m,
                    i,
                    "a switch case that is not an integer constant",
                )
            })?;
            let v = odd.map_or(v, |n| v & (u128::MAX >> (128 - n)) as i128);
            cases.push((v, self.mbb_of(pr[1])));
        }
        cases.sort_by_key(|c| c.0);
        let cond = self.odd_int_operand(ops[0], i, false)?;
        if cases.is_empty() {
            self.emit_br(default);
            return Ok(());
        }
        let n = cases.len() as u128;
        // Case values of an i128 switch can span more than i128 (or u128) holds.
        let range = (cases[n as usize - 1].0.wrapping_sub(cases[0].0) as u128).saturating_add(1);
        // LLVM's `isSuitableForJumpTable`: enough cases, dense enough (a stricter density
        // when optimizing for size); at every -O level, as SelectionDAGBuilder does.
        let density = if crate::fn_attrs::has_fn_attr(self.m, self.f, "optsize")
            || crate::fn_attrs::has_fn_attr(self.m, self.f, "minsize")
        {
            self.tli.min_jump_table_density_optsize
        } else {
            self.tli.min_jump_table_density
        };
        let dense = range <= u32::MAX as u128 && n * 100 >= range * density as u128;
        if n >= self.tli.min_jump_table_entries as u128 && dense {
            return self.lower_jump_table(cond, vt, &cases, range as u64, default);
        }
        if cases.len() <= 3 {
            return self.lower_case_chain(cond, vt, &cases, default);
        }
        // A balanced tree of compares; the value goes to new blocks through a virtual register.
        let (reg, _) = self.new_regs(vt)?;
        self.export(cond, vt, reg);
        self.flush_root_for_terminator();
        // The first compare reads the value itself: a copy from the register in the block
        // that writes it would not be ordered after the write.
        self.lower_tree(reg, vt, &cases, default, Some(cond))
    }

    fn lower_case_chain(
        &mut self,
        cond: SDValue,
        vt: EVT,
        cases: &[(i128, MBBId)],
        default: MBBId,
    ) -> Result<(), CodegenError> {
        // One compare per block: the first in this block, the others in new blocks.
        let mut reg = None;
        for (k, &(v, to)) in cases.iter().enumerate() {
            let x = match (k, reg) {
                (0, _) => cond,
                (_, Some(r)) => self.copy_from_regs(r, vt),
                _ => unreachable!("invariant: later cases have the value in a register"),
            };
            let c = self.dag.get_constant(v, vt);
            let bvt = EVT::Simple(MVT::i1);
            let eq = self.dag.get_setcc(bvt, x, c, CondCode::SETEQ);
            let next = if k + 1 == cases.len() {
                default
            } else {
                if reg.is_none() {
                    let (r, _) = self.new_regs(vt)?;
                    self.export(cond, vt, r);
                    self.flush_root_for_terminator();
                    reg = Some(r);
                }
                self.new_block()
            };
            self.emit_brcond(eq, to, next);
            if k + 1 < cases.len() {
                self.finish_dag();
                self.start_dag(self.cur_ir_block, next);
            }
        }
        Ok(())
    }

    fn new_block(&mut self) -> MBBId {
        let name = self.mf.block(self.cur_mbb).name.clone();
        let b = self.mf.add_block(name);
        self.mf.block_mut(b).ir_block = Some(self.cur_ir_block.0);
        self.fli.mbb_ir_block.push(self.cur_ir_block);
        b
    }

    fn lower_tree(
        &mut self,
        reg: Register,
        vt: EVT,
        cases: &[(i128, MBBId)],
        default: MBBId,
        first: Option<SDValue>,
    ) -> Result<(), CodegenError> {
        let x = match first {
            Some(v) => v,
            None => self.copy_from_regs(reg, vt),
        };
        if cases.len() <= 2 {
            // Leaf: compare for each case.
            let (v, to) = cases[0];
            let c = self.dag.get_constant(v, vt);
            let eq = self
                .dag
                .get_setcc(EVT::Simple(MVT::i1), x, c, CondCode::SETEQ);
            if cases.len() == 1 {
                self.emit_brcond(eq, to, default);
                return Ok(());
            }
            let next = self.new_block();
            self.emit_brcond(eq, to, next);
            self.finish_dag();
            self.start_dag(self.cur_ir_block, next);
            return self.lower_tree(reg, vt, &cases[1..], default, None);
        }
        let mid = cases.len() / 2;
        let pivot = cases[mid].0;
        let c = self.dag.get_constant(pivot, vt);
        let lt = self
            .dag
            .get_setcc(EVT::Simple(MVT::i1), x, c, CondCode::SETLT);
        let left = self.new_block();
        let right = self.new_block();
        self.emit_brcond(lt, left, right);
        self.finish_dag();
        self.start_dag(self.cur_ir_block, left);
        self.lower_tree(reg, vt, &cases[..mid], default, None)?;
        self.finish_dag();
        self.start_dag(self.cur_ir_block, right);
        self.lower_tree(reg, vt, &cases[mid..], default, None)
    }

    fn lower_jump_table(
        &mut self,
        cond: SDValue,
        vt: EVT,
        cases: &[(i128, MBBId)],
        range: u64,
        default: MBBId,
    ) -> Result<(), CodegenError> {
        let lo = cases[0].0;
        let mut table = vec![default; range as usize];
        for &(v, to) in cases {
            table[(v - lo) as usize] = to;
        }
        let jt = self.mf.jump_tables.len() as u32;
        self.mf.jump_tables.push(table.clone());
        // idx = cond - lo; if idx >u range-1 goto default; else br_jt. The range check is
        // done in the switch's own type, so a condition wider than a pointer cannot alias.
        let lo_c = self.dag.get_constant(lo, vt);
        let idx = self.dag.get(isd::SUB, vt, &[cond, lo_c]);
        let hi_c = self.dag.get_constant(range as i128 - 1, vt);
        let out = self
            .dag
            .get_setcc(EVT::Simple(MVT::i1), idx, hi_c, CondCode::SETUGT);
        let idx = self.dag.get_zext_or_trunc(idx, self.ptr_vt);
        let (reg, _) = self.new_regs(self.ptr_vt)?;
        self.export(idx, self.ptr_vt, reg);
        self.flush_root_for_terminator();
        let jt_block = self.new_block();
        self.emit_brcond(out, default, jt_block);
        self.finish_dag();
        self.start_dag(self.cur_ir_block, jt_block);
        let idx = self.copy_from_regs(reg, self.ptr_vt);
        let jtv = self.dag.get_jump_table(jt, self.ptr_vt, false, 0);
        let chain = self.dag.root();
        let br = self.dag.get(isd::BR_JT, EVT::OTHER, &[chain, jtv, idx]);
        self.dag.set_root(br);
        for t in table {
            self.mf.add_successor(jt_block, t);
        }
        Ok(())
    }
}

/// The ISD opcode of an IR binary operator.
pub fn binop_opcode(op: BinOp) -> Opcode {
    match op {
        BinOp::Add => isd::ADD,
        BinOp::Sub => isd::SUB,
        BinOp::Mul => isd::MUL,
        BinOp::UDiv => isd::UDIV,
        BinOp::SDiv => isd::SDIV,
        BinOp::URem => isd::UREM,
        BinOp::SRem => isd::SREM,
        BinOp::Shl => isd::SHL,
        BinOp::LShr => isd::SRL,
        BinOp::AShr => isd::SRA,
        BinOp::And => isd::AND,
        BinOp::Or => isd::OR,
        BinOp::Xor => isd::XOR,
        BinOp::FAdd => isd::FADD,
        BinOp::FSub => isd::FSUB,
        BinOp::FMul => isd::FMUL,
        BinOp::FDiv => isd::FDIV,
        BinOp::FRem => isd::FREM,
    }
}

/// The condition code of an integer predicate.
pub fn icmp_cc(p: IntPredicate) -> CondCode {
    match p {
        IntPredicate::Eq => CondCode::SETEQ,
        IntPredicate::Ne => CondCode::SETNE,
        IntPredicate::Ugt => CondCode::SETUGT,
        IntPredicate::Uge => CondCode::SETUGE,
        IntPredicate::Ult => CondCode::SETULT,
        IntPredicate::Ule => CondCode::SETULE,
        IntPredicate::Sgt => CondCode::SETGT,
        IntPredicate::Sge => CondCode::SETGE,
        IntPredicate::Slt => CondCode::SETLT,
        IntPredicate::Sle => CondCode::SETLE,
    }
}

/// The condition code of a floating-point predicate.
pub fn fcmp_cc(p: kiln_ir::instructions::FloatPredicate) -> CondCode {
    use kiln_ir::instructions::FloatPredicate as P;
    match p {
        P::False => CondCode::SETFALSE,
        P::Oeq => CondCode::SETOEQ,
        P::Ogt => CondCode::SETOGT,
        P::Oge => CondCode::SETOGE,
        P::Olt => CondCode::SETOLT,
        P::Ole => CondCode::SETOLE,
        P::One => CondCode::SETONE,
        P::Ord => CondCode::SETO,
        P::Uno => CondCode::SETUO,
        P::Ueq => CondCode::SETUEQ,
        P::Ugt => CondCode::SETUGT,
        P::Uge => CondCode::SETUGE,
        P::Ult => CondCode::SETULT,
        P::Ule => CondCode::SETULE,
        P::Une => CondCode::SETUNE,
        P::True => CondCode::SETTRUE,
    }
}

/// Whether a module global is a function.
pub fn is_function(m: &Module, g: u32) -> bool {
    matches!(
        m.global(kiln_ir::GlobalId(g)).kind,
        GlobalKind::Function { .. }
    )
}
