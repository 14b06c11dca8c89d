//! The `-dump-reginfo=REG` and `-dump-regclass=CLASS` reports: the facts seed 002
//! works out for one register or class, one fact per line.
//!
//! In: a computed [`RegBank`] and a register or class name. Out: text such as
//! `subregs: EAX(sub_32bit) AX(sub_16bit) AL(sub_8bit) AH(sub_8bit_hi) HAX(sub_16bit_hi)`.

use std::fmt::Write;

use super::bank::RegBank;

/// The report for register `name`: `subregs:`, `superregs:`, `units:`,
/// `unit-lanemasks:`, `subreg-lanemasks:` and `classes:` lines.
pub fn dump_reg(bank: &RegBank, name: &str) -> Result<String, String> {
    let r = bank
        .reg_named(name)
        .map_err(|_| format!("no register named '{name}'"))?;
    let reg = &bank.regs[r as usize];
    let rn = |x: u32| bank.regs[x as usize].name.as_str();
    let mut o = String::new();

    o.push_str("subregs:");
    for s in bank.sub_regs_pre_order(r) {
        let idx = reg.sub_reg_index[&s];
        let _ = write!(o, " {}({})", rn(s), bank.indices[idx as usize].name);
    }
    o.push_str("\nsuperregs:");
    for &s in &reg.super_regs {
        let _ = write!(o, " {}", rn(s));
    }
    let roots = |u: u32| {
        let (a, b) = bank.unit_roots[u as usize];
        match b {
            Some(b) => format!("{},{}", rn(a), rn(b)),
            None => rn(a).to_string(),
        }
    };
    o.push_str("\nunits:");
    for &u in &reg.units {
        let _ = write!(o, " {u}({})", roots(u));
    }
    o.push_str("\nunit-lanemasks:");
    for (&u, m) in reg.units.iter().zip(&reg.unit_lane_masks) {
        let _ = write!(o, " {}=0x{m:x}", roots(u));
    }
    o.push_str("\nsubreg-lanemasks:");
    for x in &bank.indices {
        let _ = write!(o, " {}=0x{:x}", x.name, x.lane_mask);
    }
    o.push_str("\nclasses:");
    for c in &bank.classes {
        if c.members.contains(&r) {
            let _ = write!(o, " {}", c.name);
        }
    }
    o.push('\n');
    Ok(o)
}

/// The report for class `name`: `members:`, `subclasses:` (the class itself
/// included, as in its sub-class mask), one `superreg-classes: <index>: ...` line per
/// index that projects some class into it, `copy-cost:` and `allocatable:`.
pub fn dump_class(bank: &RegBank, name: &str) -> Result<String, String> {
    let c = bank
        .class_named(name)
        .ok_or_else(|| format!("no register class named '{name}'"))?;
    let c = &bank.classes[c as usize];
    let mut o = String::new();
    o.push_str("members:");
    for &m in &c.order {
        let _ = write!(o, " {}", bank.regs[m as usize].name);
    }
    o.push_str("\nsubclasses:");
    for &s in &c.sub_classes {
        let _ = write!(o, " {}", bank.classes[s as usize].name);
    }
    o.push('\n');
    for (&idx, set) in &c.super_reg_classes {
        let _ = write!(o, "superreg-classes: {}:", bank.indices[idx as usize].name);
        for &s in set {
            let _ = write!(o, " {}", bank.classes[s as usize].name);
        }
        o.push('\n');
    }
    let _ = writeln!(o, "copy-cost: {}", c.copy_cost);
    let _ = writeln!(
        o,
        "allocatable: {}",
        if c.allocatable { "yes" } else { "no" }
    );
    Ok(o)
}
