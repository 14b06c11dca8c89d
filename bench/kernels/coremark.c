/* A coremark-like loop mix: linked-list find/reverse, matrix ops, a state machine and CRC16. */
#include <stdio.h>
#include <stdint.h>
typedef struct Node { struct Node *next; int16_t data, idx; } Node;
static Node pool[256];
static uint16_t crc16(uint16_t crc, uint8_t d) {
    for (int i = 0; i < 8; i++) {
        uint8_t x = (d ^ crc) & 1;
        d >>= 1;
        crc = x ? (uint16_t)((crc ^ 0x4002) >> 1 | 0x8000) : crc >> 1;
    }
    return crc;
}
static Node *reverse(Node *l) {
    Node *r = 0;
    while (l) { Node *n = l->next; l->next = r; r = l; l = n; }
    return r;
}
static Node *find(Node *l, int16_t v) {
    while (l && l->data != v) l = l->next;
    return l;
}
static int matrix(int n, int16_t *a, int16_t *b, int32_t *c, int16_t k) {
    int32_t acc = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) a[i * n + j] += k;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            int32_t s = 0;
            for (int t = 0; t < n; t++) s += a[i * n + t] * b[t * n + j];
            c[i * n + j] = s;
            acc += s > 1000 ? 1 : 0;
        }
    return acc;
}
static int state_machine(const char *s) {
    int state = 0, counts[4] = {0};
    for (; *s; s++) {
        char c = *s;
        switch (state) {
        case 0: state = c >= '0' && c <= '9' ? 1 : c == '-' ? 2 : 3; break;
        case 1: state = c == '.' ? 2 : c >= '0' && c <= '9' ? 1 : 3; break;
        case 2: state = c >= '0' && c <= '9' ? 2 : c == 'e' ? 0 : 3; break;
        default: state = c == ',' ? 0 : 3; break;
        }
        counts[state]++;
    }
    return counts[0] * 1 + counts[1] * 3 + counts[2] * 5 + counts[3] * 7;
}
int main(void) {
    static int16_t a[256], b[256];
    static int32_t c[256];
    static const char *inputs[] = {"123,-45.6e7,abc,9.81,,-0.5e-3", "5012,1.5,77e3,-,x9,42"};
    uint16_t crc = 0;
    for (int iter = 0; iter < 40; iter++) {
        for (int i = 0; i < 256; i++) {
            pool[i].data = (int16_t)((i * 37 + iter) & 0xff);
            pool[i].idx = (int16_t)i;
            pool[i].next = i < 255 ? &pool[i + 1] : 0;
        }
        Node *l = &pool[0];
        for (int k = 0; k < 8; k++) {
            Node *f = find(l, (int16_t)((k * 53 + iter) & 0xff));
            crc = crc16(crc, f ? (uint8_t)f->idx : 0xAA);
            l = reverse(l);
        }
        for (int i = 0; i < 256; i++) { a[i] = (int16_t)(i ^ iter); b[i] = (int16_t)(i * 3 - iter); }
        crc = crc16(crc, (uint8_t)matrix(16, a, b, c, (int16_t)iter));
        crc = crc16(crc, (uint8_t)state_machine(inputs[iter & 1]));
    }
    printf("coremark %04x\n", crc);
    return 0;
}
