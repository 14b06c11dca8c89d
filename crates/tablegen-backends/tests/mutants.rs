//! The register-info backend judges mutated register files as LLVM does, and never panics:
//! mutants of the four register files (lines deleted, duplicated or swapped, register and
//! index names exchanged) either generate Rust or give a located error, and kiln's verdict
//! for `-gen-register-info` must equal llvm-tblgen-22's on the same mutant (LLVM's own
//! RegisterInfoEmitter over LLVM's `Target.td`, set up as in `llvm_oracle.rs`). The count
//! rejected is therefore whatever LLVM rejects, not whatever kiln does; the test prints the
//! counts and requires both verdicts to occur and a minimum of mutants compared.
//!
//! Mutants the oracle cannot judge are set aside, counted, and bounded: those where the
//! mutation touched RISC-V's `HwMode` line (kiln's `HwMode` takes a feature string, LLVM 22's
//! a predicate list, so that one line is rewritten for LLVM and cannot be once mutated).

mod common;

use std::path::{Path, PathBuf};

use kiln_tablegen::RecordKeeper;
use kiln_tablegen_backends::run_action;

/// A small deterministic generator (xorshift64*), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    let n = lines.len();
    match rng.below(5) {
        0 => {
            lines.remove(rng.below(n));
        }
        1 => {
            let l = lines[rng.below(n)].clone();
            lines.insert(rng.below(n), l);
        }
        2 => {
            let (a, b) = (rng.below(n), rng.below(n));
            lines.swap(a, b);
        }
        _ => {
            // Exchange two identifiers that appear in the file.
            let words: Vec<String> = text
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .filter(|w| {
                    w.len() > 1 && w.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
                })
                .map(String::from)
                .collect();
            let (a, b) = (
                &words[rng.below(words.len())],
                &words[rng.below(words.len())],
            );
            let i = rng.below(n);
            lines[i] = lines[i].replace(a.as_str(), b.as_str());
        }
    }
    lines.join("\n") + "\n"
}

/// What `llvm_verdict` returns.
type LlvmVerdict = Option<Result<(), String>>;

/// llvm-tblgen-22's verdict on register file `text` for target `t`: `Some(Ok)` if its
/// RegisterInfoEmitter generates code, `Some(Err(message))` if it reports an error, `None`
/// if the mutant cannot be given to LLVM (its HwMode line was mutated).
fn llvm_verdict(work: &Path, t: &str, text: &str) -> LlvmVerdict {
    if text.contains(": HwMode<")
        && (text.matches(": HwMode<").count() != 1 || !text.contains(common::KILN_HWMODE))
    {
        return None;
    }
    let out = common::llvm_register_info(work, t, text);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    match out.status.code() {
        Some(0) => Some(Ok(())),
        Some(_) => Some(Err(err)),
        None => panic!("llvm-tblgen-22 crashed on a mutant:\n{err}"),
    }
}

#[test]
fn mutated_register_files_judged_as_llvm_judges_them() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let schema = repo.join("crates/target/td");
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("kiln-regfile-mutants");
    std::fs::create_dir_all(&work).unwrap();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    const PER_TARGET: usize = 30;
    // The mutants first (one random stream, so they do not depend on the thread count).
    let mut mutants: Vec<(&str, &str, usize, String)> = Vec::new();
    for (dir, t) in [
        ("x86", "X86"),
        ("aarch64", "AArch64"),
        ("riscv", "RISCV"),
        ("cpu0", "Cpu0"),
    ] {
        let td: PathBuf = repo.join("targets").join(dir).join("td");
        let regfile = std::fs::read_to_string(td.join(format!("{t}RegisterInfo.td"))).unwrap();
        for k in 0..PER_TARGET {
            let mut text = regfile.clone();
            for _ in 0..=rng.below(3) {
                text = mutate(&text, &mut rng);
            }
            mutants.push((dir, t, k, text));
        }
    }
    // LLVM's verdicts, on all cores (one llvm-tblgen-22 run per mutant).
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let theirs_all: std::sync::Mutex<Vec<Option<LlvmVerdict>>> =
        std::sync::Mutex::new(vec![None; mutants.len()]);
    std::thread::scope(|sc| {
        for w in 0..threads {
            let (mutants, next, theirs_all) = (&mutants, &next, &theirs_all);
            let dir = work.join(format!("w{w}"));
            sc.spawn(move || {
                std::fs::create_dir_all(&dir).unwrap();
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some((_, t, _, text)) = mutants.get(i) else {
                        break;
                    };
                    let v = llvm_verdict(&dir, t, text);
                    theirs_all.lock().unwrap()[i] = Some(v);
                }
            });
        }
    });
    let theirs_all = theirs_all.into_inner().unwrap();
    let (mut generated, mut rejected, mut set_aside) = (0, 0, 0);
    let mut disagreements = Vec::new();
    for ((dir, _, k, text), theirs) in mutants.iter().zip(theirs_all) {
        let root = format!("include \"Target.td\"\n{text}");
        // kiln: parse, then every action; none may panic, errors must be located.
        let ours: Result<(), String> =
            match RecordKeeper::parse_str("mutant.td", &root, std::slice::from_ref(&schema), &[]) {
                Err(e) => Err(e.to_string()),
                Ok(rk) => {
                    let mut verdict = Ok(());
                    for action in [
                        "-gen-register-info",
                        "-dump-reginfo=X1",
                        "-dump-regclass=GPR",
                    ] {
                        let r = run_action(action, &rk);
                        if let Err(e) = &r {
                            assert!(e.contains("error: "), "unlocated error: {e}");
                        }
                        if action == "-gen-register-info" {
                            verdict = r.map(|_| ());
                        }
                    }
                    verdict
                }
            };
        let Some(theirs) = theirs.expect("every mutant was given to llvm-tblgen-22") else {
            set_aside += 1;
            continue;
        };
        match &ours {
            Ok(()) => generated += 1,
            Err(_) => rejected += 1,
        }
        if ours.is_ok() != theirs.is_ok() {
            let path = work.join(format!("{dir}-mutant-{k}.td"));
            std::fs::write(&path, text).unwrap();
            let first = |r: &Result<(), String>| match r {
                Ok(()) => "generated".to_string(),
                Err(e) => e
                    .lines()
                    .find(|l| l.contains("error"))
                    .unwrap_or("")
                    .to_string(),
            };
            disagreements.push(format!(
                "{} ({dir}): kiln: {}; llvm-tblgen-22: {}",
                path.display(),
                first(&ours),
                first(&theirs)
            ));
        }
    }
    let compared = generated + rejected;
    eprintln!(
        "{compared} mutants compared with llvm-tblgen-22: {generated} generated, {rejected} \
         rejected by both; {set_aside} set aside (HwMode line mutated); {} disagreements",
        disagreements.len()
    );
    assert!(
        disagreements.is_empty(),
        "{} of {compared} mutants judged differently:\n{}",
        disagreements.len(),
        disagreements.join("\n")
    );
    assert!(
        set_aside <= 10,
        "{set_aside} mutants set aside (at most 10)"
    );
    assert!(
        compared >= 4 * PER_TARGET - 10,
        "only {compared} mutants compared"
    );
    // Both verdicts must occur for the agreement to mean anything.
    assert!(
        generated >= 10 && rejected >= 10,
        "{generated} generated, {rejected} rejected"
    );
}
