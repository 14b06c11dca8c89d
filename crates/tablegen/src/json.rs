//! `-dump-json` output, the same JSON value as llvm-tblgen's JSON backend writes.
//!
//! In: an evaluated [`Ctx`] and its source manager (for `!locs`). Out: one JSON object with every
//! def, `!instanceof` lists for every class, and `!tablegen_json_version`.

use crate::core::{Ctx, FieldKind, InitData, InitId, RecKind};
use kiln_support::SourceMgr;
use std::collections::BTreeMap;
use std::fmt::Write;

fn esc(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

fn value(cx: &Ctx, i: InitId, out: &mut String) {
    match cx.d(i) {
        InitData::Unset => out.push_str("null"),
        InitData::Bit(b) => out.push_str(if *b { "1" } else { "0" }),
        InitData::Bits(bs) => {
            out.push('[');
            for (k, &b) in bs.iter().enumerate() {
                if k > 0 {
                    out.push(',');
                }
                value(cx, b, out);
            }
            out.push(']');
        }
        InitData::Int(v) => {
            let _ = write!(out, "{v}");
        }
        InitData::Str(s, _) => esc(cx.s(*s), out),
        InitData::List(v, _) => {
            out.push('[');
            for (k, &b) in v.iter().enumerate() {
                if k > 0 {
                    out.push(',');
                }
                value(cx, b, out);
            }
            out.push(']');
        }
        d => {
            out.push_str("{\"printable\":");
            esc(&cx.repr(i), out);
            match d {
                InitData::Def(r) => {
                    out.push_str(",\"kind\":\"def\",\"def\":");
                    esc(&cx.rec_name_str(*r), out);
                }
                InitData::Var(n, _) => {
                    out.push_str(",\"kind\":\"var\",\"var\":");
                    esc(cx.s(*n), out);
                }
                InitData::VarBit(v, k) if matches!(cx.d(*v), InitData::Var(..)) => {
                    let InitData::Var(n, _) = cx.d(*v) else {
                        unreachable!("checked")
                    };
                    out.push_str(",\"kind\":\"varbit\",\"var\":");
                    esc(cx.s(*n), out);
                    let _ = write!(out, ",\"index\":{k}");
                }
                InitData::Dag(op, on, args) => {
                    out.push_str(",\"kind\":\"dag\",\"operator\":");
                    value(cx, *op, out);
                    if let Some(n) = on {
                        out.push_str(",\"name\":");
                        esc(cx.s(*n), out);
                    }
                    out.push_str(",\"args\":[");
                    for (k, &(a, n)) in args.iter().enumerate() {
                        if k > 0 {
                            out.push(',');
                        }
                        out.push('[');
                        value(cx, a, out);
                        out.push(',');
                        match n {
                            Some(n) => esc(cx.s(n), out),
                            None => out.push_str("null"),
                        }
                        out.push(']');
                    }
                    out.push(']');
                }
                _ => out.push_str(",\"kind\":\"complex\""),
            }
            out.push('}');
        }
    }
}

/// The whole `-dump-json` text.
pub fn dump_json(cx: &Ctx, sm: &SourceMgr) -> String {
    let mut out = String::with_capacity(1 << 20);
    let mut inst: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for r in crate::print::sorted(cx, &cx.classes) {
        inst.insert(cx.rec_name_str(r), Vec::new());
    }
    out.push_str("{\"!tablegen_json_version\":1");
    for r in crate::print::sorted(cx, &cx.defs) {
        let rec = cx.rec(r);
        let name = cx.rec_name_str(r);
        out.push(',');
        esc(&name, &mut out);
        out.push_str(":{");
        let mut fields = Vec::new();
        for f in &rec.values {
            if f.kind == FieldKind::TemplateArg {
                continue;
            }
            if f.kind == FieldKind::NonconcreteOk {
                fields.push(cx.s(f.name));
            }
            esc(cx.s(f.name), &mut out);
            out.push(':');
            value(cx, f.value, &mut out);
            out.push(',');
        }
        {
            out.push_str("\"!fields\":[");
            for (k, f) in fields.iter().enumerate() {
                if k > 0 {
                    out.push(',');
                }
                esc(f, &mut out);
            }
            out.push_str("],");
        }
        out.push_str("\"!superclasses\":[");
        for (k, &s) in rec.supers.iter().enumerate() {
            if k > 0 {
                out.push(',');
            }
            let sn = cx.rec_name_str(s);
            esc(&sn, &mut out);
            inst.entry(sn).or_default().push(name.clone());
        }
        out.push_str("],\"!name\":");
        esc(&name, &mut out);
        let _ = write!(
            out,
            ",\"!anonymous\":{}",
            if rec.kind == RecKind::AnonDef {
                "true"
            } else {
                "false"
            }
        );
        out.push_str(",\"!locs\":[");
        for (k, &l) in rec.locs.iter().enumerate() {
            if k > 0 {
                out.push(',');
            }
            let (line, _) = sm.line_col(l);
            let name = sm.name(l.file);
            let base = name.rsplit('/').next().unwrap_or(name);
            esc(&format!("{base}:{line}"), &mut out);
        }
        out.push_str("]}");
    }
    out.push_str(",\"!instanceof\":{");
    for (k, (c, v)) in inst.iter().enumerate() {
        if k > 0 {
            out.push(',');
        }
        esc(c, &mut out);
        out.push_str(":[");
        for (j, d) in v.iter().enumerate() {
            if j > 0 {
                out.push(',');
            }
            esc(d, &mut out);
        }
        out.push(']');
    }
    out.push_str("}}\n");
    out
}
