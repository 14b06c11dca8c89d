def add; class Op;
def A { dag d = (!cast<Op>("addop") 1); }
def addop : Op;
