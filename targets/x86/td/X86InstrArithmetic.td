//===- X86InstrArithmetic.td - integer arithmetic ----------------*- tablegen -*-===//
//
// The two-operand ALU (add, or, adc, sbb, and, sub, xor, cmp) in register, memory,
// immediate, sign-extended-imm8 and accumulator forms at 8/16/32/64 bits; test;
// inc/dec/not/neg; mul/imul/div/idiv with RDX:RAX; imul's two- and three-operand forms;
// the sign extensions of RAX (cbw..cqo); bsf/bsr/popcnt/lzcnt/tzcnt.
//
//===----------------------------------------------------------------------===//

/// One ALU operation at every width: `BaseOpc` is its r/m8,r8 opcode (00 for add),
/// `RegMRM`/`MemMRM` its /n extension of 80/81/83. `tied`: the destination is also the
/// first source (every operation but cmp, which writes only EFLAGS).
multiclass ArithBinOp_RF<bits<8> BaseOpc, Format RegMRM, Format MemMRM, string m> {
  let Defs = [EFLAGS], Constraints = "$src1 = $dst" in {
    def 8rr  : I<BaseOpc, MRMDestReg, (outs GR8:$dst), (ins GR8:$src1, GR8:$src2),
                 m # "b\t$src2, $dst">;
    def 16rr : I<!add(BaseOpc, 1), MRMDestReg, (outs GR16:$dst), (ins GR16:$src1, GR16:$src2),
                 m # "w\t$src2, $dst"> { let OpSize16 = true; }
    def 32rr : I<!add(BaseOpc, 1), MRMDestReg, (outs GR32:$dst), (ins GR32:$src1, GR32:$src2),
                 m # "l\t$src2, $dst">;
    def 64rr : RI<!add(BaseOpc, 1), MRMDestReg, (outs GR64:$dst), (ins GR64:$src1, GR64:$src2),
                  m # "q\t$src2, $dst">;
    let mayLoad = true in {
    def 8rm  : I<!add(BaseOpc, 2), MRMSrcMem, (outs GR8:$dst), (ins GR8:$src1, i8mem:$src2),
                 m # "b\t$src2, $dst">;
    def 16rm : I<!add(BaseOpc, 3), MRMSrcMem, (outs GR16:$dst), (ins GR16:$src1, i16mem:$src2),
                 m # "w\t$src2, $dst"> { let OpSize16 = true; }
    def 32rm : I<!add(BaseOpc, 3), MRMSrcMem, (outs GR32:$dst), (ins GR32:$src1, i32mem:$src2),
                 m # "l\t$src2, $dst">;
    def 64rm : RI<!add(BaseOpc, 3), MRMSrcMem, (outs GR64:$dst), (ins GR64:$src1, i64mem:$src2),
                  m # "q\t$src2, $dst">;
    }
    def 8ri    : Ii8<0x80, RegMRM, (outs GR8:$dst), (ins GR8:$src1, i8imm:$src2),
                     m # "b\t$src2, $dst">;
    def 16ri   : Ii16<0x81, RegMRM, (outs GR16:$dst), (ins GR16:$src1, i16imm_wide:$src2),
                      m # "w\t$src2, $dst"> { let OpSize16 = true; }
    def 16ri8  : Ii8<0x83, RegMRM, (outs GR16:$dst), (ins GR16:$src1, i16i8imm:$src2),
                     m # "w\t$src2, $dst"> { let OpSize16 = true; }
    def 32ri   : Ii32<0x81, RegMRM, (outs GR32:$dst), (ins GR32:$src1, i32imm_wide:$src2),
                      m # "l\t$src2, $dst">;
    def 32ri8  : Ii8<0x83, RegMRM, (outs GR32:$dst), (ins GR32:$src1, i32i8imm:$src2),
                     m # "l\t$src2, $dst">;
    def 64ri32 : Ii32S<0x81, RegMRM, (outs GR64:$dst), (ins GR64:$src1, i64i32imm_wide:$src2),
                       m # "q\t$src2, $dst"> { let hasREX_W = true; }
    def 64ri8  : Ii8<0x83, RegMRM, (outs GR64:$dst), (ins GR64:$src1, i64i8imm:$src2),
                     m # "q\t$src2, $dst"> { let hasREX_W = true; }
  }
  // Read-modify-write memory forms.
  let Defs = [EFLAGS], mayLoad = true, mayStore = true in {
    def 8mr  : I<BaseOpc, MRMDestMem, (outs), (ins i8mem:$dst, GR8:$src), m # "b\t$src, $dst">;
    def 16mr : I<!add(BaseOpc, 1), MRMDestMem, (outs), (ins i16mem:$dst, GR16:$src),
                 m # "w\t$src, $dst"> { let OpSize16 = true; }
    def 32mr : I<!add(BaseOpc, 1), MRMDestMem, (outs), (ins i32mem:$dst, GR32:$src),
                 m # "l\t$src, $dst">;
    def 64mr : RI<!add(BaseOpc, 1), MRMDestMem, (outs), (ins i64mem:$dst, GR64:$src),
                  m # "q\t$src, $dst">;
    def 8mi    : Ii8<0x80, MemMRM, (outs), (ins i8mem:$dst, i8imm:$src), m # "b\t$src, $dst">;
    def 16mi   : Ii16<0x81, MemMRM, (outs), (ins i16mem:$dst, i16imm_wide:$src),
                      m # "w\t$src, $dst"> { let OpSize16 = true; }
    def 16mi8  : Ii8<0x83, MemMRM, (outs), (ins i16mem:$dst, i16i8imm:$src),
                     m # "w\t$src, $dst"> { let OpSize16 = true; }
    def 32mi   : Ii32<0x81, MemMRM, (outs), (ins i32mem:$dst, i32imm_wide:$src),
                      m # "l\t$src, $dst">;
    def 32mi8  : Ii8<0x83, MemMRM, (outs), (ins i32mem:$dst, i32i8imm:$src),
                     m # "l\t$src, $dst">;
    def 64mi32 : Ii32S<0x81, MemMRM, (outs), (ins i64mem:$dst, i64i32imm_wide:$src),
                       m # "q\t$src, $dst"> { let hasREX_W = true; }
    def 64mi8  : Ii8<0x83, MemMRM, (outs), (ins i64mem:$dst, i64i8imm:$src),
                     m # "q\t$src, $dst"> { let hasREX_W = true; }
  }
  // The accumulator forms (04/05 + 8n): `addl $imm, %eax`.
  let Defs = [EFLAGS] in {
    def 8i8   : Ii8<!add(BaseOpc, 4), RawFrm, (outs), (ins i8imm:$src), m # "b\t$src, %al"> {
      let Uses = [AL]; let Defs = [AL, EFLAGS];
    }
    def 16i16 : Ii16<!add(BaseOpc, 5), RawFrm, (outs), (ins i16imm_wide:$src), m # "w\t$src, %ax"> {
      let OpSize16 = true; let Uses = [AX]; let Defs = [AX, EFLAGS];
    }
    def 32i32 : Ii32<!add(BaseOpc, 5), RawFrm, (outs), (ins i32imm_wide:$src), m # "l\t$src, %eax"> {
      let Uses = [EAX]; let Defs = [EAX, EFLAGS];
    }
    def 64i32 : Ii32S<!add(BaseOpc, 5), RawFrm, (outs), (ins i64i32imm_wide:$src), m # "q\t$src, %rax"> {
      let hasREX_W = true; let Uses = [RAX]; let Defs = [RAX, EFLAGS];
    }
  }
}

/// Compare: like [`ArithBinOp_RF`] but writing only EFLAGS.
multiclass ArithBinOp_F<bits<8> BaseOpc, Format RegMRM, Format MemMRM, string m> {
  let Defs = [EFLAGS], isCompare = true in {
    def 8rr  : I<BaseOpc, MRMDestReg, (outs), (ins GR8:$src1, GR8:$src2), m # "b\t$src2, $src1">;
    def 16rr : I<!add(BaseOpc, 1), MRMDestReg, (outs), (ins GR16:$src1, GR16:$src2),
                 m # "w\t$src2, $src1"> { let OpSize16 = true; }
    def 32rr : I<!add(BaseOpc, 1), MRMDestReg, (outs), (ins GR32:$src1, GR32:$src2),
                 m # "l\t$src2, $src1">;
    def 64rr : RI<!add(BaseOpc, 1), MRMDestReg, (outs), (ins GR64:$src1, GR64:$src2),
                  m # "q\t$src2, $src1">;
    let mayLoad = true in {
    def 8rm  : I<!add(BaseOpc, 2), MRMSrcMem, (outs), (ins GR8:$src1, i8mem:$src2),
                 m # "b\t$src2, $src1">;
    def 16rm : I<!add(BaseOpc, 3), MRMSrcMem, (outs), (ins GR16:$src1, i16mem:$src2),
                 m # "w\t$src2, $src1"> { let OpSize16 = true; }
    def 32rm : I<!add(BaseOpc, 3), MRMSrcMem, (outs), (ins GR32:$src1, i32mem:$src2),
                 m # "l\t$src2, $src1">;
    def 64rm : RI<!add(BaseOpc, 3), MRMSrcMem, (outs), (ins GR64:$src1, i64mem:$src2),
                  m # "q\t$src2, $src1">;
    def 8mr  : I<BaseOpc, MRMDestMem, (outs), (ins i8mem:$src1, GR8:$src2), m # "b\t$src2, $src1">;
    def 16mr : I<!add(BaseOpc, 1), MRMDestMem, (outs), (ins i16mem:$src1, GR16:$src2),
                 m # "w\t$src2, $src1"> { let OpSize16 = true; }
    def 32mr : I<!add(BaseOpc, 1), MRMDestMem, (outs), (ins i32mem:$src1, GR32:$src2),
                 m # "l\t$src2, $src1">;
    def 64mr : RI<!add(BaseOpc, 1), MRMDestMem, (outs), (ins i64mem:$src1, GR64:$src2),
                  m # "q\t$src2, $src1">;
    def 8mi    : Ii8<0x80, MemMRM, (outs), (ins i8mem:$src1, i8imm:$src2), m # "b\t$src2, $src1">;
    def 16mi   : Ii16<0x81, MemMRM, (outs), (ins i16mem:$src1, i16imm_wide:$src2),
                      m # "w\t$src2, $src1"> { let OpSize16 = true; }
    def 16mi8  : Ii8<0x83, MemMRM, (outs), (ins i16mem:$src1, i16i8imm:$src2),
                     m # "w\t$src2, $src1"> { let OpSize16 = true; }
    def 32mi   : Ii32<0x81, MemMRM, (outs), (ins i32mem:$src1, i32imm_wide:$src2),
                      m # "l\t$src2, $src1">;
    def 32mi8  : Ii8<0x83, MemMRM, (outs), (ins i32mem:$src1, i32i8imm:$src2),
                     m # "l\t$src2, $src1">;
    def 64mi32 : Ii32S<0x81, MemMRM, (outs), (ins i64mem:$src1, i64i32imm_wide:$src2),
                       m # "q\t$src2, $src1"> { let hasREX_W = true; }
    def 64mi8  : Ii8<0x83, MemMRM, (outs), (ins i64mem:$src1, i64i8imm:$src2),
                     m # "q\t$src2, $src1"> { let hasREX_W = true; }
    }
    def 8ri    : Ii8<0x80, RegMRM, (outs), (ins GR8:$src1, i8imm:$src2), m # "b\t$src2, $src1">;
    def 16ri   : Ii16<0x81, RegMRM, (outs), (ins GR16:$src1, i16imm_wide:$src2),
                      m # "w\t$src2, $src1"> { let OpSize16 = true; }
    def 16ri8  : Ii8<0x83, RegMRM, (outs), (ins GR16:$src1, i16i8imm:$src2),
                     m # "w\t$src2, $src1"> { let OpSize16 = true; }
    def 32ri   : Ii32<0x81, RegMRM, (outs), (ins GR32:$src1, i32imm_wide:$src2),
                      m # "l\t$src2, $src1">;
    def 32ri8  : Ii8<0x83, RegMRM, (outs), (ins GR32:$src1, i32i8imm:$src2),
                     m # "l\t$src2, $src1">;
    def 64ri32 : Ii32S<0x81, RegMRM, (outs), (ins GR64:$src1, i64i32imm_wide:$src2),
                       m # "q\t$src2, $src1"> { let hasREX_W = true; }
    def 64ri8  : Ii8<0x83, RegMRM, (outs), (ins GR64:$src1, i64i8imm:$src2),
                     m # "q\t$src2, $src1"> { let hasREX_W = true; }
    def 8i8   : Ii8<!add(BaseOpc, 4), RawFrm, (outs), (ins i8imm:$src), m # "b\t$src, %al"> {
      let Uses = [AL];
    }
    def 16i16 : Ii16<!add(BaseOpc, 5), RawFrm, (outs), (ins i16imm_wide:$src), m # "w\t$src, %ax"> {
      let OpSize16 = true; let Uses = [AX];
    }
    def 32i32 : Ii32<!add(BaseOpc, 5), RawFrm, (outs), (ins i32imm_wide:$src), m # "l\t$src, %eax"> {
      let Uses = [EAX];
    }
    def 64i32 : Ii32S<!add(BaseOpc, 5), RawFrm, (outs), (ins i64i32imm_wide:$src), m # "q\t$src, %rax"> {
      let hasREX_W = true; let Uses = [RAX];
    }
  }
}

defm ADD : ArithBinOp_RF<0x00, MRM0r, MRM0m, "add">;
defm OR  : ArithBinOp_RF<0x08, MRM1r, MRM1m, "or">;
let Uses = [EFLAGS] in {
defm ADC : ArithBinOp_RF<0x10, MRM2r, MRM2m, "adc">;
defm SBB : ArithBinOp_RF<0x18, MRM3r, MRM3m, "sbb">;
}
defm AND : ArithBinOp_RF<0x20, MRM4r, MRM4m, "and">;
defm SUB : ArithBinOp_RF<0x28, MRM5r, MRM5m, "sub">;
defm XOR : ArithBinOp_RF<0x30, MRM6r, MRM6m, "xor">;
defm CMP : ArithBinOp_F<0x38, MRM7r, MRM7m, "cmp">;

// test: AND that writes only EFLAGS (84/85, F6/F7 /0, A8/A9).
let Defs = [EFLAGS], isCompare = true in {
  def TEST8rr  : I<0x84, MRMDestReg, (outs), (ins GR8:$src1, GR8:$src2), "testb\t$src2, $src1">;
  def TEST16rr : I<0x85, MRMDestReg, (outs), (ins GR16:$src1, GR16:$src2),
                   "testw\t$src2, $src1"> { let OpSize16 = true; }
  def TEST32rr : I<0x85, MRMDestReg, (outs), (ins GR32:$src1, GR32:$src2), "testl\t$src2, $src1">;
  def TEST64rr : RI<0x85, MRMDestReg, (outs), (ins GR64:$src1, GR64:$src2), "testq\t$src2, $src1">;
  let mayLoad = true in {
  def TEST8mr  : I<0x84, MRMDestMem, (outs), (ins i8mem:$src1, GR8:$src2), "testb\t$src2, $src1">;
  def TEST16mr : I<0x85, MRMDestMem, (outs), (ins i16mem:$src1, GR16:$src2),
                   "testw\t$src2, $src1"> { let OpSize16 = true; }
  def TEST32mr : I<0x85, MRMDestMem, (outs), (ins i32mem:$src1, GR32:$src2), "testl\t$src2, $src1">;
  def TEST64mr : RI<0x85, MRMDestMem, (outs), (ins i64mem:$src1, GR64:$src2), "testq\t$src2, $src1">;
  def TEST8mi  : Ii8<0xF6, MRM0m, (outs), (ins i8mem:$src1, i8imm:$src2), "testb\t$src2, $src1">;
  def TEST16mi : Ii16<0xF7, MRM0m, (outs), (ins i16mem:$src1, i16imm:$src2),
                      "testw\t$src2, $src1"> { let OpSize16 = true; }
  def TEST32mi : Ii32<0xF7, MRM0m, (outs), (ins i32mem:$src1, i32imm:$src2), "testl\t$src2, $src1">;
  def TEST64mi32 : Ii32S<0xF7, MRM0m, (outs), (ins i64mem:$src1, i64i32imm:$src2),
                         "testq\t$src2, $src1"> { let hasREX_W = true; }
  }
  def TEST8ri  : Ii8<0xF6, MRM0r, (outs), (ins GR8:$src1, i8imm:$src2), "testb\t$src2, $src1">;
  def TEST16ri : Ii16<0xF7, MRM0r, (outs), (ins GR16:$src1, i16imm:$src2),
                      "testw\t$src2, $src1"> { let OpSize16 = true; }
  def TEST32ri : Ii32<0xF7, MRM0r, (outs), (ins GR32:$src1, i32imm:$src2), "testl\t$src2, $src1">;
  def TEST64ri32 : Ii32S<0xF7, MRM0r, (outs), (ins GR64:$src1, i64i32imm:$src2),
                         "testq\t$src2, $src1"> { let hasREX_W = true; }
  def TEST8i8   : Ii8<0xA8, RawFrm, (outs), (ins i8imm:$src), "testb\t$src, %al"> { let Uses = [AL]; }
  def TEST16i16 : Ii16<0xA9, RawFrm, (outs), (ins i16imm:$src), "testw\t$src, %ax"> {
    let OpSize16 = true; let Uses = [AX];
  }
  def TEST32i32 : Ii32<0xA9, RawFrm, (outs), (ins i32imm:$src), "testl\t$src, %eax"> { let Uses = [EAX]; }
  def TEST64i32 : Ii32S<0xA9, RawFrm, (outs), (ins i64i32imm:$src), "testq\t$src, %rax"> {
    let hasREX_W = true; let Uses = [RAX];
  }
}

/// A one-operand read-modify-write operation (FE/FF, F6/F7 with /n) at every width.
multiclass UnaryOp<bits<8> Opc8, Format RegMRM, Format MemMRM, string m, list<Register> defs> {
  let Defs = defs, Constraints = "$src1 = $dst" in {
    def 8r  : I<Opc8, RegMRM, (outs GR8:$dst), (ins GR8:$src1), m # "b\t$dst">;
    def 16r : I<!add(Opc8, 1), RegMRM, (outs GR16:$dst), (ins GR16:$src1), m # "w\t$dst"> {
      let OpSize16 = true;
    }
    def 32r : I<!add(Opc8, 1), RegMRM, (outs GR32:$dst), (ins GR32:$src1), m # "l\t$dst">;
    def 64r : RI<!add(Opc8, 1), RegMRM, (outs GR64:$dst), (ins GR64:$src1), m # "q\t$dst">;
  }
  let Defs = defs, mayLoad = true, mayStore = true in {
    def 8m  : I<Opc8, MemMRM, (outs), (ins i8mem:$dst), m # "b\t$dst">;
    def 16m : I<!add(Opc8, 1), MemMRM, (outs), (ins i16mem:$dst), m # "w\t$dst"> {
      let OpSize16 = true;
    }
    def 32m : I<!add(Opc8, 1), MemMRM, (outs), (ins i32mem:$dst), m # "l\t$dst">;
    def 64m : RI<!add(Opc8, 1), MemMRM, (outs), (ins i64mem:$dst), m # "q\t$dst">;
  }
}
defm INC : UnaryOp<0xFE, MRM0r, MRM0m, "inc", [EFLAGS]>;
defm DEC : UnaryOp<0xFE, MRM1r, MRM1m, "dec", [EFLAGS]>;
defm NOT : UnaryOp<0xF6, MRM2r, MRM2m, "not", []>;
defm NEG : UnaryOp<0xF6, MRM3r, MRM3m, "neg", [EFLAGS]>;

/// mul/imul/div/idiv of the accumulator by a register or memory operand: AL/AX with
/// 8 bits, RDX:RAX (and narrower) otherwise.
multiclass MulDivOp<Format RegMRM, Format MemMRM, string m> {
  def 8r  : I<0xF6, RegMRM, (outs), (ins GR8:$src), m # "b\t$src"> {
    let Uses = [AX]; let Defs = [AX, EFLAGS];
  }
  def 16r : I<0xF7, RegMRM, (outs), (ins GR16:$src), m # "w\t$src"> {
    let OpSize16 = true; let Uses = [AX, DX]; let Defs = [AX, DX, EFLAGS];
  }
  def 32r : I<0xF7, RegMRM, (outs), (ins GR32:$src), m # "l\t$src"> {
    let Uses = [EAX, EDX]; let Defs = [EAX, EDX, EFLAGS];
  }
  def 64r : RI<0xF7, RegMRM, (outs), (ins GR64:$src), m # "q\t$src"> {
    let Uses = [RAX, RDX]; let Defs = [RAX, RDX, EFLAGS];
  }
  let mayLoad = true in {
  def 8m  : I<0xF6, MemMRM, (outs), (ins i8mem:$src), m # "b\t$src"> {
    let Uses = [AX]; let Defs = [AX, EFLAGS];
  }
  def 16m : I<0xF7, MemMRM, (outs), (ins i16mem:$src), m # "w\t$src"> {
    let OpSize16 = true; let Uses = [AX, DX]; let Defs = [AX, DX, EFLAGS];
  }
  def 32m : I<0xF7, MemMRM, (outs), (ins i32mem:$src), m # "l\t$src"> {
    let Uses = [EAX, EDX]; let Defs = [EAX, EDX, EFLAGS];
  }
  def 64m : RI<0xF7, MemMRM, (outs), (ins i64mem:$src), m # "q\t$src"> {
    let Uses = [RAX, RDX]; let Defs = [RAX, RDX, EFLAGS];
  }
  }
}
let hasSideEffects = true in {
defm MUL  : MulDivOp<MRM4r, MRM4m, "mul">;
defm IMUL : MulDivOp<MRM5r, MRM5m, "imul">;
defm DIV  : MulDivOp<MRM6r, MRM6m, "div">;
defm IDIV : MulDivOp<MRM7r, MRM7m, "idiv">;
}

// imul's two-operand (0F AF) and three-operand (69, 6B) forms.
let Defs = [EFLAGS] in {
  let Constraints = "$src1 = $dst", isCommutable = true in {
  def IMUL16rr : I<0xAF, MRMSrcReg, (outs GR16:$dst), (ins GR16:$src1, GR16:$src2),
                   "imulw\t$src2, $dst"> { let OpMap = TB; let OpSize16 = true; }
  def IMUL32rr : I<0xAF, MRMSrcReg, (outs GR32:$dst), (ins GR32:$src1, GR32:$src2),
                   "imull\t$src2, $dst"> { let OpMap = TB; }
  def IMUL64rr : RI<0xAF, MRMSrcReg, (outs GR64:$dst), (ins GR64:$src1, GR64:$src2),
                    "imulq\t$src2, $dst"> { let OpMap = TB; }
  }
  let Constraints = "$src1 = $dst", mayLoad = true in {
  def IMUL16rm : I<0xAF, MRMSrcMem, (outs GR16:$dst), (ins GR16:$src1, i16mem:$src2),
                   "imulw\t$src2, $dst"> { let OpMap = TB; let OpSize16 = true; }
  def IMUL32rm : I<0xAF, MRMSrcMem, (outs GR32:$dst), (ins GR32:$src1, i32mem:$src2),
                   "imull\t$src2, $dst"> { let OpMap = TB; }
  def IMUL64rm : RI<0xAF, MRMSrcMem, (outs GR64:$dst), (ins GR64:$src1, i64mem:$src2),
                    "imulq\t$src2, $dst"> { let OpMap = TB; }
  }
  def IMUL16rri  : Ii16<0x69, MRMSrcReg, (outs GR16:$dst), (ins GR16:$src1, i16imm_wide:$src2),
                        "imulw\t$src2, $src1, $dst"> { let OpSize16 = true; }
  def IMUL16rri8 : Ii8<0x6B, MRMSrcReg, (outs GR16:$dst), (ins GR16:$src1, i16i8imm:$src2),
                       "imulw\t$src2, $src1, $dst"> { let OpSize16 = true; }
  def IMUL32rri  : Ii32<0x69, MRMSrcReg, (outs GR32:$dst), (ins GR32:$src1, i32imm_wide:$src2),
                        "imull\t$src2, $src1, $dst">;
  def IMUL32rri8 : Ii8<0x6B, MRMSrcReg, (outs GR32:$dst), (ins GR32:$src1, i32i8imm:$src2),
                       "imull\t$src2, $src1, $dst">;
  def IMUL64rri32 : Ii32S<0x69, MRMSrcReg, (outs GR64:$dst), (ins GR64:$src1, i64i32imm_wide:$src2),
                          "imulq\t$src2, $src1, $dst"> { let hasREX_W = true; }
  def IMUL64rri8 : Ii8<0x6B, MRMSrcReg, (outs GR64:$dst), (ins GR64:$src1, i64i8imm:$src2),
                       "imulq\t$src2, $src1, $dst"> { let hasREX_W = true; }
  let mayLoad = true in {
  def IMUL16rmi  : Ii16<0x69, MRMSrcMem, (outs GR16:$dst), (ins i16mem:$src1, i16imm_wide:$src2),
                        "imulw\t$src2, $src1, $dst"> { let OpSize16 = true; }
  def IMUL16rmi8 : Ii8<0x6B, MRMSrcMem, (outs GR16:$dst), (ins i16mem:$src1, i16i8imm:$src2),
                       "imulw\t$src2, $src1, $dst"> { let OpSize16 = true; }
  def IMUL32rmi  : Ii32<0x69, MRMSrcMem, (outs GR32:$dst), (ins i32mem:$src1, i32imm_wide:$src2),
                        "imull\t$src2, $src1, $dst">;
  def IMUL32rmi8 : Ii8<0x6B, MRMSrcMem, (outs GR32:$dst), (ins i32mem:$src1, i32i8imm:$src2),
                       "imull\t$src2, $src1, $dst">;
  def IMUL64rmi32 : Ii32S<0x69, MRMSrcMem, (outs GR64:$dst), (ins i64mem:$src1, i64i32imm_wide:$src2),
                          "imulq\t$src2, $src1, $dst"> { let hasREX_W = true; }
  def IMUL64rmi8 : Ii8<0x6B, MRMSrcMem, (outs GR64:$dst), (ins i64mem:$src1, i64i8imm:$src2),
                       "imulq\t$src2, $src1, $dst"> { let hasREX_W = true; }
  }
}

// Sign extension of the accumulator.
def CBW  : I<0x98, RawFrm, (outs), (ins), "cbtw"> { let OpSize16 = true; let Uses = [AL]; let Defs = [AX]; }
def CWDE : I<0x98, RawFrm, (outs), (ins), "cwtl"> { let Uses = [AX]; let Defs = [EAX]; }
def CDQE : RI<0x98, RawFrm, (outs), (ins), "cltq"> { let Uses = [EAX]; let Defs = [RAX]; }
def CWD  : I<0x99, RawFrm, (outs), (ins), "cwtd"> { let OpSize16 = true; let Uses = [AX]; let Defs = [AX, DX]; }
def CDQ  : I<0x99, RawFrm, (outs), (ins), "cltd"> { let Uses = [EAX]; let Defs = [EAX, EDX]; }
def CQO  : RI<0x99, RawFrm, (outs), (ins), "cqto"> { let Uses = [RAX]; let Defs = [RAX, RDX]; }

/// A bit-scan or count instruction (0F xx, MRMSrcReg/Mem) at 16/32/64 bits; `p` its
/// mandatory prefix (F3 for popcnt/lzcnt/tzcnt).
multiclass BitScan<bits<8> o, Prefix p, string m> {
  let Defs = [EFLAGS], OpMap = TB, OpPrefix = p in {
    def 16rr : I<o, MRMSrcReg, (outs GR16:$dst), (ins GR16:$src), m # "w\t$src, $dst"> {
      let OpSize16 = true;
    }
    def 32rr : I<o, MRMSrcReg, (outs GR32:$dst), (ins GR32:$src), m # "l\t$src, $dst">;
    def 64rr : RI<o, MRMSrcReg, (outs GR64:$dst), (ins GR64:$src), m # "q\t$src, $dst">;
    let mayLoad = true in {
    def 16rm : I<o, MRMSrcMem, (outs GR16:$dst), (ins i16mem:$src), m # "w\t$src, $dst"> {
      let OpSize16 = true;
    }
    def 32rm : I<o, MRMSrcMem, (outs GR32:$dst), (ins i32mem:$src), m # "l\t$src, $dst">;
    def 64rm : RI<o, MRMSrcMem, (outs GR64:$dst), (ins i64mem:$src), m # "q\t$src, $dst">;
    }
  }
}
defm BSF    : BitScan<0xBC, PS, "bsf">;
defm BSR    : BitScan<0xBD, PS, "bsr">;
defm POPCNT : BitScan<0xB8, XS, "popcnt">;
defm LZCNT  : BitScan<0xBD, XS, "lzcnt">;
defm TZCNT  : BitScan<0xBC, XS, "tzcnt">;
