def A { dag d = !con(1, 2); }
