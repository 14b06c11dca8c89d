//! `kiln-tablegen -dump-reginfo=REG` and `-dump-regclass=CLASS` on kiln's x86
//! description: seed 002's facts about RAX and GR8, through the whole path (kiln's
//! TableGen front end, the register model, the report).

use std::path::Path;
use std::process::Command;

fn run(args: &[&str]) -> (bool, String, String) {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = Command::new(env!("CARGO_BIN_EXE_kiln-tablegen"))
        .args(args)
        .arg("-I")
        .arg(repo.join("crates/target/td"))
        .arg("-I")
        .arg(repo.join("targets/x86/td"))
        .arg(repo.join("targets/x86/td/X86.td"))
        .output()
        .expect("kiln-tablegen runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn line<'a>(out: &'a str, key: &str) -> &'a str {
    out.lines()
        .find_map(|l| l.strip_prefix(key))
        .unwrap_or_else(|| panic!("no '{key}' line in:\n{out}"))
        .trim()
}

#[test]
fn rax() {
    let (ok, out, err) = run(&["-dump-reginfo=RAX"]);
    assert!(ok, "{err}");
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
    assert!(line(&out, "classes:").split(' ').any(|c| c == "GR64"));
}

#[test]
fn gr8() {
    let (ok, out, err) = run(&["-dump-regclass=GR8"]);
    assert!(ok, "{err}");
    let mut subs: Vec<&str> = line(&out, "subclasses:").split(' ').collect();
    subs.sort();
    assert_eq!(subs, ["GR8", "GR8_ABCD_H", "GR8_ABCD_L", "GR8_NOREX"]);
    let supers: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix("superreg-classes: "))
        .collect();
    assert!(supers
        .iter()
        .any(|l| l.starts_with("sub_8bit: ") && l.contains(" GR32")));
    assert!(supers
        .iter()
        .any(|l| l.starts_with("sub_8bit_hi: ") && l.contains(" GR64_ABCD")));
    assert_eq!(line(&out, "copy-cost:"), "1");
    assert_eq!(line(&out, "allocatable:"), "yes");
}

#[test]
fn unknown_register_is_an_error() {
    let (ok, _, err) = run(&["-dump-reginfo=RAXX"]);
    assert!(!ok);
    assert!(err.contains("error: no register named 'RAXX'"), "{err}");
}
