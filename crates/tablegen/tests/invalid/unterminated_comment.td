/* never closed
def A;
