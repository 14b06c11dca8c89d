//! Random straight-line integer programs (a tiny csmith for the mock target): each program is
//! generated together with its expected result computed in Rust, compiled at -O0 and -O2
//! through the whole pipeline (machine verifier and regalloc2 checker on), run on the
//! simulator, and compared. Types i8, i16, i32, i64 and i128 mix through extensions and
//! truncations; division is guarded against zero and overflow.

mod common;

use common::toy::{compile, Sim};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

#[derive(Clone, Copy)]
struct Val {
    name: usize,
    bits: u32,
    v: i128, // sign-extended value
}

fn sext(v: i128, bits: u32) -> i128 {
    if bits >= 128 {
        v
    } else {
        (v << (128 - bits)) >> (128 - bits)
    }
}
fn zext(v: i128, bits: u32) -> u128 {
    if bits >= 128 {
        v as u128
    } else {
        (v as u128) & ((1u128 << bits) - 1)
    }
}

fn gen(seed: u64, len: usize) -> (String, u64, u64, u64) {
    let mut r = Rng(seed | 1);
    let a = r.next();
    let b = r.next();
    let mut body = String::new();
    let mut vals: Vec<Val> = vec![
        Val {
            name: 0,
            bits: 64,
            v: a as i64 as i128,
        },
        Val {
            name: 1,
            bits: 64,
            v: b as i64 as i128,
        },
    ];
    let widths = [8u32, 16, 32, 64, 128];
    let mut next = 2usize;
    for _ in 0..len {
        let x = vals[r.below(vals.len() as u64) as usize];
        let pick = r.below(10);
        let (text, bits, v) = if pick < 2 {
            // Change width.
            let to = widths[r.below(5) as usize];
            if to == x.bits {
                continue;
            }
            if to < x.bits {
                (
                    format!("trunc i{} %v{} to i{to}", x.bits, x.name),
                    to,
                    sext(x.v, to),
                )
            } else if r.below(2) == 0 {
                (
                    format!("zext i{} %v{} to i{to}", x.bits, x.name),
                    to,
                    sext(zext(x.v, x.bits) as i128, to),
                )
            } else {
                (format!("sext i{} %v{} to i{to}", x.bits, x.name), to, x.v)
            }
        } else {
            // A binary operation with a value of the same width (or a constant).
            let same: Vec<Val> = vals.iter().copied().filter(|v| v.bits == x.bits).collect();
            let y = if r.below(4) == 0 {
                let c = sext(r.next() as i64 as i128 >> r.below(60), x.bits);
                body.push_str(&format!("  %v{next} = add i{} {c}, 0\n", x.bits));
                let y = Val {
                    name: next,
                    bits: x.bits,
                    v: c,
                };
                next += 1;
                vals.push(y);
                y
            } else {
                same[r.below(same.len() as u64) as usize]
            };
            let bits = x.bits;
            let n = bits as i128;
            let ops = [
                "add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr", "udiv", "sdiv",
                "urem", "srem", "icmp", "select",
            ];
            let op = ops[r.below(ops.len() as u64) as usize];
            match op {
                "shl" | "lshr" | "ashr" => {
                    // Mask the amount so the result is defined.
                    body.push_str(&format!(
                        "  %v{next} = and i{bits} %v{}, {}\n",
                        y.name,
                        n - 1
                    ));
                    let amt = (y.v & (n - 1)) as u32;
                    let m = Val {
                        name: next,
                        bits,
                        v: amt as i128,
                    };
                    next += 1;
                    vals.push(m);
                    let v = match op {
                        "shl" => sext(x.v << amt, bits),
                        "lshr" => sext((zext(x.v, bits) >> amt) as i128, bits),
                        _ => x.v >> amt,
                    };
                    (format!("{op} i{bits} %v{}, %v{}", x.name, m.name), bits, v)
                }
                "udiv" | "sdiv" | "urem" | "srem" => {
                    // Divisor | 1 is never zero; | 2 more avoids -1 (no overflow).
                    body.push_str(&format!("  %v{next} = or i{bits} %v{}, 3\n", y.name));
                    let d = y.v | 3;
                    let dv = Val {
                        name: next,
                        bits,
                        v: d,
                    };
                    next += 1;
                    vals.push(dv);
                    let v = match op {
                        "udiv" => sext((zext(x.v, bits) / zext(d, bits)) as i128, bits),
                        "urem" => sext((zext(x.v, bits) % zext(d, bits)) as i128, bits),
                        "sdiv" => sext(x.v.wrapping_div(d), bits),
                        _ => sext(x.v.wrapping_rem(d), bits),
                    };
                    (format!("{op} i{bits} %v{}, %v{}", x.name, dv.name), bits, v)
                }
                "icmp" | "select" => {
                    let preds = [
                        "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
                    ];
                    let p = preds[r.below(preds.len() as u64) as usize];
                    let (ux, uy) = (zext(x.v, bits), zext(y.v, bits));
                    let c = match p {
                        "eq" => x.v == y.v,
                        "ne" => x.v != y.v,
                        "slt" => x.v < y.v,
                        "sle" => x.v <= y.v,
                        "sgt" => x.v > y.v,
                        "sge" => x.v >= y.v,
                        "ult" => ux < uy,
                        "ule" => ux <= uy,
                        "ugt" => ux > uy,
                        _ => ux >= uy,
                    };
                    body.push_str(&format!(
                        "  %v{next} = icmp {p} i{bits} %v{}, %v{}\n",
                        x.name, y.name
                    ));
                    let cv = next;
                    next += 1;
                    if op == "icmp" {
                        (format!("zext i1 %v{cv} to i{bits}"), bits, c as i128)
                    } else {
                        (
                            format!(
                                "select i1 %v{cv}, i{bits} %v{}, i{bits} %v{}",
                                x.name, y.name
                            ),
                            bits,
                            if c { x.v } else { y.v },
                        )
                    }
                }
                _ => {
                    let v = match op {
                        "add" => x.v.wrapping_add(y.v),
                        "sub" => x.v.wrapping_sub(y.v),
                        "mul" => x.v.wrapping_mul(y.v),
                        "and" => x.v & y.v,
                        "or" => x.v | y.v,
                        _ => x.v ^ y.v,
                    };
                    (
                        format!("{op} i{bits} %v{}, %v{}", x.name, y.name),
                        bits,
                        sext(v, bits),
                    )
                }
            }
        };
        body.push_str(&format!("  %v{next} = {text}\n"));
        vals.push(Val {
            name: next,
            bits,
            v,
        });
        next += 1;
    }
    // Fold every value into a 64-bit checksum.
    let mut acc = 0i128;
    let mut src = String::from("define i64 @f(i64 %v0, i64 %v1) {\n");
    src.push_str(&body);
    let mut prev = "0".to_string();
    for v in &vals {
        let w = if v.bits == 64 {
            format!("%v{}", v.name)
        } else if v.bits < 64 {
            src.push_str(&format!(
                "  %w{} = sext i{} %v{} to i64\n",
                v.name, v.bits, v.name
            ));
            format!("%w{}", v.name)
        } else {
            src.push_str(&format!(
                "  %w{} = trunc i{} %v{} to i64\n",
                v.name, v.bits, v.name
            ));
            format!("%w{}", v.name)
        };
        src.push_str(&format!(
            "  %m{} = mul i64 {prev}, 31\n  %c{} = xor i64 %m{}, {w}\n",
            v.name, v.name, v.name
        ));
        prev = format!("%c{}", v.name);
        acc = sext(sext(acc.wrapping_mul(31), 64) ^ sext(v.v, 64), 64);
    }
    src.push_str(&format!("  ret i64 {prev}\n}}\n"));
    (src, a, b, acc as u64)
}

#[test]
fn random_straight_line_programs() {
    // KILN_RANDOM_SEEDS=N runs more seeds (a longer sweep than the default test).
    let n: u64 = std::env::var("KILN_RANDOM_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60);
    let mut checked = 0;
    for seed in 1..=n {
        let len: usize = std::env::var("KILN_RANDOM_LEN")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(30);
        let (src, a, b, want) = gen(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15), len);
        for opt in [0u8, 2] {
            let (m, mfs) = compile(&src, opt, seed % 3 != 0, Some(&[3, 4, 5, 6, 7, 9]))
                .unwrap_or_else(|e| panic!("seed {seed} -O{opt}: {e}\n{src}"));
            let mut sim = Sim::new(&m, &mfs);
            let (got, _) = sim.call("f", &[a, b]);
            assert_eq!(got, want, "seed {seed} -O{opt}\n{src}");
            checked += 1;
        }
    }
    assert_eq!(checked, 2 * n);
}
