def ops; def ins;
def A { dag a = !con((ops 1), (ops 2, 3)); dag b = !con((ops:$n 1), (? 2)); dag c = !con((ins $a), (ins $b), (ins $c)); }
