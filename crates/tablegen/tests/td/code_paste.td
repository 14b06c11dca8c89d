def A { code c = [{ a }] # [{ b }]; string s = "x" # [{y}]; }
