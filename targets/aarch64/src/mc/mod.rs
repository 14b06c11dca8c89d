//! The AArch64 MC layer: the generated tables plus what tables cannot say (LLVM's
//! `AArch64MCTargetDesc`, `AArch64AsmBackend`, `AArch64ELFObjectWriter`,
//! `AArch64MCCodeEmitter`, the hand-written parts of `AArch64InstPrinter` and
//! `AArch64AsmParser`).
//!
//! In: MCInsts, expressions and fixups from kiln-mc's generic engines. Out: the
//! answers of [`MCTargetHooks`]: register and operand spellings (shifts, extends,
//! condition codes, barriers, system registers, FP immediates), operand encodings
//! (logical immediates, scaled offsets) and fixups, fixup application and ELF
//! relocation types (`R_AARCH64_*`), the expansion of the aliases whose operands are
//! computed (`lsl #n`, `ubfx`, `bfi`, `mov #imm`) and their printing.

pub mod fixups;
pub mod imm;
pub mod tables;
#[cfg(test)]
mod tests;

use kiln_mc::asm_lexer::{LexSyntax, Tok};
use kiln_mc::asm_matcher::{Atom, ParsedAtom};
use kiln_mc::asm_parser::{AsmParser, PResult};
use kiln_mc::feature_set::FeatureSet;
use kiln_mc::instr_desc::{ImmClassDesc, OperandClass, TargetTables};
use kiln_mc::mc_expr::{MCContext, MCExpr, MCValue, VariantKind};
use kiln_mc::mc_inst::{FixupKind, MCFixup, MCInst, MCOperand};
use kiln_mc::streamer::MCStreamer;
use kiln_mc::target::{
    ExpandCtx, Expanded, FixupInfo, MCTargetHooks, MappingSymbols, OperandSyntax,
};
use std::collections::HashMap;
use std::sync::OnceLock;
use tables::opcodes as op;

/// Relocation specifiers (`:lo12:sym` and friends).
pub mod variant {
    use kiln_mc::mc_expr::VariantKind;
    /// `:lo12:`
    pub const LO12: VariantKind = VariantKind(1);
    /// `:got:`
    pub const GOT: VariantKind = VariantKind(2);
    /// `:got_lo12:`
    pub const GOT_LO12: VariantKind = VariantKind(3);
    /// `:gottprel:`
    pub const GOTTPREL: VariantKind = VariantKind(4);
    /// `:gottprel_lo12:`
    pub const GOTTPREL_LO12: VariantKind = VariantKind(5);
    /// `:tprel_hi12:`
    pub const TPREL_HI12: VariantKind = VariantKind(6);
    /// `:tprel_lo12:`
    pub const TPREL_LO12: VariantKind = VariantKind(7);
    /// `:tprel_lo12_nc:`
    pub const TPREL_LO12_NC: VariantKind = VariantKind(8);
    /// `:tlsdesc:`
    pub const TLSDESC: VariantKind = VariantKind(9);
    /// `:tlsdesc_lo12:`
    pub const TLSDESC_LO12: VariantKind = VariantKind(10);
    /// `:pg_hi21:`
    pub const PG_HI21: VariantKind = VariantKind(11);
    /// Marks an operand piece the target's parser made (a shift, an extend, an FP
    /// literal): never a value any immediate class accepts.
    pub const PIECE: VariantKind = VariantKind(99);
    /// The names, by kind number.
    pub const NAMES: [&str; 12] = [
        "",
        "lo12",
        "got",
        "got_lo12",
        "gottprel",
        "gottprel_lo12",
        "tprel_hi12",
        "tprel_lo12",
        "tprel_lo12_nc",
        "tlsdesc",
        "tlsdesc_lo12",
        "pg_hi21",
    ];
}

/// The AArch64 hooks.
pub struct AArch64MC;

/// The AArch64 hooks instance.
pub static AARCH64_MC: AArch64MC = AArch64MC;

/// Condition code names by number (`hs` and `lo` as llvm-mc prints them).
pub const COND_NAMES: [&str; 16] = [
    "eq", "ne", "hs", "lo", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt", "gt", "le", "al", "nv",
];

const SHIFT_NAMES: [&str; 5] = ["lsl", "lsr", "asr", "ror", "msl"];
const EXTEND_NAMES: [&str; 8] = [
    "uxtb", "uxth", "uxtw", "uxtx", "sxtb", "sxth", "sxtw", "sxtx",
];
const BARRIER_NAMES: [(&str, i64); 12] = [
    ("oshld", 1),
    ("oshst", 2),
    ("osh", 3),
    ("nshld", 5),
    ("nshst", 6),
    ("nsh", 7),
    ("ishld", 9),
    ("ishst", 10),
    ("ish", 11),
    ("ld", 13),
    ("st", 14),
    ("sy", 15),
];

fn reg_names() -> &'static HashMap<String, u16> {
    static M: OnceLock<HashMap<String, u16>> = OnceLock::new();
    M.get_or_init(|| {
        let t = &tables::TABLES;
        let mut m = HashMap::new();
        for (k, r) in t.regs.iter().enumerate().skip(1) {
            if r.asm_name.is_empty() || matches!(r.name, "NZCV" | "FPCR" | "FPSR") {
                continue;
            }
            // Register tuples have no single name.
            if r.name.contains('_') {
                continue;
            }
            m.insert(r.asm_name.to_string(), k as u16);
        }
        m.insert("fp".into(), t.find_reg("FP").unwrap_or(0));
        m.insert("lr".into(), t.find_reg("LR").unwrap_or(0));
        m
    })
}

fn reg(name: &str) -> u16 {
    tables::TABLES
        .find_reg(name)
        .unwrap_or_else(|| panic!("invariant: the AArch64 tables define register {name}"))
}

/// The register of `class` (`W` or `X`) with the encoding of `r` (`w1` for `x1`); the
/// zero register for encoding 31.
fn same_enc(r: u16, x: bool) -> u16 {
    let e = tables::TABLES.regs[r as usize].encoding;
    match (e, x) {
        (31, true) => reg("XZR"),
        (31, false) => reg("WZR"),
        (29, true) => reg("FP"),
        (30, true) => reg("LR"),
        (n, true) => reg(&format!("X{n}")),
        (n, false) => reg(&format!("W{n}")),
    }
}

fn reg_enc(op: MCOperand) -> Option<u16> {
    match op {
        MCOperand::Reg(r) => Some(tables::TABLES.regs[r as usize].encoding),
        _ => None,
    }
}

fn is_sp(op: MCOperand) -> bool {
    matches!(op, MCOperand::Reg(r) if matches!(tables::TABLES.regs[r as usize].name, "SP" | "WSP"))
}

/// The immediate class of operand `idx` of `inst`, if it has one.
fn imm_class(inst: &MCInst, idx: usize) -> Option<&'static ImmClassDesc> {
    let t = &tables::TABLES;
    match t.instrs[inst.opcode as usize].operands.get(idx)?.class {
        OperandClass::Imm(c) => Some(&t.imm_classes[c as usize]),
        OperandClass::Reg(_) => None,
    }
}

/// The access size in bytes a class name ends with (`UImm12Scaled8`, `RoXExtend64`).
fn trailing_number(name: &str) -> i64 {
    let digits: String = name
        .chars()
        .rev()
        .take_while(char::is_ascii_digit)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    digits.parse().unwrap_or(1)
}

fn sext(v: u64, w: u32) -> i64 {
    if w == 0 || w >= 64 {
        v as i64
    } else {
        ((v << (64 - w)) as i64) >> (64 - w)
    }
}

/// Splits a piece ident (`lsl #3`, `uxtw`) into its name and amount.
fn piece(ident: &str) -> (&str, Option<i64>) {
    match ident.split_once(" #") {
        Some((n, a)) => (n, a.parse().ok()),
        None => (ident, None),
    }
}

impl AArch64MC {
    fn print_value(&self, out: &mut String, v: i64) {
        out.push('#');
        out.push_str(&v.to_string());
    }

    /// Encodes a symbolic operand as a fixup of the kind its expression and the
    /// instruction ask for.
    fn expr_fixup(
        &self,
        inst: &MCInst,
        idx: usize,
        e: kiln_mc::mc_expr::ExprId,
        ctx: &MCContext,
        fixups: &mut Vec<MCFixup>,
    ) -> Result<u64, String> {
        use variant::*;
        let class = imm_class(inst, idx).ok_or("expression in a register operand")?;
        let v = ctx
            .evaluate(e, &|_| None)
            .ok_or("expected relocatable expression")?;
        let size_log = |c: &ImmClassDesc| trailing_number(c.match_name).trailing_zeros() as u16;
        let kind = match (class.expr_kind, v.variant) {
            ("adr", None) => fixups::ADR,
            ("adrp", None) | ("adrp", Some(PG_HI21)) => fixups::ADRP,
            ("adrp", Some(GOT)) => fixups::ADRP_GOT,
            ("adrp", Some(GOTTPREL)) => fixups::ADRP_GOTTPREL,
            ("adrp", Some(TLSDESC)) => fixups::ADRP_TLSDESC,
            ("ldrlit", None) => fixups::LDR_LIT,
            ("br19", None) => fixups::BRANCH19,
            ("br14", None) => fixups::BRANCH14,
            ("b26", None) => {
                if inst.opcode == op::BL {
                    fixups::CALL26
                } else {
                    fixups::BRANCH26
                }
            }
            ("addlo12", Some(LO12)) => fixups::ADD_LO12,
            ("addlo12", Some(TPREL_HI12)) => fixups::ADD_TPREL_HI12,
            ("addlo12", Some(TPREL_LO12)) => fixups::ADD_TPREL_LO12,
            ("addlo12", Some(TPREL_LO12_NC)) => fixups::ADD_TPREL_LO12_NC,
            ("addlo12", Some(TLSDESC_LO12)) => fixups::ADD_TLSDESC_LO12,
            ("ldlo12", Some(LO12)) => FixupKind(fixups::LDST_LO12 + size_log(class)),
            ("ldlo12", Some(TPREL_LO12_NC)) => FixupKind(fixups::LDST_TPREL_LO12 + size_log(class)),
            ("ldlo12", Some(GOT_LO12)) if class.match_name == "UImm12Scaled8" => {
                fixups::LD64_GOT_LO12
            }
            ("ldlo12", Some(GOTTPREL_LO12)) if class.match_name == "UImm12Scaled8" => {
                fixups::LD64_GOTTPREL_LO12
            }
            ("ldlo12", Some(TLSDESC_LO12)) if class.match_name == "UImm12Scaled8" => {
                fixups::LD64_TLSDESC_LO12
            }
            _ => return Err("invalid operand for instruction".into()),
        };
        fixups.push(MCFixup {
            offset: 0,
            value: e,
            kind,
            loc: inst.loc,
        });
        Ok(0)
    }

    /// The alias spelling of a bitfield move (LLVM's `printInst` cases for
    /// UBFM/SBFM/BFM): `lsl`, `lsr`, `asr`, `ubfx`, `sbfiz`, `sxtw`, `bfi`, `bfxil`.
    fn print_bitfield(&self, inst: &MCInst) -> Option<String> {
        let o = inst.opcode;
        let (signed, bfm, x) = match o {
            _ if o == op::UBFMWri => (false, false, false),
            _ if o == op::UBFMXri => (false, false, true),
            _ if o == op::SBFMWri => (true, false, false),
            _ if o == op::SBFMXri => (true, false, true),
            _ if o == op::BFMWri => (false, true, false),
            _ if o == op::BFMXri => (false, true, true),
            _ => return None,
        };
        let base = if bfm { 2 } else { 1 };
        let (rd, rn) = (inst.op(0), inst.op(base));
        let (MCOperand::Imm(immr), MCOperand::Imm(imms)) = (inst.op(base + 1), inst.op(base + 2))
        else {
            return None;
        };
        let size = if x { 64 } else { 32 };
        let name = |r: MCOperand, wide: bool| -> String {
            match r {
                MCOperand::Reg(r) => self.reg_name(same_enc(r, wide)).to_string(),
                _ => "<none>".into(),
            }
        };
        let (d, n) = (name(rd, x), name(rn, x));
        if bfm {
            return Some(if imms < immr {
                format!("\tbfi\t{d}, {n}, #{}, #{}", (size - immr) % size, imms + 1)
            } else {
                format!("\tbfxil\t{d}, {n}, #{immr}, #{}", imms - immr + 1)
            });
        }
        if immr == 0 {
            let m = match (imms, signed, x) {
                (7, true, _) => Some("sxtb"),
                (15, true, _) => Some("sxth"),
                (31, true, true) => Some("sxtw"),
                (7, false, false) => Some("uxtb"),
                (15, false, false) => Some("uxth"),
                _ => None,
            };
            if let Some(m) = m {
                return Some(format!("\t{m}\t{d}, {}", name(rn, false)));
            }
        }
        if imms == size - 1 {
            let m = if signed { "asr" } else { "lsr" };
            return Some(format!("\t{m}\t{d}, {n}, #{immr}"));
        }
        if !signed && imms + 1 == immr {
            return Some(format!("\tlsl\t{d}, {n}, #{}", size - 1 - imms));
        }
        let p = if signed { "s" } else { "u" };
        Some(if imms < immr {
            format!(
                "\t{p}bfiz\t{d}, {n}, #{}, #{}",
                (size - immr) % size,
                imms + 1
            )
        } else {
            format!("\t{p}bfx\t{d}, {n}, #{immr}, #{}", imms - immr + 1)
        })
    }

    /// `mov Rd, #imm` for movz/movn/orr when llvm-mc prints it so.
    fn print_mov_imm(&self, inst: &MCInst) -> Option<String> {
        let o = inst.opcode;
        let x = o == op::MOVZXi || o == op::MOVNXi || o == op::ORRXri;
        let size = if x { 64 } else { 32 };
        let value = if o == op::MOVZWi || o == op::MOVZXi || o == op::MOVNWi || o == op::MOVNXi {
            let (MCOperand::Imm(imm), MCOperand::Imm(sh)) = (inst.op(1), inst.op(2)) else {
                return None;
            };
            if imm == 0 && sh != 0 {
                return None;
            }
            let v = (imm as u64) << sh;
            if o == op::MOVNWi || o == op::MOVNXi {
                let nv = imm::truncate(!v, size);
                // movz wins when it can make the value.
                if imm::movz_shift(nv, size).is_some() && !(imm == 0 && sh == 0) {
                    return None;
                }
                if size == 32 && nv == 0xffff_ffff && imm != 0 {
                    return None;
                }
                nv
            } else {
                v
            }
        } else if o == op::ORRWri || o == op::ORRXri {
            if reg_enc(inst.op(1)) != Some(31) || is_sp(inst.op(1)) {
                return None;
            }
            let MCOperand::Imm(v) = inst.op(2) else {
                return None;
            };
            let v = imm::truncate(v as u64, size);
            if imm::movz_shift(v, size).is_some()
                || imm::movz_shift(imm::truncate(!v, size), size).is_some()
            {
                return None;
            }
            v
        } else {
            return None;
        };
        let MCOperand::Reg(rd) = inst.op(0) else {
            return None;
        };
        let shown = if size == 32 {
            value as u32 as i32 as i64
        } else {
            value as i64
        };
        Some(format!("\tmov\t{}, #{shown}", self.reg_name(rd)))
    }

    /// tbz/tbnz of an X register and a bit below 32: llvm-mc names the W register (the
    /// encoding is the W form's).
    fn print_tbz_w(&self, inst: &MCInst, ctx: &MCContext) -> Option<String> {
        let m = match inst.opcode {
            o if o == op::TBZX => "tbz",
            o if o == op::TBNZX => "tbnz",
            _ => return None,
        };
        let (MCOperand::Reg(r), MCOperand::Imm(b)) = (inst.op(0), inst.op(1)) else {
            return None;
        };
        if b >= 32 {
            return None;
        }
        let mut t = String::new();
        self.print_imm(
            "printPCRel",
            inst,
            2,
            ctx,
            &mut t,
            None,
            FeatureSet::default(),
        );
        Some(format!(
            "	{m}	{}, #{b}, {t}",
            self.reg_name(same_enc(r, false))
        ))
    }

    /// `add x0, sp, x1` / `add x0, sp, x1, lsl #2`: an extended register with sp that
    /// llvm-mc prints as a plain or shifted register.
    fn print_sp_extend(&self, inst: &MCInst) -> Option<String> {
        let o = inst.opcode;
        let names = [
            (op::ADDXrx64, "add", 3),
            (op::SUBXrx64, "sub", 3),
            (op::ADDSXrx64, "adds", 3),
            (op::SUBSXrx64, "subs", 3),
            (op::ADDWrx, "add", 2),
            (op::SUBWrx, "sub", 2),
            (op::ADDSWrx, "adds", 2),
            (op::SUBSWrx, "subs", 2),
        ];
        let &(_, m, lsl) = names.iter().find(|n| n.0 == o)?;
        let MCOperand::Imm(ext) = inst.op(3) else {
            return None;
        };
        let flags = m.ends_with('s');
        let sp_involved = (!flags && is_sp(inst.op(0))) || is_sp(inst.op(1));
        if ext >> 3 != lsl || !sp_involved {
            return None;
        }
        let (MCOperand::Reg(d), MCOperand::Reg(n), MCOperand::Reg(mm)) =
            (inst.op(0), inst.op(1), inst.op(2))
        else {
            return None;
        };
        let amt = ext & 7;
        let tail = if amt == 0 {
            String::new()
        } else {
            format!(", lsl #{amt}")
        };
        let zr = reg_enc(inst.op(0)) == Some(31) && !is_sp(inst.op(0));
        if flags && zr {
            let alias = if m == "adds" { "cmn" } else { "cmp" };
            return Some(format!(
                "\t{alias}\t{}, {}{tail}",
                self.reg_name(n),
                self.reg_name(mm)
            ));
        }
        Some(format!(
            "\t{m}\t{}, {}, {}{tail}",
            self.reg_name(d),
            self.reg_name(n),
            self.reg_name(mm)
        ))
    }
}

impl MCTargetHooks for AArch64MC {
    fn tables(&self) -> &'static TargetTables {
        &tables::TABLES
    }

    fn elf_machine(&self) -> u16 {
        183 // EM_AARCH64
    }

    fn elf_flags(&self, _f: FeatureSet) -> u32 {
        0
    }

    fn is_64bit(&self, _f: FeatureSet) -> bool {
        true
    }

    fn reg_name(&self, r: u16) -> &'static str {
        tables::TABLES.regs[r as usize].asm_name
    }

    fn parse_reg_name(&self, name: &str) -> Option<u16> {
        let m = reg_names();
        // A q register in a vector view (`v3.4s`, `v3.d`): the matcher checks the view.
        let name = match name.split_once('.') {
            Some((v, _)) if v.starts_with(['v', 'V']) => &format!("q{}", &v[1..]),
            _ => name,
        };
        m.get(name)
            .or_else(|| m.get(&name.to_ascii_lowercase()))
            .copied()
    }

    fn variant_name(&self, kind: VariantKind) -> &'static str {
        kind.name_in(&variant::NAMES)
    }

    fn reg_operand_view<'a>(&self, method: &'a str) -> Option<&'a str> {
        let list = method.strip_prefix("printVList").and_then(|m| m.get(2..));
        method.strip_prefix("printVReg").or(list)
    }

    fn reg_list_len(&self, method: &str) -> usize {
        let n = method.strip_prefix("printVList").and_then(|m| m.get(..1));
        n.and_then(|n| n.parse().ok()).unwrap_or(1)
    }

    fn parse_variant(&self, name: &str) -> Option<VariantKind> {
        VariantKind::from_table(&variant::NAMES, name)
    }

    fn print_imm(
        &self,
        method: &str,
        inst: &MCInst,
        idx: usize,
        ctx: &MCContext,
        out: &mut String,
        address: Option<u64>,
        _features: FeatureSet,
    ) {
        let v = match inst.op(idx) {
            MCOperand::Imm(v) => v,
            // A q register as a vector (`printVReg16B`: `v3.16b`, `printVReg4S`: `v3.4s`,
            // `printVRegD`: `v3.d`, before a lane index); a tuple as its list of registers
            // (`printVList2_16B`: `v3.16b, v4.16b`).
            MCOperand::Reg(r) => {
                let n = self.tables().regs[r as usize].encoding as usize;
                let view = self
                    .reg_operand_view(method)
                    .unwrap_or("16b")
                    .to_ascii_lowercase();
                let list: Vec<_> = (0..self.reg_list_len(method))
                    .map(|k| format!("v{}.{view}", (n + k) % 32))
                    .collect();
                out.push_str(&list.join(", "));
                return;
            }
            MCOperand::Expr(e) => {
                out.push_str(&ctx.print_expr_in(e, &|k| self.variant_name(k), true));
                return;
            }
            _ => return,
        };
        let class = imm_class(inst, idx).map(|c| c.match_name).unwrap_or("");
        match method {
            "printShift12" => {
                if v != 0 {
                    out.push_str(&format!(", lsl #{v}"));
                }
            }
            "printShift16" => {
                if v != 0 {
                    out.push_str(&format!(", lsl #{v}"));
                }
            }
            "printLogicalImm" => {
                let v = if class == "LogicalImm32" {
                    v as u64 & 0xffff_ffff
                } else {
                    v as u64
                };
                out.push_str(&format!("#{v:#x}"));
            }
            "printShifter" => {
                let t = ((v >> 6) & 3) as usize;
                out.push_str(&format!("{} #{}", SHIFT_NAMES[t], v & 0x3f));
            }
            "printArithExtend" => {
                let (opt, amt) = (((v >> 3) & 7) as usize, v & 7);
                out.push_str(EXTEND_NAMES[opt]);
                if amt != 0 {
                    out.push_str(&format!(" #{amt}"));
                }
            }
            "printRoWExtend" | "printRoXExtend" => {
                let shift = trailing_number(class).trailing_zeros() as i64 - 3;
                let (signed, doshift) = (v & 2 != 0, v & 1 != 0);
                let name = match (method == "printRoXExtend", signed) {
                    (true, false) => "lsl",
                    (true, true) => "sxtx",
                    (false, false) => "uxtw",
                    (false, true) => "sxtw",
                };
                out.push_str(name);
                if doshift || name == "lsl" {
                    out.push_str(&format!(" #{}", if doshift { shift } else { 0 }));
                }
            }
            "printCondCode" => out.push_str(COND_NAMES[(v & 15) as usize]),
            "printBarrierOption" => match BARRIER_NAMES.iter().find(|b| b.1 == v) {
                Some(b) => out.push_str(b.0),
                None => self.print_value(out, v),
            },
            // C's "%#016llx", as LLVM prints it (no 0x for zero).
            "printSIMDType10" => {
                if v == 0 {
                    out.push_str("#0000000000000000");
                } else {
                    out.push_str(&format!("#{:#016x}", v as u64));
                }
            }
            "printHexImm" => out.push_str(&format!("#{v:#x}")),
            "printVectorIndex" => out.push_str(&v.to_string()),
            "printISBBarrier" => {
                if v == 15 {
                    out.push_str("sy");
                } else {
                    self.print_value(out, v);
                }
            }
            "printSysReg" => match tables::TABLES
                .sys_regs
                .iter()
                .find(|s| s.encoding as i64 == v)
            {
                Some(s) => out.push_str(&s.name.to_ascii_uppercase()),
                None => {
                    let v = v | 1 << 15;
                    out.push_str(&format!(
                        "S{}_{}_C{}_C{}_{}",
                        (v >> 14) & 3,
                        (v >> 11) & 7,
                        (v >> 7) & 15,
                        (v >> 3) & 15,
                        v & 7
                    ));
                }
            },
            "printFPImm" => out.push_str(&format!("#{:.8}", imm::fp8_value(v as u8))),
            "printPCRel" => match address {
                Some(a) => out.push_str(&format!("{:#x}", a.wrapping_add(v as u64))),
                None => self.print_value(out, v),
            },
            "printAdrpLabel" => match address {
                Some(a) => out.push_str(&format!("{:#x}", (a & !0xfff).wrapping_add(v as u64))),
                None => self.print_value(out, v),
            },
            _ => self.print_value(out, v),
        }
    }

    fn print_special_alias(
        &self,
        inst: &MCInst,
        ctx: &MCContext,
        _features: FeatureSet,
    ) -> Option<String> {
        self.print_bitfield(inst)
            .or_else(|| self.print_mov_imm(inst))
            .or_else(|| self.print_tbz_w(inst, ctx))
            .or_else(|| self.print_sp_extend(inst))
    }

    fn parse_custom(&self, method: &str, ident: &str, _features: FeatureSet) -> Option<i64> {
        let (name, amount) = piece(ident);
        let name = name.to_ascii_lowercase();
        let shift = SHIFT_NAMES.iter().position(|s| *s == name);
        let ext = EXTEND_NAMES.iter().position(|s| *s == name);
        match method {
            "parseArithShift32"
            | "parseArithShift64"
            | "parseLogicalShift32"
            | "parseLogicalShift64" => {
                let t = shift.filter(|&t| t < 4)? as i64; // msl shifts only immediates
                let a = amount?;
                let max = if method.ends_with("32") { 31 } else { 63 };
                if (t == 3 && method.starts_with("parseArith")) || !(0..=max).contains(&a) {
                    return None;
                }
                Some(t << 6 | a)
            }
            "parseArithExtend" | "parseArithExtend64" => {
                let a = amount.unwrap_or(0);
                if !(0..=4).contains(&a) {
                    return None;
                }
                // `lsl` is uxtw/uxtx (written with sp).
                let opt = match (ext, shift) {
                    (Some(e), _) => e as i64,
                    (None, Some(0)) => {
                        if method == "parseArithExtend64" {
                            3
                        } else {
                            2
                        }
                    }
                    _ => return None,
                };
                if method == "parseArithExtend64" && opt != 3 && opt != 7 {
                    return None;
                }
                if method == "parseArithExtend" && (opt == 3 || opt == 7) {
                    return None;
                }
                Some(opt << 3 | a)
            }
            "parseAddSubShift" => {
                (shift == Some(0) && matches!(amount, Some(0 | 12))).then(|| amount.unwrap_or(0))
            }
            "parseMovShift32" | "parseMovShift64" => {
                let a = amount?;
                let max = if method.ends_with("32") { 16 } else { 48 };
                (shift == Some(0) && a % 16 == 0 && (0..=max).contains(&a)).then_some(a)
            }
            _ if method.starts_with("parseRo") => {
                let x = method.starts_with("parseRoX");
                let size = trailing_number(method);
                let log = size.trailing_zeros() as i64 - 3;
                let signed = match (name.as_str(), x) {
                    ("lsl", true) => false,
                    ("sxtx", true) => true,
                    ("uxtw", false) => false,
                    ("sxtw", false) => true,
                    _ => return None,
                };
                let doshift = match amount {
                    None if name == "lsl" => return None,
                    None => false,
                    Some(a) if a == log && (a != 0 || name == "lsl" || size == 8) => true,
                    Some(0) => false,
                    _ => return None,
                };
                Some((signed as i64) << 1 | doshift as i64)
            }
            "parseCondCode" => match name.as_str() {
                "cs" => Some(2),
                "cc" => Some(3),
                n => COND_NAMES.iter().position(|c| *c == n).map(|k| k as i64),
            },
            "parseBarrier" => BARRIER_NAMES.iter().find(|b| b.0 == name).map(|b| b.1),
            "parseISBBarrier" => (name == "sy").then_some(15),
            "parseSysReg" => tables::TABLES
                .sys_regs
                .iter()
                .find(|s| s.name == name)
                .map(|s| s.encoding as i64)
                .or_else(|| imm::parse_generic_sysreg(&name)),
            "parseFPImm" => {
                let text = ident.strip_prefix('#')?;
                let v: f64 = text.parse().ok()?;
                imm::fp8_encode(v).map(i64::from)
            }
            _ => None,
        }
    }

    fn default_operand(&self, _class: &ImmClassDesc) -> i64 {
        0
    }

    fn expr_fits(&self, class: &ImmClassDesc, v: &MCValue, _ctx: &MCContext) -> bool {
        use variant::*;
        if v.variant == Some(PIECE) {
            return false;
        }
        let bare = v.variant.is_none() && v.sym_a.is_some() && v.sym_b.is_none();
        match class.expr_kind {
            "addlo12" => matches!(
                v.variant,
                Some(LO12 | TPREL_HI12 | TPREL_LO12 | TPREL_LO12_NC | TLSDESC_LO12)
            ),
            "ldlo12" => match v.variant {
                Some(LO12 | TPREL_LO12_NC) => true,
                Some(GOT_LO12 | GOTTPREL_LO12 | TLSDESC_LO12) => {
                    class.match_name == "UImm12Scaled8"
                }
                _ => false,
            },
            "adrp" => bare || matches!(v.variant, Some(GOT | GOTTPREL | TLSDESC | PG_HI21)),
            "adr" | "ldrlit" | "b26" | "br19" | "br14" => bare,
            _ => false,
        }
    }

    fn imm_fits(&self, class: &ImmClassDesc, v: i64, _features: FeatureSet) -> bool {
        match class.match_name {
            "LogicalImm32" => {
                (i32::MIN as i64..=u32::MAX as i64).contains(&v)
                    && imm::logical_encode(v as u64 & 0xffff_ffff, 32).is_some()
            }
            "LogicalImm64" => imm::logical_encode(v as u64, 64).is_some(),
            "AddSubShift" => v == 0 || v == 12,
            "MovShift32" => v == 0 || v == 16,
            "MovShift64" => matches!(v, 0 | 16 | 32 | 48),
            "ArithShift32" => v >> 6 < 3 && v & 0x3f < 32 && (0..256).contains(&v),
            "ArithShift64" => v >> 6 < 3 && (0..256).contains(&v),
            "LogicalShift32" => v & 0x3f < 32 && (0..256).contains(&v),
            "LogicalShift64" => (0..256).contains(&v),
            // uxtx/sxtx name an X register: the rx64 forms.
            "ArithExtend" => (0..64).contains(&v) && v & 7 <= 4 && (v >> 3) & 3 != 3,
            "ArithExtend64" => (0..64).contains(&v) && v & 7 <= 4 && matches!(v >> 3, 3 | 7),
            "MovImm32" => (i32::MIN as i64..=u32::MAX as i64).contains(&v),
            "SIMDImmType10" => imm::simd_type10_encode(v as u64).is_some(),
            _ => true,
        }
    }

    fn decode_imm(&self, class: &ImmClassDesc, raw: u64, width: u32) -> i64 {
        let scale = class.scale.max(1);
        match class.match_name {
            "LogicalImm32" => imm::logical_decode(raw, 32).map_or(0, |v| v as i64),
            "LogicalImm64" => imm::logical_decode(raw, 64).map_or(0, |v| v as i64),
            "AddSubShift" => raw as i64 * 12,
            "FixedPoint32" | "FixedPoint64" => 64 - raw as i64,
            m if m.starts_with("VecShiftR") => {
                let bits: i64 = m["VecShiftR".len()..].parse().unwrap_or(64);
                bits - raw as i64
            }
            "SIMDImmType10" => imm::simd_type10_decode(raw as u8) as i64,
            "MovShift32" | "MovShift64" => raw as i64 * 16,
            "AdrpLabel" => sext(raw, 21) << 12,
            "AdrLabel" | "LoadLiteral" | "BranchTarget26" | "PCRelLabel19" | "BranchTarget14" => {
                sext(raw, width)
            }
            _ if class.min < 0 => {
                let bits = if scale > 1 { 7 } else { width };
                sext(raw, bits) * scale
            }
            _ => raw as i64 * scale,
        }
    }

    fn expand_pseudo(
        &self,
        inst: &MCInst,
        _x: &mut ExpandCtx<'_>,
        out: &mut Vec<Expanded>,
    ) -> Result<(), String> {
        let mut i = imm::expand_asm_pseudo(inst)?;
        i.loc = inst.loc;
        out.push(Expanded::Inst(i));
        Ok(())
    }

    fn encode_operand(
        &self,
        method: &str,
        inst: &MCInst,
        idx: usize,
        ctx: &MCContext,
        fixups: &mut Vec<MCFixup>,
    ) -> Result<u64, String> {
        let v = match inst.op(idx) {
            MCOperand::Imm(v) => v,
            MCOperand::Expr(e) => {
                if let Some(c) = ctx.evaluate_absolute(e) {
                    c
                } else {
                    return self.expr_fixup(inst, idx, e, ctx, fixups);
                }
            }
            _ => return Err("missing operand".into()),
        };
        let scale = imm_class(inst, idx).map_or(1, |c| c.scale.max(1));
        Ok(match method {
            // `:tprel_hi12:` implies `lsl #12`.
            "getShift12" => {
                let hi12 = matches!(inst.op(idx - 1), MCOperand::Expr(e)
                    if ctx.evaluate(e, &|_| None).and_then(|x| x.variant) == Some(variant::TPREL_HI12));
                (v / 12) as u64 | hi12 as u64
            }
            "getMoveShift" => (v / 16) as u64,
            "getLogicalImm32" => imm::logical_encode(v as u64 & 0xffff_ffff, 32)
                .ok_or("expected compatible register or logical immediate")?
                as u64,
            "getLogicalImm64" => imm::logical_encode(v as u64, 64)
                .ok_or("expected compatible register or logical immediate")?
                as u64,
            "getAdrpLabel" => (v >> 12) as u64,
            "getFixedPointScale" => (64 - v) as u64,
            // Vector shifts by immediate: the bits under immh's leading one (`bits + n` for
            // left shifts, `2 * bits - n` for right shifts).
            m if m.starts_with("getVecShiftL") => v as u64,
            m if m.starts_with("getVecShiftR") => {
                let bits: i64 = m["getVecShiftR".len()..].parse().unwrap_or(64);
                (bits - v) as u64
            }
            "getSIMDType10" => {
                imm::simd_type10_encode(v as u64).ok_or("invalid operand for instruction")? as u64
            }
            "getLdStUImm12" | "getScaledImm" => (v / scale) as u64,
            _ => v as u64,
        })
    }

    fn fixup_info(&self, kind: FixupKind) -> FixupInfo {
        fixups::info(kind)
    }

    fn apply_fixup(&self, kind: FixupKind, value: i64, data: &mut [u8]) -> Result<(), String> {
        fixups::apply(kind, value, data)
    }

    fn force_relocation(&self, kind: FixupKind, _features: FeatureSet) -> bool {
        fixups::is_page(kind)
    }

    fn relocate_with_section_symbol(&self, r_type: u32) -> bool {
        // GOT relocations keep the symbol (LLVM's needsRelocateWithSymbol): ADR_GOT_PAGE,
        // LD64_GOT_LO12_NC and the initial-exec TLS GOT pair.
        !matches!(r_type, 311 | 312 | 541 | 542)
    }

    fn is_tls_fixup(&self, kind: FixupKind) -> bool {
        fixups::is_tls(kind)
    }

    fn reloc_type(&self, kind: FixupKind, _value: &MCValue) -> Result<u32, String> {
        fixups::reloc_type(kind).ok_or_else(|| "unsupported relocation type".to_string())
    }

    fn data_fixup(&self, size: u8, pcrel: bool) -> FixupKind {
        match (size, pcrel) {
            (8, true) => fixups::DATA8_PCREL,
            (4, true) => fixups::DATA4_PCREL,
            (2, true) => fixups::DATA2_PCREL,
            (1, _) => fixups::DATA1,
            (2, _) => fixups::DATA2,
            (4, _) => fixups::DATA4,
            _ => fixups::DATA8,
        }
    }

    fn dwarf_reg(&self, r: u16) -> Option<u16> {
        let d = tables::TABLES.regs.get(r as usize)?;
        let n = d.encoding;
        match d.name.as_bytes().first()? {
            b'X' | b'W' => Some(n),
            _ if matches!(d.name, "FP" | "LR" | "SP" | "WSP") => Some(n),
            b'B' | b'H' | b'S' | b'D' | b'Q' => Some(64 + n),
            _ => None,
        }
    }

    fn cfi_params(&self, _features: FeatureSet) -> (u16, u64, i64) {
        // As LLVM's AArch64 CIE: code alignment 1, data alignment -4.
        (30, 1, -4)
    }

    fn eh_frame_pcrel32(&self) -> u32 {
        261 // R_AARCH64_PREL32
    }

    fn write_nops(&self, count: usize, _features: FeatureSet, out: &mut Vec<u8>) {
        let mut left = count;
        while left >= 4 {
            out.extend_from_slice(&0xd503_201fu32.to_le_bytes());
            left -= 4;
        }
        out.extend(std::iter::repeat_n(0u8, left));
    }

    fn min_inst_align(&self, _features: FeatureSet) -> u64 {
        4
    }

    fn mapping_symbols(&self) -> Option<MappingSymbols> {
        Some(MappingSymbols {
            code: "$x",
            data: "$d",
        })
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
            punctuation: &["[", "]", "!", "{", "}"],
            paren_lists: false,
            custom_atoms: true,
        }
    }

    fn parse_directive(
        &self,
        d: &str,
        parser: &mut AsmParser<'_>,
        out: &mut dyn MCStreamer,
    ) -> Option<PResult<()>> {
        match d {
            ".xword" | ".hword" => Some(directive(d, parser, out)),
            ".arch" | ".arch_extension" => Some(arch_directive(d, parser)),
            ".tlsdesccall" => Some(tlsdesccall(parser, out)),
            _ => None,
        }
    }

    fn parse_operand_atom(
        &self,
        parser: &mut AsmParser<'_>,
        out: &mut dyn MCStreamer,
        atoms: &mut Vec<ParsedAtom>,
    ) -> Option<PResult<()>> {
        let off = parser.off();
        let after_comma = matches!(
            atoms.last(),
            Some(ParsedAtom {
                atom: Atom::Comma,
                ..
            })
        );
        let mut push = |parser: &mut AsmParser<'_>, out: &mut dyn MCStreamer, ident: String| {
            let _ = parser;
            let c = out.ctx().constant(0);
            let expr = out.ctx().add(MCExpr::Target(variant::PIECE, c));
            atoms.push(ParsedAtom {
                atom: Atom::Expr {
                    expr,
                    ident: Some(ident),
                },
                offset: off,
            });
        };
        match parser.peek().clone() {
            // A shift or extend: `lsl #3`, `uxtw`, `sxtw #2`.
            Tok::Ident(n) if after_comma => {
                let lower = n.to_ascii_lowercase();
                if !SHIFT_NAMES.contains(&lower.as_str()) && !EXTEND_NAMES.contains(&lower.as_str())
                {
                    return None;
                }
                // A symbol of that name is an operand of its own (`b lsl`).
                let next = parser.peek_at(1).clone();
                let amount_follows = matches!(next, Tok::Punct("#") | Tok::Int(_));
                if !amount_follows && !matches!(next, Tok::Eol | Tok::Punct("]") | Tok::Punct(","))
                {
                    return None;
                }
                parser.bump();
                let mut ident = lower;
                if amount_follows {
                    parser.eat_punct("#");
                    match parser.abs_expr(out) {
                        Ok(a) => ident.push_str(&format!(" #{a}")),
                        Err(e) => return Some(Err(e)),
                    }
                }
                push(parser, out, ident);
                Some(Ok(()))
            }
            // An FP literal: `#1.0`, `#-0.125`, `#0.0`.
            Tok::Punct("#") => {
                let (neg, k) = match parser.peek_at(1) {
                    Tok::Punct("-") => (true, 2),
                    _ => (false, 1),
                };
                let (Tok::Int(i), Tok::Ident(frac)) =
                    (parser.peek_at(k).clone(), parser.peek_at(k + 1).clone())
                else {
                    return None;
                };
                let f = frac.strip_prefix('.')?;
                if !f
                    .bytes()
                    .all(|b| b.is_ascii_digit() || b == b'e' || b == b'E')
                {
                    return None;
                }
                for _ in 0..k + 2 {
                    parser.bump();
                }
                let text = format!("{}{i}.{f}", if neg { "-" } else { "" });
                let ident = match text.parse::<f64>() {
                    Ok(v) if v == 0.0 && !neg => "#0.0".to_string(),
                    _ => format!("#{text}"),
                };
                push(parser, out, ident);
                Some(Ok(()))
            }
            _ => None,
        }
    }
}

/// `.xword` (8 bytes) and `.hword` (2 bytes): the data directives of AArch64's GNU as.
fn directive(d: &str, p: &mut AsmParser<'_>, out: &mut dyn MCStreamer) -> PResult<()> {
    let size = if d == ".xword" { 8 } else { 2 };
    if p.at_eol() {
        return Ok(());
    }
    loop {
        let eoff = p.off();
        let e = p.expr(out)?;
        out.emit_value(e, size, p.loc(eoff))
            .map_err(|m| (eoff, m))?;
        if !p.eat_punct(",") {
            break;
        }
    }
    p.expect_eol()
}

/// `.tlsdesccall sym`: R_AARCH64_TLSDESC_CALL against `sym` on the next instruction.
fn tlsdesccall(p: &mut AsmParser<'_>, out: &mut dyn MCStreamer) -> PResult<()> {
    let off = p.off();
    let e = p.expr(out)?;
    p.expect_eol()?;
    let text = format!(
        ".tlsdesccall {}",
        out.ctx_ref().print_expr_in(e, &|_| "", true)
    );
    out.emit_marker_fixup(e, fixups::TLSDESC_CALL, &text, p.loc(off))
        .map_err(|m| (off, m))
}

/// `.arch armv8.1-a+fp16` and `.arch_extension lse`: the features the rest of the file
/// may use (Armv8.1 and later include LSE; `fp16` is `fullfp16`). Unknown architectures
/// and extensions are errors.
fn arch_directive(d: &str, p: &mut AsmParser<'_>) -> PResult<()> {
    let off = p.off();
    // The name is tokens up to the end of the statement (`armv8.1-a+lse` lexes in pieces).
    let mut text = String::new();
    while !p.at_eol() {
        match p.bump() {
            Tok::Ident(n) => text.push_str(&n),
            Tok::Int(v) => text.push_str(&v.to_string()),
            Tok::Punct(x) => text.push_str(x),
            _ => return Err((off, format!("unknown {d} value"))),
        }
    }
    let mut parts = text.split('+');
    let mut enable: Vec<&str> = Vec::new();
    if d == ".arch" {
        let arch = parts.next().unwrap_or("");
        let minor = arch
            .strip_prefix("armv8.")
            .and_then(|r| r.strip_suffix("-a"))
            .and_then(|m| m.parse::<u32>().ok());
        match (arch, minor) {
            ("armv8-a", _) => {}
            (_, Some(m)) if m >= 1 => enable.push("lse"),
            (a, _) if a.starts_with("armv9") => enable.push("lse"),
            _ => return Err((off, format!("unknown arch name '{arch}'"))),
        }
    }
    for ext in parts {
        enable.push(match ext {
            "fp16" => "fullfp16",
            "lse" => "lse",
            _ => return Err((off, format!("unsupported architectural extension: {ext}"))),
        });
    }
    let mut f = p.features();
    for e in enable {
        if let Some(i) = tables::TABLES.feature_index(e) {
            f.insert(i);
        }
    }
    p.set_features(f);
    Ok(())
}

/// The feature bits for a triple and `-mattr` list (AArch64 has no optional features
/// described yet: a non-empty list is an error naming the feature).
pub fn features_for(triple: &str, mattr: &str) -> Result<FeatureSet, String> {
    if !(triple.starts_with("aarch64") || triple.starts_with("arm64")) {
        return Err(format!("unsupported triple '{triple}'"));
    }
    tables::TABLES.parse_features(FeatureSet::default(), mattr)
}
