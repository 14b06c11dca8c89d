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
//!   class takes `S` (a load's or store's base, described as `Any` since it is a frame index
//!   before frame lowering, when `S` is an allocation unit of `D`'s allocator class); a copy whose destination already holds its source (`D = COPY S` again,
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
//!
//! Cost: every instruction's registers are gathered once (`Cx::summarize_all`, again only
//! for an instruction that is rewritten) with its block's facts (liveness gen/kill over
//! units, register masks, whether something ends every available copy); both dataflows run
//! over those facts, recomputed only for the blocks that changed, and the per-instruction
//! scans (the backward scan for dead copies and backward propagation, the forward rewrite)
//! visit only the blocks holding a `COPY` (or, forward, reached by an available copy), from
//! their first `COPY` on.

use crate::machine::{MBBId, MIId, MachineFunction, MachineOperand, RegFlags};
use crate::target::{
    desc_of, instr_flags, target_opcode, InstrDesc, OperandKind, RegClassId, TargetInstrInfo,
    TargetRegisterInfo,
};
use kiln_mc::register_info::Register;

/// How far back from a copy backward propagation looks for its source's definition.
const BACKWARD_WINDOW: usize = 64;

/// Opcodes (counted from 0, or from `target_opcode::FIRST`) below this have their
/// description's facts cached.
const OP_CACHE_LIMIT: usize = 1 << 16;

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
    cx.summarize_all(mf);
    let mut removed = 0;
    // A rewrite by one step can open another (a forwarded use makes a copy dead, a dead copy
    // lets a definition be renamed): the backward scan (dead copies and backward
    // propagation) and forward propagation alternate, at most twice each and then a last
    // backward scan, while they find something.
    for round in 0..3 {
        let live_out = cx.live_outs(mf);
        cx.rewrites = 0;
        removed += cx.backward(mf, &live_out);
        let backward_changed = cx.rewrites != 0;
        if round == 2 {
            break;
        }
        cx.rewrites = 0;
        removed += cx.forward(mf);
        if cx.rewrites == 0 && (!backward_changed || round == 1) {
            break;
        }
    }
    removed
}

/// A set of register units.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct UnitSet(Vec<u64>);

impl UnitSet {
    #[inline]
    fn insert(&mut self, u: u32) {
        let w = (u / 64) as usize;
        if let Some(x) = self.0.get_mut(w) {
            *x |= 1 << (u % 64);
        } else {
            self.0.resize(w + 1, 0);
            self.0[w] |= 1 << (u % 64);
        }
    }
    #[inline]
    fn remove(&mut self, u: u32) {
        if let Some(w) = self.0.get_mut((u / 64) as usize) {
            *w &= !(1 << (u % 64));
        }
    }
    #[inline]
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
    fn clear(&mut self) {
        self.0.iter_mut().for_each(|w| *w = 0);
    }
    /// Makes `self` equal to `o` (without allocating when it is large enough).
    fn assign(&mut self, o: &UnitSet) {
        self.clear();
        self.union_with(o);
    }
    /// Sets `self` to `gen | (out - kill)`; returns whether that changed it.
    fn grow_to(&mut self, out: &UnitSet, kill: &UnitSet, gen: &UnitSet) -> bool {
        let n = out.0.len().max(gen.0.len());
        if self.0.len() < n {
            self.0.resize(n, 0);
        }
        let mut changed = false;
        for (k, w) in self.0.iter_mut().enumerate() {
            let o = out.0.get(k).copied().unwrap_or(0);
            let x = kill.0.get(k).copied().unwrap_or(0);
            let g = gen.0.get(k).copied().unwrap_or(0);
            let new = g | (o & !x);
            changed |= new != *w;
            *w = new;
        }
        changed
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

/// What a register reference of an instruction does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum RefKind {
    Use,
    Def,
    /// A register mask operand (`reg` holds the mask's number).
    Mask,
}

/// One register operand, implicit register or register mask of an instruction, as the pass
/// sees it, with the register's units (a range of [`Cx::flat`]; for a mask, `lo` is its
/// entry in [`Cx::mask_kills`]).
#[derive(Copy, Clone, Debug)]
struct RegRef {
    reg: Register,
    kind: RefKind,
    lo: u32,
    hi: u32,
}

/// An instruction's references: a range of [`Cx::refs`], and whether it is inline assembly,
/// a call, or has a register mask.
#[derive(Copy, Clone, Debug, Default)]
struct Summary {
    start: u32,
    len: u32,
    asm: bool,
    call: bool,
    masked: bool,
}

/// Per block: what the dataflows need of it, from one backward scan of its references.
#[derive(Clone, Debug, Default)]
struct BlockFacts {
    /// Units it reads before writing them (live at its entry whatever follows).
    gen: UnitSet,
    /// Units it writes, register masks included: a copy available at its entry that names
    /// one of them ends in it, and liveness does not pass through them.
    kill: UnitSet,
    /// Its register masks (for the registers outside the tracked ones).
    masks: Vec<u32>,
    /// Whether something in it ends every available copy (inline asm, a call without mask).
    barrier: bool,
}

/// A physical register's allocator class (when it is an allocation unit) and copy bank.
#[derive(Copy, Clone, Debug)]
struct RegInfo {
    alloc: Option<usize>,
    bank: Option<(usize, RegClassId)>,
}

/// What the pass needs of an opcode's description: its implicit registers (a range of
/// [`Cx::implicit`], uses first) and whether it is a call.
#[derive(Copy, Clone, Debug)]
struct OpInfo {
    start: u32,
    uses: u16,
    defs: u16,
    call: bool,
}

/// The pass's context: the target, register units (cached per register), the allocator's
/// registers, the units of the registers whose liveness is tracked, and every instruction's
/// registers (gathered once per function and updated when an instruction is rewritten).
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
    /// Every instruction's references; `at` (by instruction id) says where each one's are.
    refs: Vec<RegRef>,
    at: Vec<Summary>,
    /// Per block (by id): its facts, when still valid.
    facts: Vec<Option<BlockFacts>>,
    /// Per target opcode, and per generic opcode: what its description says, once asked.
    ops: Vec<Option<OpInfo>>,
    generic_ops: Vec<Option<OpInfo>>,
    implicit: Vec<Register>,
    /// Per physical register number: its allocator class and copy bank, once asked.
    reg_info: Vec<Option<RegInfo>>,
    /// Backward propagation's reads of the source to rename: (position, operand).
    reads: Vec<(usize, usize)>,
    /// Per physical register number: 1 when a unit of it is tracked, 2 when none is, 0 when
    /// not yet asked.
    touches: Vec<u8>,
    /// How many instructions were rewritten or blocks changed (since last reset).
    rewrites: usize,
    /// Words in a [`UnitSet`] holding every unit seen so far (sets made this size do not
    /// grow).
    words: usize,
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
            refs: Vec::new(),
            at: Vec::new(),
            facts: Vec::new(),
            ops: Vec::new(),
            generic_ops: Vec::new(),
            implicit: Vec::new(),
            reg_info: Vec::new(),
            reads: Vec::new(),
            words: 0,
            rewrites: 0,
            touches: Vec::new(),
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

    /// Gathers the references of every instruction of `mf`'s layout, and every block's
    /// facts.
    fn summarize_all(&mut self, mf: &MachineFunction) {
        self.at = vec![Summary::default(); mf.num_instr_ids()];
        self.refs.clear();
        self.refs.reserve(mf.num_instr_ids() * 4);
        self.facts = vec![None; mf.blocks.len()];
        for &b in &mf.layout {
            let mut facts = BlockFacts {
                gen: self.unit_set(),
                kill: self.unit_set(),
                ..BlockFacts::default()
            };
            for &i in mf.block(b).insts.iter().rev() {
                self.summarize(mf, i);
                self.add_facts(i, &mut facts);
            }
            self.facts[b.0 as usize] = Some(facts);
        }
    }

    /// An empty set of units, sized for every unit seen.
    fn unit_set(&self) -> UnitSet {
        UnitSet(vec![0; self.words])
    }

    /// Makes sure every block of the layout has its facts (those of the blocks changed
    /// since they were gathered are gathered again).
    fn update_facts(&mut self, mf: &MachineFunction) {
        for &b in &mf.layout {
            if self.facts[b.0 as usize].is_none() {
                let mut facts = BlockFacts {
                    gen: self.unit_set(),
                    kill: self.unit_set(),
                    ..BlockFacts::default()
                };
                for &i in mf.block(b).insts.iter().rev() {
                    self.add_facts(i, &mut facts);
                }
                self.facts[b.0 as usize] = Some(facts);
            }
        }
    }

    /// Adds instruction `i`, which comes before the instructions already added, to `facts`.
    #[inline]
    fn add_facts(&self, i: MIId, facts: &mut BlockFacts) {
        let sm = self.at[i.0 as usize];
        let refs = &self.refs[sm.start as usize..(sm.start + sm.len) as usize];
        for r in refs {
            match r.kind {
                RefKind::Mask => {
                    let kills = &self.mask_kills[r.lo as usize].1;
                    facts.gen.subtract(kills);
                    facts.kill.union_with(kills);
                    if !facts.masks.contains(&r.reg.0) {
                        facts.masks.push(r.reg.0);
                    }
                }
                RefKind::Def => {
                    for &u in &self.flat[r.lo as usize..r.hi as usize] {
                        facts.gen.remove(u);
                        facts.kill.insert(u);
                    }
                }
                RefKind::Use => {}
            }
        }
        for r in refs {
            if r.kind == RefKind::Use {
                for &u in &self.flat[r.lo as usize..r.hi as usize] {
                    facts.gen.insert(u);
                }
            }
        }
        if sm.asm || (sm.call && !sm.masked) {
            facts.barrier = true;
        }
    }

    /// What the description of `opc` says (looked up once).
    fn op_info(&mut self, opc: u32) -> OpInfo {
        // Target opcodes are small numbers; kiln's own are numbered from
        // `target_opcode::FIRST`.
        let generic = opc >= target_opcode::FIRST;
        let k = if generic {
            (opc - target_opcode::FIRST) as usize
        } else {
            opc as usize
        };
        let table = if generic {
            &self.generic_ops
        } else {
            &self.ops
        };
        if let Some(Some(info)) = table.get(k) {
            return *info;
        }
        let desc = desc_of(self.tii, opc);
        let start = self.implicit.len() as u32;
        self.implicit
            .extend(desc.implicit_uses.iter().map(|&r| Register(u32::from(r))));
        self.implicit
            .extend(desc.implicit_defs.iter().map(|&r| Register(u32::from(r))));
        let info = OpInfo {
            start,
            uses: desc.implicit_uses.len() as u16,
            defs: desc.implicit_defs.len() as u16,
            call: desc.has(instr_flags::CALL),
        };
        let table = if generic {
            &mut self.generic_ops
        } else {
            &mut self.ops
        };
        if k < OP_CACHE_LIMIT {
            if table.len() <= k {
                table.resize(k + 1, None);
            }
            table[k] = Some(info);
        }
        info
    }

    /// Gathers `i`'s references (operands, then the description's implicit uses and
    /// definitions) at the end of `refs`.
    fn summarize(&mut self, mf: &MachineFunction, i: MIId) {
        let start = self.refs.len() as u32;
        let info = self.op_info(mf.instr(i).opcode);
        let mut masked = false;
        for op in mf.operands(i) {
            match *op {
                MachineOperand::Reg { reg, flags, .. } if reg.is_physical() => {
                    let kind = if flags.has(RegFlags::DEF) {
                        RefKind::Def
                    } else {
                        RefKind::Use
                    };
                    self.push_ref(reg, kind);
                }
                MachineOperand::RegMask(m) => {
                    masked = true;
                    let k = self.mask_kills(m) as u32;
                    self.refs.push(RegRef {
                        reg: Register(m),
                        kind: RefKind::Mask,
                        lo: k,
                        hi: k,
                    });
                }
                _ => {}
            }
        }
        let uses = info.start as usize..(info.start + u32::from(info.uses)) as usize;
        let defs = uses.end..uses.end + usize::from(info.defs);
        for k in uses {
            self.push_ref(self.implicit[k], RefKind::Use);
        }
        for k in defs {
            self.push_ref(self.implicit[k], RefKind::Def);
        }
        self.at[i.0 as usize] = Summary {
            start,
            len: self.refs.len() as u32 - start,
            asm: mf.instr(i).opcode == target_opcode::INLINEASM,
            call: info.call,
            masked,
        };
    }

    #[inline]
    fn push_ref(&mut self, reg: Register, kind: RefKind) {
        let r = self.unit_range(reg);
        // A read of a register sharing no unit with an allocation unit (the stack pointer,
        // the zero register) matters to nothing here: such a register is always live and
        // is never a copy's destination.
        if kind == RefKind::Use && !self.touches_tracked(reg) {
            return;
        }
        self.refs.push(RegRef {
            reg,
            kind,
            lo: r.start as u32,
            hi: r.end as u32,
        });
    }

    /// Whether some unit of `r` belongs to an allocation unit (cached).
    #[inline]
    fn touches_tracked(&mut self, r: Register) -> bool {
        let n = r.0 as usize;
        match self.touches.get(n) {
            Some(1) => true,
            Some(2) => false,
            _ => {
                let range = self.unit_range(r);
                let t = self.flat[range].iter().any(|&u| self.tracked.contains(u));
                if self.touches.len() <= n {
                    self.touches.resize(n + 1, 0);
                }
                self.touches[n] = if t { 1 } else { 2 };
                t
            }
        }
    }

    /// `i` was rewritten (in block `b`): its references are gathered again and `b`'s
    /// liveness sets are out of date.
    fn rewritten(&mut self, mf: &MachineFunction, b: MBBId, i: MIId) {
        self.summarize(mf, i);
        self.facts[b.0 as usize] = None;
        self.rewrites += 1;
    }

    /// The range of `refs` holding `i`'s references.
    #[inline]
    fn refs_of(&self, i: MIId) -> std::ops::Range<usize> {
        let s = self.at[i.0 as usize];
        s.start as usize..(s.start + s.len) as usize
    }

    /// Where the register units of physical `r` are in `flat` (looked up once).
    #[inline]
    fn unit_range(&mut self, r: Register) -> std::ops::Range<usize> {
        let n = r.0 as usize;
        if let Some(&(a, b)) = self.unit_index.get(n) {
            if b != 0 {
                return a as usize..b as usize;
            }
        }
        self.new_unit_range(r)
    }

    /// [`Cx::unit_range`] of a register not asked about before.
    #[inline(never)]
    fn new_unit_range(&mut self, r: Register) -> std::ops::Range<usize> {
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
            for &u in &self.scratch {
                self.words = self.words.max(u as usize / 64 + 1);
            }
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
    fn alloc_class(&mut self, r: Register) -> Option<usize> {
        self.reg_info(r).alloc
    }

    /// `r`'s allocator class and bank (computed once).
    fn reg_info(&mut self, r: Register) -> RegInfo {
        let n = r.0 as usize;
        if let Some(Some(info)) = self.reg_info.get(n) {
            return *info;
        }
        let alloc = self
            .alloc
            .binary_search_by_key(&r, |e| e.0)
            .ok()
            .map(|k| self.alloc[k].1);
        let rc = self.tri.minimal_phys_reg_class(r);
        let bank = if let Some(k) = alloc {
            Some((k, rc))
        } else if self.is_tracked(r) {
            // A view of an allocation unit (W0 of X0): not tracked as a copy's register.
            None
        } else {
            Some((self.tri.ra_class(rc), rc))
        };
        let info = RegInfo { alloc, bank };
        if self.reg_info.len() <= n {
            self.reg_info.resize(n + 1, None);
        }
        self.reg_info[n] = Some(info);
        info
    }

    /// The register bank of `r` for copies: a `COPY` between two registers of one bank can
    /// be made from either to the other. An allocation unit's bank is its allocator class and
    /// smallest class; a register outside the allocator's files (the zero register, the stack
    /// pointer) is in the bank its smallest class's allocator class names.
    fn bank(&mut self, r: Register) -> Option<(usize, RegClassId)> {
        self.reg_info(r).bank
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

    /// Liveness transfer of `i`, backwards: `live` after `i` becomes `live` before it.
    #[inline]
    fn transfer_live(&self, i: MIId, live: &mut UnitSet) {
        let sm = self.at[i.0 as usize];
        let refs = &self.refs[sm.start as usize..(sm.start + sm.len) as usize];
        for r in refs {
            match r.kind {
                RefKind::Mask => live.subtract(&self.mask_kills[r.lo as usize].1),
                RefKind::Def => {
                    for &u in &self.flat[r.lo as usize..r.hi as usize] {
                        live.remove(u);
                    }
                }
                RefKind::Use => {}
            }
        }
        for r in refs {
            if r.kind == RefKind::Use {
                for &u in &self.flat[r.lo as usize..r.hi as usize] {
                    live.insert(u);
                }
            }
        }
    }

    /// Physical-register liveness at the end of every block (by block id), over register
    /// units: a backward dataflow to a fixed point over the blocks' facts. At a block without
    /// successors the callee-saved registers are live (the caller reads them); what returns
    /// and tail calls read are their implicit uses.
    fn live_outs(&mut self, mf: &MachineFunction) -> Vec<UnitSet> {
        let n = mf.blocks.len();
        self.update_facts(mf);
        let empty = BlockFacts::default();
        let mut live_in: Vec<UnitSet> = (0..n)
            .map(|b| self.facts[b].as_ref().unwrap_or(&empty).gen.clone())
            .collect();
        let mut live_out: Vec<UnitSet> = vec![self.unit_set(); n];
        let mut out = self.unit_set();
        let mut changed = true;
        while changed {
            changed = false;
            for &b in mf.layout.iter().rev() {
                let bi = b.0 as usize;
                out.clear();
                let succs = &mf.block(b).succs;
                if succs.is_empty() {
                    out.union_with(&self.callee_saved);
                }
                for &s in succs {
                    out.union_with(&live_in[s.0 as usize]);
                }
                if out.same(&live_out[bi]) {
                    continue;
                }
                live_out[bi].assign(&out);
                let f = self.facts[bi].as_ref().unwrap_or(&empty);
                if live_in[bi].grow_to(&out, &f.kill, &f.gen) {
                    changed = true;
                }
            }
        }
        live_out
    }

    /// The backward scan of every block holding a copy: dead copies are deleted and
    /// backward propagation is done (see the module documentation).
    fn backward(&mut self, mf: &mut MachineFunction, live_out: &[UnitSet]) -> usize {
        let mut removed = 0;
        let mut live = self.unit_set();
        let mut dead = Vec::new();
        for bx in 0..mf.layout.len() {
            let b = mf.layout[bx];
            // Only the part from the first copy on matters.
            let Some(first) = first_copy(mf, b) else {
                continue;
            };
            let insts = mf.block(b).insts.clone();
            dead.clear();
            dead.resize(insts.len(), false);
            live.assign(&live_out[b.0 as usize]);
            for k in (first..insts.len()).rev() {
                if dead[k] {
                    continue;
                }
                let i = insts[k];
                if let Some((d, t)) = copy_regs(mf, i) {
                    // A copy whose destination is dead after it (or a copy to itself).
                    if d == t || (self.is_tracked(d) && !self.any_in(d, &live)) {
                        dead[k] = true;
                        removed += 1;
                        continue;
                    }
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
                            self.rewritten(mf, b, insts[j]);
                            for x in 0..self.reads.len() {
                                let (x, xo) = self.reads[x];
                                if let MachineOperand::Reg { reg, flags, .. } =
                                    &mut mf.operands_mut(insts[x])[xo]
                                {
                                    *reg = d;
                                    flags.0 &= !RegFlags::KILL;
                                }
                                self.rewritten(mf, b, insts[x]);
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
                self.transfer_live(i, &mut live);
            }
            if dead.contains(&true) {
                let kept: Vec<MIId> = insts
                    .iter()
                    .zip(&dead)
                    .filter(|e| !*e.1)
                    .map(|e| *e.0)
                    .collect();
                mf.block_mut(b).insts = kept;
                self.facts[b.0 as usize] = None;
                self.rewrites += 1;
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
            if self.at[i.0 as usize].asm {
                return None;
            }
            let range = self.refs_of(i);
            let mut defines_t = false;
            let mut reads_t = false;
            for x in range {
                let r = self.refs[x];
                match r.kind {
                    RefKind::Mask => {
                        if !self.tri.mask_preserves(r.reg.0, d)
                            || !self.tri.mask_preserves(r.reg.0, t)
                        {
                            return None;
                        }
                    }
                    RefKind::Def => defines_t |= self.overlap(r.reg, t),
                    RefKind::Use => reads_t |= self.overlap(r.reg, t),
                }
            }
            if defines_t {
                let desc = desc_of(self.tii, mf.instr(i).opcode);
                return self.renamable_def(mf, i, &desc, d, t).map(|oi| (j, oi));
            }
            for x in self.refs_of(i) {
                let r = self.refs[x];
                if r.kind != RefKind::Mask && self.overlap(r.reg, d) {
                    return None;
                }
            }
            if reads_t {
                let desc = desc_of(self.tii, mf.instr(i).opcode);
                if !self.renamable_reads(mf, i, j, &desc, d, t) {
                    return None;
                }
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
    /// fixed point (the intersection over the predecessors), then the rewrite. The dataflow
    /// runs over the blocks' facts: a copy available at a block's entry is available at its
    /// end when the block writes neither of its registers, and so are the copies the block
    /// makes itself and leaves standing (found by a scan from its first `COPY`).
    fn forward(&mut self, mf: &mut MachineFunction) -> usize {
        let n = mf.blocks.len();
        let rpo = crate::machine_loop_info::reverse_post_order_all(mf);
        self.update_facts(mf);
        let mut avail = Vec::new();
        // Per block: the copies available at its end when none are at its entry (sorted).
        let mut gen: Vec<Vec<Avail>> = vec![Vec::new(); n];
        for bx in 0..mf.layout.len() {
            let b = mf.layout[bx];
            if let Some(first) = first_copy(mf, b) {
                avail.clear();
                for x in first..mf.block(b).insts.len() {
                    let i = mf.block(b).insts[x];
                    self.transfer_avail(mf, b, i, &mut avail, false);
                }
                avail.sort();
                gen[b.0 as usize] = avail.clone();
            }
        }
        // None: not computed yet (every copy, for the intersection). A block outside the
        // layout never runs: nothing is available at its end.
        let mut out: Vec<Option<Vec<Avail>>> = vec![Some(Vec::new()); n];
        for &b in &mf.layout {
            out[b.0 as usize] = None;
        }
        // Any fixed point is sound (by induction over paths from the entry, each transfer
        // keeping only true facts); a function that does not settle within the limit is
        // propagated block by block only.
        let empty = BlockFacts::default();
        let mut changed = true;
        let mut sweeps = 0;
        while changed && sweeps < FORWARD_SWEEPS {
            sweeps += 1;
            changed = false;
            for &b in &rpo {
                let bi = b.0 as usize;
                let facts = std::mem::take(&mut self.facts[bi]);
                let f = facts.as_ref().unwrap_or(&empty);
                avail.clear();
                if !f.barrier {
                    self.entry_avail(mf, b, &out, &mut avail);
                    let mut k = 0;
                    while k < avail.len() {
                        let a = avail[k];
                        let ends = self.any_in(a.dst, &f.kill)
                            || self.any_in(a.src, &f.kill)
                            || f.masks.iter().any(|&m| {
                                !self.tri.mask_preserves(m, a.dst)
                                    || !self.tri.mask_preserves(m, a.src)
                            });
                        if ends {
                            avail.swap_remove(k);
                        } else {
                            k += 1;
                        }
                    }
                }
                self.facts[bi] = facts;
                avail.extend_from_slice(&gen[bi]);
                avail.sort();
                avail.dedup();
                if out[bi].as_ref() != Some(&avail) {
                    out[bi] = Some(avail.clone());
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
            if avail.is_empty() && first_copy(mf, b).is_none() {
                continue;
            }
            let insts = mf.block(b).insts.clone();
            let mut kept = Vec::with_capacity(insts.len());
            for &i in &insts {
                if self.transfer_avail(mf, b, i, &mut avail, true) {
                    kept.push(i);
                } else {
                    removed += 1;
                }
            }
            if kept.len() != insts.len() {
                mf.block_mut(b).insts = kept;
                self.facts[b.0 as usize] = None;
                self.rewrites += 1;
            }
        }
        removed
    }

    /// The copies available at `b`'s entry: the intersection of its predecessors' (none at
    /// the entry block, an address-taken block, a landing pad — the unwinder enters it from
    /// the middle of its predecessor, at the call — or a block without predecessors).
    fn entry_avail(
        &self,
        mf: &MachineFunction,
        b: MBBId,
        out: &[Option<Vec<Avail>>],
        avail: &mut Vec<Avail>,
    ) {
        avail.clear();
        let blk = mf.block(b);
        if mf.layout.first() == Some(&b)
            || blk.address_taken
            || blk.is_eh_pad
            || blk.preds.is_empty()
        {
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

    /// Forward transfer of `i` (in block `b`) over the available copies; with `apply`,
    /// rewrites `i`'s uses. Returns false when `i` is a redundant copy (deleted when
    /// applying).
    fn transfer_avail(
        &mut self,
        mf: &mut MachineFunction,
        b: MBBId,
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
                self.rewritten(mf, b, i);
            }
            self.clobber(d, avail);
            if self.trackable_copy(d, src) {
                avail.push(Avail { dst: d, src });
            }
            return true;
        }
        let sm = self.at[i.0 as usize];
        if sm.asm {
            avail.clear();
            return true;
        }
        if avail.is_empty() {
            return true;
        }
        if apply && self.reads_avail(i, avail) {
            let desc = desc_of(self.tii, mf.instr(i).opcode);
            if self.forward_uses(mf, i, &desc, avail) {
                self.rewritten(mf, b, i);
            }
        }
        let range = self.refs_of(i);
        if sm.call
            && !self.refs[range.clone()]
                .iter()
                .any(|r| r.kind == RefKind::Mask)
        {
            avail.clear();
            return true;
        }
        for k in range {
            let r = self.refs[k];
            match r.kind {
                RefKind::Mask => {
                    let tri = self.tri;
                    avail.retain(|a| {
                        tri.mask_preserves(r.reg.0, a.dst) && tri.mask_preserves(r.reg.0, a.src)
                    });
                }
                RefKind::Def => self.clobber(r.reg, avail),
                RefKind::Use => {}
            }
        }
        true
    }

    /// Whether `i` reads a register overlapping an available copy's destination.
    fn reads_avail(&mut self, i: MIId, avail: &[Avail]) -> bool {
        for k in self.refs_of(i) {
            let r = self.refs[k];
            if r.kind == RefKind::Use && avail.iter().any(|a| self.overlap(a.dst, r.reg)) {
                return true;
            }
        }
        false
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
    ) -> bool {
        let opc = mf.instr(i).opcode;
        if target_opcode::is_generic(opc) || desc.has(instr_flags::CALL) {
            return false;
        }
        let early = desc.has(instr_flags::EARLY_CLOBBER_DEFS)
            || mf.operands(i).iter().any(|o| {
                matches!(o, MachineOperand::Reg { flags, .. } if flags.has(RegFlags::DEF) && flags.has(RegFlags::EARLY_CLOBBER))
            });
        if early {
            return false;
        }
        let memory = desc.has(instr_flags::MAY_LOAD) || desc.has(instr_flags::MAY_STORE);
        let mut changed = false;
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
            let rc = match desc.operands.get(oi).copied() {
                Some(OperandKind::Reg(rc)) => RegClassId(rc),
                Some(OperandKind::Any) if oi == 1 && memory => {
                    // A load's or store's base (a frame index before frame lowering, so
                    // described as `Any`): any allocation unit of the register's own
                    // allocator class serves.
                    let unit = self.alloc_class(reg);
                    let new = avail
                        .iter()
                        .find(|a| a.dst == reg && unit.is_some() && self.alloc_class(a.src) == unit)
                        .map(|a| a.src);
                    if let Some(new) = new {
                        if let MachineOperand::Reg { reg, flags, .. } = &mut mf.operands_mut(i)[oi]
                        {
                            *reg = new;
                            flags.0 &= !RegFlags::KILL;
                        }
                        changed = true;
                    }
                    continue;
                }
                _ => continue,
            };
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
            changed = true;
        }
        changed
    }
}

/// The position of the first `COPY` in block `b`, if any.
fn first_copy(mf: &MachineFunction, b: MBBId) -> Option<usize> {
    mf.block(b)
        .insts
        .iter()
        .position(|&i| mf.instr(i).opcode == target_opcode::COPY)
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
