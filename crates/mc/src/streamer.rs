//! The streamer interface (LLVM's `MCStreamer`): what the assembler parser (and
//! later code generation) emits, with two implementations: the assembly streamer
//! ([`crate::asm_streamer`]) and the object streamer ([`crate::assembler`]).
//!
//! In: sections, labels, instructions, data, alignment, symbol attributes and CFI
//! directives, in program order. Out: whatever the implementation makes of them.

use crate::feature_set::FeatureSet;
use crate::mc_expr::{ExprId, MCContext, SymbolId};
use crate::mc_inst::MCInst;
use kiln_support::SourceLoc;

/// ELF section type and flags, as a `.section` directive gives them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SectionSpec {
    /// Name.
    pub name: String,
    /// `SHT_*`.
    pub sh_type: u32,
    /// `SHF_*`.
    pub flags: u64,
    /// Entry size (mergeable sections).
    pub entsize: u64,
    /// Group signature for `SHF_GROUP`.
    pub group: Option<String>,
}

/// Symbol attributes set by directives.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SymbolAttr {
    /// `.globl`
    Global,
    /// `.local`
    Local,
    /// `.weak`
    Weak,
    /// `.hidden`
    Hidden,
    /// `.protected`
    Protected,
    /// `.internal`
    Internal,
    /// `.type sym, @function`
    Function,
    /// `.type sym, @object`
    Object,
    /// `.type sym, @tls_object`
    TlsObject,
    /// `.type sym, @notype`
    NoType,
}

/// One CFI directive.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CfiDirective {
    /// `.cfi_def_cfa reg, offset`
    DefCfa(u16, i64),
    /// `.cfi_def_cfa_offset offset`
    DefCfaOffset(i64),
    /// `.cfi_adjust_cfa_offset delta`
    AdjustCfaOffset(i64),
    /// `.cfi_def_cfa_register reg`
    DefCfaRegister(u16),
    /// `.cfi_offset reg, offset`
    Offset(u16, i64),
    /// `.cfi_rel_offset reg, offset`
    RelOffset(u16, i64),
    /// `.cfi_restore reg`
    Restore(u16),
    /// `.cfi_undefined reg`
    Undefined(u16),
    /// `.cfi_same_value reg`
    SameValue(u16),
    /// `.cfi_register reg1, reg2`
    Register(u16, u16),
    /// `.cfi_remember_state`
    RememberState,
    /// `.cfi_restore_state`
    RestoreState,
    /// `.cfi_personality encoding, sym`: the frame's personality routine (the CIE's `P`).
    Personality(u8, SymbolId),
    /// `.cfi_lsda encoding, sym`: the frame's language-specific data area (the FDE's `L`).
    Lsda(u8, SymbolId),
}

/// The streamer interface.
pub trait MCStreamer {
    /// The symbol and expression arena.
    fn ctx(&mut self) -> &mut MCContext;
    /// Read-only access to the arena.
    fn ctx_ref(&self) -> &MCContext;
    /// Switches to (creating if needed) a section.
    fn switch_section(&mut self, spec: &SectionSpec, subsection: i64);
    /// `.pushsection`/`.popsection` support: the current section spec.
    fn current_section(&self) -> Option<SectionSpec>;
    /// Defines a label at the current position.
    fn emit_label(&mut self, sym: SymbolId, loc: SourceLoc) -> Result<(), String>;
    /// Emits an instruction (already expanded and matched).
    fn emit_instruction(&mut self, inst: &MCInst, features: FeatureSet) -> Result<(), String>;
    /// Emits raw bytes.
    fn emit_bytes(&mut self, data: &[u8]);
    /// Emits a `size`-byte value of an expression.
    fn emit_value(&mut self, value: ExprId, size: u8, loc: SourceLoc) -> Result<(), String>;
    /// Emits a ULEB128 or SLEB128 of an expression.
    fn emit_leb(&mut self, value: ExprId, signed: bool, loc: SourceLoc) -> Result<(), String>;
    /// Emits `count` bytes of `fill` (`.zero`, `.skip`, `.space`).
    fn emit_fill(&mut self, count: ExprId, fill: u8, loc: SourceLoc) -> Result<(), String>;
    /// Aligns to `align` bytes with `fill` (of `fill_size` bytes), skipping at most
    /// `max` bytes (0: no limit). In code sections without an explicit fill, the
    /// padding is NOPs.
    fn emit_align(&mut self, align: u64, fill: Option<i64>, fill_size: u8, max: u64);
    /// Sets a symbol attribute.
    fn symbol_attr(&mut self, sym: SymbolId, attr: SymbolAttr);
    /// `.size`
    fn emit_size(&mut self, sym: SymbolId, size: ExprId);
    /// `.comm` / `.lcomm`
    fn emit_common(&mut self, sym: SymbolId, size: u64, align: u64, local: bool);
    /// `.set sym, expr`
    fn emit_assignment(&mut self, sym: SymbolId, value: ExprId);
    /// `.file "name"`
    fn emit_file(&mut self, name: &str);
    /// `.ident "string"`
    fn emit_ident(&mut self, s: &str);
    /// `.attribute tag, value`
    fn emit_attribute(&mut self, tag: u64, int: Option<u64>, string: Option<&str>);
    /// `.addrsig`
    fn emit_addrsig(&mut self);
    /// `.addrsig_sym`
    fn emit_addrsig_sym(&mut self, sym: SymbolId);
    /// `.cfi_startproc`
    fn cfi_startproc(&mut self, loc: SourceLoc) -> Result<(), String>;
    /// `.cfi_endproc`
    fn cfi_endproc(&mut self, loc: SourceLoc) -> Result<(), String>;
    /// Other `.cfi_*` directives.
    fn cfi(&mut self, d: CfiDirective, loc: SourceLoc) -> Result<(), String>;
    /// A directive the assembly streamer prints as is and the object streamer ignores.
    fn emit_raw_directive(&mut self, text: &str);
    /// A fixup at the current position that patches no bytes and only becomes a
    /// relocation (AArch64's `.tlsdesccall sym`: R_AARCH64_TLSDESC_CALL on the `blr` that
    /// follows). The assembly streamer prints `text`; the object streamer records the
    /// fixup. The default: prints `text` as a raw directive.
    fn emit_marker_fixup(
        &mut self,
        _value: ExprId,
        _kind: crate::mc_inst::FixupKind,
        text: &str,
        _loc: SourceLoc,
    ) -> Result<(), String> {
        self.emit_raw_directive(text);
        Ok(())
    }
    /// An empty input line (the assembly streamer keeps it, as llvm-mc does).
    fn add_blank_line(&mut self) {}
    /// Finishes (layout, relaxation, fixups). Errors carry locations when known.
    fn finish(&mut self) -> Result<(), Vec<(Option<SourceLoc>, String)>>;
}
