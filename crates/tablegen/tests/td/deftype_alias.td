deftype MyInt = int;
deftype IntList = list<int>;
def A { MyInt x = 3; IntList l = [1, 2]; }
