//===- X86InstrShiftRotate.td - shifts and rotates ---------------*- tablegen -*-===//
//
// rol/ror/rcl/rcr/shl/shr/sar by 1 (D0/D1), by CL (D2/D3) and by an immediate
// (C0/C1) on registers and memory at every width; shld/shrd by an immediate and by CL.
// A shift by the constant 1 written with an immediate is encoded in the by-1 form, as
// llvm-mc does.
//
//===----------------------------------------------------------------------===//

/// One shift or rotate (`RegMRM`/`MemMRM` its /n) in every form and width.
multiclass ShiftOp<Format RegMRM, Format MemMRM, string m> {
  let Defs = [EFLAGS], Constraints = "$src1 = $dst" in {
    def 8r1  : I<0xD0, RegMRM, (outs GR8:$dst), (ins GR8:$src1), m # "b\t$dst">;
    def 16r1 : I<0xD1, RegMRM, (outs GR16:$dst), (ins GR16:$src1), m # "w\t$dst"> { let OpSize16 = true; }
    def 32r1 : I<0xD1, RegMRM, (outs GR32:$dst), (ins GR32:$src1), m # "l\t$dst">;
    def 64r1 : RI<0xD1, RegMRM, (outs GR64:$dst), (ins GR64:$src1), m # "q\t$dst">;
    let Uses = [CL] in {
    def 8rCL  : I<0xD2, RegMRM, (outs GR8:$dst), (ins GR8:$src1), m # "b\t%cl, $dst">;
    def 16rCL : I<0xD3, RegMRM, (outs GR16:$dst), (ins GR16:$src1), m # "w\t%cl, $dst"> { let OpSize16 = true; }
    def 32rCL : I<0xD3, RegMRM, (outs GR32:$dst), (ins GR32:$src1), m # "l\t%cl, $dst">;
    def 64rCL : RI<0xD3, RegMRM, (outs GR64:$dst), (ins GR64:$src1), m # "q\t%cl, $dst">;
    }
    def 8ri  : Ii8<0xC0, RegMRM, (outs GR8:$dst), (ins GR8:$src1, u8imm:$src2), m # "b\t$src2, $dst">;
    def 16ri : Ii8<0xC1, RegMRM, (outs GR16:$dst), (ins GR16:$src1, u8imm:$src2), m # "w\t$src2, $dst"> {
      let OpSize16 = true;
    }
    def 32ri : Ii8<0xC1, RegMRM, (outs GR32:$dst), (ins GR32:$src1, u8imm:$src2), m # "l\t$src2, $dst">;
    def 64ri : Ii8<0xC1, RegMRM, (outs GR64:$dst), (ins GR64:$src1, u8imm:$src2), m # "q\t$src2, $dst"> {
      let hasREX_W = true;
    }
  }
  let Defs = [EFLAGS], mayLoad = true, mayStore = true in {
    def 8m1  : I<0xD0, MemMRM, (outs), (ins i8mem:$dst), m # "b\t$dst">;
    def 16m1 : I<0xD1, MemMRM, (outs), (ins i16mem:$dst), m # "w\t$dst"> { let OpSize16 = true; }
    def 32m1 : I<0xD1, MemMRM, (outs), (ins i32mem:$dst), m # "l\t$dst">;
    def 64m1 : RI<0xD1, MemMRM, (outs), (ins i64mem:$dst), m # "q\t$dst">;
    let Uses = [CL] in {
    def 8mCL  : I<0xD2, MemMRM, (outs), (ins i8mem:$dst), m # "b\t%cl, $dst">;
    def 16mCL : I<0xD3, MemMRM, (outs), (ins i16mem:$dst), m # "w\t%cl, $dst"> { let OpSize16 = true; }
    def 32mCL : I<0xD3, MemMRM, (outs), (ins i32mem:$dst), m # "l\t%cl, $dst">;
    def 64mCL : RI<0xD3, MemMRM, (outs), (ins i64mem:$dst), m # "q\t%cl, $dst">;
    }
    def 8mi  : Ii8<0xC0, MemMRM, (outs), (ins i8mem:$dst, u8imm:$src), m # "b\t$src, $dst">;
    def 16mi : Ii8<0xC1, MemMRM, (outs), (ins i16mem:$dst, u8imm:$src), m # "w\t$src, $dst"> {
      let OpSize16 = true;
    }
    def 32mi : Ii8<0xC1, MemMRM, (outs), (ins i32mem:$dst, u8imm:$src), m # "l\t$src, $dst">;
    def 64mi : Ii8<0xC1, MemMRM, (outs), (ins i64mem:$dst, u8imm:$src), m # "q\t$src, $dst"> {
      let hasREX_W = true;
    }
  }
}
defm ROL : ShiftOp<MRM0r, MRM0m, "rol">;
defm ROR : ShiftOp<MRM1r, MRM1m, "ror">;
let Uses = [EFLAGS] in {
defm RCL : ShiftOp<MRM2r, MRM2m, "rcl">;
defm RCR : ShiftOp<MRM3r, MRM3m, "rcr">;
}
defm SHL : ShiftOp<MRM4r, MRM4m, "shl">;
defm SHR : ShiftOp<MRM5r, MRM5m, "shr">;
defm SAR : ShiftOp<MRM7r, MRM7m, "sar">;

/// shld/shrd (0F A4/A5, 0F AC/AD): `$dst` shifted with bits from `$src2`.
multiclass DoubleShift<bits<8> o, string m> {
  let Defs = [EFLAGS], OpMap = TB, Constraints = "$src1 = $dst" in {
    def 16rri8 : Ii8<o, MRMDestReg, (outs GR16:$dst), (ins GR16:$src1, GR16:$src2, u8imm:$src3),
                     m # "w\t$src3, $src2, $dst"> { let OpSize16 = true; }
    def 32rri8 : Ii8<o, MRMDestReg, (outs GR32:$dst), (ins GR32:$src1, GR32:$src2, u8imm:$src3),
                     m # "l\t$src3, $src2, $dst">;
    def 64rri8 : Ii8<o, MRMDestReg, (outs GR64:$dst), (ins GR64:$src1, GR64:$src2, u8imm:$src3),
                     m # "q\t$src3, $src2, $dst"> { let hasREX_W = true; }
    let Uses = [CL] in {
    def 16rrCL : I<!add(o, 1), MRMDestReg, (outs GR16:$dst), (ins GR16:$src1, GR16:$src2),
                   m # "w\t%cl, $src2, $dst"> { let OpSize16 = true; }
    def 32rrCL : I<!add(o, 1), MRMDestReg, (outs GR32:$dst), (ins GR32:$src1, GR32:$src2),
                   m # "l\t%cl, $src2, $dst">;
    def 64rrCL : RI<!add(o, 1), MRMDestReg, (outs GR64:$dst), (ins GR64:$src1, GR64:$src2),
                    m # "q\t%cl, $src2, $dst">;
    }
  }
}
defm SHLD : DoubleShift<0xA4, "shld">;
defm SHRD : DoubleShift<0xAC, "shrd">;
