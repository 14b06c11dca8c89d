//! The triples the harness can execute, with the tools that link and run their programs.
//! In: a triple name. Out: its cross gcc and the runner (qemu with the sysroot, or nothing).

/// How programs for one triple are linked and run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExecTarget {
    /// The triple as clang and llc spell it, e.g. `riscv64-linux-gnu`.
    pub triple: &'static str,
    /// The gcc driver that assembles and links for this triple.
    pub gcc: &'static str,
    /// The user-mode emulator and its arguments (empty: run natively).
    pub runner: &'static [&'static str],
}

/// Every triple the harness can run programs for.
pub const EXEC_TARGETS: [ExecTarget; 3] = [
    ExecTarget {
        triple: "riscv64-linux-gnu",
        gcc: "riscv64-linux-gnu-gcc",
        runner: &["qemu-riscv64", "-L", "/usr/riscv64-linux-gnu"],
    },
    ExecTarget {
        triple: "aarch64-linux-gnu",
        gcc: "aarch64-linux-gnu-gcc",
        runner: &["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu"],
    },
    ExecTarget {
        triple: "x86_64-linux-gnu",
        gcc: "gcc",
        runner: &[],
    },
];

/// The execution target for `triple`, if the harness can run its programs.
pub fn exec_target(triple: &str) -> Option<ExecTarget> {
    EXEC_TARGETS.iter().copied().find(|t| t.triple == triple)
}

/// The names of the triples the harness can run.
pub fn exec_triples() -> Vec<&'static str> {
    EXEC_TARGETS.iter().map(|t| t.triple).collect()
}
