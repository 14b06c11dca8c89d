def A { let nope = 1; }
