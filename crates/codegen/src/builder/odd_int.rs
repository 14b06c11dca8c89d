//! Integers wider than a register whose width is not a whole number of bytes (`i65`,
//! `i100`, `i129` ...; on RV32 also `i33`..`i63`: clang writes them for `_BitInt(N)` and bit-fields), promoted as LLVM's
//! type legalizer promotes them: a value of type `iN` is computed in the next whole number of
//! bytes (`i72`, `i104`, `i136`), which the legalizer expands like any byte width; the bits
//! above N are unspecified (LLVM's any-extension) and are made definite where the result
//! depends on them:
//!
//! - `lshr`, `udiv`, `urem` and unsigned or equality compares zero-extend their operands from
//!   bit N (an `AND`); `ashr`, `sdiv`, `srem` and signed compares sign-extend them (a shift
//!   left and an arithmetic shift right); shift amounts are zero-extended;
//! - division in the promoted type's next power of two (`i72` -> `i128`, a libgcc call);
//! - `zext`/`sext`/`uitofp`/`sitofp` from `iN` extend from bit N first, and a `switch` on
//!   `iN` compares the zero-extended value;
//! - a store writes the value zero-extended to the stored bytes (as LLVM's truncating store
//!   of a non-byte type does), so memory holds zeros above bit N;
//! - the `*.with.overflow` intrinsics compute in the promoted type from extended operands and
//!   report overflow also when the result does not fit in N bits; `ctpop`, `ctlz`, `cttz`,
//!   `abs` and the min/max family extend their operands as they read them; other intrinsics on
//!   such types are refused with a located error.
//!
//! In: an instruction. Out: its value set, or `None` when nothing needs extending (an `add`
//! on the promoted type is already right in the low N bits: the generic lowering does it).

use super::{err_at, Builder};
use crate::selection_dag::isd;
use crate::selection_dag::SDValue;
use crate::value_types::EVT;
use crate::CodegenError;
use kiln_ir::instructions::{BinOp, CastOp, IntPredicate};
use kiln_ir::{InstId, InstKind, TypeData, TypeId, Value};

impl Builder<'_> {
    /// The width N of IR type `ty` when it is promoted here (see the module doc).
    pub(super) fn odd_int_bits(&self, ty: TypeId) -> Option<u32> {
        match self.m.types.get(ty) {
            TypeData::Int(n) if self.is_odd_int_width(*n) => Some(*n),
            _ => None,
        }
    }

    /// True when `iN` is wider than the widest legal integer (64 bits when there is none) and
    /// not a whole number of bytes: `i65` on RV64, but also `i33`..`i63` on RV32 (an `i59`
    /// is computed in an `i64`, which the legalizer expands into two registers).
    fn is_odd_int_width(&self, n: u32) -> bool {
        let reg = self
            .tli
            .largest_legal_int()
            .map_or(64, |m| m.size_in_bits());
        n > reg && !n.is_multiple_of(8)
    }

    /// The type kiln computes an `iN` of [`Self::odd_int_bits`] in: the next whole number of
    /// bytes.
    pub(super) fn odd_int_evt(&self, vt: EVT) -> EVT {
        let bits = vt.size_in_bits();
        if vt.is_integer() && !vt.is_vector() && self.is_odd_int_width(bits) {
            EVT::integer(bits.next_multiple_of(8))
        } else {
            vt
        }
    }

    /// `v` (an `iN` in its promoted type) with the bits above N zeroed or copies of bit N-1.
    pub(super) fn extend_in_reg(&mut self, v: SDValue, n: u32, signed: bool) -> SDValue {
        let vt = self.dag.vt(v);
        let pad = vt.size_in_bits() - n;
        if signed || n >= 127 {
            // A mask past 127 bits is not a constant: shift up and back down.
            let k = self.dag.get_constant(pad as i128, vt);
            let s = self.dag.get(isd::SHL, vt, &[v, k]);
            let down = if signed { isd::SRA } else { isd::SRL };
            self.dag.get(down, vt, &[s, k])
        } else {
            let mask = self.dag.get_constant((1i128 << n) - 1, vt);
            self.dag.get(isd::AND, vt, &[v, mask])
        }
    }

    /// The value of operand `v` of `i`, extended from its width when it is an odd-width
    /// integer; as is otherwise.
    pub(super) fn odd_int_operand(
        &mut self,
        v: Value,
        i: InstId,
        signed: bool,
    ) -> Result<SDValue, CodegenError> {
        let x = self.get_value(v, i)?;
        Ok(match self.odd_int_bits(self.f.value_type(self.m, v)) {
            Some(n) => self.extend_in_reg(x, n, signed),
            None => x,
        })
    }

    /// A located error for an intrinsic call on an odd-width integer that is not handled.
    pub(super) fn check_odd_int_intrinsic(
        &self,
        i: InstId,
        name: &str,
        args: &[Value],
    ) -> Result<(), CodegenError> {
        let f = self.f;
        // Those handled: the `*.with.overflow` family (see `Builder::odd_overflow_op`) and
        // `is.constant`, which looks at no bits.
        let base = name.split('.').next().unwrap_or("");
        if name.split('.').nth(1) == Some("with")
            && matches!(base, "sadd" | "uadd" | "ssub" | "usub" | "smul" | "umul")
            || name.starts_with("is.constant.")
            || odd_int_intrinsic_signedness(base).is_some()
        {
            return Ok(());
        }
        let odd = self.odd_int_bits(f.inst(i).ty).is_some()
            || args
                .iter()
                .any(|&a| self.odd_int_bits(f.value_type(self.m, a)).is_some());
        if odd {
            return Err(err_at(
                f,
                self.m,
                i,
                &format!("the intrinsic llvm.{name} on an integer wider than a register that is not a whole number of bytes"),
            ));
        }
        Ok(())
    }

    /// Lowers bit-counting, `abs` and min/max intrinsic `base` on an odd-width integer
    /// (`None` for other intrinsics and widths): the operands extended from bit N as the
    /// operation reads them, computed in the promoted type; `ctlz` then subtracts the padding,
    /// and `cttz` sees a one at bit N (so zero counts N, as LLVM defines it).
    pub(super) fn lower_odd_int_intrinsic(
        &mut self,
        i: InstId,
        base: &str,
        args: &[Value],
    ) -> Option<Result<(), CodegenError>> {
        let n = self.odd_int_bits(self.f.value_type(self.m, *args.first()?))?;
        let signed = odd_int_intrinsic_signedness(base)?;
        Some((|| {
            let a = self.odd_int_operand(args[0], i, signed)?;
            let vt = self.dag.vt(a);
            let v = match base {
                "smax" | "smin" | "umax" | "umin" => {
                    let b = self.odd_int_operand(args[1], i, signed)?;
                    let op = match base {
                        "smax" => isd::SMAX,
                        "smin" => isd::SMIN,
                        "umax" => isd::UMAX,
                        _ => isd::UMIN,
                    };
                    self.dag.get(op, vt, &[a, b])
                }
                "abs" => self.dag.get(isd::ABS, vt, &[a]),
                "ctpop" => self.dag.get(isd::CTPOP, vt, &[a]),
                "ctlz" => {
                    let z = self.dag.get(isd::CTLZ, vt, &[a]);
                    let pad = self.dag.get_constant((vt.size_in_bits() - n) as i128, vt);
                    self.dag.get(isd::SUB, vt, &[z, pad])
                }
                _ => {
                    let one = self.dag.get_constant(1, vt);
                    let at = self.dag.get_constant(n as i128, vt);
                    let bit = self.dag.get(isd::SHL, vt, &[one, at]);
                    let x = self.dag.get(isd::OR, vt, &[a, bit]);
                    self.dag.get(isd::CTTZ, vt, &[x])
                }
            };
            self.set_value(i, v);
            Ok(())
        })())
    }

    /// Lowers instruction `i` if its result depends on the bits above N of an odd-width
    /// operand; `None` otherwise.
    pub(super) fn lower_odd_int_inst(&mut self, i: InstId) -> Option<Result<(), CodegenError>> {
        let f = self.f;
        let inst = f.inst(i);
        let ops = f.operands(i);
        let op0 = *ops.first()?;
        self.odd_int_bits(f.value_type(self.m, op0))?;
        let r = match inst.kind {
            InstKind::Binary(op) => {
                let (ext_a, ext_b) = match op {
                    BinOp::LShr => (Some(false), Some(false)),
                    BinOp::AShr => (Some(true), Some(false)),
                    BinOp::Shl => (None, Some(false)),
                    BinOp::UDiv | BinOp::URem => (Some(false), Some(false)),
                    BinOp::SDiv | BinOp::SRem => (Some(true), Some(true)),
                    _ => return None,
                };
                (|| {
                    let a = match ext_a {
                        Some(s) => self.odd_int_operand(ops[0], i, s)?,
                        None => self.get_value(ops[0], i)?,
                    };
                    let b = match ext_b {
                        Some(s) => self.odd_int_operand(ops[1], i, s)?,
                        None => self.get_value(ops[1], i)?,
                    };
                    let vt = self.value_evt(Value::Inst(i), i)?;
                    let opc = super::binop_opcode(op);
                    let bits = vt.size_in_bits();
                    let v = if matches!(op, BinOp::UDiv | BinOp::URem | BinOp::SDiv | BinOp::SRem)
                        && !bits.is_power_of_two()
                    {
                        // Divided in the next power of two (i72 -> i128: __udivti3 ...), as
                        // LLVM's promotion does; the operands are already extended.
                        let wide = EVT::integer(bits.next_power_of_two());
                        let ext = if ext_a == Some(true) {
                            isd::SIGN_EXTEND
                        } else {
                            isd::ZERO_EXTEND
                        };
                        let wa = self.dag.get(ext, wide, &[a]);
                        let wb = self.dag.get(ext, wide, &[b]);
                        let q = self.dag.get(opc, wide, &[wa, wb]);
                        self.dag.get(isd::TRUNCATE, vt, &[q])
                    } else {
                        self.dag.get(opc, vt, &[a, b])
                    };
                    self.set_value(i, v);
                    Ok(())
                })()
            }
            InstKind::ICmp(p) => (|| {
                let signed = matches!(
                    p,
                    IntPredicate::Slt | IntPredicate::Sle | IntPredicate::Sgt | IntPredicate::Sge
                );
                let a = self.odd_int_operand(ops[0], i, signed)?;
                let b = self.odd_int_operand(ops[1], i, signed)?;
                let vt = self.value_evt(Value::Inst(i), i)?;
                let v = self.dag.get_setcc(vt, a, b, super::icmp_cc(p));
                self.set_value(i, v);
                Ok(())
            })(),
            InstKind::Cast(c @ (CastOp::ZExt | CastOp::SExt | CastOp::Trunc)) => (|| {
                let signed = c == CastOp::SExt;
                let a = if c == CastOp::Trunc {
                    self.get_value(ops[0], i)?
                } else {
                    self.odd_int_operand(ops[0], i, signed)?
                };
                let vt = self.value_evt(Value::Inst(i), i)?;
                // iN to iM within the same promoted type (i65 -> i70) is the value itself.
                let v = if self.dag.vt(a) == vt {
                    a
                } else {
                    self.lower_cast(c, a, vt, i)?
                };
                self.set_value(i, v);
                Ok(())
            })(),
            InstKind::Cast(c @ (CastOp::SIToFP | CastOp::UIToFP)) => (|| {
                let a = self.odd_int_operand(ops[0], i, c == CastOp::SIToFP)?;
                self.soft_cast(i, c, a)
            })(),
            _ => return None,
        };
        Some(r)
    }
}

/// For the intrinsics [`Builder::lower_odd_int_intrinsic`] expands on odd widths, whether
/// their operands are read sign-extended (`Some(true)`) or zero-extended; `None` for others.
fn odd_int_intrinsic_signedness(base: &str) -> Option<bool> {
    match base {
        "abs" | "smax" | "smin" => Some(true),
        "ctpop" | "ctlz" | "cttz" | "umax" | "umin" => Some(false),
        _ => None,
    }
}
