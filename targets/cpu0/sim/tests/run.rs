//! Small Cpu0 programs assembled by kiln-mc, linked by the simulator crate's linker,
//! written to an ELF file and read back, and run, in both byte orders: output, exit
//! status and instruction counts; delay slots; calls across objects; cpu032I and
//! cpu032II compares; multiply/divide; sub-word loads; a frame of 0x7fff_fff8 bytes;
//! faults that name the instruction; link errors.

use kiln_cpu0_sim::cpu::{run, FaultKind, RunResult};
use kiln_cpu0_sim::elf::Executable;
use kiln_cpu0_sim::link::{link, Input};
use kiln_cpu0_sim::memory::MemFault;
use kiln_mc::asm_parser::AsmParser;
use kiln_mc::assembler::ObjectStreamer;
use kiln_mc::elf_writer::write_elf;
use kiln_mc::streamer::MCStreamer;
use kiln_mc::target::MCTargetHooks;
use kiln_support::SourceMgr;
use kiln_target_cpu0::mc::{features_for, CPU0EL_MC, CPU0_MC};

/// The object kiln-mc writes for `src`.
fn assemble(t: &dyn MCTargetHooks, mcpu: &str, src: &str) -> Vec<u8> {
    let features = features_for(mcpu, "").expect("features");
    let mut sm = SourceMgr::new();
    let file = sm.add_buffer("t.s".to_string(), src.to_string());
    let mut st = ObjectStreamer::new(t, features);
    let mut p = AsmParser::new(&sm, file, t, features);
    p.run(&mut st);
    assert!(
        p.diags.is_empty(),
        "{}",
        p.diags.iter().map(|d| sm.render(d)).collect::<String>()
    );
    st.finish().expect("finishes");
    write_elf(&st).expect("writes")
}

/// Links the sources (each its own object) for one byte order, through an ELF file.
fn build(t: &dyn MCTargetHooks, mcpu: &str, srcs: &[&str]) -> Result<Executable, String> {
    let objs: Vec<Vec<u8>> = srcs.iter().map(|s| assemble(t, mcpu, s)).collect();
    let inputs: Vec<Input<'_>> = objs
        .iter()
        .enumerate()
        .map(|(k, o)| Input {
            name: ["a.o", "b.o", "c.o"][k],
            bytes: o,
        })
        .collect();
    let exe = link(&inputs)?;
    let back = Executable::parse(&exe.to_bytes())?;
    assert_eq!(back, exe);
    Ok(back)
}

/// Runs the sources in both byte orders; the results must agree.
fn run_both(mcpu: &str, srcs: &[&str]) -> RunResult {
    let be = run(&build(&CPU0_MC, mcpu, srcs).expect("links"), 1_000_000).expect("runs");
    let le = run(&build(&CPU0EL_MC, mcpu, srcs).expect("links"), 1_000_000).expect("runs");
    assert_eq!(be, le);
    be
}

const HELLO: &str = "\t.text
\t.globl\t_start
_start:
\taddiu\t$4, $zero, 1
\tlui\t$5, %hi(msg)
\taddiu\t$5, $5, %lo(msg)
\taddiu\t$6, $zero, 6
\tswi\t2
\taddiu\t$4, $zero, 7
\tswi\t1
\t.data
msg:
\t.ascii\t\"hello\\n\"
";

#[test]
fn hello_writes_and_exits() {
    let r = run_both("", &[HELLO]);
    assert_eq!(r.stdout, b"hello\n");
    assert_eq!(r.status, 7);
    assert_eq!(r.instructions, 7);
}

/// `main` calls `add3` in another object; the delay slot of `jsub` sets its third
/// argument, the delay slot of `ret` adds one more; `main` returns to the exit address.
const MAIN: &str = "\t.text
\t.globl\tmain
main:
\taddiu\t$sp, $sp, -8
\tst\t$lr, 4($sp)
\taddiu\t$4, $zero, 10
\taddiu\t$5, $zero, 20
\tjsub\tadd3
\taddiu\t$6, $zero, 30
\tld\t$lr, 4($sp)
\tret\t$lr
\taddiu\t$sp, $sp, 8
";
const ADD3: &str = "\t.text
\t.globl\tadd3
add3:
\taddu\t$2, $4, $5
\taddu\t$2, $2, $6
\tret\t$lr
\taddiu\t$2, $2, 1
";

#[test]
fn calls_across_objects_run_their_delay_slots() {
    let r = run_both("", &[MAIN, ADD3]);
    assert_eq!(r.status, 61);
    assert_eq!(r.instructions, 13);
}

/// Sums 1..=10 with a loop: cpu032I compares into $sw and jumps; cpu032II branches.
#[test]
fn loops_on_both_subtargets() {
    let i = "\t.text\n\t.globl\tmain\nmain:\n\taddiu\t$2, $zero, 0\n\taddiu\t$3, $zero, 10\n\
             .L1:\n\taddu\t$2, $2, $3\n\taddiu\t$3, $3, -1\n\tcmp\t$sw, $3, $zero\n\
             \tjgt\t$sw, .L1\n\tnop\n\tret\t$lr\n\tnop\n";
    let r = run_both("cpu032I", &[i]);
    assert_eq!(r.status, 55);
    assert_eq!(r.instructions, 2 + 10 * 5 + 2);
    let ii = "\t.text\n\t.globl\tmain\nmain:\n\taddiu\t$2, $zero, 0\n\taddiu\t$3, $zero, 10\n\
              .L1:\n\taddu\t$2, $2, $3\n\taddiu\t$3, $3, -1\n\tbne\t$3, $zero, .L1\n\tnop\n\
              \tret\t$lr\n\tnop\n";
    let r = run_both("cpu032II", &[ii]);
    assert_eq!(r.status, 55);
    assert_eq!(r.instructions, 2 + 10 * 4 + 2);
}

/// Each check leaves 0 in $7 when it holds; the first failing check's number is the
/// exit status.
#[test]
fn arithmetic_loads_and_compares() {
    let src = "\t.text\n\t.globl\t_start\n_start:\n\
        \tlui\t$8, %hi(d)\n\taddiu\t$8, $8, %lo(d)\n\
        \taddiu\t$4, $zero, 1\n\tlb\t$2, 0($8)\n\taddiu\t$3, $zero, -128\n\tbne\t$2, $3, .Lfail\n\tnop\n\
        \taddiu\t$4, $zero, 2\n\tlbu\t$2, 0($8)\n\taddiu\t$3, $zero, 128\n\tbne\t$2, $3, .Lfail\n\tnop\n\
        \taddiu\t$4, $zero, 3\n\tlh\t$2, 2($8)\n\taddiu\t$3, $zero, -2\n\tbne\t$2, $3, .Lfail\n\tnop\n\
        \taddiu\t$4, $zero, 4\n\tlhu\t$2, 2($8)\n\tori\t$3, $zero, 65534\n\tbne\t$2, $3, .Lfail\n\tnop\n\
        \taddiu\t$4, $zero, 5\n\taddiu\t$2, $zero, -7\n\taddiu\t$3, $zero, 2\n\tdiv\t$2, $3\n\
        \tmflo\t$5\n\tmfhi\t$6\n\taddiu\t$3, $zero, -3\n\tbne\t$5, $3, .Lfail\n\tnop\n\
        \taddiu\t$3, $zero, -1\n\tbne\t$6, $3, .Lfail\n\tnop\n\
        \taddiu\t$4, $zero, 6\n\tlui\t$2, 0x8000\n\taddiu\t$3, $zero, 4\n\tmultu\t$2, $3\n\
        \tmfhi\t$5\n\taddiu\t$3, $zero, 2\n\tbne\t$5, $3, .Lfail\n\tnop\n\
        \tmult\t$2, $3\n\tmfhi\t$5\n\taddiu\t$3, $zero, -1\n\tbne\t$5, $3, .Lfail\n\tnop\n\
        \taddiu\t$4, $zero, 7\n\tlui\t$2, 0x8000\n\tsra\t$5, $2, 31\n\taddiu\t$3, $zero, -1\n\
        \tbne\t$5, $3, .Lfail\n\tnop\n\tshr\t$5, $2, 31\n\taddiu\t$3, $zero, 1\n\
        \tbne\t$5, $3, .Lfail\n\tnop\n\trol\t$5, $2, 1\n\tbne\t$5, $3, .Lfail\n\tnop\n\
        \taddiu\t$4, $zero, 8\n\taddiu\t$2, $zero, -1\n\tslt\t$5, $2, $zero\n\
        \tbeq\t$5, $zero, .Lfail\n\tnop\n\tsltu\t$5, $2, $zero\n\tbne\t$5, $zero, .Lfail\n\tnop\n\
        \tslti\t$5, $2, 0\n\tbeq\t$5, $zero, .Lfail\n\tnop\n\
        \taddiu\t$4, $zero, 9\n\tnor\t$5, $zero, $zero\n\tbne\t$5, $2, .Lfail\n\tnop\n\
        \taddiu\t$4, $zero, 10\n\tmtlo\t$2\n\tmflo\t$5\n\tbne\t$5, $2, .Lfail\n\tnop\n\
        \taddiu\t$4, $zero, 0\n\
        .Lfail:\n\tswi\t1\n\
        \t.data\nd:\n\t.byte\t0x80, 0\n\t.half\t0xfffe\n";
    let r = run_both("", &[src]);
    assert_eq!(r.status, 0, "check {} failed", r.status);
}

/// A frame of 0x7fff_fff8 bytes (seed 000's largest): a store at its bottom and a load
/// back, through the sparse memory.
#[test]
fn the_largest_frame_fits() {
    let src = "\t.text\n\t.globl\tmain\nmain:\n\tlui\t$1, 0x8000\n\taddiu\t$1, $1, 8\n\
               \taddu\t$sp, $sp, $1\n\taddiu\t$2, $zero, 42\n\tst\t$2, 0($sp)\n\
               \taddiu\t$2, $zero, 0\n\tld\t$2, 0($sp)\n\tlui\t$1, 0x7fff\n\tori\t$1, $1, 0xfff8\n\
               \taddu\t$sp, $sp, $1\n\tret\t$lr\n\tnop\n";
    let r = run_both("", &[src]);
    assert_eq!(r.status, 42);
}

#[test]
fn faults_name_the_address_and_the_instruction() {
    let exe = build(
        &CPU0_MC,
        "",
        &["\t.text\n\t.globl\tmain\nmain:\n\tnop\n\tld\t$2, 8($zero)\n"],
    )
    .expect("links");
    let f = run(&exe, 100).expect_err("faults");
    assert_eq!(f.kind, FaultKind::Memory(MemFault::Null(8)));
    assert_eq!(f.pc, 0x1004);
    let text = f.to_string();
    assert!(
        text.contains("0x00001004") && text.contains("ld $2, 8($zero)"),
        "{text}"
    );

    let exe = build(
        &CPU0EL_MC,
        "",
        &["\t.globl\tmain\nmain:\n\taddiu\t$3, $zero, 0\n\tdivu\t$2, $3\n"],
    )
    .expect("links");
    let f = run(&exe, 100).expect_err("faults");
    assert_eq!((&f.kind, f.pc), (&FaultKind::DivideByZero, 0x1004));
    assert!(f.to_string().contains("divu $2, $3"), "{f}");

    let exe = build(
        &CPU0_MC,
        "",
        &["\t.globl\tmain\nmain:\n\t.word\t0xff000000\n"],
    )
    .expect("links");
    assert_eq!(
        run(&exe, 100).expect_err("faults").kind,
        FaultKind::Undefined
    );

    let exe = build(
        &CPU0_MC,
        "",
        &["\t.globl\tmain\nmain:\n\tjmp\tmain\n\tnop\n"],
    )
    .expect("links");
    let f = run(&exe, 1000).expect_err("never ends");
    assert_eq!(
        (&f.kind, f.instructions),
        (&FaultKind::StepLimit(1000), 1000)
    );

    let exe = build(&CPU0_MC, "", &["\t.globl\tmain\nmain:\n\tld\t$2, 2($sp)\n"]).expect("links");
    let f = run(&exe, 100).expect_err("misaligned");
    assert!(
        matches!(f.kind, FaultKind::Memory(MemFault::Misaligned(_))),
        "{f}"
    );

    let exe = build(&CPU0_MC, "", &["\t.globl\tmain\nmain:\n\tswi\t99\n"]).expect("links");
    assert_eq!(
        run(&exe, 100).expect_err("bad call").kind,
        FaultKind::Syscall(99)
    );

    let exe = build(
        &CPU0_MC,
        "",
        &["\t.globl\tmain\nmain:\n\tret\t$zero\n\tnop\n"],
    )
    .expect("links");
    assert_eq!(
        run(&exe, 100).expect_err("jumps to 0").kind,
        FaultKind::Fetch
    );
}

#[test]
fn link_errors_name_the_object_and_symbol() {
    let e = build(
        &CPU0_MC,
        "",
        &["\t.globl\tmain\nmain:\n\tjsub\tnowhere\n\tnop\n"],
    )
    .expect_err("undefined");
    assert!(
        e.contains("a.o") && e.contains("undefined symbol 'nowhere'"),
        "{e}"
    );
    let e = build(
        &CPU0_MC,
        "",
        &[
            "\t.globl\tmain\nmain:\n\tnop\n",
            "\t.globl\tmain\nmain:\n\tnop\n",
        ],
    )
    .expect_err("duplicate");
    assert!(
        e.contains("b.o") && e.contains("duplicate symbol 'main'"),
        "{e}"
    );
    let e = build(&CPU0_MC, "", &["\t.globl\tf\nf:\n\tnop\n"]).expect_err("no entry");
    assert!(e.contains("no entry point"), "{e}");
    let objs = [
        assemble(&CPU0_MC, "", HELLO),
        assemble(&CPU0EL_MC, "", MAIN),
    ];
    let e = link(&[
        Input {
            name: "be.o",
            bytes: &objs[0],
        },
        Input {
            name: "le.o",
            bytes: &objs[1],
        },
    ])
    .expect_err("mixed");
    assert!(e.contains("le.o") && e.contains("byte order"), "{e}");
}

#[test]
fn the_simulator_decodes_with_the_td_opcodes() {
    // Every encodable instruction of the tables has an operation in the simulator.
    let ops = kiln_cpu0_sim::cpu::opcode_table();
    for d in kiln_target_cpu0::mc::tables::TABLES.instrs {
        if let Some(e) = d.encoding {
            assert!(
                ops[(e.bits >> 24) as usize].is_some(),
                "{} has no operation",
                d.name
            );
        }
    }
    assert_eq!(ops.iter().filter(|o| o.is_some()).count(), 57);
}

/// A function with CFI directives: its object has `.eh_frame` with an `R_CPU0_PC32`
/// relocation, which the linker resolves to the distance to `main`.
#[test]
fn objects_with_cfi_link_and_run() {
    let src = "\t.text\n\t.globl\tmain\n\t.type\tmain,@function\nmain:\n\t.cfi_startproc\n\
               \taddiu\t$sp, $sp, -8\n\t.cfi_def_cfa_offset 8\n\tst\t$lr, 4($sp)\n\
               \t.cfi_offset 14, -4\n\taddiu\t$2, $zero, 3\n\tld\t$lr, 4($sp)\n\tret\t$lr\n\
               \taddiu\t$sp, $sp, 8\n\t.cfi_endproc\n\t.size\tmain, .-main\n";
    for t in [&CPU0_MC as &dyn MCTargetHooks, &CPU0EL_MC] {
        let exe = build(t, "", &[src]).expect("links");
        assert_eq!(run(&exe, 100).expect("runs").status, 3);
        // The FDE's initial location (at offset 0x1c of .eh_frame, which starts the data
        // segment) is pc-relative: it points back at main.
        let data = &exe.segments[1];
        let at = 0x1c;
        let b = &data.data[at..at + 4];
        let v = if exe.big_endian {
            i32::from_be_bytes([b[0], b[1], b[2], b[3]])
        } else {
            i32::from_le_bytes([b[0], b[1], b[2], b[3]])
        };
        assert_eq!((data.vaddr as i64 + at as i64 + v as i64) as u32, exe.entry);
    }
}

/// Runs `body` (which sets `$2`) and checks `$2` against `expected`: the program exits
/// with `$2 ^ expected`, so 0 means equal (on either subtarget).
fn check_value(mcpu: &str, body: &str, expected: u32) {
    let src = format!(
        "\t.globl\tmain\nmain:\n{body}\tlui\t$8, {}\n\tori\t$8, $8, {}\n\txor\t$4, $2, $8\n\
         \tswi\t1\n",
        expected >> 16,
        expected & 0xffff
    );
    let r = run_both(mcpu, &[&src]);
    assert_eq!(
        r.status,
        0,
        "{body}: $2 is {:#x}, not {expected:#x}",
        r.status as u32 ^ expected
    );
}

#[test]
fn every_operation_computes_its_result() {
    let a = "\tlui\t$3, 0x8765\n\tori\t$3, $3, 0x4321\n"; // $3 = 0x87654321
    let b = "\taddiu\t$5, $zero, 4\n"; // $5 = 4
    let cases: &[(&str, u32)] = &[
        ("\taddiu\t$2, $3, -1\n", 0x8765_4320),
        ("\tandi\t$2, $3, 0xff0f\n", 0x4301),
        ("\txori\t$2, $3, 0xffff\n", 0x8765_bcde),
        ("\tsubu\t$2, $3, $5\n", 0x8765_431d),
        ("\tmul\t$2, $3, $5\n", 0x1d95_0c84),
        ("\tand\t$2, $3, $5\n", 0),
        ("\tor\t$2, $3, $5\n", 0x8765_4325),
        ("\tnor\t$2, $3, $5\n", 0x789a_bcda),
        ("\tror\t$2, $3, 4\n", 0x1876_5432),
        ("\tsrav\t$2, $3, $5\n", 0xf876_5432),
        ("\tshlv\t$2, $3, $5\n", 0x7654_3210),
        ("\tshrv\t$2, $3, $5\n", 0x0876_5432),
        ("\trolv\t$2, $3, $5\n", 0x7654_3218),
        ("\trorv\t$2, $3, $5\n", 0x1876_5432),
        ("\tshl\t$2, $3, 8\n", 0x6543_2100),
        ("\tsltiu\t$2, $5, -1\n", 1),
        ("\tslti\t$2, $3, 1\n", 1),
        ("\tslt\t$2, $5, $3\n", 0),
        ("\tsltu\t$2, $5, $3\n", 1),
        ("\tmthi\t$3\n\tmfhi\t$2\n", 0x8765_4321),
        ("\tdivu\t$3, $5\n\tmflo\t$2\n", 0x21d9_50c8),
        ("\tdivu\t$3, $5\n\tmfhi\t$2\n", 1),
        (
            "\tmultu\t$3, $3\n\tmflo\t$2\n",
            (0x8765_4321u64 * 0x8765_4321) as u32,
        ),
        (
            "\tmultu\t$3, $3\n\tmfhi\t$2\n",
            ((0x8765_4321u64 * 0x8765_4321) >> 32) as u32,
        ),
        (
            "\tmult\t$3, $3\n\tmfhi\t$2\n",
            ((0x8765_4321u32 as i32 as i64).pow(2) >> 32) as u32,
        ),
        // jalr through a register, with its delay slot.
        (
            "\tlui\t$6, %hi(.Lf)\n\taddiu\t$6, $6, %lo(.Lf)\n\tjalr\t$lr, $6\n\
             \taddiu\t$2, $zero, 5\n\tjmp\t.Lout\n\tnop\n.Lf:\n\tret\t$lr\n\
             \taddiu\t$2, $2, 10\n.Lout:\n",
            15,
        ),
    ];
    for (body, want) in cases {
        check_value("", &format!("{a}{b}{body}"), *want);
    }
}

/// The six jumps on the status word after a signed `cmp`, taken and not taken.
#[test]
fn status_word_jumps() {
    // (jump, lhs, rhs, taken)
    let cases = [
        ("jeq", 3, 3, true),
        ("jeq", 3, 4, false),
        ("jne", 3, 4, true),
        ("jne", -1, -1, false),
        ("jlt", -2, 1, true),
        ("jlt", 1, -2, false),
        ("jgt", 1, -2, true),
        ("jgt", 2, 2, false),
        ("jle", 2, 2, true),
        ("jle", 3, -2, false),
        ("jge", -2, -2, true),
        ("jge", -3, -2, false),
    ];
    for (j, l, r, taken) in cases {
        let body = format!(
            "\taddiu\t$3, $zero, {l}\n\taddiu\t$4, $zero, {r}\n\taddiu\t$2, $zero, 0\n\
             \tcmp\t$sw, $3, $4\n\t{j}\t$sw, .Lt\n\tnop\n\tjmp\t.Lend\n\tnop\n\
             .Lt:\n\taddiu\t$2, $zero, 1\n.Lend:\n"
        );
        check_value("cpu032I", &body, taken as u32);
    }
}

/// Byte and half stores write the right bytes in each byte order.
#[test]
fn sub_word_stores() {
    let body = "\taddiu\t$6, $sp, -8\n\tst\t$zero, 0($6)\n\taddiu\t$3, $zero, 0x11\n\
                \tsb\t$3, 0($6)\n\taddiu\t$3, $zero, 0x2233\n\tsh\t$3, 2($6)\n\tld\t$2, 0($6)\n";
    // Bytes 11 00 22 33 (big-endian) read as 0x11002233; bytes 11 00 33 22
    // (little-endian) as 0x22330011.
    let src = format!("\t.globl\tmain\nmain:\n{body}\tret\t$lr\n\tnop\n");
    let be = run(&build(&CPU0_MC, "", &[&src]).expect("links"), 100).expect("runs");
    let le = run(&build(&CPU0EL_MC, "", &[&src]).expect("links"), 100).expect("runs");
    assert_eq!(be.status as u32, 0x1100_2233);
    assert_eq!(le.status as u32, 0x2233_0011);
}
