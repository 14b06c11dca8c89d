//! The record model: interned types and values, records, and the evaluation rules.
//!
//! In: values built by the parser. Out: the same values folded and resolved the way LLVM's
//! `Record.cpp` does it (`resolveReferences` with a resolver, then `Fold`). Values (`Init`s in
//! LLVM's words) are interned in an arena and named by [`InitId`], types by [`TyId`], strings by
//! [`StrId`], records by [`RecId`]; equal values have equal ids, so comparing and hashing them is
//! cheap and no value is ever copied deeply.

use kiln_support::SourceLoc;
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// A small fast hasher (FxHash's multiply-rotate) for the interning tables and name maps;
/// keys are kiln's own ids and strings, so SipHash's flooding resistance is not needed.
#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

const FX_K: u64 = 0x517c_c1b7_2722_0a95;

impl FxHasher {
    #[inline]
    fn add(&mut self, w: u64) {
        self.hash = (self.hash.rotate_left(5) ^ w).wrapping_mul(FX_K);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut c = bytes.chunks_exact(8);
        for ch in &mut c {
            self.add(u64::from_le_bytes(ch.try_into().expect("chunk of 8 bytes")));
        }
        let r = c.remainder();
        if !r.is_empty() {
            let mut b = [0u8; 8];
            b[..r.len()].copy_from_slice(r);
            self.add(u64::from_le_bytes(b));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.hash
    }
}

/// A `HashMap` with [`FxHasher`].
pub type HashMap<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<FxHasher>>;

fn fx_hash<T: Hash + ?Sized>(t: &T) -> u64 {
    let mut h = FxHasher::default();
    t.hash(&mut h);
    h.finish()
}

/// LLVM's `StringRef::compare_numeric` (the order of `LessRecord`): runs of digits compare as
/// numbers (`R2 < R10`), everything else byte by byte.
pub fn compare_numeric(a: &str, b: &str) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    let (x, y) = (a.as_bytes(), b.as_bytes());
    let e = x.len().min(y.len());
    let mut i = 0;
    while i < e {
        if x[i].is_ascii_digit() && y[i].is_ascii_digit() {
            let mut j = i + 1;
            while j <= e {
                let ld = j < x.len() && x[j].is_ascii_digit();
                let rd = j < y.len() && y[j].is_ascii_digit();
                if ld != rd {
                    return if rd {
                        Ordering::Less
                    } else {
                        Ordering::Greater
                    };
                }
                if !rd {
                    break;
                }
                j += 1;
            }
            let c = x[i..j].cmp(&y[i..j]);
            if c != Ordering::Equal {
                return c;
            }
            i = j;
            continue;
        }
        if x[i] != y[i] {
            return x[i].cmp(&y[i]);
        }
        i += 1;
    }
    x.len().cmp(&y.len())
}

/// Value flag: the value contains no variable or operator, so resolving it changes nothing.
const F_CONCRETE: u8 = 1;

/// An interned string.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StrId(pub u32);
/// An interned type.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TyId(pub u32);
/// An interned value.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct InitId(pub u32);
/// A record (class, def or multiclass prototype).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RecId(pub u32);

/// A type (`RecTy`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TyData {
    /// `bit`
    Bit,
    /// `bits<n>`
    Bits(u32),
    /// `int`
    Int,
    /// `string` (and `code`)
    String,
    /// `dag`
    Dag,
    /// `list<T>`
    List(TyId),
    /// A record type: the classes it is a subclass of, sorted by name.
    Record(Box<[RecId]>),
}

/// Unary operators.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum UnOp {
    Cast,
    Not,
    Head,
    Tail,
    Size,
    Empty,
    GetDagOp,
    GetDagOpName,
    LogTwo,
    Repr,
    ToLower,
    ToUpper,
    ListFlatten,
    Initialized,
}

/// Binary operators.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    And,
    Or,
    Xor,
    Shl,
    Sra,
    Srl,
    ListConcat,
    ListSplat,
    ListRemove,
    ListElem,
    ListSlice,
    Range,
    RangeC,
    StrConcat,
    Interleave,
    Concat,
    Eq,
    Ne,
    Le,
    Lt,
    Ge,
    Gt,
    GetDagArg,
    GetDagName,
    SetDagOp,
    SetDagOpName,
    Match,
}

/// Ternary operators.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum TernOp {
    Subst,
    Foreach,
    Filter,
    If,
    Dag,
    Substr,
    Find,
    SetDagArg,
    SetDagName,
    Range,
}

/// A template argument in a class instantiation `C<...>`: positional or named.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ArgKey {
    /// The n-th argument.
    Pos(u32),
    /// `name = value` (the qualified name `C:name`).
    Named(StrId),
}

/// A value (`Init`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum InitData {
    /// `?`
    Unset,
    /// `0`/`1` of type bit.
    Bit(bool),
    /// A bits value, least significant bit first.
    Bits(Box<[InitId]>),
    /// An integer.
    Int(i64),
    /// A string; `true` if it is a code block.
    Str(StrId, bool),
    /// The name of an anonymous record before final resolution.
    AnonName(u32),
    /// A list and its element type.
    List(Box<[InitId]>, TyId),
    /// A reference to a def.
    Def(RecId),
    /// A reference to a variable (field, template argument, iterator).
    Var(StrId, TyId),
    /// One bit of a typed value.
    VarBit(InitId, u32),
    /// An anonymous instantiation of a class.
    VarDef(RecId, Box<[(ArgKey, InitId)]>),
    /// `value.field`
    Field(InitId, StrId),
    /// Unary operator with its result type.
    UnOp(UnOp, InitId, TyId),
    /// Binary operator with its result type.
    BinOp(BinOp, InitId, InitId, TyId),
    /// Ternary operator with its result type.
    TernOp(TernOp, InitId, InitId, InitId, TyId),
    /// `!cond`: conditions, values, value type.
    Cond(Box<[InitId]>, Box<[InitId]>, TyId),
    /// `!foldl(start, list, a, b, expr)` and its type.
    Fold(Box<[InitId; 5]>, TyId),
    /// `!isa<T>(x)`
    IsA(TyId, InitId),
    /// `!exists<T>(x)`
    Exists(TyId, InitId),
    /// `!instances<T>(regex)`
    Instances(TyId, InitId),
    /// A dag: operator, operator name, arguments with names.
    Dag(InitId, Option<StrId>, Box<[(InitId, Option<StrId>)]>),
}

/// What kind of record.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RecKind {
    /// A named def.
    Def,
    /// An anonymous def.
    AnonDef,
    /// A class.
    Class,
    /// A multiclass's own record (for its template arguments).
    MultiClass,
}

/// How a field may be used.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// An ordinary field.
    Normal,
    /// A field declared with `field` (may stay unresolved).
    NonconcreteOk,
    /// A template argument.
    TemplateArg,
}

/// A field of a record (`RecordVal`).
#[derive(Clone, Debug)]
pub struct RecordVal {
    /// Field name (qualified `C:x` for template arguments).
    pub name: StrId,
    /// Declared type.
    pub ty: TyId,
    /// Current value.
    pub value: InitId,
    /// Kind of field.
    pub kind: FieldKind,
    /// Where it was declared.
    pub loc: SourceLoc,
}

/// A record being built or finished.
#[derive(Clone, Debug)]
pub struct Rec {
    /// Name (a string, or an expression inside multiclasses).
    pub name: InitId,
    /// Where it was defined (and the defm locations that made it).
    pub locs: Vec<SourceLoc>,
    /// Kind.
    pub kind: RecKind,
    /// Fields in declaration order.
    pub values: Vec<RecordVal>,
    /// Template arguments (qualified names), in order.
    pub targs: Vec<StrId>,
    /// All superclasses, in LLVM's order.
    pub supers: Vec<RecId>,
    /// `assert`s to check: location, condition, message.
    pub asserts: Vec<(SourceLoc, InitId, InitId)>,
    /// `dump`s: location, message.
    pub dumps: Vec<(SourceLoc, InitId)>,
}

impl Rec {
    /// A new empty record.
    pub fn new(name: InitId, loc: SourceLoc, kind: RecKind) -> Self {
        Rec {
            name,
            locs: vec![loc],
            kind,
            values: Vec::new(),
            targs: Vec::new(),
            supers: Vec::new(),
            asserts: Vec::new(),
            dumps: Vec::new(),
        }
    }
    /// The field named `n`.
    pub fn field(&self, n: StrId) -> Option<&RecordVal> {
        self.values.iter().find(|v| v.name == n)
    }
    /// The field named `n`, mutably.
    pub fn field_mut(&mut self, n: StrId) -> Option<&mut RecordVal> {
        self.values.iter_mut().find(|v| v.name == n)
    }
    /// Index of field `n`.
    pub fn field_index(&self, n: StrId) -> Option<usize> {
        self.values.iter().position(|v| v.name == n)
    }
    /// Whether `n` is a template argument.
    pub fn is_targ(&self, n: StrId) -> bool {
        self.targs.contains(&n)
    }
    /// Location of the definition.
    pub fn loc(&self) -> SourceLoc {
        self.locs[0]
    }
}

/// A located error produced while evaluating.
#[derive(Clone, Debug)]
pub struct EvalError {
    /// Where (if known).
    pub loc: Option<SourceLoc>,
    /// Message.
    pub msg: String,
}

/// The context: every arena, the defs and classes, and errors met while folding.
pub struct Ctx {
    strs: Vec<Box<str>>,
    str_map: HashMap<Box<str>, StrId>,
    tys: Vec<TyData>,
    ty_map: HashMap<TyData, TyId>,
    inits: Vec<InitData>,
    /// Hash of a value -> most recent id with that hash; `init_next` chains collisions.
    init_map: HashMap<u64, u32>,
    init_next: Vec<u32>,
    init_flags: Vec<u8>,
    /// Every record.
    pub recs: Vec<Rec>,
    /// Defs by name.
    pub defs: HashMap<StrId, RecId>,
    /// Classes by name.
    pub classes: HashMap<StrId, RecId>,
    /// Global `defvar`s and `defset`s.
    pub globals: HashMap<StrId, InitId>,
    /// Cache of instantiated `VarDef`s.
    vardef_cache: HashMap<InitId, InitId>,
    /// Where each class instantiation `C<...>` was first written.
    pub vardef_locs: HashMap<InitId, SourceLoc>,
    def_inits: HashMap<RecId, InitId>,
    /// Types of finished defs (their superclasses no longer change).
    def_types: HashMap<RecId, TyId>,
    /// Next anonymous record number.
    pub anon_counter: u32,
    /// Non-fatal errors (the tool fails at the end).
    pub errors: Vec<EvalError>,
    /// A fatal error: evaluation stops as soon as possible.
    pub fatal: Option<EvalError>,
    /// `dump` output (notes).
    pub notes: Vec<EvalError>,
    /// Recursion depth guard.
    pub depth: u32,
    /// Cached type ids.
    pub t_bit: TyId,
    /// `int`
    pub t_int: TyId,
    /// `string`
    pub t_string: TyId,
    /// `dag`
    pub t_dag: TyId,
    /// `?`
    pub unset: InitId,
    /// `0`
    pub bit0: InitId,
    /// `1`
    pub bit1: InitId,
    /// The empty string.
    pub empty_str: StrId,
}

/// Maximum evaluation recursion depth before reporting an error.
pub const MAX_DEPTH: u32 = 2000;

/// Resolution context (LLVM's `Resolver` family).
pub trait Resolver {
    /// The value of variable `name`, or `None` to leave the reference in place.
    fn resolve(&mut self, cx: &mut Ctx, name: StrId) -> Option<InitId>;
    /// Whether this is the final resolution of a record.
    fn is_final(&self) -> bool {
        false
    }
    /// The record being resolved.
    fn cur_rec(&self) -> Option<RecId> {
        None
    }
    /// Whether a bit that resolves to `?` keeps its unresolved form (true while resolving a
    /// record's own fields, so `Inst{4} = rs2{0}` survives an unset `rs2`).
    fn keep_unset_bits(&self) -> bool {
        false
    }
    /// The new name of the record being resolved when `anon` is its old anonymous name (an
    /// anonymous def of a multiclass or `foreach` renamed on instantiation refers to itself
    /// through it, as LLVM's `RecordResolver::setName` resolves it).
    fn renamed(&self, _anon: InitId) -> Option<InitId> {
        None
    }
}

/// Resolves names from a map; values are themselves resolved with the map, lazily.
pub struct MapResolver {
    map: Vec<(StrId, InitId, bool)>,
    index: HashMap<StrId, usize>,
    /// The current record.
    pub rec: Option<RecId>,
    /// Final?
    pub fin: bool,
}

impl MapResolver {
    /// An empty map resolver for record `rec`.
    pub fn new(rec: Option<RecId>) -> Self {
        MapResolver {
            map: Vec::new(),
            index: HashMap::default(),
            rec,
            fin: false,
        }
    }
    /// Maps `name` to `v`.
    pub fn set(&mut self, name: StrId, v: InitId) {
        if let Some(&i) = self.index.get(&name) {
            self.map[i] = (name, v, false);
        } else {
            self.index.insert(name, self.map.len());
            self.map.push((name, v, false));
        }
    }
    /// Whether `name` is mapped.
    pub fn contains(&self, name: StrId) -> bool {
        self.index.contains_key(&name)
    }
}

impl Resolver for MapResolver {
    fn resolve(&mut self, cx: &mut Ctx, name: StrId) -> Option<InitId> {
        let &i = self.index.get(&name)?;
        let (_, v, resolved) = self.map[i];
        if !resolved && self.map.len() > 1 {
            self.index.remove(&name);
            let nv = cx.resolve(v, self);
            self.index.insert(name, i);
            self.map[i] = (name, nv, true);
            return Some(nv);
        }
        Some(v)
    }
    fn is_final(&self) -> bool {
        self.fin
    }
    fn cur_rec(&self) -> Option<RecId> {
        self.rec
    }
}

/// Resolves a record's own fields (LLVM's `RecordResolver`).
pub struct RecordResolver {
    rec: RecId,
    cache: HashMap<StrId, Option<InitId>>,
    stack: Vec<StrId>,
    /// Resolve the record's own name to this.
    pub name: Option<InitId>,
    /// The record's name before `name` replaced it.
    pub old_name: Option<InitId>,
    /// Final?
    pub fin: bool,
}

impl RecordResolver {
    /// A resolver for record `rec`.
    pub fn new(rec: RecId) -> Self {
        RecordResolver {
            rec,
            cache: HashMap::default(),
            stack: Vec::new(),
            name: None,
            old_name: None,
            fin: false,
        }
    }
}

impl Resolver for RecordResolver {
    fn resolve(&mut self, cx: &mut Ctx, name: StrId) -> Option<InitId> {
        if let Some(&v) = self.cache.get(&name) {
            if v.is_some() {
                return v;
            }
        }
        if self.stack.contains(&name) {
            return None;
        }
        let mut val = None;
        if let Some(rv) = cx.recs[self.rec.0 as usize].field(name) {
            let v = rv.value;
            if v != cx.unset {
                self.stack.push(name);
                let r = cx.resolve(v, self);
                self.stack.pop();
                val = Some(r);
            }
        }
        self.cache.insert(name, val);
        val
    }
    fn is_final(&self) -> bool {
        self.fin
    }
    fn cur_rec(&self) -> Option<RecId> {
        Some(self.rec)
    }
    fn keep_unset_bits(&self) -> bool {
        true
    }
    fn renamed(&self, anon: InitId) -> Option<InitId> {
        (self.old_name == Some(anon)).then_some(self.name).flatten()
    }
}

/// Hides some names from an inner resolver.
pub struct ShadowResolver<'a> {
    inner: &'a mut dyn Resolver,
    shadow: Vec<StrId>,
}

impl Resolver for ShadowResolver<'_> {
    fn resolve(&mut self, cx: &mut Ctx, name: StrId) -> Option<InitId> {
        if self.shadow.contains(&name) {
            return None;
        }
        self.inner.resolve(cx, name)
    }
    fn is_final(&self) -> bool {
        self.inner.is_final()
    }
    fn renamed(&self, anon: InitId) -> Option<InitId> {
        self.inner.renamed(anon)
    }
    fn cur_rec(&self) -> Option<RecId> {
        self.inner.cur_rec()
    }
}

/// Records whether any variable stayed unresolved.
pub struct TrackUnresolved<'a> {
    inner: Option<&'a mut dyn Resolver>,
    /// Whether an unresolved variable was met.
    pub found: bool,
}

impl Resolver for TrackUnresolved<'_> {
    fn resolve(&mut self, cx: &mut Ctx, name: StrId) -> Option<InitId> {
        let r = match self.inner.as_mut() {
            Some(i) => i.resolve(cx, name),
            None => None,
        };
        match r {
            None => self.found = true,
            Some(v) => {
                if !self.found {
                    let mut sub = TrackUnresolved {
                        inner: None,
                        found: false,
                    };
                    cx.resolve(v, &mut sub);
                    self.found |= sub.found;
                }
            }
        }
        r
    }
    fn is_final(&self) -> bool {
        self.inner.as_ref().is_some_and(|i| i.is_final())
    }
    fn renamed(&self, anon: InitId) -> Option<InitId> {
        self.inner.as_ref().and_then(|i| i.renamed(anon))
    }
    fn cur_rec(&self) -> Option<RecId> {
        self.inner.as_ref().and_then(|i| i.cur_rec())
    }
}

/// Records whether a given name is referenced.
pub struct HasReference {
    /// The name looked for.
    pub name: StrId,
    /// Whether it was met.
    pub found: bool,
}

impl Resolver for HasReference {
    fn resolve(&mut self, _cx: &mut Ctx, name: StrId) -> Option<InitId> {
        if name == self.name {
            self.found = true;
        }
        None
    }
}

/// Resolves nothing; used to fold with a current record.
pub struct NullResolver {
    /// Current record.
    pub rec: Option<RecId>,
    /// Final?
    pub fin: bool,
}

impl Resolver for NullResolver {
    fn resolve(&mut self, _cx: &mut Ctx, _name: StrId) -> Option<InitId> {
        None
    }
    fn is_final(&self) -> bool {
        self.fin
    }
    fn cur_rec(&self) -> Option<RecId> {
        self.rec
    }
}

impl Default for Ctx {
    fn default() -> Self {
        Self::new()
    }
}

impl Ctx {
    /// A fresh context.
    pub fn new() -> Self {
        let mut cx = Ctx {
            strs: Vec::new(),
            str_map: HashMap::default(),
            tys: Vec::new(),
            ty_map: HashMap::default(),
            inits: Vec::new(),
            init_map: HashMap::default(),
            init_next: Vec::new(),
            init_flags: Vec::new(),
            recs: Vec::new(),
            defs: HashMap::default(),
            classes: HashMap::default(),
            globals: HashMap::default(),
            vardef_cache: HashMap::default(),
            vardef_locs: HashMap::default(),
            def_inits: HashMap::default(),
            def_types: HashMap::default(),
            anon_counter: 0,
            errors: Vec::new(),
            fatal: None,
            notes: Vec::new(),
            depth: 0,
            t_bit: TyId(0),
            t_int: TyId(0),
            t_string: TyId(0),
            t_dag: TyId(0),
            unset: InitId(0),
            bit0: InitId(0),
            bit1: InitId(0),
            empty_str: StrId(0),
        };
        cx.t_bit = cx.ty(TyData::Bit);
        cx.t_int = cx.ty(TyData::Int);
        cx.t_string = cx.ty(TyData::String);
        cx.t_dag = cx.ty(TyData::Dag);
        cx.unset = cx.mk(InitData::Unset);
        cx.bit0 = cx.mk(InitData::Bit(false));
        cx.bit1 = cx.mk(InitData::Bit(true));
        cx.empty_str = cx.intern("");
        cx
    }

    // ----- interning -----

    /// Interns a string.
    pub fn intern(&mut self, s: &str) -> StrId {
        if let Some(&id) = self.str_map.get(s) {
            return id;
        }
        let id = StrId(self.strs.len() as u32);
        let b: Box<str> = s.into();
        self.strs.push(b.clone());
        self.str_map.insert(b, id);
        id
    }
    /// The text of an interned string.
    pub fn s(&self, id: StrId) -> &str {
        &self.strs[id.0 as usize]
    }
    /// Looks up a string without interning it.
    pub fn lookup_str(&self, s: &str) -> Option<StrId> {
        self.str_map.get(s).copied()
    }
    /// Interns a type.
    pub fn ty(&mut self, t: TyData) -> TyId {
        if let Some(&id) = self.ty_map.get(&t) {
            return id;
        }
        let id = TyId(self.tys.len() as u32);
        self.tys.push(t.clone());
        self.ty_map.insert(t, id);
        id
    }
    /// The data of a type.
    pub fn tyd(&self, t: TyId) -> &TyData {
        &self.tys[t.0 as usize]
    }
    /// Interns a value.
    pub fn mk(&mut self, d: InitData) -> InitId {
        let h = fx_hash(&d);
        let head = self.init_map.get(&h).copied().unwrap_or(u32::MAX);
        let mut cur = head;
        while cur != u32::MAX {
            if self.inits[cur as usize] == d {
                return InitId(cur);
            }
            cur = self.init_next[cur as usize];
        }
        let concrete = match &d {
            InitData::Unset
            | InitData::Bit(_)
            | InitData::Int(_)
            | InitData::Str(..)
            | InitData::Def(_) => true,
            InitData::Bits(b) => b.iter().all(|&x| self.is_concrete(x)),
            InitData::List(v, _) => v.iter().all(|&x| self.is_concrete(x)),
            InitData::Dag(op, _, args) => {
                self.is_concrete(*op) && args.iter().all(|&(a, _)| self.is_concrete(a))
            }
            _ => false,
        };
        let id = self.inits.len() as u32;
        self.inits.push(d);
        self.init_next.push(head);
        self.init_flags.push(if concrete { F_CONCRETE } else { 0 });
        self.init_map.insert(h, id);
        InitId(id)
    }
    /// The data of a value.
    pub fn d(&self, i: InitId) -> &InitData {
        &self.inits[i.0 as usize]
    }
    /// A record by id.
    pub fn rec(&self, r: RecId) -> &Rec {
        &self.recs[r.0 as usize]
    }
    /// A record by id, mutably.
    pub fn rec_mut(&mut self, r: RecId) -> &mut Rec {
        &mut self.recs[r.0 as usize]
    }
    /// Adds a record to the arena.
    pub fn add_rec(&mut self, r: Rec) -> RecId {
        let id = RecId(self.recs.len() as u32);
        self.recs.push(r);
        id
    }

    // ----- constructors -----

    /// A string value.
    pub fn str_init(&mut self, s: &str) -> InitId {
        let id = self.intern(s);
        self.mk(InitData::Str(id, false))
    }
    /// A string value from an interned string.
    pub fn str_id_init(&mut self, s: StrId, code: bool) -> InitId {
        self.mk(InitData::Str(s, code))
    }
    /// An int value.
    pub fn int(&mut self, v: i64) -> InitId {
        self.mk(InitData::Int(v))
    }
    /// A bit value.
    pub fn bit(&self, b: bool) -> InitId {
        if b {
            self.bit1
        } else {
            self.bit0
        }
    }
    /// `bits<n>`
    pub fn bits_ty(&mut self, n: u32) -> TyId {
        self.ty(TyData::Bits(n))
    }
    /// `list<t>`
    pub fn list_ty(&mut self, t: TyId) -> TyId {
        self.ty(TyData::List(t))
    }
    /// A bits value.
    pub fn bits(&mut self, b: Vec<InitId>) -> InitId {
        self.mk(InitData::Bits(b.into_boxed_slice()))
    }
    /// A list value.
    pub fn list(&mut self, v: Vec<InitId>, elt: TyId) -> InitId {
        self.mk(InitData::List(v.into_boxed_slice(), elt))
    }
    /// A variable reference.
    pub fn var(&mut self, n: StrId, t: TyId) -> InitId {
        self.mk(InitData::Var(n, t))
    }
    /// The anonymous name `anonymous_N` and the next counter.
    pub fn new_anon_name(&mut self) -> InitId {
        let n = self.anon_counter;
        self.anon_counter += 1;
        self.mk(InitData::AnonName(n))
    }
    /// The DefInit of a record.
    pub fn def_init(&mut self, r: RecId) -> InitId {
        if let Some(&i) = self.def_inits.get(&r) {
            return i;
        }
        let i = self.mk(InitData::Def(r));
        self.def_inits.insert(r, i);
        i
    }

    /// A record type for a set of classes (sorted by name, duplicates removed).
    pub fn record_ty(&mut self, mut classes: Vec<RecId>) -> TyId {
        classes.sort_by_key(|a| self.rec_name_str(*a));
        classes.dedup();
        self.ty(TyData::Record(classes.into_boxed_slice()))
    }

    /// Direct superclasses of a record.
    pub fn direct_supers(&self, r: RecId) -> Vec<RecId> {
        let mut out = Vec::new();
        let scs = &self.rec(r).supers;
        let mut n = scs.len();
        while n > 0 {
            let sc = scs[n - 1];
            out.push(sc);
            n = n.saturating_sub(1 + self.rec(sc).supers.len());
        }
        out
    }
    /// The type of a record (its direct superclasses).
    pub fn rec_type(&mut self, r: RecId) -> TyId {
        let ds = self.direct_supers(r);
        self.record_ty(ds)
    }
    /// Whether record `r` is `c` or derives from it.
    pub fn is_subclass_of(&self, r: RecId, c: RecId) -> bool {
        r == c || self.rec(r).supers.contains(&c)
    }

    /// The record's name as a string (unquoted).
    pub fn rec_name_str(&self, r: RecId) -> String {
        self.unquoted(self.rec(r).name)
    }

    // ----- types -----

    /// The type of a typed value, or `None` for `?`.
    pub fn type_of(&mut self, i: InitId) -> Option<TyId> {
        Some(match self.d(i).clone() {
            InitData::Unset => return None,
            InitData::Bit(_) => self.t_bit,
            InitData::Bits(b) => self.bits_ty(b.len() as u32),
            InitData::Int(_) => self.t_int,
            InitData::Str(..) | InitData::AnonName(_) => self.t_string,
            InitData::List(_, t) => self.list_ty(t),
            InitData::Def(r) => {
                if let Some(&t) = self.def_types.get(&r) {
                    return Some(t);
                }
                let t = self.rec_type(r);
                self.def_types.insert(r, t);
                t
            }
            InitData::Var(_, t) => t,
            InitData::VarBit(..) => self.t_bit,
            InitData::VarDef(c, _) => self.record_ty(vec![c]),
            InitData::Field(r, f) => self.field_type(r, f).unwrap_or(self.t_string),
            InitData::UnOp(_, _, t)
            | InitData::BinOp(_, _, _, t)
            | InitData::TernOp(_, _, _, _, t)
            | InitData::Fold(_, t) => t,
            InitData::Cond(_, _, t) => t,
            InitData::IsA(..) | InitData::Exists(..) => self.t_int,
            InitData::Instances(t, _) => self.list_ty(t),
            InitData::Dag(..) => self.t_dag,
        })
    }

    /// The type of field `f` of value `r` (a def or a record-typed value).
    pub fn field_type(&mut self, r: InitId, f: StrId) -> Option<TyId> {
        if let InitData::Def(rid) = *self.d(r) {
            return self.rec(rid).field(f).map(|v| v.ty);
        }
        let t = self.type_of(r)?;
        if let TyData::Record(cls) = self.tyd(t) {
            for &c in cls.iter() {
                if let Some(v) = self.rec(c).field(f) {
                    return Some(v.ty);
                }
            }
        }
        None
    }

    /// Type name as LLVM prints it.
    pub fn ty_str(&self, t: TyId) -> String {
        match self.tyd(t) {
            TyData::Bit => "bit".into(),
            TyData::Bits(n) => format!("bits<{n}>"),
            TyData::Int => "int".into(),
            TyData::String => "string".into(),
            TyData::Dag => "dag".into(),
            TyData::List(e) => format!("list<{}>", self.ty_str(*e)),
            TyData::Record(cls) => {
                if cls.len() == 1 {
                    self.rec_name_str(cls[0])
                } else {
                    let v: Vec<String> = cls.iter().map(|c| self.rec_name_str(*c)).collect();
                    format!("{{{}}}", v.join(", "))
                }
            }
        }
    }

    fn rec_ty_subclass_of(&self, cls: &[RecId], c: RecId) -> bool {
        cls.iter().any(|&x| self.is_subclass_of(x, c))
    }

    /// `typeIsConvertibleTo`.
    pub fn convertible(&self, a: TyId, b: TyId) -> bool {
        if a == b {
            return true;
        }
        match (self.tyd(a), self.tyd(b)) {
            (TyData::Bit, TyData::Bit | TyData::Int) => true,
            (TyData::Bit, TyData::Bits(1)) => true,
            (TyData::Bits(n), TyData::Bits(m)) => n == m,
            (TyData::Bits(1), TyData::Bit) => true,
            (TyData::Bits(_), TyData::Int) => true,
            (TyData::Int, TyData::Bit | TyData::Bits(_) | TyData::Int) => true,
            (TyData::String, TyData::String) => true,
            (TyData::Dag, TyData::Dag) => true,
            (TyData::List(x), TyData::List(y)) => self.convertible(*x, *y),
            (TyData::Record(x), TyData::Record(y)) => {
                y.iter().all(|&c| self.rec_ty_subclass_of(x, c))
            }
            _ => false,
        }
    }

    /// `typeIsA`.
    pub fn type_is_a(&self, a: TyId, b: TyId) -> bool {
        if a == b {
            return true;
        }
        match (self.tyd(a), self.tyd(b)) {
            (TyData::Bits(n), TyData::Bits(m)) => n == m,
            (TyData::List(x), TyData::List(y)) => self.type_is_a(*x, *y),
            (TyData::Record(_), TyData::Record(_)) => self.convertible(a, b),
            _ => false,
        }
    }

    /// `resolveTypes`: the common type of two types, if any.
    pub fn resolve_types(&mut self, a: TyId, b: TyId) -> Option<TyId> {
        if a == b {
            return Some(a);
        }
        if let (TyData::Record(x), TyData::Record(_)) = (self.tyd(a).clone(), self.tyd(b)) {
            let TyData::Record(y) = self.tyd(b).clone() else {
                unreachable!("checked above")
            };
            let mut common: Vec<RecId> = Vec::new();
            let mut stack: Vec<RecId> = x.to_vec();
            while let Some(r) = stack.pop() {
                if self.rec_ty_subclass_of(&y, r) {
                    if !common.contains(&r) {
                        common.push(r);
                    }
                } else {
                    stack.extend(self.direct_supers(r));
                }
            }
            return Some(self.record_ty(common));
        }
        if self.convertible(a, b) {
            return Some(b);
        }
        if self.convertible(b, a) {
            return Some(a);
        }
        if let (TyData::List(x), TyData::List(y)) = (self.tyd(a).clone(), self.tyd(b).clone()) {
            let t = self.resolve_types(x, y)?;
            return Some(self.list_ty(t));
        }
        None
    }

    // ----- value properties -----

    /// `isConcrete`.
    pub fn is_concrete(&self, i: InitId) -> bool {
        self.init_flags[i.0 as usize] & F_CONCRETE != 0
    }
    /// `isComplete`.
    pub fn is_complete(&self, i: InitId) -> bool {
        match self.d(i) {
            InitData::Unset => false,
            InitData::Bits(b) => b.iter().all(|&x| self.is_complete(x)),
            InitData::List(v, _) => v.iter().all(|&x| self.is_complete(x)),
            _ => true,
        }
    }

    /// `getBit(n)`.
    pub fn get_bit(&mut self, i: InitId, n: u32) -> InitId {
        match self.d(i).clone() {
            InitData::Unset | InitData::Bit(_) => i,
            InitData::Bits(b) => b.get(n as usize).copied().unwrap_or(self.unset),
            InitData::Int(v) => {
                let b = if n < 64 { (v >> n) & 1 != 0 } else { v < 0 };
                self.bit(b)
            }
            _ => {
                if self.type_of(i) == Some(self.t_bit) {
                    i
                } else {
                    self.mk(InitData::VarBit(i, n))
                }
            }
        }
    }

    /// `convertInitializerTo`.
    pub fn convert(&mut self, i: InitId, t: TyId) -> Option<InitId> {
        let td = self.tyd(t).clone();
        match self.d(i).clone() {
            InitData::Unset => Some(i),
            InitData::Bit(b) => match td {
                TyData::Bit => Some(i),
                TyData::Int => Some(self.int(b as i64)),
                TyData::Bits(1) => Some(self.bits(vec![i])),
                _ => None,
            },
            InitData::Bits(bs) => match td {
                TyData::Bit => {
                    if bs.len() == 1 {
                        Some(bs[0])
                    } else {
                        None
                    }
                }
                TyData::Bits(n) => {
                    if bs.len() as u32 == n {
                        Some(i)
                    } else {
                        None
                    }
                }
                TyData::Int => {
                    let mut r: i64 = 0;
                    for (k, &b) in bs.iter().enumerate() {
                        match self.d(b) {
                            InitData::Bit(v) => {
                                if *v && k < 64 {
                                    r |= 1i64 << k;
                                }
                            }
                            _ => return None,
                        }
                    }
                    Some(self.int(r))
                }
                _ => None,
            },
            InitData::Int(v) => match td {
                TyData::Int => Some(i),
                TyData::Bit => {
                    if v == 0 || v == 1 {
                        Some(self.bit(v == 1))
                    } else {
                        None
                    }
                }
                TyData::Bits(n) => {
                    let fits = n >= 64 || (v >> n) == 0 || (v >> (n - 1)) == -1;
                    if n == 0 && v != 0 {
                        return None;
                    }
                    if !fits {
                        return None;
                    }
                    let bits: Vec<InitId> = (0..n)
                        .map(|k| self.bit(if k < 64 { (v >> k) & 1 != 0 } else { v < 0 }))
                        .collect();
                    Some(self.bits(bits))
                }
                _ => None,
            },
            InitData::Str(..) => match td {
                TyData::String => Some(i),
                _ => None,
            },
            InitData::List(v, et) => match td {
                TyData::List(nt) => {
                    if et == nt {
                        return Some(i);
                    }
                    let mut out = Vec::with_capacity(v.len());
                    let mut changed = false;
                    for &e in v.iter() {
                        let c = self.convert(e, nt)?;
                        changed |= c != e;
                        out.push(c);
                    }
                    if !changed {
                        return Some(i);
                    }
                    Some(self.list(out, nt))
                }
                _ => None,
            },
            InitData::Def(_) => {
                let my = self.type_of(i)?;
                if matches!(td, TyData::Record(_)) && self.convertible(my, t) {
                    Some(i)
                } else {
                    None
                }
            }
            _ => {
                let my = self.type_of(i)?;
                if my == t || self.type_is_a(my, t) {
                    return Some(i);
                }
                if matches!(self.tyd(my), TyData::Bit) && td == TyData::Bits(1) {
                    return Some(self.bits(vec![i]));
                }
                None
            }
        }
    }

    /// `getCastTo`.
    pub fn cast_to(&mut self, i: InitId, t: TyId) -> Option<InitId> {
        let Some(my) = self.type_of(i) else {
            return Some(i);
        };
        if my == t || self.type_is_a(my, t) {
            return Some(i);
        }
        if let Some(c) = self.convert(i, t) {
            return Some(c);
        }
        if !self.convertible(my, t) {
            return None;
        }
        let u = self.mk(InitData::UnOp(UnOp::Cast, i, t));
        Some(self.fold(u, None, false))
    }

    /// The value to store in a field of type `t` (`RecordVal::setValue`), or `None` on a type
    /// mismatch.
    pub fn value_for_field(&mut self, v: InitId, t: TyId) -> Option<InitId> {
        let c = self.cast_to(v, t)?;
        if let TyData::Bits(n) = *self.tyd(t) {
            if matches!(self.d(c), InitData::Bits(_)) {
                return Some(c);
            }
            let bits: Vec<InitId> = (0..n).map(|k| self.get_bit(c, k)).collect();
            return Some(self.bits(bits));
        }
        Some(c)
    }

    /// Value `i` as an int, if it converts to one.
    pub fn as_int(&mut self, i: InitId) -> Option<i64> {
        if let InitData::Int(v) = self.d(i) {
            return Some(*v);
        }
        let t = self.t_int;
        match self.convert(i, t).map(|c| self.d(c).clone()) {
            Some(InitData::Int(v)) => Some(v),
            _ => None,
        }
    }

    /// The string of a `Str` value.
    pub fn as_str(&self, i: InitId) -> Option<StrId> {
        match self.d(i) {
            InitData::Str(s, _) => Some(*s),
            _ => None,
        }
    }

    // ----- errors -----

    /// Records a non-fatal error.
    pub fn error(&mut self, loc: Option<SourceLoc>, msg: impl Into<String>) {
        self.errors.push(EvalError {
            loc,
            msg: msg.into(),
        });
    }
    /// Records a fatal error.
    pub fn fatal(&mut self, loc: Option<SourceLoc>, msg: impl Into<String>) {
        if self.fatal.is_none() {
            self.fatal = Some(EvalError {
                loc,
                msg: msg.into(),
            });
        }
    }
    fn rec_loc(&self, r: Option<RecId>) -> Option<SourceLoc> {
        r.map(|r| self.rec(r).loc())
    }

    // ----- resolution -----

    /// `resolveReferences`.
    pub fn resolve(&mut self, i: InitId, r: &mut dyn Resolver) -> InitId {
        if self.fatal.is_some() || self.is_concrete(i) {
            return i;
        }
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            self.depth -= 1;
            self.fatal(self.rec_loc(r.cur_rec()), "evaluation nested too deeply");
            return i;
        }
        let out = self.resolve_inner(i, r);
        self.depth -= 1;
        out
    }

    fn resolve_inner(&mut self, i: InitId, r: &mut dyn Resolver) -> InitId {
        match self.d(i).clone() {
            InitData::Unset
            | InitData::Bit(_)
            | InitData::Int(_)
            | InitData::Str(..)
            | InitData::Def(_) => i,
            InitData::AnonName(n) => {
                let renamed = r.renamed(i);
                let n = match renamed.map(|j| self.d(j).clone()) {
                    Some(InitData::AnonName(k)) => k,
                    Some(_) => return renamed.unwrap_or(i),
                    None => n,
                };
                if r.is_final() {
                    let s = format!("anonymous_{n}");
                    self.str_init(&s)
                } else {
                    renamed.unwrap_or(i)
                }
            }
            InitData::Bits(bs) => {
                let mut changed = false;
                let mut nb = Vec::with_capacity(bs.len());
                let mut cache: Option<(InitId, InitId)> = None;
                for &b in bs.iter() {
                    let n = if let InitData::VarBit(v, k) = *self.d(b) {
                        let res = match cache {
                            Some((cv, cr)) if cv == v => cr,
                            _ => {
                                let cr = self.resolve(v, r);
                                cache = Some((v, cr));
                                cr
                            }
                        };
                        self.get_bit(res, k)
                    } else {
                        let x = self.resolve(b, r);
                        self.get_bit(x, 0)
                    };
                    let n = if n == self.unset && r.keep_unset_bits() {
                        b
                    } else {
                        n
                    };
                    changed |= n != b;
                    nb.push(n);
                }
                if changed {
                    self.bits(nb)
                } else {
                    i
                }
            }
            InitData::List(v, t) => {
                let mut changed = false;
                let mut nv = Vec::with_capacity(v.len());
                for &e in v.iter() {
                    let n = self.resolve(e, r);
                    changed |= n != e;
                    nv.push(n);
                }
                if changed {
                    self.list(nv, t)
                } else {
                    i
                }
            }
            InitData::Var(n, _) => r.resolve(self, n).unwrap_or(i),
            InitData::VarBit(v, k) => {
                let nv = self.resolve(v, r);
                if nv != v {
                    self.get_bit(nv, k)
                } else {
                    i
                }
            }
            InitData::VarDef(c, args) => {
                let mut tr = TrackUnresolved {
                    inner: Some(r),
                    found: false,
                };
                let mut changed = false;
                let mut na = Vec::with_capacity(args.len());
                for &(k, a) in args.iter() {
                    let n = self.resolve(a, &mut tr);
                    changed |= n != a;
                    na.push((k, n));
                }
                if changed {
                    let found = tr.found;
                    let nv = self.mk(InitData::VarDef(c, na.into_boxed_slice()));
                    if let Some(&l) = self.vardef_locs.get(&i) {
                        self.vardef_locs.entry(nv).or_insert(l);
                    }
                    if !found {
                        return self.instantiate(nv);
                    }
                    nv
                } else {
                    i
                }
            }
            InitData::Field(rv, f) => {
                let nr = self.resolve(rv, r);
                if nr != rv {
                    let nf = self.mk(InitData::Field(nr, f));
                    self.fold(nf, r.cur_rec(), r.is_final())
                } else {
                    i
                }
            }
            InitData::UnOp(op, a, t) => {
                let na = self.resolve(a, r);
                if na != a || (r.is_final() && op == UnOp::Cast) {
                    let n = self.mk(InitData::UnOp(op, na, t));
                    self.fold(n, r.cur_rec(), r.is_final())
                } else {
                    i
                }
            }
            InitData::BinOp(op, a, b, t) => {
                let na = self.resolve(a, r);
                if op == BinOp::And || op == BinOp::Or {
                    if let Some(v) = self.as_int(na) {
                        if (op == BinOp::And && v == 0) || (op == BinOp::Or && v == -1) {
                            return self.int(v);
                        }
                    }
                }
                let nb = self.resolve(b, r);
                if na != a || nb != b {
                    let n = self.mk(InitData::BinOp(op, na, nb, t));
                    self.fold(n, r.cur_rec(), r.is_final())
                } else {
                    i
                }
            }
            InitData::TernOp(op, a, b, c, t) => {
                let na = self.resolve(a, r);
                if op == TernOp::If && na != a {
                    if let Some(v) = self.as_int(na) {
                        return if v != 0 {
                            self.resolve(b, r)
                        } else {
                            self.resolve(c, r)
                        };
                    }
                }
                let (nb, nc);
                if op == TernOp::Foreach || op == TernOp::Filter {
                    nb = self.resolve(b, r);
                    let shadow = match self.d(na) {
                        InitData::Var(n, _) | InitData::Str(n, _) => vec![*n],
                        _ => vec![],
                    };
                    let mut sr = ShadowResolver { inner: r, shadow };
                    nc = self.resolve(c, &mut sr);
                } else {
                    nb = self.resolve(b, r);
                    nc = self.resolve(c, r);
                }
                if na != a || nb != b || nc != c {
                    let n = self.mk(InitData::TernOp(op, na, nb, nc, t));
                    self.fold(n, r.cur_rec(), r.is_final())
                } else {
                    i
                }
            }
            InitData::Cond(cs, vs, t) => {
                let mut changed = false;
                let mut nc = Vec::with_capacity(cs.len());
                for &c in cs.iter() {
                    let n = self.resolve(c, r);
                    changed |= n != c;
                    nc.push(n);
                }
                let mut nv = Vec::with_capacity(vs.len());
                for &v in vs.iter() {
                    let n = self.resolve(v, r);
                    changed |= n != v;
                    nv.push(n);
                }
                if changed {
                    let n = self.mk(InitData::Cond(nc.into(), nv.into(), t));
                    self.fold(n, r.cur_rec(), r.is_final())
                } else {
                    i
                }
            }
            InitData::Fold(parts, t) => {
                let [start, list, a, b, expr] = *parts;
                let ns = self.resolve(start, r);
                let nl = self.resolve(list, r);
                let mut shadow = Vec::new();
                for x in [a, b] {
                    if let InitData::Var(n, _) | InitData::Str(n, _) = self.d(x) {
                        shadow.push(*n);
                    }
                }
                let mut sr = ShadowResolver { inner: r, shadow };
                let ne = self.resolve(expr, &mut sr);
                if ns == start && nl == list && ne == expr {
                    return i;
                }
                let n = self.mk(InitData::Fold(Box::new([ns, nl, a, b, ne]), t));
                self.fold(n, r.cur_rec(), r.is_final())
            }
            InitData::IsA(t, e) => {
                let ne = self.resolve(e, r);
                if ne != e {
                    let n = self.mk(InitData::IsA(t, ne));
                    self.fold(n, r.cur_rec(), r.is_final())
                } else {
                    i
                }
            }
            InitData::Exists(t, e) => {
                let ne = self.resolve(e, r);
                if ne != e || r.is_final() {
                    let n = self.mk(InitData::Exists(t, ne));
                    self.fold(n, r.cur_rec(), r.is_final())
                } else {
                    i
                }
            }
            InitData::Instances(t, e) => {
                let ne = self.resolve(e, r);
                if ne != e || r.is_final() {
                    let n = self.mk(InitData::Instances(t, ne));
                    self.fold(n, r.cur_rec(), r.is_final())
                } else {
                    i
                }
            }
            InitData::Dag(op, on, args) => {
                let nop = self.resolve(op, r);
                let mut changed = nop != op;
                let mut na = Vec::with_capacity(args.len());
                for &(a, n) in args.iter() {
                    let x = self.resolve(a, r);
                    changed |= x != a;
                    na.push((x, n));
                }
                if changed {
                    self.mk(InitData::Dag(nop, on, na.into_boxed_slice()))
                } else {
                    i
                }
            }
        }
    }

    /// Instantiates an anonymous class instance `C<args>` into a new def.
    pub fn instantiate(&mut self, vd: InitId) -> InitId {
        if let Some(&d) = self.vardef_cache.get(&vd) {
            return d;
        }
        let InitData::VarDef(class, args) = self.d(vd).clone() else {
            return vd;
        };
        let name = self.new_anon_name();
        let cls = self.rec(class).clone();
        let loc = match self.vardef_locs.get(&vd) {
            Some(&l) => l,
            None => *cls.locs.last().expect("record has a location"),
        };
        let mut nr = Rec::new(name, loc, RecKind::AnonDef);
        nr.values = cls.values.clone();
        nr.asserts = cls.asserts.clone();
        nr.dumps = cls.dumps.clone();
        let id = self.add_rec(nr);
        let mut mr = MapResolver::new(Some(id));
        for &ta in &cls.targs {
            let v = self
                .rec(id)
                .field(ta)
                .map(|f| f.value)
                .unwrap_or(self.unset);
            mr.set(ta, v);
            self.rec_mut(id).values.retain(|f| f.name != ta);
        }
        for &(k, v) in args.iter() {
            match k {
                ArgKey::Pos(p) => {
                    if let Some(&ta) = cls.targs.get(p as usize) {
                        mr.set(ta, v);
                    }
                }
                ArgKey::Named(n) => mr.set(n, v),
            }
        }
        self.resolve_record(id, &mut mr);
        let mut supers = cls.supers.clone();
        supers.push(class);
        self.rec_mut(id).supers = supers;
        let mut rr = RecordResolver::new(id);
        self.resolve_record(id, &mut rr);
        let nm = self.rec(id).name;
        let nm_s = self.unquoted(nm);
        let nm_id = self.intern(&nm_s);
        self.defs.insert(nm_id, id);
        let di = self.def_init(id);
        self.vardef_cache.insert(vd, di);
        self.check_assertions(id);
        self.run_dumps(id);
        di
    }

    /// Resolves every field (and the name, asserts, dumps) of a record with `r`.
    pub fn resolve_record(&mut self, id: RecId, r: &mut dyn Resolver) {
        self.resolve_record_skip(id, r, None)
    }

    /// Like [`Ctx::resolve_record`], skipping field index `skip`.
    pub fn resolve_record_skip(&mut self, id: RecId, r: &mut dyn Resolver, skip: Option<usize>) {
        let name = self.rec(id).name;
        let nn = self.resolve(name, r);
        if nn != name {
            self.rec_mut(id).name = nn;
        }
        let n = self.rec(id).values.len();
        for k in 0..n {
            if Some(k) == skip {
                continue;
            }
            if self.fatal.is_some() {
                return;
            }
            let (v, t, fname) = {
                let f = &self.rec(id).values[k];
                (f.value, f.ty, f.name)
            };
            let nv = self.resolve(v, r);
            match self.value_for_field(nv, t) {
                Some(x) => self.rec_mut(id).values[k].value = x,
                None => {
                    let tstr = match self.type_of(nv) {
                        Some(vt) => format!("of type '{}' ", self.ty_str(vt)),
                        None => String::new(),
                    };
                    let msg = format!(
                        "Invalid value {}found when setting field '{}' of type '{}' after resolving references: {}\n",
                        tstr,
                        self.s(fname),
                        self.ty_str(t),
                        self.unquoted(nv)
                    );
                    let loc = self.rec(id).loc();
                    self.fatal(Some(loc), msg);
                    return;
                }
            }
        }
        let na = self.rec(id).asserts.len();
        for k in 0..na {
            let (l, c, m) = self.rec(id).asserts[k];
            let nc = self.resolve(c, r);
            let nm = self.resolve(m, r);
            self.rec_mut(id).asserts[k] = (l, nc, nm);
        }
        let nd = self.rec(id).dumps.len();
        for k in 0..nd {
            let (l, m) = self.rec(id).dumps[k];
            let nm = self.resolve(m, r);
            self.rec_mut(id).dumps[k] = (l, nm);
        }
    }

    /// Final resolution of a def (`Record::resolveReferences(NewName)`).
    pub fn resolve_final(&mut self, id: RecId, new_name: Option<InitId>) {
        let mut rr = RecordResolver::new(id);
        rr.name = new_name;
        rr.old_name = new_name.map(|_| self.rec(id).name);
        rr.fin = true;
        if let Some(nn) = new_name {
            self.rec_mut(id).name = nn;
        }
        self.resolve_record(id, &mut rr);
    }

    /// Checks a record's assertions after final resolution.
    pub fn check_assertions(&mut self, id: RecId) {
        let asserts = self.rec(id).asserts.clone();
        for (l, c, m) in asserts {
            let mut rr = RecordResolver::new(id);
            rr.fin = true;
            let c = self.resolve(c, &mut rr);
            let m = self.resolve(m, &mut rr);
            self.check_assert(l, c, m);
        }
    }

    /// Checks one assertion.
    pub fn check_assert(&mut self, l: SourceLoc, c: InitId, m: InitId) {
        match self.as_int(c) {
            Some(0) => {
                let msg = match self.d(m) {
                    InitData::Str(s, _) => self.s(*s).to_string(),
                    _ => "(assert message is not a string)".to_string(),
                };
                self.error(Some(l), format!("assertion failed: {msg}"));
            }
            Some(_) => {}
            None => self.error(Some(l), "assert condition must of type bit, bits, or int."),
        }
    }

    /// Emits a record's `dump`s.
    pub fn run_dumps(&mut self, id: RecId) {
        let dumps = self.rec(id).dumps.clone();
        for (l, m) in dumps {
            let mut rr = RecordResolver::new(id);
            rr.fin = true;
            let m = self.resolve(m, &mut rr);
            self.dump_message(l, m);
        }
    }

    /// Emits one dump message.
    pub fn dump_message(&mut self, l: SourceLoc, m: InitId) {
        match self.d(m) {
            InitData::Str(s, _) => {
                let msg = self.s(*s).to_string();
                self.notes.push(EvalError { loc: Some(l), msg })
            }
            _ => self.error(Some(l), "dump value is not of type string"),
        }
    }

    // ----- folding -----

    /// `Fold`: simplifies an operator whose operands are known.
    pub fn fold(&mut self, i: InitId, cur: Option<RecId>, fin: bool) -> InitId {
        if self.fatal.is_some() {
            return i;
        }
        match self.d(i).clone() {
            InitData::UnOp(op, a, t) => self.fold_unop(i, op, a, t, cur, fin),
            InitData::BinOp(op, a, b, t) => self.fold_binop(i, op, a, b, t, cur),
            InitData::TernOp(op, a, b, c, t) => self.fold_ternop(i, op, a, b, c, t, cur),
            InitData::Cond(cs, vs, t) => {
                for (k, &c) in cs.iter().enumerate() {
                    match self.as_int(c) {
                        Some(v) => {
                            if v != 0 {
                                let v = vs[k];
                                return self.convert(v, t).unwrap_or(v);
                            }
                        }
                        None => return i,
                    }
                }
                let name = cur.map(|r| self.rec_name_str(r)).unwrap_or_default();
                let msg = format!(
                    "{} does not have any true condition in:{}",
                    name,
                    self.repr(i)
                );
                self.fatal(self.rec_loc(cur), msg);
                i
            }
            InitData::Fold(parts, _) => {
                let [start, list, a, b, expr] = *parts;
                if let InitData::List(v, _) = self.d(list).clone() {
                    let (Some(an), Some(bn)) = (self.name_of(a), self.name_of(b)) else {
                        return i;
                    };
                    let mut acc = start;
                    for &e in v.iter() {
                        let mut mr = MapResolver::new(cur);
                        mr.set(an, acc);
                        mr.set(bn, e);
                        acc = self.resolve(expr, &mut mr);
                    }
                    return acc;
                }
                i
            }
            InitData::IsA(t, e) => {
                if let Some(et) = self.type_of(e) {
                    if self.convertible(et, t) {
                        return self.int(1);
                    }
                    if matches!(self.tyd(t), TyData::Record(_)) {
                        if (!self.convertible(t, et) && self.is_concrete(e))
                            || matches!(self.d(e), InitData::Def(_))
                        {
                            return self.int(0);
                        }
                    } else {
                        return self.int(0);
                    }
                }
                i
            }
            InitData::Exists(t, e) => {
                if let Some(s) = self.as_str(e) {
                    if let Some(&d) = self.defs.get(&s) {
                        let dt = self.rec_type(d);
                        let r = self.type_is_a(dt, t);
                        return self.int(r as i64);
                    }
                    if let Some(c) = cur {
                        if self.is_self_name(c, s) {
                            if !fin {
                                return i;
                            }
                            let ct = self.rec_type(c);
                            let r = self.type_is_a(ct, t);
                            return self.int(r as i64);
                        }
                    }
                    if fin {
                        return self.int(0);
                    }
                }
                i
            }
            InitData::Instances(t, e) => {
                let re = match self.d(e) {
                    InitData::Str(s, _) => self.s(*s).to_string(),
                    _ => return i,
                };
                if cur.is_some() && !fin {
                    return i;
                }
                let TyData::Record(cls) = self.tyd(t).clone() else {
                    return i;
                };
                let rx = match regex_lite::Regex::new(&re) {
                    Ok(r) => r,
                    Err(_) => return i,
                };
                let mut names: Vec<(String, RecId)> = self
                    .defs
                    .iter()
                    .map(|(&n, &r)| (self.s(n).to_string(), r))
                    .filter(|(n, r)| {
                        cls.iter().all(|&c| self.is_subclass_of(*r, c)) && rx.is_match(n)
                    })
                    .collect();
                names.sort_by(|a, b| compare_numeric(&a.0, &b.0));
                let v: Vec<InitId> = names.iter().map(|&(_, r)| self.def_init(r)).collect();
                self.list(v, t)
            }
            InitData::Field(rv, f) => {
                if let InitData::Def(d) = *self.d(rv) {
                    if Some(d) == cur {
                        let msg = format!(
                            "Attempting to access field '{}' of '{}' is a forbidden self-reference",
                            self.s(f),
                            self.repr(rv)
                        );
                        self.fatal(self.rec_loc(cur), msg);
                        return i;
                    }
                    if let Some(fv) = self.rec(d).field(f).map(|x| x.value) {
                        if self.is_concrete(fv) {
                            return fv;
                        }
                    }
                }
                i
            }
            InitData::VarDef(_, args) => {
                if let Some(&d) = self.vardef_cache.get(&i) {
                    return d;
                }
                let mut tr = TrackUnresolved {
                    inner: None,
                    found: false,
                };
                for &(_, a) in args.iter() {
                    self.resolve(a, &mut tr);
                }
                if !tr.found {
                    return self.instantiate(i);
                }
                i
            }
            _ => i,
        }
    }

    /// The name in a `Var` or `Str` value (iteration variables of `!foreach`, `!foldl`).
    pub fn name_of(&self, i: InitId) -> Option<StrId> {
        match self.d(i) {
            InitData::Var(n, _) | InitData::Str(n, _) => Some(*n),
            _ => None,
        }
    }

    fn is_self_name(&self, c: RecId, s: StrId) -> bool {
        match self.d(self.rec(c).name) {
            InitData::Str(n, _) => *n == s,
            InitData::AnonName(k) => self.s(s) == format!("anonymous_{k}"),
            _ => false,
        }
    }

    fn fold_unop(
        &mut self,
        i: InitId,
        op: UnOp,
        a: InitId,
        t: TyId,
        cur: Option<RecId>,
        fin: bool,
    ) -> InitId {
        match op {
            UnOp::Repr => {
                if self.is_concrete(a) {
                    let s = if let InitData::Def(d) = *self.d(a) {
                        let mut out = String::new();
                        crate::print::print_record(self, d, &mut out);
                        out
                    } else {
                        self.repr(a)
                    };
                    return self.str_init(&s);
                }
            }
            UnOp::ToLower | UnOp::ToUpper => {
                if let InitData::Str(s, _) = *self.d(a) {
                    let v = if op == UnOp::ToLower {
                        self.s(s).to_ascii_lowercase()
                    } else {
                        self.s(s).to_ascii_uppercase()
                    };
                    return self.str_init(&v);
                }
            }
            UnOp::Cast => {
                match self.tyd(t).clone() {
                    TyData::String => {
                        if let InitData::Str(..) = self.d(a) {
                            return a;
                        }
                        if let InitData::Def(d) = *self.d(a) {
                            let s = self.rec_name_str(d);
                            return self.str_init(&s);
                        }
                        if let Some(v) = self.as_int(a) {
                            return self.str_init(&v.to_string());
                        }
                    }
                    TyData::Record(_) => {
                        if let InitData::Str(s, _) = *self.d(a) {
                            let mut d = self.defs.get(&s).copied();
                            if d.is_none() {
                                if let Some(c) = cur {
                                    if self.is_self_name(c, s) {
                                        if !fin {
                                            return i;
                                        }
                                        d = Some(c);
                                    }
                                }
                            }
                            let Some(d) = d else {
                                if fin {
                                    let msg =
                                        format!("Undefined reference to record: '{}'\n", self.s(s));
                                    self.fatal(self.rec_loc(cur), msg);
                                }
                                return i;
                            };
                            let di = self.def_init(d);
                            let dt = self.rec_type(d);
                            if !self.type_is_a(dt, t) {
                                let msg = format!(
                                    "Expected type '{}', got '{}' in: {}\n",
                                    self.ty_str(t),
                                    self.ty_str(dt),
                                    self.repr(i)
                                );
                                self.fatal(self.rec_loc(cur), msg);
                            }
                            return di;
                        }
                    }
                    _ => {}
                }
                if let Some(n) = self.convert(a, t) {
                    return n;
                }
            }
            UnOp::Initialized => {
                if a == self.unset {
                    return self.int(0);
                }
                if self.is_concrete(a) {
                    return self.int(1);
                }
            }
            UnOp::Not => {
                if let Some(v) = self.as_int(a) {
                    return self.int((v == 0) as i64);
                }
            }
            UnOp::Head => {
                if let InitData::List(v, _) = self.d(a) {
                    if let Some(&h) = v.first() {
                        return h;
                    }
                    self.fatal(self.rec_loc(cur), "empty list in !head");
                }
            }
            UnOp::Tail => {
                if let InitData::List(v, et) = self.d(a).clone() {
                    if v.is_empty() {
                        self.fatal(self.rec_loc(cur), "empty list in !tail");
                        return i;
                    }
                    return self.list(v[1..].to_vec(), et);
                }
            }
            UnOp::Size | UnOp::Empty => {
                let n = match self.d(a) {
                    InitData::List(v, _) => Some(v.len()),
                    InitData::Dag(_, _, args) => Some(args.len()),
                    InitData::Str(s, _) => Some(self.s(*s).len()),
                    _ => None,
                };
                if let Some(n) = n {
                    return if op == UnOp::Size {
                        self.int(n as i64)
                    } else {
                        self.int((n == 0) as i64)
                    };
                }
            }
            UnOp::GetDagOp => {
                if let InitData::Dag(o, _, _) = *self.d(a) {
                    let ot = self.type_of(o);
                    match ot {
                        Some(ot) if self.type_is_a(ot, t) => return o,
                        _ => {
                            let msg = format!(
                                "Expected type '{}', got '{}' in: {}\n",
                                self.ty_str(t),
                                ot.map(|x| self.ty_str(x)).unwrap_or_default(),
                                self.repr(i)
                            );
                            self.fatal(self.rec_loc(cur), msg);
                        }
                    }
                }
            }
            UnOp::GetDagOpName => {
                if let InitData::Dag(_, n, _) = *self.d(a) {
                    return match n {
                        Some(n) => self.str_id_init(n, false),
                        None => self.unset,
                    };
                }
            }
            UnOp::LogTwo => {
                if let Some(v) = self.as_int(a) {
                    if v <= 0 {
                        self.fatal(
                            self.rec_loc(cur),
                            "Illegal operation: logtwo is undefined on arguments less than or equal to 0",
                        );
                        return i;
                    }
                    return self.int(63 - v.leading_zeros() as i64);
                }
            }
            UnOp::ListFlatten => {
                if let InitData::List(v, et) = self.d(a).clone() {
                    let TyData::List(inner) = *self.tyd(et) else {
                        return a;
                    };
                    let mut out = Vec::new();
                    for &e in v.iter() {
                        match self.d(e) {
                            InitData::List(w, _) => out.extend_from_slice(w),
                            _ => return i,
                        }
                    }
                    return self.list(out, inner);
                }
            }
        }
        i
    }

    fn compare(&mut self, op: BinOp, a: InitId, b: InitId) -> Option<bool> {
        if let (Some(x), Some(y)) = (self.as_int(a), self.as_int(b)) {
            return Some(match op {
                BinOp::Eq => x == y,
                BinOp::Ne => x != y,
                BinOp::Le => x <= y,
                BinOp::Lt => x < y,
                BinOp::Ge => x >= y,
                _ => x > y,
            });
        }
        if let (Some(x), Some(y)) = (self.as_str(a), self.as_str(b)) {
            let (x, y) = (self.s(x), self.s(y));
            return Some(match op {
                BinOp::Eq => x == y,
                BinOp::Ne => x != y,
                BinOp::Le => x <= y,
                BinOp::Lt => x < y,
                BinOp::Ge => x >= y,
                _ => x > y,
            });
        }
        if op == BinOp::Eq || op == BinOp::Ne {
            if let (InitData::Def(x), InitData::Def(y)) = (self.d(a), self.d(b)) {
                return Some((x == y) == (op == BinOp::Eq));
            }
        }
        None
    }

    fn dag_arg_no(&self, dag: InitId, key: InitId) -> Result<usize, String> {
        let InitData::Dag(_, _, args) = self.d(dag) else {
            return Err("not a dag".into());
        };
        match self.d(key) {
            InitData::Int(p) => {
                if *p < 0 || *p as usize >= args.len() {
                    return Err(format!(
                        "index {} is out of range (dag has {} arguments)",
                        p,
                        args.len()
                    ));
                }
                Ok(*p as usize)
            }
            InitData::Str(s, _) => match args.iter().position(|&(_, n)| n == Some(*s)) {
                Some(p) => Ok(p),
                None => Err(format!("key '{}' is not found", self.s(*s))),
            },
            _ => Err("bad key".into()),
        }
    }

    fn fold_binop(
        &mut self,
        i: InitId,
        op: BinOp,
        a: InitId,
        b: InitId,
        t: TyId,
        cur: Option<RecId>,
    ) -> InitId {
        match op {
            BinOp::Concat => {
                if let (InitData::Dag(lo, ln, la), InitData::Dag(ro, rn, ra)) =
                    (self.d(a).clone(), self.d(b).clone())
                {
                    let lok = matches!(self.d(lo), InitData::Def(_) | InitData::Unset);
                    let rok = matches!(self.d(ro), InitData::Def(_) | InitData::Unset);
                    if !lok || !rok {
                        return i;
                    }
                    let ld = matches!(self.d(lo), InitData::Def(_));
                    let rd = matches!(self.d(ro), InitData::Def(_));
                    if ld && rd && lo != ro {
                        let msg = format!(
                            "Concatenated Dag operators do not match: '{}' vs. '{}'",
                            self.repr(a),
                            self.repr(b)
                        );
                        self.fatal(self.rec_loc(cur), msg);
                        return i;
                    }
                    let o = if ld { lo } else { ro };
                    let mut args = la.to_vec();
                    args.extend_from_slice(&ra);
                    let n = ln.or(rn);
                    return self.mk(InitData::Dag(o, n, args.into_boxed_slice()));
                }
            }
            BinOp::ListConcat => {
                if let (InitData::List(x, et), InitData::List(y, _)) =
                    (self.d(a).clone(), self.d(b).clone())
                {
                    let mut v = x.to_vec();
                    v.extend_from_slice(&y);
                    return self.list(v, et);
                }
            }
            BinOp::ListSplat => {
                if let (Some(vt), InitData::Int(n)) = (self.type_of(a), self.d(b).clone()) {
                    let n = n.clamp(0, 1 << 24) as usize;
                    return self.list(vec![a; n], vt);
                }
            }
            BinOp::ListRemove => {
                if let (InitData::List(x, et), InitData::List(y, _)) =
                    (self.d(a).clone(), self.d(b).clone())
                {
                    let mut out = Vec::new();
                    for &e in x.iter() {
                        let mut found = false;
                        for &f in y.iter() {
                            if self.compare(BinOp::Eq, e, f) == Some(true) {
                                found = true;
                                break;
                            }
                        }
                        if !found {
                            out.push(e);
                        }
                    }
                    return self.list(out, et);
                }
            }
            BinOp::ListElem => {
                if let (InitData::List(x, _), InitData::Int(k)) = (self.d(a), self.d(b)) {
                    if *k >= 0 && (*k as usize) < x.len() {
                        return x[*k as usize];
                    }
                }
            }
            BinOp::ListSlice => {
                if let (InitData::List(x, et), InitData::List(ix, _)) =
                    (self.d(a).clone(), self.d(b).clone())
                {
                    let mut out = Vec::with_capacity(ix.len());
                    for &k in ix.iter() {
                        match self.d(k) {
                            InitData::Int(k) if *k >= 0 && (*k as usize) < x.len() => {
                                out.push(x[*k as usize])
                            }
                            _ => return i,
                        }
                    }
                    return self.list(out, et);
                }
            }
            BinOp::Range | BinOp::RangeC => {
                if let (InitData::Int(s), InitData::Int(e)) = (self.d(a).clone(), self.d(b).clone())
                {
                    let mut v = Vec::new();
                    let limit = 1i64 << 24;
                    if op == BinOp::RangeC {
                        if s <= e {
                            if e.saturating_sub(s) > limit {
                                self.fatal(self.rec_loc(cur), "range too large");
                                return i;
                            }
                            let mut k = s;
                            loop {
                                v.push(self.int(k));
                                if k == e {
                                    break;
                                }
                                k += 1;
                            }
                        } else {
                            if s.saturating_sub(e) > limit {
                                self.fatal(self.rec_loc(cur), "range too large");
                                return i;
                            }
                            let mut k = s;
                            loop {
                                v.push(self.int(k));
                                if k == e {
                                    break;
                                }
                                k -= 1;
                            }
                        }
                    } else if s < e {
                        if e.saturating_sub(s) > limit {
                            self.fatal(self.rec_loc(cur), "range too large");
                            return i;
                        }
                        for k in s..e {
                            v.push(self.int(k));
                        }
                    }
                    let ti = self.t_int;
                    return self.list(v, ti);
                }
            }
            BinOp::StrConcat => {
                if let (InitData::Str(x, xc), InitData::Str(y, yc)) = (self.d(a), self.d(b)) {
                    let (xc, yc) = (*xc, *yc);
                    let s = format!("{}{}", self.s(*x), self.s(*y));
                    let id = self.intern(&s);
                    return self.mk(InitData::Str(id, xc || yc));
                }
            }
            BinOp::Interleave => {
                if let (InitData::List(x, et), InitData::Str(d, _)) =
                    (self.d(a).clone(), self.d(b).clone())
                {
                    let mut parts = Vec::with_capacity(x.len());
                    let is_str = matches!(self.tyd(et), TyData::String);
                    // The result is code when an element after the first is code (the
                    // first element's and the delimiter's formats do not count: LLVM's
                    // interleaveStringList starts from string and folds in the rest).
                    let mut code = false;
                    for (k, &e) in x.iter().enumerate() {
                        if is_str {
                            match self.d(e) {
                                InitData::Str(s, c) => {
                                    code |= *c && k > 0;
                                    parts.push(self.s(*s).to_string())
                                }
                                _ => return i,
                            }
                        } else {
                            let ti = self.t_int;
                            match self.convert(e, ti).map(|c| self.d(c).clone()) {
                                Some(InitData::Int(v)) => parts.push(v.to_string()),
                                _ => return i,
                            }
                        }
                    }
                    let s = parts.join(self.s(d));
                    let id = self.intern(&s);
                    return self.mk(InitData::Str(id, code));
                }
            }
            BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                if let Some(r) = self.compare(op, a, b) {
                    return self.bit(r);
                }
            }
            BinOp::Match => {
                if let (InitData::Str(x, _), InitData::Str(y, _)) = (self.d(a), self.d(b)) {
                    let (x, y) = (*x, *y);
                    match regex_lite::Regex::new(self.s(y)) {
                        Ok(r) => {
                            let m = r.is_match(self.s(x));
                            return self.bit(m);
                        }
                        Err(e) => {
                            let msg = format!("invalid regular expression: {e}");
                            self.fatal(self.rec_loc(cur), msg);
                            return i;
                        }
                    }
                }
            }
            BinOp::GetDagArg => {
                if matches!(self.d(a), InitData::Dag(..))
                    && matches!(self.d(b), InitData::Int(_) | InitData::Str(..))
                {
                    match self.dag_arg_no(a, b) {
                        Ok(k) => {
                            let InitData::Dag(_, _, args) = self.d(a) else {
                                unreachable!("checked above")
                            };
                            let arg = args[k].0;
                            if let Some(at) = self.type_of(arg) {
                                if !self.convertible(at, t) {
                                    return self.unset;
                                }
                            }
                            return arg;
                        }
                        Err(e) => {
                            self.fatal(self.rec_loc(cur), format!("!getdagarg {e}"));
                            return i;
                        }
                    }
                }
            }
            BinOp::GetDagName => {
                if let (InitData::Dag(_, _, args), InitData::Int(p)) = (self.d(a), self.d(b)) {
                    let p = *p;
                    if p < 0 || p as usize >= args.len() {
                        let msg = format!(
                            "!getdagname index is out of range 0...{}: {}",
                            args.len() as i64 - 1,
                            p
                        );
                        self.fatal(self.rec_loc(cur), msg);
                        return i;
                    }
                    return match args[p as usize].1 {
                        Some(n) => self.str_id_init(n, false),
                        None => self.unset,
                    };
                }
            }
            BinOp::SetDagOp => {
                if let (InitData::Dag(_, n, args), InitData::Def(_)) =
                    (self.d(a).clone(), self.d(b))
                {
                    return self.mk(InitData::Dag(b, n, args));
                }
            }
            BinOp::SetDagOpName => {
                if let InitData::Dag(o, _, args) = self.d(a).clone() {
                    match self.d(b).clone() {
                        InitData::Str(s, _) => return self.mk(InitData::Dag(o, Some(s), args)),
                        InitData::Unset => return self.mk(InitData::Dag(o, None, args)),
                        _ => {}
                    }
                }
            }
            BinOp::Add
            | BinOp::Sub
            | BinOp::Mul
            | BinOp::Div
            | BinOp::And
            | BinOp::Or
            | BinOp::Xor
            | BinOp::Shl
            | BinOp::Sra
            | BinOp::Srl => {
                if let (Some(x), Some(y)) = (self.as_int(a), self.as_int(b)) {
                    let r = match op {
                        BinOp::Add => x.wrapping_add(y),
                        BinOp::Sub => x.wrapping_sub(y),
                        BinOp::Mul => x.wrapping_mul(y),
                        BinOp::Div => {
                            if y == 0 {
                                self.fatal(
                                    self.rec_loc(cur),
                                    "Illegal operation: division by zero",
                                );
                                return i;
                            }
                            if x == i64::MIN && y == -1 {
                                self.fatal(self.rec_loc(cur), "Illegal operation: INT64_MIN / -1");
                                return i;
                            }
                            x / y
                        }
                        BinOp::And => x & y,
                        BinOp::Or => x | y,
                        BinOp::Xor => x ^ y,
                        BinOp::Shl => (x as u64).wrapping_shl(y as u32) as i64,
                        BinOp::Sra => x.wrapping_shr(y as u32),
                        _ => (x as u64).wrapping_shr(y as u32) as i64,
                    };
                    return self.int(r);
                }
            }
        }
        i
    }

    #[allow(clippy::too_many_arguments)]
    fn fold_ternop(
        &mut self,
        i: InitId,
        op: TernOp,
        a: InitId,
        b: InitId,
        c: InitId,
        t: TyId,
        cur: Option<RecId>,
    ) -> InitId {
        match op {
            TernOp::Subst => {
                let (da, db, dc) = (self.d(a).clone(), self.d(b).clone(), self.d(c).clone());
                match (da, db, dc) {
                    (InitData::Def(x), InitData::Def(_), InitData::Def(z)) => {
                        return if x == z { b } else { c };
                    }
                    (InitData::Var(x, _), InitData::Var(..), InitData::Var(z, _)) => {
                        return if x == z { b } else { c };
                    }
                    (InitData::Str(x, _), InitData::Str(y, _), InitData::Str(z, _)) => {
                        let (from, to) = (self.s(x).to_string(), self.s(y).to_string());
                        let mut val = self.s(z).to_string();
                        if !from.is_empty() {
                            let mut idx = 0;
                            while let Some(f) = val[idx..].find(&from) {
                                let f = idx + f;
                                val.replace_range(f..f + from.len(), &to);
                                idx = f + to.len();
                            }
                        } else {
                            // LLVM inserts `to` before every position; emulate its loop.
                            let mut idx = 0;
                            let mut guard = 0;
                            while idx <= val.len() && guard < 1 << 20 {
                                val.insert_str(idx, &to);
                                idx += to.len();
                                if to.is_empty() {
                                    break;
                                }
                                guard += 1;
                            }
                        }
                        return self.str_init(&val);
                    }
                    _ => {}
                }
            }
            TernOp::Foreach => {
                let Some(an) = self.name_of(a) else {
                    return i;
                };
                match self.d(b).clone() {
                    InitData::Dag(..) => return self.foreach_dag(an, b, c, cur),
                    InitData::List(v, _) => {
                        let mut out = Vec::with_capacity(v.len());
                        for &e in v.iter() {
                            let mut mr = MapResolver::new(cur);
                            mr.set(an, e);
                            out.push(self.resolve(c, &mut mr));
                        }
                        let et = match self.tyd(t) {
                            TyData::List(e) => *e,
                            _ => t,
                        };
                        return self.list(out, et);
                    }
                    _ => {}
                }
            }
            TernOp::Filter => {
                let Some(an) = self.name_of(a) else {
                    return i;
                };
                if let InitData::List(v, _) = self.d(b).clone() {
                    let mut out = Vec::new();
                    for &e in v.iter() {
                        let mut mr = MapResolver::new(cur);
                        mr.set(an, e);
                        let inc = self.resolve(c, &mut mr);
                        match self.as_int(inc) {
                            Some(k) => {
                                if k != 0 {
                                    out.push(e)
                                }
                            }
                            None => return i,
                        }
                    }
                    let et = match self.tyd(t) {
                        TyData::List(e) => *e,
                        _ => t,
                    };
                    return self.list(out, et);
                }
            }
            TernOp::If => {
                if let Some(v) = self.as_int(a) {
                    return if v != 0 { b } else { c };
                }
            }
            TernOp::Dag => {
                let ml = match self.d(b) {
                    InitData::List(v, _) => Some(v.clone()),
                    _ => None,
                };
                let rl = match self.d(c) {
                    InitData::List(v, _) => Some(v.clone()),
                    _ => None,
                };
                let mok = ml.is_some() || b == self.unset;
                let rok = rl.is_some() || c == self.unset;
                if b == self.unset && c == self.unset {
                    return i;
                }
                if mok && rok {
                    if let (Some(x), Some(y)) = (&ml, &rl) {
                        if x.len() != y.len() {
                            return i;
                        }
                    }
                    let size = ml
                        .as_ref()
                        .map(|x| x.len())
                        .or(rl.as_ref().map(|y| y.len()))
                        .unwrap_or(0);
                    let mut ch = Vec::with_capacity(size);
                    for k in 0..size {
                        let node = ml.as_ref().map(|x| x[k]).unwrap_or(self.unset);
                        let name = rl.as_ref().map(|y| y[k]).unwrap_or(self.unset);
                        let n = match self.d(name) {
                            InitData::Str(s, _) => Some(*s),
                            InitData::Unset => None,
                            _ => return i,
                        };
                        ch.push((node, n));
                    }
                    return self.mk(InitData::Dag(a, None, ch.into_boxed_slice()));
                }
            }
            TernOp::Range => {
                if let (InitData::Int(s), InitData::Int(e), InitData::Int(st)) =
                    (self.d(a).clone(), self.d(b).clone(), self.d(c).clone())
                {
                    if st == 0 {
                        self.error(self.rec_loc(cur), "Step of !range can't be 0");
                        return i;
                    }
                    let mut v = Vec::new();
                    let mut k = s;
                    let mut n = 0;
                    while (st > 0 && k < e) || (st < 0 && k > e) {
                        v.push(self.int(k));
                        n += 1;
                        if n > 1 << 24 {
                            self.fatal(self.rec_loc(cur), "range too large");
                            return i;
                        }
                        match k.checked_add(st) {
                            Some(x) => k = x,
                            None => break,
                        }
                    }
                    let ti = self.t_int;
                    return self.list(v, ti);
                }
            }
            TernOp::Substr => {
                if let (InitData::Str(s, code), InitData::Int(st), InitData::Int(len)) =
                    (self.d(a).clone(), self.d(b).clone(), self.d(c).clone())
                {
                    let src = self.s(s).to_string();
                    let size = src.len() as i64;
                    if st < 0 || st > size {
                        let msg =
                            format!("!substr start position is out of range 0...{size}: {st}");
                        self.error(self.rec_loc(cur), msg);
                    }
                    if len < 0 {
                        self.error(self.rec_loc(cur), "!substr length must be nonnegative");
                    }
                    let st = st.clamp(0, size) as usize;
                    let end = if len < 0 {
                        src.len()
                    } else {
                        (st as i64).saturating_add(len).min(size) as usize
                    };
                    let sub = src.get(st..end).unwrap_or("").to_string();
                    let id = self.intern(&sub);
                    return self.mk(InitData::Str(id, code));
                }
            }
            TernOp::Find => {
                if let (InitData::Str(s, _), InitData::Str(p, _), InitData::Int(st)) =
                    (self.d(a).clone(), self.d(b).clone(), self.d(c).clone())
                {
                    let src = self.s(s).to_string();
                    let size = src.len() as i64;
                    if st < 0 || st > size {
                        let msg = format!("!find start position is out of range 0...{size}: {st}");
                        self.error(self.rec_loc(cur), msg);
                        return self.int(-1);
                    }
                    let r = src
                        .get(st as usize..)
                        .and_then(|x| x.find(self.s(p)))
                        .map(|k| k as i64 + st)
                        .unwrap_or(-1);
                    return self.int(r);
                }
            }
            TernOp::SetDagArg | TernOp::SetDagName => {
                if matches!(self.d(a), InitData::Dag(..))
                    && matches!(self.d(b), InitData::Int(_) | InitData::Str(..))
                {
                    match self.dag_arg_no(a, b) {
                        Ok(k) => {
                            let InitData::Dag(o, n, args) = self.d(a).clone() else {
                                unreachable!("checked above")
                            };
                            let mut args = args.to_vec();
                            if op == TernOp::SetDagArg {
                                args[k].0 = c;
                            } else {
                                args[k].1 = self.as_str(c);
                            }
                            return self.mk(InitData::Dag(o, n, args.into_boxed_slice()));
                        }
                        Err(e) => {
                            let nm = if op == TernOp::SetDagArg {
                                "!setdagarg"
                            } else {
                                "!setdagname"
                            };
                            self.fatal(self.rec_loc(cur), format!("{nm} {e}"));
                            return i;
                        }
                    }
                }
            }
        }
        i
    }

    fn foreach_dag(&mut self, an: StrId, dag: InitId, expr: InitId, cur: Option<RecId>) -> InitId {
        let InitData::Dag(op, on, args) = self.d(dag).clone() else {
            return dag;
        };
        let mut mr = MapResolver::new(cur);
        mr.set(an, op);
        let nop = self.resolve(expr, &mut mr);
        let mut changed = nop != op;
        let mut na = Vec::with_capacity(args.len());
        for &(x, n) in args.iter() {
            let nx = if matches!(self.d(x), InitData::Dag(..)) {
                self.foreach_dag(an, x, expr, cur)
            } else {
                let mut mr = MapResolver::new(cur);
                mr.set(an, x);
                self.resolve(expr, &mut mr)
            };
            changed |= nx != x;
            na.push((nx, n));
        }
        if changed {
            self.mk(InitData::Dag(nop, on, na.into_boxed_slice()))
        } else {
            dag
        }
    }

    // ----- printing -----

    /// `getAsUnquotedString`.
    pub fn unquoted(&self, i: InitId) -> String {
        match self.d(i) {
            InitData::Str(s, _) => self.s(*s).to_string(),
            InitData::AnonName(n) => format!("anonymous_{n}"),
            _ => self.repr(i),
        }
    }

    /// `getAsString`.
    pub fn repr(&self, i: InitId) -> String {
        let mut s = String::new();
        self.write_init(i, &mut s);
        s
    }

    /// Appends `getAsString` of `i` to `out`.
    pub fn write_init(&self, i: InitId, out: &mut String) {
        use std::fmt::Write;
        match self.d(i) {
            InitData::Unset => out.push('?'),
            InitData::Bit(b) => out.push(if *b { '1' } else { '0' }),
            InitData::Bits(bs) => {
                out.push_str("{ ");
                for (k, &b) in bs.iter().rev().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    self.write_init(b, out);
                }
                out.push_str(" }");
            }
            InitData::Int(v) => {
                let _ = write!(out, "{v}");
            }
            InitData::Str(s, code) => {
                if *code {
                    out.push_str("[{");
                    out.push_str(self.s(*s));
                    out.push_str("}]");
                } else {
                    out.push('"');
                    out.push_str(self.s(*s));
                    out.push('"');
                }
            }
            InitData::AnonName(n) => {
                let _ = write!(out, "\"anonymous_{n}\"");
            }
            InitData::List(v, _) => {
                out.push('[');
                for (k, &e) in v.iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    self.write_init(e, out);
                }
                out.push(']');
            }
            InitData::Def(r) => out.push_str(&self.rec_name_str(*r)),
            InitData::Var(n, _) => out.push_str(self.s(*n)),
            InitData::VarBit(v, k) => {
                self.write_init(*v, out);
                let _ = write!(out, "{{{k}}}");
            }
            InitData::VarDef(c, args) => {
                out.push_str(&self.rec_name_str(*c));
                out.push('<');
                for (k, &(key, v)) in args.iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    match key {
                        ArgKey::Pos(p) => {
                            let _ = write!(out, "{p}: ");
                        }
                        ArgKey::Named(n) => {
                            let _ = write!(out, "\"{}\": ", self.s(n));
                        }
                    }
                    self.write_init(v, out);
                }
                out.push('>');
            }
            InitData::Field(r, f) => {
                self.write_init(*r, out);
                out.push('.');
                out.push_str(self.s(*f));
            }
            InitData::UnOp(op, a, t) => {
                let name = match op {
                    UnOp::Cast => {
                        let _ = write!(out, "!cast<{}>(", self.ty_str(*t));
                        ""
                    }
                    UnOp::Not => "!not(",
                    UnOp::Head => "!head(",
                    UnOp::Tail => "!tail(",
                    UnOp::Size => "!size(",
                    UnOp::Empty => "!empty(",
                    UnOp::GetDagOp => "!getdagop(",
                    UnOp::GetDagOpName => "!getdagopname(",
                    UnOp::LogTwo => "!logtwo(",
                    UnOp::Repr => "!repr(",
                    UnOp::ToLower => "!tolower(",
                    UnOp::ToUpper => "!toupper(",
                    UnOp::ListFlatten => "!listflatten(",
                    UnOp::Initialized => "!initialized(",
                };
                out.push_str(name);
                self.write_init(*a, out);
                out.push(')');
            }
            InitData::BinOp(op, a, b, t) => {
                if *op == BinOp::ListElem || *op == BinOp::ListSlice {
                    self.write_init(*a, out);
                    out.push('[');
                    self.write_init(*b, out);
                    out.push(']');
                    return;
                }
                if *op == BinOp::RangeC {
                    self.write_init(*a, out);
                    out.push_str("...");
                    self.write_init(*b, out);
                    return;
                }
                let name = match op {
                    BinOp::Add => "!add",
                    BinOp::Sub => "!sub",
                    BinOp::Mul => "!mul",
                    BinOp::Div => "!div",
                    BinOp::And => "!and",
                    BinOp::Or => "!or",
                    BinOp::Xor => "!xor",
                    BinOp::Shl => "!shl",
                    BinOp::Sra => "!sra",
                    BinOp::Srl => "!srl",
                    BinOp::ListConcat => "!listconcat",
                    BinOp::ListSplat => "!listsplat",
                    BinOp::ListRemove => "!listremove",
                    BinOp::Range => "!range",
                    BinOp::StrConcat => "!strconcat",
                    BinOp::Interleave => "!interleave",
                    BinOp::Concat => "!con",
                    BinOp::Eq => "!eq",
                    BinOp::Ne => "!ne",
                    BinOp::Le => "!le",
                    BinOp::Lt => "!lt",
                    BinOp::Ge => "!ge",
                    BinOp::Gt => "!gt",
                    BinOp::GetDagArg => {
                        let _ = write!(out, "!getdagarg<{}>", self.ty_str(*t));
                        ""
                    }
                    BinOp::GetDagName => "!getdagname",
                    BinOp::SetDagOp => "!setdagop",
                    BinOp::SetDagOpName => "!setdagopname",
                    BinOp::Match => "!match",
                    BinOp::ListElem | BinOp::ListSlice | BinOp::RangeC => "",
                };
                out.push_str(name);
                out.push('(');
                self.write_init(*a, out);
                out.push_str(", ");
                self.write_init(*b, out);
                out.push(')');
            }
            InitData::TernOp(op, a, b, c, _) => {
                let name = match op {
                    TernOp::Subst => "!subst",
                    TernOp::Foreach => "!foreach",
                    TernOp::Filter => "!filter",
                    TernOp::If => "!if",
                    TernOp::Dag => "!dag",
                    TernOp::Substr => "!substr",
                    TernOp::Find => "!find",
                    TernOp::SetDagArg => "!setdagarg",
                    TernOp::SetDagName => "!setdagname",
                    TernOp::Range => "!range",
                };
                out.push_str(name);
                out.push('(');
                if matches!(op, TernOp::Foreach | TernOp::Filter) {
                    out.push_str(&self.unquoted(*a));
                } else {
                    self.write_init(*a, out);
                }
                out.push_str(", ");
                self.write_init(*b, out);
                out.push_str(", ");
                self.write_init(*c, out);
                out.push(')');
            }
            InitData::Cond(cs, vs, _) => {
                out.push_str("!cond(");
                for k in 0..cs.len() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    self.write_init(cs[k], out);
                    out.push_str(": ");
                    self.write_init(vs[k], out);
                }
                out.push(')');
            }
            InitData::Fold(p, _) => {
                out.push_str("!foldl(");
                for (k, &x) in p.iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    if k == 2 || k == 3 {
                        out.push_str(&self.unquoted(x));
                    } else {
                        self.write_init(x, out);
                    }
                }
                out.push(')');
            }
            InitData::IsA(t, e) => {
                let _ = write!(out, "!isa<{}>(", self.ty_str(*t));
                self.write_init(*e, out);
                out.push(')');
            }
            InitData::Exists(t, e) => {
                let _ = write!(out, "!exists<{}>(", self.ty_str(*t));
                self.write_init(*e, out);
                out.push(')');
            }
            InitData::Instances(t, e) => {
                let _ = write!(out, "!instances<{}>(", self.ty_str(*t));
                self.write_init(*e, out);
                out.push(')');
            }
            InitData::Dag(op, on, args) => {
                out.push('(');
                self.write_init(*op, out);
                if let Some(n) = on {
                    out.push_str(":$");
                    out.push_str(self.s(*n));
                }
                for (k, &(a, n)) in args.iter().enumerate() {
                    out.push_str(if k == 0 { " " } else { ", " });
                    self.write_init(a, out);
                    if let Some(n) = n {
                        out.push_str(":$");
                        out.push_str(self.s(n));
                    }
                }
                out.push(')');
            }
        }
    }
}
