def A { bit b = !eq([1], [1]); }
