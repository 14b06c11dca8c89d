//===- X86InstrMisc.td - moves, extensions, stack, atomics, misc -*- tablegen -*-===//
//
// mov in every form (register, memory, immediate, movabs), movzx/movsx/movsxd, lea,
// push/pop, bswap, bt, xchg/cmpxchg/xadd (with the `lock` prefix as an instruction of
// its own, as LLVM's LOCK_PREFIX), the prefix instructions, fences, nops, ud2, endbr64
// and a few system instructions.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// mov.
//===----------------------------------------------------------------------===//

let isMoveReg = true in {
def MOV8rr  : I<0x88, MRMDestReg, (outs GR8:$dst), (ins GR8:$src), "movb\t$src, $dst">;
def MOV16rr : I<0x89, MRMDestReg, (outs GR16:$dst), (ins GR16:$src), "movw\t$src, $dst"> {
  let OpSize16 = true;
}
def MOV32rr : I<0x89, MRMDestReg, (outs GR32:$dst), (ins GR32:$src), "movl\t$src, $dst">;
def MOV64rr : RI<0x89, MRMDestReg, (outs GR64:$dst), (ins GR64:$src), "movq\t$src, $dst">;
}
let isMoveImm = true, isReMaterializable = true, isAsCheapAsAMove = true in {
def MOV8ri  : Ii8<0xB0, AddRegFrm, (outs GR8:$dst), (ins i8imm:$src), "movb\t$src, $dst">;
def MOV16ri : Ii16<0xB8, AddRegFrm, (outs GR16:$dst), (ins i16imm:$src), "movw\t$src, $dst"> {
  let OpSize16 = true;
}
def MOV32ri : Ii32<0xB8, AddRegFrm, (outs GR32:$dst), (ins i32imm:$src), "movl\t$src, $dst">;
def MOV64ri32 : Ii32S<0xC7, MRM0r, (outs GR64:$dst), (ins i64i32imm:$src), "movq\t$src, $dst"> {
  let hasREX_W = true;
}
def MOV64ri : Ii64<0xB8, AddRegFrm, (outs GR64:$dst), (ins i64imm:$src), "movabsq\t$src, $dst"> {
  let hasREX_W = true;
}
}
let mayLoad = true, canFoldAsLoad = true in {
def MOV8rm  : I<0x8A, MRMSrcMem, (outs GR8:$dst), (ins i8mem:$src), "movb\t$src, $dst">;
def MOV16rm : I<0x8B, MRMSrcMem, (outs GR16:$dst), (ins i16mem:$src), "movw\t$src, $dst"> {
  let OpSize16 = true;
}
def MOV32rm : I<0x8B, MRMSrcMem, (outs GR32:$dst), (ins i32mem:$src), "movl\t$src, $dst">;
def MOV64rm : RI<0x8B, MRMSrcMem, (outs GR64:$dst), (ins i64mem:$src), "movq\t$src, $dst">;
}
let mayStore = true in {
def MOV8mr  : I<0x88, MRMDestMem, (outs), (ins i8mem:$dst, GR8:$src), "movb\t$src, $dst">;
def MOV16mr : I<0x89, MRMDestMem, (outs), (ins i16mem:$dst, GR16:$src), "movw\t$src, $dst"> {
  let OpSize16 = true;
}
def MOV32mr : I<0x89, MRMDestMem, (outs), (ins i32mem:$dst, GR32:$src), "movl\t$src, $dst">;
def MOV64mr : RI<0x89, MRMDestMem, (outs), (ins i64mem:$dst, GR64:$src), "movq\t$src, $dst">;
def MOV8mi  : Ii8<0xC6, MRM0m, (outs), (ins i8mem:$dst, i8imm:$src), "movb\t$src, $dst">;
def MOV16mi : Ii16<0xC7, MRM0m, (outs), (ins i16mem:$dst, i16imm:$src), "movw\t$src, $dst"> {
  let OpSize16 = true;
}
def MOV32mi : Ii32<0xC7, MRM0m, (outs), (ins i32mem:$dst, i32imm:$src), "movl\t$src, $dst">;
def MOV64mi32 : Ii32S<0xC7, MRM0m, (outs), (ins i64mem:$dst, i64i32imm:$src), "movq\t$src, $dst"> {
  let hasREX_W = true;
}
}

//===----------------------------------------------------------------------===//
// Zero and sign extension (0F B6/B7, 0F BE/BF, 63).
//===----------------------------------------------------------------------===//

/// An extending move from register `src` or memory into a wider register.
multiclass ExtendOp<bits<8> o, string m, RegisterClass dst, RegisterClass src,
                    X86MemOperand mem, bit opsize, bit rexw> {
  let OpMap = TB, OpSize16 = opsize, hasREX_W = rexw in {
    def rr : I<o, MRMSrcReg, (outs dst:$dst), (ins src:$src), m # "\t$src, $dst">;
    let mayLoad = true in
    def rm : I<o, MRMSrcMem, (outs dst:$dst), (ins mem:$src), m # "\t$src, $dst">;
  }
}
defm MOVZX16rr8  : ExtendOp<0xB6, "movzbw", GR16, GR8, i8mem, 1, 0>;
defm MOVZX32rr8  : ExtendOp<0xB6, "movzbl", GR32, GR8, i8mem, 0, 0>;
defm MOVZX32rr16 : ExtendOp<0xB7, "movzwl", GR32, GR16, i16mem, 0, 0>;
defm MOVZX64rr8  : ExtendOp<0xB6, "movzbq", GR64, GR8, i8mem, 0, 1>;
defm MOVZX64rr16 : ExtendOp<0xB7, "movzwq", GR64, GR16, i16mem, 0, 1>;
defm MOVSX16rr8  : ExtendOp<0xBE, "movsbw", GR16, GR8, i8mem, 1, 0>;
defm MOVSX32rr8  : ExtendOp<0xBE, "movsbl", GR32, GR8, i8mem, 0, 0>;
defm MOVSX32rr16 : ExtendOp<0xBF, "movswl", GR32, GR16, i16mem, 0, 0>;
defm MOVSX64rr8  : ExtendOp<0xBE, "movsbq", GR64, GR8, i8mem, 0, 1>;
defm MOVSX64rr16 : ExtendOp<0xBF, "movswq", GR64, GR16, i16mem, 0, 1>;
def MOVSX64rr32 : RI<0x63, MRMSrcReg, (outs GR64:$dst), (ins GR32:$src), "movslq\t$src, $dst">;
let mayLoad = true in
def MOVSX64rm32 : RI<0x63, MRMSrcMem, (outs GR64:$dst), (ins i32mem:$src), "movslq\t$src, $dst">;

//===----------------------------------------------------------------------===//
// lea.
//===----------------------------------------------------------------------===//

let isReMaterializable = true in {
def LEA16r : I<0x8D, MRMSrcMem, (outs GR16:$dst), (ins anymem:$src), "leaw\t$src, $dst"> {
  let OpSize16 = true;
}
def LEA32r : I<0x8D, MRMSrcMem, (outs GR32:$dst), (ins anymem:$src), "leal\t$src, $dst">;
def LEA64r : RI<0x8D, MRMSrcMem, (outs GR64:$dst), (ins lea64mem:$src), "leaq\t$src, $dst">;
}

//===----------------------------------------------------------------------===//
// The stack.
//===----------------------------------------------------------------------===//

let Uses = [RSP], Defs = [RSP] in {
let mayStore = true in {
def PUSH64r : I<0x50, AddRegFrm, (outs), (ins GR64:$reg), "pushq\t$reg">;
def PUSH64i8 : Ii8<0x6A, RawFrm, (outs), (ins i64i8imm:$imm), "pushq\t$imm">;
def PUSH64i32 : Ii32S<0x68, RawFrm, (outs), (ins i64i32imm_wide:$imm), "pushq\t$imm">;
def PUSH64rmm : I<0xFF, MRM6m, (outs), (ins i64mem:$src), "pushq\t$src"> { let mayLoad = true; }
}
let mayLoad = true in {
def POP64r : I<0x58, AddRegFrm, (outs GR64:$reg), (ins), "popq\t$reg">;
def POP64rmm : I<0x8F, MRM0m, (outs), (ins i64mem:$dst), "popq\t$dst"> { let mayStore = true; }
}
def LEAVE64 : I<0xC9, RawFrm, (outs), (ins), "leave"> { let Uses = [RBP, RSP]; let Defs = [RBP, RSP]; let mayLoad = true; }
}

//===----------------------------------------------------------------------===//
// Bytes and bits.
//===----------------------------------------------------------------------===//

let Constraints = "$src = $dst", OpMap = TB in {
def BSWAP32r : I<0xC8, AddRegFrm, (outs GR32:$dst), (ins GR32:$src), "bswapl\t$dst">;
def BSWAP64r : RI<0xC8, AddRegFrm, (outs GR64:$dst), (ins GR64:$src), "bswapq\t$dst">;
}

let Defs = [EFLAGS], OpMap = TB in {
def BT16rr : I<0xA3, MRMDestReg, (outs), (ins GR16:$src1, GR16:$src2), "btw\t$src2, $src1"> {
  let OpSize16 = true;
}
def BT32rr : I<0xA3, MRMDestReg, (outs), (ins GR32:$src1, GR32:$src2), "btl\t$src2, $src1">;
def BT64rr : RI<0xA3, MRMDestReg, (outs), (ins GR64:$src1, GR64:$src2), "btq\t$src2, $src1">;
def BT16ri8 : Ii8<0xBA, MRM4r, (outs), (ins GR16:$src1, u8imm:$src2), "btw\t$src2, $src1"> {
  let OpSize16 = true;
}
def BT32ri8 : Ii8<0xBA, MRM4r, (outs), (ins GR32:$src1, u8imm:$src2), "btl\t$src2, $src1">;
def BT64ri8 : Ii8<0xBA, MRM4r, (outs), (ins GR64:$src1, u8imm:$src2), "btq\t$src2, $src1"> {
  let hasREX_W = true;
}
/// bts/btr/btc: test and set/reset/complement a bit of a register (`o` for the register
/// index form, /n of 0F BA for the immediate one).
multiclass BitTestModify<bits<8> o, Format f, string m> {
  let Constraints = "$src1 = $dst" in {
    def 16rr : I<o, MRMDestReg, (outs GR16:$dst), (ins GR16:$src1, GR16:$src2), m # "w\t$src2, $dst"> {
      let OpSize16 = true;
    }
    def 32rr : I<o, MRMDestReg, (outs GR32:$dst), (ins GR32:$src1, GR32:$src2), m # "l\t$src2, $dst">;
    def 64rr : RI<o, MRMDestReg, (outs GR64:$dst), (ins GR64:$src1, GR64:$src2), m # "q\t$src2, $dst">;
    def 32ri8 : Ii8<0xBA, f, (outs GR32:$dst), (ins GR32:$src1, u8imm:$src2), m # "l\t$src2, $dst">;
    def 64ri8 : Ii8<0xBA, f, (outs GR64:$dst), (ins GR64:$src1, u8imm:$src2), m # "q\t$src2, $dst"> {
      let hasREX_W = true;
    }
  }
}
defm BTS : BitTestModify<0xAB, MRM5r, "bts">;
defm BTR : BitTestModify<0xB3, MRM6r, "btr">;
defm BTC : BitTestModify<0xBB, MRM7r, "btc">;
let mayLoad = true in {
def BT32mi8 : Ii8<0xBA, MRM4m, (outs), (ins i32mem:$src1, u8imm:$src2), "btl\t$src2, $src1">;
def BT64mi8 : Ii8<0xBA, MRM4m, (outs), (ins i64mem:$src1, u8imm:$src2), "btq\t$src2, $src1"> {
  let hasREX_W = true;
}
}
}

//===----------------------------------------------------------------------===//
// Exchanges and atomics.
//===----------------------------------------------------------------------===//

let Constraints = "$src1 = $dst1, $src2 = $dst2" in {
def XCHG8rr  : I<0x86, MRMDestReg, (outs GR8:$dst1, GR8:$dst2), (ins GR8:$src1, GR8:$src2),
                 "xchgb\t$src1, $src2">;
def XCHG16rr : I<0x87, MRMDestReg, (outs GR16:$dst1, GR16:$dst2), (ins GR16:$src1, GR16:$src2),
                 "xchgw\t$src1, $src2"> { let OpSize16 = true; }
def XCHG32rr : I<0x87, MRMDestReg, (outs GR32:$dst1, GR32:$dst2), (ins GR32:$src1, GR32:$src2),
                 "xchgl\t$src1, $src2">;
def XCHG64rr : RI<0x87, MRMDestReg, (outs GR64:$dst1, GR64:$dst2), (ins GR64:$src1, GR64:$src2),
                  "xchgq\t$src1, $src2">;
}
// The accumulator forms (90+r).
let Constraints = "$src = $dst" in {
def XCHG16ar : I<0x90, AddRegFrm, (outs GR16:$dst), (ins GR16:$src), "xchgw\t$src, %ax"> {
  let OpSize16 = true; let Uses = [AX]; let Defs = [AX];
}
def XCHG32ar : I<0x90, AddRegFrm, (outs GR32:$dst), (ins GR32:$src), "xchgl\t$src, %eax"> {
  let Uses = [EAX]; let Defs = [EAX];
}
def XCHG64ar : RI<0x90, AddRegFrm, (outs GR64:$dst), (ins GR64:$src), "xchgq\t$src, %rax"> {
  let Uses = [RAX]; let Defs = [RAX];
}
}
let Constraints = "$val = $dst", mayLoad = true, mayStore = true in {
def XCHG8rm  : I<0x86, MRMSrcMem, (outs GR8:$dst), (ins GR8:$val, i8mem:$ptr), "xchgb\t$val, $ptr">;
def XCHG16rm : I<0x87, MRMSrcMem, (outs GR16:$dst), (ins GR16:$val, i16mem:$ptr),
                 "xchgw\t$val, $ptr"> { let OpSize16 = true; }
def XCHG32rm : I<0x87, MRMSrcMem, (outs GR32:$dst), (ins GR32:$val, i32mem:$ptr), "xchgl\t$val, $ptr">;
def XCHG64rm : RI<0x87, MRMSrcMem, (outs GR64:$dst), (ins GR64:$val, i64mem:$ptr), "xchgq\t$val, $ptr">;
let OpMap = TB, Defs = [EFLAGS] in {
def XADD8rm  : I<0xC0, MRMSrcMem, (outs GR8:$dst), (ins GR8:$val, i8mem:$ptr), "xaddb\t$val, $ptr">;
def XADD16rm : I<0xC1, MRMSrcMem, (outs GR16:$dst), (ins GR16:$val, i16mem:$ptr),
                 "xaddw\t$val, $ptr"> { let OpSize16 = true; }
def XADD32rm : I<0xC1, MRMSrcMem, (outs GR32:$dst), (ins GR32:$val, i32mem:$ptr), "xaddl\t$val, $ptr">;
def XADD64rm : RI<0xC1, MRMSrcMem, (outs GR64:$dst), (ins GR64:$val, i64mem:$ptr), "xaddq\t$val, $ptr">;
}
}
let OpMap = TB, Defs = [EFLAGS] in {
let Constraints = "$src1 = $dst1, $src2 = $dst2" in {
def XADD32rr : I<0xC1, MRMDestReg, (outs GR32:$dst2, GR32:$dst1), (ins GR32:$src2, GR32:$src1),
                 "xaddl\t$src1, $src2">;
def XADD64rr : RI<0xC1, MRMDestReg, (outs GR64:$dst2, GR64:$dst1), (ins GR64:$src2, GR64:$src1),
                  "xaddq\t$src1, $src2">;
}
let mayLoad = true, mayStore = true in {
def CMPXCHG8rm  : I<0xB0, MRMDestMem, (outs), (ins i8mem:$dst, GR8:$src), "cmpxchgb\t$src, $dst"> {
  let Uses = [AL]; let Defs = [AL, EFLAGS];
}
def CMPXCHG16rm : I<0xB1, MRMDestMem, (outs), (ins i16mem:$dst, GR16:$src), "cmpxchgw\t$src, $dst"> {
  let OpSize16 = true; let Uses = [AX]; let Defs = [AX, EFLAGS];
}
def CMPXCHG32rm : I<0xB1, MRMDestMem, (outs), (ins i32mem:$dst, GR32:$src), "cmpxchgl\t$src, $dst"> {
  let Uses = [EAX]; let Defs = [EAX, EFLAGS];
}
def CMPXCHG64rm : RI<0xB1, MRMDestMem, (outs), (ins i64mem:$dst, GR64:$src), "cmpxchgq\t$src, $dst"> {
  let Uses = [RAX]; let Defs = [RAX, EFLAGS];
}
}
def CMPXCHG32rr : I<0xB1, MRMDestReg, (outs GR32:$dst), (ins GR32:$src1, GR32:$src2),
                    "cmpxchgl\t$src2, $dst"> {
  let Constraints = "$src1 = $dst"; let Uses = [EAX]; let Defs = [EAX, EFLAGS];
}
def CMPXCHG64rr : RI<0xB1, MRMDestReg, (outs GR64:$dst), (ins GR64:$src1, GR64:$src2),
                     "cmpxchgq\t$src2, $dst"> {
  let Constraints = "$src1 = $dst"; let Uses = [RAX]; let Defs = [RAX, EFLAGS];
}
}

//===----------------------------------------------------------------------===//
// Prefixes that are instructions of their own, fences, nops and traps.
//===----------------------------------------------------------------------===//

let hasSideEffects = true in {
def LOCK_PREFIX   : I<0xF0, PrefixByte, (outs), (ins), "lock">;
def REP_PREFIX    : I<0xF3, PrefixByte, (outs), (ins), "rep">;
def REPNE_PREFIX  : I<0xF2, PrefixByte, (outs), (ins), "repne">;
def DATA16_PREFIX : I<0x66, PrefixByte, (outs), (ins), "data16">;
def REX64_PREFIX  : I<0x48, PrefixByte, (outs), (ins), "rex64">;

let OpMap = TB in {
def MFENCE : I<0xAE, MRM_XX, (outs), (ins), "mfence"> { let FixedModRM = 0xF0; }
def LFENCE : I<0xAE, MRM_XX, (outs), (ins), "lfence"> { let FixedModRM = 0xE8; }
def SFENCE : I<0xAE, MRM_XX, (outs), (ins), "sfence"> { let FixedModRM = 0xF8; }
def ENDBR64 : I<0x1E, MRM_XX, (outs), (ins), "endbr64"> { let FixedModRM = 0xFA; let OpPrefix = XS; }
def UD2 : I<0x0B, RawFrm, (outs), (ins), "ud2"> { let isTrap = true; let isBarrier = true; }
def SYSCALL : I<0x05, RawFrm, (outs), (ins), "syscall">;
def CPUID : I<0xA2, RawFrm, (outs), (ins), "cpuid">;
def RDTSC : I<0x31, RawFrm, (outs), (ins), "rdtsc">;
def NOOPW : I<0x1F, MRM0m, (outs), (ins i16mem:$zero), "nopw\t$zero"> { let OpSize16 = true; }
def NOOPL : I<0x1F, MRM0m, (outs), (ins i32mem:$zero), "nopl\t$zero">;
}
def NOOP  : I<0x90, RawFrm, (outs), (ins), "nop">;
def INT3  : I<0xCC, RawFrm, (outs), (ins), "int3">;
def HLT   : I<0xF4, RawFrm, (outs), (ins), "hlt">;
def PAUSE : I<0x90, RawFrm, (outs), (ins), "pause"> { let OpPrefix = XS; }
def CLD   : I<0xFC, RawFrm, (outs), (ins), "cld">;
}
