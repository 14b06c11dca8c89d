def ops; def a; def b;
foreach d = [(ops a), (ops b)] in def X # !cast<string>(!getdagop(d)) # !size(d) { dag v = d; }
