//! The RISC-V part of the assembly printer (LLVM's `RISCVAsmPrinter` and `RISCVMCAsmInfo`):
//! what the shared printer in [`kiln_codegen::asm_printer`] asks of the target.
//!
//! In: machine instructions of allocated, frame-finalized functions, as the shared walk hands
//! them over. Out: RISC-V's [`TargetAsmInfo`] (`#` comments, `.half`/`.word`/`.quad`, 4-byte
//! function alignment, absolute 8-byte jump-table entries) and the [`TargetAsmPrinter`] hooks:
//! ABI register names, `%tprel_hi`/`%tprel_lo`/`%tprel_add` operands, `.option pic` at the
//! start of a position-independent file, inline-asm expansion.
//!
//! Instructions normally reach the text through `MCInst`s and kiln-mc's instruction printer
//! (the shared `TextSink`, with [`crate::mc_lowering`]'s hooks), exactly as they reach an
//! object. `print_machine_instr` here spells an instruction from its MC asm string for what
//! cannot be lowered to an `MCInst`: an immediate outside its operand class's range or an
//! operand kind the matcher would not accept (the assembler then reports the error, from
//! `.s` or `.o` alike), or an opcode with no MC instruction. It prints the codegen pseudos as
//! the aliases they stand for (`ret`, `j`, `jr`, `tail`, `jalr`, `mv`, `unimp`), `fence` sets
//! as `iorw` letters and a static rounding mode as `, rtz`, as the `MCInst` path does. No
//! input of the test corpus (tests/codegen, tests/ll, tests/c at -O0/-O2, static and PIC)
//! reaches it.

use crate::instr_info::{abi_name, mo_flags, pseudo};
use crate::mc::tables;
use crate::target_machine::RiscvCodegen;
use kiln_codegen::asm_printer::{
    operand_text, JumpTableEntryKind, SectionNames, TargetAsmInfo, TargetAsmPrinter,
};
use kiln_codegen::machine::{MachineFunction, MachineOperand as MO};
use kiln_codegen::target::target_opcode;
use kiln_ir::Module;
use kiln_mc::register_info::Register;
use std::fmt::Write;

/// RISC-V's assembly facts (LLVM's `RISCVMCAsmInfo`).
pub static RISCV_ASM_INFO: TargetAsmInfo = TargetAsmInfo {
    comment: "#",
    data_directives: [".byte", ".half", ".word", ".quad"],
    function_align_log2: 2,
    // llc's encoding for RV64 under the medany code model without PIC: `lla` forms the
    // table address pc-relatively, entries are 8-byte block addresses.
    jump_table_entry: JumpTableEntryKind::BlockAddress,
    private_label_prefix: ".L",
    type_prefix: "@",
    has_dot_type_and_size: true,
    little_endian: true,
    sections: SectionNames::ELF,
};

/// The assembler symbol of module global `g` (private globals get the `.L` prefix).
pub fn symbol_name(m: &Module, g: u32) -> String {
    kiln_codegen::asm_printer::symbol_name(&RISCV_ASM_INFO, m, g)
}

impl TargetAsmPrinter for RiscvCodegen {
    fn asm_info(&self) -> &TargetAsmInfo {
        &RISCV_ASM_INFO
    }

    fn reg_name(&self, r: Register) -> &'static str {
        abi_name(r)
    }

    fn num_regs(&self) -> u32 {
        crate::register_info::REGISTER_INFO.descs.len() as u32
    }

    fn symbol_operand_text(&self, flags: u8, sym: String) -> String {
        match flags {
            mo_flags::TPREL_HI => format!("%tprel_hi({sym})"),
            mo_flags::TPREL_LO => format!("%tprel_lo({sym})"),
            mo_flags::TPREL_ADD => format!("%tprel_add({sym})"),
            _ => sym,
        }
    }

    fn print_machine_instr(
        &self,
        out: &mut String,
        m: &Module,
        fnum: usize,
        opcode: u32,
        ops: &[MO],
    ) {
        print_machine_instr(out, m, fnum, opcode, ops);
    }

    fn expand_inline_asm(
        &self,
        m: &Module,
        mf: &MachineFunction,
        fnum: usize,
        ops: &[MO],
    ) -> Result<String, String> {
        crate::inline_asm::expand(m, mf, fnum, ops)
    }

    fn file_start(&self, out: &mut String, pic: bool) {
        if pic {
            // `la` loads addresses from the GOT.
            out.push_str("\t.option\tpic\n");
        }
    }
}

/// The `iorw` letters of a fence operand.
pub(crate) fn fence_set(v: i64) -> String {
    let mut s = String::new();
    for (bit, c) in [(8, 'i'), (4, 'o'), (2, 'r'), (1, 'w')] {
        if v & bit != 0 {
            s.push(c);
        }
    }
    if s.is_empty() {
        s.push('0');
    }
    s
}

/// Prints one instruction from its MC asm string (`addi\t$rd, $rs1, $imm12`).
fn print_instr(out: &mut String, m: &Module, fnum: usize, opcode: u32, ops: &[MO]) {
    let explicit = |k: usize| ops.get(k).map(|o| operand_text(&RiscvCodegen, m, fnum, o));
    match opcode {
        pseudo::RET => {
            out.push_str("\tret\n");
            return;
        }
        pseudo::TRAP => {
            out.push_str("\tunimp\n");
            return;
        }
        pseudo::J => {
            let _ = writeln!(out, "\tj\t{}", explicit(0).unwrap_or_default());
            return;
        }
        pseudo::BRIND => {
            let _ = writeln!(out, "\tjr\t{}", explicit(0).unwrap_or_default());
            return;
        }
        pseudo::TAIL => {
            let _ = writeln!(out, "\ttail\t{}", explicit(0).unwrap_or_default());
            return;
        }
        pseudo::TAIL_INDIRECT => {
            out.push_str("\tjr\tt1\n");
            return;
        }
        pseudo::CALL_INDIRECT => {
            let _ = writeln!(out, "\tjalr\t{}", explicit(0).unwrap_or_default());
            return;
        }
        _ => {}
    }
    let Some(d) = tables::TABLES.instrs.get(opcode as usize) else {
        let _ = writeln!(out, "\t# unknown opcode {opcode}");
        return;
    };
    if d.name == "FENCE" {
        let set = |k: usize| match ops.get(k) {
            Some(MO::Imm(v)) => fence_set(*v),
            _ => String::new(),
        };
        let _ = writeln!(out, "\tfence\t{}, {}", set(0), set(1));
        return;
    }
    if d.name == "ADDI" && matches!(ops.get(2), Some(MO::Imm(0))) {
        let _ = writeln!(
            out,
            "\tmv\t{}, {}",
            explicit(0).unwrap_or_default(),
            explicit(1).unwrap_or_default()
        );
        return;
    }
    out.push('\t');
    let s = d.asm_string;
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'$' {
            let (name, next) = if b.get(i + 1) == Some(&b'{') {
                let end = s[i + 2..].find('}').map(|e| i + 2 + e).unwrap_or(b.len());
                (&s[i + 2..end], end + 1)
            } else {
                let mut e = i + 1;
                while e < b.len() && (b[e].is_ascii_alphanumeric() || b[e] == b'_') {
                    e += 1;
                }
                (&s[i + 1..e], e)
            };
            let name = name.split(':').next().unwrap_or(name);
            if name == "frm" {
                // The rounding mode: nothing for the dynamic mode, `, rtz` and the like.
                let k = d.operands.iter().position(|o| o.name == name);
                if let Some(MO::Imm(v)) = k.and_then(|k| ops.get(k)) {
                    out.push_str(match v {
                        0 => ", rne",
                        1 => ", rtz",
                        2 => ", rdn",
                        3 => ", rup",
                        4 => ", rmm",
                        _ => "",
                    });
                }
                i = next;
                continue;
            }
            match d.operands.iter().position(|o| o.name == name) {
                Some(k) => out.push_str(&explicit(k).unwrap_or_default()),
                None => out.push_str(name),
            }
            i = next;
        } else {
            out.push(b[i] as char);
            i += 1;
        }
    }
    out.push('\n');
}

/// Prints one machine instruction (all of its operands; implicit ones print nothing).
fn print_machine_instr(out: &mut String, m: &Module, fnum: usize, opcode: u32, ops: &[MO]) {
    match opcode {
        target_opcode::KILL | target_opcode::IMPLICIT_DEF => {}
        target_opcode::COPY => {
            let _ = writeln!(
                out,
                "\tmv\t{}, {}",
                operand_text(&RiscvCodegen, m, fnum, &ops[0]),
                operand_text(&RiscvCodegen, m, fnum, &ops[1])
            );
        }
        opc => {
            // Implicit register operands (call arguments, return values) print nothing.
            let explicit: Vec<MO> = ops
                .iter()
                .filter(|o| !o.is_implicit() && !matches!(o, MO::RegMask(_)))
                .copied()
                .collect();
            print_instr(out, m, fnum, opc, &explicit);
        }
    }
}
