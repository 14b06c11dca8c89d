class R { int w = 0; }
def r1 : R { let w = 3; } def r2 : R { let w = 4; }
def T { int total = !foldl(0, [r1, r2], acc, r, !add(acc, r.w)); }
