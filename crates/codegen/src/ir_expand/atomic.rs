//! Atomic expansions (the parts of LLVM's `AtomicExpandPass` RISC-V relies on, and the
//! compare-exchange loops a target asks for, `RmwLoopQuery`):
//!
//! - `atomicrmw` operations with no AMO and no LR/SC pseudo (`fadd`, `fsub`, `fmax`, `fmin`,
//!   `fmaximum`, `fminimum`, `uinc_wrap`, `udec_wrap`, `usub_cond`, `usub_sat`) become a
//!   compare-exchange loop on the integer bits:
//!   ```text
//!   head:  %init = load T, ptr %p            ; plain, with the atomicrmw's alignment
//!          br label %atomicrmw.start
//!   start: %loaded = phi T [%init, %head], [%new_loaded, %atomicrmw.start]
//!          %new = <op> T %loaded, %v
//!          %pair = cmpxchg ptr %p, iN (bits of %loaded), iN (bits of %new) <ord> <fail>
//!          %new_loaded = T (bits of extractvalue %pair, 0)
//!          br i1 (extractvalue %pair, 1), label %atomicrmw.end, label %atomicrmw.start
//!   end:   ...the rest of the block; the atomicrmw's value is %new_loaded
//!   ```
//!   The failure ordering is the strongest one the success ordering allows (LLVM's
//!   `getStrongestFailureOrdering`); `fmax`/`fmin` are `llvm.maxnum`/`llvm.minnum`,
//!   `fmaximum`/`fminimum` `llvm.maximum`/`llvm.minimum`.
//!   16-byte `max`/`min`/`umax`/`umin` (libatomic has no function for them) take the same
//!   loop, whose `cmpxchg` becomes `__atomic_compare_exchange_16`, and so do the integer
//!   operations of 8 to 64 bits the target's query names (x86-64 has `lock cmpxchg` but no
//!   instruction returning the old value of and/or/xor/nand/min/max).
//! - `load atomic`, `store atomic` and `atomicrmw xchg` of `half`, `bfloat`, `float` or
//!   `double` work on the same-sized integer with bitcasts around them (LLVM's
//!   `CastToInteger`).

use kiln_ir::instructions::{BinOp, CastOp, IntPredicate, Ordering, RmwOp};
use kiln_ir::{BlockId, Function, InstId, InstKind, Module, TypeData, TypeId, TypeTable, Value};

use super::{append, append_call, append_extract_value, intrinsic, new_inst, Uses};
use crate::CodegenError;

/// The integer type with the bits of float type `ty` and the type's intrinsic suffix
/// (`None`: not `half`, `bfloat`, `float` or `double`).
fn float_bits(m: &Module, ty: TypeId) -> Option<(TypeId, &'static str)> {
    use kiln_ir::types::FloatKind;
    match m.types.get(ty) {
        TypeData::Float(FloatKind::Half) => Some((TypeTable::I16, "f16")),
        TypeData::Float(FloatKind::BFloat) => Some((TypeTable::I16, "bf16")),
        TypeData::Float(FloatKind::Float) => Some((TypeTable::I32, "f32")),
        TypeData::Float(FloatKind::Double) => Some((TypeTable::I64, "f64")),
        _ => None,
    }
}

/// The integer type with the bits of float type `ty`.
fn int_of_float(m: &Module, ty: TypeId) -> Option<TypeId> {
    float_bits(m, ty).map(|(i, _)| i)
}

fn is_loop_op(op: RmwOp) -> bool {
    op.is_float_op()
        || matches!(
            op,
            RmwOp::UIncWrap | RmwOp::UDecWrap | RmwOp::USubCond | RmwOp::USubSat
        )
}

/// Whether instruction `i` is expanded here.
pub(super) fn needs_expansion(
    m: &Module,
    f: &Function,
    i: InstId,
    rmw_loop: super::RmwLoopQuery<'_>,
) -> bool {
    let inst = f.inst(i);
    match inst.kind {
        InstKind::AtomicRmw { op, .. } => {
            let ty = f.value_type(m, f.operands(i)[1]);
            let float_ok = int_of_float(m, ty).is_some();
            match op {
                RmwOp::Xchg => float_ok,
                _ if op.is_float_op() => float_ok,
                // What the target has no instruction for (x86-64: and/or/xor/nand/min/max).
                _ if m
                    .types
                    .int_bits(ty)
                    .is_some_and(|b| matches!(b, 8 | 16 | 32 | 64) && rmw_loop(op, b)) =>
                {
                    true
                }
                // Integers of a width with a compare-exchange (i128: libatomic's).
                _ if is_loop_op(op) => {
                    matches!(m.types.int_bits(ty), Some(8 | 16 | 32 | 64 | 128))
                }
                // libatomic has no 16-byte min/max.
                RmwOp::Max | RmwOp::Min | RmwOp::UMax | RmwOp::UMin => {
                    m.types.int_bits(ty) == Some(128)
                }
                _ => false,
            }
        }
        InstKind::Load { ordering, .. } if ordering != Ordering::NotAtomic => {
            int_of_float(m, inst.ty).is_some()
        }
        InstKind::Store { ordering, .. } if ordering != Ordering::NotAtomic => {
            int_of_float(m, f.value_type(m, f.operands(i)[0])).is_some()
        }
        _ => false,
    }
}

/// Expands instruction `i` (one [`needs_expansion`] accepted).
pub(super) fn expand(
    m: &mut Module,
    f: &mut Function,
    i: InstId,
    uses: &mut Uses,
) -> Result<(), CodegenError> {
    let inst = *f.inst(i);
    let ops: Vec<Value> = f.operands(i).to_vec();
    let b = inst.block;
    match inst.kind {
        InstKind::AtomicRmw { op, .. } if op != RmwOp::Xchg => expand_rmw_loop(m, f, i, uses),
        InstKind::AtomicRmw { .. } => {
            // xchg of a float: on its bits.
            let ty = f.value_type(m, ops[1]);
            let ity = int_of_float(m, ty).expect("invariant: checked by needs_expansion");
            let bits = new_inst(f, b, InstKind::Cast(CastOp::BitCast), ity, &[ops[1]]);
            let x = new_inst(f, b, inst.kind, ity, &[ops[0], Value::Inst(bits)]);
            f.insts[x.0 as usize].flags = inst.flags;
            let r = new_inst(f, b, InstKind::Cast(CastOp::BitCast), ty, &[Value::Inst(x)]);
            super::replace_in_block(f, i, &[bits, x, r]);
            uses.replace(i, Value::Inst(r));
            Ok(())
        }
        InstKind::Load { .. } => {
            let ity = int_of_float(m, inst.ty).expect("invariant: checked by needs_expansion");
            let l = new_inst(f, b, inst.kind, ity, &ops);
            f.insts[l.0 as usize].flags = inst.flags;
            let r = new_inst(
                f,
                b,
                InstKind::Cast(CastOp::BitCast),
                inst.ty,
                &[Value::Inst(l)],
            );
            super::replace_in_block(f, i, &[l, r]);
            uses.replace(i, Value::Inst(r));
            Ok(())
        }
        InstKind::Store { .. } => {
            let ty = f.value_type(m, ops[0]);
            let ity = int_of_float(m, ty).expect("invariant: checked by needs_expansion");
            let bits = new_inst(f, b, InstKind::Cast(CastOp::BitCast), ity, &[ops[0]]);
            let s = new_inst(
                f,
                b,
                inst.kind,
                TypeTable::VOID,
                &[Value::Inst(bits), ops[1]],
            );
            f.insts[s.0 as usize].flags = inst.flags;
            super::replace_in_block(f, i, &[bits, s]);
            Ok(())
        }
        _ => Ok(()),
    }
}

/// The strongest failure ordering `success` allows (LLVM's `getStrongestFailureOrdering`).
fn failure_ordering(success: Ordering) -> Ordering {
    match success {
        Ordering::AcqRel => Ordering::Acquire,
        Ordering::Release => Ordering::Monotonic,
        o => o,
    }
}

/// The compare-exchange loop of the module doc.
fn expand_rmw_loop(
    m: &mut Module,
    f: &mut Function,
    i: InstId,
    uses: &mut Uses,
) -> Result<(), CodegenError> {
    let inst = *f.inst(i);
    let InstKind::AtomicRmw {
        op,
        ordering,
        scope,
        align,
    } = inst.kind
    else {
        return Ok(());
    };
    let (ptr, val) = (f.operands(i)[0], f.operands(i)[1]);
    let ty = f.value_type(m, val);
    let ity = int_of_float(m, ty).unwrap_or(ty);
    let (head, end) = super::split_at(f, i, "atomicrmw.end");
    let start = super::new_block_after(f, head, "atomicrmw.start");

    let load = InstKind::Load {
        align,
        ordering: Ordering::NotAtomic,
        scope: Default::default(),
    };
    let init = append(f, head, load, ty, &[ptr]);
    append(
        f,
        head,
        InstKind::Br,
        TypeTable::VOID,
        &[Value::Block(start)],
    );

    // The phi's entries are written once the loop's value exists.
    let phi = new_inst(f, start, InstKind::Phi, ty, &[]);
    f.blocks[start.0 as usize].insts.push(phi);
    let loaded = Value::Inst(phi);
    let new = rmw_value(m, f, start, op, ty, loaded, val);
    let (li, ni) = if ity == ty {
        (loaded, new)
    } else {
        let cast = InstKind::Cast(CastOp::BitCast);
        (
            append(f, start, cast, ity, &[loaded]),
            append(f, start, cast, ity, &[new]),
        )
    };
    let pair_ty = m.types.intern(TypeData::Struct {
        fields: vec![ity, TypeTable::I1].into(),
        packed: false,
    });
    let cx = InstKind::CmpXchg {
        success: ordering,
        failure: failure_ordering(ordering),
        scope,
        align,
    };
    let pair = append(f, start, cx, pair_ty, &[ptr, li, ni]);
    if let Value::Inst(p) = pair {
        // `volatile` carries over.
        f.insts[p.0 as usize].flags = inst.flags & kiln_ir::instructions::flags::VOLATILE;
    }
    let ok = append_extract_value(f, start, pair, 1, TypeTable::I1);
    let old = append_extract_value(f, start, pair, 0, ity);
    let new_loaded = if ity == ty {
        old
    } else {
        append(f, start, InstKind::Cast(CastOp::BitCast), ty, &[old])
    };
    append(
        f,
        start,
        InstKind::Br,
        TypeTable::VOID,
        &[ok, Value::Block(end), Value::Block(start)],
    );
    let entries = [init, Value::Block(head), new_loaded, Value::Block(start)];
    let s = f.operands.len() as u32;
    f.operands.extend_from_slice(&entries);
    f.insts[phi.0 as usize].ops = kiln_ir::instructions::PoolRange { start: s, len: 4 };
    uses.replace(i, new_loaded);
    Ok(())
}

/// `<op> loaded, v` appended to `b`: the value the loop tries to store.
fn rmw_value(
    m: &mut Module,
    f: &mut Function,
    b: BlockId,
    op: RmwOp,
    ty: TypeId,
    loaded: Value,
    v: Value,
) -> Value {
    let int = |m: &mut Module, x: u64| super::int_const(m, ty, x);
    let bin = |f: &mut Function, o: BinOp, a: Value, c: Value| {
        append(f, b, InstKind::Binary(o), ty, &[a, c])
    };
    let icmp = |f: &mut Function, p: IntPredicate, a: Value, c: Value| {
        append(f, b, InstKind::ICmp(p), TypeTable::I1, &[a, c])
    };
    let select = |f: &mut Function, c: Value, t: Value, e: Value| {
        append(f, b, InstKind::Select, ty, &[c, t, e])
    };
    let suffix = float_bits(m, ty).map_or("", |(_, s)| s);
    let call = |m: &mut Module, f: &mut Function, name: &str| {
        let callee = intrinsic(m, &format!("llvm.{name}.{suffix}"), ty, &[ty, ty]);
        append_call(f, b, callee, ty, &[loaded, v])
    };
    match op {
        RmwOp::FAdd => bin(f, BinOp::FAdd, loaded, v),
        RmwOp::FSub => bin(f, BinOp::FSub, loaded, v),
        RmwOp::FMax => call(m, f, "maxnum"),
        RmwOp::FMin => call(m, f, "minnum"),
        RmwOp::FMaximum => call(m, f, "maximum"),
        RmwOp::FMinimum => call(m, f, "minimum"),
        RmwOp::UIncWrap => {
            // loaded >= v ? 0 : loaded + 1
            let one = int(m, 1);
            let inc = bin(f, BinOp::Add, loaded, one);
            let wrap = icmp(f, IntPredicate::Uge, loaded, v);
            let zero = int(m, 0);
            select(f, wrap, zero, inc)
        }
        RmwOp::UDecWrap => {
            // loaded == 0 || loaded > v ? v : loaded - 1
            let one = int(m, 1);
            let dec = bin(f, BinOp::Sub, loaded, one);
            let zero = int(m, 0);
            let z = icmp(f, IntPredicate::Eq, loaded, zero);
            let above = icmp(f, IntPredicate::Ugt, loaded, v);
            let wrap = append(
                f,
                b,
                InstKind::Binary(BinOp::Or),
                TypeTable::I1,
                &[z, above],
            );
            select(f, wrap, v, dec)
        }
        RmwOp::USubCond => {
            // loaded >= v ? loaded - v : loaded
            let sub = bin(f, BinOp::Sub, loaded, v);
            let ge = icmp(f, IntPredicate::Uge, loaded, v);
            select(f, ge, sub, loaded)
        }
        RmwOp::Max | RmwOp::Min | RmwOp::UMax | RmwOp::UMin => {
            let p = match op {
                RmwOp::Max => IntPredicate::Sgt,
                RmwOp::Min => IntPredicate::Sle,
                RmwOp::UMax => IntPredicate::Ugt,
                _ => IntPredicate::Ule,
            };
            let keep = icmp(f, p, loaded, v);
            select(f, keep, loaded, v)
        }
        RmwOp::Add => bin(f, BinOp::Add, loaded, v),
        RmwOp::Sub => bin(f, BinOp::Sub, loaded, v),
        RmwOp::And => bin(f, BinOp::And, loaded, v),
        RmwOp::Or => bin(f, BinOp::Or, loaded, v),
        RmwOp::Xor => bin(f, BinOp::Xor, loaded, v),
        RmwOp::Nand => {
            // ~(loaded & v)
            let a = bin(f, BinOp::And, loaded, v);
            let ones = int(m, u64::MAX);
            bin(f, BinOp::Xor, a, ones)
        }
        RmwOp::Xchg => v,
        _ => {
            // usub_sat: loaded >= v ? loaded - v : 0
            let sub = bin(f, BinOp::Sub, loaded, v);
            let ge = icmp(f, IntPredicate::Uge, loaded, v);
            let zero = int(m, 0);
            select(f, ge, sub, zero)
        }
    }
}
