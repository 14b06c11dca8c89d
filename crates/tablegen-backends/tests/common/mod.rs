//! What the register-info oracle tests share: running LLVM's own `-gen-register-info` on one
//! of kiln's register files.

use std::path::Path;
use std::process::{Command, Output};

/// kiln's HwMode line (a feature string) and LLVM 22's spelling of it (a predicate list).
pub const KILN_HWMODE: &str = "def RV64 : HwMode<\"+64bit\">;";
const LLVM_HWMODE: &str = "def IsRV64 : Predicate<\"\">;\ndef RV64 : HwMode<[IsRV64]>;";

/// Writes register file `regfile` (kiln's `<t>RegisterInfo.td` text, its HwMode line put in
/// LLVM's syntax) and a wrapper target around it into `work`, and runs llvm-tblgen-22
/// `-gen-register-info` there (LLVM's `Target.td`), writing `Gen.inc`.
pub fn llvm_register_info(work: &Path, t: &str, regfile: &str) -> Output {
    let regfile = regfile.replace(KILN_HWMODE, LLVM_HWMODE);
    std::fs::write(work.join(format!("{t}RegisterInfo.td")), regfile)
        .expect("the register file can be written");
    std::fs::write(
        work.join("Wrapper.td"),
        format!(
            "include \"llvm/Target/Target.td\"\ninclude \"{t}RegisterInfo.td\"\n\
             def {t}InstrInfo : InstrInfo;\ndef {t} : Target {{ let InstructionSet = {t}InstrInfo; }}\n"
        ),
    )
    .expect("the wrapper can be written");
    Command::new("llvm-tblgen-22")
        .current_dir(work)
        .args([
            "-gen-register-info",
            "-I",
            "/usr/include/llvm-22",
            "-I",
            ".",
        ])
        .args(["Wrapper.td", "-o", "Gen.inc"])
        .output()
        .expect("llvm-tblgen-22 must be installed for this test")
}
