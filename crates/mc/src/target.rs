//! The hooks a target gives the generic MC engines (LLVM splits these over
//! `MCInstPrinter`, `MCCodeEmitter`, `MCAsmBackend`, `MCELFObjectTargetWriter` and
//! `MCTargetAsmParser`).
//!
//! In: the target's generated [`TargetTables`] plus what tables cannot say: custom
//! operand printing and parsing, which expressions an operand accepts and with which
//! fixup, operand encoder methods, pseudo-instruction expansion, fixup application,
//! relocation types, relaxation and ELF header flags. Out: the trait the printer,
//! matcher, encoder, assembler and ELF writer call.

use crate::asm_lexer::LexSyntax;
use crate::asm_matcher::ParsedAtom;
use crate::asm_parser::{AsmParser, PResult};
use crate::feature_set::FeatureSet;
use crate::instr_desc::{ImmClassDesc, TargetTables};
use crate::mc_expr::{MCContext, MCValue, SymbolId, VariantKind};
use crate::mc_inst::{FixupKind, MCFixup, MCInst};
use crate::streamer::MCStreamer;

/// The low `size` bytes of `value` in the given byte order (LLVM's
/// `support::endian::write`): what `.word`, `.fill`, alignment fill and instruction words
/// write.
pub fn int_bytes(value: u64, size: usize, big_endian: bool) -> ([u8; 8], usize) {
    let size = size.min(8);
    if big_endian {
        let shifted = if size == 0 {
            0
        } else {
            value << (8 * (8 - size))
        };
        (shifted.to_be_bytes(), size)
    } else {
        (value.to_le_bytes(), size)
    }
}

/// Reads a `size`-byte unsigned integer in the given byte order.
pub fn read_int(bytes: &[u8], big_endian: bool) -> u64 {
    let n = bytes.len().min(8);
    let mut v = 0u64;
    for k in 0..n {
        let b = if big_endian {
            bytes[k]
        } else {
            bytes[n - 1 - k]
        };
        v = (v << 8) | b as u64;
    }
    v
}

/// How a target writes operands, for the generic operand parser (LLVM's target asm
/// parsers each hand-write this; here the common forms are switches).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct OperandSyntax {
    /// The prefix of register names (`%` in AT&T syntax: `%rax`).
    pub reg_prefix: Option<&'static str>,
    /// The prefix of immediates, dropped by the parser (`#` in `#8`, `$` in AT&T `$8`);
    /// the printer writes it through the operand's print method.
    pub imm_prefix: Option<&'static str>,
    /// Relocation specifiers are written `:name:expr` (AArch64's `:lo12:sym`).
    pub colon_variants: bool,
    /// Punctuation that is part of operands and matched literally against the assembly
    /// strings (`[`, `]`, `!` of `[x0, #8]!`).
    pub punctuation: &'static [&'static str],
    /// Parenthesized lists of memory-operand parts are parsed (`(%rbx,%rcx,4)`, `(,%rcx)`);
    /// otherwise only `(reg)` is, and other parentheses group expressions.
    pub paren_lists: bool,
    /// The parser calls [`MCTargetHooks::parse_operand_atom`] (off: it is not asked).
    pub custom_atoms: bool,
}

/// The names of a target's mapping symbols (the ELF ABI's `$x`/`$d` of RISC-V and
/// AArch64): the label the object writer places where code starts and where data
/// starts inside a section.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MappingSymbols {
    /// The symbol that starts a run of instructions (`$x`).
    pub code: &'static str,
    /// The symbol that starts a run of data (`$d`).
    pub data: &'static str,
}

/// Facts about a fixup kind (LLVM's `MCFixupKindInfo`).
#[derive(Copy, Clone, Debug)]
pub struct FixupInfo {
    /// The name llvm-mc prints (`fixup_riscv_hi20`).
    pub name: &'static str,
    /// First bit the fixup patches, from the fixup offset.
    pub target_offset: u8,
    /// Number of bits patched.
    pub target_size: u8,
    /// PC-relative.
    pub pcrel: bool,
    /// A raw relocation type (printed as `relocation type: N`), if the kind is one.
    pub raw_reloc: Option<u32>,
}

/// A relocation to write for an unresolved fixup.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RelocSpec {
    /// ELF relocation type.
    pub r_type: u32,
    /// Symbol (None: absolute).
    pub symbol: Option<SymbolId>,
    /// Addend.
    pub addend: i64,
}

/// Assembler state the target's expansions may read and write.
pub struct ExpandCtx<'a> {
    /// Symbols and expressions.
    pub ctx: &'a mut MCContext,
    /// Active feature bits.
    pub features: FeatureSet,
    /// Whether position-independent code is requested (`.option pic`).
    pub pic: bool,
    /// Counter for the labels expansions create (`.Lpcrel_hi<N>`).
    pub label_counter: &'a mut u32,
}

/// One item of an expanded pseudo instruction (short-lived: an instruction inline is
/// cheaper than a box).
#[allow(clippy::large_enum_variant)]
#[derive(Copy, Clone, Debug)]
pub enum Expanded {
    /// A label to define here (e.g. `.Lpcrel_hi0`).
    Label(SymbolId),
    /// An instruction.
    Inst(MCInst),
}

/// The hooks of one target.
pub trait MCTargetHooks: Sync {
    /// The generated tables.
    fn tables(&self) -> &'static TargetTables;

    /// ELF `e_machine`.
    fn elf_machine(&self) -> u16;

    /// Size suffixes the matcher appends to a mnemonic it does not know, keeping the one
    /// form whose operands match (x86's AT&T `add %eax, %ebx` as `addl`; LLVM's
    /// `X86AsmParser::matchAndEmitATTInstruction`). The default: none.
    fn mnemonic_suffixes(&self) -> &'static [&'static str] {
        &[]
    }

    /// ELF `e_flags` for the feature bits.
    fn elf_flags(&self, features: FeatureSet) -> u32;

    /// Whether the feature bits select a 64-bit target.
    fn is_64bit(&self, features: FeatureSet) -> bool;

    /// The register name the printer uses.
    fn reg_name(&self, reg: u16) -> &'static str;

    /// The register named `name` (any spelling the assembler accepts).
    fn parse_reg_name(&self, name: &str) -> Option<u16>;

    /// The view a register operand printed by `print_method` is written in, as the text
    /// after the register's name and a dot, in any case (AArch64's `printVReg4S` writes
    /// `v1.4s`: `4S`); the parser accepts such an operand only in that view, and a register
    /// written with a view only for such an operand. The default: no operand has a view.
    fn reg_operand_view<'a>(&self, _print_method: &'a str) -> Option<&'a str> {
        None
    }

    /// How many registers a register operand printed by `print_method` lists (AArch64's
    /// `{ v0.16b, v1.16b }` of a tuple register, whose encoding is its first part's): the
    /// parser reads that many registers of consecutive encodings, separated by commas, as
    /// one tuple of the operand's class. The default: one.
    fn reg_list_len(&self, _print_method: &str) -> usize {
        1
    }

    /// The spelling of a target modifier (`hi` for `%hi`; x86 spells `sym@GOTPCREL` and
    /// answers `@gotpcrel`).
    fn variant_name(&self, kind: VariantKind) -> &'static str;

    /// The modifier spelled `name` (`%name(...)`), or `@name` for a suffix `sym@name`
    /// (lower case; `sym@plt` that no target claims is read as `sym`).
    fn parse_variant(&self, name: &str) -> Option<VariantKind>;

    /// Prints immediate operand `idx` of `inst` with a target print method.
    /// `address`: the instruction's address in a disassembly (branch targets then
    /// print as absolute addresses).
    #[allow(clippy::too_many_arguments)]
    fn print_imm(
        &self,
        method: &str,
        inst: &MCInst,
        idx: usize,
        ctx: &MCContext,
        out: &mut String,
        address: Option<u64>,
        features: FeatureSet,
    );

    /// Prints `inst` in an alias syntax whose operands are computed from the instruction's
    /// (LLVM's hand-written part of `printAliasInstr`: AArch64's `lsl #3` for `ubfm`,
    /// `mov #imm` for `movz`), or `None` to print it through the alias table and the
    /// instruction's own syntax. Asked before the table's aliases, unless aliases are
    /// off. The default: none.
    fn print_special_alias(
        &self,
        _inst: &MCInst,
        _ctx: &MCContext,
        _features: FeatureSet,
    ) -> Option<String> {
        None
    }

    /// Prints operand `idx` of `inst` with the print method of its `.td` operand when that
    /// is not the generic one: a register operand's (`printGPR64as32`) or a composite's
    /// (`printMemOperand`, which prints all its parts). The default: [`Self::print_imm`].
    #[allow(clippy::too_many_arguments)]
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
        self.print_imm(method, inst, idx, ctx, out, address, features)
    }

    /// Parses an identifier operand for a custom parser method (CSR names, fence sets,
    /// rounding modes). `None`: not this operand.
    /// The default: no custom operands.
    fn parse_custom(&self, _method: &str, _ident: &str, _features: FeatureSet) -> Option<i64> {
        None
    }

    /// The default value of an optional operand that is left out.
    /// The default: 0.
    fn default_operand(&self, _class: &ImmClassDesc) -> i64 {
        0
    }

    /// Whether an expression operand (not a plain constant) fits an immediate class.
    fn expr_fits(&self, class: &ImmClassDesc, value: &MCValue, ctx: &MCContext) -> bool;

    /// Whether a constant fits an immediate class beyond the generic range check (for
    /// example, shift amounts limited by XLEN).
    fn imm_fits(&self, class: &ImmClassDesc, value: i64, features: FeatureSet) -> bool;

    /// The value of an immediate operand from its encoded field value (`width`: the
    /// number of field bits, whose top bit is the sign of signed classes).
    fn decode_imm(&self, class: &ImmClassDesc, raw: u64, width: u32) -> i64;

    /// Expands an assembler pseudo instruction (li, la, call, ...) into real ones.
    /// The default: the target has no assembler pseudo instructions.
    fn expand_pseudo(
        &self,
        inst: &MCInst,
        _x: &mut ExpandCtx<'_>,
        _out: &mut Vec<Expanded>,
    ) -> Result<(), String> {
        Err(format!(
            "{}: no expansion of this assembler pseudo instruction",
            self.tables().instrs[inst.opcode as usize].name
        ))
    }

    /// Encodes immediate/expression operand `idx` of `inst` with encoder method
    /// `method`, adding a fixup when the value is symbolic.
    fn encode_operand(
        &self,
        method: &str,
        inst: &MCInst,
        idx: usize,
        ctx: &MCContext,
        fixups: &mut Vec<MCFixup>,
    ) -> Result<u64, String>;

    /// Encodes a whole instruction, before the table is consulted (LLVM's hand-written
    /// `encodeInstruction`): variable-length encodings (prefixes, displacements and
    /// immediates after an opcode) append their bytes to `out`, using
    /// [`crate::code_emitter::table_bits`] for the part the table describes. `None`: the
    /// table encodes it. The default: the table encodes everything.
    fn encode_instruction(
        &self,
        _inst: &MCInst,
        _ctx: &MCContext,
        _fixups: &mut Vec<MCFixup>,
        _out: &mut Vec<u8>,
    ) -> Option<Result<(), String>> {
        None
    }

    /// Encodes an instruction that has no table encoding but a target one (e.g. the
    /// 8-byte `call`), or returns `None`.
    /// The default: none.
    fn encode_special(
        &self,
        _inst: &MCInst,
        _ctx: &MCContext,
        _fixups: &mut Vec<MCFixup>,
    ) -> Option<Vec<u8>> {
        None
    }

    /// Facts about a fixup kind.
    fn fixup_info(&self, kind: FixupKind) -> FixupInfo;

    /// Writes a resolved fixup value into `data` (the bytes from the fixup offset on).
    fn apply_fixup(&self, kind: FixupKind, value: i64, data: &mut [u8]) -> Result<(), String>;

    /// What to add to a PC-relative fixup's value, resolved or written as a relocation
    /// addend: the distance from the fixup's field to where the target measures PC
    /// from, negated (x86: the end of the instruction, `-(4 + bytes after the field)`).
    /// The default: 0 (PC-relative values are measured from the field).
    fn pcrel_adjust(&self, _kind: FixupKind) -> i64 {
        0
    }

    /// Rewrites a matched instruction into the form the target prefers before it is
    /// emitted (LLVM's `MCTargetAsmParser::processInstruction`: x86's shift by `$1` becomes
    /// the by-one form, `xchg` with the accumulator its short form). The default: none.
    fn process_instruction(&self, _inst: &mut MCInst) {}

    /// Whether a relocation of ELF type `r_type` against a local label names its
    /// section's symbol instead, the label's offset in the addend (x86-64 and AArch64, as
    /// LLVM's ELF writer does, except for GOT relocations); the assembler checks the
    /// symbol itself (not global, weak, thread-local or in a mergeable section with an
    /// offset). The default: never (RISC-V
    /// keeps the labels, which linker relaxation needs).
    fn relocate_with_section_symbol(&self, _r_type: u32) -> bool {
        false
    }

    /// Whether a prefix mnemonic (see [`Self::is_prefix_mnemonic`]) written before an
    /// instruction on the same line is folded into it ([`crate::mc_inst::MCInst::prefix`]),
    /// as llvm-mc folds x86's `lock` and `rep`, rather than emitted as an instruction of its
    /// own. The default: none is.
    fn folds_prefix(&self, _mnemonic: &str) -> bool {
        false
    }

    /// Where in `bytes`, the encoding of an instruction, the encoding of its folded prefix
    /// instruction `prefix` goes (x86: `lock` after the segment, operand- and address-size
    /// prefixes, `rep` after the segment prefix only). The default: first.
    fn prefix_position(&self, _prefix: u16, _bytes: &[u8]) -> usize {
        0
    }

    /// Whether `mnemonic` is a prefix that may stand before another instruction on the
    /// same line (x86's `lock`, `rep`, `data16`): it is matched as an instruction of its
    /// own and the rest of the line as the next statement. The default: none is.
    fn is_prefix_mnemonic(&self, _mnemonic: &str) -> bool {
        false
    }

    /// Whether a fixup is a `%pcrel_lo` that names the label of its `%pcrel_hi` auipc.
    /// The default: none is.
    fn is_pcrel_lo(&self, _kind: FixupKind) -> bool {
        false
    }

    /// Whether a fixup must become a relocation even when it could be resolved.
    /// The default: none must.
    fn force_relocation(&self, _kind: FixupKind, _features: FeatureSet) -> bool {
        false
    }

    /// Whether a fixup refers to a thread-local symbol (`%tprel_*`, `%tls_ie_pcrel_hi`...):
    /// the symbol it names becomes `STT_TLS` (LLVM's `fixELFSymbolsInTLSFixups`), so an
    /// undefined thread-local links against its TLS definition. The default: none.
    fn is_tls_fixup(&self, _kind: FixupKind) -> bool {
        false
    }

    /// The relocation type(s) for an unresolved fixup. Returns `(type, extra)`: most
    /// fixups need one relocation; label differences need an ADD/SUB pair.
    fn reloc_type(&self, kind: FixupKind, value: &MCValue) -> Result<u32, String>;

    /// For a label difference `a - b` written as data of `size` bytes: the ADD and
    /// SUB relocation types, when the target writes differences that way.
    /// The default: the target has no such pair.
    fn data_diff_relocs(&self, _size: u8) -> Option<(u32, u32)> {
        None
    }

    /// The fixup kind of a data directive of `size` bytes (`.word sym`).
    fn data_fixup(&self, size: u8, pcrel: bool) -> FixupKind;

    /// Whether an unresolved or out-of-range fixup of this instruction needs the
    /// instruction replaced by a longer form.
    /// The default: never.
    fn needs_relax(&self, _inst: &MCInst, _kind: FixupKind, _value: Option<i64>) -> bool {
        false
    }

    /// The longer form of a relaxable instruction (`c.beqz` -> `beq`, `beq` far ->
    /// `bne` + `jal`), or `None` when it cannot grow.
    /// The default: nothing grows.
    fn relax(
        &self,
        _inst: &MCInst,
        _ctx: &MCContext,
        _features: FeatureSet,
    ) -> Option<Vec<MCInst>> {
        None
    }

    /// Whether relaxation should consider the instruction at all.
    /// The default: none.
    fn may_relax(&self, _inst: &MCInst) -> bool {
        false
    }

    /// The DWARF register number of a register (for `.cfi_*`).
    fn dwarf_reg(&self, reg: u16) -> Option<u16>;

    /// The stack pointer, whose DWARF number starts every CIE's CFA rule. The default: the
    /// register the assembler calls `sp`.
    fn stack_pointer(&self) -> Option<u16> {
        self.parse_reg_name("sp")
    }

    /// The DWARF return address register and the code and data alignment factors.
    fn cfi_params(&self, features: FeatureSet) -> (u16, u64, i64);

    /// The CIE's initial rule beyond `CFA = sp + offset`: the offset (the bytes a call
    /// pushed; x86-64: 8) and where the return address is saved relative to the CFA, if
    /// the call saved it in memory (x86-64: at CFA-8). The default: offset 0, the return
    /// address in its register.
    fn cie_initial_state(&self) -> (i64, Option<i64>) {
        (0, None)
    }

    /// The build-attributes section: name, `sh_type` and vendor string, if the target
    /// has one (`.riscv.attributes`).
    /// The default: none.
    fn attributes_section(&self) -> Option<(&'static str, u32, &'static str)> {
        None
    }

    /// The relocation type of a 32-bit PC-relative reference from `.eh_frame`.
    fn eh_frame_pcrel32(&self) -> u32;

    /// Whether relocation sections carry addends (`SHT_RELA`, `.rela.text`: LLVM's
    /// `HasRelocationAddend`). The default: yes. A target that answers no gets `SHT_REL`
    /// sections (`.rel.text`) and writes each addend into the relocated field with
    /// [`Self::write_rel_addend`].
    fn uses_rela(&self) -> bool {
        true
    }

    /// Writes the addend of a relocation of type `r_type` into the bytes it relocates
    /// (`data`, from the relocation's offset on), for a target without RELA. The default:
    /// an error (targets with RELA never get here).
    fn write_rel_addend(&self, r_type: u32, _addend: i64, _data: &mut [u8]) -> Result<(), String> {
        Err(format!(
            "relocation type {r_type} cannot carry an addend in place"
        ))
    }

    /// Whether data is stored most significant byte first (LLVM's
    /// `MCAsmInfo::isLittleEndian`, negated): `.word`, `.fill`, `.eh_frame`, the ELF
    /// header's `EI_DATA`. The default: little endian.
    fn is_big_endian(&self) -> bool {
        false
    }

    /// Whether instruction words are stored most significant byte first. The default:
    /// the data byte order (AArch64's big-endian mode keeps little-endian instructions
    /// and would say so here).
    fn instructions_big_endian(&self) -> bool {
        self.is_big_endian()
    }

    /// Appends `count` bytes of no-op instructions: the padding of an alignment in a code
    /// section (LLVM's `MCAsmBackend::writeNopData`). Bytes that no NOP fits are zero.
    fn write_nops(&self, count: usize, features: FeatureSet, out: &mut Vec<u8>);

    /// The size in bytes of the instruction whose encoding starts with `bytes`, for the
    /// disassembler (RISC-V reads it from the low bits of the first byte). The default:
    /// every instruction is 4 bytes.
    fn instruction_size(&self, _bytes: &[u8]) -> usize {
        4
    }

    /// Decodes the instruction at the start of `bytes` with the target's own decoder
    /// (x86's variable-length one): `Some(None)` for bytes no instruction encodes,
    /// `Some(Some((inst, length)))` for one. `None`: the generated decoder tables decode
    /// (the default).
    fn decode_instruction(
        &self,
        _bytes: &[u8],
        _features: FeatureSet,
    ) -> Option<Option<(MCInst, usize)>> {
        None
    }

    /// The smallest alignment of a section that holds instructions (the instruction
    /// granule: 4, or 2 with compressed instructions). The default: 1 (any byte).
    fn min_inst_align(&self, _features: FeatureSet) -> u64 {
        1
    }

    /// The mapping symbols the object writer places at code/data transitions, if the
    /// target's ELF ABI has them. The default: none.
    fn mapping_symbols(&self) -> Option<MappingSymbols> {
        None
    }

    /// The string that starts a comment in the target's assembly (LLVM's
    /// `MCAsmInfo::CommentString`), for the printer's `encoding:` comments. The default:
    /// `#`.
    fn comment_string(&self) -> &'static str {
        "#"
    }

    /// The target's lexical syntax (comment character, `$` in identifiers). The default:
    /// GNU syntax with `#` comments.
    fn lex_syntax(&self) -> LexSyntax {
        LexSyntax::default()
    }

    /// The target's operand syntax. The default: GNU RISC-V-like operands (`imm(reg)`,
    /// `%hi(sym)`), no prefixes.
    fn operand_syntax(&self) -> OperandSyntax {
        OperandSyntax::default()
    }

    /// Parses one piece of an operand in a syntax [`OperandSyntax`] cannot describe,
    /// appending its atoms; called where each piece starts, before the generic rules, when
    /// [`OperandSyntax::custom_atoms`] is set.
    /// `None`: not handled here (nothing consumed).
    fn parse_operand_atom(
        &self,
        _parser: &mut AsmParser<'_>,
        _out: &mut dyn MCStreamer,
        _atoms: &mut Vec<ParsedAtom>,
    ) -> Option<PResult<()>> {
        None
    }

    /// Parses a directive the generic parser does not know (LLVM's
    /// `MCTargetAsmParser::ParseDirective`), with the parser positioned after its name
    /// (`directive` is lower case, with its dot). `None`: not a directive of this target.
    fn parse_directive(
        &self,
        _directive: &str,
        _parser: &mut AsmParser<'_>,
        _out: &mut dyn MCStreamer,
    ) -> Option<PResult<()>> {
        None
    }
}
