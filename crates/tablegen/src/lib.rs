//! The TableGen language: lexer, preprocessor, parser, record evaluation and the
//! [`RecordKeeper`] API that backends read.
//!
//! In: a `.td` file (plus include directories and `-D` macros). Out: every class and def after
//! evaluation, exactly as `llvm-tblgen-22` computes them: [`RecordKeeper::print_records`] is
//! byte-for-byte `llvm-tblgen -print-records`, [`RecordKeeper::dump_json`] is `-dump-json`.
//!
//! Backends read records through [`RecordKeeper`] and [`Record`]; field values are [`Init`]s.
//!
//! How it is built (the same model as LLVM's `TGParser`/`Record.cpp`, written anew):
//! - [`lexer`]: tokens, `include` (relative to the working directory, then each `-I`), and the
//!   preprocessor;
//! - [`parser`]: parses and evaluates at once: classes and defs are records in an arena
//!   ([`core::RecId`]); multiclass bodies, `foreach` and `if` are kept as entries and
//!   instantiated by substituting template arguments, `NAME` and iterators;
//! - [`core`]: interned values ([`core::InitId`]) and types, the resolvers (map, record,
//!   shadow, unresolved-tracking) and the folding rules of every bang operator;
//! - [`mod@print`] and the JSON writer: `-print-records`, `-print-detailed-records`, `-dump-json`;
//! - [`driver`]: the `kiln-tablegen` command line.
//!
//! ```
//! use kiln_tablegen::{RecordKeeper, Init};
//! let td = r#"
//!   class Reg<bits<5> enc, string name> { bits<5> Enc = enc; string AsmName = name; }
//!   def X0 : Reg<0, "zero">;
//!   def X1 : Reg<1, "ra">;
//! "#;
//! let rk = RecordKeeper::parse_str("regs.td", td, &[], &[]).unwrap();
//! let regs = rk.all_derived_definitions("Reg");
//! assert_eq!(regs.len(), 2);
//! assert_eq!(regs[1].get_string("AsmName").unwrap(), "ra");
//! let enc = regs[1].get_bits("Enc").unwrap();
//! assert_eq!(enc[0], Init::Bit(true)); // least significant bit first
//! assert!(rk.def("X0").unwrap().is_subclass_of("Reg"));
//! assert!(regs[0].get_int("AsmName").is_err()); // names the record, field and location
//! ```

pub mod core;
mod json;
pub mod lexer;
pub mod parser;
pub mod print;

pub use crate::core::compare_numeric;
use crate::core::{Ctx, FieldKind, InitData, RecId, RecKind};
use kiln_support::{Diagnostic, SourceMgr};
use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// A field value, as backends see it.
#[derive(Clone, Debug, PartialEq)]
pub enum Init {
    /// `?`
    Unset,
    /// A bit.
    Bit(bool),
    /// A bits value, least significant bit first (like LLVM's `BitsInit`).
    Bits(Vec<Init>),
    /// An integer.
    Int(i64),
    /// A string.
    String(String),
    /// A code block `[{ ... }]`.
    Code(String),
    /// A list.
    List(Vec<Init>),
    /// A reference to a def, by name.
    Def(String),
    /// A dag (boxed: a dag's operator is itself an `Init`).
    Dag(Box<DagInit>),
    /// An unresolved variable reference (in classes).
    Var(String),
    /// One bit of an unresolved value.
    VarBit(Box<Init>, u32),
    /// Any other unresolved expression, as LLVM prints it.
    Expr(String),
}

/// A dag value `(op:$name arg:$name, ...)`.
#[derive(Clone, Debug, PartialEq)]
pub struct DagInit {
    /// The operator (usually a [`Init::Def`]).
    pub op: Init,
    /// The operator's `$name`, if any.
    pub op_name: Option<String>,
    /// Arguments with their `$name`s.
    pub args: Vec<(Init, Option<String>)>,
}

impl Init {
    /// The value of a fully known `bits` (or `bit`/`int`) value as an integer: bit `k` of a
    /// `Bits` is bit `k` of the result. `None` if a bit is `?` or unresolved, or if there are
    /// more than 64 bits.
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Init::Bit(b) => Some(*b as u64),
            Init::Int(v) => Some(*v as u64),
            Init::Bits(bs) if bs.len() <= 64 => {
                let mut v = 0u64;
                for (k, b) in bs.iter().enumerate() {
                    match b {
                        Init::Bit(true) => v |= 1 << k,
                        Init::Bit(false) => {}
                        _ => return None,
                    }
                }
                Some(v)
            }
            _ => None,
        }
    }
}

impl fmt::Display for Init {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Init::Unset => f.write_str("?"),
            Init::Bit(b) => f.write_str(if *b { "1" } else { "0" }),
            Init::Bits(v) => {
                f.write_str("{ ")?;
                for (k, b) in v.iter().rev().enumerate() {
                    if k > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{b}")?;
                }
                f.write_str(" }")
            }
            Init::Int(v) => write!(f, "{v}"),
            Init::String(s) => write!(f, "\"{s}\""),
            Init::Code(s) => write!(f, "[{{{s}}}]"),
            Init::List(v) => {
                f.write_str("[")?;
                for (k, e) in v.iter().enumerate() {
                    if k > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{e}")?;
                }
                f.write_str("]")
            }
            Init::Def(n) | Init::Var(n) | Init::Expr(n) => f.write_str(n),
            Init::VarBit(v, k) => write!(f, "{v}{{{k}}}"),
            Init::Dag(d) => {
                write!(f, "({}", d.op)?;
                if let Some(n) = &d.op_name {
                    write!(f, ":${n}")?;
                }
                for (k, (a, n)) in d.args.iter().enumerate() {
                    f.write_str(if k == 0 { " " } else { ", " })?;
                    write!(f, "{a}")?;
                    if let Some(n) = n {
                        write!(f, ":${n}")?;
                    }
                }
                f.write_str(")")
            }
        }
    }
}

/// One field of a record.
#[derive(Clone, Debug)]
pub struct RecordField {
    /// Field name.
    pub name: String,
    /// Declared type, as LLVM prints it (`bits<4>`, `list<Reg>`, ...).
    pub ty: String,
    /// Value.
    pub value: Init,
    /// Declared with `field` (allowed to stay unresolved).
    pub nonconcrete_ok: bool,
}

/// A class or def after evaluation.
#[derive(Clone, Debug)]
pub struct Record {
    id: RecId,
    name: String,
    loc: String,
    is_class: bool,
    anonymous: bool,
    supers: Vec<String>,
    fields: Vec<RecordField>,
    index: HashMap<String, usize>,
}

fn not_found(r: &Record, field: &str) -> String {
    format!(
        "{}: error: Record `{}' does not have a field named `{}'!",
        r.loc, r.name, field
    )
}

fn wrong(r: &Record, field: &str, what: &str) -> String {
    format!(
        "{}: error: Record `{}', field `{}' does not have {}!",
        r.loc, r.name, field, what
    )
}

impl Record {
    /// The record's name.
    pub fn name(&self) -> &str {
        &self.name
    }
    /// `file:line:col` of the definition, for messages.
    pub fn loc(&self) -> String {
        self.loc.clone()
    }
    /// Whether this is a class (not a def).
    pub fn is_class(&self) -> bool {
        self.is_class
    }
    /// Whether this def was anonymous (`anonymous_N`).
    pub fn is_anonymous(&self) -> bool {
        self.anonymous
    }
    /// Whether the record derives from class `class`.
    pub fn is_subclass_of(&self, class: &str) -> bool {
        self.supers.iter().any(|s| s == class)
    }
    /// All superclasses, in LLVM's order (as in the `// ...` comment of `-print-records`).
    pub fn superclasses(&self) -> Vec<&str> {
        self.supers.iter().map(|s| s.as_str()).collect()
    }
    /// All fields (template arguments excluded), in declaration order.
    pub fn fields(&self) -> &[RecordField] {
        &self.fields
    }
    /// The value of a field; `None` if there is no such field.
    pub fn value(&self, field: &str) -> Option<&Init> {
        self.index.get(field).map(|&k| &self.fields[k].value)
    }
    /// Whether a field is `?` (or missing).
    pub fn is_value_unset(&self, field: &str) -> bool {
        matches!(self.value(field), None | Some(Init::Unset))
    }
    fn get(&self, field: &str) -> Result<&Init, String> {
        self.value(field).ok_or_else(|| not_found(self, field))
    }
    /// A string (or code) field.
    pub fn get_string(&self, field: &str) -> Result<&str, String> {
        match self.get(field)? {
            Init::String(s) | Init::Code(s) => Ok(s),
            _ => Err(wrong(self, field, "a string initializer")),
        }
    }
    /// An int field.
    pub fn get_int(&self, field: &str) -> Result<i64, String> {
        match self.get(field)? {
            Init::Int(v) => Ok(*v),
            _ => Err(wrong(self, field, "an int initializer")),
        }
    }
    /// A bit field.
    pub fn get_bit(&self, field: &str) -> Result<bool, String> {
        match self.get(field)? {
            Init::Bit(b) => Ok(*b),
            _ => Err(wrong(self, field, "a bit initializer")),
        }
    }
    /// A bits field, least significant bit first.
    pub fn get_bits(&self, field: &str) -> Result<&[Init], String> {
        match self.get(field)? {
            Init::Bits(b) => Ok(b),
            _ => Err(wrong(self, field, "a BitsInit initializer")),
        }
    }
    /// A fully known bits field as an integer (bit 0 = least significant), like LLVM's
    /// `getValueAsBitsInit` followed by a conversion to int.
    pub fn get_bits_value(&self, field: &str) -> Result<u64, String> {
        let b = self.get_bits(field)?;
        Init::Bits(b.to_vec())
            .as_u64()
            .ok_or_else(|| wrong(self, field, "a fully known bits initializer"))
    }
    /// A def-valued field: the name of the referenced def.
    pub fn get_def(&self, field: &str) -> Result<&str, String> {
        match self.get(field)? {
            Init::Def(d) => Ok(d),
            _ => Err(wrong(self, field, "a def initializer")),
        }
    }
    /// A list field.
    pub fn get_list(&self, field: &str) -> Result<&[Init], String> {
        match self.get(field)? {
            Init::List(v) => Ok(v),
            _ => Err(wrong(self, field, "a list initializer")),
        }
    }
    /// A list of defs.
    pub fn get_list_of_defs(&self, field: &str) -> Result<Vec<&str>, String> {
        let l = self.get_list(field)?;
        l.iter()
            .map(|e| match e {
                Init::Def(d) => Ok(d.as_str()),
                _ => Err(format!(
                    "{}: error: Record `{}', field `{}' list is not entirely DefInit!",
                    self.loc, self.name, field
                )),
            })
            .collect()
    }
    /// A list of strings.
    pub fn get_list_of_strings(&self, field: &str) -> Result<Vec<&str>, String> {
        let l = self.get_list(field)?;
        l.iter()
            .map(|e| match e {
                Init::String(s) | Init::Code(s) => Ok(s.as_str()),
                _ => Err(wrong(self, field, "a list of strings initializer")),
            })
            .collect()
    }
    /// A list of ints.
    pub fn get_list_of_ints(&self, field: &str) -> Result<Vec<i64>, String> {
        let l = self.get_list(field)?;
        l.iter()
            .map(|e| match e {
                Init::Int(v) => Ok(*v),
                _ => Err(wrong(self, field, "a list of ints initializer")),
            })
            .collect()
    }
    /// A dag field.
    pub fn get_dag(&self, field: &str) -> Result<&DagInit, String> {
        match self.get(field)? {
            Init::Dag(d) => Ok(d),
            _ => Err(wrong(self, field, "a dag initializer")),
        }
    }
    /// A string field, `None` if missing or `?`.
    pub fn get_optional_string(&self, field: &str) -> Result<Option<&str>, String> {
        if self.is_value_unset(field) {
            return Ok(None);
        }
        self.get_string(field).map(Some)
    }
    /// An int field, `None` if missing or `?`.
    pub fn get_optional_int(&self, field: &str) -> Result<Option<i64>, String> {
        if self.is_value_unset(field) {
            return Ok(None);
        }
        self.get_int(field).map(Some)
    }
    /// A def field, `None` if missing or `?`.
    pub fn get_optional_def(&self, field: &str) -> Result<Option<&str>, String> {
        if self.is_value_unset(field) {
            return Ok(None);
        }
        self.get_def(field).map(Some)
    }
    /// The internal id of this record.
    pub fn id(&self) -> RecId {
        self.id
    }
}

struct Public {
    defs: Vec<Record>,
    def_index: HashMap<String, usize>,
    classes: Vec<Record>,
    class_index: HashMap<String, usize>,
}

/// Every class and def after evaluation (LLVM's `RecordKeeper`).
pub struct RecordKeeper {
    cx: Ctx,
    sm: SourceMgr,
    files: Vec<PathBuf>,
    deps: Vec<String>,
    public: OnceLock<Public>,
}

/// Options for reading a TableGen file.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `-I` directories.
    pub include_dirs: Vec<PathBuf>,
    /// `-D` macros.
    pub defines: Vec<String>,
}

fn render_all(sm: &SourceMgr, diags: &[Diagnostic]) -> String {
    let mut s = String::new();
    for d in diags {
        s.push_str(&sm.render(d));
    }
    s
}

impl RecordKeeper {
    /// Reads and evaluates a `.td` file. Errors come back rendered as LLVM prints them.
    pub fn parse_file(
        path: &Path,
        include_dirs: &[PathBuf],
        defines: &[String],
    ) -> Result<RecordKeeper, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("Could not open input file '{}': {}\n", path.display(), e))?;
        Self::parse_str(&path.to_string_lossy(), &text, include_dirs, defines)
    }

    /// Reads and evaluates TableGen source text named `name`.
    ///
    /// Evaluation runs on a thread with a large stack, so deeply nested (but bounded, see
    /// [`core::MAX_DEPTH`]) expressions cannot overflow the caller's stack.
    pub fn parse_str(
        name: &str,
        text: &str,
        include_dirs: &[PathBuf],
        defines: &[String],
    ) -> Result<RecordKeeper, String> {
        std::thread::scope(|s| {
            std::thread::Builder::new()
                .name("kiln-tablegen".into())
                .stack_size(256 << 20)
                .spawn_scoped(s, || {
                    Self::parse_str_here(name, text, include_dirs, defines)
                })
                .map_err(|e| format!("error: cannot start the TableGen thread: {e}\n"))?
                .join()
                .unwrap_or_else(|_| Err("error: internal error in kiln-tablegen\n".to_string()))
        })
    }

    fn parse_str_here(
        name: &str,
        text: &str,
        include_dirs: &[PathBuf],
        defines: &[String],
    ) -> Result<RecordKeeper, String> {
        let mut sm = SourceMgr::new();
        let f = sm.add_buffer(name, text.to_string());
        let lex = lexer::Lexer::new(f, PathBuf::from(name), include_dirs, defines);
        let mut p = parser::Parser::new(&mut sm, lex);
        let r = p.parse_file();
        let files = p.lexer().files.clone();
        let deps = p.lexer().included.clone();
        let cx = std::mem::take(&mut p.cx);
        drop(p);
        let mut diags: Vec<Diagnostic> = Vec::new();
        for e in &cx.errors {
            diags.push(match e.loc {
                Some(l) => Diagnostic::error(l, e.msg.clone()),
                None => Diagnostic::error_unlocated(e.msg.clone()),
            });
        }
        if let Err(d) = r {
            diags.push(*d);
        }
        if let Some(f) = &cx.fatal {
            diags.push(match f.loc {
                Some(l) => Diagnostic::error(l, f.msg.trim_end().to_string()),
                None => Diagnostic::error_unlocated(f.msg.trim_end().to_string()),
            });
        }
        if !diags.is_empty() {
            return Err(render_all(&sm, &diags));
        }
        Ok(RecordKeeper {
            cx,
            sm,
            files,
            deps,
            public: OnceLock::new(),
        })
    }

    /// `dump` messages (notes) produced while evaluating, rendered.
    pub fn notes(&self) -> String {
        let mut s = String::new();
        for n in &self.cx.notes {
            if let Some(l) = n.loc {
                let d = Diagnostic {
                    loc: Some(l),
                    severity: kiln_support::Severity::Note,
                    message: n.msg.clone(),
                    notes: Vec::new(),
                };
                s.push_str(&self.sm.render(&d));
            }
        }
        s
    }

    fn public(&self) -> &Public {
        self.public.get_or_init(|| {
            let mut defs = Vec::new();
            let mut def_index = HashMap::new();
            for r in print::sorted(&self.cx, &self.cx.defs) {
                let rec = self.make_record(r);
                def_index.insert(rec.name.clone(), defs.len());
                defs.push(rec);
            }
            let mut classes = Vec::new();
            let mut class_index = HashMap::new();
            for r in print::sorted(&self.cx, &self.cx.classes) {
                let rec = self.make_record(r);
                class_index.insert(rec.name.clone(), classes.len());
                classes.push(rec);
            }
            Public {
                defs,
                def_index,
                classes,
                class_index,
            }
        })
    }

    fn make_record(&self, r: RecId) -> Record {
        let cx = &self.cx;
        let rec = cx.rec(r);
        let mut fields = Vec::new();
        let mut index = HashMap::new();
        for f in &rec.values {
            if f.kind == FieldKind::TemplateArg {
                continue;
            }
            let name = cx.s(f.name).to_string();
            index.insert(name.clone(), fields.len());
            fields.push(RecordField {
                name,
                ty: cx.ty_str(f.ty),
                value: self.to_public(f.value),
                nonconcrete_ok: f.kind == FieldKind::NonconcreteOk,
            });
        }
        Record {
            id: r,
            name: cx.rec_name_str(r),
            loc: self.sm.describe(rec.loc()),
            is_class: rec.kind == RecKind::Class,
            anonymous: rec.kind == RecKind::AnonDef,
            supers: rec.supers.iter().map(|&s| cx.rec_name_str(s)).collect(),
            fields,
            index,
        }
    }

    fn to_public(&self, i: core::InitId) -> Init {
        let cx = &self.cx;
        match cx.d(i) {
            InitData::Unset => Init::Unset,
            InitData::Bit(b) => Init::Bit(*b),
            InitData::Bits(b) => Init::Bits(b.iter().map(|&x| self.to_public(x)).collect()),
            InitData::Int(v) => Init::Int(*v),
            InitData::Str(s, false) => Init::String(cx.s(*s).to_string()),
            InitData::Str(s, true) => Init::Code(cx.s(*s).to_string()),
            InitData::List(v, _) => Init::List(v.iter().map(|&x| self.to_public(x)).collect()),
            InitData::Def(r) => Init::Def(cx.rec_name_str(*r)),
            InitData::Var(n, _) => Init::Var(cx.s(*n).to_string()),
            InitData::VarBit(v, k) => Init::VarBit(Box::new(self.to_public(*v)), *k),
            InitData::Dag(op, on, args) => Init::Dag(Box::new(DagInit {
                op: self.to_public(*op),
                op_name: on.map(|n| cx.s(n).to_string()),
                args: args
                    .iter()
                    .map(|&(a, n)| (self.to_public(a), n.map(|n| cx.s(n).to_string())))
                    .collect(),
            })),
            _ => Init::Expr(cx.repr(i)),
        }
    }

    /// All defs, in name order (as llvm-tblgen prints them).
    pub fn defs(&self) -> impl Iterator<Item = &Record> {
        self.public().defs.iter()
    }
    /// All classes, in name order.
    pub fn classes(&self) -> impl Iterator<Item = &Record> {
        self.public().classes.iter()
    }
    /// The def named `name`.
    pub fn def(&self, name: &str) -> Option<&Record> {
        let p = self.public();
        p.def_index.get(name).map(|&k| &p.defs[k])
    }
    /// The class named `name`.
    pub fn class(&self, name: &str) -> Option<&Record> {
        let p = self.public();
        p.class_index.get(name).map(|&k| &p.classes[k])
    }
    /// Every def derived from `class`, sorted by name (LLVM's `getAllDerivedDefinitions`).
    pub fn all_derived_definitions(&self, class: &str) -> Vec<&Record> {
        self.defs().filter(|r| r.is_subclass_of(class)).collect()
    }
    /// Every file read (the main file first), for `rerun-if-changed`.
    pub fn input_files(&self) -> &[PathBuf] {
        &self.files
    }
    /// The files named by `include`, as found (for depfiles).
    pub fn included_files(&self) -> &[String] {
        &self.deps
    }
    /// The `-print-records` text.
    pub fn print_records(&self) -> String {
        print::print_records(&self.cx)
    }
    /// The `-print-detailed-records` text, up to (not including) LLVM's allocation statistics.
    pub fn print_detailed_records(&self) -> String {
        let input = self
            .files
            .first()
            .map(|p| p.to_string_lossy().into_owned())
            .unwrap_or_default();
        print::print_detailed(&self.cx, &self.sm, &input)
    }
    /// The `-dump-json` text.
    pub fn dump_json(&self) -> String {
        json::dump_json(&self.cx, &self.sm)
    }
}

pub mod driver;
