/* kiln: Debian ships no riscv32 glibc, so the riscv64 sysroot's <gnu/stubs.h> finds no
   stubs file for ilp32d. glibc's stubs files only define __stub_FUNCTION macros for
   unimplemented functions; kiln needs none of them (riscv32 is compiled to IR only). */
#ifndef KILN_GNU_STUBS_ILP32D_H
#define KILN_GNU_STUBS_ILP32D_H
#endif
