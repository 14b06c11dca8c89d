def A { int a = 0x8000000000000000; int b = -0x10; bits<64> c = 0xFFFFFFFFFFFFFFFF; }
