class F;
class G { F f = ?; }
class F { int v = 3; }
def X : F;
def Y : G { let f = X; }
