//! The matcher table generated from the `.td` patterns (`-gen-dag-isel`) drives RISC-V
//! instruction selection: small functions whose nodes the hand-written `select` hook no longer
//! handles come out of `finalize-isel` as the instructions the patterns name (reg-imm forms,
//! commuted operands, W forms, branches on comparisons, loads and stores with folded offsets),
//! and the same functions run correctly under qemu (checked by the corpus tests).

use kiln_codegen::isel::TargetIsel;
use kiln_codegen::selection_dag::isd;
use kiln_target::Triple;
use kiln_target_riscv::isel_dag_to_dag::RiscvIsel;
use kiln_target_riscv::target_machine::RiscvTargetMachine;

/// The machine IR after instruction selection for `ll`.
fn after_isel(ll: &str) -> String {
    let module = kiln_ir::parse_str("test.ll", ll).expect("test IR parses");
    let mut tm = RiscvTargetMachine::new(Triple::parse_normalized("riscv64-linux-gnu"), 2);
    tm.pipeline.print_after = vec!["finalize-isel".into()];
    tm.pipeline.stop_after = Some("finalize-isel".into());
    tm.emit_assembly(&module)
        .expect("kiln compiles the test IR")
}

/// The opcode names of the selected instructions, in order.
fn opcodes(mir: &str) -> Vec<String> {
    mir.lines()
        .filter_map(|l| {
            let l = l.trim();
            let rhs = l.split_once(" = ").map(|(_, r)| r).unwrap_or(l);
            let w = rhs.split_whitespace().next()?;
            (w.chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
                && w.len() > 1)
                .then(|| w.to_string())
        })
        .collect()
}

fn has_all(mir: &str, want: &[&str]) {
    let ops = opcodes(mir);
    for w in want {
        assert!(
            ops.iter().any(|o| o == w),
            "{w} not selected; selected {ops:?} in\n{mir}"
        );
    }
}

fn lacks(mir: &str, bad: &[&str]) {
    let ops = opcodes(mir);
    for b in bad {
        assert!(!ops.iter().any(|o| o == b), "{b} selected in\n{mir}");
    }
}

#[test]
fn the_generated_table_has_programs_for_the_covered_opcodes() {
    use kiln_target_riscv::subtarget::{RiscvSubtarget, SubtargetOptions};
    let rv64gc = SubtargetOptions::for_triple(Triple::parse_normalized("riscv64-linux-gnu"));
    let st = RiscvSubtarget::for_machine(&rv64gc).expect("riscv64's default subtarget");
    let isel = RiscvIsel::for_module(&kiln_ir::Module::new(), false, &st);
    let t = isel.matcher_table();
    for op in [
        isd::ADD,
        isd::SUB,
        isd::AND,
        isd::SHL,
        isd::SETCC,
        isd::BRCOND,
        isd::LOAD,
        isd::STORE,
        isd::SIGN_EXTEND_INREG,
        isd::MUL,
        isd::UREM,
        isd::FRAME_INDEX,
    ] {
        assert!(!t.programs(op).is_empty(), "no patterns for {op:?}");
    }
    // Reg-imm before reg-reg: the more complex pattern is tried first.
    assert!(t.programs(isd::ADD).len() >= 3);
}

#[test]
fn alu_patterns_select_immediate_and_w_forms() {
    let mir = after_isel(
        "define i64 @f(i64 %a, i64 %b) {\n  %c = add i64 %a, 42\n  %d = xor i64 %c, %b\n  \
         %e = sub i64 %d, 7\n  %f = shl i64 %e, 3\n  %g = mul i64 %f, %b\n  ret i64 %g\n}\n\
         define signext i32 @w(i32 signext %a, i32 signext %b) {\n  %c = add i32 %a, %b\n  ret i32 %c\n}\n",
    );
    has_all(&mir, &["ADDI", "XOR", "SLLI", "MUL", "ADDW"]);
    lacks(&mir, &["SUB"]);
}

#[test]
fn comparison_and_branch_patterns() {
    let mir = after_isel(
        "define i64 @lt(i64 %a) {\n  %c = icmp slt i64 %a, 100\n  %z = zext i1 %c to i64\n  ret i64 %z\n}\n\
         define i64 @eq(i64 %a) {\n  %c = icmp eq i64 %a, 5\n  %z = zext i1 %c to i64\n  ret i64 %z\n}\n\
         define i64 @br(i64 %a, i64 %b) {\n  %c = icmp ugt i64 %a, %b\n  br i1 %c, label %t, label %e\n\
         t:\n  ret i64 1\ne:\n  ret i64 2\n}\n",
    );
    has_all(&mir, &["SLTI", "SLTIU", "BLTU"]);
}

#[test]
fn load_and_store_patterns_fold_offsets() {
    let mir = after_isel(
        "define i64 @ld(ptr %p) {\n  %q = getelementptr i8, ptr %p, i64 8\n  %a = load i16, ptr %q\n  \
         %b = sext i16 %a to i64\n  %r = getelementptr i8, ptr %p, i64 16\n  %c = load i32, ptr %r\n  \
         %d = zext i32 %c to i64\n  %s = add i64 %b, %d\n  store i8 7, ptr %p\n  ret i64 %s\n}\n",
    );
    // The extensions fold into the loads (`sextload`, `zextload`), as llc-22 selects them.
    has_all(&mir, &["LH", "LWU", "SB"]);
    for (op, off) in [("LH", ", 8"), ("LWU", ", 16")] {
        assert!(
            mir.lines().any(|l| l.contains(op) && l.contains(off)),
            "offset{off} not folded into {op}:\n{mir}"
        );
    }
}

/// One table per hardware mode: the subtarget's XLEN picks the RV32 table (the patterns typed
/// with XLenVT = i32) or the RV64 one (i64), from the same `.td` patterns.
#[test]
fn the_subtarget_xlen_picks_the_rv32_or_rv64_table() {
    use kiln_codegen::isel::MatcherOp;
    use kiln_codegen::value_types::MVT;
    use kiln_target_riscv::subtarget::{RiscvSubtarget, SubtargetOptions};
    let module = kiln_ir::parse_str("t.ll", "").expect("an empty module parses");
    let mut sizes = Vec::new();
    for (triple, vt) in [
        ("riscv32-unknown-elf", MVT::i32),
        ("riscv64-linux-gnu", MVT::i64),
    ] {
        let o = SubtargetOptions::for_triple(Triple::parse_normalized(triple));
        let st = RiscvSubtarget::for_machine(&o).expect("the default subtarget");
        let isel = RiscvIsel::for_module(&module, false, &st);
        let progs = isel.matcher_table().programs(isd::ADD);
        let types: Vec<MVT> = progs
            .iter()
            .flat_map(|p| p.iter())
            .filter_map(|op| match op {
                MatcherOp::CheckType(t) => Some(*t),
                _ => None,
            })
            .collect();
        assert!(
            !types.is_empty(),
            "{triple}: add's patterns check their type"
        );
        assert!(
            types.iter().all(|t| *t == vt),
            "{triple}: add's patterns are typed {vt:?}, found {types:?}"
        );
        sizes.push(isel.matcher_table().by_opcode.len());
    }
    // The same patterns in both modes: the same root opcodes.
    assert_eq!(sizes[0], sizes[1]);
}
