class E {}
class F;
def X : E, F;
