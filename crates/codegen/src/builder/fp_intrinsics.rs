//! The SelectionDAG builder's floating-point and variadic intrinsics: `llvm.fabs`, `sqrt`,
//! `fma`/`fmuladd`, `copysign`, `minnum`/`maxnum`, `minimum`/`maximum` as DAG nodes;
//! `fptosi.sat`/`fptoui.sat` as compares and selects around the plain conversion; the
//! rounding and transcendental functions a target has no instruction for (`floor`, `ceil`,
//! `trunc`, `round`, `rint`, `nearbyint`, `lround`, `pow`, `exp`, `sin`, ...) as calls to
//! the C library, with C's names; `va_start`/`va_end`/`va_copy` for targets whose `va_list`
//! is one pointer into the argument area (RISC-V): `va_start` stores the address of the
//! first variadic argument, which the target's formal-argument lowering recorded in
//! `MachineFrameInfo::vararg_frame_index`.
//!
//! In: a call to an `llvm.*` intrinsic. Out: its value set, or `None` when the intrinsic is
//! not one of these (the caller reports it).

use super::{err_at, Builder};
use crate::selection_dag::isd::{self, CondCode};
use crate::selection_dag::{MachineMemOperand, PointerInfo};
use crate::value_types::{EVT, MVT};
use crate::CodegenError;
use kiln_ir::{InstId, Value};

/// The C library name of a one-argument math function for `vt` (`floor`, `floorf`, and
/// `floorl` for x87 `long double`).
pub(super) fn libm_name(base: &str, vt: EVT) -> Option<&'static str> {
    let single = vt == EVT::Simple(MVT::f32);
    let double = vt == EVT::Simple(MVT::f64);
    let long = vt == EVT::Simple(MVT::f80);
    if !single && !double && !long {
        return None;
    }
    macro_rules! pick {
        ($($b:literal),*) => {
            match base {
                $($b => Some(if single {
                    concat!($b, "f")
                } else if long {
                    concat!($b, "l")
                } else {
                    $b
                }),)*
                _ => None,
            }
        };
    }
    pick!(
        "floor",
        "ceil",
        "trunc",
        "round",
        "rint",
        "nearbyint",
        "roundeven",
        "exp",
        "exp2",
        "exp10",
        "log",
        "log2",
        "log10",
        "sin",
        "cos",
        "tan",
        "asin",
        "acos",
        "atan",
        "sinh",
        "cosh",
        "tanh",
        "pow",
        "atan2",
        "ldexp",
        "lround",
        "llround",
        "lrint",
        "llrint"
    )
}

/// The sign bit of a float format's bits.
fn sign_bit(vt: EVT) -> u64 {
    if vt == EVT::Simple(MVT::f32) {
        1 << 31
    } else {
        1 << 63
    }
}

impl Builder<'_> {
    /// Lowers the FP or variadic intrinsic `llvm.<name>` (`base` is its first component);
    /// `None` when it is not one of them.
    pub(super) fn lower_fp_intrinsic(
        &mut self,
        i: InstId,
        name: &str,
        base: &str,
        args: &[Value],
    ) -> Option<Result<(), CodegenError>> {
        let r = match base {
            "va_start" | "va_end" | "va_copy" => self.lower_va_intrinsic(i, base, args),
            "is" if name.starts_with("is.fpclass.") => self.lower_is_fpclass(i, args),
            "fptosi" | "fptoui" if name.contains(".sat.") => {
                self.lower_fp_to_int_sat(i, base, args)?
            }
            "modf" => self.lower_modf(i, args),
            // clang aligns the va_list pointer with it for 16-byte variadic arguments.
            "ptrmask" => (|| {
                let p = self.get_value(args[0], i)?;
                let m = self.get_value(args[1], i)?;
                let m = self.dag.get_zext_or_trunc(m, self.ptr_vt);
                let v = self.dag.get(isd::AND, self.ptr_vt, &[p, m]);
                self.set_value(i, v);
                Ok(())
            })(),
            _ => {
                let vt = self.value_evt(Value::Inst(i), i).ok()?;
                let arg_vt = match args.first() {
                    Some(&a) => self.value_evt(a, i).ok()?,
                    None => return None,
                };
                if !arg_vt.is_floating_point() {
                    return None;
                }
                // On float and double vectors the operations that are one node each stay
                // vector nodes, which vector legalization splits into lanes.
                let lanewise = matches!(
                    base,
                    "fabs" | "sqrt" | "fma" | "fmuladd" | "copysign" | "minnum" | "maxnum"
                ) && [MVT::f32, MVT::f64].contains(&arg_vt.scalar_type().simple()?);
                if (vt.is_vector() || arg_vt.is_vector()) && !lanewise {
                    return self.lower_fp_math_lanes(i, base, args, vt);
                }
                self.lower_fp_math(i, name, base, args, vt, arg_vt)?
            }
        };
        Some(r)
    }

    /// A libm function of float or double vectors (`llvm.round.v2f64`, as clang's SLP
    /// vectorizer writes it) as one call per lane: every operand and the result of vector
    /// type `vt`; `None` for other shapes.
    fn lower_fp_math_lanes(
        &mut self,
        i: InstId,
        base: &str,
        args: &[Value],
        vt: EVT,
    ) -> Option<Result<(), CodegenError>> {
        let evt = vt.scalar_type();
        let sym = libm_name(base, evt)?;
        if !vt.is_vector() || matches!(base, "lround" | "llround" | "lrint" | "llrint" | "ldexp") {
            return None;
        }
        for &a in args {
            if self.value_evt(a, i).ok()? != vt {
                return None;
            }
        }
        let r = (|| {
            let mut vals = Vec::with_capacity(args.len());
            for &a in args {
                vals.push(self.get_value(a, i)?);
            }
            let mut lanes = Vec::with_capacity(vt.vector_num_elements() as usize);
            for k in 0..vt.vector_num_elements() {
                let idx = self.dag.get_constant(k as i128, self.ptr_vt);
                let call_args: Vec<(crate::selection_dag::SDValue, EVT)> = vals
                    .iter()
                    .map(|&v| (self.dag.get(isd::EXTRACT_VECTOR_ELT, evt, &[v, idx]), evt))
                    .collect();
                let lane = self
                    .lower_libcall(sym, &call_args, Some(evt))?
                    .expect("invariant: a libcall with a result type has a value");
                lanes.push(lane);
            }
            let v = self.dag.get(isd::BUILD_VECTOR, vt, &lanes);
            self.set_value(i, v);
            Ok(())
        })();
        Some(r)
    }

    /// `{frac, int} = llvm.modf(x)`: libm's `modf(x, &int)` (`modff` for f32) with the
    /// integral part returned through a stack temporary.
    fn lower_modf(&mut self, i: InstId, args: &[Value]) -> Result<(), CodegenError> {
        let vt = self.value_evt(args[0], i)?;
        let (sym, size) = match vt {
            EVT::Simple(MVT::f64) => ("modf", 8),
            EVT::Simple(MVT::f32) => ("modff", 4),
            _ => return Err(err_at(self.f, self.m, i, "llvm.modf of this type")),
        };
        let fi = self.mf.frame_info.create_stack_object(size, size);
        let slot = self.dag.get_frame_index(fi, self.ptr_vt, false);
        let x = self.get_value(args[0], i)?;
        let frac = self
            .lower_libcall(sym, &[(x, vt), (slot, self.ptr_vt)], Some(vt))?
            .expect("invariant: a libcall with a result type returns a value");
        let mmo = MachineMemOperand {
            ptr: PointerInfo::FrameIndex(fi),
            offset: 0,
            size,
            align: size,
            flags: MachineMemOperand::LOAD,
        };
        // After the call: the root now includes it.
        let chain = self.get_root();
        let int = self.dag.get_load(vt, chain, slot, mmo);
        self.pending_loads
            .push(crate::selection_dag::SDValue::new(int.node, 1));
        self.set_any(i, &[frac, int]);
        Ok(())
    }

    /// IEEE 754-2019 `minimum`/`maximum` of `a` and `b`: NaN if either is NaN, else
    /// minnum/maxnum (which orders -0 below +0 on the targets kiln has).
    pub(super) fn fp_minimum_maximum(
        &mut self,
        minimum: bool,
        vt: EVT,
        a: crate::selection_dag::SDValue,
        b: crate::selection_dag::SDValue,
    ) -> crate::selection_dag::SDValue {
        let op = if minimum { isd::FMINNUM } else { isd::FMAXNUM };
        let mm = self.dag.get(op, vt, &[a, b]);
        let nan = self.dag.get(isd::FADD, vt, &[a, b]);
        let uo = self.dag.get_setcc(self.ptr_vt, a, b, CondCode::SETUO);
        self.dag.get(isd::SELECT, vt, &[uo, nan, mm])
    }

    fn lower_fp_math(
        &mut self,
        i: InstId,
        name: &str,
        base: &str,
        args: &[Value],
        vt: EVT,
        arg_vt: EVT,
    ) -> Option<Result<(), CodegenError>> {
        let node_op = match base {
            "fabs" => Some(isd::FABS),
            "sqrt" => Some(isd::FSQRT),
            "fma" | "fmuladd" => Some(isd::FMA),
            "copysign" => Some(isd::FCOPYSIGN),
            "minnum" => Some(isd::FMINNUM),
            "maxnum" => Some(isd::FMAXNUM),
            _ => None,
        };
        let mut vals = Vec::with_capacity(args.len());
        for &a in args {
            match self.get_value(a, i) {
                Ok(v) => vals.push(v),
                Err(e) => return Some(Err(e)),
            }
        }
        if base == "fmuladd" && !self.target.is_fma_faster_than_fmul_and_fadd(vt) {
            // Unfused: round after the multiply, as LLVM expands it.
            let p = self.dag.get(isd::FMUL, vt, &vals[..2]);
            let v = self.dag.get(isd::FADD, vt, &[p, vals[2]]);
            self.set_value(i, v);
            return Some(Ok(()));
        }
        if let Some(op) = node_op {
            let v = self.dag.get(op, vt, &vals);
            self.set_value(i, v);
            return Some(Ok(()));
        }
        if base == "minimum" || base == "maximum" {
            let v = self.fp_minimum_maximum(base == "minimum", vt, vals[0], vals[1]);
            self.set_value(i, v);
            return Some(Ok(()));
        }
        let (sym, call_args, ret) = match base {
            "powi" => {
                // __powisf2(float, int) / __powidf2(double, int), libgcc's.
                let sym = if arg_vt == EVT::Simple(MVT::f32) {
                    "__powisf2"
                } else {
                    "__powidf2"
                };
                let ivt = self.value_evt(args[1], i).ok()?;
                let mut a = vec![(vals[0], arg_vt)];
                a.push((self.dag.get_sext_or_trunc(vals[1], ivt), ivt));
                (sym, a, vt)
            }
            "lround" | "llround" | "lrint" | "llrint" => {
                let sym = libm_name(base, arg_vt)?;
                (sym, vec![(vals[0], arg_vt)], EVT::Simple(MVT::i64))
            }
            _ => {
                let sym = libm_name(base, arg_vt)?;
                let mut a = Vec::with_capacity(args.len());
                for (k, &v) in vals.iter().enumerate() {
                    let t = match self.value_evt(args[k], i) {
                        Ok(t) => t,
                        Err(e) => return Some(Err(e)),
                    };
                    a.push((v, t));
                }
                (sym, a, vt)
            }
        };
        let _ = name;
        let call_args = self.widen_int_args(&call_args);
        let r = match self.lower_libcall(sym, &call_args, Some(ret)) {
            Ok(r) => r.expect("invariant: a libcall with a result type has a value"),
            Err(e) => return Some(Err(e)),
        };
        let v = if ret != vt {
            self.dag.get_sext_or_trunc(r, vt)
        } else {
            r
        };
        self.set_value(i, v);
        Some(Ok(()))
    }

    /// `llvm.is.fpclass(x, mask)` on the bits of `x` (LLVM's integer expansion): the
    /// magnitude `abs` and the sign decide each class of the test mask (bit 0 signaling NaN,
    /// 1 quiet NaN, 2-5 negative infinity/normal/subnormal/zero, 6-9 the positive ones).
    /// `llvm.is.fpclass` on x86's fp80 (which has no integer type to test its bits in) for
    /// the masks C's classification macros make, as compares: NaN, not NaN, infinite,
    /// not infinite, finite, NaN or infinite; other masks are a located error.
    fn lower_is_fpclass_f80(
        &mut self,
        i: InstId,
        args: &[Value],
        mask: u32,
    ) -> Result<(), CodegenError> {
        let x = self.get_value(args[0], i)?;
        let f80 = EVT::Simple(MVT::f80);
        let b1 = EVT::Simple(MVT::i1);
        let (with_inf, cc) = match mask {
            0x003 => (false, CondCode::SETUO),
            0x3fc => (false, CondCode::SETO),
            0x204 => (true, CondCode::SETOEQ),
            0x1fb => (true, CondCode::SETUNE),
            0x1f8 => (true, CondCode::SETOLT),
            0x207 => (true, CondCode::SETUEQ),
            _ => {
                return Err(err_at(
                    self.f,
                    self.m,
                    i,
                    "llvm.is.fpclass on x86_fp80 with this mask",
                ))
            }
        };
        let v = if with_inf {
            let a = self.dag.get(isd::FABS, f80, &[x]);
            let inf = self.f80_constant(0x7fff_8000_0000_0000_0000);
            self.dag.get_setcc(b1, a, inf, cc)
        } else {
            self.dag.get_setcc(b1, x, x, cc)
        };
        self.set_value(i, v);
        Ok(())
    }

    fn lower_is_fpclass(&mut self, i: InstId, args: &[Value]) -> Result<(), CodegenError> {
        let fvt = self.value_evt(args[0], i)?;
        let Value::Const(mc) = args[1] else {
            return Err(err_at(
                self.f,
                self.m,
                i,
                "llvm.is.fpclass with a variable mask",
            ));
        };
        let mask = match self.m.consts.get(mc) {
            kiln_ir::ConstData::Int { value, .. } => *value as u32,
            _ => return Err(err_at(self.f, self.m, i, "llvm.is.fpclass with this mask")),
        };
        // IEEE formats only, from the IR type: (width, explicit mantissa bits). x86's fp80
        // has an explicit integer bit and needs its own tests. A soft `half`/`bfloat`
        // (soft_half.rs) or `fp128` (soft_fp128.rs) is already its bits in an integer.
        use kiln_ir::types::{FloatKind, TypeData};
        let (bits, mant) = match self.m.types.get(self.f.value_type(self.m, args[0])) {
            TypeData::Float(FloatKind::Half) => (16u32, 10u32),
            TypeData::Float(FloatKind::BFloat) => (16, 7),
            TypeData::Float(FloatKind::Float) => (32, 23),
            TypeData::Float(FloatKind::Double) => (64, 52),
            TypeData::Float(FloatKind::Fp128) => (128, 112),
            TypeData::Float(FloatKind::X86Fp80) => return self.lower_is_fpclass_f80(i, args, mask),
            _ => return Err(err_at(self.f, self.m, i, "llvm.is.fpclass on this type")),
        };
        let ivt = EVT::integer(bits);
        let b1 = EVT::Simple(MVT::i1);
        let x = self.get_value(args[0], i)?;
        let v = if fvt == ivt {
            x
        } else {
            self.dag.get(isd::BITCAST, ivt, &[x])
        };
        let k = |b: &mut Self, c: i128| {
            let c = crate::selection_dag::sign_extend(c, bits);
            b.dag.get_constant(c, ivt)
        };
        // Every bit but the sign (computed unsigned: at 128 bits the sign is i128's own).
        let not_sign = k(self, (u128::MAX >> (129 - bits)) as i128);
        let abs = self.dag.get(isd::AND, ivt, &[v, not_sign]);
        let zero = k(self, 0);
        let neg = self.dag.get_setcc(b1, v, zero, CondCode::SETLT);
        let inf_bits = ((1i128 << (bits - 1 - mant)) - 1) << mant;
        let quiet = 1i128 << (mant - 1);
        let min_normal = 1i128 << mant;
        let inf = k(self, inf_bits);
        // Each class as a predicate on `abs`.
        let is_nan = self.dag.get_setcc(b1, abs, inf, CondCode::SETUGT);
        let qnan_min = k(self, inf_bits | quiet);
        let is_qnan = self.dag.get_setcc(b1, abs, qnan_min, CondCode::SETUGE);
        let is_snan = {
            let lt = self.dag.get_setcc(b1, abs, qnan_min, CondCode::SETULT);
            self.dag.get(isd::AND, b1, &[is_nan, lt])
        };
        let is_inf = self.dag.get_setcc(b1, abs, inf, CondCode::SETEQ);
        let is_zero = self.dag.get_setcc(b1, abs, zero, CondCode::SETEQ);
        let is_sub = {
            let one = k(self, 1);
            let am1 = self.dag.get(isd::SUB, ivt, &[abs, one]);
            let lim = k(self, min_normal - 1);
            self.dag.get_setcc(b1, am1, lim, CondCode::SETULT)
        };
        let is_norm = {
            let mn = k(self, min_normal);
            let d = self.dag.get(isd::SUB, ivt, &[abs, mn]);
            let lim = k(self, inf_bits - min_normal);
            self.dag.get_setcc(b1, d, lim, CondCode::SETULT)
        };
        let t = self.dag.get_constant(1, b1);
        let pos = self.dag.get(isd::XOR, b1, &[neg, t]);
        let mut acc: Option<crate::selection_dag::SDValue> = None;
        // (negative bit, positive bit, predicate on the magnitude).
        let classes = [
            (1u32 << 2, 1u32 << 9, is_inf),
            (1 << 3, 1 << 8, is_norm),
            (1 << 4, 1 << 7, is_sub),
            (1 << 5, 1 << 6, is_zero),
        ];
        let mut push = |b: &mut Self, term: crate::selection_dag::SDValue| {
            acc = Some(match acc {
                None => term,
                Some(a) => b.dag.get(isd::OR, b1, &[a, term]),
            });
        };
        match mask & 0b11 {
            0b11 => push(self, is_nan),
            0b01 => push(self, is_snan),
            0b10 => push(self, is_qnan),
            _ => {}
        }
        for (nbit, pbit, pred) in classes {
            match (mask & nbit != 0, mask & pbit != 0) {
                (true, true) => push(self, pred),
                (true, false) => {
                    let t = self.dag.get(isd::AND, b1, &[pred, neg]);
                    push(self, t)
                }
                (false, true) => {
                    let t = self.dag.get(isd::AND, b1, &[pred, pos]);
                    push(self, t)
                }
                _ => {}
            }
        }
        let r = match acc {
            Some(a) => a,
            None => self.dag.get_constant(0, b1),
        };
        self.set_value(i, r);
        Ok(())
    }

    /// `llvm.fptosi.sat`/`llvm.fptoui.sat`: the conversion clamped to the result's range
    /// and NaN to 0, by compares against the range's bounds (powers of two, exact in every
    /// float format) and selects around the plain conversion. `None` for results wider than
    /// 64 bits.
    fn lower_fp_to_int_sat(
        &mut self,
        i: InstId,
        base: &str,
        args: &[Value],
    ) -> Option<Result<(), CodegenError>> {
        let vt = self.value_evt(Value::Inst(i), i).ok()?;
        let fvt = self.value_evt(args[0], i).ok()?;
        let bits = vt.size_in_bits();
        if vt.is_vector() || bits == 0 || bits > 64 {
            return None;
        }
        let pow2 = |k: u32| -> u64 {
            match fvt {
                EVT::Simple(MVT::f32) => (2f32.powi(k as i32)).to_bits() as u64,
                _ => (2f64.powi(k as i32)).to_bits(),
            }
        };
        if !matches!(fvt, EVT::Simple(MVT::f32) | EVT::Simple(MVT::f64)) {
            return None;
        }
        let r = (|| -> Result<(), CodegenError> {
            let x = self.get_value(args[0], i)?;
            let b1 = EVT::Simple(MVT::i1);
            let v = if base == "fptosi" {
                let lo = self
                    .dag
                    .get_constant_fp(pow2(bits - 1) | sign_bit(fvt), fvt);
                let hi = self.dag.get_constant_fp(pow2(bits - 1), fvt);
                let conv = self.dag.get(isd::FP_TO_SINT, vt, &[x]);
                let min = self.dag.get_constant(-(1i128 << (bits - 1)), vt);
                let max = self.dag.get_constant((1i128 << (bits - 1)) - 1, vt);
                let below = self.dag.get_setcc(b1, x, lo, CondCode::SETOLT);
                let above = self.dag.get_setcc(b1, x, hi, CondCode::SETOGE);
                let nan = self.dag.get_setcc(b1, x, x, CondCode::SETUO);
                let zero = self.dag.get_constant(0, vt);
                let r = self.dag.get(isd::SELECT, vt, &[below, min, conv]);
                let r = self.dag.get(isd::SELECT, vt, &[above, max, r]);
                self.dag.get(isd::SELECT, vt, &[nan, zero, r])
            } else {
                let zero_f = self.dag.get_constant_fp(0, fvt);
                let hi = self.dag.get_constant_fp(pow2(bits), fvt);
                let conv = self.dag.get(isd::FP_TO_UINT, vt, &[x]);
                let max = self
                    .dag
                    .get_constant(crate::selection_dag::sign_extend(-1, bits), vt);
                let zero = self.dag.get_constant(0, vt);
                let above = self.dag.get_setcc(b1, x, hi, CondCode::SETOGE);
                // Not >= 0: negative or NaN.
                let low = self.dag.get_setcc(b1, x, zero_f, CondCode::SETULT);
                let r = self.dag.get(isd::SELECT, vt, &[above, max, conv]);
                self.dag.get(isd::SELECT, vt, &[low, zero, r])
            };
            self.set_value(i, v);
            Ok(())
        })();
        Some(r)
    }

    fn lower_va_intrinsic(
        &mut self,
        i: InstId,
        base: &str,
        args: &[Value],
    ) -> Result<(), CodegenError> {
        let ptr_vt = self.ptr_vt;
        let bytes = (ptr_vt.size_in_bits() / 8) as u64;
        let mmo = |flags: u8| MachineMemOperand {
            ptr: PointerInfo::Unknown,
            offset: 0,
            size: bytes,
            align: bytes,
            flags,
        };
        match base {
            "va_end" => Ok(()),
            "va_start" => {
                let list = self.get_value(args[0], i)?;
                let chain = self.get_root();
                if let Some(c) = self
                    .target
                    .lower_va_start(&mut self.dag, self.mf, chain, list)
                {
                    self.dag.set_root(c);
                    return Ok(());
                }
                let Some(fi) = self.mf.frame_info.vararg_frame_index else {
                    return Err(err_at(
                        self.f,
                        self.m,
                        i,
                        "va_start outside a variadic function the target lowered",
                    ));
                };
                let addr = self.dag.get_frame_index(fi, ptr_vt, false);
                let st = self
                    .dag
                    .get_store(chain, addr, list, mmo(MachineMemOperand::STORE));
                self.dag.set_root(st);
                Ok(())
            }
            _ => {
                // va_copy(dst, src): the one pointer, or the target's va_list word by word.
                let dst = self.get_value(args[0], i)?;
                let src = self.get_value(args[1], i)?;
                let mut chain = self.get_root();
                let words = self.target.va_list_size().map_or(1, |b| b.div_ceil(bytes));
                for k in 0..words {
                    let (s, d) = if k == 0 {
                        (src, dst)
                    } else {
                        let off = self.dag.get_constant((k * bytes) as i128, ptr_vt);
                        (
                            self.dag
                                .get(crate::selection_dag::isd::ADD, ptr_vt, &[src, off]),
                            self.dag
                                .get(crate::selection_dag::isd::ADD, ptr_vt, &[dst, off]),
                        )
                    };
                    let l = self
                        .dag
                        .get_load(ptr_vt, chain, s, mmo(MachineMemOperand::LOAD));
                    chain = self.dag.get_store(
                        crate::selection_dag::SDValue::new(l.node, 1),
                        l,
                        d,
                        mmo(MachineMemOperand::STORE),
                    );
                }
                self.dag.set_root(chain);
                Ok(())
            }
        }
    }
}
