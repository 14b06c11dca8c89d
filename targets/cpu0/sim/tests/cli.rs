//! `kiln-cpu0-run`: links objects (written by kiln-mc's library, as `kiln-mc -filetype=obj`
//! writes them) and runs them: output, exit status, `-o` for the executable alone, faults.

use kiln_mc::asm_parser::AsmParser;
use kiln_mc::assembler::ObjectStreamer;
use kiln_mc::elf_writer::write_elf;
use kiln_mc::streamer::MCStreamer;
use kiln_support::SourceMgr;
use kiln_target_cpu0::mc::{features_for, CPU0EL_MC};
use std::path::PathBuf;
use std::process::Command;

fn object(dir: &std::path::Path, name: &str, src: &str) -> PathBuf {
    let t = &CPU0EL_MC;
    let features = features_for("", "").expect("features");
    let mut sm = SourceMgr::new();
    let file = sm.add_buffer(name.to_string(), src.to_string());
    let mut st = ObjectStreamer::new(t, features);
    let mut p = AsmParser::new(&sm, file, t, features);
    p.run(&mut st);
    assert!(p.diags.is_empty());
    st.finish().expect("finishes");
    let path = dir.join(name);
    std::fs::write(&path, write_elf(&st).expect("writes")).expect("writes the object");
    path
}

#[test]
fn links_runs_and_reports() {
    let dir = std::env::temp_dir().join(format!("kiln-cpu0-run-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let main = object(
        &dir,
        "main.o",
        "\t.globl\tmain\nmain:\n\taddiu\t$4, $zero, 1\n\tlui\t$5, %hi(msg)\n\
         \taddiu\t$5, $5, %lo(msg)\n\tjsub\tput\n\taddiu\t$6, $zero, 3\n\tswi\t1\n\
         \t.data\nmsg:\n\t.ascii\t\"ok\\n\"\n",
    );
    let put = object(
        &dir,
        "put.o",
        "\t.globl\tput\nput:\n\tswi\t2\n\tret\t$lr\n\tnop\n",
    );
    let bin = env!("CARGO_BIN_EXE_kiln-cpu0-run");
    let o = Command::new(bin)
        .arg(&main)
        .arg(&put)
        .output()
        .expect("runs");
    assert_eq!(o.stdout, b"ok\n");
    // swi 1 exits with $4, which put left at 1.
    assert_eq!(o.status.code(), Some(1));
    let exe = dir.join("a.elf");
    let o = Command::new(bin)
        .arg(&main)
        .arg(&put)
        .arg("-o")
        .arg(&exe)
        .output()
        .expect("links");
    assert!(o.status.success() && o.stdout.is_empty());
    let o = Command::new(bin)
        .arg(&exe)
        .arg("-count")
        .output()
        .expect("runs");
    assert_eq!(o.stdout, b"ok\n");
    assert!(String::from_utf8_lossy(&o.stderr).contains("instructions: 9"));
    let bad = object(&dir, "bad.o", "\t.globl\tmain\nmain:\n\tld\t$2, 0($zero)\n");
    let o = Command::new(bin).arg(&bad).output().expect("runs");
    assert_eq!(o.status.code(), Some(134));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("fault at pc 0x00001000") && err.contains("ld $2, 0($zero)"),
        "{err}"
    );
    let o = Command::new(bin).arg(&put).output().expect("runs");
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("no entry point"));
    let _ = std::fs::remove_dir_all(&dir);
}
