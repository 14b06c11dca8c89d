/* Graph algorithms on adjacency matrices and lists: BFS distances, iterative DFS order,
   Dijkstra with an array-based priority scan, topological sort and union-find components. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define V 12
static int32_t w[V][V];
static int parent[V];

static int find(int x) { while (parent[x] != x) { parent[x] = parent[parent[x]]; x = parent[x]; } return x; }
static void unite(int a, int b) { a = find(a); b = find(b); if (a != b) parent[a < b ? b : a] = a < b ? a : b; }

int main(void) {
    memset(w, 0, sizeof w);
    int edges[][3] = {{0, 1, 4}, {0, 2, 1}, {2, 1, 2}, {1, 3, 5}, {2, 3, 8}, {3, 4, 3}, {4, 5, 1}, {5, 6, 2},
                      {6, 7, 7}, {2, 7, 20}, {8, 9, 1}, {9, 10, 2}, {10, 8, 3}, {4, 6, 2}};
    int ne = (int)(sizeof edges / sizeof edges[0]);
    for (int i = 0; i < ne; i++) { w[edges[i][0]][edges[i][1]] = edges[i][2]; w[edges[i][1]][edges[i][0]] = edges[i][2]; }
    int dist[V], queue[V], head = 0, tail = 0;
    for (int i = 0; i < V; i++) dist[i] = -1;
    dist[0] = 0; queue[tail++] = 0;
    while (head < tail) { int u = queue[head++]; for (int v = 0; v < V; v++) if (w[u][v] && dist[v] < 0) { dist[v] = dist[u] + 1; queue[tail++] = v; } }
    printf("bfs:"); for (int i = 0; i < V; i++) printf(" %d", dist[i]); printf("\n");
    int stack[64], sp = 0, seen[V] = {0};
    stack[sp++] = 0;
    printf("dfs:");
    while (sp) { int u = stack[--sp]; if (seen[u]) continue; seen[u] = 1; printf(" %d", u); for (int v = V - 1; v >= 0; v--) if (w[u][v] && !seen[v]) stack[sp++] = v; }
    printf("\n");
    int64_t d[V];
    int done[V] = {0};
    for (int i = 0; i < V; i++) d[i] = INT64_MAX;
    d[0] = 0;
    for (int it = 0; it < V; it++) {
        int u = -1;
        for (int i = 0; i < V; i++) if (!done[i] && d[i] != INT64_MAX && (u < 0 || d[i] < d[u])) u = i;
        if (u < 0) break;
        done[u] = 1;
        for (int v = 0; v < V; v++) if (w[u][v] && d[u] + w[u][v] < d[v]) d[v] = d[u] + w[u][v];
    }
    printf("dijkstra:"); for (int i = 0; i < V; i++) { if (d[i] == INT64_MAX) printf(" inf"); else printf(" %lld", (long long)d[i]); } printf("\n");
    int dag[][2] = {{5, 2}, {5, 0}, {4, 0}, {4, 1}, {2, 3}, {3, 1}, {6, 5}, {7, 6}};
    int indeg[8] = {0}, order[8], no = 0;
    for (int i = 0; i < 8; i++) indeg[dag[i][1]]++;
    int used[8] = {0};
    while (no < 8) {
        int pick = -1;
        for (int v = 0; v < 8; v++) if (!used[v] && indeg[v] == 0) { pick = v; break; }
        if (pick < 0) break;
        used[pick] = 1; order[no++] = pick;
        for (int i = 0; i < 8; i++) if (dag[i][0] == pick) indeg[dag[i][1]]--;
    }
    printf("topo:"); for (int i = 0; i < no; i++) printf(" %d", order[i]); printf("\n");
    for (int i = 0; i < V; i++) parent[i] = i;
    for (int i = 0; i < ne; i++) unite(edges[i][0], edges[i][1]);
    printf("components:"); for (int i = 0; i < V; i++) printf(" %d", find(i)); printf("\n");
    return 0;
}
