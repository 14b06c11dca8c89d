//! `CalleeSavedRegs` lists: the save list in order, and the preserved set closed
//! over sub-registers and covered super-registers (LLVM's register masks).

use std::path::Path;

use kiln_tablegen_backends::register_info::json::JsonRecords;
use kiln_tablegen_backends::register_info::records::read_input;
use kiln_tablegen_backends::register_info::RegBank;

fn bank() -> RegBank {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let schema = repo.join("crates/target/td");
    let x86 = repo.join("targets/x86/td");
    let td = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/td");
    let recs = JsonRecords::load(&td.join("CsrTest.td"), &[&schema, &x86, &td])
        .unwrap_or_else(|e| panic!("{e}"));
    RegBank::build(&read_input(&recs).unwrap()).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn save_lists_and_preserved_sets() {
    let b = bank();
    let csr = |n: &str| b.callee_saved.iter().find(|c| c.name == n).unwrap();
    let names = |v: &mut dyn Iterator<Item = u32>| -> Vec<String> {
        v.map(|r| b.regs[r as usize].name.clone()).collect()
    };
    let sysv = csr("CSR_SysV64");
    assert_eq!(
        names(&mut sysv.save_list.iter().copied()),
        ["RBX", "R12", "R13", "R14", "R15", "RBP"]
    );
    let preserved = names(&mut sysv.preserved.iter().copied());
    for r in [
        "RBX", "EBX", "BX", "BL", "BH", "HBX", "R12B", "R12BH", "BPL", "RBP",
    ] {
        assert!(preserved.iter().any(|p| p == r), "{r} preserved");
    }
    for r in ["RAX", "EAX", "AL", "RSP", "XMM0"] {
        assert!(!preserved.iter().any(|p| p == r), "{r} not preserved");
    }
    assert!(csr("CSR_NoRegs").save_list.is_empty());
    // OtherPreserved: XMM0-3 are preserved but not saved; EDI with its sub-registers
    // is preserved, RDI is not (it is not covered by its sub-registers).
    let p = csr("CSR_Preserve");
    assert_eq!(p.save_list.len(), 1);
    let preserved = names(&mut p.preserved.iter().copied());
    for r in ["XMM3", "EDI", "DI", "DIL", "HDI"] {
        assert!(preserved.iter().any(|x| x == r), "{r} preserved");
    }
    for r in ["XMM4", "YMM0", "RDI"] {
        assert!(!preserved.iter().any(|x| x == r), "{r} not preserved");
    }
}

#[test]
fn emitted_masks() {
    let b = bank();
    let rust = kiln_tablegen_backends::register_info::emit_rust(&b, "CsrTest.td").unwrap();
    assert!(rust.contains("pub static CSR_SysV64_SaveList: [Register; 6]"));
    assert!(rust.contains("pub static CSR_SysV64_RegMask: [u32;"));
    assert!(rust.contains("pub static CSR_NoRegs_SaveList: [Register; 0]"));
}
