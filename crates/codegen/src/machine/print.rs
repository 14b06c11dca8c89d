//! The textual dump of a machine function, in the shape of LLVM's MIR printing
//! (`-print-after-all` output): frame objects, constant pool, jump tables, then each block with
//! its successors, live-ins and instructions (`%3:gpr = ADDI %2, 1`).
//!
//! In: a [`MachineFunction`] and the target's names. Out: text.

use std::fmt::Write;

use super::{CFIInstruction, MIFlags, MIId, MachineFunction, MachineOperand, RegFlags};
use crate::selection_dag::{MachineMemOperand, PointerInfo};
use crate::target::{desc_of, TargetInstrInfo, TargetRegisterInfo};
use kiln_mc::register_info::Register;

/// Names for printing: the target's instruction and register names and the module's
/// global names.
pub struct PrintContext<'a> {
    /// Instruction names.
    pub tii: &'a dyn TargetInstrInfo,
    /// Register and register-class names.
    pub tri: &'a dyn TargetRegisterInfo,
    /// Global names by module index (`@g<n>` when missing).
    pub globals: &'a [String],
}

impl PrintContext<'_> {
    fn reg(&self, r: Register) -> String {
        if r.is_virtual() {
            format!("%{}", r.virt_reg_index())
        } else if r.is_valid() {
            format!("${}", self.tri.reg_name(r))
        } else {
            "$noreg".to_string()
        }
    }

    fn global(&self, g: u32) -> String {
        self.globals
            .get(g as usize)
            .cloned()
            .unwrap_or_else(|| format!("g{g}"))
    }
}

impl MachineFunction {
    /// The MIR-like dump of the whole function.
    pub fn print(&self, cx: &PrintContext<'_>) -> String {
        let mut s = String::new();
        let mut props = Vec::new();
        if self.is_ssa {
            props.push("IsSSA");
        }
        if !self.has_vregs {
            props.push("NoVRegs");
        }
        let _ = writeln!(
            s,
            "# Machine code for function {}: {}",
            self.name,
            props.join(", ")
        );
        let fi = &self.frame_info;
        if fi.num_objects() + fi.num_fixed_objects() > 0 {
            s.push_str("Frame Objects:\n");
            for i in fi.indices() {
                let o = fi.object(i);
                let _ = write!(s, "  fi#{i}: ");
                if o.is_variable_sized {
                    s.push_str("variable sized");
                } else {
                    let _ = write!(s, "size={}", o.size);
                }
                let _ = write!(s, ", align={}", o.align);
                if fi.is_fixed(i) {
                    s.push_str(", fixed");
                }
                if o.is_spill_slot {
                    s.push_str(", spill-slot");
                }
                if fi.is_fixed(i) || fi.stack_size > 0 {
                    let _ = write!(s, ", at location [SP{:+}]", o.offset);
                }
                s.push('\n');
            }
        }
        if !self.constant_pool.is_empty() {
            s.push_str("Constant Pool:\n");
            for (i, c) in self.constant_pool.iter().enumerate() {
                let _ = writeln!(s, "  cp#{i}: {} bytes, align={}", c.bytes.len(), c.align);
            }
        }
        if !self.jump_tables.is_empty() {
            s.push_str("Jump Tables:\n");
            for (i, t) in self.jump_tables.iter().enumerate() {
                let _ = write!(s, "  %jump-table.{i}:");
                for b in t {
                    let _ = write!(s, " %bb.{}", b.0);
                }
                s.push('\n');
            }
        }
        for &b in &self.layout {
            let blk = self.block(b);
            s.push('\n');
            let _ = write!(s, "bb.{}", b.0);
            if !blk.name.is_empty() {
                let _ = write!(s, ".{}", blk.name);
            }
            s.push_str(":\n");
            if !blk.succs.is_empty() {
                let v: Vec<String> = blk.succs.iter().map(|x| format!("%bb.{}", x.0)).collect();
                let _ = writeln!(s, "  successors: {}", v.join(", "));
            }
            if !blk.live_ins.is_empty() {
                let v: Vec<String> = blk.live_ins.iter().map(|&r| cx.reg(r)).collect();
                let _ = writeln!(s, "  liveins: {}", v.join(", "));
            }
            for &i in &blk.insts {
                s.push_str("  ");
                s.push_str(&self.print_instr(i, cx));
                s.push('\n');
            }
        }
        let _ = writeln!(s, "\n# End machine code for function {}.", self.name);
        s
    }

    /// One instruction as MIR prints it.
    pub fn print_instr(&self, i: MIId, cx: &PrintContext<'_>) -> String {
        let mi = self.instr(i);
        let ops = self.operands(i);
        let mut s = String::new();
        // Explicit definitions go before `=`.
        let mut first_use = 0;
        let mut defs = Vec::new();
        for (k, op) in ops.iter().enumerate() {
            if op.is_def() && !op.is_implicit() {
                defs.push(self.print_operand(op, true, cx));
                first_use = k + 1;
            } else {
                break;
            }
        }
        if !defs.is_empty() {
            s.push_str(&defs.join(", "));
            s.push_str(" = ");
        }
        if mi.flags.0 & MIFlags::FRAME_SETUP != 0 {
            s.push_str("frame-setup ");
        }
        if mi.flags.0 & MIFlags::FRAME_DESTROY != 0 {
            s.push_str("frame-destroy ");
        }
        s.push_str(desc_of(cx.tii, mi.opcode).name);
        let asm = mi.opcode == crate::target::target_opcode::INLINEASM;
        for (k, op) in ops[first_use..].iter().enumerate() {
            s.push_str(if k == 0 { " " } else { ", " });
            // An inline asm's outputs are among its operand groups.
            if asm && op.is_def() && !op.is_implicit() {
                s.push_str("def ");
            }
            s.push_str(&self.print_operand(op, false, cx));
        }
        let mmos: Vec<String> = self.mem_operands_of(i).map(print_mmo).collect();
        if !mmos.is_empty() {
            s.push_str(" :: ");
            s.push_str(&mmos.join(", "));
        }
        s
    }

    fn print_operand(
        &self,
        op: &MachineOperand,
        explicit_def: bool,
        cx: &PrintContext<'_>,
    ) -> String {
        match *op {
            MachineOperand::Reg {
                reg,
                flags,
                sub_reg,
            } => {
                let mut s = String::new();
                if flags.has(RegFlags::IMPLICIT) {
                    s.push_str(if flags.has(RegFlags::DEF) {
                        "implicit-def "
                    } else {
                        "implicit "
                    });
                }
                if flags.has(RegFlags::UNDEF) {
                    s.push_str("undef ");
                }
                if flags.has(RegFlags::EARLY_CLOBBER) {
                    s.push_str("early-clobber ");
                }
                if flags.has(RegFlags::KILL) {
                    s.push_str("killed ");
                }
                if flags.has(RegFlags::DEAD) {
                    s.push_str("dead ");
                }
                s.push_str(&cx.reg(reg));
                if sub_reg != 0 {
                    let _ = write!(s, ".sub{sub_reg}");
                }
                if explicit_def
                    && reg.is_virtual()
                    && (reg.virt_reg_index() as usize) < self.vreg_classes.len()
                {
                    let _ = write!(s, ":{}", cx.tri.reg_class_name(self.vreg_class(reg)));
                }
                s
            }
            MachineOperand::Imm(v) => v.to_string(),
            MachineOperand::FPImm(b) => format!("fpimm({b:#x})"),
            MachineOperand::FrameIndex(fi) if fi < 0 => format!("%fixed-stack.{}", -fi - 1),
            MachineOperand::FrameIndex(fi) => format!("%stack.{fi}"),
            MachineOperand::Global {
                global,
                offset,
                flags,
            } => with_offset_flags(format!("@{}", cx.global(global)), offset, flags),
            MachineOperand::Symbol {
                name,
                offset,
                flags,
            } => with_offset_flags(format!("&{name}"), offset, flags),
            MachineOperand::MBB(b) => format!("%bb.{}", b.0),
            MachineOperand::ConstantPool {
                index,
                offset,
                flags,
            } => with_offset_flags(format!("%const.{index}"), offset as i64, flags),
            MachineOperand::JumpTable { index, flags } => {
                with_offset_flags(format!("%jump-table.{index}"), 0, flags)
            }
            MachineOperand::BlockAddress { func, block, flags } => with_offset_flags(
                format!("blockaddress(fn#{func}, %ir-block.{block})"),
                0,
                flags,
            ),
            MachineOperand::RegMask(m) => format!("regmask.{m}"),
            MachineOperand::CFIIndex(c) => match self.cfi.get(c as usize) {
                Some(CFIInstruction::DefCfaOffset(o)) => format!(".cfi_def_cfa_offset {o}"),
                Some(CFIInstruction::DefCfa(r, o)) => format!(".cfi_def_cfa {}, {o}", cx.reg(*r)),
                Some(CFIInstruction::DefCfaRegister(r)) => {
                    format!(".cfi_def_cfa_register {}", cx.reg(*r))
                }
                Some(CFIInstruction::Offset(r, o)) => format!(".cfi_offset {}, {o}", cx.reg(*r)),
                Some(CFIInstruction::Restore(r)) => format!(".cfi_restore {}", cx.reg(*r)),
                Some(CFIInstruction::RememberState) => ".cfi_remember_state".to_string(),
                Some(CFIInstruction::RestoreState) => ".cfi_restore_state".to_string(),
                None => format!("<bad cfi {c}>"),
            },
        }
    }
}

fn with_offset_flags(mut s: String, offset: i64, flags: u8) -> String {
    if offset != 0 {
        let _ = write!(
            s,
            " {} {}",
            if offset < 0 { '-' } else { '+' },
            offset.unsigned_abs()
        );
    }
    if flags != 0 {
        s = format!("target-flags({flags}) {s}");
    }
    s
}

fn print_mmo(m: &MachineMemOperand) -> String {
    let mut s = String::from("(");
    if m.flags & MachineMemOperand::VOLATILE != 0 {
        s.push_str("volatile ");
    }
    let kind = match (
        m.flags & MachineMemOperand::LOAD != 0,
        m.flags & MachineMemOperand::STORE != 0,
    ) {
        (true, true) => "load store",
        (true, false) => "load",
        (false, true) => "store",
        _ => "access",
    };
    let _ = write!(s, "{kind} (s{})", m.size * 8);
    let dir = if m.flags & MachineMemOperand::STORE != 0 && m.flags & MachineMemOperand::LOAD == 0 {
        "into"
    } else {
        "from"
    };
    match m.ptr {
        PointerInfo::FrameIndex(fi) if fi < 0 => {
            let _ = write!(s, " {dir} %fixed-stack.{}", -fi - 1);
        }
        PointerInfo::FrameIndex(fi) => {
            let _ = write!(s, " {dir} %stack.{fi}");
        }
        PointerInfo::Global(g) => {
            let _ = write!(s, " {dir} @g{g}");
        }
        PointerInfo::ConstantPool => {
            let _ = write!(s, " {dir} constant-pool");
        }
        PointerInfo::Stack => {
            let _ = write!(s, " {dir} stack");
        }
        PointerInfo::Unknown => {}
    }
    if m.offset != 0 {
        let _ = write!(s, " + {}", m.offset);
    }
    let _ = write!(s, ", align {})", m.align);
    s
}
