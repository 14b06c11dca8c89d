//===- X86InstrCMovSetCC.td - cmovcc and setcc -------------------*- tablegen -*-===//
//
// The users of EFLAGS by condition: cmovcc (0F 40+cc) at 16/32/64 bits from a register
// or memory, and setcc (0F 90+cc) into an 8-bit register or memory. One record per
// condition (kiln's matcher reads the condition from the mnemonic; LLVM has one record
// with a condition operand).
//
//===----------------------------------------------------------------------===//

/// cmov`cc` with condition number `cc`.
multiclass CMOV<bits<4> cc, string c> {
  let Uses = [EFLAGS], OpMap = TB, Constraints = "$src1 = $dst" in {
    def 16rr : I<!add(0x40, cc), MRMSrcReg, (outs GR16:$dst), (ins GR16:$src1, GR16:$src2),
                 "cmov" # c # "w\t$src2, $dst"> { let OpSize16 = true; }
    def 32rr : I<!add(0x40, cc), MRMSrcReg, (outs GR32:$dst), (ins GR32:$src1, GR32:$src2),
                 "cmov" # c # "l\t$src2, $dst">;
    def 64rr : RI<!add(0x40, cc), MRMSrcReg, (outs GR64:$dst), (ins GR64:$src1, GR64:$src2),
                  "cmov" # c # "q\t$src2, $dst">;
    let mayLoad = true in {
    def 16rm : I<!add(0x40, cc), MRMSrcMem, (outs GR16:$dst), (ins GR16:$src1, i16mem:$src2),
                 "cmov" # c # "w\t$src2, $dst"> { let OpSize16 = true; }
    def 32rm : I<!add(0x40, cc), MRMSrcMem, (outs GR32:$dst), (ins GR32:$src1, i32mem:$src2),
                 "cmov" # c # "l\t$src2, $dst">;
    def 64rm : RI<!add(0x40, cc), MRMSrcMem, (outs GR64:$dst), (ins GR64:$src1, i64mem:$src2),
                  "cmov" # c # "q\t$src2, $dst">;
    }
  }
}
/// set`cc` with condition number `cc`.
multiclass SETCC<bits<4> cc, string c> {
  let Uses = [EFLAGS], OpMap = TB in {
    def r : I<!add(0x90, cc), MRM0r, (outs GR8:$dst), (ins), "set" # c # "\t$dst">;
    let mayStore = true in
    def m : I<!add(0x90, cc), MRM0m, (outs), (ins i8mem:$dst), "set" # c # "\t$dst">;
  }
}

defm CMOVO  : CMOV<0, "o">;   defm CMOVNO : CMOV<1, "no">;
defm CMOVB  : CMOV<2, "b">;   defm CMOVAE : CMOV<3, "ae">;
defm CMOVE  : CMOV<4, "e">;   defm CMOVNE : CMOV<5, "ne">;
defm CMOVBE : CMOV<6, "be">;  defm CMOVA  : CMOV<7, "a">;
defm CMOVS  : CMOV<8, "s">;   defm CMOVNS : CMOV<9, "ns">;
defm CMOVP  : CMOV<10, "p">;  defm CMOVNP : CMOV<11, "np">;
defm CMOVL  : CMOV<12, "l">;  defm CMOVGE : CMOV<13, "ge">;
defm CMOVLE : CMOV<14, "le">; defm CMOVG  : CMOV<15, "g">;

defm SETO  : SETCC<0, "o">;   defm SETNO : SETCC<1, "no">;
defm SETB  : SETCC<2, "b">;   defm SETAE : SETCC<3, "ae">;
defm SETE  : SETCC<4, "e">;   defm SETNE : SETCC<5, "ne">;
defm SETBE : SETCC<6, "be">;  defm SETA  : SETCC<7, "a">;
defm SETS  : SETCC<8, "s">;   defm SETNS : SETCC<9, "ns">;
defm SETP  : SETCC<10, "p">;  defm SETNP : SETCC<11, "np">;
defm SETL  : SETCC<12, "l">;  defm SETGE : SETCC<13, "ge">;
defm SETLE : SETCC<14, "le">; defm SETG  : SETCC<15, "g">;
