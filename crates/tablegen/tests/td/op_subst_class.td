class C<string s> { string r = !subst("_", ".", s); }
def X : C<"a_b_c">;
