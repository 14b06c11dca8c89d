//! LLVM as the oracle: kiln's register files are plain TableGen, so LLVM's own
//! RegisterInfoEmitter (`llvm-tblgen-22 -gen-register-info`, with LLVM's Target.td
//! under /usr/include/llvm-22) can compute the register model of the very same
//! registers. This test runs it at test time and checks that kiln's model agrees:
//! register numbering, sub-register indices (with inferred composites) and their
//! lane masks, register units and their roots, class members, sub-classes and
//! super-register classes (restricted to the classes kiln has: LLVM also synthesizes
//! classes), and DWARF numbers.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use kiln_tablegen_backends::register_info::json::JsonRecords;
use kiln_tablegen_backends::register_info::records::read_input;
use kiln_tablegen_backends::register_info::RegBank;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The `.inc` files LLVM writes for a target, by suffix (Enums, MCDesc, TargetDesc).
struct LlvmOutput {
    files: BTreeMap<String, String>,
}

impl LlvmOutput {
    fn file(&self, suffix: &str) -> &str {
        self.files
            .iter()
            .find(|(k, _)| k.ends_with(suffix))
            .map(|(_, v)| v.as_str())
            .unwrap_or_else(|| panic!("no {suffix} in {:?}", self.files.keys()))
    }
}

/// Runs LLVM's register-info emitter over kiln's register file for `dir`/`t`.
fn run_llvm(td: &Path, dir: &str, t: &str) -> LlvmOutput {
    let tmp =
        std::env::temp_dir().join(format!("kiln-reginfo-oracle-{}-{dir}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let regfile = std::fs::read_to_string(td.join(format!("{t}RegisterInfo.td"))).unwrap();
    let out = common::llvm_register_info(&tmp, t, &regfile);
    assert!(
        out.status.success(),
        "llvm-tblgen-22 -gen-register-info failed for {dir}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut files = BTreeMap::new();
    for e in std::fs::read_dir(&tmp).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "inc") {
            files.insert(
                p.file_name().unwrap().to_string_lossy().into_owned(),
                std::fs::read_to_string(&p).unwrap(),
            );
        }
    }
    std::fs::remove_dir_all(&tmp).ok();
    LlvmOutput { files }
}

/// The lines of `text` after the line containing `start`, up to the first line
/// containing `end`.
fn section<'a>(text: &'a str, start: &str, end: &str) -> Vec<&'a str> {
    let mut lines = text.lines().skip_while(|l| !l.contains(start));
    lines.next().unwrap_or_else(|| panic!("no '{start}'"));
    lines.take_while(|l| !l.contains(end)).collect()
}

/// `X86::RAX` -> `RAX`.
fn unqualify(s: &str) -> &str {
    s.trim().rsplit("::").next().unwrap()
}

fn kiln_bank(td: &Path, t: &str) -> RegBank {
    let schema = repo().join("crates/target/td");
    let recs = JsonRecords::load(&td.join(format!("{t}.td")), &[&schema, td]).unwrap();
    RegBank::build(&read_input(&recs).unwrap()).unwrap()
}

fn check(dir: &str, t: &str) {
    check_in(&repo().join("targets").join(dir).join("td"), dir, t);
}

/// Checks the register file `<t>RegisterInfo.td` (with root `<t>.td`) in `td`.
fn check_in(td: &Path, dir: &str, t: &str) {
    let llvm = run_llvm(td, dir, t);
    let bank = kiln_bank(td, t);
    let enums = llvm.file("Enums.inc");
    let mc = llvm.file("MCDesc.inc");
    let target = llvm.file("TargetDesc.inc");

    // Register numbering.
    let regs: Vec<&str> = section(enums, "enum : unsigned {", "NUM_TARGET_REGS")
        .into_iter()
        .filter_map(|l| l.trim().split_once(" = ").map(|(n, _)| n))
        .collect();
    let ours: Vec<&str> = bank.regs.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(ours, regs, "{dir}: register numbering");

    // Sub-register indices and lane masks.
    let idx: Vec<&str> = if enums.contains("// Subregister indices") {
        section(enums, "enum : uint16_t {", "NUM_TARGET_SUBREGS")
    } else {
        Vec::new()
    };
    let idx: Vec<&str> = idx
        .into_iter()
        .map(|l| l.trim().split(',').next().unwrap())
        .filter(|n| *n != "NoSubRegister")
        .collect();
    let ours: Vec<&str> = bank.indices.iter().map(|x| x.name.as_str()).collect();
    assert_eq!(ours, idx, "{dir}: sub-register indices");
    if !idx.is_empty() {
        let masks: Vec<(String, u64)> = section(target, "SubRegIndexLaneMaskTable[] = {", "};")
            .into_iter()
            .filter_map(|l| {
                let (m, name) = l.split_once("), // ")?;
                let hex = m.trim().strip_prefix("LaneBitmask(0x")?;
                Some((
                    name.trim().to_string(),
                    u64::from_str_radix(hex, 16).unwrap(),
                ))
            })
            .collect();
        let ours: Vec<(String, u64)> = bank
            .indices
            .iter()
            .map(|x| (x.name.clone(), x.lane_mask))
            .collect();
        assert_eq!(ours, masks, "{dir}: lane masks");
    }

    // Bit ranges of the indices ((offset, size); 65535 is unknown).
    if !idx.is_empty() {
        let ranges: Vec<(String, (i64, i64))> = section(target, "SubRegIdxRangeTable[] = {", "};")
            .into_iter()
            .filter_map(|l| {
                let (r, name) = l.split_once("//")?;
                let r = r.trim().trim_start_matches('{').trim_end_matches(',');
                let (o, sz) = r.trim_end_matches('}').split_once(',')?;
                let o: i64 = o.trim().parse().ok()?;
                let sz: i64 = sz.trim().parse().ok()?;
                Some((name.trim().to_string(), (o, sz)))
            })
            .collect();
        let norm = |v: i64| if v < 0 { 65535 } else { v };
        let ours: Vec<(String, (i64, i64))> = bank
            .indices
            .iter()
            .map(|x| (x.name.clone(), (norm(x.offset), norm(x.size))))
            .collect();
        // With hardware modes LLVM repeats the table per mode; the default comes first.
        assert_eq!(
            ours.as_slice(),
            &ranges[..ours.len().min(ranges.len())],
            "{dir}: sub-register index ranges"
        );
    }

    // Register units and roots.
    let roots: Vec<Vec<&str>> = section(mc, "RegUnitRoots[][2] = {", "};")
        .into_iter()
        .map(|l| {
            l.trim()
                .trim_start_matches('{')
                .trim_end_matches(',')
                .trim_end_matches('}')
                .split(',')
                .map(unqualify)
                .collect()
        })
        .collect();
    let ours: Vec<Vec<&str>> = bank
        .unit_roots
        .iter()
        .map(|&(a, b)| {
            std::iter::once(a)
                .chain(b)
                .map(|r| bank.regs[r as usize].name.as_str())
                .collect()
        })
        .collect();
    assert_eq!(ours, roots, "{dir}: register units and their roots");

    // Classes: ids, members, sub-classes and super-register classes.
    let class_ids: BTreeMap<u32, &str> = section(enums, "// Register classes", "};")
        .into_iter()
        .filter_map(|l| {
            let (n, id) = l.trim().trim_end_matches(',').split_once("RegClassID = ")?;
            Some((id.parse().unwrap(), n))
        })
        .collect();
    // The same classes (synthesized ones included), with the same names and members,
    // in the same order.
    let members_of = |name: &str| -> Vec<String> {
        section(mc, &format!("const MCPhysReg {name}[] = {{"), "};")
            .join(" ")
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| unqualify(s).to_string())
            .collect()
    };
    assert_eq!(
        bank.classes.len(),
        class_ids.len(),
        "{dir}: number of classes"
    );
    let mut to_ours: BTreeMap<&str, &str> = BTreeMap::new();
    for (c, (_, &llvm_name)) in bank.classes.iter().zip(&class_ids) {
        assert_eq!(c.name, llvm_name, "{dir}: class names in id order");
        let ours: Vec<String> = c
            .order
            .iter()
            .map(|&r| bank.regs[r as usize].name.clone())
            .collect();
        assert_eq!(ours, members_of(llvm_name), "{dir}: members of {}", c.name);
        to_ours.insert(llvm_name, c.name.as_str());
    }
    let to_llvm: BTreeMap<&str, &str> = to_ours.iter().map(|(&l, &o)| (o, l)).collect();
    let words = class_ids.len().div_ceil(32);
    let ours_names: BTreeSet<&str> = bank.classes.iter().map(|c| c.name.as_str()).collect();
    let names_in = |ws: &[u32]| -> BTreeSet<&str> {
        class_ids
            .iter()
            .filter(|(&id, _)| ws[id as usize / 32] >> (id % 32) & 1 != 0)
            .map(|(_, &n)| to_ours[n])
            .filter(|n| ours_names.contains(n))
            .collect()
    };
    for c in &bank.classes {
        let member_text = section(
            mc,
            &format!("const MCPhysReg {}[] = {{", to_llvm[c.name.as_str()]),
            "};",
        )
        .join(" ");
        let members: Vec<&str> = member_text
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(unqualify)
            .collect();
        let ours: Vec<&str> = c
            .order
            .iter()
            .map(|&r| bank.regs[r as usize].name.as_str())
            .collect();
        assert_eq!(ours, members, "{dir}: members of {}", c.name);

        let rows: Vec<(Option<String>, Vec<u32>)> = section(
            target,
            &format!(
                "static const uint32_t {}SubClassMask[] = {{",
                to_llvm[c.name.as_str()]
            ),
            "};",
        )
        .into_iter()
        .map(|l| {
            let (ws, comment) = match l.split_once("//") {
                Some((w, c)) => (w, Some(c.trim().to_string())),
                None => (l, None),
            };
            let ws: Vec<u32> = ws
                .split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(|s| u32::from_str_radix(s.trim_start_matches("0x"), 16).unwrap())
                .collect();
            assert_eq!(ws.len(), words);
            (comment, ws)
        })
        .collect();
        let subs: BTreeSet<&str> = c
            .sub_classes
            .iter()
            .map(|&s| bank.classes[s as usize].name.as_str())
            .collect();
        assert_eq!(
            subs,
            names_in(&rows[0].1),
            "{dir}: sub-classes of {}",
            c.name
        );
        let mut llvm_supers: BTreeMap<String, BTreeSet<&str>> = BTreeMap::new();
        for (idx, ws) in &rows[1..] {
            let set = names_in(ws);
            if !set.is_empty() {
                llvm_supers.insert(idx.clone().unwrap(), set);
            }
        }
        let ours: BTreeMap<String, BTreeSet<&str>> = c
            .super_reg_classes
            .iter()
            .map(|(&i, set)| {
                (
                    bank.indices[i as usize].name.clone(),
                    set.iter()
                        .map(|&s| bank.classes[s as usize].name.as_str())
                        .collect(),
                )
            })
            .collect();
        assert_eq!(
            ours, llvm_supers,
            "{dir}: super-register classes of {}",
            c.name
        );
    }

    // Register and spill sizes and spill alignment, per hardware mode.
    let mut mode = 0usize;
    let mut infos: BTreeMap<(usize, String), (u32, u32, u32)> = BTreeMap::new();
    for l in section(target, "RegClassInfos[] = {", "};") {
        let l = l.trim();
        if let Some(rest) = l.strip_prefix("// Mode = ") {
            mode = rest.split(' ').next().unwrap().parse().unwrap();
            continue;
        }
        let Some((fields, name)) = l.split_once("//") else {
            continue;
        };
        let v: Vec<u32> = fields
            .trim_start_matches('{')
            .split(',')
            .take(3)
            .map(|x| x.trim().parse().unwrap())
            .collect();
        infos.insert((mode, name.trim().to_string()), (v[0], v[1], v[2]));
    }
    for c in &bank.classes {
        for (m, sizes) in c.mode_sizes.iter().enumerate() {
            assert_eq!(
                Some(sizes),
                infos.get(&(m, to_llvm[c.name.as_str()].to_string())),
                "{dir}: sizes of {} in mode {m}",
                c.name
            );
        }
    }

    // The largest sub-class with each sub-register index (LLVM's
    // getSubClassWithSubReg table: class id + 1, 0 for none).
    if !idx.is_empty() {
        let rows: Vec<Vec<u32>> = {
            let mut rows = Vec::new();
            for l in section(target, "::getSubClassWithSubReg(", "};") {
                let l = l.trim();
                if l.starts_with('{') && l.contains("//") {
                    rows.push(Vec::new());
                } else if let Some((v, _)) = l.split_once(",") {
                    if let (Some(row), Ok(v)) = (rows.last_mut(), v.trim().parse::<u32>()) {
                        row.push(v);
                    }
                }
            }
            rows
        };
        assert_eq!(
            rows.len(),
            bank.classes.len(),
            "{dir}: getSubClassWithSubReg rows"
        );
        for (c, row) in bank.classes.iter().zip(&rows) {
            let ours: Vec<u32> = c.sub_class_with_sub_reg[1..]
                .iter()
                .map(|x| x.map_or(0, |i| i + 1))
                .collect();
            assert_eq!(
                &ours, row,
                "{dir}: sub-classes with sub-registers of {}",
                c.name
            );
        }
    }

    // Class lane masks, register sizes, copy costs, allocatable flags.
    for c in &bank.classes {
        let def = section(
            target,
            &format!("extern const TargetRegisterClass {}RegClass = {{", c.name),
            "};",
        );
        let mask = def
            .iter()
            .find_map(|l| l.trim().strip_prefix("LaneBitmask(0x"))
            .map(|m| u64::from_str_radix(m.trim_end_matches("),"), 16).unwrap());
        assert_eq!(Some(c.lane_mask), mask, "{dir}: lane mask of {}", c.name);
        let line = mc
            .lines()
            .find(|l| {
                l.trim()
                    .starts_with(&format!("{{ {}, {}Bits,", c.name, c.name))
            })
            .unwrap_or_else(|| panic!("{dir}: no MCRegisterClass for {}", c.name));
        let f: Vec<&str> = line
            .trim()
            .trim_matches(|ch| ch == '{' || ch == '}' || ch == ',')
            .split(", ")
            .collect();
        // With hardware modes the size lives in RegClassInfos (checked above).
        if c.mode_sizes.len() == 1 {
            assert_eq!(
                f[6].parse::<u32>().unwrap(),
                c.reg_size,
                "{dir}: size of {}",
                c.name
            );
        }
        // LLVM stores the copy cost as a byte (-1 is 255).
        let cost: u8 = f[7].parse().unwrap();
        assert_eq!(cost, c.copy_cost as u8, "{dir}: copy cost of {}", c.name);
        assert_eq!(
            f[8] == "true",
            c.allocatable,
            "{dir}: allocatable {}",
            c.name
        );
    }

    // Cost per use (the first cost model), by register number.
    let after = target
        .split_once("CostPerUseTable[] = {")
        .map(|(_, t)| t.split_once("};").map_or(t, |(a, _)| a))
        .unwrap_or("");
    let costs: Vec<u8> = after
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect();
    let ours: Vec<u8> = std::iter::once(0)
        .chain(bank.regs.iter().map(|r| r.cost_per_use))
        .collect();
    assert_eq!(ours.as_slice(), &costs[..ours.len()], "{dir}: cost per use");

    // Compositions A∘B = C: LLVM merges rows of its table where entries are
    // undefined, so only the compositions kiln defines are compared.
    if !idx.is_empty() {
        let body = target
            .split_once("::composeSubRegIndicesImpl(unsigned IdxA")
            .map(|(_, t)| t.split_once("\n}").map_or(t, |(b, _)| b))
            .unwrap_or("");
        let list = |text: &str| -> Vec<String> {
            text.split(',')
                .map(|x| unqualify(x.trim()).to_string())
                .filter(|x| !x.is_empty())
                .collect()
        };
        let row_map: Option<Vec<usize>> = body.split_once("RowMap[").map(|(_, t)| {
            let inner = t.split_once('{').unwrap().1.split_once('}').unwrap().0;
            list(inner).iter().map(|x| x.parse().unwrap()).collect()
        });
        let rows: Vec<Vec<String>> = body
            .split_once("Rows[")
            .map(|(_, t)| t.split_once("= {").unwrap().1)
            .unwrap_or("")
            .lines()
            .filter_map(|l| l.trim().strip_prefix('{'))
            .map(|l| list(l.trim_end_matches(',').trim_end_matches('}')))
            .collect();
        assert!(!rows.is_empty(), "{dir}: no composition table");
        for (a, x) in bank.indices.iter().enumerate() {
            let row = row_map.as_ref().map_or(0, |m| m[a]);
            for (&b, &c) in &x.composites {
                assert_eq!(
                    rows[row][b as usize], bank.indices[c as usize].name,
                    "{dir}: {} then {}",
                    x.name, bank.indices[b as usize].name
                );
            }
        }
    }

    // Per register: sub-registers (in LLVM's order) with their indices,
    // super-registers, units and unit lane masks, decoded from LLVM's
    // difference-list tables.
    let numbers_in = |start: &str| -> Vec<i64> {
        let body = mc
            .split_once(start)
            .and_then(|(_, t)| t.split_once("};"))
            .map_or("", |(b, _)| b);
        let mut out = Vec::new();
        for chunk in body.split("*/") {
            let values = chunk.split("/*").next().unwrap_or("");
            for v in values.split(',') {
                let v = v.trim();
                if v.is_empty() {
                    continue;
                }
                if v == "LaneBitmask::getAll()" {
                    out.push(-1);
                } else if let Some(h) = v.strip_prefix("LaneBitmask(0x") {
                    out.push(u64::from_str_radix(h.trim_end_matches(')'), 16).unwrap() as i64);
                } else {
                    out.push(v.parse().unwrap());
                }
            }
        }
        out
    };
    let diffs = numbers_in("RegDiffLists[] = {");
    let idx_lists = numbers_in("SubRegIdxLists[] = {");
    let lane_lists = numbers_in("LaneMaskLists[] = {");
    let descs: Vec<Vec<i64>> = section(mc, "RegDesc[] = {", "};")
        .into_iter()
        .map(|l| {
            l.trim()
                .trim_start_matches('{')
                .trim_end_matches(',')
                .trim_end_matches('}')
                .split(',')
                .map(|x| x.trim().parse().unwrap())
                .collect()
        })
        .collect();
    assert_eq!(descs.len(), bank.regs.len() + 1, "{dir}: descriptors");
    let walk = |start: i64, offset: i64, first: bool| -> Vec<i64> {
        let mut out = Vec::new();
        let mut val = start;
        if first {
            out.push(val);
        }
        let mut k = offset as usize;
        while diffs[k] != 0 {
            val += diffs[k];
            out.push(val);
            k += 1;
        }
        out
    };
    for (i, r) in bank.regs.iter().enumerate() {
        let d = &descs[i + 1];
        let num = i as i64 + 1;
        let subs: Vec<i64> = walk(num, d[1], false);
        let ours: Vec<i64> = bank
            .sub_regs_pre_order(i as u32)
            .iter()
            .map(|&s| s as i64 + 1)
            .collect();
        assert_eq!(ours, subs, "{dir}: sub-registers of {}", r.name);
        let idx: Vec<i64> = idx_lists[d[3] as usize..][..subs.len()].to_vec();
        let ours_idx: Vec<i64> = bank
            .sub_regs_pre_order(i as u32)
            .iter()
            .map(|s| r.sub_reg_index[s] as i64 + 1)
            .collect();
        assert_eq!(ours_idx, idx, "{dir}: sub-register indices of {}", r.name);
        let sups = walk(num, d[2], false);
        let ours: Vec<i64> = r.super_regs.iter().map(|&s| s as i64 + 1).collect();
        assert_eq!(ours, sups, "{dir}: super-registers of {}", r.name);
        let units = walk(d[4] & 0xfff, d[4] >> 12, true);
        let ours: Vec<i64> = r.units.iter().map(|&u| u as i64).collect();
        assert_eq!(ours, units, "{dir}: units of {}", r.name);
        let masks: Vec<i64> = lane_lists[d[5] as usize..][..units.len()].to_vec();
        let ours: Vec<i64> = r.unit_lane_masks.iter().map(|&m| m as i64).collect();
        assert_eq!(ours, masks, "{dir}: unit lane masks of {}", r.name);
    }

    // DWARF numbers (first flavour).
    let dwarf_lines = if mc.contains("DwarfFlavour0L2Dwarf[] = {") {
        section(mc, "DwarfFlavour0L2Dwarf[] = {", "};")
    } else {
        Vec::new()
    };
    let dwarf: BTreeMap<&str, i64> = dwarf_lines
        .into_iter()
        .filter_map(|l| {
            let (r, n) = l.trim().trim_start_matches('{').split_once(',')?;
            let n = n
                .trim()
                .trim_end_matches(',')
                .trim_end_matches('}')
                .trim()
                .trim_end_matches('U');
            Some((unqualify(r), n.parse().ok()?))
        })
        .collect();
    for r in &bank.regs {
        let llvm = dwarf.get(r.name.as_str()).copied().unwrap_or(-1);
        assert_eq!(r.dwarf, llvm, "{dir}: DWARF number of {}", r.name);
    }
}

#[test]
fn x86_agrees_with_llvm() {
    check("x86", "X86");
}

#[test]
fn aarch64_agrees_with_llvm() {
    check("aarch64", "AArch64");
}

#[test]
fn riscv_agrees_with_llvm() {
    check("riscv", "RISCV");
}

#[test]
fn cpu0_agrees_with_llvm() {
    check("cpu0", "Cpu0");
}

/// A made-up register file for what the four targets do not use: ad-hoc aliases
/// (units shared by an alias pair, two roots), a register that is not covered by its
/// sub-registers, a declared ComposedOf index and register tuples.
#[test]
fn aliases_and_composites_agree_with_llvm() {
    let td = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/td");
    check_in(&td, "oracle", "Oracle");
}
