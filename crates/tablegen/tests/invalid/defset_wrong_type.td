class X; class Y; defset list<X> S = { def y : Y; }
