/* An open-addressing hash table with string keys (FNV hashing, linear probing, tombstones,
   resizing) counting word frequencies in a generated text. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct entry { char *key; int32_t value; int used; int dead; };
struct table { struct entry *e; uint32_t cap, len; };

static uint32_t hash(const char *s) { uint32_t h = 2166136261u; while (*s) h = (h ^ (unsigned char)*s++) * 16777619u; return h; }
static void put(struct table *t, const char *key, int32_t delta);
static void grow(struct table *t) {
    struct table n = {calloc(t->cap * 2, sizeof(struct entry)), t->cap * 2, 0};
    if (!n.e) exit(1);
    for (uint32_t i = 0; i < t->cap; i++)
        if (t->e[i].used && !t->e[i].dead) { put(&n, t->e[i].key, t->e[i].value); free(t->e[i].key); }
        else if (t->e[i].used) free(t->e[i].key);
    free(t->e);
    *t = n;
}
static void put(struct table *t, const char *key, int32_t delta) {
    if ((t->len + 1) * 4 > t->cap * 3) grow(t);
    uint32_t i = hash(key) & (t->cap - 1);
    while (t->e[i].used && strcmp(t->e[i].key, key) != 0) i = (i + 1) & (t->cap - 1);
    if (!t->e[i].used) {
        size_t n = strlen(key) + 1;
        t->e[i].key = malloc(n);
        if (!t->e[i].key) exit(1);
        memcpy(t->e[i].key, key, n);
        t->e[i].used = 1; t->e[i].value = 0; t->len++;
    }
    if (t->e[i].dead) { t->e[i].dead = 0; t->e[i].value = 0; }
    t->e[i].value += delta;
}
static int32_t get(const struct table *t, const char *key) {
    uint32_t i = hash(key) & (t->cap - 1);
    while (t->e[i].used) { if (!strcmp(t->e[i].key, key)) return t->e[i].dead ? -1 : t->e[i].value; i = (i + 1) & (t->cap - 1); }
    return -1;
}
static void del(struct table *t, const char *key) {
    uint32_t i = hash(key) & (t->cap - 1);
    while (t->e[i].used) { if (!strcmp(t->e[i].key, key)) { t->e[i].dead = 1; return; } i = (i + 1) & (t->cap - 1); }
}

int main(void) {
    struct table t = {calloc(8, sizeof(struct entry)), 8, 0};
    if (!t.e) return 1;
    const char *syll[] = {"ka", "lo", "mi", "ne", "ru", "sa", "to"};
    uint32_t s = 1;
    char word[16];
    for (int i = 0; i < 3000; i++) {
        int len = 0, parts = 1 + (int)((s >> 7) % 3);
        for (int k = 0; k < parts; k++) { s = s * 1103515245u + 12345u; const char *y = syll[(s >> 16) % 7]; word[len++] = y[0]; word[len++] = y[1]; }
        word[len] = 0;
        put(&t, word, 1);
    }
    printf("distinct %u capacity %u\n", t.len, t.cap);
    const char *probe[] = {"ka", "lomi", "sasasa", "tone", "xyz", "kalone"};
    for (int i = 0; i < 6; i++) printf("%s: %d\n", probe[i], get(&t, probe[i]));
    del(&t, "ka");
    del(&t, "lomi");
    printf("after delete ka %d lomi %d tone %d\n", get(&t, "ka"), get(&t, "lomi"), get(&t, "tone"));
    put(&t, "ka", 5);
    printf("reinserted ka %d\n", get(&t, "ka"));
    int64_t total = 0;
    int32_t best = 0;
    const char *best_key = "";
    for (uint32_t i = 0; i < t.cap; i++)
        if (t.e[i].used && !t.e[i].dead) {
            total += t.e[i].value;
            if (t.e[i].value > best || (t.e[i].value == best && strcmp(t.e[i].key, best_key) < 0)) { best = t.e[i].value; best_key = t.e[i].key; }
        }
    printf("total %lld most frequent %s (%d)\n", (long long)total, best_key, best);
    for (uint32_t i = 0; i < t.cap; i++) if (t.e[i].used) free(t.e[i].key);
    free(t.e);
    return 0;
}
