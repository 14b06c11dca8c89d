def A { int a = 0x8000000000000000; int b = -16; bits<64> c = 0xFFFFFFFFFFFFFFFF; int d = 0b11111111; }
