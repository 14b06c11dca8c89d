//! The object streamer and assembler (LLVM's `MCObjectStreamer`, `MCAssembler` and
//! the target's `MCAsmBackend` calls).
//!
//! In: the streamer calls of [`MCStreamer`]. Sections hold fragments: data (bytes
//! with fixups), relaxable instructions, alignment, fills and LEB128 values. Out,
//! after [`MCStreamer::finish`]: every section laid out with relaxation run to a
//! fixed point (compressed branches grow when their target is out of range or not
//! in the section), every fixup either applied or turned into a relocation, `.size`
//! values computed, `.eh_frame` built from the `.cfi_*` directives (with gimli), and
//! the symbol attributes the ELF writer ([`crate::elf_writer`]) needs.

use crate::code_emitter::{encode_inst, encode_inst_word, CompressIndex};
use crate::feature_set::FeatureSet;
use crate::mc_expr::{
    Binding, ExprId, MCContext, MCValue, SectionId, SymbolDef, SymbolId, SymbolType, Visibility,
};
use crate::mc_inst::{MCFixup, MCInst};
use crate::streamer::{CfiDirective, MCStreamer, SectionSpec, SymbolAttr};
use crate::target::MCTargetHooks;
use kiln_support::SourceLoc;

/// ELF section types and flags used here.
pub mod elf {
    /// `SHT_PROGBITS`
    pub const SHT_PROGBITS: u32 = 1;
    /// `SHT_NOBITS`
    pub const SHT_NOBITS: u32 = 8;
    /// `SHT_NOTE`
    pub const SHT_NOTE: u32 = 7;
    /// `SHT_INIT_ARRAY`
    pub const SHT_INIT_ARRAY: u32 = 14;
    /// `SHT_FINI_ARRAY`
    pub const SHT_FINI_ARRAY: u32 = 15;
    /// `SHT_PREINIT_ARRAY`
    pub const SHT_PREINIT_ARRAY: u32 = 16;
    /// `SHT_LLVM_ADDRSIG`
    pub const SHT_LLVM_ADDRSIG: u32 = 0x6fff4c03;
    /// `SHF_WRITE`
    pub const SHF_WRITE: u64 = 1;
    /// `SHF_ALLOC`
    pub const SHF_ALLOC: u64 = 2;
    /// `SHF_EXECINSTR`
    pub const SHF_EXECINSTR: u64 = 4;
    /// `SHF_MERGE`
    pub const SHF_MERGE: u64 = 0x10;
    /// `SHF_STRINGS`
    pub const SHF_STRINGS: u64 = 0x20;
    /// `SHF_LINK_ORDER`
    pub const SHF_LINK_ORDER: u64 = 0x80;
    /// `SHF_GROUP`
    pub const SHF_GROUP: u64 = 0x200;
    /// `SHF_TLS`
    pub const SHF_TLS: u64 = 0x400;
    /// `SHF_EXCLUDE`
    pub const SHF_EXCLUDE: u64 = 0x8000_0000;
    /// `SHF_GNU_RETAIN`
    pub const SHF_GNU_RETAIN: u64 = 0x20_0000;
}

/// What a fragment holds. (A relaxable instruction is kept inline: one per branch, and
/// boxing it would allocate per branch.)
#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)]
pub enum FragKind {
    /// Bytes and fixups.
    Data {
        /// Contents.
        bytes: Vec<u8>,
        /// Fixups, offsets relative to the fragment.
        fixups: Vec<MCFixup>,
    },
    /// An instruction that may grow.
    Relax {
        /// The instruction as encoded now.
        inst: MCInst,
        /// Its encoding.
        bytes: Vec<u8>,
        /// Its fixups.
        fixups: Vec<MCFixup>,
        /// Features in force where it was written.
        features: FeatureSet,
        /// No further growth possible.
        done: bool,
    },
    /// Alignment padding.
    Align {
        /// Alignment in bytes.
        align: u64,
        /// Fill value.
        fill: i64,
        /// Fill value size.
        fill_size: u8,
        /// Largest padding allowed (0: any).
        max: u64,
        /// Pad with NOPs.
        nops: bool,
        /// Features (for NOP choice).
        features: FeatureSet,
    },
    /// `count` bytes of `fill`.
    Fill {
        /// Count expression.
        count: ExprId,
        /// Fill byte.
        fill: u8,
        /// Where it was written.
        loc: SourceLoc,
    },
    /// A LEB128 value.
    Leb {
        /// The value.
        value: ExprId,
        /// Signed.
        signed: bool,
        /// Current encoding.
        bytes: Vec<u8>,
        /// Where it was written.
        loc: SourceLoc,
    },
}

/// A fragment and its layout.
#[derive(Clone, Debug)]
pub struct Fragment {
    /// Contents.
    pub kind: FragKind,
    /// Offset in the section (after layout).
    pub offset: u64,
    /// Size (after layout).
    pub size: u64,
}

/// A section being assembled.
#[derive(Clone, Debug)]
pub struct Section {
    /// Name, type, flags.
    pub spec: SectionSpec,
    /// Fragments.
    pub frags: Vec<Fragment>,
    /// Alignment (largest requested).
    pub align: u64,
    /// Current mapping-symbol state: Some(true) code, Some(false) data.
    mapping: Option<bool>,
    /// Final contents (after finish).
    pub data: Vec<u8>,
    /// Final size (NOBITS sections have no data).
    pub size: u64,
    /// Relocations (after finish).
    pub relocs: Vec<Reloc>,
}

/// A relocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reloc {
    /// Offset in the section.
    pub offset: u64,
    /// ELF type.
    pub r_type: u32,
    /// Symbol (None: none).
    pub symbol: Option<SymbolId>,
    /// Addend.
    pub addend: i64,
}

#[derive(Clone, Debug)]
struct Frame {
    start: SymbolId,
    end: Option<SymbolId>,
    section: SectionId,
    insts: Vec<(SymbolId, CfiDirective)>,
    /// `.cfi_personality`: encoding and routine (its CIE gets `P`).
    personality: Option<(u8, SymbolId)>,
    /// `.cfi_lsda`: encoding and data area (its CIE gets `L`, the FDE the pointer).
    lsda: Option<(u8, SymbolId)>,
}

/// What makes frames share a CIE: the personality (encoding, routine) and the LSDA encoding.
type CieKey = (Option<(u8, SymbolId)>, Option<u8>);

/// The object streamer.
pub struct ObjectStreamer<'t> {
    /// The target.
    pub target: &'t dyn MCTargetHooks,
    /// Symbols and expressions.
    pub ctx: MCContext,
    /// Sections in creation order.
    pub sections: Vec<Section>,
    cur: Option<usize>,
    /// Feature bits given on the command line (for `e_flags`).
    pub features: FeatureSet,
    /// `.file` names.
    pub files: Vec<String>,
    /// `.ident` strings.
    pub idents: Vec<String>,
    /// `.attribute` values (tag, integer, string).
    pub attributes: Vec<(u64, Option<u64>, Option<String>)>,
    frames: Vec<Frame>,
    cur_frame: Option<Frame>,
    /// `.addrsig` was given.
    pub addrsig: bool,
    /// Mapping symbols ($x/$d), in creation order.
    pub mapping_symbols: Vec<SymbolId>,
    /// Symbols referenced from `.eh_frame` (temporary labels named ".L0 ").
    eh_syms: Vec<SymbolId>,
    /// The pc-relative, non-`%pcrel_lo` fixups by (section, offset), the first one at each
    /// place: where `%pcrel_lo(label)` finds its `%pcrel_hi` (built by `resolve_fixups`).
    hi_fixups: rustc_hash::FxHashMap<(usize, u64), MCFixup>,
    /// The `STT_SECTION` symbol of each section that a relocation names (created when
    /// [`MCTargetHooks::relocate_with_section_symbol`] first asks for it).
    section_symbols: rustc_hash::FxHashMap<usize, SymbolId>,
    /// Reused by `emit_instruction` for each instruction's fixups.
    scratch_fixups: Vec<MCFixup>,
    /// The target's compression patterns by opcode.
    compress_index: CompressIndex,
    /// [`MCTargetHooks::min_inst_align`] for the last feature bits `emit_instruction` was
    /// given.
    inst_align_for: Option<(FeatureSet, u64)>,
}

impl<'t> ObjectStreamer<'t> {
    /// A streamer for a target and its command-line features.
    pub fn new(target: &'t dyn MCTargetHooks, features: FeatureSet) -> Self {
        let mut st = Self::empty(target, features);
        // llvm-mc starts in .text, so .text is always the first section.
        st.switch_section(&text_section(), 0);
        st
    }

    fn empty(target: &'t dyn MCTargetHooks, features: FeatureSet) -> Self {
        ObjectStreamer {
            target,
            ctx: MCContext::new(),
            sections: Vec::new(),
            cur: None,
            features,
            files: Vec::new(),
            idents: Vec::new(),
            attributes: Vec::new(),
            frames: Vec::new(),
            cur_frame: None,
            addrsig: false,
            mapping_symbols: Vec::new(),
            eh_syms: Vec::new(),
            hi_fixups: rustc_hash::FxHashMap::default(),
            section_symbols: rustc_hash::FxHashMap::default(),
            scratch_fixups: Vec::new(),
            compress_index: CompressIndex::new(target.tables()),
            inst_align_for: None,
        }
    }

    fn find_or_create_section(&mut self, spec: &SectionSpec) -> usize {
        if let Some(k) = self
            .sections
            .iter()
            .position(|s| s.spec.name == spec.name && s.spec.group == spec.group)
        {
            return k;
        }
        self.sections.push(Section {
            spec: spec.clone(),
            frags: Vec::new(),
            align: 1,
            mapping: None,
            data: Vec::new(),
            size: 0,
            relocs: Vec::new(),
        });
        self.sections.len() - 1
    }

    #[inline]
    fn cur_section(&mut self) -> usize {
        if let Some(c) = self.cur {
            return c;
        }
        let spec = text_section();
        let k = self.find_or_create_section(&spec);
        self.cur = Some(k);
        k
    }

    /// The data fragment at the end of the current section (created if needed).
    fn data_frag(&mut self) -> (usize, usize) {
        let s = self.cur_section();
        let sec = &mut self.sections[s];
        if !matches!(
            sec.frags.last().map(|f| &f.kind),
            Some(FragKind::Data { .. })
        ) {
            sec.frags.push(Fragment {
                kind: FragKind::Data {
                    bytes: Vec::new(),
                    fixups: Vec::new(),
                },
                offset: 0,
                size: 0,
            });
        }
        (s, sec.frags.len() - 1)
    }

    fn here(&mut self) -> SymbolDef {
        let (s, f) = self.data_frag();
        let len = match &self.sections[s].frags[f].kind {
            FragKind::Data { bytes, .. } => bytes.len() as u32,
            _ => 0,
        };
        SymbolDef::Label {
            section: SectionId(s as u32),
            fragment: f as u32,
            offset: len,
        }
    }

    fn set_mapping(&mut self, code: bool) {
        let Some(names) = self.target.mapping_symbols() else {
            return;
        };
        let s = self.cur_section();
        if self.sections[s].spec.sh_type == elf::SHT_NOBITS {
            return;
        }
        if self.sections[s].mapping == Some(code) {
            return;
        }
        self.sections[s].mapping = Some(code);
        let def = self.here();
        let sym = self.ctx.create_temp_symbol("$map");
        let name = if code { names.code } else { names.data };
        let m = self.ctx.symbol_mut(sym);
        m.name = name.to_string();
        m.def = def;
        m.temporary = false;
        self.mapping_symbols.push(sym);
    }

    fn push_bytes(&mut self, data: &[u8]) {
        let (s, f) = self.data_frag();
        if let FragKind::Data { bytes, .. } = &mut self.sections[s].frags[f].kind {
            bytes.extend_from_slice(data);
        }
    }

    fn push_fixup(&mut self, mut fx: MCFixup) {
        let (s, f) = self.data_frag();
        if let FragKind::Data { bytes, fixups } = &mut self.sections[s].frags[f].kind {
            fx.offset += bytes.len() as u32;
            fixups.push(fx);
        }
    }

    /// Position of a defined label: (section, offset).
    fn label_pos(&self, sym: SymbolId) -> Option<(SectionId, u64)> {
        match self.ctx.symbol(sym).def {
            SymbolDef::Label {
                section,
                fragment,
                offset,
            } => {
                let f = &self.sections[section.0 as usize].frags[fragment as usize];
                Some((section, f.offset + offset as u64))
            }
            _ => None,
        }
    }

    /// Lays out every section; returns whether a LEB changed size.
    fn layout(&mut self) -> Result<bool, (Option<SourceLoc>, String)> {
        let mut changed = false;
        for s in 0..self.sections.len() {
            let mut off = 0u64;
            for f in 0..self.sections[s].frags.len() {
                self.sections[s].frags[f].offset = off;
                let size = match &self.sections[s].frags[f].kind {
                    FragKind::Data { bytes, .. } | FragKind::Relax { bytes, .. } => {
                        bytes.len() as u64
                    }
                    FragKind::Align { align, max, .. } => {
                        let pad = (align - off % align) % align;
                        if *max != 0 && pad > *max {
                            0
                        } else {
                            pad
                        }
                    }
                    FragKind::Fill { count, loc, .. } => {
                        let (count, loc) = (*count, *loc);
                        let v = self.ctx.evaluate(count, &|x| self.label_pos(x));
                        match v {
                            Some(v) if v.is_absolute() && v.variant.is_none() => {
                                if v.constant < 0 {
                                    return Err((Some(loc), "'.skip' directive with negative repeat count has no effect".into()));
                                }
                                v.constant as u64
                            }
                            _ => {
                                return Err((
                                    Some(loc),
                                    "expected assembly-time absolute expression".into(),
                                ))
                            }
                        }
                    }
                    FragKind::Leb { bytes, .. } => bytes.len() as u64,
                };
                self.sections[s].frags[f].size = size;
                off += size;
            }
            self.sections[s].size = off;
        }
        // Recompute LEB values with the new layout.
        for s in 0..self.sections.len() {
            for f in 0..self.sections[s].frags.len() {
                if let FragKind::Leb {
                    value,
                    signed,
                    bytes,
                    ..
                } = &self.sections[s].frags[f].kind
                {
                    let (value, signed) = (*value, *signed);
                    let v = self.ctx.evaluate(value, &|x| self.label_pos(x));
                    let c = match v {
                        Some(v) if v.is_absolute() => v.constant,
                        _ => 0,
                    };
                    let nb = if signed { sleb(c) } else { uleb(c as u64) };
                    if nb.len() != bytes.len() {
                        changed = true;
                    }
                    if let FragKind::Leb { bytes, .. } = &mut self.sections[s].frags[f].kind {
                        *bytes = nb;
                    }
                }
            }
        }
        Ok(changed)
    }

    /// The pc-relative distance from a fixup to its target, if it is resolvable here.
    fn resolve_pcrel(&self, section: usize, addr: u64, v: &MCValue) -> Option<i64> {
        let a = v.sym_a?;
        if v.sym_b.is_some() {
            return None;
        }
        // As LLVM's ELF writer decides: a pc-relative reference to a symbol that is
        // not local may be preempted, so it stays a relocation.
        let sym = self.ctx.symbol(a);
        if sym.binding != Binding::Local {
            return None;
        }
        let (s, off) = self.label_pos(a)?;
        if s.0 as usize != section {
            return None;
        }
        Some(off as i64 + v.constant - addr as i64)
    }

    fn relax_pass(&mut self) -> Result<bool, (Option<SourceLoc>, String)> {
        let mut changed = false;
        for s in 0..self.sections.len() {
            for f in 0..self.sections[s].frags.len() {
                let frag = &self.sections[s].frags[f];
                let FragKind::Relax {
                    inst,
                    fixups,
                    features,
                    done,
                    ..
                } = &frag.kind
                else {
                    continue;
                };
                if *done {
                    continue;
                }
                let (inst, features) = (*inst, *features);
                let mut grow = false;
                for fx in fixups {
                    let addr = frag.offset + fx.offset as u64;
                    let v = self.ctx.evaluate(fx.value, &|x| self.label_pos(x));
                    let resolved = v.and_then(|v| {
                        if self.target.force_relocation(fx.kind, features) {
                            None
                        } else {
                            self.resolve_pcrel(s, addr, &v)
                        }
                    });
                    if self.target.needs_relax(&inst, fx.kind, resolved) {
                        grow = true;
                    }
                }
                if !grow {
                    continue;
                }
                let Some(seq) = self.target.relax(&inst, &self.ctx, features) else {
                    continue;
                };
                let mut bytes = Vec::new();
                let mut fixups = Vec::new();
                for i in &seq {
                    let (b, f2) =
                        encode_inst(self.target, i, &self.ctx).map_err(|e| (inst.loc, e))?;
                    for mut x in f2 {
                        x.offset += bytes.len() as u32;
                        fixups.push(x);
                    }
                    bytes.extend(b);
                }
                let done = seq.len() > 1 || !self.target.may_relax(&seq[0]);
                self.sections[s].frags[f].kind = FragKind::Relax {
                    inst: seq[0],
                    bytes,
                    fixups,
                    features,
                    done,
                };
                changed = true;
            }
        }
        Ok(changed)
    }

    /// Applies fixups and collects relocations (after layout).
    fn resolve_fixups(&mut self) -> Result<(), Vec<(Option<SourceLoc>, String)>> {
        let mut errors = Vec::new();
        self.index_hi_fixups();
        for s in 0..self.sections.len() {
            let size = self.sections[s].size as usize;
            let nobits = self.sections[s].spec.sh_type == elf::SHT_NOBITS;
            let mut data = vec![0u8; if nobits { 0 } else { size }];
            let mut relocs = Vec::new();
            for f in 0..self.sections[s].frags.len() {
                let frag = self.sections[s].frags[f].clone();
                let off = frag.offset as usize;
                match &frag.kind {
                    FragKind::Data { bytes, fixups } | FragKind::Relax { bytes, fixups, .. } => {
                        if nobits {
                            if bytes.iter().any(|&b| b != 0) {
                                errors.push((None, format!("cannot have non-zero initializers in SHT_NOBITS section '{}'", self.sections[s].spec.name)));
                            }
                        } else {
                            data[off..off + bytes.len()].copy_from_slice(bytes);
                        }
                        for fx in fixups {
                            if let Err(e) =
                                self.resolve_one(s, frag.offset, fx, &mut data, &mut relocs)
                            {
                                errors.push((fx.loc, e));
                            }
                        }
                    }
                    FragKind::Align {
                        fill,
                        fill_size,
                        nops,
                        features,
                        ..
                    } => {
                        if nobits {
                            continue;
                        }
                        let pad = frag.size as usize;
                        if *nops {
                            let mut nop = Vec::with_capacity(pad);
                            self.target.write_nops(pad, *features, &mut nop);
                            nop.resize(pad, 0);
                            data[off..off + pad].copy_from_slice(&nop);
                        } else {
                            let (fb, n) = crate::target::int_bytes(
                                *fill as u64,
                                *fill_size as usize,
                                self.target.is_big_endian(),
                            );
                            for k in 0..pad {
                                data[off + k] = fb[k % n.max(1)];
                            }
                        }
                    }
                    FragKind::Fill { fill, .. } => {
                        if !nobits {
                            for k in 0..frag.size as usize {
                                data[off + k] = *fill;
                            }
                        }
                    }
                    FragKind::Leb {
                        bytes, value, loc, ..
                    } => {
                        let v = self.ctx.evaluate(*value, &|x| self.label_pos(x));
                        if !matches!(v, Some(v) if v.is_absolute()) {
                            errors.push((
                                Some(*loc),
                                "expected absolute expression in LEB128 directive".into(),
                            ));
                        }
                        if !nobits {
                            data[off..off + bytes.len()].copy_from_slice(bytes);
                        }
                    }
                }
            }
            self.sections[s].data = data;
            self.sections[s].relocs = relocs;
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors)
        }
    }

    fn resolve_one(
        &mut self,
        s: usize,
        frag_off: u64,
        fx: &MCFixup,
        data: &mut [u8],
        relocs: &mut Vec<Reloc>,
    ) -> Result<(), String> {
        let t = self.target;
        let addr = frag_off + fx.offset as u64;
        let info = t.fixup_info(fx.kind);
        let v = self
            .ctx
            .evaluate(fx.value, &|x| self.label_pos(x))
            .ok_or("expected relocatable expression")?;
        let patch = |data: &mut [u8], val: i64| -> Result<(), String> {
            let st = addr as usize;
            if st >= data.len() {
                return Ok(());
            }
            t.apply_fixup(fx.kind, val, &mut data[st..])
        };
        let features = self.features;
        // %pcrel_lo(label): resolved with the auipc's target when that one resolves.
        if t.is_pcrel_lo(fx.kind) {
            let lab = v.sym_a.ok_or("%pcrel_lo must name the label of an auipc")?;
            let (ls, loff) = self.label_pos(lab).ok_or_else(|| {
                format!(
                    "could not find corresponding %pcrel_hi for '{}'",
                    self.ctx.symbol(lab).name
                )
            })?;
            let hi = self.find_hi_fixup(ls.0 as usize, loff).ok_or_else(|| {
                format!(
                    "could not find corresponding %pcrel_hi for '{}'",
                    self.ctx.symbol(lab).name
                )
            })?;
            let hv = self
                .ctx
                .evaluate(hi.value, &|x| self.label_pos(x))
                .ok_or("expected relocatable expression")?;
            if ls.0 as usize == s && !t.force_relocation(hi.kind, features) {
                if let Some(d) = self.resolve_pcrel(s, loff, &hv) {
                    return patch(data, d + v.constant);
                }
            }
            self.ctx.symbol_mut(lab).used_in_reloc = true;
            relocs.push(Reloc {
                offset: addr,
                r_type: t.reloc_type(fx.kind, &v)?,
                symbol: Some(lab),
                addend: 0,
            });
            return Ok(());
        }
        if let Some(raw) = info.raw_reloc {
            let sym = v.sym_a;
            if let Some(a) = sym {
                self.ctx.symbol_mut(a).used_in_reloc = true;
                self.mark_tls(fx.kind, a);
            }
            relocs.push(Reloc {
                offset: addr,
                r_type: raw,
                symbol: sym,
                addend: v.constant,
            });
            return Ok(());
        }
        if v.is_absolute() {
            if info.pcrel {
                return Err("expected a symbol reference, not a constant".into());
            }
            return patch(data, v.constant);
        }
        if let (Some(a), Some(b)) = (v.sym_a, v.sym_b) {
            // A difference the assembler cannot fold: an ADD/SUB relocation pair, when
            // the target writes differences that way.
            let size = info.target_size / 8;
            if let Some((add, sub)) = t.data_diff_relocs(size) {
                self.ctx.symbol_mut(a).used_in_reloc = true;
                self.ctx.symbol_mut(b).used_in_reloc = true;
                relocs.push(Reloc {
                    offset: addr,
                    r_type: add,
                    symbol: Some(a),
                    addend: v.constant,
                });
                relocs.push(Reloc {
                    offset: addr,
                    r_type: sub,
                    symbol: Some(b),
                    addend: 0,
                });
                return Ok(());
            }
            // `a - b` with b in this section and no ADD/SUB pair: a PC-relative
            // relocation against a, its addend moved by the distance from b to the field
            // (as LLVM's ELF writer does for x86-64, and for AArch64's PREL32 in `.eh_frame`).
            if let Some((bs, boff)) = self.label_pos(b) {
                if bs.0 as usize == s {
                    let pk = t.data_fixup(size, true);
                    let pv = MCValue { sym_b: None, ..v };
                    let addend = v.constant + addr as i64 - boff as i64;
                    if let Some(d) = self.resolve_pcrel(
                        s,
                        addr,
                        &MCValue {
                            constant: addend,
                            ..pv
                        },
                    ) {
                        return patch(data, d);
                    }
                    let r_type = t.reloc_type(pk, &pv)?;
                    let (sym, addend) = self.reloc_symbol(r_type, a, addend);
                    self.ctx.symbol_mut(sym).used_in_reloc = true;
                    relocs.push(Reloc {
                        offset: addr,
                        r_type,
                        symbol: Some(sym),
                        addend,
                    });
                    return Ok(());
                }
            }
            return Err("expected relocatable expression".into());
        }
        if v.sym_a.is_none() {
            return Err("expected relocatable expression".into());
        }
        let a = v.sym_a.unwrap_or(SymbolId(0));
        let adjust = if info.pcrel {
            t.pcrel_adjust(fx.kind)
        } else {
            0
        };
        if info.pcrel && !t.force_relocation(fx.kind, features) {
            if let Some(d) = self.resolve_pcrel(s, addr, &v) {
                return patch(data, d + adjust);
            }
        }
        let r_type = t.reloc_type(fx.kind, &v)?;
        self.mark_tls(fx.kind, a);
        let (sym, addend) = self.reloc_symbol(r_type, a, v.constant + adjust);
        self.ctx.symbol_mut(sym).used_in_reloc = true;
        relocs.push(Reloc {
            offset: addr,
            r_type,
            symbol: Some(sym),
            addend,
        });
        Ok(())
    }

    /// The symbol and addend a relocation of type `r_type` against `a` with addend
    /// `addend` names: `a` itself, or, when the target
    /// relocates against section symbols and `a` is a local label whose section need not
    /// keep it, its section's `STT_SECTION` symbol with `a`'s offset added (LLVM's
    /// `ELFObjectWriter::shouldRelocateWithSymbol`: not for undefined, global, weak or
    /// thread-local symbols, nor for a nonzero offset into a mergeable section).
    fn reloc_symbol(&mut self, r_type: u32, a: SymbolId, addend: i64) -> (SymbolId, i64) {
        if !self.target.relocate_with_section_symbol(r_type) {
            return (a, addend);
        }
        let sym = self.ctx.symbol(a);
        if sym.binding != Binding::Local || matches!(sym.ty, SymbolType::Tls | SymbolType::Section)
        {
            return (a, addend);
        }
        let Some((sec, off)) = self.label_pos(a) else {
            return (a, addend);
        };
        let s = sec.0 as usize;
        let flags = self.sections[s].spec.flags;
        if flags & elf::SHF_TLS != 0 || (flags & elf::SHF_MERGE != 0 && addend != 0) {
            return (a, addend);
        }
        let id = match self.section_symbols.get(&s) {
            Some(&id) => id,
            None => {
                let id = self.ctx.create_temp_symbol(".Lsection");
                let name = self.sections[s].spec.name.clone();
                let m = self.ctx.symbol_mut(id);
                m.name = name;
                m.temporary = false;
                m.ty = SymbolType::Section;
                m.def = SymbolDef::Label {
                    section: sec,
                    fragment: 0,
                    offset: 0,
                };
                self.section_symbols.insert(s, id);
                id
            }
        };
        (id, addend + off as i64)
    }

    /// A symbol a TLS fixup refers to is a TLS symbol (LLVM's `fixELFSymbolsInTLSFixups`).
    fn mark_tls(&mut self, kind: crate::mc_inst::FixupKind, a: SymbolId) {
        if self.target.is_tls_fixup(kind) && self.ctx.symbol(a).ty == SymbolType::NoType {
            self.ctx.symbol_mut(a).ty = SymbolType::Tls;
        }
    }

    /// Fills `hi_fixups` after layout: one pass over every fixup, so that each `%pcrel_lo`
    /// finds its `%pcrel_hi` in constant time (a scan per `%pcrel_lo` was quadratic).
    fn index_hi_fixups(&mut self) {
        let mut index = rustc_hash::FxHashMap::default();
        for (s, sec) in self.sections.iter().enumerate() {
            for f in &sec.frags {
                if let FragKind::Data { fixups, .. } | FragKind::Relax { fixups, .. } = &f.kind {
                    for fx in fixups {
                        if !self.target.is_pcrel_lo(fx.kind)
                            && self.target.fixup_info(fx.kind).pcrel
                        {
                            index.entry((s, f.offset + fx.offset as u64)).or_insert(*fx);
                        }
                    }
                }
            }
        }
        self.hi_fixups = index;
    }

    fn find_hi_fixup(&self, s: usize, off: u64) -> Option<MCFixup> {
        self.hi_fixups.get(&(s, off)).copied()
    }

    /// Builds `.eh_frame` from the recorded frames.
    fn build_eh_frame(&mut self) -> Result<(), Vec<(Option<SourceLoc>, String)>> {
        use gimli::write::{
            Address, CallFrameInstruction as I, CommonInformationEntry, EhFrame,
            FrameDescriptionEntry, FrameTable,
        };
        if self.frames.is_empty() {
            return Ok(());
        }
        let is64 = self.target.is_64bit(self.features);
        let (ra, code_align, data_align) = self.target.cfi_params(self.features);
        let encoding = gimli::Encoding {
            format: gimli::Format::Dwarf32,
            version: 1,
            // Entries are padded to 4 bytes, as LLVM pads them (pointers are pcrel sdata4).
            address_size: 4,
        };
        let mut cie = CommonInformationEntry::new(
            encoding,
            code_align as u8,
            data_align as i8,
            gimli::Register(ra),
        );
        cie.fde_address_encoding = gimli::DW_EH_PE_pcrel | gimli::DW_EH_PE_sdata4;
        let sp = self
            .target
            .stack_pointer()
            .and_then(|r| self.target.dwarf_reg(r))
            .unwrap_or(2);
        let (cfa0, ra_saved) = self.target.cie_initial_state();
        cie.add_instruction(I::Cfa(gimli::Register(sp), cfa0 as i32));
        if let Some(at) = ra_saved {
            cie.add_instruction(I::Offset(gimli::Register(ra), at as i32));
        }
        let mut table = FrameTable::default();
        let plain_cie = cie.clone();
        let mut cie_ids: Vec<(CieKey, gimli::write::CieId)> = Vec::new();
        let frames = std::mem::take(&mut self.frames);
        let mut syms = Vec::new();
        for fr in &frames {
            // One CIE per personality and LSDA encoding, as llvm-mc shares them.
            let key = (fr.personality, fr.lsda.map(|l| l.0));
            let cie_id = match cie_ids.iter().find(|(k, _)| *k == key) {
                Some((_, id)) => *id,
                None => {
                    let mut c = plain_cie.clone();
                    if let Some((e, p)) = fr.personality {
                        let sym_index = syms.len();
                        syms.push(p);
                        c.personality = Some((
                            gimli::DwEhPe(e),
                            Address::Symbol {
                                symbol: sym_index,
                                addend: 0,
                            },
                        ));
                    }
                    c.lsda_encoding = fr.lsda.map(|l| gimli::DwEhPe(l.0));
                    let id = table.add_cie(c);
                    cie_ids.push((key, id));
                    id
                }
            };
            let Some((ss, start)) = self.label_pos(fr.start) else {
                continue;
            };
            let end = fr
                .end
                .and_then(|e| self.label_pos(e))
                .map(|x| x.1)
                .unwrap_or(start);
            let _ = ss;
            let sym_index = syms.len();
            syms.push(fr.start);
            let mut fde = FrameDescriptionEntry::new(
                Address::Symbol {
                    symbol: sym_index,
                    addend: 0,
                },
                (end - start) as u32,
            );
            if let Some((_, l)) = fr.lsda {
                let sym_index = syms.len();
                syms.push(l);
                fde.lsda = Some(Address::Symbol {
                    symbol: sym_index,
                    addend: 0,
                });
            }
            let mut cfa_off: i64 = cfa0;
            let mut stack = Vec::new();
            for (lab, d) in &fr.insts {
                let off = self.label_pos(*lab).map(|x| x.1).unwrap_or(start) - start;
                let reg = |r: u16| gimli::Register(r);
                let ins = match *d {
                    CfiDirective::DefCfa(r, o) => {
                        cfa_off = o;
                        I::Cfa(reg(r), o as i32)
                    }
                    CfiDirective::DefCfaOffset(o) => {
                        cfa_off = o;
                        I::CfaOffset(o as i32)
                    }
                    CfiDirective::AdjustCfaOffset(dl) => {
                        cfa_off += dl;
                        I::CfaOffset(cfa_off as i32)
                    }
                    CfiDirective::DefCfaRegister(r) => I::CfaRegister(reg(r)),
                    CfiDirective::Offset(r, o) => I::Offset(reg(r), o as i32),
                    CfiDirective::RelOffset(r, o) => I::Offset(reg(r), (o - cfa_off) as i32),
                    CfiDirective::Restore(r) => I::Restore(reg(r)),
                    CfiDirective::Undefined(r) => I::Undefined(reg(r)),
                    CfiDirective::SameValue(r) => I::SameValue(reg(r)),
                    CfiDirective::Register(a, b) => I::Register(reg(a), reg(b)),
                    CfiDirective::RememberState => {
                        stack.push(cfa_off);
                        I::RememberState
                    }
                    CfiDirective::RestoreState => {
                        cfa_off = stack.pop().unwrap_or(cfa_off);
                        I::RestoreState
                    }
                    // Kept on the frame, not among its instructions.
                    CfiDirective::Personality(..) | CfiDirective::Lsda(..) => continue,
                };
                fde.add_instruction(off as u32, ins);
            }
            table.add_fde(cie_id, fde);
        }
        let big = self.target.is_big_endian();
        let w = EhWriter {
            data: Vec::new(),
            relocs: Vec::new(),
            endian: if big {
                gimli::RunTimeEndian::Big
            } else {
                gimli::RunTimeEndian::Little
            },
        };
        let mut eh = EhFrame(w);
        if let Err(e) = table.write_eh_frame(&mut eh) {
            return Err(vec![(None, format!("could not write .eh_frame: {e}"))]);
        }
        let mut w = eh.0;
        reorder_augmentation(&mut w, big);
        let spec = SectionSpec {
            name: ".eh_frame".into(),
            sh_type: elf::SHT_PROGBITS,
            flags: elf::SHF_ALLOC,
            entsize: 0,
            group: None,
        };
        let k = self.find_or_create_section(&spec);
        let pcrel = self.target.eh_frame_pcrel32();
        let sec = &mut self.sections[k];
        sec.align = sec.align.max(if is64 { 8 } else { 4 });
        let base = sec.size;
        // The eh_frame section is built once, after all code is laid out.
        let mut data = std::mem::take(&mut sec.data);
        data.resize(base as usize, 0);
        // Entries are padded to 4 bytes; as LLVM does, the last FDE is padded further
        // (with DW_CFA_nop) so that the section ends at the pointer alignment.
        let mut eh = w.data.clone();
        let al = if is64 { 8 } else { 4 };
        let mut off = 0usize;
        let mut last = None;
        while off + 8 <= eh.len() {
            let len = crate::target::read_int(&eh[off..off + 4], big) as usize;
            if len == 0 {
                break;
            }
            last = Some(off);
            off += 4 + len;
        }
        eh.truncate(off);
        if let Some(l) = last {
            while !(base as usize + eh.len()).is_multiple_of(al) {
                eh.push(0);
                let len = crate::target::read_int(&eh[l..l + 4], big) + 1;
                let (b, _) = crate::target::int_bytes(len, 4, big);
                eh[l..l + 4].copy_from_slice(&b[..4]);
            }
        }
        data.extend_from_slice(&eh);
        sec.size = data.len() as u64;
        sec.data = data;
        let mut relocs = Vec::with_capacity(w.relocs.len());
        for (off, sym, addend) in w.relocs {
            let (s, addend) = self.reloc_symbol(pcrel, syms[sym], addend);
            self.ctx.symbol_mut(s).used_in_reloc = true;
            self.eh_syms.push(s);
            relocs.push(Reloc {
                offset: base + off as u64,
                r_type: pcrel,
                symbol: Some(s),
                addend,
            });
        }
        self.sections[k].relocs.extend(relocs);
        Ok(())
    }

    /// The final size of a symbol (`.size` evaluated).
    pub fn symbol_size(&self, sym: SymbolId) -> u64 {
        match self.ctx.symbol(sym).size {
            Some(e) => match self.ctx.evaluate(e, &|x| self.label_pos(x)) {
                Some(v) if v.is_absolute() => v.constant as u64,
                _ => 0,
            },
            None => match self.ctx.symbol(sym).def {
                SymbolDef::Common { size, .. } => size,
                _ => 0,
            },
        }
    }

    /// The final section and value of a symbol: `Ok(Some((section, value)))` for
    /// labels, `Ok(None)` for undefined, `Err(value)` for absolute symbols.
    pub fn symbol_value(&self, sym: SymbolId) -> Result<Option<(SectionId, u64)>, i64> {
        match self.ctx.symbol(sym).def {
            SymbolDef::Label { .. } => Ok(self.label_pos(sym)),
            SymbolDef::Equated(e) => match self.ctx.evaluate(e, &|x| self.label_pos(x)) {
                Some(v) if v.is_absolute() => Err(v.constant),
                Some(v) if v.sym_b.is_none() && v.sym_a.is_some() => {
                    let a = v.sym_a.unwrap_or(sym);
                    match self.label_pos(a) {
                        Some((s, o)) => Ok(Some((s, (o as i64 + v.constant) as u64))),
                        None => Ok(None),
                    }
                }
                _ => Ok(None),
            },
            _ => Ok(None),
        }
    }
}

/// A gimli writer that records relocations for symbolic `.eh_frame` pointers.
struct EhWriter {
    data: Vec<u8>,
    relocs: Vec<(usize, usize, i64)>,
    endian: gimli::RunTimeEndian,
}

impl gimli::write::Writer for EhWriter {
    type Endian = gimli::RunTimeEndian;
    fn endian(&self) -> Self::Endian {
        self.endian
    }
    fn len(&self) -> usize {
        self.data.len()
    }
    fn write(&mut self, bytes: &[u8]) -> gimli::write::Result<()> {
        self.data.extend_from_slice(bytes);
        Ok(())
    }
    fn write_at(&mut self, offset: usize, bytes: &[u8]) -> gimli::write::Result<()> {
        if offset + bytes.len() > self.data.len() {
            return Err(gimli::write::Error::OffsetOutOfBounds);
        }
        self.data[offset..offset + bytes.len()].copy_from_slice(bytes);
        Ok(())
    }
    fn write_eh_pointer(
        &mut self,
        address: gimli::write::Address,
        eh_pe: gimli::DwEhPe,
        size: u8,
    ) -> gimli::write::Result<()> {
        match address {
            gimli::write::Address::Symbol { symbol, addend } => {
                self.relocs.push((self.data.len(), symbol, addend));
                let n = match eh_pe.format() {
                    gimli::DW_EH_PE_sdata4 | gimli::DW_EH_PE_udata4 => 4,
                    gimli::DW_EH_PE_sdata8 | gimli::DW_EH_PE_udata8 => 8,
                    _ => size as usize,
                };
                self.data.extend(std::iter::repeat_n(0u8, n));
                Ok(())
            }
            gimli::write::Address::Constant(v) => {
                let n = match eh_pe.format() {
                    gimli::DW_EH_PE_sdata8 | gimli::DW_EH_PE_udata8 => 8,
                    _ => 4,
                };
                let big = self.endian == gimli::RunTimeEndian::Big;
                let (b, n) = crate::target::int_bytes(v, n, big);
                self.data.extend_from_slice(&b[..n]);
                Ok(())
            }
        }
    }
}

/// Whether compressed instructions are enabled (some compression pattern applies).
pub fn has_compressed(t: &dyn MCTargetHooks, features: FeatureSet) -> bool {
    let tables = t.tables();
    tables
        .compress_pats
        .iter()
        .any(|p| tables.predicate_holds(p.predicate, &features))
}

/// The `.text` section spec.
pub fn text_section() -> SectionSpec {
    SectionSpec {
        name: ".text".into(),
        sh_type: elf::SHT_PROGBITS,
        flags: elf::SHF_ALLOC | elf::SHF_EXECINSTR,
        entsize: 0,
        group: None,
    }
}

/// gimli writes a CIE with a personality and an LSDA as "zLPR"; llvm-mc and GNU as write
/// "zPLR" (personality first). Both mean the same to an unwinder; this puts each such CIE
/// in the assemblers' order (string, then augmentation data, moving the personality
/// pointer's relocation with it), so that kiln's objects match theirs.
fn reorder_augmentation(w: &mut EhWriter, big: bool) {
    let mut off = 0usize;
    while off + 8 <= w.data.len() {
        let len = crate::target::read_int(&w.data[off..off + 4], big) as usize;
        if len == 0 {
            break;
        }
        let id = crate::target::read_int(&w.data[off + 4..off + 8], big);
        let aug = off + 9;
        if id == 0 && w.data.get(aug..aug + 5) == Some(b"zLPR\0") {
            w.data[aug..aug + 4].copy_from_slice(b"zPLR");
            // Code and data alignment factors (LEB128) and the return register (ULEB128 in
            // version 1 .eh_frame as gimli writes it: one byte below 128).
            let mut p = aug + 5;
            for _ in 0..2 {
                while w.data[p] & 0x80 != 0 {
                    p += 1;
                }
                p += 1;
            }
            p += 1;
            // Augmentation length, then [L enc][P enc][P pointer (4)][R enc].
            let data = p + 1;
            let lenc = w.data[data];
            let penc = w.data[data + 1];
            if penc & 0x0f != 0x0b {
                // Only the pcrel sdata4 form is written (the parser accepts no other).
                off += 4 + len;
                continue;
            }
            let ptr: Vec<u8> = w.data[data + 2..data + 6].to_vec();
            w.data[data] = penc;
            w.data[data + 1..data + 5].copy_from_slice(&ptr);
            w.data[data + 5] = lenc;
            for r in w.relocs.iter_mut() {
                if r.0 == data + 2 {
                    r.0 = data + 1;
                }
            }
        }
        off += 4 + len;
    }
}

/// ULEB128 encoding.
pub fn uleb(mut v: u64) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            return out;
        }
        out.push(b | 0x80);
    }
}

/// SLEB128 encoding.
pub fn sleb(mut v: i64) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        let done = (v == 0 && b & 0x40 == 0) || (v == -1 && b & 0x40 != 0);
        if done {
            out.push(b);
            return out;
        }
        out.push(b | 0x80);
    }
}

impl MCStreamer for ObjectStreamer<'_> {
    fn ctx(&mut self) -> &mut MCContext {
        &mut self.ctx
    }

    fn ctx_ref(&self) -> &MCContext {
        &self.ctx
    }

    fn switch_section(&mut self, spec: &SectionSpec, _subsection: i64) {
        let k = self.find_or_create_section(spec);
        self.cur = Some(k);
    }

    fn current_section(&self) -> Option<SectionSpec> {
        self.cur.map(|c| self.sections[c].spec.clone())
    }

    fn emit_label(&mut self, sym: SymbolId, _loc: SourceLoc) -> Result<(), String> {
        let s = self.ctx.symbol(sym);
        if !matches!(s.def, SymbolDef::Undefined) {
            return Err(format!("symbol '{}' is already defined", s.name));
        }
        let def = self.here();
        self.ctx.symbol_mut(sym).def = def;
        Ok(())
    }

    fn emit_instruction(&mut self, inst: &MCInst, features: FeatureSet) -> Result<(), String> {
        let t = self.target;
        let compressed = self.compress_index.compress(t, inst, &self.ctx, features);
        let inst = compressed.as_ref().unwrap_or(inst);
        // The fixup vector is reused: most instructions have none, and none of them allocate.
        let mut fixups = std::mem::take(&mut self.scratch_fixups);
        fixups.clear();
        let enc = encode_inst_word(t, inst, &self.ctx, &mut fixups)?;
        self.set_mapping(true);
        let s = self.cur_section();
        let min_align = match self.inst_align_for {
            Some((f, a)) if f == features => a,
            _ => {
                let a = t.min_inst_align(features);
                self.inst_align_for = Some((features, a));
                a
            }
        };
        self.sections[s].align = self.sections[s].align.max(min_align);
        if t.may_relax(inst) && !fixups.is_empty() {
            self.sections[s].frags.push(Fragment {
                kind: FragKind::Relax {
                    inst: *inst,
                    bytes: enc.bytes().to_vec(),
                    fixups: fixups.clone(),
                    features,
                    done: false,
                },
                offset: 0,
                size: 0,
            });
        } else {
            for fx in fixups.drain(..) {
                self.push_fixup(fx);
            }
            self.push_bytes(enc.bytes());
        }
        self.scratch_fixups = fixups;
        Ok(())
    }

    fn emit_bytes(&mut self, data: &[u8]) {
        self.set_mapping(false);
        self.push_bytes(data);
    }

    fn emit_value(&mut self, value: ExprId, size: u8, loc: SourceLoc) -> Result<(), String> {
        self.set_mapping(false);
        if let Some(c) = self.ctx.evaluate_absolute(value) {
            if size < 8 {
                let lim = 1i128 << (size * 8);
                if (c as i128) >= lim || (c as i128) < -(lim / 2) {
                    return Err("out of range literal value".into());
                }
            }
            let (b, n) =
                crate::target::int_bytes(c as u64, size as usize, self.target.is_big_endian());
            self.push_bytes(&b[..n]);
            return Ok(());
        }
        let kind = self.target.data_fixup(size, false);
        self.push_fixup(MCFixup {
            offset: 0,
            value,
            kind,
            loc: Some(loc),
        });
        self.push_bytes(&vec![0u8; size as usize]);
        Ok(())
    }

    fn emit_leb(&mut self, value: ExprId, signed: bool, loc: SourceLoc) -> Result<(), String> {
        self.set_mapping(false);
        if let Some(c) = self.ctx.evaluate_absolute(value) {
            let b = if signed { sleb(c) } else { uleb(c as u64) };
            self.push_bytes(&b);
            return Ok(());
        }
        let s = self.cur_section();
        self.sections[s].frags.push(Fragment {
            kind: FragKind::Leb {
                value,
                signed,
                bytes: vec![0],
                loc,
            },
            offset: 0,
            size: 0,
        });
        Ok(())
    }

    fn emit_fill(&mut self, count: ExprId, fill: u8, loc: SourceLoc) -> Result<(), String> {
        self.set_mapping(false);
        if let Some(c) = self.ctx.evaluate_absolute(count) {
            if c < 0 {
                return Err("'.skip' directive with negative repeat count has no effect".into());
            }
            if c > 1 << 32 {
                return Err("repeat count is too large".into());
            }
            self.push_bytes(&vec![fill; c as usize]);
            return Ok(());
        }
        let s = self.cur_section();
        self.sections[s].frags.push(Fragment {
            kind: FragKind::Fill { count, fill, loc },
            offset: 0,
            size: 0,
        });
        Ok(())
    }

    fn emit_align(&mut self, align: u64, fill: Option<i64>, fill_size: u8, max: u64) {
        let s = self.cur_section();
        let code = self.sections[s].spec.flags & elf::SHF_EXECINSTR != 0;
        self.sections[s].align = self.sections[s].align.max(align);
        let features = self.features;
        self.sections[s].frags.push(Fragment {
            kind: FragKind::Align {
                align: align.max(1),
                fill: fill.unwrap_or(0),
                fill_size: fill_size.max(1),
                max,
                nops: code && fill.is_none(),
                features,
            },
            offset: 0,
            size: 0,
        });
    }

    fn symbol_attr(&mut self, sym: SymbolId, attr: SymbolAttr) {
        let s = self.ctx.symbol_mut(sym);
        match attr {
            SymbolAttr::Global => {
                s.binding = Binding::Global;
                s.binding_set = true;
            }
            SymbolAttr::Local => {
                s.binding = Binding::Local;
                s.binding_set = true;
            }
            SymbolAttr::Weak => {
                s.binding = Binding::Weak;
                s.binding_set = true;
            }
            SymbolAttr::Hidden => s.visibility = Visibility::Hidden,
            SymbolAttr::Protected => s.visibility = Visibility::Protected,
            SymbolAttr::Internal => s.visibility = Visibility::Internal,
            SymbolAttr::Function => s.ty = SymbolType::Func,
            SymbolAttr::Object => s.ty = SymbolType::Object,
            SymbolAttr::TlsObject => s.ty = SymbolType::Tls,
            SymbolAttr::NoType => s.ty = SymbolType::NoType,
        }
        if attr != SymbolAttr::Local {
            // Attributes make a temporary symbol visible in the symbol table.
            s.temporary = s.temporary && !matches!(attr, SymbolAttr::Global | SymbolAttr::Weak);
        }
    }

    fn emit_size(&mut self, sym: SymbolId, size: ExprId) {
        self.ctx.symbol_mut(sym).size = Some(size);
    }

    fn emit_common(&mut self, sym: SymbolId, size: u64, align: u64, local: bool) {
        // `.local sym` then `.comm sym`: a local common symbol, allocated in .bss.
        let s0 = self.ctx.symbol(sym);
        let local = local || (s0.binding_set && s0.binding == Binding::Local);
        if local {
            // .lcomm: reserve space in .bss.
            let cur = self.cur;
            let spec = SectionSpec {
                name: ".bss".into(),
                sh_type: elf::SHT_NOBITS,
                flags: elf::SHF_ALLOC | elf::SHF_WRITE,
                entsize: 0,
                group: None,
            };
            self.switch_section(&spec, 0);
            self.emit_align(align.max(1), None, 1, 0);
            let def = self.here();
            self.ctx.symbol_mut(sym).def = def;
            if self.ctx.symbol(sym).ty == SymbolType::NoType {
                self.ctx.symbol_mut(sym).ty = SymbolType::Object;
            }
            let s = self.cur_section();
            let _ = s;
            self.push_bytes(&vec![0u8; size as usize]);
            self.ctx.symbol_mut(sym).size = None;
            self.cur = cur;
            let e = self.ctx.constant(size as i64);
            self.ctx.symbol_mut(sym).size = Some(e);
            return;
        }
        let s = self.ctx.symbol_mut(sym);
        s.def = SymbolDef::Common { size, align };
        s.binding = Binding::Global;
        s.ty = SymbolType::Object;
    }

    fn emit_assignment(&mut self, sym: SymbolId, value: ExprId) {
        self.ctx.symbol_mut(sym).def = SymbolDef::Equated(value);
    }

    fn emit_file(&mut self, name: &str) {
        self.files.push(name.to_string());
    }

    fn emit_ident(&mut self, s: &str) {
        let spec = SectionSpec {
            name: ".comment".into(),
            sh_type: elf::SHT_PROGBITS,
            flags: elf::SHF_MERGE | elf::SHF_STRINGS,
            entsize: 1,
            group: None,
        };
        let mut bytes = Vec::new();
        if self.idents.is_empty() {
            bytes.push(0);
        }
        bytes.extend_from_slice(s.as_bytes());
        bytes.push(0);
        self.idents.push(s.to_string());
        let cur = self.cur;
        let k = self.find_or_create_section(&spec);
        self.cur = Some(k);
        self.push_bytes(&bytes);
        self.cur = cur;
    }

    fn emit_attribute(&mut self, tag: u64, int: Option<u64>, string: Option<&str>) {
        if let Some(e) = self.attributes.iter_mut().find(|a| a.0 == tag) {
            *e = (tag, int, string.map(String::from));
        } else {
            self.attributes.push((tag, int, string.map(String::from)));
        }
    }

    fn emit_addrsig(&mut self) {
        self.addrsig = true;
    }

    fn emit_addrsig_sym(&mut self, sym: SymbolId) {
        self.ctx.symbol_mut(sym).addrsig = true;
    }

    fn cfi_startproc(&mut self, _loc: SourceLoc) -> Result<(), String> {
        if self.cur_frame.is_some() {
            return Err("starting new .cfi frame before finishing the previous one".into());
        }
        let start = self.ctx.create_temp_symbol("$cfi");
        let def = self.here();
        let m = self.ctx.symbol_mut(start);
        m.def = def;
        m.name = ".L0 ".into();
        let s = self.cur_section();
        self.cur_frame = Some(Frame {
            start,
            end: None,
            section: SectionId(s as u32),
            insts: Vec::new(),
            personality: None,
            lsda: None,
        });
        Ok(())
    }

    fn cfi_endproc(&mut self, _loc: SourceLoc) -> Result<(), String> {
        let Some(mut f) = self.cur_frame.take() else {
            return Err(
                "this directive must appear between .cfi_startproc and .cfi_endproc directives"
                    .into(),
            );
        };
        let end = self.ctx.create_temp_symbol(".Lcfi_end");
        let def = self.here();
        self.ctx.symbol_mut(end).def = def;
        f.end = Some(end);
        let _ = f.section;
        self.frames.push(f);
        Ok(())
    }

    fn cfi(&mut self, d: CfiDirective, _loc: SourceLoc) -> Result<(), String> {
        if self.cur_frame.is_none() {
            return Err(
                "this directive must appear between .cfi_startproc and .cfi_endproc directives"
                    .into(),
            );
        }
        if let Some(f) = self.cur_frame.as_mut() {
            match d {
                CfiDirective::Personality(e, sym) => {
                    f.personality = Some((e, sym));
                    return Ok(());
                }
                CfiDirective::Lsda(e, sym) => {
                    f.lsda = Some((e, sym));
                    return Ok(());
                }
                _ => {}
            }
        }
        let lab = self.ctx.create_temp_symbol(".Lcfi");
        let def = self.here();
        self.ctx.symbol_mut(lab).def = def;
        if let Some(f) = self.cur_frame.as_mut() {
            f.insts.push((lab, d));
        }
        Ok(())
    }

    fn emit_raw_directive(&mut self, _text: &str) {}

    fn emit_marker_fixup(
        &mut self,
        value: ExprId,
        kind: crate::mc_inst::FixupKind,
        _text: &str,
        loc: SourceLoc,
    ) -> Result<(), String> {
        self.push_fixup(MCFixup {
            offset: 0,
            value,
            kind,
            loc: Some(loc),
        });
        Ok(())
    }

    fn finish(&mut self) -> Result<(), Vec<(Option<SourceLoc>, String)>> {
        if self.cur_frame.is_some() {
            return Err(vec![(None, "Unfinished frame!".into())]);
        }
        for _ in 0..64 {
            let leb_changed = self.layout().map_err(|e| vec![e])?;
            let relaxed = self.relax_pass().map_err(|e| vec![e])?;
            if !leb_changed && !relaxed {
                break;
            }
        }
        self.layout().map_err(|e| vec![e])?;
        self.resolve_fixups()?;
        if !self.attributes.is_empty() {
            if let Some((name, ty, vendor)) = self.target.attributes_section() {
                let data = crate::elf_writer::attributes_section(
                    vendor,
                    &self.attributes,
                    self.target.is_big_endian(),
                );
                let spec = SectionSpec {
                    name: name.into(),
                    sh_type: ty,
                    flags: 0,
                    entsize: 0,
                    group: None,
                };
                let k = self.find_or_create_section(&spec);
                self.sections[k].size = data.len() as u64;
                self.sections[k].data = data;
            }
        }
        self.build_eh_frame()?;
        Ok(())
    }
}
