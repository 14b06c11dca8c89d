#ifdef X
def A;
