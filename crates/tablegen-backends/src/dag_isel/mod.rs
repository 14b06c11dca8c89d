//! The DAG instruction-selector backend (LLVM's `-gen-dag-isel`, `DAGISelEmitter`).
//!
//! In: a target's records with kiln's `TargetSelectionDAG.td` schema: `Pat`/`Pattern` records
//! and instructions' `Pattern` fields, over SDNodes, fragments (PatFrag, PatLeaf, ImmLeaf with
//! Rust predicates; load, store and atomic fragments), SDNodeXForms and ComplexPatterns. Out:
//! `<T>GenDAGISel.rs`, which the target includes in its `isel_dag_to_dag.rs`: one match
//! program per pattern (the opcode set `kiln_codegen::isel::MatcherOp` interprets), grouped by
//! root opcode and ordered by complexity as LLVM orders them, and five functions the target's
//! `TargetIsel` forwards to, which run the pattern predicates (`Predicates`' `CondString`s
//! over the subtarget `st`), node and immediate predicates, complex patterns and transforms
//! by index.
//!
//! [`pattern`] parses and types the patterns; this module orders them and writes the Rust.
//! One table serves one hardware mode (`ValueTypeByHwMode` resolved to that mode's type; the
//! build script picks the mode, so the same `.td` can give an RV32 and an RV64 table). An
//! operand named twice is checked equal (`CheckSame`); a variadic root (`SDNPVariadic`)
//! passes its extra operands on; a result instruction may define more values than the
//! pattern has (scratch registers); `EXTRACT_SUBREG`, `INSERT_SUBREG`, `SUBREG_TO_REG` and
//! `COPY_TO_REGCLASS` in results become the generic opcodes of
//! `kiln_codegen::target::target_opcode`; one chained
//! node (a load) below a root without a chain is folded into the result (its chain and
//! memory operand move to the new node). Not yet: physical registers in the pattern to match
//! (flags as implicit defs), PatFrags with several alternatives.
//!
//! The including module must have in scope: `opcodes` (the generated instruction opcodes),
//! `regs` (the generated registers) if results name registers, `sub_reg_idx` and `reg_class`
//! if results use the sub-register operators, `Subtarget` (the type whose methods the
//! `CondString`s call) if patterns have `Predicates`, the `<t>isd` module of every target node
//! namespace used, and the Rust functions named by complex patterns, plus whatever the
//! predicate code uses.

pub mod pattern;

use kiln_tablegen::{Init, RecordKeeper};
use pattern::{Cx, Kind, Pattern, Pred, Tree};
use std::collections::BTreeMap;
use std::fmt::Write;

/// LLVM's pattern size: 3 per node, more for constants, predicates and complex patterns.
pub fn pattern_size(cx: &Cx, t: &Tree, n: usize) -> i64 {
    let node = &t.nodes[n];
    let mut size = 3;
    if let Kind::Int(_) = node.kind {
        size += 2;
    }
    if let Kind::Complex(cp) = &node.kind {
        return size + complex_complexity(cx, cp);
    }
    if !node.preds.is_empty() {
        size += 1;
    }
    for &c in &node.children {
        let child = &t.nodes[c];
        match &child.kind {
            Kind::Node(_) => {
                let other = child.types.first().is_some_and(|&ty| ty == cx.types.other);
                if !child.types.is_empty() && !other {
                    size += pattern_size(cx, t, c);
                }
            }
            Kind::Complex(_) => size += pattern_size(cx, t, c),
            Kind::Int(_) => size += 5,
            _ if !child.preds.is_empty() => size += 1,
            _ => {}
        }
    }
    size
}

fn complex_complexity(cx: &Cx, cp: &str) -> i64 {
    let r = cx.rk.def(cp);
    let c = r.and_then(|r| r.get_int("Complexity").ok()).unwrap_or(-1);
    if c >= 0 {
        c
    } else {
        3 * r.and_then(|r| r.get_int("NumOperands").ok()).unwrap_or(1)
    }
}

/// A pattern's complexity: its size plus `AddedComplexity`.
pub fn complexity(cx: &Cx, p: &Pattern) -> i64 {
    pattern_size(cx, &p.src, p.src.root) + p.added_complexity
}

fn count_instrs(t: &Tree) -> usize {
    pattern::preorder(t)
        .into_iter()
        .filter(|&n| matches!(t.nodes[n].kind, Kind::Instr(_)))
        .count()
}

/// The patterns in the order they are tried: higher complexity first, then fewer result
/// instructions, then smaller results, then definition order (LLVM's
/// `PatternSortingPredicate`).
pub fn sort_patterns(cx: &Cx, pats: &mut [Pattern]) {
    pats.sort_by_key(|p| {
        (
            -complexity(cx, p),
            count_instrs(&p.dst),
            p.dst.nodes.len(),
            p.order,
        )
    });
}

/// The Rust path of an SDNode's opcode constant: `ISD::ADD` is `isd::ADD`,
/// `RISCVISD::CALL` is `riscvisd::CALL`.
pub fn opcode_path(opcode: &str) -> String {
    match opcode.split_once("::") {
        Some((ns, name)) => format!("{}::{name}", ns.to_lowercase()),
        None => opcode.to_string(),
    }
}

/// Indices of the predicates, complex patterns and transforms named by the patterns.
#[derive(Default)]
struct Names {
    imm: Vec<String>,
    node: Vec<String>,
    complex: Vec<String>,
    xform: Vec<String>,
    /// Sets of `Predicate` records, as their names joined by `, `.
    pattern: Vec<String>,
}

fn index_of(v: &mut Vec<String>, s: &str) -> usize {
    match v.iter().position(|x| x == s) {
        Some(k) => k,
        None => {
            v.push(s.to_string());
            v.len() - 1
        }
    }
}

struct Gen<'c, 'a> {
    cx: &'c Cx<'a>,
    names: &'c mut Names,
    ops: Vec<String>,
    /// Recorded values so far.
    nrec: usize,
    /// Name -> recorded index.
    rec: BTreeMap<String, usize>,
    /// Names of values a complex pattern produced (already target operands).
    from_complex: Vec<String>,
    /// A chained node below the root is folded into the result.
    folds: bool,
    /// An inner result instruction took the pattern's chain (`EmitChainedNode`).
    chain_given: bool,
    p: &'c Pattern,
}

impl Gen<'_, '_> {
    fn e(&self, msg: impl std::fmt::Display) -> String {
        format!("{}: error: in '{}': {msg}", self.p.loc, self.p.record)
    }

    fn mvt(&self, ts: pattern::TypeSet) -> String {
        let v = self
            .cx
            .types
            .single(ts)
            .expect("invariant: pattern types are inferred to one type before emission");
        format!("MVT::{}", v.mvt)
    }

    fn record(&mut self, name: &Option<String>) {
        self.ops.push("M::RecordNode".into());
        if let Some(n) = name {
            self.rec.insert(n.clone(), self.nrec);
        }
        self.nrec += 1;
    }

    fn sdnode_opcode(&self, sd: &str) -> Result<String, String> {
        let r = self
            .cx
            .rk
            .def(sd)
            .ok_or_else(|| self.e(format!("no SDNode '{sd}'")))?;
        r.get_string("Opcode")
            .map(opcode_path)
            .map_err(|e| self.e(e))
    }

    fn has_prop(&self, sd: &str, prop: &str) -> bool {
        self.cx.rk.def(sd).is_some_and(|r| {
            r.get_list_of_defs("Properties")
                .unwrap_or_default()
                .contains(&prop)
        })
    }

    fn has_chain(&self, sd: &str) -> bool {
        self.has_prop(sd, "SDNPHasChain")
    }

    /// Whether the pattern to match has a chain: a chained root or a folded chained node.
    fn source_has_chain(&self) -> bool {
        self.folds
            || match &self.p.src.nodes[self.p.src.root].kind {
                Kind::Node(r) => self.has_chain(r),
                _ => false,
            }
    }

    /// Whether instruction `i` reads or writes memory or has other side effects, so it must
    /// stay ordered by the chain (LLVM gives such an instruction the pattern's chain).
    fn accesses_memory(&self, i: &str) -> bool {
        self.cx.rk.def(i).is_some_and(|r| {
            ["mayLoad", "mayStore", "hasSideEffects"].iter().any(|f| {
                matches!(r.value(f), Some(Init::Bit(true)))
                    || matches!(r.value(f), Some(Init::Int(v)) if *v != 0)
            })
        })
    }

    /// Records the cursor under `name`, or, when `name` is already recorded (an operand named
    /// twice), checks that the cursor is that value. `true` when it was recorded before.
    fn record_or_same(&mut self, name: &Option<String>) -> bool {
        if let Some(&k) = name.as_ref().and_then(|n| self.rec.get(n)) {
            self.ops.push(format!("M::CheckSame({k})"));
            return true;
        }
        self.record(name);
        false
    }

    fn preds(&mut self, n: usize) {
        let t = &self.p.src;
        for p in t.nodes[n].preds.clone() {
            match p {
                Pred::Imm(r) => {
                    let k = index_of(&mut self.names.imm, &r);
                    self.ops.push(format!("M::CheckImmPredicate({k})"));
                }
                Pred::Node(r) => {
                    let k = index_of(&mut self.names.node, &r);
                    self.ops.push(format!("M::CheckPredicate({k})"));
                }
            }
        }
    }

    fn matcher(&mut self, n: usize, root: bool) -> Result<(), String> {
        let node = self.p.src.nodes[n].clone();
        match &node.kind {
            Kind::Node(sd) => {
                let chain = self.has_chain(sd);
                if let Some(&k) = node.name.as_ref().and_then(|nm| self.rec.get(nm)) {
                    // Named twice: the same value as the first (its subtree matched there).
                    self.ops.push(format!("M::CheckSame({k})"));
                    return Ok(());
                }
                if !root {
                    let opc = self.sdnode_opcode(sd)?;
                    self.ops.push(format!("M::CheckOpcode({opc})"));
                    if chain {
                        // Load folding: one chained node, under a root without a chain.
                        let root_chain = match &self.p.src.nodes[self.p.src.root].kind {
                            Kind::Node(r) => self.has_chain(r),
                            _ => false,
                        };
                        if root_chain || self.folds {
                            return Err(self.e(format!(
                                "'{sd}' has a chain: kiln folds one chained node, under a root without a chain"
                            )));
                        }
                        self.folds = true;
                    }
                }
                if let Some(&ty) = node.types.first() {
                    if ty != self.cx.types.other {
                        let m = self.mvt(ty);
                        self.ops.push(format!("M::CheckType({m})"));
                    }
                }
                self.preds(n);
                if chain && !root {
                    self.ops.push("M::CheckFoldableChainNode".into());
                }
                if node.name.is_some() || (node.children.is_empty() && !root) {
                    self.record(&node.name);
                }
                let off = usize::from(chain);
                for (i, &c) in node.children.iter().enumerate() {
                    self.ops.push(format!("M::MoveChild({})", i + off));
                    self.matcher(c, false)?;
                    self.ops.push("M::MoveParent".into());
                }
            }
            Kind::RegClass(_) | Kind::Operand(_) | Kind::Ref => {
                if let Some(&ty) = node.types.first() {
                    let m = self.mvt(ty);
                    self.ops.push(format!("M::CheckType({m})"));
                }
                self.preds(n);
                self.record_or_same(&node.name);
            }
            Kind::Int(v) => {
                self.ops.push(format!("M::CheckInteger({v})"));
                if node.name.is_some() {
                    self.record(&node.name);
                }
            }
            Kind::CondCode(cc) => {
                self.ops.push(format!("M::CheckCondCode(CondCode::{cc})"));
            }
            Kind::ValueType(vt) => {
                let Some(ts) = self.cx.vt_set(vt) else {
                    return Err(self.e(format!("value type '{vt}' has no type in this mode")));
                };
                let m = self.mvt(ts);
                self.ops.push(format!("M::CheckValueType({m})"));
            }
            Kind::Complex(cp) => {
                let k = index_of(&mut self.names.complex, cp);
                self.ops.push(format!("M::CheckComplexPattern({k})"));
                for &c in &node.children {
                    let ch = &self.p.src.nodes[c];
                    if !ch.children.is_empty() {
                        return Err(self.e(format!(
                            "the operands of complex pattern '{cp}' must be leaves"
                        )));
                    }
                    if let Some(nm) = &ch.name {
                        self.rec.insert(nm.clone(), self.nrec);
                        self.from_complex.push(nm.clone());
                    }
                    self.nrec += 1;
                }
            }
            Kind::Register(r) => {
                return Err(self.e(format!(
                    "register '{r}' in a pattern to match is not supported"
                )))
            }
            Kind::Instr(_) | Kind::XForm(_) | Kind::SubRegIndex(_) => {
                return Err(self.e("instruction or transform in a pattern to match"))
            }
        }
        Ok(())
    }

    fn rec_index(&self, k: usize) -> Result<u8, String> {
        u8::try_from(k).map_err(|_| self.e("more than 255 recorded values"))
    }

    /// Emits the value of result-tree node `n` (not the root); its recorded index.
    fn operand(&mut self, n: usize) -> Result<usize, String> {
        let d = &self.p.dst;
        let node = d.nodes[n].clone();
        let ty = node.types.first().copied().unwrap_or(0);
        match &node.kind {
            Kind::Ref => {
                let nm = node.name.clone().unwrap_or_default();
                let Some(&k) = self.rec.get(&nm) else {
                    return Err(self.e(format!("'${nm}' is not recorded by the match")));
                };
                let src = pattern::named(&self.p.src)[&nm];
                let convert = !self.from_complex.contains(&nm)
                    && match &self.p.src.nodes[src].kind {
                        Kind::Node(sd) => self.cx.rk.def(sd).is_some_and(|r| {
                            matches!(
                                r.get_string("SDClass").unwrap_or(""),
                                "ConstantSDNode"
                                    | "FrameIndexSDNode"
                                    | "GlobalAddressSDNode"
                                    | "ExternalSymbolSDNode"
                            )
                        }),
                        _ => false,
                    };
                if convert {
                    self.ops
                        .push(format!("M::EmitConvertToTarget({})", self.rec_index(k)?));
                    self.nrec += 1;
                    return Ok(self.nrec - 1);
                }
                Ok(k)
            }
            Kind::Int(v) => {
                let m = self.mvt(ty);
                self.ops.push(format!("M::EmitInteger({m}, {v})"));
                self.nrec += 1;
                Ok(self.nrec - 1)
            }
            Kind::Register(r) => {
                let m = self.mvt(ty);
                self.ops.push(format!("M::EmitRegister({m}, regs::{r}.0)"));
                self.nrec += 1;
                Ok(self.nrec - 1)
            }
            Kind::XForm(x) => {
                let c = self.operand(node.children[0])?;
                let k = index_of(&mut self.names.xform, x);
                self.ops
                    .push(format!("M::EmitNodeXForm({k}, {})", self.rec_index(c)?));
                self.nrec += 1;
                Ok(self.nrec - 1)
            }
            Kind::Instr(_) => self.instr(n, false),
            Kind::SubRegIndex(x) => {
                self.ops
                    .push(format!("M::EmitInteger(MVT::i32, sub_reg_idx::{x} as i64)"));
                self.nrec += 1;
                Ok(self.nrec - 1)
            }
            Kind::RegClass(c) => {
                self.ops
                    .push(format!("M::EmitInteger(MVT::i32, reg_class::{c} as i64)"));
                self.nrec += 1;
                Ok(self.nrec - 1)
            }
            _ => Err(self.e("unexpected operand in a result pattern")),
        }
    }

    fn instr(&mut self, n: usize, root: bool) -> Result<usize, String> {
        let node = self.p.dst.nodes[n].clone();
        let Kind::Instr(i) = &node.kind else {
            return Err(self.e("the result of a pattern must be an instruction"));
        };
        // The sub-register operators are generic opcodes, the rest the target's.
        let generic = self
            .cx
            .rk
            .def(i)
            .is_some_and(|r| r.is_subclass_of("SubRegOperator"));
        let opc = if generic {
            format!("kiln_codegen::target::target_opcode::{i}")
        } else {
            format!("opcodes::{i} as u32")
        };
        let mut idx = Vec::with_capacity(node.children.len());
        for &c in &node.children {
            let k = self.operand(c)?;
            idx.push(self.rec_index(k)?.to_string());
        }
        if root {
            if self.chain_given && !generic && self.accesses_memory(i) {
                return Err(self.e(format!(
                    "'{i}' and an inner result instruction both access memory: kiln chains one"
                )));
            }
            let vts: Vec<String> = node.types.iter().map(|&t| self.mvt(t)).collect();
            let src_root = &self.p.src.nodes[self.p.src.root];
            let variadic = match &src_root.kind {
                Kind::Node(sd) if self.has_prop(sd, "SDNPVariadic") => {
                    src_root.children.len() + usize::from(self.has_chain(sd))
                }
                _ => 0,
            };
            if variadic > 0 {
                self.ops
                    .push(format!("M::CopyVariadicOperands({variadic})"));
            }
            self.ops.push(format!(
                "M::MorphNodeTo {{ opc: {opc}, vts: &[{}], ops: &[{}] }}",
                vts.join(", "),
                idx.join(", ")
            ));
            Ok(usize::MAX)
        } else {
            if node.types.len() != 1 {
                return Err(self.e(format!(
                    "an inner result instruction must have one result; '{i}' has {}",
                    node.types.len()
                )));
            }
            let m = self.mvt(node.types[0]);
            // An inner instruction that accesses memory takes the pattern's chain (a load
            // under SUBREG_TO_REG): left unchained it could be merged with another load of
            // the same address or moved across a store.
            let chained =
                !generic && !self.chain_given && self.source_has_chain() && self.accesses_memory(i);
            self.chain_given |= chained;
            let op = if chained {
                "EmitChainedNode"
            } else {
                "EmitNode"
            };
            self.ops.push(format!(
                "M::{op} {{ opc: {opc}, vt: {m}, ops: &[{}] }}",
                idx.join(", ")
            ));
            self.nrec += 1;
            Ok(self.nrec - 1)
        }
    }
}

/// The source text of a tree, for comments (`(add GPR:$rs1, simm12:$imm12)`).
pub fn show_tree(t: &Tree, n: usize) -> String {
    let node = &t.nodes[n];
    let head = match &node.kind {
        Kind::Node(s) | Kind::RegClass(s) | Kind::Operand(s) | Kind::Register(s) => s.clone(),
        Kind::ValueType(s) | Kind::CondCode(s) | Kind::Complex(s) | Kind::Instr(s) => s.clone(),
        Kind::XForm(s) | Kind::SubRegIndex(s) => s.clone(),
        Kind::Int(v) => v.to_string(),
        Kind::Ref => String::new(),
    };
    if node.kind == Kind::Ref {
        return format!("${}", node.name.clone().unwrap_or_default());
    }
    let name = node
        .name
        .as_ref()
        .map(|n| format!(":${n}"))
        .unwrap_or_default();
    if node.children.is_empty() && !matches!(node.kind, Kind::Instr(_)) {
        return format!("{head}{name}");
    }
    let kids: Vec<String> = node.children.iter().map(|&c| show_tree(t, c)).collect();
    format!("({head}{name} {})", kids.join(", "))
}

/// One pattern's match program (Rust source of the `MatcherOp`s) and the root opcode path.
fn program(cx: &Cx, names: &mut Names, p: &Pattern) -> Result<(String, Vec<String>), String> {
    let root = &p.src.nodes[p.src.root];
    let Kind::Node(sd) = &root.kind else {
        return Err(format!(
            "{}: error: in '{}': the root of a pattern to match must be a DAG node",
            p.loc, p.record
        ));
    };
    let mut g = Gen {
        cx,
        names,
        ops: Vec::new(),
        nrec: 0,
        rec: BTreeMap::new(),
        from_complex: Vec::new(),
        folds: false,
        chain_given: false,
        p,
    };
    let opc = g.sdnode_opcode(sd)?;
    if !p.predicates.is_empty() {
        let k = index_of(&mut g.names.pattern, &p.predicates.join(", "));
        g.ops.push(format!("M::CheckPatternPredicate({k})"));
    }
    g.matcher(p.src.root, true)?;
    g.instr(p.dst.root, true)?;
    Ok((opc, g.ops))
}

/// Rust for the conditions of a fragment's node predicate (`PredicateCode` and the
/// load/store fields).
fn node_predicate(cx: &Cx, name: &str) -> String {
    let Some(r) = cx.rk.def(name) else {
        return "false".into();
    };
    let mut conds: Vec<String> = Vec::new();
    let bit = |f: &str| match r.value(f) {
        Some(Init::Bit(b)) => Some(*b),
        Some(Init::Int(v)) => Some(*v != 0),
        _ => None,
    };
    let check = |conds: &mut Vec<String>, f: &str, pat: &str| {
        if let Some(b) = bit(f) {
            conds.push(format!(
                "{}matches!(dag.data(n), {pat})",
                if b { "" } else { "!" }
            ));
        }
    };
    check(&mut conds, "IsLoad", "NodeData::Load { .. }");
    check(&mut conds, "IsStore", "NodeData::Store { .. }");
    check(
        &mut conds,
        "IsUnindexed",
        "NodeData::Load { mode: isd::MemIndexedMode::Unindexed, .. } | NodeData::Store { mode: isd::MemIndexedMode::Unindexed, .. }",
    );
    for (f, e) in [
        ("IsNonExtLoad", "NonExtLoad"),
        ("IsAnyExtLoad", "ExtLoad"),
        ("IsSignExtLoad", "SextLoad"),
        ("IsZeroExtLoad", "ZextLoad"),
    ] {
        check(
            &mut conds,
            f,
            &format!("NodeData::Load {{ ext: isd::LoadExtType::{e}, .. }}"),
        );
    }
    check(
        &mut conds,
        "IsTruncStore",
        "NodeData::Store { truncating: true, .. }",
    );
    check(&mut conds, "IsAtomic", "NodeData::Atomic { .. }");
    for (f, o) in [
        ("IsAtomicOrderingMonotonic", "Monotonic"),
        ("IsAtomicOrderingAcquire", "Acquire"),
        ("IsAtomicOrderingRelease", "Release"),
        ("IsAtomicOrderingAcquireRelease", "AcqRel"),
        ("IsAtomicOrderingSequentiallyConsistent", "SeqCst"),
    ] {
        check(
            &mut conds,
            f,
            &format!("NodeData::Atomic {{ ordering: AtomicOrdering::{o}, .. }}"),
        );
    }
    if let Ok(vt) = r.get_def("MemoryVT") {
        if let Some(v) = cx.vt_set(vt).and_then(|s| cx.types.single(s)) {
            conds.push(format!(
                "matches!(dag.data(n), NodeData::Load {{ mem_vt, .. }} | NodeData::Store {{ mem_vt, .. }} | NodeData::Atomic {{ mem_vt, .. }} if mem_vt == EVT::Simple(MVT::{}))",
                v.mvt
            ));
        }
    }
    if let Some(Init::Code(c)) | Some(Init::String(c)) = r.value("PredicateCode") {
        if !c.trim().is_empty() {
            conds.push(format!("{{ {} }}", c.trim()));
        }
    }
    if conds.is_empty() {
        "true".into()
    } else {
        conds.join("\n            && ")
    }
}

fn code_field(cx: &Cx, rec: &str, field: &str) -> String {
    match cx.rk.def(rec).and_then(|r| r.value(field)) {
        Some(Init::Code(c)) | Some(Init::String(c)) => c.trim().to_string(),
        _ => String::new(),
    }
}

/// The typed, ordered patterns of `rk` for hardware mode `mode` (empty: the default).
pub fn patterns<'a>(rk: &'a RecordKeeper, mode: &str) -> Result<(Cx<'a>, Vec<Pattern>), String> {
    let cx = Cx::new(rk, mode)?;
    let mut pats = pattern::collect(&cx)?;
    sort_patterns(&cx, &mut pats);
    Ok((cx, pats))
}

/// Writes `<target>GenDAGISel.rs` for hardware mode `mode` (see the module documentation).
pub fn emit(rk: &RecordKeeper, target: &str, mode: &str) -> Result<String, String> {
    let (cx, pats) = patterns(rk, mode)?;
    let mut names = Names::default();
    let mut o = String::new();
    let _ = writeln!(
        o,
        "// Generated by kiln-tablegen-backends (dag_isel) from the {target} records{}. Do not edit.",
        if mode.is_empty() {
            String::new()
        } else {
            format!(", hardware mode {mode}")
        }
    );
    let _ = writeln!(
        o,
        "#[allow(unused_imports)]\nuse kiln_codegen::isel::{{MatchPrograms, MatcherOp as M, MatcherTable}};\n\
         #[allow(unused_imports)]\nuse kiln_codegen::selection_dag::isd::{{self, CondCode, Opcode}};\n\
         #[allow(unused_imports)]\nuse kiln_codegen::selection_dag::{{AtomicOrdering, NodeData, NodeId, SDValue, SelectionDAG}};\n\
         #[allow(unused_imports)]\nuse kiln_codegen::value_types::{{EVT, MVT}};\n"
    );
    let mut by_root: Vec<(String, Vec<usize>)> = Vec::new();
    for (k, p) in pats.iter().enumerate() {
        let (root, ops) = program(&cx, &mut names, p)?;
        let _ = writeln!(
            o,
            "/// {}: `{}` -> `{}` (complexity {}).\nstatic P{k}: &[M] = &[\n    {},\n];",
            p.loc.rsplit('/').next().unwrap_or(&p.loc),
            show_tree(&p.src, p.src.root),
            show_tree(&p.dst, p.dst.root),
            complexity(&cx, p),
            ops.join(",\n    ")
        );
        match by_root.iter_mut().find(|e| e.0 == root) {
            Some(e) => e.1.push(k),
            None => by_root.push((root, vec![k])),
        }
    }
    let _ = writeln!(
        o,
        "\n/// The match programs by root opcode, most complex first.\nstatic ENTRIES: &[(Opcode, MatchPrograms)] = &["
    );
    for (root, ps) in &by_root {
        let list: Vec<String> = ps.iter().map(|k| format!("P{k}")).collect();
        let _ = writeln!(o, "    ({root}, &[{}]),", list.join(", "));
    }
    let _ = writeln!(o, "];\n");
    let _ = writeln!(
        o,
        "/// Number of patterns in the table.\n#[allow(dead_code)]\npub const NUM_PATTERNS: usize = {};\n",
        pats.len()
    );
    let _ = writeln!(
        o,
        "/// The matcher table (sorted by opcode on first use).\npub fn matcher_table() -> &'static MatcherTable {{\n    \
         static T: std::sync::OnceLock<MatcherTable> = std::sync::OnceLock::new();\n    \
         T.get_or_init(|| MatcherTable::sorted(ENTRIES))\n}}\n"
    );
    // Immediate predicates.
    let _ = writeln!(o, "/// Immediate predicate `k` (an `ImmLeaf`'s code) on constant `imm`.\n#[allow(unused_variables, clippy::all)]\npub fn check_imm_predicate(k: u16, imm: i64) -> bool {{\n    match k {{");
    for (k, r) in names.imm.iter().enumerate() {
        let _ = writeln!(
            o,
            "        // {r}\n        {k} => {{ {} }}",
            code_field(&cx, r, "ImmediateCode")
        );
    }
    let _ = writeln!(o, "        _ => false,\n    }}\n}}\n");
    let _ = writeln!(o, "/// Pattern predicate `k` (the `CondString`s of a pattern's `Predicates`, over the\n/// subtarget `st`).\n#[allow(unused_variables, unused_parens, clippy::all)]\npub fn check_pattern_predicate(k: u16, st: &Subtarget) -> bool {{\n    match k {{");
    for (k, set) in names.pattern.iter().enumerate() {
        let conds: Vec<String> = set
            .split(", ")
            .map(|p| match code_field(&cx, p, "CondString") {
                c if c.is_empty() => "true".to_string(),
                c => format!("({c})"),
            })
            .collect();
        let _ = writeln!(
            o,
            "        // {set}\n        {k} => {},",
            conds.join(" && ")
        );
    }
    let _ = writeln!(o, "        _ => false,\n    }}\n}}\n");
    let _ = writeln!(o, "/// Node predicate `k` (a fragment's code and memory fields) on node `n`.\n#[allow(unused_variables, unused_braces, clippy::all)]\npub fn check_node_predicate(k: u16, dag: &SelectionDAG, n: NodeId) -> bool {{\n    match k {{");
    for (k, r) in names.node.iter().enumerate() {
        let _ = writeln!(
            o,
            "        // {r}\n        {k} => {{\n            {}\n        }}",
            node_predicate(&cx, r)
        );
    }
    let _ = writeln!(o, "        _ => false,\n    }}\n}}\n");
    let _ = writeln!(o, "/// Complex pattern `k` on value `v` of a match rooted at `root`.\n#[allow(unused_variables, clippy::all)]\npub fn select_complex_pattern(k: u16, dag: &mut SelectionDAG, root: NodeId, v: SDValue) -> Option<Vec<SDValue>> {{\n    match k {{");
    for (k, r) in names.complex.iter().enumerate() {
        let f = cx
            .rk
            .def(r)
            .and_then(|r| r.get_string("SelectFunc").ok())
            .unwrap_or("");
        let _ = writeln!(o, "        // {r}\n        {k} => {f}(dag, root, v),");
    }
    let _ = writeln!(o, "        _ => None,\n    }}\n}}\n");
    let _ = writeln!(o, "/// Transform `k` (an `SDNodeXForm`) of value `n`.\n#[allow(unused_variables, clippy::all)]\npub fn run_xform(k: u16, dag: &mut SelectionDAG, n: SDValue) -> SDValue {{\n    match k {{");
    for (k, r) in names.xform.iter().enumerate() {
        let _ = writeln!(
            o,
            "        // {r}\n        {k} => {{\n            let imm: i64 = dag.const_value(n).and_then(|c| i64::try_from(c).ok()).unwrap_or(0);\n            {}\n        }}",
            code_field(&cx, r, "XFormFunction")
        );
    }
    let _ = writeln!(o, "        _ => n,\n    }}\n}}");
    Ok(o)
}

/// The hardware mode `kiln-tablegen -gen-dag-isel` uses when none is given: the one the
/// target's code generator uses (its build script passes the same), by target name.
pub fn codegen_mode(target: &str) -> &'static str {
    match target {
        "RISCV" => "RV64",
        _ => "",
    }
}

/// Runs `-gen-dag-isel` (with an optional `=MODE`) over `rk`.
pub fn run(action: &str, rk: &RecordKeeper) -> Option<Result<String, String>> {
    let a = action.trim_start_matches('-');
    let mode = if a == "gen-dag-isel" {
        None
    } else {
        Some(a.strip_prefix("gen-dag-isel=")?.to_string())
    };
    let Some(target) = crate::instr_info::target_namespace(rk) else {
        return Some(Err(
            "error: no instructions with a Namespace in the records".into(),
        ));
    };
    let mode = mode.unwrap_or_else(|| codegen_mode(&target).to_string());
    Some(emit(rk, &target, &mode))
}
