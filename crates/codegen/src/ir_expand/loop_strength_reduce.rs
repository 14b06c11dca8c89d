//! Loop strength reduction on IR (a first form of LLVM's `LoopStrengthReduce`), run before
//! selection above -O0.
//!
//! In: a verified function. Out: in each innermost loop that has a preheader, one latch and an
//! induction variable `%iv = phi [S, %preheader], [%iv.next, %latch]` with
//! `%iv.next = add %iv, C` (64-bit), the addresses of loads and stores that are affine in
//! `%iv` (GEPs, adds, `or disjoint`s, subtracts, multiplies and shifts by constants over `%iv`
//! and values the loop does not change) are grouped by their invariant part and their stride; each group gets
//! a pointer recurrence `%lsr = phi ptr [P0, %preheader], [%lsr.next, %latch]`, computed once
//! in the preheader and stepped by one `getelementptr i8` in the latch, and each access reads
//! its address as `%lsr` plus a constant, which selection folds into the load or store. When
//! that leaves `%iv` used only by its increment and an `icmp eq`/`ne` against a constant bound
//! in the latch (with a constant start, so the trip count is known), the compare is rewritten
//! against the recurrence's end pointer and `%iv` disappears. Address computations left
//! without users are deleted. A group none of whose addresses dies (something other than the
//! loop's loads and stores reads each) is left alone: its arithmetic would stay, and the
//! recurrence only add to it.
//!
//! Why: `a[i][k]` in a loop over `k` is otherwise recomputed every iteration (a shift or
//! multiply and adds per access); llc steps a pointer and folds the offset.
//!
//! Only 64-bit integer arithmetic is followed (wrapping arithmetic modulo 2^64 is exactly
//! what the recurrence computes; narrower arithmetic would wrap differently), at most four
//! invariant terms per address and four recurrences per loop. The analysis ([`plan`]) reads the
//! function only, so a module is copied only when some loop will change.

use super::{int_constant, use_counts};
use kiln_ir::dominators::{Cfg, DominatorTree};
use kiln_ir::instructions::{flags, BinOp, IntPredicate};
use kiln_ir::loop_info::{LoopId, LoopInfo};
use kiln_ir::{BlockId, Function, InstId, InstKind, Module, TypeData, TypeTable, Value};

/// Most invariant terms an address may have.
const MAX_TERMS: usize = 4;
/// Most pointer recurrences made per loop (each holds a register through the loop).
const MAX_GROUPS: usize = 4;

/// An affine form: `ptr + sum(term * coeff) + konst + iv * iv_coeff`, all modulo 2^64.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Lin {
    ptr: Option<Value>,
    terms: Vec<(Value, i64)>,
    konst: i64,
    iv: i64,
}

impl Lin {
    fn constant(c: i64) -> Lin {
        Lin {
            ptr: None,
            terms: Vec::new(),
            konst: c,
            iv: 0,
        }
    }

    fn add(mut self, o: Lin, sign: i64) -> Option<Lin> {
        if o.ptr.is_some() {
            if sign < 0 || self.ptr.is_some() {
                return None;
            }
            self.ptr = o.ptr;
        }
        for (v, c) in o.terms {
            self.add_term(v, c.wrapping_mul(sign));
        }
        self.konst = self.konst.wrapping_add(o.konst.wrapping_mul(sign));
        self.iv = self.iv.wrapping_add(o.iv.wrapping_mul(sign));
        (self.terms.len() <= MAX_TERMS).then_some(self)
    }

    fn add_term(&mut self, v: Value, c: i64) {
        match self.terms.iter().position(|t| t.0 == v) {
            Some(k) => {
                self.terms[k].1 = self.terms[k].1.wrapping_add(c);
                if self.terms[k].1 == 0 {
                    self.terms.remove(k);
                }
            }
            None if c != 0 => {
                self.terms.push((v, c));
                self.terms.sort_by_key(|t| value_key(t.0));
            }
            None => {}
        }
    }

    fn scale(mut self, c: i64) -> Option<Lin> {
        if self.ptr.is_some() {
            return None;
        }
        for t in &mut self.terms {
            t.1 = t.1.wrapping_mul(c);
        }
        self.terms.retain(|t| t.1 != 0);
        self.konst = self.konst.wrapping_mul(c);
        self.iv = self.iv.wrapping_mul(c);
        Some(self)
    }
}

/// A total order on values, for keeping terms sorted.
fn value_key(v: Value) -> (u8, u64) {
    match v {
        Value::Arg(n) => (0, n as u64),
        Value::Inst(i) => (1, i.0 as u64),
        Value::Const(c) => (2, c.0 as u64),
        Value::Global(g) => (3, g.0 as u64),
        _ => (4, 0),
    }
}

/// One induction variable: the phi, its start value and its constant step.
#[derive(Copy, Clone, Debug)]
struct InductionVar {
    phi: InstId,
    next: InstId,
    start: Value,
    step: i64,
}

/// Accesses whose addresses differ only by constants: one pointer recurrence.
#[derive(Clone, Debug)]
struct Group {
    iv: usize,
    base: Lin,
    /// (load or store, operand index of its address, the address's constant part).
    members: Vec<(InstId, usize, i64)>,
    /// How many members' addresses only this loop's loads and stores read (they die).
    dying: u32,
}

/// What [`apply`] does to one loop.
#[derive(Clone, Debug)]
struct LoopPlan {
    preheader: BlockId,
    header: BlockId,
    latch: BlockId,
    ivs: Vec<InductionVar>,
    groups: Vec<Group>,
}

/// A pointer recurrence [`apply`] made: `phi = [first, preheader], [next, latch]`, which moves
/// `slope` bytes per unit of induction variable `iv`.
#[derive(Copy, Clone, Debug)]
struct Recurrence {
    iv: usize,
    phi: Value,
    next: Value,
    first: Value,
    slope: i64,
}

/// The planned changes to one function (empty when nothing is worth doing).
#[derive(Clone, Debug, Default)]
pub(crate) struct Plan {
    loops: Vec<LoopPlan>,
}

impl Plan {
    /// Whether the plan changes nothing.
    pub(crate) fn is_empty(&self) -> bool {
        self.loops.is_empty()
    }
}

/// Reads the function: which loops to change and how.
struct Analysis<'a> {
    m: &'a Module,
    f: &'a Function,
    li: &'a LoopInfo,
    lp: LoopId,
}

impl Analysis<'_> {
    fn in_loop(&self, v: Value) -> bool {
        match v {
            Value::Inst(i) => self.li.contains(self.lp, self.f.inst(i).block),
            _ => false,
        }
    }

    /// The affine form of `v` in terms of induction variable `iv` (a leaf for anything the loop
    /// does not change), or `None`.
    fn lin(&self, v: Value, iv: InstId, depth: u32) -> Option<Lin> {
        if v == Value::Inst(iv) {
            return Some(Lin {
                ptr: None,
                terms: Vec::new(),
                konst: 0,
                iv: 1,
            });
        }
        let ty = self.f.value_type(self.m, v);
        // Address space 0 only: the recurrences are `ptr`s.
        let is_ptr = ty == TypeTable::PTR;
        if !is_ptr && self.m.types.int_bits(ty) != Some(64) {
            return None;
        }
        if let Some(c) = int_constant(self.m, v) {
            return Some(Lin::constant(c));
        }
        if !self.in_loop(v) {
            // A constant offset from another invariant pointer (`gep i8, %row, -512`) is read
            // through, so that neighbouring rows share one recurrence.
            if let Value::Inst(i) = v {
                if let InstKind::Gep { source_ty } = self.f.inst(i).kind {
                    let ops = self.f.operands(i);
                    if depth <= 12 && ops[1..].iter().all(|&x| int_constant(self.m, x).is_some()) {
                        if let Some(l) = self.gep(source_ty, ops, iv, depth) {
                            return Some(l);
                        }
                    }
                }
            }
            return match v {
                Value::Arg(_) | Value::Inst(_) | Value::Global(_) => {
                    let mut l = Lin::constant(0);
                    if is_ptr {
                        l.ptr = Some(v);
                    } else {
                        l.add_term(v, 1);
                    }
                    Some(l)
                }
                _ => None,
            };
        }
        if depth > 12 {
            return None;
        }
        let Value::Inst(i) = v else { return None };
        let inst = self.f.inst(i);
        let ops = self.f.operands(i);
        match inst.kind {
            InstKind::Binary(op @ (BinOp::Add | BinOp::Sub)) => {
                let a = self.lin(ops[0], iv, depth + 1)?;
                let b = self.lin(ops[1], iv, depth + 1)?;
                a.add(b, if op == BinOp::Add { 1 } else { -1 })
            }
            // An `or` of operands with no common bit set is their sum (`i | 1` for an even
            // `i`, as loops unrolled by two index their second element).
            InstKind::Binary(BinOp::Or) if inst.flags & flags::DISJOINT != 0 => {
                let a = self.lin(ops[0], iv, depth + 1)?;
                let b = self.lin(ops[1], iv, depth + 1)?;
                a.add(b, 1)
            }
            InstKind::Binary(BinOp::Mul) => {
                if let Some(c) = int_constant(self.m, ops[1]) {
                    self.lin(ops[0], iv, depth + 1)?.scale(c)
                } else if let Some(c) = int_constant(self.m, ops[0]) {
                    self.lin(ops[1], iv, depth + 1)?.scale(c)
                } else {
                    None
                }
            }
            InstKind::Binary(BinOp::Shl) => {
                let c = int_constant(self.m, ops[1])?;
                if !(0..63).contains(&c) {
                    return None;
                }
                self.lin(ops[0], iv, depth + 1)?.scale(1i64 << c)
            }
            InstKind::Gep { source_ty } => self.gep(source_ty, ops, iv, depth),
            _ => None,
        }
    }

    /// The affine form of a GEP: its base plus each index times the size it steps over.
    fn gep(
        &self,
        source_ty: kiln_ir::TypeId,
        ops: &[Value],
        iv: InstId,
        depth: u32,
    ) -> Option<Lin> {
        let types = &self.m.types;
        let dl = self.m.data_layout();
        if self.f.value_type(self.m, ops[0]) != TypeTable::PTR {
            return None;
        }
        let mut acc = self.lin(ops[0], iv, depth + 1)?;
        let mut cur = source_ty;
        for (k, &idx) in ops[1..].iter().enumerate() {
            let is_struct = matches!(types.get(cur), TypeData::Struct { .. } | TypeData::Named(_));
            if k > 0 && is_struct {
                let field = int_constant(self.m, idx)?;
                let layout = dl.struct_layout(types, cur);
                let off = *layout.offsets.get(usize::try_from(field).ok()?)?;
                acc.konst = acc.konst.wrapping_add(off as i64);
                cur = types.element_type(cur, field as u64)?;
                continue;
            }
            if k > 0 {
                cur = match types.get(cur) {
                    TypeData::Array(_, e) => *e,
                    TypeData::Vector {
                        elem,
                        scalable: false,
                        ..
                    } => *elem,
                    _ => return None,
                };
            }
            if !types.is_sized(cur)
                || matches!(types.get(cur), TypeData::Vector { scalable: true, .. })
            {
                return None;
            }
            let size = dl.alloc_size(types, cur) as i64;
            let term = match int_constant(self.m, idx) {
                Some(c) => Lin::constant(c),
                None => self.lin(idx, iv, depth + 1)?,
            };
            acc = acc.add(term.scale(size)?, 1)?;
        }
        Some(acc)
    }
}

/// The induction variables of the loop with header `h`, preheader `pre` and latch `latch`.
fn induction_vars(
    m: &Module,
    f: &Function,
    h: BlockId,
    pre: BlockId,
    latch: BlockId,
) -> Vec<InductionVar> {
    let mut out = Vec::new();
    for &p in &f.block(h).insts {
        match f.inst(p).kind {
            InstKind::Phi => {}
            InstKind::DbgRecord(_) => continue,
            _ => break,
        }
        if m.types.int_bits(f.inst(p).ty) != Some(64) {
            continue;
        }
        let ops = f.operands(p);
        if ops.len() != 4 {
            continue;
        }
        let incoming = |b: BlockId| {
            (0..2)
                .find(|&k| ops[2 * k + 1] == Value::Block(b))
                .map(|k| ops[2 * k])
        };
        let (Some(start), Some(Value::Inst(next))) = (incoming(pre), incoming(latch)) else {
            continue;
        };
        let n = f.inst(next);
        let nops = f.operands(next);
        let step = match n.kind {
            InstKind::Binary(BinOp::Add) if nops[0] == Value::Inst(p) => int_constant(m, nops[1]),
            InstKind::Binary(BinOp::Add) if nops[1] == Value::Inst(p) => int_constant(m, nops[0]),
            InstKind::Binary(BinOp::Sub) if nops[0] == Value::Inst(p) => {
                int_constant(m, nops[1]).map(|c| c.wrapping_neg())
            }
            _ => None,
        };
        if let Some(step) = step.filter(|&s| s != 0) {
            out.push(InductionVar {
                phi: p,
                next,
                start,
                step,
            });
        }
    }
    out
}

/// Plans the reduction of every innermost loop of `f` (see the module doc).
pub(crate) fn plan(m: &Module, f: &Function) -> Plan {
    let mut out = Plan::default();
    if !f.is_definition || f.layout.len() < 2 {
        return out;
    }
    let cfg = Cfg::new(f);
    let dt = DominatorTree::new(f, &cfg);
    let li = LoopInfo::new(f, &cfg, &dt);
    if li.loops.is_empty() {
        return out;
    }
    let uses = use_counts(f);
    for (k, l) in li.loops.iter().enumerate() {
        let lp = LoopId(k as u32);
        if !l.innermost || l.latches.len() != 1 {
            continue;
        }
        let Some(pre) = li.preheader(&cfg, lp) else {
            continue;
        };
        let latch = l.latches[0];
        let ivs = induction_vars(m, f, l.header, pre, latch);
        if ivs.is_empty() {
            continue;
        }
        let a = Analysis { m, f, li: &li, lp };
        // An address is worth replacing only if loads and stores of this loop are all that
        // read it (otherwise the old arithmetic stays, and the recurrence only adds to it).
        let mut address_uses: std::collections::HashMap<InstId, u32> = Default::default();
        for &b in &l.blocks {
            for &i in &f.block(b).insts {
                let slot = match f.inst(i).kind {
                    InstKind::Load { .. } => 0,
                    InstKind::Store { .. } => 1,
                    _ => continue,
                };
                if let Value::Inst(a) = f.operands(i)[slot] {
                    *address_uses.entry(a).or_default() += 1;
                }
            }
        }
        let mut groups: Vec<Group> = Vec::new();
        for &b in &l.blocks {
            for &i in &f.block(b).insts {
                let slot = match f.inst(i).kind {
                    InstKind::Load { .. } => 0,
                    InstKind::Store { .. } => 1,
                    _ => continue,
                };
                let addr = f.operands(i)[slot];
                let Value::Inst(ai) = addr else { continue };
                if !a.in_loop(addr) {
                    continue;
                }
                let dies = address_uses.get(&ai) == Some(&uses[ai.0 as usize]);
                let found = ivs.iter().enumerate().find_map(|(k, iv)| {
                    let lin = a.lin(addr, iv.phi, 0)?;
                    (lin.iv != 0 && lin.ptr.is_some()).then_some((k, lin))
                });
                let Some((k, lin)) = found else { continue };
                let konst = lin.konst;
                let key = Lin { konst: 0, ..lin };
                match groups.iter_mut().find(|g| g.iv == k && g.base == key) {
                    Some(g) => {
                        g.members.push((i, slot, konst));
                        g.dying += u32::from(dies);
                    }
                    None => groups.push(Group {
                        iv: k,
                        base: key,
                        members: vec![(i, slot, konst)],
                        dying: u32::from(dies),
                    }),
                }
            }
        }
        // A recurrence costs an increment per iteration: worth it only where some old address
        // arithmetic goes away.
        groups.retain(|g| g.dying > 0);
        if groups.is_empty() {
            continue;
        }
        groups.sort_by_key(|g| std::cmp::Reverse(g.dying));
        groups.truncate(MAX_GROUPS);
        out.loops.push(LoopPlan {
            preheader: pre,
            header: l.header,
            latch,
            ivs,
            groups,
        });
    }
    out
}

/// Places a new instruction before position `pos` of block `b`.
fn insert_at(
    f: &mut Function,
    b: BlockId,
    pos: usize,
    kind: InstKind,
    ty: kiln_ir::TypeId,
    ops: &[Value],
) -> Value {
    let i = super::new_inst(f, b, kind, ty, ops);
    f.blocks[b.0 as usize].insts.insert(pos, i);
    Value::Inst(i)
}

/// Places a new instruction right before the terminator of `b`.
fn insert_before_terminator(
    f: &mut Function,
    b: BlockId,
    kind: InstKind,
    ty: kiln_ir::TypeId,
    ops: &[Value],
) -> Value {
    let pos = f.block(b).insts.len().saturating_sub(1);
    insert_at(f, b, pos, kind, ty, ops)
}

/// `getelementptr i8, p, off` placed at `pos` of `b` (nothing when `off` is 0).
fn offset_ptr(
    m: &mut Module,
    f: &mut Function,
    b: BlockId,
    pos: usize,
    p: Value,
    off: i64,
) -> Value {
    if off == 0 {
        return p;
    }
    let off = super::int_const(m, TypeTable::I64, off as u64);
    insert_at(
        f,
        b,
        pos,
        InstKind::Gep {
            source_ty: TypeTable::I8,
        },
        TypeTable::PTR,
        &[p, off],
    )
}

/// Carries out `plan` on `f` (the function it was made for).
pub(crate) fn apply(m: &mut Module, f: &mut Function, plan: &Plan) {
    let mut made: Vec<Vec<Recurrence>> = Vec::new();
    for lp in &plan.loops {
        let mut recurrences: Vec<Recurrence> = Vec::new();
        for g in &lp.groups {
            let iv = lp.ivs[g.iv];
            // The address at the first iteration: base + terms + konst + iv_coeff * start.
            let mut base = g.base.clone();
            let start = match int_constant(m, iv.start) {
                Some(s) => Lin::constant(s),
                None => {
                    let mut l = Lin::constant(0);
                    l.add_term(iv.start, 1);
                    l
                }
            };
            let Some(start_part) = start.scale(base.iv) else {
                continue;
            };
            base.iv = 0;
            let Some(first) = base.add(start_part, 1) else {
                continue;
            };
            let konst0 = g.members.iter().map(|m| m.2).min().unwrap_or(0);
            let pre = lp.preheader;
            let mut off: Option<Value> = None;
            for &(v, c) in &first.terms {
                let term = if c == 1 {
                    v
                } else {
                    let cv = super::int_const(m, TypeTable::I64, c as u64);
                    insert_before_terminator(
                        f,
                        pre,
                        InstKind::Binary(BinOp::Mul),
                        TypeTable::I64,
                        &[v, cv],
                    )
                };
                off = Some(match off {
                    None => term,
                    Some(o) => insert_before_terminator(
                        f,
                        pre,
                        InstKind::Binary(BinOp::Add),
                        TypeTable::I64,
                        &[o, term],
                    ),
                });
            }
            let ptr = first
                .ptr
                .expect("invariant: a group's addresses have a pointer base");
            let mut p0 = ptr;
            if let Some(o) = off {
                p0 = insert_before_terminator(
                    f,
                    pre,
                    InstKind::Gep {
                        source_ty: TypeTable::I8,
                    },
                    TypeTable::PTR,
                    &[p0, o],
                );
            }
            let pos = f.block(pre).insts.len().saturating_sub(1);
            p0 = offset_ptr(m, f, pre, pos, p0, first.konst.wrapping_add(konst0));
            // The recurrence: a phi at the top of the header, stepped in the latch.
            let phi = insert_at(f, lp.header, 0, InstKind::Phi, TypeTable::PTR, &[]);
            let stride = g.base.iv.wrapping_mul(iv.step);
            let pos = f.block(lp.latch).insts.len().saturating_sub(1);
            let next = offset_ptr(m, f, lp.latch, pos, phi, stride);
            set_phi_incoming(f, phi, &[(p0, pre), (next, lp.latch)]);
            for &(acc, slot, konst) in &g.members {
                let b = f.inst(acc).block;
                let pos = f
                    .block(b)
                    .insts
                    .iter()
                    .position(|&x| x == acc)
                    .expect("invariant: an access is in its block");
                let addr = offset_ptr(m, f, b, pos, phi, konst.wrapping_sub(konst0));
                let r = f.inst(acc).ops.range();
                f.operands[r][slot] = addr;
            }
            recurrences.push(Recurrence {
                iv: g.iv,
                phi,
                next,
                first: p0,
                slope: g.base.iv,
            });
        }
        made.push(recurrences);
    }
    // The old address arithmetic goes first, so that the exit rewrite sees the induction
    // variable's remaining users.
    let mut uses = delete_dead(f);
    for (lp, recurrences) in plan.loops.iter().zip(&made) {
        rewrite_exit(m, f, lp, recurrences, &mut uses);
    }
}

/// Sets the incoming pairs of a phi made with no operands.
fn set_phi_incoming(f: &mut Function, phi: Value, pairs: &[(Value, BlockId)]) {
    let Value::Inst(p) = phi else { return };
    let start = f.operands.len() as u32;
    for &(v, b) in pairs {
        f.operands.push(v);
        f.operands.push(Value::Block(b));
    }
    f.insts[p.0 as usize].ops = kiln_ir::instructions::PoolRange {
        start,
        len: 2 * pairs.len() as u32,
    };
}

/// Rewrites the latch's exit compare against a recurrence when the induction variable is
/// left with no other use, and deletes the induction variable (see the module doc).
/// `uses` is [`use_counts`] of `f` for the instructions that existed before the rewrites; a
/// rewrite keeps it exact for them.
fn rewrite_exit(
    m: &mut Module,
    f: &mut Function,
    lp: &LoopPlan,
    recs: &[Recurrence],
    uses: &mut [u32],
) {
    let Some(&term) = f.block(lp.latch).insts.last() else {
        return;
    };
    if f.inst(term).kind != InstKind::Br || f.operands(term).len() != 3 {
        return;
    }
    let Value::Inst(cmp) = f.operands(term)[0] else {
        return;
    };
    if !matches!(
        f.inst(cmp).kind,
        InstKind::ICmp(IntPredicate::Eq | IntPredicate::Ne)
    ) || f.inst(cmp).block != lp.latch
    {
        return;
    }
    let cops = f.operands(cmp).to_vec();
    for r in recs {
        let iv = lp.ivs[r.iv];
        let (Some(start), Some(bound)) = (int_constant(m, iv.start), int_constant(m, cops[1]))
        else {
            continue;
        };
        let on_next = cops[0] == Value::Inst(iv.next);
        if !on_next && cops[0] != Value::Inst(iv.phi) {
            continue;
        }
        // Once the addresses no longer read it, the phi is read by its increment only, and the
        // increment by the phi and the compare (or the compare reads the phi).
        let (phi_uses, next_uses) = if on_next { (1, 2) } else { (2, 1) };
        if uses[iv.phi.0 as usize] != phi_uses
            || uses[iv.next.0 as usize] != next_uses
            || uses[cmp.0 as usize] != 1
        {
            continue;
        }
        // A known trip count, and an end pointer that no earlier iteration meets by wrapping:
        // the pointer moves less than 2^62 bytes in all.
        let span = bound.wrapping_sub(start);
        if span % iv.step != 0 || span / iv.step <= 0 {
            continue;
        }
        let Some(total) = r.slope.checked_mul(span) else {
            continue;
        };
        if total.unsigned_abs() >= 1u64 << 62 {
            continue;
        }
        let pos = f.block(lp.preheader).insts.len().saturating_sub(1);
        let made_from = f.insts.len();
        let end = offset_ptr(m, f, lp.preheader, pos, r.first, total);
        for i in made_from..f.insts.len() {
            count_uses(f, InstId(i as u32), uses, 1);
        }
        let lhs = if on_next {
            // The step was placed before the latch's terminator: move it above the compare.
            if let Value::Inst(n) = r.next {
                let insts = &mut f.blocks[lp.latch.0 as usize].insts;
                insts.retain(|&x| x != n);
                let at = insts
                    .iter()
                    .position(|&x| x == cmp)
                    .expect("invariant: the compare is in the latch");
                insts.insert(at, n);
            }
            r.next
        } else {
            r.phi
        };
        count_uses(f, cmp, uses, -1);
        let range = f.inst(cmp).ops.range();
        f.operands[range].copy_from_slice(&[lhs, end]);
        count_uses(f, cmp, uses, 1);
        // The induction variable and its increment now only read each other.
        for dead in [iv.phi, iv.next] {
            count_uses(f, dead, uses, -1);
            let b = f.inst(dead).block;
            f.blocks[b.0 as usize].insts.retain(|&x| x != dead);
        }
        return;
    }
}

/// Adds `delta` to the counts in `uses` of the instructions `i` reads (those `uses` has).
fn count_uses(f: &Function, i: InstId, uses: &mut [u32], delta: i32) {
    for v in f.operands(i) {
        if let Value::Inst(d) = *v {
            if let Some(n) = uses.get_mut(d.0 as usize) {
                *n = n.wrapping_add_signed(delta);
            }
        }
    }
}

/// Deletes instructions with no users whose removal cannot change behaviour (address
/// arithmetic, compares, phis), and then those only they used, and so on. Returns the use
/// counts of what is left.
fn delete_dead(f: &mut Function) -> Vec<u32> {
    let removable = |f: &Function, i: InstId| {
        matches!(
            f.inst(i).kind,
            InstKind::Gep { .. }
                | InstKind::Phi
                | InstKind::ICmp(_)
                | InstKind::Binary(BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl)
                | InstKind::Cast(_)
        )
    };
    let mut uses = use_counts(f);
    let mut dead = vec![false; f.insts.len()];
    // Only placed instructions' operands are counted in `uses`.
    let mut placed = vec![false; f.insts.len()];
    let mut work: Vec<InstId> = Vec::new();
    for &b in &f.layout {
        for &i in &f.block(b).insts {
            placed[i.0 as usize] = true;
            if uses[i.0 as usize] == 0 && removable(f, i) {
                work.push(i);
            }
        }
    }
    if work.is_empty() {
        return uses;
    }
    while let Some(i) = work.pop() {
        if std::mem::replace(&mut dead[i.0 as usize], true) {
            continue;
        }
        for v in f.operands(i) {
            if let Value::Inst(d) = *v {
                uses[d.0 as usize] -= 1;
                if uses[d.0 as usize] == 0 && placed[d.0 as usize] && removable(f, d) {
                    work.push(d);
                }
            }
        }
    }
    for k in 0..f.layout.len() {
        let b = f.layout[k];
        f.blocks[b.0 as usize]
            .insts
            .retain(|&i| !dead[i.0 as usize]);
    }
    uses
}
