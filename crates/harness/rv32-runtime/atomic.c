/* The __atomic_* library routines for the bare-metal riscv32 configurations of kiln-harness.
 *
 * In: calls that clang/llc/kiln emit for atomics the hardware cannot do in one instruction
 * (8-byte and odd-sized objects on RV32). Out: the same operations, done with interrupts off.
 * Debian's riscv64-unknown-elf toolchain ships no libatomic. The harness's riscv32 programs run
 * on one hart in machine mode (qemu-system-riscv32 -machine virt -bios none), so clearing
 * mstatus.MIE around each access makes it atomic with respect to everything that can run.
 * Linked into every riscv32 program the harness builds (crates/harness/src/target.rs). */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* Disables machine interrupts; returns the previous mstatus.MIE bit. */
static inline unsigned irq_save(void) {
    unsigned old;
    __asm__ volatile(".option push\n.option arch, +zicsr\ncsrrci %0, mstatus, 8\n.option pop"
                     : "=r"(old)
                     :
                     : "memory");
    return old & 8;
}

/* Restores mstatus.MIE as irq_save found it. */
static inline void irq_restore(unsigned mie) {
    if (mie)
        __asm__ volatile(".option push\n.option arch, +zicsr\ncsrsi mstatus, 8\n.option pop" : : : "memory");
}

uint64_t rt_load_8(const volatile void *p, int mo) __asm__("__atomic_load_8");
uint64_t rt_load_8(const volatile void *p, int mo) {
    (void)mo;
    unsigned s = irq_save();
    uint64_t v = *(const volatile uint64_t *)p;
    irq_restore(s);
    return v;
}

void rt_store_8(volatile void *p, uint64_t v, int mo) __asm__("__atomic_store_8");
void rt_store_8(volatile void *p, uint64_t v, int mo) {
    (void)mo;
    unsigned s = irq_save();
    *(volatile uint64_t *)p = v;
    irq_restore(s);
}

uint64_t rt_exchange_8(volatile void *p, uint64_t v, int mo) __asm__("__atomic_exchange_8");
uint64_t rt_exchange_8(volatile void *p, uint64_t v, int mo) {
    (void)mo;
    unsigned s = irq_save();
    uint64_t old = *(volatile uint64_t *)p;
    *(volatile uint64_t *)p = v;
    irq_restore(s);
    return old;
}

bool rt_cas_8(volatile void *p, void *expected, uint64_t desired, int smo, int fmo)
    __asm__("__atomic_compare_exchange_8");
bool rt_cas_8(volatile void *p, void *expected, uint64_t desired, int smo, int fmo) {
    (void)smo;
    (void)fmo;
    unsigned s = irq_save();
    uint64_t cur = *(volatile uint64_t *)p;
    bool ok = cur == *(uint64_t *)expected;
    if (ok)
        *(volatile uint64_t *)p = desired;
    else
        *(uint64_t *)expected = cur;
    irq_restore(s);
    return ok;
}

/* __atomic_fetch_<op>_8 (returns the old value) and __atomic_<op>_fetch_8 (the new one). */
#define RMW8(op, expr)                                                                        \
    uint64_t rt_fetch_##op##_8(volatile void *p, uint64_t v, int mo)                          \
        __asm__("__atomic_fetch_" #op "_8");                                                  \
    uint64_t rt_fetch_##op##_8(volatile void *p, uint64_t v, int mo) {                        \
        (void)mo;                                                                             \
        unsigned s = irq_save();                                                              \
        uint64_t old = *(volatile uint64_t *)p;                                               \
        *(volatile uint64_t *)p = (expr);                                                     \
        irq_restore(s);                                                                       \
        return old;                                                                           \
    }                                                                                         \
    uint64_t rt_##op##_fetch_8(volatile void *p, uint64_t v, int mo)                          \
        __asm__("__atomic_" #op "_fetch_8");                                                  \
    uint64_t rt_##op##_fetch_8(volatile void *p, uint64_t v, int mo) {                        \
        (void)mo;                                                                             \
        unsigned s = irq_save();                                                              \
        uint64_t old = *(volatile uint64_t *)p;                                               \
        uint64_t new_value = (expr);                                                          \
        *(volatile uint64_t *)p = new_value;                                                  \
        irq_restore(s);                                                                       \
        return new_value;                                                                     \
    }

RMW8(add, old + v)
RMW8(sub, old - v)
RMW8(and, old & v)
RMW8(or, old | v)
RMW8(xor, old ^ v)
RMW8(nand, ~(old & v))

/* The generic routines, for objects of any size. */
void rt_load(size_t n, const volatile void *p, void *ret, int mo) __asm__("__atomic_load");
void rt_load(size_t n, const volatile void *p, void *ret, int mo) {
    (void)mo;
    unsigned s = irq_save();
    memcpy(ret, (const void *)p, n);
    irq_restore(s);
}

void rt_store(size_t n, volatile void *p, void *val, int mo) __asm__("__atomic_store");
void rt_store(size_t n, volatile void *p, void *val, int mo) {
    (void)mo;
    unsigned s = irq_save();
    memcpy((void *)p, val, n);
    irq_restore(s);
}

void rt_exchange(size_t n, volatile void *p, void *val, void *ret, int mo)
    __asm__("__atomic_exchange");
void rt_exchange(size_t n, volatile void *p, void *val, void *ret, int mo) {
    (void)mo;
    unsigned s = irq_save();
    memcpy(ret, (const void *)p, n);
    memcpy((void *)p, val, n);
    irq_restore(s);
}

bool rt_cas(size_t n, volatile void *p, void *expected, void *desired, int smo, int fmo)
    __asm__("__atomic_compare_exchange");
bool rt_cas(size_t n, volatile void *p, void *expected, void *desired, int smo, int fmo) {
    (void)smo;
    (void)fmo;
    unsigned s = irq_save();
    bool ok = memcmp((const void *)p, expected, n) == 0;
    if (ok)
        memcpy((void *)p, desired, n);
    else
        memcpy(expected, (const void *)p, n);
    irq_restore(s);
    return ok;
}
