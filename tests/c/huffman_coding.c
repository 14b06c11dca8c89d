/* Huffman coding of a text: byte frequencies, a tree built with a binary min-heap of node
   indices (ties broken by index so the tree is deterministic), canonical code lengths and
   codes, encoding into a bit stream packed in uint64_t words, decoding it back by walking the
   tree, and the compression ratio. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define SYMS 256
#define MAXN (2 * SYMS)

struct node { uint32_t freq; int16_t left, right; int16_t sym; };

static struct node nodes[MAXN];
static int heap[MAXN], heap_n;

static int less(int a, int b) {
    if (nodes[a].freq != nodes[b].freq) return nodes[a].freq < nodes[b].freq;
    return a < b;
}

static void heap_push(int v) {
    int i = heap_n++;
    heap[i] = v;
    while (i > 0 && less(heap[i], heap[(i - 1) / 2])) {
        int p = (i - 1) / 2, t = heap[p];
        heap[p] = heap[i];
        heap[i] = t;
        i = p;
    }
}

static int heap_pop(void) {
    int top = heap[0];
    heap[0] = heap[--heap_n];
    int i = 0;
    for (;;) {
        int l = 2 * i + 1, r = l + 1, m = i;
        if (l < heap_n && less(heap[l], heap[m])) m = l;
        if (r < heap_n && less(heap[r], heap[m])) m = r;
        if (m == i) break;
        int t = heap[m];
        heap[m] = heap[i];
        heap[i] = t;
        i = m;
    }
    return top;
}

static uint8_t lens[SYMS];
static uint32_t codes[SYMS];

static void lengths(int n, int depth) {
    if (nodes[n].sym >= 0) {
        lens[nodes[n].sym] = (uint8_t)(depth ? depth : 1);
        return;
    }
    lengths(nodes[n].left, depth + 1);
    lengths(nodes[n].right, depth + 1);
}

static uint64_t bits[64];
static size_t nbits;

static void put_bits(uint32_t code, int len) {
    for (int i = len - 1; i >= 0; i--) {
        if ((code >> i) & 1) bits[nbits / 64] |= 1ull << (nbits % 64);
        nbits++;
    }
}

static int get_bit(size_t i) { return (int)((bits[i / 64] >> (i % 64)) & 1); }

int main(void) {
    static const char text[] =
        "it was the best of times, it was the worst of times, it was the age of wisdom, it was the age of "
        "foolishness, it was the epoch of belief, it was the epoch of incredulity, it was the season of light";
    size_t len = strlen(text);
    uint32_t freq[SYMS] = {0};
    for (size_t i = 0; i < len; i++) freq[(unsigned char)text[i]]++;
    int count = 0;
    for (int s = 0; s < SYMS; s++)
        if (freq[s]) {
            nodes[count] = (struct node){freq[s], -1, -1, (int16_t)s};
            heap_push(count++);
        }
    int next = count;
    while (heap_n > 1) {
        int a = heap_pop(), b = heap_pop();
        nodes[next] = (struct node){nodes[a].freq + nodes[b].freq, (int16_t)a, (int16_t)b, -1};
        heap_push(next++);
    }
    int root = heap_pop();
    lengths(root, 0);
    /* canonical codes: by (length, symbol) */
    uint32_t code = 0;
    int assigned = 0;
    for (int l = 1; l <= 32; l++) {
        for (int s = 0; s < SYMS; s++)
            if (freq[s] && lens[s] == l) {
                codes[s] = code++;
                assigned++;
            }
        code <<= 1;
    }
    printf("%d symbols, %d nodes, root weight %u\n", count, next, nodes[root].freq);
    for (int s = 0; s < SYMS; s++)
        if (freq[s] >= 10) {
            printf("'%c' freq %3u len %2u code ", s, freq[s], lens[s]);
            for (int i = lens[s] - 1; i >= 0; i--) putchar('0' + (int)((codes[s] >> i) & 1));
            putchar('\n');
        }
    for (size_t i = 0; i < len; i++) put_bits(codes[(unsigned char)text[i]], lens[(unsigned char)text[i]]);
    printf("encoded %zu bits (%zu bytes) from %zu bytes: %.1f%%\n", nbits, (nbits + 7) / 8, len,
           100.0 * (double)((nbits + 7) / 8) / (double)len);
    /* decode with a table of (length, code) -> symbol lookups */
    char out[sizeof text];
    size_t pos = 0, o = 0;
    while (pos < nbits) {
        uint32_t c = 0;
        int l = 0, found = -1;
        while (found < 0 && l < 32) {
            c = (c << 1) | (uint32_t)get_bit(pos++);
            l++;
            for (int s = 0; s < SYMS; s++)
                if (freq[s] && lens[s] == l && codes[s] == c) {
                    found = s;
                    break;
                }
        }
        if (found < 0) break;
        out[o++] = (char)found;
    }
    out[o] = 0;
    printf("decoded %zu bytes, identical %d\n", o, strcmp(out, text) == 0);
    uint64_t h = 0;
    for (size_t i = 0; i < (nbits + 63) / 64; i++) h = h * 1000003 ^ bits[i];
    printf("bit stream hash %016llx, codes assigned %d\n", (unsigned long long)h, assigned);
    return 0;
}
