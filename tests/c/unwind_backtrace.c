/* Stack unwinding through the CFI the compiler emits: _Unwind_Backtrace walks from a deep call
   chain (including a frame with alloca, whose CFA is based on the frame pointer) back to main,
   and _Unwind_FindEnclosingFunction maps each return address to its function's start, which
   is compared with the known functions. Calls go through volatile pointers so no optimizer
   can inline, clone or tail-call them; only the sequence of names is printed. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <alloca.h>
#include <unwind.h>

static int level3(int);
static int level2(int);
static int level1(int);
static int with_alloca(int);
int main(void);

static int (*volatile p_level3)(int) = level3;
static int (*volatile p_level2)(int) = level2;
static int (*volatile p_level1)(int) = level1;
static int (*volatile p_alloca)(int) = with_alloca;

struct walk { const char *names[16]; int n; int reached_main; };

static const char *name_of(void *fn) {
    if (fn == (void *)level3) return "level3";
    if (fn == (void *)level2) return "level2";
    if (fn == (void *)level1) return "level1";
    if (fn == (void *)with_alloca) return "with_alloca";
    if (fn == (void *)main) return "main";
    return NULL;
}

static _Unwind_Reason_Code visit(struct _Unwind_Context *ctx, void *arg) {
    struct walk *w = arg;
    uintptr_t ip = _Unwind_GetIP(ctx);
    if (!ip) return _URC_END_OF_STACK;
    void *fn = _Unwind_FindEnclosingFunction((void *)(ip - 1));
    const char *name = name_of(fn);
    if (name && w->n < 16) w->names[w->n++] = name;
    if (name && !strcmp(name, "main")) { w->reached_main = 1; return _URC_END_OF_STACK; }
    return _URC_NO_REASON;
}

static struct walk result;

static int level3(int x) {
    memset(&result, 0, sizeof result);
    _Unwind_Backtrace(visit, &result);
    return x + 3;
}
static int with_alloca(int x) {
    volatile char *buf = alloca((size_t)x * 16 + 8);
    buf[0] = (char)x;
    int r = p_level3(x + buf[0]);
    return r + buf[0];
}
static int level2(int x) { int r = p_alloca(x * 2); return r + 2; }
static int level1(int x) { int r = p_level2(x + 1); return r + x; }

int main(void) {
    int r = p_level1(5);
    printf("result %d\n", r);
    printf("frames:");
    for (int i = 0; i < result.n; i++) printf(" %s", result.names[i]);
    printf("\nreached main %d\n", result.reached_main);
    r = p_level3(1);
    printf("direct: %d frames, reached main %d\n", result.n, result.reached_main);
    return 0;
}
