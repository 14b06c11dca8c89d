def a; def b; def c;
def L { list<string> l = !foreach(x, !listremove([a, b, c], [b]), !cast<string>(x)); }
