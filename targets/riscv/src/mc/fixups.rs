//! RISC-V fixup kinds (LLVM's `RISCVFixupKinds.h`), how each patches an
//! instruction, and the ELF relocation each becomes (`RISCVELFObjectWriter`).
//!
//! In: a fixup kind and, when resolved, its value (for pc-relative kinds, target
//! minus the fixup's address). Out: the bits written into the instruction, range
//! errors in llvm-mc's words, or the `R_RISCV_*` type.

use kiln_mc::mc_inst::FixupKind;
use kiln_mc::target::FixupInfo;

/// `%hi` on lui.
pub const HI20: FixupKind = FixupKind(0);
/// `%lo` on an I-type.
pub const LO12_I: FixupKind = FixupKind(1);
/// `%lo` on an S-type.
pub const LO12_S: FixupKind = FixupKind(2);
/// `%pcrel_hi` on auipc.
pub const PCREL_HI20: FixupKind = FixupKind(3);
/// `%pcrel_lo` on an I-type.
pub const PCREL_LO12_I: FixupKind = FixupKind(4);
/// `%pcrel_lo` on an S-type.
pub const PCREL_LO12_S: FixupKind = FixupKind(5);
/// `%got_pcrel_hi` on auipc.
pub const GOT_HI20: FixupKind = FixupKind(6);
/// `%tprel_hi` on lui.
pub const TPREL_HI20: FixupKind = FixupKind(7);
/// `%tprel_lo` on an I-type.
pub const TPREL_LO12_I: FixupKind = FixupKind(8);
/// `%tprel_lo` on an S-type.
pub const TPREL_LO12_S: FixupKind = FixupKind(9);
/// `%tprel_add` on add (relocation only).
pub const TPREL_ADD: FixupKind = FixupKind(10);
/// jal target.
pub const JAL: FixupKind = FixupKind(11);
/// B-type branch target.
pub const BRANCH: FixupKind = FixupKind(12);
/// c.j / c.jal target.
pub const RVC_JUMP: FixupKind = FixupKind(13);
/// c.beqz / c.bnez target.
pub const RVC_BRANCH: FixupKind = FixupKind(14);
/// auipc+jalr of `call` / `tail`.
pub const CALL_PLT: FixupKind = FixupKind(15);
/// `%tls_ie_pcrel_hi` on auipc.
pub const TLS_GOT_HI20: FixupKind = FixupKind(16);
/// `%tls_gd_pcrel_hi` on auipc.
pub const TLS_GD_HI20: FixupKind = FixupKind(17);
/// 4-byte data.
pub const DATA4: FixupKind = FixupKind(18);
/// 8-byte data.
pub const DATA8: FixupKind = FixupKind(19);
/// 4-byte pc-relative data.
pub const DATA4_PCREL: FixupKind = FixupKind(20);
/// 1-byte data.
pub const DATA1: FixupKind = FixupKind(21);
/// 2-byte data.
pub const DATA2: FixupKind = FixupKind(22);

/// Name, patched bit range, pc-relative, relocation type.
const TABLE: [(&str, u8, u8, bool, Option<u32>); 23] = [
    ("fixup_riscv_hi20", 12, 20, false, Some(26)),
    ("fixup_riscv_lo12_i", 20, 12, false, Some(27)),
    ("fixup_riscv_lo12_s", 0, 32, false, Some(28)),
    ("fixup_riscv_pcrel_hi20", 12, 20, true, Some(23)),
    ("fixup_riscv_pcrel_lo12_i", 20, 12, true, Some(24)),
    ("fixup_riscv_pcrel_lo12_s", 0, 32, true, Some(25)),
    ("fixup_riscv_got_hi20", 12, 20, true, Some(20)),
    ("fixup_riscv_tprel_hi20", 12, 20, false, Some(29)),
    ("fixup_riscv_tprel_lo12_i", 20, 12, false, Some(30)),
    ("fixup_riscv_tprel_lo12_s", 0, 32, false, Some(31)),
    ("fixup_riscv_tprel_add", 0, 0, false, Some(32)),
    ("fixup_riscv_jal", 12, 20, true, Some(17)),
    ("fixup_riscv_branch", 0, 32, true, Some(16)),
    ("fixup_riscv_rvc_jump", 2, 11, true, Some(45)),
    ("fixup_riscv_rvc_branch", 0, 16, true, Some(44)),
    ("fixup_riscv_call_plt", 0, 64, true, Some(19)),
    ("fixup_riscv_tls_got_hi20", 12, 20, true, Some(21)),
    ("fixup_riscv_tls_gd_hi20", 12, 20, true, Some(22)),
    ("FK_Data_4", 0, 32, false, Some(1)),
    ("FK_Data_8", 0, 64, false, Some(2)),
    ("FK_Data_4", 0, 32, true, Some(57)),
    ("FK_Data_1", 0, 8, false, None),
    ("FK_Data_2", 0, 16, false, None),
];

/// Facts about a fixup kind.
pub fn info(kind: FixupKind) -> FixupInfo {
    let (name, off, size, pcrel, _) = TABLE[kind.0 as usize];
    let raw = [
        TPREL_ADD,
        TPREL_HI20,
        TPREL_LO12_I,
        TPREL_LO12_S,
        GOT_HI20,
        TLS_GOT_HI20,
        TLS_GD_HI20,
    ]
    .contains(&kind);
    let (off, size) = if raw { (0, 0) } else { (off, size) };
    FixupInfo {
        name,
        target_offset: off,
        target_size: size,
        pcrel,
        // LLVM 22 writes these as literal relocations (no bit-level fixup).
        raw_reloc: if [
            TPREL_ADD,
            TPREL_HI20,
            TPREL_LO12_I,
            TPREL_LO12_S,
            GOT_HI20,
            TLS_GOT_HI20,
            TLS_GD_HI20,
        ]
        .contains(&kind)
        {
            reloc_type(kind)
        } else {
            None
        },
    }
}

/// The relocation type of a fixup kind.
pub fn reloc_type(kind: FixupKind) -> Option<u32> {
    TABLE.get(kind.0 as usize).and_then(|t| t.4)
}

fn or32(data: &mut [u8], v: u32) {
    let mut w = u32::from_le_bytes([data[0], data[1], data[2], data[3]]);
    w |= v;
    data[..4].copy_from_slice(&w.to_le_bytes());
}

fn or16(data: &mut [u8], v: u16) {
    let mut w = u16::from_le_bytes([data[0], data[1]]);
    w |= v;
    data[..2].copy_from_slice(&w.to_le_bytes());
}

/// Writes a resolved value into the instruction or data at `data`.
pub fn apply(kind: FixupKind, v: i64, data: &mut [u8]) -> Result<(), String> {
    let need = match kind {
        DATA1 => 1,
        DATA2 | RVC_JUMP | RVC_BRANCH => 2,
        DATA8 | CALL_PLT => 8,
        _ => 4,
    };
    if data.len() < need {
        return Err("fixup outside its section".into());
    }
    let hi20 = |v: i64| ((((v + 0x800) >> 12) & 0xfffff) as u32) << 12;
    let lo_i = |v: i64| ((v & 0xfff) as u32) << 20;
    let lo_s = |v: i64| (((v >> 5) & 0x7f) as u32) << 25 | ((v & 0x1f) as u32) << 7;
    match kind {
        HI20 | PCREL_HI20 | GOT_HI20 | TPREL_HI20 | TLS_GOT_HI20 | TLS_GD_HI20 => {
            if !(i32::MIN as i64..=i32::MAX as i64).contains(&v)
                && kind != HI20
                && kind != TPREL_HI20
            {
                return Err("fixup value out of range".into());
            }
            or32(data, hi20(v))
        }
        LO12_I | PCREL_LO12_I | TPREL_LO12_I => or32(data, lo_i(v)),
        LO12_S | PCREL_LO12_S | TPREL_LO12_S => or32(data, lo_s(v)),
        JAL => {
            if !(-(1 << 20)..(1 << 20)).contains(&v) {
                return Err("fixup value out of range".into());
            }
            if v & 1 != 0 {
                return Err("fixup value must be 2-byte aligned".into());
            }
            let u = v as u32;
            or32(
                data,
                (u >> 20 & 1) << 31
                    | (u >> 1 & 0x3ff) << 21
                    | (u >> 11 & 1) << 20
                    | (u >> 12 & 0xff) << 12,
            )
        }
        BRANCH => {
            if !(-(1 << 12)..(1 << 12)).contains(&v) {
                return Err("fixup value out of range".into());
            }
            if v & 1 != 0 {
                return Err("fixup value must be 2-byte aligned".into());
            }
            let u = v as u32;
            or32(
                data,
                (u >> 12 & 1) << 31
                    | (u >> 5 & 0x3f) << 25
                    | (u >> 1 & 0xf) << 8
                    | (u >> 11 & 1) << 7,
            )
        }
        RVC_JUMP => {
            if !(-2048..2048).contains(&v) || v & 1 != 0 {
                return Err("fixup value out of range".into());
            }
            let u = v as u16;
            let b = |k: u16| (u >> k) & 1;
            let w = b(11) << 12
                | b(4) << 11
                | (u >> 8 & 3) << 9
                | b(10) << 8
                | b(6) << 7
                | b(7) << 6
                | (u >> 1 & 7) << 3
                | b(5) << 2;
            or16(data, w)
        }
        RVC_BRANCH => {
            if !(-256..256).contains(&v) || v & 1 != 0 {
                return Err("fixup value out of range".into());
            }
            let u = v as u16;
            let b = |k: u16| (u >> k) & 1;
            let w =
                b(8) << 12 | (u >> 3 & 3) << 10 | (u >> 6 & 3) << 5 | (u >> 1 & 3) << 3 | b(5) << 2;
            or16(data, w)
        }
        CALL_PLT => {
            if !(i32::MIN as i64..=i32::MAX as i64).contains(&v) {
                return Err("fixup value out of range".into());
            }
            or32(data, hi20(v));
            or32(&mut data[4..], lo_i(v));
        }
        DATA1 => data[0] = v as u8,
        DATA2 => data[..2].copy_from_slice(&(v as u16).to_le_bytes()),
        DATA4 | DATA4_PCREL => data[..4].copy_from_slice(&(v as u32).to_le_bytes()),
        DATA8 => data[..8].copy_from_slice(&(v as u64).to_le_bytes()),
        _ => return Err("fixup cannot be applied".into()),
    }
    Ok(())
}
