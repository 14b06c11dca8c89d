class R { int v = 1; }
def r : R;
def A { string a = !repr(5); string b = !repr("s"); string c = !repr([1, 2]); string d = !repr(r); }
