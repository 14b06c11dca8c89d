//! The parsed model answers what codegen asks: interned types, value types, operands in order,
//! successors and predecessors, names, call data, resolved block addresses, metadata trees.

use kiln_ir::instructions::{flags, BinOp, InstKind};
use kiln_ir::{ConstData, Md, TypeData, TypeTable, Value};

const SRC: &str = r#"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
@t = global [2 x ptr] [ptr blockaddress(@f, %7), ptr blockaddress(@f, %exit)]

define i32 @f(i32 %n, ptr %p) {
entry:
  %c = icmp slt i32 %n, 10
  br i1 %c, label %7, label %exit

7:
  %s = add nsw i32 %n, 1
  %r = call i32 @g(i32 noundef %s), !dbg !3
  br label %exit

exit:
  %phi = phi i32 [ 0, %entry ], [ %r, %7 ]
  ret i32 %phi
}

declare i32 @g(i32)

!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DISubprogram(name: "f", spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !4, emissionKind: FullDebug)
!3 = !DILocation(line: 7, column: 2, scope: !1)
!4 = !DIFile(filename: "f.c", directory: "/")
"#;

#[test]
fn model_answers_codegen_questions() {
    let mut m = kiln_ir::parse_str("f.ll", SRC).unwrap();
    // Types are interned: equality is index equality.
    let i32a = m.types.int(32);
    assert_eq!(i32a, TypeTable::I32);
    let arr = m.types.intern(TypeData::Array(2, TypeTable::PTR));
    let gid = m.global_named("t").unwrap();
    assert_eq!(m.global(gid).value_type, arr);

    let f = m.function_named("f").unwrap();
    assert_eq!(f.layout.len(), 3);
    let entry = f.layout[0];
    let b7 = f.layout[1];
    let exit = f.layout[2];
    assert_eq!(f.name_str(f.block(entry).name), Some("entry"));
    assert!(f.block(b7).name.is_unnamed());
    // Successors in operand order, predecessors computed in one pass.
    assert_eq!(f.successors(entry).collect::<Vec<_>>(), vec![b7, exit]);
    let preds = f.predecessors();
    assert_eq!(preds[exit.0 as usize], vec![entry, b7]);
    // Instruction data and operand types.
    let add = f.block(b7).insts[0];
    let inst = f.inst(add);
    assert_eq!(inst.kind, InstKind::Binary(BinOp::Add));
    assert_eq!(inst.flags & flags::NSW, flags::NSW);
    assert_eq!(f.operands(add)[0], Value::Arg(0));
    assert_eq!(f.value_type(&m, Value::Inst(add)), TypeTable::I32);
    match m.consts.get(match f.operands(add)[1] {
        Value::Const(c) => c,
        v => panic!("{v:?}"),
    }) {
        ConstData::Int { value, .. } => assert_eq!(*value, 1),
        c => panic!("{c:?}"),
    }
    // Calls carry their type, argument attributes and attachments.
    let call = f.block(b7).insts[1];
    let ci = f.call_info(call).unwrap();
    assert_eq!(ci.num_args, 1);
    assert_eq!(m.types.function_parts(ci.fn_ty).unwrap().0, TypeTable::I32);
    let attrs = m.attrs(f.attr_pool[ci.arg_attrs.start as usize]);
    assert_eq!(attrs.len(), 1);
    let md = &f.md_attachments[f.inst(call).md.range()];
    assert_eq!(m.strings.get(md[0].kind), "dbg");
    let loc = m.md_node_fields(md[0].node);
    assert_eq!(m.strings.get(loc[0].name.unwrap()), "line");
    // The phi's incoming blocks are the predecessors, forward references resolved.
    let phi = f.block(exit).insts[0];
    assert_eq!(
        f.operands(phi),
        &[
            f.operands(phi)[0],
            Value::Block(entry),
            Value::Inst(call),
            Value::Block(b7)
        ]
    );
    // blockaddress constants resolve to the function's blocks.
    let GlobalKindInit(init) = init_of(&m, gid);
    let ConstData::Array { elems, .. } = m.consts.get(init) else {
        panic!()
    };
    let fid = match m.global(m.global_named("f").unwrap()).kind {
        kiln_ir::GlobalKind::Function(fid) => fid,
        _ => panic!(),
    };
    assert_eq!(m.block_addresses[&elems[0]], (fid, b7));
    assert_eq!(m.block_addresses[&elems[1]], (fid, exit));
    // Named metadata holds a generic node with a string operand.
    let flags_node = m.named_md[0].nodes[0];
    let kiln_ir::metadata::MdFieldValue::Md(Md::Str(s)) = m.md_node_fields(flags_node)[1].value
    else {
        panic!()
    };
    assert_eq!(m.strings.get(s), "Debug Info Version");
    // The data layout is parsed.
    assert_eq!(m.data_layout().stack_align, 16);
}

struct GlobalKindInit(kiln_ir::ConstId);

fn init_of(m: &kiln_ir::Module, g: kiln_ir::GlobalId) -> GlobalKindInit {
    match &m.global(g).kind {
        kiln_ir::GlobalKind::Variable { init: Some(c), .. } => GlobalKindInit(*c),
        k => panic!("{k:?}"),
    }
}

#[test]
fn floats_print_exactly() {
    // Decimal when it reads back exactly, hex otherwise; every format round-trips.
    let src = "@a = global double 0x3FB999999999999A\n@b = global float 0x3FB99999A0000000\n\
               @c = global double 0x7FF8000000000001\n@d = global half 0xH7C00\n\
               @e = global float 1.500000e+00\n@f = global x86_fp80 0xK4000C000000000000000\n";
    let m = kiln_ir::parse_str("f.ll", src).unwrap();
    let out = m.print();
    assert!(out.contains("@a = global double 1.000000e-01"), "{out}");
    assert!(
        out.contains("@b = global float 0x3FB99999A0000000"),
        "{out}"
    );
    assert!(
        out.contains("@c = global double 0x7FF8000000000001"),
        "{out}"
    );
    assert!(out.contains("@d = global half 0xH7C00"), "{out}");
    assert!(out.contains("@e = global float 1.500000e+00"), "{out}");
    assert!(
        out.contains("@f = global x86_fp80 0xK4000C000000000000000"),
        "{out}"
    );
    // A float that is not exactly representable is rejected, as LLVM does.
    assert!(kiln_ir::parse_str("g.ll", "@x = global float 0x3FB999999999999A\n").is_err());
}
