class C { bit me = !exists<C>(NAME); }
def Self : C;
