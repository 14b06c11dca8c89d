defvar v = 3;
dump "value is " # v;
def D { int x = 1; }
