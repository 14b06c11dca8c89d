//===- ValueTypes.td - machine value types ----------------------*- tablegen -*-===//
//
// The machine value types (LLVM's MVT) that register classes, operands and
// patterns name. `Size` is the width in bits (0 for types without a fixed width),
// `Value` kiln's own number for the type, which the backends use as the index of
// the type in generated tables.
//
//===----------------------------------------------------------------------===//

/// A machine value type.
class ValueType<int size, int value> {
  string Namespace = "MVT";
  int Size = size;
  int Value = value;
  /// Number of vector elements (0 for scalars).
  int NElem = 0;
  /// The element type of a vector (unset for scalars).
  ValueType ElementType = ?;
  bit isInteger = false;
  bit isFP = false;
  bit isVector = false;
  bit isScalable = false;
}

/// A scalar integer type.
class IntVT<int size, int value> : ValueType<size, value> { let isInteger = true; }
/// A scalar floating-point type.
class FPVT<int size, int value> : ValueType<size, value> { let isFP = true; }
/// A fixed-length vector of `n` elements of type `elt`.
class VecVT<ValueType elt, int n, int value> : ValueType<!mul(elt.Size, n), value> {
  let NElem = n;
  let ElementType = elt;
  let isVector = true;
  let isInteger = elt.isInteger;
  let isFP = elt.isFP;
}
/// A scalable vector (RISC-V V): `n` elements times vscale.
class ScalableVecVT<ValueType elt, int n, int value> : VecVT<elt, n, value> {
  let isScalable = true;
}

/// The chain and other non-value operands of DAG nodes (LLVM's MVT::Other).
def OtherVT : ValueType<0, 1>;
/// A glue result tying two nodes together.
def Glue    : ValueType<0, 2>;
/// A value with no particular type (register tuples, machine operands).
def untyped : ValueType<8, 3>;

def i1    : IntVT<1, 10>;
def i8    : IntVT<8, 11>;
def i16   : IntVT<16, 12>;
def i32   : IntVT<32, 13>;
def i64   : IntVT<64, 14>;
def i128  : IntVT<128, 15>;

def f16   : FPVT<16, 20>;
def bf16  : FPVT<16, 21>;
def f32   : FPVT<32, 22>;
def f64   : FPVT<64, 23>;
def f80   : FPVT<80, 24>;
def f128  : FPVT<128, 25>;

// 64-bit vectors.
def v8i8   : VecVT<i8, 8, 40>;
def v4i16  : VecVT<i16, 4, 41>;
def v2i32  : VecVT<i32, 2, 42>;
def v1i64  : VecVT<i64, 1, 43>;
def v4f16  : VecVT<f16, 4, 44>;
def v2f32  : VecVT<f32, 2, 45>;
def v1f64  : VecVT<f64, 1, 46>;
// 128-bit vectors.
def v16i8  : VecVT<i8, 16, 50>;
def v8i16  : VecVT<i16, 8, 51>;
def v4i32  : VecVT<i32, 4, 52>;
def v2i64  : VecVT<i64, 2, 53>;
def v8f16  : VecVT<f16, 8, 54>;
def v4f32  : VecVT<f32, 4, 55>;
def v2f64  : VecVT<f64, 2, 56>;
// 256-bit vectors.
def v32i8  : VecVT<i8, 32, 60>;
def v16i16 : VecVT<i16, 16, 61>;
def v8i32  : VecVT<i32, 8, 62>;
def v4i64  : VecVT<i64, 4, 63>;
def v8f32  : VecVT<f32, 8, 64>;
def v4f64  : VecVT<f64, 4, 65>;
// 512-bit vectors.
def v64i8  : VecVT<i8, 64, 70>;
def v32i16 : VecVT<i16, 32, 71>;
def v16i32 : VecVT<i32, 16, 72>;
def v8i64  : VecVT<i64, 8, 73>;
def v16f32 : VecVT<f32, 16, 74>;
def v8f64  : VecVT<f64, 8, 75>;
// Scalable vectors (one register group of RISC-V V at LMUL=1 holds vscale x 64 bits).
def nxv8i8  : ScalableVecVT<i8, 8, 80>;
def nxv4i16 : ScalableVecVT<i16, 4, 81>;
def nxv2i32 : ScalableVecVT<i32, 2, 82>;
def nxv1i64 : ScalableVecVT<i64, 1, 83>;
def nxv2f32 : ScalableVecVT<f32, 2, 84>;
def nxv1f64 : ScalableVecVT<f64, 1, 85>;
