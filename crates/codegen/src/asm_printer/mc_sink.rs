//! Direct object emission (LLVM's `MCInstLower` and the object side of `AsmPrinter`): the
//! printer's walk lowered straight into a kiln-mc [`MCStreamer`], with no assembly text.
//!
//! In: the calls of the printer's walk (sections, labels, CFI, data, machine instructions)
//! through the [`AsmSink`] interface, and the target's [`TargetMCInstLower`] hooks. Out: the
//! same streamer calls, in the same order, that kiln-mc's assembly parser makes from the
//! printed text: symbols created in text order (so the symbol table comes out the same), each
//! machine instruction as the `MCInst` the matcher would build from its printed form (same
//! opcode, operand classes checked the same way), assembler pseudos expanded by the target's
//! `MCTargetHooks::expand_pseudo` with the same local-label numbering. The object streamer
//! then does relaxation, compression, fixups and relocations exactly as for parsed text.
//!
//! What cannot be lowered directly goes through [`McSink::emit_asm_text`]: the instruction is
//! printed and parsed into the same streamer, so it behaves (and fails) exactly as it does
//! through assembly. That is also the hook for text that is text by nature (an inline-asm
//! blob).

use super::{AsmSink, Label, Piece, Section, SizeOf, SymRef, TargetAsmInfo, TargetAsmPrinter};
use crate::machine::{CFIInstruction, MachineOperand as MO};
use crate::target::target_opcode;
use kiln_ir::Module;
use kiln_mc::asm_parser::AsmParser;
use kiln_mc::code_emitter::imm_in_range;
use kiln_mc::instr_desc::{flags, ImmClassDesc, OperandClass, RegClassSets, TargetTables};
use kiln_mc::mc_expr::{BinOp, ExprId, MCExpr, SymbolId, VariantKind};
use kiln_mc::mc_inst::{MCInst, MCOperand};
use kiln_mc::register_info::Register;
use kiln_mc::streamer::{CfiDirective, MCStreamer, SymbolAttr};
use kiln_mc::target::{ExpandCtx, Expanded, MCTargetHooks};
use kiln_support::{FileId, SourceLoc, SourceMgr};

/// How a codegen pseudo (or `COPY`) becomes an MC instruction: the instruction its printed
/// alias names (`ret` is `jalr zero, 0(ra)`) and the operands the alias implies.
#[derive(Copy, Clone, Debug)]
pub struct PseudoLowering {
    /// The MC opcode.
    pub opcode: u16,
    /// The MC instruction's explicit operands, in the order of its operand descriptions
    /// (`None`: it has none).
    pub operands: Option<[MO; 3]>,
    /// The registers the alias prints as operands (`jr a0` prints `a0`), in order.
    pub printed: [Option<Register>; 2],
}

/// What only the target can say when lowering machine instructions to `MCInst`s (the
/// target's `MCInstLower`).
pub trait TargetMCInstLower: TargetAsmPrinter {
    /// The target's MC hooks (its tables, expression variants, pseudo expansion, encoders).
    fn mc(&self) -> &'static dyn MCTargetHooks;
    /// The expression variant of a symbolic operand's target flags (`%tprel_hi`), if any.
    fn operand_variant(&self, flags: u8) -> Option<VariantKind>;
    /// The MC instruction a codegen pseudo or `COPY` (explicit operands `ops`) lowers to;
    /// `None` for an opcode that is an MC instruction itself (or cannot be lowered).
    fn lower_pseudo(&self, opcode: u32, ops: &[MO]) -> Option<PseudoLowering>;
    /// Immediate `v` of operand `name` as the `MCInst` carries it (the value the matcher reads
    /// back from the printed form; RISC-V's rounding modes the printer leaves out become the
    /// default).
    fn lower_imm(&self, _opcode: u16, _name: &str, _class: &ImmClassDesc, v: i64) -> i64 {
        v
    }
    /// The identifier the printer writes for immediate `v` of operand `name` (RISC-V's `rtz`,
    /// `rw`), if it writes one.
    fn imm_ident(&self, _opcode: u16, _name: &str, _v: i64) -> Option<String> {
        None
    }
    /// Every identifier the printer may write as an operand besides register names.
    fn operand_idents(&self) -> Vec<String> {
        Vec::new()
    }
}

/// The [`AsmSink`] that drives a kiln-mc streamer (normally the object streamer).
pub struct McSink<'a, S: MCStreamer> {
    /// The streamer.
    pub out: S,
    target: &'a dyn TargetMCInstLower,
    tables: &'static TargetTables,
    features: u64,
    pic: bool,
    /// The next assembler-local label number of pseudo expansions (`.Lpcrel_hi<N>`).
    label_counter: u32,
    /// The MC register of each machine register (the register its name parses as).
    mc_regs: Vec<Option<u16>>,
    /// Register-class membership.
    class_sets: RegClassSets,
    /// The symbols of module globals, once created.
    globals: Vec<Option<SymbolId>>,
    /// The symbols of function `blocks_of`'s block labels, once created (`.LBB<f>_<b>` is
    /// named once per reference otherwise: every branch).
    blocks: Vec<Option<SymbolId>>,
    blocks_of: usize,
    /// The first error (an internal assembler error: what kiln-mc rejects).
    error: Option<String>,
    name_buf: String,
    /// Globals named like an identifier operand of the text (a register `zero`, a fence set
    /// `rw`, a rounding mode `rtz`), not yet given a symbol: the parser creates a symbol for
    /// every identifier operand (it might be one), and the symbol table's order is creation
    /// order, so these are created where the text first names the identifier.
    ident_named: Vec<(String, u32)>,
    /// Per opcode, the operands written as a memory base `(reg)` (computed when
    /// `ident_named` is not empty).
    memory_bases: Vec<u8>,
    /// Reused for each assembler pseudo's expansion.
    expanded: Vec<Expanded>,
}

impl<'a, S: MCStreamer> McSink<'a, S> {
    /// A sink for `module` emitting into `out` with `features`; `pic` as the assembler's
    /// position-independent mode (RISC-V's `.option pic`).
    pub fn new(
        out: S,
        target: &'a dyn TargetMCInstLower,
        module: &Module,
        features: u64,
        pic: bool,
    ) -> Self {
        let mc = target.mc();
        let tables = mc.tables();
        let n = target.num_regs();
        let ai = target.asm_info();
        let ident_named: Vec<(String, u32)> = {
            let mut idents: std::collections::HashSet<String> = (0..n)
                .map(|k| target.reg_name(Register(k)).to_string())
                .collect();
            idents.extend(target.operand_idents());
            (0..module.globals.len() as u32)
                .filter_map(|g| {
                    let name = super::raw_symbol_name(ai, module, g);
                    idents.contains(&name).then_some((name, g))
                })
                .collect()
        };
        let memory_bases = if ident_named.is_empty() {
            Vec::new()
        } else {
            memory_base_masks(tables)
        };
        McSink {
            out,
            target,
            tables,
            features,
            pic,
            label_counter: 0,
            mc_regs: (0..n)
                .map(|k| mc.parse_reg_name(target.reg_name(Register(k))))
                .collect(),
            class_sets: RegClassSets::new(tables),
            globals: vec![None; module.globals.len()],
            blocks: Vec::new(),
            blocks_of: usize::MAX,
            error: None,
            name_buf: String::new(),
            ident_named,
            memory_bases,
            expanded: Vec::new(),
        }
    }

    fn ai(&self) -> &'a TargetAsmInfo {
        self.target.asm_info()
    }

    /// The parser's symbol for an identifier operand (see `ident_named`).
    fn ident_operand(&mut self, m: &Module, name: &str) {
        if let Some(k) = self.ident_named.iter().position(|(n, _)| n == name) {
            let (_, g) = self.ident_named.swap_remove(k);
            self.symbol(m, Label::Global(g));
        }
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

    /// The MC register of machine register `r`.
    fn mc_reg(&self, r: Register) -> Option<u16> {
        self.mc_regs.get(r.0 as usize).copied().flatten()
    }

    /// `r`, or the member of class `c` the matcher takes for it
    /// ([`kiln_mc::asm_matcher::reg_in_class`]).
    fn class_member(&self, r: u16, c: u16) -> Option<u16> {
        if self.class_sets.contains(r, c) {
            return Some(r);
        }
        kiln_mc::asm_matcher::reg_in_class(self.tables, r, c)
    }

    /// The symbol of `l` (created on first use, as the parser creates it on first mention).
    fn symbol(&mut self, m: &Module, l: Label) -> SymbolId {
        let ai = self.ai();
        if let Label::Global(g) = l {
            if let Some(s) = self.globals[g as usize] {
                return s;
            }
            let s = self
                .out
                .ctx()
                .get_or_create_symbol(&super::raw_symbol_name(ai, m, g));
            self.globals[g as usize] = Some(s);
            return s;
        }
        if let Label::Block(f, b) = l {
            if f != self.blocks_of {
                self.blocks.clear();
                self.blocks_of = f;
            }
            if let Some(Some(s)) = self.blocks.get(b as usize) {
                return *s;
            }
        }
        let mut name = std::mem::take(&mut self.name_buf);
        name.clear();
        l.write_raw(m, ai, &mut name);
        let s = self.out.ctx().get_or_create_symbol(&name);
        self.name_buf = name;
        if let Label::Block(_, b) = l {
            let b = b as usize;
            if self.blocks.len() <= b {
                self.blocks.resize(b + 1, None);
            }
            self.blocks[b] = Some(s);
        }
        s
    }

    /// `sym + off` as the parser builds `sym+off` / `sym-off`.
    fn sym_plus(&mut self, s: SymbolId, off: i64) -> ExprId {
        let ctx = self.out.ctx();
        let r = ctx.sym_ref(s);
        match off {
            0 => r,
            o if o > 0 => {
                let c = ctx.constant(o);
                ctx.add(MCExpr::Binary(BinOp::Add, r, c))
            }
            o => {
                let c = ctx.constant(o.wrapping_neg());
                ctx.add(MCExpr::Binary(BinOp::Sub, r, c))
            }
        }
    }

    /// The expression of a symbolic machine operand, or `None` for other operands.
    fn operand_expr(&mut self, m: &Module, fnum: usize, o: &MO) -> Option<ExprId> {
        let (label, off, variant) = match *o {
            MO::MBB(b) => (Label::Block(fnum, b.0), 0, None),
            MO::Global {
                global,
                offset,
                flags,
            } => (
                Label::Global(global),
                offset,
                self.target.operand_variant(flags),
            ),
            MO::Symbol { name, offset, .. } => {
                let s = self.out.ctx().get_or_create_symbol(name);
                return Some(self.sym_plus(s, offset));
            }
            MO::JumpTable { index, .. } => (Label::JumpTable(fnum, index), 0, None),
            MO::ConstantPool { index, offset, .. } => {
                (Label::ConstantPool(fnum, index), offset as i64, None)
            }
            MO::BlockAddress { func, block, .. } => (Label::BlockAddress(func, block), 0, None),
            _ => return None,
        };
        let s = self.symbol(m, label);
        let e = self.sym_plus(s, off);
        Some(match variant {
            Some(k) => self.out.ctx().add(MCExpr::Target(k, e)),
            None => e,
        })
    }

    /// Whether operand `k` of `opcode` is written as a memory base `(reg)`.
    fn is_memory_base_operand(&self, opcode: u16, k: usize) -> bool {
        self.memory_bases
            .get(opcode as usize)
            .is_some_and(|m| k < 8 && m & (1 << k) != 0)
    }

    /// The `MCInst` the matcher builds from the printed form of `opcode` with the explicit
    /// operands `ops` (in the order of the instruction's operand descriptions), or `None` when
    /// an operand is not one it would accept as printed (then the text path decides).
    /// `printed`: the operands are printed from the asm string (not as an alias of a codegen
    /// pseudo, whose register names the caller reports).
    fn lower(
        &mut self,
        m: &Module,
        fnum: usize,
        opcode: u16,
        ops: &[MO],
        printed: bool,
    ) -> Option<MCInst> {
        let t = self.tables;
        let mc = self.target.mc();
        let d = t.instrs.get(opcode as usize)?;
        if ops.len() < d.operands.len() {
            return None;
        }
        let mut inst = MCInst::new(opcode);
        for (k, od) in d.operands.iter().enumerate() {
            if od.tied_to >= 0 {
                // Not printed: the matcher copies the operand it is tied to.
                inst.push(inst.op(od.tied_to as usize));
                continue;
            }
            let v = match (od.class, &ops[k]) {
                (OperandClass::Reg(c), MO::Reg { reg, .. }) => {
                    if printed
                        && !self.ident_named.is_empty()
                        && !self.is_memory_base_operand(opcode, k)
                    {
                        self.ident_operand(m, self.target.reg_name(*reg));
                    }
                    let r = self.mc_reg(*reg)?;
                    MCOperand::Reg(self.class_member(r, c)?)
                }
                (OperandClass::Imm(c), MO::Imm(v)) => {
                    let ic = &t.imm_classes[c as usize];
                    let v = self.target.lower_imm(opcode, od.name, ic, *v);
                    if !imm_in_range(ic, v) || !mc.imm_fits(ic, v, self.features) {
                        return None;
                    }
                    if !self.ident_named.is_empty() {
                        if let Some(name) = self.target.imm_ident(opcode, od.name, v) {
                            self.ident_operand(m, &name);
                        }
                    }
                    MCOperand::Imm(v)
                }
                (OperandClass::Imm(c), o) => {
                    let e = self.operand_expr(m, fnum, o)?;
                    let ic = &t.imm_classes[c as usize];
                    let ctx = self.out.ctx_ref();
                    let fits = ctx
                        .evaluate(e, &|_| None)
                        .is_some_and(|v| mc.expr_fits(ic, &v, ctx));
                    if !fits {
                        return None;
                    }
                    MCOperand::Expr(e)
                }
                _ => return None,
            };
            inst.push(v);
        }
        Some(inst)
    }

    /// Lowers a machine instruction (explicit operands only) and emits it, expanding
    /// assembler pseudos; `false` when it could not be lowered directly.
    fn emit_lowered(&mut self, m: &Module, fnum: usize, opcode: u32, ops: &[MO]) -> bool {
        let pseudo = self.target.lower_pseudo(opcode, ops);
        if pseudo.is_none() && opcode >= self.tables.instrs.len() as u32 {
            return false;
        }
        let inst = match pseudo {
            Some(p) => {
                if !self.ident_named.is_empty() {
                    // The register names the alias prints (`jr a0`, `mv a0, a1`).
                    for r in p.printed.into_iter().flatten() {
                        self.ident_operand(m, self.target.reg_name(r));
                    }
                }
                match p.operands {
                    Some(o) => self.lower(m, fnum, p.opcode, &o, false),
                    None => Some(MCInst::new(p.opcode)),
                }
            }
            None => self.lower(m, fnum, opcode as u16, ops, true),
        };
        let Some(inst) = inst else {
            return false;
        };
        let desc = &self.tables.instrs[inst.opcode as usize];
        if !desc.has(flags::ASM_PARSER_ONLY) {
            if let Err(e) = self.out.emit_instruction(&inst, self.features) {
                self.fail(e);
            }
            return true;
        }
        let mut items = std::mem::take(&mut self.expanded);
        items.clear();
        let mut x = ExpandCtx {
            ctx: self.out.ctx(),
            features: self.features,
            pic: self.pic,
            label_counter: &mut self.label_counter,
        };
        if let Err(e) = self.target.mc().expand_pseudo(&inst, &mut x, &mut items) {
            self.fail(e);
            return true;
        }
        for it in &items {
            let r = match it {
                Expanded::Label(s) => self.out.emit_label(*s, Self::loc()),
                Expanded::Inst(i) => self.out.emit_instruction(i, self.features),
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
        let mut p = AsmParser::new(&sm, file, self.target.mc(), self.features);
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
        let d = self.mc_reg(r).and_then(|x| self.target.mc().dwarf_reg(x));
        if d.is_none() {
            let name = self.target.reg_name(r);
            self.fail(format!("invalid register name '{name}' in CFI"));
        }
        d
    }

    fn value(&mut self, e: ExprId, size: u8) {
        if let Err(e) = self.out.emit_value(e, size, Self::loc()) {
            self.fail(e);
        }
    }
}

/// Per instruction of `tables`, the bit mask of the operands (first 8) written as a memory
/// base `(reg)` in its assembly string.
fn memory_base_masks(tables: &TargetTables) -> Vec<u8> {
    tables
        .instrs
        .iter()
        .map(|d| {
            d.operands.iter().enumerate().fold(0u8, |m, (k, od)| {
                if k < 8 && is_memory_base(d.asm_string, od.name) {
                    m | 1 << k
                } else {
                    m
                }
            })
        })
        .collect()
}

/// Whether operand `name` is written as a memory base `(reg)` in `asm`.
fn is_memory_base(asm: &str, name: &str) -> bool {
    let b = asm.as_bytes();
    let mut from = 0;
    while let Some(k) = asm[from..].find(name) {
        let at = from + k;
        let before = &asm[..at];
        let after = b.get(at + name.len()).copied();
        if (before.ends_with("($") || before.ends_with("(${"))
            && matches!(after, Some(b')') | Some(b'}') | Some(b':'))
        {
            return true;
        }
        from = at + name.len();
    }
    false
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
        // Explicit operands, in the order the printer reads them (at most a handful).
        let mut explicit = [MO::Imm(0); kiln_mc::mc_inst::MAX_OPERANDS];
        let mut n = 0;
        let mut fits = true;
        for o in ops
            .iter()
            .filter(|o| !o.is_implicit() && !matches!(o, MO::RegMask(_)))
        {
            if n == explicit.len() {
                fits = false;
                break;
            }
            explicit[n] = *o;
            n += 1;
        }
        let explicit_ops = if opcode == target_opcode::COPY {
            ops
        } else {
            &explicit[..n]
        };
        if fits && self.emit_lowered(m, fnum, opcode, explicit_ops) {
            return;
        }
        let mut text = String::new();
        self.target
            .print_machine_instr(&mut text, m, fnum, opcode, ops);
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
        let mut text = String::new();
        super::TextSink::new(&mut text, self.target as &dyn TargetAsmPrinter)
            .assign(m, sym, value, offset);
        self.emit_asm_text(&text);
    }

    fn inline_asm(&mut self, text: Result<&str, &str>) {
        match text {
            Ok(t) => self.emit_named_text("<inline asm>", t),
            Err(e) => self.fail(e.to_string()),
        }
    }
}
