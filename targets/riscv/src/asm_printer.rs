//! The RISC-V assembly printer (LLVM's `RISCVAsmPrinter` and `AsmPrinter`): machine
//! functions and global variables as GNU assembler text.
//!
//! In: allocated, frame-finalized machine functions and the IR module (for symbols and
//! global initializers). Out: `.s` text that riscv64-linux-gnu-as and kiln-mc's assembler
//! accept: each instruction spelled from its MC asm string with ABI register names, block
//! labels `.LBB<f>_<b>`, functions with `.type`/`.size`/CFI, data in `.data`/`.rodata`/
//! `.bss` with alignment, `.size`/`.type`, linkage directives and relocated pointers.

use crate::instr_info::{abi_name, mo_flags, pseudo};
use crate::mc::tables;
use kiln_codegen::machine::{CFIInstruction, MachineFunction, MachineOperand as MO};
use kiln_codegen::target::target_opcode;
use kiln_codegen::CodegenError;
use kiln_ir::constants::{ConstData, ConstExprOp};
use kiln_ir::module::{GlobalKind, GlobalName, Linkage};
use kiln_ir::types::TypeData;
use kiln_ir::{ConstId, GlobalId, Module, TypeId};
use std::fmt::Write;

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

/// The constant pool of `mf`, before the function as llc prints it: 4-, 8- and 16-byte
/// entries in the mergeable `.rodata.cst4/8/16` sections (the linker merges equal constants
/// across objects), others in `.rodata`; each aligned, labelled, in little-endian words.
fn print_constant_pool(out: &mut String, mf: &MachineFunction, fnum: usize) {
    for (k, e) in mf.constant_pool.iter().enumerate() {
        let n = e.bytes.len();
        if matches!(n, 4 | 8 | 16) {
            let _ = writeln!(out, "\t.section\t.rodata.cst{n},\"aM\",@progbits,{n}");
        } else {
            out.push_str("\t.section\t.rodata,\"a\",@progbits\n");
        }
        let _ = writeln!(out, "\t.p2align\t{}", e.align.max(1).trailing_zeros());
        let _ = writeln!(out, "{}:", constant_pool_label(fnum, k as u32));
        let mut rest: &[u8] = &e.bytes;
        while !rest.is_empty() {
            let (dir, w) = match rest.len() {
                8.. => (".quad", 8),
                4.. => (".word", 4),
                2.. => (".half", 2),
                _ => (".byte", 1),
            };
            let mut v = [0u8; 8];
            v[..w].copy_from_slice(&rest[..w]);
            let _ = writeln!(out, "\t{dir}\t{}", u64::from_le_bytes(v));
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
fn print_jump_tables(out: &mut String, mf: &MachineFunction, fnum: usize) {
    if mf.jump_tables.is_empty() {
        return;
    }
    out.push_str("\t.section\t.rodata,\"a\",@progbits\n\t.p2align\t3\n");
    for (k, t) in mf.jump_tables.iter().enumerate() {
        let _ = writeln!(out, "{}:", jump_table_label(fnum, k as u32));
        for b in t {
            let _ = writeln!(out, "\t.quad\t{}", block_label(fnum, b.0));
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
fn fence_set(v: i64) -> String {
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

/// Prints a machine function (`fnum` numbers its block labels).
pub fn print_function(out: &mut String, m: &Module, mf: &MachineFunction, g: u32, fnum: usize) {
    let gv = m.global(GlobalId(g));
    let name = symbol_name(m, g);
    print_constant_pool(out, mf, fnum);
    out.push_str("\t.text\n");
    emit_linkage(out, gv.linkage, &name);
    out.push_str("\t.p2align\t2\n");
    let _ = writeln!(out, "\t.type\t{name},@function");
    let _ = writeln!(out, "{name}:");
    out.push_str("\t.cfi_startproc\n");
    for (k, &b) in mf.layout.iter().enumerate() {
        if k > 0 {
            let _ = writeln!(out, "{}:", block_label(fnum, b.0));
        }
        if let (true, Some(ib), GlobalKind::Function(fid)) =
            (mf.block(b).address_taken, mf.block(b).ir_block, &gv.kind)
        {
            let _ = writeln!(out, "{}:", block_address_label(fid.0, ib));
        }
        for &i in &mf.block(b).insts {
            let mi = mf.instr(i);
            let ops = mf.operands(i);
            match mi.opcode {
                target_opcode::CFI_INSTRUCTION => {
                    if let Some(MO::CFIIndex(c)) = ops.first() {
                        match mf.cfi.get(*c as usize) {
                            Some(CFIInstruction::DefCfaOffset(o)) => {
                                let _ = writeln!(out, "\t.cfi_def_cfa_offset {o}");
                            }
                            Some(CFIInstruction::DefCfa(r, o)) => {
                                let _ = writeln!(out, "\t.cfi_def_cfa {}, {o}", abi_name(*r));
                            }
                            Some(CFIInstruction::DefCfaRegister(r)) => {
                                let _ = writeln!(out, "\t.cfi_def_cfa_register {}", abi_name(*r));
                            }
                            Some(CFIInstruction::Offset(r, o)) => {
                                let _ = writeln!(out, "\t.cfi_offset {}, {o}", abi_name(*r));
                            }
                            Some(CFIInstruction::Restore(r)) => {
                                let _ = writeln!(out, "\t.cfi_restore {}", abi_name(*r));
                            }
                            Some(CFIInstruction::RememberState) => {
                                out.push_str("\t.cfi_remember_state\n");
                            }
                            Some(CFIInstruction::RestoreState) => {
                                out.push_str("\t.cfi_restore_state\n");
                            }
                            None => {}
                        }
                    }
                }
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
    }
    if let GlobalKind::Function(fid) = &gv.kind {
        for &ib in &mf.deleted_block_labels {
            let _ = writeln!(out, "{}:", block_address_label(fid.0, ib));
        }
    }
    let _ = writeln!(out, ".Lfunc_end{fnum}:");
    let _ = writeln!(out, "\t.size\t{name}, .Lfunc_end{fnum}-{name}");
    out.push_str("\t.cfi_endproc\n");
    print_jump_tables(out, mf, fnum);
    out.push('\n');
}

fn emit_linkage(out: &mut String, l: Linkage, name: &str) {
    match l {
        Linkage::Private | Linkage::Internal => {}
        Linkage::Weak
        | Linkage::WeakOdr
        | Linkage::LinkOnce
        | Linkage::LinkOnceOdr
        | Linkage::ExternWeak => {
            let _ = writeln!(out, "\t.weak\t{name}");
        }
        _ => {
            let _ = writeln!(out, "\t.globl\t{name}");
        }
    }
}

/// One piece of a global's initializer.
enum Piece {
    Bytes(Vec<u8>),
    Zero(u64),
    Sym(String, i64, u8),
    /// `a + off_a - (b + off_b)` in `size` bytes (clang's relative lookup tables).
    Diff(String, i64, String, i64, u8),
}

struct DataBuilder<'m> {
    m: &'m Module,
    pieces: Vec<Piece>,
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
    fn store_size(&self, t: TypeId) -> u64 {
        self.m.data_layout.store_size(&self.m.types, t)
    }

    /// A pointer-valued constant as symbol + offset, if it is one.
    fn address_of(&self, c: ConstId) -> Result<Option<(String, i64)>, String> {
        match self.m.consts.get(c) {
            ConstData::Global(g) => Ok(Some((symbol_name(self.m, g.0), 0))),
            ConstData::BlockAddress { .. } => match self.m.block_addresses.get(&c) {
                Some(&(f, b)) => Ok(Some((block_address_label(f.0, b.0), 0))),
                None => Err("an unresolved blockaddress".into()),
            },
            ConstData::Expr { op, ops, .. } => match op {
                ConstExprOp::Cast(_) => self.address_of(ops[0]),
                ConstExprOp::Gep { source_ty, .. } => {
                    let Some((s, base)) = self.address_of(ops[0])? else {
                        return Ok(None);
                    };
                    let off = self.gep_offset(*source_ty, &ops[1..])?;
                    Ok(Some((s, base + off)))
                }
                // `sub (ptrtoint @a, ptrtoint @b)` (clang's relative lookup tables under
                // -fPIC): the link-time constant `a-b`.
                ConstExprOp::Binary(kiln_ir::instructions::BinOp::Sub) => {
                    match (self.address_of(ops[0])?, self.address_of(ops[1])?) {
                        (Some((a, oa)), Some((b, ob))) => Ok(Some((format!("{a}-{b}"), oa - ob))),
                        _ => Err("a constant expression in a global initializer".into()),
                    }
                }
                _ => Err("a constant expression in a global initializer".into()),
            },
            _ => Ok(None),
        }
    }

    /// `trunc(sub(ptrtoint a, ptrtoint b))`-shaped constants as `(a, off_a, b, off_b)`.
    fn sym_diff(&self, c: ConstId) -> Result<Option<(String, i64, String, i64)>, String> {
        let ConstData::Expr { op, ops, .. } = self.m.consts.get(c) else {
            return Ok(None);
        };
        match op {
            ConstExprOp::Cast(_) => self.sym_diff(ops[0]),
            ConstExprOp::Binary(kiln_ir::instructions::BinOp::Sub) => {
                let (Some((a, oa)), Some((b, ob))) =
                    (self.address_of(ops[0])?, self.address_of(ops[1])?)
                else {
                    return Ok(None);
                };
                Ok(Some((a, oa, b, ob)))
            }
            _ => Ok(None),
        }
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
        let ty = self.m.consts.ty(c);
        let size = self.size(ty);
        if let Some((a, oa, b, ob)) = self.sym_diff(c)? {
            self.pieces.push(Piece::Diff(a, oa, b, ob, size as u8));
            return Ok(());
        }
        if let Some((s, off)) = self.address_of(c)? {
            self.pieces.push(Piece::Sym(s, off, size as u8));
            return Ok(());
        }
        match self.m.consts.get(c) {
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
                let b = bytes.clone();
                self.bytes(&b);
                self.zero(size - b.len() as u64);
            }
            ConstData::Array { elems, .. } | ConstData::Vector { elems, .. } => {
                let elems = elems.clone();
                let mut used = 0;
                for &e in elems.iter() {
                    self.emit(e)?;
                    used += self.size(self.m.consts.ty(e));
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
                let elems = elems.clone();
                let l = self.m.data_layout.struct_layout(&self.m.types, ty);
                let mut at = 0u64;
                for (k, &e) in elems.iter().enumerate() {
                    self.zero(l.offsets[k] - at);
                    self.emit(e)?;
                    at = l.offsets[k] + self.size(self.m.consts.ty(e));
                }
                self.zero(size.saturating_sub(at));
            }
            _ => return Err("this kind of constant in a global initializer".into()),
        }
        Ok(())
    }
}

/// Whether a data piece is an address the dynamic linker must fill in (not a difference
/// `a-b` of two symbols, which the static linker resolves; plain symbols holding `-` are
/// quoted).
fn needs_dynamic_relocation(p: &Piece) -> bool {
    matches!(p, Piece::Sym(s, ..) if s.starts_with('"') || !s.contains('-'))
}

fn print_pieces(out: &mut String, pieces: &[Piece]) {
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
                let dir = match size {
                    4 => ".word",
                    2 => ".half",
                    1 => ".byte",
                    _ => ".quad",
                };
                let _ = writeln!(out, "\t{dir}\t{}", with_offset(s.clone(), *off));
            }
            Piece::Diff(a, oa, b, ob, size) => {
                let dir = match size {
                    4 => ".word",
                    2 => ".half",
                    1 => ".byte",
                    _ => ".quad",
                };
                let off = oa - ob;
                let _ = match off {
                    0 => writeln!(out, "\t{dir}\t{a}-{b}"),
                    o if o < 0 => writeln!(out, "\t{dir}\t{a}-{b}-{}", o.unsigned_abs()),
                    o => writeln!(out, "\t{dir}\t{a}-{b}+{o}"),
                };
            }
        }
    }
}

/// `llvm.global_ctors`/`dtors`: each function pointer in `.init_array`/`.fini_array`
/// (a `.NNNNN` suffix for priorities other than the default 65535).
fn print_structors(
    out: &mut String,
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
        let _ = writeln!(out, "\t.section\t{sec},\"aw\",{kind}");
        out.push_str("\t.p2align\t3\n");
        let _ = writeln!(out, "\t.quad\t{}", with_offset(sym, off));
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
    let gv = m.global(GlobalId(g));
    let GlobalKind::Variable { constant, init, .. } = gv.kind else {
        return Ok(());
    };
    let Some(init) = init else {
        return Ok(());
    };
    let name = symbol_name(m, g);
    if name == "llvm.global_ctors" || name == "llvm.global_dtors" {
        return print_structors(out, m, init, name == "llvm.global_ctors");
    }
    if name.starts_with("llvm.") {
        return Ok(());
    }
    let mut db = DataBuilder {
        m,
        pieces: Vec::new(),
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
    let section = if let Some(s) = gv.section {
        format!("\t.section\t{},\"aw\",@progbits", m.strings.get(s))
    } else if gv.thread_local.is_some() {
        // Thread-local data: the initialization image (.tdata) or zero-filled (.tbss); the
        // assembler gives symbols in these sections the STT_TLS type.
        if all_zero {
            "\t.section\t.tbss,\"awT\",@nobits".to_string()
        } else {
            "\t.section\t.tdata,\"awT\",@progbits".to_string()
        }
    } else if constant && pic && db.pieces.iter().any(needs_dynamic_relocation) {
        "\t.section\t.data.rel.ro,\"aw\",@progbits".to_string()
    } else if constant {
        "\t.section\t.rodata".to_string()
    } else if all_zero {
        "\t.bss".to_string()
    } else {
        "\t.data".to_string()
    };
    let _ = writeln!(out, "{section}");
    emit_linkage(out, gv.linkage, &name);
    let _ = writeln!(out, "\t.p2align\t{}", align.trailing_zeros());
    let _ = writeln!(out, "\t.type\t{name},@object");
    let _ = writeln!(out, "{name}:");
    if size == 0 {
        out.push_str("\t.zero\t1\n");
    }
    print_pieces(out, &db.pieces);
    let _ = writeln!(out, "\t.size\t{name}, {}\n", size.max(1));
    Ok(())
}
