//! The assembly streamer (LLVM's `MCAsmStreamer`): prints what it is given as
//! assembly text, optionally with each instruction's encoding and fixups as
//! llvm-mc's `-show-encoding` prints them.
//!
//! In: streamer calls. Out: text in [`AsmStreamer::out`]. Instructions print in
//! their full-size form (aliases applied); with `show_encoding` the bytes are those
//! the object streamer would write (compressed when 'C' is on), with `A`, `B`, ...
//! marking the bits each fixup fills.

use crate::code_emitter::{compress, encode_inst};
use crate::feature_set::FeatureSet;
use crate::inst_printer::{pad_to_comment_column, print_inst};
use crate::mc_expr::{ExprId, MCContext, SymbolDef, SymbolId};
use crate::mc_inst::MCInst;
use crate::streamer::{CfiDirective, MCStreamer, SectionSpec, SymbolAttr};
use crate::target::MCTargetHooks;
use kiln_support::SourceLoc;
use std::fmt::Write;

/// The assembly streamer.
pub struct AsmStreamer<'t> {
    target: &'t dyn MCTargetHooks,
    ctx: MCContext,
    /// The text written so far.
    pub out: String,
    /// Print `# encoding:` comments.
    pub show_encoding: bool,
    cur: Option<SectionSpec>,
}

impl<'t> AsmStreamer<'t> {
    /// A streamer printing for `target`.
    pub fn new(target: &'t dyn MCTargetHooks, show_encoding: bool) -> Self {
        AsmStreamer {
            target,
            ctx: MCContext::new(),
            out: String::new(),
            show_encoding,
            cur: None,
        }
    }

    fn sym(&self, s: SymbolId) -> &str {
        &self.ctx.symbol(s).name
    }

    fn expr(&self, e: ExprId) -> String {
        let t = self.target;
        self.ctx
            .print_expr_in(e, &|k| t.variant_name(k), t.operand_syntax().colon_variants)
    }

    /// The encoding comment of an instruction (`[0x13,0x05,...]` and fixup lines).
    fn encoding_comment(&self, inst: &MCInst, features: FeatureSet) -> Result<String, String> {
        let t = self.target;
        let enc_inst = compress(t, inst, &self.ctx, features).unwrap_or(*inst);
        let (bytes, fixups) = encode_inst(t, &enc_inst, &self.ctx)?;
        // Which fixup (if any) owns each bit.
        let mut owner = vec![[None::<usize>; 8]; bytes.len()];
        let big = t.instructions_big_endian();
        for (k, f) in fixups.iter().enumerate() {
            let info = t.fixup_info(f.kind);
            for bit in 0..info.target_size as usize {
                let b = f.offset as usize * 8 + info.target_offset as usize + bit;
                // Big endian: bits count from the least significant end of the word,
                // whose last byte holds bits 0-7.
                let byte = if big {
                    (bytes.len() * 8).checked_sub(b + 1).map(|x| x / 8)
                } else {
                    Some(b / 8)
                };
                if let Some(o) = byte.and_then(|i| owner.get_mut(i)) {
                    o[b % 8] = Some(k);
                }
            }
        }
        let mut s = String::from("encoding: [");
        for (i, byte) in bytes.iter().enumerate() {
            if i > 0 {
                s.push(',');
            }
            let o = &owner[i];
            if o.iter().all(|x| x.is_none()) {
                let _ = write!(s, "{byte:#04x}");
            } else if o.iter().all(|x| x.is_some() && *x == o[0]) {
                let c = (b'A' + o[0].unwrap_or(0) as u8) as char;
                if *byte != 0 {
                    let _ = write!(s, "{byte:#04x}'{c}'");
                } else {
                    s.push(c);
                }
            } else {
                s.push_str("0b");
                for bit in (0..8).rev() {
                    match o[bit] {
                        Some(k) => s.push((b'A' + k as u8) as char),
                        None => s.push(if byte >> bit & 1 != 0 { '1' } else { '0' }),
                    }
                }
            }
        }
        s.push(']');
        for (k, f) in fixups.iter().enumerate() {
            let info = t.fixup_info(f.kind);
            let mut line = String::new();
            pad_to_comment_column(&mut line);
            let kind = match info.raw_reloc {
                Some(r) => format!("relocation type: {r}"),
                None => format!("kind: {}", info.name),
            };
            let _ = write!(
                line,
                "{}   fixup {} - offset: {}, value: {}, {}",
                t.comment_string(),
                (b'A' + k as u8) as char,
                f.offset,
                self.expr(f.value),
                kind
            );
            s.push('\n');
            s.push_str(&line);
        }
        Ok(s)
    }
}

impl MCStreamer for AsmStreamer<'_> {
    fn ctx(&mut self) -> &mut MCContext {
        &mut self.ctx
    }

    fn ctx_ref(&self) -> &MCContext {
        &self.ctx
    }

    fn switch_section(&mut self, spec: &SectionSpec, _subsection: i64) {
        use crate::assembler::elf;
        match spec.name.as_str() {
            ".text" | ".data" | ".bss" => {
                let _ = writeln!(self.out, "\t{}", spec.name);
            }
            _ => {
                // As llvm-mc prints sections: name (quoted when unusual), flags, type,
                // entry size, group.
                let plain = spec
                    .name
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '_');
                let name = if plain {
                    spec.name.clone()
                } else {
                    format!("\"{}\"", spec.name)
                };
                let mut fl = String::new();
                for (bit, c) in [
                    (elf::SHF_EXCLUDE, 'e'),
                    (elf::SHF_ALLOC, 'a'),
                    (elf::SHF_EXECINSTR, 'x'),
                    (elf::SHF_GROUP, 'G'),
                    (elf::SHF_WRITE, 'w'),
                    (elf::SHF_MERGE, 'M'),
                    (elf::SHF_STRINGS, 'S'),
                    (elf::SHF_TLS, 'T'),
                    (elf::SHF_LINK_ORDER, 'o'),
                    (elf::SHF_GNU_RETAIN, 'R'),
                ] {
                    if spec.flags & bit != 0 {
                        fl.push(c);
                    }
                }
                let ty = match spec.sh_type {
                    elf::SHT_NOBITS => "nobits",
                    elf::SHT_NOTE => "note",
                    elf::SHT_INIT_ARRAY => "init_array",
                    elf::SHT_FINI_ARRAY => "fini_array",
                    elf::SHT_PREINIT_ARRAY => "preinit_array",
                    elf::SHT_LLVM_ADDRSIG => "llvm_addrsig",
                    _ => "progbits",
                };
                let mut line = format!("\t.section\t{name},\"{fl}\",@{ty}");
                if spec.flags & elf::SHF_MERGE != 0 {
                    line.push_str(&format!(",{}", spec.entsize));
                }
                if let Some(g) = &spec.group {
                    line.push_str(&format!(",{g},comdat"));
                }
                self.out.push_str(&line);
                self.out.push('\n');
            }
        }
        self.cur = Some(spec.clone());
    }

    fn current_section(&self) -> Option<SectionSpec> {
        self.cur.clone()
    }

    fn emit_label(&mut self, sym: SymbolId, _loc: SourceLoc) -> Result<(), String> {
        if !matches!(self.ctx.symbol(sym).def, SymbolDef::Undefined) {
            return Err(format!("symbol '{}' is already defined", self.sym(sym)));
        }
        // Any definition marks it defined for the parser's checks.
        self.ctx.symbol_mut(sym).def = SymbolDef::Common { size: 0, align: 0 };
        let n = self.sym(sym).to_string();
        let _ = writeln!(self.out, "{n}:");
        Ok(())
    }

    fn emit_instruction(&mut self, inst: &MCInst, features: FeatureSet) -> Result<(), String> {
        // Print what would be emitted: the compressed form, shown uncompressed.
        let emitted = compress(self.target, inst, &self.ctx, features).unwrap_or(*inst);
        let mut line = print_inst(self.target, &emitted, &self.ctx, features, false, None);
        if self.show_encoding {
            let c = self.encoding_comment(inst, features)?;
            pad_to_comment_column(&mut line);
            line.push_str(self.target.comment_string());
            line.push(' ');
            line.push_str(&c);
        }
        self.out.push_str(&line);
        self.out.push('\n');
        Ok(())
    }

    fn emit_bytes(&mut self, data: &[u8]) {
        if data.len() == 1 {
            let _ = writeln!(self.out, "\t.byte\t{}", data[0]);
            return;
        }
        // A string with its terminator prints as .asciz, as llvm-mc prints it.
        let (dir, body) = match data.split_last() {
            Some((0, rest)) => (".asciz", rest),
            _ => (".ascii", data),
        };
        let mut line = format!("\t{dir}\t\"");
        for &b in body {
            match b {
                b'"' => line.push_str("\\\""),
                b'\\' => line.push_str("\\\\"),
                b'\n' => line.push_str("\\n"),
                b'\t' => line.push_str("\\t"),
                b'\r' => line.push_str("\\r"),
                8 => line.push_str("\\b"),
                12 => line.push_str("\\f"),
                0x20..=0x7e => line.push(b as char),
                _ => line.push_str(&format!("\\{b:03o}")),
            }
        }
        line.push('"');
        self.out.push_str(&line);
        self.out.push('\n');
    }

    fn emit_value(&mut self, value: ExprId, size: u8, _loc: SourceLoc) -> Result<(), String> {
        let d = match size {
            1 => ".byte",
            2 => ".half",
            4 => ".word",
            _ => ".quad",
        };
        let _ = writeln!(self.out, "\t{d}\t{}", self.expr(value));
        Ok(())
    }

    fn emit_leb(&mut self, value: ExprId, signed: bool, _loc: SourceLoc) -> Result<(), String> {
        let _ = writeln!(
            self.out,
            "\t.{}leb128 {}",
            if signed { "s" } else { "u" },
            self.expr(value)
        );
        Ok(())
    }

    fn emit_fill(&mut self, count: ExprId, fill: u8, _loc: SourceLoc) -> Result<(), String> {
        let c = self.expr(count);
        if fill == 0 {
            let _ = writeln!(self.out, "\t.zero\t{c}");
        } else {
            let _ = writeln!(self.out, "\t.zero\t{c},{fill}");
        }
        Ok(())
    }

    fn emit_align(&mut self, align: u64, fill: Option<i64>, _fill_size: u8, _max: u64) {
        let p = align.trailing_zeros();
        match fill {
            Some(f) => {
                let _ = writeln!(self.out, "\t.p2align\t{p}, {f:#x}");
            }
            None => {
                let _ = writeln!(self.out, "\t.p2align\t{p}");
            }
        }
    }

    fn symbol_attr(&mut self, sym: SymbolId, attr: SymbolAttr) {
        let n = self.sym(sym).to_string();
        let line = match attr {
            SymbolAttr::Global => format!("\t.globl\t{n}"),
            SymbolAttr::Local => format!("\t.local\t{n}"),
            SymbolAttr::Weak => format!("\t.weak\t{n}"),
            SymbolAttr::Hidden => format!("\t.hidden\t{n}"),
            SymbolAttr::Protected => format!("\t.protected\t{n}"),
            SymbolAttr::Internal => format!("\t.internal\t{n}"),
            SymbolAttr::Function => format!("\t.type\t{n},@function"),
            SymbolAttr::Object => format!("\t.type\t{n},@object"),
            SymbolAttr::TlsObject => format!("\t.type\t{n},@tls_object"),
            SymbolAttr::NoType => format!("\t.type\t{n},@notype"),
        };
        self.out.push_str(&line);
        self.out.push('\n');
    }

    fn emit_size(&mut self, sym: SymbolId, size: ExprId) {
        let (n, e) = (self.sym(sym).to_string(), self.expr(size));
        let _ = writeln!(self.out, "\t.size\t{n}, {e}");
    }

    fn emit_common(&mut self, sym: SymbolId, size: u64, align: u64, local: bool) {
        let d = if local { ".lcomm" } else { ".comm" };
        let n = self.sym(sym).to_string();
        let _ = writeln!(self.out, "\t{d}\t{n},{size},{align}");
    }

    fn emit_assignment(&mut self, sym: SymbolId, value: ExprId) {
        let (n, e) = (self.sym(sym).to_string(), self.expr(value));
        let _ = writeln!(self.out, "{n} = {e}");
        self.ctx.symbol_mut(sym).def = SymbolDef::Equated(value);
    }

    fn emit_file(&mut self, name: &str) {
        let _ = writeln!(self.out, "\t.file\t\"{name}\"");
    }

    fn emit_ident(&mut self, s: &str) {
        let _ = writeln!(self.out, "\t.ident\t\"{s}\"");
    }

    fn emit_attribute(&mut self, tag: u64, int: Option<u64>, string: Option<&str>) {
        match string {
            Some(s) => {
                let _ = writeln!(self.out, "\t.attribute\t{tag}, \"{s}\"");
            }
            None => {
                let _ = writeln!(self.out, "\t.attribute\t{tag}, {}", int.unwrap_or(0));
            }
        }
    }

    fn emit_addrsig(&mut self) {
        self.out.push_str("\t.addrsig\n");
    }

    fn emit_addrsig_sym(&mut self, sym: SymbolId) {
        let n = self.sym(sym).to_string();
        let _ = writeln!(self.out, "\t.addrsig_sym {n}");
    }

    fn cfi_startproc(&mut self, _loc: SourceLoc) -> Result<(), String> {
        self.out.push_str("\t.cfi_startproc\n");
        Ok(())
    }

    fn cfi_endproc(&mut self, _loc: SourceLoc) -> Result<(), String> {
        self.out.push_str("\t.cfi_endproc\n");
        Ok(())
    }

    fn cfi(&mut self, d: CfiDirective, _loc: SourceLoc) -> Result<(), String> {
        let t = self.target;
        // DWARF register numbers print as register names.
        let r = |n: u16| -> String {
            let regs = t.tables().regs;
            (1..regs.len() as u16)
                .find(|&x| {
                    t.dwarf_reg(x) == Some(n)
                        && !regs[x as usize].name.ends_with("_H")
                        && !regs[x as usize].name.ends_with("_F")
                })
                .map(|x| t.reg_name(x).to_string())
                .unwrap_or_else(|| n.to_string())
        };
        let s = match d {
            CfiDirective::DefCfa(x, o) => format!(".cfi_def_cfa {}, {o}", r(x)),
            CfiDirective::DefCfaOffset(o) => format!(".cfi_def_cfa_offset {o}"),
            CfiDirective::AdjustCfaOffset(o) => format!(".cfi_adjust_cfa_offset {o}"),
            CfiDirective::DefCfaRegister(x) => format!(".cfi_def_cfa_register {}", r(x)),
            CfiDirective::Offset(x, o) => format!(".cfi_offset {}, {o}", r(x)),
            CfiDirective::RelOffset(x, o) => format!(".cfi_rel_offset {}, {o}", r(x)),
            CfiDirective::Restore(x) => format!(".cfi_restore {}", r(x)),
            CfiDirective::Undefined(x) => format!(".cfi_undefined {}", r(x)),
            CfiDirective::SameValue(x) => format!(".cfi_same_value {}", r(x)),
            CfiDirective::Register(a, b) => format!(".cfi_register {}, {}", r(a), r(b)),
            CfiDirective::RememberState => ".cfi_remember_state".into(),
            CfiDirective::RestoreState => ".cfi_restore_state".into(),
            CfiDirective::Personality(e, sym) => {
                format!(".cfi_personality {e}, {}", self.ctx.symbol(sym).name)
            }
            CfiDirective::Lsda(e, sym) => format!(".cfi_lsda {e}, {}", self.ctx.symbol(sym).name),
        };
        let _ = writeln!(self.out, "\t{s}");
        Ok(())
    }

    fn emit_raw_directive(&mut self, text: &str) {
        let _ = writeln!(self.out, "\t{text}");
    }

    fn add_blank_line(&mut self) {
        self.out.push('\n');
    }

    fn finish(&mut self) -> Result<(), Vec<(Option<SourceLoc>, String)>> {
        Ok(())
    }
}
