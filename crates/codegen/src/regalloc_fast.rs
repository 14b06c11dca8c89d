//! The -O0 register allocator (LLVM's `RegAllocFast`): one bottom-up pass over each block,
//! working directly on the [`MachineFunction`].
//!
//! In: a [`MachineFunction`] in SSA form, as [`crate::regalloc`] takes it (virtual registers,
//! machine `PHI`s, physical registers in ABI copies, implicit operands and register masks).
//! Out: the same kind of function the regalloc2 adapter produces: physical registers in every
//! operand (the allocation unit seen through the operand's class, [`TargetRegisterInfo::ra_view`]),
//! no PHIs, spill slots as frame objects, spills and reloads made by
//! [`TargetInstrInfo`]'s hooks and register moves as `COPY`s; `is_ssa` and `has_vregs` false.
//!
//! How it works:
//! - PHIs are eliminated first (LLVM's `PHIElimination`): each PHI gets a new virtual register
//!   `%t`, every predecessor writes `%t = COPY %in` before its terminators and the PHI becomes
//!   `%d = COPY %t`; `%t` lives in its stack slot, or in a register chosen for it when every
//!   predecessor jumps only to the PHI block (a "carried" temporary), so no edge needs
//!   splitting;
//! - a virtual register used outside its defining block (or defined more than once) is
//!   "non-local": it is stored to its own stack slot after every definition and reloaded
//!   wherever a block needs it; a local one stays in a register from its definition to its
//!   last use, unless something takes the register (then it is spilled at its definition and
//!   reloaded after the instruction that took it);
//! - each block is walked from its last instruction to its first, so a use seen first is the
//!   last use of its value (the value's register is picked there) and a definition frees its
//!   register. Per instruction: definitions (a tied or early-clobber definition, or one in a
//!   register the instruction also uses or defines physically, moves to a free register and
//!   is copied back after it), physical definitions and register-mask clobbers (a value that
//!   lives through them is reloaded after the instruction), physical uses (their register is
//!   reserved up to the physical definition above), tied uses (into the definition's
//!   register), then the other uses;
//! - copies with a physical register suggest it (`%v = COPY $rdi`, `$rdi = COPY %v`); a copy
//!   from a non-local value at its last use loads straight from the slot, a copy into a dead
//!   non-local value stores straight to its slot;
//! - at -O0 only caller-saved registers are used (as the adapter's -O0 set), so prologue and
//!   epilogue insertion has no callee-saved register to save.
//!
//! `-verify-regalloc` ([`RegAllocConfig::checker`]) runs [`check`]: a forward dataflow over
//! the allocated function that knows, for every register and spill slot, which virtual
//! register's value it holds, and reports a use that reads any other.

use crate::machine::{MBBId, MIId, MachineFunction, MachineOperand, RegFlags};
use crate::regalloc::{remove_unreachable_blocks, view_of, RegAllocConfig, RegAllocFault};
use crate::target::{desc_of, target_opcode, RegClassId, TargetInstrInfo, TargetRegisterInfo};
use crate::CodegenError;
use kiln_mc::register_info::Register;

/// No unit / no register.
const NONE: u16 = u16::MAX;
/// A unit's state: free.
const FREE: u32 = u32::MAX;
/// A unit's state: holds a physical register's value (an argument, a call's result).
const PHYS: u32 = u32::MAX - 1;
/// No spill slot yet.
const NO_SLOT: i32 = i32::MIN;

/// A set of allocation units (at most 256).
#[derive(Copy, Clone, Default, PartialEq, Eq, Debug)]
struct UnitSet([u64; 4]);

impl UnitSet {
    fn add(&mut self, u: u16) {
        self.0[(u >> 6) as usize] |= 1 << (u & 63);
    }
    fn has(&self, u: u16) -> bool {
        self.0[(u >> 6) as usize] >> (u & 63) & 1 != 0
    }
    fn union(&mut self, o: &UnitSet) {
        for k in 0..4 {
            self.0[k] |= o.0[k];
        }
    }
    fn iter(self) -> impl Iterator<Item = u16> {
        (0..4).flat_map(move |k| {
            let mut w = self.0[k];
            std::iter::from_fn(move || {
                if w == 0 {
                    return None;
                }
                let b = w.trailing_zeros();
                w &= w - 1;
                Some((k as u32 * 64 + b) as u16)
            })
        })
    }
}

/// The target's allocation units ([`TargetRegisterInfo::ra_registers`]) and how other
/// physical registers relate to them through register units.
struct Units {
    /// The register of each unit.
    regs: Vec<Register>,
    /// Per allocator class: every unit, preferred first; and -O0's set (the preferred units
    /// when there are at least 8 of them).
    order: [Vec<u16>; 3],
    order_o0: [Vec<u16>; 3],
    /// The lists the units were built from.
    lists: [(Vec<Register>, Vec<Register>); 3],
    /// (register unit, allocation unit), sorted.
    regunit: Vec<(u32, u16)>,
    /// Per physical register number once asked: the unit holding all of it (or NONE), and
    /// the units it overlaps.
    memo: Vec<Option<(u16, UnitSet)>>,
    /// Per register mask once asked: the units it does not preserve.
    masks: Vec<(u32, UnitSet)>,
}

impl Units {
    fn new(tri: &dyn TargetRegisterInfo) -> Result<Units, CodegenError> {
        let mut u = Units {
            regs: Vec::new(),
            order: Default::default(),
            order_o0: Default::default(),
            lists: Default::default(),
            regunit: Vec::new(),
            memo: Vec::new(),
            masks: Vec::new(),
        };
        let mut scratch = Vec::new();
        for k in 0..3 {
            let (p, np) = tri.ra_registers(k);
            u.lists[k] = (p.to_vec(), np.to_vec());
            for (n, &r) in p.iter().chain(np).enumerate() {
                let id = u.regs.len();
                if id >= 256 {
                    return Err(CodegenError::new("more than 256 allocatable registers"));
                }
                u.regs.push(r);
                u.order[k].push(id as u16);
                if n < p.len() || p.len() < 8 {
                    u.order_o0[k].push(id as u16);
                }
                scratch.clear();
                tri.reg_units(r, &mut scratch);
                u.regunit.extend(scratch.iter().map(|&x| (x, id as u16)));
            }
        }
        u.regunit.sort_unstable();
        if u.regunit.windows(2).any(|w| w[0].0 == w[1].0) {
            return Err(CodegenError::new("allocatable registers overlap"));
        }
        Ok(u)
    }

    fn matches(&self, tri: &dyn TargetRegisterInfo) -> bool {
        (0..3).all(|k| {
            let (p, np) = tri.ra_registers(k);
            self.lists[k].0 == p && self.lists[k].1 == np
        })
    }

    /// The unit holding all of physical `r` (NONE if none), and the units `r` overlaps.
    fn of(&mut self, r: Register, tri: &dyn TargetRegisterInfo) -> (u16, UnitSet) {
        let n = r.0 as usize;
        if let Some(Some(e)) = self.memo.get(n) {
            return *e;
        }
        let mut units = Vec::new();
        tri.reg_units(r, &mut units);
        let mut set = UnitSet::default();
        let mut covered = true;
        let mut first = NONE;
        for x in &units {
            match self.regunit.binary_search_by_key(x, |e| e.0) {
                Ok(i) => {
                    let a = self.regunit[i].1;
                    set.add(a);
                    if first == NONE {
                        first = a;
                    }
                }
                Err(_) => covered = false,
            }
        }
        let single = set.iter().count() == 1;
        let e = (if covered && single { first } else { NONE }, set);
        if self.memo.len() <= n {
            self.memo.resize(n + 1, None);
        }
        self.memo[n] = Some(e);
        e
    }

    /// The units register mask `m` does not preserve.
    fn mask(&mut self, m: u32, tri: &dyn TargetRegisterInfo) -> UnitSet {
        if let Some(e) = self.masks.iter().find(|e| e.0 == m) {
            return e.1;
        }
        let mut set = UnitSet::default();
        for (k, &r) in self.regs.iter().enumerate() {
            if !tri.mask_preserves(m, r) {
                set.add(k as u16);
            }
        }
        self.masks.push((m, set));
        set
    }
}

/// A location of the checker and of the moves the allocator inserts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Loc {
    /// An allocation unit.
    Unit(u16),
    /// The spill slot of a virtual register (by index).
    Slot(u32),
}

/// A move the allocator inserted (a spill, a reload, a register copy), as the checker sees
/// it: `to` gets what `from` holds, or `value` when set (a copy folded into a spill or
/// reload gives its destination's value), after checking that `from` holds `expect`.
#[derive(Copy, Clone, Debug)]
struct Move {
    from: Loc,
    to: Loc,
    expect: u32,
    value: u32,
}

/// What the allocation kept for the checker: per rewritten operand the virtual register it
/// held, and the inserted moves.
#[derive(Default)]
struct Record {
    /// (instruction, operand index, virtual register index), in no order.
    tags: Vec<(MIId, u16, u32)>,
    /// Inserted moves, by instruction.
    moves: Vec<(MIId, Move)>,
}

/// Per-instruction work lists of the fast allocator (kept to allocate nothing per
/// instruction): the operands, the virtual definitions `(operand, vreg, tied use operand,
/// early clobber)`, the virtual uses `(operand, vreg, undef)`, the unit each operand gets and
/// the dead definitions (indices into the definitions).
#[derive(Default)]
struct InstrBufs {
    ops: Vec<MachineOperand>,
    defs: Vec<(usize, u32, Option<usize>, bool)>,
    uses: Vec<(usize, u32, bool)>,
    op_unit: Vec<u16>,
    dead: Vec<usize>,
}

/// What the fast allocator keeps from one function to the next on one worker thread: the
/// target's units (rebuilt when the register lists change) and buffers. The result of a
/// function does not depend on it.
#[derive(Default)]
pub struct FastScratch {
    units: Option<Units>,
}

/// A pending instruction around the current one.
#[derive(Copy, Clone, Debug)]
enum Pending {
    /// Store unit's value (virtual register `v`'s) to `v`'s slot.
    Spill(u16, u32),
    /// Load virtual register `v` from its slot into the unit.
    Reload(u16, u32),
    /// `to = COPY from` (whole units).
    Copy { to: u16, from: u16 },
    /// A copy `dst = COPY src` folded into a store of the unit holding `src` into `dst`'s
    /// slot: (unit, src, dst).
    SpillCopy(u16, u32, u32),
    /// A copy folded into a load of `src`'s slot into the unit, which then holds `dst`
    /// (`PHYS` for a physical destination): (unit, src, dst).
    ReloadCopy(u16, u32, u32),
}

/// Per-function state of the allocation.
struct Fast<'a> {
    tii: &'a dyn TargetInstrInfo,
    tri: &'a dyn TargetRegisterInfo,
    units: &'a mut Units,
    o0: bool,
    record: Option<Record>,
    // Per virtual register.
    class: Vec<RegClassId>,
    non_local: Vec<bool>,
    needs_spill: Vec<bool>,
    hint: Vec<u16>,
    assigned: Vec<u16>,
    slot: Vec<i32>,
    // Per unit.
    state: Vec<u32>,
    // Per instruction.
    after_copies: Vec<Pending>,
    after_spills: Vec<Pending>,
    after_reloads: Vec<Pending>,
    before: Vec<Pending>,
    use_units: UnitSet,
    /// The classification lists of [`Fast::instruction`], reused from one instruction to
    /// the next.
    bufs: InstrBufs,
    /// Per virtual register: the unit a PHI temporary is carried in over its edges (NONE:
    /// it goes through its slot).
    carried: Vec<u16>,
    /// Per block: the carried PHI temporaries its PHIs read.
    carried_in: Vec<Vec<u32>>,
}

/// Allocates registers for `mf` with the fast allocator. See the module documentation.
pub fn allocate_registers_fast(
    mf: &mut MachineFunction,
    tii: &dyn TargetInstrInfo,
    tri: &dyn TargetRegisterInfo,
    cfg: RegAllocConfig,
    scratch: &mut FastScratch,
) -> Result<(), CodegenError> {
    allocate_with_tamper(mf, tii, tri, cfg, scratch, &mut |mf, rec| {
        if cfg.fault == Some(RegAllocFault::SwapUses) {
            inject_swap(mf, tii, rec);
        }
    })
}

/// [`allocate_registers_fast`] with `tamper` applied to the allocated function before the
/// checker sees it (tests: a deliberately wrong allocation).
fn allocate_with_tamper(
    mf: &mut MachineFunction,
    tii: &dyn TargetInstrInfo,
    tri: &dyn TargetRegisterInfo,
    cfg: RegAllocConfig,
    scratch: &mut FastScratch,
    tamper: &mut dyn FnMut(&mut MachineFunction, &Record),
) -> Result<(), CodegenError> {
    remove_unreachable_blocks(mf);
    let phi_temps = eliminate_phis(mf, tii);
    if !scratch.units.as_ref().is_some_and(|u| u.matches(tri)) {
        scratch.units = Some(Units::new(tri)?);
    }
    let units = scratch
        .units
        .as_mut()
        .expect("invariant: the units were just built");
    let nv = mf.num_vregs();
    let nu = units.regs.len();
    let mut fa = Fast {
        tii,
        tri,
        o0: cfg.opt_level == 0 && mf.inline_asm.is_empty(),
        units,
        record: (cfg.checker || cfg.fault.is_some()).then(Record::default),
        class: mf.vreg_classes.clone(),
        non_local: vec![false; nv],
        needs_spill: vec![false; nv],
        hint: vec![NONE; nv],
        assigned: vec![NONE; nv],
        slot: vec![NO_SLOT; nv],
        state: vec![FREE; nu],
        after_copies: Vec::new(),
        after_spills: Vec::new(),
        after_reloads: Vec::new(),
        before: Vec::new(),
        use_units: UnitSet::default(),
        bufs: InstrBufs::default(),
        carried: vec![NONE; nv],
        carried_in: vec![Vec::new(); mf.blocks.len()],
    };
    fa.choose_carried(mf, &phi_temps);
    fa.analyze(mf);
    for b in mf.layout.clone() {
        fa.allocate_block(mf, b)?;
    }
    let record = fa.record.take();
    if let Some(rec) = &record {
        tamper(mf, rec);
    }
    if cfg.checker {
        let rec = record
            .as_ref()
            .expect("invariant: recorded for the checker");
        check(mf, tii, tri, fa.units, rec, &fa.class).map_err(|e| {
            CodegenError::new(format!(
                "register allocation checker failed in {}: {e}",
                mf.name
            ))
        })?;
    }
    // Copies that became no-ops: within one unit (`%v:gr32 = COPY $rdx` in edx).
    let units = fa.units;
    for b in mf.layout.clone() {
        let mut kept = std::mem::take(&mut mf.block_mut(b).insts);
        kept.retain(|&i| {
            if mf.instr(i).opcode != target_opcode::COPY {
                return true;
            }
            let ops = mf.operands(i);
            let (Some(d), Some(s)) = (ops[0].get_reg(), ops[1].get_reg()) else {
                return true;
            };
            if d == s {
                return false;
            }
            let du = units.of(d, tri).0;
            du == NONE || du != units.of(s, tri).0
        });
        mf.block_mut(b).insts = kept;
    }
    mf.is_ssa = false;
    mf.has_vregs = false;
    Ok(())
}

/// Replaces every PHI `%d = PHI %a, %bb.p, ...` by `%d = COPY %t` with a new `%t`, and
/// `%t = COPY %a` before the terminators of each predecessor (LLVM's `PHIElimination`).
/// Each PHI has its own `%t`, so the copies of one predecessor read the values the PHIs
/// read, whatever their order.
/// Returns each PHI block's temporaries (in the order of its copies, which come first in it).
fn eliminate_phis(mf: &mut MachineFunction, tii: &dyn TargetInstrInfo) -> Vec<(MBBId, Vec<u32>)> {
    let mut temps = Vec::new();
    for b in mf.layout.clone() {
        let n = mf
            .block(b)
            .insts
            .iter()
            .take_while(|&&i| mf.instr(i).opcode == target_opcode::PHI)
            .count();
        if n > 0 {
            temps.push((b, Vec::with_capacity(n)));
        }
        for k in 0..n {
            let i = mf.block(b).insts[k];
            let ops = mf.operands(i).to_vec();
            let Some(d) = ops[0].get_reg() else { continue };
            let t = mf.create_vreg(mf.vreg_class(d));
            if let Some(e) = temps.last_mut() {
                e.1.push(t.virt_reg_index());
            }
            let mut done: Vec<MBBId> = Vec::new();
            for pair in ops[1..].chunks(2) {
                let (Some(MachineOperand::Reg { reg, sub_reg, .. }), Some(MachineOperand::MBB(p))) =
                    (pair.first(), pair.get(1))
                else {
                    continue;
                };
                if done.contains(p) {
                    continue;
                }
                done.push(*p);
                let insts = &mf.block(*p).insts;
                let mut pos = insts.len();
                while pos > 0 && desc_of(tii, mf.instr(insts[pos - 1]).opcode).is_terminator() {
                    pos -= 1;
                }
                let src = MachineOperand::Reg {
                    reg: *reg,
                    flags: RegFlags::USE,
                    sub_reg: *sub_reg,
                };
                mf.insert_instr(
                    *p,
                    pos,
                    target_opcode::COPY,
                    &[MachineOperand::reg_def(t), src],
                );
            }
            let c = mf.create_instr(
                b,
                target_opcode::COPY,
                &[MachineOperand::reg_def(d), MachineOperand::reg_use(t)],
            );
            mf.block_mut(b).insts[k] = c;
        }
    }
    temps
}

impl Fast<'_> {
    /// Picks the PHI temporaries carried in a register over their edges: those of a block
    /// whose predecessors all jump only to it (the register then holds nothing else on the
    /// way), a few per register class, in distinct registers of the -O0 order. A carried
    /// temporary is written by the copies at the ends of the predecessors and read by the
    /// copy at the top of the block, with no slot in between.
    fn choose_carried(&mut self, mf: &MachineFunction, temps: &[(MBBId, Vec<u32>)]) {
        if mf.blocks.iter().any(|b| b.is_eh_pad) {
            return;
        }
        let entry = mf.layout[0];
        for (b, ts) in temps {
            let blk = mf.block(*b);
            if *b == entry
                || !blk.live_ins.is_empty()
                || blk.preds.is_empty()
                || blk.preds.iter().any(|&p| mf.block(p).succs.len() != 1)
            {
                continue;
            }
            let mut used = [0usize; 3];
            for &t in ts {
                let k = self.ra_class(t);
                let order = &self.units.order_o0[k];
                if used[k] >= order.len() / 2 {
                    continue;
                }
                let u = order[used[k]];
                used[k] += 1;
                self.carried[t as usize] = u;
                self.hint[t as usize] = u;
                self.carried_in[b.0 as usize].push(t);
            }
        }
    }

    /// Finds the non-local virtual registers and the hints.
    fn analyze(&mut self, mf: &MachineFunction) {
        let nv = self.class.len();
        // Defining block (u32::MAX: none yet; MULTI: several definitions).
        const MULTI: u32 = u32::MAX - 1;
        let mut def_block = vec![u32::MAX; nv];
        for &b in &mf.layout {
            for &i in &mf.block(b).insts {
                for o in mf.operands(i) {
                    if let MachineOperand::Reg { reg, flags, .. } = *o {
                        if reg.is_virtual() && flags.has(RegFlags::DEF) {
                            let v = reg.virt_reg_index() as usize;
                            def_block[v] = if def_block[v] == u32::MAX { b.0 } else { MULTI };
                        }
                    }
                }
            }
        }
        for &b in &mf.layout {
            for &i in &mf.block(b).insts {
                let ops = mf.operands(i);
                for o in ops {
                    if let MachineOperand::Reg { reg, flags, .. } = *o {
                        if reg.is_virtual() && !flags.has(RegFlags::DEF) {
                            let v = reg.virt_reg_index() as usize;
                            if def_block[v] != b.0 && !flags.has(RegFlags::UNDEF) {
                                self.non_local[v] = true;
                            }
                        }
                    }
                }
                if mf.instr(i).opcode == target_opcode::COPY && ops.len() == 2 {
                    if let (Some(d), Some(s)) = (ops[0].get_reg(), ops[1].get_reg()) {
                        let (v, p) = if d.is_virtual() && s.is_physical() {
                            (d, s)
                        } else if s.is_virtual() && d.is_physical() {
                            (s, d)
                        } else {
                            continue;
                        };
                        let u = self.units.of(p, self.tri).0;
                        if u != NONE {
                            self.hint[v.virt_reg_index() as usize] = u;
                        }
                    }
                }
            }
        }
        for (nl, &d) in self.non_local.iter_mut().zip(&def_block) {
            if d == MULTI {
                *nl = true;
            }
        }
        for (nl, &c) in self.non_local.iter_mut().zip(&self.carried) {
            if c != NONE {
                *nl = false;
            }
        }
        // Hints through tied operands and copies between virtual registers: forward (a
        // two-address result takes its source's hint), then backward (a source takes its
        // result's).
        let mut pairs: Vec<(u32, u32)> = Vec::new();
        for &b in &mf.layout {
            for &i in &mf.block(b).insts {
                let opc = mf.instr(i).opcode;
                let ops = mf.operands(i);
                if opc == target_opcode::COPY && ops.len() == 2 {
                    if let (Some(d), Some(s)) = (ops[0].get_reg(), ops[1].get_reg()) {
                        if d.is_virtual() && s.is_virtual() {
                            pairs.push((d.virt_reg_index(), s.virt_reg_index()));
                        }
                    }
                    continue;
                }
                let desc = desc_of(self.tii, opc);
                for (oi, &t) in desc.tied_to.iter().enumerate() {
                    if t < 0 {
                        continue;
                    }
                    if let (Some(d), Some(s)) = (
                        ops.get(oi).and_then(|o| o.get_reg()),
                        ops.get(t as usize).and_then(|o| o.get_reg()),
                    ) {
                        if d.is_virtual() && s.is_virtual() {
                            pairs.push((d.virt_reg_index(), s.virt_reg_index()));
                        }
                    }
                }
            }
        }
        for &(d, s) in &pairs {
            if self.hint[d as usize] == NONE {
                self.hint[d as usize] = self.hint[s as usize];
            }
        }
        for &(d, s) in pairs.iter().rev() {
            if self.hint[s as usize] == NONE {
                self.hint[s as usize] = self.hint[d as usize];
            }
        }
    }

    fn ra_class(&self, v: u32) -> usize {
        self.tri.ra_class(self.class[v as usize]).min(2)
    }

    /// The spill slot of `v`, made on first use.
    fn slot_of(&mut self, mf: &mut MachineFunction, v: u32) -> i32 {
        if self.slot[v as usize] == NO_SLOT {
            let (size, align) = self.tri.spill_size_align(self.class[v as usize]);
            self.slot[v as usize] = mf.frame_info.create_spill_slot(size as u64, align as u64);
        }
        self.slot[v as usize]
    }

    /// Takes unit `u` from the virtual register in it (live below the current instruction):
    /// the value is reloaded into `u` after the instruction.
    fn evict(&mut self, u: u16) {
        let v = self.state[u as usize];
        if v < PHYS {
            self.after_reloads.push(Pending::Reload(u, v));
            self.needs_spill[v as usize] = true;
            self.assigned[v as usize] = NONE;
            self.state[u as usize] = FREE;
        }
    }

    /// A unit of allocator class `k` for a value: `hint` if free, else the first free one in
    /// allocation order outside `avoid`, else one taken from a value that lives through the
    /// instruction (not one of its uses).
    fn pick(&mut self, k: usize, hint: u16, avoid: &UnitSet) -> Result<u16, CodegenError> {
        if hint != NONE
            && self.state[hint as usize] == FREE
            && !avoid.has(hint)
            && self.order(k).contains(&hint)
        {
            return Ok(hint);
        }
        let order = if self.o0 {
            &self.units.order_o0[k]
        } else {
            &self.units.order[k]
        };
        if let Some(&u) = order
            .iter()
            .find(|&&u| self.state[u as usize] == FREE && !avoid.has(u))
        {
            return Ok(u);
        }
        let full = &self.units.order[k];
        if let Some(&u) = full
            .iter()
            .find(|&&u| self.state[u as usize] == FREE && !avoid.has(u))
        {
            return Ok(u);
        }
        let victim = full
            .iter()
            .copied()
            .find(|&u| self.state[u as usize] < PHYS && !avoid.has(u) && !self.use_units.has(u));
        match victim {
            Some(u) => {
                self.evict(u);
                Ok(u)
            }
            None => Err(CodegenError::new("ran out of registers")),
        }
    }

    fn order(&self, k: usize) -> &[u16] {
        &self.units.order[k]
    }

    /// The unit of `v` at a use: where it lives below, its carried register (a PHI
    /// temporary), or a unit picked outside `avoid`.
    fn assign_use(&mut self, v: u32, avoid: &UnitSet) -> Result<u16, CodegenError> {
        let u = self.assigned[v as usize];
        if u != NONE {
            return Ok(u);
        }
        let u = match self.carried[v as usize] {
            NONE => self.pick(self.ra_class(v), self.hint[v as usize], avoid)?,
            u => {
                if avoid.has(u) || self.use_units.has(u) {
                    return Err(CodegenError::new(format!(
                        "the register of PHI value %{v} is taken"
                    )));
                }
                // The temporaries are read by the first instructions of a block with no
                // live-in registers, so a physical register reserved here is read below
                // without a definition in the block (MUL64r's implicit rdx): it holds
                // nothing, and the temporary may have it.
                if self.state[u as usize] == PHYS {
                    self.state[u as usize] = FREE;
                }
                self.evict(u);
                u
            }
        };
        self.assigned[v as usize] = u;
        self.state[u as usize] = v;
        Ok(u)
    }

    /// Allocates block `b`, bottom-up.
    fn allocate_block(&mut self, mf: &mut MachineFunction, b: MBBId) -> Result<(), CodegenError> {
        let insts = std::mem::take(&mut mf.block_mut(b).insts);
        let mut rev: Vec<MIId> = Vec::with_capacity(insts.len() + 8);
        // PHI temporaries carried into the successor are live out in their registers.
        if let [s] = mf.block(b).succs[..] {
            for k in 0..self.carried_in[s.0 as usize].len() {
                let t = self.carried_in[s.0 as usize][k];
                let u = self.carried[t as usize];
                self.state[u as usize] = t;
                self.assigned[t as usize] = u;
            }
        }
        // Physical registers live into successors stay reserved.
        let entry = mf.layout[0];
        for &s in &mf.block(b).succs {
            if s == entry {
                continue;
            }
            for k in 0..mf.block(s).live_ins.len() {
                let r = mf.block(s).live_ins[k];
                for u in self.units.of(r, self.tri).1.iter() {
                    self.state[u as usize] = PHYS;
                }
            }
        }
        for &i in insts.iter().rev() {
            self.instruction(mf, b, i, &mut rev).map_err(|e| {
                CodegenError::new(format!(
                    "in function '{}': register allocation: {}",
                    mf.name, e.msg
                ))
            })?;
        }
        // Values live into the block come from their slots.
        let mut top: Vec<Pending> = Vec::new();
        for u in 0..self.state.len() {
            let v = self.state[u];
            if v < PHYS && self.carried[v as usize] == u as u16 {
                // Delivered in its register by every predecessor.
                self.assigned[v as usize] = NONE;
            } else if v < PHYS {
                if !self.non_local[v as usize] {
                    return Err(CodegenError::new(format!(
                        "in function '{}': %{} is used before its definition in %bb.{}",
                        mf.name, v, b.0
                    )));
                }
                top.push(Pending::Reload(u as u16, v));
                self.assigned[v as usize] = NONE;
            }
            self.state[u] = FREE;
        }
        let made = self.materialize(mf, b, &top);
        rev.extend(made.iter().rev());
        rev.reverse();
        mf.block_mut(b).insts = rev;
        Ok(())
    }

    /// Emits `list` (in order) through the target's hooks; returns the new instructions.
    fn materialize(&mut self, mf: &mut MachineFunction, b: MBBId, list: &[Pending]) -> Vec<MIId> {
        let mut out = Vec::new();
        for &p in list {
            let pos = mf.block(b).insts.len();
            let mv = match p {
                Pending::Spill(u, v) => {
                    let fi = self.slot_of(mf, v);
                    let rc = self.class[v as usize];
                    let r = self.view(u, rc);
                    self.tii.store_reg_to_stack_slot(mf, b, pos, r, fi, rc);
                    Move {
                        from: Loc::Unit(u),
                        to: Loc::Slot(v),
                        expect: v,
                        value: FREE,
                    }
                }
                Pending::Reload(u, v) => {
                    let fi = self.slot_of(mf, v);
                    let rc = self.class[v as usize];
                    let r = self.view(u, rc);
                    self.tii.load_reg_from_stack_slot(mf, b, pos, r, fi, rc);
                    Move {
                        from: Loc::Slot(v),
                        to: Loc::Unit(u),
                        expect: v,
                        value: FREE,
                    }
                }
                Pending::Copy { to, from } => {
                    mf.push_instr(
                        b,
                        target_opcode::COPY,
                        &[
                            MachineOperand::reg_def(self.units.regs[to as usize]),
                            MachineOperand::reg_use(self.units.regs[from as usize]),
                        ],
                    );
                    Move {
                        from: Loc::Unit(from),
                        to: Loc::Unit(to),
                        expect: FREE,
                        value: FREE,
                    }
                }
                Pending::SpillCopy(u, s, d) => {
                    let fi = self.slot_of(mf, d);
                    let rc = self.class[d as usize];
                    let r = self.view(u, rc);
                    self.tii.store_reg_to_stack_slot(mf, b, pos, r, fi, rc);
                    Move {
                        from: Loc::Unit(u),
                        to: Loc::Slot(d),
                        expect: s,
                        value: d,
                    }
                }
                Pending::ReloadCopy(u, s, d) => {
                    let fi = self.slot_of(mf, s);
                    let rc = self.class[s as usize];
                    let r = self.view(u, rc);
                    self.tii.load_reg_from_stack_slot(mf, b, pos, r, fi, rc);
                    Move {
                        from: Loc::Slot(s),
                        to: Loc::Unit(u),
                        expect: s,
                        value: d,
                    }
                }
            };
            let new: Vec<MIId> = mf.block_mut(b).insts.drain(pos..).collect();
            if let Some(rec) = self.record.as_mut() {
                // The checker applies the move at the last instruction the hook made.
                if let Some(&last) = new.last() {
                    rec.moves.push((last, mv));
                }
            }
            out.extend(new);
        }
        out
    }

    /// The register of class `rc` in unit `u`.
    fn view(&self, u: u16, rc: RegClassId) -> Register {
        view_of(self.tri, self.units.regs[u as usize], rc).unwrap_or(self.units.regs[u as usize])
    }

    /// Whether a copy between `a` and `b` can be a spill or reload of the one's slot as the
    /// other's class.
    fn same_shape(&self, a: u32, b: u32) -> bool {
        let (ca, cb) = (self.class[a as usize], self.class[b as usize]);
        ca == cb
            || (self.tri.ra_class(ca) == self.tri.ra_class(cb)
                && self.tri.ra_view(ca) == self.tri.ra_view(cb)
                && self.tri.spill_size_align(ca) == self.tri.spill_size_align(cb))
    }

    /// Folds copy `i` into a spill or reload when it can (see the module documentation);
    /// returns whether it did (the copy is then dropped).
    fn fold_copy(
        &mut self,
        mf: &mut MachineFunction,
        b: MBBId,
        i: MIId,
        rev: &mut Vec<MIId>,
    ) -> Result<bool, CodegenError> {
        let ops = mf.operands(i);
        if ops.len() != 2 {
            return Ok(false);
        }
        let (
            MachineOperand::Reg {
                reg: d, sub_reg: 0, ..
            },
            MachineOperand::Reg {
                reg: s,
                flags: sf,
                sub_reg: 0,
            },
        ) = (ops[0], ops[1])
        else {
            return Ok(false);
        };
        if !s.is_virtual() || sf.has(RegFlags::UNDEF) {
            return Ok(false);
        }
        let sv = s.virt_reg_index();
        if d.is_virtual() {
            let dv = d.virt_reg_index();
            if !self.same_shape(sv, dv) || sv == dv {
                return Ok(false);
            }
            let du = self.assigned[dv as usize];
            if du == NONE && self.non_local[dv as usize] {
                // `%d` is only stored: store `%s`'s register into `%d`'s slot.
                let u = self.assign_use(sv, &UnitSet::default())?;
                let mut list = vec![Pending::SpillCopy(u, sv, dv)];
                list.append(&mut self.after_reloads);
                let made = self.materialize(mf, b, &list);
                rev.extend(made.iter().rev());
                return Ok(true);
            }
            if du != NONE && self.assigned[sv as usize] == NONE && self.non_local[sv as usize] {
                // `%s` dies here and is in its slot: load it into `%d`'s register.
                self.assigned[dv as usize] = NONE;
                self.state[du as usize] = FREE;
                let mut list = vec![Pending::ReloadCopy(du, sv, dv)];
                if self.non_local[dv as usize] || self.needs_spill[dv as usize] {
                    list.push(Pending::Spill(du, dv));
                }
                let made = self.materialize(mf, b, &list);
                rev.extend(made.iter().rev());
                return Ok(true);
            }
            return Ok(false);
        }
        if d.is_physical() && self.assigned[sv as usize] == NONE && self.non_local[sv as usize] {
            let (u, _) = self.units.of(d, self.tri);
            if u == NONE || self.view(u, self.class[sv as usize]) != d {
                return Ok(false);
            }
            // Load the argument straight into its register.
            self.evict(u);
            self.state[u as usize] = FREE;
            let mut list = vec![Pending::ReloadCopy(u, sv, PHYS)];
            list.append(&mut self.after_reloads);
            let made = self.materialize(mf, b, &list);
            rev.extend(made.iter().rev());
            return Ok(true);
        }
        Ok(false)
    }

    /// Allocates instruction `i` (walking up): appends it and what goes around it to `rev`
    /// in reverse order.
    fn instruction(
        &mut self,
        mf: &mut MachineFunction,
        b: MBBId,
        i: MIId,
        rev: &mut Vec<MIId>,
    ) -> Result<(), CodegenError> {
        let mut bufs = std::mem::take(&mut self.bufs);
        let r = self.instruction_in(mf, b, i, rev, &mut bufs);
        self.bufs = bufs;
        r
    }

    /// [`Fast::instruction`] on the work lists `bufs`.
    fn instruction_in(
        &mut self,
        mf: &mut MachineFunction,
        b: MBBId,
        i: MIId,
        rev: &mut Vec<MIId>,
        bufs: &mut InstrBufs,
    ) -> Result<(), CodegenError> {
        let InstrBufs {
            ops,
            defs,
            uses,
            op_unit,
            dead,
        } = bufs;
        let opcode = mf.instr(i).opcode;
        self.after_copies.clear();
        self.after_spills.clear();
        self.after_reloads.clear();
        self.before.clear();
        self.use_units = UnitSet::default();
        if opcode == target_opcode::COPY && self.fold_copy(mf, b, i, rev)? {
            return Ok(());
        }
        let desc = desc_of(self.tii, opcode);
        ops.clear();
        ops.extend_from_slice(mf.operands(i));
        let asm_ties = crate::inline_asm::tied_operands(opcode, ops);
        // Classify the operands.
        let mut phys_uses = UnitSet::default();
        let mut phys_defs = UnitSet::default();
        let mut phys_early = UnitSet::default();
        defs.clear();
        uses.clear();
        for (oi, op) in ops.iter().enumerate() {
            match *op {
                MachineOperand::Reg { reg, flags, .. } if reg.is_virtual() => {
                    let v = reg.virt_reg_index();
                    if flags.has(RegFlags::DEF) {
                        let tie = match desc.tied_to.get(oi) {
                            Some(&t) if t >= 0 => Some(t as usize),
                            _ => crate::inline_asm::tied_use(&asm_ties, oi),
                        };
                        defs.push((oi, v, tie, flags.has(RegFlags::EARLY_CLOBBER)));
                    } else {
                        uses.push((oi, v, flags.has(RegFlags::UNDEF)));
                    }
                }
                MachineOperand::Reg { reg, flags, .. } if reg.is_physical() => {
                    let set = self.units.of(reg, self.tri).1;
                    if flags.has(RegFlags::DEF) {
                        phys_defs.union(&set);
                        if flags.has(RegFlags::EARLY_CLOBBER) {
                            phys_early.union(&set);
                        }
                    } else {
                        phys_uses.union(&set);
                    }
                }
                MachineOperand::RegMask(m) => {
                    let set = self.units.mask(m, self.tri);
                    phys_defs.union(&set);
                }
                _ => {}
            }
        }
        op_unit.clear();
        op_unit.resize(ops.len(), NONE);
        // Units the uses may not take: early-clobber definitions, tied definitions.
        let mut blocked_use = phys_early;
        // 1. Definitions.
        let mut def_units = UnitSet::default();
        // A definition may share a register with a physical use (read first), unless it is
        // tied or early-clobber.
        let mut avoid_strict = phys_uses;
        avoid_strict.union(&phys_defs);
        dead.clear();
        for (n, &(oi, v, tie, early)) in defs.iter().enumerate() {
            let u = self.assigned[v as usize];
            if u == NONE {
                dead.push(n);
                continue;
            }
            self.assigned[v as usize] = NONE;
            self.state[u as usize] = FREE;
            let mut chosen = u;
            let avoid = if early || tie.is_some() {
                avoid_strict
            } else {
                phys_defs
            };
            if avoid.has(u) || def_units.has(u) {
                // Define it elsewhere and copy it back after the instruction.
                let mut av = avoid;
                av.union(&def_units);
                av.add(u);
                chosen = self.pick(self.ra_class(v), NONE, &av)?;
                self.after_copies.push(Pending::Copy {
                    to: u,
                    from: chosen,
                });
            }
            if self.non_local[v as usize] || self.needs_spill[v as usize] {
                self.after_spills.push(Pending::Spill(u, v));
            }
            op_unit[oi] = chosen;
            def_units.add(chosen);
            if early || tie.is_some() {
                blocked_use.add(chosen);
            }
        }
        for &n in dead.iter() {
            let (oi, v, tie, early) = defs[n];
            let mut av = if early || tie.is_some() {
                avoid_strict
            } else {
                phys_defs
            };
            av.union(&def_units);
            let u = self.pick(self.ra_class(v), self.hint[v as usize], &av)?;
            if self.non_local[v as usize] || self.needs_spill[v as usize] {
                self.after_spills.push(Pending::Spill(u, v));
            }
            op_unit[oi] = u;
            def_units.add(u);
            if early || tie.is_some() {
                blocked_use.add(u);
            }
        }
        // 2. Physical definitions and clobbers.
        for u in phys_defs.iter() {
            if self.state[u as usize] == PHYS {
                self.state[u as usize] = FREE;
            } else {
                self.evict(u);
            }
        }
        // 3. Physical uses.
        for u in phys_uses.iter() {
            self.evict(u);
            self.state[u as usize] = PHYS;
        }
        // 4. Tied uses: in their definition's unit.
        for &(doi, _, tie, _) in defs.iter() {
            let Some(t) = tie else { continue };
            let Some(&(uoi, v, undef)) = uses.iter().find(|e| e.0 == t) else {
                continue;
            };
            let du = op_unit[doi];
            op_unit[uoi] = du;
            self.use_units.add(du);
            if undef {
                continue;
            }
            if self.ra_class(v) != self.ra_class(defs.iter().find(|e| e.0 == doi).unwrap().1) {
                return Err(CodegenError::new(format!(
                    "{}: a tied operand in another register file",
                    desc.name
                )));
            }
            match self.assigned[v as usize] {
                NONE => {}
                u if u == du => continue,
                u => {
                    // Live below in `u`: copy it there before the instruction overwrites
                    // `du`.
                    self.before.push(Pending::Copy { to: u, from: du });
                    blocked_use.add(u);
                    self.state[u as usize] = FREE;
                }
            }
            if self.state[du as usize] != FREE {
                return Err(CodegenError::new(format!(
                    "{}: the tied register is not free",
                    desc.name
                )));
            }
            self.assigned[v as usize] = du;
            self.state[du as usize] = v;
        }
        // 5. The other uses.
        for &(oi, v, undef) in uses.iter() {
            if op_unit[oi] != NONE {
                continue;
            }
            let k = self.ra_class(v);
            let u = if undef {
                let mut av = blocked_use;
                av.union(&self.use_units);
                let u = self.pick(k, NONE, &av)?;
                self.use_units.add(u);
                u
            } else {
                self.assign_use(v, &blocked_use)?
            };
            self.use_units.add(u);
            op_unit[oi] = u;
        }
        // Rewrite the operands.
        for (oi, &u) in op_unit.iter().enumerate() {
            if u == NONE {
                continue;
            }
            if let MachineOperand::Reg { reg, .. } = ops[oi] {
                let v = reg.virt_reg_index();
                let r = view_of(
                    self.tri,
                    self.units.regs[u as usize],
                    self.class[v as usize],
                )?;
                if let MachineOperand::Reg { reg, .. } = &mut mf.operands_mut(i)[oi] {
                    *reg = r;
                }
                if let Some(rec) = self.record.as_mut() {
                    rec.tags.push((i, oi as u16, v));
                }
            }
        }
        if desc.is_terminator()
            && !(self.after_copies.is_empty()
                && self.after_spills.is_empty()
                && self.after_reloads.is_empty())
        {
            return Err(CodegenError::new(format!(
                "{}: a spill, reload or copy would follow a terminator",
                desc.name
            )));
        }
        // Emit: after (copies, spills, reloads), the instruction, before; in reverse.
        let mut after = std::mem::take(&mut self.after_copies);
        after.append(&mut self.after_spills);
        after.append(&mut self.after_reloads);
        let made = self.materialize(mf, b, &after);
        rev.extend(made.iter().rev());
        rev.push(i);
        let before = std::mem::take(&mut self.before);
        let made = self.materialize(mf, b, &before);
        rev.extend(made.iter().rev());
        self.after_copies = after;
        self.after_copies.clear();
        self.before = before;
        self.before.clear();
        Ok(())
    }
}

/// The deliberate fault of [`RegAllocFault::SwapUses`]: in the first instruction that reads
/// two different virtual registers from two different registers (and has no tied operands),
/// swap the two registers.
fn inject_swap(mf: &mut MachineFunction, tii: &dyn TargetInstrInfo, rec: &Record) {
    let mut tags = rec.tags.clone();
    tags.sort_by_key(|t| (t.0 .0, t.1));
    for g in tags.chunk_by(|a, b| a.0 == b.0) {
        let i = g[0].0;
        let opc = mf.instr(i).opcode;
        if opc == target_opcode::INLINEASM || desc_of(tii, opc).tied_to.iter().any(|&t| t >= 0) {
            continue;
        }
        let ops = mf.operands(i).to_vec();
        let plain_use = |k: u16| {
            matches!(ops[k as usize], MachineOperand::Reg { flags, .. }
                if !flags.has(RegFlags::DEF) && !flags.has(RegFlags::UNDEF))
        };
        for a in 0..g.len() {
            for c in a + 1..g.len() {
                let (ka, kc) = (g[a].1 as usize, g[c].1 as usize);
                let (ra, rc) = (ops[ka].get_reg(), ops[kc].get_reg());
                if plain_use(g[a].1) && plain_use(g[c].1) && g[a].2 != g[c].2 && ra != rc {
                    let o = mf.operands_mut(i);
                    o.swap(ka, kc);
                    // Keep each operand's flags in place: only the registers move.
                    let (fa, fc) = (ops[ka], ops[kc]);
                    o[ka] = fa;
                    o[kc] = fc;
                    if let (MachineOperand::Reg { reg, .. }, Some(r)) = (&mut o[ka], rc) {
                        *reg = r;
                    }
                    if let (MachineOperand::Reg { reg, .. }, Some(r)) = (&mut o[kc], ra) {
                        *reg = r;
                    }
                    return;
                }
            }
        }
    }
}

/// The register allocation checker: a forward dataflow over the allocated function `mf`
/// that tracks, for each allocation unit and spill slot, which virtual register's value it
/// holds (or a physical register's, or nothing known). A rewritten use must find its virtual
/// register's value in its register; a physical use must not find a virtual register's value
/// there (an argument overwritten before a call). Definitions, physical definitions and
/// register-mask clobbers, and the allocator's moves change the state; at a join a location
/// keeps a value only if every predecessor agrees.
fn check(
    mf: &MachineFunction,
    tii: &dyn TargetInstrInfo,
    tri: &dyn TargetRegisterInfo,
    units: &mut Units,
    rec: &Record,
    classes: &[RegClassId],
) -> Result<(), String> {
    let mut tags = rec.tags.clone();
    tags.sort_by_key(|t| (t.0 .0, t.1));
    let mut moves = rec.moves.clone();
    moves.sort_by_key(|m| m.0 .0);
    let cx = CheckCx {
        mf,
        tii,
        tri,
        nu: units.regs.len(),
        tags: &tags,
        moves: &moves,
    };
    let nlocs = cx.nu + classes.len();
    let nb = mf.blocks.len();
    let mut entry_state: Vec<Option<Vec<u32>>> = vec![None; nb];
    let entry = mf.layout[0];
    let mut init = vec![FREE; nlocs];
    for &r in &mf.block(entry).live_ins {
        for u in units.of(r, tri).1.iter() {
            init[u as usize] = PHYS;
        }
    }
    entry_state[entry.0 as usize] = Some(init);
    let order = crate::machine_loop_info::reverse_post_order_all(mf);
    let mut errs: Vec<String> = Vec::new();
    let mut settled = false;
    for _ in 0..1000 {
        let mut changed = false;
        for &b in &order {
            let Some(mut s) = entry_state[b.0 as usize].clone() else {
                continue;
            };
            cx.walk(b, &mut s, units, &mut errs);
            for &succ in &mf.block(b).succs {
                match &mut entry_state[succ.0 as usize] {
                    e @ None => {
                        *e = Some(s.clone());
                        changed = true;
                    }
                    Some(old) => {
                        for (x, y) in old.iter_mut().zip(&s) {
                            if *x != *y && *x != FREE {
                                *x = FREE;
                                changed = true;
                            }
                        }
                    }
                }
            }
        }
        errs.clear();
        if !changed {
            settled = true;
            break;
        }
    }
    if !settled {
        return Err("the dataflow did not settle".into());
    }
    // One more walk from the settled states, checking.
    for &b in &order {
        if let Some(mut s) = entry_state[b.0 as usize].clone() {
            cx.walk(b, &mut s, units, &mut errs);
        }
    }
    match errs.into_iter().next() {
        None => Ok(()),
        Some(e) => Err(e),
    }
}

/// What [`check`] walks the blocks with.
struct CheckCx<'a> {
    mf: &'a MachineFunction,
    tii: &'a dyn TargetInstrInfo,
    tri: &'a dyn TargetRegisterInfo,
    nu: usize,
    tags: &'a [(MIId, u16, u32)],
    moves: &'a [(MIId, Move)],
}

impl CheckCx<'_> {
    fn loc(&self, l: Loc) -> usize {
        match l {
            Loc::Unit(u) => u as usize,
            Loc::Slot(v) => self.nu + v as usize,
        }
    }

    /// Walks block `b` from state `s`, appending what is wrong to `errs`.
    fn walk(&self, b: MBBId, s: &mut [u32], units: &mut Units, errs: &mut Vec<String>) {
        let (mf, tri) = (self.mf, self.tri);
        // Units a physical definition (or the entry's live-ins) wrote in this block: a
        // physical use of one must find that value. Other physical uses read whatever the
        // register holds (an implicit use the instruction does not really read).
        let mut phys_written = UnitSet::default();
        if b == mf.layout[0] {
            for &r in &mf.block(b).live_ins {
                phys_written.union(&units.of(r, tri).1);
            }
        }
        for &i in &mf.block(b).insts {
            if let Ok(k) = self.moves.binary_search_by_key(&i.0, |m| m.0 .0) {
                let m = self.moves[k].1;
                let got = s[self.loc(m.from)];
                if m.expect != FREE && got != m.expect {
                    errs.push(format!(
                        "%bb.{}: a spill or reload expects %{} in {:?}, which holds {}",
                        b.0,
                        m.expect,
                        m.from,
                        show(got)
                    ));
                }
                s[self.loc(m.to)] = if m.value != FREE { m.value } else { got };
                continue;
            }
            let lo = self.tags.partition_point(|t| t.0 .0 < i.0);
            let hi = self.tags.partition_point(|t| t.0 .0 <= i.0);
            let my = &self.tags[lo..hi];
            let tagged = |oi: usize| my.iter().find(|t| t.1 as usize == oi).map(|t| t.2);
            let ops = mf.operands(i);
            let name = || desc_of(self.tii, mf.instr(i).opcode).name;
            for (oi, op) in ops.iter().enumerate() {
                let MachineOperand::Reg { reg, flags, .. } = *op else {
                    continue;
                };
                if flags.has(RegFlags::DEF) || flags.has(RegFlags::UNDEF) || !reg.is_physical() {
                    continue;
                }
                let (u, set) = units.of(reg, tri);
                match tagged(oi) {
                    Some(v) => {
                        let held = if u == NONE { FREE } else { s[u as usize] };
                        if held != v {
                            errs.push(format!(
                                "%bb.{}: {} reads %{v} from {}, which holds {}",
                                b.0,
                                name(),
                                tri.reg_name(reg),
                                show(held)
                            ));
                        }
                    }
                    None => {
                        for u in set.iter() {
                            if s[u as usize] < PHYS && phys_written.has(u) {
                                errs.push(format!(
                                    "%bb.{}: {} reads physical {}, which holds %{}",
                                    b.0,
                                    name(),
                                    tri.reg_name(reg),
                                    s[u as usize]
                                ));
                            }
                        }
                    }
                }
            }
            // Clobbers, then definitions.
            for (oi, op) in ops.iter().enumerate() {
                match *op {
                    MachineOperand::Reg { reg, flags, .. }
                        if flags.has(RegFlags::DEF)
                            && reg.is_physical()
                            && tagged(oi).is_none() =>
                    {
                        for u in units.of(reg, tri).1.iter() {
                            s[u as usize] = PHYS;
                            phys_written.add(u);
                        }
                    }
                    MachineOperand::RegMask(m) => {
                        for u in units.mask(m, tri).iter() {
                            s[u as usize] = FREE;
                        }
                    }
                    _ => {}
                }
            }
            for (oi, op) in ops.iter().enumerate() {
                if let (MachineOperand::Reg { reg, flags, .. }, Some(v)) = (*op, tagged(oi)) {
                    if flags.has(RegFlags::DEF) {
                        let (u, set) = units.of(reg, tri);
                        for x in set.iter() {
                            s[x as usize] = FREE;
                        }
                        if u != NONE {
                            s[u as usize] = v;
                        }
                    }
                }
            }
        }
    }
}

fn show(v: u32) -> String {
    match v {
        FREE => "no value".into(),
        PHYS => "a physical register's value".into(),
        v => format!("%{v}"),
    }
}

/// llc's `-regalloc=`: which allocator runs.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum RegAllocKind {
    /// `default`: the fast allocator at -O0, regalloc2 above.
    #[default]
    Default,
    /// `fast`: this module's allocator at every level.
    Fast,
    /// `greedy`: regalloc2's backtracking allocator (the adapter in [`crate::regalloc`]).
    Greedy,
    /// `basic`: as `greedy` (regalloc2 has one backtracking allocator).
    Basic,
}

impl RegAllocKind {
    /// The kind `-regalloc=<name>` names, if any.
    pub fn from_name(name: &str) -> Option<RegAllocKind> {
        Some(match name {
            "default" => RegAllocKind::Default,
            "fast" => RegAllocKind::Fast,
            "greedy" => RegAllocKind::Greedy,
            "basic" => RegAllocKind::Basic,
            _ => return None,
        })
    }

    /// Whether the fast allocator runs at `-O<opt_level>`.
    pub fn is_fast(self, opt_level: u8) -> bool {
        match self {
            RegAllocKind::Default => opt_level == 0,
            RegAllocKind::Fast => true,
            RegAllocKind::Greedy | RegAllocKind::Basic => false,
        }
    }
}

#[cfg(test)]
mod tests {
    //! A four-register test machine with an interpreter: allocated functions run and must
    //! compute what their SSA form computes; the checker must pass them and catch broken
    //! ones.
    use super::*;
    use crate::target::{instr_flags, InstrDesc, OperandKind};

    const LI: u32 = 0;
    const ADD: u32 = 1;
    const SUB: u32 = 2;
    /// `%d = ADDT %a, %b`: two-address (`%d` tied to `%a`).
    const ADDT: u32 = 3;
    const CALL: u32 = 4;
    const BNZ: u32 = 5;
    const J: u32 = 6;
    const RET: u32 = 7;
    const ST: u32 = 8;
    const LD: u32 = 9;

    const R: [Register; 5] = [
        Register(1),
        Register(2),
        Register(3),
        Register(4),
        Register(5),
    ];
    /// The call's mask preserves only r4 (the callee-saved register).
    const MASK: u32 = 0;

    struct Tm;

    static RRR: [OperandKind; 3] = [OperandKind::Reg(0); 3];
    static TIE: [i8; 3] = [1, -1, -1];

    impl TargetInstrInfo for Tm {
        fn desc(&self, opcode: u32) -> InstrDesc {
            use instr_flags::{BARRIER, BRANCH, CALL as CALLF, RETURN, TERMINATOR};
            let d = |name, ops: &'static [OperandKind], defs, flags| InstrDesc {
                num_defs: defs,
                ..InstrDesc::pseudo(name, ops, flags)
            };
            match opcode {
                LI => d("LI", &[OperandKind::Reg(0), OperandKind::Imm], 1, 0),
                ADD => d("ADD", &RRR, 1, 0),
                SUB => d("SUB", &RRR, 1, 0),
                ADDT => InstrDesc {
                    tied_to: &TIE,
                    ..d("ADDT", &RRR, 1, 0)
                },
                CALL => d("CALL", &[], 0, CALLF),
                BNZ => d(
                    "BNZ",
                    &[OperandKind::Reg(0), OperandKind::Imm],
                    0,
                    BRANCH | TERMINATOR,
                ),
                J => d("J", &[OperandKind::Imm], 0, BRANCH | BARRIER | TERMINATOR),
                RET => d("RET", &[], 0, RETURN | BARRIER | TERMINATOR),
                ST => d("ST", &[OperandKind::Reg(0), OperandKind::Imm], 0, 0),
                LD => d("LD", &[OperandKind::Reg(0), OperandKind::Imm], 1, 0),
                _ => unreachable!("not a test opcode"),
            }
        }
        fn copy_phys_reg(
            &self,
            mf: &mut MachineFunction,
            b: MBBId,
            pos: usize,
            d: Register,
            s: Register,
        ) {
            mf.insert_instr(
                b,
                pos,
                target_opcode::COPY,
                &[MachineOperand::reg_def(d), MachineOperand::reg_use(s)],
            );
        }
        fn store_reg_to_stack_slot(
            &self,
            mf: &mut MachineFunction,
            b: MBBId,
            pos: usize,
            r: Register,
            fi: i32,
            _: RegClassId,
        ) {
            mf.insert_instr(
                b,
                pos,
                ST,
                &[MachineOperand::reg_use(r), MachineOperand::FrameIndex(fi)],
            );
        }
        fn load_reg_from_stack_slot(
            &self,
            mf: &mut MachineFunction,
            b: MBBId,
            pos: usize,
            r: Register,
            fi: i32,
            _: RegClassId,
        ) {
            mf.insert_instr(
                b,
                pos,
                LD,
                &[MachineOperand::reg_def(r), MachineOperand::FrameIndex(fi)],
            );
        }
        fn insert_unconditional_branch(&self, mf: &mut MachineFunction, b: MBBId, t: MBBId) {
            mf.push_instr(b, J, &[MachineOperand::MBB(t)]);
        }
    }

    impl TargetRegisterInfo for Tm {
        fn reg_name(&self, reg: Register) -> String {
            format!("r{}", reg.0)
        }
        fn reg_class_name(&self, _: RegClassId) -> String {
            "gpr".into()
        }
        fn reg_class_contains(&self, _: RegClassId, reg: Register) -> bool {
            (1..=4).contains(&reg.0)
        }
        fn allocation_order(&self, _: RegClassId) -> &[Register] {
            &R[..4]
        }
        fn callee_saved_regs(&self) -> &[Register] {
            &R[3..4]
        }
        fn mask_preserves(&self, _: u32, reg: Register) -> bool {
            reg == R[3]
        }
        fn stack_pointer(&self) -> Register {
            R[4]
        }
        fn frame_pointer(&self) -> Register {
            R[4]
        }
        fn spill_size_align(&self, _: RegClassId) -> (u32, u32) {
            (8, 8)
        }
        fn ra_registers(&self, k: usize) -> (&[Register], &[Register]) {
            if k == 0 {
                (&R[..3], &R[3..4])
            } else {
                (&[], &[])
            }
        }
    }

    /// Runs allocated `mf` with `arg` in r1; a call leaves garbage in every register its
    /// mask clobbers and 100 in r1. Returns r1 at the return.
    fn run(mf: &MachineFunction, arg: i64) -> i64 {
        let mut regs = [0x5eed_i64; 6];
        regs[1] = arg;
        let mut slots = std::collections::HashMap::new();
        let mut b = mf.layout[0];
        let mut garbage = 1000;
        for _ in 0..100_000 {
            let mut next = None;
            for &i in &mf.block(b).insts {
                let ops = mf.operands(i);
                let r = |k: usize| ops[k].get_reg().expect("register").0 as usize;
                let imm = |k: usize| match ops[k] {
                    MachineOperand::Imm(v) => v,
                    MachineOperand::FrameIndex(f) => f as i64,
                    _ => panic!("not an immediate"),
                };
                match mf.instr(i).opcode {
                    LI => regs[r(0)] = imm(1),
                    ADD | ADDT => regs[r(0)] = regs[r(1)].wrapping_add(regs[r(2)]),
                    SUB => regs[r(0)] = regs[r(1)].wrapping_sub(regs[r(2)]),
                    target_opcode::COPY => regs[r(0)] = regs[r(1)],
                    ST => {
                        slots.insert(imm(1), regs[r(0)]);
                    }
                    LD => regs[r(0)] = *slots.get(&imm(1)).expect("a reload of a stored slot"),
                    CALL => {
                        for (k, x) in regs.iter_mut().enumerate().take(4).skip(1) {
                            garbage += 1;
                            *x = garbage + k as i64;
                        }
                        regs[1] = 100;
                    }
                    BNZ => {
                        if regs[r(0)] != 0 && next.is_none() {
                            let MachineOperand::MBB(t) = ops[1] else {
                                panic!()
                            };
                            next = Some(t);
                        }
                    }
                    J => {
                        if next.is_none() {
                            let MachineOperand::MBB(t) = ops[0] else {
                                panic!()
                            };
                            next = Some(t);
                        }
                    }
                    RET => return regs[1],
                    o => panic!("opcode {o} after allocation"),
                }
            }
            b = next.expect("a block ends in a branch");
        }
        panic!("no return")
    }

    fn v(mf: &mut MachineFunction) -> Register {
        mf.create_vreg(RegClassId(0))
    }
    fn def(r: Register) -> MachineOperand {
        MachineOperand::reg_def(r)
    }
    fn u(r: Register) -> MachineOperand {
        MachineOperand::reg_use(r)
    }
    fn imp(r: Register, flags: u8) -> MachineOperand {
        MachineOperand::reg(r, flags | RegFlags::IMPLICIT)
    }

    /// More values than registers, a two-address add, values live across a call.
    fn straight_line() -> MachineFunction {
        let mut mf = MachineFunction::new("straight");
        let b = mf.add_block("entry");
        mf.block_mut(b).live_ins.push(R[0]);
        let x: Vec<Register> = (0..13).map(|_| v(&mut mf)).collect();
        let p = |mf: &mut MachineFunction, op, ops: &[MachineOperand]| {
            mf.push_instr(b, op, ops);
        };
        p(&mut mf, target_opcode::COPY, &[def(x[0]), u(R[0])]);
        p(&mut mf, LI, &[def(x[1]), MachineOperand::Imm(7)]);
        p(&mut mf, LI, &[def(x[2]), MachineOperand::Imm(11)]);
        p(&mut mf, SUB, &[def(x[3]), u(x[0]), u(x[1])]);
        p(&mut mf, SUB, &[def(x[4]), u(x[2]), u(x[0])]);
        p(&mut mf, LI, &[def(x[5]), MachineOperand::Imm(13)]);
        p(&mut mf, ADD, &[def(x[6]), u(x[3]), u(x[4])]);
        p(&mut mf, ADDT, &[def(x[7]), u(x[5]), u(x[6])]);
        p(
            &mut mf,
            CALL,
            &[MachineOperand::RegMask(MASK), imp(R[0], RegFlags::DEF)],
        );
        p(&mut mf, target_opcode::COPY, &[def(x[8]), u(R[0])]);
        p(&mut mf, SUB, &[def(x[9]), u(x[7]), u(x[8])]);
        p(&mut mf, ADD, &[def(x[10]), u(x[9]), u(x[3])]);
        p(&mut mf, SUB, &[def(x[11]), u(x[10]), u(x[2])]);
        p(&mut mf, ADDT, &[def(x[12]), u(x[11]), u(x[1])]);
        p(&mut mf, target_opcode::COPY, &[def(R[0]), u(x[12])]);
        p(&mut mf, RET, &[imp(R[0], 0)]);
        mf
    }

    fn straight_line_value(a: i64) -> i64 {
        let (v3, v4) = (a - 7, 11 - a);
        let v7 = 13 + v3 + v4;
        v7 - 100 + v3 - 11 + 7
    }

    /// A loop whose PHIs swap values (`a, b = b, a + b`), counting `n` down.
    fn phi_loop() -> MachineFunction {
        let mut mf = MachineFunction::new("fib");
        let (b0, b1, b2) = (
            mf.add_block("entry"),
            mf.add_block("loop"),
            mf.add_block("exit"),
        );
        mf.add_successor(b0, b1);
        mf.add_successor(b1, b1);
        mf.add_successor(b1, b2);
        mf.block_mut(b0).live_ins.push(R[0]);
        let x: Vec<Register> = (0..9).map(|_| v(&mut mf)).collect();
        mf.push_instr(b0, target_opcode::COPY, &[def(x[0]), u(R[0])]);
        mf.push_instr(b0, LI, &[def(x[1]), MachineOperand::Imm(0)]);
        mf.push_instr(b0, LI, &[def(x[2]), MachineOperand::Imm(1)]);
        mf.push_instr(b0, J, &[MachineOperand::MBB(b1)]);
        let (m0, m1) = (MachineOperand::MBB(b0), MachineOperand::MBB(b1));
        mf.push_instr(
            b1,
            target_opcode::PHI,
            &[def(x[3]), u(x[1]), m0, u(x[4]), m1],
        );
        mf.push_instr(
            b1,
            target_opcode::PHI,
            &[def(x[4]), u(x[2]), m0, u(x[5]), m1],
        );
        mf.push_instr(
            b1,
            target_opcode::PHI,
            &[def(x[6]), u(x[0]), m0, u(x[7]), m1],
        );
        mf.push_instr(b1, ADD, &[def(x[5]), u(x[3]), u(x[4])]);
        mf.push_instr(b1, LI, &[def(x[8]), MachineOperand::Imm(-1)]);
        mf.push_instr(b1, ADD, &[def(x[7]), u(x[6]), u(x[8])]);
        mf.push_instr(b1, BNZ, &[u(x[7]), MachineOperand::MBB(b1)]);
        mf.push_instr(b1, J, &[MachineOperand::MBB(b2)]);
        mf.push_instr(b2, target_opcode::COPY, &[def(R[0]), u(x[4])]);
        mf.push_instr(b2, RET, &[imp(R[0], 0)]);
        mf
    }

    fn phi_loop_value(n: i64) -> i64 {
        let (mut a, mut b) = (0i64, 1i64);
        // The exit reads the PHI: `b` before the last iteration's update.
        for _ in 1..n {
            (a, b) = (b, a + b);
        }
        b
    }

    /// A diamond whose join has two PHIs: every predecessor of the join jumps only to it, so
    /// the PHI temporaries are carried in registers.
    fn diamond() -> (MachineFunction, MBBId) {
        let mut mf = MachineFunction::new("diamond");
        let b: Vec<MBBId> = ["entry", "then", "else", "join"]
            .iter()
            .map(|n| mf.add_block(*n))
            .collect();
        for (f, t) in [(0, 1), (0, 2), (1, 3), (2, 3)] {
            mf.add_successor(b[f], b[t]);
        }
        mf.block_mut(b[0]).live_ins.push(R[0]);
        let x: Vec<Register> = (0..8).map(|_| v(&mut mf)).collect();
        let m = |k: usize| MachineOperand::MBB(b[k]);
        mf.push_instr(b[0], target_opcode::COPY, &[def(x[0]), u(R[0])]);
        mf.push_instr(b[0], LI, &[def(x[1]), MachineOperand::Imm(5)]);
        mf.push_instr(b[0], LI, &[def(x[2]), MachineOperand::Imm(9)]);
        mf.push_instr(b[0], BNZ, &[u(x[0]), m(1)]);
        mf.push_instr(b[0], J, &[m(2)]);
        mf.push_instr(b[1], ADD, &[def(x[3]), u(x[0]), u(x[1])]);
        mf.push_instr(b[1], J, &[m(3)]);
        mf.push_instr(b[2], SUB, &[def(x[4]), u(x[2]), u(x[0])]);
        mf.push_instr(b[2], J, &[m(3)]);
        mf.push_instr(
            b[3],
            target_opcode::PHI,
            &[def(x[5]), u(x[3]), m(1), u(x[4]), m(2)],
        );
        mf.push_instr(
            b[3],
            target_opcode::PHI,
            &[def(x[6]), u(x[2]), m(1), u(x[1]), m(2)],
        );
        mf.push_instr(b[3], SUB, &[def(x[7]), u(x[5]), u(x[6])]);
        mf.push_instr(b[3], target_opcode::COPY, &[def(R[0]), u(x[7])]);
        mf.push_instr(b[3], RET, &[imp(R[0], 0)]);
        (mf, b[3])
    }

    fn diamond_value(n: i64) -> i64 {
        if n != 0 {
            n + 5 - 9
        } else {
            9 - n - 5
        }
    }

    fn cfg(checker: bool, fault: Option<RegAllocFault>) -> RegAllocConfig {
        RegAllocConfig {
            opt_level: 0,
            checker,
            fault,
        }
    }

    fn allocate(mut mf: MachineFunction, c: RegAllocConfig) -> Result<MachineFunction, String> {
        allocate_registers_fast(&mut mf, &Tm, &Tm, c, &mut FastScratch::default())
            .map_err(|e| e.msg)?;
        Ok(mf)
    }

    #[test]
    fn allocated_code_computes_what_the_ssa_form_computes() {
        let mf = allocate(straight_line(), cfg(true, None)).expect("allocates and checks");
        assert!(!mf.has_vregs && !mf.is_ssa);
        let spills = mf
            .all_instrs()
            .filter(|&(_, i)| mf.instr(i).opcode == ST)
            .count();
        assert!(
            spills > 0,
            "four registers for this many values need spills"
        );
        for a in [0, 1, -5, 1234] {
            assert_eq!(run(&mf, a), straight_line_value(a), "argument {a}");
        }
        let mf = allocate(phi_loop(), cfg(true, None)).expect("allocates and checks");
        for n in [1, 2, 5, 10] {
            assert_eq!(run(&mf, n), phi_loop_value(n), "n = {n}");
        }
        let (mf, join) = diamond();
        let mf = allocate(mf, cfg(true, None)).expect("allocates and checks");
        for n in [0, 1, 7, -3] {
            assert_eq!(run(&mf, n), diamond_value(n), "n = {n}");
        }
        let join_loads = mf
            .block(join)
            .insts
            .iter()
            .filter(|&&i| mf.instr(i).opcode == LD)
            .count();
        assert_eq!(join_loads, 0, "the PHIs arrive in registers");
    }

    #[test]
    fn the_checker_catches_a_wrong_allocation() {
        // Two operands read from each other's registers: wrong code, and the checker says so.
        let silent = allocate(straight_line(), cfg(false, Some(RegAllocFault::SwapUses)))
            .expect("without the checker nothing is checked");
        assert_ne!(
            run(&silent, 3),
            straight_line_value(3),
            "the fault changes the result"
        );
        let e = allocate(straight_line(), cfg(true, Some(RegAllocFault::SwapUses)))
            .expect_err("the checker reports the swapped operands");
        assert!(e.contains("checker failed in straight"), "{e}");
        // A reload deleted: the use after it reads a stale register.
        for make in [straight_line as fn() -> MachineFunction, phi_loop] {
            let mut mf = make();
            let r = allocate_with_tamper(
                &mut mf,
                &Tm,
                &Tm,
                cfg(true, None),
                &mut FastScratch::default(),
                &mut |mf, _| {
                    let (b, i) = mf
                        .all_instrs()
                        .find(|&(_, i)| mf.instr(i).opcode == LD)
                        .expect("a reload");
                    mf.block_mut(b).insts.retain(|&x| x != i);
                },
            );
            let e = r.expect_err("the checker reports the missing reload").msg;
            assert!(e.contains("checker failed"), "{e}");
        }
    }
}
