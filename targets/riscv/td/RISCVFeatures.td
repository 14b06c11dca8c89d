//===- RISCVFeatures.td - RISC-V subtarget features -------------*- tablegen -*-===//
//
// The features that `-mattr` names (+m, +a, +f, +d, +c, +zicsr, +zifencei,
// +relax, 64bit) and the predicates instructions, aliases and compression
// patterns are guarded by. `AssemblerCondDag` is what the assembler, printer and
// disassembler check; `CondString` is for instruction selection.
//
//===----------------------------------------------------------------------===//

def Feature64Bit
    : SubtargetFeature<"64bit", "IsRV64", "true", "Implements RV64">;
def IsRV64 : Predicate<"st.is_rv64()">,
             AssemblerPredicate<(all_of Feature64Bit), "RV64I Base Instruction Set">;
def IsRV32 : Predicate<"!st.is_rv64()">,
             AssemblerPredicate<(none_of Feature64Bit), "RV32I Base Instruction Set">;

def FeatureStdExtZicsr
    : SubtargetFeature<"zicsr", "HasStdExtZicsr", "true", "'zicsr' (CSRs)">;
def HasStdExtZicsr : Predicate<"st.has_std_ext_zicsr()">,
                     AssemblerPredicate<(all_of FeatureStdExtZicsr), "'Zicsr' (CSRs)">;

def FeatureStdExtZifencei
    : SubtargetFeature<"zifencei", "HasStdExtZifencei", "true",
                       "'Zifencei' (fence.i)">;
def HasStdExtZifencei : Predicate<"st.has_std_ext_zifencei()">,
                        AssemblerPredicate<(all_of FeatureStdExtZifencei),
                                           "'Zifencei' (fence.i)">;

def FeatureStdExtZmmul
    : SubtargetFeature<"zmmul", "HasStdExtZmmul", "true",
                       "'Zmmul' (Integer Multiplication)">;
def FeatureStdExtM
    : SubtargetFeature<"m", "HasStdExtM", "true",
                       "'M' (Integer Multiplication and Division)",
                       [FeatureStdExtZmmul]>;
def HasStdExtM : Predicate<"st.has_std_ext_m()">,
                 AssemblerPredicate<(all_of FeatureStdExtM),
                                    "'M' (Integer Multiplication and Division)">;
def HasStdExtZmmul : Predicate<"st.has_std_ext_zmmul()">,
                     AssemblerPredicate<(any_of FeatureStdExtZmmul, FeatureStdExtM),
                                        "'Zmmul' (Integer Multiplication)">;

def FeatureStdExtA
    : SubtargetFeature<"a", "HasStdExtA", "true", "'A' (Atomic Instructions)">;
def HasStdExtA : Predicate<"st.has_std_ext_a()">,
                 AssemblerPredicate<(all_of FeatureStdExtA), "'A' (Atomic Instructions)">;

def FeatureStdExtF
    : SubtargetFeature<"f", "HasStdExtF", "true",
                       "'F' (Single-Precision Floating-Point)", [FeatureStdExtZicsr]>;
def HasStdExtF : Predicate<"st.has_std_ext_f()">,
                 AssemblerPredicate<(all_of FeatureStdExtF),
                                    "'F' (Single-Precision Floating-Point)">;

def FeatureStdExtD
    : SubtargetFeature<"d", "HasStdExtD", "true",
                       "'D' (Double-Precision Floating-Point)", [FeatureStdExtF]>;
def HasStdExtD : Predicate<"st.has_std_ext_d()">,
                 AssemblerPredicate<(all_of FeatureStdExtD),
                                    "'D' (Double-Precision Floating-Point)">;

def FeatureStdExtZca
    : SubtargetFeature<"zca", "HasStdExtZca", "true",
                       "'Zca' (part of the C extension, excluding compressed floating point loads/stores)">;
def FeatureStdExtC
    : SubtargetFeature<"c", "HasStdExtC", "true", "'C' (Compressed Instructions)",
                       [FeatureStdExtZca]>;
def HasStdExtCOrZca : Predicate<"st.has_std_ext_zca()">,
                      AssemblerPredicate<(any_of FeatureStdExtC, FeatureStdExtZca),
                                         "'C' (Compressed Instructions) or 'Zca'">;
def FeatureStdExtZcd
    : SubtargetFeature<"zcd", "HasStdExtZcd", "true",
                       "'Zcd' (Compressed Double-Precision Floating-Point Instructions)",
                       [FeatureStdExtZca]>;
def HasStdExtCOrZcd : Predicate<"st.has_std_ext_zcd()">,
                      AssemblerPredicate<(any_of (all_of FeatureStdExtC, FeatureStdExtD),
                                                 FeatureStdExtZcd),
                                         "'C' and 'D', or 'Zcd'">;
def FeatureStdExtZcf
    : SubtargetFeature<"zcf", "HasStdExtZcf", "true",
                       "'Zcf' (Compressed Single-Precision Floating-Point Instructions)",
                       [FeatureStdExtZca]>;
def HasStdExtCOrZcfOrZce : Predicate<"st.has_std_ext_zcf()">,
                           AssemblerPredicate<(any_of (all_of FeatureStdExtC, FeatureStdExtF),
                                                      FeatureStdExtZcf),
                                              "'C' and 'F', or 'Zcf'">;

def FeatureRelax
    : SubtargetFeature<"relax", "EnableLinkerRelax", "true",
                       "Enable Linker relaxation.">;
def FeatureNoRVCHints
    : SubtargetFeature<"no-rvc-hints", "EnableRVCHintInstrs", "false",
                       "Disable RVC Hint Instructions.">;
