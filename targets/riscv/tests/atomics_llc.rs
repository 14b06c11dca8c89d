//! Atomics against llc-22: every `atomicrmw` operation, `cmpxchg` (success x failure
//! ordering), `load atomic`, `store atomic` and `fence` on i8/i16/i32/i64 in every ordering is
//! compiled by kiln -O2 (in-process) and by llc-22 (`-mattr=+a`), and each function must use
//! the same memory-model instructions in the same order: the AMO with its `.aq`/`.rl`/`.aqrl`
//! bits, `lr`/`sc` with theirs, and the fences with their sets (Table A.6 as LLVM maps it).
//! kiln's assembly must also be accepted by kiln-mc's assembler, and the machine verifier
//! must accept every function after every pass at -O0 and -O1 (with regalloc2's checker on
//! every allocation, `-verify-regalloc`).

use kiln_target::Triple;
use kiln_target_riscv::target_machine::{assemble, RiscvTargetMachine};
use std::collections::HashMap;
use std::process::Command;

const ORDERS: [&str; 5] = ["monotonic", "acquire", "release", "acq_rel", "seq_cst"];
const OPS: [&str; 11] = [
    "xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin",
];

fn module() -> String {
    let mut s = String::new();
    for ty in ["i8", "i16", "i32", "i64"] {
        let bytes: u32 = ty[1..].parse::<u32>().expect("a width") / 8;
        for op in OPS {
            for o in ORDERS {
                s += &format!(
                    "define {ty} @rmw_{op}_{ty}_{o}(ptr %p, {ty} %v) {{\n  %r = atomicrmw {op} ptr %p, {ty} %v {o}\n  ret {ty} %r\n}}\n"
                );
            }
        }
        for o in ORDERS {
            for f in ["monotonic", "acquire", "seq_cst"] {
                s += &format!(
                    "define i1 @cas_{ty}_{o}_{f}(ptr %p, {ty} %c, {ty} %n) {{\n  %r = cmpxchg ptr %p, {ty} %c, {ty} %n {o} {f}\n  %k = extractvalue {{ {ty}, i1 }} %r, 1\n  ret i1 %k\n}}\n"
                );
            }
        }
        for o in ["unordered", "monotonic", "acquire", "seq_cst"] {
            s += &format!(
                "define {ty} @load_{ty}_{o}(ptr %p) {{\n  %r = load atomic {ty}, ptr %p {o}, align {bytes}\n  ret {ty} %r\n}}\n"
            );
        }
        for o in ["unordered", "monotonic", "release", "seq_cst"] {
            s += &format!(
                "define void @store_{ty}_{o}(ptr %p, {ty} %v) {{\n  store atomic {ty} %v, ptr %p {o}, align {bytes}\n  ret void\n}}\n"
            );
        }
    }
    for o in ["acquire", "release", "acq_rel", "seq_cst"] {
        s += &format!("define void @fence_{o}() {{\n  fence {o}\n  ret void\n}}\n");
        s += &format!(
            "define void @fence_st_{o}() {{\n  fence syncscope(\"singlethread\") {o}\n  ret void\n}}\n"
        );
    }
    s
}

/// Per function: its AMO, LR/SC and fence instructions in order (fences with their sets).
fn memory_instrs(asm: &str) -> HashMap<String, Vec<String>> {
    let mut out: HashMap<String, Vec<String>> = HashMap::new();
    let mut cur: Option<String> = None;
    for line in asm.lines() {
        let is_symbol = |l: &&str| {
            !l.is_empty()
                && !l.starts_with('.')
                && l.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
        };
        let code = line.split('#').next().unwrap_or("").trim_end();
        if let Some(label) = code.strip_suffix(':').filter(is_symbol) {
            cur = Some(label.to_string());
            out.entry(label.to_string()).or_default();
            continue;
        }
        let t: Vec<&str> = line.split_whitespace().collect();
        let Some(&m) = t.first() else { continue };
        if !(m.starts_with("amo") || m.starts_with("lr.") || m.starts_with("sc."))
            && m != "fence"
            && m != "fence.tso"
        {
            continue;
        }
        let text = if m == "fence" {
            format!("fence {}", t[1..].concat())
        } else {
            m.to_string()
        };
        if let Some(f) = &cur {
            out.entry(f.clone()).or_default().push(text);
        }
    }
    out
}

#[test]
fn atomics_match_llc() {
    let text = module();
    let dir = std::env::temp_dir().join(format!("kiln-atomics-llc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let ll = dir.join("atomics.ll");
    std::fs::write(&ll, &text).expect("write .ll");
    let module = kiln_ir::parse_str("atomics.ll", &text).expect("the generated IR parses");
    // The machine verifier runs after every pass, the post-RA loop expansion included.
    for level in [0, 1] {
        let mut tm = RiscvTargetMachine::new(Triple::parse_normalized("riscv64-linux-gnu"), level);
        tm.pipeline.verify = true;
        tm.pipeline.verify_regalloc = true;
        tm.emit_assembly(&module)
            .unwrap_or_else(|e| panic!("-O{level} with the machine verifier: {}", e.message));
    }
    let tm = RiscvTargetMachine::new(Triple::parse_normalized("riscv64-linux-gnu"), 2);
    let asm = tm
        .emit_assembly(&module)
        .expect("kiln compiles every atomic");
    assemble(&asm, "riscv64-linux-gnu").expect("kiln-mc assembles kiln's atomics");
    let out = Command::new("llc-22")
        .args([
            "-mtriple=riscv64-linux-gnu",
            "-mattr=+m,+a",
            "-O2",
            "-o",
            "-",
        ])
        .arg(&ll)
        .output()
        .expect("llc-22 must be installed");
    assert!(out.status.success(), "llc-22 failed");
    let reference = String::from_utf8_lossy(&out.stdout);
    let (k, l) = (memory_instrs(&asm), memory_instrs(&reference));
    assert!(l.len() > 300, "llc-22's functions were not found");
    let mut bad = Vec::new();
    for (f, want) in &l {
        if k.get(f) != Some(want) {
            bad.push(format!("{f}: kiln {:?}, llc-22 {want:?}", k.get(f)));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    bad.sort();
    assert!(
        bad.is_empty(),
        "{} functions differ:\n{}",
        bad.len(),
        bad.join("\n")
    );
}
