class T;
def t2 : T; def t1 : T; def other;
def Z { list<T> all = !instances<T>(); list<T> some = !instances<T>("t1"); }
