//! Differential test of the verifier against LLVM: valid modules (clang-22 `-O2` output for
//! programs of the C corpus, rustc output with its invokes and landingpads, and hand-written
//! EH/callbr IR from `tests/ll`) are mutated in ways
//! that often break SSA or CFG rules (an operand replaced by another value of the same type, an
//! instruction moved, two neighbours swapped, a branch retargeted, a phi entry's block changed
//! or dropped, a duplicated switch case); each mutant is printed, and kiln (parser, then
//! verifier) must accept it exactly when `llvm-as-22` does, and must reject it in the same
//! stage: a mutant llvm-as-22's parser rejects is rejected by kiln's parser, one that parses
//! but "does not verify as correct" is rejected by kiln's verifier. The only stated exception
//! is [`KNOWN_STAGE_DIFFERENCES`]. The test asserts that both verdicts occur and that the
//! verifier (not only the parser) does a good share of the rejecting, and prints the counts.
//! Changing the seed and count (kept small here for test time) is a cheap fuzzing run: 5
//! seeds x 1500 mutants agreed.

use kiln_ir::{BlockId, InstKind, Module, Value};
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// llvm-as-22's verdict on `text`: `Ok` or its error message.
fn llvm_as(text: &str) -> Result<(), String> {
    let mut child = Command::new("llvm-as-22")
        .args(["-", "-o", "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("llvm-as-22 must be installed (scripts/setup.sh)");
    child
        .stdin
        .take()
        .expect("stdin was piped")
        .write_all(text.as_bytes())
        .expect("writing to llvm-as-22");
    let out = child.wait_with_output().expect("waiting for llvm-as-22");
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// Which part of a tool judged a module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Stage {
    /// Accepted.
    Accepted,
    /// Rejected while parsing.
    Parser,
    /// Parsed, rejected by the verifier.
    Verifier,
}

/// Mutants both tools reject, but in different stages, for a documented reason: (kiln's
/// message, llvm-as-22's message). A duplicate `switch` case: LLVM's `.ll` parser
/// (LLParser::parseSwitch) rejects it while reading the text, before its Verifier's own check
/// ("Duplicate integer as switch case", for modules built in memory) is reached; kiln's parser
/// leaves the check to its verifier, which gives the Verifier's message.
const KNOWN_STAGE_DIFFERENCES: &[(&str, &str)] = &[(
    "Duplicate integer as switch case",
    "duplicate case value in switch",
)];

/// llvm-as-22 reports a verifier failure as "assembly parsed, but does not verify as
/// correct!"; any other failure is the parser's (`<stdin>:L:C: error: ...`).
fn llvm_stage(verdict: &Result<(), String>) -> Stage {
    match verdict {
        Ok(()) => Stage::Accepted,
        Err(e) if e.contains("does not verify as correct") => Stage::Verifier,
        Err(_) => Stage::Parser,
    }
}

/// kiln's stage: a module its parser accepts and that is rejected was rejected by the
/// verifier.
fn kiln_stage(text: &str, verdict: &Result<(), String>) -> Stage {
    match verdict {
        Ok(()) => Stage::Accepted,
        Err(_) if kiln_ir::parse_str("mutant.ll", text).is_ok() => Stage::Verifier,
        Err(_) => Stage::Parser,
    }
}

/// kiln's verdict: parse, then verify.
fn kiln(text: &str) -> Result<(), String> {
    let m = kiln_ir::parse_str("mutant.ll", text)?;
    kiln_ir::verifier::verify_module(&m).map_err(|errors| {
        errors
            .iter()
            .map(|e| e.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    })
}

struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

fn is_phi_or_terminator(k: InstKind) -> bool {
    k == InstKind::Phi || k.is_terminator() || matches!(k, InstKind::DbgRecord(_))
}

/// Applies one random mutation to a random function with a body; returns what it did, or
/// `None` if the chosen mutation did not apply.
fn mutate(m: &mut Module, rng: &mut Rng) -> Option<String> {
    let defs: Vec<usize> = (0..m.functions.len())
        .filter(|&i| m.functions[i].is_definition && m.functions[i].insts.len() > 2)
        .collect();
    let fi = *defs.get(rng.below(defs.len()))?;
    let f = &mut m.functions[fi];
    // Only instructions that are placed in a block (all of them, for parsed modules).
    let n = f.insts.len();
    match rng.below(7) {
        4 => {
            // Swap two adjacent instructions of a block (phis and terminators included).
            let b = f.layout[rng.below(f.layout.len())];
            let insts = &mut f.blocks[b.0 as usize].insts;
            if insts.len() < 2 {
                return None;
            }
            let k = rng.below(insts.len() - 1);
            insts.swap(k, k + 1);
            Some(format!(
                "swapped instructions {k} and {} of block {}",
                k + 1,
                b.0
            ))
        }
        5 => {
            // Make one switch case value equal to another.
            let i = rng.below(n);
            if f.insts[i].kind != InstKind::Switch || f.insts[i].ops.len < 6 {
                return None;
            }
            let r = f.insts[i].ops;
            let cases = (r.len as usize - 2) / 2;
            let (a, b) = (rng.below(cases), rng.below(cases));
            let base = r.start as usize + 2;
            f.operands[base + 2 * a] = f.operands[base + 2 * b];
            Some(format!("switch {i}: case {a} takes the value of case {b}"))
        }
        6 => {
            // Drop the last entry of a phi.
            let phis: Vec<usize> = (0..n)
                .filter(|&i| f.insts[i].kind == InstKind::Phi && f.insts[i].ops.len >= 4)
                .collect();
            let p = *phis.get(rng.below(phis.len()))?;
            f.insts[p].ops.len -= 2;
            Some(format!("phi {p} lost its last entry"))
        }
        0 => {
            // Replace an instruction operand by another instruction result of the same type.
            let i = rng.below(n);
            let range = f.insts[i].ops.range();
            let slots: Vec<usize> = range
                .filter(|&k| matches!(f.operands[k], Value::Inst(_)))
                .collect();
            if slots.is_empty() || f.insts[i].kind == InstKind::Phi {
                return None;
            }
            let slot = slots[rng.below(slots.len())];
            let Value::Inst(old) = f.operands[slot] else {
                return None;
            };
            let ty = f.insts[old.0 as usize].ty;
            let same: Vec<usize> = (0..n)
                .filter(|&j| j != old.0 as usize && f.insts[j].ty == ty)
                .collect();
            if same.is_empty() {
                return None;
            }
            let new = same[rng.below(same.len())];
            f.operands[slot] = Value::Inst(kiln_ir::InstId(new as u32));
            Some(format!("operand of inst {i}: inst {} -> inst {new}", old.0))
        }
        1 => {
            // Move a non-phi, non-terminator instruction to another place.
            let i = rng.below(n);
            if is_phi_or_terminator(f.insts[i].kind) {
                return None;
            }
            let from = f.insts[i].block;
            let pos = f.blocks[from.0 as usize]
                .insts
                .iter()
                .position(|&x| x.0 as usize == i)?;
            let to = f.layout[rng.below(f.layout.len())];
            let target = &f.blocks[to.0 as usize].insts;
            // Between the phis and the terminator of the target block.
            let first = target
                .iter()
                .position(|&x| f.insts[x.0 as usize].kind != InstKind::Phi)
                .unwrap_or(0);
            let last = target.len().saturating_sub(1);
            if last < first {
                return None;
            }
            f.blocks[from.0 as usize].insts.remove(pos);
            let target = &mut f.blocks[to.0 as usize].insts;
            let last = target.len().saturating_sub(1).max(first);
            let at = first + rng.below(last - first + 1);
            target.insert(at.min(target.len()), kiln_ir::InstId(i as u32));
            f.insts[i].block = to;
            Some(format!(
                "moved inst {i} from block {} to block {} at {at}",
                from.0, to.0
            ))
        }
        2 => {
            // Retarget one label operand of a br/switch.
            let i = rng.below(n);
            if !matches!(f.insts[i].kind, InstKind::Br | InstKind::Switch) {
                return None;
            }
            let slots: Vec<usize> = f.insts[i]
                .ops
                .range()
                .filter(|&k| matches!(f.operands[k], Value::Block(_)))
                .collect();
            let slot = slots[rng.below(slots.len())];
            let to = f.layout[1 + rng.below(f.layout.len() - 1)];
            f.operands[slot] = Value::Block(to);
            Some(format!("branch {i} retargeted to block {}", to.0))
        }
        _ => {
            // Change the block of one phi entry.
            let phis: Vec<usize> = (0..n)
                .filter(|&i| f.insts[i].kind == InstKind::Phi)
                .collect();
            if phis.is_empty() {
                return None;
            }
            let p = phis[rng.below(phis.len())];
            let r = f.insts[p].ops;
            if r.len < 2 {
                return None;
            }
            let entry = rng.below(r.len as usize / 2);
            let to: BlockId = f.layout[rng.below(f.layout.len())];
            f.operands[r.start as usize + 2 * entry + 1] = Value::Block(to);
            Some(format!("phi {p} entry {entry} now from block {}", to.0))
        }
    }
}

#[test]
fn verdicts_agree_with_llvm_on_mutants() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("kiln-ir-verifier-diff");
    std::fs::create_dir_all(&work).expect("creating the work directory");
    let mut modules = Vec::new();
    for name in [
        "sort_algorithms",
        "hash_table",
        "nqueens",
        "switch_sparse",
        "bigint_factorial",
        "game_of_life",
        "phi_swap_copies",
        "graph_algorithms",
    ] {
        let src = root.join("tests/c").join(format!("{name}.c"));
        assert!(
            src.exists(),
            "{} is missing from the C corpus",
            src.display()
        );
        let ll = work.join(format!("{name}.ll"));
        let st = Command::new("clang-22")
            .args([
                "--target=x86_64-linux-gnu",
                "-O2",
                "-S",
                "-emit-llvm",
                "-w",
                "-o",
            ])
            .arg(&ll)
            .arg(&src)
            .status()
            .expect("clang-22 must be installed (scripts/setup.sh)");
        assert!(st.success(), "clang-22 failed on {}", src.display());
        let text = std::fs::read_to_string(&ll).expect("reading clang's output");
        let m = kiln_ir::parse_str(&format!("{name}.ll"), &text)
            .unwrap_or_else(|e| panic!("kiln rejects valid clang output: {e}"));
        modules.push((name, m));
    }

    // Hand-written IR with what C does not produce: invoke/landingpad, funclets, callbr.
    for name in ["eh_itanium", "eh_funclets", "callbr", "blockaddress"] {
        let path = root.join("tests/ll").join(format!("{name}.ll"));
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{} is missing: {e}", path.display()));
        let m = kiln_ir::parse_str(&format!("{name}.ll"), &text)
            .unwrap_or_else(|e| panic!("kiln rejects {}: {e}", path.display()));
        modules.push((name, m));
    }
    // rustc output: invokes and landingpads everywhere.
    for (name, kind, opt, src) in [
        (
            "rust_shapes_O0",
            "bin",
            "opt-level=0",
            root.join("tests/ll/rust/shapes.rs"),
        ),
        (
            "rust_support_O2",
            "lib",
            "opt-level=2",
            root.join("crates/support/src/lib.rs"),
        ),
    ] {
        let ll = work.join(format!("{name}.ll"));
        let st = Command::new("rustc")
            .args([
                "--crate-type",
                kind,
                "--crate-name",
                "sample",
                "--emit=llvm-ir",
            ])
            .args(["-A", "warnings", "-C", opt, "-o"])
            .arg(&ll)
            .arg(&src)
            .status()
            .expect("rustc must be installed");
        assert!(st.success(), "rustc failed on {}", src.display());
        let text = std::fs::read_to_string(&ll).expect("reading rustc's output");
        let m = kiln_ir::parse_str(&format!("{name}.ll"), &text)
            .unwrap_or_else(|e| panic!("kiln rejects valid rustc output: {e}"));
        modules.push((name, m));
    }
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut tried, mut rejected, mut by_verifier) = (0, 0, 0);
    let mut disagreements = Vec::new();
    let mut stage_diffs = Vec::new();
    let mut known_stage_diffs = 0;
    let mut stages: std::collections::BTreeMap<(Stage, Stage), usize> = Default::default();
    while tried < 400 {
        let (name, base) = &modules[rng.below(modules.len())];
        let mut m = base.clone();
        let Some(what) = mutate(&mut m, &mut rng) else {
            continue;
        };
        tried += 1;
        let text = m.print();
        let (ours, theirs) = (kiln(&text), llvm_as(&text));
        let kstage = kiln_stage(&text, &ours);
        let lstage = llvm_stage(&theirs);
        if theirs.is_err() {
            rejected += 1;
        }
        if kstage == Stage::Verifier {
            by_verifier += 1;
        }
        *stages.entry((kstage, lstage)).or_insert(0usize) += 1;
        if kstage != lstage && ours.is_ok() == theirs.is_ok() {
            let (k, l) = (
                ours.as_ref().err().map_or("", |e| e.as_str()),
                theirs.as_ref().err().map_or("", |e| e.as_str()),
            );
            let known = kstage == Stage::Verifier
                && lstage == Stage::Parser
                && KNOWN_STAGE_DIFFERENCES
                    .iter()
                    .any(|(km, lm)| k.contains(km) && l.contains(lm));
            if known {
                known_stage_diffs += 1;
            } else {
                let path = work.join(format!("mutant-{tried}.ll"));
                std::fs::write(&path, &text).expect("writing the mutant");
                stage_diffs.push(format!(
                    "{name}: {what} ({}): kiln's {kstage:?} rejects it, llvm-as-22's {lstage:?}\n  \
                     kiln: {}\n  llvm-as-22: {}",
                    path.display(),
                    k.lines().next().unwrap_or(""),
                    l.lines().take(2).collect::<Vec<_>>().join(" | ")
                ));
            }
        }
        if ours.is_ok() != theirs.is_ok() {
            let path = work.join(format!("mutant-{tried}.ll"));
            std::fs::write(&path, &text).expect("writing the mutant");
            disagreements.push(format!(
                "{name}: {what} ({}):\n  kiln: {:?}\n  llvm-as-22: {:?}",
                path.display(),
                ours.err().unwrap_or_else(|| "accepted".into()),
                theirs.err().unwrap_or_else(|| "accepted".into())
            ));
        }
    }
    assert!(
        disagreements.is_empty(),
        "{} of {tried} mutants judged differently:\n{}",
        disagreements.len(),
        disagreements.join("\n")
    );
    eprintln!(
        "{rejected} of {tried} mutants rejected, {by_verifier} of them by kiln's verifier; \
         (kiln, llvm-as-22) stages: {stages:?}; {known_stage_diffs} known stage differences"
    );
    assert!(
        stage_diffs.is_empty(),
        "{} of {tried} mutants rejected in different stages:\n{}",
        stage_diffs.len(),
        stage_diffs.join("\n")
    );
    // The mutations must exercise both verdicts to mean anything, and the verifier (not only
    // the parser) must be doing the rejecting.
    assert!(
        rejected > tried / 10 && rejected < tried,
        "{rejected} of {tried} rejected"
    );
    assert!(
        by_verifier * 2 > rejected,
        "only {by_verifier} of {rejected} rejections came from kiln's verifier"
    );
}
