//! The -O2 machine passes on the mock target: SSA copy propagation (`ssa-copy-prop`), machine
//! loop-invariant code motion (`machinelicm`) and branch folding (`branch-folder`). Each test
//! checks the pass's effect on the machine code and runs the allocated code in the simulator
//! against the IR's meaning computed in Rust.

mod common;

use common::toy::{compile, compile_with, Sim};
use common::Toy;
use kiln_codegen::machine::{MachineFunction, MachineOperand, RegFlags};
use kiln_codegen::pipeline::{CompileOptions, PipelineOptions};
use kiln_codegen::target::{desc_of, instr_flags, target_opcode};

/// A loop whose body adds a large constant and a value computed from invariant arguments.
const LOOP: &str = "define i64 @f(i64 %n, i64 %a, i64 %b) {\nentry:\n  br label %loop\nloop:\n  %i = phi i64 [ 0, %entry ], [ %i2, %latch ]\n  %acc = phi i64 [ 0, %entry ], [ %acc3, %latch ]\n  %k = mul i64 %a, %b\n  %t = add i64 %acc, 123456789\n  %acc2 = add i64 %t, %k\n  %odd = and i64 %i, 1\n  %c0 = icmp eq i64 %odd, 0\n  br i1 %c0, label %even, label %latch\neven:\n  %e = xor i64 %acc2, 255\n  br label %latch\nlatch:\n  %acc3 = phi i64 [ %acc2, %loop ], [ %e, %even ]\n  %i2 = add i64 %i, 1\n  %c = icmp ult i64 %i2, %n\n  br i1 %c, label %loop, label %done\ndone:\n  ret i64 %acc3\n}\n";

fn want(n: u64, a: u64, b: u64) -> u64 {
    let mut acc = 0u64;
    let mut i = 0u64;
    loop {
        acc = acc.wrapping_add(123456789).wrapping_add(a.wrapping_mul(b));
        if i & 1 == 0 {
            acc ^= 255;
        }
        i += 1;
        if i >= n {
            return acc;
        }
    }
}

fn stop_after(src: &str, pass: &str) -> MachineFunction {
    let opts = CompileOptions {
        pipeline: PipelineOptions {
            stop_after: Some(pass.into()),
            verify: true,
            opt_level: 2,
            ..Default::default()
        },
        ..Default::default()
    };
    let (_, mut mfs, _) = compile_with(src, true, None, &opts, &mut String::new())
        .unwrap_or_else(|e| panic!("-stop-after={pass}: {e}"));
    mfs.remove(0)
}

/// Instructions of the loop header (the block that is the target of a back edge from the
/// latch, found as the first block with a predecessor later in the layout).
fn header_insts(mf: &MachineFunction) -> usize {
    let pos = |b| mf.layout.iter().position(|&x| x == b).unwrap();
    let h = mf
        .layout
        .iter()
        .copied()
        .find(|&b| mf.block(b).preds.iter().any(|&p| pos(p) >= pos(b)))
        .expect("the test function has a loop");
    mf.block(h).insts.len()
}

fn check_runs(src: &str) {
    for opt in [0u8, 2] {
        let (m, mfs) = compile(src, opt, true, None).unwrap_or_else(|e| panic!("-O{opt}: {e}"));
        for (n, a, b) in [
            (1u64, 3u64, 5u64),
            (2, 7, 9),
            (17, 1 << 40, 3),
            (100, 12345, 678),
        ] {
            let mut sim = Sim::new(&m, &mfs);
            let (got, _) = sim.call("f", &[n, a, b]);
            assert_eq!(got, want(n, a, b), "-O{opt} f({n}, {a}, {b})");
        }
    }
}

#[test]
fn ssa_copy_prop_removes_virtual_copies() {
    let before = stop_after(LOOP, "finalize-isel");
    let after = stop_after(LOOP, "ssa-copy-prop");
    let vcopies = |mf: &MachineFunction| {
        mf.all_instrs()
            .filter(|&(_, i)| {
                mf.instr(i).opcode == target_opcode::COPY
                    && mf.operands(i).iter().all(|o| match o {
                        MachineOperand::Reg { reg, .. } => reg.is_virtual(),
                        _ => false,
                    })
            })
            .count()
    };
    assert!(vcopies(&before) > 0, "the builder leaves virtual copies");
    assert_eq!(vcopies(&after), 0);
    check_runs(LOOP);
}

#[test]
fn machine_licm_hoists_invariants_out_of_the_loop() {
    let before = stop_after(LOOP, "ssa-copy-prop");
    let after = stop_after(LOOP, "machinelicm");
    assert!(
        header_insts(&after) + 2 <= header_insts(&before),
        "the constant and the invariant multiply leave the loop header ({} -> {})",
        header_insts(&before),
        header_insts(&after)
    );
    // Nothing left in the header reads only constants.
    let toy = Toy::new();
    let pos = |b| after.layout.iter().position(|&x| x == b).unwrap();
    let h = after
        .layout
        .iter()
        .copied()
        .find(|&b| after.block(b).preds.iter().any(|&p| pos(p) >= pos(b)))
        .unwrap();
    for &i in &after.block(h).insts {
        let d = desc_of(&toy, after.instr(i).opcode);
        if after.instr(i).opcode == target_opcode::PHI || d.is_terminator() {
            continue;
        }
        let reads_vreg = after.operands(i).iter().any(|o| {
            matches!(o, MachineOperand::Reg { reg, flags, .. }
                if reg.is_virtual() && !flags.has(RegFlags::DEF))
        });
        assert!(reads_vreg, "an invariant instruction stayed in the loop");
    }
    check_runs(LOOP);
}

#[test]
fn branch_folder_removes_jumps_to_the_next_block_and_forwarding_blocks() {
    let toy = Toy::new();
    let before = stop_after(LOOP, "postrapseudos");
    let after = stop_after(LOOP, "branch-folder");
    let uncond = |mf: &MachineFunction, i| {
        let d = desc_of(&toy, mf.instr(i).opcode);
        d.has(instr_flags::BRANCH) && d.has(instr_flags::BARRIER)
    };
    let count = |mf: &MachineFunction| {
        mf.layout
            .iter()
            .map(|&b| mf.block(b).insts.iter().filter(|&&i| uncond(mf, i)).count())
            .sum::<usize>()
    };
    for (k, &b) in after.layout.iter().enumerate() {
        let insts = &after.block(b).insts;
        if let (Some(&last), Some(&next)) = (insts.last(), after.layout.get(k + 1)) {
            let to_next = uncond(&after, last)
                && after.operands(last) == [MachineOperand::MBB(next)].as_slice();
            assert!(!to_next, "a jump to the next block is left");
        }
        for &i in insts {
            for o in after.operands(i) {
                if let MachineOperand::MBB(t) = o {
                    let ti = &after.block(*t).insts;
                    assert!(
                        !(ti.len() == 1 && uncond(&after, ti[0])),
                        "a branch to a forwarding block is left"
                    );
                }
            }
        }
    }
    assert!(count(&after) < count(&before), "some jump is removed");
    check_runs(LOOP);
}

/// A loop entered from a conditional branch (no dedicated preheader until LICM makes one).
const GUARDED: &str = "define i64 @f(i64 %n, i64 %a, i64 %b) {\nentry:\n  %z = icmp eq i64 %n, 0\n  br i1 %z, label %out, label %loop\nloop:\n  %i = phi i64 [ 0, %entry ], [ %i2, %loop ]\n  %acc = phi i64 [ %b, %entry ], [ %acc2, %loop ]\n  %k = mul i64 %a, 77\n  %t = add i64 %acc, 987654321\n  %acc2 = xor i64 %t, %k\n  %i2 = add i64 %i, 1\n  %c = icmp ult i64 %i2, %n\n  br i1 %c, label %loop, label %out\nout:\n  %r = phi i64 [ %b, %entry ], [ %acc2, %loop ]\n  ret i64 %r\n}\n";

#[test]
fn machine_licm_makes_a_preheader_for_a_guarded_loop() {
    let before = stop_after(GUARDED, "ssa-copy-prop");
    let after = stop_after(GUARDED, "machinelicm");
    assert_eq!(
        after.blocks.len(),
        before.blocks.len() + 1,
        "one preheader block is added"
    );
    assert!(
        header_insts(&after) + 2 <= header_insts(&before),
        "the constant and the invariant multiply leave the loop ({} -> {})",
        header_insts(&before),
        header_insts(&after)
    );
    let want = |n: u64, a: u64, b: u64| {
        let mut acc = b;
        for _ in 0..n {
            acc = acc.wrapping_add(987654321) ^ a.wrapping_mul(77);
        }
        acc
    };
    for opt in [0u8, 2] {
        let (m, mfs) = compile(GUARDED, opt, true, None).unwrap_or_else(|e| panic!("-O{opt}: {e}"));
        for (n, a, b) in [(0u64, 3u64, 5u64), (1, 7, 9), (33, 1 << 40, 3)] {
            let mut sim = Sim::new(&m, &mfs);
            let (got, _) = sim.call("f", &[n, a, b]);
            assert_eq!(got, want(n, a, b), "-O{opt} f({n}, {a}, {b})");
        }
    }
}
