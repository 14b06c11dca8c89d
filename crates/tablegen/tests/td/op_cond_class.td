class C<int n> { string kind = !cond(!lt(n, 0): "neg", !eq(n, 0): "zero", true: "pos"); }
def M : C<-1>;
def Z : C<0>;
def P : C<7>;
