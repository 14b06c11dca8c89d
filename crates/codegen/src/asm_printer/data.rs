//! Global-variable initializers as data (the part of LLVM's `AsmPrinter::emitGlobalConstant`
//! that walks a constant): the bytes, zero runs and relocated addresses of an initializer.
//!
//! In: an IR constant and the module's data layout. Out: [`Piece`]s (literal bytes in the
//! target's byte order, zero runs, and `sym + offset` / `a - b + offset` addresses of a given
//! size) that a sink prints as `.byte`/`.zero`/`.quad` or streams into an object. Scalar
//! constant expressions are folded as LLVM folds them for data: integer arithmetic and casts at
//! the type's width, `getelementptr` offsets, and sums and differences of addresses, which the
//! assembler and linker resolve.

use super::{Label, TargetAsmInfo};
use kiln_ir::constants::{ConstData, ConstExprOp};
use kiln_ir::types::TypeData;
use kiln_ir::{ConstId, Module, TypeId};

/// A symbol, or the link-time difference of two symbols, in a global initializer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SymRef {
    /// The symbol.
    pub sym: Label,
    /// The subtracted symbol (`sub (ptrtoint @a, ptrtoint @b)`).
    pub minus: Option<Label>,
}

impl SymRef {
    /// The reference as assembly text spells it (`a` or `a-b`).
    pub fn text(self, m: &Module, ai: &TargetAsmInfo) -> String {
        match self.minus {
            None => self.sym.text(m, ai),
            Some(b) => format!("{}-{}", self.sym.text(m, ai), b.text(m, ai)),
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

/// Builds the [`Piece`]s of initializers (one builder can serve several: it remembers type
/// sizes and struct layouts).
pub struct DataBuilder<'m> {
    m: &'m Module,
    /// Whether scalars are stored least significant byte first.
    little_endian: bool,
    /// The pieces built so far.
    pub pieces: Vec<Piece>,
    /// Allocation sizes of the types met so far (an initializer has few distinct types, and
    /// its arrays ask for the same element size once per element).
    sizes: Vec<(TypeId, u64)>,
    /// Field offsets of the struct types met so far.
    layouts: Vec<(TypeId, Vec<u64>)>,
}

impl<'m> DataBuilder<'m> {
    /// A builder for initializers of `m`, storing scalars little-endian when `little_endian`.
    pub fn new(m: &'m Module, little_endian: bool) -> Self {
        DataBuilder {
            m,
            little_endian,
            pieces: Vec::new(),
            sizes: Vec::new(),
            layouts: Vec::new(),
        }
    }

    /// The low `n` bytes of `v` in the target's byte order (at most 16).
    fn scalar(&mut self, v: u128, n: usize) {
        let n = n.min(16);
        if self.little_endian {
            self.bytes(&v.to_le_bytes()[..n]);
        } else {
            self.bytes(&v.to_be_bytes()[16 - n..]);
        }
    }

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
    /// The allocation size of `t`.
    pub fn size(&self, t: TypeId) -> u64 {
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
    pub fn address_of(&self, c: ConstId) -> Result<Option<(SymRef, i64)>, String> {
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

    /// The value of an integer constant, sign-extended from its width (null and zero are 0).
    pub fn int_of(&self, c: ConstId) -> Option<i64> {
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

    /// Appends the bytes and relocated pieces of initializer `c`.
    pub fn emit(&mut self, c: ConstId) -> Result<(), String> {
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
                    self.scalar(v, n);
                    self.zero(size - n.min(16) as u64);
                }
                None => return Err("this kind of constant expression".into()),
            }
            return Ok(());
        }
        match m.consts.get(c) {
            ConstData::Int { value, .. } => {
                let n = self.store_size(ty) as usize;
                self.scalar(*value as u128, n.min(8));
                self.zero(size - n.min(8) as u64);
            }
            ConstData::BigInt { words, .. } => {
                let mut v = Vec::new();
                for w in words.iter() {
                    v.extend_from_slice(&w.to_le_bytes());
                }
                if self.little_endian {
                    v.resize(size as usize, 0);
                } else {
                    // The value's store size, most significant byte first, then padding.
                    let n = self.store_size(ty) as usize;
                    v.resize(n, 0);
                    v.reverse();
                    v.resize(size as usize, 0);
                }
                self.bytes(&v);
            }
            ConstData::Float { bits, .. } => {
                let n = self.store_size(ty) as usize;
                self.scalar(*bits, n);
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
pub fn needs_dynamic_relocation(p: &Piece) -> bool {
    matches!(p, Piece::Sym(SymRef { minus: None, .. }, ..))
}
