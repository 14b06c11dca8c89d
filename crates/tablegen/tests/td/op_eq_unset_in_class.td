class C<string s = ""> { bit isEmpty = !eq(s, ""); }
def A : C;
def B : C<"x">;
