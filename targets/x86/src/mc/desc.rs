//! The x86 facts packed in an instruction's `TSFlags` by `td/X86InstrFormats.td`
//! (format, opcode map, prefixes, REX.W, immediate kind), read back for the encoder.
//!
//! In: an [`MCInstrDesc`]. Out: [`X86Desc`].

use kiln_mc::instr_desc::MCInstrDesc;

/// Formats (`Format.Value` in X86InstrFormats.td).
pub mod form {
    /// No encoding.
    pub const PSEUDO: u8 = 0;
    /// The opcode alone (perhaps an immediate).
    pub const RAW: u8 = 1;
    /// Register in the opcode's low bits.
    pub const ADD_REG: u8 = 2;
    /// A prefix byte as an instruction.
    pub const PREFIX_BYTE: u8 = 3;
    /// ModRM.rm destination register.
    pub const MRM_DEST_REG: u8 = 4;
    /// ModRM.rm destination memory.
    pub const MRM_DEST_MEM: u8 = 5;
    /// ModRM.rm source register.
    pub const MRM_SRC_REG: u8 = 6;
    /// ModRM.rm source memory.
    pub const MRM_SRC_MEM: u8 = 7;
    /// A fixed ModRM byte.
    pub const MRM_XX: u8 = 8;
    /// MRM0r; MRMnr is `MRM0R + n`.
    pub const MRM0R: u8 = 16;
    /// MRM0m; MRMnm is `MRM0M + n`.
    pub const MRM0M: u8 = 24;
}

/// Immediate kinds (`ImmType.Value`).
pub mod imm {
    /// None.
    pub const NONE: u8 = 0;
    /// 8 bits.
    pub const IMM8: u8 = 1;
    /// 16 bits.
    pub const IMM16: u8 = 2;
    /// 32 bits.
    pub const IMM32: u8 = 3;
    /// 32 bits sign-extended to 64.
    pub const IMM32S: u8 = 4;
    /// 64 bits.
    pub const IMM64: u8 = 5;
    /// rel8.
    pub const PCREL8: u8 = 6;
    /// rel32.
    pub const PCREL32: u8 = 7;
}

/// One instruction's encoding facts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct X86Desc {
    /// The opcode byte.
    pub opcode: u8,
    /// The format ([`form`]).
    pub form: u8,
    /// Opcode map: 0 one-byte, 1 0F, 2 0F38, 3 0F3A.
    pub map: u8,
    /// The 66 operand-size prefix.
    pub opsize16: bool,
    /// Mandatory prefix: 0 none, 1 66, 2 F3, 3 F2.
    pub prefix: u8,
    /// REX.W.
    pub rex_w: bool,
    /// Immediate kind ([`imm`]).
    pub imm: u8,
    /// The fixed ModRM byte of MRM_XX, or the fixed immediate byte.
    pub fixed_modrm: u8,
    /// A fixed immediate byte (`fixed_modrm`) ends the instruction (cmpltsd).
    pub fixed_imm8: bool,
}

impl X86Desc {
    /// The facts of `d`.
    pub fn of(d: &MCInstrDesc) -> X86Desc {
        let t = d.ts_flags;
        X86Desc {
            opcode: t as u8,
            form: ((t >> 8) & 0x3f) as u8,
            map: ((t >> 14) & 3) as u8,
            opsize16: (t >> 16) & 1 != 0,
            prefix: ((t >> 17) & 3) as u8,
            rex_w: (t >> 19) & 1 != 0,
            imm: ((t >> 20) & 7) as u8,
            fixed_modrm: ((t >> 23) & 0xff) as u8,
            fixed_imm8: (t >> 31) & 1 != 0,
        }
    }

    /// Bytes of the immediate.
    pub fn imm_size(&self) -> usize {
        match self.imm {
            imm::IMM8 | imm::PCREL8 => 1,
            imm::IMM16 => 2,
            imm::IMM32 | imm::IMM32S | imm::PCREL32 => 4,
            imm::IMM64 => 8,
            _ => 0,
        }
    }
}
