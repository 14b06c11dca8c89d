//! Register allocation when the block layout is not a reverse postorder: blocks that use a
//! value come before the block that defines it (clang -O1 places a loop's exit block before
//! the loop body, and split critical edges are appended at the end of the layout). In: small
//! IR functions for the mock target; out: the simulated result at -O0 (caller-saved registers
//! only) and -O2, with the regalloc2 checker and machine verifier on,
//! compared with the same computation done here in Rust.

mod common;

use common::toy::{compile, Sim};

/// The loop body is laid out last; its exit block (first in layout after the entry) uses a
/// value the loop defines, the loop uses values from the entry block across a split
/// critical edge placed after it.
const LOOP_AFTER_EXIT: &str = "
define i64 @f(i64 %n, i64 %a) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %loop
exit:
  %r = xor i64 %s2, %a
  br label %done
done:
  %p = phi i64 [0, %entry], [%r, %exit]
  ret i64 %p
loop:
  %i = phi i64 [%i2, %loop], [0, %entry]
  %s = phi i64 [%s2, %loop], [7, %entry]
  %t = mul i64 %s, 31
  %u = add i64 %t, %a
  %s2 = xor i64 %u, %i
  %i2 = add i64 %i, 1
  %c = icmp eq i64 %i2, %n
  br i1 %c, label %exit, label %loop
}
";

fn loop_after_exit(n: u64, a: u64) -> u64 {
    if n == 0 {
        return 0;
    }
    let (mut i, mut s) = (0u64, 7u64);
    loop {
        let s2 = s.wrapping_mul(31).wrapping_add(a) ^ i;
        i += 1;
        s = s2;
        if i == n {
            return s2 ^ a;
        }
    }
}

#[test]
fn values_used_in_blocks_laid_out_before_their_definition() {
    for opt in [0u8, 2] {
        for regs in [None, Some(&[3u32, 4, 5, 6][..])] {
            let (m, mfs) = compile(LOOP_AFTER_EXIT, opt, false, regs)
                .unwrap_or_else(|e| panic!("-O{opt} regs {regs:?}: {e}"));
            for (n, a) in [(0u64, 5u64), (1, 9), (3, 1000), (17, 0xdead_beef)] {
                let mut sim = Sim::new(&m, &mfs);
                let (got, _) = sim.call("f", &[n, a]);
                assert_eq!(
                    got,
                    loop_after_exit(n, a),
                    "-O{opt} regs {regs:?} f({n}, {a})"
                );
            }
        }
    }
}

/// An unreachable block branching into a loop: regalloc2's checker merged its empty state
/// into the loop header and reported the loop's live-in values as lost.
const UNREACHABLE_PRED: &str = "
define i64 @g(i64 %n, i64 %a) {
entry:
  br label %loop
dead:
  %q = add i64 %a, 1
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%i2, %loop], [%q, %dead]
  %s = phi i64 [3, %entry], [%s2, %loop], [5, %dead]
  %t = mul i64 %s, %a
  %s2 = add i64 %t, %i
  %i2 = add i64 %i, 1
  %c = icmp ult i64 %i2, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = xor i64 %s2, %a
  ret i64 %r
}
";

fn unreachable_pred(n: u64, a: u64) -> u64 {
    let (mut i, mut s) = (0u64, 3u64);
    loop {
        let s2 = s.wrapping_mul(a).wrapping_add(i);
        i += 1;
        s = s2;
        if i >= n {
            return s2 ^ a;
        }
    }
}

#[test]
fn unreachable_blocks_do_not_reach_the_allocator() {
    for opt in [0u8, 2] {
        for regs in [None, Some(&[3u32, 4, 5, 6][..])] {
            let (m, mfs) = compile(UNREACHABLE_PRED, opt, false, regs)
                .unwrap_or_else(|e| panic!("-O{opt} regs {regs:?}: {e}"));
            for (n, a) in [(1u64, 9u64), (4, 1000), (17, 0xdead_beef)] {
                let mut sim = Sim::new(&m, &mfs);
                let (got, _) = sim.call("g", &[n, a]);
                assert_eq!(
                    got,
                    unreachable_pred(n, a),
                    "-O{opt} regs {regs:?} g({n}, {a})"
                );
            }
        }
    }
}
