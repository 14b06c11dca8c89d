; asm goto: callbr with indirect destinations.
target triple = "x86_64-unknown-linux-gnu"

define i32 @asm_goto(i32 %x) {
entry:
  callbr void asm sideeffect "testl $0, $0; jne ${1:l}", "r,!i,~{dirflag},~{fpsr},~{flags}"(i32 %x)
          to label %normal [label %taken]

normal:
  ret i32 0

taken:
  ret i32 1
}

define i32 @asm_goto_out(i32 %x) {
entry:
  %r = callbr i32 asm "movl $1, $0; jmp ${2:l}", "=r,r,!i"(i32 %x)
          to label %a [label %b]

a:
  ret i32 %r

b:
  ret i32 -1
}
