class C { list<C> me = [!cast<C>(NAME)]; }
def Me : C;
