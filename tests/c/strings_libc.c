/* string.h and stdio string functions: strlen, strcmp/strncmp, strcpy/strncpy, strcat,
   strchr/strrchr, strstr, strspn/strcspn, memcmp, memchr, snprintf, strtol. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <stdlib.h>

static int sign(int v) { return (v > 0) - (v < 0); }

int main(void) {
    const char *words[] = {"apple", "apricot", "banana", "", "app", "Apple", "apple"};
    for (int i = 0; i < 7; i++)
        for (int j = 0; j < 7; j++)
            printf("%d", sign(strcmp(words[i], words[j])) + 1);
    printf("\n");
    for (int i = 0; i < 7; i++) printf("len(%s)=%u ncmp3=%d\n", words[i], (unsigned)strlen(words[i]), sign(strncmp(words[i], "apx", 3)));
    char buf[128];
    strcpy(buf, "kiln");
    strcat(buf, " is ");
    strcat(buf, "a backend");
    printf("%s (%u)\n", buf, (unsigned)strlen(buf));
    printf("strchr %s | strrchr %s\n", strchr(buf, 'a'), strrchr(buf, 'a'));
    printf("strstr %s | missing %d\n", strstr(buf, "is"), strstr(buf, "llvm") == NULL);
    printf("spn %u cspn %u\n", (unsigned)strspn("aaabbbccc", "ab"), (unsigned)strcspn("hello world", " w"));
    char small[6];
    strncpy(small, "abcdefgh", 5);
    small[5] = 0;
    printf("strncpy %s\n", small);
    unsigned char m1[] = {1, 2, 3, 200}, m2[] = {1, 2, 3, 100};
    printf("memcmp %d %d\n", sign(memcmp(m1, m2, 4)), sign(memcmp(m1, m2, 3)));
    const char *hit = memchr(buf, 'b', strlen(buf));
    printf("memchr at %d\n", hit ? (int)(hit - buf) : -1);
    int n = snprintf(buf, sizeof buf, "%d|%5d|%-5d|%05d|%x|%X|%o|%c|%s|%%", -42, 42, 42, 42, 48879, 48879, 8, 'q', "s");
    printf("snprintf %d: %s\n", n, buf);
    const char *volatile long_text = "truncated output";
    n = snprintf(buf, 8, "%s", long_text);
    printf("truncated %d: %s\n", n, buf);
    const char *nums[] = {"123", "-456", "0x1f", "077", "  89abc", "2147483647"};
    for (int i = 0; i < 6; i++) {
        char *end;
        long v = strtol(nums[i], &end, 0);
        printf("strtol(%s)=%lld rest='%s'\n", nums[i], (long long)v, end);
    }
    printf("atoi %d\n", atoi("  -1234xyz"));
    return 0;
}
