//! Large functions compile: one block of tens of thousands of instructions, and thousands of
//! blocks with phis and calls (no recursion per node or block that could overflow the stack, no
//! size limit). How compile time grows with function size is measured by `bench/run.sh` (the
//! same two shapes, in `bench/codegen.py`), not by a timed test.

mod common;

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

/// Compiles `src` and returns the number of blocks and instructions of its one function.
fn compile(src: &str) -> (usize, usize) {
    let opts = kiln_codegen::pipeline::CompileOptions {
        pipeline: kiln_codegen::pipeline::PipelineOptions {
            opt_level: 2,
            ..Default::default()
        },
        ..Default::default()
    };
    let (_, mfs, _) = common::toy::compile_with(src, true, None, &opts, &mut String::new())
        .unwrap_or_else(|e| panic!("{e}"));
    let mf = mfs
        .iter()
        .find(|mf| mf.name == "f")
        .expect("@f was compiled");
    (mf.layout.len(), mf.all_instrs().count())
}

#[test]
fn one_huge_block_compiles() {
    let (_, instrs) = compile(&one_block(30_000));
    // At least one machine instruction per IR operation.
    assert!(instrs >= 30_000, "{instrs} instructions");
}

#[test]
fn thousands_of_blocks_with_phis_compile() {
    let (blocks, _) = compile(&many_blocks(5_000));
    // Each diamond keeps its branch and both arms; its join falls into the next diamond's head
    // (one block once branch folding merges them), so at least three blocks per diamond.
    assert!(blocks >= 3 * 5_000, "{blocks} blocks");
}
