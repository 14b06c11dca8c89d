def 1st { int v = 1; }
def a_b_9 { int v = 2; }
