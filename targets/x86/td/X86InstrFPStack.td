//===- X86InstrFPStack.td - the x87 floating-point unit ---------*- tablegen -*-===//
//
// The x87 instructions kiln uses for `long double` (x86_fp80), in their AT&T spellings
// as llvm-mc prints them: loads and stores of 32/64/80-bit floats (`flds`/`fldl`/
// `fldt`, `fstps`/`fstpl`/`fstpt`), integer loads and stores (`filds`/`fildl`/`fildll`,
// `fistps`/`fistpl`/`fistpll`), the constants `fld1`/`fldz`, `fchs`/`fabs`/`fsqrt`,
// the arithmetic in its register and memory forms, `fxch`, `fld`/`fst`/`fstp` of a
// stack register, the compares into EFLAGS (`fucomi`, `fucompi`, `fcomi`, `fcompi`),
// `fcmovcc`, and the control word (`fnstcw`, `fldcw`).
//
// Encodings (Intel SDM): every instruction is one of the escape opcodes D8-DF with a
// ModRM byte. Memory forms are MRMnm (the ModRM.reg field is the opcode extension);
// register forms name a stack register ST(i) in ModRM.rm (MRMnr, mod 11); the fixed
// forms (`fld1` D9 E8) are MRM_XX. `%st` written in an assembly string is ST(0), which
// the parser reads as a word (targets/x86/src/mc/mod.rs); a stack operand is printed
// `%st(i)`.
//
// Note AT&T's reversed subtraction and division when the destination is ST(i)
// (the `DC` and `DE` forms): `fsub %st, %st(i)` computes ST(i) = ST(0) - ST(i) (the SDM's
// FSUBR) and `fsubr %st, %st(i)` ST(i) = ST(i) - ST(0); likewise for fdiv/fdivr and the
// popping forms `fsubp`/`fsubrp`/`fdivp`/`fdivrp`. The `D8` forms with destination
// ST(0) are not reversed: `fsub %st(i), %st` is ST(0) = ST(0) - ST(i).
//
//===----------------------------------------------------------------------===//

/// An x87 instruction on escape opcode `o` (D8-DF).
class FPI<bits<8> o, Format f, dag outs, dag ins, string asm> : I<o, f, outs, ins, asm>;

//===----------------------------------------------------------------------===//
// Loads and stores.
//===----------------------------------------------------------------------===//

let mayLoad = true in {
/// Push a float from memory.
def LD_F32m : FPI<0xD9, MRM0m, (outs), (ins f32mem:$src), "flds\t$src">;
def LD_F64m : FPI<0xDD, MRM0m, (outs), (ins f64mem:$src), "fldl\t$src">;
def LD_F80m : FPI<0xDB, MRM5m, (outs), (ins f80mem:$src), "fldt\t$src">;
/// Push an integer from memory, converted.
def ILD_F16m : FPI<0xDF, MRM0m, (outs), (ins i16mem:$src), "filds\t$src">;
def ILD_F32m : FPI<0xDB, MRM0m, (outs), (ins i32mem:$src), "fildl\t$src">;
def ILD_F64m : FPI<0xDF, MRM5m, (outs), (ins i64mem:$src), "fildll\t$src">;
}

let mayStore = true in {
/// Store ST(0) rounded to a float (`fst`) and pop it (`fstp`).
def ST_F32m  : FPI<0xD9, MRM2m, (outs), (ins f32mem:$dst), "fsts\t$dst">;
def ST_F64m  : FPI<0xDD, MRM2m, (outs), (ins f64mem:$dst), "fstl\t$dst">;
def ST_FP32m : FPI<0xD9, MRM3m, (outs), (ins f32mem:$dst), "fstps\t$dst">;
def ST_FP64m : FPI<0xDD, MRM3m, (outs), (ins f64mem:$dst), "fstpl\t$dst">;
def ST_FP80m : FPI<0xDB, MRM7m, (outs), (ins f80mem:$dst), "fstpt\t$dst">;
/// Store ST(0) converted to an integer under the control word's rounding (`fist`),
/// and pop it (`fistp`).
def IST_F16m  : FPI<0xDF, MRM2m, (outs), (ins i16mem:$dst), "fists\t$dst">;
def IST_F32m  : FPI<0xDB, MRM2m, (outs), (ins i32mem:$dst), "fistl\t$dst">;
def IST_FP16m : FPI<0xDF, MRM3m, (outs), (ins i16mem:$dst), "fistps\t$dst">;
def IST_FP32m : FPI<0xDB, MRM3m, (outs), (ins i32mem:$dst), "fistpl\t$dst">;
def IST_FP64m : FPI<0xDF, MRM7m, (outs), (ins i64mem:$dst), "fistpll\t$dst">;
}

/// Push a copy of ST(i); copy ST(0) to ST(i) (`fst`), and pop into it (`fstp`).
def LD_Frr   : FPI<0xD9, MRM0r, (outs), (ins RST:$op), "fld\t$op">;
def ST_Frr   : FPI<0xDD, MRM2r, (outs), (ins RST:$op), "fst\t$op">;
def ST_FPrr  : FPI<0xDD, MRM3r, (outs), (ins RST:$op), "fstp\t$op">;
/// Exchange ST(0) and ST(i).
def XCH_F    : FPI<0xD9, MRM1r, (outs), (ins RST:$op), "fxch\t$op">;

//===----------------------------------------------------------------------===//
// Constants and one-operand operations on ST(0).
//===----------------------------------------------------------------------===//

let FixedModRM = 0xE8 in def LD_F1 : FPI<0xD9, MRM_XX, (outs), (ins), "fld1">;
let FixedModRM = 0xEE in def LD_F0 : FPI<0xD9, MRM_XX, (outs), (ins), "fldz">;
let FixedModRM = 0xE0 in def CHS_F : FPI<0xD9, MRM_XX, (outs), (ins), "fchs">;
let FixedModRM = 0xE1 in def ABS_F : FPI<0xD9, MRM_XX, (outs), (ins), "fabs">;
let FixedModRM = 0xFA in def SQRT_F : FPI<0xD9, MRM_XX, (outs), (ins), "fsqrt">;

//===----------------------------------------------------------------------===//
// Arithmetic.
//===----------------------------------------------------------------------===//

/// Operation `m` with ModRM.reg extension `n` (the forms MRM`n`r/m): ST(0) op= ST(i)
/// (D8), ST(i) op= ST(0) (DC, reversed for sub and div as the file comment says), the
/// same popping ST(0) (DE), ST(0) op= a float in memory (D8: 32-bit, DC: 64-bit), and
/// ST(0) op= an integer in memory (`fiadd`..., DE: 16-bit, DA: 32-bit).
multiclass FPBinary<Format r, Format mem, string m> {
  def _FST0r : FPI<0xD8, r, (outs), (ins RST:$op), m # "\t$op, %st">;
  def _FrST0 : FPI<0xDC, r, (outs), (ins RST:$op), m # "\t%st, $op">;
  def _FPrST0 : FPI<0xDE, r, (outs), (ins RST:$op), m # "p\t%st, $op">;
  let mayLoad = true in {
    def _F32m : FPI<0xD8, mem, (outs), (ins f32mem:$src), m # "s\t$src">;
    def _F64m : FPI<0xDC, mem, (outs), (ins f64mem:$src), m # "l\t$src">;
    def _FI16m : FPI<0xDE, mem, (outs), (ins i16mem:$src), "fi" # !substr(m, 1) # "s\t$src">;
    def _FI32m : FPI<0xDA, mem, (outs), (ins i32mem:$src), "fi" # !substr(m, 1) # "l\t$src">;
  }
}
defm ADD  : FPBinary<MRM0r, MRM0m, "fadd">;
defm MUL  : FPBinary<MRM1r, MRM1m, "fmul">;
defm SUB  : FPBinary<MRM4r, MRM4m, "fsub">;
defm SUBR : FPBinary<MRM5r, MRM5m, "fsubr">;
defm DIV  : FPBinary<MRM6r, MRM6m, "fdiv">;
defm DIVR : FPBinary<MRM7r, MRM7m, "fdivr">;

//===----------------------------------------------------------------------===//
// Compares and conditional moves.
//===----------------------------------------------------------------------===//

/// Compare ST(0) with ST(i) into ZF, PF and CF (unordered: all three set); `fucomi`
/// raises invalid only for signalling NaNs, `fcomi` for any NaN; the `p` forms pop.
let Defs = [EFLAGS] in {
def UCOM_FIr  : FPI<0xDB, MRM5r, (outs), (ins RST:$op), "fucomi\t$op, %st">;
def UCOM_FIPr : FPI<0xDF, MRM5r, (outs), (ins RST:$op), "fucompi\t$op, %st">;
def COM_FIr   : FPI<0xDB, MRM6r, (outs), (ins RST:$op), "fcomi\t$op, %st">;
def COM_FIPr  : FPI<0xDF, MRM6r, (outs), (ins RST:$op), "fcompi\t$op, %st">;
}
// The spellings GCC and GNU as use for the popping compares.
def : InstAlias<"fucomip\t$op, %st", (UCOM_FIPr RST:$op), 0>;
def : InstAlias<"fcomip\t$op, %st", (COM_FIPr RST:$op), 0>;

/// ST(0) = ST(i) when condition `cc` holds in EFLAGS.
let Uses = [EFLAGS] in {
def CMOVB_F   : FPI<0xDA, MRM0r, (outs), (ins RST:$op), "fcmovb\t$op, %st">;
def CMOVE_F   : FPI<0xDA, MRM1r, (outs), (ins RST:$op), "fcmove\t$op, %st">;
def CMOVBE_F  : FPI<0xDA, MRM2r, (outs), (ins RST:$op), "fcmovbe\t$op, %st">;
def CMOVP_F   : FPI<0xDA, MRM3r, (outs), (ins RST:$op), "fcmovu\t$op, %st">;
def CMOVNB_F  : FPI<0xDB, MRM0r, (outs), (ins RST:$op), "fcmovnb\t$op, %st">;
def CMOVNE_F  : FPI<0xDB, MRM1r, (outs), (ins RST:$op), "fcmovne\t$op, %st">;
def CMOVNBE_F : FPI<0xDB, MRM2r, (outs), (ins RST:$op), "fcmovnbe\t$op, %st">;
def CMOVNP_F  : FPI<0xDB, MRM3r, (outs), (ins RST:$op), "fcmovnu\t$op, %st">;
}

//===----------------------------------------------------------------------===//
// The control word (rounding of `fist`: truncating conversions set round-toward-zero).
//===----------------------------------------------------------------------===//

let mayStore = true, Uses = [FPCW] in
def FNSTCW16m : FPI<0xD9, MRM7m, (outs), (ins i16mem:$dst), "fnstcw\t$dst">;
let mayLoad = true, Defs = [FPCW], hasSideEffects = true in
def FLDCW16m : FPI<0xD9, MRM5m, (outs), (ins i16mem:$src), "fldcw\t$src">;

//===----------------------------------------------------------------------===//
// Code generation's x87 pseudos (LLVM's `_Fp80` forms): `long double` values live in
// the flat registers FP0-FP6 of RFP80 through selection and register allocation; the
// stackifier (src/fp_stackifier.rs) rewrites each pseudo into the stack instructions
// above, with the `fxch`/`fld`/`fstp` that bring its operands to the top and pop the
// values that die. They have no encoding.
//===----------------------------------------------------------------------===//

/// A pseudo on RFP80 registers.
class FpPseudo<dag outs, dag ins> : X86Inst<0, Pseudo, NoImm, outs, ins, "">;

let mayLoad = true in {
/// Loads: `fldt`, `flds`/`fldl` (extending), `filds`/`fildl`/`fildll` (converting).
def LD_Fp80m    : FpPseudo<(outs RFP80:$dst), (ins f80mem:$src)>;
def LD_Fp32m80  : FpPseudo<(outs RFP80:$dst), (ins f32mem:$src)>;
def LD_Fp64m80  : FpPseudo<(outs RFP80:$dst), (ins f64mem:$src)>;
def ILD_Fp16m80 : FpPseudo<(outs RFP80:$dst), (ins i16mem:$src)>;
def ILD_Fp32m80 : FpPseudo<(outs RFP80:$dst), (ins i32mem:$src)>;
def ILD_Fp64m80 : FpPseudo<(outs RFP80:$dst), (ins i64mem:$src)>;
}
let mayStore = true in {
/// Stores: `fstpt`, `fstps`/`fstpl` (rounding).
def ST_FpP80m   : FpPseudo<(outs), (ins f80mem:$dst, RFP80:$src)>;
def ST_Fp80m32  : FpPseudo<(outs), (ins f32mem:$dst, RFP80:$src)>;
def ST_Fp80m64  : FpPseudo<(outs), (ins f64mem:$dst, RFP80:$src)>;
/// C's truncating conversion to a 16/32/64-bit integer in memory (LLVM's
/// FP80_TO_INT*_IN_MEM): `fistps`/`fistpl`/`fistpll` with the control word set to round
/// toward zero around it, as one unit: `fnstcw $cw; fnstcw $cw+2; orw $0xC00, $cw+2;
/// fldcw $cw+2; fistp $dst; fldcw $cw` ($cw: a 4-byte stack slot).
let mayLoad = true, Defs = [EFLAGS, FPCW], Uses = [FPCW] in {
def IST_Fp16m80 : FpPseudo<(outs), (ins i16mem:$dst, RFP80:$src, i16mem:$cw)>;
def IST_Fp32m80 : FpPseudo<(outs), (ins i32mem:$dst, RFP80:$src, i16mem:$cw)>;
def IST_Fp64m80 : FpPseudo<(outs), (ins i64mem:$dst, RFP80:$src, i16mem:$cw)>;
}
}
let isReMaterializable = true, isAsCheapAsAMove = true in {
/// +0.0 (`fldz`) and +1.0 (`fld1`).
def LD_Fp080 : FpPseudo<(outs RFP80:$dst), (ins)>;
def LD_Fp180 : FpPseudo<(outs RFP80:$dst), (ins)>;
}
/// A register copy (what copies between RFP80 registers become after allocation).
def MOV_Fp8080 : FpPseudo<(outs RFP80:$dst), (ins RFP80:$src)>;
/// Arithmetic: `$dst = $a op $b`.
def ADD_Fp80 : FpPseudo<(outs RFP80:$dst), (ins RFP80:$a, RFP80:$b)>;
def SUB_Fp80 : FpPseudo<(outs RFP80:$dst), (ins RFP80:$a, RFP80:$b)>;
def MUL_Fp80 : FpPseudo<(outs RFP80:$dst), (ins RFP80:$a, RFP80:$b)>;
def DIV_Fp80 : FpPseudo<(outs RFP80:$dst), (ins RFP80:$a, RFP80:$b)>;
/// `fchs`, `fabs`, `fsqrt`.
def CHS_Fp80  : FpPseudo<(outs RFP80:$dst), (ins RFP80:$a)>;
def ABS_Fp80  : FpPseudo<(outs RFP80:$dst), (ins RFP80:$a)>;
def SQRT_Fp80 : FpPseudo<(outs RFP80:$dst), (ins RFP80:$a)>;
/// EFLAGS as the unordered compare of `$a` with `$b` (as `ucomisd` of them): `fucomi`.
let Defs = [EFLAGS] in
def UCOM_FpIr80 : FpPseudo<(outs), (ins RFP80:$a, RFP80:$b)>;
/// `$dst = cc ? $t : $f` (`$f` tied to `$dst`): `fcmovcc`, on the conditions fcmov has.
let Uses = [EFLAGS], Constraints = "$f = $dst" in {
def CMOVB_Fp80   : FpPseudo<(outs RFP80:$dst), (ins RFP80:$f, RFP80:$t)>;
def CMOVE_Fp80   : FpPseudo<(outs RFP80:$dst), (ins RFP80:$f, RFP80:$t)>;
def CMOVBE_Fp80  : FpPseudo<(outs RFP80:$dst), (ins RFP80:$f, RFP80:$t)>;
def CMOVP_Fp80   : FpPseudo<(outs RFP80:$dst), (ins RFP80:$f, RFP80:$t)>;
def CMOVNB_Fp80  : FpPseudo<(outs RFP80:$dst), (ins RFP80:$f, RFP80:$t)>;
def CMOVNE_Fp80  : FpPseudo<(outs RFP80:$dst), (ins RFP80:$f, RFP80:$t)>;
def CMOVNBE_Fp80 : FpPseudo<(outs RFP80:$dst), (ins RFP80:$f, RFP80:$t)>;
def CMOVNP_Fp80  : FpPseudo<(outs RFP80:$dst), (ins RFP80:$f, RFP80:$t)>;
}
/// A use of a call's x87 result that keeps it alive to the stackifier (which pops it
/// there when nothing else reads it): the callee leaves it on the stack either way.
let hasSideEffects = true in
def FP_KEEP80 : FpPseudo<(outs), (ins RFP80:$src)>;
