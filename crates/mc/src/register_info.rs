//! Register descriptions at run time: kiln's counterpart of LLVM's `MCRegisterInfo`.
//!
//! In: the static tables a target's `build.rs` generates from its `<T>RegisterInfo.td`
//! (through kiln-tablegen-backends' `-gen-register-info`), gathered in one
//! [`MCRegisterInfo`] value. Out: answers to the questions LLVM's register info
//! answers — sub- and super-registers, sub-register indices with their bit ranges and
//! lane masks, register units and their roots, per-unit lane masks, register classes
//! with their members, sub-classes and super-register classes, DWARF numbers, names.
//!
//! Register numbering is LLVM's ([`Register`]): 0 is no register, `[1, 2^30)` are
//! physical registers (in the generated enum's order), `[2^30, 2^31)` stack slots and
//! `[2^31, 2^32)` virtual registers.
//!
//! The table layout:
//! - sub- and super-register lists are *difference lists* in `diff_lists`: starting
//!   from the register's own number, each entry is added to the previous value to give
//!   the next register, and a 0 ends the list;
//! - the register-unit list of a register is stored the same way, except that its first
//!   entry is the first unit itself (every register has at least one unit, and units
//!   are strictly increasing, so only the terminator is 0 after the first entry);
//! - `sub_reg_idx_lists` runs parallel to each sub-register list (the index under which
//!   the register reaches that sub-register), `lane_mask_lists` parallel to each unit
//!   list (the lanes of the register each unit covers);
//! - a class's `sub_class_mask` and each super-register-class mask are bit vectors over
//!   class ids in 32-bit words, least significant bit first.

use std::fmt;

/// A register number: none, physical, stack slot or virtual (LLVM's `Register`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Register(pub u32);

impl Register {
    /// No register.
    pub const NONE: Register = Register(0);
    /// The first stack-slot number (2^30).
    pub const FIRST_STACK_SLOT: u32 = 1 << 30;
    /// The first virtual register number (2^31).
    pub const FIRST_VIRTUAL: u32 = 1 << 31;

    /// The raw number.
    pub fn id(self) -> u32 {
        self.0
    }
    /// Whether this is a register at all (not [`Register::NONE`]).
    pub fn is_valid(self) -> bool {
        self.0 != 0
    }
    /// Whether this is a physical register, `[1, 2^30)`.
    pub fn is_physical(self) -> bool {
        self.0 != 0 && self.0 < Self::FIRST_STACK_SLOT
    }
    /// Whether this number stands for a stack slot, `[2^30, 2^31)`.
    pub fn is_stack_slot(self) -> bool {
        (Self::FIRST_STACK_SLOT..Self::FIRST_VIRTUAL).contains(&self.0)
    }
    /// Whether this is a virtual register, `[2^31, 2^32)`.
    pub fn is_virtual(self) -> bool {
        self.0 >= Self::FIRST_VIRTUAL
    }
    /// The virtual register with index `index` (0-based).
    pub fn index_to_virt_reg(index: u32) -> Register {
        assert!(
            index < Self::FIRST_VIRTUAL,
            "virtual register index out of range"
        );
        Register(index | Self::FIRST_VIRTUAL)
    }
    /// The 0-based index of a virtual register.
    pub fn virt_reg_index(self) -> u32 {
        debug_assert!(self.is_virtual(), "not a virtual register");
        self.0 & !Self::FIRST_VIRTUAL
    }
    /// The stack-slot number for frame index `index`.
    pub fn index_to_stack_slot(index: u32) -> Register {
        assert!(
            index < Self::FIRST_STACK_SLOT,
            "stack slot index out of range"
        );
        Register(index | Self::FIRST_STACK_SLOT)
    }
    /// The frame index of a stack-slot number.
    pub fn stack_slot_index(self) -> u32 {
        debug_assert!(self.is_stack_slot(), "not a stack slot");
        self.0 - Self::FIRST_STACK_SLOT
    }
}

impl fmt::Display for Register {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_virtual() {
            write!(f, "%{}", self.virt_reg_index())
        } else if self.is_stack_slot() {
            write!(f, "SS#{}", self.stack_slot_index())
        } else if self.0 == 0 {
            f.write_str("$noreg")
        } else {
            write!(f, "$physreg{}", self.0)
        }
    }
}

/// A set of lanes (parts) of a register (LLVM's `LaneBitmask`): each bit stands for
/// one leaf sub-register index; two sub-register indices overlap exactly when their
/// masks intersect.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct LaneBitmask(pub u64);

impl LaneBitmask {
    /// Every lane.
    pub const ALL: LaneBitmask = LaneBitmask(!0);
    /// No lane.
    pub const NONE: LaneBitmask = LaneBitmask(0);
    /// Whether any lane is set.
    pub fn any(self) -> bool {
        self.0 != 0
    }
    /// Whether no lane is set.
    pub fn none(self) -> bool {
        self.0 == 0
    }
    /// Whether the two masks share a lane.
    pub fn overlaps(self, other: LaneBitmask) -> bool {
        self.0 & other.0 != 0
    }
}

/// One register's entry in the generated descriptor table (LLVM's `MCRegisterDesc`).
#[derive(Copy, Clone, Debug)]
pub struct MCRegisterDesc {
    /// The record name (RAX, X1, W0).
    pub name: &'static str,
    /// The assembly name (`rax`, `x1`; empty for artificial registers).
    pub asm_name: &'static str,
    /// Alternative assembly names (RISC-V's ABI names: `ra`, `sp`, `a0`).
    pub alt_names: &'static [&'static str],
    /// Offset of the sub-register difference list in `diff_lists`.
    pub sub_regs: u32,
    /// Offset of the super-register difference list in `diff_lists`.
    pub super_regs: u32,
    /// Offset of the sub-register index list (parallel to the sub-registers).
    pub sub_reg_indices: u32,
    /// Offset of the register-unit list in `diff_lists`.
    pub reg_units: u32,
    /// Offset of the unit lane-mask list (parallel to the units).
    pub reg_unit_lane_masks: u32,
    /// The number instruction encodings use for the register.
    pub hw_encoding: u16,
    /// Extra cost of using the register (the first cost model's).
    pub cost_per_use: u8,
    /// The register exists only to make sub-register relations exact.
    pub is_artificial: bool,
    /// The register's value never changes.
    pub is_constant: bool,
    /// The sub-registers cover the whole register.
    pub covered_by_sub_regs: bool,
}

/// The bit range a sub-register index names: `size` bits at `offset`
/// (`u16::MAX` for unknown, as for RISC-V vector groups).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SubRegIdxRange {
    /// First bit.
    pub offset: u16,
    /// Number of bits.
    pub size: u16,
}

/// A register class (LLVM's `MCRegisterClass` together with the `TargetRegisterClass`
/// facts that need no code).
#[derive(Copy, Clone, Debug)]
pub struct MCRegisterClass {
    /// The class's record name (GR8, GPR).
    pub name: &'static str,
    /// The class id (its index in `MCRegisterInfo::classes`).
    pub id: u16,
    /// Members in allocation order (register numbers).
    pub members: &'static [u16],
    /// The same members as [`Register`]s.
    pub regs: &'static [Register],
    /// Membership bitset over register numbers, 8 registers a byte, LSB first.
    pub bitset: &'static [u8],
    /// Register size in bits.
    pub reg_size: u32,
    /// Spill size in bits.
    pub spill_size: u32,
    /// Spill alignment in bits.
    pub spill_alignment: u32,
    /// (register size, spill size, spill alignment) in each hardware mode, indexed
    /// like `MCRegisterInfo::hw_modes` (entry 0 equals the fields above).
    pub mode_sizes: &'static [(u32, u32, u32)],
    /// Cost of a copy between two members (-1: impossible or very expensive).
    pub copy_cost: i8,
    /// Whether the register allocator may use the class.
    pub allocatable: bool,
    /// Allocation priority (higher first).
    pub allocation_priority: u8,
    /// Whether the priority outranks live-range size.
    pub global_priority: bool,
    /// The lanes of every sub-register index that some sub-class supports on all its
    /// members (lane 0 for classes without sub-registers), as LLVM's class lane mask.
    pub lane_mask: u64,
    /// Bit vector over class ids: the sub-classes of this class, itself included.
    pub sub_class_mask: &'static [u32],
    /// For each sub-register index that projects some class into this one: the
    /// index and a bit vector over class ids of the classes `S` such that every
    /// member of `S` has a sub-register at that index and it is in this class.
    pub super_reg_classes: &'static [(u16, &'static [u32])],
    /// The classes this class is a proper sub-class of, in id order.
    pub super_classes: &'static [u16],
    /// By sub-register index: 1 + the id of the largest sub-class (itself included)
    /// whose members all have a sub-register at that index, 0 if none (entry 0 is
    /// this class).
    pub sub_class_with_sub_reg: &'static [u16],
    /// Alternative allocation orders (register numbers), chosen by target code.
    pub alt_orders: &'static [&'static [u16]],
}

impl MCRegisterClass {
    /// The class id.
    pub fn id(&self) -> u32 {
        u32::from(self.id)
    }
    /// Number of members.
    pub fn num_regs(&self) -> usize {
        self.members.len()
    }
    /// The `i`-th member in allocation order.
    pub fn register(&self, i: usize) -> Register {
        Register(u32::from(self.members[i]))
    }
    /// The members in allocation order.
    pub fn iter(&self) -> impl Iterator<Item = Register> + '_ {
        self.members.iter().map(|&r| Register(u32::from(r)))
    }
    /// Whether `reg` is a member (through the bitset).
    pub fn contains(&self, reg: Register) -> bool {
        let i = reg.0 as usize / 8;
        i < self.bitset.len() && (self.bitset[i] >> (reg.0 % 8)) & 1 != 0
    }
    /// Register size in bits in hardware mode `mode` (an index of
    /// `MCRegisterInfo::hw_modes`; out of range: the default mode).
    pub fn reg_size_in(&self, mode: u32) -> u32 {
        self.mode_sizes
            .get(mode as usize)
            .map_or(self.reg_size, |m| m.0)
    }
    /// Spill size in bits in hardware mode `mode`.
    pub fn spill_size_in(&self, mode: u32) -> u32 {
        self.mode_sizes
            .get(mode as usize)
            .map_or(self.spill_size, |m| m.1)
    }
    /// Spill alignment in bits in hardware mode `mode`.
    pub fn spill_alignment_in(&self, mode: u32) -> u32 {
        self.mode_sizes
            .get(mode as usize)
            .map_or(self.spill_alignment, |m| m.2)
    }
    /// Whether class `id` is a sub-class of this one or this one itself.
    pub fn has_sub_class_eq(&self, id: u32) -> bool {
        mask_test(self.sub_class_mask, id)
    }
    /// Whether class `id` is a proper sub-class.
    pub fn has_sub_class(&self, id: u32) -> bool {
        id != self.id() && self.has_sub_class_eq(id)
    }
}

/// The lowest id set in both class bit vectors.
fn first_common(a: &[u32], b: &[u32]) -> Option<u32> {
    a.iter()
        .zip(b)
        .enumerate()
        .find(|(_, (x, y))| *x & *y != 0)
        .map(|(w, (x, y))| w as u32 * 32 + (x & y).trailing_zeros())
}

fn mask_test(mask: &[u32], id: u32) -> bool {
    let w = id as usize / 32;
    w < mask.len() && (mask[w] >> (id % 32)) & 1 != 0
}

/// Whether register `reg` is set in a register mask (a bit per register number in
/// 32-bit words, as the generated `<CSR>_RegMask` tables are).
pub fn reg_mask_contains(mask: &[u32], reg: Register) -> bool {
    mask_test(mask, reg.0)
}

/// A set of register units (LLVM's `LiveRegUnits`): registers are added and
/// queried through their units, so overlapping registers interact correctly (adding
/// EAX makes AX, AL, AH and RAX unavailable, but not R8).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RegUnitSet {
    words: Vec<u64>,
}

impl RegUnitSet {
    /// An empty set sized for `mri`'s units.
    pub fn new(mri: &MCRegisterInfo) -> Self {
        RegUnitSet {
            words: vec![0; (mri.num_reg_units() as usize).div_ceil(64)],
        }
    }
    /// Removes every unit.
    pub fn clear(&mut self) {
        self.words.iter_mut().for_each(|w| *w = 0);
    }
    /// Whether no unit is in the set.
    pub fn is_empty(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }
    /// Whether unit `u` is in the set.
    pub fn contains_unit(&self, u: u32) -> bool {
        self.words
            .get(u as usize / 64)
            .is_some_and(|w| (w >> (u % 64)) & 1 != 0)
    }
    /// Adds the units of `reg`.
    pub fn add_reg(&mut self, mri: &MCRegisterInfo, reg: Register) {
        for u in mri.reg_units(reg) {
            if let Some(w) = self.words.get_mut(u as usize / 64) {
                *w |= 1 << (u % 64);
            }
        }
    }
    /// Removes the units of `reg`.
    pub fn remove_reg(&mut self, mri: &MCRegisterInfo, reg: Register) {
        for u in mri.reg_units(reg) {
            if let Some(w) = self.words.get_mut(u as usize / 64) {
                *w &= !(1 << (u % 64));
            }
        }
    }
    /// Whether none of `reg`'s units is in the set (LLVM's `available`).
    pub fn available(&self, mri: &MCRegisterInfo, reg: Register) -> bool {
        mri.reg_units(reg).all(|u| !self.contains_unit(u))
    }
    /// Adds every unit of `other`.
    pub fn union_with(&mut self, other: &RegUnitSet) {
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a |= b;
        }
    }
}

/// Iterates the class ids set in a class bit vector (LLVM's `BitMaskClassIterator`).
#[derive(Clone, Debug)]
pub struct BitMaskClassIter<'a> {
    mask: &'a [u32],
    word: usize,
    bits: u32,
}

impl<'a> BitMaskClassIter<'a> {
    /// Iterates `mask`.
    pub fn new(mask: &'a [u32]) -> Self {
        BitMaskClassIter {
            mask,
            word: 0,
            bits: mask.first().copied().unwrap_or(0),
        }
    }
}

impl Iterator for BitMaskClassIter<'_> {
    type Item = u32;
    fn next(&mut self) -> Option<u32> {
        loop {
            if self.bits != 0 {
                let b = self.bits.trailing_zeros();
                self.bits &= self.bits - 1;
                return Some(self.word as u32 * 32 + b);
            }
            self.word += 1;
            if self.word >= self.mask.len() {
                return None;
            }
            self.bits = self.mask[self.word];
        }
    }
}

/// Walks a difference list of register numbers (sub- or super-registers).
#[derive(Clone, Debug)]
pub struct DiffListIter<'a> {
    list: &'a [i16],
    pos: usize,
    val: u32,
}

impl Iterator for DiffListIter<'_> {
    type Item = Register;
    fn next(&mut self) -> Option<Register> {
        let d = *self.list.get(self.pos)?;
        if d == 0 {
            return None;
        }
        self.pos += 1;
        self.val = self.val.wrapping_add_signed(i32::from(d));
        Some(Register(self.val))
    }
}

/// Walks a register's units (LLVM's `MCRegUnitIterator`).
#[derive(Clone, Debug)]
pub struct RegUnitIter<'a> {
    list: &'a [i16],
    pos: usize,
    val: u32,
}

impl Iterator for RegUnitIter<'_> {
    type Item = u32;
    fn next(&mut self) -> Option<u32> {
        let d = *self.list.get(self.pos)?;
        if self.pos > 0 && d == 0 {
            return None;
        }
        self.pos += 1;
        self.val = self.val.wrapping_add_signed(i32::from(d));
        Some(self.val)
    }
}

/// The register-description tables of one target and the questions they answer.
#[derive(Debug)]
pub struct MCRegisterInfo {
    /// The target's name (X86, RISCV).
    pub target_name: &'static str,
    /// One descriptor per register number; entry 0 is "no register".
    pub descs: &'static [MCRegisterDesc],
    /// The difference lists of sub-, super-registers and units.
    pub diff_lists: &'static [i16],
    /// Sub-register index lists, parallel to the sub-register lists.
    pub sub_reg_idx_lists: &'static [u16],
    /// Unit lane masks, parallel to the unit lists.
    pub lane_mask_lists: &'static [u64],
    /// Names of the sub-register indices; entry 0 is "no index".
    pub sub_reg_idx_names: &'static [&'static str],
    /// Bit ranges of the sub-register indices, by index.
    pub sub_reg_idx_ranges: &'static [SubRegIdxRange],
    /// Lane masks of the sub-register indices, by index (entry 0: all lanes).
    pub sub_reg_idx_lane_masks: &'static [u64],
    /// Composition of sub-register indices: entry `a * n + b` (n = number of
    /// indices + 1) is the index of "the b part of the a part", 0 if none.
    pub sub_reg_idx_compose: &'static [u16],
    /// The root registers of each unit (0: no second root).
    pub reg_unit_roots: &'static [[u16; 2]],
    /// The register classes, by id.
    pub classes: &'static [MCRegisterClass],
    /// Hardware modes as (name, `-mattr`-style features); entry 0 is `DefaultMode`.
    pub hw_modes: &'static [(&'static str, &'static str)],
    /// DWARF number to register, sorted by DWARF number.
    pub dwarf_to_reg: &'static [(u32, u16)],
    /// Register to DWARF number (-1: none), by register number.
    pub reg_to_dwarf: &'static [i32],
}

impl MCRegisterInfo {
    /// Number of register numbers including 0 ("no register").
    pub fn num_regs(&self) -> u32 {
        self.descs.len() as u32
    }
    /// Number of register units.
    pub fn num_reg_units(&self) -> u32 {
        self.reg_unit_roots.len() as u32
    }
    /// Number of sub-register indices including 0 ("no index").
    pub fn num_sub_reg_indices(&self) -> u32 {
        self.sub_reg_idx_names.len() as u32
    }
    /// The index of hardware mode `name` (RV64), for the `*_in(mode)` size queries.
    pub fn find_hw_mode(&self, name: &str) -> Option<u32> {
        self.hw_modes
            .iter()
            .position(|m| m.0 == name)
            .map(|i| i as u32)
    }
    /// Number of register classes.
    pub fn num_reg_classes(&self) -> u32 {
        self.classes.len() as u32
    }
    /// Whether `reg` is a physical register of this target.
    pub fn is_valid_phys(&self, reg: Register) -> bool {
        reg.is_physical() && reg.0 < self.num_regs()
    }
    /// The descriptor of a physical register.
    pub fn desc(&self, reg: Register) -> &MCRegisterDesc {
        &self.descs[reg.0 as usize]
    }
    /// The record name of a register (RAX).
    pub fn get_name(&self, reg: Register) -> &'static str {
        self.descs.get(reg.0 as usize).map(|d| d.name).unwrap_or("")
    }
    /// The assembly name of a register (`rax`).
    pub fn get_asm_name(&self, reg: Register) -> &'static str {
        self.descs
            .get(reg.0 as usize)
            .map(|d| d.asm_name)
            .unwrap_or("")
    }
    /// The `i`-th alternative assembly name of a register (`ra` for RISC-V's x1), or
    /// `None` if it has none.
    pub fn get_alt_name(&self, reg: Register, i: usize) -> Option<&'static str> {
        self.descs.get(reg.0 as usize)?.alt_names.get(i).copied()
    }
    /// The register with record name `name`.
    pub fn find_reg(&self, name: &str) -> Option<Register> {
        (1..self.descs.len())
            .find(|&i| self.descs[i].name == name)
            .map(|i| Register(i as u32))
    }
    /// The register whose assembly name, or one of whose alternative names, is `name`
    /// (inline asm's `{a0}`, `{x5}`): the first in register order.
    pub fn find_asm_name(&self, name: &str) -> Option<Register> {
        (1..self.descs.len())
            .find(|&i| self.descs[i].asm_name == name || self.descs[i].alt_names.contains(&name))
            .map(|i| Register(i as u32))
    }
    /// The encoding value of a register.
    pub fn get_encoding_value(&self, reg: Register) -> u16 {
        self.desc(reg).hw_encoding
    }
    /// The name of a sub-register index.
    pub fn get_sub_reg_idx_name(&self, idx: u32) -> &'static str {
        self.sub_reg_idx_names
            .get(idx as usize)
            .copied()
            .unwrap_or("")
    }
    /// The sub-register index named `name`.
    pub fn find_sub_reg_idx(&self, name: &str) -> Option<u32> {
        (1..self.sub_reg_idx_names.len())
            .find(|&i| self.sub_reg_idx_names[i] == name)
            .map(|i| i as u32)
    }
    /// The size in bits of sub-register index `idx` (`u16::MAX`: unknown).
    pub fn get_sub_reg_idx_size(&self, idx: u32) -> u32 {
        u32::from(self.sub_reg_idx_ranges[idx as usize].size)
    }
    /// The offset in bits of sub-register index `idx` (`u16::MAX`: unknown).
    pub fn get_sub_reg_idx_offset(&self, idx: u32) -> u32 {
        u32::from(self.sub_reg_idx_ranges[idx as usize].offset)
    }
    /// The lane mask of sub-register index `idx` (0: all lanes).
    pub fn get_sub_reg_index_lane_mask(&self, idx: u32) -> LaneBitmask {
        LaneBitmask(self.sub_reg_idx_lane_masks[idx as usize])
    }
    /// The index of "the `b` part of the `a` part" (0 if there is none); composing
    /// with 0 is the identity.
    pub fn compose_sub_reg_indices(&self, a: u32, b: u32) -> u32 {
        if a == 0 {
            return b;
        }
        if b == 0 {
            return a;
        }
        let n = self.num_sub_reg_indices() as usize;
        u32::from(self.sub_reg_idx_compose[a as usize * n + b as usize])
    }

    fn diff_iter(&self, start: u32, reg: Register) -> DiffListIter<'static> {
        DiffListIter {
            list: &self.diff_lists[start as usize..],
            pos: 0,
            val: reg.0,
        }
    }

    /// The sub-registers of `reg`, not including itself, in pre-order (LLVM's
    /// `MCSubRegIterator`).
    pub fn sub_regs(&self, reg: Register) -> DiffListIter<'static> {
        self.diff_iter(self.desc(reg).sub_regs, reg)
    }
    /// `reg` followed by its sub-registers.
    pub fn sub_regs_inclusive(&self, reg: Register) -> impl Iterator<Item = Register> {
        std::iter::once(reg).chain(self.sub_regs(reg))
    }
    /// The super-registers of `reg`, not including itself (LLVM's
    /// `MCSuperRegIterator`), smaller ones first.
    pub fn super_regs(&self, reg: Register) -> DiffListIter<'static> {
        self.diff_iter(self.desc(reg).super_regs, reg)
    }
    /// `reg` followed by its super-registers.
    pub fn super_regs_inclusive(&self, reg: Register) -> impl Iterator<Item = Register> {
        std::iter::once(reg).chain(self.super_regs(reg))
    }
    /// The sub-registers of `reg` paired with the index reaching each (LLVM's
    /// `MCSubRegIndexIterator`).
    pub fn sub_reg_index_pairs(
        &self,
        reg: Register,
    ) -> impl Iterator<Item = (Register, u32)> + 'static {
        let start = self.desc(reg).sub_reg_indices as usize;
        let idx = &self.sub_reg_idx_lists[start..];
        self.sub_regs(reg)
            .enumerate()
            .map(move |(i, r)| (r, u32::from(idx[i])))
    }
    /// The register units of `reg`, increasing (LLVM's `MCRegUnitIterator`).
    pub fn reg_units(&self, reg: Register) -> RegUnitIter<'static> {
        RegUnitIter {
            list: &self.diff_lists[self.desc(reg).reg_units as usize..],
            pos: 0,
            val: 0,
        }
    }
    /// The units of `reg` with the lanes of `reg` each covers (LLVM's
    /// `MCRegUnitMaskIterator`).
    pub fn reg_unit_lane_masks(
        &self,
        reg: Register,
    ) -> impl Iterator<Item = (u32, LaneBitmask)> + 'static {
        let start = self.desc(reg).reg_unit_lane_masks as usize;
        let masks = &self.lane_mask_lists[start..];
        self.reg_units(reg)
            .enumerate()
            .map(move |(i, u)| (u, LaneBitmask(masks[i])))
    }
    /// The root registers of unit `unit`: one, or two for a unit made for an ad-hoc
    /// alias (LLVM's `MCRegUnitRootIterator`).
    pub fn reg_unit_roots(&self, unit: u32) -> impl Iterator<Item = Register> + 'static {
        let roots = self.reg_unit_roots[unit as usize];
        roots
            .into_iter()
            .filter(|&r| r != 0)
            .map(|r| Register(u32::from(r)))
    }

    /// The sub-register of `reg` at index `idx` ([`Register::NONE`] if none).
    pub fn get_sub_reg(&self, reg: Register, idx: u32) -> Register {
        if idx == 0 {
            return Register::NONE;
        }
        self.sub_reg_index_pairs(reg)
            .find(|&(_, i)| i == idx)
            .map(|(r, _)| r)
            .unwrap_or(Register::NONE)
    }
    /// The index under which `reg` reaches `sub` (0 if `sub` is not a sub-register).
    pub fn get_sub_reg_index(&self, reg: Register, sub: Register) -> u32 {
        self.sub_reg_index_pairs(reg)
            .find(|&(r, _)| r == sub)
            .map(|(_, i)| i)
            .unwrap_or(0)
    }
    /// The member of `class` whose sub-register at `idx` is `reg` (LLVM's
    /// `getMatchingSuperReg`), or [`Register::NONE`].
    pub fn get_matching_super_reg(
        &self,
        reg: Register,
        idx: u32,
        class: &MCRegisterClass,
    ) -> Register {
        self.super_regs(reg)
            .find(|&s| class.contains(s) && self.get_sub_reg(s, idx) == reg)
            .unwrap_or(Register::NONE)
    }
    /// Whether `a` is a sub-register of `b` (not equal).
    pub fn is_sub_register(&self, b: Register, a: Register) -> bool {
        self.sub_regs(b).any(|r| r == a)
    }
    /// Whether `a` is a super-register of `b` (not equal).
    pub fn is_super_register(&self, b: Register, a: Register) -> bool {
        self.super_regs(b).any(|r| r == a)
    }
    /// Whether `a` and `b` share a register unit (both unit lists are sorted, so
    /// this is a merge).
    pub fn regs_overlap(&self, a: Register, b: Register) -> bool {
        let mut ia = self.reg_units(a);
        let mut ib = self.reg_units(b);
        let (mut ua, mut ub) = (ia.next(), ib.next());
        while let (Some(x), Some(y)) = (ua, ub) {
            match x.cmp(&y) {
                std::cmp::Ordering::Equal => return true,
                std::cmp::Ordering::Less => ua = ia.next(),
                std::cmp::Ordering::Greater => ub = ib.next(),
            }
        }
        false
    }

    /// Every register that overlaps `reg` (shares a register unit with it), sorted,
    /// `reg` itself included when `include_self` (LLVM's `MCRegAliasIterator`): for
    /// each unit, its roots and their super-registers.
    pub fn reg_aliases(&self, reg: Register, include_self: bool) -> Vec<Register> {
        let mut out = Vec::new();
        for u in self.reg_units(reg) {
            for root in self.reg_unit_roots(u) {
                out.extend(self.super_regs_inclusive(root));
            }
        }
        out.sort_unstable();
        out.dedup();
        if !include_self {
            out.retain(|&r| r != reg);
        }
        out
    }
    /// `regs` closed under overlap: each register with all the registers that
    /// overlap it (how LLVM's targets mark reserved registers), sorted.
    pub fn with_aliases(&self, regs: &[Register]) -> Vec<Register> {
        let mut out: Vec<Register> = regs
            .iter()
            .flat_map(|&r| self.reg_aliases(r, true))
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The register class with id `id`.
    pub fn get_reg_class(&self, id: u32) -> &MCRegisterClass {
        &self.classes[id as usize]
    }
    /// The register of class `id` that is `reg`, one of its sub-registers or one of its
    /// super-registers (`w5` for `x5` in GPR32, `d3` for `q3` in FPR64), if any.
    pub fn alias_in_class(&self, reg: Register, id: u32) -> Option<Register> {
        let class = self.get_reg_class(id);
        self.sub_regs_inclusive(reg)
            .chain(self.super_regs(reg))
            .find(|&r| class.contains(r))
    }
    /// The class named `name`.
    pub fn find_reg_class(&self, name: &str) -> Option<&MCRegisterClass> {
        self.classes.iter().find(|c| c.name == name)
    }
    /// The classes in a class bit vector, as class references.
    pub fn classes_in_mask<'a>(
        &'a self,
        mask: &'a [u32],
    ) -> impl Iterator<Item = &'a MCRegisterClass> + 'a {
        BitMaskClassIter::new(mask).map(move |id| &self.classes[id as usize])
    }
    /// The sub-classes of `class`, itself included.
    pub fn sub_classes<'a>(
        &'a self,
        class: &'a MCRegisterClass,
    ) -> impl Iterator<Item = &'a MCRegisterClass> + 'a {
        self.classes_in_mask(class.sub_class_mask)
    }
    /// The largest class that is a sub-class of both `a` and `b` (LLVM's
    /// `getCommonSubClass`; classes are ordered so that the first common one is
    /// the largest).
    pub fn get_common_sub_class(
        &self,
        a: &MCRegisterClass,
        b: &MCRegisterClass,
    ) -> Option<&MCRegisterClass> {
        first_common(a.sub_class_mask, b.sub_class_mask).map(|id| &self.classes[id as usize])
    }
    /// The largest sub-class of `a` whose members all have a sub-register at `idx`
    /// lying in `b` (LLVM's `getMatchingSuperRegClass`).
    pub fn get_matching_super_reg_class(
        &self,
        a: &MCRegisterClass,
        b: &MCRegisterClass,
        idx: u32,
    ) -> Option<&MCRegisterClass> {
        let &(_, mask) = b
            .super_reg_classes
            .iter()
            .find(|&&(i, _)| u32::from(i) == idx)?;
        first_common(mask, a.sub_class_mask).map(|id| &self.classes[id as usize])
    }
    /// The largest sub-class of `class` (itself included) whose members all have a
    /// sub-register at `idx` (LLVM's `getSubClassWithSubReg`; 0 means `class`).
    pub fn get_sub_class_with_sub_reg(
        &self,
        class: &MCRegisterClass,
        idx: u32,
    ) -> Option<&MCRegisterClass> {
        match class.sub_class_with_sub_reg.get(idx as usize).copied() {
            None | Some(0) => None,
            Some(id) => Some(&self.classes[id as usize - 1]),
        }
    }
    /// The super-register classes of `class` (LLVM's `SuperRegClassIterator`): for each
    /// sub-register index that projects some class into `class`, the index and the
    /// ids of the classes whose members' sub-registers at that index all lie in
    /// `class`.
    pub fn super_reg_classes<'a>(
        &'a self,
        class: &'a MCRegisterClass,
    ) -> impl Iterator<Item = (u32, BitMaskClassIter<'a>)> + 'a {
        class
            .super_reg_classes
            .iter()
            .map(|&(idx, mask)| (u32::from(idx), BitMaskClassIter::new(mask)))
    }
    /// The most specific class containing `reg` (LLVM's `getMinimalPhysRegClass`):
    /// among the classes that contain it, one that is a sub-class of all the others
    /// found before it in id order.
    pub fn get_minimal_phys_reg_class(&self, reg: Register) -> Option<&MCRegisterClass> {
        let mut best: Option<&MCRegisterClass> = None;
        for c in self.classes_of(reg) {
            if best.is_none_or(|b| b.has_sub_class(c.id())) {
                best = Some(c);
            }
        }
        best
    }
    /// Whether some allocatable class contains `reg`.
    pub fn is_allocatable(&self, reg: Register) -> bool {
        self.classes_of(reg).any(|c| c.allocatable)
    }
    /// Whether `reg` never changes value (x0, xzr).
    pub fn is_constant(&self, reg: Register) -> bool {
        self.descs
            .get(reg.0 as usize)
            .is_some_and(|d| d.is_constant)
    }
    /// Whether `reg` exists only to make sub-register relations exact (HAX).
    pub fn is_artificial(&self, reg: Register) -> bool {
        self.descs
            .get(reg.0 as usize)
            .is_some_and(|d| d.is_artificial)
    }
    /// The classes that contain `reg`, in id order.
    pub fn classes_of(&self, reg: Register) -> impl Iterator<Item = &MCRegisterClass> + '_ {
        self.classes.iter().filter(move |c| c.contains(reg))
    }

    /// The DWARF number of `reg` (`None` if it has none).
    pub fn get_dwarf_reg_num(&self, reg: Register) -> Option<u32> {
        let n = *self.reg_to_dwarf.get(reg.0 as usize)?;
        u32::try_from(n).ok()
    }
    /// The register with DWARF number `num` (LLVM's `getLLVMRegNum`).
    pub fn get_llvm_reg_num(&self, num: u32) -> Option<Register> {
        self.dwarf_to_reg
            .binary_search_by_key(&num, |&(d, _)| d)
            .ok()
            .map(|i| Register(u32::from(self.dwarf_to_reg[i].1)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // A hand-built two-register file: R (covered by L and H).
    //   1 = H, 2 = L, 3 = R;  units: H 0, L 1, R {0, 1}.
    static DESCS: [MCRegisterDesc; 4] = [
        desc("", 0, 0, 0, 0),
        desc("H", 0, 4, 0, 10),
        desc("L", 0, 6, 0, 13),
        desc("R", 1, 0, 0, 16),
    ];
    const fn desc(name: &'static str, sub: u32, sup: u32, idx: u32, units: u32) -> MCRegisterDesc {
        MCRegisterDesc {
            name,
            asm_name: name,
            alt_names: &[],
            sub_regs: sub,
            super_regs: sup,
            sub_reg_indices: idx,
            reg_units: units,
            reg_unit_lane_masks: if units == 16 { 1 } else { 0 },
            hw_encoding: 0,
            cost_per_use: 0,
            is_artificial: false,
            is_constant: false,
            covered_by_sub_regs: units == 16,
        }
    }
    // 0: the empty list; 1: R's sub-registers (3-1 = L, 2-1 = H); 4 and 6: the
    // super-registers of H (1+2 = R) and L (2+1 = R); 10, 13, 16: the unit lists of
    // H, L and R (first entry absolute).
    static DIFFS: [i16; 20] = [
        0, -1, -1, 0, 2, 0, 1, 0, 0, 0, // 0: empty; 1: R -> L, H; 4: H's supers; 6: L's
        0, 0, 0, // 10: H units: 0
        1, 0, 0, // 13: L units: 1
        0, 1, 0, // 16: R units: 0, 1
        0,
    ];

    #[test]
    fn numbering_ranges() {
        assert!(!Register::NONE.is_valid());
        assert!(Register(1).is_physical());
        assert!(!Register(1 << 30).is_physical());
        assert!(Register(1 << 30).is_stack_slot());
        assert!(Register::index_to_stack_slot(5).is_stack_slot());
        assert_eq!(Register::index_to_stack_slot(5).stack_slot_index(), 5);
        let v = Register::index_to_virt_reg(7);
        assert!(v.is_virtual() && !v.is_physical() && !v.is_stack_slot());
        assert_eq!(v.virt_reg_index(), 7);
        assert_eq!(v.to_string(), "%7");
    }

    #[test]
    fn diff_lists_and_units() {
        let mri = MCRegisterInfo {
            target_name: "T",
            descs: &DESCS,
            diff_lists: &DIFFS,
            sub_reg_idx_lists: &[1, 2],
            lane_mask_lists: &[!0, 1, 2],
            sub_reg_idx_names: &["", "lo", "hi"],
            sub_reg_idx_ranges: &[
                SubRegIdxRange {
                    offset: u16::MAX,
                    size: u16::MAX,
                },
                SubRegIdxRange { offset: 0, size: 8 },
                SubRegIdxRange { offset: 8, size: 8 },
            ],
            sub_reg_idx_lane_masks: &[!0, 1, 2],
            sub_reg_idx_compose: &[0; 9],
            reg_unit_roots: &[[1, 0], [2, 0]],
            classes: &[],
            hw_modes: &[("DefaultMode", "")],
            dwarf_to_reg: &[(0, 3)],
            reg_to_dwarf: &[-1, -1, -1, 0],
        };
        let (h, l, r) = (Register(1), Register(2), Register(3));
        assert_eq!(mri.sub_regs(r).collect::<Vec<_>>(), vec![l, h]);
        assert_eq!(mri.super_regs(h).collect::<Vec<_>>(), vec![r]);
        assert_eq!(mri.super_regs(l).collect::<Vec<_>>(), vec![r]);
        assert_eq!(mri.reg_units(r).collect::<Vec<_>>(), vec![0, 1]);
        assert_eq!(mri.reg_units(h).collect::<Vec<_>>(), vec![0]);
        assert_eq!(mri.reg_units(l).collect::<Vec<_>>(), vec![1]);
        assert!(mri.regs_overlap(r, h) && mri.regs_overlap(l, r) && !mri.regs_overlap(h, l));
        assert_eq!(mri.get_sub_reg(r, 2), h);
        assert_eq!(mri.get_sub_reg_index(r, l), 1);
        assert_eq!(
            mri.reg_unit_lane_masks(r).collect::<Vec<_>>(),
            vec![(0, LaneBitmask(1)), (1, LaneBitmask(2))]
        );
        assert_eq!(mri.reg_aliases(h, true), vec![h, r]);
        assert_eq!(mri.reg_aliases(r, false), vec![h, l]);
        assert_eq!(mri.with_aliases(&[h]), vec![h, r]);
        let mut live = RegUnitSet::new(&mri);
        assert!(live.is_empty() && live.available(&mri, r));
        live.add_reg(&mri, h);
        assert!(!live.available(&mri, r) && !live.available(&mri, h));
        assert!(live.available(&mri, l));
        live.add_reg(&mri, r);
        live.remove_reg(&mri, h);
        assert!(live.available(&mri, h) && !live.available(&mri, l));
        assert_eq!(mri.get_llvm_reg_num(0), Some(r));
        assert_eq!(mri.get_dwarf_reg_num(r), Some(0));
        assert_eq!(mri.get_dwarf_reg_num(h), None);
    }

    #[test]
    fn class_masks() {
        let mask = [0b1010u32, 0, 1];
        assert_eq!(
            BitMaskClassIter::new(&mask).collect::<Vec<_>>(),
            vec![1, 3, 64]
        );
        assert_eq!(BitMaskClassIter::new(&[]).count(), 0);
    }
}
