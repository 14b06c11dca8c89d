class C { list<int> l = []; }
let l = [1, 2] in def A : C;
def B : C { let l = !listconcat(l, [3]); }
