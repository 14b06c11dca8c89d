//! The assembly parser (LLVM's `AsmParser` with the ELF directive parser and the
//! target asm parser's operand parsing).
//!
//! In: a source buffer of GNU-syntax assembly as compilers write it (llc and GCC
//! `.s` files), the target hooks and the initial features. Out: streamer calls, one
//! per label, directive and instruction; errors as located [`Diagnostic`]s (parsing
//! continues with the next statement, as llvm-mc does). Assembler pseudo
//! instructions are expanded here through the target hook.

use crate::asm_lexer::{lex_with, Tok, Token};
use crate::asm_matcher::{match_instruction, Atom, ParsedAtom};
use crate::assembler::elf;
use crate::feature_set::FeatureSet;
use crate::instr_desc::flags;
use crate::mc_expr::{BinOp, ExprId, MCExpr, SymbolDef, SymbolId, UnOp};
use crate::mc_inst::MCInst;
use crate::streamer::{CfiDirective, MCStreamer, SectionSpec, SymbolAttr};
use crate::target::{ExpandCtx, Expanded, MCTargetHooks, OperandSyntax};
use kiln_support::{Diagnostic, FileId, SourceLoc, SourceMgr};
use std::collections::HashMap;

/// Assembler options a target directive can change and save (RISC-V's `.option`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct OptionState {
    features: FeatureSet,
    pic: bool,
}

/// The parser.
pub struct AsmParser<'a> {
    target: &'a dyn MCTargetHooks,
    file: FileId,
    /// The input; it is lexed a chunk of whole lines at a time, so the tokens of a large file
    /// are never all alive at once.
    text: &'a str,
    /// How far `text` has been lexed.
    lexed_to: usize,
    /// The tokens of the current chunk (its statements are complete).
    toks: Vec<Token>,
    pos: usize,
    opts: OptionState,
    opt_stack: Vec<OptionState>,
    /// The target's operand syntax (asked once).
    syntax: OperandSyntax,
    section_stack: Vec<(Option<SectionSpec>, Option<SectionSpec>)>,
    prev_section: Option<SectionSpec>,
    /// Numeric local labels: the last definition's symbol id (`u32::MAX`: none yet)
    /// and the symbol a forward reference created.
    local_labels: HashMap<u32, (u32, Option<SymbolId>)>,
    local_counter: u32,
    label_counter: u32,
    /// A prefix read before the instruction on the rest of its line, to fold into it
    /// ([`MCTargetHooks::folds_prefix`]).
    pending_prefix: Option<u16>,
    /// Offsets of the newlines that end empty (whitespace-only) lines, sorted.
    blank_lines: Vec<u32>,
    /// Diagnostics so far.
    pub diags: Vec<Diagnostic>,
    done: bool,
}

/// A parse result: the error is a byte offset into the buffer and a message.
pub type PResult<T> = Result<T, (u32, String)>;

impl<'a> AsmParser<'a> {
    /// A parser for buffer `file` of `sm`.
    pub fn new(
        sm: &'a SourceMgr,
        file: FileId,
        target: &'a dyn MCTargetHooks,
        features: FeatureSet,
    ) -> Self {
        let diags = Vec::new();
        let mut blank_lines = Vec::new();
        let mut line_start = 0usize;
        for (k, c) in sm.text(file).bytes().enumerate() {
            if c == b'\n' {
                if sm.text(file)[line_start..k].trim().is_empty() {
                    blank_lines.push(k as u32);
                }
                line_start = k + 1;
            }
        }
        let mut p = AsmParser {
            target,
            file,
            text: sm.text(file),
            lexed_to: 0,
            blank_lines,
            toks: Vec::new(),
            pos: 0,
            opts: OptionState {
                features,
                pic: false,
            },
            opt_stack: Vec::new(),
            syntax: target.operand_syntax(),
            section_stack: Vec::new(),
            prev_section: None,
            local_labels: HashMap::new(),
            local_counter: 0,
            label_counter: 0,
            pending_prefix: None,
            diags,
            done: false,
        };
        p.refill();
        p
    }

    /// Lexes the next chunk of whole lines (about 64 KiB) into `toks`; false at the end of the
    /// input. A chunk that ends inside a block comment or a string fails to lex and is retried
    /// larger, up to the rest of the file, whose lexing error is then reported as before.
    fn refill(&mut self) -> bool {
        const CHUNK: usize = 1 << 16;
        let len = self.text.len();
        if self.lexed_to >= len && !(len == 0 && self.lexed_to == 0 && self.toks.is_empty()) {
            return false;
        }
        let start = self.lexed_to;
        let mut size = CHUNK;
        loop {
            let mut end = (start + size).min(len);
            if end < len {
                end = match self.text.as_bytes()[end..].iter().position(|&c| c == b'\n') {
                    Some(k) => end + k + 1,
                    None => len,
                };
            }
            let last = end == len;
            match lex_with(&self.text[start..end], &self.target.lex_syntax()) {
                Ok(mut toks) => {
                    if !last {
                        // The chunk ends with a newline's Eol; drop the end-of-input one.
                        toks.pop();
                    }
                    for t in &mut toks {
                        t.offset += start as u32;
                    }
                    self.toks = toks;
                    self.pos = 0;
                    self.lexed_to = if last { len.max(1) } else { end };
                    return true;
                }
                Err(_) if !last => size *= 4,
                Err((off, msg)) => {
                    let offset = off + start as u32;
                    self.diags.push(Diagnostic::error(
                        SourceLoc {
                            file: self.file,
                            offset,
                        },
                        msg,
                    ));
                    self.toks = Vec::new();
                    self.pos = 0;
                    self.lexed_to = len.max(1);
                    return false;
                }
            }
        }
    }

    /// Continues the numbering of the labels pseudo expansions create (`.Lpcrel_hi<N>`) from
    /// `n`, for text parsed into a streamer that already holds such labels (an inline-asm
    /// blob or an instruction the code generator could only print).
    pub fn set_label_counter(&mut self, n: u32) {
        self.label_counter = n;
    }

    /// The next `.Lpcrel_hi<N>` number (see [`AsmParser::set_label_counter`]).
    pub fn label_counter(&self) -> u32 {
        self.label_counter
    }

    /// Starts as if `.option pic` (or `nopic`) had been seen.
    pub fn set_pic(&mut self, pic: bool) {
        self.opts.pic = pic;
    }

    /// The features in force at the end of the input (or now, for a directive hook).
    pub fn features(&self) -> FeatureSet {
        self.opts.features
    }

    /// Sets the features in force from here on (a target directive such as `.option`).
    pub fn set_features(&mut self, features: FeatureSet) {
        self.opts.features = features;
    }

    /// Whether position-independent code is requested from here on.
    pub fn pic(&self) -> bool {
        self.opts.pic
    }

    /// Saves the features and PIC setting (`.option push`).
    pub fn push_options(&mut self) {
        self.opt_stack.push(self.opts);
    }

    /// Restores the options last saved; false when none are saved (`.option pop`).
    pub fn pop_options(&mut self) -> bool {
        match self.opt_stack.pop() {
            Some(o) => {
                self.opts = o;
                true
            }
            None => false,
        }
    }

    /// The target the parser serves.
    pub fn target(&self) -> &'a dyn MCTargetHooks {
        self.target
    }

    /// The index of the current token, to pass to [`AsmParser::tokens_since`].
    pub fn token_index(&self) -> usize {
        self.pos
    }

    /// The tokens consumed since index `start` of this statement.
    pub fn tokens_since(&self, start: usize) -> &[Token] {
        &self.toks[start.min(self.pos)..self.pos]
    }

    pub fn loc(&self, off: u32) -> SourceLoc {
        SourceLoc {
            file: self.file,
            offset: off,
        }
    }

    /// The current token (end of statement past the last one).
    pub fn peek(&self) -> &Tok {
        self.toks.get(self.pos).map(|t| &t.tok).unwrap_or(&Tok::Eol)
    }

    /// The token `k` places after the current one.
    pub fn peek_at(&self, k: usize) -> &Tok {
        self.toks
            .get(self.pos + k)
            .map(|t| &t.tok)
            .unwrap_or(&Tok::Eol)
    }

    /// The byte offset of the current token.
    pub fn off(&self) -> u32 {
        self.toks
            .get(self.pos)
            .or(self.toks.last())
            .map(|t| t.offset)
            .unwrap_or(0)
    }

    /// Consumes and returns the current token.
    pub fn bump(&mut self) -> Tok {
        let t = self.peek().clone();
        if self.pos < self.toks.len() {
            self.pos += 1;
        }
        t
    }

    /// Whether the current token is punctuation `p`.
    pub fn is_punct(&self, p: &str) -> bool {
        matches!(self.peek(), Tok::Punct(x) if *x == p)
    }

    /// Consumes punctuation `p` if it is next.
    pub fn eat_punct(&mut self, p: &str) -> bool {
        if self.is_punct(p) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Consumes punctuation `p` or fails with "expected {what}".
    pub fn expect_punct(&mut self, p: &str, what: &str) -> PResult<()> {
        if self.eat_punct(p) {
            Ok(())
        } else {
            Err((self.off(), format!("expected {what}")))
        }
    }

    /// Whether the statement ends here.
    pub fn at_eol(&self) -> bool {
        matches!(self.peek(), Tok::Eol)
    }

    /// Fails unless the statement ends here.
    pub fn expect_eol(&mut self) -> PResult<()> {
        if self.at_eol() {
            Ok(())
        } else {
            Err((self.off(), "unexpected token".into()))
        }
    }

    fn skip_to_eol(&mut self) {
        while !self.at_eol() {
            self.pos += 1;
        }
    }

    /// Parses the whole input, sending everything to `out`.
    pub fn run(&mut self, out: &mut dyn MCStreamer) {
        while !self.done {
            if self.pos >= self.toks.len() && !self.refill() {
                break;
            }
            if let Err((off, msg)) = self.statement(out) {
                self.diags.push(Diagnostic::error(self.loc(off), msg));
                self.skip_to_eol();
            }
            // Consume the end of statement.
            if matches!(self.peek(), Tok::Eol) {
                if self.blank_lines.binary_search(&self.off()).is_ok() {
                    out.add_blank_line();
                }
                self.pos += 1;
            }
        }
    }

    fn statement(&mut self, out: &mut dyn MCStreamer) -> PResult<()> {
        // Labels (any number on one line).
        loop {
            match (self.peek().clone(), self.peek_at(1).clone()) {
                (Tok::Ident(name), Tok::Punct(":")) => {
                    let off = self.off();
                    self.pos += 2;
                    let name = unquote_label(&name);
                    let sym = out.ctx().get_or_create_symbol(&name);
                    if !matches!(out.ctx().symbol(sym).def, SymbolDef::Undefined) {
                        return Err((off, format!("symbol '{name}' is already defined")));
                    }
                    out.emit_label(sym, self.loc(off)).map_err(|e| (off, e))?;
                }
                (Tok::Str(name), Tok::Punct(":")) => {
                    let off = self.off();
                    self.pos += 2;
                    let name = String::from_utf8_lossy(&name).to_string();
                    let sym = out.ctx().get_or_create_symbol(&name);
                    out.emit_label(sym, self.loc(off)).map_err(|e| (off, e))?;
                }
                (Tok::Int(n), Tok::Punct(":")) if n >= 0 => {
                    let off = self.off();
                    self.pos += 2;
                    let sym = self.define_local_label(n as u32, out);
                    out.emit_label(sym, self.loc(off)).map_err(|e| (off, e))?;
                }
                _ => break,
            }
        }
        let off = self.off();
        let name = match self.peek().clone() {
            Tok::Eol => return Ok(()),
            Tok::Ident(n) => n,
            _ => return Err((off, "unexpected token at start of statement".into())),
        };
        // `sym = expr`
        if matches!(self.peek_at(1), Tok::Punct("=")) {
            self.pos += 2;
            let e = self.expr(out)?;
            let sym = out.ctx().get_or_create_symbol(&name);
            out.emit_assignment(sym, e);
            return self.expect_eol();
        }
        self.pos += 1;
        if name.starts_with('.') {
            return self.directive(&name.to_ascii_lowercase(), off, out);
        }
        let mnemonic = name.to_ascii_lowercase();
        if self.target.is_prefix_mnemonic(&mnemonic) && matches!(self.peek(), Tok::Ident(_)) {
            // `lock cmpxchgq ...`: the prefix, folded into the rest of the line or before it.
            if self.target.folds_prefix(&mnemonic) && self.pending_prefix.is_none() {
                let features = self.opts.features;
                let p = match_instruction(self.target, out.ctx_ref(), &mnemonic, &[], features)
                    .map_err(|e| (e.offset.unwrap_or(off), e.message))?;
                self.pending_prefix = Some(p.opcode);
                let r = self.statement(out);
                if let Some(p) = self.pending_prefix.take() {
                    // Nothing took it (an assembler pseudo): on its own, before.
                    let mut i = MCInst::new(p);
                    i.loc = Some(self.loc(off));
                    out.emit_instruction(&i, features).map_err(|e| (off, e))?;
                }
                return r;
            }
            self.match_and_emit(&mnemonic, off, &[], out)?;
            return self.statement(out);
        }
        self.instruction(&mnemonic, off, out)
    }

    /// A fresh `.Ltmp<k>` symbol for a numeric local label.
    fn new_local_symbol(&mut self, out: &mut dyn MCStreamer) -> SymbolId {
        loop {
            let name = format!(".Ltmp{}", self.local_counter);
            self.local_counter += 1;
            if out.ctx_ref().lookup_symbol(&name).is_none() {
                return out.ctx().get_or_create_symbol(&name);
            }
        }
    }

    fn define_local_label(&mut self, n: u32, out: &mut dyn MCStreamer) -> SymbolId {
        let pending = self.local_labels.get_mut(&n).and_then(|e| e.1.take());
        let sym = match pending {
            Some(s) => s,
            None => self.new_local_symbol(out),
        };
        let e = self.local_labels.entry(n).or_insert((0, None));
        e.0 = sym.0;
        sym
    }

    fn local_ref(
        &mut self,
        n: u32,
        forward: bool,
        off: u32,
        out: &mut dyn MCStreamer,
    ) -> PResult<SymbolId> {
        if forward {
            if let Some(s) = self.local_labels.get(&n).and_then(|e| e.1) {
                return Ok(s);
            }
            let s = self.new_local_symbol(out);
            self.local_labels.entry(n).or_insert((u32::MAX, None)).1 = Some(s);
            Ok(s)
        } else {
            match self.local_labels.get(&n) {
                Some(&(last, _)) if last != u32::MAX => Ok(SymbolId(last)),
                _ => Err((off, "directional label undefined".into())),
            }
        }
    }

    // ----- expressions -----

    /// Parses an expression.
    pub fn expr(&mut self, out: &mut dyn MCStreamer) -> PResult<ExprId> {
        self.binary(out, 1)
    }

    fn binop(&self) -> Option<(BinOp, u8)> {
        let Tok::Punct(p) = self.peek() else {
            return None;
        };
        Some(match *p {
            "||" => (BinOp::LOr, 1),
            "&&" => (BinOp::LAnd, 2),
            "==" => (BinOp::Eq, 3),
            "!=" | "<>" => (BinOp::Ne, 3),
            "<" => (BinOp::Lt, 3),
            "<=" => (BinOp::Le, 3),
            ">" => (BinOp::Gt, 3),
            ">=" => (BinOp::Ge, 3),
            "+" => (BinOp::Add, 4),
            "-" => (BinOp::Sub, 4),
            "|" => (BinOp::Or, 5),
            "^" => (BinOp::Xor, 5),
            "&" => (BinOp::And, 5),
            "*" => (BinOp::Mul, 6),
            "/" => (BinOp::Div, 6),
            "%" => (BinOp::Mod, 6),
            "<<" => (BinOp::Shl, 6),
            ">>" => (BinOp::Shr, 6),
            _ => return None,
        })
    }

    fn binary(&mut self, out: &mut dyn MCStreamer, min: u8) -> PResult<ExprId> {
        let mut lhs = self.unary(out)?;
        while let Some((op, prec)) = self.binop() {
            if prec < min {
                break;
            }
            self.pos += 1;
            let rhs = self.binary(out, prec + 1)?;
            lhs = out.ctx().add(MCExpr::Binary(op, lhs, rhs));
        }
        Ok(lhs)
    }

    fn unary(&mut self, out: &mut dyn MCStreamer) -> PResult<ExprId> {
        let off = self.off();
        match self.peek().clone() {
            Tok::Punct("-") => {
                self.pos += 1;
                let e = self.unary(out)?;
                if let MCExpr::Constant(c) = out.ctx_ref().expr(e) {
                    return Ok(out.ctx().constant(c.wrapping_neg()));
                }
                Ok(out.ctx().add(MCExpr::Unary(UnOp::Neg, e)))
            }
            Tok::Punct("+") => {
                self.pos += 1;
                self.unary(out)
            }
            Tok::Punct("~") => {
                self.pos += 1;
                let e = self.unary(out)?;
                Ok(out.ctx().add(MCExpr::Unary(UnOp::Not, e)))
            }
            Tok::Punct("!") => {
                self.pos += 1;
                let e = self.unary(out)?;
                Ok(out.ctx().add(MCExpr::Unary(UnOp::LNot, e)))
            }
            Tok::Punct("(") => {
                self.pos += 1;
                let e = self.expr(out)?;
                self.expect_punct(")", "')' in parentheses expression")?;
                Ok(e)
            }
            // `%hi(sym)`, or `:lo12:sym` in targets that write specifiers so.
            Tok::Punct(p @ ("%" | ":")) if p == "%" || self.syntax.colon_variants => {
                self.pos += 1;
                let Tok::Ident(name) = self.bump() else {
                    return Err((off, "expected relocation specifier".into()));
                };
                let written = if p == "%" {
                    format!("%{name}")
                } else {
                    format!(":{name}:")
                };
                let kind = self
                    .target
                    .parse_variant(&name.to_ascii_lowercase())
                    .ok_or((off, format!("invalid relocation specifier '{written}'")))?;
                let e = if p == "%" {
                    self.expect_punct("(", "'(' after relocation specifier")?;
                    let e = self.expr(out)?;
                    self.expect_punct(")", "')'")?;
                    e
                } else {
                    self.expect_punct(":", "':' after relocation specifier")?;
                    self.expr(out)?
                };
                Ok(out.ctx().add(MCExpr::Target(kind, e)))
            }
            Tok::Int(v) => {
                self.pos += 1;
                Ok(out.ctx().constant(v))
            }
            Tok::LocalRef(n, fwd) => {
                self.pos += 1;
                let s = self.local_ref(n, fwd, off, out)?;
                Ok(out.ctx().sym_ref(s))
            }
            Tok::Ident(name) => {
                self.pos += 1;
                if name == "." {
                    let s = out.ctx().create_temp_symbol(".Ltmp_dot");
                    out.emit_label(s, self.loc(off)).map_err(|e| (off, e))?;
                    return Ok(out.ctx().sym_ref(s));
                }
                // `sym@plt`: accepted and dropped (calls go through the PLT when needed anyway).
                let base = match name.find('@') {
                    Some(p) => {
                        let suffix = name[p + 1..].to_ascii_lowercase();
                        if let Some(kind) = self.target.parse_variant(&format!("@{suffix}")) {
                            let s = out.ctx().get_or_create_symbol(&name[..p]);
                            let e = out.ctx().sym_ref(s);
                            return Ok(out.ctx().add(MCExpr::Target(kind, e)));
                        }
                        if suffix != "plt" {
                            return Err((off, format!("invalid variant '{}'", &name[p + 1..])));
                        }
                        &name[..p]
                    }
                    None => &name[..],
                };
                let s = out.ctx().get_or_create_symbol(base);
                Ok(out.ctx().sym_ref(s))
            }
            Tok::Str(s) => {
                // A quoted symbol name.
                self.pos += 1;
                let name = String::from_utf8_lossy(&s).to_string();
                let s = out.ctx().get_or_create_symbol(&name);
                Ok(out.ctx().sym_ref(s))
            }
            _ => Err((off, "unknown token in expression".into())),
        }
    }

    /// Parses an expression that must be an assembly-time constant.
    pub fn abs_expr(&mut self, out: &mut dyn MCStreamer) -> PResult<i64> {
        let off = self.off();
        let e = self.expr(out)?;
        out.ctx_ref()
            .evaluate_absolute(e)
            .ok_or((off, "expected absolute expression".into()))
    }

    fn symbol_name(&mut self) -> PResult<(String, u32)> {
        let off = self.off();
        match self.bump() {
            Tok::Ident(n) => Ok((n, off)),
            Tok::Str(s) => Ok((String::from_utf8_lossy(&s).to_string(), off)),
            _ => Err((off, "expected identifier".into())),
        }
    }

    // ----- instructions -----

    fn instruction(&mut self, mnemonic: &str, off: u32, out: &mut dyn MCStreamer) -> PResult<()> {
        let mut atoms = Vec::new();
        let t = self.target;
        let syn = self.syntax;
        while !self.at_eol() {
            let aoff = self.off();
            if syn.custom_atoms {
                if let Some(r) = t.parse_operand_atom(self, out, &mut atoms) {
                    r?;
                    continue;
                }
            }
            match self.peek().clone() {
                Tok::Punct(p) if syn.punctuation.contains(&p) => {
                    self.pos += 1;
                    atoms.push(ParsedAtom {
                        atom: Atom::Punct(p),
                        offset: aoff,
                    });
                }
                Tok::Punct(p) if syn.imm_prefix == Some(p) => {
                    self.pos += 1;
                    let e = self.expr(out)?;
                    atoms.push(ParsedAtom {
                        atom: Atom::Expr {
                            expr: e,
                            ident: None,
                        },
                        offset: aoff,
                    });
                }
                Tok::Punct(p) if syn.reg_prefix == Some(p) => {
                    let r = self
                        .prefixed_reg(&syn)
                        .ok_or((aoff, "invalid register name".to_string()))?;
                    atoms.push(ParsedAtom {
                        atom: Atom::Reg(r, None),
                        offset: aoff,
                    });
                }
                Tok::Punct("(") if syn.paren_lists && self.reg_list_at(&syn) => {
                    self.reg_list(&syn, out, &mut atoms)?
                }
                Tok::Punct(",") => {
                    self.pos += 1;
                    atoms.push(ParsedAtom {
                        atom: Atom::Comma,
                        offset: aoff,
                    });
                }
                Tok::Punct("(") => {
                    // `(reg)` is a memory base; otherwise a parenthesized expression.
                    if let Tok::Ident(n) = self.peek_at(1).clone() {
                        if let (Some(r), Tok::Punct(")")) =
                            (self.target.parse_reg_name(&n), self.peek_at(2))
                        {
                            self.pos += 3;
                            atoms.push(ParsedAtom {
                                atom: Atom::LParen,
                                offset: aoff,
                            });
                            atoms.push(ParsedAtom {
                                atom: Atom::Reg(r, None),
                                offset: aoff + 1,
                            });
                            atoms.push(ParsedAtom {
                                atom: Atom::RParen,
                                offset: aoff + 1 + n.len() as u32,
                            });
                            continue;
                        }
                    }
                    let e = self.expr(out)?;
                    atoms.push(ParsedAtom {
                        atom: Atom::Expr {
                            expr: e,
                            ident: None,
                        },
                        offset: aoff,
                    });
                }
                Tok::Ident(n)
                    if self.target.parse_reg_name(&n).is_some() && self.operand_ends_after(1) =>
                {
                    self.pos += 1;
                    let r = self.target.parse_reg_name(&n).unwrap_or(0);
                    let s = out.ctx().get_or_create_symbol(&n);
                    let e = out.ctx().sym_ref(s);
                    atoms.push(ParsedAtom {
                        atom: Atom::Reg(r, Some(e)),
                        offset: aoff,
                    });
                }
                // A word before an immediate (`lsl #12`) is an identifier too.
                Tok::Ident(n)
                    if self.operand_ends_after(1)
                        || matches!((self.peek_at(1), syn.imm_prefix), (Tok::Punct(q), Some(p)) if *q == p) =>
                {
                    let e = self.expr(out)?;
                    atoms.push(ParsedAtom {
                        atom: Atom::Expr {
                            expr: e,
                            ident: Some(n.clone()),
                        },
                        offset: aoff,
                    });
                }
                _ => {
                    let e = self.expr(out)?;
                    atoms.push(ParsedAtom {
                        atom: Atom::Expr {
                            expr: e,
                            ident: None,
                        },
                        offset: aoff,
                    });
                }
            }
        }
        self.match_and_emit(mnemonic, off, &atoms, out)
    }

    /// Matches a statement's operands against `mnemonic`'s candidates and emits the
    /// instruction (expanding an assembler pseudo).
    fn match_and_emit(
        &mut self,
        mnemonic: &str,
        off: u32,
        atoms: &[ParsedAtom],
        out: &mut dyn MCStreamer,
    ) -> PResult<()> {
        let features = self.opts.features;
        let mut inst =
            match match_instruction(self.target, out.ctx_ref(), mnemonic, atoms, features) {
                Ok(i) => i,
                Err(e) => return Err((e.offset.unwrap_or(off), e.message)),
            };
        inst.loc = Some(self.loc(off));
        self.target.process_instruction(&mut inst);
        let desc = &self.target.tables().instrs[inst.opcode as usize];
        if desc.has(flags::ASM_PARSER_ONLY) {
            if let Some(p) = self.pending_prefix.take() {
                let mut i = MCInst::new(p);
                i.loc = inst.loc;
                out.emit_instruction(&i, features).map_err(|e| (off, e))?;
            }
            let mut items = Vec::new();
            let mut x = ExpandCtx {
                ctx: out.ctx(),
                features,
                pic: self.opts.pic,
                label_counter: &mut self.label_counter,
            };
            self.target
                .expand_pseudo(&inst, &mut x, &mut items)
                .map_err(|e| (off, e))?;
            for it in items {
                match it {
                    Expanded::Label(s) => out.emit_label(s, self.loc(off)).map_err(|e| (off, e))?,
                    Expanded::Inst(mut i) => {
                        i.loc = Some(self.loc(off));
                        out.emit_instruction(&i, features).map_err(|e| (off, e))?;
                    }
                }
            }
            return Ok(());
        }
        inst.prefix = self.pending_prefix.take().unwrap_or(0);
        out.emit_instruction(&inst, features).map_err(|e| (off, e))
    }

    /// The register at the current token, with the target's register prefix, consumed;
    /// `None` (nothing consumed) if there is none.
    fn prefixed_reg(&mut self, syn: &OperandSyntax) -> Option<u16> {
        let (n, len) = match (syn.reg_prefix, self.peek(), self.peek_at(1)) {
            (Some(p), Tok::Punct(q), Tok::Ident(n)) if p == *q => (n.clone(), 2),
            (None, Tok::Ident(n), _) => (n.clone(), 1),
            _ => return None,
        };
        let r = self.target.parse_reg_name(&n)?;
        self.pos += len;
        Some(r)
    }

    /// Whether a parenthesized list of memory-operand parts starts here: `(` then a
    /// register followed by `,` (`(%rbx,%rcx,4)`, `(a0, a1)`), or `(,` (no base).
    fn reg_list_at(&self, syn: &OperandSyntax) -> bool {
        let (k, name) = match (syn.reg_prefix, self.peek_at(1), self.peek_at(2)) {
            (_, Tok::Punct(","), _) => return true,
            (Some(p), Tok::Punct(q), Tok::Ident(n)) if p == *q => (3, n),
            (None, Tok::Ident(n), _) => (2, n),
            _ => return false,
        };
        let next = self.peek_at(k);
        (matches!(next, Tok::Punct(","))
            || syn.reg_prefix.is_some() && matches!(next, Tok::Punct(")")))
            && self.target.parse_reg_name(name).is_some()
    }

    /// Parses `(part, part, ...)` into `(`, a register or expression per part (none for
    /// an empty part), `,` and `)` atoms.
    fn reg_list(
        &mut self,
        syn: &OperandSyntax,
        out: &mut dyn MCStreamer,
        atoms: &mut Vec<ParsedAtom>,
    ) -> PResult<()> {
        let push =
            |atoms: &mut Vec<ParsedAtom>, atom, offset| atoms.push(ParsedAtom { atom, offset });
        push(atoms, Atom::LParen, self.off());
        self.pos += 1;
        loop {
            let off = self.off();
            if self.is_punct(",") || self.is_punct(")") {
                // An empty part.
            } else if let Some(r) = self.prefixed_reg(syn) {
                push(atoms, Atom::Reg(r, None), off);
            } else {
                let e = self.expr(out)?;
                push(
                    atoms,
                    Atom::Expr {
                        expr: e,
                        ident: None,
                    },
                    off,
                );
            }
            let off = self.off();
            if self.eat_punct(",") {
                push(atoms, Atom::Comma, off);
                continue;
            }
            self.expect_punct(")", "')' in memory operand")?;
            push(atoms, Atom::RParen, off);
            return Ok(());
        }
    }

    /// Whether the operand that starts at token `pos` ends after `n` tokens (a comma,
    /// `(`, or end of statement follows).
    fn operand_ends_after(&self, n: usize) -> bool {
        match self.peek_at(n) {
            Tok::Eol | Tok::Punct(",") | Tok::Punct("(") => true,
            // The target's operand punctuation (`]` of AArch64's `[x1]`).
            Tok::Punct(p) => self.syntax.punctuation.contains(p),
            _ => false,
        }
    }

    // ----- directives -----

    /// The section a bare `.section name` (or `.text`, `.data`, ...) selects: ELF type and
    /// flags from the name, as GNU as and llvm-mc infer them.
    pub fn section_spec_for(name: &str) -> SectionSpec {
        let (ty, flags) = if name == ".text" || name.starts_with(".text.") {
            (elf::SHT_PROGBITS, elf::SHF_ALLOC | elf::SHF_EXECINSTR)
        } else if name == ".bss" || name.starts_with(".bss.") || name.starts_with(".sbss") {
            (elf::SHT_NOBITS, elf::SHF_ALLOC | elf::SHF_WRITE)
        } else if name == ".tbss" || name.starts_with(".tbss.") {
            (
                elf::SHT_NOBITS,
                elf::SHF_ALLOC | elf::SHF_WRITE | elf::SHF_TLS,
            )
        } else if name == ".tdata" || name.starts_with(".tdata.") {
            (
                elf::SHT_PROGBITS,
                elf::SHF_ALLOC | elf::SHF_WRITE | elf::SHF_TLS,
            )
        } else if name == ".rodata" || name.starts_with(".rodata.") || name.starts_with(".srodata")
        {
            (elf::SHT_PROGBITS, elf::SHF_ALLOC)
        } else if name == ".data"
            || name.starts_with(".data.")
            || name.starts_with(".sdata")
            || name.starts_with(".data.rel")
        {
            (elf::SHT_PROGBITS, elf::SHF_ALLOC | elf::SHF_WRITE)
        } else if name == ".init_array" || name.starts_with(".init_array.") {
            (elf::SHT_INIT_ARRAY, elf::SHF_ALLOC | elf::SHF_WRITE)
        } else if name == ".fini_array" || name.starts_with(".fini_array.") {
            (elf::SHT_FINI_ARRAY, elf::SHF_ALLOC | elf::SHF_WRITE)
        } else if name == ".preinit_array" {
            (elf::SHT_PREINIT_ARRAY, elf::SHF_ALLOC | elf::SHF_WRITE)
        } else if name.starts_with(".note") {
            (elf::SHT_NOTE, 0)
        } else {
            (elf::SHT_PROGBITS, 0)
        };
        SectionSpec {
            name: name.to_string(),
            sh_type: ty,
            flags,
            entsize: 0,
            group: None,
        }
    }

    fn switch(&mut self, spec: SectionSpec, out: &mut dyn MCStreamer) {
        self.prev_section = out.current_section();
        out.switch_section(&spec, 0);
    }

    fn parse_section(&mut self, out: &mut dyn MCStreamer, push: bool) -> PResult<()> {
        let (name, _) = self.section_name()?;
        let mut spec = Self::section_spec_for(&name);
        let default_flags = spec.flags;
        if self.eat_punct(",") {
            let off = self.off();
            let Tok::Str(fl) = self.bump() else {
                return Err((off, "expected string in directive".into()));
            };
            spec.flags = section_flags(&fl).ok_or((off, "unknown flag".to_string()))?;
            if self.eat_punct(",") {
                let toff = self.off();
                if !(self.eat_punct("@") || self.eat_punct("%")) {
                    if let Tok::Str(_) = self.peek() {
                    } else {
                        return Err((toff, "expected '@<type>', '%<type>' or \"<type>\"".into()));
                    }
                }
                let ty = match self.bump() {
                    Tok::Ident(t) => t,
                    Tok::Str(t) => String::from_utf8_lossy(&t).to_string(),
                    _ => return Err((toff, "expected section type".into())),
                };
                spec.sh_type =
                    section_type(&ty).ok_or((toff, "unknown section type".to_string()))?;
                if spec.flags & elf::SHF_MERGE != 0 {
                    self.expect_punct(",", "entry size")?;
                    spec.entsize = self.abs_expr(out)? as u64;
                }
                if spec.flags & elf::SHF_GROUP != 0 {
                    self.expect_punct(",", "group name")?;
                    let (g, _) = self.symbol_name()?;
                    spec.group = Some(g);
                    if self.eat_punct(",") {
                        let _ = self.symbol_name()?;
                    }
                }
                if spec.flags & elf::SHF_LINK_ORDER != 0 && self.eat_punct(",") {
                    let _ = self.symbol_name()?;
                }
            }
        } else {
            spec.flags = default_flags;
        }
        if push {
            self.section_stack
                .push((out.current_section(), self.prev_section.clone()));
        }
        self.expect_eol()?;
        self.switch(spec, out);
        Ok(())
    }

    fn section_name(&mut self) -> PResult<(String, u32)> {
        let off = self.off();
        match self.bump() {
            Tok::Str(s) => Ok((String::from_utf8_lossy(&s).to_string(), off)),
            Tok::Ident(mut n) => {
                // Names like .text.foo-bar are split by the lexer; glue them back.
                while let Tok::Punct("-") = self.peek() {
                    if let Tok::Ident(m) = self.peek_at(1).clone() {
                        n.push('-');
                        n.push_str(&m);
                        self.pos += 2;
                    } else {
                        break;
                    }
                }
                Ok((n, off))
            }
            _ => Err((off, "expected identifier".into())),
        }
    }

    fn directive(&mut self, d: &str, off: u32, out: &mut dyn MCStreamer) -> PResult<()> {
        match d {
            ".text" | ".data" | ".bss" | ".rodata" => {
                let spec = Self::section_spec_for(d);
                if !self.at_eol() {
                    let _ = self.abs_expr(out)?;
                }
                self.expect_eol()?;
                self.switch(spec, out);
            }
            ".section" => self.parse_section(out, false)?,
            ".pushsection" => self.parse_section(out, true)?,
            ".popsection" => {
                let (cur, prev) = self.section_stack.pop().ok_or((
                    off,
                    ".popsection without corresponding .pushsection".to_string(),
                ))?;
                if let Some(c) = cur {
                    out.switch_section(&c, 0);
                }
                self.prev_section = prev;
            }
            ".previous" => {
                let prev = self
                    .prev_section
                    .clone()
                    .ok_or((off, ".previous without corresponding .section".to_string()))?;
                self.switch(prev, out);
            }
            ".globl" | ".global" | ".local" | ".weak" | ".hidden" | ".protected" | ".internal" => {
                let attr = match d {
                    ".globl" | ".global" => SymbolAttr::Global,
                    ".local" => SymbolAttr::Local,
                    ".weak" => SymbolAttr::Weak,
                    ".hidden" => SymbolAttr::Hidden,
                    ".protected" => SymbolAttr::Protected,
                    _ => SymbolAttr::Internal,
                };
                loop {
                    let (n, _) = self.symbol_name()?;
                    let s = out.ctx().get_or_create_symbol(&n);
                    out.symbol_attr(s, attr);
                    if !self.eat_punct(",") {
                        break;
                    }
                }
                self.expect_eol()?;
            }
            ".type" => {
                let (n, _) = self.symbol_name()?;
                self.expect_punct(",", "comma in '.type' directive")?;
                let toff = self.off();
                let _ = self.eat_punct("@") || self.eat_punct("%");
                let ty = match self.bump() {
                    Tok::Ident(t) => t,
                    Tok::Str(t) => String::from_utf8_lossy(&t).to_string(),
                    _ => return Err((toff, "expected symbol type".into())),
                };
                let attr = match ty.as_str() {
                    "function" | "STT_FUNC" | "gnu_indirect_function" => SymbolAttr::Function,
                    "object" | "STT_OBJECT" | "common" => SymbolAttr::Object,
                    "tls_object" | "STT_TLS" => SymbolAttr::TlsObject,
                    "notype" | "STT_NOTYPE" => SymbolAttr::NoType,
                    _ => return Err((toff, "unsupported attribute".into())),
                };
                let s = out.ctx().get_or_create_symbol(&n);
                out.symbol_attr(s, attr);
                self.expect_eol()?;
            }
            ".size" => {
                let (n, _) = self.symbol_name()?;
                self.expect_punct(",", "comma")?;
                let e = self.expr(out)?;
                let s = out.ctx().get_or_create_symbol(&n);
                out.emit_size(s, e);
                self.expect_eol()?;
            }
            ".p2align" | ".p2alignw" | ".p2alignl" | ".align" | ".balign" | ".balignw"
            | ".balignl" => {
                let aoff = self.off();
                let v = self.abs_expr(out)?;
                let pow2 = d.starts_with(".p2align") || d == ".align";
                let align = if pow2 {
                    if !(0..=32).contains(&v) {
                        return Err((aoff, "invalid alignment value".into()));
                    }
                    1u64 << v
                } else {
                    if v <= 0 || (v & (v - 1)) != 0 {
                        return Err((aoff, "alignment must be a power of 2".into()));
                    }
                    v as u64
                };
                let fill_size = if d.ends_with('w') {
                    2
                } else if d.ends_with('l') {
                    4
                } else {
                    1
                };
                let mut fill = None;
                let mut max = 0;
                if self.eat_punct(",") {
                    if !self.is_punct(",") {
                        fill = Some(self.abs_expr(out)?);
                    }
                    if self.eat_punct(",") {
                        max = self.abs_expr(out)? as u64;
                    }
                }
                self.expect_eol()?;
                out.emit_align(align, fill, fill_size, max);
            }
            ".byte" | ".half" | ".short" | ".2byte" | ".word" | ".long" | ".4byte" | ".int"
            | ".dword" | ".quad" | ".8byte" => {
                let size = match d {
                    ".byte" => 1,
                    ".half" | ".short" | ".2byte" => 2,
                    ".word" | ".long" | ".4byte" | ".int" => 4,
                    _ => 8,
                };
                if self.at_eol() {
                    return Ok(());
                }
                loop {
                    let eoff = self.off();
                    let e = self.expr(out)?;
                    out.emit_value(e, size, self.loc(eoff))
                        .map_err(|m| (eoff, m))?;
                    if !self.eat_punct(",") {
                        break;
                    }
                }
                self.expect_eol()?;
            }
            ".uleb128" | ".sleb128" => loop {
                let eoff = self.off();
                let e = self.expr(out)?;
                out.emit_leb(e, d == ".sleb128", self.loc(eoff))
                    .map_err(|m| (eoff, m))?;
                if !self.eat_punct(",") {
                    self.expect_eol()?;
                    break;
                }
            },
            ".ascii" | ".asciz" | ".string" => {
                loop {
                    let soff = self.off();
                    let Tok::Str(s) = self.bump() else {
                        return Err((soff, "expected string".into()));
                    };
                    out.emit_bytes(&s);
                    if d != ".ascii" {
                        out.emit_bytes(&[0]);
                    }
                    if !self.eat_punct(",") {
                        break;
                    }
                }
                self.expect_eol()?;
            }
            ".zero" | ".skip" | ".space" => {
                let coff = self.off();
                let count = self.expr(out)?;
                let mut fill = 0u8;
                // `.zero size, fill` too, as llvm-mc accepts it and llc writes it (an array
                // of 0xff bytes is `.zero 32,255`).
                if self.eat_punct(",") {
                    fill = self.abs_expr(out)? as u8;
                }
                self.expect_eol()?;
                out.emit_fill(count, fill, self.loc(coff))
                    .map_err(|m| (coff, m))?;
            }
            ".fill" => {
                let coff = self.off();
                let count = self.abs_expr(out)?;
                let mut size = 1i64;
                let mut value = 0i64;
                if self.eat_punct(",") {
                    size = self.abs_expr(out)?;
                    if self.eat_punct(",") {
                        value = self.abs_expr(out)?;
                    }
                }
                self.expect_eol()?;
                if count < 0 || !(0..=8).contains(&size) {
                    return Err((coff, "invalid '.fill' size".into()));
                }
                let (bytes, n) = crate::target::int_bytes(
                    value as u64,
                    size as usize,
                    self.target.is_big_endian(),
                );
                for _ in 0..count {
                    out.emit_bytes(&bytes[..n]);
                }
            }
            ".comm" | ".lcomm" => {
                let (n, _) = self.symbol_name()?;
                self.expect_punct(",", "comma")?;
                let soff = self.off();
                let size = self.abs_expr(out)?;
                if size < 0 {
                    return Err((soff, "size must be non-negative".into()));
                }
                let mut align = 1;
                if self.eat_punct(",") {
                    let aoff = self.off();
                    align = self.abs_expr(out)?;
                    if align <= 0 || (align & (align - 1)) != 0 {
                        return Err((aoff, "alignment must be a power of 2".into()));
                    }
                }
                self.expect_eol()?;
                let s = out.ctx().get_or_create_symbol(&n);
                if !matches!(out.ctx_ref().symbol(s).def, SymbolDef::Undefined) {
                    return Err((off, format!("invalid symbol redefinition of '{n}'")));
                }
                out.emit_common(s, size as u64, align as u64, d == ".lcomm");
            }
            ".set" | ".equ" | ".equiv" => {
                let (n, noff) = self.symbol_name()?;
                self.expect_punct(",", "comma")?;
                let e = self.expr(out)?;
                self.expect_eol()?;
                let s = out.ctx().get_or_create_symbol(&n);
                if d == ".equiv" && !matches!(out.ctx_ref().symbol(s).def, SymbolDef::Undefined) {
                    return Err((noff, format!("redefinition of '{n}'")));
                }
                out.emit_assignment(s, e);
            }
            ".file" => {
                if let Tok::Int(_) = self.peek() {
                    // `.file N "name"`: debug line table file; not used yet.
                    self.skip_to_eol();
                    return Ok(());
                }
                let soff = self.off();
                let Tok::Str(s) = self.bump() else {
                    return Err((soff, "expected string".into()));
                };
                self.expect_eol()?;
                out.emit_file(&String::from_utf8_lossy(&s));
            }
            ".ident" => {
                let soff = self.off();
                let Tok::Str(s) = self.bump() else {
                    return Err((soff, "expected string".into()));
                };
                self.expect_eol()?;
                out.emit_ident(&String::from_utf8_lossy(&s));
            }
            ".loc" | ".cfi_sections" | ".variant_cc" | ".weakref" | ".symver"
            | ".cfi_signal_frame" | ".cfi_return_column" => {
                self.skip_to_eol();
            }
            ".end" => {
                self.done = true;
            }
            ".addrsig" => {
                self.expect_eol()?;
                out.emit_addrsig();
            }
            ".addrsig_sym" => {
                let (n, _) = self.symbol_name()?;
                self.expect_eol()?;
                let s = out.ctx().get_or_create_symbol(&n);
                out.emit_addrsig_sym(s);
            }
            d if d.starts_with(".cfi_") => self.cfi(d, off, out)?,
            d => {
                let t = self.target;
                match t.parse_directive(d, self, out) {
                    Some(r) => r?,
                    None => return Err((off, "unknown directive".into())),
                }
            }
        }
        Ok(())
    }

    fn cfi_reg(&mut self) -> PResult<u16> {
        let off = self.off();
        // `%rbx` in targets that prefix register names.
        if let (Some(p), Tok::Punct(q), Tok::Ident(_)) = (
            self.syntax.reg_prefix,
            self.peek().clone(),
            self.peek_at(1).clone(),
        ) {
            if p == q {
                self.pos += 1;
            }
        }
        match self.bump() {
            Tok::Int(n) => Ok(n as u16),
            Tok::Ident(n) => {
                let r = self
                    .target
                    .parse_reg_name(&n)
                    .ok_or((off, "invalid register name".to_string()))?;
                self.target
                    .dwarf_reg(r)
                    .ok_or((off, "invalid register name".into()))
            }
            _ => Err((off, "invalid register name".into())),
        }
    }

    fn cfi(&mut self, d: &str, off: u32, out: &mut dyn MCStreamer) -> PResult<()> {
        let loc = self.loc(off);
        let r = match d {
            ".cfi_startproc" => {
                if let Tok::Ident(s) = self.peek() {
                    if s == "simple" {
                        self.pos += 1;
                    }
                }
                self.expect_eol()?;
                out.cfi_startproc(loc)
            }
            ".cfi_endproc" => {
                self.expect_eol()?;
                out.cfi_endproc(loc)
            }
            ".cfi_def_cfa" => {
                let r = self.cfi_reg()?;
                self.expect_punct(",", "comma")?;
                let o = self.abs_expr(out)?;
                self.expect_eol()?;
                out.cfi(CfiDirective::DefCfa(r, o), loc)
            }
            ".cfi_def_cfa_offset" => {
                let o = self.abs_expr(out)?;
                self.expect_eol()?;
                out.cfi(CfiDirective::DefCfaOffset(o), loc)
            }
            ".cfi_adjust_cfa_offset" => {
                let o = self.abs_expr(out)?;
                self.expect_eol()?;
                out.cfi(CfiDirective::AdjustCfaOffset(o), loc)
            }
            ".cfi_def_cfa_register" => {
                let r = self.cfi_reg()?;
                self.expect_eol()?;
                out.cfi(CfiDirective::DefCfaRegister(r), loc)
            }
            ".cfi_offset" | ".cfi_rel_offset" => {
                let r = self.cfi_reg()?;
                self.expect_punct(",", "comma")?;
                let o = self.abs_expr(out)?;
                self.expect_eol()?;
                let dd = if d == ".cfi_offset" {
                    CfiDirective::Offset(r, o)
                } else {
                    CfiDirective::RelOffset(r, o)
                };
                out.cfi(dd, loc)
            }
            ".cfi_restore" | ".cfi_undefined" | ".cfi_same_value" => {
                let r = self.cfi_reg()?;
                self.expect_eol()?;
                let dd = match d {
                    ".cfi_restore" => CfiDirective::Restore(r),
                    ".cfi_undefined" => CfiDirective::Undefined(r),
                    _ => CfiDirective::SameValue(r),
                };
                out.cfi(dd, loc)
            }
            ".cfi_register" => {
                let a = self.cfi_reg()?;
                self.expect_punct(",", "comma")?;
                let b = self.cfi_reg()?;
                self.expect_eol()?;
                out.cfi(CfiDirective::Register(a, b), loc)
            }
            ".cfi_personality" | ".cfi_lsda" => {
                let eoff = self.off();
                let enc = self.abs_expr(out)?;
                if enc == 0xff {
                    // DW_EH_PE_omit: no routine or data area.
                    self.skip_to_eol();
                    return Ok(());
                }
                // The object writer makes pc-relative 4-byte fields (DW_EH_PE_pcrel |
                // DW_EH_PE_sdata4, maybe indirect), what position-independent code uses.
                if enc & 0x7f != 0x1b {
                    return Err((
                        eoff,
                        "only the pcrel sdata4 encodings (0x1b, 0x9b) are supported".into(),
                    ));
                }
                self.expect_punct(",", "symbol")?;
                let (n, _) = self.symbol_name()?;
                self.expect_eol()?;
                let s = out.ctx().get_or_create_symbol(&n);
                let dd = if d == ".cfi_personality" {
                    CfiDirective::Personality(enc as u8, s)
                } else {
                    CfiDirective::Lsda(enc as u8, s)
                };
                out.cfi(dd, loc)
            }
            ".cfi_remember_state" => {
                self.expect_eol()?;
                out.cfi(CfiDirective::RememberState, loc)
            }
            ".cfi_restore_state" => {
                self.expect_eol()?;
                out.cfi(CfiDirective::RestoreState, loc)
            }
            ".cfi_escape" | ".cfi_window_save" | ".cfi_negate_ra_state" | ".cfi_val_offset" => {
                self.skip_to_eol();
                Ok(())
            }
            _ => return Err((off, "unknown directive".into())),
        };
        r.map_err(|m| (off, m))
    }
}

/// The `SHF_*` bits of a `.section` directive's flag letters (`"awx"`), `None` for an
/// unknown letter.
pub fn section_flags(letters: &[u8]) -> Option<u64> {
    let mut f = 0u64;
    for c in letters {
        f |= match c {
            b'a' => elf::SHF_ALLOC,
            b'w' => elf::SHF_WRITE,
            b'x' => elf::SHF_EXECINSTR,
            b'M' => elf::SHF_MERGE,
            b'S' => elf::SHF_STRINGS,
            b'G' => elf::SHF_GROUP,
            b'T' => elf::SHF_TLS,
            b'o' => elf::SHF_LINK_ORDER,
            b'R' => elf::SHF_GNU_RETAIN,
            b'e' => elf::SHF_EXCLUDE,
            b'd' | b'y' | b'?' => 0,
            _ => return None,
        };
    }
    Some(f)
}

/// The `SHT_*` type of a `.section` directive's type name (`progbits`, without the `@`).
pub fn section_type(name: &str) -> Option<u32> {
    Some(match name {
        "progbits" => elf::SHT_PROGBITS,
        "nobits" => elf::SHT_NOBITS,
        "note" => elf::SHT_NOTE,
        "init_array" => elf::SHT_INIT_ARRAY,
        "fini_array" => elf::SHT_FINI_ARRAY,
        "preinit_array" => elf::SHT_PREINIT_ARRAY,
        "llvm_addrsig" => elf::SHT_LLVM_ADDRSIG,
        _ => return None,
    })
}

fn unquote_label(n: &str) -> String {
    n.to_string()
}
