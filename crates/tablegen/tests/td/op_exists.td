class A;
def a1 : A;
def X { bit e1 = !exists<A>("a1"); bit e2 = !exists<A>("nope"); }
