class C<string a, string b> { string s = !strconcat(a, "-", b, "-", a); }
def D : C<"x", "y">;
