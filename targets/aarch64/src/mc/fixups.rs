//! AArch64 fixup kinds (LLVM's `AArch64FixupKinds.h`, one kind per relocation so that
//! the relocation follows from the kind), how each patches an instruction, and the
//! ELF relocation each becomes (`AArch64ELFObjectWriter`).
//!
//! In: a fixup kind and, when resolved, its value (for pc-relative kinds, target minus
//! the fixup's address). Out: the bits written into the instruction word, range
//! errors, or the `R_AARCH64_*` type.

use kiln_mc::mc_inst::FixupKind;
use kiln_mc::target::FixupInfo;

/// How a fixup patches its instruction.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Field {
    /// The 12-bit immediate of add (bits 10-21), value as is.
    Add12,
    /// The 12-bit immediate of add, the value's bits 12-23 (`:tprel_hi12:`).
    Add12Hi,
    /// The 12-bit scaled offset of a load or store (bits 10-21), value / 2^k.
    Ldst12(u8),
    /// adr: 21 bits, immlo 29-30 and immhi 5-23.
    Adr21,
    /// adrp: the page delta (value >> 12) in adr's fields.
    Adrp21,
    /// 19-bit word offset at bits 5-23 (b.cond, cbz, ldr literal).
    Pc19,
    /// 14-bit word offset at bits 5-18 (tbz).
    Pc14,
    /// 26-bit word offset at bits 0-25 (b, bl).
    Pc26,
    /// Data of n bytes.
    Data(u8),
    /// Nothing to patch (a marker relocation).
    None,
}

/// `(name, field, pc-relative, ELF relocation)` of each kind, by kind number.
const TABLE: &[(&str, Field, bool, u32)] = &[
    ("fixup_aarch64_add_imm12", Field::Add12, false, 277), // ADD_ABS_LO12_NC
    (
        "fixup_aarch64_ldst_imm12_scale1",
        Field::Ldst12(0),
        false,
        278,
    ), // LDST8_ABS_LO12_NC
    (
        "fixup_aarch64_ldst_imm12_scale2",
        Field::Ldst12(1),
        false,
        284,
    ), // LDST16
    (
        "fixup_aarch64_ldst_imm12_scale4",
        Field::Ldst12(2),
        false,
        285,
    ), // LDST32
    (
        "fixup_aarch64_ldst_imm12_scale8",
        Field::Ldst12(3),
        false,
        286,
    ), // LDST64
    (
        "fixup_aarch64_ldst_imm12_scale16",
        Field::Ldst12(4),
        false,
        299,
    ), // LDST128
    ("fixup_aarch64_pcrel_adr_imm21", Field::Adr21, true, 274), // ADR_PREL_LO21
    ("fixup_aarch64_pcrel_adrp_imm21", Field::Adrp21, true, 275), // ADR_PREL_PG_HI21
    ("fixup_aarch64_ldr_pcrel_imm19", Field::Pc19, true, 273), // LD_PREL_LO19
    ("fixup_aarch64_pcrel_branch19", Field::Pc19, true, 280), // CONDBR19
    ("fixup_aarch64_pcrel_branch14", Field::Pc14, true, 279), // TSTBR14
    ("fixup_aarch64_pcrel_branch26", Field::Pc26, true, 282), // JUMP26
    ("fixup_aarch64_pcrel_call26", Field::Pc26, true, 283), // CALL26
    ("fixup_aarch64_adrp_got", Field::Adrp21, true, 311),  // ADR_GOT_PAGE
    ("fixup_aarch64_ld64_got_lo12", Field::Ldst12(3), false, 312), // LD64_GOT_LO12_NC
    ("fixup_aarch64_add_tprel_hi12", Field::Add12Hi, false, 549), // TLSLE_ADD_TPREL_HI12
    ("fixup_aarch64_add_tprel_lo12", Field::Add12, false, 550), // TLSLE_ADD_TPREL_LO12
    ("fixup_aarch64_add_tprel_lo12_nc", Field::Add12, false, 551), // .._LO12_NC
    ("fixup_aarch64_adrp_gottprel", Field::Adrp21, true, 541), // TLSIE_ADR_GOTTPREL_PAGE21
    (
        "fixup_aarch64_ld64_gottprel_lo12",
        Field::Ldst12(3),
        false,
        542,
    ), // TLSIE_LD64_GOTTPREL_LO12_NC
    ("fixup_aarch64_adrp_tlsdesc", Field::Adrp21, true, 562), // TLSDESC_ADR_PAGE21
    (
        "fixup_aarch64_ld64_tlsdesc_lo12",
        Field::Ldst12(3),
        false,
        563,
    ), // TLSDESC_LD64_LO12
    ("fixup_aarch64_add_tlsdesc_lo12", Field::Add12, false, 564), // TLSDESC_ADD_LO12
    ("fixup_aarch64_tlsdesc_call", Field::None, false, 569), // TLSDESC_CALL
    (
        "fixup_aarch64_ldst_tprel_lo12_nc_scale1",
        Field::Ldst12(0),
        false,
        553,
    ),
    (
        "fixup_aarch64_ldst_tprel_lo12_nc_scale2",
        Field::Ldst12(1),
        false,
        555,
    ),
    (
        "fixup_aarch64_ldst_tprel_lo12_nc_scale4",
        Field::Ldst12(2),
        false,
        557,
    ),
    (
        "fixup_aarch64_ldst_tprel_lo12_nc_scale8",
        Field::Ldst12(3),
        false,
        559,
    ),
    (
        "fixup_aarch64_ldst_tprel_lo12_nc_scale16",
        Field::Ldst12(4),
        false,
        573,
    ),
    ("FK_Data_8", Field::Data(8), false, 257), // ABS64
    ("FK_Data_4", Field::Data(4), false, 258), // ABS32
    ("FK_Data_2", Field::Data(2), false, 259), // ABS16
    ("FK_Data_8", Field::Data(8), true, 260),  // PREL64
    ("FK_Data_4", Field::Data(4), true, 261),  // PREL32
    ("FK_Data_2", Field::Data(2), true, 262),  // PREL16
    ("FK_Data_1", Field::Data(1), false, 0),   // no relocation
];

/// The kind named by its position in the table.
const fn k(n: u16) -> FixupKind {
    FixupKind(n)
}

/// `:lo12:` on add.
pub const ADD_LO12: FixupKind = k(0);
/// `:lo12:` on a load or store of 2^n bytes is `LDST_LO12 + n`.
pub const LDST_LO12: u16 = 1;
/// adr.
pub const ADR: FixupKind = k(6);
/// adrp of a symbol.
pub const ADRP: FixupKind = k(7);
/// ldr (literal).
pub const LDR_LIT: FixupKind = k(8);
/// b.cond, cbz, cbnz.
pub const BRANCH19: FixupKind = k(9);
/// tbz, tbnz.
pub const BRANCH14: FixupKind = k(10);
/// b.
pub const BRANCH26: FixupKind = k(11);
/// bl.
pub const CALL26: FixupKind = k(12);
/// adrp of `:got:`.
pub const ADRP_GOT: FixupKind = k(13);
/// ldr of `:got_lo12:`.
pub const LD64_GOT_LO12: FixupKind = k(14);
/// add of `:tprel_hi12:`.
pub const ADD_TPREL_HI12: FixupKind = k(15);
/// add of `:tprel_lo12:`.
pub const ADD_TPREL_LO12: FixupKind = k(16);
/// add of `:tprel_lo12_nc:`.
pub const ADD_TPREL_LO12_NC: FixupKind = k(17);
/// adrp of `:gottprel:`.
pub const ADRP_GOTTPREL: FixupKind = k(18);
/// ldr of `:gottprel_lo12:`.
pub const LD64_GOTTPREL_LO12: FixupKind = k(19);
/// adrp of `:tlsdesc:`.
pub const ADRP_TLSDESC: FixupKind = k(20);
/// ldr of `:tlsdesc_lo12:`.
pub const LD64_TLSDESC_LO12: FixupKind = k(21);
/// add of `:tlsdesc_lo12:`.
pub const ADD_TLSDESC_LO12: FixupKind = k(22);
/// The `.tlsdesccall` marker.
pub const TLSDESC_CALL: FixupKind = k(23);
/// `:tprel_lo12_nc:` on a load or store of 2^n bytes is `LDST_TPREL_LO12 + n`.
pub const LDST_TPREL_LO12: u16 = 24;
/// Absolute data of 8 bytes.
pub const DATA8: FixupKind = k(29);
/// Absolute data of 4 bytes.
pub const DATA4: FixupKind = k(30);
/// Absolute data of 2 bytes.
pub const DATA2: FixupKind = k(31);
/// pc-relative data of 8 bytes.
pub const DATA8_PCREL: FixupKind = k(32);
/// pc-relative data of 4 bytes.
pub const DATA4_PCREL: FixupKind = k(33);
/// pc-relative data of 2 bytes.
pub const DATA2_PCREL: FixupKind = k(34);
/// Data of 1 byte.
pub const DATA1: FixupKind = k(35);

fn entry(kind: FixupKind) -> (&'static str, Field, bool, u32) {
    TABLE
        .get(kind.0 as usize)
        .copied()
        .unwrap_or(("fixup_unknown", Field::None, false, 0))
}

/// The facts of a fixup kind.
pub fn info(kind: FixupKind) -> FixupInfo {
    let (name, field, pcrel, _) = entry(kind);
    let (off, size) = match field {
        Field::Add12 | Field::Add12Hi | Field::Ldst12(_) => (10, 12),
        Field::Adr21 | Field::Adrp21 => (0, 32),
        Field::Pc19 => (5, 19),
        Field::Pc14 => (5, 14),
        Field::Pc26 => (0, 26),
        Field::Data(n) => (0, n * 8),
        Field::None => (0, 0),
    };
    FixupInfo {
        name,
        target_offset: off,
        target_size: size,
        pcrel,
        raw_reloc: None,
    }
}

/// Whether a kind patches an adrp (its page must be computed by the linker).
pub fn is_page(kind: FixupKind) -> bool {
    entry(kind).1 == Field::Adrp21
}

/// Whether a kind refers to a thread-local symbol.
pub fn is_tls(kind: FixupKind) -> bool {
    (15..=28).contains(&kind.0)
}

/// The ELF relocation type of a kind.
pub fn reloc_type(kind: FixupKind) -> Option<u32> {
    Some(entry(kind).3).filter(|&r| r != 0)
}

fn check(cond: bool, what: &str) -> Result<(), String> {
    if cond {
        Ok(())
    } else {
        Err(format!("fixup value out of range ({what})"))
    }
}

/// Writes a resolved value into the instruction word or data at the start of `data`.
pub fn apply(kind: FixupKind, value: i64, data: &mut [u8]) -> Result<(), String> {
    let (_, field, _, _) = entry(kind);
    if let Field::Data(n) = field {
        let n = n as usize;
        if data.len() < n {
            return Err("fixup past the end of its fragment".into());
        }
        data[..n].copy_from_slice(&value.to_le_bytes()[..n]);
        return Ok(());
    }
    if data.len() < 4 {
        return Err("fixup past the end of its fragment".into());
    }
    let mut w = u32::from_le_bytes([data[0], data[1], data[2], data[3]]);
    let v = value;
    match field {
        Field::Add12 => {
            check((0..4096).contains(&v), "add immediate")?;
            w |= (v as u32 & 0xfff) << 10;
        }
        Field::Add12Hi => w |= ((v >> 12) as u32 & 0xfff) << 10,
        Field::Ldst12(s) => {
            check(v & ((1 << s) - 1) == 0, "misaligned load/store offset")?;
            w |= (((v >> s) as u32) & 0xfff) << 10;
        }
        Field::Adr21 => {
            check((-(1 << 20)..(1 << 20)).contains(&v), "adr")?;
            w |= ((v as u32) & 3) << 29 | (((v >> 2) as u32) & 0x7ffff) << 5;
        }
        Field::Adrp21 => {
            let p = v >> 12;
            check((-(1 << 20)..(1 << 20)).contains(&p), "adrp")?;
            w |= ((p as u32) & 3) << 29 | (((p >> 2) as u32) & 0x7ffff) << 5;
        }
        Field::Pc19 => {
            check(v & 3 == 0, "misaligned branch target")?;
            check((-(1 << 20)..(1 << 20)).contains(&v), "19-bit branch")?;
            w |= (((v >> 2) as u32) & 0x7ffff) << 5;
        }
        Field::Pc14 => {
            check(v & 3 == 0, "misaligned branch target")?;
            check((-(1 << 15)..(1 << 15)).contains(&v), "14-bit branch")?;
            w |= (((v >> 2) as u32) & 0x3fff) << 5;
        }
        Field::Pc26 => {
            check(v & 3 == 0, "misaligned branch target")?;
            check((-(1 << 27)..(1 << 27)).contains(&v), "26-bit branch")?;
            w |= ((v >> 2) as u32) & 0x3ff_ffff;
        }
        Field::Data(_) | Field::None => {}
    }
    data[..4].copy_from_slice(&w.to_le_bytes());
    Ok(())
}
