//! Seed 000's Cpu0AnalyzeImmediate and stack adjustment: the prologue and epilogue
//! sequences the seed shows for each stack-size class (at both edges of each class), and,
//! on more than 100,000 constants, sequences that build the constant and are never longer
//! than the shortest sequence an exhaustive search finds.

use kiln_mc::inst_printer::print_inst;
use kiln_mc::mc_expr::MCContext;
use kiln_target_cpu0::analyze_immediate::{adjust_stack_ptr, analyze, evaluate, ImmOp};
use kiln_target_cpu0::mc::{features_for, CPU0_MC};
use std::collections::HashSet;

/// The printed instructions of `$sp += amount`.
fn adjust(amount: i32) -> Vec<String> {
    let f = features_for("", "").expect("features");
    let ctx = MCContext::new();
    adjust_stack_ptr(amount)
        .iter()
        .map(|i| {
            print_inst(&CPU0_MC, i, &ctx, f, false, None)
                .trim()
                .replace('\t', " ")
        })
        .collect()
}

#[test]
fn prologue_sequences_of_every_stack_size_class() {
    // Up to 0x8000: one addiu.
    assert_eq!(adjust(-8), ["addiu $13, $13, -8"]);
    assert_eq!(adjust(-0x8000), ["addiu $13, $13, -32768"]);
    // 0x8008 to 0x10000: lui 0xffff, then addiu the low half (the seed's addiu -1; shl 16
    // folded into lui).
    assert_eq!(
        adjust(-0x8008),
        ["lui $1, 65535", "addiu $1, $1, 32760", "addu $13, $13, $1"]
    );
    assert_eq!(adjust(-0x10000), ["lui $1, 65535", "addu $13, $13, $1"]);
    // 0x10008 to 0x18000: lui 0xffff, addiu a negative low half.
    assert_eq!(
        adjust(-0x10008),
        ["lui $1, 65535", "addiu $1, $1, -8", "addu $13, $13, $1"]
    );
    assert_eq!(
        adjust(-0x18000),
        ["lui $1, 65535", "addiu $1, $1, -32768", "addu $13, $13, $1"]
    );
    // 0x18008 to 0x7fff_fff8: lui of the rounded high half, then addiu or ori.
    assert_eq!(
        adjust(-0x18008),
        ["lui $1, 65534", "addiu $1, $1, 32760", "addu $13, $13, $1"]
    );
    assert_eq!(
        adjust(-0x7fff_fff8),
        ["lui $1, 32768", "addiu $1, $1, 8", "addu $13, $13, $1"]
    );
}

#[test]
fn epilogue_sequences_of_every_stack_size_class() {
    // Up to 0x7ff8: one addiu.
    assert_eq!(adjust(0x7ff8), ["addiu $13, $13, 32760"]);
    // 0x8000 to 0xfff8: ori.
    assert_eq!(
        adjust(0x8000),
        ["ori $1, $zero, 32768", "addu $13, $13, $1"]
    );
    assert_eq!(
        adjust(0xfff8),
        ["ori $1, $zero, 65528", "addu $13, $13, $1"]
    );
    // 0x10000 to 0x17ff8: lui 1, addiu.
    assert_eq!(adjust(0x10000), ["lui $1, 1", "addu $13, $13, $1"]);
    assert_eq!(
        adjust(0x10010),
        ["lui $1, 1", "addiu $1, $1, 16", "addu $13, $13, $1"]
    );
    assert_eq!(
        adjust(0x17ff8),
        ["lui $1, 1", "addiu $1, $1, 32760", "addu $13, $13, $1"]
    );
    // 0x18000 to 0x1fff8: lui 2, addiu a negative low half.
    assert_eq!(
        adjust(0x18000),
        ["lui $1, 2", "addiu $1, $1, -32768", "addu $13, $13, $1"]
    );
    assert_eq!(
        adjust(0x1fff8),
        ["lui $1, 2", "addiu $1, $1, -8", "addu $13, $13, $1"]
    );
    // 0x20000 to 0x7fff_fff8.
    assert_eq!(adjust(0x20000), ["lui $1, 2", "addu $13, $13, $1"]);
    // Here the low half 0xfff8 is not a 16-bit signed correction of 0x8000_0000 (whose
    // LUi would not fit): lui of 0x7fff, then ori.
    assert_eq!(
        adjust(0x7fff_fff8),
        ["lui $1, 32767", "ori $1, $1, 65528", "addu $13, $13, $1"]
    );
}

/// Every value one instruction builds from `$zero` (an exhaustive enumeration: ADDiu and
/// ORi of every immediate, LUi of every immediate; SHL of zero is zero).
fn one_instruction_values() -> HashSet<u32> {
    let mut s = HashSet::new();
    for i in 0..=0xffffu32 {
        s.insert(i as u16 as i16 as i32 as u32);
        s.insert(i);
        s.insert(i << 16);
    }
    s
}

/// The length of the shortest sequence building `v` in a register: 1 when one instruction
/// does (zero too: `addiu $1, $zero, 0`), else 2 (LUi of the high half then ORi of the low half builds every constant, and
/// checking that is part of the search).
fn shortest(v: u32, one: &HashSet<u32>) -> usize {
    if one.contains(&v) {
        1
    } else {
        let two = [
            kiln_target_cpu0::analyze_immediate::ImmInst {
                op: ImmOp::Lui,
                imm: (v >> 16) as u64,
            },
            kiln_target_cpu0::analyze_immediate::ImmInst {
                op: ImmOp::Ori,
                imm: (v & 0xffff) as u64,
            },
        ];
        assert_eq!(evaluate(&two), v);
        2
    }
}

#[test]
fn never_longer_than_the_shortest_sequence() {
    let one = one_instruction_values();
    let mut values: Vec<u32> = Vec::new();
    // Every multiple of 0x10000, every 16-bit value, both signs.
    for i in 0..=0xffffu32 {
        values.push(i << 16);
        values.push(i);
        values.push(i.wrapping_neg());
    }
    // Pseudo-random constants (a fixed xorshift sequence) and the stack-size edges.
    let mut x = 0x2545_f491u32;
    for _ in 0..60_000 {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        values.push(x);
        values.push(x & 0xffff_8000);
        values.push(x | 0x8000);
    }
    for e in [
        0x8000u32,
        0x8008,
        0x10000,
        0x10008,
        0x18000,
        0x18008,
        0x7fff_fff8,
        0x7ff8,
        0xfff8,
    ] {
        values.push(e);
        values.push(e.wrapping_neg());
    }
    assert!(values.len() > 100_000);
    let mut worse = Vec::new();
    for &v in &values {
        let seq = analyze(v as i32 as i64 as u64, 32, false);
        assert_eq!(evaluate(&seq), v, "{v:#x}: {seq:?}");
        if seq.len() > shortest(v, &one) {
            worse.push((v, seq));
        }
    }
    assert!(
        worse.is_empty(),
        "{} constants get a longer sequence: {:?}",
        worse.len(),
        &worse[..worse.len().min(5)]
    );
}

#[test]
fn last_addiu_sequences_end_in_addiu() {
    let mut x = 0x1234_5678u32;
    for _ in 0..20_000 {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        let seq = analyze(x as i32 as i64 as u64, 32, true);
        assert_eq!(seq.last().map(|i| i.op), Some(ImmOp::Addiu), "{x:#x}");
        assert_eq!(evaluate(&seq), x);
    }
    let zero = analyze(0, 32, false);
    assert_eq!((zero.len(), zero[0].op, zero[0].imm), (1, ImmOp::Addiu, 0));
}
