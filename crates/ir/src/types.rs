//! The type table: every LLVM type of a module, interned so that type equality is `TypeId`
//! equality. In: type descriptions from the parser or builder; out: `TypeId`s and queries on them.

use rustc_hash::FxHashMap;

/// An interned type; two `TypeId`s of one table are equal exactly when the types are.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(pub u32);

/// Index of a named (identified) struct type in [`TypeTable::named_structs`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StructId(pub u32);

/// The floating-point formats LLVM knows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    /// IEEE binary16.
    Half,
    /// bfloat16.
    BFloat,
    /// IEEE binary32.
    Float,
    /// IEEE binary64.
    Double,
    /// IEEE binary128.
    Fp128,
    /// x87 80-bit extended.
    X86Fp80,
    /// PowerPC double-double.
    PpcFp128,
}

impl FloatKind {
    /// The keyword LLVM uses for this type.
    pub fn name(self) -> &'static str {
        match self {
            FloatKind::Half => "half",
            FloatKind::BFloat => "bfloat",
            FloatKind::Float => "float",
            FloatKind::Double => "double",
            FloatKind::Fp128 => "fp128",
            FloatKind::X86Fp80 => "x86_fp80",
            FloatKind::PpcFp128 => "ppc_fp128",
        }
    }

    /// Width in bits of the value (80 for x86_fp80).
    pub fn bits(self) -> u32 {
        match self {
            FloatKind::Half | FloatKind::BFloat => 16,
            FloatKind::Float => 32,
            FloatKind::Double => 64,
            FloatKind::X86Fp80 => 80,
            FloatKind::Fp128 | FloatKind::PpcFp128 => 128,
        }
    }
}

/// The structure of one type. Aggregates refer to their element types by `TypeId`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeData {
    /// `void`.
    Void,
    /// `label`.
    Label,
    /// `metadata`.
    Metadata,
    /// `token`.
    Token,
    /// `x86_amx`.
    X86Amx,
    /// `iN`, 1 <= N <= 2^23.
    Int(u32),
    /// A floating-point type.
    Float(FloatKind),
    /// `ptr` / `ptr addrspace(N)`.
    Ptr(u32),
    /// `[N x T]`.
    Array(u64, TypeId),
    /// `<N x T>` or `<vscale x N x T>` (scalable when the flag is set).
    Vector {
        /// Minimum element count.
        len: u32,
        /// Element type.
        elem: TypeId,
        /// `vscale x`.
        scalable: bool,
    },
    /// A literal struct `{ T, U }` or packed `<{ T, U }>`.
    Struct {
        /// Field types.
        fields: Box<[TypeId]>,
        /// `<{ }>`.
        packed: bool,
    },
    /// A named (identified) struct; its body lives in [`TypeTable::named_structs`].
    Named(StructId),
    /// A function type `R (A, B, ...)`.
    Function {
        /// Return type.
        ret: TypeId,
        /// Parameter types.
        params: Box<[TypeId]>,
        /// Whether the type ends in `...`.
        vararg: bool,
    },
    /// `target("name", T..., N...)`.
    Target {
        /// The target type's name.
        name: Box<str>,
        /// Type parameters.
        types: Box<[TypeId]>,
        /// Integer parameters.
        ints: Box<[u32]>,
    },
}

/// The name of an identified struct: `%struct.foo` or numbered `%0`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeName {
    /// `%name`.
    Named(Box<str>),
    /// `%N`.
    Numbered(u32),
}

/// An identified struct type: a name and (unless opaque) a body.
#[derive(Clone, Debug)]
pub struct NamedStruct {
    /// The struct's name.
    pub name: TypeName,
    /// Field types; `None` for an opaque struct.
    pub body: Option<Box<[TypeId]>>,
    /// Whether the body is packed (`<{ }>`).
    pub packed: bool,
}

/// The interning table for a module's types.
#[derive(Clone, Debug)]
pub struct TypeTable {
    types: Vec<TypeData>,
    map: FxHashMap<TypeData, TypeId>,
    /// The identified structs, in order of first mention.
    pub named_structs: Vec<NamedStruct>,
    /// Identified struct lookup by name.
    pub struct_by_name: FxHashMap<TypeName, StructId>,
}

impl Default for TypeTable {
    fn default() -> Self {
        Self::new()
    }
}

impl TypeTable {
    /// A table holding the common types at fixed ids (see the `TypeTable::VOID`... constants).
    pub fn new() -> Self {
        let mut t = TypeTable {
            types: Vec::new(),
            map: FxHashMap::default(),
            named_structs: Vec::new(),
            struct_by_name: FxHashMap::default(),
        };
        for d in [
            TypeData::Void,
            TypeData::Label,
            TypeData::Metadata,
            TypeData::Token,
            TypeData::Int(1),
            TypeData::Int(8),
            TypeData::Int(16),
            TypeData::Int(32),
            TypeData::Int(64),
            TypeData::Float(FloatKind::Float),
            TypeData::Float(FloatKind::Double),
            TypeData::Ptr(0),
        ] {
            t.intern(d);
        }
        t
    }

    /// `void`.
    pub const VOID: TypeId = TypeId(0);
    /// `label`.
    pub const LABEL: TypeId = TypeId(1);
    /// `metadata`.
    pub const METADATA: TypeId = TypeId(2);
    /// `token`.
    pub const TOKEN: TypeId = TypeId(3);
    /// `i1`.
    pub const I1: TypeId = TypeId(4);
    /// `i8`.
    pub const I8: TypeId = TypeId(5);
    /// `i16`.
    pub const I16: TypeId = TypeId(6);
    /// `i32`.
    pub const I32: TypeId = TypeId(7);
    /// `i64`.
    pub const I64: TypeId = TypeId(8);
    /// `float`.
    pub const FLOAT: TypeId = TypeId(9);
    /// `double`.
    pub const DOUBLE: TypeId = TypeId(10);
    /// `ptr` (address space 0).
    pub const PTR: TypeId = TypeId(11);

    /// Returns the id of `data`, adding it if new.
    pub fn intern(&mut self, data: TypeData) -> TypeId {
        if let Some(&id) = self.map.get(&data) {
            return id;
        }
        let id = TypeId(self.types.len() as u32);
        self.types.push(data.clone());
        self.map.insert(data, id);
        id
    }

    /// The structure of a type.
    #[inline]
    pub fn get(&self, id: TypeId) -> &TypeData {
        &self.types[id.0 as usize]
    }

    /// Number of distinct types.
    pub fn len(&self) -> usize {
        self.types.len()
    }

    /// Whether the table is empty (never true: common types are preloaded).
    pub fn is_empty(&self) -> bool {
        self.types.is_empty()
    }

    /// `iN`.
    pub fn int(&mut self, bits: u32) -> TypeId {
        // The preloaded widths without hashing.
        match bits {
            1 => Self::I1,
            8 => Self::I8,
            16 => Self::I16,
            32 => Self::I32,
            64 => Self::I64,
            _ => self.intern(TypeData::Int(bits)),
        }
    }

    /// `ptr addrspace(N)`.
    pub fn ptr(&mut self, addrspace: u32) -> TypeId {
        match addrspace {
            0 => Self::PTR,
            _ => self.intern(TypeData::Ptr(addrspace)),
        }
    }

    /// A function type.
    pub fn function(&mut self, ret: TypeId, params: &[TypeId], vararg: bool) -> TypeId {
        self.intern(TypeData::Function {
            ret,
            params: params.into(),
            vararg,
        })
    }

    /// The identified struct named `name`, created opaque if it does not exist yet.
    pub fn named_struct(&mut self, name: TypeName) -> TypeId {
        if let Some(&sid) = self.struct_by_name.get(&name) {
            return self.intern(TypeData::Named(sid));
        }
        let sid = StructId(self.named_structs.len() as u32);
        self.named_structs.push(NamedStruct {
            name: name.clone(),
            body: None,
            packed: false,
        });
        self.struct_by_name.insert(name, sid);
        self.intern(TypeData::Named(sid))
    }

    /// Whether a type is `iN` (any N).
    pub fn is_int(&self, t: TypeId) -> bool {
        matches!(self.get(t), TypeData::Int(_))
    }

    /// The bit width of `iN`, or `None` for other types.
    pub fn int_bits(&self, t: TypeId) -> Option<u32> {
        match self.get(t) {
            TypeData::Int(n) => Some(*n),
            _ => None,
        }
    }

    /// Whether a type is a floating-point type.
    pub fn is_float(&self, t: TypeId) -> bool {
        matches!(self.get(t), TypeData::Float(_))
    }

    /// Whether a type is a pointer.
    pub fn is_ptr(&self, t: TypeId) -> bool {
        matches!(self.get(t), TypeData::Ptr(_))
    }

    /// Whether a type is a vector.
    pub fn is_vector(&self, t: TypeId) -> bool {
        matches!(self.get(t), TypeData::Vector { .. })
    }

    /// The element type of a vector, or the type itself for a scalar.
    pub fn scalar_type(&self, t: TypeId) -> TypeId {
        match self.get(t) {
            TypeData::Vector { elem, .. } => *elem,
            _ => t,
        }
    }

    /// Whether a type is a first-class aggregate (array or struct).
    pub fn is_aggregate(&self, t: TypeId) -> bool {
        matches!(
            self.get(t),
            TypeData::Array(..) | TypeData::Struct { .. } | TypeData::Named(_)
        )
    }

    /// The fields of a struct type (literal or identified; empty for opaque).
    pub fn struct_fields(&self, t: TypeId) -> Option<(&[TypeId], bool)> {
        match self.get(t) {
            TypeData::Struct { fields, packed } => Some((fields, *packed)),
            TypeData::Named(sid) => {
                let s = &self.named_structs[sid.0 as usize];
                Some((s.body.as_deref().unwrap_or(&[]), s.packed))
            }
            _ => None,
        }
    }

    /// The type of element `idx` of an aggregate or vector, if it has one.
    pub fn element_type(&self, t: TypeId, idx: u64) -> Option<TypeId> {
        match self.get(t) {
            TypeData::Array(n, e) => (idx < *n).then_some(*e),
            TypeData::Vector { elem, .. } => Some(*elem),
            TypeData::Struct { .. } | TypeData::Named(_) => self
                .struct_fields(t)
                .and_then(|(f, _)| f.get(idx as usize).copied()),
            _ => None,
        }
    }

    /// Whether values of this type can be produced by instructions (not void, label, metadata,
    /// function or opaque struct).
    pub fn is_first_class(&self, t: TypeId) -> bool {
        !matches!(
            self.get(t),
            TypeData::Void | TypeData::Function { .. } | TypeData::Label | TypeData::Metadata
        )
    }

    /// Whether the type has a known size (opaque structs, void, labels, functions do not).
    pub fn is_sized(&self, t: TypeId) -> bool {
        self.is_sized_depth(t, 0)
    }

    fn is_sized_depth(&self, t: TypeId, depth: u32) -> bool {
        if depth > 256 {
            return false;
        }
        match self.get(t) {
            TypeData::Int(_) | TypeData::Float(_) | TypeData::Ptr(_) | TypeData::X86Amx => true,
            TypeData::Vector { .. } => true,
            TypeData::Array(_, e) => self.is_sized_depth(*e, depth + 1),
            TypeData::Struct { fields, .. } => {
                fields.iter().all(|f| self.is_sized_depth(*f, depth + 1))
            }
            TypeData::Named(sid) => match &self.named_structs[sid.0 as usize].body {
                Some(b) => b.iter().all(|f| self.is_sized_depth(*f, depth + 1)),
                None => false,
            },
            TypeData::Target { .. } => true,
            _ => false,
        }
    }

    /// Function type parts: (return, params, vararg).
    pub fn function_parts(&self, t: TypeId) -> Option<(TypeId, &[TypeId], bool)> {
        match self.get(t) {
            TypeData::Function {
                ret,
                params,
                vararg,
            } => Some((*ret, params, *vararg)),
            _ => None,
        }
    }

    /// Writes a type the way LLVM prints it (`i32`, `ptr`, `{ i8, [4 x i16] }`, `%struct.s`).
    pub fn write(&self, t: TypeId, out: &mut String) {
        use std::fmt::Write;
        match self.get(t) {
            TypeData::Void => out.push_str("void"),
            TypeData::Label => out.push_str("label"),
            TypeData::Metadata => out.push_str("metadata"),
            TypeData::Token => out.push_str("token"),
            TypeData::X86Amx => out.push_str("x86_amx"),
            TypeData::Int(n) => {
                let _ = write!(out, "i{n}");
            }
            TypeData::Float(k) => out.push_str(k.name()),
            TypeData::Ptr(0) => out.push_str("ptr"),
            TypeData::Ptr(a) => {
                let _ = write!(out, "ptr addrspace({a})");
            }
            TypeData::Array(n, e) => {
                let _ = write!(out, "[{n} x ");
                self.write(*e, out);
                out.push(']');
            }
            TypeData::Vector {
                len,
                elem,
                scalable,
            } => {
                out.push('<');
                if *scalable {
                    out.push_str("vscale x ");
                }
                let _ = write!(out, "{len} x ");
                self.write(*elem, out);
                out.push('>');
            }
            TypeData::Struct { fields, packed } => self.write_body(fields, *packed, out),
            TypeData::Named(sid) => {
                out.push('%');
                match &self.named_structs[sid.0 as usize].name {
                    TypeName::Named(n) => crate::printer::write_ident(n, out),
                    TypeName::Numbered(n) => {
                        let _ = write!(out, "{n}");
                    }
                }
            }
            TypeData::Function {
                ret,
                params,
                vararg,
            } => {
                self.write(*ret, out);
                out.push_str(" (");
                for (i, p) in params.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write(*p, out);
                }
                if *vararg {
                    if !params.is_empty() {
                        out.push_str(", ");
                    }
                    out.push_str("...");
                }
                out.push(')');
            }
            TypeData::Target { name, types, ints } => {
                out.push_str("target(");
                crate::printer::write_quoted(name.as_bytes(), out);
                for t in types.iter() {
                    out.push_str(", ");
                    self.write(*t, out);
                }
                for i in ints.iter() {
                    let _ = write!(out, ", {i}");
                }
                out.push(')');
            }
        }
    }

    /// Writes a struct body `{ a, b }` / `<{ a, b }>` (`{}` when empty).
    pub fn write_body(&self, fields: &[TypeId], packed: bool, out: &mut String) {
        if packed {
            out.push('<');
        }
        if fields.is_empty() {
            out.push_str("{}");
        } else {
            out.push_str("{ ");
            for (i, f) in fields.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                self.write(*f, out);
            }
            out.push_str(" }");
        }
        if packed {
            out.push('>');
        }
    }

    /// A type as a `String` (for messages).
    pub fn to_string(&self, t: TypeId) -> String {
        let mut s = String::new();
        self.write(t, &mut s);
        s
    }
}

impl TypeTable {
    /// The id of `ptr addrspace(a)` if it has been interned.
    pub fn get_ptr(&self, a: u32) -> Option<TypeId> {
        self.map.get(&TypeData::Ptr(a)).copied()
    }
}
