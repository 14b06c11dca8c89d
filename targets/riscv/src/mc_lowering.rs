//! Direct object emission (LLVM's `RISCVMCInstLower` and the object side of `AsmPrinter`):
//! the printer's walk lowered straight into a kiln-mc [`MCStreamer`], with no assembly text.
//!
//! In: the calls of [`crate::asm_printer`]'s walk (sections, labels, CFI, data, machine
//! instructions) through the [`AsmSink`] interface. Out: the same streamer calls, in the same
//! order, that kiln-mc's assembly parser makes from the printed text: symbols created in text
//! order (so the symbol table comes out the same), each machine instruction as the `MCInst`
//! the matcher would build from its printed form (same opcode, operand classes checked the
//! same way), assembler pseudos (`lla`, `la`, `la.tls.ie`, ...) expanded by the target's
//! hook with the same `.Lpcrel_hi<N>` numbering. The object streamer then does relaxation,
//! RVC compression, `%pcrel_lo` pairing, fixups and relocations exactly as for parsed text.
//!
//! What cannot be lowered directly goes through [`McSink::emit_asm_text`]: the instruction is
//! printed and parsed into the same streamer, so it behaves (and fails) exactly as it does
//! through assembly. That is also the hook for text that is text by nature (an inline-asm
//! blob).

use crate::asm_printer::{
    fence_set, print_machine_instr, AsmSink, Label, Piece, Section, SizeOf, SymRef,
};
use crate::instr_info::{abi_name, mo_flags, pseudo};
use crate::mc::{tables, variant, RISCV_MC};
use crate::register_info::regs;
use kiln_codegen::machine::{CFIInstruction, MachineOperand as MO};
use kiln_codegen::target::target_opcode;
use kiln_ir::Module;
use kiln_mc::asm_parser::AsmParser;
use kiln_mc::code_emitter::imm_in_range;
use kiln_mc::instr_desc::{flags, OperandClass, RegClassSets};
use kiln_mc::mc_expr::{BinOp, ExprId, MCExpr, SymbolId};
use kiln_mc::mc_inst::{MCInst, MCOperand};
use kiln_mc::register_info::Register;
use kiln_mc::streamer::{CfiDirective, MCStreamer, SymbolAttr};
use kiln_mc::target::{ExpandCtx, Expanded, MCTargetHooks};
use kiln_support::{FileId, SourceLoc, SourceMgr};
use std::fmt::Write;
use std::sync::OnceLock;
use tables::opcodes as op;

/// The MC register of every machine register: the register its ABI name parses as (the
/// matcher then takes the member of the operand's class with that name).
fn mc_reg(r: Register) -> Option<u16> {
    static MAP: OnceLock<Vec<Option<u16>>> = OnceLock::new();
    let map = MAP.get_or_init(|| {
        let n = crate::register_info::REGISTER_INFO.descs.len() as u32;
        (0..n)
            .map(|k| RISCV_MC.parse_reg_name(abi_name(Register(k))))
            .collect()
    });
    map.get(r.0 as usize).copied().flatten()
}

/// `r`, or the member of class `c` the matcher takes for it
/// ([`kiln_mc::asm_matcher::reg_in_class`], with membership from bitsets).
fn class_member(r: u16, c: u16) -> Option<u16> {
    static SETS: OnceLock<RegClassSets> = OnceLock::new();
    if SETS
        .get_or_init(|| RegClassSets::new(&tables::TABLES))
        .contains(r, c)
    {
        return Some(r);
    }
    kiln_mc::asm_matcher::reg_in_class(&tables::TABLES, r, c)
}

/// The [`AsmSink`] that drives a kiln-mc streamer (normally the object streamer).
pub struct McSink<S: MCStreamer> {
    /// The streamer.
    pub out: S,
    features: u64,
    pic: bool,
    /// The next `.Lpcrel_hi<N>` number.
    label_counter: u32,
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
    /// Reused for each assembler pseudo's expansion.
    expanded: Vec<Expanded>,
}

impl<S: MCStreamer> McSink<S> {
    /// A sink for `module` emitting into `out` with `features`; `pic` as `.option pic`.
    pub fn new(out: S, module: &Module, features: u64, pic: bool) -> Self {
        McSink {
            out,
            features,
            pic,
            label_counter: 0,
            globals: vec![None; module.globals.len()],
            blocks: Vec::new(),
            blocks_of: usize::MAX,
            error: None,
            name_buf: String::new(),
            expanded: Vec::new(),
            ident_named: {
                let n = crate::register_info::REGISTER_INFO.descs.len() as u32;
                let mut idents: std::collections::HashSet<String> =
                    (0..n).map(|k| abi_name(Register(k)).to_string()).collect();
                idents.extend((1..16).map(fence_set));
                idents.extend(FRM_NAMES.iter().map(|s| s.to_string()));
                (0..module.globals.len() as u32)
                    .filter_map(|g| {
                        let name = crate::asm_printer::raw_symbol_name(module, g);
                        idents.contains(&name).then_some((name, g))
                    })
                    .collect()
            },
        }
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

    /// The symbol of `l` (created on first use, as the parser creates it on first mention).
    fn symbol(&mut self, m: &Module, l: Label) -> SymbolId {
        if let Label::Global(g) = l {
            if let Some(s) = self.globals[g as usize] {
                return s;
            }
            let s = self
                .out
                .ctx()
                .get_or_create_symbol(&crate::asm_printer::raw_symbol_name(m, g));
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
        self.name_buf.clear();
        let _ = match l {
            Label::Block(f, b) => write!(self.name_buf, ".LBB{f}_{b}"),
            Label::BlockAddress(f, b) => write!(self.name_buf, ".Ltmp{f}_{b}"),
            Label::ConstantPool(f, k) => write!(self.name_buf, ".LCPI{f}_{k}"),
            Label::JumpTable(f, k) => write!(self.name_buf, ".LJTI{f}_{k}"),
            Label::FuncEnd(f) => write!(self.name_buf, ".Lfunc_end{f}"),
            Label::Global(_) => Ok(()),
        };
        debug_assert_eq!(
            self.name_buf,
            l.raw(m),
            "invariant: one spelling of each label"
        );
        let name = std::mem::take(&mut self.name_buf);
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
            } => {
                let v = match flags {
                    mo_flags::TPREL_HI => Some(variant::TPREL_HI),
                    mo_flags::TPREL_LO => Some(variant::TPREL_LO),
                    mo_flags::TPREL_ADD => Some(variant::TPREL_ADD),
                    _ => None,
                };
                (Label::Global(global), offset, v)
            }
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
        let t = &tables::TABLES;
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
                    if printed && !self.ident_named.is_empty() && !is_memory_base_operand(opcode, k)
                    {
                        self.ident_operand(m, abi_name(*reg));
                    }
                    let r = mc_reg(*reg)?;
                    MCOperand::Reg(class_member(r, c)?)
                }
                (OperandClass::Imm(c), MO::Imm(v)) => {
                    let ic = &t.imm_classes[c as usize];
                    // A rounding mode other than rne..rmm prints nothing: the default.
                    let v = if od.name == "frm" && !(0..=4).contains(v) {
                        RISCV_MC.default_operand(ic)
                    } else {
                        *v
                    };
                    if !imm_in_range(ic, v) || !RISCV_MC.imm_fits(ic, v, self.features) {
                        return None;
                    }
                    if !self.ident_named.is_empty() {
                        if od.name == "frm" {
                            if let Some(n) = FRM_NAMES.get(v as usize) {
                                self.ident_operand(m, n);
                            }
                        } else if opcode == op::FENCE && v != 0 {
                            self.ident_operand(m, &fence_set(v));
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
                        .is_some_and(|v| RISCV_MC.expr_fits(ic, &v, ctx));
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
        let reg = |r: Register| MO::reg(r, 0);
        let target = |k: usize| ops.get(k).copied().unwrap_or(MO::Imm(0));
        // The codegen pseudos print as assembler aliases; the matcher resolves these to:
        let (opc, synth): (u16, Option<[MO; 3]>) = match opcode {
            pseudo::RET => (op::JALR, Some([reg(regs::X0), reg(regs::X1), MO::Imm(0)])),
            pseudo::TRAP => (op::UNIMP, None),
            pseudo::J => (op::JAL, Some([reg(regs::X0), target(0), MO::Imm(0)])),
            pseudo::BRIND => (op::JALR, Some([reg(regs::X0), target(0), MO::Imm(0)])),
            pseudo::TAIL => (op::PseudoTAIL, Some([target(0), MO::Imm(0), MO::Imm(0)])),
            pseudo::TAIL_INDIRECT => (op::JALR, Some([reg(regs::X0), reg(regs::X6), MO::Imm(0)])),
            pseudo::CALL_INDIRECT => (op::JALR, Some([reg(regs::X1), target(0), MO::Imm(0)])),
            target_opcode::COPY => (op::ADDI, Some([target(0), target(1), MO::Imm(0)])),
            o if o < tables::TABLES.instrs.len() as u32 => (o as u16, None),
            _ => return false,
        };
        if !self.ident_named.is_empty() {
            // The register names the alias prints (`jr a0`, `mv a0, a1`).
            let printed: &[MO] = match opcode {
                pseudo::BRIND | pseudo::CALL_INDIRECT => &ops[..ops.len().min(1)],
                pseudo::TAIL_INDIRECT => &[MO::reg(regs::X6, 0)],
                target_opcode::COPY => &ops[..ops.len().min(2)],
                _ => &[],
            };
            for o in printed {
                if let MO::Reg { reg, .. } = o {
                    self.ident_operand(m, abi_name(*reg));
                }
            }
        }
        let inst = match synth {
            Some(s) => self.lower(m, fnum, opc, &s, false),
            None if opc == op::UNIMP => Some(MCInst::new(opc)),
            None => self.lower(m, fnum, opc, ops, true),
        };
        let Some(inst) = inst else {
            return false;
        };
        let desc = &tables::TABLES.instrs[inst.opcode as usize];
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
        if let Err(e) = RISCV_MC.expand_pseudo(&inst, &mut x, &mut items) {
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
    /// `.s` file at this point (same features, `.option pic` state and pseudo-label
    /// numbering). The hook for whatever is text by nature (an inline-asm blob) and for
    /// instructions the lowering does not know.
    pub fn emit_asm_text(&mut self, text: &str) {
        self.emit_named_text("<kiln output>", text);
    }

    /// [`McSink::emit_asm_text`] with the buffer named `name` in error messages.
    fn emit_named_text(&mut self, name: &str, text: &str) {
        let mut sm = SourceMgr::new();
        let file = sm.add_buffer(name.to_string(), text.to_string());
        let mut p = AsmParser::new(&sm, file, &RISCV_MC, self.features);
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
        let d = mc_reg(r).and_then(|x| RISCV_MC.dwarf_reg(x));
        if d.is_none() {
            self.fail(format!("invalid register name '{}' in CFI", abi_name(r)));
        }
        d
    }

    fn value(&mut self, e: ExprId, size: u8) {
        if let Err(e) = self.out.emit_value(e, size, Self::loc()) {
            self.fail(e);
        }
    }
}

/// The rounding modes as the printer spells them, by `frm` value.
const FRM_NAMES: [&str; 5] = ["rne", "rtz", "rdn", "rup", "rmm"];

/// Whether operand `k` of instruction `opcode` is written as a memory base `(reg)` in its
/// assembly string ([`is_memory_base`], worked out once per instruction).
fn is_memory_base_operand(opcode: u16, k: usize) -> bool {
    static MASKS: OnceLock<Vec<u8>> = OnceLock::new();
    let masks = MASKS.get_or_init(|| {
        tables::TABLES
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
    });
    masks
        .get(opcode as usize)
        .is_some_and(|m| k < 8 && m & (1 << k) != 0)
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

impl<S: MCStreamer> AsmSink for McSink<S> {
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
                let ty = ty.trim_start_matches(['@', '%']);
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
        print_machine_instr(&mut text, m, fnum, opcode, ops);
        self.emit_asm_text(&text);
    }

    fn int(&mut self, value: u64, size: u8) {
        self.out.emit_bytes(&value.to_le_bytes()[..size as usize]);
    }

    fn address(&mut self, m: &Module, l: Label, size: u8) {
        let s = self.symbol(m, l);
        let e = self.out.ctx().sym_ref(s);
        self.value(e, size);
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
        crate::asm_printer::TextSink { out: &mut text }.assign(m, sym, value, offset);
        self.emit_asm_text(&text);
    }

    fn inline_asm(&mut self, text: Result<&str, &str>) {
        match text {
            Ok(t) => self.emit_named_text("<inline asm>", t),
            Err(e) => self.fail(e.to_string()),
        }
    }
}
