//! The configurations the harness can execute: a triple, the clang flags that select its ISA
//! and ABI, the cross gcc and its link flags, and the runner.
//! In: a configuration name. Out: its [`ExecTarget`].
//!
//! Hosted Linux targets are named by their triple and run under qemu user mode. Debian has no
//! riscv32 C library, so the riscv32 configurations (`rv32imafdc-ilp32d`, `rv32imac-ilp32`,
//! `rv32imafc-ilp32f`) are bare-metal `riscv32-unknown-elf` programs: clang compiles against
//! picolibc's headers, `riscv64-unknown-elf-gcc` links them with picolibc's multilib for the ISA
//! and ABI (semihosting crt0 and I/O), and `qemu-system-riscv32 -machine virt` runs them with
//! semihosting on, so the program's stdout is qemu's and its exit status qemu's.

/// How programs for one configuration are compiled, linked and run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExecTarget {
    /// The configuration's name: the triple for hosted targets (`riscv64-linux-gnu`), the ISA
    /// and ABI for the bare-metal riscv32 ones (`rv32imac-ilp32`).
    pub name: &'static str,
    /// The triple as clang and llc spell it, e.g. `riscv64-linux-gnu`.
    pub triple: &'static str,
    /// clang flags (after `--target=<triple>`) that select the ISA, ABI and C headers.
    pub clang_flags: &'static [&'static str],
    /// The gcc driver that assembles and links for this configuration.
    pub gcc: &'static str,
    /// gcc flags placed before the object (ISA, ABI, C library, memory map).
    pub link_flags: &'static [&'static str],
    /// The emulator and its arguments before the program (empty: run natively).
    pub runner: &'static [&'static str],
    /// The emulator's arguments after the program.
    pub runner_after: &'static [&'static str],
}

impl ExecTarget {
    /// True for the bare-metal riscv32 configurations (no threads, no `__int128`).
    pub fn is_bare_metal(&self) -> bool {
        self.triple.ends_with("-elf")
    }
}

/// The C source of the `__atomic_*` library routines linked into every riscv32 program (the
/// routines that 8-byte and odd-sized atomics call on RV32; see the file's comment).
pub const RV32_ATOMIC_RUNTIME: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/rv32-runtime/atomic.c");

/// picolibc's headers for the riscv{32,64}-unknown-elf multilibs.
const PICOLIBC_INCLUDE: &str = "/usr/lib/picolibc/riscv64-unknown-elf/include";

/// Link flags shared by the riscv32 configurations (after `-march`/`-mabi`): picolibc with
/// semihosting, code in a 4 MiB "flash" at 0x8000_0000 and 16 MiB of RAM after it (QEMU's
/// `virt` machine has RAM from 0x8000_0000), a 1 MiB stack (picolibc's default is 2 KiB), and
/// the harness's `__atomic_*` routines ([`RV32_ATOMIC_RUNTIME`]; the toolchain has no
/// libatomic).
macro_rules! rv32_link_flags {
    ($march:literal, $mabi:literal) => {
        &[
            concat!("-march=", $march),
            concat!("-mabi=", $mabi),
            "--specs=picolibc.specs",
            "--oslib=semihost",
            "--crt0=semihost",
            "-Wl,--defsym=__flash=0x80000000",
            "-Wl,--defsym=__flash_size=0x400000",
            "-Wl,--defsym=__ram=0x80400000",
            "-Wl,--defsym=__ram_size=0x1000000",
            "-Wl,--defsym=__stack_size=0x100000",
            "-O2",
            RV32_ATOMIC_RUNTIME,
        ]
    };
}

/// A riscv32 configuration for `-march`/`-mabi`, run under `qemu-system-riscv32` with
/// semihosting.
macro_rules! rv32_target {
    ($name:literal, $march:literal, $mabi:literal) => {
        ExecTarget {
            name: $name,
            triple: "riscv32-unknown-elf",
            clang_flags: &[
                concat!("-march=", $march),
                concat!("-mabi=", $mabi),
                "-isystem",
                PICOLIBC_INCLUDE,
            ],
            gcc: "riscv64-unknown-elf-gcc",
            link_flags: rv32_link_flags!($march, $mabi),
            runner: &[
                "qemu-system-riscv32",
                "-machine",
                "virt",
                "-nographic",
                "-bios",
                "none",
                "-kernel",
            ],
            runner_after: &[
                "-chardev",
                "stdio,id=c0",
                "-semihosting-config",
                "enable=on,target=native,chardev=c0",
                "-monitor",
                "none",
                "-serial",
                "none",
            ],
        }
    };
}

/// The hosted (Linux, glibc) configurations: riscv64, aarch64 and x86_64.
pub const HOSTED_TARGETS: [ExecTarget; 3] = [
    ExecTarget {
        name: "riscv64-linux-gnu",
        triple: "riscv64-linux-gnu",
        clang_flags: &[],
        gcc: "riscv64-linux-gnu-gcc",
        // The backends emit static-relocation-model code (llc's default), so link without PIE.
        link_flags: &["-no-pie"],
        runner: &["qemu-riscv64", "-L", "/usr/riscv64-linux-gnu"],
        runner_after: &[],
    },
    ExecTarget {
        name: "aarch64-linux-gnu",
        triple: "aarch64-linux-gnu",
        clang_flags: &[],
        gcc: "aarch64-linux-gnu-gcc",
        link_flags: &["-no-pie"],
        runner: &["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu"],
        runner_after: &[],
    },
    ExecTarget {
        name: "x86_64-linux-gnu",
        triple: "x86_64-linux-gnu",
        clang_flags: &[],
        gcc: "gcc",
        link_flags: &["-no-pie"],
        runner: &[],
        runner_after: &[],
    },
];

/// The bare-metal riscv32 configurations: rv32imafdc with ilp32d, rv32imac with ilp32 (soft
/// float) and rv32imafc with ilp32f.
pub const RV32_TARGETS: [ExecTarget; 3] = [
    rv32_target!("rv32imafdc-ilp32d", "rv32imafdc", "ilp32d"),
    rv32_target!("rv32imac-ilp32", "rv32imac", "ilp32"),
    rv32_target!("rv32imafc-ilp32f", "rv32imafc", "ilp32f"),
];

/// Every configuration the harness can run programs for, hosted first.
pub fn exec_targets() -> impl Iterator<Item = ExecTarget> {
    HOSTED_TARGETS.into_iter().chain(RV32_TARGETS)
}

/// The execution target named `name` (see [`ExecTarget::name`]), if the harness can run its
/// programs.
pub fn exec_target(name: &str) -> Option<ExecTarget> {
    exec_targets().find(|t| t.name == name)
}

/// The names of every configuration the harness can run.
pub fn exec_triples() -> Vec<&'static str> {
    exec_targets().map(|t| t.name).collect()
}

/// The names of the hosted configurations (the default of a corpus run).
pub fn hosted_triples() -> Vec<&'static str> {
    HOSTED_TARGETS.iter().map(|t| t.name).collect()
}

#[cfg(test)]
mod tests {
    use super::{exec_target, exec_triples};

    #[test]
    fn configurations_are_found_by_name() {
        let t = exec_target("rv32imac-ilp32").expect("a riscv32 configuration");
        assert_eq!(t.triple, "riscv32-unknown-elf");
        assert!(t.is_bare_metal());
        assert!(t.clang_flags.contains(&"-mabi=ilp32"));
        assert!(t.link_flags.contains(&"-march=rv32imac"));
        let h = exec_target("riscv64-linux-gnu").expect("hosted riscv64");
        assert!(!h.is_bare_metal());
        assert!(
            exec_target("riscv32-unknown-elf").is_none(),
            "named by ISA and ABI"
        );
        let names = exec_triples();
        let mut sorted = names.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), names.len(), "names are unique");
    }
}
