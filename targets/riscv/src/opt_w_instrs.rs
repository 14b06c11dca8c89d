//! Removal of redundant sign extensions (pass name `riscv-opt-w-instrs`, LLVM's
//! `RISCVOptWInstrs`).
//!
//! In: a machine function in SSA form with virtual registers. Out: the same function with
//! fewer `%d = ADDIW %s, 0` (`sext.w`). A `sext.w` is deleted, and its uses read `%s`, when
//! - `%s` is already sign-extended from bit 31: the result of a W instruction, a load of 32
//!   bits or fewer, `lui`, `li` of a 12-bit constant, a comparison, a non-negative `andi`,
//!   a signext i32 argument, or a PHI / COPY / logic operation of such values (cycles
//!   through PHIs are assumed sign-extended, as LLVM does);
//! - or `%s` becomes sign-extended when some `add`/`addi`/`sub`/`mul`/`slli` feeding it is
//!   turned into its W form, which is allowed when every user of that result reads only its
//!   low 32 bits;
//! - or every user of `%d` reads only its low 32 bits (W instructions, `sw`/`sh`/`sb` of the
//!   value, shift amounts, or `add`/PHI/... whose own users do), so the upper bits never
//!   matter.
//!
//! Each query walks a bounded number of registers, so the pass is linear in the function's
//! size. Uses are indexed once (CSR arrays); removed instructions forward their result, and
//! the operands are rewritten at the end.

use crate::instr_info::x;
use crate::mc::tables::opcodes as op;
use kiln_codegen::machine::{MIId, MachineFunction, MachineOperand, RegFlags};
use kiln_codegen::target::{target_opcode, TargetInstrInfo, TargetMachinePass};
use kiln_mc::register_info::Register;

/// The pass as the pipeline runs it.
pub const PASS: TargetMachinePass = TargetMachinePass {
    name: "riscv-opt-w-instrs",
    run: run_pass,
};

fn run_pass(mf: &mut MachineFunction, _tii: &dyn TargetInstrInfo) {
    opt_w_instrs(mf);
}

/// Registers one query may visit before it gives up (answers "no").
const BUDGET: usize = 64;

/// Index of the definition and uses of every virtual register, and the query scratch space.
struct State {
    /// Defining instruction of each virtual register.
    def: Vec<Option<MIId>>,
    /// `use_start[v]..use_start[v + 1]` indexes `uses` for register `v`.
    use_start: Vec<u32>,
    /// (instruction, operand index) of every use.
    uses: Vec<(MIId, u16)>,
    /// Instructions removed (their result is forwarded to `repl`).
    dead: Vec<bool>,
    /// Forwarding of each removed instruction's result.
    repl: Vec<Register>,
    /// Scratch of [`is_sign_extended`].
    sext_q: Query,
    /// Scratch of [`has_all_w_users`] (separate: it runs inside a sign-extension query).
    w_q: Query,
    /// Virtual registers copied from a sign-extended physical register: a signext i32
    /// argument register at entry, or `a0` after a call returning a signext result.
    sext_args: Vec<bool>,
    /// Registers known sign-extended without changing any instruction (see
    /// [`known_sign_extended`]); queries stop at them.
    known: Vec<bool>,
}

/// Removes redundant `sext.w`s (see the module doc); returns how many.
pub fn opt_w_instrs(mf: &mut MachineFunction) -> usize {
    if !mf.is_ssa || !mf.has_vregs {
        return 0;
    }
    let n = mf.num_vregs();
    let mut st = State {
        def: vec![None; n],
        use_start: vec![0; n + 1],
        uses: Vec::new(),
        dead: vec![false; mf.num_instr_ids()],
        repl: (0..n as u32).map(Register::index_to_virt_reg).collect(),
        sext_q: Query::new(n),
        w_q: Query::new(n),
        sext_args: vec![false; n],
        known: Vec::new(),
    };
    let all: Vec<MIId> = mf.all_instrs().map(|(_, i)| i).collect();
    for &i in &all {
        for op in mf.operands(i) {
            if let MachineOperand::Reg { reg, flags, .. } = *op {
                if reg.is_virtual() && (reg.virt_reg_index() as usize) < n {
                    let v = reg.virt_reg_index() as usize;
                    if flags.has(RegFlags::DEF) {
                        st.def[v] = Some(i);
                    } else {
                        st.use_start[v + 1] += 1;
                    }
                }
            }
        }
    }
    for v in 0..n {
        st.use_start[v + 1] += st.use_start[v];
    }
    let mut fill = st.use_start.clone();
    st.uses = vec![(MIId(0), 0); st.use_start[n] as usize];
    for &i in &all {
        for (k, op) in mf.operands(i).iter().enumerate() {
            if let MachineOperand::Reg { reg, flags, .. } = *op {
                if reg.is_virtual() && !flags.has(RegFlags::DEF) {
                    let v = reg.virt_reg_index() as usize;
                    if v < n {
                        st.uses[fill[v] as usize] = (i, k as u16);
                        fill[v] += 1;
                    }
                }
            }
        }
    }
    mark_sext_args(mf, &mut st);
    mark_sext_call_results(mf, &mut st);
    st.known = known_sign_extended(mf, &st);

    let sexts: Vec<MIId> = all.iter().copied().filter(|&i| is_sext_w(mf, i)).collect();
    let mut removed = 0;
    // Removals that keep every value as it was: the source is (or is made) sign-extended.
    let mut fixable = Vec::new();
    for &i in &sexts {
        let (d, s) = sext_regs(mf, i);
        fixable.clear();
        if is_sign_extended(mf, &mut st, s, &mut fixable) {
            for &f in &fixable {
                let opc = &mut mf.instr_mut(f).opcode;
                *opc = w_form(*opc).expect("fixable instructions have a W form");
            }
            forward(&mut st, i, d, s);
            removed += 1;
        }
    }
    // Removals that change only upper bits nobody reads.
    for &i in &sexts {
        if st.dead[i.0 as usize] {
            continue;
        }
        let (d, s) = sext_regs(mf, i);
        if has_all_w_users(mf, &mut st, d) {
            forward(&mut st, i, d, s);
            removed += 1;
        }
    }
    if removed == 0 {
        return 0;
    }
    rewrite(mf, &st, &all);
    removed
}

/// Whether `i` is `%d = ADDIW %s, 0` between virtual registers.
fn is_sext_w(mf: &MachineFunction, i: MIId) -> bool {
    if mc_op(mf.instr(i).opcode) != Some(op::ADDIW) {
        return false;
    }
    matches!(
        mf.operands(i),
        [MachineOperand::Reg { reg: d, sub_reg: 0, .. }, MachineOperand::Reg { reg: s, sub_reg: 0, .. }, MachineOperand::Imm(0)]
            if d.is_virtual() && s.is_virtual()
    )
}

fn sext_regs(mf: &MachineFunction, i: MIId) -> (Register, Register) {
    let ops = mf.operands(i);
    (
        ops[0].get_reg().expect("sext.w has a destination register"),
        ops[1].get_reg().expect("sext.w has a source register"),
    )
}

fn forward(st: &mut State, i: MIId, d: Register, s: Register) {
    st.dead[i.0 as usize] = true;
    st.repl[d.virt_reg_index() as usize] = s;
}

/// Marks the virtual registers copied from signext i32 argument registers at the top of the
/// entry block (before anything can redefine the argument register).
fn mark_sext_args(mf: &MachineFunction, st: &mut State) {
    if mf.sext32_live_ins.is_empty() {
        return;
    }
    let Some(&entry) = mf.layout.first() else {
        return;
    };
    for &i in &mf.block(entry).insts {
        if mf.instr(i).opcode != target_opcode::COPY {
            // Anything else may redefine an argument register (a call does).
            return;
        }
        let ops = mf.operands(i);
        if let (Some(d), Some(s)) = (ops[0].get_reg(), ops[1].get_reg()) {
            if d.is_virtual()
                && s.is_physical()
                && mf.sext32_live_ins.contains(&s)
                && (d.virt_reg_index() as usize) < st.sext_args.len()
            {
                st.sext_args[d.virt_reg_index() as usize] = true;
            }
        }
    }
}

/// Marks the virtual registers copied from `a0` right after a direct call (`PseudoCALL
/// @g; ADJCALLSTACKUP; %v = COPY $a0`) whose callee returns a sign-extended result at every
/// call site ([`MachineFunction::sext32_call_results`]).
fn mark_sext_call_results(mf: &MachineFunction, st: &mut State) {
    if !mf.sext32_call_results.iter().any(|&(_, s)| s) {
        return;
    }
    let extends = |g: u32| {
        mf.sext32_call_results
            .iter()
            .filter(|&&(h, _)| h == g)
            .all(|&(_, s)| s)
    };
    for &b in &mf.layout {
        let insts = &mf.block(b).insts;
        for k in 2..insts.len() {
            let i = insts[k];
            if mf.instr(i).opcode != target_opcode::COPY
                || mf.instr(insts[k - 1]).opcode != crate::instr_info::pseudo::ADJCALLSTACKUP
                || mc_op(mf.instr(insts[k - 2]).opcode) != Some(op::PseudoCALL)
            {
                continue;
            }
            let ops = mf.operands(i);
            let (Some(d), Some(s)) = (ops[0].get_reg(), ops[1].get_reg()) else {
                continue;
            };
            if s != x(10) || !d.is_virtual() || d.virt_reg_index() as usize >= st.sext_args.len() {
                continue;
            }
            let callee = mf.operands(insts[k - 2]).iter().find_map(|o| match *o {
                MachineOperand::Global { global, .. } => Some(global),
                _ => None,
            });
            if callee.is_some_and(extends) {
                st.sext_args[d.virt_reg_index() as usize] = true;
            }
        }
    }
}

/// A worklist walk over registers: each register is queued at most once per query.
struct Query {
    /// Epoch stamp per register (visited when equal to `epoch`).
    seen: Vec<u32>,
    epoch: u32,
    work: Vec<Register>,
    /// Registers taken off the worklist in this query.
    visited: usize,
}

impl Query {
    fn new(n: usize) -> Query {
        Query {
            seen: vec![0; n],
            epoch: 0,
            work: Vec::new(),
            visited: 0,
        }
    }

    /// Starts a query from `r`.
    fn begin(&mut self, r: Register) {
        self.epoch += 1;
        self.work.clear();
        self.visited = 0;
        self.push(r);
    }

    /// Queues `r` if it was not visited in this query.
    fn push(&mut self, r: Register) {
        let v = r.virt_reg_index() as usize;
        if self.seen[v] != self.epoch {
            self.seen[v] = self.epoch;
            self.work.push(r);
        }
    }

    /// The next register; `None` when the worklist is empty or the budget ran out (then
    /// `visited > BUDGET` and the query answers "no").
    fn pop(&mut self) -> Option<Register> {
        let r = self.work.pop()?;
        self.visited += 1;
        (self.visited <= BUDGET).then_some(r)
    }
}

/// The register operand `k` of `i`, if it is a virtual register.
fn vreg_op(mf: &MachineFunction, i: MIId, k: usize) -> Option<Register> {
    match mf.operands(i).get(k)? {
        MachineOperand::Reg { reg, .. } if reg.is_virtual() => Some(*reg),
        _ => None,
    }
}

fn imm_op(mf: &MachineFunction, i: MIId, k: usize) -> Option<i64> {
    match mf.operands(i).get(k)? {
        MachineOperand::Imm(v) => Some(*v),
        _ => None,
    }
}

/// The MC opcode of a target instruction (`None` for generic opcodes and pseudos).
fn mc_op(opc: u32) -> Option<u16> {
    u16::try_from(opc).ok()
}

/// The W form of an instruction whose low 32 bits of result it computes the same way.
fn w_form(opc: u32) -> Option<u32> {
    let w = match mc_op(opc)? {
        op::ADD => op::ADDW,
        op::ADDI => op::ADDIW,
        op::SUB => op::SUBW,
        op::MUL => op::MULW,
        op::SLLI => op::SLLIW,
        _ => return None,
    };
    Some(u32::from(w))
}

/// The RV64 W instructions: they read the low 32 bits of their register operands and
/// sign-extend their 32-bit result.
fn is_word_op(opc: u16) -> bool {
    matches!(
        opc,
        op::ADDW
            | op::ADDIW
            | op::SUBW
            | op::MULW
            | op::DIVW
            | op::DIVUW
            | op::REMW
            | op::REMUW
            | op::SLLW
            | op::SRLW
            | op::SRAW
            | op::SLLIW
            | op::SRLIW
            | op::SRAIW
    )
}

/// Instructions whose result is always sign-extended from bit 31.
fn always_sign_extended(opc: u16) -> bool {
    is_word_op(opc)
        || matches!(
            opc,
            op::LB
                | op::LBU
                | op::LH
                | op::LHU
                | op::LW
                | op::LUI
                | op::SLT
                | op::SLTI
                | op::SLTU
                | op::SLTIU
                | op::FEQ_S
                | op::FEQ_D
                | op::FLT_S
                | op::FLT_D
                | op::FLE_S
                | op::FLE_D
                | op::FCLASS_S
                | op::FCLASS_D
                | op::FCVT_W_S
                | op::FCVT_WU_S
                | op::FCVT_W_D
                | op::FCVT_WU_D
                | op::FMV_X_W
        )
}

/// How the sign extension of an instruction's result follows from its operands.
enum SextRule {
    /// Always sign-extended.
    Yes,
    /// Not known to be.
    No,
    /// Sign-extended when every virtual register operand is (PHI, COPY, logic operations).
    IfOperands,
}

fn sext_rule(mf: &MachineFunction, i: MIId) -> SextRule {
    let opc = mf.instr(i).opcode;
    let ops = mf.operands(i);
    let all_vregs = |from: usize, step: usize| {
        ops.iter()
            .skip(from)
            .step_by(step)
            .all(|o| matches!(o, MachineOperand::Reg { reg, sub_reg: 0, .. } if reg.is_virtual()))
    };
    let Some(o) = mc_op(opc) else {
        return match opc {
            target_opcode::IMPLICIT_DEF => SextRule::Yes,
            target_opcode::COPY if ops.len() == 2 && all_vregs(1, 1) => SextRule::IfOperands,
            target_opcode::PHI if all_vregs(1, 2) => SextRule::IfOperands,
            _ => SextRule::No,
        };
    };
    if always_sign_extended(o) {
        return SextRule::Yes;
    }
    match o {
        op::ANDI if imm_op(mf, i, 2).is_some_and(|m| m >= 0) => SextRule::Yes,
        op::SRLI if imm_op(mf, i, 2).is_some_and(|m| m > 32) => SextRule::Yes,
        op::SRAI if imm_op(mf, i, 2).is_some_and(|m| m >= 32) => SextRule::Yes,
        op::ADDI if ops[1].get_reg() == Some(x(0)) => SextRule::Yes,
        op::ANDI | op::ORI | op::XORI if vreg_op(mf, i, 1).is_some() => SextRule::IfOperands,
        op::AND | op::OR | op::XOR
            if vreg_op(mf, i, 1).is_some() && vreg_op(mf, i, 2).is_some() =>
        {
            SextRule::IfOperands
        }
        _ => SextRule::No,
    }
}

/// The registers sign-extended from bit 31 as they are, over the whole function at once:
/// the greatest fixed point of [`sext_rule`] (a cycle through PHIs counts as sign-extended,
/// as in LLVM's pass), so a value merged by PHIs from many blocks (a variable that every
/// handler of an interpreter loop sets) is found without a query walking all of them.
fn known_sign_extended(mf: &MachineFunction, st: &State) -> Vec<bool> {
    let n = st.def.len();
    let mut known = vec![true; n];
    let mut derived = vec![false; n];
    let mut work = Vec::new();
    for v in 0..n {
        if st.sext_args[v] {
            continue;
        }
        match st.def[v] {
            None => {
                known[v] = false;
                work.push(v);
            }
            Some(i) => match sext_rule(mf, i) {
                SextRule::Yes => {}
                SextRule::No => {
                    known[v] = false;
                    work.push(v);
                }
                SextRule::IfOperands => derived[v] = true,
            },
        }
    }
    while let Some(v) = work.pop() {
        for u in st.use_start[v]..st.use_start[v + 1] {
            let (i, _) = st.uses[u as usize];
            if let Some(MachineOperand::Reg { reg: d, flags, .. }) = mf.operands(i).first() {
                if flags.has(RegFlags::DEF) && d.is_virtual() {
                    let d = d.virt_reg_index() as usize;
                    if d < n && derived[d] && known[d] {
                        known[d] = false;
                        work.push(d);
                    }
                }
            }
        }
    }
    known
}

/// Whether `r` is sign-extended from bit 31, possibly after turning the instructions added to
/// `fixable` into their W forms (each has only users that read the low 32 bits).
fn is_sign_extended(
    mf: &MachineFunction,
    st: &mut State,
    r: Register,
    fixable: &mut Vec<MIId>,
) -> bool {
    st.sext_q.begin(r);
    while let Some(r) = st.sext_q.pop() {
        let v = r.virt_reg_index() as usize;
        if st.sext_args[v] || st.known[v] {
            continue;
        }
        let Some(i) = st.def[v] else {
            return false;
        };
        let opc = mf.instr(i).opcode;
        let Some(o) = mc_op(opc) else {
            match opc {
                target_opcode::IMPLICIT_DEF => {}
                target_opcode::COPY => match vreg_op(mf, i, 1) {
                    Some(s) => st.sext_q.push(s),
                    None => return false,
                },
                target_opcode::PHI => {
                    let n = mf.operands(i).len();
                    for k in (1..n).step_by(2) {
                        match vreg_op(mf, i, k) {
                            Some(s) => st.sext_q.push(s),
                            None => return false,
                        }
                    }
                }
                _ => return false,
            }
            continue;
        };
        if always_sign_extended(o) {
            continue;
        }
        match o {
            op::ANDI if imm_op(mf, i, 2).is_some_and(|m| m >= 0) => {}
            op::SRLI if imm_op(mf, i, 2).is_some_and(|m| m > 32) => {}
            op::SRAI if imm_op(mf, i, 2).is_some_and(|m| m >= 32) => {}
            op::ADDI if mf.operands(i)[1].get_reg() == Some(x(0)) => {}
            op::ANDI | op::ORI | op::XORI => match vreg_op(mf, i, 1) {
                Some(s) => st.sext_q.push(s),
                None => return false,
            },
            op::AND | op::OR | op::XOR => match (vreg_op(mf, i, 1), vreg_op(mf, i, 2)) {
                (Some(a), Some(b)) => {
                    st.sext_q.push(a);
                    st.sext_q.push(b);
                }
                _ => return false,
            },
            op::ADD | op::ADDI | op::SUB | op::MUL | op::SLLI => {
                if o == op::SLLI && imm_op(mf, i, 2).is_none_or(|s| s >= 32) {
                    return false;
                }
                if !has_all_w_users(mf, st, r) {
                    return false;
                }
                fixable.push(i);
            }
            _ => return false,
        }
    }
    st.sext_q.visited <= BUDGET
}

/// Whether every user of `r` reads only its low 32 bits (following results of instructions
/// whose low 32 bits depend only on their operands' low 32 bits).
fn has_all_w_users(mf: &MachineFunction, st: &mut State, r: Register) -> bool {
    st.w_q.begin(r);
    while let Some(r) = st.w_q.pop() {
        let v = r.virt_reg_index() as usize;
        for u in st.use_start[v]..st.use_start[v + 1] {
            let (i, k) = st.uses[u as usize];
            let k = k as usize;
            let opc = mf.instr(i).opcode;
            let follow = if st.dead[i.0 as usize] {
                // A removed sext.w: its users now read this value.
                true
            } else {
                match mc_op(opc) {
                    None if opc == target_opcode::COPY || opc == target_opcode::PHI => true,
                    Some(w) if is_word_op(w) => false,
                    Some(
                        op::FCVT_S_W | op::FCVT_S_WU | op::FCVT_D_W | op::FCVT_D_WU | op::FMV_W_X,
                    ) => false,
                    Some(op::SW | op::SH | op::SB) if k == 0 => false,
                    Some(op::SLL | op::SRL | op::SRA) if k == 2 => false,
                    Some(op::SLLI) if imm_op(mf, i, 2).is_some_and(|s| s >= 32) => false,
                    Some(op::ANDI) if imm_op(mf, i, 2).is_some_and(|m| m >= 0) => false,
                    Some(
                        op::ADD
                        | op::ADDI
                        | op::SUB
                        | op::MUL
                        | op::AND
                        | op::OR
                        | op::XOR
                        | op::ANDI
                        | op::ORI
                        | op::XORI
                        | op::SLLI,
                    ) => true,
                    _ => return false,
                }
            };
            if follow {
                match vreg_op(mf, i, 0) {
                    Some(d) if mf.operands(i)[0].is_def() => st.w_q.push(d),
                    _ => return false,
                }
            }
        }
    }
    st.w_q.visited <= BUDGET
}

/// Rewrites every use of a removed instruction's result to its final replacement and deletes
/// the removed instructions.
fn rewrite(mf: &mut MachineFunction, st: &State, all: &[MIId]) {
    let resolve = |mut r: Register| {
        // Each forwarding goes to a register defined before the sext.w's result in SSA
        // dominance order, so chains end; the bound only guards the invariant.
        for _ in 0..st.repl.len() {
            let next = st.repl[r.virt_reg_index() as usize];
            if next == r {
                break;
            }
            r = next;
        }
        r
    };
    for &i in all {
        if st.dead[i.0 as usize] {
            continue;
        }
        for op in mf.operands_mut(i) {
            if let MachineOperand::Reg { reg, flags, .. } = op {
                if reg.is_virtual()
                    && !flags.has(RegFlags::DEF)
                    && (reg.virt_reg_index() as usize) < st.repl.len()
                {
                    let r = resolve(*reg);
                    if r != *reg {
                        *reg = r;
                        flags.0 &= !RegFlags::KILL;
                    }
                }
            }
        }
    }
    for b in 0..mf.blocks.len() {
        let insts = std::mem::take(&mut mf.blocks[b].insts);
        mf.blocks[b].insts = insts
            .into_iter()
            .filter(|i| !st.dead[i.0 as usize])
            .collect();
    }
}
