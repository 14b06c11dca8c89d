//! Division wider than 128 bits (LLVM's `ExpandLargeDivRem`, which also runs on IR before
//! instruction selection): `udiv`/`urem` of `iN`, N > 128, become a restoring shift-subtract
//! loop of N iterations; `sdiv`/`srem` divide the magnitudes and fix the sign afterwards.
//!
//! ```text
//! head:  ...                                 ; (signed: %a, %b replaced by |a|, |b|)
//!        br label %udiv.loop
//! loop:  %k = phi iN [N, %head], [%k1, %loop]           ; bits left
//!        %q = phi iN [0, %head], [%q1, %loop]
//!        %r = phi iN [0, %head], [%r1, %loop]
//!        %k1 = sub %k, 1
//!        %s  = (%r << 1) | ((%a >> %k1) & 1)            ; next partial remainder
//!        %ge = (%s >=u %b) | (%r >> (N-1) != 0)         ; the bit shifted out counts too
//!        %r1 = %ge ? %s - %b : %s
//!        %q1 = (%q << 1) | zext %ge
//!        br i1 (%k1 == 0), label %udiv.end, label %udiv.loop
//! end:   the quotient %q1 or remainder %r1 (negated as the signs say), then the rest of
//!        the block
//! ```
//!
//! Why on IR: the loop needs blocks and phis in the middle of a block, which the builder's
//! one-DAG-per-block model cannot make; on IR it is ordinary code whose wide shifts, adds and
//! compares the type legalizer already expands (no libcall: libgcc has none past 128 bits).
//! Division by zero is undefined in IR; the loop then returns some value and does not trap.

use kiln_ir::instructions::{BinOp, CastOp, IntPredicate};
use kiln_ir::{Function, InstId, InstKind, Module, TypeTable, Value};

use super::{append, Uses};

/// The widest division the target lowers itself (libgcc's `__divti3` family).
const MAX_NATIVE_BITS: u32 = 128;

/// Whether `i` is a division or remainder wider than [`MAX_NATIVE_BITS`].
pub(super) fn needs_expansion(m: &Module, f: &Function, i: InstId) -> bool {
    let inst = f.inst(i);
    matches!(
        inst.kind,
        InstKind::Binary(BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem)
    ) && m
        .types
        .int_bits(inst.ty)
        .is_some_and(|b| b > MAX_NATIVE_BITS)
}

/// Expands division `i` (see the module doc).
pub(super) fn expand(m: &mut Module, f: &mut Function, i: InstId, uses: &mut Uses) {
    let inst = *f.inst(i);
    let InstKind::Binary(op) = inst.kind else {
        return;
    };
    let ty = inst.ty;
    let bits = m.types.int_bits(ty).unwrap_or(0);
    let (a, b) = (f.operands(i)[0], f.operands(i)[1]);
    let signed = matches!(op, BinOp::SDiv | BinOp::SRem);
    let rem = matches!(op, BinOp::URem | BinOp::SRem);
    let (head, end) = super::split_at(f, i, "udiv.end");
    let body = super::new_block_after(f, head, "udiv.loop");
    let k = |m: &mut Module, v: u64| super::int_const(m, ty, v);
    let zero = k(m, 0);
    let one = k(m, 1);
    let width = k(m, bits as u64);
    let top = k(m, bits as u64 - 1);
    let bin = |f: &mut Function, b, o: BinOp, x: Value, y: Value| {
        append(f, b, InstKind::Binary(o), ty, &[x, y])
    };
    let icmp = |f: &mut Function, b, p: IntPredicate, x: Value, y: Value| {
        append(f, b, InstKind::ICmp(p), TypeTable::I1, &[x, y])
    };

    // Signed operands: their magnitudes (the most negative value's is itself, which the
    // unsigned loop reads correctly as 2^(N-1)).
    let (mut ua, mut ub, mut neg) = (a, b, None);
    if signed {
        let abs = |f: &mut Function, x: Value| {
            let n = bin(f, head, BinOp::Sub, zero, x);
            let lt = icmp(f, head, IntPredicate::Slt, x, zero);
            let v = append(f, head, InstKind::Select, ty, &[lt, n, x]);
            (v, lt)
        };
        let (xa, na) = abs(f, a);
        let (xb, nb) = abs(f, b);
        ua = xa;
        ub = xb;
        // A remainder has the dividend's sign; a quotient is negative when the signs differ.
        neg = Some(if rem {
            na
        } else {
            append(
                f,
                head,
                InstKind::Binary(BinOp::Xor),
                TypeTable::I1,
                &[na, nb],
            )
        });
    }
    append(
        f,
        head,
        InstKind::Br,
        TypeTable::VOID,
        &[Value::Block(body)],
    );

    let phi = |f: &mut Function| {
        let p = super::new_inst(f, body, InstKind::Phi, ty, &[]);
        f.blocks[body.0 as usize].insts.push(p);
        p
    };
    let (pk, pq, pr) = (phi(f), phi(f), phi(f));
    let (kv, q, r) = (Value::Inst(pk), Value::Inst(pq), Value::Inst(pr));
    let k1 = bin(f, body, BinOp::Sub, kv, one);
    let abit = bin(f, body, BinOp::LShr, ua, k1);
    let abit = bin(f, body, BinOp::And, abit, one);
    let rs = bin(f, body, BinOp::Shl, r, one);
    let s = bin(f, body, BinOp::Or, rs, abit);
    let ge_b = icmp(f, body, IntPredicate::Uge, s, ub);
    let out = bin(f, body, BinOp::LShr, r, top);
    let carried = icmp(f, body, IntPredicate::Ne, out, zero);
    let ge = append(
        f,
        body,
        InstKind::Binary(BinOp::Or),
        TypeTable::I1,
        &[ge_b, carried],
    );
    let sub = bin(f, body, BinOp::Sub, s, ub);
    let r1 = append(f, body, InstKind::Select, ty, &[ge, sub, s]);
    let qs = bin(f, body, BinOp::Shl, q, one);
    let gz = append(f, body, InstKind::Cast(CastOp::ZExt), ty, &[ge]);
    let q1 = bin(f, body, BinOp::Or, qs, gz);
    let done = icmp(f, body, IntPredicate::Eq, k1, zero);
    append(
        f,
        body,
        InstKind::Br,
        TypeTable::VOID,
        &[done, Value::Block(end), Value::Block(body)],
    );
    for (p, init, next) in [(pk, width, k1), (pq, zero, q1), (pr, zero, r1)] {
        let entries = [init, Value::Block(head), next, Value::Block(body)];
        let start = f.operands.len() as u32;
        f.operands.extend_from_slice(&entries);
        f.insts[p.0 as usize].ops = kiln_ir::instructions::PoolRange { start, len: 4 };
    }

    let mut result = if rem { r1 } else { q1 };
    if let Some(n) = neg {
        // Put at the top of the tail block (before what followed the division).
        let negated = super::new_inst(f, end, InstKind::Binary(BinOp::Sub), ty, &[zero, result]);
        let sel = super::new_inst(
            f,
            end,
            InstKind::Select,
            ty,
            &[n, Value::Inst(negated), result],
        );
        f.blocks[end.0 as usize].insts.splice(0..0, [negated, sel]);
        result = Value::Inst(sel);
    }
    uses.replace(i, result);
}
