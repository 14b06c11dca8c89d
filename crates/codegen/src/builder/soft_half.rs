//! `half` and `bfloat` on targets without registers for them (RISC-V without Zfh/Zfbfmin),
//! as LLVM's soft promotion of half (`SoftPromoteHalf`) does it:
//!
//! - a value is its 16 bits in an `i16` (loads, stores, phis, selects, bitcasts are integer
//!   operations);
//! - arithmetic, compares, conversions and math intrinsics extend the operands to `f32`
//!   (`__extendhfsf2` for `half`; a 16-bit shift for `bfloat`), compute in `f32`, and round
//!   the result back with `__truncsfhf2`/`__truncsfbf2` (`__truncdfhf2`, `__trunctfhf2` ...
//!   straight from `double` and `fp128`, as LLVM does); `fneg`, `fabs` and `copysign` are bit
//!   operations; `fmuladd` rounds after the multiply, as LLVM's promotion does;
//! - across calls (arguments, results, and these libcalls themselves) a value travels as the
//!   target says: with `TargetLoweringInfo::half_in_f32_nan_boxed` (RISC-V's F extension) in
//!   an `f32` register with the upper 16 bits set (NaN-boxed), else like an `i16`.
//!
//! In: an instruction or intrinsic call on `half`/`bfloat`. Out: its value set, or `None` when
//! no half is involved (the ordinary lowering handles it).

use super::{err_at, Builder};
use crate::selection_dag::isd::{self, Opcode};
use crate::selection_dag::SDValue;
use crate::value_types::{EVT, MVT};
use crate::CodegenError;
use kiln_ir::instructions::{BinOp, CastOp};
use kiln_ir::types::{FloatKind, TypeData};
use kiln_ir::{InstId, InstKind, TypeId, Value};

const I16: EVT = EVT::Simple(MVT::i16);
const I32: EVT = EVT::Simple(MVT::i32);
const I128: EVT = EVT::Simple(MVT::i128);
const F16: EVT = EVT::Simple(MVT::f16);
const BF16: EVT = EVT::Simple(MVT::bf16);
const F32: EVT = EVT::Simple(MVT::f32);
const F64: EVT = EVT::Simple(MVT::f64);

/// Which 16-bit float a soft value is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Half {
    /// IEEE binary16 (`half`).
    F16,
    /// bfloat16 (`bfloat`).
    BF16,
}

impl Half {
    /// The value type of the format (the ABI marker of [`Builder::abi_vt`]).
    fn vt(self) -> EVT {
        match self {
            Half::F16 => F16,
            Half::BF16 => BF16,
        }
    }

    /// libgcc's mode suffix.
    fn mode(self) -> &'static str {
        match self {
            Half::F16 => "hf",
            Half::BF16 => "bf",
        }
    }
}

fn sym(parts: &[&str]) -> &'static str {
    crate::legalize::intern_symbol(&parts.concat())
}

impl Builder<'_> {
    /// The soft 16-bit float IR type `ty` is, if any.
    fn soft_half(&self, ty: TypeId) -> Option<Half> {
        let h = match self.m.types.get(ty) {
            TypeData::Float(FloatKind::Half) => Half::F16,
            TypeData::Float(FloatKind::BFloat) => Half::BF16,
            _ => return None,
        };
        (!self.tli.is_type_legal(h.vt())).then_some(h)
    }

    /// The type kiln computes `vt` in: a `half`/`bfloat` without a register class as its
    /// bits in an `i16`.
    pub(super) fn soft_half_evt(&self, vt: EVT) -> EVT {
        if (vt == F16 || vt == BF16) && !self.tli.is_type_legal(vt) {
            I16
        } else {
            vt
        }
    }

    /// The type a value of IR type `ty` computed as `vt` has in a call: the format's own
    /// type for a soft half (which [`Self::half_abi_value`] and
    /// [`Self::half_abi_join`] recognize), else `vt`.
    pub(super) fn abi_vt(&self, vt: EVT, ty: TypeId) -> EVT {
        match self.soft_half(ty) {
            Some(h) => h.vt(),
            None => self.soft_fp128_abi_vt(vt, ty),
        }
    }

    /// Whether `vt` is a soft half at a call boundary that travels NaN-boxed in an `f32`.
    fn is_boxed_half(&self, vt: EVT) -> bool {
        (vt == F16 || vt == BF16) && !self.tli.is_type_legal(vt) && self.tli.half_in_f32_nan_boxed
    }

    /// For a call boundary: a soft half `v` (an `i16`) as the `f32` it travels in, with the
    /// type; other values unchanged.
    pub(super) fn half_abi_value(&mut self, v: SDValue, vt: EVT) -> (SDValue, EVT) {
        if !self.is_boxed_half(vt) {
            return (v, vt);
        }
        let w = self.dag.get(isd::ZERO_EXTEND, I32, &[v]);
        let ones = self.dag.get_constant(0xffff_0000u32 as i32 as i128, I32);
        let boxed = self.dag.get(isd::OR, I32, &[w, ones]);
        (self.dag.get(isd::BITCAST, F32, &[boxed]), F32)
    }

    /// The type the parts of a call-boundary value of type `vt` have: `f32` for a NaN-boxed
    /// soft half.
    pub(super) fn half_abi_part_vt(&self, vt: EVT) -> EVT {
        if self.is_boxed_half(vt) {
            F32
        } else {
            vt
        }
    }

    /// A soft half back from the `f32` register it travelled in; `None` for other types.
    pub(super) fn half_abi_join(&mut self, parts: &[SDValue], vt: EVT) -> Option<SDValue> {
        if !self.is_boxed_half(vt) {
            return None;
        }
        let bits = self.dag.get(isd::BITCAST, I32, &[parts[0]]);
        Some(self.dag.get(isd::TRUNCATE, I16, &[bits]))
    }

    /// `v` (the bits of a `h`) as an `f32`.
    fn half_to_f32(&mut self, h: Half, v: SDValue) -> Result<SDValue, CodegenError> {
        match h {
            Half::F16 => self.call1("__extendhfsf2", &[(v, F16)], F32),
            Half::BF16 => {
                // bfloat is the upper half of an f32.
                let w = self.dag.get(isd::ZERO_EXTEND, I32, &[v]);
                let k = self.dag.get_constant(16, I32);
                let s = self.dag.get(isd::SHL, I32, &[w, k]);
                Ok(self.dag.get(isd::BITCAST, F32, &[s]))
            }
        }
    }

    /// The float `v` of type `from` (`f32`, `f64`, or a soft `fp128` in an `i128`) rounded to
    /// `h`: libgcc's `__trunc<from><h>2`.
    fn round_to_half(&mut self, h: Half, v: SDValue, from: EVT) -> Result<SDValue, CodegenError> {
        let fm = match from {
            F32 => "sf",
            F64 => "df",
            _ => "tf",
        };
        self.call1(sym(&["__trunc", fm, h.mode(), "2"]), &[(v, from)], h.vt())
    }

    /// The operand `v` of instruction `i`, a soft half, as an `f32`.
    fn operand_f32(&mut self, h: Half, v: Value, i: InstId) -> Result<SDValue, CodegenError> {
        let x = self.get_value(v, i)?;
        self.half_to_f32(h, x)
    }

    /// Lowers instruction `i` if it computes on a soft `half`/`bfloat`; `None` otherwise.
    pub(super) fn lower_soft_half_inst(&mut self, i: InstId) -> Option<Result<(), CodegenError>> {
        let f = self.f;
        let inst = f.inst(i);
        let ops = f.operands(i);
        let res = self.soft_half(inst.ty);
        let op0 = ops
            .first()
            .and_then(|&o| self.soft_half(f.value_type(self.m, o)));
        let r = match inst.kind {
            InstKind::Binary(op) if op.is_fp() => self.half_binary(i, res?, op),
            InstKind::FNeg if res.is_some() => self.half_sign_op(i, ops[0], isd::XOR, 0x8000),
            InstKind::FCmp(p) => {
                let h = op0?;
                (|| {
                    let vt = self.value_evt(Value::Inst(i), i)?;
                    let a = self.operand_f32(h, ops[0], i)?;
                    let b = self.operand_f32(h, ops[1], i)?;
                    let v = self.dag.get_setcc(vt, a, b, super::fcmp_cc(p));
                    self.set_value(i, v);
                    Ok(())
                })()
            }
            InstKind::Cast(c @ (CastOp::FPExt | CastOp::FPToSI | CastOp::FPToUI)) => {
                let h = op0?;
                self.half_from_cast(i, h, c)
            }
            InstKind::Cast(c @ (CastOp::FPTrunc | CastOp::SIToFP | CastOp::UIToFP)) => {
                let h = res?;
                self.half_to_cast(i, h, c)
            }
            _ => return None,
        };
        Some(r)
    }

    fn half_binary(&mut self, i: InstId, h: Half, op: BinOp) -> Result<(), CodegenError> {
        let ops = self.f.operands(i);
        let a = self.operand_f32(h, ops[0], i)?;
        let b = self.operand_f32(h, ops[1], i)?;
        let r = self.f32_binary(op, a, b);
        let v = self.round_to_half(h, r, F32)?;
        self.set_value(i, v);
        Ok(())
    }

    fn f32_binary(&mut self, op: BinOp, a: SDValue, b: SDValue) -> SDValue {
        let opc = match op {
            BinOp::FAdd => isd::FADD,
            BinOp::FSub => isd::FSUB,
            BinOp::FMul => isd::FMUL,
            BinOp::FDiv => isd::FDIV,
            _ => isd::FREM,
        };
        self.dag.get(opc, F32, &[a, b])
    }

    /// `fneg` (`XOR` with the sign bit) or `fabs` (`AND` with the other bits).
    fn half_sign_op(
        &mut self,
        i: InstId,
        x: Value,
        op: Opcode,
        mask: i128,
    ) -> Result<(), CodegenError> {
        let a = self.get_value(x, i)?;
        let k = self.dag.get_constant(mask, I16);
        let v = self.dag.get(op, I16, &[a, k]);
        self.set_value(i, v);
        Ok(())
    }

    /// `fpext`, `fptosi`, `fptoui` of a soft half: through `f32`.
    fn half_from_cast(&mut self, i: InstId, h: Half, c: CastOp) -> Result<(), CodegenError> {
        let ops = self.f.operands(i);
        let to = self.value_evt(Value::Inst(i), i)?;
        let x = self.operand_f32(h, ops[0], i)?;
        let v = match (c, to) {
            (CastOp::FPExt, F32) => x,
            (CastOp::FPExt, F64) => self.dag.get(isd::FP_EXTEND, F64, &[x]),
            (CastOp::FPExt, I128) => self.call1("__extendsftf2", &[(x, F32)], I128)?,
            (CastOp::FPToSI | CastOp::FPToUI, _) if to.is_integer() && to.size_in_bits() > 64 => {
                if to.size_in_bits() > 128 {
                    return Err(err_at(self.f, self.m, i, "this floating-point conversion"));
                }
                let kind = if c == CastOp::FPToSI {
                    "__fixsfti"
                } else {
                    "__fixunssfti"
                };
                let r = self.call1(kind, &[(x, F32)], I128)?;
                self.dag.get_sext_or_trunc(r, to)
            }
            (CastOp::FPToSI | CastOp::FPToUI, _) if to.is_integer() => {
                self.lower_cast(c, x, to, i)?
            }
            _ => return Err(err_at(self.f, self.m, i, "this floating-point conversion")),
        };
        self.set_value(i, v);
        Ok(())
    }

    /// `fptrunc`, `sitofp`, `uitofp` to a soft half.
    fn half_to_cast(&mut self, i: InstId, h: Half, c: CastOp) -> Result<(), CodegenError> {
        let ops = self.f.operands(i);
        let from_ty = self.f.value_type(self.m, ops[0]);
        let from = self.value_evt(ops[0], i)?;
        let a = self.get_value(ops[0], i)?;
        let v = match c {
            CastOp::FPTrunc if self.soft_half(from_ty).is_some() => {
                // half <-> bfloat: through f32.
                let from_h = self.soft_half(from_ty).expect("checked just above");
                let x = self.half_to_f32(from_h, a)?;
                self.round_to_half(h, x, F32)?
            }
            CastOp::FPTrunc => self.round_to_half(h, a, from)?,
            _ => {
                let bits = from.size_in_bits();
                let x = if bits > 64 {
                    if bits > 128 {
                        return Err(err_at(self.f, self.m, i, "this floating-point conversion"));
                    }
                    let (ext, kind) = if c == CastOp::SIToFP {
                        (isd::SIGN_EXTEND, "__floattisf")
                    } else {
                        (isd::ZERO_EXTEND, "__floatuntisf")
                    };
                    let w = if bits == 128 {
                        a
                    } else {
                        self.dag.get(ext, I128, &[a])
                    };
                    self.call1(kind, &[(w, I128)], F32)?
                } else {
                    self.lower_cast(c, a, F32, i)?
                };
                self.round_to_half(h, x, F32)?
            }
        };
        self.set_value(i, v);
        Ok(())
    }

    /// The math intrinsics on a soft half: sign operations on the bits, the rest computed in
    /// `f32` and rounded back; `None` when the call is not on a soft half.
    pub(super) fn lower_soft_half_intrinsic(
        &mut self,
        i: InstId,
        base: &str,
        args: &[Value],
    ) -> Option<Result<(), CodegenError>> {
        let h = self.soft_half(self.f.inst(i).ty)?;
        let all_half = args
            .iter()
            .all(|&a| self.soft_half(self.f.value_type(self.m, a)) == Some(h));
        if !all_half {
            return None;
        }
        let r = (|| -> Result<(), CodegenError> {
            match base {
                "fabs" => return self.half_sign_op(i, args[0], isd::AND, 0x7fff),
                "copysign" => {
                    let a = self.get_value(args[0], i)?;
                    let b = self.get_value(args[1], i)?;
                    let m = self.dag.get_constant(0x7fff, I16);
                    let s = self.dag.get_constant(0x8000, I16);
                    let mag = self.dag.get(isd::AND, I16, &[a, m]);
                    let sign = self.dag.get(isd::AND, I16, &[b, s]);
                    let v = self.dag.get(isd::OR, I16, &[mag, sign]);
                    self.set_value(i, v);
                    return Ok(());
                }
                _ => {}
            }
            let mut xs = Vec::with_capacity(args.len());
            for &a in args {
                xs.push(self.operand_f32(h, a, i)?);
            }
            let r = match base {
                "fmuladd" => {
                    // Rounded after the multiply, as LLVM's promotion of fmul + fadd.
                    let p = self.dag.get(isd::FMUL, F32, &[xs[0], xs[1]]);
                    let p = self.round_to_half(h, p, F32)?;
                    let p = self.half_to_f32(h, p)?;
                    self.dag.get(isd::FADD, F32, &[p, xs[2]])
                }
                "fma" => self.dag.get(isd::FMA, F32, &xs),
                "sqrt" => self.dag.get(isd::FSQRT, F32, &xs),
                "minnum" => self.dag.get(isd::FMINNUM, F32, &xs),
                "maxnum" => self.dag.get(isd::FMAXNUM, F32, &xs),
                "minimum" | "maximum" => {
                    self.fp_minimum_maximum(base == "minimum", F32, xs[0], xs[1])
                }
                _ => {
                    let Some(name) = super::fp_intrinsics::libm_name(base, F32) else {
                        return Err(err_at(
                            self.f,
                            self.m,
                            i,
                            &format!("the intrinsic llvm.{base} on half or bfloat"),
                        ));
                    };
                    let a: Vec<(SDValue, EVT)> = xs.iter().map(|&x| (x, F32)).collect();
                    self.call1(name, &a, F32)?
                }
            };
            let v = self.round_to_half(h, r, F32)?;
            self.set_value(i, v);
            Ok(())
        })();
        Some(r)
    }
}
