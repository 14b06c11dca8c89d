//! `-relocation-model=pic` end to end: a library (exported and internal globals, calls and
//! function pointers across the library boundary, general- and local-dynamic thread-locals,
//! an atomic, a constant table of pointers) is compiled by clang-22 `-fPIC` to IR, by kiln -O0
//! and -O2 (in-process, regalloc2's checker on every allocation as `-verify-regalloc`) to an
//! object and to assembly, linked into a shared object by riscv64-linux-gnu-gcc, and used by
//! a gcc-built main program that also touches the library's global and thread-local from a
//! second thread; under qemu-riscv64 it must print what the all-gcc build prints. The
//! assembly must load preemptible addresses from the GOT (`la` under `.option pic`) and reach
//! thread-locals through `la.tls.gd` + `__tls_get_addr`, as llc-22 does.

use kiln_target::{RelocModel, Triple};
use kiln_target_riscv::target_machine::{assemble, RiscvTargetMachine};
use std::path::Path;
use std::process::Command;

mod common;
use common::stdout_of;

const LIB: &str = r#"
#include <stdio.h>
#include <stdatomic.h>
int lib_counter = 40;
static int hidden_state = 2;
_Thread_local int lib_tls = 7;
static _Thread_local long lib_tls_static = 100;
atomic_int lib_atomic;
int (*lib_fp)(int);
int lib_twice(int x) { return 2 * x + hidden_state; }
static int sq(int x) { return x * x; }
int lib_apply(int (*f)(int), int v) { return f(v) + sq(v); }
int lib_bump(int k) {
  lib_counter += k;
  lib_tls += k;
  lib_tls_static += lib_tls;
  atomic_fetch_add(&lib_atomic, k);
  lib_fp = lib_twice;
  return lib_counter + lib_fp(k);
}
long lib_tls_sum(void) { return lib_tls + lib_tls_static; }
static const char *const names[] = {"zero", "one", "two"};
const char *lib_name(int i) { return names[i % 3]; }
void lib_print(const char *who) {
  printf("%s: counter %d tls %d/%ld atomic %d\n", who, lib_counter, lib_tls, lib_tls_static,
         atomic_load(&lib_atomic));
}
"#;

const MAIN: &str = r#"
#include <stdio.h>
#include <pthread.h>
extern int lib_counter;
extern _Thread_local int lib_tls;
int lib_twice(int);
int lib_apply(int (*)(int), int);
int lib_bump(int);
long lib_tls_sum(void);
void lib_print(const char *);
const char *lib_name(int);
static int add1(int x) { return x + 1; }
static void *th(void *a) { (void)a; lib_bump(5); lib_print("thread"); return (void *)lib_tls_sum(); }
int main(void) {
  printf("%d %d %d\n", lib_twice(20), lib_apply(add1, 6), lib_bump(3));
  lib_counter += 1000;
  lib_tls += 1;
  pthread_t t;
  void *r;
  pthread_create(&t, NULL, th, NULL);
  pthread_join(t, &r);
  lib_print("main");
  printf("thread sum %ld main sum %ld %s %s\n", (long)r, lib_tls_sum(), lib_name(1), lib_name(5));
  return 0;
}
"#;

/// Links `lib` (an object or assembly) into `dir/<name>.so`, the main program against it, and
/// returns what the program prints under qemu.
fn link_and_run(dir: &Path, lib: &Path, name: &str) -> String {
    let so = dir.join(format!("lib{name}.so"));
    stdout_of(
        Command::new("riscv64-linux-gnu-gcc")
            .arg("-shared")
            .arg(lib)
            .arg("-o")
            .arg(&so),
        &format!("linking lib{name}.so"),
    );
    let exe = dir.join(format!("main_{name}"));
    stdout_of(
        Command::new("riscv64-linux-gnu-gcc")
            .arg(dir.join("main.o"))
            .arg("-o")
            .arg(&exe)
            .arg(&so),
        "linking main",
    );
    stdout_of(
        Command::new("qemu-riscv64")
            .env("QEMU_LD_PREFIX", "/usr/riscv64-linux-gnu")
            .env("LD_LIBRARY_PATH", dir)
            .arg(&exe),
        &format!("running main against lib{name}.so"),
    )
}

#[test]
fn pic_shared_object_runs() {
    let dir = std::env::temp_dir().join(format!("kiln-pic-so-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    std::fs::write(dir.join("lib.c"), LIB).expect("write lib.c");
    std::fs::write(dir.join("main.c"), MAIN).expect("write main.c");
    stdout_of(
        Command::new("riscv64-linux-gnu-gcc")
            .args(["-O1", "-c"])
            .arg(dir.join("main.c"))
            .arg("-o")
            .arg(dir.join("main.o")),
        "riscv64-linux-gnu-gcc main.c",
    );
    stdout_of(
        Command::new("riscv64-linux-gnu-gcc")
            .args(["-O1", "-fPIC", "-c"])
            .arg(dir.join("lib.c"))
            .arg("-o")
            .arg(dir.join("libgcc.o")),
        "riscv64-linux-gnu-gcc -fPIC lib.c",
    );
    let expected = link_and_run(&dir, &dir.join("libgcc.o"), "gcc");
    assert!(
        expected.contains("thread sum"),
        "reference output: {expected}"
    );
    let ll = dir.join("lib.ll");
    stdout_of(
        Command::new("clang-22")
            .args([
                "-S",
                "-emit-llvm",
                "-O2",
                "-fPIC",
                "--target=riscv64-linux-gnu",
                "-march=rv64gc",
                "-mabi=lp64d",
            ])
            .arg(dir.join("lib.c"))
            .arg("-o")
            .arg(&ll),
        "clang-22 -fPIC lib.c",
    );
    let text = std::fs::read_to_string(&ll).expect("read lib.ll");
    let module = kiln_ir::parse_str("lib.ll", &text).expect("clang's IR parses");
    for level in [0u8, 2] {
        let mut tm = RiscvTargetMachine::new(Triple::parse_normalized("riscv64-linux-gnu"), level);
        tm.reloc_model = RelocModel::Pic;
        // regalloc2's checker on every allocation (`-verify-regalloc`).
        tm.pipeline.verify_regalloc = true;
        let asm = tm
            .emit_assembly(&module)
            .expect("kiln compiles the library");
        for want in [
            ".option\tpic",
            "la\t",
            "la.tls.gd\t",
            "call\t__tls_get_addr",
        ] {
            assert!(asm.contains(want), "-O{level}: no '{want}' in\n{asm}");
        }
        let s = dir.join(format!("libk{level}.s"));
        std::fs::write(&s, &asm).expect("write .s");
        let obj = assemble(&asm, "riscv64-linux-gnu").expect("kiln-mc assembles PIC code");
        let o = dir.join(format!("libk{level}.o"));
        std::fs::write(&o, obj).expect("write .o");
        let got = link_and_run(&dir, &o, &format!("k{level}o"));
        assert_eq!(got, expected, "kiln -O{level} object");
        let got = link_and_run(&dir, &s, &format!("k{level}s"));
        assert_eq!(got, expected, "kiln -O{level} assembly");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
