def ops; def add; def sub;
foreach op = [add, sub] in def P # !cast<string>(op) { dag pat = (op 1, 2); }
