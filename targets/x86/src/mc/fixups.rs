//! x86-64 fixup kinds and their ELF relocations (LLVM's X86FixupKinds.h and
//! X86ELFObjectWriter): a [`FixupKind`] holds the kind in its low byte and the number
//! of instruction bytes after the field in its high byte, so that a PC-relative value is
//! measured from the end of the instruction (`-(size + trail)`).
//!
//! In: a kind and the expression's value. Out: fixup facts, the patched bytes, the
//! `R_X86_64_*` type.

use kiln_mc::mc_expr::MCValue;
use kiln_mc::mc_inst::FixupKind;
use kiln_mc::target::FixupInfo;

/// The kinds of x86 fixups.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Fx {
    /// An 8-bit absolute value.
    Data1 = 1,
    /// A 16-bit absolute value.
    Data2 = 2,
    /// A 32-bit zero-extended value.
    Data4 = 3,
    /// A 32-bit sign-extended value (displacements, imm32 of REX.W forms).
    Signed4 = 4,
    /// A 64-bit value.
    Data8 = 5,
    /// A rel8 branch.
    PCRel1 = 6,
    /// A 32-bit PC-relative value (data, or an immediate).
    PCRel4 = 7,
    /// A rel32 call or jump (through the PLT).
    Branch4 = 8,
    /// A RIP-relative displacement.
    RipRel4 = 9,
    /// A RIP-relative `@GOTPCREL` the linker may relax (no REX).
    RipRelRelax = 10,
    /// A RIP-relative `@GOTPCREL` the linker may relax (with REX).
    RipRelRelaxRex = 11,
    /// A 64-bit PC-relative value (data).
    PCRel8 = 12,
}

impl Fx {
    /// Bytes of the field.
    pub fn size(self) -> usize {
        match self {
            Fx::Data1 | Fx::PCRel1 => 1,
            Fx::Data2 => 2,
            Fx::Data8 | Fx::PCRel8 => 8,
            _ => 4,
        }
    }

    fn from_u8(v: u8) -> Option<Fx> {
        Some(match v {
            1 => Fx::Data1,
            2 => Fx::Data2,
            3 => Fx::Data4,
            4 => Fx::Signed4,
            5 => Fx::Data8,
            6 => Fx::PCRel1,
            7 => Fx::PCRel4,
            8 => Fx::Branch4,
            9 => Fx::RipRel4,
            10 => Fx::RipRelRelax,
            11 => Fx::RipRelRelaxRex,
            12 => Fx::PCRel8,
            _ => return None,
        })
    }

    /// Whether the value is PC-relative.
    pub fn pcrel(self) -> bool {
        matches!(
            self,
            Fx::PCRel1
                | Fx::PCRel4
                | Fx::Branch4
                | Fx::RipRel4
                | Fx::RipRelRelax
                | Fx::RipRelRelaxRex
                | Fx::PCRel8
        )
    }
}

/// The fixup kind of `fx` with `trail` instruction bytes after the field (at most 127;
/// 127 marks data, which measures PC from the field itself).
pub fn fixup(fx: Fx, trail: u8) -> FixupKind {
    FixupKind(fx as u16 | ((trail & 0x7f) as u16) << 8)
}

/// The same kind, marked as referring to a thread-local symbol (bit 15).
pub fn tls(kind: FixupKind) -> FixupKind {
    FixupKind(kind.0 | 0x8000)
}

/// Whether the kind refers to a thread-local symbol.
pub fn is_tls(kind: FixupKind) -> bool {
    kind.0 & 0x8000 != 0
}

/// The kind and trailing byte count of a fixup kind.
pub fn split(kind: FixupKind) -> (Option<Fx>, u8) {
    (Fx::from_u8(kind.0 as u8), ((kind.0 >> 8) & 0x7f) as u8)
}

/// `R_X86_64_*` numbers.
#[allow(missing_docs)]
pub mod r {
    pub const R_64: u32 = 1;
    pub const PC32: u32 = 2;
    pub const PLT32: u32 = 4;
    pub const GOTPCREL: u32 = 9;
    pub const R_32: u32 = 10;
    pub const R_32S: u32 = 11;
    pub const R_16: u32 = 12;
    pub const R_8: u32 = 14;
    pub const PC8: u32 = 15;
    pub const TLSGD: u32 = 19;
    pub const TLSLD: u32 = 20;
    pub const DTPOFF32: u32 = 21;
    pub const GOTTPOFF: u32 = 22;
    pub const TPOFF32: u32 = 23;
    pub const PC64: u32 = 24;
    pub const GOTPCRELX: u32 = 41;
    pub const REX_GOTPCRELX: u32 = 42;
}

/// Facts of a kind.
pub fn info(kind: FixupKind) -> FixupInfo {
    let (fx, _) = split(kind);
    let fx = fx.unwrap_or(Fx::Data4);
    FixupInfo {
        name: match fx {
            Fx::Data1 => "FK_Data_1",
            Fx::Data2 => "FK_Data_2",
            Fx::Data4 => "FK_Data_4",
            Fx::Signed4 => "reloc_signed_4byte",
            Fx::Data8 => "FK_Data_8",
            Fx::PCRel1 => "FK_PCRel_1",
            Fx::PCRel4 => "FK_PCRel_4",
            Fx::Branch4 => "reloc_branch_4byte_pcrel",
            Fx::RipRel4 => "reloc_riprel_4byte",
            Fx::RipRelRelax => "reloc_riprel_4byte_relax",
            Fx::RipRelRelaxRex => "reloc_riprel_4byte_relax_rex",
            Fx::PCRel8 => "FK_PCRel_8",
        },
        target_offset: 0,
        target_size: (fx.size() * 8) as u8,
        pcrel: fx.pcrel(),
        raw_reloc: None,
    }
}

/// What a PC-relative value adds: the field's own size and the bytes after it.
pub fn pcrel_adjust(kind: FixupKind) -> i64 {
    let (fx, trail) = split(kind);
    match fx {
        Some(f) if f.pcrel() && !matches!(f, Fx::PCRel8) && trail != 0x7f => {
            -((f.size() + trail as usize) as i64)
        }
        _ => 0,
    }
}

/// Writes `value` into the field.
pub fn apply(kind: FixupKind, value: i64, data: &mut [u8]) -> Result<(), String> {
    let (fx, _) = split(kind);
    let fx = fx.ok_or("unknown fixup kind")?;
    let n = fx.size();
    let ok = match n {
        1 => (-128..=255).contains(&value),
        2 => (-32768..=65535).contains(&value),
        4 => (i32::MIN as i64..=u32::MAX as i64).contains(&value),
        _ => true,
    };
    if !ok || (fx == Fx::PCRel1 && !(-128..=127).contains(&value)) {
        return Err("value of the fixup is out of range".into());
    }
    let w = data
        .get_mut(..n)
        .ok_or("fixup past the end of the section")?;
    w.copy_from_slice(&value.to_le_bytes()[..n]);
    Ok(())
}

/// The relocation type of an unresolved fixup.
pub fn reloc_type(kind: FixupKind, v: &MCValue) -> Result<u32, String> {
    use super::*;
    let (fx, _) = split(kind);
    let fx = fx.ok_or("unknown fixup kind")?;
    let variant = v.variant;
    let bad = || Err("unsupported relocation for this operand".to_string());
    Ok(match fx {
        Fx::Data8 => match variant {
            None => r::R_64,
            _ => return bad(),
        },
        Fx::Data4 | Fx::Signed4 => match variant {
            None if fx == Fx::Data4 => r::R_32,
            None => r::R_32S,
            Some(VK_TPOFF) => r::TPOFF32,
            Some(VK_DTPOFF) => r::DTPOFF32,
            _ => return bad(),
        },
        Fx::Data2 => r::R_16,
        Fx::Data1 => r::R_8,
        Fx::PCRel1 => r::PC8,
        Fx::PCRel8 => r::PC64,
        Fx::Branch4 => r::PLT32,
        Fx::PCRel4 | Fx::RipRel4 | Fx::RipRelRelax | Fx::RipRelRelaxRex => match variant {
            None => r::PC32,
            Some(VK_PLT) => r::PLT32,
            Some(VK_GOTPCREL) => match fx {
                Fx::RipRelRelax => r::GOTPCRELX,
                Fx::RipRelRelaxRex => r::REX_GOTPCRELX,
                _ => r::GOTPCREL,
            },
            Some(VK_GOTTPOFF) => r::GOTTPOFF,
            Some(VK_TLSGD) => r::TLSGD,
            Some(VK_TLSLD) => r::TLSLD,
            _ => return bad(),
        },
    })
}
