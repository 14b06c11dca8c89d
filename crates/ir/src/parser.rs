//! The `.ll` parser: text in (through a [`SourceMgr`] buffer), a [`Module`] out, or the first
//! error as a located [`Diagnostic`]. Single pass: forward references to locals, blocks, globals
//! and metadata get placeholders that are resolved when the definition is seen and checked at the
//! end of the function or module. Nesting depth is bounded, so deep input cannot overflow the
//! stack.

use crate::constants::{BlockRef, ConstData, ConstExprOp, ConstId};
use crate::function::{Arg, Block, BlockId, Function, InlineAsm, Inst, InstId, Name};
use crate::instructions::{
    flags, fmf, BinOp, Bundle, CallId, CallInfo, CastOp, DbgRecordKind, FloatPredicate, InstKind,
    IntPredicate, MaybeAlign, Ordering, PoolRange, RmwOp, SyncScope, TailKind,
};
use crate::intern::Sym;
use crate::lexer::{Lexer, Tok, Token};
use crate::metadata::{Md, MdAttachment, MdField, MdFieldValue, MdNode, MdNodeId, NamedMd};
use crate::module::{
    AttrSetId, Attribute, Comdat, ComdatKind, DllStorage, FuncId, GlobalId, GlobalKind, GlobalName,
    GlobalValue, Linkage, Module, TlsModel, UnnamedAddr, UseListOrder, Visibility,
};
use crate::types::{FloatKind, TypeData, TypeId, TypeName, TypeTable};
use crate::value::Value;
use crate::DataLayout;
use kiln_support::{Diagnostic, FileId, SourceMgr};
use rustc_hash::FxHashMap;
use std::borrow::Cow;

type PResult<T> = Result<T, Diagnostic>;

/// Deepest nesting of types, constants or metadata accepted.
const MAX_DEPTH: u32 = 256;

/// Parses the buffer `file` of `sm` as a module.
pub fn parse_module(sm: &mut SourceMgr, file: FileId) -> Result<Module, Diagnostic> {
    let src = sm.text(file);
    let mut p = Parser::new(src, file);
    p.parse_top()?;
    p.finish()
}

/// Reads and parses a file; errors come back rendered (`file:line:col: error: ...`).
pub fn parse_file(path: impl AsRef<std::path::Path>) -> Result<Module, String> {
    let path = path.as_ref();
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("{}: error: could not open input file: {e}", path.display()))?;
    let mut sm = SourceMgr::new();
    let f = sm.add_buffer(path.display().to_string(), text);
    parse_module(&mut sm, f).map_err(|d| sm.render(&d))
}

/// Parses `.ll` text held in a string (the buffer is named `name` in diagnostics).
pub fn parse_str(name: &str, text: &str) -> Result<Module, String> {
    let mut sm = SourceMgr::new();
    let f = sm.add_buffer(name, text.to_string());
    parse_module(&mut sm, f).map_err(|d| sm.render(&d))
}

struct Fwd {
    ty: TypeId,
    loc: u32,
    end: u32,
    resolved: Option<Value>,
}

/// State of the function body being parsed.
struct FnCtx<'a> {
    func: Function,
    t: FnTables<'a>,
    bnames: FxHashMap<Cow<'a, str>, BlockId>,
    bnums: FxHashMap<u32, BlockId>,
    next_num: u32,
}

/// The per-function name tables of a function body; a finished body's are kept (emptied)
/// for the next one, so each function does not grow its maps from nothing.
#[derive(Default)]
struct FnTables<'a> {
    vals: FxHashMap<Cow<'a, str>, Value>,
    nums: FxHashMap<u32, Value>,
    fwd_names: FxHashMap<Cow<'a, str>, u32>,
    fwd_nums: FxHashMap<u32, u32>,
    fwd: Vec<Fwd>,
    bdefined: Vec<bool>,
    bfirst: Vec<(u32, u32)>,
}

impl<'a> FnTables<'a> {
    /// Tables beyond this many entries are dropped rather than kept: emptying a map costs
    /// its capacity, which would be paid again by every small function after a huge one.
    const KEEP: usize = 4096;

    /// Empties the tables for reuse.
    fn reset(&mut self) {
        fn map<K, V>(m: &mut FxHashMap<K, V>) {
            if m.capacity() > FnTables::KEEP {
                *m = FxHashMap::default();
            } else {
                m.clear();
            }
        }
        map(&mut self.vals);
        map(&mut self.nums);
        map(&mut self.fwd_names);
        map(&mut self.fwd_nums);
        self.fwd.clear();
        self.bdefined.clear();
        self.bfirst.clear();
    }
}

enum LocalKey<'a> {
    Name(Cow<'a, str>),
    Num(u32),
}

struct Parser<'a> {
    src: &'a str,
    file: FileId,
    lex: Lexer<'a>,
    tok: Token,
    m: Module,
    gmap: FxHashMap<Cow<'a, str>, GlobalId>,
    gnum: FxHashMap<u32, GlobalId>,
    gfirst_use: FxHashMap<GlobalId, (u32, u32)>,
    md_num: FxHashMap<u32, MdNodeId>,
    md_first_use: FxHashMap<MdNodeId, (u32, u32)>,
    comdat_map: FxHashMap<Cow<'a, str>, u32>,
    md_scratch: Vec<MdField>,
    depth: u32,
    f: Option<FnCtx<'a>>,
    type_defined: Vec<bool>,
    type_first_use: FxHashMap<u32, (u32, u32)>,
    attr_groups_used: FxHashMap<u32, (u32, u32)>,
    explicit_external: bool,
    pending_blockaddrs: Vec<(ConstId, u32, u32)>,
    fn_blocks: FxHashMap<GlobalId, BlockMaps<'a>>,
    /// Reused buffers (taken while in use, so a nested use allocates its own): an
    /// instruction's operands, an attribute list, a call's argument types, attribute sets
    /// and offsets.
    ops_scratch: Vec<Value>,
    attr_scratch: Vec<Attribute>,
    call_scratch: (Vec<TypeId>, Vec<AttrSetId>, Vec<u32>),
    /// The last function body's tables, emptied.
    fn_tables: FnTables<'a>,
}

/// The blocks of a parsed function by source name and number (for `blockaddress`).
type BlockMaps<'a> = (FxHashMap<Cow<'a, str>, BlockId>, FxHashMap<u32, BlockId>);

fn unescape(s: &str) -> Cow<'_, str> {
    if !s.contains('\\') {
        return Cow::Borrowed(s);
    }
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' {
            if b.get(i + 1) == Some(&b'\\') {
                out.push(b'\\');
                i += 2;
                continue;
            }
            let h = |c: u8| (c as char).to_digit(16);
            if let (Some(x), Some(y)) = (
                b.get(i + 1).and_then(|&c| h(c)),
                b.get(i + 2).and_then(|&c| h(c)),
            ) {
                out.push((x * 16 + y) as u8);
                i += 3;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    Cow::Owned(String::from_utf8_lossy(&out).into_owned())
}

fn unescape_bytes(s: &str) -> Vec<u8> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' {
            if b.get(i + 1) == Some(&b'\\') {
                out.push(b'\\');
                i += 2;
                continue;
            }
            let h = |c: u8| (c as char).to_digit(16);
            if let (Some(x), Some(y)) = (
                b.get(i + 1).and_then(|&c| h(c)),
                b.get(i + 2).and_then(|&c| h(c)),
            ) {
                out.push((x * 16 + y) as u8);
                i += 3;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    out
}

/// Calling convention keywords and their numbers.
pub const CALLING_CONVS: &[(&str, u32)] = &[
    ("ccc", 0),
    ("fastcc", 8),
    ("coldcc", 9),
    ("ghccc", 10),
    ("anyregcc", 13),
    ("preserve_mostcc", 14),
    ("preserve_allcc", 15),
    ("swiftcc", 16),
    ("cxx_fast_tlscc", 17),
    ("tailcc", 18),
    ("cfguard_checkcc", 19),
    ("swifttailcc", 20),
    ("preserve_nonecc", 21),
    ("x86_stdcallcc", 64),
    ("x86_fastcallcc", 65),
    ("arm_apcscc", 66),
    ("arm_aapcscc", 67),
    ("arm_aapcs_vfpcc", 68),
    ("msp430_intrcc", 69),
    ("x86_thiscallcc", 70),
    ("ptx_kernel", 71),
    ("ptx_device", 72),
    ("spir_func", 75),
    ("spir_kernel", 76),
    ("intel_ocl_bicc", 77),
    ("x86_64_sysvcc", 78),
    ("win64cc", 79),
    ("x86_vectorcallcc", 80),
    ("x86_intrcc", 83),
    ("avr_intrcc", 84),
    ("avr_signalcc", 85),
    ("amdgpu_vs", 87),
    ("amdgpu_gs", 88),
    ("amdgpu_ps", 89),
    ("amdgpu_cs", 90),
    ("amdgpu_kernel", 91),
    ("x86_regcallcc", 92),
    ("amdgpu_hs", 93),
    ("amdgpu_ls", 95),
    ("amdgpu_es", 96),
    ("aarch64_vector_pcs", 97),
    ("aarch64_sve_vector_pcs", 98),
    ("amdgpu_gfx", 100),
    ("riscv_vector_cc", 110),
];

/// Keywords that start a value, so attribute lists stop before them.
fn is_value_keyword(s: &str) -> bool {
    matches!(
        s,
        "undef"
            | "poison"
            | "null"
            | "true"
            | "false"
            | "zeroinitializer"
            | "none"
            | "c"
            | "splat"
            | "blockaddress"
            | "dso_local_equivalent"
            | "no_cfi"
            | "asm"
            | "ptrauth"
            | "getelementptr"
            | "bitcast"
            | "addrspacecast"
            | "ptrtoint"
            | "ptrtoaddr"
            | "inttoptr"
            | "trunc"
            | "zext"
            | "sext"
            | "fptrunc"
            | "fpext"
            | "fptoui"
            | "fptosi"
            | "uitofp"
            | "sitofp"
            | "add"
            | "sub"
            | "mul"
            | "shl"
            | "xor"
            | "and"
            | "or"
            | "lshr"
            | "ashr"
            | "icmp"
            | "fcmp"
            | "select"
            | "extractelement"
            | "insertelement"
            | "shufflevector"
            | "extractvalue"
            | "insertvalue"
            | "udiv"
            | "sdiv"
            | "urem"
            | "srem"
            | "fneg"
    )
}

/// Attributes that take a type argument.
fn is_type_attr(s: &str) -> bool {
    matches!(
        s,
        "byval" | "sret" | "byref" | "preallocated" | "inalloca" | "elementtype"
    )
}

/// Attributes that take an integer argument.
fn is_int_attr(s: &str) -> bool {
    matches!(
        s,
        "align" | "alignstack" | "dereferenceable" | "dereferenceable_or_null" | "uwtable_n"
    )
}

fn parse_u64(s: &str) -> Option<u64> {
    s.parse::<u64>().ok()
}

/// Converts an f64 to a binary format with `eb` exponent bits and `mb` mantissa bits,
/// rounding to nearest even. Returns the bits and whether the conversion was exact.
fn f64_to_ieee(x: f64, eb: u32, mb: u32) -> (u64, bool) {
    let bits = x.to_bits();
    let sign = bits >> 63;
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let man = bits & ((1u64 << 52) - 1);
    let bias = (1i64 << (eb - 1)) - 1;
    let emax_field = (1u64 << eb) - 1;
    let out_sign = sign << (eb + mb);
    if exp == 0x7ff {
        // inf / nan: keep the top payload bits.
        let m = man >> (52 - mb);
        let m = if man != 0 && m == 0 {
            1u64 << (mb - 1)
        } else {
            m
        };
        let exact = (m << (52 - mb)) == man;
        return (out_sign | (emax_field << mb) | m, exact);
    }
    if exp == 0 && man == 0 {
        return (out_sign, true);
    }
    // Normalize: value = 1.m * 2^e, with a 53-bit significand.
    let (mut sig, mut e) = if exp == 0 {
        let lz = man.leading_zeros() as i64 - 11;
        (man << lz, -1022 - lz)
    } else {
        (man | (1u64 << 52), exp - 1023)
    };
    let _ = &mut sig;
    let mut new_exp = e + bias;
    let mut shift = 52 - mb as i64; // bits to drop from the 53-bit significand
    if new_exp <= 0 {
        // subnormal in the target
        shift += 1 - new_exp;
        new_exp = 0;
    }
    if shift > 63 {
        return (out_sign, false);
    }
    let dropped = sig & ((1u64 << shift) - 1);
    let mut kept = sig >> shift;
    let half = 1u64 << (shift - 1);
    let exact = dropped == 0;
    if dropped > half || (dropped == half && kept & 1 == 1) {
        kept += 1;
    }
    if new_exp == 0 {
        // subnormal (or rounded up into the smallest normal)
        return (out_sign | kept, exact);
    }
    if kept >> (mb + 1) != 0 {
        kept >>= 1;
        e += 1;
        new_exp = e + bias;
    }
    if new_exp as u64 >= emax_field {
        return (out_sign | (emax_field << mb), false);
    }
    (
        out_sign | ((new_exp as u64) << mb) | (kept & ((1u64 << mb) - 1)),
        exact,
    )
}

/// Converts bits of a narrower binary format to f64 (exact).
pub(crate) fn ieee_to_f64(bits: u64, eb: u32, mb: u32) -> f64 {
    let sign = (bits >> (eb + mb)) & 1;
    let exp = ((bits >> mb) & ((1 << eb) - 1)) as i64;
    let man = bits & ((1u64 << mb) - 1);
    let bias = (1i64 << (eb - 1)) - 1;
    let s = if sign == 1 { -1.0 } else { 1.0 };
    if exp == (1 << eb) - 1 {
        if man == 0 {
            return s * f64::INFINITY;
        }
        let b = (sign << 63) | (0x7ffu64 << 52) | (man << (52 - mb));
        return f64::from_bits(b);
    }
    if exp == 0 {
        return s * (man as f64) * 2f64.powi((1 - bias - mb as i64) as i32);
    }
    s * ((man | (1u64 << mb)) as f64) * 2f64.powi((exp - bias - mb as i64) as i32)
}

fn f64_to_x87(x: f64) -> u128 {
    let bits = x.to_bits();
    let sign = (bits >> 63) as u128;
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let man = bits & ((1u64 << 52) - 1);
    if exp == 0 && man == 0 {
        return sign << 79;
    }
    if exp == 0x7ff {
        let m = (1u64 << 63) | (man << 11);
        return (sign << 79) | (0x7fffu128 << 64) | m as u128;
    }
    let (sig, e) = if exp == 0 {
        let lz = man.leading_zeros() as i64 - 11;
        (man << lz, -1022 - lz)
    } else {
        (man | (1u64 << 52), exp - 1023)
    };
    let m = sig << 11;
    (sign << 79) | (((e + 16383) as u128) << 64) | m as u128
}

fn f64_to_quad(x: f64) -> u128 {
    let bits = x.to_bits();
    let sign = (bits >> 63) as u128;
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let man = bits & ((1u64 << 52) - 1);
    if exp == 0 && man == 0 {
        return sign << 127;
    }
    if exp == 0x7ff {
        return (sign << 127) | (0x7fffu128 << 112) | ((man as u128) << 60);
    }
    let (sig, e) = if exp == 0 {
        let lz = man.leading_zeros() as i64 - 11;
        ((man << lz) & ((1u64 << 52) - 1), -1022 - lz)
    } else {
        (man, exp - 1023)
    };
    (sign << 127) | (((e + 16383) as u128) << 112) | ((sig as u128) << 60)
}

/// Parses a decimal (possibly negative) or `u0x`/`s0x` hex literal into `words` 64-bit words of
/// two's complement, truncated to `bits`.
/// The sign, digits and radix of an integer literal (`-12`, `+3`, `u0xff`, `s0x80`), or
/// `None` when it has no digits.
fn int_literal_parts(s: &str) -> Option<(bool, &str, u64)> {
    let (neg, digits, radix) = if let Some(h) = s.strip_prefix("u0x").or(s.strip_prefix("s0x")) {
        (false, h, 16u64)
    } else if let Some(d) = s.strip_prefix('-') {
        (true, d, 10)
    } else {
        (false, s.strip_prefix('+').unwrap_or(s), 10)
    };
    (!digits.is_empty()).then_some((neg, digits, radix))
}

/// [`parse_int_words`] for `bits <= 64` without allocating: the one word.
fn parse_int_word(s: &str, bits: u32) -> Option<u64> {
    let (neg, digits, radix) = int_literal_parts(s)?;
    let mut w = 0u64;
    for c in digits.bytes() {
        let d = (c as char).to_digit(radix as u32)? as u64;
        w = w.wrapping_mul(radix).wrapping_add(d);
    }
    if neg {
        w = w.wrapping_neg();
    }
    let rem = bits % 64;
    if rem != 0 {
        w &= (1u64 << rem) - 1;
    }
    Some(w)
}

fn parse_int_words(s: &str, bits: u32) -> Option<Vec<u64>> {
    let nwords = (bits as usize).div_ceil(64).max(1);
    let mut w = vec![0u64; nwords];
    let (neg, digits, radix) = int_literal_parts(s)?;
    for c in digits.bytes() {
        let d = (c as char).to_digit(radix as u32)? as u64;
        let mut carry = d as u128;
        for x in w.iter_mut() {
            let v = (*x as u128) * radix as u128 + carry;
            *x = v as u64;
            carry = v >> 64;
        }
    }
    if neg {
        let mut carry = 1u128;
        for x in w.iter_mut() {
            let v = (!*x) as u128 + carry;
            *x = v as u64;
            carry = v >> 64;
        }
    }
    // s0x: sign-extend from the written width is not needed; truncate to bits.
    let rem = bits % 64;
    if rem != 0 {
        if let Some(last) = w.last_mut() {
            *last &= (1u64 << rem) - 1;
        }
    }
    Some(w)
}

fn parse_hex_u128(s: &str) -> Option<u128> {
    if s.is_empty() || s.len() > 32 {
        return None;
    }
    u128::from_str_radix(s, 16).ok()
}

impl<'a> Parser<'a> {
    fn new(src: &'a str, file: FileId) -> Self {
        let mut lex = Lexer::new(src);
        let tok = lex.next_token();
        Parser {
            src,
            file,
            lex,
            tok,
            m: Module::new(),
            gmap: FxHashMap::default(),
            gnum: FxHashMap::default(),
            gfirst_use: FxHashMap::default(),
            md_num: FxHashMap::default(),
            md_first_use: FxHashMap::default(),
            comdat_map: FxHashMap::default(),
            md_scratch: Vec::new(),
            depth: 0,
            f: None,
            type_defined: Vec::new(),
            type_first_use: FxHashMap::default(),
            attr_groups_used: FxHashMap::default(),
            explicit_external: false,
            pending_blockaddrs: Vec::new(),
            fn_blocks: FxHashMap::default(),
            ops_scratch: Vec::new(),
            attr_scratch: Vec::new(),
            call_scratch: Default::default(),
            fn_tables: FnTables::default(),
        }
    }

    // ----- token helpers -----

    #[inline]
    fn bump(&mut self) {
        self.tok = self.lex.next_token();
    }

    #[inline]
    fn text(&self, t: Token) -> &'a str {
        self.src.get(t.start as usize..t.end as usize).unwrap_or("")
    }

    #[inline]
    fn cur(&self) -> &'a str {
        self.text(self.tok)
    }

    fn peek(&self) -> Token {
        self.lex.clone().next_token()
    }

    fn err_at(&self, off: u32, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(
            kiln_support::SourceLoc {
                file: self.file,
                offset: off,
            },
            msg,
        )
    }

    fn err(&self, msg: impl Into<String>) -> Diagnostic {
        if self.tok.kind == Tok::Error {
            let t = self.cur();
            if t.starts_with('"') || t.len() > 1 && t[1..].starts_with('"') {
                return self.err_at(self.tok.start, "end of string constant not found");
            }
        }
        self.err_at(self.tok.start, msg)
    }

    #[inline]
    fn is(&self, k: Tok) -> bool {
        self.tok.kind == k
    }

    #[inline]
    fn is_kw(&self, s: &str) -> bool {
        self.tok.kind == Tok::Ident && self.cur() == s
    }

    fn eat(&mut self, k: Tok) -> bool {
        if self.tok.kind == k {
            self.bump();
            true
        } else {
            false
        }
    }

    fn eat_kw(&mut self, s: &str) -> bool {
        if self.is_kw(s) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, k: Tok, msg: &str) -> PResult<()> {
        if self.eat(k) {
            Ok(())
        } else {
            Err(self.err(msg))
        }
    }

    fn expect_kw(&mut self, s: &str, msg: &str) -> PResult<()> {
        if self.eat_kw(s) {
            Ok(())
        } else {
            Err(self.err(msg))
        }
    }

    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.err("nesting too deep"));
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    /// The string contents of the current `Str` token (unescaped), then advances.
    fn parse_str(&mut self, msg: &str) -> PResult<Cow<'a, str>> {
        if !self.is(Tok::Str) {
            return Err(self.err(msg));
        }
        let t = self.cur();
        let s = unescape(&t[1..t.len() - 1]);
        self.bump();
        Ok(s)
    }

    fn parse_str_sym(&mut self, msg: &str) -> PResult<Sym> {
        let s = self.parse_str(msg)?;
        Ok(self.m.strings.intern(&s))
    }

    fn parse_uint(&mut self, msg: &str) -> PResult<u64> {
        if !self.is(Tok::Int) {
            return Err(self.err(msg));
        }
        match parse_u64(self.cur()) {
            Some(v) => {
                self.bump();
                Ok(v)
            }
            None => Err(self.err(msg)),
        }
    }

    fn parse_u32(&mut self, msg: &str) -> PResult<u32> {
        let off = self.tok.start;
        let v = self.parse_uint(msg)?;
        u32::try_from(v).map_err(|_| self.err_at(off, msg))
    }

    fn parse_i64(&mut self, msg: &str) -> PResult<i64> {
        if !self.is(Tok::Int) {
            return Err(self.err(msg));
        }
        match self.cur().parse::<i64>() {
            Ok(v) => {
                self.bump();
                Ok(v)
            }
            Err(_) => Err(self.err(msg)),
        }
    }

    /// The name in a `%name`/`@name`/`$name` token (after the sigil), unescaped.
    fn sigil_name(&self, t: Token) -> Cow<'a, str> {
        let s = self.text(t);
        let s = &s[1..];
        if s.starts_with('"') && s.len() >= 2 {
            unescape(&s[1..s.len() - 1])
        } else {
            Cow::Borrowed(s)
        }
    }

    fn sigil_num(&self, t: Token) -> PResult<u32> {
        self.text(t)[1..]
            .parse::<u32>()
            .map_err(|_| self.err_at(t.start, "invalid value number (too large)"))
    }

    // ----- module level -----

    fn parse_top(&mut self) -> PResult<()> {
        loop {
            match self.tok.kind {
                Tok::Eof => return Ok(()),
                Tok::Ident => {
                    let kw = self.cur();
                    match kw {
                        "source_filename" => {
                            self.bump();
                            self.expect(Tok::Equal, "expected '=' after source_filename")?;
                            let s = self.parse_str("expected source_filename string")?;
                            self.m.source_filename = Some(s.into_owned());
                        }
                        "target" => {
                            self.bump();
                            if self.eat_kw("triple") {
                                self.expect(Tok::Equal, "expected '=' after target triple")?;
                                let s = self.parse_str("expected string")?;
                                self.m.triple = Some(s.into_owned());
                            } else if self.is_kw("datalayout") {
                                self.bump();
                                self.expect(Tok::Equal, "expected '=' after target datalayout")?;
                                let off = self.tok.start;
                                let s = self.parse_str("expected string")?;
                                self.m.data_layout =
                                    DataLayout::parse(&s).map_err(|e| self.err_at(off, e))?;
                            } else {
                                return Err(self.err("unknown target property"));
                            }
                        }
                        "module" => {
                            self.bump();
                            self.expect_kw("asm", "expected 'module asm'")?;
                            let s = self.parse_str("expected string")?;
                            self.m.module_asm.push(s.into_owned());
                        }
                        "define" => self.parse_function(true)?,
                        "declare" => self.parse_function(false)?,
                        "attributes" => self.parse_attr_group()?,
                        "uselistorder" | "uselistorder_bb" => {
                            let start = self.tok.start as usize;
                            self.bump();
                            let end = self.skip_uselistorder()?;
                            self.m.uselistorders.push(UseListOrder {
                                text: self.src[start..end].into(),
                            });
                        }
                        _ => return Err(self.err("expected top-level entity")),
                    }
                }
                Tok::LocalVar | Tok::LocalVarId => self.parse_type_def()?,
                Tok::GlobalVar | Tok::GlobalId => self.parse_global_def()?,
                Tok::ComdatVar => self.parse_comdat()?,
                Tok::MetadataVar => self.parse_named_md()?,
                Tok::Exclaim => self.parse_numbered_md()?,
                Tok::SummaryId => self.parse_summary_entry()?,
                _ => return Err(self.err("expected top-level entity")),
            }
        }
    }

    /// `^N = kind: (...)` or `^N = kind: number`, kept verbatim.
    fn parse_summary_entry(&mut self) -> PResult<()> {
        let start = self.tok.start as usize;
        self.bump();
        self.expect(Tok::Equal, "expected '=' here")?;
        if !self.is(Tok::LabelStr) {
            return Err(self.err("unexpected summary kind"));
        }
        self.bump();
        let end = if self.is(Tok::LParen) {
            self.parse_balanced_parens()? as usize
        } else if self.is(Tok::Int) {
            let e = self.tok.end as usize;
            self.bump();
            e
        } else {
            return Err(self.err("expected '(' here"));
        };
        self.m
            .summary_entries
            .push(self.src[start..end].to_string());
        Ok(())
    }

    fn skip_uselistorder(&mut self) -> PResult<usize> {
        // uselistorder T v, { i, j, ... }  /  uselistorder_bb @f, %bb, { ... }
        let mut end = self.tok.end as usize;
        loop {
            match self.tok.kind {
                Tok::Eof => return Err(self.err("expected '{' here")),
                Tok::RBrace => {
                    end = self.tok.end as usize;
                    self.bump();
                    return Ok(end);
                }
                _ => {
                    let _ = end;
                    end = self.tok.end as usize;
                    self.bump();
                }
            }
        }
    }

    fn finish(mut self) -> PResult<Module> {
        // Undefined globals.
        let mut bad: Option<(u32, String)> = None;
        for (i, g) in self.m.globals.iter().enumerate() {
            if matches!(g.kind, GlobalKind::Forward) {
                let (loc, end) = self
                    .gfirst_use
                    .get(&GlobalId(i as u32))
                    .copied()
                    .unwrap_or((0, 0));
                if bad.as_ref().is_none_or(|b| loc < b.0) {
                    bad = Some((loc, self.src[loc as usize..end as usize].to_string()));
                }
            }
        }
        if let Some((loc, name)) = bad {
            return Err(self.err_at(loc, format!("use of undefined value '{name}'")));
        }
        let mut bad_md: Option<(u32, u32)> = None;
        for (id, &(loc, end)) in &self.md_first_use {
            if self.m.md_nodes[id.0 as usize].placeholder && bad_md.is_none_or(|b| loc < b.0) {
                bad_md = Some((loc, end));
            }
        }
        if let Some((loc, end)) = bad_md {
            return Err(self.err_at(
                loc,
                format!(
                    "use of undefined metadata '{}'",
                    &self.src[loc as usize..end as usize]
                ),
            ));
        }
        let mut bad_ty: Option<(u32, u32)> = None;
        for (&sid, &(loc, end)) in &self.type_first_use {
            if !self
                .type_defined
                .get(sid as usize)
                .copied()
                .unwrap_or(false)
                && bad_ty.is_none_or(|b| loc < b.0)
            {
                bad_ty = Some((loc, end));
            }
        }
        if let Some((loc, end)) = bad_ty {
            return Err(self.err_at(
                loc,
                format!(
                    "use of undefined type named '{}'",
                    &self.src[loc as usize + 1..end as usize]
                ),
            ));
        }
        let mut bad_grp: Option<(u32, u32)> = None;
        for (&g, &(loc, end)) in &self.attr_groups_used {
            if !self.m.attr_groups.iter().any(|(n, _)| *n == g) && bad_grp.is_none_or(|b| loc < b.0)
            {
                bad_grp = Some((loc, end));
            }
        }
        if let Some((loc, _)) = bad_grp {
            return Err(self.err_at(loc, "attribute group has no attributes"));
        }
        for &(c, loc, end) in &self.pending_blockaddrs {
            let ConstData::BlockAddress { func, block, .. } = self.m.consts.get(c) else {
                continue;
            };
            let fid = match self.m.globals[func.0 as usize].kind {
                GlobalKind::Function(fid) => fid,
                _ => {
                    return Err(self.err_at(loc, "expected function name in blockaddress"));
                }
            };
            let found = self
                .fn_blocks
                .get(func)
                .and_then(|(names, nums)| match block {
                    BlockRef::Named(n) => names.get(&**n).copied(),
                    BlockRef::Numbered(n) => nums.get(n).copied(),
                });
            let Some(b) = found else {
                if !self.m.functions[fid.0 as usize].is_definition {
                    return Err(self.err_at(loc, "cannot take blockaddress inside a declaration"));
                }
                return Err(self.err_at(
                    loc,
                    format!(
                        "use of undefined value '{}'",
                        &self.src[loc as usize..end as usize]
                    ),
                ));
            };
            self.m.block_addresses.insert(c, (fid, b));
        }
        for (i, g) in self.m.globals.iter().enumerate() {
            self.m
                .global_by_name
                .insert(g.name.clone(), GlobalId(i as u32));
        }
        Ok(self.m)
    }

    // ----- types -----

    fn parse_type_def(&mut self) -> PResult<()> {
        let t = self.tok;
        let name = if t.kind == Tok::LocalVarId {
            TypeName::Numbered(self.sigil_num(t)?)
        } else {
            TypeName::Named(self.sigil_name(t).into())
        };
        self.bump();
        self.expect(Tok::Equal, "expected '=' after name")?;
        self.expect_kw("type", "expected 'type' after '='")?;
        let ty = self.m.types.named_struct(name);
        let TypeData::Named(sid) = *self.m.types.get(ty) else {
            return Err(self.err_at(t.start, "invalid type definition"));
        };
        let si = sid.0 as usize;
        if self.type_defined.len() <= si {
            self.type_defined.resize(si + 1, false);
        }
        if self.type_defined[si] {
            return Err(self.err_at(t.start, "redefinition of type"));
        }
        self.type_defined[si] = true;
        if self.eat_kw("opaque") {
            return Ok(());
        }
        let packed = if self.is(Tok::Less) {
            self.bump();
            if !self.is(Tok::LBrace) {
                // A named non-struct type (<N x T>) is not allowed in LLVM 22; report it.
                return Err(self.err("expected '{' in packed struct"));
            }
            true
        } else {
            false
        };
        if !self.is(Tok::LBrace) {
            return Err(self.err("expected type"));
        }
        let fields = self.parse_struct_body()?;
        if packed {
            self.expect(Tok::Greater, "expected '>' in packed struct")?;
        }
        let ns = &mut self.m.types.named_structs[si];
        ns.body = Some(fields.into());
        ns.packed = packed;
        Ok(())
    }

    fn parse_struct_body(&mut self) -> PResult<Vec<TypeId>> {
        self.bump(); // {
        let mut fields = Vec::new();
        if self.eat(Tok::RBrace) {
            return Ok(fields);
        }
        loop {
            let off = self.tok.start;
            let t = self.parse_type()?;
            if matches!(
                self.m.types.get(t),
                TypeData::Void | TypeData::Label | TypeData::Metadata | TypeData::Function { .. }
            ) {
                return Err(self.err_at(off, "invalid element type for struct"));
            }
            fields.push(t);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RBrace, "expected '}' at end of struct")?;
        Ok(fields)
    }

    fn is_type_start(&self) -> bool {
        match self.tok.kind {
            Tok::LBrace | Tok::LSquare | Tok::Less | Tok::LocalVar | Tok::LocalVarId => true,
            Tok::Ident => {
                let s = self.cur();
                matches!(
                    s,
                    "void"
                        | "half"
                        | "bfloat"
                        | "float"
                        | "double"
                        | "fp128"
                        | "x86_fp80"
                        | "ppc_fp128"
                        | "ptr"
                        | "label"
                        | "metadata"
                        | "token"
                        | "x86_amx"
                        | "target"
                ) || (s.len() > 1
                    && s.starts_with('i')
                    && s[1..].bytes().all(|b| b.is_ascii_digit()))
            }
            _ => false,
        }
    }

    fn parse_type(&mut self) -> PResult<TypeId> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        r
    }

    fn parse_type_inner(&mut self) -> PResult<TypeId> {
        let start = self.tok.start;
        let mut ty = match self.tok.kind {
            Tok::Ident => {
                let s = self.cur();
                let t = match s {
                    "void" => TypeTable::VOID,
                    "half" => self.m.types.intern(TypeData::Float(FloatKind::Half)),
                    "bfloat" => self.m.types.intern(TypeData::Float(FloatKind::BFloat)),
                    "float" => TypeTable::FLOAT,
                    "double" => TypeTable::DOUBLE,
                    "fp128" => self.m.types.intern(TypeData::Float(FloatKind::Fp128)),
                    "x86_fp80" => self.m.types.intern(TypeData::Float(FloatKind::X86Fp80)),
                    "ppc_fp128" => self.m.types.intern(TypeData::Float(FloatKind::PpcFp128)),
                    "label" => TypeTable::LABEL,
                    "metadata" => TypeTable::METADATA,
                    "token" => TypeTable::TOKEN,
                    "x86_amx" => self.m.types.intern(TypeData::X86Amx),
                    "ptr" => {
                        self.bump();
                        let a = self.parse_opt_addrspace()?;
                        let t = self.m.types.ptr(a);
                        return self.type_suffix(t, start);
                    }
                    "target" => {
                        self.bump();
                        let t = self.parse_target_type()?;
                        return self.type_suffix(t, start);
                    }
                    _ if s.len() > 1
                        && s.starts_with('i')
                        && s[1..].bytes().all(|b| b.is_ascii_digit()) =>
                    {
                        match s[1..].parse::<u32>() {
                            Ok(n) if (1..=(1 << 23)).contains(&n) => self.m.types.int(n),
                            _ => return Err(self.err("bitwidth for integer type out of range")),
                        }
                    }
                    _ => return Err(self.err("expected type")),
                };
                self.bump();
                t
            }
            Tok::LocalVar | Tok::LocalVarId => {
                let t = self.tok;
                let name = if t.kind == Tok::LocalVarId {
                    TypeName::Numbered(self.sigil_num(t)?)
                } else {
                    TypeName::Named(self.sigil_name(t).into())
                };
                let ty = self.m.types.named_struct(name);
                if let TypeData::Named(sid) = *self.m.types.get(ty) {
                    self.type_first_use.entry(sid.0).or_insert((t.start, t.end));
                }
                self.bump();
                ty
            }
            Tok::LBrace => {
                let f = self.parse_struct_body()?;
                self.m.types.intern(TypeData::Struct {
                    fields: f.into(),
                    packed: false,
                })
            }
            Tok::Less => {
                self.bump();
                if self.is(Tok::LBrace) {
                    let f = self.parse_struct_body()?;
                    self.expect(Tok::Greater, "expected '>' at end of packed struct")?;
                    self.m.types.intern(TypeData::Struct {
                        fields: f.into(),
                        packed: true,
                    })
                } else {
                    let scalable = if self.is_kw("vscale") {
                        self.bump();
                        self.expect_kw("x", "expected 'x' after vscale")?;
                        true
                    } else {
                        false
                    };
                    let n = self.parse_uint("expected number in address space")?;
                    self.expect_kw("x", "expected 'x' after element count")?;
                    let eoff = self.tok.start;
                    let elem = self.parse_type()?;
                    self.expect(Tok::Greater, "expected '>' at end of vector type")?;
                    if n == 0 {
                        return Err(self.err_at(start, "zero element vector is illegal"));
                    }
                    let n = u32::try_from(n)
                        .map_err(|_| self.err_at(start, "size too large for vector"))?;
                    if !matches!(
                        self.m.types.get(elem),
                        TypeData::Int(_) | TypeData::Float(_) | TypeData::Ptr(_)
                    ) {
                        return Err(self.err_at(eoff, "invalid vector element type"));
                    }
                    self.m.types.intern(TypeData::Vector {
                        len: n,
                        elem,
                        scalable,
                    })
                }
            }
            Tok::LSquare => {
                self.bump();
                let n = self.parse_uint("expected number in address space")?;
                self.expect_kw("x", "expected 'x' after element count")?;
                let eoff = self.tok.start;
                let elem = self.parse_type()?;
                self.expect(Tok::RSquare, "expected ']' at end of array type")?;
                if matches!(
                    self.m.types.get(elem),
                    TypeData::Void
                        | TypeData::Label
                        | TypeData::Metadata
                        | TypeData::Function { .. }
                ) {
                    return Err(self.err_at(eoff, "invalid array element type"));
                }
                self.m.types.intern(TypeData::Array(n, elem))
            }
            _ => return Err(self.err("expected type")),
        };
        ty = self.type_suffix(ty, start)?;
        Ok(ty)
    }

    fn type_suffix(&mut self, mut ty: TypeId, _start: u32) -> PResult<TypeId> {
        loop {
            match self.tok.kind {
                Tok::Star => {
                    return Err(self.err("ptr* is invalid - use ptr instead"));
                }
                Tok::LParen => {
                    if matches!(self.m.types.get(ty), TypeData::Label | TypeData::Metadata) {
                        return Err(self.err("invalid function return type"));
                    }
                    self.bump();
                    let mut params = Vec::new();
                    let mut vararg = false;
                    if !self.is(Tok::RParen) {
                        loop {
                            if self.eat(Tok::DotDotDot) {
                                vararg = true;
                                break;
                            }
                            let p = self.parse_type()?;
                            // Attributes and names in function types are ignored by LLVM too.
                            self.skip_param_attrs_in_type()?;
                            params.push(p);
                            if !self.eat(Tok::Comma) {
                                break;
                            }
                        }
                    }
                    self.expect(Tok::RParen, "expected ')' at end of argument list")?;
                    ty = self.m.types.function(ty, &params, vararg);
                }
                _ => return Ok(ty),
            }
        }
    }

    fn skip_param_attrs_in_type(&mut self) -> PResult<()> {
        while self.is(Tok::Ident) && !is_value_keyword(self.cur()) {
            let mut scratch = Vec::new();
            self.parse_one_attr(&mut scratch, AttrCtx::Param)?;
        }
        Ok(())
    }

    fn parse_opt_addrspace(&mut self) -> PResult<u32> {
        if self.is_kw("addrspace") {
            self.bump();
            self.expect(Tok::LParen, "expected '(' in address space")?;
            let a = if self.is(Tok::Str) {
                // Symbolic address spaces ("A", "G", "P").
                let s = self.parse_str("expected string")?;
                match &*s {
                    "A" => self.m.data_layout.alloca_addrspace,
                    "G" => self.m.data_layout.globals_addrspace,
                    "P" => self.m.data_layout.program_addrspace,
                    _ => return Err(self.err("invalid symbolic addrspace")),
                }
            } else {
                let off = self.tok.start;
                let v = self.parse_uint("expected integer")?;
                if v >= 1 << 24 {
                    return Err(self.err_at(off, "invalid address space, must be a 24-bit integer"));
                }
                v as u32
            };
            self.expect(Tok::RParen, "expected ')' in address space")?;
            Ok(a)
        } else {
            Ok(0)
        }
    }

    fn parse_target_type(&mut self) -> PResult<TypeId> {
        self.expect(Tok::LParen, "expected '(' in target extension type")?;
        let name = self.parse_str("expected type name")?;
        let mut types = Vec::new();
        let mut ints = Vec::new();
        while self.eat(Tok::Comma) {
            if self.is(Tok::Int) {
                ints.push(self.parse_u32("expected integer parameter")?);
            } else {
                if !ints.is_empty() {
                    return Err(self.err("expected integer parameter"));
                }
                types.push(self.parse_type()?);
            }
        }
        self.expect(Tok::RParen, "expected ')' in target extension type")?;
        Ok(self.m.types.intern(TypeData::Target {
            name: name.into(),
            types: types.into(),
            ints: ints.into(),
        }))
    }
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum AttrCtx {
    Param,
    Ret,
    Fn,
    Group,
}

fn is_opcode(s: &str) -> bool {
    matches!(
        s,
        "ret"
            | "br"
            | "switch"
            | "indirectbr"
            | "invoke"
            | "resume"
            | "unreachable"
            | "cleanupret"
            | "catchret"
            | "catchswitch"
            | "catchpad"
            | "cleanuppad"
            | "callbr"
            | "fneg"
            | "add"
            | "fadd"
            | "sub"
            | "fsub"
            | "mul"
            | "fmul"
            | "udiv"
            | "sdiv"
            | "fdiv"
            | "urem"
            | "srem"
            | "frem"
            | "shl"
            | "lshr"
            | "ashr"
            | "and"
            | "or"
            | "xor"
            | "icmp"
            | "fcmp"
            | "phi"
            | "call"
            | "tail"
            | "musttail"
            | "notail"
            | "trunc"
            | "zext"
            | "sext"
            | "fptrunc"
            | "fpext"
            | "uitofp"
            | "sitofp"
            | "fptoui"
            | "fptosi"
            | "inttoptr"
            | "ptrtoint"
            | "ptrtoaddr"
            | "bitcast"
            | "addrspacecast"
            | "select"
            | "va_arg"
            | "landingpad"
            | "freeze"
            | "alloca"
            | "load"
            | "store"
            | "cmpxchg"
            | "atomicrmw"
            | "fence"
            | "getelementptr"
            | "extractelement"
            | "insertelement"
            | "shufflevector"
            | "extractvalue"
            | "insertvalue"
            | "to"
            | "uselistorder"
            | "uselistorder_bb"
    )
}

impl<'a> Parser<'a> {
    // ----- attributes -----

    fn parse_balanced_parens(&mut self) -> PResult<u32> {
        // At '('; returns the end offset of the matching ')'.
        let mut depth = 0u32;
        loop {
            match self.tok.kind {
                Tok::LParen => depth += 1,
                Tok::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        let end = self.tok.end;
                        self.bump();
                        return Ok(end);
                    }
                }
                Tok::Eof => return Err(self.err("expected ')'")),
                _ => {}
            }
            if depth > MAX_DEPTH {
                return Err(self.err("nesting too deep"));
            }
            self.bump();
        }
    }

    fn parse_one_attr(&mut self, out: &mut Vec<Attribute>, ctx: AttrCtx) -> PResult<()> {
        match self.tok.kind {
            Tok::Str => {
                let k = self.parse_str_sym("expected string")?;
                let v = if self.eat(Tok::Equal) {
                    Some(self.parse_str_sym("expected string value")?)
                } else {
                    None
                };
                out.push(Attribute::Str(k, v));
                return Ok(());
            }
            Tok::AttrGrpId => {
                if ctx != AttrCtx::Fn {
                    return Err(self.err("unexpected attribute group reference"));
                }
                let t = self.tok;
                let n = self.text(t)[1..]
                    .parse::<u32>()
                    .map_err(|_| self.err("invalid attribute group number"))?;
                self.attr_groups_used.entry(n).or_insert((t.start, t.end));
                self.bump();
                out.push(Attribute::Group(n));
                return Ok(());
            }
            Tok::Ident => {}
            _ => return Err(self.err("expected attribute")),
        }
        let start = self.tok.start;
        let name = self.cur();
        let sym = self.m.strings.intern(name);
        self.bump();
        if name == "align" || is_int_attr(name) {
            let v = if self.eat(Tok::Equal) {
                self.parse_uint("expected integer")?
            } else if self.eat(Tok::LParen) {
                let v = self.parse_uint("expected integer")?;
                self.expect(Tok::RParen, "expected ')'")?;
                v
            } else if name == "align" {
                self.parse_uint("expected integer")?
            } else if name == "alignstack"
                || name == "dereferenceable"
                || name == "dereferenceable_or_null"
            {
                return Err(self.err("expected '('"));
            } else {
                0
            };
            if (name == "align" || name == "alignstack") && !v.is_power_of_two() {
                return Err(self.err_at(start, "alignment is not a power of two"));
            }
            if name == "align" && v > (1u64 << 32) {
                return Err(self.err_at(start, "huge alignments are not supported yet"));
            }
            out.push(Attribute::Int(sym, v));
            return Ok(());
        }
        if is_type_attr(name) && self.is(Tok::LParen) {
            self.bump();
            let t = self.parse_type()?;
            self.expect(Tok::RParen, "expected ')'")?;
            out.push(Attribute::Type(sym, t));
            return Ok(());
        }
        if self.is(Tok::LParen) {
            let end = self.parse_balanced_parens()?;
            let raw = self
                .m
                .strings
                .intern(&self.src[start as usize..end as usize]);
            out.push(Attribute::Raw(raw));
            return Ok(());
        }
        let _ = ctx;
        out.push(Attribute::Flag(sym));
        Ok(())
    }

    /// Parameter attributes before a value/name.
    fn parse_param_attrs(&mut self) -> PResult<AttrSetId> {
        let mut v = std::mem::take(&mut self.attr_scratch);
        v.clear();
        while self.is(Tok::Ident) && !is_value_keyword(self.cur()) && !self.is_type_start() {
            self.parse_one_attr(&mut v, AttrCtx::Param)?;
        }
        let id = self.m.intern_attrs(&v);
        self.attr_scratch = v;
        Ok(id)
    }

    /// Return attributes before a type.
    fn parse_ret_attrs(&mut self) -> PResult<AttrSetId> {
        let mut v = std::mem::take(&mut self.attr_scratch);
        v.clear();
        while self.is(Tok::Ident) && !self.is_type_start() && !self.is_kw("addrspace") {
            self.parse_one_attr(&mut v, AttrCtx::Ret)?;
        }
        let id = self.m.intern_attrs(&v);
        self.attr_scratch = v;
        Ok(id)
    }

    /// Function attributes after a parameter list.
    fn parse_fn_attrs(&mut self, header: bool) -> PResult<AttrSetId> {
        let mut v = std::mem::take(&mut self.attr_scratch);
        v.clear();
        loop {
            match self.tok.kind {
                Tok::Str | Tok::AttrGrpId => self.parse_one_attr(&mut v, AttrCtx::Fn)?,
                Tok::Ident => {
                    let s = self.cur();
                    let stop = if header {
                        matches!(
                            s,
                            "section"
                                | "partition"
                                | "comdat"
                                | "gc"
                                | "prefix"
                                | "prologue"
                                | "personality"
                                | "align"
                                | "unnamed_addr"
                                | "local_unnamed_addr"
                                | "addrspace"
                                | "define"
                                | "declare"
                                | "attributes"
                                | "target"
                                | "source_filename"
                                | "module"
                                | "uselistorder"
                                | "uselistorder_bb"
                        ) || self.is_type_start()
                    } else {
                        is_opcode(s)
                    };
                    if stop {
                        break;
                    }
                    self.parse_one_attr(&mut v, AttrCtx::Fn)?;
                }
                _ => break,
            }
        }
        let id = self.m.intern_attrs(&v);
        self.attr_scratch = v;
        Ok(id)
    }

    fn parse_attr_group(&mut self) -> PResult<()> {
        self.bump(); // attributes
        if !self.is(Tok::AttrGrpId) {
            return Err(self.err("expected attribute group id"));
        }
        let n = self.text(self.tok)[1..]
            .parse::<u32>()
            .map_err(|_| self.err("invalid attribute group number"))?;
        self.bump();
        self.expect(Tok::Equal, "expected '=' here")?;
        self.expect(Tok::LBrace, "expected '{' here")?;
        let mut v = Vec::new();
        while !self.is(Tok::RBrace) {
            if self.is(Tok::Eof) {
                return Err(self.err("expected '}' here"));
            }
            if self.is(Tok::AttrGrpId) {
                return Err(
                    self.err("cannot have an attribute group reference in an attribute group")
                );
            }
            self.parse_one_attr(&mut v, AttrCtx::Group)?;
        }
        self.bump();
        let id = self.m.intern_attrs(&v);
        self.m.attr_groups.push((n, id));
        Ok(())
    }

    // ----- comdats -----

    fn parse_comdat(&mut self) -> PResult<()> {
        let t = self.tok;
        let name = self.sigil_name(t);
        self.bump();
        self.expect(Tok::Equal, "expected '=' here")?;
        self.expect_kw("comdat", "expected comdat keyword")?;
        let kind = match self.cur() {
            "any" => ComdatKind::Any,
            "exactmatch" => ComdatKind::ExactMatch,
            "largest" => ComdatKind::Largest,
            "nodeduplicate" | "noduplicates" => ComdatKind::NoDeduplicate,
            "samesize" => ComdatKind::SameSize,
            _ => return Err(self.err("unknown selection kind")),
        };
        self.bump();
        if let Some(&i) = self.comdat_map.get(&name) {
            let c = &mut self.m.comdats[i as usize];
            if c.kind != ComdatKind::Any || c.name.is_empty() {
                return Err(self.err_at(t.start, format!("redefinition of comdat '${name}'")));
            }
            c.kind = kind;
            c.name = name.as_ref().into();
            return Ok(());
        }
        let i = self.m.comdats.len() as u32;
        self.m.comdats.push(Comdat {
            name: name.as_ref().into(),
            kind,
        });
        self.comdat_map.insert(name, i);
        Ok(())
    }

    fn comdat_ref(&mut self, name: Cow<'a, str>) -> u32 {
        if let Some(&i) = self.comdat_map.get(&name) {
            return i;
        }
        let i = self.m.comdats.len() as u32;
        self.m.comdats.push(Comdat {
            name: name.as_ref().into(),
            kind: ComdatKind::Any,
        });
        self.comdat_map.insert(name, i);
        i
    }

    fn parse_opt_comdat(&mut self, own: &GlobalName) -> PResult<Option<u32>> {
        if !self.eat_kw("comdat") {
            return Ok(None);
        }
        if self.eat(Tok::LParen) {
            if !self.is(Tok::ComdatVar) {
                return Err(self.err("expected comdat variable"));
            }
            let n = self.sigil_name(self.tok);
            self.bump();
            self.expect(Tok::RParen, "expected ')' after comdat var")?;
            Ok(Some(self.comdat_ref(n)))
        } else {
            match own {
                GlobalName::Named(n) => {
                    let n: Cow<'a, str> = Cow::Owned(n.to_string());
                    Ok(Some(self.comdat_ref(n)))
                }
                GlobalName::Numbered(_) => Err(self.err("comdat cannot be unnamed")),
            }
        }
    }

    // ----- globals -----

    fn global_ref(&mut self, t: Token) -> PResult<GlobalId> {
        let (name, key): (GlobalName, Option<Cow<'a, str>>) = if t.kind == Tok::GlobalId {
            let n = self.sigil_num(t)?;
            if let Some(&g) = self.gnum.get(&n) {
                return Ok(g);
            }
            (GlobalName::Numbered(n), None)
        } else {
            let n = self.sigil_name(t);
            if let Some(&g) = self.gmap.get(&n) {
                return Ok(g);
            }
            (GlobalName::Named(n.as_ref().into()), Some(n))
        };
        let g = GlobalId(self.m.globals.len() as u32);
        self.m.globals.push(GlobalValue {
            name: name.clone(),
            linkage: Linkage::External,
            visibility: Visibility::Default,
            dll_storage: DllStorage::Default,
            dso_local: false,
            unnamed_addr: UnnamedAddr::None,
            thread_local: None,
            addrspace: 0,
            value_type: TypeTable::I8,
            section: None,
            partition: None,
            comdat: None,
            align: MaybeAlign::NONE,
            attrs: AttrSetId::EMPTY,
            metadata: Vec::new(),
            sanitizer: Vec::new(),
            kind: GlobalKind::Forward,
        });
        match (key, name) {
            (Some(k), _) => {
                self.gmap.insert(k, g);
            }
            (None, GlobalName::Numbered(n)) => {
                self.gnum.insert(n, g);
            }
            _ => {}
        }
        self.gfirst_use.insert(g, (t.start, t.end));
        Ok(g)
    }

    /// Claims a global slot for a definition (errors on redefinition).
    fn define_global(&mut self, t: Token) -> PResult<GlobalId> {
        let g = self.global_ref(t)?;
        if !matches!(self.m.globals[g.0 as usize].kind, GlobalKind::Forward) {
            return Err(self.err_at(
                t.start,
                format!("redefinition of global '{}'", self.text(t)),
            ));
        }
        self.m.global_order.push(g);
        Ok(g)
    }

    fn parse_linkage(&mut self) -> Linkage {
        self.explicit_external = false;
        if self.is(Tok::Ident) {
            let s = self.cur();
            for (l, n) in Linkage::NAMES {
                if s == n {
                    self.bump();
                    return l;
                }
            }
            if s == "external" {
                self.explicit_external = true;
                self.bump();
            }
        }
        Linkage::External
    }

    fn parse_prefix_props(&mut self, gv: &mut GlobalValue) -> PResult<()> {
        gv.linkage = self.parse_linkage();
        loop {
            if self.eat_kw("dso_local") {
                gv.dso_local = true;
            } else if self.eat_kw("dso_preemptable") {
            } else if self.eat_kw("hidden") {
                gv.visibility = Visibility::Hidden;
            } else if self.eat_kw("protected") {
                gv.visibility = Visibility::Protected;
            } else if self.eat_kw("default") {
                gv.visibility = Visibility::Default;
            } else if self.eat_kw("dllimport") {
                gv.dll_storage = DllStorage::Import;
            } else if self.eat_kw("dllexport") {
                gv.dll_storage = DllStorage::Export;
            } else if self.is_kw("thread_local") {
                self.bump();
                gv.thread_local = Some(TlsModel::GeneralDynamic);
                if self.eat(Tok::LParen) {
                    gv.thread_local = Some(match self.cur() {
                        "localdynamic" => TlsModel::LocalDynamic,
                        "initialexec" => TlsModel::InitialExec,
                        "localexec" => TlsModel::LocalExec,
                        "generaldynamic" => TlsModel::GeneralDynamic,
                        _ => {
                            return Err(self.err("expected localdynamic, initialexec or localexec"))
                        }
                    });
                    self.bump();
                    self.expect(Tok::RParen, "expected ')' after thread local model")?;
                }
            } else if self.eat_kw("unnamed_addr") {
                gv.unnamed_addr = UnnamedAddr::Global;
            } else if self.eat_kw("local_unnamed_addr") {
                gv.unnamed_addr = UnnamedAddr::Local;
            } else {
                return Ok(());
            }
        }
    }

    fn blank_global(name: GlobalName) -> GlobalValue {
        GlobalValue {
            name,
            linkage: Linkage::External,
            visibility: Visibility::Default,
            dll_storage: DllStorage::Default,
            dso_local: false,
            unnamed_addr: UnnamedAddr::None,
            thread_local: None,
            addrspace: 0,
            value_type: TypeTable::I8,
            section: None,
            partition: None,
            comdat: None,
            align: MaybeAlign::NONE,
            attrs: AttrSetId::EMPTY,
            metadata: Vec::new(),
            sanitizer: Vec::new(),
            kind: GlobalKind::Forward,
        }
    }

    fn parse_global_def(&mut self) -> PResult<()> {
        let t = self.tok;
        self.bump();
        self.expect(Tok::Equal, "expected '=' in global variable")?;
        let g = self.define_global(t)?;
        let mut gv = Self::blank_global(self.m.globals[g.0 as usize].name.clone());
        self.parse_prefix_props(&mut gv)?;
        gv.addrspace = self.parse_opt_addrspace()?;
        if self.eat_kw("unnamed_addr") {
            gv.unnamed_addr = UnnamedAddr::Global;
        } else if self.eat_kw("local_unnamed_addr") {
            gv.unnamed_addr = UnnamedAddr::Local;
        }
        if gv.addrspace == 0 {
            gv.addrspace = self.parse_opt_addrspace()?;
        }
        if self.is_kw("alias") || self.is_kw("ifunc") {
            let is_alias = self.is_kw("alias");
            self.bump();
            let vt = self.parse_type()?;
            self.expect(Tok::Comma, "expected comma after alias or ifunc's type")?;
            let aoff = self.tok.start;
            let at = self.parse_type()?;
            if !self.m.types.is_ptr(at) {
                return Err(self.err_at(aoff, "An alias or ifunc must have pointer type"));
            }
            let c = self.parse_const(at)?;
            gv.value_type = vt;
            if let TypeData::Ptr(a) = *self.m.types.get(at) {
                gv.addrspace = a;
            }
            gv.kind = if is_alias {
                GlobalKind::Alias(c)
            } else {
                GlobalKind::IFunc(c)
            };
            while self.eat(Tok::Comma) {
                if self.eat_kw("partition") {
                    gv.partition = Some(self.parse_str_sym("expected partition string")?);
                } else if self.is(Tok::MetadataVar) {
                    let a = self.parse_md_attachment()?;
                    gv.metadata.push(a);
                } else {
                    return Err(self.err("unknown alias or ifunc property!"));
                }
            }
            self.m.types.ptr(gv.addrspace);
            self.m.globals[g.0 as usize] = gv;
            return Ok(());
        }
        let mut externally_initialized = false;
        if self.eat_kw("externally_initialized") {
            externally_initialized = true;
        }
        let constant = if self.eat_kw("constant") {
            true
        } else if self.eat_kw("global") {
            false
        } else {
            return Err(self.err("expected 'global' or 'constant'"));
        };
        let toff = self.tok.start;
        let ty = self.parse_type()?;
        if !self.m.types.is_first_class(ty) || ty == TypeTable::TOKEN {
            return Err(self.err_at(toff, "invalid type for global variable"));
        }
        gv.value_type = ty;
        let has_init = !(gv.linkage == Linkage::ExternWeak
            || (gv.linkage == Linkage::External && self.explicit_external));
        let init = if has_init {
            Some(self.parse_const(ty)?)
        } else {
            None
        };
        let mut code_model = None;
        while self.eat(Tok::Comma) {
            if self.eat_kw("section") {
                gv.section = Some(self.parse_str_sym("expected global section string")?);
            } else if self.eat_kw("partition") {
                gv.partition = Some(self.parse_str_sym("expected partition string")?);
            } else if self.is_kw("align") {
                self.bump();
                let off = self.tok.start;
                let a = self.parse_uint("expected alignment")?;
                if !a.is_power_of_two() {
                    return Err(self.err_at(off, "alignment is not a power of two"));
                }
                gv.align = MaybeAlign::new(a);
            } else if self.is_kw("comdat") {
                gv.comdat = self.parse_opt_comdat(&gv.name.clone())?;
            } else if self.eat_kw("code_model") {
                code_model = Some(self.parse_str_sym("expected code model string")?);
            } else if self.is(Tok::MetadataVar) {
                let a = self.parse_md_attachment()?;
                gv.metadata.push(a);
            } else if self.is(Tok::Ident)
                && matches!(
                    self.cur(),
                    "no_sanitize_address"
                        | "no_sanitize_hwaddress"
                        | "sanitize_address_dyninit"
                        | "sanitize_memtag"
                )
            {
                let s = self.m.strings.intern(self.cur());
                gv.sanitizer.push(s);
                self.bump();
            } else {
                return Err(self.err("unknown global variable property!"));
            }
        }
        let mut attrs = Vec::new();
        while self.is(Tok::AttrGrpId) || self.is(Tok::Str) {
            self.parse_one_attr(&mut attrs, AttrCtx::Fn)?;
        }
        gv.attrs = self.m.intern_attrs(&attrs);
        gv.kind = GlobalKind::Variable {
            constant,
            init,
            externally_initialized,
            code_model,
        };
        self.m.types.ptr(gv.addrspace);
        self.m.globals[g.0 as usize] = gv;
        Ok(())
    }
}

impl<'a> Parser<'a> {
    // ----- metadata -----

    fn md_slot(&mut self, n: u32, t: (u32, u32)) -> MdNodeId {
        if let Some(&id) = self.md_num.get(&n) {
            return id;
        }
        let id = MdNodeId(self.m.md_nodes.len() as u32);
        self.m.md_nodes.push(MdNode {
            distinct: false,
            kind: None,
            fields: PoolRange::default(),
            slot: Some(n),
            placeholder: true,
        });
        self.md_num.insert(n, id);
        self.md_first_use.insert(id, t);
        id
    }

    fn parse_named_md(&mut self) -> PResult<()> {
        let name = &self.cur()[1..];
        let name: Box<str> = unescape(name).as_ref().into();
        self.bump();
        self.expect(Tok::Equal, "expected '=' here")?;
        self.expect(Tok::Exclaim, "Expected '!' here")?;
        self.expect(Tok::LBrace, "Expected '{' here")?;
        let mut nodes = Vec::new();
        if !self.is(Tok::RBrace) {
            loop {
                if self.is(Tok::MetadataVar) {
                    let n = self.parse_specialized_node(false, None)?;
                    nodes.push(n);
                } else {
                    self.expect(Tok::Exclaim, "Expected '!' here")?;
                    if !self.is(Tok::Int) {
                        return Err(self.err("expected metadata number"));
                    }
                    let t = (self.tok.start - 1, self.tok.end);
                    let n = self.parse_u32("expected metadata number")?;
                    nodes.push(self.md_slot(n, t));
                }
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RBrace, "expected end of metadata node")?;
        self.m.named_md.push(NamedMd { name, nodes });
        Ok(())
    }

    fn parse_numbered_md(&mut self) -> PResult<()> {
        let start = self.tok.start;
        self.bump(); // !
        if !self.is(Tok::Int) {
            return Err(self.err("expected metadata number"));
        }
        let n = self.parse_u32("expected metadata number")?;
        let end = self.tok.start;
        self.expect(Tok::Equal, "expected '=' here")?;
        let distinct = self.eat_kw("distinct");
        let id = self.md_slot(n, (start, end));
        if !self.m.md_nodes[id.0 as usize].placeholder {
            return Err(self.err_at(start, "Metadata id is already used"));
        }
        if self.is(Tok::MetadataVar) {
            self.parse_specialized_node(distinct, Some(id))?;
        } else if self.is(Tok::Exclaim) {
            self.bump();
            if !self.is(Tok::LBrace) {
                return Err(self.err("Expected '{' here"));
            }
            self.parse_generic_node(distinct, Some(id))?;
        } else {
            return Err(self.err("expected metadata node"));
        }
        Ok(())
    }

    fn store_node(
        &mut self,
        distinct: bool,
        kind: Option<Sym>,
        start: usize,
        into: Option<MdNodeId>,
    ) -> MdNodeId {
        let fstart = self.m.md_fields.len() as u32;
        self.m.md_fields.extend(self.md_scratch.drain(start..));
        let fields = PoolRange {
            start: fstart,
            len: self.m.md_fields.len() as u32 - fstart,
        };
        match into {
            Some(id) => {
                let n = &mut self.m.md_nodes[id.0 as usize];
                n.distinct = distinct;
                n.kind = kind;
                n.fields = fields;
                n.placeholder = false;
                id
            }
            None => {
                let id = MdNodeId(self.m.md_nodes.len() as u32);
                self.m.md_nodes.push(MdNode {
                    distinct,
                    kind,
                    fields,
                    slot: None,
                    placeholder: false,
                });
                id
            }
        }
    }

    /// At `{` after `!`.
    fn parse_generic_node(&mut self, distinct: bool, into: Option<MdNodeId>) -> PResult<MdNodeId> {
        self.enter()?;
        self.bump(); // {
        let start = self.md_scratch.len();
        if !self.is(Tok::RBrace) {
            loop {
                let v = if self.eat_kw("null") {
                    Md::Null
                } else {
                    self.parse_md()?
                };
                self.push_field(None, MdFieldValue::Md(v));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        if !self.is(Tok::RBrace) {
            self.md_scratch.truncate(start);
            return Err(self.err("expected end of metadata node"));
        }
        self.bump();
        self.leave();
        Ok(self.store_node(distinct, None, start, into))
    }

    fn push_field(&mut self, name: Option<Sym>, value: MdFieldValue) {
        self.md_scratch.push(MdField { name, value });
    }

    /// At `!DIxxx`.
    fn parse_specialized_node(
        &mut self,
        distinct: bool,
        into: Option<MdNodeId>,
    ) -> PResult<MdNodeId> {
        self.enter()?;
        let kind_text = &self.cur()[1..];
        if !kind_text.starts_with("DI") && !kind_text.starts_with("Gen") {
            return Err(self.err("expected metadata type"));
        }
        let kind = self.m.strings.intern(kind_text);
        self.bump();
        self.expect(Tok::LParen, "expected '(' here")?;
        let start = self.md_scratch.len();
        let r = self.parse_node_fields();
        if let Err(e) = r {
            self.md_scratch.truncate(start);
            return Err(e);
        }
        self.leave();
        Ok(self.store_node(distinct, Some(kind), start, into))
    }

    fn parse_node_fields(&mut self) -> PResult<()> {
        if self.eat(Tok::RParen) {
            return Ok(());
        }
        loop {
            let name = if self.is(Tok::LabelStr) {
                let t = self.cur();
                let s = self.m.strings.intern(&t[..t.len() - 1]);
                self.bump();
                Some(s)
            } else {
                None
            };
            let v = self.parse_field_value()?;
            self.push_field(name, v);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RParen, "expected ')' here")?;
        Ok(())
    }

    fn parse_field_value(&mut self) -> PResult<MdFieldValue> {
        match self.tok.kind {
            Tok::Int | Tok::Float => {
                let s = self.m.strings.intern(self.cur());
                self.bump();
                Ok(MdFieldValue::Raw(s))
            }
            Tok::Str => {
                let s = self.parse_str_sym("expected string")?;
                Ok(MdFieldValue::Md(Md::Str(s)))
            }
            Tok::Ident if self.is_kw("null") => {
                self.bump();
                Ok(MdFieldValue::Md(Md::Null))
            }
            Tok::Ident if !self.is_type_start() => {
                let first = self.cur();
                self.bump();
                if !self.is(Tok::Bar) {
                    return Ok(MdFieldValue::Raw(self.m.strings.intern(first)));
                }
                let mut s = first.to_string();
                while self.eat(Tok::Bar) {
                    if !(self.is(Tok::Ident) || self.is(Tok::Int)) {
                        return Err(self.err("expected flag"));
                    }
                    s.push_str(" | ");
                    s.push_str(self.cur());
                    self.bump();
                }
                Ok(MdFieldValue::Raw(self.m.strings.intern(&s)))
            }
            _ => Ok(MdFieldValue::Md(self.parse_md()?)),
        }
    }

    /// A metadata operand: `!N`, `!{...}`, `!"s"`, `!DIxxx(...)`, or `T v`.
    fn parse_md(&mut self) -> PResult<Md> {
        match self.tok.kind {
            Tok::Exclaim => {
                let start = self.tok.start;
                self.bump();
                match self.tok.kind {
                    Tok::Int => {
                        let end = self.tok.end;
                        let n = self.parse_u32("expected metadata number")?;
                        Ok(Md::Node(self.md_slot(n, (start, end))))
                    }
                    Tok::LBrace => Ok(Md::Node(self.parse_generic_node(false, None)?)),
                    Tok::Str => Ok(Md::Str(self.parse_str_sym("expected string")?)),
                    _ => Err(self.err("expected metadata operand")),
                }
            }
            Tok::MetadataVar => Ok(Md::Node(self.parse_specialized_node(false, None)?)),
            Tok::Ident if self.is_kw("distinct") => {
                self.bump();
                if self.is(Tok::MetadataVar) {
                    Ok(Md::Node(self.parse_specialized_node(true, None)?))
                } else {
                    self.expect(Tok::Exclaim, "expected '!' here")?;
                    if !self.is(Tok::LBrace) {
                        return Err(self.err("expected '{' here"));
                    }
                    Ok(Md::Node(self.parse_generic_node(true, None)?))
                }
            }
            _ => {
                if !self.is_type_start() {
                    return Err(self.err("expected metadata operand"));
                }
                let toff = self.tok.start;
                let ty = self.parse_type()?;
                if ty == TypeTable::METADATA || ty == TypeTable::LABEL || ty == TypeTable::VOID {
                    return Err(self.err_at(toff, "invalid metadata-value-metadata roundtrip"));
                }
                let v = self.parse_value(ty)?;
                Ok(Md::Value(ty, v))
            }
        }
    }

    fn parse_md_node_ref(&mut self) -> PResult<MdNodeId> {
        let off = self.tok.start;
        match self.parse_md()? {
            Md::Node(n) => Ok(n),
            _ => Err(self.err_at(off, "expected metadata node")),
        }
    }

    /// `!kind !N` (at the `!kind` token).
    fn parse_md_attachment(&mut self) -> PResult<MdAttachment> {
        let k = &self.cur()[1..];
        let kind = self.m.strings.intern(k);
        self.bump();
        let node = self.parse_md_node_ref()?;
        Ok(MdAttachment { kind, node })
    }
}

impl<'a> Parser<'a> {
    // ----- functions -----

    fn parse_cc(&mut self) -> PResult<u32> {
        if !self.is(Tok::Ident) {
            return Ok(0);
        }
        let s = self.cur();
        if s == "cc" {
            self.bump();
            return self.parse_u32("expected calling convention number");
        }
        for &(n, v) in CALLING_CONVS {
            if n == s {
                self.bump();
                return Ok(v);
            }
        }
        Ok(0)
    }

    fn fx(&mut self) -> &mut FnCtx<'a> {
        self.f
            .as_mut()
            .expect("invariant: local values are only parsed inside a function body")
    }

    fn parse_function(&mut self, is_def: bool) -> PResult<()> {
        self.bump();
        let mut gv = Self::blank_global(GlobalName::Numbered(0));
        while !is_def && self.is(Tok::MetadataVar) {
            let a = self.parse_md_attachment()?;
            gv.metadata.push(a);
        }
        self.parse_prefix_props(&mut gv)?;
        let cc = self.parse_cc()?;
        let ret_attrs = self.parse_ret_attrs()?;
        let roff = self.tok.start;
        let ret = self.parse_type()?;
        if matches!(
            self.m.types.get(ret),
            TypeData::Label | TypeData::Metadata | TypeData::Function { .. }
        ) || (!self.m.types.is_first_class(ret) && ret != TypeTable::VOID)
        {
            return Err(self.err_at(roff, "invalid function return type"));
        }
        if !(self.is(Tok::GlobalVar) || self.is(Tok::GlobalId)) {
            return Err(self.err("expected function name"));
        }
        let nt = self.tok;
        self.bump();
        self.expect(Tok::LParen, "expected '(' in function argument list")?;
        let mut params = Vec::new();
        let mut args: Vec<(TypeId, AttrSetId, Option<Token>)> = Vec::new();
        let mut vararg = false;
        if !self.is(Tok::RParen) {
            loop {
                if self.eat(Tok::DotDotDot) {
                    vararg = true;
                    break;
                }
                let off = self.tok.start;
                let t = self.parse_type()?;
                if t == TypeTable::VOID {
                    return Err(self.err_at(off, "argument can not have void type"));
                }
                if !self.m.types.is_first_class(t) && t != TypeTable::METADATA {
                    return Err(self.err_at(off, "invalid type for function argument"));
                }
                let a = self.parse_param_attrs()?;
                let name = if self.is(Tok::LocalVar) || self.is(Tok::LocalVarId) {
                    let t = self.tok;
                    self.bump();
                    Some(t)
                } else {
                    None
                };
                params.push(t);
                args.push((t, a, name));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "expected ')' at end of argument list")?;
        let fty = self.m.types.function(ret, &params, vararg);
        gv.value_type = fty;
        if self.eat_kw("unnamed_addr") {
            gv.unnamed_addr = UnnamedAddr::Global;
        } else if self.eat_kw("local_unnamed_addr") {
            gv.unnamed_addr = UnnamedAddr::Local;
        }
        gv.addrspace = self.parse_opt_addrspace()?;
        let fn_attrs = self.parse_fn_attrs(true)?;
        let g = self.define_global(nt)?;
        gv.name = self.m.globals[g.0 as usize].name.clone();
        let mut f = Function::new(g, fty);
        f.cc = cc;
        f.ret_attrs = ret_attrs;
        f.fn_attrs = fn_attrs;
        f.is_definition = is_def;
        loop {
            if self.eat_kw("section") {
                gv.section = Some(self.parse_str_sym("expected section name")?);
            } else if self.eat_kw("partition") {
                gv.partition = Some(self.parse_str_sym("expected partition name")?);
            } else if self.is_kw("comdat") {
                gv.comdat = self.parse_opt_comdat(&gv.name.clone())?;
            } else if self.eat_kw("align") {
                let off = self.tok.start;
                let a = self.parse_uint("expected alignment")?;
                if !a.is_power_of_two() {
                    return Err(self.err_at(off, "alignment is not a power of two"));
                }
                gv.align = MaybeAlign::new(a);
            } else if self.eat_kw("gc") {
                f.gc = Some(self.parse_str_sym("expected gc name")?);
            } else if self.eat_kw("prefix") {
                let t = self.parse_type()?;
                f.prefix = Some(self.parse_const(t)?);
            } else if self.eat_kw("prologue") {
                let t = self.parse_type()?;
                f.prologue = Some(self.parse_const(t)?);
            } else if self.eat_kw("personality") {
                let t = self.parse_type()?;
                f.personality = Some(self.parse_const(t)?);
            } else if is_def && self.is(Tok::MetadataVar) {
                let a = self.parse_md_attachment()?;
                gv.metadata.push(a);
            } else {
                break;
            }
        }
        let fid = FuncId(self.m.functions.len() as u32);
        gv.kind = GlobalKind::Function(fid);
        self.m.types.ptr(gv.addrspace);
        self.m.globals[g.0 as usize] = gv;
        let mut cx = FnCtx {
            func: f,
            t: std::mem::take(&mut self.fn_tables),
            bnames: FxHashMap::default(),
            bnums: FxHashMap::default(),
            next_num: 0,
        };
        for (i, (t, a, name)) in args.into_iter().enumerate() {
            let nm = match name {
                None => {
                    cx.t.nums.insert(cx.next_num, Value::Arg(i as u32));
                    cx.next_num += 1;
                    Name::UNNAMED
                }
                Some(tk) if tk.kind == Tok::LocalVarId => {
                    let n = self.sigil_num(tk)?;
                    if n < cx.next_num {
                        return Err(self.err_at(
                            tk.start,
                            format!(
                                "argument expected to be numbered '%{}' or greater",
                                cx.next_num
                            ),
                        ));
                    }
                    cx.t.nums.insert(n, Value::Arg(i as u32));
                    cx.next_num = n + 1;
                    Name::UNNAMED
                }
                Some(tk) => {
                    let n = self.sigil_name(tk);
                    if cx.t.vals.contains_key(&n) {
                        return Err(
                            self.err_at(tk.start, format!("redefinition of argument '%{n}'"))
                        );
                    }
                    let nm = cx.func.add_name(&n);
                    cx.t.vals.insert(n, Value::Arg(i as u32));
                    nm
                }
            };
            cx.func.args.push(Arg {
                ty: t,
                name: nm,
                attrs: a,
            });
        }
        if is_def {
            self.f = Some(cx);
            let md_start = self.m.md_fields.len();
            self.parse_body()?;
            let cx = self
                .f
                .take()
                .expect("invariant: the function context was set above");
            let mut cx = cx;
            let maps = (
                std::mem::take(&mut cx.bnames),
                std::mem::take(&mut cx.bnums),
            );
            self.finish_function(&mut cx, md_start)?;
            let func = self.recycle(cx);
            self.fn_blocks.insert(func.global, maps);
            self.m.functions.push(func);
        } else {
            if self.is(Tok::LBrace) {
                return Err(self.err("expected top-level entity"));
            }
            let func = self.recycle(cx);
            self.m.functions.push(func);
        }
        Ok(())
    }

    fn parse_body(&mut self) -> PResult<()> {
        self.expect(Tok::LBrace, "expected '{' in function body")?;
        if self.is(Tok::RBrace) {
            return Err(self.err("function body requires at least one basic block"));
        }
        while !self.is(Tok::RBrace) {
            if self.is(Tok::Eof) {
                return Err(self.err("expected instruction opcode"));
            }
            if self.is_kw("uselistorder") {
                // Function-local use-list orders (after the last block), kept verbatim.
                let start = self.tok.start as usize;
                self.bump();
                let end = self.skip_uselistorder()?;
                let text = self.src[start..end].into();
                self.fx().func.uselistorders.push(text);
                continue;
            }
            self.parse_block()?;
        }
        self.bump();
        Ok(())
    }

    fn new_block(&mut self, first_use: (u32, u32)) -> BlockId {
        let cx = self.fx();
        let b = BlockId(cx.func.blocks.len() as u32);
        cx.func.blocks.push(Block::default());
        cx.t.bdefined.push(false);
        cx.t.bfirst.push(first_use);
        b
    }

    fn block_ref(&mut self, t: Token) -> PResult<BlockId> {
        if t.kind == Tok::LocalVarId {
            let n = self.sigil_num(t)?;
            if let Some(&b) = self.fx().bnums.get(&n) {
                return Ok(b);
            }
            if self.fx().t.nums.contains_key(&n) {
                return Err(self.err_at(t.start, format!("'%{n}' is not a basic block")));
            }
            let b = self.new_block((t.start, t.end));
            self.fx().bnums.insert(n, b);
            Ok(b)
        } else {
            let n = self.sigil_name(t);
            if let Some(&b) = self.fx().bnames.get(&n) {
                return Ok(b);
            }
            if self.fx().t.vals.contains_key(&n) {
                return Err(self.err_at(t.start, format!("'%{n}' is not a basic block")));
            }
            let b = self.new_block((t.start, t.end));
            self.fx().bnames.insert(n, b);
            Ok(b)
        }
    }

    fn parse_block(&mut self) -> PResult<()> {
        let t = self.tok;
        let b = match t.kind {
            Tok::LabelStr => {
                let s = self.text(t);
                let s = &s[..s.len() - 1];
                let name = if s.starts_with('"') && s.len() >= 2 {
                    unescape(&s[1..s.len() - 1])
                } else {
                    Cow::Borrowed(s)
                };
                self.bump();
                if self.fx().t.vals.contains_key(&name) || self.fx().t.fwd_names.contains_key(&name)
                {
                    return Err(self.err_at(
                        t.start,
                        format!("multiple definition of local value named '{name}'"),
                    ));
                }
                let b = match self.fx().bnames.get(&name).copied() {
                    Some(b) => b,
                    None => {
                        let b = self.new_block((t.start, t.end));
                        self.fx().bnames.insert(name.clone(), b);
                        b
                    }
                };
                if self.fx().t.bdefined[b.0 as usize] {
                    return Err(self.err_at(t.start, format!("redefinition of label '%{name}'")));
                }
                let nm = self.fx().func.add_name(&name);
                self.fx().func.blocks[b.0 as usize].name = nm;
                b
            }
            _ => {
                let n = if t.kind == Tok::LabelId {
                    let s = self.text(t);
                    let n = s[..s.len() - 1]
                        .parse::<u32>()
                        .map_err(|_| self.err_at(t.start, "invalid label number"))?;
                    let next = self.fx().next_num;
                    if n < next {
                        return Err(self.err_at(
                            t.start,
                            format!("label expected to be numbered '{next}' or greater"),
                        ));
                    }
                    self.bump();
                    n
                } else {
                    self.fx().next_num
                };
                if self.fx().t.fwd_nums.contains_key(&n) {
                    let fi = self.fx().t.fwd_nums[&n];
                    let loc = self.fx().t.fwd[fi as usize].loc;
                    return Err(self.err_at(loc, format!("'%{n}' is not a basic block")));
                }
                self.fx().next_num = n + 1;
                match self.fx().bnums.get(&n).copied() {
                    Some(b) => b,
                    None => {
                        let b = self.new_block((t.start, t.end));
                        self.fx().bnums.insert(n, b);
                        b
                    }
                }
            }
        };
        if self.fx().t.bdefined[b.0 as usize] {
            return Err(self.err_at(t.start, "redefinition of label"));
        }
        self.fx().t.bdefined[b.0 as usize] = true;
        self.fx().func.layout.push(b);
        loop {
            if matches!(
                self.tok.kind,
                Tok::RBrace | Tok::LabelStr | Tok::LabelId | Tok::Eof
            ) {
                return Err(self.err("expected instruction opcode"));
            }
            if self.parse_instruction(b)? {
                return Ok(());
            }
        }
    }

    /// The function of a finished context; its tables are kept, emptied, for the next one.
    fn recycle(&mut self, cx: FnCtx<'a>) -> Function {
        let FnCtx { func, t, .. } = cx;
        self.fn_tables = t;
        self.fn_tables.reset();
        func
    }

    fn finish_function(&mut self, cx: &mut FnCtx<'a>, md_start: usize) -> PResult<()> {
        // Undefined blocks.
        let mut first_bad: Option<(u32, u32)> = None;
        for (i, d) in cx.t.bdefined.iter().enumerate() {
            if !d {
                let u = cx.t.bfirst[i];
                if first_bad.is_none_or(|b| u.0 < b.0) {
                    first_bad = Some(u);
                }
            }
        }
        for fw in &cx.t.fwd {
            if fw.resolved.is_none() && first_bad.is_none_or(|b| fw.loc < b.0) {
                first_bad = Some((fw.loc, fw.end));
            }
        }
        if let Some((loc, end)) = first_bad {
            return Err(self.err_at(
                loc,
                format!(
                    "use of undefined value '{}'",
                    &self.src[loc as usize..end as usize]
                ),
            ));
        }
        if !cx.t.fwd.is_empty() {
            let fix = |v: &mut Value| {
                if let Value::Forward(i) = *v {
                    *v = cx.t.fwd[i as usize]
                        .resolved
                        .expect("invariant: unresolved forward references were reported above");
                }
            };
            let fwd = &cx.t.fwd;
            let fix2 = |v: &mut Value| {
                if let Value::Forward(i) = *v {
                    *v = fwd[i as usize]
                        .resolved
                        .expect("invariant: unresolved forward references were reported above");
                }
            };
            for v in cx.func.operands.iter_mut() {
                fix2(v);
            }
            for md in cx.func.md_values.iter_mut() {
                if let Md::Value(_, v) = md {
                    fix2(v);
                }
            }
            for fld in self.m.md_fields[md_start..].iter_mut() {
                if let MdFieldValue::Md(Md::Value(_, v)) = &mut fld.value {
                    fix2(v);
                }
            }
            let _ = fix;
        }
        Ok(())
    }

    fn local_type(&self, v: Value) -> TypeId {
        let cx = self.f.as_ref().expect("invariant: inside a function body");
        match v {
            Value::Arg(i) => cx.func.args[i as usize].ty,
            Value::Inst(i) => cx.func.insts[i.0 as usize].ty,
            Value::Forward(i) => cx.t.fwd[i as usize].ty,
            Value::Block(_) => TypeTable::LABEL,
            _ => TypeTable::VOID,
        }
    }

    fn get_local(&mut self, t: Token, ty: TypeId) -> PResult<Value> {
        if self.f.is_none() {
            return Err(self.err_at(t.start, "invalid use of function-local name"));
        }
        if ty == TypeTable::LABEL {
            return Ok(Value::Block(self.block_ref(t)?));
        }
        let key = if t.kind == Tok::LocalVarId {
            LocalKey::Num(self.sigil_num(t)?)
        } else {
            LocalKey::Name(self.sigil_name(t))
        };
        let found = match &key {
            LocalKey::Num(n) => {
                let cx = self.fx();
                cx.t.nums
                    .get(n)
                    .copied()
                    .or_else(|| cx.t.fwd_nums.get(n).map(|&i| Value::Forward(i)))
                    .or_else(|| cx.bnums.get(n).map(|&b| Value::Block(b)))
            }
            LocalKey::Name(n) => {
                let cx = self.fx();
                cx.t.vals
                    .get(n)
                    .copied()
                    .or_else(|| cx.t.fwd_names.get(n).map(|&i| Value::Forward(i)))
                    .or_else(|| cx.bnames.get(n).map(|&b| Value::Block(b)))
            }
        };
        if let Some(v) = found {
            let vt = self.local_type(v);
            if vt != ty {
                return Err(self.err_at(
                    t.start,
                    format!(
                        "'{}' defined with type '{}' but expected '{}'",
                        self.text(t),
                        self.m.types.to_string(vt),
                        self.m.types.to_string(ty)
                    ),
                ));
            }
            return Ok(v);
        }
        if !self.m.types.is_first_class(ty) {
            return Err(self.err_at(t.start, "invalid use of a non-first-class type"));
        }
        let cx = self.fx();
        let i = cx.t.fwd.len() as u32;
        cx.t.fwd.push(Fwd {
            ty,
            loc: t.start,
            end: t.end,
            resolved: None,
        });
        match key {
            LocalKey::Num(n) => {
                cx.t.fwd_nums.insert(n, i);
            }
            LocalKey::Name(n) => {
                cx.t.fwd_names.insert(n, i);
            }
        }
        Ok(Value::Forward(i))
    }

    /// Names the result of an instruction (or numbers it when unnamed).
    fn define_local(&mut self, name: Option<Token>, v: Value, ty: TypeId) -> PResult<Name> {
        let fwd = match name {
            None
            | Some(Token {
                kind: Tok::LocalVarId,
                ..
            }) => {
                let n = match name {
                    Some(t) => {
                        let n = self.sigil_num(t)?;
                        let next = self.fx().next_num;
                        if n < next {
                            return Err(self.err_at(
                                t.start,
                                format!("instruction expected to be numbered '%{next}' or greater"),
                            ));
                        }
                        n
                    }
                    None => self.fx().next_num,
                };
                let cx = self.fx();
                cx.next_num = n + 1;
                if cx.bnums.contains_key(&n) {
                    let loc = name.map_or(0, |t| t.start);
                    return Err(
                        self.err_at(loc, "instruction forward referenced with type 'label'")
                    );
                }
                let cx = self.fx();
                cx.t.nums.insert(n, v);
                (cx.t.fwd_nums.remove(&n), Name::UNNAMED)
            }
            Some(t) => {
                let n = self.sigil_name(t);
                let cx = self.fx();
                if cx.t.vals.contains_key(&n) || cx.bnames.contains_key(&n) {
                    if cx.bnames.contains_key(&n) && !cx.t.vals.contains_key(&n) {
                        return Err(self
                            .err_at(t.start, "instruction forward referenced with type 'label'"));
                    }
                    return Err(self.err_at(
                        t.start,
                        format!("multiple definition of local value named '{n}'"),
                    ));
                }
                let nm = cx.func.add_name(&n);
                let f = cx.t.fwd_names.remove(&n);
                cx.t.vals.insert(n, v);
                (f, nm)
            }
        };
        if let (Some(i), nm) = fwd {
            let fty = self.fx().t.fwd[i as usize].ty;
            if fty != ty {
                let loc = name.map_or(self.tok.start, |t| t.start);
                return Err(self.err_at(
                    loc,
                    format!(
                        "instruction forward referenced with type '{}'",
                        self.m.types.to_string(fty)
                    ),
                ));
            }
            self.fx().t.fwd[i as usize].resolved = Some(v);
            return Ok(nm);
        }
        Ok(fwd.1)
    }

    // ----- values -----

    fn parse_value(&mut self, ty: TypeId) -> PResult<Value> {
        match self.tok.kind {
            Tok::LocalVar | Tok::LocalVarId => {
                let t = self.tok;
                self.bump();
                self.get_local(t, ty)
            }
            Tok::Exclaim | Tok::MetadataVar if ty == TypeTable::METADATA => {
                self.parse_md_operand_value()
            }
            _ if ty == TypeTable::METADATA => self.parse_md_operand_value(),
            _ => {
                let c = self.parse_const(ty)?;
                Ok(match self.m.consts.get(c) {
                    ConstData::Global(g) => Value::Global(*g),
                    _ => Value::Const(c),
                })
            }
        }
    }

    fn parse_md_operand_value(&mut self) -> PResult<Value> {
        let md = self.parse_md()?;
        let Some(cx) = self.f.as_mut() else {
            return Err(self.err("metadata operand outside a function"));
        };
        cx.func.md_values.push(md);
        Ok(Value::Metadata(cx.func.md_values.len() as u32 - 1))
    }

    fn parse_typed_value(&mut self) -> PResult<(TypeId, Value)> {
        let t = self.parse_type()?;
        let v = self.parse_value(t)?;
        Ok((t, v))
    }

    fn type_str(&self, t: TypeId) -> String {
        self.m.types.to_string(t)
    }
}

impl<'a> Parser<'a> {
    // ----- constants -----

    fn parse_const(&mut self, ty: TypeId) -> PResult<ConstId> {
        self.enter()?;
        let r = self.parse_const_inner(ty);
        self.leave();
        r
    }

    fn mismatch(&self, off: u32, got: TypeId, want: TypeId) -> Diagnostic {
        self.err_at(
            off,
            format!(
                "constant expression type mismatch: got type '{}' but expected '{}'",
                self.type_str(got),
                self.type_str(want)
            ),
        )
    }

    fn int_const(&mut self, ty: TypeId, words: &[u64]) -> ConstId {
        let bits = self.m.types.int_bits(ty).unwrap_or(64);
        if bits <= 64 {
            self.m.constant(ConstData::Int {
                ty,
                value: words.first().copied().unwrap_or(0),
            })
        } else {
            self.m.constant(ConstData::BigInt {
                ty,
                words: words.into(),
            })
        }
    }

    fn parse_const_inner(&mut self, ty: TypeId) -> PResult<ConstId> {
        let off = self.tok.start;
        match self.tok.kind {
            Tok::Int => {
                let Some(bits) = self.m.types.int_bits(ty) else {
                    return Err(self.err("integer constant must have integer type"));
                };
                let s = self.cur();
                if bits <= 64 {
                    let Some(value) = parse_int_word(s, bits) else {
                        return Err(self.err("invalid integer constant"));
                    };
                    self.bump();
                    return Ok(self.m.constant(ConstData::Int { ty, value }));
                }
                let Some(w) = parse_int_words(s, bits) else {
                    return Err(self.err("invalid integer constant"));
                };
                self.bump();
                Ok(self.int_const(ty, &w))
            }
            Tok::Float => {
                let TypeData::Float(k) = *self.m.types.get(ty) else {
                    return Err(self.err("floating point constant invalid for type"));
                };
                let s = self.cur();
                let bits = self
                    .float_bits(s, k)
                    .ok_or_else(|| self.err("floating point constant invalid for type"))?;
                self.bump();
                Ok(self.m.constant(ConstData::Float { ty, bits }))
            }
            Tok::GlobalVar | Tok::GlobalId => {
                let t = self.tok;
                self.bump();
                if !self.m.types.is_ptr(ty) {
                    return Err(
                        self.err_at(t.start, "global variable reference must have pointer type")
                    );
                }
                let g = self.global_ref(t)?;
                if matches!(self.m.globals[g.0 as usize].kind, GlobalKind::Forward) {
                    // A forward reference takes the address space of its use.
                    if let TypeData::Ptr(a) = *self.m.types.get(ty) {
                        self.m.globals[g.0 as usize].addrspace = a;
                    }
                }
                let c = self.m.constant(ConstData::Global(g));
                if self.m.consts.ty(c) != ty {
                    return Err(self.err_at(
                        t.start,
                        format!(
                            "'{}' defined with type '{}' but expected '{}'",
                            self.text(t),
                            self.type_str(self.m.consts.ty(c)),
                            self.type_str(ty)
                        ),
                    ));
                }
                Ok(c)
            }
            Tok::LocalVar | Tok::LocalVarId => Err(self.err("expected a constant value")),
            Tok::LBrace => {
                let Some((fields, packed)) = self.m.types.struct_fields(ty) else {
                    return Err(self.err("constant expression type mismatch"));
                };
                if packed {
                    return Err(self.err_at(off, "constant expression type mismatch"));
                }
                let fields: Vec<TypeId> = fields.to_vec();
                self.bump();
                let elems = self.parse_const_list(&fields, Tok::RBrace, off, ty)?;
                self.expect(Tok::RBrace, "expected '}' at end of struct constant")?;
                Ok(self.m.constant(ConstData::Struct {
                    ty,
                    elems: elems.into(),
                }))
            }
            Tok::Less => {
                self.bump();
                if self.is(Tok::LBrace) {
                    let Some((fields, true)) = self.m.types.struct_fields(ty) else {
                        return Err(self.err_at(off, "constant expression type mismatch"));
                    };
                    let fields: Vec<TypeId> = fields.to_vec();
                    self.bump();
                    let elems = self.parse_const_list(&fields, Tok::RBrace, off, ty)?;
                    self.expect(Tok::RBrace, "expected '}' at end of packed struct")?;
                    self.expect(Tok::Greater, "expected '>' at end of packed struct")?;
                    return Ok(self.m.constant(ConstData::Struct {
                        ty,
                        elems: elems.into(),
                    }));
                }
                let TypeData::Vector {
                    len,
                    elem,
                    scalable: false,
                } = *self.m.types.get(ty)
                else {
                    return Err(self.err_at(off, "vector constant must have vector type"));
                };
                let want = vec![elem; len as usize];
                let elems = self.parse_const_list(&want, Tok::Greater, off, ty)?;
                self.expect(Tok::Greater, "expected end of constant")?;
                Ok(self.m.constant(ConstData::Vector {
                    ty,
                    elems: elems.into(),
                }))
            }
            Tok::LSquare => {
                let TypeData::Array(n, elem) = *self.m.types.get(ty) else {
                    return Err(self.err("constant expression type mismatch"));
                };
                self.bump();
                let mut elems = Vec::new();
                if !self.is(Tok::RSquare) {
                    loop {
                        let eoff = self.tok.start;
                        let et = self.parse_type()?;
                        if et != elem {
                            return Err(self.err_at(
                                eoff,
                                format!(
                                    "array element #{} is not of type '{}'",
                                    elems.len(),
                                    self.type_str(elem)
                                ),
                            ));
                        }
                        elems.push(self.parse_const(et)?);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                }
                self.expect(Tok::RSquare, "expected end of array constant")?;
                if elems.len() as u64 != n {
                    return Err(self.err_at(
                        off,
                        format!(
                            "constant expression type mismatch: got type '[{} x {}]' but expected '{}'",
                            elems.len(),
                            self.type_str(elem),
                            self.type_str(ty)
                        ),
                    ));
                }
                Ok(self.m.constant(ConstData::Array {
                    ty,
                    elems: elems.into(),
                }))
            }
            Tok::Ident => self.parse_keyword_const(ty),
            Tok::Exclaim | Tok::MetadataVar => {
                Err(self.err("metadata value used where a constant is expected"))
            }
            _ => Err(self.err("expected value token")),
        }
    }

    fn parse_const_list(
        &mut self,
        want: &[TypeId],
        close: Tok,
        off: u32,
        ty: TypeId,
    ) -> PResult<Vec<ConstId>> {
        let mut elems = Vec::with_capacity(want.len());
        if !self.is(close) {
            loop {
                let eoff = self.tok.start;
                let et = self.parse_type()?;
                match want.get(elems.len()) {
                    Some(&w) if w == et => {}
                    Some(&w) => {
                        return Err(self.err_at(
                            eoff,
                            format!(
                                "element {} is not of type '{}'",
                                elems.len(),
                                self.type_str(w)
                            ),
                        ))
                    }
                    None => {
                        return Err(self.err_at(
                            off,
                            format!(
                                "initializer has too many elements for type '{}'",
                                self.type_str(ty)
                            ),
                        ))
                    }
                }
                elems.push(self.parse_const(et)?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        if elems.len() != want.len() {
            return Err(self.err_at(
                off,
                format!(
                    "initializer has {} elements but type '{}' has {}",
                    elems.len(),
                    self.type_str(ty),
                    want.len()
                ),
            ));
        }
        Ok(elems)
    }

    fn float_bits(&self, s: &str, k: FloatKind) -> Option<u128> {
        let hexd = |p: &str| parse_hex_u128(p);
        if let Some(h) = s.strip_prefix("0x") {
            let (pfx, digits) = match h.as_bytes().first() {
                Some(b'K' | b'L' | b'M' | b'H' | b'R') => (h.as_bytes()[0], &h[1..]),
                _ => (0u8, h),
            };
            return match (pfx, k) {
                (0, _) => {
                    if digits.len() > 16 {
                        return None;
                    }
                    let d = u64::from_str_radix(digits, 16).ok()?;
                    let x = f64::from_bits(d);
                    match k {
                        FloatKind::Double => Some(d as u128),
                        FloatKind::Float => {
                            let (b, exact) = f64_to_ieee(x, 8, 23);
                            exact.then_some(b as u128)
                        }
                        FloatKind::Half => {
                            let (b, exact) = f64_to_ieee(x, 5, 10);
                            exact.then_some(b as u128)
                        }
                        FloatKind::BFloat => {
                            let (b, exact) = f64_to_ieee(x, 8, 7);
                            exact.then_some(b as u128)
                        }
                        FloatKind::X86Fp80 => Some(f64_to_x87(x)),
                        FloatKind::Fp128 => Some(f64_to_quad(x)),
                        FloatKind::PpcFp128 => Some(d as u128),
                    }
                }
                (b'H', FloatKind::Half) | (b'R', FloatKind::BFloat) => {
                    (digits.len() <= 4).then(|| hexd(digits)).flatten()
                }
                (b'K', FloatKind::X86Fp80) => (digits.len() <= 20).then(|| hexd(digits)).flatten(),
                (b'L', FloatKind::Fp128) | (b'M', FloatKind::PpcFp128) => {
                    if digits.len() != 32 {
                        return None;
                    }
                    let lo = u64::from_str_radix(&digits[..16], 16).ok()? as u128;
                    let hi = u64::from_str_radix(&digits[16..], 16).ok()? as u128;
                    Some((hi << 64) | lo)
                }
                _ => None,
            };
        }
        let x: f64 = s.parse().ok()?;
        match k {
            FloatKind::Double => Some(x.to_bits() as u128),
            FloatKind::Float => Some(f64_to_ieee(x, 8, 23).0 as u128),
            FloatKind::Half => Some(f64_to_ieee(x, 5, 10).0 as u128),
            FloatKind::BFloat => Some(f64_to_ieee(x, 8, 7).0 as u128),
            FloatKind::X86Fp80 => Some(f64_to_x87(x)),
            FloatKind::Fp128 => Some(f64_to_quad(x)),
            FloatKind::PpcFp128 => Some(x.to_bits() as u128),
        }
    }

    fn parse_global_operand(&mut self) -> PResult<GlobalId> {
        if !(self.is(Tok::GlobalVar) || self.is(Tok::GlobalId)) {
            return Err(self.err("expected global value name"));
        }
        let t = self.tok;
        self.bump();
        self.global_ref(t)
    }

    fn parse_keyword_const(&mut self, ty: TypeId) -> PResult<ConstId> {
        let off = self.tok.start;
        let kw = self.cur();
        let types = &self.m.types;
        let simple = match kw {
            "true" | "false" => {
                if ty != TypeTable::I1 {
                    return Err(self.err("integer constant must have integer type"));
                }
                Some(ConstData::Int {
                    ty,
                    value: (kw == "true") as u64,
                })
            }
            "null" => {
                if !types.is_ptr(ty) {
                    return Err(self.err("null must be a pointer type"));
                }
                Some(ConstData::Null(ty))
            }
            "none" => {
                if ty != TypeTable::TOKEN {
                    return Err(self.err("invalid type for none constant"));
                }
                Some(ConstData::NoneToken)
            }
            "undef" | "poison" | "zeroinitializer" => {
                if matches!(
                    types.get(ty),
                    TypeData::Void
                        | TypeData::Label
                        | TypeData::Function { .. }
                        | TypeData::Metadata
                ) {
                    return Err(self.err(format!("invalid type for {kw} constant")));
                }
                if kw == "zeroinitializer" && ty == TypeTable::TOKEN {
                    return Err(self.err("invalid type for null constant"));
                }
                Some(match kw {
                    "undef" => ConstData::Undef(ty),
                    "poison" => ConstData::Poison(ty),
                    _ => ConstData::Zero(ty),
                })
            }
            _ => None,
        };
        if let Some(d) = simple {
            self.bump();
            return Ok(self.m.constant(d));
        }
        self.bump();
        match kw {
            "c" => {
                if !self.is(Tok::Str) {
                    return Err(self.err("expected string"));
                }
                let t = self.cur();
                let bytes = unescape_bytes(&t[1..t.len() - 1]);
                self.bump();
                let at = self
                    .m
                    .types
                    .intern(TypeData::Array(bytes.len() as u64, TypeTable::I8));
                if at != ty {
                    return Err(self.mismatch(off, at, ty));
                }
                Ok(self.m.constant(ConstData::CString {
                    ty,
                    bytes: bytes.into(),
                }))
            }
            "splat" => {
                let TypeData::Vector { elem, .. } = *self.m.types.get(ty) else {
                    return Err(self.err_at(off, "splat must have vector type"));
                };
                self.expect(Tok::LParen, "expected '(' after splat")?;
                let eoff = self.tok.start;
                let et = self.parse_type()?;
                if et != elem {
                    return Err(self.err_at(eoff, "splat element type mismatch"));
                }
                let e = self.parse_const(et)?;
                self.expect(Tok::RParen, "expected ')' at end of splat")?;
                Ok(self.m.constant(ConstData::Splat { ty, elem: e }))
            }
            "blockaddress" => {
                self.expect(Tok::LParen, "expected '(' in block address expression")?;
                let func = self.parse_global_operand()?;
                self.expect(Tok::Comma, "expected comma in block address expression")?;
                let bt = self.tok;
                let block = match bt.kind {
                    Tok::LocalVar => BlockRef::Named(self.sigil_name(bt).as_ref().into()),
                    Tok::LocalVarId => BlockRef::Numbered(self.sigil_num(bt)?),
                    _ => return Err(self.err("expected basic block name in blockaddress")),
                };
                self.bump();
                self.expect(Tok::RParen, "expected ')' in block address expression")?;
                if !self.m.types.is_ptr(ty) {
                    return Err(self.err_at(off, "blockaddress must have pointer type"));
                }
                let c = self.m.constant(ConstData::BlockAddress { ty, func, block });
                self.pending_blockaddrs.push((c, bt.start, bt.end));
                Ok(c)
            }
            "dso_local_equivalent" | "no_cfi" => {
                let g = self.parse_global_operand()?;
                let c = self.m.constant(if kw == "no_cfi" {
                    ConstData::NoCfi(g)
                } else {
                    ConstData::DsoLocalEquivalent(g)
                });
                if self.m.consts.ty(c) != ty {
                    return Err(self.mismatch(off, self.m.consts.ty(c), ty));
                }
                Ok(c)
            }
            "ptrauth" => {
                self.expect(Tok::LParen, "expected '(' in constant ptrauth expression")?;
                let mut ops = Vec::new();
                loop {
                    let t = self.parse_type()?;
                    ops.push(self.parse_const(t)?);
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect(Tok::RParen, "expected ')' in constant ptrauth expression")?;
                Ok(self.m.constant(ConstData::Expr {
                    ty,
                    op: ConstExprOp::PtrAuth,
                    flags: 0,
                    ops: ops.into(),
                }))
            }
            "asm" => Err(self.err_at(off, "inline asm is only valid as a call target")),
            _ => self.parse_const_expr(kw, off, ty),
        }
    }

    fn parse_const_expr(&mut self, kw: &str, off: u32, ty: TypeId) -> PResult<ConstId> {
        if let Some(op) = CastOp::from_name(kw) {
            self.expect(Tok::LParen, "expected '(' after constantexpr cast")?;
            let st = self.parse_type()?;
            let v = self.parse_const(st)?;
            self.expect_kw("to", "expected 'to' in constantexpr cast")?;
            let dt = self.parse_type()?;
            self.expect(Tok::RParen, "expected ')' at end of constantexpr cast")?;
            if !self.cast_valid(op, st, dt) {
                return Err(self.err_at(
                    off,
                    format!(
                        "invalid cast opcode for cast from '{}' to '{}'",
                        self.type_str(st),
                        self.type_str(dt)
                    ),
                ));
            }
            if dt != ty {
                return Err(self.mismatch(off, dt, ty));
            }
            return Ok(self.m.constant(ConstData::Expr {
                ty,
                op: ConstExprOp::Cast(op),
                flags: 0,
                ops: vec![v].into(),
            }));
        }
        if let Some(op) = BinOp::from_name(kw) {
            let mut fl = 0;
            loop {
                if self.eat_kw("nuw") {
                    fl |= flags::NUW;
                } else if self.eat_kw("nsw") {
                    fl |= flags::NSW;
                } else if self.eat_kw("exact") {
                    fl |= flags::EXACT;
                } else {
                    break;
                }
            }
            self.expect(Tok::LParen, "expected '(' in binary constantexpr")?;
            let t1 = self.parse_type()?;
            let a = self.parse_const(t1)?;
            self.expect(Tok::Comma, "expected comma in binary constantexpr")?;
            let t2 = self.parse_type()?;
            let b = self.parse_const(t2)?;
            self.expect(Tok::RParen, "expected ')' in binary constantexpr")?;
            if t1 != t2 {
                return Err(self.err_at(off, "operands of constexpr must have same type"));
            }
            if t1 != ty {
                return Err(self.mismatch(off, t1, ty));
            }
            return Ok(self.m.constant(ConstData::Expr {
                ty,
                op: ConstExprOp::Binary(op),
                flags: fl,
                ops: vec![a, b].into(),
            }));
        }
        match kw {
            "getelementptr" => {
                let mut fl = 0;
                let mut inrange = None;
                loop {
                    if self.eat_kw("inbounds") {
                        fl |= flags::INBOUNDS | flags::NUSW;
                    } else if self.eat_kw("nusw") {
                        fl |= flags::NUSW;
                    } else if self.eat_kw("nuw") {
                        fl |= flags::NUW;
                    } else if self.eat_kw("inrange") {
                        self.expect(Tok::LParen, "expected '('")?;
                        let lo = self.parse_i64("expected integer")?;
                        self.expect(Tok::Comma, "expected ','")?;
                        let hi = self.parse_i64("expected integer")?;
                        self.expect(Tok::RParen, "expected ')'")?;
                        inrange = Some((lo, hi));
                    } else {
                        break;
                    }
                }
                self.expect(Tok::LParen, "expected '(' in constantexpr")?;
                let src = self.parse_type()?;
                let mut ops = Vec::new();
                let mut vec_len = None;
                let mut base_ty = None;
                while self.eat(Tok::Comma) {
                    let t = self.parse_type()?;
                    if let TypeData::Vector { len, scalable, .. } = *self.m.types.get(t) {
                        vec_len = Some((len, scalable));
                    }
                    if base_ty.is_none() {
                        base_ty = Some(t);
                    }
                    ops.push(self.parse_const(t)?);
                }
                self.expect(Tok::RParen, "expected ')' in constantexpr")?;
                let Some(bt) = base_ty else {
                    return Err(self.err_at(off, "base of getelementptr must be a pointer"));
                };
                let addr = match *self.m.types.get(self.m.types.scalar_type(bt)) {
                    TypeData::Ptr(a) => a,
                    _ => return Err(self.err_at(off, "base of getelementptr must be a pointer")),
                };
                let p = self.m.types.ptr(addr);
                let rt = match vec_len {
                    Some((len, scalable)) => self.m.types.intern(TypeData::Vector {
                        len,
                        elem: p,
                        scalable,
                    }),
                    None => p,
                };
                if rt != ty {
                    return Err(self.mismatch(off, rt, ty));
                }
                Ok(self.m.constant(ConstData::Expr {
                    ty,
                    op: ConstExprOp::Gep {
                        source_ty: src,
                        inrange,
                    },
                    flags: fl,
                    ops: ops.into(),
                }))
            }
            "icmp" | "fcmp" | "select" | "extractelement" | "insertelement" | "shufflevector" => {
                let op = match kw {
                    "icmp" => {
                        let p = IntPredicate::from_name(self.cur())
                            .ok_or_else(|| self.err("expected icmp predicate (e.g. 'eq')"))?;
                        self.bump();
                        ConstExprOp::ICmp(p)
                    }
                    "fcmp" => {
                        let p = FloatPredicate::from_name(self.cur())
                            .ok_or_else(|| self.err("expected fcmp predicate (e.g. 'oeq')"))?;
                        self.bump();
                        ConstExprOp::FCmp(p)
                    }
                    "select" => ConstExprOp::Select,
                    "extractelement" => ConstExprOp::ExtractElement,
                    "insertelement" => ConstExprOp::InsertElement,
                    _ => ConstExprOp::ShuffleVector,
                };
                self.expect(Tok::LParen, "expected '(' in constantexpr")?;
                let mut ops = Vec::new();
                loop {
                    let t = self.parse_type()?;
                    ops.push(self.parse_const(t)?);
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect(Tok::RParen, "expected ')' in constantexpr")?;
                Ok(self.m.constant(ConstData::Expr {
                    ty,
                    op,
                    flags: 0,
                    ops: ops.into(),
                }))
            }
            _ => Err(self.err_at(off, "expected value token")),
        }
    }

    fn prim_bits(&self, t: TypeId) -> Option<u64> {
        match self.m.types.get(t) {
            TypeData::Int(n) => Some(*n as u64),
            TypeData::Float(k) => Some(k.bits() as u64),
            TypeData::Vector { len, elem, .. } => self.prim_bits(*elem).map(|b| b * *len as u64),
            TypeData::Ptr(_) => None,
            _ => None,
        }
    }

    /// Whether a cast is valid (LLVM's `castIsValid`).
    fn cast_valid(&self, op: CastOp, src: TypeId, dst: TypeId) -> bool {
        let ty = &self.m.types;
        let (sv, dv) = (ty.get(src), ty.get(dst));
        let shape = |d: &TypeData| match d {
            TypeData::Vector { len, scalable, .. } => Some((*len, *scalable)),
            _ => None,
        };
        let (ss, ds) = (shape(sv), shape(dv));
        let (se, de) = (ty.scalar_type(src), ty.scalar_type(dst));
        let same_shape = ss == ds;
        let ib = |t| ty.int_bits(t);
        let fb = |t: TypeId| match ty.get(t) {
            TypeData::Float(k) => Some(k.bits()),
            _ => None,
        };
        match op {
            CastOp::Trunc => same_shape && matches!((ib(se), ib(de)), (Some(a), Some(b)) if a > b),
            CastOp::ZExt | CastOp::SExt => {
                same_shape && matches!((ib(se), ib(de)), (Some(a), Some(b)) if a < b)
            }
            CastOp::FPTrunc => {
                same_shape && matches!((fb(se), fb(de)), (Some(a), Some(b)) if a > b)
            }
            CastOp::FPExt => same_shape && matches!((fb(se), fb(de)), (Some(a), Some(b)) if a < b),
            CastOp::FPToUI | CastOp::FPToSI => same_shape && fb(se).is_some() && ib(de).is_some(),
            CastOp::UIToFP | CastOp::SIToFP => same_shape && ib(se).is_some() && fb(de).is_some(),
            CastOp::PtrToInt | CastOp::PtrToAddr => same_shape && ty.is_ptr(se) && ib(de).is_some(),
            CastOp::IntToPtr => same_shape && ib(se).is_some() && ty.is_ptr(de),
            CastOp::AddrSpaceCast => {
                same_shape
                    && matches!((ty.get(se), ty.get(de)), (TypeData::Ptr(a), TypeData::Ptr(b)) if a != b)
            }
            CastOp::BitCast => {
                if ty.is_ptr(se) || ty.is_ptr(de) {
                    return same_shape
                        && matches!((ty.get(se), ty.get(de)), (TypeData::Ptr(a), TypeData::Ptr(b)) if a == b);
                }
                if ss.is_some_and(|s| s.1) || ds.is_some_and(|s| s.1) {
                    return ss.is_some_and(|s| s.1) && ds.is_some_and(|s| s.1);
                }
                match (self.prim_bits(src), self.prim_bits(dst)) {
                    (Some(a), Some(b)) => a == b,
                    _ => false,
                }
            }
        }
    }
}

impl<'a> Parser<'a> {
    // ----- instructions -----

    fn parse_fmf(&mut self) -> u8 {
        let mut f = 0;
        while self.is(Tok::Ident) {
            let b = match self.cur() {
                "fast" => fmf::FAST,
                "nnan" => fmf::NNAN,
                "ninf" => fmf::NINF,
                "nsz" => fmf::NSZ,
                "arcp" => fmf::ARCP,
                "contract" => fmf::CONTRACT,
                "afn" => fmf::AFN,
                "reassoc" => fmf::REASSOC,
                _ => break,
            };
            f |= b;
            self.bump();
        }
        f
    }

    fn parse_scope_ordering(&mut self) -> PResult<(SyncScope, Ordering)> {
        let mut scope = SyncScope::System;
        if self.eat_kw("syncscope") {
            self.expect(Tok::LParen, "Expected '(' in syncscope")?;
            let s = self.parse_str("Expected synchronization scope name")?;
            self.expect(Tok::RParen, "Expected ')' in syncscope")?;
            scope = if s == "singlethread" {
                SyncScope::SingleThread
            } else {
                SyncScope::Named(self.m.strings.intern(&s))
            };
        }
        let o = self.parse_ordering()?;
        Ok((scope, o))
    }

    fn parse_ordering(&mut self) -> PResult<Ordering> {
        let o = match self.cur() {
            "unordered" => Ordering::Unordered,
            "monotonic" => Ordering::Monotonic,
            "acquire" => Ordering::Acquire,
            "release" => Ordering::Release,
            "acq_rel" => Ordering::AcqRel,
            "seq_cst" => Ordering::SeqCst,
            _ => return Err(self.err("Expected ordering on atomic instruction")),
        };
        if !self.is(Tok::Ident) {
            return Err(self.err("Expected ordering on atomic instruction"));
        }
        self.bump();
        Ok(o)
    }

    /// `, align N` if the next tokens are that.
    fn parse_opt_comma_align(&mut self) -> PResult<MaybeAlign> {
        if self.is(Tok::Comma) {
            let p = self.peek();
            if p.kind == Tok::Ident && self.text(p) == "align" {
                self.bump();
                self.bump();
                return self.parse_align_value();
            }
        }
        Ok(MaybeAlign::NONE)
    }

    fn parse_align_value(&mut self) -> PResult<MaybeAlign> {
        let off = self.tok.start;
        let a = self.parse_uint("expected alignment value")?;
        if !a.is_power_of_two() {
            return Err(self.err_at(off, "alignment is not a power of two"));
        }
        if a > (1u64 << 32) {
            return Err(self.err_at(off, "huge alignments are not supported yet"));
        }
        Ok(MaybeAlign::new(a))
    }

    fn push_inst(
        &mut self,
        b: BlockId,
        kind: InstKind,
        ty: TypeId,
        ops: &[Value],
        fl: u8,
        fm: u8,
    ) -> InstId {
        let cx = self.fx();
        let start = cx.func.operands.len() as u32;
        cx.func.operands.extend_from_slice(ops);
        let id = InstId(cx.func.insts.len() as u32);
        cx.func.insts.push(Inst {
            kind,
            ty,
            ops: PoolRange {
                start,
                len: ops.len() as u32,
            },
            flags: fl,
            fmf: fm,
            name: Name::UNNAMED,
            block: b,
            md: PoolRange::default(),
        });
        id
    }

    fn expect_label(&mut self) -> PResult<Value> {
        let off = self.tok.start;
        if !self.eat_kw("label") {
            return Err(self.err_at(off, "expected 'label' here"));
        }
        if !(self.is(Tok::LocalVar) || self.is(Tok::LocalVarId)) {
            return Err(self.err("expected basic block name"));
        }
        let t = self.tok;
        self.bump();
        Ok(Value::Block(self.block_ref(t)?))
    }

    fn parse_dbg_record(&mut self, b: BlockId) -> PResult<()> {
        let kind = match &self.cur()[1..] {
            "dbg_value" => DbgRecordKind::Value,
            "dbg_declare" => DbgRecordKind::Declare,
            "dbg_assign" => DbgRecordKind::Assign,
            "dbg_label" => DbgRecordKind::Label,
            "dbg_declare_value" => DbgRecordKind::DeclareValue,
            _ => return Err(self.err("expected debug record type")),
        };
        self.bump();
        self.expect(Tok::LParen, "Expected '(' here")?;
        let mut ops = Vec::new();
        loop {
            let v = self.parse_md_operand_value()?;
            ops.push(v);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RParen, "Expected ')' here")?;
        let id = self.push_inst(b, InstKind::DbgRecord(kind), TypeTable::VOID, &ops, 0, 0);
        self.fx().func.blocks[b.0 as usize].insts.push(id);
        Ok(())
    }

    /// Parses one instruction into block `b`; returns whether it was a terminator.
    fn parse_instruction(&mut self, b: BlockId) -> PResult<bool> {
        if self.is(Tok::DbgRecord) {
            self.parse_dbg_record(b)?;
            return Ok(false);
        }
        let mut name_tok = None;
        if self.is(Tok::LocalVar) || self.is(Tok::LocalVarId) {
            name_tok = Some(self.tok);
            self.bump();
            self.expect(Tok::Equal, "expected '=' after instruction id")?;
        }
        if !self.is(Tok::Ident) {
            return Err(self.err("expected instruction opcode"));
        }
        let op = self.cur();
        let op_off = self.tok.start;
        self.bump();
        let mut ops = std::mem::take(&mut self.ops_scratch);
        ops.clear();
        let (kind, ty, fl, fm) = self.parse_inst_body(op, op_off, &mut ops)?;
        let id = self.push_inst(b, kind, ty, &ops, fl, fm);
        self.ops_scratch = ops;
        // Metadata attachments.
        let md_start = self.fx().func.md_attachments.len() as u32;
        while self.is(Tok::Comma) {
            self.bump();
            if !self.is(Tok::MetadataVar) {
                return Err(self.err("expected metadata after comma"));
            }
            let a = self.parse_md_attachment()?;
            self.fx().func.md_attachments.push(a);
        }
        let cx = self.fx();
        let md_len = cx.func.md_attachments.len() as u32 - md_start;
        cx.func.insts[id.0 as usize].md = PoolRange {
            start: md_start,
            len: md_len,
        };
        if ty != TypeTable::VOID {
            let nm = self.define_local(name_tok, Value::Inst(id), ty)?;
            self.fx().func.insts[id.0 as usize].name = nm;
        } else if let Some(t) = name_tok {
            return Err(self.err_at(t.start, "instructions returning void cannot have a name"));
        }
        self.fx().func.blocks[b.0 as usize].insts.push(id);
        Ok(kind.is_terminator())
    }

    fn vector_of(&mut self, like: TypeId, elem: TypeId) -> TypeId {
        match *self.m.types.get(like) {
            TypeData::Vector { len, scalable, .. } => self.m.types.intern(TypeData::Vector {
                len,
                elem,
                scalable,
            }),
            _ => elem,
        }
    }

    #[allow(clippy::type_complexity)]
    fn parse_inst_body(
        &mut self,
        op: &'a str,
        op_off: u32,
        ops: &mut Vec<Value>,
    ) -> PResult<(InstKind, TypeId, u8, u8)> {
        let void = TypeTable::VOID;
        if let Some(bop) = BinOp::from_name(op) {
            let mut fl = 0;
            let mut fm = 0;
            if bop.is_fp() {
                fm = self.parse_fmf();
            } else {
                loop {
                    let f = match self.cur() {
                        "nuw"
                            if matches!(bop, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl) =>
                        {
                            flags::NUW
                        }
                        "nsw"
                            if matches!(bop, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl) =>
                        {
                            flags::NSW
                        }
                        "exact"
                            if matches!(
                                bop,
                                BinOp::UDiv | BinOp::SDiv | BinOp::LShr | BinOp::AShr
                            ) =>
                        {
                            flags::EXACT
                        }
                        "disjoint" if bop == BinOp::Or => flags::DISJOINT,
                        _ => break,
                    };
                    if !self.is(Tok::Ident) {
                        break;
                    }
                    fl |= f;
                    self.bump();
                }
            }
            let toff = self.tok.start;
            let (t, a) = self.parse_typed_value()?;
            self.expect(Tok::Comma, "expected ',' in arithmetic operation")?;
            let b = self.parse_value(t)?;
            let st = self.m.types.scalar_type(t);
            let ok = if bop.is_fp() {
                self.m.types.is_float(st)
            } else {
                self.m.types.is_int(st)
            };
            if !ok {
                return Err(self.err_at(toff, "invalid operand type for instruction"));
            }
            ops.extend([a, b]);
            return Ok((InstKind::Binary(bop), t, fl, fm));
        }
        if let Some(cop) = CastOp::from_name(op) {
            let mut fl = 0;
            loop {
                match self.cur() {
                    "nuw" if cop == CastOp::Trunc => fl |= flags::NUW,
                    "nsw" if cop == CastOp::Trunc => fl |= flags::NSW,
                    "nneg" if matches!(cop, CastOp::ZExt | CastOp::UIToFP) => fl |= flags::NNEG,
                    _ => break,
                }
                self.bump();
            }
            let fm = self.parse_fmf();
            let (st, v) = self.parse_typed_value()?;
            self.expect_kw("to", "expected 'to' after cast value")?;
            let dt = self.parse_type()?;
            if !self.cast_valid(cop, st, dt) {
                return Err(self.err_at(
                    op_off,
                    format!(
                        "invalid cast opcode for cast from '{}' to '{}'",
                        self.type_str(st),
                        self.type_str(dt)
                    ),
                ));
            }
            ops.push(v);
            return Ok((InstKind::Cast(cop), dt, fl, fm));
        }
        match op {
            "ret" => {
                let rt = self.fx().func.ty;
                let ret = self.m.types.function_parts(rt).map_or(void, |p| p.0);
                let off = self.tok.start;
                let t = self.parse_type()?;
                if t == void {
                    if ret != void {
                        return Err(self.err_at(
                            off,
                            format!(
                                "value doesn't match function result type '{}'",
                                self.type_str(ret)
                            ),
                        ));
                    }
                } else {
                    let v = self.parse_value(t)?;
                    if t != ret {
                        return Err(self.err_at(
                            off,
                            format!(
                                "value doesn't match function result type '{}'",
                                self.type_str(ret)
                            ),
                        ));
                    }
                    ops.push(v);
                }
                Ok((InstKind::Ret, void, 0, 0))
            }
            "br" => {
                let off = self.tok.start;
                let t = self.parse_type()?;
                if t == TypeTable::LABEL {
                    if !(self.is(Tok::LocalVar) || self.is(Tok::LocalVarId)) {
                        return Err(self.err("expected basic block name"));
                    }
                    let v = self.parse_value(t)?;
                    ops.push(v);
                    return Ok((InstKind::Br, void, 0, 0));
                }
                let c = self.parse_value(t)?;
                if t != TypeTable::I1 {
                    return Err(self.err_at(off, "branch condition must have 'i1' type"));
                }
                self.expect(Tok::Comma, "expected ',' after branch condition")?;
                let a = self.expect_label()?;
                self.expect(Tok::Comma, "expected ',' after true destination")?;
                let b = self.expect_label()?;
                ops.extend([c, a, b]);
                Ok((InstKind::Br, void, 0, 0))
            }
            "switch" => {
                let off = self.tok.start;
                let (t, c) = self.parse_typed_value()?;
                if !self.m.types.is_int(t) {
                    return Err(self.err_at(off, "switch condition must have integer type"));
                }
                self.expect(Tok::Comma, "expected ',' after switch condition")?;
                let d = self.expect_label()?;
                self.expect(Tok::LSquare, "expected '[' with switch table")?;
                ops.extend([c, d]);
                while !self.is(Tok::RSquare) {
                    let coff = self.tok.start;
                    let (ct, cv) = self.parse_typed_value()?;
                    if !matches!(cv, Value::Const(_)) {
                        return Err(self.err_at(coff, "case value is not a constant integer"));
                    }
                    if ct != t {
                        return Err(self.err_at(coff, "case value is not a constant integer"));
                    }
                    self.expect(Tok::Comma, "expected ',' after case value")?;
                    let dest = self.expect_label()?;
                    ops.extend([cv, dest]);
                }
                self.bump();
                Ok((InstKind::Switch, void, 0, 0))
            }
            "indirectbr" => {
                let off = self.tok.start;
                let (t, a) = self.parse_typed_value()?;
                if !self.m.types.is_ptr(t) {
                    return Err(self.err_at(off, "Address of indirectbr must be a pointer"));
                }
                self.expect(Tok::Comma, "expected ',' after indirectbr address")?;
                self.expect(Tok::LSquare, "expected '[' with indirectbr")?;
                ops.push(a);
                if !self.is(Tok::RSquare) {
                    loop {
                        ops.push(self.expect_label()?);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                }
                self.expect(Tok::RSquare, "expected ']' at end of block list")?;
                Ok((InstKind::IndirectBr, void, 0, 0))
            }
            "unreachable" => Ok((InstKind::Unreachable, void, 0, 0)),
            "resume" => {
                let (_, v) = self.parse_typed_value()?;
                ops.push(v);
                Ok((InstKind::Resume, void, 0, 0))
            }
            "fneg" => {
                let fm = self.parse_fmf();
                let off = self.tok.start;
                let (t, v) = self.parse_typed_value()?;
                if !self.m.types.is_float(self.m.types.scalar_type(t)) {
                    return Err(self.err_at(off, "invalid operand type for instruction"));
                }
                ops.push(v);
                Ok((InstKind::FNeg, t, 0, fm))
            }
            "icmp" | "fcmp" => {
                let mut fl = 0;
                let mut fm = 0;
                if op == "icmp" {
                    if self.eat_kw("samesign") {
                        fl |= flags::SAMESIGN;
                    }
                } else {
                    fm = self.parse_fmf();
                }
                let kind = if op == "icmp" {
                    let p = IntPredicate::from_name(self.cur())
                        .filter(|_| self.is(Tok::Ident))
                        .ok_or_else(|| self.err("expected icmp predicate (e.g. 'eq')"))?;
                    self.bump();
                    InstKind::ICmp(p)
                } else {
                    let p = FloatPredicate::from_name(self.cur())
                        .filter(|_| self.is(Tok::Ident))
                        .ok_or_else(|| self.err("expected fcmp predicate (e.g. 'oeq')"))?;
                    self.bump();
                    InstKind::FCmp(p)
                };
                let off = self.tok.start;
                let (t, a) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "expected ',' after compare value")?;
                let b = self.parse_value(t)?;
                let st = self.m.types.scalar_type(t);
                if op == "icmp" && !(self.m.types.is_int(st) || self.m.types.is_ptr(st)) {
                    return Err(self.err_at(off, "icmp requires integer operands"));
                }
                if op == "fcmp" && !self.m.types.is_float(st) {
                    return Err(self.err_at(off, "fcmp requires floating point operands"));
                }
                ops.extend([a, b]);
                let rt = self.vector_of(t, TypeTable::I1);
                Ok((kind, rt, fl, fm))
            }
            "select" => {
                let fm = self.parse_fmf();
                let off = self.tok.start;
                let (ct, c) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "expected ',' after select condition")?;
                let (t, a) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "expected ',' after select value")?;
                let boff = self.tok.start;
                let (t2, b) = self.parse_typed_value()?;
                if self.m.types.scalar_type(ct) != TypeTable::I1 {
                    return Err(self.err_at(off, "select condition must be i1 or <n x i1>"));
                }
                if t != t2 {
                    return Err(self.err_at(boff, "select values must have same type"));
                }
                ops.extend([c, a, b]);
                Ok((InstKind::Select, t, 0, fm))
            }
            "phi" => {
                let fm = self.parse_fmf();
                let off = self.tok.start;
                let t = self.parse_type()?;
                if !self.m.types.is_first_class(t) || t == TypeTable::LABEL {
                    return Err(self.err_at(off, "phi node must have first class type"));
                }
                loop {
                    self.expect(Tok::LSquare, "expected '[' in phi value list")?;
                    let v = self.parse_value(t)?;
                    self.expect(Tok::Comma, "expected ',' after insertelement value")?;
                    let bv = self.parse_value(TypeTable::LABEL)?;
                    self.expect(Tok::RSquare, "expected ']' in phi value list")?;
                    ops.extend([v, bv]);
                    if !self.is(Tok::Comma) {
                        break;
                    }
                    let p = self.peek();
                    if p.kind != Tok::LSquare {
                        break;
                    }
                    self.bump();
                }
                Ok((InstKind::Phi, t, 0, fm))
            }
            "call" => self.parse_call(TailKind::None, ops),
            "tail" | "musttail" | "notail" => {
                let tk = match op {
                    "tail" => TailKind::Tail,
                    "musttail" => TailKind::MustTail,
                    _ => TailKind::NoTail,
                };
                self.expect_kw(
                    "call",
                    "expected 'tail call', 'musttail call', or 'notail call'",
                )?;
                self.parse_call(tk, ops)
            }
            "invoke" => self.parse_invoke_like(false, ops),
            "callbr" => self.parse_invoke_like(true, ops),
            "alloca" => {
                let mut fl = 0;
                loop {
                    if self.eat_kw("inalloca") {
                        fl |= flags::INALLOCA;
                    } else if self.eat_kw("swifterror") {
                        fl |= flags::SWIFTERROR;
                    } else {
                        break;
                    }
                }
                let off = self.tok.start;
                let t = self.parse_type()?;
                if !self.m.types.is_sized(t) {
                    return Err(self.err_at(off, "Cannot allocate unsized type"));
                }
                let mut align = MaybeAlign::NONE;
                let mut addrspace = 0;
                let mut count = None;
                while self.is(Tok::Comma) {
                    if self.peek().kind == Tok::MetadataVar {
                        break;
                    }
                    self.bump();
                    if self.eat_kw("align") {
                        align = self.parse_align_value()?;
                    } else if self.is_kw("addrspace") {
                        addrspace = self.parse_opt_addrspace()?;
                    } else if count.is_none() {
                        let coff = self.tok.start;
                        let (ct, cv) = self.parse_typed_value()?;
                        if !self.m.types.is_int(ct) {
                            return Err(self.err_at(coff, "element count must have integer type"));
                        }
                        count = Some(cv);
                    } else {
                        return Err(self.err("expected metadata after comma"));
                    }
                }
                let explicit = count.is_some();
                let c = match count {
                    Some(c) => c,
                    None => Value::Const(self.m.constant(ConstData::Int {
                        ty: TypeTable::I32,
                        value: 1,
                    })),
                };
                ops.push(c);
                let pt = self.m.types.ptr(addrspace);
                Ok((
                    InstKind::Alloca {
                        ty: t,
                        align,
                        addrspace,
                        explicit_count: explicit,
                    },
                    pt,
                    fl,
                    0,
                ))
            }
            "load" => {
                let atomic = self.eat_kw("atomic");
                let mut fl = 0;
                if self.eat_kw("volatile") {
                    fl |= flags::VOLATILE;
                }
                let toff = self.tok.start;
                let t = self.parse_type()?;
                self.expect(Tok::Comma, "expected comma after load's type")?;
                let poff = self.tok.start;
                let (pt, p) = self.parse_typed_value()?;
                if !self.m.types.is_ptr(self.m.types.scalar_type(pt)) || self.m.types.is_vector(pt)
                {
                    return Err(self.err_at(poff, "load operand must be a pointer"));
                }
                if !self.m.types.is_sized(t) {
                    return Err(self.err_at(toff, "loading unsized types is not allowed"));
                }
                let (scope, ordering) = if atomic {
                    self.parse_scope_ordering()?
                } else {
                    (SyncScope::System, Ordering::NotAtomic)
                };
                let align = self.parse_opt_comma_align()?;
                if atomic && align == MaybeAlign::NONE {
                    return Err(
                        self.err_at(op_off, "atomic load must have explicit non-zero alignment")
                    );
                }
                if atomic && matches!(ordering, Ordering::Release | Ordering::AcqRel) {
                    return Err(self.err_at(op_off, "atomic load cannot use Release ordering"));
                }
                ops.push(p);
                Ok((
                    InstKind::Load {
                        align,
                        ordering,
                        scope,
                    },
                    t,
                    fl,
                    0,
                ))
            }
            "store" => {
                let atomic = self.eat_kw("atomic");
                let mut fl = 0;
                if self.eat_kw("volatile") {
                    fl |= flags::VOLATILE;
                }
                let voff = self.tok.start;
                let (vt, v) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "expected ',' after store operand")?;
                let poff = self.tok.start;
                let (pt, p) = self.parse_typed_value()?;
                if !self.m.types.is_ptr(pt) {
                    return Err(self.err_at(poff, "store operand must be a pointer"));
                }
                if !self.m.types.is_first_class(vt) || vt == TypeTable::LABEL {
                    return Err(self.err_at(voff, "store operand must be a first class value"));
                }
                let (scope, ordering) = if atomic {
                    self.parse_scope_ordering()?
                } else {
                    (SyncScope::System, Ordering::NotAtomic)
                };
                let align = self.parse_opt_comma_align()?;
                if atomic && align == MaybeAlign::NONE {
                    return Err(
                        self.err_at(op_off, "atomic store must have explicit non-zero alignment")
                    );
                }
                if atomic && matches!(ordering, Ordering::Acquire | Ordering::AcqRel) {
                    return Err(self.err_at(op_off, "atomic store cannot use Acquire ordering"));
                }
                ops.extend([v, p]);
                Ok((
                    InstKind::Store {
                        align,
                        ordering,
                        scope,
                    },
                    void,
                    fl,
                    0,
                ))
            }
            "fence" => {
                let off = self.tok.start;
                let (scope, ordering) = self.parse_scope_ordering()?;
                if matches!(ordering, Ordering::Monotonic | Ordering::Unordered) {
                    return Err(self.err_at(off, "fence cannot be unordered or monotonic"));
                }
                Ok((InstKind::Fence { ordering, scope }, void, 0, 0))
            }
            "cmpxchg" => {
                let mut fl = 0;
                if self.eat_kw("weak") {
                    fl |= flags::WEAK;
                }
                if self.eat_kw("volatile") {
                    fl |= flags::VOLATILE;
                }
                let poff = self.tok.start;
                let (pt, p) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "expected ',' after cmpxchg address")?;
                let (t, c) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "expected ',' after cmpxchg cmp operand")?;
                let noff = self.tok.start;
                let (t2, n) = self.parse_typed_value()?;
                if !self.m.types.is_ptr(pt) {
                    return Err(self.err_at(poff, "cmpxchg operand must be a pointer"));
                }
                if t != t2 {
                    return Err(self.err_at(noff, "compare value and new value type do not match"));
                }
                let (scope, success) = self.parse_scope_ordering()?;
                let failure = self.parse_ordering()?;
                let align = self.parse_opt_comma_align()?;
                ops.extend([p, c, n]);
                let rt = self.m.types.intern(TypeData::Struct {
                    fields: vec![t, TypeTable::I1].into(),
                    packed: false,
                });
                Ok((
                    InstKind::CmpXchg {
                        success,
                        failure,
                        scope,
                        align,
                    },
                    rt,
                    fl,
                    0,
                ))
            }
            "atomicrmw" => {
                let mut fl = 0;
                if self.eat_kw("volatile") {
                    fl |= flags::VOLATILE;
                }
                let rop = RmwOp::from_name(self.cur())
                    .filter(|_| self.is(Tok::Ident))
                    .ok_or_else(|| self.err("expected binary operation in atomicrmw"))?;
                self.bump();
                let poff = self.tok.start;
                let (pt, p) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "expected ',' after atomicrmw address")?;
                let voff = self.tok.start;
                let (t, v) = self.parse_typed_value()?;
                if !self.m.types.is_ptr(pt) {
                    return Err(self.err_at(poff, "atomicrmw operand must be a pointer"));
                }
                let st = self.m.types.scalar_type(t);
                let fp_op = rop.is_float_op();
                if fp_op && !self.m.types.is_float(st) {
                    return Err(self.err_at(
                        voff,
                        format!(
                            "atomicrmw {} operand must be a floating point type",
                            rop.name()
                        ),
                    ));
                }
                if !fp_op && rop != RmwOp::Xchg && !self.m.types.is_int(t) {
                    return Err(self.err_at(
                        voff,
                        format!("atomicrmw {} operand must be an integer", rop.name()),
                    ));
                }
                let (scope, ordering) = self.parse_scope_ordering()?;
                let align = self.parse_opt_comma_align()?;
                ops.extend([p, v]);
                Ok((
                    InstKind::AtomicRmw {
                        op: rop,
                        ordering,
                        scope,
                        align,
                    },
                    t,
                    fl,
                    0,
                ))
            }
            "getelementptr" => {
                let mut fl = 0;
                loop {
                    if self.eat_kw("inbounds") {
                        fl |= flags::INBOUNDS | flags::NUSW;
                    } else if self.eat_kw("nusw") {
                        fl |= flags::NUSW;
                    } else if self.eat_kw("nuw") {
                        fl |= flags::NUW;
                    } else {
                        break;
                    }
                }
                let soff = self.tok.start;
                let src = self.parse_type()?;
                self.expect(Tok::Comma, "expected comma after getelementptr's type")?;
                let boff = self.tok.start;
                let (bt, base) = self.parse_typed_value()?;
                let addr = match *self.m.types.get(self.m.types.scalar_type(bt)) {
                    TypeData::Ptr(a) => a,
                    _ => return Err(self.err_at(boff, "base of getelementptr must be a pointer")),
                };
                if !self.m.types.is_sized(src) {
                    return Err(self.err_at(soff, "base element of getelementptr must be sized"));
                }
                ops.push(base);
                let mut vec = match *self.m.types.get(bt) {
                    TypeData::Vector { len, scalable, .. } => Some((len, scalable)),
                    _ => None,
                };
                let mut cur = src;
                let mut first = true;
                while self.is(Tok::Comma) {
                    let p = self.peek();
                    if p.kind == Tok::MetadataVar {
                        break;
                    }
                    self.bump();
                    let ioff = self.tok.start;
                    let (it, iv) = self.parse_typed_value()?;
                    let sit = self.m.types.scalar_type(it);
                    if !self.m.types.is_int(sit) {
                        return Err(self.err_at(ioff, "getelementptr index must be an integer"));
                    }
                    if let TypeData::Vector { len, scalable, .. } = *self.m.types.get(it) {
                        if vec.is_some_and(|v| v != (len, scalable)) {
                            return Err(self.err_at(
                                ioff,
                                "getelementptr vector index has a wrong number of elements",
                            ));
                        }
                        vec = Some((len, scalable));
                    }
                    if !first {
                        // Step into the aggregate.
                        let next = match *self.m.types.get(cur) {
                            TypeData::Array(_, e) => Some(e),
                            TypeData::Vector { elem, .. } => Some(elem),
                            TypeData::Struct { .. } | TypeData::Named(_) => {
                                let idx = match iv {
                                    Value::Const(c) => self.m.consts.as_u64(c),
                                    _ => None,
                                };
                                match idx {
                                    Some(i) => self.m.types.element_type(cur, i),
                                    None => None,
                                }
                            }
                            _ => None,
                        };
                        cur =
                            next.ok_or_else(|| self.err_at(ioff, "invalid getelementptr indices"))?;
                    }
                    first = false;
                    ops.push(iv);
                }
                let p = self.m.types.ptr(addr);
                let rt = match vec {
                    Some((len, scalable)) => self.m.types.intern(TypeData::Vector {
                        len,
                        elem: p,
                        scalable,
                    }),
                    None => p,
                };
                Ok((InstKind::Gep { source_ty: src }, rt, fl, 0))
            }
            "extractelement" => {
                let off = self.tok.start;
                let (t, v) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "expected ',' after extract value")?;
                let (it, i) = self.parse_typed_value()?;
                let TypeData::Vector { elem, .. } = *self.m.types.get(t) else {
                    return Err(self.err_at(off, "invalid extractelement operands"));
                };
                if !self.m.types.is_int(it) {
                    return Err(self.err_at(off, "invalid extractelement operands"));
                }
                ops.extend([v, i]);
                Ok((InstKind::ExtractElement, elem, 0, 0))
            }
            "insertelement" => {
                let off = self.tok.start;
                let (t, v) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "expected ',' after insertelement value")?;
                let (et, e) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "expected ',' after insertelement value")?;
                let (it, i) = self.parse_typed_value()?;
                match *self.m.types.get(t) {
                    TypeData::Vector { elem, .. } if elem == et && self.m.types.is_int(it) => {}
                    _ => return Err(self.err_at(off, "invalid insertelement operands")),
                }
                ops.extend([v, e, i]);
                Ok((InstKind::InsertElement, t, 0, 0))
            }
            "shufflevector" => {
                let off = self.tok.start;
                let (t, a) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "expected ',' after shuffle mask")?;
                let (t2, b) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "expected ',' after shuffle value")?;
                let (mt, mask) = self.parse_typed_value()?;
                let (
                    TypeData::Vector { elem, .. },
                    TypeData::Vector {
                        len,
                        scalable,
                        elem: me,
                    },
                ) = (self.m.types.get(t).clone(), self.m.types.get(mt).clone())
                else {
                    return Err(self.err_at(off, "invalid shufflevector operands"));
                };
                if t != t2 || me != TypeTable::I32 {
                    return Err(self.err_at(off, "invalid shufflevector operands"));
                }
                let rt = self.m.types.intern(TypeData::Vector {
                    len,
                    elem,
                    scalable,
                });
                ops.extend([a, b, mask]);
                Ok((InstKind::ShuffleVector, rt, 0, 0))
            }
            "extractvalue" | "insertvalue" => {
                let off = self.tok.start;
                let (t, agg) = self.parse_typed_value()?;
                ops.push(agg);
                if op == "insertvalue" {
                    self.expect(Tok::Comma, "expected comma after insertvalue operand")?;
                    let (et, e) = self.parse_typed_value()?;
                    ops.push(e);
                    let idx = self.parse_indices()?;
                    let it = self
                        .indexed_type(t, &idx)
                        .ok_or_else(|| self.err_at(off, "invalid indices for insertvalue"))?;
                    if it != et {
                        return Err(self.err_at(
                            off,
                            format!("insertvalue operand and field disagree in type: '{}' instead of '{}'", self.type_str(et), self.type_str(it)),
                        ));
                    }
                    let r = self.store_indices(&idx);
                    return Ok((InstKind::InsertValue { indices: r }, t, 0, 0));
                }
                if !self.m.types.is_aggregate(t) {
                    return Err(self.err_at(off, "extractvalue operand must be aggregate type"));
                }
                let idx = self.parse_indices()?;
                let it = self
                    .indexed_type(t, &idx)
                    .ok_or_else(|| self.err_at(off, "invalid indices for extractvalue"))?;
                let r = self.store_indices(&idx);
                Ok((InstKind::ExtractValue { indices: r }, it, 0, 0))
            }
            "freeze" => {
                let (t, v) = self.parse_typed_value()?;
                ops.push(v);
                Ok((InstKind::Freeze, t, 0, 0))
            }
            "va_arg" => {
                let (_, v) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "expected ',' after vaarg operand")?;
                let t = self.parse_type()?;
                ops.push(v);
                Ok((InstKind::VAArg, t, 0, 0))
            }
            "landingpad" => {
                let t = self.parse_type()?;
                let mut fl = 0;
                if self.eat_kw("cleanup") {
                    fl |= flags::CLEANUP;
                }
                let start = self.fx().func.indices.len() as u32;
                loop {
                    let k = if self.eat_kw("catch") {
                        0
                    } else if self.eat_kw("filter") {
                        1
                    } else {
                        break;
                    };
                    let (_, v) = self.parse_typed_value()?;
                    ops.push(v);
                    self.fx().func.indices.push(k);
                }
                if fl == 0 && ops.is_empty() {
                    return Err(self.err(
                        "landingpad instruction must have at least one clause or be cleanup",
                    ));
                }
                let len = self.fx().func.indices.len() as u32 - start;
                Ok((
                    InstKind::LandingPad {
                        clause_kinds: PoolRange { start, len },
                    },
                    t,
                    fl,
                    0,
                ))
            }
            "catchswitch" => {
                self.expect_kw("within", "expected 'within' after catchswitch")?;
                let parent = self.parse_pad_parent()?;
                ops.push(parent);
                self.expect(Tok::LSquare, "expected '[' with catchswitch labels")?;
                loop {
                    ops.push(self.expect_label()?);
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect(Tok::RSquare, "expected ']' after catchswitch labels")?;
                self.expect_kw("unwind", "expected 'unwind' after catchswitch scope")?;
                let unwind_dest = if self.eat_kw("to") {
                    self.expect_kw("caller", "expected 'caller' in catchswitch")?;
                    false
                } else {
                    ops.push(self.expect_label()?);
                    true
                };
                Ok((
                    InstKind::CatchSwitch { unwind_dest },
                    TypeTable::TOKEN,
                    0,
                    0,
                ))
            }
            "catchpad" | "cleanuppad" => {
                self.expect_kw("within", "expected 'within' after pad")?;
                let parent = self.parse_pad_parent()?;
                ops.push(parent);
                self.expect(Tok::LSquare, "expected '[' in catchpad/cleanuppad")?;
                if !self.is(Tok::RSquare) {
                    loop {
                        let (_, v) = self.parse_typed_value()?;
                        ops.push(v);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                }
                self.expect(Tok::RSquare, "expected ']' in catchpad/cleanuppad")?;
                let k = if op == "catchpad" {
                    InstKind::CatchPad
                } else {
                    InstKind::CleanupPad
                };
                Ok((k, TypeTable::TOKEN, 0, 0))
            }
            "catchret" => {
                self.expect_kw("from", "expected 'from' after catchret")?;
                let p = self.parse_value(TypeTable::TOKEN)?;
                self.expect_kw("to", "expected 'to' in catchret")?;
                let d = self.expect_label()?;
                ops.extend([p, d]);
                Ok((InstKind::CatchRet, void, 0, 0))
            }
            "cleanupret" => {
                self.expect_kw("from", "expected 'from' after cleanupret")?;
                let p = self.parse_value(TypeTable::TOKEN)?;
                ops.push(p);
                self.expect_kw("unwind", "expected 'unwind' in cleanupret")?;
                if self.eat_kw("to") {
                    self.expect_kw("caller", "expected 'caller' in cleanupret")?;
                } else {
                    ops.push(self.expect_label()?);
                }
                Ok((InstKind::CleanupRet, void, 0, 0))
            }
            _ => Err(self.err_at(op_off, "expected instruction opcode")),
        }
    }

    fn parse_pad_parent(&mut self) -> PResult<Value> {
        if self.eat_kw("none") {
            return Ok(Value::Const(self.m.constant(ConstData::NoneToken)));
        }
        if !(self.is(Tok::LocalVar) || self.is(Tok::LocalVarId)) {
            return Err(self.err("expected scope value for catchswitch"));
        }
        self.parse_value(TypeTable::TOKEN)
    }

    fn parse_indices(&mut self) -> PResult<Vec<u32>> {
        let mut v = Vec::new();
        while self.is(Tok::Comma) {
            if self.peek().kind == Tok::MetadataVar {
                break;
            }
            self.bump();
            v.push(self.parse_u32("expected index")?);
        }
        if v.is_empty() {
            return Err(self.err("expected index"));
        }
        Ok(v)
    }

    fn indexed_type(&self, mut t: TypeId, idx: &[u32]) -> Option<TypeId> {
        for &i in idx {
            if !self.m.types.is_aggregate(t) {
                return None;
            }
            t = self.m.types.element_type(t, i as u64)?;
        }
        Some(t)
    }

    fn store_indices(&mut self, idx: &[u32]) -> PoolRange {
        let cx = self.fx();
        let start = cx.func.indices.len() as u32;
        cx.func.indices.extend_from_slice(idx);
        PoolRange {
            start,
            len: idx.len() as u32,
        }
    }
}

struct CallHead {
    cc: u32,
    ret_attrs: AttrSetId,
    addrspace: Option<u32>,
    fn_ty: TypeId,
    explicit: bool,
    num_args: u32,
    arg_attrs: PoolRange,
    fn_attrs: AttrSetId,
    bundles: PoolRange,
}

impl<'a> Parser<'a> {
    /// Parses `[cc] [ret attrs] [addrspace(N)] T callee(args) [fn attrs] [bundles]`, pushing
    /// the callee and the arguments to `ops`.
    fn parse_call_head(&mut self, ops: &mut Vec<Value>) -> PResult<CallHead> {
        let cc = self.parse_cc()?;
        let ret_attrs = self.parse_ret_attrs()?;
        let addrspace = if self.is_kw("addrspace") {
            Some(self.parse_opt_addrspace()?)
        } else {
            None
        };
        let toff = self.tok.start;
        let rt = self.parse_type()?;
        let explicit_fty = self.m.types.function_parts(rt).is_some();
        // Callee.
        let callee_off = self.tok.start;
        let callee_slot = ops.len();
        let mut asm: Option<InlineAsm> = None;
        if self.eat_kw("asm") {
            let mut ia = InlineAsm {
                fn_ty: TypeTable::VOID,
                asm: "".into(),
                constraints: "".into(),
                side_effect: false,
                align_stack: false,
                intel_dialect: false,
                can_throw: false,
            };
            loop {
                if self.eat_kw("sideeffect") {
                    ia.side_effect = true;
                } else if self.eat_kw("alignstack") {
                    ia.align_stack = true;
                } else if self.eat_kw("inteldialect") {
                    ia.intel_dialect = true;
                } else if self.eat_kw("unwind") {
                    ia.can_throw = true;
                } else {
                    break;
                }
            }
            if !self.is(Tok::Str) {
                return Err(self.err("expected string"));
            }
            let t = self.cur();
            ia.asm = String::from_utf8_lossy(&unescape_bytes(&t[1..t.len() - 1])).into();
            self.bump();
            self.expect(Tok::Comma, "expected comma in inline asm expression")?;
            if !self.is(Tok::Str) {
                return Err(self.err("expected constraint string"));
            }
            let t = self.cur();
            ia.constraints = String::from_utf8_lossy(&unescape_bytes(&t[1..t.len() - 1])).into();
            self.bump();
            asm = Some(ia);
            ops.push(Value::InlineAsm(0));
        } else {
            let pt = self.m.types.ptr(addrspace.unwrap_or(0));
            let v = self.parse_value(pt)?;
            ops.push(v);
        }
        // Arguments.
        self.expect(Tok::LParen, "expected '(' in call")?;
        let (mut arg_types, mut arg_attrs, mut arg_offs) = std::mem::take(&mut self.call_scratch);
        arg_types.clear();
        arg_attrs.clear();
        arg_offs.clear();
        if !self.is(Tok::RParen) {
            loop {
                if self.eat(Tok::DotDotDot) {
                    break;
                }
                let aoff = self.tok.start;
                let t = self.parse_type()?;
                let a = self.parse_param_attrs()?;
                let v = self.parse_value(t)?;
                arg_types.push(t);
                arg_attrs.push(a);
                arg_offs.push(aoff);
                ops.push(v);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "expected ')' at end of argument list")?;
        let fn_ty = if explicit_fty {
            let (_, params, vararg) = self
                .m
                .types
                .function_parts(rt)
                .expect("invariant: checked to be a function type above");
            for (i, &at) in arg_types.iter().enumerate() {
                match params.get(i) {
                    Some(&pt) if pt != at => {
                        return Err(self.err_at(
                            arg_offs[i],
                            format!("argument is not of expected type '{}'", self.type_str(pt)),
                        ))
                    }
                    None if !vararg => {
                        return Err(self.err_at(arg_offs[i], "too many arguments specified"))
                    }
                    _ => {}
                }
            }
            if arg_types.len() < params.len() {
                return Err(self.err_at(toff, "not enough parameters specified for call"));
            }
            rt
        } else {
            if matches!(self.m.types.get(rt), TypeData::Label | TypeData::Metadata) {
                return Err(self.err_at(toff, "Invalid result type for LLVM function"));
            }
            self.m.types.function(rt, &arg_types, false)
        };
        if let Some(mut ia) = asm {
            ia.fn_ty = fn_ty;
            let cx = self.fx();
            cx.func.inline_asm.push(ia);
            ops[callee_slot] = Value::InlineAsm(cx.func.inline_asm.len() as u32 - 1);
        } else if let Value::Global(g) = ops[callee_slot] {
            // A direct call to a function declared with another type is fine in LLVM (opaque
            // pointers); nothing to check here.
            let _ = g;
        }
        let _ = callee_off;
        let fn_attrs = self.parse_fn_attrs(false)?;
        // Bundles.
        let bstart = self.fx().func.bundles.len() as u32;
        if self.is(Tok::LSquare) {
            self.bump();
            loop {
                let tag = self.parse_str_sym("expected operand bundle tag")?;
                self.expect(Tok::LParen, "expected '(' in operand bundle")?;
                let mut bops = Vec::new();
                if !self.is(Tok::RParen) {
                    loop {
                        let (_, v) = self.parse_typed_value()?;
                        bops.push(v);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                }
                self.expect(Tok::RParen, "expected ')' in operand bundle")?;
                let cx = self.fx();
                let start = cx.func.operands.len() as u32;
                cx.func.operands.extend_from_slice(&bops);
                cx.func.bundles.push(Bundle {
                    tag,
                    ops: PoolRange {
                        start,
                        len: bops.len() as u32,
                    },
                });
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RSquare, "expected ']' in operand bundle list")?;
        }
        let cx = self.fx();
        let blen = cx.func.bundles.len() as u32 - bstart;
        let astart = cx.func.attr_pool.len() as u32;
        cx.func.attr_pool.extend_from_slice(&arg_attrs);
        let (num_args, num_attrs) = (arg_types.len() as u32, arg_attrs.len() as u32);
        self.call_scratch = (arg_types, arg_attrs, arg_offs);
        Ok(CallHead {
            cc,
            ret_attrs,
            addrspace,
            fn_ty,
            explicit: explicit_fty,
            num_args,
            arg_attrs: PoolRange {
                start: astart,
                len: num_attrs,
            },
            fn_attrs,
            bundles: PoolRange {
                start: bstart,
                len: blen,
            },
        })
    }

    fn make_call(&mut self, h: &CallHead, tail: TailKind) -> CallId {
        let cx = self.fx();
        cx.func.calls.push(CallInfo {
            tail,
            cc: h.cc,
            fn_ty: h.fn_ty,
            explicit_fn_ty: h.explicit,
            ret_attrs: h.ret_attrs,
            fn_attrs: h.fn_attrs,
            arg_attrs: h.arg_attrs,
            bundles: h.bundles,
            num_args: h.num_args,
            addrspace: h.addrspace,
        });
        CallId(cx.func.calls.len() as u32 - 1)
    }

    fn parse_call(
        &mut self,
        tail: TailKind,
        ops: &mut Vec<Value>,
    ) -> PResult<(InstKind, TypeId, u8, u8)> {
        let fm = self.parse_fmf();
        let h = self.parse_call_head(ops)?;
        let ret = self
            .m
            .types
            .function_parts(h.fn_ty)
            .map_or(TypeTable::VOID, |p| p.0);
        let id = self.make_call(&h, tail);
        Ok((InstKind::Call(id), ret, 0, fm))
    }

    fn parse_invoke_like(
        &mut self,
        callbr: bool,
        ops: &mut Vec<Value>,
    ) -> PResult<(InstKind, TypeId, u8, u8)> {
        let h = self.parse_call_head(ops)?;
        let ret = self
            .m
            .types
            .function_parts(h.fn_ty)
            .map_or(TypeTable::VOID, |p| p.0);
        self.expect_kw("to", "expected 'to' in invoke")?;
        let n = self.expect_label()?;
        ops.push(n);
        if callbr {
            self.expect(Tok::LSquare, "expected '[' in callbr")?;
            if !self.is(Tok::RSquare) {
                loop {
                    ops.push(self.expect_label()?);
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
            }
            self.expect(Tok::RSquare, "expected ']' at end of block list")?;
            let id = self.make_call(&h, TailKind::None);
            return Ok((InstKind::CallBr(id), ret, 0, 0));
        }
        self.expect_kw("unwind", "expected 'unwind' in invoke")?;
        let u = self.expect_label()?;
        ops.push(u);
        let id = self.make_call(&h, TailKind::None);
        Ok((InstKind::Invoke(id), ret, 0, 0))
    }
}
