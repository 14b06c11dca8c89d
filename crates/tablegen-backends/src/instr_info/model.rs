//! The instruction model that the MC backends share.
//!
//! In: a TableGen record dump (the `-dump-json` form, see [`super::json`]). Out: a
//! [`Model`] with registers (numbered as LLVM numbers them), the register classes and
//! immediate operand classes instructions use, instructions with their operands,
//! flags and encodings, aliases, compression patterns, features, predicates and
//! system registers. Every name is resolved here, so the emitters only format.

use super::json::Value;
use crate::register_info::input::{SetEvaluator, SetExpr, TuplesDef};
use std::collections::{BTreeMap, HashMap};

/// A register.
#[derive(Clone, Debug)]
pub struct Reg {
    /// Record name.
    pub name: String,
    /// `AsmName`.
    pub asm: String,
    /// `AltNames`.
    pub alts: Vec<String>,
    /// `HWEncoding`.
    pub enc: u16,
}

/// An operand class reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cls {
    /// Register class index.
    Reg(u16),
    /// Immediate class index.
    Imm(u16),
}

/// An immediate operand class.
#[derive(Clone, Debug)]
pub struct ImmClass {
    /// Operand record name.
    pub name: String,
    /// Matcher class name.
    pub match_name: String,
    /// Range and scale.
    pub min: i64,
    /// Largest value.
    pub max: i64,
    /// Multiple of.
    pub scale: i64,
    /// Zero forbidden.
    pub non_zero: bool,
    /// `WrapBits` (0: none): see `ImmClassDesc::wrap_bits`.
    pub wrap_bits: u8,
    /// Accepted expressions.
    pub expr_kind: String,
    /// Methods.
    pub print: String,
    /// Encoder method.
    pub encoder: String,
    /// Decoder method.
    pub decoder: String,
    /// Parser method.
    pub parser: String,
    /// May be left out.
    pub optional: bool,
    /// Diagnostic for a non-fitting operand.
    pub diagnostic: String,
}

/// An instruction operand: one MCInst operand. A `.td` operand with `MIOperandInfo`
/// (a composite, such as a base register and offset) is several of these: the first
/// carries the `.td` operand's name and `mi_count`, the others are named
/// `<name>.<k>` and have `mi_count` 0.
#[derive(Clone, Debug)]
pub struct Op {
    /// Name.
    pub name: String,
    /// Class.
    pub cls: Cls,
    /// Tied operand index or -1.
    pub tied: i8,
    /// The `.td` operand's `PrintMethod` ("" for a plain register class).
    pub print: String,
    /// The `.td` operand's `EncoderMethod` ("" for none).
    pub encoder: String,
    /// How many MCInst operands the `.td` operand starting here has (1: a plain
    /// operand; 0: a later part of a composite).
    pub mi_count: u8,
    /// A composite's `MIOperandSyntax` (`[$0, $1]`, `$1($0)`): how its parts are written.
    pub mi_syntax: String,
}

/// An encoding field run.
#[derive(Clone, Copy, Debug)]
pub struct Field {
    /// Operand index.
    pub operand: u8,
    /// Lowest operand bit.
    pub op_lo: u8,
    /// Lowest instruction bit.
    pub inst_lo: u8,
    /// Width.
    pub width: u8,
}

/// An instruction.
#[derive(Clone, Debug)]
pub struct Instr {
    /// Record name.
    pub name: String,
    /// Assembly string.
    pub asm: String,
    /// Number of outs.
    pub num_defs: u8,
    /// Operands.
    pub ops: Vec<Op>,
    /// Size in bytes.
    pub size: u8,
    /// Flag constant names (from kiln_mc::instr_desc::flags).
    pub flags: Vec<&'static str>,
    /// Implicit uses (register numbers).
    pub uses: Vec<u16>,
    /// Implicit defs.
    pub defs: Vec<u16>,
    /// Predicate index.
    pub predicate: u16,
    /// (bits, mask, fields) if encoded.
    pub encoding: Option<(u32, u32, Vec<Field>)>,
    /// Decoder namespace.
    pub decoder_ns: String,
    /// The target-specific flags (LLVM's `TSFlags`), 0 when the record has none.
    pub ts_flags: u64,
}

/// A pattern operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PatOp {
    /// A named value.
    Slot(u8, Cls),
    /// A fixed register.
    Reg(u16),
    /// A fixed immediate.
    Imm(i64),
}

/// An alias.
#[derive(Clone, Debug)]
pub struct Alias {
    /// Assembly string.
    pub asm: String,
    /// Result opcode.
    pub opcode: u16,
    /// Result operands (tied copies left out).
    pub result: Vec<PatOp>,
    /// Emit priority.
    pub priority: i64,
    /// Predicate index.
    pub predicate: u16,
    /// The record name (definition order breaks printing ties).
    pub record: String,
}

/// A compression pattern.
#[derive(Clone, Debug)]
pub struct Compress {
    /// Source opcode and operands.
    pub src: u16,
    /// Source operands.
    pub src_ops: Vec<PatOp>,
    /// Destination opcode.
    pub dst: u16,
    /// Destination operands.
    pub dst_ops: Vec<PatOp>,
    /// Predicate index.
    pub predicate: u16,
    /// Compression only (not used to uncompress).
    pub compress_only: bool,
}

/// A subtarget feature.
#[derive(Clone, Debug)]
pub struct Feature {
    /// Record name.
    pub record: String,
    /// `-mattr` name.
    pub name: String,
    /// Description.
    pub desc: String,
    /// Bit.
    pub bit: u8,
    /// Implied features (closed).
    pub implies: [u64; 4],
}

/// Everything the MC backends need.
#[derive(Clone, Debug, Default)]
pub struct Model {
    /// Target namespace.
    pub target: String,
    /// Registers; index 0 is "no register".
    pub regs: Vec<Reg>,
    /// Register classes: name and members.
    pub reg_classes: Vec<(String, Vec<u16>)>,
    /// Immediate classes.
    pub imm_classes: Vec<ImmClass>,
    /// Instructions by opcode.
    pub instrs: Vec<Instr>,
    /// Aliases.
    pub aliases: Vec<Alias>,
    /// Compression patterns.
    pub compress: Vec<Compress>,
    /// Features.
    pub features: Vec<Feature>,
    /// Predicates: a Rust boolean expression over `f` (feature bits) and a name;
    /// index 0 is "always".
    pub predicates: Vec<(String, String)>,
    /// System registers.
    pub sys_regs: Vec<(String, u16)>,
}

/// Record lookup over a dump.
struct Recs<'a> {
    root: &'a Value,
    instanceof: HashMap<&'a str, Vec<&'a str>>,
}

impl<'a> Recs<'a> {
    fn rec(&self, name: &str) -> Option<&'a Value> {
        self.root.get(name)
    }
    fn derived(&self, class: &str) -> Vec<&'a str> {
        self.instanceof.get(class).cloned().unwrap_or_default()
    }
    fn is_a(&self, name: &str, class: &str) -> bool {
        self.rec(name)
            .and_then(|r| r.get("!superclasses"))
            .and_then(Value::as_arr)
            .is_some_and(|a| a.iter().any(|c| c.as_str() == Some(class)))
    }
}

fn s(r: &Value, f: &str) -> String {
    r.get(f).and_then(Value::as_str).unwrap_or("").to_string()
}
fn i(r: &Value, f: &str) -> i64 {
    r.get(f).and_then(Value::as_int).unwrap_or(0)
}
fn bits_value(v: &Value) -> Option<u64> {
    let a = v.as_arr()?;
    let mut x = 0u64;
    for (k, b) in a.iter().enumerate() {
        if b.as_int()? != 0 {
            x |= 1 << k;
        }
    }
    Some(x)
}

/// LLVM's register order: names compared in chunks, digit runs as numbers.
fn natural_cmp(a: &str, b: &str) -> std::cmp::Ordering {
    fn chunks(s: &str) -> Vec<(bool, &str)> {
        let mut out = Vec::new();
        let bytes = s.as_bytes();
        let mut st = 0;
        while st < bytes.len() {
            let d = bytes[st].is_ascii_digit();
            let mut e = st;
            while e < bytes.len() && bytes[e].is_ascii_digit() == d {
                e += 1;
            }
            out.push((d, &s[st..e]));
            st = e;
        }
        out
    }
    let (ca, cb) = (chunks(a), chunks(b));
    for (x, y) in ca.iter().zip(cb.iter()) {
        let o = if x.0 && y.0 {
            let (nx, ny) = (
                x.1.parse::<u128>().unwrap_or(0),
                y.1.parse::<u128>().unwrap_or(0),
            );
            nx.cmp(&ny).then(x.1.len().cmp(&y.1.len()))
        } else {
            x.1.cmp(y.1)
        };
        if o != std::cmp::Ordering::Equal {
            return o;
        }
    }
    ca.len().cmp(&cb.len())
}

/// Builds the model from a record dump, for the instructions of namespace `target`.
pub fn build(root: &Value, target: &str) -> Result<Model, String> {
    let mut instanceof = HashMap::new();
    if let Some(Value::Obj(m)) = root.get("!instanceof") {
        for (k, v) in m {
            let names = v
                .as_arr()
                .unwrap_or(&[])
                .iter()
                .filter_map(Value::as_str)
                .collect();
            instanceof.insert(k.as_str(), names);
        }
    }
    let r = Recs { root, instanceof };
    let mut m = Model {
        target: target.to_string(),
        ..Default::default()
    };

    // Registers.
    let mut reg_names: Vec<&str> = r.derived("Register");
    reg_names.sort_by(|a, b| natural_cmp(a, b));
    m.regs.push(Reg {
        name: "NoRegister".into(),
        asm: String::new(),
        alts: vec![],
        enc: 0,
    });
    let mut reg_index: HashMap<String, u16> = HashMap::new();
    for n in &reg_names {
        let rec = r.rec(n).ok_or("register record missing")?;
        reg_index.insert(n.to_string(), m.regs.len() as u16);
        m.regs.push(Reg {
            name: n.to_string(),
            asm: s(rec, "AsmName"),
            alts: rec
                .get("AltNames")
                .and_then(Value::as_arr)
                .unwrap_or(&[])
                .iter()
                .filter_map(|v| v.as_str().map(String::from))
                .collect(),
            enc: rec.get("HWEncoding").and_then(bits_value).unwrap_or(0) as u16,
        });
    }

    // Features, sorted by record name (LLVM's order) -> bits.
    let mut feat_names = r.derived("SubtargetFeature");
    feat_names.sort();
    let feat_bit: HashMap<&str, u8> = feat_names
        .iter()
        .enumerate()
        .map(|(k, n)| (*n, k as u8))
        .collect();
    for n in &feat_names {
        let rec = r.rec(n).ok_or("feature missing")?;
        let mut implies = [0u64; 4];
        let mut stack: Vec<&str> = vec![n];
        while let Some(x) = stack.pop() {
            for d in r
                .rec(x)
                .and_then(|v| v.get("Implies"))
                .and_then(Value::as_arr)
                .unwrap_or(&[])
            {
                if let Some(dn) = d.as_def() {
                    let b = feat_bit[dn] as usize;
                    if implies[b / 64] >> (b % 64) & 1 == 0 {
                        implies[b / 64] |= 1 << (b % 64);
                        stack.push(dn);
                    }
                }
            }
        }
        m.features.push(Feature {
            record: n.to_string(),
            name: s(rec, "Name"),
            desc: s(rec, "Desc"),
            bit: feat_bit[n],
            implies,
        });
    }

    let class_members = register_classes(&r, &mut m, &mut reg_index)?;

    let mut b = Builder {
        r: &r,
        m,
        reg_index,
        class_members,
        feat_bit,
        class_index: HashMap::new(),
        imm_index: HashMap::new(),
        pred_index: HashMap::new(),
    };
    b.m.predicates.push(("true".into(), String::new()));

    // Instructions of the namespace, sorted by name.
    let mut inames: Vec<&str> = r
        .derived("Instruction")
        .into_iter()
        .filter(|n| r.rec(n).is_some_and(|x| s(x, "Namespace") == target))
        .collect();
    inames.sort();
    let opcode: HashMap<&str, u16> = inames
        .iter()
        .enumerate()
        .map(|(k, n)| (*n, k as u16))
        .collect();
    for n in &inames {
        let ins = b.instr(n)?;
        b.m.instrs.push(ins);
    }

    // Aliases.
    for n in r.derived("InstAlias") {
        let rec = r.rec(n).ok_or("alias missing")?;
        let asm = s(rec, "AsmString");
        let slots = asm_operand_names(&asm);
        let res = rec.get("ResultInst").ok_or("alias without result")?;
        let op = res
            .get("operator")
            .and_then(Value::as_def)
            .ok_or("alias result operator")?;
        let opc = *opcode
            .get(op)
            .ok_or_else(|| format!("alias of unknown instruction {op}"))?;
        let result = b.pat_ops(res, &slots, &b.m.instrs[opc as usize].clone())?;
        let predicate = b.predicate(rec)?;
        b.m.aliases.push(Alias {
            asm,
            opcode: opc,
            result,
            priority: i(rec, "EmitPriority"),
            predicate,
            record: n.to_string(),
        });
    }
    // Printing order: priority, then the more specific (more fixed operands) first.
    let mut order: Vec<usize> = (0..b.m.aliases.len()).collect();
    order.sort_by(|&x, &y| {
        let key = |k: usize| {
            let a = &b.m.aliases[k];
            let fixed = a
                .result
                .iter()
                .filter(|o| !matches!(o, PatOp::Slot(..)))
                .count();
            (-a.priority, -(fixed as i64))
        };
        key(x)
            .cmp(&key(y))
            .then_with(|| natural_cmp(&b.m.aliases[x].record, &b.m.aliases[y].record))
    });
    b.m.aliases = order.into_iter().map(|k| b.m.aliases[k].clone()).collect();

    // Compression patterns.
    let mut cnames = r.derived("CompressPat");
    cnames.sort();
    for n in cnames {
        let rec = r.rec(n).ok_or("pattern missing")?;
        let input = rec.get("Input").ok_or("CompressPat without Input")?;
        let output = rec.get("Output").ok_or("CompressPat without Output")?;
        let mut slots: Vec<String> = Vec::new();
        for a in input.get("args").and_then(Value::as_arr).unwrap_or(&[]) {
            if let Some(nm) = a.as_arr().and_then(|p| p.get(1)).and_then(Value::as_str) {
                if !slots.iter().any(|x| x == nm) {
                    slots.push(nm.to_string());
                }
            }
        }
        let so = input.get("operator").and_then(Value::as_def).ok_or("op")?;
        let d = output.get("operator").and_then(Value::as_def).ok_or("op")?;
        let (src, dst) = (opcode[so], opcode[d]);
        let src_ops = b.pat_ops(input, &slots, &b.m.instrs[src as usize].clone())?;
        let dst_ops = b.pat_ops(output, &slots, &b.m.instrs[dst as usize].clone())?;
        let predicate = b.predicate(rec)?;
        b.m.compress.push(Compress {
            src,
            src_ops,
            dst,
            dst_ops,
            predicate,
            compress_only: i(rec, "isCompressOnly") != 0,
        });
    }

    // System registers.
    for n in r.derived("SysReg") {
        let rec = r.rec(n).ok_or("sysreg")?;
        let enc = rec.get("Encoding").and_then(bits_value).unwrap_or(0) as u16;
        b.m.sys_regs.push((s(rec, "Name"), enc));
    }
    b.m.sys_regs.sort_by_key(|x| x.1);
    Ok(b.m)
}

/// The `$name` / `${name}` operand references of an assembly string, in order.
pub fn asm_operand_names(asm: &str) -> Vec<String> {
    let mut out = Vec::new();
    let b = asm.as_bytes();
    let mut k = 0;
    while k < b.len() {
        if b[k] == b'$' {
            k += 1;
            let name = if b.get(k) == Some(&b'{') {
                let e = asm[k..].find('}').map(|e| k + e).unwrap_or(b.len());
                let n = asm[k + 1..e].to_string();
                k = e + 1;
                n
            } else {
                let st = k;
                while k < b.len() && (b[k].is_ascii_alphanumeric() || b[k] == b'_') {
                    k += 1;
                }
                asm[st..k].to_string()
            };
            if !out.contains(&name) {
                out.push(name);
            }
        } else {
            k += 1;
        }
    }
    out
}

/// A register-set dag of the record dump as the register-info backend's [`SetExpr`].
fn set_expr(v: &Value) -> Result<SetExpr, String> {
    if let Some(d) = v.as_def() {
        return Ok(SetExpr::Def(d.to_string()));
    }
    if let Some(n) = v.as_int() {
        return Ok(SetExpr::Int(n));
    }
    if let Some(t) = v.as_str() {
        return Ok(SetExpr::Str(t.to_string()));
    }
    let op = v
        .get("operator")
        .and_then(Value::as_def)
        .ok_or("bad register set")?;
    let args = v.get("args").and_then(Value::as_arr).unwrap_or(&[]);
    let args = args
        .iter()
        .filter_map(|a| a.as_arr().and_then(|p| p.first()))
        .map(set_expr)
        .collect::<Result<_, _>>()?;
    Ok(SetExpr::Dag(op.to_string(), args))
}

/// A class's `MemberList` dag (a dump may wrap it in a list).
fn member_list(rec: &Value) -> Option<&Value> {
    let v = rec.get("MemberList")?;
    v.as_arr().and_then(|a| a.first()).or(Some(v))
}

/// The members of every `RegisterClass`, evaluated as the register-info backend evaluates
/// them; the registers `RegisterTuples` synthesize (`Q0_Q1`, their encoding the first
/// part's) join `m.regs` after the plain ones.
fn register_classes(
    r: &Recs<'_>,
    m: &mut Model,
    reg_index: &mut HashMap<String, u16>,
) -> Result<HashMap<String, (SetExpr, Vec<u16>)>, String> {
    let mut classes = Vec::new();
    for name in r.derived("RegisterClass") {
        let rec = r.rec(name).ok_or("class missing")?;
        if let Some(v) = member_list(rec) {
            classes.push((name, set_expr(v)?));
        }
    }
    let mut tuples = Vec::new();
    for name in r.derived("RegisterTuples") {
        let rec = r.rec(name).ok_or("register tuples missing")?;
        let list = |f: &str| rec.get(f).and_then(Value::as_arr).unwrap_or(&[]);
        tuples.push(TuplesDef {
            loc: String::new(),
            name: name.to_string(),
            sub_reg_indices: list("SubRegIndices")
                .iter()
                .filter_map(|v| v.as_def().map(String::from))
                .collect(),
            sub_regs: list("SubRegs")
                .iter()
                .map(set_expr)
                .collect::<Result<_, _>>()?,
            asm_names: list("RegAsmNames")
                .iter()
                .filter_map(|v| v.as_str().map(String::from))
                .collect(),
        });
    }
    let names: Vec<String> = reg_index.keys().cloned().collect();
    let mut ev = SetEvaluator::over(
        names.iter().map(String::as_str),
        classes.iter().map(|(n, e)| (*n, e)),
        &tuples,
    );
    let mut by_name = HashMap::new();
    for (name, _) in &classes {
        by_name.insert(name.to_string(), ev.expand_def(name)?);
    }
    for (name, tuple, parts) in std::mem::take(&mut ev.synthesized) {
        let pos = ev.expand_def(&tuple)?.iter().position(|n| *n == name);
        let t = tuples.iter().find(|t| t.name == tuple);
        let asm = t.and_then(|t| t.asm_names.get(pos?)).cloned();
        let enc = m.regs[reg_index[&parts[0]] as usize].enc;
        reg_index.insert(name.clone(), m.regs.len() as u16);
        m.regs.push(Reg {
            name,
            asm: asm.unwrap_or_default(),
            alts: vec![],
            enc,
        });
    }
    Ok(classes
        .into_iter()
        .map(|(c, e)| {
            let regs = by_name[c].iter().map(|n| reg_index[n]).collect();
            (c.to_string(), (e, regs))
        })
        .collect())
}

struct Builder<'a> {
    r: &'a Recs<'a>,
    m: Model,
    reg_index: HashMap<String, u16>,
    /// Every register class's member list and members, by class name.
    class_members: HashMap<String, (SetExpr, Vec<u16>)>,
    feat_bit: HashMap<&'a str, u8>,
    class_index: HashMap<String, u16>,
    imm_index: HashMap<String, u16>,
    pred_index: HashMap<Vec<String>, u16>,
}

impl Builder<'_> {
    /// The class of an operand given by a record name.
    fn cls(&mut self, def: &str) -> Result<Cls, String> {
        let r = self.r;
        if r.is_a(def, "RegisterClass") {
            return Ok(Cls::Reg(self.reg_class(def)?));
        }
        if r.is_a(def, "RegisterOperand") {
            let rc = r
                .rec(def)
                .and_then(|x| x.get("RegClass"))
                .and_then(Value::as_def)
                .ok_or("RegisterOperand without RegClass")?;
            return Ok(Cls::Reg(self.reg_class(rc)?));
        }
        if r.is_a(def, "Operand") {
            return Ok(Cls::Imm(self.imm_class(def)?));
        }
        Err(format!(
            "'{def}' is not an operand, register class or register operand"
        ))
    }

    fn reg_class(&mut self, name: &str) -> Result<u16, String> {
        if let Some(&k) = self.class_index.get(name) {
            return Ok(k);
        }
        let (expr, members) = self
            .class_members
            .get(name)
            .cloned()
            .ok_or_else(|| format!("register class {name} has no MemberList"))?;
        // The classes its member list names come first, in the order it names them.
        let mut stack = vec![&expr];
        while let Some(e) = stack.pop() {
            match e {
                SetExpr::Def(d) if self.class_members.contains_key(d) => {
                    self.reg_class(d)?;
                }
                SetExpr::Dag(_, args) => stack.extend(args.iter().rev()),
                _ => {}
            }
        }
        let k = self.m.reg_classes.len() as u16;
        self.m.reg_classes.push((name.to_string(), members));
        self.class_index.insert(name.to_string(), k);
        Ok(k)
    }

    fn imm_class(&mut self, name: &str) -> Result<u16, String> {
        if let Some(&k) = self.imm_index.get(name) {
            return Ok(k);
        }
        let rec = self.r.rec(name).ok_or("operand missing")?;
        let pmc = rec.get("ParserMatchClass").and_then(Value::as_def);
        let pm = pmc.and_then(|p| self.r.rec(p));
        let c = ImmClass {
            name: name.to_string(),
            match_name: pm.map(|p| s(p, "Name")).unwrap_or_default(),
            min: i(rec, "MinValue"),
            max: i(rec, "MaxValue"),
            scale: i(rec, "Scale").max(1),
            non_zero: i(rec, "NonZero") != 0,
            wrap_bits: i(rec, "WrapBits").clamp(0, 63) as u8,
            expr_kind: s(rec, "ExprKind"),
            print: s(rec, "PrintMethod"),
            encoder: s(rec, "EncoderMethod"),
            decoder: s(rec, "DecoderMethod"),
            parser: pm.map(|p| s(p, "ParserMethod")).unwrap_or_default(),
            optional: pm.is_some_and(|p| i(p, "IsOptional") != 0),
            diagnostic: pm.map(|p| s(p, "DiagnosticString")).unwrap_or_default(),
        };
        let k = self.m.imm_classes.len() as u16;
        self.m.imm_classes.push(c);
        self.imm_index.insert(name.to_string(), k);
        Ok(k)
    }

    /// Compiles an `AssemblerCondDag` to a Rust expression over `f`.
    fn cond(&self, v: &Value) -> Result<String, String> {
        if let Some(d) = v.as_def() {
            let b = self
                .feat_bit
                .get(d)
                .ok_or_else(|| format!("predicate names unknown feature {d}"))?;
            return Ok(format!("f.contains({b})"));
        }
        let op = v
            .get("operator")
            .and_then(Value::as_def)
            .ok_or("bad cond")?;
        let parts: Vec<String> = v
            .get("args")
            .and_then(Value::as_arr)
            .unwrap_or(&[])
            .iter()
            .filter_map(|a| a.as_arr().and_then(|p| p.first()))
            .map(|a| self.cond(a).map(|c| format!("({c})")))
            .collect::<Result<_, _>>()?;
        Ok(match op {
            "all_of" => parts.join(" && "),
            "any_of" => format!("({})", parts.join(" || ")),
            "none_of" => format!("!({})", parts.join(" || ")),
            o => return Err(format!("unknown predicate operator {o}")),
        })
    }

    /// The predicate index of a record's `Predicates` list.
    fn predicate(&mut self, rec: &Value) -> Result<u16, String> {
        let mut names: Vec<String> = rec
            .get("Predicates")
            .and_then(Value::as_arr)
            .unwrap_or(&[])
            .iter()
            .filter_map(|p| p.as_def().map(String::from))
            .filter(|p| {
                self.r
                    .rec(p)
                    .is_some_and(|x| i(x, "AssemblerMatcherPredicate") != 0)
            })
            .collect();
        names.sort();
        names.dedup();
        if names.is_empty() {
            return Ok(0);
        }
        if let Some(&k) = self.pred_index.get(&names) {
            return Ok(k);
        }
        let mut parts = Vec::new();
        for n in &names {
            let d = self
                .r
                .rec(n)
                .and_then(|x| x.get("AssemblerCondDag"))
                .ok_or("predicate without AssemblerCondDag")?;
            parts.push(format!("({})", self.cond(d)?));
        }
        let k = self.m.predicates.len() as u16;
        self.m
            .predicates
            .push((parts.join(" && "), names.join(" && ")));
        self.pred_index.insert(names, k);
        Ok(k)
    }

    fn instr(&mut self, name: &str) -> Result<Instr, String> {
        let rec = self.r.rec(name).ok_or("instr")?;
        let mut ops = Vec::new();
        let mut num_defs = 0;
        for (list, is_out) in [("OutOperandList", true), ("InOperandList", false)] {
            for a in rec
                .get(list)
                .and_then(|d| d.get("args"))
                .and_then(Value::as_arr)
                .unwrap_or(&[])
            {
                let p = a.as_arr().ok_or("operand")?;
                let d = p
                    .first()
                    .and_then(Value::as_def)
                    .ok_or_else(|| format!("{name}: operand is not a def"))?;
                let n = p.get(1).and_then(Value::as_str).unwrap_or("").to_string();
                let orec = self.r.rec(d);
                let print = orec.map(|x| s(x, "PrintMethod")).unwrap_or_default();
                let encoder = orec.map(|x| s(x, "EncoderMethod")).unwrap_or_default();
                let sub: Vec<(String, Option<String>)> = if self.r.is_a(d, "Operand") {
                    orec.and_then(|x| x.get("MIOperandInfo"))
                        .and_then(|x| x.get("args"))
                        .and_then(Value::as_arr)
                        .unwrap_or(&[])
                        .iter()
                        .filter_map(Value::as_arr)
                        .filter_map(|a| {
                            let def = a.first().and_then(Value::as_def)?;
                            Some((
                                def.to_string(),
                                a.get(1).and_then(Value::as_str).map(String::from),
                            ))
                        })
                        .collect()
                } else {
                    Vec::new()
                };
                if sub.is_empty() {
                    let cls = self.cls(d).map_err(|e| format!("{name}: {e}"))?;
                    ops.push(Op {
                        name: n,
                        cls,
                        tied: -1,
                        print,
                        encoder,
                        mi_count: 1,
                        mi_syntax: String::new(),
                    });
                } else {
                    let mi_syntax = orec.map(|x| s(x, "MIOperandSyntax")).unwrap_or_default();
                    for (k, (sd, sn)) in sub.iter().enumerate() {
                        let cls = self.cls(sd).map_err(|e| format!("{name}: {e}"))?;
                        let first = k == 0;
                        ops.push(Op {
                            name: if first {
                                n.clone()
                            } else {
                                format!("{n}.{}", sn.clone().unwrap_or_else(|| k.to_string()))
                            },
                            cls,
                            tied: -1,
                            print: if first { print.clone() } else { String::new() },
                            encoder: if first {
                                encoder.clone()
                            } else {
                                String::new()
                            },
                            mi_count: if first { sub.len() as u8 } else { 0 },
                            mi_syntax: if first {
                                mi_syntax.clone()
                            } else {
                                String::new()
                            },
                        });
                    }
                }
                if is_out {
                    num_defs += 1;
                }
            }
        }
        for c in s(rec, "Constraints").split(',') {
            let c = c.trim();
            if let Some((a, b)) = c.split_once('=') {
                let a = a.trim().trim_start_matches('$');
                let b = b.trim().trim_start_matches('$');
                let ia = ops.iter().position(|o| o.name == a);
                let ib = ops.iter().position(|o| o.name == b);
                if let (Some(x), Some(y)) = (ia, ib) {
                    ops[x].tied = y as i8;
                    ops[y].tied = x as i8;
                }
            }
        }
        let mut flags = Vec::new();
        for (f, c) in [
            ("isReturn", "RETURN"),
            ("isBranch", "BRANCH"),
            ("isIndirectBranch", "INDIRECT_BRANCH"),
            ("isBarrier", "BARRIER"),
            ("isCall", "CALL"),
            ("isTerminator", "TERMINATOR"),
            ("mayLoad", "MAY_LOAD"),
            ("mayStore", "MAY_STORE"),
            ("hasSideEffects", "HAS_SIDE_EFFECTS"),
            ("isCommutable", "COMMUTABLE"),
            ("isMoveImm", "MOVE_IMM"),
            ("isAsCheapAsAMove", "AS_CHEAP_AS_A_MOVE"),
            ("isReMaterializable", "REMATERIALIZABLE"),
            ("isPseudo", "PSEUDO"),
            ("isCodeGenOnly", "CODE_GEN_ONLY"),
            ("isAsmParserOnly", "ASM_PARSER_ONLY"),
            ("isMoveReg", "MOVE_REG"),
            ("isAdd", "ADD"),
            ("isTrap", "TRAP"),
            ("mayRaiseFPException", "MAY_RAISE_FP_EXCEPTION"),
        ] {
            if i(rec, f) != 0 {
                flags.push(c);
            }
        }
        let regs = |f: &str| -> Vec<u16> {
            rec.get(f)
                .and_then(Value::as_arr)
                .unwrap_or(&[])
                .iter()
                .filter_map(|v| v.as_def())
                .filter_map(|d| self.reg_index.get(d).copied())
                .collect()
        };
        let (uses, defs) = (regs("Uses"), regs("Defs"));
        let predicate = self.predicate(rec)?;
        let is_pseudo = i(rec, "isPseudo") != 0;
        let encoding = match rec.get("Inst").and_then(Value::as_arr) {
            Some(bits) if !is_pseudo => {
                let (mut v, mut mask) = (0u32, 0u32);
                let mut fields: Vec<Field> = Vec::new();
                for (k, bit) in bits.iter().enumerate() {
                    match bit {
                        Value::Int(x) => {
                            mask |= 1 << k;
                            if *x != 0 {
                                v |= 1 << k;
                            }
                        }
                        Value::Obj(_) => {
                            let var = bit.get("var").and_then(Value::as_str).unwrap_or("");
                            let idx = bit.get("index").and_then(Value::as_int).unwrap_or(0) as u8;
                            let Some(opn) = ops.iter().position(|o| o.name == var) else {
                                continue;
                            };
                            if let Some(last) = fields.last_mut() {
                                if last.operand as usize == opn
                                    && last.op_lo + last.width == idx
                                    && last.inst_lo + last.width == k as u8
                                {
                                    last.width += 1;
                                    continue;
                                }
                            }
                            fields.push(Field {
                                operand: opn as u8,
                                op_lo: idx,
                                inst_lo: k as u8,
                                width: 1,
                            });
                        }
                        _ => {}
                    }
                }
                Some((v, mask, fields))
            }
            _ => None,
        };
        Ok(Instr {
            name: name.to_string(),
            asm: s(rec, "AsmString"),
            num_defs,
            ops,
            size: i(rec, "Size") as u8,
            flags,
            uses,
            defs,
            predicate,
            encoding,
            decoder_ns: s(rec, "DecoderNamespace"),
            ts_flags: rec.get("TSFlags").and_then(bits_value).unwrap_or(0),
        })
    }

    /// The operands of a result dag for instruction `ins`, slots numbered by `slots`.
    fn pat_ops(&mut self, d: &Value, slots: &[String], ins: &Instr) -> Result<Vec<PatOp>, String> {
        let mut out = Vec::new();
        let args = d.get("args").and_then(Value::as_arr).unwrap_or(&[]);
        for a in args {
            let p = a.as_arr().ok_or("pattern operand")?;
            let v = p.first().ok_or("pattern operand value")?;
            let nm = p.get(1).and_then(Value::as_str);
            let op = if let Some(x) = v.as_int() {
                PatOp::Imm(x)
            } else if let Some(def) = v.as_def() {
                if let Some(&rn) = self.reg_index.get(def) {
                    PatOp::Reg(rn)
                } else {
                    let nm = nm.ok_or_else(|| format!("unnamed operand {def} in pattern"))?;
                    let slot = slots.iter().position(|x| x == nm).ok_or_else(|| {
                        format!("pattern operand ${nm} not in the assembly string")
                    })?;
                    PatOp::Slot(slot as u8, self.cls(def)?)
                }
            } else if let (Value::Null, Some(nm)) = (v, nm) {
                // `$name` with no class: take the instruction operand's class.
                let slot = slots.iter().position(|x| x == nm).ok_or("slot")?;
                let k = out.len();
                let cls = ins
                    .ops
                    .iter()
                    .enumerate()
                    .filter(|(j, o)| !(o.tied >= 0 && (o.tied as usize) < *j))
                    .nth(k)
                    .map(|(_, o)| o.cls)
                    .ok_or("too many pattern operands")?;
                PatOp::Slot(slot as u8, cls)
            } else {
                return Err(format!("unsupported pattern operand in {}", ins.name));
            };
            out.push(op);
        }
        let expected = ins
            .ops
            .iter()
            .enumerate()
            .filter(|(j, o)| !(o.tied >= 0 && (o.tied as usize) < *j))
            .count();
        if out.len() != expected {
            return Err(format!(
                "pattern for {} has {} operands, the instruction {}",
                ins.name,
                out.len(),
                expected
            ));
        }
        Ok(out)
    }
}

/// Groups instructions by key (used by emitters that want stable buckets).
pub fn bucket<K: Ord, T: Clone>(items: impl Iterator<Item = (K, T)>) -> BTreeMap<K, Vec<T>> {
    let mut m: BTreeMap<K, Vec<T>> = BTreeMap::new();
    for (k, v) in items {
        m.entry(k).or_default().push(v);
    }
    m
}
