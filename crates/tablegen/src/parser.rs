//! The TableGen parser, which evaluates as it parses (as LLVM's `TGParser` does).
//!
//! In: tokens from the [`Lexer`]. Out: classes and defs in the [`Ctx`], with multiclasses,
//! `defm`, `foreach`, `if`, `let`, `defvar`, `defset` and `assert` applied. The first syntax
//! error stops parsing and comes back as a located [`Diagnostic`].

use crate::core::*;
use crate::lexer::{Bang, Kw, Lexer, Tok, Token};
use kiln_support::{Diagnostic, SourceLoc, SourceMgr};

type PResult<T> = Result<T, Box<Diagnostic>>;

/// An item produced inside a multiclass or loop, resolved later.
#[derive(Clone)]
enum Entry {
    Rec(RecId),
    Loop(Box<ForeachLoop>),
    Assert(SourceLoc, InitId, InitId),
    Dump(SourceLoc, InitId),
}

#[derive(Clone)]
struct ForeachLoop {
    loc: SourceLoc,
    iter: Option<StrId>,
    list: InitId,
    entries: Vec<Entry>,
}

struct MultiClass {
    rec: RecId,
    entries: Vec<Entry>,
}

struct LetRecord {
    name: StrId,
    bits: Vec<u32>,
    value: InitId,
    loc: SourceLoc,
}

enum ScopeKind {
    Local,
    Record(RecId),
    Loop(Option<(StrId, InitId)>),
    MultiClass(usize),
}

struct Scope {
    kind: ScopeKind,
    vars: HashMap<StrId, InitId>,
}

struct Defset {
    loc: SourceLoc,
    elt_ty: TyId,
    elems: Vec<InitId>,
}

#[derive(PartialEq, Eq, Clone, Copy)]
enum Mode {
    Value,
    Name,
}

/// The parser state.
pub struct Parser<'a> {
    sm: &'a mut SourceMgr,
    lex: Lexer,
    tok: Token,
    /// The records being built.
    pub cx: Ctx,
    mcs: Vec<MultiClass>,
    mc_names: HashMap<StrId, usize>,
    cur_mc: Option<usize>,
    lets: Vec<Vec<LetRecord>>,
    loops: Vec<ForeachLoop>,
    scopes: Vec<Scope>,
    defsets: Vec<Defset>,
    aliases: HashMap<StrId, TyId>,
    depth: u32,
}

fn err(loc: SourceLoc, msg: impl Into<String>) -> Box<Diagnostic> {
    Box::new(Diagnostic::error(loc, msg))
}

impl<'a> Parser<'a> {
    /// A parser reading through `lex`.
    pub fn new(sm: &'a mut SourceMgr, lex: Lexer) -> Self {
        let dummy = Token {
            kind: Tok::Eof,
            loc: SourceLoc {
                file: kiln_support::FileId(0),
                offset: 0,
            },
            text: String::new(),
            int: 0,
            bin_width: 0,
        };
        Parser {
            sm,
            lex,
            tok: dummy,
            cx: Ctx::new(),
            mcs: Vec::new(),
            mc_names: HashMap::default(),
            cur_mc: None,
            lets: Vec::new(),
            loops: Vec::new(),
            scopes: Vec::new(),
            defsets: Vec::new(),
            aliases: HashMap::default(),
            depth: 0,
        }
    }

    /// The lexer (for the list of files read).
    pub fn lexer(&self) -> &Lexer {
        &self.lex
    }

    fn next(&mut self) -> PResult<Tok> {
        self.tok = self.lex.next(self.sm)?;
        Ok(self.tok.kind)
    }
    fn code(&self) -> Tok {
        self.tok.kind
    }
    fn loc(&self) -> SourceLoc {
        self.tok.loc
    }
    fn tok_err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        Err(err(self.loc(), msg))
    }
    fn consume(&mut self, k: Tok) -> PResult<bool> {
        if self.code() == k {
            self.next()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }
    fn check_fatal(&mut self) -> PResult<()> {
        if let Some(f) = self.cx.fatal.take() {
            let loc = f.loc.unwrap_or(self.loc());
            return Err(err(loc, f.msg.trim_end().to_string()));
        }
        Ok(())
    }

    /// Parses the whole input.
    pub fn parse_file(&mut self) -> PResult<()> {
        self.next()?;
        self.scopes.push(Scope {
            kind: ScopeKind::Local,
            vars: HashMap::default(),
        });
        self.parse_object_list(None)?;
        if self.code() != Tok::Eof {
            return self.tok_err("Unexpected token at top level");
        }
        Ok(())
    }

    fn is_object_start(k: Tok) -> bool {
        matches!(
            k,
            Tok::Kw(
                Kw::Assert
                    | Kw::Class
                    | Kw::Def
                    | Kw::Defm
                    | Kw::Defset
                    | Kw::Deftype
                    | Kw::Defvar
                    | Kw::Dump
                    | Kw::Foreach
                    | Kw::If
                    | Kw::Let
                    | Kw::Multiclass
            )
        )
    }

    fn parse_object_list(&mut self, mc: Option<usize>) -> PResult<()> {
        while Self::is_object_start(self.code()) {
            self.parse_object(mc)?;
            self.check_fatal()?;
        }
        Ok(())
    }

    fn parse_object(&mut self, mc: Option<usize>) -> PResult<()> {
        match self.code() {
            Tok::Kw(Kw::Assert) => self.parse_assert(None),
            Tok::Kw(Kw::Def) => self.parse_def(mc),
            Tok::Kw(Kw::Defm) => self.parse_defm(mc),
            Tok::Kw(Kw::Deftype) => self.parse_deftype(),
            Tok::Kw(Kw::Defvar) => self.parse_defvar(None),
            Tok::Kw(Kw::Dump) => self.parse_dump(None),
            Tok::Kw(Kw::Foreach) => self.parse_foreach(mc),
            Tok::Kw(Kw::If) => self.parse_if(mc),
            Tok::Kw(Kw::Let) => self.parse_top_let(mc),
            Tok::Kw(Kw::Defset) => {
                if mc.is_some() {
                    return self.tok_err("defset is not allowed inside multiclass");
                }
                self.parse_defset()
            }
            Tok::Kw(Kw::Class) => {
                if mc.is_some() {
                    return self.tok_err("class is not allowed inside multiclass");
                }
                if !self.loops.is_empty() {
                    return self.tok_err("class is not allowed inside foreach loop");
                }
                self.parse_class()
            }
            Tok::Kw(Kw::Multiclass) => {
                if !self.loops.is_empty() {
                    return self.tok_err("multiclass is not allowed inside foreach loop");
                }
                self.parse_multiclass()
            }
            _ => {
                self.tok_err("Expected assert, class, def, defm, defset, dump, foreach, if, or let")
            }
        }
    }

    // ----- scopes and names -----

    fn push_scope(&mut self, kind: ScopeKind) {
        self.scopes.push(Scope {
            kind,
            vars: HashMap::default(),
        });
    }
    fn pop_scope(&mut self) {
        self.scopes.pop();
    }

    fn qualify(&mut self, rec: RecId, name: &str) -> StrId {
        let sep = if self.cx.rec(rec).kind == RecKind::MultiClass {
            "::"
        } else {
            ":"
        };
        let s = format!("{}{}{}", self.cx.rec_name_str(rec), sep, name);
        self.cx.intern(&s)
    }

    fn get_var(&mut self, name: StrId) -> Option<InitId> {
        let name_s = self.cx.s(name).to_string();
        for k in (0..self.scopes.len()).rev() {
            if let Some(&v) = self.scopes[k].vars.get(&name) {
                return Some(v);
            }
            let find_in_args = |p: &mut Self, rec: RecId| -> Option<InitId> {
                let q = p.qualify(rec, &name_s);
                if p.cx.rec(rec).is_targ(q) {
                    let t = p.cx.rec(rec).field(q).map(|f| f.ty)?;
                    return Some(p.cx.var(q, t));
                }
                if name_s == "NAME" {
                    let t = p.cx.t_string;
                    return Some(p.cx.var(q, t));
                }
                None
            };
            match self.scopes[k].kind {
                ScopeKind::Local => {}
                ScopeKind::Record(r) => {
                    if let Some(f) = self.cx.rec(r).field(name) {
                        let t = f.ty;
                        return Some(self.cx.var(name, t));
                    }
                    if self.cx.rec(r).kind == RecKind::Class {
                        if let Some(v) = find_in_args(self, r) {
                            return Some(v);
                        }
                    }
                }
                ScopeKind::Loop(Some((n, v))) => {
                    if n == name {
                        return Some(v);
                    }
                }
                ScopeKind::Loop(None) => {}
                ScopeKind::MultiClass(m) => {
                    let r = self.mcs[m].rec;
                    if let Some(v) = find_in_args(self, r) {
                        return Some(v);
                    }
                }
            }
        }
        None
    }

    fn var_already_defined(&self, name: StrId) -> bool {
        self.scopes
            .last()
            .is_some_and(|s| s.vars.contains_key(&name))
    }

    // ----- types -----

    fn parse_type(&mut self) -> PResult<TyId> {
        match self.code() {
            Tok::Kw(Kw::String) | Tok::Kw(Kw::Code) => {
                self.next()?;
                Ok(self.cx.t_string)
            }
            Tok::Kw(Kw::Bit) => {
                self.next()?;
                Ok(self.cx.t_bit)
            }
            Tok::Kw(Kw::Int) => {
                self.next()?;
                Ok(self.cx.t_int)
            }
            Tok::Kw(Kw::Dag) => {
                self.next()?;
                Ok(self.cx.t_dag)
            }
            Tok::Id => {
                let n = self.cx.intern(&self.tok.text);
                if let Some(&t) = self.aliases.get(&n) {
                    self.next()?;
                    return Ok(t);
                }
                let c = self.parse_class_id()?;
                Ok(self.cx.record_ty(vec![c]))
            }
            Tok::Kw(Kw::Bits) => {
                if self.next()? != Tok::Less {
                    return self.tok_err("expected '<' after bits type");
                }
                if self.next()? != Tok::Int {
                    return self.tok_err("expected integer in bits<n> type");
                }
                let v = self.tok.int;
                if !(0..=65536).contains(&v) {
                    return self.tok_err("invalid bits<n> width");
                }
                if self.next()? != Tok::Greater {
                    return self.tok_err("expected '>' at end of bits<n> type");
                }
                self.next()?;
                Ok(self.cx.bits_ty(v as u32))
            }
            Tok::Kw(Kw::List) => {
                if self.next()? != Tok::Less {
                    return self.tok_err("expected '<' after list type");
                }
                self.next()?;
                let t = self.parse_type()?;
                if !self.consume(Tok::Greater)? {
                    return self.tok_err("expected '>' at end of list<ty> type");
                }
                Ok(self.cx.list_ty(t))
            }
            _ => self.tok_err("Unknown token when expecting a type"),
        }
    }

    fn parse_class_id(&mut self) -> PResult<RecId> {
        if self.code() != Tok::Id {
            return self.tok_err("expected name for ClassID");
        }
        let n = self.cx.intern(&self.tok.text);
        match self.cx.classes.get(&n) {
            Some(&c) => {
                self.next()?;
                Ok(c)
            }
            None => {
                let msg = format!("Couldn't find class '{}'", self.tok.text);
                if self.mc_names.contains_key(&n) {
                    return self.tok_err(format!(
                        "{msg}. Use 'defm' if you meant to use multiclass '{}'",
                        self.tok.text
                    ));
                }
                self.tok_err(msg)
            }
        }
    }

    fn parse_mc_id(&mut self) -> PResult<usize> {
        if self.code() != Tok::Id {
            return self.tok_err("expected name for MultiClassID");
        }
        let n = self.cx.intern(&self.tok.text);
        match self.mc_names.get(&n) {
            Some(&m) => {
                self.next()?;
                Ok(m)
            }
            None => self.tok_err(format!("Couldn't find multiclass '{}'", self.tok.text)),
        }
    }

    // ----- records -----

    #[allow(clippy::too_many_arguments)]
    fn set_value(
        &mut self,
        rec: RecId,
        loc: SourceLoc,
        name: StrId,
        bits: &[u32],
        v: InitId,
        allow_self: bool,
        override_loc: bool,
    ) -> PResult<()> {
        let Some(idx) = self.cx.rec(rec).field_index(name) else {
            return Err(err(loc, format!("Value '{}' unknown!", self.cx.s(name))));
        };
        let mut v = v;
        if bits.is_empty() && !allow_self {
            if let InitData::Var(n, _) = self.cx.d(v) {
                if *n == name {
                    return Err(err(loc, "Recursion / self-assignment forbidden"));
                }
            }
        }
        let fty = self.cx.rec(rec).values[idx].ty;
        if !bits.is_empty() {
            let cur = self.cx.rec(rec).values[idx].value;
            let InitData::Bits(cur_bits) = self.cx.d(cur).clone() else {
                return Err(err(
                    loc,
                    format!("Value '{}' is not a bits type", self.cx.s(name)),
                ));
            };
            let bt = self.cx.bits_ty(bits.len() as u32);
            let Some(bi) = self.cx.cast_to(v, bt) else {
                return Err(err(loc, "Initializer is not compatible with bit range"));
            };
            let mut nb: Vec<Option<InitId>> = vec![None; cur_bits.len()];
            for (k, &b) in bits.iter().enumerate() {
                let Some(slot) = nb.get_mut(b as usize) else {
                    return Err(err(loc, "Invalid bit range for value"));
                };
                if slot.is_some() {
                    return Err(err(
                        loc,
                        format!(
                            "Cannot set bit #{} of value '{}' more than once",
                            b,
                            self.cx.s(name)
                        ),
                    ));
                }
                *slot = Some(self.cx.get_bit(bi, k as u32));
            }
            let out: Vec<InitId> = nb
                .iter()
                .enumerate()
                .map(|(k, x)| x.unwrap_or(cur_bits[k]))
                .collect();
            v = self.cx.bits(out);
        }
        match self.cx.value_for_field(v, fty) {
            Some(x) => {
                let f = &mut self.cx.rec_mut(rec).values[idx];
                f.value = x;
                if override_loc {
                    f.loc = loc;
                }
                Ok(())
            }
            None => {
                let it = match self.cx.d(v) {
                    InitData::Bits(b) => {
                        format!("' of type bit initializer with length {}", b.len())
                    }
                    _ => match self.cx.type_of(v) {
                        Some(t) => format!("' of type '{}'", self.cx.ty_str(t)),
                        None => String::new(),
                    },
                };
                Err(err(
                    loc,
                    format!(
                        "Field '{}' of type '{}' is incompatible with value '{}{}",
                        self.cx.s(name),
                        self.cx.ty_str(fty),
                        self.cx.repr(v),
                        it
                    ),
                ))
            }
        }
    }

    fn add_value(&mut self, rec: RecId, loc: SourceLoc, rv: RecordVal) -> PResult<()> {
        if let Some(idx) = self.cx.rec(rec).field_index(rv.name) {
            let ety = self.cx.rec(rec).values[idx].ty;
            match self.cx.value_for_field(rv.value, ety) {
                Some(x) => self.cx.rec_mut(rec).values[idx].value = x,
                None => {
                    return Err(err(
                        loc,
                        format!(
                            "New definition of '{}' of type '{}' is incompatible with previous definition of type '{}'",
                            self.cx.s(rv.name),
                            self.cx.ty_str(rv.ty),
                            self.cx.ty_str(ety)
                        ),
                    ))
                }
            }
        } else {
            self.cx.rec_mut(rec).values.push(rv);
        }
        Ok(())
    }

    fn new_field(&mut self, name: StrId, loc: SourceLoc, ty: TyId, kind: FieldKind) -> RecordVal {
        let u = self.cx.unset;
        let value = self.cx.value_for_field(u, ty).unwrap_or(u);
        RecordVal {
            name,
            ty,
            value,
            kind,
            loc,
        }
    }

    /// `class Name<args> : supers { body }`
    fn parse_class(&mut self) -> PResult<()> {
        self.next()?;
        if self.code() != Tok::Id {
            return self.tok_err("expected class name after 'class' keyword");
        }
        let n = self.cx.intern(&self.tok.text);
        let rec = if let Some(&c) = self.cx.classes.get(&n) {
            let r = self.cx.rec(c);
            if !r.values.is_empty() || !r.supers.is_empty() || !r.targs.is_empty() {
                return self.tok_err(format!("Class '{}' already defined", self.tok.text));
            }
            self.cx.rec_mut(c).locs = vec![self.tok.loc];
            c
        } else {
            let name = self.cx.str_id_init(n, false);
            let c = self.cx.add_rec(Rec::new(name, self.loc(), RecKind::Class));
            self.cx.classes.insert(n, c);
            c
        };
        self.next()?;
        self.push_scope(ScopeKind::Record(rec));
        if self.code() == Tok::Less {
            self.parse_template_args(Some(rec))?;
        }
        self.parse_object_body(rec)?;
        self.pop_scope();
        Ok(())
    }

    fn parse_template_args(&mut self, rec: Option<RecId>) -> PResult<()> {
        self.next()?; // '<'
        let target = rec.unwrap_or_else(|| self.mcs[self.cur_mc.expect("in multiclass")].rec);
        loop {
            let l = self.loc();
            let a = self.parse_declaration(target, true)?;
            if self.cx.rec(target).is_targ(a) {
                return Err(err(
                    l,
                    "template argument with the same name has already been defined",
                ));
            }
            self.cx.rec_mut(target).targs.push(a);
            if !self.consume(Tok::Comma)? {
                break;
            }
        }
        if !self.consume(Tok::Greater)? {
            return self.tok_err("expected '>' at end of template argument list");
        }
        Ok(())
    }

    /// A declaration `[field] type name [= value]`; returns the (qualified) name.
    fn parse_declaration(&mut self, rec: RecId, targ: bool) -> PResult<StrId> {
        let has_field = self.consume(Tok::Kw(Kw::Field))?;
        let ty = self.parse_type()?;
        if self.code() != Tok::Id {
            return self.tok_err("Expected identifier in declaration");
        }
        let s = self.tok.text.clone();
        if s == "NAME" {
            return self.tok_err(format!("'{s}' is a reserved variable name"));
        }
        let sid = self.cx.intern(&s);
        if !targ && self.var_already_defined(sid) {
            return self.tok_err("local variable of this name already exists");
        }
        let id_loc = self.loc();
        self.next()?;
        let name = if targ { self.qualify(rec, &s) } else { sid };
        let kind = if targ {
            FieldKind::TemplateArg
        } else if has_field {
            FieldKind::NonconcreteOk
        } else {
            FieldKind::Normal
        };
        let rv = self.new_field(name, id_loc, ty, kind);
        self.add_value(rec, id_loc, rv)?;
        if self.consume(Tok::Equal)? {
            let vl = self.loc();
            let v = self.parse_value(Some(rec), Some(ty), Mode::Value)?;
            self.set_value(rec, vl, name, &[], v, false, false)?;
        }
        Ok(name)
    }

    fn parse_object_body(&mut self, rec: RecId) -> PResult<()> {
        self.push_scope(ScopeKind::Record(rec));
        if self.consume(Tok::Colon)? {
            loop {
                let sc = self.parse_subclass_ref(Some(rec), false)?;
                self.add_subclass(rec, &sc)?;
                if !self.consume(Tok::Comma)? {
                    break;
                }
            }
        }
        self.apply_let_stack_rec(rec)?;
        self.parse_body(rec)?;
        self.pop_scope();
        Ok(())
    }

    fn parse_body(&mut self, rec: RecId) -> PResult<()> {
        if self.consume(Tok::Semi)? {
            return Ok(());
        }
        if !self.consume(Tok::LBrace)? {
            return self.tok_err("Expected '{' to start body or ';' for declaration only");
        }
        while self.code() != Tok::RBrace {
            self.parse_body_item(rec)?;
            self.check_fatal()?;
        }
        self.next()?;
        if self.code() == Tok::Semi {
            return self.tok_err("A class or def body should not end with a semicolon");
        }
        Ok(())
    }

    fn parse_body_item(&mut self, rec: RecId) -> PResult<()> {
        match self.code() {
            Tok::Kw(Kw::Assert) => return self.parse_assert(Some(rec)),
            Tok::Kw(Kw::Defvar) => return self.parse_defvar(Some(rec)),
            Tok::Kw(Kw::Dump) => return self.parse_dump(Some(rec)),
            Tok::Kw(Kw::Let) => {}
            _ => {
                self.parse_declaration(rec, false)?;
                if !self.consume(Tok::Semi)? {
                    return self.tok_err("expected ';' after declaration");
                }
                return Ok(());
            }
        }
        if self.next()? != Tok::Id {
            return self.tok_err("expected field identifier after let");
        }
        let id_loc = self.loc();
        let fname = self.cx.intern(&self.tok.text);
        self.next()?;
        let mut bits = self.parse_optional_bit_list()?;
        bits.reverse();
        if !self.consume(Tok::Equal)? {
            return self.tok_err("expected '=' in let expression");
        }
        let Some(f) = self.cx.rec(rec).field(fname) else {
            return Err(err(
                id_loc,
                format!("Value '{}' unknown!", self.cx.s(fname)),
            ));
        };
        let mut ty = f.ty;
        if !bits.is_empty() && matches!(self.cx.tyd(ty), TyData::Bits(_)) {
            ty = self.cx.bits_ty(bits.len() as u32);
        }
        let v = self.parse_value(Some(rec), Some(ty), Mode::Value)?;
        if !self.consume(Tok::Semi)? {
            return self.tok_err("expected ';' after let expression");
        }
        self.set_value(rec, id_loc, fname, &bits, v, false, true)
    }

    fn parse_optional_bit_list(&mut self) -> PResult<Vec<u32>> {
        let start = self.loc();
        if !self.consume(Tok::LBrace)? {
            return Ok(Vec::new());
        }
        let r = self.parse_range_list()?;
        if !self.consume(Tok::RBrace)? {
            let _ = start;
            return self.tok_err("expected '}' at end of bit list");
        }
        Ok(r)
    }

    fn parse_range_list(&mut self) -> PResult<Vec<u32>> {
        let mut out = Vec::new();
        self.parse_range_piece(&mut out, None)?;
        while self.consume(Tok::Comma)? {
            self.parse_range_piece(&mut out, None)?;
        }
        Ok(out)
    }

    fn parse_range_piece(&mut self, out: &mut Vec<u32>, first: Option<InitId>) -> PResult<()> {
        let l = self.loc();
        let cur = match first {
            Some(f) => f,
            None => self.parse_value(None, None, Mode::Value)?,
        };
        let InitData::Int(start) = *self.cx.d(cur) else {
            return Err(err(l, "expected integer or bitrange"));
        };
        if start < 0 {
            return Err(err(l, "invalid range, cannot be negative"));
        }
        let end;
        match self.code() {
            Tok::DotDotDot | Tok::Minus => {
                self.next()?;
                let el = self.loc();
                let e = self.parse_value(None, None, Mode::Value)?;
                let InitData::Int(e) = *self.cx.d(e) else {
                    return Err(err(el, "expected integer value as end of range"));
                };
                end = e;
            }
            Tok::Int => {
                end = self.tok.int.wrapping_neg();
                self.next()?;
            }
            _ => {
                if start > u32::MAX as i64 {
                    return Err(err(l, "invalid range"));
                }
                out.push(start as u32);
                return Ok(());
            }
        }
        if end < 0 {
            return Err(err(l, "invalid range, cannot be negative"));
        }
        if start.abs_diff(end) > 1 << 20 || end > u32::MAX as i64 || start > u32::MAX as i64 {
            return Err(err(l, "range too large"));
        }
        if start < end {
            for k in start..=end {
                out.push(k as u32);
            }
        } else {
            let mut k = start;
            while k >= end {
                out.push(k as u32);
                k -= 1;
            }
        }
        Ok(())
    }

    fn parse_subclass_ref(&mut self, cur: Option<RecId>, defm: bool) -> PResult<SubRef> {
        let loc = self.loc();
        let (rec, mc) = if defm {
            let m = self.parse_mc_id()?;
            (self.mcs[m].rec, Some(m))
        } else {
            (self.parse_class_id()?, None)
        };
        let mut args = Vec::new();
        if self.consume(Tok::Less)? {
            args = self.parse_targ_values(cur, rec)?;
        }
        Ok(SubRef { rec, mc, args, loc })
    }

    /// Template argument values `<...>` (after the `<`), type-checked.
    fn parse_targ_values(
        &mut self,
        cur: Option<RecId>,
        args_rec: RecId,
    ) -> PResult<Vec<(ArgKey, InitId)>> {
        let mut out = Vec::new();
        let mut locs = Vec::new();
        if self.consume(Tok::Greater)? {
            return Ok(out);
        }
        let targs = self.cx.rec(args_rec).targs.clone();
        let mut named = false;
        let mut idx = 0usize;
        loop {
            if idx >= targs.len() {
                return self.tok_err(format!("Too many template arguments: {}", idx + 1));
            }
            let mut vl = self.loc();
            let hint = if named {
                None
            } else {
                self.cx.rec(args_rec).field(targs[idx]).map(|f| f.ty)
            };
            let v = self.parse_value(cur, hint, Mode::Value)?;
            if self.code() == Tok::Equal {
                let InitData::Str(n, _) = *self.cx.d(v) else {
                    return Err(err(
                        vl,
                        "The name of named argument should be a valid identifier",
                    ));
                };
                let ns = self.cx.s(n).to_string();
                let q = self.qualify(args_rec, &ns);
                let Some(ty) = self.cx.rec(args_rec).field(q).map(|f| f.ty) else {
                    return Err(err(vl, format!("Argument \"{ns}\" doesn't exist")));
                };
                self.next()?;
                vl = self.loc();
                let v = self.parse_value(cur, Some(ty), Mode::Value)?;
                if v == self.cx.unset {
                    return Err(err(
                        vl,
                        "The value of named argument should be initialized, but we got '?'",
                    ));
                }
                out.push((ArgKey::Named(q), v));
                named = true;
            } else {
                if named {
                    return Err(err(
                        vl,
                        "Positional argument should be put before named argument",
                    ));
                }
                out.push((ArgKey::Pos(idx as u32), v));
            }
            locs.push(vl);
            if self.consume(Tok::Greater)? {
                break;
            }
            if !self.consume(Tok::Comma)? {
                return self.tok_err("Expected comma before next argument");
            }
            idx += 1;
        }
        // CheckTemplateArgValues
        for (k, (key, v)) in out.iter_mut().enumerate() {
            let an = match *key {
                ArgKey::Pos(p) => targs[p as usize],
                ArgKey::Named(n) => n,
            };
            let Some(f) = self.cx.rec(args_rec).field(an) else {
                continue;
            };
            let aty = f.ty;
            if self.cx.type_of(*v).is_some() {
                match self.cx.cast_to(*v, aty) {
                    Some(c) => *v = c,
                    None => {
                        let vt = self.cx.type_of(*v).expect("typed");
                        return Err(err(
                            locs[k],
                            format!(
                                "Value specified for template argument '{}' is of type {}; expected type {}: {}",
                                self.cx.s(an),
                                self.cx.ty_str(vt),
                                self.cx.ty_str(aty),
                                self.cx.repr(*v)
                            ),
                        ));
                    }
                }
            }
        }
        Ok(out)
    }

    /// Checks argument values against a record's template arguments and returns
    /// (name, value) pairs including defaults.
    fn resolve_arguments(
        &mut self,
        rec: RecId,
        args: &[(ArgKey, InitId)],
        loc: SourceLoc,
    ) -> PResult<Vec<(StrId, InitId)>> {
        let targs = self.cx.rec(rec).targs.clone();
        let mut unsolved = targs.clone();
        let mut out = Vec::new();
        for &(k, v) in args {
            let n = match k {
                ArgKey::Pos(p) => targs[p as usize],
                ArgKey::Named(n) => n,
            };
            if !unsolved.contains(&n) {
                return Err(err(
                    loc,
                    format!(
                        "We can only specify the template argument '{}' once",
                        self.cx.s(n)
                    ),
                ));
            }
            out.push((n, v));
            unsolved.retain(|&x| x != n);
        }
        for n in unsolved {
            let d = self
                .cx
                .rec(rec)
                .field(n)
                .map(|f| f.value)
                .unwrap_or(self.cx.unset);
            if !self.cx.is_complete(d) {
                let mut e = Diagnostic::error(
                    loc,
                    format!(
                        "value not specified for template argument '{}'",
                        self.cx.s(n)
                    ),
                );
                let floc = self.cx.rec(rec).field(n).map(|f| f.loc);
                if let Some(fl) = floc {
                    e = e.with_note(Diagnostic::note(
                        fl,
                        format!("declared in '{}'", self.cx.rec_name_str(rec)),
                    ));
                }
                return Err(Box::new(e));
            }
            out.push((n, d));
        }
        Ok(out)
    }

    fn add_subclass(&mut self, rec: RecId, sc: &SubRef) -> PResult<()> {
        let scr = sc.rec;
        let fields: Vec<RecordVal> = self.cx.rec(scr).values.clone();
        for f in fields {
            if f.kind != FieldKind::TemplateArg {
                self.add_value(rec, sc.loc, f)?;
            }
        }
        let pairs = self.resolve_arguments(scr, &sc.args, sc.loc)?;
        let mut mr = MapResolver::new(Some(rec));
        for (n, v) in pairs {
            mr.set(n, v);
        }
        let (asserts, dumps) = {
            let s = self.cx.rec(scr);
            (s.asserts.clone(), s.dumps.clone())
        };
        self.cx.rec_mut(rec).asserts.extend(asserts);
        self.cx.rec_mut(rec).dumps.extend(dumps);
        let name = if self.cx.rec(rec).kind == RecKind::Class {
            let q = self.qualify(rec, "NAME");
            let t = self.cx.t_string;
            self.cx.var(q, t)
        } else {
            self.cx.rec(rec).name
        };
        let scn = self.qualify(scr, "NAME");
        mr.set(scn, name);
        self.cx.resolve_record(rec, &mut mr);
        self.check_fatal()?;
        let supers = self.cx.rec(scr).supers.clone();
        self.cx.rec_mut(rec).supers.extend(supers);
        if self.cx.rec(rec).supers.contains(&scr) {
            return Err(err(
                sc.loc,
                format!("Already subclass of '{}'!\n", self.cx.rec_name_str(scr)),
            ));
        }
        self.cx.rec_mut(rec).supers.push(scr);
        Ok(())
    }

    fn apply_let_stack_rec(&mut self, rec: RecId) -> PResult<()> {
        let mut items = Vec::new();
        for l in &self.lets {
            for lr in l {
                items.push((lr.loc, lr.name, lr.bits.clone(), lr.value));
            }
        }
        for (loc, name, bits, v) in items {
            self.set_value(rec, loc, name, &bits, v, true, true)?;
        }
        Ok(())
    }

    fn apply_let_stack_entry(&mut self, e: &Entry) -> PResult<()> {
        match e {
            Entry::Rec(r) => self.apply_let_stack_rec(*r),
            Entry::Loop(l) => {
                for x in &l.entries {
                    self.apply_let_stack_entry(x)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    // ----- def, defm, multiclass -----

    fn parse_object_name(&mut self, mc: Option<usize>) -> PResult<Option<InitId>> {
        match self.code() {
            Tok::Colon | Tok::Semi | Tok::LBrace => return Ok(None),
            _ => {}
        }
        let cur = mc.map(|m| self.mcs[m].rec);
        let st = self.cx.t_string;
        let mut name = self.parse_value(cur, Some(st), Mode::Name)?;
        if let Some(m) = mc {
            let mcr = self.mcs[m].rec;
            let q = self.qualify(mcr, "NAME");
            let mut hr = HasReference {
                name: q,
                found: false,
            };
            self.cx.resolve(name, &mut hr);
            if !hr.found {
                let v = self.cx.var(q, st);
                name = self.str_concat(v, name);
            }
        }
        Ok(Some(name))
    }

    fn str_concat(&mut self, a: InitId, b: InitId) -> InitId {
        if let (InitData::Str(x, xc), InitData::Str(y, yc)) = (self.cx.d(a), self.cx.d(b)) {
            let (xc, yc) = (*xc, *yc);
            let s = format!("{}{}", self.cx.s(*x), self.cx.s(*y));
            let id = self.cx.intern(&s);
            return self.cx.mk(InitData::Str(id, xc || yc));
        }
        let st = self.cx.t_string;
        let n = self.cx.mk(InitData::BinOp(BinOp::StrConcat, a, b, st));
        self.cx.fold(n, None, false)
    }

    fn parse_def(&mut self, mc: Option<usize>) -> PResult<()> {
        let def_loc = self.loc();
        self.next()?;
        let name_loc = if self.code() == Tok::Id {
            self.loc()
        } else {
            def_loc
        };
        let name = self.parse_object_name(mc)?;
        let rec = match name {
            None => {
                let n = self.cx.new_anon_name();
                self.cx.add_rec(Rec::new(n, def_loc, RecKind::AnonDef))
            }
            Some(n) => self.cx.add_rec(Rec::new(n, name_loc, RecKind::Def)),
        };
        self.parse_object_body(rec)?;
        self.add_entry(Entry::Rec(rec))
    }

    fn add_entry(&mut self, e: Entry) -> PResult<()> {
        if let Some(l) = self.loops.last_mut() {
            l.entries.push(e);
            return Ok(());
        }
        if let Entry::Loop(l) = &e {
            let mut substs = Vec::new();
            let fin = self.cur_mc.is_none();
            if let Some(m) = self.cur_mc {
                let mut dest = Vec::new();
                self.resolve_loop(l, &mut substs, fin, Some(&mut dest), None)?;
                self.mcs[m].entries.extend(dest);
                return Ok(());
            }
            return self.resolve_loop(l, &mut substs, fin, None, None);
        }
        if let Some(m) = self.cur_mc {
            self.mcs[m].entries.push(e);
            return Ok(());
        }
        match e {
            Entry::Assert(l, c, m) => {
                self.cx.check_assert(l, c, m);
                Ok(())
            }
            Entry::Dump(l, m) => {
                self.cx.dump_message(l, m);
                Ok(())
            }
            Entry::Rec(r) => self.add_def_one(r),
            Entry::Loop(_) => unreachable!("handled above"),
        }
    }

    fn resolve_loop(
        &mut self,
        l: &ForeachLoop,
        substs: &mut Vec<(StrId, InitId)>,
        fin: bool,
        dest: Option<&mut Vec<Entry>>,
        _loc: Option<SourceLoc>,
    ) -> PResult<()> {
        let mut mr = MapResolver::new(None);
        for &(n, v) in substs.iter() {
            mr.set(n, v);
        }
        let list = self.cx.resolve(l.list, &mut mr);
        self.check_fatal()?;
        let InitData::List(elems, _) = self.cx.d(list).clone() else {
            if !fin {
                if let Some(dest) = dest {
                    let mut nl = ForeachLoop {
                        loc: l.loc,
                        iter: l.iter,
                        list,
                        entries: Vec::new(),
                    };
                    self.resolve_entries(&l.entries, substs, fin, Some(&mut nl.entries), None)?;
                    dest.push(Entry::Loop(Box::new(nl)));
                    return Ok(());
                }
            }
            return Err(err(
                l.loc,
                format!(
                    "attempting to loop over '{}', expected a list",
                    self.cx.repr(list)
                ),
            ));
        };
        let mut dest = dest;
        for &e in elems.iter() {
            if let Some(it) = l.iter {
                substs.push((it, e));
            }
            let r = self.resolve_entries(&l.entries, substs, fin, dest.as_deref_mut(), None);
            if l.iter.is_some() {
                substs.pop();
            }
            r?;
        }
        Ok(())
    }

    fn resolve_entries(
        &mut self,
        src: &[Entry],
        substs: &mut Vec<(StrId, InitId)>,
        fin: bool,
        mut dest: Option<&mut Vec<Entry>>,
        loc: Option<SourceLoc>,
    ) -> PResult<()> {
        self.depth += 1;
        if self.depth > 200 {
            self.depth -= 1;
            let l = loc.unwrap_or(self.loc());
            return Err(err(l, "instantiation nested too deeply"));
        }
        let r = (|| {
            for e in src {
                match e {
                    Entry::Loop(l) => {
                        self.resolve_loop(l, substs, fin, dest.as_deref_mut(), loc)?;
                    }
                    Entry::Assert(l, c, m) => {
                        let mut mr = MapResolver::new(None);
                        for &(n, v) in substs.iter() {
                            mr.set(n, v);
                        }
                        let c = self.cx.resolve(*c, &mut mr);
                        let m = self.cx.resolve(*m, &mut mr);
                        match dest.as_deref_mut() {
                            Some(d) => d.push(Entry::Assert(*l, c, m)),
                            None => self.cx.check_assert(*l, c, m),
                        }
                    }
                    Entry::Dump(l, m) => {
                        let mut mr = MapResolver::new(None);
                        for &(n, v) in substs.iter() {
                            mr.set(n, v);
                        }
                        let m = self.cx.resolve(*m, &mut mr);
                        match dest.as_deref_mut() {
                            Some(d) => d.push(Entry::Dump(*l, m)),
                            None => self.cx.dump_message(*l, m),
                        }
                    }
                    Entry::Rec(r) => {
                        let mut copy = self.cx.rec(*r).clone();
                        if let Some(l) = loc {
                            copy.locs.push(l);
                        }
                        let nr = self.cx.add_rec(copy);
                        let mut mr = MapResolver::new(Some(nr));
                        for &(n, v) in substs.iter() {
                            mr.set(n, v);
                        }
                        self.cx.resolve_record(nr, &mut mr);
                        self.check_fatal()?;
                        match dest.as_deref_mut() {
                            Some(d) => d.push(Entry::Rec(nr)),
                            None => self.add_def_one(nr)?,
                        }
                    }
                }
                self.check_fatal()?;
            }
            Ok(())
        })();
        self.depth -= 1;
        r
    }

    fn add_def_one(&mut self, r: RecId) -> PResult<()> {
        let name_s = self.cx.unquoted(self.cx.rec(r).name);
        let mut new_name = None;
        let name_id = self.cx.lookup_str(&name_s);
        if let Some(prev) = name_id.and_then(|n| self.cx.defs.get(&n).copied()) {
            if self.cx.rec(r).kind != RecKind::AnonDef {
                let e = Diagnostic::error(
                    self.cx.rec(r).loc(),
                    format!("def already exists: {name_s}"),
                )
                .with_note(Diagnostic::note(
                    self.cx.rec(prev).loc(),
                    "location of previous definition",
                ));
                return Err(Box::new(e));
            }
            new_name = Some(self.cx.new_anon_name());
        }
        self.cx.resolve_final(r, new_name);
        self.check_fatal()?;
        // checkConcrete
        let vals = self.cx.rec(r).values.clone();
        for f in &vals {
            if f.kind == FieldKind::NonconcreteOk {
                continue;
            }
            let ok = if let InitData::Bits(bs) = self.cx.d(f.value) {
                bs.iter().all(|&b| {
                    let is_ref = match self.cx.d(b) {
                        InitData::VarBit(v, _) => match self.cx.d(*v) {
                            InitData::Var(n, _) => self.cx.rec(r).field(*n).is_some(),
                            _ => false,
                        },
                        InitData::Var(..) => true,
                        _ => false,
                    };
                    is_ref || self.cx.is_concrete(b)
                })
            } else {
                self.cx.is_concrete(f.value)
            };
            if !ok {
                let msg = format!(
                    "Initializer of '{}' in '{}' could not be fully resolved: {}",
                    self.cx.s(f.name),
                    self.cx.rec_name_str(r),
                    self.cx.repr(f.value)
                );
                let l = self.cx.rec(r).loc();
                self.cx.error(Some(l), msg);
            }
        }
        let name = self.cx.rec(r).name;
        let InitData::Str(ns, _) = *self.cx.d(name) else {
            return Err(err(
                self.cx.rec(r).loc(),
                format!(
                    "record name '{}' could not be fully resolved",
                    self.cx.repr(name)
                ),
            ));
        };
        if let Some(prev) = self.cx.defs.get(&ns).copied() {
            let e = Diagnostic::error(
                self.cx.rec(r).loc(),
                format!("def already exists: {}", self.cx.s(ns)),
            )
            .with_note(Diagnostic::note(
                self.cx.rec(prev).loc(),
                "location of previous definition",
            ));
            return Err(Box::new(e));
        }
        self.cx.check_assertions(r);
        self.cx.run_dumps(r);
        self.check_fatal()?;
        let di = self.cx.def_init(r);
        // Add to defsets (the type needs the record's supers, known now).
        if !self.defsets.is_empty() {
            let dt = self.cx.rec_type(r);
            for k in 0..self.defsets.len() {
                let et = self.defsets[k].elt_ty;
                if !self.cx.type_is_a(dt, et) {
                    let e = Diagnostic::error(
                        self.cx.rec(r).loc(),
                        format!(
                            "adding record of incompatible type '{}' to defset",
                            self.cx.ty_str(dt)
                        ),
                    )
                    .with_note(Diagnostic::note(
                        self.defsets[k].loc,
                        "location of defset declaration",
                    ));
                    return Err(Box::new(e));
                }
                self.defsets[k].elems.push(di);
            }
        }
        self.cx.defs.insert(ns, r);
        Ok(())
    }

    fn parse_defm(&mut self, mc: Option<usize>) -> PResult<()> {
        let loc = self.loc();
        self.next()?;
        let defm_name = match self.parse_object_name(mc)? {
            Some(n) => n,
            None => {
                let n = self.cx.new_anon_name();
                if let Some(m) = mc {
                    let mcr = self.mcs[m].rec;
                    let q = self.qualify(mcr, "NAME");
                    let st = self.cx.t_string;
                    let v = self.cx.var(q, st);
                    let b = self.cx.mk(InitData::BinOp(BinOp::StrConcat, v, n, st));
                    self.cx.fold(b, None, false)
                } else {
                    n
                }
            }
        };
        if self.code() != Tok::Colon {
            return self.tok_err("expected ':' after defm identifier");
        }
        let _ = loc;
        let mut new_entries: Vec<Entry> = Vec::new();
        let mut inherit_class = false;
        self.next()?;
        let mut sub_loc = self.loc();
        let mut sref = self.parse_subclass_ref(None, true)?;
        loop {
            let m = sref.mc.expect("defm reference is a multiclass");
            let mcr = self.mcs[m].rec;
            let mut substs = Vec::new();
            let q = self.qualify(mcr, "NAME");
            substs.push((q, defm_name));
            for p in self.resolve_arguments(mcr, &sref.args, sub_loc)? {
                substs.push(p);
            }
            let entries = self.mcs[m].entries.clone();
            let fin = mc.is_none() && self.loops.is_empty();
            self.resolve_entries(
                &entries,
                &mut substs,
                fin,
                Some(&mut new_entries),
                Some(sub_loc),
            )?;
            if !self.consume(Tok::Comma)? {
                break;
            }
            if self.code() != Tok::Id {
                return self.tok_err("expected identifier");
            }
            sub_loc = self.loc();
            let n = self.cx.intern(&self.tok.text);
            inherit_class = self.cx.classes.contains_key(&n);
            if inherit_class {
                break;
            }
            sref = self.parse_subclass_ref(None, true)?;
        }
        if inherit_class {
            loop {
                let sc = self.parse_subclass_ref(None, false)?;
                for e in &new_entries {
                    self.add_subclass_entry(e, &sc)?;
                }
                if !self.consume(Tok::Comma)? {
                    break;
                }
            }
        }
        for e in new_entries {
            self.apply_let_stack_entry(&e)?;
            self.add_entry(e)?;
        }
        if !self.consume(Tok::Semi)? {
            return self.tok_err("expected ';' at end of defm");
        }
        Ok(())
    }

    fn add_subclass_entry(&mut self, e: &Entry, sc: &SubRef) -> PResult<()> {
        match e {
            Entry::Rec(r) => self.add_subclass(*r, sc),
            Entry::Loop(l) => {
                for x in &l.entries {
                    self.add_subclass_entry(x, sc)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    fn parse_multiclass(&mut self) -> PResult<()> {
        self.next()?;
        if self.code() != Tok::Id {
            return self.tok_err("expected identifier after multiclass for name");
        }
        let n = self.cx.intern(&self.tok.text);
        if self.mc_names.contains_key(&n) {
            return self.tok_err(format!("multiclass '{}' already defined", self.tok.text));
        }
        let name = self.cx.str_id_init(n, false);
        let rec = self
            .cx
            .add_rec(Rec::new(name, self.loc(), RecKind::MultiClass));
        let m = self.mcs.len();
        self.mcs.push(MultiClass {
            rec,
            entries: Vec::new(),
        });
        self.mc_names.insert(n, m);
        self.cur_mc = Some(m);
        self.next()?;
        self.push_scope(ScopeKind::MultiClass(m));
        if self.code() == Tok::Less {
            self.parse_template_args(None)?;
        }
        let mut inherits = false;
        if self.consume(Tok::Colon)? {
            inherits = true;
            loop {
                let sref = self.parse_subclass_ref(Some(rec), true)?;
                let sm = sref.mc.expect("multiclass reference");
                let smr = self.mcs[sm].rec;
                let mut substs = Vec::new();
                let q = self.qualify(smr, "NAME");
                let mq = self.qualify(rec, "NAME");
                let st = self.cx.t_string;
                let v = self.cx.var(mq, st);
                substs.push((q, v));
                for p in self.resolve_arguments(smr, &sref.args, sref.loc)? {
                    substs.push(p);
                }
                let entries = self.mcs[sm].entries.clone();
                let mut dest = Vec::new();
                self.resolve_entries(&entries, &mut substs, false, Some(&mut dest), None)?;
                self.mcs[m].entries.extend(dest);
                if !self.consume(Tok::Comma)? {
                    break;
                }
            }
        }
        if self.code() != Tok::LBrace {
            if !inherits {
                return self.tok_err("expected '{' in multiclass definition");
            }
            if !self.consume(Tok::Semi)? {
                return self.tok_err("expected ';' in multiclass definition");
            }
        } else {
            if self.next()? == Tok::RBrace {
                return self.tok_err("multiclass must contain at least one def");
            }
            while self.code() != Tok::RBrace {
                match self.code() {
                    Tok::Kw(
                        Kw::Assert
                        | Kw::Def
                        | Kw::Defm
                        | Kw::Defvar
                        | Kw::Dump
                        | Kw::Foreach
                        | Kw::If
                        | Kw::Let,
                    ) => {
                        self.parse_object(Some(m))?;
                        self.check_fatal()?;
                    }
                    _ => {
                        return self.tok_err("expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', 'if', or 'let' in multiclass body")
                    }
                }
            }
            self.next()?;
            if self.code() == Tok::Semi {
                return self.tok_err("A multiclass body should not end with a semicolon");
            }
        }
        self.pop_scope();
        self.cur_mc = None;
        Ok(())
    }

    // ----- let, foreach, if, defvar, defset, deftype, assert, dump -----

    fn parse_top_let(&mut self, mc: Option<usize>) -> PResult<()> {
        self.next()?;
        let mut list = Vec::new();
        loop {
            if self.code() != Tok::Id {
                return self.tok_err("expected identifier in let expression");
            }
            let name = self.cx.intern(&self.tok.text);
            let nl = self.loc();
            self.next()?;
            let mut bits = Vec::new();
            if self.consume(Tok::Less)? {
                bits = self.parse_range_list()?;
                if !self.consume(Tok::Greater)? {
                    return self.tok_err("expected '>' at end of range list");
                }
            }
            bits.reverse();
            if !self.consume(Tok::Equal)? {
                return self.tok_err("expected '=' in let expression");
            }
            let v = self.parse_value(None, None, Mode::Value)?;
            list.push(LetRecord {
                name,
                bits,
                value: v,
                loc: nl,
            });
            if !self.consume(Tok::Comma)? {
                break;
            }
        }
        self.lets.push(list);
        if !self.consume(Tok::Kw(Kw::In))? {
            return self.tok_err("expected 'in' at end of top-level 'let'");
        }
        if self.code() != Tok::LBrace {
            self.parse_object(mc)?;
        } else {
            self.next()?;
            self.push_scope(ScopeKind::Local);
            self.parse_object_list(mc)?;
            if !self.consume(Tok::RBrace)? {
                return self.tok_err("expected '}' at end of top level let command");
            }
            self.pop_scope();
        }
        self.lets.pop();
        Ok(())
    }

    fn parse_foreach(&mut self, mc: Option<usize>) -> PResult<()> {
        let loc = self.loc();
        self.next()?;
        if self.code() != Tok::Id {
            return self.tok_err("Expected identifier in foreach declaration");
        }
        let name = self.cx.intern(&self.tok.text);
        self.next()?;
        if !self.consume(Tok::Equal)? {
            return self.tok_err("Expected '=' in foreach declaration");
        }
        let (list, ity);
        let mut ranges = Vec::new();
        if self.code() == Tok::LBrace {
            self.next()?;
            ranges = self.parse_range_list()?;
            if !self.consume(Tok::RBrace)? {
                return self.tok_err("expected '}' at end of bit range list");
            }
            list = None;
            ity = None;
        } else {
            let vl = self.loc();
            let v = self.parse_value(None, None, Mode::Value)?;
            match self.cx.type_of(v) {
                Some(t) if matches!(self.cx.tyd(t), TyData::List(_)) => {
                    let TyData::List(e) = *self.cx.tyd(t) else {
                        unreachable!("checked")
                    };
                    list = Some(v);
                    ity = Some(e);
                }
                Some(_) => {
                    self.parse_range_piece(&mut ranges, Some(v))?;
                    list = None;
                    ity = None;
                }
                None => {
                    return Err(err(
                        vl,
                        format!("expected a list, got '{}'", self.cx.repr(v)),
                    ))
                }
            }
        }
        let (list, ity) = match list {
            Some(l) => (l, ity.expect("type with list")),
            None => {
                let ti = self.cx.t_int;
                let vals: Vec<InitId> = ranges.iter().map(|&r| self.cx.int(r as i64)).collect();
                (self.cx.list(vals, ti), ti)
            }
        };
        if !self.consume(Tok::Kw(Kw::In))? {
            return self.tok_err("Unknown tok");
        }
        let iv = self.cx.var(name, ity);
        self.push_scope(ScopeKind::Loop(Some((name, iv))));
        self.loops.push(ForeachLoop {
            loc,
            iter: Some(name),
            list,
            entries: Vec::new(),
        });
        if self.code() != Tok::LBrace {
            self.parse_object(mc)?;
        } else {
            self.next()?;
            self.parse_object_list(mc)?;
            if !self.consume(Tok::RBrace)? {
                return self.tok_err("expected '}' at end of foreach command");
            }
        }
        self.pop_scope();
        let l = self.loops.pop().expect("loop pushed above");
        self.add_entry(Entry::Loop(Box::new(l)))
    }

    fn parse_if(&mut self, mc: Option<usize>) -> PResult<()> {
        let loc = self.loc();
        self.next()?;
        let cond = self.parse_value(None, None, Mode::Value)?;
        if !self.consume(Tok::Kw(Kw::Then))? {
            return self.tok_err("Unknown tok");
        }
        let bt = self.cx.t_bit;
        let empty = self.cx.list(vec![], bt);
        let b1 = self.cx.bit1;
        let single = self.cx.list(vec![b1], bt);
        let blt = self.cx.list_ty(bt);
        let then_l = self
            .cx
            .mk(InitData::TernOp(TernOp::If, cond, single, empty, blt));
        let then_l = self.cx.fold(then_l, None, false);
        self.loops.push(ForeachLoop {
            loc,
            iter: None,
            list: then_l,
            entries: Vec::new(),
        });
        self.push_scope(ScopeKind::Loop(None));
        self.parse_if_body(mc, "then")?;
        self.pop_scope();
        let l = self.loops.pop().expect("loop pushed above");
        self.add_entry(Entry::Loop(Box::new(l)))?;
        if self.consume(Tok::Kw(Kw::Else))? {
            let else_l = self
                .cx
                .mk(InitData::TernOp(TernOp::If, cond, empty, single, blt));
            let else_l = self.cx.fold(else_l, None, false);
            self.loops.push(ForeachLoop {
                loc,
                iter: None,
                list: else_l,
                entries: Vec::new(),
            });
            self.push_scope(ScopeKind::Loop(None));
            self.parse_if_body(mc, "else")?;
            self.pop_scope();
            let l = self.loops.pop().expect("loop pushed above");
            self.add_entry(Entry::Loop(Box::new(l)))?;
        }
        Ok(())
    }

    fn parse_if_body(&mut self, mc: Option<usize>, kind: &str) -> PResult<()> {
        self.push_scope(ScopeKind::Local);
        if self.code() != Tok::LBrace {
            self.parse_object(mc)?;
        } else {
            self.next()?;
            self.parse_object_list(mc)?;
            if !self.consume(Tok::RBrace)? {
                return self.tok_err(format!("expected '}}' at end of '{kind}' clause"));
            }
        }
        self.pop_scope();
        Ok(())
    }

    fn parse_defvar(&mut self, cur: Option<RecId>) -> PResult<()> {
        self.next()?;
        if self.code() != Tok::Id {
            return self.tok_err("expected identifier");
        }
        let n = self.cx.intern(&self.tok.text);
        let dl = self.loc();
        if self.var_already_defined(n) {
            return self.tok_err("local variable of this name already exists");
        }
        if let Some(r) = cur {
            if let Some(f) = self.cx.rec(r).field(n) {
                if f.kind != FieldKind::TemplateArg {
                    return Err(err(dl, "field of this name already exists"));
                }
            }
        }
        let outermost = self.scopes.len() == 1;
        if outermost && (self.cx.defs.contains_key(&n) || self.cx.globals.contains_key(&n)) {
            return Err(err(
                dl,
                "def or global variable of this name already exists",
            ));
        }
        if self.next()? != Tok::Equal {
            return self.tok_err("expected '='");
        }
        self.next()?;
        let v = self.parse_value(cur, None, Mode::Value)?;
        if !self.consume(Tok::Semi)? {
            return self.tok_err("expected ';'");
        }
        if !outermost {
            self.scopes.last_mut().expect("a scope").vars.insert(n, v);
        } else {
            self.cx.globals.insert(n, v);
        }
        Ok(())
    }

    fn parse_defset(&mut self) -> PResult<()> {
        self.next()?;
        let loc = self.loc();
        let t = self.parse_type()?;
        let TyData::List(et) = *self.cx.tyd(t) else {
            return Err(err(loc, "expected list type"));
        };
        if self.code() != Tok::Id {
            return self.tok_err("expected identifier");
        }
        let n = self.cx.intern(&self.tok.text);
        if self.cx.defs.contains_key(&n) || self.cx.globals.contains_key(&n) {
            return self.tok_err("def or global variable of this name already exists");
        }
        if self.next()? != Tok::Equal {
            return self.tok_err("expected '='");
        }
        if self.next()? != Tok::LBrace {
            return self.tok_err("expected '{'");
        }
        self.next()?;
        self.defsets.push(Defset {
            loc,
            elt_ty: et,
            elems: Vec::new(),
        });
        let r = self.parse_object_list(None);
        let ds = self.defsets.pop().expect("defset pushed");
        r?;
        if !self.consume(Tok::RBrace)? {
            return self.tok_err("expected '}' at end of defset");
        }
        let l = self.cx.list(ds.elems, et);
        self.cx.globals.insert(n, l);
        Ok(())
    }

    fn parse_deftype(&mut self) -> PResult<()> {
        self.next()?;
        if self.code() != Tok::Id {
            return self.tok_err("expected identifier");
        }
        let n = self.cx.intern(&self.tok.text);
        if self.cx.classes.contains_key(&n) {
            return self.tok_err(format!(
                "type of this name '{}' already exists",
                self.tok.text
            ));
        }
        if self.aliases.contains_key(&n) {
            return self.tok_err(format!(
                "type of this name '{}' already exists",
                self.tok.text
            ));
        }
        self.next()?;
        if !self.consume(Tok::Equal)? {
            return self.tok_err("expected '='");
        }
        let l = self.loc();
        let t = self.parse_type()?;
        if matches!(self.cx.tyd(t), TyData::Record(_)) {
            return Err(err(l, "cannot define type alias for class type"));
        }
        self.aliases.insert(n, t);
        if !self.consume(Tok::Semi)? {
            return self.tok_err("expected ';'");
        }
        Ok(())
    }

    fn parse_assert(&mut self, cur: Option<RecId>) -> PResult<()> {
        self.next()?;
        let cl = self.loc();
        let c = self.parse_value(cur, None, Mode::Value)?;
        if !self.consume(Tok::Comma)? {
            return self.tok_err("expected ',' in assert statement");
        }
        let m = self.parse_value(cur, None, Mode::Value)?;
        if !self.consume(Tok::Semi)? {
            return self.tok_err("expected ';'");
        }
        match cur {
            Some(r) => {
                self.cx.rec_mut(r).asserts.push((cl, c, m));
                Ok(())
            }
            None => self.add_entry(Entry::Assert(cl, c, m)),
        }
    }

    fn parse_dump(&mut self, cur: Option<RecId>) -> PResult<()> {
        let l = self.loc();
        self.next()?;
        let mut m = self.parse_value(cur, None, Mode::Value)?;
        if !self.consume(Tok::Semi)? {
            return self.tok_err("expected ';'");
        }
        if let Some(t) = self.cx.type_of(m) {
            if t != self.cx.t_string {
                let st = self.cx.t_string;
                let u = self.cx.mk(InitData::UnOp(UnOp::Repr, m, st));
                m = self.cx.fold(u, cur, false);
            }
        }
        match cur {
            Some(r) => {
                self.cx.rec_mut(r).dumps.push((l, m));
                Ok(())
            }
            None => self.add_entry(Entry::Dump(l, m)),
        }
    }

    // ----- values -----

    fn parse_value(
        &mut self,
        cur: Option<RecId>,
        item: Option<TyId>,
        mode: Mode,
    ) -> PResult<InitId> {
        self.depth += 1;
        if self.depth > 400 {
            self.depth -= 1;
            return self.tok_err("expression nested too deeply");
        }
        let r = self.parse_value_inner(cur, item, mode);
        self.depth -= 1;
        let v = r?;
        self.check_fatal()?;
        Ok(v)
    }

    fn parse_value_inner(
        &mut self,
        cur: Option<RecId>,
        item: Option<TyId>,
        mode: Mode,
    ) -> PResult<InitId> {
        let lhs_loc = self.loc();
        let mut result = self.parse_simple_value(cur, item, mode)?;
        loop {
            match self.code() {
                Tok::LBrace => {
                    if mode == Mode::Name {
                        return Ok(result);
                    }
                    let cl = self.loc();
                    self.next()?;
                    let mut ranges = self.parse_range_list()?;
                    ranges.reverse();
                    result = match self.bit_range(result, &ranges) {
                        Some(r) => r,
                        None => return Err(err(cl, "Invalid bit range for value")),
                    };
                    if !self.consume(Tok::RBrace)? {
                        return self.tok_err("expected '}' at end of bit range list");
                    }
                }
                Tok::LSquare => {
                    let Some(lt) = self.cx.type_of(result) else {
                        return Err(err(lhs_loc, "Invalid value, list expected"));
                    };
                    let TyData::List(et) = *self.cx.tyd(lt) else {
                        return Err(err(
                            lhs_loc,
                            format!("Type '{}' is invalid, list expected", self.cx.ty_str(lt)),
                        ));
                    };
                    self.next()?;
                    let rhs = self.parse_slice_elements(cur, true)?;
                    let rt = self.cx.type_of(rhs).expect("slice is typed");
                    result = if matches!(self.cx.tyd(rt), TyData::List(_)) {
                        let n = self
                            .cx
                            .mk(InitData::BinOp(BinOp::ListSlice, result, rhs, lt));
                        self.cx.fold(n, cur, false)
                    } else {
                        let n = self
                            .cx
                            .mk(InitData::BinOp(BinOp::ListElem, result, rhs, et));
                        self.cx.fold(n, cur, false)
                    };
                    if !self.consume(Tok::RSquare)? {
                        return self.tok_err("expected ']' at end of list slice");
                    }
                }
                Tok::Dot => {
                    if self.next()? != Tok::Id {
                        return self.tok_err("expected field identifier after '.'");
                    }
                    let f = self.cx.intern(&self.tok.text);
                    if self.cx.field_type(result, f).is_none() {
                        return self.tok_err(format!(
                            "Cannot access field '{}' of value '{}'",
                            self.tok.text,
                            self.cx.repr(result)
                        ));
                    }
                    let n = self.cx.mk(InitData::Field(result, f));
                    result = self.cx.fold(n, cur, false);
                    self.next()?;
                }
                Tok::Paste => {
                    let pl = self.loc();
                    let Some(lt) = self.cx.type_of(result) else {
                        return Err(err(pl, "LHS of paste is not typed!"));
                    };
                    if matches!(self.cx.tyd(lt), TyData::List(_)) {
                        self.next()?;
                        match self.code() {
                            Tok::Colon | Tok::Semi | Tok::LBrace => {}
                            _ => {
                                let rhs = self.parse_value(cur, item, Mode::Value)?;
                                let n =
                                    self.cx
                                        .mk(InitData::BinOp(BinOp::ListConcat, result, rhs, lt));
                                result = self.cx.fold(n, None, false);
                            }
                        }
                        continue;
                    }
                    let st = self.cx.t_string;
                    let mut lhs = result;
                    if lt != st {
                        let c = self.cx.mk(InitData::UnOp(UnOp::Cast, lhs, st));
                        let c = self.cx.fold(c, cur, false);
                        if self.cx.type_of(c).is_none() {
                            return Err(err(
                                pl,
                                format!("can't cast '{}' to string", self.cx.repr(lhs)),
                            ));
                        }
                        lhs = c;
                    }
                    self.next()?;
                    let rhs = match self.code() {
                        Tok::Colon | Tok::Semi | Tok::LBrace => self.cx.str_init(""),
                        _ => {
                            let r = self.parse_value(cur, None, Mode::Name)?;
                            let Some(rt) = self.cx.type_of(r) else {
                                return Err(err(pl, "RHS of paste is not typed!"));
                            };
                            if rt != st {
                                let c = self.cx.mk(InitData::UnOp(UnOp::Cast, r, st));
                                self.cx.fold(c, cur, false)
                            } else {
                                r
                            }
                        }
                    };
                    result = self.str_concat(lhs, rhs);
                }
                _ => return Ok(result),
            }
        }
    }

    fn bit_range(&mut self, v: InitId, bits: &[u32]) -> Option<InitId> {
        match self.cx.d(v).clone() {
            InitData::Bits(b) => {
                let mut out = Vec::with_capacity(bits.len());
                for &k in bits {
                    out.push(*b.get(k as usize)?);
                }
                Some(self.cx.bits(out))
            }
            InitData::Int(x) => {
                let mut out = Vec::with_capacity(bits.len());
                for &k in bits {
                    if k >= 64 {
                        return None;
                    }
                    out.push(self.cx.bit((x >> k) & 1 != 0));
                }
                Some(self.cx.bits(out))
            }
            InitData::Unset | InitData::Bit(_) => None,
            _ => {
                let t = self.cx.type_of(v)?;
                let TyData::Bits(n) = *self.cx.tyd(t) else {
                    return None;
                };
                let mut out = Vec::with_capacity(bits.len());
                for &k in bits {
                    if k >= n {
                        return None;
                    }
                    out.push(self.cx.mk(InitData::VarBit(v, k)));
                }
                Some(self.cx.bits(out))
            }
        }
    }

    fn parse_slice_element(&mut self, cur: Option<RecId>) -> PResult<InitId> {
        let ll = self.loc();
        let lhs = self.parse_value(cur, None, Mode::Value)?;
        let Some(lt) = self.cx.type_of(lhs) else {
            return Err(err(ll, "expected int or list<int> in slice"));
        };
        let rhs = match self.code() {
            Tok::DotDotDot | Tok::Minus => {
                self.next()?;
                let rl = self.loc();
                let r = self.parse_value(cur, None, Mode::Value)?;
                let rt = self.cx.type_of(r);
                if rt != Some(self.cx.t_int) {
                    return Err(err(
                        rl,
                        format!(
                            "expected int...int, got {}",
                            rt.map(|t| self.cx.ty_str(t)).unwrap_or("?".into())
                        ),
                    ));
                }
                r
            }
            Tok::Int => {
                let i = self.tok.int.wrapping_neg();
                if i < 0 {
                    return self.tok_err("invalid range, cannot be negative");
                }
                self.next()?;
                self.cx.int(i)
            }
            _ => return Ok(lhs),
        };
        if lt != self.cx.t_int {
            return Err(err(
                ll,
                format!("expected int...int, got {}", self.cx.ty_str(lt)),
            ));
        }
        let ti = self.cx.t_int;
        let lti = self.cx.list_ty(ti);
        let n = self.cx.mk(InitData::BinOp(BinOp::RangeC, lhs, rhs, lti));
        Ok(self.cx.fold(n, cur, false))
    }

    fn parse_slice_elements(&mut self, cur: Option<RecId>, mut single: bool) -> PResult<InitId> {
        let mut elems: Vec<InitId> = Vec::new();
        let mut slices: Vec<InitId> = Vec::new();
        let ti = self.cx.t_int;
        let lti = self.cx.list_ty(ti);
        let mut curv;
        loop {
            let ll = self.loc();
            curv = Some(self.parse_slice_element(cur)?);
            let cv = curv.expect("just set");
            let ct = self.cx.type_of(cv).expect("typed slice element");
            if let TyData::List(e) = *self.cx.tyd(ct) {
                if e != ti {
                    return Err(err(
                        ll,
                        format!("expected list<int>, got {}", self.cx.ty_str(ct)),
                    ));
                }
                if !elems.is_empty() {
                    let l = self.cx.list(std::mem::take(&mut elems), ti);
                    slices.push(l);
                }
                slices.push(cv);
                single = false;
                curv = None;
            } else if ct != ti {
                return Err(err(
                    ll,
                    format!("unhandled type {} in range", self.cx.ty_str(ct)),
                ));
            }
            if self.code() != Tok::Comma {
                break;
            }
            self.next()?;
            single = false;
            if let Some(c) = curv.take() {
                elems.push(c);
            }
            if self.code() == Tok::RSquare {
                break;
            }
        }
        if let Some(c) = curv {
            if single {
                return Ok(c);
            }
            elems.push(c);
        }
        if !elems.is_empty() {
            let l = self.cx.list(elems, ti);
            slices.push(l);
        }
        let mut result: Option<InitId> = None;
        for s in slices {
            result = Some(match result {
                None => s,
                Some(r) => {
                    let n = self.cx.mk(InitData::BinOp(BinOp::ListConcat, r, s, lti));
                    self.cx.fold(n, None, false)
                }
            });
        }
        match result {
            Some(r) => Ok(r),
            None => self.tok_err("expected slice elements"),
        }
    }

    fn parse_id_value(
        &mut self,
        cur: Option<RecId>,
        name: StrId,
        loc: SourceLoc,
        mode: Mode,
    ) -> PResult<InitId> {
        if let Some(v) = self.get_var(name) {
            return Ok(v);
        }
        if mode == Mode::Name {
            return Ok(self.cx.str_id_init(name, false));
        }
        if let Some(&d) = self.cx.defs.get(&name) {
            return Ok(self.cx.def_init(d));
        }
        if let Some(&g) = self.cx.globals.get(&name) {
            return Ok(g);
        }
        if let Some(r) = cur {
            let rr = self.cx.rec(r);
            if rr.kind != RecKind::Class && self.cur_mc.is_none() {
                if let InitData::Str(n, _) = self.cx.d(rr.name) {
                    if *n == name {
                        let t = self.cx.rec_type(r);
                        let s = self.cx.str_id_init(name, false);
                        return Ok(self.cx.mk(InitData::UnOp(UnOp::Cast, s, t)));
                    }
                }
            }
        }
        Err(err(
            loc,
            format!("Variable not defined: '{}'", self.cx.s(name)),
        ))
    }

    fn parse_simple_value(
        &mut self,
        cur: Option<RecId>,
        item: Option<TyId>,
        mode: Mode,
    ) -> PResult<InitId> {
        let loc = self.loc();
        match self.code() {
            Tok::Int => {
                let v = self.tok.int;
                self.next()?;
                Ok(self.cx.int(v))
            }
            Tok::BinInt => {
                let v = self.tok.int;
                let w = self.tok.bin_width;
                let bits: Vec<InitId> = (0..w)
                    .map(|k| self.cx.bit(k < 64 && (v >> k) & 1 != 0))
                    .collect();
                self.next()?;
                Ok(self.cx.bits(bits))
            }
            Tok::Kw(Kw::True) => {
                self.next()?;
                Ok(self.cx.int(1))
            }
            Tok::Kw(Kw::False) => {
                self.next()?;
                Ok(self.cx.int(0))
            }
            Tok::Str => {
                let mut s = std::mem::take(&mut self.tok.text);
                self.next()?;
                while self.code() == Tok::Str {
                    s.push_str(&self.tok.text);
                    self.next()?;
                }
                Ok(self.cx.str_init(&s))
            }
            Tok::Code => {
                let s = self.cx.intern(&self.tok.text);
                self.next()?;
                Ok(self.cx.str_id_init(s, true))
            }
            Tok::Question => {
                self.next()?;
                Ok(self.cx.unset)
            }
            Tok::Id => {
                let name = self.cx.intern(&self.tok.text);
                let next = self.next()?;
                if next == Tok::Equal {
                    return Ok(self.cx.str_id_init(name, false));
                }
                if next != Tok::Less {
                    return self.parse_id_value(cur, name, loc, mode);
                }
                let Some(&class) = self.cx.classes.get(&name) else {
                    return Err(err(
                        loc,
                        format!("Expected a class name, got '{}'", self.cx.s(name)),
                    ));
                };
                self.next()?;
                let args = self.parse_targ_values(cur, class)?;
                self.resolve_arguments(class, &args, loc)?;
                let vd = self.cx.mk(InitData::VarDef(class, args.into_boxed_slice()));
                self.cx.vardef_locs.entry(vd).or_insert(loc);
                Ok(self.cx.fold(vd, cur, false))
            }
            Tok::LBrace => {
                self.next()?;
                let mut vals = Vec::new();
                if self.code() != Tok::RBrace {
                    vals = self.parse_value_list(cur, None)?;
                }
                if !self.consume(Tok::RBrace)? {
                    return self.tok_err("expected '}' at end of bit list value");
                }
                let mut nb = Vec::new();
                let bt = self.cx.t_bit;
                for (k, &v) in vals.iter().enumerate() {
                    if let InitData::Bits(b) = self.cx.d(v) {
                        nb.extend(b.iter().rev().copied());
                        continue;
                    }
                    if let InitData::Var(_, t) = *self.cx.d(v) {
                        if let TyData::Bits(n) = *self.cx.tyd(t) {
                            for j in (0..n).rev() {
                                nb.push(self.cx.get_bit(v, j));
                            }
                            continue;
                        }
                    }
                    match self.cx.cast_to(v, bt) {
                        Some(b) => nb.push(b),
                        None => {
                            return Err(err(
                                loc,
                                format!(
                                    "Element #{} ({}) is not convertable to a bit",
                                    k,
                                    self.cx.repr(v)
                                ),
                            ))
                        }
                    }
                }
                nb.reverse();
                Ok(self.cx.bits(nb))
            }
            Tok::LSquare => {
                self.next()?;
                let mut given_list = None;
                if let Some(it) = item {
                    match *self.cx.tyd(it) {
                        TyData::List(e) => given_list = Some(e),
                        _ => {
                            return self.tok_err(format!(
                                "Encountered a list when expecting a {}",
                                self.cx.ty_str(it)
                            ))
                        }
                    }
                }
                let mut vals = Vec::new();
                if self.code() != Tok::RSquare {
                    vals = self.parse_value_list(cur, given_list)?;
                }
                if !self.consume(Tok::RSquare)? {
                    return self.tok_err("expected ']' at end of list value");
                }
                let mut given_elt = None;
                if self.consume(Tok::Less)? {
                    given_elt = Some(self.parse_type()?);
                    if !self.consume(Tok::Greater)? {
                        return self.tok_err("expected '>' at end of list element type");
                    }
                }
                let mut elt: Option<TyId> = None;
                for &v in &vals {
                    if let Some(t) = self.cx.type_of(v) {
                        elt = match elt {
                            None => Some(t),
                            Some(e) => match self.cx.resolve_types(e, t) {
                                Some(x) => Some(x),
                                None => return self.tok_err("Incompatible types in list elements"),
                            },
                        };
                    }
                }
                if let Some(g) = given_elt {
                    if let Some(e) = elt {
                        if !self.cx.convertible(e, g) {
                            return self.tok_err("Incompatible types in list elements");
                        }
                    }
                    elt = Some(g);
                }
                let deduced = match elt {
                    None => match given_list {
                        Some(g) => g,
                        None => return self.tok_err("No type for list"),
                    },
                    Some(e) => {
                        if let Some(g) = given_list {
                            if !self.cx.convertible(e, g) {
                                return self.tok_err(format!(
                                    "Element type mismatch for list: element type '{}' not convertible to '{}",
                                    self.cx.ty_str(e),
                                    self.cx.ty_str(g)
                                ));
                            }
                        }
                        e
                    }
                };
                Ok(self.cx.list(vals, deduced))
            }
            Tok::LParen => {
                self.next()?;
                let op = self.parse_value(cur, None, Mode::Value)?;
                let mut op_name = None;
                if self.consume(Tok::Colon)? {
                    if self.code() != Tok::VarName {
                        return self.tok_err("expected variable name in dag operator");
                    }
                    op_name = Some(self.cx.intern(&self.tok.text));
                    self.next()?;
                }
                let mut args = Vec::new();
                if self.code() != Tok::RParen {
                    loop {
                        if self.code() == Tok::VarName {
                            let n = self.cx.intern(&self.tok.text);
                            args.push((self.cx.unset, Some(n)));
                            self.next()?;
                        } else {
                            let v = self.parse_value(cur, None, Mode::Value)?;
                            let mut n = None;
                            if self.code() == Tok::Colon {
                                if self.next()? != Tok::VarName {
                                    return self.tok_err("expected variable name in dag literal");
                                }
                                n = Some(self.cx.intern(&self.tok.text));
                                self.next()?;
                            }
                            args.push((v, n));
                        }
                        if !self.consume(Tok::Comma)? {
                            break;
                        }
                    }
                }
                if !self.consume(Tok::RParen)? {
                    return self.tok_err("expected ')' in dag init");
                }
                Ok(self
                    .cx
                    .mk(InitData::Dag(op, op_name, args.into_boxed_slice())))
            }
            Tok::Bang(b) => self.parse_operation(cur, item, b),
            _ => self.tok_err("Unknown or reserved token when parsing a value"),
        }
    }

    fn parse_value_list(&mut self, cur: Option<RecId>, elt: Option<TyId>) -> PResult<Vec<InitId>> {
        let mut out = vec![self.parse_value(cur, elt, Mode::Value)?];
        while self.consume(Tok::Comma)? {
            if self.code() == Tok::RSquare {
                break;
            }
            out.push(self.parse_value(cur, elt, Mode::Value)?);
        }
        Ok(out)
    }

    fn parse_operator_type(&mut self) -> PResult<TyId> {
        if !self.consume(Tok::Less)? {
            return self.tok_err("expected type name for operator");
        }
        if self.code() == Tok::Kw(Kw::Code) {
            return self.tok_err("the 'code' type is not allowed in bang operators; use 'string'");
        }
        let t = self.parse_type()?;
        if !self.consume(Tok::Greater)? {
            return self.tok_err("expected type name for operator");
        }
        Ok(t)
    }

    fn expect(&mut self, k: Tok, msg: &str) -> PResult<()> {
        if !self.consume(k)? {
            return self.tok_err(msg.to_string());
        }
        Ok(())
    }

    fn typed_or_err(&mut self, v: InitId, loc: SourceLoc) -> PResult<TyId> {
        match self.cx.type_of(v) {
            Some(t) => Ok(t),
            None => Err(err(
                loc,
                format!(
                    "expected value to be a typed value, got '{}'",
                    self.cx.repr(v)
                ),
            )),
        }
    }

    fn value_type(&mut self, v: InitId) -> Option<TyId> {
        self.cx.type_of(v)
    }

    #[allow(clippy::collapsible_match)]
    fn parse_operation(
        &mut self,
        cur: Option<RecId>,
        item: Option<TyId>,
        b: Bang,
    ) -> PResult<InitId> {
        let op_loc = self.loc();
        use Bang as B;
        let st = self.cx.t_string;
        let ti = self.cx.t_int;
        let tb = self.cx.t_bit;
        let td = self.cx.t_dag;
        match b {
            B::Head
            | B::Tail
            | B::Size
            | B::Empty
            | B::Cast
            | B::Repr
            | B::GetDagOp
            | B::GetDagOpName
            | B::ListFlatten
            | B::LogTwo
            | B::Not
            | B::ToLower
            | B::ToUpper
            | B::Initialized => {
                self.next()?;
                let (op, mut ty) = match b {
                    B::Cast => {
                        let t = self.parse_operator_type()?;
                        (UnOp::Cast, Some(t))
                    }
                    B::Repr => (UnOp::Repr, Some(st)),
                    B::ToLower => (UnOp::ToLower, Some(st)),
                    B::ToUpper => (UnOp::ToUpper, Some(st)),
                    B::Not => (UnOp::Not, Some(ti)),
                    B::LogTwo => (UnOp::LogTwo, Some(ti)),
                    B::Head => (UnOp::Head, None),
                    B::Tail => (UnOp::Tail, None),
                    B::Size => (UnOp::Size, Some(ti)),
                    B::Empty => (UnOp::Empty, Some(ti)),
                    B::Initialized => (UnOp::Initialized, Some(ti)),
                    B::GetDagOpName => (UnOp::GetDagOpName, Some(st)),
                    B::ListFlatten => (UnOp::ListFlatten, None),
                    _ => {
                        // GetDagOp
                        if self.code() == Tok::Less {
                            let t = self.parse_operator_type()?;
                            if !matches!(self.cx.tyd(t), TyData::Record(_)) {
                                return self.tok_err("type for !getdagop must be a record type");
                            }
                            (UnOp::GetDagOp, Some(t))
                        } else {
                            (UnOp::GetDagOp, Some(self.cx.record_ty(vec![])))
                        }
                    }
                };
                self.expect(Tok::LParen, "expected '(' after unary operator")?;
                let lhs = self.parse_value(cur, None, Mode::Value)?;
                if op == UnOp::Empty || op == UnOp::Size {
                    let ok = match self.value_type(lhs) {
                        Some(t) => matches!(
                            self.cx.tyd(t),
                            TyData::List(_) | TyData::String | TyData::Dag
                        ),
                        None => false,
                    };
                    if !ok {
                        return self.tok_err(
                            "expected string, list, or dag type argument in unary operator",
                        );
                    }
                }
                if matches!(op, UnOp::Head | UnOp::Tail | UnOp::ListFlatten) {
                    let lt = match self.value_type(lhs) {
                        Some(t) if matches!(self.cx.tyd(t), TyData::List(_)) => t,
                        _ => return self.tok_err("expected list type argument in unary operator"),
                    };
                    let mut elt = match *self.cx.tyd(lt) {
                        TyData::List(e) => e,
                        _ => unreachable!("checked"),
                    };
                    if let InitData::List(v, _) = self.cx.d(lhs).clone() {
                        if v.is_empty() && op != UnOp::ListFlatten {
                            return self.tok_err("empty list argument in unary operator");
                        }
                        if let Some(&first) = v.first() {
                            match self.cx.type_of(first) {
                                Some(t) => elt = t,
                                None => {
                                    return self.tok_err("untyped list element in unary operator")
                                }
                            }
                        }
                    }
                    ty = Some(match op {
                        UnOp::Head => elt,
                        UnOp::Tail => self.cx.list_ty(elt),
                        _ => match *self.cx.tyd(elt) {
                            TyData::List(_) => elt,
                            _ => lt,
                        },
                    });
                }
                self.expect(Tok::RParen, "expected ')' in unary operator")?;
                let t = ty.expect("unary type known");
                let n = self.cx.mk(InitData::UnOp(op, lhs, t));
                Ok(self.cx.fold(n, cur, false))
            }
            B::IsA | B::Exists | B::Instances => {
                self.next()?;
                let t = self.parse_operator_type()?;
                self.expect(Tok::LParen, "expected '(' after type of operator")?;
                if b == B::Instances {
                    let e = if self.code() == Tok::RParen {
                        self.cx.str_init(".*")
                    } else {
                        let el = self.loc();
                        let e = self.parse_value(cur, None, Mode::Value)?;
                        if self.cx.type_of(e) != Some(st) {
                            return Err(err(
                                el,
                                "expected string type argument in !instances operator",
                            ));
                        }
                        e
                    };
                    self.expect(Tok::RParen, "expected ')' in !instances")?;
                    let n = self.cx.mk(InitData::Instances(t, e));
                    return Ok(self.cx.fold(n, cur, false));
                }
                let el = self.loc();
                let e = self.parse_value(cur, None, Mode::Value)?;
                if b == B::Exists {
                    match self.cx.type_of(e) {
                        Some(et) if et == st => {}
                        Some(et) if matches!(self.cx.tyd(et), TyData::Record(_)) => {
                            return Err(err(el, "expected string type argument in !exists operator, please use !isa instead"))
                        }
                        _ => return Err(err(el, "expected string type argument in !exists operator")),
                    }
                }
                self.expect(Tok::RParen, "expected ')' in operator")?;
                let n = if b == B::IsA {
                    self.cx.mk(InitData::IsA(t, e))
                } else {
                    self.cx.mk(InitData::Exists(t, e))
                };
                Ok(self.cx.fold(n, cur, false))
            }
            B::Range => {
                self.next()?;
                self.expect(Tok::LParen, "expected '(' after !range")?;
                let mut args = Vec::new();
                loop {
                    let l = self.loc();
                    let v = self.parse_value(cur, None, Mode::Value)?;
                    args.push((v, l));
                    if !self.consume(Tok::Comma)? {
                        break;
                    }
                }
                self.expect(Tok::RParen, "expected ')' in !range")?;
                let zero = self.cx.int(0);
                let one = self.cx.int(1);
                let (s, e, step) = match args.len() {
                    1 => {
                        let (v, l) = args[0];
                        let t = self.typed_or_err(v, l)?;
                        if let TyData::List(_) = self.cx.tyd(t) {
                            let sz = self.cx.mk(InitData::UnOp(UnOp::Size, v, ti));
                            let sz = self.cx.fold(sz, cur, false);
                            (zero, sz, one)
                        } else {
                            if !self.cx.convertible(t, ti) {
                                return Err(err(
                                    l,
                                    format!("expected int, got '{}'", self.cx.ty_str(t)),
                                ));
                            }
                            (zero, v, one)
                        }
                    }
                    2 => (args[0].0, args[1].0, one),
                    3 => (args[0].0, args[1].0, args[2].0),
                    _ => return Err(err(op_loc, "expected one to three arguments in !range")),
                };
                for &(v, l) in &args {
                    let t = self.typed_or_err(v, l)?;
                    if args.len() > 1 && !self.cx.convertible(t, ti) {
                        return Err(err(l, format!("expected int, got '{}'", self.cx.ty_str(t))));
                    }
                }
                let lt = self.cx.list_ty(ti);
                let n = self.cx.mk(InitData::TernOp(TernOp::Range, s, e, step, lt));
                Ok(self.cx.fold(n, cur, false))
            }
            B::Con
            | B::Add
            | B::Sub
            | B::Mul
            | B::Div
            | B::And
            | B::Or
            | B::Xor
            | B::Sra
            | B::Srl
            | B::Shl
            | B::Eq
            | B::Ne
            | B::Le
            | B::Lt
            | B::Ge
            | B::Gt
            | B::ListConcat
            | B::ListSplat
            | B::ListRemove
            | B::StrConcat
            | B::Interleave
            | B::SetDagOp
            | B::SetDagOpName
            | B::GetDagArg
            | B::GetDagName
            | B::Match => {
                self.next()?;
                let code = match b {
                    B::Con => BinOp::Concat,
                    B::Add => BinOp::Add,
                    B::Sub => BinOp::Sub,
                    B::Mul => BinOp::Mul,
                    B::Div => BinOp::Div,
                    B::And => BinOp::And,
                    B::Or => BinOp::Or,
                    B::Xor => BinOp::Xor,
                    B::Sra => BinOp::Sra,
                    B::Srl => BinOp::Srl,
                    B::Shl => BinOp::Shl,
                    B::Eq => BinOp::Eq,
                    B::Ne => BinOp::Ne,
                    B::Le => BinOp::Le,
                    B::Lt => BinOp::Lt,
                    B::Ge => BinOp::Ge,
                    B::Gt => BinOp::Gt,
                    B::ListConcat => BinOp::ListConcat,
                    B::ListSplat => BinOp::ListSplat,
                    B::ListRemove => BinOp::ListRemove,
                    B::StrConcat => BinOp::StrConcat,
                    B::Interleave => BinOp::Interleave,
                    B::SetDagOp => BinOp::SetDagOp,
                    B::SetDagOpName => BinOp::SetDagOpName,
                    B::GetDagArg => BinOp::GetDagArg,
                    B::GetDagName => BinOp::GetDagName,
                    _ => BinOp::Match,
                };
                let mut ty: Option<TyId> = None;
                let mut arg_ty: Option<TyId> = None;
                let is_arith = matches!(
                    code,
                    BinOp::Add
                        | BinOp::Sub
                        | BinOp::Mul
                        | BinOp::Div
                        | BinOp::And
                        | BinOp::Or
                        | BinOp::Xor
                        | BinOp::Sra
                        | BinOp::Srl
                        | BinOp::Shl
                );
                match code {
                    BinOp::GetDagArg => {
                        let t = self.parse_operator_type()?;
                        ty = Some(t);
                    }
                    BinOp::Concat | BinOp::SetDagOp | BinOp::SetDagOpName => {
                        ty = Some(td);
                        arg_ty = Some(td);
                    }
                    BinOp::GetDagName => {
                        ty = Some(st);
                        arg_ty = Some(td);
                    }
                    BinOp::Eq
                    | BinOp::Ne
                    | BinOp::Le
                    | BinOp::Lt
                    | BinOp::Ge
                    | BinOp::Gt
                    | BinOp::Match => {
                        ty = Some(tb);
                        if code == BinOp::Match {
                            arg_ty = Some(st);
                        }
                    }
                    BinOp::ListConcat | BinOp::ListRemove => arg_ty = item,
                    BinOp::ListSplat => {}
                    BinOp::StrConcat => {
                        ty = Some(st);
                        arg_ty = Some(st);
                    }
                    BinOp::Interleave => ty = Some(st),
                    _ => {
                        ty = Some(ti);
                        arg_ty = Some(ti);
                    }
                }
                if let (Some(t), Some(it)) = (ty, item) {
                    if !self.cx.convertible(t, it) {
                        return Err(err(
                            op_loc,
                            format!(
                                "expected value of type '{}', got '{}'",
                                self.cx.ty_str(it),
                                self.cx.ty_str(t)
                            ),
                        ));
                    }
                }
                self.expect(Tok::LParen, "expected '(' after binary operator")?;
                let mut list: Vec<InitId> = Vec::new();
                loop {
                    let il = self.loc();
                    let v = self.parse_value(cur, arg_ty, Mode::Value)?;
                    list.push(v);
                    let Some(lt) = self.cx.type_of(v) else {
                        return Err(err(
                            op_loc,
                            format!(
                                "expected value to be a typed value, got '{}'",
                                self.cx.repr(v)
                            ),
                        ));
                    };
                    match arg_ty {
                        None => {
                            arg_ty = Some(lt);
                            match code {
                                BinOp::ListConcat | BinOp::ListRemove => {
                                    if !matches!(self.cx.tyd(lt), TyData::List(_)) {
                                        return Err(err(
                                            il,
                                            format!(
                                                "expected a list, got value of type '{}'",
                                                self.cx.ty_str(lt)
                                            ),
                                        ));
                                    }
                                }
                                BinOp::ListSplat => {
                                    if list.len() == 2 && lt != ti {
                                        return Err(err(il, format!("expected second parameter to be an int, got value of type '{}'", self.cx.ty_str(lt))));
                                    }
                                    arg_ty = None;
                                }
                                BinOp::Eq | BinOp::Ne => {
                                    let er = self.cx.record_ty(vec![]);
                                    if !self.cx.convertible(lt, ti)
                                        && !self.cx.convertible(lt, st)
                                        && !self.cx.convertible(lt, er)
                                    {
                                        return Err(err(il, format!("expected bit, bits, int, string, or record; got value of type '{}'", self.cx.ty_str(lt))));
                                    }
                                }
                                BinOp::GetDagArg | BinOp::GetDagName => {
                                    if list.len() == 1 && lt != td {
                                        return Err(err(il, format!("expected dag type argument, got value of type '{}'", self.cx.ty_str(lt))));
                                    }
                                    if list.len() == 2 && lt != ti && lt != st {
                                        return Err(err(il, format!("expected integer index or string name, got type '{}'", self.cx.ty_str(lt))));
                                    }
                                }
                                BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                                    if !self.cx.convertible(lt, ti) && !self.cx.convertible(lt, st)
                                    {
                                        return Err(err(il, format!("expected bit, bits, int, or string; got value of type '{}'", self.cx.ty_str(lt))));
                                    }
                                }
                                BinOp::Interleave => {
                                    if list.len() == 1 {
                                        let ls = self.cx.list_ty(st);
                                        let li = self.cx.list_ty(ti);
                                        if lt != ls && !self.cx.convertible(lt, li) {
                                            return Err(err(il, format!("expected list of string, int, bits, or bit; got value of type '{}'", self.cx.ty_str(lt))));
                                        }
                                    } else if list.len() == 2 && lt != st {
                                        return Err(err(il, format!("expected second argument to be a string, got value of type '{}'", self.cx.ty_str(lt))));
                                    }
                                    arg_ty = None;
                                }
                                _ => {}
                            }
                        }
                        Some(at) => {
                            let Some(res) = self.cx.resolve_types(at, lt) else {
                                return Err(err(
                                    il,
                                    format!(
                                        "expected value of type '{}', got '{}'",
                                        self.cx.ty_str(at),
                                        self.cx.ty_str(lt)
                                    ),
                                ));
                            };
                            if !is_arith {
                                arg_ty = Some(res);
                            }
                        }
                    }
                    match code {
                        BinOp::SetDagOp => arg_ty = Some(self.cx.record_ty(vec![])),
                        BinOp::SetDagOpName => arg_ty = Some(st),
                        BinOp::GetDagArg => arg_ty = None,
                        BinOp::GetDagName => arg_ty = Some(ti),
                        _ => {}
                    }
                    if !self.consume(Tok::Comma)? {
                        break;
                    }
                }
                self.expect(Tok::RParen, "expected ')' in operator")?;
                if code == BinOp::ListConcat || code == BinOp::ListRemove {
                    ty = arg_ty;
                }
                if code == BinOp::ListSplat {
                    let ft = self.cx.type_of(list[0]).expect("typed");
                    ty = Some(self.cx.list_ty(ft));
                }
                let ty = match ty {
                    Some(t) => t,
                    None => return Err(err(op_loc, "could not determine operator type")),
                };
                if matches!(
                    code,
                    BinOp::StrConcat
                        | BinOp::ListConcat
                        | BinOp::Concat
                        | BinOp::Add
                        | BinOp::And
                        | BinOp::Or
                        | BinOp::Xor
                        | BinOp::Mul
                ) {
                    while list.len() > 2 {
                        let r = list.pop().expect("len > 2");
                        let l = *list.last().expect("len > 1");
                        let n = self.cx.mk(InitData::BinOp(code, l, r, ty));
                        let f = self.cx.fold(n, cur, false);
                        *list.last_mut().expect("len > 1") = f;
                    }
                }
                if list.len() == 2 {
                    let n = self.cx.mk(InitData::BinOp(code, list[0], list[1], ty));
                    return Ok(self.cx.fold(n, cur, false));
                }
                Err(err(op_loc, "expected two operands to operator"))
            }
            B::Foreach | B::Filter => self.parse_foreach_filter(cur, item, b == B::Foreach),
            B::Dag | B::If | B::Subst | B::SetDagArg | B::SetDagName => {
                self.next()?;
                let mut item = item;
                let (code, mut ty) = match b {
                    B::Dag => {
                        item = None;
                        (TernOp::Dag, Some(td))
                    }
                    B::If => (TernOp::If, None),
                    B::Subst => (TernOp::Subst, None),
                    B::SetDagArg => {
                        item = None;
                        (TernOp::SetDagArg, Some(td))
                    }
                    _ => {
                        item = None;
                        (TernOp::SetDagName, Some(td))
                    }
                };
                self.expect(Tok::LParen, "expected '(' after ternary operator")?;
                let lhs = self.parse_value(cur, None, Mode::Value)?;
                self.expect(Tok::Comma, "expected ',' in ternary operator")?;
                let ml = self.loc();
                let mhs = self.parse_value(cur, item, Mode::Value)?;
                self.expect(Tok::Comma, "expected ',' in ternary operator")?;
                let rl = self.loc();
                let rhs = self.parse_value(cur, item, Mode::Value)?;
                self.expect(Tok::RParen, "expected ')' in binary operator")?;
                match code {
                    TernOp::Dag => {
                        let mt = self.cx.type_of(mhs);
                        if mt.is_none() && mhs != self.cx.unset {
                            return Err(err(
                                ml,
                                "could not determine type of the child list in !dag",
                            ));
                        }
                        if let Some(t) = mt {
                            if !matches!(self.cx.tyd(t), TyData::List(_)) {
                                return Err(err(
                                    ml,
                                    format!(
                                        "expected list of children, got type '{}'",
                                        self.cx.ty_str(t)
                                    ),
                                ));
                            }
                        }
                        let rt = self.cx.type_of(rhs);
                        if rt.is_none() && rhs != self.cx.unset {
                            return Err(err(
                                rl,
                                "could not determine type of the name list in !dag",
                            ));
                        }
                        let ls = self.cx.list_ty(st);
                        if let Some(t) = rt {
                            if t != ls {
                                return Err(err(
                                    rl,
                                    format!(
                                        "expected list<string>, got type '{}'",
                                        self.cx.ty_str(t)
                                    ),
                                ));
                            }
                        }
                        if mt.is_none() && rt.is_none() {
                            return Err(err(
                                ml,
                                "cannot have both unset children and unset names in !dag",
                            ));
                        }
                    }
                    TernOp::If => {
                        let mut mt = self.cx.type_of(mhs);
                        let mut rt = self.cx.type_of(rhs);
                        if mhs == self.cx.unset {
                            mt = rt;
                        }
                        if rhs == self.cx.unset {
                            rt = mt;
                        }
                        let (Some(m), Some(r)) = (mt, rt) else {
                            return self.tok_err("could not get type for !if");
                        };
                        match self.cx.resolve_types(m, r) {
                            Some(t) => ty = Some(t),
                            None => {
                                return self.tok_err(format!(
                                    "inconsistent types '{}' and '{}' for !if",
                                    self.cx.ty_str(m),
                                    self.cx.ty_str(r)
                                ))
                            }
                        }
                    }
                    TernOp::Subst => match self.cx.type_of(rhs) {
                        Some(t) => ty = Some(t),
                        None => return self.tok_err("could not get type for !subst"),
                    },
                    TernOp::SetDagArg => {
                        let ok = self.cx.type_of(mhs).is_some_and(|t| t == ti || t == st);
                        if !ok {
                            return Err(err(
                                ml,
                                format!(
                                    "expected integer index or string name, got '{}'",
                                    self.cx.repr(mhs)
                                ),
                            ));
                        }
                    }
                    _ => {
                        let ok = self.cx.type_of(mhs).is_some_and(|t| t == ti || t == st);
                        if !ok {
                            return Err(err(
                                ml,
                                format!(
                                    "expected integer index or string name, got '{}'",
                                    self.cx.repr(mhs)
                                ),
                            ));
                        }
                        let rok = self.cx.type_of(rhs).is_some_and(|t| t == st);
                        if !rok {
                            return Err(err(
                                rl,
                                format!("expected string name, got '{}'", self.cx.repr(rhs)),
                            ));
                        }
                    }
                }
                let n = self
                    .cx
                    .mk(InitData::TernOp(code, lhs, mhs, rhs, ty.expect("type")));
                Ok(self.cx.fold(n, cur, false))
            }
            B::Substr | B::Find => {
                self.next()?;
                self.expect(Tok::LParen, "expected '(' after operator")?;
                let ll = self.loc();
                let lhs = self.parse_value(cur, None, Mode::Value)?;
                self.expect(Tok::Comma, "expected ',' in operator")?;
                let ml = self.loc();
                let mhs =
                    self.parse_value(cur, if b == B::Find { Some(st) } else { None }, Mode::Value)?;
                let rhs = if self.consume(Tok::Comma)? {
                    self.parse_value(cur, Some(ti), Mode::Value)?
                } else if b == B::Substr {
                    self.cx.int(i64::MAX)
                } else {
                    self.cx.int(0)
                };
                self.expect(Tok::RParen, "expected ')' in operator")?;
                if self.cx.type_of(lhs) != Some(st) {
                    return Err(err(
                        ll,
                        format!(
                            "expected string, got type '{}'",
                            self.cx
                                .type_of(lhs)
                                .map(|t| self.cx.ty_str(t))
                                .unwrap_or_default()
                        ),
                    ));
                }
                let mt = self.cx.type_of(mhs);
                if b == B::Find {
                    if mt != Some(st) {
                        return Err(err(ml, "expected string type for pattern"));
                    }
                } else if !mt.is_some_and(|t| self.cx.convertible(t, ti)) {
                    return Err(err(ml, "expected int type for start position"));
                }
                let (code, ty) = if b == B::Substr {
                    (TernOp::Substr, st)
                } else {
                    (TernOp::Find, ti)
                };
                let n = self.cx.mk(InitData::TernOp(code, lhs, mhs, rhs, ty));
                Ok(self.cx.fold(n, cur, false))
            }
            B::Cond => {
                self.next()?;
                self.expect(Tok::LParen, "expected '(' after !cond operator")?;
                let mut cs = Vec::new();
                let mut vs = Vec::new();
                loop {
                    if self.consume(Tok::RParen)? {
                        break;
                    }
                    let c = self.parse_value(cur, None, Mode::Value)?;
                    cs.push(c);
                    self.expect(
                        Tok::Colon,
                        "expected ':'  following a condition in !cond operator",
                    )?;
                    let v = self.parse_value(cur, item, Mode::Value)?;
                    vs.push(v);
                    if self.consume(Tok::RParen)? {
                        break;
                    }
                    self.expect(
                        Tok::Comma,
                        "expected ',' or ')' following a value in !cond operator",
                    )?;
                }
                if cs.is_empty() {
                    return self.tok_err(
                        "there should be at least 1 'condition : value' in the !cond operator",
                    );
                }
                let mut ty: Option<TyId> = None;
                for &v in &vs {
                    if v == self.cx.unset {
                        continue;
                    }
                    let Some(vt) = self.cx.type_of(v) else {
                        continue;
                    };
                    ty = match ty {
                        None => Some(vt),
                        Some(t) => match self.cx.resolve_types(t, vt) {
                            Some(r) => Some(r),
                            None => {
                                return self.tok_err(format!(
                                    "inconsistent types '{}' and '{}' for !cond",
                                    self.cx.ty_str(t),
                                    self.cx.ty_str(vt)
                                ))
                            }
                        },
                    };
                }
                let Some(ty) = ty else {
                    return self.tok_err("could not determine type for !cond from its arguments");
                };
                let n = self.cx.mk(InitData::Cond(cs.into(), vs.into(), ty));
                Ok(self.cx.fold(n, cur, false))
            }
            B::Foldl => {
                self.next()?;
                self.expect(Tok::LParen, "expected '(' after !foldl")?;
                let sl = self.loc();
                let start = self.parse_value(cur, None, Mode::Value)?;
                let Some(start_t) = self.cx.type_of(start) else {
                    return Err(err(
                        sl,
                        format!(
                            "could not get type of !foldl start: '{}'",
                            self.cx.repr(start)
                        ),
                    ));
                };
                self.expect(Tok::Comma, "expected ',' in !foldl")?;
                let ll = self.loc();
                let list = self.parse_value(cur, None, Mode::Value)?;
                let lt = self.cx.type_of(list);
                let elt = match lt.map(|t| self.cx.tyd(t).clone()) {
                    Some(TyData::List(e)) => e,
                    _ => {
                        return Err(err(
                            ll,
                            format!(
                                "!foldl list must be a list, but is of type '{}'",
                                lt.map(|t| self.cx.ty_str(t)).unwrap_or_default()
                            ),
                        ))
                    }
                };
                self.expect(Tok::Comma, "expected ',' in !foldl")?;
                if self.code() != Tok::Id {
                    return self.tok_err("third argument of !foldl must be an identifier");
                }
                let a = self.cx.intern(&self.tok.text);
                if cur.is_some_and(|r| self.cx.rec(r).field(a).is_some()) {
                    return self.tok_err(format!(
                        "left !foldl variable '{}' already defined",
                        self.tok.text
                    ));
                }
                self.next()?;
                self.expect(Tok::Comma, "expected ',' in !foldl")?;
                if self.code() != Tok::Id {
                    return self.tok_err("fourth argument of !foldl must be an identifier");
                }
                let bn = self.cx.intern(&self.tok.text);
                if cur.is_some_and(|r| self.cx.rec(r).field(bn).is_some()) {
                    return self.tok_err(format!(
                        "right !foldl variable '{}' already defined",
                        self.tok.text
                    ));
                }
                if a == bn {
                    return self.tok_err("left and right !foldl variable names must be distinct");
                }
                self.next()?;
                self.expect(Tok::Comma, "expected ',' in !foldl")?;
                let (prec, temp) = self.temp_rec(cur);
                let fa = self.new_field(a, sl, start_t, FieldKind::Normal);
                let fb = self.new_field(bn, sl, elt, FieldKind::Normal);
                self.cx.rec_mut(prec).values.push(fa);
                self.cx.rec_mut(prec).values.push(fb);
                self.push_scope(ScopeKind::Record(prec));
                let el = self.loc();
                let expr = self.parse_value(Some(prec), None, Mode::Value);
                self.pop_scope();
                self.cx
                    .rec_mut(prec)
                    .values
                    .retain(|f| f.name != a && f.name != bn);
                let _ = temp;
                let expr = expr?;
                let Some(et) = self.cx.type_of(expr) else {
                    return Err(err(
                        el,
                        format!("expected value of type '{}'", self.cx.ty_str(start_t)),
                    ));
                };
                if !self.cx.convertible(et, start_t) {
                    return Err(err(el, format!("!foldl expression must be of same type as start ({}), but is of type {}", self.cx.ty_str(start_t), self.cx.ty_str(et))));
                }
                self.expect(Tok::RParen, "expected ')' in fold operator")?;
                let ai = self.cx.str_id_init(a, false);
                let bi = self.cx.str_id_init(bn, false);
                let n = self.cx.mk(InitData::Fold(
                    Box::new([start, list, ai, bi, expr]),
                    start_t,
                ));
                Ok(self.cx.fold(n, cur, false))
            }
        }
    }

    /// The record to hold temporary iteration variables: `cur`, or a scratch record.
    fn temp_rec(&mut self, cur: Option<RecId>) -> (RecId, bool) {
        match cur {
            Some(r) => (r, false),
            None => {
                let n = self.cx.str_init(".parse");
                let l = self.loc();
                (self.cx.add_rec(Rec::new(n, l, RecKind::Def)), true)
            }
        }
    }

    fn parse_foreach_filter(
        &mut self,
        cur: Option<RecId>,
        item: Option<TyId>,
        is_foreach: bool,
    ) -> PResult<InitId> {
        let op_loc = self.loc();
        self.next()?;
        if self.code() != Tok::LParen {
            return self.tok_err("expected '(' after !foreach/!filter");
        }
        if self.next()? != Tok::Id {
            return self.tok_err("first argument of !foreach/!filter must be an identifier");
        }
        let lhs = self.cx.intern(&self.tok.text);
        self.next()?;
        if cur.is_some_and(|r| self.cx.rec(r).field(lhs).is_some()) {
            return self.tok_err(format!(
                "iteration variable '\"{}\"' is already defined",
                self.cx.s(lhs)
            ));
        }
        self.expect(Tok::Comma, "expected ',' in !foreach/!filter")?;
        let mhs = self.parse_value(cur, None, Mode::Value)?;
        self.expect(Tok::Comma, "expected ',' in !foreach/!filter")?;
        let Some(mt) = self.cx.type_of(mhs) else {
            return self.tok_err("could not determine type of the list/dag in !foreach/!filter");
        };
        let in_elt;
        let mut expr_elt = None;
        let mut is_dag = false;
        match self.cx.tyd(mt).clone() {
            TyData::List(e) => {
                in_elt = e;
                if let Some(it) = item {
                    match *self.cx.tyd(it) {
                        TyData::List(oe) => {
                            expr_elt = Some(if is_foreach { oe } else { self.cx.t_int });
                        }
                        _ => {
                            return Err(err(
                                op_loc,
                                format!(
                                    "expected value of type '{}', but got list type",
                                    self.cx.ty_str(it)
                                ),
                            ))
                        }
                    }
                }
            }
            TyData::Dag => {
                if !is_foreach {
                    return self.tok_err("!filter must have a list argument");
                }
                in_elt = mt;
                if let Some(it) = item {
                    if it != self.cx.t_dag {
                        return Err(err(
                            op_loc,
                            format!(
                                "expected value of type '{}', but got dag type",
                                self.cx.ty_str(it)
                            ),
                        ));
                    }
                }
                is_dag = true;
            }
            _ => {
                return self.tok_err(if is_foreach {
                    "!foreach must have a list or dag argument"
                } else {
                    "!filter must have a list argument"
                })
            }
        }
        let (prec, _) = self.temp_rec(cur);
        let l = self.loc();
        let f = self.new_field(lhs, l, in_elt, FieldKind::Normal);
        self.cx.rec_mut(prec).values.push(f);
        self.push_scope(ScopeKind::Record(prec));
        let rhs = self.parse_value(Some(prec), expr_elt, Mode::Value);
        self.pop_scope();
        self.cx.rec_mut(prec).values.retain(|f| f.name != lhs);
        let rhs = rhs?;
        self.expect(Tok::RParen, "expected ')' in !foreach/!filter")?;
        let out_ty = if is_foreach && !is_dag {
            let Some(rt) = self.cx.type_of(rhs) else {
                return self.tok_err("could not get type of !foreach result expression");
            };
            self.cx.list_ty(rt)
        } else if !is_foreach {
            self.cx.list_ty(in_elt)
        } else {
            in_elt
        };
        let li = self.cx.str_id_init(lhs, false);
        let op = if is_foreach {
            TernOp::Foreach
        } else {
            TernOp::Filter
        };
        let n = self.cx.mk(InitData::TernOp(op, li, mhs, rhs, out_ty));
        Ok(self.cx.fold(n, cur, false))
    }
}

struct SubRef {
    rec: RecId,
    mc: Option<usize>,
    args: Vec<(ArgKey, InitId)>,
    loc: SourceLoc,
}
