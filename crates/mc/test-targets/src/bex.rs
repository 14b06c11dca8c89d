//! The Bex test target's MC hooks: big-endian data and instruction words, AArch64-like
//! operand syntax, `:lo16:` relocations and a pc-relative branch fixup.
//!
//! In: the tables generated from `td/Bex.td`. Out: [`BEX`], the hooks kiln-mc's engines
//! call. ELF: `e_machine` [`EM_BEX`], relocations [`R_BEX_32`], [`R_BEX_LO16`],
//! [`R_BEX_PC24`].

use kiln_mc::asm_lexer::LexSyntax;
use kiln_mc::feature_set::FeatureSet;
use kiln_mc::instr_desc::{ImmClassDesc, TargetTables};
use kiln_mc::mc_expr::{MCContext, MCValue, VariantKind};
use kiln_mc::mc_inst::{FixupKind, MCFixup, MCInst, MCOperand};
use kiln_mc::target::{FixupInfo, MCTargetHooks, OperandSyntax};

/// The generated tables.
#[allow(clippy::all, missing_docs, dead_code, unused_variables)]
pub mod tables {
    use kiln_mc::instr_desc::*;
    kiln_mc::include_target_tables!("Bex");
}

/// Bex's `e_machine` (a made-up number outside the assigned range's common values).
pub const EM_BEX: u16 = 0x5be;
/// A 32-bit absolute word.
pub const R_BEX_32: u32 = 1;
/// The low 16 bits of a symbol's address, in Inst{15-0}.
pub const R_BEX_LO16: u32 = 2;
/// A pc-relative word offset, in Inst{23-0}.
pub const R_BEX_PC24: u32 = 3;

/// `:lo16:`
pub const LO16: VariantKind = VariantKind(1);

/// Fixup kinds.
pub const FK_DATA4: FixupKind = FixupKind(1);
/// `:lo16:sym` in an immediate.
pub const FK_LO16: FixupKind = FixupKind(2);
/// A branch target.
pub const FK_PC24: FixupKind = FixupKind(3);

/// The Bex hooks.
pub struct Bex;

/// The Bex hooks instance.
pub static BEX: Bex = Bex;

impl MCTargetHooks for Bex {
    fn tables(&self) -> &'static TargetTables {
        &tables::TABLES
    }
    fn elf_machine(&self) -> u16 {
        EM_BEX
    }
    fn elf_flags(&self, _features: FeatureSet) -> u32 {
        0
    }
    fn is_64bit(&self, _features: FeatureSet) -> bool {
        false
    }
    fn reg_name(&self, reg: u16) -> &'static str {
        crate::asm_name(&tables::TABLES, reg)
    }
    fn parse_reg_name(&self, name: &str) -> Option<u16> {
        crate::find_asm_name(&tables::TABLES, name)
    }
    fn variant_name(&self, kind: VariantKind) -> &'static str {
        if kind == LO16 {
            "lo16"
        } else {
            ""
        }
    }
    fn parse_variant(&self, name: &str) -> Option<VariantKind> {
        (name == "lo16").then_some(LO16)
    }
    fn print_imm(
        &self,
        _method: &str,
        inst: &MCInst,
        idx: usize,
        ctx: &MCContext,
        out: &mut String,
        _address: Option<u64>,
        _features: FeatureSet,
    ) {
        match inst.op(idx) {
            MCOperand::Imm(v) => out.push_str(&v.to_string()),
            MCOperand::Expr(e) => {
                out.push_str(&ctx.print_expr_in(e, &|k| self.variant_name(k), true))
            }
            _ => out.push_str("<bad operand>"),
        }
    }
    fn expr_fits(&self, class: &ImmClassDesc, value: &MCValue, _ctx: &MCContext) -> bool {
        match class.expr_kind {
            "lo16" => value.variant == Some(LO16) && value.sym_b.is_none(),
            "branch" => value.variant.is_none() && value.sym_a.is_some() && value.sym_b.is_none(),
            _ => false,
        }
    }
    fn imm_fits(&self, _class: &ImmClassDesc, _value: i64, _features: FeatureSet) -> bool {
        true
    }
    fn decode_imm(&self, class: &ImmClassDesc, raw: u64, width: u32) -> i64 {
        let v = if class.min < 0 {
            crate::sign_extend(raw, width)
        } else {
            raw as i64
        };
        v * class.scale
    }
    fn encode_operand(
        &self,
        method: &str,
        inst: &MCInst,
        idx: usize,
        ctx: &MCContext,
        fixups: &mut Vec<MCFixup>,
    ) -> Result<u64, String> {
        // The value of an immediate (or 0 and a fixup for an expression).
        let imm = |j: usize, kind: FixupKind, fixups: &mut Vec<MCFixup>| match inst.op(j) {
            MCOperand::Imm(v) => Ok(v),
            MCOperand::Expr(e) => {
                fixups.push(MCFixup {
                    offset: 0,
                    value: e,
                    kind,
                    loc: inst.loc,
                });
                Ok(0)
            }
            _ => Err("invalid operand for instruction".to_string()),
        };
        match method {
            "getImmOpValue" => Ok(imm(idx, FK_LO16, fixups)? as u64),
            "getBranchTarget" => Ok((imm(idx, FK_PC24, fixups)? >> 2) as u64),
            "getMemEncoding" => {
                let MCOperand::Reg(base) = inst.op(idx) else {
                    return Err("memory operand without a base register".into());
                };
                let enc = tables::TABLES.regs[base as usize].encoding as u64;
                let off = imm(idx + 1, FK_LO16, fixups)? as u64 & 0xffff;
                let _ = ctx;
                Ok(enc << 16 | off)
            }
            m => Err(format!("unknown encoder method {m}")),
        }
    }
    fn fixup_info(&self, kind: FixupKind) -> FixupInfo {
        let (name, size, pcrel) = match kind {
            FK_LO16 => ("fixup_bex_lo16", 16, false),
            FK_PC24 => ("fixup_bex_pc24", 24, true),
            _ => ("FK_Data_4", 32, false),
        };
        FixupInfo {
            name,
            target_offset: 0,
            target_size: size,
            pcrel,
            raw_reloc: None,
        }
    }
    fn apply_fixup(&self, kind: FixupKind, value: i64, data: &mut [u8]) -> Result<(), String> {
        // Instruction fields are in the low bits of a big-endian word.
        let (mask, v) = match kind {
            FK_LO16 => (0xffffu32, value as u32 & 0xffff),
            FK_PC24 => {
                if value % 4 != 0 || !(-(1 << 25)..(1 << 25)).contains(&value) {
                    return Err("branch target out of range".into());
                }
                (0xff_ffff, (value >> 2) as u32 & 0xff_ffff)
            }
            _ => (u32::MAX, value as u32),
        };
        let w = data
            .get_mut(..4)
            .ok_or("fixup past the end of the section")?;
        let old = u32::from_be_bytes([w[0], w[1], w[2], w[3]]);
        w.copy_from_slice(&((old & !mask) | v).to_be_bytes());
        Ok(())
    }
    fn reloc_type(&self, kind: FixupKind, _value: &MCValue) -> Result<u32, String> {
        Ok(match kind {
            FK_LO16 => R_BEX_LO16,
            FK_PC24 => R_BEX_PC24,
            _ => R_BEX_32,
        })
    }
    fn data_fixup(&self, _size: u8, _pcrel: bool) -> FixupKind {
        FK_DATA4
    }
    fn dwarf_reg(&self, reg: u16) -> Option<u16> {
        tables::TABLES.regs.get(reg as usize).map(|r| r.encoding)
    }
    fn cfi_params(&self, _features: FeatureSet) -> (u16, u64, i64) {
        (14, 4, -4)
    }
    fn eh_frame_pcrel32(&self) -> u32 {
        4
    }
    fn is_big_endian(&self) -> bool {
        true
    }
    fn write_nops(&self, count: usize, _features: FeatureSet, out: &mut Vec<u8>) {
        for _ in 0..count / 4 {
            out.extend_from_slice(&[0xf0, 0, 0, 0]);
        }
        out.extend(std::iter::repeat_n(0u8, count % 4));
    }
    fn min_inst_align(&self, _features: FeatureSet) -> u64 {
        4
    }
    fn comment_string(&self) -> &'static str {
        "//"
    }
    fn lex_syntax(&self) -> LexSyntax {
        LexSyntax {
            hash_comments: false,
            dollar_starts_ident: true,
        }
    }
    fn operand_syntax(&self) -> OperandSyntax {
        OperandSyntax {
            reg_prefix: None,
            imm_prefix: Some("#"),
            colon_variants: true,
            punctuation: &["[", "]", "!"],
            paren_lists: false,
            custom_atoms: false,
        }
    }
}
