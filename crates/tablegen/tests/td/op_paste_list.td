def A { list<int> a = [1] # [2, 3]; }
