; GCC-style inline assembly: operands substituted into the template between #APP and
; #NO_APP; tied, early-clobber, fixed-register, immediate and memory operands; a clobbered
; callee-saved register is saved and restored.
; CHECK-LABEL: addi_imm:
; CHECK: #APP
; CHECK-NEXT: addi a0, a0, -42
; CHECK-NEXT: #NO_APP
define i64 @addi_imm(i64 %x) {
  %r = call i64 asm "addi $0, $1, $2", "=r,r,I"(i64 %x, i32 -42)
  ret i64 %r
}

; CHECK-LABEL: tied:
; CHECK: #APP
; CHECK-NEXT: slli a0, a0, 3
define i64 @tied(i64 %x) {
  %r = call i64 asm "slli $0, $0, 3", "=r,0"(i64 %x)
  ret i64 %r
}

; The early-clobber output gets a register of its own.
; CHECK-LABEL: early:
; CHECK: #APP
; CHECK-NEXT: li a2, 1
; CHECK-NEXT: add a2, a2, a0
define i64 @early(i64 %x, i64 %y) {
  %r = call i64 asm "li $0, 1\0A\09add $0, $0, $1\0A\09add $0, $0, $2", "=&r,r,r"(i64 %x, i64 %y)
  ret i64 %r
}

; Several outputs come back as a struct.
; CHECK-LABEL: two:
; CHECK: #APP
; CHECK-NEXT: add
; CHECK-NEXT: sub
define i64 @two(i64 %a, i64 %b) {
  %s = call { i64, i64 } asm "add $0, $2, $3\0A\09sub $1, $2, $3", "=&r,=&r,r,r"(i64 %a, i64 %b)
  %x = extractvalue { i64, i64 } %s, 0
  %y = extractvalue { i64, i64 } %s, 1
  %r = mul i64 %x, %y
  ret i64 %r
}

; Fixed registers.
; CHECK-LABEL: syscall:
; CHECK: addi a7, zero, 64
; CHECK: #APP
; CHECK-NEXT: ecall
define i64 @syscall(i64 %fd, ptr %buf, i64 %n) {
  %r = call i64 asm sideeffect "ecall", "={x10},{x10},{x11},{x12},{x17},~{memory}"(i64 %fd, ptr %buf, i64 %n, i64 64)
  ret i64 %r
}

; Memory operands: `m` prints 0(reg), `A` prints (reg).
; CHECK-LABEL: mem:
; CHECK: #APP
; CHECK-NEXT: lw a1, 0(a0)
; CHECK-NEXT: amoadd.w a1, a1, (a0)
define i32 @mem(ptr %p) {
  %r = call i32 asm sideeffect "lw $0, $1\0A\09amoadd.w $0, $0, $2", "=&r,*m,*A"(ptr elementtype(i32) %p, ptr elementtype(i32) %p)
  ret i32 %r
}

; ${N:z} prints zero for 0, ${N:i} an `i` for an immediate.
; CHECK-LABEL: modifiers:
; CHECK: #APP
; CHECK-NEXT: addi a0, a0, 5
; CHECK-NEXT: add a0, a0, zero
define i64 @modifiers(i64 %x) {
  %r = call i64 asm "add${2:i} $0, $1, $2\0A\09add $0, $0, ${3:z}", "=r,r,rI,rJ"(i64 %x, i64 5, i64 0)
  ret i64 %r
}

; FP operands.
; CHECK-LABEL: fma:
; CHECK: #APP
; CHECK-NEXT: fmadd.d fa0, fa0, fa1, fa2
define double @fma(double %a, double %b, double %c) {
  %r = call double asm "fmadd.d $0, $1, $2, $3", "=f,f,f,f"(double %a, double %b, double %c)
  ret double %r
}

; A clobbered callee-saved register is saved in the prologue and restored.
; CHECK-LABEL: clobber_s1:
; CHECK: sd s1,
; CHECK: #APP
; CHECK-NEXT: li s1, 7
; CHECK: ld s1,
; CHECK: ret
define i64 @clobber_s1(i64 %x) {
  call void asm sideeffect "li s1, 7", "~{x9},~{memory},~{vtype}"()
  ret i64 %x
}

; A barrier: nothing but the markers.
; CHECK-LABEL: barrier:
; CHECK: #APP
; CHECK-NEXT: #NO_APP
define void @barrier() {
  call void asm sideeffect "", "~{memory}"()
  ret void
}

; An early-clobber output in a fixed register: no input may be given that register.
; CHECK-LABEL: early_fixed:
; CHECK: mv a3, a0
; CHECK-NEXT: #APP
; CHECK-NEXT: li a0, 5
; CHECK-NEXT: add a0, a0, a3
define i64 @early_fixed(i64 %x) {
  %r = call i64 asm "li a0, 5\0A\09add a0, a0, $1", "=&{x10},r"(i64 %x)
  ret i64 %r
}

; Rust's asm! with clobber_abi("C"): every caller-saved register (and unknown vector state)
; is clobbered, so values live across the asm are kept elsewhere; `=&{x10},{x10}` is the
; input's register written.
; CHECK-LABEL: clobber_abi:
; CHECK: #APP
; CHECK-NEXT: ecall
define i64 @clobber_abi(i64 %a, i64 %b) {
  %x = mul i64 %a, 7
  %r = call i64 asm sideeffect alignstack "ecall", "=&{x10},{x10},~{x1},~{x5},~{x6},~{x7},~{x11},~{x12},~{x13},~{x14},~{x15},~{x16},~{x17},~{x28},~{x29},~{x30},~{x31},~{f0},~{f10},~{f31},~{v0},~{vtype},~{vl},~{vxsat},~{vxrm},~{memory}"(i64 %b)
  %s = add i64 %x, %r
  ret i64 %s
}
