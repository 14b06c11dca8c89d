class C<bit f> { int v = !if(f, 1, 0); list<string> l = !if(f, ["a"], []); }
def A : C<1>;
def B : C<0>;
