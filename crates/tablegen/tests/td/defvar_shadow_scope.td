defvar x = 1;
foreach i = [0] in { defvar y = !add(x, 10); def D { int v = y; } }
