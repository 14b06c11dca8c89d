/* A file-permission and flag model on bit-fields: enum-typed and _Bool bit-fields, a
   permission struct parsed from and printed as "rwxr-x---" strings and octal, bit-fields
   in a struct array used as a state machine's state, zero-width bit-fields forcing
   alignment, anonymous bit-fields as padding, and equality of whole structs via memcmp after
   field-wise copies. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

enum kind { K_FILE, K_DIR, K_LINK, K_PIPE };

struct perm {
    unsigned ur : 1, uw : 1, ux : 1;
    unsigned gr : 1, gw : 1, gx : 1;
    unsigned or_ : 1, ow : 1, ox : 1;
};

struct inode {
    enum kind kind : 2;
    _Bool hidden : 1;
    _Bool dirty : 1;
    unsigned : 4;
    struct perm perm;
    unsigned links : 6;
    unsigned : 0;
    unsigned size : 24;
};

static struct perm parse(const char *s) {
    struct perm p;
    memset(&p, 0, sizeof p);
    p.ur = s[0] == 'r'; p.uw = s[1] == 'w'; p.ux = s[2] == 'x';
    p.gr = s[3] == 'r'; p.gw = s[4] == 'w'; p.gx = s[5] == 'x';
    p.or_ = s[6] == 'r'; p.ow = s[7] == 'w'; p.ox = s[8] == 'x';
    return p;
}

static unsigned octal(struct perm p) {
    return (p.ur << 8) | (p.uw << 7) | (p.ux << 6) | (p.gr << 5) | (p.gw << 4) | (p.gx << 3) |
           (p.or_ << 2) | (p.ow << 1) | p.ox;
}

static void show(struct perm p, char *out) {
    const char *l = "rwxrwxrwx";
    unsigned o = octal(p);
    for (int i = 0; i < 9; i++) out[i] = (o >> (8 - i)) & 1 ? l[i] : '-';
    out[9] = 0;
}

static const char *kind_name(enum kind k) {
    static const char *n[] = {"file", "dir", "link", "pipe"};
    return n[k];
}

int main(void) {
    static const char *modes[] = {"rwxr-x---", "rw-r--r--", "---------", "rwxrwxrwx", "r--rw--wx"};
    struct inode nodes[5];
    memset(nodes, 0, sizeof nodes);
    for (int i = 0; i < 5; i++) {
        nodes[i].kind = (enum kind)(i % 4);
        nodes[i].hidden = i == 2;
        nodes[i].perm = parse(modes[i]);
        nodes[i].links = (unsigned)(i * 17 + 1);
        nodes[i].size = (unsigned)(i * 1234567 + 89);
    }
    for (int i = 0; i < 5; i++) {
        char buf[10];
        show(nodes[i].perm, buf);
        printf("%-4s %s %03o hidden=%d links=%2u size=%u\n", kind_name(nodes[i].kind), buf,
               octal(nodes[i].perm), nodes[i].hidden, (unsigned)nodes[i].links, (unsigned)nodes[i].size);
    }
    printf("sizeof perm %d inode %d\n", (int)sizeof(struct perm), (int)sizeof(struct inode));
    /* chmod g+w,o-r on every node */
    for (int i = 0; i < 5; i++) {
        nodes[i].perm.gw = 1;
        nodes[i].perm.or_ = 0;
        nodes[i].dirty = 1;
        nodes[i].links += 50;
    }
    for (int i = 0; i < 5; i++) {
        char buf[10];
        show(nodes[i].perm, buf);
        printf("after chmod %s %03o dirty=%d links=%u\n", buf, octal(nodes[i].perm), nodes[i].dirty,
               (unsigned)nodes[i].links);
    }
    /* a state machine over the kind field */
    struct inode cur = nodes[0];
    for (int step = 0; step < 7; step++) {
        switch (cur.kind) {
        case K_FILE: cur.kind = K_LINK; break;
        case K_LINK: cur.kind = cur.hidden ? K_FILE : K_DIR; cur.hidden = !cur.hidden; break;
        case K_DIR: cur.kind = K_PIPE; break;
        case K_PIPE: cur.kind = K_FILE; break;
        }
        printf("%s%s ", kind_name(cur.kind), cur.hidden ? "*" : "");
    }
    printf("\n");
    struct inode a, b;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    a.kind = K_DIR; a.perm = parse("rwx------"); a.size = 4096;
    b.size = 4096; b.perm = a.perm; b.kind = K_DIR;
    printf("memcmp equal: %d\n", memcmp(&a, &b, sizeof a) == 0);
    return 0;
}
