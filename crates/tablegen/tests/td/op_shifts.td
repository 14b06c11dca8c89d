def A { int a = !shl(1, 10); int b = !sra(-16, 2); int c = !srl(-16, 60); int d = !srl(256, 4); int e = !shl(3, 62); }
