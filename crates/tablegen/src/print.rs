//! `-print-records` output, byte for byte as llvm-tblgen prints it.
//!
//! In: an evaluated [`Ctx`]. Out: the text of every class then every def, sorted by name, each
//! record as `class|def NAME<targs> {\t// superclasses` then its fields, then `}`.

use crate::core::{Ctx, FieldKind, InitData, RecId, TyData};

/// Appends one field as `  [field ]type name = value;\n`.
fn print_field(cx: &Ctx, f: &crate::core::RecordVal, semi: bool, out: &mut String) {
    if f.kind == FieldKind::NonconcreteOk {
        out.push_str("field ");
    }
    match cx.tyd(f.ty) {
        TyData::String => {
            if let InitData::Str(_, true) = cx.d(f.value) {
                out.push_str("code");
            } else {
                out.push_str("string");
            }
        }
        _ => out.push_str(&cx.ty_str(f.ty)),
    }
    out.push(' ');
    out.push_str(cx.s(f.name));
    out.push_str(" = ");
    cx.write_init(f.value, out);
    if semi {
        out.push_str(";\n");
    }
}

/// Appends a record (without the leading `class `/`def `) as LLVM's `operator<<` prints it.
pub fn print_record(cx: &Ctx, r: RecId, out: &mut String) {
    let rec = cx.rec(r);
    out.push_str(&cx.unquoted(rec.name));
    if !rec.targs.is_empty() {
        out.push('<');
        for (k, &ta) in rec.targs.iter().enumerate() {
            if k > 0 {
                out.push_str(", ");
            }
            if let Some(f) = rec.field(ta) {
                print_field(cx, f, false, out);
            }
        }
        out.push('>');
    }
    out.push_str(" {");
    if !rec.supers.is_empty() {
        out.push_str("\t//");
        for &sc in &rec.supers {
            out.push(' ');
            out.push_str(&cx.rec_name_str(sc));
        }
    }
    out.push('\n');
    for pass in [true, false] {
        for f in &rec.values {
            if (f.kind == FieldKind::NonconcreteOk) == pass && f.kind != FieldKind::TemplateArg {
                out.push_str("  ");
                print_field(cx, f, true, out);
            }
        }
    }
    out.push_str("}\n");
}

/// Names and ids sorted by name.
pub fn sorted(cx: &Ctx, m: &crate::core::HashMap<crate::core::StrId, RecId>) -> Vec<RecId> {
    let mut v: Vec<(&str, RecId)> = m.iter().map(|(&n, &r)| (cx.s(n), r)).collect();
    v.sort_unstable_by(|a, b| a.0.cmp(b.0));
    v.into_iter().map(|x| x.1).collect()
}

/// The whole `-print-records` output.
pub fn print_records(cx: &Ctx) -> String {
    let mut out = String::with_capacity(1 << 20);
    out.push_str("------------- Classes -----------------\n");
    for r in sorted(cx, &cx.classes) {
        out.push_str("class ");
        print_record(cx, r, &mut out);
    }
    out.push_str("------------- Defs -----------------\n");
    for r in sorted(cx, &cx.defs) {
        out.push_str("def ");
        print_record(cx, r, &mut out);
    }
    out
}

fn loc_str(sm: &kiln_support::SourceMgr, l: kiln_support::SourceLoc) -> String {
    let name = sm.name(l.file);
    let base = name.rsplit('/').next().unwrap_or(name);
    format!("{}:{}", base, sm.line_col(l).0)
}

fn detailed_body(cx: &Ctx, sm: &kiln_support::SourceMgr, r: RecId, out: &mut String) {
    let rec = cx.rec(r);
    if rec.supers.is_empty() {
        out.push_str("  Superclasses: (none)\n");
    } else {
        let direct = cx.direct_supers(r);
        out.push_str("  Superclasses:");
        for &sc in &rec.supers {
            if direct.contains(&sc) {
                out.push_str(&format!(" {}", cx.rec_name_str(sc)));
            } else {
                out.push_str(&format!(" ({})", cx.rec_name_str(sc)));
            }
        }
        out.push('\n');
    }
    if rec.values.is_empty() {
        out.push_str("  Fields: (none)\n");
        return;
    }
    out.push_str("  Fields:\n");
    for f in &rec.values {
        if f.kind == FieldKind::TemplateArg {
            continue;
        }
        out.push_str("    ");
        print_field(cx, f, false, out);
        out.push_str(&format!("  |{}|\n", loc_str(sm, f.loc)));
    }
}

/// The `-print-detailed-records` text: globals, classes and defs with source locations.
/// LLVM's closing allocation statistics describe its own memory pools and are not reproduced.
pub fn print_detailed(cx: &Ctx, sm: &kiln_support::SourceMgr, input: &str) -> String {
    let heading = |out: &mut String, title: &str, n: usize| {
        out.push_str(&format!(
            "\n-------------------- {title} ({n}) --------------------\n"
        ));
    };
    let mut out = format!("DETAILED RECORDS for file {input}\n");
    let mut globals: Vec<(&str, crate::core::InitId)> =
        cx.globals.iter().map(|(&n, &v)| (cx.s(n), v)).collect();
    globals.sort_unstable_by(|a, b| a.0.cmp(b.0));
    heading(&mut out, "Global Variables", globals.len());
    out.push('\n');
    for (n, v) in globals {
        out.push_str(n);
        out.push_str(" = ");
        cx.write_init(v, &mut out);
        out.push('\n');
    }
    let classes = sorted(cx, &cx.classes);
    heading(&mut out, "Classes", classes.len());
    for r in classes {
        let rec = cx.rec(r);
        out.push_str(&format!(
            "\n{}  |{}|\n",
            cx.rec_name_str(r),
            loc_str(sm, rec.loc())
        ));
        if rec.targs.is_empty() {
            out.push_str("  Template args: (none)\n");
        } else {
            out.push_str("  Template args:\n");
            for &ta in &rec.targs {
                if let Some(f) = rec.field(ta) {
                    out.push_str("    ");
                    print_field(cx, f, false, &mut out);
                    out.push_str(&format!("  |{}|\n", loc_str(sm, f.loc)));
                }
            }
        }
        detailed_body(cx, sm, r, &mut out);
    }
    let defs = sorted(cx, &cx.defs);
    heading(&mut out, "Records", defs.len());
    for r in defs {
        let rec = cx.rec(r);
        let name = cx.rec_name_str(r);
        out.push_str(&format!(
            "\n{}  |{}|\n",
            if name.is_empty() { "\"\"" } else { &name },
            loc_str(sm, rec.loc())
        ));
        if rec.locs.len() >= 2 {
            out.push_str("  Defm sequence:");
            for &l in rec.locs.iter().rev() {
                out.push_str(&format!(" |{}|", loc_str(sm, l)));
            }
            out.push('\n');
        }
        detailed_body(cx, sm, r, &mut out);
    }
    out.push_str("\n-------------------- Memory Allocation Stats --------------------\n");
    out
}
