def ops; def add; def X;
def D { dag a = (ops); dag b = (add X, X); dag c = (add:$op X:$a, X:$b); dag d = (ops $x, $y); dag e = (add (add X, X), X); dag f = (ops 1, "s", [1,2]); }
