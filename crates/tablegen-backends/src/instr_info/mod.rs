//! The instruction-info backend (LLVM's `-gen-instr-info`) and the model that the
//! other MC backends share.
//!
//! In: a target's records as a TableGen record dump (the `-dump-json` form).
//! Out: Rust source for the target's `GenInstrInfo.rs`: opcode constants, the
//! [`MCInstrDesc`] table with operands, flags, implicit registers, predicates and
//! encodings, the MC view of registers and register classes, and the immediate
//! operand classes. The companion backends (`asm_writer`, `asm_matcher`,
//! `code_emitter`, `disassembler`, `subtarget`) write the rest of the target's
//! `TargetTables` from the same [`model::Model`].
//!
//! [`MCInstrDesc`]: https://llvm.org/doxygen/classllvm_1_1MCInstrDesc.html

pub mod json;
pub mod model;

use model::{Cls, Model, PatOp};
use std::fmt::Write;

/// Rust source for a string literal.
pub(crate) fn lit(s: &str) -> String {
    format!("{s:?}")
}

/// Rust source for an operand class.
pub(crate) fn cls(c: Cls) -> String {
    match c {
        Cls::Reg(k) => format!("OperandClass::Reg({k})"),
        Cls::Imm(k) => format!("OperandClass::Imm({k})"),
    }
}

/// Rust source for a pattern operand.
pub(crate) fn pat_op(p: PatOp) -> String {
    match p {
        PatOp::Slot(s, c) => format!("PatOperand::Slot {{ slot: {s}, class: {} }}", cls(c)),
        PatOp::Reg(r) => format!("PatOperand::Reg({r})"),
        PatOp::Imm(v) => format!("PatOperand::Imm({v})"),
    }
}

/// Converts kiln-tablegen's records into the record-dump value the model reads
/// (the same shape as `-dump-json`: one object per def with its fields,
/// `!superclasses`, and `!instanceof` lists).
pub fn records_value(rk: &kiln_tablegen::RecordKeeper) -> json::Value {
    use json::Value as V;
    use std::collections::BTreeMap;
    fn conv(i: &kiln_tablegen::Init) -> V {
        use kiln_tablegen::Init as I;
        let obj = |pairs: Vec<(&str, V)>| {
            V::Obj(pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
        };
        match i {
            I::Unset | I::Expr(_) => V::Null,
            I::Bit(b) => V::Int(*b as i64),
            I::Bits(v) | I::List(v) => V::Arr(v.iter().map(conv).collect()),
            I::Int(x) => V::Int(*x),
            I::String(s) | I::Code(s) => V::Str(s.clone()),
            I::Def(n) => obj(vec![
                ("kind", V::Str("def".into())),
                ("def", V::Str(n.clone())),
            ]),
            I::Var(n) => obj(vec![
                ("kind", V::Str("var".into())),
                ("var", V::Str(n.clone())),
            ]),
            I::VarBit(v, k) => {
                let name = match &**v {
                    I::Var(n) | I::Def(n) => n.clone(),
                    other => other.to_string(),
                };
                obj(vec![
                    ("kind", V::Str("varbit".into())),
                    ("var", V::Str(name)),
                    ("index", V::Int(*k as i64)),
                ])
            }
            I::Dag(d) => {
                let args = d
                    .args
                    .iter()
                    .map(|(a, n)| V::Arr(vec![conv(a), n.clone().map(V::Str).unwrap_or(V::Null)]))
                    .collect();
                obj(vec![
                    ("kind", V::Str("dag".into())),
                    ("operator", conv(&d.op)),
                    ("args", V::Arr(args)),
                ])
            }
        }
    }
    let mut root: BTreeMap<String, V> = BTreeMap::new();
    let mut instanceof: BTreeMap<String, Vec<V>> = BTreeMap::new();
    for r in rk.defs() {
        let mut m: BTreeMap<String, V> = BTreeMap::new();
        for f in r.fields() {
            m.insert(f.name.clone(), conv(&f.value));
        }
        let supers: Vec<V> = r
            .superclasses()
            .iter()
            .map(|s| V::Str(s.to_string()))
            .collect();
        for s in r.superclasses() {
            instanceof
                .entry(s.to_string())
                .or_default()
                .push(V::Str(r.name().to_string()));
        }
        m.insert("!superclasses".into(), V::Arr(supers));
        m.insert("!name".into(), V::Str(r.name().to_string()));
        root.insert(r.name().to_string(), V::Obj(m));
    }
    root.insert(
        "!instanceof".into(),
        V::Obj(
            instanceof
                .into_iter()
                .map(|(k, v)| (k, V::Arr(v)))
                .collect(),
        ),
    );
    V::Obj(root)
}

/// Runs every MC backend over kiln-tablegen's records (see [`emit_all`]).
pub fn emit_all_from_records(
    rk: &kiln_tablegen::RecordKeeper,
    target: &str,
) -> Result<Vec<(String, String)>, String> {
    let m = model::build(&records_value(rk), target)?;
    Ok(emit_files(&m, target))
}

/// Builds the model from a record dump.
pub fn model_from_json(json_text: &str, target: &str) -> Result<Model, String> {
    let root = json::parse(json_text)?;
    model::build(&root, target)
}

/// Writes `GenInstrInfo.rs`: opcodes, instruction descriptors, registers, classes.
pub fn emit(m: &Model) -> String {
    let mut o = String::new();
    let _ = writeln!(
        o,
        "// Generated by kiln-tablegen-backends (instr_info) from the {} records. Do not edit.",
        m.target
    );
    let _ = writeln!(o, "/// Opcodes, by instruction record name.\n#[allow(non_upper_case_globals, dead_code)]\npub mod opcodes {{");
    for (k, ins) in m.instrs.iter().enumerate() {
        let _ = writeln!(
            o,
            "    /// `{}`.\n    pub const {}: u16 = {};",
            ins.asm.replace('\t', " "),
            ins.name,
            k
        );
    }
    let _ = writeln!(o, "}}\n");
    let _ = writeln!(
        o,
        "/// Registers by number (0 is no register).\npub static REGS: &[MCRegDesc] = &["
    );
    for r in &m.regs {
        let alts: Vec<String> = r.alts.iter().map(|a| lit(a)).collect();
        let _ = writeln!(
            o,
            "    MCRegDesc {{ name: {}, asm_name: {}, alt_names: &[{}], encoding: {} }},",
            lit(&r.name),
            lit(&r.asm),
            alts.join(", "),
            r.enc
        );
    }
    let _ = writeln!(o, "];\n");
    let _ = writeln!(o, "/// Register classes used by instruction operands.\npub static REG_CLASSES: &[MCRegClassDesc] = &[");
    for (n, mem) in &m.reg_classes {
        let ms: Vec<String> = mem.iter().map(|x| x.to_string()).collect();
        let _ = writeln!(
            o,
            "    MCRegClassDesc {{ name: {}, members: &[{}] }},",
            lit(n),
            ms.join(", ")
        );
    }
    let _ = writeln!(o, "];\n");
    let _ = writeln!(
        o,
        "/// Immediate operand classes.\npub static IMM_CLASSES: &[ImmClassDesc] = &["
    );
    for c in &m.imm_classes {
        let _ = writeln!(
            o,
            "    ImmClassDesc {{ name: {}, match_name: {}, min: {}, max: {}, scale: {}, non_zero: {}, wrap_bits: {}, expr_kind: {}, print_method: {}, encoder_method: {}, decoder_method: {}, parser_method: {}, optional: {}, field_bits: 0, diagnostic: {} }},",
            lit(&c.name), lit(&c.match_name), c.min, c.max, c.scale, c.non_zero, c.wrap_bits, lit(&c.expr_kind),
            lit(&c.print), lit(&c.encoder), lit(&c.decoder), lit(&c.parser), c.optional,
            lit(&c.diagnostic)
        );
    }
    let _ = writeln!(o, "];\n");
    let _ = writeln!(
        o,
        "/// Instruction descriptors by opcode.\npub static INSTRS: &[MCInstrDesc] = &["
    );
    for ins in &m.instrs {
        let ops: Vec<String> = ins
            .ops
            .iter()
            .map(|op| {
                format!(
                    "MCOperandInfo {{ name: {}, class: {}, tied_to: {}, print_method: {}, encoder_method: {}, mi_count: {}, mi_syntax: {} }}",
                    lit(&op.name),
                    cls(op.cls),
                    op.tied,
                    lit(&op.print),
                    lit(&op.encoder),
                    op.mi_count,
                    lit(&op.mi_syntax)
                )
            })
            .collect();
        let flags = if ins.flags.is_empty() {
            "0".to_string()
        } else {
            ins.flags
                .iter()
                .map(|f| format!("flags::{f}"))
                .collect::<Vec<_>>()
                .join(" | ")
        };
        let regs = |v: &[u16]| {
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let _ = writeln!(
            o,
            "    MCInstrDesc {{ name: {}, asm_string: {}, num_defs: {}, operands: &[{}], size: {}, flags: {}, implicit_uses: &[{}], implicit_defs: &[{}], predicate: {}, encoding: {}, decoder_namespace: {}, ts_flags: {:#x} }},",
            lit(&ins.name),
            lit(&ins.asm),
            ins.num_defs,
            ops.join(", "),
            ins.size,
            flags,
            regs(&ins.uses),
            regs(&ins.defs),
            ins.predicate,
            crate::code_emitter::encoding_expr(ins),
            lit(&ins.decoder_ns),
            ins.ts_flags
        );
    }
    let _ = writeln!(o, "];\n");
    let _ = writeln!(
        o,
        "/// The target's MC tables.\npub static TABLES: TargetTables = TargetTables {{ name: {}, instrs: INSTRS, regs: REGS, reg_classes: REG_CLASSES, imm_classes: IMM_CLASSES, aliases: ALIASES, compress_pats: COMPRESS_PATS, features: FEATURES, predicate_fn: predicate_holds, predicate_names: PREDICATE_NAMES, sys_regs: SYS_REGS, match_table: MATCH_TABLE, decode16: DECODE_16, decode32: DECODE_32 }};",
        lit(&m.target)
    );
    o
}

/// Runs every MC backend over a record dump and returns `(file name, source)`
/// pairs: `<T>GenInstrInfo.rs`, `<T>GenAsmWriter.rs`, `<T>GenAsmMatcher.rs`,
/// `<T>GenMCCodeEmitter.rs`, `<T>GenDisassemblerTables.rs`, `<T>GenSubtargetInfo.rs`.
pub fn emit_all(json_text: &str, target: &str) -> Result<Vec<(String, String)>, String> {
    let m = model_from_json(json_text, target)?;
    Ok(emit_files(&m, target))
}

/// The generated files of every MC backend for a model.
pub fn emit_files(m: &Model, target: &str) -> Vec<(String, String)> {
    let m = m.clone();
    vec![
        (format!("{target}GenInstrInfo.rs"), emit(&m)),
        (
            format!("{target}GenAsmWriter.rs"),
            crate::asm_writer::emit(&m),
        ),
        (
            format!("{target}GenAsmMatcher.rs"),
            crate::asm_matcher::emit(&m),
        ),
        (
            format!("{target}GenMCCodeEmitter.rs"),
            crate::code_emitter::emit(&m),
        ),
        (
            format!("{target}GenDisassemblerTables.rs"),
            crate::disassembler::emit(&m),
        ),
        (
            format!("{target}GenSubtargetInfo.rs"),
            crate::subtarget::emit(&m),
        ),
    ]
}

/// The target namespace of a record set: the `Namespace` of its instructions.
pub fn target_namespace(rk: &kiln_tablegen::RecordKeeper) -> Option<String> {
    rk.all_derived_definitions("Instruction")
        .iter()
        .filter_map(|r| r.get_string("Namespace").ok())
        .find(|n| !n.is_empty())
        .map(String::from)
}

/// Runs one MC backend action (`gen-instr-info`, `gen-asm-writer`,
/// `gen-asm-matcher`, `gen-emitter`, `gen-disassembler`, `gen-subtarget`).
pub fn run_mc_action(
    action: &str,
    rk: &kiln_tablegen::RecordKeeper,
) -> Option<Result<String, String>> {
    let which = match action.trim_start_matches('-') {
        "gen-instr-info" => 0,
        "gen-asm-writer" => 1,
        "gen-asm-matcher" => 2,
        "gen-emitter" => 3,
        "gen-disassembler" => 4,
        "gen-subtarget" => 5,
        _ => return None,
    };
    let Some(target) = target_namespace(rk) else {
        return Some(Err(
            "error: no instructions with a Namespace in the records".into(),
        ));
    };
    Some(emit_all_from_records(rk, &target).map(|mut v| v.swap_remove(which).1))
}

/// Whether the model's encodings are complete: every encoded instruction with
/// operands places at least one of them (a record source that loses `Inst{..} =
/// operand` references yields encodings with no operand fields).
pub fn encodings_complete(m: &Model) -> bool {
    m.instrs.iter().all(|i| match &i.encoding {
        Some((_, _, fields)) => i.ops.is_empty() || !fields.is_empty(),
        None => true,
    })
}

/// The build-script entry: runs every MC backend over kiln-tablegen's records and
/// checks that the encodings came through complete (every encoded instruction
/// places its operands).
pub fn emit_for_build(
    rk: &kiln_tablegen::RecordKeeper,
    target: &str,
) -> Result<Vec<(String, String)>, String> {
    let m = model::build(&records_value(rk), target)?;
    if !encodings_complete(&m) {
        return Err("error: instruction encodings have no operand fields (Inst{..} = operand bits were lost)".into());
    }
    Ok(emit_files(&m, target))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    /// The RISC-V description read by kiln-tablegen gives the same MC tables as the
    /// same files read by llvm-tblgen-22 (`-dump-json`, run at test time), and its
    /// encodings are complete (so the build script's fallback is not used).
    #[test]
    fn riscv_tables_from_kiln_records_equal_those_from_llvm_tblgen() {
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
        let td = root.join("targets/riscv/td");
        let includes = vec![root.join("crates/target/td"), td.clone()];
        let rk = kiln_tablegen::RecordKeeper::parse_file(&td.join("RISCV.td"), &includes, &[])
            .expect("kiln-tablegen reads the RISC-V description");
        let m = model::build(&records_value(&rk), "RISCV").expect("model from kiln records");
        assert!(encodings_complete(&m), "kiln-tablegen lost encoding bits");
        assert!(m.instrs.len() > 250 && m.aliases.len() > 60 && m.compress.len() > 30);
        let mut cmd = std::process::Command::new("llvm-tblgen-22");
        cmd.arg("-dump-json");
        for i in &includes {
            cmd.arg("-I").arg(i);
        }
        let out = cmd
            .arg(td.join("RISCV.td"))
            .output()
            .expect("llvm-tblgen-22 must be installed");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let llvm = model_from_json(&String::from_utf8_lossy(&out.stdout), "RISCV")
            .expect("model from llvm-tblgen JSON");
        let (a, b) = (emit_files(&m, "RISCV"), emit_files(&llvm, "RISCV"));
        for ((name, x), (_, y)) in a.iter().zip(b.iter()) {
            let first = x.lines().zip(y.lines()).find(|(p, q)| p != q);
            assert!(
                x == y,
                "{name} differs; first difference:\n kiln: {:?}\n llvm: {:?}",
                first.map(|f| f.0),
                first.map(|f| f.1)
            );
        }
    }

    #[test]
    fn asm_operand_names_in_order() {
        assert_eq!(
            model::asm_operand_names("lw\t$rd, ${imm12}(${rs1})"),
            ["rd", "imm12", "rs1"]
        );
        assert_eq!(
            model::asm_operand_names("fadd.s\t$rd, $rs1, $rs2$frm"),
            ["rd", "rs1", "rs2", "frm"]
        );
    }
}
