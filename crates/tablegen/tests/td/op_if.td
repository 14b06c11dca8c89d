def A { int a = !if(1, 10, 20); int b = !if(0, 10, 20); string c = !if(!eq(2, 2), "yes", "no"); list<int> d = !if(1, [1], []); }
