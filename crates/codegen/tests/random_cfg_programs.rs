//! Random programs with control flow, memory and calls for the mock target: variables live in
//! stack slots, if/else joins through phis, counted loops keep their counters in phis, and a
//! helper function is called. Each program is also interpreted here in Rust; the compiled
//! code (at -O0 and -O2, machine verifier and regalloc2 checker on) must print the same
//! checksum on the simulator.
//!
//! Only defined programs are generated (undefined behaviour would let any output match):
//! shift amounts are masked to 0..63, `udiv` divides by `y | 1`, `srem` by `(y | 3) ^ 2` (odd,
//! and with bit 1 clear so never -1: no INT_MIN % -1), and the Rust model (`apply`) refuses an
//! undefined operation outright; `generator_makes_only_defined_programs` runs the model over
//! many seeds, with constants that include 0, 1, -1, INT_MIN and INT_MAX.

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

const VARS: usize = 5;

enum Stmt {
    /// vars[d] = vars[a] op (vars[b] or constant)
    Assign(usize, &'static str, usize, Option<i64>, usize),
    /// vars[d] = cond(vars[a] < vars[b]) ? (vars[x] + k1) : (vars[y] * k2), with nested
    /// statements in each arm.
    If(
        usize,
        usize,
        usize,
        usize,
        usize,
        i64,
        i64,
        Vec<Stmt>,
        Vec<Stmt>,
    ),
    /// repeat n times (counter in a phi)
    Loop(u64, Vec<Stmt>),
    /// vars[d] = helper(vars[a], vars[b])
    Call(usize, usize, usize),
}

fn gen_block(r: &mut Rng, depth: u32, n: usize) -> Vec<Stmt> {
    let mut v = Vec::new();
    for _ in 0..n {
        let k = r.below(10);
        let var = |r: &mut Rng| r.below(VARS as u64) as usize;
        if k < 5 || depth >= 3 {
            let ops = [
                "add", "sub", "mul", "xor", "and", "or", "shl", "lshr", "udiv", "srem",
            ];
            let op = ops[r.below(ops.len() as u64) as usize];
            let c = if r.below(3) == 0 {
                if r.below(3) == 0 {
                    Some([0, 1, -1, i64::MIN, i64::MAX][r.below(5) as usize])
                } else {
                    Some((r.next() as i64) >> r.below(63))
                }
            } else {
                None
            };
            v.push(Stmt::Assign(var(r), op, var(r), c, var(r)));
        } else if k < 7 {
            let (t, e) = (gen_block(r, depth + 1, 2), gen_block(r, depth + 1, 2));
            v.push(Stmt::If(
                var(r),
                var(r),
                var(r),
                var(r),
                var(r),
                (r.next() % 100) as i64,
                (r.next() % 7) as i64,
                t,
                e,
            ));
        } else if k < 9 {
            let body = gen_block(r, depth + 1, 3);
            v.push(Stmt::Loop(1 + r.below(4), body));
        } else {
            v.push(Stmt::Call(var(r), var(r), var(r)));
        }
    }
    v
}

fn helper(x: u64, y: u64) -> u64 {
    x.wrapping_mul(3).wrapping_add(y) ^ (y >> 3)
}

/// The second operand after the guard the emitted IR applies to it.
fn guard(op: &str, b: u64) -> u64 {
    match op {
        "shl" | "lshr" => b & 63,
        "udiv" => b | 1,
        "srem" => (b | 3) ^ 2,
        _ => b,
    }
}

/// LLVM's semantics of `op` on i64, or why the result would be undefined or poison.
fn apply(op: &str, a: u64, b: u64) -> Result<u64, String> {
    Ok(match op {
        "add" => a.wrapping_add(b),
        "sub" => a.wrapping_sub(b),
        "mul" => a.wrapping_mul(b),
        "xor" => a ^ b,
        "and" => a & b,
        "or" => a | b,
        "shl" | "lshr" if b >= 64 => return Err(format!("{op} by {b}")),
        "shl" => a << b,
        "lshr" => a >> b,
        "udiv" | "srem" if b == 0 => return Err(format!("{op} by zero")),
        "udiv" => a / b,
        _ if a as i64 == i64::MIN && b as i64 == -1 => {
            return Err(format!("{op} of INT_MIN by -1"))
        }
        _ => ((a as i64) % (b as i64)) as u64,
    })
}

fn binop(op: &str, a: u64, b: u64) -> u64 {
    apply(op, a, guard(op, b))
        .unwrap_or_else(|e| panic!("the generator made an undefined operation: {e}"))
}

fn interp(stmts: &[Stmt], v: &mut [u64; VARS]) {
    for s in stmts {
        match s {
            Stmt::Assign(d, op, a, c, b) => {
                v[*d] = binop(op, v[*a], c.map(|c| c as u64).unwrap_or(v[*b]))
            }
            Stmt::If(d, a, b, x, y, k1, k2, t, e) => {
                let c = (v[*a] as i64) < (v[*b] as i64);
                if c {
                    interp(t, v);
                } else {
                    interp(e, v);
                }
                v[*d] = if c {
                    v[*x].wrapping_add(*k1 as u64)
                } else {
                    v[*y].wrapping_mul(*k2 as u64)
                };
            }
            Stmt::Loop(n, body) => {
                for _ in 0..*n {
                    interp(body, v);
                }
            }
            Stmt::Call(d, a, b) => v[*d] = helper(v[*a], v[*b]),
        }
    }
}

struct Emit {
    out: String,
    next: usize,
    cur: String,
}

impl Emit {
    fn tmp(&mut self) -> String {
        self.next += 1;
        format!("%t{}", self.next)
    }
    fn label(&mut self, p: &str) -> String {
        self.next += 1;
        format!("{p}{}", self.next)
    }
    fn load(&mut self, k: usize) -> String {
        let t = self.tmp();
        self.out
            .push_str(&format!("  {t} = load i64, ptr %var{k}, align 8\n"));
        t
    }
    fn store(&mut self, k: usize, val: &str) {
        self.out
            .push_str(&format!("  store i64 {val}, ptr %var{k}, align 8\n"));
    }
    fn start(&mut self, l: &str) {
        self.out.push_str(&format!("{l}:\n"));
        self.cur = l.to_string();
    }
    fn stmts(&mut self, ss: &[Stmt]) {
        for s in ss {
            match s {
                Stmt::Assign(d, op, a, c, b) => {
                    let x = self.load(*a);
                    let mut y = match c {
                        Some(c) => c.to_string(),
                        None => self.load(*b),
                    };
                    match *op {
                        "shl" | "lshr" => {
                            let t = self.tmp();
                            self.out.push_str(&format!("  {t} = and i64 {y}, 63\n"));
                            y = t;
                        }
                        "udiv" => {
                            let t = self.tmp();
                            self.out.push_str(&format!("  {t} = or i64 {y}, 1\n"));
                            y = t;
                        }
                        "srem" => {
                            let t = self.tmp();
                            self.out.push_str(&format!("  {t} = or i64 {y}, 3\n"));
                            let u = self.tmp();
                            self.out.push_str(&format!("  {u} = xor i64 {t}, 2\n"));
                            y = u;
                        }
                        _ => {}
                    }
                    let r = self.tmp();
                    self.out.push_str(&format!("  {r} = {op} i64 {x}, {y}\n"));
                    self.store(*d, &r);
                }
                Stmt::If(d, a, b, x, y, k1, k2, t, e) => {
                    let va = self.load(*a);
                    let vb = self.load(*b);
                    let c = self.tmp();
                    self.out
                        .push_str(&format!("  {c} = icmp slt i64 {va}, {vb}\n"));
                    let (lt, le, lj) = (self.label("then"), self.label("else"), self.label("join"));
                    self.out
                        .push_str(&format!("  br i1 {c}, label %{lt}, label %{le}\n"));
                    self.start(&lt);
                    self.stmts(t);
                    let vx = self.load(*x);
                    let r1 = self.tmp();
                    self.out
                        .push_str(&format!("  {r1} = add i64 {vx}, {k1}\n  br label %{lj}\n"));
                    let end_t = self.cur.clone();
                    self.start(&le);
                    self.stmts(e);
                    let vy = self.load(*y);
                    let r2 = self.tmp();
                    self.out
                        .push_str(&format!("  {r2} = mul i64 {vy}, {k2}\n  br label %{lj}\n"));
                    let end_e = self.cur.clone();
                    self.start(&lj);
                    let p = self.tmp();
                    self.out.push_str(&format!(
                        "  {p} = phi i64 [ {r1}, %{end_t} ], [ {r2}, %{end_e} ]\n"
                    ));
                    self.store(*d, &p);
                }
                Stmt::Loop(n, body) => {
                    let (lh, lb, lx) = (self.label("head"), self.label("body"), self.label("exit"));
                    let pre = self.cur.clone();
                    self.out.push_str(&format!("  br label %{lh}\n"));
                    self.start(&lh);
                    let i = self.tmp();
                    let inext = self.tmp();
                    let latch_marker = format!("@@LATCH{}@@", self.next);
                    self.out.push_str(&format!(
                        "  {i} = phi i64 [ 0, %{pre} ], [ {inext}, %{latch_marker} ]\n"
                    ));
                    let c = self.tmp();
                    self.out.push_str(&format!(
                        "  {c} = icmp ult i64 {i}, {n}\n  br i1 {c}, label %{lb}, label %{lx}\n"
                    ));
                    self.start(&lb);
                    self.stmts(body);
                    self.out
                        .push_str(&format!("  {inext} = add i64 {i}, 1\n  br label %{lh}\n"));
                    let latch = self.cur.clone();
                    self.out = self.out.replace(&latch_marker, &latch);
                    self.start(&lx);
                }
                Stmt::Call(d, a, b) => {
                    let x = self.load(*a);
                    let y = self.load(*b);
                    let r = self.tmp();
                    self.out
                        .push_str(&format!("  {r} = call i64 @helper(i64 {x}, i64 {y})\n"));
                    self.store(*d, &r);
                }
            }
        }
    }
}

fn program(seed: u64) -> (String, u64, u64, u64) {
    let mut r = Rng(seed | 1);
    let stmts = gen_block(&mut r, 0, 8);
    let (a, b) = (r.next(), r.next() >> r.below(60));
    let mut v = [a, b, 1, 2, 3];
    interp(&stmts, &mut v);
    let want = v.iter().fold(0u64, |acc, &x| acc.wrapping_mul(31) ^ x);
    let mut e = Emit {
        out: String::new(),
        next: 0,
        cur: String::new(),
    };
    e.start("entry");
    for k in 0..VARS {
        e.out
            .push_str(&format!("  %var{k} = alloca i64, align 8\n"));
    }
    e.store(0, "%a");
    e.store(1, "%b");
    for k in 2..VARS {
        e.store(k, &(k - 1).to_string());
    }
    e.stmts(&stmts);
    let mut acc = "0".to_string();
    for k in 0..VARS {
        let x = e.load(k);
        let m = e.tmp();
        let n = e.tmp();
        e.out.push_str(&format!(
            "  {m} = mul i64 {acc}, 31\n  {n} = xor i64 {m}, {x}\n"
        ));
        acc = n;
    }
    e.out.push_str(&format!("  ret i64 {acc}\n"));
    let src = format!(
        "define i64 @helper(i64 %x, i64 %y) {{\n  %m = mul i64 %x, 3\n  %s = add i64 %m, %y\n  %h = lshr i64 %y, 3\n  %r = xor i64 %s, %h\n  ret i64 %r\n}}\ndefine i64 @f(i64 %a, i64 %b) {{\n{}}}\n",
        e.out
    );
    (src, a, b, want)
}

#[test]
fn random_programs_with_control_flow() {
    let n: u64 = std::env::var("KILN_RANDOM_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(40);
    for seed in 1..=n {
        let (src, a, b, want) = program(seed.wrapping_mul(0x2545_f491_4f6c_dd1d));
        for opt in [0u8, 2] {
            let (m, mfs) = compile(&src, opt, seed % 2 == 0, Some(&[3, 4, 5, 6, 7, 9, 10]))
                .unwrap_or_else(|e| panic!("seed {seed} -O{opt}: {e}\n{src}"));
            let mut sim = Sim::new(&m, &mfs);
            let (got, _) = sim.call("f", &[a, b]);
            assert_eq!(got, want, "seed {seed} -O{opt}\n{src}");
        }
    }
}

#[test]
fn generator_makes_only_defined_programs() {
    // `program` runs the model, which panics on the first undefined operation.
    let mut srems = 0;
    for seed in 1..=20_000u64 {
        let (src, ..) = program(seed.wrapping_mul(0x2545_f491_4f6c_dd1d));
        srems += src.matches(" = srem ").count();
    }
    eprintln!("20000 generated programs defined, {srems} srem instructions");
    assert!(srems > 10_000, "only {srems} srem instructions");
    // The model refuses what LLVM leaves undefined.
    assert!(apply("srem", i64::MIN as u64, u64::MAX).is_err());
    assert!(apply("udiv", 1, 0).is_err());
    assert!(apply("shl", 1, 64).is_err());
    assert_eq!(apply("srem", i64::MIN as u64, 3), Ok((i64::MIN % 3) as u64));
}
