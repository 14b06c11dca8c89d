; GCC-style inline assembly: operands substituted into the template between #APP and
; #NO_APP; tied, early-clobber, fixed-register, immediate and memory operands; a clobbered
; callee-saved register is saved and restored. kiln prints the template as written; llc-22
; -O2 (checked with the O2 lines too) parses and re-prints it.
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -regalloc=greedy -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O0
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O2
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s --check-prefixes=CHECK,O2

; CHECK-LABEL: addi_imm:
; CHECK:      #APP
; O0-NEXT:    addi a0, {{[a-z0-9]+}}, -42
; O2-NEXT:    addi a0, a0, -42
; CHECK-NEXT: #NO_APP
define i64 @addi_imm(i64 %x) {
  %r = call i64 asm "addi $0, $1, $2", "=r,r,I"(i64 %x, i32 -42)
  ret i64 %r
}

; CHECK-LABEL: tied:
; CHECK:      #APP
; CHECK-NEXT: slli [[R:[a-z0-9]+]], [[R]], 3
; CHECK-NEXT: #NO_APP
define i64 @tied(i64 %x) {
  %r = call i64 asm "slli $0, $0, 3", "=r,0"(i64 %x)
  ret i64 %r
}

; The early-clobber output gets a register of its own: at -O2 the inputs are still in a0
; and a1, and the output is neither.
; CHECK-LABEL: early:
; CHECK:      #APP
; O0-NEXT:    li [[O:[a-z0-9]+]], 1
; O2-NEXT:    li [[O:(a[2-7]|t[0-6]|s[0-9]+)]], 1
; O0-NEXT:    add [[O]], [[O]], [[X:[a-z0-9]+]]
; O2-NEXT:    add [[O]], [[O]], a0
; O0-NEXT:    add [[O]], [[O]], [[Y:[a-z0-9]+]]
; O2-NEXT:    add [[O]], [[O]], a1
; CHECK-NEXT: #NO_APP
define i64 @early(i64 %x, i64 %y) {
  %r = call i64 asm "li $0, 1\0A\09add $0, $0, $1\0A\09add $0, $0, $2", "=&r,r,r"(i64 %x, i64 %y)
  ret i64 %r
}

; Several outputs come back as a struct; both feed the multiply.
; CHECK-LABEL: two:
; CHECK:      #APP
; CHECK-NEXT: add [[S:[a-z0-9]+]], [[A:[a-z0-9]+]], [[B:[a-z0-9]+]]
; CHECK-NEXT: sub [[D:[a-z0-9]+]], [[A]], [[B]]
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: mul a0, [[S]], [[D]]
define i64 @two(i64 %a, i64 %b) {
  %s = call { i64, i64 } asm "add $0, $2, $3\0A\09sub $1, $2, $3", "=&r,=&r,r,r"(i64 %a, i64 %b)
  %x = extractvalue { i64, i64 } %s, 0
  %y = extractvalue { i64, i64 } %s, 1
  %r = mul i64 %x, %y
  ret i64 %r
}

; Fixed registers: the arguments are already in a0-a2, the fourth goes to a7.
; CHECK-LABEL: syscall:
; CHECK:      {{li a7, 64|addi a7, zero, 64}}
; CHECK-NEXT: #APP
; CHECK-NEXT: ecall
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: ret
define i64 @syscall(i64 %fd, ptr %buf, i64 %n) {
  %r = call i64 asm sideeffect "ecall", "={x10},{x10},{x11},{x12},{x17},~{memory}"(i64 %fd, ptr %buf, i64 %n, i64 64)
  ret i64 %r
}

; Memory operands: `m` prints 0(reg), `A` prints (reg).
; CHECK-LABEL: mem:
; CHECK:      #APP
; CHECK-NEXT: lw [[O:[a-z0-9]+]], 0([[P:[a-z0-9]+]])
; CHECK-NEXT: amoadd.w [[O]], [[O]], ({{[a-z0-9]+}})
; CHECK-NEXT: #NO_APP
define i32 @mem(ptr %p) {
  %r = call i32 asm sideeffect "lw $0, $1\0A\09amoadd.w $0, $0, $2", "=&r,*m,*A"(ptr elementtype(i32) %p, ptr elementtype(i32) %p)
  ret i32 %r
}

; ${N:i} prints an `i` for an immediate (add becomes addi), ${N:z} prints zero for 0
; (llc-22 re-prints `add a0, a0, zero` as its alias `mv a0, a0`).
; CHECK-LABEL: modifiers:
; CHECK:      #APP
; CHECK-NEXT: addi a0, {{[a-z0-9]+}}, 5
; CHECK-NEXT: {{add a0, a0, zero|mv a0, a0}}
; CHECK-NEXT: #NO_APP
define i64 @modifiers(i64 %x) {
  %r = call i64 asm "add${2:i} $0, $1, $2\0A\09add $0, $0, ${3:z}", "=r,r,rI,rJ"(i64 %x, i64 5, i64 0)
  ret i64 %r
}

; FP operands.
; CHECK-LABEL: fma:
; CHECK:      #APP
; O0-NEXT:    fmadd.d fa0, {{f[a-z0-9]+}}, {{f[a-z0-9]+}}, {{f[a-z0-9]+}}
; O2-NEXT:    fmadd.d fa0, fa0, fa1, fa2
; CHECK-NEXT: #NO_APP
define double @fma(double %a, double %b, double %c) {
  %r = call double asm "fmadd.d $0, $1, $2, $3", "=f,f,f,f"(double %a, double %b, double %c)
  ret double %r
}

; A clobbered callee-saved register is saved in the prologue and restored, with CFI.
; CHECK-LABEL: clobber_s1:
; CHECK:      sd s1, [[OFF:[0-9]+]](sp)
; CHECK-NEXT: .cfi_offset s1, -{{[0-9]+}}
; CHECK-NEXT: #APP
; CHECK-NEXT: li s1, 7
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: ld s1, [[OFF]](sp)
; CHECK-NEXT: .cfi_restore s1
define i64 @clobber_s1(i64 %x) {
  call void asm sideeffect "li s1, 7", "~{x9},~{memory},~{vtype}"()
  ret i64 %x
}

; A barrier: nothing but the markers.
; CHECK-LABEL: barrier:
; CHECK:      #APP
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: ret
define void @barrier() {
  call void asm sideeffect "", "~{memory}"()
  ret void
}

; An early-clobber output in a fixed register: no input may be given that register.
; CHECK-LABEL: early_fixed:
; CHECK:      mv [[X:(a[1-7]|t[0-6]|s[0-9]+)]], a0
; CHECK-NEXT: #APP
; CHECK-NEXT: li a0, 5
; CHECK-NEXT: add a0, a0, [[X]]
; CHECK-NEXT: #NO_APP
define i64 @early_fixed(i64 %x) {
  %r = call i64 asm "li a0, 5\0A\09add a0, a0, $1", "=&{x10},r"(i64 %x)
  ret i64 %r
}

; Rust's asm! with clobber_abi("C"): every caller-saved register (and unknown vector state)
; is clobbered, so a*7, live across the asm, is kept in a callee-saved register;
; `=&{x10},{x10}` is the input's register written.
; CHECK-LABEL: clobber_abi:
; CHECK-DAG:  {{mul|sub}} [[V:s[0-9]+]], {{[a-z0-9]+}}, {{[a-z0-9]+}}
; CHECK-DAG:  mv a0, a1
; CHECK:      #APP
; CHECK-NEXT: ecall
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: add a0, {{.*}}[[V]]
define i64 @clobber_abi(i64 %a, i64 %b) {
  %x = mul i64 %a, 7
  %r = call i64 asm sideeffect alignstack "ecall", "=&{x10},{x10},~{x1},~{x5},~{x6},~{x7},~{x11},~{x12},~{x13},~{x14},~{x15},~{x16},~{x17},~{x28},~{x29},~{x30},~{x31},~{f0},~{f10},~{f31},~{v0},~{vtype},~{vl},~{vxsat},~{vxrm},~{memory}"(i64 %b)
  %s = add i64 %x, %r
  ret i64 %s
}
