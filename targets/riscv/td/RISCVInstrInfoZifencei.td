//===- RISCVInstrInfoZifencei.td - RISC-V 'Zifencei' ------------*- tablegen -*-===//
//
// The instruction-fetch fence, fence.i.
//
//===----------------------------------------------------------------------===//

let Predicates = [HasStdExtZifencei], hasSideEffects = true, mayLoad = false,
    mayStore = false in
def FENCE_I : RVInstI<0b001, OPC_MISC_MEM, (outs), (ins), "fence.i", ""> {
  let rs1 = 0;
  let rd = 0;
  let imm12 = 0;
}
