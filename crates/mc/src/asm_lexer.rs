//! The assembly lexer (LLVM's `AsmLexer`, GNU syntax with `#` comments).
//!
//! In: the text of one statement-bearing line range. Out: tokens with byte offsets
//! into the buffer, so diagnostics can point at them. Numeric local label
//! references (`1b`, `1f`) are their own token kind. What differs between targets'
//! syntaxes (whether `#` starts a comment or is an immediate prefix, whether `$` starts
//! an identifier or an AT&T immediate) is a [`LexSyntax`] the target gives.

/// A token kind.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// An identifier (`foo`, `.LBB0_1`, `fadd.s`, `$x`).
    Ident(String),
    /// An integer.
    Int(i64),
    /// A string literal (escapes decoded).
    Str(Vec<u8>),
    /// A reference to a numeric local label: number and forward (`f`) or backward.
    LocalRef(u32, bool),
    /// Punctuation or an operator (`,`, `(`, `<<`, `%`...).
    Punct(&'static str),
    /// End of statement (newline, `;`, end of input).
    Eol,
}

/// A token and where it starts.
#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    /// The kind.
    pub tok: Tok,
    /// Byte offset in the buffer.
    pub offset: u32,
}

/// The punctuation token at the start of `rest`: a two-character operator if one is
/// there (`<<`, `>>`, `<=`, `>=`, `==`, `!=`, `&&`, `||`, `<>`), else one character of
/// `,()[]:+-*/%&|^~!<>@={}#$`.
fn punct_at(rest: &[u8]) -> Option<&'static str> {
    let two = match (rest.first(), rest.get(1)) {
        (Some(b'<'), Some(b'<')) => Some("<<"),
        (Some(b'>'), Some(b'>')) => Some(">>"),
        (Some(b'<'), Some(b'=')) => Some("<="),
        (Some(b'>'), Some(b'=')) => Some(">="),
        (Some(b'='), Some(b'=')) => Some("=="),
        (Some(b'!'), Some(b'=')) => Some("!="),
        (Some(b'&'), Some(b'&')) => Some("&&"),
        (Some(b'|'), Some(b'|')) => Some("||"),
        (Some(b'<'), Some(b'>')) => Some("<>"),
        _ => None,
    };
    if two.is_some() {
        return two;
    }
    Some(match rest.first()? {
        b',' => ",",
        b'(' => "(",
        b')' => ")",
        b'[' => "[",
        b']' => "]",
        b':' => ":",
        b'+' => "+",
        b'-' => "-",
        b'*' => "*",
        b'/' => "/",
        b'%' => "%",
        b'&' => "&",
        b'|' => "|",
        b'^' => "^",
        b'~' => "~",
        b'!' => "!",
        b'<' => "<",
        b'>' => ">",
        b'@' => "@",
        b'=' => "=",
        b'{' => "{",
        b'}' => "}",
        b'#' => "#",
        b'$' => "$",
        _ => return None,
    })
}

/// The target-dependent parts of the lexical syntax (LLVM's `MCAsmInfo` comment string
/// and identifier rules).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LexSyntax {
    /// `#` starts a comment (RISC-V, x86); otherwise it is punctuation, the immediate
    /// prefix of AArch64's `#8`. `//` comments are always accepted.
    pub hash_comments: bool,
    /// `$` may start an identifier (`$x`); otherwise it is punctuation, the immediate
    /// prefix of AT&T syntax (`$8`).
    pub dollar_starts_ident: bool,
}

impl Default for LexSyntax {
    /// GNU syntax as RISC-V uses it: `#` comments, `$` in identifiers.
    fn default() -> Self {
        LexSyntax {
            hash_comments: true,
            dollar_starts_ident: true,
        }
    }
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c == b'.' || c == b'$'
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c == b'$' || c == b'@'
}

/// Splits the whole buffer into tokens in the default syntax ([`LexSyntax::default`]).
/// Errors carry the byte offset.
pub fn lex(text: &str) -> Result<Vec<Token>, (u32, String)> {
    lex_with(text, &LexSyntax::default())
}

/// Splits the whole buffer into tokens in a target's syntax. Errors carry the byte offset.
pub fn lex_with(text: &str, syntax: &LexSyntax) -> Result<Vec<Token>, (u32, String)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0usize;
    while i < b.len() {
        let c = b[i];
        let start = i as u32;
        match c {
            b'\n' | b';' => {
                out.push(Token {
                    tok: Tok::Eol,
                    offset: start,
                });
                i += 1;
            }
            b' ' | b'\t' | b'\r' | 0x0c => i += 1,
            b'#' if syntax.hash_comments => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i + 1 < b.len() && !(b[i] == b'*' && b[i + 1] == b'/') {
                    if b[i] == b'\n' {
                        out.push(Token {
                            tok: Tok::Eol,
                            offset: i as u32,
                        });
                    }
                    i += 1;
                }
                if i + 1 >= b.len() {
                    return Err((start, "unterminated comment".into()));
                }
                i += 2;
            }
            b'"' => {
                i += 1;
                let mut s = Vec::new();
                loop {
                    let Some(&c) = b.get(i) else {
                        return Err((start, "unterminated string constant".into()));
                    };
                    if c == b'\n' {
                        return Err((start, "unterminated string constant".into()));
                    }
                    i += 1;
                    if c == b'"' {
                        break;
                    }
                    if c != b'\\' {
                        s.push(c);
                        continue;
                    }
                    let Some(&e) = b.get(i) else {
                        return Err((start, "unterminated string constant".into()));
                    };
                    i += 1;
                    match e {
                        b'n' => s.push(b'\n'),
                        b't' => s.push(b'\t'),
                        b'r' => s.push(b'\r'),
                        b'b' => s.push(8),
                        b'f' => s.push(12),
                        b'v' => s.push(11),
                        b'a' => s.push(7),
                        b'e' => s.push(27),
                        b'0'..=b'7' => {
                            let mut v = (e - b'0') as u32;
                            for _ in 0..2 {
                                match b.get(i) {
                                    Some(&d @ b'0'..=b'7') => {
                                        v = v * 8 + (d - b'0') as u32;
                                        i += 1;
                                    }
                                    _ => break,
                                }
                            }
                            s.push(v as u8);
                        }
                        b'x' | b'X' => {
                            let mut v = 0u32;
                            let mut n = 0;
                            while let Some(d) = b.get(i).and_then(|c| (*c as char).to_digit(16)) {
                                v = v * 16 + d;
                                i += 1;
                                n += 1;
                            }
                            if n == 0 {
                                return Err((
                                    i as u32,
                                    "invalid hexadecimal escape sequence".into(),
                                ));
                            }
                            s.push(v as u8);
                        }
                        other => s.push(other),
                    }
                }
                out.push(Token {
                    tok: Tok::Str(s),
                    offset: start,
                });
            }
            b'\'' => {
                // Character constant: 'a' or '\n'.
                let (v, len) = match (b.get(i + 1), b.get(i + 2), b.get(i + 3)) {
                    (Some(b'\\'), Some(e), Some(b'\'')) => (
                        match e {
                            b'n' => 10,
                            b't' => 9,
                            b'0' => 0,
                            b'r' => 13,
                            x => *x as i64,
                        },
                        4,
                    ),
                    (Some(c), Some(b'\''), _) => (*c as i64, 3),
                    _ => return Err((start, "invalid character constant".into())),
                };
                out.push(Token {
                    tok: Tok::Int(v),
                    offset: start,
                });
                i += len;
            }
            b'0'..=b'9' => {
                let st = i;
                let (radix, digits_start) =
                    if c == b'0' && matches!(b.get(i + 1), Some(b'x' | b'X')) {
                        (16, i + 2)
                    } else if c == b'0'
                        && matches!(b.get(i + 1), Some(b'b' | b'B'))
                        && matches!(b.get(i + 2), Some(b'0' | b'1'))
                    {
                        (2, i + 2)
                    } else {
                        (10, i)
                    };
                let mut j = digits_start;
                while j < b.len() && (b[j] as char).is_digit(radix) {
                    j += 1;
                }
                if radix == 10 {
                    // Directional label reference: 1b / 1f.
                    if let Some(&d @ (b'b' | b'f')) = b.get(j) {
                        if !b.get(j + 1).is_some_and(|&x| is_ident_char(x)) {
                            let n: u32 = text[st..j]
                                .parse()
                                .map_err(|_| (start, "invalid local label".to_string()))?;
                            out.push(Token {
                                tok: Tok::LocalRef(n, d == b'f'),
                                offset: start,
                            });
                            i = j + 1;
                            continue;
                        }
                    }
                }
                if j == digits_start {
                    return Err((start, "invalid hexadecimal number".into()));
                }
                let digits = &text[digits_start..j];
                let v = if radix == 10 && digits.len() > 1 && digits.starts_with('0') {
                    u64::from_str_radix(digits, 8)
                } else {
                    u64::from_str_radix(digits, radix)
                };
                let v = v.map_err(|_| (start, "invalid decimal number".to_string()))?;
                // Integer suffixes GNU as ignores.
                while matches!(b.get(j), Some(b'u' | b'U' | b'l' | b'L')) {
                    j += 1;
                }
                if b.get(j).is_some_and(|&x| is_ident_start(x) && x != b'.') {
                    return Err((start, "invalid decimal number".into()));
                }
                out.push(Token {
                    tok: Tok::Int(v as i64),
                    offset: start,
                });
                i = j;
            }
            c if is_ident_start(c) && (c != b'$' || syntax.dollar_starts_ident) => {
                let st = i;
                i += 1;
                while i < b.len() && is_ident_char(b[i]) {
                    i += 1;
                }
                out.push(Token {
                    tok: Tok::Ident(text[st..i].to_string()),
                    offset: start,
                });
            }
            _ => {
                let Some(p) = punct_at(&b[i..]) else {
                    let ch = text[i..].chars().next().unwrap_or('?');
                    return Err((start, format!("unexpected character '{ch}'")));
                };
                out.push(Token {
                    tok: Tok::Punct(p),
                    offset: start,
                });
                i += p.len();
            }
        }
    }
    out.push(Token {
        tok: Tok::Eol,
        offset: b.len() as u32,
    });
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lexes_labels_numbers_and_local_refs() {
        let t = lex("1: beqz a0, 1b # c\n.word 0x10, 0b11, 'a'\n").unwrap();
        let kinds: Vec<Tok> = t.into_iter().map(|t| t.tok).collect();
        assert_eq!(kinds[0], Tok::Int(1));
        assert_eq!(kinds[1], Tok::Punct(":"));
        assert_eq!(kinds[5], Tok::LocalRef(1, false));
        assert!(kinds.contains(&Tok::Int(16)));
        assert!(kinds.contains(&Tok::Int(3)));
        assert!(kinds.contains(&Tok::Int(97)));
        assert!(lex("\"abc").is_err());
    }

    #[test]
    fn target_syntax_makes_hash_and_dollar_punctuation() {
        let arm = LexSyntax {
            hash_comments: false,
            dollar_starts_ident: true,
        };
        let t: Vec<Tok> = lex_with("ldr x1, [x0, #8]! // c\n", &arm)
            .unwrap()
            .into_iter()
            .map(|t| t.tok)
            .collect();
        assert_eq!(t[3], Tok::Punct("["));
        assert_eq!(t[6], Tok::Punct("#"));
        assert_eq!(t[7], Tok::Int(8));
        assert_eq!(t[9], Tok::Punct("!"));
        assert_eq!(t[10], Tok::Eol);
        let att = LexSyntax {
            hash_comments: true,
            dollar_starts_ident: false,
        };
        let t: Vec<Tok> = lex_with("movl $8, %eax # c", &att)
            .unwrap()
            .into_iter()
            .map(|t| t.tok)
            .collect();
        assert_eq!(t[1], Tok::Punct("$"));
        assert_eq!(t[2], Tok::Int(8));
        assert_eq!(t[4], Tok::Punct("%"));
        assert_eq!(t.len(), 7);
        // The default keeps `#` a comment and `$x` an identifier.
        assert_eq!(lex("$x # y").unwrap()[0].tok, Tok::Ident("$x".into()));
    }
}
