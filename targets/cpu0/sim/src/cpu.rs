//! The Cpu0 processor: executes a linked program instruction by instruction.
//!
//! In: an [`Executable`] (loaded into sparse [`Memory`]) and a step limit. Out: a
//! [`RunResult`] (exit status, what the program wrote, executed-instruction count) or a
//! [`Fault`] (the faulting instruction's address, word and disassembly, and the reason).
//!
//! The machine: sixteen 32-bit registers (`$0` reads as zero; `$15` is the status word
//! CMP writes: N in bit 31, Z in bit 30, from a signed comparison), HI and LO. Opcodes
//! come from the generated instruction tables (the same `.td` records the assembler
//! uses). Every control transfer has one delay slot: the instruction after it runs
//! before the target; JSUB and JALR link to the instruction after the delay slot.
//! The program starts at its entry point with `$sp` at [`STACK_TOP`] and `$lr` at
//! [`EXIT_ADDR`]: returning there ends the program with `$2` as its status. System calls
//! are `swi N`: 1 is exit(`$4`); 2 is write(fd `$4` (1 or 2), buffer `$5`, length `$6`),
//! returning the length in `$2`.

use crate::elf::Executable;
use crate::memory::{MemFault, Memory};
use kiln_mc::disassembler::decode_word;
use kiln_mc::inst_printer::print_inst;
use kiln_mc::mc_expr::MCContext;
use kiln_target_cpu0::mc::{features_for, tables::TABLES, CPU0_MC};
use std::fmt;

/// Where `$sp` starts: high in the address space, so that a frame of 0x7fff_fff8 bytes
/// fits above the program.
pub const STACK_TOP: u32 = 0xffff_ff00;
/// The address `$lr` holds at the start: jumping there exits with `$2` as the status.
pub const EXIT_ADDR: u32 = 0xffff_fffc;

/// The result of a program that ran to its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunResult {
    /// The exit status (the argument of exit, or `$2` on return from the entry point).
    pub status: i32,
    /// Bytes written to file descriptor 1.
    pub stdout: Vec<u8>,
    /// Bytes written to file descriptor 2.
    pub stderr: Vec<u8>,
    /// The number of instructions executed (delay slots included).
    pub instructions: u64,
}

/// Why a program stopped early.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FaultKind {
    /// A load or store faulted.
    Memory(MemFault),
    /// An instruction fetched from outside the executable segments, or misaligned.
    Fetch,
    /// A word that is no Cpu0 instruction.
    Undefined,
    /// DIV or DIVU by zero.
    DivideByZero,
    /// `swi N` with an unknown N, or bad arguments.
    Syscall(u32),
    /// More instructions than the step limit allows.
    StepLimit(u64),
}

/// A fault: where, which instruction, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// The address of the faulting instruction.
    pub pc: u32,
    /// Its word (0 for fetch faults).
    pub word: u32,
    /// What went wrong.
    pub kind: FaultKind,
    /// Instructions executed before it.
    pub instructions: u64,
    /// What the program wrote to file descriptor 1 before it.
    pub stdout: Vec<u8>,
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match &self.kind {
            FaultKind::Memory(MemFault::Null(a)) => format!("access to address {a:#010x}"),
            FaultKind::Memory(MemFault::Misaligned(a)) => {
                format!("misaligned access to address {a:#010x}")
            }
            FaultKind::Fetch => "instruction fetch outside the program".to_string(),
            FaultKind::Undefined => "undefined instruction".to_string(),
            FaultKind::DivideByZero => "division by zero".to_string(),
            FaultKind::Syscall(n) => format!("bad system call swi {n}"),
            FaultKind::StepLimit(n) => format!("step limit of {n} instructions reached"),
        };
        let features = features_for("", "").unwrap_or_default();
        let text = decode_word(&CPU0_MC, TABLES.decode32, self.word, features)
            .map(|i| print_inst(&CPU0_MC, &i, &MCContext::new(), features, false, None))
            .unwrap_or_else(|| "\t<undefined>".to_string());
        write!(
            f,
            "fault at pc {:#010x} ({:#010x}:{}): {what}",
            self.pc,
            self.word,
            text.replace('\t', " ")
        )
    }
}

/// The operations, named by their `.td` records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Op {
    Ld,
    St,
    Lb,
    Lbu,
    Sb,
    Lh,
    Lhu,
    Sh,
    Addiu,
    Andi,
    Ori,
    Xori,
    Lui,
    Cmp,
    Addu,
    Subu,
    Nor,
    Mul,
    And,
    Or,
    Xor,
    Rol,
    Ror,
    Sra,
    Shl,
    Shr,
    Srav,
    Shlv,
    Shrv,
    Rolv,
    Rorv,
    Slti,
    Sltiu,
    Slt,
    Sltu,
    Jeq,
    Jne,
    Jlt,
    Jgt,
    Jle,
    Jge,
    Jmp,
    Beq,
    Bne,
    Jalr,
    Swi,
    Jsub,
    Ret,
    Mult,
    Multu,
    Div,
    Divu,
    Mfhi,
    Mflo,
    Mthi,
    Mtlo,
    Nop,
}

/// The operation of each opcode byte, from the generated instruction tables.
pub fn opcode_table() -> [Option<Op>; 256] {
    let mut t = [None; 256];
    for d in TABLES.instrs {
        let Some(enc) = d.encoding else { continue };
        let op = match d.name {
            "LD" => Op::Ld,
            "ST" => Op::St,
            "LB" => Op::Lb,
            "LBu" => Op::Lbu,
            "SB" => Op::Sb,
            "LH" => Op::Lh,
            "LHu" => Op::Lhu,
            "SH" => Op::Sh,
            "ADDiu" => Op::Addiu,
            "ANDi" => Op::Andi,
            "ORi" => Op::Ori,
            "XORi" => Op::Xori,
            "LUi" => Op::Lui,
            "CMP" => Op::Cmp,
            "ADDu" => Op::Addu,
            "SUBu" => Op::Subu,
            "NOR" => Op::Nor,
            "MUL" => Op::Mul,
            "AND" => Op::And,
            "OR" => Op::Or,
            "XOR" => Op::Xor,
            "ROL" => Op::Rol,
            "ROR" => Op::Ror,
            "SRA" => Op::Sra,
            "SHL" => Op::Shl,
            "SHR" => Op::Shr,
            "SRAV" => Op::Srav,
            "SHLV" => Op::Shlv,
            "SHRV" => Op::Shrv,
            "ROLV" => Op::Rolv,
            "RORV" => Op::Rorv,
            "SLTi" => Op::Slti,
            "SLTiu" => Op::Sltiu,
            "SLT" => Op::Slt,
            "SLTu" => Op::Sltu,
            "JEQ" => Op::Jeq,
            "JNE" => Op::Jne,
            "JLT" => Op::Jlt,
            "JGT" => Op::Jgt,
            "JLE" => Op::Jle,
            "JGE" => Op::Jge,
            "JMP" => Op::Jmp,
            "BEQ" => Op::Beq,
            "BNE" => Op::Bne,
            "JALR" => Op::Jalr,
            "SWI" => Op::Swi,
            "JSUB" => Op::Jsub,
            "RET" => Op::Ret,
            "MULT" => Op::Mult,
            "MULTu" => Op::Multu,
            "DIV" => Op::Div,
            "DIVU" => Op::Divu,
            "MFHI" => Op::Mfhi,
            "MFLO" => Op::Mflo,
            "MTHI" => Op::Mthi,
            "MTLO" => Op::Mtlo,
            "NOP" => Op::Nop,
            _ => continue,
        };
        t[(enc.bits >> 24) as usize] = Some(op);
    }
    t
}

/// The processor state.
pub struct Cpu {
    /// `$0`..`$15`.
    pub regs: [u32; 16],
    /// HI.
    pub hi: u32,
    /// LO.
    pub lo: u32,
    /// The address of the next instruction to execute.
    pub pc: u32,
    /// The address of the one after it (the branch target after a delay slot).
    pub npc: u32,
    /// Memory.
    pub mem: Memory,
    code: Vec<(u32, u32)>,
    ops: [Option<Op>; 256],
}

/// How one instruction ended.
enum Step {
    Next,
    Exit(i32),
}

impl Cpu {
    /// A processor with `exe` loaded and the registers set for its entry point.
    pub fn new(exe: &Executable) -> Result<Cpu, String> {
        let mut mem = Memory::new(exe.big_endian);
        let mut code = Vec::new();
        for s in &exe.segments {
            mem.write_bytes(s.vaddr, &s.data)
                .map_err(|_| format!("segment at {:#x} overlaps the first page", s.vaddr))?;
            if s.flags & 1 != 0 {
                code.push((s.vaddr, s.vaddr.wrapping_add(s.memsz)));
            }
        }
        let mut regs = [0u32; 16];
        regs[13] = STACK_TOP;
        regs[14] = EXIT_ADDR;
        Ok(Cpu {
            regs,
            hi: 0,
            lo: 0,
            pc: exe.entry,
            npc: exe.entry.wrapping_add(4),
            mem,
            code,
            ops: opcode_table(),
        })
    }

    /// Runs until the program exits, faults, or executes `max_steps` instructions.
    pub fn run(&mut self, max_steps: u64) -> Result<RunResult, Fault> {
        let mut out = (Vec::new(), Vec::new());
        let mut n = 0u64;
        loop {
            let pc = self.pc;
            let fault = |word, kind, n, out: &(Vec<u8>, Vec<u8>)| Fault {
                pc,
                word,
                kind,
                instructions: n,
                stdout: out.0.clone(),
            };
            if pc == EXIT_ADDR {
                return Ok(self.result(self.regs[2] as i32, n, out));
            }
            if !pc.is_multiple_of(4) || !self.code.iter().any(|&(a, b)| (a..b).contains(&pc)) {
                return Err(fault(0, FaultKind::Fetch, n, &out));
            }
            let word = self
                .mem
                .load(pc, 4)
                .map_err(|_| fault(0, FaultKind::Fetch, n, &out))?;
            if n >= max_steps {
                return Err(fault(word, FaultKind::StepLimit(max_steps), n, &out));
            }
            n += 1;
            match self.step(word, &mut out) {
                Ok(Step::Next) => {}
                Ok(Step::Exit(s)) => return Ok(self.result(s, n, out)),
                Err(k) => return Err(fault(word, k, n - 1, &out)),
            }
        }
    }

    fn result(&self, status: i32, n: u64, out: (Vec<u8>, Vec<u8>)) -> RunResult {
        RunResult {
            status,
            stdout: out.0,
            stderr: out.1,
            instructions: n,
        }
    }

    /// Executes the instruction `w` at `self.pc`.
    fn step(&mut self, w: u32, out: &mut (Vec<u8>, Vec<u8>)) -> Result<Step, FaultKind> {
        let op = self.ops[(w >> 24) as usize].ok_or(FaultKind::Undefined)?;
        let (a, b, c) = (
            (w >> 20 & 15) as usize,
            (w >> 16 & 15) as usize,
            (w >> 12 & 15) as usize,
        );
        let (ra, rb, rc) = (self.regs[a], self.regs[b], self.regs[c]);
        let simm = w as u16 as i16 as i32 as u32;
        let uimm = w & 0xffff;
        let sh = w & 31;
        let pc = self.pc;
        let off24 = (((w << 8) as i32) >> 8) as u32;
        let mut next = self.npc.wrapping_add(4);
        let mut set = None;
        let addr = rb.wrapping_add(simm);
        let sw = self.regs[15];
        let (n_flag, z_flag) = (sw >> 31 & 1 == 1, sw >> 30 & 1 == 1);
        let mut jump = |cond: bool, target: u32| {
            if cond {
                next = target;
            }
        };
        match op {
            Op::Ld => set = Some(memf(self.mem.load(addr, 4))?),
            Op::Lb => set = Some(memf(self.mem.load(addr, 1))? as u8 as i8 as i32 as u32),
            Op::Lbu => set = Some(memf(self.mem.load(addr, 1))?),
            Op::Lh => set = Some(memf(self.mem.load(addr, 2))? as u16 as i16 as i32 as u32),
            Op::Lhu => set = Some(memf(self.mem.load(addr, 2))?),
            Op::St => memf(self.mem.store(addr, 4, ra))?,
            Op::Sb => memf(self.mem.store(addr, 1, ra))?,
            Op::Sh => memf(self.mem.store(addr, 2, ra))?,
            Op::Addiu => set = Some(rb.wrapping_add(simm)),
            Op::Andi => set = Some(rb & uimm),
            Op::Ori => set = Some(rb | uimm),
            Op::Xori => set = Some(rb ^ uimm),
            Op::Lui => set = Some(uimm << 16),
            Op::Cmp => {
                let n = ((rb as i32) < (rc as i32)) as u32;
                let z = (rb == rc) as u32;
                set = Some((ra & !(3 << 30)) | n << 31 | z << 30);
            }
            Op::Addu => set = Some(rb.wrapping_add(rc)),
            Op::Subu => set = Some(rb.wrapping_sub(rc)),
            Op::Nor => set = Some(!(rb | rc)),
            Op::Mul => set = Some(rb.wrapping_mul(rc)),
            Op::And => set = Some(rb & rc),
            Op::Or => set = Some(rb | rc),
            Op::Xor => set = Some(rb ^ rc),
            Op::Rol => set = Some(rb.rotate_left(sh)),
            Op::Ror => set = Some(rb.rotate_right(sh)),
            Op::Sra => set = Some(((rb as i32) >> sh) as u32),
            Op::Shl => set = Some(rb << sh),
            Op::Shr => set = Some(rb >> sh),
            Op::Srav => set = Some(((rb as i32) >> (rc & 31)) as u32),
            Op::Shlv => set = Some(rb << (rc & 31)),
            Op::Shrv => set = Some(rb >> (rc & 31)),
            Op::Rolv => set = Some(rb.rotate_left(rc & 31)),
            Op::Rorv => set = Some(rb.rotate_right(rc & 31)),
            Op::Slti => set = Some(((rb as i32) < (simm as i32)) as u32),
            Op::Sltiu => set = Some((rb < simm) as u32),
            Op::Slt => set = Some(((rb as i32) < (rc as i32)) as u32),
            Op::Sltu => set = Some((rb < rc) as u32),
            Op::Jeq => jump(z_flag, pc.wrapping_add(4).wrapping_add(off24)),
            Op::Jne => jump(!z_flag, pc.wrapping_add(4).wrapping_add(off24)),
            Op::Jlt => jump(n_flag, pc.wrapping_add(4).wrapping_add(off24)),
            Op::Jgt => jump(!n_flag && !z_flag, pc.wrapping_add(4).wrapping_add(off24)),
            Op::Jle => jump(n_flag || z_flag, pc.wrapping_add(4).wrapping_add(off24)),
            Op::Jge => jump(!n_flag, pc.wrapping_add(4).wrapping_add(off24)),
            Op::Jmp => jump(true, pc.wrapping_add(4).wrapping_add(off24)),
            Op::Beq => jump(ra == rb, pc.wrapping_add(4).wrapping_add(simm)),
            Op::Bne => jump(ra != rb, pc.wrapping_add(4).wrapping_add(simm)),
            Op::Jsub => {
                jump(true, pc.wrapping_add(4).wrapping_add(off24));
                self.regs[14] = pc.wrapping_add(8);
            }
            Op::Jalr => {
                jump(true, rb);
                set = Some(pc.wrapping_add(8));
            }
            Op::Ret => jump(true, ra),
            Op::Swi => match w & 0xff_ffff {
                1 => return Ok(Step::Exit(self.regs[4] as i32)),
                2 => {
                    let (fd, buf, len) = (self.regs[4], self.regs[5], self.regs[6]);
                    let bytes = memf(self.mem.read_bytes(buf, len))?;
                    match fd {
                        1 => out.0.extend_from_slice(&bytes),
                        2 => out.1.extend_from_slice(&bytes),
                        _ => return Err(FaultKind::Syscall(2)),
                    }
                    self.regs[2] = len;
                }
                other => return Err(FaultKind::Syscall(other)),
            },
            Op::Mult => {
                let p = (ra as i32 as i64).wrapping_mul(rb as i32 as i64) as u64;
                (self.hi, self.lo) = ((p >> 32) as u32, p as u32);
            }
            Op::Multu => {
                let p = ra as u64 * rb as u64;
                (self.hi, self.lo) = ((p >> 32) as u32, p as u32);
            }
            Op::Div => {
                if rb == 0 {
                    return Err(FaultKind::DivideByZero);
                }
                let (x, y) = (ra as i32, rb as i32);
                (self.lo, self.hi) = (x.wrapping_div(y) as u32, x.wrapping_rem(y) as u32);
            }
            Op::Divu => {
                if rb == 0 {
                    return Err(FaultKind::DivideByZero);
                }
                (self.lo, self.hi) = (ra / rb, ra % rb);
            }
            Op::Mfhi => set = Some(self.hi),
            Op::Mflo => set = Some(self.lo),
            Op::Mthi => self.hi = ra,
            Op::Mtlo => self.lo = ra,
            Op::Nop => {}
        }
        if let Some(v) = set {
            self.regs[a] = v;
        }
        self.regs[0] = 0;
        self.pc = self.npc;
        self.npc = next;
        Ok(Step::Next)
    }
}

/// A memory fault as a processor fault.
fn memf<T>(r: Result<T, MemFault>) -> Result<T, FaultKind> {
    r.map_err(FaultKind::Memory)
}

/// Loads and runs `exe` for at most `max_steps` instructions.
pub fn run(exe: &Executable, max_steps: u64) -> Result<RunResult, Fault> {
    let mut cpu = Cpu::new(exe).map_err(|_| Fault {
        pc: exe.entry,
        word: 0,
        kind: FaultKind::Fetch,
        instructions: 0,
        stdout: Vec::new(),
    })?;
    cpu.run(max_steps)
}
