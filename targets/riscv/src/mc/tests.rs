//! Tests of the RISC-V MC layer against LLVM 22's tools, run at test time.
//!
//! In: the generated tables. Out: assertions that kiln's `-show-encoding` output
//! equals llvm-mc-22's for every instruction and alias over operands at the edges
//! of their fields, that kiln decodes what llvm-mc-22 assembled to what
//! llvm-objdump-22 shows, and that malformed assembly gets located errors.

use super::*;
use kiln_mc::asm_parser::AsmParser;
use kiln_mc::asm_streamer::AsmStreamer;
use kiln_mc::instr_desc::{PatOperand, ALIAS_BASE};
use kiln_support::SourceMgr;
use std::io::Write;
use std::process::{Command, Stdio};

const MATTR: &str = "+m,+a,+f,+d,+c";

/// Runs a tool with `input` on stdin; returns (stdout, stderr).
fn run_tool(tool: &str, args: &[&str], input: &str) -> (String, String) {
    let mut child = Command::new(tool)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{tool} must be installed for this test: {e}"));
    let mut stdin = child.stdin.take().expect("invariant: stdin was piped");
    let text = input.to_string();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(text.as_bytes());
    });
    let out = child.wait_with_output().expect("invariant: tool ran");
    writer.join().expect("invariant: writer thread");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// kiln's `-show-encoding` output for `src` (what the kiln-mc command prints).
fn kiln_show_encoding(src: &str, features: FeatureSet) -> (String, Vec<String>) {
    let mut sm = SourceMgr::new();
    let f = sm.add_buffer("<stdin>", src.to_string());
    let mut st = AsmStreamer::new(&RISCV_MC, true);
    let mut p = AsmParser::new(&sm, f, &RISCV_MC, features);
    p.run(&mut st);
    let errs = p.diags.iter().map(|d| sm.render(d)).collect();
    (st.out, errs)
}

/// Assembly text for the operands of `asm` (an assembly string), using `pick` to
/// spell each named operand.
fn instantiate(asm: &str, pick: &mut dyn FnMut(&str) -> String) -> String {
    let (mn, rest) = match asm.find(['\t', ' ']) {
        Some(p) => (&asm[..p], &asm[p + 1..]),
        None => (asm, ""),
    };
    let mut out = format!("{mn} ");
    let b = rest.as_bytes();
    let mut k = 0;
    while k < b.len() {
        if b[k] == b'$' {
            let (name, next) = kiln_mc::inst_printer::operand_ref(rest, k + 1);
            let v = pick(name);
            // An optional operand written right after another one needs its comma.
            if !v.is_empty() && k > 0 && b[k - 1] != b' ' && b[k - 1] != b'(' && b[k - 1] != b',' {
                out.push_str(", ");
            }
            out.push_str(&v);
            k = next;
        } else {
            out.push(b[k] as char);
            k += 1;
        }
    }
    out
}

/// Spellings of an immediate class's edge values.
fn imm_values(c: &kiln_mc::instr_desc::ImmClassDesc, rv64: bool) -> Vec<String> {
    let mut v: Vec<String> = Vec::new();
    match c.match_name {
        "CSRSystemRegister" => {
            return [
                "0", "4095", "fflags", "frm", "fcsr", "cycle", "mstatus", "291",
            ]
            .map(String::from)
            .to_vec()
        }
        "FenceArg" => return ["iorw", "rw", "w", "i", "or"].map(String::from).to_vec(),
        "FRMArg" | "FRMArgLegacy" => {
            return ["", "rne", "rtz", "rdn", "rup", "rmm", "dyn"]
                .map(String::from)
                .to_vec()
        }
        "ImmXLenLI" => {
            let mut l: Vec<&str> = vec![
                "0",
                "-1",
                "2047",
                "-2048",
                "4096",
                "0x7fffffff",
                "-2147483648",
                "0x12345",
                "0xfff",
            ];
            if rv64 {
                l.extend([
                    "0x80000000",
                    "0x123456789abcdef0",
                    "-9223372036854775808",
                    "0xffffffff",
                    "0x100000000",
                    "0x7fffffffffffffff",
                ]);
            }
            return l.into_iter().map(String::from).collect();
        }
        "BareSymbol" | "CallSymbol" => return vec!["foo".into(), "foo+8".into()],
        "TPRelAddSymbol" => return vec!["%tprel_add(foo)".into()],
        "CLUIImm" => return ["1", "31", "0xfffe0", "0xfffff"].map(String::from).to_vec(),
        _ => {}
    }
    let max = if c.match_name.starts_with("UImmLog2XLen") && !rv64 {
        31
    } else {
        c.max
    };
    for x in [
        c.min,
        max,
        0,
        -c.scale,
        c.scale,
        c.min / 2 / c.scale * c.scale,
    ] {
        if x >= c.min
            && x <= max
            && x % c.scale == 0
            && !(c.non_zero && x == 0)
            && !v.contains(&x.to_string())
        {
            v.push(x.to_string());
        }
    }
    match c.expr_kind {
        "lo" => v.extend(["%lo(foo)", "%pcrel_lo(foo)", "%tprel_lo(foo)"].map(String::from)),
        "hi" => v.extend(["%hi(foo)", "%tprel_hi(foo)"].map(String::from)),
        "pcrel_hi" => v.extend(["%pcrel_hi(foo)", "%got_pcrel_hi(foo)"].map(String::from)),
        "branch" | "jal" | "cbranch" | "cjump" => v.push("foo".into()),
        _ => {}
    }
    v
}

/// Assembly lines that exercise every instruction and alias whose predicate holds.
fn edge_lines(features: FeatureSet, rv64: bool) -> Vec<String> {
    let t = &tables::TABLES;
    let mut lines = Vec::new();
    for &(_, cand) in t.match_table {
        let (asm, pred, classes): (&str, u16, Vec<(String, OperandClass)>) = if cand >= ALIAS_BASE {
            let a = &t.aliases[(cand - ALIAS_BASE) as usize];
            let names = kiln_mc::inst_printer::asm_operand_names(a.asm_string);
            let cls = names
                .iter()
                .enumerate()
                .filter_map(|(k, n)| {
                    a.result.iter().find_map(|p| match *p {
                        PatOperand::Slot { slot, class } if slot as usize == k => {
                            Some((n.to_string(), class))
                        }
                        _ => None,
                    })
                })
                .collect();
            (
                a.asm_string,
                a.predicate.max(t.instrs[a.opcode as usize].predicate),
                cls,
            )
        } else {
            let d = &t.instrs[cand as usize];
            let cls = d
                .operands
                .iter()
                .map(|o| (o.name.to_string(), o.class))
                .collect();
            (d.asm_string, d.predicate, cls)
        };
        if !t.predicate_holds(pred, &features) {
            continue;
        }
        // Pseudo expansions that need labels are covered by other tests.
        let mnemonic = asm.split(['\t', ' ']).next().unwrap_or("");
        if ["lla", "la", "lga", "la.tls.ie", "la.tls.gd"].contains(&mnemonic) {
            continue;
        }
        let class_of = |n: &str| classes.iter().find(|(x, _)| x == n).map(|(_, c)| *c);
        let names = kiln_mc::inst_printer::asm_operand_names(asm);
        // Enough lines to visit every register of the widest class and every edge value.
        let mut rounds = 1;
        for n in &names {
            match class_of(n) {
                Some(OperandClass::Reg(c)) => {
                    rounds = rounds.max(t.reg_classes[c as usize].members.len())
                }
                Some(OperandClass::Imm(c)) => {
                    rounds = rounds.max(imm_values(&t.imm_classes[c as usize], rv64).len())
                }
                None => {}
            }
        }
        for r in 0..rounds {
            let mut k = 0usize;
            let mut pick = |n: &str| -> String {
                k += 1;
                match class_of(n) {
                    Some(OperandClass::Reg(c)) => {
                        let m = t.reg_classes[c as usize].members;
                        RISCV_MC.reg_name(m[(r + 3 * k) % m.len()]).to_string()
                    }
                    Some(OperandClass::Imm(c)) => {
                        let v = imm_values(&t.imm_classes[c as usize], rv64);
                        v[(r + k) % v.len()].clone()
                    }
                    None => "zero".into(),
                }
            };
            let line = instantiate(asm, &mut pick);
            if !lines.contains(&line) {
                lines.push(line);
            }
        }
    }
    lines
}

fn compare_show_encoding(triple: &str, rv64: bool) {
    let features = features_for(triple, MATTR).expect("invariant: valid features");
    let lines = edge_lines(features, rv64);
    assert!(lines.len() > 1000, "only {} lines generated", lines.len());
    let src = lines.join("\n") + "\n";
    let (kout, kerr) = kiln_show_encoding(&src, features);
    let (lout, lerr) = run_tool(
        "llvm-mc-22",
        &[
            &format!("-triple={triple}"),
            &format!("-mattr={MATTR}"),
            "-show-encoding",
        ],
        &src,
    );
    // Lines llvm-mc rejects must be rejected by kiln too (same line numbers).
    let err_lines = |s: &str| -> Vec<String> {
        s.lines()
            .filter(|l| l.starts_with("<stdin>:") && l.contains("error:"))
            .filter_map(|l| l.split(':').nth(1).map(String::from))
            .collect()
    };
    let kerr_lines: Vec<String> = kerr.iter().flat_map(|e| err_lines(e)).collect();
    let lerr_lines = err_lines(&lerr);
    let mut bad = Vec::new();
    for l in kerr_lines.iter().filter(|l| !lerr_lines.contains(l)) {
        let n: usize = l.parse().unwrap_or(1);
        let msg = kerr
            .iter()
            .find(|e| e.contains(&format!(":{l}:")))
            .cloned()
            .unwrap_or_default();
        bad.push(format!(
            "kiln rejects line {l}: {} ({})",
            lines[n - 1],
            msg.lines().next().unwrap_or("")
        ));
    }
    for l in lerr_lines.iter().filter(|l| !kerr_lines.contains(l)) {
        let n: usize = l.parse().unwrap_or(1);
        let msg = lerr
            .lines()
            .find(|e| e.starts_with(&format!("<stdin>:{l}:")))
            .unwrap_or("");
        bad.push(format!("llvm rejects line {l}: {} ({msg})", lines[n - 1]));
    }
    assert!(
        bad.is_empty(),
        "{} lines accepted differently:\n{}",
        bad.len(),
        bad[..bad.len().min(40)].join("\n")
    );
    let (kl, ll): (Vec<&str>, Vec<&str>) = (
        kout.lines().collect(),
        lout.lines().filter(|l| *l != "\t.text").collect(),
    );
    let mut diffs = Vec::new();
    for (k, (a, b)) in kl.iter().zip(ll.iter()).enumerate() {
        if a != b {
            diffs.push(format!("line {k}:\n kiln: {a}\n llvm: {b}"));
        }
    }
    assert!(
        diffs.is_empty(),
        "{} lines differ (of {}):\n{}",
        diffs.len(),
        ll.len(),
        diffs[..diffs.len().min(20)].join("\n")
    );
    assert_eq!(kl.len(), ll.len(), "output lengths differ");
}

#[test]
fn show_encoding_matches_llvm_mc_rv64() {
    compare_show_encoding("riscv64", true);
}

#[test]
fn show_encoding_matches_llvm_mc_rv32() {
    compare_show_encoding("riscv32", false);
}

/// The object streamer's compiled compression patterns (`CompressIndex`) compress exactly
/// what the generic matcher (`compress`) does, on pseudo-random instances of every
/// pattern's full-size instruction (registers from the whole file, often repeated;
/// immediates at the classes' edges), for RV64 and RV32.
#[test]
fn compress_index_matches_generic_compress() {
    use kiln_mc::code_emitter::{compress, CompressIndex};
    use kiln_mc::instr_desc::OperandClass;
    let t = &tables::TABLES;
    let index = CompressIndex::new(t);
    assert_eq!(index.generic_patterns(), 0, "every RISC-V pattern compiles");
    let ctx = MCContext::new();
    let imms: [i64; 24] = [
        0, 1, -1, 2, 4, 8, 16, 31, 32, -32, -33, 63, 64, 248, 252, 256, 504, 508, 1020, 2047,
        -2048, 4096, 0xfffff, -512,
    ];
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let (mut tried, mut compressed) = (0, 0);
    for triple in ["riscv64", "riscv32"] {
        let features = features_for(triple, MATTR).expect("invariant: valid features");
        for p in t.compress_pats {
            let desc = &t.instrs[p.src as usize];
            // Registers mostly from the compressed form's classes (to reach matches).
            let narrow: Vec<u16> = p
                .dst_ops
                .iter()
                .filter_map(|o| match o {
                    PatOperand::Slot {
                        class: OperandClass::Reg(c),
                        ..
                    } => Some(*c),
                    _ => None,
                })
                .flat_map(|c| t.reg_classes[c as usize].members.iter().copied())
                .collect();
            for _ in 0..400 {
                let mut inst = MCInst::new(p.src);
                for o in desc.operands {
                    let k = inst.num_operands();
                    let op = if k > 0 && next() % 3 == 0 {
                        inst.op((next() % k as u64) as usize)
                    } else {
                        match o.class {
                            OperandClass::Reg(_) if !narrow.is_empty() && next() % 4 != 0 => {
                                MCOperand::Reg(narrow[(next() % narrow.len() as u64) as usize])
                            }
                            OperandClass::Reg(_) => {
                                MCOperand::Reg((next() % t.regs.len() as u64) as u16)
                            }
                            OperandClass::Imm(_) => {
                                MCOperand::Imm(imms[(next() % imms.len() as u64) as usize])
                            }
                        }
                    };
                    inst.push(op);
                }
                let want = compress(&RISCV_MC, &inst, &ctx, features);
                let got = index.compress(&RISCV_MC, &inst, &ctx, features);
                assert_eq!(got, want, "{triple}: {inst:?}");
                tried += 1;
                compressed += usize::from(got.is_some());
            }
        }
    }
    assert!(
        compressed * 10 > tried,
        "only {compressed} of {tried} compressed"
    );
}

/// Decimal for every hex number (`0x1e` -> `30`), without `<symbol>` annotations.
fn normalize(line: &str) -> String {
    let line = match line.find(" <") {
        Some(p) => &line[..p],
        None => line,
    };
    let mut out = String::new();
    for (k, tok) in line.split(' ').enumerate() {
        if k > 0 {
            out.push(' ');
        }
        let (t, trail) = match tok.strip_suffix(',') {
            Some(t) => (t, ","),
            None => (tok, ""),
        };
        // Offsets of memory operands: 0x8(sp).
        let (num, rest) = match t.find('(') {
            Some(p) if p > 0 => (&t[..p], &t[p..]),
            _ => (t, ""),
        };
        let neg = num.starts_with('-');
        let digits = num.trim_start_matches('-');
        match digits
            .strip_prefix("0x")
            .map(|h| i128::from_str_radix(h, 16))
        {
            Some(Ok(v)) => out.push_str(&format!("{}{rest}{trail}", if neg { -v } else { v })),
            _ => out.push_str(tok),
        }
    }
    out
}

fn compare_disassembly(triple: &str, rv64: bool) {
    let features = features_for(triple, MATTR).expect("invariant: valid features");
    let all = edge_lines(features, rv64);
    // Keep the lines kiln (and, by the show-encoding test, llvm-mc) accepts.
    let src = all.join("\n") + "\n";
    let (_, errs) = kiln_show_encoding(&src, features);
    let bad: Vec<usize> = errs
        .iter()
        .filter_map(|e| e.split(':').nth(1).and_then(|n| n.parse().ok()))
        .collect();
    // %pcrel_lo needs its auipc in an object file; it says nothing about decoding.
    let lines: Vec<&String> = all
        .iter()
        .enumerate()
        .filter(|(k, l)| !bad.contains(&(k + 1)) && !l.contains("%pcrel_lo"))
        .map(|(_, l)| l)
        .collect();
    let src = lines
        .iter()
        .map(|l| l.as_str())
        .collect::<Vec<_>>()
        .join("\n")
        + "\n";
    let dir = std::env::temp_dir().join(format!("kiln-mc-dis-{}-{triple}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("invariant: temp dir");
    let obj = dir.join("t.o");
    let bin = dir.join("t.bin");
    let (_, err) = run_tool(
        "llvm-mc-22",
        &[
            &format!("-triple={triple}"),
            &format!("-mattr={MATTR}"),
            "-filetype=obj",
            "-o",
            obj.to_str().unwrap_or(""),
        ],
        &src,
    );
    assert!(err.is_empty(), "llvm-mc-22 failed: {err}");
    let (_, err) = run_tool(
        "llvm-objcopy-22",
        &[
            "-O",
            "binary",
            "--only-section=.text",
            obj.to_str().unwrap_or(""),
            bin.to_str().unwrap_or(""),
        ],
        "",
    );
    assert!(err.is_empty(), "llvm-objcopy-22 failed: {err}");
    let (dump, err) = run_tool(
        "llvm-objdump-22",
        &[
            "-d",
            "--no-show-raw-insn",
            &format!("--mattr={MATTR}"),
            obj.to_str().unwrap_or(""),
        ],
        "",
    );
    assert!(err.is_empty(), "llvm-objdump-22 failed: {err}");
    let bytes = std::fs::read(&bin).expect("invariant: objcopy wrote the text");
    let _ = std::fs::remove_dir_all(&dir);
    // llvm-objdump lines: "     addr:      \tmnemonic\toperands".
    let mut want = Vec::new();
    for l in dump.lines() {
        if let Some((addr, text)) = l.split_once(":      \t") {
            if let Ok(a) = u64::from_str_radix(addr.trim(), 16) {
                want.push((a, normalize(&text.replace('\t', " "))));
            }
        }
    }
    let t = &tables::TABLES;
    let ctx = MCContext::new();
    let mut got = Vec::new();
    let mut pc = 0usize;
    while pc + 2 <= bytes.len() {
        let len = if bytes[pc] & 3 == 3 { 4 } else { 2 };
        let mut w = 0u32;
        for k in 0..len.min(bytes.len() - pc) {
            w |= (bytes[pc + k] as u32) << (8 * k);
        }
        let table = if len == 2 { t.decode16 } else { t.decode32 };
        let text = match kiln_mc::disassembler::decode_word(&RISCV_MC, table, w, features) {
            Some(i) => kiln_mc::inst_printer::print_inst(
                &RISCV_MC,
                &i,
                &ctx,
                features,
                false,
                Some(pc as u64),
            ),
            None => "<unknown>".into(),
        };
        got.push((
            pc as u64,
            normalize(text.trim_start_matches('\t').replace('\t', " ").as_str()),
        ));
        pc += len;
    }
    assert!(
        want.len() > 1000,
        "only {} instructions disassembled",
        want.len()
    );
    let mut diffs = Vec::new();
    for (g, w) in got.iter().zip(want.iter()) {
        if g != w {
            diffs.push(format!("{:#x}: kiln `{}` llvm-objdump `{}`", w.0, g.1, w.1));
        }
    }
    assert!(
        diffs.is_empty(),
        "{} of {} differ:\n{}",
        diffs.len(),
        want.len(),
        diffs[..diffs.len().min(30)].join("\n")
    );
    assert_eq!(got.len(), want.len());
}

#[test]
fn disassembly_matches_llvm_objdump_rv64() {
    compare_disassembly("riscv64", true);
}

#[test]
fn disassembly_matches_llvm_objdump_rv32() {
    compare_disassembly("riscv32", false);
}

/// Object-file and execution tests over the C corpus (`tests/c/*.c`).
mod corpus {
    use super::*;
    use kiln_mc::assembler::ObjectStreamer;
    use kiln_mc::elf_writer::write_elf;
    use object::{Object, ObjectSection, ObjectSymbol};
    use std::path::{Path, PathBuf};
    use std::sync::Mutex;

    fn repo() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
    }

    /// Assembles `src` with kiln (what `kiln-mc -filetype=obj` does).
    pub fn assemble(name: &str, src: &str, features: FeatureSet) -> Result<Vec<u8>, String> {
        let mut sm = SourceMgr::new();
        let f = sm.add_buffer(name, src.to_string());
        let mut st = ObjectStreamer::new(&RISCV_MC, features);
        let mut p = AsmParser::new(&sm, f, &RISCV_MC, features);
        p.run(&mut st);
        if let Some(d) = p.diags.first() {
            return Err(sm.render(d));
        }
        if let Err(e) = kiln_mc::streamer::MCStreamer::finish(&mut st) {
            return Err(format!("{:?}", e));
        }
        write_elf(&st)
    }

    fn sh(cmd: &str, args: &[&str]) -> Result<Vec<u8>, String> {
        let out = Command::new(cmd)
            .args(args)
            .output()
            .unwrap_or_else(|e| panic!("{cmd} must be installed for this test: {e}"));
        if !out.status.success() {
            return Err(format!(
                "{cmd} {}: {}",
                args.join(" "),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        Ok(out.stdout)
    }

    /// Sections (name, type, flags, size, contents), relocations and symbols of an
    /// object, keyed by names so that section numbering and order do not matter.
    /// Mapping symbols (`$x`, `$d`) are left out: llvm-mc also writes `$d` into
    /// non-allocated sections, kiln does not.
    fn summary(bytes: &[u8]) -> Vec<String> {
        let f = object::File::parse(bytes).expect("invariant: kiln and llvm-mc write valid ELF");
        let mut out = Vec::new();
        for s in f.sections() {
            let name = s.name().unwrap_or("?").to_string();
            if name.is_empty()
                || name.contains("strtab")
                || name == ".symtab"
                || name.starts_with(".rela")
            {
                continue;
            }
            let flags = match s.flags() {
                object::SectionFlags::Elf { sh_flags } => sh_flags,
                _ => 0,
            };
            let data = s.data().map(|d| d.to_vec()).unwrap_or_default();
            out.push(format!(
                "section {name} flags={flags:#x} size={} align={} data={:x?}",
                s.size(),
                s.align(),
                data
            ));
            for (off, r) in s.relocations() {
                let sym = match r.target() {
                    object::RelocationTarget::Symbol(i) => f
                        .symbol_by_index(i)
                        .ok()
                        .and_then(|x| x.name().ok().map(String::from))
                        .unwrap_or_default(),
                    _ => String::new(),
                };
                let ty = match r.flags() {
                    object::RelocationFlags::Elf { r_type } => r_type,
                    _ => 0,
                };
                out.push(format!(
                    "reloc {name}+{off:#x} type={ty} sym={sym} addend={}",
                    r.addend()
                ));
            }
        }
        let mut syms = Vec::new();
        for s in f.symbols() {
            let name = s.name().unwrap_or("");
            if name.starts_with('$') || name.is_empty() {
                continue;
            }
            let sec = s
                .section_index()
                .and_then(|i| f.section_by_index(i).ok())
                .and_then(|x| x.name().ok().map(String::from))
                .unwrap_or_default();
            syms.push(format!(
                "symbol {name} value={:#x} size={} kind={:?} global={} weak={} section={sec}",
                s.address(),
                s.size(),
                s.kind(),
                s.is_global(),
                s.is_weak()
            ));
        }
        syms.sort();
        out.extend(syms);
        out
    }

    fn programs() -> Vec<PathBuf> {
        let mut v: Vec<PathBuf> = std::fs::read_dir(repo().join("tests/c"))
            .expect("invariant: tests/c exists")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "c"))
            .collect();
        v.sort();
        v
    }

    /// Runs `job` over the corpus on two threads; returns the failures.
    fn over_corpus(job: &(dyn Fn(&Path, &Path) -> Result<(), String> + Sync)) -> Vec<String> {
        let progs = programs();
        assert!(progs.len() >= 8, "the C corpus is missing");
        let dir = std::env::temp_dir().join(format!(
            "kiln-mc-corpus-{}-{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        std::fs::create_dir_all(&dir).expect("invariant: temp dir");
        let next = Mutex::new(0usize);
        let fails = Mutex::new(Vec::new());
        std::thread::scope(|s| {
            for _ in 0..2 {
                s.spawn(|| loop {
                    let k = {
                        let mut n = next.lock().expect("invariant: lock");
                        *n += 1;
                        *n - 1
                    };
                    let Some(p) = progs.get(k) else { break };
                    if let Err(e) = job(p, &dir) {
                        fails
                            .lock()
                            .expect("invariant: lock")
                            .push(format!("{}: {e}", p.display()));
                    }
                });
            }
        });
        let _ = std::fs::remove_dir_all(&dir);
        fails.into_inner().expect("invariant: lock")
    }

    fn link_and_run(obj: &Path, exe: &Path, expected: &Path) -> Result<(), String> {
        sh(
            "riscv64-linux-gnu-gcc",
            &[
                "-static",
                "-o",
                exe.to_str().unwrap_or(""),
                obj.to_str().unwrap_or(""),
                "-lm",
                // gcc 12 calls libatomic for 8- and 16-bit atomics (atomics_subword.c).
                "-latomic",
            ],
        )?;
        let out = Command::new("timeout")
            .args(["20", "qemu-riscv64", exe.to_str().unwrap_or("")])
            .output()
            .expect("qemu-riscv64 must be installed for this test");
        let want = std::fs::read(expected).map_err(|e| e.to_string())?;
        if out.stdout != want || !out.status.success() {
            return Err(format!(
                "run output differs from {} (status {})",
                expected.display(),
                out.status
            ));
        }
        Ok(())
    }

    /// Compiles `c` with clang-22 and llc-22 for `triple` at `opt`, assembles the
    /// `.s` with llvm-mc-22 and kiln, and compares the objects. Returns kiln's object.
    fn compare_one(c: &Path, dir: &Path, triple: &str, opt: &str) -> Result<Vec<u8>, String> {
        let stem = c
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("x")
            .to_string();
        let base = dir.join(format!("{stem}.{triple}.{opt}"));
        let ll = base.with_extension("ll");
        let s = base.with_extension("s");
        let lo = base.with_extension("llvm.o");
        kiln_harness::clang::emit_ll(c, &format!("{triple}-linux-gnu"), &format!("-O{opt}"), &ll)?;
        let (tr, mattr) = (format!("-mtriple={triple}"), format!("-mattr={MATTR}"));
        sh(
            "llc-22",
            &[
                &tr,
                &mattr,
                ll.to_str().unwrap_or(""),
                "-o",
                s.to_str().unwrap_or(""),
            ],
        )?;
        let tr = format!("-triple={triple}");
        sh(
            "llvm-mc-22",
            &[
                &tr,
                &mattr,
                "-filetype=obj",
                s.to_str().unwrap_or(""),
                "-o",
                lo.to_str().unwrap_or(""),
            ],
        )?;
        let src = std::fs::read_to_string(&s).map_err(|e| e.to_string())?;
        let features = features_for(triple, MATTR)?;
        // -filetype=asm: the same text as llvm-mc-22 prints.
        let lasm =
            String::from_utf8_lossy(&sh("llvm-mc-22", &[&tr, &mattr, s.to_str().unwrap_or("")])?)
                .into_owned();
        let mut sm = SourceMgr::new();
        let fid = sm.add_buffer(s.to_str().unwrap_or(""), src.clone());
        let mut ast = AsmStreamer::new(&RISCV_MC, false);
        AsmParser::new(&sm, fid, &RISCV_MC, features).run(&mut ast);
        if ast.out != lasm {
            let (k, l): (Vec<&str>, Vec<&str>) =
                (ast.out.lines().collect(), lasm.lines().collect());
            let at = k
                .iter()
                .zip(l.iter())
                .position(|(a, b)| a != b)
                .unwrap_or(k.len().min(l.len()));
            return Err(format!(
                "{triple} -O{opt}: -filetype=asm differs at line {}: kiln `{}` llvm `{}`",
                at + 1,
                k.get(at).unwrap_or(&""),
                l.get(at).unwrap_or(&"")
            ));
        }
        let kobj = assemble(s.to_str().unwrap_or(""), &src, features)?;
        let lobj = std::fs::read(&lo).map_err(|e| e.to_string())?;
        let (ks, ls) = (summary(&kobj), summary(&lobj));
        if ks != ls {
            let clip = |x: &String| x[..x.len().min(200)].to_string();
            let d: Vec<String> = ks
                .iter()
                .filter(|x| !ls.contains(x))
                .take(3)
                .map(|x| format!("kiln only: {}", clip(x)))
                .chain(
                    ls.iter()
                        .filter(|x| !ks.contains(x))
                        .take(3)
                        .map(|x| format!("llvm only: {}", clip(x))),
                )
                .collect();
            let first = ks
                .iter()
                .zip(ls.iter())
                .position(|(a, b)| a != b)
                .unwrap_or(ks.len().min(ls.len()));
            let at = |v: &Vec<String>| v.get(first).map(clip).unwrap_or_default();
            return Err(format!(
                "{triple} -O{opt}: objects differ:\n  {}\n  first difference: kiln `{}` llvm `{}`",
                d.join("\n  "),
                at(&ks),
                at(&ls)
            ));
        }
        Ok(kobj)
    }

    /// llc-22's assembly for every corpus program (riscv64 at -O0 and -O2, riscv32
    /// at -O2; -O1 and -O3 for every fourth program, to keep the test under two
    /// minutes; `-mattr=+m,+a,+f,+d,+c`): kiln prints it back (`-filetype=asm`) as
    /// llvm-mc-22 does, and kiln's object has llvm-mc-22's sections
    /// (byte for byte, `.eh_frame` included), relocations and symbols; the riscv64
    /// -O0 and -O2 objects link with riscv64-linux-gnu-gcc and run under
    /// qemu-riscv64 with the expected output.
    #[test]
    fn llc_corpus_objects_match_llvm_mc_and_run() {
        let progs = programs();
        let fails = over_corpus(&|c: &Path, dir: &Path| {
            let k = progs.iter().position(|p| p == c).unwrap_or(0);
            let levels: &[&str] = if k % 4 == 0 {
                &["0", "1", "2", "3"]
            } else {
                &["0", "2"]
            };
            for &opt in levels {
                let kobj = compare_one(c, dir, "riscv64", opt)?;
                if opt == "0" || opt == "2" {
                    let stem = c
                        .file_stem()
                        .and_then(|s| s.to_str())
                        .unwrap_or("x")
                        .to_string();
                    let ko = dir.join(format!("{stem}.O{opt}.kiln.o"));
                    std::fs::write(&ko, &kobj).map_err(|e| e.to_string())?;
                    link_and_run(
                        &ko,
                        &ko.with_extension("exe"),
                        &c.with_extension("expected"),
                    )
                    .map_err(|e| format!("-O{opt}: {e}"))?;
                }
            }
            compare_one(c, dir, "riscv32", "2")?;
            Ok(())
        });
        assert!(
            fails.is_empty(),
            "{} failures:\n{}",
            fails.len(),
            fails.join("\n")
        );
    }

    /// Assembles `src` with kiln and with llvm-mc-22 for each triple; the objects must be
    /// identical (sections, relocations, symbols).
    fn assert_same_object_as_llvm_mc(name: &str, src: &str, triples: &[&str]) {
        for &triple in triples {
            let features = features_for(triple, MATTR).expect("invariant: features");
            let kobj = assemble(&format!("{name}.s"), src, features)
                .unwrap_or_else(|e| panic!("kiln assembles {name}: {e:?}"));
            let dir = std::env::temp_dir()
                .join(format!("kiln-mc-{name}-{}-{triple}", std::process::id()));
            std::fs::create_dir_all(&dir).expect("invariant: temp dir");
            let s = dir.join(format!("{name}.s"));
            let lo = dir.join(format!("{name}.o"));
            std::fs::write(&s, src).expect("invariant: temp file");
            sh(
                "llvm-mc-22",
                &[
                    &format!("-triple={triple}"),
                    &format!("-mattr={MATTR}"),
                    "-filetype=obj",
                    s.to_str().unwrap_or(""),
                    "-o",
                    lo.to_str().unwrap_or(""),
                ],
            )
            .unwrap_or_else(|e| panic!("llvm-mc-22 assembles {name}: {e}"));
            let lobj = std::fs::read(&lo).expect("invariant: llvm-mc wrote the object");
            let _ = std::fs::remove_dir_all(&dir);
            assert_eq!(
                summary(&kobj),
                summary(&lobj),
                "{triple}: {name} objects differ"
            );
        }
    }

    /// Branch relaxation: compressed branches grow to 4 bytes, then to an inverted
    /// (compressed when possible) branch over a `jal`, for far and for external
    /// targets, as llvm-mc-22 does; the objects are identical.
    #[test]
    fn relaxation_matches_llvm_mc() {
        let src = "\t.text\n\t.globl f\nf:\n\tbeqz a0, .Lfar\n\tbnez a1, .Lnear\n\tblt a0, a1, .Lfar\n\tj .Lfar\n\tc.j .Lnear\n.Lnear:\n\taddi a0, a0, 1\n\t.zero 300\n\tbeqz a2, .Lnear\n\tbgeu a3, s0, .Lnear\n\t.zero 5000\n.Lfar:\n\tret\n\tj ext\n\tbeqz a0, ext\n\tbne t0, t1, ext\n\tjal ext\n\tc.bnez a4, .Lfar\n";
        assert_same_object_as_llvm_mc("relax", src, &["riscv64", "riscv32"]);
    }

    /// `.zero size, fill` (what llc writes for an array of 0xff bytes), `.skip` and
    /// `.space` with and without a fill byte give llvm-mc-22's bytes.
    #[test]
    fn zero_with_fill_matches_llvm_mc() {
        let src = "\t.text\n\tret\n\t.section\t.rodata,\"a\",@progbits\na:\n\t.zero\t32,255\n\t.size\ta, 32\nb:\n\t.zero\t3\n\t.skip\t2, 7\n\t.space\t4\n\t.zero\t5, 0x5a\n";
        assert_same_object_as_llvm_mc("zerofill", src, &["riscv64"]);
    }

    /// What riscv64-linux-gnu-gcc -S writes (GNU as syntax) assembles with kiln and
    /// the programs run as expected.
    #[test]
    fn gnu_corpus_assembles_and_runs() {
        let features = features_for("riscv64", MATTR).expect("invariant: features");
        let fails = over_corpus(&|c: &Path, dir: &Path| {
            let stem = c
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or("x")
                .to_string();
            let base = dir.join(format!("{stem}.gnu"));
            let s = base.with_extension("s");
            let ko = base.with_extension("o");
            sh(
                "riscv64-linux-gnu-gcc",
                &[
                    "-std=gnu11",
                    "-fasynchronous-unwind-tables",
                    "-S",
                    "-O2",
                    c.to_str().unwrap_or(""),
                    "-o",
                    s.to_str().unwrap_or(""),
                ],
            )?;
            let src = std::fs::read_to_string(&s).map_err(|e| e.to_string())?;
            let kobj = assemble(s.to_str().unwrap_or(""), &src, features)?;
            std::fs::write(&ko, &kobj).map_err(|e| e.to_string())?;
            link_and_run(
                &ko,
                &base.with_extension("exe"),
                &c.with_extension("expected"),
            )
        });
        assert!(
            fails.is_empty(),
            "{} failures:\n{}",
            fails.len(),
            fails.join("\n")
        );
    }
}

/// Malformed assembly: every case gets a located error in LLVM's format and no
/// panic, from the parser or (for fixup errors) from the object streamer.
mod malformed {
    use super::*;
    use kiln_mc::assembler::ObjectStreamer;
    use kiln_support::Diagnostic;

    /// Assembles `src` to an object; returns the rendered diagnostics.
    fn errors(src: &str, mattr: &str) -> Vec<String> {
        let features = features_for("riscv64", mattr).expect("invariant: features");
        let mut sm = SourceMgr::new();
        let f = sm.add_buffer("bad.s", src.to_string());
        let mut st = ObjectStreamer::new(&RISCV_MC, features);
        let mut p = AsmParser::new(&sm, f, &RISCV_MC, features);
        p.run(&mut st);
        let mut out: Vec<String> = p.diags.iter().map(|d| sm.render(d)).collect();
        if out.is_empty() {
            if let Err(errs) = kiln_mc::streamer::MCStreamer::finish(&mut st) {
                for (loc, m) in errs {
                    let d = match loc {
                        Some(l) => Diagnostic::error(l, m),
                        None => Diagnostic::error_unlocated(m),
                    };
                    out.push(sm.render(&d));
                }
            }
        }
        out
    }

    const CASES: &[(&str, &str, &str)] = &[
        // (source, expected "line:col", message fragment)
        ("addi a0, a0\n", "1:1", "too few operands"),
        ("addi a0, a0, 5000\n", "1:14", "[-2048, 2047]"),
        (
            "frobnicate a0\n",
            "1:1",
            "unrecognized instruction mnemonic",
        ),
        ("addi a0, a0, 1, 2\n", "1:15", "invalid operand"),
        ("lw a0, 8(a9)\n", "1:8", "operand"),
        (".byte 256\n", "1:7", "out of range literal value"),
        (".section\n", "1:9", "expected identifier"),
        (".p2align 99\n", "1:10", "invalid alignment value"),
        (".balign 3\n", "1:9", "power of 2"),
        (".ascii \"abc\n", "1:8", "unterminated string"),
        (".ascii abc\n", "1:8", "expected string"),
        ("beq a0, a1, 3\n", "1:13", "multiple of 2"),
        ("li a0\n", "1:1", "too few operands"),
        (".option foo\n", "1:9", "unknown option"),
        (".option pop\n", "1:9", ".option pop with no .option push"),
        (
            ".cfi_def_cfa_offset 16\n",
            "1:1",
            "between .cfi_startproc and .cfi_endproc",
        ),
        (
            ".cfi_endproc\n",
            "1:1",
            "between .cfi_startproc and .cfi_endproc",
        ),
        ("j 1b\n", "1:3", "directional label undefined"),
        ("lui a0, %lo(x)\n", "1:9", "operand must be"),
        (
            "addi a0, a0, %foo(x)\n",
            "1:14",
            "invalid relocation specifier",
        ),
        ("x:\nx:\n", "2:1", "already defined"),
        (".set x\n", "1:7", "expected comma"),
        ("c.addi a0, 0\n", "1:12", "non-zero"),
        ("slli a0, a0, 64\n", "1:14", "[0, 63]"),
        ("fadd.s ft0, ft1, ft2, xyz\n", "1:23", "rounding mode"),
        ("csrr a0, nosuchcsr\n", "1:10", "system register"),
        (".type foo, @bogus\n", "1:12", "unsupported attribute"),
        (".frobnicate 1\n", "1:1", "unknown directive"),
        ("fence rw, xyz\n", "1:11", "'iorw'"),
        ("addi a0, a0, (1\n", "1:16", "')'"),
        (".comm x, -1\n", "1:10", "non-negative"),
        ("la a0, 5\n", "1:8", "bare symbol"),
        ("call 5\n", "1:6", "bare symbol"),
        (".attribute 5, 3\n", "1:15", "expected string"),
        ("sw a0, 8(sp\n", "1:12", "')'"),
        (
            ".popsection\n",
            "1:1",
            ".popsection without corresponding .pushsection",
        ),
        ("add a0, a1, t0, %tprel_add(x)\n", "1:1", "tp/x4"),
        ("addi a0, a0, ?\n", "1:14", "unexpected character"),
        (".word x * y\n", "1:7", "expected relocatable expression"),
        (
            "jal 1f\n.zero 2000000\n1:\n",
            "1:1",
            "fixup value out of range",
        ),
        (".option arch, +nosuchext\n", "1:15", "unknown extension"),
        ("addi a0, a0, 1 +\n", "1:17", "unknown token in expression"),
    ];

    #[test]
    fn malformed_assembly_gets_located_errors() {
        assert!(CASES.len() >= 30);
        let mut bad = Vec::new();
        for (src, at, frag) in CASES {
            let errs = errors(src, MATTR);
            let first = errs.first().cloned().unwrap_or_default();
            let head = first.lines().next().unwrap_or("");
            let want = format!("bad.s:{at}: error: ");
            if !head.starts_with(&want) || !head.contains(frag) {
                bad.push(format!("{src:?}: want `{want}...{frag}...`, got `{head}`"));
            }
            // The source line and a caret follow the message.
            if first.lines().count() < 3 || !first.lines().nth(2).unwrap_or("").contains('^') {
                bad.push(format!("{src:?}: no source line and caret in `{first}`"));
            }
        }
        assert!(
            bad.is_empty(),
            "{} cases wrong:\n{}",
            bad.len(),
            bad.join("\n")
        );
    }

    #[test]
    fn missing_feature_is_named() {
        let errs = errors("mul a0, a1, a2\n", "");
        assert_eq!(errs.len(), 1);
        assert!(
            errs[0].starts_with("bad.s:1:1: error: instruction requires the following: "),
            "{}",
            errs[0]
        );
        assert!(errs[0].contains("HasStdExt"), "{}", errs[0]);
    }
}
