//! The Vlx test target's MC hooks: variable-length little-endian instructions through
//! the whole-instruction encoder hook, AT&T-like operand syntax, a composite
//! `disp(base,index,scale)` memory operand.
//!
//! In: the tables generated from `td/Vlx.td`. Out: [`VLX`], the hooks kiln-mc's engines
//! call. ELF: `e_machine` [`EM_VLX`], relocation [`R_VLX_32`].

use kiln_mc::asm_lexer::{LexSyntax, Tok};
use kiln_mc::asm_matcher::ParsedAtom;
use kiln_mc::asm_parser::{AsmParser, PResult};
use kiln_mc::code_emitter::table_bits;
use kiln_mc::feature_set::FeatureSet;
use kiln_mc::instr_desc::{ImmClassDesc, OperandClass, TargetTables};
use kiln_mc::mc_expr::{MCContext, MCValue, VariantKind};
use kiln_mc::mc_inst::{FixupKind, MCFixup, MCInst, MCOperand};
use kiln_mc::streamer::MCStreamer;
use kiln_mc::target::{FixupInfo, MCTargetHooks, OperandSyntax};

/// The generated tables.
#[allow(clippy::all, missing_docs, dead_code, unused_variables)]
pub mod tables {
    use kiln_mc::instr_desc::*;
    kiln_mc::include_target_tables!("Vlx");
}

/// Vlx's `e_machine` (made up).
pub const EM_VLX: u16 = 0x5bf;
/// A 32-bit absolute value.
pub const R_VLX_32: u32 = 1;
/// The fixup of a 32-bit field (data or an instruction's displacement or immediate).
pub const FK_32: FixupKind = FixupKind(1);

/// The Vlx hooks.
pub struct Vlx;

/// The Vlx hooks instance.
pub static VLX: Vlx = Vlx;

/// Register names as printed (`%r0`), by register number.
static NAMES: [&str; 9] = ["", "%r0", "%r1", "%r2", "%r3", "%r4", "%r5", "%r6", "%r7"];

/// The 32-bit fields appended after the table bytes: `(operand index, is a memory
/// operand's displacement)`, in operand order.
fn appended_fields(inst: &MCInst) -> Vec<usize> {
    let desc = &tables::TABLES.instrs[inst.opcode as usize];
    let mut out = Vec::new();
    for (j, o) in desc.operands.iter().enumerate() {
        if o.mi_count > 1 {
            out.push(j + 3); // the displacement is the composite's fourth part
        } else if o.mi_count == 1 {
            if let OperandClass::Imm(c) = o.class {
                if tables::TABLES.imm_classes[c as usize].name == "imm32" {
                    out.push(j);
                }
            }
        }
    }
    out
}

impl MCTargetHooks for Vlx {
    fn tables(&self) -> &'static TargetTables {
        &tables::TABLES
    }
    fn elf_machine(&self) -> u16 {
        EM_VLX
    }
    fn elf_flags(&self, _features: FeatureSet) -> u32 {
        0
    }
    fn is_64bit(&self, _features: FeatureSet) -> bool {
        false
    }
    fn reg_name(&self, reg: u16) -> &'static str {
        NAMES.get(reg as usize).copied().unwrap_or("")
    }
    fn parse_reg_name(&self, name: &str) -> Option<u16> {
        crate::find_asm_name(&tables::TABLES, name)
    }
    fn variant_name(&self, _kind: VariantKind) -> &'static str {
        ""
    }
    fn parse_variant(&self, _name: &str) -> Option<VariantKind> {
        None
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
        if method == "printDollarImm" {
            out.push('$');
        }
        match inst.op(idx) {
            MCOperand::Imm(v) => out.push_str(&v.to_string()),
            MCOperand::Expr(e) => out.push_str(&ctx.print_expr(e, &|k| self.variant_name(k))),
            _ => out.push_str("<bad operand>"),
        }
    }
    fn expr_fits(&self, class: &ImmClassDesc, value: &MCValue, _ctx: &MCContext) -> bool {
        class.expr_kind == "abs32" && value.variant.is_none() && value.sym_b.is_none()
    }
    fn imm_fits(&self, class: &ImmClassDesc, value: i64, _features: FeatureSet) -> bool {
        class.name != "scale" || matches!(value, 1 | 2 | 4 | 8)
    }
    fn decode_imm(&self, class: &ImmClassDesc, raw: u64, width: u32) -> i64 {
        if class.min < 0 {
            crate::sign_extend(raw, width)
        } else {
            raw as i64
        }
    }
    fn encode_operand(
        &self,
        method: &str,
        inst: &MCInst,
        idx: usize,
        _ctx: &MCContext,
        _fixups: &mut Vec<MCFixup>,
    ) -> Result<u64, String> {
        let reg = |j: usize| match inst.op(j) {
            MCOperand::Reg(r) => Ok(tables::TABLES.regs[r as usize].encoding as u64),
            _ => Err("expected a register".to_string()),
        };
        match method {
            // Immediates are appended whole by `encode_instruction`: nothing in the table.
            "getImmOpValue" => Ok(0),
            "getSibEncoding" => {
                let MCOperand::Imm(s) = inst.op(idx + 2) else {
                    return Err("scale must be a constant".into());
                };
                let log2 = match s {
                    1 => 0,
                    2 => 1,
                    4 => 2,
                    8 => 3,
                    _ => return Err("scale must be 1, 2, 4 or 8".into()),
                };
                Ok(log2 << 6 | reg(idx + 1)? << 3 | reg(idx)?)
            }
            m => Err(format!("unknown encoder method {m}")),
        }
    }
    fn encode_instruction(
        &self,
        inst: &MCInst,
        ctx: &MCContext,
        fixups: &mut Vec<MCFixup>,
        out: &mut Vec<u8>,
    ) -> Option<Result<(), String>> {
        let desc = &tables::TABLES.instrs[inst.opcode as usize];
        let fields = appended_fields(inst);
        let head = (desc.size as usize).checked_sub(4 * fields.len())?;
        Some((|| {
            let word = table_bits(self, inst, ctx, fixups)?;
            out.extend_from_slice(&word.to_le_bytes()[..head.min(8)]);
            for j in fields {
                let v = match inst.op(j) {
                    MCOperand::Imm(v) => v,
                    MCOperand::Expr(e) => {
                        fixups.push(MCFixup {
                            offset: out.len() as u32,
                            value: e,
                            kind: FK_32,
                            loc: inst.loc,
                        });
                        0
                    }
                    _ => return Err("invalid operand for instruction".into()),
                };
                out.extend_from_slice(&(v as u32).to_le_bytes());
            }
            Ok(())
        })())
    }
    fn fixup_info(&self, _kind: FixupKind) -> FixupInfo {
        FixupInfo {
            name: "FK_Data_4",
            target_offset: 0,
            target_size: 32,
            pcrel: false,
            raw_reloc: None,
        }
    }
    fn apply_fixup(&self, _kind: FixupKind, value: i64, data: &mut [u8]) -> Result<(), String> {
        let w = data
            .get_mut(..4)
            .ok_or("fixup past the end of the section")?;
        w.copy_from_slice(&(value as u32).to_le_bytes());
        Ok(())
    }
    fn reloc_type(&self, _kind: FixupKind, _value: &MCValue) -> Result<u32, String> {
        Ok(R_VLX_32)
    }
    fn data_fixup(&self, _size: u8, _pcrel: bool) -> FixupKind {
        FK_32
    }
    fn dwarf_reg(&self, reg: u16) -> Option<u16> {
        tables::TABLES.regs.get(reg as usize).map(|r| r.encoding)
    }
    fn cfi_params(&self, _features: FeatureSet) -> (u16, u64, i64) {
        (7, 1, -4)
    }
    fn eh_frame_pcrel32(&self) -> u32 {
        2
    }
    fn write_nops(&self, count: usize, _features: FeatureSet, out: &mut Vec<u8>) {
        out.extend(std::iter::repeat_n(0x90u8, count));
    }
    fn lex_syntax(&self) -> LexSyntax {
        LexSyntax {
            hash_comments: true,
            dollar_starts_ident: false,
        }
    }
    fn parse_operand_atom(
        &self,
        parser: &mut AsmParser<'_>,
        _out: &mut dyn MCStreamer,
        _atoms: &mut Vec<ParsedAtom>,
    ) -> Option<PResult<()>> {
        // AT&T's `*` before an indirect jump's register: written by the asm string
        // (`jmp\t*$rs`), so the parser drops it.
        if parser.is_punct("*") && matches!(parser.peek_at(1), Tok::Punct("%")) {
            parser.bump();
            return Some(Ok(()));
        }
        None
    }
    fn operand_syntax(&self) -> OperandSyntax {
        OperandSyntax {
            reg_prefix: Some("%"),
            imm_prefix: Some("$"),
            colon_variants: false,
            punctuation: &[],
            paren_lists: true,
            custom_atoms: true,
        }
    }
}
