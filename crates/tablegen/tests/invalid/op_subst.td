def X; def Y;
def A { string a = !subst("a", "o", "banana"); string b = !subst("an", "", "banana"); X c = !subst(X, Y, X); }
