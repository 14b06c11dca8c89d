//! Register allocation with register classes, sub-registers and register units on the mock
//! target (see `common`): 64-bit registers rN with 32-bit views wN (class GPR32, allocated
//! as the `SUB_32` view of an rN), 128-bit vector registers in the allocator's second class,
//! and a FLAGS register.
//!
//! In: machine functions built here (and, for FLAGS, IR through the whole pipeline). Out:
//! the allocated, framed code, checked by regalloc2's checker and the machine verifier after
//! every pass, inspected (which registers, which spill instructions, which slot sizes, what
//! prologue/epilogue insertion saved) and run in the toy's simulator against the same
//! computation done here in Rust.

mod common;

use common::toy::{compile, Sim};
use common::{is_v, is_w, op, unit_of, v, w, Toy, FLAGS, GPR, GPR32, SUB_32, VR128};
use kiln_codegen::machine::{MBBId, MachineFunction, MachineOperand as MO, RegFlags};
use kiln_codegen::pipeline::{run_passes, MachinePass, PipelineOptions};
use kiln_codegen::regalloc::{allocate_registers, RegAllocConfig};
use kiln_codegen::target::target_opcode::{COPY, EXTRACT_SUBREG, SUBREG_TO_REG};
use kiln_mc::register_info::Register;

/// The machine passes from register allocation on (regalloc2's checker on, the verifier
/// after each): allocation, then prologue/epilogue insertion and post-RA pseudo expansion.
fn allocate(mf: &mut MachineFunction, toy: &Toy, opt: u8) {
    let opts = PipelineOptions {
        verify: true,
        opt_level: opt,
        ..Default::default()
    };
    let mut passes = vec![MachinePass {
        name: "regalloc",
        run: Box::new(move |mf: &mut MachineFunction| {
            allocate_registers(
                mf,
                toy,
                toy,
                RegAllocConfig {
                    opt_level: opt,
                    checker: true,
                    fault: None,
                },
            )
        }),
    }];
    run_passes(mf, &mut passes, &opts, toy, toy, &[], &mut String::new())
        .unwrap_or_else(|e| panic!("{}: regalloc: {e}", mf.name));
}

fn finish(mf: &mut MachineFunction, toy: &Toy) {
    let opts = PipelineOptions {
        verify: true,
        ..Default::default()
    };
    let mut passes = vec![
        MachinePass {
            name: "prologepilog",
            run: Box::new(move |mf: &mut MachineFunction| {
                kiln_codegen::pei::insert_prologue_epilogue(mf, toy, toy, &common::toy::ToyFrame)
            }),
        },
        MachinePass {
            name: "postrapseudos",
            run: Box::new(move |mf: &mut MachineFunction| {
                kiln_codegen::pipeline::expand_post_ra_pseudos(mf, toy, toy)
            }),
        },
    ];
    run_passes(mf, &mut passes, &opts, toy, toy, &[], &mut String::new())
        .unwrap_or_else(|e| panic!("{}: {e}", mf.name));
}

/// A one-block function taking r3.. and returning r3.
fn function(name: &str, args: u32) -> (MachineFunction, MBBId, Vec<Register>) {
    let mut mf = MachineFunction::new(name);
    let b = mf.add_block("entry");
    let mut regs = Vec::new();
    for k in 0..args {
        let p = Register(3 + k);
        mf.block_mut(b).live_ins.push(p);
        let a = mf.create_vreg(GPR);
        mf.push_instr(b, COPY, &[MO::reg_def(a), MO::reg_use(p)]);
        regs.push(a);
    }
    (mf, b, regs)
}

fn ret(mf: &mut MachineFunction, b: MBBId, r: Register) {
    mf.push_instr(b, COPY, &[MO::reg_def(Register(3)), MO::reg_use(r)]);
    mf.push_instr(b, op::RET, &[MO::reg(Register(3), RegFlags::IMPLICIT)]);
}

fn run(mf: &MachineFunction, args: &[u64], setup: impl FnOnce(&mut Sim)) -> u64 {
    let m = common::parse("");
    let mfs = std::slice::from_ref(mf);
    let mut sim = Sim::new(&m, mfs);
    setup(&mut sim);
    sim.call(&mf.name, args).0
}

fn instrs(mf: &MachineFunction) -> Vec<(u32, Vec<MO>)> {
    mf.all_instrs()
        .map(|(_, i)| (mf.instr(i).opcode, mf.operands(i).to_vec()))
        .collect()
}

fn is_x(r: Register) -> bool {
    (1..=16).contains(&r.0)
}

fn reg(o: &MO) -> Register {
    o.get_reg().expect("a register operand")
}

/// `f(a, b) = zext32(trunc32(a) + trunc32(b)) + a`: the 32-bit sum is defined in a w
/// register (ADDW) and, through SUBREG_TO_REG, read as the 64-bit r register it is the low
/// half of (ADD). `a` stays live after its 32-bit part is taken.
fn view_function() -> MachineFunction {
    let (mut mf, b, args) = function("view", 2);
    let (a, bb) = (args[0], args[1]);
    let a32 = mf.create_vreg(GPR32);
    let b32 = mf.create_vreg(GPR32);
    let s32 = mf.create_vreg(GPR32);
    let s = mf.create_vreg(GPR);
    let t = mf.create_vreg(GPR);
    let sub = MO::Imm(SUB_32 as i64);
    mf.push_instr(b, EXTRACT_SUBREG, &[MO::reg_def(a32), MO::reg_use(a), sub]);
    mf.push_instr(b, EXTRACT_SUBREG, &[MO::reg_def(b32), MO::reg_use(bb), sub]);
    mf.push_instr(
        b,
        op::ADDW,
        &[MO::reg_def(s32), MO::reg_use(a32), MO::reg_use(b32)],
    );
    mf.push_instr(
        b,
        SUBREG_TO_REG,
        &[MO::reg_def(s), MO::Imm(0), MO::reg_use(s32), sub],
    );
    mf.push_instr(
        b,
        op::ADD,
        &[MO::reg_def(t), MO::reg_use(s), MO::reg_use(a)],
    );
    ret(&mut mf, b, t);
    mf
}

#[test]
fn a_value_defined_in_a_32_bit_view_is_used_in_its_64_bit_register() {
    let f = |a: u64, b: u64| ((a as u32).wrapping_add(b as u32) as u64).wrapping_add(a);
    for opt in [0u8, 2] {
        for regs in [None, Some(&[3u32, 4][..]), Some(&[3u32, 4, 9][..])] {
            let toy = regs.map_or_else(Toy::new, Toy::with_regs);
            let mut mf = view_function();
            allocate(&mut mf, &toy, opt);
            let code = instrs(&mf);
            // The sum is defined in a 32-bit view and read by ADD from the 64-bit register
            // holding it: SUBREG_TO_REG was tied, so it names one allocation unit.
            let addw = code.iter().find(|i| i.0 == op::ADDW).expect("ADDW");
            let d = reg(&addw.1[0]);
            assert!(
                is_w(d),
                "-O{opt} {regs:?}: ADDW defines {d:?}, not a w register"
            );
            assert!(is_w(reg(&addw.1[1])) && is_w(reg(&addw.1[2])));
            let s2r = code
                .iter()
                .find(|i| i.0 == SUBREG_TO_REG)
                .expect("SUBREG_TO_REG");
            assert_eq!(reg(&s2r.1[0]), unit_of(d), "-O{opt} {regs:?}");
            assert_eq!(reg(&s2r.1[2]), d, "-O{opt} {regs:?}");
            finish(&mut mf, &toy);
            let code = instrs(&mf);
            assert!(
                !code
                    .iter()
                    .any(|i| i.0 == SUBREG_TO_REG || i.0 == EXTRACT_SUBREG),
                "sub-register opcodes are lowered after allocation"
            );
            // SUBREG_TO_REG came down to nothing: no 32-bit move was needed.
            assert!(!code.iter().any(|i| i.0 == op::MVW), "-O{opt} {regs:?}");
            for (a, b) in [
                (1u64, 2u64),
                (0xffff_ffff_0000_0005, 0x1_ffff_fffe),
                (0x8000_0000_ffff_ffff, 0xffff_ffff_ffff_ffff),
            ] {
                assert_eq!(run(&mf, &[a, b], |_| {}), f(a, b), "-O{opt} {regs:?}");
            }
        }
    }
}

/// Eight 32-bit, `n64` 64-bit and ten 128-bit values, all live at once, then summed: with
/// five integer registers and eight vector registers, values of all three classes spill.
fn pressure_function(n64: u32) -> MachineFunction {
    let (mut mf, b, args) = function("pressure", 1);
    let x = args[0];
    let mut w32 = Vec::new();
    for k in 0..8 {
        let r = mf.create_vreg(GPR32);
        mf.push_instr(b, op::LIW, &[MO::reg_def(r), MO::Imm(7 * k + 1)]);
        w32.push(r);
    }
    let mut vs = Vec::new();
    for k in 0..10 {
        let c = mf.create_vreg(GPR);
        mf.push_instr(
            b,
            op::ADDI,
            &[MO::reg_def(c), MO::reg_use(x), MO::Imm(1000 * k)],
        );
        let vr = mf.create_vreg(VR128);
        mf.push_instr(b, op::VSPLAT, &[MO::reg_def(vr), MO::reg_use(c)]);
        vs.push(vr);
    }
    let mut g = Vec::new();
    for k in 0..n64 {
        let r = mf.create_vreg(GPR);
        mf.push_instr(
            b,
            op::ADDI,
            &[MO::reg_def(r), MO::reg_use(x), MO::Imm(100 + k as i64)],
        );
        g.push(r);
    }
    // Add the vectors pairwise (both stay live until summed), then everything up.
    let mut acc = mf.create_vreg(GPR);
    mf.push_instr(b, op::LI, &[MO::reg_def(acc), MO::Imm(0)]);
    let mut add = |mf: &mut MachineFunction, r: Register| {
        let n = mf.create_vreg(GPR);
        mf.push_instr(
            b,
            op::ADD,
            &[MO::reg_def(n), MO::reg_use(acc), MO::reg_use(r)],
        );
        acc = n;
    };
    for pair in vs.chunks(2) {
        let s = mf.create_vreg(VR128);
        mf.push_instr(
            b,
            op::VADD,
            &[MO::reg_def(s), MO::reg_use(pair[0]), MO::reg_use(pair[1])],
        );
        let t = mf.create_vreg(GPR);
        mf.push_instr(b, op::VSUM, &[MO::reg_def(t), MO::reg_use(s)]);
        add(&mut mf, t);
    }
    for &r in &w32 {
        let wide = mf.create_vreg(GPR);
        mf.push_instr(
            b,
            SUBREG_TO_REG,
            &[
                MO::reg_def(wide),
                MO::Imm(0),
                MO::reg_use(r),
                MO::Imm(SUB_32 as i64),
            ],
        );
        add(&mut mf, wide);
    }
    for &r in &g {
        add(&mut mf, r);
    }
    ret(&mut mf, b, acc);
    mf
}

fn pressure_result(x: u64, n64: u64) -> u64 {
    let mut acc = 0u64;
    for k in (0..10).step_by(2) {
        let (a, b) = (x.wrapping_add(1000 * k), x.wrapping_add(1000 * (k + 1)));
        acc = acc.wrapping_add(a.wrapping_add(b).wrapping_mul(2));
    }
    for k in 0..8 {
        acc = acc.wrapping_add(7 * k + 1);
    }
    for k in 0..n64 {
        acc = acc.wrapping_add(x.wrapping_add(100 + k));
    }
    acc
}

#[test]
fn spill_slots_take_each_class_size_and_spills_are_told_the_class() {
    for opt in [0u8, 2] {
        for n64 in [0u32, 6] {
            let toy = Toy::with_regs(&[3, 4, 5, 6, 7]);
            let mut mf = pressure_function(n64);
            allocate(&mut mf, &toy, opt);
            // Every spill and reload goes to a slot of its class's size and alignment,
            // through the instruction of that class (the toy's hooks assert they are given
            // a register of the class they are told).
            let mut seen = [0usize; 3];
            for (opc, ops) in instrs(&mf) {
                let (k, size, is_reg): (usize, u64, fn(Register) -> bool) = match opc {
                    op::STW | op::LDW => (0, 4, is_w),
                    op::SW | op::LW => (1, 8, is_x),
                    op::VST | op::VLD => (2, 16, is_v),
                    _ => continue,
                };
                let MO::FrameIndex(fi) = ops[1] else {
                    panic!("a spill addresses a frame index")
                };
                let o = mf.frame_info.object(fi);
                assert!(o.is_spill_slot);
                assert_eq!((o.size, o.align), (size, size), "-O{opt} n64 {n64}: {opc}");
                assert!(
                    is_reg(reg(&ops[0])),
                    "-O{opt} n64 {n64}: {opc} of {:?}",
                    ops[0]
                );
                seen[k] += 1;
            }
            assert!(
                seen[0] > 0,
                "-O{opt} n64 {n64}: no 32-bit value spilled: {seen:?}"
            );
            assert!(
                seen[2] > 0,
                "-O{opt} n64 {n64}: no vector spilled: {seen:?}"
            );
            if n64 > 0 {
                assert!(seen[1] > 0, "-O{opt} n64 {n64}: no 64-bit value spilled");
            }
            // Slot sizes follow the classes: 4-byte slots exist.
            let sizes: Vec<u64> = (0..mf.frame_info.num_objects())
                .map(|fi| mf.frame_info.object(fi))
                .filter(|o| o.is_spill_slot)
                .map(|o| o.size)
                .collect();
            assert!(sizes.contains(&4) && sizes.contains(&16), "{sizes:?}");
            finish(&mut mf, &toy);
            for x in [0u64, 5, 0xffff_ffff_ffff] {
                assert_eq!(
                    run(&mf, &[x], |_| {}),
                    pressure_result(x, n64 as u64),
                    "-O{opt} n64 {n64} x {x}"
                );
            }
        }
    }
}

/// Two 32-bit values live at once when only r3 and the callee-saved r9 are allocatable:
/// one of them is defined in w9, the 32-bit view of r9.
fn csr_view_function() -> MachineFunction {
    let (mut mf, b, args) = function("csr_view", 1);
    let x = args[0];
    let x32 = mf.create_vreg(GPR32);
    mf.push_instr(
        b,
        EXTRACT_SUBREG,
        &[MO::reg_def(x32), MO::reg_use(x), MO::Imm(SUB_32 as i64)],
    );
    let a = mf.create_vreg(GPR32);
    mf.push_instr(b, op::LIW, &[MO::reg_def(a), MO::Imm(40)]);
    let s = mf.create_vreg(GPR32);
    mf.push_instr(
        b,
        op::ADDW,
        &[MO::reg_def(s), MO::reg_use(x32), MO::reg_use(a)],
    );
    let t = mf.create_vreg(GPR32);
    mf.push_instr(
        b,
        op::ADDW,
        &[MO::reg_def(t), MO::reg_use(s), MO::reg_use(a)],
    );
    let r = mf.create_vreg(GPR);
    mf.push_instr(
        b,
        SUBREG_TO_REG,
        &[
            MO::reg_def(r),
            MO::Imm(0),
            MO::reg_use(t),
            MO::Imm(SUB_32 as i64),
        ],
    );
    ret(&mut mf, b, r);
    mf
}

#[test]
fn a_def_of_a_callee_saved_registers_view_makes_prologue_epilogue_save_it() {
    for opt in [1u8, 2] {
        let toy = Toy::with_regs(&[3, 9]);
        let mut mf = csr_view_function();
        allocate(&mut mf, &toy, opt);
        // The function writes r9 only through its 32-bit view.
        let defs: Vec<Register> = instrs(&mf)
            .iter()
            .flat_map(|(_, ops)| {
                ops.iter()
                    .filter(|o| o.is_def())
                    .map(reg)
                    .collect::<Vec<_>>()
            })
            .collect();
        assert!(defs.contains(&w(9)), "-O{opt}: w9 not used: {defs:?}");
        assert!(!defs.contains(&Register(9)), "-O{opt}: r9 written whole");
        finish(&mut mf, &toy);
        // PEI saved and restored the 64-bit register, in an 8-byte slot.
        let saved: Vec<Register> = mf.frame_info.callee_saved.iter().map(|c| c.reg).collect();
        assert_eq!(saved, vec![Register(9)], "-O{opt}");
        let fi = mf.frame_info.callee_saved[0].frame_index;
        assert_eq!(mf.frame_info.object(fi).size, 8);
        let code = instrs(&mf);
        let stores = code
            .iter()
            .filter(|(o, ops)| *o == op::SW && reg(&ops[0]) == Register(9))
            .count();
        let loads = code
            .iter()
            .filter(|(o, ops)| *o == op::LW && reg(&ops[0]) == Register(9))
            .count();
        assert_eq!((stores, loads), (1, 1), "-O{opt}");
        // The simulator checks r9 (all 64 bits: a w9 write zeroes the upper half) is the
        // caller's at the return.
        for x in [1u64, 0xffff_ffff_ffff_fff0] {
            let got = run(&mf, &[x], |sim| sim.regs[9] = 0x1234_5678_9abc_def0);
            assert_eq!(got, (x as u32).wrapping_add(80) as u64, "-O{opt} x {x}");
        }
    }
}

/// `a`, `b` and `c` live across an instruction that clobbers w3 and w4 (implicit
/// definitions of the 32-bit views): through register units the allocator keeps none of
/// them in r3 or r4 there.
#[test]
fn a_def_of_a_view_clobbers_its_64_bit_register() {
    for opt in [0u8, 2] {
        let toy = Toy::with_regs(&[3, 4, 5, 6, 7]);
        let (mut mf, b, args) = function("clobber", 3);
        let (a, bb, c) = (args[0], args[1], args[2]);
        let z = mf.create_vreg(GPR);
        mf.push_instr(
            b,
            op::LI,
            &[
                MO::reg_def(z),
                MO::Imm(9),
                MO::reg(w(3), RegFlags::DEF | RegFlags::IMPLICIT),
                MO::reg(w(4), RegFlags::DEF | RegFlags::IMPLICIT),
            ],
        );
        let mut acc = z;
        for r in [a, bb, c] {
            let n = mf.create_vreg(GPR);
            mf.push_instr(
                b,
                op::MUL,
                &[MO::reg_def(n), MO::reg_use(acc), MO::reg_use(r)],
            );
            acc = n;
        }
        ret(&mut mf, b, acc);
        allocate(&mut mf, &toy, opt);
        finish(&mut mf, &toy);
        // The simulator writes garbage to r3 and r4 at the clobbering instruction.
        let got = run(&mf, &[3, 5, 7], |_| {});
        assert_eq!(got, 9 * 3 * 5 * 7, "-O{opt}");
    }
}

/// FLAGS as a physical register: `icmp slt` selects to CMP (implicit def of FLAGS) glued to
/// SETF (implicit use), and ADD clobbers FLAGS. The adds computed beside the compares are
/// never scheduled between a CMP and its SETF.
const FLAGS_IR: &str = "
define i64 @f(i64 %a, i64 %b, i64 %c) {
entry:
  %lt = icmp slt i64 %a, %b
  %s = add i64 %a, %c
  %lt2 = icmp slt i64 %s, %b
  %t = add i64 %s, %b
  %z = zext i1 %lt to i64
  %z2 = zext i1 %lt2 to i64
  %u = add i64 %t, %z
  %m = mul i64 %z2, 100
  %r = add i64 %u, %m
  ret i64 %r
}
";

#[test]
fn flags_are_never_live_across_a_clobber() {
    let f = |a: i64, b: i64, c: i64| {
        let s = a.wrapping_add(c);
        let t = s.wrapping_add(b);
        t.wrapping_add((a < b) as i64)
            .wrapping_add(100 * (s < b) as i64) as u64
    };
    for opt in [0u8, 2] {
        for regs in [None, Some(&[3u32, 4, 5][..])] {
            let (m, mfs) =
                compile(FLAGS_IR, opt, false, regs).unwrap_or_else(|e| panic!("-O{opt}: {e}"));
            let mf = &mfs[0];
            // Walking each block: every SETF reads FLAGS a CMP wrote, with no ADD between.
            let mut setf = 0;
            for &bb in &mf.layout {
                let mut last_writer = None;
                for &i in &mf.block(bb).insts {
                    let opc = mf.instr(i).opcode;
                    let ops = mf.operands(i);
                    if opc == op::SETF {
                        assert!(ops.iter().any(|o| o.get_reg() == Some(FLAGS) && o.is_use()));
                        assert_eq!(last_writer, Some(op::CMP), "-O{opt} {regs:?}");
                        setf += 1;
                    }
                    if ops.iter().any(|o| o.get_reg() == Some(FLAGS) && o.is_def()) {
                        last_writer = Some(opc);
                    }
                }
            }
            assert_eq!(setf, 2, "-O{opt} {regs:?}");
            for (a, b, c) in [(1i64, 2, 5), (5, 2, -10), (-3, -3, 0), (7, 100, -50)] {
                let mut sim = Sim::new(&m, &mfs);
                let (got, _) = sim.call("f", &[a as u64, b as u64, c as u64]);
                assert_eq!(got, f(a, b, c), "-O{opt} {regs:?} f({a}, {b}, {c})");
            }
        }
    }
}

/// Values of both allocator classes live across a call: the vector class's callee-saved
/// registers (v6, v7) are saved by PEI in 16-byte slots when the allocator uses them.
#[test]
fn vector_callee_saved_registers_are_saved_in_16_byte_slots() {
    let toy = Toy::new();
    let (mut mf, b, args) = function("vcall", 1);
    let x = args[0];
    let vr = mf.create_vreg(VR128);
    mf.push_instr(b, op::VSPLAT, &[MO::reg_def(vr), MO::reg_use(x)]);
    mf.push_instr(b, op::ADJDOWN, &[MO::Imm(0), MO::Imm(0)]);
    mf.push_instr(
        b,
        op::CALL,
        &[
            MO::Symbol {
                name: "__udivdi3",
                offset: 0,
                flags: 0,
            },
            MO::RegMask(0),
            MO::reg(Register(3), RegFlags::DEF | RegFlags::IMPLICIT),
        ],
    );
    mf.push_instr(b, op::ADJUP, &[MO::Imm(0), MO::Imm(0)]);
    mf.frame_info.has_calls = true;
    let t = mf.create_vreg(GPR);
    mf.push_instr(b, op::VSUM, &[MO::reg_def(t), MO::reg_use(vr)]);
    ret(&mut mf, b, t);
    allocate(&mut mf, &toy, 2);
    finish(&mut mf, &toy);
    let saved: Vec<(Register, u64)> = mf
        .frame_info
        .callee_saved
        .iter()
        .map(|c| (c.reg, mf.frame_info.object(c.frame_index).size))
        .collect();
    assert!(saved.contains(&(v(6), 16)), "{saved:?}");
    assert!(saved.contains(&(Register(1), 8)), "{saved:?}");
    // __udivdi3(x, r4): r4 is whatever it is; the vector survives the call.
    let got = run(&mf, &[21], |sim| sim.regs[4] = 1);
    assert_eq!(got, 42);
}

/// `g(x) = zext32(trunc32(x) + 5) * 3`, through the other sub-register opcodes: the 32-bit
/// part of `x` by COPY_TO_REGCLASS (a copy between classes), the sum inserted into an
/// undefined 64-bit register by INSERT_SUBREG, and its low half taken back out by
/// EXTRACT_SUBREG before being widened again.
#[test]
fn insert_subreg_and_copy_to_regclass_are_lowered_after_allocation() {
    use kiln_codegen::target::target_opcode::{COPY_TO_REGCLASS, IMPLICIT_DEF, INSERT_SUBREG};
    let g = |x: u64| ((x as u32).wrapping_add(5) as u64).wrapping_mul(3);
    for opt in [0u8, 2] {
        for regs in [None, Some(&[3u32, 4][..])] {
            let toy = regs.map_or_else(Toy::new, Toy::with_regs);
            let (mut mf, b, args) = function("other_ops", 1);
            let sub = MO::Imm(SUB_32 as i64);
            let x32 = mf.create_vreg(GPR32);
            mf.push_instr(
                b,
                COPY_TO_REGCLASS,
                &[
                    MO::reg_def(x32),
                    MO::reg_use(args[0]),
                    MO::Imm(GPR32.0 as i64),
                ],
            );
            let five = mf.create_vreg(GPR32);
            mf.push_instr(b, op::LIW, &[MO::reg_def(five), MO::Imm(5)]);
            let s32 = mf.create_vreg(GPR32);
            mf.push_instr(
                b,
                op::ADDW,
                &[MO::reg_def(s32), MO::reg_use(x32), MO::reg_use(five)],
            );
            let undef = mf.create_vreg(GPR);
            mf.push_instr(b, IMPLICIT_DEF, &[MO::reg_def(undef)]);
            let ins = mf.create_vreg(GPR);
            mf.push_instr(
                b,
                INSERT_SUBREG,
                &[MO::reg_def(ins), MO::reg_use(undef), MO::reg_use(s32), sub],
            );
            let low = mf.create_vreg(GPR32);
            mf.push_instr(
                b,
                EXTRACT_SUBREG,
                &[MO::reg_def(low), MO::reg_use(ins), sub],
            );
            let wide = mf.create_vreg(GPR);
            mf.push_instr(
                b,
                SUBREG_TO_REG,
                &[MO::reg_def(wide), MO::Imm(0), MO::reg_use(low), sub],
            );
            let three = mf.create_vreg(GPR);
            mf.push_instr(b, op::LI, &[MO::reg_def(three), MO::Imm(3)]);
            let r = mf.create_vreg(GPR);
            mf.push_instr(
                b,
                op::MUL,
                &[MO::reg_def(r), MO::reg_use(wide), MO::reg_use(three)],
            );
            ret(&mut mf, b, r);
            allocate(&mut mf, &toy, opt);
            finish(&mut mf, &toy);
            assert!(
                !instrs(&mf).iter().any(|(o, _)| [
                    COPY_TO_REGCLASS,
                    INSERT_SUBREG,
                    EXTRACT_SUBREG,
                    SUBREG_TO_REG
                ]
                .contains(o)),
                "-O{opt} {regs:?}: sub-register opcodes left"
            );
            for x in [0u64, 7, 0xffff_ffff_ffff_fffe, 0x1234_5678_9abc_def0] {
                assert_eq!(run(&mf, &[x], |_| {}), g(x), "-O{opt} {regs:?} x {x:#x}");
            }
        }
    }
}

/// A call's argument passed in a 32-bit view (`$w4 = COPY %c`, the call reading w4) and its
/// result read through one (`%q = COPY $w3` after a call defining r3): both copies fold into
/// fixed-register operands on the units r4 and r3 (`c` stays live across the call, in a
/// callee-saved register or a slot).
#[test]
fn fixed_registers_may_name_a_view_of_their_unit() {
    for opt in [0u8, 2] {
        let toy = Toy::new();
        let (mut mf, b, args) = function("view_call", 1);
        let c = mf.create_vreg(GPR32);
        mf.push_instr(b, op::LIW, &[MO::reg_def(c), MO::Imm(3)]);
        mf.push_instr(b, op::ADJDOWN, &[MO::Imm(0), MO::Imm(0)]);
        mf.push_instr(b, COPY, &[MO::reg_def(Register(3)), MO::reg_use(args[0])]);
        mf.push_instr(b, COPY, &[MO::reg_def(w(4)), MO::reg_use(c)]);
        mf.push_instr(
            b,
            op::CALL,
            &[
                MO::Symbol {
                    name: "__udivdi3",
                    offset: 0,
                    flags: 0,
                },
                MO::reg(Register(3), RegFlags::IMPLICIT),
                MO::reg(w(4), RegFlags::IMPLICIT),
                MO::RegMask(0),
                MO::reg(Register(3), RegFlags::DEF | RegFlags::IMPLICIT),
            ],
        );
        mf.push_instr(b, op::ADJUP, &[MO::Imm(0), MO::Imm(0)]);
        mf.frame_info.has_calls = true;
        let q = mf.create_vreg(GPR32);
        mf.push_instr(b, COPY, &[MO::reg_def(q), MO::reg_use(w(3))]);
        // A copy does not zero the upper half (SUBREG_TO_REG's promise): ADDW does.
        let q2 = mf.create_vreg(GPR32);
        mf.push_instr(
            b,
            op::ADDW,
            &[MO::reg_def(q2), MO::reg_use(q), MO::reg_use(c)],
        );
        let r = mf.create_vreg(GPR);
        mf.push_instr(
            b,
            SUBREG_TO_REG,
            &[
                MO::reg_def(r),
                MO::Imm(0),
                MO::reg_use(q2),
                MO::Imm(SUB_32 as i64),
            ],
        );
        ret(&mut mf, b, r);
        allocate(&mut mf, &toy, opt);
        // No copy of a view is left around the call: both were folded (the allocator's own
        // moves, COPYs of whole units until postrapseudos, may remain).
        assert!(
            !instrs(&mf)
                .iter()
                .any(|(o, ops)| *o == COPY && ops.iter().any(|x| x.get_reg().is_some_and(is_w))),
            "-O{opt}: {:?}",
            instrs(&mf)
        );
        finish(&mut mf, &toy);
        for x in [10u64, 0x3_0000_0009, u64::MAX] {
            assert_eq!(
                run(&mf, &[x], |_| {}),
                ((x / 3) as u32).wrapping_add(3) as u64,
                "-O{opt} x {x}"
            );
        }
    }
}
