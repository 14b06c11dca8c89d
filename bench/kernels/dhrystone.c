/* A dhrystone-like mix: records, string copies and compares, enums, small procedures. */
#include <stdio.h>
#include <string.h>
typedef enum { Ident1, Ident2, Ident3, Ident4, Ident5 } Enum;
typedef struct Rec { struct Rec *next; Enum discr; Enum e; int i; char s[31]; } Rec;
static int glob_int, arr1[50], arr2[50][50];
static char glob_char1, glob_char2;
static Rec r1, r2;
static Enum func3(Enum e) { return e == Ident3 ? Ident1 : Ident2; }
static int func2(const char *a, const char *b) {
    int k = 2;
    char c = 'A';
    while (k <= 2) { if (a[k] != b[k + 1]) { c = 'A'; k++; } else k += 3; }
    if (c >= 'W' && c < 'Z') k = 7;
    if (c == 'R') return 1;
    if (strcmp(a, b) > 0) { k += 7; glob_int = k; return 1; }
    return 0;
}
static void proc7(int a, int b, int *out) { *out = b + a + 2; }
static void proc8(int *a1, int a2[50][50], int x, int y) {
    int loc = x + 5;
    a1[loc] = y; a1[loc + 1] = a1[loc]; a1[loc + 30] = loc;
    for (int i = loc; i <= loc + 1; i++) a2[loc][i] = loc;
    a2[loc][loc - 1] += 1;
    a2[loc + 20][loc] = a1[loc];
    glob_int = 5;
}
static void proc6(Enum e, Enum *out) {
    *out = e;
    if (func3(e) != Ident1) *out = Ident4;
    switch (e) {
    case Ident1: *out = Ident1; break;
    case Ident2: *out = glob_int > 100 ? Ident1 : Ident4; break;
    case Ident3: *out = Ident2; break;
    case Ident4: break;
    case Ident5: *out = Ident3; break;
    }
}
static void proc1(Rec *p) {
    Rec *n = p->next;
    *n = *p;
    p->i = 5; n->i = p->i; n->next = p->next;
    proc7(n->i, 10, &n->i);
    if (n->discr == Ident1) { n->i = 6; proc6(p->e, &n->e); n->next = r1.next; proc7(n->i, 10, &n->i); }
    else *p = *n;
}
int main(void) {
    char s1[31], s2[31];
    r1.next = &r2; r1.discr = Ident1; r1.e = Ident3; r1.i = 40;
    strcpy(r1.s, "DHRYSTONE PROGRAM, SOME STRING");
    strcpy(s1, "DHRYSTONE PROGRAM, 1'ST STRING");
    long check = 0;
    for (int run = 1; run <= 3000; run++) {
        int i1 = 2, i2 = 3, i3;
        Enum e;
        strcpy(s2, "DHRYSTONE PROGRAM, 2'ND STRING");
        int b = !func2(s1, s2);
        while (i1 < i2) { i3 = 5 * i1 - i2; proc7(i1, i2, &i3); i1++; }
        proc8(arr1, arr2, i1, i3);
        proc1(&r1);
        for (char c = 'A'; c <= 'C'; c++) if (c == 'C') proc6(Ident1, &e);
        glob_char1 = 'A'; glob_char2 = 'B';
        i2 = i2 * i1; i1 = i2 / i3; i2 = 7 * (i2 - i3) - i1;
        check += i1 + i2 + i3 + b + (int)e + r1.i + glob_int + arr2[8][7];
    }
    printf("dhrystone %ld\n", check);
    return 0;
}
