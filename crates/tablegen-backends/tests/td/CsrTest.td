// A test description: kiln's x86 registers plus callee-saved lists.
include "Target.td"
include "X86RegisterInfo.td"

def CSR_SysV64 : CalleeSavedRegs<(add RBX, R12, R13, R14, R15, RBP)>;
def CSR_NoRegs : CalleeSavedRegs<(add)>;
def CSR_Preserve : CalleeSavedRegs<(add RBX)> {
  let OtherPreserved = (add (sequence "XMM%u", 0, 3), EDI, HDI);
}
