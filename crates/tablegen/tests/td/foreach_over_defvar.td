defvar names = ["p", "q"];
foreach n = names in def V # n;
