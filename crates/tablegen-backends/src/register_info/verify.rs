//! Property checks of generated register tables (feature `verify`, for tests).
//!
//! In: a target's generated `MCRegisterInfo` (read only through kiln-mc's runtime
//! API) and, for [`check_against_model`], the model the tables were generated from.
//! Out: `Ok(n)` with the number of facts checked, or the first few violations.
//!
//! [`check_properties`] checks what must hold of any register description:
//! overlap is symmetric and equals sharing a unit; two sub-register indices of a
//! register overlap exactly when their lane masks intersect; a register's units are
//! the union of its sub-registers' units; sub- and super-register lists mirror each
//! other; composed indices name the right registers; class bitsets, member arrays
//! and sub-class masks agree; super-register
//! classes really project into their class. [`check_against_model`] decodes every
//! difference list and compares it with the model computed directly.

use std::collections::BTreeSet;

use kiln_mc::register_info::{LaneBitmask, MCRegisterInfo, Register};

use super::bank::RegBank;

struct Failures {
    list: Vec<String>,
    checked: usize,
}

impl Failures {
    fn check(&mut self, ok: bool, msg: impl FnOnce() -> String) {
        self.checked += 1;
        if !ok && self.list.len() < 20 {
            self.list.push(msg());
        }
    }
    fn finish(self) -> Result<usize, String> {
        if self.list.is_empty() {
            Ok(self.checked)
        } else {
            Err(self.list.join("\n"))
        }
    }
}

fn units(mri: &MCRegisterInfo, r: Register) -> BTreeSet<u32> {
    mri.reg_units(r).collect()
}

/// Checks the invariants every register description must satisfy.
pub fn check_properties(mri: &MCRegisterInfo) -> Result<usize, String> {
    let mut f = Failures {
        list: Vec::new(),
        checked: 0,
    };
    let n = mri.num_regs();
    let regs: Vec<Register> = (1..n).map(Register).collect();
    let name = |r: Register| mri.get_name(r);
    let unit_sets: Vec<BTreeSet<u32>> = std::iter::once(BTreeSet::new())
        .chain(regs.iter().map(|&r| units(mri, r)))
        .collect();

    for &a in &regs {
        let ua = &unit_sets[a.0 as usize];
        f.check(!ua.is_empty(), || {
            format!("{} has no register unit", name(a))
        });
        f.check(ua.iter().all(|&u| u < mri.num_reg_units()), || {
            format!("{} has a unit out of range", name(a))
        });
        // Every unit's roots contain the unit.
        for &u in ua {
            for root in mri.reg_unit_roots(u) {
                f.check(unit_sets[root.0 as usize].contains(&u), || {
                    format!("unit {u} of {} has root {} without it", name(a), name(root))
                });
            }
        }
        // Overlap: symmetric, and equal to sharing a unit.
        for &b in &regs {
            let ab = mri.regs_overlap(a, b);
            f.check(ab == mri.regs_overlap(b, a), || {
                format!("overlap of {} and {} is not symmetric", name(a), name(b))
            });
            let share = !ua.is_disjoint(&unit_sets[b.0 as usize]);
            f.check(ab == share, || {
                format!(
                    "overlap of {} and {} disagrees with their units",
                    name(a),
                    name(b)
                )
            });
        }
        // Sub-registers: units are a subset; super lists mirror sub lists; the
        // index pairs agree with get_sub_reg.
        let subs: Vec<(Register, u32)> = mri.sub_reg_index_pairs(a).collect();
        let mut union = BTreeSet::new();
        for &(s, idx) in &subs {
            let us = &unit_sets[s.0 as usize];
            union.extend(us.iter().copied());
            f.check(us.is_subset(ua), || {
                format!(
                    "{} has units outside its super-register {}",
                    name(s),
                    name(a)
                )
            });
            f.check(mri.super_regs(s).any(|x| x == a), || {
                format!(
                    "{} lists {} as sub-register but not vice versa",
                    name(a),
                    name(s)
                )
            });
            f.check(idx != 0 && mri.get_sub_reg(a, idx) == s, || {
                format!(
                    "{}:{} is not {}",
                    name(a),
                    mri.get_sub_reg_idx_name(idx),
                    name(s)
                )
            });
            f.check(mri.is_sub_register(a, s) && mri.regs_overlap(a, s), || {
                format!(
                    "{} and its sub-register {} do not overlap",
                    name(a),
                    name(s)
                )
            });
            // The unit lane masks of `a` for the units of `s` lie within idx's lanes.
            let lm = mri.get_sub_reg_index_lane_mask(idx);
            for (u, m) in mri.reg_unit_lane_masks(a) {
                if us.contains(&u) {
                    f.check(m.overlaps(lm), || {
                        format!(
                            "unit {u} of {} via {} has lane mask {:#x} outside {:#x}",
                            name(a),
                            mri.get_sub_reg_idx_name(idx),
                            m.0,
                            lm.0
                        )
                    });
                }
            }
        }
        // Composition: the i2 part of the i1 part of `a` is its compose(i1, i2) part.
        for &(s, i1) in &subs {
            for (t, i2) in mri.sub_reg_index_pairs(s) {
                let c = mri.compose_sub_reg_indices(i1, i2);
                f.check(c != 0 && mri.get_sub_reg(a, c) == t, || {
                    format!(
                        "{}: {} then {} is not {}",
                        name(a),
                        mri.get_sub_reg_idx_name(i1),
                        mri.get_sub_reg_idx_name(i2),
                        name(t)
                    )
                });
            }
        }
        for s in mri.super_regs(a) {
            f.check(mri.sub_regs(s).any(|x| x == a), || {
                format!(
                    "{} lists {} as super-register but not vice versa",
                    name(a),
                    name(s)
                )
            });
        }
        if !subs.is_empty() {
            f.check(union == *ua, || {
                format!(
                    "units of {} are not the union of its sub-registers' units",
                    name(a)
                )
            });
        }
        // Index overlap iff lane masks intersect (for the indices of this register).
        for &(s1, i1) in &subs {
            for &(s2, i2) in &subs {
                let lanes = mri
                    .get_sub_reg_index_lane_mask(i1)
                    .overlaps(mri.get_sub_reg_index_lane_mask(i2));
                f.check(lanes == mri.regs_overlap(s1, s2), || {
                    format!(
                        "{}: {} and {} overlap={} but lane masks intersect={}",
                        name(a),
                        mri.get_sub_reg_idx_name(i1),
                        mri.get_sub_reg_idx_name(i2),
                        mri.regs_overlap(s1, s2),
                        lanes
                    )
                });
            }
        }
        // Unit lane masks of a leaf are all lanes.
        if subs.is_empty() {
            for (_, m) in mri.reg_unit_lane_masks(a) {
                f.check(m == LaneBitmask::ALL, || {
                    format!("leaf {} has a unit lane mask other than all lanes", name(a))
                });
            }
        }
        // DWARF numbers map back.
        if let Some(d) = mri.get_dwarf_reg_num(a) {
            let back = mri.get_llvm_reg_num(d);
            f.check(
                back.is_some_and(|b| mri.get_dwarf_reg_num(b) == Some(d)),
                || format!("DWARF number {d} of {} does not map back", name(a)),
            );
        }
    }

    // Classes.
    let nc = mri.num_reg_classes();
    for c in mri.classes {
        let members: BTreeSet<Register> = c.iter().collect();
        f.check(c.regs.iter().copied().eq(c.iter()), || {
            format!("class {}: member arrays disagree", c.name)
        });
        f.check(members.len() == c.num_regs(), || {
            format!("class {} has duplicate members", c.name)
        });
        for &r in &regs {
            f.check(c.contains(r) == members.contains(&r), || {
                format!(
                    "class {}: bitset and members disagree on {}",
                    c.name,
                    name(r)
                )
            });
        }
        f.check(c.has_sub_class_eq(c.id()), || {
            format!("class {} is not its own sub-class", c.name)
        });
        for other in mri.classes {
            let is_sub = c.has_sub_class_eq(other.id());
            let om: BTreeSet<Register> = other.iter().collect();
            if is_sub {
                f.check(om.is_subset(&members), || {
                    format!("sub-class {} of {} has other members", other.name, c.name)
                });
                let sizes_ok = (0..mri.hw_modes.len() as u32).all(|m| {
                    other.reg_size_in(m) >= c.reg_size_in(m)
                        && other.spill_size_in(m) >= c.spill_size_in(m)
                });
                f.check(sizes_ok, || {
                    format!("sub-class {} of {} is smaller", other.name, c.name)
                });
            } else {
                let sizes_bar = (0..mri.hw_modes.len() as u32).any(|m| {
                    other.reg_size_in(m) < c.reg_size_in(m)
                        || other.spill_size_in(m) < c.spill_size_in(m)
                        || !other
                            .spill_alignment_in(m)
                            .is_multiple_of(c.spill_alignment_in(m))
                });
                f.check(!om.is_subset(&members) || sizes_bar, || {
                    format!("{} should be a sub-class of {}", other.name, c.name)
                });
            }
            if other.id != c.id {
                f.check(is_sub == other.super_classes.contains(&c.id), || {
                    format!(
                        "super-classes of {} disagree with {}'s sub-class mask",
                        other.name, c.name
                    )
                });
            }
        }
        // Sub-class with sub-register: a sub-class whose members all have `idx`,
        // and no larger one (an earlier id) qualifies.
        for idx in 1..mri.num_sub_reg_indices() {
            let has_all = |k: &kiln_mc::register_info::MCRegisterClass| {
                k.iter().all(|r| mri.get_sub_reg(r, idx).is_valid())
            };
            let expect = mri.sub_classes(c).find(|k| has_all(k)).map(|k| k.id);
            let got = mri.get_sub_class_with_sub_reg(c, idx).map(|k| k.id);
            f.check(got == expect, || {
                format!(
                    "sub-class of {} with {}: {:?} vs {:?}",
                    c.name,
                    mri.get_sub_reg_idx_name(idx),
                    got,
                    expect
                )
            });
        }
        for (idx, supers) in mri.super_reg_classes(c) {
            for s in supers {
                f.check(s < nc, || {
                    format!("class {}: bad super-register class", c.name)
                });
                let sc = mri.get_reg_class(s);
                for r in sc.iter() {
                    let sub = mri.get_sub_reg(r, idx);
                    f.check(c.contains(sub), || {
                        format!(
                            "{}:{} of super-register class {} is not in {}",
                            name(r),
                            mri.get_sub_reg_idx_name(idx),
                            sc.name,
                            c.name
                        )
                    });
                    f.check(mri.get_matching_super_reg(sub, idx, sc) == r, || {
                        format!(
                            "get_matching_super_reg({}, {}) is not {}",
                            name(sub),
                            sc.name,
                            name(r)
                        )
                    });
                }
            }
        }
    }
    f.finish()
}

/// Checks that the generated tables decode to exactly the model's lists.
pub fn check_against_model(bank: &RegBank, mri: &MCRegisterInfo) -> Result<usize, String> {
    let mut f = Failures {
        list: Vec::new(),
        checked: 0,
    };
    f.check(mri.num_regs() as usize == bank.regs.len() + 1, || {
        "register count".into()
    });
    f.check(
        mri.num_sub_reg_indices() as usize == bank.indices.len() + 1,
        || "index count".into(),
    );
    f.check(
        mri.num_reg_units() as usize == bank.unit_roots.len(),
        || "unit count".into(),
    );
    if !f.list.is_empty() {
        return f.finish();
    }
    for (i, r) in bank.regs.iter().enumerate() {
        let reg = Register(i as u32 + 1);
        f.check(mri.get_name(reg) == r.name, || {
            format!("name of {}", r.name)
        });
        let subs: Vec<u32> = mri.sub_regs(reg).map(|s| s.0 - 1).collect();
        f.check(subs == bank.sub_regs_pre_order(i as u32), || {
            format!("sub-registers of {}", r.name)
        });
        let pairs: BTreeSet<(u32, u32)> = mri
            .sub_reg_index_pairs(reg)
            .map(|(s, x)| (x - 1, s.0 - 1))
            .collect();
        let model: BTreeSet<(u32, u32)> = r.sub_regs.iter().map(|(&x, &s)| (x, s)).collect();
        f.check(pairs == model, || {
            format!("sub-register indices of {}", r.name)
        });
        let sups: Vec<u32> = mri.super_regs(reg).map(|s| s.0 - 1).collect();
        f.check(sups == r.super_regs, || {
            format!("super-registers of {}", r.name)
        });
        let units: Vec<u32> = mri.reg_units(reg).collect();
        f.check(units == r.units, || format!("units of {}", r.name));
        let masks: Vec<u64> = mri.reg_unit_lane_masks(reg).map(|(_, m)| m.0).collect();
        f.check(masks == r.unit_lane_masks, || {
            format!("unit lane masks of {}", r.name)
        });
        f.check(
            mri.get_dwarf_reg_num(reg).map_or(-1, i64::from) == r.dwarf,
            || format!("DWARF number of {}", r.name),
        );
        f.check(mri.get_encoding_value(reg) == r.hw_encoding, || {
            format!("encoding of {}", r.name)
        });
    }
    for (u, &(a, b)) in bank.unit_roots.iter().enumerate() {
        let roots: Vec<u32> = mri.reg_unit_roots(u as u32).map(|r| r.0 - 1).collect();
        let model: Vec<u32> = std::iter::once(a).chain(b).collect();
        f.check(roots == model, || format!("roots of unit {u}"));
    }
    for (i, x) in bank.indices.iter().enumerate() {
        let idx = i as u32 + 1;
        f.check(mri.get_sub_reg_idx_name(idx) == x.name, || {
            format!("name of index {}", x.name)
        });
        f.check(
            mri.get_sub_reg_index_lane_mask(idx).0 == x.lane_mask,
            || format!("lane mask of {}", x.name),
        );
        if x.size >= 0 {
            f.check(mri.get_sub_reg_idx_size(idx) as i64 == x.size, || {
                format!("size of {}", x.name)
            });
        }
        if x.offset >= 0 {
            f.check(mri.get_sub_reg_idx_offset(idx) as i64 == x.offset, || {
                format!("offset of {}", x.name)
            });
        }
        for (&b, &c) in &x.composites {
            f.check(mri.compose_sub_reg_indices(idx, b + 1) == c + 1, || {
                format!("composition of {}", x.name)
            });
        }
    }
    for (ci, c) in bank.classes.iter().enumerate() {
        let rc = mri.get_reg_class(ci as u32);
        f.check(rc.name == c.name, || format!("class {ci} name"));
        let order: Vec<u32> = rc.iter().map(|r| r.0 - 1).collect();
        f.check(order == c.order, || format!("members of {}", c.name));
        let subs: BTreeSet<u32> = mri.sub_classes(rc).map(|s| s.id()).collect();
        f.check(subs == c.sub_classes, || {
            format!("sub-classes of {}", c.name)
        });
        for (idx, set) in mri.super_reg_classes(rc) {
            let got: BTreeSet<u32> = set.collect();
            f.check(c.super_reg_classes.get(&(idx - 1)) == Some(&got), || {
                format!("super-register classes of {}", c.name)
            });
        }
        let with: Vec<Option<u32>> = (0..mri.num_sub_reg_indices())
            .map(|i| {
                if i == 0 {
                    Some(rc.id())
                } else {
                    mri.get_sub_class_with_sub_reg(rc, i).map(|k| k.id())
                }
            })
            .collect();
        f.check(with == c.sub_class_with_sub_reg, || {
            format!("sub-classes with sub-registers of {}", c.name)
        });
        f.check(
            rc.super_reg_classes.len() == c.super_reg_classes.len(),
            || format!("super-register class indices of {}", c.name),
        );
        f.check(
            rc.copy_cost as i64 == c.copy_cost
                && rc.allocatable == c.allocatable
                && rc.reg_size == c.reg_size
                && rc.mode_sizes == c.mode_sizes.as_slice(),
            || format!("attributes of {}", c.name),
        );
    }
    f.finish()
}
