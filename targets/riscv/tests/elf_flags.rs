//! The ELF header flags of kiln's RISC-V objects against llc-22's: the float-ABI flags
//! (`EF_RISCV_FLOAT_ABI_SOFT`/`SINGLE`/`DOUBLE`) come from the ABI (`-target-abi`, or the
//! module's `"target-abi"` flag), not from the D extension, and `EF_RISCV_RVC` only when C is
//! enabled (ld refuses to link objects whose float ABIs differ).
//!
//! In: a small module built by kiln's RISC-V target in-process and by `llc-22
//! -filetype=obj` with the same triple, `-mattr` and `-target-abi`. Out: both objects'
//! `e_flags`, which must be equal.

use kiln_mc::target::MCTargetHooks;
use kiln_target::{FeatureString, Triple};
use kiln_target_riscv::subtarget::SubtargetOptions;
use kiln_target_riscv::target_machine::RiscvTargetMachine;
use std::path::Path;
use std::process::Command;

const IR: &str = "define i32 @add(i32 %a, i32 %b) {\n  %s = add i32 %a, %b\n  ret i32 %s\n}\n";

/// The same module with clang's `target-abi` flag and no command-line ABI.
const IR_FLAG: &str = "define i32 @add(i32 %a, i32 %b) {\n  %s = add i32 %a, %b\n  ret i32 %s\n}\n!llvm.module.flags = !{!0}\n!0 = !{i32 1, !\"target-abi\", !\"ilp32\"}\n";

/// `e_flags` of an ELF object (ELF32 or ELF64, little-endian).
fn e_flags(b: &[u8]) -> u32 {
    assert_eq!(&b[..4], b"\x7fELF");
    let at = if b[4] == 2 { 0x30 } else { 0x24 };
    u32::from_le_bytes(b[at..at + 4].try_into().expect("four bytes"))
}

/// Builds `ir` with kiln for `triple`, `mattr` and `abi` (empty: none), returning the
/// object's `e_flags`.
fn kiln_flags(ir: &str, triple: &str, mattr: &str, abi: &str) -> u32 {
    let module = kiln_ir::parse_str("flags.ll", ir).expect("the module parses");
    let triple = Triple::parse_normalized(triple);
    let mut tm = RiscvTargetMachine::new(triple.clone(), 2);
    tm.target.subtarget_options = SubtargetOptions {
        triple,
        cpu: String::new(),
        features: FeatureString::parse(mattr).expect("a feature string"),
        abi: abi.to_string(),
    };
    let (obj, _) = tm
        .emit_object_and_dumps(&module)
        .unwrap_or_else(|e| panic!("kiln -mattr={mattr} -target-abi={abi}: {}", e.message));
    e_flags(&obj)
}

/// llc-22's options for `triple`, `mattr` and `abi`.
fn llc_args(triple: &str, mattr: &str, abi: &str) -> [String; 3] {
    [
        format!("-mtriple={triple}"),
        format!("-mattr={mattr}"),
        format!("-target-abi={abi}"),
    ]
}

/// Builds `ir` with llc-22 and `args`, returning the object's `e_flags`.
fn llc_flags(ir: &str, args: &[&str], dir: &Path, tag: &str) -> u32 {
    let tool = Path::new("llc-22");
    let ll = dir.join(format!("{tag}.ll"));
    std::fs::write(&ll, ir).expect("a scratch file");
    let obj = dir.join(format!("{tag}.o"));
    let o = Command::new(tool)
        .args(args)
        .arg("-filetype=obj")
        .arg(&ll)
        .arg("-o")
        .arg(&obj)
        .output()
        .unwrap_or_else(|e| panic!("{} must be installed: {e}", tool.display()));
    assert!(
        o.status.success(),
        "{} {args:?}: {}",
        tool.display(),
        String::from_utf8_lossy(&o.stderr)
    );
    e_flags(&std::fs::read(&obj).expect("the object was written"))
}

#[test]
fn float_abi_and_rvc_flags_match_llc() {
    let dir = std::env::temp_dir().join(format!("kiln-elf-flags-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    // (triple, -mattr, -target-abi, the flags both must print).
    let configs: &[(&str, &str, &str, u32)] = &[
        ("riscv32", "+m,+a,+c", "ilp32", 0x1),
        ("riscv32", "+m,+a,-c,-zca,-f,-d", "ilp32", 0x0),
        ("riscv32", "+m,+a,+f,+c", "ilp32f", 0x3),
        ("riscv32", "+m,+a,+f,+d,+c", "ilp32d", 0x5),
        ("riscv32", "+m,+a,+f,+d,-c,-zca", "ilp32d", 0x4),
        ("riscv64", "+m,+a,+f,+d,+c", "lp64d", 0x5),
        ("riscv64", "+m,+a,+f,+d,-c,-zca", "lp64d", 0x4),
    ];
    for (k, &(triple, mattr, abi, want)) in configs.iter().enumerate() {
        let args = llc_args(triple, mattr, abi);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let l = llc_flags(IR, &args, &dir, &format!("llc{k}"));
        let m = kiln_flags(IR, triple, mattr, abi);
        assert_eq!(l, want, "llc-22 {args:?}: {l:#x}");
        assert_eq!(m, l, "kiln {args:?}: {m:#x}, llc-22 {l:#x}");
    }
    // The ABI from the module's flag: soft float although kiln's default extensions (no
    // -mattr) would have said D.
    let l = llc_flags(IR_FLAG, &["-mtriple=riscv32"], &dir, "llcflag");
    let m = kiln_flags(IR_FLAG, "riscv32", "", "");
    assert_eq!(
        (m & 0x6, l & 0x6),
        (0, 0),
        "soft float: kiln {m:#x}, llc-22 {l:#x}"
    );
    // The ABIs kiln does not generate code for yet: the MC layer's flags for the ABI's
    // feature bits (what the code generator sets) against llc-22's.
    let mc_only: &[(&str, &str, &str, u32)] = &[
        ("riscv64", "+m,+a,+c", "lp64", 0x1),
        ("riscv64", "+m,+a,+f,+c", "lp64f", 0x3),
        ("riscv64", "+m,+a,+f,+d,+c", "lp64", 0x1),
    ];
    for (k, &(triple, mattr, abi, want)) in mc_only.iter().enumerate() {
        let args = llc_args(triple, mattr, abi);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let l = llc_flags(IR, &args, &dir, &format!("llcmc{k}"));
        let bits = match abi {
            "ilp32f" | "lp64f" => 32,
            "ilp32d" | "lp64d" => 64,
            _ => 0,
        };
        let f = kiln_target_riscv::mc::with_float_abi(
            kiln_target_riscv::mc::features_for(triple, mattr).expect("features"),
            bits,
        );
        let m = kiln_target_riscv::mc::RISCV_MC.elf_flags(f);
        assert_eq!(l, want, "llc-22 {args:?}: {l:#x}");
        assert_eq!(m, l, "kiln's MC layer {args:?}: {m:#x}, llc-22 {l:#x}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
