class C; let nope = 1 in def X : C;
