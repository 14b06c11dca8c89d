//! The SelectionDAG builder's floating-point and variadic intrinsics: `llvm.fabs`, `sqrt`,
//! `fma`/`fmuladd`, `copysign`, `minnum`/`maxnum`, `minimum`/`maximum` as DAG nodes; the
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

/// The C library name of a one-argument math function for `vt` (`floor`, `floorf`).
fn libm_name(base: &str, vt: EVT) -> Option<&'static str> {
    let single = vt == EVT::Simple(MVT::f32);
    let double = vt == EVT::Simple(MVT::f64);
    if !single && !double {
        return None;
    }
    macro_rules! pick {
        ($($b:literal),*) => {
            match base {
                $($b => Some(if single { concat!($b, "f") } else { $b }),)*
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
            _ => {
                let vt = self.value_evt(Value::Inst(i), i).ok()?;
                let arg_vt = match args.first() {
                    Some(&a) => self.value_evt(a, i).ok()?,
                    None => return None,
                };
                if !arg_vt.is_floating_point() || vt.is_vector() || arg_vt.is_vector() {
                    return None;
                }
                self.lower_fp_math(i, name, base, args, vt, arg_vt)?
            }
        };
        Some(r)
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
        if let Some(op) = node_op {
            let v = self.dag.get(op, vt, &vals);
            self.set_value(i, v);
            return Some(Ok(()));
        }
        if base == "minimum" || base == "maximum" {
            // IEEE 754-2019 minimum/maximum: NaN if either is NaN, else minnum/maxnum (which
            // orders -0 below +0 on the targets kiln has).
            let op = if base == "minimum" {
                isd::FMINNUM
            } else {
                isd::FMAXNUM
            };
            let mm = self.dag.get(op, vt, &[vals[0], vals[1]]);
            let nan = self.dag.get(isd::FADD, vt, &[vals[0], vals[1]]);
            let uo = self
                .dag
                .get_setcc(self.ptr_vt, vals[0], vals[1], CondCode::SETUO);
            let v = self.dag.get(isd::SELECT, vt, &[uo, nan, mm]);
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
                let Some(fi) = self.mf.frame_info.vararg_frame_index else {
                    return Err(err_at(
                        self.f,
                        self.m,
                        i,
                        "va_start outside a variadic function the target lowered",
                    ));
                };
                let list = self.get_value(args[0], i)?;
                let addr = self.dag.get_frame_index(fi, ptr_vt, false);
                let chain = self.get_root();
                let st = self
                    .dag
                    .get_store(chain, addr, list, mmo(MachineMemOperand::STORE));
                self.dag.set_root(st);
                Ok(())
            }
            _ => {
                // va_copy(dst, src): the one pointer.
                let dst = self.get_value(args[0], i)?;
                let src = self.get_value(args[1], i)?;
                let chain = self.get_root();
                let l = self
                    .dag
                    .get_load(ptr_vt, chain, src, mmo(MachineMemOperand::LOAD));
                let st = self.dag.get_store(
                    crate::selection_dag::SDValue::new(l.node, 1),
                    l,
                    dst,
                    mmo(MachineMemOperand::STORE),
                );
                self.dag.set_root(st);
                Ok(())
            }
        }
    }
}
