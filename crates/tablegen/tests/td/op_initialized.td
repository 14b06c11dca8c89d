def r { int x = ?; int y = 2; string s = ?; }
def A { bit bx = !initialized(r.x); bit by = !initialized(r.y); int n = !initialized(r.s); int v = !if(!initialized(r.x), r.x, -1); }
