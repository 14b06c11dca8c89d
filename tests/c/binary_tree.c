/* A binary search tree with malloc: insertion, lookup, in-order traversal, height, deletion of
   nodes with zero, one and two children, and a recursive free. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

struct tree { int32_t key; int32_t count; struct tree *left, *right; };

static struct tree *insert(struct tree *t, int32_t key) {
    if (!t) {
        t = calloc(1, sizeof *t);
        if (!t) exit(1);
        t->key = key; t->count = 1;
        return t;
    }
    if (key < t->key) t->left = insert(t->left, key);
    else if (key > t->key) t->right = insert(t->right, key);
    else t->count++;
    return t;
}
static int height(const struct tree *t) { if (!t) return 0; int l = height(t->left), r = height(t->right); return 1 + (l > r ? l : r); }
static int size(const struct tree *t) { return t ? 1 + size(t->left) + size(t->right) : 0; }
static const struct tree *find(const struct tree *t, int32_t key) { while (t && t->key != key) t = key < t->key ? t->left : t->right; return t; }
static void inorder(const struct tree *t, int *budget) {
    if (!t || *budget <= 0) return;
    inorder(t->left, budget);
    if (*budget > 0) { printf(" %d", t->key); if (t->count > 1) printf("x%d", t->count); (*budget)--; }
    inorder(t->right, budget);
}
static struct tree *erase(struct tree *t, int32_t key) {
    if (!t) return NULL;
    if (key < t->key) t->left = erase(t->left, key);
    else if (key > t->key) t->right = erase(t->right, key);
    else {
        if (!t->left || !t->right) { struct tree *c = t->left ? t->left : t->right; free(t); return c; }
        struct tree *m = t->right;
        while (m->left) m = m->left;
        t->key = m->key; t->count = m->count;
        t->right = erase(t->right, m->key);
    }
    return t;
}
static void destroy(struct tree *t) { if (!t) return; destroy(t->left); destroy(t->right); free(t); }

int main(void) {
    struct tree *root = NULL;
    uint32_t s = 99;
    for (int i = 0; i < 200; i++) { s = s * 1103515245u + 12345u; root = insert(root, (int32_t)((s >> 16) % 500)); }
    printf("size %d height %d\n", size(root), height(root));
    int budget = 30;
    printf("first:");
    inorder(root, &budget);
    printf("\n");
    int found = 0;
    for (int32_t k = 0; k < 500; k++) found += find(root, k) != NULL;
    printf("found %d\n", found);
    for (int32_t k = 0; k < 500; k += 3) root = erase(root, k);
    printf("after erase size %d height %d\n", size(root), height(root));
    budget = 30;
    printf("first:");
    inorder(root, &budget);
    printf("\n");
    destroy(root);
    return 0;
}
