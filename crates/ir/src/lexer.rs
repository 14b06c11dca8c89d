//! The `.ll` lexer: bytes in, tokens out. Each token is a kind plus a byte span of the source; no
//! token allocates. Names keep their sigil in the span; the parser slices what it needs.

/// Token kinds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// End of input.
    Eof,
    /// A byte that starts no token, or an unterminated string.
    Error,
    /// `=`.
    Equal,
    /// `,`.
    Comma,
    /// `*`.
    Star,
    /// `[`.
    LSquare,
    /// `]`.
    RSquare,
    /// `{`.
    LBrace,
    /// `}`.
    RBrace,
    /// `<`.
    Less,
    /// `>`.
    Greater,
    /// `(`.
    LParen,
    /// `)`.
    RParen,
    /// `!` (followed by a number, a string or `{`).
    Exclaim,
    /// `|`.
    Bar,
    /// `:`.
    Colon,
    /// `...`.
    DotDotDot,
    /// `%name` / `%"name"`.
    LocalVar,
    /// `%N`.
    LocalVarId,
    /// `@name` / `@"name"`.
    GlobalVar,
    /// `@N`.
    GlobalId,
    /// `$name` / `$"name"`.
    ComdatVar,
    /// `!name` (including `!DILocation`).
    MetadataVar,
    /// `#N`.
    AttrGrpId,
    /// `#dbg_value` and friends.
    DbgRecord,
    /// `name:` / `"name":` (also metadata field names).
    LabelStr,
    /// `N:`.
    LabelId,
    /// `"..."`.
    Str,
    /// A keyword or bare identifier (`add`, `i32`, `DW_TAG_member`).
    Ident,
    /// An integer literal (decimal, possibly negative; or `u0x`/`s0x` hex).
    Int,
    /// A floating-point literal (decimal with `.`/exponent, or `0x`, `0xK`, `0xL`, ...).
    Float,
    /// `^N` (summary entries; not supported).
    SummaryId,
}

/// A token: kind and byte span.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// Kind.
    pub kind: Tok,
    /// Start offset.
    pub start: u32,
    /// End offset (exclusive).
    pub end: u32,
}

/// The lexer state: the source and a position.
#[derive(Clone)]
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
}

#[inline]
fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || matches!(b, b'$' | b'.' | b'_' | b'-')
}

#[inline]
fn is_ident_char(b: u8) -> bool {
    IDENT_CHAR[b as usize]
}

/// [`is_ident_char`] by byte: one load per character of a name.
static IDENT_CHAR: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = c.is_ascii_alphanumeric() || matches!(c, b'$' | b'.' | b'_' | b'-');
        b += 1;
    }
    t
};

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a str) -> Self {
        Lexer {
            src: src.as_bytes(),
            pos: 0,
        }
    }

    /// The current byte offset.
    pub fn pos(&self) -> usize {
        self.pos
    }

    #[inline]
    fn at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    fn skip_string(&mut self) -> bool {
        // pos is just after the opening quote.
        while self.pos < self.src.len() {
            if self.src[self.pos] == b'"' {
                self.pos += 1;
                return true;
            }
            self.pos += 1;
        }
        false
    }

    fn tok(&self, kind: Tok, start: usize) -> Token {
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    /// Lexes a name after a sigil (`%`, `@`, `$`): quoted, identifier or number.
    fn name_after_sigil(&mut self, start: usize, named: Tok, numbered: Tok) -> Token {
        let b = self.at(self.pos);
        if b == b'"' {
            self.pos += 1;
            if !self.skip_string() {
                return self.tok(Tok::Error, start);
            }
            return self.tok(named, start);
        }
        if b.is_ascii_digit() {
            while self.at(self.pos).is_ascii_digit() {
                self.pos += 1;
            }
            return self.tok(numbered, start);
        }
        if is_ident_start(b) {
            while is_ident_char(self.at(self.pos)) {
                self.pos += 1;
            }
            return self.tok(named, start);
        }
        self.tok(Tok::Error, start)
    }

    /// The next token.
    pub fn next_token(&mut self) -> Token {
        loop {
            let b = self.at(self.pos);
            match b {
                b' ' | b'\t' | b'\n' | b'\r' => self.pos += 1,
                b';' => {
                    while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
                        self.pos += 1;
                    }
                }
                _ => break,
            }
        }
        let start = self.pos;
        if self.pos >= self.src.len() {
            return self.tok(Tok::Eof, start);
        }
        let b = self.src[self.pos];
        self.pos += 1;
        let single = |k| k;
        let kind = match b {
            b'=' => single(Tok::Equal),
            b',' => Tok::Comma,
            b'*' => Tok::Star,
            b'[' => Tok::LSquare,
            b']' => Tok::RSquare,
            b'{' => Tok::LBrace,
            b'}' => Tok::RBrace,
            b'<' => Tok::Less,
            b'>' => Tok::Greater,
            b'(' => Tok::LParen,
            b')' => Tok::RParen,
            b'|' => Tok::Bar,
            b':' => Tok::Colon,
            b'%' => return self.name_after_sigil(start, Tok::LocalVar, Tok::LocalVarId),
            b'@' => return self.name_after_sigil(start, Tok::GlobalVar, Tok::GlobalId),
            b'$' => {
                let t = self.name_after_sigil(start, Tok::ComdatVar, Tok::Error);
                return t;
            }
            b'^' => {
                while self.at(self.pos).is_ascii_digit() {
                    self.pos += 1;
                }
                Tok::SummaryId
            }
            b'!' => {
                let c = self.at(self.pos);
                if c.is_ascii_alphabetic() || matches!(c, b'-' | b'$' | b'.' | b'_' | b'\\') {
                    while is_ident_char(self.at(self.pos)) || self.at(self.pos) == b'\\' {
                        self.pos += 1;
                    }
                    Tok::MetadataVar
                } else {
                    Tok::Exclaim
                }
            }
            b'#' => {
                let c = self.at(self.pos);
                if c.is_ascii_digit() {
                    while self.at(self.pos).is_ascii_digit() {
                        self.pos += 1;
                    }
                    Tok::AttrGrpId
                } else if c.is_ascii_alphabetic() || c == b'_' {
                    while is_ident_char(self.at(self.pos)) {
                        self.pos += 1;
                    }
                    Tok::DbgRecord
                } else {
                    Tok::Error
                }
            }
            b'"' => {
                if !self.skip_string() {
                    return self.tok(Tok::Error, start);
                }
                if self.at(self.pos) == b':' {
                    self.pos += 1;
                    Tok::LabelStr
                } else {
                    Tok::Str
                }
            }
            b'.' if self.at(self.pos) == b'.' && self.at(self.pos + 1) == b'.' => {
                self.pos += 2;
                Tok::DotDotDot
            }
            b'0'..=b'9' | b'-' | b'+' => return self.number(start),
            _ if is_ident_start(b) => {
                // u0x / s0x hex integers.
                if (b == b'u' || b == b's')
                    && self.at(self.pos) == b'0'
                    && self.at(self.pos + 1) == b'x'
                {
                    self.pos += 2;
                    while self.at(self.pos).is_ascii_hexdigit() {
                        self.pos += 1;
                    }
                    return self.tok(Tok::Int, start);
                }
                while is_ident_char(self.at(self.pos)) {
                    self.pos += 1;
                }
                if self.at(self.pos) == b':' {
                    self.pos += 1;
                    Tok::LabelStr
                } else {
                    Tok::Ident
                }
            }
            _ => Tok::Error,
        };
        self.tok(kind, start)
    }

    fn number(&mut self, start: usize) -> Token {
        let first = self.src[start];
        // Hex floats: 0x..., 0xK..., etc.
        if first == b'0' && self.at(self.pos) == b'x' {
            self.pos += 1;
            if matches!(self.at(self.pos), b'K' | b'L' | b'M' | b'H' | b'R') {
                self.pos += 1;
            }
            while self.at(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(Tok::Float, start);
        }
        if !first.is_ascii_digit() && !self.at(self.pos).is_ascii_digit() {
            // `-foo` identifiers/labels.
            if first == b'-' && is_ident_char(self.at(self.pos)) {
                while is_ident_char(self.at(self.pos)) {
                    self.pos += 1;
                }
                if self.at(self.pos) == b':' {
                    self.pos += 1;
                    return self.tok(Tok::LabelStr, start);
                }
                return self.tok(Tok::Ident, start);
            }
            return self.tok(Tok::Error, start);
        }
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if self.at(self.pos) == b':' && first.is_ascii_digit() {
            self.pos += 1;
            return self.tok(Tok::LabelId, start);
        }
        // Identifiers that start with digits-and-letters are not numbers; treat as errors later.
        if self.at(self.pos) != b'.' {
            if is_ident_char(self.at(self.pos))
                && self.at(self.pos) != b'-'
                && !matches!(self.at(self.pos), b'e' | b'E')
            {
                while is_ident_char(self.at(self.pos)) {
                    self.pos += 1;
                }
                if self.at(self.pos) == b':' {
                    self.pos += 1;
                    return self.tok(Tok::LabelStr, start);
                }
                return self.tok(Tok::Error, start);
            }
            return self.tok(Tok::Int, start);
        }
        self.pos += 1;
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.at(self.pos), b'e' | b'E') {
            let save = self.pos;
            self.pos += 1;
            if matches!(self.at(self.pos), b'+' | b'-') {
                self.pos += 1;
            }
            if self.at(self.pos).is_ascii_digit() {
                while self.at(self.pos).is_ascii_digit() {
                    self.pos += 1;
                }
            } else {
                self.pos = save;
            }
        }
        self.tok(Tok::Float, start)
    }
}
