/* alloca.h of the Cpu0 runtime. */
#ifndef _CPU0_ALLOCA_H
#define _CPU0_ALLOCA_H
#include <stddef.h>
#define alloca(n) __builtin_alloca(n)
#endif
