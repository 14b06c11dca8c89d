//! The mock target's instruction selection (a hand-written matcher table, as TableGen would
//! generate it, plus a `select` hook), frame lowering, the whole pipeline, and a simulator
//! that runs the allocated machine code.

use std::collections::HashMap;

use super::{is_v, is_w, op, toyisd, unit_of, Toy, ToyLowering, SP};
use kiln_codegen::isel::{MatcherOp, MatcherOp::*, MatcherTable, TargetIsel};
use kiln_codegen::machine::CFIInstruction;
use kiln_codegen::machine::{
    MBBId, MIFlags, MIId, MachineFunction, MachineOperand as MO, RegFlags,
};
use kiln_codegen::pei::{callee_saved_cfa_offsets, insert_cfi, TargetFrameLowering};
use kiln_codegen::pipeline::{
    compile_function, CodegenTarget, CompileOptions, PipelineEnd, PipelineOptions,
};
use kiln_codegen::selection_dag::isd::{self, CondCode, LoadExtType, Opcode};
use kiln_codegen::selection_dag::{NoNames, NodeData, NodeId, SDValue, SelectionDAG};
use kiln_codegen::target_lowering::LegalizeAction;
use kiln_codegen::value_types::{EVT, MVT};
use kiln_codegen::CodegenError;
use kiln_mc::register_info::Register;

const I64: MVT = MVT::i64;

macro_rules! rr {
    ($opc:expr) => {
        &[
            MoveChild(0),
            RecordNode,
            MoveParent,
            MoveChild(1),
            RecordNode,
            MoveParent,
            MorphNodeTo {
                opc: $opc,
                vts: &[I64],
                ops: &[0, 1],
            },
        ]
    };
}

static ADDI: &[MatcherOp] = &[
    MoveChild(1),
    CheckOpcode(isd::CONSTANT),
    CheckImmPredicate(0),
    RecordNode,
    MoveParent,
    MoveChild(0),
    RecordNode,
    MoveParent,
    EmitConvertToTarget(0),
    MorphNodeTo {
        opc: op::ADDI,
        vts: &[I64],
        ops: &[1, 2],
    },
];
static SLT: &[MatcherOp] = &[
    MoveChild(2),
    CheckCondCode(CondCode::SETLT),
    MoveParent,
    MoveChild(0),
    RecordNode,
    MoveParent,
    MoveChild(1),
    RecordNode,
    MoveParent,
    MorphNodeTo {
        opc: op::SLT,
        vts: &[I64],
        ops: &[0, 1],
    },
];
static SLTU: &[MatcherOp] = &[
    MoveChild(2),
    CheckCondCode(CondCode::SETULT),
    MoveParent,
    MoveChild(0),
    RecordNode,
    MoveParent,
    MoveChild(1),
    RecordNode,
    MoveParent,
    MorphNodeTo {
        opc: op::SLTU,
        vts: &[I64],
        ops: &[0, 1],
    },
];
static LI: &[MatcherOp] = &[
    RecordNode,
    EmitConvertToTarget(0),
    MorphNodeTo {
        opc: op::LI,
        vts: &[I64],
        ops: &[1],
    },
];
static FI: &[MatcherOp] = &[
    RecordNode,
    EmitConvertToTarget(0),
    EmitInteger(I64, 0),
    MorphNodeTo {
        opc: op::ADDI,
        vts: &[I64],
        ops: &[1, 2],
    },
];
static BR: &[MatcherOp] = &[
    MoveChild(1),
    RecordNode,
    MoveParent,
    MorphNodeTo {
        opc: op::J,
        vts: &[],
        ops: &[0],
    },
];
static BRCOND: &[MatcherOp] = &[
    MoveChild(1),
    RecordNode,
    MoveParent,
    MoveChild(2),
    RecordNode,
    MoveParent,
    EmitRegister(I64, 16),
    MorphNodeTo {
        opc: op::BNE,
        vts: &[],
        ops: &[0, 2, 1],
    },
];
static TRAP: &[MatcherOp] = &[MorphNodeTo {
    opc: op::TRAP,
    vts: &[],
    ops: &[],
}];
static ADJDOWN: &[MatcherOp] = &[
    MoveChild(1),
    RecordNode,
    MoveParent,
    MoveChild(2),
    RecordNode,
    MoveParent,
    MorphNodeTo {
        opc: op::ADJDOWN,
        vts: &[],
        ops: &[0, 1],
    },
];
static ADJUP: &[MatcherOp] = &[
    MoveChild(1),
    RecordNode,
    MoveParent,
    MoveChild(2),
    RecordNode,
    MoveParent,
    MorphNodeTo {
        opc: op::ADJUP,
        vts: &[],
        ops: &[0, 1],
    },
];

static LA_JT: &[MatcherOp] = &[
    RecordNode,
    EmitConvertToTarget(0),
    MorphNodeTo {
        opc: op::LA,
        vts: &[I64],
        ops: &[1],
    },
];
static JR: &[MatcherOp] = &[
    MoveChild(1),
    RecordNode,
    MoveParent,
    MorphNodeTo {
        opc: op::JR,
        vts: &[],
        ops: &[0],
    },
];

/// The toy's matcher table, sorted by opcode.
pub static TABLE: MatcherTable = MatcherTable {
    by_opcode: &[
        (isd::CONSTANT, &[LI]),
        (isd::FRAME_INDEX, &[FI]),
        (isd::JUMP_TABLE, &[LA_JT]),
        (isd::CALLSEQ_START, &[ADJDOWN]),
        (isd::CALLSEQ_END, &[ADJUP]),
        (isd::ADD, &[ADDI, rr!(op::ADD)]),
        (isd::SUB, &[rr!(op::SUB)]),
        (isd::MUL, &[rr!(op::MUL)]),
        (isd::SDIV, &[rr!(op::DIV)]),
        (isd::UDIV, &[rr!(op::DIVU)]),
        (isd::SREM, &[rr!(op::REM)]),
        (isd::UREM, &[rr!(op::REMU)]),
        (isd::AND, &[rr!(op::AND)]),
        (isd::OR, &[rr!(op::OR)]),
        (isd::XOR, &[rr!(op::XOR)]),
        (isd::SHL, &[rr!(op::SLL)]),
        (isd::SRA, &[rr!(op::SRA)]),
        (isd::SRL, &[rr!(op::SRL)]),
        (isd::SETCC, &[SLT, SLTU]),
        (isd::BR, &[BR]),
        (isd::BRIND, &[JR]),
        (isd::BRCOND, &[BRCOND]),
        (isd::TRAP, &[TRAP]),
    ],
    typed: &[],
};

pub struct ToyIsel;

fn simm12(v: i64) -> bool {
    (-2048..2048).contains(&v)
}

/// base + offset for a memory operand.
fn address(dag: &mut SelectionDAG, ptr: SDValue) -> (SDValue, SDValue) {
    let i64t = EVT::Simple(I64);
    if let NodeData::FrameIndex(fi) = dag.data(ptr.node) {
        let t = dag.get_frame_index(fi, i64t, true);
        return (t, dag.get_target_constant(0, i64t));
    }
    if dag.opcode(ptr.node) == isd::ADD {
        let (b, o) = (dag.op(ptr.node, 0), dag.op(ptr.node, 1));
        if let Some(c) = dag.const_value(o).filter(|c| simm12(*c as i64)) {
            let b = match dag.data(b.node) {
                NodeData::FrameIndex(fi) => dag.get_frame_index(fi, i64t, true),
                _ => b,
            };
            return (b, dag.get_target_constant(c, i64t));
        }
    }
    (ptr, dag.get_target_constant(0, i64t))
}

impl TargetIsel for ToyIsel {
    fn matcher_table(&self) -> &MatcherTable {
        &TABLE
    }

    fn check_imm_predicate(&self, k: u16, v: i64) -> bool {
        k == 0 && simm12(v)
    }

    fn select(&self, dag: &mut SelectionDAG, n: NodeId) -> bool {
        let opc = dag.opcode(n);
        let ops = dag.ops(n).to_vec();
        let i64t = EVT::Simple(I64);
        match (opc, dag.data(n)) {
            (
                isd::LOAD,
                NodeData::Load {
                    mmo, ext, mem_vt, ..
                },
            ) => {
                let mc = match (mem_vt.size_in_bits(), ext) {
                    (8, LoadExtType::SextLoad) => op::LB,
                    (8, _) => op::LBU,
                    (16, LoadExtType::SextLoad) => op::LH,
                    (16, _) => op::LHU,
                    (32, LoadExtType::SextLoad) => op::LWS,
                    (32, _) => op::LWU,
                    (64, _) => op::LW,
                    // No other width reaches selection (i1 is a byte after legalization).
                    _ => return false,
                };
                let (b, o) = address(dag, ops[1]);
                dag.morph_node_to(
                    n,
                    Opcode::machine(mc),
                    &[i64t, EVT::OTHER],
                    &[b, o, ops[0]],
                    NodeData::Mem(mmo),
                );
                true
            }
            (isd::STORE, NodeData::Store { mmo, mem_vt, .. }) => {
                let mc = match mem_vt.size_in_bits() {
                    8 => op::SB,
                    16 => op::SH,
                    32 => op::SW32,
                    64 => op::SW,
                    _ => return false,
                };
                let (b, o) = address(dag, ops[2]);
                dag.morph_node_to(
                    n,
                    Opcode::machine(mc),
                    &[EVT::OTHER],
                    &[ops[1], b, o, ops[0]],
                    NodeData::Mem(mmo),
                );
                true
            }
            // `setlt` is a compare that sets FLAGS glued to the SETF that reads them (as
            // x86's CMP and SETL): glued nodes are scheduled together, so no FLAGS-clobbering
            // ADD lands between them.
            (isd::SETCC, _)
                if matches!(dag.data(ops[2].node), NodeData::CondCode(CondCode::SETLT)) =>
            {
                let cmp = dag.get_node(Opcode::machine(op::CMP), &[EVT::GLUE], &ops[..2]);
                dag.morph_node_to(
                    n,
                    Opcode::machine(op::SETF),
                    &[i64t],
                    &[cmp],
                    NodeData::None,
                );
                true
            }
            (o, _) if o == toyisd::RET => {
                // Keep every operand: the return registers become implicit uses.
                let vts = dag.value_types(n).to_vec();
                let mut v: Vec<SDValue> = ops[1..].to_vec();
                v.push(ops[0]);
                // Glue stays last.
                v.sort_by_key(|x| dag.vt(*x) == EVT::GLUE);
                dag.morph_node_to(n, Opcode::machine(op::RET), &vts, &v, NodeData::None);
                true
            }
            (o, _) if o == toyisd::CALL => {
                let vts = dag.value_types(n).to_vec();
                let mut v: Vec<SDValue> = ops[1..].to_vec();
                v.insert(
                    v.len() - usize::from(dag.vt(*ops.last().unwrap()) == EVT::GLUE),
                    ops[0],
                );
                v.sort_by_key(|x| dag.vt(*x) == EVT::GLUE);
                dag.morph_node_to(n, Opcode::machine(op::CALL), &vts, &v, NodeData::None);
                true
            }
            _ => false,
        }
    }
}

pub struct ToyFrame;

impl TargetFrameLowering for ToyFrame {
    fn stack_alignment(&self) -> u64 {
        16
    }
    fn extra_callee_saves(&self, mf: &MachineFunction) -> Vec<Register> {
        if mf.frame_info.has_calls {
            vec![Register(1)]
        } else {
            vec![]
        }
    }
    fn is_call_frame_pseudo(&self, opcode: u32) -> bool {
        opcode == op::ADJDOWN || opcode == op::ADJUP
    }
    fn emit_prologue(&self, mf: &mut MachineFunction, entry: MBBId) {
        let s = mf.frame_info.stack_size as i64;
        if s > 0 {
            let i = mf.insert_instr(
                entry,
                0,
                op::ADDI,
                &[MO::reg_def(SP), MO::reg_use(SP), MO::Imm(-s)],
            );
            mf.instr_mut(i).flags = MIFlags(MIFlags::FRAME_SETUP);
            insert_cfi(
                mf,
                entry,
                1,
                CFIInstruction::DefCfaOffset(s),
                MIFlags::FRAME_SETUP,
            );
            // After the callee-saved stores (which follow), say where each register went.
            let n = mf.frame_info.callee_saved.len();
            for (k, (r, off)) in callee_saved_cfa_offsets(mf).into_iter().enumerate() {
                insert_cfi(
                    mf,
                    entry,
                    2 + n + k,
                    CFIInstruction::Offset(r, off),
                    MIFlags::FRAME_SETUP,
                );
            }
        }
    }
    fn emit_epilogue(&self, mf: &mut MachineFunction, mbb: MBBId, pos: usize) {
        let s = mf.frame_info.stack_size as i64;
        if s > 0 {
            let i = mf.insert_instr(
                mbb,
                pos,
                op::ADDI,
                &[MO::reg_def(SP), MO::reg_use(SP), MO::Imm(s)],
            );
            mf.instr_mut(i).flags = MIFlags(MIFlags::FRAME_DESTROY);
        }
    }
    fn eliminate_frame_index(
        &self,
        mf: &mut MachineFunction,
        mi: MIId,
        op: usize,
        offset: i64,
    ) -> Result<(), CodegenError> {
        let ops = mf.operands_mut(mi);
        ops[op] = MO::reg_use(SP);
        match ops.get_mut(op + 1) {
            Some(MO::Imm(v)) => {
                *v += offset;
                Ok(())
            }
            _ => Err(CodegenError::new("frame index without an offset operand")),
        }
    }
}

/// Compiles every definition in `src` for the toy at -O`opt` with the verifier and the
/// regalloc2 checker on.
pub fn compile(
    src: &str,
    opt: u8,
    has_div: bool,
    regs: Option<&[u32]>,
) -> Result<(kiln_ir::Module, Vec<MachineFunction>), CodegenError> {
    let opts = CompileOptions {
        pipeline: PipelineOptions {
            verify: true,
            opt_level: opt,
            ..Default::default()
        },
        regalloc_checker: true,
        ..Default::default()
    };
    compile_with(src, has_div, regs, &opts, &mut String::new()).map(|(m, v, _)| (m, v))
}

/// `compile` with explicit options; dumps go to `out`.
pub fn compile_with(
    src: &str,
    has_div: bool,
    regs: Option<&[u32]>,
    opts: &CompileOptions,
    out: &mut String,
) -> Result<(kiln_ir::Module, Vec<MachineFunction>, Vec<PipelineEnd>), CodegenError> {
    let m = super::parse(src);
    let mut tl = ToyLowering::new(has_div);
    for cc in [
        CondCode::SETEQ,
        CondCode::SETNE,
        CondCode::SETGT,
        CondCode::SETGE,
        CondCode::SETLE,
        CondCode::SETUGT,
        CondCode::SETUGE,
        CondCode::SETULE,
    ] {
        tl.info
            .set_cond_code_action(cc, I64, LegalizeAction::Expand);
    }
    tl.info
        .set_operation_action(isd::SELECT, I64, LegalizeAction::Expand);
    tl.info
        .set_operation_action(isd::BR_JT, I64, LegalizeAction::Expand);
    tl.info.soft_float = true;
    let toy = match regs {
        Some(r) => Toy::with_regs(r),
        None => Toy::new(),
    };
    let target = CodegenTarget {
        lowering: &tl,
        isel: &ToyIsel,
        instr_info: &toy,
        register_info: &toy,
        frame_lowering: &ToyFrame,
        names: &NoNames,
    };
    let mut mfs = Vec::new();
    let mut ends = Vec::new();
    for f in m.functions.iter().filter(|f| f.is_definition) {
        let (mf, end) = compile_function(&m, f, &target, opts, out)?;
        mfs.push(mf);
        ends.push(end);
    }
    Ok((m, mfs, ends))
}

/// A simulator for allocated toy code.
pub struct Sim<'a> {
    pub m: &'a kiln_ir::Module,
    pub funcs: HashMap<String, &'a MachineFunction>,
    pub regs: [u64; 17],
    /// v0..v7.
    pub vregs: [u128; 8],
    /// The FLAGS register.
    pub flags: u64,
    pub mem: Vec<u8>,
    pub steps: u64,
}

const MEM: usize = 1 << 20;

impl<'a> Sim<'a> {
    pub fn new(m: &'a kiln_ir::Module, mfs: &'a [MachineFunction]) -> Sim<'a> {
        let funcs = mfs.iter().map(|f| (f.name.clone(), f)).collect();
        let mut regs = [0u64; 17];
        regs[2] = MEM as u64 - 64;
        Sim {
            m,
            funcs,
            regs,
            vregs: [0; 8],
            flags: 0,
            mem: vec![0; MEM],
            steps: 0,
        }
    }

    fn r(&self, o: &MO) -> u64 {
        match o {
            MO::Reg { reg, .. } if is_w(*reg) => self.regs[unit_of(*reg).0 as usize] & 0xffff_ffff,
            MO::Reg { reg, .. } if reg.0 == 16 => 0,
            MO::Reg { reg, .. } => {
                assert!(
                    reg.is_physical() && reg.0 <= 16,
                    "unallocated register {reg:?}"
                );
                self.regs[reg.0 as usize]
            }
            MO::Imm(v) => *v as u64,
            other => panic!("not a value operand: {other:?}"),
        }
    }

    fn w(&mut self, o: &MO, v: u64) {
        if let MO::Reg { reg, .. } = o {
            if is_w(*reg) {
                // A 32-bit write zeroes the upper half.
                self.regs[unit_of(*reg).0 as usize] = v & 0xffff_ffff;
            } else if reg.0 != 16 {
                self.regs[reg.0 as usize] = v;
            }
        }
    }

    fn vr(&self, o: &MO) -> u128 {
        match o {
            MO::Reg { reg, .. } if is_v(*reg) => self.vregs[reg.0 as usize - 40],
            other => panic!("not a vector register: {other:?}"),
        }
    }

    fn vw(&mut self, o: &MO, v: u128) {
        match o {
            MO::Reg { reg, .. } if is_v(*reg) => self.vregs[reg.0 as usize - 40] = v,
            other => panic!("not a vector register: {other:?}"),
        }
    }

    fn load(&self, a: u64, n: usize) -> u64 {
        let a = a as usize;
        assert!(a + n <= MEM, "load out of bounds at {a:#x}");
        let mut b = [0u8; 8];
        b[..n].copy_from_slice(&self.mem[a..a + n]);
        u64::from_le_bytes(b)
    }

    fn store(&mut self, a: u64, n: usize, v: u64) {
        let a = a as usize;
        assert!(a + n <= MEM && a >= 4096, "store out of bounds at {a:#x}");
        self.mem[a..a + n].copy_from_slice(&v.to_le_bytes()[..n]);
    }

    /// Calls `name` with `args` in r3..; returns r3 (and r4).
    pub fn call(&mut self, name: &str, args: &[u64]) -> (u64, u64) {
        for (k, &a) in args.iter().enumerate() {
            self.regs[3 + k] = a;
        }
        self.run(name);
        (self.regs[3], self.regs[4])
    }

    fn run(&mut self, name: &str) {
        match name {
            "__divdi3" => {
                self.regs[3] = (self.regs[3] as i64).wrapping_div(self.regs[4] as i64) as u64;
                return;
            }
            "__udivdi3" => {
                self.regs[3] /= self.regs[4];
                return;
            }
            "__moddi3" => {
                self.regs[3] = (self.regs[3] as i64).wrapping_rem(self.regs[4] as i64) as u64;
                return;
            }
            "__umoddi3" => {
                self.regs[3] %= self.regs[4];
                return;
            }
            "__adddf3" | "__subdf3" | "__muldf3" | "__divdf3" => {
                let (a, b) = (f64::from_bits(self.regs[3]), f64::from_bits(self.regs[4]));
                let r = match name {
                    "__adddf3" => a + b,
                    "__subdf3" => a - b,
                    "__muldf3" => a * b,
                    _ => a / b,
                };
                self.regs[3] = r.to_bits();
                return;
            }
            "__eqdf2" | "__nedf2" | "__ltdf2" | "__ledf2" | "__gtdf2" | "__gedf2"
            | "__unorddf2" => {
                let (a, b) = (f64::from_bits(self.regs[3]), f64::from_bits(self.regs[4]));
                // libgcc's contract: the sign of the result orders a and b (NaN: the
                // "false" side of each test).
                let r: i64 = match name {
                    "__unorddf2" => (a.is_nan() || b.is_nan()) as i64,
                    _ if a.is_nan() || b.is_nan() => {
                        if name == "__ltdf2" || name == "__ledf2" {
                            1
                        } else if name == "__gtdf2" || name == "__gedf2" {
                            -1
                        } else {
                            1
                        }
                    }
                    _ if a < b => -1,
                    _ if a > b => 1,
                    _ => 0,
                };
                self.regs[3] = r as u64;
                return;
            }
            "__floatdidf" => {
                self.regs[3] = (self.regs[3] as i64 as f64).to_bits();
                return;
            }
            "__floatundidf" => {
                self.regs[3] = (self.regs[3] as f64).to_bits();
                return;
            }
            "__fixdfdi" => {
                self.regs[3] = f64::from_bits(self.regs[3]) as i64 as u64;
                return;
            }
            "__fixunsdfdi" => {
                self.regs[3] = f64::from_bits(self.regs[3]) as u64;
                return;
            }
            "__ashlti3" | "__lshrti3" | "__ashrti3" => {
                let a = (self.regs[3] as u128 | (self.regs[4] as u128) << 64) as i128;
                let n = (self.regs[5] & 127) as u32;
                let r = match name {
                    "__ashlti3" => a << n,
                    "__lshrti3" => ((a as u128) >> n) as i128,
                    _ => a >> n,
                };
                self.regs[3] = r as u64;
                self.regs[4] = ((r as u128) >> 64) as u64;
                return;
            }
            "__multi3" | "__divti3" | "__udivti3" | "__modti3" | "__umodti3" => {
                let a = (self.regs[3] as u128 | (self.regs[4] as u128) << 64) as i128;
                let b = (self.regs[5] as u128 | (self.regs[6] as u128) << 64) as i128;
                let r = match name {
                    "__multi3" => a.wrapping_mul(b),
                    "__divti3" => a.wrapping_div(b),
                    "__udivti3" => ((a as u128) / (b as u128)) as i128,
                    "__modti3" => a.wrapping_rem(b),
                    _ => ((a as u128) % (b as u128)) as i128,
                };
                self.regs[3] = r as u64;
                self.regs[4] = ((r as u128) >> 64) as u64;
                return;
            }
            _ => {}
        }
        let mf = *self
            .funcs
            .get(name)
            .unwrap_or_else(|| panic!("no function {name}"));
        let sp0 = self.regs[2];
        let saved: Vec<u64> = [9, 10, 11, 12, 1].iter().map(|&r| self.regs[r]).collect();
        let saved_v = [self.vregs[6], self.vregs[7]];
        let mut b = mf.layout[0];
        let mut k = 0usize;
        loop {
            self.steps += 1;
            assert!(self.steps < 50_000_000, "runaway simulation");
            let insts = &mf.block(b).insts;
            if k >= insts.len() {
                let pos = mf.layout.iter().position(|&x| x == b).unwrap();
                b = mf.layout[pos + 1];
                k = 0;
                continue;
            }
            let i = insts[k];
            k += 1;
            let o = mf.operands(i).to_vec();
            let opc = mf.instr(i).opcode;
            // An implicit definition of an integer register (other than a call's results)
            // is a clobber: the register holds garbage afterwards.
            let clobbered: Vec<MO> = o
                .iter()
                .filter(|x| {
                    opc != op::CALL
                        && matches!(x, MO::Reg { reg, flags, .. }
                            if flags.has(RegFlags::DEF) && flags.has(RegFlags::IMPLICIT)
                                && (is_w(*reg) || (1..=16).contains(&reg.0)))
                })
                .copied()
                .collect();
            let bin = |s: &Self, f: fn(u64, u64) -> u64| f(s.r(&o[1]), s.r(&o[2]));
            match opc {
                op::LI => {
                    let v = self.r(&o[1]);
                    self.w(&o[0], v)
                }
                op::ADD | op::ADDI => {
                    let v = bin(self, u64::wrapping_add);
                    if opc == op::ADD {
                        // ADD clobbers FLAGS (with the sign of its result).
                        self.flags = v >> 63;
                    }
                    self.w(&o[0], v)
                }
                op::ADDW => {
                    let v = bin(self, |a, b| (a as u32).wrapping_add(b as u32) as u64);
                    self.w(&o[0], v)
                }
                op::LIW | op::MVW => {
                    let v = self.r(&o[1]);
                    self.w(&o[0], v)
                }
                op::CMP => {
                    self.flags = ((self.r(&o[0]) as i64) < (self.r(&o[1]) as i64)) as u64;
                }
                op::SETF => {
                    let v = self.flags;
                    self.w(&o[0], v)
                }
                op::VSPLAT => {
                    let x = self.r(&o[1]) as u128;
                    self.vw(&o[0], x | x << 64)
                }
                op::VADD => {
                    let (a, b) = (self.vr(&o[1]), self.vr(&o[2]));
                    let lo = (a as u64).wrapping_add(b as u64) as u128;
                    let hi = ((a >> 64) as u64).wrapping_add((b >> 64) as u64) as u128;
                    self.vw(&o[0], lo | hi << 64)
                }
                op::VSUM => {
                    let a = self.vr(&o[1]);
                    let v = (a as u64).wrapping_add((a >> 64) as u64);
                    self.w(&o[0], v)
                }
                op::VMV => {
                    let a = self.vr(&o[1]);
                    self.vw(&o[0], a)
                }
                op::STW | op::VST => {
                    let a = self.r(&o[1]).wrapping_add(self.r(&o[2]));
                    if opc == op::STW {
                        let v = self.r(&o[0]);
                        self.store(a, 4, v)
                    } else {
                        let v = self.vr(&o[0]);
                        self.store(a, 8, v as u64);
                        self.store(a + 8, 8, (v >> 64) as u64)
                    }
                }
                op::LDW => {
                    let a = self.r(&o[1]).wrapping_add(self.r(&o[2]));
                    let v = self.load(a, 4);
                    self.w(&o[0], v)
                }
                op::VLD => {
                    let a = self.r(&o[1]).wrapping_add(self.r(&o[2]));
                    let v = self.load(a, 8) as u128 | (self.load(a + 8, 8) as u128) << 64;
                    self.vw(&o[0], v)
                }
                op::SUB => {
                    let v = bin(self, u64::wrapping_sub);
                    self.w(&o[0], v)
                }
                op::MUL => {
                    let v = bin(self, u64::wrapping_mul);
                    self.w(&o[0], v)
                }
                op::AND | op::ANDI => {
                    let v = bin(self, |a, b| a & b);
                    self.w(&o[0], v)
                }
                op::OR => {
                    let v = bin(self, |a, b| a | b);
                    self.w(&o[0], v)
                }
                op::XOR => {
                    let v = bin(self, |a, b| a ^ b);
                    self.w(&o[0], v)
                }
                op::SLL => {
                    let v = bin(self, |a, b| a << (b & 63));
                    self.w(&o[0], v)
                }
                op::SRL => {
                    let v = bin(self, |a, b| a >> (b & 63));
                    self.w(&o[0], v)
                }
                op::SRA => {
                    let v = bin(self, |a, b| ((a as i64) >> (b & 63)) as u64);
                    self.w(&o[0], v)
                }
                op::SLT | op::SLTI => {
                    let v = bin(self, |a, b| ((a as i64) < (b as i64)) as u64);
                    self.w(&o[0], v)
                }
                op::SLTU => {
                    let v = bin(self, |a, b| (a < b) as u64);
                    self.w(&o[0], v)
                }
                op::DIV => {
                    let v = bin(self, |a, b| {
                        if b == 0 {
                            u64::MAX
                        } else {
                            (a as i64).wrapping_div(b as i64) as u64
                        }
                    });
                    self.w(&o[0], v)
                }
                op::DIVU => {
                    let v = bin(self, |a, b| a.checked_div(b).unwrap_or(u64::MAX));
                    self.w(&o[0], v)
                }
                op::REM => {
                    let v = bin(self, |a, b| {
                        if b == 0 {
                            a
                        } else {
                            (a as i64).wrapping_rem(b as i64) as u64
                        }
                    });
                    self.w(&o[0], v)
                }
                op::REMU => {
                    let v = bin(self, |a, b| if b == 0 { a } else { a % b });
                    self.w(&o[0], v)
                }
                op::MV => {
                    let v = self.r(&o[1]);
                    self.w(&o[0], v)
                }
                op::LB | op::LBU | op::LH | op::LHU | op::LWS | op::LWU | op::LW => {
                    let a = self.r(&o[1]).wrapping_add(self.r(&o[2]));
                    let (n, s) = match opc {
                        op::LB => (1, true),
                        op::LBU => (1, false),
                        op::LH => (2, true),
                        op::LHU => (2, false),
                        op::LWS => (4, true),
                        op::LWU => (4, false),
                        _ => (8, false),
                    };
                    let mut v = self.load(a, n);
                    if s {
                        let sh = 64 - 8 * n as u32;
                        v = (((v << sh) as i64) >> sh) as u64;
                    }
                    self.w(&o[0], v)
                }
                op::SB | op::SH | op::SW32 | op::SW => {
                    let a = self.r(&o[1]).wrapping_add(self.r(&o[2]));
                    let n = match opc {
                        op::SB => 1,
                        op::SH => 2,
                        op::SW32 => 4,
                        _ => 8,
                    };
                    let v = self.r(&o[0]);
                    self.store(a, n, v)
                }
                op::BNE | op::BEQ => {
                    let (x, y) = (self.r(&o[0]), self.r(&o[1]));
                    if (x != y) == (opc == op::BNE) {
                        let MO::MBB(t) = o[2] else {
                            panic!("branch target")
                        };
                        b = t;
                        k = 0;
                    }
                }
                op::J => {
                    let MO::MBB(t) = o[0] else {
                        panic!("jump target")
                    };
                    b = t;
                    k = 0;
                }
                op::CALL => {
                    let callee = match o[0] {
                        MO::Global { global, .. } => {
                            kiln_codegen::builder::global_name(self.m, global)
                        }
                        MO::Symbol { name, .. } => name.to_string(),
                        ref x => panic!("callee {x:?}"),
                    };
                    // The callee may clobber caller-saved registers: poison them.
                    let keep: Vec<u64> = (0..17).map(|r| self.regs[r]).collect();
                    let keep_v = self.vregs;
                    self.run(&callee);
                    for r in [5, 6, 7] {
                        self.regs[r] = 0xdead_beef_0000 + r as u64;
                    }
                    for k in 0..6 {
                        self.vregs[k] = 0xdead_0000_0000_0000_0000_0000_0000_0000 + k as u128;
                    }
                    self.flags = 0xdead;
                    assert_eq!(
                        [self.vregs[6], self.vregs[7]],
                        [keep_v[6], keep_v[7]],
                        "callee-saved v6/v7 preserved by {callee}"
                    );
                    assert_eq!(self.regs[2], keep[2], "sp preserved across call");
                    for r in [9, 10, 11, 12] {
                        assert_eq!(
                            self.regs[r], keep[r],
                            "callee-saved r{r} preserved by {callee}"
                        );
                    }
                }
                op::RET => {
                    assert_eq!(self.regs[2], sp0, "{name}: sp restored at return");
                    let now: Vec<u64> = [9, 10, 11, 12].iter().map(|&r| self.regs[r]).collect();
                    assert_eq!(
                        &now[..],
                        &saved[..4],
                        "{name}: callee-saved registers restored"
                    );
                    assert_eq!(
                        [self.vregs[6], self.vregs[7]],
                        saved_v,
                        "{name}: callee-saved v6/v7 restored"
                    );
                    return;
                }
                op::TRAP => panic!("trap"),
                op::LA => {
                    let MO::JumpTable { index, .. } = o[1] else {
                        panic!("LA of {:?}", o[1])
                    };
                    let base = 0x8_0000 + 0x1000 * index as u64;
                    for (e, t) in mf.jump_tables[index as usize].iter().enumerate() {
                        self.store(base + 8 * e as u64, 8, 0x7000_0000 + t.0 as u64);
                    }
                    self.w(&o[0], base)
                }
                op::JR => {
                    let t = self.r(&o[0]) - 0x7000_0000;
                    b = MBBId(t as u32);
                    k = 0;
                }
                x if x == kiln_codegen::target::target_opcode::COPY => {
                    let v = self.r(&o[1]);
                    self.w(&o[0], v)
                }
                x if x == kiln_codegen::target::target_opcode::IMPLICIT_DEF => {}
                x if x == kiln_codegen::target::target_opcode::CFI_INSTRUCTION => {}
                x => panic!("cannot simulate opcode {x}"),
            }
            for c in &clobbered {
                self.w(c, 0xbad0_bad0_bad0_bad0);
            }
        }
    }
}
