//! The whole pipeline on the mock target: IR -> DAGs -> combine -> legalize -> isel ->
//! schedule -> machine IR -> regalloc2 (with its checker) -> prologue/epilogue, verified after
//! every machine pass, then run on a simulator and compared with the IR's meaning computed in
//! Rust. Each program runs at -O0 (caller-saved registers only, source-order scheduling) and
//! -O2 (every register, pressure-aware scheduling).

mod common;

use common::toy::{compile, Sim};

fn run(src: &str, f: &str, args: &[u64], has_div: bool, regs: Option<&[u32]>) -> Vec<(u64, u64)> {
    [0u8, 2]
        .iter()
        .map(|&opt| {
            let (m, mfs) =
                compile(src, opt, has_div, regs).unwrap_or_else(|e| panic!("-O{opt}: {e}"));
            let mut sim = Sim::new(&m, &mfs);
            sim.call(f, args)
        })
        .collect()
}

fn check(src: &str, f: &str, cases: &[(&[u64], u64)]) {
    for (args, want) in cases {
        for (k, (got, _)) in run(src, f, args, true, None).into_iter().enumerate() {
            assert_eq!(got, *want, "{f}{args:?} at -O{}", k * 2);
        }
    }
}

#[test]
fn integer_arithmetic() {
    let src = "define i64 @f(i64 %a, i64 %b) {\n  %s = add i64 %a, %b\n  %m = mul i64 %s, 3\n  %h = ashr i64 %a, 2\n  %x = xor i64 %m, %h\n  %y = sub i64 %x, 1000000\n  %z = shl i64 %y, 3\n  %q = sdiv i64 %z, %b\n  %r = srem i64 %z, %b\n  %t = add i64 %q, %r\n  ret i64 %t\n}\n";
    let f = |a: i64, b: i64| -> u64 {
        let m = a.wrapping_add(b).wrapping_mul(3);
        let y = (m ^ (a >> 2)).wrapping_sub(1_000_000);
        let z = y.wrapping_shl(3);
        (z / b + z % b) as u64
    };
    check(
        src,
        "f",
        &[
            (&[5, 7], f(5, 7)),
            (&[(-123i64) as u64, 11], f(-123, 11)),
            (&[1 << 40, (-3i64) as u64], f(1 << 40, -3)),
        ],
    );
}

#[test]
fn small_integer_types_wrap_and_extend() {
    let src = "define i64 @f(i32 %a, i8 %b) {\n  %m = mul i32 %a, %a\n  %s = sext i8 %b to i32\n  %d = sdiv i32 %m, %s\n  %u = udiv i32 %m, 7\n  %c = icmp slt i8 %b, 0\n  %z = zext i1 %c to i32\n  %t = add i32 %d, %u\n  %t2 = add i32 %t, %z\n  %w = sext i32 %t2 to i64\n  ret i64 %w\n}\n";
    let f = |a: i32, b: i8| -> u64 {
        let m = a.wrapping_mul(a);
        let d = m.wrapping_div(b as i32);
        let u = ((m as u32) / 7) as i32;
        let t = d.wrapping_add(u).wrapping_add((b < 0) as i32);
        t as i64 as u64
    };
    check(
        src,
        "f",
        &[
            (&[100, 3], f(100, 3)),
            (&[70000, (-5i8) as u8 as u64], f(70000, -5)),
            (&[(-9i32) as u32 as u64, 0x7f], f(-9, 127)),
        ],
    );
}

#[test]
fn loops_and_phis() {
    let src = "define i64 @sum(i64 %n) {\nentry:\n  br label %loop\nloop:\n  %i = phi i64 [ 0, %entry ], [ %i2, %loop ]\n  %acc = phi i64 [ 0, %entry ], [ %acc2, %loop ]\n  %sq = mul i64 %i, %i\n  %acc2 = add i64 %acc, %sq\n  %i2 = add i64 %i, 1\n  %c = icmp ult i64 %i2, %n\n  br i1 %c, label %loop, label %done\ndone:\n  ret i64 %acc2\n}\n";
    let want = |n: u64| (0..n.max(1)).map(|i| i * i).sum::<u64>();
    check(
        src,
        "sum",
        &[(&[1], want(1)), (&[10], want(10)), (&[1000], want(1000))],
    );
    // A swap through phis (the lost-copy problem) and a critical edge.
    let src = "define i64 @fib(i64 %n) {\nentry:\n  %z = icmp eq i64 %n, 0\n  br i1 %z, label %out, label %loop\nloop:\n  %a = phi i64 [ 0, %entry ], [ %b, %loop ]\n  %b = phi i64 [ 1, %entry ], [ %s, %loop ]\n  %k = phi i64 [ %n, %entry ], [ %k2, %loop ]\n  %s = add i64 %a, %b\n  %k2 = sub i64 %k, 1\n  %c = icmp ne i64 %k2, 0\n  br i1 %c, label %loop, label %out\nout:\n  %r = phi i64 [ 0, %entry ], [ %b, %loop ]\n  ret i64 %r\n}\n";
    let fib = |n: u64| {
        let (mut a, mut b) = (0u64, 1u64);
        if n == 0 {
            return 0;
        }
        for _ in 0..n {
            let s = a + b;
            a = b;
            b = s;
        }
        a
    };
    check(
        src,
        "fib",
        &[
            (&[0], fib(0)),
            (&[1], fib(1)),
            (&[2], fib(2)),
            (&[50], fib(50)),
        ],
    );
}

#[test]
fn memory_of_every_width() {
    let src = "define i64 @f(i64 %x) {\n  %buf = alloca [16 x i8], align 8\n  %w = alloca i32, align 4\n  %h = alloca i16, align 2\n  store i64 %x, ptr %buf, align 8\n  %p1 = getelementptr inbounds i8, ptr %buf, i64 8\n  %t8 = trunc i64 %x to i8\n  store i8 %t8, ptr %p1, align 1\n  %t32 = trunc i64 %x to i32\n  store i32 %t32, ptr %w, align 4\n  %t16 = trunc i64 %x to i16\n  store i16 %t16, ptr %h, align 2\n  %l8 = load i8, ptr %p1, align 1\n  %s8 = sext i8 %l8 to i64\n  %l32 = load i32, ptr %w, align 4\n  %z32 = zext i32 %l32 to i64\n  %l16 = load i16, ptr %h, align 2\n  %s16 = sext i16 %l16 to i64\n  %l64 = load i64, ptr %buf, align 8\n  %a = add i64 %s8, %z32\n  %b = add i64 %a, %s16\n  %c = xor i64 %b, %l64\n  ret i64 %c\n}\n";
    let f = |x: u64| {
        ((x as u8 as i8 as i64)
            .wrapping_add(x as u32 as i64)
            .wrapping_add(x as u16 as i16 as i64) as u64)
            ^ x
    };
    check(
        src,
        "f",
        &[
            (&[0x1234_5678_9abc_def0], f(0x1234_5678_9abc_def0)),
            (&[0xff], f(0xff)),
            (&[0x8080_8080], f(0x8080_8080)),
        ],
    );
}

#[test]
fn i1_in_memory_is_a_byte_of_0_or_1() {
    // The store masks bit 0 into a whole byte; the byte reads back as 0 or 1; an `i1` load
    // extends bit 0 (sign: 0 or -1).
    let src = "define i64 @f(i64 %x) {\n  %b = alloca i8, align 1\n  store i8 -1, ptr %b, align 1\n  %t = trunc i64 %x to i1\n  store i1 %t, ptr %b, align 1\n  %byte = load i8, ptr %b, align 1\n  %z8 = zext i8 %byte to i64\n  %l = load i1, ptr %b, align 1\n  %s = sext i1 %l to i64\n  %l2 = load i1, ptr %b, align 1\n  %z = zext i1 %l2 to i64\n  %sh = shl i64 %z8, 8\n  %a = add i64 %s, %sh\n  %sh2 = shl i64 %z, 16\n  %r = add i64 %a, %sh2\n  ret i64 %r\n}\n";
    let f = |x: u64| {
        let bit = x & 1;
        (bit.wrapping_neg())
            .wrapping_add(bit << 8)
            .wrapping_add(bit << 16)
    };
    check(
        src,
        "f",
        &[(&[6], f(6)), (&[7], f(7)), (&[u64::MAX], f(u64::MAX))],
    );
}

#[test]
fn calls_recursion_and_stack_arguments() {
    let src = "define i64 @g(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %h) {\n  %1 = add i64 %a, %b\n  %2 = mul i64 %c, %d\n  %3 = sub i64 %e, %f\n  %4 = add i64 %1, %2\n  %5 = add i64 %4, %3\n  %6 = mul i64 %5, %h\n  ret i64 %6\n}\ndefine i64 @fact(i64 %n) {\nentry:\n  %z = icmp sle i64 %n, 1\n  br i1 %z, label %base, label %rec\nbase:\n  ret i64 1\nrec:\n  %m = sub i64 %n, 1\n  %r = call i64 @fact(i64 %m)\n  %p = mul i64 %r, %n\n  ret i64 %p\n}\ndefine i64 @main(i64 %x) {\n  %a = call i64 @fact(i64 %x)\n  %b = call i64 @g(i64 1, i64 2, i64 3, i64 4, i64 %x, i64 6, i64 7)\n  %c = add i64 %a, %b\n  %d = add i64 %c, %x\n  ret i64 %d\n}\n";
    let fact = |n: u64| (1..=n).product::<u64>().max(1);
    let g = |x: u64| (15u64.wrapping_add(x.wrapping_sub(6))).wrapping_mul(7);
    for x in [1u64, 5, 10] {
        check(
            src,
            "main",
            &[(&[x], fact(x).wrapping_add(g(x)).wrapping_add(x))],
        );
    }
}

#[test]
fn division_by_libcall_without_m() {
    let src = "define i64 @f(i64 %a, i64 %b) {\n  %q = sdiv i64 %a, %b\n  %r = urem i64 %a, %b\n  %s = add i64 %q, %r\n  ret i64 %s\n}\n";
    for (a, b) in [(100i64, 7i64), (-100, 7), (1 << 50, -3)] {
        let want = (a / b).wrapping_add(((a as u64) % (b as u64)) as i64) as u64;
        for (k, (got, _)) in run(src, "f", &[a as u64, b as u64], false, None)
            .into_iter()
            .enumerate()
        {
            assert_eq!(got, want, "f({a}, {b}) at -O{}", 2 * k);
        }
    }
}

#[test]
fn i128_arithmetic_is_expanded() {
    let src = "define i64 @f(i64 %a, i64 %b) {\n  %x = zext i64 %a to i128\n  %y = sext i64 %b to i128\n  %s = add i128 %x, %y\n  %m = mul i128 %s, %s\n  %h = lshr i128 %m, 64\n  %l = trunc i128 %m to i64\n  %t = trunc i128 %h to i64\n  %c = icmp ult i128 %s, %x\n  %cz = zext i1 %c to i64\n  %r1 = xor i64 %l, %t\n  %r = add i64 %r1, %cz\n  ret i64 %r\n}\n";
    let f = |a: u64, b: i64| {
        let s = (a as i128).wrapping_add(b as i128);
        let m = s.wrapping_mul(s);
        let h = ((m as u128) >> 64) as u64;
        let l = m as u64;
        let c = ((s as u128) < (a as u128)) as u64;
        (l ^ h).wrapping_add(c)
    };
    check(
        src,
        "f",
        &[
            (&[u64::MAX, 5], f(u64::MAX, 5)),
            (&[3, (-10i64) as u64], f(3, -10)),
            (&[1 << 63, 1 << 62], f(1 << 63, 1 << 62)),
        ],
    );
}

#[test]
fn selects_minmax_bitcounts() {
    let src = "declare i64 @llvm.smax.i64(i64, i64)\ndeclare i64 @llvm.umin.i64(i64, i64)\ndeclare i64 @llvm.ctpop.i64(i64)\ndeclare i32 @llvm.ctlz.i32(i32, i1)\ndefine i64 @f(i64 %a, i64 %b) {\n  %c = icmp sgt i64 %a, %b\n  %s = select i1 %c, i64 %a, i64 100\n  %m = call i64 @llvm.smax.i64(i64 %a, i64 %b)\n  %u = call i64 @llvm.umin.i64(i64 %a, i64 %b)\n  %p = call i64 @llvm.ctpop.i64(i64 %a)\n  %t = trunc i64 %b to i32\n  %z = call i32 @llvm.ctlz.i32(i32 %t, i1 false)\n  %zz = zext i32 %z to i64\n  %1 = add i64 %s, %m\n  %2 = xor i64 %1, %u\n  %3 = mul i64 %2, 31\n  %4 = add i64 %3, %p\n  %5 = shl i64 %4, 6\n  %6 = add i64 %5, %zz\n  ret i64 %6\n}\n";
    let f = |a: i64, b: i64| -> u64 {
        let s = if a > b { a } else { 100 };
        let m = a.max(b);
        let u = (a as u64).min(b as u64);
        let p = (a as u64).count_ones() as u64;
        let z = (b as u32).leading_zeros() as u64;
        (((s.wrapping_add(m) as u64) ^ u)
            .wrapping_mul(31)
            .wrapping_add(p)
            << 6)
            .wrapping_add(z)
    };
    check(
        src,
        "f",
        &[
            (&[5, 9], f(5, 9)),
            (&[(-5i64) as u64, 1 << 33], f(-5, 1 << 33)),
            (&[0xffff, 1], f(0xffff, 1)),
        ],
    );
}

#[test]
fn switch_as_compare_tree() {
    let mut src = String::from("define i64 @f(i64 %x) {\nentry:\n  switch i64 %x, label %d [\n");
    let keys = [3i64, 7, 10, 11, 20, 100, -5, 42];
    for (k, v) in keys.iter().enumerate() {
        src.push_str(&format!("    i64 {v}, label %c{k}\n"));
    }
    src.push_str("  ]\n");
    for k in 0..keys.len() {
        src.push_str(&format!("c{k}:\n  br label %join\n"));
    }
    src.push_str("d:\n  br label %join\njoin:\n  %r = phi i64 ");
    let arms: Vec<String> = (0..keys.len())
        .map(|k| format!("[ {}, %c{k} ]", k * 10 + 1))
        .collect();
    src.push_str(&arms.join(", "));
    src.push_str(", [ -1, %d ]\n  ret i64 %r\n}\n");
    let mut cases: Vec<(Vec<u64>, u64)> = keys
        .iter()
        .enumerate()
        .map(|(k, &v)| (vec![v as u64], (k * 10 + 1) as u64))
        .collect();
    cases.push((vec![4], u64::MAX));
    cases.push((vec![(-6i64) as u64], u64::MAX));
    let cases: Vec<(&[u64], u64)> = cases.iter().map(|(a, w)| (a.as_slice(), *w)).collect();
    check(&src, "f", &cases);
}

#[test]
fn high_register_pressure_spills() {
    // 24 values live at once with only 4 allocatable registers.
    let mut src = String::from("define i64 @f(i64 %x) {\n");
    for k in 0..24 {
        src.push_str(&format!("  %v{k} = mul i64 %x, {}\n", k + 3));
    }
    src.push_str("  %s0 = add i64 %v0, %v23\n");
    for k in 1..24 {
        src.push_str(&format!("  %s{k} = xor i64 %s{}, %v{}\n", k - 1, 23 - k));
    }
    src.push_str("  ret i64 %s23\n}\n");
    let f = |x: u64| {
        let v: Vec<u64> = (0..24).map(|k| x.wrapping_mul(k + 3)).collect();
        let mut s = v[0].wrapping_add(v[23]);
        for k in 1..24 {
            s ^= v[23 - k];
        }
        s
    };
    for x in [1u64, 12345, u64::MAX / 3] {
        for (k, (got, _)) in run(&src, "f", &[x], true, Some(&[3, 4, 5, 6]))
            .into_iter()
            .enumerate()
        {
            assert_eq!(got, f(x), "-O{}", 2 * k);
        }
    }
    // The frame really has spill slots.
    let (_, mfs) = compile(&src, 2, true, Some(&[3, 4, 5, 6])).unwrap();
    assert!(mfs[0].frame_info.stack_size > 0);
}

#[test]
fn print_after_all_stop_after_and_dag_dot() {
    use kiln_codegen::pipeline::{CompileOptions, PipelineEnd, PipelineOptions};
    let src = "declare i64 @g(i64)\ndefine i64 @f(i64 %x) {\nentry:\n  %a = call i64 @g(i64 %x)\n  %c = icmp slt i64 %a, 10\n  br i1 %c, label %t, label %e\nt:\n  %b = mul i64 %a, %x\n  ret i64 %b\ne:\n  ret i64 %a\n}\n";
    let opts = CompileOptions {
        pipeline: PipelineOptions {
            print_after_all: true,
            verify: true,
            opt_level: 2,
            ..Default::default()
        },
        dag_dot_after: Some("isel".into()),
        regalloc_checker: true,
    };
    let mut out = String::new();
    let (_, mfs, ends) = common::toy::compile_with(src, true, None, &opts, &mut out).unwrap();
    assert_eq!(ends, vec![PipelineEnd::Completed]);
    for pass in ["finalize-isel", "regalloc", "prologepilog", "postrapseudos"] {
        assert_eq!(out.matches(&format!("({pass}) ***")).count(), 1, "{pass}");
    }
    // SSA with PHI-free virtual registers before allocation, physical after.
    let after_isel = &out[out.find("(finalize-isel)").unwrap()..out.find("(regalloc)").unwrap()];
    assert!(
        after_isel.contains("IsSSA") && after_isel.contains("%0:gpr"),
        "{after_isel}"
    );
    // Up to the next dump (branch-folder, which prints the same function again).
    let pei_end = out.find("(branch-folder)").unwrap_or(out.len());
    let after_pei = &out[out.find("(postrapseudos)").unwrap()..pei_end];
    assert!(after_pei.contains("NoVRegs"));
    assert!(
        after_pei.contains("$r2 = frame-setup ADDI $r2, -"),
        "{after_pei}"
    );
    assert!(
        !after_pei.contains(" COPY "),
        "copies became target moves: {after_pei}"
    );
    assert!(
        after_pei.contains("CFI_INSTRUCTION .cfi_def_cfa_offset"),
        "{after_pei}"
    );
    assert!(
        after_pei.contains("CFI_INSTRUCTION .cfi_offset $r1"),
        "the return address is saved: {after_pei}"
    );
    assert_eq!(
        after_pei.matches("$r2 = frame-destroy ADDI $r2, ").count(),
        2,
        "one epilogue per return"
    );
    assert!(mfs[0].frame_info.callee_saved.iter().any(|c| c.reg.0 == 1));
    // One dot graph per block, after isel: every one renders.
    let graphs: Vec<&str> = out.split("digraph").skip(1).collect();
    assert_eq!(graphs.len(), 3);
    for g in graphs {
        let text = format!("digraph{}", &g[..g.rfind('}').unwrap() + 1]);
        let mut child = std::process::Command::new("dot")
            .arg("-Tsvg")
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("graphviz `dot` must be installed");
        use std::io::Write;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
        let o = child.wait_with_output().unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    }
    // -stop-after=regalloc leaves frame indices and no prologue.
    let opts = CompileOptions {
        pipeline: PipelineOptions {
            stop_after: Some("regalloc".into()),
            verify: true,
            ..Default::default()
        },
        ..Default::default()
    };
    let (_, mfs, ends) =
        common::toy::compile_with(src, true, None, &opts, &mut String::new()).unwrap();
    assert_eq!(ends, vec![PipelineEnd::Stopped]);
    assert_eq!(mfs[0].frame_info.stack_size, 0);
    assert!(!mfs[0].has_vregs);
}

#[test]
fn dense_switch_uses_a_jump_table() {
    // Cases 0..12 (two missing) into blocks that join in a phi: a jump table at -O0 and -O2
    // (as llc-22 does); both must agree with the IR.
    let mut src = String::from("define i64 @f(i64 %x) {\nentry:\n  switch i64 %x, label %d [\n");
    let keys: Vec<i64> = (0..12).filter(|k| *k != 4 && *k != 9).collect();
    for (k, v) in keys.iter().enumerate() {
        // Two cases share a block.
        let target = if *v == 11 { 0 } else { k };
        src.push_str(&format!("    i64 {v}, label %c{target}\n"));
    }
    src.push_str("  ]\n");
    for (k, &key) in keys.iter().enumerate() {
        if key == 11 {
            continue;
        }
        src.push_str(&format!(
            "c{k}:\n  %v{k} = mul i64 %x, {}\n  br label %join\n",
            k + 2
        ));
    }
    src.push_str("d:\n  br label %join\njoin:\n  %r = phi i64 ");
    let mut arms: Vec<String> = (0..keys.len())
        .filter(|&k| keys[k] != 11)
        .map(|k| format!("[ %v{k}, %c{k} ]"))
        .collect();
    arms.push("[ 7, %d ]".into());
    src.push_str(&arms.join(", "));
    src.push_str("\n  ret i64 %r\n}\n");
    let want = |x: i64| -> u64 {
        match keys.iter().position(|&v| v == x) {
            Some(_) if x == 11 => (x * 2) as u64,
            Some(k) => (x * (k as i64 + 2)) as u64,
            None => 7,
        }
    };
    let (_, mfs) = compile(&src, 2, true, None).unwrap();
    assert_eq!(mfs[0].jump_tables.len(), 1, "a jump table at -O2");
    let (_, mfs0) = compile(&src, 0, true, None).unwrap();
    assert_eq!(mfs0[0].jump_tables.len(), 1, "a jump table at -O0");
    for x in [-1i64, 0, 1, 3, 4, 5, 9, 10, 11, 12, 1000] {
        for (k, (got, _)) in run(&src, "f", &[x as u64], true, None)
            .into_iter()
            .enumerate()
        {
            assert_eq!(got, want(x), "f({x}) at -O{}", 2 * k);
        }
    }
}

#[test]
fn soft_float_through_libcalls() {
    // No FPU on the mock target: f64 values live in i64 registers and every operation is a
    // libgcc call (the simulator implements them with Rust's f64).
    let src = "define i64 @f(i64 %a, i64 %b) {\n  %x = sitofp i64 %a to double\n  %y = uitofp i64 %b to double\n  %s = fadd double %x, %y\n  %m = fmul double %s, 2.5\n  %d = fdiv double %m, %y\n  %n = fneg double %d\n  %c = fcmp olt double %n, -1.0\n  %v = select i1 %c, double %n, double %s\n  %p = alloca double, align 8\n  store double %v, ptr %p, align 8\n  %l = load double, ptr %p, align 8\n  %r = fptosi double %l to i64\n  %k = fptoui double %y to i32\n  %kk = zext i32 %k to i64\n  %t = add i64 %r, %kk\n  ret i64 %t\n}\n";
    let f = |a: i64, b: u64| -> u64 {
        let (x, y) = (a as f64, b as f64);
        let s = x + y;
        let n = -(s * 2.5 / y);
        let v = if n < -1.0 { n } else { s };
        (v as i64).wrapping_add((y as u32) as i64) as u64
    };
    check(
        src,
        "f",
        &[
            (&[10, 4], f(10, 4)),
            (&[(-7i64) as u64, 3], f(-7, 3)),
            (&[1 << 40, 1000], f(1 << 40, 1000)),
        ],
    );
}
