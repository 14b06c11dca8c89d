/* Static local variables keeping state across calls, a constructor function run before main
   (global constructor), static arrays initialized once, and function-local static pointers. */
#include <stdio.h>
#include <stdint.h>

static int32_t init_order[4];
static int init_count;
static int32_t table[16];

__attribute__((constructor)) static void fill_table(void) {
    for (int i = 0; i < 16; i++) table[i] = i * i * i;
    init_order[init_count++] = 1;
}

static uint32_t next_id(void) { static uint32_t id = 100; return id++; }
static int32_t running_sum(int32_t x) { static int64_t sum; sum += x; return (int32_t)sum; }
static const char *cycle(void) {
    static const char *names[] = {"red", "green", "blue"};
    static int i;
    const char *r = names[i];
    i = (i + 1) % 3;
    return r;
}
static int32_t *counter_cell(void) { static int32_t cell = 7; return &cell; }
static int fib_memo(int n) {
    static int memo[50];
    if (n < 2) return n;
    if (memo[n]) return memo[n];
    return memo[n] = fib_memo(n - 1) + fib_memo(n - 2);
}

int main(void) {
    init_order[init_count++] = 2;
    printf("init order %d %d count %d table[15] %d\n", init_order[0], init_order[1], init_count, table[15]);
    for (int i = 0; i < 5; i++) printf("id %u sum %d color %s\n", next_id(), running_sum(i * 10 - 15), cycle());
    *counter_cell() += 5;
    (*counter_cell())++;
    printf("cell %d\n", *counter_cell());
    printf("fib(45) %d\n", fib_memo(45));
    return 0;
}
