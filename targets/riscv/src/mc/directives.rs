//! RISC-V's assembler directives (LLVM's `RISCVAsmParser::ParseDirective`): `.option`
//! (push, pop, rvc, norvc, relax, norelax, pic, nopic, arch) and `.attribute`, plus the
//! ISA-string reading both share.
//!
//! In: the generic parser positioned after the directive's name, through its public token
//! API. Out: changed assembler options (features, PIC) and streamer calls (the directive
//! echoed to the assembly streamer, `.attribute` values for the `.riscv.attributes`
//! section).

use kiln_mc::asm_lexer::Tok;
use kiln_mc::asm_parser::{AsmParser, PResult};
use kiln_mc::feature_set::FeatureSet;
use kiln_mc::streamer::MCStreamer;

/// The `.riscv.attributes` section type (`SHT_RISCV_ATTRIBUTES`).
pub const SHT_RISCV_ATTRIBUTES: u32 = 0x7000_0003;

/// Parses RISC-V directive `d`, or returns `None` when it is not one.
pub fn parse_directive(
    d: &str,
    p: &mut AsmParser<'_>,
    out: &mut dyn MCStreamer,
) -> Option<PResult<()>> {
    match d {
        ".option" => Some(option(p, out)),
        ".attribute" => Some(attribute(p, out)),
        _ => None,
    }
}

/// `.option <name>` and `.option arch, +ext, -ext...`.
fn option(p: &mut AsmParser<'_>, out: &mut dyn MCStreamer) -> PResult<()> {
    let ooff = p.off();
    let start = p.token_index();
    let Tok::Ident(o) = p.bump() else {
        return Err((ooff, "expected identifier".into()));
    };
    let t = p.target().tables();
    let with = |p: &AsmParser<'_>, change: &str| {
        t.parse_features(p.features(), change)
            .unwrap_or(p.features())
    };
    match o.as_str() {
        "push" => p.push_options(),
        "pop" => {
            if !p.pop_options() {
                return Err((ooff, ".option pop with no .option push".to_string()));
            }
        }
        "rvc" => p.set_features(with(p, "+c")),
        "norvc" => p.set_features(with(p, "-c,-zca,-zcd,-zcf")),
        "relax" => p.set_features(with(p, "+relax")),
        "norelax" => p.set_features(with(p, "-relax")),
        "pic" => p.set_pic(true),
        "nopic" => p.set_pic(false),
        "arch" => {
            p.expect_punct(",", "',' after .option arch")?;
            loop {
                let aoff = p.off();
                let sign = if p.eat_punct("+") {
                    "+"
                } else if p.eat_punct("-") {
                    "-"
                } else {
                    ""
                };
                let Tok::Ident(ext) = p.bump() else {
                    return Err((aoff, "expected extension name".into()));
                };
                if sign.is_empty() {
                    let f = arch_string(p, &ext, aoff)?;
                    p.set_features(f);
                } else {
                    let name = ext
                        .split(|c: char| c.is_ascii_digit())
                        .next()
                        .unwrap_or(&ext)
                        .to_string();
                    let f = t
                        .parse_features(p.features(), &format!("{sign}{name}"))
                        .map_err(|_| (aoff, format!("unknown extension '{ext}'")))?;
                    p.set_features(f);
                }
                if !p.eat_punct(",") {
                    break;
                }
            }
        }
        _ => return Err((
            ooff,
            "unknown option, expected 'push', 'pop', 'rvc', 'norvc', 'arch', 'relax' or 'norelax'"
                .into(),
        )),
    }
    p.expect_eol()?;
    // The assembly streamer prints the directive back (`.option\tarch, +zcd`).
    let mut text = String::from(".option\t");
    for t in p.tokens_since(start) {
        match &t.tok {
            Tok::Ident(x) => text.push_str(x),
            Tok::Punct(",") => text.push_str(", "),
            Tok::Punct(s) => text.push_str(s),
            _ => {}
        }
    }
    out.emit_raw_directive(&text);
    Ok(())
}

/// Feature bits from an ISA string (`rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0`).
fn arch_string(p: &AsmParser<'_>, s: &str, off: u32) -> PResult<FeatureSet> {
    let t = p.target().tables();
    let lower = s.to_ascii_lowercase();
    let rest = if let Some(r) = lower.strip_prefix("rv64") {
        r
    } else if let Some(r) = lower.strip_prefix("rv32") {
        r
    } else {
        return Err((
            off,
            "invalid arch name, string must begin with rv32{i,e,g} or rv64{i,e,g}".into(),
        ));
    };
    let mut f = FeatureSet::default();
    if lower.starts_with("rv64") {
        f = t.parse_features(f, "+64bit").unwrap_or(f);
    }
    // Keep non-ISA features (relax).
    if let Some(b) = t.feature_index("relax") {
        if p.features().contains(b) {
            f.insert(b);
        }
    }
    let mut exts: Vec<String> = Vec::new();
    let mut parts = rest.split('_');
    let first = parts.next().unwrap_or("");
    // Single-letter extensions run together in the first part: i2p1 m2p0 or imafdc.
    let mut chars = first.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() || c == 'p' && chars.peek().is_some_and(|d| d.is_ascii_digit()) {
            continue;
        }
        if c == 'g' {
            exts.extend(["i", "m", "a", "f", "d", "zicsr", "zifencei"].map(String::from));
        } else {
            exts.push(c.to_string());
        }
    }
    for part in parts {
        let name: String = part
            .trim_end_matches(|c: char| c.is_ascii_digit() || c == 'p')
            .to_string();
        let name = if name.is_empty() {
            part.to_string()
        } else {
            name
        };
        if name.len() == 1 {
            exts.push(name);
        } else {
            let mut cs = name.chars();
            let head = cs.next().unwrap_or('z');
            if head.is_ascii_alphabetic()
                && name.len() > 1
                && !name.starts_with('z')
                && !name.starts_with('x')
                && !name.starts_with('s')
            {
                // Several single letters in one part: m2p0 handled above; "mafdc".
                for c in name.chars() {
                    exts.push(c.to_string());
                }
            } else {
                exts.push(name);
            }
        }
    }
    for e in exts {
        if e == "i" || e == "e" {
            continue;
        }
        if t.feature_index(&e).is_some() {
            f = t.parse_features(f, &format!("+{e}")).unwrap_or(f);
        }
    }
    Ok(f)
}

/// `.attribute <tag name or number>, <integer or string>`.
fn attribute(p: &mut AsmParser<'_>, out: &mut dyn MCStreamer) -> PResult<()> {
    let toff = p.off();
    let tag = match p.peek().clone() {
        Tok::Ident(n) => {
            p.bump();
            let n = n.to_ascii_lowercase();
            let n = n.strip_prefix("tag_riscv_").unwrap_or(&n).to_string();
            match n.as_str() {
                "stack_align" => 4,
                "arch" => 5,
                "unaligned_access" => 6,
                "priv_spec" => 8,
                "priv_spec_minor" => 10,
                "priv_spec_revision" => 12,
                "atomic_abi" => 14,
                "x3_reg_usage" => 16,
                _ => return Err((toff, "attribute name not recognised: ".to_string() + &n)),
            }
        }
        _ => p.abs_expr(out)? as u64,
    };
    p.expect_punct(",", "comma")?;
    let voff = p.off();
    match p.peek().clone() {
        Tok::Str(s) => {
            p.bump();
            let s = String::from_utf8_lossy(&s).to_string();
            if tag == 5 {
                // The arch attribute also sets the assembler's features, as llvm-mc does.
                let f = arch_string(p, &s, voff)?;
                p.set_features(f);
            }
            out.emit_attribute(tag, None, Some(&s));
        }
        _ => {
            if tag == 5 {
                return Err((voff, "expected string constant".into()));
            }
            let v = p.abs_expr(out)?;
            out.emit_attribute(tag, Some(v as u64), None);
        }
    }
    p.expect_eol()
}
