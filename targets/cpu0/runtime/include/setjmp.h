/* setjmp.h of the Cpu0 runtime: setjmp and longjmp (crt0.s) save and restore the registers a
   call preserves ($9, $10, $gp, $fp, $sp) and the return address. */
#ifndef CPU0_SETJMP_H
#define CPU0_SETJMP_H

typedef int jmp_buf[6];

int setjmp(jmp_buf env) __attribute__((returns_twice));
void longjmp(jmp_buf env, int val) __attribute__((noreturn));

#endif
