/* kiln: soft-float riscv32 counterpart of stubs-ilp32d.h (see there). */
#ifndef KILN_GNU_STUBS_ILP32_H
#define KILN_GNU_STUBS_ILP32_H
#endif
