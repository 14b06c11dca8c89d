class C; def A { bit b = !isa(1); }
