//! `fp128` (`long double` on RISC-V, AArch64 Linux) on targets without quad-precision
//! registers: the builder represents an `fp128` value by its bits in an `i128` (so loads,
//! stores, phis, selects, arguments and results are integer operations the legalizer already
//! expands into two registers, and the psABI passes `long double` like a 2×XLEN integer),
//! and lowers each operation to libgcc's soft-float routines: `__addtf3`, `__subtf3`,
//! `__multf3`, `__divtf3`, the comparisons `__eqtf2`/`__netf2`/`__lttf2`/`__letf2`/
//! `__gttf2`/`__getf2`/`__unordtf2` (an `int` compared with zero as LLVM does, unordered
//! predicates through the routines' NaN results), `__extend{s,d}ftf2`, `__trunctf{s,d}f2`,
//! `__fix[uns]tf{si,di,ti}` and `__float[un]{si,di,ti}tf`; `fneg`/`fabs`/`copysign` are bit
//! operations; `frem` and the libm intrinsics call the C library's `l` functions.
//!
//! The same file converts between `f32`/`f64` and integers wider than a register through
//! libgcc (`__fixdfti`, `__floattidf`, ...).
//!
//! In: an instruction. Out: its value set, or `None` when it involves neither `fp128` nor a
//! float conversion of a wide integer (the ordinary lowering handles it).

use super::{err_at, Builder};
use crate::selection_dag::isd::{self, CondCode};
use crate::selection_dag::SDValue;
use crate::value_types::{EVT, MVT};
use crate::CodegenError;
use kiln_ir::instructions::{BinOp, CastOp, FloatPredicate};
use kiln_ir::types::{FloatKind, TypeData};
use kiln_ir::{InstId, InstKind, TypeId, Value};

const I32: EVT = EVT::Simple(MVT::i32);
const I128: EVT = EVT::Simple(MVT::i128);
const F128: EVT = EVT::Simple(MVT::f128);

/// libgcc's mode suffix of a float type: `sf`, `df`, `tf`.
fn mode(vt: EVT) -> Option<&'static str> {
    Some(match vt {
        EVT::Simple(MVT::f32) => "sf",
        EVT::Simple(MVT::f64) => "df",
        EVT::Simple(MVT::f128) | EVT::Simple(MVT::i128) => "tf",
        _ => return None,
    })
}

/// A routine's name (interned for the DAG's external symbols).
fn sym(parts: &[&str]) -> &'static str {
    crate::legalize::intern_symbol(&parts.concat())
}

impl Builder<'_> {
    /// Whether IR type `ty` is `fp128`.
    fn is_fp128(&self, ty: TypeId) -> bool {
        matches!(self.m.types.get(ty), TypeData::Float(FloatKind::Fp128))
    }

    /// The type kiln computes `vt` in: `fp128` as its bits in an `i128` when the target has
    /// no register class for it.
    pub(super) fn soft_fp128_evt(&self, vt: EVT) -> EVT {
        if vt == F128 && self.soft_fp128_active() {
            I128
        } else {
            vt
        }
    }

    fn soft_fp128_active(&self) -> bool {
        !self.tli.is_type_legal(F128) || self.tli.soft_fp128_in_register
    }

    /// The type a soft `fp128` has at a call boundary: `f128` (one register part, which
    /// [`Self::fp128_abi_value`] and [`Self::fp128_abi_join`] make) when the target passes
    /// it in a register of its own ([`crate::target_lowering::TargetLoweringInfo::soft_fp128_in_register`]),
    /// else its bits' `i128`.
    fn fp128_abi_evt(&self) -> EVT {
        if self.tli.soft_fp128_in_register {
            F128
        } else {
            I128
        }
    }

    /// The call-boundary type of a value of IR type `ty` computed as `vt`: the marker of
    /// [`Self::fp128_abi_evt`] for an `fp128`, else `vt`.
    pub(super) fn soft_fp128_abi_vt(&self, vt: EVT, ty: TypeId) -> EVT {
        if self.tli.soft_fp128_in_register && self.is_fp128(ty) {
            F128
        } else {
            vt
        }
    }

    /// For a call boundary: a soft fp128 `v` (an `i128`) as the `f128` part it travels in
    /// when `vt` is the `f128` marker of [`Self::fp128_abi_evt`]; other values unchanged.
    pub(super) fn fp128_abi_value(&mut self, v: SDValue, vt: EVT) -> SDValue {
        if vt != F128 || !self.tli.soft_fp128_in_register || self.dag.vt(v) == F128 {
            return v;
        }
        let (lo, hi) = self.halves(v);
        self.dag.get(isd::BUILD_PAIR, F128, &[lo, hi])
    }

    /// A soft fp128 (its `i128` bits) back from the `f128` part it travelled in; `None`
    /// for other types.
    pub(super) fn fp128_abi_join(&mut self, parts: &[SDValue], vt: EVT) -> Option<SDValue> {
        if vt != F128 || !self.tli.soft_fp128_in_register {
            return None;
        }
        let (lo, hi) = self.halves(parts[0]);
        Some(self.dag.get(isd::BUILD_PAIR, I128, &[lo, hi]))
    }

    /// The low and high 64-bit halves of the 128-bit `v`.
    fn halves(&mut self, v: SDValue) -> (SDValue, SDValue) {
        let i64t = EVT::Simple(MVT::i64);
        let z = self.dag.get_constant(0, self.ptr_vt);
        let o = self.dag.get_constant(1, self.ptr_vt);
        let lo = self.dag.get(isd::EXTRACT_ELEMENT, i64t, &[v, z]);
        let hi = self.dag.get(isd::EXTRACT_ELEMENT, i64t, &[v, o]);
        (lo, hi)
    }

    /// `args` with each integer narrower than the widest legal one sign-extended to it: a C
    /// `int` (signed or not) travels sign-extended in a 64-bit register (RV64's psABI), which
    /// the runtime routines rely on.
    pub(super) fn widen_int_args(&mut self, args: &[(SDValue, EVT)]) -> Vec<(SDValue, EVT)> {
        let wide = self.tli.largest_legal_int().map(EVT::Simple);
        args.iter()
            .map(|&(v, vt)| match wide {
                Some(w) if vt.is_integer() && vt.size_in_bits() < w.size_in_bits() => {
                    (self.dag.get(isd::SIGN_EXTEND, w, &[v]), w)
                }
                _ => (v, vt),
            })
            .collect()
    }

    /// The value of libcall `name(args)` returning `ret` (C `int` arguments widened).
    pub(super) fn call1(
        &mut self,
        name: &'static str,
        args: &[(SDValue, EVT)],
        ret: EVT,
    ) -> Result<SDValue, CodegenError> {
        let args = self.widen_int_args(args);
        Ok(self
            .lower_libcall(name, &args, Some(ret))?
            .expect("invariant: a libcall with a result type has a value"))
    }

    /// Lowers instruction `i` if it computes on `fp128` or converts between a float and an
    /// integer wider than a register; `None` otherwise.
    pub(super) fn lower_soft_fp_inst(&mut self, i: InstId) -> Option<Result<(), CodegenError>> {
        let f = self.f;
        let inst = f.inst(i);
        let ops = f.operands(i);
        let op0_ty = ops.first().map(|&o| f.value_type(self.m, o));
        let quad = self.soft_fp128_active()
            && (self.is_fp128(inst.ty) || op0_ty.is_some_and(|t| self.is_fp128(t)));
        let wide_int = |b: &Self, ty: TypeId| matches!(b.m.types.get(ty), TypeData::Int(w) if *w > 64 && *w <= 128);
        let r = match inst.kind {
            InstKind::Binary(op) if quad && op.is_fp() => self.soft_binary(i, op),
            InstKind::FNeg if quad => self.soft_sign(i, isd::XOR),
            InstKind::FCmp(p) if quad => self.soft_fcmp(i, p),
            InstKind::Cast(
                c @ (CastOp::FPExt
                | CastOp::FPTrunc
                | CastOp::FPToSI
                | CastOp::FPToUI
                | CastOp::SIToFP
                | CastOp::UIToFP),
            ) if quad
                || (matches!(c, CastOp::FPToSI | CastOp::FPToUI) && wide_int(self, inst.ty))
                || (matches!(c, CastOp::SIToFP | CastOp::UIToFP)
                    && op0_ty.is_some_and(|t| wide_int(self, t))) =>
            {
                match self.get_value(ops[0], i) {
                    Ok(a) => self.soft_cast(i, c, a),
                    Err(e) => Err(e),
                }
            }
            _ => return None,
        };
        Some(r)
    }

    fn soft_binary(&mut self, i: InstId, op: BinOp) -> Result<(), CodegenError> {
        let ops = self.f.operands(i);
        let a = self.get_value(ops[0], i)?;
        let b = self.get_value(ops[1], i)?;
        let name = match op {
            BinOp::FAdd => "__addtf3",
            BinOp::FSub => "__subtf3",
            BinOp::FMul => "__multf3",
            BinOp::FDiv => "__divtf3",
            _ => "fmodl",
        };
        let t = self.fp128_abi_evt();
        let v = self.call1(name, &[(a, t), (b, t)], t)?;
        self.set_value(i, v);
        Ok(())
    }

    /// `fneg` (`XOR` with the sign bit) or `fabs` (`AND` with the other bits) of an fp128.
    fn soft_sign(
        &mut self,
        i: InstId,
        op: crate::selection_dag::isd::Opcode,
    ) -> Result<(), CodegenError> {
        let a = self.get_value(self.f.operands(i)[0], i)?;
        let v = self.fp128_sign_op(a, op);
        self.set_value(i, v);
        Ok(())
    }

    fn fp128_sign_op(&mut self, a: SDValue, op: crate::selection_dag::isd::Opcode) -> SDValue {
        let sign = i128::MIN;
        let m = if op == isd::XOR { sign } else { !sign };
        let k = self.dag.get_constant(m, I128);
        self.dag.get(op, I128, &[a, k])
    }

    /// `fcmp` through libgcc's comparison routines (LLVM's soft-float expansion): each
    /// returns an `int` whose relation to zero is the answer, with the NaN case folded the
    /// way the matching ordered or unordered predicate needs.
    fn soft_fcmp(&mut self, i: InstId, p: FloatPredicate) -> Result<(), CodegenError> {
        use FloatPredicate as P;
        let ops = self.f.operands(i);
        let vt = self.value_evt(Value::Inst(i), i)?;
        let a = self.get_value(ops[0], i)?;
        let b = self.get_value(ops[1], i)?;
        let t = self.fp128_abi_evt();
        let args = [(a, t), (b, t)];
        let test = |s: &mut Self, name: &'static str, cc: CondCode| {
            let r = s.call1(name, &args, I32)?;
            let z = s.dag.get_constant(0, I32);
            Ok::<SDValue, CodegenError>(s.dag.get_setcc(vt, r, z, cc))
        };
        let v = match p {
            P::False => self.dag.get_constant(0, vt),
            P::True => self.dag.get_constant(1, vt),
            P::Oeq => test(self, "__eqtf2", CondCode::SETEQ)?,
            P::Une => test(self, "__netf2", CondCode::SETNE)?,
            P::Olt => test(self, "__lttf2", CondCode::SETLT)?,
            P::Ole => test(self, "__letf2", CondCode::SETLE)?,
            P::Ogt => test(self, "__gttf2", CondCode::SETGT)?,
            P::Oge => test(self, "__getf2", CondCode::SETGE)?,
            P::Uno => test(self, "__unordtf2", CondCode::SETNE)?,
            P::Ord => test(self, "__unordtf2", CondCode::SETEQ)?,
            P::Ult => test(self, "__getf2", CondCode::SETLT)?,
            P::Ule => test(self, "__gttf2", CondCode::SETLE)?,
            P::Ugt => test(self, "__letf2", CondCode::SETGT)?,
            P::Uge => test(self, "__lttf2", CondCode::SETGE)?,
            P::Ueq => {
                let u = test(self, "__unordtf2", CondCode::SETNE)?;
                let e = test(self, "__eqtf2", CondCode::SETEQ)?;
                self.dag.get(isd::OR, vt, &[u, e])
            }
            P::One => {
                let o = test(self, "__unordtf2", CondCode::SETEQ)?;
                let n = test(self, "__netf2", CondCode::SETNE)?;
                self.dag.get(isd::AND, vt, &[o, n])
            }
        };
        self.set_value(i, v);
        Ok(())
    }

    /// Conversion `c` of `a` (instruction `i`'s operand) through libgcc.
    pub(super) fn soft_cast(
        &mut self,
        i: InstId,
        c: CastOp,
        a: SDValue,
    ) -> Result<(), CodegenError> {
        let ops = self.f.operands(i);
        // An fp128 side has its call-boundary type (the routines take and return it).
        let abi = |s: &Self, v: Value, vt: EVT| {
            if s.is_fp128(s.f.value_type(s.m, v)) {
                s.fp128_abi_evt()
            } else {
                vt
            }
        };
        let from = abi(self, ops[0], self.value_evt(ops[0], i)?);
        let to = abi(self, Value::Inst(i), self.value_evt(Value::Inst(i), i)?);
        let unsupported = |s: &Self| err_at(s.f, s.m, i, "this floating-point conversion");
        let v = match c {
            CastOp::FPExt | CastOp::FPTrunc => {
                let (fm, tm) = (
                    mode(from).ok_or_else(|| unsupported(self))?,
                    mode(to).ok_or_else(|| unsupported(self))?,
                );
                let kind = if c == CastOp::FPExt {
                    "__extend"
                } else {
                    "__trunc"
                };
                self.call1(sym(&[kind, fm, tm, "2"]), &[(a, from)], to)?
            }
            CastOp::FPToSI | CastOp::FPToUI => {
                let fm = mode(from).ok_or_else(|| unsupported(self))?;
                let bits = to.size_in_bits();
                let (im, ivt) = match bits {
                    0..=32 => ("si", I32),
                    33..=64 => ("di", EVT::Simple(MVT::i64)),
                    65..=128 => ("ti", I128),
                    _ => return Err(unsupported(self)),
                };
                let kind = if c == CastOp::FPToSI {
                    "__fix"
                } else {
                    "__fixuns"
                };
                let r = self.call1(sym(&[kind, fm, im]), &[(a, from)], ivt)?;
                if ivt == to {
                    r
                } else {
                    self.dag.get(isd::TRUNCATE, to, &[r])
                }
            }
            _ => {
                let tm = mode(to).ok_or_else(|| unsupported(self))?;
                let signed = c == CastOp::SIToFP;
                let bits = from.size_in_bits();
                let (im, ivt) = match bits {
                    0..=32 => ("si", I32),
                    33..=64 => ("di", EVT::Simple(MVT::i64)),
                    65..=128 => ("ti", I128),
                    _ => return Err(unsupported(self)),
                };
                let ext = if signed {
                    isd::SIGN_EXTEND
                } else {
                    isd::ZERO_EXTEND
                };
                let x = if ivt == from {
                    a
                } else {
                    self.dag.get(ext, ivt, &[a])
                };
                let kind = if signed { "__float" } else { "__floatun" };
                self.call1(sym(&[kind, im, tm]), &[(x, ivt)], to)?
            }
        };
        self.set_value(i, v);
        Ok(())
    }

    /// The fp128 intrinsics: sign operations as bit operations, `fmuladd` as a multiply
    /// and an add, the rest as the C library's `long double` functions; `None` when `name`
    /// is none of them.
    pub(super) fn lower_fp128_intrinsic(
        &mut self,
        i: InstId,
        base: &str,
        args: &[Value],
    ) -> Option<Result<(), CodegenError>> {
        if !self.soft_fp128_active() {
            return None;
        }
        let ty = args.first().map(|&a| self.f.value_type(self.m, a))?;
        if !self.is_fp128(ty) {
            return None;
        }
        let libm: &'static str = match base {
            "fabs" | "copysign" | "fmuladd" => "",
            "sqrt" => "sqrtl",
            "fma" => "fmal",
            "floor" => "floorl",
            "ceil" => "ceill",
            "trunc" => "truncl",
            "round" => "roundl",
            "rint" => "rintl",
            "nearbyint" => "nearbyintl",
            "minnum" => "fminl",
            "maxnum" => "fmaxl",
            "pow" => "powl",
            "exp" => "expl",
            "log" => "logl",
            "sin" => "sinl",
            "cos" => "cosl",
            _ => return None,
        };
        let r = (|| -> Result<(), CodegenError> {
            let mut vals = Vec::with_capacity(args.len());
            for &a in args {
                vals.push(self.get_value(a, i)?);
            }
            let v = match base {
                "fabs" => self.fp128_sign_op(vals[0], isd::AND),
                "copysign" => {
                    let mag = self.fp128_sign_op(vals[0], isd::AND);
                    let k = self.dag.get_constant(i128::MIN, I128);
                    let s = self.dag.get(isd::AND, I128, &[vals[1], k]);
                    self.dag.get(isd::OR, I128, &[mag, s])
                }
                "fmuladd" => {
                    let t = self.fp128_abi_evt();
                    let p = self.call1("__multf3", &[(vals[0], t), (vals[1], t)], t)?;
                    self.call1("__addtf3", &[(p, t), (vals[2], t)], t)?
                }
                _ => {
                    let t = self.fp128_abi_evt();
                    let a: Vec<(SDValue, EVT)> = vals.iter().map(|&v| (v, t)).collect();
                    self.call1(libm, &a, t)?
                }
            };
            self.set_value(i, v);
            Ok(())
        })();
        Some(r)
    }
}
