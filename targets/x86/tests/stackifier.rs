//! The x87 stackifier on hand-built machine code: a diamond CFG whose arms leave two
//! values live into the join in different stack states (one arm computes in a fresh
//! register, the other redefines FP0), with compares, reversed subtraction and division,
//! copies that stay live, and values that die. The rewritten code is run by a small x87
//! interpreter over both arms (real numbers for the memory slots), which must compute what
//! the pseudos say, leave the stack empty at the return, and name no FP register.

use kiln_codegen::machine::{MBBId, MachineFunction, MachineOperand as MO};
use kiln_mc::register_info::Register;
use kiln_target_x86::fp_stackifier::{stackify, FP, ST};
use kiln_target_x86::instr_info::X86InstrInfo;
use kiln_target_x86::mc::tables::opcodes as op;
use kiln_target_x86::register_info::regs;

/// Memory slot `k` (16 bytes each, off rsp).
fn slot(k: i64) -> [MO; 5] {
    [
        MO::reg_use(regs::RSP),
        MO::Imm(1),
        MO::reg(Register::NONE, 0),
        MO::Imm(16 * k),
        MO::reg(Register::NONE, 0),
    ]
}

fn load(mf: &mut MachineFunction, b: MBBId, dst: usize, k: i64) {
    let mut ops = vec![MO::reg_def(FP[dst])];
    ops.extend(slot(k));
    mf.push_instr(b, op::LD_Fp80m as u32, &ops);
}

fn store(mf: &mut MachineFunction, b: MBBId, k: i64, src: usize) {
    let mut ops = slot(k).to_vec();
    ops.push(MO::reg_use(FP[src]));
    mf.push_instr(b, op::ST_FpP80m as u32, &ops);
}

fn bin(mf: &mut MachineFunction, b: MBBId, o: u16, d: usize, x: usize, y: usize) {
    mf.push_instr(
        b,
        o as u32,
        &[MO::reg_def(FP[d]), MO::reg_use(FP[x]), MO::reg_use(FP[y])],
    );
}

/// The function (slots: 0 a, 1 b, 2 c, 3 result, 4 a copy of b):
/// ```text
/// bb0: fp0 = a; fp1 = b; fp2 = c; fp5 = fp1 (copy, both live); store fp5 -> 4
///      ucom fp0, fp1; jb bb2
/// bb1: fp3 = fp0 + fp2; fp0 = fp3 * fp1; jmp bb3        (a >= b: (a + c) * b)
/// bb2: fp0 = fp2 - fp0; fp6 = -fp0; fp6 dead-ish: fp0 = fp6 - fp0; jmp bb3
///                                                        (a < b: -(c - a) - (c - a))
/// bb3: fp4 = fp1 / fp0; store fp4 -> 3; ret
/// ```
fn diamond() -> MachineFunction {
    let mut mf = MachineFunction::new("diamond");
    let b: Vec<MBBId> = (0..4).map(|k| mf.add_block(format!("bb{k}"))).collect();
    mf.add_successor(b[0], b[1]);
    mf.add_successor(b[0], b[2]);
    mf.add_successor(b[1], b[3]);
    mf.add_successor(b[2], b[3]);
    load(&mut mf, b[0], 0, 0);
    load(&mut mf, b[0], 1, 1);
    load(&mut mf, b[0], 2, 2);
    mf.push_instr(
        b[0],
        op::MOV_Fp8080 as u32,
        &[MO::reg_def(FP[5]), MO::reg_use(FP[1])],
    );
    store(&mut mf, b[0], 4, 5);
    mf.push_instr(
        b[0],
        op::UCOM_FpIr80 as u32,
        &[MO::reg_use(FP[0]), MO::reg_use(FP[1])],
    );
    mf.push_instr(b[0], op::JB_1 as u32, &[MO::MBB(b[2])]);
    bin(&mut mf, b[1], op::ADD_Fp80, 3, 0, 2);
    bin(&mut mf, b[1], op::MUL_Fp80, 0, 3, 1);
    mf.push_instr(b[1], op::JMP_1 as u32, &[MO::MBB(b[3])]);
    bin(&mut mf, b[2], op::SUB_Fp80, 0, 2, 0);
    mf.push_instr(
        b[2],
        op::CHS_Fp80 as u32,
        &[MO::reg_def(FP[6]), MO::reg_use(FP[0])],
    );
    bin(&mut mf, b[2], op::SUB_Fp80, 0, 6, 0);
    mf.push_instr(b[2], op::JMP_1 as u32, &[MO::MBB(b[3])]);
    bin(&mut mf, b[3], op::DIV_Fp80, 4, 1, 0);
    store(&mut mf, b[3], 3, 4);
    mf.push_instr(b[3], op::RET64 as u32, &[]);
    mf
}

/// Runs the stackified function on memory `mem`; returns the memory afterwards.
fn run(mf: &MachineFunction, mut mem: [f64; 5]) -> [f64; 5] {
    let st_index = |r: Register| ST.iter().position(|&s| s == r).expect("an ST register");
    let mut stack: Vec<f64> = Vec::new();
    let mut cf = false;
    let mut b = mf.layout[0];
    let top = |s: &Vec<f64>, i: usize| s.len() - 1 - i;
    loop {
        let mut next = None;
        for &i in &mf.block(b).insts {
            let ops = mf.operands(i);
            for o in ops {
                if let Some(r) = o.get_reg() {
                    assert!(!FP.contains(&r), "an FP register is left: {ops:?}");
                }
            }
            let disp = |k: usize| match ops[k + 3] {
                MO::Imm(d) => (d / 16) as usize,
                _ => panic!("a memory operand"),
            };
            let sti = || {
                ops.first()
                    .and_then(|o| o.get_reg())
                    .map(st_index)
                    .unwrap_or(0)
            };
            let o = mf.instr(i).opcode as u16;
            match o {
                _ if o == op::LD_F80m => stack.push(mem[disp(0)]),
                _ if o == op::ST_FP80m => mem[disp(0)] = stack.pop().expect("a value"),
                _ if o == op::LD_F0 => stack.push(0.0),
                _ if o == op::LD_Frr => stack.push(stack[top(&stack, sti())]),
                _ if o == op::ST_FPrr => {
                    // ST(i) = ST(0), then pop.
                    let (t, k) = (top(&stack, 0), top(&stack, sti()));
                    stack[k] = stack[t];
                    stack.pop();
                }
                _ if o == op::XCH_F => {
                    let (t, k) = (top(&stack, 0), top(&stack, sti()));
                    stack.swap(t, k);
                }
                _ if o == op::CHS_F => {
                    let t = top(&stack, 0);
                    stack[t] = -stack[t];
                }
                _ if o == op::UCOM_FIr || o == op::UCOM_FIPr => {
                    cf = stack[top(&stack, 0)] < stack[top(&stack, sti())];
                    if o == op::UCOM_FIPr {
                        stack.pop();
                    }
                }
                _ if [
                    op::ADD_FST0r,
                    op::SUB_FST0r,
                    op::SUBR_FST0r,
                    op::MUL_FST0r,
                    op::DIV_FST0r,
                    op::DIVR_FST0r,
                ]
                .contains(&o) =>
                {
                    let (t, k) = (top(&stack, 0), top(&stack, sti()));
                    let (x, y) = (stack[t], stack[k]);
                    stack[t] = match o {
                        _ if o == op::ADD_FST0r => x + y,
                        _ if o == op::SUB_FST0r => x - y,
                        _ if o == op::SUBR_FST0r => y - x,
                        _ if o == op::MUL_FST0r => x * y,
                        _ if o == op::DIV_FST0r => x / y,
                        _ => y / x,
                    };
                }
                _ if [
                    op::ADD_FPrST0,
                    op::SUB_FPrST0,
                    op::SUBR_FPrST0,
                    op::MUL_FPrST0,
                    op::DIV_FPrST0,
                    op::DIVR_FPrST0,
                ]
                .contains(&o) =>
                {
                    // AT&T: `fsubp %st, %st(i)` is ST(i) = ST(0) - ST(i), `fsubrp` the
                    // reverse; then pop.
                    let (t, k) = (top(&stack, 0), top(&stack, sti()));
                    let (x, y) = (stack[t], stack[k]);
                    stack[k] = match o {
                        _ if o == op::ADD_FPrST0 => y + x,
                        _ if o == op::SUB_FPrST0 => x - y,
                        _ if o == op::SUBR_FPrST0 => y - x,
                        _ if o == op::MUL_FPrST0 => y * x,
                        _ if o == op::DIV_FPrST0 => x / y,
                        _ => y / x,
                    };
                    stack.pop();
                }
                _ if o == op::JB_1 => {
                    if cf {
                        let MO::MBB(t) = ops[0] else { panic!() };
                        next = Some(t);
                        break;
                    }
                }
                _ if o == op::JMP_1 => {
                    let MO::MBB(t) = ops[0] else { panic!() };
                    next = Some(t);
                    break;
                }
                _ if o == op::RET64 => {
                    assert!(stack.is_empty(), "the x87 stack at the return: {stack:?}");
                    return mem;
                }
                _ => panic!("unexpected instruction {o}"),
            }
            assert!(stack.len() <= 8, "x87 stack overflow");
        }
        b = next.unwrap_or_else(|| {
            let k = mf.layout.iter().position(|&x| x == b).unwrap();
            mf.layout[k + 1]
        });
    }
}

#[test]
fn diamond_with_values_live_across_blocks() {
    let mut mf = diamond();
    stackify(&mut mf, &X86InstrInfo::new()).expect("stackified");
    // a >= b: ((a + c) * b) ... then b / that.
    let (a, b, c) = (5.0, 2.0, 3.0);
    let out = run(&mf, [a, b, c, 0.0, 0.0]);
    assert_eq!(out[3], b / ((a + c) * b));
    assert_eq!(out[4], b);
    assert_eq!(&out[..3], &[a, b, c]);
    // a < b: x = c - a; fp0 = -x - x; b / fp0.
    let (a, b, c) = (1.0, 4.0, 7.5);
    let out = run(&mf, [a, b, c, 0.0, 0.0]);
    let x = c - a;
    assert_eq!(out[3], b / (-x - x));
    assert_eq!(out[4], b);
}

/// A value read after a call that clobbers it (FP2: no call returns there) is refused, not
/// miscompiled; the allocator never makes this, so it is the stackifier's own check.
#[test]
fn value_read_after_a_clobbering_call_is_an_error() {
    let mut mf = MachineFunction::new("f");
    let b = mf.add_block("bb0");
    load(&mut mf, b, 2, 0);
    mf.push_instr(b, op::CALL64pcrel32 as u32, &[MO::Imm(0)]);
    store(&mut mf, b, 1, 2);
    mf.push_instr(b, op::RET64 as u32, &[]);
    let e = stackify(&mut mf, &X86InstrInfo::new()).expect_err("refused");
    assert!(e.to_string().contains("x87 stackifier: fp2"), "{e}");
}
