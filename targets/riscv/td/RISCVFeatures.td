//===- RISCVFeatures.td - RISC-V subtarget features -------------*- tablegen -*-===//
//
// The features that `-mattr` names (+m, +a, +f, +d, +c, +zicsr, +zifencei,
// +relax, 64bit, ...) and the predicates instructions, aliases and compression
// patterns are guarded by. `AssemblerCondDag` is what the assembler, printer and
// disassembler check; `CondString` is for instruction selection. Then the
// processors `-mcpu` names, and the names of LLVM's RISC-V features kiln does not
// implement (clang writes all of them into every function's "target-features").
//
//===----------------------------------------------------------------------===//

def Feature64Bit
    : SubtargetFeature<"64bit", "IsRV64", "true", "Implements RV64">;
// The triple decides XLEN; clang names the riscv32 one too (`+32bit`).
def Feature32Bit
    : SubtargetFeature<"32bit", "IsRV32", "true", "Implements RV32">;
def IsRV64 : Predicate<"st.is_rv64()">,
             AssemblerPredicate<(all_of Feature64Bit), "RV64I Base Instruction Set">;
def IsRV32 : Predicate<"!st.is_rv64()">,
             AssemblerPredicate<(none_of Feature64Bit), "RV32I Base Instruction Set">;

def FeatureStdExtI
    : SubtargetFeature<"i", "HasStdExtI", "true",
                       "'I' (Base Integer Instruction Set)">;

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

def FeatureStdExtZaamo
    : SubtargetFeature<"zaamo", "HasStdExtZaamo", "true",
                       "'Zaamo' (Atomic Memory Operations)">;
def FeatureStdExtZalrsc
    : SubtargetFeature<"zalrsc", "HasStdExtZalrsc", "true",
                       "'Zalrsc' (Load-Reserved/Store-Conditional)">;
def FeatureStdExtA
    : SubtargetFeature<"a", "HasStdExtA", "true", "'A' (Atomic Instructions)",
                       [FeatureStdExtZaamo, FeatureStdExtZalrsc]>;
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

//===----------------------------------------------------------------------===//
// Processors (LLVM's RISCVProcessors.td, the ones kiln lists).
//===----------------------------------------------------------------------===//

def : Processor<"generic-rv32", [FeatureStdExtI]>;
def : Processor<"generic-rv64", [Feature64Bit, FeatureStdExtI]>;
// RV64GC cores.
def : Processor<"sifive-u54", [Feature64Bit, FeatureStdExtI, FeatureStdExtZicsr,
                               FeatureStdExtZifencei, FeatureStdExtM, FeatureStdExtA,
                               FeatureStdExtF, FeatureStdExtD, FeatureStdExtC]>;
def : Processor<"sifive-u74", [Feature64Bit, FeatureStdExtI, FeatureStdExtZicsr,
                               FeatureStdExtZifencei, FeatureStdExtM, FeatureStdExtA,
                               FeatureStdExtF, FeatureStdExtD, FeatureStdExtC]>;

//===----------------------------------------------------------------------===//
// The rest of llc-22's RISC-V feature names (`llc -mtriple=riscv64 -mattr=help`):
// extensions and tuning flags kiln's code generator never uses.
//===----------------------------------------------------------------------===//

def : UnimplementedFeatures<[
  "add-load-fusion", "addi-load-fusion", "andes45", "auipc-addi-fusion",
  "auipc-load-fusion", "b", "bfext-fusion", "conditional-cmv-fusion",
  "disable-latency-sched-heuristic", "disable-misched-load-clustering",
  "disable-misched-store-clustering", "disable-postmisched-load-clustering",
  "disable-postmisched-store-clustering", "dlen-factor-2", "e",
  "enable-vsetvli-sched-heuristic", "exact-asm", "experimental", "experimental-p",
  "experimental-rvm23u32", "experimental-smpmpmt", "experimental-svukte",
  "experimental-xrivosvisni", "experimental-xrivosvizip", "experimental-xsfmclic",
  "experimental-xsfsclic", "experimental-zibi", "experimental-zicfilp",
  "experimental-zicfiss", "experimental-zvbc32e", "experimental-zvfbfa",
  "experimental-zvfofp8min", "experimental-zvkgs", "experimental-zvqdotq",
  "forced-atomics", "h", "ld-add-fusion", "log-vrgather", "lui-addi-fusion",
  "lui-load-fusion", "mips-p8700", "no-default-unroll", "no-sink-splat-operands",
  "no-trailing-seq-cst-fence", "optimized-nf2-segment-load-store",
  "optimized-nf3-segment-load-store", "optimized-nf4-segment-load-store",
  "optimized-nf5-segment-load-store", "optimized-nf6-segment-load-store",
  "optimized-nf7-segment-load-store", "optimized-nf8-segment-load-store",
  "optimized-zero-stride-load", "permissive-zalrsc",
  "predictable-select-expensive", "prefer-vsetvli-over-read-vlenb",
  "prefer-w-inst", "q", "reserve-x1", "reserve-x10", "reserve-x11", "reserve-x12",
  "reserve-x13", "reserve-x14", "reserve-x15", "reserve-x16", "reserve-x17",
  "reserve-x18", "reserve-x19", "reserve-x2", "reserve-x20", "reserve-x21",
  "reserve-x22", "reserve-x23", "reserve-x24", "reserve-x25", "reserve-x26",
  "reserve-x27", "reserve-x28", "reserve-x29", "reserve-x3", "reserve-x30",
  "reserve-x31", "reserve-x4", "reserve-x5", "reserve-x6", "reserve-x7",
  "reserve-x8", "reserve-x9", "rva20s64", "rva20u64", "rva22s64", "rva22u64",
  "rva23s64", "rva23u64", "rvb23s64", "rvb23u64", "rvi20u32", "rvi20u64",
  "save-restore", "sdext", "sdtrig", "sha", "shcounterenw", "shgatpa",
  "shifted-zextw-fusion", "shlcofideleg", "short-forward-branch-ialu",
  "short-forward-branch-iload", "short-forward-branch-iminmax",
  "short-forward-branch-imul", "shtvala", "shvsatpa", "shvstvala", "shvstvecd",
  "shxadd-load-fusion", "sifive7", "single-element-vec-fp64", "smaia", "smcdeleg",
  "smcntrpmf", "smcsrind", "smctr", "smdbltrp", "smepmp", "smmpm", "smnpm",
  "smrnmi", "smstateen", "ssaia", "ssccfg", "ssccptr", "sscofpmf", "sscounterenw",
  "sscsrind", "ssctr", "ssdbltrp", "ssnpm", "sspm", "ssqosid", "ssstateen",
  "ssstrict", "sstc", "sstvala", "sstvecd", "ssu64xl", "supm", "svade", "svadu",
  "svbare", "svinval", "svnapot", "svpbmt", "svvptc", "tagged-globals",
  "unaligned-scalar-mem", "unaligned-vector-mem", "use-postra-scheduler", "v",
  "ventana-veyron", "vl-dependent-latency", "vxrm-pipeline-flush", "xandesbfhcvt",
  "xandesperf", "xandesvbfhcvt", "xandesvdot", "xandesvpackfph", "xandesvsinth",
  "xandesvsintload", "xcvalu", "xcvbi", "xcvbitmanip", "xcvelw", "xcvmac",
  "xcvmem", "xcvsimd", "xmipscbop", "xmipscmov", "xmipsexectl", "xmipslsp",
  "xqccmp", "xqci", "xqcia", "xqciac", "xqcibi", "xqcibm", "xqcicli", "xqcicm",
  "xqcics", "xqcicsr", "xqciint", "xqciio", "xqcilb", "xqcili", "xqcilia",
  "xqcilo", "xqcilsm", "xqcisim", "xqcisls", "xqcisync", "xsfcease", "xsfmm128t",
  "xsfmm16t", "xsfmm32a16f", "xsfmm32a32f", "xsfmm32a8f", "xsfmm32a8i", "xsfmm32t",
  "xsfmm64a64f", "xsfmm64t", "xsfmmbase", "xsfvcp", "xsfvfbfexp16e", "xsfvfexp16e",
  "xsfvfexp32e", "xsfvfexpa", "xsfvfexpa64e", "xsfvfnrclipxfqf", "xsfvfwmaccqqq",
  "xsfvqmaccdod", "xsfvqmaccqoq", "xsifivecdiscarddlone", "xsifivecflushdlone",
  "xsmtvdot", "xtheadba", "xtheadbb", "xtheadbs", "xtheadcmo", "xtheadcondmov",
  "xtheadfmemidx", "xtheadmac", "xtheadmemidx", "xtheadmempair", "xtheadsync",
  "xtheadvdot", "xventanacondops", "xwchc", "za128rs", "za64rs", "zabha", "zacas",
  "zalasr", "zama16b", "zawrs", "zba", "zbb", "zbc", "zbkb", "zbkc", "zbkx", "zbs",
  "zcb", "zce", "zclsd", "zcmop", "zcmp", "zcmt", "zdinx", "zexth-fusion",
  "zextw-fusion", "zfa", "zfbfmin", "zfh", "zfhmin", "zfinx", "zhinx", "zhinxmin",
  "zic64b", "zicbom", "zicbop", "zicboz", "ziccamoa", "ziccamoc", "ziccif",
  "zicclsm", "ziccrse", "zicntr", "zicond", "zihintntl", "zihintpause", "zihpm",
  "zilsd", "zilsd-4byte-align", "zimop", "zk", "zkn", "zknd", "zkne", "zknh",
  "zkr", "zks", "zksed", "zksh", "zkt", "ztso", "zvbb", "zvbc", "zve32f", "zve32x",
  "zve64d", "zve64f", "zve64x", "zvfbfmin", "zvfbfwma", "zvfh", "zvfhmin", "zvkb",
  "zvkg", "zvkn", "zvknc", "zvkned", "zvkng", "zvknha", "zvknhb", "zvks", "zvksc",
  "zvksed", "zvksg", "zvksh", "zvkt", "zvl1024b", "zvl128b", "zvl16384b",
  "zvl2048b", "zvl256b", "zvl32768b", "zvl32b", "zvl4096b", "zvl512b", "zvl64b",
  "zvl65536b", "zvl8192b"
]>;
