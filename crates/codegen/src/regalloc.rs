//! Register allocation with regalloc2: the glue between kiln's machine IR and regalloc2's
//! `Function` trait, and the rewrite of its output.
//!
//! In: a [`MachineFunction`] in SSA form (virtual registers, machine `PHI`s, physical
//! registers only in ABI copies, call/return implicit operands and non-allocatable operands
//! such as the stack pointer). Out: the same function with physical registers everywhere, no
//! PHIs, spill slots as frame objects and spills, reloads and moves inserted through
//! [`TargetInstrInfo`]'s hooks; `is_ssa` and `has_vregs` false.
//!
//! How the machine IR maps onto regalloc2's model:
//! - unreachable blocks are dropped, then critical edges are split (a new block with an
//!   unconditional branch); regalloc2 numbers the blocks in reverse postorder;
//! - PHIs become block parameters, their incoming registers branch arguments;
//! - a block's trailing terminators (`BEQ ...; J ...`) are one regalloc2 instruction, so no
//!   move is ever placed between them;
//! - `$p = COPY %v` before a call or return becomes a fixed-register use of `%v` on that call
//!   or return; `%v = COPY $p` after a call a fixed-register definition on it; the copies from
//!   live-in argument registers at the top of the entry block become one instruction with a
//!   fixed definition each;
//! - a register-mask operand becomes the call's clobbers (every allocatable register the mask
//!   does not preserve, less the call's fixed definitions); other implicit definitions of
//!   allocatable registers are clobbers too;
//! - regalloc2's backtracking allocator ("ion") runs at every level; at -O0 it gets only the
//!   caller-saved registers. Its single-pass allocator ("fastalloc") is not used: it keeps
//!   every value live across a block boundary in its own stack slot and moves block
//!   parameters slot to slot through a register, which made kiln -O0 code execute 1.06x the
//!   instructions of ion's on `bench/kernels` (0.97x against 1.03x llc-22 -O0's) for about
//!   the same compile time (1.13 s against 1.12 s CPU on a 203k-line csmith module);
//!   `checker` (`-verify-regalloc`, [`crate::pipeline::PipelineOptions::verify_regalloc`])
//!   runs regalloc2's symbolic checker on the result.

use regalloc2::{
    Algorithm, Allocation, Block, Edit, Function, Inst, InstOrEdit, InstRange, MachineEnv, Operand,
    Output, PReg, PRegSet, ProgPoint, RegClass, RegallocOptions, VReg,
};

use crate::machine::{MBBId, MIId, MachineFunction, MachineOperand, RegFlags};
use crate::target::{
    desc_of, instr_flags, target_opcode, RegClassId, TargetInstrInfo, TargetRegisterInfo,
};
use crate::CodegenError;
use kiln_mc::register_info::Register;

/// Options of the allocation.
#[derive(Copy, Clone, Debug, Default)]
pub struct RegAllocConfig {
    /// `-O` level: 0 allocates caller-saved registers only.
    pub opt_level: u8,
    /// Run regalloc2's checker on the result (tests, `-verify-regalloc`).
    pub checker: bool,
    /// A deliberate fault applied to regalloc2's result before the checker sees it (tests
    /// only: it shows that the checker catches a wrong allocation).
    pub fault: Option<RegAllocFault>,
}

/// A deliberate corruption of regalloc2's result, made between the allocation and the
/// checker, so that a test can show the checker (and `-verify-regalloc`) report it. Never set
/// outside tests: the code it leads to is wrong.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegAllocFault {
    /// In the first instruction that reads two different virtual registers from two different
    /// physical registers of one class (plain register uses, no fixed or tied constraints),
    /// swap the two registers: the instruction reads each operand from the other's register.
    SwapUses,
}

/// Drops the blocks the entry block does not reach (LLVM's `unreachable-mbb-elimination`):
/// they leave the layout, lose their instructions and CFG edges, and the PHIs of the blocks
/// they branched to lose their incoming pairs. regalloc2's checker starts an unreached block
/// from an empty state and merges it into its reachable successors, which reports values as
/// lost; nothing executes those blocks, so nothing needs allocating there.
pub fn remove_unreachable_blocks(mf: &mut MachineFunction) {
    let Some(&entry) = mf.layout.first() else {
        return;
    };
    let mut reached = vec![false; mf.blocks.len()];
    reached[entry.0 as usize] = true;
    let mut work = vec![entry];
    while let Some(b) = work.pop() {
        for &s in &mf.block(b).succs {
            if !reached[s.0 as usize] {
                reached[s.0 as usize] = true;
                work.push(s);
            }
        }
    }
    // A jump table naming an unreached block keeps them all (its label must stay defined).
    if mf.layout.iter().all(|b| reached[b.0 as usize])
        || mf
            .jump_tables
            .iter()
            .flatten()
            .any(|b| !reached[b.0 as usize])
    {
        return;
    }
    // An address-taken block no edge reaches (not even an indirectbr's) never runs; its
    // label stays defined at the end of the function, as LLVM does for deleted blocks.
    for &b in &mf.layout {
        if !reached[b.0 as usize] && mf.block(b).address_taken {
            if let Some(ir) = mf.block(b).ir_block {
                mf.deleted_block_labels.push(ir);
            }
        }
    }
    let dead: Vec<MBBId> = mf
        .layout
        .iter()
        .copied()
        .filter(|b| !reached[b.0 as usize])
        .collect();
    for &u in &dead {
        let succs = std::mem::take(&mut mf.block_mut(u).succs);
        for s in succs {
            mf.block_mut(s).preds.retain(|&p| p != u);
            if !reached[s.0 as usize] {
                continue;
            }
            let insts = mf.block(s).insts.clone();
            for (k, &i) in insts.iter().enumerate() {
                if mf.instr(i).opcode != target_opcode::PHI {
                    break;
                }
                let ops = mf.operands(i);
                if !ops[1..]
                    .chunks(2)
                    .any(|pair| matches!(pair.get(1), Some(MachineOperand::MBB(p)) if *p == u))
                {
                    continue;
                }
                let mut kept: Vec<MachineOperand> = vec![ops[0]];
                for pair in ops[1..].chunks(2) {
                    if !matches!(pair.get(1), Some(MachineOperand::MBB(p)) if *p == u) {
                        kept.extend_from_slice(pair);
                    }
                }
                let n = mf.create_instr(s, target_opcode::PHI, &kept);
                mf.block_mut(s).insts[k] = n;
            }
        }
        mf.block_mut(u).preds.clear();
        mf.block_mut(u).insts.clear();
    }
    mf.layout.retain(|b| reached[b.0 as usize]);
}

/// Gives each address-taken block that an indirect branch reaches over a critical edge a
/// landing block: the block's label (its `blockaddress`) moves to a new block that branches
/// to it, so the indirect branch's edge ends in a block with one predecessor and copies for
/// the old block's PHIs have a place. An indirect branch names no block, so its edges cannot
/// be split like the others. Several indirect branches carrying values into one block over
/// critical edges cannot be allocated by regalloc2 (no edge has a place for their copies):
/// an error, not wrong code.
pub fn land_indirect_edges(
    mf: &mut MachineFunction,
    tii: &dyn TargetInstrInfo,
) -> Result<(), CodegenError> {
    if !mf.blocks.iter().any(|b| b.address_taken) {
        return Ok(());
    }
    // (block, its indirect predecessor) pairs over critical edges.
    let mut edges: Vec<(MBBId, MBBId)> = Vec::new();
    for b in 0..mf.blocks.len() {
        let b = MBBId(b as u32);
        if mf.block(b).succs.len() < 2 {
            continue;
        }
        let mut named: Vec<MBBId> = Vec::new();
        for &i in mf.block(b).insts.iter().rev() {
            if !desc_of(tii, mf.instr(i).opcode).is_terminator() {
                break;
            }
            for op in mf.operands(i) {
                match *op {
                    MachineOperand::MBB(t) => named.push(t),
                    MachineOperand::JumpTable { index, .. } => {
                        named.extend_from_slice(&mf.jump_tables[index as usize])
                    }
                    _ => {}
                }
            }
        }
        // A jump table's address may be formed before the terminators.
        for &i in &mf.block(b).insts {
            for op in mf.operands(i) {
                if let MachineOperand::JumpTable { index, .. } = *op {
                    named.extend_from_slice(&mf.jump_tables[index as usize]);
                }
            }
        }
        for &s in &mf.block(b).succs {
            let sb = mf.block(s);
            if sb.address_taken && sb.preds.len() >= 2 && !named.contains(&s) {
                edges.push((s, b));
            }
        }
    }
    edges.sort();
    for w in edges.windows(2) {
        if w[0].0 == w[1].0 {
            return Err(CodegenError::new(format!(
                "in function '{}': block '{}' is the target of several indirect branches over \
                 critical edges, which is not supported yet",
                mf.name,
                mf.block(w[0].0).name
            )));
        }
    }
    for (s, b) in edges {
        let name = format!("{}.landing", mf.block(s).name);
        let n = mf.add_block(name);
        let ir = mf.block(s).ir_block;
        mf.block_mut(n).ir_block = ir;
        mf.block_mut(n).address_taken = true;
        mf.block_mut(s).address_taken = false;
        for x in mf.block_mut(b).succs.iter_mut() {
            if *x == s {
                *x = n;
            }
        }
        for x in mf.block_mut(s).preds.iter_mut() {
            if *x == b {
                *x = n;
            }
        }
        mf.block_mut(n).preds.push(b);
        mf.block_mut(n).succs.push(s);
        let sinsts = mf.block(s).insts.clone();
        for &i in &sinsts {
            if mf.instr(i).opcode != target_opcode::PHI {
                break;
            }
            for op in mf.operands_mut(i) {
                if matches!(op, MachineOperand::MBB(p) if *p == b) {
                    *op = MachineOperand::MBB(n);
                }
            }
        }
        tii.insert_unconditional_branch(mf, n, s);
    }
    Ok(())
}

/// Splits every critical edge (from a block with several successors to one with several
/// predecessors) with a new block holding an unconditional branch. Linear in the size of the
/// CFG and the PHIs: the edges into one block are redirected in one pass. A new block goes
/// right after its predecessor in the layout when that one ends in a barrier (nothing falls
/// through it), else at the end: a lone jump there can then be folded away without leaving a
/// mid-function epilogue's CFI state behind it.
pub fn split_critical_edges(mf: &mut MachineFunction, tii: &dyn TargetInstrInfo) {
    let nb = mf.blocks.len();
    let mut edges: Vec<(MBBId, MBBId)> = Vec::new();
    for b in 0..nb {
        let b = MBBId(b as u32);
        if mf.block(b).succs.len() < 2 {
            continue;
        }
        for &s in &mf.block(b).succs {
            if mf.block(s).preds.len() >= 2 {
                edges.push((b, s));
            }
        }
    }
    if edges.is_empty() {
        return;
    }
    // New blocks, and the predecessor side of each edge: (s, b, n).
    let mut split: Vec<(MBBId, MBBId, MBBId)> = Vec::with_capacity(edges.len());
    // Without jump tables only the terminators' operands can name `s`.
    let has_tables = !mf.jump_tables.is_empty();
    let mut tables = Vec::new();
    for (b, s) in edges {
        let name = format!("{}.split", mf.block(b).name);
        let n = mf.add_block(name);
        mf.block_mut(n).ir_block = mf.block(b).ir_block;
        tables.clear();
        for k in (0..mf.block(b).insts.len()).rev() {
            let i = mf.block(b).insts[k];
            let is_term = desc_of(tii, mf.instr(i).opcode).is_terminator();
            if !is_term && !has_tables {
                continue;
            }
            for op in mf.operands_mut(i) {
                match op {
                    MachineOperand::MBB(t) if *t == s && is_term => *t = n,
                    // The jump table's address may be formed anywhere in the block.
                    MachineOperand::JumpTable { index, .. } if !tables.contains(index) => {
                        tables.push(*index)
                    }
                    _ => {}
                }
            }
        }
        for &t in &tables {
            for e in &mut mf.jump_tables[t as usize] {
                if *e == s {
                    *e = n;
                }
            }
        }
        for x in mf.block_mut(b).succs.iter_mut() {
            if *x == s {
                *x = n;
            }
        }
        mf.block_mut(n).preds.push(b);
        mf.block_mut(n).succs.push(s);
        tii.insert_unconditional_branch(mf, n, s);
        split.push((s, b, n));
    }
    place_split_blocks(mf, tii, &split);
    // The successor side: one pass over each successor's predecessors and PHIs.
    split.sort_by_key(|e| e.0);
    let mut redirect: Vec<Option<MBBId>> = vec![None; mf.blocks.len()];
    let mut k = 0;
    while k < split.len() {
        let s = split[k].0;
        let mut e = k;
        while e < split.len() && split[e].0 == s {
            redirect[split[e].1 .0 as usize] = Some(split[e].2);
            e += 1;
        }
        for x in mf.block_mut(s).preds.iter_mut() {
            if let Some(n) = redirect[x.0 as usize] {
                *x = n;
            }
        }
        for k in 0..mf.block(s).insts.len() {
            let i = mf.block(s).insts[k];
            if mf.instr(i).opcode != target_opcode::PHI {
                break;
            }
            for op in mf.operands_mut(i) {
                if let MachineOperand::MBB(p) = op {
                    if let Some(n) = redirect[p.0 as usize] {
                        *p = n;
                    }
                }
            }
        }
        for x in &split[k..e] {
            redirect[x.1 .0 as usize] = None;
        }
        k = e;
    }
}

/// Moves each new block of `split` (`(successor, predecessor, new)`) from the end of the
/// layout to right after its predecessor, when the predecessor ends in a barrier.
fn place_split_blocks(
    mf: &mut MachineFunction,
    tii: &dyn TargetInstrInfo,
    split: &[(MBBId, MBBId, MBBId)],
) {
    let nb = mf.blocks.len();
    // The new blocks to place after each block, in creation order.
    let mut after: Vec<Vec<MBBId>> = vec![Vec::new(); nb];
    let mut moved = vec![false; nb];
    for &(_, b, n) in split {
        let ends_in_barrier = mf
            .block(b)
            .insts
            .last()
            .is_some_and(|&i| desc_of(tii, mf.instr(i).opcode).has(instr_flags::BARRIER));
        if ends_in_barrier {
            after[b.0 as usize].push(n);
            moved[n.0 as usize] = true;
        }
    }
    let old = std::mem::take(&mut mf.layout);
    let mut layout = Vec::with_capacity(old.len());
    for b in old {
        if moved[b.0 as usize] {
            continue;
        }
        layout.push(b);
        layout.extend_from_slice(&after[b.0 as usize]);
    }
    mf.layout = layout;
}

/// One regalloc2 instruction: the machine instructions it stands for, its operands, and where
/// each operand's allocation goes.
#[derive(Clone, Copy)]
struct RaInst {
    /// Machine instructions kept (in order); folded copies are not listed.
    mis: (u32, u32),
    ops: (u32, u32),
    clobbers: PRegSet,
    is_branch: bool,
    is_ret: bool,
}

#[derive(Default)]
struct RaFunc {
    insts: Vec<RaInst>,
    mi_list: Vec<MIId>,
    operands: Vec<Operand>,
    /// For each operand: the (instruction, operand index) it rewrites, or none (fixed-register
    /// operands that came from folded copies).
    targets: Vec<Option<(MIId, u16)>>,
    block_ranges: Vec<(u32, u32)>,
    /// The machine block of each regalloc2 block (reverse postorder, see [`ra_block_order`]).
    blocks: Vec<MBBId>,
    /// Per block: its successors and predecessors, ranges of `edges`.
    succs: Vec<(u32, u32)>,
    preds: Vec<(u32, u32)>,
    edges: Vec<Block>,
    /// Per block: its parameters, a range of `vregs`.
    params: Vec<(u32, u32)>,
    /// Per block, per successor (a range of `arg_lists`): the branch arguments, ranges of
    /// `vregs`.
    branch_args: Vec<(u32, u32)>,
    arg_lists: Vec<(u32, u32)>,
    vregs: Vec<VReg>,
    num_vregs: usize,
    /// Every virtual register labelled over the whole function (label: its index), when
    /// the spill slots' classes must be found from regalloc2's value locations (see
    /// [`spill_slot_classes`]); else empty.
    labels: Vec<(VReg, Inst, Inst, u32)>,
}

impl RaFunc {
    /// Empties every list, keeping their memory.
    fn clear(&mut self) {
        self.insts.clear();
        self.mi_list.clear();
        self.operands.clear();
        self.targets.clear();
        self.block_ranges.clear();
        self.blocks.clear();
        self.succs.clear();
        self.preds.clear();
        self.edges.clear();
        self.params.clear();
        self.branch_args.clear();
        self.arg_lists.clear();
        self.vregs.clear();
        self.num_vregs = 0;
        self.labels.clear();
    }
    fn edges(&self, (a, b): (u32, u32)) -> &[Block] {
        &self.edges[a as usize..b as usize]
    }
    fn vregs(&self, (a, b): (u32, u32)) -> &[VReg] {
        &self.vregs[a as usize..b as usize]
    }
}

impl Function for RaFunc {
    fn num_insts(&self) -> usize {
        self.insts.len()
    }
    fn num_blocks(&self) -> usize {
        self.block_ranges.len()
    }
    fn entry_block(&self) -> Block {
        Block::new(0)
    }
    fn block_insns(&self, block: Block) -> InstRange {
        let (a, b) = self.block_ranges[block.index()];
        InstRange::new(Inst::new(a as usize), Inst::new(b as usize))
    }
    fn block_succs(&self, block: Block) -> &[Block] {
        self.edges(self.succs[block.index()])
    }
    fn block_preds(&self, block: Block) -> &[Block] {
        self.edges(self.preds[block.index()])
    }
    fn block_params(&self, block: Block) -> &[VReg] {
        self.vregs(self.params[block.index()])
    }
    fn is_ret(&self, insn: Inst) -> bool {
        self.insts[insn.index()].is_ret
    }
    fn is_branch(&self, insn: Inst) -> bool {
        self.insts[insn.index()].is_branch
    }
    fn branch_blockparams(&self, block: Block, _insn: Inst, succ_idx: usize) -> &[VReg] {
        let lists = self.branch_args[block.index()].0 as usize;
        self.vregs(self.arg_lists[lists + succ_idx])
    }
    fn inst_operands(&self, insn: Inst) -> &[Operand] {
        let (a, b) = self.insts[insn.index()].ops;
        &self.operands[a as usize..b as usize]
    }
    fn inst_clobbers(&self, insn: Inst) -> PRegSet {
        self.insts[insn.index()].clobbers
    }
    fn num_vregs(&self) -> usize {
        self.num_vregs
    }
    fn spillslot_size(&self, _regclass: RegClass) -> usize {
        1
    }
    fn debug_value_labels(&self) -> &[(VReg, Inst, Inst, u32)] {
        &self.labels
    }
}

fn ra_class(k: usize) -> RegClass {
    match k {
        1 => RegClass::Float,
        2 => RegClass::Vector,
        _ => RegClass::Int,
    }
}

/// Physical register <-> regalloc2 `PReg` mapping for a target. regalloc2 allocates the
/// target's allocation units ([`TargetRegisterInfo::ra_registers`]: X0, RAX, D0); any other
/// physical register is related to them through register units: it is "in" a unit when all
/// its register units belong to that one unit (W0 and X0 are both in X0), and a definition
/// of it clobbers every unit it shares a register unit with.
struct RegMap {
    to_preg: Vec<(Register, PReg)>,
    from_preg: [Vec<Register>; 3],
    /// (register unit, the allocation unit covering it), sorted.
    unit_preg: Vec<(u32, PReg)>,
    /// Per physical register number, once asked: the allocation unit it is in, and the
    /// allocation units it overlaps.
    memo: std::cell::RefCell<Vec<Option<UnitRelation>>>,
}

/// What a physical register is to the allocation units: the unit it is in (if one holds all
/// of it), and the units it overlaps.
type UnitRelation = (Option<PReg>, PRegSet);

impl RegMap {
    fn new(tri: &dyn TargetRegisterInfo) -> Result<(RegMap, MachineEnv), CodegenError> {
        let mut to_preg = Vec::new();
        let mut from_preg: [Vec<Register>; 3] = [Vec::new(), Vec::new(), Vec::new()];
        let mut preferred = [PRegSet::empty(); 3];
        let mut non_preferred = [PRegSet::empty(); 3];
        let mut unit_preg = Vec::new();
        let mut units = Vec::new();
        for k in 0..3 {
            let (p, np) = tri.ra_registers(k);
            for (list, set) in [(p, &mut preferred[k]), (np, &mut non_preferred[k])] {
                for &r in list {
                    let idx = from_preg[k].len();
                    if idx >= 64 {
                        return Err(CodegenError::new(
                            "more than 64 allocatable registers in one class",
                        ));
                    }
                    let pr = PReg::new(idx, ra_class(k));
                    from_preg[k].push(r);
                    to_preg.push((r, pr));
                    set.add(pr);
                    units.clear();
                    tri.reg_units(r, &mut units);
                    unit_preg.extend(units.iter().map(|&u| (u, pr)));
                }
            }
        }
        to_preg.sort_by_key(|e| e.0);
        if let Some(w) = to_preg.windows(2).find(|w| w[0].0 == w[1].0) {
            return Err(CodegenError::new(format!(
                "register {} is in two allocator classes",
                w[0].0 .0
            )));
        }
        unit_preg.sort_by_key(|e| e.0);
        if let Some(w) = unit_preg.windows(2).find(|w| w[0].0 == w[1].0) {
            return Err(CodegenError::new(format!(
                "allocatable registers overlap (register unit {} is in two of them)",
                w[0].0
            )));
        }
        let env = MachineEnv {
            preferred_regs_by_class: preferred,
            non_preferred_regs_by_class: non_preferred,
            scratch_by_class: [None, None, None],
            fixed_stack_slots: Vec::new(),
        };
        Ok((
            RegMap {
                to_preg,
                from_preg,
                unit_preg,
                memo: Default::default(),
            },
            env,
        ))
    }

    /// The allocation unit physical register `r` is (or is a view of), if any.
    fn preg(&self, r: Register, tri: &dyn TargetRegisterInfo) -> Option<PReg> {
        if let Ok(i) = self.to_preg.binary_search_by_key(&r, |e| e.0) {
            return Some(self.to_preg[i].1);
        }
        self.relation(r, tri).0
    }

    /// The allocation units a definition of physical `r` clobbers.
    fn clobbers(&self, r: Register, tri: &dyn TargetRegisterInfo) -> PRegSet {
        if let Ok(i) = self.to_preg.binary_search_by_key(&r, |e| e.0) {
            let mut s = PRegSet::empty();
            s.add(self.to_preg[i].1);
            return s;
        }
        self.relation(r, tri).1
    }

    fn relation(&self, r: Register, tri: &dyn TargetRegisterInfo) -> UnitRelation {
        let n = r.0 as usize;
        if let Some(Some(e)) = self.memo.borrow().get(n) {
            return *e;
        }
        let mut units = Vec::new();
        tri.reg_units(r, &mut units);
        let mut set = PRegSet::empty();
        let mut covered = true;
        let mut first = None;
        for u in &units {
            match self.unit_preg.binary_search_by_key(u, |e| e.0) {
                Ok(i) => {
                    let p = self.unit_preg[i].1;
                    set.add(p);
                    first.get_or_insert(p);
                }
                Err(_) => covered = false,
            }
        }
        let single = set.len() == 1;
        let e = (first.filter(|_| covered && single), set);
        let mut memo = self.memo.borrow_mut();
        if memo.len() <= n {
            memo.resize(n + 1, None);
        }
        memo[n] = Some(e);
        e
    }

    fn reg(&self, p: PReg) -> Register {
        self.from_preg[p.class() as usize][p.hw_enc()]
    }
}

/// The register of class `rc` in allocation unit `unit` ([`TargetRegisterInfo::ra_view`]).
pub(crate) fn view_of(
    tri: &dyn TargetRegisterInfo,
    unit: Register,
    rc: RegClassId,
) -> Result<Register, CodegenError> {
    match tri.ra_view(rc) {
        0 => Ok(unit),
        idx => tri.get_sub_reg(unit, idx).ok_or_else(|| {
            CodegenError::new(format!(
                "allocation unit {} has no register of class {}",
                tri.reg_name(unit),
                tri.reg_class_name(rc)
            ))
        }),
    }
}

fn vreg(mf: &MachineFunction, tri: &dyn TargetRegisterInfo, r: Register) -> VReg {
    VReg::new(
        r.virt_reg_index() as usize,
        ra_class(tri.ra_class(mf.vreg_class(r))),
    )
}

/// Above this many regalloc2 instructions a function's memory is released rather than kept
/// for the next function. Keeping everything added 6 MB (7%) to the peak RSS of the 200k-line
/// csmith module at -O0 (memory sized for its largest functions stayed held while the next
/// functions' DAGs needed their own); with this limit the peak stays within noise (about
/// 0.5 MB), and most of the saving stays, because it comes from the many small functions
/// (corpus-O2.ll at -O0: 2,328.9M instructions against 2,327.3M keeping everything and
/// 2,339.1M keeping nothing).
const KEEP_MAX_INSTS: usize = 1000;

/// What register allocation keeps from one function to the next on one worker thread:
/// regalloc2's context, kiln's regalloc2 function and the register description. Only memory
/// and the target's register lists (both rebuilt when they change) carry over, so the result
/// of a function does not depend on what the scratch allocated before.
#[derive(Default)]
pub struct RegAllocScratch {
    ctx: regalloc2::Ctx,
    func: RaFunc,
    build: BuildScratch,
    /// The register description, built on first use and whenever the target's register
    /// lists differ from the ones it was built from.
    regs: Option<CachedRegs>,
}

/// [`RegMap`] and the `MachineEnv`s of one target, and the register lists they came from.
struct CachedRegs {
    lists: [(Vec<Register>, Vec<Register>); 3],
    map: RegMap,
    /// Every allocatable register.
    env: MachineEnv,
    /// -O0's registers: as LLVM's fast allocator, only the preferred (caller-saved) registers
    /// of a class that has enough of them, so PEI has no callee-saved register to save and
    /// restore (values live across calls are spilled around them).
    env_o0: MachineEnv,
}

impl CachedRegs {
    fn matches(&self, tri: &dyn TargetRegisterInfo) -> bool {
        (0..3).all(|k| {
            let (p, np) = tri.ra_registers(k);
            self.lists[k].0 == p && self.lists[k].1 == np
        })
    }
}

/// Allocates registers for `mf`. See the module documentation.
pub fn allocate_registers(
    mf: &mut MachineFunction,
    tii: &dyn TargetInstrInfo,
    tri: &dyn TargetRegisterInfo,
    cfg: RegAllocConfig,
) -> Result<(), CodegenError> {
    allocate_registers_with(mf, tii, tri, cfg, &mut RegAllocScratch::default())
}

/// [`allocate_registers`] reusing `scratch`'s memory and register description.
pub fn allocate_registers_with(
    mf: &mut MachineFunction,
    tii: &dyn TargetInstrInfo,
    tri: &dyn TargetRegisterInfo,
    cfg: RegAllocConfig,
    scratch: &mut RegAllocScratch,
) -> Result<(), CodegenError> {
    remove_unreachable_blocks(mf);
    land_indirect_edges(mf, tii)?;
    split_critical_edges(mf, tii);
    if !scratch.regs.as_ref().is_some_and(|c| c.matches(tri)) {
        let (map, env) = RegMap::new(tri)?;
        let lists = std::array::from_fn(|k| {
            let (p, np) = tri.ra_registers(k);
            (p.to_vec(), np.to_vec())
        });
        let mut env_o0 = env.clone();
        for k in 0..3 {
            if env_o0.preferred_regs_by_class[k].len() >= 8 {
                env_o0.non_preferred_regs_by_class[k] = PRegSet::empty();
            }
        }
        scratch.regs = Some(CachedRegs {
            lists,
            map,
            env,
            env_o0,
        });
    }
    let regs = scratch
        .regs
        .as_ref()
        .expect("invariant: the register description was just built");
    let map = &regs.map;
    // Not with inline asm at -O0, whose outputs may need a register when it clobbers every
    // caller-saved one.
    let env = if cfg.opt_level == 0 && mf.inline_asm.is_empty() {
        &regs.env_o0
    } else {
        &regs.env
    };
    let func = &mut scratch.func;
    build_ra_func(mf, tii, tri, map, func, &mut scratch.build)?;
    let classes = function_classes(mf, tri);
    if classes.mixed {
        let n = Inst::new(func.insts.len());
        func.labels.extend((0..mf.num_vregs()).map(|v| {
            let r = Register::index_to_virt_reg(v as u32);
            (vreg(mf, tri, r), Inst::new(0), n, v as u32)
        }));
    }
    let opts = RegallocOptions {
        verbose_log: false,
        validate_ssa: cfg!(debug_assertions),
        algorithm: Algorithm::Ion,
    };
    if let Err(e) = regalloc2::run_with_ctx(&*func, env, &opts, &mut scratch.ctx) {
        // Start the next function from a fresh context.
        scratch.ctx = regalloc2::Ctx::default();
        return Err(CodegenError::new(format!(
            "register allocation failed in {}: {e:?}",
            mf.name
        )));
    }
    if cfg.opt_level > 0 {
        let implicit = |i: Inst| {
            let mut set = PRegSet::empty();
            let (a, b) = func.insts[i.index()].mis;
            for &mi in &func.mi_list[a as usize..b as usize] {
                for o in mf.operands(mi) {
                    if let MachineOperand::Reg { reg, flags, .. } = *o {
                        if reg.is_physical() && !flags.has(RegFlags::DEF) {
                            set.union_from(map.clobbers(reg, tri));
                        }
                    }
                }
            }
            set
        };
        remove_redundant_spill_moves(func, &mut scratch.ctx.output, &implicit);
    }
    if let Some(fault) = cfg.fault {
        inject_fault(&*func, &mut scratch.ctx.output, fault);
    }
    let out = &scratch.ctx.output;
    if cfg.checker {
        let mut checker = regalloc2::checker::Checker::new(&*func, env);
        checker.prepare(out);
        checker.run().map_err(|e| {
            CodegenError::new(format!("regalloc2 checker failed in {}: {e:?}", mf.name))
        })?;
    }
    apply(mf, tii, tri, map, func, out, &classes)?;
    if func.insts.len() > KEEP_MAX_INSTS {
        // Memory sized for a large function would stay held for the rest of the module and
        // add to the peak (the DAG of the next function cannot reuse it).
        scratch.ctx = regalloc2::Ctx::default();
        scratch.func = RaFunc::default();
    }
    Ok(())
}

/// Applies `fault` to `out` (see [`RegAllocFault`]); a function with no instruction it fits
/// is left as it is.
fn inject_fault(func: &RaFunc, out: &mut Output, fault: RegAllocFault) {
    use regalloc2::{OperandConstraint, OperandKind};
    match fault {
        RegAllocFault::SwapUses => {
            for i in 0..func.num_insts() {
                let inst = Inst::new(i);
                let ops = func.inst_operands(inst);
                if ops
                    .iter()
                    .any(|o| matches!(o.constraint(), OperandConstraint::Reuse(_)))
                {
                    continue;
                }
                let base = out.inst_alloc_offsets[i] as usize;
                let plain_use = |k: usize| {
                    ops[k].kind() == OperandKind::Use
                        && ops[k].constraint() == OperandConstraint::Reg
                        && out.allocs[base + k].as_reg().is_some()
                };
                for a in 0..ops.len() {
                    for b in a + 1..ops.len() {
                        if plain_use(a)
                            && plain_use(b)
                            && ops[a].vreg() != ops[b].vreg()
                            && ops[a].class() == ops[b].class()
                            && out.allocs[base + a] != out.allocs[base + b]
                        {
                            out.allocs.swap(base + a, base + b);
                            return;
                        }
                    }
                }
            }
        }
    }
}

/// The order in which regalloc2 sees the blocks: reverse postorder from the entry block, then
/// the unreachable blocks in layout order. regalloc2 wants every block after its dominator:
/// its single-pass allocator walks the blocks backwards and only keeps a value's spill slot
/// up to date if it meets the value's uses in later blocks before its definition, and its
/// checker's dataflow starts from that order. The emitted layout is not changed.
fn ra_block_order(mf: &MachineFunction) -> Vec<MBBId> {
    crate::machine_loop_info::reverse_post_order_all(mf)
}

/// Per-block work lists of [`build_ra_func`], kept between functions.
#[derive(Default)]
struct BuildScratch {
    block_index: Vec<u32>,
    fold_into: Vec<Option<usize>>,
    in_entry_group: Vec<bool>,
    /// (target position, operand)
    pending: Vec<(usize, Operand)>,
    fixed_defs_at: Vec<(usize, PReg)>,
    def_tied: Vec<(usize, usize)>,
    mask_clobbers: Vec<(u32, PRegSet)>,
    written: Vec<Register>,
}

/// Fills `f` (emptied first) with `mf` in regalloc2's model.
fn build_ra_func(
    mf: &MachineFunction,
    tii: &dyn TargetInstrInfo,
    tri: &dyn TargetRegisterInfo,
    map: &RegMap,
    f: &mut RaFunc,
    scratch: &mut BuildScratch,
) -> Result<(), CodegenError> {
    f.clear();
    let order = ra_block_order(mf);
    let nblocks = order.len();
    let block_index = &mut scratch.block_index;
    block_index.clear();
    block_index.resize(mf.blocks.len(), u32::MAX);
    for (k, &b) in order.iter().enumerate() {
        block_index[b.0 as usize] = k as u32;
    }
    // Sized once: at most one regalloc2 instruction per machine instruction (plus an entry
    // group), and about one operand per machine operand.
    let num_insts: usize = order.iter().map(|&b| mf.block(b).insts.len()).sum();
    let num_ops = mf.num_operands();
    f.insts.reserve(num_insts + 1);
    f.mi_list.reserve(num_insts);
    f.operands.reserve(num_ops);
    f.targets.reserve(num_ops);
    f.block_ranges.reserve(nblocks);
    f.succs.reserve(nblocks);
    f.preds.reserve(nblocks);
    f.params.reserve(nblocks);
    f.branch_args.reserve(nblocks);
    f.num_vregs = mf.num_vregs();
    let bid = |b: MBBId| Block::new(block_index[b.0 as usize] as usize);
    for &b in &order {
        let start = f.edges.len() as u32;
        f.edges.extend(mf.block(b).succs.iter().map(|&s| bid(s)));
        f.succs.push((start, f.edges.len() as u32));
        let start = f.edges.len() as u32;
        f.edges.extend(mf.block(b).preds.iter().map(|&p| bid(p)));
        f.preds.push((start, f.edges.len() as u32));
    }
    // PHIs -> block parameters and branch arguments: each block's parameters, then per
    // predecessor and successor the arguments its PHIs take from that predecessor (on the
    // first edge to it), all in `vregs`.
    let phis_of = |b: MBBId| {
        mf.block(b)
            .insts
            .iter()
            .take_while(move |&&i| mf.instr(i).opcode == target_opcode::PHI)
    };
    for &b in &order {
        let start = f.vregs.len() as u32;
        for &i in phis_of(b) {
            let ops = mf.operands(i);
            let dst = ops[0].get_reg().expect("invariant: PHI defines a register");
            f.vregs.push(vreg(mf, tri, dst));
            for pair in ops[1..].chunks(2) {
                let (Some(_), MachineOperand::MBB(p)) = (pair[0].get_reg(), pair[1]) else {
                    return Err(CodegenError::new("malformed PHI"));
                };
                if !mf.block(p).succs.contains(&b) {
                    return Err(CodegenError::new(
                        "PHI names a block that is not a predecessor",
                    ));
                }
            }
        }
        f.params.push((start, f.vregs.len() as u32));
    }
    for &p in &order {
        let lists = f.arg_lists.len() as u32;
        let succs = &mf.block(p).succs;
        for (k, &s) in succs.iter().enumerate() {
            let start = f.vregs.len() as u32;
            if !succs[..k].contains(&s) {
                for &i in phis_of(s) {
                    for pair in mf.operands(i)[1..].chunks(2) {
                        if let (Some(r), MachineOperand::MBB(x)) = (pair[0].get_reg(), pair[1]) {
                            if x == p {
                                f.vregs.push(vreg(mf, tri, r));
                            }
                        }
                    }
                }
            }
            f.arg_lists.push((start, f.vregs.len() as u32));
        }
        f.branch_args.push((lists, f.arg_lists.len() as u32));
    }
    // Per-block scratch, reused.
    let BuildScratch {
        fold_into,
        in_entry_group,
        pending,
        fixed_defs_at,
        def_tied,
        mask_clobbers,
        written,
        ..
    } = scratch;
    mask_clobbers.clear();
    for (bk, &b) in order.iter().enumerate() {
        let insts = &mf.block(b).insts;
        let start = f.insts.len() as u32;
        // Trailing terminators form one instruction.
        let mut term_start = insts.len();
        while term_start > 0 && desc_of(tii, mf.instr(insts[term_start - 1]).opcode).is_terminator()
        {
            term_start -= 1;
        }
        if term_start == insts.len() {
            return Err(CodegenError::new(format!(
                "%bb.{} of {} does not end in a terminator",
                b.0, mf.name
            )));
        }
        let mut k = 0;
        // Skip PHIs.
        while k < insts.len() && mf.instr(insts[k]).opcode == target_opcode::PHI {
            k += 1;
        }
        // Folded copies: index of the instruction each copy's operand moves to.
        fold_into.clear();
        fold_into.resize(insts.len(), None);
        // Copies out of incoming argument registers in the entry block (before anything
        // writes those registers) form one instruction at the top.
        in_entry_group.clear();
        in_entry_group.resize(insts.len(), false);
        if bk == 0 {
            written.clear();
            for j in k..term_start {
                let i = insts[j];
                if is_copy_from_phys(mf, i, map, tri) {
                    let s = mf.operands(i)[1].get_reg().expect("copy source");
                    // Written in any view (a call defining d0 writes q0's unit).
                    let unit = map.preg(s, tri);
                    let was_written = written
                        .iter()
                        .any(|&w| w == s || (unit.is_some() && map.preg(w, tri) == unit));
                    if !was_written && mf.block(b).live_ins.contains(&s) {
                        in_entry_group[j] = true;
                        continue;
                    }
                }
                for o in mf.operands(i) {
                    if let (Some(r), true) = (o.get_reg(), o.is_def()) {
                        if r.is_physical() {
                            written.push(r);
                        }
                    }
                }
            }
        }
        for j in k..term_start.max(k) {
            let i = insts[j];
            if in_entry_group[j] {
                continue;
            }
            if mf.instr(i).opcode != target_opcode::COPY {
                continue;
            }
            let ops = mf.operands(i);
            let (Some(d), Some(s)) = (ops[0].get_reg(), ops[1].get_reg()) else {
                continue;
            };
            if d.is_physical() && s.is_virtual() && map.preg(d, tri).is_some() {
                // Forward to the call/return that reads d (or another view of its unit:
                // `$w0 = COPY %v` for a call reading x0).
                let unit = map.preg(d, tri);
                let in_unit = |r: Register| r.is_physical() && map.preg(r, tri) == unit;
                let mut t = j + 1;
                let found = loop {
                    if t >= insts.len() {
                        break None;
                    }
                    let ti = insts[t];
                    let tops = mf.operands(ti);
                    if tops.iter().any(|o| matches!(o, MachineOperand::Reg { reg, flags, .. } if in_unit(*reg) && flags.has(RegFlags::IMPLICIT) && !flags.has(RegFlags::DEF))) {
                        break Some(if t >= term_start { term_start } else { t });
                    }
                    if tops
                        .iter()
                        .any(|o| o.is_def() && o.get_reg().is_some_and(in_unit))
                    {
                        break None;
                    }
                    t += 1;
                };
                fold_into[j] = Some(found.ok_or_else(|| {
                    CodegenError::new(format!(
                        "in {}: a copy into a physical register that nothing reads",
                        mf.name
                    ))
                })?);
            } else if d.is_virtual() && s.is_physical() && map.preg(s, tri).is_some() {
                // Back to the call that wrote s (or another view of its unit: `%v = COPY
                // $w0` after a call defining x0).
                let unit = map.preg(s, tri);
                let in_unit = |r: Register| r.is_physical() && map.preg(r, tri) == unit;
                let mut t = j;
                let found = loop {
                    if t == 0 {
                        break None;
                    }
                    t -= 1;
                    let ti = insts[t];
                    let tops = mf.operands(ti);
                    if tops.iter().any(|o| matches!(o, MachineOperand::Reg { reg, flags, .. } if in_unit(*reg) && flags.has(RegFlags::IMPLICIT) && flags.has(RegFlags::DEF))) {
                        break Some(t);
                    }
                    if fold_into[t].is_none()
                        && tops.iter().any(|o| o.get_reg().is_some_and(in_unit))
                    {
                        break None;
                    }
                };
                fold_into[j] = Some(found.ok_or_else(|| {
                    CodegenError::new(format!(
                        "in {}: a copy from a physical register no instruction defines",
                        mf.name
                    ))
                })?);
            }
        }
        // Build the instructions: the entry group, then one per kept instruction, then the
        // terminator group. Folded operands are added to their target's operand list.
        pending.clear();
        fixed_defs_at.clear();
        for j in k..term_start {
            if let Some(t) = fold_into[j] {
                let ops = mf.operands(insts[j]);
                let (d, s) = (
                    ops[0].get_reg().expect("copy dst"),
                    ops[1].get_reg().expect("copy src"),
                );
                if d.is_physical() {
                    let p = map.preg(d, tri).expect("invariant: a folded ABI copy's register was checked to have an allocation unit");
                    pending.push((t, Operand::reg_fixed_use(vreg(mf, tri, s), p)));
                } else {
                    let p = map.preg(s, tri).expect("invariant: a folded ABI copy's register was checked to have an allocation unit");
                    let v = vreg(mf, tri, d);
                    // An inline asm's early-clobber output in a fixed register.
                    let early = mf.instr(insts[t]).opcode == target_opcode::INLINEASM
                        && mf.operands(insts[t]).iter().any(|o| {
                            matches!(o, MachineOperand::Reg { reg, flags, .. }
                                if *reg == s && flags.has(RegFlags::EARLY_CLOBBER))
                        });
                    pending.push((
                        t,
                        if early {
                            Operand::new(
                                v,
                                regalloc2::OperandConstraint::FixedReg(p),
                                regalloc2::OperandKind::Def,
                                regalloc2::OperandPos::Early,
                            )
                        } else {
                            Operand::reg_fixed_def(v, p)
                        },
                    ));
                    fixed_defs_at.push((t, p));
                }
            }
        }
        if in_entry_group.contains(&true) {
            let op_start = f.operands.len() as u32;
            let mi_start = f.mi_list.len() as u32;
            for (&i, _) in insts.iter().zip(in_entry_group.iter()).filter(|e| *e.1) {
                let ops = mf.operands(i);
                let d = ops[0].get_reg().expect("copy dst");
                let s = ops[1].get_reg().expect("copy src");
                let p = map.preg(s, tri).expect("invariant: a folded ABI copy's register was checked to have an allocation unit");
                f.operands.push(Operand::reg_fixed_def(vreg(mf, tri, d), p));
                f.targets.push(None);
            }
            f.insts.push(RaInst {
                mis: (mi_start, mi_start),
                ops: (op_start, f.operands.len() as u32),
                clobbers: PRegSet::empty(),
                is_branch: false,
                is_ret: false,
            });
        }
        // Folded operands in the order of the instructions they join (positions only grow).
        pending.sort_by_key(|e| e.0);
        fixed_defs_at.sort_by_key(|e| e.0);
        let (mut pend_cursor, mut fixed_cursor) = (0usize, 0usize);
        let mut j = k;
        while j < insts.len() {
            let group_end = if j >= term_start { insts.len() } else { j + 1 };
            if j < term_start && (fold_into[j].is_some() || in_entry_group[j]) {
                j += 1;
                continue;
            }
            let op_start = f.operands.len() as u32;
            let mi_start = f.mi_list.len() as u32;
            let mut clobbers = PRegSet::empty();
            let mut mask_regs = false;
            let mut is_ret = false;
            let pos = j.min(term_start);
            for &i in &insts[j..group_end] {
                f.mi_list.push(i);
                let desc = desc_of(tii, mf.instr(i).opcode);
                if desc.has(instr_flags::RETURN) {
                    is_ret = true;
                }
                let ops = mf.operands(i);
                // Defs first so reuse indices can point at uses; regalloc2 takes any order.
                let use_base = f.operands.len();
                def_tied.clear();
                let asm_ties = crate::inline_asm::tied_operands(mf.instr(i).opcode, ops);
                for (oi, op) in ops.iter().enumerate() {
                    match *op {
                        MachineOperand::Reg { reg, flags, .. } if reg.is_virtual() => {
                            let v = vreg(mf, tri, reg);
                            let tie = match desc.tied_to.get(oi) {
                                Some(&t) if t >= 0 => Some(t as usize),
                                _ => crate::inline_asm::tied_use(&asm_ties, oi),
                            };
                            let o = if flags.has(RegFlags::DEF) {
                                match tie {
                                    Some(t) => {
                                        def_tied.push((f.operands.len(), t));
                                        Operand::reg_def(v)
                                    }
                                    _ if flags.has(RegFlags::EARLY_CLOBBER) => {
                                        Operand::reg_def_at_start(v)
                                    }
                                    _ => Operand::reg_def(v),
                                }
                            } else {
                                Operand::reg_use(v)
                            };
                            f.operands.push(o);
                            f.targets.push(Some((i, oi as u16)));
                        }
                        MachineOperand::Reg { reg, flags, .. } if reg.is_physical() => {
                            // Through register units: a definition of EAX clobbers RAX.
                            if flags.has(RegFlags::DEF) {
                                clobbers.union_from(map.clobbers(reg, tri));
                            } else if map.clobbers(reg, tri) != PRegSet::empty() {
                                if !flags.has(RegFlags::IMPLICIT) {
                                    return Err(CodegenError::new(format!(
                                        "in {}: an allocatable physical register as an explicit operand of {}",
                                        mf.name, desc.name
                                    )));
                                }
                                if map.preg(reg, tri).is_none() {
                                    return Err(CodegenError::new(format!(
                                        "in {}: {} reads {}, which spans several allocatable registers",
                                        mf.name,
                                        desc.name,
                                        tri.reg_name(reg)
                                    )));
                                }
                            }
                        }
                        MachineOperand::RegMask(m) => {
                            mask_regs = true;
                            let set = match mask_clobbers.iter().find(|e| e.0 == m) {
                                Some(e) => e.1,
                                None => {
                                    let mut set = PRegSet::empty();
                                    for (r, p) in &map.to_preg {
                                        if !tri.mask_preserves(m, *r) {
                                            set.add(*p);
                                        }
                                    }
                                    mask_clobbers.push((m, set));
                                    set
                                }
                            };
                            clobbers.union_from(set);
                        }
                        _ => {}
                    }
                }
                // Two-address ties: the def reuses the tied use's register.
                for &(def_idx, tied_op) in def_tied.iter() {
                    let tied_reg = ops.get(tied_op).and_then(|o| o.get_reg());
                    let use_idx = (use_base..f.operands.len())
                        .find(|&x| f.targets[x].map(|t| t.1 as usize) == Some(tied_op));
                    if let (Some(_), Some(u)) = (tied_reg, use_idx) {
                        let vr = f.operands[def_idx].vreg();
                        f.operands[def_idx] = Operand::reg_reuse_def(vr, u - op_start as usize);
                    }
                }
            }
            let _ = mask_regs;
            while pend_cursor < pending.len() && pending[pend_cursor].0 <= pos {
                if pending[pend_cursor].0 == pos {
                    f.operands.push(pending[pend_cursor].1);
                    f.targets.push(None);
                }
                pend_cursor += 1;
            }
            while fixed_cursor < fixed_defs_at.len() && fixed_defs_at[fixed_cursor].0 <= pos {
                if fixed_defs_at[fixed_cursor].0 == pos {
                    clobbers.remove(fixed_defs_at[fixed_cursor].1);
                }
                fixed_cursor += 1;
            }
            let is_term = j >= term_start;
            let has_succs = !mf.block(b).succs.is_empty();
            f.insts.push(RaInst {
                mis: (mi_start, f.mi_list.len() as u32),
                ops: (op_start, f.operands.len() as u32),
                clobbers,
                is_branch: is_term && has_succs,
                is_ret: is_term && (!has_succs || is_ret),
            });
            j = group_end;
        }
        f.block_ranges.push((start, f.insts.len() as u32));
    }
    f.blocks = order;
    Ok(())
}

fn is_copy_from_phys(
    mf: &MachineFunction,
    i: MIId,
    map: &RegMap,
    tri: &dyn TargetRegisterInfo,
) -> bool {
    if mf.instr(i).opcode != target_opcode::COPY {
        return false;
    }
    let ops = mf.operands(i);
    matches!((ops[0].get_reg(), ops[1].get_reg()), (Some(d), Some(s)) if d.is_virtual() && s.is_physical() && map.preg(s, tri).is_some())
}

/// The register classes of a function's virtual registers, per allocator class.
struct FunctionClasses {
    /// Per allocator class: the class with the largest spill size among the function's
    /// virtual registers of that allocator class (what a spill slot holding values of
    /// several classes is sized and accessed as).
    widest: [Option<RegClassId>; 3],
    /// Whether some allocator class holds virtual registers of more than one class; then
    /// each spill slot's class comes from regalloc2's value locations.
    mixed: bool,
}

fn function_classes(mf: &MachineFunction, tri: &dyn TargetRegisterInfo) -> FunctionClasses {
    let mut widest: [Option<RegClassId>; 3] = [None; 3];
    let mut mixed = false;
    let mut last: [Option<RegClassId>; 3] = [None; 3];
    for v in 0..mf.num_vregs() {
        let rc = mf.vreg_class(Register::index_to_virt_reg(v as u32));
        let k = tri.ra_class(rc).min(2);
        if last[k] == Some(rc) {
            continue;
        }
        if last[k].is_some() {
            mixed = true;
        }
        last[k] = Some(rc);
        let bigger = match widest[k] {
            None => true,
            Some(w) => tri.spill_size_align(rc).0 > tri.spill_size_align(w).0,
        };
        if bigger {
            widest[k] = Some(rc);
        }
    }
    FunctionClasses { widest, mixed }
}

/// The class each regalloc2 spill slot is sized and accessed as: the class of the values it
/// holds, or the one with the largest spill size when values of several classes share it
/// (regalloc2 shares a slot between values of one allocator class whose live ranges do not
/// overlap). Stores and loads of the whole slot class are exact for every value in it.
fn spill_slot_classes(
    mf: &MachineFunction,
    tri: &dyn TargetRegisterInfo,
    out: &Output,
    classes: &FunctionClasses,
) -> Vec<Option<RegClassId>> {
    let mut slot_class: Vec<Option<RegClassId>> = vec![None; out.num_spillslots];
    if classes.mixed {
        for &(label, _, _, alloc) in &out.debug_locations {
            let Some(s) = alloc.as_stack() else { continue };
            let rc = mf.vreg_class(Register::index_to_virt_reg(label));
            let e = &mut slot_class[s.index()];
            let bigger = match *e {
                None => true,
                Some(c) => tri.spill_size_align(rc).0 > tri.spill_size_align(c).0,
            };
            if bigger {
                *e = Some(rc);
            }
        }
    }
    // A slot without located values (or every slot of a function with one class per
    // allocator class) takes the widest class of the allocator class of its moves.
    for (_, edit) in &out.edits {
        let Edit::Move { from, to } = edit;
        let (reg, slot) = match (from.as_reg(), to.as_stack(), from.as_stack(), to.as_reg()) {
            (Some(r), Some(s), _, _) | (_, _, Some(s), Some(r)) => (r, s),
            _ => continue,
        };
        let e = &mut slot_class[slot.index()];
        if e.is_none() {
            *e = classes.widest[reg.class() as usize];
        }
    }
    slot_class
}

fn apply(
    mf: &mut MachineFunction,
    tii: &dyn TargetInstrInfo,
    tri: &dyn TargetRegisterInfo,
    map: &RegMap,
    func: &RaFunc,
    out: &Output,
    classes: &FunctionClasses,
) -> Result<(), CodegenError> {
    // Spill slots become frame objects, each sized and aligned for its class.
    let slot_class = spill_slot_classes(mf, tri, out, classes);
    let mut slots: Vec<(i32, RegClassId)> = Vec::with_capacity(out.num_spillslots);
    for c in &slot_class {
        let rc = c.unwrap_or(RegClassId(0));
        let (size, align) = tri.spill_size_align(rc);
        slots.push((
            mf.frame_info.create_spill_slot(size as u64, align as u64),
            rc,
        ));
    }
    // Rewrite operands: the allocation unit, seen through the operand's class.
    for (ii, inst) in func.insts.iter().enumerate() {
        let allocs = out.inst_allocs(Inst::new(ii));
        for (k, a) in allocs.iter().enumerate() {
            let Some((mi, oi)) = func.targets[inst.ops.0 as usize + k] else {
                continue;
            };
            if let Some(p) = a.as_reg() {
                let unit = map.reg(p);
                if let MachineOperand::Reg { reg, .. } = mf.operands(mi)[oi as usize] {
                    let r = view_of(tri, unit, mf.vreg_class(reg))?;
                    if let MachineOperand::Reg { reg, .. } = &mut mf.operands_mut(mi)[oi as usize] {
                        *reg = r;
                    }
                }
            }
        }
    }
    // Rebuild the blocks: kept instructions and the allocator's moves.
    for (bk, &b) in func.blocks.iter().enumerate() {
        mf.block_mut(b).insts.clear();
        for ioe in out.block_insts_and_edits(func, Block::new(bk)) {
            match ioe {
                InstOrEdit::Inst(i) => {
                    let inst = &func.insts[i.index()];
                    for &mi in &func.mi_list[inst.mis.0 as usize..inst.mis.1 as usize] {
                        mf.block_mut(b).insts.push(mi);
                    }
                }
                InstOrEdit::Edit(Edit::Move { from, to }) => {
                    let pos = mf.block(b).insts.len();
                    emit_move(mf, tii, tri, b, pos, *from, *to, map, &slots)?;
                }
            }
        }
        // Drop copies that became no-ops.
        let mut kept = std::mem::take(&mut mf.block_mut(b).insts);
        kept.retain(|&i| {
            if mf.instr(i).opcode != target_opcode::COPY {
                return true;
            }
            let ops = mf.operands(i);
            ops[0].get_reg() != ops[1].get_reg()
        });
        mf.block_mut(b).insts = kept;
    }
    mf.is_ssa = false;
    mf.has_vregs = false;
    Ok(())
}

/// Emits one of regalloc2's moves: register to register as a copy of the whole allocation
/// units, register to slot and back as a store and load of the slot's class.
#[allow(clippy::too_many_arguments)]
fn emit_move(
    mf: &mut MachineFunction,
    tii: &dyn TargetInstrInfo,
    tri: &dyn TargetRegisterInfo,
    b: MBBId,
    pos: usize,
    from: Allocation,
    to: Allocation,
    map: &RegMap,
    slots: &[(i32, RegClassId)],
) -> Result<(), CodegenError> {
    match (from.as_reg(), to.as_reg(), from.as_stack(), to.as_stack()) {
        (Some(f), Some(t), _, _) => {
            // A COPY, which `postrapseudos` makes the target's move: until then machine copy
            // propagation can see it.
            if f != t {
                mf.insert_instr(
                    b,
                    pos,
                    target_opcode::COPY,
                    &[
                        MachineOperand::reg_def(map.reg(t)),
                        MachineOperand::reg_use(map.reg(f)),
                    ],
                );
            }
        }
        (Some(f), None, _, Some(s)) => {
            let (fi, rc) = slots[s.index()];
            let r = view_of(tri, map.reg(f), rc)?;
            tii.store_reg_to_stack_slot(mf, b, pos, r, fi, rc);
        }
        (None, Some(t), Some(s), _) => {
            let (fi, rc) = slots[s.index()];
            let r = view_of(tri, map.reg(t), rc)?;
            tii.load_reg_from_stack_slot(mf, b, pos, r, fi, rc);
        }
        _ => {}
    }
    Ok(())
}

/// Facts at one program point of [`remove_redundant_spill_moves`]: per location (a spill
/// slot, or a register keyed by [`reg_key`]; sorted by key, locations with no fact left out),
/// the registers known to hold the value the location holds.
type SlotFacts = Vec<(u32, PRegSet)>;

/// How many sweeps over the blocks [`remove_redundant_spill_moves`]'s dataflow may take before
/// it gives up (and removes nothing).
const SPILL_FACT_SWEEPS: usize = 16;

/// The key of register `r` in [`SlotFacts`] (spill slots are keyed by their index, below).
fn reg_key(r: PReg) -> u32 {
    REG_KEY_BASE + r.index() as u32
}

/// Keys at and above this are registers ([`reg_key`]).
const REG_KEY_BASE: u32 = 1 << 24;

fn facts_kill_reg(facts: &mut SlotFacts, r: PReg) {
    let key = reg_key(r);
    facts.retain_mut(|(k, s)| {
        s.remove(r);
        *k != key && *s != PRegSet::empty()
    });
}

fn facts_has(facts: &SlotFacts, slot: u32, r: PReg) -> bool {
    facts
        .binary_search_by_key(&slot, |e| e.0)
        .is_ok_and(|i| facts[i].1.contains(r))
}

/// Slot `slot` now holds exactly what `r` holds.
fn facts_set_slot(facts: &mut SlotFacts, slot: u32, r: PReg) {
    let mut s = PRegSet::empty();
    s.add(r);
    match facts.binary_search_by_key(&slot, |e| e.0) {
        Ok(i) => facts[i].1 = s,
        Err(i) => facts.insert(i, (slot, s)),
    }
}

fn facts_add(facts: &mut SlotFacts, slot: u32, r: PReg) {
    match facts.binary_search_by_key(&slot, |e| e.0) {
        Ok(i) => facts[i].1.add(r),
        Err(i) => {
            let mut s = PRegSet::empty();
            s.add(r);
            facts.insert(i, (slot, s));
        }
    }
}

/// `a` := `a` meet `b` (the facts true on both).
fn facts_meet(a: &mut SlotFacts, b: &SlotFacts) {
    a.retain_mut(|(slot, s)| match b.binary_search_by_key(slot, |e| e.0) {
        Ok(i) => {
            s.intersect_from(b[i].1);
            *s != PRegSet::empty()
        }
        Err(_) => false,
    });
}

/// Applies one of regalloc2's moves to `facts`; returns whether it is redundant (its
/// destination already holds its source's value), in which case `facts` is unchanged.
fn facts_move(facts: &mut SlotFacts, from: Allocation, to: Allocation) -> bool {
    match (from.as_reg(), to.as_reg(), from.as_stack(), to.as_stack()) {
        (Some(r), None, _, Some(s)) => {
            let s = s.index() as u32;
            if facts_has(facts, s, r) {
                return true;
            }
            facts_set_slot(facts, s, r);
        }
        (None, Some(r), Some(s), _) => {
            let s = s.index() as u32;
            if facts_has(facts, s, r) {
                return true;
            }
            facts_kill_reg(facts, r);
            facts_add(facts, s, r);
        }
        (Some(f), Some(t), _, _) => {
            if f != t {
                if facts_has(facts, reg_key(f), t) || facts_has(facts, reg_key(t), f) {
                    return true;
                }
                facts_kill_reg(facts, t);
                for e in facts.iter_mut() {
                    if e.1.contains(f) {
                        e.1.add(t);
                    }
                }
                facts_add(facts, reg_key(f), t);
                facts_add(facts, reg_key(t), f);
            }
        }
        (None, None, _, Some(s)) => {
            let s = s.index() as u32;
            facts.retain(|e| e.0 != s);
        }
        _ => {}
    }
    false
}

/// Applies instruction `i` (its register definitions and clobbers) to `facts`.
fn facts_inst(facts: &mut SlotFacts, func: &RaFunc, out: &Output, i: Inst) {
    if facts.is_empty() {
        return;
    }
    let clobbers = func.inst_clobbers(i);
    if clobbers != PRegSet::empty() {
        let kept = clobbers.invert();
        facts.retain_mut(|(k, s)| {
            s.intersect_from(kept);
            let clobbered_key = *k >= REG_KEY_BASE
                && clobbers.contains(PReg::from_index((*k - REG_KEY_BASE) as usize));
            !clobbered_key && *s != PRegSet::empty()
        });
    }
    for (op, a) in func.inst_operands(i).iter().zip(out.inst_allocs(i)) {
        if op.kind() != regalloc2::OperandKind::Def {
            continue;
        }
        if let Some(r) = a.as_reg() {
            facts_kill_reg(facts, r);
        } else if let Some(s) = a.as_stack() {
            let s = s.index() as u32;
            facts.retain(|e| e.0 != s);
        }
    }
}

/// The range of `out.edits` that belongs to block `b` (before its first instruction up to its
/// last one).
fn block_edit_range(func: &RaFunc, out: &Output, b: Block) -> (usize, usize) {
    let r = func.block_insns(b);
    let lo = ProgPoint::before(r.first());
    let hi = ProgPoint::after(r.last());
    let start = out.edits.partition_point(|e| e.0 < lo);
    let end = out.edits.partition_point(|e| e.0 <= hi);
    (start, end)
}

/// Removes regalloc2's spills and reloads that move a value to where it already is (LLVM's
/// allocator avoids them by spilling each live range once and rematerializing reloads; kiln
/// cleans up after regalloc2's split live ranges instead). A forward dataflow over the CFG
/// knows, at each program point, which registers hold the value a spill slot holds: a spill
/// `slot = R` or a reload `R = slot` makes R and the slot equal, a register move copies the
/// source's facts to the destination, and a definition or clobber of a register (or a store
/// to the slot) ends its facts; at a block's entry the facts true at the end of every
/// predecessor hold. A spill `slot = R` or reload `R = slot` whose two sides are already equal
/// is deleted. This is the pattern a value live across a dispatch loop takes (an interpreter's
/// `goto *table[op]` block reloaded at the top of each handler and spilled again before the
/// jump): the stores before the jump and the reloads after it go.
///
/// Runs on regalloc2's output before the checker, so `-verify-regalloc` checks the result.
/// Returns how many moves were removed.
fn remove_redundant_spill_moves(
    func: &RaFunc,
    out: &mut Output,
    implicit_uses: &dyn Fn(Inst) -> PRegSet,
) -> usize {
    if out.edits.is_empty() {
        return 0;
    }
    let Some(facts) = spill_facts(func, out) else {
        return 0;
    };
    let added = insert_loop_entry_reloads(func, out, &facts.ends, implicit_uses);
    if added.is_empty() {
        return remove_redundant(out, &facts.redundant);
    }
    // Keep an added move only where some move it makes redundant touches its destination
    // register (else it would only cost an instruction on the loop's entry).
    let Some(facts) = spill_facts(func, out) else {
        // Cannot happen (the same sweeps converged before); the added moves are correct
        // either way (each writes a dead register).
        return 0;
    };
    let mut useful = PRegSet::empty();
    for (e, _) in facts.redundant.iter().enumerate().filter(|x| *x.1) {
        let Edit::Move { from, to } = out.edits[e].1;
        for r in [from.as_reg(), to.as_reg()].into_iter().flatten() {
            useful.add(r);
        }
    }
    let drop: Vec<(ProgPoint, Edit)> = added
        .into_iter()
        .filter(|(_, Edit::Move { to, .. })| !to.as_reg().is_some_and(|r| useful.contains(r)))
        .collect();
    if drop.is_empty() {
        return remove_redundant(out, &facts.redundant);
    }
    let mut gone = vec![false; drop.len()];
    out.edits.retain(|e| {
        match drop
            .iter()
            .enumerate()
            .position(|(k, d)| !gone[k] && same_move(d, e))
        {
            Some(k) => {
                gone[k] = true;
                false
            }
            None => true,
        }
    });
    let Some(facts) = spill_facts(func, out) else {
        return 0;
    };
    remove_redundant(out, &facts.redundant)
}

/// Whether two of regalloc2's moves are the same move at the same point.
fn same_move(a: &(ProgPoint, Edit), b: &(ProgPoint, Edit)) -> bool {
    let (Edit::Move { from: f1, to: t1 }, Edit::Move { from: f2, to: t2 }) = (&a.1, &b.1);
    a.0 == b.0 && f1 == f2 && t1 == t2
}

/// Walks block `b` of regalloc2's output from `facts`, calling `redundant` with the index of
/// each redundant move.
fn walk_spill_facts(
    func: &RaFunc,
    out: &Output,
    b: usize,
    facts: &mut SlotFacts,
    redundant: &mut dyn FnMut(usize),
) {
    let (mut e, end) = block_edit_range(func, out, Block::new(b));
    for i in func.block_insns(Block::new(b)).iter() {
        while e < end && out.edits[e].0 <= ProgPoint::before(i) {
            let Edit::Move { from, to } = out.edits[e].1;
            if facts_move(facts, from, to) {
                redundant(e);
            }
            e += 1;
        }
        facts_inst(facts, func, out, i);
        while e < end && out.edits[e].0 <= ProgPoint::after(i) {
            let Edit::Move { from, to } = out.edits[e].1;
            if facts_move(facts, from, to) {
                redundant(e);
            }
            e += 1;
        }
    }
}

/// The facts at block `b`'s entry: those at the end of every reached predecessor.
fn entry_spill_facts(func: &RaFunc, b: usize, ends: &[Option<SlotFacts>]) -> SlotFacts {
    if b == 0 {
        return SlotFacts::new();
    }
    let mut acc: Option<SlotFacts> = None;
    for p in func.block_preds(Block::new(b)) {
        if let Some(f) = &ends[p.index()] {
            match &mut acc {
                None => acc = Some(f.clone()),
                Some(a) => facts_meet(a, f),
            }
        }
    }
    acc.unwrap_or_default()
}

/// The settled dataflow of [`remove_redundant_spill_moves`].
struct SpillFacts {
    /// The facts at each block's end (None: unreachable).
    ends: Vec<Option<SlotFacts>>,
    /// Per move of `out.edits`, whether its destination already holds its source's value.
    redundant: Vec<bool>,
}

/// The facts at each block's end and the redundant moves, or None when the dataflow did not
/// settle within [`SPILL_FACT_SWEEPS`] sweeps. A block is walked again only when the facts at
/// its entry changed, so the moves its last walk found redundant are those its settled entry
/// facts show.
fn spill_facts(func: &RaFunc, out: &Output) -> Option<SpillFacts> {
    let n = func.num_blocks();
    // None: not reached yet (the optimistic start of a must-dataflow).
    let mut ends: Vec<Option<SlotFacts>> = vec![None; n];
    let mut entries: Vec<Option<SlotFacts>> = vec![None; n];
    // Per block, the redundant moves its last walk found.
    let mut found: Vec<Vec<u32>> = vec![Vec::new(); n];
    for _ in 0..SPILL_FACT_SWEEPS {
        let mut changed = false;
        for b in 0..n {
            // Blocks are in reverse postorder: a block with no reached predecessor is only
            // the entry (or unreachable, which regalloc's caller removed).
            if b != 0
                && func
                    .block_preds(Block::new(b))
                    .iter()
                    .all(|p| ends[p.index()].is_none())
            {
                continue;
            }
            let entry = entry_spill_facts(func, b, &ends);
            if entries[b].as_ref() == Some(&entry) {
                continue;
            }
            let mut facts = entry.clone();
            entries[b] = Some(entry);
            let moves = &mut found[b];
            moves.clear();
            walk_spill_facts(func, out, b, &mut facts, &mut |e| moves.push(e as u32));
            if ends[b].as_ref() != Some(&facts) {
                ends[b] = Some(facts);
                changed = true;
            }
        }
        if !changed {
            let mut redundant = vec![false; out.edits.len()];
            for e in found.iter().flatten() {
                redundant[*e as usize] = true;
            }
            return Some(SpillFacts { ends, redundant });
        }
    }
    None
}

/// Deletes the moves marked in `redundant`; returns how many.
fn remove_redundant(out: &mut Output, redundant: &[bool]) -> usize {
    let count = redundant.iter().filter(|&&x| x).count();
    if count > 0 {
        let mut k = 0;
        out.edits.retain(|_| {
            k += 1;
            !redundant[k - 1]
        });
    }
    count
}

/// Physical-register liveness at each block's entry over regalloc2's output: operand
/// allocations, clobbers, moves, and `implicit_uses` (physical registers machine
/// instructions read without an operand regalloc2 sees).
fn preg_live_ins(
    func: &RaFunc,
    out: &Output,
    implicit_uses: &dyn Fn(Inst) -> PRegSet,
) -> Vec<PRegSet> {
    let n = func.num_blocks();
    let mut live_in = vec![PRegSet::empty(); n];
    let move_step = |live: &mut PRegSet, e: &Edit| {
        let Edit::Move { from, to } = *e;
        if let Some(t) = to.as_reg() {
            live.remove(t);
        }
        if let Some(f) = from.as_reg() {
            live.add(f);
        }
    };
    // Read once per instruction, not once per sweep.
    let implicit: Vec<PRegSet> = (0..func.num_insts())
        .map(|i| implicit_uses(Inst::new(i)))
        .collect();
    loop {
        let mut changed = false;
        for b in (0..n).rev() {
            let mut live = PRegSet::empty();
            for s in func.block_succs(Block::new(b)) {
                live.union_from(live_in[s.index()]);
            }
            let (start, end) = block_edit_range(func, out, Block::new(b));
            let mut e = end;
            for i in func.block_insns(Block::new(b)).iter().rev() {
                while e > start && out.edits[e - 1].0 >= ProgPoint::after(i) {
                    move_step(&mut live, &out.edits[e - 1].1);
                    e -= 1;
                }
                let ops = func.inst_operands(i);
                let allocs = out.inst_allocs(i);
                for (op, a) in ops.iter().zip(allocs) {
                    if op.kind() == regalloc2::OperandKind::Def {
                        if let Some(r) = a.as_reg() {
                            live.remove(r);
                        }
                    }
                }
                live.intersect_from(func.inst_clobbers(i).invert());
                for (op, a) in ops.iter().zip(allocs) {
                    if op.kind() == regalloc2::OperandKind::Use {
                        if let Some(r) = a.as_reg() {
                            live.add(r);
                        }
                    }
                }
                live.union_from(implicit[i.index()]);
                while e > start && out.edits[e - 1].0 >= ProgPoint::before(i) {
                    move_step(&mut live, &out.edits[e - 1].1);
                    e -= 1;
                }
            }
            if live != live_in[b] {
                live_in[b] = live;
                changed = true;
            }
        }
        if !changed {
            return live_in;
        }
    }
}

/// Where a fact holds at the end of a loop's back edges but not on an edge entering the loop
/// (the entering block jumps only to the header, and the register is dead at the header's
/// entry), adds the reload `R = slot` at the end of the entering block, so the fact holds at
/// the header and the reloads inside the loop become redundant. Returns the moves it added.
fn insert_loop_entry_reloads(
    func: &RaFunc,
    out: &mut Output,
    ends: &[Option<SlotFacts>],
    implicit_uses: &dyn Fn(Inst) -> PRegSet,
) -> Vec<(ProgPoint, Edit)> {
    let mut live_in: Option<Vec<PRegSet>> = None;
    let mut added: Vec<(ProgPoint, Edit)> = Vec::new();
    for d in 1..func.num_blocks() {
        let preds = func.block_preds(Block::new(d));
        // The facts at the end of every back edge (blocks are in reverse postorder).
        let mut back: Option<SlotFacts> = None;
        for p in preds.iter().filter(|p| p.index() >= d) {
            let Some(f) = &ends[p.index()] else { continue };
            match &mut back {
                None => back = Some(f.clone()),
                Some(a) => facts_meet(a, f),
            }
        }
        let Some(back) = back.filter(|b| !b.is_empty()) else {
            continue;
        };
        for p in preds.iter().filter(|p| p.index() < d) {
            let Some(f) = &ends[p.index()] else { continue };
            if func.block_succs(*p).len() != 1 {
                continue;
            }
            let live = live_in.get_or_insert_with(|| preg_live_ins(func, out, implicit_uses));
            let last = func.block_insns(*p).last();
            // The jump's own reads (none expected) must not see the reload.
            let mut regs_used = implicit_uses(last);
            for a in out.inst_allocs(last) {
                if let Some(r) = a.as_reg() {
                    regs_used.add(r);
                }
            }
            for (slot, regs) in &back {
                for r in *regs {
                    if facts_has(f, *slot, r) || live[d].contains(r) || regs_used.contains(r) {
                        continue;
                    }
                    let from = if *slot >= REG_KEY_BASE {
                        let f = PReg::from_index((*slot - REG_KEY_BASE) as usize);
                        if f == r {
                            continue;
                        }
                        Allocation::reg(f)
                    } else {
                        Allocation::stack(regalloc2::SpillSlot::new(*slot as usize))
                    };
                    regs_used.add(r);
                    added.push((
                        ProgPoint::before(last),
                        Edit::Move {
                            from,
                            to: Allocation::reg(r),
                        },
                    ));
                }
            }
        }
    }
    if !added.is_empty() {
        // After the moves already at each point (a stable sort keeps their order).
        out.edits.extend(added.iter().cloned());
        out.edits.sort_by_key(|e| e.0);
    }
    added
}
