//===- Cpu0.td - the Cpu0 target description --------------------*- tablegen -*-===//
//
// The root of kiln's Cpu0 description: kiln's base schema, then the Cpu0 files
// (registers, subtarget features and processors, formats, instructions). The
// target crate's build.rs runs kiln's TableGen backends over this file.
//
//===----------------------------------------------------------------------===//

include "Target.td"

include "Cpu0RegisterInfo.td"

//===----------------------------------------------------------------------===//
// Subtarget features: cpu032I compares through the status word (CMP, then JEQ..JGE);
// cpu032II adds SLT and the compare-and-branch BEQ/BNE.
//===----------------------------------------------------------------------===//

def FeatureCmp : SubtargetFeature<"cmp", "HasCmp", "true", "Enable 'cmp' instructions">;
def FeatureSlt : SubtargetFeature<"slt", "HasSlt", "true", "Enable 'slt' instructions">;
def FeatureCpu032I : SubtargetFeature<"cpu032I", "Cpu0ArchVersion", "Cpu032I",
                                      "Cpu032I ISA Support", [FeatureCmp]>;
def FeatureCpu032II : SubtargetFeature<"cpu032II", "Cpu0ArchVersion", "Cpu032II",
                                       "Cpu032II ISA Support (slt)",
                                       [FeatureCmp, FeatureSlt]>;

def HasCmp : Predicate<"st.has_cmp()">,
             AssemblerPredicate<(all_of FeatureCmp), "'cmp' instructions (cpu032I)">;
def HasSlt : Predicate<"st.has_slt()">,
             AssemblerPredicate<(all_of FeatureSlt), "'slt' instructions (cpu032II)">;

def : Processor<"cpu032I", [FeatureCpu032I]>;
def : Processor<"cpu032II", [FeatureCpu032II]>;

include "Cpu0InstrFormats.td"
include "Cpu0InstrInfo.td"
include "Cpu0CallingConv.td"
