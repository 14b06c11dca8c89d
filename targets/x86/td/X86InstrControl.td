//===- X86InstrControl.td - branches, calls, returns -------------*- tablegen -*-===//
//
// jmp and jcc with rel8 (relaxed to rel32 by the assembler) and rel32 targets,
// indirect jmp through a register or memory, call rel32 / through a register or
// memory, ret and ret imm16.
//
//===----------------------------------------------------------------------===//

let isBranch = true, isTerminator = true, isBarrier = true in {
def JMP_1 : Ii8PCRel<0xEB, RawFrm, (outs), (ins brtarget8:$dst), "jmp\t$dst">;
def JMP_4 : Ii32PCRel<0xE9, RawFrm, (outs), (ins brtarget32:$dst), "jmp\t$dst">;
let isIndirectBranch = true in {
def JMP64r : I<0xFF, MRM4r, (outs), (ins GR64:$dst), "jmpq\t*$dst">;
let mayLoad = true in
def JMP64m : I<0xFF, MRM4m, (outs), (ins i64mem:$dst), "jmpq\t*$dst">;
}
}

/// j`cc` with condition number `cc`: rel8 (70+cc) and rel32 (0F 80+cc).
multiclass JCC<bits<4> cc, string c> {
  let isBranch = true, isTerminator = true, Uses = [EFLAGS] in {
    def _1 : Ii8PCRel<!add(0x70, cc), RawFrm, (outs), (ins brtarget8:$dst), "j" # c # "\t$dst">;
    def _4 : Ii32PCRel<!add(0x80, cc), RawFrm, (outs), (ins brtarget32:$dst), "j" # c # "\t$dst"> {
      let OpMap = TB;
    }
  }
}
defm JO  : JCC<0, "o">;   defm JNO : JCC<1, "no">;
defm JB  : JCC<2, "b">;   defm JAE : JCC<3, "ae">;
defm JE  : JCC<4, "e">;   defm JNE : JCC<5, "ne">;
defm JBE : JCC<6, "be">;  defm JA  : JCC<7, "a">;
defm JS  : JCC<8, "s">;   defm JNS : JCC<9, "ns">;
defm JP  : JCC<10, "p">;  defm JNP : JCC<11, "np">;
defm JL  : JCC<12, "l">;  defm JGE : JCC<13, "ge">;
defm JLE : JCC<14, "le">; defm JG  : JCC<15, "g">;

let isCall = true, Uses = [RSP], Defs = [RSP] in {
def CALL64pcrel32 : Ii32PCRel<0xE8, RawFrm, (outs), (ins brtarget32:$dst), "callq\t$dst">;
def CALL64r : I<0xFF, MRM2r, (outs), (ins GR64:$dst), "callq\t*$dst">;
let mayLoad = true in
def CALL64m : I<0xFF, MRM2m, (outs), (ins i64mem:$dst), "callq\t*$dst">;
}

let isReturn = true, isTerminator = true, isBarrier = true, Uses = [RSP], Defs = [RSP] in {
def RET64 : I<0xC3, RawFrm, (outs), (ins), "retq">;
def RETI64 : Ii16<0xC2, RawFrm, (outs), (ins i16imm:$amt), "retq\t$amt">;
}

//===----------------------------------------------------------------------===//
// Assembler spellings (parsed, never printed): other condition names and the
// unsuffixed call/ret/jmp/push/pop of GNU as.
//===----------------------------------------------------------------------===//

/// `j<alt>`, `set<alt>` and `cmov<alt>` for the condition `cc` spelled `alt`.
multiclass CondAlias<string alt, string cc> {
  def : InstAlias<"j" # alt # "\t$dst", (!cast<Instruction>("J" # cc # "_1") brtarget8:$dst), 0>;
  def : InstAlias<"set" # alt # "\t$dst", (!cast<Instruction>("SET" # cc # "r") GR8:$dst), 0>;
  def : InstAlias<"cmov" # alt # "w\t$src, $dst",
                  (!cast<Instruction>("CMOV" # cc # "16rr") GR16:$dst, GR16:$src), 0>;
  def : InstAlias<"cmov" # alt # "l\t$src, $dst",
                  (!cast<Instruction>("CMOV" # cc # "32rr") GR32:$dst, GR32:$src), 0>;
  def : InstAlias<"cmov" # alt # "q\t$src, $dst",
                  (!cast<Instruction>("CMOV" # cc # "64rr") GR64:$dst, GR64:$src), 0>;
}
defm : CondAlias<"c", "B">;    defm : CondAlias<"nae", "B">;
defm : CondAlias<"nb", "AE">;  defm : CondAlias<"nc", "AE">;
defm : CondAlias<"z", "E">;    defm : CondAlias<"nz", "NE">;
defm : CondAlias<"na", "BE">;  defm : CondAlias<"nbe", "A">;
defm : CondAlias<"pe", "P">;   defm : CondAlias<"po", "NP">;
defm : CondAlias<"nge", "L">;  defm : CondAlias<"nl", "GE">;
defm : CondAlias<"ng", "LE">;  defm : CondAlias<"nle", "G">;

def : InstAlias<"call\t$dst", (CALL64pcrel32 brtarget32:$dst), 0>;
def : InstAlias<"call\t*$dst", (CALL64r GR64:$dst), 0>;
def : InstAlias<"jmp\t*$dst", (JMP64r GR64:$dst), 0>;
def : InstAlias<"ret", (RET64), 0>;
def : InstAlias<"push\t$reg", (PUSH64r GR64:$reg), 0>;
def : InstAlias<"pop\t$reg", (POP64r GR64:$reg), 0>;
