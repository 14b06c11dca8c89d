class C<string s> { bit isNum = !match(s, "^[0-9]+$"); }
def A : C<"123">;
def B : C<"12a">;
