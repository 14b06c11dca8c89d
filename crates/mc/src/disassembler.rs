//! The generic disassembler (LLVM's `MCDisassembler` with the generated decoder
//! tables).
//!
//! In: bytes, the target's decoder tables (`(mask, bits, opcode)`, most specific
//! first) and the active features. Out: the decoded [`MCInst`] and its size, or
//! `None` for an invalid encoding. Fields are gathered back from the instruction
//! word; registers are looked up by encoding in the operand's class; immediates are
//! sign-extended from their highest encoded bit when the class allows negative
//! values, scaled back by the target's decoder hook, and checked against the class.

use crate::code_emitter::imm_in_range;
use crate::feature_set::FeatureSet;
use crate::instr_desc::{OperandClass, TargetTables};
use crate::mc_inst::{MCInst, MCOperand};
use crate::target::MCTargetHooks;

/// Decodes a `size`-byte instruction word against one decoder table.
pub fn decode_word(
    h: &dyn MCTargetHooks,
    table: &[(u32, u32, u16)],
    word: u32,
    features: FeatureSet,
) -> Option<MCInst> {
    let tables: &TargetTables = h.tables();
    'cand: for &(mask, bits, opc) in table {
        if word & mask != bits {
            continue;
        }
        let desc = &tables.instrs[opc as usize];
        if !tables.predicate_holds(desc.predicate, &features) {
            continue;
        }
        let enc = desc.encoding?;
        // Composite operands are decoded by no generic rule (their decoder methods are
        // not run here): such instructions are not disassembled.
        if desc.operands.iter().any(|o| o.mi_count != 1) {
            continue;
        }
        let mut vals = [0u64; crate::mc_inst::MAX_OPERANDS];
        let mut top = [0u32; crate::mc_inst::MAX_OPERANDS];
        let mut seen = [false; crate::mc_inst::MAX_OPERANDS];
        for f in enc.fields {
            let j = f.operand as usize;
            let m = (1u64 << f.width) - 1;
            vals[j] |= ((word as u64 >> f.inst_lo) & m) << f.op_lo;
            top[j] = top[j].max((f.op_lo + f.width) as u32);
            seen[j] = true;
        }
        let mut inst = MCInst::new(opc);
        for (j, o) in desc.operands.iter().enumerate() {
            let src = if !seen[j] && o.tied_to >= 0 && seen[o.tied_to as usize] {
                o.tied_to as usize
            } else {
                j
            };
            if !seen[src] {
                // An operand that is not encoded is implied when its class has one
                // register (the stack pointer of c.addi16sp, c.lwsp, ...).
                match o.class {
                    OperandClass::Reg(c) if tables.reg_classes[c as usize].members.len() == 1 => {
                        inst.push(MCOperand::Reg(tables.reg_classes[c as usize].members[0]));
                        continue;
                    }
                    _ => continue 'cand,
                }
            }
            match o.class {
                OperandClass::Reg(c) => {
                    let cls = &tables.reg_classes[c as usize];
                    // Registers encoded in fewer bits (x8-x15) match on the low bits.
                    let w = top[src];
                    let m = if w >= 16 { u64::MAX } else { (1u64 << w) - 1 };
                    let Some(&r) = cls
                        .members
                        .iter()
                        .find(|&&r| (tables.regs[r as usize].encoding as u64) & m == vals[src])
                    else {
                        continue 'cand;
                    };
                    inst.push(MCOperand::Reg(r));
                }
                OperandClass::Imm(c) => {
                    let ic = &tables.imm_classes[c as usize];
                    let v = h.decode_imm(ic, vals[src], top[src]);
                    if !imm_in_range(ic, v) || !h.imm_fits(ic, v, features) {
                        continue 'cand;
                    }
                    inst.push(MCOperand::Imm(v));
                }
            }
        }
        return Some(inst);
    }
    None
}
