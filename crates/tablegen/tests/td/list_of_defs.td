class R { int n = 0; }
def r0 : R; def r1 : R { let n = 1; }
def L { list<R> regs = [r0, r1]; R first = regs[0]; int n1 = regs[1].n; }
