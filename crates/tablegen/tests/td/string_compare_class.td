class C<string a, string b> { bit lt = !lt(a, b); bit eq = !eq(a, b); }
def A : C<"abc", "abd">;
