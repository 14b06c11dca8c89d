//! The assembly-text [`AsmSink`] (LLVM's `MCAsmStreamer` as the `AsmPrinter` drives it):
//! GNU assembler lines spelled with the target's [`TargetAsmInfo`].
//!
//! In: the printer walk's calls. Out: `.s` text appended to a string: section switches,
//! `.globl`/`.weak`/`.type`, `.p2align`, labels, CFI directives with the target's register
//! names, instructions as the target prints them, data directives per size, `.size`, `sym =
//! value` assignments and inline assembly between `#APP`/`#NO_APP` markers.
//!
//! An instruction is lowered to an `MCInst` as for an object ([`super::InstLowering`]) and
//! printed by kiln-mc's instruction printer from the generated tables (LLVM's `MCInstLower`
//! then `MCInstPrinter`): in its own syntax, or as the alias the target names (`ret`, `mv`).
//! What cannot be lowered (an immediate outside its operand class, an operand kind the
//! matcher would not accept as printed) is printed from its asm string
//! ([`InstLowering::print_unlowered`]), which the assembler then rejects or accepts as it
//! would any text.

use super::mc_inst_lower::{InstLowering, LoweringTables, TargetMCInstLower};
use super::{with_offset, AsmSink, Label, Piece, Section, SizeOf, SymRef, TargetAsmInfo};
use crate::machine::{CFIInstruction, MachineOperand as MO};
use kiln_ir::Module;
use kiln_mc::feature_set::FeatureSet;
use kiln_mc::inst_printer::{print_inst, print_inst_as_alias};
use kiln_mc::mc_expr::MCContext;
use kiln_mc::streamer::SymbolAttr;
use std::fmt::Write;

/// The assembly-text [`AsmSink`]: appends GNU assembler lines to `out`.
pub struct TextSink<'a> {
    /// The text written so far.
    pub out: &'a mut String,
    target: &'a dyn TargetMCInstLower,
    low: InstLowering<'a>,
    /// Where lowered instructions' symbols and expressions live while they are printed.
    ctx: MCContext,
}

impl<'a> TextSink<'a> {
    /// A sink appending to `out` for `target` (its lowering tables `lt`), printing the
    /// instructions of `module` with MC `features`.
    pub fn new(
        out: &'a mut String,
        target: &'a dyn TargetMCInstLower,
        lt: &'a LoweringTables,
        module: &Module,
        features: FeatureSet,
    ) -> Self {
        TextSink {
            out,
            target,
            low: InstLowering::new(target, lt, module, features, false),
            ctx: MCContext::new(),
        }
    }

    fn ai(&self) -> &'a TargetAsmInfo {
        self.target.asm_info()
    }
}

/// Prints `pieces` as data directives: `.zero` runs, `.byte` lines of at most 16 bytes, and
/// addresses in the directive of their size.
pub fn print_pieces(out: &mut String, ai: &TargetAsmInfo, m: &Module, pieces: &[Piece]) {
    for p in pieces {
        match p {
            Piece::Zero(n) => {
                let _ = writeln!(out, "\t.zero\t{n}");
            }
            Piece::Bytes(b) => {
                for chunk in b.chunks(16) {
                    out.push('\t');
                    out.push_str(ai.data_directive(1));
                    out.push('\t');
                    for (k, x) in chunk.iter().enumerate() {
                        if k > 0 {
                            out.push(',');
                        }
                        let _ = write!(out, "{x}");
                    }
                    out.push('\n');
                }
            }
            Piece::Sym(s, off, size) => {
                let dir = ai.data_directive(*size);
                let _ = writeln!(out, "\t{dir}\t{}", with_offset(s.text(m, ai), *off));
            }
        }
    }
}

/// `sym = value+offset` as an assembly line.
pub fn assign_text(
    ai: &TargetAsmInfo,
    m: &Module,
    sym: Label,
    value: SymRef,
    offset: i64,
) -> String {
    format!(
        "{} = {}\n",
        sym.text(m, ai),
        with_offset(value.text(m, ai), offset)
    )
}

impl AsmSink for TextSink<'_> {
    fn asm_text(&mut self, text: &str) {
        self.out.push_str(text);
    }

    fn section(&mut self, _m: &Module, s: &Section) {
        let tp = self.ai().type_prefix;
        let out = &mut *self.out;
        match s {
            Section::Text => out.push_str("\t.text\n"),
            Section::Data => out.push_str("\t.data\n"),
            Section::Bss => out.push_str("\t.bss\n"),
            Section::Named(n) => {
                let _ = writeln!(out, "\t.section\t{n}");
            }
            Section::Full {
                name,
                flags,
                ty,
                entsize,
            } => {
                let _ = write!(out, "\t.section\t{name},\"{flags}\",{tp}{ty}");
                if let Some(n) = entsize {
                    let _ = write!(out, ",{n}");
                }
                out.push('\n');
            }
        }
    }

    fn symbol_attr(&mut self, m: &Module, sym: Label, attr: SymbolAttr) {
        let ai = self.ai();
        let name = sym.text(m, ai);
        let tp = ai.type_prefix;
        let _ = match attr {
            SymbolAttr::Weak => writeln!(self.out, "\t.weak\t{name}"),
            SymbolAttr::Function if ai.has_dot_type_and_size => {
                writeln!(self.out, "\t.type\t{name},{tp}function")
            }
            SymbolAttr::Object if ai.has_dot_type_and_size => {
                writeln!(self.out, "\t.type\t{name},{tp}object")
            }
            SymbolAttr::Function | SymbolAttr::Object => Ok(()),
            _ => writeln!(self.out, "\t.globl\t{name}"),
        };
    }

    fn align(&mut self, log2: u32) {
        let _ = writeln!(self.out, "\t.p2align\t{log2}");
    }

    fn label(&mut self, m: &Module, l: Label) {
        let _ = writeln!(self.out, "{}:", l.text(m, self.ai()));
    }

    fn cfi_startproc(&mut self) {
        self.out.push_str("\t.cfi_startproc\n");
    }

    fn cfi_endproc(&mut self) {
        self.out.push_str("\t.cfi_endproc\n");
    }

    fn cfi(&mut self, c: &CFIInstruction) {
        let t = self.target;
        let out = &mut *self.out;
        let _ = match c {
            CFIInstruction::DefCfaOffset(o) => writeln!(out, "\t.cfi_def_cfa_offset {o}"),
            CFIInstruction::DefCfa(r, o) => {
                writeln!(out, "\t.cfi_def_cfa {}, {o}", t.reg_name(*r))
            }
            CFIInstruction::DefCfaRegister(r) => {
                writeln!(out, "\t.cfi_def_cfa_register {}", t.reg_name(*r))
            }
            CFIInstruction::Offset(r, o) => writeln!(out, "\t.cfi_offset {}, {o}", t.reg_name(*r)),
            CFIInstruction::Restore(r) => writeln!(out, "\t.cfi_restore {}", t.reg_name(*r)),
            CFIInstruction::RememberState => writeln!(out, "\t.cfi_remember_state"),
            CFIInstruction::RestoreState => writeln!(out, "\t.cfi_restore_state"),
        };
    }

    fn instr(&mut self, m: &Module, fnum: usize, opcode: u32, ops: &[MO]) {
        if let Some(l) = self
            .low
            .lower_with_operands(&mut self.ctx, m, fnum, opcode, ops)
        {
            let (mc, features) = (self.target.mc(), self.low.features);
            let line = match l.alias {
                Some(mnemonic) => print_inst_as_alias(mc, &l.inst, &self.ctx, features, mnemonic),
                None => {
                    let no_aliases = !self.target.prints_matching_aliases();
                    Some(print_inst(
                        mc, &l.inst, &self.ctx, features, no_aliases, None,
                    ))
                }
            };
            if let Some(line) = line {
                self.out.push_str(&line);
                self.out.push('\n');
                return;
            }
        }
        self.low.print_unlowered(self.out, m, fnum, opcode, ops);
    }

    fn int(&mut self, value: u64, size: u8) {
        let _ = writeln!(self.out, "\t{}\t{value}", self.ai().data_directive(size));
    }

    fn data(&mut self, m: &Module, pieces: &[Piece]) {
        print_pieces(self.out, self.ai(), m, pieces);
    }

    fn size(&mut self, m: &Module, sym: Label, size: SizeOf) {
        let ai = self.ai();
        if !ai.has_dot_type_and_size {
            return;
        }
        let name = sym.text(m, ai);
        let _ = match size {
            SizeOf::FuncEnd(f) => writeln!(
                self.out,
                "\t.size\t{name}, {}-{name}",
                Label::FuncEnd(f).raw(m, ai)
            ),
            SizeOf::Bytes(n) => writeln!(self.out, "\t.size\t{name}, {n}"),
        };
    }

    fn assign(&mut self, m: &Module, sym: Label, value: SymRef, offset: i64) {
        self.out
            .push_str(&assign_text(self.ai(), m, sym, value, offset));
    }

    fn end_of_item(&mut self) {
        self.out.push('\n');
    }

    fn inline_asm(&mut self, text: Result<&str, &str>) {
        let c = self.ai().comment;
        let _ = writeln!(self.out, "\t{c}APP");
        match text {
            Ok(t) => self.out.push_str(t),
            Err(e) => {
                let _ = writeln!(self.out, "\t.error\t\"{}\"", e.escape_default());
            }
        }
        let _ = writeln!(self.out, "\t{c}NO_APP");
    }
}
