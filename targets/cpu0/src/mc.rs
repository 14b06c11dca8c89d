//! The Cpu0 MC layer: the hooks kiln-mc's generic engines (printer, matcher, encoder,
//! assembler, ELF writer, disassembler) call for Cpu0, in both byte orders.
//!
//! In: the tables generated from `td/Cpu0.td` (instructions, encodings, asm strings,
//! decoder, features). Out: [`CPU0_MC`] (big-endian, `-triple=cpu0`) and [`CPU0EL_MC`]
//! (little-endian, `-triple=cpu0el`), [`features_for`], and the ELF facts kiln chose:
//! `e_machine` [`EM_CPU0`] and the relocation numbers `R_CPU0_*`. Relocations are `SHT_REL`
//! (no addends, as the Cpu0 tutorial's object writer): each addend sits in the field it
//! relocates, as [`MCTargetHooks::write_rel_addend`] writes it and the linker reads it
//! back.
//!
//! Syntax: registers `$0`..`$15` (printed as numbers, `$zero` for `$0`, as seed 000 prints
//! them; `$sp`, `$lr`, `$fp`, `$gp`, `$sw`, `$at`, ... are accepted), `#` comments,
//! `imm($reg)` memory operands, `%hi(sym)` and `%lo(sym)`.

use kiln_mc::asm_lexer::LexSyntax;
use kiln_mc::feature_set::FeatureSet;
use kiln_mc::instr_desc::{ImmClassDesc, TargetTables};
use kiln_mc::mc_expr::{MCContext, MCValue, VariantKind};
use kiln_mc::mc_inst::{FixupKind, MCFixup, MCInst, MCOperand};
use kiln_mc::target::{FixupInfo, MCTargetHooks};

/// The generated MC tables.
#[allow(clippy::all, missing_docs, dead_code, unused_variables)]
pub mod tables {
    use kiln_mc::instr_desc::*;
    kiln_mc::include_target_tables!("Cpu0");
}

/// Cpu0's ELF `e_machine`: 999, the number the Cpu0 tutorial's LLVM tree gives `EM_CPU0`
/// (outside the range the ELF registry assigns).
pub const EM_CPU0: u16 = 999;
/// No relocation.
pub const R_CPU0_NONE: u32 = 0;
/// A 32-bit absolute word: S + A.
pub const R_CPU0_32: u32 = 2;
/// `%hi(sym)` in Inst{15-0}: (S + A + 0x8000) >> 16, where A is read MIPS-style from this
/// field and the `R_CPU0_LO16` that follows it for the same symbol.
pub const R_CPU0_HI16: u32 = 5;
/// `%lo(sym)` in Inst{15-0}: (S + A) & 0xffff.
pub const R_CPU0_LO16: u32 = 6;
/// A 16-bit pc-relative byte offset in Inst{15-0} (BEQ, BNE): S + A - (P + 4).
pub const R_CPU0_PC16: u32 = 10;
/// A 24-bit pc-relative byte offset in Inst{23-0} (JEQ..JGE, JMP, JSUB): S + A - (P + 4).
pub const R_CPU0_PC24: u32 = 13;
/// A 32-bit pc-relative word (`.eh_frame`): S + A - P. kiln's number: the tutorial has none.
pub const R_CPU0_PC32: u32 = 14;

/// `%hi(sym)`.
pub const VK_HI: VariantKind = VariantKind(1);
/// `%lo(sym)`.
pub const VK_LO: VariantKind = VariantKind(2);

/// A 32-bit data word.
pub const FK_DATA4: FixupKind = FixupKind(1);
/// A 32-bit pc-relative data word.
pub const FK_PCREL4: FixupKind = FixupKind(2);
/// `%hi(sym)` in an L-format immediate.
pub const FK_HI16: FixupKind = FixupKind(3);
/// `%lo(sym)` in an L-format immediate.
pub const FK_LO16: FixupKind = FixupKind(4);
/// A BEQ/BNE target.
pub const FK_PC16: FixupKind = FixupKind(5);
/// A JEQ..JGE, JMP or JSUB target.
pub const FK_PC24: FixupKind = FixupKind(6);

/// The Cpu0 hooks, for one byte order.
pub struct Cpu0Mc {
    big_endian: bool,
}

/// Big-endian Cpu0 (`cpu0`).
pub static CPU0_MC: Cpu0Mc = Cpu0Mc { big_endian: true };
/// Little-endian Cpu0 (`cpu0el`).
pub static CPU0EL_MC: Cpu0Mc = Cpu0Mc { big_endian: false };

/// The hooks for a triple (`cpu0`, `cpu0el`, with any vendor/OS after a dash).
pub fn hooks_for(triple: &str) -> Option<&'static Cpu0Mc> {
    match triple.split('-').next() {
        Some("cpu0") => Some(&CPU0_MC),
        Some("cpu0el") => Some(&CPU0EL_MC),
        _ => None,
    }
}

/// The feature bits for `-mcpu` (`cpu032I` or `cpu032II`, the default) and `-mattr`.
pub fn features_for(mcpu: &str, mattr: &str) -> Result<FeatureSet, String> {
    let t = &tables::TABLES;
    let base = match mcpu {
        "" | "cpu032II" => "+cpu032II",
        "cpu032I" => "+cpu032I",
        other => return Err(format!("unknown Cpu0 processor '{other}'")),
    };
    let f = t.parse_features(FeatureSet::default(), base)?;
    t.parse_features(f, mattr)
}

/// The printed names of the general-purpose registers by encoding.
const GPR_NAMES: [&str; 16] = [
    "$zero", "$1", "$2", "$3", "$4", "$5", "$6", "$7", "$8", "$9", "$10", "$11", "$12", "$13",
    "$14", "$sw",
];

/// Whether kiln register `r` is one of the sixteen general-purpose registers.
fn is_gpr(r: u16) -> bool {
    match tables::TABLES.regs.get(r as usize) {
        Some(d) if r != 0 => !matches!(d.asm_name, "hi" | "lo" | "pc" | "epc"),
        _ => false,
    }
}

/// The MC register number of the general-purpose register `$enc`.
pub fn gpr(enc: u16) -> Option<u16> {
    let t = &tables::TABLES;
    (1..t.regs.len() as u16).find(|&r| is_gpr(r) && t.regs[r as usize].encoding == enc)
}

/// The low `bits` bits of `value` placed into the instruction word at `data`, in
/// the given byte order.
fn patch_word(data: &mut [u8], big: bool, mask: u32, value: u32) -> Result<(), String> {
    let w = data
        .get_mut(..4)
        .ok_or("fixup past the end of the section")?;
    let old = kiln_mc::target::read_int(w, big) as u32;
    let new = (old & !mask) | (value & mask);
    let (b, _) = kiln_mc::target::int_bytes(new as u64, 4, big);
    w.copy_from_slice(&b[..4]);
    Ok(())
}

/// Checks a pc-relative byte offset: a multiple of 4 that fits `bits` signed bits.
fn check_offset(value: i64, bits: u32) -> Result<u32, String> {
    let lim = 1i64 << (bits - 1);
    if value % 4 != 0 {
        return Err("branch target is not a multiple of 4".into());
    }
    if !(-lim..lim).contains(&value) {
        return Err("branch target out of range".into());
    }
    Ok(value as u32)
}

impl MCTargetHooks for Cpu0Mc {
    fn tables(&self) -> &'static TargetTables {
        &tables::TABLES
    }
    fn elf_machine(&self) -> u16 {
        EM_CPU0
    }
    fn elf_flags(&self, _features: FeatureSet) -> u32 {
        0
    }
    fn is_64bit(&self, _features: FeatureSet) -> bool {
        false
    }
    fn reg_name(&self, reg: u16) -> &'static str {
        let t = &tables::TABLES;
        match t.regs.get(reg as usize) {
            Some(d) if is_gpr(reg) => GPR_NAMES[d.encoding as usize & 15],
            Some(d) => match d.asm_name {
                "hi" => "$hi",
                "lo" => "$lo",
                "pc" => "$pc",
                "epc" => "$epc",
                _ => "",
            },
            None => "",
        }
    }
    fn parse_reg_name(&self, name: &str) -> Option<u16> {
        let n = name.strip_prefix('$')?;
        if let Ok(enc) = n.parse::<u16>() {
            return if enc < 16 { gpr(enc) } else { None };
        }
        let t = &tables::TABLES;
        (1..t.regs.len() as u16).find(|&r| t.regs[r as usize].asm_name.eq_ignore_ascii_case(n))
    }
    fn variant_name(&self, kind: VariantKind) -> &'static str {
        match kind {
            VK_HI => "hi",
            VK_LO => "lo",
            _ => "",
        }
    }
    fn parse_variant(&self, name: &str) -> Option<VariantKind> {
        match name {
            "hi" => Some(VK_HI),
            "lo" => Some(VK_LO),
            _ => None,
        }
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
                out.push_str(&ctx.print_expr_in(e, &|k| self.variant_name(k), false))
            }
            _ => out.push_str("<bad operand>"),
        }
    }
    fn expr_fits(&self, class: &ImmClassDesc, value: &MCValue, _ctx: &MCContext) -> bool {
        let plain = value.sym_b.is_none();
        match class.expr_kind {
            "lo16" => plain && value.variant == Some(VK_LO),
            "hi16" => plain && matches!(value.variant, Some(VK_HI | VK_LO)),
            "pc16" | "pc24" => plain && value.variant.is_none() && value.sym_a.is_some(),
            _ => false,
        }
    }
    fn imm_fits(&self, _class: &ImmClassDesc, _value: i64, _features: FeatureSet) -> bool {
        true
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
        inst: &MCInst,
        idx: usize,
        ctx: &MCContext,
        fixups: &mut Vec<MCFixup>,
    ) -> Result<u64, String> {
        let kind = match method {
            "getImmOpValue" => None,
            "getBranch16TargetOpValue" => Some(FK_PC16),
            "getBranch24TargetOpValue" => Some(FK_PC24),
            m => return Err(format!("unknown encoder method {m}")),
        };
        match inst.op(idx) {
            MCOperand::Imm(v) => Ok(v as u64),
            MCOperand::Expr(e) => {
                let kind = match kind {
                    Some(k) => k,
                    None => {
                        let v = ctx
                            .evaluate(e, &|_| None)
                            .ok_or("expected relocatable expression")?;
                        if v.variant == Some(VK_HI) {
                            FK_HI16
                        } else {
                            FK_LO16
                        }
                    }
                };
                fixups.push(MCFixup {
                    offset: 0,
                    value: e,
                    kind,
                    loc: inst.loc,
                });
                Ok(0)
            }
            _ => Err("invalid operand for instruction".into()),
        }
    }
    fn fixup_info(&self, kind: FixupKind) -> FixupInfo {
        let (name, size, pcrel) = match kind {
            FK_HI16 => ("fixup_Cpu0_HI16", 16, false),
            FK_LO16 => ("fixup_Cpu0_LO16", 16, false),
            FK_PC16 => ("fixup_Cpu0_PC16", 16, true),
            FK_PC24 => ("fixup_Cpu0_PC24", 24, true),
            FK_PCREL4 => ("FK_PCRel_4", 32, true),
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
        let big = self.big_endian;
        match kind {
            FK_HI16 => patch_word(data, big, 0xffff, ((value + 0x8000) >> 16) as u32),
            FK_LO16 => patch_word(data, big, 0xffff, value as u32),
            // The assembler gives target - fixup address; the offset counts from the
            // delay slot.
            FK_PC16 => patch_word(data, big, 0xffff, check_offset(value - 4, 16)?),
            FK_PC24 => patch_word(data, big, 0xff_ffff, check_offset(value - 4, 24)?),
            _ => patch_word(data, big, u32::MAX, value as u32),
        }
    }
    fn reloc_type(&self, kind: FixupKind, _value: &MCValue) -> Result<u32, String> {
        Ok(match kind {
            FK_HI16 => R_CPU0_HI16,
            FK_LO16 => R_CPU0_LO16,
            FK_PC16 => R_CPU0_PC16,
            FK_PC24 => R_CPU0_PC24,
            FK_PCREL4 => R_CPU0_PC32,
            _ => R_CPU0_32,
        })
    }
    fn uses_rela(&self) -> bool {
        false
    }
    fn write_rel_addend(&self, r_type: u32, addend: i64, data: &mut [u8]) -> Result<(), String> {
        write_addend(r_type, addend, data, self.big_endian)
    }
    fn data_fixup(&self, _size: u8, pcrel: bool) -> FixupKind {
        if pcrel {
            FK_PCREL4
        } else {
            FK_DATA4
        }
    }
    fn dwarf_reg(&self, reg: u16) -> Option<u16> {
        is_gpr(reg).then(|| tables::TABLES.regs[reg as usize].encoding)
    }
    fn cfi_params(&self, _features: FeatureSet) -> (u16, u64, i64) {
        // The return address is $lr ($14); code and data alignment factors 1 and -4.
        (14, 1, -4)
    }
    fn stack_pointer(&self) -> Option<u16> {
        gpr(13)
    }
    fn eh_frame_pcrel32(&self) -> u32 {
        R_CPU0_PC32
    }
    fn is_big_endian(&self) -> bool {
        self.big_endian
    }
    fn write_nops(&self, count: usize, _features: FeatureSet, out: &mut Vec<u8>) {
        // NOP is the all-zero word, so every padding byte is zero.
        out.extend(std::iter::repeat_n(0u8, count));
    }
    fn min_inst_align(&self, _features: FeatureSet) -> u64 {
        4
    }
    fn lex_syntax(&self) -> LexSyntax {
        LexSyntax {
            hash_comments: true,
            dollar_starts_ident: true,
        }
    }
}

/// Writes addend `addend` of a relocation of type `r_type` into the field it relocates
/// (the SHT_REL convention): the whole word for `R_CPU0_32` and `R_CPU0_PC32`, the
/// adjusted high half for `R_CPU0_HI16`, the low half for `R_CPU0_LO16`, and the raw
/// byte offset for the pc-relative fields.
pub fn write_addend(r_type: u32, addend: i64, data: &mut [u8], big: bool) -> Result<(), String> {
    match r_type {
        R_CPU0_32 | R_CPU0_PC32 => patch_word(data, big, u32::MAX, addend as u32),
        R_CPU0_HI16 => patch_word(data, big, 0xffff, ((addend + 0x8000) >> 16) as u32),
        R_CPU0_LO16 => patch_word(data, big, 0xffff, addend as u32),
        R_CPU0_PC16 => patch_word(data, big, 0xffff, addend as u32),
        R_CPU0_PC24 => patch_word(data, big, 0xff_ffff, addend as u32),
        _ => Err(format!("unknown Cpu0 relocation type {r_type}")),
    }
}

/// The opcode of an instruction by record name (for tests and tools).
pub fn opcode(name: &str) -> Option<u16> {
    tables::TABLES
        .instrs
        .iter()
        .position(|d| d.name == name)
        .map(|i| i as u16)
}
