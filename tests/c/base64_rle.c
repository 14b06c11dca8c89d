/* Encoding kernels: base64 encode/decode round trip, run-length encoding and decoding, and
   hexadecimal dumps, over strings and generated binary data. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static const char B64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static size_t b64_encode(const uint8_t *in, size_t n, char *out) {
    size_t o = 0;
    for (size_t i = 0; i < n; i += 3) {
        uint32_t v = (uint32_t)in[i] << 16 | (i + 1 < n ? (uint32_t)in[i + 1] << 8 : 0) | (i + 2 < n ? in[i + 2] : 0);
        out[o++] = B64[v >> 18 & 63];
        out[o++] = B64[v >> 12 & 63];
        out[o++] = i + 1 < n ? B64[v >> 6 & 63] : '=';
        out[o++] = i + 2 < n ? B64[v & 63] : '=';
    }
    out[o] = 0;
    return o;
}
static int b64_val(char c) { const char *q = strchr(B64, c); return c && q ? (int)(q - B64) : -1; }
static size_t b64_decode(const char *in, uint8_t *out) {
    size_t o = 0, n = strlen(in);
    for (size_t i = 0; i + 3 < n; i += 4) {
        int a = b64_val(in[i]), b = b64_val(in[i + 1]), c = in[i + 2] == '=' ? 0 : b64_val(in[i + 2]), d = in[i + 3] == '=' ? 0 : b64_val(in[i + 3]);
        uint32_t v = (uint32_t)a << 18 | (uint32_t)b << 12 | (uint32_t)c << 6 | (uint32_t)d;
        out[o++] = (uint8_t)(v >> 16);
        if (in[i + 2] != '=') out[o++] = (uint8_t)(v >> 8);
        if (in[i + 3] != '=') out[o++] = (uint8_t)v;
    }
    return o;
}
static size_t rle_encode(const uint8_t *in, size_t n, uint8_t *out) {
    size_t o = 0;
    for (size_t i = 0; i < n;) {
        size_t j = i;
        while (j < n && in[j] == in[i] && j - i < 255) j++;
        out[o++] = (uint8_t)(j - i);
        out[o++] = in[i];
        i = j;
    }
    return o;
}
static size_t rle_decode(const uint8_t *in, size_t n, uint8_t *out) {
    size_t o = 0;
    for (size_t i = 0; i + 1 < n; i += 2) for (int k = 0; k < in[i]; k++) out[o++] = in[i + 1];
    return o;
}

int main(void) {
    const char *msgs[] = {"", "f", "fo", "foo", "foob", "fooba", "foobar", "kiln: a compiler backend"};
    char enc[256];
    uint8_t dec[256];
    for (int i = 0; i < 8; i++) {
        size_t n = strlen(msgs[i]);
        b64_encode((const uint8_t *)msgs[i], n, enc);
        size_t m = b64_decode(enc, dec);
        printf("'%s' -> '%s' -> %u bytes, same %d\n", msgs[i], enc, (unsigned)m, m == n && memcmp(dec, msgs[i], n) == 0);
    }
    uint8_t data[600], packed[1300], unpacked[700];
    for (int i = 0; i < 600; i++) data[i] = (uint8_t)((i / 37) % 3 == 0 ? 'a' : (i * i) % 7 + 'A');
    size_t pn = rle_encode(data, 600, packed);
    size_t un = rle_decode(packed, pn, unpacked);
    printf("rle 600 -> %u -> %u same %d\n", (unsigned)pn, (unsigned)un, un == 600 && memcmp(data, unpacked, 600) == 0);
    for (size_t i = 0; i < 24 && i < pn; i++) printf("%02x%c", packed[i], i % 12 == 11 ? '\n' : ' ');
    static uint8_t bin[300];
    for (int i = 0; i < 300; i++) bin[i] = (uint8_t)(i * 151 + 7);
    static char big[500];
    size_t bl = b64_encode(bin, 300, big);
    size_t dl = b64_decode(big, unpacked);
    printf("binary b64 len %u decoded %u same %d tail %s\n", (unsigned)bl, (unsigned)dl, dl == 300 && memcmp(bin, unpacked, 300) == 0, big + bl - 12);
    return 0;
}
