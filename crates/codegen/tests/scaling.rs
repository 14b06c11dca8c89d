//! Compile time grows linearly with function size: a function eight times larger takes far
//! less than the 64 times a quadratic pass would need (both for one huge block and for many
//! blocks with phis and calls). The bound (32x for 8x the size) leaves room for cache effects
//! and regalloc2's n log n parts while catching anything quadratic (64x).

mod common;

use std::time::Instant;

fn one_block(n: usize) -> String {
    let mut s = String::from("define i64 @f(i64 %a, i64 %b) {\n  %v0 = add i64 %a, %b\n");
    for k in 1..n {
        let op = ["add", "xor", "mul", "sub", "and", "or"][k % 6];
        let other = if k > 7 {
            format!("%v{}", k - 7)
        } else {
            "%a".into()
        };
        s.push_str(&format!("  %v{k} = {op} i64 %v{}, {other}\n", k - 1));
    }
    s.push_str(&format!("  ret i64 %v{}\n}}\n", n - 1));
    s
}

fn many_blocks(n: usize) -> String {
    // A chain of if/else diamonds joined by phis, with a call every eighth diamond.
    let mut s =
        String::from("declare i64 @g(i64)\ndefine i64 @f(i64 %a) {\nentry:\n  br label %b0\n");
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
        s.push_str(&format!(
            "  %t{k} = icmp ult i64 %p{k}, {}\n  br i1 %t{k}, label %l{k}, label %r{k}\n",
            1000 + k
        ));
        if k % 8 == 0 {
            s.push_str(&format!(
                "l{k}:\n  %y{k} = call i64 @g(i64 %p{k})\n  br label %j{k}\n"
            ));
        } else {
            s.push_str(&format!(
                "l{k}:\n  %y{k} = mul i64 %p{k}, 3\n  br label %j{k}\n"
            ));
        }
        s.push_str(&format!(
            "r{k}:\n  %z{k} = sub i64 %p{k}, 7\n  br label %j{k}\n"
        ));
        s.push_str(&format!(
            "j{k}:\n  %x{k} = phi i64 [ %y{k}, %l{k} ], [ %z{k}, %r{k} ]\n  br label %b{}\n",
            k + 1
        ));
    }
    s.push_str(&format!("b{n}:\n  ret i64 %x{}\n}}\n", n - 1));
    s
}

fn time(src: &str) -> f64 {
    // Best of three, to keep a busy machine's noise out.
    (0..3)
        .map(|_| {
            let t = Instant::now();
            // Timing without -verify-machineinstrs and the regalloc2 checker (debug aids).
            let opts = kiln_codegen::pipeline::CompileOptions {
                pipeline: kiln_codegen::pipeline::PipelineOptions {
                    opt_level: 2,
                    ..Default::default()
                },
                ..Default::default()
            };
            common::toy::compile_with(src, true, None, &opts, &mut String::new())
                .unwrap_or_else(|e| panic!("{e}"));
            t.elapsed().as_secs_f64()
        })
        .fold(f64::MAX, f64::min)
}

#[test]
fn compile_time_is_linear() {
    let only = std::env::var("KILN_SCALE_ONLY").unwrap_or_default();
    for (name, gen, scale) in [
        ("one block", one_block as fn(usize) -> String, 7),
        ("many blocks", many_blocks, 1),
    ] {
        if !only.is_empty() && !name.starts_with(only.as_str()) {
            continue;
        }
        let base: usize = std::env::var("KILN_SCALE_BASE")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(if cfg!(debug_assertions) { 150 } else { 600 });
        let base = base * scale;
        let small = time(&gen(base));
        let large = time(&gen(8 * base));
        let ratio = large / small;
        eprintln!(
            "{name}: {base} -> {small:.4}s, {} -> {large:.4}s, ratio {ratio:.1}",
            8 * base
        );
        assert!(
            ratio < 32.0,
            "{name}: 8x the size took {ratio:.1}x the time"
        );
    }
}
