/* printf integer and string formatting through libc: widths, precisions, flags, length
   modifiers (hh, h, l, ll, z, j), %c and %s, %n-free; exercises varargs calls into libc. */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
#include <stddef.h>

int main(void) {
    int32_t vals[] = {0, 7, -7, 255, -32768, 2147483647, -2147483647 - 1};
    for (int i = 0; i < 7; i++)
        printf("[%d] [%5d] [%-5d] [%05d] [%+d] [% d] [%x] [%#x] [%o] [%#o] [%.3d]\n", vals[i], vals[i], vals[i],
               vals[i], vals[i], vals[i], (unsigned)vals[i], (unsigned)vals[i], (unsigned)vals[i], (unsigned)vals[i], vals[i]);
    printf("hh %hhd %hhu h %hd %hu\n", (signed char)-5, (unsigned char)250, (short)-300, (unsigned short)65000);
    printf("ll %lld %llu %llx\n", -1234567890123456789LL, 18446744073709551615ULL, 0xfeedfacecafebeefULL);
    printf("inttypes %" PRId64 " %" PRIu32 " %" PRIx16 " %" PRIi8 "\n", INT64_MIN, UINT32_MAX, (uint16_t)0xbeef, (int8_t)-128);
    printf("z %zu %zd j %jd\n", (size_t)123456, (ptrdiff_t)-42, (intmax_t)INT64_MAX);
    printf("chars [%c] [%3c] [%-3c]\n", 'a', 'b', 'c');
    printf("strings [%s] [%10s] [%-10s] [%.3s] [%*s] [%-*s]\n", "kiln", "kiln", "kiln", "kiln", 6, "ab", 6, "ab");
    printf("star [%*d] [%-*d] [%.*d]\n", 8, 42, 8, 42, 5, 42);
    printf("percent %% done\n");
    int total = 0;
    for (int i = 0; i < 5; i++) total += printf("%d,", i * i);
    printf(" printed %d chars\n", total);
    return 0;
}
