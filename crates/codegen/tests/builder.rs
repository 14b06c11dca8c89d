//! SelectionDAGBuilder on the mock target: DAG shapes for arithmetic, memory, control flow,
//! phis, calls and switches, and located errors for what is not supported.

mod common;

use common::{parse, ToyLowering};
use kiln_codegen::builder::build_dags;
use kiln_codegen::machine::MachineFunction;
use kiln_codegen::selection_dag::isd;
use kiln_codegen::selection_dag::NoNames;

fn build(
    src: &str,
    opt: u8,
) -> (
    Vec<kiln_codegen::builder::BlockDag>,
    kiln_codegen::builder::FunctionLoweringInfo,
    MachineFunction,
) {
    let m = parse(src);
    let f = m
        .functions
        .iter()
        .find(|f| f.is_definition)
        .expect("a definition");
    let tl = ToyLowering::new(true);
    let mut mf = MachineFunction::new("f");
    let (dags, fli) = build_dags(&m, f, &tl, opt, &mut mf).unwrap_or_else(|e| panic!("{e}"));
    for d in &dags {
        d.dag.verify().unwrap();
    }
    (dags, fli, mf)
}

fn count(d: &kiln_codegen::selection_dag::SelectionDAG, op: isd::Opcode) -> usize {
    d.all_nodes().filter(|&n| d.opcode(n) == op).count()
}

#[test]
fn straight_line_arithmetic() {
    let (dags, _, mf) = build(
        "define i64 @f(i64 %a, i64 %b) {\n  %s = add nsw i64 %a, %b\n  %m = mul i64 %s, 3\n  %c = icmp slt i64 %m, %a\n  %r = select i1 %c, i64 %m, i64 %b\n  ret i64 %r\n}\n",
        0,
    );
    assert_eq!(dags.len(), 1);
    let d = &dags[0].dag;
    let dump = d.dump(&NoNames);
    assert_eq!(count(d, isd::ADD), 1, "{dump}");
    assert_eq!(count(d, isd::MUL), 1);
    assert_eq!(count(d, isd::SETCC), 1);
    assert_eq!(count(d, isd::SELECT), 1);
    assert!(dump.contains("condcode<setlt>"), "{dump}");
    assert!(dump.contains("i64 = Constant<3>"), "{dump}");
    assert_eq!(count(d, isd::COPY_FROM_REG), 2, "two argument registers");
    assert_eq!(count(d, isd::COPY_TO_REG), 1, "the return value");
    assert_eq!(mf.block(mf.layout[0]).live_ins.len(), 2);
    // The root is the target's return node.
    assert!(d.opcode(d.root().node).is_target());
}

#[test]
fn loads_and_stores_are_chained() {
    let (dags, _, mf) = build(
        "define i32 @f(ptr %p) {\n  %x = alloca i32, align 4\n  %v = load i32, ptr %p, align 4\n  store i32 %v, ptr %x, align 4\n  %w = load volatile i32, ptr %x, align 4\n  %q = getelementptr inbounds i32, ptr %p, i64 2\n  store i32 %w, ptr %q, align 4\n  ret i32 %w\n}\n",
        0,
    );
    let d = &dags[0].dag;
    assert_eq!(count(d, isd::LOAD), 2);
    assert_eq!(count(d, isd::STORE), 2);
    assert_eq!(
        count(d, isd::FRAME_INDEX),
        1,
        "the alloca is a frame index, shared by CSE"
    );
    assert_eq!(mf.frame_info.num_objects(), 1);
    assert_eq!(mf.frame_info.object(0).size, 4);
    // The GEP's constant index folds into an offset of 8 bytes.
    assert!(d.dump(&NoNames).contains("i64 = Constant<8>"));
    // Every store is reachable from the root by chains (none was dropped).
    let order = d.topological_order();
    assert_eq!(order.len(), d.num_nodes());
}

#[test]
fn cross_block_values_and_phis() {
    let src = "define i64 @f(i64 %n) {\nentry:\n  %z = icmp eq i64 %n, 0\n  br i1 %z, label %done, label %loop\nloop:\n  %i = phi i64 [ 0, %entry ], [ %i2, %loop ]\n  %acc = phi i64 [ 0, %entry ], [ %acc2, %loop ]\n  %acc2 = add i64 %acc, %i\n  %i2 = add i64 %i, 1\n  %c = icmp ult i64 %i2, %n\n  br i1 %c, label %loop, label %done\ndone:\n  %r = phi i64 [ 0, %entry ], [ %acc2, %loop ]\n  ret i64 %r\n}\n";
    let (dags, fli, mf) = build(src, 0);
    assert_eq!(dags.len(), 3);
    assert_eq!(fli.phis.len(), 3);
    for p in &fli.phis {
        assert_eq!(p.num_regs, 1);
        assert_eq!(p.incoming.len(), 2, "one register per incoming edge");
    }
    // CFG edges were added.
    assert_eq!(mf.block(mf.layout[0]).succs.len(), 2);
    assert_eq!(mf.block(mf.layout[1]).succs.len(), 2);
    assert!(
        mf.block(mf.layout[1]).preds.contains(&mf.layout[1]),
        "the loop edge"
    );
    // The loop block reads phis and %n through CopyFromReg and writes its exports.
    let l = &dags[1].dag;
    assert!(count(l, isd::COPY_FROM_REG) >= 3);
    assert!(count(l, isd::COPY_TO_REG) >= 2);
    assert_eq!(count(l, isd::BRCOND), 1);
    assert_eq!(count(l, isd::BR), 1);
}

#[test]
fn calls_are_lowered_by_the_target() {
    let (dags, _, mf) = build(
        "declare i64 @g(i64, i64)\ndefine i64 @f(i64 %a) {\n  %r = call i64 @g(i64 %a, i64 7)\n  %s = call i64 @g(i64 %r, i64 %r)\n  ret i64 %s\n}\n",
        0,
    );
    let d = &dags[0].dag;
    assert_eq!(count(d, common::toyisd::CALL), 2);
    assert_eq!(count(d, isd::CALLSEQ_START), 2);
    assert_eq!(count(d, isd::CALLSEQ_END), 2);
    assert_eq!(
        count(d, isd::TARGET_GLOBAL_ADDRESS),
        1,
        "the callee, shared"
    );
    assert!(mf.frame_info.has_calls);
}

#[test]
fn small_integers_cross_blocks_promoted_and_i128_split() {
    let src = "define i8 @f(i8 %a, i128 %w) {\nentry:\n  %b = add i8 %a, 1\n  %x = add i128 %w, 1\n  br label %next\nnext:\n  %c = mul i8 %b, %b\n  %y = trunc i128 %x to i8\n  %z = add i8 %c, %y\n  ret i8 %z\n}\n";
    let (dags, fli, mf) = build(src, 0);
    // i8 crosses in one i64 register, i128 in two.
    let b_reg = fli.inst_regs.iter().flatten().count();
    assert_eq!(b_reg, 2);
    assert_eq!(mf.num_vregs(), 3);
    let e = &dags[0].dag;
    assert_eq!(
        count(e, isd::EXTRACT_ELEMENT),
        2,
        "the i128 split for its registers"
    );
    assert!(
        count(e, isd::BUILD_PAIR) >= 1,
        "the i128 argument joined from two parts"
    );
    let n = &dags[1].dag;
    assert!(count(n, isd::TRUNCATE) >= 1);
    assert_eq!(count(n, isd::BUILD_PAIR), 1);
}

#[test]
fn switch_jump_table_or_compare_tree() {
    let switch = |step: i64| {
        let mut src =
            String::from("define i64 @f(i64 %x) {\nentry:\n  switch i64 %x, label %d [\n");
        for k in 0..8 {
            src.push_str(&format!("    i64 {}, label %c{k}\n", k * step));
        }
        src.push_str("  ]\n");
        for k in 0..8 {
            src.push_str(&format!("c{k}:\n  ret i64 {}\n", k * 10));
        }
        src.push_str("d:\n  ret i64 -1\n}\n");
        src
    };
    // Dense cases make a jump table at every level (llc-22 -O0 makes one too).
    for opt in [0, 2] {
        let (dags, _, mf) = build(&switch(1), opt);
        assert_eq!(mf.jump_tables.len(), 1, "-O{opt}");
        assert_eq!(mf.jump_tables[0].len(), 8);
        let jts: usize = dags.iter().map(|d| count(&d.dag, isd::BR_JT)).sum();
        assert_eq!(jts, 1);
    }
    // Sparse cases: a tree of compares in new blocks, no jump table.
    let (dags, _, mf) = build(&switch(1000), 2);
    assert!(mf.jump_tables.is_empty());
    assert!(dags.len() > 10, "extra compare blocks");
    let conds: usize = dags.iter().map(|d| count(&d.dag, isd::BRCOND)).sum();
    assert!((8..=16).contains(&conds), "{conds}");
}

#[test]
fn unsupported_input_is_a_located_error() {
    let m = parse(
        "define void @f(ptr %p) {\n  %v = atomicrmw add ptr %p, i32 1 seq_cst\n  ret void\n}\n",
    );
    let tl = ToyLowering::new(true);
    let mut mf = MachineFunction::new("f");
    let e = build_dags(&m, &m.functions[0], &tl, 0, &mut mf).unwrap_err();
    assert!(
        e.msg.contains("in function f") && e.msg.contains("atomicrmw"),
        "{}",
        e.msg
    );
    // Fixed-length vectors are built (and scalarized later); scalable ones are not.
    let m = parse(
        "define <vscale x 4 x i32> @f(<vscale x 4 x i32> %v) {\n  ret <vscale x 4 x i32> %v\n}\n",
    );
    let mut mf = MachineFunction::new("f");
    let e = build_dags(&m, &m.functions[0], &tl, 0, &mut mf).unwrap_err();
    assert!(
        e.msg.contains("in function f") && e.msg.contains("vscale"),
        "{}",
        e.msg
    );
}
