//! kiln-mc assembles what llc-22 writes for AArch64: corpus C programs (`tests/c`) are
//! compiled by clang-22 to IR and by `llc-22 -mtriple=aarch64-linux-gnu` to assembly at
//! -O0 and -O2; kiln-mc's object of that assembly must equal llvm-mc-22's in everything
//! `common::dump` compares (disassembly, relocations of every section, section contents,
//! `.eh_frame`, symbols). The -O2 programs include vectorized loops whose NEON code uses
//! the 64-bit arrangements, widening and narrowing, permutes, reductions, modified
//! immediates, operations by element and lane loads and stores. kiln's decoder also
//! disassembles llvm-mc-22's `.text` of each to what `llvm-objdump-22 -d` prints.

mod common;

use kiln_mc::feature_set::FeatureSet;
use std::path::{Path, PathBuf};
use std::process::Command;

/// `(program, levels)`: corpus programs and the levels whose llc output is compared.
const PROGRAMS: &[(&str, &[&str])] = &[
    ("arith_i64", &["-O0", "-O2"]),
    ("switch_dense", &["-O0", "-O2"]),
    ("global_relocations", &["-O0", "-O2"]),
    ("binary_tree", &["-O0", "-O2"]),
    ("computed_goto", &["-O0", "-O2"]),
    ("crc32", &["-O0"]),
    ("hash_table", &["-O0", "-O2"]),
    ("dhrystone_like", &["-O0", "-O2"]),
    ("func_ptr_table", &["-O0", "-O2"]),
    ("large_frame", &["-O0"]),
    ("bit_ops", &["-O0"]),
    ("spinlock_ticket", &["-O0"]),
    ("lockfree_spsc_queue", &["-O0"]),
    ("float_conversions", &["-O2"]),
    ("fp_math_funcs", &["-O2"]),
    ("int128_overflow_checks", &["-O2"]),
    ("atomic_memory_orders", &["-O0", "-O2"]),
    ("sieve_primes", &["-O2"]),
    ("sort_algorithms", &["-O2"]),
    ("struct_copy_arrays", &["-O2"]),
    ("vector_shuffle_convert", &["-O0", "-O2"]),
    ("alloca_vla", &["-O2"]),
    ("base64_rle", &["-O2"]),
    ("sha256", &["-O2"]),
    ("vla_matrix_calls", &["-O2"]),
    ("text_processing", &["-O2"]),
    ("matrix_double", &["-O2"]),
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn run(cmd: &mut Command) -> Result<(), String> {
    let o = cmd.output().map_err(|e| format!("{cmd:?}: {e}"))?;
    if o.status.success() {
        Ok(())
    } else {
        Err(format!("{cmd:?}: {}", String::from_utf8_lossy(&o.stderr)))
    }
}

/// Compares kiln-mc's and llvm-mc-22's objects of llc-22's assembly of `prog` at `level`.
fn compare(prog: &str, level: &str, dir: &Path) -> Result<(), String> {
    let src = root().join("tests/c").join(format!("{prog}.c"));
    let base = dir.join(format!("{prog}{level}"));
    let ll = base.with_extension("ll");
    let s = base.with_extension("s");
    run(Command::new("clang-22")
        .args([
            "--target=aarch64-linux-gnu",
            "-S",
            "-emit-llvm",
            level,
            "-o",
        ])
        .arg(&ll)
        .arg(&src))?;
    run(Command::new("llc-22")
        .args(["-mtriple=aarch64-linux-gnu", level, "-o"])
        .arg(&s)
        .arg(&ll))?;
    let llvm_o = base.with_extension("llvm.o");
    run(Command::new("llvm-mc-22")
        .args(["-triple=aarch64-linux-gnu", "-filetype=obj", "-o"])
        .arg(&llvm_o)
        .arg(&s))?;
    let text = std::fs::read_to_string(&s).map_err(|e| e.to_string())?;
    let obj = common::kiln_object(&text).map_err(|e| format!("{prog} {level}: {e}"))?;
    let kiln_o = base.with_extension("kiln.o");
    std::fs::write(&kiln_o, obj).map_err(|e| e.to_string())?;
    disassemble_like_objdump(&llvm_o).map_err(|e| format!("{prog} {level}: {e}"))?;
    let (a, b) = (common::dump(&kiln_o), common::dump(&llvm_o));
    if a == b {
        return Ok(());
    }
    let first = a
        .lines()
        .zip(b.lines())
        .find(|(x, y)| x != y)
        .map(|(x, y)| format!("kiln `{x}`, llvm-mc `{y}`"))
        .unwrap_or_else(|| "one dump is a prefix of the other".into());
    Err(format!("{prog} {level}: objects differ: {first}"))
}

/// Decodes every instruction word of `obj`'s `.text` with kiln's disassembler and prints it
/// at its address; the text must be `llvm-objdump-22 -d`'s (symbol names after branch
/// targets and `// =` notes aside).
fn disassemble_like_objdump(obj: &Path) -> Result<(), String> {
    use kiln_mc::disassembler::decode_word;
    use kiln_mc::inst_printer::print_inst;
    use kiln_mc::mc_expr::MCContext;
    use kiln_target_aarch64::mc::{tables::TABLES, AARCH64_MC};
    use object::{Object, ObjectSection};
    let bytes = std::fs::read(obj).map_err(|e| e.to_string())?;
    let file = object::File::parse(&*bytes).map_err(|e| e.to_string())?;
    let text = file
        .section_by_name(".text")
        .ok_or("no .text")?
        .data()
        .map_err(|e| e.to_string())?;
    let ctx = MCContext::new();
    let mut mine = Vec::new();
    for (k, w) in text.chunks_exact(4).enumerate() {
        let word = u32::from_le_bytes([w[0], w[1], w[2], w[3]]);
        let inst = decode_word(&AARCH64_MC, TABLES.decode32, word, FeatureSet::default())
            .ok_or_else(|| format!("{word:#010x} at {:#x} does not decode", 4 * k))?;
        let line = print_inst(
            &AARCH64_MC,
            &inst,
            &ctx,
            FeatureSet::default(),
            false,
            Some(4 * k as u64),
        );
        mine.push(line.split_whitespace().collect::<Vec<_>>().join(" "));
    }
    let out = Command::new("llvm-objdump-22")
        .args([
            "-d",
            "--no-show-raw-insn",
            "--no-print-imm-hex",
            "-j",
            ".text",
        ])
        .arg(obj)
        .output()
        .map_err(|e| e.to_string())?;
    let theirs: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| {
            let (addr, rest) = l.split_once(':')?;
            let addr = addr.trim();
            (!addr.is_empty() && addr.bytes().all(|b| b.is_ascii_hexdigit()))
                .then(|| rest.trim().to_string())
        })
        .map(|t| {
            let t = t.split("//").next().unwrap_or(&t).to_string();
            let t = match (t.find(" <"), t.ends_with('>')) {
                (Some(p), true) => t[..p].to_string(),
                _ => t,
            };
            t.split_whitespace().collect::<Vec<_>>().join(" ")
        })
        .collect();
    if theirs.len() != mine.len() {
        return Err(format!(
            "{} instructions, objdump {}",
            mine.len(),
            theirs.len()
        ));
    }
    match mine.iter().zip(&theirs).find(|(a, b)| a != b) {
        Some((a, b)) => Err(format!("kiln disassembles `{a}`, llvm-objdump-22 `{b}`")),
        None => Ok(()),
    }
}

#[test]
fn llc_assembly_of_the_corpus_assembles_like_llvm_mc() {
    let dir = std::env::temp_dir().join(format!("kiln-a64-llc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp");
    let mut bad = Vec::new();
    let mut n = 0;
    for (prog, levels) in PROGRAMS {
        for level in *levels {
            n += 1;
            if let Err(e) = compare(prog, level, &dir) {
                bad.push(e);
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        bad.is_empty(),
        "{} of {n} differ:\n{}",
        bad.len(),
        bad.join("\n")
    );
}
