/* Hand-written string routines over char arrays: length, copy, compare, reverse, case
   conversion, integer to string in any base, string to integer, tokenizing, palindromes. */
#include <stdio.h>
#include <stdint.h>

static uint32_t my_strlen(const char *s) { const char *p = s; while (*p) p++; return (uint32_t)(p - s); }
static void my_strcpy(char *d, const char *s) { while ((*d++ = *s++)) {} }
static int my_strcmp(const char *a, const char *b) {
    while (*a && *a == *b) { a++; b++; }
    return (unsigned char)*a - (unsigned char)*b;
}
static void reverse(char *s) {
    uint32_t n = my_strlen(s);
    for (uint32_t i = 0; i < n / 2; i++) { char t = s[i]; s[i] = s[n - 1 - i]; s[n - 1 - i] = t; }
}
static void upper(char *s) { for (; *s; s++) if (*s >= 'a' && *s <= 'z') *s = (char)(*s - 'a' + 'A'); }
static void to_base(int64_t v, int base, char *out) {
    const char *digits = "0123456789abcdefghijklmnopqrstuvwxyz";
    char tmp[72];
    int n = 0, neg = v < 0;
    uint64_t u = neg ? 0 - (uint64_t)v : (uint64_t)v;
    do { tmp[n++] = digits[u % (uint64_t)base]; u /= (uint64_t)base; } while (u);
    if (neg) tmp[n++] = '-';
    for (int i = 0; i < n; i++) out[i] = tmp[n - 1 - i];
    out[n] = 0;
}
static int64_t parse_int(const char *s) {
    int neg = 0;
    int64_t v = 0;
    while (*s == ' ') s++;
    if (*s == '-' || *s == '+') neg = *s++ == '-';
    while (*s >= '0' && *s <= '9') v = v * 10 + (*s++ - '0');
    return neg ? -v : v;
}
static int is_palindrome(const char *s) {
    uint32_t i = 0, j = my_strlen(s);
    while (j > i + 1) {
        char a = s[i], b = s[j - 1];
        if (a == ' ') { i++; continue; }
        if (b == ' ') { j--; continue; }
        if (a != b) return 0;
        i++; j--;
    }
    return 1;
}

int main(void) {
    char buf[100], other[100];
    my_strcpy(buf, "Hello, kiln backend!");
    printf("len %u\n", my_strlen(buf));
    my_strcpy(other, buf);
    reverse(other);
    printf("reversed: %s\n", other);
    upper(other);
    printf("upper: %s cmp %d %d %d\n", other, my_strcmp(buf, other) > 0, my_strcmp("abc", "abd") < 0, my_strcmp("same", "same"));
    int64_t vals[] = {0, 255, -255, 1234567890123LL, INT64_MIN, INT64_MAX};
    int bases[] = {2, 8, 10, 16, 36};
    for (int i = 0; i < 6; i++)
        for (int b = 0; b < 5; b++) { to_base(vals[i], bases[b], buf); printf("%s%c", buf, b == 4 ? '\n' : ' '); }
    const char *ints[] = {"42", " -17", "+8", "9223372036854775807", "12abc"};
    for (int i = 0; i < 5; i++) printf("parse(%s)=%lld\n", ints[i], (long long)parse_int(ints[i]));
    char text[] = "the quick  brown fox,jumps;over the lazy dog";
    int words = 0;
    char *p = text;
    while (*p) {
        while (*p == ' ' || *p == ',' || *p == ';') p++;
        if (!*p) break;
        char *start = p;
        while (*p && *p != ' ' && *p != ',' && *p != ';') p++;
        printf("word %d: %.*s\n", ++words, (int)(p - start), start);
    }
    const char *pals[] = {"racecar", "never odd or even", "kiln", "a", "ab ba"};
    for (int i = 0; i < 5; i++) printf("palindrome(%s)=%d\n", pals[i], is_palindrome(pals[i]));
    return 0;
}
