/* Sieve of Eratosthenes up to 200000, three times; prints the prime count and a checksum. */
#include <stdio.h>
#define LIMIT 200000
static unsigned char composite[LIMIT + 1];
int main(void) {
    long count = 0, sum = 0;
    for (int rep = 0; rep < 3; rep++) {
        for (int i = 0; i <= LIMIT; i++) composite[i] = 0;
        count = 0;
        sum = 0;
        for (long i = 2; i <= LIMIT; i++) {
            if (composite[i]) continue;
            count++;
            sum += i;
            for (long j = i * i; j <= LIMIT; j += i) composite[j] = 1;
        }
    }
    printf("sieve %ld %ld\n", count, sum);
    return 0;
}
