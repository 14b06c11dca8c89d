//! The RISC-V assembly printer (LLVM's `RISCVAsmPrinter` and `AsmPrinter`): machine
//! functions and global variables as GNU assembler text.
//!
//! In: allocated, frame-finalized machine functions and the IR module (for symbols and
//! global initializers). Out: `.s` text that riscv64-linux-gnu-as and kiln-mc's assembler
//! accept: each instruction spelled from its MC asm string with ABI register names, block
//! labels `.LBB<f>_<b>`, functions with `.type`/`.size`/CFI, data in `.data`/`.rodata`/
//! `.bss` with alignment, `.size`/`.type`, linkage directives and relocated pointers.
//!
//! One walk serves both outputs, as LLVM's `AsmPrinter` drives an `MCStreamer`: the walk
//! ([`emit_function`], [`emit_global`]) calls an [`AsmSink`] with sections, labels,
//! directives, data and machine instructions; [`TextSink`] spells them as `.s` text and
//! [`crate::mc_lowering::McSink`] lowers them to `MCInst`s and expressions for kiln-mc's
//! object streamer, so `-filetype=obj` makes no text.

use crate::instr_info::{abi_name, mo_flags, pseudo};
use crate::mc::tables;
use kiln_codegen::machine::{CFIInstruction, MachineFunction, MachineOperand as MO};
use kiln_codegen::target::target_opcode;
use kiln_codegen::CodegenError;
use kiln_ir::constants::{ConstData, ConstExprOp};
use kiln_ir::module::{GlobalKind, GlobalName, Linkage};
use kiln_ir::types::TypeData;
use kiln_ir::{ConstId, GlobalId, Module, TypeId};
use kiln_mc::streamer::SymbolAttr;
use std::fmt::Write;

/// The name of module global `g` as a symbol (unquoted; private globals get the `.L`
/// prefix).
pub fn raw_symbol_name(m: &Module, g: u32) -> String {
    let gv = m.global(GlobalId(g));
    let base = match &gv.name {
        GlobalName::Named(n) => n.to_string(),
        GlobalName::Numbered(n) => format!("__unnamed_{n}"),
    };
    if gv.linkage == Linkage::Private {
        format!(".L{base}")
    } else {
        base
    }
}

/// The assembler symbol of module global `g` (private globals get the `.L` prefix).
pub fn symbol_name(m: &Module, g: u32) -> String {
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
        format!(".L{base}")
    } else {
        base
    }
}

fn block_label(fnum: usize, b: u32) -> String {
    format!(".LBB{fnum}_{b}")
}

/// The label of IR block `block` of IR function `func` when a `blockaddress` names it (LLVM's
/// `.Ltmp<n>`; named by function and block so that global initializers, printed apart from
/// the function, name the same label).
pub fn block_address_label(func: u32, block: u32) -> String {
    format!(".Ltmp{func}_{block}")
}

/// The label of constant-pool entry `index` of function `fnum` (LLVM's `.LCPI<f>_<n>`).
fn constant_pool_label(fnum: usize, index: u32) -> String {
    format!(".LCPI{fnum}_{index}")
}

/// A symbol the printer defines or refers to, named as llc names it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Label {
    /// Module global `g` (a function or a variable).
    Global(u32),
    /// Machine block `b` of function `fnum` (`.LBB<f>_<b>`).
    Block(usize, u32),
    /// IR block `block` of IR function `func` when a `blockaddress` names it.
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
    pub fn text(self, m: &Module) -> String {
        match self {
            Label::Global(g) => symbol_name(m, g),
            other => other.raw(m),
        }
    }

    /// The symbol's name (unquoted).
    pub fn raw(self, m: &Module) -> String {
        match self {
            Label::Global(g) => raw_symbol_name(m, g),
            Label::Block(f, b) => block_label(f, b),
            Label::BlockAddress(f, b) => block_address_label(f, b),
            Label::ConstantPool(f, k) => constant_pool_label(f, k),
            Label::JumpTable(f, k) => jump_table_label(f, k),
            Label::FuncEnd(f) => format!(".Lfunc_end{f}"),
        }
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
        /// The type (`@progbits`, ...).
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
/// level of machine IR): [`TextSink`] prints assembly, [`crate::mc_lowering::McSink`] feeds
/// kiln-mc's object streamer.
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
    /// A `size`-byte address of `l` (jump-table entries).
    fn address(&mut self, m: &Module, l: Label, size: u8);
    /// A global initializer's pieces.
    fn data(&mut self, m: &Module, pieces: &[Piece]);
    /// `.size sym, size`.
    fn size(&mut self, m: &Module, sym: Label, size: SizeOf);
    /// `sym = value + offset`: a symbol defined as another's address (a global alias).
    fn assign(&mut self, m: &Module, sym: Label, value: SymRef, offset: i64);
    /// The end of a function or variable (an empty line in text).
    fn end_of_item(&mut self);
    /// An inline-asm instruction's expanded text (see [`crate::inline_asm::expand`]), or the
    /// reason it could not be expanded.
    fn inline_asm(&mut self, text: Result<&str, &str>);
}

/// The assembly-text [`AsmSink`]: appends GNU assembler lines to `out`.
pub struct TextSink<'a> {
    /// The text written so far.
    pub out: &'a mut String,
}

impl AsmSink for TextSink<'_> {
    fn section(&mut self, _m: &Module, s: &Section) {
        let out = &mut *self.out;
        match s {
            Section::Text => out.push_str("\t.text\n"),
            Section::Data => out.push_str("\t.data\n"),
            Section::Bss => out.push_str("\t.bss\n"),
            Section::Named(n) => {
                let _ = writeln!(out, "\t.section\t{n}");
            }
            Section::Full {
                name,
                flags,
                ty,
                entsize,
            } => {
                let _ = write!(out, "\t.section\t{name},\"{flags}\",{ty}");
                if let Some(n) = entsize {
                    let _ = write!(out, ",{n}");
                }
                out.push('\n');
            }
        }
    }

    fn symbol_attr(&mut self, m: &Module, sym: Label, attr: SymbolAttr) {
        let name = sym.text(m);
        let _ = match attr {
            SymbolAttr::Weak => writeln!(self.out, "\t.weak\t{name}"),
            SymbolAttr::Function => writeln!(self.out, "\t.type\t{name},@function"),
            SymbolAttr::Object => writeln!(self.out, "\t.type\t{name},@object"),
            _ => writeln!(self.out, "\t.globl\t{name}"),
        };
    }

    fn align(&mut self, log2: u32) {
        let _ = writeln!(self.out, "\t.p2align\t{log2}");
    }

    fn label(&mut self, m: &Module, l: Label) {
        let _ = writeln!(self.out, "{}:", l.text(m));
    }

    fn cfi_startproc(&mut self) {
        self.out.push_str("\t.cfi_startproc\n");
    }

    fn cfi_endproc(&mut self) {
        self.out.push_str("\t.cfi_endproc\n");
    }

    fn cfi(&mut self, c: &CFIInstruction) {
        let out = &mut *self.out;
        let _ = match c {
            CFIInstruction::DefCfaOffset(o) => writeln!(out, "\t.cfi_def_cfa_offset {o}"),
            CFIInstruction::DefCfa(r, o) => writeln!(out, "\t.cfi_def_cfa {}, {o}", abi_name(*r)),
            CFIInstruction::DefCfaRegister(r) => {
                writeln!(out, "\t.cfi_def_cfa_register {}", abi_name(*r))
            }
            CFIInstruction::Offset(r, o) => writeln!(out, "\t.cfi_offset {}, {o}", abi_name(*r)),
            CFIInstruction::Restore(r) => writeln!(out, "\t.cfi_restore {}", abi_name(*r)),
            CFIInstruction::RememberState => writeln!(out, "\t.cfi_remember_state"),
            CFIInstruction::RestoreState => writeln!(out, "\t.cfi_restore_state"),
        };
    }

    fn instr(&mut self, m: &Module, fnum: usize, opcode: u32, ops: &[MO]) {
        print_machine_instr(self.out, m, fnum, opcode, ops);
    }

    fn int(&mut self, value: u64, size: u8) {
        let _ = writeln!(self.out, "\t{}\t{value}", data_directive(size));
    }

    fn address(&mut self, m: &Module, l: Label, size: u8) {
        let _ = writeln!(self.out, "\t{}\t{}", data_directive(size), l.text(m));
    }

    fn data(&mut self, m: &Module, pieces: &[Piece]) {
        print_pieces(self.out, m, pieces);
    }

    fn size(&mut self, m: &Module, sym: Label, size: SizeOf) {
        let name = sym.text(m);
        let _ = match size {
            SizeOf::FuncEnd(f) => writeln!(self.out, "\t.size\t{name}, .Lfunc_end{f}-{name}"),
            SizeOf::Bytes(n) => writeln!(self.out, "\t.size\t{name}, {n}"),
        };
    }

    fn assign(&mut self, m: &Module, sym: Label, value: SymRef, offset: i64) {
        let _ = writeln!(
            self.out,
            "{} = {}",
            sym.text(m),
            with_offset(value.text(m), offset)
        );
    }

    fn end_of_item(&mut self) {
        self.out.push('\n');
    }

    fn inline_asm(&mut self, text: Result<&str, &str>) {
        self.out.push_str("\t#APP\n");
        match text {
            Ok(t) => self.out.push_str(t),
            Err(e) => {
                let _ = writeln!(self.out, "\t.error\t\"{}\"", e.escape_default());
            }
        }
        self.out.push_str("\t#NO_APP\n");
    }
}

/// The data directive of a `size`-byte value.
fn data_directive(size: u8) -> &'static str {
    match size {
        1 => ".byte",
        2 => ".half",
        4 => ".word",
        _ => ".quad",
    }
}

/// The constant pool of `mf`, before the function as llc prints it: 4-, 8- and 16-byte
/// entries in the mergeable `.rodata.cst4/8/16` sections (the linker merges equal constants
/// across objects), others in `.rodata`; each aligned, labelled, in little-endian words.
fn emit_constant_pool<S: AsmSink + ?Sized>(
    s: &mut S,
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
                    name: format!(".rodata.cst{n}"),
                    flags: "aM",
                    ty: "@progbits",
                    entsize: Some(n as u64),
                },
            );
        } else {
            s.section(m, &Section::full(".rodata", "a", "@progbits"));
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
            let mut v = [0u8; 8];
            v[..w].copy_from_slice(&rest[..w]);
            s.int(u64::from_le_bytes(v), w as u8);
            rest = &rest[w..];
        }
    }
}

/// The label of jump table `index` of function `fnum` (LLVM's `.LJTI<f>_<n>`).
fn jump_table_label(fnum: usize, index: u32) -> String {
    format!(".LJTI{fnum}_{index}")
}

/// The jump tables of `mf` in `.rodata`, after the function (as llc does): one absolute
/// `.quad` per entry, the encoding llc uses for RV64 under the medany code model without PIC
/// (`lla` forms the table address pc-relatively, entries are 8-byte block addresses).
fn emit_jump_tables<S: AsmSink + ?Sized>(s: &mut S, m: &Module, mf: &MachineFunction, fnum: usize) {
    if mf.jump_tables.is_empty() {
        return;
    }
    s.section(m, &Section::full(".rodata", "a", "@progbits"));
    s.align(3);
    for (k, t) in mf.jump_tables.iter().enumerate() {
        s.label(m, Label::JumpTable(fnum, k as u32));
        for b in t {
            s.address(m, Label::Block(fnum, b.0), 8);
        }
    }
}

fn operand_text(m: &Module, fnum: usize, o: &MO) -> String {
    match *o {
        MO::Reg { reg, .. } => abi_name(reg).to_string(),
        MO::Imm(v) => v.to_string(),
        MO::MBB(b) => block_label(fnum, b.0),
        MO::Global {
            global,
            offset,
            flags,
        } => {
            let sym = with_offset(symbol_name(m, global), offset);
            match flags {
                mo_flags::TPREL_HI => format!("%tprel_hi({sym})"),
                mo_flags::TPREL_LO => format!("%tprel_lo({sym})"),
                mo_flags::TPREL_ADD => format!("%tprel_add({sym})"),
                _ => sym,
            }
        }
        MO::Symbol { name, offset, .. } => with_offset(name.to_string(), offset),
        MO::JumpTable { index, .. } => jump_table_label(fnum, index),
        MO::ConstantPool { index, offset, .. } => {
            with_offset(constant_pool_label(fnum, index), offset as i64)
        }
        MO::BlockAddress { func, block, .. } => block_address_label(func, block),
        ref other => format!("<{other:?}>"),
    }
}

fn with_offset(s: String, off: i64) -> String {
    match off {
        0 => s,
        o if o > 0 => format!("{s}+{o}"),
        o => format!("{s}{o}"),
    }
}

/// The `iorw` letters of a fence operand.
pub(crate) fn fence_set(v: i64) -> String {
    let mut s = String::new();
    for (bit, c) in [(8, 'i'), (4, 'o'), (2, 'r'), (1, 'w')] {
        if v & bit != 0 {
            s.push(c);
        }
    }
    if s.is_empty() {
        s.push('0');
    }
    s
}

/// Prints one instruction from its MC asm string (`addi\t$rd, $rs1, $imm12`).
fn print_instr(out: &mut String, m: &Module, fnum: usize, opcode: u32, ops: &[MO]) {
    let explicit = |k: usize| ops.get(k).map(|o| operand_text(m, fnum, o));
    match opcode {
        pseudo::RET => {
            out.push_str("\tret\n");
            return;
        }
        pseudo::TRAP => {
            out.push_str("\tunimp\n");
            return;
        }
        pseudo::J => {
            let _ = writeln!(out, "\tj\t{}", explicit(0).unwrap_or_default());
            return;
        }
        pseudo::BRIND => {
            let _ = writeln!(out, "\tjr\t{}", explicit(0).unwrap_or_default());
            return;
        }
        pseudo::TAIL => {
            let _ = writeln!(out, "\ttail\t{}", explicit(0).unwrap_or_default());
            return;
        }
        pseudo::TAIL_INDIRECT => {
            out.push_str("\tjr\tt1\n");
            return;
        }
        pseudo::CALL_INDIRECT => {
            let _ = writeln!(out, "\tjalr\t{}", explicit(0).unwrap_or_default());
            return;
        }
        _ => {}
    }
    let Some(d) = tables::TABLES.instrs.get(opcode as usize) else {
        let _ = writeln!(out, "\t# unknown opcode {opcode}");
        return;
    };
    if d.name == "FENCE" {
        let set = |k: usize| match ops.get(k) {
            Some(MO::Imm(v)) => fence_set(*v),
            _ => String::new(),
        };
        let _ = writeln!(out, "\tfence\t{}, {}", set(0), set(1));
        return;
    }
    if d.name == "ADDI" && matches!(ops.get(2), Some(MO::Imm(0))) {
        let _ = writeln!(
            out,
            "\tmv\t{}, {}",
            explicit(0).unwrap_or_default(),
            explicit(1).unwrap_or_default()
        );
        return;
    }
    out.push('\t');
    let s = d.asm_string;
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'$' {
            let (name, next) = if b.get(i + 1) == Some(&b'{') {
                let end = s[i + 2..].find('}').map(|e| i + 2 + e).unwrap_or(b.len());
                (&s[i + 2..end], end + 1)
            } else {
                let mut e = i + 1;
                while e < b.len() && (b[e].is_ascii_alphanumeric() || b[e] == b'_') {
                    e += 1;
                }
                (&s[i + 1..e], e)
            };
            let name = name.split(':').next().unwrap_or(name);
            if name == "frm" {
                // The rounding mode: nothing for the dynamic mode, `, rtz` and the like.
                let k = d.operands.iter().position(|o| o.name == name);
                if let Some(MO::Imm(v)) = k.and_then(|k| ops.get(k)) {
                    out.push_str(match v {
                        0 => ", rne",
                        1 => ", rtz",
                        2 => ", rdn",
                        3 => ", rup",
                        4 => ", rmm",
                        _ => "",
                    });
                }
                i = next;
                continue;
            }
            match d.operands.iter().position(|o| o.name == name) {
                Some(k) => out.push_str(&explicit(k).unwrap_or_default()),
                None => out.push_str(name),
            }
            i = next;
        } else {
            out.push(b[i] as char);
            i += 1;
        }
    }
    out.push('\n');
}

/// Prints one machine instruction (all of its operands; implicit ones print nothing).
pub fn print_machine_instr(out: &mut String, m: &Module, fnum: usize, opcode: u32, ops: &[MO]) {
    match opcode {
        target_opcode::KILL | target_opcode::IMPLICIT_DEF => {}
        target_opcode::COPY => {
            let _ = writeln!(
                out,
                "\tmv\t{}, {}",
                operand_text(m, fnum, &ops[0]),
                operand_text(m, fnum, &ops[1])
            );
        }
        opc => {
            // Implicit register operands (call arguments, return values) print nothing.
            let explicit: Vec<MO> = ops
                .iter()
                .filter(|o| !o.is_implicit() && !matches!(o, MO::RegMask(_)))
                .copied()
                .collect();
            print_instr(out, m, fnum, opc, &explicit);
        }
    }
}

/// Prints a machine function (`fnum` numbers its block labels).
pub fn print_function(out: &mut String, m: &Module, mf: &MachineFunction, g: u32, fnum: usize) {
    emit_function(&mut TextSink { out }, m, mf, g, fnum);
}

/// Emits a machine function into `s` (`fnum` numbers its block labels): its constant pool,
/// the function with its CFI, then its jump tables.
pub fn emit_function<S: AsmSink + ?Sized>(
    s: &mut S,
    m: &Module,
    mf: &MachineFunction,
    g: u32,
    fnum: usize,
) {
    let gv = m.global(GlobalId(g));
    let name = Label::Global(g);
    emit_constant_pool(s, m, mf, fnum);
    s.section(m, &Section::Text);
    emit_linkage(s, m, gv.linkage, name);
    s.align(2);
    s.symbol_attr(m, name, SymbolAttr::Function);
    s.label(m, name);
    s.cfi_startproc();
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
                target_opcode::INLINEASM => s.inline_asm(
                    crate::inline_asm::expand(m, mf, fnum, ops)
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
    emit_jump_tables(s, m, mf, fnum);
    s.end_of_item();
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

/// A symbol, or the link-time difference of two symbols, in a global initializer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SymRef {
    /// The symbol.
    pub sym: Label,
    /// The subtracted symbol (`sub (ptrtoint @a, ptrtoint @b)`).
    pub minus: Option<Label>,
}

impl SymRef {
    fn text(self, m: &Module) -> String {
        match self.minus {
            None => self.sym.text(m),
            Some(b) => format!("{}-{}", self.sym.text(m), b.text(m)),
        }
    }
}

/// One piece of a global's initializer.
pub enum Piece {
    /// Literal bytes.
    Bytes(Vec<u8>),
    /// Zero bytes.
    Zero(u64),
    /// `sym + offset` in `size` bytes (`a - b + offset` when the symbol has a `minus`).
    Sym(SymRef, i64, u8),
}

/// A scalar of a global initializer after folding (see `DataBuilder::fold`).
#[derive(Copy, Clone, Debug)]
enum Folded {
    /// An integer (or pointer) value, its bits above the type's width zero.
    Int(u128),
    /// A link-time address: a symbol (or difference of two) plus an offset.
    Addr(SymRef, i64),
}

struct DataBuilder<'m> {
    m: &'m Module,
    pieces: Vec<Piece>,
    /// Allocation sizes of the types met so far (an initializer has few distinct types, and
    /// its arrays ask for the same element size once per element).
    sizes: Vec<(TypeId, u64)>,
    /// Field offsets of the struct types met so far.
    layouts: Vec<(TypeId, Vec<u64>)>,
}

impl DataBuilder<'_> {
    fn bytes(&mut self, b: &[u8]) {
        if let Some(Piece::Bytes(v)) = self.pieces.last_mut() {
            v.extend_from_slice(b);
        } else {
            self.pieces.push(Piece::Bytes(b.to_vec()));
        }
    }
    fn zero(&mut self, n: u64) {
        if n == 0 {
            return;
        }
        if let Some(Piece::Zero(z)) = self.pieces.last_mut() {
            *z += n;
        } else {
            self.pieces.push(Piece::Zero(n));
        }
    }
    fn size(&self, t: TypeId) -> u64 {
        self.m.data_layout.alloc_size(&self.m.types, t)
    }
    /// [`DataBuilder::size`], remembered.
    fn cached_size(&mut self, t: TypeId) -> u64 {
        if let Some(&(_, n)) = self.sizes.iter().find(|e| e.0 == t) {
            return n;
        }
        let n = self.m.data_layout.alloc_size(&self.m.types, t);
        self.sizes.push((t, n));
        n
    }
    fn store_size(&self, t: TypeId) -> u64 {
        self.m.data_layout.store_size(&self.m.types, t)
    }

    /// A pointer-valued constant as symbol + offset, if it folds to one.
    fn address_of(&self, c: ConstId) -> Result<Option<(SymRef, i64)>, String> {
        Ok(match self.fold(c)? {
            Some(Folded::Addr(s, off)) => Some((s, off)),
            _ => None,
        })
    }

    /// The width in bits of an integer or pointer type (`None` for other types).
    fn scalar_bits(&self, t: TypeId) -> Option<u32> {
        match self.m.types.get(t) {
            TypeData::Int(b) if *b <= 128 => Some(*b),
            TypeData::Ptr(a) => Some(self.m.data_layout.pointer_size_bits(*a)),
            _ => None,
        }
    }

    /// Folds a scalar constant of an initializer the way LLVM's AsmPrinter lowers constant
    /// expressions: integer arithmetic and casts at the type's width, `inttoptr`/`ptrtoint`,
    /// GEPs, and sums and differences of addresses (`@a + 8`, `@a - @b`), which the assembler
    /// and linker resolve. `None` for what is not such a scalar (aggregates, floats); an error
    /// for a scalar expression with no link-time value (`mul` of an address, say).
    fn fold(&self, c: ConstId) -> Result<Option<Folded>, String> {
        use kiln_ir::instructions::{BinOp, CastOp};
        let m = self.m;
        let ty = m.consts.ty(c);
        let mask = |v: u128, bits: u32| {
            if bits >= 128 {
                v
            } else {
                v & ((1u128 << bits) - 1)
            }
        };
        Ok(Some(match m.consts.get(c) {
            ConstData::Int { value, .. } => Folded::Int(*value as u128),
            ConstData::BigInt { words, .. } if self.scalar_bits(ty).is_some() => Folded::Int(
                words
                    .iter()
                    .take(2)
                    .rev()
                    .fold(0u128, |a, &w| a << 64 | w as u128),
            ),
            ConstData::Null(_) | ConstData::Zero(_) if self.scalar_bits(ty).is_some() => {
                Folded::Int(0)
            }
            ConstData::Global(g) => Folded::Addr(
                SymRef {
                    sym: Label::Global(g.0),
                    minus: None,
                },
                0,
            ),
            ConstData::BlockAddress { .. } => match m.block_addresses.get(&c) {
                Some(&(f, b)) => Folded::Addr(
                    SymRef {
                        sym: Label::BlockAddress(f.0, b.0),
                        minus: None,
                    },
                    0,
                ),
                None => return Err("an unresolved blockaddress".into()),
            },
            ConstData::Expr { op, ops, .. } => match op {
                ConstExprOp::Cast(cast) => {
                    let Some(v) = self.fold(ops[0])? else {
                        return Ok(None);
                    };
                    let (Some(from), Some(to)) =
                        (self.scalar_bits(m.consts.ty(ops[0])), self.scalar_bits(ty))
                    else {
                        return Ok(None);
                    };
                    match (cast, v) {
                        (CastOp::SExt, Folded::Int(x)) => {
                            let sign = from > 0 && x >> (from - 1) & 1 == 1;
                            let ext = if sign && from < 128 {
                                x | !0u128 << from
                            } else {
                                x
                            };
                            Folded::Int(mask(ext, to))
                        }
                        (
                            CastOp::Trunc
                            | CastOp::ZExt
                            | CastOp::PtrToInt
                            | CastOp::IntToPtr
                            | CastOp::BitCast
                            | CastOp::AddrSpaceCast
                            | CastOp::PtrToAddr,
                            Folded::Int(x),
                        ) => Folded::Int(mask(x, to)),
                        // An address keeps its value through pointer/integer casts; a
                        // narrower result is the low bits the data directive's size keeps.
                        (
                            CastOp::PtrToInt
                            | CastOp::IntToPtr
                            | CastOp::BitCast
                            | CastOp::AddrSpaceCast
                            | CastOp::PtrToAddr
                            | CastOp::Trunc,
                            a @ Folded::Addr(..),
                        ) if to <= from => a,
                        _ => return Err(format!("a '{}' of an address", cast.name())),
                    }
                }
                ConstExprOp::Gep { source_ty, .. } => {
                    let off = self.gep_offset(*source_ty, &ops[1..])?;
                    match self.fold(ops[0])? {
                        Some(Folded::Addr(s, base)) => Folded::Addr(s, base + off),
                        Some(Folded::Int(x)) => Folded::Int(mask(x.wrapping_add(off as u128), 64)),
                        None => return Ok(None),
                    }
                }
                ConstExprOp::Binary(op) if !op.is_fp() => {
                    let Some(bits) = self.scalar_bits(ty) else {
                        return Ok(None);
                    };
                    let (Some(a), Some(b)) = (self.fold(ops[0])?, self.fold(ops[1])?) else {
                        return Ok(None);
                    };
                    let sext = |x: u128| -> i128 {
                        if bits >= 128 {
                            x as i128
                        } else {
                            ((x << (128 - bits)) as i128) >> (128 - bits)
                        }
                    };
                    match (op, a, b) {
                        (_, Folded::Int(x), Folded::Int(y)) => {
                            let sh = || {
                                if y >= bits as u128 {
                                    Err(format!("a '{}' by {y}, at least the width", op.name()))
                                } else {
                                    Ok(y as u32)
                                }
                            };
                            let div = |y: u128| {
                                if y == 0 {
                                    Err(format!("a '{}' by zero", op.name()))
                                } else {
                                    Ok(y)
                                }
                            };
                            let r = match op {
                                BinOp::Add => x.wrapping_add(y),
                                BinOp::Sub => x.wrapping_sub(y),
                                BinOp::Mul => x.wrapping_mul(y),
                                BinOp::And => x & y,
                                BinOp::Or => x | y,
                                BinOp::Xor => x ^ y,
                                BinOp::Shl => x << sh()?,
                                BinOp::LShr => x >> sh()?,
                                BinOp::AShr => (sext(x) >> sh()?) as u128,
                                BinOp::UDiv => x / div(y)?,
                                BinOp::URem => x % div(y)?,
                                BinOp::SDiv => sext(x).wrapping_div(sext(div(y)?)) as u128,
                                BinOp::SRem => sext(x).wrapping_rem(sext(div(y)?)) as u128,
                                _ => return Ok(None),
                            };
                            Folded::Int(mask(r, bits))
                        }
                        (BinOp::Add, Folded::Addr(s, o), Folded::Int(y))
                        | (BinOp::Add, Folded::Int(y), Folded::Addr(s, o)) => {
                            Folded::Addr(s, o.wrapping_add(sext(y) as i64))
                        }
                        (BinOp::Sub, Folded::Addr(s, o), Folded::Int(y)) => {
                            Folded::Addr(s, o.wrapping_sub(sext(y) as i64))
                        }
                        // `sub (ptrtoint @a, ptrtoint @b)` (clang's relative lookup tables
                        // under -fPIC): the link-time constant `a-b`.
                        (
                            BinOp::Sub,
                            Folded::Addr(
                                SymRef {
                                    sym: a,
                                    minus: None,
                                },
                                oa,
                            ),
                            Folded::Addr(
                                SymRef {
                                    sym: b,
                                    minus: None,
                                },
                                ob,
                            ),
                        ) => Folded::Addr(
                            SymRef {
                                sym: a,
                                minus: Some(b),
                            },
                            oa - ob,
                        ),
                        _ => {
                            return Err(format!(
                                "a '{}' of an address in a global initializer",
                                op.name()
                            ))
                        }
                    }
                }
                _ => return Err("a constant expression in a global initializer".into()),
            },
            _ => return Ok(None),
        }))
    }

    fn int_of(&self, c: ConstId) -> Option<i64> {
        match self.m.consts.get(c) {
            ConstData::Int { ty, value } => {
                let TypeData::Int(bits) = self.m.types.get(*ty) else {
                    return None;
                };
                let b = (*bits).min(64);
                Some(((*value << (64 - b)) as i64) >> (64 - b))
            }
            ConstData::Zero(_) | ConstData::Null(_) => Some(0),
            _ => None,
        }
    }

    fn gep_offset(&self, source_ty: TypeId, idx: &[ConstId]) -> Result<i64, String> {
        let mut off = 0i64;
        let mut ty = source_ty;
        for (k, &i) in idx.iter().enumerate() {
            let v = self
                .int_of(i)
                .ok_or_else(|| "a non-constant index in a global initializer".to_string())?;
            if k == 0 {
                off += v * self.size(ty) as i64;
                continue;
            }
            if let Some((fields, _)) = self.m.types.struct_fields(ty) {
                let fields = fields.to_vec();
                let l = self.m.data_layout.struct_layout(&self.m.types, ty);
                off += l.offsets[v as usize] as i64;
                ty = fields[v as usize];
            } else if let TypeData::Array(_, e) | TypeData::Vector { elem: e, .. } =
                *self.m.types.get(ty)
            {
                off += v * self.size(e) as i64;
                ty = e;
            } else {
                return Err("a getelementptr into a non-aggregate".into());
            }
        }
        Ok(off)
    }

    fn emit(&mut self, c: ConstId) -> Result<(), String> {
        let m = self.m;
        let ty = m.consts.ty(c);
        let size = self.cached_size(ty);
        if matches!(
            m.consts.get(c),
            ConstData::Expr { .. } | ConstData::Global(_) | ConstData::BlockAddress { .. }
        ) {
            match self.fold(c)? {
                Some(Folded::Addr(s, off)) => self.pieces.push(Piece::Sym(s, off, size as u8)),
                Some(Folded::Int(v)) => {
                    let n = self.store_size(ty) as usize;
                    self.bytes(&v.to_le_bytes()[..n.min(16)]);
                    self.zero(size - n.min(16) as u64);
                }
                None => return Err("this kind of constant expression".into()),
            }
            return Ok(());
        }
        match m.consts.get(c) {
            ConstData::Int { value, .. } => {
                let b = value.to_le_bytes();
                let n = self.store_size(ty) as usize;
                self.bytes(&b[..n.min(8)]);
                self.zero(size - n.min(8) as u64);
            }
            ConstData::BigInt { words, .. } => {
                let mut v = Vec::new();
                for w in words.iter() {
                    v.extend_from_slice(&w.to_le_bytes());
                }
                v.resize(size as usize, 0);
                self.bytes(&v);
            }
            ConstData::Float { bits, .. } => {
                let b = bits.to_le_bytes();
                let n = self.store_size(ty) as usize;
                self.bytes(&b[..n.min(16)]);
                self.zero(size - n.min(16) as u64);
            }
            ConstData::Null(_)
            | ConstData::Zero(_)
            | ConstData::Undef(_)
            | ConstData::Poison(_) => self.zero(size),
            ConstData::CString { bytes, .. } => {
                self.bytes(bytes);
                self.zero(size - bytes.len() as u64);
            }
            ConstData::Array { elems, .. } | ConstData::Vector { elems, .. } => {
                let mut used = 0;
                for &e in elems.iter() {
                    self.emit(e)?;
                    used += self.cached_size(m.consts.ty(e));
                }
                self.zero(size - used);
            }
            // `splat (T v)`: the element repeated (clang-22 prints equal vector elements so).
            ConstData::Splat { elem, .. } => {
                let elem = *elem;
                let n = match self.m.types.get(ty) {
                    TypeData::Vector { len, .. } => *len as u64,
                    _ => return Err("a splat of a non-vector type".into()),
                };
                for _ in 0..n {
                    self.emit(elem)?;
                }
                self.zero(size - n * self.size(self.m.consts.ty(elem)));
            }
            ConstData::Struct { elems, .. } => {
                let li = match self.layouts.iter().position(|e| e.0 == ty) {
                    Some(li) => li,
                    None => {
                        let l = m.data_layout.struct_layout(&m.types, ty);
                        self.layouts.push((ty, l.offsets));
                        self.layouts.len() - 1
                    }
                };
                let mut at = 0u64;
                for (k, &e) in elems.iter().enumerate() {
                    let off = self.layouts[li].1[k];
                    self.zero(off - at);
                    self.emit(e)?;
                    at = off + self.cached_size(m.consts.ty(e));
                }
                self.zero(size.saturating_sub(at));
            }
            _ => return Err("this kind of constant in a global initializer".into()),
        }
        Ok(())
    }
}

/// Whether a data piece is an address the dynamic linker must fill in (not a difference
/// `a-b` of two symbols, which the static linker resolves).
fn needs_dynamic_relocation(p: &Piece) -> bool {
    matches!(p, Piece::Sym(SymRef { minus: None, .. }, ..))
}

fn print_pieces(out: &mut String, m: &Module, pieces: &[Piece]) {
    for p in pieces {
        match p {
            Piece::Zero(n) => {
                let _ = writeln!(out, "\t.zero\t{n}");
            }
            Piece::Bytes(b) => {
                for chunk in b.chunks(16) {
                    let s: Vec<String> = chunk.iter().map(|x| x.to_string()).collect();
                    let _ = writeln!(out, "\t.byte\t{}", s.join(","));
                }
            }
            Piece::Sym(s, off, size) => {
                let dir = data_directive(*size);
                let _ = writeln!(out, "\t{dir}\t{}", with_offset(s.text(m), *off));
            }
        }
    }
}

/// `llvm.global_ctors`/`dtors`: each function pointer in `.init_array`/`.fini_array`
/// (a `.NNNNN` suffix for priorities other than the default 65535).
fn emit_structors<S: AsmSink + ?Sized>(
    s: &mut S,
    m: &Module,
    init: ConstId,
    ctors: bool,
) -> Result<(), CodegenError> {
    let ConstData::Array { elems, .. } = m.consts.get(init) else {
        return Ok(());
    };
    let db = DataBuilder {
        m,
        pieces: Vec::new(),
        sizes: Vec::new(),
        layouts: Vec::new(),
    };
    let base = if ctors { ".init_array" } else { ".fini_array" };
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
        let kind = if ctors { "@init_array" } else { "@fini_array" };
        s.section(m, &Section::full(sec, "aw", kind));
        s.align(3);
        s.data(m, &[Piece::Sym(sym, off, 8)]);
    }
    Ok(())
}

/// What LLVM's AsmPrinter emits after the global variables: each global alias defined as its
/// aliasee's address (`b = a+8`, with the alias's own linkage), and `.weak` for every
/// `extern_weak` declaration, so that the linker resolves an absent one to zero instead of
/// failing.
pub fn emit_module_symbols<S: AsmSink + ?Sized>(s: &mut S, m: &Module) -> Result<(), CodegenError> {
    let db = DataBuilder {
        m,
        pieces: Vec::new(),
        sizes: Vec::new(),
        layouts: Vec::new(),
    };
    for (g, gv) in m.globals.iter().enumerate() {
        let g = g as u32;
        let sym = Label::Global(g);
        match gv.kind {
            GlobalKind::Alias(aliasee) => {
                let name = symbol_name(m, g);
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

/// Prints global variable `g` (nothing for declarations).
pub fn print_global(out: &mut String, m: &Module, g: u32) -> Result<(), CodegenError> {
    print_global_with(out, m, g, false)
}

/// [`print_global`] for position-independent code when `pic`: constant data holding
/// addresses goes to `.data.rel.ro` (the dynamic linker relocates it before it is
/// write-protected), as LLVM's ELF section choice does.
pub fn print_global_with(
    out: &mut String,
    m: &Module,
    g: u32,
    pic: bool,
) -> Result<(), CodegenError> {
    emit_global(&mut TextSink { out }, m, g, pic)
}

/// Emits global variable `g` into `s` (nothing for declarations); `pic` as
/// [`print_global_with`] takes it.
pub fn emit_global<S: AsmSink + ?Sized>(
    s: &mut S,
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
    let name = symbol_name(m, g);
    if name == "llvm.global_ctors" || name == "llvm.global_dtors" {
        return emit_structors(s, m, init, name == "llvm.global_ctors");
    }
    if name.starts_with("llvm.") {
        return Ok(());
    }
    let mut db = DataBuilder {
        m,
        pieces: Vec::new(),
        sizes: Vec::new(),
        layouts: Vec::new(),
    };
    db.emit(init)
        .map_err(|e| CodegenError::new(format!("global '{name}': {e} is not supported yet")))?;
    let size = db.size(gv.value_type);
    let align = gv
        .align
        .bytes()
        .unwrap_or_else(|| m.data_layout.pref_align(&m.types, gv.value_type))
        .max(1);
    let all_zero = db.pieces.iter().all(|p| matches!(p, Piece::Zero(_)));
    let section = if let Some(sec) = gv.section {
        Section::full(m.strings.get(sec), "aw", "@progbits")
    } else if gv.thread_local.is_some() {
        // Thread-local data: the initialization image (.tdata) or zero-filled (.tbss); the
        // assembler gives symbols in these sections the STT_TLS type.
        if all_zero {
            Section::full(".tbss", "awT", "@nobits")
        } else {
            Section::full(".tdata", "awT", "@progbits")
        }
    } else if constant && pic && db.pieces.iter().any(needs_dynamic_relocation) {
        Section::full(".data.rel.ro", "aw", "@progbits")
    } else if constant {
        Section::Named(".rodata".into())
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
