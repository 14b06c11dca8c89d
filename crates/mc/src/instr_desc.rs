//! The instruction-description tables a target's generated code provides (LLVM's
//! `MCInstrDesc`, `MCOperandInfo`, the asm writer's alias table, the matcher's
//! mnemonic table, the decoder table, `CompressPat`s and subtarget features).
//!
//! In: nothing; these are plain `'static` data types. The TableGen backends in
//! `kiln-tablegen-backends` write one [`TargetTables`] per target from its `.td`
//! records, and the generic engines of this crate (printer, matcher, encoder,
//! decoder, compressor) read them. Registers are kiln register numbers (1-based,
//! in LLVM's order: record names sorted with digits compared as numbers).

pub use crate::feature_set::FeatureSet;

/// How a register operand or immediate operand is constrained.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OperandClass {
    /// A register of the given register class (index into [`TargetTables::reg_classes`]).
    Reg(u16),
    /// An immediate of the given immediate class (index into [`TargetTables::imm_classes`]).
    Imm(u16),
}

/// One operand of an instruction (LLVM's `MCOperandInfo`).
#[derive(Copy, Clone, Debug)]
pub struct MCOperandInfo {
    /// The operand's name in the `.td` (`rd`, `imm12`).
    pub name: &'static str,
    /// What the operand may be.
    pub class: OperandClass,
    /// The operand this one is tied to (`-1`: none), from `Constraints = "$rd = $rd_wb"`.
    pub tied_to: i8,
    /// The `.td` operand's `PrintMethod` ("" for a plain register class; `printOperand`
    /// is the generic printing).
    pub print_method: &'static str,
    /// The `.td` operand's `EncoderMethod` ("" for none): the encoding of a composite.
    pub encoder_method: &'static str,
    /// How many MCInst operands the `.td` operand starting here has (LLVM's
    /// `MIOperandInfo`): 1 for a plain operand, N on the first part of a composite (a
    /// memory operand's base and offset), 0 on its later parts.
    pub mi_count: u8,
    /// How a composite's parts are written (`[$0, $1]`, `$1($0)`: `$k` is part `k`),
    /// for the generic matcher and printer; "" when the target prints it with its
    /// print method and parses no composite syntax.
    pub mi_syntax: &'static str,
}

/// Flags of an instruction, as bits of [`MCInstrDesc::flags`].
pub mod flags {
    /// Returns from the function.
    pub const RETURN: u64 = 1 << 0;
    /// A branch.
    pub const BRANCH: u64 = 1 << 1;
    /// An indirect branch.
    pub const INDIRECT_BRANCH: u64 = 1 << 2;
    /// Control does not fall through.
    pub const BARRIER: u64 = 1 << 3;
    /// A call.
    pub const CALL: u64 = 1 << 4;
    /// Ends a basic block.
    pub const TERMINATOR: u64 = 1 << 5;
    /// Reads memory.
    pub const MAY_LOAD: u64 = 1 << 6;
    /// Writes memory.
    pub const MAY_STORE: u64 = 1 << 7;
    /// Has effects beyond its operands.
    pub const HAS_SIDE_EFFECTS: u64 = 1 << 8;
    /// Its two source operands may be swapped.
    pub const COMMUTABLE: u64 = 1 << 9;
    /// Moves an immediate into a register.
    pub const MOVE_IMM: u64 = 1 << 10;
    /// As cheap as a register move.
    pub const AS_CHEAP_AS_A_MOVE: u64 = 1 << 11;
    /// May be recomputed instead of spilled.
    pub const REMATERIALIZABLE: u64 = 1 << 12;
    /// A pseudo instruction (no encoding of its own).
    pub const PSEUDO: u64 = 1 << 13;
    /// Only instruction selection uses it.
    pub const CODE_GEN_ONLY: u64 = 1 << 14;
    /// Only the assembler accepts it (expanded while parsing).
    pub const ASM_PARSER_ONLY: u64 = 1 << 15;
    /// A register-to-register move.
    pub const MOVE_REG: u64 = 1 << 16;
    /// An addition.
    pub const ADD: u64 = 1 << 17;
    /// A trap.
    pub const TRAP: u64 = 1 << 18;
    /// May raise a floating-point exception.
    pub const MAY_RAISE_FP_EXCEPTION: u64 = 1 << 19;
}

/// A run of bits of an operand's encoded value placed in the instruction word:
/// `width` bits starting at bit `op_lo` of the operand value go to bit `inst_lo`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct EncodingField {
    /// The MCInst operand index.
    pub operand: u8,
    /// Lowest bit taken from the operand value.
    pub op_lo: u8,
    /// Where that bit goes in the instruction.
    pub inst_lo: u8,
    /// Number of bits.
    pub width: u8,
}

/// How an instruction is encoded: fixed bits, which bits are fixed, operand fields.
#[derive(Copy, Clone, Debug)]
pub struct MCEncoding {
    /// The fixed bits.
    pub bits: u32,
    /// Which bits are fixed.
    pub mask: u32,
    /// The operand fields.
    pub fields: &'static [EncodingField],
}

/// The description of one instruction (LLVM's `MCInstrDesc`).
#[derive(Copy, Clone, Debug)]
pub struct MCInstrDesc {
    /// The record name (`ADDI`).
    pub name: &'static str,
    /// The assembly string (`addi\t$rd, $rs1, $imm12`).
    pub asm_string: &'static str,
    /// Number of operands that are definitions (the `outs`).
    pub num_defs: u8,
    /// All operands, `outs` then `ins`.
    pub operands: &'static [MCOperandInfo],
    /// Size in bytes (0: pseudo).
    pub size: u8,
    /// [`flags`] bits.
    pub flags: u64,
    /// Registers read implicitly.
    pub implicit_uses: &'static [u16],
    /// Registers written implicitly.
    pub implicit_defs: &'static [u16],
    /// The predicate that must hold for the instruction to exist (0: always).
    pub predicate: u16,
    /// The encoding, if the instruction has one.
    pub encoding: Option<MCEncoding>,
    /// The decoder namespace ("" or "RVC", ...).
    pub decoder_namespace: &'static str,
    /// Target-specific flags (LLVM's `TSFlags`): facts the target's own encoder and
    /// code generation read (x86: opcode map, prefixes, format, immediate kind).
    pub ts_flags: u64,
}

impl MCInstrDesc {
    /// Whether a flag from [`flags`] is set.
    pub fn has(&self, flag: u64) -> bool {
        self.flags & flag != 0
    }
}

/// A register class as the MC layer sees it: its name and members.
#[derive(Copy, Clone, Debug)]
pub struct MCRegClassDesc {
    /// The record name (`GPR`).
    pub name: &'static str,
    /// Members, in the class's order.
    pub members: &'static [u16],
}

/// A register as the MC layer sees it.
#[derive(Copy, Clone, Debug)]
pub struct MCRegDesc {
    /// The record name (`X10`).
    pub name: &'static str,
    /// The assembly name (`x10`).
    pub asm_name: &'static str,
    /// The alternative names (`a0`); the first one is what the printer prints.
    pub alt_names: &'static [&'static str],
    /// The encoding.
    pub encoding: u16,
}

/// An immediate operand class.
#[derive(Copy, Clone, Debug)]
pub struct ImmClassDesc {
    /// The operand record name (`simm12`).
    pub name: &'static str,
    /// The asm matcher class name (`SImm12`), used in diagnostics.
    pub match_name: &'static str,
    /// Smallest plain value.
    pub min: i64,
    /// Largest plain value (min = max = 0: unchecked here).
    pub max: i64,
    /// Values must be multiples of this.
    pub scale: i64,
    /// Zero is not allowed.
    pub non_zero: bool,
    /// A constant written as an unsigned number of this many bits is read as the signed
    /// one for the range check (x86's `$4294967293` fits the sign-extended 8-bit
    /// immediate of a 32-bit operation as -3, as LLVM's `isImmSExti32i8Value` has it);
    /// 0: no wrapping.
    pub wrap_bits: u8,
    /// Which relocatable expressions the operand accepts (target-defined names).
    pub expr_kind: &'static str,
    /// The print method (`printOperand`, `printFRMArg`, ...).
    pub print_method: &'static str,
    /// The encoder method (`getImmOpValue`, `getImmOpValueAsr1`).
    pub encoder_method: &'static str,
    /// The decoder method.
    pub decoder_method: &'static str,
    /// A custom parser method ("" for the generic operand parser).
    pub parser_method: &'static str,
    /// The operand may be left out.
    pub optional: bool,
    /// Number of bits the operand's encoding field has (0: not encoded).
    pub field_bits: u8,
    /// The matcher's message for an operand that does not fit (the asm operand
    /// class's `DiagnosticString`; empty: a message from the range).
    pub diagnostic: &'static str,
}

/// One operand of an alias's or compression pattern's result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PatOperand {
    /// Taken from the alias's (or source pattern's) operand number `slot`, which must
    /// fit the class.
    Slot {
        /// The operand number in the alias's assembly string (or the source pattern's
        /// named operand list).
        slot: u8,
        /// The class the value must fit.
        class: OperandClass,
    },
    /// A fixed register.
    Reg(u16),
    /// A fixed immediate.
    Imm(i64),
}

/// An assembler alias (LLVM's `InstAlias`).
#[derive(Copy, Clone, Debug)]
pub struct MCAliasDesc {
    /// The alias's assembly string (`li $rd, $imm`).
    pub asm_string: &'static str,
    /// The instruction it stands for.
    pub opcode: u16,
    /// One entry per MCInst operand of that instruction that is not a tied copy.
    pub result: &'static [PatOperand],
    /// Print priority (0: only parsed, never printed).
    pub emit_priority: i8,
    /// The predicate that must hold (0: always).
    pub predicate: u16,
}

/// A compression rule (LLVM's `CompressPat`).
#[derive(Copy, Clone, Debug)]
pub struct CompressPatDesc {
    /// The full-size instruction.
    pub src: u16,
    /// Its operands (slots name distinct values; a slot used twice must be equal).
    pub src_ops: &'static [PatOperand],
    /// The compressed instruction.
    pub dst: u16,
    /// Its operands (not counting tied copies).
    pub dst_ops: &'static [PatOperand],
    /// The predicate that must hold (0: always).
    pub predicate: u16,
    /// Used only to compress, never to uncompress (another pattern is the canonical
    /// full-size form).
    pub compress_only: bool,
}

/// A subtarget feature (LLVM's `SubtargetFeatureKV`).
#[derive(Copy, Clone, Debug)]
pub struct FeatureDesc {
    /// The name used with `-mattr=+name`.
    pub name: &'static str,
    /// The description.
    pub desc: &'static str,
    /// The feature's index: the bit it sets in a [`FeatureSet`].
    pub bit: u8,
    /// The features it implies (transitively closed).
    pub implies: FeatureSet,
}

/// A named system register (CSR).
#[derive(Copy, Clone, Debug)]
pub struct SysRegDesc {
    /// The name.
    pub name: &'static str,
    /// The number.
    pub encoding: u16,
}

/// Everything generated for one target's MC layer.
#[derive(Debug)]
pub struct TargetTables {
    /// The target name (`RISCV`).
    pub name: &'static str,
    /// Instructions by opcode.
    pub instrs: &'static [MCInstrDesc],
    /// Registers by kiln register number (entry 0 is "no register").
    pub regs: &'static [MCRegDesc],
    /// Register classes used by instructions.
    pub reg_classes: &'static [MCRegClassDesc],
    /// Immediate classes.
    pub imm_classes: &'static [ImmClassDesc],
    /// Aliases, in the order the printer tries them (highest priority first).
    pub aliases: &'static [MCAliasDesc],
    /// Compression patterns.
    pub compress_pats: &'static [CompressPatDesc],
    /// Subtarget features.
    pub features: &'static [FeatureDesc],
    /// Predicate evaluator: `predicates(index, features)`.
    pub predicate_fn: fn(u16, &FeatureSet) -> bool,
    /// Names of the predicates, by index (for diagnostics).
    pub predicate_names: &'static [&'static str],
    /// Named system registers.
    pub sys_regs: &'static [SysRegDesc],
    /// The matcher's mnemonic table: `(mnemonic, candidate)` sorted by mnemonic; a
    /// candidate at or above [`ALIAS_BASE`] is an alias, others are opcodes.
    pub match_table: &'static [(&'static str, u32)],
    /// The decoder table of 16-bit instructions: `(mask, bits, opcode)`.
    pub decode16: &'static [(u32, u32, u16)],
    /// The decoder table of 32-bit instructions.
    pub decode32: &'static [(u32, u32, u16)],
}

/// Includes the MC tables a target's build script generated into `OUT_DIR` for target
/// `$t` (`<T>GenInstrInfo.rs`, `<T>GenAsmWriter.rs`, `<T>GenAsmMatcher.rs`,
/// `<T>GenMCCodeEmitter.rs`, `<T>GenDisassemblerTables.rs`, `<T>GenSubtargetInfo.rs`), in a
/// module that has `use kiln_mc::instr_desc::*;`. Defines `TABLES` and `opcodes`.
#[macro_export]
macro_rules! include_target_tables {
    ($t:literal) => {
        include!(concat!(env!("OUT_DIR"), "/", $t, "GenInstrInfo.rs"));
        include!(concat!(env!("OUT_DIR"), "/", $t, "GenAsmWriter.rs"));
        include!(concat!(env!("OUT_DIR"), "/", $t, "GenAsmMatcher.rs"));
        include!(concat!(env!("OUT_DIR"), "/", $t, "GenMCCodeEmitter.rs"));
        include!(concat!(
            env!("OUT_DIR"),
            "/",
            $t,
            "GenDisassemblerTables.rs"
        ));
        include!(concat!(env!("OUT_DIR"), "/", $t, "GenSubtargetInfo.rs"));
    };
}

/// Match-table candidates at or above this index are aliases.
pub const ALIAS_BASE: u32 = 0x8000;

impl TargetTables {
    /// Whether predicate `p` holds for the enabled features.
    pub fn predicate_holds(&self, p: u16, features: &FeatureSet) -> bool {
        p == 0 || (self.predicate_fn)(p, features)
    }

    /// Whether register `reg` is in register class `class`.
    pub fn reg_in_class(&self, reg: u16, class: u16) -> bool {
        self.reg_classes[class as usize].members.contains(&reg)
    }

    /// The opcode of the instruction with record name `name`.
    pub fn find_opcode(&self, name: &str) -> Option<u16> {
        self.instrs
            .iter()
            .position(|d| d.name == name)
            .map(|i| i as u16)
    }

    /// The register with record name `name`.
    pub fn find_reg(&self, name: &str) -> Option<u16> {
        self.regs
            .iter()
            .position(|r| r.name == name)
            .map(|i| i as u16)
    }

    /// The features `base` with a list of `+name`/`-name` applied (implications applied to
    /// the enabled ones). Unknown names are returned as errors.
    pub fn parse_features(&self, base: FeatureSet, attrs: &str) -> Result<FeatureSet, String> {
        let mut set = base;
        for a in attrs.split(',').map(str::trim).filter(|a| !a.is_empty()) {
            let (on, name) = match a.as_bytes()[0] {
                b'+' => (true, &a[1..]),
                b'-' => (false, &a[1..]),
                _ => (true, a),
            };
            let f = self
                .features
                .iter()
                .find(|f| f.name == name)
                .ok_or_else(|| format!("'{name}' is not a recognized feature for this target"))?;
            if on {
                set.insert(f.bit as usize);
                set = set.union(&f.implies);
            } else {
                set.remove(f.bit as usize);
                // Turning a feature off turns off what implies it.
                for g in self.features {
                    if g.implies.contains(f.bit as usize) {
                        set.remove(g.bit as usize);
                    }
                }
            }
        }
        Ok(set)
    }

    /// The index of the feature named `name` (its bit in a [`FeatureSet`]).
    pub fn feature_index(&self, name: &str) -> Option<usize> {
        self.features
            .iter()
            .find(|f| f.name == name)
            .map(|f| f.bit as usize)
    }
}

/// Register-class membership of a target's tables as bitsets: [`TargetTables::reg_in_class`]
/// without scanning the member list (built once by whoever asks per instruction).
#[derive(Clone, Debug, Default)]
pub struct RegClassSets {
    /// 64-bit words per class.
    words: usize,
    /// Class `c`'s bits are `bits[c * words..(c + 1) * words]`.
    bits: Vec<u64>,
}

impl RegClassSets {
    /// The sets of `tables`' register classes.
    pub fn new(tables: &TargetTables) -> Self {
        let words = tables.regs.len().div_ceil(64).max(1);
        let mut bits = vec![0u64; words * tables.reg_classes.len()];
        for (c, rc) in tables.reg_classes.iter().enumerate() {
            for &r in rc.members {
                bits[c * words + r as usize / 64] |= 1 << (r % 64);
            }
        }
        RegClassSets { words, bits }
    }

    /// Whether register `reg` is in class `class` (false for numbers outside the tables).
    #[inline]
    pub fn contains(&self, reg: u16, class: u16) -> bool {
        let w = reg as usize / 64;
        w < self.words
            && self
                .bits
                .get(class as usize * self.words + w)
                .is_some_and(|b| b & (1 << (reg % 64)) != 0)
    }
}
