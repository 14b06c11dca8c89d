/* A particle simulation with float position/velocity structs, dyadic time steps and bounces
   off walls; every value stays exactly representable, so all targets agree bit for bit. */
#include <stdio.h>
#include <stdint.h>

struct particle { float x, y, vx, vy; int32_t bounces; };

static void step(struct particle *p, int n, float dt) {
    for (int i = 0; i < n; i++) {
        struct particle *q = &p[i];
        q->vy -= 2.0f * dt;
        q->x += q->vx * dt;
        q->y += q->vy * dt;
        if (q->x < 0) { q->x = -q->x; q->vx = -q->vx; q->bounces++; }
        if (q->x > 64) { q->x = 128 - q->x; q->vx = -q->vx; q->bounces++; }
        if (q->y < 0) { q->y = -q->y; q->vy = -q->vy; q->bounces++; }
    }
}

int main(void) {
    struct particle ps[6];
    for (int i = 0; i < 6; i++) ps[i] = (struct particle){(float)(i * 10), 32.0f, (float)(i - 3) * 1.5f, 0.5f * (float)i, 0};
    for (int t = 0; t < 256; t++) step(ps, 6, 0.0625f);
    for (int i = 0; i < 6; i++) printf("p%d x %.9g y %.9g vx %g vy %g bounces %d\n", i, (double)ps[i].x, (double)ps[i].y, (double)ps[i].vx, (double)ps[i].vy, ps[i].bounces);
    float e = 0;
    for (int i = 0; i < 6; i++) e += ps[i].vx * ps[i].vx + ps[i].vy * ps[i].vy;
    printf("energy-ish %.9g\n", (double)e);
    return 0;
}
