//! Legalization: type legalization ([`legalize_types`]: promote small integers, expand
//! integers twice as wide as a register into halves) and operation legalization
//! ([`legalize_ops`]: each node's `set_operation_action` entry — Legal, Promote, Expand,
//! Custom through the target's `lower_operation`, LibCall through the target's call lowering).
//!
//! In: a DAG from the builder (any integer types; every value that crossed a block boundary
//! or a call is already in legal register types). Out: a DAG whose every live node has legal
//! result and operand types, and whose operations the target selects as they are. What cannot
//! be legalized yet is a [`CodegenError`] naming the operation and type.
//!
//! Expansions follow what GCC and LLVM do: `a % b` as `a - (a / b) * b` when only division
//! exists, a condition code the target lacks through the swapped or inverted one,
//! `select_cc`/`br_cc` through `setcc`, min/max/abs through selects and shifts, bit counts
//! through shift-and-mask sequences, division without an instruction by a libcall.

use crate::calling_conv::ArgFlags;
use crate::machine::MachineFunction;
use crate::selection_dag::isd::{self, CondCode, LoadExtType, Opcode};
use crate::selection_dag::{
    sign_extend, MachineMemOperand, NodeData, NodeId, PointerInfo, SDValue, SelectionDAG,
};
use crate::target_lowering::{
    BooleanContent, CallLoweringInfo, InputArg, LegalizeAction, LoweringContext, OutputArg,
    TargetLowering, TargetLoweringInfo, TypeAction,
};
use crate::value_types::{EVT, MVT};
use crate::CodegenError;

fn name(op: Opcode) -> String {
    format!("{op:?}")
}

struct Legalizer<'a> {
    target: &'a dyn TargetLowering,
    tli: &'a TargetLoweringInfo,
    mf: &'a mut MachineFunction,
    promoted: Vec<Option<SDValue>>,
    expanded: Vec<Option<(SDValue, SDValue)>>,
    ptr_vt: EVT,
}

/// Emits a call to the runtime function `sym` with `args`, returning its result of type
/// `ret`. The call is chained from the entry token and joined into the root. An argument or
/// result wider than a register (an `i64` or a softened `f64` on a 32-bit target) travels in
/// its register parts, low half first (high half first on a big-endian target), as the
/// calling convention places a split value: arguments are taken apart by `EXTRACT_ELEMENT`
/// and a result put together by `BUILD_PAIR`, which type legalization then expands.
pub fn make_libcall(
    dag: &mut SelectionDAG,
    target: &dyn TargetLowering,
    mf: &mut MachineFunction,
    sym: &'static str,
    args: &[SDValue],
    ret: EVT,
) -> Result<SDValue, CodegenError> {
    let tli = target.info();
    let mut split = Vec::with_capacity(args.len());
    for &a in args {
        let mut parts = Vec::new();
        split_libcall_operand(dag, tli, sym, a, &mut parts)?;
        split.push((parts, dag.vt(a)));
    }
    let parts = libcall_parts(dag, target, mf, sym, &split, ret)?;
    join_libcall_parts(dag, tli, &parts, ret)
}

/// The register parts of libcall operand `a` (see [`make_libcall`]), appended to `out`.
fn split_libcall_operand(
    dag: &mut SelectionDAG,
    tli: &TargetLoweringInfo,
    sym: &str,
    a: SDValue,
    out: &mut Vec<SDValue>,
) -> Result<(), CodegenError> {
    let vt = dag.vt(a);
    match tli.type_action(vt) {
        TypeAction::Legal => out.push(a),
        TypeAction::ExpandInteger(h) if 2 * h.size_in_bits() == vt.size_in_bits() => {
            let ptr = EVT::Simple(tli.pointer_vt);
            let z = dag.get_constant(0, ptr);
            let o = dag.get_constant(1, ptr);
            let lo = dag.get(isd::EXTRACT_ELEMENT, h, &[a, z]);
            let hi = dag.get(isd::EXTRACT_ELEMENT, h, &[a, o]);
            let (first, second) = if tli.big_endian { (hi, lo) } else { (lo, hi) };
            split_libcall_operand(dag, tli, sym, first, out)?;
            split_libcall_operand(dag, tli, sym, second, out)?;
        }
        TypeAction::SoftenFloat(i) => {
            let b = dag.get(isd::BITCAST, i, &[a]);
            split_libcall_operand(dag, tli, sym, b, out)?;
        }
        _ => {
            return Err(CodegenError::new(format!(
                "libcall {sym}: argument of type {} needs splitting",
                vt.name()
            )))
        }
    }
    Ok(())
}

/// The value of type `vt` whose register parts (as [`make_libcall`] orders them) are
/// `parts`.
fn join_libcall_parts(
    dag: &mut SelectionDAG,
    tli: &TargetLoweringInfo,
    parts: &[SDValue],
    vt: EVT,
) -> Result<SDValue, CodegenError> {
    if parts.len() == 1 {
        return Ok(parts[0]);
    }
    Ok(match tli.type_action(vt) {
        TypeAction::SoftenFloat(i) => {
            let v = join_libcall_parts(dag, tli, parts, i)?;
            dag.get(isd::BITCAST, vt, &[v])
        }
        TypeAction::ExpandInteger(h) if parts.len().is_multiple_of(2) => {
            let (first, second) = parts.split_at(parts.len() / 2);
            let (lo, hi) = if tli.big_endian {
                (second, first)
            } else {
                (first, second)
            };
            let lo = join_libcall_parts(dag, tli, lo, h)?;
            let hi = join_libcall_parts(dag, tli, hi, h)?;
            dag.get(isd::BUILD_PAIR, vt, &[lo, hi])
        }
        _ => {
            return Err(CodegenError::new(format!(
                "a libcall result of type {} in {} registers is not supported yet",
                vt.name(),
                parts.len()
            )))
        }
    })
}

/// Emits the call of `sym` with `args`, each given as its legal register parts and its type
/// before splitting, and returns the result's register parts (one unless `ret` is wider than
/// a register). The call is chained from the entry token and joined into the root.
fn libcall_parts(
    dag: &mut SelectionDAG,
    target: &dyn TargetLowering,
    mf: &mut MachineFunction,
    sym: &'static str,
    args: &[(Vec<SDValue>, EVT)],
    ret: EVT,
) -> Result<Vec<SDValue>, CodegenError> {
    let tli = target.info();
    let ptr_vt = EVT::Simple(tli.pointer_vt);
    let mut outs = Vec::new();
    for (k, (parts, vt)) in args.iter().enumerate() {
        let n = parts.len() as u32;
        for (p, &v) in parts.iter().enumerate() {
            let pvt = dag.vt(v);
            let rvt = match pvt.simple() {
                Some(m) if tli.is_type_legal(pvt) => m,
                _ => {
                    return Err(CodegenError::new(format!(
                        "libcall {sym}: argument of type {} needs splitting",
                        pvt.name()
                    )))
                }
            };
            outs.push(OutputArg {
                vt: rvt,
                // A single register keeps its own type; parts carry the value's.
                arg_vt: if n == 1 { pvt } else { *vt },
                value: v,
                orig_arg: k as u32,
                part: p as u32,
                num_parts: n,
                flags: ArgFlags::default(),
            });
        }
    }
    let (rvt, n) = tli.register_type_and_count(ret);
    if n > 1 && ret.is_vector() {
        return Err(CodegenError::new(format!(
            "libcall {sym}: result of type {} needs splitting",
            ret.name()
        )));
    }
    let ins: Vec<InputArg> = (0..n)
        .map(|part| {
            let mut flags = ArgFlags::default();
            if n > 1 && part == 0 {
                flags.0 |= ArgFlags::SPLIT;
            } else if n > 1 && part == n - 1 {
                flags.0 |= ArgFlags::SPLIT_END;
            }
            InputArg {
                vt: rvt,
                arg_vt: ret,
                orig_arg: 0,
                part,
                num_parts: n,
                flags,
            }
        })
        .collect();
    let callee = dag.get_external_symbol(sym, ptr_vt, false, 0);
    let cli = CallLoweringInfo {
        chain: dag.entry_token(),
        callee,
        outs,
        ins,
        is_vararg: false,
        num_fixed_args: args.len() as u32,
        is_tail_call: false,
    };
    mf.frame_info.has_calls = true;
    let mut cx = LoweringContext {
        mf,
        is_vararg: false,
    };
    let (chain, vals) = target.lower_call(dag, &mut cx, &cli)?;
    let root = dag.root();
    let tf = dag.get_token_factor(&[root, chain]);
    dag.set_root(tf);
    Ok(vals)
}

/// Type legalization. See the module documentation.
pub fn legalize_types(
    dag: &mut SelectionDAG,
    target: &dyn TargetLowering,
    mf: &mut MachineFunction,
) -> Result<(), CodegenError> {
    let tli = target.info();
    if every_type_legal(dag, tli) {
        // What the rounds below would end with when they find nothing to do (see
        // `every_type_legal`): no node changes, only the unused ones go.
        dag.remove_dead_nodes();
        return Ok(());
    }
    let mut lg = Legalizer {
        target,
        tli,
        mf,
        // Legalizing about doubles a block's nodes: room for that up front.
        promoted: Vec::with_capacity(2 * dag.node_capacity()),
        expanded: Vec::with_capacity(2 * dag.node_capacity()),
        ptr_vt: EVT::Simple(tli.pointer_vt),
    };
    // Expanding a type wider than two registers (i136, i256) makes nodes of the half type,
    // itself illegal (i128): they are legalized when a user asks for their halves, and the
    // rest (stores, truncations) by another round, until every node is legal.
    // Unused nodes stay until the end: an expanded value's halves have no users until asked
    // for, and a later round may still ask.
    let keep = dag.keep_dead_nodes;
    dag.keep_dead_nodes = true;
    // Which nodes are live matters from the second round on; each round ends by finding out.
    let mut live = Vec::new();
    let mut result = Ok(());
    // Whether the last round found no live node of an illegal type: then the check below,
    // after dead nodes are gone (which leaves exactly the nodes the root reaches), would
    // find none either.
    let mut all_legal = false;
    // A legalized value can only have gone stale through a deletion since this started.
    let deleted_at_start = dag.deleted_count();
    for round in 0..MAX_TYPE_ROUNDS {
        let order = dag.take_topological_order();
        for &n in &order {
            if dag.is_deleted(n)
                || (round > 0
                    && (!live.get(n.0 as usize).copied().unwrap_or(true)
                        || lg.has_live_entry(dag, n)))
            {
                continue;
            }
            dag.use_order_of(n);
            result = if dag.deleted_count() != deleted_at_start {
                lg.refresh_deleted_operands(dag, n)
            } else {
                Ok(())
            }
            .and_then(|_| lg.legalize_node_types(dag, n));
            if result.is_err() {
                break;
            }
        }
        dag.restore_topological_order(order);
        if result.is_err() {
            break;
        }
        live = reachable_from_root(dag);
        if !has_illegal_nodes(dag, tli, &live) {
            all_legal = true;
            break;
        }
    }
    dag.keep_dead_nodes = keep;
    result?;
    dag.remove_dead_nodes();
    if all_legal {
        return Ok(());
    }
    for n in dag.all_nodes() {
        for (k, &vt) in dag.value_types(n).iter().enumerate() {
            if vt != EVT::OTHER
                && vt != EVT::GLUE
                && !tli.is_type_legal(vt)
                && !is_operand_only(dag.opcode(n))
            {
                return Err(CodegenError::new(format!(
                    "cannot legalize result {k} of type {} of {}",
                    vt.name(),
                    name(dag.opcode(n))
                )));
            }
        }
    }
    Ok(())
}

/// Whether type legalization has nothing to do on `dag`: every node but the operand-only
/// ones produces only legal types (or chains and glue), and every operand a node that
/// `legalize_node_types` looks at reads is legal or operand-only. Then its first round
/// changes nothing and `has_illegal_nodes` finds nothing, so a block's DAG (most of them at
/// -O0) is checked in one pass over the nodes, without the topological order, the
/// per-node tables or the liveness walk.
fn every_type_legal(dag: &SelectionDAG, tli: &TargetLoweringInfo) -> bool {
    let legal = |vt: EVT| tli.is_type_legal(vt) || vt == EVT::OTHER || vt == EVT::GLUE;
    dag.all_nodes().all(|n| {
        let op = dag.opcode(n);
        is_operand_only(op)
            || (dag.value_types(n).iter().all(|&vt| legal(vt))
                && (op.is_target()
                    || dag
                        .ops(n)
                        .iter()
                        .all(|&o| legal(dag.vt(o)) || is_operand_only(dag.opcode(o.node)))))
    })
}

/// Rounds of type legalization: one per halving past two registers (i512 → i256 → i128).
const MAX_TYPE_ROUNDS: usize = 6;

/// Which nodes the root reaches through operands (the live ones), by node index.
fn reachable_from_root(dag: &SelectionDAG) -> Vec<bool> {
    let mut seen = vec![false; dag.node_capacity()];
    let mut work = vec![dag.root().node];
    while let Some(n) = work.pop() {
        if std::mem::replace(&mut seen[n.0 as usize], true) {
            continue;
        }
        work.extend(dag.ops(n).iter().map(|o| o.node));
    }
    seen
}

/// Whether a live node still produces a value of an illegal type.
fn has_illegal_nodes(dag: &SelectionDAG, tli: &TargetLoweringInfo, live: &[bool]) -> bool {
    dag.all_nodes().any(|n| {
        live[n.0 as usize]
            && !is_operand_only(dag.opcode(n))
            && dag
                .value_types(n)
                .iter()
                .any(|&vt| vt != EVT::OTHER && vt != EVT::GLUE && !tli.is_type_legal(vt))
    })
}

/// Nodes whose type is a property, not a value in a register.
fn is_operand_only(op: Opcode) -> bool {
    matches!(
        op,
        isd::REGISTER
            | isd::REGISTER_MASK
            | isd::TARGET_CONSTANT
            | isd::CONDCODE
            | isd::VALUETYPE
            | isd::BASIC_BLOCK
            | isd::TARGET_GLOBAL_ADDRESS
            | isd::TARGET_EXTERNAL_SYMBOL
            | isd::TARGET_FRAME_INDEX
            | isd::TARGET_JUMP_TABLE
            | isd::TARGET_BLOCK_ADDRESS
            | isd::TARGET_CONSTANT_POOL
    )
}

impl Legalizer<'_> {
    /// Re-legalizes the constant and undef operands of `n` whose legalized values were
    /// deleted: a replacement deletes the operands it leaves unused, and the promoted or
    /// expanded form of a constant is a CSE'd node another, since replaced, node also used
    /// (the `i64 0` of an `i32 0` and of an `extract_element` index). Any other stale
    /// operand is an error, not a dangling node.
    fn refresh_deleted_operands(
        &mut self,
        dag: &mut SelectionDAG,
        n: NodeId,
    ) -> Result<(), CodegenError> {
        for k in 0..dag.ops(n).len() {
            let o = dag.ops(n)[k].node;
            let i = o.0 as usize;
            let stale = self
                .promoted
                .get(i)
                .copied()
                .flatten()
                .map(|v| dag.is_deleted(v.node))
                == Some(true)
                || self
                    .expanded
                    .get(i)
                    .copied()
                    .flatten()
                    .map(|(l, h)| dag.is_deleted(l.node) || dag.is_deleted(h.node))
                    == Some(true);
            if !stale {
                continue;
            }
            match dag.opcode(o) {
                isd::CONSTANT | isd::UNDEF => self.legalize_node_types(dag, o)?,
                op => {
                    return Err(CodegenError::new(format!(
                        "type legalization lost the legalized value of {}",
                        name(op)
                    )))
                }
            }
        }
        Ok(())
    }

    /// Whether `n` has a promoted or expanded value whose nodes are still in the DAG.
    fn has_live_entry(&self, dag: &SelectionDAG, n: NodeId) -> bool {
        let i = n.0 as usize;
        if let Some(Some(v)) = self.promoted.get(i) {
            return !dag.is_deleted(v.node);
        }
        if let Some(Some((l, h))) = self.expanded.get(i) {
            return !dag.is_deleted(l.node) && !dag.is_deleted(h.node);
        }
        false
    }

    /// Legalizes the node of `v` now if it has an illegal type and no (live) legalized value:
    /// a node an expansion made whose halves are still illegal (an `i136` splits into two
    /// `i128`s, each of which splits again) is legalized when a user first asks for its
    /// halves, its operands first, recursively.
    fn ensure_legalized(&mut self, dag: &mut SelectionDAG, v: SDValue) -> Result<(), CodegenError> {
        let n = v.node;
        if v.res_no != 0
            || dag.is_deleted(n)
            || self.legal(dag.vt(v))
            || is_operand_only(dag.opcode(n))
            || self.has_live_entry(dag, n)
        {
            return Ok(());
        }
        self.grow(dag);
        self.promoted[n.0 as usize] = None;
        self.expanded[n.0 as usize] = None;
        self.legalize_node_types(dag, n)
    }

    fn grow(&mut self, dag: &SelectionDAG) {
        let n = dag.node_capacity();
        if self.promoted.len() < n {
            self.promoted.resize(n, None);
            self.expanded.resize(n, None);
        }
    }

    fn legal(&self, vt: EVT) -> bool {
        self.tli.is_type_legal(vt) || vt == EVT::OTHER || vt == EVT::GLUE
    }

    fn promoted(&mut self, dag: &mut SelectionDAG, v: SDValue) -> Result<SDValue, CodegenError> {
        if self.legal(dag.vt(v)) {
            return Ok(v);
        }
        self.ensure_legalized(dag, v)?;
        self.promoted
            .get(v.node.0 as usize)
            .copied()
            .flatten()
            .filter(|_| v.res_no == 0)
            .ok_or_else(|| {
                CodegenError::new(format!(
                    "cannot promote operand {} of type {}",
                    name(dag.opcode(v.node)),
                    dag.vt(v).name()
                ))
            })
    }

    fn expanded(
        &mut self,
        dag: &mut SelectionDAG,
        v: SDValue,
    ) -> Result<(SDValue, SDValue), CodegenError> {
        self.ensure_legalized(dag, v)?;
        self.expanded
            .get(v.node.0 as usize)
            .copied()
            .flatten()
            .filter(|_| v.res_no == 0)
            .ok_or_else(|| {
                CodegenError::new(format!(
                    "cannot expand operand {} of type {}",
                    name(dag.opcode(v.node)),
                    dag.vt(v).name()
                ))
            })
    }

    /// The halves of an expanded operand with the high half sign- or zero-extended from the
    /// value's top bit. A type narrower than its two halves (an `i80` in two `i64`s) keeps
    /// unspecified bits above its width in the high half; operations that read them (right
    /// shifts, comparisons, divisions) extend first.
    fn expanded_ext(
        &mut self,
        dag: &mut SelectionDAG,
        v: SDValue,
        signed: bool,
    ) -> Result<(SDValue, SDValue), CodegenError> {
        let (lo, hi) = self.expanded(dag, v)?;
        let hvt = dag.vt(hi);
        let hb = hvt.size_in_bits();
        let extra = 2 * hb - dag.vt(v).size_in_bits();
        if extra == 0 {
            return Ok((lo, hi));
        }
        let hi = if signed {
            let s = dag.get_constant(extra as i128, hvt);
            let l = dag.get(isd::SHL, hvt, &[hi, s]);
            dag.get(isd::SRA, hvt, &[l, s])
        } else if hb - extra < 127 {
            let m = dag.get_constant(((1u128 << (hb - extra)) - 1) as i128, hvt);
            dag.get(isd::AND, hvt, &[hi, m])
        } else {
            // A mask this wide is not a 128-bit constant.
            let t = dag.get(isd::TRUNCATE, EVT::integer(hb - extra), &[hi]);
            dag.get(isd::ZERO_EXTEND, hvt, &[t])
        };
        Ok((lo, hi))
    }

    /// The operand as a legal value whose low `orig` bits are the value, zero-extended.
    fn zext_in(&mut self, dag: &mut SelectionDAG, v: SDValue) -> Result<SDValue, CodegenError> {
        let vt = dag.vt(v);
        let p = self.promoted(dag, v)?;
        if p == v {
            return Ok(v);
        }
        let pvt = dag.vt(p);
        let mask = dag.get_constant(((1u128 << vt.size_in_bits()) - 1) as i128, pvt);
        Ok(dag.get(isd::AND, pvt, &[p, mask]))
    }

    /// The halves (of type `h`) of `op` (`zext`, `sext` or `anyext`) applied to `a`, an
    /// expanded value wider than `h` (an `i72` into an `i128`): `a`'s own halves, the high one
    /// extended from `a`'s top bit.
    fn expand_ext_of_wider(
        &mut self,
        dag: &mut SelectionDAG,
        op: Opcode,
        a: SDValue,
        h: EVT,
    ) -> Result<(SDValue, SDValue), CodegenError> {
        let (lo, hi) = if op == isd::ANY_EXTEND {
            self.expanded(dag, a)?
        } else {
            self.expanded_ext(dag, a, op == isd::SIGN_EXTEND)?
        };
        if dag.vt(lo) != h || dag.vt(hi) != h {
            return Err(CodegenError::new(format!(
                "cannot expand an extension of {} in halves of {}",
                dag.vt(a).name(),
                h.name()
            )));
        }
        Ok((lo, hi))
    }

    /// The operand as a legal value, sign-extended from its width.
    fn sext_in(&mut self, dag: &mut SelectionDAG, v: SDValue) -> Result<SDValue, CodegenError> {
        let vt = dag.vt(v);
        let p = self.promoted(dag, v)?;
        if p == v {
            return Ok(v);
        }
        let pvt = dag.vt(p);
        let t = dag.get_value_type(vt);
        Ok(dag.get(isd::SIGN_EXTEND_INREG, pvt, &[p, t]))
    }

    /// The promoted operands of an equality or unsigned compare, where either extension is
    /// right as long as both sides get the same one (LLVM's `SExtOrZExtPromotedOperands`):
    /// the promoted values themselves when they are already extended, else the extension the
    /// target finds cheaper.
    fn promote_unsigned_compare_operands(
        &mut self,
        dag: &mut SelectionDAG,
        a: SDValue,
        b: SDValue,
    ) -> Result<(SDValue, SDValue), CodegenError> {
        let bits = dag.vt(a).size_in_bits();
        let (pa, pb) = (self.promoted(dag, a)?, self.promoted(dag, b)?);
        let wide = dag.vt(pa).size_in_bits();
        let zext_already = |dag: &SelectionDAG, p: SDValue| {
            crate::known_bits::maybe_nonzero(dag, p, 0) >> bits == 0
        };
        let sext_already = |dag: &SelectionDAG, p: SDValue| {
            crate::known_bits::num_sign_bits(dag, p, 0) > wide - bits
        };
        if self.tli.is_sext_cheaper_than_zext(dag.vt(a), dag.vt(pa)) {
            if zext_already(dag, pa) && zext_already(dag, pb) {
                return Ok((pa, pb));
            }
            return Ok((self.sext_in(dag, a)?, self.sext_in(dag, b)?));
        }
        if sext_already(dag, pa) && sext_already(dag, pb) {
            return Ok((pa, pb));
        }
        Ok((self.zext_in(dag, a)?, self.zext_in(dag, b)?))
    }

    fn bool_vt(&self) -> EVT {
        self.ptr_vt
    }

    /// A legal boolean (0/1 in the register type) for `setcc a, b, cc` on any operand types.
    fn setcc_value(
        &mut self,
        dag: &mut SelectionDAG,
        a: SDValue,
        b: SDValue,
        cc: CondCode,
    ) -> Result<SDValue, CodegenError> {
        let vt = dag.vt(a);
        let bvt = self.bool_vt();
        match self.tli.type_action(vt) {
            TypeAction::Legal => Ok(dag.get_setcc(bvt, a, b, cc)),
            TypeAction::PromoteInteger(_) => {
                // Unsigned and equality compares take the target's cheaper extension there.
                let (pa, pb) = if cc.is_signed() {
                    (self.sext_in(dag, a)?, self.sext_in(dag, b)?)
                } else {
                    self.promote_unsigned_compare_operands(dag, a, b)?
                };
                Ok(dag.get_setcc(bvt, pa, pb, cc))
            }
            TypeAction::ExpandInteger(h) => {
                let signed = cc.is_signed();
                let (al, ah) = self.expanded_ext(dag, a, signed)?;
                let (bl, bh) = self.expanded_ext(dag, b, signed)?;
                let _ = h;
                match cc {
                    CondCode::SETEQ | CondCode::SETNE => {
                        let xl = dag.get(isd::XOR, dag.vt(al), &[al, bl]);
                        let xh = dag.get(isd::XOR, dag.vt(ah), &[ah, bh]);
                        let o = dag.get(isd::OR, dag.vt(al), &[xl, xh]);
                        let z = dag.get_constant(0, dag.vt(al));
                        Ok(dag.get_setcc(bvt, o, z, cc))
                    }
                    _ => {
                        // hi equal ? unsigned compare of lo : compare of hi.
                        let ucc = match cc {
                            CondCode::SETLT | CondCode::SETULT => CondCode::SETULT,
                            CondCode::SETLE | CondCode::SETULE => CondCode::SETULE,
                            CondCode::SETGT | CondCode::SETUGT => CondCode::SETUGT,
                            CondCode::SETGE | CondCode::SETUGE => CondCode::SETUGE,
                            _ => {
                                return Err(CodegenError::new(format!(
                                    "cannot expand setcc {}",
                                    cc.name()
                                )))
                            }
                        };
                        let lo = dag.get_setcc(bvt, al, bl, ucc);
                        let hi = dag.get_setcc(bvt, ah, bh, cc);
                        let eq = dag.get_setcc(bvt, ah, bh, CondCode::SETEQ);
                        Ok(dag.get(isd::SELECT, bvt, &[eq, lo, hi]))
                    }
                }
            }
            TypeAction::SoftenFloat(_) => self.soft_setcc(dag, a, b, cc),
            _ => Err(CodegenError::new(format!(
                "cannot legalize setcc on {}",
                vt.name()
            ))),
        }
    }

    /// A condition as a 0/1 value in a legal type: setcc results are already (also when
    /// truncated to a narrower legal type than the boolean's); anything else (a truncation
    /// to i1, a loaded bool) is masked to its low bit.
    fn cond(&mut self, dag: &mut SelectionDAG, c: SDValue) -> Result<SDValue, CodegenError> {
        let p = self.promoted(dag, c)?;
        let setcc = |v: SDValue| dag.opcode(v.node) == isd::SETCC;
        let truncated_setcc = dag.opcode(p.node) == isd::TRUNCATE && setcc(dag.op(p.node, 0));
        if p == c || setcc(p) || truncated_setcc || dag.vt(c).size_in_bits() != 1 {
            return Ok(p);
        }
        let pvt = dag.vt(p);
        let one = dag.get_constant(1, pvt);
        Ok(dag.get(isd::AND, pvt, &[p, one]))
    }

    fn legalize_node_types(
        &mut self,
        dag: &mut SelectionDAG,
        n: NodeId,
    ) -> Result<(), CodegenError> {
        self.grow(dag);
        let op = dag.opcode(n);
        if is_operand_only(op) || op.is_target() {
            return Ok(());
        }
        let vt0 = dag.value_types(n)[0];
        if !self.legal(vt0) {
            let r = match self.tli.type_action(vt0) {
                TypeAction::PromoteInteger(m) => {
                    let v = self.promote_result(dag, n, EVT::Simple(m))?;
                    self.grow(dag);
                    self.promoted[n.0 as usize] = Some(v);
                    Ok(())
                }
                // Expansion splits a value into two halves of type `h`. A whole number of
                // bytes narrower than both (an `i80` in two `i64`s) loads and stores only its
                // own bytes and extends its high half where the top bits matter
                // (`expanded_ext`); other widths (`i65`) are not handled yet.
                TypeAction::ExpandInteger(h)
                    if vt0.size_in_bits() != 2 * h.size_in_bits()
                        && !vt0.size_in_bits().is_multiple_of(8)
                        && vt0.is_integer() =>
                {
                    Err(CodegenError::new(format!(
                        "an integer of type {} ({}) is not supported yet: wider than a register, \
                         it must be a whole number of bytes",
                        vt0.name(),
                        name(op)
                    )))
                }
                TypeAction::ExpandInteger(h) if h.is_integer() => {
                    let v = self.expand_result(dag, n, h)?;
                    self.grow(dag);
                    self.expanded[n.0 as usize] = Some(v);
                    Ok(())
                }
                TypeAction::SoftenFloat(i) if self.tli.soft_float => {
                    let v = self.soften_result(dag, n, i)?;
                    self.grow(dag);
                    self.promoted[n.0 as usize] = Some(v);
                    Ok(())
                }
                _ => Err(CodegenError::new(format!(
                    "values of type {} ({}) are not supported yet",
                    vt0.name(),
                    name(op)
                ))),
            };
            return r;
        }
        let has_illegal_op = dag
            .ops(n)
            .iter()
            .any(|&o| !self.legal(dag.vt(o)) && !is_operand_only(dag.opcode(o.node)));
        if has_illegal_op {
            self.legalize_operands(dag, n)?;
        }
        Ok(())
    }

    fn promote_result(
        &mut self,
        dag: &mut SelectionDAG,
        n: NodeId,
        nvt: EVT,
    ) -> Result<SDValue, CodegenError> {
        let op = dag.opcode(n);
        let vt = dag.value_types(n)[0];
        let ops = dag.ops_copy(n);
        let bits = vt.size_in_bits();
        let nbits = nvt.size_in_bits();
        Ok(match op {
            isd::CONSTANT => {
                let v = dag
                    .const_value(SDValue::new(n, 0))
                    .expect("invariant: constants have values");
                dag.get_constant(v, nvt)
            }
            isd::UNDEF => dag.get_undef(nvt),
            isd::ADD | isd::SUB | isd::MUL | isd::AND | isd::OR | isd::XOR => {
                let a = self.promoted(dag, ops[0])?;
                let b = self.promoted(dag, ops[1])?;
                dag.get(op, nvt, &[a, b])
            }
            isd::SHL => {
                let a = self.promoted(dag, ops[0])?;
                let b = self.zext_in(dag, ops[1])?;
                dag.get(op, nvt, &[a, b])
            }
            isd::SRL => {
                let a = self.zext_in(dag, ops[0])?;
                let b = self.zext_in(dag, ops[1])?;
                dag.get(op, nvt, &[a, b])
            }
            isd::SRA => {
                let a = self.sext_in(dag, ops[0])?;
                let b = self.zext_in(dag, ops[1])?;
                dag.get(op, nvt, &[a, b])
            }
            isd::SDIV | isd::SREM | isd::SMIN | isd::SMAX => {
                let a = self.sext_in(dag, ops[0])?;
                let b = self.sext_in(dag, ops[1])?;
                dag.get(op, nvt, &[a, b])
            }
            isd::UDIV | isd::UREM | isd::UMIN | isd::UMAX => {
                let a = self.zext_in(dag, ops[0])?;
                let b = self.zext_in(dag, ops[1])?;
                dag.get(op, nvt, &[a, b])
            }
            isd::ABS => {
                let a = self.sext_in(dag, ops[0])?;
                dag.get(op, nvt, &[a])
            }
            isd::CTPOP => {
                let a = self.zext_in(dag, ops[0])?;
                dag.get(op, nvt, &[a])
            }
            isd::CTLZ => {
                let a = self.zext_in(dag, ops[0])?;
                let c = dag.get(op, nvt, &[a]);
                let d = dag.get_constant((nbits - bits) as i128, nvt);
                dag.get(isd::SUB, nvt, &[c, d])
            }
            isd::CTTZ => {
                let a = self.promoted(dag, ops[0])?;
                let bit = dag.get_constant(1i128 << bits, nvt);
                let o = dag.get(isd::OR, nvt, &[a, bit]);
                dag.get(op, nvt, &[o])
            }
            isd::BSWAP | isd::BITREVERSE => {
                let a = self.promoted(dag, ops[0])?;
                let s = dag.get(op, nvt, &[a]);
                let d = dag.get_constant((nbits - bits) as i128, nvt);
                dag.get(isd::SRL, nvt, &[s, d])
            }
            isd::SETCC => {
                let NodeData::CondCode(cc) = dag.data(ops[2].node) else {
                    return Err(CodegenError::new("setcc without a condition code"));
                };
                let v = self.setcc_value(dag, ops[0], ops[1], cc)?;
                dag.get_any_ext_or_trunc(v, nvt)
            }
            isd::SELECT => {
                let c = self.cond(dag, ops[0])?;
                let t = self.promoted(dag, ops[1])?;
                let f = self.promoted(dag, ops[2])?;
                dag.get(isd::SELECT, nvt, &[c, t, f])
            }
            isd::TRUNCATE => {
                let a = ops[0];
                let avt = dag.vt(a);
                let src = match self.tli.type_action(avt) {
                    TypeAction::Legal => a,
                    TypeAction::PromoteInteger(_) => self.promoted(dag, a)?,
                    TypeAction::ExpandInteger(_) => self.expanded(dag, a)?.0,
                    _ => {
                        return Err(CodegenError::new(format!(
                            "cannot truncate from {}",
                            avt.name()
                        )))
                    }
                };
                dag.get_any_ext_or_trunc(src, nvt)
            }
            isd::ZERO_EXTEND => {
                let a = self.zext_in(dag, ops[0])?;
                dag.get_zext_or_trunc(a, nvt)
            }
            isd::SIGN_EXTEND => {
                let a = self.sext_in(dag, ops[0])?;
                dag.get_sext_or_trunc(a, nvt)
            }
            // A legal float's bits in a wider integer register (f32 -> i32 promoted to i64):
            // the target selects the size-changing bitcast (RISC-V `fmv.x.w`).
            isd::BITCAST if dag.vt(ops[0]).is_floating_point() && self.legal(dag.vt(ops[0])) => {
                dag.get(isd::BITCAST, nvt, &[ops[0]])
            }
            isd::ANY_EXTEND | isd::BITCAST => {
                let a = self.promoted(dag, ops[0])?;
                dag.get_any_ext_or_trunc(a, nvt)
            }
            // A legal float to a narrow integer: convert to the promoted type (the value is
            // in range, or the result is poison). The original width rides along as a
            // value-type operand, for targets with a conversion of that width (RV64's
            // `fcvt.w`, which saturates out-of-range values as llc's code does).
            isd::FP_TO_SINT | isd::FP_TO_UINT if self.legal(dag.vt(ops[0])) => {
                let w = dag.get_value_type(vt);
                dag.get(op, nvt, &[ops[0], w])
            }
            isd::FP_TO_SINT | isd::FP_TO_UINT => {
                let v = self.soft_fp_to_int(dag, op, ops[0], bits)?;
                dag.get_any_ext_or_trunc(v, nvt)
            }
            isd::LOAD => {
                let NodeData::Load {
                    mmo, ext, mem_vt, ..
                } = dag.data(n)
                else {
                    return Err(CodegenError::new("load without memory operand"));
                };
                let m = dag.mem_operands[mmo.0 as usize];
                let ext = if ext == LoadExtType::NonExtLoad {
                    LoadExtType::ExtLoad
                } else {
                    ext
                };
                let l = dag.get_ext_load(ext, nvt, ops[0], ops[1], mem_vt, m);
                dag.replace_all_uses_with(SDValue::new(n, 1), SDValue::new(l.node, 1));
                l
            }
            _ => {
                return Err(CodegenError::new(format!(
                    "cannot promote the result of {} ({})",
                    name(op),
                    vt.name()
                )))
            }
        })
    }

    /// The call of `sym` with `args` (legal values, softened floats' integers or integers
    /// being expanded, each split into its halves here) returning `ret`, one value: a result
    /// wider than a register is the `BUILD_PAIR` of its halves, which expansion takes apart.
    fn soft_libcall(
        &mut self,
        dag: &mut SelectionDAG,
        sym: &'static str,
        args: &[SDValue],
        ret: EVT,
    ) -> Result<SDValue, CodegenError> {
        let mut split = Vec::with_capacity(args.len());
        for &a in args {
            let mut parts = Vec::new();
            self.libcall_operand_parts(dag, a, &mut parts)?;
            split.push((parts, dag.vt(a)));
        }
        let parts = libcall_parts(dag, self.target, self.mf, sym, &split, ret)?;
        join_libcall_parts(dag, self.tli, &parts, ret)
    }

    /// The legal register parts of libcall operand `a`, appended to `out` (the halves of an
    /// expanded integer in the order of [`make_libcall`]).
    fn libcall_operand_parts(
        &mut self,
        dag: &mut SelectionDAG,
        a: SDValue,
        out: &mut Vec<SDValue>,
    ) -> Result<(), CodegenError> {
        let vt = dag.vt(a);
        match self.tli.type_action(vt) {
            TypeAction::Legal => out.push(a),
            TypeAction::SoftenFloat(_) => {
                let p = self.promoted(dag, a)?;
                self.libcall_operand_parts(dag, p, out).map_err(|e| {
                    CodegenError::new(format!("{} (softening {})", e.msg, vt.name()))
                })?;
            }
            TypeAction::ExpandInteger(h) if 2 * h.size_in_bits() == vt.size_in_bits() => {
                let (lo, hi) = self.expanded(dag, a)?;
                let (first, second) = if self.tli.big_endian {
                    (hi, lo)
                } else {
                    (lo, hi)
                };
                self.libcall_operand_parts(dag, first, out)?;
                self.libcall_operand_parts(dag, second, out)?;
            }
            _ => {
                return Err(CodegenError::new(format!(
                    "a libcall argument of type {} is not supported yet",
                    vt.name()
                )))
            }
        }
        Ok(())
    }

    /// Integer operand `a` sign- (`signed`) or zero-extended from its width to legal type
    /// `to`.
    fn extended_to(
        &mut self,
        dag: &mut SelectionDAG,
        a: SDValue,
        signed: bool,
        to: EVT,
    ) -> Result<SDValue, CodegenError> {
        Ok(if signed {
            let e = self.sext_in(dag, a)?;
            dag.get_sext_or_trunc(e, to)
        } else {
            let e = self.zext_in(dag, a)?;
            dag.get_zext_or_trunc(e, to)
        })
    }

    /// The C library's name for math function `base` on float type `vt`: `base` + `f` for
    /// `float`, `base` for `double`, `base` + `l` for `long double`.
    fn libm_name(base: &str, vt: EVT) -> &'static str {
        let suffix = match vt.size_in_bits() {
            32 => "f",
            64 => "",
            _ => "l",
        };
        intern_symbol(&format!("{base}{suffix}"))
    }

    /// A float with no FPU (LLVM's `SoftenFloatResult`): the same bits in the integer type
    /// `ivt`, operations by libcall (libgcc's soft-float names, the C library's math
    /// functions), sign operations and constants as integer ones. `ivt` may itself be
    /// expanded (an `f64` on a 32-bit target): the nodes made here are then legalized like
    /// any other integer of that type.
    fn soften_result(
        &mut self,
        dag: &mut SelectionDAG,
        n: NodeId,
        ivt: EVT,
    ) -> Result<SDValue, CodegenError> {
        let op = dag.opcode(n);
        let vt = dag.value_types(n)[0];
        let ops = dag.ops_copy(n);
        let bits = vt.size_in_bits();
        let suffix = float_suffix(vt)
            .ok_or_else(|| CodegenError::new(format!("soft float of type {}", vt.name())))?;
        let sign = dag.get_constant(1i128 << (bits - 1), ivt);
        Ok(match op {
            isd::CONSTANT_FP => {
                let NodeData::ConstantFP(b) = dag.data(n) else {
                    return Err(CodegenError::new("constant without bits"));
                };
                dag.get_constant(b as i128, ivt)
            }
            isd::UNDEF => dag.get_undef(ivt),
            isd::FADD | isd::FSUB | isd::FMUL | isd::FDIV => {
                let sym = vt
                    .simple()
                    .and_then(|m| self.tli.libcall_name(op, m))
                    .ok_or_else(|| {
                        CodegenError::new(format!("no libcall for {} on {}", name(op), vt.name()))
                    })?;
                self.soft_libcall(dag, sym, &[ops[0], ops[1]], ivt)?
            }
            isd::FREM | isd::FMINNUM | isd::FMAXNUM | isd::FSQRT | isd::FMA => {
                let base = match op {
                    isd::FREM => "fmod",
                    isd::FMINNUM => "fmin",
                    isd::FMAXNUM => "fmax",
                    isd::FSQRT => "sqrt",
                    _ => "fma",
                };
                let sym = Self::libm_name(base, vt);
                self.soft_libcall(dag, sym, &ops, ivt)?
            }
            isd::FNEG => {
                let a = self.promoted(dag, ops[0])?;
                dag.get(isd::XOR, ivt, &[a, sign])
            }
            isd::FABS => {
                let a = self.promoted(dag, ops[0])?;
                let m = dag.get_not(sign);
                dag.get(isd::AND, ivt, &[a, m])
            }
            isd::FCOPYSIGN => {
                // (a & ~sign) | (sign bit of b, moved to a's top bit).
                let a = self.promoted(dag, ops[0])?;
                let m = dag.get_not(sign);
                let mag = dag.get(isd::AND, ivt, &[a, m]);
                let b = ops[1];
                let bvt = dag.vt(b);
                let bb = bvt.size_in_bits();
                let pb = if self.legal(bvt) {
                    let bi = EVT::integer(bb);
                    dag.get(isd::BITCAST, bi, &[b])
                } else {
                    self.promoted(dag, b)?
                };
                let pbvt = dag.vt(pb);
                let bsign = dag.get_constant(1i128 << (bb - 1), pbvt);
                let sb = dag.get(isd::AND, pbvt, &[pb, bsign]);
                let sb = match bb.cmp(&bits) {
                    std::cmp::Ordering::Equal => sb,
                    std::cmp::Ordering::Less => {
                        let z = dag.get(isd::ZERO_EXTEND, ivt, &[sb]);
                        let sh = dag.get_constant((bits - bb) as i128, self.ptr_vt);
                        dag.get(isd::SHL, ivt, &[z, sh])
                    }
                    std::cmp::Ordering::Greater => {
                        let sh = dag.get_constant((bb - bits) as i128, self.ptr_vt);
                        let r = dag.get(isd::SRL, pbvt, &[sb, sh]);
                        dag.get(isd::TRUNCATE, ivt, &[r])
                    }
                };
                dag.get(isd::OR, ivt, &[mag, sb])
            }
            isd::SELECT => {
                let c = self.cond(dag, ops[0])?;
                let t = self.promoted(dag, ops[1])?;
                let f = self.promoted(dag, ops[2])?;
                dag.get(isd::SELECT, ivt, &[c, t, f])
            }
            isd::BITCAST => {
                let a = ops[0];
                let avt = dag.vt(a);
                if avt == ivt {
                    // The integer itself, legal or expanded later.
                    a
                } else {
                    let p = self.promoted(dag, a)?;
                    dag.get_any_ext_or_trunc(p, ivt)
                }
            }
            isd::LOAD => {
                let NodeData::Load { mmo, .. } = dag.data(n) else {
                    return Err(CodegenError::new("load without memory operand"));
                };
                let m = dag.mem_operands[mmo.0 as usize];
                let l = dag.get_load(ivt, ops[0], ops[1], m);
                dag.replace_all_uses_with(SDValue::new(n, 1), SDValue::new(l.node, 1));
                l
            }
            isd::FP_EXTEND | isd::FP_ROUND => {
                // libgcc's `__extendsfdf2`, `__truncdfsf2`: the operand as it travels (a legal
                // float in its register, a softened one as its bits).
                let from = float_suffix(dag.vt(ops[0])).ok_or_else(|| {
                    CodegenError::new(format!(
                        "soft-float conversion from {}",
                        dag.vt(ops[0]).name()
                    ))
                })?;
                let f = if op == isd::FP_EXTEND {
                    "__extend"
                } else {
                    "__trunc"
                };
                let sym = intern_symbol(&format!("{f}{from}{suffix}2"));
                self.soft_libcall(dag, sym, &[ops[0]], ivt)?
            }
            isd::SINT_TO_FP | isd::UINT_TO_FP => {
                let signed = op == isd::SINT_TO_FP;
                let a = ops[0];
                let avt = dag.vt(a);
                let i32t = EVT::Simple(MVT::i32);
                // The narrowest of libgcc's `si`/`di`/`ti` forms that holds the operand: a
                // narrow one extended to an `int` where that is a legal type, else to the
                // 64-bit form.
                let (arg, ity) = if avt.size_in_bits() <= 32 && self.tli.is_type_legal(i32t) {
                    (self.extended_to(dag, a, signed, i32t)?, i32t)
                } else if avt.size_in_bits() == 64 && !self.legal(avt) {
                    // An expanded i64: its halves are the call's argument registers.
                    (a, avt)
                } else {
                    let wide = EVT::Simple(MVT::i64);
                    if !self.tli.is_type_legal(wide) || avt.size_in_bits() > 64 {
                        return Err(CodegenError::new(format!(
                            "soft-float conversion from {}",
                            avt.name()
                        )));
                    }
                    (self.extended_to(dag, a, signed, wide)?, wide)
                };
                let f = if signed { "__float" } else { "__floatun" };
                let sym = intern_symbol(&format!("{f}{}{suffix}", int_suffix(ity)));
                self.soft_libcall(dag, sym, &[arg], ivt)?
            }
            _ => {
                return Err(CodegenError::new(format!(
                    "cannot soften {} ({})",
                    name(op),
                    vt.name()
                )))
            }
        })
    }

    /// A float-to-integer conversion of a softened float to an integer of `bits` (LLVM's
    /// `SoftenFloatOp_FP_TO_XINT`): libgcc's `__fix[uns]{sf,df}si` where `int` is a legal
    /// type and the result fits it, else `__fix[uns]{sf,df}di`, an i64 (expanded where it is
    /// not legal).
    fn soft_fp_to_int(
        &mut self,
        dag: &mut SelectionDAG,
        op: Opcode,
        a: SDValue,
        bits: u32,
    ) -> Result<SDValue, CodegenError> {
        let vt = dag.vt(a);
        if !matches!(self.tli.type_action(vt), TypeAction::SoftenFloat(_)) {
            return Err(CodegenError::new(format!(
                "cannot convert {} to an integer yet",
                vt.name()
            )));
        }
        let suffix = float_suffix(vt).unwrap_or("tf");
        let i32t = EVT::Simple(MVT::i32);
        let i64t = EVT::Simple(MVT::i64);
        let rvt = if bits <= 32 && self.tli.is_type_legal(i32t) {
            i32t
        } else if bits <= 64 && (self.tli.is_type_legal(i64t) || bits == 64) {
            i64t
        } else {
            return Err(CodegenError::new(format!(
                "soft-float conversion to i{bits} is not supported yet"
            )));
        };
        let f = if op == isd::FP_TO_SINT {
            "__fix"
        } else {
            "__fixuns"
        };
        let sym = intern_symbol(&format!("{f}{suffix}{}", int_suffix(rvt)));
        self.soft_libcall(dag, sym, &[a], rvt)
    }

    /// `setcc a, b, cc` on softened floats through libgcc's comparison functions, each
    /// result compared with zero (LLVM's `softenSetCCOperands`): an ordered predicate is one
    /// call (`__ltdf2(a, b) < 0`); an unordered one is the inverse of the opposite ordered
    /// call (`ult` is `__gedf2(a, b) < 0`, as the routines answer NaN operands on the false
    /// side); `ueq` and `one` are two calls joined with `__unorddf2`.
    fn soft_setcc(
        &mut self,
        dag: &mut SelectionDAG,
        a: SDValue,
        b: SDValue,
        cc: CondCode,
    ) -> Result<SDValue, CodegenError> {
        use CondCode::*;
        let vt = dag.vt(a);
        let bvt = self.bool_vt();
        let suffix = float_suffix(vt).unwrap_or("tf");
        // (routine, relation of its result to zero), and for `ueq`/`one` a second call and
        // how the two combine.
        let (first, second, join) = match cc {
            SETOEQ | SETEQ => (("__eq", SETEQ), None, isd::OR),
            SETUNE | SETNE => (("__ne", SETNE), None, isd::OR),
            SETOLT | SETLT => (("__lt", SETLT), None, isd::OR),
            SETOLE | SETLE => (("__le", SETLE), None, isd::OR),
            SETOGT | SETGT => (("__gt", SETGT), None, isd::OR),
            SETOGE | SETGE => (("__ge", SETGE), None, isd::OR),
            SETULT => (("__ge", SETLT), None, isd::OR),
            SETULE => (("__gt", SETLE), None, isd::OR),
            SETUGT => (("__le", SETGT), None, isd::OR),
            SETUGE => (("__lt", SETGE), None, isd::OR),
            SETUO => (("__unord", SETNE), None, isd::OR),
            SETO => (("__unord", SETEQ), None, isd::OR),
            SETUEQ => (("__unord", SETNE), Some(("__eq", SETEQ)), isd::OR),
            SETONE => (("__unord", SETEQ), Some(("__ne", SETNE)), isd::AND),
            SETTRUE | SETTRUE2 => return Ok(dag.get_constant(1, bvt)),
            SETFALSE | SETFALSE2 => return Ok(dag.get_constant(0, bvt)),
        };
        // The functions return a C int; in a wider register it is sign-extended (RV64's rule).
        let rvt = if self.tli.is_type_legal(EVT::Simple(MVT::i32)) {
            EVT::Simple(MVT::i32)
        } else {
            self.ptr_vt
        };
        let one = |lg: &mut Self, dag: &mut SelectionDAG, (f, rel): (&str, CondCode)| {
            let sym = intern_symbol(&format!("{f}{suffix}2"));
            let r = lg.soft_libcall(dag, sym, &[a, b], rvt)?;
            let z = dag.get_constant(0, rvt);
            Ok::<SDValue, CodegenError>(dag.get_setcc(bvt, r, z, rel))
        };
        let c1 = one(self, dag, first)?;
        match second {
            None => Ok(c1),
            Some(s) => {
                let c2 = one(self, dag, s)?;
                Ok(dag.get(join, bvt, &[c1, c2]))
            }
        }
    }

    fn expand_result(
        &mut self,
        dag: &mut SelectionDAG,
        n: NodeId,
        h: EVT,
    ) -> Result<(SDValue, SDValue), CodegenError> {
        let op = dag.opcode(n);
        let vt = dag.value_types(n)[0];
        let ops = dag.ops_copy(n);
        let hb = h.size_in_bits();
        let bvt = self.bool_vt();
        Ok(match op {
            isd::CONSTANT => {
                let v = dag
                    .const_value(SDValue::new(n, 0))
                    .expect("invariant: constants have values");
                let lo = dag.get_constant(v, h);
                // Constants are 128-bit and sign-extended: past that, the high half is the sign.
                let hi = dag.get_constant(v >> hb.min(127), h);
                (lo, hi)
            }
            isd::UNDEF => (dag.get_undef(h), dag.get_undef(h)),
            isd::AND | isd::OR | isd::XOR => {
                let (al, ah) = self.expanded(dag, ops[0])?;
                let (bl, bh) = self.expanded(dag, ops[1])?;
                (dag.get(op, h, &[al, bl]), dag.get(op, h, &[ah, bh]))
            }
            isd::ADD => {
                let (al, ah) = self.expanded(dag, ops[0])?;
                let (bl, bh) = self.expanded(dag, ops[1])?;
                let lo = dag.get(isd::ADD, h, &[al, bl]);
                let carry = dag.get_setcc(bvt, lo, al, CondCode::SETULT);
                let carry = dag.get_zext_or_trunc(carry, h);
                let hs = dag.get(isd::ADD, h, &[ah, bh]);
                (lo, dag.get(isd::ADD, h, &[hs, carry]))
            }
            isd::SUB => {
                let (al, ah) = self.expanded(dag, ops[0])?;
                let (bl, bh) = self.expanded(dag, ops[1])?;
                let lo = dag.get(isd::SUB, h, &[al, bl]);
                let borrow = dag.get_setcc(bvt, al, bl, CondCode::SETULT);
                let borrow = dag.get_zext_or_trunc(borrow, h);
                let hs = dag.get(isd::SUB, h, &[ah, bh]);
                (lo, dag.get(isd::SUB, h, &[hs, borrow]))
            }
            isd::MUL
                if self.tli.is_operation_legal_or_custom(isd::MULHU, h)
                    && self.tli.is_operation_legal_or_custom(isd::MUL, h) =>
            {
                let (al, ah) = self.expanded(dag, ops[0])?;
                let (bl, bh) = self.expanded(dag, ops[1])?;
                let lo = dag.get(isd::MUL, h, &[al, bl]);
                let mh = dag.get(isd::MULHU, h, &[al, bl]);
                let x = dag.get(isd::MUL, h, &[al, bh]);
                let y = dag.get(isd::MUL, h, &[ah, bl]);
                let s = dag.get(isd::ADD, h, &[x, y]);
                (lo, dag.get(isd::ADD, h, &[mh, s]))
            }
            isd::SHL | isd::SRL | isd::SRA if dag.opcode(ops[1].node) == isd::CONSTANT => {
                let (al, ah) = self.expanded_ext(dag, ops[0], op == isd::SRA)?;
                let c = (dag
                    .const_value(ops[1])
                    .expect("invariant: checked constant") as u128
                    % (2 * hb as u128)) as u32;
                let k = |dag: &mut SelectionDAG, v: u32| dag.get_constant(v as i128, h);
                let zero = dag.get_constant(0, h);
                if c == 0 {
                    (al, ah)
                } else if c >= hb {
                    let s = k(dag, c - hb);
                    match op {
                        isd::SHL => (zero, dag.get(isd::SHL, h, &[al, s])),
                        isd::SRL => (dag.get(isd::SRL, h, &[ah, s]), zero),
                        _ => {
                            let top = k(dag, hb - 1);
                            (
                                dag.get(isd::SRA, h, &[ah, s]),
                                dag.get(isd::SRA, h, &[ah, top]),
                            )
                        }
                    }
                } else {
                    let s = k(dag, c);
                    let r = k(dag, hb - c);
                    match op {
                        isd::SHL => {
                            let a = dag.get(isd::SHL, h, &[ah, s]);
                            let b = dag.get(isd::SRL, h, &[al, r]);
                            (dag.get(isd::SHL, h, &[al, s]), dag.get(isd::OR, h, &[a, b]))
                        }
                        _ => {
                            let a = dag.get(isd::SRL, h, &[al, s]);
                            let b = dag.get(isd::SHL, h, &[ah, r]);
                            (dag.get(isd::OR, h, &[a, b]), dag.get(op, h, &[ah, s]))
                        }
                    }
                }
            }
            isd::MUL if self.no_libcall(op, vt) && self.has_wide_mulhu() => {
                // Wider than any libcall (i256): the low product in full, schoolbook on the
                // halves of the halves, plus the cross products (LLVM's forceExpandWideMUL).
                let (al, ah) = self.expanded(dag, ops[0])?;
                let (bl, bh) = self.expanded(dag, ops[1])?;
                let (lo, mh) = wide_umul(dag, al, bl, h);
                let x = dag.get(isd::MUL, h, &[al, bh]);
                let y = dag.get(isd::MUL, h, &[ah, bl]);
                let s = dag.get(isd::ADD, h, &[x, y]);
                (lo, dag.get(isd::ADD, h, &[mh, s]))
            }
            isd::SHL | isd::SRL | isd::SRA if self.no_libcall(op, vt) => {
                let signed = op == isd::SRA;
                let (al, ah) = self.expanded_ext(dag, ops[0], signed)?;
                let amt = match self.tli.type_action(dag.vt(ops[1])) {
                    TypeAction::ExpandInteger(_) => self.expanded(dag, ops[1])?.0,
                    TypeAction::Legal => ops[1],
                    _ => self.promoted(dag, ops[1])?,
                };
                let amt = dag.get_zext_or_trunc(amt, h);
                shift_parts(dag, op, al, ah, amt, h, bvt)
            }
            isd::MUL
            | isd::SHL
            | isd::SRL
            | isd::SRA
            | isd::SDIV
            | isd::UDIV
            | isd::SREM
            | isd::UREM => {
                let sym = vt
                    .simple()
                    .and_then(|m| self.tli.libcall_name(op, m))
                    .ok_or_else(|| {
                        CodegenError::new(format!("no libcall for {} on {}", name(op), vt.name()))
                    })?;
                let signed = matches!(op, isd::SRA | isd::SDIV | isd::SREM);
                let (al, ah) = self.expanded_ext(dag, ops[0], signed)?;
                let be = self.tli.big_endian;
                let mut args = if be { vec![ah, al] } else { vec![al, ah] };
                if matches!(op, isd::SHL | isd::SRL | isd::SRA) {
                    let amt = match self.tli.type_action(dag.vt(ops[1])) {
                        TypeAction::ExpandInteger(_) => self.expanded(dag, ops[1])?.0,
                        _ => self.promoted(dag, ops[1])?,
                    };
                    args.push(dag.get_any_ext_or_trunc(amt, h));
                } else {
                    let (bl, bh) = self.expanded_ext(dag, ops[1], signed)?;
                    args.extend(if be { [bh, bl] } else { [bl, bh] });
                }
                // The result comes back in two registers: call with a split result.
                let (r0, r1) = self.libcall_pair(dag, sym, &args, h)?;
                if be {
                    (r1, r0)
                } else {
                    (r0, r1)
                }
            }
            isd::SELECT => {
                let c = self.cond(dag, ops[0])?;
                let (tl, th) = self.expanded(dag, ops[1])?;
                let (fl, fh) = self.expanded(dag, ops[2])?;
                (
                    dag.get(isd::SELECT, h, &[c, tl, fl]),
                    dag.get(isd::SELECT, h, &[c, th, fh]),
                )
            }
            isd::ZERO_EXTEND | isd::SIGN_EXTEND | isd::ANY_EXTEND
                if matches!(
                    self.tli.type_action(dag.vt(ops[0])),
                    TypeAction::ExpandInteger(_)
                ) =>
            {
                // From a type that is itself expanded (i128 → i136): the operand, extended to
                // the half type, is the low half.
                // Rebuilt from its halves, so that no new node refers to the original (whose
                // halves a later round could find deleted).
                let avt = dag.vt(ops[0]);
                if avt.size_in_bits() > hb {
                    // Wider than the half type (i72 → i128): its own halves.
                    return self.expand_ext_of_wider(dag, op, ops[0], h);
                }
                let (x, y) = self.expanded(dag, ops[0])?;
                let a = dag.get(isd::BUILD_PAIR, avt, &[x, y]);
                let lo = if avt == h { a } else { dag.get(op, h, &[a]) };
                (lo, ext_high_half(dag, op, lo, h))
            }
            isd::ABS | isd::SMIN | isd::SMAX | isd::UMIN | isd::UMAX => {
                // As compare and select at this type, then expanded like those.
                let a = ops[0];
                let r = if op == isd::ABS {
                    let z = dag.get_constant(0, vt);
                    let neg = dag.get(isd::SUB, vt, &[z, a]);
                    let c = dag.get_setcc(bvt, a, z, CondCode::SETLT);
                    dag.get(isd::SELECT, vt, &[c, neg, a])
                } else {
                    let cc = match op {
                        isd::SMIN => CondCode::SETLT,
                        isd::SMAX => CondCode::SETGT,
                        isd::UMIN => CondCode::SETULT,
                        _ => CondCode::SETUGT,
                    };
                    let c = dag.get_setcc(bvt, a, ops[1], cc);
                    dag.get(isd::SELECT, vt, &[c, a, ops[1]])
                };
                self.expanded(dag, r)?
            }
            isd::CTPOP | isd::CTLZ | isd::CTTZ => {
                let bits = vt.size_in_bits();
                let (al, ah) = self.expanded_ext(dag, ops[0], false)?;
                let zero = dag.get_constant(0, h);
                let lo = match op {
                    isd::CTPOP => {
                        let x = dag.get(isd::CTPOP, h, &[al]);
                        let y = dag.get(isd::CTPOP, h, &[ah]);
                        dag.get(isd::ADD, h, &[x, y])
                    }
                    isd::CTLZ => {
                        // hi != 0 ? ctlz(hi) - extra : (bits - hb) + ctlz(lo)
                        let extra = dag.get_constant((2 * hb - bits) as i128, h);
                        let x = dag.get(isd::CTLZ, h, &[ah]);
                        let x = dag.get(isd::SUB, h, &[x, extra]);
                        let y = dag.get(isd::CTLZ, h, &[al]);
                        let k = dag.get_constant((bits - hb) as i128, h);
                        let y = dag.get(isd::ADD, h, &[y, k]);
                        let c = dag.get_setcc(bvt, ah, zero, CondCode::SETNE);
                        dag.get(isd::SELECT, h, &[c, x, y])
                    }
                    _ => {
                        // lo != 0 ? cttz(lo) : hb + cttz(hi | 1 << (bits - hb))
                        let x = dag.get(isd::CTTZ, h, &[al]);
                        let stop = if bits < 2 * hb {
                            let b = dag.get_constant(1, h);
                            let s = dag.get_constant((bits - hb) as i128, h);
                            let b = dag.get(isd::SHL, h, &[b, s]);
                            dag.get(isd::OR, h, &[ah, b])
                        } else {
                            ah
                        };
                        let y = dag.get(isd::CTTZ, h, &[stop]);
                        let k = dag.get_constant(hb as i128, h);
                        let y = dag.get(isd::ADD, h, &[y, k]);
                        let c = dag.get_setcc(bvt, al, zero, CondCode::SETNE);
                        dag.get(isd::SELECT, h, &[c, x, y])
                    }
                };
                (lo, zero)
            }
            isd::BSWAP | isd::BITREVERSE if vt.size_in_bits() == 2 * hb => {
                let (al, ah) = self.expanded(dag, ops[0])?;
                (dag.get(op, h, &[ah]), dag.get(op, h, &[al]))
            }
            isd::EXTRACT_ELEMENT => {
                // A half of a value expanded in halves of this very type.
                let (lo, hi) = self.expanded(dag, ops[0])?;
                let half = if dag.const_value(ops[1]) == Some(0) {
                    lo
                } else {
                    hi
                };
                self.expanded(dag, half)?
            }
            isd::TRUNCATE => {
                let (al, ah) = self.expanded(dag, ops[0])?;
                let avt = dag.vt(al);
                if avt == h {
                    (al, dag.get_any_ext_or_trunc(ah, h))
                } else if vt.size_in_bits() <= avt.size_in_bits() {
                    let t = if vt == avt {
                        al
                    } else {
                        dag.get(isd::TRUNCATE, vt, &[al])
                    };
                    self.expanded(dag, t)?
                } else {
                    return Err(CodegenError::new(format!(
                        "cannot expand a truncation to {}",
                        vt.name()
                    )));
                }
            }
            isd::ZERO_EXTEND | isd::SIGN_EXTEND | isd::ANY_EXTEND => {
                let a = ops[0];
                let lo = match op {
                    isd::ZERO_EXTEND => self.zext_in(dag, a)?,
                    isd::SIGN_EXTEND => self.sext_in(dag, a)?,
                    _ => self.promoted(dag, a)?,
                };
                let lo = if op == isd::SIGN_EXTEND {
                    dag.get_sext_or_trunc(lo, h)
                } else {
                    dag.get_zext_or_trunc(lo, h)
                };
                (lo, ext_high_half(dag, op, lo, h))
            }
            isd::BUILD_PAIR => (ops[0], ops[1]),
            // A softened float to an expanded integer (f64 to i64 on ilp32): the 64-bit
            // routine's result pair. A narrower width (an i40, or the i64 that an i59 is
            // computed in) takes the routine for two whole halves, as LLVM promotes first:
            // the two agree wherever the value fits (elsewhere the conversion is poison).
            isd::FP_TO_SINT | isd::FP_TO_UINT
                if !self.legal(dag.vt(ops[0])) && matches!(2 * hb, 64 | 128) =>
            {
                let v = self.soft_fp_to_int(dag, op, ops[0], 2 * hb)?;
                self.expanded(dag, v)?
            }
            // A softened float's bits as an expanded integer: the halves of its integer.
            isd::BITCAST
                if matches!(
                    self.tli.type_action(dag.vt(ops[0])),
                    TypeAction::SoftenFloat(_)
                ) =>
            {
                let p = self.promoted(dag, ops[0])?;
                self.expanded(dag, p)?
            }
            isd::FP_TO_SINT | isd::FP_TO_UINT
                if self.legal(dag.vt(ops[0])) && matches!(2 * hb, 64 | 128) =>
            {
                // A legal float to an expanded integer (f64 to i64 on RV32): libgcc's
                // `__fix[uns]{sf,df}di`, the result in two registers (for a narrower width,
                // such as i40, the same routine, as above).
                let suffix = match dag.vt(ops[0]).size_in_bits() {
                    32 => "sf",
                    64 => "df",
                    _ => "tf",
                };
                let f = if op == isd::FP_TO_SINT {
                    "__fix"
                } else {
                    "__fixuns"
                };
                let whole = EVT::integer(2 * hb);
                let sym = intern_symbol(&format!("{f}{suffix}{}", int_suffix(whole)));
                self.libcall_pair(dag, sym, &[ops[0]], h)?
            }
            isd::BITCAST
                if self.legal(dag.vt(ops[0])) && dag.vt(ops[0]).size_in_bits() == 2 * hb =>
            {
                // A legal value (an f64 on RV32) as two integer halves: through a stack
                // temporary, as there is no move between its register and a register pair.
                self.split_through_stack(dag, ops[0], h)
            }
            isd::BITCAST
                if self.legal(dag.vt(ops[0]))
                    && dag.vt(ops[0]).size_in_bits() > hb
                    && dag.vt(ops[0]).size_in_bits() < 2 * hb
                    && !self.tli.big_endian =>
            {
                // A legal value narrower than two halves (x86's f80 as an i80): the high half
                // zero-extended from its remaining bytes (as an i80 load expands).
                self.split_through_stack(dag, ops[0], h)
            }
            isd::LOAD => {
                let NodeData::Load {
                    mmo, ext, mem_vt, ..
                } = dag.data(n)
                else {
                    return Err(CodegenError::new("load without memory operand"));
                };
                if ext != LoadExtType::NonExtLoad && mem_vt.size_in_bits() <= hb {
                    // The value fits the low half: extend into the high half.
                    let m = dag.mem_operands[mmo.0 as usize];
                    let lo = dag.get_ext_load(ext, h, ops[0], ops[1], mem_vt, m);
                    let hi = match ext {
                        LoadExtType::ZextLoad => dag.get_constant(0, h),
                        LoadExtType::SextLoad => {
                            let s = dag.get_constant(hb as i128 - 1, h);
                            dag.get(isd::SRA, h, &[lo, s])
                        }
                        _ => dag.get_undef(h),
                    };
                    dag.replace_all_uses_with(SDValue::new(n, 1), SDValue::new(lo.node, 1));
                    return Ok((lo, hi));
                }
                if ext != LoadExtType::NonExtLoad {
                    return Err(CodegenError::new(format!(
                        "extending load to {}",
                        vt.name()
                    )));
                }
                let m = dag.mem_operands[mmo.0 as usize];
                let half = (hb / 8) as u64;
                let ml = MachineMemOperand { size: half, ..m };
                let mh = MachineMemOperand {
                    size: half,
                    offset: m.offset + half as i64,
                    align: m.align.min(half),
                    ..m
                };
                let lo = dag.get_load(h, ops[0], ops[1], ml);
                let bytes = (vt.size_in_bits() / 8) as u64;
                if bytes == 2 * half {
                    let off = dag.get_constant(half as i128, self.ptr_vt);
                    let p2 = dag.get(isd::ADD, self.ptr_vt, &[ops[1], off]);
                    let hi = dag.get_load(h, ops[0], p2, mh);
                    let tf =
                        dag.get_token_factor(&[SDValue::new(lo.node, 1), SDValue::new(hi.node, 1)]);
                    dag.replace_all_uses_with(SDValue::new(n, 1), tf);
                    if self.tli.big_endian {
                        (hi, lo)
                    } else {
                        (lo, hi)
                    }
                } else if self.tli.big_endian {
                    return Err(CodegenError::new(format!(
                        "a {}-bit load on a big-endian target is not supported yet",
                        vt.size_in_bits()
                    )));
                } else {
                    // A narrower type (i80): the high half from zero-extending loads of
                    // power-of-two pieces of the remaining bytes, never past the value.
                    let mut chains = vec![SDValue::new(lo.node, 1)];
                    let mut hi: Option<SDValue> = None;
                    let mut at = half;
                    while at < bytes {
                        let piece = 1u64 << (63 - (bytes - at).leading_zeros());
                        let mp = MachineMemOperand {
                            size: piece,
                            offset: m.offset + at as i64,
                            align: m.align.min(piece),
                            ..m
                        };
                        let off = dag.get_constant(at as i128, self.ptr_vt);
                        let p = dag.get(isd::ADD, self.ptr_vt, &[ops[1], off]);
                        let mvt = EVT::integer(8 * piece as u32);
                        let l = dag.get_ext_load(LoadExtType::ZextLoad, h, ops[0], p, mvt, mp);
                        chains.push(SDValue::new(l.node, 1));
                        let sh = dag.get_constant(8 * (at - half) as i128, h);
                        let part = dag.get(isd::SHL, h, &[l, sh]);
                        hi = Some(match hi {
                            Some(x) => dag.get(isd::OR, h, &[x, part]),
                            None => part,
                        });
                        at += piece;
                    }
                    let hi = hi.expect("invariant: a narrower expanded type has high bytes");
                    let tf = dag.get_token_factor(&chains);
                    dag.replace_all_uses_with(SDValue::new(n, 1), tf);
                    (lo, hi)
                }
            }
            _ => {
                return Err(CodegenError::new(format!(
                    "cannot expand the result of {} ({})",
                    name(op),
                    vt.name()
                )))
            }
        })
    }

    /// A stack temporary of `bytes` at that alignment: its frame index node and memory
    /// operand (of `bytes`, neither load nor store yet).
    fn stack_temporary(
        &mut self,
        dag: &mut SelectionDAG,
        bytes: u64,
    ) -> (SDValue, MachineMemOperand) {
        let fi = self.mf.frame_info.create_stack_object(bytes, bytes);
        let p = dag.get_frame_index(fi, self.ptr_vt, false);
        let m = MachineMemOperand {
            ptr: PointerInfo::FrameIndex(fi),
            offset: 0,
            size: bytes,
            align: bytes,
            flags: 0,
        };
        (p, m)
    }

    /// The bits of the legal value `v` (more than `h` and at most twice `h` wide) as its low
    /// and high halves of type `h`: stored to a stack temporary, each half loaded back
    /// (little-endian); a high part narrower than `h` is zero-extended from its bytes.
    fn split_through_stack(
        &mut self,
        dag: &mut SelectionDAG,
        v: SDValue,
        h: EVT,
    ) -> (SDValue, SDValue) {
        let half = (h.size_in_bits() / 8) as u64;
        let rest = (dag.vt(v).size_in_bits() / 8) as u64 - half;
        let (p, m) = self.stack_temporary(dag, 2 * half);
        let entry = dag.entry_token();
        let st = dag.get_store(
            entry,
            v,
            p,
            MachineMemOperand {
                flags: MachineMemOperand::STORE,
                ..m
            },
        );
        let ml = MachineMemOperand {
            size: half,
            align: half,
            flags: MachineMemOperand::LOAD,
            ..m
        };
        let lo = dag.get_load(h, st, p, ml);
        let off = dag.get_constant(half as i128, self.ptr_vt);
        let p2 = dag.get(isd::ADD, self.ptr_vt, &[p, off]);
        let mh = MachineMemOperand {
            offset: half as i64,
            size: rest,
            align: rest.min(half),
            ..ml
        };
        let hi = if rest == half {
            dag.get_load(h, st, p2, mh)
        } else {
            let rvt = EVT::integer(8 * rest as u32);
            dag.get_ext_load(LoadExtType::ZextLoad, h, st, p2, rvt, mh)
        };
        (lo, hi)
    }

    /// The value of legal type `vt` whose bits are the halves `lo` and `hi`: both stored to
    /// a stack temporary (little-endian) and loaded back as one.
    fn join_through_stack(
        &mut self,
        dag: &mut SelectionDAG,
        lo: SDValue,
        hi: SDValue,
        vt: EVT,
    ) -> SDValue {
        let bytes = (vt.size_in_bits() / 8) as u64;
        let half = bytes / 2;
        let (p, m) = self.stack_temporary(dag, bytes);
        let entry = dag.entry_token();
        let ms = MachineMemOperand {
            size: half,
            align: half,
            flags: MachineMemOperand::STORE,
            ..m
        };
        let s1 = dag.get_store(entry, lo, p, ms);
        let off = dag.get_constant(half as i128, self.ptr_vt);
        let p2 = dag.get(isd::ADD, self.ptr_vt, &[p, off]);
        let s2 = dag.get_store(
            entry,
            hi,
            p2,
            MachineMemOperand {
                offset: half as i64,
                ..ms
            },
        );
        let tf = dag.get_token_factor(&[s1, s2]);
        dag.get_load(
            vt,
            tf,
            p,
            MachineMemOperand {
                flags: MachineMemOperand::LOAD,
                ..m
            },
        )
    }

    /// Whether the widest legal integer has MULHU, so that a multiply past 128 bits expands
    /// into instructions only (its pieces would otherwise be libcalls whose results may go
    /// unused, which the mock target cannot schedule before its terminator).
    fn has_wide_mulhu(&self) -> bool {
        self.tli.largest_legal_int().is_some_and(|m| {
            self.tli
                .is_operation_legal_or_custom(isd::MULHU, EVT::Simple(m))
        })
    }

    /// Whether `op` on `vt` has no runtime function (integers wider than 128 bits).
    fn no_libcall(&self, op: Opcode, vt: EVT) -> bool {
        vt.simple()
            .and_then(|m| self.tli.libcall_name(op, m))
            .is_none()
    }

    fn libcall_pair(
        &mut self,
        dag: &mut SelectionDAG,
        sym: &'static str,
        args: &[SDValue],
        h: EVT,
    ) -> Result<(SDValue, SDValue), CodegenError> {
        let mut outs = Vec::new();
        for (k, &a) in args.iter().enumerate() {
            let vt = dag.vt(a);
            let m = vt
                .simple()
                .ok_or_else(|| CodegenError::new("libcall argument of extended type"))?;
            outs.push(OutputArg {
                vt: m,
                arg_vt: vt,
                value: a,
                orig_arg: k as u32,
                part: 0,
                num_parts: 1,
                flags: ArgFlags::default(),
            });
        }
        let m = h
            .simple()
            .ok_or_else(|| CodegenError::new("libcall result of extended type"))?;
        let wide = EVT::integer(h.size_in_bits() * 2);
        let ins = vec![
            InputArg {
                vt: m,
                arg_vt: wide,
                orig_arg: 0,
                part: 0,
                num_parts: 2,
                flags: ArgFlags(ArgFlags::SPLIT),
            },
            InputArg {
                vt: m,
                arg_vt: wide,
                orig_arg: 0,
                part: 1,
                num_parts: 2,
                flags: ArgFlags(ArgFlags::SPLIT_END),
            },
        ];
        let callee = dag.get_external_symbol(sym, self.ptr_vt, false, 0);
        let cli = CallLoweringInfo {
            chain: dag.entry_token(),
            callee,
            outs,
            ins,
            is_vararg: false,
            num_fixed_args: args.len() as u32,
            is_tail_call: false,
        };
        self.mf.frame_info.has_calls = true;
        let mut cx = LoweringContext {
            mf: self.mf,
            is_vararg: false,
        };
        let (chain, vals) = self.target.lower_call(dag, &mut cx, &cli)?;
        let root = dag.root();
        let tf = dag.get_token_factor(&[root, chain]);
        dag.set_root(tf);
        Ok((vals[0], vals[1]))
    }

    fn legalize_operands(&mut self, dag: &mut SelectionDAG, n: NodeId) -> Result<(), CodegenError> {
        let op = dag.opcode(n);
        let ops = dag.ops_copy(n);
        let vt = dag.value_types(n)[0];
        let new: SDValue = match op {
            isd::STORE => {
                let NodeData::Store {
                    mmo,
                    truncating,
                    mem_vt,
                    ..
                } = dag.data(n)
                else {
                    return Err(CodegenError::new("store without memory operand"));
                };
                let m = dag.mem_operands[mmo.0 as usize];
                let val = ops[1];
                let valvt = dag.vt(val);
                match self.tli.type_action(valvt) {
                    TypeAction::PromoteInteger(_) => {
                        let mut p = self.promoted(dag, val)?;
                        let mvt = if truncating { mem_vt } else { valvt };
                        // A type narrower than its store size (i1) is stored zero-extended
                        // to whole bytes, as LLVM does: a `true` is 1 in memory, not 0xff.
                        let mbits = mvt.size_in_bits();
                        if mbits % 8 != 0 && mbits < 64 {
                            let pvt = dag.vt(p);
                            let mask = dag.get_constant((1i128 << mbits) - 1, pvt);
                            p = dag.get(isd::AND, pvt, &[p, mask]);
                        }
                        dag.get_trunc_store(ops[0], p, ops[2], mvt, m)
                    }
                    TypeAction::SoftenFloat(i) => {
                        // The bits as an integer store (of an expanded type: stored in
                        // halves when the next round expands it).
                        let p = self.promoted(dag, val)?;
                        dag.get_trunc_store(ops[0], p, ops[2], i, m)
                    }
                    TypeAction::ExpandInteger(h)
                        if truncating && mem_vt.size_in_bits() <= h.size_in_bits() =>
                    {
                        // Only low-half bits reach memory.
                        let (lo, _) = self.expanded(dag, val)?;
                        if mem_vt == h {
                            dag.get_store(ops[0], lo, ops[2], m)
                        } else {
                            dag.get_trunc_store(ops[0], lo, ops[2], mem_vt, m)
                        }
                    }
                    TypeAction::ExpandInteger(h) if !truncating => {
                        let (mut lo, mut hi) = self.expanded(dag, val)?;
                        let half = (h.size_in_bits() / 8) as u64;
                        if self.tli.big_endian && valvt.size_in_bits() as u64 == 16 * half {
                            // The high half at the lower address.
                            std::mem::swap(&mut lo, &mut hi);
                        }
                        let ml = MachineMemOperand { size: half, ..m };
                        let mh = MachineMemOperand {
                            size: half,
                            offset: m.offset + half as i64,
                            align: m.align.min(half),
                            ..m
                        };
                        let s1 = dag.get_store(ops[0], lo, ops[2], ml);
                        let bytes = (valvt.size_in_bits() / 8) as u64;
                        if bytes == 2 * half {
                            let off = dag.get_constant(half as i128, self.ptr_vt);
                            let p2 = dag.get(isd::ADD, self.ptr_vt, &[ops[2], off]);
                            let s2 = dag.get_store(ops[0], hi, p2, mh);
                            dag.get_token_factor(&[s1, s2])
                        } else if self.tli.big_endian {
                            return Err(CodegenError::new(format!(
                                "a {}-bit store on a big-endian target is not supported yet",
                                valvt.size_in_bits()
                            )));
                        } else {
                            // A narrower type (i80): truncating stores of power-of-two pieces
                            // of the high half, never past the value.
                            let mut chains = vec![s1];
                            let mut at = half;
                            while at < bytes {
                                let piece = 1u64 << (63 - (bytes - at).leading_zeros());
                                let mp = MachineMemOperand {
                                    size: piece,
                                    offset: m.offset + at as i64,
                                    align: m.align.min(piece),
                                    ..m
                                };
                                let off = dag.get_constant(at as i128, self.ptr_vt);
                                let p = dag.get(isd::ADD, self.ptr_vt, &[ops[2], off]);
                                let sh = dag.get_constant(8 * (at - half) as i128, h);
                                let part = dag.get(isd::SRL, h, &[hi, sh]);
                                let mvt = EVT::integer(8 * piece as u32);
                                chains.push(dag.get_trunc_store(ops[0], part, p, mvt, mp));
                                at += piece;
                            }
                            dag.get_token_factor(&chains)
                        }
                    }
                    _ => {
                        return Err(CodegenError::new(format!(
                            "cannot store a value of type {}",
                            valvt.name()
                        )))
                    }
                }
            }
            isd::BRCOND => {
                let c = self.cond(dag, ops[1])?;
                dag.get(isd::BRCOND, EVT::OTHER, &[ops[0], c, ops[2]])
            }
            isd::SELECT => {
                let c = self.cond(dag, ops[0])?;
                dag.get(isd::SELECT, vt, &[c, ops[1], ops[2]])
            }
            isd::SETCC => {
                let NodeData::CondCode(cc) = dag.data(ops[2].node) else {
                    return Err(CodegenError::new("setcc without a condition code"));
                };
                let v = self.setcc_value(dag, ops[0], ops[1], cc)?;
                dag.get_any_ext_or_trunc(v, vt)
            }
            isd::ZERO_EXTEND | isd::SIGN_EXTEND | isd::ANY_EXTEND => {
                let a = ops[0];
                let p = match op {
                    isd::ZERO_EXTEND => self.zext_in(dag, a)?,
                    isd::SIGN_EXTEND => self.sext_in(dag, a)?,
                    _ => self.promoted(dag, a)?,
                };
                if op == isd::SIGN_EXTEND {
                    dag.get_sext_or_trunc(p, vt)
                } else {
                    dag.get_zext_or_trunc(p, vt)
                }
            }
            // A narrow integer's bits as a legal float (i32 -> f32): from the promoted
            // register through the size-changing bitcast the target selects.
            isd::BITCAST
                if vt.is_floating_point()
                    && matches!(
                        self.tli.type_action(dag.vt(ops[0])),
                        TypeAction::PromoteInteger(_)
                    ) =>
            {
                let p = self.promoted(dag, ops[0])?;
                dag.get(isd::BITCAST, vt, &[p])
            }
            // A narrow integer to a legal float: extend it to the register type first.
            isd::SINT_TO_FP | isd::UINT_TO_FP
                if matches!(
                    self.tli.type_action(dag.vt(ops[0])),
                    TypeAction::PromoteInteger(_)
                ) =>
            {
                let p = if op == isd::SINT_TO_FP {
                    self.sext_in(dag, ops[0])?
                } else {
                    self.zext_in(dag, ops[0])?
                };
                dag.get(op, vt, &[p])
            }
            // A legal value twice the half width (an f64 on RV32) from an expanded integer:
            // its halves stored to a stack temporary and reloaded as one.
            isd::BITCAST
                if self.legal(vt)
                    && matches!(
                        self.tli.type_action(dag.vt(ops[0])),
                        TypeAction::ExpandInteger(h) if 2 * h.size_in_bits() == vt.size_in_bits()
                    ) =>
            {
                let (lo, hi) = self.expanded(dag, ops[0])?;
                self.join_through_stack(dag, lo, hi, vt)
            }
            // An expanded integer to a legal float (i64 to f64 on RV32): libgcc's
            // `__float[un]di{sf,df}`, the integer's halves as its argument registers.
            isd::SINT_TO_FP | isd::UINT_TO_FP
                if self.legal(vt)
                    && matches!(
                        self.tli.type_action(dag.vt(ops[0])),
                        TypeAction::ExpandInteger(h) if 2 * h.size_in_bits() == dag.vt(ops[0]).size_in_bits()
                    ) =>
            {
                let (lo, hi) = self.expanded(dag, ops[0])?;
                let suffix = match vt.size_in_bits() {
                    32 => "sf",
                    64 => "df",
                    _ => "tf",
                };
                let f = if op == isd::SINT_TO_FP {
                    "__float"
                } else {
                    "__floatun"
                };
                let sym = intern_symbol(&format!("{f}{}{suffix}", int_suffix(dag.vt(ops[0]))));
                make_libcall(dag, self.target, self.mf, sym, &[lo, hi], vt)?
            }
            isd::TRUNCATE | isd::BITCAST => {
                let a = ops[0];
                let src = match self.tli.type_action(dag.vt(a)) {
                    TypeAction::ExpandInteger(_) => self.expanded(dag, a)?.0,
                    _ => self.promoted(dag, a)?,
                };
                dag.get_any_ext_or_trunc(src, vt)
            }
            isd::FP_TO_SINT | isd::FP_TO_UINT => {
                let v = self.soft_fp_to_int(dag, op, ops[0], vt.size_in_bits())?;
                dag.get_any_ext_or_trunc(v, vt)
            }
            // A softened float rounded to a legal one (f64 to f32 under ilp32f): libgcc's
            // `__truncdfsf2`, its result in the legal type's register.
            isd::FP_ROUND
                if vt.is_floating_point()
                    && matches!(
                        self.tli.type_action(dag.vt(ops[0])),
                        TypeAction::SoftenFloat(_)
                    ) =>
            {
                let (from, to) = (float_suffix(dag.vt(ops[0])), float_suffix(vt));
                let (Some(from), Some(to)) = (from, to) else {
                    return Err(CodegenError::new(format!(
                        "soft-float rounding of {} to {}",
                        dag.vt(ops[0]).name(),
                        vt.name()
                    )));
                };
                let sym = intern_symbol(&format!("__trunc{from}{to}2"));
                self.soft_libcall(dag, sym, &[ops[0]], vt)?
            }
            isd::EXTRACT_ELEMENT => {
                let (lo, hi) = self.expanded(dag, ops[0])?;
                match dag.const_value(ops[1]) {
                    Some(0) => lo,
                    _ => hi,
                }
            }
            _ => {
                return Err(CodegenError::new(format!(
                    "cannot legalize the operands of {} ({})",
                    name(op),
                    dag.ops(n)
                        .iter()
                        .map(|&o| dag.vt(o).name())
                        .collect::<Vec<_>>()
                        .join(", ")
                )))
            }
        };
        if new.node != n {
            dag.replace_all_uses_with(SDValue::new(n, 0), new);
        }
        Ok(())
    }
}

// ----- operation legalization -----

/// Operation legalization. See the module documentation.
pub fn legalize_ops(
    dag: &mut SelectionDAG,
    target: &dyn TargetLowering,
    mf: &mut MachineFunction,
) -> Result<(), CodegenError> {
    let tli = target.info();
    // New nodes made by an expansion may need legalizing too: repeat until nothing changes.
    for _round in 0..8 {
        let mut changed = false;
        let order = dag.take_topological_order();
        for &n in &order {
            if dag.is_deleted(n) {
                continue;
            }
            dag.use_order_of(n);
            if legalize_op(dag, target, tli, mf, n)? {
                changed = true;
            }
        }
        dag.restore_topological_order(order);
        if !changed {
            dag.remove_dead_nodes();
            return Ok(());
        }
    }
    Err(CodegenError::new("operation legalization did not converge"))
}

fn action_type(dag: &SelectionDAG, n: NodeId) -> EVT {
    let op = dag.opcode(n);
    match op {
        isd::STORE => dag.vt(dag.op(n, 1)),
        isd::SETCC | isd::SELECT_CC => dag.vt(dag.op(n, 0)),
        isd::BR_CC => dag.vt(dag.op(n, 2)),
        isd::BRCOND => dag.vt(dag.op(n, 1)),
        isd::BR_JT => dag.vt(dag.op(n, 2)),
        _ => dag.value_types(n)[0],
    }
}

fn legalize_op(
    dag: &mut SelectionDAG,
    target: &dyn TargetLowering,
    tli: &TargetLoweringInfo,
    mf: &mut MachineFunction,
    n: NodeId,
) -> Result<bool, CodegenError> {
    let op = dag.opcode(n);
    if !op.is_isd() || is_operand_only(op) {
        return Ok(false);
    }
    let vt = action_type(dag, n);
    if (op == isd::LOAD || op == isd::STORE)
        && (split_odd_width(dag, n, tli.big_endian) || widen_i1_access(dag, n))
    {
        return Ok(true);
    }
    // Loads and stores: extension and truncation actions.
    if op == isd::LOAD {
        if let NodeData::Load {
            ext, mem_vt, mmo, ..
        } = dag.data(n)
        {
            if let (Some(v), Some(m)) = (vt.simple(), mem_vt.simple()) {
                if ext != LoadExtType::NonExtLoad
                    && tli.load_ext_action(ext, v, m) == LegalizeAction::Expand
                {
                    let ops = dag.ops(n).to_vec();
                    let mo = dag.mem_operands[mmo.0 as usize];
                    if tli.load_ext_action(LoadExtType::ExtLoad, v, m) == LegalizeAction::Expand {
                        return Err(CodegenError::new(format!(
                            "no extending load of {} into {}",
                            m.name(),
                            v.name()
                        )));
                    }
                    let l = dag.get_ext_load(LoadExtType::ExtLoad, vt, ops[0], ops[1], mem_vt, mo);
                    let val = if ext == LoadExtType::SextLoad {
                        let t = dag.get_value_type(mem_vt);
                        dag.get(isd::SIGN_EXTEND_INREG, vt, &[l, t])
                    } else {
                        let mask =
                            dag.get_constant(((1u128 << mem_vt.size_in_bits()) - 1) as i128, vt);
                        dag.get(isd::AND, vt, &[l, mask])
                    };
                    dag.replace_all_uses_with(SDValue::new(n, 1), SDValue::new(l.node, 1));
                    dag.replace_all_uses_with(SDValue::new(n, 0), val);
                    return Ok(true);
                }
            }
        }
        return Ok(false);
    }
    if op == isd::STORE {
        if let NodeData::Store {
            truncating: true,
            mem_vt,
            ..
        } = dag.data(n)
        {
            if let (Some(v), Some(m)) = (vt.simple(), mem_vt.simple()) {
                if tli.trunc_store_action(v, m) != LegalizeAction::Legal {
                    return Err(CodegenError::new(format!(
                        "no truncating store of {} into {}",
                        v.name(),
                        m.name()
                    )));
                }
            }
        }
        return Ok(false);
    }
    if op == isd::SETCC {
        let NodeData::CondCode(cc) = dag.data(dag.op(n, 2).node) else {
            return Ok(false);
        };
        let Some(m) = vt.simple() else {
            return Ok(false);
        };
        if tli.cond_code_action(cc, m) == LegalizeAction::Expand {
            let rvt = dag.value_types(n)[0];
            let (a, b) = (dag.op(n, 0), dag.op(n, 1));
            let legal = |c: CondCode| tli.cond_code_action(c, m) != LegalizeAction::Expand;
            let one = |dag: &mut SelectionDAG| dag.get_constant(1, rvt);
            let v = if legal(cc.swapped()) {
                dag.get_setcc(rvt, b, a, cc.swapped())
            } else if legal(cc.inverse_integer()) {
                let s = dag.get_setcc(rvt, a, b, cc.inverse_integer());
                let o = one(dag);
                dag.get(isd::XOR, rvt, &[s, o])
            } else if legal(cc.inverse_integer().swapped()) {
                let s = dag.get_setcc(rvt, b, a, cc.inverse_integer().swapped());
                let o = one(dag);
                dag.get(isd::XOR, rvt, &[s, o])
            } else if matches!(cc, CondCode::SETEQ | CondCode::SETNE) && legal(CondCode::SETULT) {
                let x = dag.get(isd::XOR, vt, &[a, b]);
                if cc == CondCode::SETEQ {
                    let o = dag.get_constant(1, vt);
                    dag.get_setcc(rvt, x, o, CondCode::SETULT)
                } else {
                    let z = dag.get_constant(0, vt);
                    dag.get_setcc(rvt, z, x, CondCode::SETULT)
                }
            } else {
                return Err(CodegenError::new(format!(
                    "no way to compute setcc {} on {}",
                    cc.name(),
                    m.name()
                )));
            };
            dag.replace_all_uses_with(SDValue::new(n, 0), v);
            return Ok(true);
        }
    }
    let action = tli.operation_action(op, vt);
    if action == LegalizeAction::Legal {
        return Ok(false);
    }
    let ops = dag.ops_copy(n);
    let rvt = dag.value_types(n)[0];
    let new = match action {
        LegalizeAction::Legal => return Ok(false),
        LegalizeAction::Custom => match target.lower_operation_in(dag, mf, n) {
            Some(v) => v,
            None => return Ok(false),
        },
        LegalizeAction::LibCall => {
            let sym = vt
                .simple()
                .and_then(|m| tli.libcall_name(op, m))
                .ok_or_else(|| {
                    CodegenError::new(format!("no libcall for {} on {}", name(op), vt.name()))
                })?;
            make_libcall(dag, target, mf, sym, &ops, rvt)?
        }
        LegalizeAction::Promote => {
            let m = vt
                .simple()
                .and_then(|m| tli.promoted_type(op, m))
                .ok_or_else(|| {
                    CodegenError::new(format!(
                        "no type to promote {} on {} to",
                        name(op),
                        vt.name()
                    ))
                })?;
            let nvt = EVT::Simple(m);
            let signed = matches!(op, isd::SDIV | isd::SREM | isd::SRA | isd::SMIN | isd::SMAX);
            let ext = if signed {
                isd::SIGN_EXTEND
            } else if matches!(
                op,
                isd::UDIV | isd::UREM | isd::SRL | isd::UMIN | isd::UMAX | isd::CTLZ | isd::CTPOP
            ) {
                isd::ZERO_EXTEND
            } else {
                isd::ANY_EXTEND
            };
            let pops: Vec<SDValue> = ops
                .iter()
                .map(|&o| {
                    if dag.vt(o) == vt {
                        dag.get(ext, nvt, &[o])
                    } else {
                        o
                    }
                })
                .collect();
            let r = dag.get(op, nvt, &pops);
            dag.get(isd::TRUNCATE, rvt, &[r])
        }
        LegalizeAction::Expand => match expand_op(dag, target, tli, mf, n, &ops, rvt)? {
            Some(v) => v,
            None => return Ok(false),
        },
    };
    if new != SDValue::new(n, 0) {
        dag.replace_all_uses_with(SDValue::new(n, 0), new);
        return Ok(true);
    }
    Ok(false)
}

fn expand_op(
    dag: &mut SelectionDAG,
    target: &dyn TargetLowering,
    tli: &TargetLoweringInfo,
    mf: &mut MachineFunction,
    n: NodeId,
    ops: &[SDValue],
    vt: EVT,
) -> Result<Option<SDValue>, CodegenError> {
    let op = dag.opcode(n);
    let bits = vt.size_in_bits();
    let k = |dag: &mut SelectionDAG, v: i128| dag.get_constant(v, vt);
    let bool_vt = EVT::Simple(tli.pointer_vt);
    Ok(Some(match op {
        isd::SREM | isd::UREM => {
            let div = if op == isd::SREM {
                isd::SDIV
            } else {
                isd::UDIV
            };
            if tli.is_operation_legal_or_custom(div, vt) {
                let q = dag.get(div, vt, &[ops[0], ops[1]]);
                let p = dag.get(isd::MUL, vt, &[q, ops[1]]);
                dag.get(isd::SUB, vt, &[ops[0], p])
            } else {
                let sym = vt
                    .simple()
                    .and_then(|m| tli.libcall_name(op, m))
                    .ok_or_else(|| CodegenError::new(format!("no libcall for {}", name(op))))?;
                make_libcall(dag, target, mf, sym, ops, vt)?
            }
        }
        isd::SDIV | isd::UDIV | isd::MUL => {
            let sym = vt
                .simple()
                .and_then(|m| tli.libcall_name(op, m))
                .ok_or_else(|| CodegenError::new(format!("no libcall for {}", name(op))))?;
            make_libcall(dag, target, mf, sym, ops, vt)?
        }
        isd::ROTL | isd::ROTR => {
            let m = k(dag, bits as i128 - 1);
            let a = dag.get(isd::AND, vt, &[ops[1], m]);
            let z = k(dag, 0);
            let neg = dag.get(isd::SUB, vt, &[z, ops[1]]);
            let b = dag.get(isd::AND, vt, &[neg, m]);
            let (l, r) = if op == isd::ROTL { (a, b) } else { (b, a) };
            let x = dag.get(isd::SHL, vt, &[ops[0], l]);
            let y = dag.get(isd::SRL, vt, &[ops[0], r]);
            dag.get(isd::OR, vt, &[x, y])
        }
        isd::SELECT if tli.boolean_contents == BooleanContent::ZeroOrOne && vt.is_integer() => {
            // (t & -c) | (f & ~-c) for c in {0, 1}.
            let cvt = dag.vt(ops[0]);
            let c = dag.get_zext_or_trunc(ops[0], vt);
            let _ = cvt;
            let z = k(dag, 0);
            let mask = dag.get(isd::SUB, vt, &[z, c]);
            let a = dag.get(isd::AND, vt, &[ops[1], mask]);
            let nm = dag.get_not(mask);
            let b = dag.get(isd::AND, vt, &[ops[2], nm]);
            dag.get(isd::OR, vt, &[a, b])
        }
        isd::SELECT if vt.is_floating_point() => {
            // No integer register holds the value (an f64 on RV32): both stored to stack
            // temporaries, the address selected, the chosen one loaded.
            let ptr = EVT::Simple(tli.pointer_vt);
            let bytes = (bits / 8) as u64;
            let mut slot = |dag: &mut SelectionDAG, v: SDValue| {
                let fi = mf.frame_info.create_stack_object(bytes, bytes);
                let p = dag.get_frame_index(fi, ptr, false);
                let m = MachineMemOperand {
                    ptr: PointerInfo::FrameIndex(fi),
                    offset: 0,
                    size: bytes,
                    align: bytes,
                    flags: MachineMemOperand::STORE,
                };
                let entry = dag.entry_token();
                (p, dag.get_store(entry, v, p, m))
            };
            let (pt, st) = slot(dag, ops[1]);
            let (pf, sf) = slot(dag, ops[2]);
            let chain = dag.get_token_factor(&[st, sf]);
            let p = dag.get(isd::SELECT, ptr, &[ops[0], pt, pf]);
            let m = MachineMemOperand {
                ptr: PointerInfo::Stack,
                offset: 0,
                size: bytes,
                align: bytes,
                flags: MachineMemOperand::LOAD,
            };
            dag.get_load(vt, chain, p, m)
        }
        isd::SELECT_CC => {
            let NodeData::CondCode(cc) = dag.data(ops[4].node) else {
                return Ok(None);
            };
            let c = dag.get_setcc(bool_vt, ops[0], ops[1], cc);
            dag.get(isd::SELECT, vt, &[c, ops[2], ops[3]])
        }
        isd::BR_CC => {
            let NodeData::CondCode(cc) = dag.data(ops[1].node) else {
                return Ok(None);
            };
            let c = dag.get_setcc(bool_vt, ops[2], ops[3], cc);
            dag.get(isd::BRCOND, EVT::OTHER, &[ops[0], c, ops[4]])
        }
        isd::SIGN_EXTEND_INREG => {
            let NodeData::ValueType(from) = dag.data(ops[1].node) else {
                return Ok(None);
            };
            let s = k(dag, (bits - from.size_in_bits()) as i128);
            let l = dag.get(isd::SHL, vt, &[ops[0], s]);
            dag.get(isd::SRA, vt, &[l, s])
        }
        isd::SMIN | isd::SMAX | isd::UMIN | isd::UMAX => {
            let cc = match op {
                isd::SMIN => CondCode::SETLT,
                isd::SMAX => CondCode::SETGT,
                isd::UMIN => CondCode::SETULT,
                _ => CondCode::SETUGT,
            };
            let c = dag.get_setcc(bool_vt, ops[0], ops[1], cc);
            dag.get(isd::SELECT, vt, &[c, ops[0], ops[1]])
        }
        isd::ABS => {
            let s = k(dag, bits as i128 - 1);
            let sign = dag.get(isd::SRA, vt, &[ops[0], s]);
            let x = dag.get(isd::XOR, vt, &[ops[0], sign]);
            dag.get(isd::SUB, vt, &[x, sign])
        }
        isd::CTPOP => expand_ctpop(dag, ops[0], vt),
        isd::CTLZ => {
            let mut x = ops[0];
            let mut s = 1;
            while s < bits {
                let c = k(dag, s as i128);
                let y = dag.get(isd::SRL, vt, &[x, c]);
                x = dag.get(isd::OR, vt, &[x, y]);
                s *= 2;
            }
            let nx = dag.get_not(x);
            expand_ctpop(dag, nx, vt)
        }
        isd::CTTZ => {
            let one = k(dag, 1);
            let m = dag.get(isd::SUB, vt, &[ops[0], one]);
            let nx = dag.get_not(ops[0]);
            let a = dag.get(isd::AND, vt, &[nx, m]);
            expand_ctpop(dag, a, vt)
        }
        isd::BSWAP => {
            let nbytes = bits / 8;
            let mut acc: Option<SDValue> = None;
            for i in 0..nbytes {
                let j = nbytes - 1 - i;
                let sh = k(dag, 8 * i as i128);
                let byte = dag.get(isd::SRL, vt, &[ops[0], sh]);
                let ff = k(dag, 0xff);
                let byte = dag.get(isd::AND, vt, &[byte, ff]);
                let sh2 = k(dag, 8 * j as i128);
                let moved = dag.get(isd::SHL, vt, &[byte, sh2]);
                acc = Some(match acc {
                    None => moved,
                    Some(a) => dag.get(isd::OR, vt, &[a, moved]),
                });
            }
            acc.unwrap_or(ops[0])
        }
        isd::BITREVERSE => expand_bitreverse(dag, ops[0], vt),
        isd::BR_JT => {
            let ptr = EVT::Simple(tli.pointer_vt);
            let esz = (tli.pointer_vt.size_in_bits() / 8) as i128;
            let sh = dag.get_constant(esz.trailing_zeros() as i128, ptr);
            let off = dag.get(isd::SHL, ptr, &[ops[2], sh]);
            let addr = dag.get(isd::ADD, ptr, &[ops[1], off]);
            let mmo = MachineMemOperand {
                ptr: crate::selection_dag::PointerInfo::Unknown,
                offset: 0,
                size: esz as u64,
                align: esz as u64,
                flags: MachineMemOperand::LOAD | MachineMemOperand::INVARIANT,
            };
            let l = dag.get_load(ptr, ops[0], addr, mmo);
            dag.get(isd::BRIND, EVT::OTHER, &[SDValue::new(l.node, 1), l])
        }
        _ => {
            return Err(CodegenError::new(format!(
                "cannot expand {} on {}",
                name(op),
                vt.name()
            )));
        }
    }))
}

/// The full product of `a` and `b` (both of type `h`) as `(low, high)` halves, from the four
/// products of their own halves, each exact in `h`.
fn wide_umul(dag: &mut SelectionDAG, a: SDValue, b: SDValue, h: EVT) -> (SDValue, SDValue) {
    let qb = h.size_in_bits() / 2;
    let qvt = EVT::integer(qb);
    // The low quarter, zero-extended (a mask constant would not fit 128 bits past i256).
    let low = |dag: &mut SelectionDAG, x: SDValue| {
        let t = dag.get(isd::TRUNCATE, qvt, &[x]);
        dag.get(isd::ZERO_EXTEND, h, &[t])
    };
    let q = dag.get_constant(qb as i128, h);
    let a0 = low(dag, a);
    let a1 = dag.get(isd::SRL, h, &[a, q]);
    let b0 = low(dag, b);
    let b1 = dag.get(isd::SRL, h, &[b, q]);
    let p00 = dag.get(isd::MUL, h, &[a0, b0]);
    let p01 = dag.get(isd::MUL, h, &[a0, b1]);
    let p10 = dag.get(isd::MUL, h, &[a1, b0]);
    let p11 = dag.get(isd::MUL, h, &[a1, b1]);
    // mid = p00 >> q + low(p01) + low(p10) < 3 * 2^q: no overflow.
    let t = dag.get(isd::SRL, h, &[p00, q]);
    let l01 = low(dag, p01);
    let l10 = low(dag, p10);
    let mid = dag.get(isd::ADD, h, &[t, l01]);
    let mid = dag.get(isd::ADD, h, &[mid, l10]);
    let lo0 = low(dag, p00);
    let ms = dag.get(isd::SHL, h, &[mid, q]);
    let lo = dag.get(isd::OR, h, &[lo0, ms]);
    let h01 = dag.get(isd::SRL, h, &[p01, q]);
    let h10 = dag.get(isd::SRL, h, &[p10, q]);
    let hm = dag.get(isd::SRL, h, &[mid, q]);
    let hi = dag.get(isd::ADD, h, &[p11, h01]);
    let hi = dag.get(isd::ADD, h, &[hi, h10]);
    let hi = dag.get(isd::ADD, h, &[hi, hm]);
    (lo, hi)
}

/// A shift of the value `(al, ah)` by a variable amount below twice the half width `hb`:
/// both the in-half and the across-halves results, selected on `amt >= hb` (LLVM's
/// ExpandShiftWithUnknownAmountBit). No shift is by `hb` or more.
fn shift_parts(
    dag: &mut SelectionDAG,
    op: Opcode,
    al: SDValue,
    ah: SDValue,
    amt: SDValue,
    h: EVT,
    bvt: EVT,
) -> (SDValue, SDValue) {
    let hb = h.size_in_bits() as i128;
    let k = |dag: &mut SelectionDAG, v: i128| dag.get_constant(v, h);
    let m = k(dag, hb - 1);
    let s = dag.get(isd::AND, h, &[amt, m]);
    let inv = dag.get(isd::XOR, h, &[s, m]);
    let one = k(dag, 1);
    let hbc = k(dag, hb);
    let big = dag.get_setcc(bvt, amt, hbc, CondCode::SETUGE);
    let zero = k(dag, 0);
    let (small_lo, small_hi, big_lo, big_hi) = if op == isd::SHL {
        let lo = dag.get(isd::SHL, h, &[al, s]);
        let a = dag.get(isd::SHL, h, &[ah, s]);
        let c = dag.get(isd::SRL, h, &[al, one]);
        let c = dag.get(isd::SRL, h, &[c, inv]);
        let hi = dag.get(isd::OR, h, &[a, c]);
        (lo, hi, zero, lo)
    } else {
        let a = dag.get(isd::SRL, h, &[al, s]);
        let c = dag.get(isd::SHL, h, &[ah, one]);
        let c = dag.get(isd::SHL, h, &[c, inv]);
        let lo = dag.get(isd::OR, h, &[a, c]);
        let hi = dag.get(op, h, &[ah, s]);
        let fill = if op == isd::SRA {
            dag.get(isd::SRA, h, &[ah, m])
        } else {
            zero
        };
        (lo, hi, hi, fill)
    };
    (
        dag.get(isd::SELECT, h, &[big, big_lo, small_lo]),
        dag.get(isd::SELECT, h, &[big, big_hi, small_hi]),
    )
}

/// Reverses the bits of each byte with three mask-and-shift swaps (bits, pairs, nibbles),
/// then the bytes with a BSWAP (legalized in a later round).
fn expand_bitreverse(dag: &mut SelectionDAG, x: SDValue, vt: EVT) -> SDValue {
    let bits = vt.size_in_bits();
    let rep = |b: u8| -> i128 {
        let mut v: u128 = 0;
        for i in 0..bits.div_ceil(8) {
            v |= (b as u128) << (8 * i);
        }
        sign_extend(v as i128, bits)
    };
    let mut x = x;
    for (sh, mask) in [(1, 0x55u8), (2, 0x33), (4, 0x0f)] {
        let s = dag.get_constant(sh, vt);
        let m = dag.get_constant(rep(mask), vt);
        let lo = dag.get(isd::AND, vt, &[x, m]);
        let lo = dag.get(isd::SHL, vt, &[lo, s]);
        let hi = dag.get(isd::SRL, vt, &[x, s]);
        let hi = dag.get(isd::AND, vt, &[hi, m]);
        x = dag.get(isd::OR, vt, &[lo, hi]);
    }
    if bits > 8 {
        x = dag.get(isd::BSWAP, vt, &[x]);
    }
    x
}

fn expand_ctpop(dag: &mut SelectionDAG, x: SDValue, vt: EVT) -> SDValue {
    let bits = vt.size_in_bits();
    let rep = |b: u8| -> i128 {
        let mut v: u128 = 0;
        for i in 0..(bits / 8) {
            v |= (b as u128) << (8 * i);
        }
        sign_extend(v as i128, bits)
    };
    let k = |dag: &mut SelectionDAG, v: i128| dag.get_constant(v, vt);
    // x - ((x >> 1) & 0x55..)
    let one = k(dag, 1);
    let c55 = k(dag, rep(0x55));
    let t = dag.get(isd::SRL, vt, &[x, one]);
    let t = dag.get(isd::AND, vt, &[t, c55]);
    let x = dag.get(isd::SUB, vt, &[x, t]);
    // (x & 0x33..) + ((x >> 2) & 0x33..)
    let two = k(dag, 2);
    let c33 = k(dag, rep(0x33));
    let a = dag.get(isd::AND, vt, &[x, c33]);
    let b = dag.get(isd::SRL, vt, &[x, two]);
    let b = dag.get(isd::AND, vt, &[b, c33]);
    let x = dag.get(isd::ADD, vt, &[a, b]);
    // (x + (x >> 4)) & 0x0f..
    let four = k(dag, 4);
    let c0f = k(dag, rep(0x0f));
    let t = dag.get(isd::SRL, vt, &[x, four]);
    let x = dag.get(isd::ADD, vt, &[x, t]);
    let mut x = dag.get(isd::AND, vt, &[x, c0f]);
    // Sum the bytes with shifts (no multiply needed).
    let mut s = 8;
    while s < bits {
        let c = k(dag, s as i128);
        let t = dag.get(isd::SRL, vt, &[x, c]);
        x = dag.get(isd::ADD, vt, &[x, t]);
        s *= 2;
    }
    let m = k(dag, 0xff);
    let _ = MVT::i8;
    dag.get(isd::AND, vt, &[x, m])
}

/// libgcc's mode letters for a float type: `sf`, `df`, `tf` (`None` for other widths).
fn float_suffix(vt: EVT) -> Option<&'static str> {
    match vt.size_in_bits() {
        32 => Some("sf"),
        64 => Some("df"),
        128 => Some("tf"),
        _ => None,
    }
}

/// libgcc's letters for an integer type in a conversion routine's name: `di` for 64 bits,
/// `ti` for 128, `si` otherwise.
fn int_suffix(vt: EVT) -> &'static str {
    match vt.size_in_bits() {
        64 => "di",
        128 => "ti",
        _ => "si",
    }
}

/// A `'static` copy of a runtime symbol name (the set is small and fixed: libgcc's), for the
/// `ExternalSymbol` nodes, which keep `'static` names.
pub(crate) fn intern_symbol(name: &str) -> &'static str {
    use std::sync::{Mutex, OnceLock};
    static NAMES: OnceLock<Mutex<Vec<&'static str>>> = OnceLock::new();
    let mut v = NAMES
        .get_or_init(|| Mutex::new(Vec::new()))
        .lock()
        .expect("invariant: the symbol table lock is never poisoned");
    if let Some(s) = v.iter().find(|s| **s == name) {
        return s;
    }
    let s: &'static str = Box::leak(name.to_string().into_boxed_str());
    v.push(s);
    s
}

/// The high half of a zero, sign or any extension into a pair of `h` halves whose low half is
/// `lo`: zero, `lo`'s sign bit copied, or undef.
fn ext_high_half(dag: &mut SelectionDAG, op: Opcode, lo: SDValue, h: EVT) -> SDValue {
    match op {
        isd::ZERO_EXTEND => dag.get_constant(0, h),
        isd::SIGN_EXTEND => {
            let s = dag.get_constant(h.size_in_bits() as i128 - 1, h);
            dag.get(isd::SRA, h, &[lo, s])
        }
        _ => dag.get_undef(h),
    }
}

/// Byte pieces `(offset, size)` of an access of `bytes` bytes, largest first (3 is 2 + 1,
/// 7 is 4 + 2 + 1), low address first.
fn pieces(bytes: u64) -> Vec<(i64, u64)> {
    let mut v = Vec::with_capacity(3);
    let mut off = 0;
    let mut size = bytes.next_power_of_two() / 2;
    while off < bytes && size > 0 {
        if bytes - off >= size {
            v.push((off as i64, size));
            off += size;
        }
        size /= 2;
    }
    v
}

/// The integer type of a 1-, 2- or 4-byte piece.
fn piece_vt(size: u64) -> EVT {
    EVT::Simple(match size {
        4 => MVT::i32,
        2 => MVT::i16,
        _ => MVT::i8,
    })
}

/// `ptr + off` (folded into a constant offset already added).
fn offset_ptr(dag: &mut SelectionDAG, ptr: SDValue, off: i64) -> SDValue {
    if off == 0 {
        return ptr;
    }
    let vt = dag.vt(ptr);
    if dag.opcode(ptr.node) == isd::ADD {
        let (b, o) = (dag.op(ptr.node, 0), dag.op(ptr.node, 1));
        if let Some(c) = dag.const_value(o) {
            let k = dag.get_constant(c + off as i128, vt);
            return dag.get(isd::ADD, vt, &[b, k]);
        }
    }
    let k = dag.get_constant(off as i128, vt);
    dag.get(isd::ADD, vt, &[ptr, k])
}

/// A load or store whose memory width no instruction has (3, 5, 6 or 7 bytes: an `i24` or
/// `i48` field) as loads or stores of its power-of-two pieces, little-endian (LLVM's
/// `LegalizeDAG` splitting of non-power-of-two accesses): loaded pieces are zero-extended
/// (the highest one with the load's extension), shifted into place and or-ed together;
/// stored pieces are the value shifted down. `false` if `n` is any other access.
/// An `i1` in memory is a byte holding 0 or 1 (LLVM promotes `i1` loads and stores to bytes the
/// same way): an `i1` load becomes a byte load (zero-extending for a `zextload`, any-extending
/// otherwise) and a `sextload` then sign-extends bit 0 in the register; an `i1` store stores the
/// byte, its value masked to bit 0 unless that bit is all it can hold. So no target selects
/// `i1` memory accesses. Returns whether `n` was rewritten.
fn widen_i1_access(dag: &mut SelectionDAG, n: NodeId) -> bool {
    const I1: EVT = EVT::Simple(MVT::i1);
    const I8: EVT = EVT::Simple(MVT::i8);
    let ops = dag.ops_copy(n);
    match dag.data(n) {
        NodeData::Load {
            mmo, ext, mem_vt, ..
        } if mem_vt == I1 => {
            let (vt, m) = (dag.value_types(n)[0], dag.mem_operands[mmo.0 as usize]);
            let byte_ext = if ext == LoadExtType::ZextLoad {
                LoadExtType::ZextLoad
            } else {
                LoadExtType::ExtLoad
            };
            let l = dag.get_ext_load(byte_ext, vt, ops[0], ops[1], I8, m);
            let v = if ext == LoadExtType::SextLoad {
                let t = dag.get_value_type(I1);
                dag.get(isd::SIGN_EXTEND_INREG, vt, &[l, t])
            } else {
                l
            };
            dag.replace_all_uses_with(SDValue::new(n, 1), SDValue::new(l.node, 1));
            dag.replace_all_uses_with(SDValue::new(n, 0), v);
            true
        }
        NodeData::Store { mmo, mem_vt, .. } if mem_vt == I1 => {
            let (m, vt) = (dag.mem_operands[mmo.0 as usize], dag.vt(ops[1]));
            let mut v = ops[1];
            if !crate::known_bits::and_is_redundant(dag, v, 1, vt.size_in_bits()) {
                let one = dag.get_constant(1, vt);
                v = dag.get(isd::AND, vt, &[v, one]);
            }
            let st = dag.get_trunc_store(ops[0], v, ops[2], I8, m);
            dag.replace_all_uses_with(SDValue::new(n, 0), st);
            true
        }
        _ => false,
    }
}

fn split_odd_width(dag: &mut SelectionDAG, n: NodeId, big_endian: bool) -> bool {
    let (mem_vt, mmo) = match dag.data(n) {
        NodeData::Load { mem_vt, mmo, .. } | NodeData::Store { mem_vt, mmo, .. } => (mem_vt, mmo),
        _ => return false,
    };
    let bits = mem_vt.size_in_bits() as u64;
    if !mem_vt.is_integer()
        || mem_vt.is_vector()
        || !bits.is_multiple_of(8)
        || bits.is_power_of_two()
        || bits > 64
    {
        return false;
    }
    let m = dag.mem_operands[mmo.0 as usize];
    let ops = dag.ops(n).to_vec();
    // Where the piece at byte `off` of `size` bytes goes in the value: its low bits first
    // (little endian) or its high bits first (big endian).
    let total = bits / 8;
    let shift = |off: i64, size: u64| -> i128 {
        if big_endian {
            8 * (total - off as u64 - size) as i128
        } else {
            8 * off as i128
        }
    };
    let piece_mmo = |off: i64, size: u64| MachineMemOperand {
        offset: m.offset + off,
        size,
        align: if off == 0 {
            m.align
        } else {
            m.align.min(1 << off.trailing_zeros())
        },
        ..m
    };
    let mut chain = ops[0];
    if dag.opcode(n) == isd::LOAD {
        let NodeData::Load { ext, .. } = dag.data(n) else {
            return false;
        };
        let vt = dag.value_types(n)[0];
        let ps = pieces(bits / 8);
        let mut acc: Option<SDValue> = None;
        for (k, &(off, size)) in ps.iter().enumerate() {
            let most_significant = if big_endian {
                k == 0
            } else {
                k + 1 == ps.len()
            };
            let e = if most_significant && ext == LoadExtType::SextLoad {
                LoadExtType::SextLoad
            } else {
                LoadExtType::ZextLoad
            };
            let pvt = piece_vt(size);
            let p = offset_ptr(dag, ops[1], off);
            let l = dag.get_ext_load(e, vt, chain, p, pvt, piece_mmo(off, size));
            chain = SDValue::new(l.node, 1);
            let v = match shift(off, size) {
                0 => l,
                sh => {
                    let sh = dag.get_constant(sh, vt);
                    dag.get(isd::SHL, vt, &[l, sh])
                }
            };
            acc = Some(match acc {
                None => v,
                Some(a) => dag.get(isd::OR, vt, &[a, v]),
            });
        }
        let Some(v) = acc else {
            return false;
        };
        dag.replace_all_uses_with(SDValue::new(n, 1), chain);
        dag.replace_all_uses_with(SDValue::new(n, 0), v);
    } else {
        let val = ops[1];
        let vt = dag.vt(val);
        for (off, size) in pieces(bits / 8) {
            let v = match shift(off, size) {
                0 => val,
                sh => {
                    let sh = dag.get_constant(sh, vt);
                    dag.get(isd::SRL, vt, &[val, sh])
                }
            };
            let p = offset_ptr(dag, ops[2], off);
            let pvt = piece_vt(size);
            chain = dag.get_trunc_store(chain, v, p, pvt, piece_mmo(off, size));
        }
        dag.replace_all_uses_with(SDValue::new(n, 0), chain);
    }
    true
}
