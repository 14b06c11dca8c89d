//! The TableGen lexer and preprocessor.
//!
//! In: source buffers held by a [`SourceMgr`], include directories and `-D` macros.
//! Out: a stream of [`Token`]s, with `include "file"` expanded in place and the preprocessor
//! directives (`#define`, `#ifdef`, `#ifndef`, `#else`, `#endif`) applied, as LLVM's `TGLexer`
//! does. Errors come back as located [`Diagnostic`]s.

use kiln_support::{Diagnostic, FileId, SourceLoc, SourceMgr};
use std::collections::HashSet;
use std::path::PathBuf;

/// The kind of a token.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// End of all input.
    Eof,
    /// `-`
    Minus,
    /// `+`
    Plus,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `:`
    Colon,
    /// `;`
    Semi,
    /// `,`
    Comma,
    /// `.`
    Dot,
    /// `=`
    Equal,
    /// `?`
    Question,
    /// `#`
    Paste,
    /// `...`
    DotDotDot,
    /// A keyword.
    Kw(Kw),
    /// A bang operator such as `!add`.
    Bang(Bang),
    /// An identifier.
    Id,
    /// `$name`
    VarName,
    /// A string literal.
    Str,
    /// A code block `[{ ... }]`.
    Code,
    /// A decimal or hexadecimal integer.
    Int,
    /// A binary integer `0b...` (its width matters).
    BinInt,
}

/// Keywords.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Kw {
    Assert,
    Bit,
    Bits,
    Class,
    Code,
    Dag,
    Def,
    Defm,
    Defset,
    Deftype,
    Defvar,
    Dump,
    Else,
    False,
    Field,
    Foreach,
    If,
    In,
    Int,
    Let,
    List,
    Multiclass,
    String,
    Then,
    True,
}

/// Bang operators.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Bang {
    Add,
    And,
    Cast,
    Con,
    Cond,
    Dag,
    Div,
    Empty,
    Eq,
    Exists,
    Filter,
    Find,
    Foldl,
    Foreach,
    GetDagArg,
    GetDagName,
    GetDagOp,
    GetDagOpName,
    Ge,
    Gt,
    Head,
    If,
    Initialized,
    Instances,
    Interleave,
    IsA,
    Le,
    ListConcat,
    ListFlatten,
    ListRemove,
    ListSplat,
    LogTwo,
    Lt,
    Match,
    Mul,
    Ne,
    Not,
    Or,
    Range,
    Repr,
    SetDagArg,
    SetDagName,
    SetDagOp,
    SetDagOpName,
    Shl,
    Size,
    Sra,
    Srl,
    StrConcat,
    Sub,
    Subst,
    Substr,
    Tail,
    ToLower,
    ToUpper,
    Xor,
}

fn bang_of(s: &str) -> Option<Bang> {
    use Bang::*;
    Some(match s {
        "add" => Add,
        "and" => And,
        "cast" => Cast,
        "con" => Con,
        "cond" => Cond,
        "dag" => Dag,
        "div" => Div,
        "empty" => Empty,
        "eq" => Eq,
        "exists" => Exists,
        "filter" => Filter,
        "find" => Find,
        "foldl" => Foldl,
        "foreach" => Foreach,
        "getdagarg" => GetDagArg,
        "getdagname" => GetDagName,
        "getdagop" => GetDagOp,
        "getdagopname" => GetDagOpName,
        "ge" => Ge,
        "gt" => Gt,
        "head" => Head,
        "if" => If,
        "initialized" => Initialized,
        "instances" => Instances,
        "interleave" => Interleave,
        "isa" => IsA,
        "le" => Le,
        "listconcat" => ListConcat,
        "listflatten" => ListFlatten,
        "listremove" => ListRemove,
        "listsplat" => ListSplat,
        "logtwo" => LogTwo,
        "lt" => Lt,
        "match" => Match,
        "mul" => Mul,
        "ne" => Ne,
        "not" => Not,
        "or" => Or,
        "range" => Range,
        "repr" => Repr,
        "setdagarg" => SetDagArg,
        "setdagname" => SetDagName,
        "setdagop" => SetDagOp,
        "setdagopname" => SetDagOpName,
        "shl" => Shl,
        "size" => Size,
        "sra" => Sra,
        "srl" => Srl,
        "strconcat" => StrConcat,
        "sub" => Sub,
        "subst" => Subst,
        "substr" => Substr,
        "tail" => Tail,
        "tolower" => ToLower,
        "toupper" => ToUpper,
        "xor" => Xor,
        _ => return None,
    })
}

fn kw_of(s: &str) -> Option<Kw> {
    use Kw::*;
    Some(match s {
        "assert" => Assert,
        "bit" => Bit,
        "bits" => Bits,
        "class" => Class,
        "code" => Code,
        "dag" => Dag,
        "def" => Def,
        "defm" => Defm,
        "defset" => Defset,
        "deftype" => Deftype,
        "defvar" => Defvar,
        "dump" => Dump,
        "else" => Else,
        "false" => False,
        "field" => Field,
        "foreach" => Foreach,
        "if" => If,
        "in" => In,
        "int" => Int,
        "let" => Let,
        "list" => List,
        "multiclass" => Multiclass,
        "string" => String,
        "then" => Then,
        "true" => True,
        _ => return None,
    })
}

/// A token: its kind, where it starts, and its value.
#[derive(Clone, Debug)]
pub struct Token {
    /// What kind of token.
    pub kind: Tok,
    /// Where it starts.
    pub loc: SourceLoc,
    /// Identifier, string, code or variable-name text.
    pub text: String,
    /// Integer value (`Int`, `BinInt`).
    pub int: i64,
    /// Number of digits of a binary integer.
    pub bin_width: u32,
}

struct Frame {
    file: FileId,
    pos: usize,
    /// Depth of `#ifdef` nesting when this file was entered.
    cond_base: usize,
}

/// One open `#ifdef`/`#ifndef`: whether its `#else` was seen and where it started.
struct Cond {
    seen_else: bool,
    loc: SourceLoc,
}

/// The lexer: a stack of buffers being read (one per open `include`).
pub struct Lexer {
    stack: Vec<Frame>,
    include_dirs: Vec<PathBuf>,
    defines: HashSet<String>,
    conds: Vec<Cond>,
    /// Every file read, main file first.
    pub files: Vec<PathBuf>,
    /// Every file that `include` named, with the path it was found at (for depfiles).
    pub included: Vec<String>,
}

impl Lexer {
    /// The buffer being read (the innermost open `include`). The stack is never empty while
    /// tokens are read: the main file's frame is pushed first and popped only at its end.
    fn frame(&self) -> &Frame {
        self.stack
            .last()
            .expect("invariant: the lexer reads from an open buffer")
    }

    /// Moves the read position of the current buffer to `pos`.
    fn set_pos(&mut self, pos: usize) {
        self.stack
            .last_mut()
            .expect("invariant: the lexer reads from an open buffer")
            .pos = pos;
    }
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_'
}
fn is_ident_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

type LexResult = Result<Token, Box<Diagnostic>>;

impl Lexer {
    /// A lexer over `main`, with include directories and predefined macros.
    pub fn new(
        main: FileId,
        main_path: PathBuf,
        include_dirs: &[PathBuf],
        defines: &[String],
    ) -> Self {
        Lexer {
            stack: vec![Frame {
                file: main,
                pos: 0,
                cond_base: 0,
            }],
            include_dirs: include_dirs.to_vec(),
            defines: defines.iter().cloned().collect(),
            conds: Vec::new(),
            files: vec![main_path],
            included: Vec::new(),
        }
    }

    fn err(
        &self,
        sm: &SourceMgr,
        file: FileId,
        pos: usize,
        msg: impl Into<String>,
    ) -> Box<Diagnostic> {
        Box::new(Diagnostic::error(sm.loc(file, pos), msg))
    }

    fn tok(&self, sm: &SourceMgr, kind: Tok, file: FileId, start: usize) -> Token {
        Token {
            kind,
            loc: sm.loc(file, start),
            text: String::new(),
            int: 0,
            bin_width: 0,
        }
    }

    /// Lexes the next token.
    pub fn next(&mut self, sm: &mut SourceMgr) -> LexResult {
        loop {
            let Some(frame) = self.stack.last() else {
                let f = FileId(0);
                let len = sm.text(f).len();
                return Ok(self.tok(sm, Tok::Eof, f, len));
            };
            let file = frame.file;
            let mut pos = frame.pos;
            let text = sm.text(file).as_bytes();
            // Skip whitespace and comments.
            loop {
                while pos < text.len() && (text[pos] as char).is_ascii_whitespace() {
                    pos += 1;
                }
                if pos + 1 < text.len() && text[pos] == b'/' && text[pos + 1] == b'/' {
                    while pos < text.len() && text[pos] != b'\n' {
                        pos += 1;
                    }
                    continue;
                }
                if pos + 1 < text.len() && text[pos] == b'/' && text[pos + 1] == b'*' {
                    let start = pos;
                    pos += 2;
                    let mut depth = 1;
                    while depth > 0 {
                        if pos + 1 >= text.len() {
                            self.set_pos(text.len());
                            return Err(self.err(sm, file, start, "unterminated comment"));
                        }
                        if text[pos] == b'/' && text[pos + 1] == b'*' {
                            depth += 1;
                            pos += 2;
                        } else if text[pos] == b'*' && text[pos + 1] == b'/' {
                            depth -= 1;
                            pos += 2;
                        } else {
                            pos += 1;
                        }
                    }
                    continue;
                }
                break;
            }
            if pos >= text.len() {
                let base = self.frame().cond_base;
                if self.conds.len() > base {
                    let loc = self.conds[self.conds.len() - 1].loc;
                    self.conds.truncate(base);
                    self.set_pos(pos);
                    return Err(Box::new(Diagnostic::error(
                        loc,
                        "reached EOF without matching #endif",
                    )));
                }
                if self.stack.len() == 1 {
                    self.set_pos(pos);
                    return Ok(self.tok(sm, Tok::Eof, file, pos));
                }
                self.stack.pop();
                continue;
            }
            let start = pos;
            let c = text[pos];
            pos += 1;
            let simple = match c {
                b'+' if !(pos < text.len() && text[pos].is_ascii_digit()) => Some(Tok::Plus),
                b'-' if !(pos < text.len() && text[pos].is_ascii_digit()) => Some(Tok::Minus),
                b'[' if !(pos < text.len() && text[pos] == b'{') => Some(Tok::LSquare),
                b']' => Some(Tok::RSquare),
                b'{' => Some(Tok::LBrace),
                b'}' => Some(Tok::RBrace),
                b'(' => Some(Tok::LParen),
                b')' => Some(Tok::RParen),
                b'<' => Some(Tok::Less),
                b'>' => Some(Tok::Greater),
                b':' => Some(Tok::Colon),
                b';' => Some(Tok::Semi),
                b',' => Some(Tok::Comma),
                b'=' => Some(Tok::Equal),
                b'?' => Some(Tok::Question),
                _ => None,
            };
            if let Some(k) = simple {
                self.set_pos(pos);
                return Ok(self.tok(sm, k, file, start));
            }
            match c {
                b'.' => {
                    if pos + 1 < text.len() && text[pos] == b'.' && text[pos + 1] == b'.' {
                        self.set_pos(pos + 2);
                        return Ok(self.tok(sm, Tok::DotDotDot, file, start));
                    }
                    self.set_pos(pos);
                    return Ok(self.tok(sm, Tok::Dot, file, start));
                }
                b'#' => {
                    // A preprocessor directive if `#` starts the line (after blanks).
                    let mut ls = start;
                    while ls > 0 && (text[ls - 1] == b' ' || text[ls - 1] == b'\t') {
                        ls -= 1;
                    }
                    let at_line_start = ls == 0 || text[ls - 1] == b'\n';
                    let mut e = pos;
                    while e < text.len() && is_ident_char(text[e]) {
                        e += 1;
                    }
                    let word = std::str::from_utf8(&text[pos..e]).unwrap_or("");
                    if matches!(word, "define" | "ifdef" | "ifndef" | "else" | "endif") {
                        if !at_line_start {
                            self.set_pos(e);
                            return Err(self.err(
                                sm,
                                file,
                                start,
                                "Preprocessor directives must be the first non-whitespace characters on the line",
                            ));
                        }
                        let word = word.to_string();
                        self.directive(sm, file, start, e, &word)?;
                        continue;
                    }
                    self.set_pos(pos);
                    return Ok(self.tok(sm, Tok::Paste, file, start));
                }
                b'!' => {
                    let mut e = pos;
                    while e < text.len() && text[e].is_ascii_alphabetic() {
                        e += 1;
                    }
                    let word = std::str::from_utf8(&text[pos..e]).unwrap_or("");
                    self.set_pos(e);
                    return match bang_of(word) {
                        Some(b) => Ok(self.tok(sm, Tok::Bang(b), file, start)),
                        None => Err(self.err(sm, file, start, "Unknown operator")),
                    };
                }
                b'$' => {
                    let mut e = pos;
                    if e < text.len() && is_ident_start(text[e]) {
                        while e < text.len() && is_ident_char(text[e]) {
                            e += 1;
                        }
                        let mut t = self.tok(sm, Tok::VarName, file, start);
                        t.text = String::from_utf8_lossy(&text[pos..e]).into_owned();
                        self.set_pos(e);
                        return Ok(t);
                    }
                    self.set_pos(pos);
                    return Err(self.err(sm, file, start, "invalid variable name"));
                }
                b'"' => {
                    let mut s = Vec::new();
                    let mut p = pos;
                    loop {
                        if p >= text.len() || text[p] == b'\n' || text[p] == b'\r' {
                            self.set_pos(p);
                            return Err(self.err(sm, file, start, "end of file in string literal"));
                        }
                        let ch = text[p];
                        if ch == b'"' {
                            p += 1;
                            break;
                        }
                        if ch == b'\\' {
                            p += 1;
                            let esc = if p < text.len() { text[p] } else { 0 };
                            match esc {
                                b'\\' | b'\'' | b'"' => s.push(esc),
                                b't' => s.push(b'\t'),
                                b'n' => s.push(b'\n'),
                                _ => {
                                    self.set_pos(p);
                                    return Err(self.err(
                                        sm,
                                        file,
                                        p,
                                        "invalid escape in string literal",
                                    ));
                                }
                            }
                            p += 1;
                            continue;
                        }
                        s.push(ch);
                        p += 1;
                    }
                    self.set_pos(p);
                    let mut t = self.tok(sm, Tok::Str, file, start);
                    t.text = String::from_utf8_lossy(&s).into_owned();
                    return Ok(t);
                }
                b'[' => {
                    // Code block `[{ ... }]`.
                    let body = pos + 1;
                    let mut p = body;
                    loop {
                        if p + 1 >= text.len() {
                            self.set_pos(text.len());
                            return Err(self.err(sm, file, start, "Unterminated code block"));
                        }
                        if text[p] == b'}' && text[p + 1] == b']' {
                            break;
                        }
                        p += 1;
                    }
                    let mut t = self.tok(sm, Tok::Code, file, start);
                    t.text = String::from_utf8_lossy(&text[body..p]).into_owned();
                    self.set_pos(p + 2);
                    return Ok(t);
                }
                _ => {}
            }
            if c.is_ascii_digit() || c == b'-' || c == b'+' {
                // Identifiers may start with digits.
                if c.is_ascii_digit() {
                    let mut i = start;
                    while i < text.len() && text[i].is_ascii_digit() {
                        i += 1;
                    }
                    let next = if i < text.len() { text[i] } else { 0 };
                    let nn = if i + 1 < text.len() { text[i + 1] } else { 0 };
                    let is_num_prefix = c == b'0'
                        && i == start + 1
                        && ((next == b'x' && nn.is_ascii_hexdigit())
                            || (next == b'b' && (nn == b'0' || nn == b'1')));
                    if !is_num_prefix && (next.is_ascii_alphabetic() || next == b'_') {
                        return self.lex_ident(sm, file, start);
                    }
                }
                return self.lex_number(sm, file, start);
            }
            if is_ident_start(c) {
                return self.lex_ident(sm, file, start);
            }
            self.set_pos(pos);
            return Err(self.err(sm, file, start, "unexpected character"));
        }
    }

    fn lex_number(&mut self, sm: &SourceMgr, file: FileId, start: usize) -> LexResult {
        let text = sm.text(file).as_bytes();
        let mut p = start;
        let neg = text[p] == b'-';
        if text[p] == b'-' || text[p] == b'+' {
            p += 1;
        }
        // A sign is only part of a decimal number (`-0x10` lexes as `-0` then `x10`, as in LLVM).
        if p == start
            && text[p] == b'0'
            && p + 1 < text.len()
            && (text[p + 1] == b'x' || text[p + 1] == b'b')
        {
            let base = if text[p + 1] == b'x' { 16 } else { 2 };
            let ds = p + 2;
            let mut e = ds;
            while e < text.len()
                && (if base == 16 {
                    text[e].is_ascii_hexdigit()
                } else {
                    text[e] == b'0' || text[e] == b'1'
                })
            {
                e += 1;
            }
            self.set_pos(e);
            if e == ds {
                return Err(self.err(sm, file, start, "invalid number"));
            }
            let digits = std::str::from_utf8(&text[ds..e]).unwrap_or("0");
            let v = match u64::from_str_radix(digits, base) {
                Ok(v) => v as i64,
                Err(_) => return Err(self.err(sm, file, start, "number out of range")),
            };
            let mut t = self.tok(
                sm,
                if base == 2 && !neg && text[start] != b'+' {
                    Tok::BinInt
                } else {
                    Tok::Int
                },
                file,
                start,
            );
            // A sign before 0x/0b is not part of LLVM's number; keep it simple.
            t.int = if neg { v.wrapping_neg() } else { v };
            t.bin_width = (e - ds) as u32;
            return Ok(t);
        }
        let mut e = p;
        while e < text.len() && text[e].is_ascii_digit() {
            e += 1;
        }
        self.set_pos(e);
        let digits = std::str::from_utf8(&text[p..e]).unwrap_or("0");
        let v: i64 = if neg {
            match digits.parse::<i128>() {
                Ok(v) if -v >= i64::MIN as i128 => (-v) as i64,
                _ => return Err(self.err(sm, file, start, "number out of range")),
            }
        } else {
            match digits.parse::<u64>() {
                Ok(v) => v as i64,
                Err(_) => return Err(self.err(sm, file, start, "number out of range")),
            }
        };
        let mut t = self.tok(sm, Tok::Int, file, start);
        t.int = v;
        Ok(t)
    }

    fn lex_ident(&mut self, sm: &mut SourceMgr, file: FileId, start: usize) -> LexResult {
        let text = sm.text(file).as_bytes();
        let mut e = start;
        while e < text.len() && is_ident_char(text[e]) {
            e += 1;
        }
        self.set_pos(e);
        let word = std::str::from_utf8(&text[start..e]).unwrap_or("");
        if let Some(k) = kw_of(word) {
            if k == Kw::Dump || k == Kw::Assert || k == Kw::Deftype {
                // fallthrough: still keywords
            }
            return Ok(self.tok(sm, Tok::Kw(k), file, start));
        }
        if word == "include" {
            return self.lex_include(sm, file, start);
        }
        let mut t = self.tok(sm, Tok::Id, file, start);
        t.text = word.to_string();
        Ok(t)
    }

    fn lex_include(&mut self, sm: &mut SourceMgr, file: FileId, start: usize) -> LexResult {
        let t = self.next(sm)?;
        if t.kind != Tok::Str {
            return Err(Box::new(Diagnostic::error(
                t.loc,
                "expected filename after include",
            )));
        }
        let name = t.text.clone();
        let mut found: Option<(String, String)> = None;
        if let Ok(s) = std::fs::read_to_string(&name) {
            found = Some((name.clone(), s));
        } else {
            for d in &self.include_dirs {
                let p = d.join(&name);
                if let Ok(s) = std::fs::read_to_string(&p) {
                    found = Some((p.to_string_lossy().into_owned(), s));
                    break;
                }
            }
        }
        let _ = start;
        let _ = file;
        let Some((path, body)) = found else {
            return Err(Box::new(Diagnostic::error(
                t.loc,
                format!("could not find include file '{name}'"),
            )));
        };
        if self.stack.len() > 128 {
            return Err(Box::new(Diagnostic::error(
                t.loc,
                "include nested too deeply",
            )));
        }
        let id = sm.add_buffer(path.clone(), body);
        self.files.push(PathBuf::from(&path));
        self.included.push(path);
        self.stack.push(Frame {
            file: id,
            pos: 0,
            cond_base: self.conds.len(),
        });
        self.next(sm)
    }

    /// Handles a preprocessor directive whose `#` is at `start` and name ends at `e`.
    fn directive(
        &mut self,
        sm: &SourceMgr,
        file: FileId,
        start: usize,
        e: usize,
        word: &str,
    ) -> Result<(), Box<Diagnostic>> {
        let text = sm.text(file).as_bytes();
        let mut p = e;
        let line_end = |mut q: usize| {
            while q < text.len() && text[q] != b'\n' {
                q += 1;
            }
            q
        };
        let read_name = |p: &mut usize| -> Option<String> {
            while *p < text.len() && (text[*p] == b' ' || text[*p] == b'\t') {
                *p += 1;
            }
            let s = *p;
            if *p < text.len() && is_ident_start(text[*p]) {
                while *p < text.len() && is_ident_char(text[*p]) {
                    *p += 1;
                }
                Some(String::from_utf8_lossy(&text[s..*p]).into_owned())
            } else {
                None
            }
        };
        let check_rest = |p: usize| directive_rest(text, p);
        let base = self.frame().cond_base;
        match word {
            "define" | "ifdef" | "ifndef" => {
                let Some(name) = read_name(&mut p) else {
                    self.set_pos(line_end(p));
                    return Err(self.err(
                        sm,
                        file,
                        p,
                        "expected macro name after #".to_string() + word,
                    ));
                };
                match check_rest(p) {
                    Ok(q) => self.set_pos(q),
                    Err(q) => {
                        self.set_pos(line_end(q));
                        return Err(self.err(
                            sm,
                            file,
                            q,
                            format!("only comments are supported after #{word} NAME"),
                        ));
                    }
                }
                if word == "define" {
                    self.defines.insert(name);
                    return Ok(());
                }
                let defined = self.defines.contains(&name);
                let take = if word == "ifdef" { defined } else { !defined };
                self.conds.push(Cond {
                    seen_else: false,
                    loc: sm.loc(file, start),
                });
                if !take {
                    self.skip(sm, file)?;
                }
                Ok(())
            }
            "else" => {
                if self.conds.len() <= base {
                    self.set_pos(e);
                    return Err(self.err(sm, file, start, "#else without #ifdef or #ifndef"));
                }
                let c = self.conds.last_mut().expect("cond exists");
                if c.seen_else {
                    self.set_pos(e);
                    return Err(self.err(sm, file, start, "double #else"));
                }
                c.seen_else = true;
                if let Err(q) = check_rest(e) {
                    self.set_pos(line_end(q));
                    return Err(self.err(sm, file, q, "only comments are supported after #else"));
                }
                // We were taking the then-part; skip the else-part.
                self.set_pos(e);
                self.skip(sm, file)
            }
            _ => {
                // endif
                if self.conds.len() <= base {
                    self.set_pos(e);
                    return Err(self.err(sm, file, start, "#endif without #ifdef"));
                }
                self.conds.pop();
                match check_rest(e) {
                    Ok(q) => {
                        self.set_pos(q);
                        Ok(())
                    }
                    Err(q) => {
                        self.set_pos(line_end(q));
                        Err(self.err(sm, file, q, "only comments are supported after #endif"))
                    }
                }
            }
        }
    }

    /// Skips lines of a false branch until the matching `#else` (entering it) or `#endif`.
    fn skip(&mut self, sm: &SourceMgr, file: FileId) -> Result<(), Box<Diagnostic>> {
        let text = sm.text(file).as_bytes();
        let mut p = self.frame().pos;
        let mut depth = 0usize;
        // Go to the start of the next line.
        while p < text.len() && text[p] != b'\n' {
            p += 1;
        }
        loop {
            if p >= text.len() {
                let loc = self.conds.last().map(|c| c.loc).unwrap_or(sm.loc(file, 0));
                self.set_pos(p);
                let base = self.frame().cond_base;
                self.conds.truncate(base);
                return Err(Box::new(Diagnostic::error(
                    loc,
                    "reached EOF without matching #endif",
                )));
            }
            p += 1; // past '\n'
            let mut q = p;
            while q < text.len() && (text[q] == b' ' || text[q] == b'\t') {
                q += 1;
            }
            if q < text.len() && text[q] == b'#' {
                let mut e = q + 1;
                while e < text.len() && is_ident_char(text[e]) {
                    e += 1;
                }
                let w = &text[q + 1..e];
                // Directives in a skipped region are checked as in a taken one: only comments
                // may follow them on their line (llvm-tblgen does the same).
                let rest = |after: usize, what: &str| -> Result<usize, Box<Diagnostic>> {
                    directive_rest(text, after).map_err(|bad| {
                        Box::new(Diagnostic::error(
                            sm.loc(file, bad),
                            format!("only comments are supported after {what}"),
                        ))
                    })
                };
                match w {
                    b"ifdef" | b"ifndef" => {
                        let mut n = e;
                        while n < text.len() && (text[n] == b' ' || text[n] == b'\t') {
                            n += 1;
                        }
                        while n < text.len() && is_ident_char(text[n]) {
                            n += 1;
                        }
                        if let Err(d) = rest(n, "#ifdef NAME") {
                            self.set_pos(n);
                            return Err(d);
                        }
                        depth += 1;
                    }
                    b"else" if depth == 0 => {
                        let c = self.conds.last_mut().expect("cond exists");
                        if c.seen_else {
                            self.set_pos(e);
                            return Err(self.err(sm, file, q, "double #else"));
                        }
                        c.seen_else = true;
                        let at = rest(e, "#else");
                        self.set_pos(e);
                        at?;
                        return Ok(());
                    }
                    b"endif" => {
                        let at = rest(e, "#endif");
                        if depth == 0 {
                            self.conds.pop();
                            self.set_pos(e);
                            at?;
                            return Ok(());
                        }
                        at?;
                        depth -= 1;
                    }
                    _ => {}
                }
            }
            while p < text.len() && text[p] != b'\n' {
                p += 1;
            }
        }
    }
}

/// Checks what follows a preprocessor directive from `p` to the end of its line: blanks and
/// comments only. A block comment may run on to later lines, but the line it ends on must hold
/// nothing else after it either (as llvm-tblgen-22 checks). Returns where lexing resumes (the
/// first comment, or the end of the line), or the position of the first offending character.
fn directive_rest(text: &[u8], p: usize) -> Result<usize, usize> {
    let blank = |c: u8| c == b' ' || c == b'\t' || c == b'\r';
    let mut q = p;
    while q < text.len() && blank(text[q]) {
        q += 1;
    }
    let resume = q;
    loop {
        if q >= text.len() || text[q] == b'\n' {
            return Ok(resume);
        }
        if text[q..].starts_with(b"//") {
            return Ok(resume);
        }
        if text[q..].starts_with(b"/*") {
            // An unterminated comment is left for the lexer to report.
            let Some(len) = text[q + 2..].windows(2).position(|w| w == b"*/") else {
                return Ok(resume);
            };
            q += 2 + len + 2;
            while q < text.len() && blank(text[q]) {
                q += 1;
            }
            continue;
        }
        return Err(q);
    }
}
