/* An LZ77 compressor and decompressor: a 4 KiB sliding window searched through hash chains
   on 3-byte prefixes, greedy longest matches with a lazy-match check, tokens (literal or
   length/distance) serialized with a flag byte per eight tokens, then decompressed with
   overlapping copies (distance smaller than length) and compared with the input. Several
   inputs: repetitive text, a run of one byte, pseudo-random bytes and a mix. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define WINDOW 4096
#define MIN_MATCH 3
#define MAX_MATCH 66
#define HASH_BITS 12

static int32_t head[1 << HASH_BITS];
static int32_t prev_pos[8192];

static unsigned hash3(const uint8_t *p) { return ((p[0] << 8) ^ (p[1] << 4) ^ p[2]) & ((1 << HASH_BITS) - 1); }

static int longest(const uint8_t *in, int n, int pos, int *dist) {
    if (pos + MIN_MATCH > n) return 0;
    int best = 0, chain = 64;
    for (int c = head[hash3(in + pos)]; c >= 0 && pos - c <= WINDOW && chain--; c = prev_pos[c]) {
        int l = 0;
        while (l < MAX_MATCH && pos + l < n && in[c + l] == in[pos + l]) l++;
        if (l > best) {
            best = l;
            *dist = pos - c;
        }
    }
    return best >= MIN_MATCH ? best : 0;
}

static void insert(const uint8_t *in, int n, int pos) {
    if (pos + MIN_MATCH > n) return;
    unsigned h = hash3(in + pos);
    prev_pos[pos] = head[h];
    head[h] = pos;
}

static int compress(const uint8_t *in, int n, uint8_t *out) {
    for (int i = 0; i < (1 << HASH_BITS); i++) head[i] = -1;
    int o = 0, pos = 0, flag_at = -1, tokens = 0;
    while (pos < n) {
        if (tokens % 8 == 0) {
            flag_at = o;
            out[o++] = 0;
        }
        int dist = 0, len = longest(in, n, pos, &dist);
        if (len) {
            int d2 = 0;
            insert(in, n, pos);
            int len2 = longest(in, n, pos + 1, &d2);
            if (len2 > len + 1) len = 0; /* lazy: emit a literal, take the better match next */
        } else {
            insert(in, n, pos);
        }
        if (len) {
            out[flag_at] |= (uint8_t)(1u << (tokens % 8));
            out[o++] = (uint8_t)(len - MIN_MATCH);
            out[o++] = (uint8_t)((dist - 1) & 0xff);
            out[o++] = (uint8_t)((dist - 1) >> 8);
            for (int k = 1; k < len; k++) insert(in, n, pos + k);
            pos += len;
        } else {
            out[o++] = in[pos++];
        }
        tokens++;
    }
    return o;
}

static int decompress(const uint8_t *in, int n, uint8_t *out) {
    int i = 0, o = 0;
    while (i < n) {
        uint8_t flags = in[i++];
        for (int b = 0; b < 8 && i < n; b++) {
            if (flags & (1u << b)) {
                int len = in[i] + MIN_MATCH, dist = (in[i + 1] | (in[i + 2] << 8)) + 1;
                i += 3;
                for (int k = 0; k < len; k++, o++) out[o] = out[o - dist];
            } else {
                out[o++] = in[i++];
            }
        }
    }
    return o;
}

static void run(const char *name, const uint8_t *data, int n) {
    static uint8_t comp[16384], back[8192];
    int c = compress(data, n, comp);
    int d = decompress(comp, c, back);
    uint32_t h = 2166136261u;
    for (int i = 0; i < c; i++) h = (h ^ comp[i]) * 16777619u;
    printf("%-10s %5d -> %5d bytes, hash %08x, round trip %d\n", name, n, c, h, d == n && memcmp(back, data, (size_t)n) == 0);
}

int main(void) {
    static uint8_t buf[8192];
    int n = 0;
    static const char *words[] = {"compiler ", "backend ", "kiln ", "selection ", "dag ", "register ", "allocation "};
    for (int i = 0; n < 3000; i++) {
        const char *w = words[(i * i + i / 3) % 7];
        size_t l = strlen(w);
        memcpy(buf + n, w, l);
        n += (int)l;
    }
    run("text", buf, n);
    memset(buf, 'a', 2000);
    run("run", buf, 2000);
    uint32_t s = 1;
    for (int i = 0; i < 2000; i++) {
        s = s * 1103515245u + 12345u;
        buf[i] = (uint8_t)(s >> 16);
    }
    run("random", buf, 2000);
    for (int i = 0; i < 4000; i++) buf[i] = (uint8_t)(i % 7 == 0 ? (i * 31) >> 3 : "abcab"[i % 5]);
    run("mixed", buf, 4000);
    return 0;
}
