class C { int v = 0; int w = 0; }
foreach i = [1, 2] in let v = i in { def A # i : C; let w = !mul(i, 3) in def B # i : C; }
