//! Integer intrinsics the SelectionDAGBuilder expands into target-independent nodes, as LLVM's
//! generic expansions do on a target without the matching instructions (RV64 without Zbb):
//! funnel shifts (`fshl`/`fshr`, which is how clang writes rotates), the `*.with.overflow`
//! family, saturating arithmetic, three-way compares (`ucmp`/`scmp`), `is.constant`, `objectsize`,
//! `prefetch` (`load.relative` is `Builder::lower_load_relative`).
//!
//! In: the call instruction, the intrinsic name without `llvm.` and its IR arguments. Out: the
//! instruction's value(s) recorded in the builder, built from ADD/SUB/MUL, shifts, SETCC and
//! SELECT at the IR type, which type and operation legalization then handle like any other
//! node (a 64-bit multiply-with-overflow becomes an i128 multiply, i.e. `mul` + `mulhu`).

use super::{err_at, Builder};
use crate::selection_dag::isd::{self, CondCode};
use crate::selection_dag::{MachineMemOperand, SDValue};
use crate::value_types::EVT;
use crate::CodegenError;
use kiln_ir::{InstId, Value};

/// The most loads or stores an inlined `memcpy`/`memset` may take (LLVM's
/// `MaxStoresPerMemcpy` for RISC-V).
const MAX_MEM_OPS: usize = 8;

impl Builder<'_> {
    /// Lowers intrinsic `name` (without `llvm.`) if it is one of this module's; `Ok(false)`
    /// otherwise.
    pub(super) fn lower_expanded_intrinsic(
        &mut self,
        i: InstId,
        name: &str,
        args: &[Value],
    ) -> Result<bool, CodegenError> {
        let base = name.split('.').next().unwrap_or("");
        let second = name.split('.').nth(1).unwrap_or("");
        match (base, second) {
            ("fshl" | "fshr", _) => {
                let vt = self.value_evt(Value::Inst(i), i)?;
                self.check_scalar(vt, i, name)?;
                let a = self.get_value(args[0], i)?;
                let b = self.get_value(args[1], i)?;
                let c = self.get_value(args[2], i)?;
                let v = self.funnel_shift(base == "fshl", a, b, c, vt);
                self.set_value(i, v);
            }
            ("sadd" | "uadd" | "ssub" | "usub" | "smul" | "umul", "with") => {
                let vt = self.value_evt(args[0], i)?;
                self.check_scalar(vt, i, name)?;
                let odd = self.odd_int_bits(self.f.value_type(self.m, args[0]));
                let (v, o) = match odd {
                    Some(n) => {
                        // iN computed in its promoted type P from operands extended from bit
                        // N: overflow at N is overflow at P or a result that bit N's
                        // extension changes (for add/sub P never overflows: P > N).
                        let signed = base.starts_with('s');
                        let a = self.odd_int_operand(args[0], i, signed)?;
                        let b = self.odd_int_operand(args[1], i, signed)?;
                        let pvt = self.dag.vt(a);
                        let (v, o) = self.overflow_op(base, a, b, pvt);
                        let ext = self.extend_in_reg(v, n, signed);
                        let i1 = EVT::integer(1);
                        let changed = self.dag.get_setcc(i1, v, ext, CondCode::SETNE);
                        (v, self.dag.get(isd::OR, i1, &[o, changed]))
                    }
                    None => {
                        let a = self.get_value(args[0], i)?;
                        let b = self.get_value(args[1], i)?;
                        self.overflow_op(base, a, b, vt)
                    }
                };
                self.set_leaves(i, &[v, o]);
            }
            ("sadd" | "uadd" | "ssub" | "usub" | "sshl" | "ushl", "sat") => {
                let vt = self.value_evt(Value::Inst(i), i)?;
                self.check_scalar(vt, i, name)?;
                let a = self.get_value(args[0], i)?;
                let b = self.get_value(args[1], i)?;
                let v = self.saturating_op(base, a, b, vt);
                self.set_value(i, v);
            }
            ("ucmp" | "scmp", _) => {
                let vt = self.value_evt(Value::Inst(i), i)?;
                let ovt = self.value_evt(args[0], i)?;
                self.check_scalar(ovt, i, name)?;
                let a = self.get_value(args[0], i)?;
                let b = self.get_value(args[1], i)?;
                let (gt, lt) = if base == "ucmp" {
                    (CondCode::SETUGT, CondCode::SETULT)
                } else {
                    (CondCode::SETGT, CondCode::SETLT)
                };
                let i1 = EVT::integer(1);
                let g = self.dag.get_setcc(i1, a, b, gt);
                let l = self.dag.get_setcc(i1, a, b, lt);
                let g = self.dag.get(isd::ZERO_EXTEND, vt, &[g]);
                let l = self.dag.get(isd::ZERO_EXTEND, vt, &[l]);
                let v = self.dag.get(isd::SUB, vt, &[g, l]);
                self.set_value(i, v);
            }
            ("is", "constant") => {
                // As LLVM folds it before selection: true exactly when the operand is a
                // manifest constant (data, or aggregates and expressions of data; an address
                // is not one, since only the linker knows it), else false.
                let vt = self.value_evt(Value::Inst(i), i)?;
                let c = matches!(args[0], Value::Const(c) if self.is_manifest_constant(c));
                let v = self.dag.get_constant(c as i128, vt);
                self.set_value(i, v);
            }
            ("objectsize", _) => {
                // Unknown size: -1 for the maximum, 0 for the minimum (args[1] = min).
                let vt = self.value_evt(Value::Inst(i), i)?;
                let min = self.const_int(args[1]).unwrap_or(0) != 0;
                let v = self.dag.get_constant(if min { 0 } else { -1 }, vt);
                self.set_value(i, v);
            }
            ("prefetch" | "sideeffect" | "var" | "annotation", _) => {
                // Hints only (`var.annotation`, `annotation` return their first argument).
                if base == "annotation" {
                    let v = self.get_value(args[0], i)?;
                    self.set_value(i, v);
                }
            }
            ("memcpy" | "memmove" | "memset", _) => {
                return self.inline_mem_intrinsic(i, base, args)
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// `memcpy`/`memmove`/`memset` of a small constant size as loads and stores of the widest
    /// pieces the alignment allows, at most [`MAX_MEM_OPS`] of them, as LLVM's
    /// `getMemcpy` does under `MaxStoresPerMemcpy`; `Ok(false)` leaves the call.
    fn inline_mem_intrinsic(
        &mut self,
        i: InstId,
        base: &str,
        args: &[Value],
    ) -> Result<bool, CodegenError> {
        let (Some(size), Some(volatile)) = (self.const_int(args[2]), self.const_int(args[3]))
        else {
            return Ok(false);
        };
        if volatile != 0 || size <= 0 {
            return Ok(false);
        }
        let is_set = base == "memset";
        let byte = if is_set {
            match self.const_int(args[1]) {
                Some(b) => b as u8,
                None => return Ok(false),
            }
        } else {
            0
        };
        let dst_align = self.param_align(i, 0);
        let src_align = if is_set { 8 } else { self.param_align(i, 1) };
        let max_piece = dst_align
            .min(src_align)
            .min(self.ptr_vt.size_in_bits() as u64 / 8);
        let mut pieces = Vec::new();
        let mut at = 0u64;
        let size = size as u64;
        while at < size {
            let mut p = max_piece;
            while p > size - at {
                p /= 2;
            }
            pieces.push((at, p));
            at += p;
            if pieces.len() > MAX_MEM_OPS {
                return Ok(false);
            }
        }
        let dst = self.get_value(args[0], i)?;
        let src = if is_set {
            dst
        } else {
            self.get_value(args[1], i)?
        };
        let chain = self.get_root();
        let mut vals = Vec::with_capacity(pieces.len());
        let mut chains = vec![chain];
        for &(off, p) in &pieces {
            let vt = EVT::integer(8 * p as u32);
            if is_set {
                let mut v: u128 = 0;
                for k in 0..p {
                    v |= (byte as u128) << (8 * k);
                }
                vals.push(self.dag.get_constant(v as i128, vt));
            } else {
                let addr = self.offset_ptr(src, off);
                let mut mmo = self.mem_operand(src, p, src_align.min(p), MachineMemOperand::LOAD);
                mmo.offset = off as i64;
                let l = self.dag.get_load(vt, chain, addr, mmo);
                chains.push(SDValue::new(l.node, 1));
                vals.push(l);
            }
        }
        // Every load before any store: memmove's operands may overlap.
        let after_loads = if chains.len() > 1 {
            self.dag.get_token_factor(&chains)
        } else {
            chain
        };
        let mut stores = Vec::with_capacity(pieces.len());
        for (&(off, p), &v) in pieces.iter().zip(&vals) {
            let addr = self.offset_ptr(dst, off);
            let mut mmo = self.mem_operand(dst, p, dst_align.min(p), MachineMemOperand::STORE);
            mmo.offset = off as i64;
            stores.push(self.dag.get_store(after_loads, v, addr, mmo));
        }
        let tf = self.dag.get_token_factor(&stores);
        self.dag.set_root(tf);
        Ok(true)
    }

    /// The `align` attribute of call argument `k` of call instruction `i` (1 without one).
    fn param_align(&self, i: InstId, k: usize) -> u64 {
        let kiln_ir::InstKind::Call(ci) = self.f.inst(i).kind else {
            return 1;
        };
        let info = self.f.calls[ci.0 as usize];
        if k >= info.arg_attrs.len as usize {
            return 1;
        }
        let Some(&set) = self.f.attr_pool.get(info.arg_attrs.start as usize + k) else {
            return 1;
        };
        for a in self.m.attrs(set) {
            if let kiln_ir::module::Attribute::Int(s, n) = a {
                if self.m.strings.get(*s) == "align" && n.is_power_of_two() {
                    return *n;
                }
            }
        }
        1
    }

    /// Whether constant `c` is known without linking: no global or block address in it
    /// (LLVM's `isManifestConstant`).
    fn is_manifest_constant(&self, c: kiln_ir::ConstId) -> bool {
        use kiln_ir::ConstData as C;
        match self.m.consts.get(c) {
            C::Global(_) | C::BlockAddress { .. } | C::DsoLocalEquivalent(_) | C::NoCfi(_) => false,
            C::Array { elems, .. } | C::Struct { elems, .. } | C::Vector { elems, .. } => {
                elems.iter().all(|&e| self.is_manifest_constant(e))
            }
            C::Splat { elem, .. } => self.is_manifest_constant(*elem),
            C::Expr { ops, .. } => ops.iter().all(|&e| self.is_manifest_constant(e)),
            _ => true,
        }
    }

    fn check_scalar(&self, vt: EVT, i: InstId, name: &str) -> Result<(), CodegenError> {
        if vt.is_vector() || !vt.is_integer() {
            return Err(err_at(
                self.f,
                self.m,
                i,
                &format!("the intrinsic llvm.{name} on this type"),
            ));
        }
        Ok(())
    }

    /// `fshl(a, b, c)`: the high half of `(a:b) << (c mod N)`; `fshr`: the low half of
    /// `(a:b) >> (c mod N)` (LLVM's `expandFunnelShift`).
    fn funnel_shift(&mut self, left: bool, a: SDValue, b: SDValue, c: SDValue, vt: EVT) -> SDValue {
        let bits = vt.size_in_bits() as i128;
        let k = |s: &mut Self, v: i128| s.dag.get_constant(v, vt);
        if a == b && (bits as u128).is_power_of_two() {
            // A rotate, when the target has one (LLVM's ROTL/ROTR: amount modulo N); the other
            // direction by the negated amount where only that one is legal.
            let (op, other) = if left {
                (isd::ROTL, isd::ROTR)
            } else {
                (isd::ROTR, isd::ROTL)
            };
            let konst = self.dag.const_value(c).map(|c| c & (bits - 1));
            if konst == Some(0) {
                return a;
            }
            if self.tli.is_operation_legal_or_custom(op, vt) {
                let c = konst.map_or(c, |s| k(self, s));
                return self.dag.get(op, vt, &[a, c]);
            }
            if self.tli.is_operation_legal_or_custom(other, vt) {
                let neg = match konst {
                    Some(s) => k(self, bits - s),
                    None => {
                        let z = k(self, 0);
                        self.dag.get(isd::SUB, vt, &[z, c])
                    }
                };
                return self.dag.get(other, vt, &[a, neg]);
            }
        }
        if let Some(c) = self.dag.const_value(c) {
            let c = if bits < 128 {
                c as u128 & ((1u128 << bits) - 1)
            } else {
                c as u128
            };
            let s = (c % bits as u128) as i128;
            if s == 0 {
                return if left { a } else { b };
            }
            let (ls, rs) = if left { (s, bits - s) } else { (bits - s, s) };
            let ls = k(self, ls);
            let rs = k(self, rs);
            let x = self.dag.get(isd::SHL, vt, &[a, ls]);
            let y = self.dag.get(isd::SRL, vt, &[b, rs]);
            return self.dag.get(isd::OR, vt, &[x, y]);
        }
        // s = c mod N, inv = N - 1 - s; the extra shift by one keeps every amount below N.
        let nm1 = k(self, bits - 1);
        let (s, inv) = if (bits as u128).is_power_of_two() {
            let s = self.dag.get(isd::AND, vt, &[c, nm1]);
            let inv = self.dag.get(isd::XOR, vt, &[s, nm1]);
            (s, inv)
        } else {
            let n = k(self, bits);
            let s = self.dag.get(isd::UREM, vt, &[c, n]);
            let inv = self.dag.get(isd::SUB, vt, &[nm1, s]);
            (s, inv)
        };
        let one = k(self, 1);
        if left {
            let x = self.dag.get(isd::SHL, vt, &[a, s]);
            let b1 = self.dag.get(isd::SRL, vt, &[b, one]);
            let y = self.dag.get(isd::SRL, vt, &[b1, inv]);
            self.dag.get(isd::OR, vt, &[x, y])
        } else {
            let a1 = self.dag.get(isd::SHL, vt, &[a, one]);
            let x = self.dag.get(isd::SHL, vt, &[a1, inv]);
            let y = self.dag.get(isd::SRL, vt, &[b, s]);
            self.dag.get(isd::OR, vt, &[x, y])
        }
    }

    /// `(result, overflow bit)` of `{s,u}{add,sub,mul}.with.overflow`.
    fn overflow_op(&mut self, base: &str, a: SDValue, b: SDValue, vt: EVT) -> (SDValue, SDValue) {
        let i1 = EVT::integer(1);
        let bits = vt.size_in_bits();
        match base {
            "sadd" | "ssub" => {
                let (r, o) = self.signed_add_sub(base == "sadd", a, b, vt);
                (r, o)
            }
            "uadd" => {
                let r = self.dag.get(isd::ADD, vt, &[a, b]);
                (r, self.dag.get_setcc(i1, r, a, CondCode::SETULT))
            }
            "usub" => {
                let r = self.dag.get(isd::SUB, vt, &[a, b]);
                (r, self.dag.get_setcc(i1, a, b, CondCode::SETULT))
            }
            _ if bits <= 64
                && self
                    .tli
                    .largest_legal_int()
                    .is_some_and(|m| bits == 2 * m.size_in_bits()) =>
            {
                // Twice the width would be an i128 expanded twice (i64 on RV32), which the
                // legalizer cannot do: the halves instead.
                self.mul_overflow_in_halves(base == "smul", a, b, vt)
            }
            _ => {
                // Multiply in twice the width; the high half (unsigned) or the bits beyond
                // the sign (signed) tell whether the product fits. Past 64 bits that is a
                // multiply the legalizer expands without libcalls (i128 -> i256 ...).
                // Past 64 bits a power of two wide enough (the legalizer halves it evenly).
                let wide = EVT::integer(if bits > 64 {
                    (2 * bits).next_power_of_two()
                } else {
                    2 * bits
                });
                let signed = base == "smul";
                let ext = if signed {
                    isd::SIGN_EXTEND
                } else {
                    isd::ZERO_EXTEND
                };
                let wa = self.dag.get(ext, wide, &[a]);
                let wb = self.dag.get(ext, wide, &[b]);
                let p = self.dag.get(isd::MUL, wide, &[wa, wb]);
                let r = self.dag.get(isd::TRUNCATE, vt, &[p]);
                let o = if signed {
                    let back = self.dag.get(isd::SIGN_EXTEND, wide, &[r]);
                    self.dag.get_setcc(i1, back, p, CondCode::SETNE)
                } else {
                    let sh = self.dag.get_constant(bits as i128, wide);
                    let hi = self.dag.get(isd::SRL, wide, &[p, sh]);
                    let z = self.dag.get_constant(0, wide);
                    self.dag.get_setcc(i1, hi, z, CondCode::SETNE)
                };
                (r, o)
            }
        }
    }

    /// `(result, overflow bit)` of `{s,u}mul.with.overflow` on a type of two registers (i64 on
    /// RV32), from multiplies of that type only. Unsigned, with `a = ah:al` and `b = bh:bl` in
    /// halves of H bits: the product fits when not both high halves are non-zero, `ah*bl` and
    /// `al*bh` fit in H bits, and `hi(al*bl) + ah*bl + al*bh` carries nothing past H bits.
    /// Signed: the same test on the magnitudes, and the magnitude of the product at most
    /// 2^(N-1) - 1, or 2^(N-1) when the signs differ.
    fn mul_overflow_in_halves(
        &mut self,
        signed: bool,
        a: SDValue,
        b: SDValue,
        vt: EVT,
    ) -> (SDValue, SDValue) {
        let i1 = EVT::integer(1);
        let bits = vt.size_in_bits();
        let half = bits / 2;
        let zero = self.dag.get_constant(0, vt);
        let (ua, ub, negative) = if signed {
            let top = self.dag.get_constant(bits as i128 - 1, vt);
            let sa = self.dag.get(isd::SRA, vt, &[a, top]);
            let sb = self.dag.get(isd::SRA, vt, &[b, top]);
            let xa = self.dag.get(isd::XOR, vt, &[a, sa]);
            let ua = self.dag.get(isd::SUB, vt, &[xa, sa]);
            let xb = self.dag.get(isd::XOR, vt, &[b, sb]);
            let ub = self.dag.get(isd::SUB, vt, &[xb, sb]);
            let signs = self.dag.get(isd::XOR, vt, &[sa, sb]);
            let negative = self.dag.get(isd::SRL, vt, &[signs, top]);
            (ua, ub, Some(negative))
        } else {
            (a, b, None)
        };
        let mask = self.dag.get_constant((1i128 << half) - 1, vt);
        let k = self.dag.get_constant(half as i128, vt);
        let al = self.dag.get(isd::AND, vt, &[ua, mask]);
        let ah = self.dag.get(isd::SRL, vt, &[ua, k]);
        let bl = self.dag.get(isd::AND, vt, &[ub, mask]);
        let bh = self.dag.get(isd::SRL, vt, &[ub, k]);
        let cross1 = self.dag.get(isd::MUL, vt, &[ah, bl]);
        let cross2 = self.dag.get(isd::MUL, vt, &[al, bh]);
        let low = self.dag.get(isd::MUL, vt, &[al, bl]);
        let ah_nz = self.dag.get_setcc(i1, ah, zero, CondCode::SETNE);
        let bh_nz = self.dag.get_setcc(i1, bh, zero, CondCode::SETNE);
        let both = self.dag.get(isd::AND, i1, &[ah_nz, bh_nz]);
        let c1_hi = self.dag.get(isd::SRL, vt, &[cross1, k]);
        let c1_big = self.dag.get_setcc(i1, c1_hi, zero, CondCode::SETNE);
        let c2_hi = self.dag.get(isd::SRL, vt, &[cross2, k]);
        let c2_big = self.dag.get_setcc(i1, c2_hi, zero, CondCode::SETNE);
        let low_hi = self.dag.get(isd::SRL, vt, &[low, k]);
        let c1_lo = self.dag.get(isd::AND, vt, &[cross1, mask]);
        let c2_lo = self.dag.get(isd::AND, vt, &[cross2, mask]);
        let mid = self.dag.get(isd::ADD, vt, &[low_hi, c1_lo]);
        let mid = self.dag.get(isd::ADD, vt, &[mid, c2_lo]);
        let carry = self.dag.get(isd::SRL, vt, &[mid, k]);
        let carries = self.dag.get_setcc(i1, carry, zero, CondCode::SETNE);
        let o = self.dag.get(isd::OR, i1, &[both, c1_big]);
        let o2 = self.dag.get(isd::OR, i1, &[c2_big, carries]);
        let unsigned_overflow = self.dag.get(isd::OR, i1, &[o, o2]);
        let r = self.dag.get(isd::MUL, vt, &[a, b]);
        let Some(negative) = negative else {
            return (r, unsigned_overflow);
        };
        let magnitude = self.dag.get(isd::MUL, vt, &[ua, ub]);
        let max = self.dag.get_constant((1i128 << (bits - 1)) - 1, vt);
        let limit = self.dag.get(isd::ADD, vt, &[max, negative]);
        let too_big = self.dag.get_setcc(i1, magnitude, limit, CondCode::SETUGT);
        (r, self.dag.get(isd::OR, i1, &[unsigned_overflow, too_big]))
    }

    /// Signed add or subtract and its overflow bit: the result's sign differs from both
    /// operands' (add) or from the minuend's while the operands' signs differ (sub).
    fn signed_add_sub(&mut self, add: bool, a: SDValue, b: SDValue, vt: EVT) -> (SDValue, SDValue) {
        let i1 = EVT::integer(1);
        let z = self.dag.get_constant(0, vt);
        if add {
            let r = self.dag.get(isd::ADD, vt, &[a, b]);
            let x = self.dag.get(isd::XOR, vt, &[r, a]);
            let y = self.dag.get(isd::XOR, vt, &[r, b]);
            let m = self.dag.get(isd::AND, vt, &[x, y]);
            (r, self.dag.get_setcc(i1, m, z, CondCode::SETLT))
        } else {
            let r = self.dag.get(isd::SUB, vt, &[a, b]);
            let x = self.dag.get(isd::XOR, vt, &[a, b]);
            let y = self.dag.get(isd::XOR, vt, &[a, r]);
            let m = self.dag.get(isd::AND, vt, &[x, y]);
            (r, self.dag.get_setcc(i1, m, z, CondCode::SETLT))
        }
    }

    /// `{s,u}{add,sub,shl}.sat`.
    fn saturating_op(&mut self, base: &str, a: SDValue, b: SDValue, vt: EVT) -> SDValue {
        let i1 = EVT::integer(1);
        let bits = vt.size_in_bits();
        let min_v = if bits >= 128 {
            i128::MIN
        } else {
            1i128 << (bits - 1)
        };
        let ones = self.dag.get_constant(-1, vt);
        let zero = self.dag.get_constant(0, vt);
        let min = self.dag.get_constant(min_v, vt);
        let max = self.dag.get_constant(min_v.wrapping_sub(1), vt);
        match base {
            "uadd" => {
                let r = self.dag.get(isd::ADD, vt, &[a, b]);
                let c = self.dag.get_setcc(i1, r, a, CondCode::SETULT);
                self.dag.get(isd::SELECT, vt, &[c, ones, r])
            }
            "usub" => {
                let r = self.dag.get(isd::SUB, vt, &[a, b]);
                let c = self.dag.get_setcc(i1, a, b, CondCode::SETULT);
                self.dag.get(isd::SELECT, vt, &[c, zero, r])
            }
            "sadd" | "ssub" => {
                let (r, o) = self.signed_add_sub(base == "sadd", a, b, vt);
                // On overflow the wrapped result has the wrong sign: MAX if it is negative.
                let sh = self.dag.get_constant(bits as i128 - 1, vt);
                let sign = self.dag.get(isd::SRA, vt, &[r, sh]);
                let sat = self.dag.get(isd::XOR, vt, &[sign, min]);
                self.dag.get(isd::SELECT, vt, &[o, sat, r])
            }
            "ushl" => {
                let r = self.dag.get(isd::SHL, vt, &[a, b]);
                let back = self.dag.get(isd::SRL, vt, &[r, b]);
                let c = self.dag.get_setcc(i1, back, a, CondCode::SETNE);
                self.dag.get(isd::SELECT, vt, &[c, ones, r])
            }
            _ => {
                let r = self.dag.get(isd::SHL, vt, &[a, b]);
                let back = self.dag.get(isd::SRA, vt, &[r, b]);
                let c = self.dag.get_setcc(i1, back, a, CondCode::SETNE);
                let neg = self.dag.get_setcc(i1, a, zero, CondCode::SETLT);
                let sat = self.dag.get(isd::SELECT, vt, &[neg, min, max]);
                self.dag.get(isd::SELECT, vt, &[c, sat, r])
            }
        }
    }
}
