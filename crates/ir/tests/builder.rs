//! Builder tests: IR made from Rust verifies, prints as `.ll` that `llvm-as-22` accepts, and
//! computes the right thing when clang-22 compiles the printed text and the program runs.

use kiln_ir::builder::{add_function, add_global, Builder};
use kiln_ir::instructions::{CastOp, IntPredicate};
use kiln_ir::verifier::verify_module;
use kiln_ir::{ConstData, Module, TypeData, TypeTable, Value};
use std::path::Path;
use std::process::Command;

const I32: kiln_ir::TypeId = TypeTable::I32;
const I64: kiln_ir::TypeId = TypeTable::I64;
const PTR: kiln_ir::TypeId = TypeTable::PTR;

/// A module using most of the builder: a loop with phis (factorial), a switch, select, casts,
/// an alloca with load/store, a GEP into a global array, and a varargs call to printf.
fn sample_module() -> Module {
    let mut m = Module::new();
    m.triple = Some("x86_64-pc-linux-gnu".to_string());

    // @fmt = constant [5 x i8] c"%ld\n\00"
    let i8t = TypeTable::I8;
    let fmt_ty = m.types.intern(TypeData::Array(5, i8t));
    let fmt = m.constant(ConstData::CString {
        ty: fmt_ty,
        bytes: b"%ld\n\0".to_vec().into(),
    });
    let fmt_g = add_global(&mut m, "fmt", fmt_ty, Some(Value::Const(fmt)), true);
    // @table = global [3 x i64] zeroinitializer
    let table_ty = m.types.intern(TypeData::Array(3, I64));
    let zero_table = m.constant(ConstData::Zero(table_ty));
    let table_g = add_global(
        &mut m,
        "table",
        table_ty,
        Some(Value::Const(zero_table)),
        false,
    );

    let printf = add_function(&mut m, "printf", I32, &[PTR], true);

    // i64 @fact(i64 %n)
    let fact = add_function(&mut m, "fact", I64, &[I64], false);
    {
        let mut b = Builder::new(&mut m, fact);
        b.set_arg_name(0, "n");
        let entry = b.append_block("entry");
        let looph = b.append_block("loop");
        let exit = b.append_block("exit");
        b.position_at_end(entry);
        b.build_br(looph);
        b.position_at_end(looph);
        let i = b.build_phi(I64, "i");
        let acc = b.build_phi(I64, "acc");
        let one = b.const_int(I64, 1);
        let acc2 = b.build_mul(acc, i, "acc.next");
        let i2 = b.build_nsw_add(i, one, "i.next");
        let done = b.build_icmp(IntPredicate::Sgt, i2, b.arg(0), "done");
        b.build_cond_br(done, exit, looph);
        b.add_incoming(i, one, entry);
        b.add_incoming(i, i2, looph);
        b.add_incoming(acc, one, entry);
        b.add_incoming(acc, acc2, looph);
        b.position_at_end(exit);
        b.build_ret(Some(acc2));
    }

    // i64 @pick(i32 %k): switch k { 0 => 100, 1 => 200, _ => select(k < 0, -1, 300) }
    let pick = add_function(&mut m, "pick", I64, &[I32], false);
    {
        let mut b = Builder::new(&mut m, pick);
        b.set_arg_name(0, "k");
        let entry = b.append_block("entry");
        let c0 = b.append_block("zero");
        let c1 = b.append_block("one");
        let other = b.append_block("other");
        let join = b.append_block("join");
        b.position_at_end(entry);
        let k0 = b.const_int(I32, 0);
        let k1 = b.const_int(I32, 1);
        b.build_switch(b.arg(0), other, &[(k0, c0), (k1, c1)]);
        b.position_at_end(c0);
        b.build_br(join);
        b.position_at_end(c1);
        b.build_br(join);
        b.position_at_end(other);
        let neg = b.build_icmp(IntPredicate::Slt, b.arg(0), k0, "neg");
        let m1 = b.const_int(I64, -1);
        let v300 = b.const_int(I64, 300);
        let sel = b.build_select(neg, m1, v300, "sel");
        b.build_br(join);
        b.position_at_end(join);
        let r = b.build_phi(I64, "r");
        let v100 = b.const_int(I64, 100);
        let v200 = b.const_int(I64, 200);
        b.add_incoming(r, v100, c0);
        b.add_incoming(r, v200, c1);
        b.add_incoming(r, sel, other);
        b.build_ret(Some(r));
    }

    // i32 @main(): prints fact(10), then pick(0..3) stored into and read back from @table.
    let main = add_function(&mut m, "main", I32, &[], false);
    {
        let mut b = Builder::new(&mut m, main);
        let entry = b.append_block("entry");
        b.position_at_end(entry);
        let slot = b.build_alloca(I64, "slot");
        let ten = b.const_int(I64, 10);
        let f10 = b.build_call(fact, &[ten], "f10");
        b.build_store(f10, slot);
        let back = b.build_load(I64, slot, "back");
        let fmt_v = b.global(fmt_g);
        b.build_call(printf, &[fmt_v, back], "");
        let table = b.global(table_g);
        let z = b.const_int(I64, 0);
        for k in 0..3i64 {
            let kk = b.const_int(I32, k - 1);
            let p = b.build_call(pick, &[kk], "");
            let idx = b.const_int(I64, k);
            let elem = b.build_gep(table_ty, table, &[z, idx], true, "");
            b.build_store(p, elem);
        }
        for k in 0..3i64 {
            let idx = b.const_int(I64, k);
            let elem = b.build_gep(table_ty, table, &[z, idx], true, "");
            let v = b.build_load(I64, elem, "");
            b.build_call(printf, &[fmt_v, v], "");
        }
        let f32v = b.build_cast(CastOp::Trunc, f10, I32, "low");
        let mask = b.const_int(I32, 0);
        let r = b.build_binop(kiln_ir::instructions::BinOp::And, f32v, mask, "zero");
        b.build_ret(Some(r));
    }
    m
}

#[test]
fn built_module_verifies_prints_and_runs() {
    let m = sample_module();
    verify_module(&m).unwrap_or_else(|e| panic!("{e:#?}"));
    let text = m.print();
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("kiln-ir-builder");
    std::fs::create_dir_all(&dir).unwrap();
    let ll = dir.join("built.ll");
    std::fs::write(&ll, &text).unwrap();
    let st = Command::new("llvm-as-22")
        .arg(&ll)
        .args(["-o", "/dev/null"])
        .output()
        .expect("llvm-as-22 must be installed");
    assert!(
        st.status.success(),
        "llvm-as-22 rejected the builder's module:\n{}\n{text}",
        String::from_utf8_lossy(&st.stderr)
    );
    // Reads back through kiln's own parser to an equal printout.
    let again = kiln_ir::parse_str("built.ll", &text).expect("kiln parses its own output");
    assert_eq!(again.print(), text);
    // And it computes: 10! and pick(-1), pick(0), pick(1).
    let exe = dir.join("built");
    let cc = Command::new("clang-22")
        .arg(&ll)
        .arg("-o")
        .arg(&exe)
        .output()
        .expect("clang-22 must be installed");
    assert!(
        cc.status.success(),
        "{}",
        String::from_utf8_lossy(&cc.stderr)
    );
    let run = Command::new(&exe).output().expect("running the program");
    assert!(run.status.success());
    let fact10: i64 = (1..=10).product();
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        format!("{fact10}\n-1\n100\n200\n")
    );
}
