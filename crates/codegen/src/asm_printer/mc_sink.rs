//! Direct object emission (LLVM's `MCInstLower` and the object side of `AsmPrinter`): the
//! printer's walk lowered straight into a kiln-mc [`MCStreamer`], with no assembly text.
//!
//! In: the calls of the printer's walk (sections, labels, CFI, data, machine instructions)
//! through the [`AsmSink`] interface, and the target's [`TargetMCInstLower`] hooks. Out: the
//! same streamer calls, in the same order, that kiln-mc's assembly parser makes from the
//! printed text: symbols created in text order (so the symbol table comes out the same), each
//! machine instruction as the `MCInst` the matcher would build from its printed form
//! ([`super::InstLowering`], which the text sink prints), assembler pseudos expanded by the target's
//! `MCTargetHooks::expand_pseudo` with the same local-label numbering. The object streamer
//! then does relaxation, compression, fixups and relocations exactly as for parsed text.
//!
//! What cannot be lowered directly goes through [`McSink::emit_asm_text`]: the instruction is
//! printed and parsed into the same streamer, so it behaves (and fails) exactly as it does
//! through assembly. That is also the hook for text that is text by nature (an inline-asm
//! blob).

use super::mc_inst_lower::{InstLowering, Lowered, LoweringTables, TargetMCInstLower};
use super::{AsmSink, Label, Piece, Section, SizeOf, SymRef, TargetAsmInfo};
use crate::machine::{CFIInstruction, MachineOperand as MO};
use crate::target::target_opcode;
use kiln_ir::Module;
use kiln_mc::asm_parser::AsmParser;
use kiln_mc::feature_set::FeatureSet;
use kiln_mc::instr_desc::flags;
use kiln_mc::mc_expr::{BinOp, ExprId, MCExpr, SymbolId};
use kiln_mc::register_info::Register;
use kiln_mc::streamer::{CfiDirective, MCStreamer, SymbolAttr};
use kiln_mc::target::{ExpandCtx, Expanded};
use kiln_support::{FileId, SourceLoc, SourceMgr};

/// The [`AsmSink`] that drives a kiln-mc streamer (normally the object streamer).
pub struct McSink<'a, S: MCStreamer> {
    /// The streamer.
    pub out: S,
    low: InstLowering<'a>,
    pic: bool,
    /// The next assembler-local label number of pseudo expansions (`.Lpcrel_hi<N>`).
    label_counter: u32,
    /// The first error (an internal assembler error: what kiln-mc rejects).
    error: Option<String>,
    /// Reused for each assembler pseudo's expansion.
    expanded: Vec<Expanded>,
}

impl<'a, S: MCStreamer> McSink<'a, S> {
    /// A sink for `module` emitting into `out` with `features`; `pic` as the assembler's
    /// position-independent mode (RISC-V's `.option pic`). `lt`: the target's lowering
    /// tables.
    pub fn new(
        out: S,
        target: &'a dyn TargetMCInstLower,
        lt: &'a LoweringTables,
        module: &Module,
        features: FeatureSet,
        pic: bool,
    ) -> Self {
        McSink {
            out,
            low: InstLowering::new(target, lt, module, features, true),
            pic,
            label_counter: 0,
            error: None,
            expanded: Vec::new(),
        }
    }

    fn target(&self) -> &'a dyn TargetMCInstLower {
        self.low.target
    }

    fn ai(&self) -> &'a TargetAsmInfo {
        self.low.target.asm_info()
    }

    /// The first error since the last call, if any.
    pub fn take_error(&mut self) -> Option<String> {
        self.error.take()
    }

    fn fail(&mut self, e: String) {
        if self.error.is_none() {
            self.error = Some(e);
        }
    }

    fn loc() -> SourceLoc {
        SourceLoc {
            file: FileId(0),
            offset: 0,
        }
    }

    /// The symbol of `l` (created on first use, as the parser creates it on first mention).
    fn symbol(&mut self, m: &Module, l: Label) -> SymbolId {
        self.low.symbol(self.out.ctx(), m, l)
    }

    /// Lowers a machine instruction and emits it, expanding assembler pseudos; `false` when
    /// it could not be lowered directly.
    fn emit_lowered(&mut self, m: &Module, fnum: usize, opcode: u32, ops: &[MO]) -> bool {
        let Some(Lowered { inst, .. }) =
            self.low
                .lower_with_operands(self.out.ctx(), m, fnum, opcode, ops)
        else {
            return false;
        };
        let features = self.low.features;
        let desc = &self.target().mc().tables().instrs[inst.opcode as usize];
        if !desc.has(flags::ASM_PARSER_ONLY) {
            if let Err(e) = self.out.emit_instruction(&inst, features) {
                self.fail(e);
            }
            return true;
        }
        let mut items = std::mem::take(&mut self.expanded);
        items.clear();
        let mut x = ExpandCtx {
            ctx: self.out.ctx(),
            features,
            pic: self.pic,
            label_counter: &mut self.label_counter,
        };
        if let Err(e) = self
            .low
            .target
            .mc()
            .expand_pseudo(&inst, &mut x, &mut items)
        {
            self.fail(e);
            return true;
        }
        for it in &items {
            let r = match it {
                Expanded::Label(s) => self.out.emit_label(*s, Self::loc()),
                Expanded::Inst(i) => self.out.emit_instruction(i, features),
            };
            if let Err(e) = r {
                self.fail(e);
            }
        }
        self.expanded = items;
        true
    }

    /// Parses assembly `text` into the streamer, as kiln-mc's assembler would read it in a
    /// `.s` file at this point (same features, position-independent mode and pseudo-label
    /// numbering). The hook for whatever is text by nature (an inline-asm blob) and for
    /// instructions the lowering does not know.
    pub fn emit_asm_text(&mut self, text: &str) {
        self.emit_named_text("<kiln output>", text);
    }

    /// [`McSink::emit_asm_text`] with the buffer named `name` in error messages.
    fn emit_named_text(&mut self, name: &str, text: &str) {
        let mut sm = SourceMgr::new();
        let file = sm.add_buffer(name.to_string(), text.to_string());
        let mut p = AsmParser::new(&sm, file, self.target().mc(), self.low.features);
        p.set_pic(self.pic);
        p.set_label_counter(self.label_counter);
        p.run(&mut self.out);
        self.label_counter = p.label_counter();
        if let Some(d) = p.diags.first() {
            let msg = sm.render(d);
            self.fail(msg);
        }
    }

    fn dwarf(&mut self, r: Register) -> Option<u16> {
        let t = self.target();
        let d = t
            .mc()
            .parse_reg_name(t.reg_name(r))
            .and_then(|x| t.mc().dwarf_reg(x));
        if d.is_none() {
            self.fail(format!("invalid register name '{}' in CFI", t.reg_name(r)));
        }
        d
    }

    fn value(&mut self, e: ExprId, size: u8) {
        if let Err(e) = self.out.emit_value(e, size, Self::loc()) {
            self.fail(e);
        }
    }
}

/// A section name as the parser reads it: quotes removed.
fn unquote(name: &str) -> String {
    match name.strip_prefix('"').and_then(|n| n.strip_suffix('"')) {
        Some(inner) => inner.replace("\\\"", "\"").replace("\\\\", "\\"),
        None => name.to_string(),
    }
}

impl<S: MCStreamer> AsmSink for McSink<'_, S> {
    fn section(&mut self, _m: &Module, s: &Section) {
        let spec = match s {
            Section::Text => AsmParser::section_spec_for(".text"),
            Section::Data => AsmParser::section_spec_for(".data"),
            Section::Bss => AsmParser::section_spec_for(".bss"),
            Section::Named(n) => AsmParser::section_spec_for(&unquote(n)),
            Section::Full {
                name,
                flags,
                ty,
                entsize,
            } => {
                let mut spec = AsmParser::section_spec_for(&unquote(name));
                match (
                    kiln_mc::asm_parser::section_flags(flags.as_bytes()),
                    kiln_mc::asm_parser::section_type(ty),
                ) {
                    (Some(f), Some(t)) => {
                        spec.flags = f;
                        spec.sh_type = t;
                    }
                    _ => {
                        self.fail(format!("unknown section flags \"{flags}\" or type @{ty}"));
                        return;
                    }
                }
                if spec.flags & kiln_mc::assembler::elf::SHF_MERGE != 0 {
                    spec.entsize = entsize.unwrap_or(0);
                }
                spec
            }
        };
        self.out.switch_section(&spec, 0);
    }

    fn symbol_attr(&mut self, m: &Module, sym: Label, attr: SymbolAttr) {
        let s = self.symbol(m, sym);
        self.out.symbol_attr(s, attr);
    }

    fn align(&mut self, log2: u32) {
        self.out.emit_align(1u64 << log2, None, 1, 0);
    }

    fn asm_text(&mut self, text: &str) {
        self.emit_asm_text(text);
    }

    fn label(&mut self, m: &Module, l: Label) {
        let s = self.symbol(m, l);
        if let Err(e) = self.out.emit_label(s, Self::loc()) {
            self.fail(e);
        }
    }

    fn cfi_startproc(&mut self) {
        if let Err(e) = self.out.cfi_startproc(Self::loc()) {
            self.fail(e);
        }
    }

    fn cfi_endproc(&mut self) {
        if let Err(e) = self.out.cfi_endproc(Self::loc()) {
            self.fail(e);
        }
    }

    fn cfi(&mut self, c: &CFIInstruction) {
        let d = match *c {
            CFIInstruction::DefCfaOffset(o) => CfiDirective::DefCfaOffset(o),
            CFIInstruction::DefCfa(r, o) => match self.dwarf(r) {
                Some(r) => CfiDirective::DefCfa(r, o),
                None => return,
            },
            CFIInstruction::DefCfaRegister(r) => match self.dwarf(r) {
                Some(r) => CfiDirective::DefCfaRegister(r),
                None => return,
            },
            CFIInstruction::Offset(r, o) => match self.dwarf(r) {
                Some(r) => CfiDirective::Offset(r, o),
                None => return,
            },
            CFIInstruction::Restore(r) => match self.dwarf(r) {
                Some(r) => CfiDirective::Restore(r),
                None => return,
            },
            CFIInstruction::RememberState => CfiDirective::RememberState,
            CFIInstruction::RestoreState => CfiDirective::RestoreState,
        };
        if let Err(e) = self.out.cfi(d, Self::loc()) {
            self.fail(e);
        }
    }

    fn instr(&mut self, m: &Module, fnum: usize, opcode: u32, ops: &[MO]) {
        if matches!(
            opcode,
            target_opcode::KILL | target_opcode::IMPLICIT_DEF | target_opcode::CFI_INSTRUCTION
        ) {
            return;
        }
        if self.emit_lowered(m, fnum, opcode, ops) {
            return;
        }
        let mut text = String::new();
        self.low.print_unlowered(&mut text, m, fnum, opcode, ops);
        self.emit_asm_text(&text);
    }

    fn int(&mut self, value: u64, size: u8) {
        let bytes = if self.ai().little_endian {
            value.to_le_bytes()
        } else {
            (value << (64 - 8 * size as u32)).to_be_bytes()
        };
        self.out.emit_bytes(&bytes[..size as usize]);
    }

    fn data(&mut self, m: &Module, pieces: &[Piece]) {
        for p in pieces {
            match p {
                Piece::Zero(n) => {
                    let c = self.out.ctx().constant(*n as i64);
                    if let Err(e) = self.out.emit_fill(c, 0, Self::loc()) {
                        self.fail(e);
                    }
                }
                Piece::Bytes(b) => self.out.emit_bytes(b),
                Piece::Sym(SymRef { sym, minus }, off, size) => {
                    let a = self.symbol(m, *sym);
                    let mut e = self.out.ctx().sym_ref(a);
                    if let Some(b) = minus {
                        let b = self.symbol(m, *b);
                        let ctx = self.out.ctx();
                        let br = ctx.sym_ref(b);
                        e = ctx.add(MCExpr::Binary(BinOp::Sub, e, br));
                    }
                    let e = match *off {
                        0 => e,
                        o => {
                            let ctx = self.out.ctx();
                            let c = ctx.constant(o);
                            ctx.add(MCExpr::Binary(BinOp::Add, e, c))
                        }
                    };
                    self.value(e, *size);
                }
            }
        }
    }

    fn size(&mut self, m: &Module, sym: Label, size: SizeOf) {
        if !self.ai().has_dot_type_and_size {
            return;
        }
        let e = match size {
            SizeOf::FuncEnd(f) => {
                let end = self.symbol(m, Label::FuncEnd(f));
                let s = self.symbol(m, sym);
                let ctx = self.out.ctx();
                let (er, sr) = (ctx.sym_ref(end), ctx.sym_ref(s));
                ctx.add(MCExpr::Binary(BinOp::Sub, er, sr))
            }
            SizeOf::Bytes(n) => self.out.ctx().constant(n as i64),
        };
        let s = self.symbol(m, sym);
        self.out.emit_size(s, e);
    }

    fn end_of_item(&mut self) {}

    fn assign(&mut self, m: &Module, sym: Label, value: SymRef, offset: i64) {
        // Through the assembler's own `sym = expr` (the symbol gets the value's section and
        // offset once the value is defined), as the text path spells it.
        let text = super::text_sink::assign_text(self.ai(), m, sym, value, offset);
        self.emit_asm_text(&text);
    }

    fn inline_asm(&mut self, text: Result<&str, &str>) {
        match text {
            Ok(t) => self.emit_named_text("<inline asm>", t),
            Err(e) => self.fail(e.to_string()),
        }
    }
}
