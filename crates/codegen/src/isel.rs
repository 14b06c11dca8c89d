//! The instruction selection driver and the matcher-table interpreter (LLVM's
//! `SelectionDAGISel::DoInstructionSelection` and `SelectCodeCommon`).
//!
//! In: a legal DAG and the target's [`TargetIsel`]: its `select` hook (hand-written Rust in
//! the target's `isel_dag_to_dag.rs`, tried first) and its [`MatcherTable`] (generated from the
//! `.td` patterns: per opcode, a list of match programs tried in order), with the predicates,
//! complex patterns and transforms the programs name by number. Out: the same DAG where every
//! operation is a machine node (`Opcode::machine(opc)`), whose operands are the instruction's
//! operands in order, then the chain, then the glue; what the emitter handles directly
//! (CopyToReg/CopyFromReg, TokenFactor, undef, operand leaves) stays as it is.
//!
//! Nodes are selected users first (reverse topological order), so a pattern can fold an
//! operand (a constant into an immediate, an address into base + offset) before the operand
//! itself would be selected; an operand left with no users disappears.

use crate::selection_dag::isd::{self, CondCode, Opcode};
use crate::selection_dag::{NodeData, NodeId, SDValue, SelectionDAG};
use crate::value_types::{EVT, MVT};
use crate::CodegenError;

/// Morphs `n` into machine node `opc` with its operands from `first` on, then its chain,
/// then its glue (a machine node's operand order), keeping its results: how a target's
/// `select` hook turns a chained node (a branch, call, return or call-frame node) into its
/// instruction or pseudo. Returns true (the node is selected).
pub fn morph_chained(dag: &mut SelectionDAG, n: NodeId, opc: u32, first: usize) -> bool {
    // Inline buffers for the common sizes: this runs for every call, return and branch.
    let mut vts_buf = [EVT::OTHER; 8];
    let vts_heap: Vec<EVT>;
    let vts: &[EVT] = {
        let src = dag.value_types(n);
        if src.len() <= vts_buf.len() {
            vts_buf[..src.len()].copy_from_slice(src);
            &vts_buf[..src.len()]
        } else {
            vts_heap = src.to_vec();
            &vts_heap
        }
    };
    let ops = dag.ops_copy(n);
    // The operands from `first` on, then the chain, glue last (a stable partition).
    let mut v: Vec<SDValue> = Vec::with_capacity(ops.len() + 1 - first);
    let seq = || ops[first..].iter().chain(std::iter::once(&ops[0])).copied();
    v.extend(seq().filter(|x| dag.vt(*x) != EVT::GLUE));
    v.extend(seq().filter(|x| dag.vt(*x) == EVT::GLUE));
    dag.morph_node_to(n, Opcode::machine(opc), vts, &v, NodeData::None);
    true
}

/// For a target with a register that reads as zero (RISC-V `x0`, Cpu0 `$zero`): makes every
/// selected user of the constant-zero node `n` read the register `zero` builds instead (users
/// are selected before their operands, so a machine user is final). Returns true when no user
/// is left, so `n` needs no instruction; otherwise the remaining users (a `CopyToReg`, say)
/// still need the constant materialized.
pub fn read_zero_from_register(
    dag: &mut SelectionDAG,
    n: NodeId,
    zero: impl FnOnce(&mut SelectionDAG) -> SDValue,
) -> bool {
    let me = SDValue::new(n, 0);
    let users: Vec<NodeId> = dag
        .uses(n)
        .map(|(u, _)| u)
        .filter(|&u| dag.opcode(u).is_machine())
        .collect();
    if users.is_empty() {
        return false;
    }
    let zero = zero(dag);
    for u in users {
        if dag.is_deleted(u) {
            continue;
        }
        let ops: Vec<SDValue> = dag
            .ops(u)
            .iter()
            .map(|&o| if o == me { zero } else { o })
            .collect();
        dag.update_node_operands(u, &ops);
    }
    dag.uses(n).next().is_none()
}

/// One step of a match program. Matching walks from the root node with a cursor and records
/// values; emitting builds machine nodes from recorded values (by index).
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum MatcherOp {
    /// Record the cursor's value.
    RecordNode,
    /// Move the cursor to operand `i` of the current node.
    MoveChild(u8),
    /// Move the cursor back to the parent.
    MoveParent,
    /// The cursor's opcode is this.
    CheckOpcode(Opcode),
    /// The cursor's value type is this.
    CheckType(MVT),
    /// Operand `i` of the cursor has this type.
    CheckChildType(u8, MVT),
    /// The cursor is the constant `v`.
    CheckInteger(i64),
    /// The cursor is a constant for which the target's immediate predicate `k` holds.
    CheckImmPredicate(u16),
    /// The target's node predicate `k` holds for the cursor.
    CheckPredicate(u16),
    /// The cursor is this condition code.
    CheckCondCode(CondCode),
    /// The cursor is a value-type operand naming this type (`sext_inreg`'s type).
    CheckValueType(MVT),
    /// The target's complex pattern `k` matches the cursor; its results are recorded.
    CheckComplexPattern(u16),
    /// The cursor's value has one use (so folding it loses nothing).
    CheckOneUse,
    /// The cursor is recorded value `i` (an operand named twice in the pattern).
    CheckSame(u8),
    /// The target's pattern predicate `k` (features of the subtarget) holds.
    CheckPatternPredicate(u16),
    /// The cursor is a chained node (a load) whose value only its parent in the pattern uses
    /// and that the root does not otherwise depend on, so the root can take it in (LLVM's
    /// load folding: `IsProfitableToFold` and `IsLegalToFold`). The result node takes the
    /// folded node's incoming chain and memory operand, and the folded node's chain users
    /// move to it.
    CheckFoldableChainNode,
    /// The following `MorphNodeTo` also passes on the root's operands from index `i` on that
    /// are neither chain nor glue (a variadic node's extra operands: a call's argument
    /// registers and register mask), after the recorded ones.
    CopyVariadicOperands(u8),
    /// Record recorded value `i` turned into a target constant (or frame index / global).
    EmitConvertToTarget(u8),
    /// Record the target's transform `k` of recorded value `i`.
    EmitNodeXForm(u16, u8),
    /// Record a target constant.
    EmitInteger(MVT, i64),
    /// Record a register operand.
    EmitRegister(MVT, u32),
    /// Record a new machine node `opc` with one result of `vt` and the recorded operands.
    EmitNode {
        /// Machine opcode.
        opc: u32,
        /// Result type.
        vt: MVT,
        /// Recorded operand indices.
        ops: &'static [u8],
    },
    /// Record a new machine node `opc` with results `vt` and a chain, taking the recorded
    /// operands and then the pattern's input chain (the root's, or the folded node's): an
    /// inner result instruction that accesses memory (a load under `SUBREG_TO_REG`). The
    /// root's and the folded node's chain users then follow this node, and the root does
    /// not take the chain.
    EmitChainedNode {
        /// Machine opcode.
        opc: u32,
        /// Result type.
        vt: MVT,
        /// Recorded operand indices.
        ops: &'static [u8],
    },
    /// Turn the root into machine node `opc` with results `vts` (chain appended if `chain`,
    /// glue if `glue`) and the recorded operands, then the root's chain and glue operands.
    MorphNodeTo {
        /// Machine opcode.
        opc: u32,
        /// Value results (chain/glue results follow when the root has them).
        vts: &'static [MVT],
        /// Recorded operand indices.
        ops: &'static [u8],
    },
}

/// The patterns of one opcode, tried in order.
pub type MatchPrograms = &'static [&'static [MatcherOp]];

/// A matcher table: for each root opcode, its match programs (sorted by opcode for lookup).
#[derive(Copy, Clone, Debug)]
pub struct MatcherTable {
    /// `(root opcode, programs)`, sorted by opcode.
    pub by_opcode: &'static [(Opcode, MatchPrograms)],
    /// Parallel to `by_opcode` (or empty: no index): each opcode's programs narrowed by the
    /// root's first result type (see [`TypedPrograms`]).
    pub typed: &'static [TypedPrograms],
}

/// One opcode's programs narrowed by the type of the root's first result: a program whose
/// first step is `CheckType(t)` fails at once on a root of another type, with no effect, so
/// it is left out of the lists for other types (what LLVM's `SwitchType` does). The order of
/// the programs that remain is the table's.
#[derive(Copy, Clone, Debug)]
pub struct TypedPrograms {
    /// For each type some program checks first: the programs a root of that type can match.
    pub by_type: &'static [(MVT, &'static [IndexedProgram])],
    /// The programs a root of any other type can match (those that do not begin with
    /// `CheckType`).
    pub other: &'static [IndexedProgram],
}

/// A match program with the first operand opcode it checks before it does anything but
/// check (its steps before the first complex pattern or emit): a root whose operand has
/// another opcode fails the program with no effect, so [`IndexedProgram::may_match`] skips it
/// unrun (LLVM's matcher shares such checks between patterns through its scopes). Operand
/// types discriminate too rarely to pay for their check.
///
/// It also knows how many of its first steps are the previous program's in its list, all of
/// them without effect on the DAG (`shared`): where the previous program failed inside those
/// steps, with nothing changed, this one fails at the same step, so it is skipped (what
/// LLVM's `Scope` matchers get by checking a common prefix once).
#[derive(Copy, Clone, Debug)]
pub struct IndexedProgram {
    /// The steps.
    pub prog: &'static [MatcherOp],
    /// The operand whose opcode is required ([`IndexedProgram::NONE`]: none).
    child: u8,
    /// Its required opcode.
    opcode: Opcode,
    /// The step that checks `opcode`: a program `may_match` turns down fails there or before.
    check_at: u16,
    /// How many first steps equal the previous program's, none with an effect (0 for the
    /// first program of a list).
    shared: u16,
    /// The first step that may change the DAG (the length if none does).
    first_effect: u16,
}

/// Whether a match step leaves the DAG as it is (checks, cursor moves, recording); every
/// step is named, so a new kind of step must be classified.
fn is_pure_step(step: &MatcherOp) -> bool {
    match step {
        MatcherOp::MoveChild(_)
        | MatcherOp::MoveParent
        | MatcherOp::RecordNode
        | MatcherOp::CheckOpcode(_)
        | MatcherOp::CheckType(_)
        | MatcherOp::CheckChildType(..)
        | MatcherOp::CheckInteger(_)
        | MatcherOp::CheckImmPredicate(_)
        | MatcherOp::CheckPredicate(_)
        | MatcherOp::CheckCondCode(_)
        | MatcherOp::CheckValueType(_)
        | MatcherOp::CheckOneUse
        | MatcherOp::CheckSame(_)
        | MatcherOp::CheckPatternPredicate(_)
        | MatcherOp::CheckFoldableChainNode
        | MatcherOp::CopyVariadicOperands(_) => true,
        MatcherOp::CheckComplexPattern(_)
        | MatcherOp::EmitConvertToTarget(_)
        | MatcherOp::EmitNodeXForm(..)
        | MatcherOp::EmitInteger(..)
        | MatcherOp::EmitRegister(..)
        | MatcherOp::EmitNode { .. }
        | MatcherOp::EmitChainedNode { .. }
        | MatcherOp::MorphNodeTo { .. } => false,
    }
}

/// A step index as the index keeps it.
fn step_index(i: usize) -> u16 {
    i.min(u16::MAX as usize) as u16
}

impl IndexedProgram {
    /// No requirement.
    const NONE: u8 = u8::MAX;

    fn of(prog: &'static [MatcherOp]) -> IndexedProgram {
        let mut ip = IndexedProgram {
            prog,
            child: Self::NONE,
            opcode: Opcode(0),
            check_at: 0,
            shared: 0,
            first_effect: step_index(
                prog.iter()
                    .position(|s| !is_pure_step(s))
                    .unwrap_or(prog.len()),
            ),
        };
        // The cursor's depth below the root, and which operand of the root it is under.
        let mut depth = 0usize;
        let mut child = 0u8;
        for (at, step) in prog.iter().enumerate() {
            match *step {
                MatcherOp::MoveChild(i) => {
                    if depth == 0 {
                        child = i;
                    }
                    depth += 1;
                }
                MatcherOp::MoveParent => {
                    if depth == 0 {
                        break;
                    }
                    depth -= 1;
                }
                MatcherOp::CheckOpcode(o) if depth == 1 => {
                    ip.child = child;
                    ip.opcode = o;
                    ip.check_at = step_index(at);
                    break;
                }
                // Steps with an effect on the DAG: nothing after them may be checked first.
                ref s if !is_pure_step(s) => break,
                _ => {}
            }
        }
        ip
    }

    /// Whether the program can match at `root` as far as its requirements tell (false:
    /// running it would fail before any effect).
    #[inline]
    pub fn may_match(&self, dag: &SelectionDAG, root: NodeId) -> bool {
        self.child == Self::NONE
            || dag
                .ops(root)
                .get(self.child as usize)
                .is_some_and(|v| dag.opcode(v.node) == self.opcode)
    }
}

impl TypedPrograms {
    fn of(progs: MatchPrograms) -> TypedPrograms {
        let first_type = |p: &[MatcherOp]| match p.first() {
            Some(MatcherOp::CheckType(t)) => Some(*t),
            _ => None,
        };
        let mut types: Vec<MVT> = progs.iter().filter_map(|p| first_type(p)).collect();
        types.sort();
        types.dedup();
        let keep = |t: Option<MVT>| -> &'static [IndexedProgram] {
            let mut v: Vec<IndexedProgram> = progs
                .iter()
                .copied()
                .filter(|p| first_type(p).is_none_or(|f| Some(f) == t))
                .map(IndexedProgram::of)
                .collect();
            for k in 1..v.len() {
                let (a, b) = (v[k - 1].prog, v[k].prog);
                let n = a
                    .iter()
                    .zip(b)
                    .take_while(|(x, y)| x == y && is_pure_step(x))
                    .count();
                v[k].shared = step_index(n);
            }
            Box::leak(v.into_boxed_slice())
        };
        let by_type: Vec<(MVT, &'static [IndexedProgram])> =
            types.iter().map(|&t| (t, keep(Some(t)))).collect();
        TypedPrograms {
            by_type: Box::leak(by_type.into_boxed_slice()),
            other: keep(None),
        }
    }
}

impl MatcherTable {
    /// A table over `entries` in any order (generated tables name opcodes symbolically, so
    /// they are sorted here, once), indexed by root type. Leaks one sorted copy and the
    /// index, which live as long as the program.
    pub fn sorted(entries: &[(Opcode, MatchPrograms)]) -> MatcherTable {
        let mut v = entries.to_vec();
        v.sort_by_key(|e| e.0);
        let typed: Vec<TypedPrograms> = v.iter().map(|e| TypedPrograms::of(e.1)).collect();
        MatcherTable {
            by_opcode: Box::leak(v.into_boxed_slice()),
            typed: Box::leak(typed.into_boxed_slice()),
        }
    }

    /// The programs for `op`.
    pub fn programs(&self, op: Opcode) -> MatchPrograms {
        match self.by_opcode.binary_search_by_key(&op, |e| e.0) {
            Ok(i) => self.by_opcode[i].1,
            Err(_) => &[],
        }
    }

    /// The programs for `op` that a root whose first result has type `vt` can match, with
    /// their requirements (see [`IndexedProgram`]), in table order: the same first match as
    /// [`MatcherTable::programs`]. `None` when the table has no index or `vt` is not simple:
    /// use [`MatcherTable::programs`].
    pub fn programs_for(&self, op: Opcode, vt: Option<EVT>) -> Option<&'static [IndexedProgram]> {
        let i = self.by_opcode.binary_search_by_key(&op, |e| e.0).ok()?;
        let (Some(tp), Some(EVT::Simple(t))) = (self.typed.get(i), vt) else {
            return None;
        };
        Some(match tp.by_type.iter().find(|e| e.0 == t) {
            Some(e) => e.1,
            None => tp.other,
        })
    }
}

/// The target side of instruction selection.
pub trait TargetIsel {
    /// The generated matcher table.
    fn matcher_table(&self) -> &MatcherTable;
    /// Hand-written selection for what patterns can't say; `true` if `n` was selected
    /// (replaced or morphed).
    fn select(&self, _dag: &mut SelectionDAG, _n: NodeId) -> bool {
        false
    }
    /// Pattern predicate `k` (the subtarget's features); `false` unless the target says.
    fn check_pattern_predicate(&self, _k: u16) -> bool {
        false
    }
    /// Immediate predicate `k` on a constant.
    fn check_imm_predicate(&self, _k: u16, _v: i64) -> bool {
        false
    }
    /// Node predicate `k`.
    fn check_node_predicate(&self, _k: u16, _dag: &SelectionDAG, _n: NodeId) -> bool {
        false
    }
    /// Complex pattern `k` (addressing modes): the operands it produces, or `None`.
    fn select_complex_pattern(
        &self,
        _k: u16,
        _dag: &mut SelectionDAG,
        _root: NodeId,
        _v: SDValue,
    ) -> Option<Vec<SDValue>> {
        None
    }
    /// Transform `k` of a recorded value (`SDNodeXForm`).
    fn run_xform(&self, _k: u16, _dag: &mut SelectionDAG, v: SDValue) -> SDValue {
        v
    }
}

/// Under `-relocation-model=pic` (`pic`), per global of `m`, whether its address is loaded
/// from the GOT because it may be preempted (neither `dso_local` nor local nor hidden);
/// empty for static code.
pub fn preemptible_globals(m: &kiln_ir::Module, pic: bool) -> Vec<bool> {
    use kiln_ir::module::{Linkage, Visibility};
    if !pic {
        return Vec::new();
    }
    m.globals
        .iter()
        .map(|gv| {
            !(gv.dso_local
                || matches!(gv.linkage, Linkage::Internal | Linkage::Private)
                || gv.visibility != Visibility::Default)
        })
        .collect()
}

/// Whether the emitter handles `op` without selection.
pub fn is_emitter_handled(op: Opcode) -> bool {
    matches!(
        op,
        isd::ENTRY_TOKEN
            | isd::TOKEN_FACTOR
            | isd::COPY_TO_REG
            | isd::COPY_FROM_REG
            | isd::REGISTER
            | isd::REGISTER_MASK
            | isd::BASIC_BLOCK
            | isd::CONDCODE
            | isd::VALUETYPE
            | isd::UNDEF
            | isd::MERGE_VALUES
            | isd::TARGET_CONSTANT
            | isd::TARGET_CONSTANT_FP
            | isd::TARGET_GLOBAL_ADDRESS
            | isd::TARGET_EXTERNAL_SYMBOL
            | isd::TARGET_FRAME_INDEX
            | isd::TARGET_JUMP_TABLE
            | isd::TARGET_BLOCK_ADDRESS
            | isd::TARGET_CONSTANT_POOL
            | isd::DELETED_NODE
            | isd::INLINEASM
    )
}

/// Selects every node of `dag`. See the module documentation. `bufs` holds the matcher's
/// work lists, reused from block to block.
pub fn select_dag(
    dag: &mut SelectionDAG,
    isel: &dyn TargetIsel,
    names: &dyn crate::selection_dag::NodeNames,
    bufs: &mut MatchBufs,
) -> Result<(), CodegenError> {
    let order = dag.take_topological_order();
    for &n in order.iter().rev() {
        if dag.is_deleted(n) {
            continue;
        }
        let op = dag.opcode(n);
        if op.is_machine() || is_emitter_handled(op) {
            continue;
        }
        // Nothing uses it any more (an operand folded into its user).
        if dag.uses(n).next().is_none() && n != dag.root().node {
            continue;
        }
        dag.use_order_of(n);
        if isel.select(dag, n) {
            continue;
        }
        let mut done = false;
        let vt0 = dag.value_types(n).first().copied();
        let table = isel.matcher_table();
        // The indexed programs, or (a table without the index) all of them unfiltered; one
        // call site, so that `run_program` stays inlined.
        let (indexed, plain) = match table.programs_for(op, vt0) {
            Some(p) => (p, &[][..]),
            None => (&[][..], table.programs(op)),
        };
        // The last program failed at or before this step with the DAG unchanged (see
        // `IndexedProgram`).
        let mut failed_at: Option<u16> = None;
        for k in 0..indexed.len() + plain.len() {
            let (prog, first_effect) = match indexed.get(k) {
                // Fails where the last one did, in the steps they share.
                Some(p) if failed_at.is_some_and(|f| f < p.shared) => continue,
                Some(p) if !p.may_match(dag, n) => {
                    failed_at = Some(p.check_at);
                    continue;
                }
                Some(p) => (p.prog, p.first_effect),
                None => (plain[k - indexed.len()], 0),
            };
            match run_program(dag, isel, n, prog, bufs) {
                Ok(()) => {
                    done = true;
                    break;
                }
                Err(at) => failed_at = (at < first_effect).then_some(at),
            }
        }
        if !done {
            return Err(CodegenError::new(format!(
                "LLVM ERROR: Cannot select: t{}: {} = {}{}",
                n.0,
                dag.value_types(n)
                    .iter()
                    .map(|v| v.name())
                    .collect::<Vec<_>>()
                    .join(","),
                dag.opcode_name(n, names),
                dag.ops(n)
                    .iter()
                    .map(|o| format!(" t{}", o.node.0))
                    .collect::<String>()
            )));
        }
    }
    dag.restore_topological_order(order);
    dag.remove_dead_nodes();
    Ok(())
}

fn to_target(dag: &mut SelectionDAG, v: SDValue) -> SDValue {
    let vt = dag.vt(v);
    match (dag.opcode(v.node), dag.data(v.node)) {
        (isd::CONSTANT, NodeData::Constant(c)) => dag.get_target_constant(c.get(), vt),
        (isd::FRAME_INDEX, NodeData::FrameIndex(fi)) => dag.get_frame_index(fi, vt, true),
        (
            isd::GLOBAL_ADDRESS,
            NodeData::GlobalAddress {
                global,
                offset,
                target_flags,
            },
        ) => dag.get_global_address(global, vt, offset, true, target_flags),
        (isd::EXTERNAL_SYMBOL, NodeData::ExternalSymbol(s, f)) => {
            dag.get_external_symbol(s, vt, true, f)
        }
        (isd::JUMP_TABLE, NodeData::JumpTable(i, f)) => dag.get_jump_table(i, vt, true, f),
        (isd::BLOCK_ADDRESS, NodeData::BlockAddress(func, b, f)) => {
            dag.get_block_address(func, b, vt, true, f)
        }
        (isd::CONSTANT_POOL, NodeData::ConstantPool(i, o, f)) => {
            dag.get_constant_pool(i, vt, o, true, f)
        }
        _ => v,
    }
}

/// The lists a match program works in, kept from one program (and block) to the next.
#[derive(Default)]
pub struct MatchBufs {
    /// Recorded values.
    rec: Vec<SDValue>,
    /// The cursor's parents.
    stack: Vec<SDValue>,
    /// Operands of the node being emitted.
    operands: Vec<SDValue>,
    /// Result types of the node being emitted.
    vts: Vec<EVT>,
    /// The root's result types.
    old_vts: Vec<EVT>,
    /// Where each of the root's results goes in the new node.
    map: Vec<u32>,
    /// Nodes seen by the fold-legality search.
    seen: std::collections::HashSet<NodeId>,
}

/// Whether `root` reaches `folded` other than through the value `folded:0` (a path through
/// a chain or another result would make the folded root its own predecessor). Searches at
/// most a few thousand nodes and says "reaches" when it gives up.
fn reaches_other_than_value(
    dag: &SelectionDAG,
    root: NodeId,
    folded: NodeId,
    seen: &mut std::collections::HashSet<NodeId>,
) -> bool {
    seen.clear();
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        for &o in dag.ops(n) {
            if o.node == folded {
                if o.res_no != 0 {
                    return true;
                }
                continue;
            }
            if seen.insert(o.node) {
                if seen.len() > 4096 {
                    return true;
                }
                stack.push(o.node);
            }
        }
    }
    false
}

/// Whether `o` (an operand of type `Other`) is the chain, not a block, condition code or
/// register mask.
fn is_chain(dag: &SelectionDAG, o: SDValue) -> bool {
    dag.vt(o) == EVT::OTHER
        && !matches!(
            dag.opcode(o.node),
            isd::BASIC_BLOCK | isd::CONDCODE | isd::REGISTER_MASK
        )
}

/// The memory operand of `n` (a load, store or atomic) as a machine node's data.
fn mem_data(dag: &SelectionDAG, n: NodeId) -> NodeData {
    match dag.data(n) {
        NodeData::Load { mmo, .. }
        | NodeData::Store { mmo, .. }
        | NodeData::Mem(mmo)
        | NodeData::Atomic { mmo, .. } => NodeData::Mem(mmo),
        _ => NodeData::None,
    }
}

/// Runs one match program rooted at `root`; on success the root has been replaced,
/// otherwise the error is the step that failed (the length when the steps ran out).
fn run_program(
    dag: &mut SelectionDAG,
    isel: &dyn TargetIsel,
    root: NodeId,
    prog: &[MatcherOp],
    bufs: &mut MatchBufs,
) -> Result<(), u16> {
    let MatchBufs {
        rec,
        stack,
        operands,
        vts: rvts,
        old_vts,
        map,
        seen,
    } = bufs;
    rec.clear();
    stack.clear();
    let mut cur = SDValue::new(root, 0);
    let mut variadic_from = usize::MAX;
    let mut folded: Option<NodeId> = None;
    // The chain result of an `EmitChainedNode`: the pattern's chain went there.
    let mut chain_out: Option<SDValue> = None;
    for (at, step) in prog.iter().enumerate() {
        let fail = Err(step_index(at));
        match *step {
            MatcherOp::RecordNode => rec.push(cur),
            MatcherOp::MoveChild(i) => {
                let Some(&c) = dag.ops(cur.node).get(i as usize) else {
                    return fail;
                };
                stack.push(cur);
                cur = c;
            }
            MatcherOp::MoveParent => match stack.pop() {
                Some(p) => cur = p,
                None => return fail,
            },
            MatcherOp::CheckOpcode(op) => {
                if dag.opcode(cur.node) != op {
                    return fail;
                }
            }
            MatcherOp::CheckType(vt) => {
                if dag.vt(cur) != EVT::Simple(vt) {
                    return fail;
                }
            }
            MatcherOp::CheckChildType(i, vt) => match dag.ops(cur.node).get(i as usize) {
                Some(&c) if dag.vt(c) == EVT::Simple(vt) => {}
                _ => return fail,
            },
            MatcherOp::CheckInteger(v) => {
                if dag.opcode(cur.node) != isd::CONSTANT || dag.const_value(cur) != Some(v as i128)
                {
                    return fail;
                }
            }
            MatcherOp::CheckImmPredicate(k) => {
                let ok = dag.opcode(cur.node) == isd::CONSTANT
                    && dag.const_value(cur).is_some_and(|v| {
                        i64::try_from(v).is_ok_and(|v| isel.check_imm_predicate(k, v))
                    });
                if !ok {
                    return fail;
                }
            }
            MatcherOp::CheckPredicate(k) => {
                if !isel.check_node_predicate(k, dag, cur.node) {
                    return fail;
                }
            }
            MatcherOp::CheckCondCode(cc) => {
                if dag.data(cur.node) != NodeData::CondCode(cc) {
                    return fail;
                }
            }
            MatcherOp::CheckValueType(vt) => {
                if dag.data(cur.node) != NodeData::ValueType(EVT::Simple(vt)) {
                    return fail;
                }
            }
            MatcherOp::CheckComplexPattern(k) => {
                match isel.select_complex_pattern(k, dag, root, cur) {
                    Some(vals) => rec.extend(vals),
                    None => return fail,
                }
            }
            MatcherOp::CheckOneUse => {
                if !dag.has_one_use(cur) {
                    return fail;
                }
            }
            MatcherOp::CheckSame(i) => {
                if rec.get(i as usize) != Some(&cur) {
                    return fail;
                }
            }
            MatcherOp::CheckPatternPredicate(k) => {
                if !isel.check_pattern_predicate(k) {
                    return fail;
                }
            }
            MatcherOp::CopyVariadicOperands(i) => variadic_from = i as usize,
            MatcherOp::CheckFoldableChainNode => {
                let n = cur.node;
                if cur.res_no != 0
                    || !dag.has_one_use(cur)
                    || folded.is_some()
                    || reaches_other_than_value(dag, root, n, seen)
                {
                    return fail;
                }
                folded = Some(n);
            }
            MatcherOp::EmitConvertToTarget(i) => {
                let v = to_target(dag, rec[i as usize]);
                rec.push(v);
            }
            MatcherOp::EmitNodeXForm(k, i) => {
                let v = isel.run_xform(k, dag, rec[i as usize]);
                rec.push(v);
            }
            MatcherOp::EmitInteger(vt, v) => {
                let c = dag.get_target_constant(v as i128, EVT::Simple(vt));
                rec.push(c);
            }
            MatcherOp::EmitRegister(vt, r) => {
                let c = dag.get_register(kiln_mc::register_info::Register(r), EVT::Simple(vt));
                rec.push(c);
            }
            MatcherOp::EmitNode { opc, vt, ops } => {
                operands.clear();
                operands.extend(ops.iter().map(|&i| rec[i as usize]));
                let v = dag.get(Opcode::machine(opc), EVT::Simple(vt), operands);
                rec.push(v);
            }
            MatcherOp::EmitChainedNode { opc, vt, ops } => {
                operands.clear();
                operands.extend(ops.iter().map(|&i| rec[i as usize]));
                for &o in dag.ops(root) {
                    if is_chain(dag, o) {
                        operands.push(o);
                    }
                }
                if let Some(f) = folded {
                    operands.push(dag.op(f, 0));
                }
                let data = mem_data(dag, folded.unwrap_or(root));
                let n = dag.get_node_full(
                    Opcode::machine(opc),
                    &[EVT::Simple(vt), EVT::OTHER],
                    operands,
                    data,
                    Default::default(),
                );
                chain_out = Some(SDValue::new(n.node, 1));
                rec.push(SDValue::new(n.node, 0));
            }
            MatcherOp::MorphNodeTo { opc, vts, ops } => {
                operands.clear();
                operands.extend(ops.iter().map(|&i| rec[i as usize]));
                rvts.clear();
                rvts.extend(vts.iter().map(|&v| EVT::Simple(v)));
                // A variadic root's extra operands, then its chain and glue: operands after
                // the instruction's, results after the values.
                let root_ops = dag.ops(root);
                for &o in root_ops.iter().skip(variadic_from) {
                    if !is_chain(dag, o) && dag.vt(o) != EVT::GLUE {
                        operands.push(o);
                    }
                }
                // The chain goes on the new node unless an inner node took it.
                let takes_chain = chain_out.is_none();
                if takes_chain {
                    for &o in dag.ops(root) {
                        if is_chain(dag, o) {
                            operands.push(o);
                        }
                    }
                    // A folded node's chain: its incoming chain in, a chain result out.
                    if let Some(f) = folded {
                        operands.push(dag.op(f, 0));
                    }
                }
                for &o in dag.ops(root) {
                    if dag.vt(o) == EVT::GLUE {
                        operands.push(o);
                    }
                }
                for &t in dag.value_types(root) {
                    if (t == EVT::OTHER && takes_chain) || t == EVT::GLUE {
                        rvts.push(t);
                    }
                }
                if folded.is_some() && takes_chain {
                    rvts.push(EVT::OTHER);
                }
                let data = mem_data(dag, folded.unwrap_or(root));
                // Map the root's results onto the new node's: values in order, then chain,
                // then glue.
                old_vts.clear();
                old_vts.extend_from_slice(dag.value_types(root));
                let nvals = vts.len();
                map.clear();
                let (mut vi, mut extra) = (0u32, nvals as u32);
                for &t in old_vts.iter() {
                    if t == EVT::OTHER && !takes_chain {
                        // Replaced by the inner node's chain below.
                        map.push(u32::MAX);
                    } else if t == EVT::OTHER || t == EVT::GLUE {
                        map.push(extra);
                        extra += 1;
                    } else {
                        map.push(vi);
                        vi += 1;
                    }
                }
                let identity = map.iter().enumerate().all(|(i, &m)| m == i as u32)
                    && old_vts.len() == rvts.len();
                if identity {
                    let m = dag.morph_node_to(root, Opcode::machine(opc), rvts, operands, data);
                    let _ = m;
                } else {
                    let new = dag.get_node_full(
                        Opcode::machine(opc),
                        rvts,
                        operands,
                        data,
                        Default::default(),
                    );
                    for (i, &m) in map.iter().enumerate() {
                        if (m as usize) < rvts.len() {
                            dag.replace_all_uses_with(
                                SDValue::new(root, i as u32),
                                SDValue::new(new.node, m),
                            );
                        } else if let (u32::MAX, Some(c)) = (m, chain_out) {
                            dag.replace_all_uses_with(SDValue::new(root, i as u32), c);
                        }
                    }
                    if let Some(c) = chain_out {
                        // The folded node's chain users follow the inner chained node; the
                        // old root (and the folded node) are unused.
                        if let Some(f) = folded {
                            dag.replace_all_uses_with(SDValue::new(f, 1), c);
                        }
                        dag.remove_dead_from(vec![root]);
                    } else if let Some(f) = folded {
                        // The folded node's chain users now follow the new node.
                        let c = SDValue::new(new.node, rvts.len() as u32 - 1);
                        dag.replace_all_uses_with(SDValue::new(f, 1), c);
                        // The old root, then the folded node, are unused: gone, so the
                        // folded node is not selected on its own.
                        dag.remove_dead_from(vec![root]);
                    }
                }
                return Ok(());
            }
        }
    }
    Err(step_index(prog.len()))
}
