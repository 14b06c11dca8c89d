//! Large functions compile and run correctly: one block of tens of thousands of instructions,
//! and thousands of blocks with phis and calls (no recursion per node or block that could
//! overflow the stack, no size limit). The compiled code is run on the mock target's simulator
//! and its result compared with the same computation done here in Rust, for several inputs.
//! How compile time grows with function size is measured by `bench/run.sh` (the same two
//! shapes, in `bench/codegen.py`), not by a timed test.

mod common;

/// An odd multiplier: multiplying by it loses no bits, so the chain's value never collapses
/// to a constant (with `mul` by other chain values it became 0 after a few hundred steps,
/// and a run would have checked nothing).
const MUL: u64 = 0x9e37_79b9_7f4a_7c15;

/// The operation of step `k` of `one_block`.
fn one_block_op(k: usize) -> &'static str {
    ["add", "xor", "mul", "sub", "or", "and"][k % 6]
}

fn one_block(n: usize) -> String {
    let mut s = String::from("define i64 @f(i64 %a, i64 %b) {\n  %v0 = add i64 %a, %b\n");
    for k in 1..n {
        let op = one_block_op(k);
        let other = if op == "mul" {
            (MUL as i64).to_string()
        } else if k > 7 {
            format!("%v{}", k - 7)
        } else {
            "%a".into()
        };
        s.push_str(&format!("  %v{k} = {op} i64 %v{}, {other}\n", k - 1));
    }
    s.push_str(&format!("  ret i64 %v{}\n}}\n", n - 1));
    s
}

/// What `one_block(n)` returns for `a`, `b`, and how many distinct values the chain takes.
fn one_block_expected(n: usize, a: u64, b: u64) -> (u64, usize) {
    let mut v = vec![a.wrapping_add(b)];
    for k in 1..n {
        let x = v[k - 1];
        let o = if k > 7 { v[k - 7] } else { a };
        v.push(match one_block_op(k) {
            "add" => x.wrapping_add(o),
            "xor" => x ^ o,
            "mul" => x.wrapping_mul(MUL),
            "sub" => x.wrapping_sub(o),
            "and" => x & o,
            _ => x | o,
        });
    }
    let distinct: std::collections::HashSet<u64> = v.iter().copied().collect();
    (v[n - 1], distinct.len())
}

/// The body of `@g`, the callee of `many_blocks`.
fn g(x: u64) -> u64 {
    (x ^ 12345) >> 1
}

/// What `many_blocks(n)` returns for `a`, and how many times each arm was taken.
fn many_blocks_expected(n: usize, a: u64) -> (u64, usize, usize) {
    let (mut p, mut left, mut right) = (a, 0, 0);
    for k in 0..n {
        p = if p & 1 != 0 {
            left += 1;
            if k % 8 == 0 {
                g(p)
            } else {
                p.wrapping_mul(3).wrapping_add(1)
            }
        } else {
            right += 1;
            (p >> 1).wrapping_add(k as u64)
        };
    }
    (p, left, right)
}

fn many_blocks(n: usize) -> String {
    // A chain of if/else diamonds joined by phis, with a call every eighth diamond.
    let mut s =
        String::from("define i64 @g(i64 %x) {\n  %y = xor i64 %x, 12345\n  %z = lshr i64 %y, 1\n  ret i64 %z\n}\ndefine i64 @f(i64 %a) {\nentry:\n  br label %b0\n");
    for k in 0..n {
        let prev = if k == 0 {
            "entry".to_string()
        } else {
            format!("j{}", k - 1)
        };
        let inc = if k == 0 {
            "%a".to_string()
        } else {
            format!("%x{}", k - 1)
        };
        s.push_str(&format!("b{k}:\n  %p{k} = phi i64 [ {inc}, %{prev} ]\n"));
        // Odd values go left (3p + 1, or a call), even ones right (p / 2 + k): a Collatz-like
        // walk that takes both arms about a third and two thirds of the time.
        s.push_str(&format!(
            "  %o{k} = and i64 %p{k}, 1\n  %t{k} = icmp ne i64 %o{k}, 0\n  br i1 %t{k}, label %l{k}, label %r{k}\n"
        ));
        if k % 8 == 0 {
            s.push_str(&format!(
                "l{k}:\n  %y{k} = call i64 @g(i64 %p{k})\n  br label %j{k}\n"
            ));
        } else {
            s.push_str(&format!(
                "l{k}:\n  %m{k} = mul i64 %p{k}, 3\n  %y{k} = add i64 %m{k}, 1\n  br label %j{k}\n"
            ));
        }
        s.push_str(&format!(
            "r{k}:\n  %h{k} = lshr i64 %p{k}, 1\n  %z{k} = add i64 %h{k}, {k}\n  br label %j{k}\n"
        ));
        s.push_str(&format!(
            "j{k}:\n  %x{k} = phi i64 [ %y{k}, %l{k} ], [ %z{k}, %r{k} ]\n  br label %b{}\n",
            k + 1
        ));
    }
    s.push_str(&format!("b{n}:\n  ret i64 %x{}\n}}\n", n - 1));
    s
}

/// Compiles `src`, runs `@f` on the simulator for each of `inputs`, and returns the number of
/// blocks and instructions of `@f` and the results.
fn compile_and_run(src: &str, inputs: &[&[u64]]) -> (usize, usize, Vec<u64>) {
    let opts = kiln_codegen::pipeline::CompileOptions {
        pipeline: kiln_codegen::pipeline::PipelineOptions {
            opt_level: 2,
            ..Default::default()
        },
        ..Default::default()
    };
    let (m, mfs, _) = common::toy::compile_with(src, true, None, &opts, &mut String::new())
        .unwrap_or_else(|e| panic!("{e}"));
    let mf = mfs
        .iter()
        .find(|mf| mf.name == "f")
        .expect("@f was compiled");
    let results = inputs
        .iter()
        .map(|args| common::toy::Sim::new(&m, &mfs).call("f", args).0)
        .collect();
    (mf.layout.len(), mf.all_instrs().count(), results)
}

#[test]
fn one_huge_block_compiles_and_runs() {
    const N: usize = 30_000;
    let inputs: [&[u64]; 3] = [
        &[3, 5],
        &[0x1234_5678_9abc_def1, 0x0fed_cba9_8765_4321],
        &[7, 1],
    ];
    let (_, instrs, got) = compile_and_run(&one_block(N), &inputs);
    // At least one machine instruction per IR operation.
    assert!(instrs >= N, "{instrs} instructions");
    for (args, got) in inputs.iter().zip(got) {
        let (want, distinct) = one_block_expected(N, args[0], args[1]);
        // The check means something only if the chain keeps changing value.
        assert!(
            distinct > N / 4,
            "{args:?}: only {distinct} distinct values"
        );
        assert_eq!(got, want, "@f{args:?}: simulator {got:#x}, Rust {want:#x}");
    }
}

#[test]
fn thousands_of_blocks_with_phis_compile_and_run() {
    const N: usize = 5_000;
    let inputs: [&[u64]; 3] = [&[5], &[123_456_789], &[u64::MAX - 3]];
    let (blocks, _, got) = compile_and_run(&many_blocks(N), &inputs);
    // Each diamond keeps its branch and both arms; its join falls into the next diamond's head
    // (one block once branch folding merges them), so at least three blocks per diamond.
    assert!(blocks >= 3 * N, "{blocks} blocks");
    for (args, got) in inputs.iter().zip(got) {
        let (want, left, right) = many_blocks_expected(N, args[0]);
        // Both arms must be exercised for the run to check both.
        assert!(
            left > N / 10 && right > N / 10,
            "{args:?}: {left} left, {right} right"
        );
        assert_eq!(got, want, "@f{args:?}: simulator {got:#x}, Rust {want:#x}");
    }
}
