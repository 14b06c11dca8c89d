class C { C self = !cast<C>(NAME); }
def Me : C;
