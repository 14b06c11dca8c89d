//! Patterns as trees, and their types (LLVM's `CodeGenDAGPatterns`, for one hardware mode).
//!
//! In: the records of `TargetSelectionDAG.td` and a target's patterns (`Pat`/`Pattern`
//! records and instructions' `Pattern` fields). Out: [`Pattern`]s whose input tree has every
//! fragment inlined (its predicates attached to the node it became), every node typed with one
//! value type, commutative variants added, and whose result tree names the instructions to
//! build. Anything not understood is an error located at the record that holds the pattern.

use kiln_tablegen::{DagInit, Init, Record, RecordKeeper};
use std::collections::BTreeMap;

/// A set of value types: bit `k` is `Types::vts[k]`.
pub type TypeSet = u128;

/// One value type of the universe.
#[derive(Clone, Debug)]
pub struct Vt {
    /// The record name (`i64`, `OtherVT`).
    pub name: String,
    /// The `MVT` variant in kiln-codegen (`i64`, `Other`).
    pub mvt: String,
    /// Width in bits.
    pub size: i64,
    /// Scalar or vector integer.
    pub is_int: bool,
    /// Scalar or vector floating point.
    pub is_fp: bool,
}

/// The value types the patterns may use, and the legal ones (those of register classes).
#[derive(Clone, Debug)]
pub struct Types {
    /// Every concrete value type.
    pub vts: Vec<Vt>,
    /// The types registers hold: what an unconstrained value may be.
    pub legal: TypeSet,
    /// `OtherVT`.
    pub other: TypeSet,
}

impl Types {
    fn index(&self, name: &str) -> Option<usize> {
        self.vts.iter().position(|v| v.name == name)
    }
    fn ints(&self) -> TypeSet {
        self.filter(|v| v.is_int)
    }
    fn fps(&self) -> TypeSet {
        self.filter(|v| v.is_fp)
    }
    fn filter(&self, f: impl Fn(&Vt) -> bool) -> TypeSet {
        self.vts
            .iter()
            .enumerate()
            .filter(|(_, v)| f(v))
            .fold(0, |s, (k, _)| s | (1u128 << k))
    }
    /// The one type in `s`, if exactly one.
    pub fn single(&self, s: TypeSet) -> Option<&Vt> {
        (s.count_ones() == 1).then(|| &self.vts[s.trailing_zeros() as usize])
    }
    /// `s` as `{i32, i64}` for messages.
    pub fn show(&self, s: TypeSet) -> String {
        let names: Vec<&str> = (0..self.vts.len())
            .filter(|k| s & (1 << k) != 0)
            .map(|k| self.vts[k].name.as_str())
            .collect();
        format!("{{{}}}", names.join(", "))
    }
}

/// What a tree node is.
#[derive(Clone, Debug, PartialEq)]
pub enum Kind {
    /// A DAG node (SDNode record name); `imm`, `bb`, `frameindex` are nodes without operands.
    Node(String),
    /// A register class (or register operand's class) leaf: any value of its types.
    RegClass(String),
    /// A non-register operand leaf (`Operand<i64>`): any value of its type.
    Operand(String),
    /// A physical register (result patterns).
    Register(String),
    /// An integer literal.
    Int(i64),
    /// A value-type operand (`i32` in `sext_inreg`).
    ValueType(String),
    /// A condition code (`SETLT`).
    CondCode(String),
    /// A complex pattern; its children name its results.
    Complex(String),
    /// An instruction (result patterns).
    Instr(String),
    /// A transform of the single child (result patterns).
    XForm(String),
    /// A reference to a named input value (result patterns: `$rs1`).
    Ref,
    /// A sub-register index (result patterns: the `sub_32` of `EXTRACT_SUBREG`).
    SubRegIndex(String),
}

/// A predicate a matched node must satisfy: a fragment record name and which kind.
#[derive(Clone, Debug, PartialEq)]
pub enum Pred {
    /// `ImmediateCode` of the fragment (on a constant's value).
    Imm(String),
    /// `PredicateCode` or the load/store fields of the fragment (on the node).
    Node(String),
}

/// A pattern tree node (in a [`Tree`] arena).
#[derive(Clone, Debug)]
pub struct TNode {
    /// What it is.
    pub kind: Kind,
    /// Operand nodes (chain operands not counted).
    pub children: Vec<usize>,
    /// The `$name`, if any.
    pub name: Option<String>,
    /// One type set per result.
    pub types: Vec<TypeSet>,
    /// Predicates from inlined fragments.
    pub preds: Vec<Pred>,
}

/// A tree in an arena; `root` is its root.
#[derive(Clone, Debug, Default)]
pub struct Tree {
    /// Nodes.
    pub nodes: Vec<TNode>,
    /// Root index.
    pub root: usize,
}

impl Tree {
    fn add(&mut self, n: TNode) -> usize {
        self.nodes.push(n);
        self.nodes.len() - 1
    }
}

/// One selection pattern, ready to order and emit.
#[derive(Clone, Debug)]
pub struct Pattern {
    /// Where it was written (`file:line:col`), for messages.
    pub loc: String,
    /// The record holding it.
    pub record: String,
    /// What to match.
    pub src: Tree,
    /// What to build.
    pub dst: Tree,
    /// `AddedComplexity`.
    pub added_complexity: i64,
    /// Definition order, the last tie-breaker.
    pub order: usize,
    /// The `Predicate` records that must hold (checked at run time, on the subtarget).
    pub predicates: Vec<String>,
}

/// The backend's view of the records.
pub struct Cx<'a> {
    /// The records.
    pub rk: &'a RecordKeeper,
    /// Value types.
    pub types: Types,
    /// The hardware mode whose types are used (`RV64`); empty: the default mode.
    pub mode: String,
}

fn err(r: &Record, msg: impl std::fmt::Display) -> String {
    format!("{}: error: in '{}': {msg}", r.loc(), r.name())
}

impl<'a> Cx<'a> {
    /// Reads the value types and the legal types for hardware mode `mode`.
    pub fn new(rk: &'a RecordKeeper, mode: &str) -> Result<Cx<'a>, String> {
        let mut vts = Vec::new();
        for r in rk.all_derived_definitions("ValueType") {
            if r.is_subclass_of("HwModeSelect") || r.name() == "untyped" || r.name() == "Glue" {
                continue;
            }
            let name = r.name().to_string();
            let mvt = if name == "OtherVT" {
                "Other".to_string()
            } else {
                name.clone()
            };
            vts.push(Vt {
                mvt,
                size: r.get_int("Size").unwrap_or(0),
                is_int: r.get_bit("isInteger").unwrap_or(false),
                is_fp: r.get_bit("isFP").unwrap_or(false),
                name,
            });
        }
        if vts.len() > 128 {
            return Err(format!(
                "error: -gen-dag-isel handles at most 128 value types, the records have {}",
                vts.len()
            ));
        }
        let mut cx = Cx {
            rk,
            types: Types {
                vts,
                legal: 0,
                other: 0,
            },
            mode: mode.to_string(),
        };
        cx.types.other = cx.vt_set("OtherVT").unwrap_or(0);
        let mut legal = 0;
        for rc in rk.all_derived_definitions("RegisterClass") {
            for t in rc.get_list_of_defs("RegTypes").unwrap_or_default() {
                legal |= cx.vt_set(t).unwrap_or(0);
            }
        }
        cx.types.legal = legal;
        Ok(cx)
    }

    /// The type set of value type record `name` (a `ValueTypeByHwMode` in this mode).
    pub fn vt_set(&self, name: &str) -> Option<TypeSet> {
        let r = self.rk.def(name)?;
        if r.is_subclass_of("ValueTypeByHwMode") {
            let modes = r.get_list_of_defs("Modes").ok()?;
            let objs = r.get_list_of_defs("Objects").ok()?;
            let want = if self.mode.is_empty() {
                "DefaultMode"
            } else {
                &self.mode
            };
            let k = modes.iter().position(|m| *m == want)?;
            return self.vt_set(objs.get(k)?);
        }
        self.types.index(name).map(|k| 1u128 << k)
    }

    fn def(&self, name: &str) -> Option<&'a Record> {
        self.rk.def(name)
    }

    /// The type set of register class `name`.
    fn class_types(&self, rc: &Record) -> TypeSet {
        rc.get_list_of_defs("RegTypes")
            .unwrap_or_default()
            .iter()
            .fold(0, |s, t| s | self.vt_set(t).unwrap_or(0))
    }

    /// The type set of an instruction operand record (register class, register operand,
    /// `Operand<vt>`).
    fn operand_types(&self, r: &Record) -> TypeSet {
        if r.is_subclass_of("RegisterClass") {
            self.class_types(r)
        } else if r.is_subclass_of("RegisterOperand") {
            r.get_def("RegClass")
                .ok()
                .and_then(|c| self.def(c))
                .map(|c| self.class_types(c))
                .unwrap_or(0)
        } else if r.is_subclass_of("Operand") {
            let ty = r
                .get_def("Type")
                .ok()
                .and_then(|t| self.vt_set(t))
                .unwrap_or(0);
            // A PC-relative operand (branch target) is filled by a basic block.
            if r.get_string("OperandType").ok() == Some("OPERAND_PCREL") {
                ty | self.types.other
            } else {
                ty
            }
        } else {
            0
        }
    }

    /// The types of the registers of class that holds register `reg`.
    fn register_types(&self, reg: &str) -> TypeSet {
        for rc in self.rk.all_derived_definitions("RegisterClass") {
            if let Some(Init::Dag(d)) = rc.value("MemberList") {
                if dag_mentions(d, reg) {
                    return self.class_types(rc);
                }
            }
        }
        self.types.legal
    }
}

fn dag_mentions(d: &DagInit, name: &str) -> bool {
    d.args.iter().any(|(a, _)| match a {
        Init::Def(n) => n == name,
        Init::Dag(d) => dag_mentions(d, name),
        _ => false,
    })
}

/// Parses a pattern dag into `t`: fragments inlined, leaves classified. `args` maps a
/// fragment's operand names to the trees they stand for. `input`: the dag is a pattern to
/// match (else a result).
struct Parser<'c, 'a> {
    cx: &'c Cx<'a>,
    rec: &'c Record,
    input: bool,
}

impl Parser<'_, '_> {
    fn e(&self, msg: impl std::fmt::Display) -> String {
        err(self.rec, msg)
    }

    fn leaf(&self, t: &mut Tree, kind: Kind, name: Option<String>, ty: TypeSet) -> usize {
        t.add(TNode {
            kind,
            children: Vec::new(),
            name,
            types: vec![ty],
            preds: Vec::new(),
        })
    }

    /// One operand: an `Init` with its optional `$name`.
    fn operand(
        &self,
        t: &mut Tree,
        v: &Init,
        name: Option<&String>,
        args: &BTreeMap<String, usize>,
    ) -> Result<usize, String> {
        let name = name.cloned();
        let all = self.cx.types.legal;
        match v {
            Init::Dag(d) => {
                let n = self.dag(t, d, args)?;
                if name.is_some() {
                    t.nodes[n].name = name;
                }
                Ok(n)
            }
            Init::Int(v) => Ok(self.leaf(t, Kind::Int(*v), name, all & self.cx.types.ints())),
            Init::Unset if !self.input && name.is_some() => Ok(self.leaf(t, Kind::Ref, name, all)),
            Init::Unset => {
                Err(self.e("an operand with no value needs a $name in a result pattern"))
            }
            Init::Def(d) => {
                if d == "node" {
                    let Some(nm) = &name else {
                        return Err(self.e("'node' operand without a $name"));
                    };
                    return match args.get(nm) {
                        Some(&n) => Ok(n),
                        None => Err(self.e(format!("fragment operand '${nm}' is not bound"))),
                    };
                }
                let Some(r) = self.cx.def(d) else {
                    return Err(self.e(format!("unknown record '{d}' in pattern")));
                };
                if !self.input && name.is_some() && !r.is_subclass_of("Register") {
                    // `GPR:$rs1`, `simm12:$imm` in a result: the value named so.
                    let ty = match self.cx.operand_types(r) {
                        0 => all,
                        t => t,
                    };
                    return Ok(self.leaf(t, Kind::Ref, name, ty));
                }
                if r.is_subclass_of("SubRegIndex") && !self.input {
                    let other = self.cx.types.other;
                    return Ok(self.leaf(t, Kind::SubRegIndex(d.clone()), name, other));
                }
                if r.is_subclass_of("RegisterClass") || r.is_subclass_of("RegisterOperand") {
                    // In a result (COPY_TO_REGCLASS's class) it is the class's number.
                    let ty = if self.input {
                        self.cx.operand_types(r)
                    } else {
                        self.cx.types.other
                    };
                    let cls = if r.is_subclass_of("RegisterOperand") {
                        r.get_def("RegClass").unwrap_or(d).to_string()
                    } else {
                        d.clone()
                    };
                    return Ok(self.leaf(t, Kind::RegClass(cls), name, ty));
                }
                if r.is_subclass_of("Register") {
                    let ty = self.cx.register_types(d);
                    return Ok(self.leaf(t, Kind::Register(d.clone()), name, ty));
                }
                if r.is_subclass_of("ValueType") {
                    return Ok(self.leaf(t, Kind::ValueType(d.clone()), name, self.cx.types.other));
                }
                if r.is_subclass_of("CondCode") {
                    return Ok(self.leaf(t, Kind::CondCode(d.clone()), name, self.cx.types.other));
                }
                if r.is_subclass_of("PatFrags") {
                    // A leaf fragment (PatLeaf, ImmLeaf, or an operand that is also one).
                    let n = self.fragment(t, r, &[], &[])?;
                    if name.is_some() {
                        t.nodes[n].name = name;
                    }
                    return Ok(n);
                }
                if r.is_subclass_of("SDNode") {
                    let n = self.node(t, d, r, Vec::new())?;
                    t.nodes[n].name = name;
                    return Ok(n);
                }
                if r.is_subclass_of("Operand") {
                    let ty = self.cx.operand_types(r);
                    return Ok(self.leaf(t, Kind::Operand(d.clone()), name, ty));
                }
                if r.is_subclass_of("ComplexPattern") {
                    return Err(self.e(format!(
                        "complex pattern '{d}' must be used as an operator with its operands: ({d} ...)"
                    )));
                }
                Err(self.e(format!("'{d}' cannot be used as a pattern operand")))
            }
            other => Err(self.e(format!("unexpected value '{other}' in pattern"))),
        }
    }

    fn node(
        &self,
        t: &mut Tree,
        name: &str,
        r: &Record,
        children: Vec<usize>,
    ) -> Result<usize, String> {
        let prof = r
            .get_def("TypeProfile")
            .ok()
            .and_then(|p| self.cx.def(p))
            .ok_or_else(|| self.e(format!("SDNode '{name}' has no type profile")))?;
        let nres = prof.get_int("NumResults").unwrap_or(0).max(0) as usize;
        let nops = prof.get_int("NumOperands").unwrap_or(0);
        if nops >= 0 && nops as usize != children.len() {
            return Err(self.e(format!(
                "'{name}' node requires exactly {nops} operands, has {}",
                children.len()
            )));
        }
        Ok(t.add(TNode {
            kind: Kind::Node(name.to_string()),
            children,
            name: None,
            types: vec![self.cx.types.legal | self.cx.types.other; nres],
            preds: Vec::new(),
        }))
    }

    /// Inlines fragment `r` with operands `ops` (trees) named `names`.
    fn fragment(
        &self,
        t: &mut Tree,
        r: &Record,
        ops: &[usize],
        _names: &[Option<String>],
    ) -> Result<usize, String> {
        let frags = r.get_list("Fragments").map_err(|e| self.e(e))?;
        if frags.len() != 1 {
            return Err(self.e(format!(
                "fragment '{}' has {} alternatives; kiln's -gen-dag-isel handles one",
                r.name(),
                frags.len()
            )));
        }
        let params = r.get_dag("Operands").map_err(|e| self.e(e))?;
        if params.args.len() != ops.len() {
            return Err(self.e(format!(
                "fragment '{}' takes {} operands, given {}",
                r.name(),
                params.args.len(),
                ops.len()
            )));
        }
        let mut args = BTreeMap::new();
        for ((_, pn), &o) in params.args.iter().zip(ops) {
            let Some(pn) = pn else {
                return Err(self.e(format!("fragment '{}' has an unnamed operand", r.name())));
            };
            args.insert(pn.clone(), o);
        }
        let Init::Dag(body) = &frags[0] else {
            return Err(self.e(format!("fragment '{}' is not a dag", r.name())));
        };
        let n = self.dag(t, body, &args)?;
        let code = |f: &str| match r.value(f) {
            Some(Init::Code(s)) | Some(Init::String(s)) => !s.trim().is_empty(),
            _ => false,
        };
        if code("ImmediateCode") {
            t.nodes[n].preds.push(Pred::Imm(r.name().to_string()));
        }
        let mem = [
            "IsLoad",
            "IsStore",
            "IsUnindexed",
            "IsNonExtLoad",
            "IsAnyExtLoad",
            "IsSignExtLoad",
            "IsZeroExtLoad",
            "IsTruncStore",
            "MemoryVT",
            "IsAtomic",
            "IsAtomicOrderingMonotonic",
            "IsAtomicOrderingAcquire",
            "IsAtomicOrderingRelease",
            "IsAtomicOrderingAcquireRelease",
            "IsAtomicOrderingSequentiallyConsistent",
        ]
        .iter()
        .any(|f| !r.is_value_unset(f));
        if code("PredicateCode") || mem {
            t.nodes[n].preds.push(Pred::Node(r.name().to_string()));
        }
        Ok(n)
    }

    fn dag(
        &self,
        t: &mut Tree,
        d: &DagInit,
        args: &BTreeMap<String, usize>,
    ) -> Result<usize, String> {
        let Init::Def(op) = &d.op else {
            return Err(self.e(format!("pattern operator '{}' is not a record", d.op)));
        };
        let Some(r) = self.cx.def(op) else {
            return Err(self.e(format!("unknown operator '{op}'")));
        };
        // `(node:$x)` and friends are not operators.
        if r.is_subclass_of("ValueType") {
            // A type cast: (i64 GPR:$x).
            if d.args.len() != 1 {
                return Err(self.e(format!("type cast '({op} ...)' takes one operand")));
            }
            let Some(ty) = self.cx.vt_set(op) else {
                return Err(self.e(format!("value type '{op}' has no type in this mode")));
            };
            let (a, an) = &d.args[0];
            let n = self.operand(t, a, an.as_ref(), args)?;
            let cur = t.nodes[n].types.first().copied().unwrap_or(0);
            if t.nodes[n].types.is_empty() {
                return Err(self.e(format!("cannot cast a node with no result to '{op}'")));
            }
            if cur & ty == 0 {
                return Err(self.e(format!(
                    "Type inference contradiction: {} cast to {op}",
                    self.cx.types.show(cur)
                )));
            }
            t.nodes[n].types[0] = cur & ty;
            return Ok(n);
        }
        let mut kids = Vec::with_capacity(d.args.len());
        for (a, an) in &d.args {
            kids.push(self.operand(t, a, an.as_ref(), args)?);
        }
        let n = if r.is_subclass_of("PatFrags") {
            if !self.input {
                return Err(self.e(format!("fragment '{op}' in a result pattern")));
            }
            let names: Vec<Option<String>> = d.args.iter().map(|a| a.1.clone()).collect();
            self.fragment(t, r, &kids, &names)?
        } else if r.is_subclass_of("SDNode") {
            if !self.input {
                return Err(self.e(format!("DAG node '{op}' in a result pattern")));
            }
            self.node(t, op, r, kids)?
        } else if r.is_subclass_of("ComplexPattern") {
            let want = r.get_int("NumOperands").unwrap_or(0) as usize;
            if kids.len() != want {
                return Err(self.e(format!(
                    "complex pattern '{op}' gives {want} operands, {} named",
                    kids.len()
                )));
            }
            let ty = r
                .get_def("Ty")
                .ok()
                .and_then(|v| self.cx.vt_set(v))
                .unwrap_or(self.cx.types.legal);
            t.add(TNode {
                kind: Kind::Complex(op.clone()),
                children: kids,
                name: None,
                types: vec![ty],
                preds: Vec::new(),
            })
        } else if r.is_subclass_of("Instruction") {
            if self.input {
                return Err(self.e(format!("instruction '{op}' in a pattern to match")));
            }
            let outs = r.get_dag("OutOperandList").map_err(|e| self.e(e))?;
            let mut types = Vec::new();
            for (o, _) in &outs.args {
                let Init::Def(c) = o else { continue };
                let ty = self
                    .cx
                    .def(c)
                    .map(|c| self.cx.operand_types(c))
                    .unwrap_or(0);
                types.push(ty);
            }
            t.add(TNode {
                kind: Kind::Instr(op.clone()),
                children: kids,
                name: None,
                types,
                preds: Vec::new(),
            })
        } else if r.is_subclass_of("SubRegOperator") {
            if self.input {
                return Err(self.e(format!("'{op}' in a pattern to match")));
            }
            let want = r.get_int("NumOperands").unwrap_or(0) as usize;
            if kids.len() != want {
                return Err(self.e(format!(
                    "'{op}' takes {want} operands, given {}",
                    kids.len()
                )));
            }
            t.add(TNode {
                kind: Kind::Instr(op.clone()),
                children: kids,
                name: None,
                types: vec![self.cx.types.legal],
                preds: Vec::new(),
            })
        } else if r.is_subclass_of("SDNodeXForm") {
            if kids.len() != 1 {
                return Err(self.e(format!("transform '{op}' takes one operand")));
            }
            let ty = t.nodes[kids[0]].types.first().copied().unwrap_or(0);
            t.add(TNode {
                kind: Kind::XForm(op.clone()),
                children: kids,
                name: None,
                types: vec![ty],
                preds: Vec::new(),
            })
        } else {
            return Err(self.e(format!("'{op}' cannot be a pattern operator")));
        };
        if let Some(nm) = &d.op_name {
            t.nodes[n].name = Some(nm.clone());
        }
        Ok(n)
    }
}

/// Applies the type constraints of every node until nothing changes. `Err` on a
/// contradiction.
fn infer(cx: &Cx, rec: &Record, t: &mut Tree) -> Result<bool, String> {
    let ty = &cx.types;
    let mut changed = false;
    let mut set = |t: &mut Tree, n: usize, k: usize, s: TypeSet, why: &str| -> Result<(), String> {
        let cur = t.nodes[n].types[k];
        let new = cur & s;
        if new == 0 {
            return Err(err(
                rec,
                format!(
                    "Type inference contradiction found, merging {} into {} ({why})",
                    ty.show(s),
                    ty.show(cur)
                ),
            ));
        }
        if new != cur {
            t.nodes[n].types[k] = new;
            changed = true;
        }
        Ok(())
    };
    for n in 0..t.nodes.len() {
        match t.nodes[n].kind.clone() {
            Kind::Int(_) => set(t, n, 0, ty.ints(), "integer literal")?,
            Kind::Node(sd) => {
                let r = cx
                    .rk
                    .def(&sd)
                    .expect("invariant: node kinds name SDNode records");
                let prof = r
                    .get_def("TypeProfile")
                    .ok()
                    .and_then(|p| cx.rk.def(p))
                    .expect("invariant: checked when the node was parsed");
                let nres = t.nodes[n].types.len();
                // (node, result) of constraint operand `k`.
                let at = |t: &Tree, k: i64| -> Option<(usize, usize)> {
                    let k = usize::try_from(k).ok()?;
                    if k < nres {
                        Some((n, k))
                    } else {
                        let c = *t.nodes[n].children.get(k - nres)?;
                        (!t.nodes[c].types.is_empty()).then_some((c, 0))
                    }
                };
                for c in prof.get_list("Constraints").unwrap_or(&[]) {
                    let Init::Def(cn) = c else { continue };
                    let Some(cr) = cx.rk.def(cn) else { continue };
                    let Some((a, ak)) = at(t, cr.get_int("OperandNum").unwrap_or(-1)) else {
                        continue;
                    };
                    if cr.is_subclass_of("SDTCisVT") {
                        let s = cr
                            .get_def("VT")
                            .ok()
                            .and_then(|v| cx.vt_set(v))
                            .unwrap_or(0);
                        set(t, a, ak, s, &format!("{sd} operand type"))?;
                    } else if cr.is_subclass_of("SDTCisInt") || cr.is_subclass_of("SDTCisPtrTy") {
                        set(
                            t,
                            a,
                            ak,
                            ty.ints() & ty.legal,
                            &format!("{sd} integer operand"),
                        )?;
                    } else if cr.is_subclass_of("SDTCisFP") {
                        set(t, a, ak, ty.fps(), &format!("{sd} floating-point operand"))?;
                    } else if cr.is_subclass_of("SDTCisSameAs") {
                        let Some((b, bk)) = at(t, cr.get_int("OtherOperandNum").unwrap_or(-1))
                        else {
                            continue;
                        };
                        let (sa, sb) = (t.nodes[a].types[ak], t.nodes[b].types[bk]);
                        set(t, a, ak, sb, &format!("{sd} operands of the same type"))?;
                        set(t, b, bk, sa, &format!("{sd} operands of the same type"))?;
                    } else if cr.is_subclass_of("SDTCisOpSmallerThanOp") {
                        let Some((b, bk)) = at(t, cr.get_int("BigOperandNum").unwrap_or(-1)) else {
                            continue;
                        };
                        let (sa, sb) = (t.nodes[a].types[ak], t.nodes[b].types[bk]);
                        let size =
                            |s: TypeSet, f: &dyn Fn(i64) -> bool| ty.filter(|v| f(v.size)) & s != 0;
                        let small = ty.filter(|v| size(sb, &|bs| v.size < bs));
                        let big = ty.filter(|v| size(sa, &|ss| v.size > ss));
                        set(t, a, ak, small, &format!("{sd} narrower operand"))?;
                        set(t, b, bk, big, &format!("{sd} wider operand"))?;
                    }
                }
            }
            _ => {}
        }
    }
    Ok(changed)
}

/// Unifies the types of the named values of `src` with their uses in `dst`, and the
/// result types of both roots. Returns whether anything changed.
fn unify(cx: &Cx, rec: &Record, src: &mut Tree, dst: &mut Tree) -> Result<bool, String> {
    let mut changed = false;
    let names: BTreeMap<String, usize> = named(src);
    let mut meet = |a: &mut TypeSet, b: &mut TypeSet, what: &str| -> Result<(), String> {
        let m = *a & *b;
        if m == 0 {
            return Err(err(
                rec,
                format!(
                    "Type inference contradiction for {what}: {} vs {}",
                    cx.types.show(*a),
                    cx.types.show(*b)
                ),
            ));
        }
        if m != *a || m != *b {
            changed = true;
        }
        *a = m;
        *b = m;
        Ok(())
    };
    // Instruction operands constrain what fills them.
    for n in 0..dst.nodes.len() {
        let Kind::Instr(i) = dst.nodes[n].kind.clone() else {
            continue;
        };
        let r = cx
            .rk
            .def(&i)
            .expect("invariant: instruction kinds name records");
        if r.is_subclass_of("SubRegOperator") {
            continue;
        }
        let ins = r.get_dag("InOperandList").map_err(|e| err(rec, e))?;
        let kids = dst.nodes[n].children.clone();
        if kids.len() != ins.args.len() {
            return Err(err(
                rec,
                format!(
                    "instruction '{i}' expects {} operands, the pattern gives {}",
                    ins.args.len(),
                    kids.len()
                ),
            ));
        }
        for (k, (o, _)) in kids.iter().zip(&ins.args) {
            let Init::Def(oc) = o else { continue };
            let Some(or) = cx.rk.def(oc) else { continue };
            let mut want = cx.operand_types(or);
            if want == 0 || dst.nodes[*k].types.is_empty() {
                continue;
            }
            let mut cur = dst.nodes[*k].types[0];
            meet(&mut cur, &mut want, &format!("operand of {i}"))?;
            dst.nodes[*k].types[0] = cur;
        }
    }
    // A name given twice in the pattern to match: the same value (CheckSame), one type.
    for n in 0..src.nodes.len() {
        let Some(nm) = src.nodes[n].name.clone() else {
            continue;
        };
        let first = names[&nm];
        if first == n || src.nodes[n].types.is_empty() || src.nodes[first].types.is_empty() {
            continue;
        }
        let (mut a, mut b) = (src.nodes[first].types[0], src.nodes[n].types[0]);
        meet(&mut a, &mut b, &format!("'${nm}' named twice"))?;
        src.nodes[first].types[0] = a;
        src.nodes[n].types[0] = b;
    }
    // Named values: the same type on both sides.
    for n in 0..dst.nodes.len() {
        let Some(nm) = dst.nodes[n].name.clone() else {
            continue;
        };
        if matches!(dst.nodes[n].kind, Kind::Instr(_) | Kind::XForm(_)) {
            continue;
        }
        let Some(&s) = names.get(&nm) else {
            return Err(err(
                rec,
                format!("result operand '${nm}' does not appear in the pattern to match"),
            ));
        };
        if src.nodes[s].types.is_empty() || dst.nodes[n].types.is_empty() {
            continue;
        }
        let (mut a, mut b) = (src.nodes[s].types[0], dst.nodes[n].types[0]);
        meet(&mut a, &mut b, &format!("'${nm}'"))?;
        src.nodes[s].types[0] = a;
        dst.nodes[n].types[0] = b;
    }
    // Transforms keep their operand's type.
    for n in 0..dst.nodes.len() {
        if let Kind::XForm(_) = dst.nodes[n].kind {
            let c = dst.nodes[n].children[0];
            if dst.nodes[c].types.is_empty() {
                continue;
            }
            let (mut a, mut b) = (dst.nodes[n].types[0], dst.nodes[c].types[0]);
            meet(&mut a, &mut b, "a transform")?;
            dst.nodes[n].types[0] = a;
            dst.nodes[c].types[0] = b;
        }
    }
    // The roots produce the same values.
    let (sr, dr) = (src.root, dst.root);
    let ns = src.nodes[sr].types.len();
    let nd = dst.nodes[dr].types.len();
    // An instruction may define more than the pattern uses (a scratch register, flags).
    if ns > nd {
        return Err(err(
            rec,
            format!("the pattern has {ns} results, the result instruction {nd}"),
        ));
    }
    for k in 0..ns {
        let (mut a, mut b) = (src.nodes[sr].types[k], dst.nodes[dr].types[k]);
        meet(&mut a, &mut b, "the pattern's result")?;
        src.nodes[sr].types[k] = a;
        dst.nodes[dr].types[k] = b;
    }
    Ok(changed)
}

/// The named nodes of an input tree (complex-pattern operands included).
pub fn named(t: &Tree) -> BTreeMap<String, usize> {
    let mut m = BTreeMap::new();
    for (k, n) in t.nodes.iter().enumerate() {
        if let Some(nm) = &n.name {
            m.entry(nm.clone()).or_insert(k);
        }
    }
    m
}

/// Nodes reachable from the root, in pre-order.
pub fn preorder(t: &Tree) -> Vec<usize> {
    let mut out = Vec::new();
    let mut stack = vec![t.root];
    while let Some(n) = stack.pop() {
        out.push(n);
        for &c in t.nodes[n].children.iter().rev() {
            stack.push(c);
        }
    }
    out
}

/// Builds and types the pattern `src -> dst` of record `rec`.
fn build(
    cx: &Cx,
    rec: &Record,
    src: &DagInit,
    dst: &DagInit,
    order: usize,
) -> Result<Vec<Pattern>, String> {
    let pin = Parser {
        cx,
        rec,
        input: true,
    };
    let pout = Parser {
        cx,
        rec,
        input: false,
    };
    let mut s = Tree::default();
    s.root = pin.dag(&mut s, src, &BTreeMap::new())?;
    let mut d = Tree::default();
    d.root = pout.dag(&mut d, dst, &BTreeMap::new())?;
    // Keep only what is reachable (fragments may leave unused operand trees).
    s = compact(&s);
    let mut rounds = 0;
    loop {
        let a = infer(cx, rec, &mut s)?;
        let b = unify(cx, rec, &mut s, &mut d)?;
        rounds += 1;
        if !(a || b) || rounds > 64 {
            break;
        }
    }
    for t in [&s, &d] {
        for &n in &preorder(t) {
            for &ts in &t.nodes[n].types {
                if cx.types.single(ts).is_none() {
                    return Err(err(
                        rec,
                        format!(
                            "Could not infer all types in pattern: {} is {}",
                            describe(&t.nodes[n]),
                            cx.types.show(ts)
                        ),
                    ));
                }
            }
        }
    }
    let base = Pattern {
        loc: rec.loc(),
        record: rec.name().to_string(),
        src: s,
        dst: d,
        added_complexity: rec.get_int("AddedComplexity").unwrap_or(0),
        order,
        predicates: rec
            .get_list_of_defs("Predicates")
            .unwrap_or_default()
            .iter()
            .map(|p| p.to_string())
            .collect(),
    };
    Ok(variants(cx, &base))
}

fn describe(n: &TNode) -> String {
    let what = match &n.kind {
        Kind::Node(s) | Kind::RegClass(s) | Kind::Operand(s) | Kind::Instr(s) => s.clone(),
        Kind::Register(s) | Kind::ValueType(s) | Kind::CondCode(s) | Kind::Complex(s) => s.clone(),
        Kind::XForm(s) | Kind::SubRegIndex(s) => s.clone(),
        Kind::Int(v) => v.to_string(),
        Kind::Ref => "operand".into(),
    };
    match &n.name {
        Some(nm) => format!("'{what}:${nm}'"),
        None => format!("'{what}'"),
    }
}

/// The tree with only the nodes reachable from its root, renumbered in pre-order.
fn compact(t: &Tree) -> Tree {
    let order = preorder(t);
    let mut map = vec![usize::MAX; t.nodes.len()];
    for (k, &n) in order.iter().enumerate() {
        map[n] = k;
    }
    let nodes = order
        .iter()
        .map(|&n| {
            let mut c = t.nodes[n].clone();
            c.children = c.children.iter().map(|&x| map[x]).collect();
            c
        })
        .collect();
    Tree { nodes, root: 0 }
}

/// The pattern and its commuted forms: operands 0 and 1 of each commutative node swapped
/// (LLVM's `GenerateVariants`), duplicates left out.
fn variants(cx: &Cx, p: &Pattern) -> Vec<Pattern> {
    let comm: Vec<usize> = preorder(&p.src)
        .into_iter()
        .filter(|&n| {
            let TNode { kind, children, .. } = &p.src.nodes[n];
            let Kind::Node(sd) = kind else { return false };
            children.len() == 2
                && cx.rk.def(sd).is_some_and(|r| {
                    r.get_list_of_defs("Properties")
                        .unwrap_or_default()
                        .contains(&"SDNPCommutative")
                })
        })
        .collect();
    let mut out: Vec<Pattern> = Vec::new();
    let mut keys: Vec<String> = Vec::new();
    let count = 1usize << comm.len().min(6);
    for mask in 0..count {
        let mut v = p.clone();
        for (b, &n) in comm.iter().enumerate() {
            if mask & (1 << b) != 0 {
                v.src.nodes[n].children.swap(0, 1);
            }
        }
        let key = shape(&v.src, v.src.root);
        if !keys.contains(&key) {
            keys.push(key);
            out.push(v);
        }
    }
    out
}

/// A structural key of a subtree (names left out: `(add GPR, GPR)` commuted is the same).
pub fn shape(t: &Tree, n: usize) -> String {
    let node = &t.nodes[n];
    let mut s = format!("({:?}/{:?}", node.kind, node.preds);
    for &c in &node.children {
        s.push(' ');
        s.push_str(&shape(t, c));
    }
    s.push(')');
    s
}

/// Every pattern of the records: `Pattern` records, then instructions' `Pattern` fields.
pub fn collect(cx: &Cx) -> Result<Vec<Pattern>, String> {
    let mut out = Vec::new();
    let mut order = 0;
    for r in cx.rk.all_derived_definitions("Pattern") {
        let Ok(Init::Dag(src)) = r.field("PatternToMatch").cloned() else {
            return Err(err(r, "PatternToMatch is not a dag"));
        };
        let res = r.get_list("ResultInstrs").map_err(|e| err(r, e))?;
        let [Init::Dag(dst)] = res else {
            return Err(err(
                r,
                "kiln's -gen-dag-isel handles patterns with one result dag",
            ));
        };
        out.extend(build(cx, r, &src, dst, order)?);
        order += 1;
    }
    for r in cx.rk.all_derived_definitions("Instruction") {
        let Ok(pats) = r.get_list("Pattern") else {
            continue;
        };
        for p in pats {
            let Init::Dag(d) = p else {
                return Err(err(r, "an entry of Pattern is not a dag"));
            };
            let src = match &d.op {
                Init::Def(s) if s == "set" => {
                    // (set outs..., pattern): the last operand is the pattern.
                    match d.args.last() {
                        Some((Init::Dag(x), _)) => (**x).clone(),
                        _ => return Err(err(r, "(set ...) without a pattern to match")),
                    }
                }
                _ => (**d).clone(),
            };
            let ins = r.get_dag("InOperandList").map_err(|e| err(r, e))?;
            let dst = DagInit {
                op: Init::Def(r.name().to_string()),
                op_name: None,
                args: ins
                    .args
                    .iter()
                    .map(|(_, n)| (Init::Unset, n.clone()))
                    .collect(),
            };
            out.extend(build(cx, r, &src, &dst, order)?);
            order += 1;
        }
    }
    Ok(out)
}

trait GetInit {
    fn field(&self, f: &str) -> Result<&Init, String>;
}

impl GetInit for Record {
    fn field(&self, f: &str) -> Result<&Init, String> {
        self.value(f)
            .ok_or_else(|| err(self, format!("no field '{f}'")))
    }
}
