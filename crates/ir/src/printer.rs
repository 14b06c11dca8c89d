//! The printer: a [`crate::Module`] in, `.ll` text out, in the layout `llvm-dis` uses.

/// Writes an identifier (without its sigil), quoting it when LLVM would.
pub fn write_ident(name: &str, out: &mut String) {
    let ok = !name.is_empty()
        && name.bytes().enumerate().all(|(i, b)| {
            b.is_ascii_alphabetic()
                || matches!(b, b'-' | b'$' | b'.' | b'_')
                || (i > 0 && b.is_ascii_digit())
        });
    if ok {
        out.push_str(name);
    } else {
        write_quoted(name.as_bytes(), out);
    }
}

/// Writes `"..."` with LLVM's escapes (`\XX` for non-printable bytes, `"` and `\`).
pub fn write_quoted(bytes: &[u8], out: &mut String) {
    out.push('"');
    write_escaped(bytes, out);
    out.push('"');
}

/// Writes bytes with LLVM's escapes, without quotes.
pub fn write_escaped(bytes: &[u8], out: &mut String) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &b in bytes {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            out.push(b as char);
        } else {
            out.push('\\');
            out.push(HEX[(b >> 4) as usize] as char);
            out.push(HEX[(b & 15) as usize] as char);
        }
    }
}

use crate::constants::{BlockRef, ConstData, ConstExprOp, ConstId};
use crate::function::{Function, InstId, Name};
use crate::instructions::{flags, fmf, InstKind, MaybeAlign, Ordering, SyncScope, TailKind};
use crate::metadata::{Md, MdFieldValue, MdNodeId};
use crate::module::{
    AttrSetId, Attribute, ComdatKind, DllStorage, GlobalKind, GlobalName, GlobalValue, Linkage,
    Module, TlsModel, UnnamedAddr, Visibility,
};
use crate::types::{FloatKind, TypeData, TypeId, TypeName, TypeTable};
use crate::value::Value;
use std::fmt::Write;

/// Slot numbers of one function's unnamed values, as they are printed (`%0`, `%1`, ...).
struct Slots {
    args: Vec<u32>,
    insts: Vec<u32>,
    blocks: Vec<u32>,
}

impl Slots {
    fn new(f: &Function) -> Slots {
        let mut n = 0u32;
        let mut args = Vec::with_capacity(f.args.len());
        for a in &f.args {
            if a.name.is_unnamed() {
                args.push(n);
                n += 1;
            } else {
                args.push(u32::MAX);
            }
        }
        let mut insts = vec![u32::MAX; f.insts.len()];
        let mut blocks = vec![u32::MAX; f.blocks.len()];
        for &b in &f.layout {
            let blk = f.block(b);
            if blk.name.is_unnamed() {
                blocks[b.0 as usize] = n;
                n += 1;
            }
            for &i in &blk.insts {
                let inst = f.inst(i);
                if inst.name.is_unnamed() && inst.ty != TypeTable::VOID {
                    insts[i.0 as usize] = n;
                    n += 1;
                }
            }
        }
        Slots {
            args,
            insts,
            blocks,
        }
    }
}

struct Printer<'m> {
    m: &'m Module,
    out: String,
    /// Block slot numbers of functions named by `blockaddress` in global initializers.
    block_slots: rustc_hash::FxHashMap<u32, Vec<u32>>,
}

struct FnCx<'f> {
    f: &'f Function,
    slots: Slots,
}

fn sext(v: u64, bits: u32) -> i64 {
    if bits >= 64 {
        v as i64
    } else {
        let s = 64 - bits;
        ((v << s) as i64) >> s
    }
}

/// Writes a big two's complement integer in decimal.
fn write_big_int(words: &[u64], bits: u32, out: &mut String) {
    let mut w: Vec<u64> = words.to_vec();
    let rem = bits % 64;
    let neg = if rem == 0 {
        w.last().is_some_and(|x| x >> 63 == 1)
    } else {
        w.last().is_some_and(|x| (x >> (rem - 1)) & 1 == 1)
    };
    if neg {
        // Negate within `bits`.
        let mut carry = 1u128;
        for x in w.iter_mut() {
            let v = (!*x) as u128 + carry;
            *x = v as u64;
            carry = v >> 64;
        }
        if rem != 0 {
            if let Some(l) = w.last_mut() {
                *l &= (1u64 << rem) - 1;
            }
        }
        out.push('-');
    }
    let mut digits = Vec::new();
    while w.iter().any(|&x| x != 0) {
        let mut r = 0u128;
        for x in w.iter_mut().rev() {
            let cur = (r << 64) | *x as u128;
            *x = (cur / 10_000_000_000_000_000_000) as u64;
            r = cur % 10_000_000_000_000_000_000;
        }
        digits.push(r as u64);
    }
    if digits.is_empty() {
        out.push('0');
        return;
    }
    let _ = write!(out, "{}", digits[digits.len() - 1]);
    for d in digits.iter().rev().skip(1) {
        let _ = write!(out, "{d:019}");
    }
}

/// LLVM's `%e`-style form with 6 digits (`1.000000e+00`).
fn llvm_exp_form(x: f64) -> String {
    let s = format!("{x:.6e}");
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let (sign, digits) = match exp.strip_prefix('-') {
        Some(d) => ('-', d),
        None => ('+', exp),
    };
    format!("{mant}e{sign}{digits:0>2}")
}

/// Writes a floating-point constant exactly: decimal when it reads back to the same bits,
/// otherwise LLVM's hex forms.
pub fn write_float(kind: FloatKind, bits: u128, out: &mut String) {
    match kind {
        FloatKind::Double | FloatKind::Float => {
            let x = if kind == FloatKind::Double {
                f64::from_bits(bits as u64)
            } else {
                crate::parser::ieee_to_f64(bits as u64, 8, 23)
            };
            if x.is_finite() {
                let s = llvm_exp_form(x);
                if s.parse::<f64>().map(|y| y.to_bits()) == Ok(x.to_bits()) {
                    out.push_str(&s);
                    return;
                }
            }
            let _ = write!(out, "0x{:016X}", x.to_bits());
        }
        FloatKind::Half => {
            let _ = write!(out, "0xH{:04X}", bits as u16);
        }
        FloatKind::BFloat => {
            let _ = write!(out, "0xR{:04X}", bits as u16);
        }
        FloatKind::X86Fp80 => {
            let _ = write!(out, "0xK{:020X}", bits & ((1u128 << 80) - 1));
        }
        FloatKind::Fp128 | FloatKind::PpcFp128 => {
            let p = if kind == FloatKind::Fp128 { 'L' } else { 'M' };
            let _ = write!(out, "0x{p}{:016X}{:016X}", bits as u64, (bits >> 64) as u64);
        }
    }
}

fn ordering_str(o: Ordering) -> &'static str {
    o.name()
}

impl<'m> Printer<'m> {
    fn ty(&mut self, t: TypeId) {
        self.m.types.write(t, &mut self.out);
    }

    fn sym(&self, s: crate::intern::Sym) -> &'m str {
        self.m.strings.get(s)
    }

    fn global_name(&mut self, name: &GlobalName) {
        self.out.push('@');
        match name {
            GlobalName::Named(n) => write_ident(n, &mut self.out),
            GlobalName::Numbered(n) => {
                let _ = write!(self.out, "{n}");
            }
        }
    }

    fn local_name(&mut self, f: &Function, n: Name, slot: u32) {
        self.out.push('%');
        match f.name_str(n) {
            Some(s) => write_ident(s, &mut self.out),
            None => {
                let _ = write!(self.out, "{slot}");
            }
        }
    }

    fn attr(&mut self, a: &Attribute, group: bool) {
        match *a {
            Attribute::Flag(s) => self.out.push_str(self.sym(s)),
            Attribute::Int(s, v) => {
                let n = self.sym(s);
                if group {
                    let _ = write!(self.out, "{n}={v}");
                } else if n == "align" {
                    let _ = write!(self.out, "align {v}");
                } else {
                    let _ = write!(self.out, "{n}({v})");
                }
            }
            Attribute::Type(s, t) => {
                self.out.push_str(self.sym(s));
                self.out.push('(');
                self.ty(t);
                self.out.push(')');
            }
            Attribute::Str(k, v) => {
                write_quoted(self.sym(k).as_bytes(), &mut self.out);
                if let Some(v) = v {
                    self.out.push('=');
                    write_quoted(self.sym(v).as_bytes(), &mut self.out);
                }
            }
            Attribute::Group(n) => {
                let _ = write!(self.out, "#{n}");
            }
            Attribute::Raw(s) => self.out.push_str(self.sym(s)),
        }
    }

    /// Writes ` a b c` (a leading space before each attribute).
    fn attrs_lead(&mut self, id: AttrSetId) {
        for a in self.m.attrs(id) {
            self.out.push(' ');
            self.attr(a, false);
        }
    }

    /// Writes `a b c ` (a trailing space after each attribute).
    fn attrs_trail(&mut self, id: AttrSetId) {
        for a in self.m.attrs(id) {
            self.attr(a, false);
            self.out.push(' ');
        }
    }

    fn const_val(&mut self, c: ConstId, fx: Option<&FnCx>) {
        let m = self.m;
        match m.consts.get(c) {
            ConstData::Int { ty, value } => {
                let bits = m.types.int_bits(*ty).unwrap_or(64);
                if bits == 1 {
                    self.out
                        .push_str(if *value & 1 == 1 { "true" } else { "false" });
                } else {
                    let _ = write!(self.out, "{}", sext(*value, bits));
                }
            }
            ConstData::BigInt { ty, words } => {
                let bits = m.types.int_bits(*ty).unwrap_or(128);
                write_big_int(words, bits, &mut self.out);
            }
            ConstData::Float { ty, bits } => {
                if let TypeData::Float(k) = m.types.get(*ty) {
                    write_float(*k, *bits, &mut self.out);
                }
            }
            ConstData::Null(_) => self.out.push_str("null"),
            ConstData::NoneToken => self.out.push_str("none"),
            ConstData::Undef(_) => self.out.push_str("undef"),
            ConstData::Poison(_) => self.out.push_str("poison"),
            ConstData::Zero(_) => self.out.push_str("zeroinitializer"),
            ConstData::Array { elems, .. } => {
                self.out.push('[');
                self.const_list(elems, fx);
                self.out.push(']');
            }
            ConstData::Struct { ty, elems } => {
                let packed = m.types.struct_fields(*ty).is_some_and(|(_, p)| p);
                if packed {
                    self.out.push('<');
                }
                if elems.is_empty() {
                    self.out.push_str("{}");
                } else {
                    self.out.push_str("{ ");
                    self.const_list(elems, fx);
                    self.out.push_str(" }");
                }
                if packed {
                    self.out.push('>');
                }
            }
            ConstData::Vector { elems, .. } => {
                self.out.push('<');
                self.const_list(elems, fx);
                self.out.push('>');
            }
            ConstData::Splat { elem, .. } => {
                self.out.push_str("splat (");
                self.typed_const(*elem, fx);
                self.out.push(')');
            }
            ConstData::CString { bytes, .. } => {
                self.out.push_str("c\"");
                write_escaped(bytes, &mut self.out);
                self.out.push('"');
            }
            ConstData::Global(g) => {
                let name = m.global(*g).name.clone();
                self.global_name(&name);
            }
            ConstData::BlockAddress { func, block, .. } => {
                self.out.push_str("blockaddress(");
                let name = m.global(*func).name.clone();
                self.global_name(&name);
                self.out.push_str(", %");
                match (block, m.block_addresses.get(&c)) {
                    (BlockRef::Numbered(_), Some(&(fid, b))) => {
                        // Print the number the block gets in this printing of its function.
                        let f = &m.functions[fid.0 as usize];
                        let slot = match fx {
                            Some(fx) if std::ptr::eq(fx.f, f) => fx.slots.blocks[b.0 as usize],
                            _ => self
                                .block_slots
                                .entry(fid.0)
                                .or_insert_with(|| Slots::new(f).blocks)
                                [b.0 as usize],
                        };
                        let _ = write!(self.out, "{slot}");
                    }
                    (BlockRef::Named(n), _) => write_ident(n, &mut self.out),
                    (BlockRef::Numbered(n), None) => {
                        let _ = write!(self.out, "{n}");
                    }
                }
                self.out.push(')');
            }
            ConstData::DsoLocalEquivalent(g) | ConstData::NoCfi(g) => {
                self.out
                    .push_str(if matches!(m.consts.get(c), ConstData::NoCfi(_)) {
                        "no_cfi "
                    } else {
                        "dso_local_equivalent "
                    });
                let name = m.global(*g).name.clone();
                self.global_name(&name);
            }
            ConstData::Expr {
                ty,
                op,
                flags: fl,
                ops,
            } => match op {
                ConstExprOp::Binary(b) => {
                    self.out.push_str(b.name());
                    self.wrap_flags(*fl);
                    self.out.push_str(" (");
                    self.const_list(ops, fx);
                    self.out.push(')');
                }
                ConstExprOp::Cast(k) => {
                    self.out.push_str(k.name());
                    self.out.push_str(" (");
                    if let Some(&o) = ops.first() {
                        self.typed_const(o, fx);
                    }
                    self.out.push_str(" to ");
                    self.ty(*ty);
                    self.out.push(')');
                }
                ConstExprOp::Gep { source_ty, inrange } => {
                    self.out.push_str("getelementptr");
                    self.gep_flags(*fl);
                    if let Some((lo, hi)) = inrange {
                        let _ = write!(self.out, " inrange({lo}, {hi})");
                    }
                    self.out.push_str(" (");
                    self.ty(*source_ty);
                    for &o in ops.iter() {
                        self.out.push_str(", ");
                        self.typed_const(o, fx);
                    }
                    self.out.push(')');
                }
                ConstExprOp::ICmp(p) => {
                    let _ = write!(self.out, "icmp {} (", p.name());
                    self.const_list(ops, fx);
                    self.out.push(')');
                }
                ConstExprOp::FCmp(p) => {
                    let _ = write!(self.out, "fcmp {} (", p.name());
                    self.const_list(ops, fx);
                    self.out.push(')');
                }
                ConstExprOp::Select
                | ConstExprOp::ExtractElement
                | ConstExprOp::InsertElement
                | ConstExprOp::ShuffleVector
                | ConstExprOp::PtrAuth => {
                    self.out.push_str(match op {
                        ConstExprOp::Select => "select",
                        ConstExprOp::ExtractElement => "extractelement",
                        ConstExprOp::InsertElement => "insertelement",
                        ConstExprOp::ShuffleVector => "shufflevector",
                        _ => "ptrauth",
                    });
                    self.out.push_str(" (");
                    self.const_list(ops, fx);
                    self.out.push(')');
                }
            },
        }
    }

    fn wrap_flags(&mut self, fl: u8) {
        if fl & flags::NUW != 0 {
            self.out.push_str(" nuw");
        }
        if fl & flags::NSW != 0 {
            self.out.push_str(" nsw");
        }
        if fl & flags::EXACT != 0 {
            self.out.push_str(" exact");
        }
    }

    fn gep_flags(&mut self, fl: u8) {
        if fl & flags::INBOUNDS != 0 {
            self.out.push_str(" inbounds");
        } else if fl & flags::NUSW != 0 {
            self.out.push_str(" nusw");
        }
        if fl & flags::NUW != 0 {
            self.out.push_str(" nuw");
        }
    }

    fn const_list(&mut self, elems: &[ConstId], fx: Option<&FnCx>) {
        for (i, &e) in elems.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.typed_const(e, fx);
        }
    }

    fn typed_const(&mut self, c: ConstId, fx: Option<&FnCx>) {
        self.ty(self.m.consts.ty(c));
        self.out.push(' ');
        self.const_val(c, fx);
    }

    fn value(&mut self, v: Value, fx: Option<&FnCx>) {
        match v {
            Value::Const(c) => self.const_val(c, fx),
            Value::Global(g) => {
                let name = self.m.global(g).name.clone();
                self.global_name(&name);
            }
            Value::Arg(i) => {
                if let Some(fx) = fx {
                    let a = fx.f.args[i as usize];
                    self.local_name(fx.f, a.name, fx.slots.args[i as usize]);
                }
            }
            Value::Inst(i) => {
                if let Some(fx) = fx {
                    let n = fx.f.inst(i).name;
                    self.local_name(fx.f, n, fx.slots.insts[i.0 as usize]);
                }
            }
            Value::Block(b) => {
                if let Some(fx) = fx {
                    let n = fx.f.block(b).name;
                    self.local_name(fx.f, n, fx.slots.blocks[b.0 as usize]);
                }
            }
            Value::Metadata(i) => {
                if let Some(fx) = fx {
                    let md = fx.f.md_values[i as usize];
                    self.md(md, fx.into(), false);
                }
            }
            Value::InlineAsm(i) => {
                if let Some(fx) = fx {
                    let ia = &fx.f.inline_asm[i as usize];
                    self.out.push_str("asm ");
                    if ia.side_effect {
                        self.out.push_str("sideeffect ");
                    }
                    if ia.align_stack {
                        self.out.push_str("alignstack ");
                    }
                    if ia.intel_dialect {
                        self.out.push_str("inteldialect ");
                    }
                    if ia.can_throw {
                        self.out.push_str("unwind ");
                    }
                    write_quoted(ia.asm.as_bytes(), &mut self.out);
                    self.out.push_str(", ");
                    write_quoted(ia.constraints.as_bytes(), &mut self.out);
                }
            }
            Value::Forward(_) => self.out.push_str("<forward>"),
        }
    }

    fn typed_value(&mut self, f: &FnCx, v: Value) {
        let t = f.f.value_type(self.m, v);
        self.ty(t);
        self.out.push(' ');
        self.value(v, Some(f));
    }

    fn md(&mut self, md: Md, fx: Option<&FnCx>, in_specialized: bool) {
        match md {
            Md::Null => self.out.push_str("null"),
            Md::Str(s) => {
                if !in_specialized {
                    self.out.push('!');
                }
                write_quoted(self.sym(s).as_bytes(), &mut self.out);
            }
            Md::Value(t, v) => {
                self.ty(t);
                self.out.push(' ');
                self.value(v, fx);
            }
            Md::Node(n) => self.md_node_ref(n, fx),
        }
    }

    fn md_node_ref(&mut self, n: MdNodeId, fx: Option<&FnCx>) {
        match self.m.md_node(n).slot {
            Some(s) => {
                let _ = write!(self.out, "!{s}");
            }
            None => self.md_node_body(n, fx),
        }
    }

    fn md_node_body(&mut self, n: MdNodeId, fx: Option<&FnCx>) {
        let m = self.m;
        let node = m.md_node(n);
        if node.distinct {
            self.out.push_str("distinct ");
        }
        match node.kind {
            None => {
                self.out.push_str("!{");
                for (i, f) in m.md_node_fields(n).iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    if let MdFieldValue::Md(md) = f.value {
                        self.md(md, fx, false);
                    }
                }
                self.out.push('}');
            }
            Some(k) => {
                self.out.push('!');
                self.out.push_str(self.sym(k));
                self.out.push('(');
                for (i, f) in m.md_node_fields(n).iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    if let Some(name) = f.name {
                        self.out.push_str(self.sym(name));
                        self.out.push_str(": ");
                    }
                    match f.value {
                        MdFieldValue::Raw(s) => self.out.push_str(self.sym(s)),
                        MdFieldValue::Md(md) => self.md(md, fx, true),
                    }
                }
                self.out.push(')');
            }
        }
    }

    fn md_attachments(
        &mut self,
        list: &[crate::metadata::MdAttachment],
        fx: Option<&FnCx>,
        comma: bool,
    ) {
        for a in list {
            if comma {
                self.out.push(',');
            }
            self.out.push_str(" !");
            write_ident(self.sym(a.kind), &mut self.out);
            self.out.push(' ');
            self.md_node_ref(a.node, fx);
        }
    }

    fn linkage_etc(&mut self, g: &GlobalValue) {
        if g.linkage != Linkage::External {
            self.out.push_str(g.linkage.name());
            self.out.push(' ');
        }
        if g.dso_local {
            self.out.push_str("dso_local ");
        }
        match g.visibility {
            Visibility::Default => {}
            Visibility::Hidden => self.out.push_str("hidden "),
            Visibility::Protected => self.out.push_str("protected "),
        }
        match g.dll_storage {
            DllStorage::Default => {}
            DllStorage::Import => self.out.push_str("dllimport "),
            DllStorage::Export => self.out.push_str("dllexport "),
        }
    }

    fn tls(&mut self, g: &GlobalValue) {
        match g.thread_local {
            None => {}
            Some(TlsModel::GeneralDynamic) => self.out.push_str("thread_local "),
            Some(TlsModel::LocalDynamic) => self.out.push_str("thread_local(localdynamic) "),
            Some(TlsModel::InitialExec) => self.out.push_str("thread_local(initialexec) "),
            Some(TlsModel::LocalExec) => self.out.push_str("thread_local(localexec) "),
        }
    }

    fn unnamed_addr(&mut self, g: &GlobalValue) {
        match g.unnamed_addr {
            UnnamedAddr::None => {}
            UnnamedAddr::Local => self.out.push_str("local_unnamed_addr "),
            UnnamedAddr::Global => self.out.push_str("unnamed_addr "),
        }
    }

    fn comdat(&mut self, g: &GlobalValue, lead: &str) {
        if let Some(c) = g.comdat {
            let c = &self.m.comdats[c as usize];
            self.out.push_str(lead);
            self.out.push_str("comdat");
            let same = matches!(&g.name, GlobalName::Named(n) if **n == *c.name);
            if !same {
                self.out.push_str("($");
                write_ident(&c.name, &mut self.out);
                self.out.push(')');
            }
        }
    }

    fn global_var(&mut self, g: &GlobalValue) {
        let GlobalKind::Variable {
            constant,
            init,
            externally_initialized,
            code_model,
        } = &g.kind
        else {
            return;
        };
        self.global_name(&g.name);
        self.out.push_str(" = ");
        if init.is_none() && g.linkage == Linkage::External {
            self.out.push_str("external ");
        }
        self.linkage_etc(g);
        self.tls(g);
        self.unnamed_addr(g);
        if g.addrspace != 0 {
            let _ = write!(self.out, "addrspace({}) ", g.addrspace);
        }
        if *externally_initialized {
            self.out.push_str("externally_initialized ");
        }
        self.out
            .push_str(if *constant { "constant " } else { "global " });
        self.ty(g.value_type);
        if let Some(c) = init {
            self.out.push(' ');
            self.const_val(*c, None);
        }
        if let Some(s) = g.section {
            self.out.push_str(", section ");
            write_quoted(self.sym(s).as_bytes(), &mut self.out);
        }
        if let Some(s) = g.partition {
            self.out.push_str(", partition ");
            write_quoted(self.sym(s).as_bytes(), &mut self.out);
        }
        self.comdat(g, ", ");
        if let Some(a) = g.align.bytes() {
            let _ = write!(self.out, ", align {a}");
        }
        if let Some(cm) = code_model {
            self.out.push_str(", code_model ");
            write_quoted(self.sym(*cm).as_bytes(), &mut self.out);
        }
        for s in &g.sanitizer {
            self.out.push_str(", ");
            self.out.push_str(self.sym(*s));
        }
        self.md_attachments(&g.metadata, None, true);
        self.attrs_lead(g.attrs);
        self.out.push('\n');
    }

    fn alias_like(&mut self, g: &GlobalValue) {
        let (kw, c) = match g.kind {
            GlobalKind::Alias(c) => ("alias", c),
            GlobalKind::IFunc(c) => ("ifunc", c),
            _ => return,
        };
        self.global_name(&g.name);
        self.out.push_str(" = ");
        self.linkage_etc(g);
        self.tls(g);
        self.unnamed_addr(g);
        self.out.push_str(kw);
        self.out.push(' ');
        self.ty(g.value_type);
        self.out.push_str(", ");
        self.typed_const(c, None);
        if let Some(s) = g.partition {
            self.out.push_str(", partition ");
            write_quoted(self.sym(s).as_bytes(), &mut self.out);
        }
        self.md_attachments(&g.metadata, None, true);
        self.out.push('\n');
    }

    fn cc(&mut self, cc: u32) {
        if cc == 0 {
            return;
        }
        match crate::parser::CALLING_CONVS.iter().find(|(_, n)| *n == cc) {
            Some((name, _)) => {
                self.out.push_str(name);
                self.out.push(' ');
            }
            None => {
                let _ = write!(self.out, "cc {cc} ");
            }
        }
    }

    fn function(&mut self, f: &Function) {
        let m = self.m;
        let g = m.global(f.global);
        let fx = FnCx {
            f,
            slots: Slots::new(f),
        };
        if f.is_definition {
            self.out.push_str("define ");
        } else {
            // Declarations carry their attachments right after the keyword.
            self.out.push_str("declare");
            self.md_attachments(&g.metadata, None, false);
            self.out.push(' ');
        }
        self.linkage_etc(g);
        self.cc(f.cc);
        self.attrs_trail(f.ret_attrs);
        let (ret, _, vararg) = m
            .types
            .function_parts(f.ty)
            .expect("invariant: a function's type is a function type");
        self.ty(ret);
        self.out.push(' ');
        self.global_name(&g.name);
        self.out.push('(');
        for (i, a) in f.args.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(a.ty);
            self.attrs_lead(a.attrs);
            if f.is_definition {
                self.out.push(' ');
                self.local_name(f, a.name, fx.slots.args[i]);
            }
        }
        if vararg {
            if !f.args.is_empty() {
                self.out.push_str(", ");
            }
            self.out.push_str("...");
        }
        self.out.push(')');
        match g.unnamed_addr {
            UnnamedAddr::None => {}
            UnnamedAddr::Local => self.out.push_str(" local_unnamed_addr"),
            UnnamedAddr::Global => self.out.push_str(" unnamed_addr"),
        }
        if g.addrspace != 0 {
            let _ = write!(self.out, " addrspace({})", g.addrspace);
        }
        self.attrs_lead(f.fn_attrs);
        if let Some(s) = g.section {
            self.out.push_str(" section ");
            write_quoted(self.sym(s).as_bytes(), &mut self.out);
        }
        if let Some(s) = g.partition {
            self.out.push_str(" partition ");
            write_quoted(self.sym(s).as_bytes(), &mut self.out);
        }
        self.comdat(g, " ");
        if let Some(a) = g.align.bytes() {
            let _ = write!(self.out, " align {a}");
        }
        if let Some(s) = f.gc {
            self.out.push_str(" gc ");
            write_quoted(self.sym(s).as_bytes(), &mut self.out);
        }
        if let Some(c) = f.prefix {
            self.out.push_str(" prefix ");
            self.typed_const(c, None);
        }
        if let Some(c) = f.prologue {
            self.out.push_str(" prologue ");
            self.typed_const(c, None);
        }
        if let Some(c) = f.personality {
            self.out.push_str(" personality ");
            self.typed_const(c, None);
        }
        if f.is_definition {
            self.md_attachments(&g.metadata, None, false);
        }
        if !f.is_definition {
            self.out.push('\n');
            return;
        }
        self.out.push_str(" {\n");
        for (bi, &b) in f.layout.iter().enumerate() {
            let blk = f.block(b);
            if bi > 0 {
                self.out.push('\n');
            }
            match f.name_str(blk.name) {
                Some(n) => {
                    write_ident(n, &mut self.out);
                    self.out.push_str(":\n");
                }
                None => {
                    if bi > 0 {
                        let _ = writeln!(self.out, "{}:", fx.slots.blocks[b.0 as usize]);
                    }
                }
            }
            for &i in &blk.insts {
                self.inst(&fx, i);
            }
        }
        if !f.uselistorders.is_empty() {
            self.out.push('\n');
        }
        for u in &f.uselistorders {
            self.out.push_str("  ");
            self.out.push_str(u);
            self.out.push('\n');
        }
        self.out.push_str("}\n");
    }

    fn scope_ordering(&mut self, scope: SyncScope, o: Ordering) {
        match scope {
            SyncScope::System => {}
            SyncScope::SingleThread => self.out.push_str(" syncscope(\"singlethread\")"),
            SyncScope::Named(s) => {
                self.out.push_str(" syncscope(");
                write_quoted(self.sym(s).as_bytes(), &mut self.out);
                self.out.push(')');
            }
        }
        self.out.push(' ');
        self.out.push_str(ordering_str(o));
    }

    fn align_suffix(&mut self, a: MaybeAlign) {
        if let Some(b) = a.bytes() {
            let _ = write!(self.out, ", align {b}");
        }
    }

    fn fmf(&mut self, f: u8) {
        if f == fmf::FAST {
            self.out.push_str(" fast");
            return;
        }
        for (b, n) in fmf::NAMES {
            if f & b != 0 {
                self.out.push(' ');
                self.out.push_str(n);
            }
        }
    }

    fn inst(&mut self, fx: &FnCx, id: InstId) {
        let f = fx.f;
        let inst = *f.inst(id);
        let ops = f.operands(id);
        let m = self.m;
        if let InstKind::DbgRecord(k) = inst.kind {
            self.out.push_str("    #");
            self.out.push_str(k.name());
            self.out.push('(');
            for (i, &o) in ops.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.value(o, Some(fx));
            }
            self.out.push_str(")\n");
            return;
        }
        self.out.push_str("  ");
        if inst.ty != TypeTable::VOID {
            self.local_name(f, inst.name, fx.slots.insts[id.0 as usize]);
            self.out.push_str(" = ");
        }
        let fl = inst.flags;
        match inst.kind {
            InstKind::Ret => {
                self.out.push_str("ret ");
                match ops.first() {
                    Some(&v) => self.typed_value(fx, v),
                    None => self.out.push_str("void"),
                }
            }
            InstKind::Br => {
                self.out.push_str("br ");
                for (i, &o) in ops.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed_value(fx, o);
                }
            }
            InstKind::Switch => {
                self.out.push_str("switch ");
                self.typed_value(fx, ops[0]);
                self.out.push_str(", ");
                self.typed_value(fx, ops[1]);
                self.out.push_str(" [\n");
                for pair in ops[2..].chunks(2) {
                    self.out.push_str("    ");
                    self.typed_value(fx, pair[0]);
                    self.out.push_str(", ");
                    if let Some(&d) = pair.get(1) {
                        self.typed_value(fx, d);
                    }
                    self.out.push('\n');
                }
                self.out.push_str("  ]");
            }
            InstKind::IndirectBr => {
                self.out.push_str("indirectbr ");
                self.typed_value(fx, ops[0]);
                self.out.push_str(", [");
                for (i, &o) in ops[1..].iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed_value(fx, o);
                }
                self.out.push(']');
            }
            InstKind::Call(c) | InstKind::Invoke(c) | InstKind::CallBr(c) => {
                let ci = f.calls[c.0 as usize];
                match inst.kind {
                    InstKind::Call(_) => {
                        match ci.tail {
                            TailKind::None => {}
                            TailKind::Tail => self.out.push_str("tail "),
                            TailKind::MustTail => self.out.push_str("musttail "),
                            TailKind::NoTail => self.out.push_str("notail "),
                        }
                        self.out.push_str("call");
                        self.fmf(inst.fmf);
                        self.out.push(' ');
                    }
                    InstKind::Invoke(_) => self.out.push_str("invoke "),
                    _ => self.out.push_str("callbr "),
                }
                self.cc(ci.cc);
                self.attrs_trail(ci.ret_attrs);
                if let Some(a) = ci.addrspace {
                    let _ = write!(self.out, "addrspace({a}) ");
                }
                let (ret, _, vararg) = m
                    .types
                    .function_parts(ci.fn_ty)
                    .expect("invariant: a call's type is a function type");
                if vararg {
                    self.ty(ci.fn_ty);
                } else {
                    self.ty(ret);
                }
                self.out.push(' ');
                self.value(ops[0], Some(fx));
                self.out.push('(');
                let n = ci.num_args as usize;
                for i in 0..n {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    let v = ops[1 + i];
                    self.ty(f.value_type(m, v));
                    if let Some(&a) = f.attr_pool.get(ci.arg_attrs.start as usize + i) {
                        self.attrs_lead(a);
                    }
                    self.out.push(' ');
                    self.value(v, Some(fx));
                }
                self.out.push(')');
                self.attrs_lead(ci.fn_attrs);
                if ci.bundles.len > 0 {
                    self.out.push_str(" [ ");
                    for (bi, b) in f.bundles[ci.bundles.range()].iter().enumerate() {
                        if bi > 0 {
                            self.out.push_str(", ");
                        }
                        write_quoted(self.sym(b.tag).as_bytes(), &mut self.out);
                        self.out.push('(');
                        for (j, &o) in f.operands[b.ops.range()].iter().enumerate() {
                            if j > 0 {
                                self.out.push_str(", ");
                            }
                            self.typed_value(fx, o);
                        }
                        self.out.push(')');
                    }
                    self.out.push_str(" ]");
                }
                let rest = &ops[1 + n..];
                match inst.kind {
                    InstKind::Invoke(_) => {
                        self.out.push_str("\n          to ");
                        self.typed_value(fx, rest[0]);
                        self.out.push_str(" unwind ");
                        self.typed_value(fx, rest[1]);
                    }
                    InstKind::CallBr(_) => {
                        self.out.push_str("\n          to ");
                        self.typed_value(fx, rest[0]);
                        self.out.push_str(" [");
                        for (j, &o) in rest[1..].iter().enumerate() {
                            if j > 0 {
                                self.out.push_str(", ");
                            }
                            self.typed_value(fx, o);
                        }
                        self.out.push(']');
                    }
                    _ => {}
                }
            }
            InstKind::Resume => {
                self.out.push_str("resume ");
                self.typed_value(fx, ops[0]);
            }
            InstKind::Unreachable => self.out.push_str("unreachable"),
            InstKind::CatchSwitch { unwind_dest } => {
                self.out.push_str("catchswitch within ");
                self.value(ops[0], Some(fx));
                self.out.push_str(" [");
                let end = if unwind_dest {
                    ops.len() - 1
                } else {
                    ops.len()
                };
                for (j, &o) in ops[1..end].iter().enumerate() {
                    if j > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed_value(fx, o);
                }
                self.out.push_str("] unwind ");
                if unwind_dest {
                    self.typed_value(fx, ops[ops.len() - 1]);
                } else {
                    self.out.push_str("to caller");
                }
            }
            InstKind::CatchPad | InstKind::CleanupPad => {
                self.out.push_str(if inst.kind == InstKind::CatchPad {
                    "catchpad within "
                } else {
                    "cleanuppad within "
                });
                self.value(ops[0], Some(fx));
                self.out.push_str(" [");
                for (j, &o) in ops[1..].iter().enumerate() {
                    if j > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed_value(fx, o);
                }
                self.out.push(']');
            }
            InstKind::CatchRet => {
                self.out.push_str("catchret from ");
                self.value(ops[0], Some(fx));
                self.out.push_str(" to ");
                self.typed_value(fx, ops[1]);
            }
            InstKind::CleanupRet => {
                self.out.push_str("cleanupret from ");
                self.value(ops[0], Some(fx));
                self.out.push_str(" unwind ");
                match ops.get(1) {
                    Some(&d) => self.typed_value(fx, d),
                    None => self.out.push_str("to caller"),
                }
            }
            InstKind::FNeg => {
                self.out.push_str("fneg");
                self.fmf(inst.fmf);
                self.out.push(' ');
                self.typed_value(fx, ops[0]);
            }
            InstKind::Binary(b) => {
                self.out.push_str(b.name());
                if b.is_fp() {
                    self.fmf(inst.fmf);
                } else {
                    self.wrap_flags(fl);
                    if fl & flags::DISJOINT != 0 {
                        self.out.push_str(" disjoint");
                    }
                }
                self.out.push(' ');
                self.typed_value(fx, ops[0]);
                self.out.push_str(", ");
                self.value(ops[1], Some(fx));
            }
            InstKind::Alloca {
                ty,
                align,
                addrspace,
                explicit_count,
            } => {
                self.out.push_str("alloca ");
                if fl & flags::INALLOCA != 0 {
                    self.out.push_str("inalloca ");
                }
                if fl & flags::SWIFTERROR != 0 {
                    self.out.push_str("swifterror ");
                }
                self.ty(ty);
                if explicit_count {
                    self.out.push_str(", ");
                    self.typed_value(fx, ops[0]);
                }
                self.align_suffix(align);
                if addrspace != 0 {
                    let _ = write!(self.out, ", addrspace({addrspace})");
                }
            }
            InstKind::Load {
                align,
                ordering,
                scope,
            } => {
                self.out.push_str("load ");
                if ordering != Ordering::NotAtomic {
                    self.out.push_str("atomic ");
                }
                if fl & flags::VOLATILE != 0 {
                    self.out.push_str("volatile ");
                }
                self.ty(inst.ty);
                self.out.push_str(", ");
                self.typed_value(fx, ops[0]);
                if ordering != Ordering::NotAtomic {
                    self.scope_ordering(scope, ordering);
                }
                self.align_suffix(align);
            }
            InstKind::Store {
                align,
                ordering,
                scope,
            } => {
                self.out.push_str("store ");
                if ordering != Ordering::NotAtomic {
                    self.out.push_str("atomic ");
                }
                if fl & flags::VOLATILE != 0 {
                    self.out.push_str("volatile ");
                }
                self.typed_value(fx, ops[0]);
                self.out.push_str(", ");
                self.typed_value(fx, ops[1]);
                if ordering != Ordering::NotAtomic {
                    self.scope_ordering(scope, ordering);
                }
                self.align_suffix(align);
            }
            InstKind::Fence { ordering, scope } => {
                self.out.push_str("fence");
                self.scope_ordering(scope, ordering);
            }
            InstKind::CmpXchg {
                success,
                failure,
                scope,
                align,
            } => {
                self.out.push_str("cmpxchg ");
                if fl & flags::WEAK != 0 {
                    self.out.push_str("weak ");
                }
                if fl & flags::VOLATILE != 0 {
                    self.out.push_str("volatile ");
                }
                self.typed_value(fx, ops[0]);
                self.out.push_str(", ");
                self.typed_value(fx, ops[1]);
                self.out.push_str(", ");
                self.typed_value(fx, ops[2]);
                self.scope_ordering(scope, success);
                self.out.push(' ');
                self.out.push_str(failure.name());
                self.align_suffix(align);
            }
            InstKind::AtomicRmw {
                op,
                ordering,
                scope,
                align,
            } => {
                self.out.push_str("atomicrmw ");
                if fl & flags::VOLATILE != 0 {
                    self.out.push_str("volatile ");
                }
                self.out.push_str(op.name());
                self.out.push(' ');
                self.typed_value(fx, ops[0]);
                self.out.push_str(", ");
                self.typed_value(fx, ops[1]);
                self.scope_ordering(scope, ordering);
                self.align_suffix(align);
            }
            InstKind::Gep { source_ty } => {
                self.out.push_str("getelementptr");
                self.gep_flags(fl);
                self.out.push(' ');
                self.ty(source_ty);
                for &o in ops {
                    self.out.push_str(", ");
                    self.typed_value(fx, o);
                }
            }
            InstKind::Cast(c) => {
                self.out.push_str(c.name());
                if fl & flags::NNEG != 0 {
                    self.out.push_str(" nneg");
                }
                if fl & flags::NUW != 0 {
                    self.out.push_str(" nuw");
                }
                if fl & flags::NSW != 0 {
                    self.out.push_str(" nsw");
                }
                self.fmf(inst.fmf);
                self.out.push(' ');
                self.typed_value(fx, ops[0]);
                self.out.push_str(" to ");
                self.ty(inst.ty);
            }
            InstKind::ICmp(p) => {
                self.out.push_str("icmp ");
                if fl & flags::SAMESIGN != 0 {
                    self.out.push_str("samesign ");
                }
                self.out.push_str(p.name());
                self.out.push(' ');
                self.typed_value(fx, ops[0]);
                self.out.push_str(", ");
                self.value(ops[1], Some(fx));
            }
            InstKind::FCmp(p) => {
                self.out.push_str("fcmp");
                self.fmf(inst.fmf);
                self.out.push(' ');
                self.out.push_str(p.name());
                self.out.push(' ');
                self.typed_value(fx, ops[0]);
                self.out.push_str(", ");
                self.value(ops[1], Some(fx));
            }
            InstKind::Phi => {
                self.out.push_str("phi");
                self.fmf(inst.fmf);
                self.out.push(' ');
                self.ty(inst.ty);
                for (j, pair) in ops.chunks(2).enumerate() {
                    self.out.push_str(if j > 0 { ", [ " } else { " [ " });
                    self.value(pair[0], Some(fx));
                    self.out.push_str(", ");
                    if let Some(&b) = pair.get(1) {
                        self.value(b, Some(fx));
                    }
                    self.out.push_str(" ]");
                }
            }
            InstKind::Select => {
                self.out.push_str("select");
                self.fmf(inst.fmf);
                self.out.push(' ');
                for (j, &o) in ops.iter().enumerate() {
                    if j > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed_value(fx, o);
                }
            }
            InstKind::VAArg => {
                self.out.push_str("va_arg ");
                self.typed_value(fx, ops[0]);
                self.out.push_str(", ");
                self.ty(inst.ty);
            }
            InstKind::LandingPad { clause_kinds } => {
                self.out.push_str("landingpad ");
                self.ty(inst.ty);
                if fl & flags::CLEANUP != 0 {
                    self.out.push_str("\n          cleanup");
                }
                for (j, &o) in ops.iter().enumerate() {
                    let k = f.indices[clause_kinds.start as usize + j];
                    self.out.push_str(if k == 0 {
                        "\n          catch "
                    } else {
                        "\n          filter "
                    });
                    self.typed_value(fx, o);
                }
            }
            InstKind::ExtractElement
            | InstKind::InsertElement
            | InstKind::ShuffleVector
            | InstKind::Freeze => {
                self.out.push_str(inst.kind.opcode_name());
                self.out.push(' ');
                for (j, &o) in ops.iter().enumerate() {
                    if j > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed_value(fx, o);
                }
            }
            InstKind::ExtractValue { indices } | InstKind::InsertValue { indices } => {
                self.out.push_str(inst.kind.opcode_name());
                self.out.push(' ');
                for (j, &o) in ops.iter().enumerate() {
                    if j > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed_value(fx, o);
                }
                for &i in &f.indices[indices.range()] {
                    let _ = write!(self.out, ", {i}");
                }
            }
            InstKind::DbgRecord(_) => {}
        }
        let md = &f.md_attachments[inst.md.range()];
        self.md_attachments(md, Some(fx), true);
        self.out.push('\n');
    }

    fn module(&mut self) {
        let m = self.m;
        if let Some(s) = &m.source_filename {
            self.out.push_str("source_filename = ");
            write_quoted(s.as_bytes(), &mut self.out);
            self.out.push('\n');
        }
        if !m.data_layout.repr.is_empty() {
            self.out.push_str("target datalayout = ");
            write_quoted(m.data_layout.repr.as_bytes(), &mut self.out);
            self.out.push('\n');
        }
        if let Some(s) = &m.triple {
            self.out.push_str("target triple = ");
            write_quoted(s.as_bytes(), &mut self.out);
            self.out.push('\n');
        }
        for a in &m.module_asm {
            self.out.push_str("module asm ");
            write_quoted(a.as_bytes(), &mut self.out);
            self.out.push('\n');
        }
        if !m.types.named_structs.is_empty() {
            self.out.push('\n');
        }
        for s in &m.types.named_structs {
            self.out.push('%');
            match &s.name {
                TypeName::Named(n) => write_ident(n, &mut self.out),
                TypeName::Numbered(n) => {
                    let _ = write!(self.out, "{n}");
                }
            }
            self.out.push_str(" = type ");
            match &s.body {
                None => self.out.push_str("opaque"),
                Some(b) => m.types.write_body(b, s.packed, &mut self.out),
            }
            self.out.push('\n');
        }
        if !m.comdats.is_empty() {
            self.out.push('\n');
        }
        for c in &m.comdats {
            self.out.push('$');
            write_ident(&c.name, &mut self.out);
            self.out.push_str(" = comdat ");
            self.out.push_str(match c.kind {
                ComdatKind::Any => "any",
                ComdatKind::ExactMatch => "exactmatch",
                ComdatKind::Largest => "largest",
                ComdatKind::NoDeduplicate => "nodeduplicate",
                ComdatKind::SameSize => "samesize",
            });
            self.out.push('\n');
        }
        let order = m.globals_in_order();
        let mut first = true;
        for g in order.iter().map(|&g| m.global(g)) {
            if matches!(g.kind, GlobalKind::Variable { .. }) {
                if first {
                    self.out.push('\n');
                    first = false;
                }
                self.global_var(g);
            }
        }
        first = true;
        for g in order.iter().map(|&g| m.global(g)) {
            if matches!(g.kind, GlobalKind::Alias(_) | GlobalKind::IFunc(_)) {
                if first {
                    self.out.push('\n');
                    first = false;
                }
                self.alias_like(g);
            }
        }
        for f in &m.functions {
            self.out.push('\n');
            self.function(f);
        }
        if !m.uselistorders.is_empty() {
            self.out.push('\n');
        }
        for u in &m.uselistorders {
            self.out.push_str(&u.text);
            self.out.push('\n');
        }
        if !m.attr_groups.is_empty() {
            self.out.push('\n');
        }
        for &(n, set) in &m.attr_groups {
            let _ = write!(self.out, "attributes #{n} = {{ ");
            for a in m.attrs(set) {
                self.attr(a, true);
                self.out.push(' ');
            }
            self.out.push_str("}\n");
        }
        if !m.named_md.is_empty() {
            self.out.push('\n');
        }
        for nm in &m.named_md {
            self.out.push('!');
            write_md_name(&nm.name, &mut self.out);
            self.out.push_str(" = !{");
            for (i, &n) in nm.nodes.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.md_node_ref(n, None);
            }
            self.out.push_str("}\n");
        }
        if !m.summary_entries.is_empty() {
            self.out.push('\n');
        }
        for e in &m.summary_entries {
            self.out.push_str(e);
            self.out.push('\n');
        }
        let mut numbered: Vec<(u32, MdNodeId)> = m
            .md_nodes
            .iter()
            .enumerate()
            .filter_map(|(i, n)| n.slot.map(|s| (s, MdNodeId(i as u32))))
            .collect();
        numbered.sort_unstable();
        if !numbered.is_empty() {
            self.out.push('\n');
        }
        for (s, id) in numbered {
            let _ = write!(self.out, "!{s} = ");
            self.md_node_body(id, None);
            self.out.push('\n');
        }
    }
}

/// Writes a metadata name (`llvm.module.flags`), escaping bytes LLVM would.
fn write_md_name(name: &str, out: &mut String) {
    for (i, b) in name.bytes().enumerate() {
        if b.is_ascii_alphabetic()
            || matches!(b, b'-' | b'$' | b'.' | b'_')
            || (i > 0 && b.is_ascii_digit())
        {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
}

impl Module {
    /// The module as `.ll` text.
    pub fn print(&self) -> String {
        let mut p = Printer {
            m: self,
            out: String::with_capacity(4096),
            block_slots: rustc_hash::FxHashMap::default(),
        };
        p.module();
        p.out
    }
}

impl Module {
    /// Instruction `id` of function `f` as one line of `.ll` text (an `invoke`'s continuation
    /// joined on), numbered as in the whole function's printout (for diagnostics that name an
    /// instruction).
    pub fn print_inst(&self, f: &Function, id: InstId) -> String {
        let mut p = Printer {
            m: self,
            out: String::new(),
            block_slots: rustc_hash::FxHashMap::default(),
        };
        let fx = FnCx {
            f,
            slots: Slots::new(f),
        };
        p.inst(&fx, id);
        p.out.lines().map(str::trim).collect::<Vec<_>>().join(" ")
    }
}

impl std::fmt::Display for Module {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.print())
    }
}
