//! Value types: [`MVT`], the machine value types that registers, instructions and DAG
//! nodes carry (named and numbered as in kiln's `crates/target/td/ValueTypes.td`), and
//! [`EVT`], an `MVT` or an extended type (an integer of any width, a vector of any length)
//! that exists only before legalization.
//!
//! In: IR types (through [`EVT::from_ir_type`]) or names from `.td` files (through
//! [`MVT::from_name`]). Out: small `Copy` values with width, kind and element queries.

use kiln_ir::types::{FloatKind, TypeData, TypeTable};
use kiln_ir::{DataLayout, TypeId};

macro_rules! mvts {
    ($( $(#[$doc:meta])* $name:ident = $val:literal, $td:literal, $bits:literal, $kind:ident, $elt:ident, $n:literal; )*) => {
        /// A machine value type (LLVM's `MVT`); the discriminant is the `Value` field of the
        /// type's record in `ValueTypes.td`.
        #[allow(non_camel_case_types)]
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum MVT {
            $( $(#[$doc])* $name = $val, )*
        }

        impl MVT {
            /// Every MVT, in `ValueTypes.td` order.
            pub const ALL: &'static [MVT] = &[$(MVT::$name),*];

            /// The record name in `ValueTypes.td` (`i32`, `v4f32`, `OtherVT`).
            pub fn name(self) -> &'static str {
                match self { $(MVT::$name => $td,)* }
            }

            /// Width in bits (0 for `Other`, `Glue`; 8 for `untyped` as in the `.td`).
            #[inline]
            pub fn size_in_bits(self) -> u32 {
                const BITS: [u32; 256] = {
                    let mut t = [0u32; 256];
                    $( t[$val] = $bits; )*
                    t
                };
                BITS[self as usize]
            }

            /// The kind of each type by discriminant (a table: a `match` over every type
            /// compiled to a call on the builder's hot path).
            const KINDS: [u8; 256] = {
                let mut t = [0u8; 256];
                $( t[$val] = mvts!(@kind $kind); )*
                t
            };

            #[inline]
            fn kind(self) -> u8 {
                Self::KINDS[self as usize]
            }

            /// The element type of a vector, or the type itself for a scalar.
            pub fn scalar_type(self) -> MVT {
                match self { $(MVT::$name => MVT::$elt,)* }
            }

            /// Number of vector elements (0 for scalars); the minimum count for scalable vectors.
            pub fn vector_num_elements(self) -> u32 {
                match self { $(MVT::$name => $n,)* }
            }

            /// The MVT with the given `ValueTypes.td` `Value` number.
            pub fn from_value(v: u8) -> Option<MVT> {
                match v { $($val => Some(MVT::$name),)* _ => None }
            }
        }
    };
    (@kind none) => { 0 };
    (@kind int) => { 1 };
    (@kind fp) => { 2 };
    (@kind ivec) => { 3 };
    (@kind fvec) => { 4 };
    (@kind sivec) => { 5 };
    (@kind sfvec) => { 6 };
}

mvts! {
    /// Chains and other non-value operands (`OtherVT`).
    Other = 1, "OtherVT", 0, none, Other, 0;
    /// A glue result tying two nodes together.
    Glue = 2, "Glue", 0, none, Glue, 0;
    /// A value of no particular type (register pairs, target-specific results).
    Untyped = 3, "untyped", 8, none, Untyped, 0;
    /// 1-bit integer (booleans).
    i1 = 10, "i1", 1, int, i1, 0;
    /// 8-bit integer.
    i8 = 11, "i8", 8, int, i8, 0;
    /// 16-bit integer.
    i16 = 12, "i16", 16, int, i16, 0;
    /// 32-bit integer.
    i32 = 13, "i32", 32, int, i32, 0;
    /// 64-bit integer.
    i64 = 14, "i64", 64, int, i64, 0;
    /// 128-bit integer.
    i128 = 15, "i128", 128, int, i128, 0;
    /// IEEE half.
    f16 = 20, "f16", 16, fp, f16, 0;
    /// bfloat16.
    bf16 = 21, "bf16", 16, fp, bf16, 0;
    /// IEEE single.
    f32 = 22, "f32", 32, fp, f32, 0;
    /// IEEE double.
    f64 = 23, "f64", 64, fp, f64, 0;
    /// x87 extended.
    f80 = 24, "f80", 80, fp, f80, 0;
    /// IEEE quad.
    f128 = 25, "f128", 128, fp, f128, 0;
    /// 8 x i8.
    v8i8 = 40, "v8i8", 64, ivec, i8, 8;
    /// 4 x i16.
    v4i16 = 41, "v4i16", 64, ivec, i16, 4;
    /// 2 x i32.
    v2i32 = 42, "v2i32", 64, ivec, i32, 2;
    /// 1 x i64.
    v1i64 = 43, "v1i64", 64, ivec, i64, 1;
    /// 4 x f16.
    v4f16 = 44, "v4f16", 64, fvec, f16, 4;
    /// 2 x f32.
    v2f32 = 45, "v2f32", 64, fvec, f32, 2;
    /// 1 x f64.
    v1f64 = 46, "v1f64", 64, fvec, f64, 1;
    /// 16 x i8.
    v16i8 = 50, "v16i8", 128, ivec, i8, 16;
    /// 8 x i16.
    v8i16 = 51, "v8i16", 128, ivec, i16, 8;
    /// 4 x i32.
    v4i32 = 52, "v4i32", 128, ivec, i32, 4;
    /// 2 x i64.
    v2i64 = 53, "v2i64", 128, ivec, i64, 2;
    /// 8 x f16.
    v8f16 = 54, "v8f16", 128, fvec, f16, 8;
    /// 4 x f32.
    v4f32 = 55, "v4f32", 128, fvec, f32, 4;
    /// 2 x f64.
    v2f64 = 56, "v2f64", 128, fvec, f64, 2;
    /// 32 x i8.
    v32i8 = 60, "v32i8", 256, ivec, i8, 32;
    /// 16 x i16.
    v16i16 = 61, "v16i16", 256, ivec, i16, 16;
    /// 8 x i32.
    v8i32 = 62, "v8i32", 256, ivec, i32, 8;
    /// 4 x i64.
    v4i64 = 63, "v4i64", 256, ivec, i64, 4;
    /// 8 x f32.
    v8f32 = 64, "v8f32", 256, fvec, f32, 8;
    /// 4 x f64.
    v4f64 = 65, "v4f64", 256, fvec, f64, 4;
    /// 64 x i8.
    v64i8 = 70, "v64i8", 512, ivec, i8, 64;
    /// 32 x i16.
    v32i16 = 71, "v32i16", 512, ivec, i16, 32;
    /// 16 x i32.
    v16i32 = 72, "v16i32", 512, ivec, i32, 16;
    /// 8 x i64.
    v8i64 = 73, "v8i64", 512, ivec, i64, 8;
    /// 16 x f32.
    v16f32 = 74, "v16f32", 512, fvec, f32, 16;
    /// 8 x f64.
    v8f64 = 75, "v8f64", 512, fvec, f64, 8;
    /// vscale x 8 x i8.
    nxv8i8 = 80, "nxv8i8", 64, sivec, i8, 8;
    /// vscale x 4 x i16.
    nxv4i16 = 81, "nxv4i16", 64, sivec, i16, 4;
    /// vscale x 2 x i32.
    nxv2i32 = 82, "nxv2i32", 64, sivec, i32, 2;
    /// vscale x 1 x i64.
    nxv1i64 = 83, "nxv1i64", 64, sivec, i64, 1;
    /// vscale x 2 x f32.
    nxv2f32 = 84, "nxv2f32", 64, sfvec, f32, 2;
    /// vscale x 1 x f64.
    nxv1f64 = 85, "nxv1f64", 64, sfvec, f64, 1;
}

impl MVT {
    /// Number of distinct `Value` numbers (table size for per-MVT arrays).
    pub const NUM_VALUES: usize = 128;

    /// The MVT named `name` in `ValueTypes.td` (`i32`, `v2f64`, `OtherVT`, `Glue`, `untyped`).
    pub fn from_name(name: &str) -> Option<MVT> {
        MVT::ALL.iter().copied().find(|v| v.name() == name)
    }

    /// Whether this is a scalar or vector integer type.
    #[inline]
    pub fn is_integer(self) -> bool {
        matches!(self.kind(), 1 | 3 | 5)
    }

    /// Whether this is a scalar integer type.
    #[inline]
    pub fn is_scalar_integer(self) -> bool {
        self.kind() == 1
    }

    /// Whether this is a scalar or vector floating-point type.
    #[inline]
    pub fn is_floating_point(self) -> bool {
        matches!(self.kind(), 2 | 4 | 6)
    }

    /// Whether this is a vector type (fixed or scalable).
    #[inline]
    pub fn is_vector(self) -> bool {
        self.kind() >= 3
    }

    /// Whether this is a scalable vector type.
    #[inline]
    pub fn is_scalable_vector(self) -> bool {
        self.kind() >= 5
    }

    /// The scalar integer MVT of exactly `bits` bits.
    pub fn integer(bits: u32) -> Option<MVT> {
        Some(match bits {
            1 => MVT::i1,
            8 => MVT::i8,
            16 => MVT::i16,
            32 => MVT::i32,
            64 => MVT::i64,
            128 => MVT::i128,
            _ => return None,
        })
    }

    /// The fixed vector MVT of `n` elements of `elt`, if `ValueTypes.td` has one.
    pub fn vector(elt: MVT, n: u32) -> Option<MVT> {
        MVT::ALL.iter().copied().find(|v| {
            v.is_vector()
                && !v.is_scalable_vector()
                && v.scalar_type() == elt
                && v.vector_num_elements() == n
        })
    }
}

/// The element of an extended vector type.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ExtElt {
    /// A simple element type.
    Simple(MVT),
    /// An integer element of a width with no MVT.
    Integer(u32),
}

/// An extended value type (LLVM's `EVT`): an [`MVT`], or a type with no MVT, which type
/// legalization turns into MVTs.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EVT {
    /// A simple machine type.
    Simple(MVT),
    /// An integer of a width with no MVT (`i17`, `i256`).
    Integer(u32),
    /// A vector with no MVT (`<3 x i32>`, `<4 x i7>`).
    Vector {
        /// Element type.
        elt: ExtElt,
        /// Element count.
        n: u32,
    },
}

impl From<MVT> for EVT {
    fn from(v: MVT) -> EVT {
        EVT::Simple(v)
    }
}

impl EVT {
    /// The chain type.
    pub const OTHER: EVT = EVT::Simple(MVT::Other);
    /// The glue type.
    pub const GLUE: EVT = EVT::Simple(MVT::Glue);

    /// The integer type of `bits` bits (simple if an MVT exists).
    pub fn integer(bits: u32) -> EVT {
        match MVT::integer(bits) {
            Some(m) => EVT::Simple(m),
            None => EVT::Integer(bits),
        }
    }

    /// The vector type of `n` elements of `elt` (simple if an MVT exists).
    pub fn vector(elt: EVT, n: u32) -> EVT {
        match elt {
            EVT::Simple(m) => match MVT::vector(m, n) {
                Some(v) => EVT::Simple(v),
                None => EVT::Vector {
                    elt: ExtElt::Simple(m),
                    n,
                },
            },
            EVT::Integer(b) => EVT::Vector {
                elt: ExtElt::Integer(b),
                n,
            },
            // A vector of vectors does not exist; keep the element's scalar.
            EVT::Vector { elt, .. } => EVT::Vector { elt, n },
        }
    }

    /// The MVT, if this is simple.
    #[inline]
    pub fn simple(self) -> Option<MVT> {
        match self {
            EVT::Simple(m) => Some(m),
            _ => None,
        }
    }

    /// Whether this is an MVT.
    pub fn is_simple(self) -> bool {
        matches!(self, EVT::Simple(_))
    }

    /// Width in bits (minimum width for scalable vectors).
    #[inline]
    pub fn size_in_bits(self) -> u32 {
        match self {
            EVT::Simple(m) => m.size_in_bits(),
            EVT::Integer(b) => b,
            EVT::Vector { elt, n } => n * ExtElt::bits(elt),
        }
    }

    /// Width in bytes, rounded up.
    pub fn store_size(self) -> u32 {
        self.size_in_bits().div_ceil(8)
    }

    /// Whether this is an integer or integer vector type.
    #[inline]
    pub fn is_integer(self) -> bool {
        match self {
            EVT::Simple(m) => m.is_integer(),
            EVT::Integer(_) => true,
            EVT::Vector {
                elt: ExtElt::Integer(_),
                ..
            } => true,
            EVT::Vector {
                elt: ExtElt::Simple(m),
                ..
            } => m.is_integer(),
        }
    }

    /// Whether this is a scalar integer type.
    #[inline]
    pub fn is_scalar_integer(self) -> bool {
        self.is_integer() && !self.is_vector()
    }

    /// Whether this is a floating-point (scalar or vector) type.
    #[inline]
    pub fn is_floating_point(self) -> bool {
        match self {
            EVT::Simple(m) => m.is_floating_point(),
            EVT::Integer(_) => false,
            EVT::Vector {
                elt: ExtElt::Integer(_),
                ..
            } => false,
            EVT::Vector {
                elt: ExtElt::Simple(m),
                ..
            } => m.is_floating_point(),
        }
    }

    /// Whether this is a vector type.
    #[inline]
    pub fn is_vector(self) -> bool {
        match self {
            EVT::Simple(m) => m.is_vector(),
            EVT::Integer(_) => false,
            EVT::Vector { .. } => true,
        }
    }

    /// The element type of a vector, or the type itself.
    pub fn scalar_type(self) -> EVT {
        match self {
            EVT::Simple(m) => EVT::Simple(m.scalar_type()),
            EVT::Integer(_) => self,
            EVT::Vector {
                elt: ExtElt::Simple(m),
                ..
            } => EVT::Simple(m),
            EVT::Vector {
                elt: ExtElt::Integer(b),
                ..
            } => EVT::Integer(b),
        }
    }

    /// Element count (0 for scalars).
    pub fn vector_num_elements(self) -> u32 {
        match self {
            EVT::Simple(m) => m.vector_num_elements(),
            EVT::Integer(_) => 0,
            EVT::Vector { n, .. } => n,
        }
    }

    /// The integer type of the same width (`f32` → `i32`, `v4f32` → `v4i32`).
    pub fn change_type_to_integer(self) -> EVT {
        if self.is_vector() {
            EVT::vector(
                EVT::integer(self.scalar_type().size_in_bits()),
                self.vector_num_elements(),
            )
        } else {
            EVT::integer(self.size_in_bits())
        }
    }

    /// The type's name as LLVM prints it (`i32`, `i17`, `v3i32`, `ch` for chains, `glue`).
    pub fn name(self) -> String {
        match self {
            EVT::Simple(MVT::Other) => "ch".to_string(),
            EVT::Simple(MVT::Glue) => "glue".to_string(),
            EVT::Simple(m) => m.name().to_string(),
            EVT::Integer(b) => format!("i{b}"),
            EVT::Vector { elt, n } => match elt {
                ExtElt::Simple(m) => format!("v{n}{}", m.name()),
                ExtElt::Integer(b) => format!("v{n}i{b}"),
            },
        }
    }

    /// The value type of an IR first-class type (`ptr` as the pointer-sized integer of
    /// its address space); `None` for aggregates, `void`, labels and other non-values.
    pub fn from_ir_type(types: &TypeTable, dl: &DataLayout, ty: TypeId) -> Option<EVT> {
        Some(match types.get(ty) {
            TypeData::Int(bits) => EVT::integer(*bits),
            TypeData::Float(k) => match k {
                FloatKind::Half => MVT::f16.into(),
                FloatKind::BFloat => MVT::bf16.into(),
                FloatKind::Float => MVT::f32.into(),
                FloatKind::Double => MVT::f64.into(),
                FloatKind::X86Fp80 => MVT::f80.into(),
                FloatKind::Fp128 => MVT::f128.into(),
                FloatKind::PpcFp128 => return None,
            },
            TypeData::Ptr(as_) => EVT::integer(dl.pointer_size_bits(*as_)),
            TypeData::Vector {
                elem,
                len,
                scalable: false,
            } => EVT::vector(EVT::from_ir_type(types, dl, *elem)?, *len),
            _ => return None,
        })
    }
}

impl ExtElt {
    fn bits(self) -> u32 {
        match self {
            ExtElt::Simple(m) => m.size_in_bits(),
            ExtElt::Integer(b) => b,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_values_match_value_types_td() {
        // Parse ValueTypes.td's `def NAME : XxxVT<..., VALUE>;` lines and compare.
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../target/td/ValueTypes.td");
        let text = std::fs::read_to_string(path).expect("ValueTypes.td is in the repo");
        let mut seen = 0;
        for line in text.lines() {
            let Some(rest) = line.strip_prefix("def ") else {
                continue;
            };
            let name = rest.split_whitespace().next().unwrap();
            let args = &rest[rest.find('<').unwrap() + 1..rest.rfind('>').unwrap()];
            let value: u8 = args.rsplit(',').next().unwrap().trim().parse().unwrap();
            let mvt = MVT::from_name(name).unwrap_or_else(|| panic!("MVT for {name}"));
            assert_eq!(mvt as u8, value, "{name}");
            assert_eq!(MVT::from_value(value), Some(mvt));
            let size: u32 = args.split(',').next().unwrap().trim().parse().unwrap_or(0);
            if !args.contains(',') || args.split(',').count() == 2 {
                if let Ok(sz) = args.split(',').next().unwrap().trim().parse::<u32>() {
                    assert_eq!(mvt.size_in_bits(), sz, "{name}");
                }
            }
            let _ = size;
            seen += 1;
        }
        assert_eq!(seen, MVT::ALL.len());
    }

    #[test]
    fn scalar_integers_are_listed_narrowest_first() {
        // `TargetLoweringInfo::type_action` relies on it to find the promotion type.
        let ints: Vec<u32> = MVT::ALL
            .iter()
            .filter(|m| m.is_scalar_integer())
            .map(|m| m.size_in_bits())
            .collect();
        assert!(ints.windows(2).all(|w| w[0] < w[1]), "{ints:?}");
    }

    #[test]
    fn evt_queries() {
        assert_eq!(EVT::integer(32), EVT::Simple(MVT::i32));
        assert_eq!(EVT::integer(17), EVT::Integer(17));
        assert_eq!(EVT::integer(17).size_in_bits(), 17);
        assert_eq!(EVT::integer(17).store_size(), 3);
        let v = EVT::vector(MVT::i32.into(), 4);
        assert_eq!(v, EVT::Simple(MVT::v4i32));
        let v3 = EVT::vector(MVT::i32.into(), 3);
        assert!(!v3.is_simple() && v3.is_vector() && v3.is_integer());
        assert_eq!(v3.size_in_bits(), 96);
        assert_eq!(v3.name(), "v3i32");
        assert_eq!(
            EVT::Simple(MVT::v4f32).change_type_to_integer(),
            EVT::Simple(MVT::v4i32)
        );
        assert_eq!(MVT::v2f64.scalar_type(), MVT::f64);
        assert!(MVT::nxv1f64.is_scalable_vector() && MVT::nxv1f64.is_floating_point());
        assert!(MVT::i64.is_scalar_integer() && !MVT::v2i64.is_scalar_integer());
    }
}
