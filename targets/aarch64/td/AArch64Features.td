//===- AArch64Features.td - AArch64 subtarget features ----------*- tablegen -*-===//
//
// The optional parts of the architecture kiln describes, as `-mattr` features, and
// the predicates instructions carry for them.
//
//===----------------------------------------------------------------------===//

def FeatureFullFP16 : SubtargetFeature<"fullfp16", "HasFullFP16", "true",
                                       "Full FP16 instructions">;
def HasFullFP16 : Predicate<"st.has_full_fp16()">,
                  AssemblerPredicate<(all_of FeatureFullFP16), "fullfp16">;

def FeatureLSE : SubtargetFeature<"lse", "HasLSE", "true",
                                  "Large System Extension (LSE) atomic instructions">;
def HasLSE : Predicate<"st.has_lse()">,
             AssemblerPredicate<(all_of FeatureLSE), "lse">;

// Read-modify-writes and compare-exchanges call libgcc's `__aarch64_*` helpers, which use
// LSE when the machine has it (clang's default for Linux). Ignored with +lse.
def FeatureOutlineAtomics : SubtargetFeature<"outline-atomics", "OutlineAtomics", "true",
                                             "Enable out of line atomics to support LSE instructions">;
