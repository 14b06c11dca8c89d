def A;
def B {}
