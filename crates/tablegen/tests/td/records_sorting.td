def b; def a; def B; def A; def _z; def Z9; def z10; def z9;
