//! x86-64 instruction facts for the machine passes (LLVM's `X86InstrInfo`): instruction
//! descriptions taken from the generated MC tables (register operands in codegen's register
//! classes, the five-part memory operand's base open to frame indices, implicit registers
//! renumbered from the MC tables' numbering) plus the codegen-only pseudos, copies (`movq`),
//! spills and reloads (`movq` to and from an 8-byte slot) and branches. The register facts
//! are in [`crate::register_info`].
//!
//! In: opcodes (the MC opcode numbers of `mc::tables::opcodes`, or one of [`pseudo`]),
//! machine functions to insert into. Out: [`InstrDesc`]s, inserted instructions.

use crate::mc::tables::{self, opcodes as op};
use crate::register_info::{
    is_fp_stack, is_xmm, regs, X86RegisterInfo, FR32, FR64, GR16, GR32, GR64, GR8, REGISTER_INFO,
    RFP80, VR128,
};
use kiln_codegen::machine::{MBBId, MachineFunction, MachineOperand as MO};
use kiln_codegen::target::{instr_flags as f, InstrDesc, OperandKind, RegClassId, TargetInstrInfo};
use kiln_mc::instr_desc::OperandClass;
use kiln_mc::register_info::Register;
use std::sync::OnceLock;

/// Codegen-only pseudo instructions (numbered above every MC opcode).
pub mod pseudo {
    /// First pseudo number.
    pub const FIRST: u32 = 0x7000_0000;
    /// `ADJCALLSTACKDOWN bytes, 0`: start of a call sequence.
    pub const ADJCALLSTACKDOWN: u32 = FIRST;
    /// `ADJCALLSTACKUP bytes, 0`: end of a call sequence.
    pub const ADJCALLSTACKUP: u32 = FIRST + 1;
    /// `%d:gr8 = TRUNC_GR8 %s`: the low byte of a wider register (tied: the allocator
    /// gives both one unit, and the pseudo disappears after allocation).
    pub const TRUNC_GR8: u32 = FIRST + 2;
    /// `%d:gr16 = TRUNC_GR16 %s`: the low 16 bits, as [`TRUNC_GR8`].
    pub const TRUNC_GR16: u32 = FIRST + 3;
    /// `lock xaddl` (split into the prefix and the instruction after allocation).
    pub const LOCK_XADD32: u32 = FIRST + 4;
    /// `lock xaddq`.
    pub const LOCK_XADD64: u32 = FIRST + 5;
    /// `lock cmpxchgl` (rax implicit, as the instruction).
    pub const LOCK_CMPXCHG32: u32 = FIRST + 6;
    /// `lock cmpxchgq`.
    pub const LOCK_CMPXCHG64: u32 = FIRST + 7;
    /// `%d = DYN_ALLOC_ADDR %sp, align`: the address of a dynamic alloca, above the
    /// outgoing call-argument area at the bottom of the frame (whose size is known after
    /// frame layout): `leaq N(%sp), %d`, N the area rounded up to `align`.
    pub const DYN_ALLOC_ADDR: u32 = FIRST + 8;
    /// `%d:fr32 = FsFLD0SS`: +0.0f, `xorps %d, %d` after allocation (LLVM's name).
    pub const FSFLD0SS: u32 = FIRST + 9;
    /// `%d:fr64 = FsFLD0SD`: +0.0, as [`FSFLD0SS`].
    pub const FSFLD0SD: u32 = FIRST + 10;
    /// `lock xaddb`, as [`LOCK_XADD32`].
    pub const LOCK_XADD8: u32 = FIRST + 11;
    /// `lock xaddw`, as [`LOCK_XADD32`].
    pub const LOCK_XADD16: u32 = FIRST + 12;
    /// `lock cmpxchgb` (expected value and result in al), as [`LOCK_CMPXCHG32`].
    pub const LOCK_CMPXCHG8: u32 = FIRST + 13;
    /// `lock cmpxchgw` (expected value and result in ax), as [`LOCK_CMPXCHG32`].
    pub const LOCK_CMPXCHG16: u32 = FIRST + 14;
    /// `TLS_ADDR64 sym@TLSGD, regmask`: a thread-local's address in rax through
    /// `__tls_get_addr` (general dynamic), a call; written out after allocation as the
    /// padded `data16 leaq sym@tlsgd(%rip), %rdi; data16 data16 rex64 call
    /// __tls_get_addr@PLT` the linker's TLS relaxations expect.
    pub const TLS_ADDR64: u32 = FIRST + 15;
    /// `TCRETURNdi sym, arg regs...`: a tail call to a symbol, `jmp sym[@PLT]` after the
    /// epilogue (a return: PEI puts the epilogue before it).
    pub const TCRETURNDI: u32 = FIRST + 16;
    /// `TCRETURNri arg regs...`: a tail call through r11 (an implicit use), `jmpq *%r11`.
    pub const TCRETURNRI: u32 = FIRST + 17;
    /// One past the last pseudo.
    pub const END: u32 = FIRST + 18;
}

/// Target flags of symbol operands (LLVM's `X86II::MO_*`): the relocation specifier the
/// printer appends to the symbol.
pub mod mo_flags {
    /// `sym@PLT` (a call through the procedure linkage table).
    pub const PLT: u8 = 1;
    /// `sym@GOTPCREL` (the address of the symbol's GOT entry, RIP-relative).
    pub const GOTPCREL: u8 = 2;
    /// `sym@TPOFF` (a local-exec thread-local's offset from the thread pointer).
    pub const TPOFF: u8 = 3;
    /// `sym@GOTTPOFF` (the GOT entry holding an initial-exec thread-local's offset).
    pub const GOTTPOFF: u8 = 4;
    /// `sym@TLSGD` (the GOT pair `__tls_get_addr` takes for a general-dynamic
    /// thread-local).
    pub const TLSGD: u8 = 5;
}

/// What a call defines besides its clobbers: the result registers rax, rdx, xmm0 and xmm1,
/// and fp0 and fp1 (a `long double` result in ST(0), a complex one's imaginary part in ST(1)).
static CALL_DEFS: [u16; 6] = [
    regs::RAX.0 as u16,
    regs::RDX.0 as u16,
    regs::XMM0.0 as u16,
    regs::XMM1.0 as u16,
    regs::FP0.0 as u16,
    regs::FP1.0 as u16,
];

const fn kind(rc: RegClassId) -> OperandKind {
    OperandKind::Reg(rc.0)
}

/// The codegen register class of an MC operand class (by the class's width family).
fn codegen_class(name: &str) -> Option<RegClassId> {
    [
        ("GR64", GR64),
        ("GR32", GR32),
        ("GR16", GR16),
        ("GR8", GR8),
        ("FR32", FR32),
        ("FR64", FR64),
        ("VR128", VR128),
        ("RFP80", RFP80),
    ]
    .iter()
    .find(|(p, _)| name.starts_with(p))
    .map(|&(_, c)| c)
}

/// The codegen register of an MC table register (the tables number registers their own
/// way; the names agree).
fn codegen_reg(mc: u16) -> Option<u16> {
    let name = tables::TABLES.regs.get(mc as usize)?.name;
    (1..REGISTER_INFO.descs.len() as u32)
        .find(|&k| REGISTER_INFO.desc(Register(k)).name == name)
        .map(|k| k as u16)
}

fn renumber(list: &[u16]) -> &'static [u16] {
    let v: Vec<u16> = list.iter().filter_map(|&r| codegen_reg(r)).collect();
    Box::leak(v.into_boxed_slice())
}

fn build_descs() -> Vec<InstrDesc> {
    let t = &tables::TABLES;
    let mut v = Vec::with_capacity(t.instrs.len());
    for d in t.instrs {
        let kinds: Vec<OperandKind> = d
            .operands
            .iter()
            .enumerate()
            .map(|(i, o)| match o.class {
                // A definition gets its class's registers; a use of a 64-bit register may
                // be a memory base, which is a frame index until frame lowering, or absent.
                OperandClass::Reg(c) => match codegen_class(t.reg_classes[c as usize].name) {
                    Some(rc) if i < d.num_defs as usize => kind(rc),
                    Some(GR64) | None => OperandKind::Any,
                    Some(rc) => kind(rc),
                },
                OperandClass::Imm(_) => OperandKind::Imm,
            })
            .collect();
        let ties: Vec<i8> = d.operands.iter().map(|o| o.tied_to).collect();
        let mut flags = d.flags;
        let mut implicit_defs = renumber(d.implicit_defs);
        let implicit_uses = renumber(d.implicit_uses);
        if d.has(kiln_mc::instr_desc::flags::CALL) {
            flags |= f::VARIADIC;
            implicit_defs = &CALL_DEFS;
        }
        if d.has(kiln_mc::instr_desc::flags::RETURN) {
            flags |= f::VARIADIC;
        }
        if d.name == "UD2" {
            // `llvm.trap` and `unreachable` end their block.
            flags |= f::TERMINATOR | f::BARRIER;
        }
        v.push(InstrDesc {
            name: d.name,
            num_defs: d.num_defs,
            operands: Box::leak(kinds.into_boxed_slice()),
            flags,
            implicit_uses,
            implicit_defs,
            tied_to: Box::leak(ties.into_boxed_slice()),
        });
    }
    v
}

fn descs() -> &'static [InstrDesc] {
    static D: OnceLock<Vec<InstrDesc>> = OnceLock::new();
    D.get_or_init(build_descs)
}

/// The 64-bit register (allocation unit) a general-purpose register is a view of.
pub fn gr64_of(r: Register) -> Register {
    if REGISTER_INFO
        .get_reg_class(crate::register_info::reg_class::GR64)
        .contains(r)
    {
        return r;
    }
    REGISTER_INFO
        .get_reg_class(crate::register_info::reg_class::GR64)
        .iter()
        .find(|&u| REGISTER_INFO.regs_overlap(u, r))
        .unwrap_or(r)
}

/// The five operands of a memory reference to frame index `fi` (`disp` added).
pub fn frame_mem(fi: i32, disp: i64) -> [MO; 5] {
    [
        MO::FrameIndex(fi),
        MO::Imm(1),
        MO::reg(Register::NONE, 0),
        MO::Imm(disp),
        MO::reg(Register::NONE, 0),
    ]
}

/// The x86-64 instruction information, with the register information the machine passes
/// ask for beside it (its `TargetRegisterInfo` implementation is in
/// [`crate::register_info`]).
#[derive(Debug, Default)]
pub struct X86InstrInfo {
    /// The register facts.
    pub regs: X86RegisterInfo,
}

impl X86InstrInfo {
    /// The System V instruction information.
    pub fn new() -> X86InstrInfo {
        X86InstrInfo {
            regs: X86RegisterInfo::new(),
        }
    }
}

/// The instructions that read one condition of EFLAGS.
#[derive(Clone, Copy)]
pub struct CondOps {
    /// The conditional jump (`jcc` rel8, relaxed to rel32).
    pub jcc: u16,
    /// `setcc` into a byte register.
    pub setcc: u16,
    /// `cmov` at 32 and 64 bits.
    pub cmov: [u16; 2],
}

const fn cond(jcc: u16, setcc: u16, cmov32: u16, cmov64: u16) -> CondOps {
    CondOps {
        jcc,
        setcc,
        cmov: [cmov32, cmov64],
    }
}

/// The instructions of each condition, by condition number (LLVM's `X86::CondCode` order:
/// o, no, b, ae, e, ne, be, a, s, ns, p, np, l, ge, le, g).
pub const COND: [CondOps; 16] = [
    cond(op::JO_1, op::SETOr, op::CMOVO32rr, op::CMOVO64rr),
    cond(op::JNO_1, op::SETNOr, op::CMOVNO32rr, op::CMOVNO64rr),
    cond(op::JB_1, op::SETBr, op::CMOVB32rr, op::CMOVB64rr),
    cond(op::JAE_1, op::SETAEr, op::CMOVAE32rr, op::CMOVAE64rr),
    cond(op::JE_1, op::SETEr, op::CMOVE32rr, op::CMOVE64rr),
    cond(op::JNE_1, op::SETNEr, op::CMOVNE32rr, op::CMOVNE64rr),
    cond(op::JBE_1, op::SETBEr, op::CMOVBE32rr, op::CMOVBE64rr),
    cond(op::JA_1, op::SETAr, op::CMOVA32rr, op::CMOVA64rr),
    cond(op::JS_1, op::SETSr, op::CMOVS32rr, op::CMOVS64rr),
    cond(op::JNS_1, op::SETNSr, op::CMOVNS32rr, op::CMOVNS64rr),
    cond(op::JP_1, op::SETPr, op::CMOVP32rr, op::CMOVP64rr),
    cond(op::JNP_1, op::SETNPr, op::CMOVNP32rr, op::CMOVNP64rr),
    cond(op::JL_1, op::SETLr, op::CMOVL32rr, op::CMOVL64rr),
    cond(op::JGE_1, op::SETGEr, op::CMOVGE32rr, op::CMOVGE64rr),
    cond(op::JLE_1, op::SETLEr, op::CMOVLE32rr, op::CMOVLE64rr),
    cond(op::JG_1, op::SETGr, op::CMOVG32rr, op::CMOVG64rr),
];

impl TargetInstrInfo for X86InstrInfo {
    fn desc(&self, opcode: u32) -> InstrDesc {
        use pseudo::*;
        const I: OperandKind = OperandKind::Imm;
        static TRUNC8: [OperandKind; 2] = [kind(GR8), OperandKind::AnyReg];
        static TRUNC16: [OperandKind; 2] = [kind(GR16), OperandKind::AnyReg];
        static TIE: [i8; 2] = [1, -1];
        match opcode {
            ADJCALLSTACKDOWN => InstrDesc::pseudo("ADJCALLSTACKDOWN64", &[I, I], 0),
            ADJCALLSTACKUP => InstrDesc::pseudo("ADJCALLSTACKUP64", &[I, I], 0),
            TRUNC_GR8 => InstrDesc {
                num_defs: 1,
                tied_to: &TIE,
                ..InstrDesc::pseudo("TRUNC_GR8", &TRUNC8, 0)
            },
            TRUNC_GR16 => InstrDesc {
                num_defs: 1,
                tied_to: &TIE,
                ..InstrDesc::pseudo("TRUNC_GR16", &TRUNC16, 0)
            },
            FSFLD0SS => {
                static OPS: [OperandKind; 1] = [kind(FR32)];
                InstrDesc {
                    num_defs: 1,
                    ..InstrDesc::pseudo("FsFLD0SS", &OPS, 0)
                }
            }
            FSFLD0SD => {
                static OPS: [OperandKind; 1] = [kind(FR64)];
                InstrDesc {
                    num_defs: 1,
                    ..InstrDesc::pseudo("FsFLD0SD", &OPS, 0)
                }
            }
            TLS_ADDR64 => {
                static OPS: [OperandKind; 1] = [OperandKind::Imm];
                InstrDesc {
                    implicit_defs: &CALL_DEFS,
                    ..InstrDesc::pseudo("TLS_ADDR64", &OPS, f::CALL | f::VARIADIC)
                }
            }
            TCRETURNDI => InstrDesc::pseudo(
                "TCRETURNdi64",
                &[I],
                f::TERMINATOR | f::RETURN | f::BARRIER | f::VARIADIC,
            ),
            TCRETURNRI => InstrDesc::pseudo(
                "TCRETURNri64",
                &[],
                f::TERMINATOR | f::RETURN | f::BARRIER | f::VARIADIC,
            ),
            DYN_ALLOC_ADDR => {
                static OPS: [OperandKind; 3] = [kind(GR64), kind(GR64), OperandKind::Imm];
                InstrDesc {
                    num_defs: 1,
                    ..InstrDesc::pseudo("DYN_ALLOC_ADDR", &OPS, 0)
                }
            }
            LOCK_XADD8 | LOCK_XADD16 | LOCK_XADD32 | LOCK_XADD64 | LOCK_CMPXCHG8
            | LOCK_CMPXCHG16 | LOCK_CMPXCHG32 | LOCK_CMPXCHG64 => {
                let real = crate::isel_atomic::locked_instruction(opcode)
                    .expect("invariant: a lock pseudo has its instruction");
                let name = match opcode {
                    LOCK_XADD8 => "LOCK_XADD8rm",
                    LOCK_XADD16 => "LOCK_XADD16rm",
                    LOCK_XADD32 => "LOCK_XADD32rm",
                    LOCK_XADD64 => "LOCK_XADD64rm",
                    LOCK_CMPXCHG8 => "LOCK_CMPXCHG8rm",
                    LOCK_CMPXCHG16 => "LOCK_CMPXCHG16rm",
                    LOCK_CMPXCHG32 => "LOCK_CMPXCHG32rm",
                    _ => "LOCK_CMPXCHG64rm",
                };
                InstrDesc {
                    name,
                    flags: descs()[real as usize].flags | f::HAS_SIDE_EFFECTS,
                    ..descs()[real as usize]
                }
            }
            _ => match descs().get(opcode as usize) {
                Some(d) => *d,
                None => InstrDesc::pseudo("<unknown>", &[], f::VARIADIC),
            },
        }
    }

    fn copy_phys_reg(
        &self,
        mf: &mut MachineFunction,
        mbb: MBBId,
        pos: usize,
        dst: Register,
        src: Register,
    ) {
        if is_fp_stack(dst) && is_fp_stack(src) {
            // The stackifier makes it an `fld` or a renaming.
            mf.insert_instr(
                mbb,
                pos,
                op::MOV_Fp8080 as u32,
                &[MO::reg_def(dst), MO::reg_use(src)],
            );
            return;
        }
        if is_xmm(dst) && is_xmm(src) {
            // movaps copies the whole register (either scalar width).
            mf.insert_instr(
                mbb,
                pos,
                op::MOVAPSrr as u32,
                &[MO::reg_def(dst), MO::reg_use(src)],
            );
            return;
        }
        // Copying the whole register copies every view of it.
        mf.insert_instr(
            mbb,
            pos,
            op::MOV64rr as u32,
            &[MO::reg_def(gr64_of(dst)), MO::reg_use(gr64_of(src))],
        );
    }

    fn store_reg_to_stack_slot(
        &self,
        mf: &mut MachineFunction,
        mbb: MBBId,
        pos: usize,
        src: Register,
        fi: i32,
        rc: RegClassId,
    ) {
        let mut ops = frame_mem(fi, 0).to_vec();
        if rc == RFP80 {
            ops.push(MO::reg_use(src));
            mf.insert_instr(mbb, pos, op::ST_FpP80m as u32, &ops);
            return;
        }
        if is_xmm(src) {
            ops.push(MO::reg_use(src));
            let o = match rc {
                FR32 => op::MOVSSmr,
                VR128 => op::MOVUPSmr,
                _ => op::MOVSDmr,
            };
            mf.insert_instr(mbb, pos, o as u32, &ops);
            return;
        }
        ops.push(MO::reg_use(gr64_of(src)));
        mf.insert_instr(mbb, pos, op::MOV64mr as u32, &ops);
    }

    fn load_reg_from_stack_slot(
        &self,
        mf: &mut MachineFunction,
        mbb: MBBId,
        pos: usize,
        dst: Register,
        fi: i32,
        rc: RegClassId,
    ) {
        if rc == RFP80 {
            let mut ops = vec![MO::reg_def(dst)];
            ops.extend(frame_mem(fi, 0));
            mf.insert_instr(mbb, pos, op::LD_Fp80m as u32, &ops);
            return;
        }
        if is_xmm(dst) {
            let mut ops = vec![MO::reg_def(dst)];
            ops.extend(frame_mem(fi, 0));
            let o = match rc {
                FR32 => op::MOVSSrm,
                VR128 => op::MOVUPSrm,
                _ => op::MOVSDrm,
            };
            mf.insert_instr(mbb, pos, o as u32, &ops);
            return;
        }
        let mut ops = vec![MO::reg_def(gr64_of(dst))];
        ops.extend(frame_mem(fi, 0));
        mf.insert_instr(mbb, pos, op::MOV64rm as u32, &ops);
    }

    fn insert_unconditional_branch(&self, mf: &mut MachineFunction, mbb: MBBId, target: MBBId) {
        mf.push_instr(mbb, op::JMP_1 as u32, &[MO::MBB(target)]);
    }

    fn expand_target_post_ra_pseudos(
        &self,
        mf: &mut MachineFunction,
    ) -> Result<(), kiln_codegen::CodegenError> {
        crate::fp_stackifier::stackify(mf, self)?;
        crate::isel_atomic::expand_lock_pseudos(mf);
        expand_tls_addr(mf);
        // Dynamic allocas sit above the outgoing argument area, now that its size is known;
        // the +0.0 pseudos become xorps.
        let area = mf.frame_info.max_call_frame_size as i64;
        for b in mf.layout.clone() {
            for k in 0..mf.block(b).insts.len() {
                let i = mf.block(b).insts[k];
                let ops = mf.operands(i).to_vec();
                if u32::from(op::LEA32r) == mf.instr(i).opcode {
                    // `leal` of i32 values (selected with 32-bit base and index registers):
                    // the address uses the 64-bit registers they are views of.
                    for k in [1, 3] {
                        if let Some(MO::Reg { reg, .. }) = mf.operands_mut(i).get_mut(k) {
                            if *reg != Register::NONE {
                                *reg = gr64_of(*reg);
                            }
                        }
                    }
                    continue;
                }
                if matches!(mf.instr(i).opcode, pseudo::FSFLD0SS | pseudo::FSFLD0SD) {
                    // +0.0: a register xor'ed with itself (its old value is not read).
                    let MO::Reg { reg, .. } = ops[0] else {
                        continue;
                    };
                    let x = [MO::reg_def(reg), MO::reg_use(reg), MO::reg_use(reg)];
                    mf.insert_instr(b, k, op::XORPSrr as u32, &x);
                    mf.block_mut(b).insts.remove(k + 1);
                    continue;
                }
                if mf.instr(i).opcode != pseudo::DYN_ALLOC_ADDR {
                    continue;
                }
                let align = match ops.get(2) {
                    Some(MO::Imm(a)) => (*a).max(1),
                    _ => 16,
                };
                let disp = (area + align - 1) / align * align;
                let mut lea = vec![ops[0], ops[1], MO::Imm(1), MO::reg(Register::NONE, 0)];
                lea.extend([MO::Imm(disp), MO::reg(Register::NONE, 0)]);
                mf.insert_instr(b, k, op::LEA64r as u32, &lea);
                mf.block_mut(b).insts.remove(k + 1);
            }
        }
        // The truncations are views of the register they are tied to: nothing to do.
        for b in mf.layout.clone() {
            let mut insts = std::mem::take(&mut mf.block_mut(b).insts);
            insts
                .retain(|&i| !matches!(mf.instr(i).opcode, pseudo::TRUNC_GR8 | pseudo::TRUNC_GR16));
            mf.block_mut(b).insts = insts;
        }
        Ok(())
    }

    fn reverse_branch_opcode(&self, opcode: u32) -> Option<u32> {
        // Condition numbers pair up: cc ^ 1 is the opposite condition.
        COND.iter()
            .position(|c| u32::from(c.jcc) == opcode)
            .map(|k| u32::from(COND[k ^ 1].jcc))
    }
}

/// Writes out every [`pseudo::TLS_ADDR64`] as the general-dynamic sequence in its exact
/// padded form (16 bytes: `66 48 8d 3d` + rel32, `66 66 48 e8` + rel32), which the linker
/// rewrites when it relaxes the access to initial or local exec.
fn expand_tls_addr(mf: &mut MachineFunction) {
    for b in mf.layout.clone() {
        let mut k = 0;
        while k < mf.block(b).insts.len() {
            let i = mf.block(b).insts[k];
            if mf.instr(i).opcode != pseudo::TLS_ADDR64 {
                k += 1;
                continue;
            }
            let ops = mf.operands(i).to_vec();
            let none = MO::reg(Register::NONE, 0);
            let mut seq: Vec<(u16, Vec<MO>)> = vec![
                (op::DATA16_PREFIX, vec![]),
                (
                    op::LEA64r,
                    vec![
                        MO::reg_def(regs::RDI),
                        MO::reg_use(regs::RIP),
                        MO::Imm(1),
                        none,
                        ops[0],
                        none,
                    ],
                ),
                (op::DATA16_PREFIX, vec![]),
                (op::DATA16_PREFIX, vec![]),
                (op::REX64_PREFIX, vec![]),
            ];
            let mut call = vec![MO::Symbol {
                name: "__tls_get_addr",
                offset: 0,
                flags: mo_flags::PLT,
            }];
            call.extend(ops[1..].iter().copied());
            seq.push((op::CALL64pcrel32, call));
            mf.block_mut(b).insts.remove(k);
            for (n, (opc, o)) in seq.into_iter().enumerate() {
                mf.insert_instr(b, k + n, u32::from(opc), &o);
            }
            k += 6;
        }
    }
}
