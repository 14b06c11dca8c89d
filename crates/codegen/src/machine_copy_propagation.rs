//! Machine copy propagation after register allocation (pass name `machine-cp`, LLVM's
//! `MachineCopyPropagation`), run above -O0 on the `COPY`s between physical registers that
//! register allocation leaves (its own moves and the program's copies it did not coalesce),
//! before `postrapseudos` turns them into the target's moves.
//!
//! In: a machine function with physical registers only (after `prologepilog`). Out: the same
//! function with fewer `COPY`s and the same behaviour:
//! - **backward propagation** (within a block): `T = op ...; ...; D = COPY T`, where `T` is
//!   dead after the copy and nothing between reads or writes `D`, becomes `D = op ...` and
//!   the copy goes; reads of `T` between read `D` (each must be an operand that takes `D`);
//! - **forward propagation** (over the CFG): a copy `D = COPY S` is *available* after it until
//!   something writes `D` or `S` (a definition of a register sharing a register unit with
//!   either, an implicit definition, a register mask that does not preserve either); at a
//!   block's entry the copies available at the end of every predecessor are (LLVM's pass is
//!   local; regalloc2's split live ranges move a value back and forth across loop edges, so
//!   kiln's looks across blocks). An explicit use of `D` reads `S` instead when the operand's
//!   class takes `S`; a copy whose destination already holds its source (`D = COPY S` again,
//!   or `S = COPY D`) is deleted; a copy from `D` copies from `S`;
//! - **dead copies**: a copy whose destination is dead after it (by a backward dataflow of
//!   physical-register liveness over register units, [`TargetRegisterInfo::reg_units`], so
//!   that a write or read of a sub-register is seen on the registers overlapping it) is
//!   deleted.
//!
//! Conservative where the facts are unclear: only registers of the allocator's register
//! files ([`TargetRegisterInfo::ra_registers`], and their views) are ever renamed or found
//! dead (reserved registers such as the stack pointer or the zero register are always live);
//! callee-saved registers are live at the function's exits; inline assembly ends every
//! available copy and is never rewritten; calls, tied operands, early-clobber definitions,
//! implicit operands and sub-register operands are never rewritten.

use crate::machine::{MBBId, MIId, MachineFunction, MachineOperand, RegFlags};
use crate::target::{
    desc_of, instr_flags, target_opcode, InstrDesc, OperandKind, RegClassId, TargetInstrInfo,
    TargetRegisterInfo,
};
use kiln_mc::register_info::Register;

/// How far back from a copy backward propagation looks for its source's definition.
const BACKWARD_WINDOW: usize = 64;

/// How many sweeps over the blocks forward propagation's dataflow may take.
const FORWARD_SWEEPS: usize = 32;

/// Runs machine copy propagation on `mf` (see the module documentation); returns how many
/// copies were removed. Does nothing to a function that still has virtual registers.
pub fn machine_copy_propagation(
    mf: &mut MachineFunction,
    tii: &dyn TargetInstrInfo,
    tri: &dyn TargetRegisterInfo,
) -> usize {
    if mf.has_vregs
        || mf.layout.is_empty()
        || !mf
            .all_instrs()
            .any(|(_, i)| mf.instr(i).opcode == target_opcode::COPY)
    {
        return 0;
    }
    let mut cx = Cx::new(tii, tri);
    let mut removed = 0;
    // A rewrite by one step can open another (a forwarded use makes a copy dead, a dead copy
    // lets a definition be renamed); two rounds reach nearly everything.
    for _ in 0..2 {
        let live_out = cx.live_outs(mf);
        let mut n = cx.backward(mf, &live_out);
        n += cx.forward(mf);
        let live_out = cx.live_outs(mf);
        let dead = cx.remove_dead_copies(mf, &live_out);
        removed += n + dead;
        if n + dead == 0 {
            break;
        }
    }
    removed
}

/// A set of register units.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct UnitSet(Vec<u64>);

impl UnitSet {
    fn insert(&mut self, u: u32) {
        let w = (u / 64) as usize;
        if self.0.len() <= w {
            self.0.resize(w + 1, 0);
        }
        self.0[w] |= 1 << (u % 64);
    }
    fn remove(&mut self, u: u32) {
        if let Some(w) = self.0.get_mut((u / 64) as usize) {
            *w &= !(1 << (u % 64));
        }
    }
    fn contains(&self, u: u32) -> bool {
        self.0
            .get((u / 64) as usize)
            .is_some_and(|w| w & (1 << (u % 64)) != 0)
    }
    fn union_with(&mut self, o: &UnitSet) {
        if self.0.len() < o.0.len() {
            self.0.resize(o.0.len(), 0);
        }
        for (a, b) in self.0.iter_mut().zip(&o.0) {
            *a |= b;
        }
    }
    fn subtract(&mut self, o: &UnitSet) {
        for (a, b) in self.0.iter_mut().zip(&o.0) {
            *a &= !b;
        }
    }
    /// Equality ignoring trailing empty words.
    fn same(&self, o: &UnitSet) -> bool {
        let n = self.0.len().max(o.0.len());
        (0..n).all(|k| self.0.get(k).copied().unwrap_or(0) == o.0.get(k).copied().unwrap_or(0))
    }
}

/// A copy available at a point: `dst` holds the value of `src`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Avail {
    dst: Register,
    src: Register,
}

/// One register operand or implicit register of an instruction, as the pass sees it.
#[derive(Copy, Clone, Debug)]
struct RegRef {
    reg: Register,
    def: bool,
}

/// The pass's context: the target, register units (cached per register), the allocator's
/// registers and the units of the registers whose liveness is tracked.
struct Cx<'a> {
    tii: &'a dyn TargetInstrInfo,
    tri: &'a dyn TargetRegisterInfo,
    /// Per physical register number: its units, a range of `flat` (end 0: not yet asked).
    unit_index: Vec<(u32, u32)>,
    flat: Vec<u32>,
    scratch: Vec<u32>,
    /// Allocation units with their allocator class, sorted by register.
    alloc: Vec<(Register, usize)>,
    /// Units of every allocation unit: the registers whose liveness is tracked.
    tracked: UnitSet,
    /// Units of the callee-saved registers (live at every exit).
    callee_saved: UnitSet,
    /// Per register mask: the tracked units it clobbers.
    mask_kills: Vec<(u32, UnitSet)>,
    /// Reused per-instruction register list.
    regs: Vec<RegRef>,
    masks: Vec<u32>,
    /// Backward propagation's reads of the source to rename: (position, operand).
    reads: Vec<(usize, usize)>,
}

impl<'a> Cx<'a> {
    fn new(tii: &'a dyn TargetInstrInfo, tri: &'a dyn TargetRegisterInfo) -> Cx<'a> {
        let mut cx = Cx {
            tii,
            tri,
            unit_index: Vec::new(),
            flat: Vec::new(),
            scratch: Vec::new(),
            alloc: Vec::new(),
            tracked: UnitSet::default(),
            callee_saved: UnitSet::default(),
            mask_kills: Vec::new(),
            regs: Vec::new(),
            masks: Vec::new(),
            reads: Vec::new(),
        };
        for k in 0..3 {
            let (p, np) = tri.ra_registers(k);
            for &r in p.iter().chain(np) {
                cx.alloc.push((r, k));
            }
        }
        cx.alloc.sort();
        for k in 0..cx.alloc.len() {
            let r = cx.alloc[k].0;
            for u in cx.units(r).to_vec() {
                cx.tracked.insert(u);
            }
        }
        for &r in tri.callee_saved_regs() {
            for u in cx.units(r).to_vec() {
                cx.callee_saved.insert(u);
            }
        }
        cx
    }

    /// Where the register units of physical `r` are in `flat` (looked up once).
    fn unit_range(&mut self, r: Register) -> std::ops::Range<usize> {
        let n = r.0 as usize;
        if self.unit_index.len() <= n {
            self.unit_index.resize(n + 1, (0, 0));
        }
        if self.unit_index[n].1 == 0 {
            self.scratch.clear();
            self.tri.reg_units(r, &mut self.scratch);
            let start = self.flat.len() as u32;
            self.flat.extend_from_slice(&self.scratch);
            self.unit_index[n] = (start, self.flat.len() as u32);
        }
        let (a, b) = self.unit_index[n];
        a as usize..b as usize
    }

    /// The register units of physical `r`.
    fn units(&mut self, r: Register) -> &[u32] {
        let range = self.unit_range(r);
        &self.flat[range]
    }

    fn overlap(&mut self, a: Register, b: Register) -> bool {
        if a == b {
            return true;
        }
        let ra = self.unit_range(a);
        let rb = self.unit_range(b);
        let ub = &self.flat[rb];
        self.flat[ra].iter().any(|u| ub.contains(u))
    }

    /// Whether any unit of `r` is in `set`.
    fn any_in(&mut self, r: Register, set: &UnitSet) -> bool {
        self.units(r).iter().any(|&u| set.contains(u))
    }

    /// Whether `r`'s liveness is tracked (every unit of it belongs to an allocation unit);
    /// an untracked register is always live.
    fn is_tracked(&mut self, r: Register) -> bool {
        let range = self.unit_range(r);
        let units = &self.flat[range];
        !units.is_empty() && units.iter().all(|&u| self.tracked.contains(u))
    }

    /// The allocator class of allocation unit `r`, or none when `r` is not one.
    fn alloc_class(&self, r: Register) -> Option<usize> {
        self.alloc
            .binary_search_by_key(&r, |e| e.0)
            .ok()
            .map(|k| self.alloc[k].1)
    }

    /// The register bank of `r` for copies: a `COPY` between two registers of one bank can
    /// be made from either to the other. An allocation unit's bank is its allocator class and
    /// smallest class; a register outside the allocator's files (the zero register, the stack
    /// pointer) is in the bank its smallest class's allocator class names.
    fn bank(&mut self, r: Register) -> Option<(usize, RegClassId)> {
        let rc = self.tri.minimal_phys_reg_class(r);
        if let Some(k) = self.alloc_class(r) {
            return Some((k, rc));
        }
        if self.is_tracked(r) {
            // A view of an allocation unit (W0 of X0): not tracked as a copy's register.
            return None;
        }
        Some((self.tri.ra_class(rc), rc))
    }

    /// Whether `D = COPY S` is a copy this pass tracks: `D` an allocation unit, `S` in its
    /// bank and not overlapping it.
    fn trackable_copy(&mut self, d: Register, s: Register) -> bool {
        d.is_physical()
            && s.is_physical()
            && self.alloc_class(d).is_some()
            && self.bank(d) == self.bank(s)
            && !self.overlap(d, s)
    }

    /// The tracked units register mask `m` clobbers.
    fn mask_kills(&mut self, m: u32) -> usize {
        if let Some(k) = self.mask_kills.iter().position(|e| e.0 == m) {
            return k;
        }
        let mut set = UnitSet::default();
        for k in 0..self.alloc.len() {
            let r = self.alloc[k].0;
            if !self.tri.mask_preserves(m, r) {
                for u in self.units(r).to_vec() {
                    set.insert(u);
                }
            }
        }
        self.mask_kills.push((m, set));
        self.mask_kills.len() - 1
    }

    /// Fills `self.regs` and `self.masks` with `i`'s registers (operands and the
    /// description's implicit ones) and register masks; returns its description.
    fn scan(&mut self, mf: &MachineFunction, i: MIId) -> InstrDesc {
        let desc = desc_of(self.tii, mf.instr(i).opcode);
        self.regs.clear();
        self.masks.clear();
        for op in mf.operands(i) {
            match *op {
                MachineOperand::Reg { reg, flags, .. } if reg.is_physical() => {
                    self.regs.push(RegRef {
                        reg,
                        def: flags.has(RegFlags::DEF),
                    });
                }
                MachineOperand::RegMask(m) => self.masks.push(m),
                _ => {}
            }
        }
        for &r in desc.implicit_uses {
            self.regs.push(RegRef {
                reg: Register(u32::from(r)),
                def: false,
            });
        }
        for &r in desc.implicit_defs {
            self.regs.push(RegRef {
                reg: Register(u32::from(r)),
                def: true,
            });
        }
        desc
    }

    /// Liveness transfer of `i`, backwards: `live` after `i` becomes `live` before it.
    fn transfer_live(&mut self, mf: &MachineFunction, i: MIId, live: &mut UnitSet) {
        self.scan(mf, i);
        for k in 0..self.masks.len() {
            let m = self.mask_kills(self.masks[k]);
            let kills = std::mem::take(&mut self.mask_kills[m].1);
            for (w, bits) in kills.0.iter().enumerate() {
                if let Some(x) = live.0.get_mut(w) {
                    *x &= !bits;
                }
            }
            self.mask_kills[m].1 = kills;
        }
        for k in 0..self.regs.len() {
            let RegRef { reg, def } = self.regs[k];
            if def {
                for x in self.unit_range(reg) {
                    live.remove(self.flat[x]);
                }
            }
        }
        for k in 0..self.regs.len() {
            let RegRef { reg, def } = self.regs[k];
            if !def {
                for x in self.unit_range(reg) {
                    live.insert(self.flat[x]);
                }
            }
        }
    }

    /// Physical-register liveness at the end of every block (by block id), over register
    /// units: a backward dataflow to a fixed point. At a block without successors the
    /// callee-saved registers are live (the caller reads them); what returns and tail calls
    /// read are their implicit uses.
    fn live_outs(&mut self, mf: &MachineFunction) -> Vec<UnitSet> {
        let n = mf.blocks.len();
        // Per block: the units it reads before writing them (gen) and the units it writes
        // (kill), from one backward scan; then live-in = gen | (live-out - kill).
        let mut gen: Vec<UnitSet> = vec![UnitSet::default(); n];
        let mut kill: Vec<UnitSet> = vec![UnitSet::default(); n];
        for &b in &mf.layout {
            let (g, k) = self.block_gen_kill(mf, b);
            gen[b.0 as usize] = g;
            kill[b.0 as usize] = k;
        }
        let mut live_in: Vec<UnitSet> = gen.clone();
        let mut live_out: Vec<UnitSet> = vec![UnitSet::default(); n];
        let mut changed = true;
        while changed {
            changed = false;
            for &b in mf.layout.iter().rev() {
                let bi = b.0 as usize;
                let mut out = UnitSet::default();
                let succs = &mf.block(b).succs;
                if succs.is_empty() {
                    out = self.callee_saved.clone();
                }
                for &s in succs {
                    out.union_with(&live_in[s.0 as usize]);
                }
                if out.same(&live_out[bi]) {
                    continue;
                }
                let mut live = out.clone();
                live_out[bi] = out;
                live.subtract(&kill[bi]);
                live.union_with(&gen[bi]);
                if !live.same(&live_in[bi]) {
                    live_in[bi] = live;
                    changed = true;
                }
            }
        }
        live_out
    }

    /// The units block `b` reads before writing them, and the units it writes.
    fn block_gen_kill(&mut self, mf: &MachineFunction, b: MBBId) -> (UnitSet, UnitSet) {
        let mut gen = UnitSet::default();
        let mut kill = UnitSet::default();
        for &i in mf.block(b).insts.iter().rev() {
            self.scan(mf, i);
            for k in 0..self.masks.len() {
                let m = self.mask_kills(self.masks[k]);
                gen.subtract(&self.mask_kills[m].1);
                kill.union_with(&self.mask_kills[m].1);
            }
            for k in 0..self.regs.len() {
                let RegRef { reg, def } = self.regs[k];
                if def {
                    for x in self.unit_range(reg) {
                        gen.remove(self.flat[x]);
                        kill.insert(self.flat[x]);
                    }
                }
            }
            for k in 0..self.regs.len() {
                let RegRef { reg, def } = self.regs[k];
                if !def {
                    for x in self.unit_range(reg) {
                        gen.insert(self.flat[x]);
                    }
                }
            }
        }
        (gen, kill)
    }

    /// Backward propagation in every block (see the module documentation).
    fn backward(&mut self, mf: &mut MachineFunction, live_out: &[UnitSet]) -> usize {
        let mut removed = 0;
        for b in mf.layout.clone() {
            let insts = mf.block(b).insts.clone();
            let mut dead = vec![false; insts.len()];
            let mut live = live_out[b.0 as usize].clone();
            for k in (0..insts.len()).rev() {
                if dead[k] {
                    continue;
                }
                let i = insts[k];
                if let Some((d, t)) = copy_regs(mf, i) {
                    if self.trackable_copy(d, t)
                        && self.alloc_class(t).is_some()
                        && !self.any_in(t, &live)
                    {
                        if let Some((j, oi)) = self.find_def(mf, &insts, k, d, t) {
                            if let MachineOperand::Reg { reg, flags, .. } =
                                &mut mf.operands_mut(insts[j])[oi]
                            {
                                *reg = d;
                                flags.0 &= !RegFlags::DEAD;
                            }
                            for &(x, xo) in &self.reads {
                                if let MachineOperand::Reg { reg, flags, .. } =
                                    &mut mf.operands_mut(insts[x])[xo]
                                {
                                    *reg = d;
                                    flags.0 &= !RegFlags::KILL;
                                }
                            }
                            dead[k] = true;
                            removed += 1;
                            // `T = COPY D; ...; D = COPY T`: D already holds the value.
                            if copy_regs(mf, insts[j]).is_some_and(|(x, y)| x == y) {
                                dead[j] = true;
                                removed += 1;
                            }
                            continue;
                        }
                    }
                }
                self.transfer_live(mf, i, &mut live);
            }
            if dead.contains(&true) {
                let kept: Vec<MIId> = insts
                    .iter()
                    .zip(&dead)
                    .filter(|e| !*e.1)
                    .map(|e| *e.0)
                    .collect();
                mf.block_mut(b).insts = kept;
            }
        }
        removed
    }

    /// For the copy `D = COPY T` at `insts[k]`: the instruction defining `T` that can define
    /// `D` instead, with the operand index, if nothing between it and the copy reads or writes
    /// `D` and every read of `T` between can read `D` (those are left in `self.reads`).
    fn find_def(
        &mut self,
        mf: &MachineFunction,
        insts: &[MIId],
        k: usize,
        d: Register,
        t: Register,
    ) -> Option<(usize, usize)> {
        self.reads.clear();
        for j in (k.saturating_sub(BACKWARD_WINDOW)..k).rev() {
            let i = insts[j];
            let desc = self.scan(mf, i);
            if mf.instr(i).opcode == target_opcode::INLINEASM {
                return None;
            }
            for &m in &self.masks {
                if !self.tri.mask_preserves(m, d) || !self.tri.mask_preserves(m, t) {
                    return None;
                }
            }
            let mut defines_t = false;
            for k in 0..self.regs.len() {
                let r = self.regs[k];
                defines_t |= r.def && self.overlap(r.reg, t);
            }
            if defines_t {
                return self.renamable_def(mf, i, &desc, d, t).map(|oi| (j, oi));
            }
            let mut reads_t = false;
            for k in 0..self.regs.len() {
                let r = self.regs[k];
                if self.overlap(r.reg, d) {
                    return None;
                }
                reads_t |= !r.def && self.overlap(r.reg, t);
            }
            if reads_t && !self.renamable_reads(mf, i, j, &desc, d, t) {
                return None;
            }
        }
        None
    }

    /// Whether every read of `t` by `i` (at `j` in its block) is an operand that may read `d`
    /// instead; if so, they are added to `self.reads`.
    fn renamable_reads(
        &mut self,
        mf: &MachineFunction,
        i: MIId,
        j: usize,
        desc: &InstrDesc,
        d: Register,
        t: Register,
    ) -> bool {
        let opc = mf.instr(i).opcode;
        if (target_opcode::is_generic(opc) && opc != target_opcode::COPY)
            || desc.has(instr_flags::CALL)
        {
            return false;
        }
        for &r in desc.implicit_uses {
            if self.overlap(Register(u32::from(r)), t) {
                return false;
            }
        }
        if opc == target_opcode::COPY {
            // `x = COPY t` becomes `x = COPY d`.
            let Some((x, s)) = copy_regs(mf, i) else {
                return false;
            };
            if s != t || !(x == d || self.trackable_copy(x, d)) {
                return false;
            }
            self.reads.push((j, 1));
            return true;
        }
        for (oi, op) in mf.operands(i).iter().enumerate() {
            let MachineOperand::Reg {
                reg,
                flags,
                sub_reg,
            } = *op
            else {
                continue;
            };
            if flags.has(RegFlags::DEF) || !self.overlap(reg, t) {
                continue;
            }
            let ok = reg == t
                && sub_reg == 0
                && !flags.has(RegFlags::IMPLICIT)
                && !flags.has(RegFlags::UNDEF)
                && !is_tied(desc, oi)
                && matches!(desc.operands.get(oi), Some(OperandKind::Reg(rc))
                    if self.tri.ra_view(RegClassId(*rc)) == 0
                        && self.tri.reg_class_contains(RegClassId(*rc), d));
            if !ok {
                return false;
            }
            self.reads.push((j, oi));
        }
        true
    }

    /// The operand of `i` that defines `t` and may define `d` instead: the only definition
    /// overlapping `t` or `d`, explicit, exactly `t`, neither tied nor early-clobber, of a
    /// class holding `d` (for a `COPY`, its source in `d`'s bank), in an instruction that is
    /// not a call, a terminator, inline asm or another generic opcode.
    fn renamable_def(
        &mut self,
        mf: &MachineFunction,
        i: MIId,
        desc: &InstrDesc,
        d: Register,
        t: Register,
    ) -> Option<usize> {
        let opc = mf.instr(i).opcode;
        if (target_opcode::is_generic(opc) && opc != target_opcode::COPY)
            || desc.has(instr_flags::CALL)
            || desc.is_terminator()
            || desc.has(instr_flags::EARLY_CLOBBER_DEFS)
        {
            return None;
        }
        let mut found = None;
        for (oi, op) in mf.operands(i).iter().enumerate() {
            let MachineOperand::Reg {
                reg,
                flags,
                sub_reg,
            } = *op
            else {
                continue;
            };
            if !flags.has(RegFlags::DEF) || !(self.overlap(reg, t) || self.overlap(reg, d)) {
                continue;
            }
            if found.is_some()
                || reg != t
                || sub_reg != 0
                || flags.has(RegFlags::IMPLICIT)
                || flags.has(RegFlags::EARLY_CLOBBER)
                || is_tied(desc, oi)
            {
                return None;
            }
            found = Some(oi);
        }
        for &r in desc.implicit_defs {
            let r = Register(u32::from(r));
            if self.overlap(r, t) || self.overlap(r, d) {
                return None;
            }
        }
        let oi = found?;
        if opc == target_opcode::COPY {
            let (_, s) = copy_regs(mf, i)?;
            return (s == d || self.trackable_copy(d, s)).then_some(oi);
        }
        match desc.operands.get(oi) {
            Some(OperandKind::Reg(rc))
                if self.tri.ra_view(RegClassId(*rc)) == 0
                    && self.tri.reg_class_contains(RegClassId(*rc), d) =>
            {
                Some(oi)
            }
            _ => None,
        }
    }

    /// Forward propagation over the CFG: the available copies at every block's entry to a
    /// fixed point (the intersection over the predecessors), then the rewrite.
    fn forward(&mut self, mf: &mut MachineFunction) -> usize {
        let n = mf.blocks.len();
        let rpo = reverse_postorder(mf);
        // None: not computed yet (every copy, for the intersection). A block outside the
        // layout never runs: nothing is available at its end.
        let mut out: Vec<Option<Vec<Avail>>> = vec![Some(Vec::new()); n];
        for &b in &mf.layout {
            out[b.0 as usize] = None;
        }
        let mut avail = Vec::new();
        // Any fixed point is sound (by induction over paths from the entry, each transfer
        // keeping only true facts); a function that does not settle within the limit is
        // propagated block by block only.
        let mut changed = true;
        let mut sweeps = 0;
        while changed && sweeps < FORWARD_SWEEPS {
            sweeps += 1;
            changed = false;
            for &b in &rpo {
                self.entry_avail(mf, b, &out, &mut avail);
                let insts = mf.block(b).insts.clone();
                for &i in &insts {
                    self.transfer_avail(mf, i, &mut avail, false);
                }
                avail.sort();
                if out[b.0 as usize].as_ref() != Some(&avail) {
                    out[b.0 as usize] = Some(avail.clone());
                    changed = true;
                }
            }
        }
        if changed {
            out.iter_mut().for_each(|o| *o = Some(Vec::new()));
        }
        let mut removed = 0;
        for &b in &rpo {
            self.entry_avail(mf, b, &out, &mut avail);
            let insts = mf.block(b).insts.clone();
            let mut kept = Vec::with_capacity(insts.len());
            for &i in &insts {
                if self.transfer_avail(mf, i, &mut avail, true) {
                    kept.push(i);
                } else {
                    removed += 1;
                }
            }
            if kept.len() != insts.len() {
                mf.block_mut(b).insts = kept;
            }
        }
        removed
    }

    /// The copies available at `b`'s entry: the intersection of its predecessors' (none at
    /// the entry block, an address-taken block or a block without predecessors).
    fn entry_avail(
        &self,
        mf: &MachineFunction,
        b: MBBId,
        out: &[Option<Vec<Avail>>],
        avail: &mut Vec<Avail>,
    ) {
        avail.clear();
        let blk = mf.block(b);
        if mf.layout.first() == Some(&b) || blk.address_taken || blk.preds.is_empty() {
            return;
        }
        let mut first = true;
        for p in &blk.preds {
            let Some(po) = &out[p.0 as usize] else {
                continue;
            };
            if first {
                avail.extend_from_slice(po);
                first = false;
            } else {
                avail.retain(|a| po.binary_search(a).is_ok());
            }
        }
    }

    /// Forward transfer of `i` over the available copies; with `apply`, rewrites `i`'s uses.
    /// Returns false when `i` is a redundant copy (deleted when applying).
    fn transfer_avail(
        &mut self,
        mf: &mut MachineFunction,
        i: MIId,
        avail: &mut Vec<Avail>,
        apply: bool,
    ) -> bool {
        if let Some((d, s)) = copy_regs(mf, i) {
            // Read the source's source when `s` holds a copy of it.
            let mut src = s;
            if let Some(a) = avail.iter().find(|a| a.dst == s) {
                if self.trackable_copy(d, a.src) {
                    src = a.src;
                }
            }
            // `d` already holds the value: it is the source, or a copy of it (either way).
            let holds = |x: Register| {
                x == d
                    || avail.contains(&Avail { dst: d, src: x })
                    || avail.contains(&Avail { dst: x, src: d })
            };
            if holds(src) || holds(s) {
                return false;
            }
            if apply && src != s {
                if let MachineOperand::Reg { reg, flags, .. } = &mut mf.operands_mut(i)[1] {
                    *reg = src;
                    flags.0 &= !RegFlags::KILL;
                }
            }
            self.clobber(d, avail);
            if self.trackable_copy(d, src) {
                avail.push(Avail { dst: d, src });
            }
            return true;
        }
        let opc = mf.instr(i).opcode;
        if opc == target_opcode::INLINEASM {
            avail.clear();
            return true;
        }
        let desc = self.scan(mf, i);
        if apply && !avail.is_empty() {
            self.forward_uses(mf, i, &desc, avail);
        }
        if desc.has(instr_flags::CALL) && self.masks.is_empty() {
            avail.clear();
            return true;
        }
        for &m in &self.masks {
            let tri = self.tri;
            avail.retain(|a| tri.mask_preserves(m, a.dst) && tri.mask_preserves(m, a.src));
        }
        for k in 0..self.regs.len() {
            let r = self.regs[k];
            if r.def {
                self.clobber(r.reg, avail);
            }
        }
        true
    }

    /// Drops the copies a definition of `r` ends.
    fn clobber(&mut self, r: Register, avail: &mut Vec<Avail>) {
        let mut k = 0;
        while k < avail.len() {
            let a = avail[k];
            if self.overlap(a.dst, r) || self.overlap(a.src, r) {
                avail.swap_remove(k);
            } else {
                k += 1;
            }
        }
    }

    /// Rewrites the explicit uses of `i` that read an available copy's destination to read
    /// its source (or the same view of it), where the operand's class takes that register.
    fn forward_uses(
        &mut self,
        mf: &mut MachineFunction,
        i: MIId,
        desc: &InstrDesc,
        avail: &[Avail],
    ) {
        let opc = mf.instr(i).opcode;
        if target_opcode::is_generic(opc) || desc.has(instr_flags::CALL) {
            return;
        }
        let early = desc.has(instr_flags::EARLY_CLOBBER_DEFS)
            || mf.operands(i).iter().any(|o| {
                matches!(o, MachineOperand::Reg { flags, .. } if flags.has(RegFlags::DEF) && flags.has(RegFlags::EARLY_CLOBBER))
            });
        if early {
            return;
        }
        let nops = mf.operands(i).len();
        for oi in 0..nops {
            let MachineOperand::Reg {
                reg,
                flags,
                sub_reg: 0,
            } = mf.operands(i)[oi]
            else {
                continue;
            };
            if flags.has(RegFlags::DEF)
                || flags.has(RegFlags::IMPLICIT)
                || flags.has(RegFlags::UNDEF)
                || !reg.is_physical()
                || is_tied(desc, oi)
            {
                continue;
            }
            let Some(OperandKind::Reg(rc)) = desc.operands.get(oi).copied() else {
                continue;
            };
            let rc = RegClassId(rc);
            let view = self.tri.ra_view(rc);
            let mut new = None;
            for a in avail {
                if self.alloc_class(a.src).is_none() {
                    continue;
                }
                if view == 0 {
                    if a.dst == reg {
                        new = Some(a.src);
                        break;
                    }
                } else if self.tri.get_sub_reg(a.dst, view) == Some(reg) {
                    new = self.tri.get_sub_reg(a.src, view);
                    break;
                }
            }
            let Some(new) = new else { continue };
            if !self.tri.reg_class_contains(rc, new) {
                continue;
            }
            if let MachineOperand::Reg { reg, flags, .. } = &mut mf.operands_mut(i)[oi] {
                *reg = new;
                flags.0 &= !RegFlags::KILL;
            }
        }
    }

    /// Deletes every copy whose destination is dead after it (and every copy of a register
    /// to itself).
    fn remove_dead_copies(&mut self, mf: &mut MachineFunction, live_out: &[UnitSet]) -> usize {
        let mut removed = 0;
        for b in mf.layout.clone() {
            let insts = mf.block(b).insts.clone();
            let mut live = live_out[b.0 as usize].clone();
            let mut kept_rev = Vec::with_capacity(insts.len());
            for &i in insts.iter().rev() {
                if let Some((d, s)) = copy_regs(mf, i) {
                    if d == s || (self.is_tracked(d) && !self.any_in(d, &live)) {
                        removed += 1;
                        continue;
                    }
                }
                self.transfer_live(mf, i, &mut live);
                kept_rev.push(i);
            }
            if kept_rev.len() != insts.len() {
                kept_rev.reverse();
                mf.block_mut(b).insts = kept_rev;
            }
        }
        removed
    }
}

/// `(destination, source)` of `i` when it is `D = COPY S` between physical registers, without
/// sub-register indices or undef reads.
fn copy_regs(mf: &MachineFunction, i: MIId) -> Option<(Register, Register)> {
    if mf.instr(i).opcode != target_opcode::COPY {
        return None;
    }
    match mf.operands(i) {
        [MachineOperand::Reg {
            reg: d,
            flags: df,
            sub_reg: 0,
        }, MachineOperand::Reg {
            reg: s,
            flags: sf,
            sub_reg: 0,
        }] if d.is_physical()
            && s.is_physical()
            && df.has(RegFlags::DEF)
            && !sf.has(RegFlags::DEF)
            && !sf.has(RegFlags::UNDEF) =>
        {
            Some((*d, *s))
        }
        _ => None,
    }
}

/// Whether operand `oi` is tied to another (either side of a two-address pair).
fn is_tied(desc: &InstrDesc, oi: usize) -> bool {
    desc.tied_to.get(oi).is_some_and(|&t| t >= 0)
        || desc.tied_to.iter().any(|&t| t >= 0 && t as usize == oi)
}

/// The layout's blocks reachable from the entry in reverse postorder, then the others in
/// layout order.
fn reverse_postorder(mf: &MachineFunction) -> Vec<MBBId> {
    let n = mf.blocks.len();
    let mut seen = vec![false; n];
    let mut post = Vec::with_capacity(mf.layout.len());
    let entry = mf.layout[0];
    let mut stack: Vec<(MBBId, usize)> = vec![(entry, 0)];
    seen[entry.0 as usize] = true;
    while let Some(top) = stack.last_mut() {
        let (b, k) = *top;
        if let Some(&s) = mf.block(b).succs.get(k) {
            top.1 += 1;
            if !seen[s.0 as usize] {
                seen[s.0 as usize] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    post.reverse();
    for &b in &mf.layout {
        if !seen[b.0 as usize] {
            seen[b.0 as usize] = true;
            post.push(b);
        }
    }
    post
}
