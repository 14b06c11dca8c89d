class Reg<string n> { string name = n; }
class RC<list<Reg> regs> { list<Reg> members = regs; int count = !size(regs); }
def X0 : Reg<"x0">; def X1 : Reg<"x1">;
def GPR : RC<[X0, X1]>;
