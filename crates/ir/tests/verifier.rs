//! Verifier tests: for each rule, a `.ll` that LLVM rejects (checked with `llvm-as-22` at test
//! time) and the same IR made with the builder, which kiln's verifier must reject naming the
//! function, the block and the instruction. Plus valid IR that must verify, and a large
//! function that shows the dominance check stays linear.

use kiln_ir::builder::{add_function, Builder};
use kiln_ir::instructions::{BinOp, CastOp, IntPredicate};
use kiln_ir::verifier::{verify_module, VerifierError};
use kiln_ir::{BlockId, Module, TypeTable, Value};
use std::io::Write;
use std::process::{Command, Stdio};

const I32: kiln_ir::TypeId = TypeTable::I32;
const I64: kiln_ir::TypeId = TypeTable::I64;

/// Runs `llvm-as-22` on `text`; true if it accepts it.
fn llvm_as_accepts(text: &str) -> bool {
    let mut child = Command::new("llvm-as-22")
        .args(["-", "-o", "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("llvm-as-22 must be installed (scripts/setup.sh) for the verifier tests");
    child
        .stdin
        .take()
        .expect("stdin was piped")
        .write_all(text.as_bytes())
        .expect("writing to llvm-as-22");
    child.wait().expect("waiting for llvm-as-22").success()
}

/// One rule: the `.ll` LLVM rejects (empty when no text can express it), the builder
/// version, and where kiln must point.
struct Case {
    name: &'static str,
    ll: &'static str,
    build: fn(&mut Module),
    message: &'static str,
    block: &'static str,
    inst: &'static str,
}

/// `define i32 @f(i32 %a)` with blocks named as given; returns the builder's blocks.
fn f_i32<'m>(m: &'m mut Module, blocks: &[&str]) -> (Builder<'m>, Vec<BlockId>) {
    let f = add_function(m, "f", I32, &[I32], false);
    let mut b = Builder::new(m, f);
    b.set_arg_name(0, "a");
    let ids = blocks.iter().map(|n| b.append_block(n)).collect();
    (b, ids)
}

const CASES: &[Case] = &[
    Case {
        name: "block without terminator",
        ll: "define i32 @f(i32 %a) {\nentry:\n  %x = add i32 %a, 1\n}\n",
        build: |m| {
            let (mut b, bb) = f_i32(m, &["entry"]);
            b.position_at_end(bb[0]);
            let one = b.const_int(I32, 1);
            b.build_add(b.arg(0), one, "x");
        },
        message: "Basic Block does not have terminator!",
        block: "%entry",
        inst: "%x = add i32 %a, 1",
    },
    Case {
        name: "terminator in the middle of a block",
        // No text has this shape: in a .ll an instruction after a terminator starts a new
        // block, so this rule is only reachable through the builder.
        ll: "",
        build: |m| {
            let (mut b, bb) = f_i32(m, &["entry"]);
            b.position_at_end(bb[0]);
            b.build_ret(Some(Value::Arg(0)));
            let one = b.const_int(I32, 1);
            let x = b.build_add(b.arg(0), one, "x");
            b.build_ret(Some(x));
        },
        message: "Terminator found in the middle of a basic block!",
        block: "%entry",
        inst: "ret i32 %a",
    },
    Case {
        name: "phi after a non-phi",
        ll: "define i32 @f(i32 %a) {\nentry:\n  br label %next\nnext:\n  %x = add i32 %a, 1\n  %p = phi i32 [ %a, %entry ]\n  ret i32 %p\n}\n",
        build: |m| {
            let (mut b, bb) = f_i32(m, &["entry", "next"]);
            b.position_at_end(bb[0]);
            b.build_br(bb[1]);
            b.position_at_end(bb[1]);
            let one = b.const_int(I32, 1);
            b.build_add(b.arg(0), one, "x");
            let p = b.build_phi(I32, "p");
            b.add_incoming(p, Value::Arg(0), bb[0]);
            b.build_ret(Some(p));
        },
        message: "PHI nodes not grouped at top of basic block!",
        block: "%next",
        inst: "%p = phi i32 [ %a, %entry ]",
    },
    Case {
        name: "phi with a missing predecessor",
        ll: "define i32 @f(i32 %a) {\nentry:\n  %c = icmp eq i32 %a, 0\n  br i1 %c, label %l, label %join\nl:\n  br label %join\njoin:\n  %p = phi i32 [ 1, %l ]\n  ret i32 %p\n}\n",
        build: |m| {
            let (mut b, bb) = f_i32(m, &["entry", "l", "join"]);
            b.position_at_end(bb[0]);
            let zero = b.const_int(I32, 0);
            let c = b.build_icmp(IntPredicate::Eq, b.arg(0), zero, "c");
            b.build_cond_br(c, bb[1], bb[2]);
            b.position_at_end(bb[1]);
            b.build_br(bb[2]);
            b.position_at_end(bb[2]);
            let p = b.build_phi(I32, "p");
            let one = b.const_int(I32, 1);
            b.add_incoming(p, one, bb[1]);
            b.build_ret(Some(p));
        },
        message: "PHINode should have one entry for each predecessor of its parent basic block!",
        block: "%join",
        inst: "%p = phi i32 [ 1, %l ]",
    },
    Case {
        name: "phi entry from a block that is not a predecessor",
        ll: "define i32 @f(i32 %a) {\nentry:\n  br label %l\nl:\n  br label %join\nother:\n  br label %l\njoin:\n  %p = phi i32 [ 1, %other ]\n  ret i32 %p\n}\n",
        build: |m| {
            let (mut b, bb) = f_i32(m, &["entry", "l", "other", "join"]);
            b.position_at_end(bb[0]);
            b.build_br(bb[1]);
            b.position_at_end(bb[1]);
            b.build_br(bb[3]);
            b.position_at_end(bb[2]);
            b.build_br(bb[1]);
            b.position_at_end(bb[3]);
            let p = b.build_phi(I32, "p");
            let one = b.const_int(I32, 1);
            b.add_incoming(p, one, bb[2]);
            b.build_ret(Some(p));
        },
        message: "PHI node entries do not match predecessors!",
        block: "%join",
        inst: "%p = phi i32 [ 1, %other ]",
    },
    Case {
        name: "phi incoming value of the wrong type",
        ll: "define i32 @f(i32 %a, i64 %b) {\nentry:\n  br label %join\njoin:\n  %p = phi i32 [ %b, %entry ]\n  ret i32 %p\n}\n",
        build: |m| {
            let f = add_function(m, "f", I32, &[I32, I64], false);
            let mut b = Builder::new(m, f);
            b.set_arg_name(0, "a");
            b.set_arg_name(1, "b");
            let entry = b.append_block("entry");
            let join = b.append_block("join");
            b.position_at_end(entry);
            b.build_br(join);
            b.position_at_end(join);
            let p = b.build_phi(I32, "p");
            b.add_incoming(p, Value::Arg(1), entry);
            b.build_ret(Some(p));
        },
        message: "PHI node operands are not the same type as the result!",
        block: "%join",
        inst: "%p = phi i32 [ %b, %entry ]",
    },
    Case {
        name: "use before definition in the same block",
        ll: "define i32 @f(i32 %a) {\nentry:\n  %y = add i32 %x, 1\n  %x = add i32 %a, 1\n  ret i32 %y\n}\n",
        build: |m| {
            let (mut b, bb) = f_i32(m, &["entry"]);
            b.position_at_end(bb[0]);
            let one = b.const_int(I32, 1);
            // Build %x first, then move %y in front of it, as the text has them.
            let x = b.build_add(b.arg(0), one, "x");
            let y = b.build_add(x, one, "y");
            b.build_ret(Some(y));
            let f = &mut b.module().functions[0];
            f.blocks[0].insts.swap(0, 1);
        },
        message: "Instruction does not dominate all uses!",
        block: "%entry",
        inst: "%y = add i32 %x, 1",
    },
    Case {
        name: "definition does not dominate a use in another block",
        ll: "define i32 @f(i32 %a) {\nentry:\n  %c = icmp eq i32 %a, 0\n  br i1 %c, label %l, label %join\nl:\n  %x = add i32 %a, 1\n  br label %join\njoin:\n  %y = add i32 %x, 2\n  ret i32 %y\n}\n",
        build: |m| {
            let (mut b, bb) = f_i32(m, &["entry", "l", "join"]);
            b.position_at_end(bb[0]);
            let zero = b.const_int(I32, 0);
            let c = b.build_icmp(IntPredicate::Eq, b.arg(0), zero, "c");
            b.build_cond_br(c, bb[1], bb[2]);
            b.position_at_end(bb[1]);
            let one = b.const_int(I32, 1);
            let x = b.build_add(b.arg(0), one, "x");
            b.build_br(bb[2]);
            b.position_at_end(bb[2]);
            let two = b.const_int(I32, 2);
            let y = b.build_add(x, two, "y");
            b.build_ret(Some(y));
        },
        message: "Instruction does not dominate all uses!",
        block: "%join",
        inst: "%y = add i32 %x, 2",
    },
    Case {
        name: "phi incoming value not available at the end of its block",
        ll: "define i32 @f(i32 %a) {\nentry:\n  %c = icmp eq i32 %a, 0\n  br i1 %c, label %l, label %r\nl:\n  %x = add i32 %a, 1\n  br label %join\nr:\n  br label %join\njoin:\n  %p = phi i32 [ %x, %l ], [ %x, %r ]\n  ret i32 %p\n}\n",
        build: |m| {
            let (mut b, bb) = f_i32(m, &["entry", "l", "r", "join"]);
            b.position_at_end(bb[0]);
            let zero = b.const_int(I32, 0);
            let c = b.build_icmp(IntPredicate::Eq, b.arg(0), zero, "c");
            b.build_cond_br(c, bb[1], bb[2]);
            b.position_at_end(bb[1]);
            let one = b.const_int(I32, 1);
            let x = b.build_add(b.arg(0), one, "x");
            b.build_br(bb[3]);
            b.position_at_end(bb[2]);
            b.build_br(bb[3]);
            b.position_at_end(bb[3]);
            let p = b.build_phi(I32, "p");
            b.add_incoming(p, x, bb[1]);
            b.add_incoming(p, x, bb[2]);
            b.build_ret(Some(p));
        },
        message: "Instruction does not dominate all uses!",
        block: "%join",
        inst: "%p = phi i32 [ %x, %l ], [ %x, %r ]",
    },
    Case {
        name: "phi with different values for the same predecessor",
        ll: "define i32 @f(i32 %a) {\nentry:\n  switch i32 %a, label %j [ i32 1, label %j ]\nj:\n  %p = phi i32 [ 1, %entry ], [ 2, %entry ]\n  ret i32 %p\n}\n",
        build: |m| {
            let (mut b, bb) = f_i32(m, &["entry", "j"]);
            b.position_at_end(bb[0]);
            let one = b.const_int(I32, 1);
            let two = b.const_int(I32, 2);
            b.build_switch(Value::Arg(0), bb[1], &[(one, bb[1])]);
            b.position_at_end(bb[1]);
            let p = b.build_phi(I32, "p");
            b.add_incoming(p, one, bb[0]);
            b.add_incoming(p, two, bb[0]);
            b.build_ret(Some(p));
        },
        message: "PHI node has multiple entries for the same basic block with different incoming values!",
        block: "%j",
        inst: "%p = phi i32 [ 1, %entry ], [ 2, %entry ]",
    },
    Case {
        name: "invoke result used on the unwind path",
        ll: "declare i32 @g()\ndeclare i32 @__gxx_personality_v0(...)\ndefine i32 @f(i32 %a) personality ptr @__gxx_personality_v0 {\nentry:\n  %r = invoke i32 @g() to label %ok unwind label %bad\nok:\n  ret i32 %r\nbad:\n  %lp = landingpad { ptr, i32 } cleanup\n  ret i32 %r\n}\n",
        build: |m| {
            let g = add_function(m, "g", I32, &[], false);
            let gty = m.functions[g.0 as usize].ty;
            let gv = Value::Global(m.functions[g.0 as usize].global);
            let lp_ty = m.types.intern(kiln_ir::TypeData::Struct {
                fields: vec![TypeTable::PTR, I32].into(),
                packed: false,
            });
            let (mut b, bb) = f_i32(m, &["entry", "ok", "bad"]);
            b.position_at_end(bb[0]);
            let r = b.build_invoke_with_type(gty, gv, &[], bb[1], bb[2], "r");
            b.position_at_end(bb[1]);
            b.build_ret(Some(r));
            b.position_at_end(bb[2]);
            b.build_landingpad_cleanup(lp_ty, "lp");
            b.build_ret(Some(r));
        },
        message: "Instruction does not dominate all uses!",
        block: "%bad",
        inst: "ret i32 %r",
    },
    Case {
        name: "atomic load without alignment",
        ll: "define i32 @f(ptr %p) {\nentry:\n  %x = load atomic i32, ptr %p seq_cst\n  ret i32 %x\n}\n",
        build: |m| {
            let f = add_function(m, "f", I32, &[TypeTable::PTR], false);
            let mut b = Builder::new(m, f);
            b.set_arg_name(0, "p");
            let e = b.append_block("entry");
            b.position_at_end(e);
            let x = b.build_inst(
                kiln_ir::InstKind::Load {
                    align: kiln_ir::instructions::MaybeAlign::NONE,
                    ordering: kiln_ir::instructions::Ordering::SeqCst,
                    scope: kiln_ir::instructions::SyncScope::System,
                },
                I32,
                &[Value::Arg(0)],
                "x",
            );
            b.build_ret(Some(Value::Inst(x)));
        },
        message: "Atomic load must specify explicit alignment",
        block: "%entry",
        inst: "%x = load i32, ptr %p",
    },
    Case {
        name: "invoke unwinding to a block without a landingpad",
        ll: "declare i32 @g()\ndeclare i32 @__gxx_personality_v0(...)\ndefine i32 @f(i32 %a) personality ptr @__gxx_personality_v0 {\nentry:\n  %r = invoke i32 @g() to label %ok unwind label %bad\nok:\n  ret i32 %r\nbad:\n  ret i32 0\n}\n",
        build: |m| {
            let g = add_function(m, "g", I32, &[], false);
            let gty = m.functions[g.0 as usize].ty;
            let gv = Value::Global(m.functions[g.0 as usize].global);
            let (mut b, bb) = f_i32(m, &["entry", "ok", "bad"]);
            b.position_at_end(bb[0]);
            let r = b.build_invoke_with_type(gty, gv, &[], bb[1], bb[2], "r");
            b.position_at_end(bb[1]);
            b.build_ret(Some(r));
            b.position_at_end(bb[2]);
            let zero = b.const_int(I32, 0);
            b.build_ret(Some(zero));
        },
        message: "The unwind destination does not have an exception handling instruction!",
        block: "%entry",
        inst: "%r = invoke i32 @g() to label %ok unwind label %bad",
    },
    Case {
        name: "landingpad in a function without a personality",
        ll: "declare i32 @g()\ndefine i32 @f(i32 %a) {\nentry:\n  %r = invoke i32 @g() to label %ok unwind label %bad\nok:\n  ret i32 %r\nbad:\n  %lp = landingpad { ptr, i32 } cleanup\n  ret i32 0\n}\n",
        build: |m| {
            let g = add_function(m, "g", I32, &[], false);
            let gty = m.functions[g.0 as usize].ty;
            let gv = Value::Global(m.functions[g.0 as usize].global);
            let lp_ty = m.types.intern(kiln_ir::TypeData::Struct {
                fields: vec![TypeTable::PTR, I32].into(),
                packed: false,
            });
            let (mut b, bb) = f_i32(m, &["entry", "ok", "bad"]);
            b.position_at_end(bb[0]);
            let r = b.build_invoke_with_type(gty, gv, &[], bb[1], bb[2], "r");
            b.position_at_end(bb[1]);
            b.build_ret(Some(r));
            b.position_at_end(bb[2]);
            b.build_landingpad_cleanup(lp_ty, "lp");
            let zero = b.const_int(I32, 0);
            b.build_ret(Some(zero));
        },
        message: "LandingPadInst needs to be in a function with a personality.",
        block: "%bad",
        inst: "%lp = landingpad",
    },
    Case {
        name: "landingpad block entered by a plain branch",
        ll: "declare i32 @g()\ndeclare i32 @__gxx_personality_v0(...)\ndefine i32 @f(i32 %a) personality ptr @__gxx_personality_v0 {\nentry:\n  %r = invoke i32 @g() to label %ok unwind label %lpad\nok:\n  br label %lpad\nlpad:\n  %lp = landingpad { ptr, i32 } cleanup\n  ret i32 0\n}\n",
        build: |m| {
            let g = add_function(m, "g", I32, &[], false);
            let gty = m.functions[g.0 as usize].ty;
            let gv = Value::Global(m.functions[g.0 as usize].global);
            let pers = add_function(m, "__gxx_personality_v0", I32, &[], true);
            let pers_g = m.functions[pers.0 as usize].global;
            let pers_c = m.constant(kiln_ir::ConstData::Global(pers_g));
            let lp_ty = m.types.intern(kiln_ir::TypeData::Struct {
                fields: vec![TypeTable::PTR, I32].into(),
                packed: false,
            });
            let (mut b, bb) = f_i32(m, &["entry", "ok", "lpad"]);
            b.position_at_end(bb[0]);
            b.build_invoke_with_type(gty, gv, &[], bb[1], bb[2], "r");
            b.position_at_end(bb[1]);
            b.build_br(bb[2]);
            b.position_at_end(bb[2]);
            b.build_landingpad_cleanup(lp_ty, "lp");
            let zero = b.const_int(I32, 0);
            b.build_ret(Some(zero));
            b.module().functions.last_mut().unwrap().personality = Some(pers_c);
        },
        message: "Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.",
        block: "%lpad",
        inst: "%lp = landingpad",
    },
    Case {
        name: "instruction using itself",
        ll: "define i32 @f(i32 %a) {\nentry:\n  %x = add i32 %x, 1\n  ret i32 %x\n}\n",
        build: |m| {
            let (mut b, bb) = f_i32(m, &["entry"]);
            b.position_at_end(bb[0]);
            let one = b.const_int(I32, 1);
            let x = b.build_add(b.arg(0), one, "x");
            // Point the first operand at the instruction itself.
            let f = &mut b.module().functions[0];
            let Value::Inst(id) = x else { unreachable!() };
            let start = f.inst(id).ops.start as usize;
            f.operands[start] = x;
            b.build_ret(Some(x));
        },
        message: "Only PHI nodes may reference their own value!",
        block: "%entry",
        inst: "%x = add i32 %x, 1",
    },
    Case {
        name: "entry block with a predecessor",
        ll: "define i32 @f(i32 %a) {\nentry:\n  %c = icmp eq i32 %a, 0\n  br i1 %c, label %entry, label %out\nout:\n  ret i32 %a\n}\n",
        build: |m| {
            let (mut b, bb) = f_i32(m, &["entry", "out"]);
            b.position_at_end(bb[0]);
            let zero = b.const_int(I32, 0);
            let c = b.build_icmp(IntPredicate::Eq, b.arg(0), zero, "c");
            b.build_cond_br(c, bb[0], bb[1]);
            b.position_at_end(bb[1]);
            b.build_ret(Some(Value::Arg(0)));
        },
        message: "Entry block to function must not have predecessors!",
        block: "%entry",
        inst: "",
    },
    Case {
        name: "return type mismatch",
        ll: "define i32 @f(i32 %a) {\nentry:\n  ret i64 0\n}\n",
        build: |m| {
            let (mut b, bb) = f_i32(m, &["entry"]);
            b.position_at_end(bb[0]);
            let zero = b.const_int(I64, 0);
            b.build_ret(Some(zero));
        },
        message: "Function return type does not match operand type of return inst!",
        block: "%entry",
        inst: "ret i64 0",
    },
    Case {
        name: "value returned from a void function",
        ll: "define void @f(i32 %a) {\nentry:\n  ret i32 %a\n}\n",
        build: |m| {
            let f = add_function(m, "f", TypeTable::VOID, &[I32], false);
            let mut b = Builder::new(m, f);
            b.set_arg_name(0, "a");
            let e = b.append_block("entry");
            b.position_at_end(e);
            b.build_ret(Some(Value::Arg(0)));
        },
        message: "returns non-void in Function of void return type",
        block: "%entry",
        inst: "ret i32 %a",
    },
    Case {
        name: "binary operands of different types",
        ll: "define i32 @f(i32 %a, i64 %b) {\nentry:\n  %x = add i32 %a, %b\n  ret i32 %x\n}\n",
        build: |m| {
            let f = add_function(m, "f", I32, &[I32, I64], false);
            let mut b = Builder::new(m, f);
            b.set_arg_name(0, "a");
            b.set_arg_name(1, "b");
            let e = b.append_block("entry");
            b.position_at_end(e);
            let x = b.build_add(Value::Arg(0), Value::Arg(1), "x");
            b.build_ret(Some(x));
        },
        message: "Both operands to a binary operator are not of the same type!",
        block: "%entry",
        inst: "%x = add i32 %a, %b",
    },
    Case {
        name: "floating-point operator on integers",
        ll: "define i32 @f(i32 %a) {\nentry:\n  %x = fadd i32 %a, %a\n  ret i32 %x\n}\n",
        build: |m| {
            let (mut b, bb) = f_i32(m, &["entry"]);
            b.position_at_end(bb[0]);
            let x = b.build_binop(BinOp::FAdd, b.arg(0), b.arg(0), "x");
            b.build_ret(Some(x));
        },
        message: "Floating-point arithmetic operators only work with floating-point types!",
        block: "%entry",
        inst: "%x = fadd i32 %a, %a",
    },
    Case {
        name: "conditional branch on a non-i1 value",
        ll: "define i32 @f(i32 %a) {\nentry:\n  br i32 %a, label %t, label %t\nt:\n  ret i32 %a\n}\n",
        build: |m| {
            let (mut b, bb) = f_i32(m, &["entry", "t"]);
            b.position_at_end(bb[0]);
            b.build_cond_br(Value::Arg(0), bb[1], bb[1]);
            b.position_at_end(bb[1]);
            b.build_ret(Some(Value::Arg(0)));
        },
        message: "Branch condition is not 'i1' type!",
        block: "%entry",
        inst: "br i32 %a, label %t, label %t",
    },
    Case {
        name: "branch to a block that is not in the function",
        ll: "define i32 @f(i32 %a) {\nentry:\n  br label %elsewhere\n}\ndefine void @g() {\nelsewhere:\n  ret void\n}\n",
        build: |m| {
            let (mut b, bb) = f_i32(m, &["entry"]);
            b.position_at_end(bb[0]);
            b.build_br(BlockId(7));
        },
        message: "label operand is not a block of this function",
        block: "%entry",
        inst: "br label <badref>",
    },
    Case {
        name: "call with too many arguments",
        ll: "declare i32 @g(i32)\ndefine i32 @f(i32 %a) {\nentry:\n  %r = call i32 (i32) @g(i32 %a, i32 %a)\n  ret i32 %r\n}\n",
        build: |m| {
            let g = add_function(m, "g", I32, &[I32], false);
            let f = add_function(m, "f", I32, &[I32], false);
            let gty = m.functions[g.0 as usize].ty;
            let gv = Value::Global(m.functions[g.0 as usize].global);
            let mut b = Builder::new(m, f);
            b.set_arg_name(0, "a");
            let e = b.append_block("entry");
            b.position_at_end(e);
            let r = b.build_call_with_type(gty, gv, &[Value::Arg(0), Value::Arg(0)], "r");
            b.build_ret(Some(r));
        },
        message: "Incorrect number of arguments passed to called function!",
        block: "%entry",
        inst: "%r = call i32 @g(i32 %a, i32 %a)",
    },
    Case {
        name: "call argument of the wrong type",
        ll: "declare i32 @g(i32)\ndefine i32 @f(i64 %a) {\nentry:\n  %r = call i32 (i32) @g(i64 %a)\n  ret i32 %r\n}\n",
        build: |m| {
            let g = add_function(m, "g", I32, &[I32], false);
            let f = add_function(m, "f", I32, &[I64], false);
            let mut b = Builder::new(m, f);
            b.set_arg_name(0, "a");
            let e = b.append_block("entry");
            b.position_at_end(e);
            let r = b.build_call(g, &[Value::Arg(0)], "r");
            b.build_ret(Some(r));
        },
        message: "Call parameter type does not match function signature!",
        block: "%entry",
        inst: "%r = call i32 @g(i64 %a)",
    },
    Case {
        name: "varargs call with too few fixed arguments",
        ll: "declare i32 @printf(ptr, ...)\ndefine i32 @f(i32 %a) {\nentry:\n  %r = call i32 (ptr, ...) @printf()\n  ret i32 %r\n}\n",
        build: |m| {
            let p = add_function(m, "printf", I32, &[TypeTable::PTR], true);
            let (mut b, bb) = f_i32(m, &["entry"]);
            b.position_at_end(bb[0]);
            let r = b.build_call(p, &[], "r");
            b.build_ret(Some(r));
        },
        message: "Incorrect number of arguments passed to called function!",
        block: "%entry",
        inst: "%r = call i32 @printf()",
    },
    Case {
        name: "duplicate switch case",
        ll: "define i32 @f(i32 %a) {\nentry:\n  switch i32 %a, label %d [ i32 1, label %d\n i32 1, label %d ]\nd:\n  ret i32 %a\n}\n",
        build: |m| {
            let (mut b, bb) = f_i32(m, &["entry", "d"]);
            b.position_at_end(bb[0]);
            let one = b.const_int(I32, 1);
            b.build_switch(Value::Arg(0), bb[1], &[(one, bb[1]), (one, bb[1])]);
            b.position_at_end(bb[1]);
            b.build_ret(Some(Value::Arg(0)));
        },
        message: "Duplicate integer as switch case",
        block: "%entry",
        inst: "switch i32 %a, label %d [ i32 1, label %d i32 1, label %d ]",
    },
    Case {
        name: "truncation to a wider type",
        ll: "define i32 @f(i32 %a) {\nentry:\n  %x = trunc i32 %a to i64\n  ret i32 %a\n}\n",
        build: |m| {
            let (mut b, bb) = f_i32(m, &["entry"]);
            b.position_at_end(bb[0]);
            b.build_cast(CastOp::Trunc, Value::Arg(0), I64, "x");
            b.build_ret(Some(Value::Arg(0)));
        },
        message: "invalid cast opcode for cast from 'i32' to 'i64'",
        block: "%entry",
        inst: "%x = trunc i32 %a to i64",
    },
    Case {
        name: "load through a non-pointer",
        ll: "define i32 @f(i32 %a) {\nentry:\n  %x = load i32, i32 %a\n  ret i32 %x\n}\n",
        build: |m| {
            let (mut b, bb) = f_i32(m, &["entry"]);
            b.position_at_end(bb[0]);
            let x = b.build_load(I32, Value::Arg(0), "x");
            b.build_ret(Some(x));
        },
        message: "Load operand must be a pointer.",
        block: "%entry",
        inst: "%x = load i32, i32 %a",
    },
    Case {
        name: "getelementptr struct index out of range",
        ll: "define i32 @f(ptr %p) {\nentry:\n  %q = getelementptr { i32, i32 }, ptr %p, i64 0, i32 2\n  ret i32 0\n}\n",
        build: |m| {
            let f = add_function(m, "f", I32, &[TypeTable::PTR], false);
            let st = m.types.intern(kiln_ir::TypeData::Struct {
                fields: vec![I32, I32].into(),
                packed: false,
            });
            let mut b = Builder::new(m, f);
            b.set_arg_name(0, "p");
            let e = b.append_block("entry");
            b.position_at_end(e);
            let z = b.const_int(I64, 0);
            let two = b.const_int(I32, 2);
            b.build_gep(st, Value::Arg(0), &[z, two], false, "q");
            let zero = b.const_int(I32, 0);
            b.build_ret(Some(zero));
        },
        message: "invalid getelementptr indices",
        block: "%entry",
        inst: "%q = getelementptr { i32, i32 }, ptr %p, i64 0, i32 2",
    },
    Case {
        name: "icmp operands of different types",
        ll: "define i32 @f(i32 %a, i64 %b) {\nentry:\n  %c = icmp eq i32 %a, %b\n  ret i32 %a\n}\n",
        build: |m| {
            let f = add_function(m, "f", I32, &[I32, I64], false);
            let mut b = Builder::new(m, f);
            b.set_arg_name(0, "a");
            b.set_arg_name(1, "b");
            let e = b.append_block("entry");
            b.position_at_end(e);
            b.build_icmp(IntPredicate::Eq, Value::Arg(0), Value::Arg(1), "c");
            b.build_ret(Some(Value::Arg(0)));
        },
        message: "Both operands to ICmp instruction are not of the same type!",
        block: "%entry",
        inst: "%c = icmp eq i32 %a, %b",
    },
];

fn check_error(case: &Case, errors: &[VerifierError]) {
    let hit = errors.iter().find(|e| e.message.contains(case.message));
    let Some(e) = hit else {
        panic!(
            "{}: expected an error containing {:?}, got {:#?}",
            case.name, case.message, errors
        );
    };
    assert_eq!(e.function, "@f", "{}: function", case.name);
    assert_eq!(e.block.as_deref(), Some(case.block), "{}: block", case.name);
    if case.inst.is_empty() {
        assert!(
            e.instruction.is_none(),
            "{}: no instruction expected",
            case.name
        );
    } else {
        let text = e.instruction.as_deref().unwrap_or("");
        assert!(
            text == case.inst,
            "{}: instruction {:?} should be {:?}",
            case.name,
            text,
            case.inst
        );
    }
    // The rendered error carries all three.
    let shown = e.to_string();
    assert!(shown.contains("in function @f") && shown.contains(case.block));
}

#[test]
fn each_rule_rejects_what_llvm_rejects() {
    for case in CASES {
        assert!(
            case.ll.is_empty() || !llvm_as_accepts(case.ll),
            "{}: llvm-as-22 accepted the .ll, so the case does not test a rule",
            case.name
        );
        let mut m = Module::new();
        (case.build)(&mut m);
        let errors = verify_module(&m).expect_err(case.name);
        check_error(case, &errors);
        // The text through kiln's parser: either the parser rejects it (LLVM's parser checks
        // some of these rules too) or it parses and the verifier points at the same place.
        if !case.ll.is_empty() {
            match kiln_ir::parse_str("case.ll", case.ll) {
                Ok(m) => {
                    let errors = verify_module(&m).expect_err(case.name);
                    check_error(case, &errors);
                }
                Err(e) => {
                    let first = e.lines().next().unwrap_or("");
                    let mut parts = first.splitn(4, ':');
                    let located = parts.next() == Some("case.ll")
                        && parts.next().is_some_and(|l| l.parse::<u32>().is_ok())
                        && parts.next().is_some_and(|c| c.parse::<u32>().is_ok())
                        && parts.next().is_some_and(|r| r.starts_with(" error: "));
                    assert!(located, "{}: parse error is not located: {e}", case.name);
                }
            }
        }
    }
}

/// Valid IR made with the builder verifies, and llvm-as accepts the hand-written equivalent.
#[test]
fn valid_loops_and_diamonds_verify() {
    let ll = "define i32 @f(i32 %a) {\nentry:\n  %c = icmp eq i32 %a, 0\n  br i1 %c, label %l, label %r\nl:\n  %x = add i32 %a, 1\n  br label %join\nr:\n  br label %join\njoin:\n  %p = phi i32 [ %x, %l ], [ 0, %r ]\n  switch i32 %p, label %exit [ i32 1, label %exit\n i32 2, label %exit ]\nexit:\n  %q = phi i32 [ %p, %join ], [ %p, %join ], [ %p, %join ]\n  ret i32 %q\n}\n";
    assert!(llvm_as_accepts(ll));
    let mut m = Module::new();
    let (mut b, bb) = f_i32(&mut m, &["entry", "l", "r", "join", "exit"]);
    b.position_at_end(bb[0]);
    let zero = b.const_int(I32, 0);
    let c = b.build_icmp(IntPredicate::Eq, b.arg(0), zero, "c");
    b.build_cond_br(c, bb[1], bb[2]);
    b.position_at_end(bb[1]);
    let one = b.const_int(I32, 1);
    let x = b.build_add(b.arg(0), one, "x");
    b.build_br(bb[3]);
    b.position_at_end(bb[2]);
    b.build_br(bb[3]);
    b.position_at_end(bb[3]);
    let p = b.build_phi(I32, "p");
    b.add_incoming(p, x, bb[1]);
    b.add_incoming(p, zero, bb[2]);
    let two = b.const_int(I32, 2);
    b.build_switch(p, bb[4], &[(one, bb[4]), (two, bb[4])]);
    b.position_at_end(bb[4]);
    // Three edges from %join: three entries, all equal.
    let q = b.build_phi(I32, "q");
    for _ in 0..3 {
        b.add_incoming(q, p, bb[3]);
    }
    b.build_ret(Some(q));
    verify_module(&m).unwrap();

    // LLVM 22 accepts a phi with no entries in a block with no predecessors.
    assert!(llvm_as_accepts(
        "define i32 @f(i32 %a) {\nentry:\n  ret i32 %a\ndead:\n  %p = phi i32\n  ret i32 %p\n}\n"
    ));
    let mut m = Module::new();
    let (mut b, bb) = f_i32(&mut m, &["entry", "dead"]);
    b.position_at_end(bb[0]);
    b.build_ret(Some(Value::Arg(0)));
    b.position_at_end(bb[1]);
    let p = b.build_phi(I32, "p");
    b.build_ret(Some(p));
    verify_module(&m).unwrap();

    // Unreachable code may use values that do not dominate it (LLVM allows it).
    let mut m = Module::new();
    let (mut b, bb) = f_i32(&mut m, &["entry", "dead"]);
    b.position_at_end(bb[1]);
    let one = b.const_int(I32, 1);
    let y = b.build_add(b.arg(0), one, "y");
    b.build_ret(Some(y));
    b.position_at_end(bb[0]);
    b.build_ret(Some(Value::Arg(0)));
    verify_module(&m).unwrap();
}

/// A long chain of diamonds, each joined by a phi (50k diamonds = 200k blocks): the verifier
/// accepts it (and its dominator tree does not recurse per block, which would overflow the
/// stack). How compile time grows with function size is measured by `bench/run.sh`, not here.
#[test]
fn large_function_verifies() {
    let mut m = Module::new();
    let f = add_function(&mut m, "big", I32, &[I32], false);
    let mut b = Builder::new(&mut m, f);
    let entry = b.append_block("entry");
    b.position_at_end(entry);
    let zero = b.const_int(I32, 0);
    let one = b.const_int(I32, 1);
    let mut cur = b.arg(0);
    let mut head = entry;
    for _ in 0..50_000 {
        let l = b.append_block("");
        let r = b.append_block("");
        let j = b.append_block("");
        b.position_at_end(head);
        let c = b.build_icmp(IntPredicate::Slt, cur, zero, "");
        b.build_cond_br(c, l, r);
        b.position_at_end(l);
        let x = b.build_add(cur, one, "");
        b.build_br(j);
        b.position_at_end(r);
        b.build_br(j);
        b.position_at_end(j);
        let p = b.build_phi(I32, "");
        b.add_incoming(p, x, l);
        b.add_incoming(p, cur, r);
        cur = p;
        head = j;
    }
    b.position_at_end(head);
    b.build_ret(Some(cur));
    verify_module(&m).unwrap();
}

/// A global whose initializer has another type is reported against the global.
#[test]
fn global_initializer_type_mismatch() {
    assert!(!llvm_as_accepts(
        "@g = global i32 0\n@h = global i64 ptr null\n"
    ));
    let mut m = Module::new();
    let null = m.constant(kiln_ir::ConstData::Null(TypeTable::PTR));
    let zero = m.constant(kiln_ir::ConstData::Int { ty: I32, value: 0 });
    kiln_ir::builder::add_global(&mut m, "g", I32, Some(Value::Const(zero)), false);
    kiln_ir::builder::add_global(&mut m, "h", I64, Some(Value::Const(null)), false);
    let errors = verify_module(&m).unwrap_err();
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert_eq!(errors[0].function, "@h");
    assert!(errors[0].in_global);
    assert_eq!(
        errors[0].to_string(),
        "Global variable initializer type does not match global variable type!\n  in global @h"
    );
}

/// Parameter and return attributes must fit their types.
#[test]
fn attributes_on_incompatible_types() {
    for (ll, build_attr, on_ret, want) in [
        (
            "declare void @f(ptr signext)\n",
            "signext",
            false,
            "Attribute 'signext' applied to incompatible type! (parameter of type 'ptr')",
        ),
        (
            "declare void @f(i32 nonnull)\n",
            "nonnull",
            false,
            "Attribute 'nonnull' applied to incompatible type! (parameter of type 'i32')",
        ),
        (
            "declare zeroext ptr @f(ptr)\n",
            "zeroext",
            true,
            "Attribute 'zeroext' applied to incompatible type! (return type 'ptr')",
        ),
    ] {
        assert!(!llvm_as_accepts(ll), "llvm-as-22 accepted {ll:?}");
        let mut m = Module::new();
        let ret = if on_ret {
            TypeTable::PTR
        } else {
            TypeTable::VOID
        };
        let param = if build_attr == "nonnull" {
            I32
        } else {
            TypeTable::PTR
        };
        let f = add_function(&mut m, "f", ret, &[param], false);
        let sym = m.strings.intern(build_attr);
        let set = m.intern_attrs(&[kiln_ir::Attribute::Flag(sym)]);
        if on_ret {
            m.functions[f.0 as usize].ret_attrs = set;
        } else {
            m.functions[f.0 as usize].args[0].attrs = set;
        }
        let errors = verify_module(&m).unwrap_err();
        assert_eq!(errors[0].message, want);
        assert_eq!(errors[0].function, "@f");
        // Through the parser, the text is rejected at parse time or by the verifier.
        if let Ok(m) = kiln_ir::parse_str("attr.ll", ll) {
            let errors = verify_module(&m).unwrap_err();
            assert_eq!(errors[0].message, want);
        }
    }
    // sret needs a void function.
    let ll = "declare i32 @f(ptr sret(i32))\n";
    assert!(!llvm_as_accepts(ll));
    let mut m = Module::new();
    let f = add_function(&mut m, "f", I32, &[TypeTable::PTR], false);
    let sym = m.strings.intern("sret");
    let set = m.intern_attrs(&[kiln_ir::Attribute::Type(sym, I32)]);
    m.functions[f.0 as usize].args[0].attrs = set;
    let errors = verify_module(&m).unwrap_err();
    assert_eq!(
        errors[0].message,
        "functions with 'sret' argument must return void"
    );
    // The same attributes on fitting types are fine.
    let ok = "declare signext i8 @f(ptr nonnull, i32 zeroext)\ndeclare void @g(ptr sret(i32))\n";
    assert!(llvm_as_accepts(ok));
    let m = kiln_ir::parse_str("ok.ll", ok).expect("kiln parses valid attributes");
    verify_module(&m).unwrap();
}

/// Rules kiln's parser leaves to the verifier, checked on parsed text: LLVM rejects each body,
/// and kiln's verifier names the function, the block and the instruction.
#[test]
fn parsed_atomic_and_vector_rules() {
    for (body, message, inst) in [
        (
            "%x = cmpxchg ptr %p, i32 0, i32 1 monotonic release",
            "invalid cmpxchg failure ordering",
            "%x = cmpxchg ptr %p, i32 0, i32 1",
        ),
        (
            "%x = cmpxchg ptr %p, i32 0, i32 1 unordered unordered",
            "invalid cmpxchg success ordering",
            "%x = cmpxchg ptr %p, i32 0, i32 1",
        ),
        (
            "%x = atomicrmw add ptr %p, i32 1 unordered",
            "atomicrmw cannot be unordered",
            "%x = atomicrmw ptr %p, i32 1",
        ),
        (
            "%v = shufflevector <2 x i32> undef, <2 x i32> undef, <3 x i32> <i32 0, i32 1, i32 4>",
            "invalid shufflevector operands",
            "%v = shufflevector <2 x i32> undef, <2 x i32> undef, <3 x i32> <constant>",
        ),
        (
            "%s = select <2 x i1> undef, i32 1, i32 2",
            "selected values for vector select must be vectors",
            "%s = select <2 x i1> undef, i32 1, i32 2",
        ),
    ] {
        let text = format!("define void @f(ptr %p) {{\nentry:\n  {body}\n  ret void\n}}\n");
        assert!(!llvm_as_accepts(&text), "llvm-as-22 accepted {body:?}");
        let m = kiln_ir::parse_str("rule.ll", &text)
            .unwrap_or_else(|e| panic!("kiln's parser rejected {body:?}: {e}"));
        let errors = verify_module(&m).expect_err(body);
        let e = &errors[0];
        assert_eq!(e.message, message, "{body}");
        assert_eq!(e.function, "@f");
        assert_eq!(e.block.as_deref(), Some("%entry"));
        assert_eq!(e.instruction.as_deref(), Some(inst), "{body}");
    }
    // Their valid neighbours verify.
    for body in [
        "%x = cmpxchg ptr %p, i32 0, i32 1 monotonic seq_cst",
        "%v = shufflevector <2 x i32> undef, <2 x i32> undef, <3 x i32> <i32 0, i32 poison, i32 3>",
        "%v = shufflevector <vscale x 2 x i32> undef, <vscale x 2 x i32> undef, <vscale x 2 x i32> zeroinitializer",
        "%s = select <2 x i1> undef, <2 x i32> undef, <2 x i32> zeroinitializer",
    ] {
        let text = format!("define void @f(ptr %p) {{\nentry:\n  {body}\n  ret void\n}}\n");
        assert!(llvm_as_accepts(&text), "llvm-as-22 rejected {body:?}");
        let m = kiln_ir::parse_str("ok.ll", &text).expect("kiln parses valid IR");
        verify_module(&m).unwrap_or_else(|e| panic!("{body}: {e:#?}"));
    }
}

/// Call and alias rules on parsed text: musttail placement, immarg operands, alias cycles.
#[test]
fn parsed_call_and_alias_rules() {
    for (text, message, place) in [
        (
            "declare i32 @g()\ndefine i32 @f() {\nentry:\n  %x = musttail call i32 @g()\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n",
            "musttail call must precede a ret with an optional bitcast",
            "@f",
        ),
        (
            "define void @f(ptr %p, i1 %c) {\nentry:\n  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i1 %c)\n  ret void\n}\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg)\n",
            "immarg operand has non-immediate parameter",
            "@f",
        ),
        (
            "@a = alias i32, ptr @b\n@b = alias i32, ptr @a\n",
            "Aliases cannot form a cycle",
            "@a",
        ),
    ] {
        assert!(!llvm_as_accepts(text), "llvm-as-22 accepted {text:?}");
        let m = kiln_ir::parse_str("rule.ll", text)
            .unwrap_or_else(|e| panic!("kiln's parser rejected {text:?}: {e}"));
        let errors = verify_module(&m).expect_err(message);
        assert_eq!(errors[0].message, message);
        assert_eq!(errors[0].function, place);
    }
    // Valid neighbours.
    for text in [
        "declare i32 @g()\ndefine i32 @f() {\nentry:\n  %x = musttail call i32 @g()\n  ret i32 %x\n}\n",
        "define void @f(ptr %p) {\nentry:\n  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i1 false)\n  ret void\n}\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg)\n",
        "@x = global i32 0\n@a = alias i32, ptr @b\n@b = alias i32, ptr @x\n",
    ] {
        assert!(llvm_as_accepts(text), "llvm-as-22 rejected {text:?}");
        let m = kiln_ir::parse_str("ok.ll", text).expect("kiln parses valid IR");
        verify_module(&m).unwrap_or_else(|e| panic!("{text}: {e:#?}"));
    }
}
