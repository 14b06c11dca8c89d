//! Seed 002's RAX and GR8 facts in the `-dump-reginfo` / `-dump-regclass` reports,
//! computed by the register-info backend from kiln's x86 description. The records
//! are read by llvm-tblgen-22 here, so this checks the model independently of kiln's
//! own TableGen front end (the `kiln-tablegen` binary test checks the whole path).

use std::path::Path;

use kiln_tablegen_backends::register_info::json::JsonRecords;
use kiln_tablegen_backends::run_action_on;

fn dump(action: &str) -> String {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let schema = repo.join("crates/target/td");
    let td = repo.join("targets/x86/td");
    let recs =
        JsonRecords::load(&td.join("X86.td"), &[&schema, &td]).unwrap_or_else(|e| panic!("{e}"));
    run_action_on(action, &recs, "X86.td").unwrap_or_else(|e| panic!("{e}"))
}

fn line<'a>(out: &'a str, key: &str) -> &'a str {
    out.lines()
        .find_map(|l| l.strip_prefix(key))
        .unwrap_or_else(|| panic!("no '{key}' line in:\n{out}"))
        .trim()
}

#[test]
fn rax_report() {
    let out = dump("-dump-reginfo=RAX");
    assert_eq!(
        line(&out, "subregs:"),
        "EAX(sub_32bit) AX(sub_16bit) AL(sub_8bit) AH(sub_8bit_hi) HAX(sub_16bit_hi)"
    );
    assert_eq!(line(&out, "superregs:"), "");
    let mut roots: Vec<&str> = line(&out, "units:")
        .split(' ')
        .map(|u| u.split_once('(').unwrap().1.trim_end_matches(')'))
        .collect();
    roots.sort();
    assert_eq!(roots, ["AH", "AL", "HAX"]);
    let masks: Vec<&str> = line(&out, "unit-lanemasks:").split(' ').collect();
    for m in ["AL=0x1", "AH=0x2", "HAX=0x8"] {
        assert!(masks.contains(&m), "{m} in {masks:?}");
    }
    let idx: Vec<&str> = line(&out, "subreg-lanemasks:").split(' ').collect();
    for m in [
        "sub_8bit=0x1",
        "sub_8bit_hi=0x2",
        "sub_16bit=0x7",
        "sub_16bit_hi=0x8",
        "sub_32bit=0xf",
    ] {
        assert!(idx.contains(&m), "{m} in {idx:?}");
    }
    let classes: Vec<&str> = line(&out, "classes:").split(' ').collect();
    assert!(classes.contains(&"GR64") && classes.contains(&"GR64_ABCD"));
    assert!(!classes.contains(&"GR32"));
}

#[test]
fn al_report() {
    let out = dump("-dump-reginfo=AL");
    assert_eq!(line(&out, "subregs:"), "");
    assert_eq!(line(&out, "superregs:"), "AX EAX RAX");
    assert_eq!(line(&out, "unit-lanemasks:"), "AL=0xffffffffffffffff");
}

#[test]
fn gr8_report() {
    let out = dump("-dump-regclass=GR8");
    assert!(line(&out, "members:").starts_with("AL CL DL AH CH DH BL BH SIL"));
    let mut subs: Vec<&str> = line(&out, "subclasses:").split(' ').collect();
    subs.sort();
    assert_eq!(subs, ["GR8", "GR8_ABCD_H", "GR8_ABCD_L", "GR8_NOREX"]);
    let supers: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix("superreg-classes: "))
        .collect();
    assert_eq!(supers.len(), 2, "{out}");
    assert!(supers[0].starts_with("sub_8bit: GR16 "));
    assert!(supers[1].starts_with("sub_8bit_hi: GR16_ABCD "));
    assert!(supers[1].contains("GR32_ABCD") && supers[1].contains("GR64_ABCD"));
    assert_eq!(line(&out, "copy-cost:"), "1");
    assert_eq!(line(&out, "allocatable:"), "yes");
    let ccr = dump("-dump-regclass=CCR");
    assert_eq!(line(&ccr, "copy-cost:"), "-1");
    assert_eq!(line(&ccr, "allocatable:"), "no");
}

#[test]
fn unknown_names_are_errors() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let schema = repo.join("crates/target/td");
    let td = repo.join("targets/x86/td");
    let recs = JsonRecords::load(&td.join("X86.td"), &[&schema, &td]).unwrap();
    let e = run_action_on("-dump-reginfo=NOPE", &recs, "X86.td").unwrap_err();
    assert!(e.contains("no register named 'NOPE'"), "{e}");
    let e = run_action_on("-dump-regclass=GR7", &recs, "X86.td").unwrap_err();
    assert!(e.contains("no register class named 'GR7'"), "{e}");
    assert!(run_action_on("-gen-bogus", &recs, "X86.td").is_err());
}

#[test]
fn generated_rust_is_deterministic() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    for (dir, root) in [
        ("x86", "X86.td"),
        ("aarch64", "AArch64.td"),
        ("riscv", "RISCV.td"),
    ] {
        let schema = repo.join("crates/target/td");
        let td = repo.join("targets").join(dir).join("td");
        let recs = JsonRecords::load(&td.join(root), &[&schema, &td]).unwrap();
        let a = run_action_on("-gen-register-info", &recs, root).unwrap();
        let b = run_action_on("gen-register-info", &recs, root).unwrap();
        assert_eq!(a, b, "{dir}");
        assert!(a.contains("pub static REGISTER_INFO: MCRegisterInfo"));
    }
}
