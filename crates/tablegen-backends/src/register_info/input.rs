//! The register-info backend's input: plain descriptions of the `SubRegIndex`,
//! `Register`, `RegisterTuples` and `RegisterClass` records, and the evaluation of
//! the set operators (`add`, `sub`, `and`, `shl`, `rotl`, `rotr`, `trunc`,
//! `decimate`, `interleave`, `sequence`) that build member lists.
//!
//! In: [`RegInput`], filled from TableGen records by `records.rs` (or by hand in
//! tests). Out: member lists as register names, through [`SetEvaluator`], which the
//! register bank (`bank.rs`) turns into register numbers.

use std::collections::{HashMap, HashSet};

/// A `SubRegIndex` record.
#[derive(Clone, Debug, Default)]
pub struct SubRegIndexDef {
    /// Where the record is defined (`file:line:col`; empty if unknown).
    pub loc: String,
    /// Record name (sub_8bit).
    pub name: String,
    /// Target namespace.
    pub namespace: String,
    /// Size in bits (-1: unknown).
    pub size: i64,
    /// Offset in bits (-1: unknown).
    pub offset: i64,
    /// `ComposedOf = [A, B]`: this index is the B part of the A part.
    pub composed_of: Vec<String>,
}

/// A `Register` record.
#[derive(Clone, Debug, Default)]
pub struct RegisterDef {
    /// Where the record is defined (`file:line:col`; empty if unknown).
    pub loc: String,
    /// Record name (RAX).
    pub name: String,
    /// Target namespace.
    pub namespace: String,
    /// Assembly name.
    pub asm_name: String,
    /// Alternative assembly names.
    pub alt_names: Vec<String>,
    /// Immediate sub-registers.
    pub sub_regs: Vec<String>,
    /// Index of each immediate sub-register.
    pub sub_reg_indices: Vec<String>,
    /// Ad-hoc aliases.
    pub aliases: Vec<String>,
    /// DWARF numbers per flavour.
    pub dwarf_numbers: Vec<i64>,
    /// `DwarfRegAlias`: the register whose DWARF numbers this one shares.
    pub dwarf_alias: Option<String>,
    /// Cost per use, per cost model.
    pub cost_per_use: Vec<i64>,
    /// `CoveredBySubRegs`.
    pub covered_by_sub_regs: bool,
    /// `HWEncoding`.
    pub hw_encoding: u64,
    /// `isArtificial`.
    pub is_artificial: bool,
    /// `isConstant`.
    pub is_constant: bool,
    /// `PositionOrder`.
    pub position_order: i64,
}

/// A member-list expression: a dag over the set operators, or a leaf.
#[derive(Clone, Debug, PartialEq)]
pub enum SetExpr {
    /// A record: a register, a register class or a register-tuples record.
    Def(String),
    /// An integer operand (counts, bounds).
    Int(i64),
    /// A string operand (`sequence`'s format).
    Str(String),
    /// `(op args...)`.
    Dag(String, Vec<SetExpr>),
}

/// A `RegisterTuples` record.
#[derive(Clone, Debug, Default)]
pub struct TuplesDef {
    /// Where the record is defined (`file:line:col`; empty if unknown).
    pub loc: String,
    /// Record name (DSeqPairs).
    pub name: String,
    /// The index of each part.
    pub sub_reg_indices: Vec<String>,
    /// The parts' member lists, one per index.
    pub sub_regs: Vec<SetExpr>,
    /// Assembly names of the tuples.
    pub asm_names: Vec<String>,
}

/// A `RegisterClass` record.
#[derive(Clone, Debug)]
pub struct ClassDef {
    /// Where the record is defined (`file:line:col`; empty if unknown).
    pub loc: String,
    /// Record name (GR8).
    pub name: String,
    /// Target namespace.
    pub namespace: String,
    /// Value types with their sizes in bits.
    pub reg_types: Vec<(String, i64)>,
    /// `Size` (0: from the value types).
    pub size: i64,
    /// `Alignment` in bits.
    pub alignment: i64,
    /// `MemberList`.
    pub members: SetExpr,
    /// `AltOrders`.
    pub alt_orders: Vec<SetExpr>,
    /// `CopyCost`.
    pub copy_cost: i64,
    /// `isAllocatable`.
    pub allocatable: bool,
    /// `AllocationPriority`.
    pub allocation_priority: i64,
    /// `GlobalPriority`.
    pub global_priority: bool,
    /// `RegInfos`: register size, spill size and spill alignment per hardware mode.
    pub mode_infos: Vec<ModeRegInfo>,
}

/// One entry of a class's `RegInfoByHwMode`.
#[derive(Clone, Debug, PartialEq)]
pub struct ModeRegInfo {
    /// The `HwMode` record's name.
    pub mode: String,
    /// Register size in bits.
    pub reg_size: i64,
    /// Spill size in bits.
    pub spill_size: i64,
    /// Spill alignment in bits.
    pub spill_alignment: i64,
}

/// Everything the register-info backend reads.
#[derive(Clone, Debug, Default)]
pub struct RegInput {
    /// The target's name (the registers' namespace).
    pub target: String,
    /// Sub-register indices.
    pub indices: Vec<SubRegIndexDef>,
    /// Registers.
    pub registers: Vec<RegisterDef>,
    /// Register tuples.
    pub tuples: Vec<TuplesDef>,
    /// Register classes.
    pub classes: Vec<ClassDef>,
    /// Callee-saved register lists.
    pub callee_saved: Vec<CalleeSavedDef>,
    /// Hardware modes other than `DefaultMode`: (name, features).
    pub hw_modes: Vec<(String, String)>,
}

/// A `CalleeSavedRegs` record.
#[derive(Clone, Debug)]
pub struct CalleeSavedDef {
    /// Where the record is defined (`file:line:col`; empty if unknown).
    pub loc: String,
    /// Record name (CSR_SysV64).
    pub name: String,
    /// `SaveList`: the registers the prologue saves, in order.
    pub save_list: SetExpr,
    /// `OtherPreserved`: registers preserved without being saved.
    pub other_preserved: Option<SetExpr>,
}

/// Evaluates member-list expressions to register names, expanding classes and
/// register tuples (memoized, with cycle detection).
pub struct SetEvaluator<'a> {
    regs: HashSet<&'a str>,
    classes: HashMap<&'a str, &'a SetExpr>,
    tuples: HashMap<&'a str, &'a TuplesDef>,
    memo: HashMap<String, Vec<String>>,
    active: Vec<String>,
    /// Registers synthesized from tuples, in creation order (name, tuple def, parts).
    pub synthesized: Vec<(String, String, Vec<String>)>,
}

impl<'a> SetEvaluator<'a> {
    /// An evaluator over `input`'s registers, classes and tuples.
    pub fn new(input: &'a RegInput) -> Self {
        SetEvaluator {
            regs: input.registers.iter().map(|r| r.name.as_str()).collect(),
            classes: input
                .classes
                .iter()
                .map(|c| (c.name.as_str(), &c.members))
                .collect(),
            tuples: input.tuples.iter().map(|t| (t.name.as_str(), t)).collect(),
            memo: HashMap::new(),
            active: Vec::new(),
            synthesized: Vec::new(),
        }
    }

    /// An evaluator over the given registers, classes (name and `MemberList`) and tuples,
    /// for a backend that reads them from records of its own (the instruction-info model).
    pub fn over(
        regs: impl IntoIterator<Item = &'a str>,
        classes: impl IntoIterator<Item = (&'a str, &'a SetExpr)>,
        tuples: impl IntoIterator<Item = &'a TuplesDef>,
    ) -> Self {
        SetEvaluator {
            regs: regs.into_iter().collect(),
            classes: classes.into_iter().collect(),
            tuples: tuples.into_iter().map(|t| (t.name.as_str(), t)).collect(),
            memo: HashMap::new(),
            active: Vec::new(),
            synthesized: Vec::new(),
        }
    }

    /// The registers of the record `name` (itself if it is a register).
    pub fn expand_def(&mut self, name: &str) -> Result<Vec<String>, String> {
        if self.regs.contains(name) {
            return Ok(vec![name.to_string()]);
        }
        if let Some(v) = self.memo.get(name) {
            return Ok(v.clone());
        }
        if self.active.iter().any(|a| a == name) {
            return Err(format!(
                "register set '{name}' is defined in terms of itself"
            ));
        }
        self.active.push(name.to_string());
        let result = if let Some(expr) = self.classes.get(name).copied() {
            self.eval(expr)
        } else if let Some(t) = self.tuples.get(name).copied() {
            self.expand_tuples(t)
        } else {
            Err(format!(
                "'{name}' is not a register, register class or register tuple"
            ))
        };
        self.active.pop();
        let v = result?;
        self.memo.insert(name.to_string(), v.clone());
        Ok(v)
    }

    fn expand_tuples(&mut self, t: &TuplesDef) -> Result<Vec<String>, String> {
        if t.sub_regs.len() != t.sub_reg_indices.len() {
            return Err(format!(
                "register tuples '{}': {} sub-register lists for {} indices",
                t.name,
                t.sub_regs.len(),
                t.sub_reg_indices.len()
            ));
        }
        let mut lists = Vec::new();
        for e in &t.sub_regs {
            lists.push(self.eval(e)?);
        }
        let len = lists.iter().map(Vec::len).min().unwrap_or(0);
        let mut out = Vec::with_capacity(len);
        for n in 0..len {
            let parts: Vec<String> = lists.iter().map(|l| l[n].clone()).collect();
            let name = parts.join("_");
            if !self.synthesized.iter().any(|(s, _, _)| *s == name) {
                self.synthesized.push((name.clone(), t.name.clone(), parts));
            }
            out.push(name);
        }
        Ok(out)
    }

    /// Evaluates a member-list expression to register names, in order, without
    /// duplicates (except where an operator keeps them).
    pub fn eval(&mut self, e: &SetExpr) -> Result<Vec<String>, String> {
        match e {
            SetExpr::Def(name) => self.expand_def(name),
            SetExpr::Int(_) | SetExpr::Str(_) => {
                Err("expected a register, a register class or a set dag".into())
            }
            SetExpr::Dag(op, args) => self.eval_op(op, args),
        }
    }

    fn int_arg(op: &str, args: &[SetExpr], i: usize) -> Result<i64, String> {
        match args.get(i) {
            Some(SetExpr::Int(v)) => Ok(*v),
            _ => Err(format!("'{op}' expects an integer as operand {}", i + 1)),
        }
    }

    fn eval_op(&mut self, op: &str, args: &[SetExpr]) -> Result<Vec<String>, String> {
        let need = |n: usize| -> Result<(), String> {
            if args.len() == n {
                Ok(())
            } else {
                Err(format!("'{op}' expects {n} operands, got {}", args.len()))
            }
        };
        match op {
            "add" => {
                let mut out = Vec::new();
                let mut seen = HashSet::new();
                for a in args {
                    for r in self.eval(a)? {
                        if seen.insert(r.clone()) {
                            out.push(r);
                        }
                    }
                }
                Ok(out)
            }
            "sub" => {
                if args.is_empty() {
                    return Err("'sub' expects at least one operand".into());
                }
                let first = self.eval(&args[0])?;
                let mut remove = HashSet::new();
                for a in &args[1..] {
                    remove.extend(self.eval(a)?);
                }
                Ok(first.into_iter().filter(|r| !remove.contains(r)).collect())
            }
            "and" => {
                need(2)?;
                let a = self.eval(&args[0])?;
                let b: HashSet<String> = self.eval(&args[1])?.into_iter().collect();
                Ok(a.into_iter().filter(|r| b.contains(r)).collect())
            }
            "shl" | "trunc" | "rotl" | "rotr" | "decimate" => {
                need(2)?;
                let set = self.eval(&args[0])?;
                let n = Self::int_arg(op, args, 1)?;
                if n < 0 {
                    return Err(format!("'{op}' expects a non-negative count, got {n}"));
                }
                let n = n as usize;
                Ok(match op {
                    "shl" => set.into_iter().skip(n).collect(),
                    "trunc" => set.into_iter().take(n).collect(),
                    "decimate" => {
                        if n == 0 {
                            return Err("'decimate' expects a positive count".into());
                        }
                        set.into_iter().step_by(n).collect()
                    }
                    _ => {
                        if set.is_empty() {
                            return Ok(set);
                        }
                        let k = n % set.len();
                        let k = if op == "rotl" {
                            k
                        } else {
                            (set.len() - k) % set.len()
                        };
                        let mut v = set[k..].to_vec();
                        v.extend_from_slice(&set[..k]);
                        v
                    }
                })
            }
            "interleave" => {
                let mut lists = Vec::new();
                for a in args {
                    lists.push(self.eval(a)?);
                }
                let max = lists.iter().map(Vec::len).max().unwrap_or(0);
                let mut out = Vec::new();
                let mut seen = HashSet::new();
                for i in 0..max {
                    for l in &lists {
                        if let Some(r) = l.get(i) {
                            if seen.insert(r.clone()) {
                                out.push(r.clone());
                            }
                        }
                    }
                }
                Ok(out)
            }
            "sequence" => {
                if args.len() != 3 && args.len() != 4 {
                    return Err(format!(
                        "'sequence' expects 3 or 4 operands, got {}",
                        args.len()
                    ));
                }
                let SetExpr::Str(fmt) = &args[0] else {
                    return Err("'sequence' expects a format string as operand 1".into());
                };
                let from = Self::int_arg(op, args, 1)?;
                let to = Self::int_arg(op, args, 2)?;
                let step = if args.len() == 4 {
                    Self::int_arg(op, args, 3)?
                } else {
                    1
                };
                if step <= 0 {
                    return Err(format!("'sequence' expects a positive step, got {step}"));
                }
                if !(0..1 << 30).contains(&from) || !(0..1 << 30).contains(&to) {
                    return Err("'sequence' bounds must lie in [0, 2^30)".into());
                }
                let mut out = Vec::new();
                let mut i = from;
                loop {
                    if (from <= to && i > to) || (from > to && i < to) {
                        break;
                    }
                    let name = format_seq(fmt, i)?;
                    if !self.regs.contains(name.as_str()) {
                        return Err(format!(
                            "'sequence' names '{name}', which is not a register"
                        ));
                    }
                    out.push(name);
                    i = if from <= to { i + step } else { i - step };
                }
                Ok(out)
            }
            _ => Err(format!("unknown set operator '{op}'")),
        }
    }
}

/// Formats a `sequence` name: the one `%u` or `%d` in `fmt` becomes `i`.
fn format_seq(fmt: &str, i: i64) -> Result<String, String> {
    let pos = fmt
        .find("%u")
        .or_else(|| fmt.find("%d"))
        .ok_or_else(|| format!("'sequence' format '{fmt}' has no %u"))?;
    Ok(format!("{}{}{}", &fmt[..pos], i, &fmt[pos + 2..]))
}

/// Compares register names as LLVM's `LessRecordRegister` does: a name is split into
/// alternating runs of non-digits and digits; fewer runs sort first; then the
/// non-digit runs compare as text, then the digit runs as numbers (shorter first).
/// So every plain name (SP, ZERO) sorts before every numbered one (A0, X1), and
/// R8 < R10 < R8B.
pub fn compare_register_names(a: &str, b: &str) -> std::cmp::Ordering {
    fn parts(s: &str) -> Vec<(bool, &str)> {
        let mut out = Vec::new();
        let mut start = 0;
        let bytes = s.as_bytes();
        for i in 1..=bytes.len() {
            if i == bytes.len() || bytes[i].is_ascii_digit() != bytes[start].is_ascii_digit() {
                out.push((bytes[start].is_ascii_digit(), &s[start..i]));
                start = i;
            }
        }
        out
    }
    let (pa, pb) = (parts(a), parts(b));
    pa.len()
        .cmp(&pb.len())
        .then_with(|| {
            let texts = |p: &[(bool, &str)]| -> Vec<String> {
                p.iter().filter(|x| !x.0).map(|x| x.1.to_string()).collect()
            };
            texts(&pa).cmp(&texts(&pb))
        })
        .then_with(|| {
            let nums = |p: &[(bool, &str)]| -> Vec<(usize, String)> {
                p.iter()
                    .filter(|x| x.0)
                    .map(|x| (x.1.len(), x.1.to_string()))
                    .collect()
            };
            nums(&pa).cmp(&nums(&pb))
        })
        .then_with(|| a.cmp(b))
}

/// Compares names as LLVM's `LessRecord` (`StringRef::compare_numeric`) does: runs
/// of digits compare as numbers, everything else as text (so sub_8bit < sub_16bit).
pub fn compare_numeric(a: &str, b: &str) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    let (ab, bb) = (a.as_bytes(), b.as_bytes());
    let (mut i, mut j) = (0, 0);
    while i < ab.len() && j < bb.len() {
        if ab[i].is_ascii_digit() && bb[j].is_ascii_digit() {
            let si = i;
            while i < ab.len() && ab[i].is_ascii_digit() {
                i += 1;
            }
            let sj = j;
            while j < bb.len() && bb[j].is_ascii_digit() {
                j += 1;
            }
            let (da, db) = (
                a[si..i].trim_start_matches('0'),
                b[sj..j].trim_start_matches('0'),
            );
            let c = da.len().cmp(&db.len()).then_with(|| da.cmp(db));
            if c != Ordering::Equal {
                return c;
            }
            let c = (i - si).cmp(&(j - sj));
            if c != Ordering::Equal {
                return c;
            }
        } else {
            let c = ab[i].cmp(&bb[j]);
            if c != Ordering::Equal {
                return c;
            }
            i += 1;
            j += 1;
        }
    }
    (ab.len() - i).cmp(&(bb.len() - j))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn def(n: &str) -> SetExpr {
        SetExpr::Def(n.into())
    }
    fn dag(op: &str, args: Vec<SetExpr>) -> SetExpr {
        SetExpr::Dag(op.into(), args)
    }
    fn input(n: usize) -> RegInput {
        RegInput {
            target: "T".into(),
            registers: (0..n)
                .map(|i| RegisterDef {
                    name: format!("R{i}"),
                    ..Default::default()
                })
                .collect(),
            ..Default::default()
        }
    }
    fn names(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn set_operators() {
        let inp = input(8);
        let mut ev = SetEvaluator::new(&inp);
        let seq = |a, b| {
            dag(
                "sequence",
                vec![SetExpr::Str("R%u".into()), SetExpr::Int(a), SetExpr::Int(b)],
            )
        };
        assert_eq!(
            ev.eval(&seq(0, 3)).unwrap(),
            names(&["R0", "R1", "R2", "R3"])
        );
        assert_eq!(ev.eval(&seq(3, 1)).unwrap(), names(&["R3", "R2", "R1"]));
        let all = seq(0, 7);
        let e = dag("sub", vec![all.clone(), def("R1"), def("R5")]);
        assert_eq!(
            ev.eval(&e).unwrap(),
            names(&["R0", "R2", "R3", "R4", "R6", "R7"])
        );
        let e = dag("rotl", vec![seq(0, 3), SetExpr::Int(1)]);
        assert_eq!(ev.eval(&e).unwrap(), names(&["R1", "R2", "R3", "R0"]));
        let e = dag("rotr", vec![seq(0, 3), SetExpr::Int(1)]);
        assert_eq!(ev.eval(&e).unwrap(), names(&["R3", "R0", "R1", "R2"]));
        let e = dag("trunc", vec![all.clone(), SetExpr::Int(2)]);
        assert_eq!(ev.eval(&e).unwrap(), names(&["R0", "R1"]));
        let e = dag("shl", vec![all.clone(), SetExpr::Int(6)]);
        assert_eq!(ev.eval(&e).unwrap(), names(&["R6", "R7"]));
        let e = dag("decimate", vec![all.clone(), SetExpr::Int(3)]);
        assert_eq!(ev.eval(&e).unwrap(), names(&["R0", "R3", "R6"]));
        let e = dag(
            "and",
            vec![all.clone(), dag("add", vec![def("R7"), def("R2")])],
        );
        assert_eq!(ev.eval(&e).unwrap(), names(&["R2", "R7"]));
        let e = dag("add", vec![def("R2"), seq(1, 3)]);
        assert_eq!(ev.eval(&e).unwrap(), names(&["R2", "R1", "R3"]));
        let e = dag("interleave", vec![seq(0, 1), seq(4, 6)]);
        assert_eq!(ev.eval(&e).unwrap(), names(&["R0", "R4", "R1", "R5", "R6"]));
        let e = dag(
            "sequence",
            vec![
                SetExpr::Str("R%u".into()),
                SetExpr::Int(0),
                SetExpr::Int(7),
                SetExpr::Int(3),
            ],
        );
        assert_eq!(ev.eval(&e).unwrap(), names(&["R0", "R3", "R6"]));
        assert!(ev.eval(&seq(0, 9)).is_err());
        assert!(ev.eval(&dag("bogus", vec![])).is_err());
        assert!(ev.eval(&def("NOPE")).is_err());
    }

    #[test]
    fn classes_and_cycles() {
        let mut inp = input(4);
        let cls = |n: &str, e: SetExpr| ClassDef {
            name: n.into(),
            namespace: "T".into(),
            reg_types: vec![],
            size: 32,
            alignment: 32,
            members: e,
            alt_orders: vec![],
            copy_cost: 1,
            allocatable: true,
            allocation_priority: 0,
            global_priority: false,
            mode_infos: vec![],
            loc: String::new(),
        };
        inp.classes
            .push(cls("A", dag("add", vec![def("R3"), def("R1")])));
        inp.classes
            .push(cls("B", dag("add", vec![def("A"), def("R0")])));
        inp.classes.push(cls("C", dag("add", vec![def("D")])));
        inp.classes.push(cls("D", dag("add", vec![def("C")])));
        let mut ev = SetEvaluator::new(&inp);
        assert_eq!(ev.expand_def("B").unwrap(), names(&["R3", "R1", "R0"]));
        assert!(ev.expand_def("C").unwrap_err().contains("itself"));
    }

    #[test]
    fn register_order() {
        use std::cmp::Ordering::*;
        assert_eq!(compare_register_names("ZERO", "A0"), Less);
        assert_eq!(compare_register_names("SS", "FP0"), Less);
        assert_eq!(compare_register_names("R8", "R10"), Less);
        assert_eq!(compare_register_names("R15", "R8B"), Less);
        assert_eq!(compare_register_names("V8M2", "V10M2"), Less);
        assert_eq!(compare_register_names("X9", "X9"), Equal);
    }

    #[test]
    fn numeric_order() {
        use std::cmp::Ordering::*;
        assert_eq!(compare_numeric("R8", "R10"), Less);
        assert_eq!(compare_numeric("sub_8bit", "sub_16bit"), Less);
        assert_eq!(compare_numeric("sub_8bit", "sub_8bit_hi"), Less);
        assert_eq!(compare_numeric("AH", "AL"), Less);
        assert_eq!(compare_numeric("X9", "X9"), Equal);
        assert_eq!(compare_numeric("V8M2", "V10M2"), Less);
        assert_eq!(compare_numeric("F1_D", "F1_F"), Less);
    }
}
