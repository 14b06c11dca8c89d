class R { int v = 3; }
def r1 : R;
def A { R x = !cast<R>("r1"); int v = !cast<R>("r" # "1").v; }
