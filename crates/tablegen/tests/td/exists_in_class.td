class C<string n> { bit e = !exists<C>(n); }
def known : C<"known">;
def other : C<"nope">;
