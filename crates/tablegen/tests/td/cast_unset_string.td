class C<string s = ""> { string t = !cast<string>(s); }
def D : C;
