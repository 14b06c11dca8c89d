//! The target-independent assembly printer (LLVM's `AsmPrinter` with `MCAsmInfo`): the walk
//! over machine functions and global variables that every target shares.
//!
//! In: allocated, frame-finalized machine functions, the IR module (for symbols and global
//! initializers), the target's [`TargetAsmInfo`] and [`TargetAsmPrinter`] hooks. Out: calls on
//! an [`AsmSink`]: sections, labels, symbol attributes, CFI, machine instructions and data.
//! Both sinks lower each instruction to an `MCInst` the same way ([`InstLowering`], LLVM's
//! `MCInstLower`): [`TextSink`] prints it with kiln-mc's instruction printer as GNU assembler
//! text, [`McSink`] streams it into kiln-mc's object streamer, so one walk serves `.s` and
//! `.o` output, an instruction is spelled one way in both, and `-filetype=obj` makes no text.
//!
//! The walk: each function's constant pool (mergeable `.rodata.cst<N>`), the function (linkage,
//! alignment, `.type`, label, CFI, blocks, instructions, `.size`), its jump tables; each global
//! variable in the section its kind and constness choose (`.data`, `.bss`, `.rodata`,
//! `.tdata`/`.tbss`, `.data.rel.ro` under PIC, `.init_array`/`.fini_array` for structors); then
//! aliases and `.weak` references. What only the target can say (register names, operand
//! flags such as `%tprel_hi`, inline-asm expansion, file-start directives) comes through
//! [`TargetAsmPrinter`]; how machine instructions become `MCInst`s (pseudos, the aliases they
//! print as, expression variants) through [`TargetMCInstLower`].

mod data;
mod mc_inst_lower;
mod mc_sink;
mod text_sink;

pub use data::{needs_dynamic_relocation, DataBuilder, Piece, SymRef};
pub use mc_inst_lower::{InstLowering, Lowered, LoweringTables, PseudoLowering, TargetMCInstLower};
pub use mc_sink::McSink;
pub use text_sink::{assign_text, print_pieces, TextSink};

use crate::machine::{CFIInstruction, MachineFunction, MachineOperand as MO};
use crate::target::target_opcode;
use crate::CodegenError;
use kiln_ir::constants::ConstData;
use kiln_ir::module::{GlobalKind, GlobalName, Linkage};
use kiln_ir::{ConstId, GlobalId, Module};
use kiln_mc::register_info::Register;
use kiln_mc::streamer::SymbolAttr;

/// How a jump table's entries are written (LLVM's `MachineJumpTableInfo::JTEntryKind`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum JumpTableEntryKind {
    /// Each entry is the block's absolute address, pointer-sized (`.quad .LBB0_3`).
    BlockAddress,
    /// Each entry is the 32-bit difference of the block and the table (`.word
    /// .LBB0_3-.LJTI0_0`), for position-independent tables.
    LabelDifference32,
}

/// The names of the sections the printer chooses by itself (LLVM's
/// `TargetLoweringObjectFile` section choices for ELF).
#[derive(Clone, Debug)]
pub struct SectionNames {
    /// Read-only data (`.rodata`).
    pub rodata: &'static str,
    /// Thread-local initialized data (`.tdata`).
    pub tdata: &'static str,
    /// Thread-local zero-filled data (`.tbss`).
    pub tbss: &'static str,
    /// Constant data the dynamic linker relocates (`.data.rel.ro`).
    pub data_rel_ro: &'static str,
    /// Constructors (`.init_array`).
    pub init_array: &'static str,
    /// Destructors (`.fini_array`).
    pub fini_array: &'static str,
    /// The prefix of mergeable constant sections (`.rodata.cst` + entry size).
    pub mergeable_const_prefix: &'static str,
    /// The marker section for a non-executable stack, if the format has one
    /// (`".note.GNU-stack"`, quoted as printed).
    pub note_gnu_stack: Option<&'static str>,
}

impl SectionNames {
    /// The ELF names every ELF target uses.
    pub const ELF: SectionNames = SectionNames {
        rodata: ".rodata",
        tdata: ".tdata",
        tbss: ".tbss",
        data_rel_ro: ".data.rel.ro",
        init_array: ".init_array",
        fini_array: ".fini_array",
        mergeable_const_prefix: ".rodata.cst",
        note_gnu_stack: Some("\".note.GNU-stack\""),
    };
}

/// What a target's assembly looks like (LLVM's `MCAsmInfo`): the facts the shared printer
/// reads instead of hard-coding one target's spelling.
#[derive(Clone, Debug)]
pub struct TargetAsmInfo {
    /// The comment string (`#` on RISC-V and x86-64, `//` on AArch64); inline assembly is
    /// bracketed by `<comment>APP` / `<comment>NO_APP`.
    pub comment: &'static str,
    /// The data directives of 1-, 2-, 4- and 8-byte values (`.byte`, `.half`, `.word`,
    /// `.quad` on RISC-V; `.byte`, `.short`, `.long`, `.quad` on x86-64).
    pub data_directives: [&'static str; 4],
    /// Function alignment, log2 bytes (`.p2align` before each function).
    pub function_align_log2: u32,
    /// How jump-table entries are written.
    pub jump_table_entry: JumpTableEntryKind,
    /// The prefix of assembler-local labels (`.L`).
    pub private_label_prefix: &'static str,
    /// The prefix of symbol and section types (`@` in `@function`, `@progbits`; `%` on ARM).
    pub type_prefix: &'static str,
    /// Whether `.type` and `.size` directives are written (ELF).
    pub has_dot_type_and_size: bool,
    /// Whether multi-byte data is little-endian.
    pub little_endian: bool,
    /// The section names the printer chooses.
    pub sections: SectionNames,
}

impl TargetAsmInfo {
    /// The data directive of a `size`-byte value (1, 2, 4 or 8).
    pub fn data_directive(&self, size: u8) -> &'static str {
        match size {
            1 => self.data_directives[0],
            2 => self.data_directives[1],
            4 => self.data_directives[2],
            _ => self.data_directives[3],
        }
    }
}

/// What only the target can say when printing (the virtual methods of LLVM's target
/// `AsmPrinter` and `MCInstPrinter` that the shared walk calls).
pub trait TargetAsmPrinter: Sync {
    /// The target's assembly facts.
    fn asm_info(&self) -> &TargetAsmInfo;
    /// The register's name in assembly (`a0`, `x19`, `rax`).
    fn reg_name(&self, r: Register) -> &'static str;
    /// How many machine registers there are (register numbers are below this).
    fn num_regs(&self) -> u32;
    /// A symbolic operand carrying target flags `flags`, spelled around `sym` (the symbol plus
    /// offset): RISC-V's `%tprel_hi(sym)`, AArch64's `:lo12:sym`. `sym` unchanged for flags the
    /// target does not spell.
    fn symbol_operand_text(&self, flags: u8, sym: String) -> String;
    /// How inline-asm operands print ([`crate::inline_asm::InlineAsmSyntax`]); `None` (the
    /// default): the target prints them in its own [`Self::expand_inline_asm`], or has no
    /// inline assembly.
    fn inline_asm_syntax(&self) -> Option<&'static crate::inline_asm::InlineAsmSyntax> {
        None
    }
    /// Expands an `INLINEASM` instruction's template into assembly text, or says why it
    /// cannot. The default: the core's walk with [`Self::inline_asm_syntax`], or an error
    /// when the target has none.
    fn expand_inline_asm(
        &self,
        m: &Module,
        mf: &MachineFunction,
        fnum: usize,
        ops: &[MO],
    ) -> Result<String, String> {
        let Some(syntax) = self.inline_asm_syntax() else {
            return Err(format!(
                "in function '{}': inline assembly is not supported by this code generator yet",
                mf.name
            ));
        };
        let symbol = |g| symbol_name(self.asm_info(), m, g);
        let comment = self.asm_info().comment;
        let nothing = |_: &mut String, _, _: &MO, _| Ok(false);
        crate::inline_asm::expand_inline_asm(
            mf,
            fnum,
            ops,
            comment,
            &symbol,
            Some(syntax),
            &nothing,
        )
    }
    /// The directives at the start of an assembly file (RISC-V's `.option pic`).
    fn file_start(&self, out: &mut String, pic: bool);
    /// Whether the linker may relax code (RISC-V): differences of code labels are then not
    /// known to the assembler, so the exception call-site table holds them as 4-byte words
    /// (`DW_EH_PE_udata4`, relocated) instead of ULEB128s (LLVM's `getCallSiteEncoding`).
    fn has_linker_relaxation(&self) -> bool {
        false
    }
}

/// The name of module global `g` as a symbol (unquoted; private globals get the private
/// prefix).
pub fn raw_symbol_name(ai: &TargetAsmInfo, m: &Module, g: u32) -> String {
    let gv = m.global(GlobalId(g));
    let base = match &gv.name {
        GlobalName::Named(n) => n.to_string(),
        GlobalName::Numbered(n) => format!("__unnamed_{n}"),
    };
    if gv.linkage == Linkage::Private {
        format!("{}{base}", ai.private_label_prefix)
    } else {
        base
    }
}

/// The assembler symbol of module global `g`, quoted when it is not a plain identifier
/// (private globals get the private prefix).
pub fn symbol_name(ai: &TargetAsmInfo, m: &Module, g: u32) -> String {
    let gv = m.global(GlobalId(g));
    let base = match &gv.name {
        GlobalName::Named(n) => n.to_string(),
        GlobalName::Numbered(n) => format!("__unnamed_{n}"),
    };
    let base = if base
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$')
    {
        base
    } else {
        format!("\"{}\"", base.replace('\\', "\\\\").replace('"', "\\\""))
    };
    if gv.linkage == Linkage::Private {
        format!("{}{base}", ai.private_label_prefix)
    } else {
        base
    }
}

/// A symbol the printer defines or refers to, named as llc names it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Label {
    /// Module global `g` (a function or a variable).
    Global(u32),
    /// Machine block `b` of function `fnum` (`.LBB<f>_<b>`).
    Block(usize, u32),
    /// IR block `block` of IR function `func` when a `blockaddress` names it (LLVM's
    /// `.Ltmp<n>`; named by function and block so that global initializers, printed apart
    /// from the function, name the same label).
    BlockAddress(u32, u32),
    /// Constant-pool entry `k` of function `fnum` (`.LCPI<f>_<k>`).
    ConstantPool(usize, u32),
    /// Jump table `k` of function `fnum` (`.LJTI<f>_<k>`).
    JumpTable(usize, u32),
    /// The end of function `fnum` (`.Lfunc_end<f>`).
    FuncEnd(usize),
}

impl Label {
    /// The name as assembly text spells it (quoted when unusual).
    pub fn text(self, m: &Module, ai: &TargetAsmInfo) -> String {
        match self {
            Label::Global(g) => symbol_name(ai, m, g),
            other => other.raw(m, ai),
        }
    }

    /// The symbol's name (unquoted).
    pub fn raw(self, m: &Module, ai: &TargetAsmInfo) -> String {
        let mut s = String::new();
        self.write_raw(m, ai, &mut s);
        s
    }

    /// Appends [`Label::raw`] to `out`.
    pub fn write_raw(self, m: &Module, ai: &TargetAsmInfo, out: &mut String) {
        use std::fmt::Write;
        let p = ai.private_label_prefix;
        let _ = match self {
            Label::Global(g) => {
                out.push_str(&raw_symbol_name(ai, m, g));
                Ok(())
            }
            Label::Block(f, b) => write!(out, "{p}BB{f}_{b}"),
            Label::BlockAddress(f, b) => write!(out, "{p}tmp{f}_{b}"),
            Label::ConstantPool(f, k) => write!(out, "{p}CPI{f}_{k}"),
            Label::JumpTable(f, k) => write!(out, "{p}JTI{f}_{k}"),
            Label::FuncEnd(f) => write!(out, "{p}func_end{f}"),
        };
    }
}

/// A section the printer switches to, in the form its directive takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Section {
    /// `.text`
    Text,
    /// `.data`
    Data,
    /// `.bss`
    Bss,
    /// `.section name` (type and flags implied by the name).
    Named(String),
    /// `.section name,"flags",@type[,entsize]`.
    Full {
        /// The name as printed (quoted when unusual).
        name: String,
        /// The flag letters.
        flags: &'static str,
        /// The type without its prefix (`progbits`, `nobits`, `init_array`).
        ty: &'static str,
        /// The entry size of a mergeable section.
        entsize: Option<u64>,
    },
}

impl Section {
    fn full(name: impl Into<String>, flags: &'static str, ty: &'static str) -> Section {
        Section::Full {
            name: name.into(),
            flags,
            ty,
            entsize: None,
        }
    }
}

/// The size a `.size` directive gives a symbol.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SizeOf {
    /// `.Lfunc_end<f>-sym`.
    FuncEnd(usize),
    /// A number of bytes.
    Bytes(u64),
}

/// What the printer's walk emits (LLVM's `MCStreamer` as the `AsmPrinter` drives it, at the
/// level of machine IR): [`TextSink`] prints assembly, [`McSink`] feeds kiln-mc's object
/// streamer.
pub trait AsmSink {
    /// Switches section.
    fn section(&mut self, m: &Module, s: &Section);
    /// `.globl`, `.weak`, `.type sym,@function` / `@object`.
    fn symbol_attr(&mut self, m: &Module, sym: Label, attr: SymbolAttr);
    /// `.p2align log2`.
    fn align(&mut self, log2: u32);
    /// Defines a label here.
    fn label(&mut self, m: &Module, l: Label);
    /// `.cfi_startproc`.
    fn cfi_startproc(&mut self);
    /// `.cfi_endproc`.
    fn cfi_endproc(&mut self);
    /// One CFI directive (registers are machine registers).
    fn cfi(&mut self, c: &CFIInstruction);
    /// One machine instruction of function `fnum` (all of its operands).
    fn instr(&mut self, m: &Module, fnum: usize, opcode: u32, ops: &[MO]);
    /// A `size`-byte integer (constant-pool words).
    fn int(&mut self, value: u64, size: u8);
    /// A global initializer's pieces (also jump-table entries).
    fn data(&mut self, m: &Module, pieces: &[Piece]);
    /// `.size sym, size`.
    fn size(&mut self, m: &Module, sym: Label, size: SizeOf);
    /// `sym = value + offset`: a symbol defined as another's address (a global alias).
    fn assign(&mut self, m: &Module, sym: Label, value: SymRef, offset: i64);
    /// The end of a function or variable (an empty line in text).
    fn end_of_item(&mut self);
    /// An inline-asm instruction's expanded text, or the reason it could not be expanded.
    fn inline_asm(&mut self, text: Result<&str, &str>);
    /// Assembly text the printer writes as text (the exception tables of [`crate::eh`]):
    /// printed as is, or parsed into the object streamer.
    fn asm_text(&mut self, text: &str);
}

/// The constant pool of `mf`, before the function as llc prints it: 4-, 8- and 16-byte
/// entries in the mergeable `.rodata.cst4/8/16` sections (the linker merges equal constants
/// across objects), others in `.rodata`; each aligned, labelled, in words of the target's byte
/// order.
fn emit_constant_pool<S: AsmSink + ?Sized>(
    s: &mut S,
    ai: &TargetAsmInfo,
    m: &Module,
    mf: &MachineFunction,
    fnum: usize,
) {
    for (k, e) in mf.constant_pool.iter().enumerate() {
        let n = e.bytes.len();
        if matches!(n, 4 | 8 | 16) {
            s.section(
                m,
                &Section::Full {
                    name: format!("{}{n}", ai.sections.mergeable_const_prefix),
                    flags: "aM",
                    ty: "progbits",
                    entsize: Some(n as u64),
                },
            );
        } else {
            s.section(m, &Section::full(ai.sections.rodata, "a", "progbits"));
        }
        s.align(e.align.max(1).trailing_zeros());
        s.label(m, Label::ConstantPool(fnum, k as u32));
        let mut rest: &[u8] = &e.bytes;
        while !rest.is_empty() {
            let w = match rest.len() {
                8.. => 8,
                4.. => 4,
                2.. => 2,
                _ => 1,
            };
            // The pool's bytes are in memory order; the word that stores them.
            let mut v = [0u8; 8];
            v[..w].copy_from_slice(&rest[..w]);
            let word = if ai.little_endian {
                u64::from_le_bytes(v)
            } else {
                u64::from_be_bytes(v) >> (64 - 8 * w as u32)
            };
            s.int(word, w as u8);
            rest = &rest[w..];
        }
    }
}

/// The jump tables of `mf` in `.rodata`, after the function (as llc does), their entries as
/// [`TargetAsmInfo::jump_table_entry`] says.
fn emit_jump_tables<S: AsmSink + ?Sized>(
    s: &mut S,
    ai: &TargetAsmInfo,
    m: &Module,
    mf: &MachineFunction,
    fnum: usize,
) {
    if mf.jump_tables.is_empty() {
        return;
    }
    let ptr = (m.data_layout.pointer_size_bits(0) / 8) as u8;
    let entry = match ai.jump_table_entry {
        JumpTableEntryKind::BlockAddress => ptr,
        JumpTableEntryKind::LabelDifference32 => 4,
    };
    s.section(m, &Section::full(ai.sections.rodata, "a", "progbits"));
    s.align(entry.trailing_zeros());
    for (k, t) in mf.jump_tables.iter().enumerate() {
        let table = Label::JumpTable(fnum, k as u32);
        s.label(m, table);
        for b in t {
            let minus = match ai.jump_table_entry {
                JumpTableEntryKind::BlockAddress => None,
                JumpTableEntryKind::LabelDifference32 => Some(table),
            };
            let sym = SymRef {
                sym: Label::Block(fnum, b.0),
                minus,
            };
            s.data(m, &[Piece::Sym(sym, 0, entry)]);
        }
    }
}

/// Emits a machine function into `s` (`fnum` numbers its block labels): its constant pool,
/// the function with its CFI, then its jump tables.
pub fn emit_function<S: AsmSink + ?Sized>(
    s: &mut S,
    t: &dyn TargetAsmPrinter,
    m: &Module,
    mf: &MachineFunction,
    g: u32,
    fnum: usize,
) {
    let ai = t.asm_info();
    let gv = m.global(GlobalId(g));
    let name = Label::Global(g);
    emit_constant_pool(s, ai, m, mf, fnum);
    s.section(m, &Section::Text);
    emit_linkage(s, m, gv.linkage, name);
    s.align(ai.function_align_log2);
    s.symbol_attr(m, name, SymbolAttr::Function);
    s.label(m, name);
    let eh = mf.eh.as_deref().filter(|e| !e.pads.is_empty());
    if eh.is_some() {
        s.asm_text(&format!("{}func_begin{fnum}:\n", ai.private_label_prefix));
    }
    s.cfi_startproc();
    if let Some(eh) = eh {
        s.asm_text(&crate::eh::cfi_text(ai, m, eh, fnum));
    }
    for (k, &b) in mf.layout.iter().enumerate() {
        if k > 0 {
            s.label(m, Label::Block(fnum, b.0));
        }
        if let (true, Some(ib), GlobalKind::Function(fid)) =
            (mf.block(b).address_taken, mf.block(b).ir_block, &gv.kind)
        {
            s.label(m, Label::BlockAddress(fid.0, ib));
        }
        for &i in &mf.block(b).insts {
            let mi = mf.instr(i);
            let ops = mf.operands(i);
            match mi.opcode {
                target_opcode::CFI_INSTRUCTION => {
                    if let Some(MO::CFIIndex(c)) = ops.first() {
                        if let Some(c) = mf.cfi.get(*c as usize) {
                            s.cfi(c);
                        }
                    }
                }
                target_opcode::KILL | target_opcode::IMPLICIT_DEF => {}
                target_opcode::EH_LABEL => {
                    if let Some(MO::Imm(k)) = ops.first() {
                        s.asm_text(&format!("{}:\n", crate::eh::eh_label(fnum, *k as u32)));
                    }
                }
                // An empty template (a compiler barrier such as Rust's `black_box`) prints
                // nothing whatever its operands, on every target.
                target_opcode::INLINEASM if empty_inline_asm(mf, ops) => s.inline_asm(Ok("")),
                target_opcode::INLINEASM => s.inline_asm(
                    t.expand_inline_asm(m, mf, fnum, ops)
                        .as_deref()
                        .map_err(|e| &**e),
                ),
                opc => s.instr(m, fnum, opc, ops),
            }
        }
    }
    if let GlobalKind::Function(fid) = &gv.kind {
        for &ib in &mf.deleted_block_labels {
            s.label(m, Label::BlockAddress(fid.0, ib));
        }
    }
    s.label(m, Label::FuncEnd(fnum));
    s.size(m, name, SizeOf::FuncEnd(fnum));
    s.cfi_endproc();
    if let Some(eh) = eh {
        let udata4 = t.has_linker_relaxation();
        s.asm_text(&crate::eh::lsda_text(ai, m, mf, eh, fnum, udata4));
    }
    emit_jump_tables(s, ai, m, mf, fnum);
    s.end_of_item();
}

/// Whether `INLINEASM` operands `ops` name a template with nothing but white space.
fn empty_inline_asm(mf: &MachineFunction, ops: &[MO]) -> bool {
    match ops.first() {
        Some(MO::Imm(k)) => mf
            .inline_asm
            .get(*k as usize)
            .is_some_and(|t| t.trim().is_empty()),
        _ => false,
    }
}

fn emit_linkage<S: AsmSink + ?Sized>(s: &mut S, m: &Module, l: Linkage, name: Label) {
    match l {
        Linkage::Private | Linkage::Internal => {}
        Linkage::Weak
        | Linkage::WeakOdr
        | Linkage::LinkOnce
        | Linkage::LinkOnceOdr
        | Linkage::ExternWeak => s.symbol_attr(m, name, SymbolAttr::Weak),
        _ => s.symbol_attr(m, name, SymbolAttr::Global),
    }
}

/// `llvm.global_ctors`/`dtors`: each function pointer in `.init_array`/`.fini_array`
/// (a `.NNNNN` suffix for priorities other than the default 65535).
fn emit_structors<S: AsmSink + ?Sized>(
    s: &mut S,
    ai: &TargetAsmInfo,
    m: &Module,
    init: ConstId,
    ctors: bool,
) -> Result<(), CodegenError> {
    let ConstData::Array { elems, .. } = m.consts.get(init) else {
        return Ok(());
    };
    let db = DataBuilder::new(m, ai.little_endian);
    let ptr = (m.data_layout.pointer_size_bits(0) / 8) as u8;
    let base = if ctors {
        ai.sections.init_array
    } else {
        ai.sections.fini_array
    };
    for &e in elems.iter() {
        let ConstData::Struct { elems: f, .. } = m.consts.get(e) else {
            continue;
        };
        let prio = f.first().and_then(|&p| db.int_of(p)).unwrap_or(65535);
        let Some(Ok(Some((sym, off)))) = f.get(1).map(|&c| db.address_of(c)) else {
            continue;
        };
        let sec = if prio == 65535 {
            base.to_string()
        } else {
            format!("{base}.{prio:05}")
        };
        let kind = if ctors { "init_array" } else { "fini_array" };
        s.section(m, &Section::full(sec, "aw", kind));
        s.align(ptr.trailing_zeros());
        s.data(m, &[Piece::Sym(sym, off, ptr)]);
    }
    Ok(())
}

/// What LLVM's AsmPrinter emits after the global variables: each global alias defined as its
/// aliasee's address (`b = a+8`, with the alias's own linkage), and `.weak` for every
/// `extern_weak` declaration, so that the linker resolves an absent one to zero instead of
/// failing.
pub fn emit_module_symbols<S: AsmSink + ?Sized>(
    s: &mut S,
    ai: &TargetAsmInfo,
    m: &Module,
) -> Result<(), CodegenError> {
    let db = DataBuilder::new(m, ai.little_endian);
    for (g, gv) in m.globals.iter().enumerate() {
        let g = g as u32;
        let sym = Label::Global(g);
        match gv.kind {
            GlobalKind::Alias(aliasee) => {
                let name = symbol_name(ai, m, g);
                let Some((target, off)) = db.address_of(aliasee).map_err(|e| {
                    CodegenError::new(format!("alias '{name}': {e} is not supported yet"))
                })?
                else {
                    return Err(CodegenError::new(format!(
                        "alias '{name}': an aliasee that is not an address is not supported yet"
                    )));
                };
                emit_linkage(s, m, gv.linkage, sym);
                s.assign(m, sym, target, off);
            }
            _ if gv.linkage == Linkage::ExternWeak => s.symbol_attr(m, sym, SymbolAttr::Weak),
            _ => {}
        }
    }
    Ok(())
}

/// Emits global variable `g` into `s` (nothing for declarations). Under position-independent
/// code (`pic`), constant data holding addresses goes to `.data.rel.ro` (the dynamic linker
/// relocates it before it is write-protected), as LLVM's ELF section choice does.
pub fn emit_global<S: AsmSink + ?Sized>(
    s: &mut S,
    ai: &TargetAsmInfo,
    m: &Module,
    g: u32,
    pic: bool,
) -> Result<(), CodegenError> {
    let gv = m.global(GlobalId(g));
    let GlobalKind::Variable { constant, init, .. } = gv.kind else {
        return Ok(());
    };
    let Some(init) = init else {
        return Ok(());
    };
    let name = symbol_name(ai, m, g);
    if name == "llvm.global_ctors" || name == "llvm.global_dtors" {
        return emit_structors(s, ai, m, init, name == "llvm.global_ctors");
    }
    if name.starts_with("llvm.") {
        return Ok(());
    }
    let mut db = DataBuilder::new(m, ai.little_endian);
    db.emit(init)
        .map_err(|e| CodegenError::new(format!("global '{name}': {e} is not supported yet")))?;
    let size = db.size(gv.value_type);
    let align = gv
        .align
        .bytes()
        .unwrap_or_else(|| m.data_layout.pref_align(&m.types, gv.value_type))
        .max(1);
    let all_zero = db.pieces.iter().all(|p| matches!(p, Piece::Zero(_)));
    let sn = &ai.sections;
    let section = if let Some(sec) = gv.section {
        Section::full(m.strings.get(sec), "aw", "progbits")
    } else if gv.thread_local.is_some() {
        // Thread-local data: the initialization image (.tdata) or zero-filled (.tbss); the
        // assembler gives symbols in these sections the STT_TLS type.
        if all_zero {
            Section::full(sn.tbss, "awT", "nobits")
        } else {
            Section::full(sn.tdata, "awT", "progbits")
        }
    } else if constant && pic && db.pieces.iter().any(needs_dynamic_relocation) {
        Section::full(sn.data_rel_ro, "aw", "progbits")
    } else if constant {
        Section::Named(sn.rodata.into())
    } else if all_zero {
        Section::Bss
    } else {
        Section::Data
    };
    let sym = Label::Global(g);
    s.section(m, &section);
    emit_linkage(s, m, gv.linkage, sym);
    s.align(align.trailing_zeros());
    s.symbol_attr(m, sym, SymbolAttr::Object);
    s.label(m, sym);
    if size == 0 {
        s.data(m, &[Piece::Zero(1)]);
    }
    s.data(m, &db.pieces);
    s.size(m, sym, SizeOf::Bytes(size.max(1)));
    s.end_of_item();
    Ok(())
}

/// What follows the functions: the global variables, aliases and weak references, then the
/// non-executable-stack marker.
pub fn emit_module_tail<S: AsmSink + ?Sized>(
    s: &mut S,
    ai: &TargetAsmInfo,
    m: &Module,
    pic: bool,
) -> Result<(), CodegenError> {
    for g in 0..m.globals.len() as u32 {
        emit_global(s, ai, m, g, pic)?;
    }
    emit_module_symbols(s, ai, m)?;
    let eh = crate::eh::module_tail_text(ai, m);
    if !eh.is_empty() {
        s.asm_text(&eh);
    }
    if let Some(note) = ai.sections.note_gnu_stack {
        s.section(m, &Section::full(note, "", "progbits"));
    }
    Ok(())
}

/// `s + off` as assembly text (`sym+8`, `sym-8`).
pub fn with_offset(s: String, off: i64) -> String {
    match off {
        0 => s,
        o if o > 0 => format!("{s}+{o}"),
        o => format!("{s}{o}"),
    }
}

/// The text of a machine operand as an instruction operand: a register's name, an
/// immediate, or a symbol (block, global with its target flags, external symbol, jump table,
/// constant pool, block address) with its offset.
pub fn operand_text(t: &dyn TargetAsmPrinter, m: &Module, fnum: usize, o: &MO) -> String {
    let ai = t.asm_info();
    match *o {
        MO::Reg { reg, .. } => t.reg_name(reg).to_string(),
        MO::Imm(v) => v.to_string(),
        MO::MBB(b) => Label::Block(fnum, b.0).raw(m, ai),
        MO::Global {
            global,
            offset,
            flags,
        } => t.symbol_operand_text(flags, with_offset(symbol_name(ai, m, global), offset)),
        MO::Symbol { name, offset, .. } => with_offset(name.to_string(), offset),
        MO::JumpTable { index, .. } => Label::JumpTable(fnum, index).raw(m, ai),
        MO::ConstantPool { index, offset, .. } => {
            with_offset(Label::ConstantPool(fnum, index).raw(m, ai), offset as i64)
        }
        MO::BlockAddress { func, block, .. } => Label::BlockAddress(func, block).raw(m, ai),
        ref other => format!("<{other:?}>"),
    }
}

#[cfg(test)]
mod tests;
