def a; def b;
def L { string s = !interleave(!foreach(x, [a, b], !cast<string>(x)), "+"); }
