//! The register-info backend never panics on user input: mutants of the four
//! register files (lines deleted, duplicated or swapped, register and index names
//! exchanged) either generate Rust or give an error.

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

#[test]
fn mutated_register_files_never_panic() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let schema = repo.join("crates/target/td");
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut generated, mut rejected) = (0, 0);
    for (dir, t) in [
        ("x86", "X86"),
        ("aarch64", "AArch64"),
        ("riscv", "RISCV"),
        ("cpu0", "Cpu0"),
    ] {
        let td: PathBuf = repo.join("targets").join(dir).join("td");
        let regfile = std::fs::read_to_string(td.join(format!("{t}RegisterInfo.td"))).unwrap();
        for _ in 0..40 {
            let mut text = regfile.clone();
            for _ in 0..=rng.below(3) {
                text = mutate(&text, &mut rng);
            }
            let root = format!("include \"Target.td\"\n{text}");
            let Ok(rk) =
                RecordKeeper::parse_str("mutant.td", &root, std::slice::from_ref(&schema), &[])
            else {
                rejected += 1;
                continue;
            };
            for action in [
                "-gen-register-info",
                "-dump-reginfo=X1",
                "-dump-regclass=GPR",
            ] {
                match run_action(action, &rk) {
                    Ok(_) => generated += 1,
                    Err(e) => {
                        assert!(e.contains("error: "), "unlocated error: {e}");
                        rejected += 1;
                    }
                }
            }
        }
    }
    assert!(
        generated > 0 && rejected > 0,
        "{generated} generated, {rejected} rejected"
    );
}
