//! The x86-64 MC layer: kiln-mc's hooks for x86 (LLVM's X86MCTargetDesc,
//! X86ATTInstPrinter, X86AsmParser's operand parsing, X86AsmBackend and
//! X86ELFObjectWriter).
//!
//! In: the tables generated from `td/X86.td` (instruction descriptions with the encoding
//! facts in `TSFlags`). Out: [`X86_MC`], the hooks kiln-mc's printer, matcher, encoder,
//! assembler and ELF writer call: AT&T syntax printed and parsed (memory references
//! `seg:disp(base,index,scale)`, `sym@GOTPCREL`, `*` of indirect branches, prefix lines
//! such as `lock cmpxchgq`), the variable-length encoder ([`encoder`]), fixups and
//! `R_X86_64_*` relocations ([`fixups`]), rel8 -> rel32 jump relaxation.

pub mod desc;
pub mod disassembler;
pub mod encoder;
pub mod fixups;

use kiln_mc::asm_lexer::{LexSyntax, Tok};
use kiln_mc::asm_matcher::{Atom, ParsedAtom};
use kiln_mc::asm_parser::{AsmParser, PResult};
use kiln_mc::feature_set::FeatureSet;
use kiln_mc::instr_desc::{ImmClassDesc, TargetTables};
use kiln_mc::mc_expr::{BinOp, ExprId, MCContext, MCExpr, MCValue, VariantKind};
use kiln_mc::mc_inst::{FixupKind, MCFixup, MCInst, MCOperand};
use kiln_mc::streamer::MCStreamer;
use kiln_mc::target::{FixupInfo, MCTargetHooks, OperandSyntax};
use std::sync::OnceLock;

/// The generated tables.
#[allow(clippy::all, missing_docs, dead_code, unused_variables)]
pub mod tables {
    use kiln_mc::instr_desc::*;
    kiln_mc::include_target_tables!("X86");
}

use tables::TABLES;

/// ELF `e_machine` of x86-64 (EM_X86_64).
pub const EM_X86_64: u16 = 62;

/// `sym@PLT`.
pub const VK_PLT: VariantKind = VariantKind(1);
/// `sym@GOTPCREL`.
pub const VK_GOTPCREL: VariantKind = VariantKind(2);
/// `sym@TPOFF`.
pub const VK_TPOFF: VariantKind = VariantKind(3);
/// `sym@GOTTPOFF`.
pub const VK_GOTTPOFF: VariantKind = VariantKind(4);
/// `sym@TLSGD`.
pub const VK_TLSGD: VariantKind = VariantKind(5);
/// `sym@TLSLD`.
pub const VK_TLSLD: VariantKind = VariantKind(6);
/// `sym@DTPOFF`.
pub const VK_DTPOFF: VariantKind = VariantKind(7);

/// The spellings of the variants, by number.
const VARIANTS: [&str; 8] = [
    "", "PLT", "GOTPCREL", "TPOFF", "GOTTPOFF", "TLSGD", "TLSLD", "DTPOFF",
];

/// The x86-64 hooks.
pub struct X86Mc;

/// The x86-64 hooks instance.
pub static X86_MC: X86Mc = X86Mc;

/// Register names as printed (`%rax`), by register number.
fn reg_names() -> &'static [String] {
    static NAMES: OnceLock<Vec<String>> = OnceLock::new();
    NAMES.get_or_init(|| {
        TABLES
            .regs
            .iter()
            .map(|r| {
                if r.asm_name.is_empty() {
                    String::new()
                } else {
                    format!("%{}", r.asm_name)
                }
            })
            .collect()
    })
}

/// An x87 stack register at the parser: `%st(i)` is register ST(i); a bare `%st` is the
/// word `st` that assembly strings write for ST(0) (`fadd %st(1), %st`). `None`
/// (nothing consumed) when the operand is something else.
fn parse_x87_reg(p: &mut AsmParser<'_>, out: &mut dyn MCStreamer) -> Option<ParsedAtom> {
    let offset = p.off();
    match (p.peek(), p.peek_at(1)) {
        (Tok::Punct("%"), Tok::Ident(n)) if n.eq_ignore_ascii_case("st") => {}
        _ => return None,
    }
    if let (Tok::Punct("("), Tok::Int(i @ 0..=7), Tok::Punct(")")) =
        (p.peek_at(2), p.peek_at(3), p.peek_at(4))
    {
        let reg = TABLES.find_reg(&format!("ST{i}"))?;
        for _ in 0..5 {
            p.bump();
        }
        return Some(ParsedAtom {
            atom: Atom::Reg(reg, None),
            offset,
        });
    }
    p.bump();
    p.bump();
    let expr = out.ctx().constant(0);
    Some(ParsedAtom {
        atom: Atom::Expr {
            expr,
            ident: Some("st".into()),
        },
        offset,
    })
}

/// Prints an expression with x86's `sym@VARIANT` suffixes.
pub fn print_expr(ctx: &MCContext, e: ExprId, out: &mut String) {
    match ctx.expr(e) {
        MCExpr::Target(k, x) => {
            print_expr(ctx, x, out);
            out.push('@');
            out.push_str(VARIANTS.get(k.0 as usize).copied().unwrap_or("?"));
        }
        MCExpr::Binary(op @ (BinOp::Add | BinOp::Sub), a, b) => {
            print_expr(ctx, a, out);
            match (op, ctx.expr(b)) {
                (BinOp::Add, MCExpr::Constant(c)) if c < 0 => out.push_str(&c.to_string()),
                (BinOp::Add, _) => {
                    out.push('+');
                    print_expr(ctx, b, out);
                }
                _ => {
                    out.push('-');
                    print_expr(ctx, b, out);
                }
            }
        }
        _ => out.push_str(&ctx.print_expr(e, &|_| "")),
    }
}

/// The mnemonic of the statement being parsed: the first identifier of the line that is
/// not a label, or the one after a prefix (`lock`).
fn statement_mnemonic(p: &AsmParser<'_>) -> String {
    let toks = p.tokens_since(0);
    let start = toks
        .iter()
        .rposition(|t| t.tok == Tok::Eol)
        .map_or(0, |k| k + 1);
    let line = &toks[start..];
    let mut k = 0;
    let mut mnemonic = String::new();
    while k < line.len() {
        match (&line[k].tok, line.get(k + 1).map(|t| &t.tok)) {
            (Tok::Ident(_), Some(Tok::Punct(":"))) => k += 2,
            (Tok::Ident(n), _) => {
                mnemonic = n.to_ascii_lowercase();
                if X86_MC.is_prefix_mnemonic(&mnemonic) {
                    k += 1;
                    continue;
                }
                break;
            }
            _ => break,
        }
    }
    mnemonic
}

/// Whether a bare expression operand of `mnemonic` is a branch target.
fn is_branch_mnemonic(mnemonic: String) -> bool {
    mnemonic.starts_with('j') || mnemonic.starts_with("call") || mnemonic.starts_with("loop")
}

impl X86Mc {
    /// `seg:disp(base,index,scale)` in AT&T's short forms.
    fn print_mem(&self, inst: &MCInst, m: usize, ctx: &MCContext, out: &mut String) {
        let reg = |j: usize| match inst.op(j) {
            MCOperand::Reg(r) => r,
            _ => 0,
        };
        let (base, index, seg) = (reg(m), reg(m + 2), reg(m + 4));
        if seg != 0 {
            out.push_str(self.reg_name(seg));
            out.push(':');
        }
        match inst.op(m + 3) {
            MCOperand::Expr(e) => print_expr(ctx, e, out),
            MCOperand::Imm(v) if v != 0 || (base == 0 && index == 0) => {
                out.push_str(&v.to_string())
            }
            _ => {}
        }
        if base != 0 || index != 0 {
            out.push('(');
            if base != 0 {
                out.push_str(self.reg_name(base));
            }
            if index != 0 {
                out.push(',');
                out.push_str(self.reg_name(index));
                if let MCOperand::Imm(s) = inst.op(m + 1) {
                    if s != 1 {
                        out.push(',');
                        out.push_str(&s.to_string());
                    }
                }
            }
            out.push(')');
        }
    }

    /// Parses a memory reference (after `*` or at an expression or `%seg:`) into the
    /// full form the `.td`'s MIOperandSyntax spells: seg, disp, base, index, scale.
    fn parse_mem(
        &self,
        p: &mut AsmParser<'_>,
        out: &mut dyn MCStreamer,
        atoms: &mut Vec<ParsedAtom>,
        require_mem: bool,
    ) -> PResult<()> {
        let off = p.off();
        let mut seg = 0u16;
        if let (Tok::Punct("%"), Tok::Ident(n), Tok::Punct(":")) =
            (p.peek().clone(), p.peek_at(1).clone(), p.peek_at(2).clone())
        {
            seg = self
                .parse_reg_name(&n)
                .filter(|&r| {
                    matches!(
                        TABLES.regs[r as usize].name,
                        "ES" | "CS" | "SS" | "DS" | "FS" | "GS"
                    )
                })
                .ok_or((off, "invalid segment register".to_string()))?;
            p.bump();
            p.bump();
            p.bump();
        }
        let starts_list = |p: &AsmParser<'_>| {
            p.is_punct("(") && matches!(p.peek_at(1), Tok::Punct("%") | Tok::Punct(","))
        };
        let disp = if starts_list(p) {
            out.ctx().constant(0)
        } else {
            p.expr(out)?
        };
        let (mut base, mut index, mut scale) = (0u16, 0u16, out.ctx().constant(1));
        if starts_list(p) {
            p.bump();
            let reg = |p: &mut AsmParser<'_>| -> PResult<u16> {
                let o = p.off();
                p.expect_punct("%", "register")?;
                match p.bump() {
                    Tok::Ident(n) => self
                        .parse_reg_name(&n)
                        .ok_or((o, "invalid register name".into())),
                    _ => Err((o, "invalid register name".into())),
                }
            };
            if p.is_punct("%") {
                base = reg(p)?;
            }
            if p.eat_punct(",") {
                if p.is_punct("%") {
                    index = reg(p)?;
                }
                if p.eat_punct(",") {
                    scale = p.expr(out)?;
                }
            }
            p.expect_punct(")", "')' in memory operand")?;
        } else if seg == 0 && !require_mem {
            // A bare expression: a branch target or an immediate-like operand.
            atoms.push(ParsedAtom {
                atom: Atom::Expr {
                    expr: disp,
                    ident: None,
                },
                offset: off,
            });
            return Ok(());
        }
        let reg = |r: u16| Atom::Reg(r, None);
        let e = |x: ExprId| Atom::Expr {
            expr: x,
            ident: None,
        };
        for a in [
            reg(seg),
            Atom::Comma,
            e(disp),
            Atom::LParen,
            reg(base),
            Atom::Comma,
            reg(index),
            Atom::Comma,
            e(scale),
            Atom::RParen,
        ] {
            atoms.push(ParsedAtom {
                atom: a,
                offset: off,
            });
        }
        Ok(())
    }
}

impl MCTargetHooks for X86Mc {
    fn tables(&self) -> &'static TargetTables {
        &TABLES
    }

    fn mnemonic_suffixes(&self) -> &'static [&'static str] {
        &["b", "w", "l", "q"]
    }
    fn elf_machine(&self) -> u16 {
        EM_X86_64
    }
    fn elf_flags(&self, _features: FeatureSet) -> u32 {
        0
    }
    fn is_64bit(&self, _features: FeatureSet) -> bool {
        true
    }
    fn reg_name(&self, reg: u16) -> &'static str {
        reg_names()
            .get(reg as usize)
            .map(|s| s.as_str())
            .unwrap_or("")
    }
    fn parse_reg_name(&self, name: &str) -> Option<u16> {
        TABLES
            .regs
            .iter()
            .position(|d| !d.asm_name.is_empty() && d.asm_name.eq_ignore_ascii_case(name))
            .map(|i| i as u16)
    }
    fn variant_name(&self, kind: VariantKind) -> &'static str {
        VARIANTS.get(kind.0 as usize).copied().unwrap_or("")
    }
    fn parse_variant(&self, name: &str) -> Option<VariantKind> {
        let n = name.strip_prefix('@')?;
        VARIANTS
            .iter()
            .skip(1)
            .position(|v| v.eq_ignore_ascii_case(n))
            .map(|k| VariantKind(k as u16 + 1))
    }
    fn print_imm(
        &self,
        method: &str,
        inst: &MCInst,
        idx: usize,
        ctx: &MCContext,
        out: &mut String,
        _address: Option<u64>,
        _features: FeatureSet,
    ) {
        if method != "printPCRelImm" {
            out.push('$');
        }
        match inst.op(idx) {
            MCOperand::Imm(v) => out.push_str(&v.to_string()),
            MCOperand::Expr(e) => print_expr(ctx, e, out),
            _ => out.push_str("<bad operand>"),
        }
    }
    fn print_operand(
        &self,
        method: &str,
        inst: &MCInst,
        idx: usize,
        ctx: &MCContext,
        out: &mut String,
        address: Option<u64>,
        features: FeatureSet,
    ) {
        if method == "printMemReference" {
            self.print_mem(inst, idx, ctx, out);
        } else {
            self.print_imm(method, inst, idx, ctx, out, address, features)
        }
    }
    fn expr_fits(&self, class: &ImmClassDesc, value: &MCValue, _ctx: &MCContext) -> bool {
        if value.sym_a.is_none() {
            return false;
        }
        match class.expr_kind {
            "pcrel8" | "pcrel32" => value.variant.is_none() || value.variant == Some(VK_PLT),
            "" => false,
            _ => true,
        }
    }
    fn imm_fits(&self, class: &ImmClassDesc, value: i64, _features: FeatureSet) -> bool {
        match class.name {
            "x86scale" => matches!(value, 1 | 2 | 4 | 8),
            // The wide forms leave constants that fit a sign-extended byte to the imm8
            // forms (see X86InstrInfo.td).
            "i16imm_wide" | "i32imm_wide" | "i64i32imm_wide" => !(-128..=127).contains(&value),
            // A branch target is a symbol: a number would be an absolute address, which
            // the assembler does not relocate.
            "brtarget8" | "brtarget32" => false,
            _ => true,
        }
    }
    fn decode_imm(&self, class: &ImmClassDesc, raw: u64, width: u32) -> i64 {
        if class.min < 0 && width > 0 && width < 64 {
            let s = 64 - width;
            ((raw << s) as i64) >> s
        } else {
            raw as i64
        }
    }
    fn encode_operand(
        &self,
        method: &str,
        _inst: &MCInst,
        _idx: usize,
        _ctx: &MCContext,
        _fixups: &mut Vec<MCFixup>,
    ) -> Result<u64, String> {
        Err(format!(
            "x86 operands are encoded by the instruction encoder, not {method}"
        ))
    }
    fn encode_instruction(
        &self,
        inst: &MCInst,
        ctx: &MCContext,
        fixups: &mut Vec<MCFixup>,
        out: &mut Vec<u8>,
    ) -> Option<Result<(), String>> {
        Some(encoder::encode(inst, ctx, fixups, out))
    }
    fn fixup_info(&self, kind: FixupKind) -> FixupInfo {
        fixups::info(kind)
    }
    fn pcrel_adjust(&self, kind: FixupKind) -> i64 {
        fixups::pcrel_adjust(kind)
    }
    fn apply_fixup(&self, kind: FixupKind, value: i64, data: &mut [u8]) -> Result<(), String> {
        fixups::apply(kind, value, data)
    }
    fn is_tls_fixup(&self, kind: FixupKind) -> bool {
        fixups::is_tls(kind)
    }
    fn reloc_type(&self, kind: FixupKind, value: &MCValue) -> Result<u32, String> {
        fixups::reloc_type(kind, value)
    }
    fn data_fixup(&self, size: u8, pcrel: bool) -> FixupKind {
        use fixups::Fx;
        let fx = match (size, pcrel) {
            (1, _) => Fx::Data1,
            (2, _) => Fx::Data2,
            (4, false) => Fx::Data4,
            (4, true) => Fx::PCRel4,
            (_, true) => Fx::PCRel8,
            _ => Fx::Data8,
        };
        // Data measures PC from the field itself: no trailing bytes and no size.
        fixups::fixup(fx, 0x7f)
    }
    fn may_relax(&self, inst: &MCInst) -> bool {
        let n = TABLES.instrs[inst.opcode as usize].name;
        n.starts_with('J') && n.ends_with("_1")
    }
    fn needs_relax(&self, inst: &MCInst, kind: FixupKind, value: Option<i64>) -> bool {
        if !self.may_relax(inst) {
            return false;
        }
        match value {
            Some(d) => !(-128..=127).contains(&(d + fixups::pcrel_adjust(kind))),
            None => true,
        }
    }
    fn relax(&self, inst: &MCInst, _ctx: &MCContext, _features: FeatureSet) -> Option<Vec<MCInst>> {
        let n = TABLES.instrs[inst.opcode as usize].name;
        let long = format!("{}_4", n.strip_suffix("_1")?);
        let mut i = *inst;
        i.opcode = TABLES.find_opcode(&long)?;
        Some(vec![i])
    }
    fn dwarf_reg(&self, reg: u16) -> Option<u16> {
        // The MC tables number registers their own way: find the register by name.
        let name = TABLES.regs.get(reg as usize)?.name;
        let ri = &crate::register_info::REGISTER_INFO;
        (1..ri.descs.len() as u32)
            .map(kiln_mc::register_info::Register)
            .find(|&r| ri.desc(r).name == name)
            .and_then(|r| ri.get_dwarf_reg_num(r))
            .map(|n| n as u16)
    }
    fn stack_pointer(&self) -> Option<u16> {
        self.parse_reg_name("rsp")
    }
    fn cie_initial_state(&self) -> (i64, Option<i64>) {
        // A call pushed the return address: CFA = rsp + 8, rip saved at CFA-8.
        (8, Some(-8))
    }
    fn cfi_params(&self, _features: FeatureSet) -> (u16, u64, i64) {
        (16, 1, -8)
    }
    fn eh_frame_pcrel32(&self) -> u32 {
        fixups::r::PC32
    }
    fn write_nops(&self, count: usize, _features: FeatureSet, out: &mut Vec<u8>) {
        // The long NOPs of 1 to 10 bytes (as X86AsmBackend writes them).
        const NOPS: [&[u8]; 11] = [
            &[],
            &[0x90],
            &[0x66, 0x90],
            &[0x0f, 0x1f, 0x00],
            &[0x0f, 0x1f, 0x40, 0x00],
            &[0x0f, 0x1f, 0x44, 0x00, 0x00],
            &[0x66, 0x0f, 0x1f, 0x44, 0x00, 0x00],
            &[0x0f, 0x1f, 0x80, 0x00, 0x00, 0x00, 0x00],
            &[0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
            &[0x66, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
            &[0x66, 0x2e, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
        ];
        // Up to 15 bytes per NOP: the 10-byte form after extra 66 prefixes.
        let mut left = count;
        while left > 0 {
            let n = left.min(15);
            let prefixes = n.saturating_sub(10);
            out.extend(std::iter::repeat_n(0x66u8, prefixes));
            out.extend_from_slice(NOPS[n - prefixes]);
            left -= n;
        }
    }
    fn lex_syntax(&self) -> LexSyntax {
        LexSyntax {
            hash_comments: true,
            dollar_starts_ident: false,
        }
    }
    fn process_instruction(&self, inst: &mut MCInst) {
        let name = TABLES.instrs[inst.opcode as usize].name;
        let ops = encoder::encoding_operands(inst);
        // `fadd %st, %st(0)` (ST(0) op= ST(0) written with ST(0) as the destination): the
        // D8 form, as llvm-mc encodes it (the DC form computes the same).
        if let Some(stem) = name.strip_suffix("_FrST0") {
            if inst.op(0) == MCOperand::Reg(TABLES.find_reg("ST0").unwrap_or(0)) {
                if let Some(opc) = TABLES.find_opcode(&format!("{stem}_FST0r")) {
                    inst.opcode = opc;
                }
            }
            return;
        }
        // A shift or rotate by the constant 1: the by-one form (D0/D1), as llvm-mc does.
        let shift = ["ROL", "ROR", "RCL", "RCR", "SHL", "SHR", "SAR"]
            .iter()
            .any(|p| name.starts_with(p));
        if shift && (name.ends_with("ri") || name.ends_with("mi")) {
            if let Some(&last) = ops.last() {
                if inst.op(last) == MCOperand::Imm(1) {
                    let one = format!("{}1", &name[..name.len() - 1]);
                    if let Some(opc) = TABLES.find_opcode(&one) {
                        let mut n = MCInst::new(opc);
                        for j in 0..last {
                            n.push(inst.op(j));
                        }
                        n.loc = inst.loc;
                        *inst = n;
                    }
                }
            }
            return;
        }
        // A symbolic immediate with the accumulator: llvm-mc matches the sign-extended
        // imm8 form and relaxes it to the imm32 one (81 /n), never the accumulator form.
        for (acc_suffix, wide, reg) in [
            ("16i16", "16ri", "AX"),
            ("32i32", "32ri", "EAX"),
            ("64i32", "64ri32", "RAX"),
        ] {
            let Some(stem) = name.strip_suffix(acc_suffix) else {
                continue;
            };
            if !matches!(inst.op(0), MCOperand::Expr(_)) {
                return;
            }
            let (Some(opc), Some(r)) = (
                TABLES.find_opcode(&format!("{stem}{wide}")),
                TABLES.find_reg(reg),
            ) else {
                return;
            };
            let d = &TABLES.instrs[opc as usize];
            let mut n = MCInst::new(opc);
            for o in d.operands {
                n.push(match o.class {
                    kiln_mc::instr_desc::OperandClass::Reg(_) => MCOperand::Reg(r),
                    kiln_mc::instr_desc::OperandClass::Imm(_) => inst.op(0),
                });
            }
            n.loc = inst.loc;
            *inst = n;
            return;
        }
        // xchg with the accumulator: the one-byte 90+r form, the other register named.
        if let Some(w) = ["XCHG16rr", "XCHG32rr", "XCHG64rr"]
            .iter()
            .position(|n| *n == name)
        {
            let acc = ["AX", "EAX", "RAX"][w];
            let (MCOperand::Reg(a), MCOperand::Reg(b)) = (inst.op(0), inst.op(1)) else {
                return;
            };
            let is_acc = |r: u16| TABLES.regs[r as usize].name == acc;
            let other = if is_acc(a) {
                b
            } else if is_acc(b) {
                a
            } else {
                return;
            };
            let Some(opc) = TABLES.find_opcode(&name.replace("rr", "ar")) else {
                return;
            };
            let mut n = MCInst::new(opc);
            n.push(MCOperand::Reg(other));
            n.push(MCOperand::Reg(other));
            n.loc = inst.loc;
            *inst = n;
        }
    }
    fn decode_instruction(
        &self,
        bytes: &[u8],
        _features: FeatureSet,
    ) -> Option<Option<(MCInst, usize)>> {
        Some(disassembler::decode(bytes))
    }
    fn relocate_with_section_symbol(&self, r_type: u32) -> bool {
        use fixups::r;
        !matches!(
            r_type,
            r::GOTPCREL
                | r::GOTPCRELX
                | r::REX_GOTPCRELX
                | r::GOTTPOFF
                | r::TLSGD
                | r::TLSLD
                | r::TPOFF32
                | r::DTPOFF32
        )
    }
    fn folds_prefix(&self, mnemonic: &str) -> bool {
        mnemonic == "lock" || mnemonic.starts_with("rep") // of is_prefix_mnemonic's
    }
    fn prefix_position(&self, prefix: u16, bytes: &[u8]) -> usize {
        // Segment overrides, then rep/repne, then operand and address size, then lock.
        let lock = self.tables().instrs[prefix as usize].name == "LOCK_PREFIX";
        let skip =
            |b: &u8| [0x26, 0x2e, 0x36, 0x3e, 0x64, 0x65].contains(b) || lock && (b | 1) == 0x67;
        bytes.iter().take_while(|b| skip(b)).count()
    }
    fn is_prefix_mnemonic(&self, mnemonic: &str) -> bool {
        matches!(
            mnemonic,
            "lock" | "rep" | "repe" | "repz" | "repne" | "repnz" | "data16" | "rex64"
        )
    }
    fn parse_operand_atom(
        &self,
        p: &mut AsmParser<'_>,
        out: &mut dyn MCStreamer,
        atoms: &mut Vec<ParsedAtom>,
    ) -> Option<PResult<()>> {
        let at_reg = |p: &AsmParser<'_>| matches!((p.peek(), p.peek_at(1), p.peek_at(2)), (Tok::Punct("%"), Tok::Ident(_), t) if *t != Tok::Punct(":"));
        if p.is_punct("*") {
            // AT&T's `*` of an indirect branch: written by the asm string (`jmpq\t*$dst`).
            p.bump();
            if at_reg(p) {
                return Some(Ok(()));
            }
            return Some(self.parse_mem(p, out, atoms, true));
        }
        if let Some(r) = parse_x87_reg(p, out) {
            atoms.push(r);
            return Some(Ok(()));
        }
        match p.peek() {
            Tok::Punct("$") | Tok::Punct(",") | Tok::Eol => None,
            Tok::Punct("%") if at_reg(p) => None,
            // A bare expression is a branch target after a branch mnemonic and an
            // absolute memory reference elsewhere (`movq 16, %rcx`), as in GNU as.
            _ => {
                let branch = is_branch_mnemonic(statement_mnemonic(p));
                Some(self.parse_mem(p, out, atoms, !branch))
            }
        }
    }
    fn operand_syntax(&self) -> OperandSyntax {
        OperandSyntax {
            reg_prefix: Some("%"),
            imm_prefix: Some("$"),
            colon_variants: false,
            punctuation: &[],
            paren_lists: false,
            custom_atoms: true,
        }
    }
}
