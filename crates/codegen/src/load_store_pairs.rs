//! Load/store pairing (the part of LLVM's `AArch64LoadStoreOptimizer` that merges two
//! accesses into a pair): two loads (or two stores) close to each other in a block,
//! of the same width from the same base register at consecutive offsets, become one pair
//! instruction (`ldr x1, [x0, #8]` + `ldr x2, [x0, #16]` -> `ldp x1, x2, [x0, #8]`), for a
//! target that names its single and pair opcodes in a [`PairableAccess`] table. Run after
//! register allocation and frame lowering (offsets final, registers physical), at -O1 and up.
//!
//! Conditions: both instructions are a table entry's single opcode with operands `reg, base,
//! offset` (offsets in bytes) and no memory operand marked volatile; the lower offset is a
//! multiple of the access size and within the pair's signed 7-bit scaled range; for loads,
//! the two destinations differ and the first load's destination is not the base (the second
//! would read the loaded value). Neither belongs to a prologue or epilogue (those pair
//! already). The second may be up to [`WINDOW`] instructions after the first, moved up to
//! it, when the instructions in between access no memory (a load may move above the
//! table's plain loads), call, branch or have side effects, do not write the base or the second's register, and (for loads) do not read the
//! second's destination.

use crate::machine::{MIFlags, MachineFunction, MachineOperand as MO};
use crate::selection_dag::MachineMemOperand;
use crate::target::{desc_of, instr_flags, TargetInstrInfo};
use kiln_mc::register_info::Register;

/// A single load or store opcode and the pair opcode two of them merge into.
#[derive(Debug, Clone, Copy)]
pub struct PairableAccess {
    /// The single access (`reg, base, offset`).
    pub single: u32,
    /// The pair (`reg1, reg2, base, offset`: `reg1` at `offset`, `reg2` at `offset + size`).
    pub pair: u32,
    /// Bytes each register accesses.
    pub size: i64,
    /// Whether it is a load (its registers are definitions).
    pub load: bool,
}

/// One candidate access: its register, base register and byte offset.
fn access(mf: &MachineFunction, i: crate::machine::MIId) -> Option<(MO, MO, i64)> {
    let ops = mf.operands(i);
    if ops.len() != 3 || mf.instr(i).flags.0 & (MIFlags::FRAME_SETUP | MIFlags::FRAME_DESTROY) != 0
    {
        return None;
    }
    if mf
        .mem_operands_of(i)
        .any(|m| m.flags & MachineMemOperand::VOLATILE != 0)
    {
        return None;
    }
    match (ops[0], ops[1], ops[2]) {
        (r @ MO::Reg { .. }, b @ MO::Reg { .. }, MO::Imm(off)) => Some((r, b, off)),
        _ => None,
    }
}

fn reg_of(o: MO) -> Option<Register> {
    match o {
        MO::Reg {
            reg, sub_reg: 0, ..
        } if reg.is_physical() => Some(reg),
        _ => None,
    }
}

/// How many instructions after an access its partner is looked for.
const WINDOW: usize = 8;

/// Whether `mi` may be stepped over by a moved access: no memory access, call, branch or
/// side effect; its registers (every register operand, `regs_out`) and register masks are
/// collected.
fn step_over(
    mf: &MachineFunction,
    tii: &dyn TargetInstrInfo,
    mi: crate::machine::MIId,
    regs_out: &mut Vec<(Register, bool)>,
) -> bool {
    let d = desc_of(tii, mf.instr(mi).opcode);
    let barrier = instr_flags::MAY_LOAD
        | instr_flags::MAY_STORE
        | instr_flags::CALL
        | instr_flags::HAS_SIDE_EFFECTS
        | instr_flags::TERMINATOR
        | instr_flags::BRANCH;
    if d.has(barrier) {
        return false;
    }
    for o in mf.operands(mi) {
        match *o {
            MO::Reg { reg, .. } => regs_out.push((reg, o.is_def())),
            MO::RegMask(_) => return false,
            _ => {}
        }
    }
    true
}

/// Merges pairable accesses in every block (the partner of an access found among the next
/// [`WINDOW`] instructions, moved up to it when nothing in between touches memory, redefines
/// the base or its register, or reads its loaded register; `overlaps` says whether two
/// registers share bits); returns how many pairs it made.
pub fn pair_adjacent_accesses(
    mf: &mut MachineFunction,
    tii: &dyn TargetInstrInfo,
    table: &[PairableAccess],
    overlaps: &dyn Fn(Register, Register) -> bool,
) -> usize {
    let mut made = 0;
    let mut between: Vec<(Register, bool)> = Vec::new();
    for k in 0..mf.layout.len() {
        let b = mf.layout[k];
        let mut p = 0;
        while p + 1 < mf.block(b).insts.len() {
            let i = mf.block(b).insts[p];
            let oi = mf.instr(i).opcode;
            let e = table.iter().find(|e| e.single == oi).copied();
            let (Some(e), Some((ri, bi, offi))) = (e, access(mf, i)) else {
                p += 1;
                continue;
            };
            let (Some(regi), Some(base)) = (reg_of(ri), reg_of(bi)) else {
                p += 1;
                continue;
            };
            if e.load && overlaps(regi, base) {
                // The base changes here: nothing after it pairs with this load.
                p += 1;
                continue;
            }
            between.clear();
            let mut found = None;
            let end = (p + 1 + WINDOW).min(mf.block(b).insts.len());
            for q in p + 1..end {
                let j = mf.block(b).insts[q];
                let cand = (mf.instr(j).opcode == oi)
                    .then(|| access(mf, j))
                    .flatten()
                    .and_then(|(rj, bj, offj)| Some((reg_of(rj)?, reg_of(bj)?, offj)));
                if let Some((regj, basej, offj)) = cand {
                    let lo = offi.min(offj);
                    let free = !between.iter().any(|&(r, def)| {
                        overlaps(r, base) && def || overlaps(r, regj) && (def || e.load)
                    });
                    if basej == base
                        && (offi - offj).abs() == e.size
                        && lo % e.size == 0
                        && (-64 * e.size..64 * e.size).contains(&lo)
                        && (!e.load || !overlaps(regi, regj))
                        && free
                    {
                        found = Some((q, regj, offj));
                        break;
                    }
                }
                // A load may move above plain loads (the table's, not volatile).
                let plain_load = e.load
                    && table
                        .iter()
                        .any(|t| t.load && t.single == mf.instr(j).opcode)
                    && access(mf, j).is_some();
                if plain_load {
                    between.extend(
                        mf.operands(j)
                            .iter()
                            .filter_map(|o| Some((o.get_reg()?, o.is_def()))),
                    );
                } else if !step_over(mf, tii, j, &mut between) {
                    break;
                }
            }
            let Some((q, regj, offj)) = found else {
                p += 1;
                continue;
            };
            let j = mf.block(b).insts[q];
            let (first, second) = if offi < offj {
                (regi, regj)
            } else {
                (regj, regi)
            };
            let reg = |r| {
                if e.load {
                    MO::reg_def(r)
                } else {
                    MO::reg_use(r)
                }
            };
            let ops = [
                reg(first),
                reg(second),
                MO::reg_use(base),
                MO::Imm(offi.min(offj)),
            ];
            let mut mmos: Vec<MachineMemOperand> = mf.mem_operands_of(i).copied().collect();
            mmos.extend(mf.mem_operands_of(j).copied());
            mf.block_mut(b).insts.remove(q);
            mf.block_mut(b).insts.remove(p);
            let n = mf.insert_instr(b, p, e.pair, &ops);
            mf.set_mem_operands(n, &mmos);
            made += 1;
            p += 1;
        }
    }
    made
}
