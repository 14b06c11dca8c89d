class P { int v = 4; }
class Q { P p = ?; }
def p1 : P;
def q1 : Q { let p = p1; }
def R { int a = q1.p.v; }
