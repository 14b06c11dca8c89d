//! The register model computed from a target's register records (LLVM's
//! `CodeGenRegBank` in utils/TableGen/Common/CodeGenRegisters).
//!
//! In: a [`RegInput`]. Out: a [`RegBank`] with, per register, the full sub-register
//! map (explicit sub-registers, inherited ones under their own indices, orphans under
//! composed or inferred indices), super-registers in topological order, register
//! units and their lane masks; per sub-register index, its compositions and lane mask;
//! per unit, its roots; per class, members (allocation order and sorted), sizes,
//! sub-classes, super-classes and super-register classes per index; DWARF numbers.
//!
//! The rules are LLVM's:
//! - registers are numbered from 1 in `LessRecordRegister` order (`PositionOrder`,
//!   then fewer name parts first, then text parts, then digit runs as numbers), then
//!   the registers synthesized from each `RegisterTuples`;
//! - a register inherits its sub-registers' sub-registers under the same index; a
//!   sub-register reachable under an index already taken (an orphan) gets the
//!   composition of the two indices, which is created (named `A_then_B`) if no
//!   index is declared for it;
//! - a leaf register gets a unit of its own (its root is that register), any other
//!   register the union of its explicit sub-registers' units; each ad-hoc alias edge
//!   adds a unit shared by the two registers (both are its roots);
//! - compositions `A ∘ B = C` are inferred from every `R:A:B == R:C`; indices with no
//!   compositions (leaves) get one lane bit each in index order, the others the union
//!   of the lanes of their compositions;
//! - a unit's lane mask within a register is the intersection of the masks of the leaf
//!   sub-register indices reaching it (all lanes for a leaf register);
//! - classes are ordered by (register size, spill size, alignment), then by member
//!   count (larger first), then name; B is a sub-class of A when B's members are a
//!   subset of A's and B's sizes are at least A's with a compatible alignment;
//!   S is a super-register class of C through index I when every member of S has an
//!   I sub-register and all of them lie in C;
//! - before ordering, classes are synthesized as LLVM does: the registers of RC that
//!   have an Idx sub-register (`GR64_with_sub_8bit`), the intersection of two
//!   classes (`GR64_NOREX_and_GR64_TC`), and the registers of RC whose Idx
//!   sub-register is in SubRC (`QQ_with_qsub0_in_FPR128_lo`), unless a class with
//!   the same members and sizes exists.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use super::input::{compare_numeric, compare_register_names, RegInput, SetEvaluator};

/// `msg` located at `loc` in LLVM's `file:line:col: error: msg` form (unlocated if
/// `loc` is empty).
fn at(loc: &str, msg: String) -> String {
    if loc.is_empty() || msg.contains("error: ") {
        msg
    } else {
        format!("{loc}: error: {msg}")
    }
}

/// Lane mask of a sub-register index or unit: one bit per leaf index.
pub type LaneMask = u64;

/// A sub-register index in the model.
#[derive(Clone, Debug)]
pub struct SubRegIndex {
    /// Name (declared, or `A_then_B` when inferred).
    pub name: String,
    /// Namespace.
    pub namespace: String,
    /// Size in bits (-1: unknown).
    pub size: i64,
    /// Offset in bits (-1: unknown).
    pub offset: i64,
    /// Compositions: `composites[B] = C` means this index then B is C.
    pub composites: BTreeMap<u32, u32>,
    /// Lane mask.
    pub lane_mask: LaneMask,
    /// Whether every register that has this index is covered by its sub-registers.
    pub all_super_regs_covered: bool,
    /// Whether the index was inferred (not declared).
    pub inferred: bool,
    /// The leaf indices this index is the concatenation of (empty if none).
    pub concatenation_of: Vec<u32>,
    /// Whether the index only ever names artificial registers.
    pub artificial: bool,
}

/// A register in the model. Register numbers in the model are 0-based; the
/// generated tables add 1 (0 is "no register" there).
#[derive(Clone, Debug, Default)]
pub struct Reg {
    /// Where the register (or its tuples record) is defined.
    pub loc: String,
    /// Record name.
    pub name: String,
    /// Namespace.
    pub namespace: String,
    /// Assembly name.
    pub asm_name: String,
    /// Alternative assembly names.
    pub alt_names: Vec<String>,
    /// Encoding.
    pub hw_encoding: u16,
    /// Cost per use in the first cost model.
    pub cost_per_use: u8,
    /// Artificial register.
    pub artificial: bool,
    /// Constant register.
    pub constant: bool,
    /// Covered by its sub-registers.
    pub covered: bool,
    /// Explicit sub-registers.
    pub explicit_sub_regs: Vec<u32>,
    /// Their indices.
    pub explicit_indices: Vec<u32>,
    /// Ad-hoc aliases (made symmetric).
    pub aliases: Vec<u32>,
    /// Every sub-register by index.
    pub sub_regs: BTreeMap<u32, u32>,
    /// The index of each sub-register.
    pub sub_reg_index: HashMap<u32, u32>,
    /// Super-registers, smaller first.
    pub super_regs: Vec<u32>,
    /// Register units, increasing.
    pub units: Vec<u32>,
    /// Lane mask of each unit within this register (parallel to `units`).
    pub unit_lane_masks: Vec<LaneMask>,
    /// DWARF number (first flavour; -1: none), after applying `DwarfRegAlias`.
    pub dwarf: i64,
    /// The register's own DWARF number (before aliasing; -1: none).
    pub own_dwarf: i64,
}

/// A register class in the model.
#[derive(Clone, Debug)]
pub struct RegClass {
    /// Record name.
    pub name: String,
    /// Namespace.
    pub namespace: String,
    /// Members in allocation order.
    pub order: Vec<u32>,
    /// Members sorted by register number.
    pub members: BTreeSet<u32>,
    /// Register size in bits.
    pub reg_size: u32,
    /// Spill size in bits.
    pub spill_size: u32,
    /// Spill alignment in bits.
    pub spill_alignment: u32,
    /// Copy cost.
    pub copy_cost: i64,
    /// Allocatable.
    pub allocatable: bool,
    /// Allocation priority.
    pub allocation_priority: i64,
    /// Global priority.
    pub global_priority: bool,
    /// Value type names.
    pub reg_types: Vec<String>,
    /// (register size, spill size, spill alignment) in each hardware mode, indexed
    /// like `RegBank::hw_modes`; entry 0 (DefaultMode) equals the fields above.
    pub mode_sizes: Vec<(u32, u32, u32)>,
    /// Sub-classes including itself (class ids).
    pub sub_classes: BTreeSet<u32>,
    /// Proper super-classes (class ids).
    pub super_classes: BTreeSet<u32>,
    /// Super-register classes by sub-register index.
    pub super_reg_classes: BTreeMap<u32, BTreeSet<u32>>,
    /// Union of the lane masks of the indices some member has (lane 0 if none).
    pub lane_mask: LaneMask,
    /// By index (0: none): the largest sub-class, itself included, whose members all
    /// have a sub-register at that index.
    pub sub_class_with_sub_reg: Vec<Option<u32>>,
    /// Alternative allocation orders (`AltOrders`), each a list of members.
    pub alt_orders: Vec<Vec<u32>>,
    /// Whether kiln synthesized the class (as LLVM does, for sub-classes with a
    /// sub-register index, intersections, and projections of super-registers).
    pub synthesized: bool,
    /// For a class synthesized as `<RC>_with_<Idx>_in_<SubRC>`: Idx and SubRC (an
    /// index into the class list during inference).
    inferred_from: Option<(u32, usize)>,
    /// Position in the list of classes before ordering (records by name, then the
    /// synthesized classes in creation order).
    creation_order: usize,
}

/// A callee-saved register list (LLVM's `CalleeSavedRegs`).
#[derive(Clone, Debug)]
pub struct CalleeSaved {
    /// Record name.
    pub name: String,
    /// Registers the prologue saves, in order.
    pub save_list: Vec<u32>,
    /// Registers preserved across a call: the saved and other preserved registers,
    /// their sub-registers, the super-registers they cover, and the constant
    /// registers (by register index).
    pub preserved: BTreeSet<u32>,
}

/// The computed register model of one target.
#[derive(Clone, Debug, Default)]
pub struct RegBank {
    /// Target name.
    pub target: String,
    /// Sub-register indices; index `i` here is number `i + 1` in the tables.
    pub indices: Vec<SubRegIndex>,
    /// Registers; register `i` here is number `i + 1` in the tables.
    pub regs: Vec<Reg>,
    /// Roots of each unit.
    pub unit_roots: Vec<(u32, Option<u32>)>,
    /// Classes in id order.
    pub classes: Vec<RegClass>,
    /// Callee-saved register lists.
    pub callee_saved: Vec<CalleeSaved>,
    /// Hardware modes (name, features); entry 0 is `DefaultMode`.
    pub hw_modes: Vec<(String, String)>,
    /// Warnings (ambiguous compositions).
    pub warnings: Vec<String>,
    reg_by_name: HashMap<String, u32>,
    /// Indices in reverse post-order of the composition graph as it stands before
    /// compositions are inferred from the registers (LLVM computes its
    /// `SubRegIndicesRPOT` at that point, which decides the synthesized classes'
    /// names).
    rpot: Vec<u32>,
    idx_by_name: HashMap<String, u32>,
    subregs_done: Vec<bool>,
}

impl RegBank {
    /// Computes the model from `input`.
    pub fn build(input: &RegInput) -> Result<RegBank, String> {
        let mut bank = RegBank {
            target: input.target.clone(),
            ..Default::default()
        };
        bank.hw_modes
            .push(("DefaultMode".to_string(), String::new()));
        let mut modes = input.hw_modes.clone();
        modes.sort();
        bank.hw_modes.extend(modes);

        // Sub-register indices, in numeric name order.
        let mut idx_defs: Vec<_> = input.indices.iter().collect();
        idx_defs.sort_by(|a, b| compare_numeric(&a.name, &b.name));
        for d in &idx_defs {
            if bank.idx_by_name.contains_key(&d.name) {
                return Err(at(
                    &d.loc,
                    format!("sub-register index '{}' defined twice", d.name),
                ));
            }
            bank.idx_by_name
                .insert(d.name.clone(), bank.indices.len() as u32);
            bank.indices.push(SubRegIndex {
                name: d.name.clone(),
                namespace: d.namespace.clone(),
                size: d.size,
                offset: d.offset,
                composites: BTreeMap::new(),
                lane_mask: 0,
                all_super_regs_covered: true,
                inferred: false,
                concatenation_of: Vec::new(),
                artificial: true,
            });
        }
        for d in &idx_defs {
            if d.composed_of.is_empty() {
                continue;
            }
            if d.composed_of.len() != 2 {
                return Err(at(
                    &d.loc,
                    format!(
                        "sub-register index '{}': ComposedOf must have two indices",
                        d.name
                    ),
                ));
            }
            let a = bank
                .index_named(&d.composed_of[0])
                .map_err(|e| at(&d.loc, e))?;
            let b = bank
                .index_named(&d.composed_of[1])
                .map_err(|e| at(&d.loc, e))?;
            let c = bank.idx_by_name[&d.name];
            if let Some(prev) = bank.indices[a as usize].composites.insert(b, c) {
                if prev != c {
                    return Err(at(
                        &d.loc,
                        format!(
                            "sub-register indices '{}' and '{}' compose both as '{}' and '{}'",
                            d.composed_of[0],
                            d.composed_of[1],
                            bank.indices[prev as usize].name,
                            d.name
                        ),
                    ));
                }
            }
        }

        // Registers: declared ones in numeric name order, then tuples.
        let mut ev = SetEvaluator::new(input);
        let mut reg_defs: Vec<_> = input.registers.iter().collect();
        reg_defs.sort_by(|a, b| {
            a.position_order
                .cmp(&b.position_order)
                .then_with(|| compare_register_names(&a.name, &b.name))
        });
        for d in &reg_defs {
            bank.add_reg(Reg {
                loc: d.loc.clone(),
                name: d.name.clone(),
                namespace: d.namespace.clone(),
                asm_name: d.asm_name.clone(),
                alt_names: d.alt_names.clone(),
                hw_encoding: d.hw_encoding as u16,
                cost_per_use: d.cost_per_use.first().copied().unwrap_or(0).clamp(0, 255) as u8,
                artificial: d.is_artificial,
                constant: d.is_constant,
                covered: d.covered_by_sub_regs,
                dwarf: -1,
                own_dwarf: d.dwarf_numbers.first().copied().unwrap_or(-1).max(-1),
                ..Default::default()
            })?;
        }
        let mut tuple_defs: Vec<_> = input.tuples.iter().collect();
        tuple_defs.sort_by(|a, b| a.name.cmp(&b.name));
        let mut tuple_parts: Vec<(u32, Vec<String>, Vec<String>)> = Vec::new();
        for t in &tuple_defs {
            let names = ev
                .expand_def(&t.name)
                .map_err(|e| at(&t.loc, format!("register tuples '{}': {e}", t.name)))?;
            let mut sorted = names.clone();
            sorted.sort_by(|a, b| compare_register_names(a, b));
            sorted.dedup();
            for name in sorted {
                if bank.reg_by_name.contains_key(&name) {
                    continue;
                }
                let parts = ev
                    .synthesized
                    .iter()
                    .find(|(n, _, _)| *n == name)
                    .map(|(_, _, p)| p.clone())
                    .expect("invariant: every tuple name was synthesized by expand_def");
                let pos = names.iter().position(|n| *n == name).unwrap_or(0);
                let proto = bank.reg_by_name[&parts[0]] as usize;
                let proto = bank.regs[proto].clone();
                let id = bank.add_reg(Reg {
                    loc: t.loc.clone(),
                    name: name.clone(),
                    namespace: proto.namespace.clone(),
                    asm_name: t.asm_names.get(pos).cloned().unwrap_or_default(),
                    hw_encoding: proto.hw_encoding,
                    // The cost of a tuple is the largest cost of its parts.
                    cost_per_use: parts
                        .iter()
                        .filter_map(|p| bank.reg_by_name.get(p))
                        .map(|&p| bank.regs[p as usize].cost_per_use)
                        .max()
                        .unwrap_or(proto.cost_per_use),
                    covered: true,
                    dwarf: -1,
                    own_dwarf: -1,
                    ..Default::default()
                })?;
                tuple_parts.push((id, parts, t.sub_reg_indices.clone()));
            }
        }

        // Explicit sub-registers, aliases, DWARF aliases.
        for d in &reg_defs {
            let r = bank.reg_by_name[&d.name];
            if d.sub_regs.len() != d.sub_reg_indices.len() {
                return Err(at(
                    &d.loc,
                    format!(
                        "register '{}' has {} sub-registers but {} sub-register indices",
                        d.name,
                        d.sub_regs.len(),
                        d.sub_reg_indices.len()
                    ),
                ));
            }
            for (s, i) in d.sub_regs.iter().zip(&d.sub_reg_indices) {
                let s = bank.reg_named(s).map_err(|e| at(&d.loc, e))?;
                let i = bank.index_named(i).map_err(|e| at(&d.loc, e))?;
                bank.regs[r as usize].explicit_sub_regs.push(s);
                bank.regs[r as usize].explicit_indices.push(i);
            }
            for a in &d.aliases {
                let a = bank.reg_named(a).map_err(|e| at(&d.loc, e))?;
                if a == r {
                    return Err(at(
                        &d.loc,
                        format!("register '{}' is its own alias", d.name),
                    ));
                }
                if !bank.regs[r as usize].aliases.contains(&a) {
                    bank.regs[r as usize].aliases.push(a);
                }
                if !bank.regs[a as usize].aliases.contains(&r) {
                    bank.regs[a as usize].aliases.push(r);
                }
            }
        }
        for (r, parts, idxs) in &tuple_parts {
            for (p, i) in parts.iter().zip(idxs) {
                let s = bank.reg_named(p)?;
                let i = bank.index_named(i)?;
                bank.regs[*r as usize].explicit_sub_regs.push(s);
                bank.regs[*r as usize].explicit_indices.push(i);
            }
        }
        for r in 0..bank.regs.len() {
            bank.regs[r].dwarf = bank.regs[r].own_dwarf;
        }
        for d in &reg_defs {
            if let Some(alias) = &d.dwarf_alias {
                let a = bank.reg_named(alias)?;
                let r = bank.reg_by_name[&d.name];
                bank.regs[r as usize].dwarf = bank.regs[a as usize].own_dwarf;
            }
        }

        // Sub-registers and units (post-order), super-registers, compositions.
        bank.subregs_done = vec![false; bank.regs.len()];
        for r in 0..bank.regs.len() as u32 {
            bank.compute_sub_regs(r)?;
        }
        // Secondary sub-registers: a covered register also contains every register
        // whose parts are all its sub-registers (D0_D1 inside D0_D1_D2), under a
        // concatenated index (dsub0_dsub1).
        let mut concat_idx: HashMap<Vec<u32>, u32> = HashMap::new();
        for i in 0..bank.indices.len() {
            let flat = bank.flatten_concatenation(i as u32, 0);
            bank.indices[i].concatenation_of = flat.clone();
            if !flat.is_empty() {
                concat_idx.entry(flat).or_insert(i as u32);
            }
        }
        let mut leading: Vec<Vec<u32>> = vec![Vec::new(); bank.regs.len()];
        for r in 0..bank.regs.len() {
            if let Some(&first) = bank.regs[r].explicit_sub_regs.first() {
                leading[first as usize].push(r as u32);
            }
        }
        for r in 0..bank.regs.len() as u32 {
            if bank.regs[r as usize].covered {
                bank.compute_secondary_sub_regs(r, &leading, &mut concat_idx);
            }
        }
        // An index that names a real sub-register of a real register is not
        // artificial.
        for r in 0..bank.regs.len() {
            if bank.regs[r].artificial {
                continue;
            }
            let pairs: Vec<(u32, u32)> = bank.regs[r]
                .sub_regs
                .iter()
                .map(|(&i, &s)| (i, s))
                .collect();
            for (i, s) in pairs {
                if !bank.regs[s as usize].artificial {
                    bank.indices[i as usize].artificial = false;
                }
            }
        }
        let mut supers_done = vec![false; bank.regs.len()];
        for r in 0..bank.regs.len() as u32 {
            bank.compute_super_regs(r, &mut supers_done);
        }
        bank.rpot = bank.indices_rpot();
        bank.compute_composites();
        bank.compute_lane_masks()?;
        bank.compute_unit_lane_masks();

        // Classes.
        bank.build_classes(input, &mut ev)?;

        // Callee-saved lists.
        for csr in &input.callee_saved {
            let err = |e: String| at(&csr.loc, format!("callee-saved list '{}': {e}", csr.name));
            let mut save_list = Vec::new();
            for n in ev.eval(&csr.save_list).map_err(err)? {
                save_list.push(bank.reg_named(&n).map_err(err)?);
            }
            let mut roots = save_list.clone();
            if let Some(other) = &csr.other_preserved {
                for n in ev.eval(other).map_err(err)? {
                    roots.push(bank.reg_named(&n).map_err(err)?);
                }
            }
            roots.extend((0..bank.regs.len() as u32).filter(|&r| bank.regs[r as usize].constant));
            let preserved = bank.covered_registers(&roots);
            bank.callee_saved.push(CalleeSaved {
                name: csr.name.clone(),
                save_list,
                preserved,
            });
        }
        Ok(bank)
    }

    fn add_reg(&mut self, r: Reg) -> Result<u32, String> {
        let id = self.regs.len() as u32;
        if self.reg_by_name.insert(r.name.clone(), id).is_some() {
            return Err(at(&r.loc, format!("register '{}' defined twice", r.name)));
        }
        self.regs.push(r);
        Ok(id)
    }

    /// The register named `name`.
    pub fn reg_named(&self, name: &str) -> Result<u32, String> {
        self.reg_by_name
            .get(name)
            .copied()
            .ok_or_else(|| format!("'{name}' is not a register"))
    }

    /// The sub-register index named `name`.
    pub fn index_named(&self, name: &str) -> Result<u32, String> {
        self.idx_by_name
            .get(name)
            .copied()
            .ok_or_else(|| format!("'{name}' is not a sub-register index"))
    }

    /// The class named `name`.
    pub fn class_named(&self, name: &str) -> Option<u32> {
        self.classes
            .iter()
            .position(|c| c.name == name)
            .map(|i| i as u32)
    }

    fn new_unit(&mut self, a: u32, b: Option<u32>) -> u32 {
        self.unit_roots.push((a, b));
        self.unit_roots.len() as u32 - 1
    }

    /// The composition `a ∘ b`, created (as `a_then_b`) if it does not exist.
    fn composite_index(&mut self, a: u32, b: u32) -> u32 {
        if let Some(&c) = self.indices[a as usize].composites.get(&b) {
            return c;
        }
        let (ia, ib) = (&self.indices[a as usize], &self.indices[b as usize]);
        let name = format!("{}_then_{}", ia.name, ib.name);
        let offset = if ia.offset < 0 || ib.offset < 0 {
            -1
        } else {
            ia.offset + ib.offset
        };
        let c = self.indices.len() as u32;
        self.indices.push(SubRegIndex {
            name: name.clone(),
            namespace: ia.namespace.clone(),
            size: ib.size,
            offset,
            composites: BTreeMap::new(),
            lane_mask: 0,
            all_super_regs_covered: true,
            inferred: true,
            concatenation_of: Vec::new(),
            artificial: true,
        });
        self.idx_by_name.insert(name, c);
        self.indices[a as usize].composites.insert(b, c);
        c
    }

    fn compute_sub_regs(&mut self, r: u32) -> Result<(), String> {
        let res = self.compute_sub_regs_inner(r);
        res.map_err(|e| at(&self.regs[r as usize].loc, e))
    }

    fn compute_sub_regs_inner(&mut self, r: u32) -> Result<(), String> {
        let ru = r as usize;
        if self.subregs_done[ru] {
            return Ok(());
        }
        self.subregs_done[ru] = true;
        let explicit = self.regs[ru].explicit_sub_regs.clone();
        let explicit_idx = self.regs[ru].explicit_indices.clone();
        let mut sub_regs: BTreeMap<u32, u32> = BTreeMap::new();
        let mut sub_reg_index: HashMap<u32, u32> = HashMap::new();
        for (&s, &i) in explicit.iter().zip(&explicit_idx) {
            if !self.regs[s as usize].artificial {
                self.indices[i as usize].artificial = false;
            }
            if sub_regs.insert(i, s).is_some() {
                return Err(format!(
                    "sub-register index '{}' appears twice in register '{}'",
                    self.indices[i as usize].name, self.regs[ru].name
                ));
            }
            sub_reg_index.entry(s).or_insert(i);
        }
        // Inherit the explicit sub-registers' sub-registers under the same index.
        let mut orphans: BTreeSet<u32> = BTreeSet::new();
        for &s in &explicit {
            self.compute_sub_regs(s)?;
            for (&i, &ss) in &self.regs[s as usize].sub_regs {
                if let std::collections::btree_map::Entry::Vacant(e) = sub_regs.entry(i) {
                    e.insert(ss);
                } else {
                    orphans.insert(ss);
                }
            }
        }
        // Expand declared compositions of the indices in use.
        let mut indices = explicit_idx.clone();
        let mut i = 0;
        while i < indices.len() {
            let idx = indices[i];
            i += 1;
            let sr = sub_regs[&idx];
            let comps: Vec<(u32, u32)> = self.indices[idx as usize]
                .composites
                .iter()
                .map(|(&k, &v)| (k, v))
                .collect();
            for (key, val) in comps {
                let Some(&ssr) = self.regs[sr as usize].sub_regs.get(&key) else {
                    continue;
                };
                if sub_regs.contains_key(&val) || !orphans.remove(&ssr) {
                    continue;
                }
                sub_regs.insert(val, ssr);
                indices.push(val);
            }
        }
        // Name the remaining orphans by composing indices, bottom-up.
        while !orphans.is_empty() {
            let Some(idx) = indices.pop() else { break };
            let sr = sub_regs[&idx];
            let map: Vec<(u32, u32)> = self.regs[sr as usize]
                .sub_regs
                .iter()
                .map(|(&k, &v)| (k, v))
                .collect();
            for (sri, sub) in map {
                if orphans.remove(&sub) {
                    let c = self.composite_index(idx, sri);
                    sub_regs.insert(c, sub);
                }
            }
        }
        // Every sub-register must have one name.
        for (&idx, &sub) in &sub_regs {
            if sub == r {
                return Err(format!(
                    "register '{}' has itself as a sub-register",
                    self.regs[ru].name
                ));
            }
            if !self.regs[ru].covered {
                self.indices[idx as usize].all_super_regs_covered = false;
            }
            let e = sub_reg_index.entry(sub).or_insert(idx);
            if *e != idx {
                return Err(format!(
                    "register '{}': sub-register '{}' can't have two names: '{}' and '{}'",
                    self.regs[ru].name,
                    self.regs[sub as usize].name,
                    self.indices[idx as usize].name,
                    self.indices[*e as usize].name
                ));
            }
        }
        // An explicit sub-register made of several parts names the concatenation of
        // the parts' indices (in this register).
        for (k, &sr) in explicit.iter().enumerate() {
            let srr = &self.regs[sr as usize];
            if !srr.covered || srr.explicit_sub_regs.len() <= 1 || srr.artificial {
                continue;
            }
            let mut parts = Vec::new();
            for (&x, &xi) in srr.explicit_sub_regs.iter().zip(&srr.explicit_indices) {
                if !self.indices[xi as usize].artificial {
                    if let Some(&i) = sub_reg_index.get(&x) {
                        parts.push(i);
                    }
                }
            }
            let idx = &mut self.indices[explicit_idx[k] as usize];
            if idx.concatenation_of.is_empty() {
                idx.concatenation_of = parts;
            }
        }
        // Units: a leaf gets a unit of its own, any other register the units of its
        // explicit sub-registers; then one unit per ad-hoc alias edge, shared by the
        // two registers (as LLVM 22 does).
        let mut units: BTreeSet<u32> = self.regs[ru].units.iter().copied().collect();
        if explicit.is_empty() {
            units.insert(self.new_unit(r, None));
        }
        for &s in &explicit {
            units.extend(self.regs[s as usize].units.iter().copied());
        }
        let aliases = self.regs[ru].aliases.clone();
        for a in aliases {
            if self.subregs_done[a as usize] {
                continue;
            }
            let u = self.new_unit(r, Some(a));
            units.insert(u);
            let au = &mut self.regs[a as usize].units;
            au.push(u);
            au.sort_unstable();
        }
        let reg = &mut self.regs[ru];
        reg.sub_regs = sub_regs;
        reg.sub_reg_index = sub_reg_index;
        reg.units = units.into_iter().collect();
        Ok(())
    }

    /// The leaf parts of a concatenated index (LLVM's
    /// `computeConcatTransitiveClosure`).
    fn flatten_concatenation(&self, i: u32, depth: u32) -> Vec<u32> {
        let parts = &self.indices[i as usize].concatenation_of;
        if depth > 64 {
            return parts.clone();
        }
        let mut out = Vec::with_capacity(parts.len());
        for &p in parts {
            let sub = self.flatten_concatenation(p, depth + 1);
            if sub.is_empty() {
                out.push(p);
            } else {
                out.extend(sub);
            }
        }
        out
    }

    /// The index that is the concatenation of `parts`, created (named by joining
    /// the parts with `_`) if it does not exist.
    fn concat_index(&mut self, parts: &[u32], concat_idx: &mut HashMap<Vec<u32>, u32>) -> u32 {
        if let Some(&i) = concat_idx.get(parts) {
            return i;
        }
        let first = &self.indices[parts[0] as usize];
        let name = parts
            .iter()
            .map(|&p| self.indices[p as usize].name.as_str())
            .collect::<Vec<_>>()
            .join("_");
        let namespace = first.namespace.clone();
        let (mut size, offset) = (first.size, first.offset);
        let (mut last_offset, mut last_size) = (first.offset, first.size);
        let mut contiguous = offset >= 0;
        for &p in &parts[1..] {
            let x = &self.indices[p as usize];
            size = if size < 0 || x.size < 0 {
                -1
            } else {
                size + x.size
            };
            if last_offset < 0 || last_size < 0 || last_offset + last_size != x.offset {
                contiguous = false;
            }
            (last_offset, last_size) = (x.offset, x.size);
        }
        let c = self.indices.len() as u32;
        self.indices.push(SubRegIndex {
            name: name.clone(),
            namespace,
            size,
            offset: if contiguous { offset } else { -1 },
            composites: BTreeMap::new(),
            lane_mask: 0,
            all_super_regs_covered: true,
            inferred: true,
            concatenation_of: parts.to_vec(),
            artificial: false,
        });
        self.idx_by_name.insert(name, c);
        concat_idx.insert(parts.to_vec(), c);
        c
    }

    /// LLVM's `computeSecondarySubRegs`: looks at the registers led by each
    /// sub-register of `r` and adds those whose parts are all sub-registers of `r`.
    fn compute_secondary_sub_regs(
        &mut self,
        r: u32,
        leading: &[Vec<u32>],
        concat_idx: &mut HashMap<Vec<u32>, u32>,
    ) {
        let ru = r as usize;
        let mut queue: std::collections::VecDeque<(u32, u32)> = self.regs[ru]
            .sub_regs
            .iter()
            .map(|(&i, &s)| (i, s))
            .collect();
        let mut new_subs = Vec::new();
        while let Some((_, sub)) = queue.pop_front() {
            for &cand in &leading[sub as usize] {
                if cand == r || self.regs[ru].sub_reg_index.contains_key(&cand) {
                    continue;
                }
                let parts_regs = self.regs[cand as usize].explicit_sub_regs.clone();
                if parts_regs.len() < 2 {
                    continue;
                }
                let mut parts = Vec::new();
                for p in parts_regs {
                    match self.regs[ru].sub_reg_index.get(&p) {
                        Some(&i) => {
                            let concat = &self.indices[i as usize].concatenation_of;
                            if concat.is_empty() {
                                parts.push(i);
                            } else {
                                parts.extend(concat.iter().copied());
                            }
                        }
                        None => {
                            parts.clear();
                            break;
                        }
                    }
                }
                if parts.len() < 2 {
                    continue;
                }
                let concat = self.concat_index(&parts, concat_idx);
                if self.regs[ru].sub_regs.contains_key(&concat) {
                    continue;
                }
                self.regs[ru].sub_regs.insert(concat, cand);
                self.regs[ru].sub_reg_index.entry(cand).or_insert(concat);
                new_subs.push((concat, cand));
                queue.push_back((concat, cand));
            }
        }
        for (idx, sub) in new_subs {
            let pairs: Vec<(u32, u32)> = self.regs[sub as usize]
                .sub_regs
                .iter()
                .map(|(&i, &s)| (i, s))
                .collect();
            for (sri, ss) in pairs {
                if let Some(&si) = self.regs[ru].sub_reg_index.get(&ss) {
                    self.indices[idx as usize]
                        .composites
                        .entry(sri)
                        .or_insert(si);
                }
            }
        }
    }

    fn compute_super_regs(&mut self, r: u32, done: &mut [bool]) {
        if done[r as usize] {
            return;
        }
        done[r as usize] = true;
        let subs: Vec<u32> = self.regs[r as usize].sub_regs.values().copied().collect();
        for &s in &subs {
            self.compute_super_regs(s, done);
        }
        for s in subs {
            let sup = &mut self.regs[s as usize].super_regs;
            if sup.last() != Some(&r) {
                sup.push(r);
            }
        }
    }

    fn compute_composites(&mut self) {
        for r1 in 0..self.regs.len() {
            let pairs: Vec<(u32, u32)> = self.regs[r1]
                .sub_regs
                .iter()
                .map(|(&i, &s)| (i, s))
                .collect();
            for (idx1, r2) in pairs {
                let inner: Vec<(u32, u32)> = self.regs[r2 as usize]
                    .sub_regs
                    .iter()
                    .map(|(&i, &s)| (i, s))
                    .collect();
                for (idx2, r3) in inner {
                    let idx3 = *self.regs[r1]
                        .sub_reg_index
                        .get(&r3)
                        .expect("invariant: a sub-register's sub-register is a sub-register");
                    let comps = &mut self.indices[idx1 as usize].composites;
                    match comps.get(&idx2) {
                        None => {
                            comps.insert(idx2, idx3);
                        }
                        Some(&prev) if prev != idx3 => {
                            let w = format!(
                                "sub-register indices '{}' and '{}' compose ambiguously as '{}' or '{}'",
                                self.indices[idx1 as usize].name,
                                self.indices[idx2 as usize].name,
                                self.indices[prev as usize].name,
                                self.indices[idx3 as usize].name
                            );
                            if !self.warnings.contains(&w) {
                                self.warnings.push(w);
                            }
                        }
                        Some(_) => {}
                    }
                }
            }
        }
    }

    fn compute_lane_masks(&mut self) -> Result<(), String> {
        let mut bit = 0u32;
        for idx in &mut self.indices {
            if idx.composites.is_empty() {
                if bit >= 64 {
                    return Err("more than 64 leaf sub-register indices".into());
                }
                idx.lane_mask = 1 << bit;
                bit += 1;
            } else {
                idx.lane_mask = 0;
            }
        }
        for i in 0..self.indices.len() {
            let mut visiting = vec![false; self.indices.len()];
            let m = self.lane_mask_of(i as u32, &mut visiting)?;
            self.indices[i].lane_mask = m;
        }
        Ok(())
    }

    fn lane_mask_of(&self, i: u32, visiting: &mut [bool]) -> Result<LaneMask, String> {
        let idx = &self.indices[i as usize];
        if idx.lane_mask != 0 {
            return Ok(idx.lane_mask);
        }
        if visiting[i as usize] {
            return Err(format!(
                "sub-register index '{}' composes into itself",
                idx.name
            ));
        }
        visiting[i as usize] = true;
        let mut m = 0;
        for &c in idx.composites.values() {
            if c != i {
                m |= self.lane_mask_of(c, visiting)?;
            }
        }
        visiting[i as usize] = false;
        Ok(m)
    }

    fn compute_unit_lane_masks(&mut self) {
        for r in 0..self.regs.len() {
            let mut masks = vec![!0u64; self.regs[r].units.len()];
            for (&idx, &sub) in &self.regs[r].sub_regs {
                if !self.regs[sub as usize].sub_regs.is_empty() {
                    continue;
                }
                let lm = self.indices[idx as usize].lane_mask;
                for u in &self.regs[sub as usize].units {
                    if let Ok(p) = self.regs[r].units.binary_search(u) {
                        masks[p] &= lm;
                    }
                }
            }
            self.regs[r].unit_lane_masks = masks;
        }
    }

    fn build_classes(&mut self, input: &RegInput, ev: &mut SetEvaluator) -> Result<(), String> {
        let mut classes = Vec::new();
        for c in &input.classes {
            let loc = c.loc.as_str();
            let names = ev
                .expand_def(&c.name)
                .map_err(|e| at(loc, format!("register class '{}': {e}", c.name)))?;
            let mut order = Vec::with_capacity(names.len());
            for n in &names {
                let r = self
                    .reg_named(n)
                    .map_err(|e| at(loc, format!("register class '{}': {e}", c.name)))?;
                if !order.contains(&r) {
                    order.push(r);
                }
            }
            let mut alt_orders = Vec::with_capacity(c.alt_orders.len());
            for (k, alt) in c.alt_orders.iter().enumerate() {
                let names = ev.eval(alt).map_err(|e| {
                    at(
                        loc,
                        format!("register class '{}': alternative order {k}: {e}", c.name),
                    )
                })?;
                let mut alt_order = Vec::with_capacity(names.len());
                for n in &names {
                    let r = self.reg_named(n).map_err(|e| at(loc, e))?;
                    if !order.contains(&r) {
                        return Err(at(
                            loc,
                            format!(
                                "register class '{}': alternative order {k} has {n}, which is not a member",
                                c.name
                            ),
                        ));
                    }
                    alt_order.push(r);
                }
                alt_orders.push(alt_order);
            }
            let type_size = c.reg_types.iter().map(|t| t.1).max().unwrap_or(0);
            let size = if c.size != 0 { c.size } else { type_size };
            let mut default = (size, size, c.alignment);
            for mi in &c.mode_infos {
                if mi.mode == "DefaultMode" {
                    default = (mi.reg_size, mi.spill_size, mi.spill_alignment);
                }
            }
            let mut mode_sizes = Vec::with_capacity(self.hw_modes.len());
            for (m, _) in &self.hw_modes {
                let s = c
                    .mode_infos
                    .iter()
                    .find(|mi| mi.mode == *m)
                    .map_or(default, |mi| {
                        (mi.reg_size, mi.spill_size, mi.spill_alignment)
                    });
                if s.0 <= 0 || s.1 <= 0 {
                    return Err(at(
                        loc,
                        format!(
                        "register class '{}' has no size (set Size, RegInfos or sized RegTypes)",
                        c.name
                    ),
                    ));
                }
                if s.2 <= 0 {
                    return Err(at(
                        loc,
                        format!("register class '{}' needs a positive Alignment", c.name),
                    ));
                }
                mode_sizes.push((s.0 as u32, s.1 as u32, s.2 as u32));
            }
            for mi in &c.mode_infos {
                if !self.hw_modes.iter().any(|(m, _)| *m == mi.mode) {
                    return Err(at(
                        loc,
                        format!(
                            "register class '{}': '{}' is not a hardware mode",
                            c.name, mi.mode
                        ),
                    ));
                }
            }
            classes.push(RegClass {
                name: c.name.clone(),
                namespace: c.namespace.clone(),
                members: order.iter().copied().collect(),
                order,
                reg_size: mode_sizes[0].0,
                spill_size: mode_sizes[0].1,
                spill_alignment: mode_sizes[0].2,
                mode_sizes,
                copy_cost: c.copy_cost,
                allocatable: c.allocatable,
                allocation_priority: c.allocation_priority,
                global_priority: c.global_priority,
                reg_types: c.reg_types.iter().map(|t| t.0.clone()).collect(),
                sub_classes: BTreeSet::new(),
                super_classes: BTreeSet::new(),
                super_reg_classes: BTreeMap::new(),
                lane_mask: 0,
                sub_class_with_sub_reg: Vec::new(),
                alt_orders,
                synthesized: false,
                inferred_from: None,
                creation_order: 0,
            });
        }
        self.infer_classes(&mut classes);
        for (k, c) in classes.iter_mut().enumerate() {
            c.creation_order = k;
        }
        classes.sort_by(|a, b| {
            (a.reg_size, a.spill_size, a.spill_alignment)
                .cmp(&(b.reg_size, b.spill_size, b.spill_alignment))
                .then(b.members.len().cmp(&a.members.len()))
                .then_with(|| a.name.cmp(&b.name))
        });
        let n = classes.len();
        // Sub-classes: B ⊆ A in members, and B's sizes compatible with A's.
        for a in 0..n {
            for b in 0..n {
                if a == b || Self::test_sub_class(&classes[a], &classes[b]) {
                    classes[a].sub_classes.insert(b as u32);
                    if a != b {
                        classes[b].super_classes.insert(a as u32);
                    }
                }
            }
        }
        // Synthesized classes inherit from their smallest super-class.
        for ci in 0..n {
            if !classes[ci].synthesized {
                continue;
            }
            let Some(&sup) = classes[ci].super_classes.iter().next_back() else {
                continue;
            };
            let allocatable = classes[ci]
                .super_classes
                .iter()
                .any(|&x| classes[x as usize].allocatable);
            let sc = classes[sup as usize].clone();
            let c = &mut classes[ci];
            c.namespace = sc.namespace.clone();
            c.reg_types = sc.reg_types.clone();
            c.copy_cost = sc.copy_cost;
            c.allocatable = allocatable;
            c.allocation_priority = sc.allocation_priority;
            c.global_priority = sc.global_priority;
            c.order = sc
                .order
                .iter()
                .copied()
                .filter(|r| c.members.contains(r))
                .collect();
            c.alt_orders = sc
                .alt_orders
                .iter()
                .map(|o| {
                    o.iter()
                        .copied()
                        .filter(|r| c.members.contains(r))
                        .collect()
                })
                .collect();
        }
        // Super-register classes through each index.
        for s in 0..n {
            for idx in 0..self.indices.len() as u32 {
                let mut subs = BTreeSet::new();
                let all = classes[s].members.iter().all(|&m| {
                    match self.regs[m as usize].sub_regs.get(&idx) {
                        Some(&x) => {
                            subs.insert(x);
                            true
                        }
                        None => false,
                    }
                });
                if !all || subs.is_empty() {
                    continue;
                }
                for c in &mut classes {
                    if subs.is_subset(&c.members) {
                        c.super_reg_classes.entry(idx).or_default().insert(s as u32);
                    }
                }
            }
        }
        // Close the relation under composition as LLVM does: if M projects into C
        // through I and S projects into M through J, then S projects into C through
        // J∘I (when that index exists), even where S's registers name the part
        // differently. One pass over the indices in reverse post-order suffices.
        let mut by_creation: Vec<usize> = (0..n).collect();
        by_creation.sort_by_key(|&c| classes[c].creation_order);
        for idx in self.rpot.clone() {
            for &c in &by_creation {
                let Some(mids) = classes[c].super_reg_classes.get(&idx).cloned() else {
                    continue;
                };
                for mid in mids {
                    let pairs: Vec<(u32, BTreeSet<u32>)> = classes[mid as usize]
                        .super_reg_classes
                        .iter()
                        .map(|(&i, set)| (i, set.clone()))
                        .collect();
                    for (i2, supers) in pairs {
                        if let Some(&composed) = self.indices[i2 as usize].composites.get(&idx) {
                            classes[c]
                                .super_reg_classes
                                .entry(composed)
                                .or_default()
                                .extend(supers);
                        }
                    }
                }
            }
        }
        // The largest sub-class supporting each index (classes are in topological
        // order, so the first qualifying sub-class is the largest).
        let nidx = self.indices.len();
        for ci in 0..n {
            let mut v = vec![Some(ci as u32)];
            for idx in 0..nidx as u32 {
                let found = classes[ci].sub_classes.iter().copied().find(|&s| {
                    classes[s as usize]
                        .members
                        .iter()
                        .all(|&m| self.regs[m as usize].sub_regs.contains_key(&idx))
                });
                v.push(found);
            }
            classes[ci].sub_class_with_sub_reg = v;
        }
        // Lane masks: the lanes of every index some sub-class supports (lane 0 for
        // classes without sub-registers).
        for c in &mut classes {
            let mut m = 0;
            for (i, idx) in self.indices.iter().enumerate() {
                if c.sub_class_with_sub_reg[i + 1].is_some() {
                    m |= idx.lane_mask;
                }
            }
            c.lane_mask = if m == 0 { 1 } else { m };
        }
        self.classes = classes;
        Ok(())
    }

    /// Sub-register indices in reverse post-order of the composition graph (an arc
    /// from A to every A∘B, a virtual root with an arc to every index, children
    /// visited from the last key to the first), so larger indices come first.
    fn indices_rpot(&self) -> Vec<u32> {
        let nidx = self.indices.len() as u32;
        let mut rpot = Vec::with_capacity(nidx as usize);
        let mut visited = vec![false; nidx as usize];
        let mut post = Vec::with_capacity(nidx as usize);
        let children = |n: u32| -> Vec<u32> {
            self.indices[n as usize]
                .composites
                .values()
                .rev()
                .copied()
                .collect()
        };
        for root in (0..nidx).rev() {
            if visited[root as usize] {
                continue;
            }
            visited[root as usize] = true;
            // Iterative DFS: (node, children in visiting order, next child).
            let mut stack = vec![(root, children(root), 0usize)];
            while let Some((n, kids, k)) = stack.last_mut() {
                if *k < kids.len() {
                    let c = kids[*k];
                    *k += 1;
                    if !visited[c as usize] {
                        visited[c as usize] = true;
                        let ck = children(c);
                        stack.push((c, ck, 0));
                    }
                } else {
                    post.push(*n);
                    stack.pop();
                }
            }
        }
        rpot.extend(post.into_iter().rev());
        rpot
    }

    /// LLVM's `computeInferredRegisterClasses`: synthesizes the classes that answer
    /// "the sub-class of RC whose registers have a sub-register at Idx"
    /// (`<RC>_with_<Idx>`), "the intersection of two classes" (`<A>_and_<B>`) and
    /// "the registers of RC whose Idx sub-register is in SubRC"
    /// (`<RC>_with_<Idx>_in_<SubRC>`), unless a class with the same members and sizes
    /// exists. `classes` is in record order; new classes are appended.
    fn infer_classes(&self, classes: &mut Vec<RegClass>) {
        type Key = (Vec<u32>, Vec<(u32, u32, u32)>);
        let key = |members: &BTreeSet<u32>, sizes: &[(u32, u32, u32)]| -> Key {
            (members.iter().copied().collect(), sizes.to_vec())
        };
        let mut key2rc: HashMap<Key, usize> = HashMap::new();
        for (i, c) in classes.iter().enumerate() {
            key2rc.entry(key(&c.members, &c.mode_sizes)).or_insert(i);
        }
        let mut sub_with: Vec<BTreeMap<u32, usize>> = vec![BTreeMap::new(); classes.len()];
        let get_or_create = |classes: &mut Vec<RegClass>,
                             key2rc: &mut HashMap<Key, usize>,
                             sub_with: &mut Vec<BTreeMap<u32, usize>>,
                             rc: usize,
                             members: BTreeSet<u32>,
                             name: String|
         -> (usize, bool) {
            let k = key(&members, &classes[rc].mode_sizes);
            if let Some(&i) = key2rc.get(&k) {
                return (i, false);
            }
            let parent = &classes[rc];
            let c = RegClass {
                name,
                namespace: parent.namespace.clone(),
                order: members.iter().copied().collect(),
                members,
                reg_size: parent.reg_size,
                spill_size: parent.spill_size,
                spill_alignment: parent.spill_alignment,
                mode_sizes: parent.mode_sizes.clone(),
                copy_cost: parent.copy_cost,
                allocatable: true,
                allocation_priority: 0,
                global_priority: false,
                reg_types: Vec::new(),
                sub_classes: BTreeSet::new(),
                super_classes: BTreeSet::new(),
                super_reg_classes: BTreeMap::new(),
                lane_mask: 0,
                sub_class_with_sub_reg: Vec::new(),
                alt_orders: Vec::new(),
                synthesized: true,
                inferred_from: None,
                creation_order: 0,
            };
            classes.push(c);
            sub_with.push(BTreeMap::new());
            key2rc.insert(k, classes.len() - 1);
            (classes.len() - 1, true)
        };
        let stricter = |a: &RegClass, b: &RegClass| {
            a.spill_size > b.spill_size
                || (a.spill_size == b.spill_size && a.spill_alignment > b.spill_alignment)
        };

        let rpot = self.rpot.clone();

        let infer_matching = |classes: &mut Vec<RegClass>,
                              key2rc: &mut HashMap<Key, usize>,
                              sub_with: &mut Vec<BTreeMap<u32, usize>>,
                              rc: usize,
                              first_sub: usize| {
            let mut implied: BTreeSet<u32> = BTreeSet::new();
            for &idx in &rpot {
                if sub_with[rc].get(&idx) != Some(&rc) || implied.contains(&idx) {
                    continue;
                }
                let pairs: Vec<(u32, u32)> = classes[rc]
                    .members
                    .iter()
                    .filter_map(|&sup| {
                        self.regs[sup as usize]
                            .sub_regs
                            .get(&idx)
                            .map(|&sub| (sub, sup))
                    })
                    .collect();
                let last = classes.len();
                for s in first_sub..last {
                    let sub_set: BTreeSet<u32> = pairs
                        .iter()
                        .filter(|(sub, _)| classes[s].members.contains(sub))
                        .map(|&(_, sup)| sup)
                        .collect();
                    if sub_set.is_empty() {
                        continue;
                    }
                    if sub_set.len() == classes[rc].members.len() {
                        // RC maps completely into this class: the compositions of
                        // idx need no separate visit.
                        implied.extend(self.indices[idx as usize].composites.values().copied());
                        continue;
                    }
                    let (mut comp_idx, mut comp_rc) = (idx, s);
                    if let Some((ssi, src)) = classes[s].inferred_from {
                        if let Some(&c) = self.indices[idx as usize].composites.get(&ssi) {
                            comp_idx = c;
                            comp_rc = src;
                        }
                    }
                    let name = format!(
                        "{}_with_{}_in_{}",
                        classes[rc].name,
                        self.indices[comp_idx as usize].name,
                        classes[comp_rc].name
                    );
                    let (best, created) =
                        get_or_create(classes, key2rc, sub_with, rc, sub_set, name);
                    if created {
                        classes[best].inferred_from = Some((comp_idx, comp_rc));
                    }
                }
            }
        };

        let mut first_new = classes.len() - 1;
        let mut i = 0;
        while i < classes.len() {
            // Sub-classes with a sub-register index.
            let mut sets: BTreeMap<u32, BTreeSet<u32>> = BTreeMap::new();
            for &r in &classes[i].members {
                if self.regs[r as usize].artificial {
                    continue;
                }
                for &idx in self.regs[r as usize].sub_regs.keys() {
                    sets.entry(idx).or_default().insert(r);
                }
            }
            for (idx, set) in sets {
                if set.len() == classes[i].members.len() {
                    sub_with[i].insert(idx, i);
                    continue;
                }
                // No class is made for a partial artificial index (x86's
                // sub_8bit_hi_phony).
                if self.indices[idx as usize].artificial {
                    continue;
                }
                let name = format!(
                    "{}_with_{}",
                    classes[i].name, self.indices[idx as usize].name
                );
                let (sub, _) = get_or_create(classes, &mut key2rc, &mut sub_with, i, set, name);
                sub_with[i].insert(idx, sub);
            }
            // Intersections.
            let last = classes.len();
            for j in 0..last {
                if j == i {
                    continue;
                }
                let inter: BTreeSet<u32> = classes[i]
                    .members
                    .intersection(&classes[j].members)
                    .copied()
                    .collect();
                if inter.is_empty() {
                    continue;
                }
                let (a, b) = if stricter(&classes[j], &classes[i]) {
                    (j, i)
                } else {
                    (i, j)
                };
                let name = format!("{}_and_{}", classes[a].name, classes[b].name);
                get_or_create(classes, &mut key2rc, &mut sub_with, a, inter, name);
            }
            // Projections of super-registers.
            infer_matching(classes, &mut key2rc, &mut sub_with, i, 0);
            if i == first_new {
                let next_new = classes.len() - 1;
                for i2 in 0..=first_new {
                    infer_matching(classes, &mut key2rc, &mut sub_with, i2, first_new + 1);
                }
                first_new = next_new;
            }
            i += 1;
        }
    }

    /// Whether `sub` is a sub-class of `sup` (LLVM's `testSubClass(sup, sub)`): a
    /// subset of the members, with sizes at least `sup`'s and a compatible spill
    /// alignment in every hardware mode.
    fn test_sub_class(sup: &RegClass, sub: &RegClass) -> bool {
        sup.mode_sizes
            .iter()
            .zip(&sub.mode_sizes)
            .all(|(a, b)| a.0 <= b.0 && a.1 <= b.1 && a.2 != 0 && b.2.is_multiple_of(a.2))
            && sub.members.is_subset(&sup.members)
    }

    /// The registers completely covered by `roots` (LLVM's
    /// `computeCoveredRegisters`): the roots, all their sub-registers, and every
    /// register covered by its sub-registers whose sub-registers are all covered.
    pub fn covered_registers(&self, roots: &[u32]) -> BTreeSet<u32> {
        let mut set: BTreeSet<u32> = BTreeSet::new();
        for &r in roots {
            set.insert(r);
            set.extend(self.regs[r as usize].sub_regs.values().copied());
        }
        loop {
            let mut changed = false;
            let candidates: BTreeSet<u32> = set
                .iter()
                .flat_map(|&r| self.regs[r as usize].super_regs.iter().copied())
                .filter(|s| !set.contains(s))
                .collect();
            for s in candidates {
                let reg = &self.regs[s as usize];
                if reg.covered && reg.sub_regs.values().all(|x| set.contains(x)) {
                    set.insert(s);
                    changed = true;
                }
            }
            if !changed {
                return set;
            }
        }
    }

    /// The sub-registers of `r` in pre-order (explicit sub-registers depth-first,
    /// then any others), as LLVM's emitter lists them.
    pub fn sub_regs_pre_order(&self, r: u32) -> Vec<u32> {
        let mut out = Vec::new();
        let mut seen = BTreeSet::new();
        self.pre_order(r, &mut out, &mut seen);
        for &s in self.regs[r as usize].sub_regs.values() {
            if seen.insert(s) {
                out.push(s);
            }
        }
        out
    }

    fn pre_order(&self, r: u32, out: &mut Vec<u32>, seen: &mut BTreeSet<u32>) {
        for &s in &self.regs[r as usize].explicit_sub_regs {
            if seen.insert(s) {
                out.push(s);
                self.pre_order(s, out, seen);
            }
        }
        for &s in self.regs[r as usize].sub_regs.values() {
            if seen.insert(s) {
                out.push(s);
            }
        }
    }
}
