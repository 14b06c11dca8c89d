//! Initial-exec TLS across objects: a program whose thread-locals are defined in another
//! translation unit reaches them through `la.tls.ie` (the offset from tp loaded from the GOT);
//! both units are compiled by clang-22 and kiln -O0/-O2 (in-process, with regalloc2's checker
//! on every allocation, as `-verify-regalloc`) to objects (kiln-mc must
//! give the undefined symbols the STT_TLS type, or the link fails) and to assembly, linked
//! statically-addressed (`-no-pie`) and run under qemu-riscv64 with a second thread; the output
//! must equal the all-gcc build's.

use kiln_target::Triple;
use kiln_target_riscv::target_machine::{assemble, RiscvTargetMachine};
use std::path::Path;
use std::process::Command;

mod common;
use common::stdout_of;

const USER: &str = r#"
#include <stdio.h>
#include <pthread.h>
extern _Thread_local int shared_tls;
extern _Thread_local long shared_arr[3];
int touch(int k);
static void *th(void *a) { (void)a; shared_tls = 50; touch(2); return (void *)(long)(shared_tls + shared_arr[1]); }
int main(void) {
  pthread_t t;
  void *r;
  touch(1);
  pthread_create(&t, 0, th, 0);
  pthread_join(t, &r);
  printf("%d %ld %ld\n", shared_tls, shared_arr[1], (long)r);
  return 0;
}
"#;

const DEF: &str = r#"
_Thread_local int shared_tls = 3;
_Thread_local long shared_arr[3];
int touch(int k) { shared_tls += k; shared_arr[1] += 10 * k; return shared_tls; }
"#;

fn link_and_run(dir: &Path, parts: &[std::path::PathBuf], name: &str) -> String {
    let exe = dir.join(name);
    stdout_of(
        Command::new("riscv64-linux-gnu-gcc")
            .arg("-no-pie")
            .args(parts)
            .arg("-o")
            .arg(&exe),
        &format!("linking {name}"),
    );
    stdout_of(
        Command::new("qemu-riscv64")
            .env("QEMU_LD_PREFIX", "/usr/riscv64-linux-gnu")
            .arg(&exe),
        &format!("running {name}"),
    )
}

#[test]
fn initial_exec_tls_links_and_runs() {
    let dir = std::env::temp_dir().join(format!("kiln-tls-ie-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut cs = Vec::new();
    for (name, src) in [("user", USER), ("def", DEF)] {
        let c = dir.join(format!("{name}.c"));
        std::fs::write(&c, src).expect("write .c");
        cs.push((name, c));
    }
    let gcc_parts: Vec<_> = cs.iter().map(|(_, c)| c.clone()).collect();
    let expected = link_and_run(&dir, &gcc_parts, "gcc");
    for level in [0u8, 2] {
        let mut objs = Vec::new();
        let mut asms = Vec::new();
        for (name, c) in &cs {
            let ll = dir.join(format!("{name}.ll"));
            stdout_of(
                Command::new("clang-22")
                    .args([
                        "-S",
                        "-emit-llvm",
                        "-O2",
                        "--target=riscv64-linux-gnu",
                        "-march=rv64gc",
                        "-mabi=lp64d",
                    ])
                    .arg(c)
                    .arg("-o")
                    .arg(&ll),
                "clang-22",
            );
            let text = std::fs::read_to_string(&ll).expect("read .ll");
            let module = kiln_ir::parse_str("tls.ll", &text).expect("clang's IR parses");
            let mut tm =
                RiscvTargetMachine::new(Triple::parse_normalized("riscv64-linux-gnu"), level);
            // regalloc2's checker on every allocation (`-verify-regalloc`).
            tm.pipeline.verify_regalloc = true;
            let asm = tm.emit_assembly(&module).expect("kiln compiles");
            if *name == "user" {
                assert!(asm.contains("la.tls.ie"), "no initial-exec access:\n{asm}");
            }
            let s = dir.join(format!("{name}{level}.s"));
            std::fs::write(&s, &asm).expect("write .s");
            let o = dir.join(format!("{name}{level}.o"));
            std::fs::write(
                &o,
                assemble(&asm, "riscv64-linux-gnu").expect("kiln-mc assembles"),
            )
            .expect("write .o");
            asms.push(s);
            objs.push(o);
        }
        assert_eq!(
            link_and_run(&dir, &objs, &format!("k{level}o")),
            expected,
            "objects -O{level}"
        );
        assert_eq!(
            link_and_run(&dir, &asms, &format!("k{level}s")),
            expected,
            "assembly -O{level}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
