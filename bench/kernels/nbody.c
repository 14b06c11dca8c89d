/* N-body simulation (5 bodies, double precision, as the benchmarks game does it); needs FP. */
#include <stdio.h>
#include <math.h>
#define NB 5
typedef struct { double x, y, z, vx, vy, vz, m; } Body;
static Body b[NB] = {
    {0, 0, 0, 0, 0, 0, 39.47841760435743},
    {4.84143144246472090, -1.16032004402742839, -0.103622044471123109, 0.606326392995832, 2.81198684491626, -0.02521836165988763, 0.03769367487038949},
    {8.34336671824457987, 4.12479856412430479, -0.403523417114321381, -1.010774346178792, 1.82566237123041, 0.008415761376584154, 0.011286326131968767},
    {12.894369562139131, -15.111151401698631, -0.22330757889265573, 1.0827910064415354, 0.8687130181696082, -0.010832637401363636, 0.0017237240570597112},
    {15.379697114850917, -25.919314609987964, 0.17925877295037118, 0.979090732243898, 0.5946989986476762, -0.034755955504078104, 0.0020336868699246304}};
static double energy(void) {
    double e = 0;
    for (int i = 0; i < NB; i++) {
        e += 0.5 * b[i].m * (b[i].vx * b[i].vx + b[i].vy * b[i].vy + b[i].vz * b[i].vz);
        for (int j = i + 1; j < NB; j++) {
            double dx = b[i].x - b[j].x, dy = b[i].y - b[j].y, dz = b[i].z - b[j].z;
            e -= b[i].m * b[j].m / sqrt(dx * dx + dy * dy + dz * dz);
        }
    }
    return e;
}
static void advance(double dt) {
    for (int i = 0; i < NB; i++)
        for (int j = i + 1; j < NB; j++) {
            double dx = b[i].x - b[j].x, dy = b[i].y - b[j].y, dz = b[i].z - b[j].z;
            double d2 = dx * dx + dy * dy + dz * dz;
            double mag = dt / (d2 * sqrt(d2));
            b[i].vx -= dx * b[j].m * mag; b[i].vy -= dy * b[j].m * mag; b[i].vz -= dz * b[j].m * mag;
            b[j].vx += dx * b[i].m * mag; b[j].vy += dy * b[i].m * mag; b[j].vz += dz * b[i].m * mag;
        }
    for (int i = 0; i < NB; i++) { b[i].x += dt * b[i].vx; b[i].y += dt * b[i].vy; b[i].z += dt * b[i].vz; }
}
int main(void) {
    printf("nbody %.9f\n", energy());
    for (int i = 0; i < 2000; i++) advance(0.01);
    printf("nbody %.9f\n", energy());
    return 0;
}
