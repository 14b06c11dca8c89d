def a; def b; def A { dag d = !con((a 1), (b 2)); }
