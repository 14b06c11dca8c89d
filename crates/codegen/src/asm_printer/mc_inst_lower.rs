//! The target-independent half of `MCInstLower`: a machine instruction as the `MCInst` kiln-mc's
//! matcher would build from its printed form.
//!
//! In: a machine instruction (explicit operands), the target's [`TargetMCInstLower`] hooks and
//! an `MCContext` to create symbols and expressions in. Out: the `MCInst` (operand classes and
//! immediate ranges checked as the matcher checks them; registers as the register their name
//! parses as, then the member of the operand's class the matcher takes; symbolic operands as
//! `sym+off` expressions with the target's variant), or `None` when an operand is not one the
//! matcher would accept as printed. Both sinks use it: [`super::McSink`] streams the result
//! into an object, [`super::TextSink`] prints it with kiln-mc's instruction printer, so an
//! instruction is spelled one way whether it ends in a `.s` or a `.o`.

use super::{Label, TargetAsmInfo, TargetAsmPrinter};
use crate::machine::MachineOperand as MO;
use crate::target::target_opcode;
use kiln_ir::Module;
use kiln_mc::code_emitter::imm_in_range;
use kiln_mc::feature_set::FeatureSet;
use kiln_mc::instr_desc::{ImmClassDesc, OperandClass, PatOperand, RegClassSets, TargetTables};
use kiln_mc::mc_expr::{BinOp, ExprId, MCContext, MCExpr, SymbolId, VariantKind};
use kiln_mc::mc_inst::{MCInst, MCOperand, MAX_OPERANDS};
use kiln_mc::register_info::Register;
use kiln_mc::target::MCTargetHooks;
use std::fmt::Write;

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
    /// The mnemonic of the alias the instruction prints as (`ret`, `jr`), or `None` to print
    /// it in its own syntax.
    pub alias: Option<&'static str>,
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
    /// The mnemonic of the alias MC instruction `opcode` with the explicit machine operands
    /// `ops` (not a pseudo) prints as (RISC-V's `mv` for `addi rd, rs, 0`), or `None` for its
    /// own syntax.
    fn print_alias(&self, _opcode: u16, _ops: &[MO]) -> Option<&'static str> {
        None
    }
    /// Whether instructions without a chosen alias print through the first alias that
    /// matches them, as llvm-mc prints (AArch64's `mov`, `cmp`, `mul`, `b.eq`), rather than
    /// in their own syntax (RISC-V, whose printer chooses its aliases itself). Default: own
    /// syntax.
    fn prints_matching_aliases(&self) -> bool {
        false
    }
}

/// What lowering reads for every instruction of a target, computed once per module.
pub struct LoweringTables {
    tables: &'static TargetTables,
    /// The MC register of each machine register (the register its name parses as).
    mc_regs: Vec<Option<u16>>,
    /// Register-class membership.
    class_sets: RegClassSets,
}

impl LoweringTables {
    /// The tables of `target`.
    pub fn new(target: &dyn TargetMCInstLower) -> Self {
        let mc = target.mc();
        let tables = mc.tables();
        LoweringTables {
            tables,
            mc_regs: (0..target.num_regs())
                .map(|k| mc.parse_reg_name(target.reg_name(Register(k))))
                .collect(),
            class_sets: RegClassSets::new(tables),
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
}

/// The explicit operands of a machine instruction, in the order the printer reads them
/// (implicit registers and register masks print nothing); `None` when there are more than an
/// `MCInst` holds.
fn explicit_operands(ops: &[MO]) -> Option<([MO; MAX_OPERANDS], usize)> {
    let mut explicit = [MO::Imm(0); MAX_OPERANDS];
    let mut n = 0;
    for o in ops
        .iter()
        .filter(|o| !o.is_implicit() && !matches!(o, MO::RegMask(_)))
    {
        if n == explicit.len() {
            return None;
        }
        explicit[n] = *o;
        n += 1;
    }
    Some((explicit, n))
}

/// A lowered instruction and the alias it prints as.
pub struct Lowered {
    /// The MC instruction.
    pub inst: MCInst,
    /// The mnemonic of the alias it prints as, if it prints as one (a lowering for objects
    /// leaves out the aliases of MC instructions, which only text spells).
    pub alias: Option<&'static str>,
}

/// Lowers machine instructions of one module (or function) into `MCInst`s, creating symbols
/// in the `MCContext` it is given (see the module comment).
pub struct InstLowering<'a> {
    /// The target's hooks.
    pub target: &'a dyn TargetMCInstLower,
    lt: &'a LoweringTables,
    /// The features the `MCInst`s are checked against.
    pub features: FeatureSet,
    /// Whether symbols are named as assembly text spells them (quoted when unusual), for
    /// printing; otherwise by their raw names, as the parser names them.
    text_names: bool,
    /// The symbols of module globals, once created.
    globals: Vec<Option<SymbolId>>,
    /// The symbols of function `blocks_of`'s block labels, once created (`.LBB<f>_<b>` is
    /// named once per reference otherwise: every branch).
    blocks: Vec<Option<SymbolId>>,
    blocks_of: usize,
    name_buf: String,
    /// Globals named like an identifier operand of the text (a register `zero`, a fence set
    /// `rw`, a rounding mode `rtz`), not yet given a symbol: the parser creates a symbol for
    /// every identifier operand (it might be one), and the symbol table's order is creation
    /// order, so these are created where the text first names the identifier. Only tracked
    /// for objects.
    ident_named: Vec<(String, u32)>,
    /// Per opcode, the operands written as a memory base `(reg)` (computed when
    /// `ident_named` is not empty).
    memory_bases: Vec<u8>,
}

impl<'a> InstLowering<'a> {
    /// A lowering for `module` with `features`. `for_object`: symbols get their raw names and
    /// are created in the order the assembly parser would create them from the text;
    /// otherwise they are named as the text spells them.
    pub fn new(
        target: &'a dyn TargetMCInstLower,
        lt: &'a LoweringTables,
        module: &Module,
        features: FeatureSet,
        for_object: bool,
    ) -> Self {
        let ai = target.asm_info();
        let ident_named: Vec<(String, u32)> = if for_object {
            let mut idents: std::collections::HashSet<String> = (0..target.num_regs())
                .map(|k| target.reg_name(Register(k)).to_string())
                .collect();
            idents.extend(target.operand_idents());
            (0..module.globals.len() as u32)
                .filter_map(|g| {
                    let name = super::raw_symbol_name(ai, module, g);
                    idents.contains(&name).then_some((name, g))
                })
                .collect()
        } else {
            Vec::new()
        };
        let memory_bases = if ident_named.is_empty() {
            Vec::new()
        } else {
            memory_base_masks(lt.tables)
        };
        InstLowering {
            target,
            lt,
            features,
            text_names: !for_object,
            globals: Vec::new(),
            blocks: Vec::new(),
            blocks_of: usize::MAX,
            name_buf: String::new(),
            ident_named,
            memory_bases,
        }
    }

    fn ai(&self) -> &'a TargetAsmInfo {
        self.target.asm_info()
    }

    /// The parser's symbol for an identifier operand (see `ident_named`).
    fn ident_operand(&mut self, ctx: &mut MCContext, m: &Module, name: &str) {
        if let Some(k) = self.ident_named.iter().position(|(n, _)| n == name) {
            let (_, g) = self.ident_named.swap_remove(k);
            self.symbol(ctx, m, Label::Global(g));
        }
    }

    /// The symbol of `l` in `ctx` (created on first use, as the parser creates it on first
    /// mention).
    pub fn symbol(&mut self, ctx: &mut MCContext, m: &Module, l: Label) -> SymbolId {
        let ai = self.ai();
        if let Label::Global(g) = l {
            let g = g as usize;
            if let Some(Some(s)) = self.globals.get(g) {
                return *s;
            }
            let name = if self.text_names {
                super::symbol_name(ai, m, g as u32)
            } else {
                super::raw_symbol_name(ai, m, g as u32)
            };
            let s = ctx.get_or_create_symbol(&name);
            if self.globals.len() <= g {
                self.globals.resize(g + 1, None);
            }
            self.globals[g] = Some(s);
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
        let s = ctx.get_or_create_symbol(&name);
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

    /// The expression of a symbolic machine operand, or `None` for other operands.
    fn operand_expr(
        &mut self,
        ctx: &mut MCContext,
        m: &Module,
        fnum: usize,
        o: &MO,
    ) -> Option<ExprId> {
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
            MO::Symbol {
                name,
                offset,
                flags,
            } => {
                let s = ctx.get_or_create_symbol(name);
                let e = sym_plus(ctx, s, offset);
                return Some(match self.target.operand_variant(flags) {
                    Some(k) => ctx.add(MCExpr::Target(k, e)),
                    None => e,
                });
            }
            MO::JumpTable { index, flags } => (
                Label::JumpTable(fnum, index),
                0,
                self.target.operand_variant(flags),
            ),
            MO::ConstantPool {
                index,
                offset,
                flags,
            } => (
                Label::ConstantPool(fnum, index),
                offset as i64,
                self.target.operand_variant(flags),
            ),
            MO::BlockAddress { func, block, flags } => (
                Label::BlockAddress(func, block),
                0,
                self.target.operand_variant(flags),
            ),
            _ => return None,
        };
        let s = self.symbol(ctx, m, label);
        let e = sym_plus(ctx, s, off);
        Some(match variant {
            Some(k) => ctx.add(MCExpr::Target(k, e)),
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
    /// an operand is not one it would accept as printed. `printed`: the operands are printed
    /// from the asm string (not as an alias of a codegen pseudo, whose register names the
    /// caller reports).
    fn lower(
        &mut self,
        ctx: &mut MCContext,
        m: &Module,
        fnum: usize,
        opcode: u16,
        ops: &[MO],
        printed: bool,
    ) -> Option<MCInst> {
        let t = self.lt.tables;
        let mc = self.target.mc();
        let d = t.instrs.get(opcode as usize)?;
        if ops.len() < d.operands.len() {
            return None;
        }
        let mut inst = MCInst::new(opcode);
        for (k, od) in d.operands.iter().enumerate() {
            if od.tied_to >= 0 && (od.tied_to as usize) < k {
                // Not printed: the matcher copies the operand it is tied to (an earlier one; a
                // definition tied to a later source, AArch64's `movk`'s and x86's two-address
                // forms', is lowered as itself).
                inst.push(inst.op(od.tied_to as usize));
                continue;
            }
            let v = match (od.class, &ops[k]) {
                // An absent register of a composite operand (x86's memory reference without
                // an index): the MC layer's register 0.
                (OperandClass::Reg(_), MO::Reg { reg, .. }) if *reg == Register::NONE => {
                    MCOperand::Reg(0)
                }
                (OperandClass::Reg(c), MO::Reg { reg, .. }) => {
                    if printed
                        && !self.ident_named.is_empty()
                        && !self.is_memory_base_operand(opcode, k)
                    {
                        self.ident_operand(ctx, m, self.target.reg_name(*reg));
                    }
                    let r = self.lt.mc_reg(*reg)?;
                    MCOperand::Reg(self.lt.class_member(r, c)?)
                }
                (OperandClass::Imm(c), MO::Imm(v)) => {
                    let ic = &t.imm_classes[c as usize];
                    let v = self.target.lower_imm(opcode, od.name, ic, *v);
                    if !imm_in_range(ic, v) || !mc.imm_fits(ic, v, self.features) {
                        return None;
                    }
                    if !self.ident_named.is_empty() {
                        if let Some(name) = self.target.imm_ident(opcode, od.name, v) {
                            self.ident_operand(ctx, m, &name);
                        }
                    }
                    MCOperand::Imm(v)
                }
                (OperandClass::Imm(c), o) => {
                    let e = self.operand_expr(ctx, m, fnum, o)?;
                    let ic = &t.imm_classes[c as usize];
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

    /// Lowers machine instruction `opcode` of function `fnum` with its explicit operands
    /// (all of them for a `COPY`), or `None` when it cannot be lowered directly.
    fn lower_machine_instr(
        &mut self,
        ctx: &mut MCContext,
        m: &Module,
        fnum: usize,
        opcode: u32,
        ops: &[MO],
    ) -> Option<Lowered> {
        let pseudo = self.target.lower_pseudo(opcode, ops);
        if pseudo.is_none() && opcode >= self.lt.tables.instrs.len() as u32 {
            return None;
        }
        match pseudo {
            Some(p) => {
                if !self.ident_named.is_empty() {
                    // The register names the alias prints (`jr a0`, `mv a0, a1`).
                    for r in p.printed.into_iter().flatten() {
                        self.ident_operand(ctx, m, self.target.reg_name(r));
                    }
                }
                let inst = match p.operands {
                    Some(o) => self.lower(ctx, m, fnum, p.opcode, &o, false)?,
                    None => MCInst::new(p.opcode),
                };
                Some(Lowered {
                    inst,
                    alias: p.alias,
                })
            }
            None => {
                let inst = self.lower(ctx, m, fnum, opcode as u16, ops, true)?;
                // Only text spells the alias.
                let alias = if self.text_names {
                    self.target.print_alias(opcode as u16, ops)
                } else {
                    None
                };
                Some(Lowered { alias, inst })
            }
        }
    }

    /// Lowers machine instruction `opcode` of function `fnum` (all its operands; the explicit
    /// ones are picked here), or `None` when it cannot be lowered directly.
    pub fn lower_with_operands(
        &mut self,
        ctx: &mut MCContext,
        m: &Module,
        fnum: usize,
        opcode: u32,
        ops: &[MO],
    ) -> Option<Lowered> {
        if opcode == target_opcode::COPY {
            return self.lower_machine_instr(ctx, m, fnum, opcode, ops);
        }
        // Usually the explicit operands come first: lower them in place.
        let printed = |o: &MO| !o.is_implicit() && !matches!(o, MO::RegMask(_));
        let n = ops.iter().position(|o| !printed(o)).unwrap_or(ops.len());
        if n <= MAX_OPERANDS && !ops[n..].iter().any(printed) {
            return self.lower_machine_instr(ctx, m, fnum, opcode, &ops[..n]);
        }
        let (explicit, n) = explicit_operands(ops)?;
        self.lower_machine_instr(ctx, m, fnum, opcode, &explicit[..n])
    }
}

impl InstLowering<'_> {
    /// Prints machine instruction `opcode` of function `fnum` (all its operands) from its MC
    /// asm string or its alias's, with each operand spelled by [`super::operand_text`] (or
    /// the target's print method for immediates such as rounding modes): the text printer
    /// for what [`InstLowering`] cannot lower (an immediate outside its class's range, an
    /// operand the matcher would not accept), which the assembler then accepts or rejects as
    /// it would any text. Spelled as kiln-mc's instruction printer spells a lowered one.
    pub fn print_unlowered(
        &self,
        out: &mut String,
        m: &Module,
        fnum: usize,
        opcode: u32,
        ops: &[MO],
    ) {
        let (t, features, lt) = (self.target, self.features, self.lt);
        if matches!(opcode, target_opcode::KILL | target_opcode::IMPLICIT_DEF) {
            return;
        }
        let explicit: Vec<MO> = if opcode == target_opcode::COPY {
            ops.to_vec()
        } else {
            ops.iter()
                .filter(|o| !o.is_implicit() && !matches!(o, MO::RegMask(_)))
                .copied()
                .collect()
        };
        let (opc, ops, alias) = match t.lower_pseudo(opcode, &explicit) {
            Some(p) => (
                p.opcode,
                p.operands.map_or(Vec::new(), |o| o.to_vec()),
                p.alias,
            ),
            None if opcode < lt.tables.instrs.len() as u32 => {
                let alias = t.print_alias(opcode as u16, &explicit);
                (opcode as u16, explicit, alias)
            }
            None => {
                let _ = writeln!(out, "\t{} unknown opcode {opcode}", t.asm_info().comment);
                return;
            }
        };
        let d = &lt.tables.instrs[opc as usize];
        // The alias's syntax, its operand names bound to the instruction's operands.
        let alias_form = alias.and_then(|mn| {
            let idx = kiln_mc::inst_printer::pattern_operand_indices(lt.tables, opc);
            lt.tables.aliases.iter().find_map(|a| {
                if a.opcode != opc
                    || a.emit_priority <= 0
                    || a.asm_string.split(['\t', ' ']).next() != Some(mn)
                    || a.result.len() != idx.len()
                {
                    return None;
                }
                let mut slots: Vec<Option<usize>> = Vec::new();
                for (p, &j) in a.result.iter().zip(&idx) {
                    match (*p, ops.get(j)) {
                        (PatOperand::Reg(r), Some(MO::Reg { reg, .. }))
                            if lt.mc_reg(*reg) == Some(r) => {}
                        (PatOperand::Imm(v), Some(MO::Imm(x))) if v == *x => {}
                        (PatOperand::Slot { slot, .. }, Some(_)) => {
                            let s = slot as usize;
                            if slots.len() <= s {
                                slots.resize(s + 1, None);
                            }
                            slots[s].get_or_insert(j);
                        }
                        _ => return None,
                    }
                }
                let names = kiln_mc::inst_printer::asm_operand_names(a.asm_string);
                let map: Vec<(&str, usize)> = names
                    .iter()
                    .zip(slots)
                    .filter_map(|(n, j)| Some((*n, j?)))
                    .collect();
                Some((a.asm_string, map))
            })
        });
        let (asm, map): (&str, Vec<(&str, usize)>) = match alias_form {
            Some(f) => f,
            None => (
                d.asm_string,
                d.operands
                    .iter()
                    .enumerate()
                    .map(|(k, o)| (o.name, k))
                    .collect(),
            ),
        };
        let (mnemonic, rest) = match asm.find(['\t', ' ']) {
            Some(p) => (&asm[..p], asm[p + 1..].trim_start()),
            None => (asm, ""),
        };
        out.push('\t');
        out.push_str(mnemonic);
        if !rest.is_empty() {
            out.push('\t');
        }
        let b = rest.as_bytes();
        let mut k = 0;
        while k < b.len() {
            if b[k] != b'$' {
                let st = k;
                while k < b.len() && b[k] != b'$' {
                    k += 1;
                }
                out.push_str(&rest[st..k]);
                continue;
            }
            let (name, next) = kiln_mc::inst_printer::operand_ref(rest, k + 1);
            k = next;
            let name = name.split(':').next().unwrap_or(name);
            let Some(&(_, j)) = map.iter().find(|(n, _)| *n == name) else {
                out.push_str(name);
                continue;
            };
            let Some(o) = ops.get(j) else { continue };
            match (d.operands.get(j).map(|od| od.class), o) {
                (Some(OperandClass::Imm(c)), MO::Imm(v)) => {
                    let ic = &lt.tables.imm_classes[c as usize];
                    let v = t.lower_imm(opc, d.operands[j].name, ic, *v);
                    if ic.print_method == "printOperand" {
                        let _ = write!(out, "{v}");
                    } else {
                        // The target's print method reads operand `j` of an instruction.
                        let mut inst = MCInst::new(opc);
                        for _ in 0..j {
                            inst.push(MCOperand::None);
                        }
                        inst.push(MCOperand::Imm(v));
                        let ctx = MCContext::new();
                        t.mc()
                            .print_imm(ic.print_method, &inst, j, &ctx, out, None, features);
                    }
                }
                _ => out.push_str(&super::operand_text(t, m, fnum, o)),
            }
        }
        out.push('\n');
    }
}

/// `sym + off` as the parser builds `sym+off` / `sym-off`.
pub fn sym_plus(ctx: &mut MCContext, s: SymbolId, off: i64) -> ExprId {
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
