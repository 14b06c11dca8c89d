//! Mutation fuzzing of the parser with a fixed seed: the hand-written `.ll` files are cut,
//! spliced and byte-flipped; every mutant must parse or give a located error, never panic.

use std::path::Path;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

const TOKENS: &[&str] = &[
    "%",
    "@",
    "!",
    "#",
    "$",
    "\"",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    ",",
    "=",
    ":",
    "*",
    "...",
    "i32",
    "ptr",
    "label",
    "metadata",
    "void",
    " x ",
    "-1",
    "0x",
    "0xK",
    "1e",
    "c\"",
    "vscale",
    "!{",
    "!DI",
    "distinct",
    "null",
    "undef",
    "poison",
    "getelementptr",
    "call",
    "\n",
    " ",
    "%0",
    "%1",
    "@0",
    "!0",
    "#0",
    "9999999999999999999999",
    "i0",
    "i8388609",
];

#[test]
fn mutants_never_panic() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/ll");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().extension().is_some_and(|x| x == "ll"))
        .map(|e| std::fs::read_to_string(e.path()).unwrap())
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut errors = 0;
    for round in 0..20000 {
        let src = files[round % files.len()].as_bytes();
        let mut m = src.to_vec();
        for _ in 0..1 + rng.below(3) {
            let at = rng.below(m.len());
            match rng.below(4) {
                0 => {
                    let len = rng.below(40).min(m.len() - at);
                    m.drain(at..at + len);
                }
                1 => {
                    let t = TOKENS[rng.below(TOKENS.len())];
                    m.splice(at..at, t.bytes());
                }
                2 => {
                    let from = rng.below(m.len());
                    let len = rng.below(60).min(m.len() - from);
                    let piece: Vec<u8> = m[from..from + len].to_vec();
                    m.splice(at..at, piece);
                }
                _ => {
                    if at < m.len() {
                        m[at] = b"%@!#\"(){}[]<>,=x0-\n"[rng.below(19)];
                    }
                }
            }
            if m.is_empty() {
                break;
            }
        }
        let text = String::from_utf8_lossy(&m).into_owned();
        let r = std::panic::catch_unwind(|| kiln_ir::parse_str("m.ll", &text).map(|m| m.print()));
        match r {
            Err(_) => panic!("parser panicked on mutant {round}:\n{text}"),
            Ok(Err(e)) => {
                assert!(e.starts_with("m.ll:"), "unlocated error: {e}");
                errors += 1;
            }
            Ok(Ok(_)) => {}
        }
    }
    assert!(errors > 1000, "only {errors} mutants were rejected");
}
