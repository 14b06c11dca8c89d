//! Exception handling as LLVM does it for DWARF unwinding (`-exception-model=dwarf`, the
//! Itanium C++ ABI): the per-function tables the builder records, the landing-pad entry code
//! added after register allocation, and the language-specific data area (LSDA) and personality
//! references the printer writes.
//!
//! In: what `builder/eh.rs` records while lowering `invoke`, `landingpad` and `resume` (the
//! personality, the type infos of the catch clauses, the filters, each landing pad's action
//! list and each invoke's begin/end labels). Out: [`EhFuncInfo`] on the machine function;
//! [`insert_landing_pad_entries`] (after allocation) puts each landing block's label and the
//! stores of the exception pointer and selector registers first in the block; at print time
//! [`lsda_text`] is the function's `.gcc_except_table` entry (call-site table with ULEB128
//! offsets, action table, type table through `.L<ti>.DW.stub` indirections, filter table),
//! [`cfi_text`] its `.cfi_personality`/`.cfi_lsda`, and [`module_tail_text`] the
//! `DW.ref.<personality>` words and type-info stubs once per module.
//!
//! How a landing pad is entered: every `invoke` gets a landing block of its own (its only
//! predecessor is the invoke's block, its only successor the IR landing pad), and the
//! call-site table sends the unwinder there. The allocator knows nothing of the values the
//! personality leaves in the exception registers, so its moves on the way into the landing
//! block might overwrite them; the block therefore starts, before any of those moves, with
//! stores of both registers into two frame slots, and `landingpad` reads the slots. The
//! encodings are the position-independent ones llc uses under `-relocation-model=pic`
//! (personality `0x9b` indirect pcrel sdata4 through `DW.ref.<personality>`, LSDA `0x1b`,
//! type table `0x9b`), which link into executables and shared objects alike.

use std::fmt::Write;

use crate::machine::{MBBId, MachineFunction, MachineOperand};
use crate::target::{target_opcode, TargetInstrInfo, TargetRegisterInfo};
use kiln_ir::module::GlobalKind;
use kiln_ir::{ConstData, InstKind, Module, Value};
use kiln_mc::assembler::{sleb, uleb};
use kiln_mc::register_info::Register;

/// One landing pad: the landing block the unwinder enters and its action list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LandingPadInfo {
    /// The landing block (first instruction: its `EH_LABEL`).
    pub mbb: MBBId,
    /// The id of its `EH_LABEL`.
    pub label: u32,
    /// The actions in the order the personality tries them: a positive type id for a catch
    /// clause, a negative filter id for a filter, 0 for the cleanup (last). Empty: cleanup
    /// only.
    pub actions: Vec<i32>,
}

/// One `invoke`: the labels around its call and its landing pad.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CallSiteInfo {
    /// The `EH_LABEL` before the call.
    pub begin: u32,
    /// The `EH_LABEL` after the call.
    pub end: u32,
    /// Index into [`EhFuncInfo::pads`].
    pub pad: usize,
}

/// The exception-handling facts of one function (LLVM's `MachineFunction` landing-pad,
/// type-id and filter-id tables).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EhFuncInfo {
    /// The personality function (module global).
    pub personality: u32,
    /// The type infos of the catch clauses: type id `k + 1` is entry `k`; `None` is a null
    /// type info (`catch ptr null`, C++'s `catch (...)`).
    pub type_infos: Vec<Option<u32>>,
    /// The filter table: for each filter its type ids, then 0. A filter's id is
    /// `-(1 + index of its first entry)`.
    pub filter_ids: Vec<u32>,
    /// The landing pads.
    pub pads: Vec<LandingPadInfo>,
    /// The call sites (invokes).
    pub call_sites: Vec<CallSiteInfo>,
    /// How many `EH_LABEL` ids are used.
    pub num_labels: u32,
    /// The frame slots the landing blocks store the exception pointer and selector into.
    pub slots: [i32; 2],
    /// The exception pointer and selector registers.
    pub regs: [Register; 2],
}

impl EhFuncInfo {
    /// A new `EH_LABEL` id.
    pub fn new_label(&mut self) -> u32 {
        self.num_labels += 1;
        self.num_labels - 1
    }

    /// The type id of type info `ti` (1-based), added if new (LLVM's `getTypeIDFor`).
    pub fn type_id_for(&mut self, ti: Option<u32>) -> i32 {
        match self.type_infos.iter().position(|&t| t == ti) {
            Some(k) => k as i32 + 1,
            None => {
                self.type_infos.push(ti);
                self.type_infos.len() as i32
            }
        }
    }

    /// The filter id of a filter listing `type_ids` (LLVM's `getFilterIDFor`): an existing
    /// equal filter is shared.
    pub fn filter_id_for(&mut self, type_ids: &[u32]) -> i32 {
        let mut k = 0;
        while k < self.filter_ids.len() {
            let end = k + self.filter_ids[k..]
                .iter()
                .position(|&x| x == 0)
                .expect("invariant: every filter ends with 0");
            if self.filter_ids[k..end] == *type_ids {
                return -1 - k as i32;
            }
            k = end + 1;
        }
        let id = -1 - self.filter_ids.len() as i32;
        self.filter_ids.extend_from_slice(type_ids);
        self.filter_ids.push(0);
        id
    }
}

/// The label of `EH_LABEL` `k` of function `fnum`.
pub fn eh_label(fnum: usize, k: u32) -> String {
    format!(".Leh{fnum}_{k}")
}

/// After register allocation: each landing block starts with its `EH_LABEL` and the stores
/// of the exception pointer and selector registers into their slots, before anything the
/// allocator put there (the module doc says why). The registers become the block's live-ins.
pub fn insert_landing_pad_entries(
    mf: &mut MachineFunction,
    tii: &dyn TargetInstrInfo,
    tri: &dyn TargetRegisterInfo,
) {
    let Some(eh) = mf.eh.as_ref() else { return };
    let pads: Vec<(MBBId, u32)> = eh.pads.iter().map(|p| (p.mbb, p.label)).collect();
    let (slots, regs) = (eh.slots, eh.regs);
    for (b, label) in pads {
        if !mf.layout.contains(&b) {
            continue;
        }
        let i = mf.create_instr(
            b,
            target_opcode::EH_LABEL,
            &[MachineOperand::Imm(label as i64)],
        );
        mf.block_mut(b).insts.insert(0, i);
        for k in 0..2 {
            let rc = tri.minimal_phys_reg_class(regs[k]);
            tii.store_reg_to_stack_slot(mf, b, 1 + k, regs[k], slots[k], rc);
            if !mf.block(b).live_ins.contains(&regs[k]) {
                mf.block_mut(b).live_ins.push(regs[k]);
            }
        }
    }
}

/// The symbol of module global `g` as assembly text.
fn sym(ai: &crate::asm_printer::TargetAsmInfo, m: &Module, g: u32) -> String {
    crate::asm_printer::symbol_name(ai, m, g)
}

/// The name of the type-info stub of module global `g` (`.L_ZTIi.DW.stub`).
fn stub_name(ai: &crate::asm_printer::TargetAsmInfo, m: &Module, g: u32) -> String {
    let raw = crate::asm_printer::raw_symbol_name(ai, m, g);
    format!("{}{raw}.DW.stub", ai.private_label_prefix)
}

/// The directives after `.cfi_startproc` of a function with landing pads.
pub fn cfi_text(
    ai: &crate::asm_printer::TargetAsmInfo,
    m: &Module,
    eh: &EhFuncInfo,
    fnum: usize,
) -> String {
    format!(
        "\t.cfi_personality 155, DW.ref.{}\n\t.cfi_lsda 27, {}exception{fnum}\n",
        crate::asm_printer::raw_symbol_name(ai, m, eh.personality),
        ai.private_label_prefix
    )
}

/// The `.gcc_except_table` entry of function `fnum`, laid out as llc lays it out; with
/// `udata4`, call-site offsets are 4-byte words (targets with linker relaxation), else ULEB128.
pub fn lsda_text(
    ai: &crate::asm_printer::TargetAsmInfo,
    m: &Module,
    mf: &MachineFunction,
    eh: &EhFuncInfo,
    fnum: usize,
    udata4: bool,
) -> String {
    let p = ai.private_label_prefix;
    let byte = ai.data_directive(1);
    let word = ai.data_directive(4);
    let mut o = String::new();
    // Filter offsets: LLVM's action records name a filter by the negated byte offset (plus
    // one) of its first entry after the type table's base.
    let mut filter_offsets = Vec::new();
    let mut off = 0i64;
    for &t in &eh.filter_ids {
        filter_offsets.push(off);
        off += uleb(t as u64).len() as i64;
    }
    // Actions: each landing pad's chain, the last action first so that each record's
    // successor is already placed; equal chains are shared.
    let mut actions: Vec<u8> = Vec::new();
    let mut pad_action = vec![0u32; eh.pads.len()];
    let mut entry_of: Vec<(Vec<i32>, u32)> = Vec::new();
    for (k, pad) in eh.pads.iter().enumerate() {
        if pad.actions.is_empty() {
            continue;
        }
        if let Some((_, e)) = entry_of.iter().find(|(a, _)| *a == pad.actions) {
            pad_action[k] = *e;
            continue;
        }
        let mut next: Option<usize> = None;
        for &a in pad.actions.iter().rev() {
            let v = if a < 0 {
                -1 - filter_offsets[(-1 - a) as usize]
            } else {
                a as i64
            };
            let start = actions.len();
            actions.extend(sleb(v));
            let here = actions.len();
            let disp = next.map_or(0, |n| n as i64 - here as i64);
            actions.extend(sleb(disp));
            next = Some(start);
        }
        let e = next.expect("invariant: a non-empty chain") as u32 + 1;
        entry_of.push((pad.actions.clone(), e));
        pad_action[k] = e;
    }
    let has_types = !eh.type_infos.is_empty() || !eh.filter_ids.is_empty();
    // Call sites in code order, with the gaps between them (calls there unwind on without
    // a landing pad; a call found in no entry would make the personality terminate):
    // (start, end, landing pad label or None, action).
    let begin = format!("{p}func_begin{fnum}");
    let end = format!("{p}func_end{fnum}");
    let mut sites: Vec<(String, String, Option<String>, u32)> = Vec::new();
    let mut prev = begin.clone();
    for &b in &mf.layout {
        for &i in &mf.block(b).insts {
            if mf.instr(i).opcode != target_opcode::EH_LABEL {
                continue;
            }
            let Some(MachineOperand::Imm(id)) = mf.operands(i).first() else {
                continue;
            };
            let Some(site) = eh.call_sites.iter().find(|c| c.begin as i64 == *id) else {
                continue;
            };
            let (cb, ce) = (eh_label(fnum, site.begin), eh_label(fnum, site.end));
            if prev != cb {
                sites.push((prev.clone(), cb.clone(), None, 0));
            }
            let lp = eh_label(fnum, eh.pads[site.pad].label);
            sites.push((cb, ce.clone(), Some(lp), pad_action[site.pad]));
            prev = ce;
        }
    }
    sites.push((prev, end, None, 0));
    // With 4-byte call-site fields the table's size is known here, and with it every
    // length the header gives (the assembler cannot subtract labels across relaxable code).
    let cst_size: usize = sites.iter().map(|x| 12 + uleb(x.3 as u64).len()).sum();
    let _ = writeln!(
        o,
        "\t.section\t.gcc_except_table,\"a\",{}progbits",
        ai.type_prefix
    );
    let _ = writeln!(o, "\t.p2align\t2, 0x0");
    let _ = writeln!(o, "GCC_except_table{fnum}:");
    let _ = writeln!(o, "{p}exception{fnum}:");
    let _ = writeln!(o, "\t{byte}\t255");
    if has_types {
        let _ = writeln!(o, "\t{byte}\t155");
        if udata4 {
            // Offset from after this ULEB128 to the type table's base: the call-site
            // encoding byte, the table's length and the table, the actions, the padding to
            // 4 bytes (the LSDA starts aligned), and the type entries.
            let types = 4 * eh.type_infos.len();
            let mut n = 1;
            let off = loop {
                let head = 2 + n + 1 + uleb(cst_size as u64).len() + cst_size + actions.len();
                let off = head.next_multiple_of(4) + types - (2 + n);
                if uleb(off as u64).len() == n {
                    break off;
                }
                n += 1;
            };
            let _ = writeln!(o, "\t.uleb128 {off}");
        } else {
            let _ = writeln!(o, "\t.uleb128 {p}ttbase{fnum}-{p}ttbaseref{fnum}");
        }
        let _ = writeln!(o, "{p}ttbaseref{fnum}:");
    } else {
        let _ = writeln!(o, "\t{byte}\t255");
    }
    let _ = writeln!(o, "\t{byte}\t{}", if udata4 { 3 } else { 1 });
    if udata4 {
        let _ = writeln!(o, "\t.uleb128 {cst_size}");
    } else {
        let _ = writeln!(o, "\t.uleb128 {p}cst_end{fnum}-{p}cst_begin{fnum}");
    }
    let _ = writeln!(o, "{p}cst_begin{fnum}:");
    let cs_dir = if udata4 {
        ai.data_directive(4)
    } else {
        ".uleb128"
    };
    for (from, to, lp, action) in &sites {
        let _ = writeln!(o, "\t{cs_dir}\t{from}-{begin}");
        let _ = writeln!(o, "\t{cs_dir}\t{to}-{from}");
        match lp {
            Some(l) => {
                let _ = writeln!(o, "\t{cs_dir}\t{l}-{begin}");
            }
            None => {
                let _ = writeln!(o, "\t{cs_dir}\t0");
            }
        }
        let _ = writeln!(o, "\t.uleb128 {action}");
    }
    let _ = writeln!(o, "{p}cst_end{fnum}:");
    for a in &actions {
        let _ = writeln!(o, "\t{byte}\t{a}");
    }
    if has_types {
        let _ = writeln!(o, "\t.p2align\t2, 0x0");
        for (k, ti) in eh.type_infos.iter().enumerate().rev() {
            match ti {
                Some(g) => {
                    let l = format!("{p}ttref{fnum}_{k}");
                    let _ = writeln!(o, "{l}:");
                    let _ = writeln!(o, "\t{word}\t{}-{l}", stub_name(ai, m, *g));
                }
                None => {
                    let _ = writeln!(o, "\t{word}\t0");
                }
            }
        }
        let _ = writeln!(o, "{p}ttbase{fnum}:");
        for &t in &eh.filter_ids {
            let _ = writeln!(o, "\t.uleb128 {t}");
        }
        let _ = writeln!(o, "\t.p2align\t2, 0x0");
    }
    o
}

/// What a module whose functions have landing pads needs once: a pointer-sized stub for each
/// type info the type tables name (`.L_ZTIi.DW.stub: .quad _ZTIi`), and each personality's
/// hidden, weak, COMDAT `DW.ref.<personality>` word. Empty when no function has a
/// `landingpad`.
pub fn module_tail_text(ai: &crate::asm_printer::TargetAsmInfo, m: &Module) -> String {
    let mut personalities: Vec<u32> = Vec::new();
    let mut types: Vec<u32> = Vec::new();
    for gv in &m.globals {
        let GlobalKind::Function(fid) = gv.kind else {
            continue;
        };
        let f = &m.functions[fid.0 as usize];
        if f.layout.is_empty() {
            continue;
        }
        let mut has_pad = false;
        for &b in &f.layout {
            for &i in &f.block(b).insts {
                if !matches!(f.inst(i).kind, InstKind::LandingPad { .. }) {
                    continue;
                }
                has_pad = true;
                for &v in f.operands(i) {
                    collect_globals(m, v, &mut types);
                }
            }
        }
        if has_pad {
            if let Some(g) = f.personality.and_then(|c| global_of(m, c)) {
                if !personalities.contains(&g) {
                    personalities.push(g);
                }
            }
        }
    }
    let mut o = String::new();
    if personalities.is_empty() {
        return o;
    }
    let ptr = (m.data_layout.pointer_size_bits(0) / 8) as u8;
    let pdir = ai.data_directive(ptr);
    let tp = ai.type_prefix;
    if !types.is_empty() {
        types.sort_by_key(|&g| stub_name(ai, m, g));
        let _ = writeln!(o, "\t.data");
        let _ = writeln!(o, "\t.p2align\t{}, 0x0", ptr.trailing_zeros());
        for g in types {
            let _ = writeln!(o, "{}:", stub_name(ai, m, g));
            let _ = writeln!(o, "\t{pdir}\t{}", sym(ai, m, g));
        }
    }
    for g in personalities {
        let name = crate::asm_printer::raw_symbol_name(ai, m, g);
        let r = format!("DW.ref.{name}");
        let _ = writeln!(o, "\t.hidden\t{r}");
        let _ = writeln!(o, "\t.weak\t{r}");
        let _ = writeln!(o, "\t.section\t.data.{r},\"awG\",{tp}progbits,{r},comdat");
        let _ = writeln!(o, "\t.p2align\t{}, 0x0", ptr.trailing_zeros());
        let _ = writeln!(o, "\t.type\t{r},{tp}object");
        let _ = writeln!(o, "\t.size\t{r}, {ptr}");
        let _ = writeln!(o, "{r}:");
        let _ = writeln!(o, "\t{pdir}\t{}", sym(ai, m, g));
    }
    o
}

/// The global a constant names (through casts), if any.
pub fn global_of(m: &Module, c: kiln_ir::ConstId) -> Option<u32> {
    match m.consts.get(c) {
        ConstData::Global(g) => Some(g.0),
        ConstData::Expr { ops, .. } => ops.first().and_then(|&o| global_of(m, o)),
        _ => None,
    }
}

/// Adds the globals a clause value names (a type info, or a filter's array of them).
fn collect_globals(m: &Module, v: Value, out: &mut Vec<u32>) {
    let c = match v {
        Value::Global(g) => {
            if !out.contains(&g.0) {
                out.push(g.0);
            }
            return;
        }
        Value::Const(c) => c,
        _ => return,
    };
    match m.consts.get(c) {
        ConstData::Array { elems, .. } => {
            for &e in elems.iter() {
                collect_globals(m, Value::Const(e), out);
            }
        }
        _ => {
            if let Some(g) = global_of(m, c) {
                if !out.contains(&g) {
                    out.push(g);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_and_filter_ids_are_shared() {
        let mut eh = EhFuncInfo::default();
        assert_eq!(eh.type_id_for(Some(7)), 1);
        assert_eq!(eh.type_id_for(None), 2);
        assert_eq!(eh.type_id_for(Some(7)), 1);
        assert_eq!(eh.type_infos, [Some(7), None]);
        // Filters are runs of type ids ended by 0; an equal run is reused.
        assert_eq!(eh.filter_id_for(&[1, 2]), -1);
        assert_eq!(eh.filter_id_for(&[]), -4);
        assert_eq!(eh.filter_id_for(&[1, 2]), -1);
        assert_eq!(eh.filter_ids, [1, 2, 0, 0]);
        assert_eq!(eh.new_label(), 0);
        assert_eq!(eh.new_label(), 1);
    }

    /// A module with one function `f` whose LSDA the test prints.
    fn module() -> Module {
        kiln_ir::parse_str(
            "t.ll",
            "@_ZTIi = external constant ptr\n@_ZTI1B = external constant ptr\ndeclare i32 @__gxx_personality_v0(...)\ndefine void @f() {\n  ret void\n}\n",
        )
        .expect("the test module parses")
    }

    fn global(m: &Module, name: &str) -> u32 {
        (0..m.globals.len() as u32)
            .find(|&g| crate::asm_printer::raw_symbol_name(&ai(), m, g) == name)
            .expect("the global exists")
    }

    fn ai() -> crate::asm_printer::TargetAsmInfo {
        crate::asm_printer::TargetAsmInfo {
            comment: "#",
            data_directives: [".byte", ".short", ".long", ".quad"],
            function_align_log2: 4,
            jump_table_entry: crate::asm_printer::JumpTableEntryKind::BlockAddress,
            private_label_prefix: ".L",
            type_prefix: "@",
            has_dot_type_and_size: true,
            little_endian: true,
            sections: crate::asm_printer::SectionNames::ELF,
        }
    }

    /// Two invokes in a block: one to a pad catching `int` then `B` with a cleanup, one to a
    /// cleanup-only pad. The call sites come in code order with the gaps between them; the
    /// first pad's chain is int -> B -> cleanup (records written last first, so the entry is
    /// the third record, at byte 5); the type table is written last id first.
    #[test]
    fn lsda_layout() {
        let m = module();
        let ai = ai();
        let mut mf = MachineFunction::new("f");
        let b = mf.add_block("entry");
        let mut eh = EhFuncInfo {
            personality: global(&m, "__gxx_personality_v0"),
            ..Default::default()
        };
        let int = eh.type_id_for(Some(global(&m, "_ZTIi")));
        let base = eh.type_id_for(Some(global(&m, "_ZTI1B")));
        eh.pads.push(LandingPadInfo {
            mbb: b,
            label: 2,
            actions: vec![int, base, 0],
        });
        eh.pads.push(LandingPadInfo {
            mbb: b,
            label: 5,
            actions: vec![],
        });
        eh.call_sites.push(CallSiteInfo {
            begin: 0,
            end: 1,
            pad: 0,
        });
        eh.call_sites.push(CallSiteInfo {
            begin: 3,
            end: 4,
            pad: 1,
        });
        for k in [0, 1, 3, 4] {
            mf.push_instr(b, target_opcode::EH_LABEL, &[MachineOperand::Imm(k)]);
        }
        let text = lsda_text(&ai, &m, &mf, &eh, 0, false);
        let want = "\t.section\t.gcc_except_table,\"a\",@progbits
\t.p2align\t2, 0x0
GCC_except_table0:
.Lexception0:
\t.byte\t255
\t.byte\t155
\t.uleb128 .Lttbase0-.Lttbaseref0
.Lttbaseref0:
\t.byte\t1
\t.uleb128 .Lcst_end0-.Lcst_begin0
.Lcst_begin0:
\t.uleb128\t.Lfunc_begin0-.Lfunc_begin0
\t.uleb128\t.Leh0_0-.Lfunc_begin0
\t.uleb128\t0
\t.uleb128 0
\t.uleb128\t.Leh0_0-.Lfunc_begin0
\t.uleb128\t.Leh0_1-.Leh0_0
\t.uleb128\t.Leh0_2-.Lfunc_begin0
\t.uleb128 5
\t.uleb128\t.Leh0_1-.Lfunc_begin0
\t.uleb128\t.Leh0_3-.Leh0_1
\t.uleb128\t0
\t.uleb128 0
\t.uleb128\t.Leh0_3-.Lfunc_begin0
\t.uleb128\t.Leh0_4-.Leh0_3
\t.uleb128\t.Leh0_5-.Lfunc_begin0
\t.uleb128 0
\t.uleb128\t.Leh0_4-.Lfunc_begin0
\t.uleb128\t.Lfunc_end0-.Leh0_4
\t.uleb128\t0
\t.uleb128 0
.Lcst_end0:
\t.byte\t0
\t.byte\t0
\t.byte\t2
\t.byte\t125
\t.byte\t1
\t.byte\t125
\t.p2align\t2, 0x0
.Lttref0_1:
\t.long\t.L_ZTI1B.DW.stub-.Lttref0_1
.Lttref0_0:
\t.long\t.L_ZTIi.DW.stub-.Lttref0_0
.Lttbase0:
\t.p2align\t2, 0x0
";
        assert_eq!(text, want);
        // With linker relaxation the fields are words and the lengths numbers: five call
        // sites of 13 bytes; the type table's base is at byte 84 (3 header bytes, the
        // encoding byte, the 1-byte table length, 65 bytes of call sites, 6 of actions, no
        // padding at 76, 8 of types), 81 past the reference after the header.
        let text = lsda_text(&ai, &m, &mf, &eh, 0, true);
        assert!(
            text.contains("\t.uleb128 81\n.Lttbaseref0:\n\t.byte\t3\n\t.uleb128 65\n"),
            "{text}"
        );
        assert!(text.contains("\t.long\t.Leh0_1-.Leh0_0\n"), "{text}");
    }
}
