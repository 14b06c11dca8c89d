/* A Dhrystone-like mix: records with pointers, enumerations, string copies and compares,
   small procedures with in-out parameters, array indexing in 1-D and 2-D global arrays. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef enum { IDENT_1, IDENT_2, IDENT_3, IDENT_4, IDENT_5 } enumeration;
typedef struct record {
    struct record *ptr_comp;
    enumeration discr;
    enumeration enum_comp;
    int32_t int_comp;
    char str_comp[31];
} record;

static record rec_a, rec_b, *ptr_glob, *next_ptr_glob;
static int32_t int_glob, arr_1_glob[50], arr_2_glob[50][50];
static int bool_glob;
static char ch_1_glob, ch_2_glob;

static int func_3(enumeration e) { return e == IDENT_3; }
static enumeration func_1(char c1, char c2) { if (c1 != c2) return IDENT_1; ch_1_glob = c1; return IDENT_2; }
static int func_2(const char *s1, const char *s2) {
    int32_t i = 2;
    char c = 0;
    while (i <= 2) if (func_1(s1[i], s2[i + 1]) == IDENT_1) { c = 'A'; i++; }
    if (c >= 'W' && c < 'Z') i = 7;
    if (c == 'R') return 1;
    if (strcmp(s1, s2) > 0) { i += 7; int_glob = i; return 1; }
    return 0;
}
static void proc_7(int32_t a, int32_t b, int32_t *out) { *out = b + a + 2; }
static void proc_8(int32_t *a1, int32_t a2[50][50], int32_t i1, int32_t i2) {
    int32_t loc = i1 + 5;
    a1[loc] = i2;
    a1[loc + 1] = a1[loc];
    a1[loc + 30] = loc;
    for (int32_t idx = loc; idx <= loc + 1; idx++) a2[loc][idx] = loc;
    a2[loc][loc - 1] += 1;
    a2[loc + 20][loc] = a1[loc];
    int_glob = 5;
}
static void proc_6(enumeration in, enumeration *out) {
    *out = in;
    if (!func_3(in)) *out = IDENT_4;
    switch (in) {
    case IDENT_1: *out = IDENT_1; break;
    case IDENT_2: *out = int_glob > 100 ? IDENT_1 : IDENT_4; break;
    case IDENT_3: *out = IDENT_2; break;
    case IDENT_4: break;
    case IDENT_5: *out = IDENT_3; break;
    }
}
static void proc_3(record **out) { if (ptr_glob) *out = ptr_glob->ptr_comp; proc_7(10, int_glob, &ptr_glob->int_comp); }
static void proc_1(record *p) {
    record *next = p->ptr_comp;
    *p->ptr_comp = *ptr_glob;
    p->int_comp = 5;
    next->int_comp = p->int_comp;
    next->ptr_comp = p->ptr_comp;
    proc_3(&next->ptr_comp);
    if (next->discr == IDENT_1) {
        next->int_comp = 6;
        proc_6(p->enum_comp, &next->enum_comp);
        next->ptr_comp = ptr_glob->ptr_comp;
        proc_7(next->int_comp, 10, &next->int_comp);
    } else *p = *p->ptr_comp;
}
static void proc_2(int32_t *x) {
    int32_t loc = *x + 10;
    enumeration e = IDENT_2;
    for (;;) { if (ch_1_glob == 'A') { loc -= 1; *x = loc - int_glob; e = IDENT_1; } if (e == IDENT_1) break; }
}

int main(void) {
    next_ptr_glob = &rec_b;
    ptr_glob = &rec_a;
    ptr_glob->ptr_comp = next_ptr_glob;
    ptr_glob->discr = IDENT_1;
    ptr_glob->enum_comp = IDENT_3;
    ptr_glob->int_comp = 40;
    strcpy(ptr_glob->str_comp, "DHRYSTONE PROGRAM, SOME STRING");
    char str_1[31], str_2[31];
    strcpy(str_1, "DHRYSTONE PROGRAM, 1'ST STRING");
    arr_2_glob[8][7] = 10;
    int32_t i1 = 0, i2 = 0, i3 = 0;
    enumeration e = IDENT_1;
    for (int run = 1; run <= 200; run++) {
        ch_1_glob = 'A'; bool_glob = 0; ch_2_glob = 'B';
        i1 = 2; i2 = 3;
        strcpy(str_2, "DHRYSTONE PROGRAM, 2'ND STRING");
        e = IDENT_2;
        bool_glob = !func_2(str_1, str_2);
        while (i1 < i2) { i3 = 5 * i1 - i2; proc_7(i1, i2, &i3); i1 += 1; }
        proc_8(arr_1_glob, arr_2_glob, i1, i3);
        proc_1(ptr_glob);
        for (char c = 'A'; c <= ch_2_glob; c++)
            if (e == func_1(c, 'C')) { proc_6(IDENT_1, &e); strcpy(str_2, "DHRYSTONE PROGRAM, 3'RD STRING"); i2 = run; int_glob = run; }
        i2 = i2 * i1;
        i1 = i2 / i3;
        i2 = 7 * (i2 - i3) - i1;
        proc_2(&i1);
    }
    printf("int_glob %d bool_glob %d ch %c %c\n", int_glob, bool_glob, ch_1_glob, ch_2_glob);
    printf("arr1[8] %d arr2[8][7] %d\n", arr_1_glob[8], arr_2_glob[8][7]);
    printf("ptr_glob: discr %d enum %d int %d str %s\n", ptr_glob->discr, ptr_glob->enum_comp, ptr_glob->int_comp, ptr_glob->str_comp);
    printf("next: discr %d enum %d int %d str %s\n", next_ptr_glob->discr, next_ptr_glob->enum_comp, next_ptr_glob->int_comp, next_ptr_glob->str_comp);
    printf("i1 %d i2 %d i3 %d e %d\n", i1, i2, i3, e);
    printf("str_1 %s\nstr_2 %s\n", str_1, str_2);
    return 0;
}
