/* Shared by the NEON test programs: GCC vector types and printing of their lanes. */
#include <stdio.h>
#include <stdint.h>
typedef int8_t v16i8 __attribute__((vector_size(16)));
typedef int16_t v8i16 __attribute__((vector_size(16)));
typedef int32_t v4i32 __attribute__((vector_size(16)));
typedef int64_t v2i64 __attribute__((vector_size(16)));
typedef uint8_t v16u8 __attribute__((vector_size(16)));
typedef uint16_t v8u16 __attribute__((vector_size(16)));
typedef uint32_t v4u32 __attribute__((vector_size(16)));
typedef uint64_t v2u64 __attribute__((vector_size(16)));
typedef float v4f32 __attribute__((vector_size(16)));
typedef double v2f64 __attribute__((vector_size(16)));
#define NI __attribute__((noinline))
static void p16(const char *s, v16i8 v) { printf("%s", s); for (int i = 0; i < 16; i++) printf(" %d", v[i]); printf("\n"); }
static void p8(const char *s, v8i16 v) { printf("%s", s); for (int i = 0; i < 8; i++) printf(" %d", v[i]); printf("\n"); }
static void p4(const char *s, v4i32 v) { printf("%s", s); for (int i = 0; i < 4; i++) printf(" %d", v[i]); printf("\n"); }
static void p2(const char *s, v2i64 v) { printf("%s", s); for (int i = 0; i < 2; i++) printf(" %lld", (long long)v[i]); printf("\n"); }
static void pf(const char *s, v4f32 v) { printf("%s", s); for (int i = 0; i < 4; i++) printf(" %a", v[i]); printf("\n"); }
static void pd(const char *s, v2f64 v) { printf("%s", s); for (int i = 0; i < 2; i++) printf(" %a", v[i]); printf("\n"); }
