def add; def sub;
class P<dag d> { string op = !cast<string>(!getdagop(d)); int n = !size(d); }
def X : P<(add 1, 2)>;
def Y : P<(sub)>;
