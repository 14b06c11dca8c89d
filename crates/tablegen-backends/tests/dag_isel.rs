//! The `-gen-dag-isel` backend on small targets written against kiln's
//! `TargetSelectionDAG.td`: type inference (one type per node, register classes of several
//! types narrowed by casts and instruction operands, located errors for what cannot be
//! inferred or contradicts), LLVM's complexity order, commuted variants, fragments and their
//! predicates (ImmLeaf, PatLeaf, load/store fragments), transforms and complex patterns in
//! the emitted Rust, instructions' `Pattern` fields, and seed 000's Cpu0 pattern written as is.

use std::path::{Path, PathBuf};

use kiln_tablegen::RecordKeeper;
use kiln_tablegen_backends::dag_isel::{self, complexity, show_tree};
use kiln_tablegen_backends::run_action;

/// A toy target: 32-bit registers in GPR, a 64-bit class, a two-type class, and a few
/// instructions.
const TARGET: &str = r#"
def R0 : Register<"r0">;
def R1 : Register<"r1">;
def R2 : Register<"r2">;
def D0 : Register<"d0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0, R1, R2)>;
def GPR64 : RegisterClass<"Toy", [i64], 64, (add D0)>;
def ANY : RegisterClass<"Toy", [i32, i64], 64, (add R0, D0)>;
def simm16 : Operand<i32>, ImmLeaf<i32, [{ (-32768..32768).contains(&imm) }]>;
def uimm16 : Operand<i32>;
class TInst<dag outs, dag ins, string asm> : Instruction {
  let Namespace = "Toy";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
}
def ADD  : TInst<(outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2), "add">;
def ADDI : TInst<(outs GPR:$rd), (ins GPR:$rs1, simm16:$imm), "addi">;
def ADDX : TInst<(outs ANY:$rd), (ins ANY:$rs1, ANY:$rs2), "addx">;
def ADD64 : TInst<(outs GPR64:$rd), (ins GPR64:$rs1, GPR64:$rs2), "add64">;
def LUi : TInst<(outs GPR:$rd), (ins uimm16:$imm), "lui">;
def ORi : TInst<(outs GPR:$rd), (ins GPR:$rs1, uimm16:$imm), "ori">;
def LW : TInst<(outs GPR:$rd), (ins GPR:$base, simm16:$off), "lw">;
def LBu : TInst<(outs GPR:$rd), (ins GPR:$base, simm16:$off), "lbu">;
def SW : TInst<(outs), (ins GPR:$rs, GPR:$base, simm16:$off), "sw">;
def AddrRegImm : ComplexPattern<i32, 2, "select_addr">;
"#;

fn records(body: &str) -> RecordKeeper {
    let schema: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/td");
    let text = format!("include \"Target.td\"\n{TARGET}\n{body}");
    RecordKeeper::parse_str("toy.td", &text, &[schema], &[])
        .unwrap_or_else(|e| panic!("test input must parse: {e}"))
}

fn gen(body: &str) -> Result<String, String> {
    run_action("-gen-dag-isel", &records(body))
}

fn err(body: &str) -> String {
    match gen(body) {
        Ok(o) => panic!("expected an error for:\n{body}\ngot:\n{o}"),
        Err(e) => {
            assert!(e.contains("error: "), "{e}");
            e
        }
    }
}

/// The programs of the table entry for `opcode`, as the `P<k>` names in order.
fn entry<'a>(out: &'a str, opcode: &str) -> Vec<&'a str> {
    let line = out
        .lines()
        .find(|l| l.trim_start().starts_with(&format!("({opcode}, ")))
        .unwrap_or_else(|| panic!("no table entry for {opcode} in\n{out}"));
    line.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| w.starts_with('P') && w[1..].chars().all(|c| c.is_ascii_digit()))
        .collect()
}

/// The body of program `p`.
fn program<'a>(out: &'a str, p: &str) -> &'a str {
    let start = out
        .find(&format!("static {p}: &[M] = &["))
        .unwrap_or_else(|| panic!("no program {p}"));
    let end = out[start..].find("];").expect("program ends") + start;
    &out[start..end]
}

#[test]
fn types_are_inferred_from_register_classes_and_instruction_operands() {
    let rk = records("def : Pat<(add GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$b)>;");
    let (cx, pats) = dag_isel::patterns(&rk, "").expect("patterns");
    assert_eq!(
        pats.len(),
        1,
        "add of two equal leaves has no second variant"
    );
    let src = &pats[0].src;
    for n in &src.nodes {
        assert_eq!(cx.types.show(n.types[0]), "{i32}");
    }
    // Operands named by the result only: `$b`'s type comes from ADD's operand.
    let rk = records("def : Pat<(add GPR:$a, ANY:$b), (ADD GPR:$a, $b)>;");
    let (cx, pats) = dag_isel::patterns(&rk, "").expect("patterns");
    assert!(pats[0]
        .src
        .nodes
        .iter()
        .all(|n| cx.types.show(n.types[0]) == "{i32}"));
}

#[test]
fn a_two_type_class_needs_a_cast_and_contradictions_are_located() {
    let e = err("def : Pat<(add ANY:$a, ANY:$b), (ADDX ANY:$a, ANY:$b)>;");
    assert!(e.contains("Could not infer all types"), "{e}");
    assert!(e.contains("toy.td:"), "not located: {e}");
    let out = gen("def : Pat<(i64 (add ANY:$a, ANY:$b)), (ADDX ANY:$a, ANY:$b)>;").expect("cast");
    assert!(out.contains("M::CheckType(MVT::i64)"), "{out}");
    let e = err("def : Pat<(add GPR:$a, GPR64:$b), (ADD GPR:$a, GPR:$b)>;");
    assert!(e.contains("contradiction"), "{e}");
    let e = err("def : Pat<(add GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$c)>;");
    assert!(e.contains("'$c' does not appear"), "{e}");
    let e = err("def : Pat<(add GPR:$a), (ADD GPR:$a, GPR:$a)>;");
    assert!(e.contains("requires exactly 2 operands"), "{e}");
}

#[test]
fn more_complex_patterns_come_first_and_commuted_variants_are_added() {
    // Reg-reg defined first; the immediate form (size 7) must still be tried before it (3).
    let out = gen("def : Pat<(add GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$b)>;\n\
         def : Pat<(add GPR:$a, simm16:$i), (ADDI GPR:$a, simm16:$i)>;")
    .expect("gen");
    let progs = entry(&out, "isd::ADD");
    assert_eq!(
        progs.len(),
        3,
        "imm form, its commuted form, reg-reg: {progs:?}"
    );
    assert!(program(&out, progs[0]).contains("opcodes::ADDI"));
    assert!(program(&out, progs[1]).contains("opcodes::ADDI"));
    assert!(program(&out, progs[2]).contains("opcodes::ADD as u32"));
    // The commuted form checks the immediate on operand 0.
    let p1 = program(&out, progs[1]);
    let imm_at = p1.find("CheckImmPredicate").expect("imm check");
    assert!(p1[..imm_at].contains("M::MoveChild(0)"), "{p1}");
    // AddedComplexity lifts a pattern above a more complex one.
    let rk = records(
        "def : Pat<(add GPR:$a, simm16:$i), (ADDI GPR:$a, simm16:$i)>;\n\
         let AddedComplexity = 10 in def : Pat<(add GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$b)>;",
    );
    let (cx, pats) = dag_isel::patterns(&rk, "").expect("patterns");
    assert_eq!(show_tree(&pats[0].dst, pats[0].dst.root), "(ADD $a, $b)");
    assert_eq!(complexity(&cx, &pats[0]), 13);
    assert_eq!(complexity(&cx, &pats[1]), 7);
}

#[test]
fn predicates_transforms_and_complex_patterns_are_emitted_as_rust() {
    let out = gen(r#"
def LO16 : SDNodeXForm<imm, [{ dag.get_target_constant((imm & 0xffff) as i128, EVT::Simple(MVT::i32)) }]>;
def : Pat<(add GPR:$a, simm16:$i), (ADDI GPR:$a, simm16:$i)>;
def : Pat<(or GPR:$a, imm:$i), (ORi GPR:$a, (LO16 imm:$i))>;
def : Pat<(i32 (zextloadi8 (AddrRegImm GPR:$b, simm16:$o))), (LBu GPR:$b, simm16:$o)>;
def : Pat<(store GPR:$v, (AddrRegImm GPR:$b, simm16:$o)), (SW GPR:$v, GPR:$b, simm16:$o)>;
"#)
    .expect("gen");
    assert!(out.contains("(-32768..32768).contains(&imm)"), "{out}");
    assert!(out.contains("(imm & 0xffff) as i128"), "{out}");
    assert!(out.contains("=> select_addr(dag, root, v),"), "{out}");
    assert!(out.contains("isd::LoadExtType::ZextLoad"), "{out}");
    assert!(out.contains("if mem_vt == EVT::Simple(MVT::i8)"), "{out}");
    assert!(out.contains("!matches!(dag.data(n), NodeData::Store { truncating: true, .. })"));
    let or = program(&out, entry(&out, "isd::OR")[0]);
    assert!(
        or.contains("M::EmitConvertToTarget(1)") && or.contains("M::EmitNodeXForm(0, 2)"),
        "{or}"
    );
    // Loads and stores skip the chain: their operands start at 1.
    let ld = program(&out, entry(&out, "isd::LOAD")[0]);
    assert!(
        ld.contains("M::MoveChild(1),\n    M::CheckComplexPattern(0)"),
        "{ld}"
    );
    let st = program(&out, entry(&out, "isd::STORE")[0]);
    assert!(
        st.contains("M::MoveChild(2),\n    M::CheckComplexPattern(0)"),
        "{st}"
    );
}

#[test]
fn instruction_pattern_fields_are_patterns() {
    let out = gen(r#"
def MUL : TInst<(outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2), "mul"> {
  let Pattern = [(set GPR:$rd, (mul GPR:$rs1, GPR:$rs2))];
}
def SWr : TInst<(outs), (ins GPR:$rs, GPR:$base), "swr"> {
  let Pattern = [(store GPR:$rs, GPR:$base)];
}
"#)
    .expect("gen");
    assert!(program(&out, entry(&out, "isd::MUL")[0]).contains("opcodes::MUL as u32"));
    assert!(program(&out, entry(&out, "isd::STORE")[0]).contains("opcodes::SWr as u32"));
}

#[test]
fn seed_000_cpu0_pattern_is_writable_as_is() {
    // Seed 000 (the Cpu0 backend): a constant whose low 16 bits are zero is one LUi of its
    // high half, with PatLeaf and SDNodeXForm written in Rust.
    let out = gen(r#"
def HI16 : SDNodeXForm<imm, [{
  dag.get_target_constant(((imm as u64 >> 16) & 0xffff) as i128, EVT::Simple(MVT::i32))
}]>;
def immLow16Zero : PatLeaf<(imm), [{
  dag.const_value(SDValue::new(n, 0)).is_some_and(|v| v & 0xffff == 0)
}]>;
def : Pat<(i32 immLow16Zero:$in), (LUi (HI16 imm:$in))>;
"#)
    .expect("gen");
    let p = program(&out, entry(&out, "isd::CONSTANT")[0]);
    for want in [
        "M::CheckType(MVT::i32)",
        "M::CheckPredicate(0)",
        "M::RecordNode",
        "M::EmitConvertToTarget(0)",
        "M::EmitNodeXForm(0, 1)",
        "M::MorphNodeTo { opc: opcodes::LUi as u32, vts: &[MVT::i32], ops: &[2] }",
    ] {
        assert!(p.contains(want), "{want} missing in\n{p}");
    }
    assert!(out.contains("is_some_and(|v| v & 0xffff == 0)"));
}

#[test]
fn unsupported_forms_are_located_errors() {
    let e = err("def : Pat<(st (i32 (ld GPR:$p)), GPR:$q), (SW GPR:$p, GPR:$q, 0)>;");
    assert!(e.contains("chain"), "{e}");
    let e = err("def : Pat<(add GPR:$a, GPR:$b), (add GPR:$a, GPR:$b)>;");
    assert!(e.contains("result pattern"), "{e}");
}

/// An operand named twice is matched once and checked the second time (`CheckSame`), and a
/// pattern's `Predicates` become one run-time check of their `CondString`s, first.
#[test]
fn operand_named_twice_and_pattern_predicates() {
    let out = gen("def : Pat<(add GPR:$a, GPR:$a), (ADD GPR:$a, GPR:$a)>;").expect("same");
    let p = program(&out, entry(&out, "isd::ADD")[0]);
    assert!(
        p.contains("M::RecordNode") && p.contains("M::CheckSame(0)"),
        "{p}"
    );
    let out = gen("def HasX : Predicate<\"st.has_x()\">;\n\
         def HasY : Predicate<\"st.has_y()\">;\n\
         let Predicates = [HasX, HasY] in\n\
         def : Pat<(add GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$b)>;")
    .expect("predicates");
    let p = program(&out, entry(&out, "isd::ADD")[0]);
    assert!(p.contains("M::CheckPatternPredicate(0)"), "{p}");
    assert!(out.contains("0 => (st.has_x()) && (st.has_y()),"), "{out}");
}

/// The sub-register operators of result patterns become the generic opcodes with the index
/// or class as a constant, and an instruction may define more values than the pattern uses.
#[test]
fn subreg_operators_and_extra_results() {
    let out = gen("def sub_lo : SubRegIndex<32>;\n\
         def : Pat<(i32 (trunc GPR64:$x)), (EXTRACT_SUBREG GPR64:$x, sub_lo)>;\n\
         def : Pat<(i64 (zext GPR:$x)), (SUBREG_TO_REG (i64 0), GPR:$x, sub_lo)>;\n\
         def : Pat<(i64 (anyext GPR:$x)), (COPY_TO_REGCLASS GPR:$x, GPR64)>;\n\
         def DIVREM : TInst<(outs GPR:$q, GPR:$r), (ins GPR:$a, GPR:$b), \"divrem\">;\n\
         def : Pat<(sdiv GPR:$a, GPR:$b), (DIVREM GPR:$a, GPR:$b)>;")
    .expect("sub-register operators");
    let p = program(&out, entry(&out, "isd::TRUNCATE")[0]);
    assert!(
        p.contains("M::EmitInteger(MVT::i32, sub_reg_idx::sub_lo as i64)"),
        "{p}"
    );
    assert!(
        p.contains("opc: kiln_codegen::target::target_opcode::EXTRACT_SUBREG, vts: &[MVT::i32]"),
        "{p}"
    );
    let p = program(&out, entry(&out, "isd::ZERO_EXTEND")[0]);
    assert!(p.contains("M::EmitInteger(MVT::i64, 0)"), "{p}");
    assert!(
        p.contains("target_opcode::SUBREG_TO_REG, vts: &[MVT::i64]"),
        "{p}"
    );
    let p = program(&out, entry(&out, "isd::ANY_EXTEND")[0]);
    assert!(
        p.contains("M::EmitInteger(MVT::i32, reg_class::GPR64 as i64)"),
        "{p}"
    );
    let p = program(&out, entry(&out, "isd::SDIV")[0]);
    assert!(
        p.contains("opcodes::DIVREM as u32, vts: &[MVT::i32, MVT::i32]"),
        "{p}"
    );
    let e = err("def : Pat<(i32 (trunc GPR64:$x)), (EXTRACT_SUBREG GPR64:$x)>;");
    assert!(e.contains("takes 2 operands"), "{e}");
}

/// A load below a root without a chain is folded: checked foldable, its pointer operand
/// counted after its chain.
#[test]
fn load_folding() {
    let out = gen(
        "def ADDM : TInst<(outs GPR:$rd), (ins GPR:$a, GPR:$p), \"addm\">;\n\
         def : Pat<(add GPR:$a, (i32 (load GPR:$p))), (ADDM GPR:$a, GPR:$p)>;",
    )
    .expect("load folding");
    let p = program(&out, entry(&out, "isd::ADD")[0]);
    assert!(
        p.contains("M::CheckOpcode(isd::LOAD),\n    M::CheckType(MVT::i32),")
            && p.contains("M::CheckPredicate(1),\n    M::CheckFoldableChainNode")
            && p.contains("M::MoveChild(1),\n    M::CheckType(MVT::i32),\n    M::RecordNode"),
        "{p}"
    );
}

/// An inner result instruction that reads memory takes the pattern's chain
/// (`EmitChainedNode`), whether the load is the root or folded below it; an instruction
/// that does not access memory, and the generic sub-register operators, do not. Two
/// memory instructions in one result are a located error.
#[test]
fn inner_memory_instruction_takes_the_chain() {
    let out = gen("def sub_lo : SubRegIndex<32>;\n\
         let mayLoad = 1 in def LWU : TInst<(outs GPR:$rd), (ins GPR:$p), \"lwu\">;\n\
         let mayLoad = 1 in def LD64 : TInst<(outs GPR64:$rd), (ins GPR:$p), \"ld64\">;\n\
         def NEG64 : TInst<(outs GPR64:$rd), (ins GPR64:$a), \"neg64\">;\n\
         def : Pat<(i64 (zextloadi32 GPR:$p)), (SUBREG_TO_REG (i64 0), (LWU GPR:$p), sub_lo)>;\n\
         def : Pat<(i64 (ineg (i64 (load GPR:$p)))), (NEG64 (LD64 GPR:$p))>;\n\
         def : Pat<(i64 (zext GPR:$x)), (SUBREG_TO_REG (i64 0), (ORi GPR:$x, 0), sub_lo)>;")
    .expect("chained inner instructions");
    let p = program(&out, entry(&out, "isd::LOAD")[0]);
    assert!(
        p.contains("M::EmitChainedNode { opc: opcodes::LWU as u32, vt: MVT::i32")
            && p.contains("target_opcode::SUBREG_TO_REG, vts: &[MVT::i64]"),
        "{p}"
    );
    let p = program(&out, entry(&out, "isd::SUB")[0]);
    assert!(
        p.contains("M::CheckFoldableChainNode")
            && p.contains("M::EmitChainedNode { opc: opcodes::LD64 as u32, vt: MVT::i64"),
        "{p}"
    );
    let p = program(&out, entry(&out, "isd::ZERO_EXTEND")[0]);
    assert!(
        p.contains("M::EmitNode { opc: opcodes::ORi as u32") && !p.contains("EmitChainedNode"),
        "{p}"
    );
    let e = err(
        "let mayLoad = 1 in def LWU : TInst<(outs GPR:$rd), (ins GPR:$p), \"lwu\">;\n\
         let mayLoad = 1 in def LD64 : TInst<(outs GPR64:$rd), (ins GPR:$p), \"ld64\">;\n\
         def : Pat<(i64 (zextloadi32 GPR:$p)), (LD64 (LWU GPR:$p))>;",
    );
    assert!(e.contains("both access memory"), "{e}");
}

/// The RISC-V description generates a table whose every pattern typed (the build script
/// relies on it), with the covered opcodes present.
#[test]
fn riscv_patterns_generate() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let td = root.join("targets/riscv/td");
    let includes = vec![root.join("crates/target/td"), td.clone()];
    let rk = RecordKeeper::parse_file(&td.join("RISCV.td"), &includes, &[]).expect("parse");
    let out = run_action("-gen-dag-isel", &rk).expect("RISC-V patterns generate");
    assert!(out.contains("hardware mode RV64"));
    for op in [
        "isd::ADD",
        "isd::SETCC",
        "isd::BRCOND",
        "isd::LOAD",
        "isd::STORE",
        "isd::SIGN_EXTEND_INREG",
        "isd::UREM",
        "isd::FADD",
        "isd::FMA",
        "isd::FP_TO_SINT",
        "isd::CONSTANT_FP",
        "isd::BITCAST",
    ] {
        assert!(!entry(&out, op).is_empty());
    }
    // The default hardware mode (RV32) generates from the same patterns, with XLenVT (and
    // so every GPR operand) typed i32.
    let rv32 = run_action("-gen-dag-isel=DefaultMode", &rk).expect("RV32 patterns generate");
    assert!(rv32.contains("hardware mode DefaultMode"));
    let add = program(&rv32, entry(&rv32, "isd::ADD")[0]);
    assert!(
        add.contains("M::CheckType(MVT::i32)") && !add.contains("MVT::i64"),
        "{add}"
    );
}
