def ops; def foo;
class C<dag d> { string opname = !cast<string>(!getdagop(d)); }
def X : C<(foo 1)>;
