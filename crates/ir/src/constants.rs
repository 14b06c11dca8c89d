//! Constants, interned per module (`ConstId`): integers of any width, floating-point bit
//! patterns, aggregates, strings, undef/poison/zeroinitializer, global references, block
//! addresses and constant expressions. In: constant descriptions; out: ids compared by equality.

use crate::instructions::{BinOp, CastOp, FloatPredicate, IntPredicate};
use crate::module::GlobalId;
use crate::types::TypeId;
use rustc_hash::FxHashMap;

/// An interned constant.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ConstId(pub u32);

/// A reference to a basic block by its name in the source (`%bb` or `%3`), used by
/// `blockaddress`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum BlockRef {
    /// A named block.
    Named(Box<str>),
    /// An unnamed block by number.
    Numbered(u32),
}

/// The operation of a constant expression.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstExprOp {
    /// A binary operator (`add`, `sub`, `xor`, ...), with wrap flags in [`ConstData::Expr::flags`].
    Binary(BinOp),
    /// A cast.
    Cast(CastOp),
    /// `getelementptr`, with the source element type and optional `inrange(lo, hi)`.
    Gep {
        /// Source element type.
        source_ty: TypeId,
        /// `inrange(lo, hi)`.
        inrange: Option<(i64, i64)>,
    },
    /// `icmp` (older syntax).
    ICmp(IntPredicate),
    /// `fcmp` (older syntax).
    FCmp(FloatPredicate),
    /// `select` (older syntax).
    Select,
    /// `extractelement`.
    ExtractElement,
    /// `insertelement`.
    InsertElement,
    /// `shufflevector`.
    ShuffleVector,
    /// `ptrauth (ptr, i32 key[, i64 disc[, ptr addr[, ptr deactivation]]])`.
    PtrAuth,
}

/// The structure of a constant.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstData {
    /// An integer of at most 64 bits (bits above the width are zero).
    Int {
        /// Type.
        ty: TypeId,
        /// Value, zero-extended.
        value: u64,
    },
    /// A wider integer, little-endian 64-bit words (bits above the width are zero).
    BigInt {
        /// Type.
        ty: TypeId,
        /// Words, least significant first.
        words: Box<[u64]>,
    },
    /// A floating-point constant as its bit pattern in the type's format.
    Float {
        /// Type.
        ty: TypeId,
        /// Bits (low bits used for narrow formats).
        bits: u128,
    },
    /// `null` pointer.
    Null(TypeId),
    /// `none` token.
    NoneToken,
    /// `undef`.
    Undef(TypeId),
    /// `poison`.
    Poison(TypeId),
    /// `zeroinitializer`.
    Zero(TypeId),
    /// `[ ... ]`.
    Array {
        /// Type.
        ty: TypeId,
        /// Elements.
        elems: Box<[ConstId]>,
    },
    /// `{ ... }` or `<{ ... }>`.
    Struct {
        /// Type.
        ty: TypeId,
        /// Fields.
        elems: Box<[ConstId]>,
    },
    /// `< ... >`.
    Vector {
        /// Type.
        ty: TypeId,
        /// Elements.
        elems: Box<[ConstId]>,
    },
    /// `splat (T v)`.
    Splat {
        /// Vector type.
        ty: TypeId,
        /// Element.
        elem: ConstId,
    },
    /// `c"..."`: an array of i8.
    CString {
        /// Type (`[N x i8]`).
        ty: TypeId,
        /// Bytes.
        bytes: Box<[u8]>,
    },
    /// A global value (a pointer).
    Global(GlobalId),
    /// `blockaddress(@f, %bb)`.
    BlockAddress {
        /// Pointer type of the result.
        ty: TypeId,
        /// The function.
        func: GlobalId,
        /// The block.
        block: BlockRef,
    },
    /// `dso_local_equivalent @f`.
    DsoLocalEquivalent(GlobalId),
    /// `no_cfi @f`.
    NoCfi(GlobalId),
    /// A constant expression.
    Expr {
        /// Result type.
        ty: TypeId,
        /// Operation.
        op: ConstExprOp,
        /// Flags (the instruction flag bits of [`crate::instructions::flags`]).
        flags: u8,
        /// Operands.
        ops: Box<[ConstId]>,
    },
}

/// The interning table for a module's constants.
#[derive(Clone, Debug, Default)]
pub struct ConstTable {
    data: Vec<ConstData>,
    types: Vec<TypeId>,
    map: FxHashMap<ConstData, ConstId>,
}

impl ConstTable {
    /// An empty table.
    pub fn new() -> Self {
        Self::default()
    }

    /// The id of a constant of type `ty`, adding it if new. `ty` must be the constant's type
    /// (for globals, their pointer type).
    pub fn intern(&mut self, data: ConstData, ty: TypeId) -> ConstId {
        if let Some(&c) = self.map.get(&data) {
            return c;
        }
        let id = ConstId(self.data.len() as u32);
        self.data.push(data.clone());
        self.types.push(ty);
        self.map.insert(data, id);
        id
    }

    /// The structure of a constant.
    #[inline]
    pub fn get(&self, c: ConstId) -> &ConstData {
        &self.data[c.0 as usize]
    }

    /// The type of a constant.
    #[inline]
    pub fn ty(&self, c: ConstId) -> TypeId {
        self.types[c.0 as usize]
    }

    /// Number of constants.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// The value of an integer constant of at most 64 bits, zero-extended.
    pub fn as_u64(&self, c: ConstId) -> Option<u64> {
        match self.get(c) {
            ConstData::Int { value, .. } => Some(*value),
            _ => None,
        }
    }
}
