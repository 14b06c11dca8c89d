//! Random straight-line integer programs (a tiny csmith for the mock target): each program is
//! generated together with its expected result computed in Rust, compiled at -O0 and -O2
//! through the whole pipeline (machine verifier and regalloc2 checker on), run on the
//! simulator, and compared. Types i8, i16, i32, i64 and i128 mix through extensions and
//! truncations.
//!
//! The generator must make only defined programs (a compiler may do anything with undefined
//! behaviour, so a mismatch there would prove nothing): shift amounts are masked below the
//! width, every divisor is `(y | 3) ^ 2` -- odd, so never zero, and with bit 1 clear, so never
//! -1 (no `sdiv`/`srem` of INT_MIN by -1) -- and no `nsw`/`nuw`/`exact` flags are emitted.
//! Constants include each width's edges (0, 1, -1, INT_MIN, INT_MAX) so that a missing guard
//! would be hit. `generator_makes_only_defined_programs` checks this over many seeds with an
//! independent interpreter of the generated text that rejects every undefined or poison
//! result (division by zero, INT_MIN / -1 and INT_MIN % -1, shifts by >= the width,
//! overflowing `nsw`/`nuw`, inexact `exact`), and that also recomputes the expected value.

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
                let c = if r.below(4) == 0 {
                    // The width's edges: 0, 1, -1, INT_MIN, INT_MAX.
                    let (min, max) = if x.bits == 128 {
                        (i128::MIN, i128::MAX)
                    } else {
                        (-(1i128 << (x.bits - 1)), (1i128 << (x.bits - 1)) - 1)
                    };
                    [0, 1, -1, min, max][r.below(5) as usize]
                } else {
                    sext(r.next() as i64 as i128 >> r.below(60), x.bits)
                };
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
                    // (y | 3) ^ 2 is odd (never zero) and has bit 1 clear (never -1, so
                    // no INT_MIN / -1 overflow).
                    body.push_str(&format!("  %v{next} = or i{bits} %v{}, 3\n", y.name));
                    vals.push(Val {
                        name: next,
                        bits,
                        v: y.v | 3,
                    });
                    next += 1;
                    body.push_str(&format!("  %v{next} = xor i{bits} %v{}, 2\n", next - 1));
                    let d = (y.v | 3) ^ 2;
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

/// An interpreter of the generated text, independent of the generator's own bookkeeping:
/// returns `f(a, b)`, or an error naming the first undefined or poison result (division by
/// zero, signed division overflow, shift amount >= width, `nsw`/`nuw` overflow, inexact
/// `exact`) or anything it does not understand.
fn interpret_defined(src: &str, a: u64, b: u64) -> Result<u64, String> {
    use std::collections::HashMap;
    // name -> (width, value sign-extended from the width)
    let mut env: HashMap<&str, (u32, i128)> = HashMap::new();
    let width = |t: &str| -> Result<u32, String> {
        t.strip_prefix('i')
            .and_then(|w| w.parse::<u32>().ok())
            .filter(|w| (1..=128).contains(w))
            .ok_or_else(|| format!("not an integer type: {t}"))
    };
    for line in src.lines() {
        let line = line.trim();
        if line.is_empty() || line == "}" {
            continue;
        }
        if let Some(rest) = line.strip_prefix("define i64 @f(") {
            let names: Vec<&str> = rest
                .trim_end_matches(") {")
                .split(',')
                .map(|p| p.trim().trim_start_matches("i64 %"))
                .collect();
            if names.len() != 2 {
                return Err(format!("unexpected signature: {line}"));
            }
            env.insert(names[0], (64, a as i64 as i128));
            env.insert(names[1], (64, b as i64 as i128));
            continue;
        }
        let operand = |tok: &str, bits: u32| -> Result<i128, String> {
            let tok = tok.trim().trim_end_matches(',');
            if let Some(n) = tok.strip_prefix('%') {
                let &(w, v) = env
                    .get(n)
                    .ok_or_else(|| format!("%{n} used before defined"))?;
                if w != bits {
                    return Err(format!("%{n} is i{w}, used as i{bits}"));
                }
                Ok(v)
            } else {
                let v: i128 = tok
                    .parse()
                    .map_err(|_| format!("bad operand {tok:?} in {line:?}"))?;
                if sext(v, bits) != v {
                    return Err(format!("constant {v} does not fit i{bits}"));
                }
                Ok(v)
            }
        };
        if let Some(rest) = line.strip_prefix("ret i64 ") {
            return Ok(operand(rest, 64)? as u64);
        }
        let (dest, rhs) = line
            .split_once(" = ")
            .ok_or_else(|| format!("unexpected line {line:?}"))?;
        let dest = dest
            .strip_prefix('%')
            .ok_or_else(|| format!("bad destination in {line:?}"))?;
        let toks: Vec<&str> = rhs.split_whitespace().collect();
        let op = toks[0];
        let mut k = 1;
        let (mut nsw, mut nuw, mut exact) = (false, false, false);
        while let Some(&f) = toks.get(k) {
            match f {
                "nsw" => nsw = true,
                "nuw" => nuw = true,
                "exact" => exact = true,
                _ => break,
            }
            k += 1;
        }
        let arg = |i: usize| -> Result<&str, String> {
            toks.get(i)
                .copied()
                .ok_or_else(|| format!("missing operand in {line:?}"))
        };
        let result: (u32, i128) = match op {
            "add" | "sub" | "mul" | "and" | "or" | "xor" | "shl" | "lshr" | "ashr" | "udiv"
            | "sdiv" | "urem" | "srem" => {
                let bits = width(arg(k)?)?;
                let x = operand(arg(k + 1)?, bits)?;
                let y = operand(arg(k + 2)?, bits)?;
                let (ux, uy) = (zext(x, bits), zext(y, bits));
                let min = if bits == 128 {
                    i128::MIN
                } else {
                    -(1i128 << (bits - 1))
                };
                let umax = if bits == 128 {
                    u128::MAX
                } else {
                    (1u128 << bits) - 1
                };
                let poison = |why: &str| Err(format!("{why}: {line}"));
                let v = match op {
                    "add" | "sub" | "mul" => {
                        let (s, sov) = match op {
                            "add" => x.overflowing_add(y),
                            "sub" => x.overflowing_sub(y),
                            _ => x.overflowing_mul(y),
                        };
                        if nsw && (sov || sext(s, bits) != s) {
                            return poison("nsw overflow");
                        }
                        let (u, uov) = match op {
                            "add" => ux.overflowing_add(uy),
                            "sub" => ux.overflowing_sub(uy),
                            _ => ux.overflowing_mul(uy),
                        };
                        if nuw && (uov || u > umax) {
                            return poison("nuw overflow");
                        }
                        sext(s, bits)
                    }
                    "and" => x & y,
                    "or" => x | y,
                    "xor" => x ^ y,
                    "shl" | "lshr" | "ashr" => {
                        if uy >= bits as u128 {
                            return poison("shift amount >= width");
                        }
                        let n = uy as u32;
                        let v = match op {
                            "shl" => sext(((ux << n) & umax) as i128, bits),
                            "lshr" => sext((ux >> n) as i128, bits),
                            _ => x >> n,
                        };
                        if op == "shl" && nuw && (v as u128 & umax) >> n != ux {
                            return poison("shl nuw overflow");
                        }
                        if op == "shl" && nsw && (v >> n) != x {
                            return poison("shl nsw overflow");
                        }
                        if op != "shl" && exact && ux & ((1u128 << n) - 1) != 0 {
                            return poison("inexact shift");
                        }
                        v
                    }
                    _ => {
                        if y == 0 {
                            return poison("division by zero");
                        }
                        let signed = op == "sdiv" || op == "srem";
                        if signed && x == min && y == -1 {
                            return poison("signed division overflow (INT_MIN by -1)");
                        }
                        let (q, r) = if signed {
                            (x / y, x % y)
                        } else {
                            ((ux / uy) as i128, (ux % uy) as i128)
                        };
                        if exact && r != 0 {
                            return poison("inexact division");
                        }
                        sext(if op.ends_with("div") { q } else { r }, bits)
                    }
                };
                (bits, v)
            }
            "icmp" => {
                let p = arg(k)?;
                let bits = width(arg(k + 1)?)?;
                let x = operand(arg(k + 2)?, bits)?;
                let y = operand(arg(k + 3)?, bits)?;
                let (ux, uy) = (zext(x, bits), zext(y, bits));
                let c = match p {
                    "eq" => x == y,
                    "ne" => x != y,
                    "slt" => x < y,
                    "sle" => x <= y,
                    "sgt" => x > y,
                    "sge" => x >= y,
                    "ult" => ux < uy,
                    "ule" => ux <= uy,
                    "ugt" => ux > uy,
                    "uge" => ux >= uy,
                    other => return Err(format!("unknown predicate {other}")),
                };
                (1, if c { -1 } else { 0 })
            }
            "select" => {
                // select i1 %c, iN %x, iN %y
                if arg(k)? != "i1" {
                    return Err(format!("bad select {line:?}"));
                }
                let c = operand(arg(k + 1)?, 1)?;
                let bits = width(arg(k + 2)?)?;
                let x = operand(arg(k + 3)?, bits)?;
                if width(arg(k + 4)?)? != bits {
                    return Err(format!("select arms differ in {line:?}"));
                }
                let y = operand(arg(k + 5)?, bits)?;
                (bits, if c != 0 { x } else { y })
            }
            "zext" | "sext" | "trunc" => {
                // op iN %x to iM
                if nsw || nuw || exact || arg(k + 2)? != "to" {
                    return Err(format!("unexpected cast {line:?}"));
                }
                let from = width(arg(k)?)?;
                let x = operand(arg(k + 1)?, from)?;
                let to = width(arg(k + 3)?)?;
                let v = match op {
                    "zext" if to > from => sext(zext(x, from) as i128, to),
                    "sext" if to > from => x,
                    "trunc" if to < from => sext(x, to),
                    _ => return Err(format!("bad widths in {line:?}")),
                };
                (to, v)
            }
            other => return Err(format!("unknown instruction {other} in {line:?}")),
        };
        if env.insert(dest, result).is_some() {
            return Err(format!("%{dest} defined twice"));
        }
    }
    Err("no ret".into())
}

#[test]
fn generator_makes_only_defined_programs() {
    // Many more programs than are compiled: the generator is cheap, and undefined behaviour
    // needs particular values (INT_MIN by -1) to show.
    let (mut programs, mut divisions) = (0, 0);
    for seed in 1..=4000u64 {
        let (src, a, b, want) = gen(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15), 40);
        match interpret_defined(&src, a, b) {
            Ok(v) => assert_eq!(
                v, want,
                "seed {seed}: the generator's expected value differs from the interpreter's\n{src}"
            ),
            Err(e) => panic!("seed {seed}: the generator made an undefined program: {e}\n{src}"),
        }
        programs += 1;
        divisions += src
            .lines()
            .filter(|l| {
                ["sdiv", "srem", "udiv", "urem"]
                    .iter()
                    .any(|d| l.contains(d))
            })
            .count();
    }
    eprintln!("{programs} generated programs defined, with {divisions} divisions");
    assert!(divisions > 1000, "only {divisions} divisions generated");
}

#[test]
fn interpreter_flags_undefined_behaviour() {
    let wrap = |body: &str| format!("define i64 @f(i64 %v0, i64 %v1) {{\n{body}  ret i64 %r\n}}\n");
    let min = i64::MIN as u64;
    let minus1 = u64::MAX;
    for (body, a, b, why) in [
        ("  %r = sdiv i64 %v0, %v1\n", min, minus1, "overflow"),
        ("  %r = srem i64 %v0, %v1\n", min, minus1, "overflow"),
        ("  %r = udiv i64 %v0, %v1\n", 5, 0, "zero"),
        ("  %r = urem i64 %v0, %v1\n", 5, 0, "zero"),
        ("  %r = shl i64 %v0, %v1\n", 5, 64, "shift"),
        ("  %r = add nsw i64 %v0, %v1\n", i64::MAX as u64, 1, "nsw"),
        ("  %r = add nuw i64 %v0, %v1\n", u64::MAX, 1, "nuw"),
        ("  %r = lshr exact i64 %v0, %v1\n", 3, 1, "inexact"),
    ] {
        let e = interpret_defined(&wrap(body), a, b).expect_err(body);
        assert!(e.contains(why), "{body}: {e}");
    }
    // The same operations on defined inputs are computed.
    let ok = interpret_defined(&wrap("  %r = sdiv i64 %v0, %v1\n"), min, 2);
    assert_eq!(ok, Ok((i64::MIN / 2) as u64));
    let ok = interpret_defined(
        &wrap("  %t = trunc i64 %v0 to i8\n  %u = sext i8 %t to i64\n  %r = srem i64 %u, %v1\n"),
        0x80,
        u64::MAX,
    );
    // i8 -128 widened to i64 is not INT_MIN of i64: -128 srem -1 = 0.
    assert_eq!(ok, Ok(0));
}
