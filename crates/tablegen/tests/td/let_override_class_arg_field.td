class C<int n> { int v = n; }
let v = 99 in def X : C<1>;
