class C<string n = NAME> { string v = n; }
def D : C;
