//! The calling-convention backend (LLVM's `-gen-callingconv`).
//!
//! In: the `CallingConv` records of kiln's `TargetCallingConv.td` schema (each a list of
//! actions: `CCIfType`, `CCIfVarArg`, `CCIfNotVarArg`, `CCIfByVal`, `CCIfSRet`, `CCIfSplit`,
//! `CCIfConsecutiveRegs`, `CCPromoteToType`, `CCBitConvertToType`, `CCAssignToReg`,
//! `CCAssignToRegBlock`, `CCAssignToStack`,
//! `CCCustom`, `CCDelegateTo`). Out: `<T>GenCallingConv.rs`, one
//! `pub const CC_NAME: &[CCRule]` table per named convention, which
//! `kiln_codegen::calling_conv::CCState::analyze` walks. The generated file is meant to be
//! `include!`d into the target crate: registers are written as
//! `crate::register_info::regs::NAME`; `CCRule`, `ArgFlags`, `MVT` and the `CCCustom`
//! functions by their bare names, so the including module must have them in scope.

use kiln_tablegen::{Init, Record, RecordKeeper};
use std::fmt::Write;

/// The names of the schema's action classes, most derived first where it matters.
const PREDICATES: &[(&str, &str)] = &[("CCIfVarArg", "IfVarArg"), ("CCIfNotVarArg", "IfNotVarArg")];

/// Flag predicates: the class and the `ArgFlags` constant it tests.
const FLAG_PREDICATES: &[(&str, &str)] = &[
    ("CCIfByVal", "BYVAL"),
    ("CCIfSRet", "SRET"),
    ("CCIfSplit", "SPLIT"),
    ("CCIfConsecutiveRegs", "IN_CONSECUTIVE_REGS"),
];

fn located(rec: &Record, msg: &str) -> String {
    let loc = rec.loc();
    if loc.is_empty() {
        format!("error: {msg}")
    } else {
        format!("{loc}: error: {msg}")
    }
}

/// Emits one action (a record derived from `CCAction`) as a `CCRule` expression.
fn emit_action(
    rk: &RecordKeeper,
    cc: &Record,
    action: &Init,
    depth: u32,
) -> Result<String, String> {
    if depth > 64 {
        return Err(located(cc, "calling-convention actions nest too deeply"));
    }
    let Init::Def(name) = action else {
        return Err(located(
            cc,
            &format!("a calling-convention action must be a CCAction record, not {action}"),
        ));
    };
    let rec = rk
        .def(name)
        .ok_or_else(|| located(cc, &format!("no record named '{name}'")))?;
    let err = |e: String| located(rec, &e);
    let sub = |field: &str| -> Result<String, String> {
        let a = rec
            .value(field)
            .ok_or_else(|| err(format!("no field '{field}'")))?;
        emit_action(rk, cc, a, depth + 1)
    };
    let mvt = |field: &str| -> Result<String, String> {
        let vt = rec.get_def(field).map_err(err)?;
        Ok(format!("MVT::{vt}"))
    };
    if rec.is_subclass_of("CCIfType") {
        let vts = rec.get_list_of_defs("VTs").map_err(err)?;
        let vts: Vec<String> = vts.iter().map(|v| format!("MVT::{v}")).collect();
        return Ok(format!(
            "CCRule::IfType(&[{}], &[{}])",
            vts.join(", "),
            sub("SubAction")?
        ));
    }
    for (class, variant) in PREDICATES {
        if rec.is_subclass_of(class) {
            return Ok(format!("CCRule::{variant}(&[{}])", sub("SubAction")?));
        }
    }
    for (class, flag) in FLAG_PREDICATES {
        if rec.is_subclass_of(class) {
            return Ok(format!(
                "CCRule::IfFlags(ArgFlags::{flag}, &[{}])",
                sub("SubAction")?
            ));
        }
    }
    if rec.is_subclass_of("CCPromoteToType") {
        return Ok(format!("CCRule::PromoteToType({})", mvt("DestTy")?));
    }
    if rec.is_subclass_of("CCBitConvertToType") {
        return Ok(format!("CCRule::BitConvertToType({})", mvt("DestTy")?));
    }
    let reg_list = |field: &str| -> Result<String, String> {
        let regs = rec.get_list_of_defs(field).map_err(err)?;
        let regs: Vec<String> = regs
            .iter()
            .map(|r| format!("crate::register_info::regs::{r}"))
            .collect();
        Ok(format!("&[{}]", regs.join(", ")))
    };
    if rec.is_subclass_of("CCAssignToRegWithShadow") {
        let n = rec.get_list("RegList").map_err(err)?.len();
        if n == 0 || rec.get_list("ShadowRegList").map_err(err)?.len() != n {
            return Err(err(
                "CCAssignToRegWithShadow needs registers and as many shadow registers".into(),
            ));
        }
        return Ok(format!(
            "CCRule::AssignToRegWithShadow({}, {})",
            reg_list("RegList")?,
            reg_list("ShadowRegList")?
        ));
    }
    if rec.is_subclass_of("CCAssignToRegBlock") {
        if rec.get_list("RegList").map_err(err)?.is_empty() {
            return Err(err("CCAssignToRegBlock needs at least one register".into()));
        }
        let exhaust = rec.get_bit("Exhaust").map_err(err)?;
        return Ok(format!(
            "CCRule::AssignToRegBlock({}, {exhaust})",
            reg_list("RegList")?
        ));
    }
    if rec.is_subclass_of("CCAssignToReg") {
        if rec.get_list("RegList").map_err(err)?.is_empty() {
            return Err(err("CCAssignToReg needs at least one register".into()));
        }
        return Ok(format!("CCRule::AssignToReg({})", reg_list("RegList")?));
    }
    if rec.is_subclass_of("CCAssignToStack") {
        let size = rec.get_int("Size").map_err(err)?;
        let align = rec.get_int("Align").map_err(err)?;
        if !(0..=u32::MAX as i64).contains(&size) || !(0..=u32::MAX as i64).contains(&align) {
            return Err(err(format!(
                "CCAssignToStack<{size}, {align}>: size and alignment must be non-negative"
            )));
        }
        if align != 0 && (align as u64).count_ones() != 1 {
            return Err(err(format!(
                "CCAssignToStack alignment {align} is not a power of two"
            )));
        }
        return Ok(format!("CCRule::AssignToStack({size}, {align})"));
    }
    if rec.is_subclass_of("CCCustom") {
        let f = rec.get_string("FuncName").map_err(err)?;
        let is_ident = !f.is_empty()
            && !f.starts_with(|c: char| c.is_ascii_digit())
            && f.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !is_ident {
            return Err(err(format!("CCCustom<\"{f}\">: not a Rust function name")));
        }
        return Ok(format!("CCRule::Custom({f})"));
    }
    if rec.is_subclass_of("CCDelegateTo") {
        let to = rec.get_def("CC").map_err(err)?;
        let target = rk
            .def(to)
            .ok_or_else(|| err(format!("no calling convention named '{to}'")))?;
        if target.is_anonymous() {
            return Err(err("CCDelegateTo needs a named calling convention".into()));
        }
        return Ok(format!("CCRule::DelegateTo({to})"));
    }
    Err(err(format!(
        "'{name}' is not a calling-convention action kiln knows (classes: {})",
        rec.superclasses().join(", ")
    )))
}

/// Writes the rule tables of every named `CallingConv` record, for target `target`.
pub fn emit(rk: &RecordKeeper, target: &str) -> Result<String, String> {
    let mut o = String::new();
    let _ = writeln!(
        o,
        "// Generated by kiln-tablegen-backends (calling conventions) from the {target} records. Do not edit.\n"
    );
    let mut ccs: Vec<&Record> = rk
        .all_derived_definitions("CallingConv")
        .into_iter()
        .filter(|r| !r.is_anonymous())
        .collect();
    ccs.sort_by(|a, b| a.name().cmp(b.name()));
    for cc in ccs {
        let actions = cc.get_list("Actions").map_err(|e| located(cc, &e))?;
        let mut rules = Vec::with_capacity(actions.len());
        for a in actions {
            rules.push(emit_action(rk, cc, a, 0)?);
        }
        let _ = writeln!(
            o,
            "/// The `{}` calling convention (from {}).\n#[allow(non_upper_case_globals, dead_code)]\npub const {}: &[CCRule] = &[",
            cc.name(),
            cc.loc(),
            cc.name()
        );
        for r in rules {
            let _ = writeln!(o, "    {r},");
        }
        let _ = writeln!(o, "];\n");
    }
    Ok(o)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn records(src: &str) -> RecordKeeper {
        let schema = concat!(env!("CARGO_MANIFEST_DIR"), "/../target/td");
        let text = format!("include \"Target.td\"\n{src}");
        RecordKeeper::parse_str("test.td", &text, &[std::path::PathBuf::from(schema)], &[])
            .unwrap_or_else(|e| panic!("test input must parse: {e}"))
    }

    const REGS: &str = r#"
        class R<string n, bits<16> enc> : Register<n> { let Namespace = "T"; let HWEncoding = enc; }
        def A0 : R<"a0", 10>;
        def A1 : R<"a1", 11>;
        def F0 : R<"f0", 32>;
    "#;

    #[test]
    fn emits_nested_predicates_in_order() {
        let rk = records(&format!(
            "{REGS}
            def CC_Inner : CallingConv<[CCAssignToStack<8, 8>]>;
            def CC_T : CallingConv<[
              CCIfType<[i8, i16, i32], CCPromoteToType<i64>>,
              CCIfVarArg<CCIfType<[f64], CCBitConvertToType<i64>>>,
              CCIfType<[f64], CCAssignToReg<[F0]>>,
              CCIfByVal<CCCustom<\"place_byval\">>,
              CCIfConsecutiveRegs<CCAssignToRegBlock<[A0, A1], 1>>,
              CCIfType<[i64], CCAssignToReg<[A0, A1]>>,
              CCDelegateTo<CC_Inner>
            ]>;"
        ));
        let out = emit(&rk, "T").expect("valid conventions emit");
        let body = out
            .split("pub const CC_T: &[CCRule] = &[")
            .nth(1)
            .expect("CC_T is emitted");
        let lines: Vec<&str> = body.lines().skip(1).take(7).map(str::trim).collect();
        assert_eq!(
            lines,
            [
                "CCRule::IfType(&[MVT::i8, MVT::i16, MVT::i32], &[CCRule::PromoteToType(MVT::i64)]),",
                "CCRule::IfVarArg(&[CCRule::IfType(&[MVT::f64], &[CCRule::BitConvertToType(MVT::i64)])]),",
                "CCRule::IfType(&[MVT::f64], &[CCRule::AssignToReg(&[crate::register_info::regs::F0])]),",
                "CCRule::IfFlags(ArgFlags::BYVAL, &[CCRule::Custom(place_byval)]),",
                "CCRule::IfFlags(ArgFlags::IN_CONSECUTIVE_REGS, &[CCRule::AssignToRegBlock(&[crate::register_info::regs::A0, crate::register_info::regs::A1], true)]),",
                "CCRule::IfType(&[MVT::i64], &[CCRule::AssignToReg(&[crate::register_info::regs::A0, crate::register_info::regs::A1])]),",
                "CCRule::DelegateTo(CC_Inner),",
            ]
        );
        assert!(out
            .contains("pub const CC_Inner: &[CCRule] = &[\n    CCRule::AssignToStack(8, 8),\n];"));
    }

    #[test]
    fn bad_actions_are_located_errors() {
        for (src, want) in [
            (
                "def CC_T : CallingConv<[CCAssignToStack<8, 3>]>;",
                "not a power of two",
            ),
            (
                "def CC_T : CallingConv<[CCCustom<\"not a name\">]>;",
                "not a Rust function name",
            ),
            (
                "def CC_T : CallingConv<[CCAssignToReg<[]>]>;",
                "at least one register",
            ),
            (
                "def X : CCAction; def CC_T : CallingConv<[X]>;",
                "not a calling-convention action",
            ),
        ] {
            let rk = records(&format!("{REGS}{src}"));
            let e = emit(&rk, "T").expect_err(src);
            assert!(e.contains(want), "{src}: {e}");
            assert!(e.contains("test.td:"), "{src}: error is not located: {e}");
        }
    }
}
