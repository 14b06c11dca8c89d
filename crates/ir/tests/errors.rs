//! Malformed `.ll` inputs: each must give a located error (`line:col: error: message`) from
//! kiln's parser, never a panic, and must also be rejected by `llvm-as-22` (run at test time),
//! so every case is really invalid.

use std::process::Command;

/// (input, expected "line:col: message").
const CASES: &[(&str, &str)] = &[
    ("define i32 @f() {\n  ret i64 0\n}\n", "2:7: value doesn't match function result type 'i32'"),
    ("define i32 @f() {\n  %x = add i32 1, %y\n  ret i32 %x\n}\n", "2:19: use of undefined value '%y'"),
    ("define void @f() {\n  %x = add i32 1, 2\n  %x = add i32 1, 2\n  ret void\n}\n", "3:3: multiple definition of local value named 'x'"),
    ("define void @f() {\n  %x = add i32 1, 2\n  %y = add i64 %x, 1\n  ret void\n}\n", "3:16: '%x' defined with type 'i32' but expected 'i64'"),
    ("define void @f() {\n  br label %nowhere\n}\n", "2:12: use of undefined value '%nowhere'"),
    ("define void @f() {\n  %x = frob i32 1, 2\n  ret void\n}\n", "2:8: expected instruction opcode"),
    ("define void @f() {\n  %x = add i32 1 2\n  ret void\n}\n", "2:18: expected ',' in arithmetic operation"),
    ("define void @f() {\n  %x = add i3x 1, 2\n  ret void\n}\n", "2:12: expected type"),
    ("@g = global i32 0\n@g = global i32 1\n", "2:1: redefinition of global '@g'"),
    ("define void @f() {\n  call void @nope()\n  ret void\n}\n", "2:13: use of undefined value '@nope'"),
    ("define void @f() {\n  %x = fadd i32 1, 2\n  ret void\n}\n", "2:13: invalid operand type for instruction"),
    ("define void @f() {\n  %x = add float 1.0, 2.0\n  ret void\n}\n", "2:12: invalid operand type for instruction"),
    ("define void @f() {\n  %c = icmp eq float 1.0, 2.0\n  ret void\n}\n", "2:16: icmp requires integer operands"),
    ("define void @f() {\n  %c = fcmp oeq i32 1, 2\n  ret void\n}\n", "2:17: fcmp requires floating point operands"),
    ("define void @f() {\n  %c = icmp foo i32 1, 2\n  ret void\n}\n", "2:13: expected icmp predicate (e.g. 'eq')"),
    ("define void @f(i32 %x) {\n  br i32 %x, label %a, label %a\na:\n  ret void\n}\n", "2:6: branch condition must have 'i1' type"),
    ("define void @f() {\n  %x = zext i64 1 to i32\n  ret void\n}\n", "2:8: invalid cast opcode for cast from 'i64' to 'i32'"),
    ("define void @f() {\n  %x = trunc i32 1 to i64\n  ret void\n}\n", "2:8: invalid cast opcode for cast from 'i32' to 'i64'"),
    ("define void @f(ptr %p) {\n  %x = bitcast ptr %p to i64\n  ret void\n}\n", "2:8: invalid cast opcode for cast from 'ptr' to 'i64'"),
    ("define void @f() {\n  %x = load i32, i32 0\n  ret void\n}\n", "2:18: load operand must be a pointer"),
    ("define void @f() {\n  store i32 0, i32 1\n  ret void\n}\n", "2:16: store operand must be a pointer"),
    ("define void @f(ptr %p) {\n  %x = load i32, ptr %p, align 3\n  ret void\n}\n", "2:32: alignment is not a power of two"),
    ("define void @f(ptr %p) {\n  %x = load atomic i32, ptr %p seq_cst\n  ret void\n}\n", "2:8: atomic load must have explicit non-zero alignment"),
    ("define void @f(ptr %p) {\n  %x = load atomic i32, ptr %p release, align 4\n  ret void\n}\n", "2:8: atomic load cannot use Release ordering"),
    ("define void @f() {\n  fence monotonic\n  ret void\n}\n", "2:9: fence cannot be unordered or monotonic"),
    ("define void @f(ptr %p) {\n  %x = atomicrmw bogus ptr %p, i32 1 seq_cst\n  ret void\n}\n", "2:18: expected binary operation in atomicrmw"),
    ("define void @f(ptr %p) {\n  %x = atomicrmw fadd ptr %p, i32 1 seq_cst\n  ret void\n}\n", "2:31: atomicrmw fadd operand must be a floating point type"),
    ("define void @f() {\n  %x = getelementptr i8, i32 0, i64 1\n  ret void\n}\n", "2:26: base of getelementptr must be a pointer"),
    ("define void @f({ i32 } %s) {\n  %x = extractvalue { i32 } %s, 3\n  ret void\n}\n", "2:21: invalid indices for extractvalue"),
    ("define void @f(i32 %s) {\n  %x = extractvalue i32 %s, 0\n  ret void\n}\n", "2:21: extractvalue operand must be aggregate type"),
    ("define void @f() {\n  %x = select i32 1, i32 2, i32 3\n  ret void\n}\n", "2:15: select condition must be i1 or <n x i1>"),
    ("define void @f(i1 %c) {\n  %x = select i1 %c, i32 2, i64 3\n  ret void\n}\n", "2:29: select values must have same type"),
    ("define void @f() {\n  %x = add i32 1, 2\n}\n", "3:1: expected instruction opcode"),
    ("define void @f() {\n}\n", "2:1: function body requires at least one basic block"),
    ("@g = global i32 zeroinitializer, align 5\n", "1:40: alignment is not a power of two"),
    ("@g = global i32 1.5\n", "1:17: floating point constant invalid for type"),
    ("@g = global float 7\n", "1:19: integer constant must have integer type"),
    ("@g = global i32 null\n", "1:17: null must be a pointer type"),
    ("@g = global [2 x i32] [i32 1]\n", "1:23: constant expression type mismatch: got type '[1 x i32]' but expected '[2 x i32]'"),
    ("@g = global [3 x i8] c\"ab\"\n", "1:22: constant expression type mismatch: got type '[2 x i8]' but expected '[3 x i8]'"),
    ("@g = global ptr @missing\n", "1:17: use of undefined value '@missing'"),
    ("define void @f() {\n  %x = add i32 1, 2\n  ret void\n", "4:1: expected instruction opcode"),
    ("define void @f() {\n  ret void\n}\n!0 = !{!1}\n", "4:8: use of undefined metadata '!1'"),
    ("@g = global i32 0, align 4, section\n", "2:1: expected global section string"),
    ("define void @f() {\n  %1 = add i32 1, 2\n  %0 = add i32 1, 2\n  ret void\n}\n", "3:3: instruction expected to be numbered '%2' or greater"),
    ("define void @f() {\n  %s = alloca i32, align 4\n  %v = load i32, ptr %s, align 4\n  ret i32 %v\n}\n", "4:7: value doesn't match function result type 'void'"),
    ("define void @f() {\n  %x = ptrtoint i32 1 to i64\n  ret void\n}\n", "2:8: invalid cast opcode for cast from 'i32' to 'i64'"),
    ("declare void @f(void)\n", "1:17: argument can not have void type"),
    ("define void @f() {\n  %x = alloca void\n  ret void\n}\n", "2:15: Cannot allocate unsized type"),
    ("@s = global [2 x i8] c\"ab\n", "1:23: end of string constant not found"),
    ("define void @f() {\n  switch float 1.0, label %a [\n  ]\na:\n  ret void\n}\n", "2:10: switch condition must have integer type"),
    ("define void @f(i32 %x) {\n  switch i32 %x, label %a [\n    i32 %x, label %a\n  ]\na:\n  ret void\n}\n", "3:5: case value is not a constant integer"),
    ("define void @f() {\n  call void (i32) @g(i64 1)\n  ret void\n}\ndeclare void @g(i32)\n", "2:22: argument is not of expected type 'i32'"),
    ("define void @f() {\n  %v = insertvalue { i32 } undef, i64 1, 0\n  ret void\n}\n", "2:20: insertvalue operand and field disagree in type: 'i64' instead of 'i32'"),
    ("@a = alias i32, i32 1\n", "1:17: An alias or ifunc must have pointer type"),
    ("define void @f() {\n  %x = add i32 1, 2, !dbg\n  ret void\n}\n", "3:3: expected metadata operand"),
    ("define i9999999 @f()\n", "1:8: bitwidth for integer type out of range"),
    ("define void @f() {\n  unreachable\n  %x = add i32 1, 2\n}\n", "4:1: expected instruction opcode"),
    ("@g = global <0 x i32> zeroinitializer\n", "1:13: zero element vector is illegal"),
    ("define void @f() {\n  ret void\n}\nattributes #0 = { nounwind\n", "5:1: expected '}' here"),
    ("@g = global i32 0\ndefine void @f() {\n  %p = getelementptr i32, ptr @g, i64 1\n  store i32 0, ptr %p\n  ret void\n", "6:1: expected instruction opcode"),
    ("define void @f() {\n  %x = call i32 @g()\n  ret void\n}\ndefine void @g() {\n  ret i32 0\n}\n", "6:7: value doesn't match function result type 'void'"),
    ("define void @f(i32 %a, i32 %a) {\n  ret void\n}\n", "1:28: redefinition of argument '%a'"),
    ("define void @f() {\n  %x = shufflevector <2 x i32> zeroinitializer, <4 x i32> zeroinitializer, <2 x i32> zeroinitializer\n  ret void\n}\n", "2:22: invalid shufflevector operands"),
    ("define void @f() {\n  %x = extractelement i32 1, i32 0\n  ret void\n}\n", "2:23: invalid extractelement operands"),
    ("%T = type { i32, void }\n", "1:18: invalid element type for struct"),
    ("@g = global [2 x label] zeroinitializer\n", "1:18: invalid array element type"),
    ("define void @f() {\n  br label %b\nb:\n  ret void\nb:\n  ret void\n}\n", "5:1: redefinition of label '%b'"),
    ("define void @f() {\n  %x = add nuw i32 1, 2\n  %y = or nuw i32 1, 2\n  ret void\n}\n", "3:11: expected type"),
    ("define void @f() {\n  ret void\n}\ndefine void @f() {\n  ret void\n}\n", "4:13: redefinition of global '@f'"),
    ("define void @f(ptr %p) {\n  %x = cmpxchg ptr %p, i32 0, i64 1 seq_cst seq_cst\n  ret void\n}\n", "2:31: compare value and new value type do not match"),
    ("target triple = 5\n", "1:17: expected string"),
    ("!0 = !{i32 1}\n!0 = !{i32 2}\n", "2:1: Metadata id is already used"),
    ("define void @f() {\n  %x = load i32, ptr @g\n  ret void\n}\n@g = global i64 0 bogus\n", "5:19: expected top-level entity"),
    ("@t = global ptr blockaddress(@f, %nope)\ndefine void @f() {\n  ret void\n}\n", "1:34: use of undefined value '%nope'"),
    ("define void @f() {\n  %x = phi i32 [ 0, %a ], [ %x, %b ]\n  ret void\n}\n", "2:21: use of undefined value '%a'"),
];

fn nest(depth: usize) -> String {
    format!(
        "@g = global {}i32{} zeroinitializer\n",
        "[1 x ".repeat(depth),
        "]".repeat(depth)
    )
}

#[test]
fn malformed_inputs_give_located_errors() {
    assert!(CASES.len() >= 60, "only {} cases", CASES.len());
    let dir = std::env::temp_dir().join(format!("kiln-ir-errors-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut bad = Vec::new();
    for (i, (src, want)) in CASES.iter().enumerate() {
        let got = match kiln_ir::parse_str("in.ll", src) {
            Ok(_) => "<accepted>".to_string(),
            Err(e) => e
                .lines()
                .next()
                .unwrap_or("")
                .trim_start_matches("in.ll:")
                .replacen(": error:", ":", 1),
        };
        if got != *want {
            bad.push(format!("case {i}: want `{want}`, got `{got}`"));
        }
        let path = dir.join(format!("c{i}.ll"));
        std::fs::write(&path, src).unwrap();
        let st = Command::new("llvm-as-22")
            .arg(&path)
            .args(["-o", "/dev/null"])
            .output()
            .expect("llvm-as-22 must be installed");
        if st.status.success() {
            bad.push(format!(
                "case {i}: llvm-as-22 accepts it, so it is not a malformed input"
            ));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let e = kiln_ir::parse_str("deep.ll", &nest(100_000)).unwrap_err();
    assert!(e.starts_with("deep.ll:1:"), "{e}");
    assert!(e.contains("error: nesting too deep"), "{e}");
    // Reasonable nesting still parses.
    assert!(kiln_ir::parse_str("ok.ll", &nest(50)).is_ok());
}

#[test]
fn truncated_inputs_never_panic() {
    // Every prefix of a real module must give Ok or a located error, never a panic.
    let src = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/ll/metadata.ll"),
    )
    .unwrap();
    let mut errors = 0;
    for cut in (0..src.len()).step_by(7) {
        if !src.is_char_boundary(cut) {
            continue;
        }
        if let Err(e) = kiln_ir::parse_str("cut.ll", &src[..cut]) {
            assert!(e.starts_with("cut.ll:"), "unlocated error: {e}");
            errors += 1;
        }
    }
    assert!(errors > 100);
}
