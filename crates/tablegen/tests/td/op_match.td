def A { bit a = !match("hello", "^h.*o$"); bit b = !match("abc", "[0-9]+"); bit c = !match("x86_64", "x86"); }
