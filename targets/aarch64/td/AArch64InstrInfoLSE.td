//===- AArch64InstrInfoLSE.td - AArch64 LSE atomics -------------*- tablegen -*-===//
//
// The Armv8.1 Large System Extension atomics (`-mattr=+lse`): the atomic memory
// operations ld<op>{a}{l}{b,h} and swp, compare-and-swap cas{a}{l}{b,h}, and the st<op>
// aliases of the operations whose result goes to the zero register.
//
//===----------------------------------------------------------------------===//

/// An atomic memory operation: size 111 0 00 A R 1 Rs o3 opc 00 Rn Rt.
class LSEAtomic<bits<2> sz, bit A, bit R, bit o3, bits<3> opc, RegisterClass rc, string asm>
    : I<(outs rc:$Rt), (ins rc:$Rs, GPR64sp:$Rn), asm, "$Rs, $Rt, [$Rn]"> {
  bits<5> Rt;
  bits<5> Rs;
  bits<5> Rn;
  let Inst{31-30} = sz;
  let Inst{29-24} = 0b111000;
  let Inst{23} = A;
  let Inst{22} = R;
  let Inst{21} = 1;
  let Inst{20-16} = Rs;
  let Inst{15} = o3;
  let Inst{14-12} = opc;
  let Inst{11-10} = 0b00;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rt;
  let mayLoad = true;
  let mayStore = true;
  let hasSideEffects = true;
  let Predicates = [HasLSE];
}

/// Compare and swap: size 001000 1 L 1 Rs o0 11111 Rn Rt; Rs is read and written.
class LSECas<bits<2> sz, bit L, bit o0, RegisterClass rc, string asm>
    : I<(outs rc:$out), (ins rc:$Rs, rc:$Rt, GPR64sp:$Rn), asm, "$Rs, $Rt, [$Rn]",
        "$out = $Rs"> {
  bits<5> Rt;
  bits<5> Rs;
  bits<5> Rn;
  let Inst{31-30} = sz;
  let Inst{29-23} = 0b0010001;
  let Inst{22} = L;
  let Inst{21} = 1;
  let Inst{20-16} = Rs;
  let Inst{15} = o0;
  let Inst{14-10} = 0b11111;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rt;
  let mayLoad = true;
  let mayStore = true;
  let hasSideEffects = true;
  let Predicates = [HasLSE];
}

/// One size of every LSE operation (`LDADDALW`, `SWPAB`, `CASLX`: LLVM's names).
multiclass LSESize<bits<2> sz, RegisterClass rc, RegisterClass zrc, Register zr, string s,
                   string cs> {
  foreach ord = ["", "A", "L", "AL"] in {
    defvar a = !ne(!find(ord, "A"), -1);
    defvar r = !ne(!find(ord, "L"), -1);
    defvar o = !tolower(ord);
    foreach i = 0...7 in {
      defvar op = ["ADD", "CLR", "EOR", "SET", "SMAX", "SMIN", "UMAX", "UMIN"][i];
      def LD # op # ord # cs : LSEAtomic<sz, a, r, 0, i, rc,
                                        "ld" # !tolower(op) # o # !tolower(s)>;
      // The result discarded: st<op>{l}, for the orderings without acquire.
      if !not(a) then
        def : InstAlias<"st" # !tolower(op) # o # !tolower(s) # " $Rs, [$Rn]",
                        (!cast<Instruction>("LD" # op # ord # cs) zr, zrc:$Rs, GPR64sp:$Rn)>;
    }
    def SWP # ord # cs : LSEAtomic<sz, a, r, 1, 0b000, rc, "swp" # o # !tolower(s)>;
    def CAS # ord # cs : LSECas<sz, a, r, rc, "cas" # o # !tolower(s)>;
  }
}
defm "" : LSESize<0b00, GPR32, GPR32, WZR, "b", "B">;
defm "" : LSESize<0b01, GPR32, GPR32, WZR, "h", "H">;
defm "" : LSESize<0b10, GPR32, GPR32, WZR, "", "W">;
defm "" : LSESize<0b11, GPR64, GPR64, XZR, "", "X">;
